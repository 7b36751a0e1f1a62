//! Trajectory optimisation by iLQR (iterative LQR: Li & Todorov 2004; DDP without the dynamics'
//! second derivatives) on any [`DiscreteSystem`] (a fixed base's [`Discretized`] chain, a floating
//! base's [`FloatingDiscretized`] step on the configuration manifold), with box limits on the
//! inputs: one solver, one cost and one solution type for every robot.
//!
//! Problem: over `T` steps from a fixed `x_0`, minimise
//! `Σ_{k<T} ½ e_kᵀ Q e_k + ½ (u_k − u_ref)ᵀ R (u_k − u_ref) + ½ e_Tᵀ Q_f e_T`, with
//! `e_k = x_k ⊖ x_ref` ([`DiscreteSystem::deviation`]: `x_k − x_ref` on a fixed base,
//! `[difference(q_ref, q_k); v_k − v_ref]` on a floating one), subject to `x_{k+1} = Φ(x_k, u_k)`
//! and `lower ≤ u_k ≤ upper`. The cost's gradient in the tangent space uses the exact Jacobian of
//! the error ([`DiscreteSystem::deviation_jacobian`]: the identity, or the inverse of SE(3)'s
//! right Jacobian on a floating base), its Hessian the Gauss–Newton `Jᵀ Q J`.
//!
//! Each iteration linearizes the step along the current trajectory
//! ([`DiscreteSystem::transition_jacobians`], exact Jacobians), runs the backward pass (the value function's quadratic model, regularised by
//! `μ` on `V_xx` as in Tassa, Erez & Todorov 2012), and a forward pass with a backtracking line
//! search on the feed-forward term.
//!
//! **Input limits: box-constrained backward pass** (Tassa, Mansard & Todorov, "Control-Limited
//! Differential Dynamic Programming", ICRA 2014). At every step the feed-forward correction solves
//! the box-constrained quadratic program `min ½ δuᵀ Q_uu δu + Q_uᵀ δu`,
//! `lower − ū ≤ δu ≤ upper − ū`, by projected Newton; the feedback rows of the inputs clamped at
//! a limit are zero, so the value function's model knows that those inputs cannot respond. This
//! was chosen over clamping the inputs of an unconstrained solution in the forward pass (the
//! simpler alternative): clamping leaves the backward pass planning with feedback that the
//! limits then cancel, which stalls convergence on exactly the saturated swing-ups this solver is
//! for; the box QP costs a few small Cholesky factorisations per step.
//!
//! The per-node buffers (trajectory, Jacobians, gains) are allocated once per [`Ilqr::solve`]; the
//! iterations allocate nothing for fixed-size problems.

use super::discrete::{DiscreteSystem, FloatingDiscretized};
use super::riccati::{check_input_weight, check_state_weight};
use super::ControlError;
use crate::api::error::{number, DynamicsError};
use nalgebra::{DMatrix, SMatrix, SVector};

#[cfg(doc)]
use super::discrete::Discretized;

/// A quadratic tracking cost around a reference state and input, on the error
/// `e = x ⊖ x_ref` of the system's states ([`DiscreteSystem::deviation`]).
///
/// The state type `X` is the system's: `SVector<f64, NX>` (`[q; q̇]`, the default) for a fixed
/// base's [`Discretized`], `(q, v)` for a floating base's [`FloatingDiscretized`]
/// ([`FloatingCost`]).
#[derive(Debug, Clone, PartialEq)]
pub struct QuadraticCost<const NX: usize, const M: usize, X = SVector<f64, NX>> {
    /// Running weight `Q` on the error (symmetric positive semi-definite).
    pub q: SMatrix<f64, NX, NX>,
    /// Running input weight `R` (symmetric positive definite).
    pub r: SMatrix<f64, M, M>,
    /// Terminal weight `Q_f` (symmetric positive semi-definite).
    pub q_final: SMatrix<f64, NX, NX>,
    /// Reference state (on a floating base, its quaternion of unit norm).
    pub x_ref: X,
    /// Reference input (for example the holding input at the target).
    pub u_ref: SVector<f64, M>,
}

/// The cost of a floating base's trajectory: a [`QuadraticCost`] on its states `(q, v)`, the
/// error `e = [difference(q_ref, q); v − v_ref]` (`NX = 2 NV`), the inputs the joints' torques
/// (`NU = NV − 6`).
pub type FloatingCost<const NQ: usize, const NV: usize, const NX: usize, const NU: usize> =
    QuadraticCost<NX, NU, (SVector<f64, NQ>, SVector<f64, NV>)>;

impl<const NX: usize, const M: usize> QuadraticCost<NX, M> {
    /// The cost of a fixed base's trajectory: `xs` has one more element than `us`.
    pub fn total(&self, xs: &[SVector<f64, NX>], us: &[SVector<f64, M>]) -> f64 {
        let cost = |x: &SVector<f64, NX>, w: &SMatrix<f64, NX, NX>| {
            let dx = x - self.x_ref;
            0.5 * dx.dot(&(w * dx))
        };
        let running: f64 = xs
            .iter()
            .zip(us)
            .map(|(x, u)| cost(x, &self.q) + self.input_cost(u))
            .sum();
        running + xs.last().map_or(0.0, |x| cost(x, &self.q_final))
    }
}

impl<const NX: usize, const M: usize, X> QuadraticCost<NX, M, X> {
    /// `e = x ⊖ x_ref` on `system`'s states. Fails on a state `x` (or the cost's `x_ref`) that
    /// [`DiscreteSystem::check_state`] refuses, or an error that overflows `f64`
    /// ([`DynamicsError::NonFiniteResult`]: states near its limit, `1.8e308`, whose difference it
    /// cannot hold).
    pub fn error<Sys: DiscreteSystem<NX, M, State = X>>(
        &self,
        system: &Sys,
        x: &X,
    ) -> Result<SVector<f64, NX>, DynamicsError> {
        system.check_state("x", x)?;
        system.check_state("x_ref", &self.x_ref)?;
        let e = system.deviation(x, &self.x_ref)?;
        crate::api::error::finite("the error x ⊖ x_ref", e)
    }

