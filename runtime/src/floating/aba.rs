//! Forward dynamics of a tree on a floating base by Featherstone's articulated-body algorithm
//! with a 6-DOF root (Rigid Body Dynamics Algorithms, 2008, ch. 7.3; Pinocchio's `aba` with a
//! free-flyer), `O(n)`:
//!
//! 1. outwards: velocities from the base's, velocity-product accelerations `c_i`, each body's
//!    own inertia and bias force;
//! 2. inwards: each joint's articulated inertia and bias passed to its parent as on a fixed base
//!    ([`crate::aba`]), the roots' to the base: `I^A_0`, `p^A_0`;
//! 3. the base: `I^A_0 ã_0 = f_0 − p^A_0` (`f_0` the wrench applied to it, zero when nothing
//!    pushes it), a `6 × 6` solve; outwards the joints' `q̈_i` and accelerations.
//!
//! Accelerations are taken relative to the free fall (`ã = a − [0; g]`, so each body's weight
//! drops out of its force), and the base's returned as `ã_0 + [0; g]` in base coordinates.

use super::FloatingMultibody;
use crate::algorithm::aba::{inward, outward};
use crate::api::error::DynamicsError;
use crate::multibody::spatial::cross_force;
use chaindyn_model::free_flyer::{self, NV};
use nalgebra::DVector;

/// Forward dynamics of a floating tree: the acceleration `a = v̇` (size `nv`: the base's `[v̇_lin;
/// ω̇]` in base coordinates, then the joints' `q̈`) produced by `tau` (the wrench on the base
/// `[f; n]`, zero for a robot in free flight or standing on nothing, then the joints' torques)
/// at state `(q, v)`, the joints' armature and losses included. Fails on wrong sizes, non-finite
/// entries, a quaternion that is not of unit norm, or a singular articulated inertia
/// ([`DynamicsError::SingularMassMatrix`]; the base's: a robot without mass).
pub fn floating_aba(
    fm: &FloatingMultibody,
    q: &DVector<f64>,
    v: &DVector<f64>,
    tau: &DVector<f64>,
) -> Result<DVector<f64>, DynamicsError> {
    let geo = fm.state(q)?;
    fm.check("v", v, fm.nv())?;
    fm.check("tau", tau, fm.nv())?;
    let n = fm.joint_count();
    let (vb, qd) = v.as_slice().split_at(NV);
    let mut tj = DVector::from_column_slice(&tau.as_slice()[NV..]);
    crate::algorithm::joint_losses::subtract_losses(fm.joints(), qd, &mut tj);
    let v0 = geo.motion_at_p(vb);
    let joints: Vec<f64> = q.iter().skip(free_flyer::NQ).copied().collect();
    let inw = match inward(fm.joints(), &joints, &v0, qd, tj.as_slice()) {
        Some(inw) => inw,
        None => return floating_forward_dynamics(fm, q, v, tau),
    };
    let ib = &geo.base_inertia;
    let ia0 = ib.matrix() + inw.root_inertia;
    let pa0 =
        cross_force(&v0, &ib.mul(&v0)) - geo.wrench_at_p(&tau.as_slice()[..NV]) + inw.root_bias;
    let Some(chol) = ia0.cholesky() else {
        return floating_forward_dynamics(fm, q, v, tau);
    };
    let a0 = chol.solve(&(-pa0));
    let qdd = outward(&inw, a0);
    let mut out = DVector::zeros(fm.nv());
    out.rows_mut(NV, n).copy_from(&qdd);
    let base = geo.motion_at_origin(&(a0 + geo.gravity_motion()));
    out.rows_mut(0, NV).copy_from_slice(&base);
    if out.iter().any(|x| !x.is_finite()) {
        return floating_forward_dynamics(fm, q, v, tau);
    }
    Ok(out)
}

/// Forward dynamics by the mass matrix: `M a = τ − nle` solved by Cholesky, the result and the
/// diagnosis of [`floating_aba`] where its recursion cannot finish in `f64` (a singular pivot,
/// an overflow), so that one input gets one diagnosis from [`floating_crba`](crate::floating_crba)
/// and [`floating_aba`].
fn floating_forward_dynamics(
    fm: &FloatingMultibody,
    q: &DVector<f64>,
    v: &DVector<f64>,
    tau: &DVector<f64>,
) -> Result<DVector<f64>, DynamicsError> {
    let m = crate::floating_crba(fm, q)?;
    let nle = crate::floating_bias_force(fm, q, v)?;
    let chol = crate::multibody::cholesky::Cholesky::new(&m).map_err(|p| {
        let index = p.index.checked_sub(NV).unwrap_or(usize::MAX);
        singular(fm, q, index, p.ratio)
    })?;
    let mut a = tau - nle;
    let mut tj = DVector::from_column_slice(&a.as_slice()[NV..]);
    crate::algorithm::joint_losses::subtract_losses(fm.joints(), &v.as_slice()[NV..], &mut tj);
    a.rows_mut(NV, fm.joint_count()).copy_from(&tj);
    chol.solve_in_place(a.as_mut_slice());
    crate::api::error::finite("forward dynamics", a)
}

/// The error of a singular pivot: joint `i`'s, or the base's (`i = usize::MAX`).
fn singular(fm: &FloatingMultibody, q: &DVector<f64>, i: usize, ratio: f64) -> DynamicsError {
    let (joint, body) = match fm.joints().chain().links.get(i) {
        Some(l) => (l.joint.name.clone(), l.body.name.clone()),
        None => ("the free-flyer".to_owned(), fm.base().name.clone()),
    };
    DynamicsError::SingularMassMatrix {
        link: i.min(fm.joint_count()),
        joint,
        body,
        configuration: q.iter().copied().collect(),
        pivot_ratio: ratio,
    }
}
