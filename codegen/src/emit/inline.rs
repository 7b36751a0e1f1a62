//! Values read once, written into the expression that reads them.
//!
//! symbolica's instruction list has one operation per statement: `t[3] = q1.sin();`,
//! `t[4] = o[2] * t[3];`, `o[5] = o[1] + t[4];`. Most of its values are read exactly once, by a
//! statement soon after; emitted as a statement of their own, each costs a line and a slot write.
//! Written instead into the expression of their one reader (`o[5] = o[1] + o[2] * t[3];` with
//! `t[3]`'s expression in place of `t[3]`),
//! the same operations run in the same order on the same operands — the results are the same
//! bits — in about 30 % less text. An expression is kept small ([`INLINE_LEAVES`] operands), so
//! that it stays on one line.

use crate::derive::{Operand, Rhs, Stmt};
use crate::symbolic::symbols::Var;
use proc_macro2::TokenStream;
use quote::quote;
use std::collections::HashMap;

/// The most operands (inputs, constants, slots) one emitted expression reads, counting those of
/// the values written into it.
pub(super) const INLINE_LEAVES: usize = 8;

/// How tightly an emitted expression binds: which parentheses it needs where it is read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(super) enum Prec {
    /// `a + b - c`.
    Sum,
    /// `a * b`, `a / b`.
    Product,
    /// `-(p)`.
    Neg,
    /// A name, a slot, a literal, a call, a parenthesised expression.
    Atom,
}

/// An emitted expression.
#[derive(Clone, Debug)]
pub(super) struct Expr {
    pub(super) tokens: TokenStream,
    pub(super) prec: Prec,
    /// For a negation `-(p)`, `p`: a sum adds it as `x - p`.
    pub(super) negated: Option<TokenStream>,
    /// For a product of two factors `a * b` (or its negation, `true`): the factors, so that a
    /// sum that adds it can fuse it ([`Expr::fused_into`]).
    pub(super) factors: Option<Box<(Expr, Expr, bool)>>,
}

impl Expr {
    /// A name, slot, literal or call.
    pub(super) fn atom(tokens: TokenStream) -> Self {
        Expr {
            tokens,
            prec: Prec::Atom,
            negated: None,
            factors: None,
        }
    }

