//! A legged robot's knots for [`Fddp`](super::Fddp): a floating base standing on some of its
//! contacts, stepped by the contact-constrained dynamics, and the impacts where a foot touches
//! down, with the costs of a gait (Crocoddyl's `DifferentialActionModelContactFwdDynamics` in an
//! `IntegratedActionModelEuler`, its `ActionModelImpulseFwdDynamics`, and the costs of its
//! `SimpleQuadrupedalGaitProblem`).
//!
//! **A stance or swing knot** ([`ContactKnot::step`]) holds the `active` ones of the robot's
//! contacts: with the joints' torques `u` (`τ = [0; u]`, the base unactuated),
//! `(a, λ) = constraint_dynamics(q, v, τ)` ([`FloatingTaskSpace::constraint_dynamics`], point
//! forces in world axes, optionally Baumgarte's terms), then semi-implicit Euler on the manifold,
//! `v' = v + h a`, `q' = q ⊕ h v'`. Its Jacobians are exact: the chain rule through the step
//! ([`super::FloatingDiscretized`]'s formulas) from the contact dynamics' analytic derivatives
//! ([`FloatingTaskSpace::constraint_dynamics_derivatives`]). Its cost is `h Σ_i w_i a_i(r_i)`.
//!
//! **An impact knot** ([`ContactKnot::impact`]) has no input: `x⁺ = (q, v⁺)` with
//! `(v⁺, Λ) = impulse_dynamics(q, v)` on its active contacts (restitution 0), and
//! `∂v⁺/∂(q, v)` from [`FloatingTaskSpace::impulse_dynamics_derivatives`]. Its cost is not
//! scaled by a step.
//!
//! **The costs** ([`LeggedCost`]), each a residual `r` and an activation, with Gauss–Newton
//! Hessians (`Rᵀ W R`): the state's deviation from a reference (weighted quadratic), the joints'
//! torques, the centre of mass's position, a frame's position (a swing foot), the friction
//! pyramid of a contact's force (its four facets and the unilateral bound under a quadratic
//! barrier), and the joints' position limits (a quadratic barrier).

use super::discrete::{base_log_jacobian, euler_jacobians_into, joint_torques};
use super::shooting::{ActionModel, KnotDerivatives};
use crate::api::contact::{Baumgarte, ContactOptions, FrameContact};
use crate::api::error::DynamicsError;
use crate::api::floating::FloatingTaskSpace;
use crate::api::task_space::{FrameId, Pose, ReferenceFrame};
use chaindyn_model::free_flyer;
use nalgebra::{SMatrix, SVector, Vector3};

/// A floating base's state `(q, v)`.
pub type FloatingState<const NQ: usize, const NV: usize> = (SVector<f64, NQ>, SVector<f64, NV>);

/// One cost of a legged knot: `weight · a(r)`.
pub enum LeggedCost<R, const NQ: usize, const NV: usize, const NU: usize> {
    /// `½ Σ (w_i r_i)²` of `r = [difference(q_ref, q); v − v_ref]`, `w = [q_weights; v_weights]`
    /// (Crocoddyl's `ResidualModelState` under `ActivationModelWeightedQuad(w²)`).
    State {
        /// The cost's weight.
        weight: f64,
        /// The reference state.
        reference: FloatingState<NQ, NV>,
        /// The configuration's weights (the base's six first: position, orientation).
        q_weights: SVector<f64, NV>,
        /// The velocity's weights.
        v_weights: SVector<f64, NV>,
    },
    /// `½ ‖u − u_ref‖²` (not read at knots without input, nor as a terminal cost).
    Input {
        /// The cost's weight.
        weight: f64,
        /// The reference torques.
        reference: SVector<f64, NU>,
    },
    /// `½ ‖c(q) − target‖²`: the centre of mass.
    CenterOfMass {
        /// The cost's weight.
        weight: f64,
        /// Its target in the world.
        target: Vector3<f64>,
    },
    /// `½ ‖p(q) − target‖²`: a frame's origin (a swing foot's path, a landing foot's place).
    FrameTranslation {
        /// The cost's weight.
        weight: f64,
        /// The frame.
        frame: FrameId<R>,
        /// Its target in the world.
        target: Vector3<f64>,
    },
    /// The friction pyramid of the force of the knot's contact number `contact` (its index in
    /// the contact list; the first three components of its slot, world axes for a point):
    /// `r = [f_x − μ' f_z, −f_x − μ' f_z, f_y − μ' f_z, −f_y − μ' f_z, f_z]` with
    /// `μ' = μ cos(π/4)` (the pyramid inside the cone of friction `μ`), each of the first four
    /// at most 0 and the last at least `min_force`, under a quadratic barrier
    /// `½ Σ dist(r_i, bounds)²` (Crocoddyl's `FrictionCone` with `inner_appr`, four facets and
    /// its `min_nforce`, under `ActivationModelQuadraticBarrier`).
    /// Not read where the contact is inactive, nor as a terminal cost.
    FrictionCone {
        /// The cost's weight.
        weight: f64,
        /// The contact's index in the knot's contact list.
        contact: usize,
        /// The friction coefficient `μ > 0`.
        mu: f64,
        /// The least normal force `≥ 0` (N).
        min_force: f64,
    },
    /// The joints' positions within `[lower, upper]` (`q[7..]`) under a quadratic barrier.
    JointLimits {
        /// The cost's weight.
        weight: f64,
        /// Lower limits.
        lower: SVector<f64, NU>,
        /// Upper limits.
        upper: SVector<f64, NU>,
    },
}

