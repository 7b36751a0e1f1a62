//! `chaindyn-demo`: the control workflow of the n-link pendulum linearization notes (2015), of
//! Lin & Yae, "Recursive Linearization of Multibody Dynamics Equations of Motion", and of Ordaz
//! Oliver, Santos Sánchez & López Morales, "On the sub-optimal feedback control law synthesis of
//! underactuated systems", IJICIC 5(9), 2009, on `#[derive(Dynamics)]` chains — linearize, design
//! a regulator (LQR, Lin & Yae's decoupled pole placement, the energy-based law of Ordaz Oliver et
//! al. 2009), run it on the nonlinear generated model, and write a summary, a CSV file and a PNG
//! plot; and the parameter identification workflow of `chaindyn::identification` on the 7-DOF
//! URDF arm (`identify`).
//!
//! ```text
//! chaindyn-demo [--out DIR] [--duration SECONDS] [--quiet] <COMMAND>
//!   pendulum --links N        LQR balance of an N-link pendulum, N in 2..=7
//!                             (n-link pendulum notes)
//!   pendubot                  swing-up from hanging, balance (Ordaz Oliver et al. 2009, eq. 39)
//!   acrobot [--deviation D]   the same law driving joint 2 only, back to the top
//!                             (Ordaz Oliver et al. 2009)
//!   two-link --deviation D    Lin & Yae's regulator of the 2-link arm from D rad (figs. 6–9)
//!   arm7 [--step S]           Lin & Yae's 7-DOF step response of joint 4 (fig. 11)
//!   pendubot-joints [--deviation D]
//!                             LQR balance with armature, damping and friction in the model
//!   acrobot-swingup [--limit U] [--horizon T] [--mass-error E]
//!                             iLQR swing-up from hanging, tracked on a heavier link 2, balanced
//!   pendubot-swingup [..]     the same for the Pendubot
//!   arm7-mpc [--period P] [--steps K] [--iterations I]
//!                             receding-horizon iLQR on the 7-DOF arm, solve time per step
//!   ilqr-timing [--iterations K] [--steps S]
//!                             time per iLQR iteration: generated vs recursive vs FD derivatives
//!   task-space [--payload KG] [--radius R] [--period T]
//!                             the 7-DOF URDF arm's hand tracks a circle (task-space inverse
//!                             dynamics), carrying a payload ignored or compensated
//!   identify [--payload KG] [--samples K] [--iterations I] [--seed S]
//!                             identification of the 7-DOF URDF arm with a payload and real
//!                             joints: excitation, base parameters, validation, payload alone
//! ```
#![deny(missing_docs)]

use chaindyn_demo::models;
mod hand;
mod identify;
mod optimisation;
mod output;
mod scenarios;
mod task_space;

use clap::{Parser, Subcommand, ValueEnum};
use output::DemoError;
use std::path::PathBuf;
use std::process::ExitCode;

/// Command line.
#[derive(Parser)]
#[command(
    name = "chaindyn-demo",
    version,
    about = "Control of generated rigid-chain dynamics: LQR, Lin & Yae's pole placement, the \
             energy-based swing-up of Ordaz Oliver et al. 2009; parameter identification; \
             writes a summary, CSV and PNG per run"
)]
struct Cli {
    /// Folder for the CSV and PNG files (created if missing).
    #[arg(long, global = true, default_value = "out")]
    out: PathBuf,
    /// Simulated time in seconds (default: per command; shorten for CI).
    #[arg(long, global = true)]
    duration: Option<f64>,
    /// No progress report on stderr.
    #[arg(long, global = true)]
    quiet: bool,
    #[command(subcommand)]
    command: Command,
}

/// The regulator of the `two-link` command.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Regulator {
    /// Lin & Yae's decoupled pole placement (eqs. 34–38).
    Pd,
    /// Continuous LQR on the same linearization.
    Lqr,
}

