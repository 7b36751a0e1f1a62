//! Models derived with `#[derive(Dynamics)]` for the cross-crate tests, and test helpers.

use chaindyn::Dynamics;

pub mod scalars;
pub mod task_space;

/// The test robots that cover every path of the emitter, one each: `$check!(robot, N, u_max,
/// seed)` for each (the robot an expression, `N` its degrees of freedom, `u_max` the input range of
/// random states, a seed of its own). The `f32` and lane checks run on these, not on every robot
/// (the `f64` code of every robot is checked against the reference in `generated_vs_reference`;
/// the `f32` and lane code is the same program with another number type, so what can differ is
/// the path that emitted it):
///
/// * `DoublePendulum`: planar, joint angles, frames of every body (the task-space constants);
/// * `Pendubot`: planar in joint angles, the planar closed form's angle-sum identities;
/// * `payload` (`PayloadPendubot`): runtime parameters (`Real::parameter` of fields);
/// * `Pendulum3`: planar in absolute angles (the bodies' angles, no congruence);
/// * `LossyPendulum3`: joint losses (armature, damping, the smooth friction law's `tanh`) in
///   absolute angles;
/// * `Planar7`: a 7-link planar chain in joint angles (the longest running sums of the
///   congruence);
/// * `rpr` (`LossyRpr`): spatial, a prismatic joint, joint terms that are runtime parameters;
/// * `FixedBetween`: a URDF with fixed joints merged into bodies, a prismatic joint, turned
///   frames (constants from `rpy`);
/// * `Torso`: a tree (branch-sparse `M` factorised from the leaves), a prismatic joint on a
///   branch, joint terms.
///
/// The scalar tests add the Panda tree with both fingers and real joints, in `f32` once.
#[macro_export]
macro_rules! every_emission_path {
    ($check:ident) => {{
        let p = chaindyn::PendubotParameters::PAPER;
        let payload = $crate::PayloadPendubot {
            m2: 1.3 * p.m2,
            lc2: p.lc2,
            i2: p.i2,
            l1: p.l1,
            g: p.g,
        };
        let rpr = $crate::LossyRpr {
            a0: 0.02,
            b1: 0.7,
            f2: 0.15,
            v2: 0.25,
        };
        $check!($crate::DoublePendulum, 2, 10.0, 401);
        $check!($crate::Pendubot, 2, 2.0, 402);
        $check!(payload, 2, 2.0, 408);
        $check!($crate::Pendulum3, 3, 5.0, 412);
        $check!($crate::LossyPendulum3, 3, 5.0, 419);
        $check!($crate::Planar7, 7, 5.0, 420);
        $check!(rpr, 3, 5.0, 428);
        $check!($crate::FixedBetween, 3, 5.0, 427);
        $check!($crate::Torso, 5, 5.0, 429);
    }};
}

/// The models the tests share with the demo (`chaindyn_demo::models`): the Pendubot and Acrobot
/// of Ordaz Oliver et al. 2009, the n-link pendulums of the linearization notes (2, 4, 5, 6 and
/// 7 links), Lin & Yae's two-link manipulator, the spatial 7-DOF arm (with its regressor and a
/// turned flange frame), the 7-DOF URDF Panda (frames on link 3, the hand and a camera) and the
/// Allegro hand (a tree of 16 joints).
pub use chaindyn_demo::models::{
    Acrobot, AllegroHand, Arm7, BalancePendulum7, Panda, Pendubot, Pendulum2, Pendulum4, Pendulum5,
    Pendulum6, TwoLinkArm,
};

/// A planar double pendulum (uniform rods), relative angles: links point along `+x` at `q = 0`,
/// gravity `-y`. Task-space code for both bodies and the tip of the lower link.
#[derive(Dynamics)]
#[chain(gravity = 9.81, frames = all)]
#[body(name = "upper", joint = revolute, axis = z, length = 1.0, mass = 1.0, com = 0.5, inertia = 0.0833)]
#[body(name = "lower", joint = revolute, axis = z, length = 1.0, mass = 1.0, com = 0.5, inertia = 0.0833)]
#[frame(name = "tip", body = "lower", origin = [1.0, 0.0, 0.0])]
pub struct DoublePendulum;

/// The workspace's deterministic generator, for reproducible random states.
pub use chaindyn::model::SplitMix64;

#[allow(dead_code)]
fn _assert_impl() {
    fn is<const N: usize, T: Dynamics<N>>() {}
    is::<2, DoublePendulum>();
    is::<2, Pendubot>();
}

use chaindyn::nalgebra::{DMatrix, DVector, SMatrix, SVector};
use chaindyn::Multibody;

/// Relative Frobenius error `‖a − b‖ / max(1, ‖b‖)`.
pub fn rel_err(a: &DMatrix<f64>, b: &DMatrix<f64>) -> f64 {
    assert_eq!(a.shape(), b.shape(), "shapes differ");
    (a - b).norm() / b.norm().max(1.0)
}

fn dm<const R: usize, const C: usize>(m: &SMatrix<f64, R, C>) -> DMatrix<f64> {
    DMatrix::from_column_slice(R, C, m.as_slice())
}

fn dv<const R: usize>(v: &SVector<f64, R>) -> DMatrix<f64> {
    DMatrix::from_column_slice(R, 1, v.as_slice())
}

