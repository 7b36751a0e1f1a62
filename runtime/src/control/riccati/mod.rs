//! Algebraic Riccati equations, continuous (CARE) and discrete (DARE), by the
//! **structure-preserving doubling algorithm** (SDA) followed by Newton refinement, and the
//! Lyapunov / Stein equations that the refinement needs (Bartels–Stewart on the real Schur form).
//!
//! # Method
//!
//! * Checks first: shapes, finiteness, `Q = Qᵀ ⪰ 0`, `R = Rᵀ ≻ 0`; stabilizability of `(A, B)`
//!   by the PBH test on every eigenvalue of `A` that is unstable or on the stability boundary
//!   (`σ_min([A − λI, B]) ≤ 1e-10 ‖[A, B]‖_F` ⇒ [`ControlError::NotStabilizable`]); an eigenvalue
//!   on the boundary that `Q` does not see (`σ_min([A − λI; Q̂]) ≤ 1e-10 ‖[A; Q̂]‖_F`, with
//!   `Q̂ = Q / max |Qᵢⱼ|`: seeing a mode does not depend on the weight's scale) gives the
//!   Hamiltonian an eigenvalue on the boundary, so no stabilizing solution exists
//!   ([`ControlError::NotDetectable`]). An unstable mode unobserved by `Q` is fine: the
//!   stabilizing solution still exists (it is what makes `Q = 0` useful).
//! * DARE: the symplectic pencil `M − λL`, `M = [[A, 0], [−Q, I]]`, `L = [[I, G], [0, Aᵀ]]`,
//!   `G = BR⁻¹Bᵀ`, is in standard symplectic form; the doubling step
//!   `Eₖ₊₁ = Eₖ(I + GₖHₖ)⁻¹Eₖ`, `Gₖ₊₁ = Gₖ + Eₖ(I + GₖHₖ)⁻¹GₖEₖᵀ`,
//!   `Hₖ₊₁ = Hₖ + EₖᵀHₖ(I + GₖHₖ)⁻¹Eₖ` squares the pencil's eigenvalues, and `Hₖ → P`
//!   quadratically (Chu, Fan, Lin and Wang, 2004); it keeps `G, H` symmetric by construction.
//! * CARE: the Cayley transform `(H + γI)(H − γI)⁻¹` of the Hamiltonian
//!   `H = [[A, −G], [−Q, −Aᵀ]]` maps its stable eigenvalues into the unit disc; the pencil
//!   `(H + γI) − λ(H − γI)` is brought to standard symplectic form by one left multiplication
//!   (solve with `[[−G, A − γI], [−(A − γI)ᵀ, −Q]]`), then the same doubling (Chu, Fan and Lin,
//!   2005). The shift `γ` is the geometric mean of the smallest and largest eigenvalue moduli of
//!   `H`, which balances the contraction `|(λ − γ)/(λ + γ)|` over the spectrum; if that pencil is
//!   singular the next shifts tried are `γ·1.9ᵏ`.
//! * Refinement: Newton's method on the Riccati equation (Kleinman for CARE:
//!   `(A − GP)ᵀΔ + Δ(A − GP) = −Res(P)`; Hewer for DARE: `Δ − A_clᵀΔA_cl = Res(P)`), at most
//!   [`RiccatiOptions::refinement_steps`] steps, kept while the residual shrinks. Doubling reaches
//!   about `cond · ε`; one Newton step from there brings the residual to rounding level.
//! * If the doubling limit is not stabilizing (possible when an unstable mode is unobserved by
//!   `Q`, e.g. `Q = 0`: then `Hₖ = 0` for all `k`), the stabilizing solution of the regularized
//!   problem `Q + δI` (`δ = 1e-2 max(1, ‖Q‖_F)`, detectable) starts Newton's iteration (Kleinman
//!   / Hewer) on the given problem, which converges to its stabilizing solution.
//! * Last, the closed loop `A − BK` must be stable (every `Re λ < 0`, resp. `|λ| < 1`), else
//!   [`ControlError::NoStabilizingSolution`], and the solution must satisfy its equation: its
//!   relative residual (a normwise backward error, see [`RiccatiSolution::relative_residual`])
//!   at most [`RiccatiOptions::max_relative_residual`] (default [`MAX_RELATIVE_RESIDUAL`]),
//!   else [`ControlError::InaccurateSolution`]. A solution is never returned unchecked.
//!
//! # Scaling
//!
//! Scaling `Q` and `R` by one factor scales `P` by it and leaves the gain unchanged. Both
//! equations are solved for `Q/c`, `R/c` with `c` a power of two (exact) chosen so that `Q/c`
//! and `G c` have equal norms (`c = √(‖Q‖/‖G‖)`; with `Q = 0`, `‖G c‖ = max(‖A‖, 1)` for the
//! continuous equation, `1` for the discrete one), then `P` is scaled back. Weights of any common
//! magnitude (`Q = 10ᵏ Q₀`, `R = 10ᵏ R₀` for `|k| ≤ 300`) therefore give the gain of `(Q₀, R₀)`.
//! What scaling cannot remove is the spread of the closed-loop spectrum: a very cheap control
//! (`R` many orders below `Q`) puts closed-loop poles at `√(‖Q‖/‖R‖)`; when the doubling cannot
//! resolve that spread to [`MAX_RELATIVE_RESIDUAL`] the result is an error, not a gain.

