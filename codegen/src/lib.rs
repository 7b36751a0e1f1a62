//! The build-time half of chaindyn: `#[derive(Dynamics)]`'s pipeline, one stage per module, data
//! flowing one way:
//!
//! ```text
//! parse (syn) ─▶ validate ─▶ derive (symbolica, on a locked worker thread) ─▶ emit (quote)
//!  ChainSpec      Model       Program / Mechanics ─▶ Derived blocks            TokenStream
//! ```
//!
//! * [`parse`]: attributes to a [`parse::ChainSpec`], spans kept.
//! * [`validate`]: spanned user errors; the runtime's own `chaindyn_model::Chain` plus which
//!   numbers are runtime parameters.
//! * [`program`], [`mechanics`], [`spatial`], [`mod@derive`]: named intermediates, recursive
//!   Newton–Euler on them (body frames), forward-mode derivatives through them, the closed-form
//!   recursive derivatives of inverse dynamics in spatial algebra (one common frame), and
//!   symbolica's evaluator (CSE, Horner) lowered to straight-line statements. Where two
//!   formulations exist (`linearize`), both are derived and the one with fewer operations is
//!   emitted.
//! * [`emit`]: the `impl chaindyn::Dynamics<N>`.
//! * [`engine`]: the per-user lock, worker thread and cache that make symbolica safe in a build.
//!
//! Nothing here depends on `proc_macro`: the `chaindyn-macros` crate is a thin shell around
//! [`expand`].

pub mod derive;
pub mod emit;
pub mod engine;
pub mod mechanics;
pub mod parse;
pub mod program;
pub mod spatial;
pub mod symbols;
pub mod validate;

use proc_macro2::TokenStream;

/// Expands `#[derive(Dynamics)]` on `input`. Total: every input gives either the `impl` or
/// spanned `compile_error!`s (every error of the description at once) plus a fallback `impl`, so
/// that one mistake gives one error and not one more at every call site.
pub fn expand(input: TokenStream) -> TokenStream {
    let input: syn::DeriveInput = match syn::parse2(input) {
        Ok(i) => i,
        Err(e) => return e.to_compile_error(),
    };
    match try_expand(&input) {
        Ok(tokens) => tokens,
        Err(e) => {
            let mut tokens = e.to_compile_error();
            tokens.extend(emit::fallback(&input));
            tokens
        }
    }
}

/// The placeholder `impl` of a failed derive ([`emit::fallback`]) for `input`, if it is a struct
/// the derive supports; for the macro's last-resort error path.
pub fn fallback_for(input: TokenStream) -> TokenStream {
    syn::parse2::<syn::DeriveInput>(input)
        .map(|i| emit::fallback(&i))
        .unwrap_or_default()
}

/// Parses and validates a derive's input without deriving anything (no symbolica): the front
/// end alone, every error of the description, as the derive reports them. For tools and fuzzing.
pub fn check(input: TokenStream) -> syn::Result<validate::Model> {
    let input: syn::DeriveInput = syn::parse2(input)?;
    front_end(&input).map(|(_, model)| model)
}

/// Parse and validate, with every error: the values that parsed are validated even when others
/// did not (as long as every attribute was read to its end).
fn front_end(input: &syn::DeriveInput) -> syn::Result<(parse::ChainSpec, validate::Model)> {
    let mut errors = validate::Errors::default();
    let parsed = parse::parse_collecting(input, &mut errors)?;
    if !parsed.complete {
        errors.finish()?;
        // (An incomplete parse always records its error; this keeps the function total.)
        return Err(syn::Error::new(
            input.ident.span(),
            "an attribute of #[derive(Dynamics)] could not be read",
        ));
    }
    match validate::validate(&parsed.spec) {
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
const SELF_PLACEHOLDER: &str = "__ChaindynModel";

/// The placeholder of runtime parameter `i` in cached emissions.
fn param_placeholder(i: usize) -> String {
    format!("__chaindyn_param_{i}")
}

/// The model's canonical text, for the cache key: everything that determines the emitted code
/// except the struct's and the fields' names (two identical models share one entry).
pub fn canonical(model: &validate::Model) -> String {
    format!(
        "{:?}",
        (
            &model.links,
            &model.gravity,
            model.convention,
            &model.names,
            model.params.len()
        )
    )
}

fn try_expand(input: &syn::DeriveInput) -> syn::Result<TokenStream> {
    let started = std::time::Instant::now();
    let (spec, model) = front_end(input)?;
    let at_struct = |msg: String| syn::Error::new(model.ident.span(), msg);
    // The emission is made (and cached) for anonymous names, then given the user's names.
    let anonymous = validate::Model {
        ident: proc_macro2::Ident::new(SELF_PLACEHOLDER, proc_macro2::Span::call_site()),
        params: (0..model.params.len())
            .map(|i| proc_macro2::Ident::new(&param_placeholder(i), proc_macro2::Span::call_site()))
            .collect(),
        ..model.clone()
    };
    let key = engine::cache_key(&canonical(&model));
    let cache = engine::Cache::default_location().map_err(at_struct)?;
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
                    derive::derive(&plain).map(|d| Derivation::Derived(Box::new(d)))
                },
            )
            .map_err(at_struct)?
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
        Derivation::Derived(derived) => {
            if let Some((block, value)) = derived.non_finite_constant() {
                let (largest, span) =
                    validate::largest_literal(&spec).unwrap_or((f64::NAN, model.ident.span()));
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
            if report {
                eprintln!("{}", report_line(&model, &derived, derive_seconds));
            }
            if let Some(c) = &cache {
                // The cache is an optimisation: a failure to store costs a derivation next time
                // (printed with CHAINDYN_REPORT=1), not the build.
                if let Err(msg) = c.store(&key, &tokens.to_string()) {
                    if report {
                        eprintln!("{msg}");
                    }
                }
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
    let mut tokens = rename(body, &names);
    tokens.extend(emit::rebuild_triggers(&model)); // not cached: the files' paths are not in the key
    Ok(tokens)
}

/// `tokens` with every identifier named like a placeholder replaced by its identifier.
fn rename(tokens: TokenStream, names: &[(String, proc_macro2::Ident)]) -> TokenStream {
    use proc_macro2::{Group, TokenTree};
    tokens
        .into_iter()
        .map(|tt| match tt {
            TokenTree::Ident(i) => match names.iter().find(|(p, _)| i == p.as_str()) {
                Some((_, real)) => TokenTree::Ident(real.clone()),
                None => TokenTree::Ident(i),
            },
            TokenTree::Group(g) => {
                let mut out = Group::new(g.delimiter(), rename(g.stream(), names));
                out.set_span(g.span());
                TokenTree::Group(out)
            }
            other => other,
        })
        .collect()
}

/// What a derive got: a verified cache entry, or a fresh derivation.
enum Derivation {
    Cached(String),
    Derived(Box<derive::Derived>),
}

/// One line per model for build reports (`CHAINDYN_REPORT=1`): derive time, straight-line
/// statements emitted, and symbolic operations.
pub fn report_line(model: &validate::Model, d: &derive::Derived, seconds: f64) -> String {
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
