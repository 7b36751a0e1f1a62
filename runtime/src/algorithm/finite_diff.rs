//! Central finite differences of the dynamics: the reference the recursive linearizer
//! is tested against, and the baseline it is benchmarked against.
//!
//! Step rule: for coordinate `x_j`, `h_j = ε^(1/3) · max(1, |x_j|)` with
//! `ε = f64::EPSILON` (≈ 6.06e-6 for |x_j| <= 1), the step that balances the `O(h²)`
//! truncation error of a central difference against its `O(ε/h)` rounding error; the
//! divisor is the exactly representable `(x_j + h_j) - (x_j - h_j)`. Expected accuracy
//! is about `ε^(2/3) ≈ 4e-11` relative to the scale of the differentiated function.
//!
//! All functions work in the chain's angle convention through the public API.

use crate::algorithm::crba::crba;
use crate::algorithm::forward_dynamics::forward_dynamics;
use crate::algorithm::linearize::{assemble, Linearization, StateSpace};
use crate::algorithm::rnea::{coriolis_times_qd, gravity, rnea};
use crate::api::error::DynamicsError;
use crate::multibody::Multibody;
use nalgebra::{DMatrix, DVector};

/// The step `h = ε^(1/3) · max(1, |x|)` for a coordinate of value `x`.
pub fn step(x: f64) -> f64 {
    f64::EPSILON.cbrt() * x.abs().max(1.0)
}

/// Central difference of a vector function: column `j` is `∂f/∂x_j`.
pub fn jacobian<F>(x: &DVector<f64>, mut f: F) -> Result<DMatrix<f64>, DynamicsError>
where
    F: FnMut(&DVector<f64>) -> Result<DVector<f64>, DynamicsError>,
{
    let mut out: Option<DMatrix<f64>> = None;
    for j in 0..x.len() {
        let h = step(x[j]);
        let (mut xp, mut xm) = (x.clone(), x.clone());
        xp[j] += h;
        xm[j] -= h;
        let col = (f(&xp)? - f(&xm)?) / (xp[j] - xm[j]);
        let m = out.get_or_insert_with(|| DMatrix::zeros(col.len(), x.len()));
        m.set_column(j, &col);
    }
    Ok(out.unwrap_or_else(|| DMatrix::zeros(0, 0)))
}

/// Central difference of a matrix function: element `j` is `∂M/∂x_j`.
pub fn matrix_derivative<F>(x: &DVector<f64>, mut f: F) -> Result<Vec<DMatrix<f64>>, DynamicsError>
where
    F: FnMut(&DVector<f64>) -> Result<DMatrix<f64>, DynamicsError>,
{
    (0..x.len())
        .map(|j| {
            let h = step(x[j]);
            let (mut xp, mut xm) = (x.clone(), x.clone());
            xp[j] += h;
            xm[j] -= h;
            Ok((f(&xp)? - f(&xm)?) / (xp[j] - xm[j]))
        })
        .collect()
}

/// `∂M/∂q_j` by central differences of [`crba`].
pub fn mass_matrix_derivative(
    mb: &Multibody,
    q: &DVector<f64>,
) -> Result<Vec<DMatrix<f64>>, DynamicsError> {
    matrix_derivative(q, |q| crba(mb, q))
}

/// `∂g/∂q` by central differences of [`gravity`].
pub fn gravity_jacobian(mb: &Multibody, q: &DVector<f64>) -> Result<DMatrix<f64>, DynamicsError> {
    jacobian(q, |q| gravity(mb, q))
}

/// `(∂(C q̇)/∂q, ∂(C q̇)/∂q̇)` by central differences of [`coriolis_times_qd`].
pub fn coriolis_jacobians(
    mb: &Multibody,
    q: &DVector<f64>,
    qd: &DVector<f64>,
) -> Result<(DMatrix<f64>, DMatrix<f64>), DynamicsError> {
    let dq = jacobian(q, |q| coriolis_times_qd(mb, q, qd))?;
    let dqd = jacobian(qd, |qd| coriolis_times_qd(mb, q, qd))?;
    Ok((dq, dqd))
}

/// `A` and `B` by central differences of [`forward_dynamics`] over `q`, `q̇` and `τ`
/// (`3n` pairs of forward-dynamics evaluations): the baseline of the benchmark.
pub fn state_space(
    mb: &Multibody,
    q: &DVector<f64>,
    qd: &DVector<f64>,
    tau: &DVector<f64>,
) -> Result<StateSpace, DynamicsError> {
    let qdd = forward_dynamics(mb, q, qd, tau)?;
    let dq = jacobian(q, |q| forward_dynamics(mb, q, qd, tau))?;
    let dqd = jacobian(qd, |qd| forward_dynamics(mb, q, qd, tau))?;
    let dtau = jacobian(tau, |tau| forward_dynamics(mb, q, qd, tau))?;
    let (a, b) = assemble(&dq, &dqd, &dtau);
    Ok(StateSpace { qdd, a, b })
}

/// Every block of [`Linearization`] by central differences (`q̈`, `M` and `M⁻¹` are
/// evaluated directly, `M⁻¹` by solving with forward dynamics' factorization through
/// the finite difference in `τ`, which is exact for the linear map `τ ↦ q̈`).
pub fn linearize(
    mb: &Multibody,
    q: &DVector<f64>,
    qd: &DVector<f64>,
    tau: &DVector<f64>,
) -> Result<Linearization, DynamicsError> {
    let ss = state_space(mb, q, qd, tau)?;
    let n = mb.dof();
    let dqdd_dq = ss.a.view((n, 0), (n, n)).into_owned();
    let dqdd_dqd = ss.a.view((n, n), (n, n)).into_owned();
    let minv = ss.b.view((n, 0), (n, n)).into_owned();
    let (dcoriolis_dq, dcoriolis_dqd) = coriolis_jacobians(mb, q, qd)?;
    let qdd = ss.qdd.clone();
    let dtau_dq = jacobian(q, |q| rnea(mb, q, qd, &qdd))?;
    let dtau_dqd = jacobian(qd, |qd| rnea(mb, q, qd, &qdd))?;
    Ok(Linearization {
        qdd: ss.qdd,
        mass_matrix: crba(mb, q)?,
        mass_matrix_inverse: minv,
        dmass_dq: mass_matrix_derivative(mb, q)?,
        dcoriolis_dq,
        dcoriolis_dqd,
        dgravity_dq: gravity_jacobian(mb, q)?,
        dtau_dq,
        dtau_dqd,
        dqdd_dq,
        dqdd_dqd,
        a: ss.a,
        b: ss.b,
    })
}
