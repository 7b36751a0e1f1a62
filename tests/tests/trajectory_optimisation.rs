//! iLQR (`chaindyn::control::Ilqr`) on generated dynamics: first-order optimality of an
//! unconstrained solution, input limits respected, and the Pendubot of Ordaz Oliver, Santos
//! Sánchez & López Morales, "On the sub-optimal feedback control law synthesis of underactuated
//! systems", IJICIC 5(9), 2009, swung up from hanging under an input limit.

use chaindyn::control::{Discretized, Ilqr, IlqrOptions, IlqrStop, QuadraticCost, Scheme};
use chaindyn::nalgebra::{Matrix2x1, SMatrix, SVector, Vector1, Vector4};
use chaindyn::Dynamics;
use chaindyn_tests::*;
use std::f64::consts::FRAC_PI_2;

fn pendubot_cost(q_final: f64) -> QuadraticCost<4, 1> {
    QuadraticCost {
        q: SMatrix::<f64, 4, 4>::from_diagonal(&Vector4::new(0.1, 0.1, 0.001, 0.001)),
        r: SMatrix::<f64, 1, 1>::new(0.01),
        q_final: SMatrix::<f64, 4, 4>::from_diagonal(&Vector4::new(1.0, 1.0, 1.0, 1.0)) * q_final,
        x_ref: Vector4::new(FRAC_PI_2, 0.0, 0.0, 0.0),
        u_ref: Vector1::zeros(),
    }
}

/// Without limits, a converged solution is a local minimum of the total cost over the inputs:
/// along every tested input, the Newton decrement `g² / 2H` of central differences (first and
/// second, steps 1e-6 and 1e-4) is below 1e-9 of the cost, and steps of ±1e-3 raise the cost.
/// (The raw gradient is not small at the first nodes: the upright Pendubot is unstable, so an early
/// input's curvature `H` is large and a non-zero `g` there buys almost nothing.)
#[test]
fn unconstrained_solution_is_stationary() {
    let system = Discretized::new(&Pendubot, Matrix2x1::new(1.0, 0.0), Scheme::Rk4, 0.02).unwrap();
    let cost = pendubot_cost(100.0);
    let options = IlqrOptions {
        relative_tolerance: 1e-10,
        ..Default::default()
    };
    let unbounded = SVector::<f64, 1>::repeat(f64::INFINITY);
    let solver = Ilqr::new(system, cost.clone(), -unbounded, unbounded, options).unwrap();
    let x0 = Vector4::new(FRAC_PI_2 - 0.3, 0.2, 0.0, 0.0);
    let sol = solver.solve(&x0, &vec![Vector1::zeros(); 50]).unwrap();
    assert_eq!(sol.stop, IlqrStop::Converged, "{:?}", sol.iterations.last());
    assert!(sol.cost < sol.initial_cost);
    let total = |us: &[SVector<f64, 1>]| {
        let mut xs = vec![x0];
        for u in us {
            let x = system.step(xs.last().unwrap(), u);
            xs.push(x);
        }
        cost.total(&xs, us)
    };
    assert!((total(&sol.inputs) - sol.cost).abs() <= 1e-12 * sol.cost);
    let base = total(&sol.inputs);
    for k in [0, 10, 25, 40, 49] {
        let at = |d: f64| {
            let mut p = sol.inputs.clone();
            p[k][0] += d;
            total(&p)
        };
        let g = (at(1e-6) - at(-1e-6)) / 2e-6;
        let h = (at(1e-4) - 2.0 * base + at(-1e-4)) / 1e-8;
        assert!(h > 0.0, "curvature at u_{k}: {h}");
        let decrement = g * g / (2.0 * h);
        assert!(
            decrement < 1e-9 * base,
            "Newton decrement at u_{k}: {decrement:e} (g = {g:e}, H = {h:e})"
        );
        assert!(
            at(1e-3) > base && at(-1e-3) > base,
            "u_{k} is not a local minimum"
        );
    }
    // Costs decrease monotonically over accepted iterations.
    let accepted: Vec<f64> = sol
        .iterations
        .iter()
        .filter(|i| i.alpha > 0.0)
        .map(|i| i.cost)
        .collect();
    assert!(accepted.windows(2).all(|w| w[1] <= w[0]));
}

