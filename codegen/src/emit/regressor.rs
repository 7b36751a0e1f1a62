//! With `#[chain(regressor = bodies | joints)]`: the dynamics and energies linear in the inertial
//! parameters ([`crate::symbolic::regressor`]) as inherent methods of the struct, generic over
//! the number type (no `std`), each straight-line code from its [`Block`], and the parameters'
//! names. Nothing for a description that does not ask.

use super::body::{body, Sources};
use super::expr::out;
use super::parts::Parts;
use crate::derive::{BaseParameters, Block, Coefficient, Derived, Monomial, Polynomial};
use crate::internals::model::Model;
use crate::symbolic::symbols::Var;
use proc_macro2::{Literal, TokenStream};
use quote::{format_ident, quote};

/// One method: `name_in::<S>(args) -> SMatrix<S, rows, columns.len()>` and its `f64` form
/// `name`: the block's outputs `row · width + columns[k]` (row-major, `width` per row).
fn method(
    model: &Model,
    name: &str,
    args: &[&str],
    block: &Block,
    (rows, width, columns): (usize, usize, &[usize]),
    doc: &[String],
    parts: &Parts,
) -> TokenStream {
    let cols = columns.len();
    let n = Literal::usize_unsuffixed(model.links.len());
    let (r, c) = (
        Literal::usize_unsuffixed(rows),
        Literal::usize_unsuffixed(cols),
    );
    let generic = format_ident!("{name}_in");
    let plain = format_ident!("{name}");
    let arg_idents: Vec<_> = args.iter().map(|a| format_ident!("{a}")).collect();
    let src = Sources::generic(model, "u", parts);
    let code = body(block, &src, &mut Vec::new());
    let items = (0..rows).flat_map(|r| columns.iter().map(move |&c| out(block, r * width + c)));
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
pub(super) fn emit(model: &Model, d: &Derived, parts: &Parts) -> TokenStream {
    let Some(r) = &d.regressor else {
        return TokenStream::new();
    };
    let name = &model.ident;
    let n = d.n;
    let joints = r.columns.joint_terms();
    let cols = r.columns.count(n);
    let names = r.columns.names(n);
    let all: Vec<usize> = (0..cols).collect();
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
        (n, cols, &all),
        &[
            "The joint-torque regressor `Y(q, q̇, q̈)`: inverse dynamics is `τ = Y π`, linear in the"
                .into(),
            format!("standard parameters `π`: {order}{joint_doc}; see `REGRESSOR_PARAMETERS`."),
        ],
        parts,
    );
    let kinetic = method(
        model,
        "kinetic_energy_regressor",
        &["q", "qd"],
        &r.kinetic,
        (1, cols, &all),
        &["The kinetic energy regressor: `T(q, q̇) = y_T π` (the same `π` as `regressor`).".into()],
        parts,
    );
    let potential = method(
        model,
        "potential_energy_regressor",
        &["q"],
        &r.potential,
        (1, cols, &all),
        &["The potential energy regressor: `U(q) = y_U π` (the same `π` as `regressor`).".into()],
        parts,
    );
    let base = match &r.base {
        Ok(b) => base(model, b, &names, (n, cols)),
        Err(reason) => unavailable(reason),
    };
    quote! {
        #[allow(clippy::all, clippy::pedantic, unused_parens, unused_assignments, unused_variables, non_snake_case)]
        impl #name {
            /// The standard parameters of the regressor, in column order.
            pub const REGRESSOR_PARAMETERS: [&'static str; #cl] = [#(#names),*];
            #torque
            #kinetic
            #potential
            #base
        }
    }
}

