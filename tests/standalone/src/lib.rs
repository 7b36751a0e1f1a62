//! chaindyn without the derive: the dynamics of the Franka-Panda-like arm of
//! `tests/robots/panda.urdf` (base `panda_link0`, tip `panda_hand`, 7 degrees of freedom) as a
//! plain Rust module written by the standalone generator:
//!
//! ```sh
//! cargo run -p chaindyn-cli -- generate --urdf tests/robots/panda.urdf --base panda_link0 \
//!     --tip panda_hand --name Panda --out tests/standalone/src/panda.rs
//! ```
//!
//! The crate depends on the `chaindyn` runtime alone. The module is checked against what the
//! generator writes now (`cli/tests/prepare.rs`) and against the derive of the same URDF, bit for
//! bit (`tests/tests/standalone.rs`), whose code is checked against the recursive reference
//! (`tests/tests/generated_vs_reference.rs`).

mod panda;

pub use panda::Panda;
