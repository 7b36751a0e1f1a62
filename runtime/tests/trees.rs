//! The reference algorithms on kinematic trees (a parent array, Pinocchio's `parents`): random
//! trees of 1 to 9 spatial links (any branching, several links on the base, 30% prismatic joints,
//! joint terms on half of them) against finite differences, against each other (ABA against the
//! solve with `M`, `RNEA(FD(τ)) = τ`, `½ q̇ᵀ M q̇` against the kinetic energy of the body
//! velocities, frame velocities against `J q̇`), and the tree's structural zeros: two joints on
//! different branches have `M_kl = 0` exactly, and a joint moves no frame of another branch.
//!
//! Tolerances: 1e-12 relative where two exact formulas meet (rounding of `O(n)` spatial products
//! of magnitude about 1), 1e-10 for `RNEA(FD(τ))` (a solve with `M`, whose condition number
//! reaches about 1e2 on these trees), 1e-6 against central finite differences (truncation
//! `O(h²)` and rounding `O(ε/h)` with `h = ε^(1/3) max(1, |x|)`).

mod common;

use chaindyn::nalgebra::DVector;
use chaindyn::{
    aba, crba, finite_diff, forward_dynamics, frame_jacobian, frame_pose, frame_velocity,
    kinetic_energy, linearize, mass_matrix_derivative, rnea, rnea_derivatives, Chain,
    DynamicsError, ModelError, Multibody, ReferenceFrame,
};
use common::*;

/// Trees of every size with their multibody and a random state.
fn cases() -> Vec<(Chain, Multibody, [DVector<f64>; 3])> {
    let mut rng = SplitMix64(0x7EE5);
    let mut out = Vec::new();
    for n in 1..=9 {
        for _ in 0..6 {
            let mut chain = random_tree(&mut rng, n);
            if rng.unit() < 0.5 {
                for link in &mut chain.links {
                    link.joint.dynamics = random_joint_dynamics(&mut rng);
                }
            }
            let mb = Multibody::new(&chain).expect("a random tree is valid");
            let (q, qd, qdd) = random_state(&mut rng, n);
            out.push((chain, mb, [q, qd, qdd]));
        }
    }
    out
}

fn label(chain: &Chain) -> String {
    format!("tree {:?}", chain.parents)
}

#[test]
fn aba_agrees_with_the_solve_with_the_mass_matrix() {
    for (chain, mb, [q, qd, tau]) in cases() {
        let by_m = forward_dynamics(&mb, &q, &qd, &tau).unwrap();
        let by_aba = aba(&mb, &q, &qd, &tau).unwrap();
        assert_close_vec(&label(&chain), &by_aba, &by_m, 1e-12);
        // Inverse dynamics of the result gives the torque back.
        let back = rnea(&mb, &q, &qd, &by_aba).unwrap();
        assert_close_vec(&label(&chain), &back, &tau, 1e-10);
    }
}

#[test]
fn the_mass_matrix_is_the_kinetic_energy_and_zero_across_branches() {
    for (chain, mb, [q, qd, _]) in cases() {
        let m = crba(&mb, &q).unwrap();
        let n = chain.dof();
        // Column j of M is RNEA without velocity and gravity at q̈ = e_j: checked through the
        // kinetic energy, an independent pass over the body velocities.
        let t = kinetic_energy(&mb, &q, &qd).unwrap();
        let quad = 0.5 * qd.dot(&(&m * &qd));
        assert!(
            (t - quad).abs() <= 1e-12 * t.abs().max(1.0),
            "{}: T = {t}, ½ q̇ᵀ M q̇ = {quad}",
            label(&chain)
        );
        for k in 0..n {
            for l in 0..n {
                if !chain.supports(k, l) && !chain.supports(l, k) {
                    assert_eq!(m[(k, l)], 0.0, "{}: M[{k}][{l}]", label(&chain));
                }
            }
        }
    }
}

