//! The derive's messages in the words of the command line: the hints of `chaindyn generate
//! --urdf`, which names the base and tip links with flags, not with the attributes of
//! `#[chain(..)]`, and where a `urdf` path was resolved.

use std::path::Path;

/// The hints of the derive's URDF messages, which name attributes of `#[chain(..)]`.
const ATTRIBUTE_HINTS: [(&str, &str); 2] = [
    ("`base = \"<link>\"`", "`--base <link>`"),
    ("`tip = \"<link>\"`", "`--tip <link>`"),
];

/// The derive's message about a description as `chaindyn generate` says it: the sentence on
/// where a `urdf` path is resolved names `base_dir` (nothing for an absolute path, which is
/// resolved nowhere); with `flags` (a chain given by `--urdf`, not by an attribute file) the
/// hints name the flags `--base` and `--tip`.
pub fn for_generate(message: &str, base_dir: &Path, absolute_urdf: bool, flags: bool) -> String {
    let hint = chaindyn_codegen::internals::validate::URDF_PATH_HINT;
    let mut out = if absolute_urdf {
        message.replace(&format!("; {hint}"), "").replace(hint, "")
    } else {
        message.replace(
            hint,
            &format!("the path is relative to {}", base_dir.display()),
        )
    };
    if flags {
        for (attribute, flag) in ATTRIBUTE_HINTS {
            out = out.replace(attribute, flag);
        }
    }
    out
}
