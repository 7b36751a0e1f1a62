//! `chaindyn generate`: a standalone Rust module of a chain's dynamics, for users who want no
//! macro at all. The module holds the struct and everything `#[derive(Dynamics)]` would emit for
//! it; it depends only on the `chaindyn` runtime crate (without its `derive` feature).

use chaindyn_codegen::prepared;
use proc_macro2::TokenStream;
use quote::quote;
use std::path::Path;

/// A URDF chain to generate.
#[derive(Clone, Debug)]
pub struct UrdfSource {
    /// The URDF file.
    pub file: String,
    /// The base link (default: the root).
    pub base: Option<String>,
    /// The tip link (default: the end of the unbranched tree below the base).
    pub tip: Option<String>,
    /// The struct's name.
    pub name: String,
    /// `gravity = ..` as in `#[chain(..)]` (a number, or `[x, y, z]`), if not the default.
    pub gravity: Option<String>,
    /// `up = ..` as in `#[chain(..)]` (`x`, `y`, `z`, or negated).
    pub up: Option<String>,
}

/// The struct `#[derive(Dynamics)]` would receive for `source`.
pub fn urdf_input(source: &UrdfSource) -> Result<syn::DeriveInput, String> {
    let file = &source.file;
    let mut args = vec![quote!(urdf = #file)];
    if let Some(b) = &source.base {
        args.push(quote!(base = #b));
    }
    if let Some(t) = &source.tip {
        args.push(quote!(tip = #t));
    }
    for (key, value) in [("gravity", &source.gravity), ("up", &source.up)] {
        if let Some(v) = value {
            let key = syn::Ident::new(key, proc_macro2::Span::call_site());
            let v: TokenStream = v
                .parse()
                .map_err(|e| format!("`--{key} {v}` is not a value of #[chain(..)]: {e}"))?;
            args.push(quote!(#key = #v));
        }
    }
    let name: syn::Ident = syn::parse_str(&source.name)
        .map_err(|_| format!("`{}` is not a Rust type name", source.name))?;
    let doc = format!(
        " The serial chain of `{}` from `{}` to `{}`.",
        Path::new(file)
            .file_name()
            .map(|n| n.to_string_lossy())
            .unwrap_or_default(),
        source.base.as_deref().unwrap_or("its root link"),
        source.tip.as_deref().unwrap_or("the end of the chain")
    );
    syn::parse2(quote! {
        #[doc = #doc]
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
        #[chain(#(#args),*)]
        pub struct #name;
    })
    .map_err(|e| format!("cannot build the description: {e}"))
}

/// The standalone module of a URDF chain; a relative `file` is relative to `base_dir`.
pub fn urdf_module(source: &UrdfSource, base_dir: &Path, worker: &Path) -> Result<String, String> {
    if source.name.is_empty() {
        return Err("`--urdf` needs `--name` (the struct's name)".into());
    }
    let input = urdf_input(source)?;
    let shown = Path::new(&source.file)
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let origin = format!(
        "`{shown}` (base `{}`, tip `{}`)",
        source.base.as_deref().unwrap_or("the root link"),
        source.tip.as_deref().unwrap_or("the end of the chain")
    );
    module(&[input], base_dir, None, &origin, worker)
}

/// The standalone module for the structs `inputs` (attributes of `#[derive(Dynamics)]`), with
/// `urdf` paths relative to `base_dir`, each derived by `worker` (the `chaindyn` executable) in a
/// process of its own. `origin` says in the header where the description came from; `file` is
/// the attribute file the inputs were read from, whose lines and columns the errors give.
pub fn module(
    inputs: &[syn::DeriveInput],
    base_dir: &Path,
    file: Option<&Path>,
    origin: &str,
    worker: &Path,
) -> Result<String, String> {
    let mut items = TokenStream::new();
    let mut names = Vec::new();
    let relative = format!("the path is relative to {}", base_dir.display());
    for input in inputs {
        chaindyn_codegen::model(input, Some(base_dir)).map_err(|e| {
            e.into_iter()
                .map(|e| {
                    let message = e.to_string().replace(
                        chaindyn_codegen::internals::validate::URDF_PATH_HINT,
                        &relative,
                    );
                    let at = e.span().start();
                    match file {
                        Some(f) if at.line > 0 => format!(
                            "{}:{}:{}: `{}`: {message}",
                            f.display(),
                            at.line,
                            at.column + 1,
                            input.ident
                        ),
                        _ => format!("`{}`: {message}", input.ident),
                    }
                })
                .collect::<Vec<_>>()
                .join("\n")
        })?;
        let text = crate::workspace::derive_fresh(worker, input, base_dir, "__derive")?;
        let code: TokenStream = text
            .parse()
            .map_err(|e| format!("the derived code does not tokenise: {e}"))?;
        let strukt = plain_struct(input);
        items.extend(quote!(#strukt #code));
        names.push(format!("`{}`", input.ident));
    }
    let body = prepared::format(&items)?;
    Ok(format!(
        "// @generated by chaindyn {} (`chaindyn generate`): the dynamics of {},\n\
         // derived symbolically from {origin}.\n\
         // Do not edit; generate it again instead. Depends only on the `chaindyn` crate (no\n\
         // derive, no computer algebra).\n\
         \n\
         {body}",
        chaindyn_codegen::engine::CHAINDYN_VERSION,
        names.join(", "),
    ))
}

/// The struct without the derive of `Dynamics` and without `#[chain]` / `#[body]`: what the
/// generated code implements `Dynamics` for. A struct without its own doc comment gets one.
fn plain_struct(input: &syn::DeriveInput) -> TokenStream {
    let mut input = input.clone();
    let documented = input.attrs.iter().any(|a| a.path().is_ident("doc"));
    input
        .attrs
        .retain(|a| !a.path().is_ident("chain") && !a.path().is_ident("body"));
    for a in &mut input.attrs {
        if !a.path().is_ident("derive") {
            continue;
        }
        let Ok(paths) = a.parse_args_with(
            syn::punctuated::Punctuated::<syn::Path, syn::Token![,]>::parse_terminated,
        ) else {
            continue;
        };
        let kept: Vec<&syn::Path> = paths
            .iter()
            .filter(|p| p.segments.last().is_none_or(|s| s.ident != "Dynamics"))
            .collect();
        *a = syn::parse_quote!(#[derive(#(#kept),*)]);
    }
    input.attrs.retain(|a| {
        !(a.path().is_ident("derive") && a.meta.require_list().is_ok_and(|l| l.tokens.is_empty()))
    });
    if !documented {
        let doc = format!(" The chain `{}` (its `Dynamics` follows).", input.ident);
        input.attrs.insert(0, syn::parse_quote!(#[doc = #doc]));
    }
    let syn::Data::Struct(s) = &input.data else {
        return quote!(); // the derive refuses it first
    };
    let (attrs, vis, ident, fields) = (&input.attrs, &input.vis, &input.ident, &s.fields);
    match fields {
        syn::Fields::Named(_) => quote!(#(#attrs)* #vis struct #ident #fields),
        _ => quote!(#(#attrs)* #vis struct #ident #fields;),
    }
}

/// The `#[derive(Dynamics)]` structs of a Rust file (an "attribute file").
pub fn attribute_file(text: &str) -> Result<Vec<syn::DeriveInput>, String> {
    let file = syn::parse_file(text).map_err(|e| format!("the file does not parse: {e}"))?;
    let inputs: Vec<syn::DeriveInput> = file
        .items
        .iter()
        .filter_map(|i| match i {
            syn::Item::Struct(s) if s.attrs.iter().any(|a| a.path().is_ident("chain")) => {
                syn::parse2(quote!(#s)).ok()
            }
            _ => None,
        })
        .collect();
    if inputs.is_empty() {
        return Err("the file has no struct with a #[chain(..)] attribute".into());
    }
    Ok(inputs)
}
