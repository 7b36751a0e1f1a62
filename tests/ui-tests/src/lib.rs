//! The trybuild UI tests of `#[derive(Dynamics)]` (`tests/ui.rs`): the cases are `ui/*.rs`, their
//! expected diagnostics `ui/*.stderr`, the URDF and prepared-file fixtures `ui/robots/` and
//! `ui/prepared/`. The crate has no code of its own: its dependencies are what the cases compile
//! against.
