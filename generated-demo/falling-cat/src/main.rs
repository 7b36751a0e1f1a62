//! `chaindyn-falling-cat`: the quadruped Solo12 (`tests/robots/solo12.urdf`) on a free-floating
//! base, dropped upside down at rest, rights itself in the air like a falling cat, with its legs
//! alone: no external torque acts on it, so its angular momentum about the centre of mass stays
//! zero and every turn of its body is paid for by a motion of its legs.
//!
//! iLQR (`chaindyn::control::FloatingIlqr`) plans the twelve joints' torques (within ±2.7 N m,
//! the order of Solo12's motors) over the fall, on the generated floating-base dynamics stepped
//! on the configuration manifold (semi-implicit Euler, four substeps per 10 ms step). The plan's
//! torques, with its feedback gains, then run through the generated fourth-order integrator
//! (`FloatingDynamics::step`, Runge–Kutta–Munthe-Kaas, four steps per plan step): the run
//! reports the angular momentum's drift, the linear momentum against `m g t`, and the base's
//! final orientation error, and writes a CSV file and PNG plots.
//!
//! ```text
//! chaindyn-falling-cat [--out DIR] [--horizon SECONDS] [--iterations K] [--quiet]
//! ```
#![deny(missing_docs)]

mod plots;

use chaindyn::control::{
    ControlError, FloatingCost, FloatingDiscretized, FloatingIlqr, IlqrOptions, IterationReport,
};
use chaindyn::nalgebra::{SMatrix, SVector};
use chaindyn::{Dynamics, DynamicsError, FloatingDynamics};
use clap::Parser;
use std::fmt::Write as _;
use std::path::PathBuf;
use std::process::ExitCode;

/// Solo12 on a free-floating base (`q = [p; ξ (x y z w); 12 joints]`, `v = [v; ω; 12 rates]`,
/// Pinocchio's conventions), derived from its URDF when this crate builds.
#[derive(Dynamics)]
#[chain(urdf = "../../tests/robots/solo12.urdf", root_joint = free_flyer)]
pub struct Solo12;

const NQ: usize = 19;
const NV: usize = 18;
const NX: usize = 2 * NV;
const NU: usize = 12;
/// The plan's control step (s).
const STEP: f64 = 0.01;
/// Integration substeps per control step, in the plan.
const SUBSTEPS: usize = 4;
/// The joints' torque limit (N m).
const TORQUE_LIMIT: f64 = 2.7;
/// The legs' pose, before and after: knees bent, front and hind legs mirrored.
const POSE: [f64; NU] = [
    0.0, 0.8, -1.6, 0.0, 0.8, -1.6, 0.0, -0.8, 1.6, 0.0, -0.8, 1.6,
];

/// Command line.
#[derive(Parser)]
#[command(
    name = "chaindyn-falling-cat",
    version,
    about = "Solo12 dropped upside down rights itself in free fall with its legs alone (iLQR on \
             generated floating-base dynamics); writes a CSV file and PNG plots"
)]
struct Cli {
    /// Folder for the CSV and PNG files (created if missing).
    #[arg(long, default_value = "out")]
    out: PathBuf,
    /// Length of the fall (s).
    #[arg(long, default_value_t = 2.0)]
    horizon: f64,
    /// Most iLQR iterations.
    #[arg(long, default_value_t = 300)]
    iterations: usize,
    /// No progress lines on stderr.
    #[arg(long)]
    quiet: bool,
}

/// What can go wrong.
#[derive(Debug)]
enum CatError {
    /// The planner refused its problem.
    Control(ControlError),
    /// The dynamics refused a state.
    Dynamics(DynamicsError),
    /// Output failed.
    Output(String),
    /// A bad argument.
    Argument(String),
    /// A check of the physics failed.
    Check(String),
}

impl std::fmt::Display for CatError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CatError::Control(e) => write!(f, "planning: {e}"),
            CatError::Dynamics(e) => write!(f, "dynamics: {e}"),
            CatError::Output(e) => write!(f, "output: {e}"),
            CatError::Argument(e) => write!(f, "argument: {e}"),
            CatError::Check(e) => write!(f, "check failed: {e}"),
        }
    }
}

