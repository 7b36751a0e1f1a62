//! Dumps the floating-base reference algorithms' results as JSON, for the cross-check against
//! Pinocchio with a free-flyer root (`scripts/pinocchio_floating_check.py`): for each URDF given
//! on the command line (the whole tree below its root link on a floating base, the joints'
//! damping and friction left out as Pinocchio's algorithms leave them out), its joint names and
//! at a few random states `(q, v, a, τ)` the mass matrix, `nle`, `g`, inverse and forward
//! dynamics, the centre of mass, the centroidal momentum and `A_g`, and the derivatives of
//! inverse and forward dynamics in the tangent space (analytic), and every frame's
//! world pose and Jacobians (`LocalWorldAligned`, `Local`).
//!
//! Run (only the runtime crate; the URDFs of the example-robot-data wheel, Pinocchio from
//! `pip install pin example-robot-data`): see `scripts/pinocchio_floating_check.py`.

use chaindyn::model::SplitMix64;
use chaindyn::{
    floating_aba, floating_aba_derivatives, floating_bias_force, floating_center_of_mass,
    floating_center_of_mass_jacobian, floating_centroidal_map, floating_centroidal_momentum,
    floating_centroidal_momentum_bias, floating_crba, floating_frame_jacobian, floating_frame_pose,
    floating_gravity, floating_rnea, floating_rnea_derivatives, Chain, FloatingMultibody,
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

fn vector<'a>(v: impl IntoIterator<Item = &'a f64>) -> String {
    let xs: Vec<String> = v.into_iter().map(|x| format!("{x:e}")).collect();
    format!("[{}]", xs.join(","))
}

fn main() {
    let mut rng = SplitMix64(0xF10A);
    let mut out = String::from("[");
    for (k, arg) in std::env::args().skip(1).enumerate() {
        let (name, path) = arg.split_once('=').expect("NAME=PATH");
        let xml = std::fs::read_to_string(path).expect("read the URDF");
        let urdf = Chain::tree_from_urdf_str(&xml, None, &[]).expect("import the tree");
        let mut tree = urdf.chain.clone();
        for link in &mut tree.links {
            link.joint.dynamics = Default::default();
        }
        let base = urdf.base_body.clone().expect("a physical base body");
        let fm = FloatingMultibody::new(&base, &tree).expect("a floating tree");
        let (nq, nv) = (fm.nq(), fm.nv());
        let joints: Vec<String> = tree
            .links
            .iter()
            .map(|l| format!("{:?}", l.joint.name))
            .collect();
        write!(
            out,
            "{}{{\"name\":{name:?},\"urdf\":{path:?},\"joints\":[{}],\"states\":[",
            if k > 0 { "," } else { "" },
            joints.join(",")
        )
        .unwrap();
        for s in 0..4 {
            let mut q = DVector::from_fn(nq, |_, _| rng.uniform(-1.0, 1.0));
            let norm = q.rows(3, 4).norm();
            for i in 3..7 {
                q[i] /= norm;
            }
            let v = DVector::from_fn(nv, |_, _| rng.uniform(-1.5, 1.5));
            let a = DVector::from_fn(nv, |_, _| rng.uniform(-3.0, 3.0));
            let tau = DVector::from_fn(nv, |_, _| rng.uniform(-5.0, 5.0));
            let id = floating_rnea_derivatives(&fm, &q, &v, &a).unwrap();
            // Every frame (bodies, then the named ones): pose and both Jacobians.
            let frames: Vec<String> = (0..tree.frame_count())
                .map(|f| {
                    let pose = floating_frame_pose(&fm, f, &q).unwrap();
                    let world =
                        floating_frame_jacobian(&fm, f, &q, ReferenceFrame::LocalWorldAligned)
                            .unwrap();
                    let local = floating_frame_jacobian(&fm, f, &q, ReferenceFrame::Local).unwrap();
                    format!(
                        "{{\"name\":{:?},\"rotation\":{},\"translation\":{},\"world\":{},\"local\":{}}}",
                        tree.frame_name(f).unwrap(),
                        matrix(&DMatrix::from_iterator(3, 3, pose.rotation.iter().copied())),
                        vector(pose.translation.iter()),
                        matrix(&world),
                        matrix(&local)
                    )
                })
                .collect();
            let fd = floating_aba_derivatives(&fm, &q, &v, &tau).unwrap();
            write!(
                out,
                "{}{{\"q\":{},\"v\":{},\"a\":{},\"tau\":{},\"M\":{},\"nle\":{},\"g\":{},\"rnea\":{},\
                 \"aba\":{},\"com\":{},\"hg\":{},\"Ag\":{},\"drnea_dq\":{},\"drnea_dv\":{},\
                 \"daba_dq\":{},\"daba_dv\":{},\"daba_dtau\":{},\"frames\":[{}],\"com_jacobian\":{},\"dag_v\":{}}}",
                if s > 0 { "," } else { "" },
                vector(&q),
                vector(&v),
                vector(&a),
                vector(&tau),
                matrix(&floating_crba(&fm, &q).unwrap()),
                vector(&floating_bias_force(&fm, &q, &v).unwrap()),
                vector(&floating_gravity(&fm, &q).unwrap()),
                vector(&floating_rnea(&fm, &q, &v, &a).unwrap()),
                vector(&floating_aba(&fm, &q, &v, &tau).unwrap()),
                vector(&floating_center_of_mass(&fm, &q).unwrap()),
                vector(&floating_centroidal_momentum(&fm, &q, &v).unwrap()),
                matrix(&floating_centroidal_map(&fm, &q).unwrap()),
                matrix(&id.dq),
                matrix(&id.dv),
                matrix(&fd.dq),
                matrix(&fd.dv),
                matrix(&fd.dx),
                frames.join(","),
                matrix(&floating_center_of_mass_jacobian(&fm, &q).unwrap()),
                vector(&floating_centroidal_momentum_bias(&fm, &q, &v).unwrap()),
            )
            .unwrap();
        }
        out.push_str("]}");
    }
    out.push(']');
    println!("{out}");
}