/// Worst relative error of each output over the states checked.
#[derive(Debug, Default, Clone)]
pub struct Errors {
    /// `(output name, worst relative error)`.
    pub worst: Vec<(&'static str, f64)>,
}

impl Errors {
    /// Keeps the worst error `e` of output `name`.
    pub fn record(&mut self, name: &'static str, e: f64) {
        match self.worst.iter_mut().find(|(n, _)| *n == name) {
            Some((_, w)) => *w = w.max(e),
            None => self.worst.push((name, e)),
        }
    }

    /// Panics naming every output whose worst error exceeds `tol`.
    pub fn assert_below(&self, tol: f64, what: &str) {
        let bad: Vec<_> = self
            .worst
            .iter()
            .filter(|(_, e)| e.is_nan() || *e > tol)
            .collect();
        assert!(
            bad.is_empty(),
            "{what}: outputs above {tol:e}: {bad:?} (all: {:?})",
            self.worst
        );
    }
}

/// A random state `(q, q̇, u)` with `q ∈ [−π, π)`, `q̇ ∈ [−2, 2)`, `u ∈ [−u_max, u_max)`.
pub fn random_state<const N: usize>(rng: &mut SplitMix64, u_max: f64) -> [SVector<f64, N>; 3] {
    let pi = std::f64::consts::PI;
    [
        SVector::from_fn(|_, _| rng.uniform(-pi, pi)),
        SVector::from_fn(|_, _| rng.uniform(-2.0, 2.0)),
        SVector::from_fn(|_, _| rng.uniform(-u_max, u_max)),
    ]
}

/// Compares every generated output with the runtime's recursive reference algorithms on the
/// same chain (`model.chain()`), at `states` random states.
pub fn against_reference<const N: usize, const NX: usize, D: Dynamics<N>>(
    model: &D,
    seed: u64,
    states: usize,
    u_max: f64,
) -> Errors {
    let mb = Multibody::new(&model.chain()).expect("valid chain");
    let mut rng = SplitMix64(seed);
    let mut errs = Errors::default();
    for _ in 0..states {
        let [q, qd, u] = random_state::<N>(&mut rng, u_max);
        let [qv, qdv, uv] = [q, qd, u].map(|v| DVector::from_column_slice(v.as_slice()));
        let lin = chaindyn::linearize(&mb, &qv, &qdv, &uv).expect("reference linearization");
        errs.record("M", rel_err(&dm(&model.mass_matrix(&q)), &lin.mass_matrix));
        let c_ref = chaindyn::coriolis_matrix(&mb, &qv, &qdv).expect("reference C");
        errs.record("C", rel_err(&dm(&model.coriolis_matrix(&q, &qd)), &c_ref));
        let cqd_ref = chaindyn::coriolis_times_qd(&mb, &qv, &qdv).expect("reference Cqd");
        errs.record(
            "Cqd",
            rel_err(
                &dv(&model.coriolis_times_qd(&q, &qd)),
                &DMatrix::from_column_slice(N, 1, cqd_ref.as_slice()),
            ),
        );
        let g_ref = chaindyn::gravity(&mb, &qv).expect("reference g");
        errs.record(
            "g",
            rel_err(
                &dv(&model.gravity(&q)),
                &DMatrix::from_column_slice(N, 1, g_ref.as_slice()),
            ),
        );
        let nle_ref = chaindyn::bias_force(&mb, &qv, &qdv).expect("reference nle");
        errs.record(
            "nle",
            rel_err(
                &dv(&model.nonlinear_effects(&q, &qd)),
                &DMatrix::from_column_slice(N, 1, nle_ref.as_slice()),
            ),
        );
        let tau_ref = chaindyn::rnea(&mb, &qv, &qdv, &uv).expect("reference rnea");
        errs.record(
            "ID",
            rel_err(
                &dv(&model.inverse_dynamics(&q, &qd, &u)),
                &DMatrix::from_column_slice(N, 1, tau_ref.as_slice()),
            ),
        );
        errs.record(
            "FD",
            rel_err(
                &dv(&model.forward_dynamics(&q, &qd, &u)),
                &DMatrix::from_column_slice(N, 1, lin.qdd.as_slice()),
            ),
        );
        let did_ref = chaindyn::rnea_derivatives(&mb, &qv, &qdv, &uv).expect("reference ∂τ");
        let (did_dq, did_dqd) = model.inverse_dynamics_derivatives(&q, &qd, &u);
        errs.record("dID/dq", rel_err(&dm(&did_dq), &did_ref.dtau_dq));
        errs.record("dID/dqd", rel_err(&dm(&did_dqd), &did_ref.dtau_dqd));
        let dloss_ref = chaindyn::joint_losses_derivative(&mb, &qdv).expect("reference ∂τ_loss");
        errs.record(
            "dloss",
            rel_err(&dm(&model.joint_losses_jacobian(&qd)), &dloss_ref),
        );
        let loss_ref = chaindyn::joint_losses(&mb, &qdv).expect("reference losses");
        errs.record(
            "loss",
            rel_err(
                &dv(&model.joint_losses(&qd)),
                &DMatrix::from_column_slice(N, 1, loss_ref.as_slice()),
            ),
        );
        let ke = chaindyn::kinetic_energy(&mb, &qv, &qdv).expect("reference T");
        errs.record(
            "T",
            (model.kinetic_energy(&q, &qd) - ke).abs() / ke.abs().max(1.0),
        );
        let pe = chaindyn::potential_energy(&mb, &qv).expect("reference U");
        errs.record(
            "U",
            (model.potential_energy(&q) - pe).abs() / pe.abs().max(1.0),
        );
        let dmdq = model.mass_matrix_jacobian(&q);
        for (generated, reference) in dmdq.iter().zip(&lin.dmass_dq) {
            errs.record("dM/dq", rel_err(&dm(generated), reference));
        }
        let (dc_dq, dc_dqd) = model.coriolis_jacobians(&q, &qd);
        errs.record("dCqd/dq", rel_err(&dm(&dc_dq), &lin.dcoriolis_dq));
        errs.record("dCqd/dqd", rel_err(&dm(&dc_dqd), &lin.dcoriolis_dqd));
        errs.record(
            "dg/dq",
            rel_err(&dm(&model.gravity_jacobian(&q)), &lin.dgravity_dq),
        );
        let (a, b) = model.linearize::<NX>(&q, &qd, &u);
        errs.record("A", rel_err(&dm(&a), &lin.a));
        errs.record("B", rel_err(&dm(&b), &lin.b));
        // Equilibrium closed form: at q̇ = 0 with the holding torque u = g(q), it must equal the
        // general linearization.
        let zero = SVector::<f64, N>::zeros();
        let hold = model.gravity(&q);
        let eq = model.linearize_equilibrium(&q);
        let gen = model.linearize_blocks(&q, &zero, &hold);
        errs.record("A_eq", rel_err(&dm(&eq.a::<NX>()), &dm(&gen.a::<NX>())));
    }
    errs
}

/// Compares the Jacobians of one integration step ([`chaindyn::control::Discretized`], from the
/// generated linearization by the chain rule) with central finite differences of the step itself,
/// at `states` random states, for both schemes and step `h`, with every joint driven (`S = I`)
/// and through the first joint only (`S = e₁`).
pub fn step_against_finite_differences<const N: usize, const NX: usize, D: Dynamics<N>>(
    model: &D,
    seed: u64,
    states: usize,
    u_max: f64,
    h: f64,
) -> Errors {
    use chaindyn::control::{Discretized, Scheme};
    let mut rng = SplitMix64(seed);
    let mut errs = Errors::default();
    let first = SMatrix::<f64, N, 1>::from_fn(|i, _| if i == 0 { 1.0 } else { 0.0 });
    for scheme in [Scheme::SemiImplicitEuler, Scheme::Rk4] {
        let full = Discretized::new(model, SMatrix::<f64, N, N>::identity(), scheme, h)
            .expect("valid step");
        let one = Discretized::new(model, first, scheme, h).expect("valid step");
        for _ in 0..states {
            let [q, qd, u] = random_state::<N>(&mut rng, u_max);
            let mut x = SVector::<f64, NX>::zeros();
            x.fixed_rows_mut::<N>(0).copy_from(&q);
            x.fixed_rows_mut::<N>(N).copy_from(&qd);
            let j = full.step_jacobians(&x, &u);
            errs.record("step", rel_err(&dv(&j.next), &dv(&full.step(&x, &u))));
            let (fx, fu) = step_differences(|x, u| full.step(x, u), &x, &u);
            errs.record("dPhi/dx", rel_err(&dm(&j.fx), &fx));
            errs.record("dPhi/du", rel_err(&dm(&j.fu), &fu));
            let u1 = SVector::<f64, 1>::new(u[0]);
            let j1 = one.step_jacobians(&x, &u1);
            let (fx1, fu1) = step_differences(|x, u| one.step(x, u), &x, &u1);
            errs.record("dPhi/dx (S = e1)", rel_err(&dm(&j1.fx), &fx1));
            errs.record("dPhi/du (S = e1)", rel_err(&dm(&j1.fu), &fu1));
        }
    }
    errs
}

/// Central differences of a step `Φ(x, u)`: `(∂Φ/∂x, ∂Φ/∂u)`, relative step `ε^(1/3)`.
fn step_differences<const NX: usize, const M: usize>(
    step: impl Fn(&SVector<f64, NX>, &SVector<f64, M>) -> SVector<f64, NX>,
    x: &SVector<f64, NX>,
    u: &SVector<f64, M>,
) -> (DMatrix<f64>, DMatrix<f64>) {
    let d = |v: f64| f64::EPSILON.cbrt() * v.abs().max(1.0);
    let mut fx = DMatrix::zeros(NX, NX);
    for k in 0..NX {
        let e = d(x[k]);
        let (mut p, mut m) = (*x, *x);
        p[k] += e;
        m[k] -= e;
        fx.set_column(k, &dv(&((step(&p, u) - step(&m, u)) / (2.0 * e))).column(0));
    }
    let mut fu = DMatrix::zeros(NX, M);
    for k in 0..M {
        let e = d(u[k]);
        let (mut p, mut m) = (*u, *u);
        p[k] += e;
        m[k] -= e;
        fu.set_column(k, &dv(&((step(x, &p) - step(x, &m)) / (2.0 * e))).column(0));
    }
    (fx, fu)
}

/// Compares the generated `A`, `B` with central finite differences of the reference forward
/// dynamics (the "numerical perturbation" of Lin & Yae, "Recursive Linearization of Multibody
/// Dynamics Equations of Motion").
pub fn against_finite_differences<const N: usize, const NX: usize, D: Dynamics<N>>(
    model: &D,
    seed: u64,
    states: usize,
    u_max: f64,
) -> Errors {
    let mb = Multibody::new(&model.chain()).expect("valid chain");
    let mut rng = SplitMix64(seed);
    let mut errs = Errors::default();
    for _ in 0..states {
        let [q, qd, u] = random_state::<N>(&mut rng, u_max);
        let [qv, qdv, uv] = [q, qd, u].map(|v| DVector::from_column_slice(v.as_slice()));
        let fd =
            chaindyn::finite_diff::state_space(&mb, &qv, &qdv, &uv).expect("finite differences");
        let (a, b) = model.linearize::<NX>(&q, &qd, &u);
        errs.record("A", rel_err(&dm(&a), &fd.a));
        errs.record("B", rel_err(&dm(&b), &fd.b));
    }
    errs
}

/// The pendulum of the n-link pendulum notes, 3 links; task-space code for every body and a
/// turned frame at the last bob; the regressor of its bodies (absolute angles).
#[derive(Dynamics)]
#[chain(gravity = 9.81, up = y, along = y, angles = absolute, frames = all, regressor = bodies)]
#[body(axis = -z, length = 0.5, mass = 1.1, com = 0.5)]
#[body(axis = -z, length = 0.8, mass = 0.7, com = 0.8)]
#[body(axis = -z, length = 0.3, mass = 0.4, com = 0.3)]
#[frame(name = "bob", body = "link3", origin = [0.0, 0.3, 0.0], rpy = [0.0, 0.0, 0.5])]
pub struct Pendulum3;

/// The pendulum of the n-link pendulum notes, 7 links (the scaling series of the benchmarks).
#[derive(Dynamics)]
#[chain(gravity = 9.81, up = y, along = y, angles = absolute)]
#[body(axis = -z, length = 0.40, mass = 1.00, com = 0.40)]
#[body(axis = -z, length = 0.36, mass = 0.90, com = 0.36)]
#[body(axis = -z, length = 0.32, mass = 0.80, com = 0.32)]
#[body(axis = -z, length = 0.28, mass = 0.70, com = 0.28)]
#[body(axis = -z, length = 0.24, mass = 0.60, com = 0.24)]
#[body(axis = -z, length = 0.20, mass = 0.50, com = 0.20)]
#[body(axis = -z, length = 0.16, mass = 0.40, com = 0.16)]
pub struct Pendulum7;

/// The pendulum of the n-link pendulum notes, 10 links.
#[derive(Dynamics)]
#[chain(gravity = 9.81, up = y, along = y, angles = absolute)]
#[body(axis = -z, length = 0.30, mass = 1.00, com = 0.30)]
#[body(axis = -z, length = 0.28, mass = 0.95, com = 0.28)]
#[body(axis = -z, length = 0.26, mass = 0.90, com = 0.26)]
#[body(axis = -z, length = 0.24, mass = 0.85, com = 0.24)]
#[body(axis = -z, length = 0.22, mass = 0.80, com = 0.22)]
#[body(axis = -z, length = 0.20, mass = 0.75, com = 0.20)]
#[body(axis = -z, length = 0.18, mass = 0.70, com = 0.18)]
#[body(axis = -z, length = 0.16, mass = 0.65, com = 0.16)]
#[body(axis = -z, length = 0.14, mass = 0.60, com = 0.14)]
#[body(axis = -z, length = 0.12, mass = 0.55, com = 0.12)]
pub struct Pendulum10;

/// [`Pendulum7`]'s links in relative angles (joint angles): the 7-link planar pendulum of the
/// speed comparisons.
#[derive(Dynamics)]
#[chain(gravity = 9.81, up = y, along = y)]
#[body(axis = -z, length = 0.40, mass = 1.00, com = 0.40)]
#[body(axis = -z, length = 0.36, mass = 0.90, com = 0.36)]
#[body(axis = -z, length = 0.32, mass = 0.80, com = 0.32)]
#[body(axis = -z, length = 0.28, mass = 0.70, com = 0.28)]
#[body(axis = -z, length = 0.24, mass = 0.60, com = 0.24)]
#[body(axis = -z, length = 0.20, mass = 0.50, com = 0.20)]
#[body(axis = -z, length = 0.16, mass = 0.40, com = 0.16)]
pub struct Planar7;

/// [`Pendulum10`]'s links in relative angles.
#[derive(Dynamics)]
#[chain(gravity = 9.81, up = y, along = y)]
#[body(axis = -z, length = 0.30, mass = 1.00, com = 0.30)]
#[body(axis = -z, length = 0.28, mass = 0.95, com = 0.28)]
#[body(axis = -z, length = 0.26, mass = 0.90, com = 0.26)]
#[body(axis = -z, length = 0.24, mass = 0.85, com = 0.24)]
#[body(axis = -z, length = 0.22, mass = 0.80, com = 0.22)]
#[body(axis = -z, length = 0.20, mass = 0.75, com = 0.20)]
#[body(axis = -z, length = 0.18, mass = 0.70, com = 0.18)]
#[body(axis = -z, length = 0.16, mass = 0.65, com = 0.16)]
#[body(axis = -z, length = 0.14, mass = 0.60, com = 0.14)]
#[body(axis = -z, length = 0.12, mass = 0.55, com = 0.12)]
pub struct Planar10;

/// A planar chain of 11 links in joint angles, the fifth joint's axis flipped (`+z` where the
/// others are `-z`: its body's angle subtracts it), centres of mass off the links' lines and
/// rotational inertia: a long chain (more than 10 DOF) whose linearization is assembled in the
/// bodies' angles from the factors of `M_θ`.
#[derive(Dynamics)]
#[chain(gravity = 9.81, up = y)]
#[body(axis = -z, origin = [0.0, 0.0, 0.0], mass = 1.00, com = [0.02, 0.12, 0.0], inertia = [0.01, 0.01, 0.02])]
#[body(axis = -z, origin = [0.01, 0.25, 0.0], mass = 0.95, com = [0.02, 0.12, 0.0], inertia = [0.01, 0.01, 0.02])]
#[body(axis = -z, origin = [0.01, 0.25, 0.0], mass = 0.90, com = [0.02, 0.12, 0.0], inertia = [0.01, 0.01, 0.02])]
#[body(axis = -z, origin = [0.01, 0.25, 0.0], mass = 0.85, com = [0.02, 0.12, 0.0], inertia = [0.01, 0.01, 0.02])]
#[body(axis = z, origin = [0.01, 0.25, 0.0], mass = 0.80, com = [0.02, 0.12, 0.0], inertia = [0.01, 0.01, 0.02])]
#[body(axis = -z, origin = [0.01, 0.25, 0.0], mass = 0.75, com = [0.02, 0.12, 0.0], inertia = [0.01, 0.01, 0.02])]
#[body(axis = -z, origin = [0.01, 0.25, 0.0], mass = 0.70, com = [0.02, 0.12, 0.0], inertia = [0.01, 0.01, 0.02])]
#[body(axis = -z, origin = [0.01, 0.25, 0.0], mass = 0.65, com = [0.02, 0.12, 0.0], inertia = [0.01, 0.01, 0.02])]
#[body(axis = -z, origin = [0.01, 0.25, 0.0], mass = 0.60, com = [0.02, 0.12, 0.0], inertia = [0.01, 0.01, 0.02])]
#[body(axis = -z, origin = [0.01, 0.25, 0.0], mass = 0.55, com = [0.02, 0.12, 0.0], inertia = [0.01, 0.01, 0.02])]
#[body(axis = -z, origin = [0.01, 0.25, 0.0], mass = 0.50, com = [0.02, 0.12, 0.0], inertia = [0.01, 0.01, 0.02])]
pub struct Planar11;

/// A massless rotor (inertia only) with a frame on its rim: no centre of mass.
#[derive(Dynamics)]
#[chain(gravity = 9.81)]
#[body(name = "rotor", joint = revolute, axis = z, mass = 0.0, inertia = [0.01, 0.01, 0.02])]
#[frame(name = "rim", body = "rotor", origin = [0.1, 0.0, 0.0])]
pub struct MasslessRotor;

/// A spatial chain of 11 links, joints alternating about `z` and `y`, every frame offset along
/// `x` and `z` (no two neighbouring axes parallel): long enough that its longest generated
/// functions (`linearize_blocks`, `mass_matrix_jacobian`) are emitted in parts.
#[derive(Dynamics)]
#[chain(gravity = [0.0, 0.0, -9.81])]
#[body(axis = z, origin = [0.0, 0.0, 0.2], mass = 1.00, com = [0.0, 0.0, 0.1], inertia = [0.01, 0.02, 0.015])]
#[body(axis = y, origin = [0.0, 0.0, 0.2], mass = 0.95, com = [0.0, 0.0, 0.1], inertia = [0.01, 0.02, 0.015])]
#[body(axis = z, origin = [0.0, 0.0, 0.2], mass = 0.90, com = [0.0, 0.0, 0.1], inertia = [0.01, 0.02, 0.015])]
#[body(axis = y, origin = [0.0, 0.0, 0.2], mass = 0.85, com = [0.0, 0.0, 0.1], inertia = [0.01, 0.02, 0.015])]
#[body(axis = z, origin = [0.0, 0.0, 0.2], mass = 0.80, com = [0.0, 0.0, 0.1], inertia = [0.01, 0.02, 0.015])]
#[body(axis = y, origin = [0.0, 0.0, 0.2], mass = 0.75, com = [0.0, 0.0, 0.1], inertia = [0.01, 0.02, 0.015])]
#[body(axis = z, origin = [0.0, 0.0, 0.2], mass = 0.70, com = [0.0, 0.0, 0.1], inertia = [0.01, 0.02, 0.015])]
#[body(axis = y, origin = [0.0, 0.0, 0.2], mass = 0.65, com = [0.0, 0.0, 0.1], inertia = [0.01, 0.02, 0.015])]
#[body(axis = z, origin = [0.0, 0.0, 0.2], mass = 0.60, com = [0.0, 0.0, 0.1], inertia = [0.01, 0.02, 0.015])]
#[body(axis = y, origin = [0.0, 0.0, 0.2], mass = 0.55, com = [0.0, 0.0, 0.1], inertia = [0.01, 0.02, 0.015])]
#[body(axis = z, origin = [0.0, 0.0, 0.2], mass = 0.50, com = [0.0, 0.0, 0.1], inertia = [0.01, 0.02, 0.015])]
pub struct Spatial11;

/// A chain with a prismatic joint: revolute base, telescoping link, revolute wrist (RPR); task-space
/// code for the wrist and two turned frames (one on the slider).
#[derive(Dynamics)]
#[chain(gravity = [0.0, -9.81, 0.0], frames = ["wrist"])]
#[body(name = "base", axis = z, mass = 2.0, com = [0.2, 0.0, 0.0], inertia = [0.01, 0.05, 0.05])]
#[body(name = "slider", joint = prismatic, axis = x, origin = [0.3, 0.0, 0.0], mass = 1.0, com = [0.1, 0.02, 0.0],
       inertia = [0.002, 0.01, 0.01, 0.0, 0.0, 0.0005])]
