//! Trajectory optimisation runs: iLQR swing-ups from hanging planned on the nominal model, tracked
//! in closed loop with the iLQR feedback gains on a plant with a heavier link 2 and balanced by
//! LQR at the top; and the time per iLQR iteration with generated, recursive and
//! finite-difference derivatives.

use crate::models::{Acrobot, Arm7, HeavierLink2, Pendubot};
use crate::output::{plot_costs, report, DemoError, Progress, Run};
use crate::scenarios::Context;
use chaindyn::control::{
    Discretized, Ilqr, IlqrOptions, IlqrSolution, QuadraticCost, Scheme, StateFeedback,
};
use chaindyn::nalgebra::{
    DMatrix, DVector, Matrix2x1, SMatrix, SVector, Vector1, Vector2, Vector4,
};
use chaindyn::simulate::{simulate_observed, DormandPrince, Integrator, SimOptions};
use chaindyn::{Dynamics, Linearized, Multibody};
use std::f64::consts::FRAC_PI_2;

/// Which two-link robot is swung up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Robot {
    /// Joint 1 driven.
    Pendubot,
    /// Joint 2 driven.
    Acrobot,
}

/// The swing-up problem: RK4 at 10 ms over `steps` steps, from hanging to the top.
const H: f64 = 0.01;

/// The share of the input limit the plan may use; the rest is the tracking feedback's.
const PLAN_SHARE: f64 = 0.9;

fn swing_up_cost() -> QuadraticCost<4, 1> {
    QuadraticCost {
        q: SMatrix::<f64, 4, 4>::from_diagonal(&Vector4::new(0.1, 0.1, 0.001, 0.001)),
        r: SMatrix::<f64, 1, 1>::new(0.01),
        q_final: SMatrix::<f64, 4, 4>::identity() * 1e4,
        x_ref: Vector4::new(FRAC_PI_2, 0.0, 0.0, 0.0),
        u_ref: Vector1::zeros(),
    }
}