/// The Pendubot of Ordaz Oliver et al. 2009 from hanging (`q = (−π/2, 0)`, at rest) to the top
/// with `|u| ≤ 4 N m` (half the energy-based demo's limit), 3 s at 10 ms RK4 steps, from zero
/// inputs. The final state is within 0.01 rad and 0.05 rad/s of the top (the terminal weight's
/// optimum, not exact), and no input exceeds the limit.
#[test]
fn pendubot_swings_up_from_hanging_within_the_input_limit() {
    let system = Discretized::new(&Pendubot, Matrix2x1::new(1.0, 0.0), Scheme::Rk4, 0.01).unwrap();
    let limit = SVector::<f64, 1>::new(4.0);
    let solver = Ilqr::new(
        system,
        pendubot_cost(1e4),
        -limit,
        limit,
        IlqrOptions {
            max_iterations: 400,
            ..Default::default()
        },
    )
    .unwrap();
    let x0 = Vector4::new(-FRAC_PI_2, 0.0, 0.0, 0.0);
    let sol = solver.solve(&x0, &vec![Vector1::zeros(); 300]).unwrap();
    let last = sol.states.last().unwrap();
    let top = Vector4::new(FRAC_PI_2, 0.0, 0.0, 0.0);
    let err = last - top;
    assert!(
        err[0].abs() < 0.01 && err[1].abs() < 0.01 && err[2].abs() < 0.05 && err[3].abs() < 0.05,
        "final state {last} after {} iterations ({:?}, cost {} from {}): {:?}",
        sol.iterations.len(),
        sol.stop,
        sol.cost,
        sol.initial_cost,
        &sol.iterations[sol.iterations.len().saturating_sub(3)..]
    );
    assert!(sol.inputs.iter().all(|u| u[0].abs() <= 4.0));
    assert!(
        sol.inputs.iter().any(|u| u[0].abs() == 4.0),
        "the limit is active"
    );
}

/// The Acrobot of Ordaz Oliver et al. 2009 (only joint 2 driven; the paper's parameters, with
/// which the paper's energy-based law does not swing it up) from hanging to the top with
/// `|u| ≤ 4 N m`: iLQR plans 4 s at 10 ms RK4 steps on the nominal model; the plan is then tracked
/// in closed loop with the iLQR feedback gains (time-varying LQR) on a plant whose link 2 is 10 %
/// heavier (runtime parameters of `PayloadPendubot`, the same mechanism), and balanced by LQR at
/// the top from the end of the plan. After 3 more seconds the state is within 1e-3 rad and
/// 1e-2 rad/s of the top, and the input never exceeded its limit.
#[test]
fn acrobot_swings_up_from_hanging_and_balances_under_a_mass_error() {
    use chaindyn::control::StateFeedback;
    use chaindyn::simulate::{simulate, DormandPrince, Integrator, SimOptions};
    use chaindyn::Dynamics;
    let (h, steps, limit) = (0.01, 400, 4.0);
    let actuation = Matrix2x1::new(0.0, 1.0);
    let system = Discretized::new(&Acrobot, actuation, Scheme::Rk4, h).unwrap();
    let bound = SVector::<f64, 1>::new(limit);
    let solver = Ilqr::new(
        system,
        pendubot_cost(1e4),
        -bound,
        bound,
        IlqrOptions {
            max_iterations: 500,
            ..Default::default()
        },
    )
    .unwrap();
    let x0 = Vector4::new(-FRAC_PI_2, 0.0, 0.0, 0.0);
    let plan = solver.solve(&x0, &vec![Vector1::zeros(); steps]).unwrap();
    let top = Vector4::new(FRAC_PI_2, 0.0, 0.0, 0.0);
    assert!(
        (plan.states[steps] - top).amax() < 1e-2,
        "plan ends at {}",
        plan.states[steps]
    );
    let p = chaindyn::PendubotParameters::PAPER;
    let plant = PayloadPendubot {
        m2: 1.1 * p.m2,
        lc2: p.lc2,
        i2: p.i2,
        l1: p.l1,
        g: p.g,
    };
    let q_w = chaindyn::nalgebra::DMatrix::from_diagonal(
        &chaindyn::nalgebra::DVector::from_row_slice(&[100.0, 100.0, 0.1, 0.1]),
    );
    let balance = StateFeedback::lqr(
        &Acrobot,
        &top.fixed_rows::<2>(0).into_owned(),
        &actuation,
        &q_w,
        &SMatrix::<f64, 1, 1>::new(1.0),
    )
    .unwrap();
    let control = |t: f64, q: &SVector<f64, 2>, qd: &SVector<f64, 2>| {
        let k = (t / h).floor() as usize;
        let u = if k < steps {
            let mut x = Vector4::zeros();
            x.fixed_rows_mut::<2>(0).copy_from(q);
            x.fixed_rows_mut::<2>(2).copy_from(qd);
            plan.inputs[k][0] + (plan.gains[k] * (x - plan.states[k]))[0]
        } else {
            balance.input(q, qd)[0]
        };
        actuation * Vector1::new(u.clamp(-limit, limit))
    };
    let options = SimOptions {
        duration: steps as f64 * h + 3.0,
        integrator: Integrator::DormandPrince(DormandPrince {
            rtol: 1e-9,
            atol: 1e-11,
            h_max: 0.005,
            ..Default::default()
        }),
        sample_interval: 0.01,
    };
    let q0 = x0.fixed_rows::<2>(0).into_owned();
    let run = simulate(&plant, &q0, &SVector::zeros(), &options, control).unwrap();
    let last = run.last();
    let err_q = (last.q - top.fixed_rows::<2>(0)).amax();
    assert!(
        err_q < 1e-3 && last.qd.amax() < 1e-2,
        "final q {} q̇ {}",
        last.q,
        last.qd
    );
    assert!(run.peak_torque() <= limit + 1e-12);
    // The plant is not the model: the mismatch is real.
    assert!((plant.mass_matrix(&q0) - Acrobot.mass_matrix(&q0)).amax() > 1e-3);
}

