//! Analytic partial derivatives of recursive Newton–Euler inverse dynamics,
//! `∂τ/∂q` and `∂τ/∂q̇` at `(q, q̇, q̈)`: the derivatives of the spatial velocities,
//! accelerations and forces are propagated through the forward and backward passes
//! (the world-frame formulation of Carpentier & Mansard, RSS 2018, which is the
//! recursive counterpart of Lin & Yae's perturbation of the Newton–Euler equations).
//!
//! # Derivation (serial chain, world frame, bodies `0..n`)
//!
//! `v_i = Σ_{k<=i} S_k q̇_k`, `a_i = a_g + Σ_{k<=i} (S_k q̈_k + (v_k × S_k) q̇_k)`,
//! `f_i = I_i a_i + v_i ×* (I_i v_i)`, `F_k = Σ_{i>=k} f_i`, `τ_k = S_kᵀ F_k`.
//! Moving joint `j` transports the bodies `i >= j` rigidly, `δX = S_j × X` for their
//! motion vectors (and `×*`, `crf(S_j) I - I crm(S_j)` for forces and inertias), except
//! for the parts of `v_i`, `a_i` that come from joints up to `j`. With
//! `ψ_j = v_j × S_j` (= `Ṡ_j`), for `i >= j`:
//!
//! * `∂v_i/∂q_j = S_j × v_i + ψ_j`,
//! * `∂a_i/∂q_j = S_j × a_i + α_j - v_i × ψ_j`, `α_j = a_j × S_j + v_j × ψ_j`,
//! * `∂f_i/∂q_j = S_j ×* f_i + I_i α_j + B_i ψ_j`, where
//!   `B_i = İ_i + (x ↦ x ×* (I_i v_i))`, `İ_i = crf(v_i) I_i - I_i crm(v_i)`;
//! * `∂v_i/∂q̇_j = S_j`, `∂a_i/∂q̇_j = S_j × v_i + 2 ψ_j`,
//!   `∂f_i/∂q̇_j = B_i S_j + 2 I_i ψ_j`.
//!
//! Summing over the subtree with composite `I^c_k = Σ_{i>=k} I_i`,
//! `B^c_k = Σ_{i>=k} B_i`, and using `S_kᵀ (S_j ×* F) = -(S_j × S_k)ᵀ F` (the transport
//! of `S_k` cancels the transport of `F_k`):
//!
//! * `k >= j`: `∂τ_k/∂q_j = (I^c_k S_k)ᵀ α_j + (B^cᵀ_k S_k)ᵀ ψ_j`,
//!   `∂τ_k/∂q̇_j = (B^cᵀ_k S_k)ᵀ S_j + 2 (I^c_k S_k)ᵀ ψ_j`;
//! * `k < j`: `∂τ_k/∂q_j = S_kᵀ (S_j ×* F_j + I^c_j α_j + B^c_j ψ_j)`,
//!   `∂τ_k/∂q̇_j = S_kᵀ (B^c_j S_j + 2 I^c_j ψ_j)`.
//!
//! Cost: `O(n)` 6x6 products (the `B_i`) and `O(n²)` six-dimensional dot products.

use crate::algorithm::crba::composite_inertias;
use crate::algorithm::kinematics::{
    accelerations, frames, gravity_acceleration, velocities, Frames,
};
use crate::api::error::{DynamicsError, Finite};
use crate::multibody::spatial::{cross_force, cross_motion, SpatialInertia, M6, V6};
use crate::multibody::Multibody;
use nalgebra::{DMatrix, DVector};

/// Derivatives of inverse dynamics at one state, in the chain's angle convention.
#[derive(Debug, Clone, PartialEq)]
pub struct RneaDerivatives {
    /// `τ = RNEA(q, q̇, q̈)`.
    pub tau: DVector<f64>,
    /// `∂τ/∂q`.
    pub dtau_dq: DMatrix<f64>,
    /// `∂τ/∂q̇`.
    pub dtau_dqd: DMatrix<f64>,
    /// `∂τ/∂q̈ = M(q)`.
    pub mass_matrix: DMatrix<f64>,
}

impl Finite for RneaDerivatives {
    fn all_finite(&self) -> bool {
        self.tau.all_finite()
            && self.dtau_dq.all_finite()
            && self.dtau_dqd.all_finite()
            && self.mass_matrix.all_finite()
    }
}

/// Output of [`derivative_core`] (relative coordinates).
pub(crate) struct CoreOutput {
    pub tau: DVector<f64>,
    pub dtau_dq: DMatrix<f64>,
    pub dtau_dqd: DMatrix<f64>,
}

