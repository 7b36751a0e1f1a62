//! URDF files read at build time (`#[chain(urdf = ..)]`) and at run time
//! (`Chain::from_urdf_str`), on the robots of tests/robots.
//!
//! Tolerances are those of tests/tests/generated_vs_reference.rs: 1e-10 relative against the
//! recursive reference (both exact formulas in f64; rounding amplified by the conditioning of
//! `M`), 1e-6 against central finite differences (truncation O(h²) plus rounding / h). Models
//! that must be *the same* (URDF vs attribute description, runtime parameters at the constant
//! values) are held to 1e-12: the same formulas, up to a different association of a few
//! roundings.

use chaindyn::nalgebra::{DVector, SMatrix, SVector};
use chaindyn::{Body, Chain, Dynamics, Joint, JointLimits, Link, Multibody, URDF_GRAVITY};
use chaindyn_tests::*;
use std::f64::consts::FRAC_PI_2;

const REF_TOL: f64 = 1e-10;
const FD_TOL: f64 = 1e-6;
const SAME_TOL: f64 = 1e-12;
const STATES: usize = 100;

const DOUBLE_PENDULUM: &str = include_str!("../robots/double_pendulum.urdf");
const PENDUBOT: &str = include_str!("../robots/pendubot.urdf");
const PANDA: &str = include_str!("../robots/panda.urdf");
const FIXED_BETWEEN: &str = include_str!("../robots/fixed_between.urdf");
const PANDA_DYNAMICS: &str = include_str!("../robots/panda_dynamics.urdf");

#[test]
fn urdf_models_agree_with_the_reference_and_finite_differences() {
    against_reference::<2, 4, _>(&UrdfDoublePendulum, 101, STATES, 10.0)
        .assert_below(REF_TOL, "URDF double pendulum vs reference");
    against_finite_differences::<2, 4, _>(&UrdfDoublePendulum, 102, STATES, 10.0)
        .assert_below(FD_TOL, "URDF double pendulum vs FD");
    against_reference::<2, 4, _>(&UrdfPendubot, 103, STATES, 2.0)
        .assert_below(REF_TOL, "URDF pendubot vs reference");
    against_finite_differences::<2, 4, _>(&UrdfPendubot, 104, STATES, 2.0)
        .assert_below(FD_TOL, "URDF pendubot vs FD");
    against_reference::<7, 14, _>(&Panda, 105, STATES, 20.0)
        .assert_below(REF_TOL, "panda vs reference");
    against_finite_differences::<7, 14, _>(&Panda, 106, STATES, 20.0)
        .assert_below(FD_TOL, "panda vs FD");
    against_reference::<3, 6, _>(&FixedBetween, 107, STATES, 5.0)
        .assert_below(REF_TOL, "fixed-between vs reference");
    // As for the RPR chain of generated_vs_reference.rs: the random states extend the prismatic
    // joint up to ±π m, where the third derivatives (central-difference truncation) are large.
    against_finite_differences::<3, 6, _>(&FixedBetween, 108, STATES, 5.0)
        .assert_below(5.0 * FD_TOL, "fixed-between vs FD");
}

