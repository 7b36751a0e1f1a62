//! Simulation: RK4 order, Dormand–Prince tolerance control, the power balance behind
//! the energy drift, sampling, typed errors, and the Simulator Equation of the n-link pendulum
//! linearization notes (2015).

mod reference_model;

use chaindyn::nalgebra::{DVector, SVector, Vector2, Vector3};
use chaindyn::pendulum::Pendulum;
use chaindyn::simulate::{
    simulate, simulate_linear_model, simulate_observed, DormandPrince, Integrator, SimError,
    SimOptions,
};
use chaindyn::{Chain, Dynamics};
use reference_model::Reference;

fn double_pendulum() -> Reference<2> {
    reference_model::reference(Chain::pendulum(&[1.0, 0.6], &[0.7, 0.5], 9.81).unwrap())
}

fn rk4(dt: f64, duration: f64) -> SimOptions {
    SimOptions {
        duration,
        integrator: Integrator::Rk4 { dt },
        sample_interval: 0.0,
    }
}

fn dopri(rtol: f64, duration: f64) -> SimOptions {
    SimOptions {
        duration,
        integrator: Integrator::DormandPrince(DormandPrince {
            rtol,
            atol: rtol * 1e-2,
            h_max: 0.05,
            ..Default::default()
        }),
        sample_interval: 0.0,
    }
}

fn no_control<const N: usize>(_: f64, _: &SVector<f64, N>, _: &SVector<f64, N>) -> SVector<f64, N> {
    SVector::zeros()
}

#[test]
fn rk4_is_fourth_order_and_dopri_meets_its_tolerance() {
    let model = double_pendulum();
    // A regular swing about the hanging position (q = π is down in the angles of the n-link
    // pendulum notes).
    let q0 = Vector2::new(std::f64::consts::PI - 0.6, std::f64::consts::PI + 0.3);
    let qd0 = Vector2::new(0.0, 1.0);
    let t = 1.0;
    let reference = simulate(&model, &q0, &qd0, &dopri(1e-12, t), no_control).unwrap();
    let r = reference.last();
    let err = |dt: f64| {
        let tr = simulate(&model, &q0, &qd0, &rk4(dt, t), no_control).unwrap();
        let s = tr.last();
        assert_eq!(s.t, t);
        ((s.q - r.q).norm_squared() + (s.qd - r.qd).norm_squared()).sqrt()
    };
    let (e1, e2) = (err(0.01), err(0.005));
    let ratio = e1 / e2;
    assert!(
        (12.0..20.0).contains(&ratio),
        "RK4 error ratio {ratio} ({e1:e}, {e2:e})"
    );
    // Dormand–Prince: the global error follows the tolerance.
    let mut last_steps = 0;
    for rtol in [1e-5, 1e-7, 1e-9] {
        let tr = simulate(&model, &q0, &qd0, &dopri(rtol, t), no_control).unwrap();
        let s = tr.last();
        let e = ((s.q - r.q).norm_squared() + (s.qd - r.qd).norm_squared()).sqrt();
        assert!(e < 100.0 * rtol, "rtol {rtol}: error {e:e}");
        assert!(tr.stats.steps > last_steps);
        last_steps = tr.stats.steps;
        assert_eq!(s.t, t);
    }
}

#[test]
fn energy_drift_measures_integration_error_under_control() {
    let model = double_pendulum();
    let q0 = Vector2::new(2.5, -1.0);
    let qd0 = Vector2::new(0.0, 0.0);
    // A PD law that removes energy (so E changes by the work, and the drift is the error).
    let pd = |_: f64, q: &Vector2<f64>, qd: &Vector2<f64>| -(q * 3.0) - qd * 1.5;
    let coarse = simulate(&model, &q0, &qd0, &rk4(0.02, 3.0), pd).unwrap();
    let fine = simulate(&model, &q0, &qd0, &rk4(0.01, 3.0), pd).unwrap();
    let e0 = coarse.samples[0].energy;
    let de = coarse.last().energy - e0;
    assert!(de.abs() > 1.0, "not vacuous: ΔE = {de}");
    assert!((coarse.last().work - de).abs() < 1e-3 * de.abs());
    let ratio = coarse.energy_drift() / fine.energy_drift();
    assert!((10.0..22.0).contains(&ratio), "drift ratio {ratio}");
    let tight = simulate(&model, &q0, &qd0, &dopri(1e-11, 3.0), pd).unwrap();
    assert!(
        tight.relative_energy_drift() < 1e-9,
        "{}",
        tight.relative_energy_drift()
    );
    assert!(tight.peak_torque() > 7.4 && tight.peak_torque() < 7.6);
}

