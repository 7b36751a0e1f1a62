//! The demo's chains, all from `#[derive(Dynamics)]`. `chaindyn-tests` checks the ones it shares
//! with the demo (`Pendubot`, `Acrobot`, `Pendulum2`, `Pendulum4` to `Pendulum6`,
//! `BalancePendulum7`, `TwoLinkArm`) from here.

use chaindyn::Dynamics;

/// The Pendubot of Ordaz Oliver, Santos Sánchez & López Morales, "On the sub-optimal feedback
/// control law synthesis of underactuated systems", IJICIC 5(9), 2009 (parameters of section 6.1):
/// `q1` from the horizontal, `q2` relative.
#[derive(Dynamics)]
#[chain(gravity = 9.81, up = y, along = x)]
#[body(name = "link1", joint = revolute, axis = z, length = 0.2, mass = 1.9008, com = 0.185, inertia = 0.004)]
#[body(name = "link2", joint = revolute, axis = z, length = 0.2, mass = 0.7175, com = 0.062, inertia = 0.005)]
pub struct Pendubot;

/// The Acrobot of Ordaz Oliver et al. 2009: the Pendubot's mechanics (same paper parameters),
/// actuated at joint 2 — actuation is the controller's business, the dynamics are the same chain.
#[derive(Dynamics)]
#[chain(gravity = 9.81, up = y, along = x)]
#[body(name = "link1", joint = revolute, axis = z, length = 0.2, mass = 1.9008, com = 0.185, inertia = 0.004)]
#[body(name = "link2", joint = revolute, axis = z, length = 0.2, mass = 0.7175, com = 0.062, inertia = 0.005)]
pub struct Acrobot;

/// The pendulum of the n-link pendulum linearization notes (2015), 2 links: absolute angles from
/// the upward vertical, point masses at the link ends, `x = +l sin q` (hence the axis `−z`).
#[derive(Dynamics)]
#[chain(gravity = 9.81, up = y, along = y, angles = absolute)]
#[body(axis = -z, length = 0.7, mass = 1.3, com = 0.7)]
#[body(axis = -z, length = 0.4, mass = 0.6, com = 0.4)]
pub struct Pendulum2;

/// The pendulum of the n-link pendulum notes, 3 links.
#[derive(Dynamics)]
#[chain(gravity = 9.81, up = y, along = y, angles = absolute)]
#[body(axis = -z, length = 0.5, mass = 1.1, com = 0.5)]
#[body(axis = -z, length = 0.8, mass = 0.7, com = 0.8)]
#[body(axis = -z, length = 0.3, mass = 0.4, com = 0.3)]
pub struct Pendulum3;

/// The pendulum of the n-link pendulum notes, 5 links.
#[derive(Dynamics)]
#[chain(gravity = 9.81, up = y, along = y, angles = absolute)]
#[body(axis = -z, length = 0.5, mass = 1.2, com = 0.5)]
#[body(axis = -z, length = 0.45, mass = 0.9, com = 0.45)]
#[body(axis = -z, length = 0.4, mass = 0.8, com = 0.4)]
#[body(axis = -z, length = 0.35, mass = 0.5, com = 0.35)]
#[body(axis = -z, length = 0.3, mass = 0.3, com = 0.3)]
pub struct Pendulum5;

/// A spatial 7-DOF arm with alternating roll / pitch joints like the arm of Lin & Yae, "Recursive
/// Linearization of Multibody Dynamics Equations of Motion" (shoulder roll, shoulder pitch, elbow
/// roll, elbow pitch, wrist roll, wrist pitch, tool-plate roll); masses and inertias of a
/// Franka-Panda-like arm, with products of inertia and off-axis centres of mass. With the
/// regressor of its bodies and a turned flange frame on the tool plate.
#[derive(Dynamics)]
#[chain(gravity = [0.0, 0.0, -9.81], regressor = bodies)]
#[body(name = "shoulder_roll", axis = z, origin = [0.0, 0.0, 0.333], mass = 4.97, com = [0.0035, 0.0029, -0.0732],
       inertia = [0.7034, 0.7067, 0.0091, -0.0001, 0.0068, 0.0192])]