mod checks;
mod linalg;
mod lyapunov;
mod pbh;
mod scaling;

pub(crate) use checks::{check_input_weight, check_state_weight};
pub(crate) use linalg::{eigenvalues, largest};
pub use lyapunov::{solve_lyapunov, solve_stein};
pub use pbh::PBH_TOL;

use super::ControlError;
use crate::limits::MAX_RICCATI_ITERATIONS;
use checks::check_problem;
use linalg::symmetrize;
use nalgebra::DMatrix;
use pbh::{check_modes, Domain};
use scaling::{Balanced, Weights};

/// Options of the doubling iteration.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RiccatiOptions {
    /// Maximum number of doubling steps (each squares the contraction; 60 is far more than any
    /// well-posed problem needs — a contraction of `1 − 1e-12` converges in ~45).
    pub max_iterations: usize,
    /// Stop when `‖Hₖ₊₁ − Hₖ‖_F ≤ tolerance · ‖Hₖ₊₁‖_F` (or when the change stagnates below
    /// `1e-8`, which is rounding).
    pub tolerance: f64,
    /// Maximum number of Newton refinement steps after the doubling.
    pub refinement_steps: usize,
    /// The largest relative residual (see [`RiccatiSolution::relative_residual`]) of a solution
    /// that is returned; above it, [`ControlError::InaccurateSolution`].
    pub max_relative_residual: f64,
}

/// The default bound on a returned solution's relative residual (a normwise backward error):
/// `1e-8`, about `√ε`. A well-conditioned problem ends near `1e-15`; a residual above `1e-8`
/// means the equation was not solved to half the working precision, and a gain from it could be
/// far from the optimal one.
pub const MAX_RELATIVE_RESIDUAL: f64 = 1e-8;

impl Default for RiccatiOptions {
    fn default() -> Self {
        RiccatiOptions {
            max_iterations: 60,
            tolerance: 1e-13,
            refinement_steps: 3,
            max_relative_residual: MAX_RELATIVE_RESIDUAL,
        }
    }
}

/// A stabilizing solution of an algebraic Riccati equation.
#[derive(Debug, Clone, PartialEq)]
pub struct RiccatiSolution {
    /// `P = Pᵀ ⪰ 0`.
    pub p: DMatrix<f64>,
    /// Doubling steps taken.
    pub iterations: usize,
    /// Newton refinement steps kept.
    pub refinement_steps: usize,
    /// Cayley shift `γ` (continuous equation; 0 for the discrete one).
    pub shift: f64,
    /// The residual relative to the size of the equation's terms, a normwise backward error:
    /// `‖Res(P)‖_F / (‖Q‖_F + 2‖PA‖_F + ‖PGP‖_F)` for the CARE (`G = BR⁻¹Bᵀ`),
    /// `‖Res(P)‖_F / (‖Q‖_F + ‖P‖_F + ‖AᵀPA‖_F + ‖AᵀPB(R + BᵀPB)⁻¹BᵀPA‖_F)` for the DARE
    /// (see [`care_residual`], [`dare_residual`]); 0 when every term is 0. Invariant under a
    /// common scaling of `Q` and `R`; at most [`RiccatiOptions::max_relative_residual`], both in
    /// the scaled units the solver works in and, as reported here, in the caller's.
    pub relative_residual: f64,
}

/// `AᵀP + PA − PBR⁻¹BᵀP + Q` (zero at a CARE solution). Panics if `R` is not positive
/// definite; the shapes must agree.
pub fn care_residual(
    a: &DMatrix<f64>,
    b: &DMatrix<f64>,
    q: &DMatrix<f64>,
    r: &DMatrix<f64>,
    p: &DMatrix<f64>,
) -> DMatrix<f64> {
    terms_in_units(Domain::Continuous, a, b, q, r, p)
        .expect("R must be positive definite")
        .0
}