impl From<ControlError> for CatError {
    fn from(e: ControlError) -> Self {
        CatError::Control(e)
    }
}

impl From<DynamicsError> for CatError {
    fn from(e: DynamicsError) -> Self {
        CatError::Dynamics(e)
    }
}

/// One sample of the simulated fall.
pub struct Sample {
    /// Time (s).
    pub t: f64,
    /// The base's orientation error from upright (degrees).
    pub error_deg: f64,
    /// The base's roll, pitch and yaw (degrees; the roll continued past ±180°).
    pub rpy_deg: [f64; 3],
    /// The same within ±180°.
    pub final_rpy_deg: [f64; 3],
    /// The angular momentum about the centre of mass, world axes (N m s).
    pub angular_momentum: [f64; 3],
    /// The magnitude of the legs' share of it, `A_g`'s joint columns times the joint rates: what
    /// the trunk's turning balances (N m s).
    pub legs_momentum: f64,
    /// The linear momentum's departure from `p₀ + m g t` (N s).
    pub linear_drift: f64,
    /// The joints' angles (rad).
    pub joints: [f64; NU],
    /// The joints' torques over the step that starts here (N m; none at the last sample).
    pub torques: Option<[f64; NU]>,
}

/// Upside down (turned by π about the body's long axis), the legs in [`POSE`].
fn upside_down() -> SVector<f64, NQ> {
    let mut q = SVector::<f64, NQ>::zeros();
    q[3] = 1.0;
    for (i, p) in POSE.iter().enumerate() {
        q[7 + i] = *p;
    }
    q
}

/// Upright, the legs in [`POSE`].
fn upright() -> SVector<f64, NQ> {
    let mut q = upside_down();
    q[3] = 0.0;
    q[6] = 1.0;
    q
}

/// Roll, pitch and yaw (degrees) of the quaternion `(x, y, z, w)` in `q[3..7]`.
fn rpy_deg(q: &SVector<f64, NQ>) -> [f64; 3] {
    let (x, y, z, w) = (q[3], q[4], q[5], q[6]);
    let roll = (2.0 * (w * x + y * z)).atan2(1.0 - 2.0 * (x * x + y * y));
    let pitch = (2.0 * (w * y - z * x)).clamp(-1.0, 1.0).asin();
    let yaw = (2.0 * (w * z + x * y)).atan2(1.0 - 2.0 * (y * y + z * z));
    [roll, pitch, yaw].map(f64::to_degrees)
}

/// The cost: upright and at rest at the end (the base's position and linear velocity are free:
/// it falls), the legs back in their pose and still; along the way, a little on the legs'
/// distance from their pose, their rates and the torques.
fn cost() -> FloatingCost<NQ, NV, NX, NU> {
    let mut q = SMatrix::<f64, NX, NX>::zeros();
    let mut q_final = SMatrix::<f64, NX, NX>::zeros();
    for k in 3..6 {
        q_final[(k, k)] = 1e4; // orientation (rad⁻²)
        q_final[(NV + k, NV + k)] = 10.0; // angular velocity
    }
    for k in 6..NV {
        q[(k, k)] = 0.1; // joint angles
        q[(NV + k, NV + k)] = 0.03; // joint rates
        q_final[(k, k)] = 10.0;
        q_final[(NV + k, NV + k)] = 10.0;
    }
    FloatingCost {
        q,
        r: SMatrix::<f64, NU, NU>::identity() * 1e-3,
        q_final,
        x_ref: (upright(), SVector::zeros()),
        u_ref: SVector::zeros(),
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match run(&cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("chaindyn-falling-cat: {e}");
            ExitCode::FAILURE
        }
    }
}

