//! Unit tests of the URDF importer: the files of tests/robots against independent (builder or
//! hand-computed) values, and every error variant.

use super::xml::{xml_excess, XmlExcess};
use super::*;
use crate::{matrix_to_rpy, JointKind, ModelError, PendubotParameters};
use std::f64::consts::{FRAC_PI_2, FRAC_PI_6, SQRT_2};

const PENDUBOT: &str = include_str!("../../../tests/robots/pendubot.urdf");
const PANDA: &str = include_str!("../../../tests/robots/panda.urdf");
const FIXED: &str = include_str!("../../../tests/robots/fixed_between.urdf");

/// Largest absolute difference of two 3-vectors.
fn diff3(a: [f64; 3], b: [f64; 3]) -> f64 {
    (0..3).fold(0.0, |m, i| f64::max(m, (a[i] - b[i]).abs()))
}

fn diff33(a: [[f64; 3]; 3], b: [[f64; 3]; 3]) -> f64 {
    (0..3).fold(0.0, |m, i| f64::max(m, diff3(a[i], b[i])))
}

fn diag(a: f64, b: f64, c: f64) -> [[f64; 3]; 3] {
    [[a, 0.0, 0.0], [0.0, b, 0.0], [0.0, 0.0, c]]
}

#[test]
fn pendubot_file_equals_the_builder() {
    let u = Chain::from_urdf_str(PENDUBOT, "base", "link2_end").unwrap();
    let built = Chain::pendubot(&PendubotParameters::PAPER).unwrap();
    assert_eq!(u.robot, "pendubot");
    assert_eq!(u.chain.dof(), 2);
    assert_eq!(u.chain.gravity, URDF_GRAVITY);
    assert_eq!(u.link_names(), ["link1", "link2"]);
    assert_eq!(u.joint_names(), ["joint1", "joint2"]);
    // Same numbers as the builder, exactly: single-link bodies are copied, not recomputed.
    for (a, b) in u.chain.links.iter().zip(&built.links) {
        assert_eq!(a.joint.kind, b.joint.kind);
        assert_eq!(a.joint.axis, b.joint.axis);
        assert_eq!(a.joint.origin_xyz, b.joint.origin_xyz);
        assert_eq!(a.joint.origin_rpy, b.joint.origin_rpy);
        assert_eq!(a.body.mass, b.body.mass);
        assert_eq!(a.body.com, b.body.com);
        assert_eq!(a.body.inertia, b.body.inertia);
    }
    assert_eq!(u.merged, [vec!["link1"], vec!["link2", "link2_end"]]);
    assert!(u.ignored_joints.is_empty());
    // Limits: revolute as written; continuous has no position limits but keeps the others.
    assert_eq!(
        u.limits[0],
        JointLimits {
            lower: -2.5,
            upper: 2.5,
            velocity: 20.0,
            effort: 2.0
        }
    );
    assert_eq!(
        u.limits[1],
        JointLimits {
            lower: f64::NEG_INFINITY,
            upper: f64::INFINITY,
            velocity: 25.0,
            effort: 0.0
        }
    );
}

#[test]
fn default_base_and_tip_follow_the_tree() {
    // No base: the root; no tip: down the tree while it does not branch into movable subtrees
    // (link2_end hangs from a fixed joint, so the chain ends at link2 and merges it).
    let u = Chain::from_urdf_str(PENDUBOT, None, None).unwrap();
    let explicit = Chain::from_urdf_str(PENDUBOT, "base", "link2_end").unwrap();
    assert_eq!(u.chain, explicit.chain);
    assert_eq!((u.base.as_str(), u.tip.as_str()), ("base", "link2"));
    // A tip in the middle gives the first links only.
    let one = Chain::from_urdf_str(PENDUBOT, None, "link1").unwrap();
    assert_eq!(one.chain.dof(), 1);
    assert_eq!(one.chain.links[0], explicit.chain.links[0]);
    // Below the base: the base is the world frame of the chain.
    let sub = Chain::from_urdf_str(PENDUBOT, "link1", None).unwrap();
    assert_eq!(sub.link_names(), ["link2"]);
}

