//! The energy-based sub-optimal law of Ordaz Oliver, Santos Sánchez & López Morales, "On the
//! sub-optimal feedback control law synthesis of underactuated systems", IJICIC 5(9), 2009
//! (eq. 39), for underactuated chains, with its matrix `A` taken from the LQR Riccati solution
//! (Remark 5.1, eq. 56).
//!
//! With the storage function `V = ½k_E Ẽ² + ½x̃ᵀ𝒜x̃` (eq. 21), `Ẽ = E(q, q̇) − E_d`,
//! `x̃ = [q − q_d; q̇]`, the minimiser of `V̇ + x̃ᵀQx̃ + uᵀRu` over the actuator inputs is (eq. 39,
//! written here with the actuation matrix `S`, `τ = S u`, so the passive joints get no force):
//!
//! `u = −R⁻¹ Sᵀ { k_E Ẽ q̇ + D(q)⁻¹ (𝒜₁₂ᵀ q̃ + 𝒜₂₂ᵀ q̇) }`.
//!
//! Near the target `Ẽ → 0`, `D(q) → D(q_d)` and the law tends to `−R⁻¹BᵀP x̃` with
//! `B = [[0], [D(q_d)⁻¹S]]` when `𝒜 = P`, the stabilizing solution of the LQR Riccati equation
//! (eq. 20) of the linearization at `q_d` (eqs. 55–56): the law *is* the LQR near the top and
//! an energy pump (`Ė = q̇ᵀSu`, and the first term makes `q̇ᵀS u ∝ −k_E Ẽ |Sᵀq̇|²`) far from it.
//! For the Pendubot `S = [1, 0]ᵀ`, for the Acrobot `S = [0, 1]ᵀ`.

use super::{
    equilibrium_state_space, holding_input, lqr, position_error, revolute_mask, ControlError, Lqr,
};
use crate::api::dynamics::Dynamics;
use nalgebra::{Dim, Matrix, SMatrix, SVector, Storage};

/// The energy-based law of Ordaz Oliver et al. 2009 (eq. 39) for an `N`-DOF chain with `M`
/// actuators.
#[derive(Debug, Clone, PartialEq)]
pub struct EnergyBased<const N: usize, const M: usize> {
    /// The target equilibrium `q_d` (for the Pendubot's top position `(π/2, 0)`).
    pub q_target: SVector<f64, N>,
    /// `E_d = E(q_d, 0)`.
    pub target_energy: f64,
    /// The heuristic energy gain `k_E > 0` (Remark 4.2).
    pub k_e: f64,
    /// `R⁻¹` (`M × M`).
    pub r_inverse: SMatrix<f64, M, M>,
    /// `𝒜₁₂` (upper right `N × N` block of the Riccati solution).
    pub a12: SMatrix<f64, N, N>,
    /// `𝒜₂₂` (lower right block).
    pub a22: SMatrix<f64, N, N>,
    /// The actuation matrix `S`.
    pub actuation: SMatrix<f64, N, M>,
    /// Optional symmetric actuator limit `|uᵢ| ≤ u_maxᵢ` (a saturation after the law).
    pub input_limit: Option<SVector<f64, M>>,
    /// The LQR design at the target (eq. 56).
    pub design: Lqr,
    /// Whether revolute errors `q − q_d` are wrapped to `(−π, π]`. Off by default: eq. 39
    /// uses `q̃ = q − q_d` as is, which is continuous; wrapping makes the law jump where the
    /// error passes `±π` (the hanging position of the Pendubot), and a large LQR term then
    /// chatters across that jump instead of swinging.
    pub wrap_angles: bool,
    revolute: [bool; N],
}

