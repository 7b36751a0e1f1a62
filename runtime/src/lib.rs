//! Rigid link chain dynamics for the code `#[derive(Dynamics)]` generates: the traits it
//! implements ([`Dynamics`], [`DynamicsIn`], [`Linearized`], [`TaskSpaceIn`] and so
//! [`TaskSpace`]), the number types it runs in
//! ([`Real`]: `f64`, `f32`, SIMD lanes with `std`) and batches of states ([`batch`]).
//!
#![cfg_attr(feature = "std", doc = include_str!("reference.md"))]
#![cfg_attr(
    not(feature = "std"),
    doc = "Built without the `std` feature (`no_std`), the crate holds the traits (the task space's \
           included), `Real` in `f64`, `f32` and user types, `batch`, and the derive where it is \
           enabled; the chain model, the recursive reference algorithms, control, simulation and \
           the SIMD lane types need `std`."
)]
#![deny(missing_docs)]
#![cfg_attr(not(feature = "std"), no_std)]

#[cfg(feature = "std")]
pub use chaindyn_model as model;
/// The linear algebra crate of the API (generated code names `chaindyn::nalgebra::SMatrix`).
pub use nalgebra;
/// nalgebra's SIMD layer: the lane types (`simba::simd::WideF64x4`, `simba::simd::WideF32x8`,
/// ...) the generated code evaluates in through [`DynamicsIn`].
pub use simba;

/// `#[derive(Dynamics)]` (feature `derive`): see `docs/attributes.md` in the repository for the
/// attribute reference.
#[cfg(feature = "derive")]
pub use chaindyn_macros::Dynamics;
#[cfg(feature = "std")]
pub use chaindyn_model::{
    rpy_to_matrix, AngleConvention, Body, Chain, Frame, Joint, JointDynamics, JointKind, Link,
    ModelError, PendubotParameters, DEFAULT_FRICTION_VELOCITY,
};
/// URDF import (feature `urdf`, on by default): `Chain::from_urdf_str(xml, base, tip)`, the
/// same importer as the derive's `#[chain(urdf = "..")]`.
#[cfg(feature = "urdf")]
pub use chaindyn_model::{urdf, JointLimits, UrdfChain, UrdfError, URDF_GRAVITY};

pub mod batch;
mod body_angles;
#[cfg(feature = "std")]
mod center_of_mass;
#[cfg(feature = "std")]
mod check;
#[cfg(feature = "std")]
mod cholesky;
#[cfg(feature = "std")]
pub mod control;
#[cfg(feature = "std")]
mod coriolis;
#[cfg(feature = "std")]
mod crba;
mod dynamics;
#[cfg(feature = "std")]
mod energy;
#[cfg(feature = "std")]
mod error;
#[cfg(feature = "std")]
mod external_wrenches;
#[cfg(feature = "std")]
pub mod finite_diff;
#[cfg(feature = "std")]
mod forward;
#[cfg(feature = "std")]
mod frame_kinematics;
#[cfg(feature = "std")]
mod guard;
#[cfg(feature = "std")]
pub mod identification;
#[cfg(feature = "std")]
mod joint_losses;
#[cfg(feature = "std")]
mod kinematics;
mod ldl;
#[cfg(feature = "std")]
pub mod limits;
#[cfg(feature = "std")]
mod linearize;
#[cfg(feature = "std")]
mod mass_derivative;
#[cfg(feature = "std")]
mod multibody;
#[cfg(feature = "std")]
pub mod pendubot;
#[cfg(feature = "std")]
pub mod pendulum;
mod products;
#[cfg(feature = "std")]
mod reference_dynamics;
#[cfg(feature = "std")]
mod rnea;
#[cfg(feature = "std")]
mod rnea_derivatives;
mod scalar;
#[cfg(feature = "std")]
pub mod simulate;
#[cfg(feature = "std")]
mod spatial;
pub mod task_space;

