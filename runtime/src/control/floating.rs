//! Trajectory optimisation on a floating base: one step on the configuration manifold and its
//! exact Jacobians in the tangent space ([`FloatingDiscretized`]), a quadratic cost on the
//! tangent-space error ([`FloatingCost`]), and iLQR over them ([`FloatingIlqr`]), in Pinocchio's
//! conventions (see [`FloatingDynamics`]).
//!
//! The step's and the cost's formulas are documented on [`FloatingDiscretized`] and
//! [`FloatingCost`].

use super::ilqr::{
    check_horizon, check_limits, check_options, check_weights, entries_per_step, optimise, Problem,
};
use super::{ControlError, IlqrOptions, IlqrStop, IterationReport};
use crate::api::error::DynamicsError;
use crate::api::floating::{check_floating_configuration, check_floating_finite, FloatingDynamics};
use chaindyn_model::free_flyer;
use nalgebra::{SMatrix, SVector};

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
fn joint_torques<const NV: usize, const NU: usize>(u: &SVector<f64, NU>) -> SVector<f64, NV> {
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
        // Velocity rows: v' = v + h a.
        let mut dv_dx = SMatrix::<f64, NV, NX>::zeros();
        dv_dx
            .fixed_view_mut::<NV, NV>(0, 0)
            .copy_from(&(lin.dqdd_dq * h));
        dv_dx
            .fixed_view_mut::<NV, NV>(0, NV)
            .copy_from(&(SMatrix::<f64, NV, NV>::identity() + lin.dqdd_dqd * h));
        let dv_du: SMatrix<f64, NV, NU> = lin.minv.fixed_columns::<NU>(6) * h;
        // Position rows: q' = integrate(q, h v').
        let w: [f64; 6] = core::array::from_fn(|k| h * v1[k]);
        let (base_dq, base_dv) = free_flyer::integrate_jacobians(w);
        let mut d_q = SMatrix::<f64, NV, NV>::identity();
        let mut d_v = SMatrix::<f64, NV, NV>::identity();
        for r in 0..6 {
            for c in 0..6 {
                d_q[(r, c)] = base_dq[r][c];
                d_v[(r, c)] = base_dv[r][c];
            }
        }
        let mut dq_dx = d_v * dv_dx * h;
        {
            let mut left = dq_dx.fixed_view_mut::<NV, NV>(0, 0);
            left += d_q;
        }
        let dq_du = d_v * dv_du * h;
        let mut fx = SMatrix::<f64, NX, NX>::zeros();
        fx.fixed_view_mut::<NV, NX>(0, 0).copy_from(&dq_dx);
        fx.fixed_view_mut::<NV, NX>(NV, 0).copy_from(&dv_dx);
        let mut fu = SMatrix::<f64, NX, NU>::zeros();
        fu.fixed_view_mut::<NV, NU>(0, 0).copy_from(&dq_du);
        fu.fixed_view_mut::<NV, NU>(NV, 0).copy_from(&dv_du);
        Ok((q1, v1, fx, fu))
    }
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

/// A quadratic cost on the tangent-space error from a reference state.
///
/// **The cost** is `½ eᵀ Q e + ½ (u − u_ref)ᵀ R (u − u_ref)` per step and `½ e_Tᵀ Q_f e_T` at the
/// end, with `e = [difference(q_ref, q); v − v_ref]`. Its gradient in the tangent space uses the
/// exact Jacobian of the error, `J_r(e_base)⁻¹` on the base (the Jacobian of SE(3)'s logarithm),
/// and its Hessian the Gauss–Newton `Jᵀ Q J`.
#[derive(Debug, Clone, PartialEq)]
pub struct FloatingCost<const NQ: usize, const NV: usize, const NX: usize, const NU: usize> {
    /// Running weight `Q` on `e = [difference(q_ref, q); v − v_ref]` (symmetric positive
    /// semi-definite, `NX = 2 NV`).
    pub q: SMatrix<f64, NX, NX>,
    /// Running input weight `R` (symmetric positive definite).
    pub r: SMatrix<f64, NU, NU>,
    /// Terminal weight `Q_f` (symmetric positive semi-definite).
    pub q_final: SMatrix<f64, NX, NX>,
    /// Reference configuration (its quaternion of unit norm).
    pub q_ref: SVector<f64, NQ>,
    /// Reference velocity.
    pub v_ref: SVector<f64, NV>,
    /// Reference input.
    pub u_ref: SVector<f64, NU>,
}