/// A coefficient's magnitude as written in a base parameter's name: a decimal where it
/// terminates within 20 digits, else a fraction of two numbers of at most 18 digits, else the
/// nearest `f64` marked `≈` (the long exact rationals of decimal geometry constants multiplied
/// together), with an exponent below `1e-4` and from `1e6`.
fn coefficient(c: &Coefficient) -> String {
    use num_bigint::BigUint;
    let (num, den) = (c.num.magnitude(), c.den.magnitude());
    let (two, five) = (BigUint::from(2u32), BigUint::from(5u32));
    let mut d = den.clone();
    let (mut twos, mut fives) = (0u32, 0u32);
    while (&d % &two).bits() == 0 {
        d /= &two;
        twos += 1;
    }
    while (&d % &five).bits() == 0 {
        d /= &five;
        fives += 1;
    }
    if d == BigUint::from(1u32) {
        // num / den = num · 2^(k − twos) · 5^(k − fives) / 10^k.
        let k = twos.max(fives);
        let scaled = num * two.pow(k - twos) * five.pow(k - fives);
        let digits = scaled.to_string();
        if digits.len() <= 20 {
            if k == 0 {
                return digits;
            }
            let k = k as usize;
            let digits = format!("{digits:0>width$}", width = k + 1);
            let (int, frac) = digits.split_at(digits.len() - k);
            return format!("{int}.{}", frac.trim_end_matches('0'));
        }
    }
    if num.to_string().len() <= 18 && den.to_string().len() <= 18 {
        return format!("{num}/{den}");
    }
    let x = c.to_f64().abs();
    if (1e-4..1e6).contains(&x) {
        format!("≈{x}")
    } else {
        format!("≈{x:e}")
    }
}

