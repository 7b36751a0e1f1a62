//! Forward dynamics by Featherstone's articulated-body algorithm (Featherstone, "Rigid Body
//! Dynamics Algorithms", 2008, ch. 7), `O(n)` on the tree of the chain's parent array, each body's
//! quantities in its own frame (its axes, about its origin), as Pinocchio's `aba` computes them:
//! what passes between a body and its parent goes through the joint's placement `X_i` (the
//! rotation and the offset as the description gives them), so no quantity carries the `m·d²` of
//! a lever elsewhere in the tree, and the result does not depend on where the chain stands (a
//! joint 1e8 m out loses no digits of the joints near it):
//!
//! 1. outwards: velocities `v_i = X_i v_λ(i) + S_i q̇_i`, velocity-product accelerations
//!    `c_i = v_i × S_i q̇_i`, and each body's articulated inertia and bias force started from its
//!    own, `I^A_i = I_i`, `p^A_i = v_i ×* I_i v_i`;
//! 2. inwards: `U_i = I^A_i S_i`, `D_i = S_iᵀ U_i + armature_i`, `u_i = τ_i − S_iᵀ p^A_i`, and the
//!    parent receives `X_iᵀ (I^A_i − U_i U_iᵀ / D_i) X_i` and
//!    `X_iᵀ (p^A_i + I^a_i c_i + U_i u_i / D_i)`;
//! 3. outwards: `a'_i = X_i a_λ(i) + c_i` (`a_λ = [0; −gravity]` on the base),
//!    `q̈_i = (u_i − U_iᵀ a'_i) / D_i`, `a_i = a'_i + S_i q̈_i`.
//!
//! The joints' losses are subtracted from `τ` first, as in [`forward_dynamics`]; a pivot `D_i`
//! that the rule of [`chaindyn_model::is_singular_pivot`] calls singular against `M_ii` (the
//! composite rigid inertia's `S_iᵀ I^c_i S_i + armature_i`, summed in the same inward pass) is
//! [`DynamicsError::SingularMassMatrix`], as a failed factorisation of `M` is there. Where the
//! recursion cannot finish in `f64` (a singular pivot or a value that overflows), [`aba`] returns
//! what [`forward_dynamics`] returns for the same input, so one input gets one diagnosis.
//!
//! [`forward_dynamics`]: crate::forward_dynamics
//!
//! # On a floating base
//!
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

use crate::algorithm::forward_dynamics::{forward_relative, in_convention};
use crate::algorithm::kinematics::{
    body_frames, body_velocities, gravity_acceleration, BodyFrames, Placement,
};
use crate::api::error::DynamicsError;
use crate::multibody::floating::FloatingMultibody;
use crate::multibody::spatial::{cross_force, cross_motion, M6, V6};
use crate::multibody::Multibody;
use chaindyn_model::free_flyer::{self, NV};
use nalgebra::DVector;

/// What the inward pass leaves for the outward one: per joint its placement, motion subspace
/// `S_i` (in its body's frame), velocity-product acceleration `c_i`, `U_i = I^A_i S_i`, `D_i`
/// and `u_i`; and what the joints on the base pass to it, in the root frame:
/// `Σ X_iᵀ (I^A_i − U_i U_iᵀ / D_i) X_i` and `Σ X_iᵀ (p^A_i + I^a_i c_i + U_i u_i / D_i)` (a
/// fixed base takes neither; a floating base adds them to its own inertia and bias).
pub(crate) struct Inward {
    x: Vec<Placement>,
    s: Vec<V6>,
    parents: Vec<Option<usize>>,
    c: Vec<V6>,
    u_vec: Vec<V6>,
    d: Vec<f64>,
    u: Vec<f64>,
    pub root_inertia: M6,
    pub root_bias: V6,
}

