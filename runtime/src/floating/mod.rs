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
//! The algorithms work in the inertial frame that coincides with the base frame at the instant
//! (so the base's velocity and acceleration enter as they are given, and gravity as `Rᵀ g`),
//! about the first joint's origin as the fixed-base algorithms do ([`crate::Multibody`]); the
//! tree's joints are those of a [`Multibody`] whose base is the floating body.
//!
//! One algorithm per file: [`rnea`](crate::floating_rnea) (inverse dynamics, the bias force and
//! gravity), [`crba`](crate::floating_crba) (the mass matrix), [`aba`](crate::floating_aba)
//! (forward dynamics, Featherstone's articulated-body algorithm with a 6-DOF root),
//! [`centroidal`](crate::floating_centroidal_map) (the centre of mass, the centroidal momentum
//! and its matrix `A_g`), [`derivatives`](crate::floating_aba_derivatives) (of inverse and
//! forward dynamics in the tangent space, analytic: Carpentier & Mansard, RSS 2018),
//! [`frames`](crate::floating_frame_jacobian) (a foot's pose and Jacobian), and
//! [`simulate`](FloatingMultibody::simulate) (on the manifold: fourth-order Runge–Kutta–Munthe-Kaas).

pub(crate) mod aba;
pub(crate) mod centroidal;
pub(crate) mod crba;
pub(crate) mod derivatives;
pub(crate) mod frames;
pub(crate) mod rnea;
pub(crate) mod simulate;

use crate::algorithm::kinematics::{frames, Frames};
use crate::api::error::DynamicsError;
use crate::multibody::spatial::{cross_motion, join, SpatialInertia, M3, V3, V6};
use crate::multibody::Multibody;
use crate::{Body, Chain};
use chaindyn_model::free_flyer;
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
        free_flyer::validate_base(base)?;
        if tree.convention != crate::AngleConvention::Relative {
            return Err(DynamicsError::Model(
                chaindyn_model::ModelError::InvalidBase {
                    body: base.name.clone(),
                    problem: "carries a chain in absolute angles: a floating base takes joint \
                          angles (AngleConvention::Relative), each relative to its parent"
                        .into(),
                },
            ));
        }
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

    /// The geometry at `q` in the base frame, about the first joint's origin.
    pub(crate) fn state(&self, q: &DVector<f64>) -> Result<Geometry, DynamicsError> {
        self.check_q(q)?;
        let (r, _) = free_flyer::pose(base_q(q)).map_err(quaternion("q"))?;
        let rot = M3::from_fn(|i, j| r[i][j]);
        let joints: Vec<f64> = q.iter().skip(free_flyer::NQ).copied().collect();
        let fr = frames(&self.tree, &joints);
        // The base body about the reference point `P` (the first joint's origin).
        let b = &self.base;
        let com = V3::from(b.com) - fr.base;
        // Halves first: an inertia near f64's limit (finite, accepted) does not overflow here.
        let inertia_com = M3::from_fn(|i, j| 0.5 * b.inertia[i][j] + 0.5 * b.inertia[j][i]);
        let base_inertia = SpatialInertia::from_com(b.mass, &com, &inertia_com);
        let gravity = rot.transpose() * V3::from(self.tree.chain().gravity);
        Ok(Geometry {
            fr,
            base_inertia,
            gravity,
        })
    }
}

/// The geometry of a floating tree at one configuration, in the base frame about `fr.base` (the
/// first joint's origin, `P`).
pub(crate) struct Geometry {
    pub fr: Frames,
    pub base_inertia: SpatialInertia,
    /// Gravity in base coordinates, `Rᵀ g`.
    pub gravity: V3,
}

impl Geometry {
    /// The base's spatial motion about `P` from `[lin; ang]` about the base origin:
    /// `[ω; v + ω × P]`.
    pub fn motion_at_p(&self, x: &[f64]) -> V6 {
        let (lin, ang) = (V3::new(x[0], x[1], x[2]), V3::new(x[3], x[4], x[5]));
        join(&ang, &(lin + ang.cross(&self.fr.base)))
    }

    /// `[f; n_O]` (force, moment about the base origin) of the spatial force `[n_P; f]` about `P`.
    pub fn wrench_at_origin(&self, f: &V6) -> [f64; 6] {
        let (n, force) = (V3::new(f[0], f[1], f[2]), V3::new(f[3], f[4], f[5]));
        let n_o = n + self.fr.base.cross(&force);
        [force.x, force.y, force.z, n_o.x, n_o.y, n_o.z]
    }

    /// `[n_P; f]` about `P` of the wrench `[f; n_O]` at the base origin.
    pub fn wrench_at_p(&self, w: &[f64]) -> V6 {
        let (force, n_o) = (V3::new(w[0], w[1], w[2]), V3::new(w[3], w[4], w[5]));
        join(&(n_o - self.fr.base.cross(&force)), &force)
    }

    /// `[lin; ang]` about the base origin of the spatial motion `[ω; v_P]` about `P`.
    pub fn motion_at_origin(&self, m: &V6) -> [f64; 6] {
        let (w, v) = (V3::new(m[0], m[1], m[2]), V3::new(m[3], m[4], m[5]));
        let v_o = v - w.cross(&self.fr.base);
        [v_o.x, v_o.y, v_o.z, w.x, w.y, w.z]
    }

    /// The bodies' spatial velocities from the base's `v0` (about `P`) and the joint rates.
    pub fn velocities(&self, v0: &V6, qd: &[f64]) -> Vec<V6> {
        let mut v: Vec<V6> = Vec::with_capacity(qd.len());
        for (i, (s, &qdi)) in self.fr.s.iter().zip(qd).enumerate() {
            let vi = self.fr.parents[i].map_or(*v0, |p| v[p]) + s * qdi;
            v.push(vi);
        }
        v
    }

    /// The velocity-product accelerations `c_i = v_i × S_i q̇_i`.
    pub fn bias_accelerations(&self, v: &[V6], qd: &[f64]) -> Vec<V6> {
        (0..qd.len())
            .map(|i| cross_motion(&v[i], &self.fr.s[i]) * qd[i])
            .collect()
    }

    /// `[0; g]` about any point: gravity as an acceleration.
    pub fn gravity_motion(&self) -> V6 {
        join(&V3::zeros(), &self.gravity)
    }
}

fn base_q(q: &DVector<f64>) -> [f64; free_flyer::NQ] {
    std::array::from_fn(|i| q[i])
}

fn base_v(v: &DVector<f64>) -> [f64; free_flyer::NV] {
    std::array::from_fn(|i| v[i])
}

/// The error of a quaternion of norm `norm` in the configuration argument `argument`.
fn quaternion(argument: &'static str) -> impl Fn(f64) -> DynamicsError {
    move |norm| DynamicsError::UnnormalizedQuaternion { argument, norm }
}
