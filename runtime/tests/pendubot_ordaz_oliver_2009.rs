//! Ordaz Oliver, Santos Sánchez & López Morales, "On the sub-optimal feedback control law
//! synthesis of underactuated systems", IJICIC 5(9), 2009, section 6.1: the Pendubot's `D(q)`,
//! `C(q, q̇)`, `G(q)` (eqs. 57–58), the skew-symmetry property (eq. 61), the equilibrium
//! energies (eqs. 64–67) and the input vector (eq. 68), against the recursive algorithms on
//! `Chain::pendubot` with the paper's parameters. Random states from SplitMix64 with fixed seeds.

mod common;

use chaindyn::pendubot as closed;
use chaindyn::*;
use common::*;
use nalgebra::{DMatrix, DVector, Matrix2};

fn dm(m: &Matrix2<f64>) -> DMatrix<f64> {
    DMatrix::from_column_slice(2, 2, m.as_slice())
}

fn setup() -> (PendubotParameters, Multibody) {
    let p = PendubotParameters::PAPER;
    (p, Multibody::new(&Chain::pendubot(&p).unwrap()).unwrap())
}

/// Closed form (θ-parameters) vs the spatial recursion: two exact evaluations of O(1)
/// numbers, agreement to rounding (1e-12 relative, Frobenius, floor 1).
const EXACT: f64 = 1e-12;

#[test]
fn d_c_g_of_eq_57_match_the_chain() {
    let (p, mb) = setup();
    let mut rng = SplitMix64(0x57);
    for _ in 0..20 {
        let (q, qd, _) = random_state(&mut rng, 2);
        let (qa, qda) = ([q[0], q[1]], [qd[0], qd[1]]);
        assert_close(
            "D(q)",
            &crba(&mb, &q).unwrap(),
            &dm(&closed::inertia_matrix(&p, qa)),
            EXACT,
        );
        assert_close(
            "C(q, q̇)",
            &coriolis_matrix(&mb, &q, &qd).unwrap(),
            &dm(&closed::coriolis_matrix(&p, qa, qda)),
            EXACT,
        );
        let g = closed::gravity_vector(&p, qa);
        assert_close_vec(
            "G(q)",
            &gravity(&mb, &q).unwrap(),
            &DVector::from_column_slice(g.as_slice()),
            EXACT,
        );
        // U with the paper's zero (shoulder height), eq. 62 times g.
        let u = potential_energy(&mb, &q).unwrap();
        assert!((u - closed::potential_energy(&p, qa)).abs() < EXACT);
        // Eq. 61: Ḋ - 2C = θ3 sin q2 (2 q̇1 + q̇2) [[0, 1], [-1, 0]].
        let n61 = mass_matrix_time_derivative(&mb, &q, &qd).unwrap()
            - coriolis_matrix(&mb, &q, &qd).unwrap() * 2.0;
        let s = p.theta()[2] * q[1].sin() * (2.0 * qd[0] + qd[1]);
        assert_close(
            "eq. 61",
            &n61,
            &DMatrix::from_row_slice(2, 2, &[0.0, s, -s, 0.0]),
            EXACT,
        );
    }
}

#[test]
fn paper_typos_are_really_typos() {
    // The forms printed in eq. 57 (d11 with θ3 cos q2, c21 = -θ3 sin q2 q̇1) disagree with
    // the mechanics, so the corrected forms above are the right reading.
    let (p, mb) = setup();
    let t = p.theta();
    let q = DVector::from_vec(vec![0.3, 1.1]);
    let qd = DVector::from_vec(vec![0.7, -0.4]);
    let m = crba(&mb, &q).unwrap();
    let printed_d11 = t[0] + t[1] + t[2] * q[1].cos();
    assert!((m[(0, 0)] - printed_d11).abs() > 1e-3);
    let c = coriolis_matrix(&mb, &q, &qd).unwrap();
    let printed_c21 = -t[2] * q[1].sin() * qd[0];
    assert!((c[(1, 0)] - printed_c21).abs() > 1e-3);
    // det D = θ1 θ2 - θ3² cos² q2 (not θ1 θ2 - 2 θ3² cos² q2).
    let det = m.determinant();
    assert!((det - (t[0] * t[1] - t[2] * t[2] * q[1].cos().powi(2))).abs() < 1e-15);
}

