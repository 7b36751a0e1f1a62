//! Properties of random spatial chains (1..7 DOF, random axes, origins, masses, centres
//! of mass, SPD inertias satisfying the triangle inequality, some prismatic joints) at
//! random states, and the recursive linearizer against central finite differences.
//! Every random draw comes from SplitMix64 with a fixed seed, so failures reproduce.
//!
//! Tolerances are relative Frobenius errors `‖x - y‖_F / max(1, ‖y‖_F)` (see
//! `common::rel_err`) unless said otherwise.

mod common;

use chaindyn::*;
use common::*;
use nalgebra::{DMatrix, DVector};

/// (dof, chain seed) of every random chain used below: 1..=7 DOF, three chains each.
fn cases() -> impl Iterator<Item = (usize, u64)> {
    (1..=7).flat_map(|n| (0..3).map(move |k| (n, 1000 * n as u64 + k)))
}

fn multibody(n: usize, seed: u64) -> (Multibody, SplitMix64) {
    let mut rng = SplitMix64(seed);
    let chain = random_chain(&mut rng, n, 0.3);
    (Multibody::new(&chain).expect("random chain is valid"), rng)
}

#[test]
fn random_chains_have_prismatic_and_revolute_joints() {
    // Guards the generator: the suite must exercise both joint kinds.
    let mut kinds = (0, 0);
    for (n, seed) in cases() {
        let (mb, _) = multibody(n, seed);
        for l in &mb.chain().links {
            match l.joint.kind {
                JointKind::Revolute => kinds.0 += 1,
                JointKind::Prismatic => kinds.1 += 1,
            }
        }
    }
    assert!(kinds.0 >= 30 && kinds.1 >= 10, "{kinds:?}");
}

#[test]
fn mass_matrix_is_symmetric_positive_definite() {
    for (n, seed) in cases() {
        let (mb, mut rng) = multibody(n, seed);
        mb.check_mass_matrix().unwrap();
        for _ in 0..3 {
            let (q, qd, _) = random_state(&mut rng, n);
            let m = crba(&mb, &q).unwrap();
            // CRBA fills both triangles from the same product: exactly symmetric.
            assert_eq!(m, m.transpose());
            let ev = m.clone().symmetric_eigen().eigenvalues;
            let min = ev.min();
            // Strictly positive: each random body has principal moments >= 0.004 m kg²
            // and mass >= 0.2 kg, far above rounding (1e-12 relative).
            assert!(min > 1e-9 * ev.max(), "n={n} seed={seed} eigenvalues {ev}");
            // ½ q̇ᵀ M q̇ is the kinetic energy summed over the bodies (1e-12 relative:
            // two different summation orders of the same O(1) terms).
            let t = kinetic_energy(&mb, &q, &qd).unwrap();
            let t_m = 0.5 * qd.dot(&(&m * &qd));
            assert!(
                (t - t_m).abs() <= 1e-12 * t_m.abs().max(1.0),
                "{t} vs {t_m}"
            );
        }
    }
}

#[test]
fn mdot_minus_two_c_is_skew_symmetric() {
    for (n, seed) in cases() {
        let (mb, mut rng) = multibody(n, seed);
        for _ in 0..3 {
            let (q, qd, _) = random_state(&mut rng, n);
            let c = coriolis_matrix(&mb, &q, &qd).unwrap();
            let mdot = mass_matrix_time_derivative(&mb, &q, &qd).unwrap();
            // Ṁ by central differences of M along q̇: M(q + h q̇) - M(q - h q̇) over 2h,
            // h = ε^(1/3) (truncation + rounding ~1e-10, so 1e-6 is a wide margin).
            let h = finite_diff::step(1.0);
            let mdot_fd = (crba(&mb, &(&q + &qd * h)).unwrap()
                - crba(&mb, &(&q - &qd * h)).unwrap())
                / (2.0 * h);
            assert_close("Ṁ analytic vs FD", &mdot, &mdot_fd, 1e-6);
            for (name, md, tol) in [("analytic Ṁ", &mdot, 1e-12), ("FD Ṁ", &mdot_fd, 1e-6)] {
                // Skewness: N + Nᵀ = 0 for N = Ṁ - 2C. With the analytic Ṁ it is exact up
                // to rounding (1e-12 relative to ‖Ṁ‖); with the FD Ṁ up to the FD error.
                let nmat = md - &c * 2.0;
                let sym = &nmat + nmat.transpose();
                let scale = md.norm().max(1.0);
                assert!(
                    sym.norm() <= tol * scale,
                    "{name}: n={n} seed={seed} ‖N + Nᵀ‖ = {:e}",
                    sym.norm()
                );
            }
            // C q̇ equals RNEA with q̈ = 0 and no gravity (1e-12: two exact algorithms).
            let cqd = coriolis_times_qd(&mb, &q, &qd).unwrap();
            assert_close_vec("C q̇ vs RNEA", &(&c * &qd), &cqd, 1e-12);
        }
    }
}

