//! Forward dynamics `q̈ = M⁻¹ (τ - C q̇ - g - τ_loss)` by RNEA (bias force), the joints' losses,
//! CRBA (armature included) and a Cholesky factorization of `M`.

use crate::algorithm::crba::crba_columns;
use crate::algorithm::rnea::rnea_relative;
use crate::api::error::DynamicsError;
use crate::multibody::cholesky::{Cholesky, SingularPivot};
use crate::multibody::Multibody;
use nalgebra::DVector;

/// The typed error of a failed mass-matrix factorization at relative configuration
/// `q_rel`.
pub(crate) fn singular(
    mb: &Multibody,
    pivot: SingularPivot,
    q_rel: &DVector<f64>,
) -> DynamicsError {
    let link = &mb.chain().links[pivot.index];
    DynamicsError::SingularMassMatrix {
        link: pivot.index,
        joint: link.joint.name.clone(),
        body: link.body.name.clone(),
        configuration: mb.coords_from_relative(q_rel.clone()).as_slice().to_vec(),
        pivot_ratio: pivot.ratio,
    }
}

/// Forward dynamics in relative coordinates; `tau` relative.
pub(crate) fn forward_relative(
    mb: &Multibody,
    q: &DVector<f64>,
    qd: &DVector<f64>,
    tau: &DVector<f64>,
) -> Result<DVector<f64>, DynamicsError> {
    let bias = rnea_relative(mb, q.as_slice(), qd.as_slice(), None, true);
    let m = crba_columns(mb, q.as_slice());
    if m.iter().any(|x| !x.is_finite()) {
        return Err(DynamicsError::NonFiniteResult {
            quantity: "mass matrix",
        });
    }
    let chol = Cholesky::new(&m).map_err(|p| singular(mb, p, q))?;
    let mut qdd = tau - bias;
    crate::algorithm::joint_losses::subtract_losses(mb, qd.as_slice(), &mut qdd);
    chol.solve_in_place(qdd.as_mut_slice());
    Ok(qdd)
}

/// Forward dynamics: the acceleration `q̈` produced by the generalized force `tau` at
/// state `(q, qd)`. Everything in the chain's angle convention (for absolute angles
/// `tau` is `u_abs`). Fails with [`DynamicsError::SingularMassMatrix`] when `M(q)` is
/// singular.
pub fn forward_dynamics(
    mb: &Multibody,
    q: &DVector<f64>,
    qd: &DVector<f64>,
    tau: &DVector<f64>,
) -> Result<DVector<f64>, DynamicsError> {
    in_convention(mb, q, qd, tau, forward_relative)
}

/// A forward dynamics in relative coordinates: `(mb, q, q̇, τ) ↦ q̈`.
pub(crate) type RelativeForward = fn(
    &Multibody,
    &DVector<f64>,
    &DVector<f64>,
    &DVector<f64>,
) -> Result<DVector<f64>, DynamicsError>;

/// A forward dynamics in relative coordinates (`relative`) called in the chain's convention: the
/// arguments checked, converted to relative coordinates, the result converted back and guarded.
pub(crate) fn in_convention(
    mb: &Multibody,
    q: &DVector<f64>,
    qd: &DVector<f64>,
    tau: &DVector<f64>,
    relative: RelativeForward,
) -> Result<DVector<f64>, DynamicsError> {
    mb.check("q", q)?;
    mb.check("qd", qd)?;
    mb.check("tau", tau)?;
    let qdd = relative(
        mb,
        &mb.coords_to_relative(q),
        &mb.coords_to_relative(qd),
        &mb.force_to_relative(tau),
    )?;
    crate::api::error::finite("forward dynamics", mb.coords_from_relative(qdd))
}