/// `acrobot-swingup` / `pendubot-swingup`: plan, track on a plant with link 2 heavier by
/// `mass_error` (a fraction), balance.
pub fn swing_up(
    ctx: &Context,
    robot: Robot,
    limit: f64,
    horizon: f64,
    mass_error: f64,
) -> Result<(), DemoError> {
    if !(limit.is_finite() && limit > 0.0 && horizon.is_finite() && horizon >= 10.0 * H) {
        return Err(DemoError::Check(format!(
            "--limit {limit} must be > 0 and --horizon {horizon} at least {} s",
            10.0 * H
        )));
    }
    if !(mass_error.is_finite() && mass_error > -1.0) {
        return Err(DemoError::Check(format!(
            "--mass-error {mass_error} must be > -1 (a fraction of link 2's mass)"
        )));
    }
    let (name, actuation) = match robot {
        Robot::Pendubot => ("pendubot_swingup", Matrix2x1::new(1.0, 0.0)),
        Robot::Acrobot => ("acrobot_swingup", Matrix2x1::new(0.0, 1.0)),
    };
    let steps = (horizon / H).round() as usize;
    // The plan keeps 10 % of the input range for the feedback that tracks it on the real plant.
    let bound = SVector::<f64, 1>::new(PLAN_SHARE * limit);
    let options = IlqrOptions {
        max_iterations: 500,
        ..Default::default()
    };
    let x0 = Vector4::new(-FRAC_PI_2, 0.0, 0.0, 0.0);
    let zeros = vec![Vector1::zeros(); steps];
    let started = std::time::Instant::now();
    let plan = match robot {
        Robot::Pendubot => {
            let system = Discretized::new(&Pendubot, actuation, Scheme::Rk4, H)?;
            Ilqr::new(system, swing_up_cost(), -bound, bound, options)?.solve(&x0, &zeros)?
        }
        Robot::Acrobot => {
            let system = Discretized::new(&Acrobot, actuation, Scheme::Rk4, H)?;
            Ilqr::new(system, swing_up_cost(), -bound, bound, options)?.solve(&x0, &zeros)?
        }
    };
    let solve_time = started.elapsed().as_secs_f64();
    let top = Vector2::new(FRAC_PI_2, 0.0);
    let q_w = DMatrix::from_diagonal(&DVector::from_row_slice(&[100.0, 100.0, 0.1, 0.1]));
    let r = SMatrix::<f64, 1, 1>::new(1.0);
    let balance = match robot {
        Robot::Pendubot => StateFeedback::lqr(&Pendubot, &top, &actuation, &q_w, &r)?,
        Robot::Acrobot => StateFeedback::lqr(&Acrobot, &top, &actuation, &q_w, &r)?,
    };
    let plant = HeavierLink2 {
        m2: chaindyn::PendubotParameters::PAPER.m2 * (1.0 + mass_error),
    };
    let control = |t: f64, q: &Vector2<f64>, qd: &Vector2<f64>| {
        let k = (t / H).floor() as usize;
        let u = if k < steps {
            let x = Vector4::new(q[0], q[1], qd[0], qd[1]);
            plan.inputs[k][0] + (plan.gains[k] * (x - plan.states[k]))[0]
        } else {
            balance.input(q, qd)[0]
        };
        actuation * u.clamp(-limit, limit)
    };
    let duration = ctx.duration(horizon + 3.0);
    let mut progress = Progress::new(name, duration, ctx.quiet);
    let trajectory = simulate_observed(
        &plant,
        &Vector2::new(-FRAC_PI_2, 0.0),
        &Vector2::zeros(),
        &SimOptions {
            duration,
            integrator: Integrator::DormandPrince(DormandPrince {
                rtol: 1e-9,
                atol: 1e-11,
                h_max: 0.005,
                ..Default::default()
            }),
            sample_interval: 0.005,
        },
        control,
        |s| progress.update(s.t),
    )?;
    let effort: f64 = plan.inputs.iter().map(|u| u[0] * u[0] * H).sum();
    let per_iteration = solve_time / plan.iterations.len().max(1) as f64;
    let driven = if robot == Robot::Pendubot { 1 } else { 2 };
    let run = Run {
        name: name.to_string(),
        title: format!(
            "{name}: iLQR plan ({horizon} s, |u| <= {:.2} N m, joint {driven} driven) tracked (|u| <= {limit} N m) on a link 2 {:+.0}% heavier, then LQR",
            PLAN_SHARE * limit,
            100.0 * mass_error
        ),
        trajectory,
        target: top,
        band: 0.01,
        notes: iteration_notes(&plan, solve_time, per_iteration, effort),
    };
    report(&run, &ctx.out)?;
    let costs: Vec<f64> = std::iter::once(plan.initial_cost)
        .chain(plan.iterations.iter().map(|i| i.cost))
        .collect();
    let png = plot_costs(
        &format!("{name}_cost"),
        &format!("{name}: iLQR cost per iteration (iteration 0: zero inputs)"),
        &costs,
        &ctx.out,
    )?;
    println!("  cost per iteration: {}", png.display());
    Ok(())
}

fn iteration_notes(
    plan: &IlqrSolution<4, 1>,
    solve_time: f64,
    per_iteration: f64,
    effort: f64,
) -> Vec<String> {
    let costs: Vec<String> = plan
        .iterations
        .iter()
        .filter(|i| i.alpha > 0.0)
        .enumerate()
        .filter(|(k, _)| k.is_power_of_two())
        .map(|(k, i)| format!("{k}: {:.4e}", i.cost))
        .collect();
    vec![
        format!(
            "iLQR: {} iterations ({:?}), {:.1} ms in all, {:.3} ms per iteration; cost {:.4e} -> {:.4e}",
            plan.iterations.len(),
            plan.stop,
            1e3 * solve_time,
            1e3 * per_iteration,
            plan.initial_cost,
            plan.cost
        ),
        format!("cost after accepted iteration k: {}", costs.join(", ")),
        format!(
            "plan: effort integral of u^2 dt = {effort:.3} N^2 m^2 s, end state {:.2e} from the top",
            (plan.states[plan.states.len() - 1] - Vector4::new(FRAC_PI_2, 0.0, 0.0, 0.0)).amax()
        ),
    ]
}

