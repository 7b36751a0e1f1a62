//! The reference never hands back a non-finite number inside `Ok`: chains whose values overflow
//! `f64` when multiplied are refused when the `Multibody` is built (the derive's rule, the same
//! error), results that overflow at a given state are `DynamicsError::NonFiniteResult`, and
//! joint terms whose reciprocal overflows are refused by validation, naming the attribute.

use chaindyn::nalgebra::DVector;
use chaindyn::{
    crba, forward_dynamics, gravity, linearize, rnea, Body, Chain, DynamicsError, Joint,
    JointDynamics, Link, ModelError, Multibody,
};

fn rod(name: &str, mass: f64, com: f64, inertia: f64) -> Body {
    Body::new(
        name,
        mass,
        [com, 0.0, 0.0],
        [
            [inertia, 0.0, 0.0],
            [0.0, inertia, 0.0],
            [0.0, 0.0, inertia],
        ],
    )
}

/// A planar two-link chain: joint 2 at `lever` along x of body 1.
fn two_links(lever: f64, mass: f64, com: f64, inertia: f64, gravity: f64) -> Chain {
    Chain::new(
        vec![
            Link {
                joint: Joint::revolute("j1", [0.0, 0.0, 1.0]),
                body: rod("l1", mass, com, inertia),
            },
            Link {
                joint: Joint::revolute("j2", [0.0, 0.0, 1.0])
                    .with_origin([lever, 0.0, 0.0], [0.0; 3]),
                body: rod("l2", mass, com, inertia),
            },
        ],
        [0.0, -gravity, 0.0],
        chaindyn::AngleConvention::Relative,
    )
}

/// Every algorithm's result at a few states is either an error or finite.
fn never_non_finite_in_ok(mb: &Multibody) {
    let states = [[0.0, 0.0], [0.3, -1.2], [2.0, 0.5]];
    for q in states {
        for qd in states {
            let q = DVector::from_row_slice(&q);
            let qd = DVector::from_row_slice(&qd);
            let tau = DVector::from_row_slice(&[0.5, -0.2]);
            let all = |m: &chaindyn::nalgebra::DMatrix<f64>| m.iter().all(|x| x.is_finite());
            if let Ok(m) = crba(mb, &q) {
                assert!(all(&m), "{m}");
            }
            if let Ok(g) = gravity(mb, &q) {
                assert!(g.iter().all(|x| x.is_finite()), "{g}");
            }
            if let Ok(t) = rnea(mb, &q, &qd, &tau) {
                assert!(t.iter().all(|x| x.is_finite()), "{t}");
            }
            if let Ok(a) = forward_dynamics(mb, &q, &qd, &tau) {
                assert!(a.iter().all(|x| x.is_finite()), "{a}");
            }
            if let Ok(l) = linearize(mb, &q, &qd, &tau) {
                assert!(all(&l.a) && all(&l.b), "{}", l.a);
            }
        }
    }
}

#[test]
fn chains_that_overflow_are_refused_at_construction() {
    // A 1e300 m lever: m·c² overflows in M. The derive refuses this chain; so does the runtime.
    for chain in [
        two_links(1e300, 1.0, 0.0, 0.01, 9.81),
        two_links(1.0, 1e200, 1e200, 0.01, 9.81),
        two_links(1.0, 1.0, 0.5, 1.5e308, 9.81),
    ] {
        match Multibody::new(&chain) {
            Err(DynamicsError::Model(ModelError::MassMatrixOverflow { .. }))
            | Err(DynamicsError::Model(_)) => {}
            other => panic!("accepted: {other:?}"),
        }
    }
}

