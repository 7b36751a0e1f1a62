//! The recursive task-space reference (frame kinematics, centre of mass, external wrenches) on
//! random chains: spatial chains with revolute and prismatic joints, joint origins with any
//! roll-pitch-yaw, named frames with random placements on several bodies (the last body
//! included), and planar chains in absolute angles; checked against central differences of the
//! functions they differentiate, against each other (Jacobian against velocity recursion,
//! `Local` against `LocalWorldAligned`), against the mass-weighted sum of the bodies' centres of
//! mass, against inverse dynamics by virtual work and power, and against finite differences of
//! forward dynamics with wrenches.
//!
//! Tolerances are relative (`common::rel_err`: `‖a − b‖ / max(1, ‖b‖)`, the random chains having
//! O(1) scales: masses ~1 kg, lengths ~0.5 m, g = 9.81, wrenches ~10). Two kinds:
//!
//! * the same quantity by two exact algorithms (different sums of the same O(1) terms): 1e-12,
//!   a few hundred ulps;
//! * against f64 central differences with step `h ≈ ε^(1/3) ≈ 6e-6`: truncation `O(h²) ≈ 4e-11`
//!   and rounding `O(ε/h) ≈ 4e-11` times the scale of the differentiated function, amplified by
//!   its higher derivatives (and by `cond(M)` for forward dynamics); 1e-6 leaves that margin
//!   while any wrong or missing term is an O(1) error.

mod common;

use chaindyn::*;
use common::*;
use nalgebra::{DMatrix, DVector, Matrix3, Vector3, Vector6};
use std::f64::consts::PI;

/// Two exact algorithms (see the module documentation).
const EXACT: f64 = 1e-12;
/// Against central differences (see the module documentation).
const FD: f64 = 1e-6;
/// Random states per model.
const STATES: usize = 100;

const REFERENCES: [ReferenceFrame; 2] = [ReferenceFrame::LocalWorldAligned, ReferenceFrame::Local];

/// Named frames with random placements (origin within ±0.5 m, any roll-pitch-yaw) on the first,
/// a middle and the last body, and a second one on the last body.
fn random_frames(rng: &mut SplitMix64, n: usize) -> Vec<Frame> {
    let mut bodies: Vec<usize> = [0, n / 2].into_iter().filter(|&b| b < n - 1).collect();
    bodies.dedup();
    bodies.extend([n - 1, n - 1]);
    bodies
        .into_iter()
        .enumerate()
        .map(|(k, body)| {
            Frame::new(
                format!("frame{k}"),
                body,
                rng.vec3(-0.5, 0.5),
                rng.vec3(-PI, PI),
            )
        })
        .collect()
}

/// A random spatial chain whose joints alternate revolute, prismatic, revolute, ... from a
/// random start (both kinds for `n ≥ 2`), with random joint origins (`rpy` included), named
/// frames, and, if `lossy`, random armature, damping and friction.
fn spatial_model(seed: u64, n: usize, lossy: bool) -> Multibody {
    let mut rng = SplitMix64(seed);
    let mut chain = random_chain(&mut rng, n, 0.0);
    let first_prismatic = rng.uniform(0.0, 1.0) < 0.5;
    for (i, l) in chain.links.iter_mut().enumerate() {
        l.joint.kind = if (i % 2 == 0) == first_prismatic {
            JointKind::Prismatic
        } else {
            JointKind::Revolute
        };
        if lossy {
            l.joint.dynamics = random_joint_dynamics(&mut rng);
        }
    }
    let frames = random_frames(&mut rng, n);
    Multibody::new(&chain.with_frames(frames)).unwrap()
}

/// A random planar chain in absolute angles (as in `absolute_convention.rs`: axes along world
/// +z, joint frames rotated about z only), with named frames placed anywhere.
fn planar_model(seed: u64, n: usize, lossy: bool) -> Multibody {
    let mut rng = SplitMix64(seed);
    let mut chain = random_chain(&mut rng, n, 0.0);
    for l in &mut chain.links {
        l.joint.kind = JointKind::Revolute;
        l.joint.axis = [0.0, 0.0, rng.uniform(0.5, 2.0)];
        l.joint.origin_rpy = [0.0, 0.0, rng.uniform(-PI, PI)];
        if lossy {
            l.joint.dynamics = random_joint_dynamics(&mut rng);
        }
    }
    chain.convention = AngleConvention::Absolute;
    let frames = random_frames(&mut rng, n);
    Multibody::new(&chain.with_frames(frames)).unwrap()
}

