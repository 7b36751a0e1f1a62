//! The short fuzz run of the derive's front end in CI: random and mutated `#[chain]` / `#[body]`
//! descriptions through parsing and validation (no derivation), no panic and no hang; then a
//! sample of the valid ones expanded in full (derivation through the engine's lock), each giving
//! the `impl` or compile errors, never a panic. The long run is
//! `cargo run -p chaindyn-codegen --example fuzz-attrs -- --seconds 600` (figures in
//! `docs/testing.md`).

mod common;

use chaindyn_fuzz::{run_with, Crash, Options, Rng, Target};
use common::attrs_target::AttrsTarget;
use std::time::Duration;

const SEED: u64 = 20_261_123;

#[test]
fn front_end_survives_20000_descriptions() {
    let mut options = Options::new(SEED, 20_000, Duration::from_secs(600));
    options.hang_after = Duration::from_secs(5); // dev profile; a real hang is unbounded
    let report = run_with(&AttrsTarget, &options, |_| {});
    assert_eq!(report.inputs, 20_000);
    let crashes: Vec<String> = report.crashes.iter().map(Crash::to_string).collect();
    assert!(
        crashes.is_empty(),
        "{} crash(es); reproduce with `cargo run -p chaindyn-codegen --example fuzz-attrs -- \
         --seed {SEED} --replay <index>`:\n{}",
        crashes.len(),
        crashes.join("\n")
    );
}

#[test]
fn valid_descriptions_expand_to_an_impl() {
    // A sample of descriptions from the valid generator, derived in full (deriving takes 0.05 to
    // 1 s each: a sample, not a fuzz run). Each gives the impl, or compile errors where the model
    // is rejected (a revolute joint about the link's own axis moving a rod: a singular M).
    let (mut impls, mut trees) = (0, 0);
    for index in 0..10 {
        let text = common::attrs_target::valid_description(&mut Rng::for_input(SEED, index));
        trees += usize::from(text.contains("parent ="));
        let tokens: proc_macro2::TokenStream = text.parse().expect("the generator writes tokens");
        let out = std::panic::catch_unwind(|| chaindyn_codegen::expand(tokens).to_string())
            .unwrap_or_else(|_| panic!("expand panicked on:\n{text}"));
        if out.contains("compile_error") {
            // Only the model's own rejection is acceptable, not a failure of chaindyn.
            assert!(
                !out.contains(chaindyn_codegen::engine::BUG_REPORT),
                "{text}\n=> {out}"
            );
            assert!(out.contains("mass matrix is singular"), "{text}\n=> {out}");
            assert!(out.contains("unreachable"), "no fallback impl: {out}");
        } else {
            assert!(
                out.contains(":: chaindyn :: Dynamics <") && out.contains("for S"),
                "{out}"
            );
            impls += 1;
        }
    }
    assert!(impls >= 5, "only {impls} of 10 valid descriptions derived");
    assert!(trees >= 1, "no tree among the valid descriptions");
    assert_eq!(AttrsTarget.name(), "attrs");
}