#[test]
fn panda_merges_the_hand_into_link7() {
    let u = Chain::from_urdf_str(PANDA, "panda_link0", "panda_hand").unwrap();
    assert_eq!(u.chain.dof(), 7);
    let names: Vec<String> = (1..=7).map(|i| format!("panda_link{i}")).collect();
    assert_eq!(u.link_names(), names);
    assert_eq!(
        u.merged[6],
        ["panda_link7", "panda_link8", "panda_hand", "panda_hand_tcp"]
    );
    assert_eq!(u.body_of("panda_hand"), Some(6));
    // The merged links stay frames of link 7's body: the flange 0.107 up, the hand turned by
    // -45° about z (exact arithmetic of one fixed joint: 1e-15).
    let frames = &u.chain.frames;
    let names: Vec<&str> = frames.iter().map(|f| f.name.as_str()).collect();
    assert_eq!(names, ["panda_link8", "panda_hand", "panda_hand_tcp"]);
    assert!(frames.iter().all(|f| f.body == 6));
    assert!(diff3(frames[0].origin_xyz, [0.0, 0.0, 0.107]) < 1e-15);
    assert_eq!(frames[0].origin_rpy, [0.0; 3]);
    assert!(diff3(frames[1].origin_xyz, [0.0, 0.0, 0.107]) < 1e-15);
    assert!(
        diff3(
            frames[1].origin_rpy,
            [0.0, 0.0, -std::f64::consts::FRAC_PI_4]
        ) < 1e-15
    );
    assert_eq!(u.chain.frame_index("panda_hand"), Some(8));
    assert_eq!(u.chain.frame_index("panda_link3"), Some(2));
    assert_eq!(u.chain.frame_index("panda_link0"), None);
    assert_eq!(u.body_of("panda_link3"), Some(2));
    assert_eq!(u.body_of("panda_link0"), None);
    assert_eq!(
        u.ignored_joints,
        ["panda_finger_joint1", "panda_finger_joint2"]
    );
    assert_eq!(u.limits[3].lower, -3.0718);
    assert_eq!(u.limits[3].upper, -0.0698);
    assert_eq!(u.limits[6].effort, 12.0);
    // Link 7 + hand: masses add; the hand's centre of mass (-0.01, 0, 0.03) in a frame turned by
    // -45 degrees about z and 0.107 up is (-0.01/√2, 0.01/√2, 0.137) in link 7's frame.
    let (m7, mh) = (0.735522, 0.73);
    let c7 = [1.0517e-02, -4.252e-03, 6.1597e-02];
    let ch = [-0.01 / SQRT_2, 0.01 / SQRT_2, 0.137];
    let body = &u.chain.links[6].body;
    assert!((body.mass - (m7 + mh)).abs() < 1e-15);
    let com: Vec<f64> = (0..3)
        .map(|i| (m7 * c7[i] + mh * ch[i]) / (m7 + mh))
        .collect();
    assert!(
        diff3(body.com, [com[0], com[1], com[2]]) < 1e-15,
        "{:?}",
        body.com
    );
    // The hand's inertia diag(0.001, 0.0025, 0.0017) turned by -45 degrees about z:
    // Ixx = Iyy = (0.001 + 0.0025) / 2, Ixy = (0.001 - 0.0025) cos(-45°) sin(-45°) = 0.00075;
    // plus link 7's own, plus the parallel-axis terms m (|d|² δ - d dᵀ) of both.
    let i7 = [
        [1.2516e-02, -4.2800e-04, -1.1960e-03],
        [-4.2800e-04, 1.0027e-02, -7.4100e-04],
        [-1.1960e-03, -7.4100e-04, 4.8150e-03],
    ];
    let ih = [
        [0.00175, 0.00075, 0.0],
        [0.00075, 0.00175, 0.0],
        [0.0, 0.0, 0.0017],
    ];
    let mut expected = [[0.0; 3]; 3];
    for (m, c, i) in [(m7, c7, i7), (mh, ch, ih)] {
        let d: Vec<f64> = (0..3).map(|k| c[k] - com[k]).collect();
        let d2 = d.iter().map(|x| x * x).sum::<f64>();
        for r in 0..3 {
            for s in 0..3 {
                let delta = if r == s { d2 } else { 0.0 };
                expected[r][s] += i[r][s] + m * (delta - d[r] * d[s]);
            }
        }
    }
    assert!(diff33(body.inertia, expected) < 1e-15, "{:?}", body.inertia);
    // Link 1's body is copied as written.
    assert_eq!(u.chain.links[0].body.mass, 4.970684);
    assert_eq!(u.chain.links[0].body.com, [3.875e-03, 2.081e-03, -0.1750]);
    // From the world: the mounting plate is composed into joint 1's origin. A chain ending at
    // link 7 is the same (the hand is fixed to it).
    let w = Chain::from_urdf_str(PANDA, "world", "panda_link7").unwrap();
    assert_eq!(w.chain.links[0].joint.origin_xyz, [0.0, 0.0, 0.05 + 0.333]);
    assert_eq!(w.chain.links[1..], u.chain.links[1..]);
    // Without a tip the tree branches at the hand (two finger joints).
    assert_eq!(
        Chain::from_urdf_str(PANDA, "panda_link0", None),
        Err(UrdfError::BranchingTree {
            at: "panda_hand".into(),
            branches: vec!["panda_leftfinger".into(), "panda_rightfinger".into()]
        })
    );
    // A chain through a finger (no mimic on finger 1) has 8 joints.
    let f = Chain::from_urdf_str(PANDA, "panda_link0", "panda_leftfinger").unwrap();
    assert_eq!(f.chain.dof(), 8);
    assert_eq!(f.chain.links[7].joint.kind, JointKind::Prismatic);
    assert_eq!(
        f.merged[6],
        ["panda_link7", "panda_link8", "panda_hand", "panda_hand_tcp"]
    );
    assert_eq!(f.ignored_joints, ["panda_finger_joint2"]);
}

/// The merged bodies and composed joint frames of tests/robots/fixed_between.urdf, by hand.
#[test]
fn fixed_joints_between_movable_ones_merge_like_by_hand() {
    let u = Chain::from_urdf_str(FIXED, "world", "c_tool").unwrap();
    let c = &u.chain;
    assert_eq!(u.link_names(), ["a", "b", "c"]);
    assert_eq!(u.joint_names(), ["j1", "j2", "j3"]);
    assert_eq!(
        u.merged,
        [
            vec!["a", "a_half"],
            vec!["b", "b_sensor", "b_flange"],
            vec!["c", "c_tool"]
        ]
    );
    assert_eq!(u.ignored_joints, ["b_flap_hinge"]);
    let frames: Vec<(&str, usize)> = c.frames.iter().map(|f| (f.name.as_str(), f.body)).collect();
    assert_eq!(
        frames,
        [
            ("a_half", 0),
            ("b_sensor", 1),
            ("b_flange", 1),
            ("c_tool", 2)
        ]
    );
    let tol = 1e-15;
    // j1: 0.1 up and turned by 90° about z (the pedestal), then 0.2 up.
    assert!(diff3(c.links[0].joint.origin_xyz, [0.0, 0.0, 0.3]) < tol);
    assert!(diff3(c.links[0].joint.origin_rpy, [0.0, 0.0, FRAC_PI_2]) < tol);
    // Body A: the two halves make the whole box: 2.4 kg at x = 0.2, inertia
    // 2.4 / 12 (b² + c², a² + c², a² + b²) with a = 0.4, b = c = 0.1.
    let a = &c.links[0].body;
    assert!((a.mass - 2.4).abs() < tol);
    assert!(diff3(a.com, [0.2, 0.0, 0.0]) < tol);
    assert!(diff33(a.inertia, diag(0.004, 0.034, 0.034)) < tol);
    // j2: at (0.2, 0, 0) turned by 90° about z, then (0, -0.2, 0.05) and a roll of -90°:
    // (0.2, 0, 0) + Rz(90°) (0, -0.2, 0.05) = (0.4, 0, 0.05), R = Rz(90°) Rx(-90°).
    assert!(diff3(c.links[1].joint.origin_xyz, [0.4, 0.0, 0.05]) < tol);
    assert!(diff3(c.links[1].joint.origin_rpy, [-FRAC_PI_2, 0.0, FRAC_PI_2]) < tol);
    // Body B: rod 0.8 kg at z = 0.15 plus 0.2 kg at (0.05, 0, 0.1): 1 kg at (0.01, 0, 0.14);
    // parallel-axis terms 0.8 (|d|² δ - d dᵀ), d = (-0.01, 0, 0.01), and 0.2 (...),
    // d = (0.04, 0, -0.04).
    let b = &c.links[1].body;
    assert!((b.mass - 1.0).abs() < tol);
    assert!(diff3(b.com, [0.01, 0.0, 0.14]) < tol);
    let ib = [
        [0.0064, 0.0, 0.0004],
        [0.0, 0.0068, 0.0],
        [0.0004, 0.0, 0.0008],
    ];
    assert!(diff33(b.inertia, ib) < tol, "{:?}", b.inertia);
    // j3: 0.3 up, pitched by 90° (gimbal lock: roll 0), then 0.02 along the turned x = -z.
    assert!(diff3(c.links[2].joint.origin_xyz, [0.0, 0.0, 0.28]) < tol);
    assert!(diff3(c.links[2].joint.origin_rpy, [0.0, FRAC_PI_2, 0.0]) < tol);
    assert_eq!(c.links[2].joint.kind, JointKind::Prismatic);
    // Body C: inertial frame rolled by 90° (diag(0.0015, 0.003, 0.002) -> diag(0.0015, 0.002,
    // 0.003)) at x = 0.05, tool diag(0.002, 0.002, 0.003) at x = 0.15; 1 kg at x = 0.1, each
    // half 0.05 away: + 0.5 * 0.05² on Iyy and Izz per half.
    let cb = &c.links[2].body;
    assert!((cb.mass - 1.0).abs() < tol);
    assert!(diff3(cb.com, [0.1, 0.0, 0.0]) < tol);
    assert!(
        diff33(cb.inertia, diag(0.0035, 0.0065, 0.0085)) < tol,
        "{:?}",
        cb.inertia
    );
}

