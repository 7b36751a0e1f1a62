//! `hand`: the Allegro hand (a kinematic tree of 16 joints in four fingers) closes from open to
//! a grasp posture along a minimum-jerk path, under computed-torque control on the generated `M`,
//! `C q̇ + g` and joint losses (the file's damping and friction, which dominate these gram-sized
//! fingers), on the generated forward dynamics. The file's damping (up to 10 N m s/rad) and
//! Coulomb friction (up to 12 N m) leave little of its 15 N m effort limits for speed: the hand
//! closes in 5 s within them.

use crate::models::AllegroHand;
use crate::output::{report, DemoError, Progress, Run};
use crate::scenarios::{options, Context};
use chaindyn::nalgebra::{DVector, SVector};
use chaindyn::simulate::simulate_observed;
use chaindyn::{frame_pose, Dynamics, Multibody};

type V16 = SVector<f64, 16>;

/// The open and the closed posture, joint by joint (by the file's joint names, so that the
/// order, Pinocchio's, does not matter): each finger's side-to-side joint stays straight, its
/// three flexion joints close to 40 % of their range above 0; the thumb turns in and bends.
fn postures() -> (V16, V16) {
    let mut open = V16::zeros();
    let mut closed = V16::zeros();
    for (i, name) in AllegroHand::JOINT_NAMES.iter().enumerate() {
        let (lower, upper) = AllegroHand::JOINT_LIMITS[i];
        let (o, c): (f64, f64) = match *name {
            "joint_0.0" | "joint_4.0" | "joint_8.0" => (0.0, 0.0),
            "joint_12.0" => (0.4, 1.0),
            "joint_13.0" => (0.0, 0.4),
            "joint_14.0" => (0.0, 0.4),
            "joint_15.0" => (0.0, 0.5),
            _ => (0.05, 0.4 * upper),
        };
        open[i] = o.clamp(lower, upper);
        closed[i] = c.clamp(lower, upper);
    }
    (open, closed)
}

/// Minimum-jerk blend from 0 to 1 over `[0, duration]`: value, rate and acceleration.
fn minimum_jerk(t: f64, duration: f64) -> [f64; 3] {
    let s = (t / duration).clamp(0.0, 1.0);
    if s >= 1.0 {
        return [1.0, 0.0, 0.0];
    }
    let (s2, s3) = (s * s, s * s * s);
    [
        10.0 * s3 - 15.0 * s3 * s + 6.0 * s3 * s2,
        (30.0 * s2 - 60.0 * s3 + 30.0 * s3 * s) / duration,
        (60.0 * s - 180.0 * s2 + 120.0 * s3) / (duration * duration),
    ]
}

/// `hand --close-time T`: the grasp in `T` s, then held.
pub fn hand(ctx: &Context, close_time: f64) -> Result<(), DemoError> {
    if !(close_time.is_finite() && close_time >= 0.1) {
        return Err(DemoError::Check(format!(
            "--close-time must be at least 0.1 s, got {close_time}"
        )));
    }
    let model = AllegroHand;
    let (open, closed) = postures();
    // Closed-loop error dynamics ë + 2ζω ė + ω² e = 0 with ω = 40 rad/s, ζ = 1.
    let (omega, zeta) = (40.0, 1.0);
    let (kp, kd) = (omega * omega, 2.0 * zeta * omega);
    let reference = |t: f64| {
        let [s, sd, sdd] = minimum_jerk(t, close_time);
        let span = closed - open;
        (open + span * s, span * sd, span * sdd)
    };
    let mut peak = 0.0_f64;
    let control = |t: f64, q: &V16, qd: &V16| {
        let (qr, qdr, qddr) = reference(t);
        let a = qddr + (qdr - qd) * kd + (qr - q) * kp;
        let tau = model.mass_matrix(q) * a
            + model.coriolis_times_qd(q, qd)
            + model.gravity(q)
            + model.joint_losses(qd);
        for (i, t) in tau.iter().enumerate() {
            peak = peak.max(t.abs() / AllegroHand::JOINT_EFFORT_LIMITS[i]);
        }
        tau
    };
    let duration = ctx.duration(close_time + 0.5);
    let mut progress = Progress::new("hand", duration, ctx.quiet);
    let trajectory = simulate_observed(
        &model,
        &open,
        &SVector::zeros(),
        &options(duration),
        control,
        |s| progress.update(s.t),
    )?;
    // Where the fingertips are (the URDF's tip links, merged into each finger's last body): the
    // runtime's kinematics on the same chain.
    let chain = model.chain();
    let mb = Multibody::new(&chain)?;
    let last = trajectory.last();
    let q = DVector::from_column_slice(last.q.as_slice());
    let mut tips = Vec::new();
    for name in [
        "link_3.0_tip",
        "link_7.0_tip",
        "link_11.0_tip",
        "link_15.0_tip",
    ] {
        let index = chain
            .frame_index(name)
            .ok_or_else(|| DemoError::Check(format!("no frame {name} in the hand")))?;
        let p = frame_pose(&mb, index, &q)?.translation;
        tips.push(format!("{name} ({:.3}, {:.3}, {:.3}) m", p[0], p[1], p[2]));
    }
    let tracking = trajectory
        .samples
        .iter()
        .map(|s| (s.q - reference(s.t).0).amax())
        .fold(0.0, f64::max);
    let run = Run {
        name: "hand".into(),
        title: format!(
            "Allegro hand (a tree of 16 joints): closing in {close_time} s, computed torque (omega = {omega}, zeta = {zeta})"
        ),
        trajectory,
        target: closed,
        band: 0.01,
        notes: vec![
            format!("largest tracking error of the minimum-jerk path: {tracking:.2e} rad"),
            format!(
                "largest joint torque: {:.0} % of the file's effort limit ({})",
                100.0 * peak,
                if peak <= 1.0 { "within every limit" } else { "beyond a limit: close slower" }
            ),
            format!("fingertips at the end, palm frame: {}", tips.join("; ")),
        ],
    };
    report(&run, &ctx.out)?;
    Ok(())
}
