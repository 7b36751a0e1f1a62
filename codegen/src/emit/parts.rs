//! Long blocks cut into parts: which statements each part holds, which inputs it reads and which
//! values it stores for the parts after it, and the functions the parts become.

use crate::derive::{Operand, Stmt};
use crate::internals::model::Model;
use crate::symbolic::symbols::Var;
use proc_macro2::{Ident, TokenStream};
use quote::{format_ident, quote};

/// A block of more than this many statements is emitted as a sequence of functions
/// ([`PART_STATEMENTS`] statements each) instead of one: the compiler's time and memory grow
/// faster than linearly with the length of one straight-line function (at 18,300 statements,
/// a 16-joint spatial chain's `linearize_blocks`, one function took 18 s and 3.3 GB to build in
/// release; ten parts 4.9 s and 0.34 GB), at a cost in speed (20 % there: each part's results
/// pass through memory). The longest blocks of the 7-DOF arms (about 4,400 statements) stay
/// whole.
pub const PART_THRESHOLD: usize = 6_000;

/// Statements per part of a block longer than [`PART_THRESHOLD`].
pub const PART_STATEMENTS: usize = 2_000;

/// The parts of long blocks, collected while the methods are emitted and placed in an inherent
/// `impl` of the model's type: `fn __chaindyn_part<k>`.
#[derive(Default)]
pub(crate) struct Parts(std::cell::RefCell<Vec<TokenStream>>);

impl Parts {
    /// Adds a part's definition; returns its name.
    pub(super) fn add(&self, make: impl FnOnce(&Ident) -> TokenStream) -> Ident {
        let mut items = self.0.borrow_mut();
        let name = format_ident!("__chaindyn_part{}", items.len());
        let item = make(&name);
        items.push(item);
        name
    }

    /// Every part, as the items of an inherent `impl` (nothing if there are none).
    pub(super) fn emit(self, model: &Model) -> TokenStream {
        let items = self.0.into_inner();
        if items.is_empty() {
            return TokenStream::new();
        }
        let name = &model.ident;
        quote! {
            #[allow(clippy::all, clippy::pedantic, unused_parens, unused_variables, non_snake_case)]
            impl #name {
                #(#items)*
            }
        }
    }
}

/// One part of a long block: a run of its statements, each binding a local.
#[derive(Debug, PartialEq)]
pub(super) struct Part {
    /// Its statements (indices into the block's statements).
    pub(super) statements: std::ops::Range<usize>,
    /// The inputs it reads (indices into the block's inputs), ascending.
    pub(super) inputs: Vec<usize>,
    /// The statements whose values are read after the part (by a later part, or, for the final
    /// value of an output, by the method): each the part's last write of its slot, which it
    /// writes; ascending.
    pub(super) stores: Vec<usize>,
}