    /// The cost of a trajectory of `system`: `states` `x_0 … x_T` of the inputs
    /// `u_0 … u_{T−1}`. Fails on lengths that do not match
    /// ([`DynamicsError::InvalidArgument`] naming `states.len()`), on the first state that
    /// [`QuadraticCost::error`] refuses, an input with a non-finite entry
    /// ([`DiscreteSystem::check_input`] naming `u` or `u_ref`), or a cost that overflows `f64`
    /// ([`DynamicsError::NonFiniteResult`]).
    pub fn total_of<Sys: DiscreteSystem<NX, M, State = X>>(
        &self,
        system: &Sys,
        states: &[X],
        inputs: &[SVector<f64, M>],
    ) -> Result<f64, DynamicsError> {
        if states.len() != inputs.len() + 1 {
            return Err(DynamicsError::InvalidArgument {
                argument: "states.len()",
                value: states.len() as f64,
                requirement: "inputs.len() + 1 (a state before and after each input)",
            });
        }
        system.check_input("u_ref", &self.u_ref)?;
        let weighted =
            |x: &X, w: &SMatrix<f64, NX, NX>| self.error(system, x).map(|e| 0.5 * e.dot(&(w * e)));
        let mut cost = 0.0;
        for (x, u) in states.iter().zip(inputs) {
            system.check_input("u", u)?;
            cost += weighted(x, &self.q)? + self.input_cost(u);
        }
        cost += weighted(&states[inputs.len()], &self.q_final)?;
        crate::api::error::finite("cost", cost)
    }

    /// `½ (u − u_ref)ᵀ R (u − u_ref)`.
    fn input_cost(&self, u: &SVector<f64, M>) -> f64 {
        let du = u - self.u_ref;
        0.5 * du.dot(&(self.r * du))
    }

    /// `½ eᵀ W e`, infinite where the error cannot be formed (the trajectory is then rejected).
    fn weighted<Sys: DiscreteSystem<NX, M, State = X>>(
        &self,
        system: &Sys,
        x: &X,
        w: &SMatrix<f64, NX, NX>,
    ) -> f64 {
        match system.deviation(x, &self.x_ref) {
            Ok(e) => 0.5 * e.dot(&(w * e)),
            Err(_) => f64::INFINITY,
        }
    }

    /// `(Jᵀ W e, Jᵀ W J)` with `J` the error's Jacobian in the tangent space at `x` (`W e` and
    /// `W` where it is the identity).
    #[allow(clippy::type_complexity)]
    fn model_at<Sys: DiscreteSystem<NX, M, State = X>>(
        &self,
        system: &Sys,
        x: &X,
        w: &SMatrix<f64, NX, NX>,
    ) -> Option<(SVector<f64, NX>, SMatrix<f64, NX, NX>)> {
        let e = system.deviation(x, &self.x_ref).ok()?;
        match system.deviation_jacobian(x, &self.x_ref).ok()? {
            None => Some((w * e, *w)),
            Some(j) => {
                let wj = w * j;
                Some((j.transpose() * (w * e), j.transpose() * wj))
            }
        }
    }
}

/// Settings of the solver.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct IlqrOptions {
    /// Most iterations.
    pub max_iterations: usize,
    /// Converged when, without regularisation, the backward pass expects a first-order reduction
    /// below this fraction of the cost, or a full step (`α = 1`) lowers it by less than this
    /// fraction.
    pub relative_tolerance: f64,
    /// First regularisation `μ` (added to `V_xx`).
    pub mu_initial: f64,
    /// Smallest `μ` (below it, `μ` is 0).
    pub mu_min: f64,
    /// Largest `μ`: beyond it the solver stops ([`IlqrStop::Regularisation`]).
    pub mu_max: f64,
    /// Line-search step factors tried in order (the first that gives a sufficient decrease).
    pub alphas: [f64; 8],
    /// Sufficient decrease: accepted when the actual reduction is at least this fraction of
    /// the reduction the quadratic model expects.
    pub armijo: f64,
}

impl Default for IlqrOptions {
    fn default() -> Self {
        IlqrOptions {
            max_iterations: 200,
            relative_tolerance: 1e-7,
            mu_initial: 1e-6,
            mu_min: 1e-8,
            mu_max: 1e10,
            alphas: [1.0, 0.5, 0.25, 0.125, 0.0625, 0.03125, 0.015625, 0.0078125],
            armijo: 1e-4,
        }
    }
}

/// Why the solver stopped.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum IlqrStop {
    /// The expected or the achieved relative cost decrease fell below the tolerance.
    Converged,
    /// [`IlqrOptions::max_iterations`] reached.
    MaxIterations,
    /// No step was accepted with `μ` up to [`IlqrOptions::mu_max`]: a local minimum to the
    /// model's accuracy, or a problem the quadratic models cannot improve.
    Regularisation,
}

/// One iteration's report.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct IterationReport {
    /// Cost after the iteration.
    pub cost: f64,
    /// The accepted line-search factor (0 when the iteration was rejected).
    pub alpha: f64,
    /// The regularisation used.
    pub mu: f64,
    /// Wall-clock time of the iteration (s): linearization, backward and forward passes.
    pub seconds: f64,
}

/// An optimised trajectory with its feedback gains; `X` is the system's state
/// (`SVector<f64, NX>` on a fixed base, `(q, v)` on a floating one: [`FloatingIlqrSolution`]).
#[derive(Debug, Clone, PartialEq)]
pub struct IlqrSolution<const NX: usize, const M: usize, X = SVector<f64, NX>> {
    /// States `x_0 … x_T`.
    pub states: Vec<X>,
    /// Inputs `u_0 … u_{T−1}`.
    pub inputs: Vec<SVector<f64, M>>,
    /// Feedback gains `K_k` of the last backward pass: `u = u_k + K_k (x ⊖ x_k)` tracks the
    /// trajectory ([`IlqrSolution::input`]; time-varying LQR of the cost's quadratic model; zero
    /// rows where an input was at its limit).
    pub gains: Vec<SMatrix<f64, M, NX>>,
    /// The final cost.
    pub cost: f64,
    /// One report per iteration (the initial trajectory's cost is `initial_cost`).
    pub iterations: Vec<IterationReport>,
    /// The cost of the initial trajectory.
    pub initial_cost: f64,
    /// Why it stopped.
    pub stop: IlqrStop,
}