/// The residual and the size of either equation in the caller's units: the CARE's with `P G P`
/// as `(PB) R⁻¹ (PB)ᵀ` (`G` itself may overflow where `P G P` does not), the DARE's as
/// [`dare_terms`]; `None` where `R` (CARE) or `R + BᵀPB` (DARE) cannot be inverted.
fn terms_in_units(
    domain: Domain,
    a: &DMatrix<f64>,
    b: &DMatrix<f64>,
    q: &DMatrix<f64>,
    r: &DMatrix<f64>,
    p: &DMatrix<f64>,
) -> Option<(DMatrix<f64>, f64)> {
    match domain {
        Domain::Continuous => {
            let chol = r.clone().cholesky()?;
            let pb = p * b;
            let pgp = &pb * chol.solve(&pb.transpose());
            Some(care_sum(q, &(p * a), &pgp))
        }
        Domain::Discrete => dare_terms(a, b, q, r, p),
    }
}

/// The solution checked once more in the caller's units (the solver worked in scaled ones):
/// its relative residual there, which it reports, at most the bound.
fn in_units(
    mut solution: RiccatiSolution,
    terms: Option<(DMatrix<f64>, f64)>,
    options: &RiccatiOptions,
) -> Result<RiccatiSolution, ControlError> {
    let relative_residual = terms.map_or(f64::INFINITY, |(res, size)| relative(&res, size));
    check_accuracy(relative_residual, options)?;
    solution.relative_residual = relative_residual;
    Ok(solution)
}

/// A relative residual within [`RiccatiOptions::max_relative_residual`], else
/// [`ControlError::InaccurateSolution`] (NaN is not within it).
fn check_accuracy(relative_residual: f64, options: &RiccatiOptions) -> Result<(), ControlError> {
    let accurate = relative_residual <= options.max_relative_residual; // false for NaN
    if !accurate {
        return Err(ControlError::InaccurateSolution {
            relative_residual,
            bound: options.max_relative_residual,
        });
    }
    Ok(())
}

/// `AᵀPA − P − AᵀPB(R + BᵀPB)⁻¹BᵀPA + Q` (zero at a DARE solution). Panics if `R + BᵀPB` is
/// singular; the shapes must agree.
pub fn dare_residual(
    a: &DMatrix<f64>,
    b: &DMatrix<f64>,
    q: &DMatrix<f64>,
    r: &DMatrix<f64>,
    p: &DMatrix<f64>,
) -> DMatrix<f64> {
    terms_in_units(Domain::Discrete, a, b, q, r, p)
        .expect("R + BᵀPB must be invertible")
        .0
}

/// The CARE residual and the sum of its terms' norms `‖Q‖ + 2‖PA‖ + ‖PGP‖`.
fn care_terms(
    a: &DMatrix<f64>,
    g: &DMatrix<f64>,
    q: &DMatrix<f64>,
    p: &DMatrix<f64>,
) -> (DMatrix<f64>, f64) {
    care_sum(q, &(p * a), &(p * g * p))
}

/// `(PA)ᵀ + PA − PGP + Q`, symmetrized, and `‖Q‖ + 2‖PA‖ + ‖PGP‖`.
fn care_sum(q: &DMatrix<f64>, pa: &DMatrix<f64>, pgp: &DMatrix<f64>) -> (DMatrix<f64>, f64) {
    let size = frobenius(q) + 2.0 * frobenius(pa) + frobenius(pgp);
    (symmetrize(&(pa.transpose() + pa - pgp + q)), size)
}

/// The DARE residual and the sum of its terms' norms
/// `‖Q‖ + ‖P‖ + ‖AᵀPA‖ + ‖AᵀPB(R + BᵀPB)⁻¹BᵀPA‖`; `None` if `R + BᵀPB` is singular.
fn dare_terms(
    a: &DMatrix<f64>,
    b: &DMatrix<f64>,
    q: &DMatrix<f64>,
    r: &DMatrix<f64>,
    p: &DMatrix<f64>,
) -> Option<(DMatrix<f64>, f64)> {
    let pa = p * a;
    let bt_pa = b.transpose() * &pa;
    let s = r + b.transpose() * p * b;
    // An overflowing `BᵀPB` solves to zeros, not to NaN: no residual from it.
    if s.iter().any(|x| !x.is_finite()) {
        return None;
    }
    let k = s.lu().solve(&bt_pa)?;
    let at_pa = a.transpose() * &pa;
    let correction = bt_pa.transpose() * k;
    let size = frobenius(q) + frobenius(p) + frobenius(&at_pa) + frobenius(&correction);
    Some((symmetrize(&(at_pa - p - correction + q)), size))
}

