//! Control on a floating base (`chaindyn::control::{FloatingDiscretized, FloatingIlqr}`), on a
//! satellite carrying a two-joint arm, its dynamics the runtime's reference algorithms (behind
//! the `FloatingDynamics` trait, as generated code would be):
//!
//! - the step's Jacobians in the tangent space (one step, and three substeps) against central
//!   differences of the step along
//!   `integrate` (relative 1e-5: the check's differences carry truncation of `O(ε²)` and
//!   rounding of `1e-16 / ε`, with `ε = 1e-6`, through the step's four stages);
//! - iLQR turns the satellite about its vertical axis by moving the arm alone (no torque on the
//!   base: the angular momentum about the centre of mass stays zero): the plan reaches the
//!   orientation to 1e-2 rad and comes to rest; the plan's inputs with its feedback gains, run
//!   through `FloatingDynamics::step` (fourth order on the manifold, four steps per plan step),
//!   keep the angular momentum at zero to 1e-9 (the integrator's truncation) and end within
//!   3e-2 rad of the target;
//! - typed errors for a bad step length or substeps, an unnormalised quaternion (reference or
//!   start), an empty horizon or one beyond the per-step buffers' limit, and a tracking input
//!   asked beyond the horizon or with a non-finite velocity;
//! - `FloatingDynamics::difference`, the cost and the tracking input of states near `f64`'s
//!   limit whose differences overflow: typed errors, never a NaN inside `Ok`;
//! - the messages name what is wrong: the argument and what its index is (`q[6]`, the base
//!   quaternion's w), a quaternion's norm, a step length `h` with its value (not positive, or so
//!   large that a step overflows), the iLQR option or input limit and its value.

use chaindyn::control::{
    ControlError, FloatingCost, FloatingDiscretized, FloatingIlqr, IlqrOptions,
};
use chaindyn::nalgebra::{DVector, SMatrix, SVector};
use chaindyn::{
    AngleConvention, Body, Chain, FloatingDynamics, FloatingReferenceDynamics, Joint,
    JointDynamics, JointKind, Link,
};

const NQ: usize = 9;
const NV: usize = 8;
const NX: usize = 16;
const NU: usize = 2;

/// The reference algorithms behind `FloatingDynamics` (their derivatives analytic).
type Satellite = FloatingReferenceDynamics<NQ, NV>;

fn satellite() -> Satellite {
    let diag = |a: f64, b: f64, c: f64| [[a, 0.0, 0.0], [0.0, b, 0.0], [0.0, 0.0, c]];
    let base = Body::new("hub", 10.0, [0.0, 0.0, 0.05], diag(0.6, 0.7, 0.5));
    let link = |name: &str, kind, axis, origin, mass, com, inertia| Link {
        joint: Joint {
            name: format!("{name}_joint"),
            kind,
            axis,
            origin_xyz: origin,
            origin_rpy: [0.0, 0.0, 0.0],
            dynamics: JointDynamics::IDEAL,
        },
        body: Body::new(name, mass, com, inertia),
    };
    let chain = Chain::new(
        vec![
            link(
                "upper",
                JointKind::Revolute,
                [0.0, 0.0, 1.0],
                [0.3, 0.0, 0.0],
                2.0,
                [0.25, 0.0, 0.0],
                diag(0.002, 0.04, 0.04),
            ),
            link(
                "lower",
                JointKind::Revolute,
                [0.0, 1.0, 0.0],
                [0.5, 0.0, 0.0],
                1.5,
                [0.2, 0.0, 0.0],
                diag(0.002, 0.02, 0.02),
            ),
        ],
        [0.0, 0.0, -9.81],
        AngleConvention::Relative,
    );
    Satellite::new(&base, &chain).expect("a valid satellite")
}

fn d<const K: usize>(x: &SVector<f64, K>) -> DVector<f64> {
    DVector::from_column_slice(x.as_slice())
}

/// The base turned by `yaw` about the world's vertical, the arm at `arm`.
fn configuration(yaw: f64, arm: [f64; 2]) -> SVector<f64, NQ> {
    let mut q = SVector::<f64, NQ>::zeros();
    q[5] = (yaw / 2.0).sin();
    q[6] = (yaw / 2.0).cos();
    q[7] = arm[0];
    q[8] = arm[1];
    q
}

