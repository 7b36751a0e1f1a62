//! Armature, viscous damping and smoothed Coulomb friction in every reference algorithm, on
//! random spatial chains (prismatic joints included, relative angles) and random planar chains
//! in absolute angles, each joint with random terms: the recursive linearizer against central
//! finite differences, inverse against forward dynamics, the kinetic energy against `½ q̇ᵀ M q̇`,
//! the dissipated power balance along a trajectory, and the rigid part left unchanged.
//!
//! Tolerances are relative Frobenius errors (`common::rel_err`), justified at each assertion.

mod common;

use chaindyn::*;
use common::*;
use nalgebra::{DMatrix, DVector};
use std::f64::consts::PI;

/// (dof, seed) of the random chains: 1..=6 DOF, two chains each, half of them in absolute angles
/// (planar: revolute joints about world z).
fn cases() -> impl Iterator<Item = (usize, u64, bool)> {
    (1..=6).flat_map(|n| (0..2).map(move |k| (n, 7000 + 100 * n as u64 + k, k == 1)))
}

fn lossy(n: usize, seed: u64, absolute: bool) -> (Multibody, Multibody, SplitMix64) {
    let mut rng = SplitMix64(seed);
    let mut chain = random_chain(&mut rng, n, if absolute { 0.0 } else { 0.3 });
    if absolute {
        for l in &mut chain.links {
            l.joint.kind = JointKind::Revolute;
            l.joint.axis = [0.0, 0.0, rng.uniform(0.5, 2.0)];
            l.joint.origin_rpy = [0.0, 0.0, rng.uniform(-PI, PI)];
        }
        chain.convention = AngleConvention::Absolute;
    }
    let ideal = Multibody::new(&chain).unwrap();
    for l in &mut chain.links {
        l.joint.dynamics = random_joint_dynamics(&mut rng);
    }
    (Multibody::new(&chain).unwrap(), ideal, rng)
}

#[test]
fn recursive_linearizer_with_joint_terms_matches_finite_differences() {
    for (n, seed, absolute) in cases() {
        let (mb, _, mut rng) = lossy(n, seed, absolute);
        for _ in 0..3 {
            let (q, qd, tau) = random_state(&mut rng, n);
            let an = linearize(&mb, &q, &qd, &tau).unwrap();
            let fd = finite_diff::linearize(&mb, &q, &qd, &tau).unwrap();
            // As in spatial_chains.rs: central differences are accurate to ~ε^(2/3) of the
            // function scale, amplified by cond(M) and the friction law's third derivative
            // (F / v_s³ ≤ 125 here): 1e-6 relative still catches any missing term (O(1)).
            let tol = 1e-6;
            let what = format!("n={n} seed={seed} absolute={absolute}");
            assert_close(&format!("∂τ/∂q {what}"), &an.dtau_dq, &fd.dtau_dq, tol);
            assert_close(&format!("∂τ/∂q̇ {what}"), &an.dtau_dqd, &fd.dtau_dqd, tol);
            assert_close(&format!("A {what}"), &an.a, &fd.a, tol);
            assert_close(&format!("B {what}"), &an.b, &fd.b, tol);
            let ss = state_space(&mb, &q, &qd, &tau).unwrap();
            // The lean path, a different summation of the same terms: 1e-10.
            assert_close(&format!("state_space A {what}"), &ss.a, &an.a, 1e-10);
            let rd = rnea_derivatives(&mb, &q, &qd, &an.qdd).unwrap();
            assert_close(
                &format!("rnea_derivatives ∂τ/∂q̇ {what}"),
                &rd.dtau_dqd,
                &an.dtau_dqd,
                1e-10,
            );
            // τ recovered from its own q̈ (one solve with M: 1e-9 relative).
            assert_close_vec(&format!("ID(FD(τ)) {what}"), &rd.tau, &tau, 1e-9);
            let loss_jac = finite_diff::jacobian(&qd, |qd| joint_losses(&mb, qd)).unwrap();
            assert_close(
                &format!("∂τ_loss/∂q̇ {what}"),
                &joint_losses_derivative(&mb, &qd).unwrap(),
                &loss_jac,
                tol,
            );
        }
    }
}

