//! Algebraic Riccati equations, continuous (CARE) and discrete (DARE), by the
//! **structure-preserving doubling algorithm** (SDA) followed by Newton refinement, and the
//! Lyapunov / Stein equations that the refinement needs (Bartels–Stewart on the real Schur form).
//!
//! # Method
//!
//! * Checks first: shapes, finiteness, `Q = Qᵀ ⪰ 0`, `R = Rᵀ ≻ 0`; stabilizability of `(A, B)`
//!   by the PBH test on every eigenvalue of `A` that is unstable or on the stability boundary
//!   (`σ_min([A − λI, B]) ≤ 1e-10 ‖[A, B]‖_F` ⇒ [`ControlError::NotStabilizable`]); an eigenvalue
//!   on the boundary that `Q` does not see (`σ_min([A − λI; Q]) ≤ 1e-10 ‖[A; Q]‖_F`) gives the
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
//!   [`ControlError::NoStabilizingSolution`].

use super::ControlError;
use nalgebra::{Complex, DMatrix};

/// Relative PBH margin below which a mode counts as uncontrollable / unobservable.
pub const PBH_TOL: f64 = 1e-10;

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
}

impl Default for RiccatiOptions {
    fn default() -> Self {
        RiccatiOptions {
            max_iterations: 60,
            tolerance: 1e-13,
            refinement_steps: 3,
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
    /// `‖Res(P)‖_F / max(1, ‖P‖_F)` (see [`care_residual`], [`dare_residual`]).
    pub relative_residual: f64,
}

/// `AᵀP + PA − PBR⁻¹BᵀP + Q` (zero at a CARE solution). Panics if `R` is singular; the shapes
/// must agree.
pub fn care_residual(
    a: &DMatrix<f64>,
    b: &DMatrix<f64>,
    q: &DMatrix<f64>,
    r: &DMatrix<f64>,
    p: &DMatrix<f64>,
) -> DMatrix<f64> {
    let g = gain_matrix(b, r).expect("R must be invertible");
    care_residual_g(a, &g, q, p)
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
    dare_residual_checked(a, b, q, r, p).expect("R + BᵀPB must be invertible")
}

fn care_residual_g(
    a: &DMatrix<f64>,
    g: &DMatrix<f64>,
    q: &DMatrix<f64>,
    p: &DMatrix<f64>,
) -> DMatrix<f64> {
    let pa = p * a;
    symmetrize(&(pa.transpose() + &pa - p * g * p + q))
}

fn dare_residual_checked(
    a: &DMatrix<f64>,
    b: &DMatrix<f64>,
    q: &DMatrix<f64>,
    r: &DMatrix<f64>,
    p: &DMatrix<f64>,
) -> Option<DMatrix<f64>> {
    let pa = p * a;
    let bt_pa = b.transpose() * &pa;
    let s = r + b.transpose() * p * b;
    let k = s.lu().solve(&bt_pa)?;
    Some(symmetrize(
        &(a.transpose() * &pa - p - bt_pa.transpose() * k + q),
    ))
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
    care_impl(a, b, q, r, options, true)
}

fn care_impl(
    a: &DMatrix<f64>,
    b: &DMatrix<f64>,
    q: &DMatrix<f64>,
    r: &DMatrix<f64>,
    options: &RiccatiOptions,
    fallback: bool,
) -> Result<RiccatiSolution, ControlError> {
    let (q, r) = check_problem(a, b, q, r)?;
    check_modes(a, b, &q, Domain::Continuous)?;
    let n = a.nrows();
    let g = gain_matrix(b, &r).ok_or(ControlError::NotPositiveDefinite { argument: "R" })?;

    // Hamiltonian and its spectrum (for the shift).
    let mut ham = DMatrix::zeros(2 * n, 2 * n);
    ham.view_mut((0, 0), (n, n)).copy_from(a);
    ham.view_mut((0, n), (n, n)).copy_from(&(-&g));
    ham.view_mut((n, 0), (n, n)).copy_from(&(-&q));
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
        match cayley_ssf(a, &g, &q, gamma) {
            Some((e0, g0, h0)) => match doubling(e0, g0, h0, options) {
                Ok((p, iterations)) => {
                    let (mut p, mut refined) = refine(
                        p,
                        options.refinement_steps,
                        |p| Some(care_residual_g(a, &g, &q, p)),
                        |p, res| {
                            let acl = a - &g * p;
                            solve_lyapunov(&acl, res).ok()
                        },
                    );
                    let mut worst = care_worst(a, &g, &p)?;
                    let stable = worst < 0.0; // false for NaN too
                    if !stable && fallback {
                        // Doubling converges to the stabilizing solution when every unstable
                        // mode is seen by Q; otherwise (for example Q = 0 on an unstable A) it
                        // may stop at another solution. Kleinman's Newton iteration from the
                        // stabilizing solution of the regularized problem Q + δI converges to
                        // the stabilizing solution of the given one.
                        let delta = 1e-2 * q.norm().max(1.0);
                        let q_reg = &q + DMatrix::identity(n, n) * delta;
                        let reg = care_impl(a, b, &q_reg, &r, options, false)?;
                        let (p_k, steps) = kleinman(
                            reg.p,
                            options,
                            |p| Some(care_residual_g(a, &g, &q, p)),
                            |p, res| solve_lyapunov(&(a - &g * p), res).ok(),
                        )?;
                        p = p_k;
                        refined = steps;
                        worst = care_worst(a, &g, &p)?;
                    }
                    let stable = worst < 0.0;
                    if !stable || p.iter().any(|x| !x.is_finite()) {
                        return Err(ControlError::NoStabilizingSolution { value: worst });
                    }
                    let res = care_residual_g(a, &g, &q, &p);
                    return Ok(RiccatiSolution {
                        relative_residual: res.norm() / p.norm().max(1.0),
                        p,
                        iterations,
                        refinement_steps: refined,
                        shift: gamma,
                    });
                }
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

/// [`solve_dare`] with explicit options.
pub fn solve_dare_with(
    a: &DMatrix<f64>,
    b: &DMatrix<f64>,
    q: &DMatrix<f64>,
    r: &DMatrix<f64>,
    options: &RiccatiOptions,
) -> Result<RiccatiSolution, ControlError> {
    dare_impl(a, b, q, r, options, true)
}

fn dare_impl(
    a: &DMatrix<f64>,
    b: &DMatrix<f64>,
    q: &DMatrix<f64>,
    r: &DMatrix<f64>,
    options: &RiccatiOptions,
    fallback: bool,
) -> Result<RiccatiSolution, ControlError> {
    let (q, r) = check_problem(a, b, q, r)?;
    check_modes(a, b, &q, Domain::Discrete)?;
    let g = gain_matrix(b, &r).ok_or(ControlError::NotPositiveDefinite { argument: "R" })?;
    let (p, iterations) = doubling(a.clone(), g, q.clone(), options)?;
    let (p, refined) = refine(
        p,
        options.refinement_steps,
        |p| dare_residual_checked(a, b, &q, &r, p),
        |p, res| {
            let k = (&r + b.transpose() * p * b)
                .lu()
                .solve(&(b.transpose() * p * a))?;
            let acl = a - b * k;
            solve_stein(&acl, res).ok()
        },
    );
    let (mut p, mut refined) = (p, refined);
    let mut worst = dare_worst(a, b, &r, &p)?;
    let stable = worst < 1.0; // false for NaN too
    if !stable && fallback {
        // As for the CARE: Hewer's Newton iteration from the regularized stabilizing solution.
        let n = a.nrows();
        let delta = 1e-2 * q.norm().max(1.0);
        let q_reg = &q + DMatrix::identity(n, n) * delta;
        let reg = dare_impl(a, b, &q_reg, &r, options, false)?;
        let (p_k, steps) = kleinman(
            reg.p,
            options,
            |p| dare_residual_checked(a, b, &q, &r, p),
            |p, res| {
                let k = (&r + b.transpose() * p * b)
                    .lu()
                    .solve(&(b.transpose() * p * a))?;
                solve_stein(&(a - b * k), res).ok()
            },
        )?;
        p = p_k;
        refined = steps;
        worst = dare_worst(a, b, &r, &p)?;
    }
    let res = dare_residual_checked(a, b, &q, &r, &p).ok_or(ControlError::NotPositiveDefinite {
        argument: "R + BᵀPB",
    })?;
    let stable = worst < 1.0;
    if !stable || p.iter().any(|x| !x.is_finite()) {
        return Err(ControlError::NoStabilizingSolution { value: worst });
    }
    Ok(RiccatiSolution {
        relative_residual: res.norm() / p.norm().max(1.0),
        p,
        iterations,
        refinement_steps: refined,
        shift: 0.0,
    })
}

/// Largest real part of the eigenvalues of `A − GP`.
fn care_worst(a: &DMatrix<f64>, g: &DMatrix<f64>, p: &DMatrix<f64>) -> Result<f64, ControlError> {
    if p.iter().any(|x| !x.is_finite()) {
        return Ok(f64::NAN);
    }
    Ok(eigenvalues(&(a - g * p))?
        .iter()
        .map(|l| l.re)
        .fold(f64::NEG_INFINITY, f64::max))
}

/// Largest eigenvalue modulus of `A − BK`, `K = (R + BᵀPB)⁻¹BᵀPA`.
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
    Ok(eigenvalues(&(a - b * k))?
        .iter()
        .map(|l| l.norm())
        .fold(0.0, f64::max))
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
fn gain_matrix(b: &DMatrix<f64>, r: &DMatrix<f64>) -> Option<DMatrix<f64>> {
    let chol = r.clone().cholesky()?;
    Some(symmetrize(&(b * chol.solve(&b.transpose()))))
}

fn symmetrize(m: &DMatrix<f64>) -> DMatrix<f64> {
    (m + m.transpose()) * 0.5
}

#[derive(Clone, Copy, PartialEq)]
enum Domain {
    Continuous,
    Discrete,
}

fn check_shape(
    argument: &'static str,
    m: &DMatrix<f64>,
    rows: usize,
    cols: usize,
) -> Result<(), ControlError> {
    if m.shape() != (rows, cols) {
        return Err(ControlError::DimensionMismatch {
            argument,
            expected: (rows, cols),
            found: m.shape(),
        });
    }
    if m.iter().any(|x| !x.is_finite()) {
        return Err(ControlError::NonFinite { argument });
    }
    Ok(())
}

fn check_symmetric(argument: &'static str, m: &DMatrix<f64>) -> Result<DMatrix<f64>, ControlError> {
    let scale = m.amax().max(1.0);
    let asym = (m - m.transpose()).amax() / scale;
    if asym > 1e-10 {
        return Err(ControlError::NotSymmetric {
            argument,
            asymmetry: asym,
        });
    }
    Ok(symmetrize(m))
}

/// Validates the problem; returns the symmetrized `Q` and `R`.
pub(crate) fn check_problem(
    a: &DMatrix<f64>,
    b: &DMatrix<f64>,
    q: &DMatrix<f64>,
    r: &DMatrix<f64>,
) -> Result<(DMatrix<f64>, DMatrix<f64>), ControlError> {
    let n = a.nrows();
    check_shape("A", a, n, n)?;
    let m = b.ncols();
    check_shape("B", b, n, m)?;
    check_shape("Q", q, n, n)?;
    check_shape("R", r, m, m)?;
    if n == 0 || m == 0 {
        return Err(ControlError::DimensionMismatch {
            argument: "B",
            expected: (n.max(1), m.max(1)),
            found: (n, m),
        });
    }
    for (argument, x) in [("A", a), ("B", b), ("Q", q), ("R", r)] {
        if x.iter().any(|v| !v.is_finite()) {
            return Err(ControlError::NonFinite { argument });
        }
    }
    Ok((check_state_weight("Q", q)?, check_input_weight("R", r)?))
}

/// A state weight: symmetric (relative asymmetry at most 1e-10) and positive semi-definite
/// (smallest eigenvalue at least `−1e-12 ‖X‖`); returned symmetrised.
pub(crate) fn check_state_weight(
    argument: &'static str,
    m: &DMatrix<f64>,
) -> Result<DMatrix<f64>, ControlError> {
    let m = check_symmetric(argument, m)?;
    if m.iter().any(|v| !v.is_finite()) {
        return Err(ControlError::NonFinite { argument });
    }
    let min = nalgebra::SymmetricEigen::try_new(m.clone(), f64::EPSILON, MAX_ITERATIONS)
        .ok_or(ControlError::DecompositionFailed {
            what: "symmetric eigenvalues",
        })?
        .eigenvalues
        .min();
    if min < -1e-12 * m.norm() {
        return Err(ControlError::NotPositiveSemidefinite {
            argument,
            min_eigenvalue: min,
        });
    }
    Ok(m)
}

/// An input weight: symmetric (as [`check_state_weight`]) and positive definite (Cholesky
/// succeeds); returned symmetrised.
pub(crate) fn check_input_weight(
    argument: &'static str,
    m: &DMatrix<f64>,
) -> Result<DMatrix<f64>, ControlError> {
    let m = check_symmetric(argument, m)?;
    if m.clone().cholesky().is_none() {
        return Err(ControlError::NotPositiveDefinite { argument });
    }
    Ok(m)
}

/// The eigenvalues of `m`, by a real Schur decomposition with an iteration limit.
pub(crate) fn eigenvalues(m: &DMatrix<f64>) -> Result<Vec<Complex<f64>>, ControlError> {
    if m.iter().any(|v| !v.is_finite()) {
        return Err(ControlError::SchurFailed);
    }
    let schur = m
        .clone()
        .try_schur(f64::EPSILON, MAX_ITERATIONS)
        .ok_or(ControlError::SchurFailed)?;
    Ok(schur.complex_eigenvalues().iter().copied().collect())
}

/// PBH tests of stabilizability and of boundary detectability.
fn check_modes(
    a: &DMatrix<f64>,
    b: &DMatrix<f64>,
    q: &DMatrix<f64>,
    domain: Domain,
) -> Result<(), ControlError> {
    let n = a.nrows();
    let m = b.ncols();
    let scale_ab = (a.norm_squared() + b.norm_squared())
        .sqrt()
        .max(f64::MIN_POSITIVE);
    let scale_aq = (a.norm_squared() + q.norm_squared())
        .sqrt()
        .max(f64::MIN_POSITIVE);
    let boundary_tol = 1e-9 * a.norm().max(1.0);
    for lambda in eigenvalues(a)? {
        let (unstable, on_boundary) = match domain {
            Domain::Continuous => (lambda.re >= -boundary_tol, lambda.re.abs() <= boundary_tol),
            Domain::Discrete => (
                lambda.norm() >= 1.0 - boundary_tol,
                (lambda.norm() - 1.0).abs() <= boundary_tol,
            ),
        };
        if !unstable {
            continue;
        }
        let shifted = DMatrix::<Complex<f64>>::from_fn(n, n, |i, j| {
            Complex::new(a[(i, j)], 0.0)
                - if i == j {
                    lambda
                } else {
                    Complex::new(0.0, 0.0)
                }
        });
        let mut ctrb = DMatrix::<Complex<f64>>::zeros(n, n + m);
        ctrb.view_mut((0, 0), (n, n)).copy_from(&shifted);
        for i in 0..n {
            for j in 0..m {
                ctrb[(i, n + j)] = Complex::new(b[(i, j)], 0.0);
            }
        }
        let sigma = smallest_singular_value(ctrb)? / scale_ab;
        if sigma <= PBH_TOL {
            return Err(ControlError::NotStabilizable {
                re: lambda.re,
                im: lambda.im,
                margin: sigma,
            });
        }
        if on_boundary {
            let mut obsv = DMatrix::<Complex<f64>>::zeros(2 * n, n);
            obsv.view_mut((0, 0), (n, n)).copy_from(&shifted);
            for i in 0..n {
                for j in 0..n {
                    obsv[(n + i, j)] = Complex::new(q[(i, j)], 0.0);
                }
            }
            let sigma = smallest_singular_value(obsv)? / scale_aq;
            if sigma <= PBH_TOL {
                return Err(ControlError::NotDetectable {
                    re: lambda.re,
                    im: lambda.im,
                });
            }
        }
    }
    Ok(())
}

/// Iteration limit of the iterative decompositions (Schur, SVD, symmetric eigenvalues): far
/// beyond what any well-scaled matrix of a chain's size needs, and what keeps a matrix with
/// entries of 1e300 from iterating forever (nalgebra's plain constructors have no limit).
const MAX_ITERATIONS: usize = 10_000;

/// The smallest singular value of `m`, by an SVD with an iteration limit.
fn smallest_singular_value(m: DMatrix<Complex<f64>>) -> Result<f64, ControlError> {
    // (An entry that overflowed on the way, from finite A and B of extreme magnitude, would make
    // nalgebra's sort of the singular values panic.)
    if m.iter().any(|z| !(z.re.is_finite() && z.im.is_finite())) {
        return Err(ControlError::DecompositionFailed {
            what: "singular values",
        });
    }
    // Scaled to entries of magnitude at most 1 (singular values scale with the matrix): the
    // rotations of the SVD then cannot overflow on entries near 1e300.
    let scale = m.iter().map(|z| z.norm()).fold(0.0, f64::max);
    if scale == 0.0 {
        return Ok(0.0);
    }
    // Entries below 1e-150 of the largest are dropped: they move no singular value by more than
    // 1e-150 of the largest, far below what the PBH test resolves (`PBH_TOL`), and their
    // products would underflow to the subnormals on which nalgebra's SVD returns NaN.
    let m = m.map(|z| {
        let z = z / scale;
        if z.norm() < 1e-150 {
            Complex::new(0.0, 0.0)
        } else {
            z
        }
    });
    // Unordered: the ordered constructor sorts with a panic on a NaN singular value, which the
    // rotations can still produce from finite entries of extreme spread; a NaN is an error here.
    nalgebra::SVD::try_new_unordered(m, false, false, f64::EPSILON, MAX_ITERATIONS)
        .filter(|svd| svd.singular_values.iter().all(|s| s.is_finite()))
        .map(|svd| svd.singular_values.min() * scale)
        .ok_or(ControlError::DecompositionFailed {
            what: "singular values",
        })
}

/// Diagonal blocks `(start, size)` of a real quasi-triangular Schur factor.
fn schur_blocks(t: &DMatrix<f64>) -> Result<Vec<(usize, usize)>, ControlError> {
    let n = t.nrows();
    let mut blocks = Vec::new();
    let mut i = 0;
    while i < n {
        if i + 1 < n && t[(i + 1, i)] != 0.0 {
            if i + 2 < n && t[(i + 2, i + 1)] != 0.0 {
                return Err(ControlError::SchurFailed);
            }
            blocks.push((i, 2));
            i += 2;
        } else {
            blocks.push((i, 1));
            i += 1;
        }
    }
    Ok(blocks)
}

fn schur_of(a: &DMatrix<f64>) -> Result<(DMatrix<f64>, DMatrix<f64>), ControlError> {
    let (u, t) = a
        .clone()
        .try_schur(f64::EPSILON, MAX_ITERATIONS)
        .ok_or(ControlError::SchurFailed)?
        .unpack();
    Ok((u, t))
}

/// Solves `k x = rhs` for a small block system (Kronecker form), `None` if singular.
fn small_solve(k: DMatrix<f64>, rhs: &DMatrix<f64>, rows: usize) -> Option<DMatrix<f64>> {
    let cols = rhs.ncols();
    let v = DMatrix::from_column_slice(rows * cols, 1, rhs.as_slice());
    let x = k.lu().solve(&v)?;
    if x.iter().any(|v| !v.is_finite()) {
        return None;
    }
    Some(DMatrix::from_column_slice(rows, cols, x.as_slice()))
}

/// Kronecker product `a ⊗ b`.
fn kron(a: &DMatrix<f64>, b: &DMatrix<f64>) -> DMatrix<f64> {
    let (ar, ac) = a.shape();
    let (br, bc) = b.shape();
    DMatrix::from_fn(ar * br, ac * bc, |i, j| {
        a[(i / br, j / bc)] * b[(i % br, j % bc)]
    })
}

/// Solves the continuous Lyapunov equation `AᵀX + XA + C = 0` (Bartels–Stewart on the real
/// Schur form of `A`; `O(n³)`). Unique when no two eigenvalues of `A` sum to zero, else
/// [`ControlError::Singular`]. `X` is symmetric when `C` is.
pub fn solve_lyapunov(a: &DMatrix<f64>, c: &DMatrix<f64>) -> Result<DMatrix<f64>, ControlError> {
    let n = a.nrows();
    check_shape("A", a, n, n)?;
    check_shape("C", c, n, n)?;
    let (u, t) = schur_of(a)?;
    let f = -(u.transpose() * c * &u);
    let blocks = schur_blocks(&t)?;
    let mut y = DMatrix::<f64>::zeros(n, n);
    for &(si, pi) in &blocks {
        for &(sj, pj) in &blocks {
            // Tᵢᵢᵀ Y + Y Tⱼⱼ = F − Σ_{k<i} Tₖᵢᵀ Yₖⱼ − Σ_{l<j} Yᵢₗ Tₗⱼ
            let mut rhs = f.view((si, sj), (pi, pj)).into_owned();
            if si > 0 {
                rhs -= t.view((0, si), (si, pi)).transpose() * y.view((0, sj), (si, pj));
            }
            if sj > 0 {
                rhs -= y.view((si, 0), (pi, sj)) * t.view((0, sj), (sj, pj));
            }
            let tii_t = t.view((si, si), (pi, pi)).transpose();
            let tjj_t = t.view((sj, sj), (pj, pj)).transpose();
            let k =
                kron(&DMatrix::identity(pj, pj), &tii_t) + kron(&tjj_t, &DMatrix::identity(pi, pi));
            let block = small_solve(k, &rhs, pi).ok_or(ControlError::Singular {
                what: "the Lyapunov operator (eigenvalues λ, μ of A with λ + μ = 0)",
            })?;
            y.view_mut((si, sj), (pi, pj)).copy_from(&block);
        }
    }
    Ok(&u * y * u.transpose())
}

/// Solves the Stein (discrete Lyapunov) equation `AᵀXA − X + C = 0` (Bartels–Stewart on the
/// real Schur form of `A`). Unique when no two eigenvalues of `A` have product one, else
/// [`ControlError::Singular`].
pub fn solve_stein(a: &DMatrix<f64>, c: &DMatrix<f64>) -> Result<DMatrix<f64>, ControlError> {
    let n = a.nrows();
    check_shape("A", a, n, n)?;
    check_shape("C", c, n, n)?;
    let (u, t) = schur_of(a)?;
    let f = u.transpose() * c * &u;
    let blocks = schur_blocks(&t)?;
    let mut y = DMatrix::<f64>::zeros(n, n);
    for &(si, pi) in &blocks {
        for &(sj, pj) in &blocks {
            // Yᵢⱼ − Tᵢᵢᵀ Yᵢⱼ Tⱼⱼ = F + Σ_{(k,l) ≠ (i,j), k ≤ i, l ≤ j} Tₖᵢᵀ Yₖₗ Tₗⱼ
            // (Yᵢⱼ is still zero here, so the full product is the sum).
            let ei = si + pi;
            let ej = sj + pj;
            let known = t.view((0, si), (ei, pi)).transpose()
                * y.view((0, 0), (ei, ej))
                * t.view((0, sj), (ej, pj));
            let rhs = f.view((si, sj), (pi, pj)).into_owned() + known;
            let tii_t = t.view((si, si), (pi, pi)).transpose();
            let tjj_t = t.view((sj, sj), (pj, pj)).transpose();
            let k = DMatrix::identity(pi * pj, pi * pj) - kron(&tjj_t, &tii_t);
            let block = small_solve(k, &rhs, pi).ok_or(ControlError::Singular {
                what: "the Stein operator (eigenvalues λ, μ of A with λμ = 1)",
            })?;
            y.view_mut((si, sj), (pi, pj)).copy_from(&block);
        }
    }
    Ok(&u * y * u.transpose())
}