/// The derive's `chain()` (imported at build time) and the runtime importer on the same file
/// give the same chain, number for number; the constants are the file's names and limits.
#[test]
fn runtime_importer_gives_the_same_chain_and_constants() {
    let panda = Chain::from_urdf_str(PANDA, "panda_link0", "panda_hand").unwrap();
    // The derived chain has one frame more: the `camera` its description places on the hand.
    let mut derived = Panda.chain();
    let camera = derived.frames.pop().expect("the camera frame");
    assert_eq!((camera.name.as_str(), camera.body), ("camera", 6));
    assert_eq!(derived, panda.chain);
    assert_eq!(panda.chain.gravity, URDF_GRAVITY);
    assert_eq!(Panda::LINK_NAMES.to_vec(), panda.link_names());
    assert_eq!(Panda::JOINT_NAMES.to_vec(), panda.joint_names());
    let limits = |f: fn(&JointLimits) -> f64| panda.limits.iter().map(f).collect::<Vec<_>>();
    let position: Vec<(f64, f64)> = panda.limits.iter().map(|l| (l.lower, l.upper)).collect();
    assert_eq!(Panda::JOINT_LIMITS.to_vec(), position);
    assert_eq!(
        Panda::JOINT_VELOCITY_LIMITS.to_vec(),
        limits(|l| l.velocity)
    );
    assert_eq!(Panda::JOINT_EFFORT_LIMITS.to_vec(), limits(|l| l.effort));
    // Spot checks against the file's text.
    assert_eq!(Panda::JOINT_NAMES[3], "panda_joint4");
    assert_eq!(Panda::JOINT_LIMITS[3], (-3.0718, -0.0698));
    assert_eq!(
        Panda::JOINT_EFFORT_LIMITS,
        [87.0, 87.0, 87.0, 87.0, 12.0, 12.0, 12.0]
    );

    // Gravity is the derive's (`gravity = 9.81, up = y`), not part of the file.
    for (derived, xml, base, tip) in [
        (UrdfPendubot.chain(), PENDUBOT, "base", "link2_end"),
        (UrdfDoublePendulum.chain(), DOUBLE_PENDULUM, "base", "lower"),
    ] {
        let mut imported = Chain::from_urdf_str(xml, base, tip).unwrap().chain;
        imported.gravity = [0.0, -9.81, 0.0];
        assert_eq!(derived, imported);
    }
    let fixed = Chain::from_urdf_str(FIXED_BETWEEN, "world", "c_tool").unwrap();
    assert_eq!(FixedBetween.chain(), fixed.chain);

    // Continuous joints have no position limits; revolute ones have the file's.
    assert_eq!(UrdfPendubot::JOINT_NAMES, ["joint1", "joint2"]);
    assert_eq!(UrdfPendubot::LINK_NAMES, ["link1", "link2"]);
    assert_eq!(
        UrdfPendubot::JOINT_LIMITS,
        [(-2.5, 2.5), (f64::NEG_INFINITY, f64::INFINITY)]
    );
    assert_eq!(UrdfPendubot::JOINT_VELOCITY_LIMITS, [20.0, 25.0]);
    assert_eq!(UrdfPendubot::JOINT_EFFORT_LIMITS, [2.0, 0.0]);
    // Attribute descriptions get the same constants: `<link>_joint`, unbounded.
    assert_eq!(Pendubot::JOINT_NAMES, ["link1_joint", "link2_joint"]);
    assert_eq!(
        Pendubot::JOINT_LIMITS,
        [(f64::NEG_INFINITY, f64::INFINITY); 2]
    );
    assert_eq!(Pendubot::JOINT_EFFORT_LIMITS, [f64::INFINITY; 2]);
}

/// Relative Frobenius distance of two matrices, floor 1.
fn dist<const R: usize, const C: usize>(a: &SMatrix<f64, R, C>, b: &SMatrix<f64, R, C>) -> f64 {
    (a - b).norm() / b.norm().max(1.0)
}

/// Every output of two models that describe the same dynamics, at random states.
fn assert_same<const N: usize, const NX: usize, A: Dynamics<N>, B: Dynamics<N>>(
    a: &A,
    b: &B,
    seed: u64,
    u_max: f64,
    what: &str,
) {
    let mut rng = SplitMix64(seed);
    let mut worst = 0.0f64;
    for _ in 0..STATES {
        let [q, qd, u] = random_state::<N>(&mut rng, u_max);
        let scalar = |x: f64, y: f64| (x - y).abs() / y.abs().max(1.0);
        let e = [
            dist(&a.mass_matrix(&q), &b.mass_matrix(&q)),
            dist(&a.coriolis_matrix(&q, &qd), &b.coriolis_matrix(&q, &qd)),
            dist(&a.coriolis_times_qd(&q, &qd), &b.coriolis_times_qd(&q, &qd)),
            dist(&a.gravity(&q), &b.gravity(&q)),
            dist(
                &a.inverse_dynamics(&q, &qd, &u),
                &b.inverse_dynamics(&q, &qd, &u),
            ),
            dist(
                &a.forward_dynamics(&q, &qd, &u),
                &b.forward_dynamics(&q, &qd, &u),
            ),
            scalar(a.kinetic_energy(&q, &qd), b.kinetic_energy(&q, &qd)),
            scalar(a.potential_energy(&q), b.potential_energy(&q)),
            dist(&a.gravity_jacobian(&q), &b.gravity_jacobian(&q)),
            dist(
                &a.linearize::<NX>(&q, &qd, &u).0,
                &b.linearize::<NX>(&q, &qd, &u).0,
            ),
            dist(
                &a.linearize::<NX>(&q, &qd, &u).1,
                &b.linearize::<NX>(&q, &qd, &u).1,
            ),
        ];
        let (ja, jb) = (a.mass_matrix_jacobian(&q), b.mass_matrix_jacobian(&q));
        let dm = (0..N).map(|k| dist(&ja[k], &jb[k])).fold(0.0, f64::max);
        worst = e.iter().fold(worst.max(dm), |m, x| m.max(*x));
    }
    assert!(
        worst <= SAME_TOL,
        "{what}: worst relative difference {worst:e}"
    );
}

