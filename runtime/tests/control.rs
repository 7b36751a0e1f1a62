//! Controller design: Riccati solvers against closed forms, residual and stability
//! on linearized chains, typed errors, Lyapunov / Stein solvers, pole placement, the energy law.

mod reference_model;

use chaindyn::control::{
    care_residual, dare_residual, discretize_zoh, dlqr, lqr, solve_care, solve_dare,
    solve_lyapunov, solve_stein, wrap_angle, ControlError, DecoupledPd, EnergyBased, Lqr,
    StateFeedback, MAX_RELATIVE_RESIDUAL,
};
use chaindyn::model::SplitMix64;
use chaindyn::nalgebra::{DMatrix, DVector, Matrix2x1, SMatrix, SVector, Vector2};
use chaindyn::{Chain, Dynamics, PendubotParameters};
use reference_model::Reference;
use std::f64::consts::{FRAC_PI_2, PI};

/// Random matrices on the workspace's generator.
trait RandomMatrix {
    /// An `r × c` matrix of entries uniform in [-1, 1).
    fn matrix(&mut self, r: usize, c: usize) -> DMatrix<f64>;
}

impl RandomMatrix for SplitMix64 {
    fn matrix(&mut self, r: usize, c: usize) -> DMatrix<f64> {
        DMatrix::from_fn(r, c, |_, _| self.symmetric())
    }
}

/// A matrix from rows.
fn mat(rows: &[&[f64]]) -> DMatrix<f64> {
    let c = rows[0].len();
    DMatrix::from_fn(rows.len(), c, |i, j| rows[i][j])
}

fn rel(a: &DMatrix<f64>, b: &DMatrix<f64>) -> f64 {
    (a - b).norm() / b.norm().max(1e-300)
}

#[test]
fn scalar_care_closed_form() {
    // 2aP − b²P²/r + q = 0 ⇒ P = r(a + √(a² + b²q/r))/b².
    for &(a, b, q, r) in &[
        (0.0f64, 1.0f64, 1.0f64, 1.0f64),
        (1.0, 1.0, 1.0, 1.0),
        (-2.0, 0.5, 3.0, 0.1),
        (5.0, 2.0, 0.0, 4.0),
        (0.3, -1.5, 10.0, 2.5),
    ] {
        let exact = r * (a + (a * a + b * b * q / r).sqrt()) / (b * b);
        let sol = solve_care(&mat(&[&[a]]), &mat(&[&[b]]), &mat(&[&[q]]), &mat(&[&[r]])).unwrap();
        let got = sol.p[(0, 0)];
        assert!(
            (got - exact).abs() <= 1e-14 * exact.abs().max(1.0),
            "a={a} b={b} q={q} r={r}: {got} vs {exact}"
        );
    }
}

#[test]
fn scalar_dare_closed_form() {
    // bP² + (r − qb² − a²r)P − qr = 0 with b → b², positive root.
    for &(a, b, q, r) in &[
        (0.0f64, 1.0f64, 1.0f64, 1.0f64),
        (1.2, 1.0, 1.0, 1.0),
        (0.5, 0.3, 2.0, 0.2),
        (3.0, 2.0, 0.0, 1.0),
        (-0.9, 1.1, 4.0, 3.0),
    ] {
        let lin = r - q * b * b - a * a * r;
        let exact = (-lin + (lin * lin + 4.0 * b * b * q * r).sqrt()) / (2.0 * b * b);
        let sol = solve_dare(&mat(&[&[a]]), &mat(&[&[b]]), &mat(&[&[q]]), &mat(&[&[r]])).unwrap();
        let got = sol.p[(0, 0)];
        assert!(
            (got - exact).abs() <= 1e-13 * exact.abs().max(1.0),
            "a={a} b={b} q={q} r={r}: {got} vs {exact}"
        );
    }
}

#[test]
fn double_integrator_closed_form() {
    // ẍ = u, Q = I, R = 1: P = [[√3, 1], [1, √3]], K = [1, √3].
    let a = mat(&[&[0.0, 1.0], &[0.0, 0.0]]);
    let b = mat(&[&[0.0], &[1.0]]);
    let design = lqr(&a, &b, &DMatrix::identity(2, 2), &mat(&[&[1.0]])).unwrap();
    let s3 = 3f64.sqrt();
    let p_exact = mat(&[&[s3, 1.0], &[1.0, s3]]);
    assert!(
        rel(&design.riccati.p, &p_exact) <= 1e-14,
        "{}",
        design.riccati.p
    );
    assert!(
        rel(&design.gain, &mat(&[&[1.0, s3]])) <= 1e-14,
        "{}",
        design.gain
    );
    // Closed loop s² + √3 s + 1: poles −√3/2 ± i/2.
    for l in &design.closed_loop_eigenvalues {
        assert!((l.re + s3 / 2.0).abs() < 1e-13 && (l.im.abs() - 0.5).abs() < 1e-13);
    }
    // General weights: Q = diag(q1, q2), R = r ⇒ K = [√(q1/r), √(q2/r + 2√(q1/r))].
    let (q1, q2, r) = (4.0f64, 0.5, 0.25);
    let d = lqr(&a, &b, &mat(&[&[q1, 0.0], &[0.0, q2]]), &mat(&[&[r]])).unwrap();
    let k1 = (q1 / r).sqrt();
    let k2 = (q2 / r + 2.0 * k1).sqrt();
    assert!(rel(&d.gain, &mat(&[&[k1, k2]])) <= 1e-14, "{}", d.gain);
}

