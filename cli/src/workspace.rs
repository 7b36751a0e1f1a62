//! Finding every `#[derive(Dynamics)]` of a cargo workspace without compiling it: the packages
//! and targets from `cargo metadata`, then each target's module tree as rustc would read it
//! (`mod x;` to `x.rs` or `x/mod.rs`, `#[path = ".."]`, inline modules), structs in function
//! bodies included, and the Rust code blocks of doc comments (doctests, also
//! `#[doc = include_str!("..")]`).
//!
//! Derives that only a macro expansion produces (a `macro_rules!` that writes the struct) are not
//! seen; their prepared files are written by a build with `CHAINDYN_PREPARE=1` instead.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;
use syn::visit::Visit;

/// A package of the workspace that uses chaindyn's derive.
#[derive(Clone, Debug)]
pub struct Package {
    /// Its name.
    pub name: String,
    /// The folder of its `Cargo.toml` (where `.chaindyn/` is).
    pub manifest_dir: PathBuf,
    /// The root source file of each of its targets.
    pub roots: Vec<PathBuf>,
}

/// One `#[derive(Dynamics)]` struct found in the sources.
#[derive(Clone)]
pub struct Found {
    /// The file it is in (for a doctest, the file whose doc comment holds it).
    pub file: PathBuf,
    /// Its line in `file` (for a doctest, the line of the code within the block).
    pub line: usize,
    /// The struct, as the derive receives it.
    pub input: syn::DeriveInput,
}

/// The line a worker prints before its output: what comes before it on standard output is not
/// the worker's (symbolica prints its licence notice there).
pub const WORKER_OUTPUT: &str = "\n// ---- chaindyn worker output ----\n";

