//! Joint-space mass matrix by the composite rigid body algorithm.

use crate::algorithm::kinematics::{frames_about, Frames};
use crate::api::error::DynamicsError;
use crate::multibody::spatial::SpatialInertia;
use crate::multibody::Multibody;
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

/// `M(q)` in relative coordinates, column `l` (and row `l`, by symmetry) about joint `l`'s
/// origin: `M_kl = S_kᵀ I^c_l S_l` for the joints `k ∈ κ(l)` that support `l` (zero for two
/// joints on different branches), with the composite inertia of the subtree of `l`
/// taken about the point its own joint turns about. The same numbers as one reference point for all
/// columns in exact arithmetic; in `f64` no entry carries the `m·d²` of a lever elsewhere in the chain (a body
/// 1e8 m out along link 1 leaves `M_22` exact, where one reference point for all columns loses
/// it to cancellation). `n` passes of the kinematics instead of one.
pub(crate) fn crba_columns(mb: &Multibody, q: &[f64]) -> DMatrix<f64> {
    let n = mb.dof();
    let armature: Vec<f64> = mb.links.iter().map(|l| l.dynamics.armature).collect();
    let mut m = DMatrix::from_diagonal(&DVector::from_vec(armature));
    for l in 0..n {
        let fr = frames_about(mb, q, l);
        let mut ic = SpatialInertia::zero();
        for i in (l..n).rev().filter(|&i| mb.supports(l, i)) {
            ic = ic.add(&fr.inertia[i]);
        }
        let u = ic.mul(&fr.s[l]);
        for k in (0..=l).filter(|&k| mb.supports(k, l)) {
            let x = fr.s[k].dot(&u);
            m[(k, l)] += x;
            if k != l {
                m[(l, k)] += x;
            }
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
