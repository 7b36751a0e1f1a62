//! The demo's runs: design, simulate, report.

use crate::models::{
    Acrobot, Arm7, BalancePendulum7, Pendubot, Pendulum2, Pendulum3, Pendulum4, Pendulum5,
    Pendulum6, RealPendubot, TwoLinkArm,
};
use crate::output::{report, DemoError, Progress, Run};
use crate::Regulator;
use chaindyn::control::{DecoupledPd, EnergyBased, StateFeedback};
use chaindyn::nalgebra::{DMatrix, DVector, Matrix2x1, SMatrix, SVector, Vector1, Vector2};
use chaindyn::pendulum::Pendulum;
use chaindyn::simulate::{
    simulate_linear_model, simulate_observed, DormandPrince, Integrator, SimOptions,
};
use chaindyn::Dynamics;
use std::f64::consts::FRAC_PI_2;
use std::path::PathBuf;

/// Options shared by every command.
pub struct Context {
    /// Output folder.
    pub out: PathBuf,
    /// Simulated time override.
    pub duration: Option<f64>,
    /// No progress report.
    pub quiet: bool,
}

impl Context {
    pub(crate) fn duration(&self, default: f64) -> f64 {
        self.duration.unwrap_or(default)
    }
}

/// Dormand–Prince at `rtol = 1e-9`, samples every 5 ms.
pub(crate) fn options(duration: f64) -> SimOptions {
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

/// The demo pendulums' parameters in the form of the n-link pendulum linearization notes (2015):
/// masses and lengths, as in the derive attributes of `models`.
fn pendulum_parameters(links: usize) -> (Vec<f64>, Vec<f64>) {
    match links {
        2 => (vec![1.3, 0.6], vec![0.7, 0.4]),
        3 => (vec![1.1, 0.7, 0.4], vec![0.5, 0.8, 0.3]),
        n => {
            let masses = [1.2, 0.9, 0.8, 0.5, 0.3, 0.25, 0.2];
            let lengths = [0.5, 0.45, 0.4, 0.35, 0.3, 0.25, 0.2];
            (masses[..n].to_vec(), lengths[..n].to_vec())
        }
    }
}

/// `pendulum --links N`.
pub fn pendulum(ctx: &Context, links: u8, deviation: f64) -> Result<(), DemoError> {
    match links {
        2 => pendulum_n(ctx, &Pendulum2, deviation),
        3 => pendulum_n(ctx, &Pendulum3, deviation),
        4 => pendulum_n(ctx, &Pendulum4, deviation),
        5 => pendulum_n(ctx, &Pendulum5, deviation),
        6 => pendulum_n(ctx, &Pendulum6, deviation),
        7 => pendulum_n(ctx, &BalancePendulum7, deviation),
        n => Err(DemoError::Check(format!(
            "--links {n}: supported are 2..=7"
        ))),
    }
}

fn pendulum_n<const N: usize, D: Dynamics<N>>(
    ctx: &Context,
    model: &D,
    deviation: f64,
) -> Result<(), DemoError> {
    let upright = SVector::<f64, N>::zeros();
    // u is the generalized force of the absolute angles (every joint driven): S = I.
    let fb = StateFeedback::lqr(
        model,
        &upright,
        &SMatrix::<f64, N, N>::identity(),
        &DMatrix::identity(2 * N, 2 * N),
        &SMatrix::<f64, N, N>::identity(),
    )?;
    let q0 = SVector::<f64, N>::repeat(deviation);
    let duration = ctx.duration(8.0);
    let name = format!("pendulum{N}");
    let mut progress = Progress::new(&name, duration, ctx.quiet);
    let trajectory = simulate_observed(
        model,
        &q0,
        &SVector::zeros(),
        &options(duration),
        |_, q, qd| fb.torque(q, qd),
        |s| progress.update(s.t),
    )?;

    // The closed-form linear model of the n-link pendulum notes at the balance point and its
    // discrete Simulator Equation under the same gain, against the nonlinear generated model.
    let (masses, lengths) = pendulum_parameters(N);
    let seed = Pendulum::new(&masses, &lengths, 9.81)?;
    let lm = seed.balance_point()?;
    let m_gen = model.mass_matrix(&upright);
    let m_gap = (0..N)
        .flat_map(|i| (0..N).map(move |j| (i, j)))
        .map(|(i, j)| (m_gen[(i, j)] - lm.m0[(i, j)]).abs())
        .fold(0.0, f64::max);
    if m_gap > 1e-12 * lm.m0.amax() {
        return Err(DemoError::Check(format!(
            "the n-link pendulum notes' parameters of pendulum{N} do not match its derive (M(0) differs by {m_gap:e})"
        )));
    }
    let dt = 1e-3;
    let steps = (duration / dt).round() as usize;
    let k = &fb.design.gain;
    let linear = simulate_linear_model(
        &lm,
        &DVector::from_column_slice(q0.as_slice()),
        &DVector::zeros(N),
        dt,
        steps,
        |_, q, p| {
            let mut x = DVector::zeros(2 * N);
            x.rows_mut(0, N).copy_from(q);
            x.rows_mut(N, N).copy_from(p);
            -(k * x)
        },
    )?;
    let mut gap = 0.0f64;
    for s in &trajectory.samples {
        let idx = ((s.t / dt).round() as usize).min(steps);
        for i in 0..N {
            gap = gap.max((s.q[i] - linear[idx].q[i]).abs());
        }
    }
    let lin_drift = linear
        .iter()
        .map(|s| (s.energy - linear[0].energy - s.work).abs())
        .fold(0.0, f64::max);
    let poles = &fb.design.closed_loop_eigenvalues;
    let slowest = poles.iter().map(|l| l.re).fold(f64::NEG_INFINITY, f64::max);
    let run = Run {
        name,
        title: format!(
            "{N}-link pendulum (n-link pendulum notes): LQR balance from {deviation} rad (Q = I, R = I)"
        ),
        trajectory,
        target: upright,
        band: 1e-3,
        notes: vec![
            format!(
                "LQR: Riccati residual {:.1e} (relative), slowest closed-loop pole Re = {slowest:.3} 1/s",
                fb.design.riccati.relative_residual
            ),
            format!(
                "Simulator Equation of the n-link pendulum notes (dt = 1 ms, same gain): max |q_linear - q_nonlinear| = {gap:.2e} rad, its energy drift {lin_drift:.2e} J"
            ),
        ],
    };
    report(&run, &ctx.out)?;
    Ok(())
}

/// Weights of the energy-based law of Ordaz Oliver, Santos Sánchez & López Morales, "On the
/// sub-optimal feedback control law synthesis of underactuated systems", IJICIC 5(9), 2009, on
/// the Pendubot / Acrobot: `Q` on `[q̃; q̇]`, `R`, `k_E`.
pub struct SwingUpDesign {
    /// `Q` diagonal.
    pub q_diag: [f64; 4],
    /// `R`.
    pub r: f64,
    /// Energy gain `k_E`.
    pub k_e: f64,
    /// Actuator limit `|u| ≤ u_max` (N m).
    pub u_max: f64,
}

/// The Pendubot's design (chosen by a scan of `Q`, `R`, `k_E` and the actuator limit; see
/// docs/papers.md: unsaturated, eq. 39 with LQR gains asks for hundreds of N m far from the
/// top and mostly fails).
pub const PENDUBOT_DESIGN: SwingUpDesign = SwingUpDesign {
    q_diag: [100.0, 100.0, 0.1, 0.1],
    r: 1.0,
    k_e: 10.0,
    u_max: 8.0,
};

/// The Acrobot's design. With the paper's parameters (link 2's inertia θ₂ is 1/13 of link 1's
/// θ₁) no combination of a scan (Q, R, k_E, |u| ≤ 2..8 N m) swung it up from hanging; the
/// demo shows the law recovering the top from a deviation instead.
pub const ACROBOT_DESIGN: SwingUpDesign = SwingUpDesign {
    q_diag: [100.0, 100.0, 0.1, 0.1],
    r: 1.0,
    k_e: 10.0,
    u_max: 8.0,
};

/// One run of the law of Ordaz Oliver et al. 2009 on a 2-DOF chain.
struct SwingUp<'a> {
    name: &'a str,
    actuation: Matrix2x1<f64>,
    design: &'a SwingUpDesign,
    start: Vector2<f64>,
    default_duration: f64,
    notes: &'a [&'a str],
}

