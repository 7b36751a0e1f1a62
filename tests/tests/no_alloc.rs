//! The generated methods never touch the heap: a counting global allocator sees zero
//! allocations across every method, in `f64` and in SIMD lanes, and across the batches (except
//! `chain()`, which builds the reference model and is documented to allocate).

use chaindyn::nalgebra::{SVector, SimdValue};
use chaindyn::{Dynamics, DynamicsIn, ExternalWrench, ReferenceFrame, TaskSpace};
use chaindyn_tests::*;
use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

struct Counting;

thread_local! {
    /// This thread's allocations: libtest's own threads allocate while a test runs (its main
    /// thread records the running test after starting it), and those are not the methods'.
    static ALLOCATED: Cell<usize> = const { Cell::new(0) };
}

/// Allocations by the calling thread so far.
fn allocations() -> usize {
    ALLOCATED.with(Cell::get)
}

fn count() {
    // `try_with`: a thread being torn down has no counter left to update.
    let _ = ALLOCATED.try_with(|c| c.set(c.get() + 1));
}

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        count();
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        count();
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

fn exercise<const N: usize, const NX: usize, D: Dynamics<N>>(model: &D) -> f64 {
    let mut rng = SplitMix64(7);
    let [q, qd, u] = random_state::<N>(&mut rng, 1.0);
    let mut sink = 0.0;
    let before = allocations();
    sink += model.mass_matrix(&q).sum();
    sink += model.coriolis_matrix(&q, &qd).sum();
    sink += model.coriolis_times_qd(&q, &qd).sum();
    sink += model.gravity(&q).sum();
    sink += model.inverse_dynamics(&q, &qd, &u).sum();
    sink += model.forward_dynamics(&q, &qd, &u).sum();
    sink += model.kinetic_energy(&q, &qd) + model.potential_energy(&q);
    sink += model
        .mass_matrix_jacobian(&q)
        .iter()
        .map(|m| m.sum())
        .sum::<f64>();
    let (a, b) = model.coriolis_jacobians(&q, &qd);
    sink += a.sum() + b.sum();
    sink += model.gravity_jacobian(&q).sum();
    let (a, b) = model.linearize::<NX>(&q, &qd, &u);
    sink += a.sum() + b.sum();
    sink += model.linearize_equilibrium(&q).minv.sum();
    sink += model.joint_losses(&qd).sum();
    let after = allocations();
    assert_eq!(
        after - before,
        0,
        "generated methods allocated {} times",
        after - before
    );
    sink
}

/// Every task-space method, generated and provided, at every frame in both references.
fn exercise_task_space<const N: usize, M: TaskSpace<N>>(model: &M) -> f64 {
    let mut rng = SplitMix64(8);
    let [q, qd, u] = random_state::<N>(&mut rng, 1.0);
    let mut sink = 0.0;
    let before = allocations();
    for &(_, frame) in M::FRAMES {
        let pose = model.frame_pose(frame, &q);
        sink += pose.rotation.sum() + pose.translation.sum();
        for rf in [ReferenceFrame::Local, ReferenceFrame::LocalWorldAligned] {
            sink += model.frame_jacobian(frame, &q, rf).sum();
            sink += model.frame_velocity(frame, &q, &qd, rf).sum();
            sink += model.frame_acceleration_bias(frame, &q, &qd, rf).sum();
            let w = [ExternalWrench {
                frame,
                reference: rf,
                wrench: chaindyn::nalgebra::Vector6::repeat(0.5),
            }];
            sink += model.wrench_torques_jacobian(&w[0], &q).sum();
            sink += model.wrench_torques(&w, &q).sum();
            sink += model.inverse_dynamics_with_wrenches(&q, &qd, &u, &w).sum();
            sink += model.forward_dynamics_with_wrenches(&q, &qd, &u, &w).sum();
            let lin = model.linearize_with_wrenches(&q, &qd, &u, &w);
            sink += lin.dqdd_dq.sum();
            sink += model.wrench_input_matrix(&lin, frame, &q, rf).sum();
        }
    }
    sink += model.center_of_mass(&q).sum() + model.center_of_mass_jacobian(&q).sum();
    let after = allocations();
    assert_eq!(
        after - before,
        0,
        "task-space methods allocated {} times",
        after - before
    );
    sink
}

