//! The derivation of one model, from the derive's input to the generated code with the user's
//! names: the front end ([`crate::internals`]), then a cached emission or, under the engine's
//! lock, a fresh derivation ([`crate::derive`]) emitted for anonymous names ([`crate::emit`]),
//! then the user's names ([`crate::names`]) and the formatting of a prepared file
//! ([`crate::prepared::format`]).

use crate::internals::model::Model;
use crate::names::{param_placeholder, rename, SELF_PLACEHOLDER};
use crate::{derive, emit, engine, internals, prepared};
use proc_macro2::{Ident, Span, TokenStream};
use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

/// The code a derive generates for a model, before the rebuild triggers: what a prepared file
/// holds.
pub struct Generated {
    /// The validated model.
    pub model: Model,
    /// The expansion (`impl`s with the user's names), without rebuild triggers: [`Self::text`]
    /// read back as tokens.
    pub code: TokenStream,
    /// The expansion as formatted text ([`prepared::format`]): the body of the prepared file.
    pub text: String,
}

/// Parses, validates and derives `input` with the computer algebra: the generated code with the
/// user's names, without rebuild triggers (what [`crate::expand_online`] emits, what a prepared
/// file holds, what the standalone generator writes). `urdf` paths are relative to
/// `manifest_dir`.
pub fn generate(input: &syn::DeriveInput, manifest_dir: Option<&Path>) -> syn::Result<Generated> {
    let started = Instant::now();
    let (spec, model) = internals::front_end(input, manifest_dir)?;
    let at_struct = |msg: String| syn::Error::new(model.ident.span(), msg);
    // The emission is made (and cached) for anonymous names, then given the user's names.
    let anonymous = Model {
        ident: Ident::new(SELF_PLACEHOLDER, Span::call_site()),
        params: (0..model.params.len())
            .map(|i| Ident::new(&param_placeholder(i), Span::call_site()))
            .collect(),
        ..model.clone()
    };
    let key = engine::cache_key(&internals::key::canonical(&model));
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
                    let first = !DERIVED_BEFORE.swap(true, Ordering::SeqCst);
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
struct Progress(bool);

impl Progress {
    fn new() -> Self {
        Progress(std::env::var_os(derive::PROGRESS_ENV).is_some())
    }

    /// `<step> at <seconds since started> s`, once the whole has taken a while.
    fn report(&self, step: &str, started: &Instant) {
        let total = started.elapsed().as_secs_f64();
        if self.0 && total >= derive::PROGRESS_AFTER_SECONDS {
            eprintln!("{}{step} ({total:.1} s so far)", derive::PROGRESS_PREFIX);
        }
    }
}

/// Whether this process has run a derivation (symbolica's symbols are numbered per process).
static DERIVED_BEFORE: AtomicBool = AtomicBool::new(false);

/// What a derive got: a verified cache entry, or a derivation (and whether it was the process's
/// first).
enum Derivation {
    Cached(String),
    Derived(Box<derive::Derived>, bool),
}

/// One line per model for build reports (`CHAINDYN_REPORT=1`): derive time, straight-line
/// statements emitted, and symbolic operations.
pub fn report_line(model: &Model, d: &derive::Derived, seconds: f64) -> String {
    if let Some(f) = &d.floating {
        let blocks = f.all_blocks();
        let stmts: usize = blocks.iter().map(|b| b.stmts.len()).sum();
        let ops: usize = blocks.iter().map(|b| b.ops).sum();
        return format!(
            "chaindyn: {} ({} joints on a floating base, nv = {}): derived in {seconds:.2} s; \
             {stmts} statements, {ops} operations in all; linearize {} operations ({})",
            model.ident,
            d.n,
            f.nv,
            f.block("linearize_blocks").ops,
            f.block("linearize_blocks").name
        );
    }
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
