//! Fuzzes the URDF importer with mutations of the repository's robot descriptions; see the
//! `chaindyn_fuzz` crate docs and `--help`.

use chaindyn_fuzz::urdf::UrdfTarget;
use std::path::Path;
use std::process::ExitCode;

fn main() -> ExitCode {
    let target = match UrdfTarget::from_workspace() {
        Ok(t) => t,
        Err(e) => {
            eprintln!("fuzz-urdf: cannot read the seed files: {e}");
            return ExitCode::from(2);
        }
    };
    let crash_dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("crashes");
    chaindyn_fuzz::cli::main(&target, &crash_dir)
}
