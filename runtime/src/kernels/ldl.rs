//! Fixed-size kernels the generated code calls: the inverse of the mass matrix of a long chain,
//! from the `L D Lᵀ` factors its straight-line code computed or from `M` itself, and `M⁻¹ b` (a
//! serial chain's `M` is dense: unrolling these symbolically saves no operation and costs
//! `O(n³)` lines); and the inverse of a floating base's mass matrix from the parts of its
//! leaves-first factorisation (its base's terms are dense).
//! Allocation-free, in any [`Real`]. Used by `#[derive(Dynamics)]`; not part of the API.

use crate::api::scalar::Real;
use nalgebra::{SMatrix, SVector};

/// `M⁻¹ = L⁻ᵀ D⁻¹ L⁻¹` for `M = L D Lᵀ` (`L` unit lower triangular): `l(i, k)` is `L_ik` for
/// `i > k`, `id[k] = 1 / d_k`. With `Z = L⁻¹` (unit lower) and `W = D⁻¹ Z`,
/// `M⁻¹_ij = Σ_{k ≥ max(i, j)} Z_ki W_kj`.
#[inline]
fn inverse_from_factors<S: Real, const N: usize>(
    l: impl Fn(usize, usize) -> S,
    id: &[S; N],
) -> SMatrix<S, N, N> {
    let zero = S::constant(0.0);
    // `Z`, column by column: `Z_jj = 1`, `Z_ij = −Σ_{j ≤ k < i} L_ik Z_kj`; `W` beside it.
    let mut z = SMatrix::<S, N, N>::from_element(zero);
    let mut w = SMatrix::<S, N, N>::from_element(zero);
    for j in 0..N {
        z[(j, j)] = S::constant(1.0);
        w[(j, j)] = id[j];
        for i in j + 1..N {
            let mut e = zero;
            for k in j..i {
                e -= l(i, k) * z[(k, j)];
            }
            z[(i, j)] = e;
            w[(i, j)] = e * id[i];
        }
    }
    let mut minv = SMatrix::<S, N, N>::from_element(zero);
    for i in 0..N {
        for j in i..N {
            let mut e = zero;
            for k in j..N {
                e += z[(k, i)] * w[(k, j)];
            }
            minv[(i, j)] = e;
            minv[(j, i)] = e;
        }
    }
    minv
}

/// `M⁻¹` from the factors of `M = L D Lᵀ`: `l` holds `L` below its unit diagonal row by row
/// (`L_ik` at `i (i − 1) / 2 + k`, `i > k`), `id[k] = 1 / d_k`. Used by `#[derive(Dynamics)]`;
/// not part of the API.
#[doc(hidden)]
pub fn __ldl_inverse<S: Real, const N: usize>(l: &[S], id: &[S; N]) -> SMatrix<S, N, N> {
    inverse_from_factors(|i, k| l[i * (i - 1) / 2 + k], id)
}

/// `M = L D Lᵀ` of the symmetric positive definite `m` (its lower triangle is read; divisions
/// only, no square roots, no pivoting: `m` is a mass matrix): `L` below the diagonal of the
/// matrix returned (`U_ij = L_ij d_j` above it, transposed), and `1 / d`.
#[inline]
fn factor<S: Real, const N: usize>(m: &SMatrix<S, N, N>) -> (SMatrix<S, N, N>, [S; N]) {
    let zero = S::constant(0.0);
    let mut f = SMatrix::<S, N, N>::from_element(zero);
    let mut id = [zero; N];
    for j in 0..N {
        let mut d = m[(j, j)];
        for k in 0..j {
            d -= f[(j, k)] * f[(k, j)];
        }
        id[j] = S::constant(1.0) / d;
        for i in j + 1..N {
            let mut u = m[(i, j)];
            for k in 0..j {
                u -= f[(i, k)] * f[(k, j)];
            }
            f[(j, i)] = u;
            f[(i, j)] = u * id[j];
        }
    }
    (f, id)
}

/// `M⁻¹` of the symmetric positive definite `m` (its lower triangle is read) by `L D Lᵀ`.
/// Used by `#[derive(Dynamics)]`; not part of the API.
#[doc(hidden)]
pub fn __spd_inverse<S: Real, const N: usize>(m: &SMatrix<S, N, N>) -> SMatrix<S, N, N> {
    let (f, id) = factor(m);
    inverse_from_factors(|i, k| f[(i, k)], &id)
}