#[test]
fn joint_terms_change_only_their_own_part() {
    for (n, seed, absolute) in cases() {
        let (mb, ideal, mut rng) = lossy(n, seed, absolute);
        let (q, qd, qdd) = random_state(&mut rng, n);
        let what = format!("n={n} seed={seed} absolute={absolute}");
        // M gains Tᵀ diag(a) T (T = I for relative angles); C and g are unchanged (armature is
        // constant). Sums of the same O(1) terms in another order: 1e-12.
        let a = DMatrix::from_fn(n, n, |i, j| {
            if i == j {
                mb.chain().links[i].joint.dynamics.armature
            } else {
                0.0
            }
        });
        let t = if absolute {
            DMatrix::from_fn(n, n, |i, j| match i as isize - j as isize {
                0 => 1.0,
                1 => -1.0,
                _ => 0.0,
            })
        } else {
            DMatrix::identity(n, n)
        };
        let m = crba(&mb, &q).unwrap();
        let m_rigid = crba(&ideal, &q).unwrap();
        assert_close(
            &format!("M {what}"),
            &m,
            &(&m_rigid + t.transpose() * &a * &t),
            1e-12,
        );
        assert_close(
            &format!("C {what}"),
            &coriolis_matrix(&mb, &q, &qd).unwrap(),
            &coriolis_matrix(&ideal, &q, &qd).unwrap(),
            1e-12,
        );
        // Inverse dynamics gains M's armature part times q̈ and the losses.
        let tau = rnea(&mb, &q, &qd, &qdd).unwrap();
        let expected = rnea(&ideal, &q, &qd, &qdd).unwrap()
            + t.transpose() * &a * &t * &qdd
            + joint_losses(&mb, &qd).unwrap();
        assert_close_vec(&format!("τ {what}"), &tau, &expected, 1e-12);
        // Kinetic energy is ½ q̇ᵀ M q̇ with the armature (1e-12).
        let ke = kinetic_energy(&mb, &q, &qd).unwrap();
        let ke_m = 0.5 * qd.dot(&(&m * &qd));
        assert!(
            (ke - ke_m).abs() <= 1e-12 * ke_m.abs().max(1.0),
            "{what}: {ke} vs {ke_m}"
        );
        // The losses dissipate: q̇ᵀ τ_loss ≥ 0.
        assert!(qd.dot(&joint_losses(&mb, &qd).unwrap()) >= 0.0, "{what}");
        // The ideal chain loses nothing.
        assert_eq!(joint_losses(&ideal, &qd).unwrap(), DVector::zeros(n));
    }
}

/// Power balance with dissipation, `d(T + U)/dt = q̇ᵀ (τ − τ_loss)`, along an RK4 trajectory that
/// integrates the work `W` and the dissipated energy `D` with the same accuracy.
#[test]
fn power_balance_with_dissipation() {
    for (n, seed, absolute) in cases().filter(|(n, _, _)| n % 2 == 1) {
        let (mb, _, mut rng) = lossy(n, seed, absolute);
        let (q, qd, tau0) = random_state(&mut rng, n);
        let tau = |t: f64| DVector::from_fn(n, |i, _| tau0[i] * (3.0 * t + i as f64).cos());
        let f = |t: f64, x: &DVector<f64>| -> DVector<f64> {
            let q = x.rows(0, n).into_owned();
            let qd = x.rows(n, n).into_owned();
            let u = tau(t);
            let qdd = forward_dynamics(&mb, &q, &qd, &u).unwrap();
            let mut dx = DVector::zeros(2 * n + 2);
            dx.rows_mut(0, n).copy_from(&qd);
            dx.rows_mut(n, n).copy_from(&qdd);
            dx[2 * n] = qd.dot(&u);
            dx[2 * n + 1] = qd.dot(&joint_losses(&mb, &qd).unwrap());
            dx
        };
        let mut x = DVector::zeros(2 * n + 2);
        x.rows_mut(0, n).copy_from(&q);
        x.rows_mut(n, n).copy_from(&qd);
        let e0 = total_energy(&mb, &q, &qd).unwrap();
        let h = 5e-4;
        for k in 0..400 {
            let t = k as f64 * h;
            let k1 = f(t, &x);
            let k2 = f(t + h / 2.0, &(&x + &k1 * (h / 2.0)));
            let k3 = f(t + h / 2.0, &(&x + &k2 * (h / 2.0)));
            let k4 = f(t + h, &(&x + &k3 * h));
            x += (k1 + k2 * 2.0 + k3 * 2.0 + k4) * (h / 6.0);
        }
        let q = x.rows(0, n).into_owned();
        let qd = x.rows(n, n).into_owned();
        let de = total_energy(&mb, &q, &qd).unwrap() - e0;
        let (work, dissipated) = (x[2 * n], x[2 * n + 1]);
        // RK4, h = 0.5 ms over 0.2 s: the global error is far below 1e-7 of the energy scale; a
        // missing loss or armature term breaks the balance by O(1) of `dissipated`.
        let scale = e0.abs().max(work.abs()).max(dissipated).max(1.0);
        assert!(
            (de - work + dissipated).abs() <= 1e-7 * scale,
            "n={n} seed={seed}: ΔE = {de}, W = {work}, D = {dissipated}"
        );
        assert!(dissipated > 1e-3, "n={n}: D = {dissipated} (not vacuous)");
    }
}

#[test]
fn invalid_joint_terms_are_typed_errors() {
    let mut rng = SplitMix64(7);
    let chain = random_chain(&mut rng, 2, 0.0);
    for (parameter, value) in [
        ("armature", -0.1),
        ("damping", -1e-9),
        ("friction", f64::NAN),
        ("friction_velocity", 0.0),
        ("friction_velocity", -1.0),
        ("friction_velocity", f64::INFINITY),
    ] {
        let mut c = chain.clone();
        let d = &mut c.links[1].joint.dynamics;
        match parameter {
            "armature" => d.armature = value,
            "damping" => d.damping = value,
            "friction" => d.friction = value,
            _ => d.friction_velocity = value,
        }
        match Multibody::new(&c) {
            Err(DynamicsError::Model(ModelError::InvalidJointDynamics {
                link: 1,
                parameter: p,
                ..
            })) => assert_eq!(p, parameter),
            other => panic!("{parameter} = {value}: {other:?}"),
        }
    }
}