#[body(name = "shoulder_pitch", axis = y, origin = [0.0, 0.0, 0.0], mass = 0.6469, com = [-0.0032, -0.0268, 0.0270],
       inertia = [0.0080, 0.0281, 0.0260, -0.0039, 0.0102, 0.0007])]
#[body(name = "elbow_roll", axis = z, origin = [0.0, 0.0, 0.316], mass = 3.2286, com = [0.0274, 0.0392, -0.0664],
       inertia = [0.0372, 0.0361, 0.0108, -0.0048, -0.0114, -0.0128])]
#[body(name = "elbow_pitch", axis = y, origin = [0.0825, 0.0, 0.0], mass = 3.5879, com = [-0.0530, 0.1044, 0.0274],
       inertia = [0.0259, 0.0195, 0.0283, 0.0078, -0.0013, 0.0086])]
#[body(name = "wrist_roll", axis = z, origin = [-0.0825, 0.0, 0.384], mass = 1.2259, com = [-0.0119, 0.0417, -0.1027],
       inertia = [0.0355, 0.0294, 0.0086, -0.0021, -0.0040, 0.0002])]
#[body(name = "wrist_pitch", axis = y, origin = [0.0, 0.0, 0.0], mass = 1.6666, com = [0.0601, -0.0141, 0.0105],
       inertia = [0.0020, 0.0043, 0.0054, 0.0001, -0.0012, -0.0003])]
#[body(name = "toolplate_roll", axis = z, origin = [0.088, 0.0, 0.107], mass = 0.7355, com = [0.0103, 0.0041, 0.0454],
       inertia = [0.0125, 0.0100, 0.0048, -0.0004, -0.0011, -0.0007])]
#[frame(name = "flange", body = "toolplate_roll", origin = [0.0, 0.0, 0.107], rpy = [0.0, 0.0, -0.785])]
pub struct Arm7;

/// The pendulum of the n-link pendulum notes, 4 links (closed-loop tests and demo).
#[derive(Dynamics)]
#[chain(gravity = 9.81, up = y, along = y, angles = absolute)]
#[body(axis = -z, length = 0.5, mass = 1.2, com = 0.5)]
#[body(axis = -z, length = 0.45, mass = 0.9, com = 0.45)]
#[body(axis = -z, length = 0.4, mass = 0.8, com = 0.4)]
#[body(axis = -z, length = 0.35, mass = 0.5, com = 0.35)]
pub struct Pendulum4;

/// The pendulum of the n-link pendulum notes, 6 links (closed-loop tests and demo).
#[derive(Dynamics)]
#[chain(gravity = 9.81, up = y, along = y, angles = absolute)]
#[body(axis = -z, length = 0.5, mass = 1.2, com = 0.5)]
#[body(axis = -z, length = 0.45, mass = 0.9, com = 0.45)]
#[body(axis = -z, length = 0.4, mass = 0.8, com = 0.4)]
#[body(axis = -z, length = 0.35, mass = 0.5, com = 0.35)]
#[body(axis = -z, length = 0.3, mass = 0.3, com = 0.3)]
#[body(axis = -z, length = 0.25, mass = 0.25, com = 0.25)]
pub struct Pendulum6;

/// The pendulum of the n-link pendulum notes, 7 links: the 6-link one plus a 0.2 m, 0.2 kg
/// link (closed-loop tests and demo).
#[derive(Dynamics)]
#[chain(gravity = 9.81, up = y, along = y, angles = absolute)]
#[body(axis = -z, length = 0.5, mass = 1.2, com = 0.5)]
#[body(axis = -z, length = 0.45, mass = 0.9, com = 0.45)]
#[body(axis = -z, length = 0.4, mass = 0.8, com = 0.4)]
#[body(axis = -z, length = 0.35, mass = 0.5, com = 0.35)]
#[body(axis = -z, length = 0.3, mass = 0.3, com = 0.3)]
#[body(axis = -z, length = 0.25, mass = 0.25, com = 0.25)]
#[body(axis = -z, length = 0.2, mass = 0.2, com = 0.2)]
pub struct BalancePendulum7;

