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
//! * [`mod@generate`]: one model's derivation from the input to the generated code: the front
//!   end, then the engine's cache or, under its lock, [`mod@derive`] and [`emit`], then the
//!   user's names and the formatting of a prepared file.
//! * [`names`]: the user's names in the generated code: the struct's and the runtime
//!   parameters' in place of the cached emission's placeholders, the crate's path of
//!   `#[chain(crate = "..")]`.
//! * [`engine`]: the per-user lock, worker thread and cache that make symbolica safe in a build
//!   (`lock`, `cache`, and `fs` for the folders only their owner can write).
//! * [`prepared`]: the generated code as a file of the user's crate (`.chaindyn/<Struct>.rs`),
//!   written by `chaindyn prepare`, and what a build without the computer algebra expands.
//! * [`interface`]: the methods of `Dynamics`, `DynamicsIn` and `TaskSpaceIn` a derive
//!   implements and the constants it defines, the one list [`emit`] and [`fallback`] write them
//!   from (compiled against the runtime's traits by its tests).
//! * [`fallback`]: the placeholder impl that keeps one error from becoming many.
//!
//! This file only dispatches: [`expand`] and its variants expand a current prepared file or run
//! [`fn@generate`], and add the rebuild triggers and the crate's path; a failed expansion gets
//! its errors and the [`fallback`].
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
#[cfg(feature = "cas")]
pub mod generate;
pub mod interface;
pub mod internals;
pub mod names;
pub mod prepared;
#[cfg(feature = "cas")]
pub mod symbolic;

#[cfg(feature = "cas")]
pub use generate::{generate, report_line, Generated};
pub use names::with_crate_path;

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

/// Expands `#[derive(Dynamics)]` on `input` as cargo runs it ([`Options::from_env`]): derived
/// with the computer algebra when this crate has its `cas` feature ([`expand_online`]), else
/// from the crate's prepared file ([`expand_offline`]), the chaindyn crate named as
/// `#[chain(crate = "..")]` says. Total: every input gives either the `impl` or spanned
/// `compile_error!`s (every error of the description at once) plus a fallback `impl`, so that
/// one mistake gives one error and not one more at every call site.
pub fn expand(input: TokenStream) -> TokenStream {
    let tokens = match Options::from_env() {
        #[cfg(feature = "cas")]
        Ok(options) => expand_online(input.clone(), &options),
        #[cfg(not(feature = "cas"))]
        Ok(options) => expand_offline(input.clone(), &options),
        Err(msg) => total(input.clone(), |i| Err(syn::Error::new(i.ident.span(), msg))),
    };
    names::in_crate_of(&input, tokens)
}

/// The expansion from the crate's prepared file (`.chaindyn/<Struct>.rs`): the attributes are
/// parsed and validated as by the online derive (the same errors), the model's key is computed,
/// and the file's code is expanded if it was written for this model by this chaindyn and not
/// edited since; otherwise a compile error at the struct names the refresh command. The file is
/// a rebuild trigger (as are URDF files), so cargo expands again when it changes.
pub fn expand_offline(input: TokenStream, options: &Options) -> TokenStream {
    total(input, |input| {
        let (_, model) = internals::front_end(input, options.manifest_dir.as_deref())?;
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
    internals::front_end(&input, dir.as_deref()).map(|(_, model)| model)
}

/// The model's canonical text, for the cache key: everything that determines the emitted code
/// except the struct's and the fields' names (two identical models share one entry); see
/// [`internals::key`].
pub use internals::key::canonical;

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
            .and_then(|i| internals::front_end(&i, Some(dir)).ok())
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
    internals::front_end(input, manifest_dir).map(|(_, m)| m)
}
