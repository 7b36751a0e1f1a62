//! A trot of the generated Solo12 (`chaindyn::control::{Quadruped, Trot, Fddp}`): one cycle
//! (two footsteps, Crocoddyl's trotting problem: 0.15 m steps 0.1 m high, 25 knots of 10 ms per
//! footstep, two stance knots before each) from a standing posture, the torques within ±2.7 N m
//! (Solo12's motors), planned with friction pyramids of `μ = 0.6` (weight 10³, a normal force of
//! at least 1 N), solved by Box-FDDP from the quasi-static guess:
//!
//! - the solver converges (feasible, the decrease a full step expects below Crocoddyl 3.2's
//!   `5e-5`) within 200 iterations;
//! - the base moves forward by the centre of mass's planned advance within 3 cm (a soft
//!   tracking cost);
//! - every stance foot's force lies inside the friction cone `μ = 0.7` and pushes the ground
//!   (`f_z ≥ 0`, to 1e-6 N), every torque within its limit;
//! - the landing feet touch down on the ground (within 1 cm of `z = 0`);
//! - the plan replayed in the generated constrained dynamics with ten times finer steps and the
//!   solution's feedback gains (once per knot) tracks the planned base position within 1 cm;
//! - each kind of knot's derivatives match central differences;
//! - standing under MPC, a push is absorbed (below).

use chaindyn::control::{
    ActionModel, Fddp, FddpOptions, FddpStop, KnotDerivatives, Quadruped, RecedingHorizon, Trot,
};
use chaindyn::nalgebra::{SMatrix, SVector, Vector3};
use chaindyn::{
    Baumgarte, ContactOptions, FloatingDynamics, FloatingTaskSpace, Pose, ReferenceFrame,
};
use parallel_floating::Solo12;

type Q = SVector<f64, 19>;
type V = SVector<f64, 18>;

/// Solo12 standing on its four feet (front knees bent backwards, hind forwards), the feet on the
/// ground `z = 0`.
fn standing() -> (Q, V) {
    let mut q = Q::zeros();
    q[6] = 1.0;
    for leg in 0..4 {
        let sign = if leg < 2 { 1.0 } else { -1.0 };
        q[7 + 3 * leg + 1] = 0.8 * sign;
        q[7 + 3 * leg + 2] = -1.6 * sign;
    }
    let lowest = Solo12::CONTACTS
        .iter()
        .map(|c| Solo12.frame_pose(c.frame, &q).translation.z)
        .fold(f64::INFINITY, f64::min);
    q[2] -= lowest;
    (q, V::zeros())
}

