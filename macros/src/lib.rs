//! `#[derive(Dynamics)]`: a thin shell around [`chaindyn_codegen::expand`]. Use it through the
//! `chaindyn` crate, which re-exports it.

use proc_macro::TokenStream;

/// Derives `chaindyn::Dynamics<N>` for a struct described by `#[chain(..)]` and one `#[body(..)]`
/// per body. See the `chaindyn` crate documentation for the attribute reference.
#[proc_macro_derive(Dynamics, attributes(chain, body))]
pub fn derive_dynamics(input: TokenStream) -> TokenStream {
    chaindyn_codegen::expand(input.into()).into()
}
