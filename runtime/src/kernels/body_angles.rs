//! The linearization of a planar chain (revolute joints about parallel axes) assembled in the
//! bodies' absolute angles `θ = T q`, from the values its generated straight-line code computes
//! there. Used by `#[derive(Dynamics)]`; not part of the API.
//!
//! In `θ` the chain's inverse dynamics is `τ_θ = M_θ θ̈ + F′ θ̇² + g_θ`, with `M_θ = [f_kl]`
//! symmetric, `F′ = [f′_kl]` antisymmetric (`f′_kl = ∂f_kl/∂θ_l`), `θ̇²` element-wise and
//! `g_θ,k` a function of `θ_k` alone; joint space has `M = Tᵀ M_θ T` and `τ = Tᵀ τ_θ`. The
//! derivatives are closed forms per pair of links,
//!
//! ```text
//! ∂τ_θ/∂θ = F′ diag(θ̈) − (M_θ − D) diag(θ̇²) + diag(r),   ∂τ_θ/∂θ̇ = 2 F′ diag(θ̇),
//! ```
//!
//! with `D = diag(f_kk)` and `r_k = g′_k − (F′ θ̈)_k + ((M_θ − D) θ̇²)_k` (each row of `∂τ_θ/∂θ`
//! sums to `g′_k`). Since `M_θ⁻¹ (M_θ − D) = I − M_θ⁻¹ D`, with `P = M_θ⁻¹ F′` and
//! `w = g′ − F′ θ̈ + M_θ θ̇²`:
//!
//! ```text
//! M_θ⁻¹ ∂τ_θ/∂θ = P diag(θ̈) − diag(θ̇²) + M_θ⁻¹ diag(w),   M_θ⁻¹ ∂τ_θ/∂θ̇ = 2 P diag(θ̇),
//! ∂q̈/∂q = −T⁻¹ (M_θ⁻¹ ∂τ_θ/∂θ) T,   ∂q̈/∂q̇ = −T⁻¹ (M_θ⁻¹ ∂τ_θ/∂θ̇) T,   M⁻¹ = T⁻¹ M_θ⁻¹ T⁻ᵀ:
//! ```
//!
//! one `n × n` product (`P`) where joint space needs two (`M⁻¹ ∂τ/∂q`, `M⁻¹ ∂τ/∂q̇`), and no
//! congruence of `M` or of the derivatives in the straight-line code. For joint angles
//! `θ_k = Σ_{j≤k} s_j q_j` (`s_j = ±1` as joint `j`'s axis points along `±u`): `(T⁻¹ x)_k =
//! s_k (x_k − x_{k−1})`, and `Z T` sums each row of `Z` from the right; in absolute angles
//! `T = I`.

use crate::api::dynamics::Linearized;
use crate::api::scalar::Real;
use nalgebra::{SMatrix, SVector};

/// Columns of an `N × N` matrix (nalgebra's column-major storage).
type Columns<S, const N: usize> = [[S; N]; N];

/// `θ = T x`: running sums `θ_k = Σ_{j≤k} s_j x_j` (joint angles), or `x` (absolute angles,
/// `s` `None`).
#[inline]
fn to_body<S: Real, const N: usize>(s: Option<&[S; N]>, x: &SVector<S, N>) -> [S; N] {
    let mut out = x.data.0[0];
    if let Some(s) = s {
        let mut acc = S::constant(0.0);
        for k in 0..N {
            acc += s[k] * out[k];
            out[k] = acc;
        }
    }
    out
}

/// `Z ← T⁻¹ Z T` (joint angles): `Z T` sums the columns from the right, column `j` times
/// `s_j`; `T⁻¹` then takes row `k` minus row `k − 1`, times `s_k`.
#[inline]
fn to_joint<S: Real, const N: usize>(s: &[S; N], z: &mut Columns<S, N>) {
    let mut acc = [S::constant(0.0); N];
    for j in (0..N).rev() {
        for i in 0..N {
            acc[i] += z[j][i];
            z[j][i] = acc[i] * s[j];
        }
    }
    rows_to_joint(s, z);
}

/// `Z ← T⁻¹ Z`: row `k` minus row `k − 1`, times `s_k`.
#[inline]
fn rows_to_joint<S: Real, const N: usize>(s: &[S; N], z: &mut Columns<S, N>) {
    for col in z.iter_mut() {
        let c = *col;
        col[0] = c[0] * s[0];
        for k in 1..N {
            col[k] = (c[k] - c[k - 1]) * s[k];
        }
    }
}

