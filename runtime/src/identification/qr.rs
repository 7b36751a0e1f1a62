//! Householder QR with column pivoting (Businger & Golub 1965, "Linear least squares solutions
//! by Householder transformations"; Golub & Van Loan, "Matrix Computations", §5.4.2), with two
//! pivot rules, stopping at a rank tolerance: `W Π = Q [[R₁₁, R₁₂], [0, R₂₂]]` with `‖R₂₂‖`
//! column-wise below the tolerance.

use nalgebra::DMatrix;

/// How the next pivot column is chosen among those whose remaining norm (the norm of the part
/// not yet explained by the pivots) exceeds the tolerance.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum PivotRule {
    /// The largest remaining norm (Businger–Golub): the rank-revealing rule.
    LargestNorm,
    /// The first column in the original order: a column is independent when it is not a
    /// combination of the columns before it (Gautier 1990's numerical base parameters, which
    /// reproduce the grouping rules of Gautier & Khalil 1990 in the standard order).
    FirstInOrder,
}

/// The factorisation: `a` holds `R` in its upper triangle (the first `rank` rows), `perm[k]` is
/// the original index of the column at position `k`.
#[derive(Debug, Clone)]
pub(super) struct PivotedQr {
    pub a: DMatrix<f64>,
    pub perm: Vec<usize>,
    pub rank: usize,
}

/// The rank tolerance `max(rows, cols) · ε · max_j ‖w_j‖` (`max_j ‖w_j‖ = |R₀₀|` of the
/// largest-norm pivoted QR).
pub(super) fn rank_tolerance(w: &DMatrix<f64>) -> f64 {
    let largest = (0..w.ncols())
        .map(|j| w.column(j).norm())
        .fold(0.0, f64::max);
    w.nrows().max(w.ncols()) as f64 * f64::EPSILON * largest
}

/// QR with column pivoting by `rule`, stopping when no remaining column norm exceeds `tol`.
pub(super) fn pivoted_qr(w: &DMatrix<f64>, rule: PivotRule, tol: f64) -> PivotedQr {
    let (m, n) = w.shape();
    let mut a = w.clone();
    let mut perm: Vec<usize> = (0..n).collect();
    let mut k = 0;
    while k < m.min(n) {
        // Remaining norms, recomputed (no downdating: exact to rounding at every step).
        let remaining: Vec<f64> = (k..n).map(|j| a.column(j).rows(k, m - k).norm()).collect();
        let pick = match rule {
            PivotRule::LargestNorm => (0..remaining.len())
                .filter(|&c| remaining[c] > tol)
                .max_by(|&x, &y| remaining[x].total_cmp(&remaining[y])),
            PivotRule::FirstInOrder => (0..remaining.len())
                .filter(|&c| remaining[c] > tol)
                .min_by_key(|&c| perm[k + c]),
        };
        let Some(c) = pick else { break };
        a.swap_columns(k, k + c);
        perm.swap(k, k + c);
        // Householder reflector H = 1 − 2 u uᵀ / (uᵀ u) with H x = alpha e₁.
        let x0 = a[(k, k)];
        let s = remaining[c];
        let alpha = if x0 >= 0.0 { -s } else { s };
        let mut u = a.column(k).rows(k, m - k).clone_owned();
        u[0] -= alpha;
        let uu = u.norm_squared();
        for j in k + 1..n {
            let mut col = a.column_mut(j);
            let mut col = col.rows_mut(k, m - k);
            let f = 2.0 * u.dot(&col) / uu;
            col.axpy(-f, &u, 1.0);
        }
        a[(k, k)] = alpha;
        for r in k + 1..m {
            a[(r, k)] = 0.0;
        }
        k += 1;
    }
    PivotedQr { a, perm, rank: k }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pivoted_qr_reproduces_the_matrix_and_its_rank() {
        // W = [c0, c1, c0 + 2 c1, 0, c4]: rank 3; the standard-order rule keeps columns 0, 1, 4.
        let c0 = [1.0, 2.0, 0.5, -1.0, 3.0];
        let c1 = [0.0, 1.0, -2.0, 4.0, 1.0];
        let c4 = [2.0, -1.0, 1.0, 1.0, 0.0];
        let w = DMatrix::from_fn(5, 5, |r, c| match c {
            0 => c0[r],
            1 => c1[r],
            2 => c0[r] + 2.0 * c1[r],
            3 => 0.0,
            _ => c4[r],
        });
        let tol = rank_tolerance(&w);
        for rule in [PivotRule::LargestNorm, PivotRule::FirstInOrder] {
            let f = pivoted_qr(&w, rule, tol);
            assert_eq!(f.rank, 3, "{rule:?}");
            // Rᵀ R = (W Π)ᵀ (W Π): Q is orthogonal. O(10) entries: 1e-13.
            let wp = DMatrix::from_fn(5, 5, |r, c| w[(r, f.perm[c])]);
            let r = f.a.rows(0, 5).upper_triangle();
            assert!((r.transpose() * &r - wp.transpose() * &wp).amax() < 1e-13);
        }
        let f = pivoted_qr(&w, PivotRule::FirstInOrder, tol);
        assert_eq!(&f.perm[..3], &[0, 1, 4]);
    }
}
