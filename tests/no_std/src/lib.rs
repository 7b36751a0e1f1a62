//! A `#![no_std]` crate on a derived robot, as on a microcontroller: chaindyn without `std` (the
//! `Dynamics`, `DynamicsIn` and `TaskSpaceIn` traits, `Real`, the generated code; `libm` for
//! `sin`, `cos`, `sqrt`): a free-flying arm grasping a handle (its contact dynamics in `f32`),
//! and the Pendubot of Ordaz Oliver, Santos Sánchez & López Morales, "On the sub-optimal
//! feedback control law synthesis of underactuated systems", IJICIC 5(9), 2009, with its second
//! link's mass a runtime parameter, stepped in `f32`. The dependency is renamed (`robot_dynamics`
//! in Cargo.toml), and the derive told so with `#[chain(crate = "robot_dynamics")]`. `cargo build -p chaindyn-no-std` builds
//! chaindyn without `std` (CI does); in the workspace's `cargo test` cargo unifies features and
//! this crate's tests run with it.
#![no_std]

use robot_dynamics::nalgebra::{SMatrix, SVector};
use robot_dynamics::{
    ContactDerivatives, Dynamics, DynamicsIn, FloatingTaskSpace, ReferenceFrame, TaskSpaceIn,
};

/// The Pendubot of Ordaz Oliver et al. 2009 (Fantoni & Lozano's parameters), `m2` set at run
/// time.
#[derive(robot_dynamics::Dynamics)]
#[chain(crate = "robot_dynamics", gravity = [0.0, -9.81, 0.0])]
#[body(name = "link1", joint = revolute, axis = z, length = 0.2, mass = 0.8293, com = 0.1, inertia = 0.006)]
#[body(name = "link2", joint = revolute, axis = z, length = 0.2, mass = m2, com = 0.062, inertia = 0.005)]
#[frame(name = "tip", body = "link2", origin = [0.2, 0.0, 0.0])]
pub struct Pendubot {
    /// Mass of link 2 (kg): the payload it carries included.
    pub m2: f64,
}

/// One semi-implicit Euler step of `h` seconds in `f32` with torque `tau` on joint 1: the state
/// `[q1, q2, q̇1, q̇2]`, allocation-free.
pub fn step(robot: &Pendubot, x: [f32; 4], tau: f32, h: f32) -> [f32; 4] {
    let q = SVector::<f32, 2>::new(x[0], x[1]);
    let qd = SVector::<f32, 2>::new(x[2], x[3]);
    let qdd = robot.forward_dynamics_in(&q, &qd, &SVector::<f32, 2>::new(tau, 0.0));
    let qd = qd + qdd * h;
    let q = q + qd * h;
    [q[0], q[1], qd[0], qd[1]]
}

/// Where the tip of link 2 is, and how fast it moves (`[v; ω] = J q̇`, base axes), in `f32`.
pub fn tip_motion(robot: &Pendubot, q: [f32; 2], qd: [f32; 2]) -> ([f32; 2], [f32; 2]) {
    let q = SVector::<f32, 2>::new(q[0], q[1]);
    let p = robot.frame_pose_in(Pendubot::TIP, &q).translation;
    let j = robot.frame_jacobian_in(Pendubot::TIP, &q, ReferenceFrame::LocalWorldAligned);
    let v = j * SVector::<f32, 2>::new(qd[0], qd[1]);
    ([p.x, p.y], [v[0], v[1]])
}

/// The state matrix `A = ∂f/∂x` of the upright equilibrium `q = (π/2, 0)`, in `f64`.
pub fn upright_state_matrix(robot: &Pendubot) -> SMatrix<f64, 4, 4> {
    let q = SVector::<f64, 2>::new(core::f64::consts::FRAC_PI_2, 0.0);
    robot.linearize_equilibrium(&q).a::<4>()
}

/// A free-flying body carrying a three-joint arm whose hand grasps a handle fixed in space
/// (`tests/robots/floating_arm.urdf`; the hand held as a surface contact), as a space robot's
/// controller would see it: `FloatingDynamics<10, 9>`.
#[derive(robot_dynamics::Dynamics)]
#[chain(
    crate = "robot_dynamics",
    urdf = "../robots/floating_arm.urdf",
    root_joint = free_flyer,
    contacts = [surface("hand")]
)]
pub struct GraspingArm;

/// The accelerations and the handle's wrench on the hand (`[f; τ]` in the hand's axes) under the
/// joints' torques `tau` (the base unactuated), in `f32`: the contact dynamics without `std`.
pub fn grasping(
    q: &SVector<f32, 10>,
    v: &SVector<f32, 9>,
    tau: &SVector<f32, 9>,
) -> (SVector<f32, 9>, SVector<f32, 6>) {
    GraspingArm.constraint_dynamics_in::<f32, { GraspingArm::CONTACT_FORCES }>(
        &GraspingArm::CONTACTS,
        &[true],
        q,
        v,
        tau,
        ReferenceFrame::Local,
    )
}