/// An optimised floating-base trajectory: states `(q, v)`, inputs the joints' torques.
pub type FloatingIlqrSolution<const NQ: usize, const NV: usize, const NX: usize, const NU: usize> =
    IlqrSolution<NX, NU, (SVector<f64, NQ>, SVector<f64, NV>)>;

impl<const NX: usize, const M: usize, X> IlqrSolution<NX, M, X> {
    /// The tracking input at step `k` from the state `x`: `u_k + K_k (x ⊖ x_k)` (not clamped),
    /// with `system` the plan's. Fails on a `k` beyond the horizon
    /// ([`DynamicsError::InvalidArgument`] naming `k`), a state that
    /// [`DiscreteSystem::check_state`] refuses, or a state so far from the plan's that the input
    /// overflows `f64` ([`DynamicsError::NonFiniteResult`]).
    pub fn input<Sys: DiscreteSystem<NX, M, State = X>>(
        &self,
        system: &Sys,
        k: usize,
        x: &X,
    ) -> Result<SVector<f64, M>, DynamicsError> {
        let (Some(u), Some(gain), Some(xk)) =
            (self.inputs.get(k), self.gains.get(k), self.states.get(k))
        else {
            return Err(DynamicsError::InvalidArgument {
                argument: "k",
                value: k as f64,
                requirement: "a knot of the plan, below its horizon (the length of `inputs`)",
            });
        };
        system.check_state("x", x)?;
        let dx = system.deviation(x, xk)?;
        crate::api::error::finite("tracking input", u + gain * dx)
    }
}

/// The solver: a discrete system (a fixed base's [`Discretized`], a floating base's
/// [`FloatingDiscretized`], or any [`DiscreteSystem`]), a cost, input limits and options.
pub struct Ilqr<Sys: DiscreteSystem<NX, M>, const NX: usize, const M: usize> {
    system: Sys,
    cost: QuadraticCost<NX, M, Sys::State>,
    lower: SVector<f64, M>,
    upper: SVector<f64, M>,
    options: IlqrOptions,
}

/// iLQR on a floating base: the joints' torques within box limits, the base unactuated.
pub type FloatingIlqr<'a, D, const NQ: usize, const NV: usize, const NX: usize, const NU: usize> =
    Ilqr<FloatingDiscretized<'a, D, NQ, NV>, NX, NU>;

/// The cost reduction a backward pass's quadratic model expects.
struct Backward {
    /// Expected cost reduction: `α dv1 + α² dv2`.
    dv1: f64,
    dv2: f64,
}

impl<Sys: DiscreteSystem<NX, M>, const NX: usize, const M: usize> Ilqr<Sys, NX, M> {
    /// A solver; fails on limits that are NaN or crossed (`lower > upper`), a non-finite
    /// reference state or input ([`ControlError::NonFinite`] naming the cost), a reference state
    /// the system refuses otherwise ([`ControlError::InvalidState`]: a quaternion not of unit
    /// norm), a `Q` or `Q_f` that is not symmetric
    /// positive semi-definite, an `R` that is not symmetric positive definite, or options out of
    /// range (typed [`ControlError`]s).
    pub fn new(
        system: Sys,
        cost: QuadraticCost<NX, M, Sys::State>,
        lower: SVector<f64, M>,
        upper: SVector<f64, M>,
        options: IlqrOptions,
    ) -> Result<Self, ControlError> {
        check_limits(&lower, &upper)?;
        if !cost.u_ref.iter().all(|x| x.is_finite()) {
            return Err(ControlError::NonFinite { argument: "cost" });
        }
        check_state(&system, "cost.x_ref", "cost", &cost.x_ref)?;
        let mut cost = cost;
        (cost.q, cost.q_final, cost.r) = check_weights(&cost.q, &cost.q_final, &cost.r)?;
        check_options(&options)?;
        Ok(Ilqr {
            system,
            cost,
            lower,
            upper,
            options,
        })
    }

    /// The system.
    pub fn system(&self) -> &Sys {
        &self.system
    }

    /// Optimises from `x0`, starting from the inputs `initial` (warm start: a previous solution's
    /// inputs, or zeros; clamped to the limits). The horizon is `initial.len()` steps. Fails on a
    /// horizon out of range, non-finite initial inputs or `x0` ([`ControlError::NonFinite`]), an
    /// `x0` the system refuses otherwise ([`ControlError::InvalidState`]), an initial trajectory
    /// that fails
    /// to step, or (during the iterations) a step's Jacobians or the cost's model that cannot be
    /// formed along an accepted trajectory.
    pub fn solve(
        &self,
        x0: &Sys::State,
        initial: &[SVector<f64, M>],
    ) -> Result<IlqrSolution<NX, M, Sys::State>, ControlError> {
        self.solve_with(x0, initial, |_| {})
    }

    /// [`Ilqr::solve`], calling `on_iteration` with each iteration's report as it ends (progress
    /// lines, a time limit kept by the caller). An iteration whose backward pass fails (a `Q_uu`
    /// not positive definite: `μ` grows) makes no report.
    pub fn solve_with(
        &self,
        x0: &Sys::State,
        initial: &[SVector<f64, M>],
        mut on_iteration: impl FnMut(&IterationReport),
    ) -> Result<IlqrSolution<NX, M, Sys::State>, ControlError> {
        check_horizon(initial.len(), entries_per_step(Sys::STATE_LEN, NX, M))?;
        if !initial.iter().flatten().all(|x| x.is_finite()) {
            return Err(ControlError::NonFinite {
                argument: "initial",
            });
        }
        check_state(&self.system, "x0", "x0", x0)?;
        let run = optimise(
            self,
            x0,
            initial,
            &self.lower,
            &self.upper,
            &self.options,
            &mut on_iteration,
        )?;
        Ok(IlqrSolution {
            states: run.states,
            inputs: run.inputs,
            gains: run.gains,
            cost: run.cost,
            iterations: run.iterations,
            initial_cost: run.initial_cost,
            stop: run.stop,
        })
    }
}