impl<const NQ: usize, const NV: usize, const NX: usize, const NU: usize>
    FloatingCost<NQ, NV, NX, NU>
{
    /// `e = [difference(q_ref, q); v − v_ref]`. Fails on a configuration `q` (or the cost's
    /// `q_ref`) that [`FloatingDynamics::check_configuration`] refuses, a non-finite entry of `v`
    /// (or `v_ref`; [`DynamicsError::NonFiniteFloatingInput`]), or an error that overflows
    /// `f64` ([`DynamicsError::NonFiniteResult`]: states near its limit, `1.8e308`, whose
    /// difference it cannot hold).
    pub fn error<D: FloatingDynamics<NQ, NV>>(
        &self,
        model: &D,
        q: &SVector<f64, NQ>,
        v: &SVector<f64, NV>,
    ) -> Result<SVector<f64, NX>, DynamicsError> {
        const { assert!(NX == 2 * NV, "the tangent state is [δq; δv]: NX = 2 NV") };
        check_floating_configuration(model, "q", q)?;
        check_floating_finite(model, "v", v.as_slice())?;
        check_floating_configuration(model, "q_ref", &self.q_ref)?;
        check_floating_finite(model, "v_ref", self.v_ref.as_slice())?;
        let dq = model.difference(&self.q_ref, q)?;
        let dv = v - self.v_ref;
        if dv.iter().any(|x| !x.is_finite()) {
            return Err(DynamicsError::NonFiniteResult {
                quantity: "velocity error v − v_ref",
            });
        }
        let mut e = SVector::<f64, NX>::zeros();
        e.fixed_rows_mut::<NV>(0).copy_from(&dq);
        e.fixed_rows_mut::<NV>(NV).copy_from(&dv);
        Ok(e)
    }

    /// The cost of a trajectory: `states` `(q_0, v_0) … (q_T, v_T)` of the inputs
    /// `u_0 … u_{T−1}`. Fails on lengths that do not match
    /// ([`DynamicsError::InvalidArgument`] naming `states.len()`), on the first state that
    /// [`FloatingCost::error`] refuses, an input with a non-finite entry
    /// ([`DynamicsError::NonFiniteFloatingInput`] naming `u`), or a cost that overflows `f64`
    /// ([`DynamicsError::NonFiniteResult`]).
    pub fn total<D: FloatingDynamics<NQ, NV>>(
        &self,
        model: &D,
        states: &[(SVector<f64, NQ>, SVector<f64, NV>)],
        inputs: &[SVector<f64, NU>],
    ) -> Result<f64, DynamicsError> {
        if states.len() != inputs.len() + 1 {
            return Err(DynamicsError::InvalidArgument {
                argument: "states.len()",
                value: states.len() as f64,
                requirement: "inputs.len() + 1 (a state before and after each input)",
            });
        }
        let weighted = |x: &State<NQ, NV>, w: &SMatrix<f64, NX, NX>| {
            self.error(model, &x.0, &x.1).map(|e| 0.5 * e.dot(&(w * e)))
        };
        check_floating_finite(model, "u_ref", self.u_ref.as_slice())?;
        let mut cost = 0.0;
        for (x, u) in states.iter().zip(inputs) {
            check_floating_finite(model, "u", u.as_slice())?;
            let du = u - self.u_ref;
            cost += weighted(x, &self.q)? + 0.5 * du.dot(&(self.r * du));
        }
        cost += weighted(&states[inputs.len()], &self.q_final)?;
        crate::api::error::finite("cost", cost)
    }

    fn weighted<D: FloatingDynamics<NQ, NV>>(
        &self,
        model: &D,
        x: &State<NQ, NV>,
        w: &SMatrix<f64, NX, NX>,
    ) -> f64 {
        match self.error(model, &x.0, &x.1) {
            Ok(e) => 0.5 * e.dot(&(w * e)),
            Err(_) => f64::INFINITY,
        }
    }

    fn running<D: FloatingDynamics<NQ, NV>>(
        &self,
        model: &D,
        x: &State<NQ, NV>,
        u: &SVector<f64, NU>,
    ) -> f64 {
        let du = u - self.u_ref;
        self.weighted(model, x, &self.q) + 0.5 * du.dot(&(self.r * du))
    }

    fn terminal<D: FloatingDynamics<NQ, NV>>(&self, model: &D, x: &State<NQ, NV>) -> f64 {
        self.weighted(model, x, &self.q_final)
    }

    /// `(Jᵀ W e, Jᵀ W J)` with `J` the error's Jacobian in the tangent space at `x`.
    #[allow(clippy::type_complexity)]
    fn model_at<D: FloatingDynamics<NQ, NV>>(
        &self,
        model: &D,
        x: &State<NQ, NV>,
        w: &SMatrix<f64, NX, NX>,
    ) -> Option<(SVector<f64, NX>, SMatrix<f64, NX, NX>)> {
        let e = self.error(model, &x.0, &x.1).ok()?;
        let base: [f64; 6] = core::array::from_fn(|k| e[k]);
        let jr = free_flyer::right_jacobian(base);
        let jr = SMatrix::<f64, 6, 6>::from_fn(|r, c| jr[r][c]);
        let jlog = jr.try_inverse()?;
        let mut j = SMatrix::<f64, NX, NX>::identity();
        j.fixed_view_mut::<6, 6>(0, 0).copy_from(&jlog);
        let wj = w * j;
        Some((j.transpose() * (w * e), j.transpose() * wj))
    }
}