/// Every bad argument of the step and of the solver is a typed error, not a panic.
#[test]
fn bad_arguments_are_typed_errors() {
    use chaindyn::control::ControlError as E;
    let s = Matrix2x1::new(1.0, 0.0);
    for h in [0.0, -0.01, f64::NAN, f64::INFINITY] {
        assert!(matches!(
            Discretized::new(&Pendubot, s, Scheme::Rk4, h),
            Err(E::InvalidParameter { name: "h", .. })
        ));
    }
    assert!(matches!(
        Discretized::new(&Pendubot, Matrix2x1::new(f64::NAN, 0.0), Scheme::Rk4, 0.01),
        Err(E::NonFinite { .. })
    ));
    let system = Discretized::new(&Pendubot, s, Scheme::SemiImplicitEuler, 0.01).unwrap();
    let one = SVector::<f64, 1>::new(1.0);
    let new = |cost: QuadraticCost<4, 1>, lower: f64, upper: f64, options: IlqrOptions| {
        Ilqr::new(system, cost, one * lower, one * upper, options).err()
    };
    let good = pendubot_cost(1.0);
    let defaults = IlqrOptions::default();
    assert!(new(good.clone(), -1.0, 1.0, defaults).is_none());
    assert!(matches!(
        new(good.clone(), 1.0, -1.0, defaults),
        Some(E::InvalidParameter { .. })
    ));
    assert!(matches!(
        new(good.clone(), f64::NAN, 1.0, defaults),
        Some(E::InvalidParameter { .. })
    ));
    let mut nan = good.clone();
    nan.x_ref[2] = f64::NAN;
    assert!(matches!(
        new(nan, -1.0, 1.0, defaults),
        Some(E::NonFinite { .. })
    ));
    let mut indefinite = good.clone();
    indefinite.q[(0, 0)] = -1.0;
    assert!(matches!(
        new(indefinite, -1.0, 1.0, defaults),
        Some(E::NotPositiveSemidefinite { argument: "Q", .. })
    ));
    let mut asymmetric = good.clone();
    asymmetric.q_final[(0, 1)] = 1.0;
    assert!(matches!(
        new(asymmetric, -1.0, 1.0, defaults),
        Some(E::NotSymmetric {
            argument: "Q_f",
            ..
        })
    ));
    let mut singular = good.clone();
    singular.r[(0, 0)] = 0.0;
    assert!(matches!(
        new(singular, -1.0, 1.0, defaults),
        Some(E::NotPositiveDefinite { argument: "R" })
    ));
    let bad_options = IlqrOptions {
        armijo: 2.0,
        ..defaults
    };
    assert!(matches!(
        new(good.clone(), -1.0, 1.0, bad_options),
        Some(E::InvalidParameter { .. })
    ));
    // An infinite regularisation would turn the gains into NaN: refused.
    for bad_options in [
        IlqrOptions {
            mu_initial: f64::INFINITY,
            ..defaults
        },
        IlqrOptions {
            mu_max: f64::INFINITY,
            ..defaults
        },
    ] {
        assert!(matches!(
            new(good.clone(), -1.0, 1.0, bad_options),
            Some(E::InvalidParameter { .. })
        ));
    }
    // Sizes beyond the documented limits are refused before any work or allocation.
    let endless = IlqrOptions {
        max_iterations: usize::MAX,
        ..defaults
    };
    assert!(matches!(
        new(good.clone(), -1.0, 1.0, endless),
        Some(E::InvalidParameter {
            name: "max_iterations",
            ..
        })
    ));
    let solver = Ilqr::new(system, good.clone(), -one, one, defaults).unwrap();
    let too_long = vec![Vector1::zeros(); chaindyn::limits::MAX_ILQR_HORIZON + 1];
    assert!(matches!(
        solver.solve(&Vector4::zeros(), &too_long),
        Err(E::InvalidParameter {
            name: "horizon",
            ..
        })
    ));
    let solver = Ilqr::new(system, good, -one, one, defaults).unwrap();
    let x0 = Vector4::new(-FRAC_PI_2, 0.0, 0.0, 0.0);
    assert!(matches!(
        solver.solve(&x0, &[]),
        Err(E::InvalidParameter {
            name: "horizon",
            ..
        })
    ));
    assert!(matches!(
        solver.solve(&Vector4::new(f64::NAN, 0.0, 0.0, 0.0), &[Vector1::zeros()]),
        Err(E::NonFinite { .. })
    ));
}

