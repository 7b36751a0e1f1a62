//! Dynamics under contact: the runtime's reference `floating_constraint_dynamics` and
//! `floating_impulse_dynamics` on Solo12 (`tests/robots/solo12.urdf` on a free-flyer):
//!
//! - against Pinocchio 4.1's `constraintDynamics` and `impulseDynamics` (`lambda_c`,
//!   `impulse_c`, `dq_after`) at the state of the derivatives' test, for point feet in the
//!   frames' and the world's axes and for one foot held as a surface (printed by
//!   `scripts/pinocchio/constraint_dynamics.py`): 1e-12 of each vector's largest entry (two
//!   factorisations of the same systems in `f64`; the accelerations reach 5e3 where a foot's
//!   constraint pulls a light shank; measured at most 1.7e-14 apart, 2026-11-29);
//! - for every one of the 16 sets of active feet, at random states: `J a + γ = 0` and
//!   `M a + C v + g = τ + Jᵀ λ` (1e-9 of the terms' scale: the operational-space solve's
//!   rounding, `M`'s and `Δ`'s condition numbers about 1e4), the inactive feet's forces zero,
//!   and the impulse's `J v⁺ = 0` at `e = 0` and `J v⁺ = −e J v⁻` at `e = 0.4` (1e-12 of
//!   `1 + |v|`, measured 3e-15);
//! - standing still on four feet with the torques that hold the posture: `a = 0` and the
//!   vertical forces summing to the robot's weight (1e-10, relative);
//! - two contacts on one foot: `DependentContacts` naming the second, and the proximal
//!   iterations' least-norm forces (the two halves of the one foot's force);
//! - Baumgarte's terms: `J a + γ + k_d J v + k_p e = 0` with the feet off their anchors (1e-9
//!   of the terms' scale);
//! - the derivatives (six blocks, the impulse's four) against central differences, with and
//!   without Baumgarte's terms (1e-6 relative);
//! - bad inputs: an unknown frame, a mask of another length, a restitution outside `[0, 1]`,
//!   Baumgarte's gains and anchors.

mod common;

use chaindyn::nalgebra::{DMatrix, DVector};
use chaindyn::{
    floating_bias_force, floating_constraint_dynamics, floating_constraint_dynamics_derivatives,
    floating_crba, floating_frame_acceleration_bias, floating_frame_jacobian, floating_gravity,
    floating_impulse_dynamics, floating_impulse_dynamics_derivatives, Chain, Contact, ContactKind,
    ContactOptions, DynamicsError, FloatingMultibody, Proximal, ReferenceFrame,
};
use common::*;

const FEET: [&str; 4] = ["FL_FOOT", "FR_FOOT", "HL_FOOT", "HR_FOOT"];

fn solo12() -> (FloatingMultibody, Chain) {
    let urdf = Chain::tree_from_urdf_str(include_str!("../../tests/robots/solo12.urdf"), None, &[])
        .expect("Solo12");
    let base = urdf.base_body.clone().expect("a floating base");
    (
        FloatingMultibody::new(&base, &urdf.chain).expect("Solo12"),
        urdf.chain,
    )
}

fn feet(chain: &Chain, kind: ContactKind) -> Vec<Contact> {
    FEET.iter()
        .map(|f| Contact {
            frame: chain.frame_index(f).expect("a foot"),
            kind,
        })
        .collect()
}

/// One of Pinocchio's cases: the contacts' kind and axes, the active feet, and its results
/// (`lambda`, `impulses`: the active contacts' only, stacked).
struct Case {
    kind: &'static str,
    active: [bool; 4],
    a: [f64; 18],
    lambda: &'static [f64],
    v_after: [f64; 18],
    impulses: &'static [f64],
}

/// `x`'s active slots (`lambda`'s layout keeps every contact's).
fn active_slots(x: &DVector<f64>, active: &[bool], dim: usize) -> Vec<f64> {
    active
        .iter()
        .enumerate()
        .filter(|(_, on)| **on)
        .flat_map(|(k, _)| x.rows(k * dim, dim).iter().copied().collect::<Vec<_>>())
        .collect()
}

fn assert_close(what: &str, ours: &[f64], theirs: &[f64], tol: f64) {
    assert_eq!(ours.len(), theirs.len(), "{what}: lengths");
    let scale = theirs.iter().fold(1e-300f64, |m, x| m.max(x.abs()));
    let worst = ours
        .iter()
        .zip(theirs)
        .fold(0.0f64, |m, (a, b)| m.max((a - b).abs()));
    assert!(
        worst <= tol * scale,
        "{what}: {worst:e} apart (scale {scale:e})\n{ours:?}\n{theirs:?}"
    );
}

