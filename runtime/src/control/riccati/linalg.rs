//! Dense helpers shared by the checks, the PBH tests and the solvers: the iteration limit of the
//! iterative decompositions, symmetrization and eigenvalues.

use crate::control::error::ControlError;
use nalgebra::{Complex, DMatrix};

/// Iteration limit of the iterative decompositions (Schur, SVD, symmetric eigenvalues): far
/// beyond what any well-scaled matrix of a chain's size needs, and what keeps a matrix with
/// entries of 1e300 from iterating forever (nalgebra's plain constructors have no limit).
pub(super) const MAX_ITERATIONS: usize = 10_000;

/// The largest of `values`, NaN if any is NaN (where `f64::max` would skip it), `-∞` for none.
pub(crate) fn largest(values: impl Iterator<Item = f64>) -> f64 {
    values.fold(f64::NEG_INFINITY, |m, x| {
        if m.is_nan() || x.is_nan() {
            f64::NAN
        } else {
            m.max(x)
        }
    })
}

/// `(M + Mᵀ) / 2`.
pub(super) fn symmetrize(m: &DMatrix<f64>) -> DMatrix<f64> {
    (m + m.transpose()) * 0.5
}

/// The eigenvalues of `m`, by a real Schur decomposition with an iteration limit, after a
/// diagonal balancing ([`balance`]): the similarity leaves the eigenvalues unchanged and lets
/// the decomposition resolve small eigenvalues beside large entries.
///
/// nalgebra's real Schur iteration (Francis double shifts, no exceptional shifts) fails to
/// converge on some matrices, Hamiltonian ones among them, and its 2 × 2 blocks can give an
/// eigenvalue a NaN imaginary part. Then the eigenvalues are those of the
/// complex Schur form of `M + iσI` less `iσ` (`σ` a fraction of the largest entry): the shift
/// off the real axis breaks the symmetry the real iteration cycles on.
pub(crate) fn eigenvalues(m: &DMatrix<f64>) -> Result<Vec<Complex<f64>>, ControlError> {
    if m.iter().any(|v| !v.is_finite()) {
        return Err(ControlError::SchurFailed);
    }
    let balanced = balance(m);
    if let Some(schur) = balanced.clone().try_schur(f64::EPSILON, MAX_ITERATIONS) {
        let values: Vec<Complex<f64>> = schur.complex_eigenvalues().iter().copied().collect();
        // nalgebra's 2 × 2 blocks can give a NaN imaginary part (a pair of nearly equal real
        // eigenvalues): then the complex Schur form below.
        if values.iter().all(|l| l.re.is_finite() && l.im.is_finite()) {
            return Ok(values);
        }
    }
    let n = m.nrows();
    for fraction in [0.1, 0.37] {
        let shift = Complex::new(0.0, fraction * balanced.amax());
        let shifted = balanced.map(|x| Complex::new(x, 0.0)) + DMatrix::identity(n, n) * shift;
        if let Some(schur) = shifted.try_schur(f64::EPSILON, MAX_ITERATIONS) {
            let values: Vec<Complex<f64>> = schur
                .unpack()
                .1
                .diagonal()
                .iter()
                .map(|l| l - shift)
                .collect();
            if values.iter().all(|l| l.re.is_finite() && l.im.is_finite()) {
                return Ok(values);
            }
        }
    }
    Err(ControlError::SchurFailed)
}

/// `D⁻¹ M D` with `D` diagonal, of powers of two (exact), such that each row and column of the
/// off-diagonal part have comparable 1-norms (Parlett and Reinsch, "Balancing a matrix for
/// calculation of eigenvalues and eigenvectors", Numer. Math. 13, 1969, as in LAPACK's
/// `dgebal` without the permutation).
fn balance(m: &DMatrix<f64>) -> DMatrix<f64> {
    let n = m.nrows();
    let mut b = m.clone();
    // At most 64 sweeps: each changes some scale by at least a factor of two.
    for _ in 0..64 {
        let mut changed = false;
        for i in 0..n {
            let (mut col, mut row) = (0.0f64, 0.0f64);
            for j in (0..n).filter(|&j| j != i) {
                col += b[(j, i)].abs();
                row += b[(i, j)].abs();
            }
            if !(col > 0.0 && row > 0.0 && col.is_finite() && row.is_finite()) {
                continue;
            }
            // Scale column i by f and row i by 1/f, f = 2^k, to bring col·f and row/f together;
            // only when that lowers their sum by at least 5 % (dgebal's rule).
            let k = (0.5 * (row / col).log2()).round();
            let f = k.exp2();
            if k != 0.0 && (col * f + row / f) < 0.95 * (col + row) {
                for j in 0..n {
                    b[(j, i)] *= f;
                    b[(i, j)] /= f;
                }
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    b
}

#[cfg(test)]
mod tests {
    use super::largest;

    #[test]
    fn largest_keeps_a_nan_wherever_it_is() {
        assert!(largest([1.0, f64::NAN, 2.0].into_iter()).is_nan());
        assert!(largest([f64::NAN, 1.0].into_iter()).is_nan());
        assert!(largest([1.0, f64::NAN].into_iter()).is_nan());
        assert_eq!(largest([1.0, 3.0, 2.0].into_iter()), 3.0);
        assert_eq!(largest(std::iter::empty()), f64::NEG_INFINITY);
    }
}
