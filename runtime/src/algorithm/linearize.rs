//! The recursive linearizer: analytic first-order model of the dynamics at any state
//! `(q, q̇, τ)`, from the analytic derivatives of recursive Newton–Euler
//! ([`rnea_derivatives`](crate::rnea_derivatives)) and of the mass matrix
//! ([`mass_matrix_derivative`](crate::mass_matrix_derivative)). No finite differences.
//!
//! With `q̈ = FD(q, q̇, τ)` and `ID(q, q̇, q̈) = M q̈ + C q̇ + g + τ_loss(q̇)`, differentiating
//! `ID(q, q̇, FD(q, q̇, τ)) = τ` gives
//! `∂q̈/∂q = -M⁻¹ ∂ID/∂q`, `∂q̈/∂q̇ = -M⁻¹ ∂ID/∂q̇`, `∂q̈/∂τ = M⁻¹`,
//! with `∂ID/∂q` evaluated at that `q̈`. For `x = [q; q̇]`:
//! `A = [[0, I], [∂q̈/∂q, ∂q̈/∂q̇]]`, `B = [[0], [M⁻¹]]`.

use crate::algorithm::crba::{composite_inertias, crba_columns};
use crate::algorithm::forward_dynamics::singular;
use crate::algorithm::joint_losses::{add_losses_derivative, subtract_losses};
use crate::algorithm::kinematics::{accelerations, frames, gravity_acceleration, velocities};
use crate::algorithm::mass_derivative::mass_derivative_core;
use crate::algorithm::rnea::rnea_core;
use crate::algorithm::rnea_derivatives::derivative_core;
use crate::api::error::{DynamicsError, Finite};
use crate::multibody::cholesky::Cholesky;
use crate::multibody::spatial::V6;
use crate::multibody::Multibody;
use nalgebra::{DMatrix, DVector};

/// Every block of the first-order model at one state, in the chain's angle
/// convention. Produced by [`linearize`] (analytic) or
/// [`finite_diff::linearize`](crate::finite_diff::linearize) (central differences).
#[derive(Debug, Clone, PartialEq)]
pub struct Linearization {
    /// `q̈ = FD(q, q̇, τ)`.
    pub qdd: DVector<f64>,
    /// `M(q)`.
    pub mass_matrix: DMatrix<f64>,
    /// `M(q)⁻¹` (= `∂q̈/∂τ`).
    pub mass_matrix_inverse: DMatrix<f64>,
    /// `dmass_dq[j] = ∂M/∂q_j`, so `∂M_kl/∂q_j = dmass_dq[j][(k, l)]`.
    pub dmass_dq: Vec<DMatrix<f64>>,
    /// `∂(C q̇)/∂q`.
    pub dcoriolis_dq: DMatrix<f64>,
    /// `∂(C q̇)/∂q̇`.
    pub dcoriolis_dqd: DMatrix<f64>,
    /// `∂g/∂q` (the Hessian of the potential energy, symmetric).
    pub dgravity_dq: DMatrix<f64>,
    /// `∂τ/∂q` of inverse dynamics at `(q, q̇, q̈)`:
    /// `Σ_j (∂M/∂q_j) q̈ e_jᵀ + ∂(C q̇)/∂q + ∂g/∂q`.
    pub dtau_dq: DMatrix<f64>,
    /// `∂τ/∂q̇` of inverse dynamics (= `∂(C q̇)/∂q̇ + ∂τ_loss/∂q̇`).
    pub dtau_dqd: DMatrix<f64>,
    /// `∂q̈/∂q` of forward dynamics at fixed `τ`.
    pub dqdd_dq: DMatrix<f64>,
    /// `∂q̈/∂q̇` of forward dynamics at fixed `τ`.
    pub dqdd_dqd: DMatrix<f64>,
    /// State matrix (`2n x 2n`) for `x = [q; q̇]`.
    pub a: DMatrix<f64>,
    /// Input matrix (`2n x n`).
    pub b: DMatrix<f64>,
}

