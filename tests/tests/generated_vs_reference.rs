//! Every generated output against the runtime's recursive reference (same chain) and against
//! central finite differences, at 100+ random states per model.
//!
//! Tolerances: both sides evaluate exact formulas in f64, so they differ by rounding amplified
//! by the conditioning of `M` (the linearization multiplies by `M⁻¹`): 1e-10 relative (Frobenius,
//! floor 1). Central differences have truncation error O(h²) ≈ ε^(2/3) ≈ 4e-11 times the third
//! derivative plus rounding ε/h ≈ 4e-11 amplified by the dynamics' scale: 1e-6 relative.

use chaindyn::nalgebra::{SMatrix, SVector};
use chaindyn::Dynamics;
use chaindyn_tests::*;

const REF_TOL: f64 = 1e-10;
const FD_TOL: f64 = 1e-6;
const STATES: usize = 100;

#[test]
fn double_pendulum() {
    against_reference::<2, 4, _>(&DoublePendulum, 1, STATES, 10.0)
        .assert_below(REF_TOL, "double pendulum vs reference");
    against_finite_differences::<2, 4, _>(&DoublePendulum, 2, STATES, 10.0)
        .assert_below(FD_TOL, "double pendulum vs FD");
}

#[test]
fn pendubot() {
    against_reference::<2, 4, _>(&Pendubot, 3, STATES, 2.0)
        .assert_below(REF_TOL, "pendubot vs reference");
    against_finite_differences::<2, 4, _>(&Pendubot, 4, STATES, 2.0)
        .assert_below(FD_TOL, "pendubot vs FD");
}

#[test]
fn acrobot() {
    against_reference::<2, 4, _>(&Acrobot, 5, STATES, 2.0)
        .assert_below(REF_TOL, "acrobot vs reference");
    against_finite_differences::<2, 4, _>(&Acrobot, 6, STATES, 2.0)
        .assert_below(FD_TOL, "acrobot vs FD");
}

#[test]
fn pendulums_in_absolute_angles() {
    against_reference::<2, 4, _>(&Pendulum2, 7, STATES, 5.0)
        .assert_below(REF_TOL, "pendulum 2 vs reference");
    against_reference::<3, 6, _>(&Pendulum3, 8, STATES, 5.0)
        .assert_below(REF_TOL, "pendulum 3 vs reference");
    against_reference::<5, 10, _>(&Pendulum5, 9, STATES, 5.0)
        .assert_below(REF_TOL, "pendulum 5 vs reference");
    against_reference::<10, 20, _>(&Pendulum10, 10, STATES, 5.0)
        .assert_below(REF_TOL, "pendulum 10 vs reference");
    against_finite_differences::<2, 4, _>(&Pendulum2, 11, STATES, 5.0)
        .assert_below(FD_TOL, "pendulum 2 vs FD");
    against_finite_differences::<3, 6, _>(&Pendulum3, 12, STATES, 5.0)
        .assert_below(FD_TOL, "pendulum 3 vs FD");
    against_finite_differences::<5, 10, _>(&Pendulum5, 13, STATES, 5.0)
        .assert_below(FD_TOL, "pendulum 5 vs FD");
    against_finite_differences::<10, 20, _>(&Pendulum10, 14, STATES, 5.0)
        .assert_below(FD_TOL, "pendulum 10 vs FD");
}

#[test]
fn planar_chains_in_joint_angles() {
    // Linearized in the bodies' angles (`chaindyn::__planar_linearize`); Planar11 also from the
    // factors of `M_θ` (a long chain) and with a flipped joint axis.
    let prepared = include_str!("../.chaindyn/Planar11.rs");
    assert!(
        prepared.contains("::chaindyn::__planar_linearize(") && prepared.contains("__ldl_inverse"),
        "Planar11's linearization is no longer assembled in the bodies' angles from the factors"
    );
    assert!(
        prepared.contains("Some(&[1, 1, 1, 1, -1, 1"),
        "Planar11's flipped joint no longer has the sign -1"
    );
    against_reference::<7, 14, _>(&Planar7, 241, STATES, 5.0)
        .assert_below(REF_TOL, "planar 7 vs reference");
    against_finite_differences::<7, 14, _>(&Planar7, 242, STATES, 5.0)
        .assert_below(FD_TOL, "planar 7 vs FD");
    against_reference::<10, 20, _>(&Planar10, 243, STATES, 5.0)
        .assert_below(REF_TOL, "planar 10 vs reference");
    against_finite_differences::<10, 20, _>(&Planar10, 244, STATES, 5.0)
        .assert_below(FD_TOL, "planar 10 vs FD");
    // 25 states, as Spatial11: the code is the same at every state.
    against_reference::<11, 22, _>(&Planar11, 245, 25, 5.0)
        .assert_below(REF_TOL, "planar 11 vs reference");
    against_finite_differences::<11, 22, _>(&Planar11, 246, 25, 5.0)
        .assert_below(FD_TOL, "planar 11 vs FD");
}

