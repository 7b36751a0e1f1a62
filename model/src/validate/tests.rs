use super::check_mass_matrix;
use crate::*;

fn rod(i: usize) -> Link {
    Link {
        joint: Joint::revolute(format!("j{i}"), [0.0, 0.0, 2.0])
            .with_origin([0.5, 0.0, 0.0], [0.0, 0.0, 0.1]),
        body: Body::new(
            format!("b{i}"),
            1.0,
            [0.25, 0.0, 0.0],
            [[0.001, 0.0, 0.0], [0.0, 0.02, 0.0], [0.0, 0.0, 0.02]],
        ),
    }
}

fn chain(n: usize, convention: AngleConvention) -> Chain {
    Chain::new((0..n).map(rod).collect(), [0.0, -9.81, 0.0], convention)
}

#[test]
fn valid_chains_pass_and_normalize() {
    let c = chain(3, AngleConvention::Relative);
    assert_eq!(c.dof(), 3);
    c.validate().unwrap();
    chain(3, AngleConvention::Absolute).validate().unwrap();
    let n = c.normalized().unwrap();
    assert_eq!(n.links[1].joint.axis, [0.0, 0.0, 1.0]);
    // A point mass (zero inertia) is valid.
    let mut p = chain(1, AngleConvention::Relative);
    p.links[0].body = Body::point_mass("p", 2.0, [1.0, 0.0, 0.0]);
    p.validate().unwrap();
}

#[test]
fn frames_are_checked_and_numbered_after_the_bodies() {
    let c = chain(2, AngleConvention::Relative).with_frames(vec![
        crate::Frame::new("tip", 1, [1.0, 0.0, 0.0], [0.0; 3]),
        crate::Frame::new("mid", 0, [0.5, 0.0, 0.0], [0.0, 0.0, 1.0]),
    ]);
    c.validate().unwrap();
    assert_eq!(c.frame_count(), 4);
    assert_eq!(c.frame_index("b1"), Some(1));
    assert_eq!(c.frame_index("tip"), Some(2));
    assert_eq!(c.frame_name(3), Some("mid"));
    assert_eq!(c.frame_name(4), None);
    assert_eq!(
        c.frame_placement(3).map(|(b, f)| (b, f.is_some())),
        Some((0, true))
    );
    assert_eq!(
        c.frame_placement(1).map(|(b, f)| (b, f.is_some())),
        Some((1, false))
    );
    let mut bad = c.clone();
    bad.frames[0].body = 2;
    bad.frames[1].origin_rpy[2] = f64::NAN;
    bad.frames
        .push(crate::Frame::new("b0", 0, [0.0; 3], [0.0; 3]));
    bad.frames
        .push(crate::Frame::new("tip", 0, [0.0; 3], [0.0; 3]));
    let all = bad.validate_all();
    assert_eq!(
        all,
        [
            ModelError::FrameBodyOutOfRange {
                frame: "tip".into(),
                body: 2,
                bodies: 2
            },
            ModelError::FrameNotFinite {
                frame: "mid".into(),
                field: "origin_rpy"
            },
            ModelError::DuplicateFrameName { name: "b0".into() },
            ModelError::DuplicateFrameName { name: "tip".into() },
        ]
    );
    for e in &all {
        assert!(e.to_string().contains("frame"), "{e}");
    }
}

#[test]
fn empty_chain() {
    let c = chain(0, AngleConvention::Relative);
    assert_eq!(c.validate(), Err(ModelError::EmptyChain));
    assert!(c.normalized().is_err());
}

#[test]
fn non_finite_gravity() {
    let mut c = chain(2, AngleConvention::Relative);
    c.gravity[2] = f64::NAN;
    assert!(matches!(
        c.validate(),
        Err(ModelError::NonFiniteGravity { .. })
    ));
}

#[test]
fn zero_and_non_finite_axes() {
    for axis in [
        [0.0; 3],
        [1e-13, 0.0, 0.0],
        [f64::NAN, 1.0, 0.0],
        [f64::INFINITY, 0.0, 0.0],
    ] {
        let mut c = chain(3, AngleConvention::Relative);
        c.links[1].joint.axis = axis;
        let err = c.validate().unwrap_err();
        // (matched, not compared: NaN != NaN)
        assert!(
            matches!(&err, ModelError::InvalidAxis { link: 1, joint, .. } if joint == "j1"),
            "{err}"
        );
        assert!(err.to_string().contains("link 1") && err.to_string().contains("'j1'"));
    }
}