/// The models of every test, with a name for the messages.
fn models() -> Vec<(&'static str, Multibody)> {
    let out = vec![
        ("spatial n=6 lossy", spatial_model(9101, 6, true)),
        ("spatial n=3", spatial_model(9102, 3, false)),
        ("spatial n=1", spatial_model(9103, 1, false)),
        ("planar absolute n=4 lossy", planar_model(9104, 4, true)),
        ("planar absolute n=2", planar_model(9105, 2, false)),
    ];
    for (name, mb) in &out {
        let c = mb.chain();
        let last = c.dof() - 1;
        assert!(
            c.frames
                .iter()
                .any(|f| f.body == last && f.origin_rpy != [0.0; 3]),
            "{name}: a named frame with rpy on the last body"
        );
        if c.dof() >= 2 && c.convention == AngleConvention::Relative {
            let kinds: Vec<_> = c.links.iter().map(|l| l.joint.kind).collect();
            assert!(kinds.contains(&JointKind::Revolute) && kinds.contains(&JointKind::Prismatic));
        }
    }
    out
}

fn v6(x: &Vector6<f64>) -> DVector<f64> {
    DVector::from_column_slice(x.as_slice())
}

/// `diag(Rᵀ, Rᵀ) x` for a 6-row matrix.
fn to_local(r: &Matrix3<f64>, x: &DMatrix<f64>) -> DMatrix<f64> {
    let mut out = x.clone();
    let rt = r.transpose();
    out.rows_mut(0, 3).copy_from(&(rt * x.rows(0, 3)));
    out.rows_mut(3, 3).copy_from(&(rt * x.rows(3, 3)));
    out
}

/// `ω` from `[ω]× ≈ W`: the skew-symmetric part of `W`.
fn vee(w: &Matrix3<f64>) -> Vector3<f64> {
    Vector3::new(
        0.5 * (w[(2, 1)] - w[(1, 2)]),
        0.5 * (w[(0, 2)] - w[(2, 0)]),
        0.5 * (w[(1, 0)] - w[(0, 1)]),
    )
}

/// A random wrench: force in [-10, 10) N, torque in [-5, 5) N m.
fn random_wrench(
    rng: &mut SplitMix64,
    frame: usize,
    reference: ReferenceFrame,
) -> ExternalWrench<usize> {
    ExternalWrench::new(
        frame,
        reference,
        Vector3::from(rng.vec3(-10.0, 10.0)),
        Vector3::from(rng.vec3(-5.0, 5.0)),
    )
}

/// One to three random wrenches at random frames, in random references.
fn random_wrenches(rng: &mut SplitMix64, frames: usize) -> Vec<ExternalWrench<usize>> {
    let count = 1 + (rng.next_u64() % 3) as usize;
    (0..count)
        .map(|_| {
            let frame = (rng.next_u64() % frames as u64) as usize;
            let reference = REFERENCES[(rng.next_u64() % 2) as usize];
            random_wrench(rng, frame, reference)
        })
        .collect()
}

/// (a) The `LocalWorldAligned` Jacobian against central differences of the pose: linear rows
/// from the origin's position, angular rows from the skew-symmetric part of `Ṙ Rᵀ`. FD: 1e-6.
#[test]
fn jacobian_matches_pose_differences() {
    for (name, mb) in models() {
        let n = mb.dof();
        let mut rng = SplitMix64(1);
        for _ in 0..STATES {
            let (q, _, _) = random_state(&mut rng, n);
            for frame in 0..mb.chain().frame_count() {
                let j = frame_jacobian(&mb, frame, &q, ReferenceFrame::LocalWorldAligned).unwrap();
                let r = frame_pose(&mb, frame, &q).unwrap().rotation;
                let mut fd = DMatrix::zeros(6, n);
                for c in 0..n {
                    let h = finite_diff::step(q[c]);
                    let (mut qp, mut qm) = (q.clone(), q.clone());
                    qp[c] += h;
                    qm[c] -= h;
                    let (pp, pm) = (
                        frame_pose(&mb, frame, &qp).unwrap(),
                        frame_pose(&mb, frame, &qm).unwrap(),
                    );
                    let dq = qp[c] - qm[c];
                    let dp = (pp.translation - pm.translation) / dq;
                    let w = vee(&((pp.rotation - pm.rotation) / dq * r.transpose()));
                    fd.view_mut((0, c), (3, 1)).copy_from(&dp);
                    fd.view_mut((3, c), (3, 1)).copy_from(&w);
                }
                assert_close(&format!("{name} frame {frame} J"), &j, &fd, FD);
            }
        }
    }
}

