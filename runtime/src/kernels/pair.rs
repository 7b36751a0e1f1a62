//! Two evaluations of one generated program at once: the identical subtrees of a robot on a
//! fixed base (a dual-arm robot's arms) share one program, and in `f64` the generated code runs
//! it once for both, in two lanes of [`Pair`] ([`__pair!`]).
//! Lanes agree with scalars ([`Real`]), so each lane's values are those two calls in `f64`
//! give (up to the sign of a zero).

use crate::api::dynamics::Linearized;
use crate::api::scalar::Real;
use nalgebra::SMatrix;
use simba::simd::SimdValue;

/// The lanes two evaluations in `f64` share. With 256-bit vectors (`target_feature = "avx"`) and
/// the crate's `std` feature, simba's `WideF64x4` (lanes 2 and 3 repeat 0 and 1): there the
/// joint angles' sines and cosines are computed in vectors, and `WideF64x4` measured faster than
/// two-lane arrays. Otherwise simba's `AutoF64x2` (two lanes, SSE2's width on x86-64), whose
/// sines and cosines are the C library's (or `libm`'s) lane by lane: no lane computed in vain.
#[cfg(all(feature = "std", target_feature = "avx"))]
pub type Pair = simba::simd::WideF64x4;
/// The lanes two evaluations in `f64` share (see the other definition).
#[cfg(not(all(feature = "std", target_feature = "avx")))]
pub type Pair = simba::simd::AutoF64x2;

/// `x` in lane 0, `y` in lane 1 (and again in 2 and 3).
#[inline(always)]
fn pair(x: f64, y: f64) -> Pair {
    #[cfg(all(feature = "std", target_feature = "avx"))]
    {
        simba::simd::WideF64x4::from([x, y, x, y])
    }
    #[cfg(not(all(feature = "std", target_feature = "avx")))]
    {
        simba::simd::AutoSimd([x, y])
    }
}

/// Whether [`__pair!`] packs two evaluations in `S` into lanes: `S` is `f64`. Other number
/// types (`f32`, lanes of states) evaluate twice.
#[doc(hidden)]
#[inline(always)]
pub fn __pairs<S: Real>() -> bool {
    core::any::TypeId::of::<S>() == core::any::TypeId::of::<f64>()
}

/// A value of the generated code that two evaluations in `f64` pack into lanes: a fixed-size
/// matrix or vector, a [`Linearized`], an array or a pair of them.
#[doc(hidden)]
pub trait __Lanes: Sized {
    /// The same value with [`Pair`] entries.
    type Wide;
    /// `a` and `b` in lanes 0 and 1 ([`Pair`]). Only called when `S` is `f64`.
    fn pack(a: &Self, b: &Self) -> Self::Wide;
    /// Lane `lane` of `w`.
    fn unpack(w: &Self::Wide, lane: usize) -> Self;
}

impl<S: Real, const R: usize, const C: usize> __Lanes for SMatrix<S, R, C> {
    type Wide = SMatrix<Pair, R, C>;

    #[inline(always)]
    fn pack(a: &Self, b: &Self) -> Self::Wide {
        SMatrix::from_fn(|i, j| {
            // `S` is `f64` here: the conversions are the identity.
            let (x, y) = (
                a[(i, j)].to_subset_unchecked(),
                b[(i, j)].to_subset_unchecked(),
            );
            pair(x, y)
        })
    }

    #[inline(always)]
    fn unpack(w: &Self::Wide, lane: usize) -> Self {
        SMatrix::from_fn(|i, j| S::from_subset(&w[(i, j)].extract(lane)))
    }
}

impl<S: Real, const N: usize> __Lanes for Linearized<N, S> {
    type Wide = Linearized<N, Pair>;

    #[inline(always)]
    fn pack(a: &Self, b: &Self) -> Self::Wide {
        Linearized {
            dqdd_dq: __Lanes::pack(&a.dqdd_dq, &b.dqdd_dq),
            dqdd_dqd: __Lanes::pack(&a.dqdd_dqd, &b.dqdd_dqd),
            minv: __Lanes::pack(&a.minv, &b.minv),
            qdd: __Lanes::pack(&a.qdd, &b.qdd),
        }
    }

    #[inline(always)]
    fn unpack(w: &Self::Wide, lane: usize) -> Self {
        Linearized {
            dqdd_dq: __Lanes::unpack(&w.dqdd_dq, lane),
            dqdd_dqd: __Lanes::unpack(&w.dqdd_dqd, lane),
            minv: __Lanes::unpack(&w.minv, lane),
            qdd: __Lanes::unpack(&w.qdd, lane),
        }
    }
}

impl<T: __Lanes, const K: usize> __Lanes for [T; K] {
    type Wide = [T::Wide; K];

    #[inline(always)]
    fn pack(a: &Self, b: &Self) -> Self::Wide {
        core::array::from_fn(|k| T::pack(&a[k], &b[k]))
    }

    #[inline(always)]
    fn unpack(w: &Self::Wide, lane: usize) -> Self {
        core::array::from_fn(|k| T::unpack(&w[k], lane))
    }
}

impl<A: __Lanes, B: __Lanes> __Lanes for (A, B) {
    type Wide = (A::Wide, B::Wide);

    #[inline(always)]
    fn pack(a: &Self, b: &Self) -> Self::Wide {
        (A::pack(&a.0, &b.0), B::pack(&a.1, &b.1))
    }

