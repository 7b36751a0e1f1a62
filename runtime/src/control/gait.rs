//! A quadruped's gaits as shooting problems of [`ContactKnot`]s, built as Crocoddyl's
//! `SimpleQuadrupedalGaitProblem` builds them (its `quadrupedal_gaits` example), with its weights:
//! stance knots on all four feet, footsteps (two feet swinging along an arc to a point
//! `step_length` ahead while the centre of mass follows, the two others in stance), and an
//! impact knot where the swinging feet touch down.
//!
//! A footstep of `n` knots moves each swinging foot from `p_0` to
//! `p_0 + [s (k + 1) / n, 0, z_k]` at knot `k` (`z` rising linearly to the step's height at the
//! middle knot and down again), and the centre of mass by the fraction of the feet that swing;
//! the impact's targets are the footholds on the ground, `p_0 + [s, 0, 0]` (Crocoddyl's are the
//! last swing knot's, `z_{n−1}` above the ground: 8 mm for its trot's 25 knots of a 0.1 m step).
//! The knots' costs (weights as Crocoddyl's):
//!
//! | knot | costs |
//! | --- | --- |
//! | stance, footstep | state regularisation (10; weights `0` on the base's position, `500` on its orientation, `0.01` on the joints, `10` on the base's velocity, `1` on the joints'), torques (0.1), friction pyramids on the stance feet (10, `μ`), joint limits (1000), and in a footstep the centre of mass (10⁶) and the swinging feet's path (10⁶) |
//! | impact | state regularisation (10; weights `1` on the base, `10` on the joints and every velocity), the landing feet's places (10⁷) |
//!
//! The impact holds all four feet (the stance feet keep still through it; Crocoddyl 3.2's
//! holds the landing feet alone).
//!
//! Contacts hold by Baumgarte's velocity term (`k_d = 50`, Crocoddyl's gait gains), and the
//! torques within their limits by the solver's box.

use super::legged::{ContactKnot, FloatingState, LeggedCost};
use super::shooting::ShootingProblem;
use crate::api::contact::FrameContact;
use crate::api::error::DynamicsError;
use crate::api::floating::FloatingTaskSpace;
use crate::api::task_space::{Pose, ReferenceFrame};
use nalgebra::{DMatrix, DVector, SVector, Vector3};

/// A quadruped and the settings shared by its gaits.
pub struct Quadruped<'a, R, const NQ: usize, const NV: usize, const NU: usize, const NC: usize> {
    /// The robot.
    pub model: &'a R,
    /// Its four feet as point contacts, in the order left front, right front, left hind, right
    /// hind (Solo12's `FL_FOOT`, `FR_FOOT`, `HL_FOOT`, `HR_FOOT`).
    pub feet: &'a [FrameContact<R>],
    /// The standing state the regularisation pulls to.
    pub reference: FloatingState<NQ, NV>,
    /// The friction coefficient of the stance feet's friction pyramids (the ground's, or less
    /// for a margin: the pyramids' barrier is soft).
    pub mu: f64,
    /// The least normal force of a stance foot (N; Crocoddyl's gaits use 0).
    pub min_normal_force: f64,
    /// The weight of each stance foot's friction pyramid (Crocoddyl's gaits use 10, under which
    /// the forces leave the pyramid by a few tenths of a newton where the centre of mass's
    /// tracking pulls; a weight of `10⁴` keeps them inside the cone).
    pub friction_weight: f64,
    /// The joints' torque limits `(lower, upper)`, if any.
    pub torque_limits: Option<(SVector<f64, NU>, SVector<f64, NU>)>,
    /// The joints' position limits `(lower, upper)`, if any.
    pub joint_limits: Option<(SVector<f64, NU>, SVector<f64, NU>)>,
    /// Crocoddyl 3.2's impacts (for comparisons): each holds only the landing feet, and their
    /// targets are the last swing knot's (above the ground by the arc's last height) rather than
    /// the footholds.
    pub crocoddyl_impacts: bool,
}

/// A trot (Crocoddyl's `createTrottingProblem`): each cycle a stance, the right front and left
/// hind feet's step, a stance, the left front and right hind feet's step; a stance knot's costs
/// of the state are the terminal cost.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Trot {
    /// How far each foot steps (m); the first step is half of it.
    pub step_length: f64,
    /// The swinging feet's height at mid-step (m).
    pub step_height: f64,
    /// The step of a knot (s).
    pub h: f64,
    /// Knots per footstep.
    pub step_knots: usize,
    /// Knots per four-foot stance.
    pub support_knots: usize,
    /// Cycles.
    pub cycles: usize,
}

