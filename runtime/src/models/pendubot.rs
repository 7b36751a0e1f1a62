//! The Pendubot / Acrobot of Ordaz Oliver, Santos Sánchez & López Morales, "On the sub-optimal
//! feedback control law synthesis of underactuated systems", IJICIC 5(9), 2009 (section 6.1), in
//! the paper's θ-parameter form (eqs. 57–58, 62–68), for
//! [`Chain::pendubot`](crate::Chain::pendubot) and [`Chain::acrobot`](crate::Chain::acrobot).
//!
//! # Mapping and the paper's typos
//!
//! `q1` is link 1's angle from the horizontal `+x` axis (counter-clockwise, gravity
//! `-y`), `q2` the elbow angle relative to link 1; the model is
//! `D(q) q̈ + C(q, q̇) q̇ + G(q) = u` with `G = ∂U/∂q` (eq. 7), i.e. this crate's
//! `M q̈ + C q̇ + g = τ` with relative angles. With `θ` of eq. 58:
//!
//! * `D = [[θ1 + θ2 + 2 θ3 cos q2, θ2 + θ3 cos q2], [θ2 + θ3 cos q2, θ2]]`: eq. 57 as
//!   extracted shows `θ3 cos q2` in `d11`; eq. 59 and the Lagrangian have `2 θ3 cos q2`.
//! * `C = θ3 sin q2 [[-q̇2, -q̇1 - q̇2], [q̇1, 0]]`: eq. 57 shows `-q̇1` in `c21`; `+q̇1` is
//!   the Christoffel form and the only one for which eq. 61
//!   (`Ḋ - 2C = θ3 sin q2 (2q̇1 + q̇2) [[0, 1], [-1, 0]]`) holds.
//! * `G = [θ4 g cos q1 + θ5 g cos(q1 + q2), θ5 g cos(q1 + q2)]`,
//!   `U = θ4 g sin q1 + θ5 g sin(q1 + q2)` (eq. 62 omits the factor `g` that eqs. 63–67
//!   carry).
//! * `det D = θ1 θ2 - θ3² cos² q2` (eqs. 60 and 68 print `θ1θ2 - 2θ3² cos² q2`; the
//!   right-hand side of eq. 60 equals `θ1 θ2 - θ3² cos² q2`).

use chaindyn_model::PendubotParameters;
use nalgebra::{Matrix2, Vector2};

/// `D(q)`, eq. 57 (with `d11 = θ1 + θ2 + 2 θ3 cos q2`).
pub fn inertia_matrix(p: &PendubotParameters, q: [f64; 2]) -> Matrix2<f64> {
    let t = p.theta();
    let c2 = q[1].cos();
    let d12 = t[1] + t[2] * c2;
    Matrix2::new(t[0] + t[1] + 2.0 * t[2] * c2, d12, d12, t[1])
}

/// `C(q, q̇)`, eq. 57 (with `c21 = +θ3 sin q2 q̇1`).
pub fn coriolis_matrix(p: &PendubotParameters, q: [f64; 2], qd: [f64; 2]) -> Matrix2<f64> {
    let h = p.theta()[2] * q[1].sin();
    Matrix2::new(-h * qd[1], -h * (qd[0] + qd[1]), h * qd[0], 0.0)
}

/// `G(q) = ∂U/∂q`, eqs. 57 and 63.
pub fn gravity_vector(p: &PendubotParameters, q: [f64; 2]) -> Vector2<f64> {
    let t = p.theta();
    let c12 = (q[0] + q[1]).cos();
    Vector2::new(t[3] * p.g * q[0].cos() + t[4] * p.g * c12, t[4] * p.g * c12)
}

/// `U(q) = θ4 g sin q1 + θ5 g sin(q1 + q2)`, eq. 62 (times `g`).
pub fn potential_energy(p: &PendubotParameters, q: [f64; 2]) -> f64 {
    let t = p.theta();
    t[3] * p.g * q[0].sin() + t[4] * p.g * (q[0] + q[1]).sin()
}

/// Total energy `E = ½ q̇ᵀ D(q) q̇ + U(q)`.
pub fn energy(p: &PendubotParameters, q: [f64; 2], qd: [f64; 2]) -> f64 {
    let v = Vector2::from(qd);
    0.5 * v.dot(&(inertia_matrix(p, q) * v)) + potential_energy(p, q)
}

/// The four equilibria at rest with `u = 0` and their energies, eqs. 64–67, in the
/// paper's order: top `(π/2, 0)`: `(θ4 + θ5) g`; low `(-π/2, 0)`: `-(θ4 + θ5) g`;
/// mid `(-π/2, π)`: `(-θ4 + θ5) g`; `(π/2, π)`: `(θ4 - θ5) g`.
pub fn equilibrium_energies(p: &PendubotParameters) -> [([f64; 2], f64); 4] {
    use std::f64::consts::{FRAC_PI_2, PI};
    let t = p.theta();
    [
        ([FRAC_PI_2, 0.0], (t[3] + t[4]) * p.g),
        ([-FRAC_PI_2, 0.0], -(t[3] + t[4]) * p.g),
        ([-FRAC_PI_2, PI], (-t[3] + t[4]) * p.g),
        ([FRAC_PI_2, PI], (t[3] - t[4]) * p.g),
    ]
}

/// The Pendubot's input vector (lower half of `g(x)`, eq. 68): `D⁻¹ [1, 0]ᵀ =
/// [θ2, -θ2 - θ3 cos q2] / (θ1 θ2 - θ3² cos² q2)`. For the Acrobot the driven joint is
/// 2 and the input vector is `D⁻¹ [0, 1]ᵀ`.
pub fn pendubot_input_vector(p: &PendubotParameters, q: [f64; 2]) -> Vector2<f64> {
    let t = p.theta();
    let c2 = q[1].cos();
    let det = t[0] * t[1] - t[2] * t[2] * c2 * c2;
    Vector2::new(t[1], -t[1] - t[2] * c2) / det
}
