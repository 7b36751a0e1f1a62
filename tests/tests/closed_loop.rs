//! Controllers designed on generated linearizations, run on the generated nonlinear
//! models of the n-link pendulum linearization notes (2015), of Lin & Yae, "Recursive
//! Linearization of Multibody Dynamics Equations of Motion", and of Ordaz Oliver, Santos Sánchez
//! & López Morales, "On the sub-optimal feedback control law synthesis of underactuated systems",
//! IJICIC 5(9), 2009.

use chaindyn::control::{care_residual, wrap_angle, DecoupledPd, EnergyBased, StateFeedback};
use chaindyn::nalgebra::{
    Complex, DMatrix, DVector, Matrix2x1, SMatrix, SVector, Vector1, Vector2,
};
use chaindyn::simulate::{simulate, DormandPrince, Integrator, SimOptions, Trajectory};
use chaindyn::Dynamics;
use chaindyn_tests::{
    panda_fingers, Acrobot, Arm7, BalancePendulum7, Pendubot, Pendulum2, Pendulum3, Pendulum4,
    Pendulum5, Pendulum6, Torso, TwoLinkArm,
};
use std::f64::consts::FRAC_PI_2;

fn dopri(duration: f64) -> SimOptions {
    SimOptions {
        duration,
        integrator: Integrator::DormandPrince(DormandPrince {
            rtol: 1e-9,
            atol: 1e-11,
            h_max: 0.01,
            ..Default::default()
        }),
        sample_interval: 0.005,
    }
}

fn to_d<const R: usize, const C: usize>(m: &SMatrix<f64, R, C>) -> DMatrix<f64> {
    DMatrix::from_column_slice(R, C, m.as_slice())
}

/// `(A, B S)` from the generated `linearize` at the equilibrium `q` (holding force `g(q)`).
fn linearized<const N: usize, const NX: usize, const M: usize, D: Dynamics<N>>(
    model: &D,
    q: &SVector<f64, N>,
    s: &SMatrix<f64, N, M>,
) -> (DMatrix<f64>, DMatrix<f64>) {
    let (a, b) = model.linearize::<NX>(q, &SVector::zeros(), &model.gravity(q));
    (to_d(&a), to_d(&(b * s)))
}

/// Riccati residual and closed-loop stability of an LQR design at `q`, with `A, B` taken
/// independently from the generated `linearize`.
fn check_lqr<const N: usize, const NX: usize, const M: usize, D: Dynamics<N>>(
    what: &str,
    model: &D,
    q: &SVector<f64, N>,
    s: &SMatrix<f64, N, M>,
) {
    let qw = DMatrix::<f64>::identity(NX, NX);
    let r = SMatrix::<f64, M, M>::identity();
    let fb = StateFeedback::lqr(model, q, s, &qw, &r).unwrap_or_else(|e| panic!("{what}: {e}"));
    let (a, b) = linearized::<N, NX, M, D>(model, q, s);
    let p = &fb.design.riccati.p;
    let res = care_residual(&a, &b, &qw, &to_d(&r), p).norm();
    assert!(
        res <= 1e-9 * p.norm(),
        "{what}: residual {res:e} vs ‖P‖ = {:e}",
        p.norm()
    );
    // Closed loop A − BK from the generated matrices.
    let k = &fb.design.gain;
    let acl = &a - &b * k;
    let worst = acl
        .complex_eigenvalues()
        .iter()
        .map(|l| l.re)
        .fold(f64::NEG_INFINITY, f64::max);
    assert!(
        worst < 0.0,
        "{what}: closed-loop eigenvalue with Re = {worst}"
    );
    // The open loop is unstable at these points (so the test is not vacuous), except the
    // hanging 2-link arm.
    let open = a
        .complex_eigenvalues()
        .iter()
        .map(|l| l.re)
        .fold(f64::NEG_INFINITY, f64::max);
    assert!(
        open > 0.0 || what == "2-link arm",
        "{what}: open loop already stable"
    );
    eprintln!("{what}: residual/‖P‖ = {:.1e}, open-loop max Re = {open:.3}, closed-loop max Re = {worst:.3}", res / p.norm());
}