#[test]
fn solo12_trots_one_cycle() {
    let robot = Solo12;
    let x0 = standing();
    let effort = 2.7;
    let quadruped = Quadruped::<Solo12, 19, 18, 12, 12> {
        model: &robot,
        feet: &Solo12::CONTACTS,
        reference: x0,
        mu: 0.6,
        min_normal_force: 1.0,
        friction_weight: 1e3,
        torque_limits: Some((SVector::repeat(-effort), SVector::repeat(effort))),
        joint_limits: None,
        crocoddyl_impacts: false,
    };
    let trot = Trot {
        step_length: 0.15,
        step_height: 0.1,
        h: 1e-2,
        step_knots: 25,
        support_knots: 2,
        cycles: 1,
    };
    let problem = quadruped.trot::<36>(&x0, &trot).unwrap();
    let (xs, us) = quadruped.quasi_static_guess(&problem).unwrap();
    let settings = FddpOptions {
        max_iterations: 200,
        ..FddpOptions::default()
    };
    let solver = Fddp::new(problem, settings).unwrap();
    let solution = solver
        .solve_with(&xs, &us, |it| {
            eprintln!(
                "cost {:.6e} alpha {:.4} mu {:.1e} stop {:.3e} gap {:.2e}",
                it.cost, it.alpha, it.mu, it.stop, it.gap
            )
        })
        .unwrap();
    assert_eq!(
        solution.stop,
        FddpStop::Converged,
        "after {} iterations",
        solution.iterations.len()
    );
    let last = solution.states.last().unwrap();
    let advance = last.0[0] - x0.0[0];
    // The centre of mass's target advances 0.75 × 0.15 m; it is tracked by a soft cost (10⁶ × h
    // against the state's regularisation), which leaves it about 2 cm behind at the end.
    assert!((advance - 0.75 * 0.15).abs() < 0.03, "advance {advance}");
    let problem = solver.problem();
    for (k, knot) in problem.running.iter().enumerate() {
        let (q, v) = &solution.states[k];
        if knot.h().is_none() {
            // The landing feet at their footholds, on the ground.
            for (i, c) in Solo12::CONTACTS.iter().enumerate() {
                let p = robot.frame_pose(c.frame, q).translation;
                assert!(p.z.abs() < 1e-2, "knot {k}: foot {i} lands at {p}");
            }
            continue;
        }
        let u = solution.inputs[k];
        assert!(u.amax() <= effort + 1e-9, "knot {k}: torques {u}");
        let mut tau = V::zeros();
        tau.fixed_rows_mut::<12>(6).copy_from(&u);
        let c = robot
            .constraint_dynamics::<12>(
                &Solo12::CONTACTS,
                knot.active(),
                q,
                v,
                &tau,
                &options(&x0.0),
            )
            .unwrap();
        for (i, &on) in knot.active().iter().enumerate() {
            if !on {
                continue;
            }
            let f = Vector3::new(c.lambda[3 * i], c.lambda[3 * i + 1], c.lambda[3 * i + 2]);
            assert!(f.z >= -1e-6, "knot {k} foot {i}: f = {f}");
            assert!(
                f.xy().norm() <= 0.7 * f.z + 1e-6,
                "knot {k} foot {i}: f = {:?} outside the cone",
                f.as_slice()
            );
        }
    }
    // The plan replayed with ten steps per knot under its feedback.
    let mut x = x0;
    let mut worst: f64 = 0.0;
    for (k, knot) in problem.running.iter().enumerate() {
        match knot.h() {
            Some(h) => {
                let dx = knot.difference(&solution.states[k], &x).unwrap();
                let u =
                    (solution.inputs[k] + solution.gains[k] * dx).map(|t| t.clamp(-effort, effort));
                let mut tau = V::zeros();
                tau.fixed_rows_mut::<12>(6).copy_from(&u);
                for _ in 0..10 {
                    let c = robot
                        .constraint_dynamics::<12>(
                            &Solo12::CONTACTS,
                            knot.active(),
                            &x.0,
                            &x.1,
                            &tau,
                            &options(&x0.0),
                        )
                        .unwrap();
                    x.1 += c.a * (h / 10.0);
                    x.0 = robot.integrate(&x.0, &(x.1 * (h / 10.0))).unwrap();
                }
            }
            None => {
                let c = robot
                    .impulse_dynamics::<12>(
                        &Solo12::CONTACTS,
                        knot.active(),
                        &x.0,
                        &x.1,
                        0.0,
                        &options(&x0.0),
                    )
                    .unwrap();
                x.1 = c.a;
            }
        }
        let plan = &solution.states[k + 1].0;
        worst = worst.max((x.0.fixed_rows::<3>(0) - plan.fixed_rows::<3>(0)).norm());
    }
    assert!(worst < 1e-2, "the replay leaves the plan by {worst} m");
}

/// The contacts' options of the gait's knots: forces in world axes, Baumgarte's `k_d = 50`.
fn options(q0: &Q) -> ContactOptions<'static> {
    let anchors: Vec<Pose> = Solo12::CONTACTS
        .iter()
        .map(|c| Solo12.frame_pose(c.frame, q0))
        .collect();
    ContactOptions {
        point_forces: ReferenceFrame::LocalWorldAligned,
        proximal: None,
        baumgarte: Some(Baumgarte {
            kp: 0.0,
            kd: 50.0,
            anchors: Box::leak(anchors.into_boxed_slice()),
        }),
    }
}

