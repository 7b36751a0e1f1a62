//! The final products `−M⁻¹ ∂τ/∂(q, q̇)` of every generated linearization: `−A B` for dense
//! fixed-size square matrices, allocation-free, in any [`Real`]. Used by `#[derive(Dynamics)]`;
//! not part of the API.
//!
//! Every entry is the same sum in every type and on every path: `s ← a_ik · b_kj + s` over `k`
//! from 0, from `s = 0`, with [`Real::mul_add_fast`] (fused where the target has the
//! instruction), then negated. So a matrix of lanes gives, lane by lane, the bits of the scalar
//! products, whichever kernel each takes.

use crate::api::scalar::Real;
use nalgebra::SMatrix;

/// `−A B` for `n × n` matrices (see the module's documentation for the sums).
///
/// Two kernels, the same sums:
/// - `f64` and `f32` matrices of 5 to 64 rows, where the target has 256-bit vectors
///   (`target_feature = "avx"`, e.g. `-C target-cpu=native` on a current x86-64) and the crate
///   its `std` feature: each column of the result by blocks of four rows held in simba's
///   four-lane vectors ([`WideF64x4`](simba::simd::WideF64x4),
///   [`WideF32x4`](simba::simd::WideF32x4)), one accumulator per block. Measured (2-core AMD
///   EPYC, `-C target-cpu=native`, 2026-11-26) against the other kernel in the same build:
///   `7 × 7` 65 → 24 ns, `10 × 10` 190 → 86 ns, `20 × 20` 560 → 460 ns, `30 × 30` 2.06 →
///   1.98 µs; the Panda's linearize 1,065 → 925 ns, the 7-link planar chain's 393 → 340 ns.
///   Without 256-bit vectors (a default x86-64 build) it measured no better overall (`30 × 30`
///   5.4 against 3.7 µs; the Panda's and the 10-link planar chain's linearize unchanged, the
///   7-link chain's 469 → 420 ns), so it is not taken there.
/// - Otherwise, two columns of the result at a time, each over whole columns of `A`. Measured
///   (same machine, default build): `7 × 7` 88 → 68 ns and `10 × 10` 142 → 129 ns with the
///   padding below; nalgebra's `−(A * B)` takes 261 ns at `10 × 10`. Up to 4 rows padding
///   measured slower (the double pendulum's linearize 39 → 43 ns).
///
/// From 5 to 16 rows both first copy `A`'s columns into columns padded with zeros to a
/// multiple of four entries, so that the inner loops run over whole vectors (the padding rows
/// are computed and dropped). Not for types of SIMD lanes, whose entries are vectors already:
/// there the padding only adds rows and copies.
#[doc(hidden)]
#[inline]
pub fn __neg_mul<S: Real, const N: usize>(
    a: &SMatrix<S, N, N>,
    b: &SMatrix<S, N, N>,
) -> SMatrix<S, N, N> {
    // `N` and the target are constants, the type tests fold: one branch remains.
    #[cfg(feature = "std")]
    if cfg!(target_feature = "avx") && (5..=MAX_LANE_ROWS).contains(&N) {
        use simba::simd::{WideF32x4, WideF64x4};
        if let Some(r) = by_lanes::<S, f64, WideF64x4, N>(a, b) {
            return r;
        }
        if let Some(r) = by_lanes::<S, f32, WideF32x4, N>(a, b) {
            return r;
        }
    }
    // Padded for scalars only: an entry of a type of lanes is a vector already.
    let scalar = S::LANES == 1;
    match N {
        5..=8 if scalar => neg_mul_columns::<S, N, 8>(&padded(a), b),
        9..=12 if scalar => neg_mul_columns::<S, N, 12>(&padded(a), b),
        13..=16 if scalar => neg_mul_columns::<S, N, 16>(&padded(a), b),
        _ => neg_mul_columns(&a.data.0, b),
    }
}