#[test]
fn zoh_of_double_integrator_is_exact() {
    let a = mat(&[&[0.0, 1.0], &[0.0, 0.0]]);
    let b = mat(&[&[0.0], &[1.0]]);
    let dt = 0.1;
    let (ad, bd) = discretize_zoh(&a, &b, dt).unwrap();
    assert!(rel(&ad, &mat(&[&[1.0, dt], &[0.0, 1.0]])) < 1e-15);
    assert!(rel(&bd, &mat(&[&[dt * dt / 2.0], &[dt]])) < 1e-15);
    // The discrete LQR of the sampled system approaches the continuous one as dt → 0:
    // P_d / dt → P_c with Q_d = Q dt, R_d = R dt.
    let pc = solve_care(&a, &b, &DMatrix::identity(2, 2), &mat(&[&[1.0]]))
        .unwrap()
        .p;
    let mut errors = vec![];
    for dt in [1e-2, 5e-3] {
        let (ad, bd) = discretize_zoh(&a, &b, dt).unwrap();
        let pd = solve_dare(&ad, &bd, &(DMatrix::identity(2, 2) * dt), &mat(&[&[dt]]))
            .unwrap()
            .p;
        errors.push(rel(&pd, &pc));
    }
    // First order in dt.
    let ratio = errors[0] / errors[1];
    assert!(
        errors[1] < 1e-2 && (1.7..2.3).contains(&ratio),
        "{errors:?}"
    );
}

#[test]
fn random_care_and_dare_residuals_and_stability() {
    let mut rng = SplitMix64(7);
    for trial in 0..30 {
        let n = 2 + trial % 7;
        let m = 1 + trial % 3;
        let a = rng.matrix(n, n) * 2.0;
        let b = rng.matrix(n, m);
        let h = rng.matrix(n, n);
        let q = &h * h.transpose() + DMatrix::identity(n, n) * 0.1;
        let g = rng.matrix(m, m);
        let r = &g * g.transpose() + DMatrix::identity(m, m);
        let c = lqr(&a, &b, &q, &r).unwrap();
        let res = care_residual(&a, &b, &q, &r, &c.riccati.p).norm();
        assert!(
            res <= 1e-9 * c.riccati.p.norm(),
            "trial {trial}: CARE residual {res}"
        );
        assert!(c.closed_loop_eigenvalues.iter().all(|l| l.re < 0.0));
        assert!(c.riccati.p.clone().symmetric_eigenvalues().min() > 0.0);
        let d = dlqr(&a, &b, &q, &r).unwrap();
        let res = dare_residual(&a, &b, &q, &r, &d.riccati.p).norm();
        assert!(
            res <= 1e-9 * d.riccati.p.norm(),
            "trial {trial}: DARE residual {res}"
        );
        assert!(d.closed_loop_eigenvalues.iter().all(|l| l.norm() < 1.0));
    }
}

#[test]
fn lqr_is_optimal_among_perturbed_gains() {
    // The cost of u = −Kx from x0 is x0ᵀ X x0 with (A − BK)ᵀX + X(A − BK) + Q + KᵀRK = 0;
    // the LQR gain minimises it, and its cost matrix is P.
    let mut rng = SplitMix64(11);
    let a = rng.matrix(4, 4);
    let b = rng.matrix(4, 2);
    let q = DMatrix::identity(4, 4);
    let r = DMatrix::identity(2, 2) * 0.5;
    let d = lqr(&a, &b, &q, &r).unwrap();
    let cost = |k: &DMatrix<f64>| {
        let acl = &a - &b * k;
        solve_lyapunov(&acl, &(&q + k.transpose() * &r * k)).unwrap()
    };
    let x_opt = cost(&d.gain);
    assert!(rel(&x_opt, &d.riccati.p) < 1e-10);
    for _ in 0..20 {
        let k = &d.gain + rng.matrix(2, 4) * 1e-2;
        let diff = cost(&k) - &x_opt;
        assert!(diff.symmetric_eigenvalues().min() > -1e-10);
        assert!(diff.trace() > 0.0);
    }
}