#[test]
fn derivatives_match_finite_differences() {
    for (chain, mb, [q, qd, tau]) in cases() {
        let got = linearize(&mb, &q, &qd, &tau).unwrap();
        let fd = finite_diff::linearize(&mb, &q, &qd, &tau).unwrap();
        let what = label(&chain);
        assert_close(&format!("{what} A"), &got.a, &fd.a, 1e-6);
        assert_close(&format!("{what} B"), &got.b, &fd.b, 1e-6);
        assert_close(&format!("{what} ∂τ/∂q"), &got.dtau_dq, &fd.dtau_dq, 1e-6);
        assert_close(&format!("{what} ∂τ/∂q̇"), &got.dtau_dqd, &fd.dtau_dqd, 1e-6);
        let dm = mass_matrix_derivative(&mb, &q).unwrap();
        let dm_fd = finite_diff::mass_matrix_derivative(&mb, &q).unwrap();
        for (j, (a, b)) in dm.iter().zip(&dm_fd).enumerate() {
            assert_close(&format!("{what} ∂M/∂q_{j}"), a, b, 1e-6);
        }
        let d = rnea_derivatives(&mb, &q, &qd, &tau).unwrap();
        let dq_fd = finite_diff::jacobian(&q, |q| rnea(&mb, q, &qd, &tau)).unwrap();
        assert_close(&format!("{what} RNEA ∂τ/∂q"), &d.dtau_dq, &dq_fd, 1e-6);
    }
}

#[test]
fn frames_move_with_the_joints_that_support_them() {
    for (chain, mb, [q, qd, _]) in cases() {
        let n = chain.dof();
        for body in 0..n {
            let j = frame_jacobian(&mb, body, &q, ReferenceFrame::LocalWorldAligned).unwrap();
            let v = frame_velocity(&mb, body, &q, &qd, ReferenceFrame::LocalWorldAligned).unwrap();
            let jv = &j * &qd;
            assert_close_vec(
                &label(&chain),
                &DVector::from_column_slice(v.as_slice()),
                &jv,
                1e-12,
            );
            // The position rows against finite differences of the pose.
            let dp = finite_diff::jacobian(&q, |q| {
                frame_pose(&mb, body, q)
                    .map(|p| DVector::from_column_slice(p.translation.as_slice()))
            })
            .unwrap();
            let rows = j.rows(0, 3).into_owned();
            assert_close(&label(&chain), &rows, &dp, 1e-6);
            for k in 0..n {
                if !chain.supports(k, body) {
                    assert!(
                        j.column(k).iter().all(|&x| x == 0.0),
                        "{}: joint {k} moves body {body}",
                        label(&chain)
                    );
                }
            }
        }
    }
}

#[test]
fn a_chain_as_a_tree_is_the_chain() {
    let mut rng = SplitMix64(0xC4A1);
    for n in 1..=7 {
        let chain = random_chain(&mut rng, n, 0.3);
        let serial = chaindyn::model::serial_parents(n);
        let same = chain.clone().with_parents(serial);
        assert!(same.is_serial());
        let (a, b) = (
            Multibody::new(&chain).unwrap(),
            Multibody::new(&same).unwrap(),
        );
        let (q, qd, qdd) = random_state(&mut rng, n);
        assert_eq!(
            rnea(&a, &q, &qd, &qdd).unwrap(),
            rnea(&b, &q, &qd, &qdd).unwrap()
        );
        assert_eq!(crba(&a, &q).unwrap(), crba(&b, &q).unwrap());
    }
}

#[test]
fn bad_parents_are_typed_errors() {
    let mut rng = SplitMix64(0xBAD);
    let chain = random_chain(&mut rng, 3, 0.0);
    let later = chain.clone().with_parents(vec![None, Some(2), Some(0)]);
    assert!(matches!(
        Multibody::new(&later),
        Err(DynamicsError::Model(ModelError::InvalidParent {
            link: 1,
            parent: 2,
            ..
        }))
    ));
    let itself = chain.clone().with_parents(vec![None, Some(1), Some(0)]);
    assert!(matches!(
        Multibody::new(&itself),
        Err(DynamicsError::Model(ModelError::InvalidParent {
            link: 1,
            parent: 1,
            ..
        }))
    ));
    let short = chain.clone().with_parents(vec![None]);
    assert!(matches!(
        Multibody::new(&short),
        Err(DynamicsError::Model(ModelError::ParentCount {
            links: 3,
            parents: 1
        }))
    ));
    let mut absolute = chain.with_parents(vec![None, None, Some(1)]);
    absolute.convention = chaindyn::AngleConvention::Absolute;
    assert!(matches!(
        absolute.validate(),
        Err(ModelError::AbsoluteAnglesOnTree { link: 1, .. })
    ));
}