#[test]
fn solo12_under_contact_is_pinocchios() {
    let (fm, chain) = solo12();
    let [q, v, _, tau] = solo12_state();
    for case in PINOCCHIO {
        let (kind, point_forces) = match case.kind {
            "point_local" => (ContactKind::Point, ReferenceFrame::Local),
            "point_world" => (ContactKind::Point, ReferenceFrame::LocalWorldAligned),
            _ => (ContactKind::Surface, ReferenceFrame::Local),
        };
        let contacts = feet(&chain, kind);
        let options = ContactOptions {
            point_forces,
            ..ContactOptions::default()
        };
        let what = format!("{} {:?}", case.kind, case.active);
        let c = floating_constraint_dynamics(&fm, &contacts, &case.active, &q, &v, &tau, &options)
            .unwrap();
        assert_close(&format!("{what}: a"), c.a.as_slice(), &case.a, 1e-12);
        let dim = kind.dimension();
        assert_close(
            &format!("{what}: λ"),
            &active_slots(&c.lambda, &case.active, dim),
            case.lambda,
            1e-12,
        );
        let i =
            floating_impulse_dynamics(&fm, &contacts, &case.active, &q, &v, 0.0, &options).unwrap();
        assert_close(&format!("{what}: v⁺"), i.v.as_slice(), &case.v_after, 1e-12);
        assert_close(
            &format!("{what}: impulses"),
            &active_slots(&i.impulses, &case.active, dim),
            case.impulses,
            1e-12,
        );
    }
}

/// The active contacts' `J` (rows stacked) and `γ` at `(q, v)` from the reference's frame
/// functions, for the checks: a point's linear rows and classical bias, in `point_forces` axes.
fn point_rows(
    fm: &FloatingMultibody,
    contacts: &[Contact],
    active: &[bool],
    q: &DVector<f64>,
    v: &DVector<f64>,
    axes: ReferenceFrame,
) -> (DMatrix<f64>, DVector<f64>) {
    let on: Vec<&Contact> = contacts
        .iter()
        .zip(active)
        .filter(|(_, a)| **a)
        .map(|(c, _)| c)
        .collect();
    let mut j = DMatrix::zeros(3 * on.len(), fm.nv());
    let mut gamma = DVector::zeros(3 * on.len());
    for (k, c) in on.iter().enumerate() {
        let jf = floating_frame_jacobian(fm, c.frame, q, axes).unwrap();
        j.rows_mut(3 * k, 3).copy_from(&jf.rows(0, 3));
        let b = floating_frame_acceleration_bias(fm, c.frame, q, v, axes).unwrap();
        gamma.rows_mut(3 * k, 3).copy_from(&b.rows(0, 3));
    }
    (j, gamma)
}

/// A random configuration of Solo12 (the base anywhere, turned any way; joints in ±1.5 rad).
fn random_q(rng: &mut SplitMix64) -> DVector<f64> {
    let mut q = DVector::zeros(19);
    for i in 0..3 {
        q[i] = rng.uniform(-1.0, 1.0);
    }
    let xi = DVector::from_fn(4, |_, _| rng.uniform(-1.0, 1.0)).normalize();
    q.rows_mut(3, 4).copy_from(&xi);
    for i in 7..19 {
        q[i] = rng.uniform(-1.5, 1.5);
    }
    q
}

#[test]
fn every_set_of_feet_holds_its_contacts() {
    let (fm, chain) = solo12();
    let contacts = feet(&chain, ContactKind::Point);
    let mut rng = SplitMix64(0xC0A7);
    for axes in [ReferenceFrame::Local, ReferenceFrame::LocalWorldAligned] {
        let options = ContactOptions {
            point_forces: axes,
            ..ContactOptions::default()
        };
        for mask in 0..16u32 {
            let active: Vec<bool> = (0..4).map(|k| mask & (1 << k) != 0).collect();
            let q = random_q(&mut rng);
            let v = DVector::from_fn(18, |_, _| rng.uniform(-1.0, 1.0));
            let tau = DVector::from_fn(18, |k, _| if k < 6 { 0.0 } else { rng.uniform(-3.0, 3.0) });
            let c = floating_constraint_dynamics(&fm, &contacts, &active, &q, &v, &tau, &options)
                .unwrap();
            let (j, gamma) = point_rows(&fm, &contacts, &active, &q, &v, axes);
            let lambda = DVector::from_vec(active_slots(&c.lambda, &active, 3));
            let what = format!("{axes:?} {active:?}");
            // The contacts hold: J a + γ = 0.
            let held = &j * &c.a + &gamma;
            let scale = (&j * &c.a).amax() + gamma.amax() + 1.0;
            assert!(held.amax() <= 1e-9 * scale, "{what}: J a + γ = {held}");
            // The equations of motion with the contact forces.
            let m = floating_crba(&fm, &q).unwrap();
            let nle = floating_bias_force(&fm, &q, &v).unwrap();
            let forces = j.transpose() * &lambda;
            let residual = &m * &c.a + &nle - &tau - &forces;
            let scale = (&m * &c.a).amax() + nle.amax() + tau.amax() + forces.amax();
            assert!(
                residual.amax() <= 1e-9 * scale,
                "{what}: M a + nle − τ − Jᵀλ = {residual}"
            );
            // The inactive feet carry nothing.
            for (k, on) in active.iter().enumerate() {
                if !on {
                    assert!(c.lambda.rows(3 * k, 3).iter().all(|x| *x == 0.0), "{what}");
                }
            }
            // The impulse stops the active feet (e = 0), or reverses e of their velocity.
            for e in [0.0, 0.4] {
                let i = floating_impulse_dynamics(&fm, &contacts, &active, &q, &v, e, &options)
                    .unwrap();
                let after = &j * &i.v + (&j * &v) * e;
                assert!(
                    after.amax() <= 1e-12 * (v.amax() + 1.0),
                    "{what}, e = {e}: {after}"
                );
            }
        }
    }
}