#[test]
fn inertial_rpy_rotates_the_inertia() {
    // diag(a, b, c) in a frame turned by 30° about z: [[a C² + b S², (a - b) C S, 0], ...].
    let xml = r#"<robot name="r"><link name="w"/>
        <joint name="j" type="continuous"><parent link="w"/><child link="l"/></joint>
        <link name="l"><inertial><origin xyz="0 0 0" rpy="0 0 0.5235987755982988"/>
        <mass value="2"/><inertia ixx="1" ixy="0" ixz="0" iyy="3" iyz="0" izz="3.5"/>
        </inertial></link></robot>"#;
    let u = Chain::from_urdf_str(xml, None, None).unwrap();
    let (s, c) = FRAC_PI_6.sin_cos();
    let expected = [
        [c * c + 3.0 * s * s, (1.0 - 3.0) * c * s, 0.0],
        [(1.0 - 3.0) * c * s, s * s + 3.0 * c * c, 0.0],
        [0.0, 0.0, 3.5],
    ];
    assert!(diff33(u.chain.links[0].body.inertia, expected) < 1e-15);
    // The default axis is x; no <limit> means unbounded.
    assert_eq!(u.chain.links[0].joint.axis, [1.0, 0.0, 0.0]);
    assert_eq!(u.limits[0], JointLimits::UNBOUNDED);
}

#[test]
fn matrix_to_rpy_inverts_rpy_to_matrix() {
    for rpy in [
        [0.3, -1.1, 2.4],
        [-2.0, 0.2, -0.4],
        [0.0, FRAC_PI_2, 0.7],
        [0.0, -FRAC_PI_2, -0.3],
    ] {
        let m = crate::rpy_to_matrix(rpy);
        let back = crate::rpy_to_matrix(matrix_to_rpy(&m));
        assert!(diff33(m, back) < 1e-15, "{rpy:?}");
    }
    // Away from gimbal lock the angles themselves come back.
    let rpy = [0.3, -1.1, 2.4];
    assert!(diff3(matrix_to_rpy(&crate::rpy_to_matrix(rpy)), rpy) < 1e-15);
}

// ---------------------------------------------------------------------------------------------
// Errors.

const INERTIAL: &str = r#"<inertial><mass value="1"/><inertia ixx="0.1" ixy="0" ixz="0" iyy="0.1" iyz="0" izz="0.1"/></inertial>"#;

fn link(name: &str) -> String {
    format!(r#"<link name="{name}">{INERTIAL}</link>"#)
}

fn joint(name: &str, kind: &str, parent: &str, child: &str, extra: &str) -> String {
    format!(
        r#"<joint name="{name}" type="{kind}"><parent link="{parent}"/><child link="{child}"/><axis xyz="0 0 1"/>{extra}</joint>"#
    )
}

fn robot(parts: &[String]) -> String {
    format!("<robot name=\"r\">\n{}\n</robot>", parts.join("\n"))
}

/// base -j1-> l1 -j2-> l2, every part on its own line (line 2 = base).
fn two_links(j2_kind: &str, j2_extra: &str) -> String {
    robot(&[
        "<link name=\"base\"/>".into(),
        joint("j1", "revolute", "base", "l1", ""),
        link("l1"),
        joint("j2", j2_kind, "l1", "l2", j2_extra),
        link("l2"),
    ])
}

fn err<'a>(
    xml: &str,
    base: impl Into<Option<&'a str>>,
    tip: impl Into<Option<&'a str>>,
) -> UrdfError {
    Chain::from_urdf_str(xml, base, tip).unwrap_err()
}

#[test]
fn malformed_xml() {
    let e = err(
        "<robot name=\"r\">\n<link name=\"a\">\n</robot>",
        None,
        None,
    );
    assert!(matches!(e, UrdfError::Xml { line: 3, .. }), "{e:?}");
    assert!(e.to_string().starts_with("line 3, column"), "{e}");
    assert!(matches!(err("", None, None), UrdfError::Xml { .. }));
}

