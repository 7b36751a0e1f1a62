//! The demo's robots, for the `chaindyn-demo` binary and for the tests, which check the same
//! models (`chaindyn-tests` uses the ones they share from here: one definition, one prepared
//! file).
#![deny(missing_docs)]

pub mod models;
