//! Checks of the generated task-space code ([`TaskSpace`]) against the runtime's recursive
//! reference and against central differences of the generated code itself.

use crate::{random_state, rel_err, Errors, SplitMix64};
use chaindyn::nalgebra::{DMatrix, DVector, Matrix3, SMatrix, SVector, Vector3, Vector6};
use chaindyn::{ExternalWrench, FrameId, Multibody, ReferenceFrame, TaskSpace};

const REFERENCES: [ReferenceFrame; 2] = [ReferenceFrame::LocalWorldAligned, ReferenceFrame::Local];

fn dm<const R: usize, const C: usize>(m: &SMatrix<f64, R, C>) -> DMatrix<f64> {
    DMatrix::from_column_slice(R, C, m.as_slice())
}

fn dvec<const R: usize>(v: &SVector<f64, R>) -> DVector<f64> {
    DVector::from_column_slice(v.as_slice())
}

fn random_wrench(rng: &mut SplitMix64) -> Vector6<f64> {
    Vector6::from_fn(|_, _| rng.uniform(-5.0, 5.0))
}

/// Every generated frame quantity and wrench term against the recursive reference on the same
/// chain at `states` random states (frame names and indices checked against the chain's).
pub fn task_space_against_reference<const N: usize, M: TaskSpace<N>>(
    model: &M,
    seed: u64,
    states: usize,
) -> Errors {
    let chain = model.chain();
    let mb = Multibody::new(&chain).expect("valid chain");
    assert!(!M::FRAMES.is_empty(), "the model generates frames");
    for (name, id) in M::FRAMES {
        assert_eq!(chain.frame_index(name), Some(id.index()), "frame {name}");
        assert_eq!(M::frame(name), Some(*id));
    }
    assert_eq!(M::frame("no such frame"), None);
    let mut rng = SplitMix64(seed);
    let mut errs = Errors::default();
    for _ in 0..states {
        let [q, qd, u] = random_state::<N>(&mut rng, 5.0);
        let (qv, qdv, uv) = (dvec(&q), dvec(&qd), dvec(&u));
        for &(_, frame) in M::FRAMES {
            let f = frame.index();
            let pose = model.frame_pose(frame, &q);
            let reference = chaindyn::frame_pose(&mb, f, &qv).expect("reference pose");
            errs.record(
                "pose.rotation",
                rel_err(&dm(&pose.rotation), &dm(&reference.rotation)),
            );
            errs.record(
                "pose.translation",
                rel_err(&dm(&pose.translation), &dm(&reference.translation)),
            );
            for rf in REFERENCES {
                let j = model.frame_jacobian(frame, &q, rf);
                let j_ref = chaindyn::frame_jacobian(&mb, f, &qv, rf).expect("reference J");
                errs.record("J", rel_err(&dm(&j), &j_ref));
                let v = model.frame_velocity(frame, &q, &qd, rf);
                let v_ref = chaindyn::frame_velocity(&mb, f, &qv, &qdv, rf).expect("velocity");
                errs.record("velocity", rel_err(&dm(&v), &dm(&v_ref)));
                let a = model.frame_acceleration_bias(frame, &q, &qd, rf);
                let a_ref = chaindyn::frame_acceleration_bias(&mb, f, &qv, &qdv, rf).expect("bias");
                errs.record("Jdot qd", rel_err(&dm(&a), &dm(&a_ref)));
                let w = ExternalWrench {
                    frame,
                    reference: rf,
                    wrench: random_wrench(&mut rng),
                };
                let w_ref = [ExternalWrench {
                    frame: f,
                    reference: rf,
                    wrench: w.wrench,
                }];
                let d = model.wrench_torques_jacobian(&w, &q);
                let d_ref =
                    chaindyn::wrench_torques_derivative(&mb, &qv, &w_ref).expect("d(J^T w)/dq");
                errs.record("d(J^T w)/dq", rel_err(&dm(&d), &d_ref));
                let t = model.wrench_torques(&[w], &q);
                let t_ref = chaindyn::wrench_torques(&mb, &qv, &w_ref).expect("J^T w");
                errs.record(
                    "J^T w",
                    rel_err(&dm(&t), &DMatrix::from_column_slice(N, 1, t_ref.as_slice())),
                );
                let lin = model.linearize_with_wrenches(&q, &qd, &u, &[w]);
                let lin_ref = chaindyn::linearize_with_wrenches(&mb, &qv, &qdv, &uv, &w_ref)
                    .expect("reference linearization with a wrench");
                errs.record(
                    "qdd (wrench)",
                    rel_err(
                        &dm(&lin.qdd),
                        &DMatrix::from_column_slice(N, 1, lin_ref.qdd.as_slice()),
                    ),
                );
                errs.record(
                    "dqdd/dq (wrench)",
                    rel_err(&dm(&lin.dqdd_dq), &lin_ref.dqdd_dq),
                );
                errs.record(
                    "dqdd/dqd (wrench)",
                    rel_err(&dm(&lin.dqdd_dqd), &lin_ref.dqdd_dqd),
                );
            }
        }
        let c = model.center_of_mass(&q);
        let c_ref = chaindyn::center_of_mass(&mb, &qv).expect("reference com");
        errs.record("com", rel_err(&dm(&c), &dm(&c_ref)));
        let jc = model.center_of_mass_jacobian(&q);
        let jc_ref = chaindyn::center_of_mass_jacobian(&mb, &qv).expect("reference com J");
        errs.record("com J", rel_err(&dm(&jc), &jc_ref));
    }
    errs
}

