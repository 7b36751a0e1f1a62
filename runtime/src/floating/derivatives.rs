//! Derivatives of a floating tree's inverse and forward dynamics by central differences, in the
//! tangent space as Pinocchio takes them (`computeRNEADerivatives`, `computeABADerivatives` with
//! a free-flyer): column `k` of `∂f/∂q` is the derivative of `f(integrate(q, δ e_k))` at `δ = 0`
//! (`nv` columns: the base's six, then the joints'), `∂f/∂v` and `∂f/∂τ` (or `∂f/∂a`) plain ones.
//! The reference the generated code of floating trees is to be checked against; step and accuracy
//! as [`crate::finite_diff`]'s (about 4e-11 relative to the differentiated function's scale).

use super::aba::floating_aba;
use super::rnea::floating_rnea;
use super::FloatingMultibody;
use crate::algorithm::finite_diff::{jacobian, step};
use crate::api::error::DynamicsError;
use nalgebra::{DMatrix, DVector};

/// The three derivatives of a floating tree's dynamics function `f(q, v, x)`.
#[derive(Debug, Clone, PartialEq)]
pub struct FloatingDerivatives {
    /// `∂f/∂q` in the tangent space (`nv × nv`).
    pub dq: DMatrix<f64>,
    /// `∂f/∂v`.
    pub dv: DMatrix<f64>,
    /// `∂f/∂x`: for inverse dynamics `∂τ/∂a = M`, for forward dynamics `∂a/∂τ = M⁻¹`.
    pub dx: DMatrix<f64>,
}

/// `∂f/∂q` along `integrate(q, ±h e_k)`.
fn tangent_jacobian<F>(
    fm: &FloatingMultibody,
    q: &DVector<f64>,
    mut f: F,
) -> Result<DMatrix<f64>, DynamicsError>
where
    F: FnMut(&DVector<f64>) -> Result<DVector<f64>, DynamicsError>,
{
    let nv = fm.nv();
    let mut out: Option<DMatrix<f64>> = None;
    for k in 0..nv {
        // The joints' step as `finite_diff`'s at their value; the base's at 0 (a tangent step).
        let h = if k < 6 { step(0.0) } else { step(q[k + 1]) };
        let mut e = DVector::zeros(nv);
        e[k] = h;
        let plus = f(&fm.integrate(q, &e)?)?;
        let minus = f(&fm.integrate(q, &(-e))?)?;
        let col = (plus - minus) / (2.0 * h);
        let m = out.get_or_insert_with(|| DMatrix::zeros(col.len(), nv));
        m.set_column(k, &col);
    }
    Ok(out.unwrap_or_else(|| DMatrix::zeros(0, 0)))
}