/// The analytic derivative pass for given body velocities `v` and accelerations `a`
/// (which include the base acceleration standing for gravity, if any).
pub(crate) fn derivative_core(
    fr: &Frames,
    ic: &[SpatialInertia],
    v: &[V6],
    a: &[V6],
) -> CoreOutput {
    let n = fr.s.len();
    let s = &fr.s;
    let moving = v.iter().any(|x| x.iter().any(|c| *c != 0.0));
    // Backward pass: composite force F_k and composite B^c_k.
    let mut fc = vec![V6::zeros(); n];
    let mut bc = vec![M6::zeros(); if moving { n } else { 0 }];
    let mut tau = DVector::zeros(n);
    for i in (0..n).rev() {
        let inertia = &fr.inertia[i];
        fc[i] += inertia.mul(&a[i]) + cross_force(&v[i], &inertia.mul(&v[i]));
        tau[i] = s[i].dot(&fc[i]);
        if moving {
            bc[i] += inertia.velocity_coupling(&v[i]);
        }
        if let Some(p) = fr.parents[i] {
            let f = fc[i];
            fc[p] += f;
            if moving {
                let b = bc[i];
                bc[p] += b;
            }
        }
    }
    // Per-joint vectors.
    let psi: Vec<V6> = (0..n).map(|j| cross_motion(&v[j], &s[j])).collect();
    let u: Vec<V6> = (0..n).map(|k| ic[k].mul(&s[k])).collect();
    let w: Vec<V6> = if moving {
        (0..n).map(|k| bc[k].tr_mul(&s[k])).collect()
    } else {
        vec![V6::zeros(); n]
    };
    let mut dq = DMatrix::zeros(n, n);
    let mut dqd = DMatrix::zeros(n, n);
    for j in 0..n {
        let sj = &s[j];
        let alpha = cross_motion(&a[j], sj) + cross_motion(&v[j], &psi[j]);
        let mut y = cross_force(sj, &fc[j]) + ic[j].mul(&alpha);
        if moving {
            y += bc[j] * psi[j];
        }
        // Joints that support `j` see its motion through the force of its subtree; the joints
        // of its subtree see their own motion subspaces move; the other branches see nothing.
        for k in (0..j).filter(|&k| fr.supports(k, j)) {
            dq[(k, j)] = s[k].dot(&y);
        }
        for k in (j..n).filter(|&k| fr.supports(j, k)) {
            dq[(k, j)] = u[k].dot(&alpha) + w[k].dot(&psi[j]);
        }
        let mut z = ic[j].mul(&psi[j]) * 2.0;
        if moving {
            z += bc[j] * sj;
        }
        for k in (0..j).filter(|&k| fr.supports(k, j)) {
            dqd[(k, j)] = s[k].dot(&z);
        }
        for k in (j..n).filter(|&k| fr.supports(j, k)) {
            dqd[(k, j)] = w[k].dot(sj) + 2.0 * u[k].dot(&psi[j]);
        }
    }
    CoreOutput {
        tau,
        dtau_dq: dq,
        dtau_dqd: dqd,
    }
}

/// Analytic `∂τ/∂q` and `∂τ/∂q̇` of inverse dynamics `τ = RNEA(q, q̇, q̈)` (gravity, the joints'
/// armature and losses included), plus `τ` and `∂τ/∂q̈ = M`. In the chain's angle convention
/// (`∂τ_abs/∂q_abs = Tᵀ (∂τ_rel/∂q_rel) T`).
pub fn rnea_derivatives(
    mb: &Multibody,
    q: &DVector<f64>,
    qd: &DVector<f64>,
    qdd: &DVector<f64>,
) -> Result<RneaDerivatives, DynamicsError> {
    mb.check("q", q)?;
    mb.check("qd", qd)?;
    mb.check("qdd", qdd)?;
    let (q, qd, qdd) = (
        mb.coords_to_relative(q),
        mb.coords_to_relative(qd),
        mb.coords_to_relative(qdd),
    );
    let fr = frames(mb, q.as_slice());
    let ic = composite_inertias(&fr);
    let v = velocities(&fr, qd.as_slice());
    let a = accelerations(
        &fr,
        &v,
        qd.as_slice(),
        Some(qdd.as_slice()),
        gravity_acceleration(mb),
    );
    let mut out = derivative_core(&fr, &ic, &v, &a);
    let m = crate::algorithm::crba::crba_columns(mb, q.as_slice());
    crate::algorithm::joint_losses::add_joint_terms(
        mb,
        qd.as_slice(),
        qdd.as_slice(),
        &mut out.tau,
    );
    crate::algorithm::joint_losses::add_losses_derivative(mb, qd.as_slice(), &mut out.dtau_dqd);
    crate::api::error::finite(
        "inverse dynamics derivatives",
        RneaDerivatives {
            tau: mb.force_from_relative(out.tau),
            dtau_dq: mb.congruence(out.dtau_dq),
            dtau_dqd: mb.congruence(out.dtau_dqd),
            mass_matrix: mb.congruence(m),
        },
    )
}