/// The Panda with both fingers (9 joints), the Allegro hand (16; its fingertips' products of
/// inertia dropped, see the file's header) and Baxter (19), imported as trees: ABA
/// against the solve with `M` (1e-12) and the linearization against finite differences (1e-6).
/// Their agreement with Pinocchio is checked by `scripts/pinocchio_tree_check.py`.
#[test]
fn real_trees_agree_with_themselves_and_finite_differences() {
    let allegro = include_str!("../../tests/robots/allegro_right_hand.urdf").to_owned();
    let mut rng = SplitMix64(0x07EE_5EED);
    for (xml, dof) in [
        (include_str!("../../tests/robots/panda.urdf").to_owned(), 9),
        (allegro, 16),
        (
            include_str!("../../tests/robots/baxter.urdf").to_owned(),
            19,
        ),
    ] {
        let tree = Chain::tree_from_urdf_str(&xml, None, &[]).unwrap().chain;
        assert_eq!(tree.dof(), dof);
        let mb = Multibody::new(&tree).unwrap();
        let (q, qd, tau) = random_state(&mut rng, dof);
        let what = format!("{dof}-joint tree");
        let by_m = forward_dynamics(&mb, &q, &qd, &tau).unwrap();
        assert_close_vec(&what, &aba(&mb, &q, &qd, &tau).unwrap(), &by_m, 1e-12);
        let got = linearize(&mb, &q, &qd, &tau).unwrap();
        let fd = finite_diff::linearize(&mb, &q, &qd, &tau).unwrap();
        assert_close(&format!("{what} A"), &got.a, &fd.a, 1e-6);
        assert_close(&format!("{what} B"), &got.b, &fd.b, 1e-6);
    }
}

/// Control on a tree: LQR on the linearization of the Panda with both fingers (9 joints, the
/// fingers two branches on the hand, every joint driven) holds a bent pose, and the closed loop
/// simulated on the reference dynamics (RK4, 2 ms) brings a disturbed start back. The bound is
/// the decay its slowest closed-loop pole allows: the error after `T` is below
/// `10 e^{σ T}` of its start (`σ < 0` the largest real part; the factor 10 covers the transient
/// of the other modes).
#[test]
fn lqr_holds_a_tree() {
    use chaindyn::control::StateFeedback;
    use chaindyn::nalgebra::{SMatrix, SVector};
    use chaindyn::simulate::{simulate, Integrator, SimOptions};
    let tree = Chain::tree_from_urdf_str(include_str!("../../tests/robots/panda.urdf"), None, &[])
        .unwrap()
        .chain;
    let model = chaindyn::ReferenceDynamics::<9>::new(&tree).unwrap();
    let mut rng = SplitMix64(0xBA7E);
    let mut q_eq = SVector::<f64, 9>::from_fn(|_, _| 0.5 * rng.symmetric());
    q_eq[7] = 0.02; // the fingers half open
    q_eq[8] = 0.02;
    let q_w = SMatrix::<f64, 18, 18>::identity() * 10.0;
    let r_w = SMatrix::<f64, 9, 9>::identity();
    let all = SMatrix::<f64, 9, 9>::identity();
    let fb = StateFeedback::lqr(&model, &q_eq, &all, &q_w, &r_w).unwrap();
    let sigma = fb
        .design
        .closed_loop_eigenvalues
        .iter()
        .map(|l| l.re)
        .fold(f64::NEG_INFINITY, f64::max);
    assert!(sigma < 0.0);
    let mut q0 = q_eq + SVector::<f64, 9>::from_fn(|_, _| 0.05 * rng.symmetric());
    q0[7] = 0.03;
    let duration = 2.0;
    let options = SimOptions {
        duration,
        integrator: Integrator::Rk4 { dt: 2e-3 },
        sample_interval: 0.5,
    };
    let run = simulate(&model, &q0, &SVector::zeros(), &options, |_, q, qd| {
        fb.torque(q, qd)
    })
    .unwrap();
    let start = (q0 - q_eq).norm();
    let end = (run.last().q - q_eq).norm() + run.last().qd.norm();
    let bound = 10.0 * (sigma * duration).exp() * start;
    assert!(
        end < bound,
        "error {start} -> {end}, bound {bound} (σ = {sigma})"
    );
    assert!(end < 0.5 * start, "error {start} -> {end} (σ = {sigma})");
}