/// (b) `J_local = diag(Rᵀ, Rᵀ) J_lwa`, and the velocity recursion equals `J q̇` in both
/// references. Exact: 1e-12.
#[test]
fn local_jacobian_and_velocity_recursion_agree() {
    for (name, mb) in models() {
        let n = mb.dof();
        let mut rng = SplitMix64(2);
        for _ in 0..STATES {
            let (q, qd, _) = random_state(&mut rng, n);
            for frame in 0..mb.chain().frame_count() {
                let r = frame_pose(&mb, frame, &q).unwrap().rotation;
                let lwa =
                    frame_jacobian(&mb, frame, &q, ReferenceFrame::LocalWorldAligned).unwrap();
                let local = frame_jacobian(&mb, frame, &q, ReferenceFrame::Local).unwrap();
                assert_close(
                    &format!("{name} frame {frame} J_local"),
                    &local,
                    &to_local(&r, &lwa),
                    EXACT,
                );
                for (reference, j) in [
                    (ReferenceFrame::LocalWorldAligned, &lwa),
                    (ReferenceFrame::Local, &local),
                ] {
                    let v = frame_velocity(&mb, frame, &q, &qd, reference).unwrap();
                    assert_close_vec(
                        &format!("{name} frame {frame} {reference:?} velocity"),
                        &v6(&v),
                        &(j * &qd),
                        EXACT,
                    );
                }
            }
        }
    }
}

/// (c) The acceleration bias against central differences in time of `J(q(t)) q̇` along
/// `q(t) = q + t q̇` (so `q̈ = 0`), step `h = ε^(1/3)`: the `LocalWorldAligned` bias is the time
/// derivative of the `LocalWorldAligned` velocity; the `Local` bias is `Rᵀ` times it (1e-12) and,
/// from the `Local` velocity `[v_l; ω_l]`, `[d v_l/dt + ω_l × v_l; d ω_l/dt]`. FD: 1e-6.
#[test]
fn acceleration_bias_matches_time_differences() {
    for (name, mb) in models() {
        let n = mb.dof();
        let mut rng = SplitMix64(3);
        let h = f64::EPSILON.cbrt();
        let (tp, tm) = (h, -h);
        for _ in 0..STATES {
            let (q, qd, _) = random_state(&mut rng, n);
            for frame in 0..mb.chain().frame_count() {
                let vel = |t: f64, reference| {
                    frame_jacobian(&mb, frame, &(&q + &qd * t), reference).unwrap() * &qd
                };
                let lwa = ReferenceFrame::LocalWorldAligned;
                let bias_lwa = frame_acceleration_bias(&mb, frame, &q, &qd, lwa).unwrap();
                let fd = (vel(tp, lwa) - vel(tm, lwa)) / (tp - tm);
                assert_close_vec(
                    &format!("{name} frame {frame} LWA bias"),
                    &v6(&bias_lwa),
                    &fd,
                    FD,
                );

                let local = ReferenceFrame::Local;
                let bias_local = frame_acceleration_bias(&mb, frame, &q, &qd, local).unwrap();
                let r = frame_pose(&mb, frame, &q).unwrap().rotation;
                let rotated = to_local(&r, &DMatrix::from_column_slice(6, 1, bias_lwa.as_slice()));
                assert_close_vec(
                    &format!("{name} frame {frame} Local bias = Rᵀ LWA bias"),
                    &v6(&bias_local),
                    &rotated.column(0).into_owned(),
                    EXACT,
                );
                let v = vel(0.0, local);
                let (vl, wl) = (
                    Vector3::new(v[0], v[1], v[2]),
                    Vector3::new(v[3], v[4], v[5]),
                );
                let mut want = (vel(tp, local) - vel(tm, local)) / (tp - tm);
                let transport = wl.cross(&vl);
                for k in 0..3 {
                    want[k] += transport[k];
                }
                assert_close_vec(
                    &format!("{name} frame {frame} Local bias from the Local velocity"),
                    &v6(&bias_local),
                    &want,
                    FD,
                );
            }
        }
    }
}

