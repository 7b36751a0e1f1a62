//! Forward dynamics by Featherstone's articulated-body algorithm (Featherstone, "Rigid Body
//! Dynamics Algorithms", 2008, ch. 7), `O(n)` on the tree of the chain's parent array, in world
//! axes about the first joint's origin (the frame of the other reference algorithms, so no
//! transform between bodies is needed):
//!
//! 1. outwards: velocities `v_i = v_λ(i) + S_i q̇_i`, velocity-product accelerations
//!    `c_i = v_i × S_i q̇_i`, and each body's articulated inertia and bias force started from its
//!    own, `I^A_i = I_i`, `p^A_i = v_i ×* I_i v_i`;
//! 2. inwards: `U_i = I^A_i S_i`, `D_i = S_iᵀ U_i + armature_i`, `u_i = τ_i − S_iᵀ p^A_i`, and the
//!    parent receives `I^A_i − U_i U_iᵀ / D_i` and `p^A_i + I^a_i c_i + U_i u_i / D_i`;
//! 3. outwards: `a'_i = a_λ(i) + c_i` (`a_λ = [0; −gravity]` on the base),
//!    `q̈_i = (u_i − U_iᵀ a'_i) / D_i`, `a_i = a'_i + S_i q̈_i`.
//!
//! The joints' losses are subtracted from `τ` first, as in [`forward_dynamics`]; a pivot `D_i`
//! that the rule of [`chaindyn_model::is_singular_pivot`] calls singular against `M_ii` (the
//! composite rigid inertia's `S_iᵀ I^c_i S_i + armature_i`, summed in the same inward pass) is
//! [`DynamicsError::SingularMassMatrix`], as a failed factorisation of `M` is there.
//!
//! [`forward_dynamics`]: crate::forward_dynamics

use crate::algorithm::forward_dynamics::{in_convention, singular};
use crate::algorithm::kinematics::{frames, gravity_acceleration, velocities, Frames};
use crate::api::error::DynamicsError;
use crate::multibody::cholesky::SingularPivot;
use crate::multibody::spatial::{cross_force, cross_motion, SpatialInertia, M6, V6};
use crate::multibody::Multibody;
use nalgebra::DVector;

/// What the inward pass leaves for the outward one: per joint the velocity-product acceleration
/// `c_i`, `U_i = I^A_i S_i`, `D_i` and `u_i`; and what the joints on the base pass to it,
/// `Σ (I^A_i − U_i U_iᵀ / D_i)` and `Σ (p^A_i + I^a_i c_i + U_i u_i / D_i)` (a fixed base takes
/// neither; a floating base adds them to its own inertia and bias).
pub(crate) struct Inward {
    c: Vec<V6>,
    u_vec: Vec<V6>,
    d: Vec<f64>,
    u: Vec<f64>,
    pub root_inertia: M6,
    pub root_bias: V6,
}

/// Steps 1 and 2 (see the module's documentation) from the bodies' velocities `v`, the joint
/// rates `qd` and the joint forces `tau` (losses already subtracted); a singular pivot by the
/// rule of [`chaindyn_model::is_singular_pivot`].
pub(crate) fn inward(
    fr: &Frames,
    v: &[V6],
    qd: &[f64],
    tau: &[f64],
) -> Result<Inward, SingularPivot> {
    let n = qd.len();
    // Outwards: bias accelerations, each body's own inertia and bias force.
    let c: Vec<V6> = (0..n)
        .map(|i| cross_motion(&v[i], &fr.s[i]) * qd[i])
        .collect();
    let mut ia: Vec<M6> = fr.inertia.iter().map(SpatialInertia::matrix).collect();
    let mut pa: Vec<V6> = (0..n)
        .map(|i| cross_force(&v[i], &fr.inertia[i].mul(&v[i])))
        .collect();
    let mut ic: Vec<SpatialInertia> = fr.inertia.clone();
    // Inwards: articulated inertias and bias forces.
    let mut out = Inward {
        u_vec: vec![V6::zeros(); n],
        d: vec![0.0; n],
        u: vec![0.0; n],
        root_inertia: M6::zeros(),
        root_bias: V6::zeros(),
        c,
    };
    for i in (0..n).rev() {
        let s = &fr.s[i];
        out.u_vec[i] = ia[i] * s;
        out.d[i] = s.dot(&out.u_vec[i]) + fr.armature[i];
        let diag = s.dot(&ic[i].mul(s)) + fr.armature[i];
        if chaindyn_model::is_singular_pivot(out.d[i], diag) {
            return Err(SingularPivot {
                index: i,
                ratio: out.d[i] / diag,
            });
        }
        out.u[i] = tau[i] - s.dot(&pa[i]);
        let ui = out.u_vec[i];
        let inertia = ia[i] - ui * ui.transpose() / out.d[i];
        let bias = pa[i] + inertia * out.c[i] + ui * (out.u[i] / out.d[i]);
        match fr.parents[i] {
            Some(p) => {
                ia[p] += inertia;
                pa[p] += bias;
                let composite = ic[i];
                ic[p] = ic[p].add(&composite);
            }
            None => {
                out.root_inertia += inertia;
                out.root_bias += bias;
            }
        }
    }
    Ok(out)
}

/// Step 3: `q̈` from the base's acceleration `a0` (`[0; −gravity]` for a fixed base, gravity as a
/// fictitious acceleration; a floating base's own, relative to the free fall).
pub(crate) fn outward(fr: &Frames, inw: &Inward, a0: V6) -> DVector<f64> {
    let n = inw.d.len();
    let mut a = vec![V6::zeros(); n];
    let mut qdd = DVector::zeros(n);
    for i in 0..n {
        let ai = fr.parents[i].map_or(a0, |p| a[p]) + inw.c[i];
        qdd[i] = (inw.u[i] - inw.u_vec[i].dot(&ai)) / inw.d[i];
        a[i] = ai + fr.s[i] * qdd[i];
    }
    qdd
}

/// `q̈` in relative coordinates from relative `q`, `q̇` and `τ`.
pub(crate) fn aba_relative(
    mb: &Multibody,
    q: &DVector<f64>,
    qd: &DVector<f64>,
    tau: &DVector<f64>,
) -> Result<DVector<f64>, DynamicsError> {
    let fr = frames(mb, q.as_slice());
    let v = velocities(&fr, qd.as_slice());
    let mut tau = tau.clone();
    crate::algorithm::joint_losses::subtract_losses(mb, qd.as_slice(), &mut tau);
    let inw = inward(&fr, &v, qd.as_slice(), tau.as_slice()).map_err(|p| singular(mb, p, q))?;
    Ok(outward(&fr, &inw, gravity_acceleration(mb)))
}

/// Forward dynamics by the articulated-body algorithm: the acceleration `q̈` produced by the
/// generalized force `tau` at state `(q, qd)`, the same quantity as
/// [`forward_dynamics`](crate::forward_dynamics) (which solves with `M`) in `O(n)`. Everything
/// in the chain's angle convention (for absolute angles `tau` is `u_abs`). Fails with
/// [`DynamicsError::SingularMassMatrix`] when a pivot of the articulated inertias is singular.
pub fn aba(
    mb: &Multibody,
    q: &DVector<f64>,
    qd: &DVector<f64>,
    tau: &DVector<f64>,
) -> Result<DVector<f64>, DynamicsError> {
    in_convention(mb, q, qd, tau, aba_relative)
}
