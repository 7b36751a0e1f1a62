//! `AngleConvention::Absolute` on random planar chains: every API function honours the
//! convention (`q_rel = T q_abs`, `u_abs = Tᵀ τ_rel`, `M_abs = Tᵀ M T`, ...), checked
//! against the same chain with relative angles and explicit matrices `T`; and the
//! recursive linearizer against finite differences in absolute coordinates.

mod common;

use chaindyn::*;
use common::*;
use nalgebra::{DMatrix, DVector};
use std::f64::consts::PI;

/// A random planar chain (all axes along world +z: joint frames rotated about z only,
/// axes `[0, 0, s]` with random `s > 0`), random 3D origins and bodies.
fn planar_chain(rng: &mut SplitMix64, n: usize) -> Chain {
    let mut c = random_chain(rng, n, 0.0);
    for l in &mut c.links {
        l.joint.kind = JointKind::Revolute;
        l.joint.axis = [0.0, 0.0, rng.uniform(0.5, 2.0)];
        l.joint.origin_rpy = [0.0, 0.0, rng.uniform(-PI, PI)];
    }
    c.convention = AngleConvention::Absolute;
    c
}

fn t_matrix(n: usize) -> DMatrix<f64> {
    DMatrix::from_fn(n, n, |i, j| {
        if i == j {
            1.0
        } else if i == j + 1 {
            -1.0
        } else {
            0.0
        }
    })
}

/// Same chain, two conventions, exact algorithms: 1e-12 relative (rounding of the
/// additional differences and sums).
const EXACT: f64 = 1e-12;

#[test]
fn absolute_quantities_are_the_transformed_relative_ones() {
    for n in 1..=6 {
        let mut rng = SplitMix64(0xAB5 + n as u64);
        let abs_chain = planar_chain(&mut rng, n);
        let mut rel_chain = abs_chain.clone();
        rel_chain.convention = AngleConvention::Relative;
        let abs = Multibody::new(&abs_chain).unwrap();
        let rel = Multibody::new(&rel_chain).unwrap();
        let t = t_matrix(n);
        let tt = t.transpose();
        let tinv = t.clone().try_inverse().unwrap();
        for _ in 0..3 {
            let (qa, qda, ua) = random_state(&mut rng, n);
            let (qr, qdr) = (&t * &qa, &t * &qda);
            let tau_r = tinv.transpose() * &ua;
            let m_r = crba(&rel, &qr).unwrap();
            assert_close("M", &crba(&abs, &qa).unwrap(), &(&tt * &m_r * &t), EXACT);
            assert_close_vec(
                "g",
                &gravity(&abs, &qa).unwrap(),
                &(&tt * gravity(&rel, &qr).unwrap()),
                EXACT,
            );
            assert_close_vec(
                "C q̇",
                &coriolis_times_qd(&abs, &qa, &qda).unwrap(),
                &(&tt * coriolis_times_qd(&rel, &qr, &qdr).unwrap()),
                EXACT,
            );
            assert_close(
                "C",
                &coriolis_matrix(&abs, &qa, &qda).unwrap(),
                &(&tt * coriolis_matrix(&rel, &qr, &qdr).unwrap() * &t),
                EXACT,
            );
            assert_close_vec(
                "q̈",
                &forward_dynamics(&abs, &qa, &qda, &ua).unwrap(),
                &(&tinv * forward_dynamics(&rel, &qr, &qdr, &tau_r).unwrap()),
                1e-10,
            );
            let qdd_a = rng.dvector(n, -2.0, 2.0);
            assert_close_vec(
                "u = RNEA",
                &rnea(&abs, &qa, &qda, &qdd_a).unwrap(),
                &(&tt * rnea(&rel, &qr, &qdr, &(&t * &qdd_a)).unwrap()),
                EXACT,
            );
            let e_a = total_energy(&abs, &qa, &qda).unwrap();
            let e_r = total_energy(&rel, &qr, &qdr).unwrap();
            assert!((e_a - e_r).abs() <= EXACT * e_r.abs().max(1.0));
            let poses_a = body_poses(&abs, &qa).unwrap();
            let poses_r = body_poses(&rel, &qr).unwrap();
            assert_eq!(poses_a, poses_r);
            // Absolute angle = orientation of the body in the plane: body i's x axis is
            // rotated by q_abs_i relative to its orientation at q = 0.
            let zero = body_poses(&abs, &DVector::zeros(n)).unwrap();
            for i in 0..n {
                let rel_rot = poses_a[i].rotation * zero[i].rotation.transpose();
                let angle = rel_rot[(1, 0)].atan2(rel_rot[(0, 0)]);
                let d = (angle - qa[i]).rem_euclid(2.0 * PI);
                assert!(
                    d.min(2.0 * PI - d) < 1e-12,
                    "link {i}: {angle} vs {}",
                    qa[i]
                );
            }
        }
    }
}

#[test]
fn linearizer_matches_finite_differences_in_absolute_angles() {
    for n in 1..=6 {
        let mut rng = SplitMix64(0xAB50 + n as u64);
        let mb = Multibody::new(&planar_chain(&mut rng, n)).unwrap();
        for _ in 0..2 {
            let (q, qd, u) = random_state(&mut rng, n);
            let an = linearize(&mb, &q, &qd, &u).unwrap();
            let fd = finite_diff::linearize(&mb, &q, &qd, &u).unwrap();
            // Same reasoning as for relative angles (tests/spatial_chains.rs): 1e-6.
            let tol = 1e-6;
            for j in 0..n {
                assert_close("∂M/∂q", &an.dmass_dq[j], &fd.dmass_dq[j], tol);
            }
            assert_close("∂(Cq̇)/∂q", &an.dcoriolis_dq, &fd.dcoriolis_dq, tol);
            assert_close("∂(Cq̇)/∂q̇", &an.dcoriolis_dqd, &fd.dcoriolis_dqd, tol);
            assert_close("∂g/∂q", &an.dgravity_dq, &fd.dgravity_dq, tol);
            assert_close("A", &an.a, &fd.a, tol);
            assert_close("B", &an.b, &fd.b, tol);
            let ss = state_space(&mb, &q, &qd, &u).unwrap();
            assert_close("state_space A", &ss.a, &an.a, 1e-10);
            assert_close("state_space B", &ss.b, &an.b, 1e-10);
            // Ṁ - 2C skew-symmetric in absolute coordinates too (1e-12 relative).
            let nmat = mass_matrix_time_derivative(&mb, &q, &qd).unwrap()
                - coriolis_matrix(&mb, &q, &qd).unwrap() * 2.0;
            assert!((&nmat + nmat.transpose()).norm() <= 1e-12 * nmat.norm().max(1.0));
        }
    }
}
