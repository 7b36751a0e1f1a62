//! Rigid link chain dynamics: recursive reference algorithms and an analytic
//! (recursive) linearizer for serial chains described by [`chaindyn_model`].
//!
//! Build a [`Multibody`] from a [`Chain`] once, then call the algorithms, one per
//! module (Pinocchio style):
//!
//! | quantity | function | module |
//! | --- | --- | --- |
//! | inverse dynamics `τ = M q̈ + C q̇ + g + τ_loss` | [`rnea`] | `rnea` |
//! | joint damping and friction `τ_loss(q̇)`, `∂τ_loss/∂q̇` | [`joint_losses`], [`joint_losses_derivative`] | `joint_losses` |
//! | `g(q) = ∂U/∂q`, `C q̇`, `C q̇ + g` | [`gravity`], [`coriolis_times_qd`], [`bias_force`] | `rnea` |
//! | mass matrix `M(q)` | [`crba`] | `crba` |
//! | Coriolis matrix `C(q, q̇)` (Christoffel), `Ṁ` | [`coriolis_matrix`], [`mass_matrix_time_derivative`] | `coriolis` |
//! | forward dynamics | [`forward_dynamics`] | `forward` |
//! | energies | [`kinetic_energy`], [`potential_energy`], [`total_energy`] | `energy` |
//! | `∂M/∂q` | [`mass_matrix_derivative`] | `mass_derivative` |
//! | `∂τ/∂q`, `∂τ/∂q̇` | [`rnea_derivatives`] | `rnea_derivatives` |
//! | recursive linearizer (`A`, `B` and every block) | [`linearize`], [`state_space`] | `linearize` |
//! | frame pose, Jacobian, velocity, acceleration bias `J̇ q̇` | [`frame_pose`], [`frame_jacobian`], [`frame_velocity`], [`frame_acceleration_bias`] | `frame_kinematics` |
//! | centre of mass and its Jacobian | [`center_of_mass`], [`center_of_mass_jacobian`] | `center_of_mass` |
//! | external wrenches: `Σ Jᵀ w`, `∂(Σ Jᵀ w)/∂q`, inverse/forward dynamics and linearization with them | [`wrench_torques`], [`wrench_torques_derivative`], [`rnea_with_wrenches`], [`forward_dynamics_with_wrenches`], [`linearize_with_wrenches`] | `external_wrenches` |
//! | central finite differences | [`finite_diff`] | `finite_diff` |
//! | singular mass matrix detection | [`check_mass_matrix`], [`ChainDynamicsExt`] | `check` |
//! | seed 000 n-link pendulum closed forms | [`pendulum::Pendulum`] | `pendulum` |
//! | seed 002 Pendubot closed forms | [`pendubot`] | `pendubot` |
//! | a [`Chain`] from a URDF file (feature `urdf`) | [`Chain::from_urdf_str`] | [`urdf`] |
//! | LQR (CARE/DARE), seed 001 pole placement, seed 002 energy-based law | [`control`] | `control` |
//! | RK4 / Dormand–Prince simulation with a control callback, seed 000 Simulator Equation | [`simulate`] | `simulate` |
//!
//! # Conventions
//!
//! * Equations of motion `M(q) q̈ + C(q, q̇) q̇ + g(q) + τ_loss(q̇) = τ` with `g(q) = ∂U/∂q`,
//!   `U = -Σ_i m_i gravity · p_com_i`, the joints' armature in `M` and their damping and
//!   friction in `τ_loss` (zero for ideal joints; see [`model::joint_dynamics`]).
//! * Every function takes and returns vectors in the chain's
//!   [`AngleConvention`]; for absolute angles see the `multibody` module
//!   documentation (`q_rel = T q_abs`, `u_abs = Tᵀ τ_rel`, `M_abs = Tᵀ M T`, ...).
//! * Joint axes are normalised (see [`chaindyn_model`]), so `q` is in radians or length
//!   units whatever the length of the given axis.
//! * Inputs are checked (length, finiteness) and errors are typed ([`DynamicsError`]).
#![deny(missing_docs)]
#![cfg_attr(not(feature = "std"), no_std)]

#[cfg(feature = "std")]
pub use chaindyn_model as model;
/// The linear algebra crate of the API (generated code names `chaindyn::nalgebra::SMatrix`).
pub use nalgebra;
/// nalgebra's SIMD layer: the lane types ([`simba::simd::WideF64x4`], [`simba::simd::WideF32x8`],
/// ...) the generated code evaluates in through [`DynamicsIn`].
pub use simba;

/// `#[derive(Dynamics)]` (feature `derive`): see the crate's README for the attribute reference.
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
mod joint_losses;
#[cfg(feature = "std")]
mod kinematics;
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
#[cfg(feature = "std")]
mod rnea;
#[cfg(feature = "std")]
mod rnea_derivatives;
mod scalar;
#[cfg(feature = "std")]
pub mod simulate;
#[cfg(feature = "std")]
mod spatial;
#[cfg(feature = "std")]
pub mod task_space;

#[cfg(feature = "std")]
pub use center_of_mass::{center_of_mass, center_of_mass_jacobian};
#[cfg(feature = "std")]
pub use check::{check_mass_matrix, ChainDynamicsExt, MASS_CHECK_SAMPLES, MASS_CHECK_SEED};
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
pub use kinematics::{body_poses, com_positions, Pose};
#[cfg(feature = "std")]
pub use linearize::{linearize, state_space, Linearization, StateSpace};
#[cfg(feature = "std")]
pub use mass_derivative::mass_matrix_derivative;
#[cfg(feature = "std")]
pub use multibody::Multibody;
#[cfg(feature = "std")]
pub use rnea::{bias_force, coriolis_times_qd, gravity, rnea};
#[cfg(feature = "std")]
pub use rnea_derivatives::{rnea_derivatives, RneaDerivatives};
pub use scalar::Real;
#[cfg(feature = "std")]
pub use task_space::{ExternalWrench, FrameId, ReferenceFrame, TaskSpace};

/// Expands to its input with the feature `std` (the generated code's `chain()`, task space),
/// to nothing without it. Used by `#[derive(Dynamics)]`; not part of the API.
#[cfg(feature = "std")]
#[doc(hidden)]
#[macro_export]
macro_rules! __with_std {
    ($($item:tt)*) => { $($item)* };
}

/// Expands to its input with the feature `std` (the generated code's `chain()`, task space),
/// to nothing without it. Used by `#[derive(Dynamics)]`; not part of the API.
#[cfg(not(feature = "std"))]
#[doc(hidden)]
#[macro_export]
macro_rules! __with_std {
    ($($item:tt)*) => {};
}

/// What the generated `chain()` names (`String`, `vec!`) in a crate that may be `#![no_std]`.
/// Used by `#[derive(Dynamics)]`; not part of the API.
#[cfg(feature = "std")]
#[doc(hidden)]
pub mod __private {
    pub use std::string::String;
    pub use std::vec;
}
