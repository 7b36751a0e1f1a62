//! The repository's layout rules, checked on the source text (docs/architecture.md states them):
//!
//! - no library function is longer than [`MAX_FUNCTION_LINES`] lines (tests excluded): a longer
//!   one is split by phase into named steps;
//! - in `runtime/src`, a file names only its own room or a lower one ([`RUNTIME_ROOMS`], lowest
//!   first), each item from the module that defines it: nothing through the crate root's
//!   re-exports outside `lib.rs`;
//! - no circle of imports between the runtime's files.
//!
//! The source is rustfmt-formatted (CI checks it), so a function's body ends at the first line
//! that closes at its signature's indentation.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// The longest a library function may be, from its signature's first line to its closing brace.
const MAX_FUNCTION_LINES: usize = 150;

/// The runtime's rooms, lowest first: a file may name its own room or one before it.
const RUNTIME_ROOMS: &[&str] = &[
    "api",
    "kernels",
    "limits",
    "multibody",
    "algorithm",
    "models",
    "control",
    "identification",
    "simulate",
];

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("a directory entry").path())
        .collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|e| e == "rs") {
            out.push(p);
        }
    }
}

/// A test file of a library's source (`tests.rs`, `*_tests.rs`), held to no length.
fn is_test_file(p: &Path) -> bool {
    let name = p.file_name().and_then(|n| n.to_str()).unwrap_or("");
    name == "tests.rs" || name.ends_with("_tests.rs")
}

/// `(name, first line (1-based), length)` of every function with a body in `text`, outside
/// `#[cfg(test)]` modules and `#[test]` functions.
fn functions(text: &str) -> Vec<(String, usize, usize)> {
    let lines: Vec<&str> = text.lines().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i];
        let indent = line.len() - line.trim_start().len();
        let trimmed = line.trim_start();
        // A test module or test function: skip to its end.
        if trimmed == "#[cfg(test)]" || trimmed == "#[test]" {
            if let Some(end) = block_end(&lines, i + 1, indent) {
                i = end + 1;
                continue;
            }
        }
        if let Some(name) = fn_name(trimmed) {
            // The signature ends at the first line ending in `{` (a body) or `;` (none).
            let mut k = i;
            while k < lines.len() {
                let t = lines[k].trim_end();
                if t.ends_with('{') || t.ends_with(';') || t.ends_with('}') {
                    break;
                }
                k += 1;
            }
            if k < lines.len() && lines[k].trim_end().ends_with('{') {
                if let Some(end) = closing(&lines, k, indent) {
                    out.push((name, i + 1, end - i + 1));
                }
            }
        }
        i += 1;
    }
    out
}

/// The name of the function a trimmed line declares, if it declares one.
fn fn_name(trimmed: &str) -> Option<String> {
    let mut rest = trimmed;
    for prefix in [
        "pub(crate) ",
        "pub(super) ",
        "pub ",
        "const ",
        "async ",
        "unsafe ",
    ] {
        if let Some(r) = rest.strip_prefix(prefix) {
            rest = r;
        }
    }
    for prefix in ["const ", "unsafe "] {
        if let Some(r) = rest.strip_prefix(prefix) {
            rest = r;
        }
    }
    let rest = rest.strip_prefix("fn ")?;
    let name: String = rest
        .chars()
        .take_while(|c| c.is_alphanumeric() || *c == '_')
        .collect();
    (!name.is_empty()).then_some(name)
}

/// The line that closes, at `indent`, the block opened on line `open` or after it.
fn closing(lines: &[&str], open: usize, indent: usize) -> Option<usize> {
    (open + 1..lines.len()).find(|&j| {
        let l = lines[j];
        l.len() > indent
            && l[..indent].trim().is_empty()
            && l[indent..].starts_with('}')
            && !l[indent..].starts_with("} else")
    })
}

/// The end of the item that starts at line `from` (after an attribute at `indent`).
fn block_end(lines: &[&str], from: usize, indent: usize) -> Option<usize> {
    let mut k = from;
    while k < lines.len() {
        let t = lines[k].trim_end();
        if t.ends_with(';') {
            return Some(k);
        }
        if t.ends_with('{') {
            return closing(lines, k, indent);
        }
        k += 1;
    }
    None
}