#[body(name = "wrist", axis = [0.0, 0.6, 0.8], origin = [0.2, 0.0, 0.0], rpy = [0.1, -0.2, 0.3], mass = 0.5,
       com = [0.05, 0.0, 0.01], inertia = [0.001, 0.002, 0.002])]
#[frame(name = "tool", body = "wrist", origin = [0.1, 0.02, -0.03], rpy = [0.3, 0.2, -0.1])]
#[frame(name = "slider_sensor", body = "slider", origin = [0.05, 0.0, 0.01], rpy = [0.0, 0.4, 0.0])]
pub struct Rpr;

/// The Pendubot with runtime parameters: the second link's mass, centre of mass and inertia
/// (a payload being identified), and gravity, read from `self`. With its regressor, whose base
/// parameters' coefficients depend on the runtime length `l1`.
#[derive(Dynamics)]
#[chain(gravity = g, up = y, along = x, regressor = bodies)]
#[body(name = "link1", joint = revolute, axis = z, length = l1, mass = 1.9008, com = 0.185, inertia = 0.004)]
#[body(name = "link2", joint = revolute, axis = z, mass = m2, com = lc2, inertia = i2)]
#[frame(name = "payload", body = "link2", origin = [lc2, 0.0, 0.0])]
pub struct PayloadPendubot {
    /// Mass of link 2 (kg).
    pub m2: f64,
    /// Centre of mass of link 2 along the link (m).
    pub lc2: f64,
    /// Inertia of link 2 about its centre of mass (kg m²).
    pub i2: f64,
    /// Length of link 1: places joint 2 (m).
    pub l1: f64,
    /// Gravity (m/s²).
    pub g: f64,
}

