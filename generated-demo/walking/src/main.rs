//! `chaindyn-walking`: the quadruped Solo12 (`tests/robots/solo12.urdf`) on its four feet, with
//! its dynamics under contact generated when this crate builds.
//!
//! - `trot`: Crocoddyl's trotting problem (`SimpleQuadrupedalGaitProblem`: 0.15 m steps 0.1 m
//!   high, 25 knots of 10 ms per footstep, two stance knots before each, an impact at each
//!   touchdown) over several cycles, solved by Box-FDDP (`chaindyn::control::Fddp`) from the
//!   quasi-static guess, the joints' torques within ±2.7 N m; then the plan replayed in the
//!   generated contact dynamics with ten steps per knot under its feedback gains.
//! - `push`: standing, pushed sideways for 0.1 s, balanced by model-predictive control
//!   (`chaindyn::control::RecedingHorizon` over `Quadruped::stand`) updated at 50 Hz.
//!
//! Each writes a CSV file and PNG plots, and checks what it shows.
//!
//! ```text
//! chaindyn-walking trot [--cycles N] [--iterations K] [--out DIR] [--quiet]
//! chaindyn-walking push [--seconds T] [--force F] [--out DIR] [--quiet]
//! ```
#![deny(missing_docs)]

mod plots;

use chaindyn::control::{
    ControlError, Fddp, FddpIteration, FddpOptions, FddpStop, FloatingState, Quadruped,
    RecedingHorizon, Trot,
};
use chaindyn::nalgebra::{SVector, Vector3};
use chaindyn::{
    Baumgarte, ContactOptions, Dynamics, DynamicsError, FloatingDynamics, FloatingTaskSpace, Pose,
    ReferenceFrame,
};
use clap::{Parser, Subcommand};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Solo12 on a free-floating base (`q = [p; ξ (x y z w); 12 joints]`, `v = [v; ω; 12 rates]`,
/// Pinocchio's conventions), its feet point contacts, derived from its URDF when this crate
/// builds.
#[derive(Dynamics)]
#[chain(urdf = "../../tests/robots/solo12.urdf", root_joint = free_flyer,
        frames = ["FL_FOOT", "FR_FOOT", "HL_FOOT", "HR_FOOT"],
        contacts = [point("FL_FOOT"), point("FR_FOOT"), point("HL_FOOT"), point("HR_FOOT")])]
pub struct Solo12;

const NQ: usize = 19;
const NV: usize = 18;
const NX: usize = 2 * NV;
const NU: usize = 12;
const NC: usize = 12;
/// The joints' torque limit (N m): the order of Solo12's motors (its URDF says 1000).
const TORQUE_LIMIT: f64 = 2.7;
/// The ground's friction coefficient the checks use.
const MU: f64 = 0.7;
/// The friction coefficient the plans use (a margin: the pyramids' barrier is soft).
const MU_PLAN: f64 = 0.6;
/// A knot's step (s).
const STEP: f64 = 0.01;

type State = FloatingState<NQ, NV>;

/// Command line.
#[derive(Parser)]
#[command(
    name = "chaindyn-walking",
    version,
    about = "Solo12 trots (Box-FDDP over contact phases) or recovers from a push (MPC at \
             50 Hz), on contact dynamics generated at build time; writes CSV files and PNG plots"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

