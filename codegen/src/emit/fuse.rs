//! Fused multiply-adds: a product `x · y` written to a slot that only the next statement reading
//! that slot uses, as one operand of a sum, is folded into that sum as
//! `chaindyn::mul_add(x, y, partial sum)`, which is one FMA instruction on targets that have it
//! (`cfg(target_feature = "fma")`, for example `-C target-cpu=native` on a recent x86-64) and
//! exactly `x * y + partial sum` elsewhere. The sum keeps its left-to-right order (each folded
//! product is added where it stood, to the partial sum before it), so without FMA the fused code
//! rounds exactly as the unfused statements did.
//!
//! The slots are symbolica's register-allocated temporaries, reused along the block, so a product
//! is folded only where moving it is safe: its slot is read once (by the sum) before it is written
//! again or the block ends (an output slot must be rewritten by the sum itself), and neither
//! factor's slot is written between the product and the sum.

use crate::derive::{Operand, Rhs, Stmt};

/// One statement of a block after fusion.
#[derive(Debug, Clone, PartialEq)]
pub(super) enum Line {
    /// Emitted as it is.
    Plain(usize),
    /// A product folded into a later sum: nothing is emitted.
    Folded,
    /// Statement `index`, a sum, with the products of the folded statements in place of their
    /// slots, in the sum's operand order.
    Fused {
        /// The sum's statement.
        index: usize,
        /// Its terms.
        terms: Vec<Term>,
    },
}

/// A term of a fused sum.
#[derive(Debug, Clone, PartialEq)]
pub(super) enum Term {
    /// An operand, added as it is.
    Plain(Operand),
    /// A folded product `x · y`.
    Product(Operand, Operand),
}

fn is_slot(o: &Operand) -> bool {
    matches!(o, Operand::Temp(_) | Operand::Out(_))
}

fn reads(rhs: &Rhs) -> Vec<&Operand> {
    match rhs {
        Rhs::Add(v) | Rhs::Mul(v) => v.iter().collect(),
        Rhs::Powi(o, _) | Rhs::Sin(o) | Rhs::Cos(o) | Rhs::Sqrt(o) | Rhs::Copy(o) => vec![o],
    }
}

/// The two factors of a plain product (two operands, not a negation by `-1`).
fn factors(rhs: &Rhs) -> Option<(&Operand, &Operand)> {
    match rhs {
        Rhs::Mul(v) => match v.as_slice() {
            [Operand::Const(c), _] if *c == -1.0 => None,
            [x, y] => Some((x, y)),
            _ => None,
        },
        _ => None,
    }
}

/// The statement that folds product `i` (writing slot `t`), if it may.
fn folding_sum(stmts: &[Stmt], i: usize) -> Option<usize> {
    let t = &stmts[i].target;
    let (x, y) = factors(&stmts[i].rhs)?;
    // The next statement that touches `t`.
    let j = (i + 1..stmts.len())
        .find(|&k| stmts[k].target == *t || reads(&stmts[k].rhs).contains(&t))?;
    let Rhs::Add(args) = &stmts[j].rhs else {
        return None;
    };
    if args.iter().filter(|a| *a == t).count() != 1 {
        return None;
    }
    // Nothing may need `t` after the sum.
    if stmts[j].target != *t {
        if matches!(t, Operand::Out(_)) {
            return None;
        }
        let later_read = (j + 1..stmts.len())
            .find(|&k| stmts[k].target == *t || reads(&stmts[k].rhs).contains(&t))
            .is_some_and(|k| reads(&stmts[k].rhs).contains(&t));
        if later_read {
            return None;
        }
    }
    // The factors still hold their values at the sum.
    let overwritten = |o: &Operand| is_slot(o) && (i + 1..j).any(|k| stmts[k].target == *o);
    if overwritten(x) || overwritten(y) {
        return None;
    }
    Some(j)
}