/// Identification on trees: the joint torque regressor reproduces inverse dynamics
/// (`Y π = τ`, 1e-10 relative: the same sums in another order) on random trees with joint terms,
/// and the base parameters of the Panda with both fingers reproduce the full regressor
/// (`Y_b π_b = Y π`, 1e-10) with fewer parameters than the standard ones.
#[test]
fn identification_on_trees() {
    use chaindyn::identification::{
        regressor, standard_parameters, BaseOptions, BaseParameters, Columns,
    };
    for (chain, mb, [q, qd, qdd]) in cases() {
        let pi = standard_parameters(&mb, Columns::BodiesAndJoints).unwrap();
        let y = regressor(&mb, &q, &qd, &qdd, Columns::BodiesAndJoints).unwrap();
        let tau = rnea(&mb, &q, &qd, &qdd).unwrap();
        assert_close_vec(&label(&chain), &(&y * &pi), &tau, 1e-10);
    }
    let panda = Chain::tree_from_urdf_str(include_str!("../../tests/robots/panda.urdf"), None, &[])
        .unwrap()
        .chain;
    let mb = Multibody::new(&panda).unwrap();
    let base = BaseParameters::detect(&mb, &BaseOptions::default()).unwrap();
    assert!(base.count() < 90, "{} base parameters", base.count());
    let pi = standard_parameters(&mb, Columns::Bodies).unwrap();
    let pi_b = base.to_base(&pi).unwrap();
    let mut rng = SplitMix64(0x1D);
    for _ in 0..5 {
        let (q, qd, qdd) = random_state(&mut rng, 9);
        let y = regressor(&mb, &q, &qd, &qdd, Columns::Bodies).unwrap();
        let yb = base.base_regressor(&y).unwrap();
        assert_close_vec("Panda tree", &(&yb * &pi_b), &(&y * &pi), 1e-10);
    }
}

/// Trees at the ends of `f64`: masses, lengths, gravity and velocities scaled by factors from
/// 1e-150 to 1e150 (inertias with mass · length²). Every algorithm either refuses (a typed error)
/// or returns finite numbers; none panics.
#[test]
fn extreme_trees_give_errors_or_finite_numbers() {
    use chaindyn::{center_of_mass_jacobian, coriolis_matrix};
    let scales = [1e-150, 1e-30, 1.0, 1e30, 1e150];
    let mut rng = SplitMix64(0xE7_7EE5);
    let finite = |m: &chaindyn::nalgebra::DMatrix<f64>| m.iter().all(|x| x.is_finite());
    let finite_v = |v: &DVector<f64>| v.iter().all(|x| x.is_finite());
    let mut accepted = 0;
    for _ in 0..80 {
        let n = 1 + rng.below(6);
        let mut chain = random_tree(&mut rng, n);
        let pick = |rng: &mut SplitMix64| scales[rng.below(scales.len())];
        let (sm, sl, sg, sv) = (
            pick(&mut rng),
            pick(&mut rng),
            pick(&mut rng),
            pick(&mut rng),
        );
        for link in &mut chain.links {
            link.body.mass *= sm;
            link.body.com = link.body.com.map(|c| c * sl);
            link.body.inertia = link.body.inertia.map(|r| r.map(|x| x * sm * sl * sl));
            link.joint.origin_xyz = link.joint.origin_xyz.map(|x| x * sl);
        }
        chain.gravity = chain.gravity.map(|g| g * sg);
        let Ok(mb) = Multibody::new(&chain) else {
            continue;
        };
        accepted += 1;
        let (q, qd, tau) = random_state(&mut rng, n);
        let (qd, tau) = (qd * sv, tau * (sm * sl * sl * sv));
        if let Ok(m) = crba(&mb, &q) {
            assert!(finite(&m));
        }
        for fd in [
            forward_dynamics(&mb, &q, &qd, &tau),
            aba(&mb, &q, &qd, &tau),
            rnea(&mb, &q, &qd, &tau),
        ]
        .into_iter()
        .flatten()
        {
            assert!(finite_v(&fd), "{fd}");
        }
        if let Ok(l) = linearize(&mb, &q, &qd, &tau) {
            assert!(finite(&l.a) && finite(&l.b) && finite_v(&l.qdd));
        }
        if let Ok(d) = rnea_derivatives(&mb, &q, &qd, &tau) {
            assert!(finite(&d.dtau_dq) && finite(&d.dtau_dqd));
        }
        if let Ok(dm) = mass_matrix_derivative(&mb, &q) {
            assert!(dm.iter().all(finite));
        }
        if let Ok(c) = coriolis_matrix(&mb, &q, &qd) {
            assert!(finite(&c));
        }
        if let Ok(j) = center_of_mass_jacobian(&mb, &q) {
            assert!(finite(&j));
        }
        if let Ok(t) = kinetic_energy(&mb, &q, &qd) {
            assert!(t.is_finite());
        }
        for body in 0..n {
            if let Ok(j) = frame_jacobian(&mb, body, &q, ReferenceFrame::Local) {
                assert!(finite(&j));
            }
        }
    }
    // The models the reference takes are most of them: the check is not vacuous.
    assert!(accepted >= 40, "{accepted} of 80 trees accepted");
}
