//! The energy regressors: the kinetic energy `T = y_T(q, q̇) π` and the potential energy of
//! gravity `U = y_U(q) π`, linear in the standard parameters (Gautier & Khalil 1988, "On the
//! identification of the inertial parameters of robots"; Gautier 1990, "Numerical calculation
//! of the base inertial parameters of robots", which finds the base parameters from them).
//!
//! With `ω`, `v` the angular velocity and the velocity of the origin of body `i` in its own
//! frame, `R_i`, `p_i` its orientation and origin in the world and `g` gravity,
//!
//! ```text
//! T_i = ½ m |v|² + (m c) · (v × ω) + ½ ωᵀ I ω,
//! U_i = −m g · (p_i + base) − (R_iᵀ g) · (m c),
//! ```
//!
//! plus `½ armature_i q̇_i²` (relative joint rate) with the joint columns; damping and friction
//! store no energy (their columns are zero). The conventions are those of
//! [`kinetic_energy`](crate::kinetic_energy) and [`potential_energy`](crate::potential_energy):
//! `U` is zero when every centre of mass is at the world origin's height, the base placement's
//! translation included.

use super::regressor::{relative_state, to_body};
use super::Columns;
use crate::algorithm::kinematics::{frames, velocities};
use crate::api::error::DynamicsError;
use crate::multibody::Multibody;
use nalgebra::{DVector, RowDVector};

/// The kinetic energy regressor `y_T(q, q̇)` (`10 N` or `13 N` entries): `T = y_T π =
/// kinetic_energy(q, q̇)` for the standard parameters `π`. Arguments in the chain's angle
/// convention.
pub fn kinetic_energy_regressor(
    mb: &Multibody,
    q: &DVector<f64>,
    qd: &DVector<f64>,
    columns: Columns,
) -> Result<RowDVector<f64>, DynamicsError> {
    let (q, qd, _) = relative_state(mb, q, qd, None)?;
    let n = mb.dof();
    let fr = frames(mb, q.as_slice());
    let v = velocities(&fr, qd.as_slice());
    let mut y = RowDVector::zeros(columns.count(n));
    for i in 0..n {
        let (w, vb) = to_body(&fr.rot[i], &fr.pos[i], &v[i]);
        let vxw = vb.cross(&w);
        let row = [
            0.5 * vb.norm_squared(),
            vxw.x,
            vxw.y,
            vxw.z,
            0.5 * w.x * w.x,
            w.x * w.y,
            0.5 * w.y * w.y,
            w.x * w.z,
            w.y * w.z,
            0.5 * w.z * w.z,
        ];
        for (k, x) in row.into_iter().enumerate() {
            y[10 * i + k] = x;
        }
        if columns == Columns::BodiesAndJoints {
            y[10 * n + 3 * i] = 0.5 * qd[i] * qd[i];
        }
    }
    crate::api::error::finite("kinetic energy regressor", y)
}

/// The potential energy regressor `y_U(q)` (`10 N` or `13 N` entries): `U = y_U π =
/// potential_energy(q)` for the standard parameters `π`. Argument in the chain's angle
/// convention.
pub fn potential_energy_regressor(
    mb: &Multibody,
    q: &DVector<f64>,
    columns: Columns,
) -> Result<RowDVector<f64>, DynamicsError> {
    mb.check("q", q)?;
    let n = mb.dof();
    let fr = frames(mb, mb.coords_to_relative(q).as_slice());
    let g = mb.gravity;
    let mut y = RowDVector::zeros(columns.count(n));
    for i in 0..n {
        let gb = fr.rot[i].transpose() * g;
        y[10 * i] = -g.dot(&(fr.pos[i] + fr.base));
        y[10 * i + 1] = -gb.x;
        y[10 * i + 2] = -gb.y;
        y[10 * i + 3] = -gb.z;
    }
    crate::api::error::finite("potential energy regressor", y)
}
