//! Dynamic parameter identification: the reference algorithms that estimate a chain's masses,
//! centres of mass, inertias and joint terms from measured motions and torques.
//!
//! Inverse dynamics is linear in the standard inertial parameters (Atkeson, An & Hollerbach
//! 1986, "Estimation of inertial parameters of manipulator loads and links"):
//! `τ = Y(q, q̇, q̈) π`. Not every combination of `π` acts on the torques: the base parameters
//! `π_b = β π` are the identifiable ones (Gautier & Khalil 1990, "Direct calculation of minimum
//! set of inertial parameters of serial robots"; Gautier 1990, "Numerical calculation of the
//! base inertial parameters of robots"). They are estimated by weighted least squares on
//! samples of a persistently exciting trajectory (Swevers, Ganseman, Tukel, De Schutter &
//! Van Brussel 1997, "Optimal robot excitation and identification"), and an estimate is
//! physically consistent when every body's pseudo-inertia matrix is positive semi-definite
//! (Wensing, Kim & Slotine 2017, "Linear matrix inequalities for physically consistent inertial
//! parameter identification: a statistical perspective on the mass distribution").
//!
//! | what | items | module |
//! | --- | --- | --- |
//! | standard parameters `π` of a chain and a chain from `π` | [`standard_parameters`], [`with_parameters`], [`body_parameters`], [`body_from_parameters`], [`parameter_names`] | `parameters` |
//! | joint torque regressor `Y` (`Y π = rnea`) | [`regressor`] | `regressor` |
//! | energy regressors (`y_T π = T`, `y_U π = U`) | [`kinetic_energy_regressor`], [`potential_energy_regressor`] | `energy_regressor` |
//! | samples and the stacked regressor | [`Sample`], [`stack`] | `samples` |
//! | base parameters (numeric, QR with column pivoting) | [`BaseParameters`], [`BaseOptions`], [`BaseSelection`] | `base` |
//! | weighted least squares with standard deviations | [`identify`], [`identify_with`], [`Identified`], [`MAX_CONDITION_NUMBER`] | `least_squares` |
//! | periodic Fourier excitation, scaled to limits, optimised | [`FourierExcitation`], [`ExcitationOptions`], [`JointRange`] | `excitation` |
//! | payload on the last body of a known robot | [`identify_payload`] | `payload` |
//! | physical consistency (pseudo-inertia) and projection | [`pseudo_inertia`], [`check_physical_consistency`], [`ConsistencyReport`], [`project_to_consistent`] | `consistency` |
//! | the size limits, checked before any allocation or work | [`MAX_SAMPLES`], [`MAX_ENTRIES`], [`MAX_HARMONICS`], [`MAX_RESTARTS`], [`MAX_EXCITATION_ITERATIONS`], [`MAX_SEARCH_WORK`] (defined in [`crate::limits`]) | `limits` |
//!
//! # Parameters
//!
//! Body `i` has ten standard parameters `[m, m c_x, m c_y, m c_z, I_xx, I_xy, I_yy, I_xz, I_yz,
//! I_zz]`, the inertia about the body frame's origin in the body frame's axes (the convention of
//! Pinocchio's `computeJointTorqueRegressor`); `π` stacks the bodies in link order (`10 N`
//! entries). With [`Columns::BodiesAndJoints`], `3 N` joint columns follow:
//! `[armature_1, damping_1, friction_1, armature_2, ...]`, the terms of
//! [`chaindyn_model::joint_dynamics`] (the friction velocity is fixed, not identified).
//! Everything takes and returns the chain's angle convention.
//!
//! # Example
//!
//! ```
//! use chaindyn::identification::*;
//! use chaindyn::{Chain, Multibody, PendubotParameters};
//!
//! let mb = Multibody::new(&Chain::pendubot(&PendubotParameters::PAPER).unwrap()).unwrap();
//! // The identifiable combinations: 6 for a planar 2R arm under gravity in its plane.
//! let base = BaseParameters::detect(&mb, &BaseOptions::default()).unwrap();
//! assert_eq!(base.count(), 6);
//! assert_eq!(base.describe()[2], "I_zz_1 + 0.04 m_2");
//! // An excitation within ±1.5 rad, 3 rad/s and 10 rad/s², optimised for the condition number.
//! let mut options = ExcitationOptions::new(vec![JointRange::symmetric(1.5, 3.0, 10.0); 2]);
//! options.iterations = 20;
//! let (excitation, condition_number) = FourierExcitation::optimize(&mb, &base, &options).unwrap();
//! assert!(condition_number < 1e4);
//! // Measurements (simulated here: the chain's own inverse dynamics), then least squares.
//! let samples = excitation.samples(&mb, 100).unwrap();
//! let (w, tau) = stack(&mb, &samples, Columns::Bodies).unwrap();
//! let estimate = identify(&base.base_regressor(&w).unwrap(), &tau, None).unwrap();
//! let truth = base.to_base(&standard_parameters(&mb, Columns::Bodies).unwrap()).unwrap();
//! assert!((&estimate.parameters - &truth).amax() < 1e-9);
//! ```

