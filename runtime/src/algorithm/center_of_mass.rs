//! The centre of mass of the whole chain and its Jacobian, in the base (world) frame.
//!
//! `c = Σ_i m_i c_i / m` with `m = Σ_i m_i`. Its Jacobian (relative coordinates) has the column
//! `Σ_{i ∈ ν(j)} m_i (v_j + ω_j × c_i) / m = (m_j⁺ v_j + ω_j × h_j⁺) / m` for joint `j` with twist
//! `[ω_j; v_j]` (world axes, at the first joint's origin), where `m_j⁺` and `h_j⁺` are the mass and the
//! first moment `Σ m_i c_i` of the subtree of `j` (one backward pass).
//!
//! The total mass is zero only for a chain of massless bodies (possible when they have rotational
//! inertia); the centre of mass is then undefined and both functions fail with
//! [`DynamicsError::NonFiniteResult`] (the generated code, which checks nothing, returns NaN
//! there).

use crate::algorithm::kinematics::frames;
use crate::api::error::DynamicsError;
use crate::multibody::spatial::{ang, lin, V3};
use crate::multibody::Multibody;
use nalgebra::{DMatrix, DVector, Vector3};

/// The centre of mass of the chain in the base frame at `q` (chain's convention). Fails with
/// [`DynamicsError::NonFiniteResult`] when the total mass is zero (see the module documentation).
pub fn center_of_mass(mb: &Multibody, q: &DVector<f64>) -> Result<Vector3<f64>, DynamicsError> {
    mb.check("q", q)?;
    let fr = frames(mb, mb.coords_to_relative(q).as_slice());
    let (mut mass, mut h) = (0.0, V3::zeros());
    for (link, com) in mb.links.iter().zip(&fr.com) {
        mass += link.mass;
        h += com * link.mass;
    }
    crate::api::error::finite("centre of mass", h / mass + fr.base)
}

/// The Jacobian `J_c` of the centre of mass at `q` (`ċ = J_c q̇`): `3 × n`, base axes, columns in
/// the chain's convention (for absolute angles the relative Jacobian times `T`). Fails with
/// [`DynamicsError::NonFiniteResult`] when the total mass is zero (see the module documentation).
pub fn center_of_mass_jacobian(
    mb: &Multibody,
    q: &DVector<f64>,
) -> Result<DMatrix<f64>, DynamicsError> {
    mb.check("q", q)?;
    let n = mb.dof();
    let fr = frames(mb, mb.coords_to_relative(q).as_slice());
    let total: f64 = mb.links.iter().map(|l| l.mass).sum();
    let mut j = DMatrix::zeros(3, n);
    // The mass and first moment of each subtree, summed into the parent's.
    let mut mass = vec![0.0; n];
    let mut h = vec![V3::zeros(); n];
    for i in (0..n).rev() {
        let m = mb.links[i].mass;
        mass[i] += m;
        h[i] += fr.com[i] * m;
        let s = &fr.s[i];
        let col = (lin(s) * mass[i] + ang(s).cross(&h[i])) / total;
        j.view_mut((0, i), (3, 1)).copy_from(&col);
        if let Some(p) = mb.parents[i] {
            let (mi, hi) = (mass[i], h[i]);
            mass[p] += mi;
            h[p] += hi;
        }
    }
    crate::api::error::finite("centre-of-mass Jacobian", mb.columns_to_convention(j))
}