#[test]
fn no_library_function_is_longer_than_the_limit() {
    let mut files = Vec::new();
    for dir in [
        "model/src",
        "runtime/src",
        "codegen/src",
        "cli/src",
        "macros/src",
    ] {
        rust_files(&root().join(dir), &mut files);
    }
    let mut long = Vec::new();
    for f in files.iter().filter(|f| !is_test_file(f)) {
        let text = fs::read_to_string(f).expect("a source file");
        for (name, line, len) in functions(&text) {
            if len > MAX_FUNCTION_LINES {
                let rel = f.strip_prefix(root()).unwrap_or(f).display().to_string();
                long.push(format!("{rel}:{line} `{name}`: {len} lines"));
            }
        }
    }
    assert!(
        long.is_empty(),
        "library functions over {MAX_FUNCTION_LINES} lines (split each by phase into named \
         steps):\n{}",
        long.join("\n")
    );
}

/// The checker finds what it must: a long function, a test module skipped, a declaration
/// without a body ignored.
#[test]
fn the_length_check_measures_functions_and_skips_tests() {
    let body = "    x += 1;\n".repeat(5);
    let text = format!(
        "pub fn long(\n    a: u8,\n) -> u8 {{\n{body}}}\n\ntrait T {{\n    fn decl(&self)\n        -> u8;\n    fn provided(&self) {{\n{body}    }}\n}}\n\n#[cfg(test)]\nmod tests {{\n    fn inside() {{\n{body}    }}\n}}\n"
    );
    let found = functions(&text);
    assert_eq!(
        found,
        vec![("long".to_owned(), 1, 9), ("provided".to_owned(), 14, 7)]
    );
}

/// The runtime's room of a file under `runtime/src` (`None` for `lib.rs`).
fn room_of(rel: &Path) -> Option<String> {
    let first = rel.components().next()?.as_os_str().to_str()?.to_owned();
    if first == "lib.rs" {
        return None;
    }
    Some(first.trim_end_matches(".rs").to_owned())
}

/// The path that starts `rest` (`a::b::{c` stops at the brace's list) and its segments.
fn path_at(rest: &str) -> (String, Vec<String>) {
    let path: String = rest
        .chars()
        .take_while(|c| c.is_alphanumeric() || *c == '_' || *c == ':' || *c == '{')
        .collect();
    let segments = path
        .split("::")
        .map(|s| s.trim_matches('{').to_owned())
        .filter(|s| !s.is_empty())
        .collect();
    (path, segments)
}

/// The paths `crate::a::b..` a file's code (not its comments) names, as segment lists.
fn crate_paths(text: &str) -> Vec<(usize, Vec<String>)> {
    let mut out = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let code = line.trim_start();
        if code.starts_with("//") {
            continue;
        }
        let code = match code.find("//") {
            Some(k) => &code[..k],
            None => code,
        };
        let mut rest = code;
        while let Some(k) = rest.find("crate::") {
            let before = &rest[..k];
            rest = &rest[k + "crate::".len()..];
            // `$crate::` (a macro's) and `chaindyn_crate::`-like names are not this crate.
            if before.ends_with('$') || before.ends_with(|c: char| c.is_alphanumeric() || c == '_')
            {
                continue;
            }
            let (path, segments) = path_at(rest);
            // An exported macro (`crate::__pair!`) lives at the crate root by definition.
            let is_macro = rest[path.len()..].starts_with('!');
            if !segments.is_empty() && !is_macro {
                out.push((n + 1, segments));
            }
        }
    }
    out
}

/// The runtime file a path's leading segments name (`["algorithm", "aba", ..]` →
/// `algorithm/aba.rs`), if it names one.
fn module_file(src: &Path, segments: &[String]) -> Option<PathBuf> {
    let mut best = None;
    let mut dir = src.to_path_buf();
    for s in segments {
        let file = dir.join(format!("{s}.rs"));
        let folder = dir.join(s);
        if file.is_file() {
            best = Some(file);
            dir = folder;
        } else if folder.join("mod.rs").is_file() {
            best = Some(folder.join("mod.rs"));
            dir = folder;
        } else {
            break;
        }
    }
    best
}