/// `M⁻¹ b` for the symmetric positive definite `m` (its lower triangle is read) by `L D Lᵀ`
/// and two triangular solves. Used by `#[derive(Dynamics)]`; not part of the API.
#[doc(hidden)]
pub fn __spd_solve<S: Real, const N: usize>(
    m: &SMatrix<S, N, N>,
    b: &SVector<S, N>,
) -> SVector<S, N> {
    let (f, id) = factor(m);
    let mut x = *b;
    for i in 0..N {
        for k in 0..i {
            let lx = f[(i, k)] * x[k];
            x[i] -= lx;
        }
    }
    for i in (0..N).rev() {
        x[i] *= id[i];
        for k in i + 1..N {
            let lx = f[(k, i)] * x[k];
            x[i] -= lx;
        }
    }
    x
}

/// The base's coordinates of a floating base (`__floating_inverse`).
const BASE: usize = 6;

/// `M⁻¹` of a floating base's mass matrix (`N = 6 + n`: the base's six coordinates, then the
/// joints) from the parts its generated linearization computes from the leaves-first
/// `L D Lᵀ` (body indices): with `Z = L⁻¹` and `Z_k` body `k`'s row of it (zero outside `k`'s
/// subtree), `M⁻¹ = Σ_k Z_k Z_kᵀ / d_k`.
/// - The base's six rows `Y_k = Z_k` (dense: every joint hangs from the base) by the recursion
///   over the base's chain `Y_k = H_k − Σ_{k < j < 6} L_kj Y_j`, `k` from 5 down, from `h`
///   (`H`, `6 × N`, row by row: the joints' part of each row's sum) and `l` (the `L_kj`,
///   `k < j < 6`, row by row: 15 values); `id`, their `1 / d_k`.
/// - `joints`, the sum of the joints' terms (zero outside the joints' block and between two
///   subtrees of the base): its upper triangle, row-major (`n (n + 1) / 2` values).
///
/// Each step of the recursion is `y ← (−L_kj) · y_j + y` ([`Real::mul_add_fast`]); each entry of
/// `M⁻¹` is `s ← (y_ka · y_kb) · (1 / d_k) + s` over the base's rows in order from `s = 0`, then
/// the joints' part added: the same operations for `(a, b)` and `(b, a)` (the result is exactly
/// symmetric) and in every number type (lanes give the scalar bits). Every step is a loop over
/// contiguous rows (a few vector operations, where the same sums unrolled are a long stretch
/// of straight-line code). Used by `#[derive(Dynamics)]`; not part of the API.
///
/// # Panics
/// If `N < 6` or the slices do not have the lengths above (the generated code passes them).
#[doc(hidden)]
#[inline]
pub fn __floating_inverse<S: Real, const N: usize>(
    h: &[S],
    l: &[S],
    id: &[S],
    joints: &[S],
) -> SMatrix<S, N, N> {
    let n = N
        .checked_sub(BASE)
        .expect("a floating base has six coordinates");
    assert!(
        h.len() == BASE * N
            && l.len() == BASE * (BASE - 1) / 2
            && id.len() == BASE
            && joints.len() == n * (n + 1) / 2,
        "the parts of a floating base's M⁻¹ have 6 N, 15, 6 and n (n + 1) / 2 values"
    );
    let (h, _) = h.as_chunks::<N>();
    let zero = S::constant(0.0);
    let mut y = [[zero; N]; BASE];
    for k in (0..BASE).rev() {
        // `L_kj` for `j > k`: row `k` of the strict upper triangle, after rows `0..k`.
        let at = k * (2 * BASE - 1 - k) / 2;
        let mut row = h[k];
        for j in k + 1..BASE {
            let minus = -l[at + j - k - 1];
            for (e, &yj) in row.iter_mut().zip(&y[j]) {
                *e = minus.mul_add_fast(yj, *e);
            }
        }
        y[k] = row;
    }
    let mut m = [[zero; N]; N];
    for (b, column) in m.iter_mut().enumerate() {
        for (row, &idk) in y.iter().zip(id) {
            let yb = row[b];
            for (e, &ya) in column.iter_mut().zip(row) {
                *e = (ya * yb).mul_add_fast(idk, *e);
            }
        }
    }
    let mut part = joints.iter();
    #[allow(clippy::needless_range_loop)] // the two triangles of a symmetric block
    for i in BASE..N {
        for j in i..N {
            let v = *part.next().expect("the joints' upper triangle");
            m[j][i] += v;
            if i != j {
                m[i][j] += v;
            }
        }
    }
    SMatrix::from_data(nalgebra::ArrayStorage(m))
}

