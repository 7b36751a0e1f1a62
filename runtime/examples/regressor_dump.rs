//! Dumps the identification quantities of a few chains as JSON, for the cross-check against
//! Pinocchio (`scripts/pinocchio_regressor_check.py`): for every chain its joints and merged
//! bodies, the standard parameters, and at a few fixed states `(q, q̇, q̈)` the joint torque
//! regressor, the kinetic and potential energy regressors, `rnea` and the energies.
//!
//! Chains: the Panda of `tests/robots/panda.urdf` from `world` and from `panda_link0` to
//! `panda_hand` (hand merged into link 7, fingers left out), `tests/robots/fixed_between.urdf`
//! (fixed joints with rotations between movable ones, a prismatic joint), a chain written here
//! (offsets, rpy, non-unit axes, a prismatic joint) and a random spatial chain of the tests.
//!
//! Run (only the runtime crate):
//!
//! ```text
//! CARGO_TARGET_DIR=target CARGO_INCREMENTAL=0 cargo run -p chaindyn --example regressor_dump \
//!     > /tmp/regressor_dump.json
//! python3 scripts/pinocchio_regressor_check.py /tmp/regressor_dump.json
//! ```

#[path = "../tests/common/mod.rs"]
mod common;

use chaindyn::identification::{
    kinetic_energy_regressor, potential_energy_regressor, regressor, standard_parameters, Columns,
};
use chaindyn::{
    kinetic_energy, potential_energy, rnea, AngleConvention, Body, Chain, Joint, JointKind, Link,
    Multibody, URDF_GRAVITY,
};
use common::{random_chain, random_inertia, Draw, SplitMix64};
use nalgebra::DVector;
use std::fmt::Write;

/// A JSON number (shortest round-trip representation; the states here are finite).
fn num(x: f64) -> String {
    assert!(x.is_finite(), "non-finite number in the dump");
    format!("{x:?}")
}

fn arr<'a>(xs: impl IntoIterator<Item = &'a f64>) -> String {
    let items: Vec<String> = xs.into_iter().map(|x| num(*x)).collect();
    format!("[{}]", items.join(","))
}

fn strs<S: AsRef<str>>(xs: &[S]) -> String {
    let items: Vec<String> = xs.iter().map(|s| format!("{:?}", s.as_ref())).collect();
    format!("[{}]", items.join(","))
}

/// A chain written by hand: offsets, roll-pitch-yaw, non-unit axes, a prismatic joint, full
/// inertias, gravity along URDF's -z.
fn code_chain() -> Chain {
    let mut rng = SplitMix64(0x5EED_0001);
    // (kind, axis, origin xyz, origin rpy) of each joint.
    type Spec = (JointKind, [f64; 3], [f64; 3], [f64; 3]);
    let spec: [Spec; 5] = [
        (
            JointKind::Revolute,
            [0.0, 0.0, 2.0],
            [0.1, -0.05, 0.3],
            [0.0, 0.0, 0.4],
        ),
        (
            JointKind::Revolute,
            [1.0, 1.0, 0.0],
            [0.0, 0.2, 0.1],
            [-1.2, 0.3, 0.0],
        ),
        (
            JointKind::Prismatic,
            [0.3, -0.5, 1.0],
            [0.25, 0.0, -0.05],
            [0.5, -0.7, 2.1],
        ),
        (
            JointKind::Revolute,
            [0.0, -1.0, 0.2],
            [0.0, 0.15, 0.0],
            [std::f64::consts::FRAC_PI_2, 0.0, 0.3],
        ),
        (
            JointKind::Revolute,
            [0.7, 0.1, -0.4],
            [-0.1, 0.05, 0.2],
            [0.2, 1.1, -2.5],
        ),
    ];
    let links = spec
        .iter()
        .enumerate()
        .map(|(i, (kind, axis, xyz, rpy))| {
            let joint = match kind {
                JointKind::Revolute => Joint::revolute(format!("j{i}"), *axis),
                JointKind::Prismatic => Joint::prismatic(format!("j{i}"), *axis),
            }
            .with_origin(*xyz, *rpy);
            let mass = rng.uniform(0.3, 2.5);
            let body = Body::new(
                format!("b{i}"),
                mass,
                rng.vec3(-0.2, 0.2),
                random_inertia(&mut rng, mass),
            );
            Link { joint, body }
        })
        .collect();
    Chain::new(links, URDF_GRAVITY, AngleConvention::Relative)
}

/// Fixed states: rest, then three seeded random ones.
fn states(n: usize, seed: u64) -> Vec<(DVector<f64>, DVector<f64>, DVector<f64>)> {
    let mut rng = SplitMix64(seed);
    let mut out = vec![(DVector::zeros(n), DVector::zeros(n), DVector::zeros(n))];
    for _ in 0..3 {
        out.push((
            rng.dvector(n, -1.5, 1.5),
            rng.dvector(n, -2.0, 2.0),
            rng.dvector(n, -5.0, 5.0),
        ));
    }
    out
}

