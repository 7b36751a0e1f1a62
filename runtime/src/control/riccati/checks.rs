//! The checks of a Riccati problem's inputs: shapes, finiteness, symmetry and definiteness of
//! the weights.

use super::linalg::{symmetrize, MAX_ITERATIONS};
use crate::control::error::ControlError;
use nalgebra::DMatrix;

/// `m` is `rows × cols` ([`ControlError::DimensionMismatch`]) and finite
/// ([`ControlError::NonFinite`]).
pub(super) fn check_shape(
    argument: &'static str,
    m: &DMatrix<f64>,
    rows: usize,
    cols: usize,
) -> Result<(), ControlError> {
    if m.shape() != (rows, cols) {
        return Err(ControlError::DimensionMismatch {
            argument,
            expected: (rows, cols),
            found: m.shape(),
        });
    }
    if m.iter().any(|x| !x.is_finite()) {
        return Err(ControlError::NonFinite { argument });
    }
    Ok(())
}

/// `m` is symmetric (relative asymmetry at most 1e-10); returned symmetrised.
fn check_symmetric(argument: &'static str, m: &DMatrix<f64>) -> Result<DMatrix<f64>, ControlError> {
    let scale = m.amax().max(1.0);
    let asym = (m - m.transpose()).amax() / scale;
    if asym > 1e-10 {
        return Err(ControlError::NotSymmetric {
            argument,
            asymmetry: asym,
        });
    }
    Ok(symmetrize(m))
}

/// Validates the problem; returns the symmetrized `Q` and `R`.
pub(super) fn check_problem(
    a: &DMatrix<f64>,
    b: &DMatrix<f64>,
    q: &DMatrix<f64>,
    r: &DMatrix<f64>,
) -> Result<(DMatrix<f64>, DMatrix<f64>), ControlError> {
    let n = a.nrows();
    check_shape("A", a, n, n)?;
    let m = b.ncols();
    check_shape("B", b, n, m)?;
    check_shape("Q", q, n, n)?;
    check_shape("R", r, m, m)?;
    if n == 0 || m == 0 {
        return Err(ControlError::DimensionMismatch {
            argument: "B",
            expected: (n.max(1), m.max(1)),
            found: (n, m),
        });
    }
    for (argument, x) in [("A", a), ("B", b), ("Q", q), ("R", r)] {
        if x.iter().any(|v| !v.is_finite()) {
            return Err(ControlError::NonFinite { argument });
        }
    }
    Ok((check_state_weight("Q", q)?, check_input_weight("R", r)?))
}

/// A state weight: symmetric (relative asymmetry at most 1e-10) and positive semi-definite
/// (smallest eigenvalue at least `−1e-12 ‖X‖`); returned symmetrised.
pub(crate) fn check_state_weight(
    argument: &'static str,
    m: &DMatrix<f64>,
) -> Result<DMatrix<f64>, ControlError> {
    let m = check_symmetric(argument, m)?;
    if m.iter().any(|v| !v.is_finite()) {
        return Err(ControlError::NonFinite { argument });
    }
    let min = nalgebra::SymmetricEigen::try_new(m.clone(), f64::EPSILON, MAX_ITERATIONS)
        .ok_or(ControlError::DecompositionFailed {
            what: "symmetric eigenvalues",
        })?
        .eigenvalues
        .min();
    if min < -1e-12 * m.norm() {
        return Err(ControlError::NotPositiveSemidefinite {
            argument,
            min_eigenvalue: min,
        });
    }
    Ok(m)
}

/// An input weight: symmetric (as [`check_state_weight`]) and positive definite (Cholesky
/// succeeds); returned symmetrised.
pub(crate) fn check_input_weight(
    argument: &'static str,
    m: &DMatrix<f64>,
) -> Result<DMatrix<f64>, ControlError> {
    let m = check_symmetric(argument, m)?;
    if m.clone().cholesky().is_none() {
        return Err(ControlError::NotPositiveDefinite { argument });
    }
    Ok(m)
}