/// The demos.
#[derive(Subcommand)]
enum Command {
    /// Plan a trot from a standing posture and replay it.
    Trot {
        /// Trot cycles (two footsteps each).
        #[arg(long, default_value_t = 4)]
        cycles: usize,
        /// Most solver iterations.
        #[arg(long, default_value_t = 200)]
        iterations: usize,
        /// Crocoddyl 3.2's trot instead of the checked plan's: its example's start (the base
        /// 0.235 m up), friction pyramid (`|f_x|, |f_y| ≤ 0.7 f_z`, weight 10, no least normal
        /// force) and impacts (the landing feet alone, at the last swing targets), for the
        /// comparison of `scripts/crocoddyl/run.sh` (the forces may then leave the cone: not
        /// checked).
        #[arg(long)]
        crocoddyl: bool,
        /// Also print the solve's times as one JSON line (for `scripts/crocoddyl/run.sh`).
        #[arg(long)]
        json: bool,
        /// Folder for the CSV and PNG files (created if missing).
        #[arg(long, default_value = "out")]
        out: PathBuf,
        /// No progress lines on stderr.
        #[arg(long)]
        quiet: bool,
    },
    /// Stand, be pushed sideways for 0.1 s, recover under MPC at 50 Hz.
    Push {
        /// Length of the run (s); the push starts at 0.5 s.
        #[arg(long, default_value_t = 3.0)]
        seconds: f64,
        /// The push's force (N, sideways, at the base).
        #[arg(long, default_value_t = 8.0)]
        force: f64,
        /// Folder for the CSV and PNG files (created if missing).
        #[arg(long, default_value = "out")]
        out: PathBuf,
        /// No progress lines on stderr.
        #[arg(long)]
        quiet: bool,
    },
}

/// What can go wrong.
#[derive(Debug)]
pub enum DemoError {
    /// The planner refused its problem.
    Control(ControlError),
    /// The dynamics refused a state.
    Dynamics(DynamicsError),
    /// Output failed.
    Output(String),
    /// A bad argument.
    Argument(String),
    /// A check of the result failed.
    Check(String),
}

impl std::fmt::Display for DemoError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            DemoError::Control(e) => write!(f, "planning: {e}"),
            DemoError::Dynamics(e) => write!(f, "dynamics: {e}"),
            DemoError::Output(e) => write!(f, "output: {e}"),
            DemoError::Argument(e) => write!(f, "argument: {e}"),
            DemoError::Check(e) => write!(f, "check failed: {e}"),
        }
    }
}

impl From<ControlError> for DemoError {
    fn from(e: ControlError) -> Self {
        DemoError::Control(e)
    }
}

impl From<DynamicsError> for DemoError {
    fn from(e: DynamicsError) -> Self {
        DemoError::Dynamics(e)
    }
}

/// Solo12 standing (example-robot-data's `standing` posture), its feet on the ground `z = 0`.
fn standing() -> State {
    let mut q = SVector::<f64, NQ>::zeros();
    q[6] = 1.0;
    let legs = [
        [0.1, 0.8, -1.6],
        [-0.1, 0.8, -1.6],
        [0.1, -0.8, 1.6],
        [-0.1, -0.8, 1.6],
    ];
    for (leg, angles) in legs.iter().enumerate() {
        for (k, a) in angles.iter().enumerate() {
            q[7 + 3 * leg + k] = *a;
        }
    }
    let lowest = Solo12::CONTACTS
        .iter()
        .map(|c| Solo12.frame_pose(c.frame, &q).translation.z)
        .fold(f64::INFINITY, f64::min);
    q[2] -= lowest;
    (q, SVector::zeros())
}

/// The gaits' settings: friction pyramids of `MU_PLAN` (weight 10³, at least 1 N on a stance
/// foot), the torque limits.
fn quadruped(robot: &Solo12, reference: State) -> Quadruped<'_, Solo12, NQ, NV, NU, NC> {
    Quadruped {
        model: robot,
        feet: &Solo12::CONTACTS,
        reference,
        mu: MU_PLAN,
        min_normal_force: 1.0,
        friction_weight: 1e3,
        torque_limits: Some((
            SVector::repeat(-TORQUE_LIMIT),
            SVector::repeat(TORQUE_LIMIT),
        )),
        joint_limits: None,
        crocoddyl_impacts: false,
    }
}

