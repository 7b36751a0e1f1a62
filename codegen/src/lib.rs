//! The build-time half of chaindyn: `#[derive(Dynamics)]`'s pipeline, one stage per module, data
//! flowing one way (no module imports one that comes after it):
//!
//! ```text
//! internals (syn) ──▶ symbolic + derive (symbolica, locked worker thread) ──▶ emit (quote)
//!  parse ▶ validate     Program / Mechanics ▶ candidates ▶ lowered Blocks       TokenStream
//!  ▶ model ▶ key
//! ```
//!
//! * [`internals`]: the front end: attributes to a [`internals::parse::ChainSpec`] (spans kept),
//!   checked into a [`internals::model::Model`] (the runtime's own `chaindyn_model::Chain` plus
//!   which numbers are runtime parameters), every user error spanned and collected
//!   ([`internals::ctxt`]); the model's canonical form ([`internals::key`]).
//! * [`symbolic`]: named intermediates, recursive Newton–Euler on them (body frames),
//!   forward-mode derivatives through them, the closed-form recursive derivatives of inverse
//!   dynamics in spatial algebra (one common frame), the planar closed forms and the task-space
//!   kinematics of the frames asked for.
//! * [`mod@derive`]: every candidate formulation of every generated function, the cheapest kept,
//!   lowered by symbolica's evaluator (CSE, Horner) to straight-line statements.
//! * [`emit`]: the `impl chaindyn::Dynamics<N>` and, for the frames asked for, the
//!   `impl chaindyn::TaskSpaceIn<N>` (generic over the number type) with a constant per frame.
//! * [`engine`]: the per-user lock, worker thread and cache that make symbolica safe in a build
//!   (`lock`, `cache`, and `fs` for the folders only their owner can write).
//! * [`prepared`]: the generated code as a file of the user's crate (`.chaindyn/<Struct>.rs`),
//!   written by `chaindyn prepare`, and what a build without the computer algebra expands.
//! * [`interface`]: the methods of `Dynamics` / `DynamicsIn` a derive implements, the one list
//!   [`emit`] and [`fallback`] write them from.
//! * [`fallback`]: the placeholder impl that keeps one error from becoming many.
//!
//! This file only dispatches: [`expand`] and its variants run the stages in order.
//!
//! The derivation stages need the `cas` feature (default; symbolica). Without it the crate is
//! the front end and the prepared files: parse ─▶ validate ─▶ model key ─▶ the verified file.
//!
//! Nothing here depends on `proc_macro`: the `chaindyn-macros` crate is a thin shell around
//! [`expand`].

#[cfg(feature = "cas")]
pub mod derive;
#[cfg(feature = "cas")]
pub mod emit;
pub mod engine;
pub mod fallback;
pub mod interface;
pub mod internals;
pub mod prepared;
#[cfg(feature = "cas")]
pub mod symbolic;

use proc_macro2::TokenStream;
use std::path::{Path, PathBuf};

/// What the derive does with the crate's prepared file when it derives with the computer algebra
/// (`CHAINDYN_PREPARE`). Builds without it always expand the prepared file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Prepare {
    /// Nothing (unset, empty or `0`).
    Off,
    /// Write (or refresh) it (`1` or `write`).
    Write,
}

/// Where and how a derive runs: what cargo and the user's environment tell the macro.
#[derive(Clone, Debug)]
pub struct Options {
    /// The folder of the crate's `Cargo.toml` (`CARGO_MANIFEST_DIR`): `urdf` paths are relative
    /// to it, and its `.chaindyn/` folder holds the prepared files.
    pub manifest_dir: Option<PathBuf>,
    /// The crate's package name (`CARGO_PKG_NAME`), for the refresh command in messages.
    pub package: Option<String>,
    /// `CHAINDYN_PREPARE`.
    pub prepare: Prepare,
}

