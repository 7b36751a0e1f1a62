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
//!
//! # Sines and cosines
//!
//! The algorithm ([`sin_cos_f64`], for types of `f64` elements): the argument is reduced to
//! `r ∈ [−π/4, π/4]` by the nearest multiple `k` of `π/2` (Cody–Waite: `π/2` in three parts of
//! at most 33 significant bits and a fourth, so that `k·part` is exact for `|k| < 2²⁰`, the
//! reduced argument carried as a sum `r + y` of two `f64`), then the polynomials of fdlibm's
//! `__kernel_sin` and
//! `__kernel_cos` (Sun Microsystems, 1993; their coefficients and evaluation order) give `sin r`
//! and `cos r`, and the quadrant `k mod 4` picks and signs them. Every step is `+ − ×` (and
//! [`Real::mul_add_fast`] in the polynomials): the same operations for a scalar and for each
//! SIMD lane, so lane `i` of a batch of states equals the scalar evaluation at lane `i`'s angles
//! to the bit, and four angles take one evaluation instead of four calls. Beyond
//! [`REDUCED_UP_TO`] (and for infinities and NaN) the element type's own functions take over,
//! lane by lane. Accuracy: within one unit in the last place of the C library's values (tested
//! on random arguments over the whole reduced range and near multiples of `π/2`).
//!
//! Measured (2-core Intel Xeon, `-C target-cpu=native`, 2026-11-27), `K` angles' sines and
//! cosines: the C library's `sincos` 8.2 ns for one, 15.9 for two, 30.2 for four, 117.8 for
//! sixteen; this kernel 12.2, 12.3, 13.1 and 50.3 ns. One angle is left to the C library.

use core::any::TypeId;
use nalgebra::{SimdBool, SimdComplexField, SimdRealField, SimdValue};

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

/// The largest `|x|` reduced here (about 10⁵ rad, `k < 2¹⁷`); beyond it, the element type's
/// `sin` and `cos` (the C library's, or `libm` without `std`), lane by lane.
pub const REDUCED_UP_TO: f64 = 1.0e5;

/// `π/2` in parts: three of at most 33 significant bits (so `k · part` is exact for
/// `|k| < 2²⁰`) and the rest; the four sum to `π/2` within `1e-48`. fdlibm's `pio2_1`,
/// `pio2_2`, `pio2_3`, `pio2_3t`.
const PIO2: [u64; 4] = [
    0x3FF9_21FB_5440_0000,
    0x3DD0_B461_1A60_0000,
    0x3BA3_198A_2E00_0000,
    0x397B_839A_2520_49C1,
];

/// fdlibm's `__kernel_sin` coefficients `S1..S6`, with its digits (each the `f64` it
/// rounds to).
#[allow(clippy::excessive_precision)]
const S: [f64; 6] = [
    -1.666_666_666_666_663_243_48e-1,
    8.333_333_333_322_489_461_24e-3,
    -1.984_126_982_985_794_931_34e-4,
    2.755_731_370_707_006_767_89e-6,
    -2.505_076_025_340_686_341_95e-8,
    1.589_690_995_211_550_102_21e-10,
];

/// fdlibm's `__kernel_cos` coefficients `C1..C6`, with its digits (each the `f64` it
/// rounds to).
#[allow(clippy::excessive_precision)]
const C: [f64; 6] = [
    4.166_666_666_666_660_190_37e-2,
    -1.388_888_888_887_410_957_49e-3,
    2.480_158_728_947_672_941_78e-5,
    -2.755_731_435_139_066_330_35e-7,
    2.087_572_321_298_174_827_90e-9,
    -1.135_964_755_778_819_482_65e-11,
];

/// `1.5 · 2⁵²`: `(x + SHIFTER) − SHIFTER` is `x` rounded to the nearest integer (ties to even)
/// for `|x| < 2⁵¹`, in two additions.
const SHIFTER: f64 = 6_755_399_441_055_744.0;