/// `out`'s diagonal block of `B` rows from row `at` set to `−A B` of `a`'s and `b`'s blocks
/// there ([`__neg_mul`] on the blocks, the same sums): the product of matrices that are block
/// diagonal with the same blocks, one call per block, for a tree whose subtrees on the base are
/// independent. Entries outside the blocks are left as they are.
///
/// # Panics
/// If the block does not fit (`at + B > N`); the generated code calls it with blocks that do.
#[doc(hidden)]
#[inline]
pub fn __neg_mul_block<S: Real, const N: usize, const B: usize>(
    a: &SMatrix<S, N, N>,
    b: &SMatrix<S, N, N>,
    at: usize,
    out: &mut SMatrix<S, N, N>,
) {
    // Column by column (column-major storage): nalgebra's strided views copy entry by entry,
    // measured 4x slower than the product itself at 9 rows.
    let block = |m: &SMatrix<S, N, N>| {
        let mut c = [[S::constant(0.0); B]; B];
        for (j, cj) in c.iter_mut().enumerate() {
            cj.copy_from_slice(&m.data.0[at + j][at..at + B]);
        }
        SMatrix::<S, B, B>::from_data(nalgebra::ArrayStorage(c))
    };
    let r = __neg_mul(&block(a), &block(b));
    for (j, rj) in r.data.0.iter().enumerate() {
        out.data.0[at + j][at..at + B].copy_from_slice(rj);
    }
}

/// [`__neg_mul_block`] with `X` read in place: `x` holds its `N × N` entries row by row (the
/// generated program's outputs as they are), so no matrix is built from them and no block is
/// copied out. The same sums (`s ← a_ik · x_kj + s` over the block's rows `k` ascending, from
/// `s = 0`, with [`Real::mul_add_fast`], then negated), so the same bits in every number type.
///
/// # Panics
/// If the block does not fit (`at + B > N`) or `x` holds fewer than `N × N` entries; the
/// generated code calls it with blocks and slices that do.
#[doc(hidden)]
#[inline(never)]
pub fn __neg_mul_block_rows<S: Real, const N: usize, const B: usize>(
    a: &SMatrix<S, N, N>,
    x: &[S],
    at: usize,
    out: &mut SMatrix<S, N, N>,
) {
    assert!(at + B <= N, "the block ends beyond the matrix");
    let (rows, _) = x.as_chunks::<N>();
    let rows: &[[S; N]; N] = rows
        .get(..N)
        .and_then(|r| r.try_into().ok())
        .expect("`x` holds the N × N entries");
    let xc = |j: usize, k: usize| rows[k][j];
    let mut j = at;
    while j < at + B {
        let g = GROUP.min(at + B - j);
        match g {
            3 => columns::<S, N, B, 3>(&a.data.0, &xc, [at..at + B, 0..0], at, j, &mut out.data.0),
            2 => columns::<S, N, B, 2>(&a.data.0, &xc, [at..at + B, 0..0], at, j, &mut out.data.0),
            _ => columns::<S, N, B, 1>(&a.data.0, &xc, [at..at + B, 0..0], at, j, &mut out.data.0),
        }
        j += g;
    }
}

/// Columns `j .. j + G` of `−A X` on the rows `at .. at + R` into `r` (column-major): each
/// entry the sum `s ← a_ik · x_kj + s` over the `k` of the two ranges in order, from `s = 0`, then
/// negated; `ac` holds `A`'s columns, `xc(j, k)` is `x_kj`. Each of `A`'s columns is loaded once
/// for the `G` columns.
#[inline(always)]
fn columns<S: Real, const N: usize, const R: usize, const G: usize>(
    ac: &[[S; N]; N],
    xc: &impl Fn(usize, usize) -> S,
    ks: [core::ops::Range<usize>; 2],
    at: usize,
    j: usize,
    r: &mut [[S; N]; N],
) {
    let zero = S::constant(0.0);
    let mut acc = [[zero; R]; G];
    for range in ks {
        for k in range {
            let m = &ac[k][at..at + R];
            for (g, acc) in acc.iter_mut().enumerate() {
                let x = xc(j + g, k);
                for i in 0..R {
                    acc[i] = m[i].mul_add_fast(x, acc[i]);
                }
            }
        }
    }
    for (g, acc) in acc.iter().enumerate() {
        for i in 0..R {
            r[j + g][at + i] = -acc[i];
        }
    }
}

/// Columns of the same rows summed together by the products that read the program's outputs in
/// place: three (a leg of three joints, a floating base's six in two groups) where the target
/// has 32 vector registers (AVX-512), two otherwise. Measured on Solo12's linearization (2-core
/// Intel Xeon, 2026-11-27, against two columns, interleaved): three columns 1–2 % faster with
/// `-C target-cpu=native`, 2.5 % slower in a default build.
const GROUP: usize = if cfg!(target_feature = "avx512f") {
    3
} else {
    2
};

