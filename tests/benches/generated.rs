//! Generated code against the runtime's recursive algorithms and central finite differences:
//! `M`, `C q̇`, `g`, forward dynamics and `linearize`, for every demo model and the pendulum
//! scaling series; the task space (frame pose, Jacobian, `J̇ q̇`, `∂(Jᵀ w)/∂q`) of the URDF arm's
//! hand and of the 7-DOF arm's flange; every generated method of six models against the frozen
//! baseline of the generated code (`baseline/`); the throughput of `linearize_blocks` and forward
//! dynamics over batches of states in `f64`, `f64 × 4`, `f32` and `f32 × 8` lanes; the generated
//! joint-torque and base regressors (identification) against the runtime's regressor.
//! `cargo bench -p chaindyn-tests --bench generated`.

use chaindyn::batch::Batch;
use chaindyn::nalgebra::{DVector, SVector, Vector6};
use chaindyn::simba::simd::{WideF32x8, WideF64x4};
use chaindyn::{
    Dynamics, DynamicsIn, ExternalWrench, FrameId, Linearized, Multibody, Real, ReferenceFrame,
    TaskSpace,
};
use chaindyn_tests::*;
use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use std::hint::black_box;

mod baseline;

fn bench_model<const N: usize, const NX: usize, D: Dynamics<N>>(
    c: &mut Criterion,
    name: &str,
    model: &D,
) {
    let mb = Multibody::new(&model.chain()).expect("valid chain");
    let mut rng = SplitMix64(42);
    let [q, qd, u] = random_state::<N>(&mut rng, 1.0);
    let (qv, qdv, uv) = (
        DVector::from_column_slice(q.as_slice()),
        DVector::from_column_slice(qd.as_slice()),
        DVector::from_column_slice(u.as_slice()),
    );
    let mut g = c.benchmark_group(name);
    g.bench_function("M/generated", |b| {
        b.iter(|| model.mass_matrix(black_box(&q)))
    });
    g.bench_function("M/recursive", |b| {
        b.iter(|| chaindyn::crba(&mb, black_box(&qv)).unwrap())
    });
    g.bench_function("Cqd/generated", |b| {
        b.iter(|| model.coriolis_times_qd(black_box(&q), black_box(&qd)))
    });
    g.bench_function("Cqd/recursive", |b| {
        b.iter(|| chaindyn::coriolis_times_qd(&mb, black_box(&qv), black_box(&qdv)).unwrap())
    });
    g.bench_function("g/generated", |b| b.iter(|| model.gravity(black_box(&q))));
    g.bench_function("g/recursive", |b| {
        b.iter(|| chaindyn::gravity(&mb, black_box(&qv)).unwrap())
    });
    g.bench_function("FD/generated", |b| {
        b.iter(|| model.forward_dynamics(black_box(&q), black_box(&qd), black_box(&u)))
    });
    g.bench_function("FD/recursive", |b| {
        b.iter(|| {
            chaindyn::forward_dynamics(&mb, black_box(&qv), black_box(&qdv), black_box(&uv))
                .unwrap()
        })
    });
    g.bench_function("linearize/generated", |b| {
        b.iter(|| model.linearize::<NX>(black_box(&q), black_box(&qd), black_box(&u)))
    });
    g.bench_function("linearize/recursive", |b| {
        b.iter(|| {
            chaindyn::state_space(&mb, black_box(&qv), black_box(&qdv), black_box(&uv)).unwrap()
        })
    });
    g.bench_function("linearize/finite-diff", |b| {
        b.iter(|| {
            chaindyn::finite_diff::state_space(&mb, black_box(&qv), black_box(&qdv), black_box(&uv))
                .unwrap()
        })
    });
    g.finish();
    let _: SVector<f64, N> = q;
}