fn derivatives<F>(
    fm: &FloatingMultibody,
    q: &DVector<f64>,
    v: &DVector<f64>,
    (name, x): (&'static str, &DVector<f64>),
    f: F,
) -> Result<FloatingDerivatives, DynamicsError>
where
    F: Fn(&DVector<f64>, &DVector<f64>, &DVector<f64>) -> Result<DVector<f64>, DynamicsError>,
{
    fm.check_q(q)?;
    fm.check("v", v, fm.nv())?;
    fm.check(name, x, fm.nv())?;
    let dq = tangent_jacobian(fm, q, |q| f(q, v, x))?;
    let dv = jacobian(v, |v| f(q, v, x))?;
    let dx = jacobian(x, |x| f(q, v, x))?;
    let out = FloatingDerivatives { dq, dv, dx };
    if [&out.dq, &out.dv, &out.dx]
        .iter()
        .any(|m| m.iter().any(|x| !x.is_finite()))
    {
        return Err(DynamicsError::NonFiniteResult {
            quantity: "floating-base derivatives",
        });
    }
    Ok(out)
}

/// `∂τ/∂q`, `∂τ/∂v` and `∂τ/∂a = M` of [`floating_rnea`] at `(q, v, a)` by central differences,
/// `∂/∂q` in the tangent space (Pinocchio's `computeRNEADerivatives` with a free-flyer).
pub fn floating_rnea_derivatives(
    fm: &FloatingMultibody,
    q: &DVector<f64>,
    v: &DVector<f64>,
    a: &DVector<f64>,
) -> Result<FloatingDerivatives, DynamicsError> {
    derivatives(fm, q, v, ("a", a), |q, v, a| floating_rnea(fm, q, v, a))
}

/// `∂a/∂q`, `∂a/∂v` and `∂a/∂τ = M⁻¹` of [`floating_aba`] at `(q, v, τ)` by central
/// differences, `∂/∂q` in the tangent space (Pinocchio's `computeABADerivatives` with a
/// free-flyer): the linearization `A = [[0, 1], [∂a/∂q, ∂a/∂v]]`, `B = [0; ∂a/∂τ]` about the
/// state, in the tangent space.
pub fn floating_aba_derivatives(
    fm: &FloatingMultibody,
    q: &DVector<f64>,
    v: &DVector<f64>,
    tau: &DVector<f64>,
) -> Result<FloatingDerivatives, DynamicsError> {
    derivatives(fm, q, v, ("tau", tau), |q, v, t| floating_aba(fm, q, v, t))
}

/// The linearization of a floating tree's dynamics about `(q, v, τ)` in the tangent space, for a
/// state perturbation `δx = [δq; δv]` with `q = integrate(q̄, δq)` (`2 nv` entries) and the
/// joints' torques as inputs (the base is unactuated): `δẋ = A δx + B δτ_joints`, with
///
/// `A = [[−ad_v, 1], [∂a/∂q, ∂a/∂v]]`, `B = [0; ∂a/∂τ_joints]`,
///
/// where `−ad_v` (on the base's six entries only; zero on the joints') is what moving along
/// `integrate` adds to `δq̇ = δv` when the base turns: `q̄ exp(δq)` moving at `v̄ + δv` has
/// `δq̇ = δv − ad_v̄ δq` to first order (`ad_v x = [ω × x_v + v × x_ω; ω × x_ω]` in `[v; ω]`
/// order). The derivatives are [`floating_aba_derivatives`]' (central differences).
#[derive(Debug, Clone, PartialEq)]
pub struct FloatingStateSpace {
    /// `a = v̇` at the point.
    pub a: DVector<f64>,
    /// `A` (`2 nv × 2 nv`).
    pub state: DMatrix<f64>,
    /// `B` (`2 nv × n`, the joints' torques).
    pub input: DMatrix<f64>,
}

/// [`FloatingStateSpace`] of a floating tree at `(q, v, τ)`.
pub fn floating_state_space(
    fm: &FloatingMultibody,
    q: &DVector<f64>,
    v: &DVector<f64>,
    tau: &DVector<f64>,
) -> Result<FloatingStateSpace, DynamicsError> {
    let d = floating_aba_derivatives(fm, q, v, tau)?;
    let a = floating_aba(fm, q, v, tau)?;
    let (nv, n) = (fm.nv(), fm.joint_count());
    let mut state = DMatrix::zeros(2 * nv, 2 * nv);
    // −ad_v on the base's block: [[−ω̂, −v̂], [0, −ω̂]] in [v; ω] order.
    let skew =
        |x: &[f64]| nalgebra::Matrix3::new(0.0, -x[2], x[1], x[2], 0.0, -x[0], -x[1], x[0], 0.0);
    let (lin, ang) = (skew(&v.as_slice()[0..3]), skew(&v.as_slice()[3..6]));
    state.fixed_view_mut::<3, 3>(0, 0).copy_from(&(-ang));
    state.fixed_view_mut::<3, 3>(0, 3).copy_from(&(-lin));
    state.fixed_view_mut::<3, 3>(3, 3).copy_from(&(-ang));
    state
        .view_mut((0, nv), (nv, nv))
        .copy_from(&DMatrix::identity(nv, nv));
    state.view_mut((nv, 0), (nv, nv)).copy_from(&d.dq);
    state.view_mut((nv, nv), (nv, nv)).copy_from(&d.dv);
    let mut input = DMatrix::zeros(2 * nv, n);
    input
        .view_mut((nv, 0), (nv, n))
        .copy_from(&d.dx.columns(nv - n, n));
    Ok(FloatingStateSpace { a, state, input })
}
