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
//! - the derivatives in the tangent space (analytic): against central differences of
//!   `floating_rnea` and `floating_aba` along `integrate`, on these trees and the robots' files
//!   (Solo12, iCub, the floating arm) (1e-6: the differences' `O(h²)` and `O(ε/h)` amplified by
//!   `M⁻¹`), Solo12's against Pinocchio 4.1's values (1e-10 of each matrix's largest entry: exact
//!   algorithms, rounding only), and `∂τ/∂a = M`, `∂a/∂τ = M⁻¹`, `∂a/∂(q, v) = −M⁻¹ ∂τ/∂(q, v)`
//!   at `a = ABA(τ)` (1e-12: rounding only);
//! - the tangent-space linearization `δẋ = A δx + B δτ` against two simulations 1e-7 apart
//!   (1e-3: the prediction's truncation over 1e-4 s);
//! - frames: `J v` (world and local axes) against central differences of the frame's world pose
//!   along the motion (1e-6), and `J_local = R_fᵀ J_world` (1e-12); `J̇ v` against central
//!   differences of `J v` along the motion (1e-6);
//! - `integrate` and `difference` inverse of each other (1e-12), typed errors for wrong sizes,
//!   non-finite entries, an unnormalised quaternion and a base body that is not a rigid body,
//!   their messages saying what an index is (`q[6]`, the base quaternion's w) and the lengths
//!   `nq`, `nv` take; `difference`, `integrate` and a step whose results overflow `f64` are
//!   typed errors too.

mod common;

use chaindyn::finite_diff::{jacobian, step};
use chaindyn::nalgebra::{DMatrix, DVector};
use chaindyn::{
    aba, floating_aba, floating_aba_derivatives, floating_bias_force, floating_center_of_mass,
    floating_center_of_mass_jacobian, floating_centroidal_map, floating_centroidal_momentum,
    floating_centroidal_momentum_bias, floating_crba, floating_frame_acceleration_bias,
    floating_frame_jacobian, floating_frame_pose, floating_gravity, floating_rnea,
    floating_rnea_derivatives, floating_state_space, Body, Chain, DynamicsError,
    FloatingDerivatives, FloatingMultibody, ModelError, Multibody, ReferenceFrame,
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

/// The derivatives of forward and inverse dynamics against each other: `∂τ/∂a = M` and
/// `∂a/∂τ = M⁻¹` (`M` by `floating_crba`, its inverse here by LU), `∂a/∂(q, v) = −M⁻¹ ∂τ/∂(q, v)`
/// at `a = ABA(τ)`: 1e-12 relative, rounding only (two factorisations of `M`, whose condition
/// reaches about 1e3 on these trees; measured 2e-15).
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
        assert_close("∂τ/∂a = M", &id.dx, &m, 1e-12);
        assert_close("∂a/∂τ = M⁻¹", &fd.dx, &minv, 1e-12);
        assert_close("∂a/∂q", &fd.dq, &(-&minv * &id.dq), 1e-12);
        assert_close("∂a/∂v", &fd.dv, &(-&minv * &id.dv), 1e-12);
    }
}

/// The derivatives of `f(q, v, x)` by central differences (`chaindyn::finite_diff`'s step
/// rule): `∂f/∂q` along `integrate(q, ±h e_k)` (the base's step that of a coordinate at 0, a
/// joint's that of its value), `∂f/∂v` and `∂f/∂x` plain ones. Accurate to about
/// `ε^(2/3) ≈ 4e-11` of the differentiated function's scale.
fn central_differences<F>(
    fm: &FloatingMultibody,
    q: &DVector<f64>,
    v: &DVector<f64>,
    x: &DVector<f64>,
    f: F,
) -> FloatingDerivatives
where
    F: Fn(&DVector<f64>, &DVector<f64>, &DVector<f64>) -> Result<DVector<f64>, DynamicsError>,
{
    let nv = fm.nv();
    let mut dq = DMatrix::zeros(nv, nv);
    for k in 0..nv {
        let h = if k < 6 { step(0.0) } else { step(q[k + 1]) };
        let mut e = DVector::zeros(nv);
        e[k] = h;
        let plus = f(&fm.integrate(q, &e).unwrap(), v, x).unwrap();
        let minus = f(&fm.integrate(q, &(-e)).unwrap(), v, x).unwrap();
        dq.set_column(k, &((plus - minus) / (2.0 * h)));
    }
    FloatingDerivatives {
        dq,
        dv: jacobian(v, |v| f(q, v, x)).unwrap(),
        dx: jacobian(x, |x| f(q, v, x)).unwrap(),
    }
}

/// The robots of the repository's files on a free-flyer: Solo12 (12 joints, no joint terms),
/// iCub (29 joints, each damped) and the floating arm (3 joints in a chain).
fn robot_files() -> Vec<(&'static str, FloatingMultibody)> {
    [
        ("solo12", include_str!("../../tests/robots/solo12.urdf")),
        ("icub", include_str!("../../tests/robots/icub_reduced.urdf")),
        (
            "floating_arm",
            include_str!("../../tests/robots/floating_arm.urdf"),
        ),
    ]
    .into_iter()
    .map(|(name, xml)| {
        let urdf = Chain::tree_from_urdf_str(xml, None, &[]).expect(name);
        let base = urdf.base_body.clone().expect(name);
        (
            name,
            FloatingMultibody::new(&base, &urdf.chain).expect(name),
        )
    })
    .collect()
}