fn swing_up<D: Dynamics<2>>(ctx: &Context, model: &D, run: SwingUp<'_>) -> Result<(), DemoError> {
    let SwingUp {
        name,
        actuation,
        design,
        start,
        default_duration,
        notes,
    } = run;
    let top = Vector2::new(FRAC_PI_2, 0.0);
    let q_w = DMatrix::from_diagonal(&DVector::from_row_slice(&design.q_diag));
    let law = EnergyBased::design(
        model,
        &top,
        &actuation,
        &q_w,
        &SMatrix::<f64, 1, 1>::new(design.r),
        design.k_e,
    )?
    .with_input_limit(Vector1::new(design.u_max))?;
    let duration = ctx.duration(default_duration);
    let mut progress = Progress::new(name, duration, ctx.quiet);
    let trajectory = simulate_observed(
        model,
        &start,
        &Vector2::zeros(),
        &options(duration),
        |_, q, qd| law.torque(model, q, qd),
        |s| progress.update(s.t),
    )?;
    let k = &law.design.gain;
    let driven = if actuation[0] != 0.0 { 1 } else { 2 };
    let run = Run {
        name: name.to_string(),
        title: format!(
            "{name} (Ordaz Oliver et al. 2009): eq. 39 from q = ({:.3}, {:.3}), joint {driven} driven, kE = {}, |u| <= {} N m",
            start[0], start[1], design.k_e, design.u_max
        ),
        trajectory,
        target: top,
        band: 0.01,
        notes: std::iter::once(format!(
            "LQR at the top (eq. 56): K = [{:.3}, {:.3}, {:.3}, {:.3}], Q = diag{:?}, R = {}",
            k[(0, 0)],
            k[(0, 1)],
            k[(0, 2)],
            k[(0, 3)],
            design.q_diag,
            design.r
        ))
        .chain(notes.iter().map(|n| n.to_string()))
        .collect(),
    };
    report(&run, &ctx.out)?;
    Ok(())
}

