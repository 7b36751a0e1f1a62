//! `#[derive(Dynamics)]`: a thin shell around [`chaindyn_codegen::expand`]. Use it through the
//! `chaindyn` crate, which re-exports it.

use proc_macro::TokenStream;

/// Derives `chaindyn::Dynamics<N>` for a struct described by `#[chain(..)]` and one `#[body(..)]`
/// per body. See the `chaindyn` crate documentation for the attribute reference.
///
/// The expansion is total (errors become spanned `compile_error!`s); should a bug in chaindyn
/// still panic, the panic is caught here and reported as a compile error at the derive instead
/// of crashing the compiler's macro expansion.
#[proc_macro_derive(Dynamics, attributes(chain, body, frame))]
pub fn derive_dynamics(input: TokenStream) -> TokenStream {
    use std::panic::{catch_unwind, AssertUnwindSafe};
    let input: proc_macro2::TokenStream = input.into();
    let copy = input.clone();
    match catch_unwind(AssertUnwindSafe(|| chaindyn_codegen::expand(input))) {
        Ok(tokens) => tokens.into(),
        Err(panic) => {
            let msg = format!(
                "chaindyn: #[derive(Dynamics)] failed unexpectedly ({}). {}",
                chaindyn_codegen::engine::panic_message(&*panic),
                chaindyn_codegen::engine::BUG_REPORT
            );
            let mut tokens = quote::quote!(::core::compile_error!(#msg););
            // The placeholder impl too, so that the call sites add no errors of their own.
            if let Ok(f) = catch_unwind(AssertUnwindSafe(|| chaindyn_codegen::fallback_for(copy))) {
                tokens.extend(f);
            }
            tokens.into()
        }
    }
}