#[test]
fn step_jacobians_match_central_differences() {
    let sat = satellite();
    step_jacobians_at(&sat, FloatingDiscretized::new(&sat, 0.01).unwrap());
    // Three substeps of 0.01 s: the product of their Jacobians.
    let three = FloatingDiscretized::new(&sat, 0.03).unwrap();
    step_jacobians_at(&sat, three.with_substeps(3).unwrap());
}

fn step_jacobians_at(sat: &Satellite, system: FloatingDiscretized<'_, Satellite, NQ, NV>) {
    let mut q = configuration(0.4, [0.7, -0.5]);
    q[0] = 0.3;
    // Turned about a tilted axis too.
    let q = sat
        .integrate(
            &q,
            &SVector::from_column_slice(&[0.0, 0.0, 0.0, 0.3, -0.2, 0.1, 0.0, 0.0]),
        )
        .unwrap();
    let qv = SVector::<f64, NV>::from_column_slice(&[0.2, -0.1, 0.3, 0.5, -0.4, 0.8, 1.2, -0.7]);
    let u = SVector::<f64, NU>::new(0.8, -0.3);
    let j = system.step_jacobians::<NX, NU>(&q, &qv, &u).unwrap();
    let (q1, v1) = system.step(&q, &qv, &u).unwrap();
    // The step's own state agrees with the Jacobians' (forward dynamics from two routes).
    assert!((j.v - v1).amax() < 1e-9 && (j.q - q1).amax() < 1e-9);
    let eps = 1e-6;
    let tangent = |q2: &SVector<f64, NQ>, v2: &SVector<f64, NV>| -> SVector<f64, NX> {
        let mut out = SVector::<f64, NX>::zeros();
        out.fixed_rows_mut::<NV>(0)
            .copy_from(&sat.difference(&q1, q2).unwrap());
        out.fixed_rows_mut::<NV>(NV).copy_from(&(v2 - v1));
        out
    };
    let mut fx = SMatrix::<f64, NX, NX>::zeros();
    for c in 0..NX {
        let column = |sign: f64| {
            let mut dx = SVector::<f64, NV>::zeros();
            let (mut qc, mut vc) = (q, qv);
            if c < NV {
                dx[c] = sign * eps;
                qc = sat.integrate(&q, &dx).unwrap();
            } else {
                vc[c - NV] += sign * eps;
            }
            let (q2, v2) = system.step(&qc, &vc, &u).unwrap();
            tangent(&q2, &v2)
        };
        fx.set_column(c, &((column(1.0) - column(-1.0)) / (2.0 * eps)));
    }
    let mut fu = SMatrix::<f64, NX, NU>::zeros();
    for c in 0..NU {
        let column = |sign: f64| {
            let mut uc = u;
            uc[c] += sign * eps;
            let (q2, v2) = system.step(&q, &qv, &uc).unwrap();
            tangent(&q2, &v2)
        };
        fu.set_column(c, &((column(1.0) - column(-1.0)) / (2.0 * eps)));
    }
    let rel = |a: f64, b: f64| a / b.max(1.0);
    assert!(
        rel((j.fx - fx).amax(), fx.amax()) < 1e-5,
        "∂Φ/∂x:\n{}\n{}",
        j.fx,
        fx
    );
    assert!(
        rel((j.fu - fu).amax(), fu.amax()) < 1e-5,
        "∂Φ/∂u:\n{}\n{}",
        j.fu,
        fu
    );
}