#[test]
fn unstabilizable_pair_is_an_error() {
    // Mode ẋ₁ = x₁ is unstable and not reachable from u.
    let a = mat(&[&[1.0, 0.0], &[0.0, -1.0]]);
    let b = mat(&[&[0.0], &[1.0]]);
    let q = DMatrix::identity(2, 2);
    let r = mat(&[&[1.0]]);
    match solve_care(&a, &b, &q, &r) {
        Err(ControlError::NotStabilizable { re, im, margin }) => {
            assert!((re - 1.0).abs() < 1e-12 && im == 0.0 && margin < 1e-12)
        }
        other => panic!("expected NotStabilizable, got {other:?}"),
    }
    let ad = mat(&[&[2.0, 0.0], &[0.0, 0.5]]);
    assert!(matches!(
        solve_dare(&ad, &b, &q, &r),
        Err(ControlError::NotStabilizable { .. })
    ));
    // An uncontrollable but stable mode is fine.
    let a_ok = mat(&[&[-1.0, 0.0], &[0.0, 1.0]]);
    assert!(solve_care(&a_ok, &b, &q, &r).is_ok());
    // An integrator unseen by Q: Hamiltonian eigenvalue 0, no stabilizing solution.
    assert!(matches!(
        solve_care(
            &mat(&[&[0.0]]),
            &mat(&[&[1.0]]),
            &mat(&[&[0.0]]),
            &mat(&[&[1.0]])
        ),
        Err(ControlError::NotDetectable { .. })
    ));
    // An unstable mode unseen by Q still has a stabilizing solution (it mirrors the pole).
    let s = lqr(
        &mat(&[&[2.0]]),
        &mat(&[&[1.0]]),
        &mat(&[&[0.0]]),
        &mat(&[&[1.0]]),
    )
    .unwrap();
    assert!((s.riccati.p[(0, 0)] - 4.0).abs() < 1e-13);
    assert!((s.closed_loop_eigenvalues[0].re + 2.0).abs() < 1e-13);
}

#[test]
fn invalid_weights_are_typed_errors() {
    let a = mat(&[&[0.0, 1.0], &[0.0, 0.0]]);
    let b = mat(&[&[0.0], &[1.0]]);
    let q = DMatrix::identity(2, 2);
    let r = mat(&[&[1.0]]);
    assert!(matches!(
        solve_care(&a, &b, &mat(&[&[1.0, 0.5], &[0.0, 1.0]]), &r),
        Err(ControlError::NotSymmetric { argument: "Q", .. })
    ));
    assert!(matches!(
        solve_care(&a, &b, &mat(&[&[1.0, 0.0], &[0.0, -1.0]]), &r),
        Err(ControlError::NotPositiveSemidefinite { argument: "Q", .. })
    ));
    assert!(matches!(
        solve_care(&a, &b, &q, &mat(&[&[0.0]])),
        Err(ControlError::NotPositiveDefinite { argument: "R" })
    ));
    assert!(matches!(
        solve_care(&a, &b, &DMatrix::identity(3, 3), &r),
        Err(ControlError::DimensionMismatch { argument: "Q", .. })
    ));
    assert!(matches!(
        solve_care(&a, &mat(&[&[0.0], &[f64::NAN]]), &q, &r),
        Err(ControlError::NonFinite { argument: "B" })
    ));
}

#[test]
fn lyapunov_and_stein_solvers() {
    let mut rng = SplitMix64(3);
    for n in [1, 2, 3, 5, 8, 13] {
        // Stable A (shifted), symmetric C.
        let a = rng.matrix(n, n) - DMatrix::identity(n, n) * (n as f64);
        let h = rng.matrix(n, n);
        let c = &h * h.transpose();
        let x = solve_lyapunov(&a, &c).unwrap();
        let res = a.transpose() * &x + &x * &a + &c;
        assert!(
            res.norm() <= 1e-12 * x.norm().max(1.0),
            "n={n}: {}",
            res.norm()
        );
        // Non-symmetric right-hand sides are solved too.
        let c2 = rng.matrix(n, n);
        let x2 = solve_lyapunov(&a, &c2).unwrap();
        assert!((a.transpose() * &x2 + &x2 * &a + &c2).norm() <= 1e-12 * x2.norm().max(1.0));
        let ad = rng.matrix(n, n) * (0.9 / n as f64);
        let y = solve_stein(&ad, &c2).unwrap();
        let res = ad.transpose() * &y * &ad - &y + &c2;
        assert!(
            res.norm() <= 1e-12 * y.norm().max(1.0),
            "n={n}: {}",
            res.norm()
        );
    }
    // λ + μ = 0 has no unique solution.
    assert!(matches!(
        solve_lyapunov(&mat(&[&[0.0, 1.0], &[-1.0, 0.0]]), &DMatrix::identity(2, 2)),
        Err(ControlError::Singular { .. })
    ));
}

#[test]
fn wrap_angle_range() {
    assert_eq!(wrap_angle(PI), PI);
    assert_eq!(wrap_angle(-PI), PI);
    assert!((wrap_angle(3.0 * PI / 2.0) + FRAC_PI_2).abs() < 1e-15);
    assert!((wrap_angle(0.1 - 4.0 * PI) - 0.1).abs() < 1e-14);
}

fn pendubot() -> Reference<2> {
    reference_model::reference(Chain::pendubot(&PendubotParameters::PAPER).unwrap())
}

