//! The torques the joints lose to viscous damping and smoothed Coulomb friction,
//! `τ_loss,i = b_i q̇_i + F_i s(q̇_i / v_s,i)` per joint (relative coordinates), and their
//! derivative, which is diagonal. The law is [`chaindyn_model::JointDynamics::loss`]; see
//! [`chaindyn_model::joint_dynamics`] for the equations of motion and why this friction model.

use crate::api::error::DynamicsError;
use crate::multibody::Multibody;
use nalgebra::{DMatrix, DVector};

/// `τ_loss` at relative joint velocities `qd` (relative coordinates).
pub(crate) fn losses_relative(mb: &Multibody, qd: &[f64]) -> DVector<f64> {
    DVector::from_iterator(
        qd.len(),
        mb.links.iter().zip(qd).map(|(l, &v)| l.dynamics.loss(v)),
    )
}

/// `x -= τ_loss(qd)` in place (relative coordinates); nothing for a chain of ideal joints.
pub(crate) fn subtract_losses(mb: &Multibody, qd: &[f64], x: &mut DVector<f64>) {
    for (i, (l, &v)) in mb.links.iter().zip(qd).enumerate() {
        if l.dynamics.dissipates() {
            x[i] -= l.dynamics.loss(v);
        }
    }
}

/// `∂τ_loss/∂q̇` at relative joint velocities `qd` (relative coordinates, diagonal).
pub(crate) fn losses_derivative_relative(mb: &Multibody, qd: &[f64]) -> DMatrix<f64> {
    DMatrix::from_diagonal(&DVector::from_iterator(
        qd.len(),
        mb.links
            .iter()
            .zip(qd)
            .map(|(l, &v)| l.dynamics.loss_derivative(v)),
    ))
}

/// `τ += a q̈ + τ_loss(q̇)` per joint (relative coordinates): the joint terms of inverse dynamics;
/// nothing for ideal joints.
pub(crate) fn add_joint_terms(mb: &Multibody, qd: &[f64], qdd: &[f64], tau: &mut DVector<f64>) {
    for (i, l) in mb.links.iter().enumerate() {
        if !l.dynamics.is_ideal() {
            tau[i] += l.dynamics.armature * qdd[i] + l.dynamics.loss(qd[i]);
        }
    }
}

/// `∂τ/∂q̇ += ∂τ_loss/∂q̇` (relative coordinates; the derivative is diagonal); nothing for ideal
/// joints.
pub(crate) fn add_losses_derivative(mb: &Multibody, qd: &[f64], dtau_dqd: &mut DMatrix<f64>) {
    for (i, l) in mb.links.iter().enumerate() {
        if l.dynamics.dissipates() {
            dtau_dqd[(i, i)] += l.dynamics.loss_derivative(qd[i]);
        }
    }
}

/// The generalized force the joints lose at velocity `qd`, `τ_loss(q̇)`: the equations of motion
/// are `M q̈ + C q̇ + g + τ_loss = τ`, and `q̇ᵀ τ_loss ≥ 0` is the power dissipated. Zero for ideal
/// joints. Argument and result in the chain's angle convention (for absolute angles
/// `Tᵀ τ_loss(T q̇)`).
pub fn joint_losses(mb: &Multibody, qd: &DVector<f64>) -> Result<DVector<f64>, DynamicsError> {
    mb.check("qd", qd)?;
    let qd = mb.coords_to_relative(qd);
    crate::api::error::finite(
        "joint losses",
        mb.force_from_relative(losses_relative(mb, qd.as_slice())),
    )
}

/// `∂τ_loss/∂q̇` at velocity `qd`, in the chain's angle convention (`Tᵀ D T` with `D` diagonal for
/// absolute angles).
pub fn joint_losses_derivative(
    mb: &Multibody,
    qd: &DVector<f64>,
) -> Result<DMatrix<f64>, DynamicsError> {
    mb.check("qd", qd)?;
    let qd = mb.coords_to_relative(qd);
    crate::api::error::finite(
        "derivative of the joint losses",
        mb.congruence(losses_derivative_relative(mb, qd.as_slice())),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use chaindyn_model::{AngleConvention, Body, Chain, Joint, JointDynamics, Link};

    fn chain(convention: AngleConvention) -> Multibody {
        let links = (0..3)
            .map(|i| Link {
                joint: Joint::revolute(format!("j{i}"), [0.0, 0.0, 1.0]).with_dynamics(
                    JointDynamics {
                        armature: 0.0,
                        damping: 0.3 + 0.1 * i as f64,
                        friction: 0.5 * i as f64,
                        friction_velocity: 0.2,
                    },
                ),
                body: Body::point_mass(format!("b{i}"), 1.0, [1.0, 0.0, 0.0]),
            })
            .collect();
        Multibody::new(&Chain::new(links, [0.0, -9.81, 0.0], convention)).unwrap()
    }

    #[test]
    fn the_derivative_matches_central_differences_and_losses_dissipate() {
        for convention in [AngleConvention::Relative, AngleConvention::Absolute] {
            let mb = chain(convention);
            let qd = DVector::from_vec(vec![0.3, -0.05, 1.7]);
            let tau = joint_losses(&mb, &qd).unwrap();
            // Each joint's loss has the sign of its relative velocity: dissipation q̇ᵀ τ ≥ 0.
            assert!(qd.dot(&tau) > 0.0);
            let d = joint_losses_derivative(&mb, &qd).unwrap();
            // h = 1e-6 on values of order 1: truncation ~1e-12 · F/v_s³ ≈ 1e-10, rounding
            // ~1e-10; 1e-7 is far above both.
            let h = 1e-6;
            for k in 0..3 {
                let mut p = qd.clone();
                p[k] += h;
                let mut m = qd.clone();
                m[k] -= h;
                let fd =
                    (joint_losses(&mb, &p).unwrap() - joint_losses(&mb, &m).unwrap()) / (2.0 * h);
                assert!(
                    (fd - d.column(k)).amax() < 1e-7,
                    "{convention:?} column {k}"
                );
            }
        }
    }
}