/// The README's examples, compiled and run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../../README.md")]
pub struct ReadmeDoctests;

/// The examples of docs/attributes.md, compiled and run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../../docs/attributes.md")]
pub struct DocsAttributes;

/// The examples of docs/urdf.md, compiled and run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../../docs/urdf.md")]
pub struct DocsUrdf;

/// The examples of docs/task-space.md, compiled and run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../../docs/task-space.md")]
pub struct DocsTaskSpace;

/// The examples of docs/scalars-and-no-std.md, compiled and run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../../docs/scalars-and-no-std.md")]
pub struct DocsScalarsAndNoStd;

/// The examples of docs/runtime-reference.md, compiled and run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../../docs/runtime-reference.md")]
pub struct DocsRuntimeReference;

/// The examples of docs/floating-base.md, compiled and run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../../docs/floating-base.md")]
pub struct DocsFloatingBase;

/// The examples of docs/contact.md, compiled and run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../../docs/contact.md")]
pub struct DocsContact;

/// The examples of docs/control.md, compiled and run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../../docs/control.md")]
pub struct DocsControl;

/// The examples of docs/walking.md, compiled and run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../../docs/walking.md")]
pub struct DocsWalking;

/// The examples of docs/identification.md, compiled and run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../../docs/identification.md")]
pub struct DocsIdentification;

