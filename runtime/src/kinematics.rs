//! Forward kinematics: body poses, world-frame joint motion subspaces and spatial
//! inertias, spatial velocities and accelerations (all at the world origin).

use crate::error::DynamicsError;
use crate::model::JointKind;
use crate::multibody::Multibody;
use crate::spatial::{cross_motion, join, SpatialInertia, M3, V3, V6};
use nalgebra::{DVector, Matrix3, Vector3};

/// Pose of a body frame in the world frame: `p_world = rotation * p_body + translation`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Pose {
    /// Orientation (body axes in world coordinates, column-wise).
    pub rotation: Matrix3<f64>,
    /// Position of the body frame origin.
    pub translation: Vector3<f64>,
}

/// World-frame geometry of every body at one configuration (relative coordinates).
pub(crate) struct Frames {
    pub rot: Vec<M3>,
    pub pos: Vec<V3>,
    /// Joint motion subspace (unit twist of joint i) in world coordinates.
    pub s: Vec<V6>,
    /// Spatial inertia of body i about the world origin.
    pub inertia: Vec<SpatialInertia>,
    /// Centre of mass of body i in the world frame.
    pub com: Vec<V3>,
    /// Armature (reflected rotor inertia) of joint i.
    pub armature: Vec<f64>,
}

/// World geometry at the relative configuration `q`.
pub(crate) fn frames(mb: &Multibody, q: &[f64]) -> Frames {
    let n = mb.dof();
    let mut out = Frames {
        rot: Vec::with_capacity(n),
        pos: Vec::with_capacity(n),
        s: Vec::with_capacity(n),
        inertia: Vec::with_capacity(n),
        com: Vec::with_capacity(n),
        armature: mb.links.iter().map(|l| l.dynamics.armature).collect(),
    };
    let mut r = M3::identity();
    let mut p = V3::zeros();
    for (link, &qi) in mb.links.iter().zip(q) {
        let rj = r * link.origin_rot;
        let pj = p + r * link.origin_pos;
        let a = rj * link.axis;
        let s = match link.kind {
            JointKind::Revolute => {
                r = rj * Multibody::joint_rotation(&link.axis, qi);
                p = pj;
                join(&a, &pj.cross(&a))
            }
            JointKind::Prismatic => {
                r = rj;
                p = pj + a * qi;
                join(&V3::zeros(), &a)
            }
        };
        let com = p + r * link.com;
        let ic = r * link.inertia_com * r.transpose();
        out.inertia
            .push(SpatialInertia::from_com(link.mass, &com, &ic));
        out.com.push(com);
        out.rot.push(r);
        out.pos.push(p);
        out.s.push(s);
    }
    out
}

/// Spatial velocities `v_i = v_{i-1} + S_i q̇_i`.
pub(crate) fn velocities(fr: &Frames, qd: &[f64]) -> Vec<V6> {
    let mut v = V6::zeros();
    fr.s.iter()
        .zip(qd)
        .map(|(s, &qdi)| {
            v += s * qdi;
            v
        })
        .collect()
}

/// Spatial accelerations `a_i = a_{i-1} + S_i q̈_i + (v_i × S_i) q̇_i`, `a_{-1} = a0`
/// (`a0 = [0; -gravity]` includes gravity as a fictitious base acceleration).
pub(crate) fn accelerations(
    fr: &Frames,
    v: &[V6],
    qd: &[f64],
    qdd: Option<&[f64]>,
    a0: V6,
) -> Vec<V6> {
    let mut a = a0;
    (0..fr.s.len())
        .map(|i| {
            a += cross_motion(&v[i], &fr.s[i]) * qd[i];
            if let Some(qdd) = qdd {
                a += fr.s[i] * qdd[i];
            }
            a
        })
        .collect()
}

/// The base acceleration that stands for gravity: `[0; -gravity]`.
pub(crate) fn gravity_acceleration(mb: &Multibody) -> V6 {
    join(&V3::zeros(), &(-mb.gravity))
}

/// World poses of every body frame at configuration `q` (chain's convention).
pub fn body_poses(mb: &Multibody, q: &DVector<f64>) -> Result<Vec<Pose>, DynamicsError> {
    mb.check("q", q)?;
    let fr = frames(mb, mb.coords_to_relative(q).as_slice());
    Ok(fr
        .rot
        .into_iter()
        .zip(fr.pos)
        .map(|(rotation, translation)| Pose {
            rotation,
            translation,
        })
        .collect())
}

/// World positions of every body's centre of mass at `q` (chain's convention).
pub fn com_positions(mb: &Multibody, q: &DVector<f64>) -> Result<Vec<Vector3<f64>>, DynamicsError> {
    mb.check("q", q)?;
    Ok(frames(mb, mb.coords_to_relative(q).as_slice()).com)
}