impl<Sys: DiscreteSystem<NX, M>, const NX: usize, const M: usize> Problem<NX, M>
    for Ilqr<Sys, NX, M>
{
    type State = Sys::State;

    fn step(&self, x: &Self::State, u: &SVector<f64, M>) -> Option<Self::State> {
        self.system.transition(x, u).ok()
    }

    fn jacobians(
        &self,
        x: &Self::State,
        u: &SVector<f64, M>,
    ) -> Option<(SMatrix<f64, NX, NX>, SMatrix<f64, NX, M>)> {
        let (_, fx, fu) = self.system.transition_jacobians(x, u).ok()?;
        Some((fx, fu))
    }

    fn running(&self, x: &Self::State, u: &SVector<f64, M>) -> f64 {
        self.cost.weighted(&self.system, x, &self.cost.q) + self.cost.input_cost(u)
    }

    fn terminal(&self, x: &Self::State) -> f64 {
        self.cost.weighted(&self.system, x, &self.cost.q_final)
    }

    fn state_model(
        &self,
        x: &Self::State,
        terminal: bool,
    ) -> Option<(SVector<f64, NX>, SMatrix<f64, NX, NX>)> {
        let w = if terminal {
            &self.cost.q_final
        } else {
            &self.cost.q
        };
        self.cost.model_at(&self.system, x, w)
    }

    fn input_model(&self, u: &SVector<f64, M>) -> (SVector<f64, M>, SMatrix<f64, M, M>) {
        (self.cost.r * (u - self.cost.u_ref), self.cost.r)
    }

    fn deviation(&self, x: &Self::State, nominal: &Self::State) -> Option<SVector<f64, NX>> {
        let dx = self.system.deviation(x, nominal).ok()?;
        dx.iter().all(|x| x.is_finite()).then_some(dx)
    }
}

/// `Ok` for a state `x` of `system` (called `argument`); a non-finite entry is
/// [`ControlError::NonFinite`] naming `matrix`, anything else the system refuses
/// [`ControlError::InvalidState`] with its reason.
fn check_state<Sys: DiscreteSystem<NX, M>, const NX: usize, const M: usize>(
    system: &Sys,
    argument: &'static str,
    matrix: &'static str,
    x: &Sys::State,
) -> Result<(), ControlError> {
    use crate::api::error::DynamicsError as E;
    let name = match argument {
        "x0" => "x0",
        _ => "x_ref",
    };
    match system.check_state(name, x) {
        Ok(()) => Ok(()),
        Err(E::NonFiniteInput { .. } | E::NonFiniteFloatingInput { .. }) => {
            Err(ControlError::NonFinite { argument: matrix })
        }
        Err(problem) => Err(ControlError::InvalidState { argument, problem }),
    }
}

/// What the iterations need from a problem: its step `Φ` and the step's Jacobians in the state's
/// tangent space, the cost with its quadratic model, and the deviation `x ⊖ x̄` between a state
/// and the nominal one (`x − x̄` in a vector space; the tangent vector from `x̄` to `x` on a
/// manifold, in the coordinates of the Jacobians).
pub(crate) trait Problem<const NX: usize, const M: usize> {
    /// A state (`SVector<f64, NX>` for a chain, configuration and velocity for a floating base).
    type State: Clone;
    /// `Φ(x, u)`; `None` when the step fails (the trajectory is then rejected).
    fn step(&self, x: &Self::State, u: &SVector<f64, M>) -> Option<Self::State>;
    /// `(∂Φ/∂x, ∂Φ/∂u)`; `None` when they cannot be formed.
    #[allow(clippy::type_complexity)]
    fn jacobians(
        &self,
        x: &Self::State,
        u: &SVector<f64, M>,
    ) -> Option<(SMatrix<f64, NX, NX>, SMatrix<f64, NX, M>)>;
    /// The running cost of `(x, u)`.
    fn running(&self, x: &Self::State, u: &SVector<f64, M>) -> f64;
    /// The terminal cost of `x`.
    fn terminal(&self, x: &Self::State) -> f64;
    /// The gradient and (Gauss–Newton) Hessian of the state part of the running (or terminal)
    /// cost at `x`, with respect to the tangent deviation; `None` when they cannot be formed.
    #[allow(clippy::type_complexity)]
    fn state_model(
        &self,
        x: &Self::State,
        terminal: bool,
    ) -> Option<(SVector<f64, NX>, SMatrix<f64, NX, NX>)>;
    /// The gradient and Hessian of the input part of the running cost at `u`.
    fn input_model(&self, u: &SVector<f64, M>) -> (SVector<f64, M>, SMatrix<f64, M, M>);
    /// `x ⊖ nominal`.
    /// `x ⊖ nominal`; `None` when it cannot be formed.
    fn deviation(&self, x: &Self::State, nominal: &Self::State) -> Option<SVector<f64, NX>>;
}

/// The result of [`optimise`], whatever the state.
pub(crate) struct Run<X, const NX: usize, const M: usize> {
    pub(crate) states: Vec<X>,
    pub(crate) inputs: Vec<SVector<f64, M>>,
    pub(crate) gains: Vec<SMatrix<f64, M, NX>>,
    pub(crate) cost: f64,
    pub(crate) iterations: Vec<IterationReport>,
    pub(crate) initial_cost: f64,
    pub(crate) stop: IlqrStop,
}

/// Input limits: not NaN, `lower ≤ upper` at every index; the error names the first limit that
/// is not, its index and both values.
pub(crate) fn check_limits<const M: usize>(
    lower: &SVector<f64, M>,
    upper: &SVector<f64, M>,
) -> Result<(), ControlError> {
    for (i, (&l, &u)) in lower.iter().zip(upper.iter()).enumerate() {
        let invalid = |name, value, requirement| {
            Err(ControlError::InvalidParameter {
                name,
                value,
                requirement,
            })
        };
        if l.is_nan() {
            return invalid(
                "lower",
                l,
                format!("a number at index {i}, the lower limit of input {i} (-inf for no limit)")
                    .into(),
            );
        }
        if u.is_nan() {
            return invalid(
                "upper",
                u,
                format!("a number at index {i}, the upper limit of input {i} (inf for no limit)")
                    .into(),
            );
        }
        if l > u {
            return invalid(
                "lower",
                l,
                format!(
                    "at most upper = {} at index {i}: each input's lower limit at most its upper \
                     one (lower[{i}] = {}, upper[{i}] = {})",
                    number(u),
                    number(l),
                    number(u)
                )
                .into(),
            );
        }
    }
    Ok(())
}