#[test]
fn ilqr_turns_the_base_with_the_arm_alone() {
    let sat = satellite();
    let h = 0.03;
    let steps = 60;
    let system = FloatingDiscretized::new(&sat, h).unwrap();
    let start = configuration(0.0, [0.0, 0.3]);
    let target_yaw = 0.25;
    // The orientation and every rate at the end; the base's position and linear velocity (free
    // fall) and the arm's final angles free.
    let mut q_final = SMatrix::<f64, NX, NX>::zeros();
    for k in 3..6 {
        q_final[(k, k)] = 1e3;
    }
    for k in NV + 3..NX {
        q_final[(k, k)] = 1e2;
    }
    let cost = FloatingCost {
        q: SMatrix::<f64, NX, NX>::zeros(),
        r: SMatrix::<f64, NU, NU>::identity() * 1e-2,
        q_final,
        x_ref: (configuration(target_yaw, [0.0, 0.0]), SVector::zeros()),
        u_ref: SVector::zeros(),
    };
    let limit = SVector::<f64, NU>::repeat(5.0);
    let ilqr =
        FloatingIlqr::new(system, cost.clone(), -limit, limit, IlqrOptions::default()).unwrap();
    let mut reports = Vec::new();
    let plan = ilqr
        .solve_with(
            &(start, SVector::zeros()),
            &vec![SVector::zeros(); steps],
            |r| reports.push(*r),
        )
        .unwrap();
    // One report per iteration, as it ends.
    assert_eq!(reports, plan.iterations);
    assert!(
        plan.cost < 1e-3 * plan.initial_cost,
        "{} -> {}",
        plan.initial_cost,
        plan.cost
    );
    let (q_end, v_end) = plan.states[steps];
    let error = sat.difference(&cost.x_ref.0, &q_end).unwrap();
    assert!(
        error.fixed_rows::<3>(3).norm() < 1e-2,
        "orientation error {error}"
    );
    assert!(v_end.fixed_rows::<3>(3).norm() < 1e-2 && v_end.fixed_rows::<2>(6).norm() < 1e-2);

    // The plan through the fourth-order integrator with the feedback gains.
    let (mut q, mut qv) = (start, SVector::<f64, NV>::zeros());
    let substeps = 4;
    let mut largest = 0.0f64;
    for k in 0..steps {
        let u = plan.input(&system, k, &(q, qv)).unwrap();
        let mut tau = SVector::<f64, NV>::zeros();
        tau.fixed_rows_mut::<NU>(6).copy_from(&u);
        for _ in 0..substeps {
            (q, qv) = sat.step(&q, &qv, &tau, h / substeps as f64).unwrap();
        }
        let momentum = sat.centroidal_map(&q) * qv;
        largest = largest.max(momentum.fixed_rows::<3>(3).norm());
    }
    assert!(
        largest < 1e-9,
        "angular momentum about the centre of mass {largest}"
    );
    let error = sat.difference(&cost.x_ref.0, &q).unwrap();
    assert!(
        error.fixed_rows::<3>(3).norm() < 3e-2,
        "tracked orientation error {error}"
    );
}

