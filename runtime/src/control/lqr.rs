//! Linear-quadratic regulators: gains from the Riccati solutions, the zero-order-hold
//! discretization for the discrete design, and LQR state feedback at an equilibrium of a
//! [`Dynamics`] chain with an actuation matrix.

use super::riccati::{eigenvalues, largest, solve_care, solve_dare, RiccatiSolution};
use super::{
    equilibrium_state_space, holding_input, position_error, revolute_mask, square_weight,
    ControlError,
};
use crate::api::dynamics::Dynamics;
use nalgebra::{Complex, DMatrix, Dim, Matrix, SMatrix, SVector, Storage};

/// An LQR design: `u = −K x`.
#[derive(Debug, Clone, PartialEq)]
pub struct Lqr {
    /// The gain `K` (`m × n`).
    pub gain: DMatrix<f64>,
    /// The Riccati solution it comes from.
    pub riccati: RiccatiSolution,
    /// Eigenvalues of `A − BK` (continuous: `Re < 0`; discrete: `|λ| < 1`).
    pub closed_loop_eigenvalues: Vec<Complex<f64>>,
}

/// Continuous LQR: `K = R⁻¹BᵀP` with `P` the stabilizing CARE solution.
///
/// The CARE is eq. 20 of Ordaz Oliver, Santos Sánchez & López Morales, "On the sub-optimal
/// feedback control law synthesis of underactuated systems", IJICIC 5(9), 2009.
pub fn lqr(
    a: &DMatrix<f64>,
    b: &DMatrix<f64>,
    q: &DMatrix<f64>,
    r: &DMatrix<f64>,
) -> Result<Lqr, ControlError> {
    let riccati = solve_care(a, b, q, r)?;
    let gain = r
        .clone()
        .lu()
        .solve(&(b.transpose() * &riccati.p))
        .ok_or(ControlError::NotPositiveDefinite { argument: "R" })?;
    design(a, b, gain, riccati, false)
}

/// The design of a gain: finite, with the closed loop's eigenvalues, every one of them stable
/// as computed (a spectrum spread so wide that its small eigenvalues drown in the rounding of
/// the large ones is refused rather than reported with a wrong eigenvalue).
fn design(
    a: &DMatrix<f64>,
    b: &DMatrix<f64>,
    gain: DMatrix<f64>,
    riccati: RiccatiSolution,
    discrete: bool,
) -> Result<Lqr, ControlError> {
    if gain.iter().any(|x| !x.is_finite()) {
        return Err(ControlError::Overflow { what: "the gain K" });
    }
    let closed_loop_eigenvalues = eigenvalues(&(a - b * &gain))?;
    let worst = if discrete {
        largest(closed_loop_eigenvalues.iter().map(|l| l.norm())) - 1.0
    } else {
        largest(closed_loop_eigenvalues.iter().map(|l| l.re))
    };
    let stable = worst < 0.0; // false for NaN too
    if !stable {
        return Err(ControlError::NoStabilizingSolution {
            value: worst + if discrete { 1.0 } else { 0.0 },
        });
    }
    Ok(Lqr {
        gain,
        riccati,
        closed_loop_eigenvalues,
    })
}

/// Discrete LQR: `K = (R + BᵀPB)⁻¹BᵀPA` with `P` the stabilizing DARE solution.
pub fn dlqr(
    a: &DMatrix<f64>,
    b: &DMatrix<f64>,
    q: &DMatrix<f64>,
    r: &DMatrix<f64>,
) -> Result<Lqr, ControlError> {
    let riccati = solve_dare(a, b, q, r)?;
    let p = &riccati.p;
    let s = r + b.transpose() * p * b;
    if s.iter().any(|x| !x.is_finite()) {
        return Err(ControlError::Overflow { what: "R + BᵀPB" });
    }
    let gain = s
        .lu()
        .solve(&(b.transpose() * p * a))
        .ok_or(ControlError::NotPositiveDefinite {
            argument: "R + BᵀPB",
        })?;
    design(a, b, gain, riccati, true)
}

