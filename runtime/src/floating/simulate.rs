//! Simulation of a tree on a floating base, on its configuration manifold: the fourth-order
//! Runge–Kutta–Munthe-Kaas method (Munthe-Kaas, "High order Runge–Kutta methods on manifolds",
//! Applied Numerical Mathematics 29, 1999). Each stage moves the configuration by
//! [`FloatingMultibody::integrate`] (never adding to the quaternion) and carries the stage
//! velocities back to the step's start with `dexp⁻¹_{−u}(x) ≈ x + ½ [u, x] + ¹⁄₁₂ [u, [u, x]]`,
//! the truncation the method's fourth order needs (the bracket of se(3) on the base's six
//! entries, zero on the joints').

use super::aba::floating_aba;
use super::FloatingMultibody;
use crate::api::error::DynamicsError;
use crate::simulate::SimError;
use nalgebra::DVector;

/// One sample of a floating trajectory.
#[derive(Debug, Clone, PartialEq)]
pub struct FloatingSample {
    /// Time (s).
    pub t: f64,
    /// Configuration `[p; ξ; q_joints]`.
    pub q: DVector<f64>,
    /// Velocity `[v_lin; ω; q̇_joints]` (the base's in base coordinates).
    pub v: DVector<f64>,
}

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

impl FloatingMultibody {
    /// One step of length `h` of `(q, v)` under the generalized force `tau(t, q, v)` (size `nv`;
    /// its base part is the wrench applied to the base, zero in free flight), by the
    /// fourth-order Runge–Kutta–Munthe-Kaas method (see [`crate::floating`]'s simulation).
    /// Fails on an `h` that is not finite and `> 0` ([`DynamicsError::InvalidArgument`]), on
    /// `q` or `v` as the algorithms refuse them, on an `h` so large that the states a stage
    /// reaches (`h` times the velocity or the acceleration) overflow
    /// ([`DynamicsError::StepOverflow`]), and as [`floating_aba`] fails on
    /// a stage.
    pub fn rkmk4_step<F>(
        &self,
        t: f64,
        q: &DVector<f64>,
        v: &DVector<f64>,
        h: f64,
        tau: &mut F,
    ) -> Result<(DVector<f64>, DVector<f64>), DynamicsError>
    where
        F: FnMut(f64, &DVector<f64>, &DVector<f64>) -> DVector<f64>,
    {
        if !(h.is_finite() && h > 0.0) {
            return Err(DynamicsError::InvalidArgument {
                argument: "h",
                value: h,
                requirement: "finite and > 0 (the step length in seconds)",
            });
        }
        self.check_q(q)?;
        self.check("v", v, self.nv())?;
        // Every input is finite: a later stage's velocity, motion or acceleration that is not
        // comes from `h` times an acceleration or a velocity; the first stage's acceleration is
        // the dynamics' at the given state.
        let overflow = DynamicsError::StepOverflow { h };
        let finite = |x: &DVector<f64>| x.iter().all(|x| x.is_finite());
        let mut first = true;
        let (q1, v1) = rkmk4(
            t,
            q,
            v,
            h,
            |t, q, v| {
                if !finite(v) {
                    return Err(overflow.clone());
                }
                let a = floating_aba(self, q, v, &tau(t, q, v));
                match (a, std::mem::replace(&mut first, false)) {
                    (Err(DynamicsError::NonFiniteResult { .. }), false) => Err(overflow.clone()),
                    (a, _) => a,
                }
            },
            |q, u| match finite(u) {
                true => self.integrate(q, u).map_err(|e| step_error(e, &overflow)),
                false => Err(overflow.clone()),
            },
        )?;
        match finite(&v1) {
            true => Ok((q1, v1)),
            false => Err(overflow),
        }
    }

    /// Simulates `(q0, v0)` for `steps` steps of length `h` under `tau(t, q, v)` (see
    /// [`FloatingMultibody::rkmk4_step`]); the samples at `t = 0, h, 2h, …` (`steps + 1`).
    /// Fails with [`SimError::InvalidOption`] for an `h` that is not finite and `> 0` or more
    /// than [`MAX_FIXED_STEPS`](crate::limits::MAX_FIXED_STEPS) steps, and with
    /// [`SimError::Dynamics`] on bad initial values or on the first step whose dynamics fail
    /// (every configuration after the first comes from `integrate`: its quaternion stays
    /// normalised).
    pub fn simulate<F>(
        &self,
        q0: &DVector<f64>,
        v0: &DVector<f64>,
        h: f64,
        steps: usize,
        mut tau: F,
    ) -> Result<Vec<FloatingSample>, SimError>
    where
        F: FnMut(f64, &DVector<f64>, &DVector<f64>) -> DVector<f64>,
    {
        if !(h.is_finite() && h > 0.0) {
            return Err(SimError::InvalidOption {
                name: "h",
                value: h,
                requirement: "finite and > 0",
            });
        }
        if steps > crate::limits::MAX_FIXED_STEPS {
            return Err(SimError::InvalidOption {
                name: "steps",
                value: steps as f64,
                requirement: "at most MAX_FIXED_STEPS (10 000 000)",
            });
        }
        self.check_q(q0).map_err(SimError::Dynamics)?;
        self.check("v", v0, self.nv()).map_err(SimError::Dynamics)?;
        let mut out = Vec::with_capacity(steps + 1);
        let (mut q, mut v) = (q0.clone(), v0.clone());
        out.push(FloatingSample {
            t: 0.0,
            q: q.clone(),
            v: v.clone(),
        });
        for k in 0..steps {
            let t = k as f64 * h;
            (q, v) = self
                .rkmk4_step(t, &q, &v, h, &mut tau)
                .map_err(SimError::Dynamics)?;
            out.push(FloatingSample {
                t: t + h,
                q: q.clone(),
                v: v.clone(),
            });
        }
        Ok(out)
    }
}