#[test]
fn non_finite_fields() {
    type Edit = fn(&mut Link);
    let cases: [(Edit, &str, &str); 4] = [
        (
            |l| l.joint.origin_xyz[0] = f64::NAN,
            "joint.origin_xyz",
            "j2",
        ),
        (
            |l| l.joint.origin_rpy[2] = f64::INFINITY,
            "joint.origin_rpy",
            "j2",
        ),
        (|l| l.body.com[1] = f64::NAN, "body.com", "b2"),
        (
            |l| l.body.inertia[1][1] = f64::NEG_INFINITY,
            "body.inertia",
            "b2",
        ),
    ];
    for (edit, field, name) in cases {
        let mut c = chain(3, AngleConvention::Relative);
        edit(&mut c.links[2]);
        assert_eq!(
            c.validate(),
            Err(ModelError::NonFinite {
                link: 2,
                name: name.into(),
                field
            })
        );
    }
}

#[test]
fn invalid_mass() {
    for mass in [-1e-3, f64::NAN, f64::INFINITY] {
        let mut c = chain(2, AngleConvention::Relative);
        c.links[0].body.mass = mass;
        let err = c.validate().unwrap_err();
        assert!(
            matches!(err, ModelError::InvalidMass { link: 0, .. }),
            "{err}"
        );
    }
    // Zero mass is allowed by validate (a singular mass matrix is a runtime check).
    let mut c = chain(2, AngleConvention::Relative);
    c.links[0].body.mass = 0.0;
    c.validate().unwrap();
}

#[test]
fn inertia_not_symmetric() {
    let mut c = chain(2, AngleConvention::Relative);
    c.links[1].body.inertia[0][1] = 1e-3;
    let err = c.validate().unwrap_err();
    assert!(
        matches!(err, ModelError::InertiaNotSymmetric { link: 1, .. }),
        "{err}"
    );
    // Asymmetry within the relative tolerance (1e-9 * 0.02) is accepted.
    let mut c = chain(2, AngleConvention::Relative);
    c.links[1].body.inertia[0][1] = 1e-12;
    c.validate().unwrap();
}

#[test]
fn inertia_not_psd() {
    let mut c = chain(2, AngleConvention::Relative);
    // Eigenvalues of [[0.02, 0.03], [0.03, 0.02]] are 0.05 and -0.01.
    c.links[1].body.inertia = [[0.02, 0.03, 0.0], [0.03, 0.02, 0.0], [0.0, 0.0, 0.04]];
    let err = c.validate().unwrap_err();
    match err {
        ModelError::InertiaNotPositiveSemidefinite {
            link: 1,
            eigenvalues,
            ..
        } => assert!((eigenvalues[0] + 0.01).abs() < 1e-15),
        other => panic!("{other}"),
    }
}

#[test]
fn inertia_triangle_inequality() {
    let mut c = chain(2, AngleConvention::Relative);
    c.links[0].body.inertia = [[0.01, 0.0, 0.0], [0.0, 0.01, 0.0], [0.0, 0.0, 0.03]];
    assert!(matches!(
        c.validate(),
        Err(ModelError::InertiaTriangleInequality { link: 0, .. })
    ));
    // A thin rod (0, I, I) is on the boundary and accepted.
    c.links[0].body.inertia = [[0.0, 0.0, 0.0], [0.0, 0.03, 0.0], [0.0, 0.0, 0.03]];
    c.validate().unwrap();
}

#[test]
fn duplicate_names() {
    let mut c = chain(3, AngleConvention::Relative);
    c.links[2].body.name = "b0".into();
    assert_eq!(
        c.validate(),
        Err(ModelError::DuplicateLinkName {
            first: 0,
            second: 2,
            name: "b0".into()
        })
    );
    let mut c = chain(3, AngleConvention::Relative);
    c.links[2].joint.name = "j1".into();
    assert_eq!(
        c.validate(),
        Err(ModelError::DuplicateJointName {
            first: 1,
            second: 2,
            name: "j1".into()
        })
    );
}