/// (d) The centre of mass against the mass-weighted sum of the bodies' centres of mass (exact:
/// 1e-12) and its Jacobian against central differences (FD: 1e-6).
#[test]
fn center_of_mass_and_jacobian() {
    for (name, mb) in models() {
        let n = mb.dof();
        let masses: Vec<f64> = mb.chain().links.iter().map(|l| l.body.mass).collect();
        let total: f64 = masses.iter().sum();
        let mut rng = SplitMix64(4);
        for _ in 0..STATES {
            let (q, _, _) = random_state(&mut rng, n);
            let c = center_of_mass(&mb, &q).unwrap();
            let sum = com_positions(&mb, &q)
                .unwrap()
                .iter()
                .zip(&masses)
                .fold(Vector3::zeros(), |acc, (p, m)| acc + p * *m)
                / total;
            assert_close_vec(
                &format!("{name} com"),
                &DVector::from_column_slice(c.as_slice()),
                &DVector::from_column_slice(sum.as_slice()),
                EXACT,
            );
            let j = center_of_mass_jacobian(&mb, &q).unwrap();
            let fd = finite_diff::jacobian(&q, |q| {
                center_of_mass(&mb, q).map(|c| DVector::from_column_slice(c.as_slice()))
            })
            .unwrap();
            assert_close(&format!("{name} com Jacobian"), &j, &fd, FD);
        }
    }
}

/// (e) Virtual work and power: at rest (`q̇ = 0`, `q̈ = 0`) inverse dynamics with wrenches is
/// `g(q) − Σ J(ref)ᵀ w` with the Jacobians of [`frame_jacobian`], and the power of the
/// generalized force, `q̇ᵀ (Σ Jᵀ w)`, is the power of the wrenches on the frames' velocities
/// (velocity recursion), `Σ w · [v; ω]`. Exact: 1e-12 (relative to the power scale
/// `max(1, Σ |w| |[v; ω]|)` for the power).
#[test]
fn wrench_torques_by_virtual_work_and_power() {
    for (name, mb) in models() {
        let n = mb.dof();
        let frames = mb.chain().frame_count();
        let mut rng = SplitMix64(5);
        let zero = DVector::zeros(n);
        for _ in 0..STATES {
            let (q, qd, _) = random_state(&mut rng, n);
            let wrenches = random_wrenches(&mut rng, frames);
            let mut jtw = DVector::zeros(n);
            for w in &wrenches {
                let j = frame_jacobian(&mb, w.frame, &q, w.reference).unwrap();
                jtw += j.transpose() * v6(&w.wrench);
            }
            let tau = wrench_torques(&mb, &q, &wrenches).unwrap();
            assert_close_vec(&format!("{name} Σ Jᵀ w"), &tau, &jtw, EXACT);
            let stat = rnea_with_wrenches(&mb, &q, &zero, &zero, &wrenches).unwrap();
            let want = gravity(&mb, &q).unwrap() - &jtw;
            assert_close_vec(&format!("{name} static ID"), &stat, &want, EXACT);

            let (mut power, mut scale) = (0.0, 1.0f64);
            for w in &wrenches {
                let v = frame_velocity(&mb, w.frame, &q, &qd, w.reference).unwrap();
                power += w.wrench.dot(&v);
                scale = scale.max(w.wrench.norm() * v.norm());
            }
            let got = qd.dot(&tau);
            assert!(
                (got - power).abs() <= EXACT * scale,
                "{name}: q̇ᵀ Jᵀ w = {got}, w · J q̇ = {power}"
            );
        }
        // No wrench: nothing.
        let q = DVector::zeros(n);
        assert_eq!(wrench_torques(&mb, &q, &[]).unwrap(), DVector::zeros(n));
    }
}

/// (f) The analytic `∂(Σ Jᵀ w)/∂q` against central differences of [`wrench_torques`]: one wrench
/// at every frame in each reference, and random sets of wrenches. FD: 1e-6.
#[test]
fn wrench_torques_derivative_matches_differences() {
    for (name, mb) in models() {
        let n = mb.dof();
        let frames = mb.chain().frame_count();
        let mut rng = SplitMix64(6);
        for _ in 0..STATES {
            let (q, _, _) = random_state(&mut rng, n);
            let mut sets: Vec<Vec<ExternalWrench<usize>>> = Vec::new();
            for frame in 0..frames {
                for reference in REFERENCES {
                    sets.push(vec![random_wrench(&mut rng, frame, reference)]);
                }
            }
            sets.push(random_wrenches(&mut rng, frames));
            for wrenches in &sets {
                let d = wrench_torques_derivative(&mb, &q, wrenches).unwrap();
                let fd = finite_diff::jacobian(&q, |q| wrench_torques(&mb, q, wrenches)).unwrap();
                assert_close(&format!("{name} ∂(Jᵀw)/∂q {wrenches:?}"), &d, &fd, FD);
            }
        }
    }
}

