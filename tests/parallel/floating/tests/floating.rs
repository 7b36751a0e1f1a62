//! Solo12's generated floating-base code against the runtime's floating-base reference
//! (`FloatingMultibody`, itself checked against Pinocchio): at random states, `M`, `nle`, `g`,
//! inverse and forward dynamics to 1e-10, and the centre of mass, its Jacobian, `A_g`, `Ȧ_g v`
//! and the feet's poses, Jacobians and acceleration biases `J̇ v` to 1e-12, relative to the largest entry (exact algorithms
//! in `f64`: they differ by rounding); the derivatives of inverse and forward dynamics against the reference's
//! analytic derivatives to 1e-10 (two exact recursions in f64: rounding, amplified by `M⁻¹`); SIMD lanes equal to the
//! scalar code to the bit; and free flight, simulated with the generated forward dynamics,
//! conserving the linear momentum up to gravity's impulse and the angular momentum about the
//! centre of mass. A free-flying arm (joints in one chain) against the same reference. Standing
//! on contacts (`FloatingTaskSpace::constraint_dynamics`, `impulse_dynamics`, on the generated
//! methods): every one of the 16 sets of feet as points in both axes, and each foot held as a
//! surface, against the reference's `floating_constraint_dynamics` and
//! `floating_impulse_dynamics` to 1e-10 relative (the same systems factorised two ways in `f64`);
//! the unchecked paths in any number type (`constraint_dynamics_in` and
//! `constraint_dynamics_derivatives_in` in f64, f32 and lanes, `impulse_dynamics_in` and
//! `impulse_dynamics_derivatives_in` in f64 and f32).

use chaindyn::nalgebra::{DVector, SMatrix, SVector};
use chaindyn::simba::simd::{SimdValue, WideF64x4};
use chaindyn::{
    Contact, ContactKind, ContactOptions, FloatingDynamics, FloatingDynamicsIn, FloatingMultibody,
    FloatingTaskSpace, FloatingTaskSpaceIn, FrameContact, ReferenceFrame,
};
use parallel_floating::{FloatingArm, Solo12};

type Q = SVector<f64, 19>;
type V = SVector<f64, 18>;
/// A state `(q, v, τ)`.
type State = (Q, V, V);

/// A small deterministic generator: uniform in `[-1, 1)`.
struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> f64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 11) as f64 / (1u64 << 53) as f64) * 2.0 - 1.0
    }

    /// A configuration with a unit quaternion.
    fn configuration(&mut self) -> Q {
        let mut q = Q::from_fn(|_, _| self.next());
        let norm = q.fixed_rows::<4>(3).norm();
        for k in 3..7 {
            q[k] /= norm;
        }
        q
    }

    fn tangent(&mut self, scale: f64) -> V {
        V::from_fn(|_, _| scale * self.next())
    }
}

fn dynamic(x: &[f64]) -> DVector<f64> {
    DVector::from_column_slice(x)
}

/// `max |a − b| / (1 + max |b|)`.
fn off(a: &[f64], b: &[f64]) -> f64 {
    assert_eq!(a.len(), b.len());
    let scale = 1.0 + b.iter().fold(0.0_f64, |m, x| m.max(x.abs()));
    a.iter()
        .zip(b)
        .fold(0.0_f64, |m, (x, y)| m.max((x - y).abs()))
        / scale
}

fn close(what: &str, a: &[f64], b: &[f64], tol: f64) {
    let e = off(a, b);
    assert!(e <= tol, "{what}: off by {e:e} (tolerance {tol:e})");
}

/// `M`, `nle`, forward dynamics and the linearization's `a` against the reference to 1e-10,
/// `M⁻¹` to 1e-9 and exactly symmetric, the linearization's derivatives against the reference's
/// analytic derivatives to 1e-10, at `(q, v, τ)`.
fn dynamics_match<const NQ: usize, const NV: usize>(
    robot: &impl FloatingDynamics<NQ, NV>,
    fm: &FloatingMultibody,
    q: &SVector<f64, NQ>,
    v: &SVector<f64, NV>,
    tau: &SVector<f64, NV>,
) {
    let (qd, vd, td) = (
        dynamic(q.as_slice()),
        dynamic(v.as_slice()),
        dynamic(tau.as_slice()),
    );
    let m = chaindyn::floating_crba(fm, &qd).unwrap();
    close("M", robot.mass_matrix(q).as_slice(), m.as_slice(), 1e-10);
    close(
        "nle",
        robot.nonlinear_effects(q, v).as_slice(),
        chaindyn::floating_bias_force(fm, &qd, &vd)
            .unwrap()
            .as_slice(),
        1e-10,
    );
    let aba = chaindyn::floating_aba(fm, &qd, &vd, &td).unwrap();
    close(
        "aba",
        robot.forward_dynamics(q, v, tau).as_slice(),
        aba.as_slice(),
        1e-10,
    );
    let l = robot.linearize_blocks(q, v, tau);
    close("linearize: a", l.qdd.as_slice(), aba.as_slice(), 1e-10);
    let m_inv = m.try_inverse().unwrap();
    close("linearize: M⁻¹", l.minv.as_slice(), m_inv.as_slice(), 1e-9);
    assert_eq!(l.minv, l.minv.transpose(), "M⁻¹ is exactly symmetric");
    let fd = chaindyn::floating_aba_derivatives(fm, &qd, &vd, &td).unwrap();
    close("∂a/∂q", l.dqdd_dq.as_slice(), fd.dq.as_slice(), 1e-10);
    close("∂a/∂v", l.dqdd_dqd.as_slice(), fd.dv.as_slice(), 1e-10);
}

