//! Frames of a tree on a floating base (a foot, a hand, a camera): the world pose and the
//! Jacobian (Pinocchio's `updateFramePlacements` and `getFrameJacobian` with a free-flyer), from
//! the tree's own ([`crate::frame_pose`], [`crate::frame_jacobian`] in the base's axes) and the
//! base's pose: `J = [J_base | J_joints]`, the base's columns those of a body velocity
//! `[v_lin; ω]` in base coordinates (the frame's origin moves by `v_lin + ω × r`).

use super::FloatingMultibody;
use crate::algorithm::frames::{frame_jacobian, frame_pose};
use crate::api::error::DynamicsError;
use crate::api::task_space::{Pose, ReferenceFrame};
use crate::multibody::spatial::{M3, V3};
use chaindyn_model::free_flyer::{self, NQ, NV};
use nalgebra::{DMatrix, DVector};

fn split(
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
    let (r, p, qj) = split(fm, q)?;
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
    let (r, _, qj) = split(fm, q)?;
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