/// Trees (bodies that name their parent; URDF trees in Pinocchio's joint order): a torso with an
/// arm, a slide and a head described by attributes, two fingers on a palm (two independent
/// subtrees), the Panda with both fingers, the Allegro hand
/// (grams and centimetres: torques of 0.05 N m) and Baxter. 25 states for the hand and Baxter,
/// as for Spatial11: the code is the same at every state, and 16-19 DOF in debug are slow.
#[test]
fn trees() {
    against_reference::<5, 10, _>(&Torso, 251, STATES, 20.0)
        .assert_below(REF_TOL, "torso vs reference");
    against_finite_differences::<5, 10, _>(&Torso, 252, STATES, 20.0)
        .assert_below(FD_TOL, "torso vs FD");
    against_reference::<2, 4, _>(&TwoFingers, 265, STATES, 0.5)
        .assert_below(REF_TOL, "two fingers vs reference");
    against_finite_differences::<2, 4, _>(&TwoFingers, 266, STATES, 0.5)
        .assert_below(FD_TOL, "two fingers vs FD");
    // Real joints (armature, damping, friction) and a payload's mass at run time.
    for (k, panda) in [panda_fingers(), PandaFingers { m7: 2.5 }]
        .iter()
        .enumerate()
    {
        let seed = 253 + 2 * k as u64;
        against_reference::<9, 18, _>(panda, seed, STATES, 20.0)
            .assert_below(REF_TOL, "panda with fingers vs reference");
        against_finite_differences::<9, 18, _>(panda, seed + 1, STATES, 20.0)
            .assert_below(FD_TOL, "panda with fingers vs FD");
    }
    against_reference::<16, 32, _>(&AllegroHand, 259, 25, 0.05)
        .assert_below(REF_TOL, "allegro vs reference");
    against_finite_differences::<16, 32, _>(&AllegroHand, 260, 25, 0.05)
        .assert_below(FD_TOL, "allegro vs FD");
    against_reference::<19, 38, _>(&Baxter, 257, 25, 20.0)
        .assert_below(REF_TOL, "baxter vs reference");
    against_finite_differences::<19, 38, _>(&Baxter, 258, 25, 20.0)
        .assert_below(FD_TOL, "baxter vs FD");
}

#[test]
fn spatial_seven_dof_arm() {
    against_reference::<7, 14, _>(&Arm7, 15, STATES, 20.0)
        .assert_below(REF_TOL, "arm7 vs reference");
    against_finite_differences::<7, 14, _>(&Arm7, 16, STATES, 20.0)
        .assert_below(FD_TOL, "arm7 vs FD");
}

#[test]
fn spatial_chain_emitted_in_parts() {
    // Its longest functions are emitted in parts (functions of their own passing values through
    // the slot arrays): the path the long chains take.
    let prepared = include_str!("../.chaindyn/Spatial11.rs");
    assert!(
        prepared.contains("fn __chaindyn_part"),
        "Spatial11's generated code has no parts: it no longer tests them"
    );
    // Its `∂M/∂q` is the dot products of spatial vectors the code stores (a long chain's form).
    assert!(
        prepared.contains("let dot6 = ::chaindyn::__dot6::<S>;")
            && prepared.contains(" = dot6(&o[..],"),
        "Spatial11's generated code has no six-vector dot products: it no longer tests them"
    );
    // 25 states, not 100: the code is the same at every state, and 11 DOF in debug is slow.
    against_reference::<11, 22, _>(&Spatial11, 231, 25, 20.0)
        .assert_below(REF_TOL, "spatial11 vs reference");
    against_finite_differences::<11, 22, _>(&Spatial11, 232, 25, 20.0)
        .assert_below(FD_TOL, "spatial11 vs FD");
}