#[test]
fn pendubot_lqr_at_the_top_through_an_actuation_matrix() {
    let model = pendubot();
    let top = Vector2::new(FRAC_PI_2, 0.0);
    let s = Matrix2x1::new(1.0, 0.0);
    let q_w = DMatrix::from_diagonal(&DVector::from_row_slice(&[1.0, 1.0, 0.1, 0.1]));
    let fb = StateFeedback::lqr(&model, &top, &s, &q_w, &SMatrix::<f64, 1, 1>::new(1.0)).unwrap();
    assert!(fb.design.closed_loop_eigenvalues.iter().all(|l| l.re < 0.0));
    assert!(fb.design.riccati.relative_residual <= 1e-9);
    // The passive joint never gets a force.
    let tau = fb.torque(&Vector2::new(1.4, 0.2), &Vector2::new(0.3, -0.1));
    assert_eq!(tau[1], 0.0);
    // The Acrobot (joint 2 driven) is stabilizable at the top too.
    let s2 = Matrix2x1::new(0.0, 1.0);
    let fb2 = StateFeedback::lqr(&model, &top, &s2, &q_w, &SMatrix::<f64, 1, 1>::new(1.0)).unwrap();
    assert!(fb2
        .design
        .closed_loop_eigenvalues
        .iter()
        .all(|l| l.re < 0.0));
    assert_eq!(
        fb2.torque(&Vector2::new(1.4, 0.2), &Vector2::zeros())[0],
        0.0
    );
    // Horizontal link 1: the passive joint would have to hold a load.
    assert!(matches!(
        StateFeedback::lqr(
            &model,
            &Vector2::new(0.0, 0.0),
            &s,
            &q_w,
            &SMatrix::<f64, 1, 1>::new(1.0)
        ),
        Err(ControlError::NotAnEquilibrium { .. })
    ));
}

#[test]
fn state_feedback_weights_of_any_matrix_type_give_the_same_gain() {
    let model = pendubot();
    let top = Vector2::new(FRAC_PI_2, 0.0);
    let s = Matrix2x1::new(1.0, 0.0);
    let diag = [1.0, 2.0, 0.1, 0.3];
    let q_dynamic = DMatrix::from_diagonal(&DVector::from_row_slice(&diag));
    let q_static = SMatrix::<f64, 4, 4>::from_diagonal(&SVector::from_row_slice(&diag));
    let r_dynamic = DMatrix::from_element(1, 1, 0.5);
    let r_static = SMatrix::<f64, 1, 1>::new(0.5);
    let statics = StateFeedback::lqr(&model, &top, &s, &q_static, &r_static).unwrap();
    let dynamics = StateFeedback::lqr(&model, &top, &s, &q_dynamic, &r_dynamic).unwrap();
    let mixed = StateFeedback::lqr(&model, &top, &s, &q_dynamic, &r_static).unwrap();
    assert!(statics.k_q.amax() > 0.0);
    assert_eq!(statics.k_q, dynamics.k_q);
    assert_eq!(statics.k_qd, dynamics.k_qd);
    assert_eq!(statics, mixed);
    // A view of a larger matrix works too.
    let padded = DMatrix::from_fn(5, 5, |i, j| if i == j && i < 4 { diag[i] } else { 0.0 });
    let viewed =
        StateFeedback::lqr(&model, &top, &s, &padded.view((0, 0), (4, 4)), &r_static).unwrap();
    assert_eq!(statics, viewed);
}

#[test]
fn state_feedback_weights_of_the_wrong_shape_are_typed_errors() {
    let model = pendubot();
    let top = Vector2::new(FRAC_PI_2, 0.0);
    let s = Matrix2x1::new(1.0, 0.0);
    let q_w = SMatrix::<f64, 4, 4>::identity();
    let r_w = SMatrix::<f64, 1, 1>::new(1.0);
    assert_eq!(
        StateFeedback::lqr(&model, &top, &s, &SMatrix::<f64, 2, 2>::identity(), &r_w),
        Err(ControlError::DimensionMismatch {
            argument: "Q",
            expected: (4, 4),
            found: (2, 2),
        })
    );
    assert_eq!(
        StateFeedback::lqr(&model, &top, &s, &DMatrix::identity(4, 3), &r_w),
        Err(ControlError::DimensionMismatch {
            argument: "Q",
            expected: (4, 4),
            found: (4, 3),
        })
    );
    assert_eq!(
        StateFeedback::lqr(&model, &top, &s, &q_w, &DMatrix::identity(2, 2)),
        Err(ControlError::DimensionMismatch {
            argument: "R",
            expected: (1, 1),
            found: (2, 2),
        })
    );
}