/// Each kind of knot's derivatives (`calc_diff`: the step's Jacobians, the cost's gradient)
/// against central differences of `calc` along `⊕` (ε = 1e-6: truncation of `O(ε²)`, rounding
/// of `1e-16 / ε` relative to the entries; within 1e-6 of each block's largest entry), at a
/// state away from the standing one with torques that are not the holding ones, so that a
/// friction pyramid and the joint limits are violated.
#[test]
fn knot_derivatives_match_central_differences() {
    let robot = Solo12;
    let x0 = standing();
    let quadruped = Quadruped::<Solo12, 19, 18, 12, 12> {
        model: &robot,
        feet: &Solo12::CONTACTS,
        reference: x0,
        mu: 0.2,
        min_normal_force: 20.0,
        friction_weight: 1e1,
        torque_limits: None,
        joint_limits: Some((SVector::repeat(-0.5), SVector::repeat(0.5))),
        crocoddyl_impacts: false,
    };
    let trot = Trot {
        step_length: 0.15,
        step_height: 0.1,
        h: 1e-2,
        step_knots: 4,
        support_knots: 1,
        cycles: 1,
    };
    let problem = quadruped.trot::<36>(&x0, &trot).unwrap();
    let mut x = x0;
    for k in 0..19 {
        x.0[k] += 0.02 * ((k as f64) * 1.3).sin();
    }
    let norm = x.0.fixed_rows::<4>(3).norm();
    for k in 3..7 {
        x.0[k] /= norm;
    }
    x.1 = V::from_fn(|i, _| 0.3 * ((i as f64) * 0.7).cos());
    let u = SVector::<f64, 12>::from_fn(|i, _| 0.4 * ((i as f64) * 2.1).sin());
    // A stance knot, a footstep knot and an impact.
    for k in [0, 2, 5] {
        let knot = &problem.running[k];
        let mut d = KnotDerivatives::<36, 12>::zeros();
        let (next, _) = <_ as ActionModel<36, 12>>::calc_diff(knot, &x, &u, &mut d).unwrap();
        let eps = 1e-6;
        let mut fx = SMatrix::<f64, 36, 36>::zeros();
        let mut lx = SVector::<f64, 36>::zeros();
        for j in 0..36 {
            let step = SVector::<f64, 36>::from_fn(|i, _| if i == j { eps } else { 0.0 });
            let plus = knot.integrate(&x, &step).unwrap();
            let minus = knot.integrate(&x, &-step).unwrap();
            let (np, lp) = <_ as ActionModel<36, 12>>::calc(knot, &plus, &u).unwrap();
            let (nm, lm) = <_ as ActionModel<36, 12>>::calc(knot, &minus, &u).unwrap();
            let col = (knot.difference(&next, &np).unwrap() - knot.difference(&next, &nm).unwrap())
                / (2.0 * eps);
            fx.set_column(j, &col);
            lx[j] = (lp - lm) / (2.0 * eps);
        }
        let mut fu = SMatrix::<f64, 36, 12>::zeros();
        let mut lu = SVector::<f64, 12>::zeros();
        for j in 0..12 {
            let mut up = u;
            up[j] += eps;
            let mut um = u;
            um[j] -= eps;
            let (np, lp) = <_ as ActionModel<36, 12>>::calc(knot, &x, &up).unwrap();
            let (nm, lm) = <_ as ActionModel<36, 12>>::calc(knot, &x, &um).unwrap();
            let col = (knot.difference(&next, &np).unwrap() - knot.difference(&next, &nm).unwrap())
                / (2.0 * eps);
            fu.set_column(j, &col);
            lu[j] = (lp - lm) / (2.0 * eps);
        }
        let check = |what: &str, ours: &[f64], fd: &[f64]| {
            let scale = fd.iter().fold(1e-12f64, |m, x| m.max(x.abs()));
            let err = ours
                .iter()
                .zip(fd)
                .fold(0.0f64, |m, (a, b)| m.max((a - b).abs()));
            assert!(
                err <= 1e-6 * scale,
                "knot {k}: {what} off by {err:e} (largest entry {scale:e})"
            );
        };
        check("∂f/∂x", d.fx.as_slice(), fx.as_slice());
        check("∂l/∂x", d.lx.as_slice(), lx.as_slice());
        if knot.h().is_some() {
            check("∂f/∂u", d.fu.as_slice(), fu.as_slice());
            check("∂l/∂u", d.lu.as_slice(), lu.as_slice());
        }
    }
}

