//! The number types the generated code evaluates in: [`Real`].
//!
//! Every generated method is also emitted once, generic over `S: Real` (the [`DynamicsIn`]
//! trait): `f64` (what [`Dynamics`] calls), `f32`, SIMD lanes of either (`simba`'s
//! [`WideF64x4`](simba::simd::WideF64x4), [`WideF32x8`](simba::simd::WideF32x8), ...: one state
//! per lane), or any type that implements nalgebra's `SimdRealField` (dual numbers, for example).
//! `Real` is implemented for all of them; it adds what the generated code needs beyond the
//! field operations: its constants, rounded once, and the elementary functions lane by lane.
//!
//! [`DynamicsIn`]: crate::DynamicsIn
//! [`Dynamics`]: crate::Dynamics

use crate::kernels::sin_cos::sin_cos_f64;
use core::any::TypeId;
use nalgebra::{SimdComplexField, SimdRealField, SimdValue};

/// A number type of the generated code: a `SimdRealField` that is `Copy` (nalgebra's fixed-size
/// matrices of it are then `Copy` too). Implemented for every such type.
///
/// * **Constants are rounded once.** The generator knows each constant exactly (a rational
///   number) and writes it as the `f64` nearest to it; where that `f64`, rounded again to `f32`,
///   is not the `f32` nearest to the exact value (a double rounding), it also writes the
///   correctly rounded `f32` ([`Real::constant_exact`]). So an `f32` program holds the same
///   constants as if it had been written for `f32`.
/// * **Lanes agree with scalars.** `sin` and `cos` are evaluated lane by lane with the element
///   type's own functions (the C library's, or `libm` without `std`), `powi` by repeated
///   squaring, and `+ − × ÷ √` are correctly rounded in IEEE 754 either way. The generated code
///   takes its joint angles' sines and cosines together (the runtime's `__sin_cos`): where it
///   evaluates them in vectors, by the same straight-line arithmetic for an `f64` and for each
///   lane of `f64`. So lane `i` of a SIMD evaluation equals
///   (`==`) the scalar evaluation of the same element type at lane `i`'s inputs, whatever the
///   other lanes hold. Only the sign of a zero can differ: simba's lane
///   types negate as `0 − x`, which gives `+0.0` where scalar negation gives `−0.0`.
pub trait Real: SimdRealField + Copy {
    /// The constant `x` (an `f64` that is also the right value to round to `f32`).
    fn constant(x: f64) -> Self;

    /// A constant whose `f64` value `x64` would round to `f32` differently from the exact
    /// constant: `x32` is the exact constant correctly rounded to `f32`, used by types whose
    /// elements are `f32`.
    fn constant_exact(x64: f64, x32: f32) -> Self;

    /// A runtime parameter of the model (an `f64` field of the derived struct).
    fn parameter(x: f64) -> Self;

    /// Sine, lane by lane.
    fn sin(self) -> Self;

    /// Cosine, lane by lane.
    fn cos(self) -> Self;

    /// Sine and cosine, lane by lane.
    fn sin_cos(self) -> (Self, Self);

    /// Sine and cosine, for types of `f64` elements by straight-line arithmetic (the same in
    /// every lane, no calls up to 10⁵ rad: the sines and cosines of a generated function's angles
    /// are computed together with it; beyond, and for values that are not finite, the element
    /// type's functions lane by lane), for other types [`Real::sin_cos`]. Within one unit in the
    /// last place of the C library's values.
    #[doc(hidden)]
    fn sin_cos_vectorizable(self) -> (Self, Self);

    /// Square root.
    fn sqrt(self) -> Self;

    /// Integer power, by repeated squaring.
    fn powi(self, e: i32) -> Self;

    /// `self · a + b`: one fused multiply–add (a single rounding) where the target has the
    /// instruction (`target_feature = "fma"`: x86-64 built with `-C target-cpu=native` on a CPU
    /// that has it, or with `-C target-feature=+fma`) and the crate its `std` feature, otherwise
    /// `self * a + b` (two roundings), never a software emulation. Scalars and lanes take the
    /// same branch, so they agree. The generated code adds a product to a sum with it.
    fn mul_add_fast(self, a: Self, b: Self) -> Self;
}

/// `f(x)` applied to every lane of `x` with the element type's function.
#[inline(always)]
pub(crate) fn lanes<T: SimdValue + Copy>(x: T, f: impl Fn(T::Element) -> T::Element) -> T {
    let mut r = x;
    for i in 0..T::LANES {
        r.replace(i, f(x.extract(i)));
    }
    r
}