#[test]
fn energy_law_tends_to_the_lqr_near_the_top() {
    // Remark 5.1 / eq. 56: with 𝒜 = P, eq. 39 linearizes to u = −R⁻¹BᵀP x̃.
    let model = pendubot();
    let top = Vector2::new(FRAC_PI_2, 0.0);
    let s = Matrix2x1::new(1.0, 0.0);
    let q_w = DMatrix::from_diagonal(&DVector::from_row_slice(&[1.0, 1.0, 0.1, 0.1]));
    let r = SMatrix::<f64, 1, 1>::new(2.0);
    let law = EnergyBased::design(&model, &top, &s, &q_w, &r, 5.0).unwrap();
    let fb = StateFeedback::lqr(&model, &top, &s, &q_w, &r).unwrap();
    let mut diffs = vec![];
    for eps in [1e-2, 1e-3, 1e-4] {
        let dq = Vector2::new(0.7, -0.4) * eps;
        let dqd = Vector2::new(-0.2, 0.9) * eps;
        let q = top + dq;
        let u_law = law.input(&model, &q, &dqd)[0];
        let u_lqr = fb.input(&q, &dqd)[0];
        // Both are first order in the deviation; they differ at higher order (third here:
        // Ẽ is quadratic at an equilibrium and ∂D/∂q₂ = 0 at q₂ = 0).
        assert!(u_lqr.abs() > 0.1 * eps, "eps={eps}: u_lqr = {u_lqr}");
        diffs.push((u_law - u_lqr).abs());
    }
    for w in diffs.windows(2) {
        let ratio = w[0] / w[1];
        assert!(ratio > 70.0, "not at least second order: {diffs:?}");
    }
    // Energy pumping: at the bottom at rest Ẽ < 0, and the energy term alone pushes power in.
    let bottom = Vector2::new(-FRAC_PI_2, 0.0);
    let qd = Vector2::new(1.0, 0.0);
    let e = law.energy_error(&model, &bottom, &qd);
    assert!(e < 0.0);
    let mut pump = law.clone();
    pump.a12 = SMatrix::zeros();
    pump.a22 = SMatrix::zeros();
    let u = pump.input(&model, &bottom, &qd);
    assert!(qd.dot(&(s * u)) > 0.0);
    // Invalid gain.
    assert!(matches!(
        EnergyBased::design(&model, &top, &s, &q_w, &r, -1.0),
        Err(ControlError::InvalidParameter { name: "k_e", .. })
    ));
}

#[test]
fn decoupled_pd_places_the_poles() {
    let model = pendubot(); // fully actuated for this test (S = I)
    let q0 = Vector2::new(-FRAC_PI_2 + 0.3, 0.4);
    let omega = Vector2::new(4.0, 7.0);
    let zeta = Vector2::new(0.7, 1.2);
    let pd = DecoupledPd::design(&model, &q0, &omega, &zeta).unwrap();
    // A − B[K_P K_V] of the linearization at the operating point.
    let lin = model.linearize_equilibrium(&q0);
    let mut acl = DMatrix::<f64>::zeros(4, 4);
    let bk_p = lin.minv * pd.kp;
    let bk_v = lin.minv * pd.kv;
    for i in 0..2 {
        acl[(i, 2 + i)] = 1.0;
        for j in 0..2 {
            acl[(2 + i, j)] = lin.dqdd_dq[(i, j)] - bk_p[(i, j)];
            acl[(2 + i, 2 + j)] = lin.dqdd_dqd[(i, j)] - bk_v[(i, j)];
        }
    }
    // Decoupled: the lower blocks are −Λ₂, −Λ₁.
    assert!((acl[(2, 0)] + 16.0).abs() < 1e-11 && acl[(2, 1)].abs() < 1e-11);
    assert!((acl[(3, 3)] + 2.0 * 1.2 * 7.0).abs() < 1e-11 && acl[(3, 2)].abs() < 1e-11);
    let mut got: Vec<_> = acl.complex_eigenvalues().iter().copied().collect();
    let mut want = pd.target_poles();
    let key = |c: &chaindyn::nalgebra::Complex<f64>| (c.re * 1e6).round() + c.im * 1e-3;
    got.sort_by(|a, b| key(a).total_cmp(&key(b)));
    want.sort_by(|a, b| key(a).total_cmp(&key(b)));
    for (g, w) in got.iter().zip(&want) {
        assert!((g - w).norm() < 1e-9, "{got:?} vs {want:?}");
    }
    // The feed-forward holds the operating point.
    assert!((pd.torque(&q0, &Vector2::zeros()) - model.gravity(&q0)).norm() < 1e-12);
    assert!(matches!(
        DecoupledPd::design(&model, &q0, &Vector2::new(-1.0, 1.0), &zeta),
        Err(ControlError::InvalidParameter { name: "omega", .. })
    ));
}

#[test]
fn pendulum_lqr_residual_n1_to_n7_and_10_reference() {
    // Pendulums of the n-link pendulum linearization notes (2015) at the balance point through
    // the reference algorithms.
    fn check<const N: usize>() {
        let masses: Vec<f64> = (0..N).map(|i| 1.0 - 0.1 * i as f64).collect();
        let lengths: Vec<f64> = (0..N).map(|i| 0.5 - 0.04 * i as f64).collect();
        let model: Reference<N> =
            reference_model::reference(Chain::pendulum(&masses, &lengths, 9.81).unwrap());
        let z = SVector::<f64, N>::zeros();
        let fb = StateFeedback::lqr(
            &model,
            &z,
            &SMatrix::<f64, N, N>::identity(),
            &DMatrix::identity(2 * N, 2 * N),
            &SMatrix::<f64, N, N>::identity(),
        )
        .unwrap();
        // A well-conditioned problem: the backward error is near rounding (1e-12 leaves three
        // orders of magnitude for the 20-state equation's sums).
        assert!(fb.design.riccati.relative_residual <= 1e-12, "n={N}");
        assert!(fb.design.closed_loop_eigenvalues.iter().all(|l| l.re < 0.0));
    }
    check::<1>();
    check::<2>();
    check::<3>();
    check::<4>();
    check::<5>();
    check::<6>();
    check::<7>();
    check::<10>();
}

