//! The placeholder `impl` a failed derive emits next to its errors (with or without the
//! computer algebra).

use crate::interface::{
    placeholder_constants, placeholder_dynamics, placeholder_floating, placeholder_task_space,
};
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
/// descriptions included. A description with `root_joint = free_flyer` gets
/// `FloatingDynamics<NQ, NV>` (for every `NQ`, `NV` unless they are known) instead.
pub fn fallback_with(input: &syn::DeriveInput, dof: Option<usize>) -> TokenStream {
    let supported = matches!(&input.data, syn::Data::Struct(s)
        if !matches!(s.fields, syn::Fields::Unnamed(_)))
        && input.generics.params.is_empty();
    if !supported {
        return TokenStream::new();
    }
    let name = &input.ident;
    let outline = parse::outline(input);
    let known = dof.or(
        (outline.source == parse::Source::Bodies && outline.bodies > 0).then_some(outline.bodies),
    );
    let (generics, n) = match known {
        None => (quote!(<const N: usize>), quote!(N)),
        Some(dof) => {
            let n = Literal::usize_unsuffixed(dof);
            (quote!(), quote!(#n))
        }
    };
    let ty = quote!(#name);
    let frames = outline.frames.as_deref().map(frame_constants);
    let constants = placeholder_constants(
        &ty,
        known.is_some().then_some(&n),
        frames.as_deref().unwrap_or_default(),
    );
    if outline.floating {
        // `FloatingDynamics<NQ, NV>` (and `FloatingTaskSpaceIn` with frames) instead.
        let (generics, nq, nv) = match known {
            None => (
                quote!(<const NQ: usize, const NV: usize>),
                quote!(NQ),
                quote!(NV),
            ),
            Some(dof) => {
                let (nq, nv) = (
                    Literal::usize_unsuffixed(dof + 7),
                    Literal::usize_unsuffixed(dof + 6),
                );
                (quote!(), quote!(#nq), quote!(#nv))
            }
        };
        let floating = placeholder_floating(&ty, &generics, (&nq, &nv), frames.is_some());
        return quote! {
            #constants
            #floating
        };
    }
    // With frames asked for, a placeholder `TaskSpaceIn` too.
    let task_space = frames.map(|_| placeholder_task_space(&ty, &generics, &n));
    let dynamics = placeholder_dynamics(&ty, &generics, &n, false);
    quote! {
        #constants
        #task_space
        #dynamics
    }
}

/// The constant of every frame name that can be read (so that uses of them type-check), each
/// once, none that clashes with a constant of the interface.
fn frame_constants(names: &[String]) -> Vec<proc_macro2::Ident> {
    let mut constants: Vec<String> = Vec::new();
    for frame in names {
        let c = crate::internals::model::frame_constant(frame);
        if !constants.contains(&c) && !crate::interface::is_reserved(&c) {
            constants.push(c);
        }
    }
    constants
        .iter()
        .map(|c| proc_macro2::Ident::new(c, proc_macro2::Span::call_site()))
        .collect()
}
