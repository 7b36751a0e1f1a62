//! The joint torque regressor `Y(q, q̇, q̈)`: `τ = Y π`, linear in the standard parameters.
//!
//! # Algorithm
//!
//! The recursive Newton–Euler formulation written linearly in the inertial parameters
//! (Atkeson, An & Hollerbach 1986, "Estimation of inertial parameters of manipulator loads and
//! links"; Khalil & Dombre, "Modeling, Identification and Control of Robots", 2002; the
//! algorithm of Pinocchio's `computeJointTorqueRegressor`):
//!
//! 1. forward pass: the spatial velocity `v_i` and acceleration `a_i` of every body (gravity as
//!    the fictitious base acceleration `−g`), expressed in the body's own frame: angular
//!    velocity `ω`, linear velocity `v` of the frame's origin, angular acceleration `α`,
//!    spatial linear acceleration `a`;
//! 2. the body regressor: the Newton–Euler wrench `f_i = I_i a_i + v_i ×* (I_i v_i)` about the
//!    body origin is `f_i = A(v_i, a_i) π_i` with the 6 × 10 matrix (rows: moment, then force;
//!    `a_c = a + ω × v` the classical acceleration of the origin, `x̂` the cross-product matrix,
//!    `L(x)` the 3 × 6 matrix with `I x = L(x) [I_xx, I_xy, I_yy, I_xz, I_yz, I_zz]`)
//!
//!    ```text
//!              m       m c         I
//!    moment [  0,   −â_c,       L(α) + ω̂ L(ω) ]
//!    force  [ a_c,   α̂ + ω̂ ω̂,   0             ]
//!    ```
//!
//! 3. projection: the wrench of body `i` loads every joint `j ≤ i` on the path to the base,
//!    `Y[j, 10 i .. 10 i + 10] = S_jᵀ A(v_i, a_i)` with the motion subspace `S_j` of joint `j`
//!    expressed in body `i`'s frame.
//!
//! The joint columns (with [`Columns::BodiesAndJoints`]) are those of the joint terms of
//! [`rnea`](crate::rnea): `τ_i += armature_i q̈_i + damping_i q̇_i + friction_i s(q̇_i / v_s,i)`
//! (relative joint rates, `s(v) = v / √(1 + v²)` of [`chaindyn_model::joint_dynamics`], the
//! friction velocity `v_s,i` of the chain: fixed, not identified). For absolute angles every
//! column is mapped like a torque, `Y_abs = Tᵀ Y_rel` (see the `multibody` module), so that
//! `Y π = rnea(q, q̇, q̈)` in the chain's convention.

use super::Columns;
use crate::algorithm::kinematics::{
    accelerations, frames, gravity_acceleration, velocities, Frames,
};
use crate::api::error::DynamicsError;
use crate::multibody::spatial::{ang, join, lin, skew, M3, V3, V6};
use crate::multibody::Multibody;
use chaindyn_model::joint_dynamics::smooth_sign;
use nalgebra::{DMatrix, DVector, SMatrix};

/// A motion vector `[ω; v]` about the reference point in world axes, expressed about the body
/// origin `p` in the body axes `r`: `[rᵀ ω; rᵀ (v + ω × p)]`.
pub(super) fn to_body(r: &M3, p: &V3, m: &V6) -> (V3, V3) {
    let w = ang(m);
    (r.transpose() * w, r.transpose() * (lin(m) + w.cross(p)))
}

/// `L(x)`: `I x = L(x) [I_xx, I_xy, I_yy, I_xz, I_yz, I_zz]` for a symmetric `I`.
fn inertia_map(x: &V3) -> SMatrix<f64, 3, 6> {
    SMatrix::<f64, 3, 6>::from_row_slice(&[
        x.x, x.y, 0.0, x.z, 0.0, 0.0, //
        0.0, x.x, x.y, 0.0, x.z, 0.0, //
        0.0, 0.0, 0.0, x.x, x.y, x.z,
    ])
}

/// The 6 × 10 body regressor (rows: moment about the body origin, then force; body axes) of a
/// body with angular velocity `w`, origin velocity `v`, angular acceleration `alpha` and spatial
/// linear acceleration `a`, all in its own frame.
pub(super) fn body_regressor(w: &V3, v: &V3, alpha: &V3, a: &V3) -> SMatrix<f64, 6, 10> {
    let ac = a + w.cross(v);
    let ws = skew(w);
    let mut out = SMatrix::<f64, 6, 10>::zeros();
    out.fixed_view_mut::<3, 1>(3, 0).copy_from(&ac);
    out.fixed_view_mut::<3, 3>(0, 1).copy_from(&(-skew(&ac)));
    out.fixed_view_mut::<3, 3>(3, 1)
        .copy_from(&(skew(alpha) + ws * ws));
    out.fixed_view_mut::<3, 6>(0, 4)
        .copy_from(&(inertia_map(alpha) + ws * inertia_map(w)));
    out
}