impl<const N: usize, const M: usize> EnergyBased<N, M> {
    /// Designs the law: LQR at `q_target` with weights `q_weight` (`2N × 2N`) and `r_weight`
    /// (`M × M`), `𝒜 = P`, target energy `E(q_target, 0)`, energy gain `k_e`.
    ///
    /// Either weight may be any nalgebra matrix (`DMatrix`, `SMatrix`, a view), shape-checked
    /// when called ([`ControlError::DimensionMismatch`] naming `"Q"` or `"R"`), as in
    /// [`StateFeedback::lqr`](super::StateFeedback::lqr).
    #[allow(clippy::too_many_arguments)]
    pub fn design<D, QR, QC, QS, RR, RC, RS>(
        model: &D,
        q_target: &SVector<f64, N>,
        actuation: &SMatrix<f64, N, M>,
        q_weight: &Matrix<f64, QR, QC, QS>,
        r_weight: &Matrix<f64, RR, RC, RS>,
        k_e: f64,
    ) -> Result<Self, ControlError>
    where
        D: Dynamics<N>,
        QR: Dim,
        QC: Dim,
        QS: Storage<f64, QR, QC>,
        RR: Dim,
        RC: Dim,
        RS: Storage<f64, RR, RC>,
    {
        let q_weight = super::square_weight("Q", q_weight, 2 * N)?;
        let r = super::square_weight("R", r_weight, M)?;
        if !(k_e.is_finite() && k_e >= 0.0) {
            return Err(ControlError::InvalidParameter {
                name: "k_e",
                value: k_e,
                requirement: "finite and >= 0".into(),
            });
        }
        if q_target.iter().any(|x| !x.is_finite()) {
            return Err(ControlError::NonFinite {
                argument: "q_target",
            });
        }
        let u_hold = holding_input(model, q_target, actuation)?;
        if u_hold.norm() > 1e-9 * model.gravity(q_target).norm().max(1.0) {
            // The law has no feed-forward term: its target must be a free equilibrium.
            return Err(ControlError::NotAnEquilibrium {
                configuration: q_target.iter().copied().collect(),
                unbalanced_force: model.gravity(q_target).norm(),
            });
        }
        let (a, b) = equilibrium_state_space(model, q_target, actuation);
        let design = lqr(&a, &b, &q_weight, &r)?;
        let r_inverse = SMatrix::<f64, M, M>::from_fn(|i, j| r[(i, j)])
            .try_inverse()
            .ok_or(ControlError::NotPositiveDefinite { argument: "R" })?;
        let p = &design.riccati.p;
        let a12 = SMatrix::<f64, N, N>::from_fn(|i, j| p[(i, N + j)]);
        let a22 = SMatrix::<f64, N, N>::from_fn(|i, j| p[(N + i, N + j)]);
        let zero = SVector::<f64, N>::zeros();
        let target_energy =
            model.kinetic_energy(q_target, &zero) + model.potential_energy(q_target);
        Ok(EnergyBased {
            q_target: *q_target,
            target_energy,
            k_e,
            r_inverse,
            a12,
            a22,
            actuation: *actuation,
            input_limit: None,
            design,
            wrap_angles: false,
            revolute: revolute_mask(model),
        })
    }

    /// Wraps revolute errors to `(−π, π]` (see [`EnergyBased::wrap_angles`]).
    pub fn with_wrapped_angles(mut self, wrap: bool) -> Self {
        self.wrap_angles = wrap;
        self
    }

    /// Adds an actuator limit `|uᵢ| ≤ limitᵢ` (saturation of the law's output).
    pub fn with_input_limit(mut self, limit: SVector<f64, M>) -> Result<Self, ControlError> {
        if let Some(bad) = limit.iter().find(|x| !(x.is_finite() && **x > 0.0)) {
            return Err(ControlError::InvalidParameter {
                name: "input_limit",
                value: *bad,
                requirement: "finite and > 0".into(),
            });
        }
        self.input_limit = Some(limit);
        Ok(self)
    }

    /// The energy error `Ẽ = E(q, q̇) − E_d`.
    pub fn energy_error<D: Dynamics<N>>(
        &self,
        model: &D,
        q: &SVector<f64, N>,
        qd: &SVector<f64, N>,
    ) -> f64 {
        model.kinetic_energy(q, qd) + model.potential_energy(q) - self.target_energy
    }

    /// Actuator input `u = −R⁻¹ Sᵀ { k_E Ẽ q̇ + D(q)⁻¹ (𝒜₁₂ᵀ q̃ + 𝒜₂₂ᵀ q̇) }` (eq. 39), then the
    /// optional saturation.
    pub fn input<D: Dynamics<N>>(
        &self,
        model: &D,
        q: &SVector<f64, N>,
        qd: &SVector<f64, N>,
    ) -> SVector<f64, M> {
        let q_err = if self.wrap_angles {
            position_error(q, &self.q_target, &self.revolute)
        } else {
            q - self.q_target
        };
        let e = self.energy_error(model, q, qd);
        let d = model.mass_matrix(q);
        let w = self.a12.transpose() * q_err + self.a22.transpose() * qd;
        let d_inv_w = d
            .cholesky()
            .map(|c| c.solve(&w))
            .unwrap_or_else(|| SVector::repeat(f64::NAN));
        let mut u =
            -(self.r_inverse * (self.actuation.transpose() * (qd * (self.k_e * e) + d_inv_w)));
        if let Some(limit) = &self.input_limit {
            for i in 0..M {
                u[i] = u[i].clamp(-limit[i], limit[i]);
            }
        }
        u
    }

    /// Generalized force `τ = S u`.
    pub fn torque<D: Dynamics<N>>(
        &self,
        model: &D,
        q: &SVector<f64, N>,
        qd: &SVector<f64, N>,
    ) -> SVector<f64, N> {
        self.actuation * self.input(model, q, qd)
    }
}
