//! The pendulum of the n-link pendulum linearization notes (2015) ("Linearization of an
//! n-link Pendulum") in closed form: `M`, the velocity-squared matrix `C`, gravity, the
//! potential and its Hessian `U''`, the linear model around any configuration at rest, the
//! balance point, and the discrete "Simulator Equation".
//!
//! # Conventions and the notes' signs
//!
//! Absolute angles from the upward vertical; point mass `m_i` at the end of link `i`;
//! `x_i = Σ_{k<=i} l_k sin q_k`, `y_i = Σ_{k<=i} l_k cos q_k` (`y` up, gravity `-g ŷ`);
//! the chain is [`Chain::pendulum`](crate::Chain::pendulum). With `S_i = Σ_{k>=i} m_k`:
//!
//! * `M_ih = l_i l_h cos(q_i - q_h) S_max(i,h)` (as in the notes, correct);
//! * `C_ih = l_i l_h sin(q_i - q_h) S_max(i,h)`, the Coriolis/centrifugal force being
//!   `C q̇²` with `q̇²` element-wise (as in the notes, correct: absolute angles give no
//!   `q̇_i q̇_h` products);
//! * `U = g Σ_i m_i y_i`, so the physically correct gravity term of
//!   `M q̈ + C q̇² + g(q) = u` is `g(q) = ∂U/∂q`, `g_i = -g l_i sin q_i S_i`.
//!   The notes print `g_i = +g l_i sin q_i S_i` in `M q̈ + C q̇² + g = u`: their force
//!   balance `F_yi = m_i ÿ_i + F_y(i+1) - m_i g` should read `+ m_i g`
//!   (from `m_i ÿ_i = F_yi - F_y(i+1) - m_i g`). Their section 3 is consistent with the
//!   physics once their `g` is read as `g_printed = -∂U/∂q`: they state `U' = -g_printed`, and
//!   their `U''_ii = -g l_i cos q_i S_i` and Simulator Equation are correct. So
//!   [`Pendulum::gravity`] returns `∂U/∂q` (what `chaindyn::gravity` returns) and
//!   [`Pendulum::printed_gravity`] the notes' printed `g_printed = -∂U/∂q`.
//! * The notes' kinetic energy in section 3 adds `m_i l_i² q̇_i²` (a rotational term);
//!   that is inconsistent with their point masses and with their own `M`, and is ignored.
//! * `u` is the generalized force conjugate to the absolute angles, `u = Tᵀ τ_rel`
//!   (motor torque `i` minus motor torque `i+1`).
//!
//! The linear model around `q0` at rest (`q̇0 = 0`) is the notes'
//! `M0 q̈ + U''0 (q - q0) + g(q0) = u` (their `T ≈ ½ q̇ᵀ M(q0) q̇` drops `(∂M/∂q) q̈`, exact
//! when `q̈0 = 0`, i.e. for `u0 = g(q0)`; `C q̇²` has zero derivative at rest):
//! `q̈ = M0⁻¹ u - M0⁻¹ U''0 q + M0⁻¹ (U''0 q0 - g(q0))`.
//! The notes write the middle term `-M0 U''0 q`: a typo for `-M0⁻¹ U''0 q` (their own
//! Simulator Equation matrix has `-Δt M0⁻¹ U''0`). Implemented here with `M0⁻¹`.

use crate::algorithm::forward_dynamics::singular;
use crate::api::error::DynamicsError;
use crate::multibody::cholesky::Cholesky;
use crate::multibody::Multibody;
use chaindyn_model::{Chain, ModelError};
use nalgebra::{DMatrix, DVector};

/// The closed-form pendulum of the n-link pendulum notes.
#[derive(Debug, Clone, PartialEq)]
pub struct Pendulum {
    masses: Vec<f64>,
    lengths: Vec<f64>,
    g: f64,
    /// `tail[i] = Σ_{k>=i} m_k`.
    tail: Vec<f64>,
    chain: Chain,
}