impl Options {
    /// The options of a derive run by cargo: `CARGO_MANIFEST_DIR`, `CARGO_PKG_NAME` and
    /// `CHAINDYN_PREPARE` (an unknown value of the latter is an error).
    pub fn from_env() -> Result<Options, String> {
        let prepare = match std::env::var("CHAINDYN_PREPARE").as_deref() {
            Err(_) | Ok("") | Ok("0") => Prepare::Off,
            Ok("1") | Ok("write") => Prepare::Write,
            Ok(other) => {
                return Err(format!(
                    "CHAINDYN_PREPARE={other:?} is not understood: use `1` (write the prepared \
                     files) or leave it unset; `chaindyn prepare --check` checks them"
                ))
            }
        };
        Ok(Options {
            manifest_dir: std::env::var_os("CARGO_MANIFEST_DIR").map(PathBuf::from),
            package: std::env::var("CARGO_PKG_NAME").ok(),
            prepare,
        })
    }

    /// The command that writes this crate's prepared files.
    pub fn refresh_command(&self) -> String {
        match &self.package {
            Some(p) => format!("chaindyn prepare -p {p}"),
            None => "chaindyn prepare".into(),
        }
    }
}

/// Expands `#[derive(Dynamics)]` on `input` as cargo runs it ([`Options::from_env`]); see
/// [`expand_with`].
pub fn expand(input: TokenStream) -> TokenStream {
    match Options::from_env() {
        Ok(options) => expand_with(input, &options),
        Err(msg) => {
            let krate = crate_path(&input);
            let tokens = total(input, |i| Err(syn::Error::new(i.ident.span(), msg)));
            with_crate_path(tokens, krate.as_ref())
        }
    }
}

/// The `crate = "path"` of the input's `#[chain(..)]`, where it parses.
fn crate_path(input: &TokenStream) -> Option<syn::Path> {
    syn::parse2::<syn::DeriveInput>(input.clone())
        .ok()
        .and_then(|i| internals::parse::crate_path_of(&i))
}

/// `tokens` with every `::chaindyn` path naming the crate by `krate` instead (`#[chain(crate =
/// "..")]`); unchanged without one. The generated code (and a prepared file) names the crate
/// only as `::chaindyn` (never as a segment of another path); a renamed dependency is applied
/// here, at expansion.
pub fn with_crate_path(tokens: TokenStream, krate: Option<&syn::Path>) -> TokenStream {
    use proc_macro2::{Group, Spacing, TokenTree};
    use quote::ToTokens;
    let Some(krate) = krate else { return tokens };
    let replacement = krate.to_token_stream();
    fn walk(tokens: TokenStream, replacement: &TokenStream) -> TokenStream {
        let tokens: Vec<TokenTree> = tokens.into_iter().collect();
        let mut out = Vec::with_capacity(tokens.len());
        let mut i = 0;
        while i < tokens.len() {
            if let [TokenTree::Punct(a), TokenTree::Punct(b), TokenTree::Ident(name), ..] =
                &tokens[i..]
            {
                if a.as_char() == ':'
                    && a.spacing() == Spacing::Joint
                    && b.as_char() == ':'
                    && name == "chaindyn"
                {
                    out.extend(replacement.clone());
                    i += 3;
                    continue;
                }
            }
            match &tokens[i] {
                TokenTree::Group(g) => {
                    let mut group = Group::new(g.delimiter(), walk(g.stream(), replacement));
                    group.set_span(g.span());
                    out.push(TokenTree::Group(group));
                }
                t => out.push(t.clone()),
            }
            i += 1;
        }
        out.into_iter().collect()
    }
    walk(tokens, &replacement)
}

/// Expands `#[derive(Dynamics)]` on `input`: derived with the computer algebra when this crate
/// has its `cas` feature ([`expand_online`]), else from the crate's prepared file
/// ([`expand_offline`]), the chaindyn crate named as `#[chain(crate = "..")]` says. Total: every input gives either the `impl` or spanned
/// `compile_error!`s (every error of the description at once) plus a fallback `impl`, so that one
/// mistake gives one error and not one more at every call site.
pub fn expand_with(input: TokenStream, options: &Options) -> TokenStream {
    let krate = crate_path(&input);
    #[cfg(feature = "cas")]
    let tokens = expand_online(input, options);
    #[cfg(not(feature = "cas"))]
    let tokens = expand_offline(input, options);
    with_crate_path(tokens, krate.as_ref())
}

