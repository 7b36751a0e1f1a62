//! Detection of a chain whose mass matrix is singular.

use crate::cholesky::Cholesky;
use crate::crba::{composite_inertias, crba_core};
use crate::error::DynamicsError;
use crate::forward::singular;
use crate::kinematics::frames;
use crate::model::{Chain, JointKind};
use crate::multibody::Multibody;
use nalgebra::DVector;

/// Seed of the deterministic configurations of [`check_mass_matrix`].
pub const MASS_CHECK_SEED: u64 = 0x00C4_A1ED_0D15_EA5E;

/// Number of configurations [`check_mass_matrix`] tries besides `q = 0`.
pub const MASS_CHECK_SAMPLES: usize = 4;

/// SplitMix64 (Steele, Lea, Flood 2014): a tiny deterministic generator.
struct SplitMix64(u64);

impl SplitMix64 {
    fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in [-1, 1).
    fn symmetric(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 * (2.0 / (1u64 << 53) as f64) - 1.0
    }
}

/// Checks that the mass matrix is positive definite (Cholesky with the relative pivot
/// tolerance [`MASS_MATRIX_PIVOT_TOL`](crate::MASS_MATRIX_PIVOT_TOL)) at `q = 0` and at
/// [`MASS_CHECK_SAMPLES`] deterministic pseudo-random configurations (revolute joints
/// uniform in [-π, π), prismatic in [-1, 1); generator seeded with
/// [`MASS_CHECK_SEED`]). A chain whose mass matrix is singular everywhere (a joint
/// that moves no mass or inertia, two prismatic joints along the same axis with no
/// mass between them, ...) fails with [`DynamicsError::SingularMassMatrix`] naming the
/// joint.
pub fn check_mass_matrix(mb: &Multibody) -> Result<(), DynamicsError> {
    let mut rng = SplitMix64(MASS_CHECK_SEED);
    for sample in 0..=MASS_CHECK_SAMPLES {
        let q = DVector::from_iterator(
            mb.dof(),
            mb.links.iter().map(|l| {
                if sample == 0 {
                    return 0.0;
                }
                let x = rng.symmetric();
                match l.kind {
                    JointKind::Revolute => std::f64::consts::PI * x,
                    JointKind::Prismatic => x,
                }
            }),
        );
        let fr = frames(mb, q.as_slice());
        let m = crba_core(&fr, &composite_inertias(&fr));
        Cholesky::new(&m).map_err(|p| singular(mb, p, &q))?;
    }
    Ok(())
}

/// Runtime checks on a [`Chain`] that need its dynamics.
pub trait ChainDynamicsExt {
    /// [`Chain::validate`] plus [`check_mass_matrix`].
    fn check_mass_matrix(&self) -> Result<(), DynamicsError>;
}

impl ChainDynamicsExt for Chain {
    fn check_mass_matrix(&self) -> Result<(), DynamicsError> {
        check_mass_matrix(&Multibody::new(self)?)
    }
}
