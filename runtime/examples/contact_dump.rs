//! Dumps the reference's dynamics under contact as JSON, for the cross-check against Pinocchio's
//! `constraintDynamics` and `impulseDynamics` (`scripts/pinocchio_contact_check.py`): for each
//! robot given on the command line as `NAME=PATH=CONTACTS` (`CONTACTS` a comma-separated list of
//! `point:FRAME` or `surface:FRAME`), the whole tree of the URDF on a floating base (the joints'
//! damping and friction left out, as Pinocchio's algorithms leave them out) and, at a few random
//! states `(q, v, τ)` (the base unactuated), for every set of active contacts and, for point
//! contacts, both axes: `a` and `λ` (the active contacts' forces, stacked as Pinocchio stacks
//! them) and their six derivative blocks, and the impulse at `e = 0.3` (`v⁺`, the impulses) and
//! its four, or the error where the contacts are dependent; each also with Baumgarte's terms
//! (`k_p = 40`, `k_d = 12`, the anchors the contacts' poses at a configuration 0.1 away).
//!
//! Run (only the runtime crate; the URDFs of the example-robot-data wheel, Pinocchio from
//! `pip install pin example-robot-data`): see `scripts/pinocchio_contact_check.py`.

use chaindyn::model::SplitMix64;
use chaindyn::{
    floating_constraint_dynamics_derivatives, floating_frame_pose,
    floating_impulse_dynamics_derivatives, Baumgarte, Chain, Contact, ContactKind, ContactOptions,
    FloatingMultibody, Pose, ReferenceFrame,
};
use nalgebra::{DMatrix, DVector};
use std::fmt::Write;

/// The impulse's restitution.
const RESTITUTION: f64 = 0.3;

/// Baumgarte's gains of the stabilised cases.
const KP: f64 = 40.0;
const KD: f64 = 12.0;

fn vector<'a>(v: impl IntoIterator<Item = &'a f64>) -> String {
    let xs: Vec<String> = v.into_iter().map(|x| format!("{x:e}")).collect();
    format!("[{}]", xs.join(","))
}

/// A matrix as JSON rows; with `contacts`, only the active contacts' rows.
fn matrix(m: &DMatrix<f64>, active_rows: Option<(&[Contact], &[bool])>) -> String {
    let keep: Vec<usize> = match active_rows {
        None => (0..m.nrows()).collect(),
        Some((contacts, active)) => {
            let index = DVector::from_fn(m.nrows(), |i, _| i as f64);
            active_slots(&index, contacts, active)
                .iter()
                .map(|&i| i as usize)
                .collect()
        }
    };
    let rows: Vec<String> = keep.iter().map(|&i| vector(m.row(i).iter())).collect();
    format!("[{}]", rows.join(","))
}

/// `x`'s slots of the active contacts, in order (Pinocchio's stacking).
fn active_slots(x: &DVector<f64>, contacts: &[Contact], active: &[bool]) -> Vec<f64> {
    let mut out = Vec::new();
    let mut at = 0;
    for (c, &on) in contacts.iter().zip(active) {
        let dim = c.kind.dimension();
        if on {
            out.extend(x.rows(at, dim).iter());
        }
        at += dim;
    }
    out
}