// Clone, Debug and PartialEq whatever the robot type: it appears only in frame identifiers.
impl<R, const NQ: usize, const NV: usize, const NU: usize> Clone for LeggedCost<R, NQ, NV, NU> {
    fn clone(&self) -> Self {
        match self {
            LeggedCost::State {
                weight,
                reference,
                q_weights,
                v_weights,
            } => LeggedCost::State {
                weight: *weight,
                reference: *reference,
                q_weights: *q_weights,
                v_weights: *v_weights,
            },
            LeggedCost::Input { weight, reference } => LeggedCost::Input {
                weight: *weight,
                reference: *reference,
            },
            LeggedCost::CenterOfMass { weight, target } => LeggedCost::CenterOfMass {
                weight: *weight,
                target: *target,
            },
            LeggedCost::FrameTranslation {
                weight,
                frame,
                target,
            } => LeggedCost::FrameTranslation {
                weight: *weight,
                frame: *frame,
                target: *target,
            },
            LeggedCost::FrictionCone {
                weight,
                contact,
                mu,
                min_force,
            } => LeggedCost::FrictionCone {
                weight: *weight,
                contact: *contact,
                mu: *mu,
                min_force: *min_force,
            },
            LeggedCost::JointLimits {
                weight,
                lower,
                upper,
            } => LeggedCost::JointLimits {
                weight: *weight,
                lower: *lower,
                upper: *upper,
            },
        }
    }
}

impl<R, const NQ: usize, const NV: usize, const NU: usize> core::fmt::Debug
    for LeggedCost<R, NQ, NV, NU>
{
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            LeggedCost::State { weight, .. } => write!(f, "State {{ weight: {weight} }}"),
            LeggedCost::Input { weight, .. } => write!(f, "Input {{ weight: {weight} }}"),
            LeggedCost::CenterOfMass { weight, target } => {
                write!(f, "CenterOfMass {{ weight: {weight}, target: {target:?} }}")
            }
            LeggedCost::FrameTranslation {
                weight,
                frame,
                target,
            } => write!(
                f,
                "FrameTranslation {{ weight: {weight}, frame: {frame:?}, target: {target:?} }}"
            ),
            LeggedCost::FrictionCone {
                weight,
                contact,
                mu,
                min_force,
            } => write!(
                f,
                "FrictionCone {{ weight: {weight}, contact: {contact}, mu: {mu}, min_force: \
                 {min_force} }}"
            ),
            LeggedCost::JointLimits { weight, .. } => {
                write!(f, "JointLimits {{ weight: {weight} }}")
            }
        }
    }
}

/// What a knot does: a step of the constrained dynamics, or an impact.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Kind {
    Step { h: f64 },
    Impact,
}

/// Baumgarte's gains with the anchors they pull the contacts to.
#[derive(Debug, Clone, PartialEq)]
struct Stabilisation {
    kp: f64,
    kd: f64,
    anchors: Vec<Pose>,
}