/// Joint positions, velocities and accelerations.
pub(super) type State = (DVector<f64>, DVector<f64>, DVector<f64>);

/// Relative `q, q̇, q̈` from the chain's convention, after the length and finiteness checks.
pub(super) fn relative_state(
    mb: &Multibody,
    q: &DVector<f64>,
    qd: &DVector<f64>,
    qdd: Option<&DVector<f64>>,
) -> Result<State, DynamicsError> {
    mb.check("q", q)?;
    mb.check("qd", qd)?;
    if let Some(qdd) = qdd {
        mb.check("qdd", qdd)?;
    }
    Ok((
        mb.coords_to_relative(q),
        mb.coords_to_relative(qd),
        qdd.map_or_else(|| DVector::zeros(mb.dof()), |x| mb.coords_to_relative(x)),
    ))
}

/// The regressor in relative coordinates from relative `q, q̇, q̈`.
pub(super) fn regressor_relative(
    mb: &Multibody,
    fr: &Frames,
    qd: &[f64],
    qdd: &[f64],
    columns: Columns,
) -> DMatrix<f64> {
    let n = mb.dof();
    let v = velocities(fr, qd);
    let a = accelerations(fr, &v, qd, Some(qdd), gravity_acceleration(mb));
    let mut y = DMatrix::zeros(n, columns.count(n));
    for i in 0..n {
        let (r, p) = (&fr.rot[i], &fr.pos[i]);
        let (w, vb) = to_body(r, p, &v[i]);
        let (alpha, ab) = to_body(r, p, &a[i]);
        let body = body_regressor(&w, &vb, &alpha, &ab);
        for j in (0..=i).filter(|&j| fr.supports(j, i)) {
            let (sw, sv) = to_body(r, p, &fr.s[j]);
            let s = join(&sw, &sv);
            let row = s.transpose() * body;
            y.view_mut((j, 10 * i), (1, 10)).copy_from(&row);
        }
    }
    if columns == Columns::BodiesAndJoints {
        for (i, link) in mb.links.iter().enumerate() {
            let c = 10 * n + 3 * i;
            y[(i, c)] = qdd[i];
            y[(i, c + 1)] = qd[i];
            y[(i, c + 2)] = smooth_sign(qd[i] / link.dynamics.friction_velocity);
        }
    }
    y
}

/// The joint torque regressor `Y(q, q̇, q̈)` (`N × 10 N`, or `N × 13 N` with
/// [`Columns::BodiesAndJoints`]) such that `Y π = rnea(q, q̇, q̈)` for the standard parameters
/// `π` of [`standard_parameters`](super::standard_parameters) of any chain with the same
/// kinematics (joints, gravity; with the joint columns also the friction velocities). It does
/// not depend on the chain's masses and inertias. Arguments and rows in the chain's angle
/// convention. See the module documentation for the algorithm.
pub fn regressor(
    mb: &Multibody,
    q: &DVector<f64>,
    qd: &DVector<f64>,
    qdd: &DVector<f64>,
    columns: Columns,
) -> Result<DMatrix<f64>, DynamicsError> {
    let (q, qd, qdd) = relative_state(mb, q, qd, Some(qdd))?;
    let fr = frames(mb, q.as_slice());
    let y = regressor_relative(mb, &fr, qd.as_slice(), qdd.as_slice(), columns);
    crate::api::error::finite("joint torque regressor", mb.rows_from_relative(y))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::multibody::spatial::SpatialInertia;

    #[test]
    fn the_body_regressor_is_the_newton_euler_wrench() {
        // The closed form against the spatial inertia's own product, column by column on unit
        // parameters (a unit vector is no physical body, which the product does not mind):
        // O(1) numbers, a few roundings: 1e-14.
        let (w, v) = (V3::new(0.3, -1.2, 0.7), V3::new(-0.4, 0.9, 1.1));
        let (alpha, a) = (V3::new(2.0, 0.5, -1.5), V3::new(0.1, -9.0, 3.0));
        let y = body_regressor(&w, &v, &alpha, &a);
        let (vm, am) = (join(&w, &v), join(&alpha, &a));
        for k in 0..10 {
            let mut p = [0.0; 10];
            p[k] = 1.0;
            let inertia = SpatialInertia {
                mass: p[0],
                h: V3::new(p[1], p[2], p[3]),
                rot: M3::new(p[4], p[5], p[7], p[5], p[6], p[8], p[7], p[8], p[9]),
            };
            let f =
                inertia.mul(&am) + crate::multibody::spatial::cross_force(&vm, &inertia.mul(&vm));
            assert!((y.column(k) - f).amax() < 1e-14, "column {k}");
        }
    }
}