fn main() {
    let mut rng = SplitMix64(0xC0A1);
    let mut out = String::from("[");
    for (k, arg) in std::env::args().skip(1).enumerate() {
        let mut parts = arg.splitn(3, '=');
        let (name, path, list) = (
            parts.next().expect("NAME"),
            parts.next().expect("PATH"),
            parts.next().expect("CONTACTS"),
        );
        let xml = std::fs::read_to_string(path).expect("read the URDF");
        let urdf = Chain::tree_from_urdf_str(&xml, None, &[]).expect("import the tree");
        let mut tree = urdf.chain.clone();
        for link in &mut tree.links {
            link.joint.dynamics = Default::default();
        }
        let base = urdf.base_body.clone().expect("a physical base body");
        let fm = FloatingMultibody::new(&base, &tree).expect("a floating tree");
        let contacts: Vec<Contact> = list
            .split(',')
            .map(|c| {
                let (kind, frame) = c.split_once(':').expect("KIND:FRAME");
                let kind = match kind {
                    "point" => ContactKind::Point,
                    "surface" => ContactKind::Surface,
                    other => panic!("unknown contact kind {other}"),
                };
                let frame = tree.frame_index(frame).expect("a frame of the robot");
                Contact { frame, kind }
            })
            .collect();
        let (nq, nv) = (fm.nq(), fm.nv());
        write!(
            out,
            "{}{{\"name\":{name:?},\"contacts\":{list:?},\"states\":[",
            if k > 0 { "," } else { "" }
        )
        .unwrap();
        for s in 0..3 {
            let mut q = DVector::from_fn(nq, |_, _| rng.uniform(-1.0, 1.0));
            let norm = q.rows(3, 4).norm();
            for i in 3..7 {
                q[i] /= norm;
            }
            let v = DVector::from_fn(nv, |_, _| rng.uniform(-1.5, 1.5));
            let tau = DVector::from_fn(nv, |i, _| if i < 6 { 0.0 } else { rng.uniform(-5.0, 5.0) });
            // Baumgarte's anchors: the contacts' poses a little earlier.
            let drift = DVector::from_fn(nv, |_, _| rng.uniform(-0.1, 0.1));
            let earlier = fm.integrate(&q, &drift).expect("a configuration");
            let anchors: Vec<Pose> = contacts
                .iter()
                .map(|c| floating_frame_pose(&fm, c.frame, &earlier).expect("a pose"))
                .collect();
            let anchors_json: Vec<String> = anchors
                .iter()
                .map(|a| {
                    let r = a.rotation.transpose();
                    vector(r.iter().chain(a.translation.iter()))
                })
                .collect();
            let mut cases = Vec::new();
            for mask in 0..(1u32 << contacts.len()) {
                let active: Vec<bool> = (0..contacts.len()).map(|i| mask & (1 << i) != 0).collect();
                for (axes, stabilised) in [
                    (ReferenceFrame::Local, false),
                    (ReferenceFrame::LocalWorldAligned, false),
                    (ReferenceFrame::Local, true),
                    (ReferenceFrame::LocalWorldAligned, true),
                ] {
                    let options = ContactOptions {
                        point_forces: axes,
                        baumgarte: stabilised.then_some(Baumgarte {
                            kp: KP,
                            kd: KD,
                            anchors: &anchors,
                        }),
                        ..ContactOptions::default()
                    };
                    let mask_json = vector(
                        &active
                            .iter()
                            .map(|&b| f64::from(u8::from(b)))
                            .collect::<Vec<_>>(),
                    );
                    let result = floating_constraint_dynamics_derivatives(
                        &fm, &contacts, &active, &q, &v, &tau, &options,
                    )
                    .and_then(|c| {
                        floating_impulse_dynamics_derivatives(
                            &fm,
                            &contacts,
                            &active,
                            &q,
                            &v,
                            RESTITUTION,
                            &options,
                        )
                        .map(|i| (c, i))
                    });
                    let rows = Some((contacts.as_slice(), active.as_slice()));
                    let case = match result {
                        Ok((c, i)) => format!(
                            "{{\"active\":{mask_json},\"world\":{},\"baumgarte\":{stabilised},\"a\":{},\"lambda\":{},\"v_after\":{},\"impulses\":{},\"da_dq\":{},\"da_dv\":{},\"da_dtau\":{},\"dlambda_dq\":{},\"dlambda_dv\":{},\"dlambda_dtau\":{},\"dv_dq\":{},\"dv_dv\":{},\"dimpulses_dq\":{},\"dimpulses_dv\":{}}}",
                            axes == ReferenceFrame::LocalWorldAligned,
                            vector(&c.a),
                            vector(&active_slots(&c.lambda, &contacts, &active)),
                            vector(&i.v),
                            vector(&active_slots(&i.impulses, &contacts, &active)),
                            matrix(&c.da_dq, None),
                            matrix(&c.da_dv, None),
                            matrix(&c.da_dtau, None),
                            matrix(&c.dlambda_dq, rows),
                            matrix(&c.dlambda_dv, rows),
                            matrix(&c.dlambda_dtau, rows),
                            matrix(&i.dv_dq, None),
                            matrix(&i.dv_dv, None),
                            matrix(&i.dimpulses_dq, rows),
                            matrix(&i.dimpulses_dv, rows),
                        ),
                        Err(e) => format!(
                            "{{\"active\":{mask_json},\"world\":{},\"baumgarte\":{stabilised},\"error\":{:?}}}",
                            axes == ReferenceFrame::LocalWorldAligned,
                            e.to_string()
                        ),
                    };
                    cases.push(case);
                }
            }
            write!(
                out,
                "{}{{\"q\":{},\"v\":{},\"tau\":{},\"kp\":{KP:e},\"kd\":{KD:e},\"anchors\":[{}],\"cases\":[{}]}}",
                if s > 0 { "," } else { "" },
                vector(&q),
                vector(&v),
                vector(&tau),
                anchors_json.join(","),
                cases.join(",")
            )
            .unwrap();
        }
        out.push_str("]}");
    }
    out.push(']');
    println!("{out}");
}