/// A chain whose `forward_dynamics` and `linearize_blocks` are the runtime's recursive
/// algorithms (or central finite differences of its forward dynamics): the other methods are the
/// generated model's (iLQR does not call them). For timing iLQR with each kind of derivative.
struct Reference<'a, D> {
    generated: &'a D,
    mb: Multibody,
    finite_differences: bool,
}

impl<D: Dynamics<N>, const N: usize> Dynamics<N> for Reference<'_, D> {
    fn mass_matrix(&self, q: &SVector<f64, N>) -> SMatrix<f64, N, N> {
        self.generated.mass_matrix(q)
    }
    fn coriolis_matrix(&self, q: &SVector<f64, N>, qd: &SVector<f64, N>) -> SMatrix<f64, N, N> {
        self.generated.coriolis_matrix(q, qd)
    }
    fn coriolis_times_qd(&self, q: &SVector<f64, N>, qd: &SVector<f64, N>) -> SVector<f64, N> {
        self.generated.coriolis_times_qd(q, qd)
    }
    fn gravity(&self, q: &SVector<f64, N>) -> SVector<f64, N> {
        self.generated.gravity(q)
    }
    fn inverse_dynamics(
        &self,
        q: &SVector<f64, N>,
        qd: &SVector<f64, N>,
        qdd: &SVector<f64, N>,
    ) -> SVector<f64, N> {
        self.generated.inverse_dynamics(q, qd, qdd)
    }
    fn forward_dynamics(
        &self,
        q: &SVector<f64, N>,
        qd: &SVector<f64, N>,
        tau: &SVector<f64, N>,
    ) -> SVector<f64, N> {
        let [q, qd, tau] = [q, qd, tau].map(|v| DVector::from_column_slice(v.as_slice()));
        match chaindyn::forward_dynamics(&self.mb, &q, &qd, &tau) {
            Ok(qdd) => SVector::from_column_slice(qdd.as_slice()),
            Err(_) => SVector::repeat(f64::NAN),
        }
    }
    fn kinetic_energy(&self, q: &SVector<f64, N>, qd: &SVector<f64, N>) -> f64 {
        self.generated.kinetic_energy(q, qd)
    }
    fn potential_energy(&self, q: &SVector<f64, N>) -> f64 {
        self.generated.potential_energy(q)
    }
    fn mass_matrix_jacobian(&self, q: &SVector<f64, N>) -> [SMatrix<f64, N, N>; N] {
        self.generated.mass_matrix_jacobian(q)
    }
    fn coriolis_jacobians(
        &self,
        q: &SVector<f64, N>,
        qd: &SVector<f64, N>,
    ) -> (SMatrix<f64, N, N>, SMatrix<f64, N, N>) {
        self.generated.coriolis_jacobians(q, qd)
    }
    fn gravity_jacobian(&self, q: &SVector<f64, N>) -> SMatrix<f64, N, N> {
        self.generated.gravity_jacobian(q)
    }
    fn linearize_blocks(
        &self,
        q: &SVector<f64, N>,
        qd: &SVector<f64, N>,
        u: &SVector<f64, N>,
    ) -> Linearized<N> {
        let [qv, qdv, uv] = [q, qd, u].map(|v| DVector::from_column_slice(v.as_slice()));
        let ss = if self.finite_differences {
            chaindyn::finite_diff::state_space(&self.mb, &qv, &qdv, &uv)
        } else {
            chaindyn::state_space(&self.mb, &qv, &qdv, &uv)
        };
        match ss {
            Ok(ss) => Linearized {
                dqdd_dq: SMatrix::from_fn(|i, j| ss.a[(N + i, j)]),
                dqdd_dqd: SMatrix::from_fn(|i, j| ss.a[(N + i, N + j)]),
                minv: SMatrix::from_fn(|i, j| ss.b[(N + i, j)]),
                qdd: SVector::from_column_slice(ss.qdd.as_slice()),
            },
            Err(_) => Linearized {
                dqdd_dq: SMatrix::repeat(f64::NAN),
                dqdd_dqd: SMatrix::repeat(f64::NAN),
                minv: SMatrix::repeat(f64::NAN),
                qdd: SVector::repeat(f64::NAN),
            },
        }
    }
    fn linearize_equilibrium(&self, q: &SVector<f64, N>) -> Linearized<N> {
        self.generated.linearize_equilibrium(q)
    }
    fn chain(&self) -> chaindyn::Chain {
        self.mb.chain().clone()
    }
}