#[test]
fn urdf_pendubot_equals_the_attribute_pendubot() {
    assert_same::<2, 4, _, _>(&UrdfPendubot, &Pendubot, 110, 2.0, "pendubot");
    assert_eq!(UrdfPendubot::LINK_NAMES, Pendubot::LINK_NAMES);
    // The same bodies and joint placements (the joint names differ).
    for (u, p) in UrdfPendubot
        .chain()
        .links
        .iter()
        .zip(&Pendubot.chain().links)
    {
        assert_eq!(u.body, p.body);
        assert_eq!(
            (u.joint.origin_xyz, u.joint.axis),
            (p.joint.origin_xyz, p.joint.axis)
        );
    }
    // And the seed paper's builder in the runtime crate.
    let paper = Chain::pendubot(&chaindyn::PendubotParameters::PAPER).unwrap();
    let mb = Multibody::new(&paper).unwrap();
    let mut rng = SplitMix64(111);
    for _ in 0..STATES {
        let [q, _, _] = random_state::<2>(&mut rng, 0.0);
        let m_ref = chaindyn::crba(&mb, &DVector::from_column_slice(q.as_slice())).unwrap();
        let m = UrdfPendubot.mass_matrix(&q);
        assert!((0..4).all(|k| (m[k] - m_ref[k]).abs() <= SAME_TOL));
    }
}

#[test]
fn urdf_double_pendulum_equals_the_attribute_double_pendulum() {
    assert_same::<2, 4, _, _>(
        &UrdfDoublePendulum,
        &DoublePendulum,
        112,
        10.0,
        "double pendulum",
    );
}

/// Runtime parameters in place of a URDF link's values.
#[test]
fn overridden_urdf_links_take_runtime_parameters() {
    let mut rng = SplitMix64(113);
    for k in 0..5 {
        let (m2, lc2, i2) = (
            rng.uniform(0.2, 3.0),
            rng.uniform(0.01, 0.3),
            rng.uniform(0.001, 0.02),
        );
        let urdf = UrdfPayloadPendubot { m2, lc2, i2 };
        let attr = PayloadPendubot {
            m2,
            lc2,
            i2,
            l1: 0.2,
            g: 9.81,
        };
        assert_same::<2, 4, _, _>(&urdf, &attr, 114 + k, 2.0, "payload pendubot");
        against_reference::<2, 4, _>(&urdf, 120 + k, 30, 2.0)
            .assert_below(REF_TOL, "URDF payload pendubot vs reference");
    }
    // The Panda tree with link 7's mass a runtime parameter: its chain has that mass, and the
    // code agrees with the reference on it at each.
    for (k, m7) in [0.5, 2.0, 4.5].into_iter().enumerate() {
        let model = PandaFingers { m7 };
        assert_eq!(model.chain().links[6].body.mass, m7);
        against_reference::<9, 18, _>(&model, 131 + k as u64, 30, 20.0)
            .assert_below(REF_TOL, "panda payload vs reference");
    }
}

/// tests/robots/fixed_between.urdf merged by hand (the derivation is in the file's comments and
/// in the model crate's unit test): bodies A (the whole 2.4 kg box), B (rod + sensor), C (link
/// + tool), joint frames composed through the fixed joints.
fn hand_merged() -> Chain {
    let diag = |a, b, c| [[a, 0.0, 0.0], [0.0, b, 0.0], [0.0, 0.0, c]];
    Chain::new(
        vec![
            Link {
                joint: Joint::revolute("j1", [0.0, 0.0, 1.0])
                    .with_origin([0.0, 0.0, 0.3], [0.0, 0.0, FRAC_PI_2]),
                body: Body::new("a", 2.4, [0.2, 0.0, 0.0], diag(0.004, 0.034, 0.034)),
            },
            Link {
                joint: Joint::revolute("j2", [0.0, 0.0, 1.0])
                    .with_origin([0.4, 0.0, 0.05], [-FRAC_PI_2, 0.0, FRAC_PI_2]),
                body: Body::new(
                    "b",
                    1.0,
                    [0.01, 0.0, 0.14],
                    [
                        [0.0064, 0.0, 0.0004],
                        [0.0, 0.0068, 0.0],
                        [0.0004, 0.0, 0.0008],
                    ],
                ),
            },
            Link {
                joint: Joint::prismatic("j3", [1.0, 0.0, 0.0])
                    .with_origin([0.0, 0.0, 0.28], [0.0, FRAC_PI_2, 0.0]),
                body: Body::new("c", 1.0, [0.1, 0.0, 0.0], diag(0.0035, 0.0065, 0.0085)),
            },
        ],
        URDF_GRAVITY,
        chaindyn::AngleConvention::Relative,
    )
}

