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
//!
//! # On a floating base: inverse and forward dynamics
//!
//! Analytic derivatives of a floating tree's inverse and forward dynamics in the tangent space,
//! as Pinocchio takes them (`computeRNEADerivatives`, `computeABADerivatives` with a free-flyer):
//! column `k` of `∂f/∂q` is the derivative of `f(integrate(q, δ e_k))` at `δ = 0` (`nv` columns:
//! the base's six, `[v_lin; ω]` in base coordinates, then the joints'), `∂f/∂v` and `∂f/∂τ` (or
//! `∂f/∂a`) plain ones. Carpentier & Mansard's recursive derivatives ("Analytical derivatives of
//! rigid body dynamics algorithms", RSS 2018), in the frame of [`floating_rnea`] (the inertial
//! frame that coincides with the base frame at the instant, about the first joint's origin `P`)
//! with the free-flyer as one more joint at the root, of six columns.
//!
//! # Inverse dynamics
//!
//! Each row `k` (the base's six and the joints') has its motion subspace `S_k` and the composites
//! of the bodies it carries, `I^c_k`, `B^c_k` (the bodies' `B_i = İ_i + (x ↦ x ×* (I_i v_i))`) and
//! `F_k` (their forces); the base's rows carry the whole robot. The joints' columns are the fixed
//! base's ([`crate::rnea_derivatives`]; `algorithm/rnea_derivatives.rs` derives them, and nothing
//! there assumes the root at rest): with `ψ_j = v_j × S_j` and `α_j = a_j × S_j + v_j × ψ_j`,
//!
//! * rows `k` of joint `j`'s subtree: `∂τ_k/∂q_j = (I^c_k S_k)ᵀ α_j + (B^cᵀ_k S_k)ᵀ ψ_j`,
//!   `∂τ_k/∂q̇_j = (B^cᵀ_k S_k)ᵀ S_j + 2 (I^c_k S_k)ᵀ ψ_j`;
//! * rows `k` supporting `j`, the base's six among them:
//!   `∂τ_k/∂q_j = S_kᵀ (S_j ×* F_j + I^c_j α_j + B^c_j ψ_j)`,
//!   `∂τ_k/∂q̇_j = S_kᵀ (B^c_j S_j + 2 I^c_j ψ_j)`.
//!
//! The base's six columns `S_b,l` are its unit twists about its origin (`e_l` in the base frame).
//! Moving along `integrate(q, δ e_l)` moves the base by `exp(δ e_l)` on its right: the whole
//! robot, the base's own subspace included, is carried by the twist `S_b,l`, and its velocity
//! `v_0 = S_b v_b` with it (the base's rates `v_b` stay). Every motion, force and subspace turns
//! with the robot, so `τ = Sᵀ F` changes only through gravity, which stays in the world: at the
//! root, gravity's `a_g = [0; −g]` gives the base's columns `ψ_b,l = 0` and
//! `α_b,l = a_g × S_b,l` in the first formula, every row being in the base's subtree (for a turn
//! `[0; e_l × g_b]`, so `∂τ/∂θ_l = M[:, 0..3] (e_l × g_b)`; the base's position changes nothing).
//! A rate `v_b,l` of the base adds `S_b,l` to every velocity (`v_0`'s too) and
//! `S_b,l × (v_i − v_0)` to each body's acceleration (the base's own, `S_b v̇_b`, has no
//! velocity-product term), hence one `ψ`, not two:
//! `∂τ_k/∂v_b,l = (B^cᵀ_k S_k)ᵀ S_b,l + (I^c_k S_k)ᵀ (v_0 × S_b,l)` in every row. The joints'
//! losses add their diagonal `∂τ_loss/∂q̇`; the armature is in `∂τ/∂a = M`
//! ([`floating_crba`](crate::floating_crba)).
//!
//! # Forward dynamics
//!
//! `a = M⁻¹ (τ − C v − g − τ_loss)` solves `ID(q, v, a) = τ`, so at `a = ABA(q, v, τ)`:
//! `∂a/∂q = −M⁻¹ ∂τ/∂q`, `∂a/∂v = −M⁻¹ ∂τ/∂v` (losses included) and `∂a/∂τ = M⁻¹`, `M⁻¹` from
//! the Cholesky factor of `M` (made exactly symmetric).
//!
//! Cost: `O(n)` `6 × 6` products and `O(nv²)` six-dimensional dot products for `∂τ`, `O(nv³)`
//! for `M⁻¹` and the two products. Checked against central differences of [`floating_rnea`] and
//! [`floating_aba`] along `integrate` and against Pinocchio 4.1's values
//! (`runtime/tests/floating.rs`).

