//! The reference algorithms on trees with a floating base (Pinocchio's free-flyer conventions:
//! `q = [p; ξ (x y z w); q_j]`, `v = [v_lin; ω; q̇_j]` in base coordinates): random trees of 0 to
//! 8 links on a random base body, against each other and against physics.
//!
//! - `ABA(RNEA(a)) = a` and `M a + nle = RNEA(a)`: 1e-10 relative (a solve with the articulated
//!   inertias, condition numbers up to about 1e3 on these robots);
//! - `M` symmetric to 1e-12 (two exact formulas of the same sums) and positive definite;
//! - a base a trillion times heavier than its tree falls freely with gravity and the joints move
//!   as on a fixed base without gravity: 1e-8 (the tree's reaction moves the base by 1e-12 of
//!   its accelerations; rounding of the heavy base's terms, 1e-16 × 1e12 relative to the tree's);
//! - free flight under gravity: the linear momentum grows by `m g t` and the angular momentum
//!   about the centre of mass stays, along a trajectory of `FloatingMultibody::simulate` (fourth
//!   order on the manifold; 1 ms steps, 0.5 s): 1e-9 relative (truncation `O(h⁴)` of velocities
//!   about 1); and at one instant `ḣ_G = [m g; 0]` by central differences (1e-6);
//! - the simulation's order: halving the step divides the error by about 16 (at least 12);
//! - `A_g v` and `m J_c v` against the momentum (1e-12), `m ċ` and `Ȧ_g v` against central
//!   differences along the motion (1e-6);
//! - the derivatives in the tangent space (central differences): `∂τ/∂a = M` and `∂a/∂τ = M⁻¹`
//!   (1e-8: exact functions linear in the argument, rounding only), `∂a/∂(q, v) = −M⁻¹
//!   ∂τ/∂(q, v)` at `a = ABA(τ)` (1e-6: two truncation errors of `O(h²)`);
//! - the tangent-space linearization `δẋ = A δx + B δτ` against two simulations 1e-7 apart
//!   (1e-3: the prediction's truncation over 1e-4 s);
//! - frames: `J v` (world and local axes) against central differences of the frame's world pose
//!   along the motion (1e-6), and `J_local = R_fᵀ J_world` (1e-12);
//! - `integrate` and `difference` inverse of each other (1e-12), typed errors for wrong sizes,
//!   non-finite entries, an unnormalised quaternion and a base body that is not a rigid body,
//!   their messages saying what an index is (`q[6]`, the base quaternion's w) and the lengths
//!   `nq`, `nv` take; `difference`, `integrate` and a step whose results overflow `f64` are
//!   typed errors too.

mod common;

use chaindyn::nalgebra::{DMatrix, DVector};
use chaindyn::{
    aba, floating_aba, floating_aba_derivatives, floating_bias_force, floating_center_of_mass,
    floating_center_of_mass_jacobian, floating_centroidal_map, floating_centroidal_momentum,
    floating_centroidal_momentum_bias, floating_crba, floating_frame_jacobian, floating_frame_pose,
    floating_gravity, floating_rnea, floating_rnea_derivatives, floating_state_space, Body, Chain,
    DynamicsError, FloatingMultibody, ModelError, Multibody, ReferenceFrame,
};
use common::*;

fn random_base(rng: &mut SplitMix64) -> Body {
    let mass = rng.uniform(1.0, 5.0);
    let com = [
        rng.uniform(-0.2, 0.2),
        rng.uniform(-0.2, 0.2),
        rng.uniform(-0.2, 0.2),
    ];
    Body::new("trunk", mass, com, random_inertia(rng, mass))
}