/// Task-space quantities of one frame, generated vs the recursive reference, in base axes
/// (`LocalWorldAligned`).
fn bench_frame<const N: usize, M: TaskSpace<N>>(
    c: &mut Criterion,
    name: &str,
    model: &M,
    frame: FrameId<M>,
) {
    let mb = Multibody::new(&model.chain()).expect("valid chain");
    let mut rng = SplitMix64(43);
    let [q, qd, _] = random_state::<N>(&mut rng, 1.0);
    let (qv, qdv) = (
        DVector::from_column_slice(q.as_slice()),
        DVector::from_column_slice(qd.as_slice()),
    );
    let rf = ReferenceFrame::LocalWorldAligned;
    let f = frame.index();
    let wrench = Vector6::new(1.0, -2.0, 3.0, 0.1, 0.2, -0.3);
    let w = ExternalWrench {
        frame,
        reference: rf,
        wrench,
    };
    let w_ref = [ExternalWrench {
        frame: f,
        reference: rf,
        wrench,
    }];
    let mut g = c.benchmark_group(name);
    g.bench_function("pose/generated", |b| {
        b.iter(|| model.frame_pose(frame, black_box(&q)))
    });
    g.bench_function("pose/recursive", |b| {
        b.iter(|| chaindyn::frame_pose(&mb, f, black_box(&qv)).unwrap())
    });
    g.bench_function("jacobian/generated", |b| {
        b.iter(|| model.frame_jacobian(frame, black_box(&q), rf))
    });
    g.bench_function("jacobian/recursive", |b| {
        b.iter(|| chaindyn::frame_jacobian(&mb, f, black_box(&qv), rf).unwrap())
    });
    g.bench_function("bias/generated", |b| {
        b.iter(|| model.frame_acceleration_bias(frame, black_box(&q), black_box(&qd), rf))
    });
    g.bench_function("bias/recursive", |b| {
        b.iter(|| {
            chaindyn::frame_acceleration_bias(&mb, f, black_box(&qv), black_box(&qdv), rf).unwrap()
        })
    });
    g.bench_function("wrench_jacobian/generated", |b| {
        b.iter(|| model.wrench_torques_jacobian(black_box(&w), black_box(&q)))
    });
    g.bench_function("wrench_jacobian/recursive", |b| {
        b.iter(|| chaindyn::wrench_torques_derivative(&mb, black_box(&qv), &w_ref).unwrap())
    });
    g.finish();
}

/// Every generated method of `current` and of its frozen `baseline` (the same model), side by side
/// in group `baseline_<name>`: functions `<method>/current` and `<method>/baseline`.
fn bench_baseline<const N: usize, const NX: usize, D: Dynamics<N>, B: Dynamics<N>>(
    c: &mut Criterion,
    name: &str,
    current: &D,
    baseline: &B,
) {
    let mut rng = SplitMix64(42);
    let [q, qd, u] = random_state::<N>(&mut rng, 1.0);
    let mut g = c.benchmark_group(format!("baseline_{name}"));
    macro_rules! both {
        ($method:literal, |$m:ident| $call:expr) => {
            g.bench_function(concat!($method, "/current"), |b| {
                let $m = current;
                b.iter(|| $call)
            });
            g.bench_function(concat!($method, "/baseline"), |b| {
                let $m = baseline;
                b.iter(|| $call)
            });
        };
    }
    both!("mass_matrix", |m| m.mass_matrix(black_box(&q)));
    both!("coriolis_matrix", |m| m
        .coriolis_matrix(black_box(&q), black_box(&qd)));
    both!("coriolis_times_qd", |m| m
        .coriolis_times_qd(black_box(&q), black_box(&qd)));
    both!("gravity", |m| m.gravity(black_box(&q)));
    both!("inverse_dynamics", |m| m.inverse_dynamics(
        black_box(&q),
        black_box(&qd),
        black_box(&u)
    ));
    both!("forward_dynamics", |m| m.forward_dynamics(
        black_box(&q),
        black_box(&qd),
        black_box(&u)
    ));
    both!("kinetic_energy", |m| m
        .kinetic_energy(black_box(&q), black_box(&qd)));
    both!("potential_energy", |m| m.potential_energy(black_box(&q)));
    both!("mass_matrix_jacobian", |m| m
        .mass_matrix_jacobian(black_box(&q)));
    both!("coriolis_jacobians", |m| m
        .coriolis_jacobians(black_box(&q), black_box(&qd)));
    both!("gravity_jacobian", |m| m.gravity_jacobian(black_box(&q)));
    both!("linearize_blocks", |m| m.linearize_blocks(
        black_box(&q),
        black_box(&qd),
        black_box(&u)
    ));
    both!("linearize_equilibrium", |m| m
        .linearize_equilibrium(black_box(&q)));
    g.finish();
    let _: SVector<f64, NX> = SVector::zeros();
}