#[test]
fn bad_inputs_are_typed_errors() {
    let sat = satellite();
    assert!(matches!(
        FloatingDiscretized::new(&sat, 0.0),
        Err(ControlError::InvalidParameter { name: "h", .. })
    ));
    let system = FloatingDiscretized::new(&sat, 0.01).unwrap();
    assert!(matches!(
        system.with_substeps(0),
        Err(ControlError::InvalidParameter {
            name: "substeps",
            ..
        })
    ));
    let mut cost = FloatingCost {
        q: SMatrix::<f64, NX, NX>::identity(),
        r: SMatrix::<f64, NU, NU>::identity(),
        q_final: SMatrix::<f64, NX, NX>::identity(),
        x_ref: (configuration(0.0, [0.0, 0.0]), SVector::zeros()),
        u_ref: SVector::zeros(),
    };
    let limit = SVector::<f64, NU>::repeat(1.0);
    let ok =
        FloatingIlqr::new(system, cost.clone(), -limit, limit, IlqrOptions::default()).unwrap();
    let mut unnormalised = configuration(0.0, [0.0, 0.0]);
    unnormalised[6] = 2.0;
    let err = ok
        .solve(&(unnormalised, SVector::zeros()), &[SVector::zeros(); 3])
        .unwrap_err();
    assert!(
        matches!(
            err,
            ControlError::InvalidState {
                argument: "x0",
                problem: chaindyn::DynamicsError::UnnormalizedQuaternion { argument: "q0", .. }
            }
        ),
        "{err:?}"
    );
    assert!(
        err.to_string()
            .starts_with("x0 is not a state of the system"),
        "{err}"
    );
    assert!(matches!(
        ok.solve(&(cost.x_ref.0, SVector::zeros()), &[]),
        Err(ControlError::InvalidParameter {
            name: "horizon",
            ..
        })
    ));
    // Below MAX_ILQR_HORIZON, but beyond what the per-step buffers may hold (MAX_ENTRIES).
    assert!(matches!(
        ok.solve(
            &(cost.x_ref.0, SVector::zeros()),
            &vec![SVector::zeros(); 400_000]
        ),
        Err(ControlError::InvalidParameter {
            name: "horizon",
            ..
        })
    ));
    // The tracking input: a step beyond the horizon, a non-finite velocity.
    let plan = ok
        .solve(&(cost.x_ref.0, SVector::zeros()), &[SVector::zeros(); 3])
        .unwrap();
    let beyond = plan.input(&system, 3, &(cost.x_ref.0, SVector::zeros()));
    assert!(
        matches!(
            beyond,
            Err(chaindyn::DynamicsError::InvalidArgument {
                argument: "k",
                value: 3.0,
                ..
            })
        ),
        "{beyond:?}"
    );
    let text = beyond.unwrap_err().to_string();
    assert!(text.contains("k = 3") && text.contains("horizon"), "{text}");
    let mut nan = SVector::<f64, NV>::zeros();
    nan[4] = f64::NAN;
    assert!(matches!(
        plan.input(&system, 0, &(cost.x_ref.0, nan)),
        Err(chaindyn::DynamicsError::NonFiniteFloatingInput {
            argument: "v",
            index: 4,
            ..
        })
    ));
    assert!(plan
        .input(&system, 2, &(cost.x_ref.0, SVector::zeros()))
        .is_ok());
    assert!(matches!(
        system.step(
            &unnormalised,
            &SVector::zeros(),
            &SVector::<f64, NU>::zeros()
        ),
        Err(chaindyn::DynamicsError::UnnormalizedQuaternion { .. })
    ));
    cost.x_ref.0 = unnormalised;
    assert!(matches!(
        FloatingIlqr::new(system, cost.clone(), -limit, limit, IlqrOptions::default()),
        Err(ControlError::InvalidState {
            argument: "cost.x_ref",
            ..
        })
    ));
    cost.x_ref.0[0] = f64::NAN;
    assert!(matches!(
        FloatingIlqr::new(system, cost, -limit, limit, IlqrOptions::default()),
        Err(ControlError::NonFinite { argument: "cost" })
    ));
}

