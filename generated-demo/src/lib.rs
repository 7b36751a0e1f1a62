//! The demo's robots, for the `chaindyn-demo` binary and for the tests, which check the same
//! models (`chaindyn-tests` uses the ones they share from here: one definition, one prepared
//! file); and the parameter identification workflow of the `identify` command, here so that its
//! test (`tests/identification.rs`) runs it without compiling the binary a second time.
#![deny(missing_docs)]

pub mod identification;
pub mod models;