#[test]
fn inverse_dynamics_inverts_forward_dynamics() {
    for (n, seed) in cases() {
        let (mb, mut rng) = multibody(n, seed);
        for _ in 0..3 {
            let (q, qd, tau) = random_state(&mut rng, n);
            let qdd = forward_dynamics(&mb, &q, &qd, &tau).unwrap();
            let back = rnea(&mb, &q, &qd, &qdd).unwrap();
            // Rounding amplified by cond(M) (up to ~1e4 for these chains): 1e-9.
            assert_close_vec("RNEA(FD(τ))", &back, &tau, 1e-9);
            // And M q̈ + C q̇ + g = τ from the separate pieces (same margin).
            let m = crba(&mb, &q).unwrap();
            let rebuilt =
                &m * &qdd + coriolis_times_qd(&mb, &q, &qd).unwrap() + gravity(&mb, &q).unwrap();
            assert_close_vec("M q̈ + C q̇ + g", &rebuilt, &tau, 1e-9);
        }
    }
}

#[test]
fn gravity_is_the_gradient_of_the_potential() {
    for (n, seed) in cases() {
        let (mb, mut rng) = multibody(n, seed);
        let (q, _, _) = random_state(&mut rng, n);
        let grad = finite_diff::jacobian(&q, |q| {
            Ok(DVector::from_element(1, potential_energy(&mb, q)?))
        })
        .unwrap()
        .transpose();
        let g = gravity(&mb, &q).unwrap();
        // Central differences of U (~1e-10 error at this scale): 1e-7.
        assert_close(
            "∂U/∂q vs g(q)",
            &grad,
            &DMatrix::from_column_slice(n, 1, g.as_slice()),
            1e-7,
        );
    }
}

/// RK4 of `[q, q̇, W]` with `Ẇ = q̇ᵀ τ(t)`, so the energy balance is checked with the
/// same integrator accuracy on both sides.
fn rk4_step(
    mb: &Multibody,
    x: &DVector<f64>,
    t: f64,
    h: f64,
    tau: &dyn Fn(f64) -> DVector<f64>,
) -> DVector<f64> {
    let n = mb.dof();
    let f = |t: f64, x: &DVector<f64>| -> DVector<f64> {
        let q = x.rows(0, n).into_owned();
        let qd = x.rows(n, n).into_owned();
        let u = tau(t);
        let qdd = forward_dynamics(mb, &q, &qd, &u).unwrap();
        let mut dx = DVector::zeros(2 * n + 1);
        dx.rows_mut(0, n).copy_from(&qd);
        dx.rows_mut(n, n).copy_from(&qdd);
        dx[2 * n] = qd.dot(&u);
        dx
    };
    let k1 = f(t, x);
    let k2 = f(t + h / 2.0, &(x + &k1 * (h / 2.0)));
    let k3 = f(t + h / 2.0, &(x + &k2 * (h / 2.0)));
    let k4 = f(t + h, &(x + &k3 * h));
    x + (k1 + k2 * 2.0 + k3 * 2.0 + k4) * (h / 6.0)
}

/// Power balance `dE/dt = q̇ᵀ τ`. (It cannot see an error in the gyroscopic term
/// `v ×* I v` alone, which does no work; `C q̇` against the Christoffel `C` in
/// `mdot_minus_two_c_is_skew_symmetric` and the closed forms of the seed tests do.)
#[test]
fn power_balance_along_a_trajectory() {
    for (n, seed) in cases().filter(|(_, seed)| seed % 1000 == 0) {
        let (mb, mut rng) = multibody(n, seed);
        let (q, qd, tau0) = random_state(&mut rng, n);
        let qd = qd * 0.5;
        let tau =
            move |t: f64| DVector::from_fn(tau0.len(), |i, _| tau0[i] * (3.0 * t + i as f64).cos());
        let mut x = DVector::zeros(2 * n + 1);
        x.rows_mut(0, n).copy_from(&q);
        x.rows_mut(n, n).copy_from(&qd);
        let e0 = total_energy(&mb, &q, &qd).unwrap();
        let (h, steps) = (5e-4, 400);
        let mut e_scale = e0.abs();
        for k in 0..steps {
            x = rk4_step(&mb, &x, k as f64 * h, h, &tau);
            let q = x.rows(0, n).into_owned();
            let qd = x.rows(n, n).into_owned();
            e_scale = e_scale.max(kinetic_energy(&mb, &q, &qd).unwrap());
        }
        let q = x.rows(0, n).into_owned();
        let qd = x.rows(n, n).into_owned();
        let de = total_energy(&mb, &q, &qd).unwrap() - e0;
        let work = x[2 * n];
        // RK4 with h = 0.5 ms over 0.2 s: global error ~h⁴ × (highest frequency)⁴ ≪
        // 1e-7 of the energy scale; a wrong Coriolis or gravity term breaks the balance
        // by O(1) of it.
        assert!(
            (de - work).abs() <= 1e-7 * e_scale.max(work.abs()).max(1.0),
            "n={n} seed={seed}: ΔE = {de}, ∫ q̇ᵀτ dt = {work}"
        );
        // The test is not vacuous: energy did change.
        assert!(de.abs() > 1e-3, "n={n}: ΔE = {de}");
    }
}