/// Median seconds per iteration of `iterations` iLQR iterations (no convergence test) of
/// `problem`, for the generated model and its two reference variants.
fn time_per_iteration<D: Dynamics<N>, const N: usize, const M: usize, const NX: usize>(
    generated: &D,
    actuation: SMatrix<f64, N, M>,
    cost: &QuadraticCost<NX, M>,
    x0: &SVector<f64, NX>,
    steps: usize,
    iterations: usize,
) -> Result<[f64; 3], DemoError> {
    let mb = Multibody::new(&generated.chain())?;
    let recursive = Reference {
        generated,
        mb: mb.clone(),
        finite_differences: false,
    };
    let fd = Reference {
        generated,
        mb,
        finite_differences: true,
    };
    let options = IlqrOptions {
        max_iterations: iterations,
        relative_tolerance: 0.0,
        ..Default::default()
    };
    let unbounded = SVector::<f64, M>::repeat(f64::INFINITY);
    let zeros = vec![SVector::<f64, M>::zeros(); steps];
    let median = |sol: IlqrSolution<NX, M>| {
        let mut t: Vec<f64> = sol.iterations.iter().map(|i| i.seconds).collect();
        t.sort_by(f64::total_cmp);
        t.get(t.len() / 2).copied().unwrap_or(f64::NAN)
    };
    let g = Ilqr::new(
        Discretized::new(generated, actuation, Scheme::Rk4, H)?,
        cost.clone(),
        -unbounded,
        unbounded,
        options,
    )?
    .solve(x0, &zeros)?;
    let r = Ilqr::new(
        Discretized::new(&recursive, actuation, Scheme::Rk4, H)?,
        cost.clone(),
        -unbounded,
        unbounded,
        options,
    )?
    .solve(x0, &zeros)?;
    let f = Ilqr::new(
        Discretized::new(&fd, actuation, Scheme::Rk4, H)?,
        cost.clone(),
        -unbounded,
        unbounded,
        options,
    )?
    .solve(x0, &zeros)?;
    Ok([median(g), median(r), median(f)])
}

/// `ilqr-timing`: seconds per iLQR iteration (RK4, 10 ms steps) with generated, recursive and
/// finite-difference derivatives, for the Pendubot (swing-up, 300 steps) and the 7-DOF arm
/// (a joint-space point-to-point move, 100 steps), in one run; `steps` sets both horizons.
pub fn timing(iterations: usize, steps: Option<usize>) -> Result<(), DemoError> {
    let (pendubot_steps, arm_steps) = (steps.unwrap_or(300), steps.unwrap_or(100));
    let pendubot = time_per_iteration(
        &Pendubot,
        Matrix2x1::new(1.0, 0.0),
        &swing_up_cost(),
        &Vector4::new(-FRAC_PI_2, 0.0, 0.0, 0.0),
        pendubot_steps,
        iterations,
    )?;
    let target = SVector::<f64, 14>::from_fn(|i, _| if i < 7 { 0.3 } else { 0.0 });
    let arm_cost = QuadraticCost {
        q: SMatrix::<f64, 14, 14>::identity() * 0.1,
        r: SMatrix::<f64, 7, 7>::identity() * 1e-4,
        q_final: SMatrix::<f64, 14, 14>::identity() * 1e3,
        x_ref: target,
        u_ref: Arm7.gravity(&target.fixed_rows::<7>(0).into_owned()),
    };
    let arm = time_per_iteration(
        &Arm7,
        SMatrix::<f64, 7, 7>::identity(),
        &arm_cost,
        &SVector::<f64, 14>::zeros(),
        arm_steps,
        iterations,
    )?;
    println!("seconds per iLQR iteration (median of {iterations}; RK4, 10 ms steps):");
    println!("| problem | generated | recursive | finite differences | recursive / generated | FD / generated |");
    println!("| --- | ---: | ---: | ---: | ---: | ---: |");
    for (name, t) in [
        (
            format!("Pendubot swing-up, {pendubot_steps} steps"),
            pendubot,
        ),
        (format!("7-DOF arm point-to-point, {arm_steps} steps"), arm),
    ] {
        println!(
            "| {name} | {:.3} ms | {:.3} ms | {:.3} ms | {:.1}x | {:.1}x |",
            1e3 * t[0],
            1e3 * t[1],
            1e3 * t[2],
            t[1] / t[0],
            t[2] / t[0]
        );
    }
    Ok(())
}