/// A configuration: the base anywhere, turned any way (a normalised random quaternion).
fn random_q(rng: &mut SplitMix64, fm: &FloatingMultibody) -> DVector<f64> {
    let mut q = DVector::zeros(fm.nq());
    for i in 0..3 {
        q[i] = rng.uniform(-2.0, 2.0);
    }
    let xi: Vec<f64> = (0..4).map(|_| rng.uniform(-1.0, 1.0)).collect();
    let norm = xi.iter().map(|x| x * x).sum::<f64>().sqrt();
    for k in 0..4 {
        q[3 + k] = xi[k] / norm;
    }
    for i in 7..fm.nq() {
        q[i] = rng.uniform(-3.0, 3.0);
    }
    q
}

fn random_v(rng: &mut SplitMix64, nv: usize, scale: f64) -> DVector<f64> {
    DVector::from_fn(nv, |_, _| rng.uniform(-scale, scale))
}

/// Floating trees of 0 to 8 links, some with joint terms.
fn cases() -> Vec<(Chain, FloatingMultibody)> {
    let mut rng = SplitMix64(0xF1EE);
    let mut out = Vec::new();
    for n in 1..=8 {
        for _ in 0..5 {
            let mut chain = random_tree(&mut rng, n);
            if rng.unit() < 0.5 {
                for link in &mut chain.links {
                    link.joint.dynamics = random_joint_dynamics(&mut rng);
                }
            }
            let base = random_base(&mut rng);
            let fm = FloatingMultibody::new(&base, &chain).expect("a random floating tree");
            out.push((chain, fm));
        }
    }
    out
}

#[test]
fn forward_and_inverse_dynamics_and_the_mass_matrix_agree() {
    let mut rng = SplitMix64(0xAB);
    for (_, fm) in cases() {
        let nv = fm.nv();
        let q = random_q(&mut rng, &fm);
        let v = random_v(&mut rng, nv, 1.5);
        let a = random_v(&mut rng, nv, 3.0);
        let tau = floating_rnea(&fm, &q, &v, &a).unwrap();
        let back = floating_aba(&fm, &q, &v, &tau).unwrap();
        assert_close_vec("ABA(RNEA(a))", &back, &a, 1e-10);
        let m = floating_crba(&fm, &q).unwrap();
        assert!(
            (&m - m.transpose()).amax() <= 1e-12 * m.amax(),
            "M symmetric"
        );
        assert!(m.clone().cholesky().is_some(), "M positive definite");
        let nle = floating_bias_force(&fm, &q, &v).unwrap();
        // The joints' losses are in RNEA, not in `nle` (Pinocchio's split).
        let losses =
            chaindyn::joint_losses(fm.joints(), &v.rows(6, fm.joint_count()).into()).unwrap();
        let mut want = &m * &a + &nle;
        for i in 0..fm.joint_count() {
            want[6 + i] += losses[i];
        }
        assert_close_vec("M a + nle + losses", &want, &tau, 1e-10);
        let g = floating_gravity(&fm, &q).unwrap();
        let at_rest = floating_bias_force(&fm, &q, &DVector::zeros(nv)).unwrap();
        assert_close_vec("g = nle(v = 0)", &g, &at_rest, 1e-14);
    }
}

