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
//! A floating base's step ([`FloatingDiscretized`]) is semi-implicit Euler on the configuration
//! manifold, the same formulas with `q' = integrate(q, h q̇')` in place of `q + h q̇'` and
//! deviations in the tangent space. Both implement [`DiscreteSystem`], what trajectory
//! optimisation ([`super::Ilqr`]) is written on, so that it is written once for every robot:
//! semi-implicit Euler's Jacobians are one function ([`euler_jacobians`]) for both.
//!
//! Everything is fixed-size (`SVector`, `SMatrix`): no allocation.

use super::ControlError;
use crate::api::dynamics::Dynamics;
use crate::api::error::DynamicsError;
use crate::api::floating::{check_floating_finite, FloatingDynamics};
use chaindyn_model::free_flyer;
use nalgebra::{SMatrix, SVector};

/// A discrete-time system `x_{k+1} = Φ(x_k, u_k)` with `M` inputs whose states may lie on a
/// manifold, with what trajectory optimisation needs of it: the step, its exact Jacobians and the
/// deviation `x ⊖ x̄` between two states in the tangent space (`NX` numbers, the coordinates of
/// the Jacobians). [`Discretized`] implements it for a fixed base (the state `[q; q̇]`, a vector
/// space: `x ⊖ x̄ = x − x̄`), [`FloatingDiscretized`] for a floating base (the state `(q, v)`:
/// `x ⊖ x̄ = [difference(q̄, q); v − v̄]`); [`super::Ilqr`] and [`super::QuadraticCost`] take
/// either, or a user's own system.
pub trait DiscreteSystem<const NX: usize, const M: usize> {
    /// A state: `SVector<f64, NX>` on a fixed base, `(q, v)` on a floating base.
    type State: Clone + core::fmt::Debug + PartialEq;

    /// How many numbers a state holds (`NX` on a fixed base, `nq + nv` on a floating one): what
    /// the solvers' buffers are sized by.
    const STATE_LEN: usize;