/// `−M⁻¹ X` for a floating base's linearization (`N = 6 + n` velocity coordinates, the base's
/// six first), over the structural zeros of `X = ∂τ/∂(q, v)`: a joint's column is zero outside
/// the base's rows and its own subtree of the base (`legs`: each independent subtree of the
/// joints, `(first joint, joints)`; the base's rows and columns are dense), so column `j ≥ 6`
/// sums over those rows only, column `j < 6` over all. `x` holds `X`'s columns from `first` on,
/// row by row (`N − first` entries a row: the generated program's outputs as they are); the
/// result's columns before `first` are zero (the caller fills them). Every entry is the sum
/// `s ← m_ik · x_kj + s` over its rows `k` ascending, from `s = 0`, with
/// [`Real::mul_add_fast`], then negated: the same in every number type, so lanes give the
/// scalar bits.
#[doc(hidden)]
#[inline]
pub fn __floating_neg_mul<S: Real, const N: usize>(
    minv: &SMatrix<S, N, N>,
    x: &[S],
    first: usize,
    legs: &[(usize, usize)],
) -> SMatrix<S, N, N> {
    let zero = S::constant(0.0);
    let mc = &minv.data.0;
    let w = N - first;
    let xc = |j: usize, k: usize| x[k * w + j - first];
    let base = 6.min(N);
    // The rows of column j beyond the base's: all, or its subtree's.
    let rows = |j: usize| {
        if j < base {
            (base, N)
        } else {
            legs.iter()
                .map(|&(at, len)| (6 + at, 6 + at + len))
                .find(|&(a, b)| (a..b).contains(&j))
                .unwrap_or((base, N))
        }
    };
    let mut r = [[zero; N]; N];
    let mut j = first;
    while j < N {
        // Up to `GROUP` columns of the same rows at a time: each of M⁻¹'s columns loaded once
        // for all of them.
        let (from, to) = rows(j);
        let mut g = 1;
        while g < GROUP && j + g < N && rows(j + g) == (from, to) {
            g += 1;
        }
        let ks = [0..base, from..to];
        match g {
            3 => columns::<S, N, N, 3>(mc, &xc, ks, 0, j, &mut r),
            2 => columns::<S, N, N, 2>(mc, &xc, ks, 0, j, &mut r),
            _ => columns::<S, N, N, 1>(mc, &xc, ks, 0, j, &mut r),
        }
        j += g;
    }
    SMatrix::from_data(nalgebra::ArrayStorage(r))
}

/// The most rows [`neg_mul_lanes`] takes: sixteen blocks of four.
#[cfg(feature = "std")]
const MAX_LANE_ROWS: usize = 4 * 16;

/// [`neg_mul_lanes`] when `S` is the element type `E`, otherwise `None`.
#[cfg(feature = "std")]
#[inline(always)]
fn by_lanes<S: Real, E: Real, V: Lanes4<E>, const N: usize>(
    a: &SMatrix<S, N, N>,
    b: &SMatrix<S, N, N>,
) -> Option<SMatrix<S, N, N>> {
    use core::any::Any;
    let a = (a as &dyn Any).downcast_ref::<SMatrix<E, N, N>>()?;
    let b = (b as &dyn Any).downcast_ref::<SMatrix<E, N, N>>()?;
    let mut r = Some(neg_mul_lanes::<E, V, N>(a, b));
    (&mut r as &mut dyn Any)
        .downcast_mut::<Option<SMatrix<S, N, N>>>()?
        .take()
}

/// A four-lane vector of `E` built from and taken back to an array.
#[cfg(feature = "std")]
trait Lanes4<E>: Real + From<[E; 4]> + Into<[E; 4]> {}

#[cfg(feature = "std")]
impl<E, V: Real + From<[E; 4]> + Into<[E; 4]>> Lanes4<E> for V {}

