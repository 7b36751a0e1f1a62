//! Trees on a free-floating base (legged robots, humanoids, anything in free flight), the
//! reference algorithms in Pinocchio's conventions so that every number compares with it column
//! for column (its `JointModelFreeFlyer` as the root joint):
//!
//! - configuration `q = [p; ξ; q_joints]` (`nq = 7 + n`): the base's position in the world, its
//!   orientation as the unit quaternion `ξ = (x, y, z, w)`, then the joints' positions;
//! - velocity `v = [v_lin; ω; q̇_joints]` (`nv = 6 + n`): the base origin's velocity and the
//!   base's angular velocity in **base** coordinates, then the joints' rates; accelerations are
//!   their time derivatives (`v̇`);
//! - generalized forces `τ = [f; n; τ_joints]`: the wrench applied to the base (force, then
//!   moment about its origin, in base coordinates; zero for an unactuated base), then the joints'
//!   torques;
//! - [`FloatingMultibody::integrate`] and [`FloatingMultibody::difference`] move on the
//!   configuration manifold (`chaindyn_model::free_flyer`: the base by SE(3)'s exponential).
//!
//! The reference algorithms take it in `algorithm/`, one file per algorithm for both roots (the
//! fixed base's [`Multibody`] and this one), the joints' recursion shared.

use crate::api::error::DynamicsError;
use crate::multibody::Multibody;
use chaindyn_model::free_flyer;
use chaindyn_model::{Body, Chain};
use nalgebra::DVector;

/// A validated tree on a free-floating base, prepared for the floating-base algorithms
/// ([`floating_rnea`](crate::floating_rnea), [`floating_crba`](crate::floating_crba),
/// [`floating_aba`](crate::floating_aba)). The base body carries the root link's mass (with
/// every link fixed to it); the tree's links hang from it as they hang from a fixed base in a
/// [`Multibody`] (the chain's gravity is the world's).
#[derive(Debug, Clone)]
pub struct FloatingMultibody {
    tree: Multibody,
    base: Body,
}

impl FloatingMultibody {
    /// Validates the base body (`chaindyn_model::free_flyer::validate_base`) and the tree
    /// ([`Multibody::new`]), which must be in joint angles (`AngleConvention::Relative`; a
    /// chain in absolute angles is refused).
    pub fn new(base: &Body, tree: &Chain) -> Result<FloatingMultibody, DynamicsError> {
        crate::api::floating::check_floating_tree(base, tree)?;
        let tree = Multibody::new(tree)?;
        Ok(FloatingMultibody {
            tree,
            base: base.clone(),
        })
    }

    /// The tree's joints (as on a fixed base).
    pub fn joints(&self) -> &Multibody {
        &self.tree
    }

    /// The base body.
    pub fn base(&self) -> &Body {
        &self.base
    }

    /// The tree's number of joints `n`.
    pub fn joint_count(&self) -> usize {
        self.tree.dof()
    }

    /// Configuration size `7 + n`.
    pub fn nq(&self) -> usize {
        free_flyer::NQ + self.tree.dof()
    }

    /// Velocity (tangent) size `6 + n`.
    pub fn nv(&self) -> usize {
        free_flyer::NV + self.tree.dof()
    }

    /// The configuration after moving at velocity `v` for one unit of time (`dt v` for a step of
    /// `dt`): the base by SE(3)'s exponential, the joints by `q + v`. Fails on a configuration
    /// or velocity that the algorithms refuse (see [`FloatingMultibody::difference`]) or a
    /// result that overflows `f64` ([`DynamicsError::NonFiniteResult`]).
    pub fn integrate(
        &self,
        q: &DVector<f64>,
        v: &DVector<f64>,
    ) -> Result<DVector<f64>, DynamicsError> {
        self.check_q(q)?;
        self.check("v", v, self.nv())?;
        let base = free_flyer::integrate(base_q(q), base_v(v)).map_err(quaternion("q"))?;
        let mut out = q.clone();
        out.rows_mut(0, free_flyer::NQ).copy_from_slice(&base);
        for i in 0..self.tree.dof() {
            out[free_flyer::NQ + i] += v[free_flyer::NV + i];
        }
        crate::api::error::finite("integrate", out)
    }

