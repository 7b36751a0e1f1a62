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
/// How a contact holds its frame (with or without `std`).
pub use chaindyn_model::ContactKind;
#[cfg(feature = "std")]
pub use chaindyn_model::{
    rpy_to_matrix, AngleConvention, Body, Chain, Frame, Joint, JointDynamics, JointKind, Link,
    ModelError, PendubotParameters, DEFAULT_FRICTION_VELOCITY,
};
/// URDF import (feature `urdf`, on by default): `Chain::from_urdf_str(xml, base, tip)`, the
/// same importer as the derive's `#[chain(urdf = "..")]`.
#[cfg(feature = "urdf")]
pub use chaindyn_model::{urdf, JointLimits, UrdfChain, UrdfError, URDF_GRAVITY};

// The crate's rooms, lowest first, each documented in its own `mod.rs` (docs/architecture.md
// draws them): `api` (what generated code implements and callers use, the number types, the
// errors, the steps on a floating base's manifold), `kernels` (the functions generated code
// calls), `limits`, `multibody` (a fixed or floating tree prepared for the algorithms, spatial
// algebra, factorisations), `algorithm` (the reference algorithms, one per file, for both roots),
// `models` (ready-made implementations of `Dynamics` and `FloatingDynamics`), `control`,
// `identification` and `simulate`. A file names only its own room or a lower one, each item from the module that
// defines it (`tests/tests/layout.rs` checks it); the public API is the list of re-exports below.
#[cfg(feature = "std")]
mod algorithm;
mod api;
#[cfg(feature = "std")]
pub mod control;
#[cfg(feature = "std")]
pub mod identification;
mod kernels;
#[cfg(feature = "std")]
pub mod limits;
#[cfg(feature = "std")]
mod models;
#[cfg(feature = "std")]
mod multibody;
#[cfg(feature = "std")]
pub mod simulate;

pub use api::dynamics::{Dynamics, DynamicsIn, Linearized};
pub use api::floating::{
    FloatingDynamics, FloatingDynamicsIn, FloatingTaskSpace, FloatingTaskSpaceIn,
};
pub use api::scalar::Real;
pub use api::task_space::{ExternalWrench, FrameId, Pose, ReferenceFrame, TaskSpace, TaskSpaceIn};
pub use api::{batch, task_space};

