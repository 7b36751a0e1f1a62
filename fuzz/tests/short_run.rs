//! The short fuzz runs of CI: 3000 inputs of the URDF target and 1000 of the runtime target (a
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
fn runtime_survives_1000_inputs() {
    let seed = std::env::var("CHAINDYN_FUZZ_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(20261125);
    let mut options = Options::new(seed, 1000, Duration::from_secs(600));
    // The dev profile runs the algorithms 10 to 30 times slower than release.
    if cfg!(debug_assertions) {
        options.hang_after = Duration::from_secs(10);
    }
    let report = run_with(&RuntimeTarget, &options, |_| {});
    assert_eq!(report.inputs, 1000);
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

/// Inputs the runtime target once crashed on, replayed (`fuzz/regressions/*.numbers`): an LQR
/// design whose PBH test ran nalgebra's SVD forever on entries near 1e234, two whose SVD
/// produced a NaN singular value (and panicked sorting it) on entries spread from 1e-268 to 1,
/// least squares whose estimate, solved through nalgebra's SVD, missed noise-free torques by
/// 1e-5 at a condition number of 130, an LQR whose weights scaled into the subnormal
/// numbers gave a Riccati solution accurate to 1e-5 only in the caller's units, and a discrete
/// LQR whose closed-loop eigenvalues came back with a NaN imaginary part (nalgebra's 2 × 2 Schur
/// block of two nearly equal real eigenvalues) inside `Ok`.
#[test]
fn runtime_regressions_pass() {
    use chaindyn_fuzz::Target;
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("regressions");
    let mut replayed = 0;
    for entry in std::fs::read_dir(&dir).expect("fuzz/regressions exists") {
        let path = entry.expect("a readable entry").path();
        if path.extension().is_some_and(|e| e == "numbers") {
            let bytes = std::fs::read(&path).expect("readable");
            let input = RuntimeTarget
                .decode_input(&bytes)
                .unwrap_or_else(|| panic!("{} is a runtime input", path.display()));
            RuntimeTarget.execute(&input);
            replayed += 1;
        }
    }
    assert!(replayed >= 3, "{replayed} regression inputs");
}
