//! The numerical rank of a sampled regressor and the columns that lead its base parameters: the
//! one gap rule of the runtime's `BaseParameters::detect` and of the code generator's
//! build-time base parameters.
//!
//! A regressor `Y(q, q̇, q̈)` stacked at random states, `W = [Y(s_1); …; Y(s_K)]`, is decided
//! column by column and singular value by singular value, each quantity relative to its scale:
//!
//! * a column whose norm, times its parameter's natural scale ([`natural_scales`]: `1`, `L` and
//!   `L²` for a mass, a first moment and an inertia, `L` the chain's characteristic length, so
//!   that every column is a torque of the same order for a body of that size), is at most
//!   [`RANK_DROP`] of the largest so scaled acts on no torque (rounding: its parameter is not
//!   identifiable); every other column acts, however small, and the singular values below
//!   decide whether it is independent (a column that is small but points where no other does,
//!   as the gravity torque that a decimal `1.57079` for π/2 lets a pan axis feel, is the
//!   regressor's numeric rank as Pinocchio counts it);
//! * the acting columns, each scaled to unit norm (so that the rule depends neither on the
//!   parameters' units nor on the chain's size), have singular values `σ_1 ≥ σ_2 ≥ …`: those of at least
//!   `RANK_KEEP · σ_1` are kept, those of at most `RANK_DROP · σ_1` dropped; the rank `P` is the
//!   number kept;
//! * the columns that lead the base parameters are chosen by QR with column pivoting on the
//!   scaled columns ([`Order`]); a column's remaining norm (the sine of its angle to the span of
//!   the columns chosen before it) is kept or dropped by the same two thresholds, and the number
//!   chosen must be `P`;
//! * the chosen columns, scaled, must have all their singular values kept (a condition number
//!   of at most `1 / RANK_KEEP`).
//!
//! Anything between the two thresholds is [`RankGap`], an error: there the samples cannot tell
//! a dependency from an independence. Rounding in a robot description's decimals sits below
//! `RANK_DROP` (an angle written as `3.14159265359`, 2e-12 from π, gives singular values of
//! about 1e-12 of the largest; a tilt of `6.12323e-17`, 1e-17), the real independences of robot
//! chains above `RANK_KEEP` (1e-2 and more on the arms of the tests), and a geometry within
//! about 1e-6 of a more degenerate one (`1.5708` where two axes are meant to be parallel) in
//! between.

use std::fmt;

/// Relative size at or above which a column norm, a singular value or a pivot is kept.
pub const RANK_KEEP: f64 = 1e-5;

/// Relative size at or below which a column norm, a singular value or a pivot is dropped.
pub const RANK_DROP: f64 = 1e-10;

/// How the columns that lead the base parameters are chosen among the independent ones.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Order {
    /// A column leads when it is not a combination of the columns before it in the standard
    /// order (Gautier 1990; Gautier & Khalil 1990's grouping rules).
    Standard,
    /// The largest remaining norm first (Businger–Golub pivoting).
    LargestNorm,
}

/// Which quantity fell between the two thresholds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GapKind {
    /// Singular value number `index` (from 0, descending) of the scaled columns, relative to
    /// the largest.
    SingularValue,
    /// The remaining norm of column `index` when the leading columns were chosen.
    Pivot,
    /// The smallest singular value of the chosen columns, relative to their largest.
    Chosen,
}

/// Why the rule could not decide.
#[derive(Debug, Clone, PartialEq)]
pub enum RankGap {
    /// A quantity between [`RANK_DROP`] and [`RANK_KEEP`] of its scale.
    Ambiguous {
        /// What it is.
        kind: GapKind,
        /// Its column or position.
        index: usize,
        /// Its relative size.
        relative: f64,
    },
    /// The pivoted QR chose another number of columns than the singular values kept.
    RankMismatch {
        /// Singular values kept.
        singular_values: usize,
        /// Columns chosen.
        chosen: usize,
    },
    /// An entry of the matrix is NaN or infinite (column-major index).
    NonFinite {
        /// Its index, column-major.
        index: usize,
    },
}

