//! Inverse dynamics by the recursive Newton–Euler algorithm (world-frame spatial form):
//! `τ = M(q) q̈ + C(q, q̇) q̇ + g(q) + τ_loss(q̇)`, the joints' armature and losses added per joint.
//!
//! # On a floating base
//!
//! Inverse dynamics of a tree on a floating base by the recursive Newton–Euler algorithm (the
//! base a 6-DOF root, Pinocchio's `rnea` with a free-flyer): `τ = M(q) v̇ + C(q, v) v + g(q) +
//! τ_loss`, the base's wrench first (see [`FloatingMultibody`](crate::FloatingMultibody) for the conventions).

use crate::algorithm::kinematics::{
    body_frames, body_velocities, gravity_acceleration, BodyFrames, Frames, Geometry,
};
use crate::api::error::DynamicsError;
use crate::multibody::floating::FloatingMultibody;
use crate::multibody::spatial::{cross_force, cross_motion, V6};
use crate::multibody::Multibody;
use chaindyn_model::free_flyer::NV;
use nalgebra::DVector;

/// Backward pass: `f_i = I_i a_i + v_i ×* (I_i v_i)`, `F_i = f_i + Σ_{c: λ(c) = i} F_c`,
/// `τ_i = S_iᵀ F_i` (relative coordinates).
pub(crate) fn rnea_core(fr: &Frames, v: &[V6], a: &[V6]) -> DVector<f64> {
    let n = fr.s.len();
    let mut tau = DVector::zeros(n);
    let mut f = vec![V6::zeros(); n];
    for i in (0..n).rev() {
        let inertia = &fr.inertia[i];
        f[i] += inertia.mul(&a[i]) + cross_force(&v[i], &inertia.mul(&v[i]));
        tau[i] = fr.s[i].dot(&f[i]);
        if let Some(p) = fr.parents[i] {
            let fi = f[i];
            f[p] += fi;
        }
    }
    tau
}

/// `τ` in relative coordinates from relative `q, q̇, q̈`, with or without gravity, each body's
/// quantities in its own frame (those of [`crate::aba`]: a lever elsewhere in the tree costs no
/// joint its digits): `a_i = X_i a_λ(i) + S_i q̈_i + v_i × S_i q̇_i`, `f_i = I_i a_i + v_i ×* I_i
/// v_i`, `τ_i = S_iᵀ F_i` with `F_i = f_i + Σ X_cᵀ F_c` over the children.
pub(crate) fn rnea_relative(
    mb: &Multibody,
    q: &[f64],
    qd: &[f64],
    qdd: Option<&[f64]>,
    with_gravity: bool,
) -> DVector<f64> {
    let n = qd.len();
    let BodyFrames { x, s, inertia } = body_frames(mb, q);
    let v = body_velocities(mb, &x, &s, &V6::zeros(), qd);
    let a0 = if with_gravity {
        gravity_acceleration(mb)
    } else {
        V6::zeros()
    };
    let mut f: Vec<V6> = Vec::with_capacity(n);
    let mut a: Vec<V6> = Vec::with_capacity(n);
    for i in 0..n {
        let ap = mb.parents[i].map_or(a0, |p| a[p]);
        let mut ai = x[i].motion(&ap) + cross_motion(&v[i], &s[i]) * qd[i];
        if let Some(qdd) = qdd {
            ai += s[i] * qdd[i];
        }
        a.push(ai);
        f.push(inertia[i] * ai + cross_force(&v[i], &(inertia[i] * v[i])));
    }
    let mut tau = DVector::zeros(n);
    for i in (0..n).rev() {
        tau[i] = s[i].dot(&f[i]);
        if let Some(p) = mb.parents[i] {
            let fp = x[i].force(&f[i]);
            f[p] += fp;
        }
    }
    tau
}