#[cfg(feature = "std")]
pub use algorithm::aba::aba;
#[cfg(feature = "std")]
pub use algorithm::aba::floating_aba;
#[cfg(feature = "std")]
pub use algorithm::center_of_mass::{center_of_mass, center_of_mass_jacobian};
#[cfg(feature = "std")]
pub use algorithm::centroidal::{
    floating_center_of_mass, floating_center_of_mass_jacobian, floating_centroidal_map,
    floating_centroidal_momentum, floating_centroidal_momentum_bias,
};
#[cfg(feature = "std")]
pub use algorithm::constraint_dynamics::{
    floating_constraint_dynamics, ConstrainedDynamics, Contact,
};
#[cfg(feature = "std")]
pub use algorithm::contact_derivatives::{
    floating_constraint_dynamics_derivatives, floating_impulse_dynamics_derivatives,
    ConstrainedDerivatives, ImpulseDerivatives,
};
#[cfg(feature = "std")]
pub use algorithm::coriolis::{coriolis_matrix, mass_matrix_time_derivative};
#[cfg(feature = "std")]
pub use algorithm::crba::crba;
#[cfg(feature = "std")]
pub use algorithm::crba::floating_crba;
#[cfg(feature = "std")]
pub use algorithm::energy::{kinetic_energy, potential_energy, total_energy};
#[cfg(feature = "std")]
pub use algorithm::external_wrenches::{
    forward_dynamics_with_wrenches, linearize_with_wrenches, rnea_with_wrenches, wrench_torques,
    wrench_torques_derivative,
};
#[cfg(feature = "std")]
pub use algorithm::finite_diff;
#[cfg(feature = "std")]
pub use algorithm::forward_dynamics::forward_dynamics;
#[cfg(feature = "std")]
pub use algorithm::frames::{
    floating_frame_acceleration_bias, floating_frame_jacobian, floating_frame_pose,
};
#[cfg(feature = "std")]
pub use algorithm::frames::{frame_acceleration_bias, frame_jacobian, frame_pose, frame_velocity};
#[cfg(feature = "std")]
pub use algorithm::impulse_dynamics::{floating_impulse_dynamics, Impulse};
#[cfg(feature = "std")]
pub use algorithm::joint_losses::{joint_losses, joint_losses_derivative};
#[cfg(feature = "std")]
pub use algorithm::kinematics::{body_poses, com_positions};
#[cfg(feature = "std")]
pub use algorithm::linearize::{linearize, state_space, Linearization, StateSpace};
#[cfg(feature = "std")]
pub use algorithm::mass_derivative::mass_matrix_derivative;
#[cfg(feature = "std")]
pub use algorithm::rnea::{bias_force, coriolis_times_qd, gravity, rnea};
#[cfg(feature = "std")]
pub use algorithm::rnea::{floating_bias_force, floating_gravity, floating_rnea};
#[cfg(feature = "std")]
pub use algorithm::rnea_derivatives::{
    floating_aba_derivatives, floating_rnea_derivatives, floating_state_space, FloatingDerivatives,
    FloatingStateSpace,
};
#[cfg(feature = "std")]
pub use algorithm::rnea_derivatives::{rnea_derivatives, RneaDerivatives};
#[cfg(feature = "std")]
pub use api::contact::{Baumgarte, ContactOptions, Proximal};
pub use api::contact::{
    ContactDerivatives, ContactDynamics, ContactImpulseDerivatives, ContactTerms, FrameContact,
};
#[cfg(feature = "std")]
pub use api::error::DynamicsError;
#[cfg(feature = "std")]
pub use models::floating_reference::FloatingReferenceDynamics;
#[cfg(feature = "std")]
pub use models::reference_dynamics::ReferenceDynamics;
#[cfg(feature = "std")]
pub use models::{pendubot, pendulum};
#[cfg(feature = "std")]
pub use multibody::cholesky::MASS_MATRIX_PIVOT_TOL;
#[cfg(feature = "std")]
pub use multibody::floating::FloatingMultibody;
#[cfg(feature = "std")]
pub use multibody::mass_check::{ChainDynamicsExt, MASS_CHECK_SAMPLES, MASS_CHECK_SEED};
#[cfg(feature = "std")]
pub use multibody::Multibody;
#[cfg(feature = "std")]
pub use simulate::FloatingSample;

// The kernels generated code calls by these paths (`::chaindyn::__neg_mul`, ...): not part of
// the API.
#[doc(hidden)]
pub use kernels::__base_gravity;
#[doc(hidden)]
pub use kernels::__dot6;
#[cfg(feature = "std")]
#[doc(hidden)]
pub use kernels::__private;
#[doc(hidden)]
pub use kernels::body_angles::__planar_linearize;
// Every public item of `kernels::floating` is a kernel of a floating base's generated methods
// (each named by its entry in the code generator's lists): a new one needs no line here.
#[doc(hidden)]
pub use kernels::floating::*;
#[doc(hidden)]
pub use kernels::ldl::{__floating_inverse, __ldl_inverse, __spd_inverse, __spd_solve};
#[doc(hidden)]
pub use kernels::pair::__pairs;
#[doc(hidden)]
pub use kernels::pair::{__Lanes, __pack, __unpack};
#[doc(hidden)]
pub use kernels::products::{__floating_neg_mul, __neg_mul, __neg_mul_block, __neg_mul_block_rows};
#[doc(hidden)]
pub use kernels::sin_cos::__sin_cos;
