//! Steps on a floating base's configuration manifold: the fourth-order
//! Runge–Kutta–Munthe-Kaas method (Munthe-Kaas, "High order Runge–Kutta methods on manifolds",
//! Applied Numerical Mathematics 29, 1999). Each stage moves the configuration by
//! `integrate` (never adding to the quaternion) and carries the stage
//! velocities back to the step's start with `dexp⁻¹_{−u}(x) ≈ x + ½ [u, x] + ¹⁄₁₂ [u, [u, x]]`,
//! the truncation the method's fourth order needs (the bracket of se(3) on the base's six
//! entries, zero on the joints').

use crate::api::error::DynamicsError;
use nalgebra::DVector;

/// A velocity vector of a floating base (`[v_lin; ω; q̇_joints]`): what the
/// Runge–Kutta–Munthe-Kaas step needs of it, for the reference's `DVector` and the generated
/// code's `SVector`.
pub(crate) trait Tangent:
    Clone
    + core::ops::Add<Output = Self>
    + core::ops::Mul<f64, Output = Self>
    + core::ops::Div<f64, Output = Self>
{
    /// `ad_u x` on the base's entries (`[v; ω]`: `[ω_u × v_x + v_u × ω_x; ω_u × ω_x]`), zero on
    /// the joints'.
    fn bracket(&self, x: &Self) -> Self;
}

/// `ad_u x` of two velocity vectors given as slices, into `out` (zeros beyond the base).
fn bracket_into(u: &[f64], x: &[f64], out: &mut [f64]) {
    let cross = |a: &[f64], b: &[f64]| {
        [
            a[1] * b[2] - a[2] * b[1],
            a[2] * b[0] - a[0] * b[2],
            a[0] * b[1] - a[1] * b[0],
        ]
    };
    let (vu, wu, vx, wx) = (&u[0..3], &u[3..6], &x[0..3], &x[3..6]);
    let (a, b, c) = (cross(wu, vx), cross(vu, wx), cross(wu, wx));
    for k in 0..3 {
        out[k] = a[k] + b[k];
        out[3 + k] = c[k];
    }
    out[6..].iter_mut().for_each(|o| *o = 0.0);
}

impl Tangent for DVector<f64> {
    fn bracket(&self, x: &Self) -> Self {
        let mut out = DVector::zeros(self.len());
        bracket_into(self.as_slice(), x.as_slice(), out.as_mut_slice());
        out
    }
}

impl<const N: usize> Tangent for nalgebra::SVector<f64, N> {
    fn bracket(&self, x: &Self) -> Self {
        let mut out = Self::zeros();
        bracket_into(self.as_slice(), x.as_slice(), out.as_mut_slice());
        out
    }
}

/// `dexp⁻¹_{−u}(x)` to the method's order: `x + ½ [u, x] + ¹⁄₁₂ [u, [u, x]]`.
fn dexpinv<V: Tangent>(u: &V, x: &V) -> V {
    let ux = u.bracket(x);
    let twelfth = u.bracket(&ux) / 12.0;
    x.clone() + ux * 0.5 + twelfth
}

/// The error of a step's `integrate` of a stage's motion: a result that overflows `f64` (the
/// motion `h` times a velocity, finite but too large for SE(3)'s exponential or for the
/// configuration's sum) is `overflow`, the step's ([`DynamicsError::StepOverflow`]); any other
/// error is itself.
pub(crate) fn step_error(e: DynamicsError, overflow: &DynamicsError) -> DynamicsError {
    match e {
        DynamicsError::NonFiniteResult {
            quantity: "integrate",
        } => overflow.clone(),
        e => e,
    }
}

/// One step of length `h` of the fourth-order Runge–Kutta–Munthe-Kaas method from `(q, v)` at
/// time `t`, with the accelerations `acc(t, q, v)` and the configuration update
/// `integrate(q, u)`: each stage moves the configuration to `q · exp(u_i)`, its velocity
/// carried back to the step's start by [`dexpinv`].
pub(crate) fn rkmk4<Q, V: Tangent, E>(
    t: f64,
    q: &Q,
    v: &V,
    h: f64,
    mut acc: impl FnMut(f64, &Q, &V) -> Result<V, E>,
    mut integrate: impl FnMut(&Q, &V) -> Result<Q, E>,
) -> Result<(Q, V), E> {
    let k1q = v.clone();
    let k1v = acc(t, q, v)?;
    let u2 = k1q.clone() * (h / 2.0);
    let v2 = v.clone() + k1v.clone() * (h / 2.0);
    let q2 = integrate(q, &u2)?;
    let k2q = dexpinv(&u2, &v2);
    let k2v = acc(t + h / 2.0, &q2, &v2)?;
    let u3 = k2q.clone() * (h / 2.0);
    let v3 = v.clone() + k2v.clone() * (h / 2.0);
    let q3 = integrate(q, &u3)?;
    let k3q = dexpinv(&u3, &v3);
    let k3v = acc(t + h / 2.0, &q3, &v3)?;
    let u4 = k3q.clone() * h;
    let v4 = v.clone() + k3v.clone() * h;
    let q4 = integrate(q, &u4)?;
    let k4q = dexpinv(&u4, &v4);
    let k4v = acc(t + h, &q4, &v4)?;
    let du = (k1q + k2q * 2.0 + k3q * 2.0 + k4q) * (h / 6.0);
    let dv = (k1v + k2v * 2.0 + k3v * 2.0 + k4v) * (h / 6.0);
    Ok((integrate(q, &du)?, v.clone() + dv))
}