/// (g) [`linearize_with_wrenches`] against central differences of
/// [`forward_dynamics_with_wrenches`] in `q`, `q̇` and `u`, its `∂τ/∂q` against those of
/// [`rnea_with_wrenches`] at its `q̈`, and the input matrix of a wrench, `M⁻¹ Jᵀ`, against
/// differences in the wrench's entries. FD: 1e-6 (as in `joint_dynamics.rs`, `cond(M)` and the
/// friction law's derivatives amplify the central differences' ~4e-11). Its `q̈` is forward
/// dynamics with wrenches (the same computation: 1e-12).
#[test]
fn linearize_with_wrenches_matches_differences() {
    for (name, mb) in models() {
        let n = mb.dof();
        let frames = mb.chain().frame_count();
        let mut rng = SplitMix64(7);
        for _ in 0..STATES {
            let (q, qd, u) = random_state(&mut rng, n);
            let wrenches = random_wrenches(&mut rng, frames);
            let l = linearize_with_wrenches(&mb, &q, &qd, &u, &wrenches).unwrap();
            let fdyn = |q: &DVector<f64>, qd: &DVector<f64>, u: &DVector<f64>| {
                forward_dynamics_with_wrenches(&mb, q, qd, u, &wrenches)
            };
            assert_close_vec(
                &format!("{name} q̈"),
                &l.qdd,
                &fdyn(&q, &qd, &u).unwrap(),
                EXACT,
            );
            let dq = finite_diff::jacobian(&q, |q| fdyn(q, &qd, &u)).unwrap();
            let dqd = finite_diff::jacobian(&qd, |qd| fdyn(&q, qd, &u)).unwrap();
            let du = finite_diff::jacobian(&u, |u| fdyn(&q, &qd, u)).unwrap();
            assert_close(&format!("{name} ∂q̈/∂q"), &l.dqdd_dq, &dq, FD);
            assert_close(&format!("{name} ∂q̈/∂q̇"), &l.dqdd_dqd, &dqd, FD);
            assert_close(&format!("{name} M⁻¹"), &l.mass_matrix_inverse, &du, FD);
            let mut a = DMatrix::zeros(2 * n, 2 * n);
            a.view_mut((0, n), (n, n)).fill_with_identity();
            a.view_mut((n, 0), (n, n)).copy_from(&dq);
            a.view_mut((n, n), (n, n)).copy_from(&dqd);
            let mut b = DMatrix::zeros(2 * n, n);
            b.view_mut((n, 0), (n, n)).copy_from(&du);
            assert_close(&format!("{name} A"), &l.a, &a, FD);
            assert_close(&format!("{name} B"), &l.b, &b, FD);
            let qdd = l.qdd.clone();
            let dtau =
                finite_diff::jacobian(&q, |q| rnea_with_wrenches(&mb, q, &qd, &qdd, &wrenches))
                    .unwrap();
            assert_close(&format!("{name} ∂τ/∂q"), &l.dtau_dq, &dtau, FD);

            // The input matrix of the first wrench taken as an input: ∂q̈/∂w = M⁻¹ J(ref)ᵀ.
            let w0 = wrenches[0];
            let dw = finite_diff::jacobian(&v6(&w0.wrench), |w| {
                let mut ws = wrenches.clone();
                ws[0].wrench = Vector6::from_column_slice(w.as_slice());
                forward_dynamics_with_wrenches(&mb, &q, &qd, &u, &ws)
            })
            .unwrap();
            let j = frame_jacobian(&mb, w0.frame, &q, w0.reference).unwrap();
            assert_close(
                &format!("{name} ∂q̈/∂w"),
                &(&l.mass_matrix_inverse * j.transpose()),
                &dw,
                FD,
            );
        }
    }
}