#[derive(Subcommand)]
enum Command {
    /// LQR balance of an n-link pendulum from a perturbed upright state, with the linear
    /// Simulator Equation of the n-link pendulum notes run alongside.
    Pendulum {
        /// Number of links.
        #[arg(long, default_value_t = 3, value_parser = clap::value_parser!(u8).range(2..=7))]
        links: u8,
        /// Initial deviation of every link from upright (rad).
        #[arg(long, default_value_t = 0.05)]
        deviation: f64,
    },
    /// Pendubot swing-up from hanging to the top and balance (Ordaz Oliver et al. 2009, eq. 39,
    /// only joint 1 driven).
    Pendubot {
        /// Actuator limit (N m).
        #[arg(long, default_value_t = scenarios::PENDUBOT_DESIGN.u_max)]
        u_max: f64,
        /// Energy gain k_E of eq. 39.
        #[arg(long, default_value_t = scenarios::PENDUBOT_DESIGN.k_e)]
        k_e: f64,
        /// LQR weights Q = diag(q1, q2, q̇1, q̇2) (comma separated).
        #[arg(long, value_delimiter = ',', default_values_t = scenarios::PENDUBOT_DESIGN.q_diag)]
        q_weights: Vec<f64>,
        /// LQR weight R.
        #[arg(long, default_value_t = scenarios::PENDUBOT_DESIGN.r)]
        r: f64,
    },
    /// Acrobot (the Pendubot's mechanism with only joint 2 driven) under the same law, back to
    /// the top from a tilted link 1.
    Acrobot {
        /// Initial tilt of link 1 from the top (rad).
        #[arg(long, default_value_t = 0.005)]
        deviation: f64,
        /// Actuator limit (N m).
        #[arg(long, default_value_t = scenarios::ACROBOT_DESIGN.u_max)]
        u_max: f64,
        /// Energy gain k_E of eq. 39.
        #[arg(long, default_value_t = scenarios::ACROBOT_DESIGN.k_e)]
        k_e: f64,
        /// LQR weights Q = diag(q1, q2, q̇1, q̇2) (comma separated).
        #[arg(long, value_delimiter = ',', default_values_t = scenarios::ACROBOT_DESIGN.q_diag)]
        q_weights: Vec<f64>,
        /// LQR weight R.
        #[arg(long, default_value_t = scenarios::ACROBOT_DESIGN.r)]
        r: f64,
    },
    /// Lin & Yae's 2-link regulator from an initial deviation of both joints (figs. 6–9).
    TwoLink {
        /// Initial deviation of both joints (rad); the paper uses 0.05 and 1.0.
        #[arg(long, default_value_t = 0.05)]
        deviation: f64,
        /// Regulator.
        #[arg(long, value_enum, default_value_t = Regulator::Pd)]
        controller: Regulator,
    },
    /// Lin & Yae's 7-DOF arm: step response of joint 4 under decoupled pole placement (fig. 11).
    Arm7 {
        /// Step of joint 4's set point (rad).
        #[arg(long, default_value_t = 0.2)]
        step: f64,
    },
    /// The Allegro hand (a tree of 16 joints in four fingers) closes from open to a grasp along a
    /// minimum-jerk path, under computed torque on the generated M, C q̇ + g and joint losses.
    Hand {
        /// Time to close (s).
        #[arg(long, default_value_t = 5.0)]
        close_time: f64,
    },
    /// The 7-DOF URDF arm's hand tracks a vertical circle with its orientation held (task-space
    /// inverse dynamics on the generated frame pose, Jacobian and J̇q̇), without payload, with a
    /// payload at the hand the controller ignores, and with its weight compensated as a wrench.
    TaskSpace {
        /// Payload mass at the hand (kg).
        #[arg(long, default_value_t = 2.0)]
        payload: f64,
        /// Radius of the circle (m).
        #[arg(long, default_value_t = 0.1)]
        radius: f64,
        /// Period of one turn (s).
        #[arg(long, default_value_t = 2.0)]
        period: f64,
    },
    /// Parameter identification of the 7-DOF URDF arm carrying a payload, with armature, damping
    /// and friction on its joints, from simulated noisy torques: an optimised Fourier excitation
    /// (Swevers et al. 1997), the base parameters by weighted least squares (Gautier & Khalil
    /// 1990), validation on another trajectory against the URDF's model, the payload alone on
    /// the known robot (Atkeson, An & Hollerbach 1986). `--duration` sets the excitation period
    /// (default 10 s).
    Identify {
        /// Payload mass at the hand (kg), in [0, 3].
        #[arg(long, default_value_t = 1.5)]
        payload: f64,
        /// Samples of the identification trajectory (one period; validation: half as many).
        #[arg(long, default_value_t = 1000, value_parser = clap::value_parser!(u32).range(20..=100000))]
        samples: u32,
        /// Coordinate-search steps of the excitation optimisation (after 8 random starts).
        #[arg(long, default_value_t = 500, value_parser = clap::value_parser!(u32).range(0..=100000))]
        iterations: u32,
        /// Seed of the excitations and of the noise.
        #[arg(long, default_value_t = 2026)]
        seed: u64,
    },
    /// The Pendubot whose joints have armature, damping and friction, balanced at the top by LQR
    /// designed on the ideal and on the real model, both run on the real one.
    PendubotJoints {
        /// Initial tilt of link 1 from the top (rad).
        #[arg(long, default_value_t = 0.1)]
        deviation: f64,
    },
    /// The Acrobot of Ordaz Oliver et al. 2009 swung up from hanging: an iLQR plan on the nominal
    /// model, tracked with its feedback gains on a plant whose link 2 is heavier, then balanced by
    /// LQR.
    AcrobotSwingup {
        /// Input limit (N m).
        #[arg(long, default_value_t = 4.0)]
        limit: f64,
        /// Planning horizon (s).
        #[arg(long, default_value_t = 4.0)]
        horizon: f64,
        /// Relative error of link 2's mass in the plant (0.1: 10 % heavier).
        #[arg(long, default_value_t = 0.1)]
        mass_error: f64,
    },
    /// The same for the Pendubot of Ordaz Oliver et al. 2009.
    PendubotSwingup {
        /// Input limit (N m).
        #[arg(long, default_value_t = 8.0)]
        limit: f64,
        /// Planning horizon (s).
        #[arg(long, default_value_t = 1.5)]
        horizon: f64,
        /// Relative error of link 2's mass in the plant (0.1: 10 % heavier).
        #[arg(long, default_value_t = 0.1)]
        mass_error: f64,
    },
    /// Receding-horizon iLQR on the 7-DOF arm (point-to-point): solve time per control step with
    /// generated, recursive and finite-difference derivatives.
    Arm7Mpc {
        /// Control period (s).
        #[arg(long, default_value_t = 0.01)]
        period: f64,
        /// Horizon in control periods.
        #[arg(long, default_value_t = 20, value_parser = clap::value_parser!(u32).range(2..=10000))]
        steps: u32,
        /// iLQR iterations per control step.
        #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=1000))]
        iterations: u32,
    },
    /// Time per iLQR iteration with generated, recursive and finite-difference derivatives
    /// (Pendubot and 7-DOF arm, one run).
    IlqrTiming {
        /// Iterations timed per variant (the median is printed).
        #[arg(long, default_value_t = 20, value_parser = clap::value_parser!(u32).range(1..=10000))]
        iterations: u32,
        /// RK4 steps of both problems' horizons (default: 300 for the Pendubot, 100 for the arm).
        #[arg(long, value_parser = clap::value_parser!(u32).range(2..=100000))]
        steps: Option<u32>,
    },
}

