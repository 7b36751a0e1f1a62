//! Prepared derives with the computer algebra (symbolica, under the engine's lock):
//!
//! * every `#[derive(Dynamics)]` of this repository has a current prepared file, and its
//!   expansion without the computer algebra is token for token the expansion with it (derived in
//!   a fresh process by the `chaindyn` executable, as every derivation of `chaindyn prepare`);
//! * `chaindyn prepare --check` fails, naming the file, on a stale, edited, missing or left-over
//!   prepared file, and `chaindyn prepare` repairs it;
//! * the committed standalone module of the 7-DOF URDF arm is what `chaindyn generate` writes;
//! * `chaindyn generate --urdf .. --frames ..` writes the task space of the frames named, and
//!   refuses a name the chain does not have.
//!
//! One process, one test function per concern; every derivation goes through the engine's lock.
//! The derive cache is a private folder of this test binary, so every model is derived again.

use chaindyn_cli::{generate, prepare, workspace};
use chaindyn_codegen::{expand_offline, prepared, Options, Prepare};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Once;

/// The `chaindyn` executable: it derives each model in a process of its own.
fn worker() -> &'static Path {
    Path::new(env!("CARGO_BIN_EXE_chaindyn"))
}

fn repository() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("cli/ is in the repository")
        .to_path_buf()
}

/// A private, empty derive cache for this process (so that the symbolic path runs).
fn private_cache() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        // In the target folder (`cargo clean` removes it), emptied by every run.
        let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("chaindyn-cli-test-cache");
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("create the test's cache folder");
        // Set before any derivation of this process, and read only by the derive cache.
        std::env::set_var("CHAINDYN_CACHE_DIR", &dir);
    });
}

