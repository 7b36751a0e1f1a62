//! Tokens for names and numbers of the generated code.

use proc_macro2::{Ident, Literal, Span, TokenStream};
use quote::quote;

/// The identifier `s`.
pub(super) fn ident(s: &str) -> Ident {
    Ident::new(s, Span::call_site())
}

/// `x` as an unsuffixed literal (a negative one as `-` and its magnitude).
pub(super) fn float(x: f64) -> TokenStream {
    let lit = Literal::f64_unsuffixed(x.abs());
    if x.is_sign_negative() && x != 0.0 {
        quote!(-#lit)
    } else {
        quote!(#lit)
    }
}

/// A limit: a literal, or `±f64::INFINITY`.
pub(super) fn limit(x: f64) -> TokenStream {
    if x == f64::INFINITY {
        quote!(::core::primitive::f64::INFINITY)
    } else if x == f64::NEG_INFINITY {
        quote!(::core::primitive::f64::NEG_INFINITY)
    } else {
        float(x)
    }
}

/// Whether the literal `float(x)` writes would read to clippy as an approximation of a constant of
/// `core::f64::consts` (its lint `approx_constant`: a literal with at least as many significant
/// digits as the constant's threshold, 3 for `PI` and `TAU` and 5 for the others, that are the
/// constant's, the last one rounded): a URDF's joint limit of `1.57079632679` is `FRAC_PI_2` to
/// clippy, though it is the file's number.
pub(super) fn reads_as_a_constant(x: f64) -> bool {
    use core::f64::consts as c;
    const KNOWN: [(f64, usize); 19] = [
        (c::E, 5),
        (c::FRAC_1_PI, 5),
        (c::FRAC_1_SQRT_2, 5),
        (c::FRAC_2_PI, 5),
        (c::FRAC_2_SQRT_PI, 5),
        (c::FRAC_PI_2, 5),
        (c::FRAC_PI_3, 5),
        (c::FRAC_PI_4, 5),
        (c::FRAC_PI_6, 5),
        (c::FRAC_PI_8, 5),
        (c::LN_10, 5),
        (c::LN_2, 5),
        (c::LOG10_E, 5),
        (c::LOG2_E, 5),
        (c::LOG2_10, 5),
        (c::LOG10_2, 5),
        (c::PI, 3),
        (c::SQRT_2, 5),
        (c::TAU, 3),
    ];
    if !x.is_finite() || x == 0.0 {
        return false;
    }
    let text = format!("{}", x.abs());
    let Some((_, decimals)) = text.split_once('.') else {
        return false;
    };
    let significant = text.trim_start_matches(['0', '.']).replace('.', "").len();
    KNOWN.iter().any(|&(k, min_digits)| {
        let rounded = format!("{k:.*}", decimals.len());
        significant >= min_digits && rounded == text
    })
}

#[cfg(test)]
mod tests {
    use super::reads_as_a_constant;

    // The literals are the lint's own cases: clippy flags the first list.
    #[allow(clippy::approx_constant)]
    #[test]
    fn literals_clippy_takes_for_constants() {
        // A URDF's 11-digit quarter turn, 3.1416, and 2.71828 are constants to clippy.
        for x in [1.57079632679, -1.57079632679, 3.1416, 3.14, 2.71828, 6.283] {
            assert!(reads_as_a_constant(x), "{x}");
        }
        // Too few digits, or other digits.
        for x in [
            1.5708_f64 + 1e-3,
            1.57,
            2.8973,
            3.15,
            0.0,
            12.0,
            1.7628,
            f64::INFINITY,
        ] {
            assert!(!reads_as_a_constant(x), "{x}");
        }
    }
}