/// What a [`RankGap::Ambiguous`] usually means, and the remedy.
pub const GAP_HINT: &str = "the geometry is within a small distance of one with other \
                            dependencies (a decimal such as 1.5708 for π/2 where two axes are \
                            meant to be parallel): write such angles and axes exactly";

impl RankGap {
    /// The gap in words, columns called by `names` where it names one (their indices when
    /// `names` is too short).
    pub fn describe(&self, names: &[String]) -> String {
        let column = |j: usize| match names.get(j) {
            Some(name) => format!("column {j} (`{name}`)"),
            None => format!("column {j}"),
        };
        match self {
            RankGap::Ambiguous {
                kind,
                index,
                relative,
            } => {
                let what = match kind {
                    GapKind::SingularValue => format!(
                        "singular value {} of the unit-norm columns is {relative:.1e} of the \
                         largest",
                        index + 1
                    ),
                    GapKind::Pivot => format!(
                        "the part of {} outside the columns chosen before it is {relative:.1e} \
                         of its norm",
                        column(*index)
                    ),
                    GapKind::Chosen => format!(
                        "the smallest singular value of the chosen unit-norm columns is \
                         {relative:.1e} of the largest"
                    ),
                };
                format!(
                    "{what}, between the rank rule's thresholds {RANK_DROP:e} (dropped) and \
                     {RANK_KEEP:e} (kept); {GAP_HINT}"
                )
            }
            RankGap::RankMismatch {
                singular_values,
                chosen,
            } => format!(
                "the singular values keep {singular_values} columns but the pivoted QR chose \
                 {chosen}"
            ),
            RankGap::NonFinite { index } => {
                format!("entry {index} (column-major) is NaN or infinite")
            }
        }
    }
}

impl fmt::Display for RankGap {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.describe(&[]))
    }
}

impl std::error::Error for RankGap {}

/// How a relative size is classed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Class {
    /// At or above [`RANK_KEEP`].
    Kept,
    /// At or below [`RANK_DROP`].
    Dropped,
    /// In between.
    Ambiguous,
}

/// The class of a relative size (NaN is ambiguous).
pub fn classify(relative: f64) -> Class {
    if relative >= RANK_KEEP {
        Class::Kept
    } else if relative <= RANK_DROP {
        Class::Dropped
    } else {
        Class::Ambiguous
    }
}

/// The base columns of a sampled regressor.
#[derive(Debug, Clone, PartialEq)]
pub struct BaseColumns {
    /// The columns that lead the base parameters, ascending (`P` of them).
    pub independent: Vec<usize>,
    /// The columns that act on no torque (norm dropped).
    pub zero: Vec<usize>,
    /// `β`, row-major `P × columns`: base parameter `k` is `Σ_j β[k][j] π_j`, `1` at its own
    /// column, `0` at the others that lead and at the zero columns.
    pub beta: Vec<f64>,
    /// The smallest kept singular value of the scaled columns, relative to the largest (1 when
    /// none is kept).
    pub smallest_kept: f64,
    /// The largest dropped singular value, relative to the largest (0 when none is dropped).
    pub largest_dropped: f64,
    /// The condition number of the chosen columns, scaled to unit norm.
    pub condition: f64,
}

/// The column norms of a column-major `rows × cols` matrix.
fn column_norms(a: &[f64], rows: usize) -> Vec<f64> {
    a.chunks(rows.max(1)).map(norm).collect()
}

/// The Euclidean norm, scaled so that it neither overflows nor underflows.
fn norm(x: &[f64]) -> f64 {
    let scale = x.iter().fold(0.0f64, |m, v| m.max(v.abs()));
    if scale == 0.0 || !scale.is_finite() {
        return scale;
    }
    scale * x.iter().map(|v| (v / scale).powi(2)).sum::<f64>().sqrt()
}