/// A knot of a legged robot `R` (`NQ`, `NV` its configuration and velocity sizes, `NU = NV − 6`
/// joints, `NC` the contacts' force components): a step on its active contacts or an impact.
pub struct ContactKnot<'a, R, const NQ: usize, const NV: usize, const NU: usize, const NC: usize> {
    model: &'a R,
    contacts: &'a [FrameContact<R>],
    active: Vec<bool>,
    kind: Kind,
    pub(crate) costs: Vec<LeggedCost<R, NQ, NV, NU>>,
    limits: Option<(SVector<f64, NU>, SVector<f64, NU>)>,
    stabilisation: Option<Stabilisation>,
}

impl<R, const NQ: usize, const NV: usize, const NU: usize, const NC: usize> Clone
    for ContactKnot<'_, R, NQ, NV, NU, NC>
{
    fn clone(&self) -> Self {
        ContactKnot {
            model: self.model,
            contacts: self.contacts,
            active: self.active.clone(),
            kind: self.kind,
            costs: self.costs.clone(),
            limits: self.limits,
            stabilisation: self.stabilisation.clone(),
        }
    }
}

impl<R, const NQ: usize, const NV: usize, const NU: usize, const NC: usize> core::fmt::Debug
    for ContactKnot<'_, R, NQ, NV, NU, NC>
{
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("ContactKnot")
            .field("active", &self.active)
            .field("kind", &self.kind)
            .field("costs", &self.costs)
            .field("limits", &self.limits)
            .finish_non_exhaustive()
    }
}

impl<'a, R, const NQ: usize, const NV: usize, const NU: usize, const NC: usize>
    ContactKnot<'a, R, NQ, NV, NU, NC>