/// Inverse dynamics: the generalized force `τ = M q̈ + C q̇ + g + τ_loss` that produces the
/// acceleration `qdd` at state `(q, qd)` (`M` with the joints' armature, `τ_loss` their damping
/// and friction). Arguments and result in the chain's angle convention (for absolute angles the
/// result is `u_abs = Tᵀ τ_rel`).
pub fn rnea(
    mb: &Multibody,
    q: &DVector<f64>,
    qd: &DVector<f64>,
    qdd: &DVector<f64>,
) -> Result<DVector<f64>, DynamicsError> {
    mb.check("q", q)?;
    mb.check("qd", qd)?;
    mb.check("qdd", qdd)?;
    let (q, qd, qdd) = (
        mb.coords_to_relative(q),
        mb.coords_to_relative(qd),
        mb.coords_to_relative(qdd),
    );
    let mut tau = rnea_relative(mb, q.as_slice(), qd.as_slice(), Some(qdd.as_slice()), true);
    crate::algorithm::joint_losses::add_joint_terms(mb, qd.as_slice(), qdd.as_slice(), &mut tau);
    crate::api::error::finite("inverse dynamics", mb.force_from_relative(tau))
}

/// The generalized gravity force `g(q) = ∂U/∂q` (so that `M q̈ + C q̇ + g = τ`).
pub fn gravity(mb: &Multibody, q: &DVector<f64>) -> Result<DVector<f64>, DynamicsError> {
    mb.check("q", q)?;
    let q = mb.coords_to_relative(q);
    let zero = vec![0.0; mb.dof()];
    crate::api::error::finite(
        "gravity forces",
        mb.force_from_relative(rnea_relative(mb, q.as_slice(), &zero, None, true)),
    )
}

/// The Coriolis and centrifugal force `C(q, q̇) q̇` (= RNEA with zero `q̈` and zero
/// gravity).
pub fn coriolis_times_qd(
    mb: &Multibody,
    q: &DVector<f64>,
    qd: &DVector<f64>,
) -> Result<DVector<f64>, DynamicsError> {
    mb.check("q", q)?;
    mb.check("qd", qd)?;
    let (q, qd) = (mb.coords_to_relative(q), mb.coords_to_relative(qd));
    crate::api::error::finite(
        "Coriolis forces",
        mb.force_from_relative(rnea_relative(mb, q.as_slice(), qd.as_slice(), None, false)),
    )
}

/// The bias force `C(q, q̇) q̇ + g(q)` (= RNEA with zero `q̈`, without the joints' losses
/// [`joint_losses`](crate::joint_losses)).
pub fn bias_force(
    mb: &Multibody,
    q: &DVector<f64>,
    qd: &DVector<f64>,
) -> Result<DVector<f64>, DynamicsError> {
    mb.check("q", q)?;
    mb.check("qd", qd)?;
    let (q, qd) = (mb.coords_to_relative(q), mb.coords_to_relative(qd));
    crate::api::error::finite(
        "bias forces",
        mb.force_from_relative(rnea_relative(mb, q.as_slice(), qd.as_slice(), None, true)),
    )
}

/// `τ` (size `nv`) from the base velocity and acceleration `[lin; ang]` (`vb`, `ab`), the joint
/// rates and accelerations, with or without gravity, without the joints' terms.
pub(crate) fn floating_rnea_core(
    geo: &Geometry,
    vb: &[f64],
    qd: &[f64],
    ab: &[f64],
    qdd: &[f64],
    with_gravity: bool,
) -> DVector<f64> {
    let n = qd.len();
    let fr = &geo.fr;
    let v0 = geo.motion_at_p(vb);
    let mut a0 = geo.motion_at_p(ab);
    if with_gravity {
        a0 -= geo.gravity_motion();
    }
    let v = geo.velocities(&v0, qd);
    let c = geo.bias_accelerations(&v, qd);
    let mut a: Vec<V6> = Vec::with_capacity(n);
    for i in 0..n {
        let ai = fr.parents[i].map_or(a0, |p| a[p]) + c[i] + fr.s[i] * qdd[i];
        a.push(ai);
    }
    let mut f: Vec<V6> = (0..n)
        .map(|i| fr.inertia[i].mul(&a[i]) + cross_force(&v[i], &fr.inertia[i].mul(&v[i])))
        .collect();
    let ib = &geo.base_inertia;
    let mut f0 = ib.mul(&a0) + cross_force(&v0, &ib.mul(&v0));
    let mut tau = DVector::zeros(NV + n);
    for i in (0..n).rev() {
        tau[NV + i] = fr.s[i].dot(&f[i]);
        let fi = f[i];
        match fr.parents[i] {
            Some(p) => f[p] += fi,
            None => f0 += fi,
        }
    }
    tau.rows_mut(0, NV)
        .copy_from_slice(&geo.wrench_at_origin(&f0));
    tau
}