/// The singular values of a column-major `rows × cols` matrix, descending: Householder QR to a
/// square triangle, then one-sided Jacobi rotations (Hestenes) until every pair of columns is
/// orthogonal to rounding. Accurate for small singular values relative to the matrix.
pub fn singular_values(a: &[f64], rows: usize, cols: usize) -> Vec<f64> {
    if rows == 0 || cols == 0 {
        return Vec::new();
    }
    // R (k × cols, column-major, k = min(rows, cols)) of A = Q R.
    let k = rows.min(cols);
    let mut m = a.to_vec();
    householder(&mut m, rows, cols);
    let mut r: Vec<f64> = (0..cols)
        .flat_map(|j| (0..k).map(move |i| (i, j)))
        .map(|(i, j)| if i <= j { m[j * rows + i] } else { 0.0 })
        .collect();
    let squared = |r: &[f64], j: usize| r[j * k..(j + 1) * k].iter().map(|x| x * x).sum::<f64>();
    for _sweep in 0..80 {
        let mut rotated = false;
        // The columns' squared norms, exact at the start of each sweep and updated by each
        // rotation within it.
        let mut norms2: Vec<f64> = (0..cols).map(|j| squared(&r, j)).collect();
        for p in 0..cols {
            for q in p + 1..cols {
                let (cp, cq) = (&r[p * k..(p + 1) * k], &r[q * k..(q + 1) * k]);
                let (alpha, beta) = (norms2[p], norms2[q]);
                let gamma: f64 = cp.iter().zip(cq).map(|(x, y)| x * y).sum();
                if gamma == 0.0 || gamma.abs() <= f64::EPSILON * (alpha * beta).sqrt() {
                    continue;
                }
                rotated = true;
                let zeta = (beta - alpha) / (2.0 * gamma);
                // tan of the rotation angle, the smaller root (1 / (2ζ) where ζ² would overflow).
                let t = if zeta.abs() > 1e150 {
                    0.5 / zeta
                } else {
                    zeta.signum() / (zeta.abs() + (1.0 + zeta * zeta).sqrt())
                };
                let c = 1.0 / (1.0 + t * t).sqrt();
                let s = c * t;
                for i in 0..k {
                    let (x, y) = (r[p * k + i], r[q * k + i]);
                    r[p * k + i] = c * x - s * y;
                    r[q * k + i] = s * x + c * y;
                }
                // The rotation zeroes γ and moves t γ from one squared norm to the other.
                norms2[p] = (alpha - t * gamma).max(0.0);
                norms2[q] = beta + t * gamma;
            }
        }
        if !rotated {
            break;
        }
    }
    let mut sigma: Vec<f64> = r.chunks(k).map(norm).collect();
    sigma.sort_by(|a, b| b.total_cmp(a));
    sigma.truncate(k);
    sigma
}

/// Householder QR of the column-major `rows × cols` matrix `m` in place, columns in order (R
/// in the upper triangle).
fn householder(m: &mut [f64], rows: usize, cols: usize) {
    for k in 0..rows.min(cols) {
        householder_step(m, rows, cols, k, k);
    }
}

/// QR with column pivoting of the column-major `rows × cols` matrix `m` (columns of unit norm),
/// in place: at each step the remaining norms are recomputed; the next column is the first in
/// the original order (`Order::Standard`) or the largest (`Order::LargestNorm`) among those
/// whose remaining norm is not dropped, and it must be kept. Returns the permutation (`perm[k]`
/// is the original index of the column at position `k`) and the number chosen.
fn pivoted_qr(
    m: &mut [f64],
    rows: usize,
    cols: usize,
    order: Order,
) -> Result<(Vec<usize>, usize), RankGap> {
    let mut perm: Vec<usize> = (0..cols).collect();
    let mut k = 0;
    while k < rows.min(cols) {
        let remaining: Vec<f64> = (k..cols)
            .map(|j| norm(&m[j * rows + k..(j + 1) * rows]))
            .collect();
        let candidates = (0..remaining.len()).filter(|&c| classify(remaining[c]) != Class::Dropped);
        let pick = match order {
            Order::Standard => candidates.min_by_key(|&c| perm[k + c]),
            Order::LargestNorm => candidates.max_by(|&x, &y| remaining[x].total_cmp(&remaining[y])),
        };
        let Some(c) = pick else { break };
        if classify(remaining[c]) == Class::Ambiguous {
            return Err(RankGap::Ambiguous {
                kind: GapKind::Pivot,
                index: perm[k + c],
                relative: remaining[c],
            });
        }
        perm.swap(k, k + c);
        householder_step(m, rows, cols, k, k + c);
        k += 1;
    }
    Ok((perm, k))
}