#[test]
fn riccati_on_generated_linearizations() {
    let top = Vector2::new(FRAC_PI_2, 0.0);
    check_lqr::<2, 4, 1, _>("Pendubot", &Pendubot, &top, &Matrix2x1::new(1.0, 0.0));
    check_lqr::<2, 4, 1, _>("Acrobot", &Acrobot, &top, &Matrix2x1::new(0.0, 1.0));
    check_lqr::<2, 4, 2, _>(
        "2-link arm",
        &TwoLinkArm,
        &Vector2::zeros(),
        &SMatrix::identity(),
    );
    check_lqr::<2, 4, 2, _>(
        "pendulum 2",
        &Pendulum2,
        &SVector::zeros(),
        &SMatrix::identity(),
    );
    check_lqr::<3, 6, 3, _>(
        "pendulum 3",
        &Pendulum3,
        &SVector::zeros(),
        &SMatrix::identity(),
    );
    check_lqr::<4, 8, 4, _>(
        "pendulum 4",
        &Pendulum4,
        &SVector::zeros(),
        &SMatrix::identity(),
    );
    check_lqr::<5, 10, 5, _>(
        "pendulum 5",
        &Pendulum5,
        &SVector::zeros(),
        &SMatrix::identity(),
    );
    check_lqr::<6, 12, 6, _>(
        "pendulum 6",
        &Pendulum6,
        &SVector::zeros(),
        &SMatrix::identity(),
    );
    check_lqr::<7, 14, 7, _>(
        "pendulum 7",
        &BalancePendulum7,
        &SVector::zeros(),
        &SMatrix::identity(),
    );
    // Underactuated pendulum: only the first joint's generalized force (absolute angles).
    let mut s = SMatrix::<f64, 3, 1>::zeros();
    s[0] = 1.0;
    check_lqr::<3, 6, 1, _>("pendulum 3, one input", &Pendulum3, &SVector::zeros(), &s);
    // Trees: the torso with its head upright, the Panda with both fingers standing straight up.
    check_lqr::<5, 10, 5, _>("torso", &Torso, &SVector::zeros(), &SMatrix::identity());
    check_lqr::<9, 18, 9, _>(
        "panda with fingers",
        &panda_fingers(),
        &SVector::zeros(),
        &SMatrix::identity(),
    );
}

fn max_abs_error<const N: usize>(tr: &Trajectory<N>, target: &SVector<f64, N>, from: f64) -> f64 {
    tr.samples
        .iter()
        .filter(|s| s.t >= from)
        .map(|s| {
            (0..N)
                .map(|i| wrap_angle(s.q[i] - target[i]).abs())
                .fold(0.0, f64::max)
        })
        .fold(0.0, f64::max)
}

fn pendulum_returns_upright<const N: usize, D: Dynamics<N>>(model: &D) {
    let upright = SVector::<f64, N>::zeros();
    let fb = StateFeedback::lqr(
        model,
        &upright,
        &SMatrix::<f64, N, N>::identity(),
        &DMatrix::identity(2 * N, 2 * N),
        &SMatrix::<f64, N, N>::identity(),
    )
    .unwrap();
    let q0 = SVector::<f64, N>::repeat(0.05);
    let tr = simulate(model, &q0, &SVector::zeros(), &dopri(10.0), |_, q, qd| {
        fb.torque(q, qd)
    })
    .unwrap();
    let last = tr.last();
    assert!(
        last.q.amax() < 1e-4,
        "n = {N}: final |q| = {:e}",
        last.q.amax()
    );
    assert!(
        last.qd.amax() < 1e-3,
        "n = {N}: final |q̇| = {:e}",
        last.qd.amax()
    );
    // No large excursion on the way (stays in the region the linearization describes).
    let excursion = max_abs_error(&tr, &upright, 0.0);
    assert!(excursion < 0.5, "n = {N}: excursion {excursion}");
    assert!(tr.relative_energy_drift() < 1e-6);
}

