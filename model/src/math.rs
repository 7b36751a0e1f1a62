//! Small dependency-free 3x3 helpers.

/// The rotation matrix of roll, pitch, yaw angles in the URDF convention:
/// `R = Rz(yaw) * Ry(pitch) * Rx(roll)` with `rpy = [roll, pitch, yaw]` (radians).
/// Row major: `R[row][column]`; it maps child-frame coordinates to parent-frame ones.
pub fn rpy_to_matrix(rpy: [f64; 3]) -> [[f64; 3]; 3] {
    let (sr, cr) = rpy[0].sin_cos();
    let (sp, cp) = rpy[1].sin_cos();
    let (sy, cy) = rpy[2].sin_cos();
    [
        [cy * cp, cy * sp * sr - sy * cr, cy * sp * cr + sy * sr],
        [sy * cp, sy * sp * sr + cy * cr, sy * sp * cr - cy * sr],
        [-sp, cp * sr, cp * cr],
    ]
}

/// Roll, pitch, yaw of a rotation matrix (the inverse of [`rpy_to_matrix`]); at pitch `±π/2`
/// (gimbal lock) roll is 0 and yaw carries the rotation about the vertical.
pub fn matrix_to_rpy(r: &[[f64; 3]; 3]) -> [f64; 3] {
    let cp = (r[0][0] * r[0][0] + r[1][0] * r[1][0]).sqrt();
    let pitch = (-r[2][0]).atan2(cp);
    if cp > 1e-12 {
        [r[2][1].atan2(r[2][2]), pitch, r[1][0].atan2(r[0][0])]
    } else {
        [0.0, pitch, (-r[0][1]).atan2(r[1][1])]
    }
}

/// The eigenvalues of the symmetric part `(m + mᵀ) / 2` of a 3x3 matrix, ascending.
///
/// Cyclic Jacobi rotations on a copy scaled by a power of two, so that its largest absolute
/// entry lies in `[1, 2)`; the eigenvalues are scaled back at the end. Scaling by a power of two
/// is exact (no rounding, short of underflow of entries more than `2^1074` times smaller than the
/// largest, which cannot matter at that scale), so the result does not depend on the magnitude
/// of the entries: entries from about `1e-300` to `1e300` give the same relative accuracy as
/// entries near 1 (a few ulps of the largest absolute eigenvalue). Without the scaling, the sums
/// of squares of the convergence test overflow above about `1e154` and underflow below about
/// `1e-154`, and the sweeps stop at once on the unrotated diagonal. An eigenvalue whose true value
/// exceeds `f64::MAX` comes back infinite.
///
/// If any entry of `m` is NaN or infinite, all three eigenvalues are NaN (no sweep is run): the
/// eigenvalues of such a matrix are undefined, and a NaN fails every ordered comparison, so a
/// caller that checks the result must also check `is_finite` (or reject non-finite input first,
/// as [`Chain::validate`](crate::Chain::validate) does).
pub fn symmetric_eigenvalues(m: [[f64; 3]; 3]) -> [f64; 3] {
    if m.iter().flatten().any(|x| !x.is_finite()) {
        return [f64::NAN; 3];
    }
    // Scale `m` first, so that the halving below is exact even for tiny entries and the sum
    // cannot overflow; then scale the symmetric part again, which is much smaller than `m` when
    // `m` is nearly antisymmetric.
    let e1 = scale_exponent(max_abs(&m));
    let mut a = [[0.0; 3]; 3];
    for (r, row) in a.iter_mut().enumerate() {
        for (c, x) in row.iter_mut().enumerate() {
            *x = 0.5 * (mul_pow2(m[r][c], -e1) + mul_pow2(m[c][r], -e1));
        }
    }
    let e2 = scale_exponent(max_abs(&a));
    for x in a.iter_mut().flatten() {
        *x = mul_pow2(*x, -e2);
    }
    for _sweep in 0..64 {
        let off = a[0][1] * a[0][1] + a[0][2] * a[0][2] + a[1][2] * a[1][2];
        let diag = a[0][0] * a[0][0] + a[1][1] * a[1][1] + a[2][2] * a[2][2];
        if off == 0.0 || off <= 1e-36 * diag {
            break;
        }
        for (p, q) in [(0usize, 1usize), (0, 2), (1, 2)] {
            let apq = a[p][q];
            if apq == 0.0 {
                continue;
            }
            let theta = (a[q][q] - a[p][p]) / (2.0 * apq);
            let t = if theta.abs() > 1e150 {
                0.5 / theta
            } else {
                theta.signum() / (theta.abs() + (theta * theta + 1.0).sqrt())
            };
            let c = 1.0 / (t * t + 1.0).sqrt();
            let s = t * c;
            a[p][p] -= t * apq;
            a[q][q] += t * apq;
            a[p][q] = 0.0;
            a[q][p] = 0.0;
            let r = 3 - p - q;
            let arp = a[r][p];
            let arq = a[r][q];
            a[r][p] = c * arp - s * arq;
            a[p][r] = a[r][p];
            a[r][q] = s * arp + c * arq;
            a[q][r] = a[r][q];
        }
    }
    let mut ev = [a[0][0], a[1][1], a[2][2]].map(|x| mul_pow2(x, e1 + e2));
    ev.sort_by(f64::total_cmp);
    ev
}