// ---------------------------------------------------------------------------------------------
// Models read from the URDF files of tests/robots at build time.

/// The double pendulum of `robots/double_pendulum.urdf`: the same mechanism as
/// [`DoublePendulum`] (gravity is not part of URDF: 9.81 along `-y`, given here).
#[derive(Dynamics)]
#[chain(urdf = "robots/double_pendulum.urdf", base = "base", tip = "lower", gravity = 9.81, up = y)]
pub struct UrdfDoublePendulum;

/// The Pendubot of Ordaz Oliver et al. 2009 from `robots/pendubot.urdf`: the same as the
/// attribute-described [`Pendubot`]. The file's massless end frame of link 2 is merged into
/// link 2.
#[derive(Dynamics)]
#[chain(urdf = "robots/pendubot.urdf", base = "base", tip = "link2_end", gravity = 9.81, up = y)]
pub struct UrdfPendubot;

/// The URDF Pendubot with link 2's mass, centre of mass and inertia overridden by runtime
/// parameters (a payload being identified): the same as [`PayloadPendubot`] at `l1 = 0.2`,
/// `g = 9.81`. Base and tip default to the root and the end of the unbranched tree.
#[derive(Dynamics)]
#[chain(urdf = "robots/pendubot.urdf", gravity = 9.81, up = y)]
#[body(name = "link2", mass = m2, com = [lc2, 0.0, 0.0], inertia = [0.0, i2, i2])]
pub struct UrdfPayloadPendubot {
    /// Mass of link 2 (kg).
    pub m2: f64,
    /// Centre of mass of link 2 along the link (m).
    pub lc2: f64,
    /// Inertia of link 2 about its centre of mass (kg m²).
    pub i2: f64,
}

