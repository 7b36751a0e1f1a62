//! Analytic partial derivatives of the mass matrix, `∂M/∂q_j`, from the composite
//! rigid body quantities (no finite differences).
//!
//! With world-frame motion subspaces `S_k`, composite inertias `I^c_l` of the subtrees `ν(l)` and
//! `M_kl = S_kᵀ I^c_l S_l` for `k ∈ κ(l)` (`k` supports `l`; zero for two joints on different
//! branches), moving joint `j` rigidly transports every quantity of its subtree
//! (`∂S_k/∂q_j = S_j × S_k` for `k` in `ν(j)` below `j`,
//! `∂I^c_l/∂q_j = crf(S_j) I^c_l - I^c_l crm(S_j)` for `l ∈ ν(j)`). Hence, for `k ∈ κ(l)`:
//!
//! * `j ∈ κ(k)`: `∂M_kl/∂q_j = 0` (the pair is transported as a whole; a scalar does not
//!   change);
//! * `j` on the path from `k` (excluded) to `l`: `∂M_kl/∂q_j = S_kᵀ (S_j ×* (I^c_l S_l))`;
//! * `j` in the subtree of `l`, below it: `∂M_kl/∂q_j = S_kᵀ (S_j ×* (I^c_j S_l) - I^c_j (S_j × S_l))`;
//! * `j` anywhere else (a branch that leaves the path): 0.
//!
//! Cost: `O(n²)` spatial products plus `O(n³)` six-dimensional dot products (the output
//! itself has `n³` entries).

use crate::algorithm::crba::composite_inertias;
use crate::algorithm::kinematics::{frames, Frames};
use crate::api::error::DynamicsError;
use crate::multibody::spatial::{cross_force, cross_motion, SpatialInertia, V6};
use crate::multibody::Multibody;
use nalgebra::{DMatrix, DVector};

/// `d[j] = ∂M/∂q_j` in relative coordinates.
pub(crate) fn mass_derivative_core(fr: &Frames, ic: &[SpatialInertia]) -> Vec<DMatrix<f64>> {
    let n = fr.s.len();
    let s = &fr.s;
    let u: Vec<V6> = (0..n).map(|l| ic[l].mul(&s[l])).collect();
    let mut d = vec![DMatrix::zeros(n, n); n];
    for (j, dj) in d.iter_mut().enumerate() {
        let sj = &s[j];
        // `l` a proper ancestor of `j` (so `j` moves bodies of `l`'s subtree), `k ∈ κ(l)`.
        for l in (0..j).filter(|&l| fr.supports(l, j)) {
            let t = cross_force(sj, &ic[j].mul(&s[l])) - ic[j].mul(&cross_motion(sj, &s[l]));
            for k in (0..=l).filter(|&k| fr.supports(k, l)) {
                let x = s[k].dot(&t);
                dj[(k, l)] = x;
                dj[(l, k)] = x;
            }
        }
        // `l` in the subtree of `j` (so `j` moves `S_l` and `I^c_l`), `k` a proper ancestor of `j`.
        for l in (j..n).filter(|&l| fr.supports(j, l)) {
            let r = cross_force(sj, &u[l]);
            for k in (0..j).filter(|&k| fr.supports(k, j)) {
                let x = s[k].dot(&r);
                dj[(k, l)] = x;
                dj[(l, k)] = x;
            }
        }
    }
    d
}

/// The partial derivatives of the mass matrix: element `j` of the result is
/// `∂M/∂q_j` (an `n x n` symmetric matrix), so `∂M_kl/∂q_j = result[j][(k, l)]`.
/// In the chain's angle convention.
pub fn mass_matrix_derivative(
    mb: &Multibody,
    q: &DVector<f64>,
) -> Result<Vec<DMatrix<f64>>, DynamicsError> {
    mb.check("q", q)?;
    let fr = frames(mb, mb.coords_to_relative(q).as_slice());
    let ic = composite_inertias(&fr);
    crate::api::error::finite(
        "mass matrix derivative",
        mb.mass_derivative_from_relative(mass_derivative_core(&fr, &ic)),
    )
}
