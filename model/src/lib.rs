//! The description of a serial rigid link chain, shared by chaindyn's runtime
//! (`chaindyn`) and its build-time code generator.
//!
//! A [`Chain`] is an ordered list of [`Link`]s. Link `i` is a [`Joint`] followed by a
//! rigid [`Body`]; link 0 is attached to the fixed base (the world frame), link `i`
//! to the body of link `i - 1`. Frames follow the URDF convention:
//!
//! * the joint frame of link `i` is `parent body frame * Translation(origin_xyz) *
//!   Rotation(rpy_to_matrix(origin_rpy))`;
//! * the joint motion follows: a [`JointKind::Revolute`] joint rotates by `q_i`
//!   (radians, right-handed) about `axis`, a [`JointKind::Prismatic`] joint translates by
//!   `q_i * axis`; `axis` is expressed in the joint frame;
//! * the body frame of link `i` is the frame after the joint motion; the body's `com`
//!   and `inertia` (about the centre of mass) are expressed in it.
//!
//! # Joint axes
//!
//! The input `axis` need not have unit length: [`Chain::validate`] accepts any finite
//! axis whose Euclidean norm is at least [`AXIS_MIN_NORM`] and every algorithm uses the
//! normalised direction ([`Joint::unit_axis`], or [`Chain::normalized`] to get a copy
//! with unit axes). Hence `q_i` is always an angle in radians (revolute) or a distance
//! in the length unit of the model (prismatic), whatever the length of the given axis.
//!
//! # Real joints
//!
//! Each [`Joint`] carries its [`JointDynamics`]: the motor's reflected inertia (armature, added
//! to the diagonal of the mass matrix), viscous damping and smoothed Coulomb friction; the
//! equations of motion become `M q̈ + C q̇ + g + τ_loss(q̇) = τ` ([`joint_dynamics`]). They are
//! all zero for an ideal joint ([`JointDynamics::IDEAL`]).
//!
//! # Angle conventions
//!
//! With [`AngleConvention::Relative`] (the robotics default) `q_i` is the joint
//! coordinate above. With [`AngleConvention::Absolute`] (the convention of the n-link
//! pendulum paper) `q_i` is the angle of link `i` measured from a fixed direction:
//! `q_abs_i = q_rel_1 + ... + q_rel_i`. That requires every joint to be revolute and all
//! axes to be parallel and to point the same way in the world frame (a planar chain);
//! [`Chain::validate`] checks it.
//!
//! # Frames
//!
//! Besides every body's own frame, a chain can name [`Frame`]s fixed to its bodies (a tool flange,
//! a sensor; the URDF importer keeps the links it merges into a body as frames). They do not
//! change the dynamics: they are where task-space quantities (poses, Jacobians, external wrenches)
//! are taken. See the [`frames`] module.
//!
//! # URDF
//!
//! With the cargo feature `urdf`, [`Chain::from_urdf_str`] imports the serial chain between two
//! links of a URDF robot description (fixed joints merged, joint names and limits kept); see the
//! `urdf` module.
#![deny(missing_docs)]
#![cfg_attr(not(feature = "std"), no_std)]

// Without `std` (a `no_std` runtime's generated contacts), the contact kinds alone.
#[cfg(feature = "std")]
mod builders;
#[cfg(feature = "std")]
mod chain;
pub mod contact;
#[cfg(feature = "std")]
mod error;
#[cfg(feature = "std")]
pub mod frames;
#[cfg(feature = "std")]
pub mod free_flyer;
#[cfg(feature = "std")]
pub mod joint_dynamics;
#[cfg(feature = "std")]
mod math;
#[cfg(feature = "std")]
pub mod rank;
#[cfg(feature = "std")]
pub mod read;
#[cfg(feature = "std")]
mod rng;
#[cfg(feature = "std")]
pub use rng::SplitMix64;
#[cfg(feature = "urdf")]
pub mod urdf;
#[cfg(feature = "std")]
mod validate;

#[cfg(feature = "std")]
pub use builders::PendubotParameters;
#[cfg(feature = "std")]
pub use chain::*;
pub use contact::ContactKind;
#[cfg(feature = "std")]
pub use error::ModelError;
#[cfg(feature = "std")]
pub use frames::Frame;
#[cfg(feature = "std")]
pub use joint_dynamics::{JointDynamics, DEFAULT_FRICTION_VELOCITY};
#[cfg(feature = "std")]
pub use math::{matrix_to_rpy, rpy_to_matrix, symmetric_eigenvalues};
#[cfg(feature = "urdf")]
pub use urdf::{JointLimits, UrdfChain, UrdfError, URDF_GRAVITY};
#[cfg(feature = "std")]
pub use validate::{
    axes_parallel, check_floating_mass_matrix, check_inertia, check_mass_matrix, inertia_scale,
    is_singular_pivot, is_valid_mass, nearest_physical_inertia, AXIS_MIN_NORM, INERTIA_REL_TOL,
    MASS_CHECK_SAMPLES, MASS_CHECK_SEED, MASS_MATRIX_PIVOT_TOL, MASS_REQUIREMENT,
    PARALLEL_AXIS_TOL,
};

/// SHA-256 of this crate's source files: the code generator's derive cache keys on it, since
/// the generator computes with this crate's functions while it derives.
pub const SOURCE_HASH: &str = env!("CHAINDYN_MODEL_SOURCE_HASH");