/// A spatial arm with a prismatic joint whose frames are turned by multiples of π/2 only, with
/// joint terms: the build-time base parameters of a chain with a prismatic joint.
#[derive(Dynamics)]
#[chain(gravity = [0.0, 0.0, -9.81], regressor = joints)]
#[body(name = "turret", axis = z, mass = 3.0, com = [0.05, 0.0, 0.1], inertia = [0.02, 0.03, 0.025],
       armature = 0.1, damping = 0.2)]
#[body(name = "boom", joint = prismatic, axis = x, origin = [0.1, 0.0, 0.3], rpy = [1.5707963267948966, 0.0, 0.0],
       mass = 1.5, com = [0.2, 0.01, 0.0], inertia = [0.004, 0.02, 0.02, 0.001, 0.0, 0.0], damping = 5.0,
       friction = 2.0, friction_velocity = 0.05)]
#[body(name = "wrist", axis = y, origin = [0.4, 0.0, 0.0], mass = 0.6, com = [0.03, 0.0, 0.02],
       inertia = [0.001, 0.002, 0.0015])]
pub struct PrismaticArm;

/// `robots/fixed_between.urdf`: three movable joints with fixed joints (and rotated frames)
/// between them, to compare with the hand-merged chain; task-space code for every frame (a
/// prismatic joint, rotated fixed frames).
#[derive(Dynamics)]
#[chain(urdf = "robots/fixed_between.urdf", base = "world", tip = "c_tool", frames = all,
        regressor = joints)]