/// Cuts `stmts` into parts of at most `per` statements. Within a part a slot is read from the
/// local its latest statement there bound, else from the slot array (a value a part before it
/// stored, or the array's initial zero).
pub(super) fn plan_parts(stmts: &[&Stmt], inputs: &[Var], per: usize) -> Vec<Part> {
    let per = per.max(1);
    let count = stmts.len().div_ceil(per);
    let part_of = |k: usize| k / per;
    // For each statement: the last part that reads its value.
    let mut read_until: Vec<usize> = (0..stmts.len()).map(part_of).collect();
    let mut latest: std::collections::HashMap<(bool, usize), usize> = Default::default();
    for (k, s) in stmts.iter().enumerate() {
        for o in s.rhs.operands() {
            if matches!(o, Operand::Temp(_) | Operand::Out(_)) {
                if let Some(&d) = latest.get(&o.slot()) {
                    read_until[d] = read_until[d].max(part_of(k));
                }
            }
        }
        latest.insert(s.target.slot(), k);
    }
    for (&(out, _), &d) in &latest {
        if out {
            read_until[d] = count;
        }
    }
    (0..count)
        .map(|p| {
            let statements = p * per..((p + 1) * per).min(stmts.len());
            let mut reads = std::collections::BTreeSet::new();
            let mut last: std::collections::HashMap<(bool, usize), usize> = Default::default();
            for k in statements.clone() {
                for o in stmts[k].rhs.operands() {
                    if let Operand::Input(v) = o {
                        if let Some(i) = inputs.iter().position(|w| w == v) {
                            reads.insert(i);
                        }
                    }
                }
                last.insert(stmts[k].target.slot(), k);
            }
            let mut stores: Vec<usize> =
                last.into_values().filter(|&d| read_until[d] > p).collect();
            stores.sort_unstable();
            Part {
                statements,
                inputs: reads.into_iter().collect(),
                stores,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::derive::Rhs;
    use crate::emit::inline::plan_inline;

    /// A value of an operand in a run of a block: a local of the current part, else the slot.
    fn value(o: &Operand, x: &[f64], t: &[f64], out: &[f64], local: &[(bool, usize, f64)]) -> f64 {
        match o {
            Operand::Input(Var::Q(i)) => x[*i],
            Operand::Input(_) => unreachable!("the random blocks read q only"),
            Operand::Const(c) => *c,
            Operand::Temp(_) | Operand::Out(_) => {
                let key = o.slot();
                match local.iter().rev().find(|(a, b, _)| (*a, *b) == key) {
                    Some(&(_, _, v)) => v,
                    None if key.0 => out[key.1],
                    None => t[key.1],
                }
            }
        }
    }

    /// The operation of `r` on `v`, the values of its operands.
    fn apply(r: &Rhs, v: &[f64]) -> f64 {
        match r {
            Rhs::Add(_) => v.iter().sum(),
            Rhs::Mul(_) => v.iter().product(),
            Rhs::Sin(_) => v[0].sin(),
            Rhs::Copy(_) => v[0],
            _ => unreachable!("the random blocks use +, ×, sin and copies"),
        }
    }

    fn eval(r: &Rhs, x: &[f64], t: &[f64], o: &[f64], local: &[(bool, usize, f64)]) -> f64 {
        let v: Vec<f64> = r
            .operands()
            .into_iter()
            .map(|a| value(a, x, t, o, local))
            .collect();
        apply(r, &v)
    }

    /// An operand of a statement written into its reader: a value known when the statement
    /// was reached (an input, a constant, a part's local), a slot read where the reader is, or
    /// another inlined statement.
    enum Arg {
        Val(f64),
        Slot(bool, usize),
        Inlined(Box<(Rhs, Vec<Arg>)>),
    }

    /// The value of an inlined statement where its reader is: its slot operands read now.
    fn eval_inlined(rhs: &Rhs, args: &[Arg], t: &[f64], o: &[f64]) -> f64 {
        let v: Vec<f64> = args
            .iter()
            .map(|a| match a {
                Arg::Val(v) => *v,
                Arg::Slot(true, k) => o[*k],
                Arg::Slot(false, k) => t[*k],
                Arg::Inlined(b) => eval_inlined(&b.0, &b.1, t, o),
            })
            .collect();
        apply(rhs, &v)
    }

    /// Random blocks over few slots (so slots are reused, read across parts, overwritten and
    /// left at their initial zero).
    fn random_blocks(count: usize, mut f: impl FnMut(Vec<Stmt>, usize, usize, usize)) {
        let mut rng = chaindyn_model::SplitMix64(7);
        let mut next = |m: usize| rng.below(m);
        for _ in 0..count {
            let (nt, no, nx) = (1 + next(4), 1 + next(4), 1 + next(3));
            let operand = |next: &mut dyn FnMut(usize) -> usize| match next(4) {
                0 => Operand::Input(Var::Q(next(nx))),
                1 => Operand::Const(next(7) as f64 - 3.0),
                2 => Operand::Temp(next(nt)),
                _ => Operand::Out(next(no)),
            };
            let stmts: Vec<Stmt> = (0..1 + next(40))
                .map(|_| {
                    let target = if next(2) == 0 {
                        Operand::Temp(next(nt))
                    } else {
                        Operand::Out(next(no))
                    };
                    let rhs = match next(4) {
                        0 => Rhs::Add(vec![operand(&mut next), operand(&mut next)]),
                        1 => Rhs::Mul(vec![operand(&mut next), operand(&mut next)]),
                        2 => Rhs::Sin(operand(&mut next)),
                        _ => Rhs::Copy(operand(&mut next)),
                    };
                    Stmt { target, rhs }
                })
                .collect();
            f(stmts, nt, no, nx);
        }
    }

    #[test]
    fn inlined_values_compute_what_the_statements_compute() {
        // Each block run statement by statement, and as emitted: with the values read once
        // written into their readers (evaluated where the reader is, reading the slots there),
        // whole and in parts of every size. The outputs must be the same bits.
        let mut inlined = 0;
        random_blocks(400, |stmts, nt, no, nx| {
            let stmts: Vec<&Stmt> = stmts.iter().collect();
            let inputs: Vec<Var> = (0..nx).map(Var::Q).collect();
            let x: Vec<f64> = (0..nx).map(|i| 0.3 + 0.7 * i as f64).collect();
            let (mut t, mut o) = (vec![0.0; nt], vec![0.0; no]);
            for s in &stmts {
                let v = eval(&s.rhs, &x, &t, &o, &[]);
                match s.target {
                    Operand::Temp(k) => t[k] = v,
                    _ => o[s.target.slot().1] = v,
                }
            }
            // Parts of every size; `None`: the whole block, where every value not inlined is
            // stored into its slot.
            let sizes = (1..=stmts.len()).map(Some).chain([None]);
            for per in sizes {
                let whole = per.is_none();
                let per = per.unwrap_or(stmts.len());
                let plan = plan_parts(&stmts, &inputs, per);
                let inline = plan_inline(&stmts, |k| k / per, 4);
                inlined += inline.iter().filter(|&&i| i).count();
                let (mut pt, mut po) = (vec![0.0; nt], vec![0.0; no]);
                for part in &plan {
                    let mut local: Vec<(bool, usize, f64)> = Vec::new();
                    let mut pending: std::collections::HashMap<(bool, usize), Arg> =
                        Default::default();
                    for k in part.statements.clone() {
                        let args: Vec<Arg> = stmts[k]
                            .rhs
                            .operands()
                            .into_iter()
                            .map(|a| match a {
                                Operand::Input(Var::Q(i)) => {
                                    assert!(part.inputs.contains(i), "input {i} not unpacked");
                                    Arg::Val(x[*i])
                                }
                                Operand::Const(c) => Arg::Val(*c),
                                Operand::Input(_) => unreachable!(),
                                _ => {
                                    let key = a.slot();
                                    match pending.remove(&key) {
                                        Some(e) => e,
                                        None => {
                                            match local.iter().rev().find(|l| (l.0, l.1) == key) {
                                                Some(&(_, _, v)) => Arg::Val(v),
                                                None => Arg::Slot(key.0, key.1),
                                            }
                                        }
                                    }
                                }
                            })
                            .collect();
                        let key = stmts[k].target.slot();
                        local.retain(|&(c, d, _)| (c, d) != key);
                        if inline[k] {
                            pending
                                .insert(key, Arg::Inlined(Box::new((stmts[k].rhs.clone(), args))));
                            continue;
                        }
                        let v = eval_inlined(&stmts[k].rhs, &args, &pt, &po);
                        if whole || part.stores.contains(&k) {
                            if key.0 {
                                po[key.1] = v;
                            } else {
                                pt[key.1] = v;
                            }
                        } else {
                            local.push((key.0, key.1, v));
                        }
                    }
                }
                let bits = |v: &[f64]| v.iter().map(|x| x.to_bits()).collect::<Vec<_>>();
                assert_eq!(bits(&po), bits(&o), "parts of {per} ({whole}): {stmts:?}");
            }
        });
        assert!(
            inlined > 1000,
            "only {inlined} values inlined: the test tests little"
        );
    }
}