/// `x₁' = x₂, x₂' = x₁ + u` with `Q = I`, `R = r`: the CARE's closed form `P = [[p₁, p₂], [p₂,
/// p₃]]`, `p₂ = r (1 + √(1 + 1/r))`, `p₃ = √(r (2 p₂ + 1))`, gain `[p₂/r, p₃/r]`.
fn saddle_gain(r: f64) -> [f64; 2] {
    let k1 = 1.0 + (1.0 + 1.0 / r).sqrt();
    let p2 = r * k1;
    [k1, ((2.0 * p2 + 1.0) / r).sqrt()]
}

/// What every returned design must satisfy, checked independently of the solver: a finite gain,
/// a stable closed loop, and the Riccati residual below the documented bound, recomputed here.
fn assert_sound(
    design: &Lqr,
    a: &DMatrix<f64>,
    b: &DMatrix<f64>,
    q: &DMatrix<f64>,
    r: &DMatrix<f64>,
    discrete: bool,
    what: &str,
) {
    assert!(
        design.gain.iter().all(|x| x.is_finite()),
        "{what}: gain {}",
        design.gain
    );
    assert!(design.riccati.p.iter().all(|x| x.is_finite()), "{what}");
    let p = &design.riccati.p;
    // Frobenius norms scaled by the largest entry: P reaches 1e300 on this grid.
    let fro = |m: &DMatrix<f64>| {
        let s = m.amax();
        if s == 0.0 {
            0.0
        } else {
            s * (m / s).norm()
        }
    };
    let (res, size) = if discrete {
        let k = &design.gain;
        let corr = (a.transpose() * p * b) * k;
        (
            dare_residual(a, b, q, r, p),
            fro(q) + fro(p) + fro(&(a.transpose() * p * a)) + fro(&corr),
        )
    } else {
        let pgp = p * b * r.clone().cholesky().unwrap().solve(&(b.transpose() * p));
        (
            care_residual(a, b, q, r, p),
            fro(q) + 2.0 * fro(&(p * a)) + fro(&pgp),
        )
    };
    let relative = if fro(&res) == 0.0 {
        0.0
    } else {
        fro(&res) / size
    };
    // The solver's own figure and an independent one agree on the bound (the independent one
    // forms R⁻¹ explicitly, so it may differ by a few rounding errors: 10x the bound).
    assert!(
        design.riccati.relative_residual <= MAX_RELATIVE_RESIDUAL,
        "{what}"
    );
    assert!(
        relative <= 10.0 * MAX_RELATIVE_RESIDUAL,
        "{what}: residual {relative:e}"
    );
    // The reported closed-loop eigenvalues: stable, n of them, and each an eigenvalue of
    // A − BK to the backward error of an eigenvalue solver (σ_min(A − BK − λI) at most 1e-10
    // of ‖A − BK‖; rounding alone gives about 1e-15).
    let closed = a - b * &design.gain;
    let eig = &design.closed_loop_eigenvalues;
    assert_eq!(eig.len(), a.nrows(), "{what}");
    for l in eig {
        if discrete {
            assert!(l.norm() < 1.0, "{what}: {l}");
        } else {
            assert!(l.re < 0.0, "{what}: {l}");
        }
        let n = a.nrows();
        let shifted = DMatrix::from_fn(n, n, |i, j| {
            chaindyn::nalgebra::Complex::new(closed[(i, j)], 0.0)
                - if i == j { *l } else { 0.0.into() }
        });
        let sigma = shifted.singular_values().min();
        assert!(
            sigma <= 1e-10 * fro(&closed),
            "{what}: {l} misses by {sigma:e}"
        );
    }
}

