//! With `#[chain(regressor = bodies | joints)]`: the dynamics and energies linear in the inertial
//! parameters ([`crate::symbolic::regressor`]) as inherent methods of the struct, generic over
//! the number type (no `std`), each straight-line code from its [`Block`], and the parameters'
//! names. Nothing for a description that does not ask.

use super::{body, out, Sources};
use crate::derive::{Block, Derived};
use crate::internals::model::Model;
use proc_macro2::{Literal, TokenStream};
use quote::{format_ident, quote};

/// The names of the regressor's columns, Pinocchio's order, bodies numbered from 1:
/// `m_1, mc_x_1, mc_y_1, mc_z_1, I_xx_1, I_xy_1, I_yy_1, I_xz_1, I_yz_1, I_zz_1, ..`, then with the
/// joints' terms `armature_1, damping_1, friction_1, ..`.
pub fn parameter_names(n: usize, joint_terms: bool) -> Vec<String> {
    const BODY: [&str; 10] = [
        "m", "mc_x", "mc_y", "mc_z", "I_xx", "I_xy", "I_yy", "I_xz", "I_yz", "I_zz",
    ];
    let mut names: Vec<String> = (1..=n)
        .flat_map(|i| BODY.iter().map(move |p| format!("{p}_{i}")))
        .collect();
    if joint_terms {
        names.extend(
            (1..=n).flat_map(|i| ["armature", "damping", "friction"].map(|p| format!("{p}_{i}"))),
        );
    }
    names
}

/// One method: `name_in::<S>(args) -> SMatrix<S, rows, cols>` and its `f64` form `name`.
fn method(
    model: &Model,
    name: &str,
    args: &[&str],
    block: &Block,
    (rows, cols): (usize, usize),
    doc: &[String],
) -> TokenStream {
    let n = Literal::usize_unsuffixed(model.links.len());
    let (r, c) = (
        Literal::usize_unsuffixed(rows),
        Literal::usize_unsuffixed(cols),
    );
    let generic = format_ident!("{name}_in");
    let plain = format_ident!("{name}");
    let arg_idents: Vec<_> = args.iter().map(|a| format_ident!("{a}")).collect();
    let src = Sources {
        model,
        qdd: "qdd",
        u: "u",
        generic: true,
    };
    let code = body(block, &src, &mut Vec::new());
    let items = (0..rows * cols).map(|k| out(block, k));
    let mut lines: Vec<String> = doc.iter().map(|l| format!(" {l}")).collect();
    lines.push(format!(
        " Generated: {} operations (additions, multiplications, calls) after CSE and Horner.",
        block.ops
    ));
    let f64_doc = format!(" [`Self::{name}_in`] in `f64`.");
    quote! {
        #(#[doc = #lines])*
        #[inline]
        pub fn #generic<S: ::chaindyn::Real>(
            &self,
            #(#arg_idents: &::chaindyn::nalgebra::SVector<S, #n>),*
        ) -> ::chaindyn::nalgebra::SMatrix<S, #r, #c> {
            let c = <S as ::chaindyn::Real>::constant;
            #code
            ::chaindyn::nalgebra::SMatrix::<S, #r, #c>::from_row_slice(&[#(#items),*])
        }

        #[doc = #f64_doc]
        #[inline]
        pub fn #plain(
            &self,
            #(#arg_idents: &::chaindyn::nalgebra::SVector<f64, #n>),*
        ) -> ::chaindyn::nalgebra::SMatrix<f64, #r, #c> {
            self.#generic::<f64>(#(#arg_idents),*)
        }
    }
}

/// The inherent `impl` of the regressor, or nothing.
pub fn emit(model: &Model, d: &Derived) -> TokenStream {
    let Some(r) = &d.regressor else {
        return TokenStream::new();
    };
    let name = &model.ident;
    let n = d.n;
    let joints = r.columns.joint_terms();
    let cols = r.columns.count(n);
    let names = parameter_names(n, joints);
    let cl = Literal::usize_unsuffixed(cols);
    let order = "`[m, m c_x, m c_y, m c_z, I_xx, I_xy, I_yy, I_xz, I_yz, I_zz]` per body (Pinocchio's \
                 order; `c` the centre of mass, `I` the inertia about the body frame's origin, both in \
                 the body frame)";
    let joint_doc = if joints {
        ", then `[armature, damping, friction]` per joint (`q̈`, `q̇` and the model's smooth \
         friction law `q̇ / √(q̇² + v_s²)`)"
    } else {
        ""
    };
    let torque = method(
        model,
        "regressor",
        &["q", "qd", "qdd"],
        &r.torque,
        (n, cols),
        &[
            "The joint-torque regressor `Y(q, q̇, q̈)`: inverse dynamics is `τ = Y π`, linear in the"
                .into(),
            format!("standard parameters `π`: {order}{joint_doc}; see `REGRESSOR_PARAMETERS`."),
        ],
    );
    let kinetic = method(
        model,
        "kinetic_energy_regressor",
        &["q", "qd"],
        &r.kinetic,
        (1, cols),
        &["The kinetic energy regressor: `T(q, q̇) = y_T π` (the same `π` as `regressor`).".into()],
    );
    let potential = method(
        model,
        "potential_energy_regressor",
        &["q"],
        &r.potential,
        (1, cols),
        &["The potential energy regressor: `U(q) = y_U π` (the same `π` as `regressor`).".into()],
    );
    quote! {
        #[automatically_derived]
        #[allow(clippy::all, clippy::pedantic, unused_parens, unused_assignments, unused_variables, non_snake_case)]
        impl #name {
            /// The standard parameters of the regressor, in column order.
            pub const REGRESSOR_PARAMETERS: [&'static str; #cl] = [#(#names),*];
            #torque
            #kinetic
            #potential
        }
    }
}