/// Every model of the repository derived afresh, in a process of its own, expands to the very
/// tokens its prepared file expands to (so every prepared file is current: a missing, stale or
/// edited one expands to a compile error or other tokens), and no prepared file is left over.
/// Each model is derived once (about 80 s in all on two cores): the computer-algebra step of CI
/// runs it, `cargo test --workspace --test prepare -- --ignored`.
#[test]
#[ignore = "derives every model of the repository; CI's computer-algebra step runs it"]
fn every_prepared_file_is_current_and_offline_expands_the_same_tokens() {
    private_cache();
    let root = repository();
    let packages = workspace::packages(Some(&root.join("Cargo.toml")), &[]).expect("metadata");
    let mut models = 0;
    let mut expected = std::collections::BTreeSet::new();
    for package in &packages {
        for found in workspace::derives(package).expect("sources parse") {
            let options = Options {
                manifest_dir: Some(package.manifest_dir.clone()),
                package: Some(package.name.clone()),
                prepare: Prepare::Off,
            };
            let input = &found.input;
            // Derived with the computer algebra (not read from the prepared file), in a fresh
            // process (as a crate's first derive is).
            let online =
                workspace::derive_fresh(worker(), input, &package.manifest_dir, "__expand")
                    .expect("the worker runs");
            let offline = expand_offline(quote::quote!(#input), &options).to_string();
            assert!(
                !online.contains("compile_error"),
                "{} ({}:{}) derives with errors: {online:.300}",
                input.ident,
                found.file.display(),
                found.line
            );
            assert!(
                online == offline,
                "{} ({}:{}): the offline expansion differs from the online one",
                input.ident,
                found.file.display(),
                found.line
            );
            models += 1;
            expected.insert(
                package
                    .manifest_dir
                    .join(chaindyn_codegen::prepared::FOLDER)
                    .join(chaindyn_codegen::prepared::file_name_of(&input.ident)),
            );
        }
    }
    // The tests' and the demo's models, and the examples of the README and docs/ (doctests).
    assert!(models >= 30, "only {models} derives found");
    // No prepared file without its model (`chaindyn prepare` would remove it).
    for package in &packages {
        let folder = package
            .manifest_dir
            .join(chaindyn_codegen::prepared::FOLDER);
        for entry in std::fs::read_dir(&folder).into_iter().flatten().flatten() {
            let path = entry.path();
            if path.extension().is_some_and(|e| e == "rs") {
                assert!(expected.contains(&path), "{} has no model", path.display());
            }
        }
    }
}

/// A crate of its own in a temporary folder, with two models.
struct Crate {
    dir: PathBuf,
}

const MODELS: &str = "use chaindyn::Dynamics;\n\n\
/// One link.\n\
#[derive(Dynamics)]\n\
#[chain(gravity = 9.81)]\n\
#[body(joint = revolute, length = 0.5, mass = MASS, com = 0.25)]\n\
pub struct One;\n\n\
#[derive(Dynamics)]\n\
#[chain(gravity = 9.81)]\n\
#[body(joint = revolute, length = 0.5, mass = 1.0, com = 0.25)]\n\
#[body(joint = prismatic, axis = x, mass = 0.5)]\n\
pub struct Two;\n";

impl Crate {
    fn new(name: &str) -> Crate {
        let dir = std::env::temp_dir().join(format!("chaindyn-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("src")).unwrap();
        let runtime = repository().join("runtime");
        std::fs::write(
            dir.join("Cargo.toml"),
            format!(
                "[package]\nname = \"{name}\"\nversion = \"0.0.0\"\nedition = \"2021\"\n\n\
                 [dependencies]\nchaindyn = {{ path = {:?}, features = [\"derive\"] }}\n\n\
                 [workspace]\n",
                runtime.display().to_string()
            ),
        )
        .unwrap();
        let c = Crate { dir };
        c.models("1.0");
        c
    }

    fn models(&self, mass: &str) {
        std::fs::write(self.dir.join("src/lib.rs"), MODELS.replace("MASS", mass)).unwrap();
    }

    fn packages(&self) -> Vec<workspace::Package> {
        workspace::packages(Some(&self.dir.join("Cargo.toml")), &[]).expect("metadata")
    }

    fn check(&self) -> prepare::Report {
        prepare::run(&self.packages(), prepare::Mode::Check, worker())
    }

    fn prepared(&self, name: &str) -> PathBuf {
        self.dir.join(".chaindyn").join(name)
    }

    /// `chaindyn prepare --check` (the binary): its exit status and standard error.
    fn check_command(&self) -> (bool, String) {
        let out = Command::new(env!("CARGO_BIN_EXE_chaindyn"))
            .args(["prepare", "--check", "--manifest-path"])
            .arg(self.dir.join("Cargo.toml"))
            .output()
            .expect("run chaindyn");
        (
            out.status.success(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    }
}

impl Drop for Crate {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

#[test]
fn check_fails_on_stale_edited_missing_and_left_over_files() {
    private_cache();
    let c = Crate::new("prepared-check");
    // Nothing prepared yet: both files are missing.
    let report = c.check();
    assert_eq!(report.problems.len(), 2, "{:#?}", report.problems);
    assert!(report.problems[0].contains(".chaindyn/One.rs` does not exist"));

    let written = prepare::run(&c.packages(), prepare::Mode::Write, worker());
    assert!(written.ok(), "{:#?}", written.problems);
    assert_eq!(written.written.len(), 2);
    assert!(c.check().ok());
    let (ok, _) = c.check_command();
    assert!(ok, "the binary's check passes on current files");
    let text = std::fs::read_to_string(c.prepared("One.rs")).unwrap();
    assert!(text.starts_with("// @generated by chaindyn"));
    assert!(text.contains("impl ::chaindyn::Dynamics<1> for One"));

    // A changed model: stale, found by the library and by the binary (exit status, file named).
    c.models("1.5");
    let report = c.check();
    assert_eq!(report.problems.len(), 1, "{:#?}", report.problems);
    assert!(
        report.problems[0].contains(".chaindyn/One.rs` was written for another description"),
        "{}",
        report.problems[0]
    );
    let (ok, stderr) = c.check_command();
    assert!(!ok, "the binary's check fails on a stale file");
    assert!(stderr.contains(".chaindyn/One.rs"), "{stderr}");
    // `chaindyn prepare` refreshes it.
    let refreshed = prepare::run(&c.packages(), prepare::Mode::Write, worker());
    assert_eq!(refreshed.written, vec![c.prepared("One.rs")]);
    assert!(c.check().ok());

    // Edited by hand: the body no longer matches its hash.
    let path = c.prepared("Two.rs");
    let original = std::fs::read_to_string(&path).unwrap();
    std::fs::write(&path, original.replacen("0.5", "0.6", 1)).unwrap();
    let report = c.check();
    assert!(
        report.problems[0].contains("was edited"),
        "{:#?}",
        report.problems
    );
    // The same code in another layout (another rustfmt, or none) is current: staleness is
    // judged on the code.
    let (header, body) = original.split_once("\n\n").unwrap();
    let relaid = body.replace("\n        ", "\n ");
    let header = header.replace(
        &prepared::parse(&original).unwrap().0.body_sha256,
        &chaindyn_codegen::engine::sha256_hex(relaid.as_bytes()),
    );
    std::fs::write(&path, format!("{header}\n\n{relaid}")).unwrap();
    assert!(c.check().ok(), "{:#?}", c.check().problems);
    std::fs::write(&path, &original).unwrap();

    // Missing, and left over.
    std::fs::remove_file(&path).unwrap();
    std::fs::write(c.prepared("Gone.rs"), &original).unwrap();
    let report = c.check();
    assert_eq!(report.problems.len(), 2, "{:#?}", report.problems);
    assert!(report
        .problems
        .iter()
        .any(|p| p.contains(".chaindyn/Two.rs` does not exist")));
    assert!(report
        .problems
        .iter()
        .any(|p| p.contains(".chaindyn/Gone.rs` is left over")));
    let repaired = prepare::run(&c.packages(), prepare::Mode::Write, worker());
    assert!(repaired.ok(), "{:#?}", repaired.problems);
    assert_eq!(repaired.removed, vec![c.prepared("Gone.rs")]);
    assert!(c.check().ok());
}

#[test]
fn two_models_with_one_name_are_refused() {
    private_cache();
    let c = Crate::new("prepared-names");
    let twice = MODELS
        .replace("MASS", "1.0")
        .replace("pub struct Two;", "pub struct One2;")
        + "mod inner {\n    use chaindyn::Dynamics;\n    #[derive(Dynamics)]\n    \
           #[chain(gravity = 1.0)]\n    #[body(joint = revolute, length = 1.0, mass = 1.0, com = 0.5)]\n    \
           pub struct One;\n}\n";
    std::fs::write(c.dir.join("src/lib.rs"), twice).unwrap();
    let report = prepare::run(&c.packages(), prepare::Mode::Write, worker());
    assert_eq!(report.problems.len(), 1, "{:#?}", report.problems);
    assert!(
        report.problems[0].contains("a different model named `One`"),
        "{:#?}",
        report.problems
    );
    assert!(report.problems[0].contains("rename one of the structs"));
}

#[test]
fn the_standalone_arm_module_is_what_generate_writes() {
    private_cache();
    let root = repository();
    let source = generate::UrdfSource {
        file: "tests/robots/panda.urdf".into(),
        base: Some("panda_link0".into()),
        tip: Some("panda_hand".into()),
        tips: Vec::new(),
        name: "Panda".into(),
        gravity: None,
        up: None,
        root_joint: None,
        frames: Vec::new(),
        contacts: Vec::new(),
    };
    let text = generate::urdf_module(&source, &root, worker()).expect("generates");
    let committed =
        std::fs::read_to_string(root.join("tests/standalone/src/panda.rs")).expect("committed");
    let split = |t: &str| {
        let (h, b) = t.split_once("\n\n").expect("a header");
        (
            h.to_owned(),
            b.parse::<proc_macro2::TokenStream>().expect("tokens"),
        )
    };
    let ((h1, b1), (h2, b2)) = (split(&text), split(&committed));
    assert_eq!(h1, h2);
    assert!(
        prepared::same_code(&b1, &b2),
        "tests/standalone/src/panda.rs is stale: regenerate it with `cargo run -p chaindyn-cli -- \
         generate --urdf tests/robots/panda.urdf --base panda_link0 --tip panda_hand --name Panda \
         --out tests/standalone/src/panda.rs`"
    );
    assert!(
        !text.contains("include_bytes"),
        "a standalone module reads no files"
    );
}

#[test]
fn generate_writes_a_module_from_an_attribute_file() {
    private_cache();
    let dir = std::env::temp_dir().join(format!("chaindyn-attrs-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(
        dir.join("models.rs"),
        "/// A pendulum whose mass is identified at run time.\n\
         #[derive(Clone, Dynamics)]\n\
         #[chain(gravity = 9.81)]\n\
         #[body(joint = revolute, length = 0.5, mass = m, com = 0.25)]\n\
         pub struct Swing {\n    /// Mass (kg).\n    pub m: f64,\n}\n",
    )
    .unwrap();
    let out = Command::new(worker())
        .args(["generate", "--attrs"])
        .arg(dir.join("models.rs"))
        .arg("--out")
        .arg(dir.join("swing.rs"))
        .output()
        .expect("run chaindyn");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = std::fs::read_to_string(dir.join("swing.rs")).unwrap();
    assert!(text.starts_with("// @generated by chaindyn"));
    assert!(text.contains("derived symbolically from `models.rs`"));
    // The struct as written, without the derive of Dynamics and without the description.
    assert!(text.contains("/// A pendulum whose mass is identified at run time."));
    assert!(text.contains("#[derive(Clone)]\npub struct Swing {"));
    assert!(text.contains("pub m: f64"));
    assert!(!text.contains("#[chain") && !text.contains("#[body"));
    assert!(text.contains("impl ::chaindyn::Dynamics<1> for Swing"));
    assert!(
        text.contains("self.m"),
        "the runtime parameter is read from self"
    );
    // A description error is reported, and nothing is written.
    std::fs::write(
        dir.join("bad.rs"),
        "#[chain(gravity = 9.81)]\nstruct Empty;\n",
    )
    .unwrap();
    let out = Command::new(worker())
        .args(["generate", "--attrs"])
        .arg(dir.join("bad.rs"))
        .output()
        .expect("run chaindyn");
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    // Where in the file (line 2, column 8: the name of the struct without bodies), once prefixed.
    assert!(
        err.starts_with(&format!(
            "chaindyn: {}:2:8: `Empty`: ",
            dir.join("bad.rs").display()
        )),
        "{err}"
    );
    assert_eq!(err.matches("chaindyn:").count(), 1, "{err}");
    // An engine error inside the worker is prefixed once too.
    let out = Command::new(worker())
        .args(["generate", "--attrs"])
        .arg(dir.join("models.rs"))
        .env("CHAINDYN_LOCK_TIMEOUT", "soon")
        .env("CHAINDYN_NO_CACHE", "1")
        .output()
        .expect("run chaindyn");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success());
    assert!(
        err.starts_with("chaindyn: CHAINDYN_LOCK_TIMEOUT = \"soon\""),
        "{err}"
    );
    // A missing URDF names the folder `generate` resolved it against.
    let out = Command::new(worker())
        .current_dir(&dir)
        .args(["generate", "--urdf", "missing.urdf", "--name", "Arm"])
        .output()
        .expect("run chaindyn");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains(&format!("the path is relative to {}", dir.display())),
        "{err}"
    );
    assert!(!err.contains("Cargo.toml"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// `chaindyn generate --urdf --frames`: the module holds the task space of the frames named (a
/// link merged into a body and a body, with the constants the derive gives them; the description
/// is the derive's `frames = [..]`, checked in `generate`'s unit tests); a name the chain does
/// not have is refused before anything is derived, with the closest frame and all of them, and
/// nothing is written.
#[test]
fn generate_writes_the_task_space_of_the_frames_named() {
    private_cache();
    let dir = std::env::temp_dir().join(format!("chaindyn-frames-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let urdf = repository().join("tests/robots/fixed_between.urdf");
    let generate = |frames: &str, out: &str| {
        Command::new(worker())
            .args(["generate", "--urdf"])
            .arg(&urdf)
            .args(["--base", "world", "--tip", "c_tool", "--name", "Arm"])
            .args(["--frames", frames, "--out"])
            .arg(dir.join(out))
            .output()
            .expect("run chaindyn")
    };
    let out = generate("c_tool, b", "arm.rs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = std::fs::read_to_string(dir.join("arm.rs")).unwrap();
    assert!(
        text.contains("with the task space of `c_tool`, `b`"),
        "the header names the frames"
    );
    assert!(text.contains("impl ::chaindyn::Dynamics<3> for Arm"));
    assert!(text.contains("impl ::chaindyn::TaskSpaceIn<3> for Arm"));
    assert!(text.contains("fn frame_jacobian_in<S: ::chaindyn::Real>("));
    assert!(text.contains("pub const C_TOOL: ::chaindyn::FrameId<Arm>"));
    assert!(text.contains("pub const B: ::chaindyn::FrameId<Arm>"));
    assert!(
        !text.contains("pub const A_HALF"),
        "only the frames named get code"
    );
    // An unknown name: refused before the computer algebra runs, nothing written.
    let out = generate("c_tol", "typo.rs");
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.starts_with("chaindyn: `--frames`: no link or frame `c_tol`"),
        "{err}"
    );
    assert!(
        err.contains("; did you mean `c_tool`? its frames are"),
        "{err}"
    );
    assert!(err.contains("`a`, `b`, `c`, `a_half`"), "{err}");
    assert!(!dir.join("typo.rs").exists());
    // `--frames` belongs to `--urdf`.
    let out = Command::new(worker())
        .args(["generate", "--attrs", "models.rs", "--frames", "tool"])
        .output()
        .expect("run chaindyn");
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("`--frames` goes with `--urdf`"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// `--attrs` reads a regular file of at most 16 MiB: a device that never ends and a file too
/// large are refused at once, with the file's real size.
#[test]
fn generate_refuses_devices_and_oversized_attribute_files() {
    let out = Command::new(worker())
        .args(["generate", "--attrs", "/dev/zero"])
        .output()
        .expect("run chaindyn");
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("not a regular file"), "{err}");
    let dir = std::env::temp_dir().join(format!("chaindyn-big-attrs-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let big = dir.join("big.rs");
    std::fs::File::create(&big)
        .unwrap()
        .set_len(50_000_000)
        .unwrap();
    let out = Command::new(worker())
        .args(["generate", "--attrs"])
        .arg(&big)
        .output()
        .expect("run chaindyn");
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("50000000 bytes"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}