/// States whose differences overflow `f64` (positions or joint angles at ∓1e308, velocities at
/// ∓1e308): `FloatingDynamics::difference`, the cost's error and total and the tracking input
/// are typed errors, as the reference's `FloatingMultibody::difference` is.
#[test]
fn differences_that_overflow_are_typed_errors() {
    use chaindyn::DynamicsError;
    let sat = satellite();
    let overflow = DynamicsError::NonFiniteResult {
        quantity: "difference",
    };
    for k in [0, 1, 2, 7, 8] {
        let (mut q0, mut q1) = (
            configuration(0.3, [0.1, 0.2]),
            configuration(0.3, [0.1, 0.2]),
        );
        q0[k] = -1e308;
        q1[k] = 1e308;
        assert_eq!(sat.difference(&q0, &q1), Err(overflow.clone()), "entry {k}");
        assert_eq!(
            sat.multibody().difference(&d(&q0), &d(&q1)),
            Err(overflow.clone()),
            "the reference, entry {k}"
        );
    }
    let system = FloatingDiscretized::new(&sat, 0.01).unwrap();
    let mut cost = FloatingCost {
        q: SMatrix::<f64, NX, NX>::identity(),
        r: SMatrix::<f64, NU, NU>::identity(),
        q_final: SMatrix::<f64, NX, NX>::identity(),
        x_ref: (configuration(0.0, [0.0, 0.0]), SVector::zeros()),
        u_ref: SVector::zeros(),
    };
    cost.x_ref.0[0] = -1e308;
    let mut far = configuration(0.0, [0.0, 0.0]);
    far[0] = 1e308;
    let still = SVector::<f64, NV>::zeros();
    assert_eq!(cost.error(&system, &(far, still)), Err(overflow.clone()));
    let states = [(far, still), (far, still)];
    let inputs = [SVector::<f64, NU>::zeros()];
    assert_eq!(
        cost.total_of(&system, &states, &inputs),
        Err(overflow.clone())
    );
    // The velocities' difference.
    cost.x_ref.0 = configuration(0.0, [0.0, 0.0]);
    cost.x_ref.1[6] = -1e308;
    let mut fast = still;
    fast[6] = 1e308;
    let here = configuration(0.0, [0.0, 0.0]);
    let e = cost.error(&system, &(here, fast)).unwrap_err();
    assert!(matches!(e, DynamicsError::NonFiniteResult { .. }), "{e:?}");
    assert!(cost
        .total_of(&system, &[(here, fast), (here, still)], &inputs)
        .is_err());
    // A finite cost that overflows when weighted.
    cost.x_ref.1[6] = 0.0;
    let mut fast = still;
    fast[7] = 1e200;
    assert_eq!(
        cost.total_of(&system, &[(here, fast), (here, still)], &inputs),
        Err(DynamicsError::NonFiniteResult { quantity: "cost" })
    );
    // A state refused, an input with a NaN, lengths that do not match.
    let mut nan = here;
    nan[3] = f64::NAN;
    let e = cost
        .total_of(&system, &[(here, still), (nan, still)], &inputs)
        .unwrap_err();
    assert!(
        e.to_string()
            .contains("q[3], the base quaternion's x, is NaN"),
        "{e}"
    );
    let e = cost
        .total_of(
            &system,
            &[(here, still), (here, still)],
            &[SVector::<f64, NU>::new(0.0, f64::NAN)],
        )
        .unwrap_err();
    assert!(
        e.to_string()
            .contains("u[1], the torque (or force) of joint 1 ('lower_joint'), is NaN"),
        "{e}"
    );
    let e = cost
        .total_of(&system, &[(here, still)], &inputs)
        .unwrap_err();
    assert!(
        matches!(
            e,
            DynamicsError::InvalidArgument {
                argument: "states.len()",
                ..
            }
        ),
        "{e:?}"
    );
    assert!(e.to_string().contains("inputs.len() + 1"), "{e}");
    // Moving one joint by 0.5 rad at 2 rad/s: ½ (0.5² + 2²) with the identity weights.
    let (mut moved, mut turning) = (here, still);
    moved[8] = 0.5;
    turning[7] = 2.0;
    assert_eq!(
        cost.total_of(&system, &[(here, still), (moved, turning)], &inputs),
        Ok(0.5 * (0.25 + 4.0))
    );

    // The tracking input from a state whose difference from the plan's overflows.
    let limit = SVector::<f64, NU>::repeat(1.0);
    let plan = FloatingIlqr::new(system, cost, -limit, limit, IlqrOptions::default())
        .unwrap()
        .solve(&(here, still), &[SVector::zeros(); 3])
        .unwrap();
    let mut gone = plan.states[1].0;
    gone[7] = 1e308;
    let mut plan = plan;
    plan.states[1].0[7] = -1e308;
    assert_eq!(plan.input(&system, 1, &(gone, still)), Err(overflow));
    // A difference that fits but a gain that carries it beyond f64.
    plan.states[1].0[7] = 0.0;
    plan.gains[1].fill(1e300);
    gone[7] = 1e10;
    assert_eq!(
        plan.input(&system, 1, &(gone, still)),
        Err(DynamicsError::NonFiniteResult {
            quantity: "tracking input"
        })
    );
}