#[test]
fn the_generated_code_matches_the_reference() {
    let robot = Solo12;
    robot.validate().expect("a valid robot");
    let fm =
        FloatingMultibody::new(&robot.base_body(), &robot.chain()).expect("a valid floating tree");
    let chain = robot.chain();
    let mut rng = Lcg(11);
    for _ in 0..8 {
        let q = rng.configuration();
        let (v, a, tau) = (rng.tangent(2.0), rng.tangent(3.0), rng.tangent(5.0));
        let (qd, vd, ad) = (
            dynamic(q.as_slice()),
            dynamic(v.as_slice()),
            dynamic(a.as_slice()),
        );
        dynamics_match(&robot, &fm, &q, &v, &tau);
        close(
            "g",
            robot.gravity(&q).as_slice(),
            chaindyn::floating_gravity(&fm, &qd).unwrap().as_slice(),
            1e-10,
        );
        close(
            "rnea",
            robot.inverse_dynamics(&q, &v, &a).as_slice(),
            chaindyn::floating_rnea(&fm, &qd, &vd, &ad)
                .unwrap()
                .as_slice(),
            1e-10,
        );
        let (dq, dv) = robot.inverse_dynamics_derivatives(&q, &v, &a);
        let fd = chaindyn::floating_rnea_derivatives(&fm, &qd, &vd, &ad).unwrap();
        close("∂τ/∂q", dq.as_slice(), fd.dq.as_slice(), 1e-10);
        close("∂τ/∂v", dv.as_slice(), fd.dv.as_slice(), 1e-10);
        close(
            "centre of mass",
            robot.center_of_mass(&q).as_slice(),
            chaindyn::floating_center_of_mass(&fm, &qd)
                .unwrap()
                .as_slice(),
            1e-12,
        );
        close(
            "centre of mass Jacobian",
            robot.center_of_mass_jacobian(&q).as_slice(),
            chaindyn::floating_center_of_mass_jacobian(&fm, &qd)
                .unwrap()
                .as_slice(),
            1e-12,
        );
        close(
            "A_g",
            robot.centroidal_map(&q).as_slice(),
            chaindyn::floating_centroidal_map(&fm, &qd)
                .unwrap()
                .as_slice(),
            1e-12,
        );
        close(
            "Ȧ_g v",
            robot.centroidal_momentum_bias(&q, &v).as_slice(),
            chaindyn::floating_centroidal_momentum_bias(&fm, &qd, &vd)
                .unwrap()
                .as_slice(),
            1e-12,
        );
        for &(name, id) in <Solo12 as chaindyn::FloatingTaskSpaceIn<19, 18>>::FRAMES {
            let index = (0..chain.frame_count())
                .find(|&k| chain.frame_name(k) == Some(name))
                .expect("the frame is the chain's");
            let pose = robot.frame_pose(id, &q);
            let want = chaindyn::floating_frame_pose(&fm, index, &qd).unwrap();
            close(
                name,
                pose.rotation.as_slice(),
                want.rotation.as_slice(),
                1e-12,
            );
            close(
                name,
                pose.translation.as_slice(),
                want.translation.as_slice(),
                1e-12,
            );
            for rf in [ReferenceFrame::LocalWorldAligned, ReferenceFrame::Local] {
                let j = robot.frame_jacobian(id, &q, rf);
                let want = chaindyn::floating_frame_jacobian(&fm, index, &qd, rf).unwrap();
                close(name, j.as_slice(), want.as_slice(), 1e-12);
                let bias = robot.frame_acceleration_bias(id, &q, &v, rf);
                let want =
                    chaindyn::floating_frame_acceleration_bias(&fm, index, &qd, &vd, rf).unwrap();
                close(name, bias.as_slice(), want.as_slice(), 1e-12);
            }
        }
    }
}

/// The free-flying arm (a floating base whose joints form one chain) at random states, by
/// [`dynamics_match`] (its tolerances as Solo12's: exact algorithms in `f64`; central
/// differences).
#[test]
fn a_chain_on_a_floating_base_matches_the_reference() {
    let robot = FloatingArm;
    let fm =
        FloatingMultibody::new(&robot.base_body(), &robot.chain()).expect("a valid floating tree");
    let mut rng = Lcg(3);
    for _ in 0..8 {
        let mut q = SVector::<f64, 10>::from_fn(|_, _| rng.next());
        let norm = q.fixed_rows::<4>(3).norm();
        for k in 3..7 {
            q[k] /= norm;
        }
        let v = SVector::<f64, 9>::from_fn(|_, _| 2.0 * rng.next());
        let tau = SVector::<f64, 9>::from_fn(|_, _| 3.0 * rng.next());
        dynamics_match(&robot, &fm, &q, &v, &tau);
    }
}

