//! Shared deterministic test helpers: a SplitMix64 generator, random spatial chains,
//! random states and error norms. Also included by the benchmark (`#[path]`).
#![allow(dead_code)]

use chaindyn::{AngleConvention, Body, Chain, Joint, JointDynamics, JointKind, Link};
use nalgebra::{DMatrix, DVector};
use std::f64::consts::PI;

pub use chaindyn::model::SplitMix64;

/// The draws of the tests' random chains and states, on the workspace's generator.
pub trait Draw {
    /// Three numbers uniform in [lo, hi).
    fn vec3(&mut self, lo: f64, hi: f64) -> [f64; 3];
    /// `n` numbers uniform in [lo, hi).
    fn dvector(&mut self, n: usize, lo: f64, hi: f64) -> DVector<f64>;
    /// A random direction with a random length in [0.5, 2) (axes need not be unit).
    fn axis(&mut self) -> [f64; 3];
}

impl Draw for SplitMix64 {
    fn vec3(&mut self, lo: f64, hi: f64) -> [f64; 3] {
        [
            self.uniform(lo, hi),
            self.uniform(lo, hi),
            self.uniform(lo, hi),
        ]
    }

    fn dvector(&mut self, n: usize, lo: f64, hi: f64) -> DVector<f64> {
        DVector::from_fn(n, |_, _| self.uniform(lo, hi))
    }

    fn axis(&mut self) -> [f64; 3] {
        loop {
            let v = self.vec3(-1.0, 1.0);
            let n = (v[0] * v[0] + v[1] * v[1] + v[2] * v[2]).sqrt();
            if n > 0.2 && n <= 1.0 {
                let len = self.uniform(0.5, 2.0);
                return [v[0] / n * len, v[1] / n * len, v[2] / n * len];
            }
        }
    }
}

/// A random rotational inertia about the centre of mass: principal moments
/// `(B + C, A + C, A + B) · mass` from random second moments `A, B, C` in
/// [0.002, 0.05) m² (so the triangle inequality holds and the inertia is SPD), rotated
/// by a random roll-pitch-yaw.
pub fn random_inertia(rng: &mut SplitMix64, mass: f64) -> [[f64; 3]; 3] {
    let s = rng.vec3(0.002, 0.05);
    let d = [
        mass * (s[1] + s[2]),
        mass * (s[0] + s[2]),
        mass * (s[0] + s[1]),
    ];
    let r = chaindyn::rpy_to_matrix(rng.vec3(-PI, PI));
    let mut out = [[0.0; 3]; 3];
    for (i, row) in out.iter_mut().enumerate() {
        for (j, x) in row.iter_mut().enumerate() {
            *x = (0..3).map(|k| r[i][k] * d[k] * r[j][k]).sum();
        }
    }
    // Exactly symmetric.
    for (i, j) in [(1, 0), (2, 0), (2, 1)] {
        out[i][j] = out[j][i];
    }
    out
}

/// A random tree of `n` links: [`random_chain`]'s links, each hung on a parent drawn among the
/// earlier links or the base.
pub fn random_tree(rng: &mut SplitMix64, n: usize) -> Chain {
    let chain = random_chain(rng, n, 0.3);
    let parents = (0..n)
        .map(|i| {
            let p = rng.below(i + 1); // i stands for the base
            (p < i).then_some(p)
        })
        .collect();
    chain.with_parents(parents)
}

/// A random spatial chain with `n` links: random axes (non-unit), origins within
/// ±0.5 m and any orientation, masses in [0.2, 2) kg, centres of mass within ±0.3 m,
/// random SPD inertias, roughly `prismatic_share` of the joints prismatic, gravity of
/// magnitude 9.81 in a random direction.
pub fn random_chain(rng: &mut SplitMix64, n: usize, prismatic_share: f64) -> Chain {
    let links = (0..n)
        .map(|i| {
            let kind = if rng.uniform(0.0, 1.0) < prismatic_share {
                JointKind::Prismatic
            } else {
                JointKind::Revolute
            };
            let axis = rng.axis();
            let joint = Joint {
                name: format!("joint{i}"),
                kind,
                axis,
                origin_xyz: rng.vec3(-0.5, 0.5),
                origin_rpy: rng.vec3(-PI, PI),
                dynamics: JointDynamics::IDEAL,
            };
            let mass = rng.uniform(0.2, 2.0);
            let body = Body::new(
                format!("body{i}"),
                mass,
                rng.vec3(-0.3, 0.3),
                random_inertia(rng, mass),
            );
            Link { joint, body }
        })
        .collect();
    let g = rng.axis();
    let gn = (g[0] * g[0] + g[1] * g[1] + g[2] * g[2]).sqrt();
    Chain::new(
        links,
        [9.81 * g[0] / gn, 9.81 * g[1] / gn, 9.81 * g[2] / gn],
        AngleConvention::Relative,
    )
}

