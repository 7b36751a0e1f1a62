//! The front end (serde_derive's `internals`): attributes to a checked model, every user error
//! spanned at its token and collected, no computer algebra.
//!
//! ```text
//! parse ─▶ validate ─▶ model ─▶ key
//! ```
//!
//! * [`parse`]: the attributes to a [`parse::ChainSpec`], spans kept.
//! * [`validate`]: the spanned checks, producing a [`model::Model`].
//! * [`model`]: the internal model: the runtime's own `chaindyn_model::Chain` plus which numbers
//!   are runtime parameters.
//! * [`key`]: the model's canonical form, the key of the cache and of the prepared files.
//! * [`ctxt`]: the error collector every stage writes to.

pub mod ctxt;
pub mod key;
pub mod model;
pub mod parse;
pub mod validate;