/// The Frobenius norm, scaled by the largest entry so that it cannot overflow on the way.
fn frobenius(m: &DMatrix<f64>) -> f64 {
    let largest = m.amax();
    if largest == 0.0 || !largest.is_finite() {
        largest
    } else {
        largest * (m / largest).norm()
    }
}

/// `‖residual‖ / size` (0 when both are 0; infinite, failing every bound, when either is not
/// finite: a term that overflowed says nothing of the residual).
fn relative(residual: &DMatrix<f64>, size: f64) -> f64 {
    let norm = frobenius(residual);
    if !(norm.is_finite() && size.is_finite()) {
        f64::INFINITY
    } else if norm == 0.0 {
        0.0
    } else {
        norm / size
    }
}

/// Solves the continuous algebraic Riccati equation `AᵀP + PA − PBR⁻¹BᵀP + Q = 0` for its
/// stabilizing solution with default [`RiccatiOptions`].
pub fn solve_care(
    a: &DMatrix<f64>,
    b: &DMatrix<f64>,
    q: &DMatrix<f64>,
    r: &DMatrix<f64>,
) -> Result<RiccatiSolution, ControlError> {
    solve_care_with(a, b, q, r, &RiccatiOptions::default())
}

/// Solves the discrete algebraic Riccati equation
/// `P = AᵀPA − AᵀPB(R + BᵀPB)⁻¹BᵀPA + Q` for its stabilizing solution with default options.
pub fn solve_dare(
    a: &DMatrix<f64>,
    b: &DMatrix<f64>,
    q: &DMatrix<f64>,
    r: &DMatrix<f64>,
) -> Result<RiccatiSolution, ControlError> {
    solve_dare_with(a, b, q, r, &RiccatiOptions::default())
}

/// [`solve_care`] with explicit options.
pub fn solve_care_with(
    a: &DMatrix<f64>,
    b: &DMatrix<f64>,
    q: &DMatrix<f64>,
    r: &DMatrix<f64>,
    options: &RiccatiOptions,
) -> Result<RiccatiSolution, ControlError> {
    solve_with(Domain::Continuous, a, b, q, r, options)
}

/// [`solve_dare`] with explicit options.
pub fn solve_dare_with(
    a: &DMatrix<f64>,
    b: &DMatrix<f64>,
    q: &DMatrix<f64>,
    r: &DMatrix<f64>,
    options: &RiccatiOptions,
) -> Result<RiccatiSolution, ControlError> {
    solve_with(Domain::Discrete, a, b, q, r, options)
}

/// Both equations' path: the problem checked, its weights scaled and its state balanced, the
/// solution found by [`stabilizing_solution`], then accepted only if its relative residual is
/// within the bound in the scaled units and again in the caller's.
fn solve_with(
    domain: Domain,
    a: &DMatrix<f64>,
    b: &DMatrix<f64>,
    q: &DMatrix<f64>,
    r: &DMatrix<f64>,
    options: &RiccatiOptions,
) -> Result<RiccatiSolution, ControlError> {
    check_options(options)?;
    let (q, r) = check_problem(a, b, q, r)?;
    let w = Weights::scaled(a, b, &q, &r, domain)?;
    check_modes(a, b, &unit_weight(&w.q), domain)?;
    let bal = Balanced::new(a, b, &w);
    let balanced = Equation {
        domain,
        a: &bal.a,
        b: &bal.b,
        r: &w.r,
        g: &bal.g,
    };
    let (p, iterations, refinement_steps, shift) =
        stabilizing_solution(balanced, &bal.q, options, true)?;
    let p = bal.unbalance(&p);
    let scaled = Equation {
        domain,
        a,
        b,
        r: &w.r,
        g: &w.g,
    };
    let (res, size) = scaled
        .terms(&w.q, &p)
        .ok_or(ControlError::NotPositiveDefinite {
            argument: "R + BᵀPB",
        })?;
    let solution = w.solution(
        p,
        relative(&res, size),
        iterations,
        refinement_steps,
        shift,
        options,
    )?;
    let terms = terms_in_units(domain, a, b, &q, &r, &solution.p);
    in_units(solution, terms, options)
}

/// `Q / max |Qᵢⱼ|` (zero stays zero): whether `Q` sees a mode does not depend on its scale, so
/// the PBH test of detectability takes it at unit magnitude.
fn unit_weight(q: &DMatrix<f64>) -> DMatrix<f64> {
    let largest = q.amax();
    if largest > 0.0 {
        q / largest
    } else {
        q.clone()
    }
}

