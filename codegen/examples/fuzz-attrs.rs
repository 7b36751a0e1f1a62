//! Fuzzes the derive's front end (parse and validate, no derivation) with random and mutated
//! `#[chain]` / `#[body]` descriptions; see the `chaindyn_fuzz` crate docs and `--help`.
//! `cargo run -p chaindyn-codegen --example fuzz-attrs -- --seconds 600`

#[path = "../tests/common/attrs_target.rs"]
#[allow(dead_code)] // valid_description is for the tests
mod attrs_target;

use std::path::Path;
use std::process::ExitCode;

fn main() -> ExitCode {
    let crash_dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz-crashes");
    chaindyn_fuzz::cli::main(&attrs_target::AttrsTarget, &crash_dir)
}
