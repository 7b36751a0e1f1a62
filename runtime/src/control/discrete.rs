//! One integration step as a discrete-time system, `x_{k+1} = Φ(x_k, u_k)`, and its exact
//! Jacobians `∂Φ/∂x`, `∂Φ/∂u`: what trajectory optimisation (iLQR/DDP) and linear time-varying MPC
//! consume at every node of a horizon.
//!
//! The state is `x = [q; q̇]` (`NX = 2N`), the input `u` drives the joints through an actuation
//! matrix `S` (`τ = S u`, `N × M`) and is held constant over the step (zero-order hold). The
//! continuous dynamics are `ẋ = f(x, u) = [q̇; q̈(q, q̇, S u)]` with the Jacobians
//! `A = ∂f/∂x = [[0, I], [∂q̈/∂q, ∂q̈/∂q̇]]` and `B = ∂f/∂u = [[0], [M⁻¹ S]]` from
//! [`Dynamics::linearize_blocks`] (generated, analytic). The step's Jacobians follow by the chain
//! rule through the stages of the scheme, with no finite differences:
//!
//! * [`Scheme::SemiImplicitEuler`] (symplectic Euler): `q̇' = q̇ + h q̈(q, q̇, u)`, `q' = q + h q̇'`;
//!   `∂q̇'/∂x = [0, I] + h [∂q̈/∂q, ∂q̈/∂q̇]`, `∂q'/∂x = [I, 0] + h ∂q̇'/∂x`, and likewise for `u`.
//!   One evaluation of the dynamics per step; first order, but it keeps the energy of a
//!   conservative system bounded over long horizons.
//! * [`Scheme::Rk4`] (classical Runge–Kutta): stages `k_i = f(x + c_i h k_{i−1}, u)` with
//!   `∂k_i/∂x = A_i (I + c_i h ∂k_{i−1}/∂x)` and `∂k_i/∂u = A_i c_i h ∂k_{i−1}/∂u + B_i`, then
//!   `Φ = x + h/6 (k_1 + 2k_2 + 2k_3 + k_4)` and the same weights on the stage Jacobians. Four
//!   evaluations per step; fourth order.
//!
//! Everything is fixed-size (`SVector`, `SMatrix`): no allocation.

use super::ControlError;
use crate::api::dynamics::Dynamics;
use nalgebra::{SMatrix, SVector};

/// The integration scheme of one step.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scheme {
    /// Semi-implicit (symplectic) Euler: velocity first, then position with the new velocity.
    SemiImplicitEuler,
    /// Classical fourth-order Runge–Kutta with the input held over the step.
    Rk4,
}

/// A step `x_{k+1} = Φ(x_k, u_k)` and its Jacobians.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct StepJacobians<const NX: usize, const M: usize> {
    /// `Φ(x, u)`.
    pub next: SVector<f64, NX>,
    /// `∂Φ/∂x`.
    pub fx: SMatrix<f64, NX, NX>,
    /// `∂Φ/∂u`.
    pub fu: SMatrix<f64, NX, M>,
}

/// A discrete-time model: the continuous dynamics of `model`, driven through `actuation`,
/// stepped by `scheme` with step `h` ([`Discretized::new`] checks them).
#[derive(Debug)]
pub struct Discretized<'a, D, const N: usize, const M: usize> {
    model: &'a D,
    actuation: SMatrix<f64, N, M>,
    scheme: Scheme,
    h: f64,
}

// Copy whatever the model type (a derive would ask `D: Copy`): it holds a reference.
impl<D, const N: usize, const M: usize> Clone for Discretized<'_, D, N, M> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<D, const N: usize, const M: usize> Copy for Discretized<'_, D, N, M> {}

impl<'a, D: Dynamics<N>, const N: usize, const M: usize> Discretized<'a, D, N, M> {
    /// The step length (s).
    pub fn h(&self) -> f64 {
        self.h
    }

    /// The scheme.
    pub fn scheme(&self) -> Scheme {
        self.scheme
    }

    /// The discrete model of `model` driven through `actuation`, stepped by `scheme` with step `h`
    /// (finite and `> 0`, else [`ControlError::InvalidParameter`]; `actuation` finite, else
    /// [`ControlError::NonFinite`]).
    pub fn new(
        model: &'a D,
        actuation: SMatrix<f64, N, M>,
        scheme: Scheme,
        h: f64,
    ) -> Result<Self, ControlError> {
        if !(h.is_finite() && h > 0.0) {
            return Err(ControlError::InvalidParameter {
                name: "h",
                value: h,
                requirement: "finite and > 0 (the step length in seconds)".into(),
            });
        }
        if actuation.iter().any(|x| !x.is_finite()) {
            return Err(ControlError::NonFinite {
                argument: "actuation",
            });
        }
        Ok(Discretized {
            model,
            actuation,
            scheme,
            h,
        })
    }

    /// `f(x, u) = [q̇; q̈]` (`NX` must be `2N`, checked at compile time).
    fn rate<const NX: usize>(&self, x: &SVector<f64, NX>, u: &SVector<f64, M>) -> SVector<f64, NX> {
        const { assert!(NX == 2 * N, "the state is [q; q̇]: NX = 2N") };
        let q = x.fixed_rows::<N>(0).into_owned();
        let qd = x.fixed_rows::<N>(N).into_owned();
        let qdd = self.model.forward_dynamics(&q, &qd, &(self.actuation * u));
        let mut out = SVector::<f64, NX>::zeros();
        out.fixed_rows_mut::<N>(0).copy_from(&qd);
        out.fixed_rows_mut::<N>(N).copy_from(&qdd);
        out
    }

