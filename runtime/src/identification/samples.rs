//! Measured samples and the stacked (observation) regressor `W = [Y(s_1); Y(s_2); ...]`.

use super::error::IdentificationError;
use super::limits::{at_most, product};
use super::regressor::regressor;
use super::Columns;
use crate::limits::MAX_ENTRIES;
use crate::multibody::Multibody;
use nalgebra::{DMatrix, DVector};

/// One measurement: the state `(q, q̇, q̈)` and the generalized force `τ` the joints applied, all
/// in the chain's angle convention (`τ` as [`rnea`](crate::rnea) returns it).
#[derive(Debug, Clone, PartialEq)]
pub struct Sample {
    /// Joint positions.
    pub q: DVector<f64>,
    /// Joint velocities.
    pub qd: DVector<f64>,
    /// Joint accelerations.
    pub qdd: DVector<f64>,
    /// Measured joint torques (forces for prismatic joints).
    pub tau: DVector<f64>,
}

/// The stacked regressor `W` (`K N` rows: sample after sample, joint after joint) and the
/// stacked torques `[τ_1; τ_2; ...]` of `samples`. A state or torque of the wrong length or
/// with a NaN or infinite entry is [`IdentificationError::Sample`] naming the sample; a `W` of
/// more than [`MAX_ENTRIES`] entries is [`IdentificationError::TooLarge`].
pub fn stack(
    mb: &Multibody,
    samples: &[Sample],
    columns: Columns,
) -> Result<(DMatrix<f64>, DVector<f64>), IdentificationError> {
    let n = mb.dof();
    at_most(
        "stacked regressor entries",
        product(&[samples.len(), n, columns.count(n)]),
        MAX_ENTRIES,
    )?;
    let mut w = DMatrix::zeros(n * samples.len(), columns.count(n));
    let mut tau = DVector::zeros(n * samples.len());
    for (k, s) in samples.iter().enumerate() {
        let y = regressor(mb, &s.q, &s.qd, &s.qdd, columns)
            .and_then(|y| mb.check("tau", &s.tau).map(|()| y))
            .map_err(|error| IdentificationError::Sample { index: k, error })?;
        w.rows_mut(k * n, n).copy_from(&y);
        tau.rows_mut(k * n, n).copy_from(&s.tau);
    }
    Ok((w, tau))
}
