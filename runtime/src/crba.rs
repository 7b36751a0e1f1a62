//! Joint-space mass matrix by the composite rigid body algorithm.

use crate::error::DynamicsError;
use crate::kinematics::{frames, Frames};
use crate::multibody::Multibody;
use crate::spatial::SpatialInertia;
use nalgebra::{DMatrix, DVector};

/// Composite inertias `I^c_i = Σ_{k >= i} I_k` (world frame).
pub(crate) fn composite_inertias(fr: &Frames) -> Vec<SpatialInertia> {
    let n = fr.inertia.len();
    let mut ic = vec![SpatialInertia::zero(); n];
    let mut acc = SpatialInertia::zero();
    for i in (0..n).rev() {
        acc = acc.add(&fr.inertia[i]);
        ic[i] = acc;
    }
    ic
}

/// `M_kl = S_kᵀ I^c_l S_l` for `k <= l`, plus the joints' armature on the diagonal (relative
/// coordinates).
pub(crate) fn crba_core(fr: &Frames, ic: &[SpatialInertia]) -> DMatrix<f64> {
    let n = fr.s.len();
    let mut m = DMatrix::from_diagonal(&DVector::from_column_slice(&fr.armature));
    for l in 0..n {
        let u = ic[l].mul(&fr.s[l]);
        for k in 0..=l {
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
    let fr = frames(mb, mb.coords_to_relative(q).as_slice());
    let ic = composite_inertias(&fr);
    Ok(mb.congruence(crba_core(&fr, &ic)))
}
