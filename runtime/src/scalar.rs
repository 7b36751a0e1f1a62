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

use core::any::TypeId;
use nalgebra::{SimdBool, SimdComplexField, SimdPartialOrd, SimdRealField, SimdValue};
use simba::scalar::SupersetOf;

/// A number type of the generated code: a `SimdRealField` that is `Copy` (nalgebra's fixed-size
/// matrices of it are then `Copy` too). Implemented for every such type.
///
/// * **Constants are rounded once.** The generator knows each constant exactly (a rational
///   number) and writes it as the `f64` nearest to it; where that `f64`, rounded again to `f32`,
///   is not the `f32` nearest to the exact value (a double rounding), it also writes the
///   correctly rounded `f32` ([`Real::constant_exact`]). So an `f32` program holds the same
///   constants as if it had been written for `f32`.
/// * **Lanes agree with scalars.** For `f64` and `f32` elements (scalars and lanes alike), `sin`
///   and `cos` are one branch-free program of field operations and `floor` (a reduction by
///   `π/2` in three exact parts with the remainder kept as a double-word, then the minimax
///   polynomials of FreeBSD's `k_sin`/`k_cos` in `f64`, Cephes' `sinf`/`cosf` in `f32`), so they
///   vectorise and every lane computes exactly what the scalar does. Measured on 2·10⁶
///   arguments (tested): within 1 ulp of the C library's `sin`/`cos` in `f64`, within 0.92 ulp
///   of the correctly rounded value in `f32`. Where the reduction would lose accuracy (`|x| > 1e5` in `f64`, `4096` in
///   `f32`) the lane takes the element type's own `sin`/`cos`. `powi` is repeated squaring;
///   the field operations and `sqrt` are correctly rounded in IEEE 754 either
///   way. So lane `i` of a SIMD evaluation equals, bit for bit, the scalar evaluation of the
///   same element type at lane `i`'s inputs. Other element types (dual numbers, ...) use their
///   own `sin`/`cos` lane by lane.
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

    /// Square root.
    fn sqrt(self) -> Self;

    /// Integer power, by repeated squaring.
    fn powi(self, e: i32) -> Self;
}

