//! Structural and physical checks of a chain; the check of its mass matrix at sampled
//! configurations is in `mass_matrix`.

use crate::math::{cross, dot, mat_mul, mat_vec, norm, rpy_to_matrix, symmetric_eigenvalues};
use crate::{AngleConvention, Chain, JointKind, ModelError};
use std::collections::HashMap;

mod mass_matrix;
#[cfg(test)]
mod tests;

pub use mass_matrix::{
    check_floating_mass_matrix, check_mass_matrix, is_singular_pivot, MASS_CHECK_SAMPLES,
    MASS_CHECK_SEED, MASS_MATRIX_PIVOT_TOL,
};

/// An axis whose Euclidean norm is below this is rejected as zero.
pub const AXIS_MIN_NORM: f64 = 1e-12;

/// Relative tolerance of the inertia checks. With `s` the body's scale ([`inertia_scale`]: the
/// largest absolute entry of the inertia matrix, or the body's `m |c|²` where that is larger):
/// symmetry needs `|I[r][c] - I[c][r]| <= INERTIA_REL_TOL * s`; positive semi-definiteness
/// needs every eigenvalue `>= -INERTIA_REL_TOL * s`; the triangle inequality needs
/// `I_a + I_b >= I_c - INERTIA_REL_TOL * s` for the principal moments. `1e-9` is far above the
/// rounding of inertias computed in double precision (for example rotated by a URDF `rpy`, or
/// exported by a CAD tool: iCub's `r_hip_2` has principal moments `-5.4e-20` beside
/// `m |c|² = 4.9e-4`), and far below any physically meaningful violation. A zero inertia (point
/// mass) passes. What passes within the tolerance is rounding:
/// [`nearest_physical_inertia`] removes it.
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
/// One parent per link, each an earlier link; absolute angles only on a serial chain.
fn check_parents(chain: &Chain, errors: &mut Vec<ModelError>) {
    if chain.parents.len() != chain.links.len() {
        errors.push(ModelError::ParentCount {
            links: chain.links.len(),
            parents: chain.parents.len(),
        });
        return;
    }
    for (i, (link, parent)) in chain.links.iter().zip(&chain.parents).enumerate() {
        if let Some(p) = *parent {
            if p >= i {
                errors.push(ModelError::InvalidParent {
                    link: i,
                    joint: link.joint.name.clone(),
                    parent: p,
                });
            }
        }
    }
    if chain.convention == AngleConvention::Absolute {
        let serial = crate::serial_parents(chain.links.len());
        if let Some(i) = (0..chain.links.len()).find(|&i| chain.parents[i] != serial[i]) {
            errors.push(ModelError::AbsoluteAnglesOnTree {
                link: i,
                joint: chain.links[i].joint.name.clone(),
            });
        }
    }
}

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
    check_parents(chain, &mut errors);
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
        } else if let Err(e) = check_inertia(i, &body.name, body.mass, &body.com, &body.inertia) {
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

/// The scale against which an inertia's rounding is judged: the largest absolute entry of the
/// rotational inertia about the centre of mass, or the body's `m |c|²` (its mass times the
/// squared distance of its centre of mass from the link's origin, the part of the inertia about
/// that origin that the parallel-axis theorem adds) where that is larger. The dynamics use the
/// inertia about the origin, so noise far below it changes no result (Pinocchio loads such
/// files as they are; zeroing iCub's seven noisy inertias changes its `M`, `aba` and `g` by
/// 1e-15). Non-finite parts count as zero (their own check reports them).
pub fn inertia_scale(mass: f64, com: &[f64; 3], inertia: &[[f64; 3]; 3]) -> f64 {
    let largest = inertia
        .iter()
        .flatten()
        .filter(|x| x.is_finite())
        .fold(0.0f64, |m, x| m.max(x.abs()));
    let lever = mass * com.iter().map(|c| c * c).sum::<f64>();
    if lever.is_finite() {
        largest.max(lever)
    } else {
        largest
    }
}

/// The physical checks of one body's rotational inertia about its centre of mass (finite
/// entries assumed): symmetric, positive semi-definite and the triangle inequality on the
/// principal moments, each within [`INERTIA_REL_TOL`] times the body's scale
/// ([`inertia_scale`] of its mass `mass` and centre of mass `com` in the link's frame).
pub fn check_inertia(
    link: usize,
    body: &str,
    mass: f64,
    com: &[f64; 3],
    inertia: &[[f64; 3]; 3],
) -> Result<(), ModelError> {
    let tol = INERTIA_REL_TOL * inertia_scale(mass, com, inertia);
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

/// A symmetric inertia that passed [`check_inertia`] made physical: `I + δ 1` with the least
/// `δ ≥ 0` that makes every principal moment `≥ 0` and the triangle inequality hold
/// (`δ = max(0, −λ₁, λ₃ − λ₁ − λ₂)` for the ascending moments `λ`: adding `δ` to each moment
/// raises the sum of the two smaller ones by `2δ` and the largest by `δ`). Within the check's
/// tolerance `δ` is rounding; an inertia that is physical already is returned unchanged.
pub fn nearest_physical_inertia(inertia: &[[f64; 3]; 3]) -> [[f64; 3]; 3] {
    let ev = symmetric_eigenvalues(*inertia);
    let delta = 0.0f64.max(-ev[0]).max(ev[2] - ev[0] - ev[1]);
    let mut out = *inertia;
    if delta > 0.0 && delta.is_finite() {
        for (k, row) in out.iter_mut().enumerate() {
            row[k] += delta;
        }
    }
    out
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