where
    R: FloatingTaskSpace<NQ, NV>,
{
    /// A step of `h` seconds on the `active` ones of `contacts` (one flag per contact), with
    /// `costs`. Fails on `h` not finite and `> 0`, an `active` of another length than
    /// `contacts`, an `NC` that is not the contacts' components, `NU ≠ NV − 6`, or a cost that
    /// names a contact beyond the list or has a weight or friction coefficient out of range
    /// ([`DynamicsError::InvalidArgument`], [`DynamicsError::DimensionMismatch`]).
    pub fn step(
        model: &'a R,
        contacts: &'a [FrameContact<R>],
        active: &[bool],
        h: f64,
        costs: Vec<LeggedCost<R, NQ, NV, NU>>,
    ) -> Result<Self, DynamicsError> {
        if !(h.is_finite() && h > 0.0) {
            return Err(DynamicsError::InvalidArgument {
                argument: "h",
                value: h,
                requirement: "finite and > 0 (the step in seconds)",
            });
        }
        Self::new(model, contacts, active, Kind::Step { h }, costs)
    }

    /// An impact on the `active` ones of `contacts` (restitution 0: the active contacts stop),
    /// with `costs` (not scaled by a step). Fails as [`ContactKnot::step`] does.
    pub fn impact(
        model: &'a R,
        contacts: &'a [FrameContact<R>],
        active: &[bool],
        costs: Vec<LeggedCost<R, NQ, NV, NU>>,
    ) -> Result<Self, DynamicsError> {
        Self::new(model, contacts, active, Kind::Impact, costs)
    }

    fn new(
        model: &'a R,
        contacts: &'a [FrameContact<R>],
        active: &[bool],
        kind: Kind,
        costs: Vec<LeggedCost<R, NQ, NV, NU>>,
    ) -> Result<Self, DynamicsError> {
        if NU + 6 != NV {
            return Err(DynamicsError::DimensionMismatch {
                argument: "NU (the joints' torques)",
                expected: NV.saturating_sub(6),
                found: NU,
            });
        }
        if active.len() != contacts.len() {
            return Err(DynamicsError::DimensionMismatch {
                argument: "active",
                expected: contacts.len(),
                found: active.len(),
            });
        }
        let components: usize = contacts.iter().map(|c| c.kind.dimension()).sum();
        if components != NC {
            return Err(DynamicsError::DimensionMismatch {
                argument: "NC (the contacts' force components)",
                expected: components,
                found: NC,
            });
        }
        for cost in &costs {
            check_cost(cost, contacts.len())?;
        }
        Ok(ContactKnot {
            model,
            contacts,
            active: active.to_vec(),
            kind,
            costs,
            limits: None,
            stabilisation: None,
        })
    }

    /// The same knot with the joints' torques within `[lower, upper]` (Box-FDDP's bounds).
    /// Fails on a NaN limit or `lower > upper` ([`DynamicsError::InvalidArgument`]).
    pub fn with_torque_limits(
        mut self,
        lower: SVector<f64, NU>,
        upper: SVector<f64, NU>,
    ) -> Result<Self, DynamicsError> {
        let crossed = |i: usize| lower[i].is_nan() || upper[i].is_nan() || lower[i] > upper[i];
        if let Some(i) = (0..NU).find(|&i| crossed(i)) {
            return Err(DynamicsError::InvalidArgument {
                argument: "lower",
                value: lower[i],
                requirement: "a number at most upper, at every joint",
            });
        }
        self.limits = Some((lower, upper));
        Ok(self)
    }

    /// The same step with Baumgarte's terms (`k_p`, `k_d` and an anchor per contact, as
    /// [`Baumgarte`]): the active contacts' drift pulled back (Crocoddyl's contact `gains`;
    /// its gait examples use `k_p = 0`, `k_d = 50`). Fails as [`Baumgarte::check`] does.
    pub fn with_baumgarte(
        mut self,
        kp: f64,
        kd: f64,
        anchors: Vec<Pose>,
    ) -> Result<Self, DynamicsError> {
        Baumgarte {
            kp,
            kd,
            anchors: &anchors,
        }
        .check(self.contacts.len())?;
        self.stabilisation = Some(Stabilisation { kp, kd, anchors });
        Ok(self)
    }

    /// The active contacts.
    pub fn active(&self) -> &[bool] {
        &self.active
    }

    /// The costs.
    pub fn costs(&self) -> &[LeggedCost<R, NQ, NV, NU>] {
        &self.costs
    }

    /// The step in seconds (`None` for an impact).
    pub fn h(&self) -> Option<f64> {
        match self.kind {
            Kind::Step { h } => Some(h),
            Kind::Impact => None,
        }
    }

    fn options(&self) -> ContactOptions<'_> {
        ContactOptions {
            point_forces: ReferenceFrame::LocalWorldAligned,
            proximal: None,
            baumgarte: self.stabilisation.as_ref().map(|s| Baumgarte {
                kp: s.kp,
                kd: s.kd,
                anchors: &s.anchors,
            }),
        }
    }

    /// `(q', v')` of a step from `(q, v)` with acceleration `a`.
    fn advance(
        &self,
        h: f64,
        q: &SVector<f64, NQ>,
        v: &SVector<f64, NV>,
        a: &SVector<f64, NV>,
    ) -> Result<FloatingState<NQ, NV>, DynamicsError> {
        let v1 = v + a * h;
        let q1 = self.model.integrate(q, &(v1 * h))?;
        Ok((q1, v1))
    }

    /// `½ w Σ (w_i r_i)²` of the state's deviation, and its derivatives into `d`.
    fn state_cost(
        &self,
        (q, v): &FloatingState<NQ, NV>,
        reference: &FloatingState<NQ, NV>,
        (q_weights, v_weights): (&SVector<f64, NV>, &SVector<f64, NV>),
        w: f64,
        d: Option<&mut Gradient<NV, NU>>,
    ) -> Result<f64, DynamicsError> {
        let eq = self.model.difference(&reference.0, q)?;
        let ev = v - reference.1;
        let rq = eq.component_mul(q_weights);
        let rv = ev.component_mul(v_weights);
        if let Some(d) = d {
            // ∂eq/∂δq: J_r(e)⁻¹ on the base, the identity on the joints.
            let jlog = base_log_jacobian(&eq)?;
            let mut j = SMatrix::<f64, NV, NV>::identity();
            j.fixed_view_mut::<6, 6>(0, 0).copy_from(&jlog);
            let wq2 = q_weights.component_mul(q_weights) * w;
            let jt_w = SMatrix::<f64, NV, NV>::from_fn(|r, c| j[(c, r)] * wq2[c]);
            d.lq += jt_w * eq;
            d.lqq += jt_w * j;
            for i in 0..NV {
                let wv = w * v_weights[i] * v_weights[i];
                d.lv[i] += wv * ev[i];
                d.lvv[(i, i)] += wv;
            }
        }
        Ok(0.5 * w * (rq.norm_squared() + rv.norm_squared()))
    }

    /// The friction pyramid's barrier on the force of the contact `(index, μ, least normal
    /// force)`, and its derivatives into `d` through `∂λ/∂(q, v, u)`.
    #[allow(clippy::type_complexity)]
    fn cone_cost(
        &self,
        (contact, mu, min_force): (usize, f64, f64),
        lambda: &SVector<f64, NC>,
        dlambda: Option<(
            &SMatrix<f64, NC, NV>,
            &SMatrix<f64, NC, NV>,
            &SMatrix<f64, NC, NU>,
        )>,
        w: f64,
        d: Option<&mut Gradient<NV, NU>>,
    ) -> f64 {
        let slot: usize = self.contacts[..contact]
            .iter()
            .map(|c| c.kind.dimension())
            .sum();
        let m = mu * core::f64::consts::FRAC_1_SQRT_2;
        let a = SMatrix::<f64, 5, 3>::new(
            1.0, 0.0, -m, -1.0, 0.0, -m, 0.0, 1.0, -m, 0.0, -1.0, -m, 0.0, 0.0, 1.0,
        );
        let f = Vector3::new(lambda[slot], lambda[slot + 1], lambda[slot + 2]);
        let r = a * f;
        // The distance to the bounds: r_i ≤ 0 for the facets, r_4 ≥ min_force.
        let excess = SVector::<f64, 5>::from_fn(|i, _| match i {
            4 => (r[i] - min_force).min(0.0),
            _ => r[i].max(0.0),
        });
        if let (Some(d), Some((dq, dv, du))) = (d, dlambda) {
            // R = A ∂f/∂(q, v, u) on the rows outside the pyramid.
            let a_out =
                SMatrix::<f64, 5, 3>::from_fn(
                    |i, k| {
                        if excess[i] != 0.0 {
                            a[(i, k)]
                        } else {
                            0.0
                        }
                    },
                );
            let rq = a_out * dq.fixed_view::<3, NV>(slot, 0);
            let rv = a_out * dv.fixed_view::<3, NV>(slot, 0);
            let ru = a_out * du.fixed_view::<3, NU>(slot, 0);
            let g = excess * w;
            d.lq += rq.transpose() * g;
            d.lv += rv.transpose() * g;
            d.lu += ru.transpose() * g;
            d.lqq += rq.transpose() * rq * w;
            d.lvv += rv.transpose() * rv * w;
            d.lqv += rq.transpose() * rv * w;
            d.luu += ru.transpose() * ru * w;
            d.lqu += rq.transpose() * ru * w;
            d.lvu += rv.transpose() * ru * w;
        }
        0.5 * w * excess.norm_squared()
    }

    /// The knot's cost and its derivatives at `(x, u)` with contact forces `λ` and their
    /// derivatives `∂λ/∂(x, u)` (`None`: the value alone), scaled by `scale`; `terminal`
    /// skips the costs of the input and the forces.
    #[allow(clippy::too_many_arguments)]
    fn costs_at(
        &self,
        x: &FloatingState<NQ, NV>,
        u: &SVector<f64, NU>,
        lambda: &SVector<f64, NC>,
        dlambda: Option<(
            &SMatrix<f64, NC, NV>,
            &SMatrix<f64, NC, NV>,
            &SMatrix<f64, NC, NU>,
        )>,
        scale: f64,
        terminal: bool,
        mut d: Option<&mut Gradient<NV, NU>>,
    ) -> Result<f64, DynamicsError> {
        let q = &x.0;
        let mut total = 0.0;
        for cost in &self.costs {
            match cost {
                LeggedCost::State {
                    weight,
                    reference,
                    q_weights,
                    v_weights,
                } => {
                    total += self.state_cost(
                        x,
                        reference,
                        (q_weights, v_weights),
                        weight * scale,
                        d.as_deref_mut(),
                    )?;
                }
                LeggedCost::Input { weight, reference } => {
                    if terminal {
                        continue;
                    }
                    let w = weight * scale;
                    let r = u - reference;
                    total += 0.5 * w * r.norm_squared();
                    if let Some(d) = d.as_deref_mut() {
                        d.lu += r * w;
                        for i in 0..NU {
                            d.luu[(i, i)] += w;
                        }
                    }
                }
                LeggedCost::CenterOfMass { weight, target } => {
                    let w = weight * scale;
                    let r = self.model.center_of_mass(q) - target;
                    total += 0.5 * w * r.norm_squared();
                    if let Some(d) = d.as_deref_mut() {
                        let j = self.model.center_of_mass_jacobian(q);
                        d.lq += j.transpose() * r * w;
                        d.lqq += j.transpose() * j * w;
                    }
                }
                LeggedCost::FrameTranslation {
                    weight,
                    frame,
                    target,
                } => {
                    let w = weight * scale;
                    let r = self.model.frame_pose(*frame, q).translation - target;
                    total += 0.5 * w * r.norm_squared();
                    if let Some(d) = d.as_deref_mut() {
                        let j6 =
                            self.model
                                .frame_jacobian(*frame, q, ReferenceFrame::LocalWorldAligned);
                        let j = j6.fixed_rows::<3>(0);
                        d.lq += j.transpose() * r * w;
                        d.lqq += j.transpose() * j * w;
                    }
                }
                LeggedCost::FrictionCone {
                    weight,
                    contact,
                    mu,
                    min_force,
                } => {
                    if terminal || !self.active[*contact] {
                        continue;
                    }
                    let cone = (*contact, *mu, *min_force);
                    total +=
                        self.cone_cost(cone, lambda, dlambda, weight * scale, d.as_deref_mut());
                }
                LeggedCost::JointLimits {
                    weight,
                    lower,
                    upper,
                } => {
                    let w = weight * scale;
                    for i in 0..NU {
                        let p = q[NQ - NU + i];
                        let e = p - p.clamp(lower[i], upper[i]);
                        total += 0.5 * w * e * e;
                        if let Some(d) = d.as_deref_mut() {
                            if e != 0.0 {
                                d.lq[6 + i] += w * e;
                                d.lqq[(6 + i, 6 + i)] += w;
                            }
                        }
                    }
                }
            }
        }
        if total.is_finite() {
            Ok(total)
        } else {
            Err(DynamicsError::NonFiniteResult {
                quantity: "the knot's cost",
            })
        }
    }
}

