//! `chaindyn prepare`: derive every model of a workspace with the computer algebra and write its
//! prepared file (`<package>/.chaindyn/<Struct>.rs`), or with `--check` fail when one is missing,
//! stale, edited or left over.

use crate::workspace::{self, Found, Package};
use chaindyn_codegen::internals::model::Model;
use chaindyn_codegen::prepared::{self, Problem};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// Write the files, or only check them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Write missing and stale files, remove left-over ones.
    Write,
    /// Change nothing; report every file that `Write` would change.
    Check,
}

/// What a run did or found.
#[derive(Debug, Default)]
pub struct Report {
    /// Files written (or, in check mode, that are current).
    pub current: Vec<PathBuf>,
    /// Files written because they were missing or stale.
    pub written: Vec<PathBuf>,
    /// Left-over prepared files of models that no longer exist, removed.
    pub removed: Vec<PathBuf>,
    /// What fails the run: derive errors, and in check mode every file that is not current.
    pub problems: Vec<String>,
}

impl Report {
    /// Whether the run succeeded.
    pub fn ok(&self) -> bool {
        self.problems.is_empty()
    }
}

/// Prepares (or checks) every derive of the given packages; each model is derived by `worker`
/// (the `chaindyn` executable) in a process of its own ([`workspace::derive_fresh`]).
pub fn run(packages: &[Package], mode: Mode, worker: &Path) -> Report {
    let mut report = Report::default();
    for package in packages {
        match workspace::derives(package) {
            Ok(found) => package_run(package, &found, mode, worker, &mut report),
            Err(e) => report.problems.push(e),
        }
    }
    report
}

fn where_(f: &Found) -> String {
    format!("{}:{}", f.file.display(), f.line)
}

/// A model and its derived code.
struct Derived {
    model: Model,
    text: String,
    code: proc_macro2::TokenStream,
}

/// The reason a derived model's regressor has no build-time base parameters: the string of its
/// `BASE_PARAMETERS_UNAVAILABLE` constant, if the code has one.
fn base_parameters_unavailable(code: &str) -> Option<String> {
    let at = code.find("const BASE_PARAMETERS_UNAVAILABLE")?;
    let rest = code[at..].split_once('=')?.1.trim_start();
    // The string literal: up to the first quote that no backslash escapes.
    let mut escaped = false;
    let end = rest.char_indices().skip(1).find_map(|(i, c)| {
        let closes = c == '"' && !escaped;
        escaped = c == '\\' && !escaped;
        closes.then_some(i)
    })?;
    syn::parse_str::<syn::LitStr>(&rest[..=end])
        .ok()
        .map(|l| l.value())
}

/// Prepares (or checks) the models `found` in one package: derives them, writes or checks their
/// files, then removes (or reports) the files of models that are gone.
fn package_run(package: &Package, found: &[Found], mode: Mode, worker: &Path, report: &mut Report) {
    let files = derive_models(package, found, worker, report);
    for (name, (_, f, generated)) in &files {
        write_or_check(package, name, f, generated, mode, report);
    }
    // Every struct's file name, derived or not: a file of a model that failed is not left over.
    let known: BTreeSet<String> = found
        .iter()
        .map(|f| prepared::file_name_of(&f.input.ident))
        .collect();
    remove_leftovers(package, &known, mode, report);
}

/// Every model of `found` derived by `worker`, one per prepared file name with its key and where
/// it was found; a model that fails, or whose name another model takes, is reported instead.
fn derive_models<'f>(
    package: &Package,
    found: &'f [Found],
    worker: &Path,
    report: &mut Report,
) -> BTreeMap<String, (String, &'f Found, Derived)> {
    let dir = &package.manifest_dir;
    // One file per struct name: the same model may be derived twice (a doctest repeating a
    // struct of the crate), two different models may not share a name.
    let mut files: BTreeMap<String, (String, &Found, Derived)> = BTreeMap::new();
    for f in found {
        let model = match chaindyn_codegen::model(&f.input, Some(dir)) {
            Ok(m) => m,
            Err(e) => {
                for e in e {
                    let line = e.span().start().line;
                    let at = if line > 0 && f.line > 0 {
                        format!(
                            "{}:{}",
                            f.file.display(),
                            line + f.line - f.input.ident.span().start().line
                        )
                    } else {
                        where_(f)
                    };
                    report
                        .problems
                        .push(format!("{at}: `{}`: {e}", f.input.ident));
                }
                continue;
            }
        };
        let name = prepared::file_name(&model);
        let key = prepared::key(&model);
        if files.get(&name).is_some_and(|(k, _, _)| *k == key) {
            continue; // the same model again (a doctest repeating a struct of the crate)
        }
        let generated = match derive_code(f, model, dir, worker) {
            Ok(d) => d,
            Err(e) => {
                report
                    .problems
                    .push(format!("{}: `{}`: {e}", where_(f), f.input.ident));
                continue;
            }
        };
        match files.get(&name) {
            Some((k, first, _)) if *k != key => report.problems.push(format!(
                "{}: a different model named `{}` is derived at {} in package {}; both would \
                 be prepared as {}/{name}: rename one of the structs",
                where_(f),
                f.input.ident,
                where_(first),
                package.name,
                prepared::FOLDER
            )),
            Some(_) => {}
            None => {
                files.insert(name, (key, f, generated));
            }
        }
    }
    files
}