#[test]
fn invalid_urdf() {
    let cases: [(String, u32, &str); 8] = [
        ("<model name=\"r\"/>".into(), 1, "not <robot>"),
        (robot(&["<link/>".into()]), 2, "no `name` attribute"),
        (two_links("ball", ""), 5, "type \"ball\""),
        (
            two_links("revolute", "<origin xyz=\"0 0\"/>"),
            5,
            "must be three numbers",
        ),
        (
            two_links("revolute", "<origin rpy=\"0 x 0\"/>"),
            5,
            "is not a number",
        ),
        (
            two_links("revolute", "<limit lower=\"nan\" upper=\"1\"/>"),
            5,
            "is not finite",
        ),
        (
            two_links("revolute", "").replacen("\"0 0 1\"", "\"0 0 0\"", 1),
            3,
            "zero axis",
        ),
        (
            robot(&[
                link("a"),
                "<joint name=\"j\" type=\"fixed\"><child link=\"a\"/></joint>".into(),
            ]),
            3,
            "no <parent link",
        ),
    ];
    for (xml, line, needle) in cases {
        let e = err(&xml, None, None);
        match &e {
            UrdfError::Invalid { line: l, message } => {
                assert_eq!(*l, line, "{e}");
                assert!(message.contains(needle), "{e}");
            }
            other => panic!("{xml}: {other:?}"),
        }
    }
    // A zero axis on a fixed joint is harmless.
    let ok = two_links("revolute", "");
    let fixed_zero = ok.replace(
        "</robot>",
        &format!(
            "{}\n{}\n</robot>",
            joint("f", "fixed", "l2", "t", "<axis xyz=\"0 0 0\"/>")
                .replace("<axis xyz=\"0 0 1\"/>", ""),
            link("t")
        ),
    );
    Chain::from_urdf_str(&fixed_zero, None, None).unwrap();
}

#[test]
fn tree_structure_errors() {
    let dup_link = robot(&[link("a"), link("a")]);
    assert_eq!(
        err(&dup_link, None, None),
        UrdfError::DuplicateName {
            element: "link",
            name: "a".into(),
            line: 3
        }
    );
    let dup_joint = two_links("revolute", "").replace("\"j2\"", "\"j1\"");
    assert!(matches!(
        err(&dup_joint, None, None),
        UrdfError::DuplicateName {
            element: "joint",
            line: 5,
            ..
        }
    ));
    let unknown_ref = two_links("revolute", "").replace("child link=\"l2\"", "child link=\"l9\"");
    assert_eq!(
        err(&unknown_ref, None, None),
        UrdfError::UnknownLinkReference {
            joint: "j2".into(),
            link: "l9".into(),
            line: 5
        }
    );
    let two_parents = robot(&[
        "<link name=\"base\"/>".into(),
        joint("j1", "revolute", "base", "l1", ""),
        joint("j2", "revolute", "base", "l1", ""),
        link("l1"),
    ]);
    assert_eq!(
        err(&two_parents, None, None),
        UrdfError::MultipleParents {
            link: "l1".into(),
            joints: ["j1".into(), "j2".into()]
        }
    );
    let cycle = robot(&[
        link("a"),
        link("b"),
        joint("ab", "revolute", "a", "b", ""),
        joint("ba", "revolute", "b", "a", ""),
    ]);
    assert!(matches!(err(&cycle, None, None), UrdfError::Cycle { .. }));
    assert!(matches!(err(&cycle, "a", None), UrdfError::Cycle { .. }));
    assert_eq!(err(&cycle, "a", "b"), UrdfError::Cycle { link: "a".into() });
    let self_loop = robot(&[link("a"), joint("aa", "revolute", "a", "a", "")]);
    assert_eq!(
        err(&self_loop, None, None),
        UrdfError::Cycle { link: "a".into() }
    );
    let roots = robot(&[link("a"), link("b")]);
    assert_eq!(
        err(&roots, None, None),
        UrdfError::MultipleRoots {
            roots: vec!["a".into(), "b".into()]
        }
    );
}

#[test]
fn base_and_tip_errors() {
    let xml = two_links("revolute", "");
    let e = err(&xml, "bse", None);
    assert_eq!(
        e,
        UrdfError::UnknownLink {
            end: ChainEnd::Base,
            name: "bse".into(),
            known: vec!["base".into(), "l1".into(), "l2".into()]
        }
    );
    assert!(
        e.to_string()
            .contains("the base link 'bse' is not in the file; its links are 'base', 'l1', 'l2'"),
        "{e}"
    );
    assert!(matches!(
        err(&xml, None, "l3"),
        UrdfError::UnknownLink {
            end: ChainEnd::Tip,
            ..
        }
    ));
    assert_eq!(
        err(&xml, "l2", "l1"),
        UrdfError::TipNotBelowBase {
            base: "l2".into(),
            tip: "l1".into()
        }
    );
    assert_eq!(
        err(&xml, "l1", "l1"),
        UrdfError::NoMovableJoint {
            base: "l1".into(),
            tip: "l1".into()
        }
    );
    let all_fixed = two_links("fixed", "").replace("\"revolute\"", "\"fixed\"");
    assert!(matches!(
        err(&all_fixed, None, None),
        UrdfError::NoMovableJoint { .. }
    ));
    // Branching without a tip; a fixed-only branch does not count.
    let branching = robot(&[
        "<link name=\"base\"/>".into(),
        joint("j1", "revolute", "base", "l1", ""),
        link("l1"),
        joint("j2", "revolute", "l1", "l2", ""),
        link("l2"),
        joint("j3", "prismatic", "l1", "l3", ""),
        link("l3"),
        joint("cam", "fixed", "base", "camera", ""),
        link("camera"),
    ]);
    let e = err(&branching, None, None);
    assert_eq!(
        e,
        UrdfError::BranchingTree {
            at: "l1".into(),
            branches: vec!["l2".into(), "l3".into()]
        }
    );
    assert!(e.to_string().contains("name the tip link"), "{e}");
    let u = Chain::from_urdf_str(&branching, None, "l3").unwrap();
    assert_eq!(u.joint_names(), ["j1", "j3"]);
    assert_eq!(u.ignored_joints, ["j2"]);
}