#[test]
fn sampling_and_observer() {
    let model = double_pendulum();
    let mut seen = 0;
    let opts = SimOptions {
        duration: 1.0,
        integrator: Integrator::Rk4 { dt: 0.001 },
        sample_interval: 0.1,
    };
    let tr = simulate_observed(
        &model,
        &Vector2::new(0.1, 0.0),
        &Vector2::zeros(),
        &opts,
        no_control,
        |_| seen += 1,
    )
    .unwrap();
    assert_eq!(tr.samples.len(), 11);
    assert_eq!(seen, 11);
    assert_eq!(tr.samples[0].t, 0.0);
    assert_eq!(tr.last().t, 1.0);
    for w in tr.samples.windows(2) {
        assert!((w[1].t - w[0].t - 0.1).abs() < 1e-9);
    }
    assert_eq!(tr.stats.steps, 1000);
    assert_eq!(tr.stats.evaluations, 4000);
    // A duration that is not a multiple of dt ends exactly.
    let tr = simulate(
        &model,
        &Vector2::new(0.1, 0.0),
        &Vector2::zeros(),
        &rk4(0.3, 1.0),
        no_control,
    )
    .unwrap();
    assert_eq!(tr.last().t, 1.0);
    assert_eq!(tr.stats.steps, 4);
}

#[test]
fn settling_time_is_the_last_entry_into_the_band() {
    let model = double_pendulum();
    // Hanging, damped: q = π is the stable equilibrium of the upright-referenced pendulum.
    let pd = |_: f64, _: &Vector2<f64>, qd: &Vector2<f64>| -qd * 2.0;
    let q_hang = Vector2::new(std::f64::consts::PI, std::f64::consts::PI);
    let tr = simulate(
        &model,
        &(q_hang + Vector2::new(0.3, -0.2)),
        &Vector2::zeros(),
        &rk4(0.005, 15.0),
        pd,
    )
    .unwrap();
    let err = |s: &chaindyn::simulate::Sample<2>| (s.q - q_hang).amax();
    let ts = tr.settling_time(0.01, err).expect("settles");
    assert!(ts > 0.5 && ts < 15.0);
    assert!(tr
        .samples
        .iter()
        .filter(|s| s.t >= ts)
        .all(|s| err(s) <= 0.01));
    let before: Vec<_> = tr.samples.iter().filter(|s| s.t < ts).collect();
    assert!(err(before.last().unwrap()) > 0.01);
    assert_eq!(tr.settling_time(1e-12, err), None);
}

#[test]
fn typed_errors() {
    let model = double_pendulum();
    let z = Vector2::zeros();
    // A fixed step so short that the steps could not be counted (or stored) is refused before
    // the first, not run until memory runs out.
    assert!(matches!(
        simulate(&model, &z, &z, &rk4(1e-300, 1.0), no_control),
        Err(SimError::InvalidOption { name: "dt", .. })
    ));
    assert!(matches!(
        simulate(&model, &z, &z, &rk4(1e-7, 1.01), no_control),
        Err(SimError::InvalidOption { name: "dt", .. })
    ));
    assert!(matches!(
        simulate(&model, &z, &z, &rk4(0.0, 1.0), no_control),
        Err(SimError::InvalidOption { name: "dt", .. })
    ));
    assert!(matches!(
        simulate(
            &model,
            &Vector2::new(f64::NAN, 0.0),
            &z,
            &rk4(0.01, 1.0),
            no_control
        ),
        Err(SimError::NonFiniteInitialState)
    ));
    let nan = |t: f64, _: &Vector2<f64>, _: &Vector2<f64>| {
        if t > 0.5 {
            Vector2::repeat(f64::NAN)
        } else {
            Vector2::zeros()
        }
    };
    match simulate(&model, &z, &z, &rk4(0.01, 1.0), nan) {
        Err(SimError::NonFiniteState { t }) => assert!((0.49..=0.5).contains(&t)),
        other => panic!("{other:?}"),
    }
    assert!(matches!(
        simulate(&model, &z, &z, &dopri(1e-8, 1.0), nan),
        Err(SimError::NonFiniteState { .. })
    ));
    let mut bad = dopri(1e-8, 1.0);
    if let Integrator::DormandPrince(dp) = &mut bad.integrator {
        dp.h_min = 1.0;
    }
    assert!(matches!(
        simulate(&model, &z, &z, &bad, no_control),
        Err(SimError::InvalidOption { name: "h_min", .. })
    ));
}

