//! Everything the code of `#[derive(Dynamics)]` calls besides the traits, in one place: the
//! kernels of its final products ([`products`]), of its joint angles' sines and cosines
//! ([`sin_cos`]), of a planar chain's linearization in the bodies'
//! angles ([`body_angles`]) and of the mass matrix's inverse and solves ([`ldl`]), two
//! evaluations of one program in lanes ([`pair`]), the six-term
//! dot product of a long chain's stored spatial vectors ([`__dot6`]), and what its `chain()`
//! names in a crate that may be `#![no_std]` ([`__with_std`](crate::__with_std),
//! `__private`). The crate root re-exports each under the path generated code names
//! (`::chaindyn::__neg_mul`, ...); none of it is part of the API.

pub mod body_angles;
pub mod floating;
pub mod ldl;
pub mod pair;
pub mod products;
pub mod sin_cos;

use crate::api::scalar::Real;

/// `Σ_c o[a + c] · o[b + c]` over six components, summed left to right: how the generated code
/// of a long chain pairs two spatial vectors it has stored. Used by `#[derive(Dynamics)]`; not
/// part of the API.
#[doc(hidden)]
#[inline(always)]
pub fn __dot6<S: Real>(o: &[S], a: usize, b: usize) -> S {
    o[a] * o[b]
        + o[a + 1] * o[b + 1]
        + o[a + 2] * o[b + 2]
        + o[a + 3] * o[b + 3]
        + o[a + 4] * o[b + 4]
        + o[a + 5] * o[b + 5]
}

/// Gravity `g` (world coordinates) in a floating base's coordinates, `R(ξ̂)ᵀ g` for the
/// quaternion `ξ = (x, y, z, w) = q[3..7]` of the configuration `q`, normalised
/// (`ξ̂ = ξ / ‖ξ‖`): with `u = (x, y, z)`, `R(ξ̂)ᵀ g = g + (2 / ‖ξ‖²) (u × (u × g) − w u × g)`.
/// Used by `#[derive(Dynamics)]` with `root_joint = free_flyer`; not part of the API.
#[doc(hidden)]
#[inline(always)]
pub fn __base_gravity<S: Real, const NQ: usize>(q: &nalgebra::SVector<S, NQ>, g: [S; 3]) -> [S; 3] {
    let (u, w) = ([q[3], q[4], q[5]], q[6]);
    let cross = |a: [S; 3], b: [S; 3]| {
        [
            a[1] * b[2] - a[2] * b[1],
            a[2] * b[0] - a[0] * b[2],
            a[0] * b[1] - a[1] * b[0],
        ]
    };
    let s = S::constant(2.0) / (u[0] * u[0] + u[1] * u[1] + u[2] * u[2] + w * w);
    let ug = cross(u, g);
    let uug = cross(u, ug);
    [
        g[0] + s * (uug[0] - w * ug[0]),
        g[1] + s * (uug[1] - w * ug[1]),
        g[2] + s * (uug[2] - w * ug[2]),
    ]
}

/// Expands to its input with the feature `std` (the generated code's `chain()`),
/// to nothing without it. Used by `#[derive(Dynamics)]`; not part of the API.
#[cfg(feature = "std")]
#[doc(hidden)]
#[macro_export]
macro_rules! __with_std {
    ($($item:tt)*) => { $($item)* };
}

/// Expands to its input with the feature `std` (the generated code's `chain()`),
/// to nothing without it. Used by `#[derive(Dynamics)]`; not part of the API.
#[cfg(not(feature = "std"))]
#[doc(hidden)]
#[macro_export]
macro_rules! __with_std {
    ($($item:tt)*) => {};
}

/// What the generated `chain()` names (`String`, `Vec`) in a crate that may be `#![no_std]`.
/// Used by `#[derive(Dynamics)]`; not part of the API.
#[cfg(feature = "std")]
#[doc(hidden)]
pub mod __private {
    pub use std::string::String;
    pub use std::vec;
    pub use std::vec::Vec;
}