/// The options are usable: a finite, non-negative tolerance and residual bound, step counts
/// within [`MAX_RICCATI_ITERATIONS`].
fn check_options(options: &RiccatiOptions) -> Result<(), ControlError> {
    for (name, value) in [
        ("max_iterations", options.max_iterations),
        ("refinement_steps", options.refinement_steps),
    ] {
        if value > MAX_RICCATI_ITERATIONS {
            return Err(ControlError::InvalidParameter {
                name,
                value: value as f64,
                requirement: "at most MAX_RICCATI_ITERATIONS (1 000)".into(),
            });
        }
    }
    for (name, value) in [
        ("tolerance", options.tolerance),
        ("max_relative_residual", options.max_relative_residual),
    ] {
        if !(value.is_finite() && value >= 0.0) {
            return Err(ControlError::InvalidParameter {
                name,
                value,
                requirement: "finite and >= 0".into(),
            });
        }
    }
    Ok(())
}

/// One of the two equations on the balanced or the scaled problem: its domain, `A`, `B`, `R`
/// and `G = BR⁻¹Bᵀ`. The weight `Q` is passed apart: the fallback of [`stabilizing_solution`]
/// solves the equation again with a regularized one.
#[derive(Clone, Copy)]
struct Equation<'a> {
    domain: Domain,
    a: &'a DMatrix<f64>,
    b: &'a DMatrix<f64>,
    r: &'a DMatrix<f64>,
    g: &'a DMatrix<f64>,
}

impl Equation<'_> {
    /// The residual at `P` for the weight `Q` and the sum of its terms' norms ([`care_terms`],
    /// [`dare_terms`]); `None` where `R + BᵀPB` (DARE) is singular.
    fn terms(&self, q: &DMatrix<f64>, p: &DMatrix<f64>) -> Option<(DMatrix<f64>, f64)> {
        match self.domain {
            Domain::Continuous => Some(care_terms(self.a, self.g, q, p)),
            Domain::Discrete => dare_terms(self.a, self.b, q, self.r, p),
        }
    }

    /// Newton's correction `Δ` at `P` with the residual `Res(P)`: Kleinman's Lyapunov equation
    /// `(A − GP)ᵀΔ + Δ(A − GP) = −Res(P)` (CARE) or Hewer's Stein equation
    /// `Δ − A_clᵀΔA_cl = Res(P)`, `A_cl = A − BK` (DARE); `None` where it cannot be solved.
    fn correction(&self, p: &DMatrix<f64>, res: &DMatrix<f64>) -> Option<DMatrix<f64>> {
        let (a, b, r) = (self.a, self.b, self.r);
        match self.domain {
            Domain::Continuous => solve_lyapunov(&(a - self.g * p), res).ok(),
            Domain::Discrete => {
                let k = (r + b.transpose() * p * b)
                    .lu()
                    .solve(&(b.transpose() * p * a))?;
                solve_stein(&(a - b * k), res).ok()
            }
        }
    }

    /// The doubling for the weight `Q`: `P`, the steps, the Cayley shift (0 for the DARE, whose
    /// pencil is in standard symplectic form as it is).
    fn doubling(
        &self,
        q: &DMatrix<f64>,
        options: &RiccatiOptions,
    ) -> Result<(DMatrix<f64>, usize, f64), ControlError> {
        match self.domain {
            Domain::Continuous => care_doubling(self.a, self.g, q, options),
            Domain::Discrete => doubling(self.a.clone(), self.g.clone(), q.clone(), options)
                .map(|(p, iterations)| (p, iterations, 0.0)),
        }
    }

    /// Whether `P` stabilizes the closed loop: the largest real part of the eigenvalues of
    /// `A − GP` below 0 (CARE), the largest modulus of those of `A − BK` below 1 (DARE); that
    /// measure as well ([`care_worst`], [`dare_worst`]; NaN, not stable, for a non-finite `P`).
    fn stability(&self, p: &DMatrix<f64>) -> Result<(bool, f64), ControlError> {
        let (worst, bound) = match self.domain {
            Domain::Continuous => (care_worst(self.a, self.g, p)?, 0.0),
            Domain::Discrete => (dare_worst(self.a, self.b, self.r, p)?, 1.0),
        };
        Ok((worst < bound, worst)) // false for NaN too
    }

    /// The magnitude of `Q` at which it balances the equation's other terms: `‖A‖²/‖G‖`
    /// (CARE), `1/‖G‖` (DARE); the scale of [`regularized`].
    fn natural_weight(&self) -> f64 {
        match self.domain {
            Domain::Continuous => self.a.amax().powi(2) / self.g.amax(),
            Domain::Discrete => 1.0 / self.g.amax(),
        }
    }
}

