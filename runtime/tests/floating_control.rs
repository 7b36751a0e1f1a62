//! Control on a floating base (`chaindyn::control::{FloatingDiscretized, FloatingIlqr}`), on a
//! satellite carrying a two-joint arm, its dynamics the runtime's reference algorithms (behind
//! the `FloatingDynamics` trait, as generated code would be):
//!
//! - the step's Jacobians in the tangent space (one step, and three substeps) against central
//!   differences of the step along
//!   `integrate` (relative 1e-5: the reference's derivatives are central differences
//!   themselves, about 1e-8, and the check's differences add truncation of `O(ε²)` and rounding
//!   of `1e-16 / ε`, with `ε = 1e-6`);
//! - iLQR turns the satellite about its vertical axis by moving the arm alone (no torque on the
//!   base: the angular momentum about the centre of mass stays zero): the plan reaches the
//!   orientation to 1e-2 rad and comes to rest; the plan's inputs with its feedback gains, run
//!   through `FloatingDynamics::step` (fourth order on the manifold, four steps per plan step),
//!   keep the angular momentum at zero to 1e-9 (the integrator's truncation) and end within
//!   3e-2 rad of the target;
//! - typed errors for a bad step length or substeps, an unnormalised quaternion (reference or
//!   start), an empty horizon or one beyond the per-step buffers' limit, and a tracking input
//!   asked beyond the horizon or with a non-finite velocity.

use chaindyn::control::{
    ControlError, FloatingCost, FloatingDiscretized, FloatingIlqr, IlqrOptions,
};
use chaindyn::nalgebra::{DVector, SMatrix, SVector, Vector3};
use chaindyn::{
    floating_aba, floating_aba_derivatives, floating_bias_force, floating_center_of_mass,
    floating_center_of_mass_jacobian, floating_centroidal_map, floating_centroidal_momentum_bias,
    floating_crba, floating_gravity, floating_rnea, floating_rnea_derivatives, AngleConvention,
    Body, Chain, FloatingDynamics, FloatingMultibody, Joint, JointDynamics, JointKind, Linearized,
    Link,
};

const NQ: usize = 9;
const NV: usize = 8;
const NX: usize = 16;
const NU: usize = 2;

/// The reference algorithms behind `FloatingDynamics` (the derivatives by central differences).
struct Satellite {
    fm: FloatingMultibody,
    base: Body,
    chain: Chain,
}

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
    let fm = FloatingMultibody::new(&base, &chain).expect("a valid satellite");
    Satellite { fm, base, chain }
}

fn d<const K: usize>(x: &SVector<f64, K>) -> DVector<f64> {
    DVector::from_column_slice(x.as_slice())
}

fn s<const R: usize, const C: usize>(m: &chaindyn::nalgebra::DMatrix<f64>) -> SMatrix<f64, R, C> {
    SMatrix::from_column_slice(m.as_slice())
}

fn v<const K: usize>(x: &DVector<f64>) -> SVector<f64, K> {
    SVector::from_column_slice(x.as_slice())
}

