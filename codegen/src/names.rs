//! The user's names in the generated code. A derivation is emitted (and cached) with
//! placeholders for the struct and its runtime parameters, which `rename` replaces by the
//! user's identifiers; every expansion, prepared or derived, names the chaindyn crate as
//! `::chaindyn`, which [`with_crate_path`] replaces by the path of `#[chain(crate = "..")]`.

use proc_macro2::{Group, TokenStream, TokenTree};

/// The placeholder of the struct's name in cached emissions.
#[cfg(feature = "cas")]
pub(crate) const SELF_PLACEHOLDER: &str = "__ChaindynModel";

/// The placeholder of runtime parameter `i` in cached emissions.
#[cfg(feature = "cas")]
pub(crate) fn param_placeholder(i: usize) -> String {
    format!("__chaindyn_param_{i}")
}

/// `tokens` with every identifier named like a placeholder replaced by its identifier, and every
/// placeholder in a string literal (a base parameter's name, documentation) by its name.
#[cfg(feature = "cas")]
pub(crate) fn rename(tokens: TokenStream, names: &[(String, proc_macro2::Ident)]) -> TokenStream {
    use proc_macro2::Literal;
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

/// `tokens` naming the chaindyn crate as the `#[chain(crate = "..")]` of `input` says, where it
/// parses ([`with_crate_path`]).
pub(crate) fn in_crate_of(input: &TokenStream, tokens: TokenStream) -> TokenStream {
    let krate = syn::parse2::<syn::DeriveInput>(input.clone())
        .ok()
        .and_then(|i| crate::internals::parse::crate_path_of(&i));
    with_crate_path(tokens, krate.as_ref())
}

/// `tokens` with every `::chaindyn` path naming the crate by `krate` instead (`#[chain(crate =
/// "..")]`); unchanged without one. The generated code (and a prepared file) names the crate
/// only as `::chaindyn` (never as a segment of another path); a renamed dependency is applied
/// here, at expansion.
pub fn with_crate_path(tokens: TokenStream, krate: Option<&syn::Path>) -> TokenStream {
    use proc_macro2::Spacing;
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

#[cfg(test)]
mod tests;