/// A knot cost's gradient and Gauss–Newton Hessian in blocks of `(δq, δv, u)`.
struct Gradient<const NV: usize, const NU: usize> {
    lq: SVector<f64, NV>,
    lv: SVector<f64, NV>,
    lu: SVector<f64, NU>,
    lqq: SMatrix<f64, NV, NV>,
    lvv: SMatrix<f64, NV, NV>,
    lqv: SMatrix<f64, NV, NV>,
    luu: SMatrix<f64, NU, NU>,
    lqu: SMatrix<f64, NV, NU>,
    lvu: SMatrix<f64, NV, NU>,
}

impl<const NV: usize, const NU: usize> Gradient<NV, NU> {
    fn zeros() -> Self {
        Gradient {
            lq: SVector::zeros(),
            lv: SVector::zeros(),
            lu: SVector::zeros(),
            lqq: SMatrix::zeros(),
            lvv: SMatrix::zeros(),
            lqv: SMatrix::zeros(),
            luu: SMatrix::zeros(),
            lqu: SMatrix::zeros(),
            lvu: SMatrix::zeros(),
        }
    }

    /// Into a knot's derivatives (`NX = 2 NV`).
    fn write<const NX: usize>(&self, d: &mut KnotDerivatives<NX, NU>) {
        d.lx.fixed_rows_mut::<NV>(0).copy_from(&self.lq);
        d.lx.fixed_rows_mut::<NV>(NV).copy_from(&self.lv);
        d.lu = self.lu;
        d.lxx.fixed_view_mut::<NV, NV>(0, 0).copy_from(&self.lqq);
        d.lxx.fixed_view_mut::<NV, NV>(NV, NV).copy_from(&self.lvv);
        d.lxx.fixed_view_mut::<NV, NV>(0, NV).copy_from(&self.lqv);
        d.lxx
            .fixed_view_mut::<NV, NV>(NV, 0)
            .copy_from(&self.lqv.transpose());
        d.luu = self.luu;
        d.lxu.fixed_view_mut::<NV, NU>(0, 0).copy_from(&self.lqu);
        d.lxu.fixed_view_mut::<NV, NU>(NV, 0).copy_from(&self.lvu);
    }
}