pub use body_angles::__planar_linearize;
#[cfg(feature = "std")]
pub use center_of_mass::{center_of_mass, center_of_mass_jacobian};
#[cfg(feature = "std")]
pub use check::{ChainDynamicsExt, MASS_CHECK_SAMPLES, MASS_CHECK_SEED};
#[cfg(feature = "std")]
pub use cholesky::MASS_MATRIX_PIVOT_TOL;
#[cfg(feature = "std")]
pub use coriolis::{coriolis_matrix, mass_matrix_time_derivative};
#[cfg(feature = "std")]
pub use crba::crba;
pub use dynamics::{Dynamics, DynamicsIn, Linearized};
#[cfg(feature = "std")]
pub use energy::{kinetic_energy, potential_energy, total_energy};
#[cfg(feature = "std")]
pub use error::DynamicsError;
#[cfg(feature = "std")]
pub use external_wrenches::{
    forward_dynamics_with_wrenches, linearize_with_wrenches, rnea_with_wrenches, wrench_torques,
    wrench_torques_derivative,
};
#[cfg(feature = "std")]
pub use forward::forward_dynamics;
#[cfg(feature = "std")]
pub use frame_kinematics::{frame_acceleration_bias, frame_jacobian, frame_pose, frame_velocity};
#[cfg(feature = "std")]
pub use joint_losses::{joint_losses, joint_losses_derivative};
#[cfg(feature = "std")]
pub use kinematics::{body_poses, com_positions};
pub use ldl::{__ldl_inverse, __spd_inverse, __spd_solve};
#[cfg(feature = "std")]
pub use linearize::{linearize, state_space, Linearization, StateSpace};
#[cfg(feature = "std")]
pub use mass_derivative::mass_matrix_derivative;
#[cfg(feature = "std")]
pub use multibody::Multibody;
#[doc(hidden)]
pub use products::__neg_mul;
#[cfg(feature = "std")]
pub use reference_dynamics::ReferenceDynamics;
#[cfg(feature = "std")]
pub use rnea::{bias_force, coriolis_times_qd, gravity, rnea};
#[cfg(feature = "std")]
pub use rnea_derivatives::{rnea_derivatives, RneaDerivatives};
pub use scalar::Real;
pub use task_space::{ExternalWrench, FrameId, Pose, ReferenceFrame, TaskSpace, TaskSpaceIn};

/// `Σ_c o[a + c] · o[b + c]` over six components, summed left to right: how the generated code
/// of a long chain pairs two spatial vectors it has stored. Used by `#[derive(Dynamics)]`; not
/// part of the API.
#[doc(hidden)]
#[inline(always)]
pub fn __dot6<S: Real>(o: &[S], a: usize, b: usize) -> S {
    o[a] * o[b]
        + o[a + 1] * o[b + 1]
        + o[a + 2] * o[b + 2]
        + o[a + 3] * o[b + 3]
        + o[a + 4] * o[b + 4]
        + o[a + 5] * o[b + 5]
}

/// Expands to its input with the feature `std` (the generated code's `chain()`),
/// to nothing without it. Used by `#[derive(Dynamics)]`; not part of the API.
#[cfg(feature = "std")]
#[doc(hidden)]
#[macro_export]
macro_rules! __with_std {
    ($($item:tt)*) => { $($item)* };
}

/// Expands to its input with the feature `std` (the generated code's `chain()`),
/// to nothing without it. Used by `#[derive(Dynamics)]`; not part of the API.
#[cfg(not(feature = "std"))]
#[doc(hidden)]
#[macro_export]
macro_rules! __with_std {
    ($($item:tt)*) => {};
}

/// What the generated `chain()` names (`String`, `Vec`) in a crate that may be `#![no_std]`.
/// Used by `#[derive(Dynamics)]`; not part of the API.
#[cfg(feature = "std")]
#[doc(hidden)]
pub mod __private {
    pub use std::string::String;
    pub use std::vec;
    pub use std::vec::Vec;
}