/// The generated code of `input` (formatted text, [`chaindyn_codegen::Generated::text`]),
/// derived in a process of its own: `worker` is the `chaindyn` executable, run as
/// `chaindyn __derive <manifest dir>` with the struct on its standard input. symbolica numbers
/// its symbols per process and orders the generated arithmetic by them, so only a derivation in
/// a fresh process gives a model's code independently of what was derived before it.
pub fn derive_fresh(
    worker: &Path,
    input: &syn::DeriveInput,
    manifest_dir: &Path,
    command: &str,
) -> Result<String, String> {
    use std::io::Write;
    use std::process::Stdio;
    let mut child = Command::new(worker)
        .arg(command)
        .arg(manifest_dir)
        .env(chaindyn_codegen::derive::PROGRESS_ENV, "1")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run {}: {e}", worker.display()))?;
    let text = quote::quote!(#input).to_string();
    let mut stdin = child.stdin.take().expect("stdin is piped");
    let writer = std::thread::spawn(move || stdin.write_all(text.as_bytes()));
    // The worker's progress lines are shown as they come (a long derivation says what it is
    // doing); everything else it prints is kept for the end.
    let stderr = child.stderr.take().expect("stderr is piped");
    let name = input.ident.to_string();
    let reader = std::thread::spawn(move || {
        use std::io::BufRead;
        let mut kept = String::new();
        for line in std::io::BufReader::new(stderr)
            .lines()
            .map_while(Result::ok)
        {
            match line.strip_prefix(chaindyn_codegen::derive::PROGRESS_PREFIX) {
                Some(progress) => eprintln!("  `{name}`: {progress}"),
                None => {
                    kept.push_str(&line);
                    kept.push('\n');
                }
            }
        }
        kept
    });
    let out = child
        .wait_with_output()
        .map_err(|e| format!("{} failed: {e}", worker.display()))?;
    let _ = writer.join();
    let stderr = reader.join().unwrap_or_default();
    if out.status.success() {
        // The worker's own lines (`CHAINDYN_REPORT`'s timings, a lock wait) are the user's.
        if !stderr.trim().is_empty() {
            eprint!("{stderr}");
        }
        let stdout = String::from_utf8(out.stdout)
            .map_err(|e| format!("the derived code is not UTF-8: {e}"))?;
        match stdout.rsplit_once(WORKER_OUTPUT) {
            Some((_, code)) => Ok(code.to_owned()),
            None => Err(format!("{} printed no code", worker.display())),
        }
    } else {
        // The worker said `chaindyn: <error>`; the caller says `chaindyn:` once more.
        let message = stderr.trim();
        Err(message
            .strip_prefix("chaindyn: ")
            .unwrap_or(message)
            .to_owned())
    }
}

/// The packages of the workspace of `manifest_path` (or of the current folder) that depend on
/// `chaindyn` or `chaindyn-macros`, optionally only those named in `only`.
pub fn packages(manifest_path: Option<&Path>, only: &[String]) -> Result<Vec<Package>, String> {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let mut cmd = Command::new(cargo);
    cmd.args(["metadata", "--no-deps", "--format-version", "1"]);
    if let Some(m) = manifest_path {
        cmd.arg("--manifest-path").arg(m);
    }
    let out = cmd
        .output()
        .map_err(|e| format!("cannot run `cargo metadata`: {e}"))?;
    if !out.status.success() {
        return Err(format!(
            "`cargo metadata` failed:\n{}",
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    let meta: serde_json::Value = serde_json::from_slice(&out.stdout)
        .map_err(|e| format!("cannot read `cargo metadata`'s output: {e}"))?;
    let mut found = Vec::new();
    for p in meta["packages"].as_array().into_iter().flatten() {
        let name = p["name"].as_str().unwrap_or_default().to_owned();
        let uses_derive = p["dependencies"]
            .as_array()
            .into_iter()
            .flatten()
            .any(|d| matches!(d["name"].as_str(), Some("chaindyn" | "chaindyn-macros")));
        if !uses_derive || (!only.is_empty() && !only.contains(&name)) {
            continue;
        }
        let manifest = PathBuf::from(p["manifest_path"].as_str().unwrap_or_default());
        let manifest_dir = manifest
            .parent()
            .map(Path::to_path_buf)
            .ok_or_else(|| format!("package {name} has no manifest folder"))?;
        let roots = p["targets"]
            .as_array()
            .into_iter()
            .flatten()
            .filter(|t| {
                !t["kind"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .any(|k| k == "custom-build")
            })
            .filter_map(|t| t["src_path"].as_str().map(PathBuf::from))
            .collect();
        found.push(Package {
            name,
            manifest_dir,
            roots,
        });
    }
    for name in only {
        if !found.iter().any(|p| &p.name == name) {
            return Err(format!(
                "no package named `{name}` that depends on chaindyn in this workspace"
            ));
        }
    }
    Ok(found)
}

/// Every `#[derive(Dynamics)]` struct in the package's targets, each once.
pub fn derives(package: &Package) -> Result<Vec<Found>, String> {
    let mut scan = Scan {
        seen: BTreeSet::new(),
        found: Vec::new(),
    };
    for root in &package.roots {
        let dir = root.parent().unwrap_or(Path::new(".")).to_path_buf();
        scan.file(root, dir)?;
    }
    Ok(scan.found)
}

struct Scan {
    seen: BTreeSet<PathBuf>,
    found: Vec<Found>,
}

impl Scan {
    /// Reads `path` (a module file whose child modules live in `child_dir`).
    fn file(&mut self, path: &Path, child_dir: PathBuf) -> Result<(), String> {
        let canonical = path.canonicalize().unwrap_or_else(|_| path.to_path_buf());
        if !self.seen.insert(canonical) {
            return Ok(());
        }
        let text = std::fs::read_to_string(path)
            .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        let file = syn::parse_file(&text)
            .map_err(|e| format!("{}: {e}", located(path, e.span().start().line)))?;
        let mut v = Visitor {
            scan: self,
            file: path.to_path_buf(),
            child_dir,
            line_offset: 0,
            error: None,
        };
        v.visit_file(&file);
        v.error.map_or(Ok(()), Err)
    }
}

fn located(path: &Path, line: usize) -> String {
    format!("{}:{line}", path.display())
}

struct Visitor<'a> {
    scan: &'a mut Scan,
    file: PathBuf,
    /// Where `mod x;` here finds `x.rs`.
    child_dir: PathBuf,
    /// Lines before the parsed text in `file` (doc-comment code).
    line_offset: usize,
    error: Option<String>,
}

impl Visitor<'_> {
    fn fail(&mut self, e: String) {
        self.error.get_or_insert(e);
    }

    /// The code blocks of the doc comments in `attrs` (`///` lines and `include_str!` files).
    fn doc_comments(&mut self, attrs: &[syn::Attribute]) {
        let mut text = String::new();
        let mut first_line = None;
        for a in attrs.iter().filter(|a| a.path().is_ident("doc")) {
            let syn::Meta::NameValue(nv) = &a.meta else {
                continue;
            };
            match &nv.value {
                syn::Expr::Lit(syn::ExprLit {
                    lit: syn::Lit::Str(s),
                    ..
                }) => {
                    first_line.get_or_insert(a.pound_token.span.start().line);
                    text.push_str(&s.value());
                    text.push('\n');
                }
                syn::Expr::Macro(m) if m.mac.path.is_ident("include_str") => {
                    let Ok(rel) = m.mac.parse_body::<syn::LitStr>() else {
                        continue;
                    };
                    let base = self.file.parent().unwrap_or(Path::new("."));
                    let path = base.join(rel.value());
                    let path = path.canonicalize().unwrap_or(path);
                    match std::fs::read_to_string(&path) {
                        Ok(doc) => self.doc_code(&path, 0, &doc),
                        Err(e) => self.fail(format!("cannot read {}: {e}", path.display())),
                    }
                }
                _ => {}
            }
        }
        if !text.is_empty() {
            let file = self.file.clone();
            let line = self.line_offset + first_line.unwrap_or(1).saturating_sub(1);
            self.doc_code(&file, line, &text);
        }
    }

    /// The derives in the Rust code blocks of the Markdown `doc` (as rustdoc reads them: fences
    /// without a language or with `rust`, hidden `# ` lines included).
    fn doc_code(&mut self, file: &Path, line_offset: usize, doc: &str) {
        for (start, code) in code_blocks(doc) {
            let parsed = syn::parse_file(&code).map(|f| f.items).or_else(|_| {
                syn::parse_str::<syn::Block>(&format!("{{\n{code}\n}}")).map(|b| {
                    b.stmts
                        .into_iter()
                        .filter_map(|s| match s {
                            syn::Stmt::Item(i) => Some(i),
                            _ => None,
                        })
                        .collect()
                })
            });
            let Ok(items) = parsed else {
                continue; // rustdoc reports code that does not parse; nothing to prepare there
            };
            let mut inner = Visitor {
                scan: self.scan,
                file: file.to_path_buf(),
                child_dir: self.child_dir.clone(),
                line_offset: line_offset + start,
                error: None,
            };
            for item in &items {
                inner.visit_item(item);
            }
            if let Some(e) = inner.error {
                self.fail(e);
            }
        }
    }
}

/// The Rust code blocks of Markdown text, each with the number of lines before its code.
pub fn code_blocks(doc: &str) -> Vec<(usize, String)> {
    let mut blocks = Vec::new();
    let mut current: Option<(usize, String, String)> = None; // (start, fence, code)
    for (i, line) in doc.lines().enumerate() {
        let trimmed = line.trim_start();
        match &mut current {
            None => {
                let fence: String = trimmed.chars().take_while(|c| *c == '`').collect();
                if fence.len() >= 3 {
                    let info = trimmed[fence.len()..].trim();
                    let rust = info.is_empty()
                        || info.split(',').any(|t| t.trim() == "rust")
                            && !info.split(',').any(|t| t.trim() == "ignore");
                    current = Some((i + 1, fence, if rust { String::new() } else { "\0".into() }));
                }
            }
            Some((start, fence, code)) => {
                if trimmed.starts_with(fence.as_str()) && trimmed.trim_matches('`').is_empty() {
                    if !code.starts_with('\0') {
                        blocks.push((*start, std::mem::take(code)));
                    }
                    current = None;
                } else if !code.starts_with('\0') {
                    let shown = match trimmed.strip_prefix('#') {
                        Some(rest) if rest.is_empty() || rest.starts_with(' ') => {
                            rest.strip_prefix(' ').unwrap_or(rest)
                        }
                        _ => line,
                    };
                    code.push_str(shown);
                    code.push('\n');
                }
            }
        }
    }
    blocks
}

fn derives_dynamics(attrs: &[syn::Attribute]) -> bool {
    attrs
        .iter()
        .filter(|a| a.path().is_ident("derive"))
        .any(|a| {
            a.parse_args_with(
                syn::punctuated::Punctuated::<syn::Path, syn::Token![,]>::parse_terminated,
            )
            .is_ok_and(|paths| {
                paths
                    .iter()
                    .any(|p| p.segments.last().is_some_and(|s| s.ident == "Dynamics"))
            })
        })
}

/// `#[path = ".."]` of a module, if any.
fn path_attr(attrs: &[syn::Attribute]) -> Option<String> {
    attrs.iter().find_map(|a| match &a.meta {
        syn::Meta::NameValue(nv) if nv.path.is_ident("path") => match &nv.value {
            syn::Expr::Lit(syn::ExprLit {
                lit: syn::Lit::Str(s),
                ..
            }) => Some(s.value()),
            _ => None,
        },
        _ => None,
    })
}

impl<'ast> Visit<'ast> for Visitor<'_> {
    fn visit_item_struct(&mut self, s: &'ast syn::ItemStruct) {
        self.doc_comments(&s.attrs);
        if derives_dynamics(&s.attrs) {
            let input: syn::DeriveInput =
                syn::parse2(quote::quote!(#s)).expect("a struct item is a derive input");
            self.scan.found.push(Found {
                file: self.file.clone(),
                line: self.line_offset + s.ident.span().start().line,
                input,
            });
        }
        syn::visit::visit_item_struct(self, s);
    }

    fn visit_item_mod(&mut self, m: &'ast syn::ItemMod) {
        self.doc_comments(&m.attrs);
        let name = m.ident.to_string();
        let name = name.strip_prefix("r#").unwrap_or(&name).to_owned();
        match &m.content {
            Some(_) => {
                let outer = self.child_dir.clone();
                self.child_dir = match path_attr(&m.attrs) {
                    Some(p) => outer.join(p),
                    None => outer.join(&name),
                };
                syn::visit::visit_item_mod(self, m);
                self.child_dir = outer;
            }
            None => {
                if self.line_offset != 0 {
                    return; // `mod x;` in doc-comment code: rustdoc cannot compile it either
                }
                let (path, child_dir) = match path_attr(&m.attrs) {
                    Some(p) => {
                        let base = self.file.parent().unwrap_or(Path::new("."));
                        let path = base.join(p);
                        let dir = path.parent().unwrap_or(Path::new(".")).to_path_buf();
                        (path, dir)
                    }
                    None => {
                        let flat = self.child_dir.join(format!("{name}.rs"));
                        if flat.is_file() {
                            (flat, self.child_dir.join(&name))
                        } else {
                            let dir = self.child_dir.join(&name);
                            (dir.join("mod.rs"), dir)
                        }
                    }
                };
                if !path.is_file() {
                    // rustc reports it (or the module is behind a `cfg` that leaves it out).
                    return;
                }
                if let Err(e) = self.scan.file(&path, child_dir) {
                    self.fail(e);
                }
            }
        }
    }

    fn visit_item_fn(&mut self, f: &'ast syn::ItemFn) {
        self.doc_comments(&f.attrs);
        syn::visit::visit_item_fn(self, f);
    }

    fn visit_item_const(&mut self, c: &'ast syn::ItemConst) {
        self.doc_comments(&c.attrs);
        syn::visit::visit_item_const(self, c);
    }

    fn visit_item_impl(&mut self, i: &'ast syn::ItemImpl) {
        self.doc_comments(&i.attrs);
        syn::visit::visit_item_impl(self, i);
    }

    fn visit_impl_item_fn(&mut self, f: &'ast syn::ImplItemFn) {
        self.doc_comments(&f.attrs);
        syn::visit::visit_impl_item_fn(self, f);
    }

    fn visit_item_trait(&mut self, t: &'ast syn::ItemTrait) {
        self.doc_comments(&t.attrs);
        syn::visit::visit_item_trait(self, t);
    }

    fn visit_item_enum(&mut self, e: &'ast syn::ItemEnum) {
        self.doc_comments(&e.attrs);
        syn::visit::visit_item_enum(self, e);
    }

    fn visit_file(&mut self, f: &'ast syn::File) {
        self.doc_comments(&f.attrs);
        syn::visit::visit_file(self, f);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn code_blocks_are_read_as_rustdoc_reads_them() {
        let doc = "text\n```rust\n# use x;\nstruct A;\n```\n```text\nstruct B;\n```\n\
                   ```\nstruct C;\n```\n```rust,ignore\nstruct D;\n```\n````rust\n```\nstruct E;\n````\n";
        let blocks = code_blocks(doc);
        assert_eq!(
            blocks,
            vec![
                (2, "use x;\nstruct A;\n".to_owned()),
                (9, "struct C;\n".to_owned()),
                (15, "```\nstruct E;\n".to_owned()),
            ]
        );
    }

    #[test]
    fn modules_doc_comments_and_functions_are_searched() {
        let dir = std::env::temp_dir().join(format!("chaindyn-scan-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("src/a")).unwrap();
        std::fs::create_dir_all(dir.join("src/elsewhere")).unwrap();
        std::fs::write(
            dir.join("src/lib.rs"),
            "//! ```\n//! #[derive(chaindyn::Dynamics)] struct InDoc;\n//! ```\n\
             mod a;\n#[path = \"elsewhere/c.rs\"] mod c;\nmod inline { mod d; }\n\
             #[derive(Debug, Dynamics)] struct Top;\n#[derive(Debug)] struct NotDerived;\n\
             fn f() { #[derive(Dynamics)] struct InFn; }\n",
        )
        .unwrap();
        std::fs::write(dir.join("src/a.rs"), "mod b;\n").unwrap();
        std::fs::write(dir.join("src/a/b.rs"), "#[derive(Dynamics)] struct B;\n").unwrap();
        std::fs::write(
            dir.join("src/elsewhere/c.rs"),
            "#[derive(Dynamics)] struct C;\n",
        )
        .unwrap();
        std::fs::create_dir_all(dir.join("src/inline")).unwrap();
        std::fs::write(
            dir.join("src/inline/d.rs"),
            "#[derive(Dynamics)] struct D;\n",
        )
        .unwrap();
        let package = Package {
            name: "p".into(),
            manifest_dir: dir.clone(),
            roots: vec![dir.join("src/lib.rs")],
        };
        let mut names: Vec<(String, usize)> = derives(&package)
            .unwrap()
            .iter()
            .map(|f| (f.input.ident.to_string(), f.line))
            .collect();
        names.sort();
        assert_eq!(
            names,
            vec![
                ("B".into(), 1),
                ("C".into(), 1),
                ("D".into(), 1),
                ("InDoc".into(), 2),
                ("InFn".into(), 9),
                ("Top".into(), 7),
            ]
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