/// A cost's indices and numbers in range.
fn check_cost<R, const NQ: usize, const NV: usize, const NU: usize>(
    cost: &LeggedCost<R, NQ, NV, NU>,
    contacts: usize,
) -> Result<(), DynamicsError> {
    let weight = match cost {
        LeggedCost::State { weight, .. }
        | LeggedCost::Input { weight, .. }
        | LeggedCost::CenterOfMass { weight, .. }
        | LeggedCost::FrameTranslation { weight, .. }
        | LeggedCost::FrictionCone { weight, .. }
        | LeggedCost::JointLimits { weight, .. } => *weight,
    };
    if !(weight >= 0.0 && weight.is_finite()) {
        return Err(DynamicsError::InvalidArgument {
            argument: "cost weight",
            value: weight,
            requirement: "finite and >= 0",
        });
    }
    if let LeggedCost::FrictionCone {
        contact,
        mu,
        min_force,
        ..
    } = cost
    {
        if !(*min_force >= 0.0 && min_force.is_finite()) {
            return Err(DynamicsError::InvalidArgument {
                argument: "FrictionCone::min_force",
                value: *min_force,
                requirement: "finite and >= 0",
            });
        }
        if *contact >= contacts {
            return Err(DynamicsError::InvalidArgument {
                argument: "FrictionCone::contact",
                value: *contact as f64,
                requirement: "the index of a contact of the knot's list",
            });
        }
        if !(*mu > 0.0 && mu.is_finite()) {
            return Err(DynamicsError::InvalidArgument {
                argument: "FrictionCone::mu",
                value: *mu,
                requirement: "finite and > 0",
            });
        }
    }
    Ok(())
}

