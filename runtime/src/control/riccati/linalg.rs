//! Dense helpers shared by the checks, the PBH tests and the solvers: the iteration limit of the
//! iterative decompositions, symmetrization and eigenvalues.

use crate::control::ControlError;
use nalgebra::{Complex, DMatrix};

/// Iteration limit of the iterative decompositions (Schur, SVD, symmetric eigenvalues): far
/// beyond what any well-scaled matrix of a chain's size needs, and what keeps a matrix with
/// entries of 1e300 from iterating forever (nalgebra's plain constructors have no limit).
pub(super) const MAX_ITERATIONS: usize = 10_000;

/// `(M + Mᵀ) / 2`.
pub(super) fn symmetrize(m: &DMatrix<f64>) -> DMatrix<f64> {
    (m + m.transpose()) * 0.5
}

/// The eigenvalues of `m`, by a real Schur decomposition with an iteration limit.
pub(crate) fn eigenvalues(m: &DMatrix<f64>) -> Result<Vec<Complex<f64>>, ControlError> {
    if m.iter().any(|v| !v.is_finite()) {
        return Err(ControlError::SchurFailed);
    }
    let schur = m
        .clone()
        .try_schur(f64::EPSILON, MAX_ITERATIONS)
        .ok_or(ControlError::SchurFailed)?;
    Ok(schur.complex_eigenvalues().iter().copied().collect())
}