#[test]
fn n_link_pendulum_returns_to_upright_under_lqr() {
    pendulum_returns_upright(&Pendulum2);
    pendulum_returns_upright(&Pendulum3);
    pendulum_returns_upright(&Pendulum4);
    pendulum_returns_upright(&Pendulum5);
}

#[test]
fn two_link_regulator_converges_from_small_and_large_deviations() {
    // Lin & Yae, figs. 6–9: 0.05 and 1.0 rad initial deviations, regulator designed at θ = 0.
    let model = TwoLinkArm;
    let rest = Vector2::zeros();
    let pd =
        DecoupledPd::design(&model, &rest, &Vector2::repeat(3.0), &Vector2::repeat(1.0)).unwrap();
    let lqr = StateFeedback::lqr(
        &model,
        &rest,
        &SMatrix::<f64, 2, 2>::identity(),
        &DMatrix::from_diagonal(&DVector::from_row_slice(&[100.0, 100.0, 10.0, 10.0])),
        &(SMatrix::<f64, 2, 2>::identity() * 1e-4),
    )
    .unwrap();
    for deviation in [0.05, 1.0] {
        let q0 = Vector2::repeat(deviation);
        let with_pd = simulate(&model, &q0, &Vector2::zeros(), &dopri(8.0), |_, q, qd| {
            pd.torque(q, qd)
        })
        .unwrap();
        let with_lqr = simulate(&model, &q0, &Vector2::zeros(), &dopri(8.0), |_, q, qd| {
            lqr.torque(q, qd)
        })
        .unwrap();
        for (name, tr) in [("PD", &with_pd), ("LQR", &with_lqr)] {
            let e = max_abs_error(tr, &rest, 6.0);
            assert!(
                e < 1e-3 * deviation,
                "{name} from {deviation}: error {e:e} after 6 s"
            );
        }
        // Critically damped decoupled design: no overshoot in the linear regime.
        if deviation == 0.05 {
            let undershoot = with_pd
                .samples
                .iter()
                .map(|s| s.q.min())
                .fold(f64::INFINITY, f64::min);
            assert!(undershoot > -1e-3 * deviation, "PD overshoot {undershoot}");
        }
    }
}

/// The law of Ordaz Oliver et al. 2009 as the demo uses it.
fn pendubot_law(model: &Pendubot) -> EnergyBased<2, 1> {
    EnergyBased::design(
        model,
        &Vector2::new(FRAC_PI_2, 0.0),
        &Matrix2x1::new(1.0, 0.0),
        &DMatrix::from_diagonal(&DVector::from_row_slice(&[100.0, 100.0, 0.1, 0.1])),
        &SMatrix::<f64, 1, 1>::new(1.0),
        10.0,
    )
    .unwrap()
    .with_input_limit(Vector1::new(U_MAX))
    .unwrap()
}

/// The Pendubot's actuator limit (N m): link 1 alone needs θ₄g = 4.86 N m to be held
/// horizontal.
const U_MAX: f64 = 8.0;

#[test]
fn pendubot_swings_up_and_stays_at_the_top() {
    for start in [0.0, 0.02, -0.02] {
        pendubot_swing_up(start);
    }
}

