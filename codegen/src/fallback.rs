//! The placeholder `impl` a failed derive emits next to its errors (with or without the
//! computer algebra).

use crate::interface::DYNAMICS;
use crate::internals::parse;
use proc_macro2::{Literal, TokenStream};
use quote::quote;

/// The `impl` emitted next to the compile errors of a failed derive: every method of
/// `Dynamics` with an unreachable body (the crate does not compile, so none ever runs), so that
/// call sites type-check and the user sees the description's errors alone. With one
/// `#[body(..)]` per degree of freedom it implements `Dynamics<N>` for that `N`; where `N` is
/// not known (a URDF description) it implements `Dynamics<N>` for every `N`. Nothing is emitted
/// for inputs the derive does not support at all (enums, unions, generic structs).
pub fn fallback(input: &syn::DeriveInput) -> TokenStream {
    fallback_with(input, None)
}

/// [`fallback`] for a description whose degrees of freedom are known (`dof`: it was validated,
/// and only a later step failed): `Dynamics<dof>` and every associated constant, URDF
/// descriptions included.
pub fn fallback_with(input: &syn::DeriveInput, dof: Option<usize>) -> TokenStream {
    let supported = matches!(&input.data, syn::Data::Struct(s)
        if !matches!(s.fields, syn::Fields::Unnamed(_)))
        && input.generics.params.is_empty();
    if !supported {
        return TokenStream::new();
    }
    let name = &input.ident;
    let urdf = parse::source(input) == parse::Source::Urdf;
    let bodies = input
        .attrs
        .iter()
        .filter(|a| a.path().is_ident("body"))
        .count();
    let known = dof.or((!urdf && bodies > 0).then_some(bodies));
    let (generics, n) = match known {
        None => (quote!(<const N: usize>), quote!(N)),
        Some(dof) => {
            let n = Literal::usize_unsuffixed(dof);
            (quote!(), quote!(#n))
        }
    };
    let required = DYNAMICS.iter().filter(|m| !m.provided);
    let f64_methods: Vec<TokenStream> = required.clone().map(|m| m.f64_header(&n)).collect();
    let generic_methods: Vec<TokenStream> = required.map(|m| m.generic_header(&n)).collect();
    let vs = quote!(::chaindyn::nalgebra::SVector<S, #n>);
    let ms = quote!(::chaindyn::nalgebra::SMatrix<S, #n, #n>);
    let never =
        quote!({ ::core::unreachable!("#[derive(Dynamics)] failed to compile; see its errors") });
    // The associated constants, where `N` is known (an inherent impl cannot be generic in it).
    let constants = if known.is_none() {
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
    let task_space = task_space(input, &generics, &n, &vs, &ms, &never);
    quote! {
        #constants
        #task_space
        #[automatically_derived]
        #[allow(unused_variables, clippy::all)]
        impl #generics ::chaindyn::Dynamics<#n> for #name {
            #(#f64_methods #never)*
            ::chaindyn::__with_std! {
                fn chain(&self) -> ::chaindyn::Chain #never
            }
        }
        #[automatically_derived]
        #[allow(unused_variables, clippy::all)]
        impl #generics ::chaindyn::DynamicsIn<#n> for #name {
            #(#generic_methods #never)*
        }
    }
}

/// The frame names a description asks for, as far as its attributes can be read: the
/// `#[frame(name = "..")]`s and the names in `#[chain(frames = [..])]`.
fn frame_names(input: &syn::DeriveInput) -> (Vec<String>, bool) {
    let mut names = Vec::new();
    let mut any = false;
    for attr in &input.attrs {
        if attr.path().is_ident("frame") {
            any = true;
            let _ = attr.parse_nested_meta(|meta| {
                if meta.path.is_ident("name") {
                    if let Ok(syn::Lit::Str(s)) = meta.value()?.parse::<syn::Lit>() {
                        names.push(s.value());
                    }
                } else if meta.input.peek(syn::Token![=]) {
                    meta.value()?.parse::<syn::Expr>()?;
                }
                Ok(())
            });
        } else if attr.path().is_ident("chain") {
            let _ = attr.parse_nested_meta(|meta| {
                if meta.input.peek(syn::Token![=]) {
                    let e = meta.value()?.parse::<syn::Expr>()?;
                    if meta.path.is_ident("frames") {
                        any = true;
                        if let syn::Expr::Array(a) = e {
                            for x in a.elems {
                                if let syn::Expr::Lit(syn::ExprLit {
                                    lit: syn::Lit::Str(s),
                                    ..
                                }) = x
                                {
                                    names.push(s.value());
                                }
                            }
                        }
                    }
                } else if meta.input.peek(syn::token::Paren) {
                    let _ = meta.parse_nested_meta(|_| Ok(()));
                }
                Ok(())
            });
        }
    }
    (names, any)
}

/// With frames asked for: a placeholder `TaskSpaceIn` and a placeholder constant for every frame
/// name that can be read (so that uses of them type-check), nothing otherwise.
fn task_space(
    input: &syn::DeriveInput,
    generics: &TokenStream,
    n: &TokenStream,
    vs: &TokenStream,
    ms: &TokenStream,
    never: &TokenStream,
) -> TokenStream {
    let (names, any) = frame_names(input);
    if !any {
        return TokenStream::new();
    }
    let name = &input.ident;
    let mut constants: Vec<String> = Vec::new();
    for frame in &names {
        let c = crate::internals::model::frame_constant(frame);
        if !constants.contains(&c)
            && !crate::internals::model::RESERVED_CONSTANTS.contains(&c.as_str())
        {
            constants.push(c);
        }
    }
    let constants = constants.iter().map(|c| {
        let c = proc_macro2::Ident::new(c, proc_macro2::Span::call_site());
        quote! {
            /// Placeholder of a failed derive.
            pub const #c: ::chaindyn::FrameId<#name> = ::chaindyn::FrameId::new_unchecked(0);
        }
    });
    let id = quote!(::chaindyn::FrameId<Self>);
    let rf = quote!(::chaindyn::ReferenceFrame);
    quote! {
        #[allow(dead_code)]
        impl #name {
            #(#constants)*
        }
        #[automatically_derived]
        #[allow(unused_variables, clippy::all)]
        impl #generics ::chaindyn::TaskSpaceIn<#n> for #name {
            const FRAMES: &'static [(&'static str, ::chaindyn::FrameId<Self>)] = &[];
            fn frame_pose_in<S: ::chaindyn::Real>(&self, frame: #id, q: &#vs) -> ::chaindyn::Pose<S> #never
            fn frame_jacobian_in<S: ::chaindyn::Real>(&self, frame: #id, q: &#vs, reference: #rf) -> ::chaindyn::nalgebra::SMatrix<S, 6, #n> #never
            fn frame_acceleration_bias_in<S: ::chaindyn::Real>(&self, frame: #id, q: &#vs, qd: &#vs, reference: #rf) -> ::chaindyn::nalgebra::SVector<S, 6> #never
            fn center_of_mass_in<S: ::chaindyn::Real>(&self, q: &#vs) -> ::chaindyn::nalgebra::Vector3<S> #never
            fn center_of_mass_jacobian_in<S: ::chaindyn::Real>(&self, q: &#vs) -> ::chaindyn::nalgebra::SMatrix<S, 3, #n> #never
            fn wrench_torques_jacobian_in<S: ::chaindyn::Real>(&self, wrench: &::chaindyn::ExternalWrench<#id, S>, q: &#vs) -> #ms #never
        }
    }
}
