//! The nine models: unit structs and the generated code the derive committed for them
//! (`Dynamics`, fixed base), the two trees run.sh generates with `chaindyn generate` into
//! `$CHAINDYN_CPPADCG_GEN` (`Dynamics`), and Solo12 and the G1, generated there with
//! `--root-joint free_flyer --contacts ..` (`FloatingDynamics<19, 18>`, `<36, 35>`, and
//! `FloatingTaskSpace` with the contacts' frames and the `CONTACTS` constant).

/// `#[chain(urdf = "robots/double_pendulum.urdf", base = "base", tip = "lower", gravity = 9.81, up = y)]`
pub struct UrdfDoublePendulum;
include!("../../../../tests/.chaindyn/UrdfDoublePendulum.rs");

/// `#[chain(urdf = "robots/pendubot.urdf", base = "base", tip = "link2_end", gravity = 9.81, up = y)]`
pub struct UrdfPendubot;
include!("../../../../tests/.chaindyn/UrdfPendubot.rs");

/// 7-link planar pendulum in joint angles.
pub struct Planar7;
include!("../../../../tests/.chaindyn/Planar7.rs");

/// 10-link planar pendulum in joint angles.
pub struct Planar10;
include!("../../../../tests/.chaindyn/Planar10.rs");

/// `#[chain(urdf = "robots/panda.urdf", base = "panda_link0", tip = "panda_hand", frames = [..])]`
pub struct Panda;
include!("../../../../generated-demo/.chaindyn/Panda.rs");

/// The Allegro hand of `tests/robots/allegro_right_hand.urdf` (16 joints, the whole tree below
/// `palm_link`) without the file's joint damping and friction.
mod allegro {
    include!(concat!(env!("CHAINDYN_CPPADCG_GEN"), "/AllegroHand.rs"));
}
pub use allegro::AllegroHand;

/// Baxter of `tests/robots/baxter.urdf` (19 joints, the whole tree below `base`) without the
/// file's joint damping and friction.
mod baxter {
    include!(concat!(env!("CHAINDYN_CPPADCG_GEN"), "/Baxter.rs"));
}
pub use baxter::Baxter;

/// The quadruped Solo12 of `tests/robots/solo12.urdf` (12 joints in four legs) on a floating
/// base: `base_link` on a free-flyer (`FloatingDynamics<19, 18>`: q = [position, quaternion
/// (x, y, z, w), joints], v = [linear, angular velocity in the base frame, joint rates]).
/// Contacts (`Solo12::CONTACTS`): its four feet as points (`point:FL_FOOT,..`).
mod solo12 {
    include!(concat!(env!("CHAINDYN_CPPADCG_GEN"), "/Solo12.rs"));
}
pub use solo12::Solo12;

/// The humanoid Unitree G1 of example-robot-data's `g1_description/urdf/g1_29dof_rev_1_0.urdf`
/// (29 joints) on a floating base: `pelvis` on a free-flyer (`FloatingDynamics<36, 35>`).
/// Contacts (`G1::CONTACTS`): its two soles as surfaces
/// (`surface:left_ankle_roll_link,surface:right_ankle_roll_link`).
mod g1 {
    include!(concat!(env!("CHAINDYN_CPPADCG_GEN"), "/G1.rs"));
}
pub use g1::G1;