/// The notes' linear model around a configuration `q0` at rest, in the affine form
/// `ẋ = A x + B u + c` for `x = [q; p]`, `p = q̇`.
#[derive(Debug, Clone, PartialEq)]
pub struct LinearModel {
    /// Linearization point.
    pub q0: DVector<f64>,
    /// `M0 = M(q0)`.
    pub m0: DMatrix<f64>,
    /// `M0⁻¹`.
    pub m0_inverse: DMatrix<f64>,
    /// `U''0 = U''(q0)` (diagonal).
    pub stiffness: DMatrix<f64>,
    /// `[[0, I], [-M0⁻¹ U''0, 0]]`.
    pub a: DMatrix<f64>,
    /// `[[0], [M0⁻¹]]`.
    pub b: DMatrix<f64>,
    /// `[0; M0⁻¹ (U''0 q0 - g(q0))]` (the notes' `M0⁻¹ g_printed(q0) + M0⁻¹ U''0 q0`).
    pub c: DVector<f64>,
}

impl LinearModel {
    /// One step of the notes' discrete "Simulator Equation" (explicit Euler of the
    /// linear model with piecewise constant `u`):
    /// `[q; p]_{t+1} = [[I, Δt I], [-Δt M0⁻¹ U''0, I]] [q; p]_t + Δt [0; M0⁻¹ u]
    ///  + Δt [0; M0⁻¹ g_printed(q0) + M0⁻¹ U''0 q0]`.
    pub fn simulator_step(
        &self,
        q: &DVector<f64>,
        p: &DVector<f64>,
        u: &DVector<f64>,
        dt: f64,
    ) -> Result<(DVector<f64>, DVector<f64>), DynamicsError> {
        let n = self.q0.len();
        for (argument, x) in [("q", q), ("p", p), ("u", u)] {
            check_len(argument, x, n)?;
        }
        let stiff = &self.m0_inverse * &self.stiffness;
        let q_next = q + p * dt;
        let p_next = p - (&stiff * q) * dt
            + (&self.m0_inverse * u) * dt
            + self.c.rows(n, n).into_owned() * dt;
        Ok((q_next, p_next))
    }
}

fn check_len(argument: &'static str, x: &DVector<f64>, n: usize) -> Result<(), DynamicsError> {
    if x.len() != n {
        return Err(DynamicsError::DimensionMismatch {
            argument,
            expected: n,
            found: x.len(),
        });
    }
    if let Some(index) = x.iter().position(|v| !v.is_finite()) {
        return Err(DynamicsError::NonFiniteInput { argument, index });
    }
    Ok(())
}

impl Pendulum {
    /// The pendulum with point masses `masses[i]` at the ends of links of lengths
    /// `lengths[i]` under gravity `g`; same parameter rules as
    /// [`Chain::pendulum`](crate::Chain::pendulum).
    pub fn new(masses: &[f64], lengths: &[f64], g: f64) -> Result<Pendulum, ModelError> {
        let chain = Chain::pendulum(masses, lengths, g)?;
        let mut tail = masses.to_vec();
        for i in (0..tail.len().saturating_sub(1)).rev() {
            tail[i] += tail[i + 1];
        }
        Ok(Pendulum {
            masses: masses.to_vec(),
            lengths: lengths.to_vec(),
            g,
            tail,
            chain,
        })
    }

    /// The equivalent [`Chain`] (absolute angles).
    pub fn chain(&self) -> &Chain {
        &self.chain
    }

    /// Number of links.
    pub fn dof(&self) -> usize {
        self.masses.len()
    }

    fn check(&self, argument: &'static str, x: &DVector<f64>) -> Result<(), DynamicsError> {
        check_len(argument, x, self.dof())
    }

    /// `M_ih = l_h l_i cos(q_i - q_h) Σ_{k>=max(i,h)} m_k`.
    pub fn mass_matrix(&self, q: &DVector<f64>) -> Result<DMatrix<f64>, DynamicsError> {
        self.check("q", q)?;
        let (l, s) = (&self.lengths, &self.tail);
        Ok(DMatrix::from_fn(self.dof(), self.dof(), |i, h| {
            l[h] * l[i] * (q[i] - q[h]).cos() * s[i.max(h)]
        }))
    }

    /// `C_ih = l_h l_i sin(q_i - q_h) Σ_{k>=max(i,h)} m_k`; the Coriolis/centrifugal
    /// force is `C q̇²` (element-wise square).
    pub fn velocity_squared_matrix(&self, q: &DVector<f64>) -> Result<DMatrix<f64>, DynamicsError> {
        self.check("q", q)?;
        let (l, s) = (&self.lengths, &self.tail);
        Ok(DMatrix::from_fn(self.dof(), self.dof(), |i, h| {
            l[h] * l[i] * (q[i] - q[h]).sin() * s[i.max(h)]
        }))
    }

