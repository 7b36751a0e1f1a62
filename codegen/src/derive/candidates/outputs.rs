//! The outputs of the candidates' programs: mass matrices with the joints' armature, closed-form
//! and forward-mode derivatives, the whole linearization (`M`, its `L D Lᵀ` factorisation and
//! solve, the derivatives of inverse dynamics), each built on a [`Program`] and the chain's
//! [`Mechanics`].

use super::super::ldl::{full_matrix, named_matrix, Ldl};
use super::super::{Formulation, MassInverse};
use crate::symbolic::mechanics::{Mechanics, Terms};
use crate::symbolic::planar::Planar;
use crate::symbolic::program::Program;
use crate::symbolic::spatial::{Frame, Kinematics};
use crate::symbolic::symbols::Var;
use crate::symbolic::upper;
use symbolica::atom::Atom;

/// The closed form of a planar chain.
pub(super) fn closed_form(p: &mut Program, m: &Mechanics) -> Planar {
    Planar::new(m, p).expect("derived for planar chains only")
}

/// The spatial closed-form derivatives of `terms` at `q̈ = 0` in `frame`: `∂/∂q`, and `∂/∂q̇`
/// if `dqd`.
pub(super) fn spatial_jacobians(
    p: &mut Program,
    m: &Mechanics,
    n: usize,
    frame: Frame,
    terms: Terms,
    dqd: bool,
) -> Vec<Atom> {
    let kin = Kinematics::new(m, p, frame, terms);
    let zeros = vec![Atom::num(0); n];
    let (a, b) = kin.jacobians(m, p, &zeros);
    let mut out: Vec<Atom> = a.into_iter().flatten().collect();
    if dqd {
        out.extend(b.into_iter().flatten());
    }
    out
}

/// `M` (upper triangle) by the symbolic composite rigid body algorithm.
pub(super) fn mass_outputs(prog: &mut Program, mech: &Mechanics, _n: usize) -> Vec<Atom> {
    mech.crba(prog)
}

/// Every `∂e/∂x_k` for `e` in `exprs` (row-major: expression, then `k`).
pub(super) fn jacobian(
    prog: &mut Program,
    exprs: &[Atom],
    wrt: fn(usize) -> Var,
    n: usize,
) -> Vec<Atom> {
    let mut out = Vec::with_capacity(exprs.len() * n);
    for e in exprs {
        for k in 0..n {
            out.push(prog.tangent(e, wrt(k)));
        }
    }
    out
}

/// `m` (full, model's convention) with the joints' armature added, its upper triangle named.
pub(super) fn with_armature(
    prog: &mut Program,
    mech: &Mechanics,
    mut m: Vec<Vec<Atom>>,
) -> Vec<Vec<Atom>> {
    mech.add_armature(&mut m);
    named_matrix(prog, m)
}

/// The planar closed form of a planar chain and its `M` (with armature, named).
pub(super) fn planar_mass(prog: &mut Program, mech: &Mechanics) -> (Planar, Vec<Vec<Atom>>) {
    let planar = closed_form(prog, mech);
    let m = planar.mass_matrix(prog);
    let m = with_armature(prog, mech, m);
    (planar, m)
}