/// The contacts' options of the knots: forces in world axes, Baumgarte's `k_d = 50`.
fn contact_options(anchors: &[Pose]) -> ContactOptions<'_> {
    ContactOptions {
        point_forces: ReferenceFrame::LocalWorldAligned,
        proximal: None,
        baumgarte: Some(Baumgarte {
            kp: 0.0,
            kd: 50.0,
            anchors,
        }),
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match &cli.command {
        Command::Trot {
            cycles,
            iterations,
            crocoddyl,
            json,
            out,
            quiet,
        } => trot(*cycles, *iterations, (*crocoddyl, *json), out, *quiet),
        Command::Push {
            seconds,
            force,
            out,
            quiet,
        } => push(*seconds, *force, out, *quiet),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("chaindyn-walking: {e}");
            ExitCode::FAILURE
        }
    }
}

/// One knot of a run, for the CSV file and the plots.
pub struct Sample {
    /// Time (s).
    pub t: f64,
    /// The base's position.
    pub base: Vector3<f64>,
    /// The base's position in the replay (trot) or its orientation error in rad (push, in
    /// `base_replay.x`).
    pub base_replay: Vector3<f64>,
    /// The feet's heights (m).
    pub feet_z: [f64; 4],
    /// Which feet are in contact.
    pub contact: [bool; 4],
    /// The feet's forces in world axes (N), zero off the ground.
    pub forces: [Vector3<f64>; 4],
    /// The joints' torques (N m).
    pub torques: SVector<f64, NU>,
}

/// The forces of `active` feet at `(q, v)` under torques `u` and a base wrench `base`.
fn forces(
    robot: &Solo12,
    active: &[bool],
    x: &State,
    u: &SVector<f64, NU>,
    base: &SVector<f64, 6>,
    anchors: &[Pose],
) -> Result<(SVector<f64, NV>, [Vector3<f64>; 4]), DynamicsError> {
    let mut tau = SVector::<f64, NV>::zeros();
    tau.fixed_rows_mut::<6>(0).copy_from(base);
    tau.fixed_rows_mut::<NU>(6).copy_from(u);
    let c = robot.constraint_dynamics::<NC>(
        &Solo12::CONTACTS,
        active,
        &x.0,
        &x.1,
        &tau,
        &contact_options(anchors),
    )?;
    let f = core::array::from_fn(|i| {
        Vector3::new(c.lambda[3 * i], c.lambda[3 * i + 1], c.lambda[3 * i + 2])
    });
    Ok((c.a, f))
}

/// `x ⊖ nominal = [difference(q̄, q); v − v̄]`.
fn deviation(
    robot: &Solo12,
    nominal: &State,
    x: &State,
) -> Result<SVector<f64, NX>, DynamicsError> {
    let dq = robot.difference(&nominal.0, &x.0)?;
    let mut d = SVector::<f64, NX>::zeros();
    d.fixed_rows_mut::<NV>(0).copy_from(&dq);
    d.fixed_rows_mut::<NV>(NV).copy_from(&(x.1 - nominal.1));
    Ok(d)
}

/// The base's orientation (its axes in the world's).
fn base_rotation(q: &SVector<f64, NQ>) -> Result<chaindyn::nalgebra::Matrix3<f64>, DynamicsError> {
    let base: [f64; 7] = core::array::from_fn(|k| q[k]);
    let (r, _) = chaindyn::model::free_flyer::pose(base).map_err(|norm| {
        DynamicsError::UnnormalizedQuaternion {
            argument: "q",
            norm,
        }
    })?;
    Ok(chaindyn::nalgebra::Matrix3::from_fn(|i, j| r[i][j]))
}

/// `‖f_t‖ / f_z` of the stance feet: the friction a force needs.
fn friction_needed(f: &Vector3<f64>) -> f64 {
    f.xy().norm() / f.z
}

fn progress(quiet: bool, k: usize, it: &FddpIteration) {
    if !quiet {
        eprintln!(
            "iteration {k:3}: cost {:.6e}  step {:.4}  μ {:.0e}  expected {:.2e}  gap {:.1e}  \
             {:.1} ms (derivatives {:.1}, backward {:.1}, line search {:.1})",
            it.cost,
            it.alpha,
            it.mu,
            it.stop,
            it.gap,
            1e3 * (it.seconds_derivatives + it.seconds_backward + it.seconds_line_search),
            1e3 * it.seconds_derivatives,
            1e3 * it.seconds_backward,
            1e3 * it.seconds_line_search
        );
    }
}

