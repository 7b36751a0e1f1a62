//! Inverse dynamics by the recursive Newton–Euler algorithm (world-frame spatial form):
//! `τ = M(q) q̈ + C(q, q̇) q̇ + g(q) + τ_loss(q̇)`, the joints' armature and losses added per joint.

use crate::algorithm::kinematics::{
    body_frames, body_velocities, gravity_acceleration, BodyFrames, Frames,
};
use crate::api::error::DynamicsError;
use crate::multibody::spatial::{cross_force, cross_motion, V6};
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