/// `(f(x + h e_k) − f(x − h e_k)) / 2h` for each of `n` directions, `f(k, ±h)` the function at
/// the moved point (column `k` of the result).
fn central(n: usize, mut f: impl FnMut(usize, f64) -> DVector<f64>) -> DMatrix<f64> {
    let h = 1e-6;
    let cols: Vec<DVector<f64>> = (0..n).map(|k| (f(k, h) - f(k, -h)) / (2.0 * h)).collect();
    DMatrix::from_columns(&cols)
}

/// The six blocks of the constrained dynamics' derivatives and the impulse's four against
/// central differences (step 1e-6, `q` moved by `integrate` in the tangent space), for point
/// feet in both axes and several masks, and for surfaces, with and without Baumgarte's terms
/// (anchors a few centimetres off): 1e-6 relative (Frobenius; the
/// differences' truncation `h² f‴` and rounding `ε f / h`, with `f` up to 5e3, are about 1e-8
/// of the blocks).
#[test]
fn contact_derivatives_are_central_differences() {
    let (fm, chain) = solo12();
    let mut rng = SplitMix64(0xD1FF);
    let cases = [
        (
            ContactKind::Point,
            ReferenceFrame::Local,
            [true, true, true, true],
            false,
        ),
        (
            ContactKind::Point,
            ReferenceFrame::Local,
            [true, false, false, true],
            false,
        ),
        (
            ContactKind::Point,
            ReferenceFrame::LocalWorldAligned,
            [true, true, false, true],
            false,
        ),
        (
            ContactKind::Point,
            ReferenceFrame::LocalWorldAligned,
            [false; 4],
            false,
        ),
        (
            ContactKind::Surface,
            ReferenceFrame::Local,
            [true, false, false, false],
            false,
        ),
        (
            ContactKind::Surface,
            ReferenceFrame::Local,
            [false, true, true, false],
            false,
        ),
        (
            ContactKind::Point,
            ReferenceFrame::Local,
            [true, true, false, true],
            true,
        ),
        (
            ContactKind::Point,
            ReferenceFrame::LocalWorldAligned,
            [true, false, true, true],
            true,
        ),
        (
            ContactKind::Surface,
            ReferenceFrame::Local,
            [false, false, true, false],
            true,
        ),
    ];
    for (kind, axes, active, stabilised) in cases {
        let contacts = feet(&chain, kind);
        let q = random_q(&mut rng);
        // Anchors where the feet were a little earlier (a drift of a few centimetres and
        // degrees).
        let drift = DVector::from_fn(18, |_, _| rng.uniform(-0.1, 0.1));
        let earlier = fm.integrate(&q, &drift).unwrap();
        let anchors: Vec<chaindyn::Pose> = contacts
            .iter()
            .map(|c| chaindyn::floating_frame_pose(&fm, c.frame, &earlier).unwrap())
            .collect();
        let baumgarte = stabilised.then_some(chaindyn::Baumgarte {
            kp: 40.0,
            kd: 12.0,
            anchors: &anchors,
        });
        let options = ContactOptions {
            point_forces: axes,
            baumgarte,
            ..ContactOptions::default()
        };
        let what = format!("{kind:?} {axes:?} {active:?} Baumgarte {stabilised}");
        let v = DVector::from_fn(18, |_, _| rng.uniform(-1.0, 1.0));
        let tau = DVector::from_fn(18, |_, _| rng.uniform(-3.0, 3.0));
        let d = floating_constraint_dynamics_derivatives(
            &fm, &contacts, &active, &q, &v, &tau, &options,
        )
        .unwrap();
        let at = |q: &DVector<f64>, v: &DVector<f64>, tau: &DVector<f64>| {
            let c =
                floating_constraint_dynamics(&fm, &contacts, &active, q, v, tau, &options).unwrap();
            DVector::from_iterator(
                18 + c.lambda.len(),
                c.a.iter().chain(c.lambda.iter()).copied(),
            )
        };
        let unit = |k: usize, h: f64| DVector::from_fn(18, |i, _| if i == k { h } else { 0.0 });
        let by_q = central(18, |k, h| {
            at(&fm.integrate(&q, &unit(k, h)).unwrap(), &v, &tau)
        });
        let by_v = central(18, |k, h| at(&q, &(&v + unit(k, h)), &tau));
        let by_tau = central(18, |k, h| at(&q, &v, &(&tau + unit(k, h))));
        let nl = d.lambda.len();
        for (name, ours, numeric) in [
            ("∂a/∂q", &d.da_dq, by_q.rows(0, 18)),
            ("∂a/∂v", &d.da_dv, by_v.rows(0, 18)),
            ("∂a/∂τ", &d.da_dtau, by_tau.rows(0, 18)),
            ("∂λ/∂q", &d.dlambda_dq, by_q.rows(18, nl)),
            ("∂λ/∂v", &d.dlambda_dv, by_v.rows(18, nl)),
            ("∂λ/∂τ", &d.dlambda_dtau, by_tau.rows(18, nl)),
        ] {
            common::assert_close(
                &format!("{what}: {name}"),
                ours,
                &numeric.into_owned(),
                1e-6,
            );
        }
        let e = 0.3;
        let i = floating_impulse_dynamics_derivatives(&fm, &contacts, &active, &q, &v, e, &options)
            .unwrap();
        let at = |q: &DVector<f64>, v: &DVector<f64>| {
            let c = floating_impulse_dynamics(&fm, &contacts, &active, q, v, e, &options).unwrap();
            DVector::from_iterator(
                18 + c.impulses.len(),
                c.v.iter().chain(c.impulses.iter()).copied(),
            )
        };
        let by_q = central(18, |k, h| at(&fm.integrate(&q, &unit(k, h)).unwrap(), &v));
        let by_v = central(18, |k, h| at(&q, &(&v + unit(k, h))));
        for (name, ours, numeric) in [
            ("∂v⁺/∂q", &i.dv_dq, by_q.rows(0, 18)),
            ("∂v⁺/∂v", &i.dv_dv, by_v.rows(0, 18)),
            ("∂Λ/∂q", &i.dimpulses_dq, by_q.rows(18, nl)),
            ("∂Λ/∂v", &i.dimpulses_dv, by_v.rows(18, nl)),
        ] {
            common::assert_close(
                &format!("{what}: {name}"),
                ours,
                &numeric.into_owned(),
                1e-6,
            );
        }
    }
}