pub struct FixedBetween;

// ---------------------------------------------------------------------------------------------
// Trees: bodies that name their parent (Pinocchio's `parents`), derived with the branch-induced
// sparsity of `M` and the leaves-first `LᵀDL` factorisation.

/// A small torso described by attributes: a waist, a left arm of two links, a right gripper
/// slide and a head, the three hanging from the waist (5 joints, 3 leaves, depth 3). Real joints
/// on the left arm, task-space code for a tool on the slide and the joint-term regressor.
#[derive(Dynamics)]
#[chain(gravity = [0.0, 0.0, -9.81], frames = ["tool"], regressor = joints)]
#[body(name = "waist", axis = z, origin = [0.0, 0.0, 0.5], mass = 8.0, com = [0.0, 0.0, 0.2],
       inertia = [0.3, 0.25, 0.1, 0.01, 0.0, 0.02])]
#[body(name = "left_upper", parent = "waist", axis = y, origin = [0.0, 0.25, 0.4], rpy = [0.3, 0.0, 0.0],
       mass = 2.0, com = [0.15, 0.0, 0.01], inertia = [0.004, 0.02, 0.021, 0.0, 0.001, 0.0],
       armature = 0.05, damping = 0.3, friction = 0.4, friction_velocity = 0.5)]
#[body(name = "left_forearm", axis = x, origin = [0.3, 0.0, 0.0], mass = 1.2, com = [0.12, 0.01, 0.0],
       inertia = [0.002, 0.01, 0.011, 0.0005, 0.0, 0.0], damping = 0.1)]
#[body(name = "right_slide", parent = "waist", joint = prismatic, axis = x, origin = [0.0, -0.25, 0.4],
       mass = 0.8, com = [0.03, 0.0, 0.0], inertia = [0.002, 0.003, 0.003])]
#[body(name = "head", parent = "waist", axis = x, origin = [0.0, 0.0, 0.6], mass = 1.5, com = [0.0, 0.02, 0.1],
       inertia = [0.006, 0.005, 0.004])]
#[frame(name = "tool", body = "right_slide", origin = [0.05, 0.0, 0.0])]
pub struct Torso;

/// Two fingers on a fixed palm, one joint each: two independent subtrees on the base, whose
/// generated linearizations take the products with `M⁻¹` block by block (as the Allegro hand's
/// and Baxter's, in a model small enough for the lanes). Each finger alone has a constant `M`:
/// `C q̇` is zero.
#[derive(Dynamics)]
#[chain(gravity = [0.0, 0.0, -9.81])]
#[body(name = "thumb", axis = y, mass = 0.3, com = [0.05, 0.0, 0.0], inertia = [0.0001, 0.001, 0.001])]
#[body(name = "finger", parent = base, axis = [0.0, 0.6, 0.8], origin = [0.0, 0.03, 0.0], mass = 0.2,
       com = [0.04, 0.0, 0.01], inertia = [0.0001, 0.0008, 0.0008])]
pub struct TwoFingers;

/// The Panda of `robots/panda_dynamics.urdf` (`robots/panda.urdf` with `<dynamics damping
/// friction>` on its joints) with both fingers: the union of the paths from its base link to the
/// two finger links (9 joints, 2 leaves, depth 8; the second finger's `<mimic>` joint an
/// independent joint, as Pinocchio imports it). A motor armature added to each arm joint by
/// attributes (URDF has none), a friction velocity for the tree and another for the wrist, and
/// the mass of link 7 (with the flange and the hand merged into it) a runtime parameter, for a
/// payload identified at run time. Task-space code for the left finger.
/// (Clippy's `duplicated_attributes` lint takes equal `key = value` items of different
/// `#[body(..)]` helper attributes for duplicates.)
#[allow(clippy::duplicated_attributes)]
#[derive(Dynamics)]
#[chain(urdf = "robots/panda_dynamics.urdf", base = "panda_link0",
        tips = ["panda_leftfinger", "panda_rightfinger"], friction_velocity = 0.2,
        frames = ["panda_leftfinger"])]
#[body(name = "panda_link1", armature = 0.1)]
#[body(name = "panda_link2", armature = 0.1)]
#[body(name = "panda_link3", armature = 0.1)]
#[body(name = "panda_link4", armature = 0.1)]
#[body(name = "panda_link5", armature = 0.05)]
#[body(name = "panda_link6", armature = 0.05)]
#[body(name = "panda_link7", mass = m7, armature = 0.05, friction_velocity = 0.3)]
pub struct PandaFingers {
    /// Mass of link 7 with everything fixed to it (kg).
    pub m7: f64,
}

/// The Panda tree's link 7 (with the flange and the hand merged into it) at its mass in
/// `robots/panda_dynamics.urdf`.
pub fn panda_fingers() -> PandaFingers {
    let xml = include_str!("../robots/panda_dynamics.urdf");
    let tips = ["panda_leftfinger", "panda_rightfinger"];
    let tree =
        chaindyn::Chain::tree_from_urdf_str(xml, "panda_link0", &tips).expect("the Panda tree");
    PandaFingers {
        m7: tree.chain.links[6].body.mass,
    }
}

