//! The generated programs in `f32` and in SIMD lanes (`DynamicsIn`): `f32` against `f64` on every
//! test robot at 100 random states, with a tolerance scaled by the condition number of the mass
//! matrix where a method solves with it; lanes of `f64 × 4` and `f32 × 8` against scalar
//! evaluations, equal (`==`: the same bits but for the sign of a zero, which lane negation drops).
//!
//! Tolerances of `f32` (see `F32Report`), both programs evaluated at the same (`f32`-rounded)
//! state, in units of `f32`'s unit roundoff `u = 2⁻²⁴ ≈ 6e-8`:
//!
//! * `forward_dynamics` and the linearizations solve with `M`: perturbation theory of a linear
//!   solve bounds the relative error by `κ(M) ε` for a relative backward error `ε`, a small
//!   multiple of `u` for the factorisation. Bound `SOLVE = 30 u κ(M(q))`, state by state;
//!   measured at most `3 u κ`, with `κ(M)` from 15 (two-link arm) to 1.1e4 (10-link planar
//!   pendulum in relative angles).
//! * The other methods only evaluate: their error, relative to the method's largest output over
//!   the states, is `u` times the amplification of the model's cancellations. Bound
//!   `EVALUATE = 1000 u`; measured at most 13 u, except the gravity terms of `FixedBetween`,
//!   326 u: its prismatic joint enters as `(0.28 − q₂)`, whose constant is rounded to `f32`, and
//!   its gravity is small against its terms.
//!
//! Where `f32` breaks down: the linearization's relative error grows like `3 u κ(M)` (5e-5 for
//! the 10-link planar pendulum at κ = 1.1e4); a chain with `κ(M) ≳ 1e5` (very light distal links
//! on heavy proximal ones) has no more than two correct digits in `f32`.

use chaindyn::simba::simd::{WideF32x8, WideF64x4};
use chaindyn_tests::scalars::{
    f32_against_f64, lanes_against_scalars, task_space_f32_against_f64,
    task_space_lanes_against_scalars,
};
use chaindyn_tests::*;

const STATES: usize = 100;
const EVALUATE: f64 = 1000.0;
const SOLVE: f64 = 30.0;

#[test]
fn f32_agrees_with_f64_within_its_conditioning() {
    macro_rules! check {
        ($robot:expr, $n:literal, $u:expr, $seed:expr) => {{
            let r = f32_against_f64::<$n, _>(&$robot, $seed, STATES, $u);
            eprintln!(
                "{:<28} κ(M) ≤ {:>9.3e}  linearize rel. err ≤ {:.1e}  worst/(u κ): {}",
                stringify!($robot),
                r.max_condition,
                r.max_linearize_error,
                r.worst
                    .iter()
                    .map(|(n, e)| format!("{n} {e:.0}"))
                    .collect::<Vec<_>>()
                    .join(", ")
            );
            r.assert_below(EVALUATE, SOLVE, stringify!($robot));
        }};
    }
    chaindyn_tests::every_emission_path!(check);
    // The largest model, once, in f32 only.
    check!(chaindyn_tests::panda_fingers(), 9, 20.0, 425);
}

#[test]
fn lanes_equal_scalars_bit_for_bit() {
    macro_rules! check {
        ($robot:expr, $n:literal, $u:expr, $seed:expr) => {{
            let a = lanes_against_scalars::<WideF64x4, _, $n>(&$robot, $seed, 3);
            let b = lanes_against_scalars::<WideF32x8, _, $n>(&$robot, $seed + 1000, 2);
            assert!(a > 0 && b > 0);
        }};
    }
    chaindyn_tests::every_emission_path!(check);
    // The products with `M⁻¹` block by block (a tree of independent subtrees; not in the `f32`
    // test: its `C q̇` is zero, rounding alone in `f32`).
    check!(chaindyn_tests::TwoFingers, 2, 2.0, 431);
    // A tree whose longest programs are cut into parts, which read the joint angles' sines and
    // cosines taken before the first part.
    check!(chaindyn_tests::panda_fingers(), 9, 2.0, 432);
}

/// Baxter: its two identical arms share one program per method, whose linearization is cut
/// into parts. In `f64` both arms are evaluated at once in two lanes (`chaindyn::__pair!`), so
/// the `f64` side of its methods is itself a lanes evaluation of those programs (of another
/// lane type than the states' lanes here). In a
/// thread of its own: the lanes' frames of a 19-joint tree outgrow a test thread's stack in an
/// unoptimised build.
#[test]
fn lanes_equal_scalars_on_shared_subtrees_in_parts() {
    std::thread::Builder::new()
        .stack_size(256 << 20)
        .spawn(|| {
            let robot = chaindyn_tests::Baxter;
            let a = lanes_against_scalars::<WideF64x4, _, 19>(&robot, 433, 2);
            let b = lanes_against_scalars::<WideF32x8, _, 19>(&robot, 1433, 1);
            assert!(a > 0 && b > 0);
        })
        .expect("a thread")
        .join()
        .expect("lanes equal scalars on Baxter");
}