#[test]
fn lqr_never_returns_an_unsolved_riccati_equation_over_wide_weight_scales() {
    // R from 1e-300 to 1e300 and Q from 0 to 1e300 on three systems (an unstable saddle, the
    // double integrator, a random 4-state one), continuous and discrete: either a typed error,
    // or a gain whose Riccati residual is below the bound and whose closed loop is stable.
    let mut rng = SplitMix64(7);
    let systems = [
        (mat(&[&[0.0, 1.0], &[1.0, 0.0]]), mat(&[&[0.0], &[1.0]])),
        (mat(&[&[0.0, 1.0], &[0.0, 0.0]]), mat(&[&[0.0], &[1.0]])),
        (rng.matrix(4, 4), rng.matrix(4, 2)),
    ];
    let exponents = [-300, -200, -100, -30, -8, 0, 8, 30, 100, 200, 300];
    let (mut solved, mut refused) = (0, 0);
    let mut unsolved_moderate = Vec::new();
    for (a, b) in &systems {
        let (n, m) = (a.nrows(), b.ncols());
        let (ad, bd) = discretize_zoh(a, b, 0.05).unwrap();
        for qe in exponents.iter().copied().map(Some).chain([None]) {
            let q = match qe {
                Some(e) => DMatrix::identity(n, n) * 10f64.powi(e),
                None => DMatrix::zeros(n, n),
            };
            for &re in &exponents {
                let r = DMatrix::identity(m, m) * 10f64.powi(re);
                for discrete in [false, true] {
                    let (a, b) = if discrete { (&ad, &bd) } else { (a, b) };
                    let what = format!("n={n} Q=1e{qe:?} R=1e{re} discrete={discrete}");
                    let result = if discrete {
                        dlqr(a, b, &q, &r)
                    } else {
                        lqr(a, b, &q, &r)
                    };
                    match result {
                        Ok(design) => {
                            assert_sound(&design, a, b, &q, &r, discrete, &what);
                            solved += 1;
                        }
                        Err(e) => {
                            refused += 1;
                            if qe.is_some_and(|qe| (qe - re).abs() <= 8) {
                                unsolved_moderate.push(format!("{what}: {e}"));
                            }
                        }
                    }
                }
            }
        }
    }
    // Weights within eight orders of magnitude of each other are always solved (Q > 0 sees
    // every mode of these systems); the refusals are the far corners, where the closed-loop
    // spectrum spreads over more orders of magnitude than double precision resolves.
    assert!(unsolved_moderate.is_empty(), "{unsolved_moderate:?}");
    assert!(solved > refused, "solved {solved}, refused {refused}");
}

#[test]
fn lqr_of_weights_with_a_common_scale_is_the_unscaled_gain() {
    // Q = s Q₀, R = s R₀ has the gain of (Q₀, R₀) for every s: the solver scales the weights
    // to a common magnitude first. 1e-9: the unscaled problem's own accuracy, far above the
    // differences of the scaled sums' rounding.
    let mut rng = SplitMix64(11);
    let a = rng.matrix(4, 4);
    let b = rng.matrix(4, 2);
    let q0 = {
        let l = rng.matrix(4, 4);
        &l * l.transpose()
    };
    let r0 = DMatrix::from_diagonal(&DVector::from_row_slice(&[0.5, 2.0]));
    let (ad, bd) = discretize_zoh(&a, &b, 0.05).unwrap();
    let k0 = lqr(&a, &b, &q0, &r0).unwrap().gain;
    let kd0 = dlqr(&ad, &bd, &q0, &r0).unwrap().gain;
    for e in [-300, -150, -40, -3, 3, 40, 150, 300] {
        let s = 10f64.powi(e);
        let k = lqr(&a, &b, &(&q0 * s), &(&r0 * s)).unwrap().gain;
        assert!(rel(&k, &k0) <= 1e-9, "s=1e{e}: {}", rel(&k, &k0));
        let kd = dlqr(&ad, &bd, &(&q0 * s), &(&r0 * s)).unwrap().gain;
        assert!(rel(&kd, &kd0) <= 1e-9, "s=1e{e}: {}", rel(&kd, &kd0));
    }
}

#[test]
fn cheap_and_expensive_control_get_the_closed_form_gain_or_an_error() {
    // The saddle x₁' = x₂, x₂' = x₁ + u against its closed form for R from 1e-300 to 1e300.
    // R = 1e-200 once came back as K = [4, 4] with a residual of 2 inside Ok: the true gain is
    // about [1e100, 1e100]. A returned gain matches the closed form to 1e-6 (the closed loop's
    // poles spread as √(1/R), and the gain's accuracy degrades with that spread); a refusal
    // is InaccurateSolution or another typed error, never a wrong gain.
    let a = mat(&[&[0.0, 1.0], &[1.0, 0.0]]);
    let b = mat(&[&[0.0], &[1.0]]);
    let q = DMatrix::identity(2, 2);
    let mut solved = Vec::new();
    for e in (-300..=300).step_by(20) {
        let r = 10f64.powi(e);
        match lqr(&a, &b, &q, &mat(&[&[r]])) {
            Ok(design) => {
                let exact = saddle_gain(r);
                for (j, k) in exact.iter().enumerate() {
                    let got = design.gain[(0, j)];
                    assert!(
                        (got - k).abs() <= 1e-6 * k.abs(),
                        "R=1e{e}: K[{j}] = {got:e}, exact {k:e}"
                    );
                }
                solved.push(e);
            }
            Err(err) => assert!(
                matches!(
                    err,
                    ControlError::InaccurateSolution { .. }
                        | ControlError::NoConvergence { .. }
                        | ControlError::Overflow { .. }
                        | ControlError::NoStabilizingSolution { .. }
                ),
                "R=1e{e}: {err}"
            ),
        }
    }
    // The moderate range is always solved, including well past the old failures' scale.
    for e in [-20, 0, 20, 100, 200, 300] {
        assert!(solved.contains(&e), "R=1e{e} refused; solved {solved:?}");
    }
}

