//! Every user error of `#[derive(Dynamics)]` is a `compile_error!` spanned at the offending token,
//! with a message that says how to fix it: pinned by these trybuild cases (tests/ui/*.rs and the
//! expected diagnostics in tests/ui/*.stderr).

use std::path::Path;

#[test]
fn user_errors() {
    copy_urdf_fixtures();
    let t = trybuild::TestCases::new();
    t.compile_fail("ui/*.rs");
}

/// The `urdf = "robots/.."` paths of the URDF cases are relative to the manifest directory of the
/// crate being compiled, which for trybuild is its generated project
/// (`<target>/tests/trybuild/chaindyn-tests`): copy tests/ui/robots there, so the cases read like
/// user code.
fn copy_urdf_fixtures() {
    // CARGO_TARGET_TMPDIR is `<target>/tmp`; trybuild's project lives under the same target dir.
    let target = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .parent()
        .expect("CARGO_TARGET_TMPDIR is inside the target directory");
    let dest = target.join("tests/trybuild/chaindyn-tests/robots");
    std::fs::create_dir_all(&dest).expect("create the trybuild project's robots/");
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("ui/robots");
    for entry in std::fs::read_dir(&src).expect("tests/ui/robots exists") {
        let path = entry.expect("readable directory entry").path();
        if let Some(name) = path.file_name() {
            std::fs::copy(&path, dest.join(name)).expect("copy a URDF fixture");
        }
    }
}