#[test]
fn results_that_overflow_are_errors_not_values() {
    // Finite chain, gravity 1e300: M is fine, g and what solves with it may overflow.
    let mb = Multibody::new(&two_links(1.0, 1.0, 0.5, 0.01, 1e300)).unwrap();
    never_non_finite_in_ok(&mb);
    let q = DVector::from_row_slice(&[0.3, 0.2]);
    let qd = DVector::from_row_slice(&[1e200, 1e200]);
    let tau = DVector::zeros(2);
    // q̇² = 1e400 overflows: a typed error naming what was computed.
    let ok = Multibody::new(&two_links(1.0, 1.0, 0.5, 0.01, 9.81)).unwrap();
    assert!(matches!(
        rnea(&ok, &q, &qd, &tau),
        Err(DynamicsError::NonFiniteResult {
            quantity: "inverse dynamics"
        })
    ));
    assert!(matches!(
        forward_dynamics(&ok, &q, &qd, &tau),
        Err(DynamicsError::NonFiniteResult { .. })
    ));
    never_non_finite_in_ok(&ok);
}

#[test]
fn joint_terms_whose_reciprocal_overflows_are_refused_by_name() {
    let mut chain = two_links(1.0, 1.0, 0.5, 0.01, 9.81);
    chain.links[1].joint.dynamics = JointDynamics {
        friction: 0.1,
        friction_velocity: 1e-320,
        ..JointDynamics::IDEAL
    };
    match Multibody::new(&chain) {
        Err(DynamicsError::Model(e)) => {
            assert!(e.to_string().contains("friction_velocity"), "{e}")
        }
        other => panic!("accepted: {other:?}"),
    }
    // A huge damping on a tiny tip: forward dynamics is an error or finite, never ±inf in Ok.
    let mut chain = two_links(1.0, 1.0, 0.5, 0.01, 9.81);
    chain.links[1].body = rod("l2", 1e-300, 0.5, 1e-300);
    chain.links[1].joint.dynamics = JointDynamics {
        damping: 1e308,
        ..JointDynamics::IDEAL
    };
    if let Ok(mb) = Multibody::new(&chain) {
        never_non_finite_in_ok(&mb);
    }
}

mod common;

/// What a chain's dynamics give at one state: `M`, `C q̇`, `g`, `q̈`, `∂q̈/∂q`, `∂q̈/∂q̇`, every
/// body frame's Jacobian in `Local` axes, and the joint losses.
fn dynamics_at(
    chain: &Chain,
    q: &DVector<f64>,
    qd: &DVector<f64>,
    tau: &DVector<f64>,
) -> Vec<(&'static str, chaindyn::nalgebra::DMatrix<f64>)> {
    use chaindyn::nalgebra::DMatrix;
    let mb = Multibody::new(chain).unwrap();
    let col = |v: DVector<f64>| DMatrix::from_column_slice(v.len(), 1, v.as_slice());
    let lin = linearize(&mb, q, qd, tau).unwrap();
    let mut out = vec![
        ("M", crba(&mb, q).unwrap()),
        ("C q̇", col(chaindyn::coriolis_times_qd(&mb, q, qd).unwrap())),
        ("g", col(gravity(&mb, q).unwrap())),
        ("q̈", col(forward_dynamics(&mb, q, qd, tau).unwrap())),
        ("∂q̈/∂q", lin.dqdd_dq),
        ("∂q̈/∂q̇", lin.dqdd_dqd),
        ("losses", col(chaindyn::joint_losses(&mb, qd).unwrap())),
    ];
    for frame in 0..chain.links.len() {
        let j = chaindyn::frame_jacobian(&mb, frame, q, chaindyn::ReferenceFrame::Local).unwrap();
        out.push(("frame Jacobian (Local)", j));
    }
    out
}