/// The generated task space (`TaskSpaceIn`) in `f32` against `f64` (only evaluation, so the
/// evaluation bound, `EVALUATE` u relative to the method's largest output) and in lanes against
/// scalars (`==`), on the models whose frames take different paths of the emitter:
///
/// * `DoublePendulum`: planar, frames of every body and a placed frame;
/// * `payload` (`PayloadPendubot`): a frame whose origin is a runtime parameter;
/// * `FixedBetween`: spatial, a prismatic joint, frames turned by fixed joints' `rpy`;
/// * `Panda`: the 7-DOF URDF arm with a turned camera frame (`f32` only).
#[test]
fn task_space_in_f32_and_lanes() {
    let p = chaindyn::PendubotParameters::PAPER;
    let payload = PayloadPendubot {
        m2: 1.3 * p.m2,
        lc2: p.lc2,
        i2: p.i2,
        l1: p.l1,
        g: p.g,
    };
    macro_rules! f32_check {
        ($robot:expr, $n:literal, $seed:expr) => {{
            let worst = task_space_f32_against_f64::<$n, _>(&$robot, $seed, STATES);
            eprintln!("{:<16} worst/u: {worst:?}", stringify!($robot));
            assert!(
                worst.iter().all(|(_, e)| *e <= EVALUATE),
                "{}: f32 task space above {EVALUATE} u: {worst:?}",
                stringify!($robot)
            );
        }};
    }
    macro_rules! lanes_check {
        ($robot:expr, $n:literal, $seed:expr) => {{
            let a = task_space_lanes_against_scalars::<WideF64x4, _, $n>(&$robot, $seed, 2);
            let b = task_space_lanes_against_scalars::<WideF32x8, _, $n>(&$robot, $seed + 1000, 1);
            assert!(a > 0 && b > 0);
        }};
    }
    f32_check!(DoublePendulum, 2, 601);
    f32_check!(payload, 2, 602);
    f32_check!(FixedBetween, 3, 603);
    f32_check!(Panda, 7, 604);
    lanes_check!(DoublePendulum, 2, 611);
    lanes_check!(payload, 2, 612);
    lanes_check!(FixedBetween, 3, 613);
}

/// Batches of 0 to 11 states (full chunks and every tail length of 4 and 8 lanes) equal the
/// scalar evaluations (`==`); mismatched slices are typed errors.
#[test]
fn batches_equal_scalars_and_handle_tails() {
    use chaindyn::batch::{Batch, BatchError};
    use chaindyn::nalgebra::SVector;
    use chaindyn::{DynamicsIn, Linearized};
    fn check<L, D, const N: usize>(robot: &D, seed: u64)
    where
        L: chaindyn::Real,
        L::Element: chaindyn::Real,
        D: DynamicsIn<N>,
    {
        let mut rng = SplitMix64(seed);
        for len in 0..12 {
            let states: Vec<[SVector<L::Element, N>; 3]> = (0..len)
                .map(|_| {
                    random_state::<N>(&mut rng, 10.0)
                        .map(|v| v.map(<L::Element as chaindyn::Real>::parameter))
                })
                .collect();
            let [q, qd, u]: [Vec<SVector<L::Element, N>>; 3] =
                std::array::from_fn(|k| states.iter().map(|s| s[k]).collect());
            let zero = SVector::<L::Element, N>::from_element(
                <L::Element as chaindyn::Real>::constant(0.0),
            );
            let mut qdd = vec![zero; len];
            let mut tau = vec![zero; len];
            let zero_lin = robot.linearize_blocks_in(&zero, &zero, &zero);
            let mut lin: Vec<Linearized<N, L::Element>> = vec![zero_lin; len];
            Batch::<L>::forward_dynamics(robot, &q, &qd, &u, &mut qdd).unwrap();
            Batch::<L>::inverse_dynamics(robot, &q, &qd, &u, &mut tau).unwrap();
            Batch::<L>::linearize_blocks(robot, &q, &qd, &u, &mut lin).unwrap();
            for k in 0..len {
                assert_eq!(
                    qdd[k],
                    robot.forward_dynamics_in(&q[k], &qd[k], &u[k]),
                    "q̈, {len} states, #{k}"
                );
                assert_eq!(
                    tau[k],
                    robot.inverse_dynamics_in(&q[k], &qd[k], &u[k]),
                    "τ, {len} states, #{k}"
                );
                assert_eq!(
                    lin[k],
                    robot.linearize_blocks_in(&q[k], &qd[k], &u[k]),
                    "linearization, {len} states, #{k}"
                );
            }
            if len > 0 {
                let short = &mut qdd[..len - 1];
                assert_eq!(
                    Batch::<L>::forward_dynamics(robot, &q, &qd, &u, short),
                    Err(BatchError::LengthMismatch {
                        argument: "qdd",
                        expected: len,
                        found: len - 1
                    })
                );
                assert_eq!(
                    Batch::<L>::linearize_blocks(robot, &q, &qd[..len - 1], &u, &mut lin),
                    Err(BatchError::LengthMismatch {
                        argument: "qd",
                        expected: len,
                        found: len - 1
                    })
                );
            }
        }
    }
    check::<WideF64x4, _, 7>(&Planar7, 501);
    check::<WideF32x8, _, 3>(&Pendulum3, 502);
    check::<WideF64x4, _, 2>(&Pendubot, 503);
    check::<WideF32x8, _, 2>(&Pendubot, 504);
    check::<f64, _, 3>(
        &LossyRpr {
            a0: 0.02,
            b1: 0.7,
            f2: 0.15,
            v2: 0.25,
        },
        505,
    );
}

