//! Lyapunov and Stein equations by Bartels–Stewart on the real Schur form, the corrections of
//! the Newton refinement.

use super::checks::check_shape;
use super::linalg::MAX_ITERATIONS;
use crate::control::error::ControlError;
use nalgebra::DMatrix;

/// Diagonal blocks `(start, size)` of a real quasi-triangular Schur factor.
fn schur_blocks(t: &DMatrix<f64>) -> Result<Vec<(usize, usize)>, ControlError> {
    let n = t.nrows();
    let mut blocks = Vec::new();
    let mut i = 0;
    while i < n {
        if i + 1 < n && t[(i + 1, i)] != 0.0 {
            if i + 2 < n && t[(i + 2, i + 1)] != 0.0 {
                return Err(ControlError::SchurFailed);
            }
            blocks.push((i, 2));
            i += 2;
        } else {
            blocks.push((i, 1));
            i += 1;
        }
    }
    Ok(blocks)
}

/// The real Schur form `A = U T Uᵀ` as `(U, T)`, with an iteration limit.
fn schur_of(a: &DMatrix<f64>) -> Result<(DMatrix<f64>, DMatrix<f64>), ControlError> {
    let (u, t) = a
        .clone()
        .try_schur(f64::EPSILON, MAX_ITERATIONS)
        .ok_or(ControlError::SchurFailed)?
        .unpack();
    Ok((u, t))
}

/// Solves `k x = rhs` for a small block system (Kronecker form), `None` if singular.
fn small_solve(k: DMatrix<f64>, rhs: &DMatrix<f64>, rows: usize) -> Option<DMatrix<f64>> {
    let cols = rhs.ncols();
    let v = DMatrix::from_column_slice(rows * cols, 1, rhs.as_slice());
    let x = k.lu().solve(&v)?;
    if x.iter().any(|v| !v.is_finite()) {
        return None;
    }
    Some(DMatrix::from_column_slice(rows, cols, x.as_slice()))
}

/// Kronecker product `a ⊗ b`.
fn kron(a: &DMatrix<f64>, b: &DMatrix<f64>) -> DMatrix<f64> {
    let (ar, ac) = a.shape();
    let (br, bc) = b.shape();
    DMatrix::from_fn(ar * br, ac * bc, |i, j| {
        a[(i / br, j / bc)] * b[(i % br, j % bc)]
    })
}

/// Solves the continuous Lyapunov equation `AᵀX + XA + C = 0` (Bartels–Stewart on the real
/// Schur form of `A`; `O(n³)`). Unique when no two eigenvalues of `A` sum to zero, else
/// [`ControlError::Singular`]. `X` is symmetric when `C` is.
pub fn solve_lyapunov(a: &DMatrix<f64>, c: &DMatrix<f64>) -> Result<DMatrix<f64>, ControlError> {
    let n = a.nrows();
    check_shape("A", a, n, n)?;
    check_shape("C", c, n, n)?;
    let (u, t) = schur_of(a)?;
    let f = -(u.transpose() * c * &u);
    let blocks = schur_blocks(&t)?;
    let mut y = DMatrix::<f64>::zeros(n, n);
    for &(si, pi) in &blocks {
        for &(sj, pj) in &blocks {
            // Tᵢᵢᵀ Y + Y Tⱼⱼ = F − Σ_{k<i} Tₖᵢᵀ Yₖⱼ − Σ_{l<j} Yᵢₗ Tₗⱼ
            let mut rhs = f.view((si, sj), (pi, pj)).into_owned();
            if si > 0 {
                rhs -= t.view((0, si), (si, pi)).transpose() * y.view((0, sj), (si, pj));
            }
            if sj > 0 {
                rhs -= y.view((si, 0), (pi, sj)) * t.view((0, sj), (sj, pj));
            }
            let tii_t = t.view((si, si), (pi, pi)).transpose();
            let tjj_t = t.view((sj, sj), (pj, pj)).transpose();
            let k =
                kron(&DMatrix::identity(pj, pj), &tii_t) + kron(&tjj_t, &DMatrix::identity(pi, pi));
            let block = small_solve(k, &rhs, pi).ok_or(ControlError::Singular {
                what: "the Lyapunov operator (eigenvalues λ, μ of A with λ + μ = 0)",
            })?;
            y.view_mut((si, sj), (pi, pj)).copy_from(&block);
        }
    }
    Ok(&u * y * u.transpose())
}

/// Solves the Stein (discrete Lyapunov) equation `AᵀXA − X + C = 0` (Bartels–Stewart on the
/// real Schur form of `A`). Unique when no two eigenvalues of `A` have product one, else
/// [`ControlError::Singular`].
pub fn solve_stein(a: &DMatrix<f64>, c: &DMatrix<f64>) -> Result<DMatrix<f64>, ControlError> {
    let n = a.nrows();
    check_shape("A", a, n, n)?;
    check_shape("C", c, n, n)?;
    let (u, t) = schur_of(a)?;
    let f = u.transpose() * c * &u;
    let blocks = schur_blocks(&t)?;
    let mut y = DMatrix::<f64>::zeros(n, n);
    for &(si, pi) in &blocks {
        for &(sj, pj) in &blocks {
            // Yᵢⱼ − Tᵢᵢᵀ Yᵢⱼ Tⱼⱼ = F + Σ_{(k,l) ≠ (i,j), k ≤ i, l ≤ j} Tₖᵢᵀ Yₖₗ Tₗⱼ
            // (Yᵢⱼ is still zero here, so the full product is the sum).
            let ei = si + pi;
            let ej = sj + pj;
            let known = t.view((0, si), (ei, pi)).transpose()
                * y.view((0, 0), (ei, ej))
                * t.view((0, sj), (ej, pj));
            let rhs = f.view((si, sj), (pi, pj)).into_owned() + known;
            let tii_t = t.view((si, si), (pi, pi)).transpose();
            let tjj_t = t.view((sj, sj), (pj, pj)).transpose();
            let k = DMatrix::identity(pi * pj, pi * pj) - kron(&tjj_t, &tii_t);
            let block = small_solve(k, &rhs, pi).ok_or(ControlError::Singular {
                what: "the Stein operator (eigenvalues λ, μ of A with λμ = 1)",
            })?;
            y.view_mut((si, sj), (pi, pj)).copy_from(&block);
        }
    }
    Ok(&u * y * u.transpose())
}