fn split_base(x: &DVector<f64>) -> (&[f64], &[f64]) {
    x.as_slice().split_at(NV)
}

impl FloatingMultibody {
    /// `τ += armature q̈ + τ_loss(q̇)` on the joints.
    pub(crate) fn add_joint_terms(&self, qd: &[f64], qdd: &[f64], tau: &mut DVector<f64>) {
        let mut joints = DVector::zeros(self.joint_count());
        crate::algorithm::joint_losses::add_joint_terms(self.joints(), qd, qdd, &mut joints);
        for (i, x) in joints.iter().enumerate() {
            tau[NV + i] += x;
        }
    }
}

/// Inverse dynamics of a floating tree: the generalized force `τ` (size `nv`: the wrench on the
/// base `[f; n]` in base coordinates, then the joints' torques) that produces the acceleration
/// `a = v̇` at state `(q, v)`, the joints' armature and losses included (Pinocchio's `rnea` with
/// a free-flyer root; its joints have neither). Fails on wrong sizes, non-finite entries or a
/// quaternion that is not of unit norm ([`DynamicsError::UnnormalizedQuaternion`]).
pub fn floating_rnea(
    fm: &FloatingMultibody,
    q: &DVector<f64>,
    v: &DVector<f64>,
    a: &DVector<f64>,
) -> Result<DVector<f64>, DynamicsError> {
    let geo = fm.state(q)?;
    fm.check("v", v, fm.nv())?;
    fm.check("a", a, fm.nv())?;
    let ((vb, qd), (ab, qdd)) = (split_base(v), split_base(a));
    let mut tau = floating_rnea_core(&geo, vb, qd, ab, qdd, true);
    fm.add_joint_terms(qd, qdd, &mut tau);
    crate::api::error::finite("inverse dynamics", tau)
}

/// The bias force `C(q, v) v + g(q)` of a floating tree (Pinocchio's `nle`), without the joints'
/// losses.
pub fn floating_bias_force(
    fm: &FloatingMultibody,
    q: &DVector<f64>,
    v: &DVector<f64>,
) -> Result<DVector<f64>, DynamicsError> {
    let geo = fm.state(q)?;
    fm.check("v", v, fm.nv())?;
    let (vb, qd) = split_base(v);
    let zero = vec![0.0; fm.nv()];
    let (ab, qdd) = zero.split_at(NV);
    crate::api::error::finite(
        "bias force",
        floating_rnea_core(&geo, vb, qd, ab, qdd, true),
    )
}

/// The generalized gravity force `g(q)` of a floating tree (Pinocchio's
/// `computeGeneralizedGravity`): its base part is the weight of the whole robot as a wrench in
/// base coordinates.
pub fn floating_gravity(
    fm: &FloatingMultibody,
    q: &DVector<f64>,
) -> Result<DVector<f64>, DynamicsError> {
    let geo = fm.state(q)?;
    let zero = vec![0.0; fm.nv()];
    let (b, j) = zero.split_at(NV);
    crate::api::error::finite("gravity forces", floating_rnea_core(&geo, b, j, b, j, true))
}
