//! chaindyn's generated Panda (`generated-demo/.chaindyn/Panda.rs`: the serial chain of
//! `tests/robots/panda.urdf` from `panda_link0` to `panda_hand`, 7 joints) against the
//! featherstone crate 0.1.0 (Featherstone's articulated-body algorithm in `f32`, a model built
//! from the same URDF without the fingers), forward dynamics per state over 1024 random states:
//! featherstone's loop over the states (its `ArticulatedBody` has 12 bodies, the 5 on fixed
//! joints kept as bodies of their own, which chaindyn merges into its 7 links; its algorithm
//! allocates its working data on every call) against chaindyn's `Batch` of the same states in
//! `f64`, `f32`, `f64 × 4` and `f32 × 8`.
//!
//! featherstone 0.1.0 takes a URDF joint origin's rotation `R` for its transpose and its offset
//! `p` in the child's axes, and turns a revolute joint's body by `−q` about its axis while its
//! motion subspace stays `+axis`: its mass matrix of the file as it is differs from Pinocchio's
//! (and chaindyn's, which agree to 1e-10) at `q = 0`. Each joint's origin is therefore given to
//! it as `(Rᵀ, Rᵀ p)` and its coordinates negated (velocities, torques and accelerations as
//! they are). So built, its mass matrix and forward dynamics agree with chaindyn's to `f32`
//! precision; the program stops if they do not (1e-5 relative to the largest entry: `f32`'s
//! rounding, 6e-8, through the arm's condition number).
#![allow(clippy::all)]

#[allow(dead_code)]
mod panda {
    /// `#[chain(urdf = "../tests/robots/panda.urdf", base = "panda_link0", tip = "panda_hand", ..)]`
    pub struct Panda;
    include!("../../../generated-demo/.chaindyn/Panda.rs");
}

use chaindyn::batch::Batch;
use chaindyn::nalgebra::{SVector, Vector3};
use chaindyn::simba::simd::{WideF32x8, WideF64x4};
use chaindyn::Dynamics;
use featherstone::body::ArticulatedBody;
use std::hint::black_box;
use std::time::Instant;

const N: usize = 7;
const STATES: usize = 1024;

struct Lcg(u64);
impl Lcg {
    fn next(&mut self) -> f64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 11) as f64 / (1u64 << 53) as f64) * 2.0 - 1.0
    }
}

/// ns per state: the median of 9 timings of 10 passes over the states, after 20 passes.
fn time<F: FnMut()>(mut f: F) -> f64 {
    for _ in 0..20 {
        f()
    }
    let mut v: Vec<f64> = (0..9)
        .map(|_| {
            let t = Instant::now();
            for _ in 0..10 {
                f()
            }
            t.elapsed().as_secs_f64() * 1e9 / (10 * STATES) as f64
        })
        .collect();
    v.sort_by(|a, b| a.partial_cmp(b).unwrap());
    v[4]
}

/// The URDF's joint origins as featherstone 0.1.0 reads them: `R → Rᵀ`, `p → Rᵀ p`.
fn invert_origins(robot: &mut urdf_rs::Robot) {
    for j in &mut robot.joints {
        let [r, p, y] = j.origin.rpy.0;
        let rot = chaindyn::nalgebra::Rotation3::from_euler_angles(r, p, y);
        let inv = rot.inverse();
        let t = inv * Vector3::from(j.origin.xyz.0);
        let (r, p, y) = inv.euler_angles();
        j.origin.rpy.0 = [r, p, y];
        j.origin.xyz.0 = [t.x, t.y, t.z];
    }
}