/// Baumgarte's terms on Solo12's four point feet, anchored where the feet were a little
/// earlier: the constraint solved is `J a + γ + k_d J v + k_p e = 0`, `e` the foot's offset from
/// its anchor (`p − p_anchor` in world axes, `Rᵀ (p − p_anchor)` in the foot's), checked with the
/// reference's frame functions to 1e-9 of the terms' scale (as without the terms); and the terms
/// change the accelerations.
#[test]
fn baumgarte_pulls_the_feet_to_their_anchors() {
    let (fm, chain) = solo12();
    let contacts = feet(&chain, ContactKind::Point);
    let mut rng = SplitMix64(0xBA06);
    let active = [true, true, false, true];
    for axes in [ReferenceFrame::Local, ReferenceFrame::LocalWorldAligned] {
        let q = random_q(&mut rng);
        let v = DVector::from_fn(18, |_, _| rng.uniform(-1.0, 1.0));
        let tau = DVector::from_fn(18, |k, _| if k < 6 { 0.0 } else { rng.uniform(-3.0, 3.0) });
        let drift = DVector::from_fn(18, |_, _| rng.uniform(-0.1, 0.1));
        let earlier = fm.integrate(&q, &drift).unwrap();
        let anchors: Vec<chaindyn::Pose> = contacts
            .iter()
            .map(|c| chaindyn::floating_frame_pose(&fm, c.frame, &earlier).unwrap())
            .collect();
        let (kp, kd) = (40.0, 12.0);
        let options = ContactOptions {
            point_forces: axes,
            baumgarte: Some(chaindyn::Baumgarte {
                kp,
                kd,
                anchors: &anchors,
            }),
            ..ContactOptions::default()
        };
        let c =
            floating_constraint_dynamics(&fm, &contacts, &active, &q, &v, &tau, &options).unwrap();
        let plain = ContactOptions {
            point_forces: axes,
            ..ContactOptions::default()
        };
        let free =
            floating_constraint_dynamics(&fm, &contacts, &active, &q, &v, &tau, &plain).unwrap();
        assert!(
            (&c.a - &free.a).amax() > 1.0,
            "{axes:?}: the terms change a"
        );
        let (j, gamma) = point_rows(&fm, &contacts, &active, &q, &v, axes);
        let mut e = DVector::zeros(j.nrows());
        let on = contacts
            .iter()
            .zip(&anchors)
            .zip(&active)
            .filter(|(_, on)| **on);
        for (row, ((contact, anchor), _)) in on.enumerate() {
            let pose = chaindyn::floating_frame_pose(&fm, contact.frame, &q).unwrap();
            let offset = pose.translation - anchor.translation;
            let offset = match axes {
                ReferenceFrame::Local => pose.rotation.transpose() * offset,
                ReferenceFrame::LocalWorldAligned => offset,
            };
            e.rows_mut(3 * row, 3).copy_from(&offset);
        }
        let ja = &j * &c.a;
        let held = &ja + &gamma + (&j * &v) * kd + &e * kp;
        let scale = ja.amax() + gamma.amax() + 1.0;
        assert!(
            held.amax() <= 1e-9 * scale,
            "{axes:?}: J a + γ + k_d J v + k_p e = {held}"
        );
    }
}