/// Standing under MPC (`RecedingHorizon` over `Quadruped::stand`: 0.3 s of 10 ms knots, updated
/// every two knots, three Box-FDDP iterations each), pushed sideways by 8 N for 0.1 s, simulated
/// in the generated contact dynamics with 1 ms steps: the feet's forces stay inside the cone
/// (`μ = 0.7`, to 1e-6) and push the ground, and 0.8 s after the push the base is back within
/// 2 mm of its standing position and 0.01 rad of its orientation (it moved 3 mm).
#[test]
fn solo12_recovers_from_a_push_under_mpc() {
    let robot = Solo12;
    let x0 = standing();
    let quadruped = Quadruped::<Solo12, 19, 18, 12, 12> {
        model: &robot,
        feet: &Solo12::CONTACTS,
        reference: x0,
        mu: 0.6,
        min_normal_force: 1.0,
        friction_weight: 1e3,
        torque_limits: Some((SVector::repeat(-2.7), SVector::repeat(2.7))),
        joint_limits: None,
        crocoddyl_impacts: false,
    };
    let problem = quadruped.stand::<36>(&x0, 30, 0.01).unwrap();
    let (xs, us) = quadruped.quasi_static_guess(&problem).unwrap();
    let solver = Fddp::new(
        problem,
        FddpOptions {
            max_iterations: 3,
            ..FddpOptions::default()
        },
    )
    .unwrap();
    let mut mpc = RecedingHorizon::new(solver, 2, xs, us).unwrap();
    let options = options(&x0.0);
    let (mut x, mut t) = (x0, 0.0);
    let mut moved: f64 = 0.0;
    while t < 1.0 - 1e-9 {
        let plan = mpc.update(&x).unwrap();
        for k in 0..2 {
            for _ in 0..10 {
                let dq = robot.difference(&plan.states[k].0, &x.0).unwrap();
                let mut dx = SVector::<f64, 36>::zeros();
                dx.fixed_rows_mut::<18>(0).copy_from(&dq);
                dx.fixed_rows_mut::<18>(18)
                    .copy_from(&(x.1 - plan.states[k].1));
                let u = (plan.inputs[k] + plan.gains[k] * dx).map(|v| v.clamp(-2.7, 2.7));
                let mut tau = V::zeros();
                tau.fixed_rows_mut::<12>(6).copy_from(&u);
                if (0.1..0.2).contains(&t) {
                    // 8 N sideways in the world at the base's origin, in the base's axes.
                    let xi = chaindyn::nalgebra::Quaternion::new(x.0[6], x.0[3], x.0[4], x.0[5]);
                    let r = chaindyn::nalgebra::UnitQuaternion::from_quaternion(xi);
                    let f = r.inverse() * Vector3::new(0.0, 8.0, 0.0);
                    tau.fixed_rows_mut::<3>(0).copy_from(&f);
                }
                let c = robot
                    .constraint_dynamics::<12>(
                        &Solo12::CONTACTS,
                        &[true; 4],
                        &x.0,
                        &x.1,
                        &tau,
                        &options,
                    )
                    .unwrap();
                for i in 0..4 {
                    let f = Vector3::new(c.lambda[3 * i], c.lambda[3 * i + 1], c.lambda[3 * i + 2]);
                    assert!(
                        f.z >= -1e-6,
                        "t = {t}: foot {i} pulls the ground: {:?}",
                        f.as_slice()
                    );
                    assert!(
                        f.xy().norm() <= 0.7 * f.z + 1e-6,
                        "t = {t}: foot {i}'s force {:?} leaves the cone",
                        f.as_slice()
                    );
                }
                x.1 += c.a * 1e-3;
                x.0 = robot.integrate(&x.0, &(x.1 * 1e-3)).unwrap();
                t += 1e-3;
                moved = moved.max((x.0.fixed_rows::<3>(0) - x0.0.fixed_rows::<3>(0)).norm());
            }
        }
    }
    let error = robot.difference(&x0.0, &x.0).unwrap();
    let position = (x.0.fixed_rows::<3>(0) - x0.0.fixed_rows::<3>(0)).norm();
    assert!(moved > 1e-3, "the push moved the base by {moved} m only");
    assert!(position < 2e-3, "the base is {position} m from standing");
    assert!(
        error.fixed_rows::<3>(3).norm() < 1e-2,
        "orientation {error}"
    );
}
