//! A robot whose fixed base carries identical subtrees ([`crate::derive::Subsystem`]): the
//! program of each group of identical subtrees as a function of the model's type
//! (`__chaindyn_subtree<k>_<method>_in`), and the methods of `DynamicsIn` that call them subtree by
//! subtree, two identical subtrees at once in lanes where the number type is `f64`
//! (`::chaindyn::__pair!`).

use super::literal::ident;
use super::parts::Parts;
use crate::derive::{Derived, Subsystem};
use crate::interface::Returns;
use crate::internals::model::Model;
use proc_macro2::{Ident, Literal, TokenStream};
use quote::{format_ident, quote};

/// The methods evaluated subtree by subtree: every method of `Dynamics` but `joint_losses` (a
/// few operations per joint, where the joints lose torque) and `potential_energy` (which
/// depends on where each subtree hangs, not only on gravity in its frame).
pub(super) const COMPOSED: [&str; 12] = [
    "mass_matrix",
    "coriolis_matrix",
    "coriolis_times_qd",
    "gravity",
    "inverse_dynamics",
    "forward_dynamics",
    "kinetic_energy",
    "mass_matrix_jacobian",
    "coriolis_jacobians",
    "gravity_jacobian",
    "linearize_blocks",
    "linearize_equilibrium",
];

/// The function of group `group` for `method`.
fn function(group: usize, method: &str) -> Ident {
    format_ident!("__chaindyn_subtree{group}_{method}_in")
}

/// The model of a group's subtree, for the emission of its programs.
fn sub_model(model: &Model, s: &Subsystem) -> Model {
    Model {
        ident: model.ident.clone(),
        params: Vec::new(),
        chain: s.chain.clone(),
        sources: Vec::new(),
    }
}

/// The first joint of each member, by name: "`a`", "`a` and `b`", "`a`, `b` and `c`".
fn members(model: &Model, s: &Subsystem) -> String {
    let names: Vec<String> = s
        .members
        .iter()
        .map(|&f| format!("`{}`", model.links[f].joint_name))
        .collect();
    match names.as_slice() {
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
        [] => String::new(),
    }
}

/// The programs of every group, for the methods of [`COMPOSED`], as functions of the model's
/// type (`unused_mut` allowed: a subtree's program may be empty, `C` of a single joint).
pub(super) fn functions(model: &Model, d: &Derived, parts: &Parts) -> TokenStream {
    let name = &model.ident;
    let mut fns = Vec::new();
    for (k, s) in d.subsystems.iter().enumerate() {
        let sub = sub_model(model, s);
        let n = s.chain.dof();
        let g: Vec<f64> = s
            .chain
            .gravity
            .iter()
            .map(|g| g.constant().unwrap_or(f64::NAN))
            .collect();
        let gravity = format!("`[{}, {}, {}]`", g[0], g[1], g[2]);
        let first = if s.members.len() == 1 {
            format!(
                "The subtree on the base whose first joint is {} ({n} joint{}), in that joint's \
                 frame (gravity there: {gravity})",
                members(model, s),
                if n == 1 { "" } else { "s" }
            )
        } else {
            format!(
                "The subtrees on the base whose first joints are {} ({n} joints each, the same \
                 dynamics), each in its first joint's frame (gravity there: {gravity})",
                members(model, s)
            )
        };
        let preamble = vec![
            format!("{first}; called by the method of `DynamicsIn` of the same name."),
            String::new(),
        ];
        for m in super::methods::methods(&sub, &s.derived) {
            if COMPOSED.contains(&m.sig.name) {
                fns.push(m.generic_as(&sub, n, parts, function(k, m.sig.name), &preamble));
            }
        }
    }
    quote! {
        #[allow(clippy::all, clippy::pedantic, unused_parens, unused_assignments, unused_variables, unused_mut, non_snake_case)]
        impl #name {
            #(#fns)*
        }
    }
}

/// The operations of `method` over every subtree.
pub(super) fn operations(model: &Model, d: &Derived, method: &str) -> usize {
    d.subsystems
        .iter()
        .map(|s| {
            let sub = sub_model(model, s);
            let ops = super::methods::methods(&sub, &s.derived)
                .iter()
                .find(|m| m.sig.name == method)
                .map_or(0, |m| m.block.ops);
            ops * s.members.len()
        })
        .sum()
}

