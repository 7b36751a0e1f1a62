//! Forward kinematics: body poses, world-frame joint motion subspaces and spatial
//! inertias, spatial velocities and accelerations (world axes, all about the first joint's origin:
//! see [`Frames`]).

use crate::api::error::DynamicsError;
use crate::api::task_space::Pose;
use crate::multibody::floating::{base_q, quaternion, FloatingMultibody};
use crate::multibody::spatial::{
    ang, cross_motion, join, lin, skew, SpatialInertia, M3, M6, V3, V6,
};
use crate::multibody::Multibody;
use chaindyn_model::{free_flyer, JointKind};
use nalgebra::{DVector, Vector3};

/// World-frame geometry of every body at one configuration (relative coordinates), with
/// positions taken from the first joint's origin (the base placement's translation): the
/// dynamics never see where the chain stands, so moving its base neither changes a result nor
/// costs digits (a spatial inertia about a point 1e6 m away holds `m·d²` = 1e12 terms that
/// cancel). Positions in the world are these plus [`Frames::base`].
pub(crate) struct Frames {
    /// Translation of the first joint's origin in the world (zero for an empty chain).
    pub base: V3,
    pub rot: Vec<M3>,
    /// Body frame origins, from [`Frames::base`].
    pub pos: Vec<V3>,
    /// Joint motion subspace (unit twist of joint i) in world coordinates.
    pub s: Vec<V6>,
    /// Spatial inertia of body i about the first joint's origin.
    pub inertia: Vec<SpatialInertia>,
    /// Centre of mass of body i, from [`Frames::base`].
    pub com: Vec<V3>,
    /// Armature (reflected rotor inertia) of joint i.
    pub armature: Vec<f64>,
    /// The parent of each link ([`Multibody`]'s `parents`).
    pub parents: Vec<Option<usize>>,
}

impl Frames {
    /// Whether joint `k` supports body `i` (`k ∈ κ(i)`).
    pub fn supports(&self, k: usize, i: usize) -> bool {
        chaindyn_model::supports(&self.parents, k, i)
    }
}

