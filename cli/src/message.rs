//! The derive's messages in the words of the command line: the hints of `chaindyn generate
//! --urdf`, which names the base and tip links and the frames with flags, not with the attributes
//! of `#[chain(..)]`, and where a `urdf` path was resolved.

use std::path::Path;

/// The hints of the derive's URDF messages, which name attributes of `#[chain(..)]` (and
/// `#[frame(..)]`, which flags cannot give).
const ATTRIBUTE_HINTS: [(&str, &str); 4] = [
    ("`base = \"<link>\"`", "`--base <link>`"),
    ("`tip = \"<link>\"`", "`--tip <link>`"),
    ("is named twice in `frames`", "is named twice in `--frames`"),
    (
        "declare another with #[frame(name = \"..\", body = \"..\", origin = [..], rpy = [..])]",
        "`--frames` takes these names (a frame placed elsewhere needs an attribute file, \
         `--attrs`, with #[frame(..)])",
    ),
];

/// The derive's message about a description as `chaindyn generate` says it: the sentence on
/// where a `urdf` path is resolved names `base_dir` (nothing for an absolute path, which is
/// resolved nowhere); with `flags` (a chain given by `--urdf`, not by an attribute file) the
/// hints name the flags `--base`, `--tip` and `--frames`.
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