#[test]
fn chain_with_a_prismatic_joint() {
    against_reference::<3, 6, _>(&Rpr, 17, STATES, 5.0).assert_below(REF_TOL, "RPR vs reference");
    // The random states extend the slider up to ±π m, where accelerations (and the third
    // derivatives that set the central-difference truncation error) are large: measured 1.5e-6,
    // while the same outputs agree with the analytic reference to 1e-10 above.
    against_finite_differences::<3, 6, _>(&Rpr, 18, STATES, 5.0)
        .assert_below(5.0 * FD_TOL, "RPR vs FD");
}

#[test]
fn runtime_parameters_at_several_values() {
    let mut rng = SplitMix64(19);
    for k in 0..5 {
        let model = PayloadPendubot {
            m2: rng.uniform(0.2, 3.0),
            lc2: rng.uniform(0.01, 0.3),
            i2: rng.uniform(0.001, 0.02),
            l1: rng.uniform(0.1, 0.4),
            g: rng.uniform(1.0, 10.0),
        };
        against_reference::<2, 4, _>(&model, 20 + k, 30, 2.0)
            .assert_below(REF_TOL, "payload pendubot vs reference");
        against_finite_differences::<2, 4, _>(&model, 40 + k, 30, 2.0)
            .assert_below(FD_TOL, "payload pendubot vs FD");
    }
}

#[test]
fn runtime_parameters_at_the_paper_values_equal_the_constant_model() {
    let p = chaindyn::PendubotParameters::PAPER;
    let model = PayloadPendubot {
        m2: p.m2,
        lc2: p.lc2,
        i2: p.i2,
        l1: p.l1,
        g: p.g,
    };
    let mut rng = SplitMix64(60);
    for _ in 0..STATES {
        let [q, qd, u] = random_state::<2>(&mut rng, 2.0);
        let (a1, b1) = model.linearize::<4>(&q, &qd, &u);
        let (a2, b2) = Pendubot.linearize::<4>(&q, &qd, &u);
        assert!(
            (a1 - a2).norm() <= 1e-12 * a2.norm().max(1.0)
                && (b1 - b2).norm() <= 1e-12 * b2.norm().max(1.0)
        );
        assert!((model.mass_matrix(&q) - Pendubot.mass_matrix(&q)).norm() <= 1e-13);
    }
}

/// Chains with real joints (armature, viscous damping, smoothed Coulomb friction): planar in
/// relative and in absolute angles, spatial with a prismatic joint and runtime parameters, and a
/// 7-DOF URDF arm. The friction velocities (0.2-0.5) keep the friction law's third derivative,
/// and with it the central-difference truncation error, of order one: the tolerances are the
/// ones above.
#[test]
fn chains_with_armature_damping_and_friction() {
    against_reference::<2, 4, _>(&LossyPendubot, 201, STATES, 2.0)
        .assert_below(REF_TOL, "lossy pendubot vs reference");
    against_finite_differences::<2, 4, _>(&LossyPendubot, 202, STATES, 2.0)
        .assert_below(FD_TOL, "lossy pendubot vs FD");
    against_reference::<3, 6, _>(&LossyPendulum3, 203, STATES, 5.0)
        .assert_below(REF_TOL, "lossy pendulum 3 vs reference");
    against_finite_differences::<3, 6, _>(&LossyPendulum3, 204, STATES, 5.0)
        .assert_below(FD_TOL, "lossy pendulum 3 vs FD");
    let rpr = LossyRpr {
        a0: 0.02,
        b1: 0.7,
        f2: 0.15,
        v2: 0.25,
    };
    against_reference::<3, 6, _>(&rpr, 205, STATES, 5.0)
        .assert_below(REF_TOL, "lossy RPR vs reference");
    // As for the RPR chain above: the slider reaches ±π m (large third derivatives).
    against_finite_differences::<3, 6, _>(&rpr, 206, STATES, 5.0)
        .assert_below(5.0 * FD_TOL, "lossy RPR vs FD");
    // The Panda tree's real joints: `trees`.
}