/// The weights obey the LQR rules: `Q` and `Q_f` symmetric positive semi-definite, `R` symmetric
/// positive definite, all finite; returned symmetrised (to rounding).
#[allow(clippy::type_complexity)]
pub(crate) fn check_weights<const NX: usize, const M: usize>(
    q: &SMatrix<f64, NX, NX>,
    q_final: &SMatrix<f64, NX, NX>,
    r: &SMatrix<f64, M, M>,
) -> Result<
    (
        SMatrix<f64, NX, NX>,
        SMatrix<f64, NX, NX>,
        SMatrix<f64, M, M>,
    ),
    ControlError,
> {
    if !q
        .iter()
        .chain(r.iter())
        .chain(q_final.iter())
        .all(|x| x.is_finite())
    {
        return Err(ControlError::NonFinite { argument: "cost" });
    }
    let dynamic = |m: &[f64], n: usize| DMatrix::from_column_slice(n, n, m);
    Ok((
        SMatrix::from_column_slice(check_state_weight("Q", &dynamic(q.as_slice(), NX))?.as_slice()),
        SMatrix::from_column_slice(
            check_state_weight("Q_f", &dynamic(q_final.as_slice(), NX))?.as_slice(),
        ),
        SMatrix::from_column_slice(check_input_weight("R", &dynamic(r.as_slice(), M))?.as_slice()),
    ))
}

/// The options' ranges; the error names the first field out of its range and its value.
pub(crate) fn check_options(o: &IlqrOptions) -> Result<(), ControlError> {
    const ALPHAS: [&str; 8] = [
        "alphas[0]",
        "alphas[1]",
        "alphas[2]",
        "alphas[3]",
        "alphas[4]",
        "alphas[5]",
        "alphas[6]",
        "alphas[7]",
    ];
    let invalid = |name, value, requirement: &'static str| {
        Err(ControlError::InvalidParameter {
            name,
            value,
            requirement: requirement.into(),
        })
    };
    if o.max_iterations > crate::limits::MAX_ILQR_ITERATIONS {
        return invalid(
            "max_iterations",
            o.max_iterations as f64,
            "at most MAX_ILQR_ITERATIONS (100 000)",
        );
    }
    if !(o.relative_tolerance >= 0.0 && o.relative_tolerance.is_finite()) {
        return invalid(
            "relative_tolerance",
            o.relative_tolerance,
            "finite and >= 0 (a fraction of the cost)",
        );
    }
    if !(o.mu_initial >= 0.0 && o.mu_initial.is_finite()) {
        return invalid("mu_initial", o.mu_initial, "finite and >= 0");
    }
    if !(o.mu_min > 0.0 && o.mu_min.is_finite()) {
        return invalid("mu_min", o.mu_min, "finite and > 0");
    }
    if !(o.mu_max > o.mu_min && o.mu_max.is_finite()) {
        return Err(ControlError::InvalidParameter {
            name: "mu_max",
            value: o.mu_max,
            requirement: format!("finite and > mu_min = {}", number(o.mu_min)).into(),
        });
    }
    if !(o.armijo > 0.0 && o.armijo < 1.0) {
        return invalid(
            "armijo",
            o.armijo,
            "in (0, 1) (the fraction of the expected decrease a step must achieve)",
        );
    }
    // One name per factor: the field's type fixes their number.
    let alphas: &[f64; ALPHAS.len()] = &o.alphas;
    if let Some(k) = alphas.iter().position(|a| !(*a > 0.0 && *a <= 1.0)) {
        return invalid(
            ALPHAS[k],
            alphas[k],
            "in (0, 1] (a line-search step factor: the fraction of the full step tried)",
        );
    }
    Ok(())
}

/// A horizon of at least one and at most `MAX_ILQR_HORIZON` steps, whose per-step buffers
/// (`per_step` numbers each) hold at most `MAX_ENTRIES` numbers.
pub(crate) fn check_horizon(t: usize, per_step: usize) -> Result<(), ControlError> {
    if t == 0 {
        return Err(ControlError::InvalidParameter {
            name: "horizon",
            value: 0.0,
            requirement: "at least one step".into(),
        });
    }
    if t > crate::limits::MAX_ILQR_HORIZON {
        return Err(ControlError::InvalidParameter {
            name: "horizon",
            value: t as f64,
            requirement: "at most MAX_ILQR_HORIZON (1 000 000) steps".into(),
        });
    }
    if t.saturating_mul(per_step) > crate::limits::MAX_ENTRIES {
        return Err(ControlError::InvalidParameter {
            name: "horizon",
            value: t as f64,
            requirement: "at most MAX_ENTRIES (2^27) numbers in the solver's per-step buffers \
                          (states, inputs, Jacobians, gains)"
                .into(),
        });
    }
    Ok(())
}

/// The numbers the solver keeps per step for a state of `state` numbers: two trajectories of
/// states and inputs, the step's Jacobians, two sets of feed-forward terms and gains.
pub(crate) const fn entries_per_step(state: usize, nx: usize, m: usize) -> usize {
    2 * (state + m) + nx * nx + nx * m + 2 * (m + m * nx)
}

/// The cost of a trajectory, infinite when a step failed.
fn rollout_cost<P: Problem<NX, M>, const NX: usize, const M: usize>(
    problem: &P,
    xs: &[P::State],
    us: &[SVector<f64, M>],
) -> f64 {
    let running: f64 = xs.iter().zip(us).map(|(x, u)| problem.running(x, u)).sum();
    running + xs.last().map_or(0.0, |x| problem.terminal(x))
}