#[test]
fn recursive_linearizer_matches_finite_differences() {
    for (n, seed) in cases() {
        let (mb, mut rng) = multibody(n, seed);
        for _ in 0..2 {
            let (q, qd, tau) = random_state(&mut rng, n);
            let an = linearize(&mb, &q, &qd, &tau).unwrap();
            let fd = finite_diff::linearize(&mb, &q, &qd, &tau).unwrap();
            // Central differences are accurate to ~ε^(2/3) ≈ 4e-11 of the function scale,
            // amplified by cond(M) for the forward-dynamics blocks (≤ ~1e4 here): 1e-6
            // leaves a margin of 10-100 and still catches any wrong term (O(1) errors).
            let tol = 1e-6;
            for j in 0..n {
                assert_close(
                    &format!("∂M/∂q_{j} n={n} seed={seed}"),
                    &an.dmass_dq[j],
                    &fd.dmass_dq[j],
                    tol,
                );
            }
            assert_close("∂(Cq̇)/∂q", &an.dcoriolis_dq, &fd.dcoriolis_dq, tol);
            assert_close("∂(Cq̇)/∂q̇", &an.dcoriolis_dqd, &fd.dcoriolis_dqd, tol);
            assert_close("∂g/∂q", &an.dgravity_dq, &fd.dgravity_dq, tol);
            assert_close("∂τ/∂q", &an.dtau_dq, &fd.dtau_dq, tol);
            assert_close("∂τ/∂q̇", &an.dtau_dqd, &fd.dtau_dqd, tol);
            assert_close("A", &an.a, &fd.a, tol);
            assert_close("B", &an.b, &fd.b, tol);
            // Exactly computed quantities agree to rounding.
            assert_close("M", &an.mass_matrix, &fd.mass_matrix, 1e-12);
            assert_close_vec("q̈", &an.qdd, &fd.qdd, 1e-12);
            // ∂g/∂q is a Hessian: symmetric (analytic, 1e-12 relative).
            assert_close(
                "∂g/∂q symmetric",
                &an.dgravity_dq,
                &an.dgravity_dq.transpose(),
                1e-12,
            );
            // The lean path gives the same A, B (different summation: 1e-10).
            let ss = state_space(&mb, &q, &qd, &tau).unwrap();
            assert_close("state_space A", &ss.a, &an.a, 1e-10);
            assert_close("state_space B", &ss.b, &an.b, 1e-10);
            // rnea_derivatives at the same q̈.
            let rd = rnea_derivatives(&mb, &q, &qd, &an.qdd).unwrap();
            assert_close("rnea_derivatives ∂τ/∂q", &rd.dtau_dq, &an.dtau_dq, 1e-10);
            assert_close("rnea_derivatives ∂τ/∂q̇", &rd.dtau_dqd, &an.dtau_dqd, 1e-10);
            assert_close_vec("rnea_derivatives τ", &rd.tau, &tau, 1e-9);
        }
    }
}

#[test]
fn linearizer_blocks_are_not_trivially_zero() {
    // Guards the comparison above against vacuous success (for example all-zero
    // blocks on both sides): a 3-DOF moving chain has O(1) entries in every block.
    let (mb, mut rng) = multibody(3, 3000);
    let (q, qd, tau) = random_state(&mut rng, 3);
    let an = linearize(&mb, &q, &qd, &tau).unwrap();
    for (name, m) in [
        ("∂(Cq̇)/∂q", &an.dcoriolis_dq),
        ("∂(Cq̇)/∂q̇", &an.dcoriolis_dqd),
        ("∂g/∂q", &an.dgravity_dq),
        ("∂q̈/∂q", &an.dqdd_dq),
    ] {
        assert!(m.norm() > 1e-2, "{name} = {m}");
    }
    assert!(an.dmass_dq.iter().map(|d| d.norm()).sum::<f64>() > 1e-2);
}