/// A floating-base state `(q, v)`.
type State<const NQ: usize, const NV: usize> = (SVector<f64, NQ>, SVector<f64, NV>);

/// iLQR on a floating base (the iterations, options and stopping rules of [`super::Ilqr`]; the
/// step of [`FloatingDiscretized`], the cost of [`FloatingCost`]): the joints' torques within box
/// limits, the base unactuated.
pub struct FloatingIlqr<'a, D, const NQ: usize, const NV: usize, const NX: usize, const NU: usize> {
    system: FloatingDiscretized<'a, D, NQ, NV>,
    cost: FloatingCost<NQ, NV, NX, NU>,
    lower: SVector<f64, NU>,
    upper: SVector<f64, NU>,
    options: IlqrOptions,
}

/// An optimised floating-base trajectory with its feedback gains.
#[derive(Debug, Clone, PartialEq)]
pub struct FloatingIlqrSolution<const NQ: usize, const NV: usize, const NX: usize, const NU: usize>
{
    /// States `(q_0, v_0) … (q_T, v_T)`.
    pub states: Vec<(SVector<f64, NQ>, SVector<f64, NV>)>,
    /// Inputs (the joints' torques) `u_0 … u_{T−1}`.
    pub inputs: Vec<SVector<f64, NU>>,
    /// Feedback gains `K_k` of the last backward pass:
    /// `u = u_k + K_k [difference(q_k, q); v − v_k]` tracks the trajectory
    /// ([`FloatingIlqrSolution::input`]; zero rows where an input was at its limit).
    pub gains: Vec<SMatrix<f64, NU, NX>>,
    /// The final cost.
    pub cost: f64,
    /// One report per iteration.
    pub iterations: Vec<IterationReport>,
    /// The cost of the initial trajectory.
    pub initial_cost: f64,
    /// Why it stopped.
    pub stop: IlqrStop,
}

impl<const NQ: usize, const NV: usize, const NX: usize, const NU: usize>
    FloatingIlqrSolution<NQ, NV, NX, NU>
{
    /// The tracking input at step `k` from the state `(q, v)`:
    /// `u_k + K_k [difference(q_k, q); v − v_k]` (not clamped). Fails on a `k` beyond the
    /// horizon ([`DynamicsError::DimensionMismatch`] naming `k`, with the horizon), a
    /// configuration the model refuses, a non-finite entry of `v`
    /// ([`DynamicsError::NonFiniteFloatingInput`]), or a state so far from the plan's that the
    /// input overflows `f64` ([`DynamicsError::NonFiniteResult`]).
    pub fn input<D: FloatingDynamics<NQ, NV>>(
        &self,
        model: &D,
        k: usize,
        q: &SVector<f64, NQ>,
        v: &SVector<f64, NV>,
    ) -> Result<SVector<f64, NU>, DynamicsError> {
        const { assert!(NX == 2 * NV, "the tangent state is [δq; δv]: NX = 2 NV") };
        let (Some(u), Some(gain), Some((qk, vk))) =
            (self.inputs.get(k), self.gains.get(k), self.states.get(k))
        else {
            return Err(DynamicsError::InvalidArgument {
                argument: "k",
                value: k as f64,
                requirement: "a knot of the plan, below its horizon (the length of `inputs`)",
            });
        };
        check_floating_configuration(model, "q", q)?;
        check_floating_finite(model, "v", v.as_slice())?;
        let mut dx = SVector::<f64, NX>::zeros();
        dx.fixed_rows_mut::<NV>(0)
            .copy_from(&model.difference(qk, q)?);
        dx.fixed_rows_mut::<NV>(NV).copy_from(&(v - vk));
        crate::api::error::finite("tracking input", u + gain * dx)
    }
}