    /// `acc + self` for a product `self` of two factors `a · b` (`acc − a · b` for its
    /// negation) as `fma(a, b, acc)` (`fma(-a, b, acc)`), `fma` the function's binding of
    /// [`Real::mul_add_fast`](chaindyn::Real): one fused multiply–add where the target has the
    /// instruction, otherwise `a * b + acc`, which is `acc + a * b` to the bit (a sum of two
    /// numbers does not depend on their order, and `(−a) b = −(a b)` exactly). `None` for any
    /// other expression.
    pub(super) fn fused_into(&self, acc: &TokenStream) -> Option<TokenStream> {
        let (a, b, negated) = self.factors.as_deref()?;
        let b = &b.tokens;
        Some(if *negated {
            let a = a.at_least(Prec::Atom);
            quote!(fma(-#a, #b, #acc))
        } else {
            let a = &a.tokens;
            quote!(fma(#a, #b, #acc))
        })
    }

    /// The expression, parenthesised unless it binds at least as tightly as `min`.
    pub(super) fn at_least(&self, min: Prec) -> TokenStream {
        let t = &self.tokens;
        if self.prec >= min {
            t.clone()
        } else {
            quote!((#t))
        }
    }
}

/// The current value of some slots, where it is not the slot array's: the locals a part has
/// bound (read any number of times), and values written into their one reader (taken when
/// read).
#[derive(Default)]
pub(super) struct Named {
    locals: HashMap<(bool, usize), proc_macro2::Ident>,
    inlined: HashMap<(bool, usize), Expr>,
    /// Whether an expression read through it fused a product into a sum (`fma(..)`): the
    /// function then binds `fma`.
    pub(super) fused: bool,
    /// The joint angles whose sines and cosines the function computed together at its start
    /// (`::chaindyn::__sin_cos`, into `sin_q` and `cos_q`; for a part, its caller before the
    /// first part), in that order.
    pub(super) angles: Vec<Var>,
}

impl Named {
    /// The value of `o`, if it is a slot with a local or a pending inlined expression.
    pub(super) fn read(&mut self, o: &Operand) -> Option<Expr> {
        if !matches!(o, Operand::Temp(_) | Operand::Out(_)) {
            return None;
        }
        let key = o.slot();
        if let Some(e) = self.inlined.remove(&key) {
            return Some(e);
        }
        self.locals.get(&key).map(|v| Expr::atom(quote!(#v)))
    }

    /// Whether `o` is a slot whose value is not (only) in the slot array: a local or an
    /// inlined expression.
    pub(super) fn holds(&self, o: &Operand) -> bool {
        matches!(o, Operand::Temp(_) | Operand::Out(_))
            && (self.inlined.contains_key(&o.slot()) || self.locals.contains_key(&o.slot()))
    }

    /// Whether `o` is a slot whose value is an inlined expression not yet read.
    pub(super) fn pending(&self, o: &Operand) -> bool {
        matches!(o, Operand::Temp(_) | Operand::Out(_)) && self.inlined.contains_key(&o.slot())
    }

    /// The slot's value is the local `v`.
    pub(super) fn local(&mut self, target: &Operand, v: proc_macro2::Ident) {
        let key = target.slot();
        self.inlined.remove(&key);
        self.locals.insert(key, v);
    }

    /// The slot's value is `e`, to be written into its one reader.
    pub(super) fn inline(&mut self, target: &Operand, e: Expr) {
        let key = target.slot();
        self.locals.remove(&key);
        self.inlined.insert(key, e);
    }

    /// The slot's value is in the slot array.
    pub(super) fn stored(&mut self, target: &Operand) {
        let key = target.slot();
        self.locals.remove(&key);
        self.inlined.remove(&key);
    }
}

/// Which statements are written into the expression of their one reader (`true`) instead of
/// being emitted. A statement is, when
/// - its value is read exactly once, by a sum, product, `sin`, `cos`, `sqrt` or copy, in the
///   same `group` (part of a long block), and is not an output's final value;
/// - no slot its expression reads (its own and those of values written into it) is written
///   between it and its reader, so the reader sees the operands it would have seen;
/// - the reader's expression then reads at most `max_leaves` operands.
pub(super) fn plan_inline(
    stmts: &[&Stmt],
    group: impl Fn(usize) -> usize,
    max_leaves: usize,
) -> Vec<bool> {
    let n = stmts.len();
    let is_slot = |o: &Operand| matches!(o, Operand::Temp(_) | Operand::Out(_));
    // Who reads each statement's value, and how often; outputs' final values.
    let mut reads = vec![0usize; n];
    let mut reader = vec![usize::MAX; n];
    let mut latest: HashMap<(bool, usize), usize> = HashMap::new();
    for (k, s) in stmts.iter().enumerate() {
        for o in s.rhs.operands().into_iter().filter(|o| is_slot(o)) {
            if let Some(&d) = latest.get(&o.slot()) {
                reads[d] += 1;
                reader[d] = k;
            }
        }
        latest.insert(s.target.slot(), k);
    }
    let mut final_output = vec![false; n];
    for (&(out, _), &d) in &latest {
        final_output[d] = out;
    }
    // Forward: each statement's expression, as the slots it reads and its operand count.
    let mut writes: HashMap<(bool, usize), Vec<usize>> = HashMap::new();
    let written_between = |writes: &HashMap<(bool, usize), Vec<usize>>, s, d: usize, r: usize| {
        writes.get(&s).is_some_and(|w: &Vec<usize>| {
            let i = w.partition_point(|&p| p <= d);
            w.get(i).is_some_and(|&p| p < r)
        })
    };
    let mut leaves: Vec<Vec<(bool, usize)>> = Vec::with_capacity(n);
    let mut size = vec![0usize; n];
    let mut inline = vec![false; n];
    let mut current: HashMap<(bool, usize), usize> = HashMap::new();
    for (r, s) in stmts.iter().enumerate() {
        let into = !matches!(s.rhs, Rhs::Powi(..) | Rhs::Dot(..));
        let ops = s.rhs.operands();
        let mut lv = Vec::new();
        let mut sz = 0;
        for (i, o) in ops.iter().enumerate() {
            let rest = ops.len() - i - 1;
            let d = if is_slot(o) {
                current.get(&o.slot()).copied()
            } else {
                None
            };
            let take = d.filter(|&d| {
                into && reads[d] == 1
                    && reader[d] == r
                    && !final_output[d]
                    && group(d) == group(r)
                    && sz + size[d] + rest <= max_leaves
                    && leaves[d]
                        .iter()
                        .all(|&l| !written_between(&writes, l, d, r))
            });
            match take {
                Some(d) => {
                    inline[d] = true;
                    lv.extend(leaves[d].iter().copied());
                    sz += size[d];
                }
                None => {
                    if is_slot(o) {
                        lv.push(o.slot());
                    }
                    sz += 1;
                }
            }
        }
        leaves.push(lv);
        size[r] = sz;
        writes.entry(s.target.slot()).or_default().push(r);
        current.insert(s.target.slot(), r);
    }
    inline
}