/// [`grasping`] and its derivatives in `q`, `v` and `τ` (tangent space), in `f32`: the contact
/// dynamics' linearization without `std`, as a controller's model predictive step needs it.
pub fn grasping_derivatives(
    q: &SVector<f32, 10>,
    v: &SVector<f32, 9>,
    tau: &SVector<f32, 9>,
) -> ContactDerivatives<9, 6, f32> {
    GraspingArm.constraint_dynamics_derivatives_in::<f32, { GraspingArm::CONTACT_FORCES }>(
        &GraspingArm::CONTACTS,
        &[true],
        q,
        v,
        tau,
        ReferenceFrame::Local,
    )
}

#[cfg(test)]
mod tests {
    extern crate std;
    use super::*;
    use robot_dynamics::FloatingTaskSpaceIn;

    /// 1 s of free swing from `q = (1, 0)`: the `f32` steps agree with the same steps in `f64`
    /// to 1e-4 relative (floor 1): 1000 steps, each rounding at `u = 6e-8`, the errors
    /// accumulating and amplified by the chaotic double pendulum's sensitivity (measured
    /// 1.8e-5, on `q̇₁ ≈ 5.7 rad/s`).
    #[test]
    fn f32_steps_follow_f64() {
        let robot = Pendubot { m2: 0.7175 };
        let (mut x32, mut x64) = (
            [1.0_f32, 0.0, 0.0, 0.0],
            SVector::<f64, 4>::new(1.0, 0.0, 0.0, 0.0),
        );
        for _ in 0..1000 {
            x32 = step(&robot, x32, 0.0, 1e-3);
            let (q, qd) = (
                x64.fixed_rows::<2>(0).into_owned(),
                x64.fixed_rows::<2>(2).into_owned(),
            );
            let qdd = robot.forward_dynamics(&q, &qd, &SVector::zeros());
            let qd = qd + qdd * 1e-3;
            let q = q + qd * 1e-3;
            x64 = SVector::<f64, 4>::new(q[0], q[1], qd[0], qd[1]);
        }
        for k in 0..4 {
            let e = (f64::from(x32[k]) - x64[k]).abs();
            assert!(
                e < 1e-4 * x64[k].abs().max(1.0),
                "state {k}: f32 {} vs f64 {} ({e:e})",
                x32[k],
                x64[k]
            );
        }
    }

    /// The tip in `f32` against its closed form (two links of 0.2 m turning about `z`), to 1e-6
    /// (a few `f32` roundings of values below 0.4 m).
    #[test]
    fn tip_follows_the_closed_form() {
        let robot = Pendubot { m2: 0.7175 };
        let (q, qd) = ([0.7_f32, -1.9_f32], [1.5_f32, -0.5_f32]);
        let (p, v) = tip_motion(&robot, q, qd);
        let (q1, q12) = (f64::from(q[0]), f64::from(q[0]) + f64::from(q[1]));
        let (w1, w12) = (f64::from(qd[0]), f64::from(qd[0]) + f64::from(qd[1]));
        let expected = [
            0.2 * q1.cos() + 0.2 * q12.cos(),
            0.2 * q1.sin() + 0.2 * q12.sin(),
            -0.2 * q1.sin() * w1 - 0.2 * q12.sin() * w12,
            0.2 * q1.cos() * w1 + 0.2 * q12.cos() * w12,
        ];
        for (k, (got, want)) in [p[0], p[1], v[0], v[1]].iter().zip(expected).enumerate() {
            assert!(
                (f64::from(*got) - want).abs() < 1e-6,
                "{k}: {got} vs {want}"
            );
        }
    }