/// The joint terms change what they should and nothing else: with armature `a`, `M` gains
/// `diag(a)`; the losses leave `M`, `C`, `g` alone and add `b q̇ + F s(q̇/v_s)` to inverse
/// dynamics; at rest the linearization's `∂q̈/∂q̇` is `−M⁻¹ (b + F/v_s)`. Compared with the
/// ideal Pendubot (the same rigid bodies) to 1e-12: the same formulas, differently associated.
#[test]
fn joint_terms_add_exactly_their_own_contribution() {
    let mut rng = SplitMix64(209);
    let armature = SMatrix::<f64, 2, 2>::from_diagonal(&SVector::<f64, 2>::new(0.003, 0.001));
    let rate = SMatrix::<f64, 2, 2>::from_diagonal(&SVector::<f64, 2>::new(
        0.01 + 0.05 / 0.5,
        0.005 + 0.02 / 0.3,
    ));
    let close = |a: f64, scale: f64| a <= 1e-12 * scale.max(1.0);
    for _ in 0..STATES {
        let [q, qd, qdd] = random_state::<2>(&mut rng, 5.0);
        let m = Pendubot.mass_matrix(&q);
        assert!(close(
            (LossyPendubot.mass_matrix(&q) - m - armature).norm(),
            m.norm()
        ));
        assert!(close(
            (LossyPendubot.coriolis_matrix(&q, &qd) - Pendubot.coriolis_matrix(&q, &qd)).norm(),
            m.norm()
        ));
        let loss = SVector::<f64, 2>::new(
            0.01 * qd[0] + 0.05 * qd[0] / (qd[0] * qd[0] + 0.25).sqrt(),
            0.005 * qd[1] + 0.02 * qd[1] / (qd[1] * qd[1] + 0.09).sqrt(),
        );
        let tau = Pendubot.inverse_dynamics(&q, &qd, &qdd) + armature * qdd + loss;
        assert!(close(
            (LossyPendubot.inverse_dynamics(&q, &qd, &qdd) - tau).norm(),
            tau.norm()
        ));
        assert!(close((LossyPendubot.joint_losses(&qd) - loss).norm(), 1.0));
        assert_eq!(Pendubot.joint_losses(&qd), SVector::<f64, 2>::zeros());
        let eq = LossyPendubot.linearize_equilibrium(&q);
        let expected = -(LossyPendubot.mass_matrix(&q).try_inverse().unwrap() * rate);
        assert!(close((eq.dqdd_dqd - expected).norm(), expected.norm()));
    }
}

/// A spatial chain (revolute, prismatic, revolute) whose base placement is a runtime parameter:
/// where the chain stands is a value the generated code and the reference both take from `self`.
#[derive(Dynamics)]
#[chain(gravity = [0.0, 0.0, -9.81], frames = ["tool"])]
#[body(name = "turret", axis = z, origin = [bx, by, bz], mass = 2.0, com = [0.1, 0.05, 0.2],
       inertia = [0.02, 0.03, 0.02])]
#[body(name = "boom", joint = prismatic, axis = x, origin = [0.0, 0.0, 0.4], rpy = [0.0, -0.3, 0.0],
       mass = 1.0, com = [0.2, 0.0, 0.01], inertia = [0.002, 0.01, 0.01])]
#[body(name = "wrist", axis = y, origin = [0.5, 0.0, 0.0], mass = 0.5, com = [0.05, 0.01, 0.0],
       inertia = [0.001, 0.002, 0.002])]
#[frame(name = "tool", body = "wrist", origin = [0.1, 0.0, -0.02])]
struct PlacedArm {
    bx: f64,
    by: f64,
    bz: f64,
}