fn main() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/robots/panda.urdf");
    let mut robot = urdf_rs::read_file(path).expect("read the Panda's URDF");
    robot.joints.retain(|j| !j.name.contains("finger"));
    robot.links.retain(|l| !l.name.contains("finger"));
    invert_origins(&mut robot);
    let conv = featherstone::urdf_convert::articulated_body_from_urdf(&robot).expect("convert");
    let mut fs: ArticulatedBody = conv.body;
    fs.set_gravity(Vector3::new(0.0, 0.0, -9.81));
    let body = |k: usize| {
        let name = format!("panda_joint{}", k + 1);
        conv.joint_names
            .iter()
            .position(|n| *n == name)
            .expect("joint")
    };
    let bodies: Vec<usize> = (0..N).map(body).collect();

    let mut rng = Lcg(3);
    let mut draw = |scale: f64| -> Vec<SVector<f64, N>> {
        (0..STATES)
            .map(|_| SVector::from_fn(|_, _| scale * rng.next()))
            .collect()
    };
    let (q, qd, tau) = (draw(1.0), draw(1.0), draw(5.0));
    let f32s = |x: &[SVector<f64, N>]| x.iter().map(|v| v.cast::<f32>()).collect::<Vec<_>>();
    let (qf, qdf, tf) = (f32s(&q), f32s(&qd), f32s(&tau));
    let model = panda::Panda;

    let set = |fs: &mut ArticulatedBody,
               q: &SVector<f64, N>,
               qd: &SVector<f64, N>,
               tau: &SVector<f64, N>| {
        for (k, &b) in bodies.iter().enumerate() {
            fs.set_joint_q(b, &[-q[k] as f32]);
            fs.set_joint_qd(b, &[qd[k] as f32]);
            fs.set_joint_tau(b, &[tau[k] as f32]);
        }
    };
    let mut fs_out = vec![[0f32; N]; STATES];
    let run_fs = |fs: &mut ArticulatedBody, out: &mut Vec<[f32; N]>| {
        for s in 0..STATES {
            set(fs, &q[s], &qd[s], &tau[s]);
            featherstone::aba::aba_forward_dynamics(fs);
            for (k, &b) in bodies.iter().enumerate() {
                out[s][k] = fs.qdd[fs.bodies[b].v_index];
            }
        }
    };

    // The models against each other: M and the accelerations at rest, then at every state.
    let zero = SVector::<f64, N>::zeros();
    let (mut dm, mut dg): (f64, f64) = (0.0, 0.0);
    for s in 0..16 {
        set(&mut fs, &q[s], &zero, &zero);
        let m = featherstone::crba::crba_mass_matrix(&fs);
        let mc = model.mass_matrix(&q[s]);
        for i in 0..N {
            for j in 0..N {
                let (a, b) = (fs.bodies[bodies[i]].v_index, fs.bodies[bodies[j]].v_index);
                dm = dm.max((m[(a, b)] as f64 - mc[(i, j)]).abs() / mc.abs().max());
            }
        }
        featherstone::aba::aba_forward_dynamics(&mut fs);
        let a = model.forward_dynamics(&q[s], &zero, &zero);
        for (k, &b) in bodies.iter().enumerate() {
            let x = fs.qdd[fs.bodies[b].v_index] as f64;
            dg = dg.max((x - a[k]).abs() / a.abs().max());
        }
    }
    run_fs(&mut fs, &mut fs_out);
    let mut dall: f64 = 0.0;
    for s in 0..STATES {
        let a = model.forward_dynamics(&q[s], &qd[s], &tau[s]);
        for k in 0..N {
            dall = dall.max((fs_out[s][k] as f64 - a[k]).abs() / a.abs().max());
        }
    }
    println!("featherstone 0.1.0 against chaindyn (relative to the largest entry):");
    println!(
        "  mass matrix {dm:.1e}; forward dynamics at rest {dg:.1e}; forward dynamics {dall:.1e}"
    );
    assert!(
        dm.max(dg).max(dall) < 1e-5,
        "the two models differ beyond f32's rounding"
    );

    let mut o64 = vec![SVector::<f64, N>::zeros(); STATES];
    let mut o32 = vec![SVector::<f32, N>::zeros(); STATES];
    let rounds: usize = std::env::args()
        .nth(1)
        .map_or(3, |s| s.parse().expect("rounds"));
    println!("forward dynamics, ns per state over {STATES} states:");
    for _ in 0..rounds {
        let fsf32 = time(|| run_fs(&mut fs, &mut fs_out));
        let f64s =
            time(|| Batch::<f64>::forward_dynamics(&model, &q, &qd, &tau, &mut o64).unwrap());
        let f32l =
            time(|| Batch::<f32>::forward_dynamics(&model, &qf, &qdf, &tf, &mut o32).unwrap());
        let w64 =
            time(|| Batch::<WideF64x4>::forward_dynamics(&model, &q, &qd, &tau, &mut o64).unwrap());
        let w32 = time(|| {
            Batch::<WideF32x8>::forward_dynamics(&model, &qf, &qdf, &tf, &mut o32).unwrap()
        });
        println!(
            "  featherstone f32 {fsf32:.0} | chaindyn f64 {f64s:.0}, f32 {f32l:.0}, f64x4 {w64:.0}, f32x8 {w32:.0}"
        );
    }
    black_box((&o64, &o32, &fs_out));
}
