//! Optimal control over a shooting problem whose knots may differ (Crocoddyl's
//! `ShootingProblem`: a gait's stance, swing and impact knots), solved by feasibility-driven
//! DDP with box limits on the inputs.
//!
//! **The problem.** From a fixed `x_0`, minimise `Σ_{k<T} l_k(x_k, u_k) + l_T(x_T)` subject to
//! `x_{k+1} = f_k(x_k, u_k)`, `lower_k ≤ u_k ≤ upper_k`. Each knot is an [`ActionModel`]: its
//! step `f_k` and cost `l_k`, their derivatives in the state's tangent space (`NX` numbers, the
//! coordinates of `x ⊖ x̄`), and the state's `⊖` and `⊕` (a floating base's configuration lives
//! on a manifold). A knot may have no input (an impact: `x⁺ = f(x)`); its feedback is then zero.
//!
//! **The solver** is FDDP (Mastalli, Budhiraja, Merkt, Saurel, Hammoud, Naveau, Carpentier,
//! Righetti, Vijayakumar and Mansard, "Crocoddyl: An Efficient and Versatile Framework for
//! Multi-Contact Optimal Control", ICRA 2020), with Crocoddyl's rules and defaults:
//!
//! - the initial guess is a whole trajectory of states and inputs that need not be consistent
//!   with the dynamics; the *gaps* `f̄_{k+1} = f_k(x_k, u_k) ⊖ x_{k+1}` and `f̄_0 = x_0 ⊖ x_0^guess`
//!   enter the backward pass (`V_x ← V_x + V_xx f̄`) and close in the forward pass, fully at
//!   `α = 1`, by the fraction `α` otherwise (`x̂_k = f_{k−1}(x̂, û) ⊕ (α − 1) f̄_k`);
//! - the backward pass is DDP's Gauss–Newton one (no second derivatives of the dynamics), `μ`
//!   added to `Q_uu` and `V_xx`; once the trajectory is feasible (no gaps), the inputs' limits
//!   enter the backward pass as a box-constrained quadratic program solved by projected Newton
//!   (Box-FDDP: Mastalli, Merkt, Marti-Saumell, Ferrolho, Solà, Mansard and Vijayakumar,
//!   "A Feasibility-Driven Approach to Control-Limited DDP", Autonomous Robots 2022), and the
//!   forward pass clamps every input to its limits;
//! - a step is accepted when the cost falls by at least [`FddpOptions::accept_step`] of the
//!   decrease the model expects (or, while gaps remain and the model expects an increase, rises
//!   by less than [`FddpOptions::accept_increase`] times it); `μ` shrinks after a step of more
//!   than [`FddpOptions::step_decrease`], grows after one of at most
//!   [`FddpOptions::step_increase`];
//! - it stops, converged, when the trajectory is feasible and the decrease a full step expects,
//!   `½ Σ_k Q_u,kᵀ Q_uu,k⁻¹ Q_u,k` (the inputs' free gradient, clamped entries zero), is below
//!   [`FddpOptions::stop_tolerance`] (Crocoddyl 3.2's rule and threshold, `5e-5`).
//!
//! The per-knot buffers are allocated once per [`Fddp::solve`]; the iterations allocate nothing
//! beyond the reports.

use super::ilqr::box_qp;
use super::ControlError;
use crate::api::error::DynamicsError;
use nalgebra::{SMatrix, SVector};
use std::time::Instant;

/// A knot's derivatives at `(x, u)`: the step's Jacobians in the tangent space and the cost's
/// gradient and (Gauss–Newton) Hessian. `u`'s are zero for a knot without input.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct KnotDerivatives<const NX: usize, const NU: usize> {
    /// `∂f/∂x`.
    pub fx: SMatrix<f64, NX, NX>,
    /// `∂f/∂u`.
    pub fu: SMatrix<f64, NX, NU>,
    /// `∂l/∂x`.
    pub lx: SVector<f64, NX>,
    /// `∂l/∂u`.
    pub lu: SVector<f64, NU>,
    /// `∂²l/∂x²`.
    pub lxx: SMatrix<f64, NX, NX>,
    /// `∂²l/∂u²`.
    pub luu: SMatrix<f64, NU, NU>,
    /// `∂²l/∂x∂u`.
    pub lxu: SMatrix<f64, NX, NU>,
}

impl<const NX: usize, const NU: usize> KnotDerivatives<NX, NU> {
    /// All zero.
    pub fn zeros() -> Self {
        KnotDerivatives {
            fx: SMatrix::zeros(),
            fu: SMatrix::zeros(),
            lx: SVector::zeros(),
            lu: SVector::zeros(),
            lxx: SMatrix::zeros(),
            luu: SMatrix::zeros(),
            lxu: SMatrix::zeros(),
        }
    }
}

/// One knot of a shooting problem (Crocoddyl's `ActionModelAbstract`): a step `x' = f(x, u)`,
/// a cost `l(x, u)` and a terminal cost `l_T(x)`, with their derivatives in the tangent space of
/// the state, and the state's `⊖` and `⊕`.
pub trait ActionModel<const NX: usize, const NU: usize> {
    /// A state (`(q, v)` on a floating base).
    type State: Clone + core::fmt::Debug;

