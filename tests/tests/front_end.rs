//! Descriptions the front end must accept and check correctly (the rejected ones are the
//! trybuild cases in tests/ui-tests/ui): absolute angles with a rotated joint frame, and the run-time check
//! of runtime parameters.

use chaindyn::nalgebra::Vector2;
use chaindyn::{Dynamics, ModelError};
use chaindyn_tests::*;

/// A planar chain in absolute angles whose second joint frame is turned upside down
/// (`rpy = [π, 0, 0]`) with its axis flipped to match: the world axes are parallel, so it is
/// planar. The check must apply `rpy` before comparing axes.
#[derive(Dynamics)]
#[chain(gravity = 9.81, angles = absolute)]
#[body(joint = revolute, axis = z, length = 0.4, mass = 1.2, com = 0.2, inertia = 0.02)]
#[body(joint = revolute, axis = -z, rpy = [3.141592653589793, 0.0, 0.0], mass = 0.8, com = 0.15, inertia = 0.01)]
struct FlippedPlanar;

#[test]
fn absolute_angles_with_a_rotated_joint_frame_match_the_reference() {
    // Same tolerances and reasoning as generated_vs_reference.rs: rounding amplified by the
    // conditioning of M (1e-10 relative), truncation and rounding of central differences (1e-6).
    against_reference::<2, 4, _>(&FlippedPlanar, 11, 100, 5.0)
        .assert_below(1e-10, "flipped planar vs reference");
    against_finite_differences::<2, 4, _>(&FlippedPlanar, 12, 100, 5.0)
        .assert_below(1e-6, "flipped planar vs FD");
}

/// A general planar chain: a joint frame turned upside down and about the axis (the axis flipped
/// to match), joint origins and centres of mass off the plane and off the links' lines, products
/// of inertia, armature, and gravity partly along the axes, in absolute angles.
#[derive(Dynamics)]
#[chain(gravity = [0.0, -9.81, -2.0], angles = absolute)]
#[body(joint = revolute, axis = z, origin = [0.1, 0.0, 0.05], mass = 1.2, com = [0.2, 0.05, 0.1],
       inertia = [0.02, 0.03, 0.04, 0.001, 0.002, 0.003], armature = 0.01)]
#[body(joint = revolute, axis = -z, rpy = [3.141592653589793, 0.0, 0.3], origin = [0.4, 0.1, 0.0],
       mass = 0.8, com = [0.15, -0.02, 0.0], inertia = [0.01, 0.02, 0.015, 0.002, 0.0, 0.001],
       armature = 0.02)]
#[body(joint = revolute, axis = -z, origin = [0.3, 0.0, 0.02], mass = 0.5, com = [0.1, 0.03, -0.05],
       inertia = [0.005, 0.006, 0.007, 0.0, 0.001, 0.0])]
struct MixedPlanar;

/// A chain like [`MixedPlanar`] in joint angles: no frame turned upside down, and the second
/// joint's axis along `-z`, so that the bodies' angles are sums of `±q`.
#[derive(Dynamics)]
#[chain(gravity = [0.0, -9.81, -2.0])]
#[body(joint = revolute, axis = z, origin = [0.1, 0.0, 0.05], mass = 1.2, com = [0.2, 0.05, 0.1],
       inertia = [0.02, 0.03, 0.04, 0.001, 0.002, 0.003], armature = 0.01)]
#[body(joint = revolute, axis = -z, origin = [0.4, 0.1, 0.0], rpy = [0.0, 0.0, 0.3], mass = 0.8,
       com = [0.15, -0.02, 0.0], inertia = [0.01, 0.02, 0.015, 0.002, 0.0, 0.001], armature = 0.02)]
#[body(joint = revolute, axis = z, origin = [0.3, 0.0, 0.02], mass = 0.5, com = [0.1, 0.03, -0.05],
       inertia = [0.005, 0.006, 0.007, 0.0, 0.001, 0.0])]
struct MixedPlanarJointAngles;

#[test]
fn general_planar_chains_match_the_reference() {
    // As above: 1e-10 relative against the reference, 1e-6 against central differences.
    against_reference::<3, 6, _>(&MixedPlanar, 13, 100, 5.0)
        .assert_below(1e-10, "mixed planar vs reference");
    against_finite_differences::<3, 6, _>(&MixedPlanar, 14, 100, 5.0)
        .assert_below(1e-6, "mixed planar vs FD");
    against_reference::<3, 6, _>(&MixedPlanarJointAngles, 15, 100, 5.0)
        .assert_below(1e-10, "mixed planar (joint angles) vs reference");
    against_finite_differences::<3, 6, _>(&MixedPlanarJointAngles, 16, 100, 5.0)
        .assert_below(1e-6, "mixed planar (joint angles) vs FD");
}

#[derive(Dynamics)]
#[chain(gravity = 9.81)]
#[body(joint = revolute, length = 0.2, mass = 1.9008, com = 0.185, inertia = 0.004)]
#[body(joint = revolute, mass = m2, com = lc2, inertia = i2)]
struct Payload {
    m2: f64,
    lc2: f64,
    i2: f64,
}

#[test]
fn runtime_parameters_are_checked_by_validate() {
    let good = Payload {
        m2: 0.7,
        lc2: 0.06,
        i2: 0.005,
    };
    good.validate().unwrap();
    assert!(good.mass_matrix(&Vector2::new(0.1, 0.2))[(1, 1)] > 0.0);

    let negative = Payload { m2: -0.7, ..good };
    assert!(matches!(
        negative.validate(),
        Err(ModelError::InvalidMass { link: 1, .. })
    ));
    let nan = Payload {
        lc2: f64::NAN,
        ..good
    };
    assert!(matches!(
        nan.validate(),
        Err(ModelError::NonFinite {
            link: 1,
            field: "body.com",
            ..
        })
    ));
    let unphysical = Payload { i2: -1.0, ..good };
    assert!(matches!(
        unphysical.validate(),
        Err(ModelError::InertiaNotPositiveSemidefinite { link: 1, .. })
    ));
    // No mass and no inertia on the tip: the mass matrix is singular everywhere.
    let massless = Payload {
        m2: 0.0,
        lc2: 0.0,
        i2: 0.0,
    };
    match massless.validate() {
        Err(ModelError::SingularMassMatrix { link: 1, body, .. }) => assert_eq!(body, "link2"),
        other => panic!("{other:?}"),
    }
}
