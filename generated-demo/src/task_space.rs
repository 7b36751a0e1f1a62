//! `task-space`: the 7-DOF URDF arm's hand tracks a vertical circle with its orientation held,
//! under task-space inverse dynamics (operational-space control) on the generated frame pose,
//! Jacobian and `J̇ q̇`, while it carries a payload that the controller ignores or compensates
//! through the generated wrench terms.

use crate::models::Panda;
use crate::output::{DemoError, Progress};
use crate::scenarios::Context;
use chaindyn::nalgebra::{Matrix3, SMatrix, SVector, Vector3, Vector6};
use chaindyn::simulate::{simulate_observed, DormandPrince, Integrator, SimOptions};
use chaindyn::{Dynamics, ExternalWrench, FrameId, ReferenceFrame, TaskSpace};
use plotters::prelude::*;
use std::f64::consts::PI;
use std::fmt::Write as _;
use std::path::Path;

type V7 = SVector<f64, 7>;
const LWA: ReferenceFrame = ReferenceFrame::LocalWorldAligned;

/// The circle the hand follows: radius `radius` in the base's `y–z` plane, starting at the
/// initial hand position with zero velocity (`θ(t) = ω (t − τ (1 − e^{−t/τ}))`).
struct Circle {
    center: Vector3<f64>,
    radius: f64,
    omega: f64,
    ramp: f64,
}

impl Circle {
    /// Position, velocity and acceleration at `t`.
    fn at(&self, t: f64) -> [Vector3<f64>; 3] {
        let e = (-t / self.ramp).exp();
        let th = self.omega * (t - self.ramp * (1.0 - e));
        let thd = self.omega * (1.0 - e);
        let thdd = self.omega * e / self.ramp;
        let (s, c) = th.sin_cos();
        let r = self.radius;
        [
            self.center + Vector3::new(0.0, r * s, -r * c),
            Vector3::new(0.0, r * c, r * s) * thd,
            Vector3::new(0.0, r * c, r * s) * thdd + Vector3::new(0.0, -r * s, r * c) * thd * thd,
        ]
    }
}

/// Orientation error `½ Σ r_i × r_d,i` (base axes; small-angle rotation vector from `R` to `R_d`).
fn orientation_error(r: &Matrix3<f64>, rd: &Matrix3<f64>) -> Vector3<f64> {
    (0..3).fold(Vector3::zeros(), |acc, i| {
        acc + r.column(i).cross(&rd.column(i)) * 0.5
    })
}

/// Task-space inverse dynamics: `q̈* = J̄ (a* − J̇ q̇) + (I − J̄ J) q̈₀` with the dynamically
/// consistent inverse `J̄ = M⁻¹ Jᵀ (J M⁻¹ Jᵀ)⁻¹`, `a*` the hand's commanded acceleration (PD on
/// position and orientation plus the reference's feed-forward), `q̈₀` a joint-space PD towards the
/// initial posture (the arm's one redundant degree of freedom); then
/// `τ = M q̈* + C q̇ + g − Jᵀ w` with the wrenches the controller knows of.
struct Controller<'a> {
    model: &'a Panda,
    hand: FrameId<Panda>,
    circle: &'a Circle,
    rotation: Matrix3<f64>,
    posture: V7,
    kp: f64,
    kd: f64,
    known: Vec<ExternalWrench<FrameId<Panda>>>,
}

impl Controller<'_> {
    fn torque(&self, t: f64, q: &V7, qd: &V7) -> V7 {
        let m = self.model;
        let pose = m.frame_pose(self.hand, q);
        let j = m.frame_jacobian(self.hand, q, LWA);
        let bias = m.frame_acceleration_bias(self.hand, q, qd, LWA);
        let v = j * qd;
        let [pd, vd, ad] = self.circle.at(t);
        let ep = pd - pose.translation;
        let eo = orientation_error(&pose.rotation, &self.rotation);
        let mut a = Vector6::zeros();
        a.fixed_rows_mut::<3>(0)
            .copy_from(&(ad + (vd - v.fixed_rows::<3>(0)) * self.kd + ep * self.kp));
        a.fixed_rows_mut::<3>(3)
            .copy_from(&(-v.fixed_rows::<3>(3) * self.kd + eo * self.kp));
        let Some(chol) = m.mass_matrix(q).cholesky() else {
            return V7::repeat(f64::NAN);
        };
        let minv_jt: SMatrix<f64, 7, 6> = chol.solve(&j.transpose());
        let Some(lambda) = (j * minv_jt).try_inverse() else {
            return V7::repeat(f64::NAN);
        };
        let jbar = minv_jt * lambda;
        let qdd0 = (self.posture - q) * 25.0 - qd * 10.0;
        let qdd = jbar * (a - bias) + (SMatrix::<f64, 7, 7>::identity() - jbar * j) * qdd0;
        m.inverse_dynamics_with_wrenches(q, qd, &qdd, &self.known)
    }
}

