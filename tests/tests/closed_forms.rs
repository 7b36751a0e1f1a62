//! Generated dynamics against the papers' closed forms.
//!
//! Tolerance 1e-11 relative (floor 1): the closed forms and the generated code are different
//! exact formulas evaluated in f64; the spread is a few ulps times the number of terms.

use chaindyn::nalgebra::{DMatrix, DVector, SVector};
use chaindyn::pendulum::Pendulum;
use chaindyn::{pendubot, Dynamics, PendubotParameters};
use chaindyn_tests::*;

const TOL: f64 = 1e-11;

fn close(a: &DMatrix<f64>, b: &DMatrix<f64>, what: &str) {
    let e = rel_err(a, b);
    assert!(
        e <= TOL,
        "{what}: relative error {e:e}\n generated {a}\n closed form {b}"
    );
}

/// The n-link pendulum linearization notes (2015): `M_ih`, `C_ih` (velocity-squared form),
/// physical `g_i = −g l_i sin q_i Σ m_k`, `U''` and the balance-point linearization, for the 2-,
/// 3-, 5- and 10-link pendulums.
fn seed000<const N: usize, const NX: usize, D: Dynamics<N>>(
    model: &D,
    masses: &[f64],
    lengths: &[f64],
    seed: u64,
) {
    let reference = Pendulum::new(masses, lengths, 9.81).expect("valid pendulum");
    let mut rng = SplitMix64(seed);
    for _ in 0..50 {
        let [q, qd, _] = random_state::<N>(&mut rng, 1.0);
        let qv = DVector::from_column_slice(q.as_slice());
        let m = model.mass_matrix(&q);
        close(
            &DMatrix::from_column_slice(N, N, m.as_slice()),
            &reference.mass_matrix(&qv).unwrap(),
            "M",
        );
        // The n-link pendulum notes write the velocity terms as C(q) q̇² (element-wise square).
        let qd2 = DVector::from_iterator(N, qd.iter().map(|v| v * v));
        let cqd = reference.velocity_squared_matrix(&qv).unwrap() * qd2;
        close(
            &DMatrix::from_column_slice(N, 1, model.coriolis_times_qd(&q, &qd).as_slice()),
            &DMatrix::from_column_slice(N, 1, cqd.as_slice()),
            "C q̇²",
        );
        let g = reference.gravity(&qv).unwrap();
        close(
            &DMatrix::from_column_slice(N, 1, model.gravity(&q).as_slice()),
            &DMatrix::from_column_slice(N, 1, g.as_slice()),
            "g",
        );
        let upp = reference.potential_hessian(&qv).unwrap();
        close(
            &DMatrix::from_column_slice(N, N, model.gravity_jacobian(&q).as_slice()),
            &upp,
            "U''",
        );
        let u = reference.potential(&qv).unwrap();
        assert!(
            (model.potential_energy(&q) - u).abs() <= TOL * u.abs().max(1.0),
            "U"
        );
    }
    // Balance point q0 = 0: M_ih = l_h l_i Σ m_k, U''_ii = −g l_i Σ m_k, and ∂q̈/∂q = −M₀⁻¹ U''₀.
    let lin = model.linearize_equilibrium(&SVector::zeros());
    let bp = reference.balance_point().expect("balance point");
    let a = lin.a::<NX>();
    close(
        &DMatrix::from_column_slice(NX, NX, a.as_slice()),
        &bp.a,
        "balance-point A",
    );
}

#[test]
fn seed000_pendulums() {
    seed000::<2, 4, _>(&Pendulum2, &[1.3, 0.6], &[0.7, 0.4], 1);
    seed000::<3, 6, _>(&Pendulum3, &[1.1, 0.7, 0.4], &[0.5, 0.8, 0.3], 2);
    seed000::<5, 10, _>(
        &Pendulum5,
        &[1.2, 0.9, 0.8, 0.5, 0.3],
        &[0.5, 0.45, 0.4, 0.35, 0.3],
        3,
    );
    let m10 = [1.00, 0.95, 0.90, 0.85, 0.80, 0.75, 0.70, 0.65, 0.60, 0.55];
    let l10 = [0.30, 0.28, 0.26, 0.24, 0.22, 0.20, 0.18, 0.16, 0.14, 0.12];
    seed000::<10, 20, _>(&Pendulum10, &m10, &l10, 4);
}

/// Ordaz Oliver, Santos Sánchez & López Morales, "On the sub-optimal feedback control law
/// synthesis of underactuated systems", IJICIC 5(9), 2009: `D(q)`, `C(q, q̇)`, `G(q)` of eqs.
/// 57–58 (theta form, with the misprints the runtime documents corrected) and the equilibrium
/// energies of eqs. 64–67.
#[test]
fn seed002_pendubot() {
    let p = PendubotParameters::PAPER;
    let mut rng = SplitMix64(5);
    for _ in 0..100 {
        let [q, qd, _] = random_state::<2>(&mut rng, 1.0);
        let (qa, qda) = ([q[0], q[1]], [qd[0], qd[1]]);
        let d = pendubot::inertia_matrix(&p, qa);
        close(
            &DMatrix::from_column_slice(2, 2, Pendubot.mass_matrix(&q).as_slice()),
            &DMatrix::from_column_slice(2, 2, d.as_slice()),
            "D",
        );
        let c = pendubot::coriolis_matrix(&p, qa, qda);
        close(
            &DMatrix::from_column_slice(2, 2, Pendubot.coriolis_matrix(&q, &qd).as_slice()),
            &DMatrix::from_column_slice(2, 2, c.as_slice()),
            "C",
        );
        let g = pendubot::gravity_vector(&p, qa);
        close(
            &DMatrix::from_column_slice(2, 1, Pendubot.gravity(&q).as_slice()),
            &DMatrix::from_column_slice(2, 1, g.as_slice()),
            "G",
        );
        let e = Pendubot.kinetic_energy(&q, &qd) + Pendubot.potential_energy(&q);
        assert!(
            (e - pendubot::energy(&p, qa, qda)).abs() <= TOL * e.abs().max(1.0),
            "E"
        );
    }
    let t = p.theta();
    let expected = [
        (t[3] + t[4]) * p.g,
        -(t[3] + t[4]) * p.g,
        (-t[3] + t[4]) * p.g,
        (t[3] - t[4]) * p.g,
    ];
    let half_pi = std::f64::consts::FRAC_PI_2;
    let states = [
        [half_pi, 0.0],
        [-half_pi, 0.0],
        [-half_pi, std::f64::consts::PI],
        [half_pi, std::f64::consts::PI],
    ];
    for (q, e) in states.iter().zip(expected) {
        let q = SVector::<f64, 2>::from_column_slice(q);
        let energy = Pendubot.potential_energy(&q) + Pendubot.kinetic_energy(&q, &SVector::zeros());
        assert!(
            (energy - e).abs() <= TOL,
            "equilibrium {q:?}: {energy} vs {e}"
        );
        // Equilibria: u = 0 holds them (g(q) = 0).
        assert!(Pendubot.gravity(&q).norm() <= 1e-12, "g at {q:?}");
    }
}