fn trot(
    cycles: usize,
    iterations: usize,
    (crocoddyl, json): (bool, bool),
    out: &Path,
    quiet: bool,
) -> Result<(), DemoError> {
    if cycles == 0 {
        return Err(DemoError::Argument("--cycles must be at least 1".into()));
    }
    let robot = Solo12;
    let mut x0 = standing();
    if crocoddyl {
        // example-robot-data's standing posture as it is (the base 0.235 m up).
        x0.0[2] = 0.235;
    }
    let anchors: Vec<Pose> = Solo12::CONTACTS
        .iter()
        .map(|c| robot.frame_pose(c.frame, &x0.0))
        .collect();
    let mut gait = quadruped(&robot, x0);
    if crocoddyl {
        // The pyramid inside the cone of μ √2 is Crocoddyl's of μ.
        gait.mu = 0.7 * core::f64::consts::SQRT_2;
        gait.friction_weight = 10.0;
        gait.min_normal_force = 0.0;
        gait.crocoddyl_impacts = true;
    }
    let plan = Trot {
        step_length: 0.15,
        step_height: 0.1,
        h: STEP,
        step_knots: 25,
        support_knots: 2,
        cycles,
    };
    let problem = gait.trot::<NX>(&x0, &plan)?;
    let (xs, us) = gait.quasi_static_guess(&problem)?;
    let knots = problem.running.len();
    let solver = Fddp::new(
        problem,
        FddpOptions {
            max_iterations: iterations,
            ..FddpOptions::default()
        },
    )?;
    if !quiet {
        eprintln!("trot: {cycles} cycles, {knots} knots; Box-FDDP from the quasi-static guess");
    }
    let mut count = 0;
    let started = std::time::Instant::now();
    let solution = solver.solve_with(&xs, &us, |it| {
        progress(quiet, count, it);
        count += 1;
    })?;
    let solve_seconds = started.elapsed().as_secs_f64();
    let problem = solver.problem();
    // The knots' forces, and the replay with ten steps per knot under the plan's feedback.
    let mut samples = Vec::with_capacity(knots + 1);
    let mut x = x0;
    let mut worst_cone: f64 = 0.0;
    let mut least_normal = f64::INFINITY;
    let mut worst_track: f64 = 0.0;
    let mut t = 0.0;
    for (k, knot) in problem.running.iter().enumerate() {
        let xk = &solution.states[k];
        let active: [bool; 4] = core::array::from_fn(|i| knot.active()[i]);
        let u = solution.inputs[k];
        let (_, f) = match knot.h() {
            Some(_) => forces(&robot, &active, xk, &u, &SVector::zeros(), &anchors)?,
            None => (SVector::zeros(), [Vector3::zeros(); 4]),
        };
        if knot.h().is_some() {
            for (i, fi) in f.iter().enumerate() {
                if active[i] {
                    worst_cone = worst_cone.max(friction_needed(fi));
                    least_normal = least_normal.min(fi.z);
                }
            }
        }
        samples.push(sample(&robot, t, xk, &x, active, f, u));
        match knot.h() {
            Some(h) => {
                let dx = deviation(&robot, xk, &x)?;
                let u = (u + solution.gains[k] * dx).map(|v| v.clamp(-TORQUE_LIMIT, TORQUE_LIMIT));
                for _ in 0..10 {
                    let (a, _) = forces(&robot, &active, &x, &u, &SVector::zeros(), &anchors)?;
                    x.1 += a * (h / 10.0);
                    x.0 = robot.integrate(&x.0, &(x.1 * (h / 10.0)))?;
                }
                t += h;
            }
            None => {
                let c = robot.impulse_dynamics::<NC>(
                    &Solo12::CONTACTS,
                    &active,
                    &x.0,
                    &x.1,
                    0.0,
                    &contact_options(&anchors),
                )?;
                x.1 = c.a;
            }
        }
        let planned = &solution.states[k + 1].0;
        worst_track = worst_track.max((x.0.fixed_rows::<3>(0) - planned.fixed_rows::<3>(0)).norm());
    }
    let last = &solution.states[knots];
    samples.push(sample(
        &robot,
        t,
        last,
        &x,
        [true; 4],
        [Vector3::zeros(); 4],
        SVector::zeros(),
    ));
    let advance = last.0[0] - x0.0[0];
    let torque = solution.inputs.iter().map(|u| u.amax()).fold(0.0, f64::max);
    let mean = |f: &dyn Fn(&FddpIteration) -> f64| {
        1e3 * solution.iterations.iter().map(f).sum::<f64>()
            / solution.iterations.len().max(1) as f64
    };
    println!(
        "trot: {} after {} iterations (cost {:.4} from {:.4e}); base advanced {advance:.3} m \
         in {cycles} cycles ({:.2} s); stance forces need friction {worst_cone:.3} at most \
         (μ = {MU}), the least normal force {least_normal:.2} N; torques within {torque:.3} N m \
         (limit {TORQUE_LIMIT}); the replay (10 steps per knot, the plan's feedback) within \
         {:.1} mm of the planned base",
        match solution.stop {
            FddpStop::Converged => "converged",
            FddpStop::MaxIterations => "stopped at the iteration limit",
            FddpStop::Regularisation => "stopped at the regularisation limit",
        },
        solution.iterations.len(),
        solution.cost,
        solution.initial_cost,
        t,
        1e3 * worst_track
    );
    println!(
        "time per iteration: mean {:.2} ms (derivatives {:.2}, backward pass {:.2}, line \
         search {:.2}); the solve {:.3} s (with its first derivatives and the last gains)",
        mean(&|i| i.seconds_derivatives + i.seconds_backward + i.seconds_line_search),
        mean(&|i| i.seconds_derivatives),
        mean(&|i| i.seconds_backward),
        mean(&|i| i.seconds_line_search),
        solve_seconds
    );
    if json {
        let n = solution.iterations.len().max(1) as f64;
        let total =
            |f: &dyn Fn(&FddpIteration) -> f64| solution.iterations.iter().map(f).sum::<f64>();
        let seconds = solve_seconds;
        println!(
            "{{\"knots\": {knots}, \"iterations\": {}, \"seconds\": {seconds}, \
             \"per_iteration\": {}, \"derivatives\": {}, \"backward\": {}, \
             \"line_search\": {}, \"cost\": {}, \"stop\": {}}}",
            solution.iterations.len(),
            seconds / n,
            total(&|i| i.seconds_derivatives) / n,
            total(&|i| i.seconds_backward) / n,
            total(&|i| i.seconds_line_search) / n,
            solution.cost,
            solution.iterations.last().map_or(f64::NAN, |i| i.stop)
        );
    }
    std::fs::create_dir_all(out)
        .map_err(|e| DemoError::Output(format!("{}: {e}", out.display())))?;
    let csv = out.join("trot.csv");
    write_csv(&samples, &csv, "base_replay")?;
    plots::register_font()?;
    let png = out.join("trot.png");
    plots::trot(&samples, MU, TORQUE_LIMIT, &png)?;
    println!("wrote {} and {}", csv.display(), png.display());
    let converged = solution.stop == FddpStop::Converged;
    // The checks hold for a converged plan; a short run (CI's smoke test) checks only that
    // the files are written.
    if converged && !crocoddyl {
        if worst_cone > MU || least_normal < 0.0 {
            return Err(DemoError::Check(format!(
                "a stance force leaves the cone: friction {worst_cone} against μ = {MU}, \
                 normal force {least_normal} N"
            )));
        }
        if worst_track > 0.01 {
            return Err(DemoError::Check(format!(
                "the replay leaves the plan by {worst_track} m"
            )));
        }
    }
    Ok(())
}

