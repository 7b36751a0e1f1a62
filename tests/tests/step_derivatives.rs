//! The Jacobians of one integration step (`chaindyn::control::Discretized`: semi-implicit Euler and
//! RK4, from the generated linearization by the chain rule through the stages) against central
//! finite differences of the step, on every test robot, at 20 random states per scheme.
//!
//! Tolerance 1e-6 relative (Frobenius, floor 1): the analytic side is exact to rounding; central
//! differences of the step at relative step ε^(1/3) have truncation and rounding errors of order
//! ε^(2/3) ≈ 4e-11 times the step's third derivatives and its scale, which the random states
//! (speeds up to 2 rad/s, torques as in generated_vs_reference.rs) keep far below 1e-6. A missing
//! stage term is an O(h) error, 1e-3 at h = 10 ms.

use chaindyn_tests::*;

const TOL: f64 = 1e-6;
const STATES: usize = 20;
const H: f64 = 0.01;

#[test]
fn planar_two_link_chains() {
    step_against_finite_differences::<2, 4, _>(&DoublePendulum, 301, STATES, 10.0, H)
        .assert_below(TOL, "double pendulum step");
    step_against_finite_differences::<2, 4, _>(&Pendubot, 302, STATES, 2.0, H)
        .assert_below(TOL, "pendubot step");
    step_against_finite_differences::<2, 4, _>(&Acrobot, 303, STATES, 2.0, H)
        .assert_below(TOL, "acrobot step");
    step_against_finite_differences::<2, 4, _>(&TwoLinkArm, 304, STATES, 200.0, H)
        .assert_below(TOL, "two-link arm step");
    step_against_finite_differences::<2, 4, _>(&UrdfPendubot, 305, STATES, 2.0, H)
        .assert_below(TOL, "URDF pendubot step");
    step_against_finite_differences::<2, 4, _>(&LossyPendubot, 306, STATES, 2.0, H)
        .assert_below(TOL, "lossy pendubot step");
    step_against_finite_differences::<2, 4, _>(&UrdfDoublePendulum, 307, STATES, 10.0, H)
        .assert_below(TOL, "URDF double pendulum step");
    let p = chaindyn::PendubotParameters::PAPER;
    let payload = PayloadPendubot {
        m2: 1.3 * p.m2,
        lc2: p.lc2,
        i2: p.i2,
        l1: p.l1,
        g: p.g,
    };
    step_against_finite_differences::<2, 4, _>(&payload, 308, STATES, 2.0, H)
        .assert_below(TOL, "payload pendubot step");
    let urdf_payload = UrdfPayloadPendubot {
        m2: 1.3 * p.m2,
        lc2: p.lc2,
        i2: p.i2,
    };
    step_against_finite_differences::<2, 4, _>(&urdf_payload, 309, STATES, 2.0, H)
        .assert_below(TOL, "URDF payload pendubot step");
}

#[test]
fn pendulums_in_absolute_angles() {
    step_against_finite_differences::<2, 4, _>(&Pendulum2, 311, STATES, 5.0, H)
        .assert_below(TOL, "pendulum 2 step");
    step_against_finite_differences::<3, 6, _>(&Pendulum3, 312, STATES, 5.0, H)
        .assert_below(TOL, "pendulum 3 step");
    step_against_finite_differences::<4, 8, _>(&Pendulum4, 317, STATES, 5.0, H)
        .assert_below(TOL, "pendulum 4 step");
    step_against_finite_differences::<6, 12, _>(&Pendulum6, 318, STATES, 5.0, H)
        .assert_below(TOL, "pendulum 6 step");
    step_against_finite_differences::<7, 14, _>(&BalancePendulum7, 319, STATES, 5.0, H)
        .assert_below(TOL, "balance pendulum 7 step");
    step_against_finite_differences::<5, 10, _>(&Pendulum5, 313, STATES, 5.0, H)
        .assert_below(TOL, "pendulum 5 step");
    step_against_finite_differences::<7, 14, _>(&Pendulum7, 314, STATES, 5.0, H)
        .assert_below(TOL, "pendulum 7 step");
    step_against_finite_differences::<10, 20, _>(&Pendulum10, 315, STATES, 5.0, H)
        .assert_below(TOL, "pendulum 10 step");
    step_against_finite_differences::<3, 6, _>(&LossyPendulum3, 316, STATES, 5.0, H)
        .assert_below(TOL, "lossy pendulum 3 step");
}

#[test]
fn spatial_chains() {
    step_against_finite_differences::<7, 14, _>(&Arm7, 321, STATES, 20.0, H)
        .assert_below(TOL, "arm7 step");
    step_against_finite_differences::<7, 14, _>(&Panda, 322, STATES, 20.0, H)
        .assert_below(TOL, "panda step");
    // A tree with real joints and a payload's mass set at run time.
    step_against_finite_differences::<9, 18, _>(&PandaFingers { m7: 1.5 }, 327, STATES, 20.0, H)
        .assert_below(TOL, "panda tree step");
    step_against_finite_differences::<3, 6, _>(&Rpr, 324, STATES, 5.0, H)
        .assert_below(TOL, "RPR step");
    step_against_finite_differences::<3, 6, _>(&FixedBetween, 325, STATES, 5.0, H)
        .assert_below(TOL, "fixed-between step");
    let rpr = LossyRpr {
        a0: 0.02,
        b1: 0.7,
        f2: 0.15,
        v2: 0.25,
    };
    step_against_finite_differences::<3, 6, _>(&rpr, 326, STATES, 5.0, H)
        .assert_below(TOL, "lossy RPR step");
}