/// `−A B` by blocks of four rows in the four-lane vector `V` (`5 ≤ N ≤ 64`): from 5 to 16 rows
/// over `A`'s columns padded with zeros to a multiple of four (as the column kernel), beyond
/// over `A`'s own columns with the last block moved back to end at row `N`.
#[cfg(feature = "std")]
#[inline(always)]
fn neg_mul_lanes<E: Real, V: Lanes4<E>, const N: usize>(
    a: &SMatrix<E, N, N>,
    b: &SMatrix<E, N, N>,
) -> SMatrix<E, N, N> {
    match N {
        5..=8 => unpadded(neg_mul_lanes_columns::<E, V, N, 8>(&padded(a), b)),
        9..=12 => unpadded(neg_mul_lanes_columns::<E, V, N, 12>(&padded(a), b)),
        13..=16 => unpadded(neg_mul_lanes_columns::<E, V, N, 16>(&padded(a), b)),
        _ => SMatrix::from_data(nalgebra::ArrayStorage(neg_mul_lanes_columns::<E, V, N, N>(
            &a.data.0, b,
        ))),
    }
}

/// `−A B`'s columns, padded as `A`'s, from `A`'s columns `ac` (`4 ≤ P ≤ 64` and `P ≥ N`
/// entries each; the padding rows' entries are computed and to be dropped) by blocks of four
/// rows: block `c` covers rows `min(4c, P − 4) ..` (the last one overlaps its neighbour when
/// `P` is not a multiple of four: the shared rows are the same sums, stored twice). Per column
/// `j` of the result one accumulator per block, `k` outermost.
#[cfg(feature = "std")]
#[inline(always)]
fn neg_mul_lanes_columns<E: Real, V: Lanes4<E>, const N: usize, const P: usize>(
    ac: &[[E; P]; N],
    b: &SMatrix<E, N, N>,
) -> [[E; P]; N] {
    assert!((4..=MAX_LANE_ROWS).contains(&P) && P >= N);
    let zero = E::constant(0.0);
    let blocks = P.div_ceil(4);
    let start = |c: usize| (4 * c).min(P - 4);
    let mut r = [[zero; P]; N];
    for (rj, bj) in r.iter_mut().zip(&b.data.0) {
        let mut acc = [V::from([zero; 4]); MAX_LANE_ROWS / 4];
        for (col, &bkj) in ac.iter().zip(bj) {
            let bkj = V::from([bkj; 4]);
            for (c, acc) in acc.iter_mut().enumerate().take(blocks) {
                let s = start(c);
                let akc = V::from([col[s], col[s + 1], col[s + 2], col[s + 3]]);
                *acc = akc.mul_add_fast(bkj, *acc);
            }
        }
        for (c, acc) in acc.iter().enumerate().take(blocks) {
            let s = start(c);
            let v: [E; 4] = (-*acc).into();
            rj[s..s + 4].copy_from_slice(&v);
        }
    }
    r
}

/// The first `N` rows of padded columns.
#[cfg(feature = "std")]
#[inline(always)]
fn unpadded<S: Real, const N: usize, const P: usize>(rp: [[S; P]; N]) -> SMatrix<S, N, N> {
    let mut r = [[S::constant(0.0); N]; N];
    for (rj, pj) in r.iter_mut().zip(&rp) {
        rj.copy_from_slice(&pj[..N]);
    }
    SMatrix::from_data(nalgebra::ArrayStorage(r))
}

/// `A`'s columns copied into columns of `P ≥ N` entries, padded with zeros.
#[inline(always)]
fn padded<S: Real, const N: usize, const P: usize>(a: &SMatrix<S, N, N>) -> [[S; P]; N] {
    let mut ac = [[S::constant(0.0); P]; N];
    // Column-major storage: `a.data.0[k]` is column `k`.
    for (padded, col) in ac.iter_mut().zip(&a.data.0) {
        padded[..N].copy_from_slice(col);
    }
    ac
}