/// `FloatingDynamics::step` refuses what it cannot step, naming the argument and what its
/// index is, the quaternion's norm, or `h` with its value.
#[test]
fn step_names_what_it_refuses() {
    use chaindyn::DynamicsError;
    let sat = satellite();
    let q = configuration(0.3, [0.1, 0.2]);
    let (still, tau) = (SVector::<f64, NV>::zeros(), SVector::<f64, NV>::zeros());
    let text = |r: Result<_, DynamicsError>| r.map(drop).unwrap_err().to_string();

    let mut nan = q;
    nan[6] = f64::NAN;
    let e = sat.step(&nan, &still, &tau, 0.01).unwrap_err();
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
    let msg = e.to_string();
    assert!(
        msg.contains("q[6], the base quaternion's w, is NaN"),
        "{msg}"
    );
    assert!(!msg.contains("forward dynamics"), "{msg}");
    let mut joint = q;
    joint[7] = f64::INFINITY;
    let msg = text(sat.step(&joint, &still, &tau, 0.01));
    assert!(
        msg.contains("q[7], the position of joint 0 ('upper_joint'), is inf"),
        "{msg}"
    );

    let mut long = q;
    long[6] *= 2.0;
    let e = sat.step(&long, &still, &tau, 0.01).unwrap_err();
    assert!(
        matches!(
            e,
            DynamicsError::UnnormalizedQuaternion { argument: "q", .. }
        ),
        "{e:?}"
    );
    let norm = (q[5] * q[5] + 4.0 * q[6] * q[6]).sqrt();
    let msg = e.to_string();
    assert!(
        msg.contains("quaternion q[3..7]") && msg.contains(&format!("norm {norm}")),
        "{msg}"
    );
    // Norms beyond the plain range in scientific notation, never a rounded 0.
    let mut tiny = SVector::<f64, NQ>::zeros();
    tiny[6] = 1e-300;
    let msg = text(sat.step(&tiny, &still, &tau, 0.01));
    assert!(msg.contains("norm 1e-300"), "{msg}");
    assert_eq!(
        sat.check_configuration(&tiny),
        Err(DynamicsError::UnnormalizedQuaternion {
            argument: "q",
            norm: 1e-300
        })
    );
    let mut big = SVector::<f64, NQ>::zeros();
    big[4] = 3e200;
    assert!(text(sat.step(&big, &still, &tau, 0.01)).contains("norm 3e200"));

    let mut fast = still;
    fast[3] = f64::NAN;
    let msg = text(sat.step(&q, &fast, &tau, 0.01));
    assert!(
        msg.contains("v[3], the base's angular velocity about x (base coordinates), is NaN"),
        "{msg}"
    );
    let mut push = tau;
    push[5] = f64::NEG_INFINITY;
    let msg = text(sat.step(&q, &still, &push, 0.01));
    assert!(
        msg.contains("tau[5], the moment on the base about z (base coordinates), is -inf"),
        "{msg}"
    );

    for h in [0.0, -0.01, f64::NAN, f64::INFINITY] {
        let e = sat.step(&q, &still, &tau, h).unwrap_err();
        assert!(
            matches!(e, DynamicsError::InvalidArgument { argument: "h", .. }),
            "{e:?}"
        );
        let msg = e.to_string();
        assert!(
            msg.contains(&format!("argument h = {h} must be finite and > 0")),
            "{msg}"
        );
        assert!(!msg.contains("link"), "{msg}");
    }
}

/// A step length so large that a step overflows `f64` is named: `h`, with its value, not the
/// finite velocity the step multiplies.
#[test]
fn a_step_too_large_for_f64_names_h() {
    use chaindyn::DynamicsError;
    let sat = satellite();
    let q = configuration(0.3, [0.1, 0.2]);
    let qv = SVector::<f64, NV>::from_column_slice(&[0.2, -0.1, 0.3, 0.5, -0.4, 0.8, 1.2, -0.7]);
    let u = SVector::<f64, NU>::new(0.8, -0.3);
    for substeps in [1, 3] {
        let system = FloatingDiscretized::new(&sat, 1e300)
            .unwrap()
            .with_substeps(substeps)
            .unwrap();
        let e = system.step(&q, &qv, &u).unwrap_err();
        assert_eq!(e, DynamicsError::StepOverflow { h: 1e300 });
        let msg = e.to_string();
        assert!(
            msg.contains("h = 1e300 is too large") && msg.contains("overflow"),
            "{msg}"
        );
        assert!(!msg.contains("argument v"), "{msg}");
        assert!(system.step_jacobians::<NX, NU>(&q, &qv, &u).is_err());
    }
    // The fourth-order step: a stage's state beyond what the dynamics can hold in f64.
    let mut tau = SVector::<f64, NV>::zeros();
    tau.fixed_rows_mut::<NU>(6).copy_from(&u);
    assert_eq!(
        sat.step(&q, &qv, &tau, 1e300),
        Err(DynamicsError::StepOverflow { h: 1e300 })
    );
}

