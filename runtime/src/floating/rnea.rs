//! Inverse dynamics of a tree on a floating base by the recursive Newton–Euler algorithm (the
//! base a 6-DOF root, Pinocchio's `rnea` with a free-flyer): `τ = M(q) v̇ + C(q, v) v + g(q) +
//! τ_loss`, the base's wrench first (see [`crate::floating`] for the conventions).

use super::{FloatingMultibody, Geometry};
use crate::api::error::DynamicsError;
use crate::multibody::spatial::{cross_force, V6};
use chaindyn_model::free_flyer::NV;
use nalgebra::DVector;

/// `τ` (size `nv`) from the base velocity and acceleration `[lin; ang]` (`vb`, `ab`), the joint
/// rates and accelerations, with or without gravity, without the joints' terms.
pub(crate) fn rnea_core(
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

fn split(x: &DVector<f64>) -> (&[f64], &[f64]) {
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
    let ((vb, qd), (ab, qdd)) = (split(v), split(a));
    let mut tau = rnea_core(&geo, vb, qd, ab, qdd, true);
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
    let (vb, qd) = split(v);
    let zero = vec![0.0; fm.nv()];
    let (ab, qdd) = zero.split_at(NV);
    crate::api::error::finite("bias force", rnea_core(&geo, vb, qd, ab, qdd, true))
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
    crate::api::error::finite("gravity forces", rnea_core(&geo, b, j, b, j, true))
}