/// States per batch of the throughput benchmarks.
const BATCH: usize = 64;

/// `linearize_blocks` and forward dynamics over `BATCH` random states in lane type `L`
/// (`Batch::<L>`), in group `lanes_<name>`: functions `<method>/<label>`.
fn bench_lanes_of<L, const N: usize, D: DynamicsIn<N>>(
    g: &mut criterion::BenchmarkGroup<'_, criterion::measurement::WallTime>,
    label: &str,
    model: &D,
) where
    L: Real,
    L::Element: Real,
{
    let mut rng = SplitMix64(7);
    let states: Vec<[SVector<L::Element, N>; 3]> = (0..BATCH)
        .map(|_| random_state::<N>(&mut rng, 1.0).map(|v| v.map(L::Element::parameter)))
        .collect();
    let [q, qd, u]: [Vec<SVector<L::Element, N>>; 3] =
        std::array::from_fn(|k| states.iter().map(|s| s[k]).collect());
    let mut lin = vec![Linearized::<N, L::Element>::default(); BATCH];
    let mut qdd = vec![SVector::<L::Element, N>::from_element(L::Element::constant(0.0)); BATCH];
    g.bench_function(format!("linearize_blocks/{label}"), |b| {
        b.iter(|| {
            Batch::<L>::linearize_blocks(model, black_box(&q), black_box(&qd), &u, &mut lin)
                .unwrap()
        })
    });
    g.bench_function(format!("forward_dynamics/{label}"), |b| {
        b.iter(|| {
            Batch::<L>::forward_dynamics(model, black_box(&q), black_box(&qd), &u, &mut qdd)
                .unwrap()
        })
    });
}

/// The throughput of one model in `f64`, `f64 × 4`, `f32` and `f32 × 8`.
fn bench_lanes<const N: usize, D: DynamicsIn<N>>(c: &mut Criterion, name: &str, model: &D) {
    let mut g = c.benchmark_group(format!("lanes_{name}"));
    g.throughput(Throughput::Elements(BATCH as u64));
    bench_lanes_of::<f64, N, D>(&mut g, "f64", model);
    bench_lanes_of::<WideF64x4, N, D>(&mut g, "f64x4", model);
    bench_lanes_of::<f32, N, D>(&mut g, "f32", model);
    bench_lanes_of::<WideF32x8, N, D>(&mut g, "f32x8", model);
    g.finish();
}

/// States per batch of the threads benchmarks: enough that handing out the parts is a small
/// part of the time.
const THREADS_BATCH: usize = 1024;

/// `linearize_blocks` over `THREADS_BATCH` random states in `f64 × 4` lanes on one thread and on
/// every core (`Batch::par_linearize_blocks`, rayon's global pool), in group `threads_<name>`:
/// functions `linearize_blocks/one` and `linearize_blocks/all`.
fn bench_threads<const N: usize, D: DynamicsIn<N> + Sync>(
    c: &mut Criterion,
    name: &str,
    model: &D,
) {
    let mut rng = SplitMix64(9);
    let states: Vec<[SVector<f64, N>; 3]> = (0..THREADS_BATCH)
        .map(|_| random_state::<N>(&mut rng, 1.0))
        .collect();
    let [q, qd, u]: [Vec<SVector<f64, N>>; 3] =
        std::array::from_fn(|k| states.iter().map(|s| s[k]).collect());
    let mut lin = vec![Linearized::<N>::default(); THREADS_BATCH];
    let mut g = c.benchmark_group(format!("threads_{name}"));
    g.throughput(Throughput::Elements(THREADS_BATCH as u64));
    g.bench_function("linearize_blocks/one", |b| {
        b.iter(|| {
            Batch::<WideF64x4>::linearize_blocks(model, black_box(&q), &qd, &u, &mut lin).unwrap()
        })
    });
    g.bench_function("linearize_blocks/all", |b| {
        b.iter(|| {
            Batch::<WideF64x4>::par_linearize_blocks(model, black_box(&q), &qd, &u, &mut lin)
                .unwrap()
        })
    });
    g.finish();
}