#[test]
fn a_heavy_base_falls_and_its_joints_move_as_on_a_fixed_base_without_gravity() {
    let mut rng = SplitMix64(0xBA5E);
    for (chain, _) in cases() {
        let base = Body::new(
            "heavy",
            1e12,
            [0.0; 3],
            [[1e12, 0.0, 0.0], [0.0, 1e12, 0.0], [0.0, 0.0, 1e12]],
        );
        let fm = FloatingMultibody::new(&base, &chain).unwrap();
        let n = fm.joint_count();
        let mut q = fm.neutral();
        for i in 0..n {
            q[7 + i] = rng.uniform(-3.0, 3.0);
        }
        let mut v = DVector::zeros(fm.nv());
        for i in 0..n {
            v[6 + i] = rng.uniform(-1.5, 1.5);
        }
        let tau = random_v(&mut rng, fm.nv(), 2.0);
        let mut tau = tau;
        tau.rows_mut(0, 6).fill(0.0);
        let a = floating_aba(&fm, &q, &v, &tau).unwrap();
        let mut still = chain.clone();
        still.gravity = [0.0; 3];
        let fixed = Multibody::new(&still).unwrap();
        let qj = DVector::from_iterator(n, q.iter().skip(7).copied());
        let vj = DVector::from_iterator(n, v.iter().skip(6).copied());
        let tj = DVector::from_iterator(n, tau.iter().skip(6).copied());
        let want = aba(&fixed, &qj, &vj, &tj).unwrap();
        let got = DVector::from_iterator(n, a.iter().skip(6).copied());
        assert_close_vec("joints of a heavy floating base", &got, &want, 1e-8);
        // The base (unturned) falls with gravity.
        for k in 0..3 {
            assert!((a[k] - chain.gravity[k]).abs() <= 1e-8 * 9.81, "{a}");
            assert!(a[3 + k].abs() <= 1e-8, "{a}");
        }
    }
}

#[test]
fn free_flight_conserves_momentum_about_the_centre_of_mass() {
    let mut rng = SplitMix64(0xCA7);
    for (chain, fm) in cases().into_iter().step_by(4) {
        // Ideal joints: the joints' losses would exchange nothing with the outside either, but
        // keep the check to the rigid-body terms.
        let mut ideal = chain.clone();
        for link in &mut ideal.links {
            link.joint.dynamics = Default::default();
        }
        let fm = FloatingMultibody::new(fm.base(), &ideal).unwrap();
        let q0 = random_q(&mut rng, &fm);
        let v0 = random_v(&mut rng, fm.nv(), 1.0);
        let h0 = floating_centroidal_momentum(&fm, &q0, &v0).unwrap();
        let mass = fm.base().mass + ideal.links.iter().map(|l| l.body.mass).sum::<f64>();
        let zero = DVector::zeros(fm.nv());
        let run = fm
            .simulate(&q0, &v0, 1e-3, 500, |_, _, _| zero.clone())
            .unwrap();
        let last = run.last().unwrap();
        let (q, v) = (last.q.clone(), last.v.clone());
        let h1 = floating_centroidal_momentum(&fm, &q, &v).unwrap();
        let t = last.t;
        let scale = h0.amax().max(1.0);
        for k in 0..3 {
            let want = h0[k] + mass * ideal.gravity[k] * t;
            let tol = 1e-9 * scale.max(mass * 9.81 * t);
            assert!(
                (h1[k] - want).abs() <= tol,
                "linear {k}: {} vs {want}",
                h1[k]
            );
            assert!(
                (h1[3 + k] - h0[3 + k]).abs() <= 1e-9 * scale,
                "angular {k}: {h0} {h1}"
            );
        }
        // At one instant: d/dt h_G = [m g; 0] by central differences along the motion
        // (`q ± ε v` on the manifold, `v ± ε v̇`).
        let a = floating_aba(&fm, &q, &v, &DVector::zeros(fm.nv())).unwrap();
        let eps = 1e-6;
        let at = |s: f64| {
            let qs = fm.integrate(&q, &(&v * (s * eps))).unwrap();
            floating_centroidal_momentum(&fm, &qs, &(&v + &a * (s * eps))).unwrap()
        };
        let rate = (at(1.0) - at(-1.0)) / (2.0 * eps);
        for k in 0..3 {
            assert!(
                (rate[k] - mass * ideal.gravity[k]).abs() <= 1e-6 * mass * 9.81,
                "ṗ {k}"
            );
            assert!(rate[3 + k].abs() <= 1e-6 * mass * 9.81, "k̇_G {k}: {rate}");
        }
    }
}