use crate::algorithm::aba::floating_aba;
use crate::algorithm::crba::{composite_inertias, crba_core};
use crate::algorithm::kinematics::{
    accelerations, frames, gravity_acceleration, velocities, Frames, Geometry,
};
use crate::algorithm::rnea::floating_rnea;
use crate::api::error::{DynamicsError, Finite};
use crate::multibody::cholesky::Cholesky;
use crate::multibody::floating::FloatingMultibody;
use crate::multibody::spatial::{cross_force, cross_motion, SpatialInertia, M6, V6};
use crate::multibody::Multibody;
use chaindyn_model::free_flyer::{NQ, NV};
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

/// The three derivatives of a floating tree's dynamics function `f(q, v, x)`.
#[derive(Debug, Clone, PartialEq)]
pub struct FloatingDerivatives {
    /// `∂f/∂q` in the tangent space (`nv × nv`).
    pub dq: DMatrix<f64>,
    /// `∂f/∂v`.
    pub dv: DMatrix<f64>,
    /// `∂f/∂x`: for inverse dynamics `∂τ/∂a = M`, for forward dynamics `∂a/∂τ = M⁻¹`.
    pub dx: DMatrix<f64>,
}

/// `(∂τ/∂q, ∂τ/∂v)` of inverse dynamics at the geometry `geo`, velocity `v` and acceleration `a`
/// (checked), the joints' losses included.
fn inverse_dynamics_partials(
    fm: &FloatingMultibody,
    geo: &Geometry,
    v: &DVector<f64>,
    a: &DVector<f64>,
) -> (DMatrix<f64>, DMatrix<f64>) {
    let fr = &geo.fr;
    let (vb, qd) = v.as_slice().split_at(NV);
    let (ab, qdd) = a.as_slice().split_at(NV);
    let n = qd.len();
    let nv = NV + n;
    // The base's unit twists about its origin, as motions about `P`.
    let sb: [V6; NV] = std::array::from_fn(|k| {
        let mut e = [0.0; NV];
        e[k] = 1.0;
        geo.motion_at_p(&e)
    });
    // Gravity as the world's acceleration at the root.
    let a_world = -geo.gravity_motion();
    let v0 = geo.motion_at_p(vb);
    let a0 = geo.motion_at_p(ab) + a_world;
    let vel = geo.velocities(&v0, qd);
    let c = geo.bias_accelerations(&vel, qd);
    let mut acc: Vec<V6> = Vec::with_capacity(n);
    for i in 0..n {
        let ai = fr.parents[i].map_or(a0, |p| acc[p]) + c[i] + fr.s[i] * qdd[i];
        acc.push(ai);
    }
    // Backward pass: each subtree's composite inertia `I^c`, force `F` and `B^c`; the whole
    // robot's (the base's row) last.
    let mut ic: Vec<SpatialInertia> = fr.inertia.clone();
    let mut fc: Vec<V6> = (0..n)
        .map(|i| fr.inertia[i].mul(&acc[i]) + cross_force(&vel[i], &fr.inertia[i].mul(&vel[i])))
        .collect();
    let mut bc: Vec<M6> = (0..n)
        .map(|i| fr.inertia[i].velocity_coupling(&vel[i]))
        .collect();
    let mut ic0 = geo.base_inertia;
    let mut bc0 = geo.base_inertia.velocity_coupling(&v0);
    for i in (0..n).rev() {
        let (ici, fci, bci) = (ic[i], fc[i], bc[i]);
        match fr.parents[i] {
            Some(p) => {
                ic[p] = ic[p].add(&ici);
                fc[p] += fci;
                bc[p] += bci;
            }
            None => {
                ic0 = ic0.add(&ici);
                bc0 += bci;
            }
        }
    }
    // Row `r`'s subspace `S_r`, `u_r = I^c_r S_r` and `w_r = B^cᵀ_r S_r` (rows `0..6` the base's).
    let s: Vec<V6> = sb.iter().chain(&fr.s).copied().collect();
    let u: Vec<V6> = (0..nv)
        .map(|r| match r.checked_sub(NV) {
            None => ic0.mul(&s[r]),
            Some(k) => ic[k].mul(&s[r]),
        })
        .collect();
    let w: Vec<V6> = (0..nv)
        .map(|r| match r.checked_sub(NV) {
            None => bc0.tr_mul(&s[r]),
            Some(k) => bc[k].tr_mul(&s[r]),
        })
        .collect();
    let mut dq = DMatrix::zeros(nv, nv);
    let mut dv = DMatrix::zeros(nv, nv);
    // The base's columns: every row lies in the base's subtree.
    for k in 0..NV {
        let alpha = cross_motion(&a_world, &sb[k]);
        let psi = cross_motion(&v0, &sb[k]);
        for r in 0..nv {
            dq[(r, k)] = u[r].dot(&alpha);
            dv[(r, k)] = w[r].dot(&sb[k]) + u[r].dot(&psi);
        }
    }
    // The joints' columns.
    for j in 0..n {
        let sj = &fr.s[j];
        let psi = cross_motion(&vel[j], sj);
        let alpha = cross_motion(&acc[j], sj) + cross_motion(&vel[j], &psi);
        let y = cross_force(sj, &fc[j]) + ic[j].mul(&alpha) + bc[j] * psi;
        let z = bc[j] * sj + ic[j].mul(&psi) * 2.0;
        let col = NV + j;
        for r in 0..NV {
            dq[(r, col)] = s[r].dot(&y);
            dv[(r, col)] = s[r].dot(&z);
        }
        for k in 0..n {
            let r = NV + k;
            if fr.supports(j, k) {
                dq[(r, col)] = u[r].dot(&alpha) + w[r].dot(&psi);
                dv[(r, col)] = w[r].dot(sj) + 2.0 * u[r].dot(&psi);
            } else if fr.supports(k, j) {
                dq[(r, col)] = s[r].dot(&y);
                dv[(r, col)] = s[r].dot(&z);
            }
        }
    }
    let mut losses = DMatrix::zeros(n, n);
    crate::algorithm::joint_losses::add_losses_derivative(fm.joints(), qd, &mut losses);
    let mut block = dv.view_mut((NV, NV), (n, n));
    block += losses;
    (dq, dv)
}