    /// Whether the knot has an input (`false`: an impact, `x⁺ = f(x)`; its `u` is not read).
    fn has_input(&self) -> bool {
        true
    }

    /// The inputs' limits `(lower, upper)`, `None` for none.
    fn input_limits(&self) -> Option<(SVector<f64, NU>, SVector<f64, NU>)> {
        None
    }

    /// `(f(x, u), l(x, u))`.
    fn calc(
        &self,
        x: &Self::State,
        u: &SVector<f64, NU>,
    ) -> Result<(Self::State, f64), DynamicsError>;

    /// `(f(x, u), l(x, u))`, and their derivatives written into `d` (every field: the solver
    /// reuses one buffer per knot, as Crocoddyl's action data).
    fn calc_diff(
        &self,
        x: &Self::State,
        u: &SVector<f64, NU>,
        d: &mut KnotDerivatives<NX, NU>,
    ) -> Result<(Self::State, f64), DynamicsError>;

    /// The terminal cost `l_T(x)` (when this knot ends the problem).
    fn terminal_cost(&self, x: &Self::State) -> Result<f64, DynamicsError>;

    /// `l_T(x)`, its gradient and (Gauss–Newton) Hessian.
    #[allow(clippy::type_complexity)]
    fn terminal_diff(
        &self,
        x: &Self::State,
    ) -> Result<(f64, SVector<f64, NX>, SMatrix<f64, NX, NX>), DynamicsError>;

    /// `x1 ⊖ x0`: the tangent vector at `x0` that takes it to `x1`.
    fn difference(
        &self,
        x0: &Self::State,
        x1: &Self::State,
    ) -> Result<SVector<f64, NX>, DynamicsError>;

    /// `x ⊕ dx`.
    fn integrate(
        &self,
        x: &Self::State,
        dx: &SVector<f64, NX>,
    ) -> Result<Self::State, DynamicsError>;
}

/// A shooting problem: the initial state, the running knots `0 … T−1` and the terminal one.
#[derive(Debug, Clone)]
pub struct ShootingProblem<K: ActionModel<NX, NU>, const NX: usize, const NU: usize> {
    /// `x_0`.
    pub x0: K::State,
    /// The knots `0 … T−1`.
    pub running: Vec<K>,
    /// The knot whose terminal cost ends the problem.
    pub terminal: K,
}

/// The solver's settings; the defaults are Crocoddyl's `SolverFDDP`'s.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct FddpOptions {
    /// Most iterations.
    pub max_iterations: usize,
    /// Converged when feasible and the decrease a full step expects,
    /// `½ Σ_k Q_u,kᵀ Q_uu,k⁻¹ Q_u,k`, is below it (`5e-5`, Crocoddyl 3.2's).
    pub stop_tolerance: f64,
    /// The first regularisation `μ` (`1e-9`).
    pub mu_initial: f64,
    /// Smallest `μ` (`1e-9`).
    pub mu_min: f64,
    /// Largest `μ` (`1e9`): the solver stops there ([`FddpStop::Regularisation`]).
    pub mu_max: f64,
    /// The factor by which `μ` grows or shrinks (`10`).
    pub mu_factor: f64,
    /// Line-search step factors tried in order (`1, 1/2, … , 1/512`).
    pub alphas: [f64; 10],
    /// A step that lowers the cost is accepted when it achieves this fraction of the expected
    /// decrease (`0.1`).
    pub accept_step: f64,
    /// While gaps remain and the model expects an increase, a step is accepted when the cost
    /// rises by less than this multiple of it (`2`).
    pub accept_increase: f64,
    /// `μ` shrinks after a step longer than this (`0.5`).
    pub step_decrease: f64,
    /// `μ` grows after a step of at most this (`0.01`).
    pub step_increase: f64,
}

impl Default for FddpOptions {
    fn default() -> Self {
        FddpOptions {
            max_iterations: 100,
            stop_tolerance: 5e-5,
            mu_initial: 1e-9,
            mu_min: 1e-9,
            mu_max: 1e9,
            mu_factor: 10.0,
            alphas: core::array::from_fn(|k| 0.5f64.powi(k as i32)),
            accept_step: 0.1,
            accept_increase: 2.0,
            step_decrease: 0.5,
            step_increase: 0.01,
        }
    }
}

/// Why [`Fddp::solve`] stopped.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FddpStop {
    /// Feasible, and the decrease a full step expects below [`FddpOptions::stop_tolerance`].
    Converged,
    /// [`FddpOptions::max_iterations`] reached.
    MaxIterations,
    /// `μ` reached [`FddpOptions::mu_max`].
    Regularisation,
}

/// One iteration's report, with where its time went.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct FddpIteration {
    /// The cost after the iteration.
    pub cost: f64,
    /// The accepted step factor (0 when no step was accepted).
    pub alpha: f64,
    /// The regularisation of its backward pass.
    pub mu: f64,
    /// `½ Σ_k Q_u,kᵀ Q_uu,k⁻¹ Q_u,k` of its backward pass (the stopping rule's measure).
    pub stop: f64,
    /// The largest gap `max_k ‖f̄_k‖∞` after it (0 once feasible).
    pub gap: f64,
    /// Seconds in the knots' derivatives (dynamics, costs and the gaps).
    pub seconds_derivatives: f64,
    /// Seconds in the backward pass.
    pub seconds_backward: f64,
    /// Seconds in the forward passes of the line search.
    pub seconds_line_search: f64,
}

