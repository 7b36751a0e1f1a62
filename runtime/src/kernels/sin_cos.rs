//! The sines and cosines of a generated function's joint angles, all in one call
//! ([`__sin_cos`]): where the target has 256-bit vectors (`target_feature = "avx"`) and the crate
//! its `std` feature, from two angles on, in four-lane vectors by a straight-line algorithm,
//! otherwise one [`Real::sin`] and [`Real::cos`] each (the C library's, or `libm` without `std`).
//!
//! The algorithm is [`crate::api::scalar`]'s (`sin_cos_f64`); its accuracy and cost are measured there.

#[cfg(feature = "std")]
use crate::api::scalar::sin_cos_f64;
use crate::api::scalar::Real;

/// The fewest angles [`__sin_cos`] evaluates in vectors (fewer: the C library's, one call each).
#[cfg(feature = "std")]
pub const BATCHED_FROM: usize = 2;

/// `(sin x_i, cos x_i)` of `K` angles (see the module's documentation): every value the same in a
/// scalar program and in each lane of a SIMD one. Used by `#[derive(Dynamics)]`; not part of the
/// API.
#[doc(hidden)]
#[inline(always)]
pub fn __sin_cos<S: Real, const K: usize>(x: [S; K]) -> ([S; K], [S; K]) {
    #[cfg(feature = "std")]
    if cfg!(target_feature = "avx") && K >= BATCHED_FROM {
        if let Some(r) = f64_in_vectors(&x) {
            return r;
        }
        // Not `f64`: a type of lanes (each angle a vector already) or another scalar type. A
        // loop rather than `map`, whose closure the compiler may keep out of line and pass each
        // vector through memory.
        let (mut sin, mut cos) = (x, x);
        for k in 0..K {
            (sin[k], cos[k]) = x[k].sin_cos_vectorizable();
        }
        return (sin, cos);
    }
    let (mut sin, mut cos) = (x, x);
    for k in 0..K {
        (sin[k], cos[k]) = x[k].sin_cos();
    }
    (sin, cos)
}

/// [`__sin_cos`] of `f64` angles, four at a time in a [`WideF64x4`](simba::simd::WideF64x4) (the
/// last vector filled up with zeros); `None` if `S` is not `f64`.
#[cfg(feature = "std")]
#[inline(always)]
fn f64_in_vectors<S: Real, const K: usize>(x: &[S; K]) -> Option<([S; K], [S; K])> {
    use core::any::Any;
    use simba::simd::WideF64x4;
    let x = (x as &dyn Any).downcast_ref::<[f64; K]>()?;
    let (mut s, mut c) = ([0.0; K], [0.0; K]);
    for at in (0..K).step_by(4) {
        let n = 4.min(K - at);
        let mut v = [0.0; 4];
        v[..n].copy_from_slice(&x[at..at + n]);
        let (sv, cv) = sin_cos_f64(WideF64x4::from(v));
        let (sv, cv): ([f64; 4], [f64; 4]) = (sv.into(), cv.into());
        s[at..at + n].copy_from_slice(&sv[..n]);
        c[at..at + n].copy_from_slice(&cv[..n]);
    }
    let mut r = Some((s, c));
    (&mut r as &mut dyn Any)
        .downcast_mut::<Option<([S; K], [S; K])>>()?
        .take()
}

#[cfg(all(test, feature = "std"))]
mod tests {
    use super::*;
    use chaindyn_model::SplitMix64;
    use nalgebra::SimdValue;
    use simba::simd::WideF64x4;

    /// The vectors of four `f64` angles give each angle's scalar evaluation, for every count
    /// (the last vector partly filled).
    #[test]
    fn f64_angles_in_vectors_equal_the_scalar_algorithm() {
        fn check<const K: usize>(rng: &mut SplitMix64) {
            let x = [0.0; K].map(|_| rng.symmetric() * 7.0);
            let (s, c) = f64_in_vectors(&x).unwrap();
            for i in 0..K {
                let (ss, cc) = sin_cos_f64(x[i]);
                assert_eq!(
                    (s[i].to_bits(), c[i].to_bits()),
                    (ss.to_bits(), cc.to_bits())
                );
            }
        }
        let mut rng = SplitMix64(3);
        for _ in 0..200 {
            check::<1>(&mut rng);
            check::<2>(&mut rng);
            check::<4>(&mut rng);
            check::<5>(&mut rng);
            check::<9>(&mut rng);
        }
        assert!(f64_in_vectors(&[0.5_f32; 3]).is_none());
    }

    /// A batch's lanes equal the scalar batch at their angles, whichever branch the build takes
    /// (vectors with 256-bit vectors, the C library's otherwise); one angle is the C library's.
    #[test]
    fn batches_of_lanes_equal_scalar_batches() {
        fn check<const K: usize>(rng: &mut SplitMix64) {
            let lanes: [[f64; 4]; K] = [[0.0; 4]; K].map(|l| l.map(|_| rng.symmetric() * 9.0));
            let (s, c) = __sin_cos(lanes.map(WideF64x4::from));
            for l in 0..4 {
                let (ss, cc) = __sin_cos(lanes.map(|a| a[l]));
                for i in 0..K {
                    assert_eq!(s[i].extract(l).to_bits(), ss[i].to_bits());
                    assert_eq!(c[i].extract(l).to_bits(), cc[i].to_bits());
                }
            }
        }
        let mut rng = SplitMix64(8);
        for _ in 0..300 {
            check::<1>(&mut rng);
            check::<2>(&mut rng);
            check::<3>(&mut rng);
            check::<7>(&mut rng);
        }
        let x = [0.7_f64, -2.0];
        let (s, c) = __sin_cos([x[0]]);
        assert_eq!((s[0], c[0]), (x[0].sin(), x[0].cos()));
        let (s, c) = __sin_cos(x);
        for i in 0..2 {
            assert!((s[i] - x[i].sin()).abs() <= f64::EPSILON);
            assert!((c[i] - x[i].cos()).abs() <= f64::EPSILON);
        }
    }
}
