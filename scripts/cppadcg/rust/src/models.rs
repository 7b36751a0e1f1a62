//! The five models: unit structs and the generated code the derive committed for them.

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