/// Moving the base leaves the dynamics unchanged: translating the first joint's origin by up to
/// 1e6 m changes no result at all (the reference point is that origin; compared to 1e-12
/// relative), and turning it together with the gravity vector changes them by rounding only
/// (1e-12 relative, floor 1: a few ulps of each product, on chains of unit scale). Random spatial chains
/// of 1 to 7 links, revolute and prismatic joints, with joint terms, and planar ones.
#[test]
fn the_base_placement_does_not_change_the_dynamics() {
    use common::*;
    let mut rng = SplitMix64(0x5eed_ba5e);
    for case in 0..40 {
        let n = 1 + case % 7;
        let mut chain = random_chain(&mut rng, n, if case % 3 == 0 { 0.0 } else { 0.3 });
        if case % 4 == 1 {
            // Planar: every axis along z, origins in the x-y plane, gravity in it.
            for l in &mut chain.links {
                l.joint.kind = chaindyn::JointKind::Revolute;
                l.joint.axis = [0.0, 0.0, 1.0];
                l.joint.origin_rpy = [0.0; 3];
                l.joint.origin_xyz[2] = 0.0;
            }
            chain.gravity = [0.0, -9.81, 0.0];
        }
        for l in &mut chain.links {
            l.joint.dynamics = random_joint_dynamics(&mut rng);
        }
        let (q, qd, tau) = random_state(&mut rng, n);
        let reference = dynamics_at(&chain, &q, &qd, &tau);
        let compare = |moved: &Chain, what: &str| {
            for ((name, a), (_, b)) in dynamics_at(moved, &q, &qd, &tau).iter().zip(&reference) {
                // Relative, with the floor 1 of the repository's checks (the chains are of unit
                // scale; `C q̇` of one link is zero up to rounding).
                let e = (a - b).norm() / b.norm().max(1.0);
                assert!(
                    e <= 1e-12,
                    "case {case} ({n} links), {what}: {name} differs by {e:e}"
                );
            }
        };
        for offset in [1.0, 1e3, 1e6] {
            let mut moved = chain.clone();
            let d = rng.vec3(-offset, offset);
            for (x, dx) in moved.links[0].joint.origin_xyz.iter_mut().zip(d) {
                *x += dx;
            }
            compare(&moved, &format!("base moved by {d:?}"));
        }
        // Turn the base (and gravity with it) by a random rotation R.
        let r = chaindyn::rpy_to_matrix(rng.vec3(-3.0, 3.0));
        let turn = |v: [f64; 3]| -> [f64; 3] {
            std::array::from_fn(|i| (0..3).map(|k| r[i][k] * v[k]).sum())
        };
        let mut turned = chain.clone();
        let first = &mut turned.links[0].joint;
        let r0 = chaindyn::rpy_to_matrix(first.origin_rpy);
        let product: [[f64; 3]; 3] = std::array::from_fn(|i| {
            std::array::from_fn(|j| (0..3).map(|k| r[i][k] * r0[k][j]).sum())
        });
        first.origin_rpy = chaindyn::model::matrix_to_rpy(&product);
        first.origin_xyz = turn(first.origin_xyz);
        turned.gravity = turn(chain.gravity);
        compare(&turned, "base turned with gravity");
    }
}

/// The planar two-link chain of the reports: mass 1, centre of mass 0.5 m out, inertia
/// diag(0.05, 0.05, 0.1), joint 2 at `lever` along body 1, joint 1 at `base`.
fn lever_chain(base: [f64; 3], lever: f64) -> Chain {
    let body = |name: &str| {
        Body::new(
            name,
            1.0,
            [0.5, 0.0, 0.0],
            [[0.05, 0.0, 0.0], [0.0, 0.05, 0.0], [0.0, 0.0, 0.1]],
        )
    };
    Chain::new(
        vec![
            Link {
                joint: Joint::revolute("j1", [0.0, 0.0, 1.0]).with_origin(base, [0.0; 3]),
                body: body("l1"),
            },
            Link {
                joint: Joint::revolute("j2", [0.0, 0.0, 1.0])
                    .with_origin([lever, 0.0, 0.0], [0.0; 3]),
                body: body("l2"),
            },
        ],
        [0.0, -9.81, 0.0],
        chaindyn::AngleConvention::Relative,
    )
}

/// `M` of the lever chain in closed form: `M_11 = I + m c²`, `M_01 = M_11 + m L c cos q₂`,
/// `M_00 = 2 (I + m c²) + m L² + 2 m L c cos q₂` (I = 0.1, m = 1, c = 0.5).
fn lever_mass_matrix(lever: f64, q2: f64) -> [[f64; 2]; 2] {
    let (i, m, c) = (0.1, 1.0, 0.5);
    let m11 = i + m * c * c;
    let m01 = m11 + m * lever * c * q2.cos();
    let m00 = 2.0 * m11 + m * lever * lever + 2.0 * m * lever * c * q2.cos();
    [[m00, m01], [m01, m11]]
}