fn run(cli: &Cli) -> Result<(), CatError> {
    if !(cli.horizon.is_finite() && cli.horizon >= STEP && cli.horizon <= 60.0) {
        return Err(CatError::Argument(format!(
            "--horizon {} s: from {STEP} to 60",
            cli.horizon
        )));
    }
    let model = Solo12;
    model.validate()?;
    let steps = (cli.horizon / STEP).round() as usize;
    let system = FloatingDiscretized::new(&model, STEP)?.with_substeps(SUBSTEPS)?;
    let options = IlqrOptions {
        max_iterations: cli.iterations,
        ..IlqrOptions::default()
    };
    let limit = SVector::<f64, NU>::repeat(TORQUE_LIMIT);
    let ilqr = FloatingIlqr::new(system, cost(), -limit, limit, options)?;
    let mass =
        model.base_body().mass + model.chain().links.iter().map(|l| l.body.mass).sum::<f64>();
    println!(
        "Solo12 ({mass:.3} kg, 12 joints) upside down at rest, {steps} steps of {STEP} s \
         ({SUBSTEPS} substeps each), torques within ±{TORQUE_LIMIT} N m"
    );
    let started = std::time::Instant::now();
    let quiet = cli.quiet;
    let mut count = 0usize;
    let plan = ilqr.solve_with(
        &(upside_down(), SVector::zeros()),
        &vec![SVector::zeros(); steps],
        |r: &IterationReport| {
            count += 1;
            if !quiet && (count.is_multiple_of(25) || count == 1) {
                eprintln!(
                    "iLQR iteration {count:4}: cost {:10.3}  (step {:.3}, regularisation {:.0e}, \
                     {:.1} s)",
                    r.cost,
                    r.alpha,
                    r.mu,
                    started.elapsed().as_secs_f64()
                );
            }
        },
    )?;
    let seconds = started.elapsed().as_secs_f64();
    let (q_plan, _) = plan.states[steps];
    let plan_error = model
        .difference(&upright(), &q_plan)?
        .fixed_rows::<3>(3)
        .norm();
    println!(
        "plan: {} iterations ({:?}) in {seconds:.1} s, cost {:.1} -> {:.2}, final orientation \
         error {:.2} deg",
        plan.iterations.len(),
        plan.stop,
        plan.initial_cost,
        plan.cost,
        plan_error.to_degrees()
    );

    // The plan's torques with its feedback, through the fourth-order integrator.
    let samples = simulate(&model, ilqr.system(), &plan, steps, mass)?;
    let last = samples.last().expect("at least one step");
    let drift = samples
        .iter()
        .map(|s| s.angular_momentum.iter().map(|x| x * x).sum::<f64>().sqrt())
        .fold(0.0, f64::max);
    let linear = samples.iter().map(|s| s.linear_drift).fold(0.0, f64::max);
    let legs = samples.iter().map(|s| s.legs_momentum).fold(0.0, f64::max);
    let reach = samples
        .iter()
        .flat_map(|s| s.joints.iter().zip(&POSE).map(|(q, p)| (q - p).abs()))
        .fold(0.0, f64::max);
    println!(
        "simulated (4th order, {} steps of {} s): final orientation error {:.2} deg \
         (roll {:.1}, pitch {:.1}, yaw {:.1} deg), angular momentum about the centre of mass at \
         most {drift:.1e} N m s (zero at the start; the legs' share of it up to {legs:.2} N m s), \
         linear momentum within {linear:.1e} N s of p0 + m g t, joints at most {reach:.2} rad \
         from their pose",
        steps * SUBSTEPS,
        STEP / SUBSTEPS as f64,
        last.error_deg,
        last.final_rpy_deg[0],
        last.final_rpy_deg[1],
        last.final_rpy_deg[2],
    );
    // No external torque: the angular momentum stays zero up to the integrator's truncation,
    // far below what the legs and the trunk exchange.
    if drift.is_nan() || drift > 1e-4 * legs.max(1e-3) {
        return Err(CatError::Check(format!(
            "angular momentum drifted to {drift:e} N m s against the legs' {legs:e}"
        )));
    }
    std::fs::create_dir_all(&cli.out).map_err(|e| CatError::Output(e.to_string()))?;
    let csv = cli.out.join("falling_cat.csv");
    write_csv(&samples, &csv)?;
    plots::register_font()?;
    let png = cli.out.join("falling_cat.png");
    plots::fall(&samples, &png)?;
    let costs: Vec<f64> = std::iter::once(plan.initial_cost)
        .chain(plan.iterations.iter().map(|r| r.cost))
        .collect();
    let cost_png = cli.out.join("falling_cat_cost.png");
    plots::costs(&costs, &cost_png)?;
    println!(
        "wrote {}, {} and {}",
        csv.display(),
        png.display(),
        cost_png.display()
    );
    Ok(())
}

