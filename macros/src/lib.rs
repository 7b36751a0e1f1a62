//! `#[derive(Dynamics)]`: a thin shell around [`chaindyn_codegen::expand`]. Use it through the
//! `chaindyn` crate, which re-exports it.

use proc_macro::TokenStream;

/// Derives `chaindyn::Dynamics<N>` for a struct described by `#[chain(..)]` and one `#[body(..)]`
/// per body. See the `chaindyn` crate documentation for the attribute reference.
///
/// The expansion is total (errors become spanned `compile_error!`s); should a bug in chaindyn
/// still panic, the panic is caught here and reported as a compile error at the derive instead
/// of crashing the compiler's macro expansion.
#[proc_macro_derive(Dynamics, attributes(chain, body))]
pub fn derive_dynamics(input: TokenStream) -> TokenStream {
    let input: proc_macro2::TokenStream = input.into();
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        chaindyn_codegen::expand(input)
    })) {
        Ok(tokens) => tokens.into(),
        Err(panic) => {
            let msg = format!(
                "chaindyn: #[derive(Dynamics)] failed unexpectedly ({}). This is a bug in \
                 chaindyn; please report it with the attributes that triggered it",
                chaindyn_codegen::engine::panic_message(&*panic)
            );
            quote::quote!(::core::compile_error!(#msg);).into()
        }
    }
}