    /// The grasping arm in `f32`: the hand stays on the handle (`J a + γ = 0`, its spatial
    /// acceleration, within 1e-3 of the terms' scale: `f32`'s 6e-8 through `M`'s and `Δ`'s
    /// condition numbers; measured 3.9e-5) and the accelerations and wrench agree with the same
    /// computation in `f64` to 1e-4 of their largest entry (measured 1.9e-6).
    #[test]
    fn grasping_holds_the_handle_in_f32() {
        let robot = GraspingArm;
        let mut q = SVector::<f64, 10>::from_column_slice(&[
            0.1, -0.2, 0.3, 0.1, 0.2, -0.1, 0.95, 0.4, -0.7, 0.5,
        ]);
        let norm = q.fixed_rows::<4>(3).norm();
        for k in 3..7 {
            q[k] /= norm;
        }
        let v = SVector::<f64, 9>::from_fn(|k, _| 0.3 * (k as f64 - 4.0) / 4.0);
        let tau = SVector::<f64, 9>::from_fn(|k, _| if k < 6 { 0.0 } else { 0.5 });
        let (a, lambda) = grasping(&q.cast(), &v.cast(), &tau.cast());
        let (a64, lambda64) = robot.constraint_dynamics_in::<f64, 6>(
            &GraspingArm::CONTACTS,
            &[true],
            &q,
            &v,
            &tau,
            ReferenceFrame::Local,
        );
        let off = |x: &[f32], y: &[f64]| {
            let scale = y.iter().fold(1.0f64, |m, t| m.max(t.abs()));
            x.iter()
                .zip(y)
                .fold(0.0f64, |m, (s, t)| m.max((f64::from(*s) - t).abs()))
                / scale
        };
        assert!(
            off(a.as_slice(), a64.as_slice()) < 1e-4,
            "{a} against {a64}"
        );
        assert!(
            off(lambda.as_slice(), lambda64.as_slice()) < 1e-4,
            "{lambda} against {lambda64}"
        );
        // The hand's spatial acceleration J a + γ (classical less ω × v) is zero.
        let hand = GraspingArm::CONTACTS[0].frame;
        let (qf, vf) = (q.cast::<f32>(), v.cast::<f32>());
        let j = robot.frame_jacobian_in(hand, &qf, ReferenceFrame::Local);
        let classical = robot.frame_acceleration_bias_in(hand, &qf, &vf, ReferenceFrame::Local);
        let twist = j * vf;
        let w = twist.fixed_rows::<3>(3).cross(&twist.fixed_rows::<3>(0));
        let ja = j * a;
        let mut held = ja + classical;
        for k in 0..3 {
            held[k] -= w[k];
        }
        let scale = ja.amax() + classical.amax() + 1.0;
        assert!(held.amax() < 1e-3 * scale, "J a + γ = {held}");
    }

    /// The derivatives in `f32` agree with the same in `f64` to 1e-3 of each block's largest
    /// entry (`f32`'s 6e-8 through `M`'s and `Δ`'s condition numbers and the blocks' products;
    /// measured 1.1e-5 at most), and a torque moves the hand not at all: `J ∂a/∂τ = 0` within 1e-3
    /// of `J`'s and `∂a/∂τ`'s scale (measured 9.4e-6).
    #[test]
    fn grasping_derivatives_in_f32() {
        let robot = GraspingArm;
        let mut q = SVector::<f64, 10>::from_column_slice(&[
            -0.3, 0.2, 0.1, -0.2, 0.1, 0.3, 0.9, -0.4, 0.8, 0.2,
        ]);
        let norm = q.fixed_rows::<4>(3).norm();
        for k in 3..7 {
            q[k] /= norm;
        }
        let v = SVector::<f64, 9>::from_fn(|k, _| 0.2 * (4.0 - k as f64) / 4.0);
        let tau = SVector::<f64, 9>::from_fn(|k, _| if k < 6 { 0.0 } else { -0.4 });
        let d = grasping_derivatives(&q.cast(), &v.cast(), &tau.cast());
        let d64 = robot.constraint_dynamics_derivatives_in::<f64, 6>(
            &GraspingArm::CONTACTS,
            &[true],
            &q,
            &v,
            &tau,
            ReferenceFrame::Local,
        );
        let off = |x: &[f32], y: &[f64]| {
            let scale = y.iter().fold(1.0f64, |m, t| m.max(t.abs()));
            x.iter()
                .zip(y)
                .fold(0.0f64, |m, (s, t)| m.max((f64::from(*s) - t).abs()))
                / scale
        };
        for (name, x, y) in [
            ("∂a/∂q", d.da_dq.as_slice(), d64.da_dq.as_slice()),
            ("∂a/∂v", d.da_dv.as_slice(), d64.da_dv.as_slice()),
            ("∂a/∂τ", d.da_dtau.as_slice(), d64.da_dtau.as_slice()),
            ("∂λ/∂q", d.dlambda_dq.as_slice(), d64.dlambda_dq.as_slice()),
            ("∂λ/∂v", d.dlambda_dv.as_slice(), d64.dlambda_dv.as_slice()),
            (
                "∂λ/∂τ",
                d.dlambda_dtau.as_slice(),
                d64.dlambda_dtau.as_slice(),
            ),
        ] {
            let e = off(x, y);
            assert!(e < 1e-3, "{name}: off by {e:e}");
        }
        let hand = GraspingArm::CONTACTS[0].frame;
        let j = robot.frame_jacobian_in(hand, &q.cast::<f32>(), ReferenceFrame::Local);
        let moved = j * d.da_dtau;
        let scale = j.amax() * d.da_dtau.amax();
        assert!(moved.amax() < 1e-3 * scale, "J ∂a/∂τ = {moved}");
    }

    /// The upright equilibrium is unstable: `A` has the identity block and a positive `∂q̈₁/∂q₁`
    /// (an inverted pendulum).
    #[test]
    fn upright_is_unstable() {
        let a = upright_state_matrix(&Pendubot { m2: 0.7175 });
        assert_eq!(a[(0, 2)], 1.0);
        assert_eq!(a[(1, 3)], 1.0);
        assert!(a[(2, 0)] > 0.0, "{a}");
    }
}