/// `(sin x, cos x)` for a type of `f64` elements (`f64`, `WideF64x4`, ...), lanes together.
#[inline(always)]
pub(crate) fn sin_cos_f64<T>(x: T) -> (T, T)
where
    T: Real,
    T::Element: SimdRealField + Copy,
{
    let c = |v: f64| T::from_subset(&v);
    let (mut sin, mut cos) = reduced(x);
    let reducible = x.simd_abs().simd_le(c(REDUCED_UP_TO));
    if !reducible.all() {
        // Rare: the lanes beyond the limit (or not finite) from the element type's functions.
        sin = sin.select(reducible, lanes(x, |e| e.simd_sin()));
        cos = cos.select(reducible, lanes(x, |e| e.simd_cos()));
    }
    // `±0` as it came (the reduction's sums give `+0`).
    (x.select(x.simd_eq(c(0.0)), sin), cos)
}

/// `(sin x, cos x)` by the reduction and the polynomials, for `|x| ≤` [`REDUCED_UP_TO`].
#[inline(always)]
fn reduced<T: Real>(x: T) -> (T, T) {
    let c = |v: f64| T::from_subset(&v);
    let shifter = c(SHIFTER);
    // The quadrant's multiple of π/2, and the argument less it as `r + y`.
    let k = (x * c(core::f64::consts::FRAC_2_PI) + shifter) - shifter;
    let pio2 = PIO2.map(f64::from_bits);
    let a = x - k * c(pio2[0]); // exact: `k pio2[0]` is, and `x` is within a factor 2 of it
    let b = k * c(pio2[1]); // exact
    let r0 = a - b;
    let tail = ((a - r0) - b) - k * c(pio2[2]) - k * c(pio2[3]);
    let r = r0 + tail;
    let y = (r0 - r) + tail;
    let (s, co) = (kernel_sin(r, y), kernel_cos(r, y));
    // `k mod 4 = 2 h + o` with `h, o ∈ {0, 1}`: `floor(k / 4)` is `k / 4 − 3/8` rounded (`k / 4`
    // is a multiple of a quarter), `h` is `(k mod 4) / 2 − 1/4` rounded.
    let round = |v: T| (v + shifter) - shifter;
    let q = k - c(4.0) * round(k * c(0.25) - c(0.375));
    let h = round(q * c(0.5) - c(0.25));
    let o = q - c(2.0) * h;
    // sin x = (s, c, −s, −c) and cos x = (c, −s, −c, s) for k mod 4 = 0, 1, 2, 3, in exact
    // arithmetic on the 0s and 1s (no branch, no mask: the same for scalars and lanes): a product
    // with 0 or 1 and a sum with 0 are exact, and `s` is zero only at `x = ±0`.
    let one = c(1.0);
    let sin_sign = one - c(2.0) * h;
    let cos_sign = one - c(2.0) * (o + h - c(2.0) * o * h);
    (
        (s * (one - o) + co * o) * sin_sign,
        (co * (one - o) + s * o) * cos_sign,
    )
}

/// fdlibm's `__kernel_sin(r, y, 1)`: `sin(r + y)` for `|r| ≤ π/4`, `|y|` below half an ulp of
/// `r`.
#[inline(always)]
fn kernel_sin<T: Real>(r: T, y: T) -> T {
    let c = |v: f64| T::from_subset(&v);
    let z = r * r;
    let w = z * z;
    let p = c(S[3]).mul_add_fast(z, c(S[2])).mul_add_fast(z, c(S[1]))
        + z * w * c(S[5]).mul_add_fast(z, c(S[4]));
    let v = z * r;
    r - ((z * (c(0.5) * y - v * p) - y) - v * c(S[0]))
}