/// One simulated run.
struct Tracking {
    label: &'static str,
    t: Vec<f64>,
    /// Hand position.
    p: Vec<Vector3<f64>>,
    /// Position error norm (m) and orientation error norm (rad).
    error: Vec<(f64, f64)>,
    /// Motor torques (the payload's joint forces not included).
    tau: Vec<V7>,
}

/// `task-space`: three runs of the same controller on the arm, with the hand tracking the circle:
/// without payload; with a `payload` kg mass at the hand that the controller ignores; and with
/// the payload's weight, a wrench at the hand, in the controller's inverse dynamics.
pub fn task_space(ctx: &Context, payload: f64, radius: f64, period: f64) -> Result<(), DemoError> {
    if !(payload.is_finite() && payload >= 0.0) {
        return Err(DemoError::Check(format!(
            "--payload must be a finite mass >= 0 kg, got {payload}"
        )));
    }
    if !(radius.is_finite() && radius > 0.0 && radius <= 0.3) {
        return Err(DemoError::Check(format!(
            "--radius must be in (0, 0.3] m (the arm's reach around its ready pose), got {radius}"
        )));
    }
    if !(period.is_finite() && period >= 0.5) {
        return Err(DemoError::Check(format!(
            "--period must be at least 0.5 s, got {period}"
        )));
    }
    let model = Panda;
    let hand = Panda::PANDA_HAND;
    let q0 = V7::from_column_slice(&[
        0.0,
        -PI / 4.0,
        0.0,
        -3.0 * PI / 4.0,
        0.0,
        PI / 2.0,
        PI / 4.0,
    ]);
    let start = model.frame_pose(hand, &q0);
    let circle = Circle {
        center: start.translation + Vector3::new(0.0, 0.0, radius),
        radius,
        omega: 2.0 * PI / period,
        ramp: 0.3,
    };
    // The payload hangs at the hand: its weight, fixed in the base axes.
    let weight = ExternalWrench::new(
        hand,
        LWA,
        Vector3::new(0.0, 0.0, -9.81 * payload),
        Vector3::zeros(),
    );
    let duration = ctx.duration(2.0 * period);
    let options = SimOptions {
        duration,
        integrator: Integrator::DormandPrince(DormandPrince {
            rtol: 1e-8,
            atol: 1e-10,
            h_max: 0.005,
            ..Default::default()
        }),
        sample_interval: 0.005,
    };
    let mut runs = Vec::new();
    for (label, carried, known) in [
        ("no payload", false, false),
        ("payload ignored", true, false),
        ("payload compensated", true, true),
    ] {
        let controller = Controller {
            model: &model,
            hand,
            circle: &circle,
            rotation: start.rotation,
            posture: q0,
            kp: 400.0,
            kd: 40.0,
            known: if known { vec![weight] } else { Vec::new() },
        };
        let plant_wrench = |q: &V7| -> V7 {
            if carried {
                model.wrench_torques(&[weight], q)
            } else {
                V7::zeros()
            }
        };
        let mut progress = Progress::new(&format!("task_space ({label})"), duration, ctx.quiet);
        // The simulator integrates `M q̈ + C q̇ + g = τ`; the payload's joint forces `Jᵀ w` join the
        // motor torques there and are taken out again for the record.
        let trajectory = simulate_observed(
            &model,
            &q0,
            &V7::zeros(),
            &options,
            |t, q, qd| controller.torque(t, q, qd) + plant_wrench(q),
            |s| progress.update(s.t),
        )?;
        let mut run = Tracking {
            label,
            t: Vec::new(),
            p: Vec::new(),
            error: Vec::new(),
            tau: Vec::new(),
        };
        for s in &trajectory.samples {
            let pose = model.frame_pose(hand, &s.q);
            let [pd, _, _] = circle.at(s.t);
            run.t.push(s.t);
            run.p.push(pose.translation);
            run.error.push((
                (pd - pose.translation).norm(),
                orientation_error(&pose.rotation, &start.rotation).norm(),
            ));
            run.tau.push(s.tau - plant_wrench(&s.q));
        }
        runs.push(run);
    }
    summarise(ctx, &runs, payload, radius, period)?;
    plot(&ctx.out.join("task_space.png"), &runs, &circle)?;
    write_csv(&ctx.out.join("task_space.csv"), &runs)?;
    println!(
        "  files: {}, {}",
        ctx.out.join("task_space.csv").display(),
        ctx.out.join("task_space.png").display()
    );
    Ok(())
}