/// Generated and reference agree wherever the base stands, up to 1e3 m from the world origin
/// (1e-10 relative, floor 1, as every model: the reference's kinematics are taken about the first
/// joint, so the offset costs it no digits; the generated code's offset enters only positions and
/// the potential energy, whose scale grows with it).
#[test]
fn base_placement_up_to_a_kilometre() {
    let mut rng = SplitMix64(0xba5e);
    for (k, offset) in [0.0, 1.0, 10.0, 100.0, 1000.0].into_iter().enumerate() {
        let arm = PlacedArm {
            bx: rng.uniform(-offset, offset),
            by: rng.uniform(-offset, offset),
            bz: rng.uniform(-offset, offset),
        };
        let seed = 600 + 2 * k as u64;
        against_reference::<3, 6, _>(&arm, seed, STATES, 5.0)
            .assert_below(REF_TOL, &format!("base {offset} m out vs reference"));
        chaindyn_tests::task_space::task_space_against_reference(&arm, seed + 1, STATES)
            .assert_below(
                REF_TOL,
                &format!("base {offset} m out, task space vs reference"),
            );
    }
}

mod regressor {
    //! The generated regressors (`#[chain(regressor = bodies | joints)]`) against inverse dynamics,
    //! the energies and the runtime's reference regressor (`chaindyn::identification`), at random
    //! states of an absolute-angle planar pendulum, a spatial 7-DOF arm, spatial chains with a
    //! prismatic joint and joint terms (some runtime parameters), a URDF with merged fixed joints
    //! and the Pendubot with runtime geometry and gravity; and their build-time base parameters.
    //!
    //! Tolerance 1e-10, relative to the size of the compared quantity (at least 1): the generated
    //! code and the references are two exact formulas evaluated in `f64` with a few hundred
    //! operations each; their rounding differences are around 1e-14.

    use chaindyn::identification::{self, Columns};
    use chaindyn::nalgebra::{DMatrix, DVector, SMatrix, SVector};
    use chaindyn::{Dynamics, Multibody};
    use chaindyn_tests::{
        random_state, Arm7, FixedBetween, LossyPendulum3, LossyRpr, NearParallel, PayloadPendubot,
        Pendulum3, PrismaticArm, RoundedAxes, RoundedPi, RoundedQuarterTurns, SplitMix64, Torso,
    };

    const TOL: f64 = 1e-10;

    fn dynamic<const R: usize, const C: usize>(m: &SMatrix<f64, R, C>) -> DMatrix<f64> {
        DMatrix::from_column_slice(R, C, m.as_slice())
    }

    fn dv<const N: usize>(v: &SVector<f64, N>) -> DVector<f64> {
        DVector::from_column_slice(v.as_slice())
    }

    /// Checks one model at 50 random states; `regressor`, `kinetic`, `potential` are its generated
    /// methods.
    #[allow(clippy::type_complexity)]
    fn check<const N: usize, const C: usize, D: Dynamics<N>>(
        model: &D,
        columns: Columns,
        regressor: &dyn Fn(
            &SVector<f64, N>,
            &SVector<f64, N>,
            &SVector<f64, N>,
        ) -> SMatrix<f64, N, C>,
        kinetic: &dyn Fn(&SVector<f64, N>, &SVector<f64, N>) -> SMatrix<f64, 1, C>,
        potential: &dyn Fn(&SVector<f64, N>) -> SMatrix<f64, 1, C>,
    ) {
        let mb = Multibody::new(&model.chain()).expect("a valid chain");
        let pi = identification::standard_parameters(&mb, columns).expect("parameters");
        assert_eq!(pi.len(), C);
        let mut rng = SplitMix64(0x5eed_0f7e);
        for _ in 0..50 {
            let [q, qd, qdd] = random_state::<N>(&mut rng, 3.0);
            let y = dynamic(&regressor(&q, &qd, &qdd));
            // Y π = τ from the generated inverse dynamics.
            let tau = dv(&model.inverse_dynamics(&q, &qd, &qdd));
            let err = (&y * &pi - &tau).amax() / tau.amax().max(1.0);
            assert!(err < TOL, "Y π − τ: {err:e}");
            // The generated regressor is the reference's.
            let reference = identification::regressor(&mb, &dv(&q), &dv(&qd), &dv(&qdd), columns)
                .expect("reference regressor");
            let err = (&y - &reference).amax() / reference.amax().max(1.0);
            assert!(err < TOL, "generated − reference regressor: {err:e}");
            // The energies.
            let t = (dynamic(&kinetic(&q, &qd)) * &pi)[0];
            let kinetic_energy = model.kinetic_energy(&q, &qd);
            assert!((t - kinetic_energy).abs() < TOL * kinetic_energy.abs().max(1.0));
            let u = (dynamic(&potential(&q)) * &pi)[0];
            let potential_energy = model.potential_energy(&q);
            assert!((u - potential_energy).abs() < TOL * potential_energy.abs().max(1.0));
            let reference =
                identification::kinetic_energy_regressor(&mb, &dv(&q), &dv(&qd), columns)
                    .expect("reference kinetic energy regressor");
            let err = (dynamic(&kinetic(&q, &qd)) - reference).amax();
            assert!(err < TOL * t.abs().max(1.0), "y_T: {err:e}");
        }
    }

