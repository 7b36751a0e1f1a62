//! Inverse dynamics by the recursive Newton–Euler algorithm (world-frame spatial form):
//! `τ = M(q) q̈ + C(q, q̇) q̇ + g(q) + τ_loss(q̇)`, the joints' armature and losses added per joint.

use crate::algorithm::kinematics::{
    accelerations, frames, gravity_acceleration, velocities, Frames,
};
use crate::api::error::DynamicsError;
use crate::multibody::spatial::{cross_force, V6};
use crate::multibody::Multibody;
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

/// `τ` in relative coordinates from relative `q, q̇, q̈`, with or without gravity.
pub(crate) fn rnea_relative(
    mb: &Multibody,
    q: &[f64],
    qd: &[f64],
    qdd: Option<&[f64]>,
    with_gravity: bool,
) -> DVector<f64> {
    let fr = frames(mb, q);
    let v = velocities(&fr, qd);
    let a0 = if with_gravity {
        gravity_acceleration(mb)
    } else {
        V6::zeros()
    };
    let a = accelerations(&fr, &v, qd, qdd, a0);
    rnea_core(&fr, &v, &a)
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