/// The iterations of iLQR on `problem` from `x0` with the (checked, finite) initial inputs.
pub(crate) fn optimise<P: Problem<NX, M>, const NX: usize, const M: usize>(
    problem: &P,
    x0: &P::State,
    initial: &[SVector<f64, M>],
    lower: &SVector<f64, M>,
    upper: &SVector<f64, M>,
    options: &IlqrOptions,
    on_iteration: &mut dyn FnMut(&IterationReport),
) -> Result<Run<P::State, NX, M>, ControlError> {
    let us: Vec<SVector<f64, M>> = initial.iter().map(|u| clamp(u, lower, upper)).collect();
    let (xs, mut cost) = rollout(problem, x0, &us)?;
    let initial_cost = cost;
    let mut b = Buffers::new(xs, us);
    let o = *options;
    let mut mu = o.mu_initial;
    // Grown as iterations run: the limit is the user's and may be far larger than what runs.
    let mut iterations = Vec::with_capacity(o.max_iterations.min(256));
    let mut stop = IlqrStop::MaxIterations;
    let mut linearized = false;
    for _ in 0..o.max_iterations {
        let started = std::time::Instant::now();
        if !linearized {
            b.linearize(problem)?;
            linearized = true;
        }
        let Some(expected) = b.backward(problem, lower, upper, mu)? else {
            mu = (mu * 10.0).max(o.mu_min);
            if mu > o.mu_max {
                stop = IlqrStop::Regularisation;
                break;
            }
            continue;
        };
        // First-order optimality: the unregularised model expects no further reduction (with
        // `μ > 0` the steps are shortened, and a small expected reduction says nothing).
        if mu == 0.0 && -expected.dv1 <= o.relative_tolerance * cost.abs() {
            stop = IlqrStop::Converged;
            break;
        }
        let accepted = b.line_search(problem, x0, lower, upper, &expected, cost, &o);
        let mut converged = false;
        if let Some((alpha, new_cost)) = accepted {
            b.accept();
            let improvement = (cost - new_cost) / cost.abs().max(f64::MIN_POSITIVE);
            converged = alpha == 1.0 && mu == 0.0 && improvement < o.relative_tolerance;
            cost = new_cost;
            linearized = false;
        }
        iterations.push(IterationReport {
            cost,
            alpha: accepted.map_or(0.0, |(alpha, _)| alpha),
            mu,
            seconds: started.elapsed().as_secs_f64(),
        });
        on_iteration(&iterations[iterations.len() - 1]);
        if accepted.is_some() {
            mu = if mu / 10.0 < o.mu_min { 0.0 } else { mu / 10.0 };
            if converged {
                stop = IlqrStop::Converged;
                break;
            }
        } else {
            mu = (mu * 10.0).max(o.mu_min);
            if mu > o.mu_max {
                stop = IlqrStop::Regularisation;
                break;
            }
        }
    }
    b.finish(cost, iterations, initial_cost, stop)
}

/// `u` clamped to the limits, entry by entry.
fn clamp<const M: usize>(
    u: &SVector<f64, M>,
    lower: &SVector<f64, M>,
    upper: &SVector<f64, M>,
) -> SVector<f64, M> {
    u.zip_zip_map(lower, upper, |v, l, h| v.clamp(l, h))
}

/// The trajectory from `x0` under the inputs `us` and its cost; an error when a step fails or
/// the cost is not finite (the initial trajectory diverges).
fn rollout<P: Problem<NX, M>, const NX: usize, const M: usize>(
    problem: &P,
    x0: &P::State,
    us: &[SVector<f64, M>],
) -> Result<(Vec<P::State>, f64), ControlError> {
    let diverged = ControlError::NonFinite {
        argument: "the initial trajectory (it diverges)",
    };
    let mut xs = Vec::with_capacity(us.len() + 1);
    xs.push(x0.clone());
    for (k, u) in us.iter().enumerate() {
        let next = problem.step(&xs[k], u).ok_or(diverged.clone())?;
        xs.push(next);
    }
    let cost = rollout_cost(problem, &xs, us);
    if !cost.is_finite() {
        return Err(diverged);
    }
    Ok((xs, cost))
}

/// The per-step buffers of [`optimise`], allocated once: the current trajectory, its
/// Jacobians, the last complete backward pass's feed-forward terms and gains, and the buffers
/// that a backward pass and a line search write before they are accepted.
struct Buffers<X, const NX: usize, const M: usize> {
    xs: Vec<X>,
    us: Vec<SVector<f64, M>>,
    fx: Vec<SMatrix<f64, NX, NX>>,
    fu: Vec<SMatrix<f64, NX, M>>,
    ks: Vec<SVector<f64, M>>,
    gains: Vec<SMatrix<f64, M, NX>>,
    new_ks: Vec<SVector<f64, M>>,
    new_gains: Vec<SMatrix<f64, M, NX>>,
    new_xs: Vec<X>,
    new_us: Vec<SVector<f64, M>>,
}

impl<X: Clone, const NX: usize, const M: usize> Buffers<X, NX, M> {
    /// The buffers for the trajectory `xs` under `us` (zero Jacobians, gains and feed-forward
    /// terms).
    fn new(xs: Vec<X>, us: Vec<SVector<f64, M>>) -> Self {
        let t = us.len();
        let ks = vec![SVector::<f64, M>::zeros(); t];
        let gains = vec![SMatrix::<f64, M, NX>::zeros(); t];
        Buffers {
            fx: vec![SMatrix::zeros(); t],
            fu: vec![SMatrix::zeros(); t],
            new_ks: ks.clone(),
            new_gains: gains.clone(),
            new_xs: xs.clone(),
            new_us: us.clone(),
            ks,
            gains,
            xs,
            us,
        }
    }

    /// The step's Jacobians along the current trajectory.
    fn linearize<P: Problem<NX, M, State = X>>(&mut self, problem: &P) -> Result<(), ControlError> {
        for k in 0..self.us.len() {
            let (a, b) =
                problem
                    .jacobians(&self.xs[k], &self.us[k])
                    .ok_or(ControlError::NonFinite {
                        argument: "the step's Jacobians along the trajectory",
                    })?;
            self.fx[k] = a;
            self.fu[k] = b;
        }
        Ok(())
    }

    /// [`backward`] at regularisation `mu`, warm-started from the current feed-forward terms;
    /// only a complete pass replaces the feed-forward terms and gains.
    fn backward<P: Problem<NX, M, State = X>>(
        &mut self,
        problem: &P,
        lower: &SVector<f64, M>,
        upper: &SVector<f64, M>,
        mu: f64,
    ) -> Result<Option<Backward>, ControlError> {
        let expected = backward(
            problem,
            &self.xs,
            &self.us,
            &self.fx,
            &self.fu,
            lower,
            upper,
            mu,
            &self.ks,
            &mut self.new_ks,
            &mut self.new_gains,
        )?;
        if expected.is_some() {
            std::mem::swap(&mut self.ks, &mut self.new_ks);
            std::mem::swap(&mut self.gains, &mut self.new_gains);
        }
        Ok(expected)
    }