/// Batches split across rayon's threads (pools of 1, 2, 3 and 7) equal the single-thread batch
/// entry for entry (`==`: each state is the same evaluation), at lengths that leave threads
/// without states, parts of whole chunks and a partial last chunk; mismatched slices are typed
/// errors.
#[test]
fn batches_on_threads_equal_one_thread() {
    use chaindyn::batch::{Batch, BatchError};
    use chaindyn::nalgebra::SVector;
    use chaindyn::{DynamicsIn, Linearized};
    fn check<L, D, const N: usize>(robot: &D, seed: u64)
    where
        L: chaindyn::Real,
        L::Element: chaindyn::Real + Send + Sync,
        D: DynamicsIn<N> + Sync,
    {
        let mut rng = SplitMix64(seed);
        for len in [0, 1, 5, 9, 23, 64, 101] {
            let states: Vec<[SVector<L::Element, N>; 3]> = (0..len)
                .map(|_| {
                    random_state::<N>(&mut rng, 10.0)
                        .map(|v| v.map(<L::Element as chaindyn::Real>::parameter))
                })
                .collect();
            let [q, qd, u]: [Vec<SVector<L::Element, N>>; 3] =
                std::array::from_fn(|k| states.iter().map(|s| s[k]).collect());
            let zero = SVector::<L::Element, N>::from_element(
                <L::Element as chaindyn::Real>::constant(0.0),
            );
            let zero_lin = robot.linearize_blocks_in(&zero, &zero, &zero);
            let (mut qdd, mut tau) = (vec![zero; len], vec![zero; len]);
            let mut lin: Vec<Linearized<N, L::Element>> = vec![zero_lin; len];
            Batch::<L>::forward_dynamics(robot, &q, &qd, &u, &mut qdd).unwrap();
            Batch::<L>::inverse_dynamics(robot, &q, &qd, &u, &mut tau).unwrap();
            Batch::<L>::linearize_blocks(robot, &q, &qd, &u, &mut lin).unwrap();
            for threads in [1, 2, 3, 7] {
                let pool = rayon::ThreadPoolBuilder::new()
                    .num_threads(threads)
                    .build()
                    .unwrap();
                let (mut qdd_t, mut tau_t) = (vec![zero; len], vec![zero; len]);
                let mut lin_t = vec![zero_lin; len];
                pool.install(|| {
                    Batch::<L>::par_forward_dynamics(robot, &q, &qd, &u, &mut qdd_t).unwrap();
                    Batch::<L>::par_inverse_dynamics(robot, &q, &qd, &u, &mut tau_t).unwrap();
                    Batch::<L>::par_linearize_blocks(robot, &q, &qd, &u, &mut lin_t).unwrap();
                });
                assert!(qdd_t == qdd, "q̈, {len} states, {threads} threads");
                assert!(tau_t == tau, "τ, {len} states, {threads} threads");
                assert!(
                    lin_t == lin,
                    "linearization, {len} states, {threads} threads"
                );
                if len > 0 {
                    assert_eq!(
                        Batch::<L>::par_linearize_blocks(robot, &q, &qd, &u[1..], &mut lin_t),
                        Err(BatchError::LengthMismatch {
                            argument: "u",
                            expected: len,
                            found: len - 1
                        })
                    );
                    assert_eq!(
                        Batch::<L>::par_forward_dynamics(robot, &q, &qd, &u, &mut qdd_t[1..]),
                        Err(BatchError::LengthMismatch {
                            argument: "qdd",
                            expected: len,
                            found: len - 1
                        })
                    );
                    assert_eq!(
                        Batch::<L>::par_inverse_dynamics(robot, &q, &qd[1..], &u, &mut tau_t),
                        Err(BatchError::LengthMismatch {
                            argument: "qd",
                            expected: len,
                            found: len - 1
                        })
                    );
                }
            }
        }
    }
    check::<WideF64x4, _, 7>(&Planar7, 511);
    check::<WideF32x8, _, 3>(&Pendulum3, 512);
    check::<f64, _, 2>(&Pendubot, 513);
}