/// Solo12 standing on its four feet, legs bent, with the joint torques that hold it (the feet's
/// least-norm forces that carry its weight and the base's gravity wrench): `a = 0` and the
/// world-aligned vertical forces sum to the robot's weight, 1e-10 relative.
#[test]
fn standing_still_the_feet_carry_the_weight() {
    let (fm, chain) = solo12();
    let contacts = feet(&chain, ContactKind::Point);
    let active = [true; 4];
    let mut q = DVector::zeros(19);
    q[2] = 0.3;
    q[6] = 1.0;
    for leg in 0..4 {
        let front = if leg < 2 { 1.0 } else { -1.0 };
        q[7 + 3 * leg + 1] = 0.8 * front;
        q[7 + 3 * leg + 2] = -1.6 * front;
    }
    let v = DVector::zeros(18);
    let axes = ReferenceFrame::LocalWorldAligned;
    let options = ContactOptions {
        point_forces: axes,
        ..ContactOptions::default()
    };
    let (j, _) = point_rows(&fm, &contacts, &active, &q, &v, axes);
    let g = floating_gravity(&fm, &q).unwrap();
    // The forces that balance the base's gravity wrench (the base unactuated), least norm.
    let jb = j.columns(0, 6).transpose();
    let lambda = jb.clone().pseudo_inverse(1e-12).unwrap() * g.rows(0, 6);
    let mut tau = &g - j.transpose() * &lambda;
    tau.rows_mut(0, 6).fill(0.0);
    let c = floating_constraint_dynamics(&fm, &contacts, &active, &q, &v, &tau, &options).unwrap();
    assert!(c.a.amax() <= 1e-10 * g.amax(), "a = {}", c.a);
    let weight = -fm.joints().chain().gravity[2]
        * (fm.base().mass + chain.links.iter().map(|l| l.body.mass).sum::<f64>());
    let vertical: f64 = (0..4).map(|k| c.lambda[3 * k + 2]).sum();
    assert!(
        (vertical - weight).abs() <= 1e-10 * weight,
        "{vertical} N against {weight} N"
    );
}

/// Two contacts on one foot are dependent: refused, naming the second; with the proximal
/// iterations, each carries half of the one foot's force and the foot holds.
#[test]
fn dependent_contacts_are_refused_or_shared() {
    let (fm, chain) = solo12();
    let mut contacts = feet(&chain, ContactKind::Point);
    contacts.push(contacts[0]);
    let active = [true, true, false, false, true];
    let [q, v, _, tau] = solo12_state();
    let err = floating_constraint_dynamics(
        &fm,
        &contacts,
        &active,
        &q,
        &v,
        &tau,
        &ContactOptions::default(),
    )
    .unwrap_err();
    assert!(
        matches!(err, DynamicsError::DependentContacts { contact: 4, .. }),
        "{err:?}"
    );
    assert!(err.to_string().contains("contact 4 depends"), "{err}");
    let options = ContactOptions {
        proximal: Some(Proximal {
            mu: 1e-6,
            max_iterations: 200,
            tolerance: 1e-10,
        }),
        ..ContactOptions::default()
    };
    let shared =
        floating_constraint_dynamics(&fm, &contacts, &active, &q, &v, &tau, &options).unwrap();
    let single = floating_constraint_dynamics(
        &fm,
        &contacts[..4],
        &active[..4],
        &q,
        &v,
        &tau,
        &ContactOptions::default(),
    )
    .unwrap();
    for k in 0..3 {
        let (a, b, whole) = (shared.lambda[k], shared.lambda[12 + k], single.lambda[k]);
        assert!((a - b).abs() <= 1e-6 * whole.abs().max(1.0), "{a} and {b}");
        assert!(
            (a + b - whole).abs() <= 1e-6 * whole.abs().max(1.0),
            "{a} + {b} against {whole}"
        );
    }
    assert!((&shared.a - &single.a).amax() <= 1e-6 * single.a.amax());
}