/// One step of [`pivoted_qr`]: swap columns `k` and `c`, reflect column `k` onto `e_k` and apply
/// the reflector to the columns after it.
fn householder_step(m: &mut [f64], rows: usize, cols: usize, k: usize, c: usize) {
    if c != k {
        for i in 0..rows {
            m.swap(k * rows + i, c * rows + i);
        }
    }
    let s = norm(&m[k * rows + k..(k + 1) * rows]);
    if s == 0.0 {
        return;
    }
    let x0 = m[k * rows + k];
    let alpha = if x0 >= 0.0 { -s } else { s };
    let mut u: Vec<f64> = m[k * rows + k..(k + 1) * rows].to_vec();
    u[0] -= alpha;
    let uu: f64 = u.iter().map(|x| x * x).sum();
    if uu > 0.0 {
        for j in k + 1..cols {
            let col = &mut m[j * rows + k..(j + 1) * rows];
            let f = 2.0 * u.iter().zip(col.iter()).map(|(a, b)| a * b).sum::<f64>() / uu;
            for (x, ui) in col.iter_mut().zip(&u) {
                *x -= f * ui;
            }
        }
    }
    m[k * rows + k] = alpha;
    for i in k + 1..rows {
        m[k * rows + i] = 0.0;
    }
}

/// The natural scale of each column of a regressor of `dof` bodies in the standard layout
/// (`m, mc_x, mc_y, mc_z, I_xx, I_xy, I_yy, I_xz, I_yz, I_zz` per body, then, with
/// `joint_terms`, `armature, damping, friction` per joint): `1`, `L`, `L²` and `L²` for a mass,
/// a first moment, an inertia and a joint term, `L = length` the chain's characteristic length
/// ([`characteristic_length`]). A parameter of a body of that size times its column is then a
/// torque of the same order whatever its kind, so the columns compare in one unit when the
/// chain is scaled (lengths by 1e-3 or 1e3: the same decisions).
pub fn natural_scales(dof: usize, joint_terms: bool, length: f64) -> Vec<f64> {
    let l = if length.is_finite() && length > 0.0 {
        length
    } else {
        1.0
    };
    let body = [1.0, l, l, l, l * l, l * l, l * l, l * l, l * l, l * l];
    let mut out: Vec<f64> = (0..dof).flat_map(|_| body).collect();
    if joint_terms {
        out.extend(std::iter::repeat_n(l * l, 3 * dof));
    }
    out
}

/// A chain's characteristic length for [`natural_scales`]: the largest norm among its joints'
/// offsets and its bodies' centres of mass (`offsets`), 1 when there is none or all are zero.
pub fn characteristic_length(offsets: impl IntoIterator<Item = [f64; 3]>) -> f64 {
    let l = offsets
        .into_iter()
        .map(|v| v.iter().map(|x| x * x).sum::<f64>().sqrt())
        .filter(|x| x.is_finite())
        .fold(0.0f64, f64::max);
    if l > 0.0 {
        l
    } else {
        1.0
    }
}