#[test]
fn lanes_equal_the_scalar_code() {
    let robot = Solo12;
    let mut rng = Lcg(5);
    let states: Vec<State> = (0..4)
        .map(|_| (rng.configuration(), rng.tangent(2.0), rng.tangent(5.0)))
        .collect();
    let gather = |pick: &dyn Fn(&State) -> &[f64], len: usize| -> Vec<WideF64x4> {
        (0..len)
            .map(|i| {
                let mut x = WideF64x4::splat(0.0);
                for (lane, s) in states.iter().enumerate() {
                    x.replace(lane, pick(s)[i]);
                }
                x
            })
            .collect()
    };
    let q = SVector::<WideF64x4, 19>::from_column_slice(&gather(&|s| s.0.as_slice(), 19));
    let v = SVector::<WideF64x4, 18>::from_column_slice(&gather(&|s| s.1.as_slice(), 18));
    let tau = SVector::<WideF64x4, 18>::from_column_slice(&gather(&|s| s.2.as_slice(), 18));
    let lanes: Vec<Vec<WideF64x4>> = vec![
        robot.mass_matrix_in(&q).as_slice().to_vec(),
        robot.nonlinear_effects_in(&q, &v).as_slice().to_vec(),
        robot.forward_dynamics_in(&q, &v, &tau).as_slice().to_vec(),
        {
            let l = robot.linearize_blocks_in(&q, &v, &tau);
            [
                l.qdd.as_slice(),
                l.dqdd_dq.as_slice(),
                l.dqdd_dqd.as_slice(),
                l.minv.as_slice(),
            ]
            .concat()
        },
        robot.centroidal_map_in(&q).as_slice().to_vec(),
        {
            let (a, lambda) = robot.constraint_dynamics_in::<_, 12>(
                &Solo12::CONTACTS,
                &TROT,
                &q,
                &v,
                &tau,
                ReferenceFrame::Local,
            );
            [a.as_slice(), lambda.as_slice()].concat()
        },
        {
            let d = robot.constraint_dynamics_derivatives_in::<_, 12>(
                &Solo12::CONTACTS,
                &TROT,
                &q,
                &v,
                &tau,
                ReferenceFrame::Local,
            );
            [
                d.da_dq.as_slice(),
                d.dlambda_dv.as_slice(),
                d.da_dtau.as_slice(),
            ]
            .concat()
        },
    ];
    for (lane, (qs, vs, ts)) in states.iter().enumerate() {
        let scalar: Vec<Vec<f64>> = vec![
            robot.mass_matrix(qs).as_slice().to_vec(),
            robot.nonlinear_effects(qs, vs).as_slice().to_vec(),
            robot.forward_dynamics(qs, vs, ts).as_slice().to_vec(),
            {
                let l = robot.linearize_blocks(qs, vs, ts);
                [
                    l.qdd.as_slice(),
                    l.dqdd_dq.as_slice(),
                    l.dqdd_dqd.as_slice(),
                    l.minv.as_slice(),
                ]
                .concat()
            },
            robot.centroidal_map(qs).as_slice().to_vec(),
            {
                let (a, lambda) = robot.constraint_dynamics_in::<f64, 12>(
                    &Solo12::CONTACTS,
                    &TROT,
                    qs,
                    vs,
                    ts,
                    ReferenceFrame::Local,
                );
                [a.as_slice(), lambda.as_slice()].concat()
            },
            {
                let d = robot.constraint_dynamics_derivatives_in::<f64, 12>(
                    &Solo12::CONTACTS,
                    &TROT,
                    qs,
                    vs,
                    ts,
                    ReferenceFrame::Local,
                );
                [
                    d.da_dq.as_slice(),
                    d.dlambda_dv.as_slice(),
                    d.da_dtau.as_slice(),
                ]
                .concat()
            },
        ];
        for (k, (wide, one)) in lanes.iter().zip(&scalar).enumerate() {
            for (i, (w, x)) in wide.iter().zip(one).enumerate() {
                assert!(w.extract(lane) == *x, "method {k}, entry {i}, lane {lane}");
            }
        }
    }
}

