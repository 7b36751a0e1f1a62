//! chaindyn's command line (`chaindyn`), as a library for its tests:
//!
//! * [`workspace`]: every `#[derive(Dynamics)]` of a cargo workspace, found in its sources;
//! * [`prepare`]: write or check their prepared files (`.chaindyn/<Struct>.rs`);
//! * [`generate`]: a standalone module from a URDF or an attribute file, for use without the
//!   derive;
//! * [`python`]: a Python extension project of a URDF robot (the module of [`generate`], a
//!   binding, its packaging and type stubs);
//! * [`message`]: the derive's messages in the words of the command line.
//!
//! Every derivation runs through `chaindyn-codegen` with its computer algebra (symbolica), under
//! the engine's per-user lock.

pub mod generate;
pub mod message;
pub mod prepare;
pub mod python;
pub mod workspace;