/// The lines of a block: which products fold into which sums.
pub(super) fn fuse(stmts: &[Stmt]) -> Vec<Line> {
    let mut lines: Vec<Line> = (0..stmts.len()).map(Line::Plain).collect();
    let mut folded_into: Vec<Vec<usize>> = vec![Vec::new(); stmts.len()];
    for i in 0..stmts.len() {
        if let Some(j) = folding_sum(stmts, i) {
            folded_into[j].push(i);
            lines[i] = Line::Folded;
        }
    }
    for (j, products) in folded_into.into_iter().enumerate() {
        if products.is_empty() {
            continue;
        }
        let Rhs::Add(args) = &stmts[j].rhs else {
            continue;
        };
        let terms = args
            .iter()
            .map(
                |a| match products.iter().find(|&&i| stmts[i].target == *a) {
                    Some(&i) => {
                        let (x, y) = factors(&stmts[i].rhs).expect("a folded product");
                        Term::Product(x.clone(), y.clone())
                    }
                    None => Term::Plain(a.clone()),
                },
            )
            .collect();
        lines[j] = Line::Fused { index: j, terms };
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;
    use Operand::{Const, Input, Out, Temp};

    fn st(target: Operand, rhs: Rhs) -> Stmt {
        Stmt { target, rhs }
    }

    #[test]
    fn a_product_read_once_by_a_sum_folds() {
        let q = Input(crate::symbols::Var::Q(0));
        let stmts = vec![
            st(Temp(0), Rhs::Mul(vec![Const(2.0), q.clone()])),
            st(Temp(1), Rhs::Mul(vec![q.clone(), q.clone()])),
            st(Temp(0), Rhs::Add(vec![Temp(0), Temp(1), Const(1.0)])),
            st(Out(0), Rhs::Copy(Temp(0))),
        ];
        let lines = fuse(&stmts);
        assert_eq!(lines[0], Line::Folded);
        assert_eq!(lines[1], Line::Folded);
        assert_eq!(
            lines[2],
            Line::Fused {
                index: 2,
                terms: vec![
                    Term::Product(Const(2.0), q.clone()),
                    Term::Product(q.clone(), q.clone()),
                    Term::Plain(Const(1.0)),
                ],
            }
        );
        assert_eq!(lines[3], Line::Plain(3));
    }

    #[test]
    fn unsafe_moves_do_not_fold() {
        let q = Input(crate::symbols::Var::Q(0));
        // A factor's slot is written between the product and the sum.
        let stmts = vec![
            st(Temp(1), Rhs::Sin(q.clone())),
            st(Temp(0), Rhs::Mul(vec![Temp(1), q.clone()])),
            st(Temp(1), Rhs::Cos(q.clone())),
            st(Temp(2), Rhs::Add(vec![Temp(0), Temp(1)])),
        ];
        assert!(fuse(&stmts).iter().all(|l| matches!(l, Line::Plain(_))));
        // The product is read again after the sum.
        let stmts = vec![
            st(Temp(0), Rhs::Mul(vec![q.clone(), q.clone()])),
            st(Temp(1), Rhs::Add(vec![Temp(0), Const(1.0)])),
            st(Out(0), Rhs::Mul(vec![Temp(0), Temp(1)])),
        ];
        assert!(fuse(&stmts).iter().all(|l| matches!(l, Line::Plain(_))));
        // An output keeps its product unless the sum rewrites it; a negation is not a product.
        let stmts = vec![
            st(Out(0), Rhs::Mul(vec![q.clone(), q.clone()])),
            st(Out(1), Rhs::Add(vec![Out(0), Const(1.0)])),
            st(Temp(0), Rhs::Mul(vec![Const(-1.0), q.clone()])),
            st(Out(2), Rhs::Add(vec![Temp(0), Const(1.0)])),
        ];
        assert!(fuse(&stmts).iter().all(|l| matches!(l, Line::Plain(_))));
        // Read by something other than a sum.
        let stmts = vec![
            st(Temp(0), Rhs::Mul(vec![q.clone(), q.clone()])),
            st(Out(0), Rhs::Sqrt(Temp(0))),
        ];
        assert!(fuse(&stmts).iter().all(|l| matches!(l, Line::Plain(_))));
    }
}