/// One MPC run on the 7-DOF arm: the closed-loop trajectory and the solve time of every control
/// step.
struct MpcRun {
    trajectory: chaindyn::simulate::Trajectory<7>,
    solve_seconds: Vec<f64>,
}

/// Receding-horizon iLQR on the 7-DOF arm (all joints driven): a joint-space point-to-point move
/// from `q = 0` to `target`. Every `period` the controller solves from the measured state with
/// `iterations` iLQR iterations over `steps` RK4 steps of `period`, warm-started from the previous
/// plan shifted by one step, and applies its first input (plus nothing else) for the period. The
/// plant is the generated model integrated by RK4 at `period / 10`.
fn arm_mpc<D: Dynamics<7>>(
    controller_model: &D,
    target: &SVector<f64, 7>,
    period: f64,
    steps: usize,
    iterations: usize,
    duration: f64,
) -> Result<MpcRun, DemoError> {
    let eye = SMatrix::<f64, 7, 7>::identity();
    let mut x_ref = SVector::<f64, 14>::zeros();
    x_ref.fixed_rows_mut::<7>(0).copy_from(target);
    let hold = Arm7.gravity(target);
    let cost = QuadraticCost {
        q: SMatrix::<f64, 14, 14>::from_diagonal(&SVector::<f64, 14>::from_fn(|i, _| {
            if i < 7 {
                10.0
            } else {
                0.1
            }
        })),
        r: eye * 1e-3,
        q_final: SMatrix::<f64, 14, 14>::identity() * 100.0,
        x_ref,
        u_ref: hold,
    };
    let limits = SVector::<f64, 7>::from_column_slice(&[87.0, 87.0, 87.0, 87.0, 12.0, 12.0, 12.0]);
    let system = Discretized::new(controller_model, eye, Scheme::Rk4, period)?;
    let solver = Ilqr::new(
        system,
        cost,
        -limits,
        limits,
        IlqrOptions {
            max_iterations: iterations,
            relative_tolerance: 0.0,
            ..Default::default()
        },
    )?;
    let plant = Discretized::new(&Arm7, eye, Scheme::Rk4, period / 10.0)?;
    let mut x = SVector::<f64, 14>::zeros();
    let mut warm = vec![hold; steps];
    let control_steps = (duration / period).round() as usize;
    let mut samples = Vec::with_capacity(control_steps + 1);
    let mut solve_seconds = Vec::with_capacity(control_steps);
    let sample = |t: f64, x: &SVector<f64, 14>, u: &SVector<f64, 7>| {
        let q = x.fixed_rows::<7>(0).into_owned();
        let qd = x.fixed_rows::<7>(7).into_owned();
        chaindyn::simulate::Sample {
            t,
            q,
            qd,
            tau: *u,
            energy: Arm7.kinetic_energy(&q, &qd) + Arm7.potential_energy(&q),
            work: 0.0,
            dissipated: 0.0,
        }
    };
    let mut work = 0.0;
    for k in 0..control_steps {
        let started = std::time::Instant::now();
        let plan = solver.solve(&x, &warm)?;
        solve_seconds.push(started.elapsed().as_secs_f64());
        let u = plan.inputs[0];
        let mut s = sample(k as f64 * period, &x, &u);
        s.work = work;
        samples.push(s);
        for _ in 0..10 {
            let next = plant.step(&x, &u);
            // Work of the input over the substep (trapezoid on q̇ᵀ u).
            work += 0.5 * (x.fixed_rows::<7>(7).dot(&u) + next.fixed_rows::<7>(7).dot(&u)) * period
                / 10.0;
            x = next;
        }
        warm.rotate_left(1);
        warm[..steps - 1].copy_from_slice(&plan.inputs[1..]);
        warm[steps - 1] = plan.inputs[steps - 1];
    }
    let mut last = sample(
        control_steps as f64 * period,
        &x,
        &samples.last().map_or(hold, |s| s.tau),
    );
    last.work = work;
    samples.push(last);
    Ok(MpcRun {
        trajectory: chaindyn::simulate::Trajectory {
            samples,
            stats: Default::default(),
        },
        solve_seconds,
    })
}