/// The knots of one quadruped problem.
pub type QuadrupedProblem<
    'a,
    R,
    const NQ: usize,
    const NV: usize,
    const NU: usize,
    const NC: usize,
    const NX: usize,
> = ShootingProblem<ContactKnot<'a, R, NQ, NV, NU, NC>, NX, NU>;

impl<'a, R, const NQ: usize, const NV: usize, const NU: usize, const NC: usize>
    Quadruped<'a, R, NQ, NV, NU, NC>
where
    R: FloatingTaskSpace<NQ, NV>,
{
    /// The trot from `x0` (standing on its four feet). Fails on a `trot` out of range (a step
    /// not finite, fewer than two knots per footstep, no cycle) or knots that
    /// [`ContactKnot::step`] refuses.
    pub fn trot<const NX: usize>(
        &self,
        x0: &FloatingState<NQ, NV>,
        trot: &Trot,
    ) -> Result<QuadrupedProblem<'a, R, NQ, NV, NU, NC, NX>, DynamicsError> {
        check_trot(trot)?;
        if self.feet.len() != 4 {
            return Err(DynamicsError::DimensionMismatch {
                argument: "feet",
                expected: 4,
                found: self.feet.len(),
            });
        }
        self.model.check_configuration(&x0.0)?;
        let q0 = &x0.0;
        let mut feet: Vec<Vector3<f64>> = self
            .feet
            .iter()
            .map(|f| self.model.frame_pose(f.frame, q0).translation)
            .collect();
        let mut com = feet.iter().sum::<Vector3<f64>>() / 4.0;
        com.z = self.model.center_of_mass(q0).z;
        let anchors: Vec<Pose> = self
            .feet
            .iter()
            .map(|f| self.model.frame_pose(f.frame, q0))
            .collect();
        let (lf, rf, lh, rh) = (0, 1, 2, 3);
        let mut knots = Vec::new();
        let mut first = true;
        for _ in 0..trot.cycles {
            for (support, swing) in [([lf, rh], [rf, lh]), ([rf, lh], [lf, rh])] {
                for _ in 0..trot.support_knots {
                    knots.push(self.stance(&[lf, rf, lh, rh], trot.h, None, &[], &anchors)?);
                }
                let length = if first {
                    0.5 * trot.step_length
                } else {
                    trot.step_length
                };
                first = false;
                self.footstep(
                    &mut knots, &mut com, &mut feet, &support, &swing, length, trot, &anchors,
                )?;
            }
        }
        // A stance knot ends the problem: its costs of the state are the terminal cost
        // (Crocoddyl's trot).
        let terminal = self.stance(&[lf, rf, lh, rh], trot.h, None, &[], &anchors)?;
        Ok(ShootingProblem {
            x0: *x0,
            running: knots,
            terminal,
        })
    }

    /// Standing on all four feet for `knots` knots of `h` seconds (a balance task for
    /// [`RecedingHorizon`](super::RecedingHorizon)): the trot's stance knot with the base's
    /// position weighted too (`100`, its orientation `500`, the joints `1`; velocities `10` on
    /// the base, `1` on the joints), so that the base returns to the reference after a push.
    /// Fails as [`Quadruped::trot`] does.
    pub fn stand<const NX: usize>(
        &self,
        x0: &FloatingState<NQ, NV>,
        knots: usize,
        h: f64,
    ) -> Result<QuadrupedProblem<'a, R, NQ, NV, NU, NC, NX>, DynamicsError> {
        if knots == 0 {
            return Err(DynamicsError::InvalidArgument {
                argument: "knots",
                value: 0.0,
                requirement: "at least 1",
            });
        }
        self.model.check_configuration(&x0.0)?;
        let anchors: Vec<Pose> = self
            .feet
            .iter()
            .map(|f| self.model.frame_pose(f.frame, &x0.0))
            .collect();
        let mut knot = self.stance(&[0, 1, 2, 3], h, None, &[], &anchors)?;
        for cost in &mut knot.costs {
            if let LeggedCost::State {
                q_weights,
                v_weights,
                ..
            } = cost
            {
                *q_weights = SVector::from_fn(|i, _| match i {
                    0..=2 => 100.0,
                    3..=5 => 500.0,
                    _ => 1.0,
                });
                *v_weights = SVector::from_fn(|i, _| if i < 6 { 10.0 } else { 1.0 });
            }
        }
        Ok(ShootingProblem {
            x0: *x0,
            running: vec![knot.clone(); knots],
            terminal: knot,
        })
    }

    /// The knots of one footstep and its impact; moves `com` and the swinging feet.
    #[allow(clippy::too_many_arguments)]
    fn footstep(
        &self,
        knots: &mut Vec<ContactKnot<'a, R, NQ, NV, NU, NC>>,
        com: &mut Vector3<f64>,
        feet: &mut [Vector3<f64>],
        support: &[usize],
        swing: &[usize],
        length: f64,
        trot: &Trot,
        anchors: &[Pose],
    ) -> Result<(), DynamicsError> {
        let n = trot.step_knots;
        let share = swing.len() as f64 / 4.0;
        let half = n as f64 / 2.0;
        let arc = |k: usize| {
            let kf = k as f64;
            if kf < half {
                trot.step_height * kf / half
            } else if kf == half {
                trot.step_height
            } else {
                trot.step_height * (1.0 - (kf - half) / half)
            }
        };
        for k in 0..n {
            let along = length * (k + 1) as f64 / n as f64;
            let up = arc(k);
            let targets: Vec<_> = swing
                .iter()
                .map(|&i| (i, feet[i] + Vector3::new(along, 0.0, up)))
                .collect();
            let com_target = *com + Vector3::new(along * share, 0.0, 0.0);
            knots.push(self.stance(support, trot.h, Some(com_target), &targets, anchors)?);
        }
        let last_targets: Vec<_> = swing
            .iter()
            .map(|&i| (i, feet[i] + Vector3::new(length, 0.0, arc(n - 1))))
            .collect();
        for &i in swing {
            feet[i] += Vector3::new(length, 0.0, 0.0);
        }
        let footholds: Vec<_> = swing.iter().map(|&i| (i, feet[i])).collect();
        knots.push(match self.crocoddyl_impacts {
            true => self.impact(swing, &last_targets)?,
            false => self.impact(&[0, 1, 2, 3], &footholds)?,
        });
        *com += Vector3::new(length * share, 0.0, 0.0);
        Ok(())
    }

    /// A step on the feet `support`, tracking the centre of mass and the swinging feet's
    /// `targets` where given.
    fn stance(
        &self,
        support: &[usize],
        h: f64,
        com: Option<Vector3<f64>>,
        targets: &[(usize, Vector3<f64>)],
        anchors: &[Pose],
    ) -> Result<ContactKnot<'a, R, NQ, NV, NU, NC>, DynamicsError> {
        let active: Vec<bool> = (0..4).map(|i| support.contains(&i)).collect();
        let mut costs = Vec::new();
        if let Some(target) = com {
            costs.push(LeggedCost::CenterOfMass {
                weight: 1e6,
                target,
            });
        }
        for &i in support {
            costs.push(LeggedCost::FrictionCone {
                weight: self.friction_weight,
                contact: i,
                mu: self.mu,
                min_force: self.min_normal_force,
            });
        }
        for &(i, target) in targets {
            costs.push(LeggedCost::FrameTranslation {
                weight: 1e6,
                frame: self.feet[i].frame,
                target,
            });
        }
        let joints = NV - 6;
        let weights = |base_p: f64, base_o: f64, joint: f64| {
            SVector::<f64, NV>::from_fn(|i, _| match i {
                0..=2 => base_p,
                3..=5 => base_o,
                _ => joint,
            })
        };
        debug_assert_eq!(joints, NU);
        costs.push(LeggedCost::State {
            weight: 1e1,
            reference: self.reference,
            q_weights: weights(0.0, 500.0, 0.01),
            v_weights: weights(10.0, 10.0, 1.0),
        });
        costs.push(LeggedCost::Input {
            weight: 1e-1,
            reference: SVector::zeros(),
        });
        if let Some((lower, upper)) = self.joint_limits {
            costs.push(LeggedCost::JointLimits {
                weight: 1e3,
                lower,
                upper,
            });
        }
        let knot = ContactKnot::step(self.model, self.feet, &active, h, costs)?.with_baumgarte(
            0.0,
            50.0,
            anchors.to_vec(),
        )?;
        match self.torque_limits {
            Some((lower, upper)) => knot.with_torque_limits(lower, upper),
            None => Ok(knot),
        }
    }

    /// The impact on the feet `held`, the landing ones tracking `targets`.
    fn impact(
        &self,
        held: &[usize],
        targets: &[(usize, Vector3<f64>)],
    ) -> Result<ContactKnot<'a, R, NQ, NV, NU, NC>, DynamicsError> {
        let mut costs = Vec::new();
        for &(i, target) in targets {
            costs.push(LeggedCost::FrameTranslation {
                weight: 1e7,
                frame: self.feet[i].frame,
                target,
            });
        }
        let weights = |base: f64, joint: f64| {
            SVector::<f64, NV>::from_fn(|i, _| if i < 6 { base } else { joint })
        };
        costs.push(LeggedCost::State {
            weight: 1e1,
            reference: self.reference,
            q_weights: weights(1.0, 10.0),
            v_weights: weights(10.0, 10.0),
        });
        let active: Vec<bool> = (0..4).map(|i| held.contains(&i)).collect();
        ContactKnot::impact(self.model, self.feet, &active, costs)
    }

    /// A guess for `problem`: `x0` at every knot, and at each knot with input the torques that
    /// hold `x0` at rest on the knot's active feet (the least-squares `u` and forces of
    /// `[0; u] + Jᵀ λ = g(q)`). Fails where no active foot can hold the robot (the base's
    /// weight out of the feet's reach: [`DynamicsError::NonFiniteResult`]).
    #[allow(clippy::type_complexity)]
    pub fn quasi_static_guess<const NX: usize>(
        &self,
        problem: &QuadrupedProblem<'a, R, NQ, NV, NU, NC, NX>,
    ) -> Result<(Vec<FloatingState<NQ, NV>>, Vec<SVector<f64, NU>>), DynamicsError> {
        let x0 = problem.x0;
        let q = &x0.0;
        let g = self.model.gravity(q);
        let jacobians: Vec<_> = self
            .feet
            .iter()
            .map(|f| {
                self.model
                    .frame_jacobian(f.frame, q, ReferenceFrame::LocalWorldAligned)
            })
            .collect();
        let mut inputs = Vec::with_capacity(problem.running.len());
        for knot in &problem.running {
            if knot.h().is_none() {
                inputs.push(SVector::zeros());
                continue;
            }
            let active: Vec<usize> = (0..4).filter(|&i| knot.active()[i]).collect();
            // Columns: the joints' torques, then three force components per active foot.
            let n = NU + 3 * active.len();
            let a = DMatrix::from_fn(NV, n, |r, c| {
                if c < NU {
                    f64::from(r == c + 6)
                } else {
                    let (foot, k) = ((c - NU) / 3, (c - NU) % 3);
                    jacobians[active[foot]][(k, r)]
                }
            });
            let b = DVector::from_iterator(NV, g.iter().copied());
            let z =
                a.svd(true, true)
                    .solve(&b, 1e-12)
                    .map_err(|_| DynamicsError::NonFiniteResult {
                        quantity: "the quasi-static torques",
                    })?;
            let u = SVector::<f64, NU>::from_fn(|i, _| z[i]);
            if u.iter().any(|x| !x.is_finite()) {
                return Err(DynamicsError::NonFiniteResult {
                    quantity: "the quasi-static torques",
                });
            }
            inputs.push(u);
        }
        Ok((vec![x0; problem.running.len() + 1], inputs))
    }
}

/// A trot's numbers in range.
fn check_trot(t: &Trot) -> Result<(), DynamicsError> {
    let invalid = |argument, value: f64, requirement| {
        Err(DynamicsError::InvalidArgument {
            argument,
            value,
            requirement,
        })
    };
    if !t.step_length.is_finite() {
        return invalid("trot.step_length", t.step_length, "finite");
    }
    if !(t.step_height.is_finite() && t.step_height >= 0.0) {
        return invalid("trot.step_height", t.step_height, "finite and >= 0");
    }
    if !(t.h.is_finite() && t.h > 0.0) {
        return invalid("trot.h", t.h, "finite and > 0");
    }
    if t.step_knots < 2 {
        return invalid("trot.step_knots", t.step_knots as f64, "at least 2");
    }
    if t.cycles == 0 {
        return invalid("trot.cycles", 0.0, "at least 1");
    }
    Ok(())
}