/// The options and limits that iLQR refuses are named with their values; a step length that is
/// not positive reads as one requirement.
#[test]
fn ilqr_options_and_limits_are_named_with_their_values() {
    let sat = satellite();
    let system = FloatingDiscretized::new(&sat, 0.01).unwrap();
    let cost = FloatingCost {
        q: SMatrix::<f64, NX, NX>::identity(),
        r: SMatrix::<f64, NU, NU>::identity(),
        q_final: SMatrix::<f64, NX, NX>::identity(),
        x_ref: (configuration(0.0, [0.0, 0.0]), SVector::zeros()),
        u_ref: SVector::zeros(),
    };
    let limit = SVector::<f64, NU>::repeat(1.0);
    let defaults = IlqrOptions::default();
    let refuse = |lower: SVector<f64, NU>, upper: SVector<f64, NU>, options: IlqrOptions| {
        match FloatingIlqr::new(system, cost.clone(), lower, upper, options) {
            Err(e @ ControlError::InvalidParameter { .. }) => e.to_string(),
            Err(e) => panic!("{e:?}"),
            Ok(_) => panic!("accepted"),
        }
    };
    let msg = refuse(
        -limit,
        limit,
        IlqrOptions {
            relative_tolerance: -1.0,
            ..defaults
        },
    );
    assert!(
        msg.contains("relative_tolerance = -1 must be finite and >= 0"),
        "{msg}"
    );
    let msg = refuse(
        -limit,
        limit,
        IlqrOptions {
            alphas: [0.0; 8],
            ..defaults
        },
    );
    assert!(msg.contains("alphas[0] = 0 must be in (0, 1]"), "{msg}");
    let mut alphas = defaults.alphas;
    alphas[5] = 1.5;
    let msg = refuse(-limit, limit, IlqrOptions { alphas, ..defaults });
    assert!(msg.contains("alphas[5] = 1.5"), "{msg}");
    for (options, expected) in [
        (
            IlqrOptions {
                mu_initial: f64::INFINITY,
                ..defaults
            },
            "mu_initial = inf",
        ),
        (
            IlqrOptions {
                mu_min: 0.0,
                ..defaults
            },
            "mu_min = 0",
        ),
        (
            IlqrOptions {
                mu_max: 1e-9,
                ..defaults
            },
            "mu_max = 1e-9 must be finite and > mu_min = 1e-8",
        ),
        (
            IlqrOptions {
                armijo: 2.0,
                ..defaults
            },
            "armijo = 2 must be in (0, 1)",
        ),
    ] {
        let msg = refuse(-limit, limit, options);
        assert!(msg.contains(expected), "{msg}");
        assert!(!msg.contains("iLQR options"), "{msg}");
    }
    let lower = SVector::<f64, NU>::new(-1.0, 5.0);
    let upper = SVector::<f64, NU>::new(1.0, -5.0);
    let msg = refuse(lower, upper, defaults);
    assert!(
        msg.contains("lower = 5 must be at most upper = -5 at index 1")
            && msg.contains("lower[1] = 5, upper[1] = -5"),
        "{msg}"
    );
    let msg = refuse(-limit, SVector::<f64, NU>::new(f64::NAN, 1.0), defaults);
    assert!(
        msg.contains("upper = NaN must be a number at index 0"),
        "{msg}"
    );

    let Err(e) = FloatingDiscretized::new(&sat, 0.0) else {
        panic!("h = 0 accepted")
    };
    let msg = e.to_string();
    assert_eq!(
        msg,
        "parameter h = 0 must be finite and > 0 (the step length in seconds)"
    );
}