/// A monomial of runtime parameters as text (`l1 l2²`).
fn monomial_text(m: &Monomial, model: &Model) -> String {
    m.iter()
        .map(|&(v, e)| {
            let name = model.params[v].to_string();
            match e {
                1 => name,
                2 => format!("{name}²"),
                3 => format!("{name}³"),
                _ => format!("{name}^{e}"),
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// A term's magnitude as text: its coefficient and monomial (`0.5 l1`, `l1²`, `0.5`, `1`).
fn term_text(m: &Monomial, c: &Coefficient, model: &Model) -> String {
    let c = coefficient(c);
    match (c.as_str(), m.is_empty()) {
        (_, true) => c,
        ("1", false) => monomial_text(m, model),
        (_, false) => format!("{c} {}", monomial_text(m, model)),
    }
}

/// Base parameter `k`'s name: its combination of standard parameters (a coefficient that
/// depends on runtime parameters written with their names, `+ (0.5 + l1²) m_3`).
fn base_name(b: &BaseParameters, k: usize, names: &[String], model: &Model) -> String {
    let mut text = names[b.independent[k]].clone();
    for (j, beta) in &b.combinations[k] {
        let name = &names[*j];
        if let [(m, c)] = &beta.terms[..] {
            let sign = if c.is_negative() { "−" } else { "+" };
            match term_text(m, c, model).as_str() {
                "1" => text.push_str(&format!(" {sign} {name}")),
                t => text.push_str(&format!(" {sign} {t} {name}")),
            }
        } else {
            let mut poly = String::new();
            for (i, (m, c)) in beta.terms.iter().enumerate() {
                let t = term_text(m, c, model);
                match (i, c.is_negative()) {
                    (0, false) => poly.push_str(&t),
                    (0, true) => poly.push_str(&format!("−{t}")),
                    (_, false) => poly.push_str(&format!(" + {t}")),
                    (_, true) => poly.push_str(&format!(" − {t}")),
                }
            }
            text.push_str(&format!(" + ({poly}) {name}"));
        }
    }
    text
}

/// A coefficient as code: `c(x)` for a constant, a sum of `c(x) * param..` products otherwise.
fn coefficient_code(beta: &Polynomial) -> TokenStream {
    let terms = beta.terms.iter().map(|(m, c)| {
        let factors: Vec<TokenStream> = m
            .iter()
            .flat_map(|&(v, e)| {
                let p = format_ident!("{}", Var::Param(v).name());
                (0..e).map(move |_| quote!(#p))
            })
            .collect();
        let x = c.to_f64();
        match (x, factors.is_empty()) {
            (1.0, false) => {
                let (first, rest) = (&factors[0], &factors[1..]);
                quote!(#first #(* #rest)*)
            }
            _ => {
                let c = super::literal::float(x);
                quote!(c(#c) #(* #factors)*)
            }
        }
    });
    if beta.terms.len() == 1 {
        quote!(#(#terms)*)
    } else {
        quote!((#(#terms)+*))
    }
}

/// Why the chain has no build-time base parameters, as a constant and its documentation.
fn unavailable(reason: &str) -> TokenStream {
    let doc = [
        " Why this chain has no build-time base parameters (no `BASE_PARAMETERS`,".to_string(),
        " `base_parameters` or `base_regressor`): the derive found none that it could check"
            .to_string(),
        " against the described geometry (see docs/identification.md). The runtime's".to_string(),
        " `chaindyn::identification::BaseParameters::detect` (on `self.chain()`) decides the rank"
            .to_string(),
        " by the same rule, numerically.".to_string(),
        String::new(),
        format!(" The reason: {reason}."),
    ];
    quote! {
        #(#[doc = #doc])*
        pub const BASE_PARAMETERS_UNAVAILABLE: &'static str = #reason;
    }
}

/// The base parameters' constants, the map `π ↦ π_b` and the base regressor.
fn base(
    model: &Model,
    b: &BaseParameters,
    names: &[String],
    (n, cols): (usize, usize),
) -> TokenStream {
    let p = b.independent.len();
    let pl = Literal::usize_unsuffixed(p);
    let cl = Literal::usize_unsuffixed(cols);
    let base_names: Vec<String> = (0..p).map(|k| base_name(b, k, names, model)).collect();
    let columns = b.independent.iter().map(|&c| Literal::usize_unsuffixed(c));
    let unidentifiable: Vec<&str> = b
        .unidentifiable
        .iter()
        .map(|&j| names[j].as_str())
        .collect();
    let ul = Literal::usize_unsuffixed(unidentifiable.len());
    let read = read_parameters(b);
    let params = read.iter().map(|&v| {
        let (local, field) = (format_ident!("{}", Var::Param(v).name()), &model.params[v]);
        quote!(let #local: S = <S as ::chaindyn::Real>::parameter(self.#field);)
    });
    let entries = (0..p).map(|k| {
        let lead = Literal::usize_unsuffixed(b.independent[k]);
        let terms = b.combinations[k].iter().map(|(j, beta)| {
            let j = Literal::usize_unsuffixed(*j);
            let c = coefficient_code(beta);
            quote!(+ #c * pi[#j])
        });
        quote!(pi[#lead] #(#terms)*)
    });
    let doc = base_parameters_doc(b, &base_names, !read.is_empty(), &unidentifiable);
    let regressor = base_regressor(b, n);
    quote! {
        /// The number of base parameters: the identifiable combinations of the standard ones.
        pub const BASE_PARAMETERS: usize = #pl;
        /// The standard parameter (column of `regressor`) that leads each base parameter.
        pub const BASE_PARAMETER_COLUMNS: [usize; #pl] = [#(#columns),*];
        /// Each base parameter as its combination of standard parameters (`REGRESSOR_PARAMETERS`).
        pub const BASE_PARAMETER_NAMES: [&'static str; #pl] = [#(#base_names),*];
        /// The standard parameters that act on no torque.
        pub const UNIDENTIFIABLE_PARAMETERS: [&'static str; #ul] = [#(#unidentifiable),*];
        #(#[doc = #doc])*
        #[inline]
        pub fn base_parameters<S: ::chaindyn::Real>(
            &self,
            pi: &::chaindyn::nalgebra::SVector<S, #cl>,
        ) -> ::chaindyn::nalgebra::SVector<S, #pl> {
            let c = <S as ::chaindyn::Real>::constant;
            #(#params)*
            ::chaindyn::nalgebra::SVector::<S, #pl>::from_column_slice(&[#(#entries),*])
        }
        #regressor
    }
}

/// The runtime parameters the base parameters' coefficients read, in order.
fn read_parameters(b: &BaseParameters) -> Vec<usize> {
    let mut read: Vec<usize> = b
        .combinations
        .iter()
        .flatten()
        .flat_map(|(_, beta)| {
            beta.terms
                .iter()
                .flat_map(|(m, _)| m.iter().map(|&(v, _)| v))
        })
        .collect();
    read.sort_unstable();
    read.dedup();
    read
}

/// The documentation of `base_parameters`: the base parameters by name and how they were derived.
fn base_parameters_doc(
    b: &BaseParameters,
    base_names: &[String],
    reads_parameters: bool,
    unidentifiable: &[&str],
) -> Vec<String> {
    let mut doc = vec![
        " The base parameters `π_b = β π`: the combinations of standard parameters that the"
            .to_string(),
        " torques determine (derived exactly at build time), one per line:".to_string(),
        String::new(),
    ];
    doc.extend(
        base_names
            .iter()
            .enumerate()
            .map(|(k, s)| format!(" * `b_{}` = `{s}`", k + 1)),
    );
    if reads_parameters {
        doc.push(String::new());
        doc.push(
            " The coefficients depend on runtime parameters of the description, read from `self`."
                .to_string(),
        );
    }
    if b.snapped > 0.0 {
        doc.push(String::new());
        doc.push(format!(
            " Derived on the description's geometry with its deviations from exact values of at most {:.1e}",
            b.snapped
        ));
        doc.push(
            " snapped (radians, or relative to the chain's size: rounding in its decimals), and checked"
                .to_string(),
        );
        doc.push(
            " at the described geometry: the leading columns are those of the runtime's numeric"
                .to_string(),
        );
        doc.push(" detection, and `Y_b π_b = Y π` to 1e-10 at random states.".to_string());
    }
    if b.rounded_geometry {
        doc.push(String::new());
        doc.push(
            " Derived on the nearest exactly orthogonal joint rotations and unit axes (within about"
                .to_string(),
        );
        doc.push(
            " 1e-16 of the description's): the coefficients are exact for those, so within rounding"
                .to_string(),
        );
        doc.push(" of the described chain's.".to_string());
    }
    if !unidentifiable.is_empty() {
        doc.push(String::new());
        doc.push(format!(
            " Acting on no torque (not identifiable): {}.",
            unidentifiable
                .iter()
                .map(|s| format!("`{s}`"))
                .collect::<Vec<_>>()
                .join(", ")
        ));
    }
    doc
}

/// `base_regressor_in` and `base_regressor`, which pick the leading columns of the regressor.
fn base_regressor(b: &BaseParameters, n: usize) -> TokenStream {
    let pl = Literal::usize_unsuffixed(b.independent.len());
    // The base regressor picks columns of the regressor: its code once in the file, not twice
    // (the columns a base regressor drops are few, and so are the operations it would save).
    let nl = Literal::usize_unsuffixed(n);
    let picked = (0..n).flat_map(|r| {
        let r = Literal::usize_unsuffixed(r);
        b.independent.iter().map(move |&c| {
            let c = Literal::usize_unsuffixed(c);
            quote!(y[(#r, #c)])
        })
    });
    quote! {
        /// The base regressor `Y_b(q, q̇, q̈)`: the columns of `regressor` that lead the base
        /// parameters (`BASE_PARAMETER_COLUMNS`), `τ = Y_b π_b` with `π_b = base_parameters(π)`.
        #[inline]
        pub fn base_regressor_in<S: ::chaindyn::Real>(
            &self,
            q: &::chaindyn::nalgebra::SVector<S, #nl>,
            qd: &::chaindyn::nalgebra::SVector<S, #nl>,
            qdd: &::chaindyn::nalgebra::SVector<S, #nl>,
        ) -> ::chaindyn::nalgebra::SMatrix<S, #nl, #pl> {
            let y = self.regressor_in(q, qd, qdd);
            ::chaindyn::nalgebra::SMatrix::<S, #nl, #pl>::from_row_slice(&[#(#picked),*])
        }

        /// [`Self::base_regressor_in`] in `f64`.
        #[inline]
        pub fn base_regressor(
            &self,
            q: &::chaindyn::nalgebra::SVector<f64, #nl>,
            qd: &::chaindyn::nalgebra::SVector<f64, #nl>,
            qdd: &::chaindyn::nalgebra::SVector<f64, #nl>,
        ) -> ::chaindyn::nalgebra::SMatrix<f64, #nl, #pl> {
            self.base_regressor_in::<f64>(q, qd, qdd)
        }
    }
}