    /// The forward pass with a backtracking line search: for each factor `α` of the options in
    /// turn, the trajectory from `x0` under `u = ū + α k + K (x ⊖ x̄)` (clamped to the limits)
    /// into the candidate buffers; the first `α` whose trajectory lowers the cost by at least
    /// the Armijo fraction of the reduction `expected` predicts, with its cost.
    #[allow(clippy::too_many_arguments)]
    fn line_search<P: Problem<NX, M, State = X>>(
        &mut self,
        problem: &P,
        x0: &X,
        lower: &SVector<f64, M>,
        upper: &SVector<f64, M>,
        expected: &Backward,
        cost: f64,
        o: &IlqrOptions,
    ) -> Option<(f64, f64)> {
        let (xs, us, new_xs, new_us) = (&self.xs, &self.us, &mut self.new_xs, &mut self.new_us);
        'search: for &alpha in &o.alphas {
            new_xs[0] = x0.clone();
            for k in 0..us.len() {
                let Some(dx) = problem.deviation(&new_xs[k], &xs[k]) else {
                    continue 'search;
                };
                let u = us[k] + self.ks[k] * alpha + self.gains[k] * dx;
                new_us[k] = clamp(&u, lower, upper);
                match problem.step(&new_xs[k], &new_us[k]) {
                    Some(next) => new_xs[k + 1] = next,
                    None => continue 'search,
                }
            }
            let new_cost = rollout_cost(problem, new_xs, new_us);
            let predicted = -(alpha * expected.dv1 + alpha * alpha * expected.dv2);
            if new_cost.is_finite()
                && new_cost < cost
                && (predicted <= 0.0 || cost - new_cost >= o.armijo * predicted)
            {
                return Some((alpha, new_cost));
            }
        }
        None
    }

    /// The line search's trajectory becomes the current one.
    fn accept(&mut self) {
        std::mem::swap(&mut self.xs, &mut self.new_xs);
        std::mem::swap(&mut self.us, &mut self.new_us);
    }

    /// The result, once every number returned is checked finite (the accepted trajectories'
    /// costs were; the gains came from complete backward passes on finite models): checked,
    /// not assumed.
    fn finish(
        self,
        cost: f64,
        iterations: Vec<IterationReport>,
        initial_cost: f64,
        stop: IlqrStop,
    ) -> Result<Run<X, NX, M>, ControlError> {
        let finite = self
            .us
            .iter()
            .flatten()
            .chain(self.gains.iter().flatten())
            .chain(self.ks.iter().flatten());
        if !finite.copied().all(f64::is_finite) || !cost.is_finite() {
            return Err(ControlError::NonFinite {
                argument: "the solution (a non-finite gain or input)",
            });
        }
        Ok(Run {
            states: self.xs,
            inputs: self.us,
            gains: self.gains,
            cost,
            iterations,
            initial_cost,
            stop,
        })
    }
}

/// The backward pass at regularisation `mu` (the box QPs warm-started from `warm`, the last
/// complete pass's feed-forward terms): fills the feed-forward terms and gains, and returns the
/// expected reduction, `None` when a `Q_uu` is not positive definite, or an error when the cost's
/// model cannot be formed along the trajectory.
#[allow(clippy::too_many_arguments, clippy::needless_range_loop)]
fn backward<P: Problem<NX, M>, const NX: usize, const M: usize>(
    problem: &P,
    xs: &[P::State],
    us: &[SVector<f64, M>],
    fx: &[SMatrix<f64, NX, NX>],
    fu: &[SMatrix<f64, NX, M>],
    lower_limit: &SVector<f64, M>,
    upper_limit: &SVector<f64, M>,
    mu: f64,
    warm: &[SVector<f64, M>],
    ks: &mut [SVector<f64, M>],
    gains: &mut [SMatrix<f64, M, NX>],
) -> Result<Option<Backward>, ControlError> {
    let unavailable = ControlError::NonFinite {
        argument: "the cost's model along the trajectory",
    };
    let t = us.len();
    let (mut vx, mut vxx) = problem
        .state_model(&xs[t], true)
        .ok_or(unavailable.clone())?;
    let (mut dv1, mut dv2) = (0.0, 0.0);
    let eye = SMatrix::<f64, NX, NX>::identity();
    for k in (0..t).rev() {
        let (a, b) = (&fx[k], &fu[k]);
        let (lx, lxx) = problem
            .state_model(&xs[k], false)
            .ok_or(unavailable.clone())?;
        let (lu, luu) = problem.input_model(&us[k]);
        let qx = lx + a.transpose() * vx;
        let qu = lu + b.transpose() * vx;
        let qxx = lxx + a.transpose() * vxx * a;
        // The gains come from the regularised model (`V_xx + μI`); the value function is
        // updated with the unregularised one (Tassa, Erez & Todorov 2012, eqs. 10–11).
        let vreg = vxx + eye * mu;
        let quu_reg = luu + b.transpose() * vreg * b;
        let quu_reg = (quu_reg + quu_reg.transpose()) * 0.5;
        let qux_reg = b.transpose() * vreg * a;
        let quu = luu + b.transpose() * vxx * b;
        let quu = (quu + quu.transpose()) * 0.5;
        let qux = b.transpose() * vxx * a;
        let lower = lower_limit - us[k];
        let upper = upper_limit - us[k];
        let Some((kff, free, h_free)) = box_qp(&quu_reg, &qu, &lower, &upper, &warm[k]) else {
            return Ok(None);
        };
        // Feedback on the free inputs only: H_ff K_f = −Q_ux,f, clamped rows zero.
        let mut rhs = -qux_reg;
        for i in 0..M {
            if !free[i] {
                rhs.row_mut(i).fill(0.0);
            }
        }
        let gain = h_free.solve(&rhs);
        ks[k] = kff;
        gains[k] = gain;
        dv1 += kff.dot(&qu);
        dv2 += 0.5 * kff.dot(&(quu * kff));
        vx = qx + gain.transpose() * quu * kff + gain.transpose() * qu + qux.transpose() * kff;
        let v =
            qxx + gain.transpose() * quu * gain + gain.transpose() * qux + qux.transpose() * gain;
        vxx = (v + v.transpose()) * 0.5;
    }
    Ok(Some(Backward { dv1, dv2 }))
}