/// (h) Bad arguments are typed errors: an unknown frame index, a `q` of the wrong length, a NaN
/// or infinite wrench entry.
#[test]
fn bad_arguments_are_typed_errors() {
    for (name, mb) in models() {
        let n = mb.dof();
        let frames = mb.chain().frame_count();
        let (q, qd) = (DVector::zeros(n), DVector::zeros(n));
        let short = DVector::zeros(n + 1);
        let lwa = ReferenceFrame::LocalWorldAligned;
        let unknown = DynamicsError::UnknownFrame {
            frame: frames,
            frames,
        };
        assert_eq!(frame_pose(&mb, frames, &q).unwrap_err(), unknown, "{name}");
        assert_eq!(frame_jacobian(&mb, frames, &q, lwa).unwrap_err(), unknown);
        assert_eq!(
            frame_velocity(&mb, frames, &q, &qd, lwa).unwrap_err(),
            unknown
        );
        assert_eq!(
            frame_acceleration_bias(&mb, usize::MAX, &q, &qd, ReferenceFrame::Local).unwrap_err(),
            DynamicsError::UnknownFrame {
                frame: usize::MAX,
                frames
            }
        );
        let good = ExternalWrench::new(0, lwa, Vector3::x(), Vector3::y());
        let bad_frame = ExternalWrench {
            frame: frames,
            ..good
        };
        let wrenches = [good, bad_frame];
        assert_eq!(wrench_torques(&mb, &q, &wrenches).unwrap_err(), unknown);
        assert_eq!(
            wrench_torques_derivative(&mb, &q, &wrenches).unwrap_err(),
            unknown
        );
        assert_eq!(
            rnea_with_wrenches(&mb, &q, &qd, &qd, &wrenches).unwrap_err(),
            unknown
        );
        assert_eq!(
            forward_dynamics_with_wrenches(&mb, &q, &qd, &qd, &wrenches).unwrap_err(),
            unknown
        );
        assert_eq!(
            linearize_with_wrenches(&mb, &q, &qd, &qd, &wrenches).unwrap_err(),
            unknown
        );

        let mismatch = DynamicsError::DimensionMismatch {
            argument: "q",
            expected: n,
            found: n + 1,
        };
        assert_eq!(frame_pose(&mb, 0, &short).unwrap_err(), mismatch);
        assert_eq!(frame_jacobian(&mb, 0, &short, lwa).unwrap_err(), mismatch);
        assert_eq!(
            frame_velocity(&mb, 0, &short, &qd, lwa).unwrap_err(),
            mismatch
        );
        assert_eq!(
            frame_acceleration_bias(&mb, 0, &short, &qd, lwa).unwrap_err(),
            mismatch
        );
        assert_eq!(center_of_mass(&mb, &short).unwrap_err(), mismatch);
        assert_eq!(center_of_mass_jacobian(&mb, &short).unwrap_err(), mismatch);
        assert_eq!(wrench_torques(&mb, &short, &[good]).unwrap_err(), mismatch);
        assert_eq!(
            wrench_torques_derivative(&mb, &short, &[good]).unwrap_err(),
            mismatch
        );
        assert_eq!(
            rnea_with_wrenches(&mb, &short, &qd, &qd, &[good]).unwrap_err(),
            mismatch
        );
        assert_eq!(
            forward_dynamics_with_wrenches(&mb, &short, &qd, &qd, &[good]).unwrap_err(),
            mismatch
        );
        assert_eq!(
            linearize_with_wrenches(&mb, &short, &qd, &qd, &[good]).unwrap_err(),
            mismatch
        );
        let mut nan_qd = qd.clone();
        nan_qd[n - 1] = f64::NAN;
        assert_eq!(
            frame_velocity(&mb, 0, &q, &nan_qd, lwa).unwrap_err(),
            DynamicsError::NonFiniteInput {
                argument: "qd",
                index: n - 1
            }
        );
        assert_eq!(
            linearize_with_wrenches(&mb, &q, &qd, &nan_qd, &[good]).unwrap_err(),
            DynamicsError::NonFiniteInput {
                argument: "u",
                index: n - 1
            }
        );

        for bad in [f64::NAN, f64::INFINITY, f64::NEG_INFINITY] {
            let mut w = good;
            w.wrench[4] = bad;
            let wrenches = [good, good, w];
            let err = DynamicsError::NonFiniteInput {
                argument: "wrench",
                index: 2,
            };
            assert_eq!(wrench_torques(&mb, &q, &wrenches).unwrap_err(), err);
            assert_eq!(
                wrench_torques_derivative(&mb, &q, &wrenches).unwrap_err(),
                err
            );
            assert_eq!(
                rnea_with_wrenches(&mb, &q, &qd, &qd, &wrenches).unwrap_err(),
                err
            );
            assert_eq!(
                forward_dynamics_with_wrenches(&mb, &q, &qd, &qd, &wrenches).unwrap_err(),
                err
            );
            assert_eq!(
                linearize_with_wrenches(&mb, &q, &qd, &qd, &wrenches).unwrap_err(),
                err
            );
        }
    }
}