    /// `check` on a model's generated regressors.
    macro_rules! check_model {
        ($m:expr, $n:literal, $c:literal, $columns:expr) => {{
            let m = $m;
            check::<$n, $c, _>(
                &m,
                $columns,
                &|q, qd, qdd| m.regressor(q, qd, qdd),
                &|q, qd| m.kinetic_energy_regressor(q, qd),
                &|q| m.potential_energy_regressor(q),
            )
        }};
    }

    /// `check_base` on a model's generated base parameters (a unit struct, or the type and a
    /// value).
    macro_rules! check_model_base {
        ($ty:ident, $n:literal, $c:literal, $columns:expr) => {
            check_model_base!($ty = $ty, $n, $c, $columns)
        };
        ($ty:ident = $m:expr, $n:literal, $c:literal, $columns:expr) => {{
            let m = $m;
            check_base::<$n, $c, { $ty::BASE_PARAMETERS }, _>(
                &m,
                $columns,
                ($ty::BASE_PARAMETER_COLUMNS, &$ty::UNIDENTIFIABLE_PARAMETERS),
                &|q, qd, qdd| m.regressor(q, qd, qdd),
                &|q, qd, qdd| m.base_regressor(q, qd, qdd),
                &|pi| m.base_parameters(pi),
            )
        }};
    }

    /// The build-time base parameters against the runtime's numeric detection (the same count,
    /// leading columns and parameters that act on no torque: both decide by the rank rule of
    /// `chaindyn_model::rank` and take the first independent columns in the standard order),
    /// `Y_b π_b = Y π` at random states for the standard parameters and for arbitrary ones
    /// (1e-10 relative), and every coefficient of `β` at most `10 max(1, R)²`, `R` the sum of the
    /// joint offsets' lengths (the coefficients are lengths and squared lengths, and ones).
    #[allow(clippy::type_complexity)]
    fn check_base<const N: usize, const C: usize, const P: usize, D: Dynamics<N>>(
        model: &D,
        columns: Columns,
        (leading, unidentifiable): ([usize; P], &[&str]),
        regressor: &dyn Fn(
            &SVector<f64, N>,
            &SVector<f64, N>,
            &SVector<f64, N>,
        ) -> SMatrix<f64, N, C>,
        base_regressor: &dyn Fn(
            &SVector<f64, N>,
            &SVector<f64, N>,
            &SVector<f64, N>,
        ) -> SMatrix<f64, N, P>,
        base_parameters: &dyn Fn(&SVector<f64, C>) -> SVector<f64, P>,
    ) {
        let mb = Multibody::new(&model.chain()).expect("a valid chain");
        let options = identification::BaseOptions {
            columns,
            ..Default::default()
        };
        let numeric = identification::BaseParameters::detect(&mb, &options).expect("detection");
        assert_eq!(
            numeric.count(),
            P,
            "P: build time vs numeric rank: {:?} vs {:?}",
            numeric.independent(),
            leading
        );
        assert_eq!(numeric.independent(), &leading[..]);
        let zero: Vec<&str> = numeric
            .non_identifiable()
            .iter()
            .map(|&j| numeric.names()[j].as_str())
            .collect();
        assert_eq!(zero, unidentifiable);
        // β's columns are the base parameters of unit vectors.
        let reach: f64 = model
            .chain()
            .links
            .iter()
            .map(|l| l.joint.origin_xyz.iter().map(|x| x * x).sum::<f64>().sqrt())
            .sum();
        let largest = (0..C)
            .map(|j| base_parameters(&SVector::from_fn(|i, _| f64::from(i == j))).amax())
            .fold(0.0, f64::max);
        assert!(
            largest <= 10.0 * reach.max(1.0).powi(2),
            "largest coefficient {largest:e}, reach {reach}"
        );
        let physical = identification::standard_parameters(&mb, columns).expect("parameters");
        let mut rng = SplitMix64(0xBA5E);
        for trial in 0..30 {
            let pi: SVector<f64, C> = if trial % 2 == 0 {
                SVector::from_column_slice(physical.as_slice())
            } else {
                SVector::from_fn(|_, _| rng.uniform(-1.0, 1.0))
            };
            let [q, qd, qdd] = random_state::<N>(&mut rng, 3.0);
            let full = regressor(&q, &qd, &qdd) * pi;
            let base = base_regressor(&q, &qd, &qdd) * base_parameters(&pi);
            let err = (full - base).amax() / full.amax().max(1.0);
            assert!(err < TOL, "Y_b π_b − Y π: {err:e}");
        }
    }