/// Free flight (no force on the base or the joints but gravity) from a tumbling start, 0.5 s
/// in steps of 1 ms with the generated forward dynamics (`FloatingDynamics::step`, fourth-order
/// Runge–Kutta–Munthe-Kaas): the linear momentum changes by exactly `m g t`, the angular
/// momentum about the centre of mass not at all, both to 1e-9 relative (the integrator's
/// `O(h⁴)` error at this step is below 1e-11; the rest is rounding).
#[test]
fn free_flight_conserves_momentum() {
    let robot = Solo12;
    let mut rng = Lcg(3);
    let mut q = robot.neutral();
    q.fixed_rows_mut::<12>(7)
        .copy_from(&SVector::<f64, 12>::from_fn(|_, _| rng.next()));
    let mut v = rng.tangent(3.0);
    let zero = V::zeros();
    let momentum = |q: &Q, v: &V| robot.centroidal_map(q) * v;
    let mass = robot.mass_matrix(&q)[(0, 0)];
    let gravity = robot.chain().gravity;
    let h0 = momentum(&q, &v);
    let (h, steps) = (1e-3, 500);
    for _ in 0..steps {
        (q, v) = robot.step(&q, &v, &zero, h).unwrap();
    }
    let t = h * steps as f64;
    let h1 = momentum(&q, &v);
    let mut want = h0;
    for k in 0..3 {
        want[k] += mass * gravity[k] * t;
    }
    let scale = 1.0 + h0.amax();
    let err = (h1 - want).amax() / scale;
    assert!(
        err < 1e-9,
        "momentum drift {err:e}: {h0} → {h1}, want {want}"
    );
    // The motion was not trivial: the joints moved and the base turned.
    let dq: SMatrix<f64, 18, 1> = robot.difference(&robot.neutral(), &q).unwrap();
    assert!(dq.fixed_rows::<3>(3).norm() > 0.1, "the base turned: {dq}");
}

/// A trot's stance: the front left and hind right feet down.
const TROT: [bool; 4] = [true, false, false, true];

/// The generated feet as contacts of `kind`, and the reference's contacts at the same frames.
fn feet(kind: ContactKind) -> ([FrameContact<Solo12>; 4], Vec<Contact>) {
    let ids = [
        Solo12::FL_FOOT,
        Solo12::FR_FOOT,
        Solo12::HL_FOOT,
        Solo12::HR_FOOT,
    ];
    let chain = Solo12.chain();
    let names = ["FL_FOOT", "FR_FOOT", "HL_FOOT", "HR_FOOT"];
    let reference = names
        .iter()
        .map(|n| Contact {
            frame: chain.frame_index(n).expect("a foot"),
            kind,
        })
        .collect();
    (ids.map(|frame| FrameContact { frame, kind }), reference)
}