/// Steps 1 and 2 (see the module's documentation) at the relative configuration `q`, from the
/// root frame's velocity `v0` (zero on a fixed base), the joint rates `qd` and the joint forces
/// `tau` (losses already subtracted); `None` where a pivot is singular by the rule of
/// [`chaindyn_model::is_singular_pivot`] or not finite.
pub(crate) fn inward(
    mb: &Multibody,
    q: &[f64],
    v0: &V6,
    qd: &[f64],
    tau: &[f64],
) -> Option<Inward> {
    let n = qd.len();
    let BodyFrames { x, s, inertia: own } = body_frames(mb, q);
    // Outwards: velocities, bias accelerations, each body's own inertia and bias force.
    let v = body_velocities(mb, &x, &s, v0, qd);
    let c: Vec<V6> = (0..n).map(|i| cross_motion(&v[i], &s[i]) * qd[i]).collect();
    let mut ia = own.clone();
    let mut ic = own;
    let mut pa: Vec<V6> = (0..n)
        .map(|i| cross_force(&v[i], &(ia[i] * v[i])))
        .collect();
    let armature: Vec<f64> = mb.links.iter().map(|l| l.dynamics.armature).collect();
    // Inwards: articulated inertias and bias forces.
    let mut out = Inward {
        u_vec: vec![V6::zeros(); n],
        d: vec![0.0; n],
        u: vec![0.0; n],
        root_inertia: M6::zeros(),
        root_bias: V6::zeros(),
        parents: mb.parents.clone(),
        x,
        s,
        c,
    };
    for i in (0..n).rev() {
        let s = out.s[i];
        out.u_vec[i] = ia[i] * s;
        out.d[i] = s.dot(&out.u_vec[i]) + armature[i];
        let diag = s.dot(&(ic[i] * s)) + armature[i];
        let finite = out.d[i].is_finite() && diag.is_finite();
        if !finite || chaindyn_model::is_singular_pivot(out.d[i], diag) {
            return None;
        }
        out.u[i] = tau[i] - s.dot(&pa[i]);
        let ui = out.u_vec[i];
        let inertia = ia[i] - ui * ui.transpose() / out.d[i];
        let bias = pa[i] + inertia * out.c[i] + ui * (out.u[i] / out.d[i]);
        let (inertia, bias) = (out.x[i].inertia(&inertia), out.x[i].force(&bias));
        match out.parents[i] {
            Some(p) => {
                ia[p] += inertia;
                pa[p] += bias;
                let composite = out.x[i].inertia(&ic[i]);
                ic[p] += composite;
            }
            None => {
                out.root_inertia += inertia;
                out.root_bias += bias;
            }
        }
    }
    Some(out)
}

/// Step 3: `q̈` from the root frame's acceleration `a0` (`[0; −gravity]` for a fixed base,
/// gravity as a fictitious acceleration; a floating base's own, relative to the free fall).
pub(crate) fn outward(inw: &Inward, a0: V6) -> DVector<f64> {
    let n = inw.d.len();
    let mut a = vec![V6::zeros(); n];
    let mut qdd = DVector::zeros(n);
    for i in 0..n {
        let ap = inw.parents[i].map_or(a0, |p| a[p]);
        let ai = inw.x[i].motion(&ap) + inw.c[i];
        qdd[i] = (inw.u[i] - inw.u_vec[i].dot(&ai)) / inw.d[i];
        a[i] = ai + inw.s[i] * qdd[i];
    }
    qdd
}

/// `q̈` in relative coordinates from relative `q`, `q̇` and `τ`; where the recursion stops (a
/// singular pivot, an overflow) or its result is not finite, the result of
/// [`forward_relative`] (its diagnosis, or its answer).
pub(crate) fn aba_relative(
    mb: &Multibody,
    q: &DVector<f64>,
    qd: &DVector<f64>,
    tau: &DVector<f64>,
) -> Result<DVector<f64>, DynamicsError> {
    let mut t = tau.clone();
    crate::algorithm::joint_losses::subtract_losses(mb, qd.as_slice(), &mut t);
    let qdd = inward(mb, q.as_slice(), &V6::zeros(), qd.as_slice(), t.as_slice())
        .map(|inw| outward(&inw, gravity_acceleration(mb)));
    match qdd {
        Some(qdd) if qdd.iter().all(|x| x.is_finite()) => Ok(qdd),
        _ => forward_relative(mb, q, qd, tau),
    }
}