/// A random state: `q` in [-π, π) (also for prismatic joints: metres), `q̇` in [-2, 2),
/// `τ` in [-5, 5).
pub fn random_state(rng: &mut SplitMix64, n: usize) -> (DVector<f64>, DVector<f64>, DVector<f64>) {
    (
        rng.dvector(n, -PI, PI),
        rng.dvector(n, -2.0, 2.0),
        rng.dvector(n, -5.0, 5.0),
    )
}

/// `‖a - b‖_F / max(1, ‖b‖_F)`: relative Frobenius error, absolute below a unit
/// reference norm (the natural scale of the random chains: masses ~1 kg, lengths
/// ~0.5 m, g = 9.81).
pub fn rel_err(a: &DMatrix<f64>, b: &DMatrix<f64>) -> f64 {
    assert_eq!(a.shape(), b.shape());
    (a - b).norm() / b.norm().max(1.0)
}

pub fn rel_err_vec(a: &DVector<f64>, b: &DVector<f64>) -> f64 {
    assert_eq!(a.len(), b.len());
    (a - b).norm() / b.norm().max(1.0)
}

#[track_caller]
pub fn assert_close(what: &str, got: &DMatrix<f64>, want: &DMatrix<f64>, tol: f64) {
    let e = rel_err(got, want);
    assert!(
        e <= tol,
        "{what}: relative error {e:e} > {tol:e}\n got {got}\n want {want}"
    );
}

#[track_caller]
pub fn assert_close_vec(what: &str, got: &DVector<f64>, want: &DVector<f64>, tol: f64) {
    let e = rel_err_vec(got, want);
    assert!(
        e <= tol,
        "{what}: relative error {e:e} > {tol:e}\n got {got}\n want {want}"
    );
}

/// Random joint terms: armature in [0, 0.2), damping in [0, 0.5), friction in [0, 1) and a
/// friction velocity in [0.2, 1) (smooth enough for central differences at step ~1e-5).
pub fn random_joint_dynamics(rng: &mut SplitMix64) -> JointDynamics {
    JointDynamics {
        armature: rng.uniform(0.0, 0.2),
        damping: rng.uniform(0.0, 0.5),
        friction: rng.uniform(0.0, 1.0),
        friction_velocity: rng.uniform(0.2, 1.0),
    }
}

/// The state of `scripts/pinocchio/floating_derivatives.py`: the base at `(0.1, −0.2, 0.6)`
/// turned by the normalised `(0.1, 0.2, −0.3, 0.9)`, joint `j` at `0.7 sin(1.3 j + 0.4)`,
/// `v_k = 0.8 cos(0.9 k + 0.2)`, `a_k = 1.5 sin(0.7 k + 1)`, `τ_k = 0.5 cos k` on the base (a
/// wrench) and `2 sin(1.1 j)` on joint `j`.
pub fn solo12_state() -> [DVector<f64>; 4] {
    let xi = DVector::from_row_slice(&[0.1, 0.2, -0.3, 0.9]).normalize();
    let mut q = DVector::zeros(19);
    q.rows_mut(0, 3).copy_from_slice(&[0.1, -0.2, 0.6]);
    q.rows_mut(3, 4).copy_from(&xi);
    for j in 0..12 {
        q[7 + j] = 0.7 * (1.3 * j as f64 + 0.4).sin();
    }
    let v = DVector::from_fn(18, |k, _| 0.8 * (0.9 * k as f64 + 0.2).cos());
    let a = DVector::from_fn(18, |k, _| 1.5 * (0.7 * k as f64 + 1.0).sin());
    let tau = DVector::from_fn(18, |k, _| {
        if k < 6 {
            0.5 * (k as f64).cos()
        } else {
            2.0 * (1.1 * (k - 6) as f64).sin()
        }
    });
    [q, v, a, tau]
}
