//! Shared by the integration tests of the code generator.
pub mod attrs_target;