/// `ω` with `[ω]× = Ṙ Rᵀ` (the skew part, averaged).
fn angular(rdot: &Matrix3<f64>, r: &Matrix3<f64>) -> Vector3<f64> {
    let s = rdot * r.transpose();
    Vector3::new(
        0.5 * (s[(2, 1)] - s[(1, 2)]),
        0.5 * (s[(0, 2)] - s[(2, 0)]),
        0.5 * (s[(1, 0)] - s[(0, 1)]),
    )
}

/// The generated code against central differences of itself (step `h`): the Jacobian of the
/// pose, `J̇ q̇` as the derivative of `J q̇` along `q(t) = q + t q̇` (so `q̈ = 0`), the centre of
/// mass Jacobian, `∂(Jᵀ w)/∂q`, the linearization with a wrench, and virtual work: at rest the
/// joint forces that hold the wrench, `g(q) − ID_w(q, 0, 0)`, equal `f · ∂p/∂q_k + n · ω_k` with
/// `∂p/∂q_k` and `ω_k` from differences of the pose alone (no Jacobian).
pub fn task_space_against_finite_differences<const N: usize, M: TaskSpace<N>>(
    model: &M,
    seed: u64,
    states: usize,
) -> Errors {
    let h = 1e-6;
    let mut rng = SplitMix64(seed);
    let mut errs = Errors::default();
    let lwa = ReferenceFrame::LocalWorldAligned;
    for _ in 0..states {
        let [q, qd, u] = random_state::<N>(&mut rng, 5.0);
        let e = |k: usize| SVector::<f64, N>::from_fn(|i, _| if i == k { h } else { 0.0 });
        for &(_, frame) in M::FRAMES {
            let frame: FrameId<M> = frame;
            // J (LWA) from the pose.
            let j = model.frame_jacobian(frame, &q, lwa);
            let mut j_fd = SMatrix::<f64, 6, N>::zeros();
            for k in 0..N {
                let (p, m) = (
                    model.frame_pose(frame, &(q + e(k))),
                    model.frame_pose(frame, &(q - e(k))),
                );
                let dp = (p.translation - m.translation) / (2.0 * h);
                let dr = (p.rotation - m.rotation) / (2.0 * h);
                let w = angular(&dr, &model.frame_pose(frame, &q).rotation);
                for r in 0..3 {
                    j_fd[(r, k)] = dp[r];
                    j_fd[(r + 3, k)] = w[r];
                }
            }
            errs.record("J vs d(pose)/dq", rel_err(&dm(&j), &dm(&j_fd)));
            // J̇ q̇: d/dt (J q̇) along q + t q̇ in LWA; Local is Rᵀ times it.
            let v = |t: f64| model.frame_velocity(frame, &(q + qd * t), &qd, lwa);
            let a_fd = (v(h) - v(-h)) / (2.0 * h);
            let a = model.frame_acceleration_bias(frame, &q, &qd, lwa);
            errs.record("Jdot qd vs d(J qd)/dt", rel_err(&dm(&a), &dm(&a_fd)));
            let r = model.frame_pose(frame, &q).rotation;
            let a_local = model.frame_acceleration_bias(frame, &q, &qd, ReferenceFrame::Local);
            let rt = r.transpose();
            let mut a_rot = Vector6::zeros();
            a_rot
                .fixed_rows_mut::<3>(0)
                .copy_from(&(rt * a.fixed_rows::<3>(0)));
            a_rot
                .fixed_rows_mut::<3>(3)
                .copy_from(&(rt * a.fixed_rows::<3>(3)));
            errs.record(
                "Jdot qd local = R^T lwa",
                rel_err(&dm(&a_local), &dm(&a_rot)),
            );
            for rf in REFERENCES {
                let w = ExternalWrench {
                    frame,
                    reference: rf,
                    wrench: random_wrench(&mut rng),
                };
                let d = model.wrench_torques_jacobian(&w, &q);
                let mut d_fd = SMatrix::<f64, N, N>::zeros();
                for k in 0..N {
                    let col = (model.wrench_torques(&[w], &(q + e(k)))
                        - model.wrench_torques(&[w], &(q - e(k))))
                        / (2.0 * h);
                    d_fd.set_column(k, &col);
                }
                errs.record("d(J^T w)/dq vs FD", rel_err(&dm(&d), &dm(&d_fd)));
                // Virtual work at rest, from the pose's differences: the wrench in base axes
                // dotted with each coordinate's displacement and rotation of the frame.
                let zero = SVector::<f64, N>::zeros();
                let held = model.gravity(&q)
                    - model.inverse_dynamics_with_wrenches(&q, &zero, &zero, &[w]);
                let (f, n) = (w.wrench.fixed_rows::<3>(0), w.wrench.fixed_rows::<3>(3));
                let (f, n) = match rf {
                    ReferenceFrame::LocalWorldAligned => (f.into_owned(), n.into_owned()),
                    ReferenceFrame::Local => (r * f, r * n),
                };
                let virtual_work = SVector::<f64, N>::from_fn(|k, _| {
                    f.dot(&j_fd.fixed_view::<3, 1>(0, k)) + n.dot(&j_fd.fixed_view::<3, 1>(3, k))
                });
                errs.record(
                    "virtual work at rest",
                    rel_err(&dm(&held), &dm(&virtual_work)),
                );
                // Linearization with the wrench vs differences of forward dynamics.
                let lin = model.linearize_with_wrenches(&q, &qd, &u, &[w]);
                let fd = |q: &SVector<f64, N>, qd: &SVector<f64, N>| {
                    model.forward_dynamics_with_wrenches(q, qd, &u, &[w])
                };
                let (mut dq, mut dqd) =
                    (SMatrix::<f64, N, N>::zeros(), SMatrix::<f64, N, N>::zeros());
                for k in 0..N {
                    dq.set_column(
                        k,
                        &((fd(&(q + e(k)), &qd) - fd(&(q - e(k)), &qd)) / (2.0 * h)),
                    );
                    dqd.set_column(
                        k,
                        &((fd(&q, &(qd + e(k))) - fd(&q, &(qd - e(k)))) / (2.0 * h)),
                    );
                }
                errs.record(
                    "dqdd/dq (wrench) vs FD",
                    rel_err(&dm(&lin.dqdd_dq), &dm(&dq)),
                );
                errs.record(
                    "dqdd/dqd (wrench) vs FD",
                    rel_err(&dm(&lin.dqdd_dqd), &dm(&dqd)),
                );
                let b = model.wrench_input_matrix(&lin, frame, &q, rf);
                let mut b_fd = SMatrix::<f64, N, 6>::zeros();
                for k in 0..6 {
                    let dw = Vector6::from_fn(|i, _| if i == k { h } else { 0.0 });
                    let plus = ExternalWrench {
                        wrench: w.wrench + dw,
                        ..w
                    };
                    let minus = ExternalWrench {
                        wrench: w.wrench - dw,
                        ..w
                    };
                    let col = (model.forward_dynamics_with_wrenches(&q, &qd, &u, &[plus])
                        - model.forward_dynamics_with_wrenches(&q, &qd, &u, &[minus]))
                        / (2.0 * h);
                    b_fd.set_column(k, &col);
                }
                errs.record("dqdd/dw vs FD", rel_err(&dm(&b), &dm(&b_fd)));
            }
        }
        let jc = model.center_of_mass_jacobian(&q);
        let mut jc_fd = SMatrix::<f64, 3, N>::zeros();
        for k in 0..N {
            jc_fd.set_column(
                k,
                &((model.center_of_mass(&(q + e(k))) - model.center_of_mass(&(q - e(k))))
                    / (2.0 * h)),
            );
        }
        errs.record("com J vs FD", rel_err(&dm(&jc), &dm(&jc_fd)));
    }
    errs
}
