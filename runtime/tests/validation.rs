//! Model validation through the runtime (every `ModelError` reaches the caller as
//! `DynamicsError::Model`), argument checks, and detection of a singular mass matrix.

mod common;

use chaindyn::*;
use common::*;
use nalgebra::DVector;

fn rod(i: usize, kind: JointKind, axis: [f64; 3]) -> Link {
    Link {
        joint: Joint {
            name: format!("j{i}"),
            kind,
            axis,
            origin_xyz: [0.4, 0.0, 0.0],
            origin_rpy: [0.0; 3],
            dynamics: JointDynamics::IDEAL,
        },
        body: Body::new(
            format!("b{i}"),
            1.0,
            [0.2, 0.0, 0.0],
            [[0.001, 0.0, 0.0], [0.0, 0.01, 0.0], [0.0, 0.0, 0.01]],
        ),
    }
}

fn chain(links: Vec<Link>) -> Chain {
    Chain::new(links, [0.0, 0.0, -9.81], AngleConvention::Relative)
}

#[test]
fn every_model_error_reaches_the_runtime() {
    let good = || {
        chain(vec![
            rod(0, JointKind::Revolute, [0.0, 0.0, 1.0]),
            rod(1, JointKind::Revolute, [0.0, 1.0, 0.0]),
        ])
    };
    Multibody::new(&good()).unwrap();
    type Edit = fn(&mut Chain);
    type Expect = fn(&ModelError) -> bool;
    let edits: [(Edit, Expect); 12] = [
        (|c| c.links.clear(), |e| matches!(e, ModelError::EmptyChain)),
        (
            |c| c.gravity[0] = f64::NAN,
            |e| matches!(e, ModelError::NonFiniteGravity { .. }),
        ),
        (
            |c| c.links[1].joint.axis = [0.0; 3],
            |e| matches!(e, ModelError::InvalidAxis { link: 1, .. }),
        ),
        (
            |c| c.links[0].joint.origin_xyz[1] = f64::INFINITY,
            |e| matches!(e, ModelError::NonFinite { link: 0, .. }),
        ),
        (
            |c| c.links[1].body.mass = -2.0,
            |e| matches!(e, ModelError::InvalidMass { link: 1, .. }),
        ),
        (
            |c| c.links[1].body.inertia[2][0] = 0.005,
            |e| matches!(e, ModelError::InertiaNotSymmetric { link: 1, .. }),
        ),
        (
            |c| c.links[0].body.inertia = [[0.01, 0.02, 0.0], [0.02, 0.01, 0.0], [0.0, 0.0, 0.01]],
            |e| {
                matches!(
                    e,
                    ModelError::InertiaNotPositiveSemidefinite { link: 0, .. }
                )
            },
        ),
        (
            |c| c.links[0].body.inertia = [[0.001, 0.0, 0.0], [0.0, 0.001, 0.0], [0.0, 0.0, 0.01]],
            |e| matches!(e, ModelError::InertiaTriangleInequality { link: 0, .. }),
        ),
        (
            |c| c.links[1].body.name = "b0".into(),
            |e| {
                matches!(
                    e,
                    ModelError::DuplicateLinkName {
                        first: 0,
                        second: 1,
                        ..
                    }
                )
            },
        ),
        (
            |c| c.links[1].joint.name = "j0".into(),
            |e| {
                matches!(
                    e,
                    ModelError::DuplicateJointName {
                        first: 0,
                        second: 1,
                        ..
                    }
                )
            },
        ),
        (
            |c| {
                c.convention = AngleConvention::Absolute;
                c.links[1].joint.axis = [0.0, 0.0, 1.0];
                c.links[1].joint.kind = JointKind::Prismatic;
            },
            |e| matches!(e, ModelError::AbsolutePrismaticJoint { link: 1, .. }),
        ),
        (
            |c| c.convention = AngleConvention::Absolute,
            |e| matches!(e, ModelError::AbsoluteAxesNotParallel { link: 1, .. }),
        ),
    ];
    for (k, (edit, expected)) in edits.into_iter().enumerate() {
        let mut c = good();
        edit(&mut c);
        match Multibody::new(&c) {
            Err(DynamicsError::Model(e)) => {
                assert!(expected(&e), "case {k}: {e}");
                // The std::error::Error chain exposes the model error.
                let dyn_err = DynamicsError::Model(e.clone());
                let source = std::error::Error::source(&dyn_err).map(|s| s.to_string());
                assert_eq!(source, Some(e.to_string()));
            }
            other => panic!("case {k}: {other:?}"),
        }
        assert!(c.check_mass_matrix().is_err(), "case {k}");
    }
}