fn max_abs(m: &[[f64; 3]; 3]) -> f64 {
    m.iter().flatten().fold(0.0f64, |acc, x| acc.max(x.abs()))
}

/// The exponent `e` with `2^e <= x < 2^(e + 1)` for a finite `x > 0` (subnormals included); 0 for
/// `x = 0`, so that a zero matrix is left as it is.
fn scale_exponent(x: f64) -> i32 {
    if x == 0.0 {
        return 0;
    }
    let bits = x.to_bits();
    let biased = ((bits >> 52) & 0x7ff) as i32;
    if biased == 0 {
        // Subnormal: 2^-1074 times the mantissa.
        63 - bits.leading_zeros() as i32 - 1074
    } else {
        biased - 1023
    }
}

/// `x * 2^k`, exact unless the result overflows or is subnormal (in steps, since `2^k` alone
/// is not a normal `f64` for every `k` needed here).
fn mul_pow2(mut x: f64, mut k: i32) -> f64 {
    while k > 1000 {
        x *= pow2(1000);
        k -= 1000;
    }
    while k < -1000 {
        x *= pow2(-1000);
        k += 1000;
    }
    x * pow2(k)
}

/// `2^k` for `-1022 <= k <= 1023` (a normal `f64`, built from its bits).
fn pow2(k: i32) -> f64 {
    debug_assert!((-1022..=1023).contains(&k));
    f64::from_bits(((k + 1023) as u64) << 52)
}

pub(crate) fn norm(v: [f64; 3]) -> f64 {
    (v[0] * v[0] + v[1] * v[1] + v[2] * v[2]).sqrt()
}

pub(crate) fn mat_vec(m: &[[f64; 3]; 3], v: [f64; 3]) -> [f64; 3] {
    [
        m[0][0] * v[0] + m[0][1] * v[1] + m[0][2] * v[2],
        m[1][0] * v[0] + m[1][1] * v[1] + m[1][2] * v[2],
        m[2][0] * v[0] + m[2][1] * v[1] + m[2][2] * v[2],
    ]
}

pub(crate) fn mat_mul(a: &[[f64; 3]; 3], b: &[[f64; 3]; 3]) -> [[f64; 3]; 3] {
    let mut out = [[0.0; 3]; 3];
    for (r, row) in out.iter_mut().enumerate() {
        for (c, x) in row.iter_mut().enumerate() {
            *x = a[r][0] * b[0][c] + a[r][1] * b[1][c] + a[r][2] * b[2][c];
        }
    }
    out
}

pub(crate) fn cross(a: [f64; 3], b: [f64; 3]) -> [f64; 3] {
    [
        a[1] * b[2] - a[2] * b[1],
        a[2] * b[0] - a[0] * b[2],
        a[0] * b[1] - a[1] * b[0],
    ]
}

