//! Controller design on linearized chains: the workflow of the n-link pendulum linearization
//! notes (2015), of Lin & Yae, "Recursive Linearization of Multibody Dynamics Equations of
//! Motion", and of Ordaz Oliver, Santos Sánchez & López Morales, "On the sub-optimal feedback
//! control law synthesis of underactuated systems", IJICIC 5(9), 2009: "linearize, then design a
//! linear regulator, then run it on the nonlinear model".
//!
//! | what | items | module |
//! | --- | --- | --- |
//! | continuous / discrete algebraic Riccati equations (structure-preserving doubling + Newton refinement) | [`solve_care`], [`solve_dare`], [`care_residual`], [`dare_residual`], [`RiccatiOptions`] | `riccati` |
//! | Lyapunov and Stein equations (Bartels–Stewart on the real Schur form) | [`solve_lyapunov`], [`solve_stein`] | `riccati` |
//! | LQR gains, continuous and discrete; zero-order-hold discretization | [`lqr`], [`dlqr`], [`Lqr`], [`discretize_zoh`] | `lqr` |
//! | LQR at an equilibrium of a [`Dynamics`] chain with an actuation matrix | [`StateFeedback`], [`StateFeedback::lqr`] | `lqr` |
//! | Lin & Yae's decoupled pole placement (eqs. 34–38) | [`DecoupledPd`] | `pole_placement` |
//! | the energy-based sub-optimal law of Ordaz Oliver et al. 2009 (eq. 39) with LQR gains (eq. 56) | [`EnergyBased`] | `energy` |
//! | one integration step `x' = Φ(x, u)` (semi-implicit Euler, RK4) and its exact Jacobians; on a floating base, semi-implicit Euler on the configuration manifold with tangent-space Jacobians; what a step offers trajectory optimisation | [`Discretized`], [`Scheme`], [`StepJacobians`], [`FloatingDiscretized`], [`FloatingStepJacobians`], [`DiscreteSystem`] | `discrete` |
//! | trajectory optimisation on any [`DiscreteSystem`]: iLQR with box-limited inputs (control-limited backward pass), one solver for both bases | [`Ilqr`], [`QuadraticCost`], [`IlqrOptions`], [`IlqrSolution`]; a floating base's names for them: [`FloatingIlqr`], [`FloatingCost`], [`FloatingIlqrSolution`] | `ilqr` |
//! | optimal control over knots that may differ (Crocoddyl's shooting problem): FDDP with box-limited inputs (Box-FDDP), guesses with gaps | [`ActionModel`], [`ShootingProblem`], [`Fddp`], [`FddpOptions`], [`FddpSolution`], [`KnotDerivatives`] | `shooting` |
//! | a legged robot's knots: steps of the contact-constrained dynamics on its active contacts, impacts, a gait's costs (friction pyramids, swing feet, centre of mass) | [`ContactKnot`], [`LeggedCost`], [`FloatingState`] | `legged` |
//! | a quadruped's trot and standing task (Crocoddyl's `SimpleQuadrupedalGaitProblem`), the quasi-static guess | [`Quadruped`], [`Trot`], [`QuadrupedProblem`] | `gait` |
//! | model-predictive control on a shooting problem (warm-started receding horizon) | [`RecedingHorizon`], [`MpcUpdate`] | `mpc` |
//!
//! # Conventions
//!
//! * State `x = [q; q̇]` (`2N`), generalized forces `τ` (`N`), actuator inputs `u` (`M`), and an
//!   **actuation matrix** `S` (`N × M`) with `τ = S u`: the identity for a fully actuated chain,
//!   `[1, 0]ᵀ` for the Pendubot (Ordaz Oliver et al. 2009: only joint 1 driven), `[0, 1]ᵀ` for
//!   the Acrobot. The linearization of a chain with inputs `u` is
//!   `A = [[0, I], [∂q̈/∂q, ∂q̈/∂q̇]]`, `B = [[0], [M⁻¹ S]]`.
//! * Continuous LQR minimises `∫ xᵀQx + uᵀRu dt` with `u = −Kx`, `K = R⁻¹BᵀP`, `P` the
//!   stabilizing solution of `AᵀP + PA − PBR⁻¹BᵀP + Q = 0` (Ordaz Oliver et al. 2009, eq. 20).
//!   Discrete LQR minimises `Σ xₖᵀQxₖ + uₖᵀRuₖ` with `K = (R + BᵀPB)⁻¹BᵀPA`,
//!   `P = AᵀPA − AᵀPB(R + BᵀPB)⁻¹BᵀPA + Q`.
//! * On a floating base ([`crate::FloatingDynamics`]) the state is `(q, v)` and its deviations
//!   live in the tangent space (`[difference(q̄, q); v − v̄]`, `2 nv` numbers); [`lqr`] takes the
//!   continuous `(A, B)` of [`crate::FloatingDynamics::linearize`] as they are, [`dlqr`] after
//!   [`discretize_zoh`] (or [`FloatingDiscretized::step_jacobians`]' discrete ones).
//! * Errors of revolute joints are wrapped to `(−π, π]` by the nonlinear controllers
//!   ([`wrap_angle`]), so "upright" is reached from either side.

mod discrete;
mod energy;
mod error;
mod gait;
mod ilqr;
mod legged;
mod lqr;
mod mpc;
mod pole_placement;
mod riccati;
mod shooting;