/// The stabilizing solution of `equation` with the weight `Q`, for both equations: `P`,
/// doubling steps, refinement steps kept, the Cayley shift (0 for the DARE).
///
/// Doubling, then Newton refinement, converges to the stabilizing solution when every unstable
/// mode is seen by `Q`; otherwise (for example `Q = 0` on an unstable `A`) it may stop at another
/// solution, and with a `Q` that barely sees a mode (a very expensive control) it may break down
/// or stop short of the residual bound. Then, if `fallback`, Newton's iteration (Kleinman /
/// Hewer), started from the stabilizing solution of the regularized problem `Q + δI`, converges
/// to the stabilizing solution of the given one. Without `fallback`, a doubled solution that
/// stabilizes is returned whatever its residual, and any other outcome is an error.
fn stabilizing_solution(
    equation: Equation<'_>,
    q: &DMatrix<f64>,
    options: &RiccatiOptions,
    fallback: bool,
) -> Result<(DMatrix<f64>, usize, usize, f64), ControlError> {
    let residual = |p: &DMatrix<f64>| equation.terms(q, p).map(|t| t.0);
    let correction = |p: &DMatrix<f64>, res: &DMatrix<f64>| equation.correction(p, res);
    let doubled = equation.doubling(q, options).map(|(p, iterations, shift)| {
        let (p, refined) = refine(p, options.refinement_steps, residual, correction);
        (p, iterations, refined, shift)
    });
    let (stable, worst, accurate) = match &doubled {
        Ok((p, ..)) => {
            let accurate = equation
                .terms(q, p)
                .is_some_and(|(res, size)| relative(&res, size) <= options.max_relative_residual);
            let (stable, worst) = equation.stability(p)?;
            (stable, worst, accurate)
        }
        Err(_) => (false, f64::NAN, false),
    };
    match doubled {
        Ok(solution) if stable && (accurate || !fallback) => return Ok(solution),
        Ok(_) if !fallback => return Err(ControlError::NoStabilizingSolution { value: worst }),
        Err(e) if !fallback => return Err(e),
        _ => {}
    }
    let q_reg = regularized(q, equation.natural_weight());
    let (p_reg, iterations, _, shift) = stabilizing_solution(equation, &q_reg, options, false)?;
    let (p, refined) = kleinman(p_reg, options, residual, correction)?;
    let (stable, worst) = equation.stability(&p)?;
    if !stable {
        return Err(ControlError::NoStabilizingSolution { value: worst });
    }
    Ok((p, iterations, refined, shift))
}

/// Doubling on the Cayley transform of the Hamiltonian: `P`, the steps, the shift. The shift
/// `γ` is the geometric mean of the smallest and largest eigenvalue moduli; when that pencil is
/// singular or the doubling breaks down, the shifts `γ·1.9ᵏ` are tried.
fn care_doubling(
    a: &DMatrix<f64>,
    g: &DMatrix<f64>,
    q: &DMatrix<f64>,
    options: &RiccatiOptions,
) -> Result<(DMatrix<f64>, usize, f64), ControlError> {
    let n = a.nrows();
    let mut ham = DMatrix::zeros(2 * n, 2 * n);
    ham.view_mut((0, 0), (n, n)).copy_from(a);
    ham.view_mut((0, n), (n, n)).copy_from(&(-g));
    ham.view_mut((n, 0), (n, n)).copy_from(&(-q));
    ham.view_mut((n, n), (n, n)).copy_from(&(-a.transpose()));
    let moduli: Vec<f64> = eigenvalues(&ham)?.iter().map(|l| l.norm()).collect();
    let largest = moduli.iter().cloned().fold(0.0, f64::max);
    let smallest = moduli.iter().cloned().fold(f64::INFINITY, f64::min);
    let mut gamma = if largest == 0.0 {
        1.0
    } else {
        (smallest.max(1e-8 * largest) * largest).sqrt()
    };
    let mut last_err = ControlError::Singular {
        what: "the Cayley transform of the Hamiltonian",
    };
    for _ in 0..6 {
        match cayley_ssf(a, g, q, gamma) {
            Some((e0, g0, h0)) => match doubling(e0, g0, h0, options) {
                Ok((p, iterations)) => return Ok((p, iterations, gamma)),
                Err(e) => last_err = e,
            },
            None => {
                last_err = ControlError::Singular {
                    what: "the Cayley transform of the Hamiltonian",
                }
            }
        }
        gamma *= 1.9;
    }
    Err(last_err)
}