/// `−A B` from `A`'s columns `ac` (`P ≥ N` entries each; rows beyond `N` are dropped), two
/// columns of the result at a time.
#[inline(always)]
fn neg_mul_columns<S: Real, const N: usize, const P: usize>(
    ac: &[[S; P]; N],
    b: &SMatrix<S, N, N>,
) -> SMatrix<S, N, N> {
    let zero = S::constant(0.0);
    let bc = &b.data.0;
    let mut r = [[zero; N]; N];
    let mut j = 0;
    while j + 1 < N {
        let (mut r0, mut r1) = ([zero; P], [zero; P]);
        for k in 0..N {
            let (b0, b1) = (bc[j][k], bc[j + 1][k]);
            for i in 0..P {
                r0[i] = ac[k][i].mul_add_fast(b0, r0[i]);
                r1[i] = ac[k][i].mul_add_fast(b1, r1[i]);
            }
        }
        for i in 0..N {
            r[j][i] = -r0[i];
            r[j + 1][i] = -r1[i];
        }
        j += 2;
    }
    if j < N {
        let mut r0 = [zero; P];
        for k in 0..N {
            let b0 = bc[j][k];
            for i in 0..P {
                r0[i] = ac[k][i].mul_add_fast(b0, r0[i]);
            }
        }
        for i in 0..N {
            r[j][i] = -r0[i];
        }
    }
    SMatrix::from_data(nalgebra::ArrayStorage(r))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn a<T: Real, const N: usize>() -> SMatrix<T, N, N> {
        SMatrix::from_fn(|i, j| T::constant(((i * 5 + j * 3) % 7) as f64 / 3.0 - 1.0))
    }

    fn b<T: Real, const N: usize>() -> SMatrix<T, N, N> {
        SMatrix::from_fn(|i, j| T::constant(((i * 2 + j * 9) % 13) as f64 / 7.0 - 0.5))
    }

    /// The sums as specified, entry by entry.
    fn want<T: Real, const N: usize>(
        a: &SMatrix<T, N, N>,
        b: &SMatrix<T, N, N>,
    ) -> SMatrix<T, N, N> {
        SMatrix::from_fn(|i, j| {
            -(0..N).fold(T::constant(0.0), |s, k| {
                a[(i, k)].mul_add_fast(b[(k, j)], s)
            })
        })
    }

    /// Both kernels give the specified sums to the bit, in `f64` and `f32`; and `−A B` is
    /// nalgebra's product to the round-off of `N` terms of at most 1.5 (up to 65 rows: below
    /// 1e-12 in `f64`, 1e-3 in `f32`).
    fn assert_neg_mul<const N: usize>() {
        let (a64, b64) = (a::<f64, N>(), b::<f64, N>());
        let w = want(&a64, &b64);
        assert_eq!(__neg_mul(&a64, &b64), w, "{N} rows, f64");
        assert!((w + a64 * b64).abs().max() < 1e-12);
        let (a32, b32) = (a::<f32, N>(), b::<f32, N>());
        let w = want(&a32, &b32);
        assert_eq!(__neg_mul(&a32, &b32), w, "{N} rows, f32");
        assert!((w + a32 * b32).abs().max() < 1e-3);
        #[cfg(feature = "std")]
        if (4..=MAX_LANE_ROWS).contains(&N) {
            use simba::simd::{WideF32x4, WideF64x4};
            assert_eq!(
                neg_mul_lanes::<f64, WideF64x4, N>(&a64, &b64),
                want(&a64, &b64)
            );
            assert_eq!(
                neg_mul_lanes::<f32, WideF32x4, N>(&a32, &b32),
                want(&a32, &b32)
            );
        }
    }

    /// Four lanes' own pairs of matrices (`a` and `b` scaled and shifted lane by lane) and the
    /// two matrices of lanes they make.
    #[cfg(feature = "std")]
    #[allow(clippy::type_complexity)]
    fn four_lanes<const N: usize>(
        a: SMatrix<f64, N, N>,
        b: SMatrix<f64, N, N>,
    ) -> (
        [(SMatrix<f64, N, N>, SMatrix<f64, N, N>); 4],
        SMatrix<simba::simd::WideF64x4, N, N>,
        SMatrix<simba::simd::WideF64x4, N, N>,
    ) {
        use simba::simd::WideF64x4;
        let lane = |l: usize| {
            let shift = |m: SMatrix<f64, N, N>| m.map(|x| x * (1.0 + 0.37 * l as f64) - 0.1);
            (shift(a), shift(b))
        };
        let lanes = [lane(0), lane(1), lane(2), lane(3)];
        // The lanes' first (`second == false`) or second matrices as one matrix of lanes.
        let wide = |second: bool| {
            SMatrix::<WideF64x4, N, N>::from_fn(|i, j| {
                WideF64x4::from(
                    lanes
                        .each_ref()
                        .map(|m| if second { m.1 } else { m.0 }[(i, j)]),
                )
            })
        };
        let (wa, wb) = (wide(false), wide(true));
        (lanes, wa, wb)
    }

    /// Matrices of lanes (each lane its own matrices): lane by lane, the scalar products' bits
    /// (the kernel without the padding of 5 to 16 rows, the same sums).
    #[cfg(feature = "std")]
    #[test]
    fn neg_mul_multiplies_lanes() {
        use nalgebra::SimdValue;
        fn check<const N: usize>() {
            let (lanes, wa, wb) = four_lanes(a::<f64, N>(), b::<f64, N>());
            let r = __neg_mul(&wa, &wb);
            for (l, (a, b)) in lanes.iter().enumerate() {
                assert_eq!(
                    r.map(|x| x.extract(l)),
                    __neg_mul(a, b),
                    "{N} rows, lane {l}"
                );
            }
        }
        check::<2>();
        check::<5>();
        check::<7>();
        check::<8>();
        check::<9>();
        check::<12>();
        check::<13>();
        check::<16>();
        check::<17>();
    }

    #[test]
    fn neg_mul_multiplies() {
        // Every padding of the column kernel (none up to 4 rows, to 8, 12, 16, none beyond)
        // and every last block of the four-lane kernel (ending at 4, 5, 6 or 7 rows past a
        // multiple of four), up to its 64 rows and beyond.
        assert_neg_mul::<1>();
        assert_neg_mul::<2>();
        assert_neg_mul::<3>();
        assert_neg_mul::<4>();
        assert_neg_mul::<5>();
        assert_neg_mul::<6>();
        assert_neg_mul::<7>();
        assert_neg_mul::<8>();
        assert_neg_mul::<10>();
        assert_neg_mul::<11>();
        assert_neg_mul::<13>();
        assert_neg_mul::<16>();
        assert_neg_mul::<17>();
        assert_neg_mul::<30>();
        assert_neg_mul::<64>();
        assert_neg_mul::<65>();
    }

    /// The block products reading `X` in place give the bits of the block products on copied
    /// blocks (the same sums), in `f64` and lanes, and leave the entries outside the blocks as
    /// they were.
    #[cfg(feature = "std")]
    #[test]
    fn block_products_read_the_outputs_in_place() {
        use simba::simd::{SimdValue, WideF64x4};
        const N: usize = 19;
        // Blocks of 1, 8 and 10: every column group the kernel takes on this target (of one,
        // two and, with AVX-512, three columns).
        let blocks = [(0, 1), (1, 8), (9, 10)];
        let (m, x) = (a::<f64, N>(), b::<f64, N>());
        let rows = |x: &SMatrix<f64, N, N>| -> Vec<f64> {
            (0..N)
                .flat_map(|k| (0..N).map(move |j| x[(k, j)]))
                .collect()
        };
        let by_blocks = |m: &SMatrix<f64, N, N>, x: &SMatrix<f64, N, N>| {
            let mut r = SMatrix::<f64, N, N>::from_element(7.0);
            let mut s = r;
            __neg_mul_block::<f64, N, 1>(m, x, 0, &mut r);
            __neg_mul_block::<f64, N, 8>(m, x, 1, &mut r);
            __neg_mul_block::<f64, N, 10>(m, x, 9, &mut r);
            let xr = rows(x);
            __neg_mul_block_rows::<f64, N, 1>(m, &xr, 0, &mut s);
            __neg_mul_block_rows::<f64, N, 8>(m, &xr, 1, &mut s);
            __neg_mul_block_rows::<f64, N, 10>(m, &xr, 9, &mut s);
            (r, s)
        };
        let (r, s) = by_blocks(&m, &x);
        assert_eq!(s, r);
        for (i, j) in (0..N).flat_map(|i| (0..N).map(move |j| (i, j))) {
            let block = |k: usize| blocks.iter().position(|&(at, n)| (at..at + n).contains(&k));
            if block(i) != block(j) {
                assert_eq!(s[(i, j)], 7.0, "({i}, {j}) outside the blocks");
            }
        }
        // Lanes, each its own matrices: lane by lane the scalar bits.
        let (lanes, mw, xw) = four_lanes(m, x);
        let xr: Vec<WideF64x4> = (0..N)
            .flat_map(|k| (0..N).map(move |j| xw[(k, j)]))
            .collect();
        let mut sw = SMatrix::<WideF64x4, N, N>::from_element(WideF64x4::splat(7.0));
        for &(at, n) in &blocks {
            match n {
                1 => __neg_mul_block_rows::<WideF64x4, N, 1>(&mw, &xr, at, &mut sw),
                8 => __neg_mul_block_rows::<WideF64x4, N, 8>(&mw, &xr, at, &mut sw),
                _ => __neg_mul_block_rows::<WideF64x4, N, 10>(&mw, &xr, at, &mut sw),
            }
        }
        for (l, (ml, xl)) in lanes.iter().enumerate() {
            assert_eq!(sw.map(|v| v.extract(l)), by_blocks(ml, xl).1, "lane {l}");
        }
    }

    /// The floating base's product: the sums over the rows that are not structural zeros, equal
    /// to the dense product on a matrix with those zeros (to the round-off of a sum whose
    /// terms are the same: the dense one adds exact zeros), lanes equal to scalars.
    #[cfg(feature = "std")]
    #[test]
    fn floating_products_skip_the_structural_zeros() {
        use simba::simd::{SimdValue, WideF64x4};
        const N: usize = 12;
        // Two legs of three joints on the base: rows 6..9 and 9..12.
        let legs = [(0, 3), (3, 3)];
        let leg = |i: usize| (i >= 6).then(|| (i - 6) / 3);
        let x = SMatrix::<f64, N, N>::from_fn(|i, j| {
            let zero = i >= 6 && j >= 6 && leg(i) != leg(j);
            if zero {
                0.0
            } else {
                ((i * 3 + j * 5) % 11) as f64 / 4.0 - 1.0
            }
        });
        let m = a::<f64, N>();
        let rows = |x: &SMatrix<f64, N, N>, first: usize| -> Vec<f64> {
            (0..N)
                .flat_map(|k| (first..N).map(move |j| x[(k, j)]))
                .collect()
        };
        let r = __floating_neg_mul(&m, &rows(&x, 0), 0, &legs);
        let dense = __neg_mul(&m, &x);
        assert!((r - dense).abs().max() < 1e-12);
        let skipped = __floating_neg_mul(&m, &rows(&x, 6), 6, &legs);
        assert_eq!(skipped.columns(0, 6).abs().max(), 0.0);
        assert_eq!(skipped.columns(6, 6), r.columns(6, 6));
        let pack = |f: &dyn Fn(usize) -> SMatrix<f64, N, N>| {
            SMatrix::<WideF64x4, N, N>::from_fn(|i, j| {
                WideF64x4::from([f(0)[(i, j)], f(1)[(i, j)], f(2)[(i, j)], f(3)[(i, j)]])
            })
        };
        let ml = pack(&|l| m * (1.0 + l as f64));
        let shifted = |l: usize| x.map(|v| if v != 0.0 { v - l as f64 } else { 0.0 });
        let xl = pack(&shifted);
        let xl: Vec<WideF64x4> = (0..N)
            .flat_map(|k| (0..N).map(move |j| xl[(k, j)]))
            .collect();
        let rl = __floating_neg_mul(&ml, &xl, 0, &legs);
        for l in 0..4 {
            let ms = m * (1.0 + l as f64);
            let want = __floating_neg_mul(&ms, &rows(&shifted(l), 0), 0, &legs);
            assert_eq!(rl.map(|v| v.extract(l)), want);
        }
    }

    /// A matrix of lanes (the column kernel) gives, lane by lane, the bits of the `f64`
    /// products (the four-lane kernel where it is taken).
    #[cfg(feature = "std")]
    #[test]
    fn lanes_equal_scalars() {
        use simba::simd::{SimdValue, WideF64x4};
        const N: usize = 7;
        let lane = |l: usize| {
            let s = l as f64 * 0.25 + 1.0;
            (a::<f64, N>() * s, b::<f64, N>().map(|x| x - s))
        };
        let pairs: Vec<_> = (0..4).map(lane).collect();
        let pack = |f: &dyn Fn(usize) -> SMatrix<f64, N, N>| {
            SMatrix::<WideF64x4, N, N>::from_fn(|i, j| {
                WideF64x4::from([f(0)[(i, j)], f(1)[(i, j)], f(2)[(i, j)], f(3)[(i, j)]])
            })
        };
        let al = pack(&|l| pairs[l].0);
        let bl = pack(&|l| pairs[l].1);
        let rl = __neg_mul(&al, &bl);
        for (l, (a, b)) in pairs.iter().enumerate() {
            assert_eq!(rl.map(|x| x.extract(l)), __neg_mul(a, b), "lane {l}");
        }
    }
}
