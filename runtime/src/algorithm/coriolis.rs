//! The Coriolis matrix `C(q, q̇)` from the Christoffel symbols of the first kind,
//! computed from the analytic `∂M/∂q`:
//!
//! `C_kl = Σ_j Γ_klj q̇_j`, `Γ_klj = ½ (∂M_kl/∂q_j + ∂M_kj/∂q_l - ∂M_lj/∂q_k)`.
//!
//! With `Ṁ = Σ_j ∂M/∂q_j q̇_j` and `G` the matrix whose column `l` is `(∂M/∂q_l) q̇`,
//! this is `C = ½ (Ṁ + G - Gᵀ)`, so `Ṁ - 2C = Gᵀ - G` is skew-symmetric and `C q̇` is
//! the Coriolis/centrifugal force of RNEA. Cost `O(n³)`.

use crate::algorithm::crba::composite_inertias;
use crate::algorithm::kinematics::frames;
use crate::algorithm::mass_derivative::mass_derivative_core;
use crate::api::error::DynamicsError;
use crate::multibody::Multibody;
use nalgebra::{DMatrix, DVector};

/// `(Ṁ, G)` in relative coordinates.
fn mdot_and_g(dm: &[DMatrix<f64>], qd: &DVector<f64>) -> (DMatrix<f64>, DMatrix<f64>) {
    let n = qd.len();
    let mut mdot = DMatrix::zeros(n, n);
    let mut g = DMatrix::zeros(n, n);
    for (j, dj) in dm.iter().enumerate() {
        mdot += dj * qd[j];
        g.set_column(j, &(dj * qd));
    }
    (mdot, g)
}

/// The Christoffel-consistent Coriolis matrix `C(q, q̇)` (`Ṁ - 2C` skew-symmetric), in
/// the chain's angle convention (`C_abs = Tᵀ C_rel T`).
pub fn coriolis_matrix(
    mb: &Multibody,
    q: &DVector<f64>,
    qd: &DVector<f64>,
) -> Result<DMatrix<f64>, DynamicsError> {
    mb.check("q", q)?;
    mb.check("qd", qd)?;
    let fr = frames(mb, mb.coords_to_relative(q).as_slice());
    let dm = mass_derivative_core(&fr, &composite_inertias(&fr));
    let (mdot, g) = mdot_and_g(&dm, &mb.coords_to_relative(qd));
    crate::api::error::finite(
        "Coriolis matrix",
        mb.congruence((mdot + &g - g.transpose()) * 0.5),
    )
}

/// The time derivative of the mass matrix along `q̇`, `Ṁ = Σ_j (∂M/∂q_j) q̇_j`
/// (analytic), in the chain's angle convention.
pub fn mass_matrix_time_derivative(
    mb: &Multibody,
    q: &DVector<f64>,
    qd: &DVector<f64>,
) -> Result<DMatrix<f64>, DynamicsError> {
    mb.check("q", q)?;
    mb.check("qd", qd)?;
    let fr = frames(mb, mb.coords_to_relative(q).as_slice());
    let dm = mass_derivative_core(&fr, &composite_inertias(&fr));
    crate::api::error::finite(
        "time derivative of the mass matrix",
        mb.congruence(mdot_and_g(&dm, &mb.coords_to_relative(qd)).0),
    )
}