/// The plan run through [`FloatingDynamics::step`] with its feedback gains (torques clamped to
/// the limit): a sample per plan step.
fn simulate(
    model: &Solo12,
    system: &FloatingDiscretized<'_, Solo12, NQ, NV>,
    plan: &chaindyn::control::FloatingIlqrSolution<NQ, NV, NX, NU>,
    steps: usize,
    mass: f64,
) -> Result<Vec<Sample>, CatError> {
    let (mut q, mut v) = (upside_down(), SVector::<f64, NV>::zeros());
    let gravity = model.chain().gravity;
    let p0 = model.centroidal_map(&q) * v;
    let mut out = Vec::with_capacity(steps + 1);
    for k in 0..=steps {
        let torques = if k < steps {
            plan.input(system, k, &(q, v))?
                .map(|u| u.clamp(-TORQUE_LIMIT, TORQUE_LIMIT))
        } else {
            SVector::zeros()
        };
        let t = k as f64 * STEP;
        let map = model.centroidal_map(&q);
        let h = map * v;
        let legs = map.fixed_view::<3, NU>(3, 6) * v.fixed_rows::<NU>(6);
        let linear_drift = (0..3)
            .map(|i| (h[i] - p0[i] - mass * gravity[i] * t).powi(2))
            .sum::<f64>()
            .sqrt();
        out.push(Sample {
            t,
            error_deg: model
                .difference(&upright(), &q)?
                .fixed_rows::<3>(3)
                .norm()
                .to_degrees(),
            final_rpy_deg: rpy_deg(&q),
            rpy_deg: {
                let mut rpy = rpy_deg(&q);
                // Continue the roll from the previous sample's (the fall starts at ±180°).
                if let Some(previous) = out.last().map(|s: &Sample| s.rpy_deg[0]) {
                    rpy[0] += 360.0 * ((previous - rpy[0]) / 360.0).round();
                }
                rpy
            },
            angular_momentum: [h[3], h[4], h[5]],
            legs_momentum: legs.norm(),
            linear_drift,
            joints: core::array::from_fn(|i| q[7 + i]),
            torques: (k < steps).then(|| core::array::from_fn(|i| torques[i])),
        });
        if k < steps {
            let mut tau = SVector::<f64, NV>::zeros();
            tau.fixed_rows_mut::<NU>(6).copy_from(&torques);
            for _ in 0..SUBSTEPS {
                (q, v) = model.step(&q, &v, &tau, STEP / SUBSTEPS as f64)?;
            }
        }
    }
    Ok(out)
}

fn write_csv(samples: &[Sample], path: &std::path::Path) -> Result<(), CatError> {
    let mut s = String::from(
        "t,orientation_error_deg,roll_deg,pitch_deg,yaw_deg,Lx,Ly,Lz,legs_L,linear_drift",
    );
    for i in 0..NU {
        let _ = write!(s, ",q{i}");
    }
    for i in 0..NU {
        let _ = write!(s, ",tau{i}");
    }
    s.push('\n');
    for x in samples {
        let _ = write!(
            s,
            "{},{},{},{},{},{:e},{:e},{:e},{:e},{:e}",
            x.t,
            x.error_deg,
            x.rpy_deg[0],
            x.rpy_deg[1],
            x.rpy_deg[2],
            x.angular_momentum[0],
            x.angular_momentum[1],
            x.angular_momentum[2],
            x.legs_momentum,
            x.linear_drift
        );
        for v in &x.joints {
            let _ = write!(s, ",{v}");
        }
        for i in 0..NU {
            match x.torques {
                Some(t) => {
                    let _ = write!(s, ",{}", t[i]);
                }
                None => s.push(','),
            }
        }
        s.push('\n');
    }
    std::fs::write(path, s).map_err(|e| CatError::Output(format!("{}: {e}", path.display())))
}