#[test]
fn unsupported_and_mimic_joints_on_the_path() {
    for kind in ["floating", "planar"] {
        let xml = two_links(kind, "");
        let e = err(&xml, None, None);
        assert_eq!(
            e,
            UrdfError::UnsupportedJoint {
                joint: "j2".into(),
                kind: kind.into(),
                line: 5
            }
        );
        assert!(e.to_string().contains(&format!("is {kind}")), "{e}");
        // Off the path it is left out.
        let u = Chain::from_urdf_str(&xml, None, "l1").unwrap();
        assert_eq!(u.ignored_joints, ["j2"]);
    }
    let mimic = two_links("revolute", "<mimic joint=\"j1\" multiplier=\"2\"/>");
    let e = err(&mimic, None, None);
    assert_eq!(
        e,
        UrdfError::MimicJoint {
            joint: "j2".into(),
            mimics: "j1".into(),
            line: 5
        }
    );
    assert!(
        e.to_string().starts_with("line 5: joint 'j2' mimics 'j1'"),
        "{e}"
    );
    Chain::from_urdf_str(&mimic, None, "l1").unwrap();
}

#[test]
fn missing_and_incomplete_inertial_data() {
    let no_inertial = two_links("revolute", "").replace(&link("l2"), "<link name=\"l2\"/>");
    let e = err(&no_inertial, None, None);
    assert_eq!(
        e,
        UrdfError::MissingInertial {
            link: "l2".into(),
            joint: "j2".into(),
            line: 6
        }
    );
    assert!(e.to_string().contains("has no <inertial>"), "{e}");
    // A massless link fixed to one with inertial data is fine, and so is an explicit zero.
    let with_fixed = no_inertial.replace(
        "</robot>",
        &format!(
            "{}\n{}\n</robot>",
            joint("f", "fixed", "l2", "t", ""),
            link("t")
        ),
    );
    Chain::from_urdf_str(&with_fixed, None, None).unwrap();
    let zero = no_inertial.replace(
        "<link name=\"l2\"/>",
        "<link name=\"l2\"><inertial><mass value=\"0\"/><inertia ixx=\"0\" ixy=\"0\" ixz=\"0\" iyy=\"0\" iyz=\"0\" izz=\"0\"/></inertial></link>",
    );
    Chain::from_urdf_str(&zero, None, None).unwrap();

    for (from, to, missing) in [
        ("<mass value=\"1\"/>", "", "<mass value>"),
        ("<mass value=\"1\"/>", "<mass/>", "<mass value>"),
        (
            "<inertia ixx=\"0.1\" ixy=\"0\" ixz=\"0\" iyy=\"0.1\" iyz=\"0\" izz=\"0.1\"/>",
            "",
            "<inertia>",
        ),
        (" ixy=\"0\"", "", "ixy"),
    ] {
        let xml = two_links("revolute", "").replacen(from, to, 1);
        let e = err(&xml, None, None);
        assert_eq!(
            e,
            UrdfError::IncompleteInertial {
                link: "l1".into(),
                missing,
                line: 4
            }
        );
    }
}

#[test]
fn non_physical_inertial_data() {
    let with = |l2: &str| {
        two_links("revolute", "").replace(
            &link("l2"),
            &format!("<link name=\"l2\"><inertial>{l2}</inertial></link>"),
        )
    };
    let e = err(&with("<mass value=\"-1\"/><inertia ixx=\"0.1\" ixy=\"0\" ixz=\"0\" iyy=\"0.1\" iyz=\"0\" izz=\"0.1\"/>"), None, None);
    assert_eq!(
        e,
        UrdfError::NonPhysicalInertial {
            link: "l2".into(),
            problem: InertialProblem::NegativeMass(-1.0),
            line: 6
        }
    );
    let e = err(&with("<mass value=\"1\"/><inertia ixx=\"0.02\" ixy=\"0.03\" ixz=\"0\" iyy=\"0.02\" iyz=\"0\" izz=\"0.04\"/>"), None, None);
    assert!(
        matches!(&e, UrdfError::NonPhysicalInertial { problem: InertialProblem::NotPositiveSemidefinite(ev), .. } if (ev[0] + 0.01).abs() < 1e-15),
        "{e:?}"
    );
    let e = err(&with("<mass value=\"1\"/><inertia ixx=\"0.01\" ixy=\"0\" ixz=\"0\" iyy=\"0.01\" iyz=\"0\" izz=\"0.03\"/>"), None, None);
    assert!(
        matches!(
            e,
            UrdfError::NonPhysicalInertial {
                problem: InertialProblem::TriangleInequality(_),
                ..
            }
        ),
        "{e:?}"
    );
    assert!(e.to_string().contains("triangle inequality"), "{e}");
    // Only the links of the chain are checked: the same link off the chain is ignored.
    let off = with("<mass value=\"-1\"/><inertia ixx=\"0.1\" ixy=\"0\" ixz=\"0\" iyy=\"0.1\" iyz=\"0\" izz=\"0.1\"/>");
    Chain::from_urdf_str(&off, None, "l1").unwrap();
}

#[test]
fn invalid_limits() {
    let e = err(
        &two_links(
            "revolute",
            "<limit lower=\"1\" upper=\"-1\" velocity=\"1\" effort=\"1\"/>",
        ),
        None,
        None,
    );
    assert!(
        matches!(e, UrdfError::InvalidLimit { line: 5, .. }),
        "{e:?}"
    );
    let e = err(
        &two_links("prismatic", "<limit velocity=\"-1\"/>"),
        None,
        None,
    );
    assert!(matches!(e, UrdfError::InvalidLimit { .. }), "{e:?}");
    // lower and upper default to 0 when <limit> is present.
    let u = Chain::from_urdf_str(
        &two_links("prismatic", "<limit effort=\"3\" velocity=\"1\"/>"),
        None,
        None,
    )
    .unwrap();
    assert_eq!(
        u.limits[1],
        JointLimits {
            lower: 0.0,
            upper: 0.0,
            velocity: 1.0,
            effort: 3.0
        }
    );
}

#[test]
fn model_errors_convert() {
    let e = UrdfError::from(ModelError::EmptyChain);
    assert_eq!(e, UrdfError::Model(ModelError::EmptyChain));
    assert!(e
        .to_string()
        .starts_with("the imported chain is invalid: the chain has no link"));
}

// ---------------------------------------------------------------------------------------------
// Limits and depth: no recursion on what the file controls.