#[test]
fn fixed_joints_between_movable_ones_give_the_hand_merged_dynamics() {
    let mb = Multibody::new(&hand_merged()).unwrap();
    let mut rng = SplitMix64(140);
    let mut worst = Errors::default().worst;
    for _ in 0..STATES {
        let [q, qd, u] = random_state::<3>(&mut rng, 5.0);
        let dv = |v: &SVector<f64, 3>| DVector::from_column_slice(v.as_slice());
        let (qv, qdv, uv) = (dv(&q), dv(&qd), dv(&u));
        let lin = chaindyn::linearize(&mb, &qv, &qdv, &uv).unwrap();
        let m = &FixedBetween;
        let rel = |a: &[f64], b: &[f64]| {
            let d: f64 = a
                .iter()
                .zip(b)
                .map(|(x, y)| (x - y) * (x - y))
                .sum::<f64>()
                .sqrt();
            d / b.iter().map(|y| y * y).sum::<f64>().sqrt().max(1.0)
        };
        let tau = chaindyn::rnea(&mb, &qv, &qdv, &uv).unwrap();
        let g = chaindyn::gravity(&mb, &qv).unwrap();
        let ke = chaindyn::kinetic_energy(&mb, &qv, &qdv).unwrap();
        let pe = chaindyn::potential_energy(&mb, &qv).unwrap();
        let (a, b) = m.linearize::<6>(&q, &qd, &u);
        let errors = [
            (
                "M",
                rel(m.mass_matrix(&q).as_slice(), lin.mass_matrix.as_slice()),
            ),
            ("g", rel(m.gravity(&q).as_slice(), g.as_slice())),
            (
                "ID",
                rel(m.inverse_dynamics(&q, &qd, &u).as_slice(), tau.as_slice()),
            ),
            (
                "FD",
                rel(
                    m.forward_dynamics(&q, &qd, &u).as_slice(),
                    lin.qdd.as_slice(),
                ),
            ),
            ("T", rel(&[m.kinetic_energy(&q, &qd)], &[ke])),
            ("U", rel(&[m.potential_energy(&q)], &[pe])),
            ("A", rel(a.as_slice(), lin.a.as_slice())),
            ("B", rel(b.as_slice(), lin.b.as_slice())),
        ];
        for (name, e) in errors {
            match worst.iter_mut().find(|(n, _)| *n == name) {
                Some((_, w)) => *w = w.max(e),
                None => worst.push((name, e)),
            }
        }
    }
    let bad: Vec<_> = worst
        .iter()
        .filter(|(_, e)| e.is_nan() || *e > REF_TOL)
        .collect();
    assert!(
        bad.is_empty(),
        "URDF with fixed joints vs hand-merged chain: {worst:?}"
    );
}

/// `<dynamics damping friction>` of the URDF reach the runtime importer's chain and the derived
/// model: the derive's `chain()` (the Panda tree with both fingers) is the runtime's tree import
/// with the attributes' armature and friction velocities set, number for number; the rigid
/// bodies are those of the file without `<dynamics>`.
#[test]
fn urdf_joint_dynamics_reach_the_derived_and_the_runtime_model() {
    let tips = ["panda_leftfinger", "panda_rightfinger"];
    let imported = Chain::tree_from_urdf_str(PANDA_DYNAMICS, "panda_link0", &tips).unwrap();
    let damping = [0.07, 0.2, 0.04, 0.23, 0.1, 0.02, 0.06, 0.0, 0.0];
    let friction = [0.25, 0.15, 0.18, 0.36, 0.27, 0.17, 0.21, 0.0, 0.0];
    let armature = [0.1, 0.1, 0.1, 0.1, 0.05, 0.05, 0.05, 0.0, 0.0];
    let mut expected = imported.chain.clone();
    for (i, link) in expected.links.iter_mut().enumerate() {
        let d = &mut link.joint.dynamics;
        assert_eq!((d.damping, d.friction), (damping[i], friction[i]));
        assert_eq!(d.armature, 0.0, "URDF has no armature");
        assert_eq!(d.friction_velocity, chaindyn::DEFAULT_FRICTION_VELOCITY);
        d.armature = armature[i];
        d.friction_velocity = if i == 6 { 0.3 } else { 0.2 };
    }
    assert_eq!(panda_fingers().chain(), expected);
    let rigid = Chain::tree_from_urdf_str(PANDA, "panda_link0", &tips).unwrap();
    for (a, b) in imported.chain.links.iter().zip(&rigid.chain.links) {
        assert_eq!(a.body, b.body);
        assert_eq!(
            a.joint,
            b.joint.clone().with_dynamics(a.joint.dynamics),
            "only the joint dynamics differ"
        );
    }
}