#[test]
fn the_simulation_on_the_manifold_is_of_fourth_order() {
    let mut rng = SplitMix64(0x4444);
    for (_, fm) in cases().into_iter().skip(20).step_by(7) {
        let q0 = random_q(&mut rng, &fm);
        let v0 = random_v(&mut rng, fm.nv(), 2.0);
        let push = |t: f64, _: &DVector<f64>, v: &DVector<f64>| -> DVector<f64> {
            // A smooth force on every coordinate, the base's included.
            v.map(|x| -0.3 * x) + DVector::from_element(v.len(), (3.0 * t).sin())
        };
        let end = |h: f64| {
            let steps = (0.4 / h).round() as usize;
            let run = fm.simulate(&q0, &v0, h, steps, push).unwrap();
            let last = run.last().unwrap().clone();
            (last.q, last.v)
        };
        let (qr, vr) = end(0.4 / 320.0);
        let error = |h: f64| {
            let (q, v) = end(h);
            fm.difference(&qr, &q).unwrap().amax().max((v - &vr).amax())
        };
        let (e1, e2) = (error(0.4 / 20.0), error(0.4 / 40.0));
        assert!(
            e1 / e2 >= 12.0,
            "order: errors {e1:.3e} and {e2:.3e}, ratio {}",
            e1 / e2
        );
    }
}

#[test]
fn the_centroidal_map_gives_the_momentum_and_the_centre_of_mass_moves_with_it() {
    let mut rng = SplitMix64(0xA6);
    for (chain, fm) in cases() {
        let q = random_q(&mut rng, &fm);
        let v = random_v(&mut rng, fm.nv(), 1.0);
        let ag = floating_centroidal_map(&fm, &q).unwrap();
        let h = floating_centroidal_momentum(&fm, &q, &v).unwrap();
        let hv = DVector::from_column_slice(h.as_slice());
        assert_close_vec("A_g v", &(&ag * &v), &hv, 1e-12);
        // m ċ by central differences along integrate(q, ±ε v).
        let mass = fm.base().mass + chain.links.iter().map(|l| l.body.mass).sum::<f64>();
        let eps = 1e-6;
        let c1 = floating_center_of_mass(&fm, &fm.integrate(&q, &(&v * eps)).unwrap()).unwrap();
        let c0 = floating_center_of_mass(&fm, &fm.integrate(&q, &(&v * -eps)).unwrap()).unwrap();
        let cd = (c1 - c0) * (mass / (2.0 * eps));
        for k in 0..3 {
            assert!((cd[k] - h[k]).abs() <= 1e-6 * h.amax().max(1.0), "m ċ {k}");
        }
        let jc = floating_center_of_mass_jacobian(&fm, &q).unwrap();
        assert_close_vec("m J_c v", &(&jc * &v * mass), &hv.rows(0, 3).into(), 1e-12);
        // Ȧ_g v = d/dt(A_g) v along the motion at constant v (central differences).
        let dag = (floating_centroidal_map(&fm, &fm.integrate(&q, &(&v * eps)).unwrap()).unwrap()
            - floating_centroidal_map(&fm, &fm.integrate(&q, &(&v * -eps)).unwrap()).unwrap())
            / (2.0 * eps);
        let bias = floating_centroidal_momentum_bias(&fm, &q, &v).unwrap();
        let want = &dag * &v;
        let bias = DVector::from_column_slice(bias.as_slice());
        assert_close_vec("Ȧ_g v", &bias, &want, 1e-6);
    }
}

#[test]
fn derivatives_in_the_tangent_space_agree() {
    let mut rng = SplitMix64(0xDE);
    for (_, fm) in cases().into_iter().step_by(3) {
        let q = random_q(&mut rng, &fm);
        let v = random_v(&mut rng, fm.nv(), 1.0);
        let tau = random_v(&mut rng, fm.nv(), 2.0);
        let fd = floating_aba_derivatives(&fm, &q, &v, &tau).unwrap();
        let a = floating_aba(&fm, &q, &v, &tau).unwrap();
        let id = floating_rnea_derivatives(&fm, &q, &v, &a).unwrap();
        let m = floating_crba(&fm, &q).unwrap();
        let minv = m.clone().try_inverse().unwrap();
        assert_close("∂τ/∂a = M", &id.dx, &m, 1e-8);
        assert_close("∂a/∂τ = M⁻¹", &fd.dx, &minv, 1e-8);
        assert_close("∂a/∂q", &fd.dq, &(-&minv * &id.dq), 1e-6);
        assert_close("∂a/∂v", &fd.dv, &(-&minv * &id.dv), 1e-6);
    }
}