#[test]
fn standing_on_contacts_matches_the_reference() {
    let robot = Solo12;
    let fm =
        FloatingMultibody::new(&robot.base_body(), &robot.chain()).expect("a valid floating tree");
    let mut rng = Lcg(23);
    let (points, reference) = feet(ContactKind::Point);
    for axes in [ReferenceFrame::Local, ReferenceFrame::LocalWorldAligned] {
        let options = ContactOptions {
            point_forces: axes,
            ..ContactOptions::default()
        };
        for mask in 0..16u32 {
            let active: Vec<bool> = (0..4).map(|k| mask & (1 << k) != 0).collect();
            let q = rng.configuration();
            let (v, mut tau) = (rng.tangent(2.0), rng.tangent(5.0));
            tau.fixed_rows_mut::<6>(0).fill(0.0);
            let (qd, vd, td) = (
                dynamic(q.as_slice()),
                dynamic(v.as_slice()),
                dynamic(tau.as_slice()),
            );
            let what = format!("{axes:?} {active:?}");
            let ours = robot
                .constraint_dynamics::<12>(&points, &active, &q, &v, &tau, &options)
                .unwrap();
            // The description's contacts are the same four points.
            let described = robot
                .constraint_dynamics::<{ Solo12::CONTACT_FORCES }>(
                    &Solo12::CONTACTS,
                    &active,
                    &q,
                    &v,
                    &tau,
                    &options,
                )
                .unwrap();
            assert_eq!(described, ours, "{what}: the described contacts");
            // The unchecked path in any number type: in f64 the checked one's numbers (to
            // rounding: M⁻¹ by columns there, solves here), in f32 within 1e-2 (f32's 6e-8
            // through M's and Δ's condition numbers, about 1e4 each on Solo12).
            let (a, lambda) =
                robot.constraint_dynamics_in::<f64, 12>(&points, &active, &q, &v, &tau, axes);
            close(
                &format!("{what}: a (generic)"),
                a.as_slice(),
                ours.a.as_slice(),
                1e-10,
            );
            close(
                &format!("{what}: λ (generic)"),
                lambda.as_slice(),
                ours.lambda.as_slice(),
                1e-10,
            );
            let (a32, lambda32) = robot.constraint_dynamics_in::<f32, 12>(
                &points,
                &active,
                &q.cast::<f32>(),
                &v.cast::<f32>(),
                &tau.cast::<f32>(),
                axes,
            );
            close(
                &format!("{what}: a (f32)"),
                a32.cast::<f64>().as_slice(),
                ours.a.as_slice(),
                1e-2,
            );
            close(
                &format!("{what}: λ (f32)"),
                lambda32.cast::<f64>().as_slice(),
                ours.lambda.as_slice(),
                1e-2,
            );
            let theirs = chaindyn::floating_constraint_dynamics(
                &fm, &reference, &active, &qd, &vd, &td, &options,
            )
            .unwrap();
            close(
                &format!("{what}: a"),
                ours.a.as_slice(),
                theirs.a.as_slice(),
                1e-10,
            );
            close(
                &format!("{what}: λ"),
                ours.lambda.as_slice(),
                theirs.lambda.as_slice(),
                1e-10,
            );
            let ours = robot
                .impulse_dynamics::<12>(&points, &active, &q, &v, 0.3, &options)
                .unwrap();
            // The unchecked impulse in f64 (the checked one's numbers to rounding) and f32.
            let (v_after, impulses) =
                robot.impulse_dynamics_in::<f64, 12>(&points, &active, &q, &v, 0.3, axes);
            close(
                &format!("{what}: v⁺ (generic)"),
                v_after.as_slice(),
                ours.a.as_slice(),
                1e-10,
            );
            close(
                &format!("{what}: Λ (generic)"),
                impulses.as_slice(),
                ours.lambda.as_slice(),
                1e-10,
            );
            let (v32, impulses32) = robot.impulse_dynamics_in::<f32, 12>(
                &points,
                &active,
                &q.cast::<f32>(),
                &v.cast::<f32>(),
                0.3,
                axes,
            );
            close(
                &format!("{what}: v⁺ (f32)"),
                v32.cast::<f64>().as_slice(),
                ours.a.as_slice(),
                1e-2,
            );
            close(
                &format!("{what}: Λ (f32)"),
                impulses32.cast::<f64>().as_slice(),
                ours.lambda.as_slice(),
                1e-2,
            );
            let theirs = chaindyn::floating_impulse_dynamics(
                &fm, &reference, &active, &qd, &vd, 0.3, &options,
            )
            .unwrap();
            close(
                &format!("{what}: v⁺"),
                ours.a.as_slice(),
                theirs.v.as_slice(),
                1e-10,
            );
            close(
                &format!("{what}: Λ"),
                ours.lambda.as_slice(),
                theirs.impulses.as_slice(),
                1e-10,
            );
        }
    }
    let (surfaces, reference) = feet(ContactKind::Surface);
    let options = ContactOptions::default();
    for foot in 0..4 {
        let active: Vec<bool> = (0..4).map(|k| k == foot).collect();
        let q = rng.configuration();
        let (v, tau) = (rng.tangent(2.0), rng.tangent(5.0));
        let (qd, vd, td) = (
            dynamic(q.as_slice()),
            dynamic(v.as_slice()),
            dynamic(tau.as_slice()),
        );
        let ours = robot
            .constraint_dynamics::<24>(&surfaces, &active, &q, &v, &tau, &options)
            .unwrap();
        let theirs = chaindyn::floating_constraint_dynamics(
            &fm, &reference, &active, &qd, &vd, &td, &options,
        )
        .unwrap();
        close("surface: a", ours.a.as_slice(), theirs.a.as_slice(), 1e-10);
        close(
            "surface: λ",
            ours.lambda.as_slice(),
            theirs.lambda.as_slice(),
            1e-10,
        );
    }
    // Four feet held as surfaces are 24 constraints on 18 velocities: dependent, refused (not
    // NaN); an `NC` that is not the contacts' 12 components, refused.
    let err = robot
        .constraint_dynamics::<24>(
            &surfaces,
            &[true; 4],
            &rng.configuration(),
            &V::zeros(),
            &V::zeros(),
            &options,
        )
        .unwrap_err();
    assert!(
        matches!(err, chaindyn::DynamicsError::DependentContacts { .. }),
        "{err:?}"
    );
    let wrong = robot.constraint_dynamics::<9>(
        &points,
        &[true; 4],
        &rng.configuration(),
        &V::zeros(),
        &V::zeros(),
        &options,
    );
    assert!(matches!(
        wrong,
        Err(chaindyn::DynamicsError::DimensionMismatch {
            expected: 12,
            found: 9,
            ..
        })
    ));
    // A frame id the model does not generate: refused as the reference refuses an unknown
    // frame, not answered from a NaN Jacobian.
    let mut unknown = points;
    unknown[1].frame = chaindyn::FrameId::new_unchecked(999);
    let err = robot
        .constraint_dynamics::<12>(
            &unknown,
            &[true; 4],
            &rng.configuration(),
            &V::zeros(),
            &V::zeros(),
            &options,
        )
        .unwrap_err();
    assert!(
        matches!(
            err,
            chaindyn::DynamicsError::UnknownFrame { frame: 999, .. }
        ),
        "{err:?}"
    );
}