impl Finite for Linearization {
    fn all_finite(&self) -> bool {
        self.qdd.all_finite()
            && self.mass_matrix.all_finite()
            && self.mass_matrix_inverse.all_finite()
            && self.dmass_dq.all_finite()
            && self.dcoriolis_dq.all_finite()
            && self.dcoriolis_dqd.all_finite()
            && self.dgravity_dq.all_finite()
            && self.dtau_dq.all_finite()
            && self.dtau_dqd.all_finite()
            && self.dqdd_dq.all_finite()
            && self.dqdd_dqd.all_finite()
            && self.a.all_finite()
            && self.b.all_finite()
    }
}

/// The state-space part of the model only; see [`state_space`].
#[derive(Debug, Clone, PartialEq)]
pub struct StateSpace {
    /// `q̈ = FD(q, q̇, τ)`.
    pub qdd: DVector<f64>,
    /// State matrix (`2n x 2n`) for `x = [q; q̇]`.
    pub a: DMatrix<f64>,
    /// Input matrix (`2n x n`).
    pub b: DMatrix<f64>,
}

impl Finite for StateSpace {
    fn all_finite(&self) -> bool {
        self.qdd.all_finite() && self.a.all_finite() && self.b.all_finite()
    }
}

/// `A = [[0, I], [dq, dqd]]`, `B = [[0], [minv]]`.
pub(crate) fn assemble(
    dq: &DMatrix<f64>,
    dqd: &DMatrix<f64>,
    minv: &DMatrix<f64>,
) -> (DMatrix<f64>, DMatrix<f64>) {
    let n = dq.nrows();
    let mut a = DMatrix::zeros(2 * n, 2 * n);
    a.view_mut((0, n), (n, n)).fill_with_identity();
    a.view_mut((n, 0), (n, n)).copy_from(dq);
    a.view_mut((n, n), (n, n)).copy_from(dqd);
    let mut b = DMatrix::zeros(2 * n, n);
    b.view_mut((n, 0), (n, n)).copy_from(minv);
    (a, b)
}

fn check_state(
    mb: &Multibody,
    q: &DVector<f64>,
    qd: &DVector<f64>,
    tau: &DVector<f64>,
) -> Result<(), DynamicsError> {
    mb.check("q", q)?;
    mb.check("qd", qd)?;
    mb.check("tau", tau)
}

/// The full analytic linearization at state `(q, q̇)` under generalized force `τ`
/// (all in the chain's angle convention). Three derivative passes share one
/// kinematics evaluation: velocity terms (`q̈ = 0`, no gravity) give `∂(C q̇)/∂q` and
/// `∂(C q̇)/∂q̇`, a static pass gives `∂g/∂q`, and [`mass_matrix_derivative`]'s
/// recursion gives `∂M/∂q`; then `∂τ/∂q = ∂(Cq̇)/∂q + ∂g/∂q + (∂M/∂q) q̈`.
/// Cost `O(n³)` because of the `n³` entries of `∂M/∂q`; [`state_space`] is the `O(n²)`
/// (plus solves) path to `A` and `B` alone.
///
/// [`mass_matrix_derivative`]: crate::mass_matrix_derivative
pub fn linearize(
    mb: &Multibody,
    q: &DVector<f64>,
    qd: &DVector<f64>,
    tau: &DVector<f64>,
) -> Result<Linearization, DynamicsError> {
    check_state(mb, q, qd, tau)?;
    let n = mb.dof();
    let (q, qd, tau) = (
        mb.coords_to_relative(q),
        mb.coords_to_relative(qd),
        mb.force_to_relative(tau),
    );
    let fr = frames(mb, q.as_slice());
    let ic = composite_inertias(&fr);
    let m = crba_columns(mb, q.as_slice());
    let chol = Cholesky::new(&m).map_err(|p| singular(mb, p, &q))?;

    // Velocity terms: q̈ = 0, no gravity.
    let v = velocities(&fr, qd.as_slice());
    let a_vel = accelerations(&fr, &v, qd.as_slice(), None, V6::zeros());
    let vel = derivative_core(&fr, &ic, &v, &a_vel);
    // Gravity terms: at rest.
    let rest = vec![V6::zeros(); n];
    let a_g = vec![gravity_acceleration(mb); n];
    let grav = derivative_core(&fr, &ic, &rest, &a_g);

    let mut qdd = tau - &vel.tau - &grav.tau;
    subtract_losses(mb, qd.as_slice(), &mut qdd);
    chol.solve_in_place(qdd.as_mut_slice());
    let dm = mass_derivative_core(&fr, &ic);
    let mut dtau_dq = &vel.dtau_dq + &grav.dtau_dq;
    for (j, dj) in dm.iter().enumerate() {
        let col = dj * &qdd;
        let mut target = dtau_dq.column_mut(j);
        target += col;
    }
    let mut dtau_dqd = vel.dtau_dqd.clone();
    add_losses_derivative(mb, qd.as_slice(), &mut dtau_dqd);
    let dqdd_dq = -chol.solve_matrix(&dtau_dq);
    let dqdd_dqd = -chol.solve_matrix(&dtau_dqd);
    let minv = chol.inverse();

    let dqdd_dq = mb.similarity(dqdd_dq);
    let dqdd_dqd = mb.similarity(dqdd_dqd);
    let minv = mb.inverse_congruence(minv);
    let (a, b) = assemble(&dqdd_dq, &dqdd_dqd, &minv);
    crate::api::error::finite(
        "linearization",
        Linearization {
            qdd: mb.coords_from_relative(qdd),
            mass_matrix: mb.congruence(m),
            mass_matrix_inverse: minv,
            dmass_dq: mb.mass_derivative_from_relative(dm),
            dcoriolis_dq: mb.congruence(vel.dtau_dq),
            dcoriolis_dqd: mb.congruence(vel.dtau_dqd),
            dgravity_dq: mb.congruence(grav.dtau_dq),
            dtau_dq: mb.congruence(dtau_dq),
            dtau_dqd: mb.congruence(dtau_dqd),
            dqdd_dq,
            dqdd_dqd,
            a,
            b,
        },
    )
}