#[test]
fn the_tangent_space_linearization_predicts_nearby_motions() {
    // δx(T) of two simulations 1e-7 apart against (1 + T A + T² A² / 2) δx(0): T = 1e-4, so
    // the prediction's truncation (`T² Ȧ`, `T³ A³`) stays below 1e-3 of `T A δx`.
    let mut rng = SplitMix64(0x55);
    for (_, fm) in cases().into_iter().step_by(5) {
        let (nv, n) = (fm.nv(), fm.joint_count());
        let q = random_q(&mut rng, &fm);
        let v = random_v(&mut rng, nv, 1.5);
        let mut tau = random_v(&mut rng, nv, 1.0);
        tau.rows_mut(0, 6).fill(0.0);
        let ss = floating_state_space(&fm, &q, &v, &tau).unwrap();
        assert_eq!((ss.state.nrows(), ss.input.ncols()), (2 * nv, n));
        let dx0 = random_v(&mut rng, 2 * nv, 1e-7);
        let q1 = fm.integrate(&q, &dx0.rows(0, nv).into()).unwrap();
        let v1 = &v + dx0.rows(nv, nv);
        let (t, steps) = (1e-4, 10);
        let push = |_: f64, _: &DVector<f64>, _: &DVector<f64>| tau.clone();
        let a = fm.simulate(&q, &v, t / steps as f64, steps, push).unwrap();
        let b = fm
            .simulate(&q1, &v1, t / steps as f64, steps, push)
            .unwrap();
        let (ea, eb) = (a.last().unwrap(), b.last().unwrap());
        let mut dx = DVector::zeros(2 * nv);
        dx.rows_mut(0, nv)
            .copy_from(&fm.difference(&ea.q, &eb.q).unwrap());
        dx.rows_mut(nv, nv).copy_from(&(&eb.v - &ea.v));
        let adx = &ss.state * &dx0;
        let rate = (&dx - &dx0) / t;
        let want = &adx + &ss.state * &adx * (t / 2.0);
        let err = (&rate - &want).amax() / want.amax();
        assert!(
            err < 1e-3,
            "tangent linearization: relative error {err:.2e}"
        );
    }
}

#[test]
fn frame_jacobians_give_the_frames_velocities() {
    let mut rng = SplitMix64(0xF7);
    for (chain, fm) in cases().into_iter().step_by(2) {
        let q = random_q(&mut rng, &fm);
        let v = random_v(&mut rng, fm.nv(), 1.0);
        let eps = 1e-6;
        let qp = fm.integrate(&q, &(&v * eps)).unwrap();
        let qm = fm.integrate(&q, &(&v * -eps)).unwrap();
        for f in 0..chain.frame_count() {
            let world =
                floating_frame_jacobian(&fm, f, &q, ReferenceFrame::LocalWorldAligned).unwrap();
            let local = floating_frame_jacobian(&fm, f, &q, ReferenceFrame::Local).unwrap();
            let pose = floating_frame_pose(&fm, f, &q).unwrap();
            let (pp, pm) = (
                floating_frame_pose(&fm, f, &qp).unwrap(),
                floating_frame_pose(&fm, f, &qm).unwrap(),
            );
            let speed = (pp.translation - pm.translation) / (2.0 * eps);
            // ω̂ = Ṙ Rᵀ, by central differences.
            let w = (pp.rotation - pm.rotation) / (2.0 * eps) * pose.rotation.transpose();
            let omega = [w[(2, 1)], w[(0, 2)], w[(1, 0)]];
            let jv = &world * &v;
            let scale = jv.amax().max(1.0);
            for k in 0..3 {
                assert!(
                    (jv[k] - speed[k]).abs() <= 1e-6 * scale,
                    "frame {f}: v {jv} {speed}"
                );
                assert!(
                    (jv[3 + k] - omega[k]).abs() <= 1e-6 * scale,
                    "frame {f}: ω {jv}"
                );
            }
            let rt = pose.rotation.transpose();
            let mut turned = world.clone();
            turned.rows_mut(0, 3).copy_from(&(rt * world.rows(0, 3)));
            turned.rows_mut(3, 3).copy_from(&(rt * world.rows(3, 3)));
            assert_close("J_local", &local, &turned, 1e-12);
        }
        assert!(matches!(
            floating_frame_pose(&fm, chain.frame_count(), &q),
            Err(DynamicsError::UnknownFrame { .. })
        ));
    }
}

