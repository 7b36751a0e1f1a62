//! The n-link pendulum linearization notes (2015), "Linearization of an n-link Pendulum": the
//! closed forms against the general recursive algorithms on `Chain::pendulum` (absolute angles),
//! n = 1..10 with random masses, lengths and states (SplitMix64, fixed seeds); the balance point;
//! the Simulator Equation. Tolerances are relative (`‖x - y‖ / max(1, ‖y‖)`, Frobenius).

mod common;

use chaindyn::pendulum::Pendulum;
use chaindyn::*;
use common::*;
use nalgebra::{DMatrix, DVector};

/// Two independent exact evaluations (closed form vs spatial recursion) of O(10)
/// numbers: agreement to rounding, 1e-12 relative.
const EXACT: f64 = 1e-12;

fn random_pendulum(rng: &mut SplitMix64, n: usize) -> (Vec<f64>, Vec<f64>, Pendulum) {
    let masses: Vec<f64> = (0..n).map(|_| rng.uniform(0.1, 3.0)).collect();
    let lengths: Vec<f64> = (0..n).map(|_| rng.uniform(0.2, 1.5)).collect();
    let p = Pendulum::new(&masses, &lengths, 9.81).unwrap();
    (masses, lengths, p)
}

#[test]
fn closed_forms_match_the_recursive_algorithms() {
    for n in 1..=10 {
        let mut rng = SplitMix64(0xC105ED + n as u64);
        let (masses, lengths, p) = random_pendulum(&mut rng, n);
        let mb = Multibody::new(p.chain()).unwrap();
        assert_eq!(mb.convention(), AngleConvention::Absolute);
        for _ in 0..4 {
            let (q, qd, _) = random_state(&mut rng, n);
            let qdd = rng.dvector(n, -3.0, 3.0);
            // Positions x_i = Σ l sin q, y_i = Σ l cos q (the joint axis -z gives +sin).
            let coms = com_positions(&mb, &q).unwrap();
            let (mut x, mut y) = (0.0, 0.0);
            for i in 0..n {
                x += lengths[i] * q[i].sin();
                y += lengths[i] * q[i].cos();
                assert!((coms[i].x - x).abs() < 1e-12 && (coms[i].y - y).abs() < 1e-12);
                assert!(coms[i].z.abs() < 1e-12);
            }
            // M_ih.
            assert_close(
                "M",
                &crba(&mb, &q).unwrap(),
                &p.mass_matrix(&q).unwrap(),
                EXACT,
            );
            // C_ih in the velocity-squared form: C(q) q̇² = RNEA's Coriolis force.
            let c_qd2 = p.velocity_squared_matrix(&q).unwrap() * qd.component_mul(&qd);
            assert_close_vec(
                "C q̇²",
                &coriolis_times_qd(&mb, &q, &qd).unwrap(),
                &c_qd2,
                EXACT,
            );
            // g_i: the physical gravity term is ∂U/∂q = -(the notes' printed g_i).
            let g = gravity(&mb, &q).unwrap();
            assert_close_vec("g = ∂U/∂q", &g, &p.gravity(&q).unwrap(), EXACT);
            assert_close_vec(
                "g = -g_printed",
                &g,
                &-p.printed_gravity(&q).unwrap(),
                EXACT,
            );
            // U and U'' (U'' from the analytic linearizer's ∂g/∂q; diagonal).
            let u = potential_energy(&mb, &q).unwrap();
            assert!((u - p.potential(&q).unwrap()).abs() <= EXACT * u.abs().max(1.0));
            let tau = rng.dvector(n, -5.0, 5.0);
            let lin = linearize(&mb, &q, &qd, &tau).unwrap();
            assert_close(
                "U''",
                &lin.dgravity_dq,
                &p.potential_hessian(&q).unwrap(),
                EXACT,
            );
            // The full equation M q̈ + C q̇² + g = u against RNEA.
            assert_close_vec(
                "inverse dynamics",
                &rnea(&mb, &q, &qd, &qdd).unwrap(),
                &p.inverse_dynamics(&q, &qd, &qdd).unwrap(),
                EXACT,
            );
            // Kinetic energy ½ Σ m (ẋ² + ẏ²) = ½ q̇ᵀ M q̇.
            let t = kinetic_energy(&mb, &q, &qd).unwrap();
            let t_closed = 0.5 * qd.dot(&(p.mass_matrix(&q).unwrap() * &qd));
            assert!((t - t_closed).abs() <= EXACT * t.abs().max(1.0));
        }
        assert_eq!(masses.len(), n);
    }
}