/// The expansion from the crate's prepared file (`.chaindyn/<Struct>.rs`): the attributes are
/// parsed and validated as by the online derive (the same errors), the model's key is computed,
/// and the file's code is expanded if it was written for this model by this chaindyn and not
/// edited since; otherwise a compile error at the struct names the refresh command. The file is
/// a rebuild trigger (as are URDF files), so cargo expands again when it changes.
pub fn expand_offline(input: TokenStream, options: &Options) -> TokenStream {
    total(input, |input| {
        let (_, model) = front_end(input, options.manifest_dir.as_deref())?;
        let Some(dir) = &options.manifest_dir else {
            return Err(syn::Error::new(
                model.ident.span(),
                "cannot find the prepared files: CARGO_MANIFEST_DIR is not set (build with cargo)",
            ));
        };
        let path = prepared::path(dir, &model);
        let mut tokens = match prepared::load(&path, &model) {
            Ok(tokens) => tokens,
            // The description is valid, so the placeholder knows the degrees of freedom (a URDF's
            // too) and has every associated item: the file's problem is the only error.
            Err(p) => {
                let message = offline_message(&model, &p, options);
                let mut tokens = syn::Error::new(model.ident.span(), message).to_compile_error();
                tokens.extend(fallback::fallback_with(input, Some(model.dof())));
                return Ok(tokens);
            }
        };
        tokens.extend(rebuild_triggers(&model, Some(&path)));
        Ok(tokens)
    })
}

/// The message of an unusable prepared file in a build without the computer algebra.
fn offline_message(
    model: &internals::model::Model,
    problem: &prepared::Problem,
    o: &Options,
) -> String {
    let file = format!("{}/{}", prepared::FOLDER, prepared::file_name(model));
    let what = match problem {
        prepared::Problem::Missing => "no prepared dynamics",
        _ => "the prepared dynamics are stale",
    };
    format!(
        "{what} for `{}`: `{file}` {}. Without chaindyn's `cas` feature the derive expands the \
         code `chaindyn prepare` wrote there; refresh it with `{}` (the `chaindyn` command: \
         `cargo install --path cli` in a chaindyn checkout), or \
         enable the `cas` feature of chaindyn to derive at build time",
        model.ident,
        problem.describe(),
        o.refresh_command()
    )
}

/// Runs `expand` on the parsed input; errors become `compile_error!`s plus the fallback `impl`.
fn total(
    input: TokenStream,
    expand: impl FnOnce(&syn::DeriveInput) -> syn::Result<TokenStream>,
) -> TokenStream {
    let input: syn::DeriveInput = match syn::parse2(input) {
        Ok(i) => i,
        Err(e) => return e.to_compile_error(),
    };
    match expand(&input) {
        Ok(tokens) => tokens,
        Err(e) => {
            let mut tokens = e.to_compile_error();
            tokens.extend(fallback::fallback(&input));
            tokens
        }
    }
}