fn benches(c: &mut Criterion) {
    bench_model::<2, 4, _>(c, "pendubot", &Pendubot);
    bench_model::<2, 4, _>(c, "acrobot", &Acrobot);
    bench_model::<2, 4, _>(c, "double_pendulum", &DoublePendulum);
    bench_model::<2, 4, _>(c, "pendulum2", &Pendulum2);
    bench_model::<3, 6, _>(c, "pendulum3", &Pendulum3);
    bench_model::<5, 10, _>(c, "pendulum5", &Pendulum5);
    bench_model::<7, 14, _>(c, "pendulum7", &Pendulum7);
    bench_model::<10, 20, _>(c, "pendulum10", &Pendulum10);
    bench_model::<7, 14, _>(c, "arm7", &Arm7);
    bench_frame::<7, _>(c, "panda_hand", &Panda, Panda::PANDA_HAND);
    bench_frame::<7, _>(c, "arm7_flange", &Arm7, Arm7::FLANGE);
    bench_baseline::<2, 4, _, _>(c, "pendubot", &Pendubot, &baseline::BaselinePendubot);
    bench_baseline::<7, 14, _, _>(c, "planar7", &Planar7, &baseline::BaselinePlanar7);
    bench_baseline::<10, 20, _, _>(c, "planar10", &Planar10, &baseline::BaselinePlanar10);
    bench_baseline::<7, 14, _, _>(c, "pendulum7", &Pendulum7, &baseline::BaselinePendulum7);
    bench_baseline::<10, 20, _, _>(c, "pendulum10", &Pendulum10, &baseline::BaselinePendulum10);
    bench_baseline::<7, 14, _, _>(c, "arm7", &Arm7, &baseline::BaselineArm7);
    bench_lanes::<2, _>(c, "pendubot", &Pendubot);
    bench_lanes::<7, _>(c, "arm7", &Arm7);
    bench_lanes::<10, _>(c, "pendulum10", &Pendulum10);
    bench_lanes::<7, _>(c, "panda", &Panda);
    bench_lanes::<11, _>(c, "spatial11", &Spatial11);
    bench_threads::<7, _>(c, "panda", &Panda);
    bench_regressors(c);
}

/// A model's generated joint-torque regressor `Y(q, q̇, q̈)` and base regressor `Y_b` against
/// the runtime's recursive regressor (`chaindyn::identification::regressor`), in group
/// `regressor_<name>`.
macro_rules! bench_regressor {
    ($c:expr, $name:literal, $model:expr, $n:literal, $columns:expr) => {{
        use chaindyn::identification::regressor;
        let model = $model;
        let mb = Multibody::new(&model.chain()).expect("a valid chain");
        let [q, qd, qdd] = random_state::<$n>(&mut SplitMix64(11), 2.0);
        let (qv, qdv, qddv) = (
            DVector::from_column_slice(q.as_slice()),
            DVector::from_column_slice(qd.as_slice()),
            DVector::from_column_slice(qdd.as_slice()),
        );
        let mut g = $c.benchmark_group(concat!("regressor_", $name));
        g.bench_function("generated", |b| {
            b.iter(|| model.regressor(black_box(&q), black_box(&qd), black_box(&qdd)))
        });
        g.bench_function("generated_base", |b| {
            b.iter(|| model.base_regressor(black_box(&q), black_box(&qd), black_box(&qdd)))
        });
        g.bench_function("reference", |b| {
            b.iter(|| {
                regressor(
                    &mb,
                    black_box(&qv),
                    black_box(&qdv),
                    black_box(&qddv),
                    $columns,
                )
            })
        });
        g.finish();
    }};
}

/// The regressors of the 7-DOF arm (`7 × 70`), the absolute-angle pendulum (`3 × 30`) and the
/// prismatic arm with joint terms (`3 × 39`).
fn bench_regressors(c: &mut Criterion) {
    use chaindyn::identification::Columns;
    bench_regressor!(c, "arm7", Arm7, 7, Columns::Bodies);
    bench_regressor!(c, "pendulum3", Pendulum3, 3, Columns::Bodies);
    bench_regressor!(
        c,
        "prismatic_arm",
        PrismaticArm,
        3,
        Columns::BodiesAndJoints
    );
}

criterion_group! {
    name = generated;
    config = Criterion::default().warm_up_time(std::time::Duration::from_millis(300)).measurement_time(std::time::Duration::from_secs(1));
    targets = benches
}
criterion_main!(generated);