#[test]
fn upright_single_pendulum_falls_away() {
    // The physical sign of gravity: q̈ = (g / l) sin q for one link (unstable upright).
    let p = Pendulum::new(&[2.0], &[0.5], 9.81).unwrap();
    let mb = Multibody::new(p.chain()).unwrap();
    for q in [0.1, -0.3, 2.0] {
        let qdd = forward_dynamics(
            &mb,
            &DVector::from_element(1, q),
            &DVector::zeros(1),
            &DVector::zeros(1),
        )
        .unwrap();
        let want = 9.81 / 0.5 * f64::sin(q);
        assert!(
            (qdd[0] - want).abs() < 1e-12 * want.abs().max(1.0),
            "{q}: {qdd}"
        );
    }
}

#[test]
fn balance_point_mass_matrix_and_stiffness() {
    for n in 1..=10 {
        let mut rng = SplitMix64(0xBA1 + n as u64);
        let (masses, lengths, p) = random_pendulum(&mut rng, n);
        let mb = Multibody::new(p.chain()).unwrap();
        let tail = |i: usize| masses[i..].iter().sum::<f64>();
        let m0 = DMatrix::from_fn(n, n, |i, h| lengths[h] * lengths[i] * tail(i.max(h)));
        let u0 = DMatrix::from_fn(n, n, |i, h| {
            if i == h {
                -9.81 * lengths[i] * tail(i)
            } else {
                0.0
            }
        });
        let bp = p.balance_point().unwrap();
        let zero = DVector::zeros(n);
        assert_close("M(0) closed form", &bp.m0, &m0, EXACT);
        assert_close("M(0) CRBA", &crba(&mb, &zero).unwrap(), &m0, EXACT);
        assert_close("U''(0)", &bp.stiffness, &u0, EXACT);
        // g(0) = 0, so the constant term of the Simulator Equation vanishes.
        assert!(bp.c.norm() < 1e-14);
        // At the balance point with u = 0 the notes' model is the exact linearization:
        // A and B agree with the recursive linearizer to rounding (1e-10: M0⁻¹ solves).
        let lin = linearize(&mb, &zero, &zero, &zero).unwrap();
        assert_close("A(0)", &bp.a, &lin.a, 1e-10);
        assert_close("B(0)", &bp.b, &lin.b, 1e-10);
        // Upright is unstable: A has an eigenvalue with positive real part.
        let ev = lin.a.complex_eigenvalues();
        assert!(ev.iter().any(|e| e.re > 1e-3), "{ev}");
    }
}

