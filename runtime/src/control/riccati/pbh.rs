//! PBH (Popov–Belevitch–Hautus) tests: stabilizability of `(A, B)` and detectability by `Q` of
//! the modes on the stability boundary.

use super::linalg::{eigenvalues, MAX_ITERATIONS};
use crate::control::error::ControlError;
use nalgebra::{Complex, DMatrix};

/// Relative PBH margin below which a mode counts as uncontrollable / unobservable.
pub const PBH_TOL: f64 = 1e-10;

/// Where the stable eigenvalues lie: the open left half plane (continuous) or the open unit
/// disc (discrete).
#[derive(Clone, Copy, PartialEq)]
pub(super) enum Domain {
    Continuous,
    Discrete,
}

/// PBH tests of stabilizability and of boundary detectability.
pub(super) fn check_modes(
    a: &DMatrix<f64>,
    b: &DMatrix<f64>,
    q: &DMatrix<f64>,
    domain: Domain,
) -> Result<(), ControlError> {
    let n = a.nrows();
    let m = b.ncols();
    let scale_ab = (a.norm_squared() + b.norm_squared())
        .sqrt()
        .max(f64::MIN_POSITIVE);
    let scale_aq = (a.norm_squared() + q.norm_squared())
        .sqrt()
        .max(f64::MIN_POSITIVE);
    let boundary_tol = 1e-9 * a.norm().max(1.0);
    for lambda in eigenvalues(a)? {
        let (unstable, on_boundary) = match domain {
            Domain::Continuous => (lambda.re >= -boundary_tol, lambda.re.abs() <= boundary_tol),
            Domain::Discrete => (
                lambda.norm() >= 1.0 - boundary_tol,
                (lambda.norm() - 1.0).abs() <= boundary_tol,
            ),
        };
        if !unstable {
            continue;
        }
        let shifted = DMatrix::<Complex<f64>>::from_fn(n, n, |i, j| {
            Complex::new(a[(i, j)], 0.0)
                - if i == j {
                    lambda
                } else {
                    Complex::new(0.0, 0.0)
                }
        });
        let mut ctrb = DMatrix::<Complex<f64>>::zeros(n, n + m);
        ctrb.view_mut((0, 0), (n, n)).copy_from(&shifted);
        for i in 0..n {
            for j in 0..m {
                ctrb[(i, n + j)] = Complex::new(b[(i, j)], 0.0);
            }
        }
        let sigma = smallest_singular_value(ctrb)? / scale_ab;
        if sigma <= PBH_TOL {
            return Err(ControlError::NotStabilizable {
                re: lambda.re,
                im: lambda.im,
                margin: sigma,
            });
        }
        if on_boundary {
            let mut obsv = DMatrix::<Complex<f64>>::zeros(2 * n, n);
            obsv.view_mut((0, 0), (n, n)).copy_from(&shifted);
            for i in 0..n {
                for j in 0..n {
                    obsv[(n + i, j)] = Complex::new(q[(i, j)], 0.0);
                }
            }
            let sigma = smallest_singular_value(obsv)? / scale_aq;
            if sigma <= PBH_TOL {
                return Err(ControlError::NotDetectable {
                    re: lambda.re,
                    im: lambda.im,
                });
            }
        }
    }
    Ok(())
}

/// The smallest singular value of `m`, by an SVD with an iteration limit.
fn smallest_singular_value(m: DMatrix<Complex<f64>>) -> Result<f64, ControlError> {
    // (An entry that overflowed on the way, from finite A and B of extreme magnitude, would make
    // nalgebra's sort of the singular values panic.)
    if m.iter().any(|z| !(z.re.is_finite() && z.im.is_finite())) {
        return Err(ControlError::DecompositionFailed {
            what: "singular values",
        });
    }
    // Scaled to entries of magnitude at most 1 (singular values scale with the matrix): the
    // rotations of the SVD then cannot overflow on entries near 1e300.
    let scale = m.iter().map(|z| z.norm()).fold(0.0, f64::max);
    if scale == 0.0 {
        return Ok(0.0);
    }
    // Entries below 1e-150 of the largest are dropped: they move no singular value by more than
    // 1e-150 of the largest, far below what the PBH test resolves (`PBH_TOL`), and their
    // products would underflow to the subnormals on which nalgebra's SVD returns NaN.
    let m = m.map(|z| {
        let z = z / scale;
        if z.norm() < 1e-150 {
            Complex::new(0.0, 0.0)
        } else {
            z
        }
    });
    // Unordered: the ordered constructor sorts with a panic on a NaN singular value, which the
    // rotations can still produce from finite entries of extreme spread; a NaN is an error here.
    nalgebra::SVD::try_new_unordered(m, false, false, f64::EPSILON, MAX_ITERATIONS)
        .filter(|svd| svd.singular_values.iter().all(|s| s.is_finite()))
        .map(|svd| svd.singular_values.min() * scale)
        .ok_or(ControlError::DecompositionFailed {
            what: "singular values",
        })
}