#[test]
fn absolute_needs_revolute_parallel_axes() {
    let mut c = chain(3, AngleConvention::Absolute);
    c.links[2].joint.kind = JointKind::Prismatic;
    assert!(matches!(
        c.validate(),
        Err(ModelError::AbsolutePrismaticJoint { link: 2, .. })
    ));
    // Tilted joint frame: the axis leaves the plane.
    let mut c = chain(3, AngleConvention::Absolute);
    c.links[1].joint.origin_rpy = [0.3, 0.0, 0.0];
    assert!(matches!(
        c.validate(),
        Err(ModelError::AbsoluteAxesNotParallel { link: 1, .. })
    ));
    // Anti-parallel axis.
    let mut c = chain(3, AngleConvention::Absolute);
    c.links[2].joint.axis = [0.0, 0.0, -1.0];
    assert!(matches!(
        c.validate(),
        Err(ModelError::AbsoluteAxesNotParallel { link: 2, .. })
    ));
    // A frame rotated by pi about x with an axis flipped to compensate is parallel.
    let mut c = chain(3, AngleConvention::Absolute);
    c.links[1].joint.origin_rpy = [std::f64::consts::PI, 0.0, 0.0];
    // (link 2's frame inherits the flip, so its axis is flipped too).
    c.links[1].joint.axis = [0.0, 0.0, -1.0];
    c.links[2].joint.axis = [0.0, 0.0, -1.0];
    c.validate().unwrap();
    // The same chain is fine with relative angles.
    let mut c = chain(3, AngleConvention::Relative);
    c.links[1].joint.origin_rpy = [0.3, 0.0, 0.0];
    c.links[2].joint.kind = JointKind::Prismatic;
    c.validate().unwrap();
}

#[test]
fn every_message_names_the_link_and_a_fix() {
    let errors = [
        ModelError::InvalidMass {
            link: 4,
            body: "forearm".into(),
            mass: -1.0,
        },
        ModelError::InertiaTriangleInequality {
            link: 4,
            body: "forearm".into(),
            principal_moments: [1.0, 1.0, 3.0],
        },
        ModelError::AbsoluteAxesNotParallel {
            link: 4,
            joint: "elbow".into(),
            axis_world: [1.0, 0.0, 0.0],
            reference: [0.0, 0.0, 1.0],
        },
    ];
    for e in errors {
        let s = e.to_string();
        assert!(s.contains("link 4"), "{s}");
        assert!(s.contains("forearm") || s.contains("elbow"), "{s}");
    }
}

#[test]
fn validate_all_reports_every_error() {
    let mut c = chain(3, AngleConvention::Relative);
    c.links[0].body.mass = -1.0;
    c.links[2].joint.axis = [0.0; 3];
    c.links[2].body.name = "b1".into();
    let all = c.validate_all();
    assert_eq!(all.len(), 3, "{all:?}");
    assert!(matches!(all[0], ModelError::InvalidMass { link: 0, .. }));
    assert!(matches!(all[1], ModelError::InvalidAxis { link: 2, .. }));
    assert!(matches!(
        all[2],
        ModelError::DuplicateLinkName {
            first: 1,
            second: 2,
            ..
        }
    ));
    assert_eq!(c.validate(), Err(all[0].clone()));
}

#[test]
fn massless_tip_and_overflow_are_found_by_the_mass_matrix_check() {
    let c = chain(3, AngleConvention::Absolute);
    check_mass_matrix(&c).unwrap();
    let mut tip = c.clone();
    tip.links[2].body = Body::point_mass("b2", 0.0, [0.0; 3]);
    match check_mass_matrix(&tip) {
        Err(ModelError::SingularMassMatrix {
            link: 2,
            configuration,
            pivot_ratio,
            ..
        }) => {
            assert_eq!(configuration, vec![0.0; 3]);
            assert!(pivot_ratio.is_nan(), "0 / 0 at the tip: {pivot_ratio}");
        }
        other => panic!("{other:?}"),
    }
    let mut huge = c;
    huge.links[1].body.mass = 1e200;
    huge.links[1].body.com = [1e200, 0.0, 0.0];
    assert!(matches!(
        check_mass_matrix(&huge),
        Err(ModelError::MassMatrixOverflow { .. })
    ));
}

#[test]
fn unit_vectors_and_angle_maps() {
    // Components near the overflow and underflow limits normalise exactly enough (1e-15:
    // a few roundings of numbers of magnitude <= 1 after scaling).
    let u = unit_vector([3e300, 4e300, 0.0]).unwrap();
    assert!((u[0] - 0.6).abs() < 1e-15 && (u[1] - 0.8).abs() < 1e-15);
    assert_eq!(unit_vector([1e-13, 0.0, 0.0]), None);
    assert_eq!(unit_vector([f64::NAN, 1.0, 0.0]), None);
    let abs: [f64; 4] = [0.3, -0.2, 1.5, 1.5];
    let rel = absolute_to_relative(&abs);
    assert_eq!(rel, vec![0.3, -0.5, 1.7, 0.0]);
    let back = relative_to_absolute(&rel);
    for (a, b) in abs.iter().zip(&back) {
        assert!((a - b).abs() < 1e-15);
    }
}