#[test]
fn integrate_and_difference_and_bad_inputs() {
    let mut rng = SplitMix64(0x1D);
    let (chain, fm) = cases().swap_remove(17);
    let q = random_q(&mut rng, &fm);
    let v = random_v(&mut rng, fm.nv(), 1.0);
    let q1 = fm.integrate(&q, &v).unwrap();
    assert_close_vec(
        "difference(q, integrate(q, v))",
        &fm.difference(&q, &q1).unwrap(),
        &v,
        1e-12,
    );

    let mut bad = q.clone();
    bad[6] *= 2.0;
    bad[3] *= 2.0;
    assert!(matches!(
        floating_crba(&fm, &bad),
        Err(DynamicsError::UnnormalizedQuaternion { .. })
    ));
    let msg = floating_aba(&fm, &bad, &v, &v).unwrap_err().to_string();
    assert!(
        msg.contains("quaternion") && msg.contains("normalise"),
        "{msg}"
    );
    assert!(matches!(
        floating_rnea(&fm, &q, &DVector::zeros(3), &v),
        Err(DynamicsError::FloatingDimensionMismatch { argument: "v", .. })
    ));
    let mut nan = v.clone();
    nan[2] = f64::NAN;
    assert!(matches!(
        floating_aba(&fm, &q, &v, &nan),
        Err(DynamicsError::NonFiniteFloatingInput {
            argument: "tau",
            index: 2,
            ..
        })
    ));
    let negative = Body::new("trunk", -1.0, [0.0; 3], [[0.0; 3]; 3]);
    let err = FloatingMultibody::new(&negative, &chain).unwrap_err();
    assert!(
        matches!(err, DynamicsError::Model(ModelError::InvalidBase { .. })),
        "{err}"
    );
    assert!(err.to_string().contains("trunk"), "{err}");

    // Absolute angles (measured from the base's axes) are refused: a floating base takes joint
    // angles.
    let mut absolute = Chain::pendubot(&chaindyn::PendubotParameters::PAPER).unwrap();
    absolute.convention = chaindyn::AngleConvention::Absolute;
    let err = FloatingMultibody::new(&random_base(&mut rng), &absolute).unwrap_err();
    assert!(err.to_string().contains("absolute angles"), "{err}");

    // A robot without mass has no centre of mass and a singular base.
    let mut massless = chain.clone();
    for l in &mut massless.links {
        l.body.mass = 0.0;
        l.body.inertia = [[0.0; 3]; 3];
    }
    let empty = Body::new("trunk", 0.0, [0.0; 3], [[0.0; 3]; 3]);
    if let Ok(fm0) = FloatingMultibody::new(&empty, &massless) {
        assert!(floating_center_of_mass(&fm0, &q).is_err());
        assert!(floating_aba(&fm0, &q, &v, &v).is_err());
    }
    let _ = DMatrix::<f64>::zeros(1, 1);
}

