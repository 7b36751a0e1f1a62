//! The mass matrix of a tree on a floating base by the composite rigid body algorithm (the base
//! a 6-DOF root, Pinocchio's `crba` with a free-flyer): the joints' block as on a fixed base
//! ([`crate::crba`]), the base's block the composite inertia of the whole robot, and between them
//! `S_jᵀ I^c_j S_base` (`I^c_j` the composite of joint `j`'s subtree).

use super::{FloatingMultibody, Geometry};
use crate::algorithm::crba::crba_columns;
use crate::api::error::DynamicsError;
use crate::multibody::spatial::{SpatialInertia, V6};
use chaindyn_model::free_flyer::{NQ, NV};
use nalgebra::{DMatrix, DVector};

/// `M` (size `nv`) at the geometry `geo` and the joints' positions `qj`.
pub(crate) fn crba_core(fm: &FloatingMultibody, geo: &Geometry, qj: &[f64]) -> DMatrix<f64> {
    let fr = &geo.fr;
    let n = qj.len();
    let mut m = DMatrix::zeros(NV + n, NV + n);
    m.view_mut((NV, NV), (n, n))
        .copy_from(&crba_columns(fm.joints(), qj));
    // Composites of each joint's subtree, then of the whole robot.
    let mut ic: Vec<SpatialInertia> = fr.inertia.clone();
    let mut total = geo.base_inertia;
    for i in (0..n).rev() {
        let c = ic[i];
        match fr.parents[i] {
            Some(p) => ic[p] = ic[p].add(&c),
            None => total = total.add(&c),
        }
    }
    let sb: Vec<V6> = (0..NV)
        .map(|k| {
            let mut e = [0.0; NV];
            e[k] = 1.0;
            geo.motion_at_p(&e)
        })
        .collect();
    for k in 0..NV {
        let f = total.mul(&sb[k]);
        for l in 0..NV {
            m[(l, k)] = sb[l].dot(&f);
        }
        for j in 0..n {
            let x = fr.s[j].dot(&ic[j].mul(&sb[k]));
            m[(NV + j, k)] = x;
            m[(k, NV + j)] = x;
        }
    }
    m
}

/// The mass matrix `M(q)` of a floating tree (size `nv`, symmetric positive definite for a
/// robot with mass), the joints' armature included: the base's `6 × 6` block in base
/// coordinates (`[v_lin; ω]` order), as Pinocchio's `crba` with a free-flyer gives it (its upper
/// triangle; here both).
pub fn floating_crba(
    fm: &FloatingMultibody,
    q: &DVector<f64>,
) -> Result<DMatrix<f64>, DynamicsError> {
    let geo = fm.state(q)?;
    let qj: Vec<f64> = q.iter().skip(NQ).copied().collect();
    crate::api::error::finite("mass matrix", crba_core(fm, &geo, &qj))
}