/// `pendubot`: swing-up from hanging.
pub fn pendubot(ctx: &Context, design: &SwingUpDesign) -> Result<(), DemoError> {
    swing_up(
        ctx,
        &Pendubot,
        SwingUp {
            name: "pendubot",
            actuation: Matrix2x1::new(1.0, 0.0),
            design,
            start: Vector2::new(-FRAC_PI_2, 0.0),
            default_duration: 10.0,
            notes: &[],
        },
    )
}

/// `acrobot --deviation D`: back to the top from link 1 tilted by `D`.
pub fn acrobot(ctx: &Context, deviation: f64, design: &SwingUpDesign) -> Result<(), DemoError> {
    swing_up(
        ctx,
        &Acrobot,
        SwingUp {
            name: "acrobot",
            actuation: Matrix2x1::new(0.0, 1.0),
            design,
            start: Vector2::new(FRAC_PI_2 + deviation, 0.0),
            default_duration: 10.0,
            notes: &[
                "with the paper's parameters (link 2: theta2 = 0.0078 kg m^2) the top is recovered from",
                "a link-1 tilt of 0.005 rad but not from 0.01 rad, and no design we scanned swings it up",
            ],
        },
    )
}

/// LQR weights of the `two-link --controller lqr` run: `Q` on `[θ; θ̇]` and `R = r I` (the arm
/// weighs 10 kg per link and needs hundreds of N m, hence the small `r`).
pub const TWO_LINK_LQR_Q: [f64; 4] = [100.0, 100.0, 10.0, 10.0];
/// See [`TWO_LINK_LQR_Q`].
pub const TWO_LINK_LQR_R: f64 = 1e-4;

