//! Detection of a chain whose mass matrix is singular.

use crate::api::error::DynamicsError;
use crate::multibody::Multibody;
use chaindyn_model::Chain;
pub use chaindyn_model::{MASS_CHECK_SAMPLES, MASS_CHECK_SEED};

impl Multibody {
    /// Checks that the mass matrix is positive definite by the rule the derive applies at build
    /// time, [`chaindyn_model::check_mass_matrix`]: Cholesky with the relative pivot tolerance
    /// [`MASS_MATRIX_PIVOT_TOL`](crate::MASS_MATRIX_PIVOT_TOL) at `q = 0` and at
    /// [`MASS_CHECK_SAMPLES`] deterministic pseudo-random configurations seeded with
    /// [`MASS_CHECK_SEED`]. Its errors are mapped to [`DynamicsError`]: a chain whose mass matrix
    /// is singular everywhere (a joint that moves no mass or inertia, two prismatic joints along
    /// the same axis with no mass between them, ...) fails with
    /// [`DynamicsError::SingularMassMatrix`] naming the joint, any other error of the model
    /// crate is [`DynamicsError::Model`].
    ///
    /// [`Multibody::new`] runs it.
    pub fn check_mass_matrix(&self) -> Result<(), DynamicsError> {
        chaindyn_model::check_mass_matrix(self.chain()).map_err(DynamicsError::from_mass_check)
    }
}

/// Runtime checks on a [`Chain`] that need its dynamics.
pub trait ChainDynamicsExt {
    /// [`Chain::validate`] plus [`Multibody::check_mass_matrix`].
    fn check_mass_matrix(&self) -> Result<(), DynamicsError>;
}

impl ChainDynamicsExt for Chain {
    fn check_mass_matrix(&self) -> Result<(), DynamicsError> {
        Multibody::unchecked(self)?.check_mass_matrix()
    }
}
