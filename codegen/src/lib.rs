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

/// Expands `#[derive(Dynamics)]` on `input`. Never panics: errors become `compile_error!`s.
pub fn expand(input: TokenStream) -> TokenStream {
    match try_expand(input) {
        Ok(tokens) => tokens,
        Err(e) => e.to_compile_error(),
    }
}

fn try_expand(input: TokenStream) -> syn::Result<TokenStream> {
    let started = std::time::Instant::now();
    let input: syn::DeriveInput = syn::parse2(input)?;
    let spec = parse::parse(&input)?;
    let model = validate::validate(&spec)?;
    let canonical = format!(
        "{}|{:?}",
        model.ident,
        (
            &model.links,
            &model.gravity,
            model.convention,
            &model.names,
            model
                .params
                .iter()
                .map(|p| p.to_string())
                .collect::<Vec<_>>()
        )
    );
    let key = engine::cache_key(&canonical);
    if let Some(code) = engine::load(&key) {
        if let Ok(mut tokens) = code.parse::<TokenStream>() {
            if std::env::var_os("CHAINDYN_REPORT").is_some() {
                eprintln!(
                    "chaindyn: {}: cache hit, expanded in {:.3} s",
                    model.ident,
                    started.elapsed().as_secs_f64()
                );
            }
            tokens.extend(emit::rebuild_triggers(&model));
            return Ok(tokens);
        }
    }
    let derived = derive_locked(&model).map_err(|msg| syn::Error::new(model.ident.span(), msg))?;
    let derive_seconds = started.elapsed().as_secs_f64(); // parse + lock + derive
    let mut tokens = emit::emit(&model, &derived);
    if std::env::var_os("CHAINDYN_REPORT").is_some() {
        eprintln!("{}", report(&model, &derived, derive_seconds));
    }
    engine::store(&key, &tokens.to_string());
    tokens.extend(emit::rebuild_triggers(&model)); // not cached: the files' paths are not in the key
    Ok(tokens)
}

/// Runs the symbolic derivation on the engine's worker thread. The model crosses the thread
/// boundary without its spans (proc-macro spans are not `Send`).
pub fn derive_locked(model: &validate::Model) -> Result<derive::Derived, String> {
    let plain = model.chain.clone();
    engine::run_exclusive(move || {
        engine::apply_license_key()?;
        derive::derive(&plain)
    })
}

/// One line per model for build reports (`CHAINDYN_REPORT=1`): derive time, straight-line
/// statements emitted, and symbolic operations.
pub fn report(model: &validate::Model, d: &derive::Derived, seconds: f64) -> String {
    let blocks = [
        &d.mass,
        &d.mass_bias,
        &d.gravity,
        &d.coriolis,
        &d.inverse,
        &d.kinetic,
        &d.potential,
        &d.mass_jacobian,
        &d.coriolis_matrix,
        &d.coriolis_jacobians,
        &d.gravity_jacobian,
        &d.linearize,
        &d.equilibrium,
    ];
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