    #[test]
    fn base_parameters_derived_at_build_time() {
        assert_eq!(Pendulum3::BASE_PARAMETERS, 9);
        check_model_base!(Pendulum3, 3, 30, Columns::Bodies);
        check_model_base!(Arm7, 7, 70, Columns::Bodies);
        // Joint terms (absolute angles: damping and friction of relative rates).
        check_model_base!(LossyPendulum3, 3, 39, Columns::BodiesAndJoints);
        // A prismatic joint with joint terms.
        check_model_base!(PrismaticArm, 3, 39, Columns::BodiesAndJoints);
        // A wrist frame turned by a general rpy (orthogonal only to rounding in its decimals:
        // derived on the nearest exact rotation), joint terms that are runtime parameters.
        check_model_base!(
            LossyRpr = LossyRpr {
                a0: 0.3,
                b1: 0.7,
                f2: 0.4,
                v2: 0.25,
            },
            3,
            39,
            Columns::BodiesAndJoints
        );
        // Merged URDF offsets such as 0.1 + 0.2 = 0.30000000000000004: coefficients that are
        // long exact rationals, reconstructed over several primes.
        check_model_base!(FixedBetween, 3, 39, Columns::BodiesAndJoints);
        // A tree (three branches on a waist, a prismatic joint, joint terms).
        check_model!(Torso, 5, 65, Columns::BodiesAndJoints);
        check_model_base!(Torso, 5, 65, Columns::BodiesAndJoints);
        // Geometry and gravity given at run time: coefficients that are polynomials in the
        // runtime length, at two sets of values.
        for (l1, g) in [(0.2, 9.81), (0.7, 1.62)] {
            let m = || PayloadPendubot {
                m2: 1.0,
                lc2: 0.1,
                i2: 0.01,
                l1,
                g,
            };
            check_model!(m(), 2, 20, Columns::Bodies);
            check_model_base!(PayloadPendubot = m(), 2, 20, Columns::Bodies);
        }
        assert_eq!(
            PayloadPendubot::BASE_PARAMETER_NAMES,
            [
                "mc_x_1 + l1 m_2",
                "mc_y_1",
                "I_zz_1 + l1² m_2",
                "mc_x_2",
                "mc_y_2",
                "I_zz_2"
            ]
        );
        // The combinations read as the literature writes them (Pendulum3: link lengths 0.5, 0.8).
        assert_eq!(
            Pendulum3::BASE_PARAMETER_NAMES[1],
            "mc_y_1 + 0.5 m_2 + 0.5 m_3"
        );
    }

