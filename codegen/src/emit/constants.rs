//! The inherent constants of the model's type ([`crate::interface::CONSTANTS`]): the links' and
//! joints' names, the joints' limits and the generated operations of each method.

use super::literal::{limit, reads_as_a_constant};
use crate::interface::CONSTANTS;
use crate::internals::model::Model;
use proc_macro2::{Literal, TokenStream};
use quote::quote;

/// `impl <model> { <constants> }`, the values of each constant of the list.
///
/// # Panics
/// If the list has a constant whose values are not written here (a bug, caught by every
/// derive).
/// `operations` holds each generated method's name and operation count, in trait order.
pub(super) fn emit(model: &Model, operations: Vec<(&str, usize)>) -> TokenStream {
    let constants = CONSTANTS.iter().map(|c| {
        let values: Vec<TokenStream> = match c.name {
            "LINK_NAMES" => model.names.iter().map(|x| quote!(#x)).collect(),
            "JOINT_NAMES" => model
                .links
                .iter()
                .map(|l| {
                    let x = &l.joint_name;
                    quote!(#x)
                })
                .collect(),
            "JOINT_LIMITS" => model
                .links
                .iter()
                .map(|l| {
                    let (lo, hi) = (limit(l.limits.lower), limit(l.limits.upper));
                    quote!((#lo, #hi))
                })
                .collect(),
            "JOINT_VELOCITY_LIMITS" => model
                .links
                .iter()
                .map(|l| limit(l.limits.velocity))
                .collect(),
            "JOINT_EFFORT_LIMITS" => model.links.iter().map(|l| limit(l.limits.effort)).collect(),
            "GENERATED_OPERATIONS" => operations
                .iter()
                .map(|&(k, ops)| {
                    let v = Literal::usize_unsuffixed(ops);
                    quote!((#k, #v))
                })
                .collect(),
            other => panic!("the emitter has no values for the constant `{other}`"),
        };
        let len = Literal::usize_unsuffixed(values.len());
        c.item(&quote!(#len), quote!([#(#values),*]))
    });

    let name = &model.ident;
    // A limit that clippy takes for a constant of `core::f64::consts` is still the file's number.
    let limits = model.links.iter().flat_map(|l| {
        let j = &l.limits;
        [j.lower, j.upper, j.velocity, j.effort]
    });
    let allow = limits
        .into_iter()
        .any(reads_as_a_constant)
        .then(|| quote!(#[allow(clippy::approx_constant)]));
    quote! {
        #allow
        impl #name {
            #(#constants)*
        }
    }
}
