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
//!
//! [`front_end`] runs parse and validate in order.

pub mod ctxt;
pub mod key;
pub mod model;
pub mod parse;
pub mod validate;

/// Parse and validate, with every error: the values that parsed are validated even when others
/// did not (as long as every attribute was read to its end). `urdf` paths are relative to
/// `manifest_dir`.
pub fn front_end(
    input: &syn::DeriveInput,
    manifest_dir: Option<&std::path::Path>,
) -> syn::Result<(parse::ChainSpec, model::Model)> {
    let mut errors = ctxt::Errors::default();
    let parsed = parse::parse_collecting(input, &mut errors)?;
    if !parsed.complete {
        errors.finish()?;
        // (An incomplete parse always records its error; this keeps the function total.)
        return Err(syn::Error::new(
            input.ident.span(),
            "an attribute of #[derive(Dynamics)] could not be read",
        ));
    }
    match validate::validate(&parsed.spec, manifest_dir) {
        Ok(model) => {
            errors.finish()?;
            Ok((parsed.spec, model))
        }
        Err(e) => {
            errors.push(e);
            Err(errors.finish().expect_err("an error was pushed"))
        }
    }
}