/// The box-constrained quadratic program `min ½ xᵀ H x + gᵀ x`, `lower ≤ x ≤ upper`, by projected
/// Newton (Bertsekas 1982, as in Tassa et al. 2014) from the warm start `x0`: the solution, which
/// entries are free (not clamped at a bound with the gradient pushing out), and the Cholesky
/// factorisation of `H` restricted to the free entries (clamped rows and columns replaced by the
/// identity). `None` when `H` restricted to the free set is not positive definite.
#[allow(clippy::type_complexity, clippy::needless_range_loop)] // index loops over the entries
pub(crate) fn box_qp<const M: usize>(
    h: &SMatrix<f64, M, M>,
    g: &SVector<f64, M>,
    lower: &SVector<f64, M>,
    upper: &SVector<f64, M>,
    x0: &SVector<f64, M>,
) -> Option<(
    SVector<f64, M>,
    [bool; M],
    nalgebra::Cholesky<f64, nalgebra::Const<M>>,
)> {
    let project = |x: SVector<f64, M>| x.zip_zip_map(lower, upper, |v, l, u| v.clamp(l, u));
    let value = |x: &SVector<f64, M>| 0.5 * x.dot(&(h * x)) + g.dot(x);
    let mut x = project(*x0);
    let mut free = [true; M];
    for _ in 0..100 {
        let grad = h * x + g;
        for i in 0..M {
            let at_lower = x[i] <= lower[i] && grad[i] > 0.0;
            let at_upper = x[i] >= upper[i] && grad[i] < 0.0;
            free[i] = !(at_lower || at_upper);
        }
        let mut hf = *h;
        let mut gf = grad;
        for i in 0..M {
            if !free[i] {
                hf.row_mut(i).fill(0.0);
                hf.column_mut(i).fill(0.0);
                hf[(i, i)] = 1.0;
                gf[i] = 0.0;
            }
        }
        let chol = hf.cholesky()?;
        if gf.norm() <= 1e-12 * (1.0 + g.norm()) {
            break;
        }
        let step = -chol.solve(&gf);
        // Projected Armijo line search.
        let f0 = value(&x);
        let mut beta = 1.0;
        let mut moved = false;
        while beta > 1e-10 {
            let candidate = project(x + step * beta);
            if value(&candidate) <= f0 + 1e-4 * grad.dot(&(candidate - x)) {
                moved = (candidate - x).amax() > 0.0;
                x = candidate;
                break;
            }
            beta *= 0.5;
        }
        if !moved {
            break;
        }
    }
    // The factorisation of the final free set.
    let grad = h * x + g;
    let mut hf = *h;
    for i in 0..M {
        let at_lower = x[i] <= lower[i] && grad[i] > 0.0;
        let at_upper = x[i] >= upper[i] && grad[i] < 0.0;
        free[i] = !(at_lower || at_upper);
        if !free[i] {
            hf.row_mut(i).fill(0.0);
            hf.column_mut(i).fill(0.0);
            hf[(i, i)] = 1.0;
        }
    }
    Some((x, free, hf.cholesky()?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn box_qp_solves_a_clamped_problem() {
        // H = diag(2, 1), g = (−4, 1): unconstrained minimum (2, −1); with 0 ≤ x ≤ 1 the minimum
        // is (1, 0): the first entry clamped at its upper bound, the second at its lower.
        let h = SMatrix::<f64, 2, 2>::new(2.0, 0.0, 0.0, 1.0);
        let g = SVector::<f64, 2>::new(-4.0, 1.0);
        let (x, free, _) = box_qp(
            &h,
            &g,
            &SVector::zeros(),
            &SVector::repeat(1.0),
            &SVector::zeros(),
        )
        .unwrap();
        assert_eq!(x, SVector::<f64, 2>::new(1.0, 0.0));
        assert_eq!(free, [false, false]);
        // Coupled, one bound active: H = [[2, 1], [1, 2]], g = (−2, −2), x₁ ≤ 0.2: with x₁ = 0.2
        // the free entry solves x₁ + 2 x₂ = 2, x₂ = 0.9 (and the gradient pushes x₁ up).
        let h = SMatrix::<f64, 2, 2>::new(2.0, 1.0, 1.0, 2.0);
        let g = SVector::<f64, 2>::new(-2.0, -2.0);
        let (x, free, _) = box_qp(
            &h,
            &g,
            &SVector::repeat(f64::NEG_INFINITY),
            &SVector::<f64, 2>::new(0.2, f64::INFINITY),
            &SVector::zeros(),
        )
        .unwrap();
        // 1e-12: a Newton step on a quadratic is exact up to rounding.
        assert!((x - SVector::<f64, 2>::new(0.2, 0.9)).amax() < 1e-12, "{x}");
        assert_eq!(free, [false, true]);
    }

    /// Each refused option or limit is named with its value (the fixed and the floating base's
    /// solvers share these checks).
    #[test]
    fn refused_options_and_limits_are_named_with_their_values() {
        let text = |e: Result<(), ControlError>| e.unwrap_err().to_string();
        let d = IlqrOptions::default();
        let msg = text(check_options(&IlqrOptions {
            relative_tolerance: -1.0,
            ..d
        }));
        assert_eq!(
            msg,
            "parameter relative_tolerance = -1 must be finite and >= 0 (a fraction of the cost)"
        );
        let msg = text(check_options(&IlqrOptions {
            alphas: [0.0; 8],
            ..d
        }));
        assert!(
            msg.starts_with("parameter alphas[0] = 0 must be in (0, 1]"),
            "{msg}"
        );
        let msg = text(check_limits(
            &SVector::<f64, 1>::new(5.0),
            &SVector::<f64, 1>::new(-5.0),
        ));
        assert!(
            msg.starts_with("parameter lower = 5 must be at most upper = -5 at index 0"),
            "{msg}"
        );
        let msg = text(check_limits(
            &SVector::<f64, 2>::new(-1.0, f64::NAN),
            &SVector::<f64, 2>::new(1.0, 1.0),
        ));
        assert!(
            msg.starts_with("parameter lower = NaN must be a number at index 1"),
            "{msg}"
        );
        assert!(check_limits(
            &SVector::<f64, 1>::new(f64::NEG_INFINITY),
            &SVector::<f64, 1>::new(f64::INFINITY)
        )
        .is_ok());
    }
}