/// `Q + δI`, `δ = 1e-2 · max(max |Qᵢⱼ|, natural)` where `natural` is the magnitude of `Q` at
/// which it balances the equation's other terms (`‖A‖²/‖G‖` continuous, `1/‖G‖` discrete): a
/// detectable problem of the same scale.
fn regularized(q: &DMatrix<f64>, natural: f64) -> DMatrix<f64> {
    let n = q.nrows();
    let natural = if natural.is_finite() { natural } else { 0.0 };
    let delta = 1e-2 * q.amax().max(natural).max(f64::MIN_POSITIVE.sqrt());
    q + DMatrix::identity(n, n) * delta
}

/// Largest real part of the eigenvalues of `A − GP` (NaN for a non-finite `P`).
fn care_worst(a: &DMatrix<f64>, g: &DMatrix<f64>, p: &DMatrix<f64>) -> Result<f64, ControlError> {
    if p.iter().any(|x| !x.is_finite()) {
        return Ok(f64::NAN);
    }
    Ok(largest(eigenvalues(&(a - g * p))?.iter().map(|l| l.re)))
}

/// Largest eigenvalue modulus of `A − BK`, `K = (R + BᵀPB)⁻¹BᵀPA` (NaN for a non-finite `P`).
fn dare_worst(
    a: &DMatrix<f64>,
    b: &DMatrix<f64>,
    r: &DMatrix<f64>,
    p: &DMatrix<f64>,
) -> Result<f64, ControlError> {
    if p.iter().any(|x| !x.is_finite()) {
        return Ok(f64::NAN);
    }
    let k = (r + b.transpose() * p * b)
        .lu()
        .solve(&(b.transpose() * p * a))
        .ok_or(ControlError::NotPositiveDefinite {
            argument: "R + BᵀPB",
        })?;
    Ok(largest(eigenvalues(&(a - b * k))?.iter().map(|l| l.norm())))
}

/// Newton's iteration (Kleinman / Hewer) `P ← P + Δ(P, Res(P))` until the relative change is
/// below `options.tolerance` (at most `options.max_iterations` steps).
fn kleinman(
    mut p: DMatrix<f64>,
    options: &RiccatiOptions,
    residual: impl Fn(&DMatrix<f64>) -> Option<DMatrix<f64>>,
    correction: impl Fn(&DMatrix<f64>, &DMatrix<f64>) -> Option<DMatrix<f64>>,
) -> Result<(DMatrix<f64>, usize), ControlError> {
    let singular = ControlError::Singular {
        what: "the Newton (Kleinman/Hewer) step",
    };
    let mut change = f64::INFINITY;
    for k in 1..=options.max_iterations {
        let res = residual(&p).ok_or(singular.clone())?;
        let delta = correction(&p, &res).ok_or(singular.clone())?;
        let next = symmetrize(&(&p + &delta));
        change = delta.norm() / next.norm().max(f64::MIN_POSITIVE);
        p = next;
        if change <= options.tolerance || (k > 1 && change <= 1e-12) {
            return Ok((p, k));
        }
    }
    Err(ControlError::NoConvergence {
        iterations: options.max_iterations,
        relative_change: change,
    })
}

/// Newton refinement: `P ← P + Δ(P, Res(P))` while the residual norm at least halves.
fn refine(
    mut p: DMatrix<f64>,
    steps: usize,
    residual: impl Fn(&DMatrix<f64>) -> Option<DMatrix<f64>>,
    correction: impl Fn(&DMatrix<f64>, &DMatrix<f64>) -> Option<DMatrix<f64>>,
) -> (DMatrix<f64>, usize) {
    let Some(mut res) = residual(&p) else {
        return (p, 0);
    };
    let mut norm = res.norm();
    let mut kept = 0;
    for _ in 0..steps {
        if norm == 0.0 {
            break;
        }
        let Some(delta) = correction(&p, &res) else {
            break;
        };
        let candidate = symmetrize(&(&p + delta));
        let Some(new_res) = residual(&candidate) else {
            break;
        };
        let new_norm = new_res.norm();
        let improved = new_norm < 0.5 * norm; // false for NaN too
        if !improved {
            break;
        }
        p = candidate;
        res = new_res;
        norm = new_norm;
        kept += 1;
    }
    (p, kept)
}