/// Where the chain stands does not change `M` (the base at `[p, p, 0]` up to 1e8 m gives the
/// bits of the chain at the origin), and a lever inside the chain costs no entry its digits:
/// with joint 2 at 1e8 m and 1e150 m out, every entry of `M` is its closed form to 1e-12
/// relative (entry by entry, so that `M_11 = 0.35` is checked beside `M_00 ≈ 1e300`).
#[test]
fn the_mass_matrix_does_not_depend_on_where_the_chain_stands_or_its_levers() {
    let q = DVector::from_row_slice(&[0.7, -1.1]);
    let at_origin = crba(&Multibody::new(&lever_chain([0.0; 3], 1.0)).unwrap(), &q).unwrap();
    for p in [1e3, 1e4, 1e6, 1e8] {
        let mb = Multibody::new(&lever_chain([p, p, 0.0], 1.0)).unwrap();
        assert_eq!(crba(&mb, &q).unwrap(), at_origin, "base at [{p}, {p}, 0]");
    }
    for lever in [1.0, 1e8, 1e150] {
        let mb = Multibody::new(&lever_chain([0.0; 3], lever)).unwrap();
        let m = crba(&mb, &q).unwrap();
        let want = lever_mass_matrix(lever, q[1]);
        for (i, row) in want.iter().enumerate() {
            for (j, w) in row.iter().enumerate() {
                let e = (m[(i, j)] - w).abs() / w.abs();
                assert!(
                    e <= 1e-12,
                    "lever {lever}: M[{i}][{j}] = {} vs {w}",
                    m[(i, j)]
                );
            }
        }
        // Forward dynamics solves with it: finite, and M q̈ = τ − b to the scale of M.
        let qd = DVector::zeros(2);
        let tau = DVector::from_row_slice(&[1.0, 0.5]);
        if let Ok(qdd) = forward_dynamics(&mb, &q, &qd, &tau) {
            assert!(qdd.iter().all(|x| x.is_finite()));
        }
    }
}

#[test]
fn chains_beyond_the_reference_limit_are_refused_before_any_work() {
    // MAX_REFERENCE_DOF + 1 links: refused at once (the mass-matrix check is cubic in the
    // degrees of freedom), naming the limit.
    let n = chaindyn::limits::MAX_REFERENCE_DOF + 1;
    let chain = Chain::pendulum(&vec![1.0; n], &vec![0.1; n], 9.81).unwrap();
    match Multibody::new(&chain) {
        Err(DynamicsError::TooManyJoints { dof, limit }) => {
            assert_eq!((dof, limit), (n, chaindyn::limits::MAX_REFERENCE_DOF));
        }
        other => panic!("{other:?}"),
    }
    let at_limit = Chain::pendulum(&[1.0; 4], &[0.1; 4], 9.81).unwrap();
    assert!(Multibody::new(&at_limit).is_ok());
}

#[test]
fn a_zero_diagonal_of_the_mass_matrix_is_named_not_printed_as_nan() {
    // A pivot ratio is 0/0 where a joint moves nothing at all: the message says so.
    let e = DynamicsError::SingularMassMatrix {
        link: 1,
        joint: "j2".into(),
        body: "b2".into(),
        configuration: vec![0.0, 0.0],
        pivot_ratio: f64::NAN,
    };
    let text = e.to_string();
    assert!(!text.contains("NaN"), "{text}");
    assert!(text.contains("M[1][1] = 0"), "{text}");
}