fn pendubot_swing_up(start: f64) {
    let model = Pendubot;
    let law = pendubot_law(&model);
    let top = Vector2::new(FRAC_PI_2, 0.0);
    let hanging = Vector2::new(-FRAC_PI_2 + start, 0.0);
    let tr = simulate(
        &model,
        &hanging,
        &Vector2::zeros(),
        &dopri(12.0),
        |_, q, qd| law.torque(&model, q, qd),
    )
    .unwrap();
    let err = |s: &chaindyn::simulate::Sample<2>| {
        (0..2)
            .map(|i| wrap_angle(s.q[i] - top[i]).abs())
            .fold(0.0, f64::max)
    };
    let arrived = tr
        .settling_time(0.01, err)
        .expect("reaches the top and stays");
    assert!(
        arrived + 5.0 <= 12.0,
        "from {start}: reached the top at {arrived} s, less than 5 s of balance simulated"
    );
    // Started hanging: it did swing up.
    assert!(err(&tr.samples[0]) > 3.0);
    // Bounded torque, passive joint free.
    let peak = tr.peak_torque();
    assert!(peak <= U_MAX, "peak torque {peak}");
    assert!(tr.samples.iter().all(|s| s.tau[1] == 0.0));
    assert!(tr.relative_energy_drift() < 1e-6);
    eprintln!(
        "Pendubot from hanging {start:+}: within 0.01 rad of the top from t = {arrived:.3} s, \
         final error {:.1e} rad, peak torque {peak:.3} N m",
        err(tr.last())
    );
}

/// Largest distance between `got` and `want` under a greedy nearest matching.
fn pole_mismatch(got: &[Complex<f64>], want: &[Complex<f64>]) -> f64 {
    assert_eq!(got.len(), want.len());
    let mut used = vec![false; got.len()];
    let mut worst = 0.0f64;
    for w in want {
        let (k, d) = got
            .iter()
            .enumerate()
            .filter(|(k, _)| !used[*k])
            .map(|(k, g)| (k, (g - w).norm() / w.norm().max(1.0)))
            .min_by(|a, b| a.1.total_cmp(&b.1))
            .expect("as many poles as placed");
        used[k] = true;
        worst = worst.max(d);
    }
    worst
}

fn poles_where_placed<const N: usize, const NX: usize, D: Dynamics<N>>(
    what: &str,
    model: &D,
    q0: &SVector<f64, N>,
    omega: &SVector<f64, N>,
    zeta: &SVector<f64, N>,
) {
    let pd = DecoupledPd::design(model, q0, omega, zeta).unwrap();
    let (a, b) = model.linearize::<NX>(q0, &SVector::zeros(), &model.gravity(q0));
    let mut k = DMatrix::<f64>::zeros(N, NX);
    k.view_mut((0, 0), (N, N)).copy_from(&to_d(&pd.kp));
    k.view_mut((0, N), (N, N)).copy_from(&to_d(&pd.kv));
    let acl = to_d(&a) - to_d(&b) * k;
    let got: Vec<Complex<f64>> = acl.complex_eigenvalues().iter().copied().collect();
    let want = pd.target_poles();
    let mismatch = pole_mismatch(&got, &want);
    assert!(
        mismatch <= 1e-8,
        "{what}: relative pole mismatch {mismatch:e}: {got:?} vs placed {want:?}"
    );
}

#[test]
fn decoupled_pd_closed_loop_poles_are_where_placed() {
    poles_where_placed::<2, 4, _>(
        "2-link arm",
        &TwoLinkArm,
        &Vector2::zeros(),
        &Vector2::new(3.0, 5.0),
        &Vector2::new(0.5, 0.8),
    );
    poles_where_placed::<7, 14, _>(
        "7-DOF arm",
        &Arm7,
        &SVector::zeros(),
        &SVector::from_fn(|i, _| 5.0 + i as f64),
        &SVector::from_fn(|i, _| 0.3 + 0.1 * i as f64),
    );
    poles_where_placed::<7, 14, _>(
        "7-DOF arm, bent",
        &Arm7,
        &SVector::from_fn(|i, _| 0.2 * (i as f64) - 0.5),
        &SVector::repeat(8.0),
        &SVector::repeat(0.7),
    );
}