/// Forward dynamics by the articulated-body algorithm: the acceleration `q̈` produced by the
/// generalized force `tau` at state `(q, qd)`, the same quantity as
/// [`forward_dynamics`](crate::forward_dynamics) (which solves with `M`) in `O(n)`. Everything
/// in the chain's angle convention (for absolute angles `tau` is `u_abs`). Fails as
/// [`forward_dynamics`](crate::forward_dynamics) does on the same input
/// ([`DynamicsError::SingularMassMatrix`] for a singular mass matrix,
/// [`DynamicsError::NonFiniteResult`] where the values overflow `f64`).
pub fn aba(
    mb: &Multibody,
    q: &DVector<f64>,
    qd: &DVector<f64>,
    tau: &DVector<f64>,
) -> Result<DVector<f64>, DynamicsError> {
    in_convention(mb, q, qd, tau, aba_relative)
}

/// Forward dynamics of a floating tree: the acceleration `a = v̇` (size `nv`: the base's `[v̇_lin;
/// ω̇]` in base coordinates, then the joints' `q̈`) produced by `tau` (the wrench on the base
/// `[f; n]`, zero for a robot in free flight or standing on nothing, then the joints' torques)
/// at state `(q, v)`, the joints' armature and losses included. Fails on wrong sizes, non-finite
/// entries, a quaternion that is not of unit norm, or a floating_singular articulated inertia
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
    floating_forward_parts(fm, q, v, tau).map(|(_, a)| a)
}

/// `M`'s Cholesky factors and the free acceleration `a = M⁻¹ (τ − nle − τ_loss)` at `(q, v)`
/// (what the constrained dynamics start from).
pub(crate) fn floating_forward_parts(
    fm: &FloatingMultibody,
    q: &DVector<f64>,
    v: &DVector<f64>,
    tau: &DVector<f64>,
) -> Result<(crate::multibody::cholesky::Cholesky, DVector<f64>), DynamicsError> {
    fm.check("tau", tau, fm.nv())?;
    let m = crate::algorithm::crba::floating_crba(fm, q)?;
    let nle = crate::algorithm::rnea::floating_bias_force(fm, q, v)?;
    let chol = floating_mass_factor(fm, q, &m)?;
    let mut a = tau - nle;
    let mut tj = DVector::from_column_slice(&a.as_slice()[NV..]);
    crate::algorithm::joint_losses::subtract_losses(fm.joints(), &v.as_slice()[NV..], &mut tj);
    a.rows_mut(NV, fm.joint_count()).copy_from(&tj);
    chol.solve_in_place(a.as_mut_slice());
    let a = crate::api::error::finite("forward dynamics", a)?;
    Ok((chol, a))
}

/// The Cholesky factors of a floating tree's `M` at `q`, or the diagnosis of its singular pivot
/// (the joint's, or the base's for a robot without mass).
pub(crate) fn floating_mass_factor(
    fm: &FloatingMultibody,
    q: &DVector<f64>,
    m: &nalgebra::DMatrix<f64>,
) -> Result<crate::multibody::cholesky::Cholesky, DynamicsError> {
    crate::multibody::cholesky::Cholesky::new(m).map_err(|p| {
        let index = p.index.checked_sub(NV).unwrap_or(usize::MAX);
        floating_singular(fm, q, index, p.ratio)
    })
}

/// The error of a singular pivot: joint `i`'s, or the base's (`i = usize::MAX`).
fn floating_singular(
    fm: &FloatingMultibody,
    q: &DVector<f64>,
    i: usize,
    ratio: f64,
) -> DynamicsError {
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
