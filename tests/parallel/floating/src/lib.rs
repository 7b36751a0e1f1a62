//! A floating base's generated code, derived with the computer algebra at build time (the
//! `cas` feature) rather than from a prepared file: Solo12 from its URDF with
//! `root_joint = free_flyer`, its four feet as frames, and a free-flying arm whose joints form one
//! chain. Its tests (`tests/floating.rs`) check the emitted code against the runtime's
//! floating-base reference.

use chaindyn::Dynamics;

/// The quadruped Solo12 (`tests/robots/solo12.urdf`: 12 joints in four legs) on a free-floating
/// base: `FloatingDynamics<19, 18>` and, for its feet, `FloatingTaskSpace<19, 18>`; its feet
/// its point contacts (`Solo12::CONTACTS`).
#[derive(Dynamics)]
#[chain(urdf = "../../robots/solo12.urdf", root_joint = free_flyer,
        frames = ["FL_FOOT", "FR_FOOT", "HL_FOOT", "HR_FOOT"],
        contacts = [point("FL_FOOT"), point("FR_FOOT"), point("HL_FOOT"), point("HR_FOOT")])]
pub struct Solo12;

/// A free-flying body carrying one chain of three revolute joints (`tests/robots/floating_arm.urdf`):
/// a floating base whose joints form a chain, `FloatingDynamics<10, 9>`; its hand a surface
/// contact (`FloatingArm::CONTACTS`).
#[derive(Dynamics)]
#[chain(urdf = "../../robots/floating_arm.urdf", root_joint = free_flyer, frames = ["hand"],
        contacts = [surface("hand")])]
pub struct FloatingArm;