    #[inline(always)]
    fn unpack(w: &Self::Wide, lane: usize) -> Self {
        (A::unpack(&w.0, lane), B::unpack(&w.1, lane))
    }
}

/// `a` and `b` in lanes ([`__Lanes::pack`]).
#[doc(hidden)]
#[inline(always)]
pub fn __pack<T: __Lanes>(a: &T, b: &T) -> T::Wide {
    T::pack(a, b)
}

/// Lane `lane` of `w` ([`__Lanes::unpack`]).
#[doc(hidden)]
#[inline(always)]
pub fn __unpack<T: __Lanes>(w: &T::Wide, lane: usize) -> T {
    T::unpack(w, lane)
}

/// `[f(this, a..), f(this, b..)]` for a generic function `f` of the generated code evaluated in
/// `S`: where [`__pairs`] holds, one call in lanes of [`Pair`] with `a` and `b` packed,
/// otherwise two calls. Used by `#[derive(Dynamics)]`; not part of the API.
#[doc(hidden)]
#[macro_export]
macro_rules! __pair {
    ($s:ty, $f:path, $this:expr, ($($a:expr),*), ($($b:expr),*)) => {{
        let this = $this;
        if $crate::__pairs::<$s>() {
            let w = $f(this, $(&$crate::__pack(&$a, &$b)),*);
            [$crate::__unpack(&w, 0), $crate::__unpack(&w, 1)]
        } else {
            [$f(this, $(&$a),*), $f(this, $(&$b),*)]
        }
    }};
}

#[cfg(test)]
mod tests {
    use super::*;
    use nalgebra::SVector;

    struct Twice;

    impl Twice {
        fn f<T: Real>(&self, x: &SVector<T, 3>, y: &SVector<T, 3>) -> SMatrix<T, 3, 2> {
            let mut r = SMatrix::<T, 3, 2>::from_element(T::constant(0.0));
            for i in 0..3 {
                r[(i, 0)] = x[i] * y[i] + T::constant(1.5);
                r[(i, 1)] = (x[i] / y[i]).sin();
            }
            r
        }

        fn both<S: Real>(
            &self,
            a: [SVector<S, 3>; 2],
            b: [SVector<S, 3>; 2],
        ) -> [SMatrix<S, 3, 2>; 2] {
            let ([a0, a1], [b0, b1]) = (a, b);
            crate::__pair!(S, Self::f, self, (a0, a1), (b0, b1))
        }
    }

    #[test]
    fn only_f64_is_paired() {
        assert!(__pairs::<f64>());
        assert!(!__pairs::<f32>());
        assert!(!__pairs::<Pair>());
    }

    #[test]
    fn a_pair_gives_the_two_calls_values() {
        let a = [
            SVector::<f64, 3>::new(0.3, -1.2, 4.0),
            SVector::<f64, 3>::new(2.0, 0.7, -0.1),
        ];
        let b = [
            SVector::<f64, 3>::new(-0.5, 2.5, 1e-3),
            SVector::<f64, 3>::new(1.0, -3.0, 9.0),
        ];
        let t = Twice;
        let [x, y] = t.both(a, b);
        // Lanes agree with scalars to the bit.
        assert_eq!(x, t.f(&a[0], &a[1]));
        assert_eq!(y, t.f(&b[0], &b[1]));
        // In `f32` (never packed) the same two calls.
        let a32 = a.map(|v| v.map(|x| x as f32));
        let b32 = b.map(|v| v.map(|x| x as f32));
        let [x32, y32] = t.both(a32, b32);
        assert_eq!(x32, t.f(&a32[0], &a32[1]));
        assert_eq!(y32, t.f(&b32[0], &b32[1]));
    }

    #[test]
    fn arrays_and_pairs_pack_and_unpack_every_entry() {
        let m = |x: f64| SMatrix::<f64, 2, 2>::new(x, x + 1.0, -x, 2.0 * x);
        let (a, b) = ([m(1.0), m(3.0), m(-2.0)], [m(0.5), m(7.0), m(9.0)]);
        let w = __pack(&a, &b);
        assert_eq!(__unpack::<[SMatrix<f64, 2, 2>; 3]>(&w, 0), a);
        assert_eq!(__unpack::<[SMatrix<f64, 2, 2>; 3]>(&w, 1), b);
        let (a, b) = ((m(1.0), m(2.0)), (m(-4.0), m(8.0)));
        let w = __pack(&a, &b);
        assert_eq!(
            __unpack::<(SMatrix<f64, 2, 2>, SMatrix<f64, 2, 2>)>(&w, 0),
            a
        );
        assert_eq!(
            __unpack::<(SMatrix<f64, 2, 2>, SMatrix<f64, 2, 2>)>(&w, 1),
            b
        );
    }

    #[test]
    fn linearizations_pack_and_unpack_every_field() {
        let mut a = Linearized::<2, f64>::default();
        let mut b = Linearized::<2, f64>::default();
        for (k, (x, y)) in a.dqdd_dq.iter_mut().zip(b.dqdd_dq.iter_mut()).enumerate() {
            (*x, *y) = (k as f64, -(k as f64) - 0.5);
        }
        a.minv[(1, 0)] = 3.0;
        b.dqdd_dqd[(0, 1)] = -7.0;
        a.qdd[1] = 0.25;
        b.qdd[0] = 11.0;
        let w = __pack(&a, &b);
        assert_eq!(__unpack::<Linearized<2, f64>>(&w, 0), a);
        assert_eq!(__unpack::<Linearized<2, f64>>(&w, 1), b);
    }
}
