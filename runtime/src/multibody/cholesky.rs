//! Dense Cholesky factorization `M = L Lᵀ` of the mass matrix, with detection of a
//! numerically singular matrix and of the joint responsible for it.

use nalgebra::DMatrix;

pub use chaindyn_model::MASS_MATRIX_PIVOT_TOL;

/// Lower-triangular factor of an SPD matrix.
#[derive(Debug, Clone)]
pub(crate) struct Cholesky {
    l: DMatrix<f64>,
}

/// The failing pivot: index and `d_p / M_pp`.
#[derive(Debug, Clone, Copy)]
pub(crate) struct SingularPivot {
    pub index: usize,
    pub ratio: f64,
}

impl Cholesky {
    /// Factor a symmetric matrix (only its lower triangle is read).
    pub fn new(m: &DMatrix<f64>) -> Result<Cholesky, SingularPivot> {
        let n = m.nrows();
        let mut l = m.clone();
        for j in 0..n {
            let mut d = l[(j, j)];
            for k in 0..j {
                d -= l[(j, k)] * l[(j, k)];
            }
            let diag = m[(j, j)];
            if chaindyn_model::is_singular_pivot(d, diag) {
                return Err(SingularPivot {
                    index: j,
                    ratio: d / diag,
                });
            }
            let djj = d.sqrt();
            l[(j, j)] = djj;
            for i in j + 1..n {
                let mut s = l[(i, j)];
                for k in 0..j {
                    s -= l[(i, k)] * l[(j, k)];
                }
                l[(i, j)] = s / djj;
            }
        }
        for j in 1..n {
            for i in 0..j {
                l[(i, j)] = 0.0;
            }
        }
        Ok(Cholesky { l })
    }

    /// Solve `M x = b` in place.
    pub fn solve_in_place(&self, b: &mut [f64]) {
        let n = self.l.nrows();
        let l = &self.l;
        for i in 0..n {
            let mut s = b[i];
            for k in 0..i {
                s -= l[(i, k)] * b[k];
            }
            b[i] = s / l[(i, i)];
        }
        for i in (0..n).rev() {
            let mut s = b[i];
            for k in i + 1..n {
                s -= l[(k, i)] * b[k];
            }
            b[i] = s / l[(i, i)];
        }
    }

    /// `M⁻¹ B` column by column.
    pub fn solve_matrix(&self, b: &DMatrix<f64>) -> DMatrix<f64> {
        let mut x = b.clone();
        for mut col in x.column_iter_mut() {
            self.solve_in_place(col.as_mut_slice());
        }
        x
    }

    /// `M⁻¹`.
    pub fn inverse(&self) -> DMatrix<f64> {
        let n = self.l.nrows();
        self.solve_matrix(&DMatrix::identity(n, n))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn solves_spd_and_flags_singular() {
        // Well-conditioned 3x3 SPD: residual at rounding level (1e-14).
        let m = DMatrix::from_row_slice(3, 3, &[4.0, 1.0, 0.5, 1.0, 3.0, 0.2, 0.5, 0.2, 2.0]);
        let c = Cholesky::new(&m).unwrap();
        let b = nalgebra::DVector::from_vec(vec![1.0, -2.0, 0.5]);
        let mut x = b.clone();
        c.solve_in_place(x.as_mut_slice());
        assert!((&m * x - &b).norm() < 1e-14);
        assert!((&m * c.inverse() - DMatrix::identity(3, 3)).norm() < 1e-14);
        // Rank-deficient: column 2 = column 0 + column 1.
        let s = DMatrix::from_row_slice(3, 3, &[2.0, 1.0, 3.0, 1.0, 2.0, 3.0, 3.0, 3.0, 6.0]);
        assert_eq!(Cholesky::new(&s).unwrap_err().index, 2);
        // Zero diagonal.
        let z = DMatrix::from_row_slice(2, 2, &[1.0, 0.0, 0.0, 0.0]);
        assert_eq!(Cholesky::new(&z).unwrap_err().index, 1);
    }
}