/// An optimised trajectory with its feedback.
#[derive(Debug, Clone)]
pub struct FddpSolution<X, const NX: usize, const NU: usize> {
    /// States `x_0 … x_T`.
    pub states: Vec<X>,
    /// Inputs `u_0 … u_{T−1}` (zero at knots without input).
    pub inputs: Vec<SVector<f64, NU>>,
    /// Feedback gains of the last backward pass: `u = u_k + K_k (x ⊖ x_k)` tracks the
    /// trajectory (zero rows where an input was at a limit, zero at knots without input).
    pub gains: Vec<SMatrix<f64, NU, NX>>,
    /// The cost.
    pub cost: f64,
    /// The cost of the initial guess.
    pub initial_cost: f64,
    /// The largest gap left (0 when the trajectory is feasible).
    pub gap: f64,
    /// One report per iteration.
    pub iterations: Vec<FddpIteration>,
    /// Why it stopped.
    pub stop: FddpStop,
}

/// FDDP with box limits on the inputs on a [`ShootingProblem`].
#[derive(Debug, Clone)]
pub struct Fddp<K: ActionModel<NX, NU>, const NX: usize, const NU: usize> {
    problem: ShootingProblem<K, NX, NU>,
    options: FddpOptions,
}

/// Per-knot buffers.
struct Knots<X, const NX: usize, const NU: usize> {
    xs: Vec<X>,
    us: Vec<SVector<f64, NU>>,
    xs_try: Vec<X>,
    us_try: Vec<SVector<f64, NU>>,
    d: Vec<KnotDerivatives<NX, NU>>,
    /// `f̄_0 … f̄_T`.
    fs: Vec<SVector<f64, NX>>,
    vx: Vec<SVector<f64, NX>>,
    vxx: Vec<SMatrix<f64, NX, NX>>,
    qu: Vec<SVector<f64, NU>>,
    quu_k: Vec<SVector<f64, NU>>,
    /// Crocoddyl's signs: `u = ū − α k − K (x ⊖ x̄)`.
    k: Vec<SVector<f64, NU>>,
    gain: Vec<SMatrix<f64, NU, NX>>,
    terminal_lx: SVector<f64, NX>,
    terminal_lxx: SMatrix<f64, NX, NX>,
}

fn knot_error(knot: usize) -> impl Fn(DynamicsError) -> ControlError {
    move |problem| ControlError::Knot { knot, problem }
}

impl<K: ActionModel<NX, NU>, const NX: usize, const NU: usize> Fddp<K, NX, NU> {
    /// A solver; fails on an empty problem or options out of range
    /// ([`ControlError::InvalidParameter`] naming them), or knot limits that are NaN or crossed.
    pub fn new(
        problem: ShootingProblem<K, NX, NU>,
        options: FddpOptions,
    ) -> Result<Self, ControlError> {
        if problem.running.is_empty() {
            return Err(ControlError::InvalidParameter {
                name: "problem.running",
                value: 0.0,
                requirement: "at least one knot".into(),
            });
        }
        check_options(&options)?;
        for knot in &problem.running {
            if let Some((lower, upper)) = knot.input_limits() {
                super::ilqr::check_limits(&lower, &upper)?;
            }
        }
        Ok(Fddp { problem, options })
    }

    /// The problem.
    pub fn problem(&self) -> &ShootingProblem<K, NX, NU> {
        &self.problem
    }

    /// The same problem from another initial state (a receding horizon's next start).
    pub fn set_initial_state(&mut self, x0: K::State) {
        self.problem.x0 = x0;
    }

    /// The options.
    pub fn options(&self) -> &FddpOptions {
        &self.options
    }

    /// Optimises from the guess `(states, inputs)`: `T + 1` states and `T` inputs, the states
    /// need not follow from the inputs (a standing posture repeated, a previous solution
    /// shifted). Fails on lengths that do not match, non-finite inputs, a knot whose model fails
    /// at the guess or whose derivatives fail along an accepted trajectory
    /// ([`ControlError::Knot`]).
    pub fn solve(
        &self,
        states: &[K::State],
        inputs: &[SVector<f64, NU>],
    ) -> Result<FddpSolution<K::State, NX, NU>, ControlError> {
        self.solve_with(states, inputs, |_| {})
    }

