//! The placeholder `impl` a failed derive emits next to its errors (with or without the
//! computer algebra).

use proc_macro2::{Literal, TokenStream};
use quote::quote;

/// The `impl` emitted next to the compile errors of a failed derive: every method of
/// `Dynamics` with an unreachable body (the crate does not compile, so none ever runs), so that
/// call sites type-check and the user sees the description's errors alone. With one
/// `#[body(..)]` per degree of freedom it implements `Dynamics<N>` for that `N`; where `N` is
/// not known (a URDF description) it implements `Dynamics<N>` for every `N`. Nothing is emitted
/// for inputs the derive does not support at all (enums, unions, generic structs).
pub fn fallback(input: &syn::DeriveInput) -> TokenStream {
    let supported = matches!(&input.data, syn::Data::Struct(s)
        if !matches!(s.fields, syn::Fields::Unnamed(_)))
        && input.generics.params.is_empty();
    if !supported {
        return TokenStream::new();
    }
    let name = &input.ident;
    let urdf = input.attrs.iter().any(|a| {
        a.path().is_ident("chain")
            && a.meta
                .require_list()
                .is_ok_and(|l| l.tokens.to_string().contains("urdf"))
    });
    let bodies = input
        .attrs
        .iter()
        .filter(|a| a.path().is_ident("body"))
        .count();
    let (generics, n) = if urdf || bodies == 0 {
        (quote!(<const N: usize>), quote!(N))
    } else {
        let n = Literal::usize_unsuffixed(bodies);
        (quote!(), quote!(#n))
    };
    let vec_t = quote!(::chaindyn::nalgebra::SVector<f64, #n>);
    let mat_t = quote!(::chaindyn::nalgebra::SMatrix<f64, #n, #n>);
    let never =
        quote!({ ::core::unreachable!("#[derive(Dynamics)] failed to compile; see its errors") });
    // The associated constants, where `N` is known (an inherent impl cannot be generic in it).
    let constants = if urdf || bodies == 0 {
        quote!()
    } else {
        quote! {
            #[allow(dead_code)]
            impl #name {
                /// Placeholder of a failed derive.
                pub const LINK_NAMES: [&'static str; #n] = [""; #n];
                /// Placeholder of a failed derive.
                pub const JOINT_NAMES: [&'static str; #n] = [""; #n];
                /// Placeholder of a failed derive.
                pub const JOINT_LIMITS: [(f64, f64); #n] = [(0.0, 0.0); #n];
                /// Placeholder of a failed derive.
                pub const JOINT_VELOCITY_LIMITS: [f64; #n] = [0.0; #n];
                /// Placeholder of a failed derive.
                pub const JOINT_EFFORT_LIMITS: [f64; #n] = [0.0; #n];
                /// Placeholder of a failed derive.
                pub const GENERATED_OPERATIONS: [(&'static str, usize); 0] = [];
            }
        }
    };
    quote! {
        #constants
        #[automatically_derived]
        #[allow(unused_variables, clippy::all)]
        impl #generics ::chaindyn::Dynamics<#n> for #name {
            fn mass_matrix(&self, q: &#vec_t) -> #mat_t #never
            fn coriolis_matrix(&self, q: &#vec_t, qd: &#vec_t) -> #mat_t #never
            fn coriolis_times_qd(&self, q: &#vec_t, qd: &#vec_t) -> #vec_t #never
            fn gravity(&self, q: &#vec_t) -> #vec_t #never
            fn inverse_dynamics(&self, q: &#vec_t, qd: &#vec_t, qdd: &#vec_t) -> #vec_t #never
            fn forward_dynamics(&self, q: &#vec_t, qd: &#vec_t, tau: &#vec_t) -> #vec_t #never
            fn kinetic_energy(&self, q: &#vec_t, qd: &#vec_t) -> f64 #never
            fn potential_energy(&self, q: &#vec_t) -> f64 #never
            fn mass_matrix_jacobian(&self, q: &#vec_t) -> [#mat_t; #n] #never
            fn coriolis_jacobians(&self, q: &#vec_t, qd: &#vec_t) -> (#mat_t, #mat_t) #never
            fn gravity_jacobian(&self, q: &#vec_t) -> #mat_t #never
            fn linearize_blocks(&self, q: &#vec_t, qd: &#vec_t, u: &#vec_t) -> ::chaindyn::Linearized<#n> #never
            fn linearize_equilibrium(&self, q: &#vec_t) -> ::chaindyn::Linearized<#n> #never
            fn chain(&self) -> ::chaindyn::Chain #never
        }
    }
}
