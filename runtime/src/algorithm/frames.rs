//! Task-space kinematics of a frame of the chain by the recursive reference algorithms: its pose,
//! its Jacobian, its velocity and its acceleration bias `J̇ q̇`, in the conventions of
//! [`task_space`](crate::task_space) (rows `[v; ω]`, [`ReferenceFrame::Local`] or
//! [`ReferenceFrame::LocalWorldAligned`]).
//!
//! A frame is a body frame (`0..n`, the body's own frame) or a named frame (`n + k` for
//! [`Chain::frames`](crate::Chain::frames)`[k]`, fixed to its body at `origin_xyz`,
//! `rpy_to_matrix(origin_rpy)` in the body's frame); see
//! [`Chain::frame_index`](crate::Chain::frame_index).
//!
//! The world geometry comes from the same forward kinematics as the dynamics (joint twists `S_j`
//! in world axes at the first joint's origin, `[ω; v]`). The Jacobian column of joint `j` at the frame's
//! origin `p` is `[v_j + ω_j × p; ω_j]` for the joints `j` up to the frame's body and zero after
//! it (relative coordinates); [`frame_velocity`] and [`frame_acceleration_bias`] run the velocity
//! and acceleration recursions instead, so they are independent of [`frame_jacobian`].
//!
//! # On a floating base
//!
//! Frames of a tree on a floating base (a foot, a hand, a camera): the world pose and the
//! Jacobian (Pinocchio's `updateFramePlacements` and `getFrameJacobian` with a free-flyer), from
//! the tree's own ([`crate::frame_pose`], [`crate::frame_jacobian`] in the base's axes) and the
//! base's pose: `J = [J_base | J_joints]`, the base's columns those of a body velocity
//! `[v_lin; ω]` in base coordinates (the frame's origin moves by `v_lin + ω × r`).

use crate::algorithm::kinematics::{accelerations, frames, velocities, Frames};
use crate::api::error::DynamicsError;
use crate::api::task_space::{Pose, ReferenceFrame};
use crate::multibody::floating::FloatingMultibody;
use crate::multibody::spatial::{ang, lin, M3, V3, V6};
use crate::multibody::Multibody;
use chaindyn_model::free_flyer::{self, NQ, NV};
use nalgebra::{DMatrix, DVector, Vector6};

/// Where a frame is fixed: its body, and its placement in that body's frame.
#[derive(Debug, Clone, Copy)]
pub(crate) struct FramePlacement {
    /// The body (link index) the frame is fixed to.
    pub body: usize,
    /// Rotation of the frame's axes in the body's frame.
    pub rot: M3,
    /// Position of the frame's origin in the body's frame.
    pub pos: V3,
}

/// A frame's placement in the world at one configuration.
#[derive(Debug, Clone, Copy)]
pub(crate) struct WorldFrame {
    /// The body (link index) the frame is fixed to.
    pub body: usize,
    /// The frame's axes in world coordinates (column-wise).
    pub rot: M3,
    /// The frame's origin in the world frame.
    pub pos: V3,
}

/// The placement of frame `frame` on its body, or [`DynamicsError::UnknownFrame`].
pub(crate) fn placement(mb: &Multibody, frame: usize) -> Result<FramePlacement, DynamicsError> {
    let chain = mb.chain();
    let unknown = DynamicsError::UnknownFrame {
        frame,
        frames: chain.frame_count(),
    };
    match chain.frame_placement(frame) {
        Some((body, None)) if body < mb.dof() => Ok(FramePlacement {
            body,
            rot: M3::identity(),
            pos: V3::zeros(),
        }),
        // `Chain::validate` (run by `Multibody::new`) keeps every named frame on a body of the
        // chain; the bound is checked again so that no index can reach past the bodies.
        Some((body, Some(f))) if body < mb.dof() => {
            let r = chaindyn_model::rpy_to_matrix(f.origin_rpy);
            Ok(FramePlacement {
                body,
                rot: M3::from_fn(|i, j| r[i][j]),
                pos: V3::from(f.origin_xyz),
            })
        }
        _ => Err(unknown),
    }
}

/// The frame in the world, from the body placements of `fr`.
pub(crate) fn world_frame(fr: &Frames, p: &FramePlacement) -> WorldFrame {
    let (rb, pb) = (&fr.rot[p.body], &fr.pos[p.body]);
    WorldFrame {
        body: p.body,
        rot: rb * p.rot,
        pos: pb + rb * p.pos,
    }
}