/// The base columns of the column-major `rows × cols` matrix `w` (the regressor stacked at
/// random states, at least as many rows as columns for a meaningful answer) by the gap rule of
/// the module documentation, the columns' natural scales `scales` ([`natural_scales`]; all 1
/// for columns in one unit), the leading columns chosen in `order`.
pub fn base_columns(
    w: &[f64],
    rows: usize,
    cols: usize,
    order: Order,
    scales: &[f64],
) -> Result<BaseColumns, RankGap> {
    if let Some(index) = w.iter().position(|x| !x.is_finite()) {
        return Err(RankGap::NonFinite { index });
    }
    let norms = column_norms(w, rows);
    let scaled_norm = |j: usize| norms[j] * scales.get(j).copied().unwrap_or(1.0);
    let largest = (0..norms.len()).fold(0.0f64, |m, j| m.max(scaled_norm(j)));
    let (zero, acting): (Vec<usize>, Vec<usize>) =
        (0..norms.len()).partition(|&j| largest == 0.0 || scaled_norm(j) <= RANK_DROP * largest);
    // The acting columns at unit norm.
    let scaled: Vec<f64> = acting
        .iter()
        .flat_map(|&j| {
            let n = norms[j];
            w[j * rows..(j + 1) * rows].iter().map(move |x| x / n)
        })
        .collect();
    let m = acting.len();
    let sigma = singular_values(&scaled, rows, m);
    let first = sigma.first().copied().unwrap_or(0.0);
    let (mut kept, mut smallest_kept, mut largest_dropped) = (0, 1.0f64, 0.0f64);
    for (i, &s) in sigma.iter().enumerate() {
        let relative = if first > 0.0 { s / first } else { 0.0 };
        match classify(relative) {
            Class::Kept => {
                kept += 1;
                smallest_kept = smallest_kept.min(relative);
            }
            Class::Dropped => largest_dropped = largest_dropped.max(relative),
            Class::Ambiguous => {
                return Err(RankGap::Ambiguous {
                    kind: GapKind::SingularValue,
                    index: i,
                    relative,
                })
            }
        }
    }
    let mut factor = scaled.clone();
    let (perm, chosen) = pivoted_qr(&mut factor, rows, m, order)?;
    if chosen != kept {
        return Err(RankGap::RankMismatch {
            singular_values: kept,
            chosen,
        });
    }
    // The chosen columns' conditioning.
    let picked: Vec<f64> = perm[..chosen]
        .iter()
        .flat_map(|&c| scaled[c * rows..(c + 1) * rows].iter().copied())
        .collect();
    let s = singular_values(&picked, rows, chosen);
    let condition = match (s.first(), s.last()) {
        (Some(&hi), Some(&lo)) if lo > 0.0 => hi / lo,
        (Some(_), Some(_)) => f64::INFINITY,
        _ => 1.0,
    };
    if let (Some(&hi), Some(&lo)) = (s.first(), s.last()) {
        if classify(lo / hi) != Class::Kept {
            return Err(RankGap::Ambiguous {
                kind: GapKind::Chosen,
                index: 0,
                relative: lo / hi,
            });
        }
    }
    // β in the scaled, pivoted columns: [1, R₁₁⁻¹ R₁₂], back-substituted column by column.
    let p = chosen;
    let r = |i: usize, j: usize| factor[j * rows + i];
    let mut beta = vec![0.0; p * cols];
    for (pos, &c) in perm[..p].iter().enumerate() {
        beta[pos * cols + acting[c]] = 1.0;
    }
    for d in p..m {
        // x = R₁₁⁻¹ r_d, then unscaled: column j = Σ_k w_lead_k (n_j / n_lead_k) x_k.
        let mut x = vec![0.0; p];
        for i in (0..p).rev() {
            let mut v = r(i, d);
            for (t, xt) in x.iter().enumerate().skip(i + 1) {
                v -= r(i, t) * xt;
            }
            x[i] = v / r(i, i);
        }
        let j = acting[perm[d]];
        for (pos, xk) in x.iter().enumerate() {
            let lead = acting[perm[pos]];
            beta[pos * cols + j] = xk * norms[j] / norms[lead];
        }
    }
    // Rows in ascending order of their leading column.
    let mut rows_order: Vec<usize> = (0..p).collect();
    rows_order.sort_by_key(|&pos| acting[perm[pos]]);
    let independent: Vec<usize> = rows_order.iter().map(|&pos| acting[perm[pos]]).collect();
    let beta: Vec<f64> = rows_order
        .iter()
        .flat_map(|&pos| beta[pos * cols..(pos + 1) * cols].iter().copied())
        .collect();
    if let Some(index) = beta.iter().position(|x| !x.is_finite()) {
        return Err(RankGap::NonFinite { index });
    }
    Ok(BaseColumns {
        independent,
        zero,
        beta,
        smallest_kept,
        largest_dropped,
        condition,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::SplitMix64;

    /// A column-major matrix from columns.
    fn matrix(columns: &[Vec<f64>]) -> Vec<f64> {
        columns.iter().flatten().copied().collect()
    }

    fn random(rng: &mut SplitMix64, n: usize) -> Vec<f64> {
        (0..n).map(|_| rng.symmetric()).collect()
    }

    #[test]
    fn singular_values_of_a_diagonal_and_of_a_rotated_matrix() {
        // diag(3, 2, 1e-13) in 5 rows: exact to a few ulps, the small one relative to itself.
        let a = matrix(&[
            vec![3.0, 0.0, 0.0, 0.0, 0.0],
            vec![0.0, 2.0, 0.0, 0.0, 0.0],
            vec![0.0, 0.0, 1e-13, 0.0, 0.0],
        ]);
        let s = singular_values(&a, 5, 3);
        assert!((s[0] - 3.0).abs() < 1e-15 && (s[1] - 2.0).abs() < 1e-15);
        assert!((s[2] - 1e-13).abs() < 1e-27, "{s:?}");
        // The same rotated by a Givens rotation in rows 0, 2 and columns mixed by an
        // orthogonal 2 × 2: the singular values do not change (1e-15 absolute, and the small
        // one to 1e-15 absolute, i.e. rounding of the large ones).
        let (c, sn) = (0.6, 0.8);
        let b = matrix(&[
            vec![3.0 * c, 0.0, 3.0 * sn, 0.0, 0.0],
            vec![0.0, 2.0, 0.0, 0.0, 0.0],
            vec![-1e-13 * sn, 0.0, 1e-13 * c, 0.0, 0.0],
        ]);
        let t = singular_values(&b, 5, 3);
        assert!((t[0] - 3.0).abs() < 1e-15 && (t[2] - 1e-13).abs() < 1e-15);
    }

    #[test]
    fn the_gap_rule_keeps_drops_and_refuses_in_between() {
        let mut rng = SplitMix64(7);
        let (rows, a, b) = (40, random(&mut rng, 40), random(&mut rng, 40));
        let (c, d) = (random(&mut rng, 40), random(&mut rng, 40));
        // 2 a − 0.5 b + eps d (d is in no other column).
        let combine = |eps: f64| -> Vec<f64> {
            a.iter()
                .zip(&b)
                .zip(&d)
                .map(|((x, y), z)| 2.0 * x - 0.5 * y + eps * z)
                .collect()
        };
        // Column 2 = 2 a − 0.5 b exactly (to rounding): dependent; column 3 is zero.
        let exact = matrix(&[
            a.clone(),
            b.clone(),
            combine(0.0),
            vec![0.0; rows],
            c.clone(),
        ]);
        let base = base_columns(&exact, rows, 5, Order::Standard, &[]).unwrap();
        assert_eq!(base.independent, vec![0, 1, 4]);
        assert_eq!(base.zero, vec![3]);
        // β: b_0 = π_0 + 2 π_2, b_1 = π_1 − 0.5 π_2 (rounding of a QR of unit columns: 1e-14).
        assert!((base.beta[2] - 2.0).abs() < 1e-14 && (base.beta[5 + 2] + 0.5).abs() < 1e-14);
        assert_eq!(base.beta[4], 0.0);
        // Independent through 1e-13 (rounding in a decimal): dropped, the same base.
        let rounding = matrix(&[a.clone(), b.clone(), combine(1e-13), c.clone()]);
        let base = base_columns(&rounding, rows, 4, Order::Standard, &[]).unwrap();
        assert_eq!(base.independent, vec![0, 1, 3]);
        // Through 1e-2: kept.
        let real = matrix(&[a.clone(), b.clone(), combine(1e-2), c.clone()]);
        let base = base_columns(&real, rows, 4, Order::LargestNorm, &[]).unwrap();
        assert_eq!(base.independent, vec![0, 1, 2, 3]);
        // Through 1e-7: neither, an error naming the singular value.
        let between = matrix(&[a.clone(), b.clone(), combine(1e-7), c.clone()]);
        match base_columns(&between, rows, 4, Order::Standard, &[]) {
            Err(RankGap::Ambiguous {
                kind: GapKind::SingularValue,
                index: 3,
                relative,
            }) => assert!(relative > RANK_DROP && relative < RANK_KEEP),
            other => panic!("{other:?}"),
        }
        // A column of 1e-7 of the largest norm that points where no other does: it acts, and
        // leads a base parameter; at 1e-11 of it, rounding: it acts on no torque. The same
        // column judged at its natural scale (1e4 times larger, a first moment of a chain 1e4
        // long beside a mass) acts again.
        let small = matrix(&[a.clone(), c.iter().map(|x| 1e-7 * x).collect()]);
        let base = base_columns(&small, rows, 2, Order::Standard, &[]).unwrap();
        assert_eq!((base.independent, base.zero), (vec![0, 1], vec![]));
        let tiny = matrix(&[a.clone(), c.iter().map(|x| 1e-11 * x).collect()]);
        let base = base_columns(&tiny, rows, 2, Order::Standard, &[]).unwrap();
        assert_eq!((base.independent, base.zero), (vec![0], vec![1]));
        let base = base_columns(&tiny, rows, 2, Order::Standard, &[1.0, 1e4]).unwrap();
        assert_eq!(base.independent, vec![0, 1]);
        // NaN: refused.
        let mut nan = exact.clone();
        nan[3] = f64::NAN;
        assert_eq!(
            base_columns(&nan, rows, 5, Order::Standard, &[]),
            Err(RankGap::NonFinite { index: 3 })
        );
    }

    #[test]
    fn natural_scales_follow_the_parameters_units() {
        let s = natural_scales(2, true, 0.5);
        assert_eq!(s.len(), 26);
        assert_eq!(&s[..4], &[1.0, 0.5, 0.5, 0.5]);
        assert!(s[4..10].iter().all(|&x| x == 0.25));
        assert!(s[20..].iter().all(|&x| x == 0.25));
        assert_eq!(characteristic_length([[0.0; 3], [3.0, 4.0, 0.0]]), 5.0);
        assert_eq!(characteristic_length([[0.0; 3]]), 1.0);
    }

    #[test]
    fn beta_reproduces_the_columns_in_their_units() {
        // Columns 1e4 apart in scale (kg, kg m, kg m²): the rule scales them away.
        let mut rng = SplitMix64(11);
        let rows = 30;
        let a: Vec<f64> = random(&mut rng, rows).iter().map(|x| 1e2 * x).collect();
        let b: Vec<f64> = random(&mut rng, rows).iter().map(|x| 1e-2 * x).collect();
        let d: Vec<f64> = a.iter().zip(&b).map(|(x, y)| 0.25 * x + 4e3 * y).collect();
        let w = matrix(&[d.clone(), a.clone(), b.clone()]);
        for order in [Order::Standard, Order::LargestNorm] {
            let base = base_columns(&w, rows, 3, order, &[]).unwrap();
            assert_eq!(base.independent.len(), 2);
            // W π = W_b β π for a random π: 1e-12 relative to the terms' size.
            let pi = random(&mut rng, 3);
            for i in 0..rows {
                let full: f64 = (0..3).map(|j| w[j * rows + i] * pi[j]).sum();
                let scale: f64 = (0..3).map(|j| (w[j * rows + i] * pi[j]).abs()).sum();
                let reduced: f64 = base
                    .independent
                    .iter()
                    .enumerate()
                    .map(|(k, &lead)| {
                        let pb: f64 = (0..3).map(|j| base.beta[k * 3 + j] * pi[j]).sum();
                        w[lead * rows + i] * pb
                    })
                    .sum();
                assert!((full - reduced).abs() <= 1e-12 * scale, "{order:?}");
            }
        }
        // The standard order keeps the first two columns.
        let base = base_columns(&w, rows, 3, Order::Standard, &[]).unwrap();
        assert_eq!(base.independent, vec![0, 1]);
    }
}