#[test]
fn arm7_step_response_of_joint_4() {
    // Lin & Yae, fig. 11: gains at the reference configuration, step of joint 4's set point.
    let model = Arm7;
    let q_ref0 = SVector::<f64, 7>::zeros();
    let mut pd = DecoupledPd::design(
        &model,
        &q_ref0,
        &SVector::repeat(8.0),
        &SVector::repeat(0.7),
    )
    .unwrap();
    let mut target = q_ref0;
    target[3] = 0.2;
    pd.set_setpoint(&model, &target);
    let tr = simulate(
        &model,
        &q_ref0,
        &SVector::zeros(),
        &dopri(3.0),
        |_, q, qd| pd.torque(q, qd),
    )
    .unwrap();
    assert!(max_abs_error(&tr, &target, 2.0) < 2e-3 * 0.2);
    // Close to the linear design's response: overshoot e^(−πζ/√(1−ζ²)) = 4.6%.
    let peak = tr
        .samples
        .iter()
        .map(|s| s.q[3])
        .fold(f64::NEG_INFINITY, f64::max);
    let overshoot = (peak - 0.2) / 0.2;
    assert!((0.02..0.08).contains(&overshoot), "overshoot {overshoot}");
}

#[test]
fn two_link_arm_reproduces_seed_001_eq_33() {
    // Eq. 33, state order (θ₂, θ₁), torques of opposite sign: A₂₁ block and B lower block.
    let a_paper = [[-5.191, 3.4612], [1.1537, -4.0380]];
    let b_paper = [[-0.0824, 0.0294], [0.0294, -0.0176]];
    let (a, b) = TwoLinkArm.linearize::<4>(&Vector2::zeros(), &Vector2::zeros(), &Vector2::zeros());
    let perm = [1, 0];
    for i in 0..2 {
        for j in 0..2 {
            let ours_a = a[(2 + perm[i], perm[j])];
            let ours_b = -b[(2 + perm[i], perm[j])];
            assert!(
                (ours_a - a_paper[i][j]).abs() <= 5e-3 * a_paper[i][j].abs(),
                "A[{i}][{j}]: {ours_a} vs {}",
                a_paper[i][j]
            );
            assert!(
                (ours_b - b_paper[i][j]).abs() <= 5e-3 * b_paper[i][j].abs(),
                "B[{i}][{j}]: {ours_b} vs {}",
                b_paper[i][j]
            );
        }
    }
}

/// The power balance with dissipation in the simulation layer: the Pendubot with real joints
/// (generated code) driven by a periodic torque from hanging, `E(t) − E(0) = W(t) − D(t)` with
/// `D = ∫ q̇ᵀ τ_loss dt` integrated alongside. Dormand–Prince at rtol 1e-9: the drift is the
/// integration error, 1e-7 of the energy scale; leaving `D` out misses by the whole dissipated
/// energy (checked to be far larger).
#[test]
fn the_power_balance_holds_with_joint_damping_and_friction() {
    let model = chaindyn_tests::LossyPendubot;
    let q0 = Vector2::new(-FRAC_PI_2, 0.0);
    let tr = simulate(&model, &q0, &Vector2::zeros(), &dopri(5.0), |t, _, _| {
        Vector2::new(0.4 * (4.0 * t).sin(), 0.0)
    })
    .unwrap();
    let last = tr.last();
    assert!(
        tr.relative_energy_drift() < 1e-7,
        "drift {:e}",
        tr.relative_energy_drift()
    );
    assert!(last.dissipated > 1e-2, "dissipated {}", last.dissipated);
    let e0 = tr.samples[0].energy;
    let without = (last.energy - e0 - last.work).abs();
    assert!(
        without > 1e3 * tr.energy_drift(),
        "{without} vs {}",
        tr.energy_drift()
    );
    // The ideal Pendubot dissipates nothing.
    let ideal = simulate(
        &chaindyn_tests::Pendubot,
        &q0,
        &Vector2::zeros(),
        &dopri(1.0),
        |t, _, _| Vector2::new(0.4 * (4.0 * t).sin(), 0.0),
    )
    .unwrap();
    assert_eq!(ideal.last().dissipated, 0.0);
}
