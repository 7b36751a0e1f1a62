//! The runtime target's controller designs over wide weight scales: continuous and discrete LQR
//! on the linearization at the input's state with `Q = 10^a I` (or 0) and `R = 10^b I`, `a` and
//! `b` from -300 to 300, and pole placement. What an `Ok` must hold beyond finite numbers: the
//! Riccati residual, recomputed here independently of the solver, within ten times the
//! documented bound, and every reported closed-loop eigenvalue stable.

use chaindyn::control::{
    care_residual, dare_residual, discretize_zoh, dlqr, lqr, DecoupledPd, Lqr,
    MAX_RELATIVE_RESIDUAL,
};
use chaindyn::nalgebra::{DMatrix, DVector, SVector};
use chaindyn::{Multibody, ReferenceDynamics};

/// The weights of one input: `Q = 10^q_exponent I` (`None`: `Q = 0`), `R = 10^r_exponent I`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Weights {
    /// The exponent of `Q`'s scale, `None` for `Q = 0`.
    pub q_exponent: Option<i32>,
    /// The exponent of `R`'s scale.
    pub r_exponent: i32,
}

/// The Frobenius norm scaled by the largest entry (no overflow on the way for entries near
/// `f64::MAX`).
fn frobenius(m: &DMatrix<f64>) -> f64 {
    let s = m.amax();
    if s == 0.0 || !s.is_finite() {
        s
    } else {
        s * (m / s).norm()
    }
}

/// LQR and discrete LQR at the linearization `(A, B)` of the chain at `(q, q̇, τ)`: every `Ok`
/// is a solution of its Riccati equation with a stable closed loop.
pub fn riccati(
    mb: &Multibody,
    q: &DVector<f64>,
    qd: &DVector<f64>,
    tau: &DVector<f64>,
    w: Weights,
) {
    let Ok(ss) = chaindyn::state_space(mb, q, qd, tau) else {
        return;
    };
    let (n, m) = (ss.a.nrows(), ss.b.ncols());
    let qw = match w.q_exponent {
        Some(e) => DMatrix::identity(n, n) * 10f64.powi(e),
        None => DMatrix::zeros(n, n),
    };
    let rw = DMatrix::identity(m, m) * 10f64.powi(w.r_exponent);
    if let Ok(design) = lqr(&ss.a, &ss.b, &qw, &rw) {
        check(&design, &ss.a, &ss.b, &qw, &rw, false);
    }
    if let Ok((ad, bd)) = discretize_zoh(&ss.a, &ss.b, 0.01) {
        if let Ok(design) = dlqr(&ad, &bd, &qw, &rw) {
            check(&design, &ad, &bd, &qw, &rw, true);
        }
    }
}

/// Panics (a crash) unless the design holds finite numbers, its Riccati solution has a relative
/// residual (a normwise backward error, as the solver defines it) within ten times
/// [`MAX_RELATIVE_RESIDUAL`] when recomputed here, and its closed-loop eigenvalues are stable.
#[track_caller]
fn check(
    design: &Lqr,
    a: &DMatrix<f64>,
    b: &DMatrix<f64>,
    q: &DMatrix<f64>,
    r: &DMatrix<f64>,
    discrete: bool,
) {
    let p = &design.riccati.p;
    let numbers = p
        .iter()
        .chain(design.gain.iter())
        .chain([&design.riccati.relative_residual]);
    assert!(
        numbers.clone().all(|x| x.is_finite()),
        "LQR returned Ok with a non-finite number: {:?}",
        numbers.collect::<Vec<_>>()
    );
    let (res, size) = if discrete {
        let correction = (a.transpose() * p * b) * &design.gain;
        (
            dare_residual(a, b, q, r, p),
            frobenius(q)
                + frobenius(p)
                + frobenius(&(a.transpose() * p * a))
                + frobenius(&correction),
        )
    } else {
        let Some(chol) = r.clone().cholesky() else {
            panic!("LQR returned Ok for an R that is not positive definite");
        };
        let pgp = p * b * chol.solve(&(b.transpose() * p));
        (
            care_residual(a, b, q, r, p),
            frobenius(q) + 2.0 * frobenius(&(p * a)) + frobenius(&pgp),
        )
    };
    let norm = frobenius(&res);
    let relative = if norm == 0.0 { 0.0 } else { norm / size };
    assert!(
        relative <= 10.0 * MAX_RELATIVE_RESIDUAL,
        "LQR (discrete: {discrete}) returned Ok with a Riccati residual of {relative:e} \
         (reported {:e})",
        design.riccati.relative_residual
    );
    let stable = design.closed_loop_eigenvalues.iter().all(|l| {
        if discrete {
            l.norm() < 1.0
        } else {
            l.re < 0.0
        }
    });
    assert!(
        stable && design.closed_loop_eigenvalues.len() == a.nrows(),
        "LQR (discrete: {discrete}) returned Ok with closed-loop eigenvalues {:?}",
        design.closed_loop_eigenvalues
    );
}

/// Lin & Yae's decoupled pole placement at `q0` with natural frequencies `omega` and damping
/// `zeta`: an `Ok` holds finite gains.
pub fn pole_placement<const N: usize>(
    model: &ReferenceDynamics<N>,
    q0: &SVector<f64, N>,
    omega: f64,
    zeta: f64,
) {
    let design = DecoupledPd::design(model, q0, &SVector::repeat(omega), &SVector::repeat(zeta));
    if let Ok(pd) = design {
        let numbers: Vec<f64> = [pd.kp.as_slice(), pd.kv.as_slice(), pd.tau_ff.as_slice()].concat();
        assert!(
            numbers.iter().all(|x| x.is_finite()),
            "DecoupledPd::design returned Ok with a non-finite gain: {numbers:?}"
        );
    }
}
