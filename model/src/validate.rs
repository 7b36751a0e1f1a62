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

/// Unit axes `a`, `b` with `|a × b| <= PARALLEL_AXIS_TOL` are parallel ([`axes_parallel`]):
/// rounding noise of composed joint-frame rotations, not a modelled tilt (a URDF's `3.141593` is
/// 3.5e-7 off `π`). The one rule for the planar chains of [`AngleConvention::Absolute`] (axes
/// parallel and equally oriented at `q = 0`) and for the derive's planar closed forms, which
/// assume exactly parallel axes.
pub const PARALLEL_AXIS_TOL: f64 = 1e-12;

/// Whether the unit vectors `a` and `b` are parallel (or antiparallel) by [`PARALLEL_AXIS_TOL`].
pub fn axes_parallel(a: [f64; 3], b: [f64; 3]) -> bool {
    norm(cross(a, b)) <= PARALLEL_AXIS_TOL
}

/// What a body's mass must be, as every message says it: the wording of [`is_valid_mass`].
pub const MASS_REQUIREMENT: &str = "finite and >= 0";

/// The one rule for a body's mass, applied by [`Chain::validate`], the URDF importer, the chain
/// builders and the derive: finite and `>= 0` (a massless body is allowed).
pub fn is_valid_mass(mass: f64) -> bool {
    mass.is_finite() && mass >= 0.0
}

pub(crate) fn validate(chain: &Chain) -> Result<(), ModelError> {
    match validate_all(chain).into_iter().next() {
        Some(e) => Err(e),
        None => Ok(()),
    }
}

/// The joint's armature, damping and friction must be finite and `>= 0`, its friction velocity
/// finite and `> 0`: the one rule for the runtime, the URDF importer and the derive.
pub(crate) fn check_joint_dynamics(
    link: usize,
    joint: &crate::Joint,
    errors: &mut Vec<ModelError>,
) {
    let d = &joint.dynamics;
    for (parameter, value) in [
        ("armature", d.armature),
        ("damping", d.damping),
        ("friction", d.friction),
        ("friction_velocity", d.friction_velocity),
    ] {
        if !crate::JointDynamics::accepts(parameter, value) {
            errors.push(ModelError::InvalidJointDynamics {
                link,
                joint: joint.name.clone(),
                parameter,
                value,
            });
        }
    }
}