    /// Checks a state that comes from outside, called `argument` in the error (`"x0"`,
    /// `"x_ref"`, ...): every entry finite, and on a floating base the quaternion of unit norm.
    fn check_state(&self, argument: &'static str, x: &Self::State) -> Result<(), DynamicsError>;

    /// Checks an input called `argument` in the error (`"u"`, `"u_ref"`): every entry finite.
    fn check_input(&self, argument: &'static str, u: &SVector<f64, M>)
        -> Result<(), DynamicsError>;

    /// `Φ(x, u)`, or why the step fails (a non-finite input or result, a step that overflows).
    fn transition(
        &self,
        x: &Self::State,
        u: &SVector<f64, M>,
    ) -> Result<Self::State, DynamicsError>;

    /// `Φ(x, u)` with its exact Jacobians `(∂Φ/∂x, ∂Φ/∂u)` in the tangent space.
    #[allow(clippy::type_complexity)]
    fn transition_jacobians(
        &self,
        x: &Self::State,
        u: &SVector<f64, M>,
    ) -> Result<(Self::State, SMatrix<f64, NX, NX>, SMatrix<f64, NX, M>), DynamicsError>;

    /// `x ⊖ nominal`: the tangent vector that takes `nominal` to `x`.
    fn deviation(
        &self,
        x: &Self::State,
        nominal: &Self::State,
    ) -> Result<SVector<f64, NX>, DynamicsError>;

    /// The Jacobian of `x ⊖ reference` with respect to a tangent perturbation of `x`;
    /// `Ok(None)` where it is the identity (a vector space), which the cost then skips.
    fn deviation_jacobian(
        &self,
        x: &Self::State,
        reference: &Self::State,
    ) -> Result<Option<SMatrix<f64, NX, NX>>, DynamicsError>;
}

/// Semi-implicit Euler's Jacobians in the tangent space (`NX = 2 NV`) from those of the
/// acceleration `a(q, v, u)`: with `v' = v + h a` and `q' = q ⊕ h v'`,
///
/// `∂v'/∂x = [h ∂a/∂q, 1 + h ∂a/∂v]`, `∂v'/∂u = h ∂a/∂u`,
/// `∂q'/∂x = [D_q, 0] + h D_v ∂v'/∂x`, `∂q'/∂u = h D_v ∂v'/∂u`,
///
/// with `D_q`, `D_v` the Jacobians of `q ⊕ w` with respect to `q` and `w` at `w = h v'`: the
/// identity but for a floating base's six entries, whose `6 × 6` blocks `base` gives (`None` in
/// a vector space, where `⊕` is `+`).
pub(crate) fn euler_jacobians<const NV: usize, const NX: usize, const M: usize>(
    h: f64,
    da_dq: &SMatrix<f64, NV, NV>,
    da_dv: &SMatrix<f64, NV, NV>,
    da_du: &SMatrix<f64, NV, M>,
    base: Option<(&SMatrix<f64, 6, 6>, &SMatrix<f64, 6, 6>)>,
) -> (SMatrix<f64, NX, NX>, SMatrix<f64, NX, M>) {
    let mut fx = SMatrix::<f64, NX, NX>::zeros();
    let mut fu = SMatrix::<f64, NX, M>::zeros();
    euler_jacobians_into(h, (da_dq, da_dv, da_du), base, &mut fx, &mut fu);
    (fx, fu)
}

/// [`euler_jacobians`] written into `fx` and `fu` (every entry).
pub(crate) fn euler_jacobians_into<const NV: usize, const NX: usize, const M: usize>(
    h: f64,
    (da_dq, da_dv, da_du): (
        &SMatrix<f64, NV, NV>,
        &SMatrix<f64, NV, NV>,
        &SMatrix<f64, NV, M>,
    ),
    base: Option<(&SMatrix<f64, 6, 6>, &SMatrix<f64, 6, 6>)>,
    fx: &mut SMatrix<f64, NX, NX>,
    fu: &mut SMatrix<f64, NX, M>,
) {
    const { assert!(NX == 2 * NV, "the tangent state is [δq; δv]: NX = 2 NV") };
    // ∂v'/∂x and ∂v'/∂u: the lower rows.
    fx.fixed_view_mut::<NV, NV>(NV, 0).copy_from(&(da_dq * h));
    let mut dv_dv = da_dv * h;
    for i in 0..NV {
        dv_dv[(i, i)] += 1.0;
    }
    fx.fixed_view_mut::<NV, NV>(NV, NV).copy_from(&dv_dv);
    fu.fixed_view_mut::<NV, M>(NV, 0).copy_from(&(da_du * h));
    // ∂q'/∂x = [1, 0] + h ∂v'/∂x and ∂q'/∂u = h ∂v'/∂u on the rows where D_q, D_v are the
    // identity.
    let dv_dx: SMatrix<f64, NV, NX> = fx.fixed_rows::<NV>(NV).into_owned();
    let dv_du: SMatrix<f64, NV, M> = fu.fixed_rows::<NV>(NV).into_owned();
    fx.fixed_rows_mut::<NV>(0).copy_from(&(dv_dx * h));
    fu.fixed_rows_mut::<NV>(0).copy_from(&(dv_du * h));
    let first = if base.is_some() { 6 } else { 0 };
    for i in first..NV {
        fx[(i, i)] += 1.0;
    }
    // The base's rows: D_q + h D_v ∂v'/∂x.
    if let Some((d_q, d_v)) = base {
        let rows: SMatrix<f64, 6, NX> = d_v * dv_dx.fixed_rows::<6>(0) * h;
        fx.fixed_rows_mut::<6>(0).copy_from(&rows);
        let mut left = fx.fixed_view_mut::<6, 6>(0, 0);
        left += d_q;
        let rows_u: SMatrix<f64, 6, M> = d_v * dv_du.fixed_rows::<6>(0) * h;
        fu.fixed_rows_mut::<6>(0).copy_from(&rows_u);
    }
}

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
                const { assert!(NX == 2 * N, "the state is [q; q̇]: NX = 2N") };
                let q = x.fixed_rows::<N>(0).into_owned();
                let qd = x.fixed_rows::<N>(N).into_owned();
                let lin = self.model.linearize_blocks(&q, &qd, &(self.actuation * u));
                let da_du = lin.minv * self.actuation;
                let (fx, fu) =
                    euler_jacobians::<N, NX, M>(h, &lin.dqdd_dq, &lin.dqdd_dqd, &da_du, None);
                let mut next = *x;
                for i in 0..N {
                    next[N + i] += h * lin.qdd[i];
                    next[i] += h * next[N + i];
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

impl<D: Dynamics<N>, const N: usize, const M: usize, const NX: usize> DiscreteSystem<NX, M>
    for Discretized<'_, D, N, M>
{
    type State = SVector<f64, NX>;

    const STATE_LEN: usize = NX;

    fn check_state(&self, argument: &'static str, x: &Self::State) -> Result<(), DynamicsError> {
        match x.iter().position(|v| !v.is_finite()) {
            None => Ok(()),
            Some(index) => Err(DynamicsError::NonFiniteInput { argument, index }),
        }
    }

    fn check_input(
        &self,
        argument: &'static str,
        u: &SVector<f64, M>,
    ) -> Result<(), DynamicsError> {
        match u.iter().position(|v| !v.is_finite()) {
            None => Ok(()),
            Some(index) => Err(DynamicsError::NonFiniteInput { argument, index }),
        }
    }

    /// [`Discretized::step`] after checking `x` and `u`; a step that is not finite (dynamics
    /// that answer NaN there, or an overflow) is [`DynamicsError::NonFiniteResult`].
    fn transition(
        &self,
        x: &Self::State,
        u: &SVector<f64, M>,
    ) -> Result<Self::State, DynamicsError> {
        DiscreteSystem::<NX, M>::check_state(self, "x", x)?;
        DiscreteSystem::<NX, M>::check_input(self, "u", u)?;
        crate::api::error::finite("the step", self.step(x, u))
    }

    /// [`Discretized::step_jacobians`] after the checks of [`DiscreteSystem::transition`].
    fn transition_jacobians(
        &self,
        x: &Self::State,
        u: &SVector<f64, M>,
    ) -> Result<(Self::State, SMatrix<f64, NX, NX>, SMatrix<f64, NX, M>), DynamicsError> {
        DiscreteSystem::<NX, M>::check_state(self, "x", x)?;
        DiscreteSystem::<NX, M>::check_input(self, "u", u)?;
        let j = self.step_jacobians(x, u);
        let next = crate::api::error::finite("the step", j.next)?;
        let fx = crate::api::error::finite("the step's Jacobians", j.fx)?;
        let fu = crate::api::error::finite("the step's Jacobians", j.fu)?;
        Ok((next, fx, fu))
    }

    /// `x − nominal`; one that overflows is [`DynamicsError::NonFiniteResult`].
    fn deviation(
        &self,
        x: &Self::State,
        nominal: &Self::State,
    ) -> Result<SVector<f64, NX>, DynamicsError> {
        crate::api::error::finite("deviation x − x̄", x - nominal)
    }

    fn deviation_jacobian(
        &self,
        _x: &Self::State,
        _reference: &Self::State,
    ) -> Result<Option<SMatrix<f64, NX, NX>>, DynamicsError> {
        Ok(None)
    }
}

/// A floating-base model stepped by semi-implicit Euler on the configuration manifold with step
/// `h`, the joints' torques as inputs.
///
/// The state is the pair `(q, v)` (`nq = 7 + n`, `nv = 6 + n`); a deviation from a nominal state
/// is the tangent vector `δx = [difference(q̄, q); v − v̄]` (`NX = 2 nv` numbers), so that
/// `q = integrate(q̄, δq)`. The inputs are the joints' torques (`NU = nv − 6`: the base is not
/// actuated), held over the step.
///
/// **The step** is semi-implicit Euler on the manifold: `v' = v + h a(q, v, [0; u])`, then
/// `q' = integrate(q, h v')` (the base by SE(3)'s exponential, never adding to the quaternion).
/// Its Jacobians follow by the chain rule with no finite differences: with `w = h v'`,
/// `D_q = Ad(exp(w))⁻¹` and `D_v = J_r(w)` on the base's six entries (identities on the joints',
/// `chaindyn_model::free_flyer::integrate_jacobians`),
///
/// `∂v'/∂x = [h ∂a/∂q, 1 + h ∂a/∂v]`, `∂v'/∂u = h M⁻¹[:, joints]`,
/// `∂q'/∂x = [D_q, 0] + h D_v ∂v'/∂x`, `∂q'/∂u = h D_v ∂v'/∂u`,
///
/// from the generated [`FloatingDynamics::linearize_blocks`]. As `h → 0` this is `1 + h A` with
/// the `A` of [`FloatingDynamics::linearize`] (its `−ad_v` is `D_q`'s first order).
///
/// With [`FloatingDiscretized::with_substeps`] a step of `h` is `k` such steps of `h / k`
/// under the same input, and its Jacobians the product of theirs: the same control step with a
/// `k` times smaller integration error (semi-implicit Euler is first order, and a trajectory
/// optimiser finds and uses a model's integration error if it can: check a plan with a finer
/// simulation, such as [`FloatingDynamics::step`]).
#[derive(Debug)]
pub struct FloatingDiscretized<'a, D, const NQ: usize, const NV: usize> {
    model: &'a D,
    h: f64,
    substeps: usize,
}

// Copy whatever the model type: it holds a reference.
impl<D, const NQ: usize, const NV: usize> Clone for FloatingDiscretized<'_, D, NQ, NV> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<D, const NQ: usize, const NV: usize> Copy for FloatingDiscretized<'_, D, NQ, NV> {}

/// A step `(q', v') = Φ(q, v, u)` and its Jacobians in the tangent space.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct FloatingStepJacobians<const NQ: usize, const NV: usize, const NX: usize, const NU: usize>
{
    /// The configuration after the step.
    pub q: SVector<f64, NQ>,
    /// The velocity after the step.
    pub v: SVector<f64, NV>,
    /// `∂Φ/∂x` for `δx = [δq; δv]` (`NX = 2 NV`).
    pub fx: SMatrix<f64, NX, NX>,
    /// `∂Φ/∂u` (`NU = NV − 6`).
    pub fu: SMatrix<f64, NX, NU>,
}

/// `[0; u]`: no wrench on the base, the joints' torques.
pub(crate) fn joint_torques<const NV: usize, const NU: usize>(
    u: &SVector<f64, NU>,
) -> SVector<f64, NV> {
    const {
        assert!(
            NU + 6 == NV,
            "the inputs are the joints' torques: NU = NV - 6"
        )
    };
    let mut tau = SVector::<f64, NV>::zeros();
    tau.fixed_rows_mut::<NU>(6).copy_from(u);
    tau
}

impl<'a, D: FloatingDynamics<NQ, NV>, const NQ: usize, const NV: usize>
    FloatingDiscretized<'a, D, NQ, NV>
{
    /// The discrete model of `model` with step `h` (finite and `> 0`, else
    /// [`ControlError::InvalidParameter`]).
    pub fn new(model: &'a D, h: f64) -> Result<Self, ControlError> {
        if !(h.is_finite() && h > 0.0) {
            return Err(ControlError::InvalidParameter {
                name: "h",
                value: h,
                requirement: "finite and > 0 (the step length in seconds)".into(),
            });
        }
        Ok(FloatingDiscretized {
            model,
            h,
            substeps: 1,
        })
    }

    /// The same model taking `substeps` steps of `h / substeps` per step (1 to
    /// `MAX_SUBSTEPS`, else [`ControlError::InvalidParameter`]).
    pub fn with_substeps(self, substeps: usize) -> Result<Self, ControlError> {
        if !(1..=Self::MAX_SUBSTEPS).contains(&substeps) {
            return Err(ControlError::InvalidParameter {
                name: "substeps",
                value: substeps as f64,
                requirement: "from 1 to FloatingDiscretized::MAX_SUBSTEPS (1000)".into(),
            });
        }
        Ok(FloatingDiscretized { substeps, ..self })
    }

    /// The most substeps per step.
    pub const MAX_SUBSTEPS: usize = 1000;

    /// The step length (s).
    pub fn h(&self) -> f64 {
        self.h
    }

    /// The substeps per step.
    pub fn substeps(&self) -> usize {
        self.substeps
    }

    /// One substep's length.
    fn dt(&self) -> f64 {
        self.h / self.substeps as f64
    }

    /// The model.
    pub fn model(&self) -> &'a D {
        self.model
    }

    /// `(q', v') = Φ(q, v, u)`. Fails on a configuration that
    /// [`FloatingDynamics::check_configuration`] refuses, a non-finite entry of the velocity or
    /// the input ([`DynamicsError::NonFiniteFloatingInput`]), a step `h` so large that its
    /// products with the acceleration or the velocity overflow ([`DynamicsError::StepOverflow`]),
    /// or a non-finite acceleration or configuration ([`DynamicsError::NonFiniteResult`]).
    pub fn step<const NU: usize>(
        &self,
        q: &SVector<f64, NQ>,
        v: &SVector<f64, NV>,
        u: &SVector<f64, NU>,
    ) -> Result<(SVector<f64, NQ>, SVector<f64, NV>), DynamicsError> {
        check_state_and_input(q, v, u, self.model)?;
        let tau = joint_torques(u);
        let (mut q, mut v) = (*q, *v);
        for k in 0..self.substeps {
            let a = self.model.forward_dynamics(&q, &v, &tau);
            (q, v) = self.advance(&q, &v, &a, k == 0)?;
        }
        Ok((q, v))
    }

    /// `v' = v + dt a`, `q' = integrate(q, dt v')` for one substep (the `first` of a step from
    /// a checked `(q, v)`, or a later one): a non-finite `a` at the step's start is the forward
    /// dynamics' failure; a non-finite `a` after it, `v'` or `dt v'` the step's (`h` too large
    /// for the acceleration or the velocity).
    fn advance(
        &self,
        q: &SVector<f64, NQ>,
        v: &SVector<f64, NV>,
        a: &SVector<f64, NV>,
        first: bool,
    ) -> Result<(SVector<f64, NQ>, SVector<f64, NV>), DynamicsError> {
        let overflow = DynamicsError::StepOverflow { h: self.h };
        if a.iter().any(|x| !x.is_finite()) {
            return Err(match first {
                true => DynamicsError::NonFiniteResult {
                    quantity: "forward dynamics",
                },
                false => overflow,
            });
        }
        let v1 = v + a * self.dt();
        let motion = v1 * self.dt();
        if v1.iter().chain(motion.iter()).any(|x| !x.is_finite()) {
            return Err(overflow);
        }
        let q1 = self
            .model
            .integrate(q, &motion)
            .map_err(|e| crate::api::manifold::step_error(e, &overflow))?;
        Ok((q1, v1))
    }

    /// `Φ(q, v, u)` with its exact Jacobians in the tangent space ([`FloatingDiscretized`]
    /// derives them). Fails as [`FloatingDiscretized::step`] does,
    /// or on non-finite Jacobians.
    pub fn step_jacobians<const NX: usize, const NU: usize>(
        &self,
        q: &SVector<f64, NQ>,
        v: &SVector<f64, NV>,
        u: &SVector<f64, NU>,
    ) -> Result<FloatingStepJacobians<NQ, NV, NX, NU>, DynamicsError> {
        const { assert!(NX == 2 * NV, "the tangent state is [δq; δv]: NX = 2 NV") };
        check_state_and_input(q, v, u, self.model)?;
        let tau = joint_torques(u);
        let (mut q, mut v) = (*q, *v);
        let mut fx = SMatrix::<f64, NX, NX>::identity();
        let mut fu = SMatrix::<f64, NX, NU>::zeros();
        for k in 0..self.substeps {
            let (q1, v1, sx, su) = self.substep_jacobians::<NX, NU>(&q, &v, &tau, k == 0)?;
            fx = sx * fx;
            fu = sx * fu + su;
            (q, v) = (q1, v1);
        }
        if fx.iter().chain(fu.iter()).any(|x| !x.is_finite()) {
            return Err(DynamicsError::NonFiniteResult {
                quantity: "the step's Jacobians",
            });
        }
        Ok(FloatingStepJacobians { q, v, fx, fu })
    }

    /// One substep (the `first` of a step, or a later one) and its Jacobians.
    #[allow(clippy::type_complexity)]
    fn substep_jacobians<const NX: usize, const NU: usize>(
        &self,
        q: &SVector<f64, NQ>,
        v: &SVector<f64, NV>,
        tau: &SVector<f64, NV>,
        first: bool,
    ) -> Result<
        (
            SVector<f64, NQ>,
            SVector<f64, NV>,
            SMatrix<f64, NX, NX>,
            SMatrix<f64, NX, NU>,
        ),
        DynamicsError,
    > {
        let h = self.dt();
        let lin = self.model.linearize_blocks(q, v, tau);
        let (q1, v1) = self.advance(q, v, &lin.qdd, first)?;
        let da_du: SMatrix<f64, NV, NU> = lin.minv.fixed_columns::<NU>(6).into_owned();
        // q' = integrate(q, h v').
        let w: [f64; 6] = core::array::from_fn(|k| h * v1[k]);
        let (base_dq, base_dv) = free_flyer::integrate_jacobians(w);
        let d_q = SMatrix::<f64, 6, 6>::from_fn(|r, c| base_dq[r][c]);
        let d_v = SMatrix::<f64, 6, 6>::from_fn(|r, c| base_dv[r][c]);
        let (fx, fu) = euler_jacobians::<NV, NX, NU>(
            h,
            &lin.dqdd_dq,
            &lin.dqdd_dqd,
            &da_du,
            Some((&d_q, &d_v)),
        );
        Ok((q1, v1, fx, fu))
    }
}

/// `J_r(e)⁻¹` for a floating base's error `e = difference(q̄, q)` (its first six entries): the
/// Jacobian of SE(3)'s logarithm, how the base's part of `q ⊖ q̄` moves per tangent step of `q`
/// (the joints' part moves one for one). Fails where `J_r(e)` cannot be inverted (a rotation of
/// 2π, beyond what `difference` returns).
pub(crate) fn base_log_jacobian<const NV: usize>(
    e: &SVector<f64, NV>,
) -> Result<SMatrix<f64, 6, 6>, DynamicsError> {
    let base: [f64; 6] = core::array::from_fn(|k| e[k]);
    let jr = free_flyer::right_jacobian(base);
    SMatrix::<f64, 6, 6>::from_fn(|r, c| jr[r][c])
        .try_inverse()
        .ok_or(DynamicsError::NonFiniteResult {
            quantity: "the inverse of the base error's right Jacobian",
        })
}

/// A configuration the model accepts, a finite velocity and input.
fn check_state_and_input<
    D: FloatingDynamics<NQ, NV>,
    const NQ: usize,
    const NV: usize,
    const NU: usize,
>(
    q: &SVector<f64, NQ>,
    v: &SVector<f64, NV>,
    u: &SVector<f64, NU>,
    model: &D,
) -> Result<(), DynamicsError> {
    model.check_configuration(q)?;
    check_floating_finite(model, "v", v.as_slice())?;
    check_floating_finite(model, "u", u.as_slice())
}

/// A floating base's state arguments: the configuration's and the velocity's names for a state
/// called `argument` (the errors name the vector and its entry).
fn floating_names(argument: &'static str) -> (&'static str, &'static str) {
    match argument {
        "x0" => ("q0", "v0"),
        "x_ref" => ("q_ref", "v_ref"),
        _ => ("q", "v"),
    }
}

impl<
        D: FloatingDynamics<NQ, NV>,
        const NQ: usize,
        const NV: usize,
        const NX: usize,
        const NU: usize,
    > DiscreteSystem<NX, NU> for FloatingDiscretized<'_, D, NQ, NV>
{
    type State = (SVector<f64, NQ>, SVector<f64, NV>);

    const STATE_LEN: usize = NQ + NV;

    /// The configuration by the rules of [`FloatingDynamics::check_configuration`] (every entry
    /// finite, the quaternion of unit norm), named `q0` for the state `x0`, `q_ref` for `x_ref`,
    /// else `q`; the velocity's entries finite (`v0`, `v_ref`, `v`).
    fn check_state(&self, argument: &'static str, x: &Self::State) -> Result<(), DynamicsError> {
        let (q, v) = floating_names(argument);
        crate::api::floating::check_floating_configuration(self.model, q, &x.0)?;
        check_floating_finite(self.model, v, x.1.as_slice())
    }

    /// The joints' torques' entries finite (the error names the joint).
    fn check_input(
        &self,
        argument: &'static str,
        u: &SVector<f64, NU>,
    ) -> Result<(), DynamicsError> {
        check_floating_finite(self.model, argument, u.as_slice())
    }

    fn transition(
        &self,
        x: &Self::State,
        u: &SVector<f64, NU>,
    ) -> Result<Self::State, DynamicsError> {
        self.step(&x.0, &x.1, u)
    }

    fn transition_jacobians(
        &self,
        x: &Self::State,
        u: &SVector<f64, NU>,
    ) -> Result<(Self::State, SMatrix<f64, NX, NX>, SMatrix<f64, NX, NU>), DynamicsError> {
        let j = self.step_jacobians::<NX, NU>(&x.0, &x.1, u)?;
        Ok(((j.q, j.v), j.fx, j.fu))
    }

    /// `[difference(q̄, q); v − v̄]`; fails as [`FloatingDynamics::difference`] does, or on a
    /// velocity difference that overflows ([`DynamicsError::NonFiniteResult`]).
    fn deviation(
        &self,
        x: &Self::State,
        nominal: &Self::State,
    ) -> Result<SVector<f64, NX>, DynamicsError> {
        const { assert!(NX == 2 * NV, "the tangent state is [δq; δv]: NX = 2 NV") };
        let dq = self.model.difference(&nominal.0, &x.0)?;
        let dv = x.1 - nominal.1;
        let mut e = SVector::<f64, NX>::zeros();
        e.fixed_rows_mut::<NV>(0).copy_from(&dq);
        e.fixed_rows_mut::<NV>(NV).copy_from(&dv);
        crate::api::error::finite("deviation [difference(q̄, q); v − v̄]", e)
    }

    /// `J_r(e)⁻¹` on the base's six entries (the Jacobian of SE(3)'s logarithm at the base's
    /// error `e`), the identity elsewhere; fails where `J_r(e)` cannot be inverted (a rotation
    /// of 2π, beyond what `difference` returns).
    fn deviation_jacobian(
        &self,
        x: &Self::State,
        reference: &Self::State,
    ) -> Result<Option<SMatrix<f64, NX, NX>>, DynamicsError> {
        let e = self.model.difference(&reference.0, &x.0)?;
        let jlog = base_log_jacobian(&e)?;
        let mut j = SMatrix::<f64, NX, NX>::identity();
        j.fixed_view_mut::<6, 6>(0, 0).copy_from(&jlog);
        Ok(Some(j))
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

    /// The trait's step refuses a non-finite state or input, naming it, where the inherent
    /// `step` (unchecked, for speed) would return NaN.
    #[test]
    fn a_transition_refuses_what_is_not_finite() {
        let chain = Chain::pendulum(&[1.0], &[0.5], 9.81).unwrap();
        let model = ReferenceDynamics::<1>::new(&chain).unwrap();
        let actuation = SMatrix::<f64, 1, 1>::identity();
        let system = Discretized::new(&model, actuation, Scheme::Rk4, 0.01).unwrap();
        let bad = SVector::<f64, 2>::new(0.1, f64::NAN);
        let u = SVector::<f64, 1>::zeros();
        assert_eq!(
            DiscreteSystem::<2, 1>::transition(&system, &bad, &u),
            Err(DynamicsError::NonFiniteInput {
                argument: "x",
                index: 1
            })
        );
        let x = SVector::<f64, 2>::new(0.1, 0.2);
        assert!(matches!(
            DiscreteSystem::<2, 1>::transition_jacobians(
                &system,
                &x,
                &SVector::from([f64::INFINITY])
            ),
            Err(DynamicsError::NonFiniteInput {
                argument: "u",
                index: 0
            })
        ));
        assert!(DiscreteSystem::<2, 1>::transition(&system, &x, &u).is_ok());
    }
}