impl<
        'a,
        R,
        const NQ: usize,
        const NV: usize,
        const NU: usize,
        const NC: usize,
        const NX: usize,
    > ActionModel<NX, NU> for ContactKnot<'a, R, NQ, NV, NU, NC>
where
    R: FloatingTaskSpace<NQ, NV>,
{
    type State = FloatingState<NQ, NV>;

    fn has_input(&self) -> bool {
        matches!(self.kind, Kind::Step { .. })
    }

    fn input_limits(&self) -> Option<(SVector<f64, NU>, SVector<f64, NU>)> {
        self.limits
    }

    fn calc(
        &self,
        x: &Self::State,
        u: &SVector<f64, NU>,
    ) -> Result<(Self::State, f64), DynamicsError> {
        let (q, v) = x;
        match self.kind {
            Kind::Step { h } => {
                let tau = joint_torques::<NV, NU>(u);
                let c = self.model.constraint_dynamics::<NC>(
                    self.contacts,
                    &self.active,
                    q,
                    v,
                    &tau,
                    &self.options(),
                )?;
                let next = self.advance(h, q, v, &c.a)?;
                let l = self.costs_at(x, u, &c.lambda, None, h, false, None)?;
                Ok((next, l))
            }
            Kind::Impact => {
                let c = self.model.impulse_dynamics::<NC>(
                    self.contacts,
                    &self.active,
                    q,
                    v,
                    0.0,
                    &self.options(),
                )?;
                let l = self.costs_at(x, u, &c.lambda, None, 1.0, false, None)?;
                Ok(((*q, c.a), l))
            }
        }
    }

    fn calc_diff(
        &self,
        x: &Self::State,
        u: &SVector<f64, NU>,
        d: &mut KnotDerivatives<NX, NU>,
    ) -> Result<(Self::State, f64), DynamicsError> {
        const { assert!(NX == 2 * NV, "the tangent state is [δq; δv]: NX = 2 NV") };
        let (q, v) = x;
        let mut g = Gradient::<NV, NU>::zeros();
        match self.kind {
            Kind::Step { h } => {
                let tau = joint_torques::<NV, NU>(u);
                let c = self.model.constraint_dynamics_derivatives::<NC>(
                    self.contacts,
                    &self.active,
                    q,
                    v,
                    &tau,
                    &self.options(),
                )?;
                let next = self.advance(h, q, v, &c.value.a)?;
                let w: [f64; 6] = core::array::from_fn(|k| h * next.1[k]);
                let (base_dq, base_dv) = free_flyer::integrate_jacobians(w);
                let d_q = SMatrix::<f64, 6, 6>::from_fn(|r, k| base_dq[r][k]);
                let d_v = SMatrix::<f64, 6, 6>::from_fn(|r, k| base_dv[r][k]);
                let da_du: SMatrix<f64, NV, NU> = c.da_dtau.fixed_columns::<NU>(6).into_owned();
                euler_jacobians_into::<NV, NX, NU>(
                    h,
                    (&c.da_dq, &c.da_dv, &da_du),
                    Some((&d_q, &d_v)),
                    &mut d.fx,
                    &mut d.fu,
                );
                let dl_du: SMatrix<f64, NC, NU> =
                    c.dlambda_dtau.fixed_columns::<NU>(6).into_owned();
                let l = self.costs_at(
                    x,
                    u,
                    &c.value.lambda,
                    Some((&c.dlambda_dq, &c.dlambda_dv, &dl_du)),
                    h,
                    false,
                    Some(&mut g),
                )?;
                g.write(d);
                Ok((next, l))
            }
            Kind::Impact => {
                let c = self.model.impulse_dynamics_derivatives::<NC>(
                    self.contacts,
                    &self.active,
                    q,
                    v,
                    0.0,
                    &self.options(),
                )?;
                d.fx.fill(0.0);
                d.fu.fill(0.0);
                for i in 0..NV {
                    d.fx[(i, i)] = 1.0;
                }
                d.fx.fixed_view_mut::<NV, NV>(NV, 0).copy_from(&c.dv_dq);
                d.fx.fixed_view_mut::<NV, NV>(NV, NV).copy_from(&c.dv_dv);
                let none = SMatrix::<f64, NC, NU>::zeros();
                let l = self.costs_at(
                    x,
                    u,
                    &c.value.lambda,
                    Some((&c.dimpulses_dq, &c.dimpulses_dv, &none)),
                    1.0,
                    false,
                    Some(&mut g),
                )?;
                g.write(d);
                d.lu = SVector::zeros();
                d.luu = SMatrix::zeros();
                d.lxu = SMatrix::zeros();
                Ok(((*q, c.value.a), l))
            }
        }
    }

    fn terminal_cost(&self, x: &Self::State) -> Result<f64, DynamicsError> {
        self.model.check_configuration(&x.0)?;
        self.costs_at(
            x,
            &SVector::zeros(),
            &SVector::zeros(),
            None,
            1.0,
            true,
            None,
        )
    }

    fn terminal_diff(
        &self,
        x: &Self::State,
    ) -> Result<(f64, SVector<f64, NX>, SMatrix<f64, NX, NX>), DynamicsError> {
        self.model.check_configuration(&x.0)?;
        let mut g = Gradient::<NV, NU>::zeros();
        let l = self.costs_at(
            x,
            &SVector::zeros(),
            &SVector::zeros(),
            None,
            1.0,
            true,
            Some(&mut g),
        )?;
        let mut d = KnotDerivatives::<NX, NU>::zeros();
        g.write(&mut d);
        Ok((l, d.lx, d.lxx))
    }

    fn difference(
        &self,
        x0: &Self::State,
        x1: &Self::State,
    ) -> Result<SVector<f64, NX>, DynamicsError> {
        let dq = self.model.difference(&x0.0, &x1.0)?;
        let mut e = SVector::<f64, NX>::zeros();
        e.fixed_rows_mut::<NV>(0).copy_from(&dq);
        e.fixed_rows_mut::<NV>(NV).copy_from(&(x1.1 - x0.1));
        Ok(e)
    }

    fn integrate(
        &self,
        x: &Self::State,
        dx: &SVector<f64, NX>,
    ) -> Result<Self::State, DynamicsError> {
        let dq: SVector<f64, NV> = dx.fixed_rows::<NV>(0).into_owned();
        let dv: SVector<f64, NV> = dx.fixed_rows::<NV>(NV).into_owned();
        Ok((self.model.integrate(&x.0, &dq)?, x.1 + dv))
    }
}
