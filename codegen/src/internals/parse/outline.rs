//! A quick read of what a description declares, for the placeholder impl of a failed derive:
//! where its chain comes from, how many `#[body(..)]`s it has and which frames it asks for. Only
//! what can be read is taken; nothing here reports an error (the full parse does).

use proc_macro2::{TokenStream, TokenTree};
use syn::DeriveInput;

/// What a description declares, as far as its attributes can be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outline {
    /// Where its chain comes from.
    pub source: Source,
    /// How many `#[body(..)]` attributes it has.
    pub bodies: usize,
    /// With frames asked for (a `#[frame(..)]` or `#[chain(frames = [..])]`), the names that can
    /// be read; `None` without.
    pub frames: Option<Vec<String>>,
    /// Whether it asks for a floating base (`#[chain(root_joint = free_flyer)]`).
    pub floating: bool,
}

/// The [`Outline`] of `input`.
pub fn outline(input: &DeriveInput) -> Outline {
    let (names, any) = frame_names(input);
    Outline {
        source: source(input),
        bodies: input
            .attrs
            .iter()
            .filter(|a| a.path().is_ident("body"))
            .count(),
        frames: any.then_some(names),
        floating: floating(input),
    }
}

/// Whether a `#[chain(..)]` of `input` reads `root_joint = free_flyer` (tokens only: the rest of
/// the attribute need not parse).
fn floating(input: &DeriveInput) -> bool {
    input
        .attrs
        .iter()
        .filter(|a| a.path().is_ident("chain"))
        .filter_map(|a| a.meta.require_list().ok())
        .any(|list| {
            let tokens: Vec<TokenTree> = list.tokens.clone().into_iter().collect();
            tokens.windows(3).any(|w| {
                matches!(&w[0], TokenTree::Ident(i) if i == "root_joint")
                    && matches!(&w[1], TokenTree::Punct(p) if p.as_char() == '=')
                    && matches!(&w[2], TokenTree::Ident(i) if i == "free_flyer")
            })
        })
}

/// Where a description's chain comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    /// `#[chain(urdf = "..")]`: a URDF file, whose links the `#[body(..)]` attributes override.
    Urdf,
    /// The `#[body(..)]` attributes, one per degree of freedom.
    Bodies,
}

/// Where the chain of `input` comes from, as the keys of its `#[chain(..)]` attributes say. Only
/// the keys are read (the first identifier of each comma-separated item), not their values, so
/// that a description whose values do not parse is told as well: what the placeholder impl of a
/// failed derive needs.
pub fn source(input: &DeriveInput) -> Source {
    let keys = |tokens: TokenStream| {
        let mut starts_item = true;
        tokens.into_iter().filter_map(move |t| {
            let key = match &t {
                TokenTree::Ident(i) if starts_item => Some(i.to_string()),
                _ => None,
            };
            starts_item = matches!(&t, TokenTree::Punct(p) if p.as_char() == ',');
            key
        })
    };
    let urdf = input
        .attrs
        .iter()
        .filter(|a| a.path().is_ident("chain"))
        .filter_map(|a| a.meta.require_list().ok())
        .any(|list| keys(list.tokens.clone()).any(|k| k == "urdf"));
    if urdf {
        Source::Urdf
    } else {
        Source::Bodies
    }
}

/// The frame names a description asks for, as far as its attributes can be read: the
/// `#[frame(name = "..")]`s and the names in `#[chain(frames = [..])]`.
fn frame_names(input: &DeriveInput) -> (Vec<String>, bool) {
    let mut names = Vec::new();
    let mut any = false;
    for attr in &input.attrs {
        if attr.path().is_ident("frame") {
            any = true;
            let _ = attr.parse_nested_meta(|meta| {
                if meta.path.is_ident("name") {
                    if let Ok(syn::Lit::Str(s)) = meta.value()?.parse::<syn::Lit>() {
                        names.push(s.value());
                    }
                } else if meta.input.peek(syn::Token![=]) {
                    meta.value()?.parse::<syn::Expr>()?;
                }
                Ok(())
            });
        } else if attr.path().is_ident("chain") {
            let _ = attr.parse_nested_meta(|meta| {
                if meta.input.peek(syn::Token![=]) {
                    let e = meta.value()?.parse::<syn::Expr>()?;
                    if meta.path.is_ident("frames") {
                        any = true;
                        if let syn::Expr::Array(a) = e {
                            for x in a.elems {
                                if let syn::Expr::Lit(syn::ExprLit {
                                    lit: syn::Lit::Str(s),
                                    ..
                                }) = x
                                {
                                    names.push(s.value());
                                }
                            }
                        }
                    }
                } else if meta.input.peek(syn::token::Paren) {
                    let _ = meta.parse_nested_meta(|_| Ok(()));
                }
                Ok(())
            });
        }
    }
    (names, any)
}