pub(crate) fn dot(a: [f64; 3], b: [f64; 3]) -> f64 {
    a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rx(a: f64) -> [[f64; 3]; 3] {
        let (s, c) = a.sin_cos();
        [[1.0, 0.0, 0.0], [0.0, c, -s], [0.0, s, c]]
    }
    fn ry(a: f64) -> [[f64; 3]; 3] {
        let (s, c) = a.sin_cos();
        [[c, 0.0, s], [0.0, 1.0, 0.0], [-s, 0.0, c]]
    }
    fn rz(a: f64) -> [[f64; 3]; 3] {
        let (s, c) = a.sin_cos();
        [[c, -s, 0.0], [s, c, 0.0], [0.0, 0.0, 1.0]]
    }

    #[test]
    fn rpy_is_z_y_x_product() {
        // 1e-15: a few roundings of products of numbers of magnitude <= 1.
        let rpy = [0.3, -1.1, 2.4];
        let expected = mat_mul(&rz(rpy[2]), &mat_mul(&ry(rpy[1]), &rx(rpy[0])));
        let got = rpy_to_matrix(rpy);
        for r in 0..3 {
            for c in 0..3 {
                assert!((got[r][c] - expected[r][c]).abs() < 1e-15, "{r},{c}");
            }
        }
        // A pure yaw of 90 degrees maps x to y.
        let y = mat_vec(
            &rpy_to_matrix([0.0, 0.0, std::f64::consts::FRAC_PI_2]),
            [1.0, 0.0, 0.0],
        );
        assert!((y[1] - 1.0).abs() < 1e-15 && y[0].abs() < 1e-15);
    }

    /// `R diag(1, 2, 4) Rᵀ` for a rotation `R` that mixes all three axes.
    fn rotated_diagonal() -> [[f64; 3]; 3] {
        let r = rpy_to_matrix([0.7, 0.2, -1.3]);
        let d = [[1.0, 0.0, 0.0], [0.0, 2.0, 0.0], [0.0, 0.0, 4.0]];
        let mut rt = [[0.0; 3]; 3];
        for i in 0..3 {
            for j in 0..3 {
                rt[i][j] = r[j][i];
            }
        }
        mat_mul(&r, &mat_mul(&d, &rt))
    }

    fn scaled(m: [[f64; 3]; 3], s: f64) -> [[f64; 3]; 3] {
        m.map(|row| row.map(|x| x * s))
    }

    #[test]
    fn eigenvalues_of_rotated_diagonal() {
        // R diag(1, 2, 4) Rᵀ has eigenvalues 1, 2, 4; Jacobi is accurate to ~1e-15 * 4.
        let ev = symmetric_eigenvalues(rotated_diagonal());
        for (got, want) in ev.iter().zip([1.0, 2.0, 4.0]) {
            assert!((got - want).abs() < 1e-13, "{ev:?}");
        }
    }

    #[test]
    fn eigenvalues_of_huge_and_tiny_matrices() {
        // Tolerance: 1e-13 relative to the largest eigenvalue (4 s), the same bound as at scale 1
        // above. Why it holds: the entries of R diag(1, 2, 4) Rᵀ are computed in floating point
        // (each a few ulps off, ~1e-15 absolute at magnitude <= 4) and multiplying by `s` adds at
        // most half an ulp per entry; by Weyl's theorem every eigenvalue moves by at most the
        // 2-norm of that perturbation (<= its Frobenius norm, < 1e-14 * s), and Jacobi on the
        // exactly scaled copy adds a few ulps of 4 s. 1e-13 leaves a margin of ~10 over that.
        // Without scaling, the sums of squares of the convergence test overflow (1e154 and up) or
        // underflow (1e-154 and down) and the diagonal comes back unrotated: errors of order s.
        let m = rotated_diagonal();
        for s in [1e-300, 1e-200, 1e-154, 1e154, 1e200, 1e300] {
            let ev = symmetric_eigenvalues(scaled(m, s));
            for (got, want) in ev.iter().zip([1.0, 2.0, 4.0]) {
                assert!(got.is_finite(), "scale {s:e}: {ev:?}");
                assert!(
                    (got - want * s).abs() <= 1e-13 * 4.0 * s,
                    "scale {s:e}: {ev:?}"
                );
            }
        }
        // Scaling by a power of two is exact, so the eigenvalues are exactly the scaled ones
        // (tolerance 0): the result does not depend on the magnitude at all.
        let base = symmetric_eigenvalues(m);
        for k in [-1000, -600, 600, 1000] {
            let p = pow2(k);
            assert_eq!(
                symmetric_eigenvalues(scaled(m, p)),
                base.map(|x| x * p),
                "2^{k}"
            );
        }
    }

    #[test]
    fn eigenvalues_of_non_finite_and_zero_matrices() {
        // A NaN or an infinity anywhere: all three NaN (documented; exact check, no tolerance).
        let m = rotated_diagonal();
        for (r, c, x) in [
            (0, 0, f64::INFINITY),
            (0, 1, f64::NEG_INFINITY),
            (2, 1, f64::NAN),
        ] {
            let mut bad = m;
            bad[r][c] = x;
            let ev = symmetric_eigenvalues(bad);
            assert!(ev.iter().all(|e| e.is_nan()), "[{r}][{c}] = {x}: {ev:?}");
        }
        // Zero: exactly zero (no rotation, no scaling).
        assert_eq!(symmetric_eigenvalues([[0.0; 3]; 3]), [0.0; 3]);
        // Antisymmetric: the symmetric part is zero.
        let anti = [[0.0, 1e300, -2.0], [-1e300, 0.0, 3.0], [2.0, -3.0, 0.0]];
        assert_eq!(symmetric_eigenvalues(anti), [0.0; 3]);
        // Largest finite entries: the eigenvalues 2 * MAX and 0 of [[MAX, MAX], [MAX, MAX]]
        // (plus 0): the large one overflows to +inf, the others stay finite.
        let big = f64::MAX;
        let ev = symmetric_eigenvalues([[big, big, 0.0], [big, big, 0.0], [0.0, 0.0, 0.0]]);
        assert_eq!(ev[2], f64::INFINITY, "{ev:?}");
        assert!(
            ev[0].abs() <= 1e-13 * big && ev[1].abs() <= 1e-13 * big,
            "{ev:?}"
        );
    }
}