/// Runs `f` on a thread with a 256 KiB stack (a tenth of a default thread's): a walk that recursed
/// once per level of a 100 000-deep tree would overflow it and abort the test binary.
fn on_small_stack<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> T {
    std::thread::Builder::new()
        .stack_size(256 << 10)
        .spawn(f)
        .unwrap()
        .join()
        .unwrap()
}

/// No limits at all (the parser's node count is a `u32`).
const UNLIMITED: Limits = Limits {
    input_bytes: usize::MAX,
    xml_depth: usize::MAX,
    xml_attributes: usize::MAX,
    xml_namespaces: usize::MAX,
    xml_nodes: u32::MAX as usize,
    links: usize::MAX,
    joints: usize::MAX,
};

/// `base` -fixed-> `f1` ... -fixed-> `f{n}` -revolute-> `arm` -fixed-> `g1` ... -fixed-> `g{n}`:
/// fixed chains of depth `n` above and below the one movable joint, one element per line.
fn fixed_chains(n: usize) -> String {
    let mut s = String::from("<robot name=\"deep\">\n<link name=\"base\"/>\n");
    let fixed = |s: &mut String, prefix: &str, first_parent: &str| {
        for i in 1..=n {
            let parent = if i == 1 {
                first_parent.to_owned()
            } else {
                format!("{prefix}{}", i - 1)
            };
            s.push_str(&format!(
                "<link name=\"{prefix}{i}\"/>\n<joint name=\"{prefix}j{i}\" type=\"fixed\">\
                 <parent link=\"{parent}\"/><child link=\"{prefix}{i}\"/></joint>\n"
            ));
        }
    };
    fixed(&mut s, "f", "base");
    s.push_str(&format!(
        "{}\n{}\n",
        link("arm"),
        joint("j", "revolute", &format!("f{n}"), "arm", "")
    ));
    fixed(&mut s, "g", "arm");
    s.push_str("</robot>\n");
    s
}

#[test]
fn deep_fixed_chains_need_no_recursion() {
    // A chain of 100 000 fixed joints with the one movable joint in the middle: 50 000 above it,
    // 50 000 below (100 002 links, 11 MB).
    const N: usize = 50_000;
    let xml = fixed_chains(N);
    let (public, unlimited) = on_small_stack(move || {
        (
            Chain::from_urdf_str(&xml, None, None),
            // Without limits the whole import runs: the walks down the fixed chain above the
            // joint (finding the movable one, composing its origin) and below it (merging the
            // body) go 50 000 links deep each. (The old per-element line numbering, quadratic in
            // the file size, would not finish here either.)
            import(&xml, None, None, &UNLIMITED),
        )
    });
    assert_eq!(
        public.unwrap_err(),
        UrdfError::TooManyLinks {
            count: 2 * N + 2,
            limit: MAX_LINKS
        }
    );
    let u = unlimited.unwrap();
    assert_eq!(u.joint_names(), ["j"]);
    assert_eq!(u.merged[0].len(), N + 1);
    assert_eq!(u.merged[0][N], format!("g{N}"));
    assert_eq!(u.tip, "arm");
}

#[test]
fn deep_xml_nesting_is_rejected_before_parsing() {
    let deep = |levels: usize| {
        format!(
            "<robot name=\"r\">\n{}{}</robot>",
            "<a>".repeat(levels - 1),
            "</a>".repeat(levels - 1)
        )
    };
    let xml = deep(100_000);
    let e = on_small_stack(move || Chain::from_urdf_str(&xml, None, None)).unwrap_err();
    assert_eq!(
        e,
        UrdfError::XmlTooDeep {
            line: 2,
            limit: MAX_XML_DEPTH
        }
    );
    assert!(e.to_string().contains("MAX_XML_DEPTH"), "{e}");
    // At the limit the file is parsed (and found to have no link).
    let e = err(&deep(MAX_XML_DEPTH), None, None);
    assert!(matches!(e, UrdfError::Invalid { .. }), "{e:?}");
    let e = err(&deep(MAX_XML_DEPTH + 1), None, None);
    assert!(matches!(e, UrdfError::XmlTooDeep { .. }), "{e:?}");
    // The parser itself (roxmltree >= 0.21.2) does not recurse per level either: without the
    // depth limit, 100 000 levels parse on the small stack.
    let xml = deep(100_000);
    let e = on_small_stack(move || import(&xml, None, None, &UNLIMITED)).unwrap_err();
    assert!(matches!(e, UrdfError::Invalid { .. }), "{e:?}");
}

/// The deepest element nesting of a well-formed document, by the parser.
fn parser_depth(xml: &str) -> usize {
    let doc = roxmltree::Document::parse(xml).unwrap();
    doc.descendants()
        .filter(|n| n.is_element())
        .map(|n| n.ancestors().filter(|a| a.is_element()).count())
        .max()
        .unwrap_or(0)
}

/// The most attributes of one element (namespace declarations included) and the namespace
/// declarations of the document, by the parser.
fn parser_attributes_and_namespaces(xml: &str) -> (usize, usize) {
    let doc = roxmltree::Document::parse(xml).unwrap();
    let elements = || doc.descendants().filter(|n| n.is_element());
    // roxmltree lists namespace declarations apart from the attributes; an element's
    // `namespaces()` are those in scope, its own are the ones its parent does not have.
    let own = |n: roxmltree::Node| {
        let parent: Vec<_> = n
            .parent_element()
            .map(|p| p.namespaces().map(|ns| (ns.name(), ns.uri())).collect())
            .unwrap_or_default();
        n.namespaces()
            .filter(|ns| !parent.contains(&(ns.name(), ns.uri())) && ns.name() != Some("xml"))
            .count()
    };
    let attributes = elements()
        .map(|n| n.attributes().len() + own(n))
        .max()
        .unwrap_or(0);
    (attributes, elements().map(own).sum())
}