/// The floating base's provided energies and momentum, on the satellite in gravity: `h_G = A_g v`
/// equals the reference's `floating_centroidal_momentum` (relative 1e-13: one product apart);
/// `∂U/∂q = g(q)` along `integrate` by central differences (`ε = 1e-5`, relative 1e-8: the
/// truncation is `O(ε²)` of `U`'s third derivative, the rounding `1e-16 |U| / ε`); and
/// `T + U` holds along a free motion (`τ = 0`) of 200 steps of 1 ms by the fourth-order
/// Runge–Kutta–Munthe-Kaas step (relative 1e-9 of `|T| + |U|`: the integrator's truncation,
/// `O(h⁴)` per unit time, is below 1e-11 here), so `T` and `U` are the energies of these dynamics.
#[test]
fn a_floating_base_has_its_energies_and_momentum() {
    use chaindyn::floating_centroidal_momentum;
    let sat = satellite();
    let mut chain = sat.chain();
    chain.gravity = [0.0, 0.0, -9.81];
    let sat = Satellite::new(&sat.base_body(), &chain).expect("a valid satellite");
    let mut q = configuration(0.4, [0.3, -0.7]);
    q[0] = 0.2;
    q[1] = -0.1;
    q[2] = 1.3;
    q[3] = 0.2;
    let norm = (q[3] * q[3] + q[4] * q[4] + q[5] * q[5] + q[6] * q[6]).sqrt();
    for k in 3..7 {
        q[k] /= norm;
    }
    let v = SVector::<f64, NV>::from([0.3, -0.2, 0.5, 0.4, -0.6, 0.25, 1.1, -0.8]);
    let h = sat.centroidal_momentum(&q, &v);
    let h_ref = floating_centroidal_momentum(sat.multibody(), &d(&q), &d(&v)).unwrap();
    assert!(
        (h - h_ref).norm() <= 1e-13 * h_ref.norm(),
        "h_G {h} against {h_ref}"
    );

    let g = sat.gravity(&q);
    let eps = 1e-5;
    for k in 0..NV {
        let mut e = SVector::<f64, NV>::zeros();
        e[k] = eps;
        let up = sat.integrate(&q, &e).unwrap();
        let down = sat.integrate(&q, &(-e)).unwrap();
        let du = (sat.potential_energy(&up) - sat.potential_energy(&down)) / (2.0 * eps);
        assert!(
            (du - g[k]).abs() <= 1e-8 * g.norm(),
            "∂U/∂q[{k}] = {du} against g = {}",
            g[k]
        );
    }

    let energy = |q: &SVector<f64, NQ>, v: &SVector<f64, NV>| {
        let (t, u) = (sat.kinetic_energy(q, v), sat.potential_energy(q));
        (t + u, t.abs() + u.abs())
    };
    let (e0, scale) = energy(&q, &v);
    let (mut q1, mut v1) = (q, v);
    for _ in 0..200 {
        (q1, v1) = sat.step(&q1, &v1, &SVector::zeros(), 1e-3).unwrap();
    }
    let (e1, _) = energy(&q1, &v1);
    assert!(
        (e1 - e0).abs() <= 1e-9 * scale,
        "T + U went from {e0} to {e1}"
    );
}

/// A floating base's joint losses (provided: inverse dynamics at zero acceleration less `C v + g`)
/// are the joints' damping and friction (`JointDynamics::loss`) at their rates, zero on the base:
/// to 1e-12 relative to `|C v + g| + 1` (the two generated programs' rounding).
#[test]
fn a_floating_base_has_its_joint_losses() {
    let sat = satellite();
    let mut chain = sat.chain();
    let lossy = [
        JointDynamics {
            damping: 0.3,
            ..JointDynamics::IDEAL
        },
        JointDynamics {
            friction: 0.2,
            friction_velocity: 0.05,
            ..JointDynamics::IDEAL
        },
    ];
    for (link, dynamics) in chain.links.iter_mut().zip(lossy) {
        link.joint.dynamics = dynamics;
    }
    let sat = Satellite::new(&sat.base_body(), &chain).expect("a valid satellite");
    let v = SVector::<f64, NV>::from([0.3, -0.2, 0.5, 0.4, -0.6, 0.25, 1.1, -0.8]);
    let losses = sat.joint_losses(&v);
    let scale = sat.nonlinear_effects(&sat.neutral(), &v).norm() + 1.0;
    let mut expected = SVector::<f64, NV>::zeros();
    for (j, dynamics) in lossy.iter().enumerate() {
        expected[6 + j] = dynamics.loss(v[6 + j]);
    }
    assert!(
        (losses - expected).norm() <= 1e-12 * scale,
        "{losses} against {expected}"
    );
    assert!(expected[6] != 0.0 && expected[7] != 0.0);
}