/// `const _: &[u8] = include_bytes!("<file>");` for every file the expansion was read from (a
/// URDF, the prepared file): cargo then rebuilds the crate when one changes. Not part of the
/// prepared or cached code, since the same model can come from files at different paths.
fn rebuild_triggers(model: &internals::model::Model, prepared: Option<&Path>) -> TokenStream {
    let files = model
        .sources
        .iter()
        .cloned()
        .chain(prepared.and_then(|p| p.to_str()).map(str::to_owned));
    quote::quote!(#(const _: &[u8] = ::core::include_bytes!(#files);)*)
}

/// The placeholder `impl` of a failed derive ([`fallback::fallback`]) for `input`, if it is a
/// struct the derive supports; for the macro's last-resort error path.
pub fn fallback_for(input: TokenStream) -> TokenStream {
    syn::parse2::<syn::DeriveInput>(input)
        .map(|i| {
            with_crate_path(
                fallback::fallback(&i),
                internals::parse::crate_path_of(&i).as_ref(),
            )
        })
        .unwrap_or_default()
}

/// Parses and validates a derive's input without deriving anything (no symbolica): the front
/// end alone, every error of the description, as the derive reports them (`urdf` paths relative
/// to `CARGO_MANIFEST_DIR`). For tools and fuzzing.
pub fn check(input: TokenStream) -> syn::Result<internals::model::Model> {
    let input: syn::DeriveInput = syn::parse2(input)?;
    let dir = std::env::var_os("CARGO_MANIFEST_DIR").map(PathBuf::from);
    front_end(&input, dir.as_deref()).map(|(_, model)| model)
}

/// Parse and validate, with every error: the values that parsed are validated even when others
/// did not (as long as every attribute was read to its end).
fn front_end(
    input: &syn::DeriveInput,
    manifest_dir: Option<&Path>,
) -> syn::Result<(internals::parse::ChainSpec, internals::model::Model)> {
    let mut errors = internals::ctxt::Errors::default();
    let parsed = internals::parse::parse_collecting(input, &mut errors)?;
    if !parsed.complete {
        errors.finish()?;
        // (An incomplete parse always records its error; this keeps the function total.)
        return Err(syn::Error::new(
            input.ident.span(),
            "an attribute of #[derive(Dynamics)] could not be read",
        ));
    }
    match internals::validate::validate(&parsed.spec, manifest_dir) {
        Ok(model) => {
            errors.finish()?;
            Ok((parsed.spec, model))
        }
        Err(e) => {
            errors.push(e);
            Err(errors.finish().expect_err("an error was pushed"))
        }
    }
}

/// The placeholder of the struct's name in cached emissions.
#[cfg(feature = "cas")]
const SELF_PLACEHOLDER: &str = "__ChaindynModel";

/// The placeholder of runtime parameter `i` in cached emissions.
#[cfg(feature = "cas")]
fn param_placeholder(i: usize) -> String {
    format!("__chaindyn_param_{i}")
}

/// The model's canonical text, for the cache key: everything that determines the emitted code
/// except the struct's and the fields' names (two identical models share one entry); see
/// [`internals::key`].
pub use internals::key::canonical;

/// The code a derive generates for a model, before the rebuild triggers: what a prepared file
/// holds.
#[cfg(feature = "cas")]
pub struct Generated {
    /// The validated model.
    pub model: internals::model::Model,
    /// The expansion (`impl`s with the user's names), without rebuild triggers: [`Self::text`]
    /// read back as tokens.
    pub code: TokenStream,
    /// The expansion as formatted text ([`prepared::format`]): the body of the prepared file.
    pub text: String,
}

/// The expansion with the computer algebra. A current prepared file (written for this model by
/// this chaindyn, not edited) is expanded as it is, as without the computer algebra; otherwise
/// the model is derived (through the engine's lock and cache) and, with `CHAINDYN_PREPARE=1`,
/// its prepared file written. An existing prepared file is a rebuild trigger, as in
/// [`expand_offline`].
///
/// symbolica numbers its symbols per process, and the order of the generated arithmetic follows
/// them: the code of a derivation that is not the first of its process can differ from a fresh
/// derivation in the order (and so the rounding) of its operations. That is why a current
/// prepared file is preferred, why only first derivations are cached, and why `chaindyn prepare`
/// derives every model in a process of its own.
#[cfg(feature = "cas")]
pub fn expand_online(input: TokenStream, options: &Options) -> TokenStream {
    if let (Some(dir), Prepare::Off) = (&options.manifest_dir, options.prepare) {
        let current = syn::parse2::<syn::DeriveInput>(input.clone())
            .ok()
            .and_then(|i| front_end(&i, Some(dir)).ok())
            .and_then(|(_, model)| {
                let path = prepared::path(dir, &model);
                let mut tokens = prepared::load(&path, &model).ok()?;
                tokens.extend(rebuild_triggers(&model, Some(&path)));
                Some(tokens)
            });
        if let Some(tokens) = current {
            return tokens;
        }
    }
    expand_derived(input, options)
}

/// The expansion derived with the computer algebra, whatever prepared file there is (written
/// with `CHAINDYN_PREPARE=1`, and a rebuild trigger when it exists): what [`expand_online`]
/// expands when no current prepared file stands in for it.
#[cfg(feature = "cas")]
pub fn expand_derived(input: TokenStream, options: &Options) -> TokenStream {
    total(input, |input| {
        let generated = generate(input, options.manifest_dir.as_deref())?;
        let model = &generated.model;
        let path = options
            .manifest_dir
            .as_deref()
            .map(|dir| prepared::path(dir, model));
        if options.prepare == Prepare::Write {
            let at_struct = |msg: &str| syn::Error::new(model.ident.span(), msg);
            let Some(path) = &path else {
                return Err(at_struct(
                    "CHAINDYN_PREPARE is set, but CARGO_MANIFEST_DIR is not (build with cargo)",
                ));
            };
            let text = prepared::file_text(model, &generated.text);
            prepared::write(path, &text)
                .map_err(|e| at_struct(&format!("CHAINDYN_PREPARE: {e}")))?;
        }
        let existing = path.as_deref().filter(|p| p.is_file());
        let mut tokens = generated.code;
        tokens.extend(rebuild_triggers(model, existing));
        Ok(tokens)
    })
}

/// Parses and validates `input` (no computer algebra): the model, or every error of its
/// description. `urdf` paths are relative to `manifest_dir`.
pub fn model(
    input: &syn::DeriveInput,
    manifest_dir: Option<&Path>,
) -> syn::Result<internals::model::Model> {
    front_end(input, manifest_dir).map(|(_, m)| m)
}

/// Parses, validates and derives `input` with the computer algebra: the generated code with the
/// user's names, without rebuild triggers (what [`expand_online`] emits, what a prepared file
/// holds, what the standalone generator writes). `urdf` paths are relative to `manifest_dir`.
#[cfg(feature = "cas")]
pub fn generate(input: &syn::DeriveInput, manifest_dir: Option<&Path>) -> syn::Result<Generated> {
    let started = std::time::Instant::now();
    let (spec, model) = front_end(input, manifest_dir)?;
    let at_struct = |msg: String| syn::Error::new(model.ident.span(), msg);
    // The emission is made (and cached) for anonymous names, then given the user's names.
    let anonymous = internals::model::Model {
        ident: proc_macro2::Ident::new(SELF_PLACEHOLDER, proc_macro2::Span::call_site()),
        params: (0..model.params.len())
            .map(|i| proc_macro2::Ident::new(&param_placeholder(i), proc_macro2::Span::call_site()))
            .collect(),
        ..model.clone()
    };
    let key = engine::cache_key(&canonical(&model));
    // The engine's messages say what failed; the derive says that it was chaindyn.
    let engine_error = |e: String| at_struct(format!("chaindyn: {e}"));
    let cache = engine::Cache::default_location().map_err(engine_error)?;
    let load = || cache.as_ref().and_then(|c| c.load(&key));
    let report = std::env::var_os("CHAINDYN_REPORT").is_some();
    // A miss is looked up again once the lock is held: another build may have derived the model
    // while this one waited.
    let outcome = match load() {
        Some(code) => Derivation::Cached(code),
        None => {
            let plain = model.chain.clone();
            engine::run_exclusive_unless(
                || load().map(Derivation::Cached),
                move || {
                    engine::apply_license_key()?;
                    // Only a process's first derivation is cached: later ones can order their
                    // arithmetic differently (see `expand_online`), and the cache must hold
                    // the code a fresh derivation gives.
                    let first = !DERIVED_BEFORE.swap(true, std::sync::atomic::Ordering::SeqCst);
                    derive::derive(&plain).map(|d| Derivation::Derived(Box::new(d), first))
                },
            )
            .map_err(engine_error)?
        }
    };
    let body = match outcome {
        Derivation::Cached(code) => {
            if report {
                eprintln!(
                    "chaindyn: {}: cache hit, expanded in {:.3} s",
                    model.ident,
                    started.elapsed().as_secs_f64()
                );
            }
            // (Verified entries are what this generator wrote, under a key of its own source.)
            code.parse::<TokenStream>().map_err(|e| {
                at_struct(format!(
                    "chaindyn: the cache entry {key} does not tokenise ({e}); remove it from the \
                     cache folder or build with CHAINDYN_NO_CACHE=1"
                ))
            })?
        }
        Derivation::Derived(derived, first) => {
            if let Some((block, value)) = derived.non_finite_constant() {
                let (largest, span) = internals::validate::largest_literal(&spec)
                    .unwrap_or((f64::NAN, model.ident.span()));
                return Err(syn::Error::new(
                    span,
                    format!(
                        "the dynamics of `{}` overflow f64: a constant of its `{block}` program is \
                         {value} (products such as m·c² of this description's values exceed \
                         1.8e308; the largest value written here is {largest:e}); express the \
                         model in units that keep masses, lengths and inertias within a few \
                         orders of magnitude of 1",
                        model.ident
                    ),
                ));
            }
            let derive_seconds = started.elapsed().as_secs_f64(); // parse + lock + derive
            let tokens = emit::emit(&anonymous, &derived);
            Progress::new().report("emitted", &started);
            if report {
                eprintln!("{}", report_line(&model, &derived, derive_seconds));
            }
            if let Some(c) = cache.as_ref().filter(|_| first) {
                // The cache is an optimisation: a failure to store costs a derivation next time
                // (printed with CHAINDYN_REPORT=1), not the build.
                if let Err(msg) = c.store(&key, &tokens.to_string()) {
                    if report {
                        eprintln!("{msg}");
                    }
                }
                Progress::new().report("cached", &started);
            }
            tokens
        }
    };
    let mut names = vec![(SELF_PLACEHOLDER.to_owned(), model.ident.clone())];
    names.extend(
        model
            .params
            .iter()
            .enumerate()
            .map(|(i, f)| (param_placeholder(i), f.clone())),
    );
    // The code is emitted as the formatted text a prepared file holds, read back: with and
    // without the computer algebra, a derive expands the same tokens.
    let progress = Progress::new();
    let named = rename(body, &names);
    progress.report("named", &started);
    let text = prepared::format(&named).map_err(&at_struct)?;
    progress.report("formatted", &started);
    let code = text
        .parse::<TokenStream>()
        .map_err(|e| at_struct(format!("the formatted code does not tokenise: {e}")))?;
    progress.report("tokenised", &started);
    Ok(Generated { model, code, text })
}

/// The derivation's last steps, reported as [`derive::PROGRESS_ENV`] asks (a long chain's code
/// takes a while to write out).
#[cfg(feature = "cas")]
struct Progress(bool);

#[cfg(feature = "cas")]
impl Progress {
    fn new() -> Self {
        Progress(std::env::var_os(derive::PROGRESS_ENV).is_some())
    }

    /// `<step> at <seconds since started> s`, once the whole has taken a while.
    fn report(&self, step: &str, started: &std::time::Instant) {
        let total = started.elapsed().as_secs_f64();
        if self.0 && total >= derive::PROGRESS_AFTER_SECONDS {
            eprintln!("{}{step} ({total:.1} s so far)", derive::PROGRESS_PREFIX);
        }
    }
}

/// `tokens` with every identifier named like a placeholder replaced by its identifier, and every
/// placeholder in a string literal (a base parameter's name, documentation) by its name.
#[cfg(feature = "cas")]
fn rename(tokens: TokenStream, names: &[(String, proc_macro2::Ident)]) -> TokenStream {
    use proc_macro2::{Group, Literal, TokenTree};
    tokens
        .into_iter()
        .map(|tt| match tt {
            TokenTree::Ident(i) => match names.iter().find(|(p, _)| i == p.as_str()) {
                Some((_, real)) => TokenTree::Ident(real.clone()),
                None => TokenTree::Ident(i),
            },
            TokenTree::Literal(l) if l.to_string().contains("__chaindyn_param_") => {
                // Longest placeholders first: `_param_10` before `_param_1`.
                let mut sorted: Vec<&(String, proc_macro2::Ident)> = names.iter().collect();
                sorted.sort_by_key(|(p, _)| std::cmp::Reverse(p.len()));
                let text = sorted.iter().fold(l.to_string(), |t, (p, real)| {
                    t.replace(p.as_str(), &real.to_string())
                });
                match text.parse::<Literal>() {
                    Ok(mut renamed) => {
                        renamed.set_span(l.span());
                        TokenTree::Literal(renamed)
                    }
                    Err(_) => TokenTree::Literal(l),
                }
            }
            TokenTree::Group(g) => {
                let mut out = Group::new(g.delimiter(), rename(g.stream(), names));
                out.set_span(g.span());
                TokenTree::Group(out)
            }
            other => other,
        })
        .collect()
}

/// Whether this process has run a derivation (symbolica's symbols are numbered per process).
#[cfg(feature = "cas")]
static DERIVED_BEFORE: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// What a derive got: a verified cache entry, or a derivation (and whether it was the process's
/// first).
#[cfg(feature = "cas")]
enum Derivation {
    Cached(String),
    Derived(Box<derive::Derived>, bool),
}

/// One line per model for build reports (`CHAINDYN_REPORT=1`): derive time, straight-line
/// statements emitted, and symbolic operations.
#[cfg(feature = "cas")]
pub fn report_line(model: &internals::model::Model, d: &derive::Derived, seconds: f64) -> String {
    let blocks = d.blocks();
    let stmts: usize = blocks.iter().map(|b| b.stmts.len()).sum();
    let ops: usize = blocks.iter().map(|b| b.ops).sum();
    let lin = d.linearize.ops;
    format!(
        "chaindyn: {} ({} DOF): derived in {seconds:.2} s; {stmts} statements, {ops} operations in all; linearize {lin} operations ({:?})",
        model.ident,
        d.n,
        d.linearize_formulation
    )
}

#[cfg(test)]
mod crate_path_tests {
    use super::*;

    fn text(t: TokenStream) -> String {
        t.to_string().replace(' ', "")
    }

    #[test]
    fn every_chaindyn_path_is_renamed_and_nothing_else() {
        let code = quote::quote! {
            impl ::chaindyn::DynamicsIn<2> for X {
                fn f<S: ::chaindyn::Real>(q: &::chaindyn::nalgebra::SVector<S, 2>) -> S {
                    let c = <S as ::chaindyn::Real>::constant;
                    ::chaindyn::__with_std! { fn g() {} }
                    keep(chaindyn, "::chaindyn")
                }
            }
        };
        let krate: syn::Path = syn::parse_str("::deps::robot_dynamics").unwrap();
        let renamed = text(with_crate_path(code.clone(), Some(&krate)));
        assert_eq!(
            renamed.matches("::deps::robot_dynamics::").count(),
            5,
            "{renamed}"
        );
        // After `impl`, `as`, `&` and before a macro's `!` alike.
        assert!(!renamed.contains("::chaindyn::"), "{renamed}");
        // A bare identifier and a string stay.
        assert!(
            renamed.contains("keep(chaindyn,\"::chaindyn\")"),
            "{renamed}"
        );
        assert_eq!(text(with_crate_path(code.clone(), None)), text(code));
    }

    #[test]
    fn the_crate_key_is_read_from_the_chain_attribute() {
        let input: TokenStream = quote::quote! {
            #[chain(gravity = 9.81, crate = "robot_dynamics")]
            #[body(mass = 1.0, length = 1.0)]
            struct P;
        };
        let path = crate_path(&input).expect("a path");
        assert_eq!(
            text(quote::ToTokens::to_token_stream(&path)),
            "robot_dynamics"
        );
        let bad: TokenStream = quote::quote! {
            #[chain(gravity = 9.81, crate = "not a path")]
            struct P;
        };
        assert!(crate_path(&bad).is_none());
    }
}