/// A state-feedback law `τ(q, q̇)`.
type Law = Box<dyn Fn(&Vector2<f64>, &Vector2<f64>) -> Vector2<f64>>;

/// `two-link --deviation D`.
pub fn two_link(ctx: &Context, deviation: f64, controller: Regulator) -> Result<(), DemoError> {
    let model = TwoLinkArm;
    let rest = Vector2::zeros();
    let duration = ctx.duration(6.0);
    let q0 = Vector2::repeat(deviation);
    let (tag, title, torque): (&str, String, Law) = match controller {
        Regulator::Pd => {
            let omega = Vector2::repeat(3.0);
            let zeta = Vector2::repeat(1.0);
            let pd = DecoupledPd::design(&model, &rest, &omega, &zeta)?;
            (
                    "pd",
                    format!(
                        "2-link arm (Lin & Yae): decoupled pole placement, omega = 3 rad/s, zeta = 1, from {deviation} rad"
                    ),
                    Box::new(move |q, qd| pd.torque(q, qd)),
                )
        }
        Regulator::Lqr => {
            let fb = StateFeedback::lqr(
                &model,
                &rest,
                &SMatrix::<f64, 2, 2>::identity(),
                &DMatrix::from_diagonal(&DVector::from_row_slice(&TWO_LINK_LQR_Q)),
                &(SMatrix::<f64, 2, 2>::identity() * TWO_LINK_LQR_R),
            )?;
            (
                "lqr",
                format!("2-link arm (Lin & Yae): LQR regulator from {deviation} rad"),
                Box::new(move |q, qd| fb.torque(q, qd)),
            )
        }
    };
    let name = format!("two_link_{tag}_{deviation}");
    let mut progress = Progress::new(&name, duration, ctx.quiet);
    let trajectory = simulate_observed(
        &model,
        &q0,
        &Vector2::zeros(),
        &options(duration),
        |_, q, qd| torque(q, qd),
        |s| progress.update(s.t),
    )?;
    let run = Run {
        name,
        title,
        trajectory,
        target: rest,
        band: 0.02 * deviation.abs(),
        notes: vec!["settling band: 2% of the initial deviation".to_string()],
    };
    report(&run, &ctx.out)?;
    Ok(())
}

/// `arm7 --step S`.
pub fn arm7(ctx: &Context, step: f64) -> Result<(), DemoError> {
    let model = Arm7;
    let q_design = SVector::<f64, 7>::zeros();
    let omega = SVector::<f64, 7>::repeat(8.0);
    let zeta = SVector::<f64, 7>::repeat(0.7);
    let mut pd = DecoupledPd::design(&model, &q_design, &omega, &zeta)?;
    let mut target = q_design;
    target[3] = step;
    pd.set_setpoint(&model, &target);
    let duration = ctx.duration(3.0);
    let mut progress = Progress::new("arm7", duration, ctx.quiet);
    let trajectory = simulate_observed(
        &model,
        &q_design,
        &SVector::zeros(),
        &options(duration),
        |_, q, qd| pd.torque(q, qd),
        |s| progress.update(s.t),
    )?;
    let q4_peak = trajectory
        .samples
        .iter()
        .map(|s| s.q[3])
        .fold(f64::NEG_INFINITY, f64::max);
    let overshoot = (q4_peak - step) / step * 100.0;
    let rise = trajectory
        .samples
        .iter()
        .find(|s| s.q[3] >= 0.9 * step)
        .map(|s| s.t);
    let run = Run {
        name: "arm7".into(),
        title: format!(
            "7-DOF arm (Lin & Yae): step of joint 4 by {step} rad, decoupled PD (omega = 8, zeta = 0.7)"
        ),
        trajectory,
        target,
        band: 0.02 * step.abs(),
        notes: vec![
            format!(
                "joint 4: overshoot {overshoot:.2}% (linear design 4.6%), 90% rise time {}",
                rise.map_or("not reached".to_string(), |t| format!("{t:.3} s"))
            ),
            "settling band: 2% of the step".to_string(),
        ],
    };
    report(&run, &ctx.out)?;
    Ok(())
}

