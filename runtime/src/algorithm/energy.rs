//! Kinetic and potential energy.

use crate::algorithm::kinematics::{frames, velocities};
use crate::api::error::DynamicsError;
use crate::multibody::Multibody;
use nalgebra::DVector;

/// Kinetic energy `T = ½ Σ_i v_iᵀ I_i v_i + ½ Σ_i a_i q̇_i² = ½ q̇ᵀ M(q) q̇`, the rotors' energy
/// `½ a_i q̇_i²` (armature `a_i`, relative joint velocities) included.
pub fn kinetic_energy(
    mb: &Multibody,
    q: &DVector<f64>,
    qd: &DVector<f64>,
) -> Result<f64, DynamicsError> {
    mb.check("q", q)?;
    mb.check("qd", qd)?;
    let fr = frames(mb, mb.coords_to_relative(q).as_slice());
    let qd = mb.coords_to_relative(qd);
    let v = velocities(&fr, qd.as_slice());
    let rotors: f64 = fr
        .armature
        .iter()
        .zip(qd.iter())
        .map(|(a, w)| a * w * w)
        .sum();
    crate::api::error::finite(
        "kinetic energy",
        0.5 * (v
            .iter()
            .zip(&fr.inertia)
            .map(|(v, i)| v.dot(&i.mul(v)))
            .sum::<f64>()
            + rotors),
    )
}

/// Potential energy of gravity `U = -Σ_i m_i g · p_com_i`, zero when every centre of
/// mass is at the world origin's height (for a chain based at the origin: the base
/// height). Its gradient is the generalized gravity `g(q) = ∂U/∂q`.
pub fn potential_energy(mb: &Multibody, q: &DVector<f64>) -> Result<f64, DynamicsError> {
    mb.check("q", q)?;
    let fr = frames(mb, mb.coords_to_relative(q).as_slice());
    crate::api::error::finite(
        "potential energy",
        -fr.com
            .iter()
            .zip(&mb.links)
            .map(|(c, l)| l.mass * mb.gravity.dot(&(c + fr.base)))
            .sum::<f64>(),
    )
}

/// Total mechanical energy `T + U`.
pub fn total_energy(
    mb: &Multibody,
    q: &DVector<f64>,
    qd: &DVector<f64>,
) -> Result<f64, DynamicsError> {
    crate::api::error::finite(
        "total energy",
        kinetic_energy(mb, q, qd)? + potential_energy(mb, q)?,
    )
}