/// The linear velocity of the point `p` of a body moving with spatial velocity `m` (`[ω; v]` at
/// the first joint's origin): `v + ω × p`.
pub(crate) fn point_velocity(m: &V6, p: &V3) -> V3 {
    lin(m) + ang(m).cross(p)
}

/// The frame's Jacobian in `LocalWorldAligned` axes, `6 × n` in relative coordinates: column
/// `j ∈ κ(body)` (a joint that supports the frame's body) is `[v_j + ω_j × p; ω_j]`, every other
/// column is zero.
pub(crate) fn jacobian_relative(fr: &Frames, wf: &WorldFrame) -> DMatrix<f64> {
    let n = fr.s.len();
    let mut j = DMatrix::zeros(6, n);
    for (c, s) in
        fr.s.iter()
            .enumerate()
            .filter(|&(c, _)| fr.supports(c, wf.body))
    {
        let v = point_velocity(s, &wf.pos);
        let w = ang(s);
        for r in 0..3 {
            j[(r, c)] = v[r];
            j[(r + 3, c)] = w[r];
        }
    }
    j
}

/// `diag(Rᵀ, Rᵀ) x` for `Local`, `x` for `LocalWorldAligned` (every column of a `6 × k` matrix).
pub(crate) fn matrix_in(reference: ReferenceFrame, rot: &M3, mut x: DMatrix<f64>) -> DMatrix<f64> {
    if reference == ReferenceFrame::Local {
        let rt = rot.transpose();
        for mut col in x.column_iter_mut() {
            let top = rt * V3::new(col[0], col[1], col[2]);
            let bottom = rt * V3::new(col[3], col[4], col[5]);
            for r in 0..3 {
                col[r] = top[r];
                col[r + 3] = bottom[r];
            }
        }
    }
    x
}

/// `diag(Rᵀ, Rᵀ) [a; b]` for `Local`, `[a; b]` for `LocalWorldAligned`.
pub(crate) fn vector_in(reference: ReferenceFrame, rot: &M3, a: &V3, b: &V3) -> Vector6<f64> {
    let (a, b) = match reference {
        ReferenceFrame::Local => (rot.transpose() * a, rot.transpose() * b),
        ReferenceFrame::LocalWorldAligned => (*a, *b),
    };
    Vector6::new(a.x, a.y, a.z, b.x, b.y, b.z)
}

/// The pose of frame `frame` in the base (world) frame at `q` (chain's convention):
/// `p_world = rotation · p_frame + translation`.
///
/// Fails with [`DynamicsError::UnknownFrame`] for an index outside
/// `0..`[`Chain::frame_count`](crate::Chain::frame_count), and with the errors of the argument
/// checks for a `q` of the wrong length or with a non-finite entry.
pub fn frame_pose(mb: &Multibody, frame: usize, q: &DVector<f64>) -> Result<Pose, DynamicsError> {
    mb.check("q", q)?;
    let p = placement(mb, frame)?;
    let fr = frames(mb, mb.coords_to_relative(q).as_slice());
    let wf = world_frame(&fr, &p);
    crate::api::error::finite(
        "frame pose",
        Pose {
            rotation: wf.rot,
            translation: wf.pos + fr.base,
        },
    )
}

/// The Jacobian `J` of frame `frame` at `q`: `6 × n`, rows `[v; ω]` (the linear velocity of the
/// frame's origin, then the angular velocity of its body) in `reference` axes, columns in the
/// chain's convention, so that `[v; ω] = J q̇`. For absolute angles it is the relative Jacobian
/// times `T` (column `j` is `col_rel_j − col_rel_{j+1}`). The columns of the joints after the
/// frame's body are zero.
///
/// Fails like [`frame_pose`].
pub fn frame_jacobian(
    mb: &Multibody,
    frame: usize,
    q: &DVector<f64>,
    reference: ReferenceFrame,
) -> Result<DMatrix<f64>, DynamicsError> {
    mb.check("q", q)?;
    let p = placement(mb, frame)?;
    let fr = frames(mb, mb.coords_to_relative(q).as_slice());
    let wf = world_frame(&fr, &p);
    let j = matrix_in(reference, &wf.rot, jacobian_relative(&fr, &wf));
    crate::api::error::finite("frame Jacobian", mb.columns_to_convention(j))
}