/// fdlibm's `__kernel_cos(r, y)`: `cos(r + y)` for `|r| ≤ π/4`, `|y|` below half an ulp of `r`.
#[inline(always)]
fn kernel_cos<T: Real>(r: T, y: T) -> T {
    let c = |v: f64| T::from_subset(&v);
    let z = r * r;
    let w = z * z;
    let p = z * c(C[2]).mul_add_fast(z, c(C[1])).mul_add_fast(z, c(C[0]))
        + w * w * c(C[5]).mul_add_fast(z, c(C[4])).mul_add_fast(z, c(C[3]));
    let hz = c(0.5) * z;
    let one = c(1.0);
    let w = one - hz;
    w + (((one - w) - hz) + (z * p - r * y))
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

#[cfg(all(test, feature = "std"))]
mod sin_cos_tests {
    use super::*;
    use chaindyn_model::SplitMix64;
    use nalgebra::SimdValue;
    use simba::simd::WideF64x4;

    /// Units in the last place between `a` and the C library's `b`.
    fn ulps(a: f64, b: f64) -> u64 {
        if a == b {
            return 0;
        }
        assert_eq!(a.signum(), b.signum(), "{a} against {b}");
        a.to_bits().abs_diff(b.to_bits())
    }

    /// Within one ulp of the C library's (which is itself within one ulp of the exact value) on
    /// arguments spread over every scale up to the reduction's limit, and on the doubles nearest
    /// to multiples of `π/2` (where the reduction cancels most).
    #[test]
    fn within_one_ulp_of_the_c_library() {
        let mut rng = SplitMix64(11);
        let mut xs: Vec<f64> = (0..400_000)
            .map(|i| {
                let scale = [1e-9, 1e-3, 0.5, 1.0, 3.2, 10.0, 100.0, 1e4, REDUCED_UP_TO][i % 9];
                rng.symmetric() * scale
            })
            .collect();
        for k in 1..2000 {
            let m = k as f64 * core::f64::consts::FRAC_PI_2;
            for d in -2i64..=2 {
                xs.push(f64::from_bits((m.to_bits() as i64 + d) as u64));
                xs.push(-f64::from_bits((m.to_bits() as i64 + d) as u64));
            }
        }
        xs.extend([0.0, -0.0, f64::MIN_POSITIVE, REDUCED_UP_TO, -REDUCED_UP_TO]);
        let (mut worst, mut differ) = (0, 0);
        for &x in &xs {
            let (s, c) = sin_cos_f64(x);
            let e = ulps(s, x.sin()).max(ulps(c, x.cos()));
            worst = worst.max(e);
            differ += usize::from(e > 0);
        }
        assert!(worst <= 1, "{worst} ulps");
        // Mostly the same value: a few percent differ in the last bit (4.3 % against glibc).
        assert!(differ * 10 < xs.len(), "{differ} of {} differ", xs.len());
        // Signed zeros as the C library's.
        assert_eq!(sin_cos_f64(-0.0_f64).0.to_bits(), (-0.0_f64).to_bits());
    }

    #[test]
    fn beyond_the_limit_and_not_finite_the_c_library_s() {
        for x in [
            2e5,
            -3.5e7,
            1e300,
            f64::INFINITY,
            f64::NEG_INFINITY,
            f64::NAN,
        ] {
            let (s, c) = sin_cos_f64(x);
            assert_eq!(s.to_bits(), x.sin().to_bits(), "{x}");
            assert_eq!(c.to_bits(), x.cos().to_bits(), "{x}");
        }
    }

    #[test]
    fn lanes_equal_scalars_in_every_quadrant_and_beyond_the_limit() {
        let mut rng = SplitMix64(5);
        for round in 0..5000 {
            let mut xs = [0.0; 4].map(|_| rng.symmetric() * 20.0);
            if round % 7 == 0 {
                xs[round % 4] = 3e5; // one lane beyond the limit: that lane the C library's
            }
            let (s, c) = sin_cos_f64(WideF64x4::from(xs));
            for (i, &x) in xs.iter().enumerate() {
                let (ss, cc) = sin_cos_f64(x);
                assert_eq!(s.extract(i).to_bits(), ss.to_bits(), "{x}");
                assert_eq!(c.extract(i).to_bits(), cc.to_bits(), "{x}");
            }
        }
    }
}
