//! Decoupled pole placement for fully actuated chains, from Lin & Yae, "Recursive Linearization
//! of Multibody Dynamics Equations of Motion" (eqs. 34–38).
//!
//! Linearized around an operating point, the chain reads `M δq̈ + P₁ δq̇ + P₂ δq = δτ` with
//! `P₁ = ∂τ/∂q̇ = −M ∂q̈/∂q̇` and `P₂ = ∂τ/∂q = −M ∂q̈/∂q` (inverse-dynamics derivatives; at an
//! equilibrium `P₁ = 0` and `P₂ = ∂g/∂q`). The PD law `δτ = −K_V δq̇ − K_P δq` with
//! `K_V = MΛ₁ − P₁`, `K_P = MΛ₂ − P₂` (eqs. 37, 38) gives the closed loop
//! `M(δq̈ + Λ₁δq̇ + Λ₂δq) = 0`, i.e. `n` decoupled `δq̈ᵢ + 2ζᵢωᵢδq̇ᵢ + ωᵢ²δqᵢ = 0` (eq. 34) with
//! `Λ₁ = diag(2ζᵢωᵢ)`, `Λ₂ = diag(ωᵢ²)`: poles `−ζᵢωᵢ ± ωᵢ√(ζᵢ² − 1)`.
//!
//! Sign convention: the paper's eq. 36 writes `(P₁ − K_V)` with its `P`s on the force side of
//! its eq. 39 (`M q̈ = P₂ q + P₁ q̇ + u`); eqs. 37–38 as printed hold for the `P`s on the
//! left-hand side, as here.

use super::{position_error, revolute_mask, ControlError};
use crate::api::dynamics::Dynamics;
use nalgebra::{Complex, SMatrix, SVector};

/// A decoupled PD regulator `τ = τ_ff − K_P (q − q_ref) − K_V q̇` (eqs. 37–38).
#[derive(Debug, Clone, PartialEq)]
pub struct DecoupledPd<const N: usize> {
    /// The configuration where the gains were designed.
    pub q_design: SVector<f64, N>,
    /// The set point `q_ref`.
    pub setpoint: SVector<f64, N>,
    /// Feed-forward force (holding force `g(q_ref)`).
    pub tau_ff: SVector<f64, N>,
    /// `K_P = MΛ₂ − P₂`.
    pub kp: SMatrix<f64, N, N>,
    /// `K_V = MΛ₁ − P₁`.
    pub kv: SMatrix<f64, N, N>,
    /// Natural frequencies `ωᵢ` (rad/s).
    pub omega: SVector<f64, N>,
    /// Damping ratios `ζᵢ`.
    pub zeta: SVector<f64, N>,
    revolute: [bool; N],
}

impl<const N: usize> DecoupledPd<N> {
    /// Gains at the equilibrium `q0` (at rest, holding force `g(q0)`): `M = M(q0)`, `P₁ = 0`,
    /// `P₂ = ∂g/∂q(q0)`. The set point is `q0`.
    pub fn design<D: Dynamics<N>>(
        model: &D,
        q0: &SVector<f64, N>,
        omega: &SVector<f64, N>,
        zeta: &SVector<f64, N>,
    ) -> Result<Self, ControlError> {
        let zero = SVector::<f64, N>::zeros();
        let hold = model.gravity(q0);
        Self::design_at(model, q0, &zero, &hold, omega, zeta)
    }

    /// Gains at any operating point `(q, q̇, τ)`: `P₁ = −M ∂q̈/∂q̇`, `P₂ = −M ∂q̈/∂q` from
    /// [`Dynamics::linearize_blocks`]. The set point is `q`, the feed-forward `τ`. Gains that are
    /// not finite (dynamics singular at `q`, or overflowing) are [`ControlError::Overflow`].
    pub fn design_at<D: Dynamics<N>>(
        model: &D,
        q: &SVector<f64, N>,
        qd: &SVector<f64, N>,
        tau: &SVector<f64, N>,
        omega: &SVector<f64, N>,
        zeta: &SVector<f64, N>,
    ) -> Result<Self, ControlError> {
        for (name, v) in [("q", q), ("qd", qd), ("tau", tau)] {
            if v.iter().any(|x| !x.is_finite()) {
                return Err(ControlError::NonFinite { argument: name });
            }
        }
        for i in 0..N {
            if !(omega[i].is_finite() && omega[i] > 0.0) {
                return Err(ControlError::InvalidParameter {
                    name: "omega",
                    value: omega[i],
                    requirement: "finite and > 0".into(),
                });
            }
            if !(zeta[i].is_finite() && zeta[i] > 0.0) {
                return Err(ControlError::InvalidParameter {
                    name: "zeta",
                    value: zeta[i],
                    requirement: "finite and > 0 (a stable closed loop)".into(),
                });
            }
        }
        let lin = model.linearize_blocks(q, qd, tau);
        let m = model.mass_matrix(q);
        let p1 = -(m * lin.dqdd_dqd);
        let p2 = -(m * lin.dqdd_dq);
        let lambda1 =
            SMatrix::<f64, N, N>::from_diagonal(&SVector::from_fn(|i, _| 2.0 * zeta[i] * omega[i]));
        let lambda2 =
            SMatrix::<f64, N, N>::from_diagonal(&SVector::from_fn(|i, _| omega[i] * omega[i]));
        let (kv, kp) = (m * lambda1 - p1, m * lambda2 - p2);
        // Generated dynamics answer NaN where they cannot (a singular mass matrix at `q`), and
        // products of extreme values overflow: no such gain is returned.
        if kv.iter().chain(kp.iter()).any(|x| !x.is_finite()) {
            return Err(ControlError::Overflow {
                what: "the gains M Λ − P (the dynamics at q are singular or overflow)",
            });
        }
        Ok(DecoupledPd {
            q_design: *q,
            setpoint: *q,
            tau_ff: *tau,
            kv,
            kp,
            omega: *omega,
            zeta: *zeta,
            revolute: revolute_mask(model),
        })
    }

    /// Moves the set point to `q_ref` and the feed-forward to its holding force `g(q_ref)`,
    /// keeping the gains (Lin & Yae's step response: gains from the reference configuration,
    /// a step in one joint's set point).
    pub fn set_setpoint<D: Dynamics<N>>(&mut self, model: &D, q_ref: &SVector<f64, N>) {
        self.setpoint = *q_ref;
        self.tau_ff = model.gravity(q_ref);
    }

    /// `τ = τ_ff − K_P (q − q_ref) − K_V q̇` (revolute errors wrapped to `(−π, π]`).
    pub fn torque(&self, q: &SVector<f64, N>, qd: &SVector<f64, N>) -> SVector<f64, N> {
        let e = position_error(q, &self.setpoint, &self.revolute);
        self.tau_ff - self.kp * e - self.kv * qd
    }

    /// The placed poles `−ζᵢωᵢ ± ωᵢ√(ζᵢ² − 1)`, two per joint.
    pub fn target_poles(&self) -> Vec<Complex<f64>> {
        let mut poles = Vec::with_capacity(2 * N);
        for i in 0..N {
            let (w, z) = (self.omega[i], self.zeta[i]);
            let disc = z * z - 1.0;
            if disc >= 0.0 {
                let s = w * disc.sqrt();
                poles.push(Complex::new(-z * w + s, 0.0));
                poles.push(Complex::new(-z * w - s, 0.0));
            } else {
                let s = w * (-disc).sqrt();
                poles.push(Complex::new(-z * w, s));
                poles.push(Complex::new(-z * w, -s));
            }
        }
        poles
    }
}