#[test]
fn xml_scan_counts_like_the_parser() {
    let tricky = [
        // Quoted `>` and `/>`, both quote kinds, comments, CDATA, processing instructions and a
        // declaration with markup-like text inside; namespace declarations with both quotes and
        // spaces around `=`, and look-alikes that are not declarations.
        r#"<?xml version="1.0"?><r a="x>y" b='/>' xmlns:n = 'urn:n'><!-- <c><c> --><d xmlns="urn:d" xmlnsx="1" c="xmlns:"><![CDATA[<e><e>]]></d><?pi <f> ?><g/><h ></h></r>"#,
        "<r><a><b><c/></b></a><a/></r>",
        "<r/>",
    ];
    let files = [PENDUBOT, PANDA, FIXED, &fixed_chains(3)];
    for xml in tricky.iter().chain(files.iter()).map(|s| s.as_ref()) {
        let depth = parser_depth(xml);
        let (attributes, namespaces) = parser_attributes_and_namespaces(xml);
        let exact = Limits {
            xml_depth: depth,
            xml_attributes: attributes,
            xml_namespaces: namespaces,
            ..UNLIMITED
        };
        assert_eq!(xml_excess(xml, &exact), None, "{xml}");
        let less = |l: Limits| xml_excess(xml, &l).map(|(e, _)| e);
        let shallower = Limits {
            xml_depth: depth - 1,
            ..exact
        };
        assert_eq!(less(shallower), Some(XmlExcess::Depth), "{xml}");
        if attributes > 0 {
            let fewer = Limits {
                xml_attributes: attributes - 1,
                ..exact
            };
            assert_eq!(less(fewer), Some(XmlExcess::Attributes), "{xml}");
        }
        if namespaces > 0 {
            let fewer = Limits {
                xml_namespaces: namespaces - 1,
                ..exact
            };
            assert_eq!(less(fewer), Some(XmlExcess::Namespaces), "{xml}");
        }
    }
}

#[test]
fn attribute_and_namespace_limits() {
    let element = |n: usize, name: &dyn Fn(usize) -> String| {
        let attrs: String = (0..n).map(|i| format!(" {}=\"u\"", name(i))).collect();
        format!("<robot name=\"r\">\n<x{attrs}/></robot>")
    };
    // One over the attribute limit: rejected (the `name` of <robot> is on another element).
    let plain = |i: usize| format!("a{i}");
    let e = err(&element(MAX_XML_ATTRIBUTES + 1, &plain), None, None);
    assert_eq!(
        e,
        UrdfError::TooManyAttributes {
            line: 2,
            limit: MAX_XML_ATTRIBUTES
        }
    );
    assert!(e.to_string().contains("MAX_XML_ATTRIBUTES"), "{e}");
    // At the limit: parsed (and found to have no link).
    let e = err(&element(MAX_XML_ATTRIBUTES, &plain), None, None);
    assert!(matches!(e, UrdfError::Invalid { .. }), "{e:?}");
    // Namespace declarations, spread over elements, count for the whole document.
    let ns = |i: usize| format!("xmlns:p{i}");
    let spread: String = (0..=MAX_XML_NAMESPACES)
        .map(|i| format!("<x {}=\"urn:{i}\">", ns(i)))
        .collect();
    let closes = "</x>".repeat(MAX_XML_NAMESPACES + 1);
    let e = err(
        &format!("<robot name=\"r\">\n{spread}{closes}</robot>"),
        None,
        None,
    );
    assert_eq!(
        e,
        UrdfError::TooManyNamespaces {
            line: 2,
            limit: MAX_XML_NAMESPACES
        }
    );
    assert!(e.to_string().contains("MAX_XML_NAMESPACES"), "{e}");
    let e = err(&element(MAX_XML_NAMESPACES, &ns), None, None);
    assert!(matches!(e, UrdfError::Invalid { .. }), "{e:?}");
}

/// Inputs that made the parser take seconds to hours within the size limit, now rejected at once.
/// (Found by reading roxmltree 0.21.2 while checking its limits, then measured: one element with
/// 20 000 attributes, 189 KB, parsed in 0.2 s, growing with the square of the count; 32 nested
/// elements declaring 64 namespaces each, then 10 000 elements declaring one, 194 KB, in 26 s.)
#[test]
fn quadratic_parser_inputs_are_rejected() {
    let many_attributes: String = (0..20_000).map(|i| format!(" a{i}=\"\"")).collect();
    let xml = format!("<robot{many_attributes}/>");
    assert!(matches!(
        err(&xml, None, None),
        UrdfError::TooManyAttributes { line: 1, .. }
    ));
    let mut xml = String::new();
    for level in 0..32 {
        let decls: String = (0..64)
            .map(|k| format!(" xmlns:p{level}_{k}=\"u\""))
            .collect();
        xml.push_str(&format!("<e{decls}>"));
    }
    xml.push_str(&"<x xmlns:q=\"u\"/>".repeat(10_000));
    xml.push_str(&"</e>".repeat(32));
    assert!(matches!(
        err(&xml, None, None),
        UrdfError::TooManyNamespaces { line: 1, .. }
    ));
}

#[test]
fn input_size_limit() {
    // One byte over: rejected before parsing, whatever the content.
    let big = " ".repeat(MAX_INPUT_BYTES + 1);
    let e = err(&big, None, None);
    assert_eq!(
        e,
        UrdfError::InputTooLarge {
            bytes: MAX_INPUT_BYTES + 1,
            limit: MAX_INPUT_BYTES
        }
    );
    assert!(e.to_string().contains("MAX_INPUT_BYTES"), "{e}");
    // Exactly at the limit: imported (a valid robot padded with a comment).
    let xml = two_links("revolute", "");
    let pad = MAX_INPUT_BYTES - xml.len() - "<!---->".len();
    let padded = format!("{xml}<!--{}-->", "x".repeat(pad));
    assert_eq!(padded.len(), MAX_INPUT_BYTES);
    assert_eq!(
        Chain::from_urdf_str(&padded, None, None)
            .unwrap()
            .chain
            .dof(),
        2
    );
}