/// `Z ← T⁻¹ Z T⁻ᵀ` (joint angles): `Z T⁻ᵀ` takes column `j` minus column `j − 1`, times `s_j`;
/// then [`rows_to_joint`].
#[inline]
fn inverse_to_joint<S: Real, const N: usize>(s: &[S; N], z: &mut Columns<S, N>) {
    for j in (1..N).rev() {
        let left = z[j - 1];
        for (x, l) in z[j].iter_mut().zip(left) {
            *x = (*x - l) * s[j];
        }
    }
    if let Some(first) = z.first_mut() {
        for x in first.iter_mut() {
            *x *= s[0];
        }
    }
    rows_to_joint(s, z);
}

/// The linearization `(q̈, ∂q̈/∂q, ∂q̈/∂q̇, M⁻¹)` of a planar chain from its values in the bodies'
/// angles (module documentation): `qdd` and `qd` in the model's angles, `minv = M_θ⁻¹`, `m = M_θ`,
/// `fp = F′` (antisymmetric), `dg = g′` (`∂g_θ,k/∂θ_k`), and `signs` the joints' `s_j` for joint
/// angles (`None` for absolute angles, `T = I`). Allocation-free, in any [`Real`]; one `n × n`
/// product and `O(n²)` otherwise. Not inlined: inside the caller's long straight-line program its
/// loops compiled worse (10-link planar pendulum, `-C target-cpu=native`: `linearize_blocks`
/// 790 ns called, 930 ns inlined).
#[doc(hidden)]
#[inline(never)]
#[allow(clippy::too_many_arguments)]
pub fn __planar_linearize<S: Real, const N: usize>(
    qd: &SVector<S, N>,
    qdd: SVector<S, N>,
    minv: &SMatrix<S, N, N>,
    m: &SMatrix<S, N, N>,
    fp: &SMatrix<S, N, N>,
    dg: &SVector<S, N>,
    signs: Option<&[i8; N]>,
) -> Linearized<N, S> {
    let s: Option<[S; N]> = signs.map(|v| v.map(|x| S::constant(if x < 0 { -1.0 } else { 1.0 })));
    let thd = to_body(s.as_ref(), qd);
    let thdd = to_body(s.as_ref(), &qdd);
    let (mc, fc, ic) = (&m.data.0, &fp.data.0, &minv.data.0);
    // w = g′ − F′ θ̈ + M_θ θ̇², column by column.
    let mut w = dg.data.0[0];
    for l in 0..N {
        let (a, b) = (thd[l] * thd[l], thdd[l]);
        for k in 0..N {
            w[k] += mc[l][k] * a - fc[l][k] * b;
        }
    }
    // −P = −M_θ⁻¹ F′, then −M_θ⁻¹ ∂τ_θ/∂θ and −M_θ⁻¹ ∂τ_θ/∂θ̇ column by column.
    let neg_p = super::products::__neg_mul(minv, fp).data.0;
    let two = S::constant(2.0);
    let (mut dq, mut dqd) = (neg_p, neg_p);
    for j in 0..N {
        let (a, b, c) = (thdd[j], two * thd[j], w[j]);
        for i in 0..N {
            dq[j][i] = neg_p[j][i] * a - ic[j][i] * c;
            dqd[j][i] = neg_p[j][i] * b;
        }
        dq[j][j] += thd[j] * thd[j];
    }
    let mut minv_q = *ic;
    if let Some(s) = &s {
        to_joint(s, &mut dq);
        to_joint(s, &mut dqd);
        inverse_to_joint(s, &mut minv_q);
    }
    let matrix = |c: Columns<S, N>| SMatrix::from_data(nalgebra::ArrayStorage(c));
    Linearized {
        dqdd_dq: matrix(dq),
        dqdd_dqd: matrix(dqd),
        minv: matrix(minv_q),
        qdd,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A symmetric positive definite `M_θ` of `f_kl = a_kl cos(θ_l − θ_k) + b_kl sin(..)` and
    /// its `F′`, `g′` (a planar chain's shapes, numbers arbitrary), at angles `th`.
    fn chain<const N: usize>(
        th: &SVector<f64, N>,
    ) -> (SMatrix<f64, N, N>, SMatrix<f64, N, N>, SVector<f64, N>) {
        let mut m = SMatrix::<f64, N, N>::zeros();
        let mut fp = SMatrix::<f64, N, N>::zeros();
        let mut dg = SVector::<f64, N>::zeros();
        for k in 0..N {
            m[(k, k)] = 3.0 + k as f64;
            dg[k] = 9.81 * (0.7 + 0.1 * k as f64) * th[k].cos();
            for l in k + 1..N {
                let (a, b) = (0.4 / (1 + l - k) as f64, 0.05 * (k as f64 - 1.0));
                let phi = th[l] - th[k];
                m[(k, l)] = a * phi.cos() + b * phi.sin();
                m[(l, k)] = m[(k, l)];
                fp[(k, l)] = -a * phi.sin() + b * phi.cos();
                fp[(l, k)] = -fp[(k, l)];
            }
        }
        (m, fp, dg)
    }

    /// `∂τ/∂θ` and `∂τ/∂θ̇` of `τ_θ = M_θ θ̈ + F′ θ̇² + g_θ` formed entry by entry (the closed
    /// forms per pair of links), then `−M⁻¹ Tᵀ X T` in joint space with `M = Tᵀ M_θ T`, against
    /// the kernel: the same quantity two ways, to rounding (1e-12: entries are O(1), a few
    /// hundred operations each).
    fn agrees<const N: usize>(signs: Option<[i8; N]>) {
        let q = SVector::<f64, N>::from_fn(|i, _| 0.3 + 0.71 * i as f64);
        let qd = SVector::<f64, N>::from_fn(|i, _| 0.5 - 0.37 * i as f64);
        let qdd = SVector::<f64, N>::from_fn(|i, _| -0.2 + 0.13 * i as f64);
        let t = SMatrix::<f64, N, N>::from_fn(|k, j| match &signs {
            None => f64::from(u8::from(k == j)),
            Some(s) if j <= k => f64::from(s[j]),
            Some(_) => 0.0,
        });
        let (th, thd, thdd) = (t * q, t * qd, t * qdd);
        let (m, fp, dg) = chain::<N>(&th);
        let mut x = SMatrix::<f64, N, N>::zeros();
        let mut xv = SMatrix::<f64, N, N>::zeros();
        for k in 0..N {
            x[(k, k)] = dg[k];
            for j in 0..N {
                if j != k {
                    x[(k, j)] = fp[(k, j)] * thdd[j] - m[(k, j)] * thd[j] * thd[j];
                    x[(k, k)] -= x[(k, j)];
                    xv[(k, j)] = 2.0 * fp[(k, j)] * thd[j];
                }
            }
        }
        let mq = t.transpose() * m * t;
        let mq_inv = mq.try_inverse().expect("positive definite");
        let want_dq = -(mq_inv * t.transpose() * x * t);
        let want_dqd = -(mq_inv * t.transpose() * xv * t);
        let minv = m.try_inverse().expect("positive definite");
        let got = __planar_linearize(&qd, qdd, &minv, &m, &fp, &dg, signs.as_ref());
        let close = |a: &SMatrix<f64, N, N>, b: &SMatrix<f64, N, N>| (a - b).amax() < 1e-12;
        assert!(
            close(&got.dqdd_dq, &want_dq),
            "{}\n{}",
            got.dqdd_dq,
            want_dq
        );
        assert!(close(&got.dqdd_dqd, &want_dqd));
        assert!(close(&got.minv, &mq_inv));
        assert_eq!(got.qdd, qdd);
    }

    #[test]
    fn agrees_with_the_joint_space_products() {
        agrees::<1>(None);
        agrees::<1>(Some([-1]));
        agrees::<2>(Some([1, -1]));
        agrees::<3>(None);
        agrees::<5>(Some([1, 1, -1, 1, -1]));
        agrees::<10>(Some([1; 10]));
        agrees::<10>(None);
    }

    #[test]
    fn f32_agrees_with_f64() {
        let qd = SVector::<f64, 3>::new(0.4, -0.3, 0.9);
        let qdd = SVector::<f64, 3>::new(0.1, 0.2, -0.6);
        let (m, fp, dg) = chain::<3>(&SVector::<f64, 3>::new(0.2, 0.5, -0.4));
        let minv = m.try_inverse().expect("positive definite");
        let signs = Some(&[1i8, -1, 1]);
        let a = __planar_linearize(&qd, qdd, &minv, &m, &fp, &dg, signs);
        let b = __planar_linearize(
            &qd.cast::<f32>(),
            qdd.cast::<f32>(),
            &minv.cast::<f32>(),
            &m.cast::<f32>(),
            &fp.cast::<f32>(),
            &dg.cast::<f32>(),
            signs,
        );
        // f32 carries 2⁻²⁴ ≈ 6e-8 relative: 1e-5 on O(1) entries after a few dozen operations.
        assert!((a.dqdd_dq - b.dqdd_dq.cast::<f64>()).amax() < 1e-5);
        assert!((a.minv - b.minv.cast::<f64>()).amax() < 1e-5);
    }
}
