//! The impulse at a touchdown (Pinocchio's `impulseDynamics`): the contacts that become active
//! stop their frames in an instant, so that with the active contacts' Jacobian `J` (the
//! conventions of [`floating_constraint_dynamics`](crate::floating_constraint_dynamics)) and a
//! restitution coefficient `e`, the velocity after `v⁺` and the contact impulses `Λ` solve
//!
//! `M (v⁺ − v⁻) = Jᵀ Λ`, `J v⁺ = −e J v⁻`,
//!
//! by the same operational-space form: `Δ = J M⁻¹ Jᵀ`, `Λ = −Δ⁻¹ (1 + e) J v⁻`,
//! `v⁺ = v⁻ + M⁻¹ Jᵀ Λ`. Forces are impulses here (N s, N m s), in the axes of the contact
//! forces; `Λ` holds every contact's slot, zero for the inactive ones.

use crate::algorithm::aba::floating_mass_factor;
use crate::algorithm::constraint_dynamics::{contact_jacobian, scatter, solve_delassus, Contact};
use crate::algorithm::crba::floating_crba;
use crate::api::contact::ContactOptions;
use crate::api::error::DynamicsError;
use crate::multibody::floating::FloatingMultibody;
use nalgebra::DVector;

/// The velocity after an impact and the contact impulses.
#[derive(Debug, Clone, PartialEq)]
pub struct Impulse {
    /// `v⁺` (`nv`).
    pub v: DVector<f64>,
    /// The contact impulses, every contact's slot in the list's order, zero for the inactive
    /// ones.
    pub impulses: DVector<f64>,
}

/// The impact of a floating tree on its `active` contacts at `q`, arriving at `v_before`, with
/// restitution `restitution` (`e` in `[0, 1]`: 0 stops the contacts, 1 reverses their normal
/// and tangential velocity alike, as Pinocchio's `r_coeff`); the conventions are the module's.
///
/// Fails as [`floating_constraint_dynamics`](crate::floating_constraint_dynamics) does, on an
/// `e` outside `[0, 1]` ([`DynamicsError::InvalidArgument`]), or on a singular mass matrix
/// ([`DynamicsError::SingularMassMatrix`]).
pub fn floating_impulse_dynamics(
    fm: &FloatingMultibody,
    contacts: &[Contact],
    active: &[bool],
    q: &DVector<f64>,
    v_before: &DVector<f64>,
    restitution: f64,
    options: &ContactOptions,
) -> Result<Impulse, DynamicsError> {
    if !(0.0..=1.0).contains(&restitution) {
        return Err(DynamicsError::InvalidArgument {
            argument: "restitution",
            value: restitution,
            requirement: "in [0, 1] (0: the contacts stop; 1: their velocity reverses)",
        });
    }
    if let Some(p) = &options.proximal {
        p.check()?;
    }
    fm.check("v", v_before, fm.nv())?;
    let m = floating_crba(fm, q)?;
    let chol = floating_mass_factor(fm, q, &m)?;
    let rows = contact_jacobian(fm, contacts, active, q, options)?;
    if rows.j.nrows() == 0 {
        let impulses = DVector::zeros(rows.len);
        return Ok(Impulse {
            v: v_before.clone(),
            impulses,
        });
    }
    let minv_jt = chol.solve_matrix(&rows.j.transpose());
    let delta = &rows.j * &minv_jt;
    let r = (&rows.j * v_before) * (1.0 + restitution);
    let impulses = solve_delassus(&delta, &r, &rows, options)?;
    let v = v_before + &minv_jt * &impulses;
    Ok(Impulse {
        v: crate::api::error::finite("velocity after the impact", v)?,
        impulses: crate::api::error::finite("contact impulses", scatter(&rows, &impulses))?,
    })
}
