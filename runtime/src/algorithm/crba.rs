//! Joint-space mass matrix by the composite rigid body algorithm.
//!
//! # On a floating base
//!
//! The mass matrix of a tree on a floating base by the composite rigid body algorithm (the base
//! a 6-DOF root, Pinocchio's `crba` with a free-flyer): the joints' block as on a fixed base
//! ([`crate::crba`]), the base's block the composite inertia of the whole robot, and between them
//! `S_jᵀ I^c_j S_base` (`I^c_j` the composite of joint `j`'s subtree).

use crate::algorithm::kinematics::{body_frames, BodyFrames, Frames, Geometry};
use crate::api::error::DynamicsError;
use crate::multibody::floating::FloatingMultibody;
use crate::multibody::spatial::{SpatialInertia, V6};
use crate::multibody::Multibody;
use chaindyn_model::free_flyer::{NQ, NV};
use nalgebra::{DMatrix, DVector};

/// Composite inertias `I^c_i = Σ_{k ∈ ν(i)} I_k` over the subtree of `i` (world frame).
pub(crate) fn composite_inertias(fr: &Frames) -> Vec<SpatialInertia> {
    let n = fr.inertia.len();
    let mut ic = vec![SpatialInertia::zero(); n];
    for i in (0..n).rev() {
        ic[i] = ic[i].add(&fr.inertia[i]);
        if let Some(p) = fr.parents[i] {
            ic[p] = ic[p].add(&ic[i]);
        }
    }
    ic
}

/// `M(q)` in relative coordinates by the composite rigid body algorithm in each body's own
/// frame (Pinocchio's `crba`): the composite inertias `I^c_i = I_i + Σ X_cᵀ I^c_c X_c` over the
/// children, then for each joint `l` the force `F = I^c_l S_l` carried to each supporting
/// joint `k` through the placements, `M_kl = S_kᵀ F` (zero for two joints on different
/// branches). Every quantity is in its body's axes about its origin, and a joint's offset enters
/// as the description gives it, so no entry carries the `m·d²` of a lever elsewhere in the chain
/// (a body 1e8 m out along link 1 leaves `M_22` exact, and `M_12` exact where it is zero).
pub(crate) fn crba_columns(mb: &Multibody, q: &[f64]) -> DMatrix<f64> {
    let n = mb.dof();
    let BodyFrames { x, s, inertia } = body_frames(mb, q);
    let mut ic = inertia;
    for i in (0..n).rev() {
        if let Some(p) = mb.parents[i] {
            let composite = x[i].inertia(&ic[i]);
            ic[p] += composite;
        }
    }
    let armature: Vec<f64> = mb.links.iter().map(|l| l.dynamics.armature).collect();
    let mut m = DMatrix::from_diagonal(&DVector::from_vec(armature));
    for l in 0..n {
        let mut f = ic[l] * s[l];
        m[(l, l)] += s[l].dot(&f);
        let mut j = l;
        while let Some(k) = mb.parents[j] {
            f = x[j].force(&f);
            let mkl = s[k].dot(&f);
            m[(k, l)] += mkl;
            m[(l, k)] += mkl;
            j = k;
        }
    }
    m
}

/// The joint-space mass matrix `M(q)` (symmetric positive definite for a physical
/// chain), the joints' armature included, in the chain's angle convention
/// (`M_abs = Tᵀ M_rel T`).
pub fn crba(mb: &Multibody, q: &DVector<f64>) -> Result<DMatrix<f64>, DynamicsError> {
    mb.check("q", q)?;
    let m = crba_columns(mb, mb.coords_to_relative(q).as_slice());
    crate::api::error::finite("mass matrix", mb.congruence(m))
}

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
