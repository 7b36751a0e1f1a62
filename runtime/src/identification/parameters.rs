//! The standard parameter vector `π` of a chain and its inverse: a chain rebuilt from `π`.
//!
//! Body `i` has the ten standard parameters (Atkeson, An & Hollerbach 1986, "Estimation of
//! inertial parameters of manipulator loads and links"; the order of Pinocchio's
//! `computeJointTorqueRegressor`)
//!
//! ```text
//! [m, m c_x, m c_y, m c_z, I_xx, I_xy, I_yy, I_xz, I_yz, I_zz]
//! ```
//!
//! with `c` the centre of mass in the body frame and `I = I_c + m (|c|² 1 − c cᵀ)` the
//! rotational inertia about the body frame's origin, in the body frame's axes (the body frame is
//! the joint frame after the joint motion; see [`chaindyn_model`]). Inverse dynamics is linear
//! in these numbers, not in `(m, c, I_c)`.

use super::error::IdentificationError;
use super::Columns;
use crate::api::error::DynamicsError;
use crate::multibody::Multibody;
use chaindyn_model::{Body, Chain};
use nalgebra::DVector;

/// The ten standard parameters `[m, m c_x, m c_y, m c_z, I_xx, I_xy, I_yy, I_xz, I_yz, I_zz]`
/// of a body (inertia about the body frame's origin); the inertia about the centre of mass is
/// symmetrised first (`½ (I + Iᵀ)`), as the algorithms do.
pub fn body_parameters(body: &Body) -> [f64; 10] {
    let m = body.mass;
    let c = body.com;
    let ic = |r: usize, s: usize| 0.5 * (body.inertia[r][s] + body.inertia[s][r]);
    let c2 = c[0] * c[0] + c[1] * c[1] + c[2] * c[2];
    let io = |r: usize, s: usize| {
        let delta = if r == s { c2 } else { 0.0 };
        ic(r, s) + m * (delta - c[r] * c[s])
    };
    [
        m,
        m * c[0],
        m * c[1],
        m * c[2],
        io(0, 0),
        io(0, 1),
        io(1, 1),
        io(0, 2),
        io(1, 2),
        io(2, 2),
    ]
}

/// The body with the ten standard parameters `p` (see [`body_parameters`]): centre of mass
/// `c = (m c) / m`, inertia about it `I_c = I − (|m c|² 1 − (m c)(m c)ᵀ) / m`. A zero mass is
/// accepted only with a zero first moment (then `c = 0` and `I_c = I`); `body` is the index
/// reported by [`IdentificationError::ZeroMassWithFirstMoment`]. No physical check is made here
/// (see [`with_parameters`] and [`check_physical_consistency`](super::check_physical_consistency)).
pub fn body_from_parameters(
    name: impl Into<String>,
    body: usize,
    p: &[f64; 10],
) -> Result<Body, IdentificationError> {
    if let Some(index) = p.iter().position(|x| !x.is_finite()) {
        return Err(IdentificationError::NonFinite {
            argument: "parameters",
            index: 10 * body + index,
        });
    }
    let m = p[0];
    let h = [p[1], p[2], p[3]];
    let io = [[p[4], p[5], p[7]], [p[5], p[6], p[8]], [p[7], p[8], p[9]]];
    if m == 0.0 {
        if h != [0.0; 3] {
            return Err(IdentificationError::ZeroMassWithFirstMoment {
                body,
                first_moment: h,
            });
        }
        return Ok(Body::new(name, 0.0, [0.0; 3], io));
    }
    let c = [h[0] / m, h[1] / m, h[2] / m];
    let h2 = h[0] * h[0] + h[1] * h[1] + h[2] * h[2];
    let mut ic = [[0.0; 3]; 3];
    for (r, row) in ic.iter_mut().enumerate() {
        for (s, x) in row.iter_mut().enumerate() {
            let delta = if r == s { h2 } else { 0.0 };
            *x = io[r][s] - (delta - h[r] * h[s]) / m;
        }
    }
    let out = Body::new(name, m, c, ic);
    if out
        .com
        .iter()
        .chain(out.inertia.iter().flatten())
        .any(|x| !x.is_finite())
    {
        return Err(IdentificationError::NonFiniteResult {
            quantity: "centre of mass or inertia of a body",
        });
    }
    Ok(out)
}

/// The standard parameter vector `π` of the chain: the ten parameters of every body
/// ([`body_parameters`]) in link order (`10 N` entries), then with
/// [`Columns::BodiesAndJoints`] the joint terms `[armature_1, damping_1, friction_1,
/// armature_2, ...]` (`3 N` more). `regressor(q, q̇, q̈) · π = rnea(q, q̇, q̈)`.
pub fn standard_parameters(
    mb: &Multibody,
    columns: Columns,
) -> Result<DVector<f64>, DynamicsError> {
    let chain = mb.chain();
    let n = chain.dof();
    let mut out = DVector::zeros(columns.count(n));
    for (i, link) in chain.links.iter().enumerate() {
        let p = body_parameters(&link.body);
        out.rows_mut(10 * i, 10).copy_from_slice(&p);
        if columns == Columns::BodiesAndJoints {
            let d = link.joint.dynamics;
            out[10 * n + 3 * i] = d.armature;
            out[10 * n + 3 * i + 1] = d.damping;
            out[10 * n + 3 * i + 2] = d.friction;
        }
    }
    crate::api::error::finite("standard parameters", out)
}

/// The chain with the standard parameters `π` (`10 N` entries: the bodies; `13 N`: the bodies,
/// then `[armature, damping, friction]` of every joint, whose friction velocity is kept).
/// Everything else (joints, names, gravity, frames) is copied from `chain`. The result is
/// validated ([`Chain::validate`]): parameters that no physical body has (negative mass, an
/// inertia about the centre of mass that is not positive semi-definite or violates the triangle
/// inequality, negative joint terms) are [`IdentificationError::InvalidChain`].
pub fn with_parameters(
    chain: &Chain,
    parameters: &DVector<f64>,
) -> Result<Chain, IdentificationError> {
    let n = chain.dof();
    let joints = if parameters.len() == Columns::Bodies.count(n) {
        false
    } else if parameters.len() == Columns::BodiesAndJoints.count(n) {
        true
    } else {
        return Err(IdentificationError::DimensionMismatch {
            argument: "parameters",
            expected: Columns::Bodies.count(n),
            found: parameters.len(),
        });
    };
    if let Some(index) = parameters.iter().position(|x| !x.is_finite()) {
        return Err(IdentificationError::NonFinite {
            argument: "parameters",
            index,
        });
    }
    let mut out = chain.clone();
    for (i, link) in out.links.iter_mut().enumerate() {
        let mut p = [0.0; 10];
        p.copy_from_slice(&parameters.as_slice()[10 * i..10 * i + 10]);
        link.body = body_from_parameters(link.body.name.clone(), i, &p)?;
        if joints {
            link.joint.dynamics.armature = parameters[10 * n + 3 * i];
            link.joint.dynamics.damping = parameters[10 * n + 3 * i + 1];
            link.joint.dynamics.friction = parameters[10 * n + 3 * i + 2];
        }
    }
    out.validate().map_err(IdentificationError::InvalidChain)?;
    Ok(out)
}