/// The messages of a floating base's bad arguments say what the index means (`q`: the base's
/// position, its quaternion x y z w, then the joints' positions; `v`: linear then angular
/// velocity, then the joints' rates; `tau`: force then moment on the base, then the joints'),
/// with the value, and a wrong length gives `nq` or `nv` as the base's share and the joints'.
#[test]
fn floating_argument_messages_say_what_each_index_is() {
    let mut rng = SplitMix64(0x2E);
    // Trees of 2 joints ("joint0", "joint1"): nq = 9, nv = 8.
    let (_, fm) = cases().swap_remove(5);
    assert_eq!((fm.nq(), fm.nv()), (9, 8));
    let q = random_q(&mut rng, &fm);
    let v = random_v(&mut rng, fm.nv(), 1.0);
    let text = |e: DynamicsError| e.to_string();

    let mut bad = q.clone();
    bad[6] = f64::NAN;
    let e = floating_crba(&fm, &bad).unwrap_err();
    assert!(
        matches!(
            e,
            DynamicsError::NonFiniteFloatingInput {
                argument: "q",
                index: 6,
                ..
            }
        ),
        "{e:?}"
    );
    let msg = text(e);
    assert!(
        msg.contains("q[6], the base quaternion's w, is NaN"),
        "{msg}"
    );
    assert!(!msg.contains("link"), "{msg}");
    let mut bad = q.clone();
    bad[1] = f64::INFINITY;
    let msg = text(floating_crba(&fm, &bad).unwrap_err());
    assert!(msg.contains("q[1], the base position's y, is inf"), "{msg}");
    let mut bad = q.clone();
    bad[8] = f64::NEG_INFINITY;
    let msg = text(floating_crba(&fm, &bad).unwrap_err());
    assert!(
        msg.contains("q[8], the position of joint 1 ('joint1'), is -inf"),
        "{msg}"
    );
    let mut bad = v.clone();
    bad[4] = f64::NAN;
    let msg = text(floating_rnea(&fm, &q, &bad, &v).unwrap_err());
    assert!(
        msg.contains("v[4], the base's angular velocity about y (base coordinates), is NaN"),
        "{msg}"
    );
    let mut bad = v.clone();
    bad[6] = f64::NAN;
    let msg = text(floating_rnea(&fm, &q, &bad, &v).unwrap_err());
    assert!(
        msg.contains("v[6], the rate of joint 0 ('joint0')"),
        "{msg}"
    );
    let mut bad = v.clone();
    bad[0] = f64::NAN;
    let msg = text(floating_aba(&fm, &q, &v, &bad).unwrap_err());
    assert!(
        msg.contains("tau[0], the force on the base along x (base coordinates)"),
        "{msg}"
    );

    let msg = text(floating_crba(&fm, &DVector::zeros(3)).unwrap_err());
    assert!(
        msg.contains(
            "q has 3 entries but the floating base robot has nq = 9 (7 for the base's position \
             and quaternion, then 2 joints)"
        ),
        "{msg}"
    );
    assert!(!msg.contains("degrees of freedom"), "{msg}");
    let msg = text(floating_rnea(&fm, &q, &DVector::zeros(9), &v).unwrap_err());
    assert!(
        msg.contains(
            "v has 9 entries but the floating base robot has nv = 8 (6 for the base's linear \
             and angular velocity, then 2 joints)"
        ),
        "{msg}"
    );
    let msg = text(floating_aba(&fm, &q, &v, &DVector::zeros(2)).unwrap_err());
    assert!(
        msg.contains("tau has 2 entries but the floating base robot has nv = 8 (6 for the wrench"),
        "{msg}"
    );

    // A quaternion of norm 1e-300: its squares underflow, its norm is reported.
    let mut tiny = q.clone();
    for k in 3..7 {
        tiny[k] = 0.0;
    }
    tiny[3] = 1e-300;
    let e = floating_crba(&fm, &tiny).unwrap_err();
    assert_eq!(
        e,
        DynamicsError::UnnormalizedQuaternion {
            argument: "q",
            norm: 1e-300
        }
    );
    let msg = text(e);
    assert!(msg.contains("norm 1e-300"), "{msg}");
    // difference names the configuration it refuses.
    let msg = text(fm.difference(&q, &tiny).unwrap_err());
    assert!(
        msg.contains("q1[3..7]") && msg.contains("norm 1e-300"),
        "{msg}"
    );
}