/// A knot's sample: the plan's state `x`, the replay's `replay`.
fn sample(
    robot: &Solo12,
    t: f64,
    x: &State,
    replay: &State,
    contact: [bool; 4],
    forces: [Vector3<f64>; 4],
    torques: SVector<f64, NU>,
) -> Sample {
    Sample {
        t,
        base: x.0.fixed_rows::<3>(0).into_owned(),
        base_replay: replay.0.fixed_rows::<3>(0).into_owned(),
        feet_z: core::array::from_fn(|i| {
            robot
                .frame_pose(Solo12::CONTACTS[i].frame, &x.0)
                .translation
                .z
        }),
        contact,
        forces,
        torques,
    }
}

/// The samples as CSV; `extra` names the three columns of `base_replay`.
fn write_csv(samples: &[Sample], path: &Path, extra: &str) -> Result<(), DemoError> {
    let mut s = String::new();
    let feet = ["FL", "FR", "HL", "HR"];
    s.push_str("t,base_x,base_y,base_z");
    for c in ["x", "y", "z"] {
        let _ = write!(s, ",{extra}_{c}");
    }
    for f in feet {
        let _ = write!(s, ",{f}_z,{f}_contact,{f}_fx,{f}_fy,{f}_fz");
    }
    for j in 0..NU {
        let _ = write!(s, ",tau_{j}");
    }
    s.push('\n');
    for p in samples {
        let _ = write!(s, "{},{},{},{}", p.t, p.base.x, p.base.y, p.base.z);
        let _ = write!(
            s,
            ",{},{},{}",
            p.base_replay.x, p.base_replay.y, p.base_replay.z
        );
        for i in 0..4 {
            let f = p.forces[i];
            let _ = write!(
                s,
                ",{},{},{},{},{}",
                p.feet_z[i],
                u8::from(p.contact[i]),
                f.x,
                f.y,
                f.z
            );
        }
        for j in 0..NU {
            let _ = write!(s, ",{}", p.torques[j]);
        }
        s.push('\n');
    }
    std::fs::write(path, s).map_err(|e| DemoError::Output(format!("{}: {e}", path.display())))
}