#[test]
fn link_joint_and_node_count_limits() {
    let links = |n: usize| {
        (0..n)
            .map(|i| format!("<link name=\"l{i}\"/>"))
            .collect::<String>()
    };
    let e = err(
        &format!("<robot name=\"r\">{}</robot>", links(MAX_LINKS + 1)),
        None,
        None,
    );
    assert_eq!(
        e,
        UrdfError::TooManyLinks {
            count: MAX_LINKS + 1,
            limit: MAX_LINKS
        }
    );
    assert!(e.to_string().contains("MAX_LINKS"), "{e}");
    // Counted before any joint is read, so a joint's errors do not hide the limit.
    let joints = "<joint/>".repeat(MAX_JOINTS + 1);
    let e = err(&format!("<robot name=\"r\">{joints}</robot>"), None, None);
    assert_eq!(
        e,
        UrdfError::TooManyJoints {
            count: MAX_JOINTS + 1,
            limit: MAX_JOINTS
        }
    );
    assert!(e.to_string().contains("MAX_JOINTS"), "{e}");
    // At the limits: a chain of MAX_LINKS links (MAX_LINKS - 1 joints) imports.
    let n = (MAX_LINKS - 2) / 2;
    let xml = fixed_chains(n);
    assert_eq!(xml.matches("<link ").count(), MAX_LINKS);
    assert_eq!(
        Chain::from_urdf_str(&xml, None, None).unwrap().merged[0].len(),
        n + 1
    );
    // Nodes: elements (and text and comments) anywhere count, not just links and joints.
    let e = err(
        &format!("<robot name=\"r\">{}</robot>", "<a/>".repeat(MAX_XML_NODES)),
        None,
        None,
    );
    assert_eq!(
        e,
        UrdfError::TooManyXmlNodes {
            limit: MAX_XML_NODES
        }
    );
    assert!(e.to_string().contains("MAX_XML_NODES"), "{e}");
}

#[test]
fn long_values_are_clipped_in_messages() {
    let long = "9".repeat(100_000);
    let xml = two_links("revolute", &format!("<origin xyz=\"0 0 x{long}\"/>"));
    let e = err(&xml, None, None);
    let text = e.to_string();
    assert!(
        text.len() < 300 && text.contains("x999") && text.contains("..."),
        "{text}"
    );
    // Multi-byte characters are cut at a character boundary.
    let xml = two_links(
        "revolute",
        &format!("<origin xyz=\"{}\"/>", "é".repeat(100)),
    );
    assert!(err(&xml, None, None).to_string().contains("ééé..."));
}

#[test]
fn joint_dynamics_are_imported_and_checked() {
    let chain = Chain::from_urdf_str(
        &two_links("revolute", "<dynamics damping=\"0.25\" friction=\"1.5\"/>"),
        None,
        None,
    )
    .unwrap();
    let d = chain.chain.links[1].joint.dynamics;
    assert_eq!((d.damping, d.friction, d.armature), (0.25, 1.5, 0.0));
    assert_eq!(d.friction_velocity, crate::DEFAULT_FRICTION_VELOCITY);
    assert_eq!(
        chain.chain.links[0].joint.dynamics,
        crate::JointDynamics::IDEAL
    );
    // Either attribute alone; the other stays zero.
    let only = Chain::from_urdf_str(
        &two_links("prismatic", "<dynamics friction=\"2\"/>"),
        None,
        None,
    )
    .unwrap();
    assert_eq!(only.chain.links[1].joint.dynamics.damping, 0.0);
    assert_eq!(only.chain.links[1].joint.dynamics.friction, 2.0);
    for (extra, attribute) in [
        ("<dynamics damping=\"-0.1\"/>", "damping"),
        ("<dynamics damping=\"0\" friction=\"-3\"/>", "friction"),
    ] {
        let e = err(&two_links("revolute", extra), None, None);
        match &e {
            UrdfError::InvalidDynamics {
                joint,
                attribute: a,
                line: 5,
                ..
            } => assert_eq!((joint.as_str(), *a), ("j2", attribute)),
            other => panic!("{other:?}"),
        }
        assert!(e.to_string().contains("must be >= 0"), "{e}");
    }
    // Not a number: the importer's generic number error, with the line.
    let e = err(
        &two_links("revolute", "<dynamics damping=\"lots\"/>"),
        None,
        None,
    );
    assert!(matches!(e, UrdfError::Invalid { line: 5, .. }), "{e:?}");
    assert!(e.to_string().contains("<dynamics damping>"), "{e}");
}

/// A rigid body whose links overflow `f64` once merged (two links of 1e300 kg fixed 1e10 m
/// apart: `m·d²` = 1e320): the body is refused naming its link, on the base (the floating base's
/// body) and on a joint's child alike, never an infinite inertia inside `Ok`.
#[test]
fn merged_bodies_that_overflow_are_refused_by_name() {
    let urdf = r#"<robot name="heavy">
  <link name="base"><inertial><mass value="1e300"/><inertia ixx="1" iyy="1" izz="1" ixy="0" ixz="0" iyz="0"/></inertial></link>
  <link name="ballast"><inertial><mass value="1e300"/><inertia ixx="1" iyy="1" izz="1" ixy="0" ixz="0" iyz="0"/></inertial></link>
  <joint name="fix" type="fixed"><parent link="base"/><child link="ballast"/><origin xyz="1e10 0 0"/></joint>
  <link name="arm"><inertial><mass value="1e300"/><inertia ixx="1" iyy="1" izz="1" ixy="0" ixz="0" iyz="0"/></inertial></link>
  <link name="weight"><inertial><mass value="1e300"/><inertia ixx="1" iyy="1" izz="1" ixy="0" ixz="0" iyz="0"/></inertial></link>
  <joint name="hinge" type="revolute"><parent link="base"/><child link="arm"/><axis xyz="0 0 1"/><limit lower="-1" upper="1" effort="1" velocity="1"/></joint>
  <joint name="fix2" type="fixed"><parent link="arm"/><child link="weight"/><origin xyz="0 1e10 0"/></joint>
</robot>"#;
    let err = Chain::tree_from_urdf_str(urdf, None, &[]).unwrap_err();
    assert!(
        matches!(
            &err,
            UrdfError::NonPhysicalInertial {
                problem: InertialProblem::Overflow,
                link,
                ..
            } if link == "arm"
        ),
        "{err:?}"
    );
    assert!(err.to_string().contains("overflows f64"), "{err}");
    let base_only = urdf.replace("1e10 0\"/></joint>\n</robot>", "1 0\"/></joint>\n</robot>");
    let imported = Chain::tree_from_urdf_str(&base_only, None, &[]).unwrap();
    assert!(
        matches!(
            &imported.base_body,
            Err(UrdfError::NonPhysicalInertial {
                problem: InertialProblem::Overflow,
                ..
            })
        ),
        "{:?}",
        imported.base_body
    );
}
