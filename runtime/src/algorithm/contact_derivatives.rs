//! The derivatives of the dynamics under contact (Pinocchio's
//! `computeConstraintDynamicsDerivatives` and `computeImpulseDynamicsDerivatives`), analytic, by
//! differentiating the contact equations at their solution. For forward dynamics,
//! `ID(q, v, a) − J(q)ᵀ λ = τ` and `c(q, v, a) = J a + γ = 0` give, for a direction `x` of
//! `q` (tangent space), `v` or `τ`,
//!
//! `[[M, −Jᵀ], [J, 0]] [∂a/∂x; ∂λ/∂x] = −[∂ID/∂x − ∂(Jᵀ λ)/∂x − ∂τ/∂x; ∂c/∂x]`,
//!
//! solved by the operational-space form of the values: `∂λ = Δ⁻¹ (J M⁻¹ R − C)`,
//! `∂a = M⁻¹ (Jᵀ ∂λ − R)` for the first row's partials `R` and the second's `C`. `∂ID/∂(q, v)`
//! are [`floating_rnea_derivatives`]' at the constrained `a`; the contacts' terms are
//! `api::contact_partials`'s, shared with the generated path. For the impact,
//! `M (v⁺ − v⁻) − Jᵀ Λ = 0` and `J (v⁺ + e v⁻) = 0` in `q` and `v⁻` likewise, with
//! `∂(M (v⁺ − v⁻))/∂q` inverse dynamics' at `(q, 0, v⁺ − v⁻)` less gravity's.
//!
//! With [`ContactOptions::baumgarte`], the constraint's partials add Baumgarte's terms'
//! (`api::contact_partials`). The derivatives are those of the exact solution: dependent contacts are refused
//! ([`DynamicsError::DependentContacts`]) even with [`ContactOptions::proximal`]; `λ`'s rows keep
//! every contact's slot (zero for the inactive ones), as the values do.

use crate::algorithm::aba::floating_mass_factor;
use crate::algorithm::constraint_dynamics::{
    contact_jacobian, each_frame, floating_constraint_dynamics, ActiveRows, Contact,
};
use crate::algorithm::crba::floating_crba;
use crate::algorithm::impulse_dynamics::floating_impulse_dynamics;
use crate::algorithm::rnea_derivatives::floating_rnea_derivatives;
use crate::api::contact::ContactOptions;
use crate::api::error::DynamicsError;
use crate::multibody::cholesky::Cholesky;
use crate::multibody::floating::FloatingMultibody;
use nalgebra::{DMatrix, DVector};

/// Forward dynamics under contact and its derivatives (`∂/∂q` in the tangent space).
#[derive(Debug, Clone, PartialEq)]
pub struct ConstrainedDerivatives {
    /// `a` (`nv`).
    pub a: DVector<f64>,
    /// `λ`, every contact's slot.
    pub lambda: DVector<f64>,
    /// `∂a/∂q` (`nv × nv`).
    pub da_dq: DMatrix<f64>,
    /// `∂a/∂v`.
    pub da_dv: DMatrix<f64>,
    /// `∂a/∂τ`.
    pub da_dtau: DMatrix<f64>,
    /// `∂λ/∂q` (`λ`'s length `× nv`; the inactive contacts' rows zero).
    pub dlambda_dq: DMatrix<f64>,
    /// `∂λ/∂v`.
    pub dlambda_dv: DMatrix<f64>,
    /// `∂λ/∂τ`.
    pub dlambda_dtau: DMatrix<f64>,
}

/// The impulse at an impact and its derivatives in the configuration and the velocity before it.
#[derive(Debug, Clone, PartialEq)]
pub struct ImpulseDerivatives {
    /// `v⁺` (`nv`).
    pub v: DVector<f64>,
    /// The contact impulses `Λ`, every contact's slot.
    pub impulses: DVector<f64>,
    /// `∂v⁺/∂q` (`nv × nv`, tangent space).
    pub dv_dq: DMatrix<f64>,
    /// `∂v⁺/∂v⁻`.
    pub dv_dv: DMatrix<f64>,
    /// `∂Λ/∂q` (`Λ`'s length `× nv`; the inactive contacts' rows zero).
    pub dimpulses_dq: DMatrix<f64>,
    /// `∂Λ/∂v⁻`.
    pub dimpulses_dv: DMatrix<f64>,
}