/// The generic methods in lanes and the batches over prepared slices: no allocation.
fn exercise_lanes<const N: usize, D: DynamicsIn<N>>(model: &D) -> f64 {
    use chaindyn::batch::Batch;
    use chaindyn::nalgebra::SVector;
    use chaindyn::simba::simd::{WideF32x8, WideF64x4};
    use chaindyn::Linearized;
    let mut rng = SplitMix64(11);
    let states: Vec<[SVector<f64, N>; 3]> =
        (0..7).map(|_| random_state::<N>(&mut rng, 1.0)).collect();
    let [q, qd, u]: [Vec<SVector<f64, N>>; 3] =
        std::array::from_fn(|k| states.iter().map(|s| s[k]).collect());
    let q32: Vec<SVector<f32, N>> = q.iter().map(|v| v.cast()).collect();
    let mut lin = vec![Linearized::<N>::default(); 7];
    let mut qdd = vec![SVector::<f64, N>::zeros(); 7];
    let mut tau = vec![SVector::<f64, N>::zeros(); 7];
    let mut qdd32 = vec![SVector::<f32, N>::zeros(); 7];
    let before = allocations();
    Batch::<WideF64x4>::linearize_blocks(model, &q, &qd, &u, &mut lin).unwrap();
    Batch::<WideF64x4>::forward_dynamics(model, &q, &qd, &u, &mut qdd).unwrap();
    Batch::<WideF64x4>::inverse_dynamics(model, &q, &qd, &u, &mut tau).unwrap();
    Batch::<WideF32x8>::forward_dynamics(model, &q32, &q32, &q32, &mut qdd32).unwrap();
    let x = WideF64x4::splat(0.3);
    let v = SVector::<WideF64x4, N>::from_element(x);
    let m = model.mass_matrix_in(&v);
    let e = model.linearize_equilibrium_in(&v);
    let after = allocations();
    assert_eq!(after, before, "batches and lanes allocated");
    lin[6].minv.sum()
        + qdd[6].sum()
        + tau[0].sum()
        + f64::from(qdd32[6].sum())
        + m[(0, 0)].extract(0)
        + e.minv[(0, 0)].extract(3)
}

// One test function, on one thread: the counter is the thread's.
#[test]
fn generated_methods_do_not_allocate() {
    let mut sink = 0.0;
    sink += exercise::<2, 4, _>(&Pendubot);
    sink += exercise::<10, 20, _>(&Pendulum10);
    // Linearized in the bodies' angles (joint angles; from the factors of a long chain).
    sink += exercise::<11, 22, _>(&Planar11);
    sink += exercise::<7, 14, _>(&Arm7);
    // Long functions emitted in parts.
    sink += exercise::<11, 22, _>(&Spatial11);
    // Trees: branch-sparse M factorised from the leaves; a long tree emitted in parts.
    sink += exercise::<5, 10, _>(&Torso);
    sink += exercise::<9, 18, _>(&panda_fingers());
    sink += exercise::<19, 38, _>(&Baxter);
    sink += exercise::<3, 6, _>(&Rpr);
    sink += exercise::<2, 4, _>(&PayloadPendubot {
        m2: 1.0,
        lc2: 0.1,
        i2: 0.01,
        l1: 0.2,
        g: 9.81,
    });
    // Real joints: armature, damping, friction (runtime parameters among them).
    sink += exercise::<2, 4, _>(&LossyPendubot);
    sink += exercise::<3, 6, _>(&LossyPendulum3);
    sink += exercise::<3, 6, _>(&LossyRpr {
        a0: 0.02,
        b1: 0.7,
        f2: 0.15,
        v2: 0.25,
    });
    // Task space: planar, absolute angles, spatial with a prismatic joint, the URDF arm.
    sink += exercise_task_space::<2, _>(&DoublePendulum);
    sink += exercise_task_space::<3, _>(&Pendulum3);
    sink += exercise_task_space::<3, _>(&Rpr);
    sink += exercise_task_space::<7, _>(&Panda);
    // Regressors (identification): bodies; bodies and joint terms, runtime parameters among
    // them.
    let (q7, z7) = (
        SVector::<f64, 7>::from_fn(|i, _| 0.3 * i as f64),
        SVector::zeros(),
    );
    sink += Arm7.regressor(&q7, &q7, &z7).sum();
    sink +=
        Arm7.kinetic_energy_regressor(&q7, &q7).sum() + Arm7.potential_energy_regressor(&q7).sum();
    let lossy = LossyRpr {
        a0: 0.02,
        b1: 0.7,
        f2: 0.15,
        v2: 0.25,
    };
    let q3 = SVector::<f64, 3>::new(0.1, 0.2, 0.3);
    sink += lossy.regressor(&q3, &q3, &q3).sum()
        + lossy
            .regressor_in::<f32>(&q3.cast(), &q3.cast(), &q3.cast())
            .sum() as f64;
    // Lanes and batches.
    sink += exercise_lanes::<2, _>(&Pendubot);
    sink += exercise_lanes::<7, _>(&Arm7);
    sink += exercise_lanes::<3, _>(&LossyRpr {
        a0: 0.02,
        b1: 0.7,
        f2: 0.15,
        v2: 0.25,
    });
    assert!(sink.is_finite());
    // The counter does see allocations: `chain()` builds the reference model on the heap.
    let before = allocations();
    let chain = Pendubot.chain();
    assert!(allocations() > before && chain.links.len() == 2);
}