/// The largest `‖A‖₁ Δt` that [`discretize_zoh`] takes: `1e10`. The matrix exponential
/// (scaling and squaring after Al-Mohy and Higham) bounds its error with the 27th power of
/// `|A Δt|`, which overflows `f64` beyond about `2.6e11`; and a system that moves `1e10` times
/// its state in one step has no useful discretization at that step (shorten `Δt`).
pub const MAX_ZOH_NORM: f64 = 1e10;

/// Exact zero-order-hold discretization `(A_d, B_d) = (e^{AΔt}, ∫₀^Δt e^{As} ds B)`, from the
/// exponential of `[[A, B/β], [0, 0]] Δt` (`B_d` scaled back by `β`, a power of two that brings
/// `B` to the magnitude of `A` when the two are more than `2^20` apart, so that an input matrix
/// of any scale costs the exponential nothing).
/// Non-finite `A` or `B` is [`ControlError::NonFinite`]; `‖A‖₁ Δt` above [`MAX_ZOH_NORM`] is
/// [`ControlError::InvalidParameter`] on `dt`.
pub fn discretize_zoh(
    a: &DMatrix<f64>,
    b: &DMatrix<f64>,
    dt: f64,
) -> Result<(DMatrix<f64>, DMatrix<f64>), ControlError> {
    let n = a.nrows();
    if a.shape() != (n, n) {
        return Err(ControlError::DimensionMismatch {
            argument: "A",
            expected: (n, n),
            found: a.shape(),
        });
    }
    if b.nrows() != n {
        return Err(ControlError::DimensionMismatch {
            argument: "B",
            expected: (n, b.ncols()),
            found: b.shape(),
        });
    }
    if !(dt.is_finite() && dt > 0.0) {
        return Err(ControlError::InvalidParameter {
            name: "dt",
            value: dt,
            requirement: "finite and > 0".into(),
        });
    }
    for (argument, m) in [("A", a), ("B", b)] {
        if m.iter().any(|x| !x.is_finite()) {
            return Err(ControlError::NonFinite { argument });
        }
    }
    let one_norm = |m: &DMatrix<f64>| {
        m.column_iter()
            .map(|c| c.iter().map(|x| (x * dt).abs()).sum::<f64>())
            .fold(0.0, f64::max)
    };
    let a_norm = one_norm(a);
    let small_enough = a_norm <= MAX_ZOH_NORM; // false for NaN too
    if !small_enough {
        return Err(ControlError::InvalidParameter {
            name: "dt",
            value: dt,
            requirement: "small enough that ‖A‖₁ dt <= MAX_ZOH_NORM (1e10)".into(),
        });
    }
    let b_norm = one_norm(b);
    // A power of two (exact), and only when the magnitudes are far apart (2^±20).
    let ratio = (b_norm / a_norm.max(1.0)).log2().round();
    let beta = if ratio.is_finite() && ratio.abs() > 20.0 {
        ratio.exp2()
    } else {
        1.0
    };
    let m = b.ncols();
    let mut big = DMatrix::zeros(n + m, n + m);
    big.view_mut((0, 0), (n, n)).copy_from(&(a * dt));
    big.view_mut((0, n), (n, m))
        .copy_from(&b.map(|x| x * dt / beta));
    let e = big.exp();
    let (ad, bd) = (
        e.view((0, 0), (n, n)).into_owned(),
        e.view((0, n), (n, m)).into_owned() * beta,
    );
    if ad.iter().chain(bd.iter()).any(|x| !x.is_finite()) {
        return Err(ControlError::Overflow {
            what: "the discretization e^{AΔt}",
        });
    }
    Ok((ad, bd))
}