/// The velocity `[v; ω]` of frame `frame` at state `(q, q̇)` in `reference` axes: the linear
/// velocity of its origin and the angular velocity of its body. Computed by the velocity
/// recursion `v_i = v_{i−1} + S_i q̇_i` (spatial, at the first joint's origin) and moved to the frame's
/// origin, not as `J q̇`, so the two check each other.
///
/// Fails like [`frame_pose`], and for a bad `qd` like `q`.
pub fn frame_velocity(
    mb: &Multibody,
    frame: usize,
    q: &DVector<f64>,
    qd: &DVector<f64>,
    reference: ReferenceFrame,
) -> Result<Vector6<f64>, DynamicsError> {
    mb.check("q", q)?;
    mb.check("qd", qd)?;
    let p = placement(mb, frame)?;
    let fr = frames(mb, mb.coords_to_relative(q).as_slice());
    let wf = world_frame(&fr, &p);
    let v = velocities(&fr, mb.coords_to_relative(qd).as_slice());
    let vb = &v[wf.body];
    crate::api::error::finite(
        "frame velocity",
        vector_in(reference, &wf.rot, &point_velocity(vb, &wf.pos), &ang(vb)),
    )
}

/// The acceleration bias `J̇ q̇` of frame `frame` at state `(q, q̇)`: the classical acceleration
/// `[p̈; ω̇]` of the frame's origin at `q̈ = 0` (no gravity), so that `[p̈; ω̇] = J q̈ + J̇ q̇` in
/// `LocalWorldAligned` axes. In `Local` axes it is `diag(Rᵀ, Rᵀ)` times the `LocalWorldAligned`
/// bias (the convention of [`task_space`](crate::task_space); it is not the time derivative of
/// the `Local` velocity, whose linear part also has `−ω × v`).
///
/// The spatial acceleration recursion `a_i = a_{i−1} + (v_i × S_i) q̇_i` at `q̈ = 0` gives the
/// body's `[ω̇; a]` at the first joint's origin; at the frame's origin `p`, moving with velocity
/// `v_p = v + ω × p`, the classical acceleration is `p̈ = a + ω̇ × p + ω × v_p`.
///
/// Fails like [`frame_velocity`].
pub fn frame_acceleration_bias(
    mb: &Multibody,
    frame: usize,
    q: &DVector<f64>,
    qd: &DVector<f64>,
    reference: ReferenceFrame,
) -> Result<Vector6<f64>, DynamicsError> {
    mb.check("q", q)?;
    mb.check("qd", qd)?;
    let p = placement(mb, frame)?;
    let fr = frames(mb, mb.coords_to_relative(q).as_slice());
    let wf = world_frame(&fr, &p);
    // q̈ = 0 in either convention (q̈_rel = T q̈_abs).
    let qd = mb.coords_to_relative(qd);
    let v = velocities(&fr, qd.as_slice());
    let a = accelerations(&fr, &v, qd.as_slice(), None, V6::zeros());
    let (vb, ab) = (&v[wf.body], &a[wf.body]);
    let vp = point_velocity(vb, &wf.pos);
    let pdd = point_velocity(ab, &wf.pos) + ang(vb).cross(&vp);
    crate::api::error::finite(
        "frame acceleration bias",
        vector_in(reference, &wf.rot, &pdd, &ang(ab)),
    )
}

fn split_base(
    fm: &FloatingMultibody,
    q: &DVector<f64>,
) -> Result<(M3, V3, DVector<f64>), DynamicsError> {
    fm.check_q(q)?;
    let base: [f64; NQ] = std::array::from_fn(|i| q[i]);
    let (r, p) = free_flyer::pose(base).map_err(|norm| DynamicsError::UnnormalizedQuaternion {
        argument: "q",
        norm,
    })?;
    let qj = DVector::from_iterator(fm.joint_count(), q.iter().skip(NQ).copied());
    Ok((M3::from_fn(|i, j| r[i][j]), V3::from(p), qj))
}

/// The world pose of frame `frame` (a body's, then the named frames, as
/// [`Chain::frame_index`](crate::Chain::frame_index) numbers them) at `q`.
pub fn floating_frame_pose(
    fm: &FloatingMultibody,
    frame: usize,
    q: &DVector<f64>,
) -> Result<Pose, DynamicsError> {
    let (r, p, qj) = split_base(fm, q)?;
    let local = frame_pose(fm.joints(), frame, &qj)?;
    crate::api::error::finite(
        "frame pose",
        Pose {
            rotation: r * local.rotation,
            translation: p + r * local.translation,
        },
    )
}

