//! Structural and physical checks of a chain.

use crate::math::{cross, dot, mat_mul, mat_vec, norm, rpy_to_matrix, symmetric_eigenvalues};
use crate::{AngleConvention, Chain, JointKind, ModelError};
use std::collections::HashMap;

/// An axis whose Euclidean norm is below this is rejected as zero.
pub const AXIS_MIN_NORM: f64 = 1e-12;

/// Relative tolerance of the inertia checks. With `s` the largest absolute entry of the
/// inertia matrix: symmetry needs `|I[r][c] - I[c][r]| <= INERTIA_REL_TOL * s`; positive
/// semi-definiteness needs every eigenvalue `>= -INERTIA_REL_TOL * s`; the triangle
/// inequality needs `I_a + I_b >= I_c - INERTIA_REL_TOL * s` for the principal moments.
/// `1e-9` is far above the rounding of inertias computed in double precision (for
/// example rotated by a URDF `rpy`), and far below any physically meaningful violation.
/// A zero inertia (point mass) passes.
pub const INERTIA_REL_TOL: f64 = 1e-9;

/// With [`AngleConvention::Absolute`], the unit world axes `a_i` (at `q = 0`) must
/// satisfy `|a_i × a_0| <= PARALLEL_AXIS_TOL` and `a_i · a_0 > 0`.
pub const PARALLEL_AXIS_TOL: f64 = 1e-9;

pub(crate) fn validate(chain: &Chain) -> Result<(), ModelError> {
    if chain.links.is_empty() {
        return Err(ModelError::EmptyChain);
    }
    if chain.gravity.iter().any(|g| !g.is_finite()) {
        return Err(ModelError::NonFiniteGravity {
            gravity: chain.gravity,
        });
    }
    for (i, link) in chain.links.iter().enumerate() {
        let joint = &link.joint;
        if joint.unit_axis().is_none() {
            return Err(ModelError::InvalidAxis {
                link: i,
                joint: joint.name.clone(),
                axis: joint.axis,
            });
        }
        let non_finite = |name: &str, field: &'static str| ModelError::NonFinite {
            link: i,
            name: name.to_owned(),
            field,
        };
        if joint.origin_xyz.iter().any(|x| !x.is_finite()) {
            return Err(non_finite(&joint.name, "joint.origin_xyz"));
        }
        if joint.origin_rpy.iter().any(|x| !x.is_finite()) {
            return Err(non_finite(&joint.name, "joint.origin_rpy"));
        }
        let body = &link.body;
        if !body.mass.is_finite() || body.mass < 0.0 {
            return Err(ModelError::InvalidMass {
                link: i,
                body: body.name.clone(),
                mass: body.mass,
            });
        }
        if body.com.iter().any(|x| !x.is_finite()) {
            return Err(non_finite(&body.name, "body.com"));
        }
        if body.inertia.iter().flatten().any(|x| !x.is_finite()) {
            return Err(non_finite(&body.name, "body.inertia"));
        }
        check_inertia(i, &body.name, &body.inertia)?;
    }
    check_unique(
        chain.links.iter().map(|l| l.body.name.as_str()),
        |first, second, name| ModelError::DuplicateLinkName {
            first,
            second,
            name,
        },
    )?;
    check_unique(
        chain.links.iter().map(|l| l.joint.name.as_str()),
        |first, second, name| ModelError::DuplicateJointName {
            first,
            second,
            name,
        },
    )?;
    if chain.convention == AngleConvention::Absolute {
        check_planar(chain)?;
    }
    Ok(())
}

pub(crate) fn check_inertia(
    link: usize,
    body: &str,
    inertia: &[[f64; 3]; 3],
) -> Result<(), ModelError> {
    let scale = inertia.iter().flatten().fold(0.0f64, |m, x| m.max(x.abs()));
    let tol = INERTIA_REL_TOL * scale;
    let asymmetry = [(0, 1), (0, 2), (1, 2)].iter().fold(0.0f64, |m, &(r, c)| {
        m.max((inertia[r][c] - inertia[c][r]).abs())
    });
    if asymmetry > tol {
        return Err(ModelError::InertiaNotSymmetric {
            link,
            body: body.to_owned(),
            asymmetry,
        });
    }
    let ev = symmetric_eigenvalues(*inertia);
    if ev[0] < -tol {
        return Err(ModelError::InertiaNotPositiveSemidefinite {
            link,
            body: body.to_owned(),
            eigenvalues: ev,
        });
    }
    // Ascending order: only the largest moment can exceed the sum of the other two.
    if ev[0] + ev[1] < ev[2] - tol {
        return Err(ModelError::InertiaTriangleInequality {
            link,
            body: body.to_owned(),
            principal_moments: ev,
        });
    }
    Ok(())
}

fn check_unique<'a>(
    names: impl Iterator<Item = &'a str>,
    err: impl Fn(usize, usize, String) -> ModelError,
) -> Result<(), ModelError> {
    let mut seen: HashMap<&str, usize> = HashMap::new();
    for (i, name) in names.enumerate() {
        if let Some(&first) = seen.get(name) {
            return Err(err(first, i, name.to_owned()));
        }
        seen.insert(name, i);
    }
    Ok(())
}

/// Absolute angles: all joints revolute, world axes at q = 0 parallel and equally
/// oriented. (Rotations about a common axis keep it fixed, so q = 0 suffices: then the
/// axes are parallel at every configuration.)
fn check_planar(chain: &Chain) -> Result<(), ModelError> {
    let mut rot = [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]];
    let mut reference = [0.0; 3];
    for (i, link) in chain.links.iter().enumerate() {
        let joint = &link.joint;
        if joint.kind == JointKind::Prismatic {
            return Err(ModelError::AbsolutePrismaticJoint {
                link: i,
                joint: joint.name.clone(),
            });
        }
        rot = mat_mul(&rot, &rpy_to_matrix(joint.origin_rpy));
        let unit = joint.unit_axis().ok_or_else(|| ModelError::InvalidAxis {
            link: i,
            joint: joint.name.clone(),
            axis: joint.axis,
        })?;
        let world = mat_vec(&rot, unit);
        if i == 0 {
            reference = world;
        } else if norm(cross(world, reference)) > PARALLEL_AXIS_TOL || dot(world, reference) <= 0.0
        {
            return Err(ModelError::AbsoluteAxesNotParallel {
                link: i,
                joint: joint.name.clone(),
                axis_world: world,
                reference,
            });
        }
        // At q = 0 the joint motion is the identity; the body frame = the joint frame.
    }
    Ok(())
}

#[cfg(test)]
mod tests {
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
}