/// The documentation of a method evaluated subtree by subtree: which function each subtree
/// calls, then the documentation of the program of the largest group (the most subtrees, then
/// the most joints).
pub(super) fn doc(model: &Model, d: &Derived, method: &str, returns: Returns) -> Vec<String> {
    let scalar = returns == Returns::Scalar;
    let groups: Vec<String> = d
        .subsystems
        .iter()
        .enumerate()
        .map(|(k, s)| {
            let f = function(k, method);
            if s.members.len() > 1 && !scalar {
                format!(
                    "`{f}` for {} (the same dynamics, two at a time in lanes where `S` is \
                     `f64`: `::chaindyn::__pair!`)",
                    members(model, s)
                )
            } else {
                format!("`{f}` for {}", members(model, s))
            }
        })
        .collect();
    let mut doc = vec![if scalar {
        format!(
            "The sum over the base's independent subtrees: {}.",
            groups.join("; ")
        )
    } else {
        format!(
            "The base's independent subtrees one by one (zero between them): {}.",
            groups.join("; ")
        )
    }];
    let largest = d
        .subsystems
        .iter()
        .enumerate()
        .max_by_key(|(k, s)| (s.members.len(), s.chain.dof(), std::cmp::Reverse(*k)));
    if let Some((k, s)) = largest {
        let sub = sub_model(model, s);
        if let Some(m) = super::methods::methods(&sub, &s.derived)
            .into_iter()
            .find(|m| m.sig.name == method)
        {
            doc.push(format!("The program of `{}`:", function(k, method)));
            doc.extend(m.doc().iter().cloned());
        }
    }
    doc.push(
        "Its operations (`GENERATED_OPERATIONS`) count each subtree's program once per subtree."
            .to_owned(),
    );
    doc
}

/// The body of `method` (of [`COMPOSED`], returning `returns`): each subtree's function on its
/// rows of the arguments `args`, the results placed on its diagonal blocks (an energy: summed).
pub(super) fn body(d: &Derived, method: &str, args: &[&str], returns: Returns) -> TokenStream {
    let n = Literal::usize_unsuffixed(d.n);
    let zero = quote!(<S as ::chaindyn::Real>::constant(0.0));
    let matrix = quote!(::chaindyn::nalgebra::SMatrix::<S, #n, #n>::from_element(#zero));
    let init = match returns {
        Returns::Matrix => matrix,
        Returns::Vector => quote!(::chaindyn::nalgebra::SVector::<S, #n>::from_element(#zero)),
        Returns::Scalar => zero,
        Returns::MatrixPerCoordinate => quote!([#matrix; #n]),
        Returns::MatrixPair => quote!((#matrix, #matrix)),
        Returns::Linearized => {
            quote!(<::chaindyn::Linearized<#n, S> as ::core::default::Default>::default())
        }
        _ => unreachable!("the composed methods return what `Dynamics` returns"),
    };
    let mut stmts = Vec::new();
    for (k, s) in d.subsystems.iter().enumerate() {
        let dof = s.chain.dof();
        let c = Literal::usize_unsuffixed(dof);
        let f = function(k, method);
        let rows = |first: usize| -> Vec<TokenStream> {
            let at = Literal::usize_unsuffixed(first);
            args.iter()
                .map(|a| {
                    let a = ident(a);
                    quote!(#a.fixed_rows::<#c>(#at).into_owned())
                })
                .collect()
        };
        let place = |first: usize, x: &Ident| -> TokenStream {
            let at = Literal::usize_unsuffixed(first);
            let block = |to: TokenStream, from: TokenStream| quote!(#to.fixed_view_mut::<#c, #c>(#at, #at).copy_from(&#from););
            match returns {
                Returns::Matrix => block(quote!(r), quote!(#x)),
                Returns::Vector => quote!(r.fixed_rows_mut::<#c>(#at).copy_from(&#x);),
                Returns::Scalar => quote!(r = r + #x;),
                // `∂M/∂q_k` of the subtree's coordinate `k` is the robot's of `first + k`.
                Returns::MatrixPerCoordinate => (0..dof)
                    .map(|j| {
                        let (whole, own) = (
                            Literal::usize_unsuffixed(first + j),
                            Literal::usize_unsuffixed(j),
                        );
                        block(quote!(r[#whole]), quote!(#x[#own]))
                    })
                    .collect(),
                Returns::MatrixPair => {
                    let a = block(quote!(r.0), quote!(#x.0));
                    let b = block(quote!(r.1), quote!(#x.1));
                    quote!(#a #b)
                }
                _ => {
                    let m = [quote!(dqdd_dq), quote!(dqdd_dqd), quote!(minv)]
                        .map(|m| block(quote!(r.#m), quote!(#x.#m)));
                    quote! {
                        #(#m)*
                        r.qdd.fixed_rows_mut::<#c>(#at).copy_from(&#x.qdd);
                    }
                }
            }
        };
        // An energy (a scalar) is not packed: two calls.
        let pairs = returns != Returns::Scalar;
        for pair in s.members.chunks(if pairs { 2 } else { 1 }) {
            let names: Vec<Ident> = pair.iter().map(|f| format_ident!("s{f}")).collect();
            match (pair, names.as_slice()) {
                ([a, b], [x, y]) => {
                    let (ra, rb) = (rows(*a), rows(*b));
                    stmts.push(quote! {
                        let [#x, #y] = ::chaindyn::__pair!(S, Self::#f, self, (#(#ra),*), (#(#rb),*));
                    });
                    stmts.push(place(*a, x));
                    stmts.push(place(*b, y));
                }
                _ => {
                    let (a, x) = (pair[0], &names[0]);
                    let ra = rows(a);
                    stmts.push(quote!(let #x = Self::#f(self, #(&#ra),*);));
                    stmts.push(place(a, x));
                }
            }
        }
    }
    quote! {
        let mut r = #init;
        #(#stmts)*
        r
    }
}
