//! Tokens for names and numbers of the generated code.

use proc_macro2::{Ident, Literal, Span, TokenStream};
use quote::quote;

/// The identifier `s`.
pub(super) fn ident(s: &str) -> Ident {
    Ident::new(s, Span::call_site())
}

/// `x` as an unsuffixed literal (a negative one as `-` and its magnitude).
pub(super) fn float(x: f64) -> TokenStream {
    let lit = Literal::f64_unsuffixed(x.abs());
    if x.is_sign_negative() && x != 0.0 {
        quote!(-#lit)
    } else {
        quote!(#lit)
    }
}

/// A limit: a literal, or `±f64::INFINITY`.
pub(super) fn limit(x: f64) -> TokenStream {
    if x == f64::INFINITY {
        quote!(::core::primitive::f64::INFINITY)
    } else if x == f64::NEG_INFINITY {
        quote!(::core::primitive::f64::NEG_INFINITY)
    } else {
        float(x)
    }
}