/// The generated path's derivatives under contact (`constraint_dynamics_derivatives`,
/// `impulse_dynamics_derivatives`) against the reference's, block by block, for every set of
/// feet as points in both axes and each foot as a surface, each without and with Baumgarte's
/// terms (anchors a little away): 1e-10 relative to each block's largest entry (the same equations from the generated and the recursive quantities in `f64`;
/// the blocks reach 1e5 where `M⁻¹` and `Δ⁻¹` amplify).
#[test]
fn derivatives_under_contact_match_the_reference() {
    let robot = Solo12;
    let fm =
        FloatingMultibody::new(&robot.base_body(), &robot.chain()).expect("a valid floating tree");
    let mut rng = Lcg(29);
    let mut cases = Vec::new();
    for axes in [ReferenceFrame::Local, ReferenceFrame::LocalWorldAligned] {
        for mask in 0..16u32 {
            let active: Vec<bool> = (0..4).map(|k| mask & (1 << k) != 0).collect();
            cases.push((ContactKind::Point, axes, active.clone(), false));
            cases.push((ContactKind::Point, axes, active, true));
        }
    }
    for foot in 0..4 {
        let active: Vec<bool> = (0..4).map(|k| k == foot).collect();
        cases.push((
            ContactKind::Surface,
            ReferenceFrame::Local,
            active.clone(),
            false,
        ));
        cases.push((ContactKind::Surface, ReferenceFrame::Local, active, true));
    }
    for (kind, axes, active, stabilised) in cases {
        let (contacts, reference) = feet(kind);
        let q = rng.configuration();
        // Baumgarte's anchors: the feet's poses at a configuration a little away.
        let earlier = fm
            .integrate(
                &dynamic(q.as_slice()),
                &dynamic(rng.tangent(0.1).as_slice()),
            )
            .unwrap();
        let anchors: Vec<chaindyn::Pose> = reference
            .iter()
            .map(|c| chaindyn::floating_frame_pose(&fm, c.frame, &earlier).unwrap())
            .collect();
        let options = ContactOptions {
            point_forces: axes,
            baumgarte: stabilised.then_some(chaindyn::Baumgarte {
                kp: 40.0,
                kd: 12.0,
                anchors: &anchors,
            }),
            ..ContactOptions::default()
        };
        let (v, tau) = (rng.tangent(2.0), rng.tangent(5.0));
        let (qd, vd, td) = (
            dynamic(q.as_slice()),
            dynamic(v.as_slice()),
            dynamic(tau.as_slice()),
        );
        let what = format!("{kind:?} {axes:?} {active:?} Baumgarte {stabilised}");
        let theirs = chaindyn::floating_constraint_dynamics_derivatives(
            &fm, &reference, &active, &qd, &vd, &td, &options,
        )
        .unwrap();
        let impulse = chaindyn::floating_impulse_dynamics_derivatives(
            &fm, &reference, &active, &qd, &vd, 0.3, &options,
        )
        .unwrap();
        let mut blocks: Vec<(&str, Vec<f64>, Vec<f64>)> = Vec::new();
        macro_rules! compare {
            ($nc:literal) => {{
                let d = robot
                    .constraint_dynamics_derivatives::<$nc>(
                        &contacts, &active, &q, &v, &tau, &options,
                    )
                    .unwrap();
                let i = robot
                    .impulse_dynamics_derivatives::<$nc>(&contacts, &active, &q, &v, 0.3, &options)
                    .unwrap();
                for (name, ours, theirs) in [
                    ("a", d.value.a.as_slice(), theirs.a.as_slice()),
                    ("λ", d.value.lambda.as_slice(), theirs.lambda.as_slice()),
                    ("∂a/∂q", d.da_dq.as_slice(), theirs.da_dq.as_slice()),
                    ("∂a/∂v", d.da_dv.as_slice(), theirs.da_dv.as_slice()),
                    ("∂a/∂τ", d.da_dtau.as_slice(), theirs.da_dtau.as_slice()),
                    (
                        "∂λ/∂q",
                        d.dlambda_dq.as_slice(),
                        theirs.dlambda_dq.as_slice(),
                    ),
                    (
                        "∂λ/∂v",
                        d.dlambda_dv.as_slice(),
                        theirs.dlambda_dv.as_slice(),
                    ),
                    (
                        "∂λ/∂τ",
                        d.dlambda_dtau.as_slice(),
                        theirs.dlambda_dtau.as_slice(),
                    ),
                    ("∂v⁺/∂q", i.dv_dq.as_slice(), impulse.dv_dq.as_slice()),
                    ("∂v⁺/∂v", i.dv_dv.as_slice(), impulse.dv_dv.as_slice()),
                    (
                        "∂Λ/∂q",
                        i.dimpulses_dq.as_slice(),
                        impulse.dimpulses_dq.as_slice(),
                    ),
                    (
                        "∂Λ/∂v",
                        i.dimpulses_dv.as_slice(),
                        impulse.dimpulses_dv.as_slice(),
                    ),
                ] {
                    blocks.push((name, ours.to_vec(), theirs.to_vec()));
                }
                if !stabilised {
                    // The unchecked derivatives in any number type: in f64 the checked ones'
                    // numbers (1e-12: the same operations but Δ's factors' check), in f32
                    // within 5e-2 of them (f32's 6e-8 through M's and Δ's condition numbers,
                    // about 1e4 each on Solo12, and the derivatives' products).
                    let g = robot.constraint_dynamics_derivatives_in::<f64, $nc>(
                        &contacts, &active, &q, &v, &tau, axes,
                    );
                    let f = robot.constraint_dynamics_derivatives_in::<f32, $nc>(
                        &contacts,
                        &active,
                        &q.cast::<f32>(),
                        &v.cast::<f32>(),
                        &tau.cast::<f32>(),
                        axes,
                    );
                    let gi = robot.impulse_dynamics_derivatives_in::<f64, $nc>(
                        &contacts, &active, &q, &v, 0.3, axes,
                    );
                    let fi = robot.impulse_dynamics_derivatives_in::<f32, $nc>(
                        &contacts,
                        &active,
                        &q.cast::<f32>(),
                        &v.cast::<f32>(),
                        0.3,
                        axes,
                    );
                    let wide = |x: &[f32]| -> Vec<f64> { x.iter().map(|&x| x as f64).collect() };
                    for (name, ours, generic, single) in [
                        (
                            "a",
                            &d.value.a.as_slice(),
                            g.value.a.as_slice(),
                            wide(f.value.a.as_slice()),
                        ),
                        (
                            "λ",
                            &d.value.lambda.as_slice(),
                            g.value.lambda.as_slice(),
                            wide(f.value.lambda.as_slice()),
                        ),
                        (
                            "∂a/∂q",
                            &d.da_dq.as_slice(),
                            g.da_dq.as_slice(),
                            wide(f.da_dq.as_slice()),
                        ),
                        (
                            "∂a/∂v",
                            &d.da_dv.as_slice(),
                            g.da_dv.as_slice(),
                            wide(f.da_dv.as_slice()),
                        ),
                        (
                            "∂a/∂τ",
                            &d.da_dtau.as_slice(),
                            g.da_dtau.as_slice(),
                            wide(f.da_dtau.as_slice()),
                        ),
                        (
                            "∂λ/∂q",
                            &d.dlambda_dq.as_slice(),
                            g.dlambda_dq.as_slice(),
                            wide(f.dlambda_dq.as_slice()),
                        ),
                        (
                            "∂λ/∂v",
                            &d.dlambda_dv.as_slice(),
                            g.dlambda_dv.as_slice(),
                            wide(f.dlambda_dv.as_slice()),
                        ),
                        (
                            "∂λ/∂τ",
                            &d.dlambda_dtau.as_slice(),
                            g.dlambda_dtau.as_slice(),
                            wide(f.dlambda_dtau.as_slice()),
                        ),
                        (
                            "v⁺",
                            &i.value.a.as_slice(),
                            gi.value.a.as_slice(),
                            wide(fi.value.a.as_slice()),
                        ),
                        (
                            "Λ",
                            &i.value.lambda.as_slice(),
                            gi.value.lambda.as_slice(),
                            wide(fi.value.lambda.as_slice()),
                        ),
                        (
                            "∂v⁺/∂q",
                            &i.dv_dq.as_slice(),
                            gi.dv_dq.as_slice(),
                            wide(fi.dv_dq.as_slice()),
                        ),
                        (
                            "∂v⁺/∂v",
                            &i.dv_dv.as_slice(),
                            gi.dv_dv.as_slice(),
                            wide(fi.dv_dv.as_slice()),
                        ),
                        (
                            "∂Λ/∂q",
                            &i.dimpulses_dq.as_slice(),
                            gi.dimpulses_dq.as_slice(),
                            wide(fi.dimpulses_dq.as_slice()),
                        ),
                        (
                            "∂Λ/∂v",
                            &i.dimpulses_dv.as_slice(),
                            gi.dimpulses_dv.as_slice(),
                            wide(fi.dimpulses_dv.as_slice()),
                        ),
                    ] {
                        close(&format!("{what}: {name} (generic)"), generic, ours, 1e-12);
                        close(&format!("{what}: {name} (f32)"), &single, ours, 5e-2);
                    }
                }
            }};
        }
        match kind {
            ContactKind::Point => compare!(12),
            ContactKind::Surface => compare!(24),
        }
        for (name, ours, theirs) in blocks {
            close(&format!("{what}: {name}"), &ours, &theirs, 1e-10);
        }
    }
}

