//! The generated programs in other number types: `f32` against `f64`, SIMD lanes against scalars.

use crate::{random_state, SplitMix64};
use chaindyn::nalgebra::{SMatrix, SVector};
use chaindyn::{DynamicsIn, Real};
use chaindyn::{ExternalWrench, ReferenceFrame, TaskSpaceIn};

/// Every output of every generic method at one state, flattened (column-major), by method name.
pub type Outputs<S> = Vec<(&'static str, Vec<S>)>;

fn flat<S: Real, const R: usize, const C: usize>(m: &SMatrix<S, R, C>) -> Vec<S> {
    m.iter().copied().collect()
}

/// Evaluates every method of `DynamicsIn` at `(q, q̇, u)` (`u` also as `q̈` of inverse dynamics).
pub fn evaluate<S: Real, D: DynamicsIn<N>, const N: usize>(
    robot: &D,
    q: &SVector<S, N>,
    qd: &SVector<S, N>,
    u: &SVector<S, N>,
) -> Outputs<S> {
    let lin = robot.linearize_blocks_in(q, qd, u);
    let eq = robot.linearize_equilibrium_in(q);
    let (cq, cqd) = robot.coriolis_jacobians_in(q, qd);
    vec![
        ("mass_matrix", flat(&robot.mass_matrix_in(q))),
        ("coriolis_matrix", flat(&robot.coriolis_matrix_in(q, qd))),
        (
            "coriolis_times_qd",
            flat(&robot.coriolis_times_qd_in(q, qd)),
        ),
        ("gravity", flat(&robot.gravity_in(q))),
        (
            "inverse_dynamics",
            flat(&robot.inverse_dynamics_in(q, qd, u)),
        ),
        (
            "forward_dynamics",
            flat(&robot.forward_dynamics_in(q, qd, u)),
        ),
        ("kinetic_energy", vec![robot.kinetic_energy_in(q, qd)]),
        ("potential_energy", vec![robot.potential_energy_in(q)]),
        ("joint_losses", flat(&robot.joint_losses_in(qd))),
        (
            "mass_matrix_jacobian",
            robot
                .mass_matrix_jacobian_in(q)
                .iter()
                .flat_map(flat)
                .collect(),
        ),
        ("coriolis_jacobians", [flat(&cq), flat(&cqd)].concat()),
        ("gravity_jacobian", flat(&robot.gravity_jacobian_in(q))),
        (
            "linearize_blocks",
            [
                flat(&lin.dqdd_dq),
                flat(&lin.dqdd_dqd),
                flat(&lin.minv),
                flat(&lin.qdd),
            ]
            .concat(),
        ),
        (
            "linearize_equilibrium",
            [flat(&eq.dqdd_dq), flat(&eq.dqdd_dqd), flat(&eq.minv)].concat(),
        ),
    ]
}

/// Which methods solve with `M` (their error scales with its condition number).
pub fn solves(method: &str) -> bool {
    matches!(
        method,
        "forward_dynamics" | "linearize_blocks" | "linearize_equilibrium"
    )
}

/// The 2-norm condition number of a symmetric positive definite matrix.
pub fn condition<const N: usize>(m: &SMatrix<f64, N, N>) -> f64 {
    let d = chaindyn::nalgebra::DMatrix::from_column_slice(N, N, m.as_slice());
    let e = d.symmetric_eigenvalues();
    e.max() / e.min()
}

/// The worst error of `f32` against `f64` over random states, per method, in units of `f32`'s
/// unit roundoff `u = 2⁻²⁴`: for a method that solves with `M`, `‖x₃₂ − x₆₄‖ / (‖x₆₄‖ u κ(M(q)))`
/// at each state (perturbation theory of a linear solve); for the others, which only evaluate,
/// `‖x₃₂ − x₆₄‖ / (X u)` with `X` the largest `‖x₆₄‖` of that method over the states (an error
/// relative to the output's own size at each state would be unbounded where it crosses zero,
/// the potential energy for example).
#[derive(Debug, Default, Clone)]
pub struct F32Report {
    /// `(method, worst scaled error)`.
    pub worst: Vec<(&'static str, f64)>,
    /// The largest `κ(M(q))` met.
    pub max_condition: f64,
    /// The largest relative error `‖x₃₂ − x₆₄‖ / ‖x₆₄‖` of `linearize_blocks`.
    pub max_linearize_error: f64,
}

/// Compares every method in `f32` with `f64` at `states` random states. Both evaluate the same
/// inputs: the state is drawn, rounded to `f32`, and the `f64` program gets those rounded values,
/// so only the arithmetic differs (Frobenius norms over all of a method's outputs; a method whose
/// result is zero, such as the losses of ideal joints, must be exactly zero in `f32` too).
pub fn f32_against_f64<const N: usize, D: DynamicsIn<N>>(
    robot: &D,
    seed: u64,
    states: usize,
    u_max: f64,
) -> F32Report {
    let unit = f64::from(f32::EPSILON) / 2.0;
    let mut rng = SplitMix64(seed);
    let mut report = F32Report::default();
    // Per method: (largest ‖x₆₄‖, largest difference, largest κ-scaled relative difference).
    let mut seen: Vec<(&'static str, f64, f64, f64)> = Vec::new();
    for _ in 0..states {
        let [q, qd, u] = random_state::<N>(&mut rng, u_max);
        let (q32, qd32, u32) = (
            q.map(|x| x as f32),
            qd.map(|x| x as f32),
            u.map(|x| x as f32),
        );
        let (q, qd, u) = (q32.map(f64::from), qd32.map(f64::from), u32.map(f64::from));
        let kappa = condition(&robot.mass_matrix_in(&q));
        report.max_condition = report.max_condition.max(kappa);
        let x64 = evaluate(robot, &q, &qd, &u);
        let x32 = evaluate(robot, &q32, &qd32, &u32);
        for ((name, a), (_, b)) in x64.iter().zip(&x32) {
            let norm = a.iter().map(|x| x * x).sum::<f64>().sqrt();
            let diff = a
                .iter()
                .zip(b)
                .map(|(x, y)| (x - f64::from(*y)).powi(2))
                .sum::<f64>()
                .sqrt();
            let rel = if diff == 0.0 { 0.0 } else { diff / norm };
            if *name == "linearize_blocks" {
                report.max_linearize_error = nan_max(report.max_linearize_error, rel);
            }
            let entry = match seen.iter_mut().find(|e| e.0 == *name) {
                Some(e) => e,
                None => {
                    seen.push((name, 0.0, 0.0, 0.0));
                    seen.last_mut().expect("pushed")
                }
            };
            // `f64::max` would drop a NaN; a NaN is kept, and fails `assert_below`.
            entry.1 = nan_max(entry.1, norm);
            entry.2 = nan_max(entry.2, diff);
            entry.3 = nan_max(entry.3, rel / (unit * kappa));
        }
    }
    report.worst = seen
        .into_iter()
        .map(|(name, norm, diff, scaled)| {
            let e = if solves(name) {
                scaled
            } else if diff == 0.0 {
                0.0
            } else {
                diff / (norm * unit)
            };
            (name, e)
        })
        .collect();
    report
}

/// The larger of `a` and `b`, NaN if either is.
fn nan_max(a: f64, b: f64) -> f64 {
    if a.is_nan() || b.is_nan() {
        f64::NAN
    } else {
        a.max(b)
    }
}

impl F32Report {
    /// Panics naming every method whose scaled error exceeds its bound: `solve` for the methods
    /// that solve with `M`, `evaluate` for the others.
    pub fn assert_below(&self, evaluate: f64, solve: f64, what: &str) {
        let bad: Vec<_> = self
            .worst
            .iter()
            .filter(|(n, e)| e.is_nan() || *e > if solves(n) { solve } else { evaluate })
            .collect();
        assert!(
            bad.is_empty(),
            "{what}: f32 errors above the bounds ({evaluate} u, {solve} u κ): {bad:?} (all: {:?}, \
             κ(M) up to {:.3e})",
            self.worst,
            self.max_condition
        );
    }
}

/// Evaluates every method in the lane type `L` at `L::LANES` random states and checks that lane
/// `i` equals (`==`: the same bits, but for the sign of a zero, and never NaN) the scalar
/// evaluation (in `L::Element`) at state `i`. Returns the
/// number of values compared.
pub fn lanes_against_scalars<L, D, const N: usize>(robot: &D, seed: u64, rounds: usize) -> usize
where
    L: Real,
    L::Element: Real,
    D: DynamicsIn<N>,
{
    let mut rng = SplitMix64(seed);
    let mut compared = 0;
    for _ in 0..rounds {
        let states: Vec<[SVector<L::Element, N>; 3]> = (0..L::LANES)
            .map(|_| random_state::<N>(&mut rng, 10.0).map(|v| v.map(L::Element::parameter)))
            .collect();
        let gather = |k: usize| {
            SVector::<L, N>::from_fn(|i, _| {
                let mut v = L::splat(states[0][k][i]);
                for (lane, s) in states.iter().enumerate() {
                    v.replace(lane, s[k][i]);
                }
                v
            })
        };
        let lanes = evaluate(robot, &gather(0), &gather(1), &gather(2));
        for (lane, s) in states.iter().enumerate() {
            let scalar = evaluate(robot, &s[0], &s[1], &s[2]);
            for ((name, v), (_, x)) in lanes.iter().zip(&scalar) {
                for (k, (a, b)) in v.iter().zip(x).enumerate() {
                    let a = a.extract(lane);
                    assert!(
                        a == *b,
                        "{name}[{k}], lane {lane}: {a:?} in lanes, {b:?} as a scalar"
                    );
                    compared += 1;
                }
            }
        }
    }
    compared
}

/// Every method of `TaskSpaceIn` at `(q, q̇)`, for every generated frame and both reference axes
/// (a fixed wrench `[1, −2, 3, 0.5, −1, 2]` for `∂(Jᵀ w)/∂q`), flattened by method name.
pub fn evaluate_task_space<S: Real, D: TaskSpaceIn<N>, const N: usize>(
    robot: &D,
    q: &SVector<S, N>,
    qd: &SVector<S, N>,
) -> Outputs<S> {
    let refs = [ReferenceFrame::LocalWorldAligned, ReferenceFrame::Local];
    let w = SVector::<S, 6>::from_fn(|i, _| S::constant([1.0, -2.0, 3.0, 0.5, -1.0, 2.0][i]));
    let mut pose = Vec::new();
    let (mut jacobian, mut bias, mut wrench) = (Vec::new(), Vec::new(), Vec::new());
    for &(_, frame) in D::FRAMES {
        let p = robot.frame_pose_in(frame, q);
        pose.extend(flat(&p.rotation));
        pose.extend(flat(&p.translation));
        for reference in refs {
            jacobian.extend(flat(&robot.frame_jacobian_in(frame, q, reference)));
            bias.extend(flat(
                &robot.frame_acceleration_bias_in(frame, q, qd, reference),
            ));
            let applied = ExternalWrench {
                frame,
                reference,
                wrench: w,
            };
            wrench.extend(flat(&robot.wrench_torques_jacobian_in(&applied, q)));
        }
    }
    vec![
        ("frame_pose", pose),
        ("frame_jacobian", jacobian),
        ("frame_acceleration_bias", bias),
        ("center_of_mass", flat(&robot.center_of_mass_in(q))),
        (
            "center_of_mass_jacobian",
            flat(&robot.center_of_mass_jacobian_in(q)),
        ),
        ("wrench_torques_jacobian", wrench),
    ]
}

/// The task space in `f32` against `f64` at `states` random states (rounded to `f32` first, as in
/// [`f32_against_f64`]): per method, the largest `‖x₃₂ − x₆₄‖` over the states divided by the
/// largest `‖x₆₄‖` and by `u = 2⁻²⁴`. These methods only evaluate (no solve), so the bound is
/// the evaluation bound of the dynamics.
pub fn task_space_f32_against_f64<const N: usize, D: TaskSpaceIn<N>>(
    robot: &D,
    seed: u64,
    states: usize,
) -> Vec<(&'static str, f64)> {
    let unit = f64::from(f32::EPSILON) / 2.0;
    let mut rng = SplitMix64(seed);
    let mut seen: Vec<(&'static str, f64, f64)> = Vec::new();
    for _ in 0..states {
        let [q, qd, _] = random_state::<N>(&mut rng, 1.0);
        let (q32, qd32) = (q.map(|x| x as f32), qd.map(|x| x as f32));
        let (q, qd) = (q32.map(f64::from), qd32.map(f64::from));
        let x64 = evaluate_task_space(robot, &q, &qd);
        let x32 = evaluate_task_space(robot, &q32, &qd32);
        for ((name, a), (_, b)) in x64.iter().zip(&x32) {
            let norm = a.iter().map(|x| x * x).sum::<f64>().sqrt();
            let diff = a
                .iter()
                .zip(b)
                .map(|(x, y)| (x - f64::from(*y)).powi(2))
                .sum::<f64>()
                .sqrt();
            match seen.iter_mut().find(|e| e.0 == *name) {
                Some(e) => {
                    e.1 = nan_max(e.1, norm);
                    e.2 = nan_max(e.2, diff);
                }
                None => seen.push((name, norm, diff)),
            }
        }
    }
    seen.into_iter()
        .map(|(name, norm, diff)| {
            let e = if diff == 0.0 {
                0.0
            } else {
                diff / (norm * unit)
            };
            (name, e)
        })
        .collect()
}

/// The task space in the lane type `L` at `L::LANES` random states per round against scalar
/// evaluations (`==`, as [`lanes_against_scalars`]). Returns the number of values compared.
pub fn task_space_lanes_against_scalars<L, D, const N: usize>(
    robot: &D,
    seed: u64,
    rounds: usize,
) -> usize
where
    L: Real,
    L::Element: Real,
    D: TaskSpaceIn<N>,
{
    let mut rng = SplitMix64(seed);
    let mut compared = 0;
    for _ in 0..rounds {
        let states: Vec<[SVector<L::Element, N>; 3]> = (0..L::LANES)
            .map(|_| random_state::<N>(&mut rng, 10.0).map(|v| v.map(L::Element::parameter)))
            .collect();
        let gather = |k: usize| {
            SVector::<L, N>::from_fn(|i, _| {
                let mut v = L::splat(states[0][k][i]);
                for (lane, s) in states.iter().enumerate() {
                    v.replace(lane, s[k][i]);
                }
                v
            })
        };
        let lanes = evaluate_task_space(robot, &gather(0), &gather(1));
        for (lane, s) in states.iter().enumerate() {
            let scalar = evaluate_task_space(robot, &s[0], &s[1]);
            for ((name, v), (_, x)) in lanes.iter().zip(&scalar) {
                for (k, (a, b)) in v.iter().zip(x).enumerate() {
                    let a = a.extract(lane);
                    assert!(
                        a == *b,
                        "{name}[{k}], lane {lane}: {a:?} in lanes, {b:?} as a scalar"
                    );
                    compared += 1;
                }
            }
        }
    }
    compared
}