pub use discrete::{
    DiscreteSystem, Discretized, FloatingDiscretized, FloatingStepJacobians, Scheme, StepJacobians,
};
pub use energy::EnergyBased;
pub use error::ControlError;
pub use gait::{Quadruped, QuadrupedProblem, Trot};
pub use ilqr::{
    FloatingCost, FloatingIlqr, FloatingIlqrSolution, Ilqr, IlqrOptions, IlqrSolution, IlqrStop,
    IterationReport, QuadraticCost,
};
pub use legged::{ContactKnot, FloatingState, LeggedCost};
pub use lqr::{discretize_zoh, dlqr, lqr, Lqr, StateFeedback, MAX_ZOH_NORM};
pub use mpc::{MpcUpdate, RecedingHorizon};
pub use pole_placement::DecoupledPd;
pub use riccati::{
    care_residual, dare_residual, solve_care, solve_care_with, solve_dare, solve_dare_with,
    solve_lyapunov, solve_stein, RiccatiOptions, RiccatiSolution, MAX_RELATIVE_RESIDUAL, PBH_TOL,
};
pub use shooting::{
    ActionModel, Fddp, FddpIteration, FddpOptions, FddpSolution, FddpStop, KnotDerivatives,
    ShootingProblem,
};

use crate::api::dynamics::Dynamics;
use chaindyn_model::JointKind;
use nalgebra::{DMatrix, Dim, Matrix, SMatrix, SVector, Storage};
use std::f64::consts::PI;

/// `x` wrapped to `(−π, π]`.
pub fn wrap_angle(x: f64) -> f64 {
    let y = (x + PI).rem_euclid(2.0 * PI) - PI;
    if y == -PI {
        PI
    } else {
        y
    }
}

/// Which coordinates are angles (revolute joints): their errors are wrapped.
pub(crate) fn revolute_mask<const N: usize, D: Dynamics<N>>(model: &D) -> [bool; N] {
    let chain = model.chain();
    let mut mask = [false; N];
    for (m, link) in mask.iter_mut().zip(&chain.links) {
        *m = link.joint.kind == JointKind::Revolute;
    }
    mask
}

/// `q − q_ref` with revolute entries wrapped to `(−π, π]`.
pub(crate) fn position_error<const N: usize>(
    q: &SVector<f64, N>,
    q_ref: &SVector<f64, N>,
    revolute: &[bool; N],
) -> SVector<f64, N> {
    SVector::from_fn(|i, _| {
        let e = q[i] - q_ref[i];
        if revolute[i] {
            wrap_angle(e)
        } else {
            e
        }
    })
}

/// A weight given as any nalgebra matrix (`DMatrix`, `SMatrix`, a view), as a dynamic matrix:
/// [`ControlError::DimensionMismatch`] naming `argument` unless it is `size × size`.
pub(crate) fn square_weight<R: Dim, C: Dim, S: Storage<f64, R, C>>(
    argument: &'static str,
    m: &Matrix<f64, R, C, S>,
    size: usize,
) -> Result<DMatrix<f64>, ControlError> {
    if m.shape() != (size, size) {
        return Err(ControlError::DimensionMismatch {
            argument,
            expected: (size, size),
            found: m.shape(),
        });
    }
    Ok(DMatrix::from_fn(size, size, |i, j| m[(i, j)]))
}

/// `(A, B)` of `ẋ = f(x, S u)` at the equilibrium `q_eq` (holding force `g(q_eq)`), as dynamic
/// matrices: `A = [[0, I], [∂q̈/∂q, 0]]`, `B = [[0], [M⁻¹ S]]`.
pub(crate) fn equilibrium_state_space<const N: usize, const M: usize, D: Dynamics<N>>(
    model: &D,
    q_eq: &SVector<f64, N>,
    actuation: &SMatrix<f64, N, M>,
) -> (DMatrix<f64>, DMatrix<f64>) {
    let lin = model.linearize_equilibrium(q_eq);
    let mut a = DMatrix::zeros(2 * N, 2 * N);
    let mut b = DMatrix::zeros(2 * N, M);
    let minv_s = lin.minv * actuation;
    for i in 0..N {
        a[(i, N + i)] = 1.0;
        for j in 0..N {
            a[(N + i, j)] = lin.dqdd_dq[(i, j)];
            a[(N + i, N + j)] = lin.dqdd_dqd[(i, j)];
        }
        for j in 0..M {
            b[(N + i, j)] = minv_s[(i, j)];
        }
    }
    (a, b)
}

/// The actuator input `u_eq` with `S u_eq = g(q_eq)` (least squares), or
/// [`ControlError::NotAnEquilibrium`] when the holding force is not in the range of `S`.
pub(crate) fn holding_input<const N: usize, const M: usize, D: Dynamics<N>>(
    model: &D,
    q_eq: &SVector<f64, N>,
    actuation: &SMatrix<f64, N, M>,
) -> Result<SVector<f64, M>, ControlError> {
    if actuation.iter().any(|x| !x.is_finite()) {
        return Err(ControlError::NonFinite {
            argument: "actuation",
        });
    }
    let g = model.gravity(q_eq);
    let sts = actuation.transpose() * actuation;
    let chol = sts
        .cholesky()
        .ok_or(ControlError::RankDeficientActuation { inputs: M })?;
    let u = chol.solve(&(actuation.transpose() * g));
    let miss = (actuation * u - g).norm();
    if miss > 1e-9 * g.norm().max(1.0) {
        return Err(ControlError::NotAnEquilibrium {
            configuration: q_eq.iter().copied().collect(),
            unbalanced_force: miss,
        });
    }
    Ok(u)
}