    /// [`Fddp::solve`], calling `on_iteration` with each iteration's report as it ends.
    pub fn solve_with(
        &self,
        states: &[K::State],
        inputs: &[SVector<f64, NU>],
        mut on_iteration: impl FnMut(&FddpIteration),
    ) -> Result<FddpSolution<K::State, NX, NU>, ControlError> {
        let t = self.problem.running.len();
        if inputs.len() != t || states.len() != t + 1 {
            return Err(ControlError::DimensionMismatch {
                argument: "(states, inputs)",
                expected: (t + 1, t),
                found: (states.len(), inputs.len()),
            });
        }
        if !inputs.iter().flatten().all(|x| x.is_finite()) {
            return Err(ControlError::NonFinite { argument: "inputs" });
        }
        let o = &self.options;
        let mut b = Knots {
            xs: states.to_vec(),
            us: inputs.to_vec(),
            xs_try: states.to_vec(),
            us_try: inputs.to_vec(),
            d: vec![KnotDerivatives::zeros(); t],
            fs: vec![SVector::zeros(); t + 1],
            vx: vec![SVector::zeros(); t + 1],
            vxx: vec![SMatrix::zeros(); t + 1],
            qu: vec![SVector::zeros(); t],
            quu_k: vec![SVector::zeros(); t],
            k: vec![SVector::zeros(); t],
            gain: vec![SMatrix::zeros(); t],
            terminal_lx: SVector::zeros(),
            terminal_lxx: SMatrix::zeros(),
        };
        for (k, knot) in self.problem.running.iter().enumerate() {
            if !knot.has_input() {
                b.us[k] = SVector::zeros();
            } else if let Some((lower, upper)) = knot.input_limits() {
                b.us[k] = b.us[k].zip_zip_map(&lower, &upper, |u, l, h| u.clamp(l, h));
            }
        }
        b.us_try.clone_from(&b.us);
        let mut cost = self.differentiate(&mut b)?;
        let initial_cost = cost;
        let mut feasible = b.fs.iter().all(|f| f.iter().all(|x| *x == 0.0));
        let mut mu = o.mu_initial;
        let mut iterations = Vec::new();
        let mut stop = FddpStop::MaxIterations;
        let mut recalc = false;
        let mut stop_measure;
        for _ in 0..o.max_iterations {
            let mut seconds_derivatives = 0.0;
            if recalc {
                let started = Instant::now();
                cost = self.differentiate(&mut b)?;
                seconds_derivatives = started.elapsed().as_secs_f64();
                recalc = false;
            }
            let started = Instant::now();
            loop {
                if self.backward(&mut b, mu, feasible) {
                    break;
                }
                mu = (mu * o.mu_factor).max(o.mu_min);
                if mu >= o.mu_max {
                    return Ok(self.finish(
                        b,
                        cost,
                        initial_cost,
                        iterations,
                        FddpStop::Regularisation,
                    ));
                }
            }
            let seconds_backward = started.elapsed().as_secs_f64();
            stop_measure = 0.5 * b.qu.iter().zip(&b.k).map(|(q, k)| q.dot(k)).sum::<f64>();
            let (dg, dq) = self.expected_parts(&b, feasible);
            let started = Instant::now();
            let mut alpha = 0.0;
            for &a in &o.alphas {
                let Some(try_cost) = self.forward(&mut b, a, feasible) else {
                    continue;
                };
                let dv = self.expected_gap_term(&b, feasible);
                let (d0, d1) = (dg + dv, dq - 2.0 * dv);
                let expected = a * (d0 + 0.5 * a * d1);
                let decrease = cost - try_cost;
                let accept = if expected >= 0.0 {
                    d0.abs() < 1e-12 || decrease > o.accept_step * expected
                } else {
                    d0.abs() < 1e-12 || decrease > o.accept_increase * expected
                };
                if accept {
                    std::mem::swap(&mut b.xs, &mut b.xs_try);
                    std::mem::swap(&mut b.us, &mut b.us_try);
                    feasible = feasible || a == 1.0;
                    cost = try_cost;
                    recalc = true;
                    alpha = a;
                    break;
                }
            }
            let seconds_line_search = started.elapsed().as_secs_f64();
            if alpha > o.step_decrease {
                mu = (mu / o.mu_factor).max(o.mu_min);
            }
            if alpha <= o.step_increase {
                mu = (mu * o.mu_factor).max(o.mu_min);
            }
            let gap = if feasible { 0.0 } else { max_gap(&b.fs) };
            iterations.push(FddpIteration {
                cost,
                alpha,
                mu,
                stop: stop_measure,
                gap,
                seconds_derivatives,
                seconds_backward,
                seconds_line_search,
            });
            on_iteration(&iterations[iterations.len() - 1]);
            if feasible && stop_measure < o.stop_tolerance {
                stop = FddpStop::Converged;
                break;
            }
            if mu >= o.mu_max {
                stop = FddpStop::Regularisation;
                break;
            }
        }
        if recalc {
            // The gains of the accepted trajectory.
            cost = self.differentiate(&mut b)?;
            while !self.backward(&mut b, mu, feasible) && mu < o.mu_max {
                mu = (mu * o.mu_factor).max(o.mu_min);
            }
        }
        Ok(self.finish(b, cost, initial_cost, iterations, stop))
    }