/// What the derivatives share: `M`'s factors, the active rows and `Δ`'s factors.
struct System {
    chol: Cholesky,
    rows: ActiveRows,
    minv_jt: DMatrix<f64>,
    delta: Option<Cholesky>,
}

impl System {
    fn new(
        fm: &FloatingMultibody,
        contacts: &[Contact],
        active: &[bool],
        q: &DVector<f64>,
        options: &ContactOptions,
    ) -> Result<System, DynamicsError> {
        let m = floating_crba(fm, q)?;
        let chol = floating_mass_factor(fm, q, &m)?;
        let rows = contact_jacobian(fm, contacts, active, q, options)?;
        let minv_jt = chol.solve_matrix(&rows.j.transpose());
        let delta = match rows.j.nrows() {
            0 => None,
            _ => {
                let d = &rows.j * &minv_jt;
                let d = (&d + d.transpose()) * 0.5;
                Some(
                    Cholesky::new(&d).map_err(|p| DynamicsError::DependentContacts {
                        contact: rows.slots[p.index].1,
                        pivot_ratio: p.ratio,
                    })?,
                )
            }
        };
        Ok(System {
            chol,
            rows,
            minv_jt,
            delta,
        })
    }

    /// `(∂a, ∂λ)` (`λ` every contact's slot) of the partials `R` and `C` (the active rows).
    fn solve(&self, r: &DMatrix<f64>, c: &DMatrix<f64>) -> (DMatrix<f64>, DMatrix<f64>) {
        let minv_r = self.chol.solve_matrix(r);
        let mut full = DMatrix::zeros(self.rows.len, r.ncols());
        let Some(delta) = &self.delta else {
            return (-minv_r, full);
        };
        let dlambda = delta.solve_matrix(&(&self.rows.j * &minv_r - c));
        for (i, &(slot, _)) in self.rows.slots.iter().enumerate() {
            full.set_row(slot, &dlambda.row(i));
        }
        (&self.minv_jt * dlambda - minv_r, full)
    }
}

/// [`floating_constraint_dynamics`]'s values and their derivatives at `(q, v, τ)`: the six
/// blocks of Pinocchio's `computeConstraintDynamicsDerivatives` (`ddq_dq`, `ddq_dv`,
/// `ddq_dtau`, `dlambda_dq`, `dlambda_dv`, `dlambda_dtau`), `λ`'s in the forces' axes.
///
/// Fails as [`floating_constraint_dynamics`], on dependent active contacts whatever the options
/// ([`DynamicsError::DependentContacts`]), or on a derivative that is not finite.
pub fn floating_constraint_dynamics_derivatives(
    fm: &FloatingMultibody,
    contacts: &[Contact],
    active: &[bool],
    q: &DVector<f64>,
    v: &DVector<f64>,
    tau: &DVector<f64>,
    options: &ContactOptions,
) -> Result<ConstrainedDerivatives, DynamicsError> {
    let value = floating_constraint_dynamics(fm, contacts, active, q, v, tau, options)?;
    let system = System::new(fm, contacts, active, q, options)?;
    let id = floating_rnea_derivatives(fm, q, v, &value.a)?;
    let (nv, rows) = (fm.nv(), system.rows.j.nrows());
    let mut r_q = id.dq;
    let (mut c_q, mut c_v) = (DMatrix::zeros(rows, nv), DMatrix::zeros(rows, nv));
    each_frame(
        fm,
        contacts,
        active,
        q,
        options,
        |frame, row, slot, index| {
            let lambda = &value.lambda.as_slice()[slot..slot + frame.kind.dimension()];
            frame.dynamics_partials(
                lambda,
                (v.as_slice(), value.a.as_slice()),
                options.baumgarte.as_ref().map(|b| (b, &b.anchors[index])),
                |j, k, x| r_q[(j, k)] += x,
                |r, k, x| c_q[(row + r, k)] += x,
                |r, k, x| c_v[(row + r, k)] += x,
            );
        },
    )?;
    let (da_dq, dlambda_dq) = system.solve(&r_q, &c_q);
    let (da_dv, dlambda_dv) = system.solve(&id.dv, &c_v);
    let (da_dtau, dlambda_dtau) =
        system.solve(&-DMatrix::identity(nv, nv), &DMatrix::zeros(rows, nv));
    let out = ConstrainedDerivatives {
        a: value.a,
        lambda: value.lambda,
        da_dq,
        da_dv,
        da_dtau,
        dlambda_dq,
        dlambda_dv,
        dlambda_dtau,
    };
    let blocks = [
        &out.da_dq,
        &out.da_dv,
        &out.da_dtau,
        &out.dlambda_dq,
        &out.dlambda_dv,
        &out.dlambda_dtau,
    ];
    finite_blocks("constrained dynamics' derivatives", &blocks)?;
    Ok(out)
}