    /// Descriptions whose decimals carry rounding (`robots/rounding.urdf`): the base parameters
    /// of the geometry as described, decided by the runtime's rank rule, with coefficients of
    /// the order of the chain's lengths (derived on the geometry with the rounding snapped and
    /// checked against the described one; the exact numbers as written would give extra base
    /// parameters with coefficients up to 1e32).
    #[test]
    fn base_parameters_of_descriptions_with_rounding() {
        // Axes `0 6.12323e-17 1` and an offset of 1e-18 m at a spherical shoulder: the third
        // body's mass acts on no torque.
        check_model!(RoundedAxes, 3, 30, Columns::Bodies);
        check_model_base!(RoundedAxes, 3, 30, Columns::Bodies);
        assert!(RoundedAxes::UNIDENTIFIABLE_PARAMETERS.contains(&"m_3"));
        // `1.5708` is geometry as written (4e-6 rad from π/2; no axes it would make parallel),
        // its rounding beside it (`-1.11022e-16`, `6.12323e-17`) is not.
        check_model!(RoundedQuarterTurns, 3, 30, Columns::Bodies);
        check_model_base!(RoundedQuarterTurns, 3, 30, Columns::Bodies);
        // π to 11 digits: three parallel axes, the planar arm's 7 base parameters.
        check_model!(RoundedPi, 3, 30, Columns::Bodies);
        check_model_base!(RoundedPi, 3, 30, Columns::Bodies);
        assert_eq!(RoundedPi::BASE_PARAMETERS, 7);
        assert_eq!(
            RoundedPi::BASE_PARAMETER_NAMES[0],
            "I_zz_1 + 0.09 m_2 + 0.09 m_3"
        );
        // Axes 4e-6 rad from parallel: neither rounding nor geometry to the rank rule. No
        // build-time base parameters, and the runtime's detection refuses as well.
        check_model!(NearParallel, 3, 30, Columns::Bodies);
        let why = NearParallel::BASE_PARAMETERS_UNAVAILABLE;
        assert!(
            why.starts_with("the numeric rank at the described geometry is undecided")
                && why.contains("singular value 10 of the unit-norm columns is 6.9e-6"),
            "{why}"
        );
        let mb = Multibody::new(&NearParallel.chain()).expect("a valid chain");
        let detected =
            identification::BaseParameters::detect(&mb, &identification::BaseOptions::default());
        assert!(
            matches!(
                detected,
                Err(identification::IdentificationError::AmbiguousRank(_))
            ),
            "{detected:?}"
        );
    }

    #[test]
    fn absolute_angle_pendulum() {
        let m = Pendulum3;
        assert_eq!(Pendulum3::REGRESSOR_PARAMETERS.len(), 30);
        assert_eq!(Pendulum3::REGRESSOR_PARAMETERS[9], "I_zz_1");
        check_model!(m, 3, 30, Columns::Bodies);
    }

    #[test]
    fn spatial_seven_dof_arm() {
        check_model!(Arm7, 7, 70, Columns::Bodies);
    }

    #[test]
    fn prismatic_joint_and_joint_terms_that_are_runtime_parameters() {
        let m = LossyRpr {
            a0: 0.3,
            b1: 0.7,
            f2: 0.4,
            v2: 0.25,
        };
        assert_eq!(LossyRpr::REGRESSOR_PARAMETERS[30], "armature_1");
        assert_eq!(LossyRpr::REGRESSOR_PARAMETERS[38], "friction_3");
        check_model!(m, 3, 39, Columns::BodiesAndJoints);
    }

    #[test]
    fn joint_terms_of_an_absolute_angle_chain() {
        check_model!(LossyPendulum3, 3, 39, Columns::BodiesAndJoints);
    }

    #[test]
    fn urdf_with_a_prismatic_joint_and_merged_fixed_joints() {
        check_model!(FixedBetween, 3, 39, Columns::BodiesAndJoints);
    }

    #[test]
    fn prismatic_arm_with_joint_terms() {
        check_model!(PrismaticArm, 3, 39, Columns::BodiesAndJoints);
    }

    #[test]
    fn the_regressor_is_generic_over_the_number_type() {
        // f32 against f64 on the same state: within f32's precision of the entries' scale.
        let m = Arm7;
        let mut rng = SplitMix64(7);
        let [q, qd, qdd] = random_state::<7>(&mut rng, 3.0);
        let y64 = m.regressor(&q, &qd, &qdd);
        let y32 = m.regressor_in::<f32>(&q.cast(), &qd.cast(), &qdd.cast());
        let err = (y32.cast::<f64>() - y64).amax() / y64.amax().max(1.0);
        assert!(err < 1e-4, "f32 regressor: {err:e}");
    }
}