/// `f(x)` applied to every lane of `x` with the element type's function.
#[inline(always)]
fn lanes<T: SimdValue + Copy>(x: T, f: impl Fn(T::Element) -> T::Element) -> T {
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
        match trig_kind::<T>() {
            Some(k) => reduced(self, k, false),
            None => lanes(self, |x| x.simd_sin()),
        }
    }

    #[inline(always)]
    fn cos(self) -> Self {
        match trig_kind::<T>() {
            Some(k) => reduced(self, k, true),
            None => lanes(self, |x| x.simd_cos()),
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
}

/// The constants of the reduced-argument `sin`/`cos` for one element precision.
struct TrigKind {
    /// `π/2 = p₀ + p₁ + p₂ + p₃`: `p₀..p₂` short enough that `n pₖ` is exact for every `n`
    /// met below `limit`, `p₃` the rest.
    pio2: [f64; 4],
    /// Above this `|x|`, the element type's own function.
    limit: f64,
    /// Single precision (the shorter polynomials).
    single: bool,
}

/// fdlibm's split of `π/2`: three 33-bit parts and the rest (`n < 2²⁰`).
const PIO2_F64: [f64; 4] = [
    1.570_796_326_734_125_6,
    6.077_100_506_303_966e-11,
    2.022_266_248_711_166_5e-21,
    8.478_427_660_368_9e-32,
];

/// `π/2` in three 12-bit parts and the rest, each an `f32` (`n < 2¹²`).
const PIO2_F32: [f64; 4] = [
    1.5703125,
    4.837_512_969_970_703e-4,
    7.549_533_620_476_723e-8,
    2.563_344_068_257_09e-12,
];

fn trig_kind<T: SimdValue>() -> Option<TrigKind>
where
    T::Element: 'static,
{
    if TypeId::of::<T::Element>() == TypeId::of::<f64>() {
        Some(TrigKind {
            pio2: PIO2_F64,
            limit: 1e5,
            single: false,
        })
    } else if TypeId::of::<T::Element>() == TypeId::of::<f32>() {
        Some(TrigKind {
            pio2: PIO2_F32,
            limit: 4096.0,
            single: true,
        })
    } else {
        None
    }
}

/// `a + b` and its rounding error, exactly (Knuth's TwoSum).
#[inline(always)]
fn two_sum<T: SimdRealField + Copy>(a: T, b: T) -> (T, T) {
    let s = a + b;
    let bb = s - a;
    (s, (a - (s - bb)) + (b - bb))
}

/// `sin x` (or `cos x`): `x = n π/2 + (r + ρ)`, `|r| ≤ π/4`, the remainder as an unevaluated
/// sum (`r` rounded, `ρ` its error: the products `n pₖ` are exact and the differences are
/// TwoSums), then the kernel of the quadrant `n mod 4` with `ρ` as its correction. Branch-free
/// except for lanes with `|x|` above the kind's limit, which take the element type's function.
#[inline(always)]
fn reduced<T>(x: T, kind: TrigKind, cosine: bool) -> T
where
    T: SimdRealField + Copy,
    T::Element: SimdRealField + Copy + 'static,
{
    let k = |v: f64| T::from_subset(&v);
    let n = (x * k(core::f64::consts::FRAC_2_PI) + k(0.5)).simd_floor();
    let [p0, p1, p2, p3] = kind.pio2;
    let a = x - n * k(p0); // exact: n p₀ is within a factor 2 of x, or zero
    let (s1, e1) = two_sum(a, -(n * k(p1)));
    let (s2, e2) = two_sum(s1, -(n * k(p2)));
    let tail = (e1 + e2) - n * k(p3);
    let r = s2 + tail;
    let rho = tail - (r - s2);
    let z = r * r;
    let (s, c) = if kind.single {
        // Cephes sinf / cosf on |r| ≤ π/4, with the correction ρ to first order.
        let s = r + (rho
            + ((k(-1.951_529_589_1e-4) * z + k(8.332_160_873_6e-3)) * z
                - k(1.666_665_461_1e-1))
                * z
                * r);
        let q = ((k(2.443_315_711_809_948e-5) * z - k(1.388_731_625_493_765e-3)) * z
            + k(4.166_664_568_298_827e-2))
            * z
            * z;
        let hz = k(0.5) * z;
        let w = k(1.0) - hz;
        let c = w + (((k(1.0) - w) - hz) + (q - r * rho));
        (s, c)
    } else {
        // FreeBSD's k_sin / k_cos on |r| ≤ π/4 with the tail ρ.
        let w = z * z;
        let p = k(8.333_333_333_322_49e-3)
            + z * (k(-1.984_126_982_985_795e-4) + z * k(2.755_731_370_707_006_8e-6))
            + z * w * (k(-2.505_076_025_340_686_3e-8) + z * k(1.589_690_995_211_55e-10));
        let v = z * r;
        let s = r
            - ((z * (k(0.5) * rho - v * p) - rho) - v * k(-1.666_666_666_666_663_2e-1));
        let q = z
            * (k(4.166_666_666_666_66e-2)
                + z * (k(-1.388_888_888_887_411e-3) + z * k(2.480_158_728_947_673e-5)))
            + w * w
                * (k(-2.755_731_435_139_066_3e-7)
                    + z * (k(2.087_572_321_298_175e-9) + z * k(-1.135_964_755_778_819_5e-11)));
        let hz = k(0.5) * z;
        let one_minus = k(1.0) - hz;
        let c = one_minus + (((k(1.0) - one_minus) - hz) + (z * q - r * rho));
        (s, c)
    };
    // Quadrant: n mod 4 (exact in floating point), n + 1 for the cosine.
    let n = if cosine { n + k(1.0) } else { n };
    let quadrant = n - k(4.0) * (n * k(0.25)).simd_floor();
    let odd = quadrant.simd_eq(k(1.0)) | quadrant.simd_eq(k(3.0));
    let negative = quadrant.simd_ge(k(2.0));
    let v = c.select(odd, s);
    let v = (-v).select(negative, v);
    let big = x.simd_abs().simd_gt(k(kind.limit));
    if big.any() {
        let mut out = v;
        let limit = <T::Element as SupersetOf<f64>>::from_subset(&kind.limit);
        for i in 0..T::LANES {
            let xi = x.extract(i);
            if xi.simd_abs().simd_gt(limit) {
                out.replace(i, if cosine { xi.simd_cos() } else { xi.simd_sin() });
            }
        }
        out
    } else {
        v
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

    /// `|a − b|` in units in the last place of `b`.
    fn ulps64(a: f64, b: f64) -> f64 {
        let ulp = f64::from_bits(b.abs().to_bits() + 1) - b.abs();
        (a - b).abs() / ulp
    }

    fn ulps32(a: f32, b: f64) -> f64 {
        let r = b as f32;
        let ulp = f64::from(f32::from_bits(r.abs().to_bits() + 1) - r.abs());
        (f64::from(a) - b).abs() / ulp
    }

    /// Arguments: uniform on [−10, 10], [−1000, 1000] and up to the reduction limits, and
    /// within 1e-9 of multiples of π/4 (where the quadrant changes and the reduced argument
    /// cancels).
    fn arguments(limit: f64) -> Vec<f64> {
        let mut state = 0x2545_f491_4f6c_dd1d_u64;
        let mut uniform = |lo: f64, hi: f64| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            lo + (hi - lo) * ((state >> 11) as f64 / (1u64 << 53) as f64)
        };
        let mut xs = Vec::new();
        for _ in 0..500_000 {
            xs.push(uniform(-10.0, 10.0));
            xs.push(uniform(-1000.0, 1000.0));
            xs.push(uniform(-limit, limit));
            let k = uniform(-2000.0, 2000.0).round();
            xs.push(k * core::f64::consts::FRAC_PI_4 + uniform(-1e-9, 1e-9));
        }
        xs
    }

    /// The reduced-argument `sin`/`cos` against the C library's: within 1 ulp in `f64` (the
    /// library's own error included; measured 1.000), within 1 ulp of the correctly rounded
    /// value in `f32` (the `f64` evaluation; measured 0.92).
    #[test]
    fn sin_cos_are_accurate() {
        let (mut s64, mut c64, mut s32, mut c32) = (0.0f64, 0.0f64, 0.0f64, 0.0f64);
        for x in arguments(1e5) {
            s64 = s64.max(ulps64(Real::sin(x), x.sin()));
            c64 = c64.max(ulps64(Real::cos(x), x.cos()));
        }
        for x in arguments(4096.0) {
            let x32 = x as f32;
            let xd = f64::from(x32);
            s32 = s32.max(ulps32(Real::sin(x32), xd.sin()));
            c32 = c32.max(ulps32(Real::cos(x32), xd.cos()));
        }
        eprintln!("max ulp: sin f64 {s64:.3}, cos f64 {c64:.3}, sin f32 {s32:.3}, cos f32 {c32:.3}");
        assert!(s64 <= 1.0 && c64 <= 1.0, "f64: sin {s64}, cos {c64} ulp");
        assert!(s32 <= 1.0 && c32 <= 1.0, "f32: sin {s32}, cos {c32} ulp");
        // Beyond the limits the library's functions are used, exactly.
        for x in [1.5e5, -3e7, 1e300] {
            assert_eq!(Real::sin(x), x.sin());
            assert_eq!(Real::cos(x), x.cos());
        }
        assert_eq!(Real::sin(1e4_f32), 1e4_f32.sin());
    }

    #[test]
    fn lanes_equal_the_scalar_functions() {
        // One lane beyond the reduction's limit: the others still take the polynomial.
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