/// [`floating_impulse_dynamics`]'s values and their derivatives in `q` (tangent space) and
/// `v⁻` (Pinocchio's `computeImpulseDynamicsDerivatives`: `dvimpulse_dq`, `dvimpulse_dv`,
/// `dimpulse_dq`, `dimpulse_dv`).
///
/// Fails as [`floating_impulse_dynamics`], on dependent active contacts whatever the options
/// ([`DynamicsError::DependentContacts`]), or on a derivative that is not finite.
pub fn floating_impulse_dynamics_derivatives(
    fm: &FloatingMultibody,
    contacts: &[Contact],
    active: &[bool],
    q: &DVector<f64>,
    v_before: &DVector<f64>,
    restitution: f64,
    options: &ContactOptions,
) -> Result<ImpulseDerivatives, DynamicsError> {
    let value = floating_impulse_dynamics(fm, contacts, active, q, v_before, restitution, options)?;
    let system = System::new(fm, contacts, active, q, options)?;
    let nv = fm.nv();
    let rest = DVector::zeros(nv);
    // ∂(M Δv)/∂q: inverse dynamics at (q, 0, Δv) less gravity's (at (q, 0, 0)).
    let jump = floating_rnea_derivatives(fm, q, &rest, &(&value.v - v_before))?;
    let weight = floating_rnea_derivatives(fm, q, &rest, &rest)?;
    let mut r_q = jump.dq - weight.dq;
    let mut c_q = DMatrix::zeros(system.rows.j.nrows(), nv);
    let w = &value.v + v_before * restitution;
    each_frame(fm, contacts, active, q, options, |frame, row, slot, _| {
        let dim = frame.kind.dimension();
        frame.force_partials(&value.impulses.as_slice()[slot..slot + dim], |j, k, x| {
            r_q[(j, k)] -= x
        });
        frame.velocity_partials(w.as_slice(), |r, k, x| c_q[(row + r, k)] = x);
    })?;
    let (dv_dq, dimpulses_dq) = system.solve(&r_q, &c_q);
    let (dv_dv, dimpulses_dv) = system.solve(&-jump.dx, &(&system.rows.j * restitution));
    let out = ImpulseDerivatives {
        v: value.v,
        impulses: value.impulses,
        dv_dq,
        dv_dv,
        dimpulses_dq,
        dimpulses_dv,
    };
    let blocks = [&out.dv_dq, &out.dv_dv, &out.dimpulses_dq, &out.dimpulses_dv];
    finite_blocks("impulse dynamics' derivatives", &blocks)?;
    Ok(out)
}

/// `Ok` if every entry of `blocks` is finite, else [`DynamicsError::NonFiniteResult`].
fn finite_blocks(quantity: &'static str, blocks: &[&DMatrix<f64>]) -> Result<(), DynamicsError> {
    match blocks.iter().all(|m| m.iter().all(|x| x.is_finite())) {
        true => Ok(()),
        false => Err(DynamicsError::NonFiniteResult { quantity }),
    }
}
