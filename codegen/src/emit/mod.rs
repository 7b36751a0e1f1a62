//! Stage 4 — emission: the derived [`Block`](crate::derive::Block)s become straight-line Rust
//! (quote): named locals, no loops over degrees of freedom, no allocation (fixed-size nalgebra
//! matrices built from stack arrays), a doc comment on every method. A value read once is
//! written into the expression that reads it: the same operations in the same order, in a third
//! less text.
//!
//! Every method of `Dynamics` is described by one `Method` (name, arguments, block, the shape
//! it returns, documentation) and emitted twice from it: once generic over the number type
//! (`impl DynamicsIn<N>`, `fn <name>_in<S: Real>`), and once as the `f64` method of `Dynamics`
//! that calls the generic one. The linear algebra is inside the symbolic programs (the
//! `L D Lᵀ` factorisation of `M`, its solves and `M⁻¹`); only the final products
//! `M⁻¹ ∂τ/∂(q, q̇)` of the linearizations are nalgebra's.
//!
//! The modules, each reading only those below it in this list (and `constants` the table of
//! `methods`):
//!
//! * `methods`: the table of `Dynamics` methods; `task_space` and `regressor`: the methods of
//!   `TaskSpaceIn` and of the regressor; `constants` and `chain`: the inherent constants and
//!   `Dynamics::chain`;
//! * `shape`: what a method of `Dynamics` returns, assembled from its block's outputs;
//! * `body`: a block's straight-line code in a method, a long block cut into the functions of
//!   `parts`;
//! * `expr`: one statement's right-hand side, with the values `inline` plans to write into
//!   their readers;
//! * `literal`: names and numbers.

use crate::derive::Derived;
use crate::internals::model::Model;
use parts::Parts;
use proc_macro2::{Literal, TokenStream};
use quote::quote;

mod body;
mod chain;
mod constants;
mod expr;
mod floating;
mod inline;
mod literal;
mod methods;
mod parts;
mod regressor;
mod shape;
mod subsystems;
mod task_space;

pub use parts::{PART_STATEMENTS, PART_THRESHOLD};

/// Emits the `DynamicsIn` and `Dynamics` implementations (and, with frames, `TaskSpaceIn`).
pub fn emit(model: &Model, d: &Derived) -> TokenStream {
    if let Some(f) = &d.floating {
        return floating::emit(model, f);
    }
    let n = d.n;
    let nl = Literal::usize_unsuffixed(n);
    let name = &model.ident;
    // With identical subtrees on the base, some methods call their programs subtree by
    // subtree.
    let composed = |name: &str| !d.subsystems.is_empty() && subsystems::COMPOSED.contains(&name);
    let methods: Vec<_> = methods::methods(model, d)
        .into_iter()
        .map(|m| {
            if composed(m.sig.name) {
                let doc = subsystems::doc(model, d, m.sig.name, m.sig.returns);
                m.with_doc(doc)
            } else {
                m
            }
        })
        .collect();
    let parts = Parts::default();
    let generic: Vec<TokenStream> = methods
        .iter()
        .map(|m| {
            if composed(m.sig.name) {
                let args: Vec<&str> = m.sig.args.iter().map(|a| a.name()).collect();
                let body = subsystems::body(d, m.sig.name, &args, m.sig.returns);
                let ops = subsystems::operations(model, d, m.sig.name);
                m.composed_generic(n, body, ops)
            } else {
                m.generic(model, n, &parts)
            }
        })
        .collect();
    let subtrees = (!d.subsystems.is_empty()).then(|| subsystems::functions(model, d, &parts));
    let f64_methods = methods.iter().map(|m| m.f64(n));
    let chain = chain::chain_expr(model);
    let task_space = task_space::emit(model, d, &parts);
    let regressor = regressor::emit(model, d, &parts);
    let parts = parts.emit(model);
    let operations = methods
        .iter()
        .map(|m| {
            let ops = if composed(m.sig.name) {
                subsystems::operations(model, d, m.sig.name)
            } else {
                m.block.ops
            };
            (m.sig.name, ops)
        })
        .collect();
    let constants = constants::emit(model, operations);

    quote! {
        #constants

        #[automatically_derived]
        #[allow(clippy::all, clippy::pedantic, unused_parens, unused_assignments, unused_variables, non_snake_case)]
        impl ::chaindyn::DynamicsIn<#nl> for #name {
            #(#generic)*
        }

        #[automatically_derived]
        #[allow(clippy::all, clippy::pedantic)]
        impl ::chaindyn::Dynamics<#nl> for #name {
            #(#f64_methods)*
            ::chaindyn::__with_std! {
                /// The same chain for the runtime's recursive reference algorithms (allocates; not
                /// for control loops).
                fn chain(&self) -> ::chaindyn::Chain { #chain }
            }
        }

        #subtrees
        #task_space
        #regressor
        #parts
    }
}