/// `pendubot-joints --deviation D`: LQR balance at the top of the Pendubot whose joints have
/// armature, damping and friction ([`RealPendubot`]), designed once on the ideal model and once on
/// the real one (the same `Q`, `R`), both run on the real model from link 1 tilted by `D`.
pub fn pendubot_joints(ctx: &Context, deviation: f64) -> Result<(), DemoError> {
    let top = Vector2::new(FRAC_PI_2, 0.0);
    let actuation = Matrix2x1::new(1.0, 0.0);
    let q_w = DMatrix::from_diagonal(&DVector::from_row_slice(&PENDUBOT_DESIGN.q_diag));
    let r = SMatrix::<f64, 1, 1>::new(PENDUBOT_DESIGN.r);
    let plant = RealPendubot;
    let ideal = StateFeedback::lqr(&Pendubot, &top, &actuation, &q_w, &r)?;
    let real = StateFeedback::lqr(&plant, &top, &actuation, &q_w, &r)?;
    // The real plant's linearization at the top (holding torque, at rest): A gains
    // −M⁻¹ ∂τ_loss/∂q̇ = −M⁻¹ diag(b + F/v_s), M its armature.
    let (a, b) = plant.linearize::<4>(&top, &Vector2::zeros(), &plant.gravity(&top));
    let b = b * actuation;
    let poles = |k: &DMatrix<f64>| -> String {
        let k = SMatrix::<f64, 1, 4>::from_iterator(k.iter().copied());
        let mut ev: Vec<_> = (a - b * k).complex_eigenvalues().iter().copied().collect();
        ev.sort_by(|x, y| x.re.total_cmp(&y.re));
        ev.iter()
            .map(|e| format!("{:.2}{:+.2}i", e.re, e.im))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let gains = |k: &DMatrix<f64>| {
        format!(
            "[{:.3}, {:.3}, {:.3}, {:.3}]",
            k[(0, 0)],
            k[(0, 1)],
            k[(0, 2)],
            k[(0, 3)]
        )
    };
    let duration = ctx.duration(4.0);
    let start = Vector2::new(FRAC_PI_2 + deviation, 0.0);
    for (tag, fb, what) in [
        ("ideal_design", &ideal, "designed on the ideal joints"),
        ("real_design", &real, "designed on the real joints"),
    ] {
        let name = format!("pendubot_joints_{tag}");
        let mut progress = Progress::new(&name, duration, ctx.quiet);
        let trajectory = simulate_observed(
            &plant,
            &start,
            &Vector2::zeros(),
            &options(duration),
            |_, q, qd| fb.torque(q, qd),
            |s| progress.update(s.t),
        )?;
        let dissipated = trajectory.last().dissipated;
        let k = &fb.design.gain;
        let run = Run {
            name,
            title: format!(
                "Pendubot with armature, damping and friction: LQR {what}, from link 1 tilted by {deviation} rad"
            ),
            trajectory,
            target: top,
            band: 0.01 * deviation.abs().max(0.01),
            notes: vec![
                format!("K = {}, Q = diag{:?}, R = {}", gains(k), PENDUBOT_DESIGN.q_diag, PENDUBOT_DESIGN.r),
                format!("closed-loop poles on the real joints: {}", poles(k)),
                format!("energy dissipated by the joints: {dissipated:.4} J"),
            ],
        };
        report(&run, &ctx.out)?;
    }
    Ok(())
}