    /// `f(x, u)`, `A = ∂f/∂x` and `B = ∂f/∂u` from the generated linearization.
    #[allow(clippy::type_complexity)]
    fn rate_jacobians<const NX: usize>(
        &self,
        x: &SVector<f64, NX>,
        u: &SVector<f64, M>,
    ) -> (SVector<f64, NX>, SMatrix<f64, NX, NX>, SMatrix<f64, NX, M>) {
        const { assert!(NX == 2 * N, "the state is [q; q̇]: NX = 2N") };
        let q = x.fixed_rows::<N>(0).into_owned();
        let qd = x.fixed_rows::<N>(N).into_owned();
        let lin = self.model.linearize_blocks(&q, &qd, &(self.actuation * u));
        let mut f = SVector::<f64, NX>::zeros();
        f.fixed_rows_mut::<N>(0).copy_from(&qd);
        f.fixed_rows_mut::<N>(N).copy_from(&lin.qdd);
        let mut a = SMatrix::<f64, NX, NX>::zeros();
        a.fixed_view_mut::<N, N>(0, N)
            .copy_from(&SMatrix::<f64, N, N>::identity());
        a.fixed_view_mut::<N, N>(N, 0).copy_from(&lin.dqdd_dq);
        a.fixed_view_mut::<N, N>(N, N).copy_from(&lin.dqdd_dqd);
        let mut b = SMatrix::<f64, NX, M>::zeros();
        b.fixed_view_mut::<N, M>(N, 0)
            .copy_from(&(lin.minv * self.actuation));
        (f, a, b)
    }

    /// `x_{k+1} = Φ(x, u)`.
    pub fn step<const NX: usize>(
        &self,
        x: &SVector<f64, NX>,
        u: &SVector<f64, M>,
    ) -> SVector<f64, NX> {
        let h = self.h;
        match self.scheme {
            Scheme::SemiImplicitEuler => {
                let f = self.rate(x, u);
                let mut next = *x;
                for i in 0..N {
                    next[N + i] += h * f[N + i];
                    next[i] += h * next[N + i];
                }
                next
            }
            Scheme::Rk4 => {
                let k1 = self.rate(x, u);
                let k2 = self.rate(&(x + k1 * (h / 2.0)), u);
                let k3 = self.rate(&(x + k2 * (h / 2.0)), u);
                let k4 = self.rate(&(x + k3 * h), u);
                x + (k1 + (k2 + k3) * 2.0 + k4) * (h / 6.0)
            }
        }
    }

    /// `Φ(x, u)` with its exact Jacobians `∂Φ/∂x`, `∂Φ/∂u`.
    pub fn step_jacobians<const NX: usize>(
        &self,
        x: &SVector<f64, NX>,
        u: &SVector<f64, M>,
    ) -> StepJacobians<NX, M> {
        let h = self.h;
        let eye = SMatrix::<f64, NX, NX>::identity();
        match self.scheme {
            Scheme::SemiImplicitEuler => {
                let (f, a, b) = self.rate_jacobians(x, u);
                let mut next = *x;
                let mut fx = eye;
                let mut fu = SMatrix::<f64, NX, M>::zeros();
                // Velocity rows: q̇' = q̇ + h q̈.
                for i in 0..N {
                    next[N + i] += h * f[N + i];
                    for j in 0..NX {
                        fx[(N + i, j)] += h * a[(N + i, j)];
                    }
                    for j in 0..M {
                        fu[(N + i, j)] = h * b[(N + i, j)];
                    }
                }
                // Position rows: q' = q + h q̇'.
                for i in 0..N {
                    next[i] += h * next[N + i];
                    for j in 0..NX {
                        fx[(i, j)] += h * fx[(N + i, j)];
                    }
                    for j in 0..M {
                        fu[(i, j)] = h * fu[(N + i, j)];
                    }
                }
                StepJacobians { next, fx, fu }
            }
            Scheme::Rk4 => {
                let (k1, a1, b1) = self.rate_jacobians(x, u);
                let (dx1, du1) = (a1, b1);
                let (k2, a2, b2) = self.rate_jacobians(&(x + k1 * (h / 2.0)), u);
                let dx2 = a2 * (eye + dx1 * (h / 2.0));
                let du2 = a2 * du1 * (h / 2.0) + b2;
                let (k3, a3, b3) = self.rate_jacobians(&(x + k2 * (h / 2.0)), u);
                let dx3 = a3 * (eye + dx2 * (h / 2.0));
                let du3 = a3 * du2 * (h / 2.0) + b3;
                let (k4, a4, b4) = self.rate_jacobians(&(x + k3 * h), u);
                let dx4 = a4 * (eye + dx3 * h);
                let du4 = a4 * du3 * h + b4;
                StepJacobians {
                    next: x + (k1 + (k2 + k3) * 2.0 + k4) * (h / 6.0),
                    fx: eye + (dx1 + (dx2 + dx3) * 2.0 + dx4) * (h / 6.0),
                    fu: (du1 + (du2 + du3) * 2.0 + du4) * (h / 6.0),
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::models::reference_dynamics::ReferenceDynamics;
    use chaindyn_model::Chain;

    /// A step length that is not positive is refused with its value, the requirement read as one
    /// sentence.
    #[test]
    fn a_step_length_that_is_not_positive_is_named_with_its_value() {
        let chain = Chain::pendulum(&[1.0], &[0.5], 9.81).unwrap();
        let model = ReferenceDynamics::<1>::new(&chain).unwrap();
        let actuation = SMatrix::<f64, 1, 1>::identity();
        for h in [0.0, -0.01, f64::NAN] {
            let Err(e) = Discretized::new(&model, actuation, Scheme::Rk4, h) else {
                panic!("h = {h} accepted");
            };
            assert_eq!(
                e.to_string(),
                format!("parameter h = {h} must be finite and > 0 (the step length in seconds)")
            );
        }
    }
}