/// The structure-preserving doubling iteration on a standard symplectic form `(E, G, H)`;
/// returns `lim Hₖ` and the number of steps.
fn doubling(
    mut e: DMatrix<f64>,
    mut g: DMatrix<f64>,
    mut h: DMatrix<f64>,
    options: &RiccatiOptions,
) -> Result<(DMatrix<f64>, usize), ControlError> {
    let n = e.nrows();
    let eye = DMatrix::<f64>::identity(n, n);
    let mut previous = f64::INFINITY;
    let mut change = f64::INFINITY;
    for k in 1..=options.max_iterations {
        let w = (&eye + &g * &h).lu();
        let (Some(w_e), Some(w_g)) = (w.solve(&e), w.solve(&g)) else {
            return Err(ControlError::Singular {
                what: "I + GₖHₖ in the doubling iteration",
            });
        };
        let h_next = symmetrize(&(&h + e.transpose() * &h * &w_e));
        let g_next = symmetrize(&(&g + &e * w_g * e.transpose()));
        let e_next = &e * w_e;
        if h_next.iter().any(|x| !x.is_finite()) {
            return Err(ControlError::NoConvergence {
                iterations: k,
                relative_change: f64::INFINITY,
            });
        }
        change = (&h_next - &h).norm() / h_next.norm().max(f64::MIN_POSITIVE);
        h = h_next;
        g = g_next;
        e = e_next;
        if change <= options.tolerance || (change <= 1e-8 && change >= 0.5 * previous) {
            return Ok((h, k));
        }
        previous = change;
    }
    Err(ControlError::NoConvergence {
        iterations: options.max_iterations,
        relative_change: change,
    })
}

/// `(E₀, G₀, H₀)` of the Cayley-transformed Hamiltonian pencil, `None` if singular.
#[allow(clippy::type_complexity)]
fn cayley_ssf(
    a: &DMatrix<f64>,
    g: &DMatrix<f64>,
    q: &DMatrix<f64>,
    gamma: f64,
) -> Option<(DMatrix<f64>, DMatrix<f64>, DMatrix<f64>)> {
    let n = a.nrows();
    let eye = DMatrix::<f64>::identity(n, n);
    let a_minus = a - &eye * gamma;
    let a_plus = a + &eye * gamma;
    // N = [col 2 of (H + γI) | col 1 of (H − γI)]; T = Π N⁻¹ with Π the block swap.
    let mut big_n = DMatrix::zeros(2 * n, 2 * n);
    big_n.view_mut((0, 0), (n, n)).copy_from(&(-g));
    big_n
        .view_mut((n, 0), (n, n))
        .copy_from(&(-a_minus.transpose()));
    big_n.view_mut((0, n), (n, n)).copy_from(&a_minus);
    big_n.view_mut((n, n), (n, n)).copy_from(&(-q));
    // H + γI column 1 and H − γI column 2 are the only parts needed.
    let mut rhs = DMatrix::zeros(2 * n, 2 * n);
    rhs.view_mut((0, 0), (n, n)).copy_from(&a_plus); // (H + γI)[:, 1] = [A + γI; −Q]
    rhs.view_mut((n, 0), (n, n)).copy_from(&(-q));
    rhs.view_mut((0, n), (n, n)).copy_from(&(-g)); // (H − γI)[:, 2] = [−G; −(A + γI)ᵀ]
    rhs.view_mut((n, n), (n, n))
        .copy_from(&(-a_plus.transpose()));
    let lu = big_n.lu();
    let sol = lu.solve(&rhs)?; // N⁻¹ [...]; T x = Π (N⁻¹ x)
    if sol.iter().any(|x| !x.is_finite()) {
        return None;
    }
    // Π swaps the block rows: rows n..2n of N⁻¹x become rows 0..n of T x.
    let m_col1_top = sol.view((n, 0), (n, n)).into_owned(); // E₀
    let m_col1_bottom = sol.view((0, 0), (n, n)).into_owned(); // −H₀
    let l_col2_top = sol.view((n, n), (n, n)).into_owned(); // G₀
    Some((
        m_col1_top,
        symmetrize(&l_col2_top),
        symmetrize(&(-m_col1_bottom)),
    ))
}

/// `B R⁻¹ Bᵀ` (symmetric), `None` if `R` is not positive definite.
pub(super) fn gain_matrix(b: &DMatrix<f64>, r: &DMatrix<f64>) -> Option<DMatrix<f64>> {
    let chol = r.clone().cholesky()?;
    Some(symmetrize(&(b * chol.solve(&b.transpose()))))
}