#[test]
fn bad_contacts_are_typed_errors() {
    let (fm, chain) = solo12();
    let contacts = feet(&chain, ContactKind::Point);
    let [q, v, _, tau] = solo12_state();
    let o = ContactOptions::default();
    // Baumgarte's gains negative or not finite, anchors not one per contact or not finite.
    let pose = chaindyn::floating_frame_pose(&fm, contacts[0].frame, &q).unwrap();
    let mut bad = pose;
    bad.translation.x = f64::NAN;
    for (kp, kd, anchors, argument) in [
        (-1.0, 1.0, vec![pose; 4], "baumgarte.kp"),
        (1.0, f64::INFINITY, vec![pose; 4], "baumgarte.kd"),
        (1.0, 1.0, vec![pose, pose, pose, bad], "baumgarte.anchors"),
    ] {
        let options = ContactOptions {
            baumgarte: Some(chaindyn::Baumgarte {
                kp,
                kd,
                anchors: &anchors,
            }),
            ..ContactOptions::default()
        };
        let err = floating_constraint_dynamics(&fm, &contacts, &[true; 4], &q, &v, &tau, &options)
            .unwrap_err();
        assert!(
            matches!(err, DynamicsError::InvalidArgument { argument: a, .. } if a == argument),
            "{err:?}"
        );
    }
    let short = [pose; 3];
    let options = ContactOptions {
        baumgarte: Some(chaindyn::Baumgarte {
            kp: 1.0,
            kd: 1.0,
            anchors: &short,
        }),
        ..ContactOptions::default()
    };
    assert!(matches!(
        floating_constraint_dynamics(&fm, &contacts, &[true; 4], &q, &v, &tau, &options),
        Err(DynamicsError::DimensionMismatch {
            argument: "baumgarte.anchors",
            expected: 4,
            found: 3
        })
    ));
    let unknown = [Contact {
        frame: 10_000,
        kind: ContactKind::Point,
    }];
    assert!(matches!(
        floating_constraint_dynamics(&fm, &unknown, &[true], &q, &v, &tau, &o),
        Err(DynamicsError::UnknownFrame { frame: 10_000, .. })
    ));
    assert!(matches!(
        floating_constraint_dynamics(&fm, &contacts, &[true; 3], &q, &v, &tau, &o),
        Err(DynamicsError::DimensionMismatch {
            argument: "active",
            expected: 4,
            found: 3
        })
    ));
    for e in [-0.1, 1.5, f64::NAN] {
        assert!(matches!(
            floating_impulse_dynamics(&fm, &contacts, &[true; 4], &q, &v, e, &o),
            Err(DynamicsError::InvalidArgument {
                argument: "restitution",
                ..
            })
        ));
    }
    let bad = ContactOptions {
        proximal: Some(Proximal {
            mu: 0.0,
            ..Proximal::default()
        }),
        ..o
    };
    // Refused whether or not a contact is active, as on generated code.
    for active in [[true; 4], [false; 4]] {
        assert!(matches!(
            floating_constraint_dynamics(&fm, &contacts, &active, &q, &v, &tau, &bad),
            Err(DynamicsError::InvalidArgument {
                argument: "proximal.mu",
                ..
            })
        ));
    }
    let none = ContactOptions {
        proximal: Some(Proximal {
            max_iterations: 0,
            ..Proximal::default()
        }),
        ..o
    };
    assert!(matches!(
        floating_impulse_dynamics(&fm, &contacts, &[true; 4], &q, &v, 0.0, &none),
        Err(DynamicsError::InvalidArgument {
            argument: "proximal.max_iterations",
            ..
        })
    ));
}