    /// The notes' printed gravity vector `g_printed,i = g l_i sin q_i Σ_{k>=i} m_k`
    /// (`= -∂U/∂q`; see the module documentation).
    pub fn printed_gravity(&self, q: &DVector<f64>) -> Result<DVector<f64>, DynamicsError> {
        self.check("q", q)?;
        Ok(DVector::from_fn(self.dof(), |i, _| {
            self.g * self.lengths[i] * q[i].sin() * self.tail[i]
        }))
    }

    /// The physical gravity term `g(q) = ∂U/∂q`, `g_i = -g l_i sin q_i Σ_{k>=i} m_k`.
    pub fn gravity(&self, q: &DVector<f64>) -> Result<DVector<f64>, DynamicsError> {
        Ok(-self.printed_gravity(q)?)
    }

    /// `U = g Σ_i m_i y_i = g Σ_i m_i Σ_{k<=i} l_k cos q_k` (zero at the pivot height).
    pub fn potential(&self, q: &DVector<f64>) -> Result<f64, DynamicsError> {
        self.check("q", q)?;
        Ok((0..self.dof())
            .map(|k| self.g * self.lengths[k] * q[k].cos() * self.tail[k])
            .sum())
    }

    /// `U''(q)`: diagonal, `U''_ii = -g l_i cos q_i Σ_{k>=i} m_k`.
    pub fn potential_hessian(&self, q: &DVector<f64>) -> Result<DMatrix<f64>, DynamicsError> {
        self.check("q", q)?;
        Ok(DMatrix::from_diagonal(&DVector::from_fn(
            self.dof(),
            |i, _| -self.g * self.lengths[i] * q[i].cos() * self.tail[i],
        )))
    }

    /// `u = M q̈ + C q̇² + g(q)` (physical sign of `g`).
    pub fn inverse_dynamics(
        &self,
        q: &DVector<f64>,
        qd: &DVector<f64>,
        qdd: &DVector<f64>,
    ) -> Result<DVector<f64>, DynamicsError> {
        self.check("qd", qd)?;
        self.check("qdd", qdd)?;
        let qd2 = qd.component_mul(qd);
        Ok(
            self.mass_matrix(q)? * qdd
                + self.velocity_squared_matrix(q)? * qd2
                + self.gravity(q)?,
        )
    }

    /// The notes' linear model around `q0` at rest (see the module documentation).
    pub fn linear_model(&self, q0: &DVector<f64>) -> Result<LinearModel, DynamicsError> {
        let n = self.dof();
        let m0 = self.mass_matrix(q0)?;
        let chol = Cholesky::new(&m0).map_err(|p| {
            let mb = Multibody::new(&self.chain);
            match mb {
                Ok(mb) => singular(&mb, p, &mb.coords_to_relative(q0)),
                Err(e) => e,
            }
        })?;
        let m0_inverse = chol.inverse();
        let stiffness = self.potential_hessian(q0)?;
        let mut a = DMatrix::zeros(2 * n, 2 * n);
        a.view_mut((0, n), (n, n)).fill_with_identity();
        a.view_mut((n, 0), (n, n))
            .copy_from(&(-&m0_inverse * &stiffness));
        let mut b = DMatrix::zeros(2 * n, n);
        b.view_mut((n, 0), (n, n)).copy_from(&m0_inverse);
        let mut c = DVector::zeros(2 * n);
        c.rows_mut(n, n)
            .copy_from(&(&m0_inverse * (&stiffness * q0 - self.gravity(q0)?)));
        Ok(LinearModel {
            q0: q0.clone(),
            m0,
            m0_inverse,
            stiffness,
            a,
            b,
            c,
        })
    }

    /// The balance point `q0 = 0` (all links upright): `M_ih(0) = l_h l_i
    /// Σ_{k>=max(i,h)} m_k`, `U''_ii(0) = -g l_i Σ_{k>=i} m_k`, `g(0) = 0`, `c = 0`.
    pub fn balance_point(&self) -> Result<LinearModel, DynamicsError> {
        self.linear_model(&DVector::zeros(self.dof()))
    }
}