/// One program for the whole linearization: `M` and `C q̇ + g` (by `formulation`), an unrolled
/// `L D Lᵀ` factorisation (divisions only, no square roots) giving `q̈ = M⁻¹(u − C q̇ − g)` and
/// `M⁻¹ = L⁻ᵀ D⁻¹ L⁻¹` (or, with [`MassInverse::Kernel`], the factors it is formed from), then
/// `∂τ/∂q` and `∂τ/∂q̇` of inverse dynamics at that `q̈`.
#[allow(clippy::needless_range_loop)] // triangular index loops of the factorisation
pub(super) fn linearize_outputs(
    prog: &mut Program,
    mech: &Mechanics,
    n: usize,
    formulation: Formulation,
    inverse: MassInverse,
) -> Vec<Atom> {
    if formulation == Formulation::BodyAngles {
        return body_angle_outputs(prog, mech, inverse);
    }
    let (m, bias, closed) = match formulation {
        Formulation::Spatial(frame) => {
            let kin = crate::symbolic::spatial::Kinematics::new(mech, prog, frame, Terms::BIAS);
            let m = with_armature(prog, mech, kin.mass_matrix(mech));
            let bias = kin.bias(mech);
            (m, bias, Some(Closed::Spatial(kin)))
        }
        Formulation::Planar | Formulation::BodyAngles => {
            let (planar, m) = planar_mass(prog, mech);
            let bias = planar.bias(mech, prog);
            (m, bias, Some(Closed::Planar(planar)))
        }
        Formulation::BodyForward => {
            let full = full_matrix(n, mech.crba(prog));
            let bias = mech.rnea(prog, Terms::BIAS, "b");
            (full, bias, None)
        }
    };
    let bias = with_losses(prog, mech, bias);
    let ldl = Ldl::for_tree(prog, &m, &mech.model.parents);
    let rhs: Vec<Atom> = (0..n).map(|i| &prog.var(Var::U(i)) - &bias[i]).collect();
    let qdd = ldl.solve(prog, &rhs);
    let mut out = qdd.clone();
    out.extend(match inverse {
        MassInverse::Unrolled => ldl.inverse_upper(prog),
        MassInverse::Kernel => ldl.factors(),
    });
    let absolute = mech.model.convention == chaindyn_model::AngleConvention::Absolute;
    let qdd_rel = crate::symbolic::mechanics::relative(absolute, &qdd);
    let (dq, dqd) = match closed {
        Some(Closed::Spatial(kin)) => kin.jacobians(mech, prog, &qdd_rel),
        Some(Closed::Planar(planar)) => planar.jacobians(prog, &qdd_rel),
        None => {
            // `q̈` is an operating point: held fixed by the derivatives.
            let qdd: Vec<Atom> = qdd_rel
                .iter()
                .enumerate()
                .map(|(i, e)| prog.frozen(&format!("lqddop{i}"), e.clone()))
                .collect();
            let tau = mech.rnea_at(prog, Terms::ALL, "", &qdd);
            let jac = |prog: &mut Program, wrt: fn(usize) -> Var| -> Vec<Vec<Atom>> {
                tau.iter()
                    .map(|t| (0..n).map(|k| prog.tangent(t, wrt(k))).collect())
                    .collect()
            };
            (jac(prog, Var::Q), jac(prog, Var::Qd))
        }
    };
    let dqd = match mech.losses_jacobian(prog, false) {
        Some(d) => add_matrices(dqd, d),
        None => dqd,
    };
    out.extend(dq.into_iter().flatten());
    out.extend(dqd.into_iter().flatten());
    out
}

/// The linearization of a planar chain whose joints are ideal, in the bodies' angles: `M_θ`
/// factorised by an unrolled `L D Lᵀ` giving `θ̈ = M_θ⁻¹ (T⁻ᵀ u − F′ θ̇² − g_θ)` and
/// `q̈ = T⁻¹ θ̈`, then `M_θ⁻¹` (upper; with [`MassInverse::Kernel`], the factors), `M_θ`
/// (upper), `F′` (strictly upper: it is antisymmetric) and `g′` (`n`), which
/// `::chaindyn::__planar_linearize` assembles with one product `M_θ⁻¹ F′` (its module
/// documentation has the algebra). No congruence with `T` in the program.
fn body_angle_outputs(prog: &mut Program, mech: &Mechanics, inverse: MassInverse) -> Vec<Atom> {
    let planar = closed_form(prog, mech);
    let n = mech.links.len();
    let parts = planar.body_angle_parts();
    let u: Vec<Atom> = (0..n).map(|i| prog.var(Var::U(i))).collect();
    let rhs: Vec<Atom> = planar
        .body_forces(&u)
        .iter()
        .zip(&parts.bias)
        .map(|(f, b)| f - b)
        .collect();
    let ldl = Ldl::new(prog, parts.mass);
    let thdd = ldl.solve(prog, &rhs);
    let mut out = planar.joint_accelerations(&thdd);
    out.extend(match inverse {
        MassInverse::Unrolled => ldl.inverse_upper(prog),
        MassInverse::Kernel => ldl.factors(),
    });
    out.extend(upper(n).into_iter().map(|(i, j)| parts.mass[i][j].clone()));
    out.extend(
        upper(n)
            .into_iter()
            .filter(|&(i, j)| i < j)
            .map(|(i, j)| parts.fp[i][j].clone()),
    );
    out.extend(parts.dg.iter().cloned());
    out
}

/// A formulation whose derivatives of inverse dynamics are closed forms.
enum Closed {
    Spatial(crate::symbolic::spatial::Kinematics),
    Planar(Planar),
}

/// `a + b` entry by entry.
pub(super) fn add_matrices(a: Vec<Vec<Atom>>, b: Vec<Vec<Atom>>) -> Vec<Vec<Atom>> {
    a.into_iter()
        .zip(b)
        .map(|(ra, rb)| {
            ra.into_iter()
                .zip(rb)
                .map(|(x, y)| if y.is_zero() { x } else { &x + &y })
                .collect()
        })
        .collect()
}

/// `v + losses` where the chain's joints lose torque.
pub(super) fn with_losses(prog: &mut Program, mech: &Mechanics, v: Vec<Atom>) -> Vec<Atom> {
    match mech.losses(prog) {
        Some(loss) => v.iter().zip(&loss).map(|(x, l)| x + l).collect(),
        None => v,
    }
}