/// Every error of the chain, in the order of [`ModelError`]'s checks, link by link.
pub(crate) fn validate_all(chain: &Chain) -> Vec<ModelError> {
    let mut errors = Vec::new();
    if chain.links.is_empty() {
        errors.push(ModelError::EmptyChain);
        return errors;
    }
    if chain.gravity.iter().any(|g| !g.is_finite()) {
        errors.push(ModelError::NonFiniteGravity {
            gravity: chain.gravity,
        });
    }
    for (i, link) in chain.links.iter().enumerate() {
        let joint = &link.joint;
        if joint.unit_axis().is_none() {
            errors.push(ModelError::InvalidAxis {
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
            errors.push(non_finite(&joint.name, "joint.origin_xyz"));
        }
        if joint.origin_rpy.iter().any(|x| !x.is_finite()) {
            errors.push(non_finite(&joint.name, "joint.origin_rpy"));
        }
        check_joint_dynamics(i, joint, &mut errors);
        let body = &link.body;
        if !is_valid_mass(body.mass) {
            errors.push(ModelError::InvalidMass {
                link: i,
                body: body.name.clone(),
                mass: body.mass,
            });
        }
        if body.com.iter().any(|x| !x.is_finite()) {
            errors.push(non_finite(&body.name, "body.com"));
        }
        if body.inertia.iter().flatten().any(|x| !x.is_finite()) {
            errors.push(non_finite(&body.name, "body.inertia"));
        } else if let Err(e) = check_inertia(i, &body.name, &body.inertia) {
            errors.push(e);
        }
    }
    check_unique(
        chain.links.iter().map(|l| l.body.name.as_str()),
        |first, second, name| ModelError::DuplicateLinkName {
            first,
            second,
            name,
        },
        &mut errors,
    );
    check_unique(
        chain.links.iter().map(|l| l.joint.name.as_str()),
        |first, second, name| ModelError::DuplicateJointName {
            first,
            second,
            name,
        },
        &mut errors,
    );
    check_frames(chain, &mut errors);
    if chain.convention == AngleConvention::Absolute {
        if let Err(e) = check_planar(chain) {
            errors.push(e);
        }
    }
    errors
}

/// Named frames: on a body of the chain, finite placement, a name no body or other frame has.
fn check_frames(chain: &Chain, errors: &mut Vec<ModelError>) {
    let n = chain.links.len();
    let mut names: HashMap<&str, ()> = chain
        .links
        .iter()
        .map(|l| (l.body.name.as_str(), ()))
        .collect();
    for frame in &chain.frames {
        if frame.body >= n {
            errors.push(ModelError::FrameBodyOutOfRange {
                frame: frame.name.clone(),
                body: frame.body,
                bodies: n,
            });
        }
        for (field, v) in [
            ("origin_xyz", frame.origin_xyz),
            ("origin_rpy", frame.origin_rpy),
        ] {
            if v.iter().any(|x| !x.is_finite()) {
                errors.push(ModelError::FrameNotFinite {
                    frame: frame.name.clone(),
                    field,
                });
            }
        }
        if names.insert(frame.name.as_str(), ()).is_some() {
            errors.push(ModelError::DuplicateFrameName {
                name: frame.name.clone(),
            });
        }
    }
}

/// The physical checks of one body's rotational inertia about its centre of mass (finite
/// entries assumed): symmetric, positive semi-definite and the triangle inequality on the
/// principal moments, each within [`INERTIA_REL_TOL`] times the largest absolute entry.
pub fn check_inertia(link: usize, body: &str, inertia: &[[f64; 3]; 3]) -> Result<(), ModelError> {
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
    errors: &mut Vec<ModelError>,
) {
    let mut seen: HashMap<&str, usize> = HashMap::new();
    for (i, name) in names.enumerate() {
        if let Some(&first) = seen.get(name) {
            errors.push(err(first, i, name.to_owned()));
        } else {
            seen.insert(name, i);
        }
    }
}

/// Absolute angles: all joints revolute, world axes at q = 0 parallel and equally
/// oriented. (Rotations about a common axis keep it fixed, so q = 0 suffices: then the
/// axes are parallel at every configuration.)
pub(crate) fn check_planar(chain: &Chain) -> Result<(), ModelError> {
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
        } else if !axes_parallel(world, reference) || dot(world, reference) <= 0.0 {
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

/// A Cholesky pivot `d_p = M_pp - Σ_k L_pk²` with `d_p <= MASS_MATRIX_PIVOT_TOL * M_pp`
/// marks a (numerically) singular mass matrix. The ratio `d_p / M_pp` is the squared
/// sine of the angle between joint `p`'s column and the span of the previous ones in
/// the kinetic-energy metric, so the test is scale-free (it does not depend on the
/// units or on how heavy the chain is). `1e-12` is far above the
/// rounding error of an exactly dependent column (≈ n·ε ≈ 1e-15) and is far below the
/// ratio of any physical chain (a light distal link has a small `M_pp` but a ratio of
/// order one).
pub const MASS_MATRIX_PIVOT_TOL: f64 = 1e-12;

/// The one pivot rule of the mass matrix's Cholesky factorisation, for the build-time check
/// ([`check_mass_matrix`]) and the runtime's solves alike: the pivot `d` of a joint whose
/// diagonal entry is `diag` is singular when it is NaN (an overflow), not positive, or at most
/// [`MASS_MATRIX_PIVOT_TOL`]` · diag`.
pub fn is_singular_pivot(d: f64, diag: f64) -> bool {
    d.is_nan() || d <= MASS_MATRIX_PIVOT_TOL * diag || d <= 0.0
}

/// Seed of the deterministic configurations of [`check_mass_matrix`].
pub const MASS_CHECK_SEED: u64 = 0x00C4_A1ED_0D15_EA5E;

/// Number of configurations [`check_mass_matrix`] tries besides `q = 0`.
pub const MASS_CHECK_SAMPLES: usize = 4;

/// The one rule for a singular mass matrix, shared by the runtime and the code generator:
/// `M(q)` must be positive definite (Cholesky with the relative pivot tolerance
/// [`MASS_MATRIX_PIVOT_TOL`]) at `q = 0` and at [`MASS_CHECK_SAMPLES`] deterministic
/// pseudo-random configurations (revolute joints uniform in [-π, π), prismatic in [-1, 1);
/// generator seeded with [`MASS_CHECK_SEED`]). A chain whose mass matrix is singular everywhere
/// (a joint that moves no mass or inertia such as a massless, inertia-free tip body, two
/// prismatic joints along the same axis with no mass between them, a point mass on a revolute
/// axis) fails with [`ModelError::SingularMassMatrix`] naming the joint; a mass matrix that
/// overflows `f64` fails with [`ModelError::MassMatrixOverflow`]. The chain must pass
/// [`Chain::validate`] first (this check assumes finite values and valid axes).
pub fn check_mass_matrix(chain: &Chain) -> Result<(), ModelError> {
    let mut rng = crate::rng::SplitMix64(MASS_CHECK_SEED);
    for sample in 0..=MASS_CHECK_SAMPLES {
        let q: Vec<f64> = chain
            .links
            .iter()
            .map(|l| {
                if sample == 0 {
                    return 0.0;
                }
                let x = rng.symmetric();
                match l.joint.kind {
                    JointKind::Revolute => std::f64::consts::PI * x,
                    JointKind::Prismatic => x,
                }
            })
            .collect();
        let m = mass_matrix_relative(chain, &q);
        if let Some(link) = (0..m.len()).find(|&i| m[i].iter().any(|x| !x.is_finite())) {
            return Err(ModelError::MassMatrixOverflow {
                link,
                body: chain.links[link].body.name.clone(),
            });
        }
        if let Some((link, pivot_ratio)) = singular_pivot(&m) {
            let configuration = match chain.convention {
                AngleConvention::Relative => q,
                AngleConvention::Absolute => crate::relative_to_absolute(&q),
            };
            return Err(ModelError::SingularMassMatrix {
                link,
                joint: chain.links[link].joint.name.clone(),
                body: chain.links[link].body.name.clone(),
                configuration,
                pivot_ratio,
            });
        }
    }
    Ok(())
}

/// The first failing pivot of the Cholesky factorisation of `m` (see [`MASS_MATRIX_PIVOT_TOL`])
/// and its ratio `d_p / M_pp`, if any. Not-a-number pivots (overflowing values) fail too.
// Index notation mirrors the factorisation's formulas.
#[allow(clippy::needless_range_loop)]
fn singular_pivot(m: &[Vec<f64>]) -> Option<(usize, f64)> {
    let n = m.len();
    let mut l = vec![vec![0.0; n]; n];
    for j in 0..n {
        let mut d = m[j][j];
        for k in 0..j {
            d -= l[j][k] * l[j][k];
        }
        let diag = m[j][j];
        if is_singular_pivot(d, diag) {
            return Some((j, d / diag));
        }
        let djj = d.sqrt();
        l[j][j] = djj;
        for i in j + 1..n {
            let mut s = m[i][j];
            for k in 0..j {
                s -= l[i][k] * l[j][k];
            }
            l[i][j] = s / djj;
        }
    }
    None
}

/// `M(q)` of the chain in relative joint coordinates (the absolute convention's `M` is
/// `Tᵀ M T` with an invertible `T`, so both are singular together): for joints `i`, `j` and every
/// body `k` they both move, `m_k v_i·v_j + ω_iᵀ I_k ω_j` with `(ω, v)` the angular velocity and
/// the velocity of the centre of mass that a unit joint rate gives.
// Index notation mirrors the formula `M_ij = Σ_k ...`.
#[allow(clippy::needless_range_loop)]
fn mass_matrix_relative(chain: &Chain, q: &[f64]) -> Vec<Vec<f64>> {
    let n = chain.links.len();
    let mut rot = [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]];
    let mut pos = [0.0; 3];
    // Per joint: world axis, a point on it, revolute?; per body: com, inertia (world), mass.
    let mut joints = Vec::with_capacity(n);
    let mut bodies = Vec::with_capacity(n);
    for (link, &qi) in chain.links.iter().zip(q) {
        let j = &link.joint;
        let r_joint = mat_mul(&rot, &rpy_to_matrix(j.origin_rpy));
        let p_joint = add(pos, mat_vec(&rot, j.origin_xyz));
        let unit = j.unit_axis().unwrap_or([0.0, 0.0, 1.0]);
        let axis = mat_vec(&r_joint, unit);
        let revolute = j.kind == JointKind::Revolute;
        joints.push((axis, p_joint, revolute));
        if revolute {
            rot = mat_mul(&r_joint, &axis_angle(unit, qi));
            pos = p_joint;
        } else {
            rot = r_joint;
            pos = add(p_joint, axis.map(|a| a * qi));
        }
        let b = &link.body;
        let com = add(pos, mat_vec(&rot, b.com));
        let mut inertia = [[0.0; 3]; 3];
        let ri = mat_mul(&rot, &b.inertia);
        for (r, row) in inertia.iter_mut().enumerate() {
            for (c, x) in row.iter_mut().enumerate() {
                *x = (0..3).map(|k| ri[r][k] * rot[c][k]).sum();
            }
        }
        bodies.push((com, inertia, b.mass));
    }
    let motion = |i: usize, k: usize| -> ([f64; 3], [f64; 3]) {
        let (axis, point, revolute) = joints[i];
        if revolute {
            let com: [f64; 3] = bodies[k].0;
            let r = [com[0] - point[0], com[1] - point[1], com[2] - point[2]];
            (axis, cross(axis, r))
        } else {
            ([0.0; 3], axis)
        }
    };
    let mut m = vec![vec![0.0; n]; n];
    for i in 0..n {
        for j in i..n {
            let mut x = 0.0;
            for (k, body) in bodies.iter().enumerate().skip(j) {
                let (wi, vi) = motion(i, k);
                let (wj, vj) = motion(j, k);
                x += body.2 * dot(vi, vj) + dot(wi, mat_vec(&body.1, wj));
            }
            m[i][j] = x;
            m[j][i] = x;
        }
        m[i][i] += chain.links[i].joint.dynamics.armature;
    }
    m
}

fn add(a: [f64; 3], b: [f64; 3]) -> [f64; 3] {
    [a[0] + b[0], a[1] + b[1], a[2] + b[2]]
}

/// Rotation by `angle` about the unit `axis` (Rodrigues).
fn axis_angle(a: [f64; 3], angle: f64) -> [[f64; 3]; 3] {
    let (s, c) = angle.sin_cos();
    let t = 1.0 - c;
    [
        [
            c + t * a[0] * a[0],
            t * a[0] * a[1] - s * a[2],
            t * a[0] * a[2] + s * a[1],
        ],
        [
            t * a[1] * a[0] + s * a[2],
            c + t * a[1] * a[1],
            t * a[1] * a[2] - s * a[0],
        ],
        [
            t * a[2] * a[0] - s * a[1],
            t * a[2] * a[1] + s * a[0],
            c + t * a[2] * a[2],
        ],
    ]
}

#[cfg(test)]
mod tests {
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
}