/// World geometry at the relative configuration `q`, about the first joint's origin: every
/// position is a sum of the steps from there, so where the chain stands costs no digits.
pub(crate) fn frames(mb: &Multibody, q: &[f64]) -> Frames {
    let n = mb.dof();
    let base = mb.links.first().map_or(V3::zeros(), |l| l.origin_pos);
    let mut out = Frames {
        base,
        rot: Vec::with_capacity(n),
        pos: Vec::with_capacity(n),
        s: Vec::with_capacity(n),
        inertia: Vec::with_capacity(n),
        com: Vec::with_capacity(n),
        armature: mb.links.iter().map(|l| l.dynamics.armature).collect(),
        parents: mb.parents.clone(),
    };
    // Orientation, world axis, and the two steps of each link: `e_i` from the parent body's
    // origin to the joint's origin (for a link on the base, from the first joint's origin), `f_i`
    // from the joint's origin to the body's (the slide of a prismatic joint).
    let root = mb.links.first().map_or(V3::zeros(), |l| l.origin_pos);
    let mut rots: Vec<M3> = Vec::with_capacity(n);
    let mut axes = Vec::with_capacity(n);
    let mut steps = Vec::with_capacity(n);
    for (i, (link, &qi)) in mb.links.iter().zip(q).enumerate() {
        let (rj, e) = match mb.parents[i] {
            Some(p) => (rots[p] * link.origin_rot, rots[p] * link.origin_pos),
            None => (link.origin_rot, link.origin_pos - root),
        };
        let a = rj * link.axis;
        let (r, f) = match link.kind {
            JointKind::Revolute => (rj * Multibody::joint_rotation(&link.axis, qi), V3::zeros()),
            JointKind::Prismatic => (rj, a * qi),
        };
        rots.push(r);
        axes.push(a);
        steps.push((e, f));
    }
    // Joint origins `o_i` and body origins `p_i` from the first joint's origin, outwards.
    let mut joint_origin = vec![V3::zeros(); n];
    let mut body_origin = vec![V3::zeros(); n];
    for i in 0..n {
        joint_origin[i] = mb.parents[i].map_or(V3::zeros(), |p| body_origin[p]) + steps[i].0;
        body_origin[i] = joint_origin[i] + steps[i].1;
    }
    for (i, link) in mb.links.iter().enumerate() {
        let (r, a, o, p) = (rots[i], axes[i], joint_origin[i], body_origin[i]);
        let s = match link.kind {
            JointKind::Revolute => join(&a, &o.cross(&a)),
            JointKind::Prismatic => join(&V3::zeros(), &a),
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

/// A body's placement in its parent's frame (for a body on the base, in the root frame: the
/// base's axes about the first joint's origin): its axes `e` (columns in the parent's axes) and
/// its origin `p` (in the parent's frame).
#[derive(Debug, Clone, Copy)]
pub(crate) struct Placement {
    e: M3,
    p: V3,
}

impl Placement {
    /// The body's placement at joint position `q`.
    pub fn of(mb: &Multibody, i: usize, q: f64) -> Placement {
        let link = &mb.links[i];
        let offset = match mb.parents[i] {
            Some(_) => link.origin_pos,
            None => link.origin_pos - mb.links[0].origin_pos,
        };
        match link.kind {
            JointKind::Revolute => Placement {
                e: link.origin_rot * Multibody::joint_rotation(&link.axis, q),
                p: offset,
            },
            JointKind::Prismatic => Placement {
                e: link.origin_rot,
                p: offset + link.origin_rot * link.axis * q,
            },
        }
    }

    /// A motion vector of the parent's frame in the body's: `[eᵀ ω; eᵀ (v − p × ω)]`.
    pub fn motion(&self, m: &V6) -> V6 {
        let (w, v) = (ang(m), lin(m));
        let et = self.e.transpose();
        join(&(et * w), &(et * (v - self.p.cross(&w))))
    }

    /// A force vector of the body's frame in the parent's: `[e n + p × (e f); e f]`.
    pub fn force(&self, f: &V6) -> V6 {
        let (n, f) = (self.e * ang(f), self.e * lin(f));
        join(&(n + self.p.cross(&f)), &f)
    }

    /// The matrix `X` of [`Placement::motion`], `[[eᵀ, 0], [−eᵀ p̂, eᵀ]]`.
    fn matrix(&self) -> M6 {
        let et = self.e.transpose();
        let mut x = M6::zeros();
        x.fixed_view_mut::<3, 3>(0, 0).copy_from(&et);
        x.fixed_view_mut::<3, 3>(3, 3).copy_from(&et);
        x.fixed_view_mut::<3, 3>(3, 0)
            .copy_from(&(-et * skew(&self.p)));
        x
    }

    /// An inertia of the body's frame in the parent's: `Xᵀ I X`.
    pub fn inertia(&self, i: &M6) -> M6 {
        let x = self.matrix();
        x.transpose() * i * x
    }
}

/// Every body's geometry in its own frame at the relative configuration `q` (the frames of
/// [`crate::aba`] and of the inverse dynamics): the placements `X_i` in the parent's frame, the
/// motion subspaces `S_i` and the spatial inertias about the body's origin in its axes.
pub(crate) struct BodyFrames {
    pub x: Vec<Placement>,
    pub s: Vec<V6>,
    pub inertia: Vec<M6>,
}

/// [`BodyFrames`] at the relative configuration `q`.
pub(crate) fn body_frames(mb: &Multibody, q: &[f64]) -> BodyFrames {
    BodyFrames {
        x: (0..mb.dof()).map(|i| Placement::of(mb, i, q[i])).collect(),
        s: mb
            .links
            .iter()
            .map(|l| match l.kind {
                JointKind::Revolute => join(&l.axis, &V3::zeros()),
                JointKind::Prismatic => join(&V3::zeros(), &l.axis),
            })
            .collect(),
        inertia: mb
            .links
            .iter()
            .map(|l| SpatialInertia::from_com(l.mass, &l.com, &l.inertia_com).matrix())
            .collect(),
    }
}

/// Body-frame velocities `v_i = X_i v_λ(i) + S_i q̇_i` from the root frame's `v0`.
pub(crate) fn body_velocities(
    mb: &Multibody,
    x: &[Placement],
    s: &[V6],
    v0: &V6,
    qd: &[f64],
) -> Vec<V6> {
    let mut v: Vec<V6> = Vec::with_capacity(qd.len());
    for i in 0..qd.len() {
        let vp = mb.parents[i].map_or(*v0, |p| v[p]);
        v.push(x[i].motion(&vp) + s[i] * qd[i]);
    }
    v
}

/// Spatial velocities `v_i = v_λ(i) + S_i q̇_i` (`v_λ(i) = 0` on the base).
pub(crate) fn velocities(fr: &Frames, qd: &[f64]) -> Vec<V6> {
    let mut v: Vec<V6> = Vec::with_capacity(qd.len());
    for (i, (s, &qdi)) in fr.s.iter().zip(qd).enumerate() {
        let mut vi = fr.parents[i].map_or(V6::zeros(), |p| v[p]);
        vi += s * qdi;
        v.push(vi);
    }
    v
}

/// Spatial accelerations `a_i = a_λ(i) + S_i q̈_i + (v_i × S_i) q̇_i`, `a0` on the base
/// (`a0 = [0; -gravity]` includes gravity as a fictitious base acceleration).
pub(crate) fn accelerations(
    fr: &Frames,
    v: &[V6],
    qd: &[f64],
    qdd: Option<&[f64]>,
    a0: V6,
) -> Vec<V6> {
    let mut a: Vec<V6> = Vec::with_capacity(fr.s.len());
    for i in 0..fr.s.len() {
        let mut ai = fr.parents[i].map_or(a0, |p| a[p]);
        ai += cross_motion(&v[i], &fr.s[i]) * qd[i];
        if let Some(qdd) = qdd {
            ai += fr.s[i] * qdd[i];
        }
        a.push(ai);
    }
    a
}

/// The base acceleration that stands for gravity: `[0; -gravity]`.
pub(crate) fn gravity_acceleration(mb: &Multibody) -> V6 {
    join(&V3::zeros(), &(-mb.gravity))
}

/// World poses of every body frame at configuration `q` (chain's convention).
pub fn body_poses(mb: &Multibody, q: &DVector<f64>) -> Result<Vec<Pose>, DynamicsError> {
    mb.check("q", q)?;
    let fr = frames(mb, mb.coords_to_relative(q).as_slice());
    crate::api::error::finite(
        "body poses",
        fr.rot
            .into_iter()
            .zip(fr.pos)
            .map(|(rotation, translation)| Pose {
                rotation,
                translation: translation + fr.base,
            })
            .collect(),
    )
}

/// World positions of every body's centre of mass at `q` (chain's convention).
pub fn com_positions(mb: &Multibody, q: &DVector<f64>) -> Result<Vec<Vector3<f64>>, DynamicsError> {
    mb.check("q", q)?;
    crate::api::error::finite("centre-of-mass positions", {
        let fr = frames(mb, mb.coords_to_relative(q).as_slice());
        fr.com.iter().map(|c| c + fr.base).collect()
    })
}

/// The geometry of a floating tree at one configuration, in the base frame about `fr.base` (the
/// first joint's origin, `P`).
pub(crate) struct Geometry {
    pub fr: Frames,
    pub base_inertia: SpatialInertia,
    /// Gravity in base coordinates, `Rᵀ g`.
    pub gravity: V3,
}

impl Geometry {
    /// The base's spatial motion about `P` from `[lin; ang]` about the base origin:
    /// `[ω; v + ω × P]`.
    pub fn motion_at_p(&self, x: &[f64]) -> V6 {
        let (lin, ang) = (V3::new(x[0], x[1], x[2]), V3::new(x[3], x[4], x[5]));
        join(&ang, &(lin + ang.cross(&self.fr.base)))
    }

    /// `[f; n_O]` (force, moment about the base origin) of the spatial force `[n_P; f]` about `P`.
    pub fn wrench_at_origin(&self, f: &V6) -> [f64; 6] {
        let (n, force) = (V3::new(f[0], f[1], f[2]), V3::new(f[3], f[4], f[5]));
        let n_o = n + self.fr.base.cross(&force);
        [force.x, force.y, force.z, n_o.x, n_o.y, n_o.z]
    }

    /// `[n_P; f]` about `P` of the wrench `[f; n_O]` at the base origin.
    pub fn wrench_at_p(&self, w: &[f64]) -> V6 {
        let (force, n_o) = (V3::new(w[0], w[1], w[2]), V3::new(w[3], w[4], w[5]));
        join(&(n_o - self.fr.base.cross(&force)), &force)
    }

    /// `[lin; ang]` about the base origin of the spatial motion `[ω; v_P]` about `P`.
    pub fn motion_at_origin(&self, m: &V6) -> [f64; 6] {
        let (w, v) = (V3::new(m[0], m[1], m[2]), V3::new(m[3], m[4], m[5]));
        let v_o = v - w.cross(&self.fr.base);
        [v_o.x, v_o.y, v_o.z, w.x, w.y, w.z]
    }

    /// The bodies' spatial velocities from the base's `v0` (about `P`) and the joint rates.
    pub fn velocities(&self, v0: &V6, qd: &[f64]) -> Vec<V6> {
        let mut v: Vec<V6> = Vec::with_capacity(qd.len());
        for (i, (s, &qdi)) in self.fr.s.iter().zip(qd).enumerate() {
            let vi = self.fr.parents[i].map_or(*v0, |p| v[p]) + s * qdi;
            v.push(vi);
        }
        v
    }

    /// The velocity-product accelerations `c_i = v_i × S_i q̇_i`.
    pub fn bias_accelerations(&self, v: &[V6], qd: &[f64]) -> Vec<V6> {
        (0..qd.len())
            .map(|i| cross_motion(&v[i], &self.fr.s[i]) * qd[i])
            .collect()
    }

    /// `[0; g]` about any point: gravity as an acceleration.
    pub fn gravity_motion(&self) -> V6 {
        join(&V3::zeros(), &self.gravity)
    }
}

impl FloatingMultibody {
    /// The geometry at `q` in the base frame, about the first joint's origin.
    pub(crate) fn state(&self, q: &DVector<f64>) -> Result<Geometry, DynamicsError> {
        self.check_q(q)?;
        let (r, _) = free_flyer::pose(base_q(q)).map_err(quaternion("q"))?;
        let rot = M3::from_fn(|i, j| r[i][j]);
        let joints: Vec<f64> = q.iter().skip(free_flyer::NQ).copied().collect();
        let fr = frames(self.joints(), &joints);
        // The base body about the reference point `P` (the first joint's origin).
        let b = self.base();
        let com = V3::from(b.com) - fr.base;
        // Halves first: an inertia near f64's limit (finite, accepted) does not overflow here.
        let inertia_com = M3::from_fn(|i, j| 0.5 * b.inertia[i][j] + 0.5 * b.inertia[j][i]);
        let base_inertia = SpatialInertia::from_com(b.mass, &com, &inertia_com);
        let gravity = rot.transpose() * V3::from(self.joints().chain().gravity);
        Ok(Geometry {
            fr,
            base_inertia,
            gravity,
        })
    }
}
