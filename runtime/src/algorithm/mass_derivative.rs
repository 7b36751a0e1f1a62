//! Analytic partial derivatives of the mass matrix, `∂M/∂q_j`, from the composite
//! rigid body quantities (no finite differences).
//!
//! With world-frame motion subspaces `S_k`, composite inertias `I^c_l` and
//! `M_kl = S_kᵀ I^c_l S_l` (`k <= l`), moving joint `j` rigidly transports every
//! quantity of the bodies after it (`∂S_k/∂q_j = S_j × S_k` for `k > j`,
//! `∂I^c_l/∂q_j = crf(S_j) I^c_l - I^c_l crm(S_j)` for `l >= j`). Hence, for `k <= l`:
//!
//! * `j <= k`: `∂M_kl/∂q_j = 0` (the pair is transported as a whole; a scalar does not
//!   change);
//! * `k < j <= l`: `∂M_kl/∂q_j = S_kᵀ (S_j ×* (I^c_l S_l))`;
//! * `l < j`: `∂M_kl/∂q_j = S_kᵀ (S_j ×* (I^c_j S_l) - I^c_j (S_j × S_l))`.
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
        for l in 0..j {
            let t = cross_force(sj, &ic[j].mul(&s[l])) - ic[j].mul(&cross_motion(sj, &s[l]));
            for k in 0..=l {
                let x = s[k].dot(&t);
                dj[(k, l)] = x;
                dj[(l, k)] = x;
            }
        }
        for l in j..n {
            let r = cross_force(sj, &u[l]);
            for k in 0..j {
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