/// The iteration limit is a bound, not a size: the largest limit allowed
/// (`MAX_ILQR_ITERATIONS`) allocates nothing up front (the report grows with the iterations that
/// run) and the solver stops when it converges.
#[test]
fn the_largest_iteration_limit_allocates_nothing_up_front() {
    let system = Discretized::new(&Pendubot, Matrix2x1::new(1.0, 0.0), Scheme::Rk4, 0.02).unwrap();
    let unbounded = SVector::<f64, 1>::repeat(f64::INFINITY);
    let options = IlqrOptions {
        max_iterations: chaindyn::limits::MAX_ILQR_ITERATIONS,
        ..Default::default()
    };
    let solver = Ilqr::new(system, pendubot_cost(100.0), -unbounded, unbounded, options).unwrap();
    let x0 = Vector4::new(FRAC_PI_2 - 0.1, 0.0, 0.0, 0.0);
    let sol = solver.solve(&x0, &[Vector1::zeros(); 10]).unwrap();
    assert_eq!(sol.stop, IlqrStop::Converged);
    assert!(sol.iterations.len() < 1000);
}

/// A tree: the torso (waist, a two-link arm, a slide and a head on the waist; real joints on the
/// arm) from a bent posture, its head tilted by 0.4 rad, to upright at rest (`q = 0`, unstable:
/// the head's centre of mass is above its joint), every joint driven within `|u| ≤ 30` (N m, N for
/// the slide), 1 s at 20 ms RK4 steps, from the inputs that hold the start. The final state is
/// within 0.02 of the target in every coordinate and rate (the terminal weight's optimum), the
/// cost fell, and no input exceeds the limit.
#[test]
fn torso_tree_reaches_an_upright_posture() {
    let system =
        Discretized::new(&Torso, SMatrix::<f64, 5, 5>::identity(), Scheme::Rk4, 0.02).unwrap();
    let limit = SVector::<f64, 5>::repeat(30.0);
    let cost = QuadraticCost {
        q: SMatrix::<f64, 10, 10>::identity() * 0.1,
        r: SMatrix::<f64, 5, 5>::identity() * 1e-3,
        q_final: SMatrix::<f64, 10, 10>::identity() * 1e3,
        x_ref: SVector::zeros(),
        u_ref: SVector::zeros(),
    };
    let solver = Ilqr::new(system, cost, -limit, limit, IlqrOptions::default()).unwrap();
    let q0 = SVector::<f64, 5>::from_column_slice(&[0.3, -0.5, 0.6, 0.05, 0.4]);
    let x0 = SVector::<f64, 10>::from_fn(|i, _| if i < 5 { q0[i] } else { 0.0 });
    let hold = Torso.gravity(&q0);
    let sol = solver.solve(&x0, &vec![hold; 50]).unwrap();
    let last = sol.states.last().unwrap();
    assert!(
        last.amax() < 0.02,
        "final state {last} after {} iterations ({:?}, cost {} from {})",
        sol.iterations.len(),
        sol.stop,
        sol.cost,
        sol.initial_cost
    );
    assert!(sol.cost < sol.initial_cost);
    assert!(sol.inputs.iter().all(|u| u.amax() <= 30.0));
}