/// `difference` and `integrate` of finite configurations whose result overflows `f64` are typed
/// errors, never a NaN or an infinity inside `Ok`; so is a step too long for `f64` and a step
/// length that is not positive, named with its value.
#[test]
fn overflowing_differences_and_steps_are_typed_errors() {
    let mut rng = SplitMix64(0x2F);
    let (_, fm) = cases().swap_remove(5);
    let q = random_q(&mut rng, &fm);
    let v = random_v(&mut rng, fm.nv(), 1.0);
    for k in [0, 7] {
        let (mut q0, mut q1) = (q.clone(), q.clone());
        q0[k] = -1e308;
        q1[k] = 1e308;
        assert_eq!(
            fm.difference(&q0, &q1),
            Err(DynamicsError::NonFiniteResult {
                quantity: "difference"
            }),
            "entry {k}"
        );
        // Unturned, so that the base moves along its x by v[0].
        for xi in 3..7 {
            q1[xi] = if xi == 6 { 1.0 } else { 0.0 };
        }
        let mut far = DVector::zeros(fm.nv());
        far[k.min(6)] = 1e308;
        assert_eq!(
            fm.integrate(&q1, &far),
            Err(DynamicsError::NonFiniteResult {
                quantity: "integrate"
            }),
            "entry {k}"
        );
    }
    let mut tau = |_: f64, _: &DVector<f64>, _: &DVector<f64>| DVector::zeros(fm.nv());
    for h in [0.0, -1.0, f64::NAN] {
        let e = fm.rkmk4_step(0.0, &q, &v, h, &mut tau).unwrap_err();
        assert!(
            matches!(e, DynamicsError::InvalidArgument { argument: "h", .. }),
            "{e:?}"
        );
        let msg = e.to_string();
        assert!(
            msg.contains(&format!("h = {h}")) && msg.contains("finite and > 0"),
            "{msg}"
        );
    }
    assert_eq!(
        fm.rkmk4_step(0.0, &q, &v, 1e300, &mut tau),
        Err(DynamicsError::StepOverflow { h: 1e300 })
    );
}

/// A base body's inertia near `f64`'s limit is accepted as finite, and where the algorithms'
/// sums overflow they say so; an inertia that is not finite is refused with its value.
#[test]
fn a_base_inertia_near_the_limit_of_f64() {
    let mut rng = SplitMix64(0x30);
    let (chain, _) = cases().swap_remove(5);
    let huge = Body::new(
        "trunk",
        1.0,
        [0.0; 3],
        [[1e308, 0.0, 0.0], [0.0, 1e308, 0.0], [0.0, 0.0, 1e308]],
    );
    let fm = FloatingMultibody::new(&huge, &chain).unwrap();
    let q = random_q(&mut rng, &fm);
    match floating_crba(&fm, &q) {
        Ok(m) => assert!(m.iter().all(|x| x.is_finite()), "{m}"),
        Err(e) => assert!(matches!(e, DynamicsError::NonFiniteResult { .. }), "{e:?}"),
    }
    let mut overflowed = huge.clone();
    overflowed.inertia[0][0] = f64::INFINITY;
    let msg = FloatingMultibody::new(&overflowed, &chain)
        .unwrap_err()
        .to_string();
    assert!(
        msg.contains("'trunk'") && msg.contains("inf") && msg.contains("overflowed f64"),
        "{msg}"
    );
}
