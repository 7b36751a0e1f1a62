//! Fuzzes the runtime (the reference algorithms and the control layer) on random chains with
//! literals from 1e-300 to 1e300 and states with NaN and ±∞; see the `chaindyn_fuzz` crate docs
//! and `--help`.

use chaindyn_fuzz::runtime::RuntimeTarget;
use std::path::Path;
use std::process::ExitCode;

fn main() -> ExitCode {
    let crash_dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("crashes");
    chaindyn_fuzz::cli::main(&RuntimeTarget, &crash_dir)
}