#[cfg(test)]
mod tests {
    use super::*;
    use nalgebra::SMatrix;

    /// A symmetric positive definite test matrix: `A Aᵀ + N I` for a fixed dense `A`.
    fn spd<const N: usize>() -> SMatrix<f64, N, N> {
        let a = SMatrix::<f64, N, N>::from_fn(|i, j| ((i * 7 + j * 3) % 11) as f64 / 5.0 - 1.0);
        a * a.transpose() + SMatrix::<f64, N, N>::identity() * N as f64
    }

    /// `M M⁻¹ = I` to 1e-12: `M` is well conditioned (its eigenvalues lie in `[N, N + ‖A‖²]`),
    /// so the inverse is accurate to a few ulps of its entries, all below 1.
    fn assert_inverse<const N: usize>(m: &SMatrix<f64, N, N>, minv: &SMatrix<f64, N, N>) {
        let err = (m * minv - SMatrix::<f64, N, N>::identity()).abs().max();
        assert!(err < 1e-12, "|M M⁻¹ − I| = {err:e}");
        assert_eq!(minv, &minv.transpose(), "M⁻¹ is written symmetric");
    }

    #[test]
    fn spd_inverse_inverts() {
        assert_inverse(&spd::<1>(), &__spd_inverse(&spd::<1>()));
        assert_inverse(&spd::<2>(), &__spd_inverse(&spd::<2>()));
        assert_inverse(&spd::<13>(), &__spd_inverse(&spd::<13>()));
        assert_inverse(&spd::<30>(), &__spd_inverse(&spd::<30>()));
    }

    #[test]
    fn ldl_inverse_inverts_from_packed_factors() {
        const N: usize = 13;
        let m = spd::<N>();
        // The factors by the textbook recurrence, packed as the generated code passes them.
        let mut l = SMatrix::<f64, N, N>::identity();
        let mut d = [0.0; N];
        for j in 0..N {
            d[j] = m[(j, j)] - (0..j).map(|k| l[(j, k)].powi(2) * d[k]).sum::<f64>();
            for i in j + 1..N {
                let s: f64 = (0..j).map(|k| l[(i, k)] * l[(j, k)] * d[k]).sum();
                l[(i, j)] = (m[(i, j)] - s) / d[j];
            }
        }
        let packed: Vec<f64> = (1..N)
            .flat_map(|i| (0..i).map(move |k| (i, k)))
            .map(|ik| l[ik])
            .collect();
        assert_eq!(packed.len(), N * (N - 1) / 2);
        let id = d.map(|x| 1.0 / x);
        assert_inverse(&m, &__ldl_inverse(&packed, &id));
    }

    #[test]
    fn spd_solve_solves() {
        let m = spd::<17>();
        let b = nalgebra::SVector::<f64, 17>::from_fn(|i, _| i as f64 - 8.0);
        let x = __spd_solve(&m, &b);
        // As for the inverse: a well-conditioned `M`, a residual of a few ulps of `|b| ≤ 8`.
        let err = (m * x - b).abs().max();
        assert!(err < 1e-12, "|M x − b| = {err:e}");
    }

    #[test]
    fn inverse_runs_in_f32() {
        let m = spd::<7>().map(|x| x as f32);
        let err = (m * __spd_inverse(&m) - SMatrix::<f32, 7, 7>::identity())
            .abs()
            .max();
        // f32 round-off on a matrix of condition number below 10: a few ulps of 1.
        assert!(err < 1e-5, "{err:e}");
    }