/// `out` if every entry is finite_derivatives, else [`DynamicsError::NonFiniteResult`].
fn finite_derivatives(out: FloatingDerivatives) -> Result<FloatingDerivatives, DynamicsError> {
    if [&out.dq, &out.dv, &out.dx]
        .iter()
        .any(|m| m.iter().any(|x| !x.is_finite()))
    {
        return Err(DynamicsError::NonFiniteResult {
            quantity: "floating-base derivatives",
        });
    }
    Ok(out)
}

/// `∂τ/∂q`, `∂τ/∂v` and `∂τ/∂a = M` of [`floating_rnea`] at `(q, v, a)`, analytic, `∂/∂q` in
/// the tangent space (Pinocchio's `computeRNEADerivatives` with a free-flyer), the joints'
/// armature and losses included as [`floating_rnea`] includes them. Fails as [`floating_rnea`]
/// on its arguments, and on a result that overflows `f64` ([`DynamicsError::NonFiniteResult`]).
pub fn floating_rnea_derivatives(
    fm: &FloatingMultibody,
    q: &DVector<f64>,
    v: &DVector<f64>,
    a: &DVector<f64>,
) -> Result<FloatingDerivatives, DynamicsError> {
    // Its checks and diagnoses (an overflow of τ itself says "inverse dynamics").
    floating_rnea(fm, q, v, a)?;
    let geo = fm.state(q)?;
    let (dq, dv) = inverse_dynamics_partials(fm, &geo, v, a);
    let qj: Vec<f64> = q.iter().skip(NQ).copied().collect();
    let dx = crba_core(fm, &geo, &qj);
    finite_derivatives(FloatingDerivatives { dq, dv, dx })
}

/// The derivatives of forward dynamics and the acceleration they are taken at.
fn forward_derivatives(
    fm: &FloatingMultibody,
    q: &DVector<f64>,
    v: &DVector<f64>,
    tau: &DVector<f64>,
) -> Result<(FloatingDerivatives, DVector<f64>), DynamicsError> {
    let a = floating_aba(fm, q, v, tau)?;
    let geo = fm.state(q)?;
    let (dtau_dq, dtau_dv) = inverse_dynamics_partials(fm, &geo, v, &a);
    let qj: Vec<f64> = q.iter().skip(NQ).copied().collect();
    let m = crba_core(fm, &geo, &qj);
    let chol = Cholesky::new(&m).map_err(|p| floating_singular(fm, q, p.index, p.ratio))?;
    let inverse = chol.inverse();
    let minv = (&inverse + inverse.transpose()) * 0.5;
    let dq = -(&minv * dtau_dq);
    let dv = -(&minv * dtau_dv);
    let out = finite_derivatives(FloatingDerivatives { dq, dv, dx: minv })?;
    Ok((out, a))
}

