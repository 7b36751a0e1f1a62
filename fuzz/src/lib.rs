//! Fuzzing of chaindyn's input front ends on stable Rust, without cargo-fuzz or libFuzzer.
//!
//! The importer of robot descriptions ([`chaindyn_model::Chain::from_urdf_str`]) reads whatever
//! a build points it at, inside the compiler; it must answer every input with a result or a typed
//! error, in bounded time and stack, and never panic. This crate checks that by running it on
//! many mutated inputs.
//!
//! * [`Rng`]: a deterministic generator (SplitMix64). Input `i` of a run with seed `s` comes from
//!   its own generator [`Rng::for_input`]`(s, i)`, so any input can be regenerated on its own.
//! * [`mutate`]: byte-level mutations for any format; [`xml`]: element and attribute
//!   mutations for XML text.
//! * [`Target`]: what is fuzzed (generate an input, run the code on it, save and load inputs);
//!   [`urdf::UrdfTarget`] is the URDF importer; [`runtime::RuntimeTarget`] the runtime's
//!   reference algorithms and control layer on chains with literals from 1e-300 to 1e300 and
//!   states with NaN and ±∞. Another target is another `Target`, with the same runner,
//!   supervisor and generator.
//! * [`run`] / [`run_with`]: run inputs under `catch_unwind` (a panic is a crash) and time
//!   each (over 1 s is a hang), returning a [`Report`].
//! * [`cli`]: the command line of a fuzz binary: its `main` builds the target and calls
//!   [`cli::main`] (see `src/bin/fuzz-urdf.rs`).
//!
//! # Crashes that end the process
//!
//! A stack overflow aborts the process and cannot be caught. The fuzz binaries therefore run as
//! a supervisor with the inputs in a child process that reports the index of each input before
//! running it; when the child dies (or hangs for [`cli::KILL_AFTER`] and is killed), the
//! supervisor regenerates the input from the seed and the index, saves it as a crash, and
//! carries on with a new child from the next input. With `--in-process` (no child) a checkpoint
//! with the seed and the next input index is printed every 10 s instead; `--seed S --replay I`
//! reproduces input `I` of seed `S` in either case. See [`cli`].
//!
//! # Runs
//!
//! The short run, `tests/short_run.rs` (3000 inputs, a few seconds in the dev profile), is part
//! of `cargo test`. The long run is
//! `cargo run --release -p chaindyn-fuzz --bin fuzz-urdf -- --seconds 600`; its figures are in
//! the crate's README.
#![deny(missing_docs)]

pub mod cli;
pub mod design;
pub mod floating_step;
pub mod identification;
pub mod mutate;
mod rng;
mod runner;
pub mod runtime;
pub mod urdf;
pub mod xml;

pub use rng::Rng;
pub use runner::{input, run, run_with, Crash, CrashKind, Event, Options, Report, Target};