#[test]
fn arguments_are_checked() {
    let mb = Multibody::new(&chain(vec![
        rod(0, JointKind::Revolute, [0.0, 0.0, 1.0]),
        rod(1, JointKind::Prismatic, [1.0, 0.0, 0.0]),
    ]))
    .unwrap();
    let ok = DVector::zeros(2);
    let short = DVector::zeros(1);
    let nan = DVector::from_vec(vec![0.0, f64::NAN]);
    assert_eq!(
        rnea(&mb, &ok, &short, &ok),
        Err(DynamicsError::DimensionMismatch {
            argument: "qd",
            expected: 2,
            found: 1
        })
    );
    assert_eq!(
        forward_dynamics(&mb, &ok, &ok, &nan),
        Err(DynamicsError::NonFiniteInput {
            argument: "tau",
            index: 1
        })
    );
    assert!(crba(&mb, &short).is_err());
    assert!(linearize(&mb, &ok, &ok, &short).is_err());
    assert!(state_space(&mb, &nan, &ok, &ok).is_err());
    assert!(finite_diff::state_space(&mb, &ok, &short, &ok).is_err());
    assert!(coriolis_matrix(&mb, &ok, &nan).is_err());
    assert!(mass_matrix_derivative(&mb, &short).is_err());
    assert!(kinetic_energy(&mb, &ok, &short).is_err());
    assert!(body_poses(&mb, &nan).is_err());
    let msg = rnea(&mb, &ok, &short, &ok).unwrap_err().to_string();
    assert!(
        msg.contains("qd") && msg.contains("2 degrees of freedom"),
        "{msg}"
    );
}

#[test]
fn singular_mass_matrix_is_detected_and_names_the_joint() {
    // (a) Two prismatic joints along the same axis with a massless carriage between
    // them: both move only body 1, the same way, so joint 1 adds no independent
    // inertia. (With a massive carriage M = [[m0 + m1, m1], [m1, m1]] is regular.)
    let mut parallel = chain(vec![
        rod(0, JointKind::Prismatic, [1.0, 0.0, 0.0]),
        rod(1, JointKind::Prismatic, [2.0, 0.0, 0.0]),
    ]);
    parallel.links[0].body = Body::point_mass("b0", 0.0, [0.0; 3]);
    // (b) A revolute joint whose subtree is a point mass on its axis.
    let mut on_axis = chain(vec![
        rod(0, JointKind::Revolute, [0.0, 1.0, 0.0]),
        rod(1, JointKind::Revolute, [1.0, 0.0, 0.0]),
    ]);
    on_axis.links[1].body = Body::point_mass("b1", 1.0, [0.3, 0.0, 0.0]);
    // (c) A massless last link.
    let mut massless = chain(vec![
        rod(0, JointKind::Revolute, [0.0, 0.0, 1.0]),
        rod(1, JointKind::Revolute, [0.0, 1.0, 0.0]),
        rod(2, JointKind::Revolute, [0.0, 1.0, 0.0]),
    ]);
    massless.links[2].body = Body::point_mass("b2", 0.0, [0.2, 0.0, 0.0]);
    for (c, link) in [(parallel, 1), (on_axis, 1), (massless, 2)] {
        let err = c.check_mass_matrix().unwrap_err();
        match &err {
            DynamicsError::SingularMassMatrix {
                link: l,
                joint,
                body,
                configuration,
                ..
            } => {
                assert_eq!(*l, link);
                assert_eq!(joint, &format!("j{link}"));
                assert_eq!(body, &format!("b{link}"));
                assert_eq!(configuration.len(), c.dof());
            }
            other => panic!("{other:?}"),
        }
        let msg = err.to_string();
        assert!(
            msg.contains(&format!("'j{link}'")) && msg.contains("singular"),
            "{msg}"
        );
        // Building the multibody applies the same rule (the derive's, at build time): the same
        // typed error, so no algorithm ever runs on a chain whose M is singular everywhere.
        assert_eq!(Multibody::new(&c).unwrap_err().to_string(), msg);
    }
}

#[test]
fn physical_chains_pass_the_mass_matrix_check() {
    for n in 1..=7 {
        let mut rng = SplitMix64(77 + n as u64);
        random_chain(&mut rng, n, 0.3).check_mass_matrix().unwrap();
    }
    Chain::pendulum(&[1.0, 2.0, 0.5], &[0.3, 0.4, 0.5], 9.81)
        .unwrap()
        .check_mass_matrix()
        .unwrap();
    Chain::pendubot(&PendubotParameters::PAPER)
        .unwrap()
        .check_mass_matrix()
        .unwrap();
    // The check is scale-free: a 1 g, 1 mm version of a chain passes too.
    let mut tiny = Chain::pendubot(&PendubotParameters::PAPER).unwrap();
    for l in &mut tiny.links {
        l.joint.origin_xyz.iter_mut().for_each(|x| *x *= 1e-3);
        l.body.com.iter_mut().for_each(|x| *x *= 1e-3);
        l.body.mass *= 1e-3;
        l.body.inertia.iter_mut().flatten().for_each(|x| *x *= 1e-9);
    }
    tiny.check_mass_matrix().unwrap();
}