/// The error of a floating_singular pivot of `M` at row `index` (the base's rows `0..6`), as
/// [`floating_aba`] words it.
fn floating_singular(
    fm: &FloatingMultibody,
    q: &DVector<f64>,
    index: usize,
    ratio: f64,
) -> DynamicsError {
    let joint = index.checked_sub(NV);
    let (name, body) = match joint.and_then(|i| fm.joints().chain().links.get(i)) {
        Some(l) => (l.joint.name.clone(), l.body.name.clone()),
        None => ("the free-flyer".to_owned(), fm.base().name.clone()),
    };
    DynamicsError::SingularMassMatrix {
        link: joint.unwrap_or(usize::MAX).min(fm.joint_count()),
        joint: name,
        body,
        configuration: q.iter().copied().collect(),
        pivot_ratio: ratio,
    }
}

/// `∂a/∂q`, `∂a/∂v` and `∂a/∂τ = M⁻¹` of [`floating_aba`] at `(q, v, τ)`, analytic (`−M⁻¹`
/// times inverse dynamics' derivatives at `a = ABA(q, v, τ)`), `∂/∂q` in the tangent space
/// (Pinocchio's `computeABADerivatives` with a free-flyer): the linearization
/// `A = [[0, 1], [∂a/∂q, ∂a/∂v]]`, `B = [0; ∂a/∂τ]` about the state, in the tangent space. Fails
/// as [`floating_aba`], and on a result that overflows `f64` ([`DynamicsError::NonFiniteResult`]).
pub fn floating_aba_derivatives(
    fm: &FloatingMultibody,
    q: &DVector<f64>,
    v: &DVector<f64>,
    tau: &DVector<f64>,
) -> Result<FloatingDerivatives, DynamicsError> {
    forward_derivatives(fm, q, v, tau).map(|(d, _)| d)
}

/// The linearization of a floating tree's dynamics about `(q, v, τ)` in the tangent space, for a
/// state perturbation `δx = [δq; δv]` with `q = integrate(q̄, δq)` (`2 nv` entries) and the
/// joints' torques as inputs (the base is unactuated): `δẋ = A δx + B δτ_joints`, with
///
/// `A = [[−ad_v, 1], [∂a/∂q, ∂a/∂v]]`, `B = [0; ∂a/∂τ_joints]`,
///
/// where `−ad_v` (on the base's six entries only; zero on the joints') is what moving along
/// `integrate` adds to `δq̇ = δv` when the base turns: `q̄ exp(δq)` moving at `v̄ + δv` has
/// `δq̇ = δv − ad_v̄ δq` to first order (`ad_v x = [ω × x_v + v × x_ω; ω × x_ω]` in `[v; ω]`
/// order). The derivatives are [`floating_aba_derivatives`]'.
#[derive(Debug, Clone, PartialEq)]
pub struct FloatingStateSpace {
    /// `a = v̇` at the point.
    pub a: DVector<f64>,
    /// `A` (`2 nv × 2 nv`).
    pub state: DMatrix<f64>,
    /// `B` (`2 nv × n`, the joints' torques).
    pub input: DMatrix<f64>,
}

/// [`FloatingStateSpace`] of a floating tree at `(q, v, τ)`.
pub fn floating_state_space(
    fm: &FloatingMultibody,
    q: &DVector<f64>,
    v: &DVector<f64>,
    tau: &DVector<f64>,
) -> Result<FloatingStateSpace, DynamicsError> {
    let (d, a) = forward_derivatives(fm, q, v, tau)?;
    let (nv, n) = (fm.nv(), fm.joint_count());
    let mut state = DMatrix::zeros(2 * nv, 2 * nv);
    // −ad_v on the base's block: [[−ω̂, −v̂], [0, −ω̂]] in [v; ω] order.
    let skew =
        |x: &[f64]| nalgebra::Matrix3::new(0.0, -x[2], x[1], x[2], 0.0, -x[0], -x[1], x[0], 0.0);
    let (lin, ang) = (skew(&v.as_slice()[0..3]), skew(&v.as_slice()[3..6]));
    state.fixed_view_mut::<3, 3>(0, 0).copy_from(&(-ang));
    state.fixed_view_mut::<3, 3>(0, 3).copy_from(&(-lin));
    state.fixed_view_mut::<3, 3>(3, 3).copy_from(&(-ang));
    state
        .view_mut((0, nv), (nv, nv))
        .copy_from(&DMatrix::identity(nv, nv));
    state.view_mut((nv, 0), (nv, nv)).copy_from(&d.dq);
    state.view_mut((nv, nv), (nv, nv)).copy_from(&d.dv);
    let mut input = DMatrix::zeros(2 * nv, n);
    input
        .view_mut((nv, 0), (nv, n))
        .copy_from(&d.dx.columns(nv - n, n));
    Ok(FloatingStateSpace { a, state, input })
}