/// The lean analytic linearization: `A` and `B` only. One kinematics pass, RNEA bias,
/// CRBA, Cholesky, one analytic RNEA-derivative pass at `q̈ = FD(q, q̇, τ)` (gravity
/// included), and the solves with `M`: `O(n²)` recursion work plus `O(n³)` dense
/// solves.
pub fn state_space(
    mb: &Multibody,
    q: &DVector<f64>,
    qd: &DVector<f64>,
    tau: &DVector<f64>,
) -> Result<StateSpace, DynamicsError> {
    check_state(mb, q, qd, tau)?;
    let (q, qd, tau) = (
        mb.coords_to_relative(q),
        mb.coords_to_relative(qd),
        mb.force_to_relative(tau),
    );
    let fr = frames(mb, q.as_slice());
    let ic = composite_inertias(&fr);
    let m = crba_columns(mb, q.as_slice());
    let chol = Cholesky::new(&m).map_err(|p| singular(mb, p, &q))?;
    let v = velocities(&fr, qd.as_slice());
    let mut a = accelerations(&fr, &v, qd.as_slice(), None, gravity_acceleration(mb));
    let bias = rnea_core(&fr, &v, &a);
    let mut qdd = tau - bias;
    subtract_losses(mb, qd.as_slice(), &mut qdd);
    chol.solve_in_place(qdd.as_mut_slice());
    // Add the joint accelerations to the bias accelerations.
    let mut acc = V6::zeros();
    for (i, ai) in a.iter_mut().enumerate() {
        acc += fr.s[i] * qdd[i];
        *ai += acc;
    }
    let d = derivative_core(&fr, &ic, &v, &a);
    let mut dtau_dqd = d.dtau_dqd;
    add_losses_derivative(mb, qd.as_slice(), &mut dtau_dqd);
    let dqdd_dq = mb.similarity(-chol.solve_matrix(&d.dtau_dq));
    let dqdd_dqd = mb.similarity(-chol.solve_matrix(&dtau_dqd));
    let minv = mb.inverse_congruence(chol.inverse());
    let (a, b) = assemble(&dqdd_dq, &dqdd_dqd, &minv);
    crate::api::error::finite(
        "state-space model",
        StateSpace {
            qdd: mb.coords_from_relative(qdd),
            a,
            b,
        },
    )
}
