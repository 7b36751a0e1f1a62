//! `chaindyn python`'s refusals and the project it writes, without the computer algebra (the
//! projects built and imported are CI's Python step: `.ci/run`, `python/tests`):
//! * a missing `--out` or `--urdf`, a module name Python cannot import, an unknown root joint,
//!   `--tip` with `--tips`: a message naming the flag, before any derivation;
//! * module names from struct names;
//! * the binding calls the floating or fixed entries with the robot's sizes, the frames' entries
//!   only with `--frames`, the contacts' only with `--contacts`;
//! * the stubs declare exactly the functions of the Python crate's list for the robot.

use chaindyn_cli::generate::{self, UrdfSource};
use chaindyn_cli::python::{self, spec, Shape};
use std::path::{Path, PathBuf};
use std::process::Command;

fn repository() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .to_path_buf()
}

fn run(args: &[&str]) -> (bool, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_chaindyn"))
        .arg("python")
        .args(args)
        .current_dir(repository())
        .output()
        .expect("runs");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn bad_flags_are_refused_with_the_flag_named() {
    let solo = ["--urdf", "tests/robots/solo12.urdf", "--name", "Solo12"];
    let cases: Vec<(Vec<&str>, &str)> = vec![
        (solo.to_vec(), "--out FOLDER"),
        (vec!["--name", "X", "--out", "/nonexistent"], "--urdf FILE"),
        (
            [&solo[..], &["--out", "/tmp/x", "--module", "9lives"]].concat(),
            "not a Python module name",
        ),
        (
            [&solo[..], &["--out", "/tmp/x", "--root-joint", "planar"]].concat(),
            "`root_joint = fixed` or `root_joint = free_flyer`",
        ),
        (
            [
                &solo[..],
                &["--out", "/tmp/x", "--chaindyn", "/nonexistent"],
            ]
            .concat(),
            "not a chaindyn repository",
        ),
        (
            [&solo[..], &["--out", "/tmp/x", "--colour"]].concat(),
            "unknown argument `--colour`",
        ),
    ];
    for (args, expected) in cases {
        let (ok, stderr) = run(&args);
        assert!(!ok, "{args:?} succeeded");
        assert!(stderr.contains(expected), "{args:?}: {stderr}");
    }
}

#[test]
fn module_names_follow_the_struct() {
    assert_eq!(python::module_name("Solo12"), "solo12");
    assert_eq!(python::module_name("PandaFingers"), "panda_fingers");
    assert_eq!(python::module_name("UR5e"), "ur5e");
    assert!(python::check_module_name("panda_fingers").is_ok());
    for bad in ["", "9lives", "a-b", "ü"] {
        assert!(python::check_module_name(bad).is_err(), "{bad:?}");
    }
}

fn source(file: &str, root_joint: Option<&str>, frames: &[&str]) -> UrdfSource {
    UrdfSource {
        file: file.into(),
        base: None,
        tip: None,
        tips: Vec::new(),
        name: "Robot".into(),
        gravity: None,
        up: None,
        root_joint: root_joint.map(str::to_string),
        frames: frames.iter().map(|f| f.to_string()).collect(),
        contacts: Vec::new(),
    }
}

#[test]
fn the_binding_follows_the_base_and_the_frames() {
    let root = repository();
    let mut described = source("tests/robots/solo12.urdf", Some("free_flyer"), &["FL_FOOT"]);
    described.contacts = vec![("point".into(), "FL_FOOT".into())];
    let solo = Shape::of(&generate::urdf_input(&described).unwrap(), &root).unwrap();
    assert!(solo.floating && solo.frames && solo.contacts);
    assert_eq!(solo.joints, 12);
    let text = python::binding("Robot", "robot", &solo);
    assert!(
        text.contains("g::floating::<M, 19, 18, 36, 12>()"),
        "{text}"
    );
    assert!(text.contains("g::floating_frames::<M, 19, 18>()"), "{text}");
    assert!(
        text.contains("g::floating_contacts::<M, 19, 18, { M::CONTACT_FORCES }>()"),
        "{text}"
    );
    assert!(text.contains("&M::CONTACTS, entries)"), "{text}");
    let arm = Shape::of(
        &generate::urdf_input(&source("tests/robots/panda.urdf", None, &[])).unwrap(),
        &root,
    )
    .unwrap();
    assert!(!arm.floating && !arm.frames);
    let text = python::binding("Robot", "robot", &arm);
    let n = arm.joints;
    assert!(
        text.contains(&format!("g::fixed::<M, {n}, {}>()", 2 * n)),
        "{text}"
    );
    assert!(!text.contains("frames()"), "{text}");
}

#[test]
fn the_stubs_declare_the_list_for_the_robot() {
    for (floating, frames, contacts) in [
        (false, false, false),
        (false, true, false),
        (true, false, false),
        (true, true, false),
        (true, true, true),
    ] {
        let shape = Shape {
            floating,
            joints: 3,
            frames,
            contacts,
        };
        let stubs = python::stubs("robot", "Robot", &shape);
        let declared: Vec<&str> = stubs
            .lines()
            .filter_map(|l| l.strip_prefix("def "))
            .map(|l| l.split('(').next().unwrap())
            .collect();
        let mut expected = vec!["neutral"];
        for s in spec::for_robot(floating, frames, contacts) {
            expected.push(s.name);
            if s.alias != s.name {
                expected.push(s.alias);
            }
        }
        assert_eq!(declared, expected);
        assert_eq!(
            declared.contains(&"computeCentroidalMap"),
            floating,
            "the centroidal map is a floating base's"
        );
        assert_eq!(declared.contains(&"constraintDynamics"), contacts);
    }
}

#[test]
fn an_attribute_file_s_struct_is_chosen_and_must_be_a_unit_struct() {
    let dir = std::env::temp_dir().join(format!("chaindyn-python-attrs-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("models.rs");
    std::fs::write(
        &file,
        "#[derive(Dynamics)]\n\
         #[chain(gravity = 9.81)]\n\
         #[body(joint = revolute, length = 0.5, mass = m, com = 0.25)]\n\
         pub struct Swing {\n    pub m: f64,\n}\n\
         #[derive(Dynamics)]\n\
         #[chain(gravity = 9.81)]\n\
         #[body(joint = revolute, length = 0.5, mass = 1.0, com = 0.25)]\n\
         struct Fixed;\n",
    )
    .unwrap();
    let file = file.to_str().unwrap();
    let out = dir.join("out");
    let out = out.to_str().unwrap();
    for (args, expected) in [
        (
            vec!["--attrs", file, "--out", out],
            "holds 2 structs (Swing, Fixed)",
        ),
        (
            vec!["--attrs", file, "--name", "Nope", "--out", out],
            "no struct `Nope`",
        ),
        (
            vec!["--attrs", file, "--name", "Swing", "--out", out],
            "runtime parameters",
        ),
    ] {
        let (ok, stderr) = run(&args);
        assert!(!ok, "{args:?} succeeded");
        assert!(stderr.contains(expected), "{args:?}: {stderr}");
    }
    // A private unit struct is made public for the binding.
    let input: syn::DeriveInput = syn::parse_str("struct Fixed;").unwrap();
    assert!(matches!(
        python::public(input).vis,
        syn::Visibility::Public(_)
    ));
    let _ = std::fs::remove_dir_all(&dir);
}