impl FloatingDynamics<NQ, NV> for Satellite {
    fn mass_matrix(&self, q: &SVector<f64, NQ>) -> SMatrix<f64, NV, NV> {
        s(&floating_crba(&self.fm, &d(q)).unwrap())
    }
    fn nonlinear_effects(&self, q: &SVector<f64, NQ>, qv: &SVector<f64, NV>) -> SVector<f64, NV> {
        v(&floating_bias_force(&self.fm, &d(q), &d(qv)).unwrap())
    }
    fn gravity(&self, q: &SVector<f64, NQ>) -> SVector<f64, NV> {
        v(&floating_gravity(&self.fm, &d(q)).unwrap())
    }
    fn inverse_dynamics(
        &self,
        q: &SVector<f64, NQ>,
        qv: &SVector<f64, NV>,
        a: &SVector<f64, NV>,
    ) -> SVector<f64, NV> {
        v(&floating_rnea(&self.fm, &d(q), &d(qv), &d(a)).unwrap())
    }
    fn forward_dynamics(
        &self,
        q: &SVector<f64, NQ>,
        qv: &SVector<f64, NV>,
        tau: &SVector<f64, NV>,
    ) -> SVector<f64, NV> {
        v(&floating_aba(&self.fm, &d(q), &d(qv), &d(tau)).unwrap())
    }
    fn linearize_blocks(
        &self,
        q: &SVector<f64, NQ>,
        qv: &SVector<f64, NV>,
        tau: &SVector<f64, NV>,
    ) -> Linearized<NV> {
        let der = floating_aba_derivatives(&self.fm, &d(q), &d(qv), &d(tau)).unwrap();
        Linearized {
            dqdd_dq: s(&der.dq),
            dqdd_dqd: s(&der.dv),
            minv: s(&der.dx),
            qdd: self.forward_dynamics(q, qv, tau),
        }
    }
    fn inverse_dynamics_derivatives(
        &self,
        q: &SVector<f64, NQ>,
        qv: &SVector<f64, NV>,
        a: &SVector<f64, NV>,
    ) -> (SMatrix<f64, NV, NV>, SMatrix<f64, NV, NV>) {
        let der = floating_rnea_derivatives(&self.fm, &d(q), &d(qv), &d(a)).unwrap();
        (s(&der.dq), s(&der.dv))
    }
    fn center_of_mass(&self, q: &SVector<f64, NQ>) -> Vector3<f64> {
        floating_center_of_mass(&self.fm, &d(q)).unwrap()
    }
    fn center_of_mass_jacobian(&self, q: &SVector<f64, NQ>) -> SMatrix<f64, 3, NV> {
        s(&floating_center_of_mass_jacobian(&self.fm, &d(q)).unwrap())
    }
    fn centroidal_map(&self, q: &SVector<f64, NQ>) -> SMatrix<f64, 6, NV> {
        s(&floating_centroidal_map(&self.fm, &d(q)).unwrap())
    }
    fn centroidal_momentum_bias(
        &self,
        q: &SVector<f64, NQ>,
        qv: &SVector<f64, NV>,
    ) -> SVector<f64, 6> {
        floating_centroidal_momentum_bias(&self.fm, &d(q), &d(qv)).unwrap()
    }
    fn base_body(&self) -> Body {
        self.base.clone()
    }
    fn chain(&self) -> Chain {
        self.chain.clone()
    }
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
        q_ref: configuration(target_yaw, [0.0, 0.0]),
        v_ref: SVector::zeros(),
        u_ref: SVector::zeros(),
    };
    let limit = SVector::<f64, NU>::repeat(5.0);
    let ilqr =
        FloatingIlqr::new(system, cost.clone(), -limit, limit, IlqrOptions::default()).unwrap();
    let mut reports = Vec::new();
    let plan = ilqr
        .solve_with(
            &start,
            &SVector::zeros(),
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
    let error = sat.difference(&cost.q_ref, &q_end).unwrap();
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
        let u = plan.input(&sat, k, &q, &qv).unwrap();
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
    let error = sat.difference(&cost.q_ref, &q).unwrap();
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
        q_ref: configuration(0.0, [0.0, 0.0]),
        v_ref: SVector::zeros(),
        u_ref: SVector::zeros(),
    };
    let limit = SVector::<f64, NU>::repeat(1.0);
    let ok =
        FloatingIlqr::new(system, cost.clone(), -limit, limit, IlqrOptions::default()).unwrap();
    let mut unnormalised = configuration(0.0, [0.0, 0.0]);
    unnormalised[6] = 2.0;
    assert!(matches!(
        ok.solve(&unnormalised, &SVector::zeros(), &[SVector::zeros(); 3]),
        Err(ControlError::NonFinite { .. })
    ));
    assert!(matches!(
        ok.solve(&cost.q_ref, &SVector::zeros(), &[]),
        Err(ControlError::InvalidParameter {
            name: "horizon",
            ..
        })
    ));
    // Below MAX_ILQR_HORIZON, but beyond what the per-step buffers may hold (MAX_ENTRIES).
    assert!(matches!(
        ok.solve(
            &cost.q_ref,
            &SVector::zeros(),
            &vec![SVector::zeros(); 400_000]
        ),
        Err(ControlError::InvalidParameter {
            name: "horizon",
            ..
        })
    ));
    // The tracking input: a step beyond the horizon, a non-finite velocity.
    let plan = ok
        .solve(&cost.q_ref, &SVector::zeros(), &[SVector::zeros(); 3])
        .unwrap();
    assert!(matches!(
        plan.input(&sat, 3, &cost.q_ref, &SVector::zeros()),
        Err(chaindyn::DynamicsError::DimensionMismatch {
            expected: 3,
            found: 3,
            ..
        })
    ));
    let mut nan = SVector::<f64, NV>::zeros();
    nan[4] = f64::NAN;
    assert!(matches!(
        plan.input(&sat, 0, &cost.q_ref, &nan),
        Err(chaindyn::DynamicsError::NonFiniteInput {
            argument: "v",
            index: 4
        })
    ));
    assert!(plan.input(&sat, 2, &cost.q_ref, &SVector::zeros()).is_ok());
    assert!(matches!(
        system.step(
            &unnormalised,
            &SVector::zeros(),
            &SVector::<f64, NU>::zeros()
        ),
        Err(chaindyn::DynamicsError::UnnormalizedQuaternion { .. })
    ));
    cost.q_ref = unnormalised;
    assert!(matches!(
        FloatingIlqr::new(system, cost, -limit, limit, IlqrOptions::default()),
        Err(ControlError::NonFinite { .. })
    ));
}
