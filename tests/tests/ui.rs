//! Every user error of `#[derive(Dynamics)]` is a `compile_error!` spanned at the offending token,
//! with a message that says how to fix it: pinned by these trybuild cases (tests/ui/*.rs and the
//! expected diagnostics in tests/ui/*.stderr).

#[test]
fn user_errors() {
    let t = trybuild::TestCases::new();
    t.compile_fail("ui/*.rs");
}
