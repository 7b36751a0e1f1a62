//! Every user error of `#[derive(Dynamics)]` is a `compile_error!` spanned at the offending token,
//! with a message that says how to fix it: pinned by these trybuild cases (ui/*.rs and the
//! expected diagnostics in ui/*.stderr).

use std::path::Path;

#[test]
fn user_errors() {
    copy_fixtures("ui/robots", "robots");
    copy_fixtures("ui/prepared", ".chaindyn");
    let t = trybuild::TestCases::new();
    t.compile_fail("ui/*.rs");
}

/// The `urdf = "robots/.."` paths of the URDF cases are relative to the manifest directory of the
/// crate being compiled, which for trybuild is its generated project
/// (`<target>/tests/trybuild/chaindyn-ui`), and that is where the derive looks for prepared
/// files (`.chaindyn/`): copy ui/robots and ui/prepared there, so the cases read like
/// user code. (The derive runs without the computer algebra here: every case fails before any
/// derivation, or expands a prepared file.)
fn copy_fixtures(from: &str, to: &str) {
    // CARGO_TARGET_TMPDIR is `<target>/tmp`; trybuild's project lives under the same target dir.
    let target = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .parent()
        .expect("CARGO_TARGET_TMPDIR is inside the target directory");
    let dest = target
        .join("tests/trybuild")
        .join(env!("CARGO_PKG_NAME"))
        .join(to);
    std::fs::create_dir_all(&dest).expect("create a folder of the trybuild project");
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join(from);
    for entry in std::fs::read_dir(&src).expect("the fixtures' folder exists") {
        let path = entry.expect("readable directory entry").path();
        if let Some(name) = path.file_name() {
            std::fs::copy(&path, dest.join(name)).expect("copy a fixture");
        }
    }
}