    /// The velocity that [`FloatingMultibody::integrate`] takes from `q0` to `q1` in one unit of
    /// time (the base's rotation between them below π). Fails on a configuration of the wrong
    /// length ([`DynamicsError::FloatingDimensionMismatch`]), with a non-finite entry
    /// ([`DynamicsError::NonFiniteFloatingInput`], naming it) or a quaternion not of unit norm
    /// ([`DynamicsError::UnnormalizedQuaternion`]), or on a result that overflows `f64`
    /// ([`DynamicsError::NonFiniteResult`]: positions or joint angles near its limit).
    pub fn difference(
        &self,
        q0: &DVector<f64>,
        q1: &DVector<f64>,
    ) -> Result<DVector<f64>, DynamicsError> {
        self.check_configuration("q0", q0)?;
        self.check_configuration("q1", q1)?;
        let base = free_flyer::difference(base_q(q0), base_q(q1)).map_err(quaternion("q0"))?;
        let n = self.tree.dof();
        let mut out = DVector::zeros(self.nv());
        out.rows_mut(0, free_flyer::NV).copy_from_slice(&base);
        for i in 0..n {
            out[free_flyer::NV + i] = q1[free_flyer::NQ + i] - q0[free_flyer::NQ + i];
        }
        crate::api::error::finite("difference", out)
    }

    /// The configuration of the base at the world's origin, unturned, with the joints at zero.
    pub fn neutral(&self) -> DVector<f64> {
        let mut q = DVector::zeros(self.nq());
        q[6] = 1.0;
        q
    }

    /// The floating base's argument `argument` (`x`, of length `len`: `nq` for a configuration,
    /// `nv` otherwise) has that length ([`DynamicsError::FloatingDimensionMismatch`]) and finite
    /// entries ([`DynamicsError::NonFiniteFloatingInput`], naming the first other one).
    pub(crate) fn check(
        &self,
        argument: &'static str,
        x: &DVector<f64>,
        len: usize,
    ) -> Result<(), DynamicsError> {
        if x.len() != len {
            return Err(DynamicsError::FloatingDimensionMismatch {
                argument,
                expected: len,
                found: x.len(),
                joints: self.tree.dof(),
            });
        }
        if let Some(index) = x.iter().position(|v| !v.is_finite()) {
            let names = &self.tree.chain().links;
            return Err(DynamicsError::NonFiniteFloatingInput {
                argument,
                index,
                value: x[index],
                entry: crate::api::error::floating_entry(argument, index, |j| {
                    names.get(j).map(|l| l.joint.name.clone())
                }),
            });
        }
        Ok(())
    }

    /// The configuration `q`: `check_configuration("q", q)`.
    pub(crate) fn check_q(&self, q: &DVector<f64>) -> Result<(), DynamicsError> {
        self.check_configuration("q", q)
    }

    /// The configuration argument `argument` (`q`): of length `nq`, finite, its quaternion of
    /// unit norm ([`DynamicsError::UnnormalizedQuaternion`]).
    pub(crate) fn check_configuration(
        &self,
        argument: &'static str,
        q: &DVector<f64>,
    ) -> Result<(), DynamicsError> {
        self.check(argument, q, self.nq())?;
        free_flyer::pose(base_q(q))
            .map(|_| ())
            .map_err(quaternion(argument))
    }
}

pub(crate) fn base_q(q: &DVector<f64>) -> [f64; free_flyer::NQ] {
    std::array::from_fn(|i| q[i])
}

fn base_v(v: &DVector<f64>) -> [f64; free_flyer::NV] {
    std::array::from_fn(|i| v[i])
}

/// The error of a quaternion of norm `norm` in the configuration argument `argument`.
pub(crate) fn quaternion(argument: &'static str) -> impl Fn(f64) -> DynamicsError {
    move |norm| DynamicsError::UnnormalizedQuaternion { argument, norm }
}
