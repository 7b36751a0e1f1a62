//! Dumps the reference algorithms' results on kinematic trees as JSON, for the cross-check
//! against Pinocchio (`scripts/pinocchio_tree_check.py`): for each tree the URDF text it was
//! imported from, its joint and leaf names, and at a few random states `(q, q̇, q̈, τ)` the mass
//! matrix, `C q̇ + g`, `g`, inverse dynamics and its derivatives, forward dynamics by the
//! articulated-body algorithm, the joints' damping and friction (which Pinocchio's algorithms
//! leave out), the centre of mass with its Jacobian and each leaf body's frame
//! Jacobian (`LocalWorldAligned`).
//!
//! Trees: the Panda of `tests/robots/panda.urdf` with both fingers (9 joints), the Allegro right
//! hand of `tests/robots/allegro_right_hand.urdf` (16 joints; the products of inertia of its four
//! fingertip links, which break the triangle inequality, dropped: see the file's header)
//! and Baxter of `tests/robots/baxter.urdf` (19 joints).
//!
//! Run (only the runtime crate; Pinocchio from `pip install pin`):
//!
//! ```text
//! CARGO_TARGET_DIR=target CARGO_INCREMENTAL=0 cargo run -p chaindyn --example tree_dump \
//!     > /tmp/tree_dump.json
//! python3 scripts/pinocchio_tree_check.py /tmp/tree_dump.json
//! ```

use chaindyn::model::SplitMix64;
use chaindyn::{
    aba, bias_force, center_of_mass, center_of_mass_jacobian, crba, frame_jacobian, gravity,
    joint_losses, joint_losses_derivative, rnea, rnea_derivatives, Chain, Multibody,
    ReferenceFrame,
};
use nalgebra::{DMatrix, DVector};

use std::fmt::Write;

fn matrix(m: &DMatrix<f64>) -> String {
    let rows: Vec<String> = m
        .row_iter()
        .map(|r| {
            let xs: Vec<String> = r.iter().map(|x| format!("{x:e}")).collect();
            format!("[{}]", xs.join(","))
        })
        .collect();
    format!("[{}]", rows.join(","))
}

fn vector(v: &DVector<f64>) -> String {
    let xs: Vec<String> = v.iter().map(|x| format!("{x:e}")).collect();
    format!("[{}]", xs.join(","))
}

fn strings(v: &[&str]) -> String {
    let xs: Vec<String> = v.iter().map(|s| format!("{s:?}")).collect();
    format!("[{}]", xs.join(","))
}

fn main() {
    let panda = include_str!("../../tests/robots/panda.urdf").to_owned();
    let allegro = include_str!("../../tests/robots/allegro_right_hand.urdf").to_owned();
    let baxter = include_str!("../../tests/robots/baxter.urdf").to_owned();
    let mut rng = SplitMix64(0x0007_EED0);
    let mut out = String::from("[");
    for (k, (name, xml)) in [("panda", panda), ("allegro", allegro), ("baxter", baxter)]
        .into_iter()
        .enumerate()
    {
        let imported = Chain::tree_from_urdf_str(&xml, None, &[]).expect("the tree imports");
        let mb = Multibody::new(&imported.chain).expect("the tree is valid");
        let n = mb.dof();
        let leaves: Vec<&str> = imported.leaves.iter().map(String::as_str).collect();
        if k > 0 {
            out.push(',');
        }
        write!(
            out,
            "{{\"name\":{name:?},\"urdf\":{xml:?},\"joints\":{},\"leaves\":{},\"states\":[",
            strings(&imported.joint_names()),
            strings(&leaves)
        )
        .unwrap();
        for s in 0..3 {
            let draw = |rng: &mut SplitMix64, scale: f64| {
                DVector::from_fn(n, |_, _| scale * rng.symmetric())
            };
            let (q, qd, qdd, tau) = (
                draw(&mut rng, 1.0),
                draw(&mut rng, 2.0),
                draw(&mut rng, 3.0),
                draw(&mut rng, 5.0),
            );
            let d = rnea_derivatives(&mb, &q, &qd, &qdd).unwrap();
            let jacobians: Vec<String> = leaves
                .iter()
                .map(|leaf| {
                    let frame = mb.chain().frame_index(leaf).expect("a leaf is a body");
                    let j = frame_jacobian(&mb, frame, &q, ReferenceFrame::LocalWorldAligned);
                    matrix(&j.unwrap())
                })
                .collect();
            let com = center_of_mass(&mb, &q).unwrap();
            if s > 0 {
                out.push(',');
            }
            write!(
                out,
                "{{\"q\":{},\"v\":{},\"a\":{},\"tau\":{},\"M\":{},\"nle\":{},\"g\":{},\
                 \"rnea\":{},\"drnea_dq\":{},\"drnea_dv\":{},\"aba\":{},\"com\":{},\
                 \"com_jacobian\":{},\"losses\":{},\"dlosses_dv\":{},\"leaf_jacobians\":[{}]}}",
                vector(&q),
                vector(&qd),
                vector(&qdd),
                vector(&tau),
                matrix(&crba(&mb, &q).unwrap()),
                vector(&bias_force(&mb, &q, &qd).unwrap()),
                vector(&gravity(&mb, &q).unwrap()),
                vector(&rnea(&mb, &q, &qd, &qdd).unwrap()),
                matrix(&d.dtau_dq),
                matrix(&d.dtau_dqd),
                vector(&aba(&mb, &q, &qd, &tau).unwrap()),
                vector(&DVector::from_column_slice(com.as_slice())),
                matrix(&center_of_mass_jacobian(&mb, &q).unwrap()),
                vector(&joint_losses(&mb, &qd).unwrap()),
                matrix(&joint_losses_derivative(&mb, &qd).unwrap()),
                jacobians.join(",")
            )
            .unwrap();
        }
        out.push_str("]}");
    }
    out.push(']');
    println!("{out}");
}