/// The Jacobian of frame `frame` at `q` (`6 × nv`): rows `[v; ω]`, the linear velocity of the
/// frame's origin and the angular velocity of its body, in `reference` axes (`Local`: the
/// frame's; `LocalWorldAligned`: the world's), so that `[v; ω] = J v` for the velocity `v =
/// [v_lin; ω; q̇]` (Pinocchio's `getFrameJacobian`).
pub fn floating_frame_jacobian(
    fm: &FloatingMultibody,
    frame: usize,
    q: &DVector<f64>,
    reference: ReferenceFrame,
) -> Result<DMatrix<f64>, DynamicsError> {
    let (r, _, qj) = split_base(fm, q)?;
    let local = frame_pose(fm.joints(), frame, &qj)?;
    let joints = frame_jacobian(fm.joints(), frame, &qj, ReferenceFrame::LocalWorldAligned)?;
    let n = fm.joint_count();
    // In the base's axes first.
    let mut j = DMatrix::zeros(6, NV + n);
    let at = local.translation;
    for k in 0..3 {
        let e = V3::ith(k, 1.0);
        j.fixed_view_mut::<3, 1>(0, k).copy_from(&e);
        j.fixed_view_mut::<3, 1>(0, 3 + k).copy_from(&e.cross(&at));
        j.fixed_view_mut::<3, 1>(3, 3 + k).copy_from(&e);
    }
    j.view_mut((0, NV), (6, n)).copy_from(&joints);
    // Then in the reference's: the world's (`R`) or the frame's (`(R R_f)ᵀ R = R_fᵀ`).
    let turn = match reference {
        ReferenceFrame::LocalWorldAligned => r,
        ReferenceFrame::Local => local.rotation.transpose(),
    };
    let top = turn * j.rows(0, 3);
    let bottom = turn * j.rows(3, 3);
    j.rows_mut(0, 3).copy_from(&top);
    j.rows_mut(3, 3).copy_from(&bottom);
    crate::api::error::finite("frame Jacobian", j)
}