fn summarise(
    ctx: &Context,
    runs: &[Tracking],
    payload: f64,
    radius: f64,
    period: f64,
) -> Result<(), DemoError> {
    std::fs::create_dir_all(&ctx.out).map_err(|e| DemoError::Io(ctx.out.clone(), e))?;
    println!(
        "task_space: the 7-DOF URDF arm's hand (panda_hand) tracks a circle of radius {radius} m \
         (period {period} s), orientation held, task-space inverse dynamics (kp = 400, kd = 40), \
         {payload} kg payload at the hand"
    );
    for r in runs {
        // After the first period the ramp-in has passed: the steady tracking error.
        let steady: Vec<&(f64, f64)> =
            r.t.iter()
                .zip(&r.error)
                .filter(|(t, _)| **t >= period.min(r.t.last().copied().unwrap_or(0.0)))
                .map(|(_, e)| e)
                .collect();
        let max_p = steady.iter().map(|e| e.0).fold(0.0, f64::max);
        let max_o = steady.iter().map(|e| e.1).fold(0.0, f64::max);
        let peak = r.tau.iter().map(|t| t.amax()).fold(0.0, f64::max);
        println!(
            "  {:<20} from t = {:.1} s: max position error {:.2e} m, max orientation error \
             {:.2e} rad; peak motor torque {:.2} N m",
            r.label, period, max_p, max_o, peak
        );
    }
    Ok(())
}

fn write_csv(path: &Path, runs: &[Tracking]) -> Result<(), DemoError> {
    let mut text = String::from("run,t,x,y,z,position_error,orientation_error");
    for i in 1..=7 {
        let _ = write!(text, ",tau{i}");
    }
    text.push('\n');
    for r in runs {
        for k in 0..r.t.len() {
            let p = r.p[k];
            let _ = write!(
                text,
                "{},{},{},{},{},{},{}",
                r.label, r.t[k], p.x, p.y, p.z, r.error[k].0, r.error[k].1
            );
            for v in r.tau[k].iter() {
                let _ = write!(text, ",{v}");
            }
            text.push('\n');
        }
    }
    std::fs::write(path, text).map_err(|e| DemoError::Io(path.to_path_buf(), e))
}