/// Linear state feedback around a configuration of an `N`-DOF chain driven through an
/// actuation matrix `S` (`N × M`): `u = u_ff − K_q (q − q_ref) − K_q̇ q̇`, `τ = S u`, with the
/// errors of revolute joints wrapped to `(−π, π]`.
#[derive(Debug, Clone, PartialEq)]
pub struct StateFeedback<const N: usize, const M: usize> {
    /// The reference configuration (an equilibrium for an LQR design).
    pub q_ref: SVector<f64, N>,
    /// Feed-forward actuator input (the holding input `S u_ff = g(q_ref)`).
    pub u_ff: SVector<f64, M>,
    /// The actuation matrix `S`.
    pub actuation: SMatrix<f64, N, M>,
    /// Position gain `K_q` (the first `N` columns of `K`).
    pub k_q: SMatrix<f64, M, N>,
    /// Velocity gain `K_q̇` (the last `N` columns of `K`).
    pub k_qd: SMatrix<f64, M, N>,
    /// The LQR design the gains come from.
    pub design: Lqr,
    revolute: [bool; N],
}

impl<const N: usize, const M: usize> StateFeedback<N, M> {
    /// Continuous LQR at the equilibrium `q_eq` of `model`: linearizes with
    /// [`Dynamics::linearize_equilibrium`] (`A = [[0, I], [∂q̈/∂q, 0]]`, `B = [[0], [M⁻¹S]]`),
    /// solves the CARE with weights `q_weight` (`2N × 2N`, on `[q − q_eq; q̇]`) and `r_weight`
    /// (`M × M`).
    ///
    /// Either weight may be any nalgebra matrix: a `DMatrix`, an `SMatrix` (for example
    /// `SMatrix<f64, 4, 4>` for `Q` of a 2-DOF chain) or a view. Their shapes are checked when
    /// called: a weight of another shape is [`ControlError::DimensionMismatch`] naming `"Q"` or
    /// `"R"`.
    ///
    /// Fails if `q_eq` cannot be held by the actuators ([`ControlError::NotAnEquilibrium`]) or
    /// the Riccati equation has no stabilizing solution.
    pub fn lqr<D, QR, QC, QS, RR, RC, RS>(
        model: &D,
        q_eq: &SVector<f64, N>,
        actuation: &SMatrix<f64, N, M>,
        q_weight: &Matrix<f64, QR, QC, QS>,
        r_weight: &Matrix<f64, RR, RC, RS>,
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
        if q_eq.iter().any(|x| !x.is_finite()) {
            return Err(ControlError::NonFinite { argument: "q_eq" });
        }
        let q = square_weight("Q", q_weight, 2 * N)?;
        let r = square_weight("R", r_weight, M)?;
        let u_ff = holding_input(model, q_eq, actuation)?;
        let (a, b) = equilibrium_state_space(model, q_eq, actuation);
        let design = lqr(&a, &b, &q, &r)?;
        let k_q = SMatrix::<f64, M, N>::from_fn(|i, j| design.gain[(i, j)]);
        let k_qd = SMatrix::<f64, M, N>::from_fn(|i, j| design.gain[(i, N + j)]);
        Ok(StateFeedback {
            q_ref: *q_eq,
            u_ff,
            actuation: *actuation,
            k_q,
            k_qd,
            design,
            revolute: revolute_mask(model),
        })
    }

    /// Actuator input `u = u_ff − K_q (q − q_ref) − K_q̇ q̇`.
    pub fn input(&self, q: &SVector<f64, N>, qd: &SVector<f64, N>) -> SVector<f64, M> {
        let e = position_error(q, &self.q_ref, &self.revolute);
        self.u_ff - self.k_q * e - self.k_qd * qd
    }

    /// Generalized force `τ = S u`.
    pub fn torque(&self, q: &SVector<f64, N>, qd: &SVector<f64, N>) -> SVector<f64, N> {
        self.actuation * self.input(q, qd)
    }
}