mod base_parameters;
mod consistency;
mod energy_regressor;
mod error;
mod excitation;
mod least_squares;
mod limits;
mod parameters;
mod payload;
mod regressor;
mod samples;

pub use crate::limits::{
    MAX_ENTRIES, MAX_EXCITATION_ITERATIONS, MAX_HARMONICS, MAX_RESTARTS, MAX_SAMPLES,
    MAX_SEARCH_WORK,
};
pub use base_parameters::{BaseOptions, BaseParameters, BaseSelection};
pub use consistency::{
    check_physical_consistency, project_to_consistent, pseudo_inertia, BodyConsistency,
    ConsistencyReport, CONSISTENCY_REL_TOL, MIN_PROJECTION_SCALE, PROJECTION_MARGIN,
};
pub use energy_regressor::{kinetic_energy_regressor, potential_energy_regressor};
pub use error::IdentificationError;
pub use excitation::{ExcitationOptions, FourierExcitation, JointRange};
pub use least_squares::{identify, identify_with, Identified, MAX_CONDITION_NUMBER};
pub use parameters::{body_from_parameters, body_parameters, standard_parameters, with_parameters};
pub use payload::identify_payload;
pub use regressor::regressor;
pub use samples::{stack, Sample};

/// Which columns a regressor (and so a parameter vector) has.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Columns {
    /// The ten standard parameters of every body: `10 N` columns.
    #[default]
    Bodies,
    /// The bodies' `10 N` columns, then `[armature, damping, friction]` of every joint: `13 N`.
    BodiesAndJoints,
}

impl Columns {
    /// Number of columns for a chain of `dof` links.
    pub fn count(self, dof: usize) -> usize {
        match self {
            Columns::Bodies => 10 * dof,
            Columns::BodiesAndJoints => 13 * dof,
        }
    }
}

/// Short names of the standard parameters of body `i` (1-based in the names, as in the
/// literature: `m_1` is the mass of the first body).
const BODY_PARAMETER_NAMES: [&str; 10] = [
    "m", "mc_x", "mc_y", "mc_z", "I_xx", "I_xy", "I_yy", "I_xz", "I_yz", "I_zz",
];

/// The names of the columns (parameters) for a chain of `dof` links: `m_1, mc_x_1, mc_y_1,
/// mc_z_1, I_xx_1, I_xy_1, I_yy_1, I_xz_1, I_yz_1, I_zz_1, m_2, ...`, then with
/// [`Columns::BodiesAndJoints`] `armature_1, damping_1, friction_1, armature_2, ...` (bodies
/// and joints numbered from 1, as in the literature).
pub fn parameter_names(dof: usize, columns: Columns) -> Vec<String> {
    let mut out: Vec<String> = (1..=dof)
        .flat_map(|i| BODY_PARAMETER_NAMES.iter().map(move |p| format!("{p}_{i}")))
        .collect();
    if columns == Columns::BodiesAndJoints {
        for i in 1..=dof {
            for p in ["armature", "damping", "friction"] {
                out.push(format!("{p}_{i}"));
            }
        }
    }
    out
}