/// Standing under MPC: pushed sideways by `force` newtons during 0.1 s from 0.5 s.
fn push(seconds: f64, force: f64, out: &Path, quiet: bool) -> Result<(), DemoError> {
    if !(seconds.is_finite() && seconds > 0.0 && seconds <= 60.0) {
        return Err(DemoError::Argument("--seconds must be in (0, 60]".into()));
    }
    if !force.is_finite() {
        return Err(DemoError::Argument("--force must be finite".into()));
    }
    let robot = Solo12;
    let x0 = standing();
    let anchors: Vec<Pose> = Solo12::CONTACTS
        .iter()
        .map(|c| robot.frame_pose(c.frame, &x0.0))
        .collect();
    let gait = quadruped(&robot, x0);
    // A 0.3 s horizon of 10 ms knots, updated every two knots (50 Hz), three iterations each.
    let problem = gait.stand::<NX>(&x0, 30, STEP)?;
    let (xs, us) = gait.quasi_static_guess(&problem)?;
    let solver = Fddp::new(
        problem,
        FddpOptions {
            max_iterations: 3,
            ..FddpOptions::default()
        },
    )?;
    let mut mpc = RecedingHorizon::new(solver, 2, xs, us)?;
    let period = 2.0 * STEP;
    let substeps = 10;
    let dt = STEP / substeps as f64;
    let (push_start, push_end) = (0.5, 0.6);
    let mut x = x0;
    let mut samples = Vec::new();
    let mut update_times = Vec::new();
    let mut t = 0.0;
    let mut worst_cone: f64 = 0.0;
    let mut least_normal = f64::INFINITY;
    while t < seconds - 1e-9 {
        let plan = mpc.update(&x)?;
        update_times.push(plan.seconds);
        if !quiet && update_times.len() % 25 == 1 {
            eprintln!(
                "t = {t:.2} s: MPC update {:.2} ms, {} iterations",
                1e3 * plan.seconds,
                plan.iterations
            );
        }
        for k in 0..2 {
            for _ in 0..substeps {
                let dx = deviation(&robot, &plan.states[k], &x)?;
                let u = (plan.inputs[k] + plan.gains[k] * dx)
                    .map(|v| v.clamp(-TORQUE_LIMIT, TORQUE_LIMIT));
                let pushing = t >= push_start && t < push_end;
                let wrench = if pushing {
                    // The world's sideways force at the base's origin, in the base's axes.
                    let rotation = base_rotation(&x.0)?;
                    let f = rotation.transpose() * Vector3::new(0.0, force, 0.0);
                    SVector::<f64, 6>::new(f.x, f.y, f.z, 0.0, 0.0, 0.0)
                } else {
                    SVector::zeros()
                };
                let (a, f) = forces(&robot, &[true; 4], &x, &u, &wrench, &anchors)?;
                for fi in &f {
                    worst_cone = worst_cone.max(friction_needed(fi));
                    least_normal = least_normal.min(fi.z);
                }
                if samples.len() as f64 * 0.005 <= t {
                    let error = robot.difference(&x0.0, &x.0)?.fixed_rows::<3>(3).norm();
                    samples.push(Sample {
                        t,
                        base: x.0.fixed_rows::<3>(0) - x0.0.fixed_rows::<3>(0),
                        base_replay: Vector3::new(error, f64::from(u8::from(pushing)), 0.0),
                        feet_z: core::array::from_fn(|i| {
                            robot
                                .frame_pose(Solo12::CONTACTS[i].frame, &x.0)
                                .translation
                                .z
                        }),
                        contact: [true; 4],
                        forces: f,
                        torques: u,
                    });
                }
                x.1 += a * dt;
                x.0 = robot.integrate(&x.0, &(x.1 * dt))?;
                t += dt;
            }
        }
    }
    // Recovery: within 2 s of the push's end, the base back within 2 cm of its standing height
    // and 0.05 rad of its orientation, and staying there.
    let recovered = samples
        .iter()
        .filter(|s| s.t >= push_end + 2.0)
        .map(|s| (s.base.z.abs(), s.base_replay.x))
        .fold((0.0f64, 0.0f64), |(h, o), (a, b)| (h.max(a), o.max(b)));
    let peak = samples.iter().map(|s| s.base.norm()).fold(0.0f64, f64::max);
    let slowest = update_times.iter().copied().fold(0.0, f64::max);
    let mut sorted = update_times.clone();
    sorted.sort_by(f64::total_cmp);
    let median = sorted[sorted.len() / 2];
    println!(
        "push: {force} N sideways for 0.1 s; the base moved {:.1} cm at most; from 2 s after \
         the push, height within {:.2} cm and orientation within {:.4} rad of standing; MPC \
         updates ({} at 50 Hz) median {:.2} ms, slowest {:.2} ms (period {:.0} ms); the feet \
         needed friction {worst_cone:.3} at most (μ = {MU}), the least normal force \
         {least_normal:.2} N",
        100.0 * peak,
        100.0 * recovered.0,
        recovered.1,
        update_times.len(),
        1e3 * median,
        1e3 * slowest,
        1e3 * period
    );
    std::fs::create_dir_all(out)
        .map_err(|e| DemoError::Output(format!("{}: {e}", out.display())))?;
    let csv = out.join("push.csv");
    write_csv(&samples, &csv, "orientation_error_pushing")?;
    plots::register_font()?;
    let png = out.join("push.png");
    plots::push(&samples, &update_times, period, MU, &png)?;
    println!("wrote {} and {}", csv.display(), png.display());
    if worst_cone > MU || least_normal < 0.0 {
        return Err(DemoError::Check(format!(
            "the feet would slip or lift: friction {worst_cone} against μ = {MU}, normal force \
             {least_normal} N (a weaker push)"
        )));
    }
    if seconds >= push_end + 2.0 && (recovered.0 > 0.02 || recovered.1 > 0.05) {
        return Err(DemoError::Check(format!(
            "not recovered 2 s after the push: height {} m, orientation {} rad off",
            recovered.0, recovered.1
        )));
    }
    Ok(())
}