/// Lin & Yae's two-link manipulator (section 5.1), hanging at `θ = 0` (links along `−y`,
/// gravity `−y`), relative angles. The paper gives only its linearization at `θ = 0` (eq. 33);
/// these parameters reproduce it: two links of 10 kg, 2 m, centre of mass at 1 m and
/// 20 kg m² about it give `M = [[140, 50], [50, 30]]` and `∂g/∂θ = g [[40, 10], [10, 10]]`,
/// against `M ≈ [[140.6, 50.2], [50.2, 30.0]]` and `∂g/∂θ ≈ [[394.2, 98.4], [98.4, 98.0]]`
/// recovered from eq. 33 (whose state order is `(θ₂, θ₁)` and whose torques have the opposite
/// sign).
#[derive(Dynamics)]
#[chain(gravity = 9.81, up = y, along = -y)]
#[body(name = "upper", joint = revolute, axis = z, length = 2.0, mass = 10.0, com = 1.0, inertia = 20.0)]
#[body(name = "lower", joint = revolute, axis = z, length = 2.0, mass = 10.0, com = 1.0, inertia = 20.0)]
pub struct TwoLinkArm;

/// The Pendubot of Ordaz Oliver et al. 2009 with real joints: a motor at joint 1 whose rotor adds
/// 0.002 kg m² of armature, viscous damping (0.005 N m s at the motor, 0.001 at the passive elbow
/// bearing) and Coulomb friction (0.03 N m at the motor, 0.005 at the elbow), smoothed below
/// 0.5 rad/s.
/// Illustrative values of the order of a small direct-drive laboratory Pendubot.
#[derive(Dynamics)]
#[chain(gravity = 9.81, up = y, along = x, friction_velocity = 0.5)]
#[body(name = "link1", joint = revolute, axis = z, length = 0.2, mass = 1.9008, com = 0.185, inertia = 0.004,
       armature = 0.002, damping = 0.005, friction = 0.03)]
#[body(name = "link2", joint = revolute, axis = z, length = 0.2, mass = 0.7175, com = 0.062, inertia = 0.005,
       damping = 0.001, friction = 0.005)]
pub struct RealPendubot;

/// The two-link mechanism of Ordaz Oliver et al. 2009 with link 2's mass a runtime parameter: the
/// plant of the trajectory-tracking runs, whose link 2 is heavier than the model the plan was made
/// on.
#[derive(Dynamics)]
#[chain(gravity = 9.81, up = y, along = x)]
#[body(name = "link1", joint = revolute, axis = z, length = 0.2, mass = 1.9008, com = 0.185, inertia = 0.004)]
#[body(name = "link2", joint = revolute, axis = z, length = 0.2, mass = m2, com = 0.062, inertia = 0.005)]
pub struct HeavierLink2 {
    /// Mass of link 2 (kg).
    pub m2: f64,
}

/// The Franka-Panda-like 7-DOF arm of `tests/robots/panda.urdf` (published inertial figures),
/// from its base link to the hand: the flange and the hand are fixed to link 7 and merged into
/// it; the fingers are not part of the chain. Gravity: the URDF default, `[0, 0, -9.81]`.
/// Task-space code for link 3, for the hand (a URDF link merged into link 7, kept as a frame; the
/// robot of the `task-space` command) and for a camera placed on the hand.
#[derive(Dynamics)]
#[chain(urdf = "../tests/robots/panda.urdf", base = "panda_link0", tip = "panda_hand", frames = ["panda_link3", "panda_hand"])]
#[frame(name = "camera", body = "panda_hand", origin = [0.0, 0.05, 0.05], rpy = [0.0, -0.3, 0.0])]
pub struct Panda;

/// The Allegro right hand of `tests/robots/allegro_right_hand.urdf`: the whole tree below its
/// palm, 16 joints in four fingers (4 leaves, depth 4), in Pinocchio's order (the index finger's
/// `joint_0.0..3.0`, the thumb's `joint_12.0..15.0`, then the middle and ring fingers'), with the
/// file's joint damping and friction: the hand of the `hand` command.
#[derive(Dynamics)]
#[chain(urdf = "../tests/robots/allegro_right_hand.urdf")]
pub struct AllegroHand;