#[test]
fn state_feedback_on_an_arm_at_the_top_over_extreme_input_weights() {
    // A 2R arm at the top with R = 1e-200 I once gave a wrong gain inside Ok, and R = 1e200 I a
    // NaN residual inside Ok: now a sound design or a typed error.
    let model = pendubot();
    let top = Vector2::new(FRAC_PI_2, 0.0);
    let s = SMatrix::<f64, 2, 2>::identity();
    let q_w = DMatrix::identity(4, 4);
    for e in [-300, -200, -100, 0, 100, 200, 300] {
        let r_w = SMatrix::<f64, 2, 2>::identity() * 10f64.powi(e);
        match StateFeedback::lqr(&model, &top, &s, &q_w, &r_w) {
            Ok(fb) => {
                let (a, b) = {
                    let lin = model.linearize_equilibrium(&top);
                    let mut a = DMatrix::zeros(4, 4);
                    let mut b = DMatrix::zeros(4, 2);
                    for i in 0..2 {
                        a[(i, 2 + i)] = 1.0;
                        for j in 0..2 {
                            a[(2 + i, j)] = lin.dqdd_dq[(i, j)];
                            b[(2 + i, j)] = lin.minv[(i, j)];
                        }
                    }
                    (a, b)
                };
                let r = DMatrix::identity(2, 2) * 10f64.powi(e);
                assert_sound(&fb.design, &a, &b, &q_w, &r, false, &format!("R=1e{e}"));
            }
            Err(err) => assert!(
                !matches!(err, ControlError::NonFinite { .. }),
                "R=1e{e}: {err}"
            ),
        }
    }
    // A NaN in the actuation matrix is non-finite input, not a rank defect.
    let bad = SMatrix::<f64, 2, 2>::new(f64::NAN, 0.0, 0.0, 1.0);
    assert!(matches!(
        StateFeedback::lqr(&model, &top, &bad, &q_w, &SMatrix::<f64, 2, 2>::identity()),
        Err(ControlError::NonFinite {
            argument: "actuation"
        })
    ));
}

#[test]
fn riccati_options_out_of_range_are_typed_errors() {
    use chaindyn::control::{solve_care_with, solve_dare_with, RiccatiOptions};
    let a = mat(&[&[0.0, 1.0], &[0.0, 0.0]]);
    let b = mat(&[&[0.0], &[1.0]]);
    let (q, r) = (DMatrix::identity(2, 2), mat(&[&[1.0]]));
    let defaults = RiccatiOptions::default();
    let bad = [
        RiccatiOptions {
            max_iterations: usize::MAX,
            ..defaults
        },
        RiccatiOptions {
            refinement_steps: chaindyn::limits::MAX_RICCATI_ITERATIONS + 1,
            ..defaults
        },
        RiccatiOptions {
            max_relative_residual: f64::NAN,
            ..defaults
        },
        RiccatiOptions {
            tolerance: -1.0,
            ..defaults
        },
    ];
    for options in bad {
        for result in [
            solve_care_with(&a, &b, &q, &r, &options),
            solve_dare_with(&a, &b, &q, &r, &options),
        ] {
            assert!(
                matches!(result, Err(ControlError::InvalidParameter { .. })),
                "{options:?}: {result:?}"
            );
        }
    }
    // A bound of 0 accepts only an exact solution: a returned one has a zero residual.
    let exact_only = RiccatiOptions {
        max_relative_residual: 0.0,
        ..defaults
    };
    let a2 = mat(&[&[0.3, 1.0], &[-0.7, 0.1]]);
    match solve_care_with(&a2, &b, &q, &mat(&[&[0.37]]), &exact_only) {
        Ok(solution) => assert_eq!(solution.relative_residual, 0.0),
        Err(ControlError::InaccurateSolution { bound, .. }) => assert_eq!(bound, 0.0),
        Err(other) => panic!("{other}"),
    }
}

#[test]
fn zero_order_hold_refuses_what_the_matrix_exponential_cannot_take() {
    // ‖A‖ dt far beyond the exponential's range (above control::MAX_ZOH_NORM) once hung nalgebra's scaling and squaring (its
    // error bound overflowed to an unbounded number of squarings): now a typed error at once.
    let b = mat(&[&[0.0], &[1.0]]);
    let huge = mat(&[&[0.0, 1e12], &[-1e12, 0.0]]);
    assert!(matches!(
        discretize_zoh(&huge, &b, 0.1),
        Err(ControlError::InvalidParameter { name: "dt", .. })
    ));
    let nan = mat(&[&[0.0, f64::NAN], &[0.0, 0.0]]);
    assert!(matches!(
        discretize_zoh(&nan, &b, 0.1),
        Err(ControlError::NonFinite { argument: "A" })
    ));
    // An input matrix of any scale is discretized as the unit one times its scale (B_d is
    // linear in B; 1e-14: the exponential's rounding, with B brought to A's magnitude first).
    let a = mat(&[&[0.0, 1.0], &[-2.0, -0.3]]);
    let (ad, bd) = discretize_zoh(&a, &b, 0.05).unwrap();
    for scale in [1e-200, 1e-30, 1e30, 1e200] {
        let (ad_s, bd_s) = discretize_zoh(&a, &(&b * scale), 0.05).unwrap();
        assert_eq!(ad_s, ad, "scale {scale:e}");
        assert!(rel(&(bd_s / scale), &bd) <= 1e-14, "scale {scale:e}");
    }
}