    /// The derivatives of every knot along the current trajectory, the gaps and the cost.
    fn differentiate(&self, b: &mut Knots<K::State, NX, NU>) -> Result<f64, ControlError> {
        let p = &self.problem;
        let t = p.running.len();
        let first = &p.running[0];
        b.fs[0] = first.difference(&b.xs[0], &p.x0).map_err(knot_error(0))?;
        let mut cost = 0.0;
        for (k, knot) in p.running.iter().enumerate() {
            let (next, l) = knot
                .calc_diff(&b.xs[k], &b.us[k], &mut b.d[k])
                .map_err(knot_error(k))?;
            b.fs[k + 1] = knot
                .difference(&b.xs[k + 1], &next)
                .map_err(knot_error(k))?;
            cost += l;
        }
        let (l, lx, lxx) = p.terminal.terminal_diff(&b.xs[t]).map_err(knot_error(t))?;
        b.terminal_lx = lx;
        b.terminal_lxx = lxx;
        cost += l;
        if !cost.is_finite() || b.fs.iter().flatten().any(|x| !x.is_finite()) {
            return Err(ControlError::NonFinite {
                argument: "the cost or the gaps along the trajectory",
            });
        }
        Ok(cost)
    }

    /// The backward pass at regularisation `mu`; `false` when a `Q_uu` is not positive
    /// definite.
    fn backward(&self, b: &mut Knots<K::State, NX, NU>, mu: f64, feasible: bool) -> bool {
        let t = self.problem.running.len();
        b.vxx[t] = b.terminal_lxx;
        add_diagonal(&mut b.vxx[t], mu);
        b.vx[t] = b.terminal_lx;
        if !feasible {
            b.vx[t] += b.vxx[t] * b.fs[t];
        }
        for k in (0..t).rev() {
            let knot = &self.problem.running[k];
            let d = &b.d[k];
            let (head, tail) = b.vxx.split_at_mut(k + 1);
            let (vxx_next, vxx) = (&tail[0], &mut head[k]);
            let vx_next = b.vx[k + 1];
            // Explicit transposes, then plain products: three times faster at 36 × 36 than
            // nalgebra's `tr_mul` or `gemm` (measured with AVX-512).
            let fxt = d.fx.transpose();
            let fxt_vxx = fxt * vxx_next;
            let qx = d.lx + fxt * vx_next;
            // Q_xx in place of V_xx.
            vxx.copy_from(&d.lxx);
            vxx.gemm(1.0, &fxt_vxx, &d.fx, 1.0);
            let vx = if knot.has_input() {
                let fut = d.fu.transpose();
                let mut qu = d.lu + fut * vx_next;
                let quu = d.luu + (fut * vxx_next) * d.fu;
                let quu = (quu + quu.transpose()) * 0.5 + SMatrix::<f64, NU, NU>::identity() * mu;
                let qxu = d.lxu + fxt_vxx * d.fu;
                let limits = knot.input_limits().filter(|_| feasible);
                let (kff, gain) = match limits {
                    Some((lower, upper)) => {
                        // min ½ δuᵀ Q_uu δu + Q_uᵀ δu within the limits around ū.
                        let warm = -b.k[k];
                        let Some((du, free, chol)) =
                            box_qp(&quu, &qu, &(lower - b.us[k]), &(upper - b.us[k]), &warm)
                        else {
                            return false;
                        };
                        let mut rhs = qxu.transpose();
                        for (i, f) in free.iter().enumerate() {
                            if !f {
                                rhs.row_mut(i).fill(0.0);
                                qu[i] = 0.0;
                            }
                        }
                        // `Q_uu⁻¹` then a product: twice as fast as `solve` on 36 columns.
                        (-du, chol.inverse() * rhs)
                    }
                    None => {
                        let Some(chol) = quu.cholesky() else {
                            return false;
                        };
                        let inverse = chol.inverse();
                        (inverse * qu, inverse * qxu.transpose())
                    }
                };
                if kff.iter().chain(gain.iter()).any(|x| !x.is_finite()) {
                    return false;
                }
                b.k[k] = kff;
                b.gain[k] = gain;
                b.qu[k] = qu;
                b.quu_k[k] = quu * kff;
                vxx.gemm(-1.0, &qxu, &gain, 1.0);
                qx - gain.transpose() * qu
            } else {
                b.k[k] = SVector::zeros();
                b.gain[k] = SMatrix::zeros();
                b.qu[k] = SVector::zeros();
                b.quu_k[k] = SVector::zeros();
                qx
            };
            // Symmetrised (a transposed copy: in place, the strided half is slower).
            *vxx = (*vxx + vxx.transpose()) * 0.5;
            add_diagonal(vxx, mu);
            let mut vx = vx;
            if !feasible {
                vx += *vxx * b.fs[k];
            }
            // `0 x` is 0 for a finite `x` and NaN otherwise: one vectorised sum.
            let zero_unless_finite =
                vx.iter().map(|x| 0.0 * x).sum::<f64>() + vxx.iter().map(|x| 0.0 * x).sum::<f64>();
            if zero_unless_finite != 0.0 {
                return false;
            }
            b.vx[k] = vx;
        }
        true
    }

    /// The expected change's parts that do not depend on the step: `(dg, dq)`.
    fn expected_parts(&self, b: &Knots<K::State, NX, NU>, feasible: bool) -> (f64, f64) {
        let t = self.problem.running.len();
        let (mut dg, mut dq) = (0.0, 0.0);
        if !feasible {
            dg -= b.vx[t].dot(&b.fs[t]);
            dq += b.fs[t].dot(&(b.vxx[t] * b.fs[t]));
        }
        for k in 0..t {
            dg += b.qu[k].dot(&b.k[k]);
            dq -= b.k[k].dot(&b.quu_k[k]);
            if !feasible {
                dg -= b.vx[k].dot(&b.fs[k]);
                dq += b.fs[k].dot(&(b.vxx[k] * b.fs[k]));
            }
        }
        (dg, dq)
    }