/// The acceleration bias `J̇ v` of frame `frame` of a floating tree at state `(q, v)`: the
/// classical acceleration `[p̈; ω̇]` of the frame's origin at `v̇ = 0` (the base's `[v_lin; ω]`
/// held in base coordinates, the joints' rates held; no gravity), so that
/// `[p̈; ω̇] = J v̇ + J̇ v` in `LocalWorldAligned` axes (Pinocchio's
/// `getFrameClassicalAcceleration` after `forwardKinematics(q, v, 0)`, the constraint bias `γ`
/// of a point contact). In `Local` axes it is the frame's `Rᵀ` times the `LocalWorldAligned`
/// bias, as on a fixed base ([`frame_acceleration_bias`]).
///
/// With the frame's origin at `y` in base coordinates, moving at `ẏ` with the joints, and its
/// body turning at `ω_r` relative to the base (the fixed-base velocity of the joints' tree), the
/// joints' own bias `[ÿ₀; ω̇_r₀]` ([`frame_acceleration_bias`] of the tree) and the base's
/// `[v_b; ω_b]`: `p̈ = R (ω_b × (v_b + ω_b × y + ẏ) + ω_b × ẏ + ÿ₀)` and
/// `ω̇ = R (ω_b × ω_r + ω̇_r₀)`.
///
/// Fails like [`floating_frame_jacobian`], and for a bad `v` like `q`.
pub fn floating_frame_acceleration_bias(
    fm: &FloatingMultibody,
    frame: usize,
    q: &DVector<f64>,
    v: &DVector<f64>,
    reference: ReferenceFrame,
) -> Result<Vector6<f64>, DynamicsError> {
    let (r, _, qj) = split_base(fm, q)?;
    fm.check("v", v, fm.nv())?;
    let qd = DVector::from_iterator(fm.joint_count(), v.iter().skip(NV).copied());
    let joints = fm.joints();
    let local = frame_pose(joints, frame, &qj)?;
    let lwa = ReferenceFrame::LocalWorldAligned;
    let rel = frame_velocity(joints, frame, &qj, &qd, lwa)?;
    let bias = frame_acceleration_bias(joints, frame, &qj, &qd, lwa)?;
    let (vb, wb) = (V3::new(v[0], v[1], v[2]), V3::new(v[3], v[4], v[5]));
    let y = local.translation;
    // `[v; ω]` rows (linear first), as the frame functions give them.
    let top = |x: &Vector6<f64>| V3::new(x[0], x[1], x[2]);
    let bottom = |x: &Vector6<f64>| V3::new(x[3], x[4], x[5]);
    let (ydot, wr) = (top(&rel), bottom(&rel));
    let pdd = wb.cross(&(vb + wb.cross(&y) + ydot)) + wb.cross(&ydot) + top(&bias);
    let wdot = wb.cross(&wr) + bottom(&bias);
    // The world's axes (`R`) or the frame's (`(R R_f)ᵀ R = R_fᵀ`).
    let turn = match reference {
        ReferenceFrame::LocalWorldAligned => r,
        ReferenceFrame::Local => local.rotation.transpose(),
    };
    let (pdd, wdot) = (turn * pdd, turn * wdot);
    crate::api::error::finite(
        "frame acceleration bias",
        Vector6::new(pdd.x, pdd.y, pdd.z, wdot.x, wdot.y, wdot.z),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use chaindyn_model::{AngleConvention, Body, Chain, Frame, Joint, Link};

    /// A two-link planar arm (unit links along x, revolute about z) with a tip frame.
    fn arm(convention: AngleConvention) -> Multibody {
        let links = (0..2)
            .map(|i| Link {
                joint: Joint::revolute(format!("j{i}"), [0.0, 0.0, 1.0])
                    .with_origin([if i == 0 { 0.0 } else { 1.0 }, 0.0, 0.0], [0.0; 3]),
                body: Body::point_mass(format!("b{i}"), 1.0, [1.0, 0.0, 0.0]),
            })
            .collect();
        let chain = Chain::new(links, [0.0, -9.81, 0.0], convention).with_frames(vec![Frame::new(
            "tip",
            1,
            [1.0, 0.0, 0.0],
            [0.0, 0.0, 0.0],
        )]);
        Multibody::new(&chain).unwrap()
    }

    #[test]
    fn planar_arm_closed_forms() {
        // Closed forms of the two-link arm: p = (c1 + c12, s1 + s12), products of sines and
        // cosines of O(1) angles agree to a few ulps (1e-14).
        let mb = arm(AngleConvention::Relative);
        let (q1, q2) = (0.3, -0.7);
        let q = DVector::from_vec(vec![q1, q2]);
        let qd = DVector::from_vec(vec![0.4, 1.1]);
        let tip = mb.chain().frame_index("tip").unwrap();
        let pose = frame_pose(&mb, tip, &q).unwrap();
        let (s1, c1, s12, c12) = (q1.sin(), q1.cos(), (q1 + q2).sin(), (q1 + q2).cos());
        assert!((pose.translation - V3::new(c1 + c12, s1 + s12, 0.0)).norm() < 1e-14);
        let j = frame_jacobian(&mb, tip, &q, ReferenceFrame::LocalWorldAligned).unwrap();
        let want = DMatrix::from_row_slice(
            6,
            2,
            &[
                -s1 - s12,
                -s12,
                c1 + c12,
                c12,
                0.0,
                0.0,
                0.0,
                0.0,
                0.0,
                0.0,
                1.0,
                1.0,
            ],
        );
        assert!((&j - &want).norm() < 1e-14, "{j}");
        // Bias: p̈ = −(c1 q̇1² + c12 (q̇1 + q̇2)²,  s1 q̇1² + s12 (q̇1 + q̇2)²), ω̇ = 0.
        let (w1, w12) = (qd[0], qd[0] + qd[1]);
        let bias =
            frame_acceleration_bias(&mb, tip, &q, &qd, ReferenceFrame::LocalWorldAligned).unwrap();
        let want = Vector6::new(
            -(c1 * w1 * w1 + c12 * w12 * w12),
            -(s1 * w1 * w1 + s12 * w12 * w12),
            0.0,
            0.0,
            0.0,
            0.0,
        );
        assert!((bias - want).norm() < 1e-14, "{bias}");
        // The same arm in absolute angles: J_abs = J_rel T, same pose at q_abs = T⁻¹ q_rel.
        let abs = arm(AngleConvention::Absolute);
        let qa = DVector::from_vec(vec![q1, q1 + q2]);
        let ja = frame_jacobian(&abs, tip, &qa, ReferenceFrame::LocalWorldAligned).unwrap();
        let t = DMatrix::from_row_slice(2, 2, &[1.0, 0.0, -1.0, 1.0]);
        assert!((&ja - &j * &t).norm() < 1e-14, "{ja}");
    }

    #[test]
    fn unknown_frames_are_typed_errors() {
        let mb = arm(AngleConvention::Relative);
        let q = DVector::zeros(2);
        assert_eq!(
            frame_pose(&mb, 3, &q).unwrap_err(),
            DynamicsError::UnknownFrame {
                frame: 3,
                frames: 3
            }
        );
        assert!(frame_pose(&mb, 2, &q).is_ok());
    }
}