fn design(u_max: f64, k_e: f64, q: &[f64], r: f64) -> Result<scenarios::SwingUpDesign, DemoError> {
    let q_diag: [f64; 4] = q
        .try_into()
        .map_err(|_| DemoError::Check(format!("--q-weights needs 4 values, got {}", q.len())))?;
    Ok(scenarios::SwingUpDesign {
        q_diag,
        r,
        k_e,
        u_max,
    })
}

fn run(cli: Cli) -> Result<(), DemoError> {
    output::register_font()?;
    if let Some(d) = cli.duration {
        if !(d.is_finite() && d > 0.0) {
            return Err(DemoError::Check(format!(
                "--duration {d} must be finite and > 0"
            )));
        }
    }
    let ctx = scenarios::Context {
        out: cli.out,
        duration: cli.duration,
        quiet: cli.quiet,
    };
    match cli.command {
        Command::Pendulum { links, deviation } => scenarios::pendulum(&ctx, links, deviation),
        Command::Pendubot {
            u_max,
            k_e,
            q_weights,
            r,
        } => scenarios::pendubot(&ctx, &design(u_max, k_e, &q_weights, r)?),
        Command::Acrobot {
            deviation,
            u_max,
            k_e,
            q_weights,
            r,
        } => scenarios::acrobot(&ctx, deviation, &design(u_max, k_e, &q_weights, r)?),
        Command::TwoLink {
            deviation,
            controller,
        } => scenarios::two_link(&ctx, deviation, controller),
        Command::Arm7 { step } => scenarios::arm7(&ctx, step),
        Command::Hand { close_time } => hand::hand(&ctx, close_time),
        Command::PendubotJoints { deviation } => scenarios::pendubot_joints(&ctx, deviation),
        Command::TaskSpace {
            payload,
            radius,
            period,
        } => task_space::task_space(&ctx, payload, radius, period),
        Command::Identify {
            payload,
            samples,
            iterations,
            seed,
        } => {
            let defaults = chaindyn_demo::identification::Options::default();
            identify::identify(
                &ctx,
                &chaindyn_demo::identification::Options {
                    payload,
                    period: ctx.duration(defaults.period),
                    samples: samples as usize,
                    validation_samples: (samples as usize / 2).max(20),
                    iterations: iterations as usize,
                    seed,
                    ..defaults
                },
            )
        }
        Command::AcrobotSwingup {
            limit,
            horizon,
            mass_error,
        } => optimisation::swing_up(
            &ctx,
            optimisation::Robot::Acrobot,
            limit,
            horizon,
            mass_error,
        ),
        Command::PendubotSwingup {
            limit,
            horizon,
            mass_error,
        } => optimisation::swing_up(
            &ctx,
            optimisation::Robot::Pendubot,
            limit,
            horizon,
            mass_error,
        ),
        Command::IlqrTiming { iterations, steps } => {
            optimisation::timing(iterations as usize, steps.map(|s| s as usize))
        }
        Command::Arm7Mpc {
            period,
            steps,
            iterations,
        } => optimisation::arm7_mpc(&ctx, period, steps as usize, iterations as usize),
    }
}

fn main() -> ExitCode {
    match run(Cli::parse()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}