impl<T> Real for T
where
    T: SimdRealField + Copy,
    T::Element: SimdRealField + Copy + 'static,
{
    #[inline(always)]
    fn constant(x: f64) -> Self {
        T::from_subset(&x)
    }

    #[inline(always)]
    fn constant_exact(x64: f64, x32: f32) -> Self {
        if TypeId::of::<T::Element>() == TypeId::of::<f32>() {
            T::from_subset(&x32)
        } else {
            T::from_subset(&x64)
        }
    }

    #[inline(always)]
    fn parameter(x: f64) -> Self {
        T::from_subset(&x)
    }

    #[inline(always)]
    fn sin(self) -> Self {
        lanes(self, |x| x.simd_sin())
    }

    #[inline(always)]
    fn cos(self) -> Self {
        lanes(self, |x| x.simd_cos())
    }

    #[inline(always)]
    fn sin_cos(self) -> (Self, Self) {
        (self.sin(), self.cos())
    }

    #[inline(always)]
    fn sin_cos_vectorizable(self) -> (Self, Self) {
        // The type test folds: one branch remains.
        if TypeId::of::<T::Element>() == TypeId::of::<f64>() {
            sin_cos_f64(self)
        } else {
            self.sin_cos()
        }
    }

    #[inline(always)]
    fn sqrt(self) -> Self {
        self.simd_sqrt()
    }

    #[inline(always)]
    fn powi(self, e: i32) -> Self {
        powi_by_squaring(self, e)
    }

    #[inline(always)]
    fn mul_add_fast(self, a: Self, b: Self) -> Self {
        // Without `std`, simba's `mul_add` is `libm`'s software `fma`: not taken.
        #[cfg(all(target_feature = "fma", feature = "std"))]
        {
            self.simd_mul_add(a, b)
        }
        #[cfg(not(all(target_feature = "fma", feature = "std")))]
        {
            self * a + b
        }
    }
}

/// `x^e` by repeated squaring (the same multiplications for every type, so lanes equal
/// scalars; the C library's `powi` is not specified to the bit).
#[inline(always)]
fn powi_by_squaring<T: SimdRealField + Copy>(x: T, e: i32) -> T {
    let mut base = x;
    let mut result = T::from_subset(&1.0);
    let mut m = e.unsigned_abs();
    while m > 0 {
        if m & 1 == 1 {
            result *= base;
        }
        m >>= 1;
        if m > 0 {
            base *= base;
        }
    }
    if e < 0 {
        T::from_subset(&1.0) / result
    } else {
        result
    }
}

#[cfg(all(test, feature = "std"))]
mod tests {
    use super::*;
    use simba::simd::{WideF32x8, WideF64x4};

    #[test]
    fn a_double_rounding_constant_takes_its_f32() {
        // Whatever pair the generator writes, types of f32 elements take `x32`, others `x64`.
        let (x64, x32) = (1.0 + f64::EPSILON, 1.0_f32 + f32::EPSILON);
        assert_eq!(<f32 as Real>::constant_exact(x64, x32), x32);
        assert_eq!(<f64 as Real>::constant_exact(x64, x32), x64);
        assert_eq!(
            <WideF32x8 as Real>::constant_exact(x64, x32).extract(5),
            x32
        );
        assert_eq!(
            <WideF64x4 as Real>::constant_exact(x64, x32).extract(3),
            x64
        );
    }

    #[test]
    fn lanes_equal_the_scalar_functions() {
        let xs = [0.3, -1.7, 2e5, 1e-9];
        let v = WideF64x4::from(xs);
        for (i, &x) in xs.iter().enumerate() {
            assert_eq!(Real::sin(v).extract(i), Real::sin(x));
            assert_eq!(Real::cos(v).extract(i), Real::cos(x));
            assert_eq!(Real::powi(v, 3).extract(i), Real::powi(x, 3));
            assert_eq!(Real::sqrt(v * v).extract(i), Real::sqrt(x * x));
        }
        let xs = [0.3_f32, -1.7, 12.5, 1e-9, 5000.0, -2.0, 3.0, 0.0];
        let v = WideF32x8::from(xs);
        for (i, &x) in xs.iter().enumerate() {
            assert_eq!(Real::sin(v).extract(i), Real::sin(x));
            assert_eq!(Real::cos(v).extract(i), Real::cos(x));
        }
    }
}