#[test]
fn equilibrium_energies_of_eqs_64_to_67() {
    let (p, mb) = setup();
    let scale = (p.theta()[3] + p.theta()[4]) * p.g;
    for (q, e) in closed::equilibrium_energies(&p) {
        let q = DVector::from_column_slice(&q);
        let zero = DVector::zeros(2);
        let total = total_energy(&mb, &q, &zero).unwrap();
        // Exact evaluation of sin at ±π/2, π: error ~1e-16 × scale (≈ 3.6 J).
        assert!((total - e).abs() < 1e-14 * scale, "{q}: {total} vs {e}");
        // They are equilibria: g(q) = 0 (cos(π/2) ≈ 6e-17 rounding, times θ g).
        assert!(gravity(&mb, &q).unwrap().norm() < 1e-14 * scale, "{q}");
    }
    // Stability as the paper classifies it: only (-π/2, 0) is stable, i.e. has a
    // positive definite potential Hessian ∂g/∂q.
    for (k, (q, _)) in closed::equilibrium_energies(&p).iter().enumerate() {
        let q = DVector::from_column_slice(q);
        let lin = linearize(&mb, &q, &DVector::zeros(2), &DVector::zeros(2)).unwrap();
        let min_ev = lin.dgravity_dq.symmetric_eigen().eigenvalues.min();
        assert_eq!(min_ev > 0.0, k == 1, "equilibrium {k}: {min_ev}");
    }
}

#[test]
fn input_vector_of_eq_68() {
    let (p, mb) = setup();
    let mut rng = SplitMix64(0x68);
    let top = (
        DVector::from_vec(vec![std::f64::consts::FRAC_PI_2, 0.0]),
        DVector::zeros(2),
    );
    let mut states = vec![top];
    for _ in 0..5 {
        let (q, qd, _) = random_state(&mut rng, 2);
        states.push((q, qd));
    }
    for (q, qd) in states {
        let lin = linearize(&mb, &q, &qd, &DVector::zeros(2)).unwrap();
        let g68 = closed::pendubot_input_vector(&p, [q[0], q[1]]);
        // Column 0 of B (u1 drives the Pendubot) is [0, 0, D⁻¹ e1]: 1e-12 relative.
        let col = lin.b.column(0).into_owned();
        let want = DVector::from_vec(vec![0.0, 0.0, g68[0], g68[1]]);
        assert_close_vec("B e1 vs eq. 68", &col, &want, EXACT);
    }
}

#[test]
fn acrobot_is_the_same_mechanism() {
    let p = PendubotParameters::PAPER;
    let pendubot = Multibody::new(&Chain::pendubot(&p).unwrap()).unwrap();
    let acrobot = Multibody::new(&Chain::acrobot(&p).unwrap()).unwrap();
    let mut rng = SplitMix64(0xAC);
    let (q, qd, tau) = random_state(&mut rng, 2);
    // Identical dynamics, bit for bit (same computation on the same numbers).
    assert_eq!(
        forward_dynamics(&pendubot, &q, &qd, &tau).unwrap(),
        forward_dynamics(&acrobot, &q, &qd, &tau).unwrap()
    );
    // The Acrobot's input vector is B e2 = [0, 0, D⁻¹ e2].
    let lin = linearize(&acrobot, &q, &qd, &tau).unwrap();
    let dinv = closed::inertia_matrix(&p, [q[0], q[1]])
        .try_inverse()
        .unwrap();
    let want = DVector::from_vec(vec![0.0, 0.0, dinv[(0, 1)], dinv[(1, 1)]]);
    assert_close_vec("B e2", &lin.b.column(1).into_owned(), &want, EXACT);
}