/// The chain of the articulated-body reports: joint 1 about z at the origin, joint 2 about y at
/// `lever` along x of body 1; each body 1 kg, centre of mass 0.1 m along x, inertia 0.01 about
/// every axis; gravity along −z.
fn far_joint_chain(lever: f64) -> Chain {
    let body = |name: &str| rod(name, 1.0, 0.1, 0.01);
    Chain::new(
        vec![
            Link {
                joint: Joint::revolute("j1", [0.0, 0.0, 1.0]),
                body: body("l1"),
            },
            Link {
                joint: Joint::revolute("j2", [0.0, 1.0, 0.0])
                    .with_origin([lever, 0.0, 0.0], [0.0; 3]),
                body: body("l2"),
            },
        ],
        [0.0, 0.0, -9.81],
        chaindyn::AngleConvention::Relative,
    )
}

/// `q̈` of [`far_joint_chain`] with `τ = 0` in closed form (Lagrange): with `r = L + 0.1 cos q₂`,
/// `M = diag(0.03 + r², 0.02)`, so `q̈₁ = 0.2 r sin q₂ q̇₁ q̇₂ / (0.03 + r²)` and
/// `q̈₂ = (0.981 cos q₂ − 0.1 r sin q₂ q̇₁²) / 0.02`.
fn far_joint_qdd(lever: f64, q2: f64, qd1: f64, qd2: f64) -> [f64; 2] {
    let r = lever + 0.1 * q2.cos();
    [
        0.2 * r * q2.sin() * qd1 * qd2 / (0.03 + r * r),
        (0.1 * 9.81 * q2.cos() - 0.1 * r * q2.sin() * qd1 * qd1) / 0.02,
    ]
}

/// The articulated-body algorithm does not depend on where a joint stands: with joint 2 from
/// 1 m to 1e150 m out, both accelerations are their closed form to 1e-9 relative (entry by
/// entry, so that `q̈₁ ≈ 1e-9` is checked beside `q̈₂ ≈ 4e7`; each body's quantities are in its
/// own frame, so the lever enters as given and the bound is rounding, far above 1e-15), and
/// `forward_dynamics` agrees; a chain beyond what `f64` holds (`r² > 1e308`) is refused when
/// the `Multibody` is built.
#[test]
fn the_articulated_body_algorithm_does_not_depend_on_where_a_joint_stands() {
    let (q, qd, tau) = (
        DVector::from_row_slice(&[0.3, 0.3]),
        DVector::from_row_slice(&[0.5, 0.5]),
        DVector::zeros(2),
    );
    for lever in [1.0, 1e4, 1e6, 1e8, 1e10, 1e16, 1e30, 1e75, 1e150] {
        let mb = Multibody::new(&far_joint_chain(lever)).unwrap();
        let want = far_joint_qdd(lever, q[1], qd[0], qd[1]);
        for (name, got) in [
            ("aba", chaindyn::aba(&mb, &q, &qd, &tau).unwrap()),
            (
                "forward_dynamics",
                forward_dynamics(&mb, &q, &qd, &tau).unwrap(),
            ),
        ] {
            for (i, w) in want.iter().enumerate() {
                let e = (got[i] - w).abs() / w.abs();
                assert!(
                    e <= 1e-9,
                    "{name}, lever {lever}: q̈[{i}] = {} vs {w}",
                    got[i]
                );
            }
        }
    }
    assert!(matches!(
        Multibody::new(&far_joint_chain(1e160)),
        Err(DynamicsError::Model(ModelError::MassMatrixOverflow { .. }))
    ));
}