#[test]
fn simulator_equation_step_equals_the_linearized_model() {
    for n in 1..=10 {
        let mut rng = SplitMix64(0x5E0 + n as u64);
        let (_, _, p) = random_pendulum(&mut rng, n);
        let mb = Multibody::new(p.chain()).unwrap();
        // Any configuration at rest, held by u0 = g(q0) (so q̈0 = 0 and the notes'
        // T ≈ ½ q̇ᵀ M(q0) q̇ approximation is exact to first order).
        let q0 = rng.dvector(n, -1.0, 1.0);
        let u0 = gravity(&mb, &q0).unwrap();
        let zero = DVector::zeros(n);
        let lin = linearize(&mb, &q0, &zero, &u0).unwrap();
        let model = p.linear_model(&q0).unwrap();
        let dt = 0.01;
        for _ in 0..3 {
            let q = &q0 + rng.dvector(n, -0.2, 0.2);
            let pv = rng.dvector(n, -0.5, 0.5);
            let u = &u0 + rng.dvector(n, -1.0, 1.0);
            let (q1, p1) = model.simulator_step(&q, &pv, &u, dt).unwrap();
            // Euler step of ẋ = A (x - x0) + B (u - u0) from the recursive linearizer.
            let mut dx = DVector::zeros(2 * n);
            dx.rows_mut(0, n).copy_from(&(&q - &q0));
            dx.rows_mut(n, n).copy_from(&pv);
            let xdot = &lin.a * &dx + &lin.b * (&u - &u0);
            let q1_lin = &q + xdot.rows(0, n) * dt;
            let p1_lin = &pv + xdot.rows(n, n) * dt;
            // Same affine map computed two ways (M0⁻¹ products): 1e-10.
            assert_close_vec("q_{t+1}", &q1, &q1_lin, 1e-10);
            assert_close_vec("p_{t+1}", &p1, &p1_lin, 1e-10);
        }
    }
}

#[test]
fn simulator_equation_is_first_order_accurate() {
    // One Simulator-Equation step against one explicit Euler step of the nonlinear
    // dynamics, from states at distance δ of the held equilibrium: the difference is
    // O(δ²) (second order), so halving δ divides it by ~4. With the notes' typo
    // (-M0 U''0 q instead of -M0⁻¹ U''0 q) it would be O(δ).
    let n = 4;
    let mut rng = SplitMix64(0xF1257);
    let (_, _, p) = random_pendulum(&mut rng, n);
    let mb = Multibody::new(p.chain()).unwrap();
    let q0 = rng.dvector(n, -1.0, 1.0);
    let u0 = gravity(&mb, &q0).unwrap();
    let model = p.linear_model(&q0).unwrap();
    let (dir_q, dir_p) = (rng.dvector(n, -1.0, 1.0), rng.dvector(n, -1.0, 1.0));
    let dt = 0.01;
    let diff = |delta: f64| {
        let q = &q0 + &dir_q * delta;
        let pv = &dir_p * delta;
        let (_, p1) = model.simulator_step(&q, &pv, &u0, dt).unwrap();
        let qdd = forward_dynamics(&mb, &q, &pv, &u0).unwrap();
        (p1 - (&pv + qdd * dt)).norm()
    };
    let (e1, e2, e3) = (diff(1e-2), diff(5e-3), diff(2.5e-3));
    for (a, b) in [(e1, e2), (e2, e3)] {
        let ratio = a / b;
        // Second order: ratio 4 (±20% for the O(δ³) remainder).
        assert!((3.2..4.8).contains(&ratio), "errors {e1:e} {e2:e} {e3:e}");
    }
}

#[test]
fn closed_form_helpers_reject_bad_arguments() {
    let p = Pendulum::new(&[1.0, 1.0], &[1.0, 1.0], 9.81).unwrap();
    assert!(matches!(
        p.mass_matrix(&DVector::zeros(3)),
        Err(DynamicsError::DimensionMismatch {
            argument: "q",
            expected: 2,
            found: 3
        })
    ));
    assert!(matches!(
        p.gravity(&DVector::from_vec(vec![0.0, f64::NAN])),
        Err(DynamicsError::NonFiniteInput {
            argument: "q",
            index: 1
        })
    ));
    let model = p.balance_point().unwrap();
    assert!(model
        .simulator_step(
            &DVector::zeros(2),
            &DVector::zeros(1),
            &DVector::zeros(2),
            0.1
        )
        .is_err());
    // A massless tip makes M0 singular: a typed error naming link 2.
    let tipless = Pendulum::new(&[1.0, 0.0], &[1.0, 1.0], 9.81).unwrap();
    match tipless.balance_point() {
        Err(DynamicsError::SingularMassMatrix { link: 1, body, .. }) => assert_eq!(body, "link2"),
        other => panic!("{other:?}"),
    }
}