impl<
        'a,
        D: FloatingDynamics<NQ, NV>,
        const NQ: usize,
        const NV: usize,
        const NX: usize,
        const NU: usize,
    > FloatingIlqr<'a, D, NQ, NV, NX, NU>
{
    /// A solver; fails as [`super::Ilqr::new`] does, and on a reference configuration the model
    /// refuses ([`ControlError::NonFinite`] naming the cost).
    pub fn new(
        system: FloatingDiscretized<'a, D, NQ, NV>,
        cost: FloatingCost<NQ, NV, NX, NU>,
        lower: SVector<f64, NU>,
        upper: SVector<f64, NU>,
        options: IlqrOptions,
    ) -> Result<Self, ControlError> {
        const {
            assert!(
                NX == 2 * NV && NU + 6 == NV,
                "the tangent state is [δq; δv] (NX = 2 NV), the inputs the joints' torques \
                 (NU = NV - 6)"
            )
        };
        check_limits(&lower, &upper)?;
        let finite = cost
            .v_ref
            .iter()
            .chain(cost.u_ref.iter())
            .all(|x| x.is_finite());
        if !finite || system.model.check_configuration(&cost.q_ref).is_err() {
            return Err(ControlError::NonFinite {
                argument: "cost (its reference: finite, the quaternion of unit norm)",
            });
        }
        let mut cost = cost;
        (cost.q, cost.q_final, cost.r) = check_weights(&cost.q, &cost.q_final, &cost.r)?;
        check_options(&options)?;
        Ok(FloatingIlqr {
            system,
            cost,
            lower,
            upper,
            options,
        })
    }

    /// Optimises from `(q0, v0)`, starting from the inputs `initial` (warm start; clamped to the
    /// limits). The horizon is `initial.len()` steps. Fails on a horizon out of range, a
    /// configuration the model refuses, a non-finite velocity or input, an initial trajectory
    /// that fails to step, or (during the iterations) a step's Jacobians or the cost's model that
    /// cannot be formed along an accepted trajectory.
    pub fn solve(
        &self,
        q0: &SVector<f64, NQ>,
        v0: &SVector<f64, NV>,
        initial: &[SVector<f64, NU>],
    ) -> Result<FloatingIlqrSolution<NQ, NV, NX, NU>, ControlError> {
        self.solve_with(q0, v0, initial, |_| {})
    }

    /// [`FloatingIlqr::solve`], calling `on_iteration` with each iteration's report as it ends.
    pub fn solve_with(
        &self,
        q0: &SVector<f64, NQ>,
        v0: &SVector<f64, NV>,
        initial: &[SVector<f64, NU>],
        mut on_iteration: impl FnMut(&IterationReport),
    ) -> Result<FloatingIlqrSolution<NQ, NV, NX, NU>, ControlError> {
        check_horizon(initial.len(), entries_per_step(NQ + NV, NX, NU))?;
        let finite = v0
            .iter()
            .chain(initial.iter().flatten())
            .all(|x| x.is_finite());
        if !finite || self.system.model.check_configuration(q0).is_err() {
            return Err(ControlError::NonFinite {
                argument: "q0 (finite, the quaternion of unit norm), v0 or the initial inputs",
            });
        }
        let run = optimise(
            self,
            &(*q0, *v0),
            initial,
            &self.lower,
            &self.upper,
            &self.options,
            &mut on_iteration,
        )?;
        Ok(FloatingIlqrSolution {
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

impl<
        D: FloatingDynamics<NQ, NV>,
        const NQ: usize,
        const NV: usize,
        const NX: usize,
        const NU: usize,
    > Problem<NX, NU> for FloatingIlqr<'_, D, NQ, NV, NX, NU>
{
    type State = State<NQ, NV>;

    fn step(&self, x: &Self::State, u: &SVector<f64, NU>) -> Option<Self::State> {
        self.system.step(&x.0, &x.1, u).ok()
    }

    fn jacobians(
        &self,
        x: &Self::State,
        u: &SVector<f64, NU>,
    ) -> Option<(SMatrix<f64, NX, NX>, SMatrix<f64, NX, NU>)> {
        let j = self.system.step_jacobians::<NX, NU>(&x.0, &x.1, u).ok()?;
        Some((j.fx, j.fu))
    }

    fn running(&self, x: &Self::State, u: &SVector<f64, NU>) -> f64 {
        self.cost.running(self.system.model, x, u)
    }

    fn terminal(&self, x: &Self::State) -> f64 {
        self.cost.terminal(self.system.model, x)
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
        // The states reaching the backward pass stepped without error: their errors exist, and
        // J_r(e) is invertible for rotations below 2π (the logarithm's are below π).
        self.cost.model_at(self.system.model, x, w)
    }

    fn input_model(&self, u: &SVector<f64, NU>) -> (SVector<f64, NU>, SMatrix<f64, NU, NU>) {
        (self.cost.r * (u - self.cost.u_ref), self.cost.r)
    }

    fn deviation(&self, x: &Self::State, nominal: &Self::State) -> Option<SVector<f64, NX>> {
        let mut dx = SVector::<f64, NX>::zeros();
        let dq = self.system.model.difference(&nominal.0, &x.0).ok()?;
        dx.fixed_rows_mut::<NV>(0).copy_from(&dq);
        dx.fixed_rows_mut::<NV>(NV).copy_from(&(x.1 - nominal.1));
        dx.iter().all(|x| x.is_finite()).then_some(dx)
    }
}