/// Models whose mass matrix nears or passes what `f64` holds: an origin 1e100 m out
/// (`M[0][0] ≈ 1e200`), a leaf of mass 1e308, a centre of mass 1e154 m and 1e200 m out. For each
/// the articulated-body algorithm gives what the mass matrix's path gives (the same error, or a
/// result within 1e-9 of `forward_dynamics` relative to its norm: both are backward stable, and
/// the bound leaves room for the condition of a mass matrix of 1e200), on a fixed base and on a
/// floating one: one input, one diagnosis.
#[test]
fn every_forward_dynamics_gives_one_diagnosis_for_one_input() {
    let cases: [(&str, f64, f64, f64); 4] = [
        ("origin at 1e100", 1e100, 1.0, 0.1),
        ("leaf of mass 1e308", 1.0, 1e308, 0.1),
        ("com at 1e154", 1.0, 1.0, 1e154),
        ("com at 1e200", 1.0, 1.0, 1e200),
    ];
    let mut compared = Vec::new();
    for (name, lever, leaf_mass, com) in cases {
        let chain = Chain::new(
            vec![
                Link {
                    joint: Joint::revolute("j1", [0.0, 0.0, 1.0]),
                    body: rod("l1", 1.0, 0.1, 0.01),
                },
                Link {
                    joint: Joint::revolute("j2", [0.0, 1.0, 0.0])
                        .with_origin([lever, 0.0, 0.0], [0.0; 3]),
                    body: rod("l2", leaf_mass, com, 0.01),
                },
            ],
            [0.0, 0.0, -9.81],
            chaindyn::AngleConvention::Relative,
        );
        type Out = Result<DVector<f64>, DynamicsError>;
        let agree = |what: &str, a: Out, b: Out| match (a, b) {
            (Ok(a), Ok(b)) => {
                assert!(
                    (&a - &b).norm() <= 1e-9 * b.norm(),
                    "{name}, {what}: {a} vs {b}"
                );
            }
            (Err(a), Err(b)) => assert_eq!(a.to_string(), b.to_string(), "{name}, {what}"),
            (a, b) => panic!("{name}, {what}: {a:?} vs {b:?}"),
        };
        if let Ok(mb) = Multibody::new(&chain) {
            let (q, qd, tau) = (
                DVector::from_row_slice(&[0.3, 0.3]),
                DVector::from_row_slice(&[0.5, 0.5]),
                DVector::from_row_slice(&[1.0, -1.0]),
            );
            let fd = forward_dynamics(&mb, &q, &qd, &tau);
            if let Err(e) = crba(&mb, &q) {
                assert_eq!(
                    fd.as_ref().unwrap_err().to_string(),
                    e.to_string(),
                    "{name}"
                );
            }
            agree("fixed base", chaindyn::aba(&mb, &q, &qd, &tau), fd);
            compared.push(format!("{name}, fixed"));
        }
        let base = rod("base", 2.0, 0.0, 0.1);
        if let Ok(fm) = chaindyn::FloatingMultibody::new(&base, &chain) {
            let mut q = fm.neutral();
            q[7] = 0.3;
            q[8] = 0.3;
            let v = DVector::from_fn(fm.nv(), |i, _| 0.1 * i as f64);
            let tau = DVector::from_fn(fm.nv(), |i, _| if i < 6 { 0.0 } else { 1.0 });
            let m = chaindyn::floating_crba(&fm, &q);
            let aba = chaindyn::floating_aba(&fm, &q, &v, &tau);
            match m.and_then(|m| Ok((m, chaindyn::floating_bias_force(&fm, &q, &v)?))) {
                // A mass matrix that f64 holds but cannot factorise: singular for both.
                Ok((m, nle)) => match m.cholesky() {
                    Some(chol) => agree("floating base", aba, Ok(chol.solve(&(&tau - nle)))),
                    None => assert!(
                        matches!(aba, Err(DynamicsError::SingularMassMatrix { .. })),
                        "{name}: {aba:?}"
                    ),
                },
                Err(e) => agree("floating base", aba, Err(e)),
            }
            compared.push(format!("{name}, floating"));
        }
    }
    // Every case reaches the algorithms on at least one base (none is refused outright).
    assert!(compared.len() >= 4, "{compared:?}");
}

/// A non-finite entry of a joint-space vector names its link; of another argument (a wrench, a
/// control input) only its index.
#[test]
fn non_finite_entries_name_a_link_only_in_joint_space() {
    let q = DynamicsError::NonFiniteInput {
        argument: "q",
        index: 1,
    };
    assert!(q.to_string().contains("at index 1 (link 1)"), "{q}");
    for argument in ["wrench", "u"] {
        let e = DynamicsError::NonFiniteInput { argument, index: 4 };
        let text = e.to_string();
        assert!(
            text.contains("at index 4;") && !text.contains("link"),
            "{text}"
        );
    }
}
