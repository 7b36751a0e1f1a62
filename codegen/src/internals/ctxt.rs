//! The error collector of a derive (serde_derive's `Ctxt` pattern): checks go on after an
//! error, so one build reports all of them, each at its own token.

use proc_macro2::Span;

/// `Err` with a spanned message.
pub(crate) fn err<T>(span: Span, msg: impl std::fmt::Display) -> syn::Result<T> {
    Err(syn::Error::new(span, msg.to_string()))
}

/// Collects every error of a derive (serde_derive's `Ctxt` pattern): checks go on after an
/// error, so one build reports all of them, each at its own token.
#[derive(Default)]
pub struct Errors(Option<syn::Error>, usize);

impl Errors {
    /// Records an error.
    pub fn push(&mut self, e: syn::Error) {
        self.1 += 1;
        match &mut self.0 {
            Some(all) => all.combine(e),
            None => self.0 = Some(e),
        }
    }

    /// How many errors were recorded.
    pub fn count(&self) -> usize {
        self.1
    }

    /// The value of `r`, or `fallback` after recording its error.
    pub fn or<T>(&mut self, r: syn::Result<T>, fallback: T) -> T {
        r.unwrap_or_else(|e| {
            self.push(e);
            fallback
        })
    }

    /// Whether an error was recorded.
    pub fn any(&self) -> bool {
        self.0.is_some()
    }

    /// `Err` with every recorded error, or `Ok`.
    pub fn finish(self) -> syn::Result<()> {
        self.0.map_or(Ok(()), Err)
    }
}