/// The contacts' generated program on a chain of joints and on a surface: the arm's hand held as
/// a 6-D contact (`FloatingArm::CONTACTS`), active and not, with and without Baumgarte's terms.
/// Values and derivatives against the reference within 1e-10 (as Solo12's: the two compute the
/// same quantities by different operations); the unchecked `f64` path's within 1e-12 of the
/// checked one's (the same operations but Δ's factors' check).
#[test]
fn a_chain_held_at_its_hand_matches_the_reference() {
    let robot = FloatingArm;
    let fm =
        FloatingMultibody::new(&robot.base_body(), &robot.chain()).expect("a valid floating tree");
    let reference = [Contact {
        frame: robot.chain().frame_index("hand").expect("the hand"),
        kind: ContactKind::Surface,
    }];
    let mut rng = Lcg(31);
    for (on, stabilised) in [(true, false), (true, true), (false, false)] {
        let active = [on];
        let mut q = SVector::<f64, 10>::from_fn(|_, _| rng.next());
        let norm = q.fixed_rows::<4>(3).norm();
        for k in 3..7 {
            q[k] /= norm;
        }
        let v = SVector::<f64, 9>::from_fn(|_, _| 2.0 * rng.next());
        let tau = SVector::<f64, 9>::from_fn(|_, _| 3.0 * rng.next());
        let (qd, vd, td) = (
            dynamic(q.as_slice()),
            dynamic(v.as_slice()),
            dynamic(tau.as_slice()),
        );
        let step = DVector::from_fn(9, |_, _| 0.1 * rng.next());
        let earlier = fm.integrate(&qd, &step).unwrap();
        let anchors = [chaindyn::floating_frame_pose(&fm, reference[0].frame, &earlier).unwrap()];
        let options = ContactOptions {
            baumgarte: stabilised.then_some(chaindyn::Baumgarte {
                kp: 40.0,
                kd: 12.0,
                anchors: &anchors,
            }),
            ..ContactOptions::default()
        };
        let what = format!("hand {active:?} Baumgarte {stabilised}");
        let contacts = &FloatingArm::CONTACTS;
        // The program's terms themselves: `a₀` forward dynamics', `J` the frame's Jacobian in its
        // axes, `Δ = J M⁻¹ Jᵀ` and `r = J a₀ + γ` from the generated `M` and frame methods
        // (1e-10: `M⁻¹` by nalgebra's LU here, M's condition number about 1e3); `None` for an
        // `NC` that is not the contacts' components.
        let terms = robot
            .contact_terms_in::<f64, 6>(&q, &v, &tau)
            .expect("generated for the hand");
        assert!(robot.contact_terms_in::<f64, 3>(&q, &v, &tau).is_none());
        let j = robot.frame_jacobian(FloatingArm::HAND, &q, ReferenceFrame::Local);
        let minv = robot.mass_matrix(&q).try_inverse().expect("M invertible");
        let a_free = robot.forward_dynamics(&q, &v, &tau);
        let classical =
            robot.frame_acceleration_bias(FloatingArm::HAND, &q, &v, ReferenceFrame::Local);
        let twist = j * v;
        let spin = twist.fixed_rows::<3>(3).cross(&twist.fixed_rows::<3>(0));
        let gamma = SVector::<f64, 6>::from_fn(|r, _| match r < 3 {
            true => classical[r] - spin[r],
            false => classical[r],
        });
        for (name, ours, theirs) in [
            ("a₀", terms.a_free.as_slice(), a_free.as_slice()),
            ("J", terms.j.as_slice(), j.as_slice()),
            (
                "Δ",
                terms.delta.as_slice(),
                (j * minv * j.transpose()).as_slice(),
            ),
            ("r", terms.r.as_slice(), (j * a_free + gamma).as_slice()),
        ] {
            close(
                &format!("{what}: the program's {name}"),
                ours,
                theirs,
                1e-10,
            );
        }
        let ours = robot
            .constraint_dynamics::<{ FloatingArm::CONTACT_FORCES }>(
                contacts, &active, &q, &v, &tau, &options,
            )
            .unwrap();
        let theirs = chaindyn::floating_constraint_dynamics(
            &fm, &reference, &active, &qd, &vd, &td, &options,
        )
        .unwrap();
        let d = robot
            .constraint_dynamics_derivatives::<6>(contacts, &active, &q, &v, &tau, &options)
            .unwrap();
        let t = chaindyn::floating_constraint_dynamics_derivatives(
            &fm, &reference, &active, &qd, &vd, &td, &options,
        )
        .unwrap();
        for (name, ours, theirs) in [
            ("a", ours.a.as_slice(), theirs.a.as_slice()),
            ("λ", ours.lambda.as_slice(), theirs.lambda.as_slice()),
            ("∂a/∂q", d.da_dq.as_slice(), t.da_dq.as_slice()),
            ("∂a/∂v", d.da_dv.as_slice(), t.da_dv.as_slice()),
            ("∂a/∂τ", d.da_dtau.as_slice(), t.da_dtau.as_slice()),
            ("∂λ/∂q", d.dlambda_dq.as_slice(), t.dlambda_dq.as_slice()),
            ("∂λ/∂v", d.dlambda_dv.as_slice(), t.dlambda_dv.as_slice()),
            (
                "∂λ/∂τ",
                d.dlambda_dtau.as_slice(),
                t.dlambda_dtau.as_slice(),
            ),
        ] {
            close(&format!("{what}: {name}"), ours, theirs, 1e-10);
        }
        if !stabilised {
            let local = ReferenceFrame::Local;
            let (a, lambda) =
                robot.constraint_dynamics_in::<f64, 6>(contacts, &active, &q, &v, &tau, local);
            close(
                &format!("{what}: a (generic)"),
                a.as_slice(),
                ours.a.as_slice(),
                1e-12,
            );
            close(
                &format!("{what}: λ (generic)"),
                lambda.as_slice(),
                ours.lambda.as_slice(),
                1e-12,
            );
            let g = robot.constraint_dynamics_derivatives_in::<f64, 6>(
                contacts, &active, &q, &v, &tau, local,
            );
            close(
                &format!("{what}: ∂a/∂q (generic)"),
                g.da_dq.as_slice(),
                d.da_dq.as_slice(),
                1e-12,
            );
            close(
                &format!("{what}: ∂λ/∂v (generic)"),
                g.dlambda_dv.as_slice(),
                d.dlambda_dv.as_slice(),
                1e-12,
            );
        }
    }
}
