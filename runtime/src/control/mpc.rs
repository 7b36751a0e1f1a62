//! Model-predictive control on a shooting problem: at each update, the problem from the
//! measured state, warm-started from the previous plan shifted by the knots that have passed,
//! solved by a few iterations of [`Fddp`]; the plan's first knots' inputs and feedback gains
//! drive the robot until the next update.

use super::shooting::{ActionModel, Fddp, FddpSolution};
use super::ControlError;
use nalgebra::{SMatrix, SVector};
use std::time::Instant;

/// A receding horizon over a problem whose knots do not change with time (a standing or
/// balancing task), updated every `shift` knots.
#[derive(Debug)]
pub struct RecedingHorizon<K: ActionModel<NX, NU>, const NX: usize, const NU: usize> {
    solver: Fddp<K, NX, NU>,
    shift: usize,
    plan: Option<FddpSolution<K::State, NX, NU>>,
    guess: (Vec<K::State>, Vec<SVector<f64, NU>>),
}

/// One update's plan for the knots until the next update, and what it cost.
#[derive(Debug, Clone)]
pub struct MpcUpdate<X, const NX: usize, const NU: usize> {
    /// The plan's states of the knots until the next update (`shift` of them).
    pub states: Vec<X>,
    /// Their inputs.
    pub inputs: Vec<SVector<f64, NU>>,
    /// Their feedback gains (`u = u_k + K_k (x ⊖ x_k)`).
    pub gains: Vec<SMatrix<f64, NU, NX>>,
    /// The solver's iterations.
    pub iterations: usize,
    /// The update's wall-clock time (s).
    pub seconds: f64,
}

impl<K: ActionModel<NX, NU>, const NX: usize, const NU: usize> RecedingHorizon<K, NX, NU> {
    /// A receding horizon of `solver`'s problem, updated every `shift` knots (at least one and
    /// fewer than the problem's knots, else [`ControlError::InvalidParameter`]), starting from
    /// the guess `(states, inputs)` (as [`Fddp::solve`] takes it).
    pub fn new(
        solver: Fddp<K, NX, NU>,
        shift: usize,
        states: Vec<K::State>,
        inputs: Vec<SVector<f64, NU>>,
    ) -> Result<Self, ControlError> {
        let t = solver.problem().running.len();
        if shift == 0 || shift >= t {
            return Err(ControlError::InvalidParameter {
                name: "shift",
                value: shift as f64,
                requirement: format!("at least 1 and fewer than the problem's {t} knots").into(),
            });
        }
        Ok(RecedingHorizon {
            solver,
            shift,
            plan: None,
            guess: (states, inputs),
        })
    }

    /// The plan from the measured state `x`: the previous plan shifted by `shift` knots (its
    /// last knot repeated) as the guess, its first state replaced by `x`. Fails as
    /// [`Fddp::solve`] does.
    pub fn update(&mut self, x: &K::State) -> Result<MpcUpdate<K::State, NX, NU>, ControlError> {
        let started = Instant::now();
        if let Some(plan) = self.plan.take() {
            let (mut xs, mut us) = (plan.states, plan.inputs);
            xs.drain(..self.shift);
            us.drain(..self.shift);
            for _ in 0..self.shift {
                xs.push(xs[xs.len() - 1].clone());
                us.push(us[us.len() - 1]);
            }
            self.guess = (xs, us);
        }
        self.guess.0[0] = x.clone();
        self.solver.set_initial_state(x.clone());
        let plan = self.solver.solve(&self.guess.0, &self.guess.1)?;
        let update = MpcUpdate {
            states: plan.states[..self.shift].to_vec(),
            inputs: plan.inputs[..self.shift].to_vec(),
            gains: plan.gains[..self.shift].to_vec(),
            iterations: plan.iterations.len(),
            seconds: started.elapsed().as_secs_f64(),
        };
        self.plan = Some(plan);
        Ok(update)
    }
}
