//! The short fuzz runs of CI: 3000 inputs of the URDF target and 2000 of the runtime target (a
//! few seconds each in the dev profile), no crash. The seed is fixed so that the run is the same every time; set
//! `CHAINDYN_FUZZ_SEED` to try others.

use chaindyn_fuzz::runtime::RuntimeTarget;
use chaindyn_fuzz::urdf::UrdfTarget;
use chaindyn_fuzz::{run_with, Crash, Options};
use std::time::Duration;

#[test]
fn urdf_importer_survives_3000_inputs() {
    let seed = std::env::var("CHAINDYN_FUZZ_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(20261123);
    let target = UrdfTarget::from_workspace().unwrap();
    let mut options = Options::new(seed, 3000, Duration::from_secs(600));
    // The hang limit (1 s) is meant for optimised code; the dev profile runs the importer 10 to
    // 20 times slower (an input of 16 MiB, the size limit, takes about a second), so a debug
    // build allows 10 s.
    if cfg!(debug_assertions) {
        options.hang_after = Duration::from_secs(10);
    }
    let report = run_with(&target, &options, |_| {});
    assert_eq!(report.inputs, 3000);
    let crashes: Vec<String> = report.crashes.iter().map(Crash::to_string).collect();
    assert!(
        crashes.is_empty(),
        "{} crash(es); reproduce with `cargo run -p chaindyn-fuzz --bin fuzz-urdf -- --seed {seed} \
         --replay <index>`:\n{}",
        crashes.len(),
        crashes.join("\n")
    );
    eprintln!(
        "{} inputs in {:.2?} ({:.0}/s)",
        report.inputs,
        report.elapsed,
        report.rate()
    );
}

#[test]
fn runtime_survives_2000_inputs() {
    let seed = std::env::var("CHAINDYN_FUZZ_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(20261125);
    let mut options = Options::new(seed, 2000, Duration::from_secs(600));
    // The dev profile runs the algorithms 10 to 30 times slower than release.
    if cfg!(debug_assertions) {
        options.hang_after = Duration::from_secs(10);
    }
    let report = run_with(&RuntimeTarget, &options, |_| {});
    assert_eq!(report.inputs, 2000);
    let crashes: Vec<String> = report.crashes.iter().map(Crash::to_string).collect();
    assert!(
        crashes.is_empty(),
        "{} crash(es); reproduce with `cargo run -p chaindyn-fuzz --bin fuzz-runtime -- --seed \
         {seed} --replay <index>`:\n{}",
        crashes.len(),
        crashes.join("\n")
    );
    eprintln!(
        "{} inputs in {:.2?} ({:.0}/s)",
        report.inputs,
        report.elapsed,
        report.rate()
    );
}