/// The analytic derivatives against central differences of `floating_rnea` and `floating_aba`
/// on the random trees (some with armature, damping and friction) and the robots' files (iCub's
/// joints damped), at random states: 1e-6 relative (Frobenius, to the differences' norm or 1).
/// Central differences carry `O(h²)` truncation and `O(ε/h)` rounding, about 4e-11 of the
/// function's scale (measured at most 2e-10 for `∂τ`); `M⁻¹` amplifies them in `∂a/∂(q, v)`
/// (measured at most 1.2e-8, iCub's light hands beside its trunk), so 1e-6 bounds them with
/// room, where an error in a formula is of order 1.
#[test]
fn analytic_derivatives_agree_with_central_differences() {
    let mut rng = SplitMix64(0xA7A1);
    let mut all: Vec<(&'static str, FloatingMultibody)> = cases()
        .into_iter()
        .step_by(2)
        .map(|(_, fm)| ("random tree", fm))
        .collect();
    all.extend(robot_files());
    for (name, fm) in &all {
        for _ in 0..2 {
            let nv = fm.nv();
            let q = random_q(&mut rng, fm);
            let v = random_v(&mut rng, nv, 1.5);
            let a = random_v(&mut rng, nv, 3.0);
            let tau = random_v(&mut rng, nv, 5.0);
            let id = floating_rnea_derivatives(fm, &q, &v, &a).unwrap();
            let cd = central_differences(fm, &q, &v, &a, |q, v, a| floating_rnea(fm, q, v, a));
            assert_close(&format!("{name}: ∂τ/∂q"), &id.dq, &cd.dq, 1e-6);
            assert_close(&format!("{name}: ∂τ/∂v"), &id.dv, &cd.dv, 1e-6);
            assert_close(&format!("{name}: ∂τ/∂a"), &id.dx, &cd.dx, 1e-6);
            let fd = floating_aba_derivatives(fm, &q, &v, &tau).unwrap();
            let cd = central_differences(fm, &q, &v, &tau, |q, v, t| floating_aba(fm, q, v, t));
            assert_close(&format!("{name}: ∂a/∂q"), &fd.dq, &cd.dq, 1e-6);
            assert_close(&format!("{name}: ∂a/∂v"), &fd.dv, &cd.dv, 1e-6);
            assert_close(&format!("{name}: ∂a/∂τ"), &fd.dx, &cd.dx, 1e-6);
            assert_eq!(fd.dx, fd.dx.transpose(), "{name}: M⁻¹ exactly symmetric");
        }
    }
}

/// Solo12's derivatives of inverse and forward dynamics are Pinocchio 4.1's
/// (`computeRNEADerivatives`, `computeABADerivatives` on the same file with a free-flyer, printed
/// by `scripts/pinocchio/floating_derivatives.py`), entry by entry within 1e-10 of each matrix's
/// largest entry: two exact algorithms in `f64` (the largest entries 22 in `∂τ/∂q`, 4.8e3 in
/// `M⁻¹`), whose roundings differ by at most 2e-14 of that scale (measured).
#[test]
fn solo12_derivatives_are_pinocchios() {
    let (_, fm) = robot_files().swap_remove(0);
    let names: Vec<&str> = fm
        .joints()
        .chain()
        .links
        .iter()
        .map(|l| l.joint.name.as_str())
        .collect();
    let legs = ["FL", "FR", "HL", "HR"];
    let want: Vec<String> = legs
        .iter()
        .flat_map(|l| ["HAA", "HFE", "KFE"].map(|j| format!("{l}_{j}")))
        .collect();
    assert_eq!(names, want, "Pinocchio's joint order");
    let [q, v, a, tau] = solo12_state();
    let id = floating_rnea_derivatives(&fm, &q, &v, &a).unwrap();
    let fd = floating_aba_derivatives(&fm, &q, &v, &tau).unwrap();
    for (what, got, want) in [
        ("∂τ/∂q", &id.dq, &PINOCCHIO_DTAU_DQ),
        ("∂τ/∂v", &id.dv, &PINOCCHIO_DTAU_DV),
        ("∂a/∂q", &fd.dq, &PINOCCHIO_DA_DQ),
        ("∂a/∂v", &fd.dv, &PINOCCHIO_DA_DV),
        ("∂a/∂τ", &fd.dx, &PINOCCHIO_DA_DTAU),
    ] {
        let want = DMatrix::from_row_slice(18, 18, want);
        let scale = want.amax();
        let err = (got - &want).amax();
        assert!(
            err <= 1e-10 * scale,
            "{what}: {err:e} from Pinocchio's (largest entry {scale:e})"
        );
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

/// A frame's acceleration bias `J̇ v`: at `v̇ = 0` the frame's world velocity `J(q(t)) v` changes
/// at `J̇ v`, with `q(t) = integrate(q, t v)` (the base's velocity held in base coordinates):
/// central differences of `J v` along that motion (`ε = 1e-6`; 1e-6 relative to the bias or 1:
/// the differences' `O(ε²)` and `O(1e-16 / ε)`), on the random trees, every frame, both axes
/// (`Local` is the frame's `Rᵀ` times the world's: 1e-12).
#[test]
fn frame_acceleration_biases_are_the_derivatives_of_the_frames_velocities() {
    let mut rng = SplitMix64(0xAB);
    let (lwa, local) = (ReferenceFrame::LocalWorldAligned, ReferenceFrame::Local);
    for (chain, fm) in cases() {
        let q = random_q(&mut rng, &fm);
        let v = random_v(&mut rng, fm.nv(), 1.0);
        let eps = 1e-6;
        let qp = fm.integrate(&q, &(&v * eps)).unwrap();
        let qm = fm.integrate(&q, &(&v * -eps)).unwrap();
        for f in 0..chain.frame_count() {
            let bias = floating_frame_acceleration_bias(&fm, f, &q, &v, lwa).unwrap();
            let jp = floating_frame_jacobian(&fm, f, &qp, lwa).unwrap() * &v;
            let jm = floating_frame_jacobian(&fm, f, &qm, lwa).unwrap() * &v;
            let fd = (jp - jm) / (2.0 * eps);
            let scale = bias.amax().max(1.0);
            for k in 0..6 {
                assert!(
                    (bias[k] - fd[k]).abs() <= 1e-6 * scale,
                    "frame {f}, row {k}: J̇v {bias} against {fd}"
                );
            }
            let rt = floating_frame_pose(&fm, f, &q)
                .unwrap()
                .rotation
                .transpose();
            let in_frame = floating_frame_acceleration_bias(&fm, f, &q, &v, local).unwrap();
            let (top, bottom) = (rt * bias.fixed_rows::<3>(0), rt * bias.fixed_rows::<3>(3));
            for k in 0..3 {
                assert!((in_frame[k] - top[k]).abs() <= 1e-12 * scale);
                assert!((in_frame[3 + k] - bottom[k]).abs() <= 1e-12 * scale);
            }
        }
    }
}

/// Solo12's feet's `J̇ v` are Pinocchio 4.1's (`forwardKinematics(q, v, 0)`, then
/// `getFrameClassicalAcceleration`, printed by `scripts/pinocchio/frame_bias.py`) at the state of
/// the derivatives' test, in both axes: 1e-12 of the largest entry (about 1.4; two exact
/// recursions in `f64`, measured 5.6e-16 apart).
#[test]
fn solo12_feet_acceleration_biases_are_pinocchios() {
    let (_, fm) = robot_files().remove(0);
    let chain = fm.joints().chain().clone();
    let [q, v, _, _] = solo12_state();
    let pinocchio: [(&str, ReferenceFrame, [f64; 6]); 8] = [
        (
            "FL_FOOT",
            ReferenceFrame::LocalWorldAligned,
            [
                0.014159900773270784,
                -0.43334627608421505,
                0.12243859547748773,
                -0.03673959916462434,
                0.0584198474509127,
                0.2819006265931067,
            ],
        ),
        (
            "FL_FOOT",
            ReferenceFrame::Local,
            [
                -0.10532071839289103,
                -0.2461689460591865,
                0.36233838289888654,
                -0.27224214019652243,
                0.09977900447823256,
                0.01260981217549463,
            ],
        ),
        (
            "FR_FOOT",
            ReferenceFrame::LocalWorldAligned,
            [
                0.5300652318463629,
                0.18921186202042917,
                1.251555287162548,
                0.5130077518542725,
                0.7027643211774297,
                1.2338734511952625,
            ],
        ),
        (
            "FR_FOOT",
            ReferenceFrame::Local,
            [
                -0.2191537881832586,
                -0.2919666434957493,
                1.322833327285361,
                -0.490548936626203,
                0.1333814614582143,
                1.4216432269248245,
            ],
        ),
        (
            "HL_FOOT",
            ReferenceFrame::LocalWorldAligned,
            [
                -0.23329105251797727,
                -0.8999199085836392,
                -0.0702966612438505,
                -0.2522996076398826,
                1.0776107127136871,
                -0.4898760369469691,
            ],
        ),
        (
            "HL_FOOT",
            ReferenceFrame::Local,
            [
                0.679888909961219,
                -0.5877353036258512,
                0.24807349841475923,
                -1.1263258742733295,
                0.0013432218060430783,
                -0.44301996844725505,
            ],
        ),
        (
            "HR_FOOT",
            ReferenceFrame::LocalWorldAligned,
            [
                0.4309686689517166,
                -1.0141582897106636,
                0.20445289788715815,
                0.1399693317700913,
                0.024956553786640086,
                0.7296473187340077,
            ],
        ),
        (
            "HR_FOOT",
            ReferenceFrame::Local,
            [
                -0.06291469659960713,
                -0.6967593764115171,
                0.8755684610558689,
                -0.7329982180155433,
                -0.06954161252611805,
                0.10235736252025728,
            ],
        ),
    ];
    for (foot, reference, expected) in pinocchio {
        let f = chain.frame_index(foot).expect(foot);
        let bias = floating_frame_acceleration_bias(&fm, f, &q, &v, reference).unwrap();
        for k in 0..6 {
            assert!(
                (bias[k] - expected[k]).abs() <= 1e-12 * 1.5,
                "{foot} {reference:?} row {k}: {} against Pinocchio's {}",
                bias[k],
                expected[k]
            );
        }
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

// Solo12's derivatives at [`solo12_state`] as Pinocchio 4.1 computes them
// (`tests/robots/solo12.urdf` on `pin.JointModelFreeFlyer()`), printed by
// `scripts/pinocchio/floating_derivatives.py`: for `solo12_derivatives_are_pinocchios`.

/// Pinocchio's `∂τ/∂q` (`computeRNEADerivatives`) at [`solo12_state`], row by row.
#[rustfmt::skip]
const PINOCCHIO_DTAU_DQ: [f64; 324] = [
    0.0, 0.0, 0.0, 0.0, -21.943445541489474, 1.5489490970463153, 0.007775078523690802,
    -0.02201110550665553, -0.0027571625073231146, 0.03796591745391537, 0.026144666364309434,
    0.014083427760422606, 0.00045829958314379205, 0.019400543353892175, 0.013927189431992395,
    0.03606694401758476, 0.01020164068321402, 0.003709021483962994,
    0.0, 0.0, 0.0, 21.943445541489474, 1.7763568394002505e-15, 10.84264367932421,
    0.00987121724618931, 0.04201358866949299, 0.007874307075965255, 0.01518379923445605,
    0.02395903817667586, 0.00016387235202569052, -0.019957621377345594, 0.04854039675794504,
    0.008031694389435845, -0.02088759873602915, 0.020169428889556754, 0.0026253181719036165,
    0.0, 0.0, 0.0, -1.5489490970463153, -10.842643679324212, 0.0, -0.02001489669841814,
    -0.017455067758545616, -0.00213546576513889, 0.06006147376834052, 0.04800646026857352,
    0.011880080340184573, -0.03549862923969824, -0.02121923181048927, -0.0026051986727008815,
    -0.014968018186729723, -0.04759789003526041, -0.013631896563352647,
    0.0, 0.0, 0.0, 0.4267251205331415, 0.000867612750775848, 0.2107911692457325,
    0.10947786173253352, -0.05682487501962111, -0.01027847776253917, 0.1382601957375628,
    -0.044346022201978336, -0.0042468894721689986, 0.06445603086263965, 0.02595910666366605,
    0.019248557446521167, 0.16376293526202493, 0.02565199610421004, 0.007662523217769406,
    0.0, 0.0, 0.0, -0.009327066780038251, 0.36131170839419546, -0.030113024177961467,
    -0.03237869650612149, 0.13247352491713454, 0.02089005207159156, 0.04969099436264141,
    0.21439510227087002, 0.03604789407594304, -0.04670791498188434, 0.20292544132338292,
    0.029590854657721623, 0.028619170053778523, 0.12324831578913101, 0.0032346792548353675,
    0.0, 0.0, 0.0, -0.13213344605053123, -0.0017558829480015525, -0.06516552278157972,
    0.032592785591972234, -0.028517834160955245, -0.005453775433540727, 0.054178859862459315,
    -0.04615696362370175, -0.005289266602577463, 0.023629212008077823, -0.04313506463039132,
    -0.00578805374936824, 0.049189968828722785, -0.028370355428908332, -0.0010269853415633182,
    0.0, 0.0, 0.0, 0.1095252102619203, -0.055282024554459123, 0.05802059974502832,
    0.11122916519364545, -0.055297556590748365, -0.010091624508089517, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0,
    0.0, 0.0, 0.0,
    0.0, 0.0, 0.0, -0.04164973295173561, 0.0844322610011178, -0.026539792352701205,
    -0.06321121900171012, 0.1139131997657063, 0.017772671635393394, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0,
    0.0, 0.0, 0.0,
    0.0, 0.0, 0.0, -0.008114648275549346, 0.012251881327105689, -0.004874429594537726,
    -0.012619541755898933, 0.01773792228366704, 0.0178611261824664, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0,
    0.0, 0.0, 0.0,
    0.0, 0.0, 0.0, 0.10578719125175572, 0.08166940516872105, 0.04650641884189899, 0.0, 0.0, 0.0,
    0.14351557469229248, -0.04014545692847816, -0.0032073824424028487, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0,
    0.0, 0.0, 0.0, -0.036682715643677685, 0.20111301301719076, -0.032321789825148314, 0.0, 0.0, 0.0,
    -0.045640673273482785, 0.21105393852238197, 0.034658630521037626, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0,
    0.0, 0.0, 0.0, -0.0006764421575899092, 0.03424886952338387, -0.0027518092677538764, 0.0, 0.0,
    0.0, -0.0030911345854488844, 0.03687932272221192, 0.03735360844206988, 0.0, 0.0, 0.0, 0.0, 0.0,
    0.0,
    0.0, 0.0, 0.0, 0.0839080998831393, -0.08424578533503047, 0.04740723420120039, 0.0, 0.0, 0.0,
    0.0, 0.0, 0.0, 0.06756216092111311, 0.02781578944708385, 0.019476512330382494, 0.0, 0.0, 0.0,
    0.0, 0.0, 0.0, 0.02066757775944368, 0.19231142766309442, -0.0033627094127286136, 0.0, 0.0, 0.0,
    0.0, 0.0, 0.0, 0.02564381172258219, 0.14418348486499813, 0.021964720858114916, 0.0, 0.0, 0.0,
    0.0, 0.0, 0.0, 0.015196638984032068, 0.033854019902356584, 0.005119231975473028, 0.0, 0.0, 0.0,
    0.0, 0.0, 0.0, 0.019277670963815656, 0.024916242494615878, 0.0241313043776325, 0.0, 0.0, 0.0,
    0.0, 0.0, 0.0, 0.12750461913632413, 0.05872601747154532, 0.058856916457604026, 0.0, 0.0, 0.0,
    0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.16245323367068598, 0.021487180726124745, 0.006469732268476051,
    0.0, 0.0, 0.0, 0.026013850810428583, 0.09964749416493737, 0.005819961988804426, 0.0, 0.0, 0.0,
    0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.00725586537868219, 0.13384517115417738, 0.005858458790979027,
    0.0, 0.0, 0.0, 0.007336584984649069, 0.0007940390518370198, 0.003569086294638103, 0.0, 0.0, 0.0,
    0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.002436038056516606, 0.006400007764032328, 0.007336931436502617,
];

/// Pinocchio's `∂τ/∂v` (`computeRNEADerivatives`) at [`solo12_state`], row by row.
#[rustfmt::skip]
const PINOCCHIO_DTAU_DV: [f64; 324] = [
    -5.551115123125783e-17, 0.024777354577278032, -1.581937189268766, 0.0006082793655829699,
    -0.8187321868438676, -0.8898859905446229, -0.015866074015163104, 0.006685343885091214,
    0.002851423104489159, 0.024043615034621903, 0.01994397192294663, 0.0005421812646740692,
    -0.024366182070743803, -0.004898354620366255, -0.004669991362975954, 0.017405199782450288,
    -0.028763673986074486, -0.011986965292042944,
    -0.024777354577278032, -5.551115123125783e-17, 1.9419184974778063, 0.8090510912552997,
    0.012175044758267584, 1.9839138622321886, -0.019043477656729778, -0.0028136846766356996,
    -0.0007672274215611823, -0.05203612963655755, -0.03488090307474022, -0.0066412930421522,
    0.03673868645777097, -0.022416759779949554, -0.008012112908935188, 0.0015717040930675829,
    0.005912468277326218, 0.0016987937096319102,
    1.581937189268766, -1.9419184974778059, 1.1102230246251565e-16, 0.85198407445267,
    -2.01467018853146, 0.011819934069426496, -0.010619914938238901, 0.006913581458138275,
    0.0027018856953195773, -0.016754152343587188, -0.04344266621755157, -0.013330814915084392,
    -0.011720418854467033, -0.005396506794362782, 0.0002770952710660331, -0.01626389264573373,
    -0.0391099240153333, -0.006806867388470396,
    -0.0006082793655826924, 0.00015538952484378532, 0.03775271813495343, 0.017386097619549123,
    0.0248268561027859, 0.022652389258293743, -0.004475110333014631, 0.0008698026615888198,
    0.0004023465234449643, -0.00042342460569883347, 0.006596770570886614, 0.0028047772722841775,
    0.0010762058237633139, -0.003886770454050204, -0.0012932193260179483, 0.0037982868363101155,
    0.00762663101071156, 0.0017033103046272466,
    0.009525706063724465, -0.012175044758267528, 0.03075434365099912, 0.0041123197315967586,
    0.00845628093414072, 0.061060684107045626, 0.002126115410246409, -0.0013171459659936271,
    -0.0005409301057112297, 0.0023955883729722075, 0.009176034841761499, 0.0034692000260381564,
    0.00018908787991303588, -6.914748287443085e-05, 0.0008277949716859255, -0.006791840837866702,
    -0.00820577618680422, -0.0006483221069414806,
    0.00014919795699918238, 1.9826482726735886e-06, -0.011819934069426358, -0.04417445776817227,
    -0.021506301551838053, -0.003305968927593411, 0.0014130769440842284, -0.0013917810518651054,
    -0.0005792170766005307, -0.007445369657761561, -0.004581895922980337, -0.0016180102576623724,
    -0.00019379109660427223, 0.00451585980627037, 0.0021165115153350344, 0.0013297770282624714,
    -0.007232406006965418, -0.0031614131316953726,
    0.007933037007581563, -0.00990101577026256, 0.010391494843133037, 0.006767505687350635,
    -0.00983099514788606, 0.0060103861534936825, -0.0035458677759187254, 0.0002648642840017211,
    0.00016593152510450135, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0,
    0.008612962352310577, -0.010688515860102893, 0.00738132985841994, 0.004415383514957995,
    -0.008198101811731775, 0.0013397601191285679, 0.001056684824570205, -4.2608866038579144e-05,
    -6.315706086307282e-05, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0,
    0.001678069825334521, -0.002077711161455078, 0.001135461047723422, 0.0007640344759935252,
    -0.001687360017212273, 0.00025403565920596467, 0.00020188440207622262, 2.054819482449205e-05,
    1.734723475976807e-18, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0,
    -0.012021807517310933, 0.014626998107258062, 0.008329303966038194, -0.008413925714412735,
    0.020267833664977315, 0.014678593532145408, 0.0, 0.0, 0.0, -0.0018894129357627121,
    0.0027955372768508555, 0.0016383309672142925, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0,
    -0.0038662385196257527, 0.004605373757512978, 0.008980300085559162, -0.0026878807304269578,
    0.0014015987148003175, 0.00011750275648291864, 0.0, 0.0, 0.0, -0.0010261450822373706,
    0.0003029268693814091, 0.0009243448887049734, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0,
    -7.129479592996119e-05, 5.044027883499341e-05, 0.0023672959064777632, -0.0007045783342878957,
    -0.0016888339015331646, 0.0004414157814323972, 0.0, 0.0, 0.0, -0.0009885993200530472,
    -0.0006214180193235756, 2.6020852139652106e-18, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0,
    0.012183091035371905, -0.015088428036107581, 0.008490640081175428, 0.01534217877598109,
    -0.01165969559447505, 0.005767980676403271, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.002101742473529178,
    -0.00341457610954346, -0.0013174651622362256, 0.0, 0.0, 0.0,
    -0.0017860890975468573, 0.0019627842436593587, 0.01466815458368062, 0.00436376468086047,
    0.017856069285540687, 0.008386985807556225, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.004893343908340892,
    0.0006075742214378347, 0.0007030726047491528, 0.0, 0.0, 0.0,
    -0.0013132913554097052, 0.0015646534569311882, 0.0030318524754578136, 0.00167434542775279,
    0.003713336757667364, 0.0020250945273934578, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0,
    0.0017988790884558752, -9.549838331134042e-05, 8.673617379884035e-19, 0.0, 0.0, 0.0,
    -0.008702599891225144, 0.010517835223955817, 0.010541279244606785, 0.002750803645157581,
    0.016785579834120323, 0.00924938957360225, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0,
    0.002375196229808413, 0.004204512659369901, 0.0011077094081360876,
    0.007317261569736553, -0.009197833588979477, 0.013757296845151059, 0.0022948297256097424,
    0.0014057779013929529, 0.013425212832845973, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0,
    -0.003477205431637263, 0.0005379098268917925, 0.0011947348862274166,
    0.002063658769802647, -0.0025631931443235896, 0.0019111572453981676, 0.0008475256404996542,
    -0.0018829268250972466, 0.003077372877300771, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0,
    -0.0008731637345018553, -0.000656825059335577, -3.2526065174565133e-18,
];

/// Pinocchio's `∂a/∂q` (`computeABADerivatives`) at [`solo12_state`], row by row.
#[rustfmt::skip]
const PINOCCHIO_DA_DQ: [f64; 324] = [
    0.0, 0.0, 0.0, 1.304512053934559e-15, 8.77736842105263, -0.61957894736842, -0.6280497146534818,
    -0.18309781966032937, -3.6814308462023995, 0.4739400975086675, 1.6397819786546963,
    -2.450945411809224, 0.06944372327623313, 3.0917448935058065, -0.6658386084613809,
    0.35927582438043915, 1.312000660052059, 0.3238888800349309,
    0.0, 0.0, 0.0, -8.777368421052632, 9.403827543053023e-16, -4.337052631578946,
    0.17024102178074557, 0.14405903656168245, 2.915985057438194, -0.9096182778418527,
    1.434090001693292, 2.7977490395333096, -1.1692437051651752, 2.00335427869087,
    2.1024796239793564, 0.2861622604128984, 4.06448464674913, 2.449523338570798,
    0.0, 0.0, 0.0, 0.6195789473684221, 4.3370526315789455, 6.609296443471635e-16,
    0.4894008971428116, 2.244241525483131, -3.9431087851865487, 1.9167902874693514,
    1.2354872681651579, 1.9519284584134677, -3.694398076664497, -0.48881288436866543,
    -0.6863059376415244, 4.538150533419521, -0.48277391468934083, 0.11421212828069949,
    0.0, 0.0, 0.0, -4.054048763357798e-14, 1.9709646241483636e-13, -7.0637939941775585e-15,
    8.86717489780266, 31.640439550091752, -53.95044588845828, -27.75957179317487,
    -16.677287242923786, -22.362685772197203, -52.5925752461355, -3.5832193991197885,
    -6.701922364675342, -62.11629896109644, 9.222252878146035, 0.5318097034960309,
    0.0, 0.0, 0.0, -1.6948248360293405e-14, -5.076418885946454e-14, -1.9323952160643643e-14,
    10.672823103208446, -19.062631672443896, 39.51656005293892, 9.854845462630971,
    -16.796462643262718, -19.991057954748726, 3.234129730544917, -14.018865021742398,
    -9.0278911716688, 80.6268409973988, -11.005552329281521, 0.786168652841288,
    0.0, 0.0, 0.0, 2.8033131371785203e-15, 1.4061668496267998e-14, -4.579669976578771e-15,
    -26.26085438007892, -1.9749376999171753, 33.89999178524115, 20.105228115114933,
    12.663868584777862, 11.914621509343363, -16.049090611640285, -12.698276291905277,
    -11.055865154948293, 20.06972619875086, -48.46136488430939, -21.271359712855734,
    0.0, 0.0, 0.0, -1.3364309658925322e-13, -4.1167937114838793e-13, -7.370493104730258e-14,
    -49.82206996566549, -277.0116961237175, -242.5330203902795, 35.64335788747583,
    -3.140823089808158, -2.652259296653278, 97.57514400616178, -12.621487976998045,
    -1.5297948874286824, 100.98249992411223, -31.281424842493063, -10.843312503701897,
    0.0, 0.0, 0.0, 1.8318679906315083e-14, -1.2413681194090032e-14, 1.0130785099704553e-14,
    30.18834553616817, -46.59896259056384, 281.7323764124603, -13.234838123877115,
    6.127577838420945, -18.58096206725762, 44.44098522082976, 39.942534906658786,
    15.035247791887778, -11.603419421356978, 56.67769335767792, 24.570613765474754,
    0.0, 0.0, 0.0, 7.743805596760467e-14, 4.796857355771067e-14, 5.823119764158946e-14,
    64.55433766073992, 105.53429567133375, -734.9420004338185, -1.4401496160485991,
    8.287605156374282, 46.94868867196248, -55.91139024120598, -30.653026841053464,
    -3.1225228918891585, -83.76844247298197, -42.20508014921512, -23.865097454684168,
    0.0, 0.0, 0.0, 7.477352070850429e-14, -2.550147593094465e-13, 4.141131881851834e-14,
    2.9602307454157355, -12.186315526902355, -23.04009964773237, 97.97718687402063,
    -93.26079816395462, -125.36850064190752, 71.93388493282788, 21.6466386269508,
    20.294361326076558, 2.3132073974510856, 28.912646500378084, 11.283777605619203,
    0.0, 0.0, 0.0, 7.027711745877241e-14, 5.595524044110789e-14, 3.1807889655510735e-14,
    -72.35558382129662, 14.674760148945996, 13.368891345283368, 153.944282550176, 65.76848447006188,
    -445.15598311178906, -38.599826962929534, 16.574077634102593, -11.841351978421432,
    -17.17097913243419, -71.87155638060497, -35.79658923274751,
    0.0, 0.0, 0.0, -1.0591527654923993e-13, 3.533284775869561e-14, -3.702593787124897e-14,
    69.80866742894189, -8.921604656677287, -32.72477452387709, -129.82871123928942,
    -35.77711262526603, 1177.145414766851, 38.910373340846874, -20.128863929994964,
    7.929710189465658, -29.56923055724378, 64.2377455331968, 27.415236060122883,
    0.0, 0.0, 0.0, 1.543626337863202e-13, -2.6619505211211703e-13, 6.930220286527344e-14,
    -35.4187431750541, -42.245558740236596, 70.17887211775732, 33.49947495118411, 32.49237666902728,
    35.2105644659406, 180.9250925062551, -244.72896063733668, -171.4101550546829, 8.522853660806057,
    -34.539132700961076, -18.319667177161463,
    0.0, 0.0, 0.0, -3.647082635893639e-14, -1.2791850911852976e-14, 7.008282842946301e-15,
    32.25046507864635, 12.774246735942668, -108.56661344684808, -37.0698294869776,
    3.611439503459513, -25.39991348905871, 81.47588628253867, 100.80922453896206,
    -459.56927344379153, -83.12478230780297, 102.31148283631914, 39.60420604378454,
    0.0, 0.0, 0.0, 1.2634338020234281e-13, 1.0329931354746691e-13, 4.4672598953354736e-14,
    -39.31229383799829, 3.6847892239259967, 82.28912544305545, 43.0803201356576, -5.639741604572024,
    26.122830262098383, -97.03221544372086, -182.24186896960072, 905.2921953790494,
    67.59631629941322, -134.61874835768458, -57.37259687148335,
    0.0, 0.0, 0.0, -3.147482274812319e-14, -5.226201416075327e-13, -4.309053114326389e-14,
    -48.92408397926779, -59.493859268259975, 144.66307813010843, 101.26021118614568,
    27.690135624561496, 23.06054422348791, 36.87275215464752, -44.661921709831844,
    -36.392403500186454, 133.47946121997475, -1248.0069458588193, -503.1804816557834,
    0.0, 0.0, 0.0, -3.552713678800501e-15, 5.1958437552457326e-14, 9.769962616701378e-15,
    -62.11739002324293, 21.00020298938652, -29.13836189306368, 15.476420493374857,
    46.827051830910456, 13.255383789577035, -30.85153086525435, 17.995513271395012,
    -14.92552829764867, 49.01899188451918, -399.2603258734568, -331.4623710879288,
    0.0, 0.0, 0.0, 2.4868995751603507e-14, 7.638334409421077e-14, 1.0658141036401503e-14,
    35.27771153094688, 4.5291367858431055, 0.9275291645694828, -25.181244413299172,
    -32.63808666420346, 14.081600411718517, 18.238453981496054, -23.259714256872027,
    17.711211362736595, -25.081994418389513, 233.98299593974002, 154.35597788337577,
];

/// Pinocchio's `∂a/∂v` (`computeABADerivatives`) at [`solo12_state`], row by row.
#[rustfmt::skip]
const PINOCCHIO_DA_DV: [f64; 324] = [
    -6.938893903907228e-18, -0.009910930770312493, 0.6327741695315332, -0.009439750195581936,
    0.31649787791662704, 0.3648542375711252, 0.0029032602456782242, -0.0025837687759175682,
    -0.0009694462399328126, -0.010681173104335983, -0.010616451257160259, -0.0026751034142494558,
    0.000910874396469398, -0.0001694833988359256, -0.00021829296330665832, -0.0013822840629808117,
    0.005995029675359382, 0.0007223895694814669,
    0.009910930770312546, -6.852157730108388e-17, -0.7767665321196726, -0.32479758186386676,
    0.03125674849585696, -0.7907956660413098, -0.0012463852954017727, 0.0016294894257901328,
    0.000693214740043939, 0.018197068128139395, 0.015868917132546824, 0.003688486142283042,
    -0.010112759427339232, 0.004548908826810629, 0.0013175667462862002, 0.0024496902352402435,
    0.006835797970135997, 0.0025879128277516163,
    -0.632774169531533, 0.7767665321196723, -8.673617379884035e-19, -0.3307306167399223,
    0.8007095442757961, -0.027386599116990287, -0.00043160395730187516, -0.002756203039688609,
    -0.001027341141488296, 0.01154421978629482, 0.013130921614225704, 0.0017242214012265645,
    0.008895836088648561, -0.005335451083835694, -0.0031351382764463944, -0.001239036796890447,
    0.00983042214686691, 0.0021095311716756156,
    5.90586607396304e-15, -2.1831494945168117e-15, 2.2290762985432977e-14, 0.0424658520503003,
    -0.4056152321312905, 0.7820699326253635, -0.005979031493343132, -0.03806787338244515,
    -0.014124127505643373, -0.13185905305162116, -0.15775520822516545, -0.01756508876818397,
    0.11120924480692572, -0.06902390160163195, -0.043011139764608276, 0.020932339625289183,
    -0.13426962771963827, -0.027231281081434466,
    -4.0505793164058446e-16, -1.0386656812411132e-15, -5.459391619333509e-15, -0.07855876714842189,
    -0.01342457251497246, -0.756604577602918, -0.0013632173021713148, 0.026987306972870214,
    0.010169587228744928, -0.1101572942247923, -0.12416298840074, -0.01634547401479436,
    0.08826772230961089, -0.05139007701498117, -0.03298289604194647, -0.006791494480162813,
    0.09700569682898391, 0.022605650912403095,
    -1.2906342661267445e-15, -8.326672684688674e-16, -2.3314683517128287e-15, 0.52267048155474,
    0.5122830776391472, -0.011280167718798036, -0.021603769904310285, 0.021170445608820376,
    0.008556532826204694, 0.09572401546887226, 0.08793213752835868, 0.019371233540969864,
    0.06427708065452602, -0.029673692695601703, -0.005544217311587759, -0.015285346253617261,
    -0.03535907181849192, -0.014796052565773307,
    -7.990136330349173e-15, 1.8318679906315083e-15, -4.443667656062189e-14, 0.6119158487675946,
    -0.05084787055319065, 0.3535788177720191, 1.4928225720227994, -0.042391250086249214,
    -0.04637750308969045, -0.030400692362320347, 0.005465519197067226, -0.012450999129802378,
    -0.09943988260247087, 0.06992849708221344, 0.04847696993950902, -0.035979385682350484,
    0.15293491846900073, 0.02733887242434478,
    -1.824929096727601e-15, 8.770761894538737e-15, -1.2712053631958042e-14, -1.2052476081437211,
    0.8800009685528309, 0.33743601648318905, -0.6491335288288457, 0.06959875341998145,
    0.05087517009431386, -0.1002515471797711, -0.0961865436215586, -0.024726577170786045,
    -0.14973927924266903, 0.0823173163862464, 0.03568073877449648, 0.006620731775342652,
    0.09102160511556064, 0.02359519026368068,
    -7.993605777301127e-15, -8.590350653037149e-15, 3.4139358007223564e-14, 1.602511975224128,
    -1.2462627676607916, -0.2057286610808982, 0.5992676121929169, -0.1920897294511718,
    -0.10204053965705673, 0.24821260043739798, 0.2593596522522255, 0.049288042394568125,
    0.05872935103963817, -0.0316415993392841, -0.0038913311094740002, 0.006773567799543703,
    -0.21374664285150444, -0.049678887028661606,
    -7.042977312465837e-15, 1.0269562977782698e-14, -3.2335245592207684e-14, 1.1328379547720229,
    -1.5538380336641617, -2.120982190180438, 0.030126158169646405, -0.011304605740308426,
    -0.005305266829482557, 0.7598025571825641, -0.3647379630339182, -0.36023380150455253,
    -0.23955558732117188, 0.14131949955363993, 0.08247983150122123, -0.020129605913544974,
    0.13942604473545786, 0.029506332243157088,
    -1.379452108096757e-14, 3.4139358007223564e-15, -7.022160630754115e-15, -0.4552921558878955,
    3.7747513608158, 1.8646663326297497, -0.02740208241995596, 0.0033754999322427905,
    0.002765304737388885, -0.32077833243727416, -0.42616665820548316, -0.4074970191650899,
    0.011150388164736482, 0.008862140847542482, 0.028960604657258436, -0.035025621950077065,
    -0.06185983174440212, -0.031402053568525164,
    2.1926904736346842e-14, -1.715294573045867e-14, 8.715250743307479e-15, 3.291189294672566,
    -0.9912113923846579, -1.1086387906057213, 0.030098939846302523, -0.015570917137620141,
    -0.0075829606210148, 2.7680608154216886, 2.3284035425551113, 0.8869200664679976,
    0.0006834650387349747, -0.012174501783399764, -0.026343110433779956, 0.03730063251679276,
    -0.04193963713586538, 0.005656202858716859,
    -1.206153232846674e-14, 8.031769693772617e-15, -2.1255566751143817e-14, -1.3180686806728061,
    -0.31020614287026155, 0.40104825982875675, 0.006515991605186742, 0.05025167699619525,
    0.01856871179800395, 0.2068107674785276, 0.2512184887751708, 0.026944722157141433,
    -0.8889279490113697, 1.060249827188368, 0.45496412519781354, -0.032191618606328014,
    0.02935643061059802, -0.0038522537198259206,
    5.852957007945747e-15, -6.938893903907228e-18, -2.7651492207070305e-15, -1.4403653496258095,
    -4.467471198753036, 0.6234787533145908, 0.06060386840375759, -0.07150494753184719,
    -0.027856567700071035, -0.16651497164023693, -0.14482169105459158, -0.041773307163494686,
    -0.9442420217177838, -0.3769336105840236, -0.3604807200720975, 0.020432719161908926,
    0.05007679862455017, 0.017870426568350053,
    -1.729866250244072e-14, 5.127842594987442e-15, 1.6459056340067946e-14, -1.712933338341485,
    5.145671146272726, 0.25252861701214674, -0.06980017780707846, 0.05416076077687986,
    0.021239080202675054, 0.16306470743658638, 0.1500658421693176, 0.04118231293436309,
    -1.7930256016625483, 1.1782621676925398, 0.789663708742391, -0.030301871973788107,
    -0.12845552464427032, -0.040828765778217924,
    -2.6229018956769323e-15, -9.242606680004428e-15, -5.492134524942571e-14, -0.12183351646661082,
    -1.2204482656845739, -1.7748445883840402, -0.026032065893845113, 0.09846610723602012,
    0.03749240109908434, 0.1858194563531127, 0.2123882492839807, 0.028080652493641643,
    0.1578244491065891, -0.06447677314838947, -0.007951448196067485, -0.8054152998194379,
    -1.377956826158539, -0.45142654090673495,
    1.7763568394002505e-15, -5.329070518200751e-15, -7.993605777301127e-15, 1.7159838054107976,
    -2.246089771531735, 0.6324362831999828, -0.010335559523697939, -0.023291356229813112,
    -0.007879977215655762, 0.13700882459174468, 0.1369646856224954, 0.0194559998130776,
    0.01784898396642407, 0.006882322004702238, 0.028199810939900125, 0.8796014771180042,
    -1.376973561761595, -0.7743771070068256,
    5.329070518200751e-15, 1.4210854715202004e-14, 2.5757174171303632e-14, -1.3091610447786342,
    3.8715409915866896, -1.768893681450555, -0.008185173731001399, 0.004001301226925572,
    0.0007386982658401258, 0.00995168760796758, 0.02208472607429192, 0.007182030907260279,
    -0.07302941140043408, 0.03143025128388065, 0.008444525516089074, -0.39099243573296416,
    2.8428146530465095, 1.2023651210858923,
];

/// Pinocchio's `∂a/∂τ = M⁻¹` (`computeABADerivatives`, its upper triangle mirrored) at
/// [`solo12_state`], row by row.
#[rustfmt::skip]
const PINOCCHIO_DA_DTAU: [f64; 324] = [
    0.49048416521350563, 0.008620321784682408, -0.013433202819415556, -0.13382163128707522,
    -0.09507101745561251, 0.1663718971016506, -0.4604056714645113, 3.3416020437729035,
    -4.433673127963654, -0.2622334434500442, 3.99344825756268, -4.1714016838599015,
    0.3862548559267647, 3.7606740752866488, -4.69938867294603, 0.6971117015943333,
    4.160773410895512, -5.802714000926978,
    0.008620321784682408, 0.4486376437995451, 0.00023405023411936276, 0.5516202082892107,
    -0.014994440802068996, 0.0027287038343335023, -3.2602309633022197, 0.9772147079242134,
    -0.827741172704991, -2.1292152641761204, 1.3924623852860647, -2.671116474970896,
    -2.13222791616539, 0.3243300758124861, -2.141760538801565, -3.252046256424614,
    -0.48837931588562067, -0.6004886216519312,
    -0.013433202819415556, 0.00023405023411936276, 0.47384944525218564, 0.018261574067204505,
    -0.0012131449608999037, 0.05060832945239343, -1.9602697446784445, -2.091887525833186,
    2.6132111206325264, 2.132113424006113, 1.2367481388648125, -2.4426982750107102,
    -2.3542689159719843, -0.3430382612315709, 1.6338052522309865, 2.2182451672928813,
    -1.1505402835856047, 0.2693875435752804,
    -0.13382163128707522, 0.5516202082892107, 0.018261574067204505, 77.2300266619976,
    0.4198305421371988, -0.28972538008946647, -107.61060199972222, -27.259513091123182,
    34.25695707146933, -110.2357400262087, -17.732660656210655, 33.230984971902956,
    -112.95731563856828, -2.667597262389137, 18.171308927180554, -111.23863588601318,
    13.261526274263971, -1.2007045163094574,
    -0.09507101745561251, -0.014994440802068996, -0.0012131449608999037, 0.4198305421371988,
    22.872031994559485, -0.5991838501323203, 11.344291716993187, -1.062340151238331,
    -24.76069419259465, -24.34643345928732, -27.398744936593832, 21.796837764327233,
    -19.425181219990744, -14.64304800148091, 9.750433549871909, 23.285080390814855,
    -31.2220540390854, 1.00407869834617,
    0.1663718971016506, 0.0027287038343335023, 0.05060832945239343, -0.28972538008946647,
    -0.5991838501323203, 16.53377134969456, -3.3809577643721216, -12.10521369357535,
    11.143581083941111, -14.365538662202852, 37.226318694696104, -37.159264237238055,
    7.614050917314386, -26.330617343663747, 31.542342933986546, 30.920966758664836,
    29.507684067918913, -19.943561845896195,
    -0.4604056714645113, -3.2602309633022197, -1.9602697446784445, -107.61060199972222,
    11.344291716993187, -3.3809577643721216, 574.6242584695178, -41.35773712887541,
    -13.367740436926617, 143.42662264085055, -14.135490092774525, 2.476845528706363,
    163.18810550145352, -3.71170124178909, -14.888648258417362, 165.35825968714684,
    -36.720345191978254, 14.804419179204446,
    3.3416020437729035, 0.9772147079242134, -2.091887525833186, -27.259513091123182,
    -1.062340151238331, -12.10521369357535, -41.35773712887541, 692.837497579424,
    -1400.997172429929, 36.066108003809106, 3.2303728948250985, -8.136173544055445,
    42.31626675600093, 50.25316375583715, -76.1085548964636, 2.292416522859668, 4.599303493161319,
    -25.916232288439463,
    -4.433673127963654, -0.827741172704991, 2.6132111206325264, 34.25695707146933,
    -24.76069419259465, 11.143581083941111, -13.367740436926617, -1400.997172429929,
    4782.8838237813, -14.782734433749807, 15.70937515701217, -4.124803794683563,
    -34.781483760893366, -40.9350639428961, 76.5265549117012, -41.45779957048875,
    18.812599535397094, 40.11148108849772,
    -0.2622334434500442, -2.1292152641761204, 2.132113424006113, -110.2357400262087,
    -24.34643345928732, -14.365538662202852, 143.42662264085055, 36.066108003809106,
    -14.782734433749807, 473.1833552293802, -32.63623895691313, 64.06223996420294,
    167.67826266006065, 39.19252726282464, -48.56535403460818, 122.167115594259,
    -19.484933315416946, 26.059687706676424,
    3.99344825756268, 1.3924623852860647, 1.2367481388648125, -17.732660656210655,
    -27.398744936593832, 37.226318694696104, -14.135490092774525, 3.2303728948250985,
    15.70937515701217, -32.63623895691313, 745.994144310977, -1372.7165863952832, 53.13801998701244,
    -12.134572130687133, 15.936457327591626, 65.57496006399288, 119.53701130802511,
    -86.01951133117609,
    -4.1714016838599015, -2.671116474970896, -2.4426982750107102, 33.230984971902956,
    21.796837764327233, -37.159264237238055, 2.476845528706363, -8.136173544055445,
    -4.124803794683563, 64.06223996420294, -1372.7165863952832, 4501.380178526665,
    -60.93636867698979, 13.421630977882316, -9.734321912034702, -91.8565377537856,
    -105.41655816987836, 88.60936160347694,
    0.3862548559267647, -2.13222791616539, -2.3542689159719843, -112.95731563856828,
    -19.425181219990744, 7.614050917314386, 163.18810550145352, 42.31626675600093,
    -34.781483760893366, 167.67826266006065, 53.13801998701244, -60.93636867698979,
    463.101986971467, -7.943163559416749, 78.5729174913534, 152.39624555429177, 26.070459294906758,
    -7.098715406806538,
    3.7606740752866488, 0.3243300758124861, -0.3430382612315709, -2.667597262389137,
    -14.64304800148091, -26.330617343663747, -3.71170124178909, 50.25316375583715,
    -40.9350639428961, 39.19252726282464, -12.134572130687133, 13.421630977882316,
    -7.943163559416749, 618.2469957895617, -1105.2017636707, -61.53352719308881, 3.592678991132388,
    -14.158503533019976,
    -4.69938867294603, -2.141760538801565, 1.6338052522309865, 18.171308927180554,
    9.750433549871909, 31.542342933986546, -14.888648258417362, -76.1085548964636, 76.5265549117012,
    -48.56535403460818, 15.936457327591626, -9.734321912034702, 78.5729174913534, -1105.2017636707,
    3893.568492223961, 59.34149224780975, 7.208422354678106, 21.289637466632712,
    0.6971117015943333, -3.252046256424614, 2.2182451672928813, -111.23863588601318,
    23.285080390814855, 30.920966758664836, 165.35825968714684, 2.292416522859668,
    -41.45779957048875, 122.167115594259, 65.57496006399288, -91.8565377537856, 152.39624555429177,
    -61.53352719308881, 59.34149224780975, 657.1900958525107, 45.83033200488718, 31.582457458126285,
    4.160773410895512, -0.48837931588562067, -1.1505402835856047, 13.261526274263971,
    -31.2220540390854, 29.507684067918913, -36.720345191978254, 4.599303493161319,
    18.812599535397094, -19.484933315416946, 119.53701130802511, -105.41655816987836,
    26.070459294906758, 3.592678991132388, 7.208422354678106, 45.83033200488718, 683.7827297132985,
    -1142.0158240484238,
    -5.802714000926978, -0.6004886216519312, 0.2693875435752804, -1.2007045163094574,
    1.00407869834617, -19.943561845896195, 14.804419179204446, -25.916232288439463,
    40.11148108849772, 26.059687706676424, -86.01951133117609, 88.60936160347694,
    -7.098715406806538, -14.158503533019976, 21.289637466632712, 31.582457458126285,
    -1142.0158240484238, 4020.806700473848,
];