/// `arm7-mpc`: receding-horizon iLQR on the 7-DOF arm with the generated, recursive and
/// finite-difference derivatives; solve time per control step against the control period.
pub fn arm7_mpc(
    ctx: &Context,
    period: f64,
    steps: usize,
    iterations: usize,
) -> Result<(), DemoError> {
    if !(period.is_finite() && period > 0.0) || steps < 2 || iterations == 0 {
        return Err(DemoError::Check(format!(
            "--period {period} must be > 0, --steps {steps} at least 2, --iterations {iterations} at least 1"
        )));
    }
    let target = SVector::<f64, 7>::from_column_slice(&[0.4, -0.3, 0.2, -0.5, 0.3, 0.2, -0.1]);
    let duration = ctx.duration(2.0);
    let mb = Multibody::new(&Arm7.chain())?;
    let recursive = Reference {
        generated: &Arm7,
        mb: mb.clone(),
        finite_differences: false,
    };
    let fd = Reference {
        generated: &Arm7,
        mb,
        finite_differences: true,
    };
    let runs = [
        (
            "generated",
            arm_mpc(&Arm7, &target, period, steps, iterations, duration)?,
        ),
        (
            "recursive",
            arm_mpc(&recursive, &target, period, steps, iterations, duration)?,
        ),
        (
            "finite differences",
            arm_mpc(&fd, &target, period, steps, iterations, duration)?,
        ),
    ];
    println!(
        "arm7-mpc: {} control steps of {:.1} ms, horizon {steps} steps, {iterations} iLQR iteration(s) per step",
        runs[0].1.solve_seconds.len(),
        1e3 * period
    );
    println!("| derivatives | median solve | max solve | fits the period | final error |");
    println!("| --- | ---: | ---: | --- | ---: |");
    let mut notes = Vec::new();
    for (name, run) in &runs {
        let mut t = run.solve_seconds.clone();
        t.sort_by(f64::total_cmp);
        let (median, max) = (t[t.len() / 2], t[t.len() - 1]);
        let last = run.trajectory.last();
        let error = (last.q - target).amax();
        let fits = if max <= period { "yes" } else { "no" };
        println!(
            "| {name} | {:.3} ms | {:.3} ms | {fits} | {error:.2e} rad |",
            1e3 * median,
            1e3 * max
        );
        notes.push(format!(
            "{name}: median solve {:.3} ms, max {:.3} ms per {:.1} ms control step",
            1e3 * median,
            1e3 * max,
            1e3 * period
        ));
    }
    let [(_, generated), ..] = runs;
    let run = Run {
        name: "arm7_mpc".to_string(),
        title: format!(
            "7-DOF arm: receding-horizon iLQR ({steps} x {:.0} ms, {iterations} iteration(s) per step), point-to-point",
            1e3 * period
        ),
        trajectory: generated.trajectory,
        target,
        band: 0.01,
        notes,
    };
    report(&run, &ctx.out)?;
    Ok(())
}
