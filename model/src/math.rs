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

/// The eigenvalues of the symmetric part `(m + mᵀ) / 2` of a 3x3 matrix, ascending
/// (cyclic Jacobi rotations; accurate to a few ulps of the largest eigenvalue).
pub fn symmetric_eigenvalues(m: [[f64; 3]; 3]) -> [f64; 3] {
    let mut a = [[0.0; 3]; 3];
    for (r, row) in a.iter_mut().enumerate() {
        for (c, x) in row.iter_mut().enumerate() {
            *x = 0.5 * (m[r][c] + m[c][r]);
        }
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
    let mut ev = [a[0][0], a[1][1], a[2][2]];
    ev.sort_by(f64::total_cmp);
    ev
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

    #[test]
    fn eigenvalues_of_rotated_diagonal() {
        // R diag(1, 2, 4) Rᵀ has eigenvalues 1, 2, 4; Jacobi is accurate to ~1e-15 * 4.
        let r = rpy_to_matrix([0.7, 0.2, -1.3]);
        let d = [[1.0, 0.0, 0.0], [0.0, 2.0, 0.0], [0.0, 0.0, 4.0]];
        let mut rt = [[0.0; 3]; 3];
        for i in 0..3 {
            for j in 0..3 {
                rt[i][j] = r[j][i];
            }
        }
        let m = mat_mul(&r, &mat_mul(&d, &rt));
        let ev = symmetric_eigenvalues(m);
        for (got, want) in ev.iter().zip([1.0, 2.0, 4.0]) {
            assert!((got - want).abs() < 1e-13, "{ev:?}");
        }
    }
}