fn plot(path: &Path, runs: &[Tracking], circle: &Circle) -> Result<(), DemoError> {
    let err = |e: &dyn std::fmt::Display| DemoError::Plot(path.to_path_buf(), e.to_string());
    let colors = [BLUE, RED, RGBColor(0, 150, 0)];
    let root = BitMapBackend::new(path, (1200, 900)).into_drawing_area();
    root.fill(&WHITE).map_err(|e| err(&e))?;
    let (upper, bottom) = root.split_vertically(470);
    // The path panel square, so that the circle looks like one.
    let (top, middle) = upper.split_horizontally(470);
    let t_end = runs
        .iter()
        .filter_map(|r| r.t.last().copied())
        .fold(1e-9, f64::max);

    // The path in the y–z plane.
    let c = circle.center;
    let r = circle.radius * 1.3;
    let mut chart = ChartBuilder::on(&top)
        .margin(15)
        .x_label_area_size(40)
        .y_label_area_size(60)
        .caption(
            "hand path, base y-z plane (reference: black)",
            ("sans-serif", 18),
        )
        .build_cartesian_2d(c.y - r..c.y + r, c.z - r..c.z + r)
        .map_err(|e| err(&e))?;
    chart
        .configure_mesh()
        .x_desc("y (m)")
        .y_desc("z (m)")
        .label_style(("sans-serif", 14))
        .draw()
        .map_err(|e| err(&e))?;
    let reference = (0..=200).map(|k| {
        let th = 2.0 * PI * k as f64 / 200.0;
        (
            c.y + circle.radius * th.sin(),
            c.z - circle.radius * th.cos(),
        )
    });
    for (run, color) in runs.iter().zip(colors) {
        chart
            .draw_series(LineSeries::new(
                run.p.iter().map(|p| (p.y, p.z)),
                color.stroke_width(3),
            ))
            .map_err(|e| err(&e))?
            .label(run.label)
            .legend(move |(x, y)| PathElement::new(vec![(x, y), (x + 20, y)], color));
    }
    chart
        .draw_series(LineSeries::new(reference, BLACK.stroke_width(1)))
        .map_err(|e| err(&e))?;
    chart
        .configure_series_labels()
        .background_style(WHITE.mix(0.8))
        .border_style(BLACK)
        .label_font(("sans-serif", 14))
        .draw()
        .map_err(|e| err(&e))?;

    // Position error (mm).
    let e_max = runs
        .iter()
        .flat_map(|r| r.error.iter().map(|e| e.0 * 1e3))
        .fold(1e-6, f64::max);
    let mut chart = ChartBuilder::on(&middle)
        .margin(15)
        .x_label_area_size(40)
        .y_label_area_size(60)
        .caption("hand position error |p_d - p|", ("sans-serif", 20))
        .build_cartesian_2d(0.0..t_end, 0.0..e_max * 1.05)
        .map_err(|e| err(&e))?;
    chart
        .configure_mesh()
        .x_desc("t (s)")
        .y_desc("mm")
        .label_style(("sans-serif", 14))
        .draw()
        .map_err(|e| err(&e))?;
    for (run, color) in runs.iter().zip(colors) {
        chart
            .draw_series(LineSeries::new(
                run.t.iter().zip(&run.error).map(|(t, e)| (*t, e.0 * 1e3)),
                color.stroke_width(2),
            ))
            .map_err(|e| err(&e))?;
    }

    // Motor torques of the compensated run.
    let last = runs.last().expect("three runs");
    let (lo, hi) = last
        .tau
        .iter()
        .flat_map(|t| t.iter().copied())
        .fold((0.0f64, 0.0f64), |(lo, hi), v| (lo.min(v), hi.max(v)));
    let pad = 0.05 * (hi - lo).max(1e-6);
    let mut chart = ChartBuilder::on(&bottom)
        .margin(15)
        .x_label_area_size(40)
        .y_label_area_size(60)
        .caption(
            format!("motor torques ({})", last.label),
            ("sans-serif", 20),
        )
        .build_cartesian_2d(0.0..t_end, lo - pad..hi + pad)
        .map_err(|e| err(&e))?;
    chart
        .configure_mesh()
        .x_desc("t (s)")
        .y_desc("N m")
        .label_style(("sans-serif", 14))
        .draw()
        .map_err(|e| err(&e))?;
    for i in 0..7 {
        let color = Palette99::pick(i).to_rgba();
        chart
            .draw_series(LineSeries::new(
                last.t.iter().zip(&last.tau).map(|(t, tau)| (*t, tau[i])),
                color.stroke_width(2),
            ))
            .map_err(|e| err(&e))?
            .label(format!("joint {}", i + 1))
            .legend(move |(x, y)| PathElement::new(vec![(x, y), (x + 20, y)], color));
    }
    chart
        .configure_series_labels()
        .background_style(WHITE.mix(0.8))
        .border_style(BLACK)
        .label_font(("sans-serif", 14))
        .draw()
        .map_err(|e| err(&e))?;
    root.present().map_err(|e| err(&e))?;
    Ok(())
}
