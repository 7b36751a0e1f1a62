//! A payload rigidly attached to the last body of a known robot (Atkeson, An & Hollerbach
//! 1986, "Estimation of inertial parameters of manipulator loads and links", the load case).
//!
//! With the robot's own parameters known, the measured torques are the known model's inverse
//! dynamics plus the payload's, which is linear in the payload's ten standard parameters with
//! the last body's ten columns of the regressor:
//!
//! ```text
//! τ − rnea_robot(q, q̇, q̈) = Y[:, 10 (N − 1) .. 10 N](q, q̇, q̈) π_payload.
//! ```
//!
//! The payload's parameters are those of [`body_parameters`](super::body_parameters) in the
//! last body's frame (mass, first moment, inertia about that frame's origin); adding them to the
//! last body's parameters gives the loaded body. All ten are identifiable only when the last
//! body's motion is rich enough: a general six-axis arm, not a planar one (which determines only
//! the payload's `m`, `m c_x`, `m c_y` and `I_zz`).

use super::error::IdentificationError;
use super::least_squares::{identify, Identified};
use super::limits::{at_most, product};
use super::regressor::regressor;
use super::samples::Sample;
use super::Columns;
use crate::algorithm::rnea::rnea;
use crate::limits::MAX_ENTRIES;
use crate::multibody::Multibody;
use nalgebra::{DMatrix, DVector};

/// The ten standard parameters of a payload on the last body of the known robot `mb` (the
/// robot without the payload, joint terms included), with their standard deviations, from
/// `samples` of the loaded robot: weighted least squares ([`identify`]) of
/// `τ − rnea(mb, q, q̇, q̈)` on the last body's regressor columns. `weights` has one entry per
/// stacked row (`N` per sample). Rank deficiency (a chain or an excitation that does not
/// determine all ten) is [`IdentificationError::RankDeficient`]; a stacked regressor of more
/// than [`MAX_ENTRIES`] entries (`10 N` per sample) is [`IdentificationError::TooLarge`].
pub fn identify_payload(
    mb: &Multibody,
    samples: &[Sample],
    weights: Option<&DVector<f64>>,
) -> Result<Identified, IdentificationError> {
    let n = mb.dof();
    if n == 0 {
        return Err(IdentificationError::DimensionMismatch {
            argument: "chain links",
            expected: 1,
            found: 0,
        });
    }
    at_most(
        "stacked regressor entries",
        product(&[samples.len(), n, 10]),
        MAX_ENTRIES,
    )?;
    let mut y = DMatrix::zeros(n * samples.len(), 10);
    let mut rhs = DVector::zeros(n * samples.len());
    for (k, s) in samples.iter().enumerate() {
        let sample_error = |error| IdentificationError::Sample { index: k, error };
        mb.check("tau", &s.tau).map_err(sample_error)?;
        let full = regressor(mb, &s.q, &s.qd, &s.qdd, Columns::Bodies).map_err(sample_error)?;
        let known = rnea(mb, &s.q, &s.qd, &s.qdd).map_err(sample_error)?;
        y.rows_mut(k * n, n)
            .copy_from(&full.columns(10 * (n - 1), 10));
        rhs.rows_mut(k * n, n).copy_from(&(&s.tau - known));
    }
    identify(&y, &rhs, weights)
}