/// Baxter of `robots/baxter.urdf`: the whole tree below its base, 19 joints (the head's pan, two
/// 7-joint arms, two 2-finger grippers; 5 leaves, depth 8).
#[derive(Dynamics)]
#[chain(urdf = "robots/baxter.urdf")]
pub struct Baxter;

// ---------------------------------------------------------------------------------------------
// Rounding in a robot description's decimals (`robots/rounding.urdf`): the build-time base
// parameters are decided numerically at the geometry as described and derived exactly on the
// geometry with its rounding snapped (docs/identification.md).

/// A spherical shoulder written with axes `0 6.12323e-17 1` and a joint offset of 1e-18 m: its
/// third body's mass acts on no torque, which the exact numbers as written would deny.
#[derive(Dynamics)]
#[chain(urdf = "robots/rounding.urdf", base = "base", tip = "axes_tip", regressor = bodies)]
pub struct RoundedAxes;

/// Frames turned by `rpy = "1.5708 -1.11022e-16 -1.5708"` with axes `0 1 6.12323e-17` (as in
/// iCub's description): the 4e-6 rad of `1.5708` is geometry, the rest rounding.
#[derive(Dynamics)]
#[chain(urdf = "robots/rounding.urdf", base = "base", tip = "quarter_tip", regressor = bodies)]
pub struct RoundedQuarterTurns;

/// A planar arm flipped by `rpy = "3.14159265359 0 0"` (π to 11 digits): parallel axes.
#[derive(Dynamics)]
#[chain(urdf = "robots/rounding.urdf", base = "base", tip = "pi_tip", regressor = bodies)]
pub struct RoundedPi;

/// A planar arm whose second axis is 4e-6 rad from parallel to the first (`rpy = "1.5708 0 0"`):
/// no build-time base parameters (`BASE_PARAMETERS_UNAVAILABLE` says why).
#[derive(Dynamics)]
#[chain(urdf = "robots/rounding.urdf", base = "base", tip = "near_tip", regressor = bodies)]
pub struct NearParallel;

// ---------------------------------------------------------------------------------------------
// Models of the closed-loop tests (also derived, with the same attributes, by the
// generated-demo crate, so the derive cache serves both).

// ---------------------------------------------------------------------------------------------
// Real joints: armature (reflected rotor inertia), viscous damping and smoothed Coulomb
// friction. Friction velocities of 0.2-0.5 rad/s keep the third derivatives of the friction law
// (which set the truncation error of the central-difference checks) of order one.

/// The Pendubot of Ordaz Oliver et al. 2009 with real joints: armature, damping and friction on
/// both joints, the friction velocity set for the chain and overridden at the elbow.
#[derive(Dynamics)]
#[chain(gravity = 9.81, up = y, along = x, friction_velocity = 0.5)]
#[body(name = "link1", joint = revolute, axis = z, length = 0.2, mass = 1.9008, com = 0.185, inertia = 0.004,
       armature = 0.003, damping = 0.01, friction = 0.05)]
#[body(name = "link2", joint = revolute, axis = z, length = 0.2, mass = 0.7175, com = 0.062, inertia = 0.005,
       armature = 0.001, damping = 0.005, friction = 0.02, friction_velocity = 0.3)]
pub struct LossyPendubot;

/// The pendulum of the n-link pendulum notes (3 links, absolute angles) with armature, damping
/// and friction at its joints: the joint terms act on the relative joint velocities, mapped by
/// `T`.
#[derive(Dynamics)]
#[chain(gravity = 9.81, up = y, along = y, angles = absolute, friction_velocity = 0.4,
        regressor = joints)]
#[body(axis = -z, length = 0.5, mass = 1.2, com = 0.5, armature = 0.05, damping = 0.1, friction = 0.2)]
#[body(axis = -z, length = 0.4, mass = 0.8, com = 0.4, armature = 0.02, friction = 0.1)]
#[body(axis = -z, length = 0.3, mass = 0.5, com = 0.3, damping = 0.05)]
pub struct LossyPendulum3;

/// [`Rpr`] (spatial, with a prismatic joint) with joint terms that are runtime parameters: the
/// base's armature, the slider's damping and the wrist's friction and friction velocity. With
/// the regressor of its bodies and joint terms.
#[derive(Dynamics)]
#[chain(gravity = [0.0, -9.81, 0.0], regressor = joints)]
#[body(name = "base", axis = z, mass = 2.0, com = [0.2, 0.0, 0.0], inertia = [0.01, 0.05, 0.05],
       armature = a0, friction = 0.3, friction_velocity = 0.5)]
#[body(name = "slider", joint = prismatic, axis = x, origin = [0.3, 0.0, 0.0], mass = 1.0, com = [0.1, 0.02, 0.0],
       inertia = [0.002, 0.01, 0.01, 0.0, 0.0, 0.0005], armature = 0.5, damping = b1, friction = 1.0,
       friction_velocity = 0.3)]
#[body(name = "wrist", axis = [0.0, 0.6, 0.8], origin = [0.2, 0.0, 0.0], rpy = [0.1, -0.2, 0.3], mass = 0.5,
       com = [0.05, 0.0, 0.01], inertia = [0.001, 0.002, 0.002], damping = 0.02, friction = f2,
       friction_velocity = v2)]
pub struct LossyRpr {
    /// Armature of the base joint (kg m²).
    pub a0: f64,
    /// Damping of the slider (N s/m).
    pub b1: f64,
    /// Coulomb friction of the wrist (N m).
    pub f2: f64,
    /// Friction velocity of the wrist (rad/s).
    pub v2: f64,
}