struct Case {
    name: &'static str,
    /// `Some((file, base, tip, ignored joints))` for a chain read from a URDF file.
    urdf: Option<(String, String, String, Vec<String>)>,
    chain: Chain,
}

fn dump(case: &Case, seed: u64) -> String {
    let chain = &case.chain;
    let mb = Multibody::new(chain).expect("chain");
    let n = chain.dof();
    let mut s = String::new();
    write!(s, "{{\"name\":{:?},\"dof\":{n},", case.name).unwrap();
    match &case.urdf {
        Some((file, base, tip, ignored)) => write!(
            s,
            "\"urdf\":{:?},\"base\":{:?},\"tip\":{:?},\"ignored_joints\":{},",
            file,
            base,
            tip,
            strs(ignored)
        )
        .unwrap(),
        None => s.push_str("\"urdf\":null,"),
    }
    write!(s, "\"gravity\":{},", arr(&chain.gravity)).unwrap();
    let joints: Vec<String> = chain
        .links
        .iter()
        .map(|l| {
            let j = &l.joint;
            format!(
                "{{\"name\":{:?},\"kind\":{:?},\"axis\":{},\"xyz\":{},\"rpy\":{}}}",
                j.name,
                match j.kind {
                    JointKind::Revolute => "revolute",
                    JointKind::Prismatic => "prismatic",
                },
                arr(&j.axis),
                arr(&j.origin_xyz),
                arr(&j.origin_rpy)
            )
        })
        .collect();
    write!(s, "\"joints\":[{}],", joints.join(",")).unwrap();
    let bodies: Vec<String> = chain
        .links
        .iter()
        .map(|l| {
            let b = &l.body;
            format!(
                "{{\"name\":{:?},\"mass\":{},\"com\":{},\"inertia\":[{},{},{}]}}",
                b.name,
                num(b.mass),
                arr(&b.com),
                arr(&b.inertia[0]),
                arr(&b.inertia[1]),
                arr(&b.inertia[2])
            )
        })
        .collect();
    write!(s, "\"bodies\":[{}],", bodies.join(",")).unwrap();
    let pi = standard_parameters(&mb, Columns::Bodies).unwrap();
    write!(s, "\"parameters\":{},", arr(pi.iter())).unwrap();
    let mut out_states = Vec::new();
    for (q, qd, qdd) in states(n, seed) {
        let y = regressor(&mb, &q, &qd, &qdd, Columns::Bodies).unwrap();
        let rows: Vec<String> = (0..n).map(|r| arr(y.row(r).transpose().iter())).collect();
        let yt = kinetic_energy_regressor(&mb, &q, &qd, Columns::Bodies).unwrap();
        let yu = potential_energy_regressor(&mb, &q, Columns::Bodies).unwrap();
        let tau = rnea(&mb, &q, &qd, &qdd).unwrap();
        out_states.push(format!(
            "{{\"q\":{},\"qd\":{},\"qdd\":{},\"regressor\":[{}],\"kinetic_regressor\":{},\
             \"potential_regressor\":{},\"rnea\":{},\"kinetic_energy\":{},\
             \"potential_energy\":{}}}",
            arr(q.iter()),
            arr(qd.iter()),
            arr(qdd.iter()),
            rows.join(","),
            arr(yt.iter()),
            arr(yu.iter()),
            arr(tau.iter()),
            num(kinetic_energy(&mb, &q, &qd).unwrap()),
            num(potential_energy(&mb, &q).unwrap())
        ));
    }
    write!(s, "\"states\":[{}]}}", out_states.join(",")).unwrap();
    s
}

fn main() {
    let robots = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/robots/");
    let mut cases = Vec::new();
    for (name, file, base, tip) in [
        ("panda_from_world", "panda.urdf", "world", "panda_hand"),
        (
            "panda_from_link0",
            "panda.urdf",
            "panda_link0",
            "panda_hand",
        ),
        ("fixed_between", "fixed_between.urdf", "world", "c_tool"),
    ] {
        let path = format!("{robots}{file}");
        let xml = std::fs::read_to_string(&path).expect("URDF file");
        let u = Chain::from_urdf_str(&xml, base, tip).expect("URDF chain");
        cases.push(Case {
            name,
            urdf: Some((path, base.into(), tip.into(), u.ignored_joints.clone())),
            chain: u.chain,
        });
    }
    cases.push(Case {
        name: "code_chain",
        urdf: None,
        chain: code_chain(),
    });
    cases.push(Case {
        name: "random_chain",
        urdf: None,
        chain: random_chain(&mut SplitMix64(0xC0FF_EE07), 6, 0.3),
    });
    let dumps: Vec<String> = cases
        .iter()
        .enumerate()
        .map(|(i, c)| dump(c, 0x57A7E + i as u64))
        .collect();
    println!("{{\"chains\":[{}]}}", dumps.join(","));
}
