//! The generated contact dynamics against the runtime's reference (run by
//! `scripts/generated_contact_check.sh`): for each robot, at three random states (the base
//! anywhere, turned any way; joints in ±1 rad, velocities in ±1.5, joint torques in ±5, the base
//! unactuated), every set of active contacts in both axes of a point's forces: `a`, `λ` and the
//! six derivative blocks of `constraint_dynamics_derivatives`, `v⁺`, `Λ` and the four of
//! `impulse_dynamics_derivatives` (`e = 0.3`), each within 1e-10 of its largest entry (at least
//! 1) of the reference's (`floating_constraint_dynamics_derivatives`,
//! `floating_impulse_dynamics_derivatives`), both sides refusing the same dependent sets; and the
//! impulse at `e = 0` leaving the active contacts' `J v⁺` within 1e-12 of `1 + |v|`.

use chaindyn::nalgebra::{DVector, SVector};
use chaindyn::{
    Contact, ContactOptions, FloatingMultibody, FloatingTaskSpace, FrameContact, ReferenceFrame,
};

#[allow(dead_code)]
mod solo12 {
    include!(concat!(env!("CHAINDYN_CONTACT_GEN"), "/Solo12.rs"));
}
#[allow(dead_code)]
mod anymal {
    include!(concat!(env!("CHAINDYN_CONTACT_GEN"), "/AnymalC.rs"));
}
#[allow(dead_code)]
mod bolt {
    include!(concat!(env!("CHAINDYN_CONTACT_GEN"), "/Bolt.rs"));
}
#[allow(dead_code)]
mod g1 {
    include!(concat!(env!("CHAINDYN_CONTACT_GEN"), "/G1.rs"));
}

/// The largest distance allowed, relative to the reference's largest entry (at least 1).
const TOL: f64 = 1e-10;

/// A deterministic generator, uniform in `[lo, hi)`.
struct Lcg(u64);

impl Lcg {
    fn uniform(&mut self, lo: f64, hi: f64) -> f64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        lo + (hi - lo) * ((self.0 >> 11) as f64 / (1u64 << 53) as f64)
    }
}

/// `max |a − b| / max(1, max |b|)`.
fn off(a: &[f64], b: &[f64]) -> f64 {
    assert_eq!(a.len(), b.len());
    let scale = b.iter().fold(1.0_f64, |m, x| m.max(x.abs()));
    a.iter()
        .zip(b)
        .fold(0.0_f64, |m, (x, y)| m.max((x - y).abs()))
        / scale
}