    /// A floating base's tree (six base coordinates, then two legs of two joints and one of one)
    /// and a unit `Z` with its pattern (`Z_ka ≠ 0` only where `k` is `a` or an ancestor).
    fn floating_tree() -> (SMatrix<f64, 11, 11>, [f64; 11]) {
        const N: usize = 11;
        let parents: [Option<usize>; N] = [
            None,
            Some(0),
            Some(1),
            Some(2),
            Some(3),
            Some(4),
            Some(5),
            Some(6),
            Some(5),
            Some(8),
            Some(5),
        ];
        let ancestor = |k: usize, a: usize| {
            let mut x = Some(a);
            while let Some(i) = x {
                if i == k {
                    return true;
                }
                x = parents[i];
            }
            false
        };
        let z = SMatrix::<f64, N, N>::from_fn(|k, a| match (k == a, ancestor(k, a)) {
            (true, _) => 1.0,
            (false, true) => ((k * 5 + a * 3) % 7) as f64 / 4.0 - 0.8,
            (false, false) => 0.0,
        });
        let id = core::array::from_fn(|k| 0.5 + (k % 4) as f64 / 3.0);
        (z, id)
    }

    /// The kernel's parts of `Zᵀ D⁻¹ Z`: `H`, the base's `L_kj` and `1 / d`, the joints' upper
    /// triangle. `L = Z⁻¹`; `H_k = Z_k + Σ_{k < j < 6} L_kj Z_j` (the recursion's inverse).
    type Parts = (Vec<f64>, Vec<f64>, Vec<f64>, Vec<f64>);
    fn floating_parts(z: &SMatrix<f64, 11, 11>, id: &[f64; 11]) -> Parts {
        let l = z.try_inverse().expect("unit triangular");
        let h = (0..6)
            .flat_map(|k| {
                (0..11).map(move |a| {
                    z[(k, a)] + (k + 1..6).map(|j| l[(k, j)] * z[(j, a)]).sum::<f64>()
                })
            })
            .collect();
        let lb = (0..6)
            .flat_map(|k| (k + 1..6).map(move |j| l[(k, j)]))
            .collect();
        let mut joints = Vec::new();
        for i in 6..11 {
            for j in i..11 {
                joints.push((6..11).map(|k| z[(k, i)] * z[(k, j)] * id[k]).sum());
            }
        }
        (h, lb, id[..6].to_vec(), joints)
    }

    #[test]
    fn floating_inverse_is_the_sum_of_the_bodies_terms() {
        // Zᵀ D⁻¹ Z by nalgebra (other summation orders): the same to 1e-14 (entries of order 1,
        // sums of at most eleven products of order 1); exactly symmetric.
        let (z, id) = floating_tree();
        let (h, lb, idb, joints) = floating_parts(&z, &id);
        let minv = __floating_inverse::<f64, 11>(&h, &lb, &idb, &joints);
        let d = SMatrix::<f64, 11, 11>::from_diagonal(&SVector::from(id));
        let expected = z.transpose() * d * z;
        let err = (minv - expected).abs().max();
        assert!(err < 1e-14, "|M⁻¹ − Zᵀ D⁻¹ Z| = {err:e}");
        assert_eq!(minv, minv.transpose(), "M⁻¹ is exactly symmetric");
        // M⁻¹ M = I for M = (Zᵀ D⁻¹ Z)⁻¹: the tree's M (condition number of a few hundred).
        let m = expected.try_inverse().expect("invertible");
        let err = (m * minv - SMatrix::<f64, 11, 11>::identity()).abs().max();
        assert!(err < 1e-11, "|M M⁻¹ − I| = {err:e}");
    }

    #[test]
    #[cfg(feature = "std")]
    fn floating_inverse_lanes_are_the_scalars() {
        // Four lanes holding four scaled copies of the parts give each lane's f64 result.
        use simba::simd::{SimdValue, WideF64x4};
        let (z, id) = floating_tree();
        let (h, lb, idb, joints) = floating_parts(&z, &id);
        let scale = [1.0, 0.5, 3.0, -1.25];
        let lanes = |v: &[f64]| -> Vec<WideF64x4> {
            v.iter()
                .map(|&x| WideF64x4::from(scale.map(|s| x * s)))
                .collect()
        };
        let minv = __floating_inverse::<WideF64x4, 11>(
            &lanes(&h),
            &lanes(&lb),
            &lanes(&idb),
            &lanes(&joints),
        );
        for (l, s) in scale.iter().enumerate() {
            let one = |v: &[f64]| -> Vec<f64> { v.iter().map(|x| x * s).collect() };
            let expected =
                __floating_inverse::<f64, 11>(&one(&h), &one(&lb), &one(&idb), &one(&joints));
            for (w, e) in minv.iter().zip(expected.iter()) {
                assert_eq!(w.extract(l).to_bits(), e.to_bits());
            }
        }
    }
}