    /// The expected change's part from the tried trajectory's distance to the current one
    /// (while gaps remain).
    fn expected_gap_term(&self, b: &Knots<K::State, NX, NU>, feasible: bool) -> f64 {
        if feasible {
            return 0.0;
        }
        let p = &self.problem;
        let mut dv = 0.0;
        for k in 0..=p.running.len() {
            let knot = p.running.get(k).unwrap_or(&p.terminal);
            if let Ok(dx) = knot.difference(&b.xs[k], &b.xs_try[k]) {
                dv -= b.fs[k].dot(&(b.vxx[k] * dx));
            }
        }
        dv
    }

    /// The forward pass at step `alpha` into the candidate buffers: its cost, `None` when a
    /// knot fails or the cost is not finite.
    fn forward(&self, b: &mut Knots<K::State, NX, NU>, alpha: f64, feasible: bool) -> Option<f64> {
        let p = &self.problem;
        let t = p.running.len();
        let mut next = p.x0.clone();
        let mut cost = 0.0;
        for k in 0..=t {
            let knot = p.running.get(k).unwrap_or(&p.terminal);
            b.xs_try[k] = if feasible || alpha == 1.0 {
                next.clone()
            } else {
                knot.integrate(&next, &(b.fs[k] * (alpha - 1.0))).ok()?
            };
            if k == t {
                cost += p.terminal.terminal_cost(&b.xs_try[t]).ok()?;
                break;
            }
            if knot.has_input() {
                let dx = knot.difference(&b.xs[k], &b.xs_try[k]).ok()?;
                let mut u = b.us[k] - b.k[k] * alpha - b.gain[k] * dx;
                if let Some((lower, upper)) = knot.input_limits() {
                    u = u.zip_zip_map(&lower, &upper, |v, l, h| v.clamp(l, h));
                }
                b.us_try[k] = u;
            }
            let (x1, l) = knot.calc(&b.xs_try[k], &b.us_try[k]).ok()?;
            next = x1;
            cost += l;
            if !cost.is_finite() {
                return None;
            }
        }
        cost.is_finite().then_some(cost)
    }

    fn finish(
        &self,
        b: Knots<K::State, NX, NU>,
        cost: f64,
        initial_cost: f64,
        iterations: Vec<FddpIteration>,
        stop: FddpStop,
    ) -> FddpSolution<K::State, NX, NU> {
        let gap = max_gap(&b.fs);
        FddpSolution {
            states: b.xs,
            inputs: b.us,
            gains: b.gain.iter().map(|g| -g).collect(),
            cost,
            initial_cost,
            gap,
            iterations,
            stop,
        }
    }
}

/// `m ← m + μ 1`.
fn add_diagonal<const N: usize>(m: &mut SMatrix<f64, N, N>, mu: f64) {
    for i in 0..N {
        m[(i, i)] += mu;
    }
}

/// `max_k ‖f̄_k‖∞`.
fn max_gap<const NX: usize>(fs: &[SVector<f64, NX>]) -> f64 {
    fs.iter().map(|f| f.amax()).fold(0.0, f64::max)
}