/// The runtime files a file's `super::..` paths name (its parent module's files).
fn super_paths(src: &Path, rel: &Path, text: &str) -> Vec<PathBuf> {
    let parent_dir = match rel.file_name().and_then(|n| n.to_str()) {
        Some("mod.rs") => rel.parent().and_then(Path::parent),
        _ => rel.parent(),
    };
    let Some(parent_dir) = parent_dir else {
        return Vec::new();
    };
    let dir = src.join(parent_dir);
    let mut out = Vec::new();
    // Inside an inline module (`mod tests { .. }`), `super` is this file: skipped.
    let mut inline_until: Option<String> = None;
    for line in text.lines() {
        let code = line.trim_start();
        if let Some(end) = &inline_until {
            if line.starts_with(end.as_str()) {
                inline_until = None;
            }
            continue;
        }
        if (code.starts_with("mod ") || code.starts_with("pub mod ")) && code.ends_with('{') {
            let indent = &line[..line.len() - code.len()];
            inline_until = Some(format!("{indent}}}"));
            continue;
        }
        if code.starts_with("//") {
            continue;
        }
        let mut rest = code;
        while let Some(k) = rest.find("super::") {
            rest = &rest[k + "super::".len()..];
            let (_, segments) = path_at(rest);
            let target = module_file(&dir, &segments).unwrap_or_else(|| dir.join("mod.rs"));
            if target.is_file() {
                out.push(target);
            }
        }
    }
    out
}

#[test]
fn the_runtime_imports_downwards_from_where_things_are_defined() {
    let src = root().join("runtime/src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let floor = |room: &str| RUNTIME_ROOMS.iter().position(|r| *r == room);
    let mut problems = Vec::new();
    let mut edges: BTreeMap<PathBuf, BTreeSet<PathBuf>> = BTreeMap::new();
    for f in &files {
        let rel = f.strip_prefix(&src).expect("under runtime/src");
        let Some(room) = room_of(rel) else { continue };
        let Some(own) = floor(&room) else {
            problems.push(format!(
                "{}: room `{room}` is not in the list of rooms (RUNTIME_ROOMS and \
                 docs/architecture.md)",
                rel.display()
            ));
            continue;
        };
        let text = fs::read_to_string(f).expect("a source file");
        for target in super_paths(&src, rel, &text) {
            if target != *f {
                edges.entry(f.clone()).or_default().insert(target);
            }
        }
        for (line, segments) in crate_paths(&text) {
            let first = &segments[0];
            match floor(first) {
                None => problems.push(format!(
                    "{}:{line}: `crate::{}` goes through the crate root: name the module \
                     that defines it",
                    rel.display(),
                    segments.join("::")
                )),
                Some(other) if other > own => problems.push(format!(
                    "{}:{line}: `crate::{}` reaches up from room `{room}` to room `{first}`",
                    rel.display(),
                    segments.join("::")
                )),
                Some(_) => {
                    if let Some(target) = module_file(&src, &segments) {
                        if target != *f {
                            edges.entry(f.clone()).or_default().insert(target);
                        }
                    }
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    // No circle: a depth-first search finds no file on its own path.
    fn visit(
        f: &PathBuf,
        edges: &BTreeMap<PathBuf, BTreeSet<PathBuf>>,
        path: &mut Vec<PathBuf>,
        done: &mut BTreeSet<PathBuf>,
    ) -> Option<Vec<PathBuf>> {
        if let Some(k) = path.iter().position(|p| p == f) {
            return Some(path[k..].to_vec());
        }
        if !done.insert(f.clone()) {
            return None;
        }
        path.push(f.clone());
        for g in edges.get(f).into_iter().flatten() {
            if let Some(c) = visit(g, edges, path, done) {
                return Some(c);
            }
        }
        path.pop();
        None
    }
    let mut done = BTreeSet::new();
    for f in edges.keys() {
        let mut path = Vec::new();
        if let Some(circle) = visit(f, &edges, &mut path, &mut done) {
            let names: Vec<String> = circle
                .iter()
                .map(|p| p.strip_prefix(&src).unwrap_or(p).display().to_string())
                .collect();
            panic!("a circle of imports: {}", names.join(" -> "));
        }
    }
}
