//! One statement's right-hand side as a Rust expression: operands (inputs, constants, the slots
//! `t` and `o`), sums and products in the evaluator's order (fused into `fma` in the generic
//! number type), powers, calls and dot products, with the values read once written into their
//! readers ([`super::inline`]).

use super::inline::{Expr, Named, Prec};
use super::literal::{float, ident};
use crate::derive::{Block, Operand, Rhs};
use proc_macro2::{Literal, TokenStream};
use quote::quote;

/// A constant in the generic program: `c(x)`, or, where `x` would round to `f32` differently
/// from the exact constant, `Real::constant_exact(x, x32)`.
fn generic_constant(x: f64, b: &Block) -> TokenStream {
    let f = float(x);
    // The table holds the constants as derived; a sum writes a negative one as the subtraction
    // of its magnitude, so `x` may be the negation of an entry (rounding is symmetric).
    let exact = b.f32_exact.iter().find_map(|&(bits, x32)| {
        if bits == x.to_bits() {
            Some(x32)
        } else if bits == (-x).to_bits() {
            Some(-x32)
        } else {
            None
        }
    });
    match exact {
        Some(x32) => {
            let l = Literal::f32_suffixed(x32.abs());
            let l = if x32 < 0.0 { quote!(-#l) } else { quote!(#l) };
            quote!(<S as ::chaindyn::Real>::constant_exact(#f, #l))
        }
        None => quote!(c(#f)),
    }
}

/// Tokens for an operand of block `b` (`generic`: in the number type `S`). A block's slots are
/// the arrays `t` (temporaries) and `o` (outputs), local to the method (or match arm) it is
/// emitted in.
pub(super) fn operand(o: &Operand, b: &Block, generic: bool) -> TokenStream {
    match o {
        Operand::Input(v) => {
            let i = ident(&v.name());
            quote!(#i)
        }
        Operand::Const(c) if generic => generic_constant(*c, b),
        Operand::Const(c) if *c < 0.0 => {
            let f = float(*c);
            quote!((#f))
        }
        Operand::Const(c) => float(*c),
        Operand::Temp(k) => {
            let k = Literal::usize_unsuffixed(*k);
            quote!(t[#k])
        }
        Operand::Out(k) => {
            let k = Literal::usize_unsuffixed(*k);
            quote!(o[#k])
        }
    }
}

/// Output `k` of block `b`.
pub(super) fn out(b: &Block, k: usize) -> TokenStream {
    operand(&Operand::Out(k), b, false)
}

#[cfg(test)]
pub(super) fn rhs(r: &Rhs, b: &Block, generic: bool) -> TokenStream {
    rhs_named(r, b, generic, &mut Named::default()).tokens
}

/// [`rhs`] as an [`Expr`], with the slots in `named` read from their locals or inlined
/// expressions instead.
pub(super) fn rhs_named(r: &Rhs, b: &Block, generic: bool, named: &mut Named) -> Expr {
    let runs = dot_runs(r, named);
    // `sin` or `cos` of a joint angle computed at the function's start: its slot there.
    let angle = match r {
        Rhs::Sin(Operand::Input(v)) | Rhs::Cos(Operand::Input(v)) => named
            .angles
            .iter()
            .position(|a| a == v)
            .map(Literal::usize_unsuffixed),
        _ => None,
    };
    let mut reader = Reader { b, generic, named };
    let one = if generic { quote!(c(1.0)) } else { quote!(1.0) };
    match r {
        Rhs::Add(args) if args.len() > 1 => reader.sum(args),
        Rhs::Mul(args) if args.len() > 1 => reader.product(args),
        Rhs::Add(args) | Rhs::Mul(args) => match args.first() {
            Some(a) => reader.read(a),
            None if matches!(r, Rhs::Add(_)) => Expr::atom(quote!(0.0)),
            None => Expr::atom(one),
        },
        Rhs::Powi(base, e) => reader.powi(base, *e, &one),
        Rhs::Sin(_) if angle.is_some() => Expr::atom(quote!(sin_q[#angle])),
        Rhs::Cos(_) if angle.is_some() => Expr::atom(quote!(cos_q[#angle])),
        Rhs::Sin(a) => {
            let a = reader.read(a).at_least(Prec::Atom);
            Expr::atom(quote!(#a.sin()))
        }
        Rhs::Cos(a) => {
            let a = reader.read(a).at_least(Prec::Atom);
            Expr::atom(quote!(#a.cos()))
        }
        Rhs::Sqrt(a) => {
            let a = reader.read(a).at_least(Prec::Atom);
            Expr::atom(quote!(#a.sqrt()))
        }
        Rhs::Copy(a) => reader.read(a),
        Rhs::Dot(a, b) => reader.dot(a, b, &runs),
    }
}

/// Per pair of six-vectors of a dot product, their first slots if both are runs of stored outputs.
fn dot_runs(r: &Rhs, named: &Named) -> Vec<Option<(usize, usize)>> {
    // A pair of six-vectors of a dot product that are runs of output slots the block has stored:
    // the runtime's `__dot6` (bound to `dot6` by the function, [`dot_alias`]), which sums the
    // same products in the same order.
    match r {
        Rhs::Dot(x, y) => {
            let run = |v: &[Operand]| match v.first() {
                Some(Operand::Out(k)) if v.len() == 6 => v
                    .iter()
                    .enumerate()
                    .all(|(c, o)| *o == Operand::Out(k + c) && !named.holds(o))
                    .then_some(*k),
                _ => None,
            };
            x.chunks(6)
                .zip(y.chunks(6))
                .map(|(x, y)| run(x).zip(run(y)))
                .collect()
        }
        _ => Vec::new(),
    }
}

/// The operands of one right-hand side of block `b`, read through `named` in evaluation order.
struct Reader<'a> {
    b: &'a Block,
    generic: bool,
    named: &'a mut Named,
}

impl Reader<'_> {
    /// The operand `o`: its local or inlined value, or else its tokens ([`operand`]).
    fn read(&mut self, o: &Operand) -> Expr {
        self.named
            .read(o)
            .unwrap_or_else(|| Expr::atom(operand(o, self.b, self.generic)))
    }

    /// The sum of `args` (at least two), left to right, with products fused in the generic type.
    fn sum(&mut self, args: &[Operand]) -> Expr {
        // Left to right, as the evaluator adds: a sum read first needs no parentheses. In
        // the generic number type, a product of two factors added to the sum so far is fused
        // with it (`Expr::fused_into`: the same bits where the target has no FMA).
        let generic = self.generic;
        let mut it = args.iter();
        let mut acc = it.next().map(|a| self.read(a)).expect("two operands");
        let mut any_fused = false;
        for a in it {
            let term = match a {
                Operand::Const(c) if *c < 0.0 => {
                    let f = if generic {
                        generic_constant(-c, self.b)
                    } else {
                        float(-c)
                    };
                    quote!(- #f)
                }
                other => {
                    let e = self.read(other);
                    if let Some(fused) = generic.then(|| e.fused_into(&acc.tokens)).flatten() {
                        any_fused = true;
                        acc = Expr::atom(fused);
                        continue;
                    }
                    match &e.negated {
                        Some(p) => quote!(- #p),
                        None => {
                            let o = e.at_least(Prec::Product);
                            quote!(+ #o)
                        }
                    }
                }
            };
            let sum = &acc.tokens;
            acc = Expr {
                tokens: quote!(#sum #term),
                prec: Prec::Sum,
                negated: None,
                factors: None,
            };
        }
        self.named.fused |= any_fused;
        acc
    }

    /// The product of `args` (at least two), left to right; a leading `-1` as a negation.
    fn product(&mut self, args: &[Operand]) -> Expr {
        let (neg, args): (bool, Vec<&Operand>) = match args {
            [Operand::Const(c), rest @ ..] if *c == -1.0 && !rest.is_empty() => {
                (true, rest.iter().collect())
            }
            _ => (false, args.iter().collect()),
        };
        // For a sum to fuse (`Expr::fused_into`): the product of all factors but the last
        // (left to right, as written; the first factor itself for two), and the last.
        let last = args.len() - 1;
        let (mut first, mut factors) = (None, None);
        let mut product = TokenStream::new();
        for (k, a) in args.into_iter().enumerate() {
            let e = self.read(a);
            if k == last && k > 0 {
                let head = match first.take() {
                    Some(f) if k == 1 => f,
                    _ => Expr {
                        tokens: product.clone(),
                        prec: Prec::Product,
                        negated: None,
                        factors: None,
                    },
                };
                factors = Some(Box::new((head, e.clone(), neg)));
            }
            if k == 0 {
                // A product read first needs no parentheses (left to right).
                product.extend(e.at_least(Prec::Product));
                first = Some(e);
            } else {
                let o = e.at_least(Prec::Neg);
                product.extend(quote!(* #o));
            }
        }
        if neg {
            Expr {
                tokens: quote!(-(#product)),
                prec: Prec::Neg,
                negated: Some(product),
                factors,
            }
        } else {
            Expr {
                tokens: product,
                prec: Prec::Product,
                negated: None,
                factors,
            }
        }
    }

    /// `base` to the integer power `e` (`one`: the number type's 1).
    fn powi(&mut self, base: &Operand, e: i64, one: &TokenStream) -> Expr {
        let base = self.read(base).at_least(Prec::Atom);
        let (tokens, prec) = match e {
            2 => (quote!(#base * #base), Prec::Product),
            -1 => (quote!(#one / #base), Prec::Product),
            -2 => (quote!(#one / (#base * #base)), Prec::Product),
            e => {
                let e = Literal::i32_unsuffixed(e as i32);
                (quote!(#base.powi(#e)), Prec::Atom)
            }
        };
        Expr {
            tokens,
            prec,
            negated: None,
            factors: None,
        }
    }

    /// The dot product of `a` and `b`, six entries at a time (`runs`: [`dot_runs`]).
    fn dot(&mut self, a: &[Operand], b: &[Operand], runs: &[Option<(usize, usize)>]) -> Expr {
        // Each pair of six-vectors a call or its sum written out; the pairs added.
        let mut terms = Vec::new();
        for ((a, b), run) in a.chunks(6).zip(b.chunks(6)).zip(runs) {
            if let Some((x, y)) = run {
                let (x, y) = (Literal::usize_unsuffixed(*x), Literal::usize_unsuffixed(*y));
                terms.push(quote!(dot6(&o[..], #x, #y)));
                continue;
            }
            let mut sum = TokenStream::new();
            for (c, (x, y)) in a.iter().zip(b).enumerate() {
                let x = self.read(x).at_least(Prec::Product);
                let y = self.read(y).at_least(Prec::Neg);
                sum.extend(if c == 0 {
                    quote!(#x * #y)
                } else {
                    quote!(+ #x * #y)
                });
            }
            terms.push(if runs.len() > 1 { quote!((#sum)) } else { sum });
        }
        let call = runs.len() == 1 && runs[0].is_some();
        Expr {
            tokens: quote!(#(#terms)+*),
            prec: if call { Prec::Atom } else { Prec::Sum },
            negated: None,
            factors: None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::symbolic::symbols::Var;

    #[test]
    fn inlined_expressions_keep_the_order_of_operations() {
        // Rendered, then read back by precedence: every parenthesis the evaluation order needs,
        // and none where it does not.
        let b = Block::default();
        let (q0, q1, q2) = (
            Operand::Input(Var::Q(0)),
            Operand::Input(Var::Q(1)),
            Operand::Input(Var::Q(2)),
        );
        let render = |inner: Rhs, outer: Rhs| {
            let mut named = Named::default();
            let e = rhs_named(&inner, &b, false, &mut named);
            named.inline(&Operand::Temp(0), e);
            rhs_named(&outer, &b, false, &mut named).tokens.to_string()
        };
        let sum = || Rhs::Add(vec![q0.clone(), q1.clone()]);
        let product = || Rhs::Mul(vec![q0.clone(), q1.clone()]);
        let negation = || Rhs::Mul(vec![Operand::Const(-1.0), q0.clone()]);
        let t = Operand::Temp(0);
        let cases = [
            (sum(), Rhs::Add(vec![t.clone(), q2.clone()]), "q0 + q1 + q2"),
            (
                sum(),
                Rhs::Add(vec![q2.clone(), t.clone()]),
                "q2 + (q0 + q1)",
            ),
            (
                product(),
                Rhs::Add(vec![q2.clone(), t.clone()]),
                "q2 + q0 * q1",
            ),
            (
                sum(),
                Rhs::Mul(vec![t.clone(), q2.clone()]),
                "(q0 + q1) * q2",
            ),
            (
                product(),
                Rhs::Mul(vec![t.clone(), q2.clone()]),
                "q0 * q1 * q2",
            ),
            (
                product(),
                Rhs::Mul(vec![q2.clone(), t.clone()]),
                "q2 * (q0 * q1)",
            ),
            (
                negation(),
                Rhs::Mul(vec![q2.clone(), t.clone()]),
                "q2 * - (q0)",
            ),
            (negation(), Rhs::Add(vec![q2.clone(), t.clone()]), "q2 - q0"),
            (sum(), Rhs::Sin(t.clone()), "(q0 + q1) . sin ()"),
            (negation(), Rhs::Cos(t.clone()), "(- (q0)) . cos ()"),
            (product(), Rhs::Copy(t.clone()), "q0 * q1"),
        ];
        for (inner, outer, want) in cases {
            assert_eq!(
                render(inner.clone(), outer.clone()),
                want,
                "{inner:?} in {outer:?}"
            );
        }
    }

    #[test]
    fn a_subtracted_constant_keeps_its_correctly_rounded_f32() {
        // −(1 + 2⁻²⁴) is the f64 midpoint of two f32s; the exact constant (just beyond it) rounds
        // to −(1 + 2⁻²³), where `as f32` would give −1.
        let x = -(1.0 + 2f64.powi(-24));
        let b = Block {
            name: "t".into(),
            f32_exact: vec![(x.to_bits(), -(1.0 + f32::EPSILON))],
            ..Default::default()
        };
        let text = |r: &Rhs| rhs(r, &b, true).to_string().replace(' ', "");
        // Written as a subtraction of its magnitude inside a sum, and as itself alone.
        let sum = text(&Rhs::Add(vec![
            Operand::Input(Var::Q(0)),
            Operand::Const(x),
        ]));
        assert!(
            sum.starts_with("q0-<Sas::chaindyn::Real>::constant_exact(")
                && sum.ends_with(",1.0000001f32)"),
            "{sum}"
        );
        let alone = text(&Rhs::Copy(Operand::Const(x)));
        assert!(
            alone.starts_with("<Sas::chaindyn::Real>::constant_exact(-")
                && alone.ends_with(",-1.0000001f32)"),
            "{alone}"
        );
        // Constants without a double rounding stay `c(..)`.
        let plain = text(&Rhs::Copy(Operand::Const(-0.5)));
        assert_eq!(plain, "c(-0.5)");
    }
}