/// The code of `model` (the struct at `f`), derived by `worker` in a process of its own and
/// tokenised; the time it took is printed.
fn derive_code(f: &Found, model: Model, dir: &Path, worker: &Path) -> Result<Derived, String> {
    let started = std::time::Instant::now();
    let derived = workspace::derive_fresh(worker, &f.input, dir, "__derive");
    if let Ok(text) = &derived {
        let missing = base_parameters_unavailable(text)
            .map(|why| format!("; no build-time base parameters: {why}"))
            .unwrap_or_default();
        eprintln!(
            "derived `{}` ({}) in {:.1} s{missing}",
            f.input.ident,
            where_(f),
            started.elapsed().as_secs_f64()
        );
    }
    derived.and_then(|text| {
        let code = text
            .parse()
            .map_err(|e| format!("the derived code does not tokenise: {e}"))?;
        Ok(Derived { model, text, code })
    })
}

/// Records the prepared file `name` of a derived model as current, or when it is missing or
/// stale writes it (in check mode, reports it).
fn write_or_check(
    package: &Package,
    name: &str,
    f: &Found,
    generated: &Derived,
    mode: Mode,
    report: &mut Report,
) {
    let dir = &package.manifest_dir;
    let path = dir.join(prepared::FOLDER).join(name);
    // The file as it would be written is current without a look at its tokens; else the
    // same tokens are, and for `--check` the same code laid out otherwise (a rewrite would
    // only lay it out again, so writing skips that comparison of two pretty-printings).
    let fresh = prepared::file_text(&generated.model, &generated.text);
    let problem = match prepared::read(&path) {
        Ok(text) if text == fresh => None,
        Ok(text) => match prepared::verify(&text, &generated.model) {
            Ok(code) if prepared::same_tokens(&code, &generated.code) => None,
            Ok(code) if mode == Mode::Check && prepared::same_code(&code, &generated.code) => None,
            Ok(_) => Some(Problem::Outdated),
            Err(p) => Some(p),
        },
        Err(p) => Some(p),
    };
    match (problem, mode) {
        (None, _) => report.current.push(path),
        (Some(p), Mode::Check) => report.problems.push(format!(
            "{}: `{}` {} (model `{}` at {})",
            package.name,
            shown(dir, &path),
            p.describe(),
            generated.model.ident,
            where_(f)
        )),
        (Some(_), Mode::Write) => {
            let written = prepared::write(&path, &fresh);
            match written {
                Ok(_) => report.written.push(path),
                Err(e) => report.problems.push(e),
            }
        }
    }
}

/// Removes (or in check mode reports) the prepared files of models that are gone: those of the
/// package's folder whose name is not `known`; a file there that is not a prepared file is
/// reported, not removed.
fn remove_leftovers(package: &Package, known: &BTreeSet<String>, mode: Mode, report: &mut Report) {
    let dir = &package.manifest_dir;
    let folder = dir.join(prepared::FOLDER);
    let Ok(entries) = std::fs::read_dir(&folder) else {
        return;
    };
    let mut leftovers: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "rs"))
        .filter(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| !known.contains(n))
        })
        .collect();
    leftovers.sort();
    for path in leftovers {
        let ours = prepared::read(&path)
            .ok()
            .is_some_and(|t| prepared::parse(&t).is_ok());
        match mode {
            Mode::Check => report.problems.push(format!(
                "{}: `{}` is left over: no #[derive(Dynamics)] struct of this package is named \
                 after it (remove it, or run `chaindyn prepare`)",
                package.name,
                shown(dir, &path)
            )),
            Mode::Write if ours => match std::fs::remove_file(&path) {
                Ok(()) => report.removed.push(path),
                Err(e) => report
                    .problems
                    .push(format!("cannot remove {}: {e}", path.display())),
            },
            Mode::Write => report.problems.push(format!(
                "{}: `{}` is not a prepared file of chaindyn; move it out of {}",
                package.name,
                shown(dir, &path),
                prepared::FOLDER
            )),
        }
    }
}

/// `path` relative to the package's folder.
fn shown(dir: &Path, path: &Path) -> String {
    path.strip_prefix(dir).unwrap_or(path).display().to_string()
}

#[cfg(test)]
mod tests {
    use super::base_parameters_unavailable;

    #[test]
    fn the_reason_for_missing_base_parameters_is_read_from_the_code() {
        let code = r#"impl Arm {
    /// Why.
    pub const BASE_PARAMETERS_UNAVAILABLE: &'static str = "the rank is undecided; a \"quote\" and a \\";
    pub fn regressor() {}
}"#;
        assert_eq!(
            base_parameters_unavailable(code).as_deref(),
            Some(r#"the rank is undecided; a "quote" and a \"#)
        );
        assert_eq!(
            base_parameters_unavailable("pub const BASE_PARAMETERS: usize = 3;"),
            None
        );
    }
}