/// A floating base whose motion some joint motion undoes moves no mass: a massless base body on
/// one joint (`v_b = −S`, `q̇ = 1` leaves the rods at rest), where a fixed base is a pendulum,
/// whatever hangs from that joint. With mass in the base the floating mass matrix is positive
/// definite.
#[test]
fn floating_mass_matrix() {
    let pendulum = chain(1, AngleConvention::Relative);
    assert!(check_mass_matrix(&pendulum).is_ok());
    let body = |mass: f64| Body {
        name: "base".into(),
        mass,
        com: [0.0; 3],
        inertia: [
            [0.01 * mass, 0.0, 0.0],
            [0.0, 0.01 * mass, 0.0],
            [0.0, 0.0, 0.01 * mass],
        ],
    };
    match super::check_floating_mass_matrix(&body(0.0), &pendulum) {
        Err(ModelError::InvalidBase { body, problem }) => {
            assert_eq!(body, "base");
            assert!(problem.contains("singular"), "{problem}");
        }
        other => panic!("{other:?}"),
    }
    assert!(super::check_floating_mass_matrix(&body(2.0), &pendulum).is_ok());
    let three = chain(3, AngleConvention::Relative);
    assert!(super::check_floating_mass_matrix(&body(0.0), &three).is_err());
    assert!(super::check_floating_mass_matrix(&body(2.0), &three).is_ok());
}

/// An inertia's rounding is judged against the body's scale, `m |c|²` where that exceeds the
/// inertia's own entries: iCub's `r_hip_2` (0.526 kg, centre of mass 0.03045 m out, principal
/// moments `-5.42101e-20, -5.42101e-20, 0` from its CAD export) passes and is made physical by
/// a shift of 1.1e-19 (the triangle inequality's deficit); the same numbers on a body whose centre of mass is at its origin (its
/// scale the noise itself), or a negative moment of 1e-12 beside `m |c|² = 4.9e-4` (2e-9 of
/// it), are refused as before.
#[test]
fn inertia_rounding_is_judged_against_the_bodys_scale() {
    let noisy = [
        [-5.42101e-20, 0.0, 0.0],
        [0.0, -5.42101e-20, 0.0],
        [0.0, 0.0, 0.0],
    ];
    let com = [0.0, 0.0, 0.03045];
    check_inertia(0, "r_hip_2", 0.526, &com, &noisy).unwrap();
    let physical = nearest_physical_inertia(&noisy);
    let ev = symmetric_eigenvalues(physical);
    assert!(ev[0] >= 0.0 && ev[0] + ev[1] >= ev[2], "{ev:?}");
    assert!(
        (physical[2][2] - 2.0 * 5.42101e-20).abs() <= 1e-35,
        "{physical:?}"
    );
    assert!(matches!(
        check_inertia(0, "at its origin", 0.526, &[0.0; 3], &noisy),
        Err(ModelError::InertiaNotPositiveSemidefinite { .. })
    ));
    let beyond = [[-1e-12, 0.0, 0.0], [0.0, 1e-4, 0.0], [0.0, 0.0, 1e-4]];
    assert!(matches!(
        check_inertia(0, "beyond", 0.526, &com, &beyond),
        Err(ModelError::InertiaNotPositiveSemidefinite { .. })
    ));
    // The triangle inequality alike: r_ankle_1's moments break it by 1.4e-20.
    let ankle = [
        [4.88801561e-21, 0.0, 0.0],
        [0.0, 3.54749524e-20, 0.0],
        [0.0, 0.0, 5.45047320e-20],
    ];
    check_inertia(0, "r_ankle_1", 0.746, &[-0.0054, 0.00163, -0.0172], &ankle).unwrap();
    let ev = symmetric_eigenvalues(nearest_physical_inertia(&ankle));
    assert!(ev[0] >= 0.0 && ev[0] + ev[1] >= ev[2], "{ev:?}");
    // A physical inertia is returned unchanged.
    let rod = [[0.001, 0.0, 0.0], [0.0, 0.02, 0.0], [0.0, 0.0, 0.02]];
    assert_eq!(nearest_physical_inertia(&rod), rod);
}