// Printed by `scripts/pinocchio/constraint_dynamics.py` (Pinocchio 4.1).
const PINOCCHIO: [Case; 7] = [
    Case {
        kind: "point_local",
        active: [true, true, true, true],
        a: [
            -6.681047969222177,
            5.258252485256137,
            -8.836798460279187,
            -71.61528087241336,
            21.154539108293395,
            -49.584318245539016,
            63.479017170122134,
            -738.4681590667759,
            1541.63661467871,
            77.60058138146856,
            -150.46617157552825,
            117.12774257136536,
            77.30677425531125,
            143.5025600011604,
            -296.1702921921042,
            -33.2742225980201,
            -99.11272477578952,
            9.77347900057029,
        ],
        lambda: &[
            10.261954417578815,
            3.099843174817892,
            -15.117162728653074,
            -8.911073844857,
            2.9290595689122756,
            12.376537482501982,
            7.265361429687304,
            -3.4525653440711026,
            3.859212331146349,
            -5.877449571616769,
            4.522551512940126,
            -6.458911620399428,
        ],
        v_after: [
            0.7389010991572099,
            0.32192482598024746,
            -0.42922806891360654,
            -0.3565888502192897,
            -0.07856390515694178,
            0.7066533611268608,
            -0.36950660304118466,
            2.08474003577749,
            1.0505211795331262,
            -1.7310314053016285,
            1.4609657049783837,
            3.3436330585141616,
            0.6253642167384279,
            7.334085901983806,
            -12.694547981530995,
            -0.40093732855542863,
            7.265818288381589,
            -8.798454345776928,
        ],
        impulses: &[
            -0.015597669049161598,
            0.02584931058588032,
            -0.20479566879120037,
            -0.02742587348454166,
            -0.0016379297714620253,
            -0.07021110669442629,
            -0.0013239405265561908,
            -0.011984279051639705,
            0.16111378822051176,
            -0.022978314891180022,
            -0.04949289012146381,
            -0.15311231483841678,
        ],
    },
    Case {
        kind: "point_local",
        active: [true, false, false, true],
        a: [
            -3.9848789050190785,
            3.238259909290675,
            -13.386339011282605,
            -55.74632976833702,
            32.76787162696963,
            -60.131980162059534,
            58.26891985931725,
            -702.9956527653004,
            1489.095421119569,
            -52.790316253376,
            389.93678021127533,
            -3635.0013516137124,
            296.2189049507377,
            -108.99087593829394,
            2402.902322090463,
            -61.52745921363042,
            -113.16042016419198,
            28.562792127638545,
        ],
        lambda: &[
            10.257997924656177,
            2.8547255172437467,
            -14.858146209112634,
            -5.868982530867372,
            4.695407530882908,
            -6.0431433008831785,
        ],
        v_after: [
            0.7159684733468766,
            0.3731036879734198,
            -0.44360995498408073,
            -0.9018744883296085,
            -0.5076520913412013,
            0.563760462236172,
            0.035283951771396316,
            2.390419762355228,
            1.275312051922559,
            -1.3433572749804044,
            -0.41118339727969955,
            -0.7694941561083208,
            0.8399559427601275,
            -0.9326664747777302,
            2.2597111039130646,
            -0.5717602492864869,
            7.2099399178519405,
            -8.281539382760181,
        ],
        impulses: &[
            -0.015559728441652789,
            0.025688218514828817,
            -0.20089771996847144,
            -0.022946770625348955,
            -0.0472360057277609,
            -0.151978564139576,
        ],
    },
    Case {
        kind: "point_local",
        active: [false, true, true, true],
        a: [
            -2.7133146479979455,
            3.43984157613778,
            -3.6408625319428434,
            -5.162441174238652,
            -23.89457932821462,
            -77.83893351659282,
            -88.25691898222605,
            -1017.8353615255012,
            5227.235497449649,
            58.51378039582307,
            -140.94991068940234,
            126.47548426389409,
            -6.736502604545443,
            248.23141577070209,
            -366.14979375026365,
            -173.45256910074272,
            -91.29599327828093,
            74.30828006568532,
        ],
        lambda: &[
            -8.91209450218427,
            2.612635806581922,
            12.552881148024321,
            7.256793543327864,
            -3.3623706582947848,
            3.8654078066093995,
            -5.86139460794339,
            4.878372307259921,
            -5.643542349495137,
        ],
        v_after: [
            0.7928612658216072,
            0.2939661962785147,
            -0.3655478296102036,
            0.4428190996328327,
            -0.6413895474391171,
            0.3020725095149422,
            -0.591904673242725,
            0.11572847565441102,
            1.0420613552419227,
            -1.8855055656978659,
            1.3740688648294757,
            3.777444723303056,
            -0.381749303907272,
            8.788152620104666,
            -13.741244987287292,
            -2.1929626037066487,
            7.352481220035487,
            -8.049626123298191,
        ],
        impulses: &[
            -0.02737443884306159,
            -0.005285595378465686,
            -0.06480844445763585,
            -0.0014569892984154253,
            -0.010942950347330503,
            0.16164639178766804,
            -0.02280315915233378,
            -0.045363139205201394,
            -0.1437132084076781,
        ],
    },
    Case {
        kind: "point_world",
        active: [true, true, true, true],
        a: [
            -6.681047969222178,
            5.258252485256146,
            -8.836798460279192,
            -71.61528087241356,
            21.154539108293445,
            -49.584318245539,
            63.47901717012229,
            -738.4681590667749,
            1541.6366146787063,
            77.60058138146867,
            -150.46617157552896,
            117.12774257136684,
            77.3067742553115,
            143.50256000116065,
            -296.170292192105,
            -33.27422259802003,
            -99.11272477578966,
            9.773479000569466,
        ],
        lambda: &[
            -3.0100602491061736,
            13.230054330245968,
            -12.623412567804305,
            1.5228253147578104,
            9.973545269617524,
            11.805706454851844,
            -1.282751925421631,
            -8.623223087144805,
            1.8957254714490563,
            -2.744534818501564,
            8.123387830795728,
            4.815965505974706,
        ],
        v_after: [
            0.7389010991572099,
            0.3219248259802475,
            -0.42922806891360665,
            -0.35658885021929093,
            -0.07856390515694045,
            0.7066533611268612,
            -0.3695066030411861,
            2.0847400357774957,
            1.0505211795331186,
            -1.7310314053016274,
            1.4609657049783837,
            3.34363305851416,
            0.6253642167384291,
            7.334085901983806,
            -12.694547981530999,
            -0.40093732855542574,
            7.265818288381585,
            -8.798454345776925,
        ],
        impulses: &[
            -0.1150562973923293,
            0.1685203421417803,
            -0.034866643198805905,
            -0.06252102738066471,
            -0.003893135285035605,
            -0.04195742468861774,
            -0.10228865975553976,
            -0.034121101208459625,
            0.12031545642770439,
            -0.15415458605907628,
            0.03822425213496154,
            0.034586127691166466,
        ],
    },
    Case {
        kind: "point_world",
        active: [false, true, true, false],
        a: [
            -2.4473837183163174,
            5.067530366620273,
            -3.6645649196702346,
            -2.6340376992319685,
            -21.067494127061213,
            -84.1612540351913,
            -98.34155720040106,
            -1007.8266030815803,
            5214.432376814655,
            54.20161548790139,
            -151.36230808107626,
            131.73683535184156,
            -16.227898572926627,
            269.412047599695,
            -401.80150852250654,
            -687.1701431965939,
            -379.1366730289963,
            -1308.872039785558,
        ],
        lambda: &[
            1.5375118088766684,
            9.77197392567397,
            12.086079091457076,
            -1.3156350721423675,
            -8.592134103000866,
            2.1087859175266725,
        ],
        v_after: [
            0.8079190523127645,
            0.31252158402642494,
            -0.31967517772833187,
            -0.2429919412857351,
            -0.21916578268888415,
            0.13597336644900074,
            0.2761211426857413,
            0.4422366099793341,
            0.19995841754257082,
            -1.1460465653043053,
            1.052046729455269,
            3.6048371197394613,
            0.17249749647550963,
            8.798139256324422,
            -13.864694199774117,
            0.674083607141079,
            -0.3071063308977565,
            -1.186935611290859,
        ],
        impulses: &[
            -0.06142227296183189,
            -0.006823114858908002,
            -0.036370353019059394,
            -0.0979401810095527,
            -0.031574860555941504,
            0.12193668144564057,
        ],
    },
    Case {
        kind: "surface",
        active: [true, false, false, false],
        a: [
            2.392183333323064,
            3.149721641020988,
            -9.527948943303606,
            -8.651862891009937,
            -34.55193547565948,
            -9.869624946239187,
            8.83392448081838,
            65.61661931152385,
            -29.78306263274341,
            -80.17675465969643,
            615.9936552860942,
            -3844.9194091339805,
            285.8983453490617,
            -101.48919590389045,
            2435.9632355914123,
            -567.1340535131308,
            -184.52902291620038,
            -1444.9561194975022,
        ],
        lambda: &[
            0.3367585198597669,
            1.280919850610855,
            -1.4719706352600879,
            -3.9600392923909857,
            -1.5292545371819528,
            3.724784183722131,
        ],
        v_after: [
            0.7537241511955508,
            0.1780411506891506,
            -0.4298873745320594,
            -2.3656437915313244,
            -0.15253427687117738,
            -0.042641198869465304,
            2.3656437915313333,
            6.317853821432358,
            -6.159471444061521,
            1.537286277333455,
            -2.079144308802025,
            1.034368261552121,
            2.9150906585016814,
            0.09188586593656045,
            1.4311182738191737,
            3.5783743949823457,
            -1.0815958392943563,
            -0.2016101769533889,
        ],
        impulses: &[
            -0.05466202967420422,
            -0.4635039450849148,
            -0.1313575186230432,
            0.09678127197257104,
            -0.00601266284014715,
            0.05796860993820938,
        ],
    },
    Case {
        kind: "surface",
        active: [false, false, true, false],
        a: [
            0.5168038219589297,
            -1.796810641499733,
            -3.546820749145085,
            70.08987876208563,
            -17.345341940422717,
            -12.047076543278362,
            -174.35119948519485,
            -1088.9900082666154,
            5283.868223690102,
            -163.25296476077037,
            560.7541020868235,
            -3775.561401011858,
            -69.55604281460087,
            36.54207912552441,
            -15.45283097532051,
            -609.5475351191535,
            -215.01977782498284,
            -1416.683580553963,
        ],
        lambda: &[
            15.449022829664926,
            -7.695970189736939,
            11.614156011824571,
            3.1584766949505636,
            1.300208804678087,
            2.6391186805695384,
        ],
        v_after: [
            0.7719898796797848,
            0.14487930560201584,
            -0.22613175723975543,
            0.4443661130913452,
            1.1113342041465062,
            0.8598641737502581,
            0.47387854223134807,
            -1.4725236287654777,
            0.7446794268005157,
            -3.575943706562911,
            -1.6416627271782995,
            0.4925732077402456,
            -0.4443661130913457,
            2.9555868514473302,
            -4.360731011526734,
            3.8375557856276012,
            -0.9160072514819084,
            -1.418401527091608,
        ],
        impulses: &[
            0.27731663924445904,
            -0.22140625178781886,
            0.4358813385963312,
            0.00937272904313445,
            0.0442169810500406,
            -0.0495199340914981,
        ],
    },
];
