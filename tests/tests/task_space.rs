//! The generated task-space code of every test model with frames (planar and spatial, relative
//! and absolute angles, a prismatic joint, runtime parameters, URDF arms with merged frames):
//! against the recursive reference at 100 random states each, and against central differences
//! of itself.
//!
//! Tolerances: generated vs reference 1e-10 relative (two exact formulas in f64, different
//! operation orders: rounding of O(1) quantities through a few hundred operations stays near
//! 1e-13; the margin covers the mass matrix solves of the linearization); vs central
//! differences 1e-6 (step 1e-6: truncation O(h²) ≈ 1e-12 times third derivatives of order 1-100,
//! rounding O(ε/h) ≈ 1e-10 times the values, and forward dynamics amplify both by the mass
//! matrix's condition number).

use chaindyn::{Dynamics, TaskSpace};
use chaindyn_tests::task_space::{
    task_space_against_finite_differences, task_space_against_reference,
};
use chaindyn_tests::*;

const STATES: usize = 100;
const FD_STATES: usize = 8;

fn check<const N: usize, M: TaskSpace<N>>(model: &M, seed: u64, what: &str) {
    task_space_against_reference(model, seed, STATES).assert_below(1e-10, what);
    task_space_against_finite_differences(model, seed + 1, FD_STATES).assert_below(1e-6, what);
}

#[test]
fn planar_double_pendulum() {
    check(&DoublePendulum, 11, "DoublePendulum");
}

#[test]
fn absolute_angle_pendulum() {
    check(&Pendulum3, 12, "Pendulum3");
}

#[test]
fn trees() {
    // A torso's tool (on a prismatic slide on a branch) and a finger of the Panda
    // (a prismatic joint on a branch, with a payload's mass set at run time).
    check(&Torso, 17, "Torso");
    check(&panda_fingers(), 18, "PandaFingers");
    check(&PandaFingers { m7: 2.5 }, 19, "PandaFingers with a payload");
}

#[test]
fn spatial_arm() {
    check(&Arm7, 13, "Arm7");
}

#[test]
fn prismatic_joint_and_turned_frames() {
    check(&Rpr, 14, "Rpr");
}

#[test]
fn runtime_parameters_place_a_frame() {
    let m = PayloadPendubot {
        m2: 1.1,
        lc2: 0.13,
        i2: 0.007,
        l1: 0.25,
        g: 9.81,
    };
    check(&m, 15, "PayloadPendubot");
}

#[test]
fn urdf_arm_with_its_hand() {
    check(&Panda, 16, "Panda");
    // The hand is a frame of the chain after its fixed joints are merged into link 7.
    let hand = Panda::PANDA_HAND;
    assert_eq!(Panda.chain().frame_name(hand.index()), Some("panda_hand"));
    assert_eq!(<Panda as TaskSpace<7>>::frame("panda_hand"), Some(hand));
    // A frame placed on the hand (a merged link): the hand's pose composed with the offset, at
    // random configurations (products of O(1) rotations: 1e-12).
    let mut rng = SplitMix64(21);
    let offset = chaindyn::rpy_to_matrix([0.0, -0.3, 0.0]);
    let offset = chaindyn::nalgebra::Matrix3::from_fn(|r, c| offset[r][c]);
    for _ in 0..20 {
        let [q, _, _] = random_state::<7>(&mut rng, 1.0);
        let (h, c) = (
            Panda.frame_pose(hand, &q),
            Panda.frame_pose(Panda::CAMERA, &q),
        );
        let expected =
            h.translation + h.rotation * chaindyn::nalgebra::Vector3::new(0.0, 0.05, 0.05);
        assert!((c.translation - expected).norm() < 1e-12);
        assert!((c.rotation - h.rotation * offset).norm() < 1e-12);
    }
}

#[test]
fn urdf_prismatic_with_fixed_frames() {
    check(&FixedBetween, 17, "FixedBetween");
}

#[test]
fn unknown_frames_and_a_massless_chain_give_nan() {
    // A hand-made id of a frame the model has no code for: NaN, not another frame's numbers.
    let q = chaindyn::nalgebra::SVector::<f64, 3>::new(0.1, 0.2, 0.3);
    let stranger = chaindyn::FrameId::<Rpr>::new_unchecked(1);
    assert!(Rpr
        .frame_pose(stranger, &q)
        .translation
        .iter()
        .all(|x| x.is_nan()));
    let j = Rpr.frame_jacobian(stranger, &q, chaindyn::ReferenceFrame::Local);
    assert!(j.iter().all(|x| x.is_nan()));
    // No mass, no centre of mass; the frame itself is fine (exact: cos and sin of one angle).
    let q = chaindyn::nalgebra::SVector::<f64, 1>::new(0.5);
    assert!(MasslessRotor.center_of_mass(&q).iter().all(|x| x.is_nan()));
    assert!(MasslessRotor
        .center_of_mass_jacobian(&q)
        .iter()
        .all(|x| x.is_nan()));
    let rim = MasslessRotor.frame_pose(MasslessRotor::RIM, &q).translation;
    assert!(
        (rim.x - 0.1 * 0.5f64.cos()).abs() < 1e-15 && (rim.y - 0.1 * 0.5f64.sin()).abs() < 1e-15
    );
}