fn check<R, const NQ: usize, const NV: usize, const NC: usize>(
    name: &str,
    robot: &R,
    contacts: &[FrameContact<R>],
) -> f64
where
    R: FloatingTaskSpace<NQ, NV>,
{
    let (base, chain) = (robot.base_body(), robot.chain());
    let fm = FloatingMultibody::new(&base, &chain).expect("a floating tree");
    let reference: Vec<Contact> = contacts
        .iter()
        .map(|c| {
            let (frame, _) = R::FRAMES
                .iter()
                .find(|(_, id)| *id == c.frame)
                .expect("a frame");
            Contact {
                frame: chain.frame_index(frame).expect("the same frame"),
                kind: c.kind,
            }
        })
        .collect();
    let mut rng = Lcg(0xC0DE);
    let names = [
        "a",
        "λ",
        "∂a/∂q",
        "∂a/∂v",
        "∂a/∂τ",
        "∂λ/∂q",
        "∂λ/∂v",
        "∂λ/∂τ",
        "v⁺",
        "Λ",
        "∂v⁺/∂q",
        "∂v⁺/∂v",
        "∂Λ/∂q",
        "∂Λ/∂v",
    ];
    let mut worst = [0.0f64; 14];
    let (mut compared, mut refused, mut impact) = (0, 0, 0.0f64);
    for _ in 0..3 {
        let mut q = SVector::<f64, NQ>::from_fn(|_, _| rng.uniform(-1.0, 1.0));
        let norm = q.fixed_rows::<4>(3).norm();
        for i in 3..7 {
            q[i] /= norm;
        }
        let v = SVector::<f64, NV>::from_fn(|_, _| rng.uniform(-1.5, 1.5));
        let tau =
            SVector::<f64, NV>::from_fn(|i, _| if i < 6 { 0.0 } else { rng.uniform(-5.0, 5.0) });
        let (qd, vd, td) = (
            DVector::from_column_slice(q.as_slice()),
            DVector::from_column_slice(v.as_slice()),
            DVector::from_column_slice(tau.as_slice()),
        );
        for mask in 0..1u32 << contacts.len() {
            let active: Vec<bool> = (0..contacts.len()).map(|k| mask & (1 << k) != 0).collect();
            for axes in [ReferenceFrame::Local, ReferenceFrame::LocalWorldAligned] {
                let options = ContactOptions {
                    point_forces: axes,
                    ..ContactOptions::default()
                };
                let ours = robot
                    .constraint_dynamics_derivatives::<NC>(
                        contacts, &active, &q, &v, &tau, &options,
                    )
                    .and_then(|d| {
                        robot
                            .impulse_dynamics_derivatives::<NC>(
                                contacts, &active, &q, &v, 0.3, &options,
                            )
                            .map(|i| (d, i))
                    });
                let theirs = chaindyn::floating_constraint_dynamics_derivatives(
                    &fm, &reference, &active, &qd, &vd, &td, &options,
                )
                .and_then(|d| {
                    chaindyn::floating_impulse_dynamics_derivatives(
                        &fm, &reference, &active, &qd, &vd, 0.3, &options,
                    )
                    .map(|i| (d, i))
                });
                let ((d, i), (rd, ri)) = match (ours, theirs) {
                    (Ok(o), Ok(t)) => (o, t),
                    (Err(a), Err(b)) if a == b => {
                        refused += 1;
                        continue;
                    }
                    (o, t) => panic!("{name} {active:?}: {:?} against {:?}", o.err(), t.err()),
                };
                let pairs: [(&[f64], &[f64]); 14] = [
                    (d.value.a.as_slice(), rd.a.as_slice()),
                    (d.value.lambda.as_slice(), rd.lambda.as_slice()),
                    (d.da_dq.as_slice(), rd.da_dq.as_slice()),
                    (d.da_dv.as_slice(), rd.da_dv.as_slice()),
                    (d.da_dtau.as_slice(), rd.da_dtau.as_slice()),
                    (d.dlambda_dq.as_slice(), rd.dlambda_dq.as_slice()),
                    (d.dlambda_dv.as_slice(), rd.dlambda_dv.as_slice()),
                    (d.dlambda_dtau.as_slice(), rd.dlambda_dtau.as_slice()),
                    (i.value.a.as_slice(), ri.v.as_slice()),
                    (i.value.lambda.as_slice(), ri.impulses.as_slice()),
                    (i.dv_dq.as_slice(), ri.dv_dq.as_slice()),
                    (i.dv_dv.as_slice(), ri.dv_dv.as_slice()),
                    (i.dimpulses_dq.as_slice(), ri.dimpulses_dq.as_slice()),
                    (i.dimpulses_dv.as_slice(), ri.dimpulses_dv.as_slice()),
                ];
                for (w, (a, b)) in worst.iter_mut().zip(pairs) {
                    *w = w.max(off(a, b));
                }
                compared += 1;
                // A plastic impact stops the active contacts.
                let stop = robot
                    .impulse_dynamics::<NC>(contacts, &active, &q, &v, 0.0, &options)
                    .expect("as with e = 0.3");
                for (c, _) in contacts.iter().zip(&active).filter(|(_, on)| **on) {
                    let axes = match c.kind {
                        chaindyn::ContactKind::Point => axes,
                        chaindyn::ContactKind::Surface => ReferenceFrame::Local,
                    };
                    let after = robot.frame_jacobian(c.frame, &q, axes) * stop.a;
                    let rows = after.rows(0, c.kind.dimension()).amax();
                    impact = impact.max(rows / (1.0 + v.amax()));
                }
            }
        }
    }
    let line: Vec<String> = names
        .iter()
        .zip(worst)
        .map(|(n, w)| format!("{n} {w:.1e}"))
        .collect();
    println!(
        "{name}: {compared} cases compared, {refused} refused by both; {}; J v⁺ at e = 0: {impact:.1e}",
        line.join(", ")
    );
    assert!(impact <= 1e-12, "{name}: J v⁺ = {impact:e} at e = 0");
    worst.into_iter().fold(0.0, f64::max)
}

fn main() {
    use anymal::AnymalC;
    use bolt::Bolt;
    use g1::G1;
    use solo12::Solo12;
    let worst = [
        check::<_, 19, 18, { Solo12::CONTACT_FORCES }>("Solo12", &Solo12, &Solo12::CONTACTS),
        check::<_, 19, 18, { AnymalC::CONTACT_FORCES }>("ANYmal C", &AnymalC, &AnymalC::CONTACTS),
        check::<_, 13, 12, { Bolt::CONTACT_FORCES }>("Bolt", &Bolt, &Bolt::CONTACTS),
        check::<_, 36, 35, { G1::CONTACT_FORCES }>("G1", &G1, &G1::CONTACTS),
    ]
    .into_iter()
    .fold(0.0, f64::max);
    println!("largest relative difference {worst:.1e} (tolerance {TOL:.0e})");
    if worst > TOL {
        std::process::exit(1);
    }
}
