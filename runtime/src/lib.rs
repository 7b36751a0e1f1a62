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

pub use chaindyn_model as model;
/// The linear algebra crate of the API (generated code names `chaindyn::nalgebra::SMatrix`).
pub use nalgebra;

/// `#[derive(Dynamics)]` (feature `derive`): see the crate's README for the attribute reference.
#[cfg(feature = "derive")]
pub use chaindyn_macros::Dynamics;
pub use chaindyn_model::{
    rpy_to_matrix, AngleConvention, Body, Chain, Frame, Joint, JointDynamics, JointKind, Link,
    ModelError, PendubotParameters, DEFAULT_FRICTION_VELOCITY,
};
/// URDF import (feature `urdf`, on by default): `Chain::from_urdf_str(xml, base, tip)`, the
/// same importer as the derive's `#[chain(urdf = "..")]`.
#[cfg(feature = "urdf")]
pub use chaindyn_model::{urdf, JointLimits, UrdfChain, UrdfError, URDF_GRAVITY};

mod center_of_mass;
mod check;
mod cholesky;
pub mod control;
mod coriolis;
mod crba;
mod dynamics;
mod energy;
mod error;
mod external_wrenches;
pub mod finite_diff;
mod forward;
mod frame_kinematics;
mod joint_losses;
mod kinematics;
mod linearize;
mod mass_derivative;
mod multibody;
pub mod pendubot;
pub mod pendulum;
mod rnea;
mod rnea_derivatives;
pub mod simulate;
mod spatial;
pub mod task_space;

pub use center_of_mass::{center_of_mass, center_of_mass_jacobian};
pub use check::{check_mass_matrix, ChainDynamicsExt, MASS_CHECK_SAMPLES, MASS_CHECK_SEED};
pub use cholesky::MASS_MATRIX_PIVOT_TOL;
pub use coriolis::{coriolis_matrix, mass_matrix_time_derivative};
pub use crba::crba;
pub use dynamics::{Dynamics, Linearized};
pub use energy::{kinetic_energy, potential_energy, total_energy};
pub use error::DynamicsError;
pub use external_wrenches::{
    forward_dynamics_with_wrenches, linearize_with_wrenches, rnea_with_wrenches, wrench_torques,
    wrench_torques_derivative,
};
pub use forward::forward_dynamics;
pub use frame_kinematics::{frame_acceleration_bias, frame_jacobian, frame_pose, frame_velocity};
pub use joint_losses::{joint_losses, joint_losses_derivative};
pub use kinematics::{body_poses, com_positions, Pose};
pub use linearize::{linearize, state_space, Linearization, StateSpace};
pub use mass_derivative::mass_matrix_derivative;
pub use multibody::Multibody;
pub use rnea::{bias_force, coriolis_times_qd, gravity, rnea};
pub use rnea_derivatives::{rnea_derivatives, RneaDerivatives};
pub use task_space::{ExternalWrench, FrameId, ReferenceFrame, TaskSpace};