/// The options' ranges; the error names the first field out of range with its value.
fn check_options(o: &FddpOptions) -> Result<(), ControlError> {
    let invalid = |name, value: f64, requirement: &'static str| {
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
    if !(o.stop_tolerance >= 0.0 && o.stop_tolerance.is_finite()) {
        return invalid("stop_tolerance", o.stop_tolerance, "finite and >= 0");
    }
    if !(o.mu_min > 0.0 && o.mu_min.is_finite()) {
        return invalid("mu_min", o.mu_min, "finite and > 0");
    }
    if !(o.mu_initial >= 0.0 && o.mu_initial.is_finite()) {
        return invalid("mu_initial", o.mu_initial, "finite and >= 0");
    }
    if !(o.mu_max > o.mu_min && o.mu_max.is_finite()) {
        return invalid("mu_max", o.mu_max, "finite and > mu_min");
    }
    if !(o.mu_factor > 1.0 && o.mu_factor.is_finite()) {
        return invalid("mu_factor", o.mu_factor, "finite and > 1");
    }
    if let Some(&a) = o.alphas.iter().find(|a| !(**a > 0.0 && **a <= 1.0)) {
        return invalid("alphas", a, "each in (0, 1]");
    }
    if !(o.accept_step > 0.0 && o.accept_step < 1.0) {
        return invalid("accept_step", o.accept_step, "in (0, 1)");
    }
    if !(o.accept_increase >= 1.0 && o.accept_increase.is_finite()) {
        return invalid("accept_increase", o.accept_increase, "finite and >= 1");
    }
    if !(o.step_increase >= 0.0 && o.step_increase < o.step_decrease && o.step_decrease <= 1.0) {
        return invalid(
            "step_increase",
            o.step_increase,
            "0 <= step_increase < step_decrease <= 1",
        );
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use nalgebra::{DMatrix, DVector, Matrix2, Vector1, Vector2};

    /// A double integrator `x' = A x + B u` with cost `½ (xᵀ Q x + r u²)` per knot and
    /// `½ xᵀ Q_f x` at the end; a state with a first entry above `fail_above` fails (a knot
    /// whose model refuses a state).
    #[derive(Debug, Clone)]
    struct Lq {
        h: f64,
        limits: Option<(f64, f64)>,
        fail_above: f64,
    }

    impl Lq {
        fn a(&self) -> Matrix2<f64> {
            Matrix2::new(1.0, self.h, 0.0, 1.0)
        }
        fn b(&self) -> Vector2<f64> {
            Vector2::new(0.5 * self.h * self.h, self.h)
        }
        const Q: f64 = 1.0;
        const R: f64 = 0.1;
        const QF: f64 = 100.0;
    }

    impl ActionModel<2, 1> for Lq {
        type State = Vector2<f64>;

        fn input_limits(&self) -> Option<(Vector1<f64>, Vector1<f64>)> {
            self.limits.map(|(l, u)| (Vector1::new(l), Vector1::new(u)))
        }

        fn calc(
            &self,
            x: &Vector2<f64>,
            u: &Vector1<f64>,
        ) -> Result<(Vector2<f64>, f64), DynamicsError> {
            if x[0] > self.fail_above {
                return Err(DynamicsError::NonFiniteResult { quantity: "test" });
            }
            let cost = 0.5 * (Self::Q * x.norm_squared() + Self::R * u[0] * u[0]);
            Ok((self.a() * x + self.b() * u[0], cost))
        }

        fn calc_diff(
            &self,
            x: &Vector2<f64>,
            u: &Vector1<f64>,
            d: &mut KnotDerivatives<2, 1>,
        ) -> Result<(Vector2<f64>, f64), DynamicsError> {
            let (next, cost) = self.calc(x, u)?;
            *d = KnotDerivatives {
                fx: self.a(),
                fu: self.b(),
                lx: x * Self::Q,
                lu: u * Self::R,
                lxx: Matrix2::identity() * Self::Q,
                luu: Vector1::new(Self::R),
                lxu: SMatrix::zeros(),
            };
            Ok((next, cost))
        }

        fn terminal_cost(&self, x: &Vector2<f64>) -> Result<f64, DynamicsError> {
            Ok(0.5 * Self::QF * x.norm_squared())
        }

        fn terminal_diff(
            &self,
            x: &Vector2<f64>,
        ) -> Result<(f64, Vector2<f64>, Matrix2<f64>), DynamicsError> {
            Ok((
                self.terminal_cost(x)?,
                x * Self::QF,
                Matrix2::identity() * Self::QF,
            ))
        }

        fn difference(
            &self,
            x0: &Vector2<f64>,
            x1: &Vector2<f64>,
        ) -> Result<Vector2<f64>, DynamicsError> {
            Ok(x1 - x0)
        }

        fn integrate(
            &self,
            x: &Vector2<f64>,
            dx: &Vector2<f64>,
        ) -> Result<Vector2<f64>, DynamicsError> {
            Ok(x + dx)
        }
    }

    fn problem(t: usize, limits: Option<(f64, f64)>) -> ShootingProblem<Lq, 2, 1> {
        let knot = || Lq {
            h: 0.1,
            limits,
            fail_above: f64::INFINITY,
        };
        ShootingProblem {
            x0: Vector2::new(1.0, 0.0),
            running: (0..t).map(|_| knot()).collect(),
            terminal: knot(),
        }
    }

    /// The optimal inputs of the linear-quadratic problem, from its normal equations (the states
    /// are linear in the inputs: `x = F x_0 + G u`).
    fn direct(p: &ShootingProblem<Lq, 2, 1>) -> DVector<f64> {
        let t = p.running.len();
        let (a, b) = (p.running[0].a(), p.running[0].b());
        let mut f = DMatrix::zeros(2 * (t + 1), 2);
        let mut g = DMatrix::zeros(2 * (t + 1), t);
        let mut power = Matrix2::identity();
        for k in 0..=t {
            f.view_mut((2 * k, 0), (2, 2)).copy_from(&power);
            for j in 0..k {
                let mut m = Matrix2::identity();
                for _ in j + 1..k {
                    m = a * m;
                }
                g.view_mut((2 * k, j), (2, 1)).copy_from(&(m * b));
            }
            power = a * power;
        }
        let mut w = DMatrix::identity(2 * (t + 1), 2 * (t + 1)) * Lq::Q;
        for i in 2 * t..2 * t + 2 {
            w[(i, i)] = Lq::QF;
        }
        let x0 = DVector::from_column_slice(p.x0.as_slice());
        let hessian = g.transpose() * &w * &g + DMatrix::identity(t, t) * Lq::R;
        let gradient = g.transpose() * &w * (f * x0);
        -hessian.cholesky().unwrap().solve(&gradient)
    }

    #[test]
    fn a_linear_quadratic_problem_is_solved_from_a_guess_with_gaps() {
        let p = problem(20, None);
        let expected = direct(&p);
        // The guess: every state zero (x_0 too: a gap at the first knot), every input zero.
        let fddp = Fddp::new(p, FddpOptions::default()).unwrap();
        let solution = fddp
            .solve(&[Vector2::zeros(); 21], &[Vector1::zeros(); 20])
            .unwrap();
        assert_eq!(
            solution.stop,
            FddpStop::Converged,
            "{:?}",
            solution.iterations
        );
        // One full step closes the gaps and is the Newton step of a quadratic: the next
        // iteration finds nothing left to do.
        assert!(solution.iterations.len() <= 2, "{:?}", solution.iterations);
        assert_eq!(solution.iterations[0].alpha, 1.0);
        assert_eq!(solution.gap, 0.0);
        for (k, u) in solution.inputs.iter().enumerate() {
            // 1e-7: the regularisation `μ = 1e-9` on `Q_uu` and `V_xx` (relative 1e-9 of the
            // terminal weight, through twenty knots) and the normal equations' rounding.
            assert!(
                (u[0] - expected[k]).abs() < 1e-7,
                "u[{k}] = {} against {}",
                u[0],
                expected[k]
            );
        }
        // The states follow from the inputs.
        let mut x = fddp.problem().x0;
        for (k, u) in solution.inputs.iter().enumerate() {
            assert!((solution.states[k] - x).amax() < 1e-12);
            x = fddp.problem().running[k].calc(&x, u).unwrap().0;
        }
        // The feedback is the time-varying LQR gain: a perturbed start's optimal inputs.
        let mut shifted = problem(20, None);
        shifted.x0 += Vector2::new(0.01, -0.02);
        let perturbed = direct(&shifted);
        let predicted = solution.inputs[0] + solution.gains[0] * Vector2::new(0.01, -0.02);
        assert!((predicted[0] - perturbed[0]).abs() < 1e-7);
    }

    #[test]
    fn the_inputs_stay_within_their_limits() {
        let free = Fddp::new(problem(20, None), FddpOptions::default()).unwrap();
        let guess = (vec![Vector2::new(1.0, 0.0); 21], vec![Vector1::zeros(); 20]);
        let unlimited = free.solve(&guess.0, &guess.1).unwrap();
        let largest = unlimited
            .inputs
            .iter()
            .map(|u| u[0].abs())
            .fold(0.0, f64::max);
        // Limits at half the unconstrained solution's largest input: some knots saturate.
        let bound = 0.5 * largest;
        let fddp = Fddp::new(problem(20, Some((-bound, bound))), FddpOptions::default()).unwrap();
        let solution = fddp.solve(&guess.0, &guess.1).unwrap();
        assert_eq!(solution.stop, FddpStop::Converged);
        assert!(solution.inputs.iter().all(|u| u[0].abs() <= bound));
        let saturated = solution
            .inputs
            .iter()
            .filter(|u| u[0].abs() == bound)
            .count();
        assert!(saturated > 0);
        assert!(solution.cost > unlimited.cost);
        // A saturated knot's feedback is zero: its input cannot respond.
        for (u, gain) in solution.inputs.iter().zip(&solution.gains) {
            if u[0].abs() == bound {
                assert_eq!(gain.amax(), 0.0);
            }
        }
    }

    #[test]
    fn bad_problems_and_guesses_are_typed_errors() {
        let p = problem(0, None);
        let e = Fddp::new(p, FddpOptions::default()).unwrap_err();
        assert!(e.to_string().contains("problem.running"), "{e}");
        let e = Fddp::new(
            problem(3, None),
            FddpOptions {
                alphas: [0.0; 10],
                ..FddpOptions::default()
            },
        )
        .unwrap_err();
        assert!(e.to_string().starts_with("parameter alphas = 0"), "{e}");
        let e = Fddp::new(problem(3, Some((1.0, -1.0))), FddpOptions::default()).unwrap_err();
        assert!(e.to_string().contains("lower"), "{e}");
        let fddp = Fddp::new(problem(3, None), FddpOptions::default()).unwrap();
        let e = fddp
            .solve(&[Vector2::zeros(); 3], &[Vector1::zeros(); 3])
            .unwrap_err();
        assert_eq!(
            e,
            ControlError::DimensionMismatch {
                argument: "(states, inputs)",
                expected: (4, 3),
                found: (3, 3)
            }
        );
        let e = fddp
            .solve(&[Vector2::zeros(); 4], &[Vector1::new(f64::NAN); 3])
            .unwrap_err();
        assert_eq!(e, ControlError::NonFinite { argument: "inputs" });
        // A knot whose model refuses the guess is named.
        let mut p = problem(3, None);
        p.running[2].fail_above = 0.5;
        let fddp = Fddp::new(p, FddpOptions::default()).unwrap();
        let e = fddp
            .solve(&[Vector2::new(1.0, 0.0); 4], &[Vector1::zeros(); 3])
            .unwrap_err();
        assert!(matches!(e, ControlError::Knot { knot: 2, .. }), "{e}");
        assert!(
            e.to_string().starts_with("knot 2 of the shooting problem"),
            "{e}"
        );
    }
}