#[test]
fn simulator_equation_steps_the_seed_linear_model() {
    // The pendulum of the n-link pendulum notes, 3 links, at the balance point, under a
    // stabilizing state feedback.
    let p = Pendulum::new(&[1.0, 0.8, 0.5], &[0.5, 0.4, 0.3], 9.81).unwrap();
    let lm = p.balance_point().unwrap();
    let gain = |q: &DVector<f64>, v: &DVector<f64>| -(q * 40.0) - v * 8.0;
    let q0 = DVector::from_row_slice(&[0.02, -0.01, 0.03]);
    let p0 = DVector::zeros(3);
    let dt = 1e-3;
    let traj = simulate_linear_model(&lm, &q0, &p0, dt, 200, |_, q, v| gain(q, v)).unwrap();
    assert_eq!(traj.len(), 201);
    // Identical to stepping `simulator_step` by hand.
    let (mut q, mut v) = (q0.clone(), p0.clone());
    for s in &traj[..200] {
        assert_eq!(s.q, q);
        let u = gain(&q, &v);
        let (qn, vn) = lm.simulator_step(&q, &v, &u, dt).unwrap();
        q = qn;
        v = vn;
    }
    assert_eq!(traj[200].q, q);
    // Explicit Euler: the energy drift is first order in dt.
    let drift = |dt: f64| {
        let n = (0.2 / dt).round() as usize;
        let tr = simulate_linear_model(&lm, &q0, &p0, dt, n, |_, q, v| gain(q, v)).unwrap();
        tr.iter()
            .map(|s| (s.energy - tr[0].energy - s.work).abs())
            .fold(0.0, f64::max)
    };
    let ratio = drift(5e-4) / drift(2.5e-4);
    assert!((1.7..2.3).contains(&ratio), "drift ratio {ratio}");
    // Close to the nonlinear model for a small deviation (same feedback on u = generalized
    // force conjugate to the absolute angles).
    let model: Reference<3> = reference_model::reference(p.chain().clone());
    let tr = simulate(
        &model,
        &Vector3::from_column_slice(q0.as_slice()),
        &Vector3::zeros(),
        &rk4(1e-3, 0.2),
        |_, q, qd| -(q * 40.0) - qd * 8.0,
    )
    .unwrap();
    let qn = tr.last().q;
    let ql = &traj[200].q;
    let diff = (0..3).map(|i| (qn[i] - ql[i]).abs()).fold(0.0, f64::max);
    assert!(diff < 2e-3, "linear vs nonlinear after 0.2 s: {diff}");
    assert!(matches!(
        simulate_linear_model(&lm, &q0, &p0, -1.0, 3, |_, q, v| gain(q, v)),
        Err(SimError::InvalidOption { name: "dt", .. })
    ));
    // `usize::MAX` steps: refused up front (no capacity overflow, no unbounded run).
    assert!(matches!(
        simulate_linear_model(&lm, &q0, &p0, dt, usize::MAX, |_, q, v| gain(q, v)),
        Err(SimError::InvalidOption { name: "steps", .. })
    ));
    assert!(matches!(
        simulate_linear_model(&lm, &q0, &p0, dt, 3, |_, _, _| DVector::zeros(2)),
        Err(SimError::Dynamics(_))
    ));
    let _ = model.mass_matrix(&Vector3::zeros());
}

#[test]
fn discrete_lqr_on_the_simulator_equation_balances_the_linear_model() {
    // The Simulator Equation of the n-link pendulum notes is x⁺ = (I + Δt A) x + Δt B u: design a
    // discrete LQR on it (DARE) and run it with `simulate_linear_model`.
    use chaindyn::control::dlqr;
    use chaindyn::nalgebra::DMatrix;
    let p = Pendulum::new(&[1.2, 0.9, 0.8, 0.5], &[0.5, 0.45, 0.4, 0.35], 9.81).unwrap();
    let lm = p.balance_point().unwrap();
    let n = 4;
    let dt = 2e-3;
    let ad = DMatrix::identity(2 * n, 2 * n) + &lm.a * dt;
    let bd = &lm.b * dt;
    let design = dlqr(
        &ad,
        &bd,
        &(DMatrix::identity(2 * n, 2 * n) * dt),
        &(DMatrix::identity(n, n) * dt),
    )
    .unwrap();
    assert!(design.riccati.relative_residual < 1e-9);
    // The open-loop Simulator Equation is unstable (upright), the closed loop is not.
    let open = ad
        .complex_eigenvalues()
        .iter()
        .map(|l| l.norm())
        .fold(0.0, f64::max);
    assert!(open > 1.0);
    assert!(design
        .closed_loop_eigenvalues
        .iter()
        .all(|l| l.norm() < 1.0));
    let k = design.gain.clone();
    let q0 = DVector::from_element(n, 0.05);
    let traj = simulate_linear_model(&lm, &q0, &DVector::zeros(n), dt, 5000, |_, q, v| {
        let mut x = DVector::zeros(2 * n);
        x.rows_mut(0, n).copy_from(q);
        x.rows_mut(n, n).copy_from(v);
        -(&k * x)
    })
    .unwrap();
    let last = traj.last().unwrap();
    assert!(last.q.amax() < 1e-5, "final |q| = {:e}", last.q.amax());
    assert!((last.t - 10.0).abs() < 1e-9);
}
