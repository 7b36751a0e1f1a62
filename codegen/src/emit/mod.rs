//! Stage 4 — emission: the derived [`Block`]s become straight-line Rust (quote): named locals,
//! no loops over degrees of freedom, no allocation (fixed-size nalgebra matrices built from stack
//! arrays), a doc comment on every method. A value read once is written into the expression
//! that reads it ([`inline`]): the same operations in the same order, in a third less text.
//!
//! Every method of `Dynamics` is described by one `Method` (name, arguments, block, the shape
//! it returns, documentation) and emitted twice from it: once generic over the number type
//! (`impl DynamicsIn<N>`, `fn <name>_in<S: Real>`), and once as the `f64` method of `Dynamics`
//! that calls the generic one. The linear algebra is inside the symbolic programs (the
//! `L D Lᵀ` factorisation of `M`, its solves and `M⁻¹`); only the final products
//! `M⁻¹ ∂τ/∂(q, q̇)` of the linearizations are nalgebra's.

use crate::derive::{Block, Derived, Formulation, MassInverse, Operand, Rhs, Stmt};
use crate::interface::{signature, Arg, Returns, Signature, CONSTANTS};
use crate::internals::model::Model;
use crate::symbolic::symbols::Var;
use crate::symbolic::upper;
use chaindyn_model::{AngleConvention, Chain, JointDynamics, JointKind};
use proc_macro2::{Ident, Literal, Span, TokenStream};
use quote::{format_ident, quote};

mod inline;
mod regressor;
mod task_space;

use inline::{plan_inline, Expr, Named, Prec, INLINE_LEAVES};

fn ident(s: &str) -> Ident {
    Ident::new(s, Span::call_site())
}

fn float(x: f64) -> TokenStream {
    let lit = Literal::f64_unsuffixed(x.abs());
    if x.is_sign_negative() && x != 0.0 {
        quote!(-#lit)
    } else {
        quote!(#lit)
    }
}

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
fn operand(o: &Operand, b: &Block, generic: bool) -> TokenStream {
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
fn out(b: &Block, k: usize) -> TokenStream {
    operand(&Operand::Out(k), b, false)
}

#[cfg(test)]
fn rhs(r: &Rhs, b: &Block, generic: bool) -> TokenStream {
    rhs_named(r, b, generic, &mut Named::default()).tokens
}

/// [`rhs`] as an [`Expr`], with the slots in `named` read from their locals or inlined
/// expressions instead.
fn rhs_named(r: &Rhs, b: &Block, generic: bool, named: &mut Named) -> Expr {
    // A pair of six-vectors of a dot product that are runs of output slots the block has stored:
    // the runtime's `__dot6` (bound to `dot6` by the function, [`dot_alias`]), which sums the
    // same products in the same order.
    let runs: Vec<Option<(usize, usize)>> = match r {
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
    };
    let mut operand = |o: &Operand| {
        named
            .read(o)
            .unwrap_or_else(|| Expr::atom(operand(o, b, generic)))
    };
    let one = if generic { quote!(c(1.0)) } else { quote!(1.0) };
    match r {
        Rhs::Add(args) if args.len() > 1 => {
            // Left to right, as the evaluator adds: a sum read first needs no parentheses. In
            // the generic number type, a product of two factors added to the sum so far is fused
            // with it (`Expr::fused_into`: the same bits where the target has no FMA).
            let mut it = args.iter();
            let mut acc = it.next().map(&mut operand).expect("two operands");
            let mut any_fused = false;
            for a in it {
                let term = match a {
                    Operand::Const(c) if *c < 0.0 => {
                        let f = if generic {
                            generic_constant(-c, b)
                        } else {
                            float(-c)
                        };
                        quote!(- #f)
                    }
                    other => {
                        let e = operand(other);
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
            named.fused |= any_fused;
            acc
        }
        Rhs::Mul(args) if args.len() > 1 => {
            let (neg, args): (bool, Vec<&Operand>) = match args.as_slice() {
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
                let e = operand(a);
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
        Rhs::Add(args) | Rhs::Mul(args) => match args.first() {
            Some(a) => operand(a),
            None if matches!(r, Rhs::Add(_)) => Expr::atom(quote!(0.0)),
            None => Expr::atom(one),
        },
        Rhs::Powi(base, e) => {
            let base = operand(base).at_least(Prec::Atom);
            let (tokens, prec) = match e {
                2 => (quote!(#base * #base), Prec::Product),
                -1 => (quote!(#one / #base), Prec::Product),
                -2 => (quote!(#one / (#base * #base)), Prec::Product),
                e => {
                    let e = Literal::i32_unsuffixed(*e as i32);
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
        Rhs::Sin(a) => {
            let a = operand(a).at_least(Prec::Atom);
            Expr::atom(quote!(#a.sin()))
        }
        Rhs::Cos(a) => {
            let a = operand(a).at_least(Prec::Atom);
            Expr::atom(quote!(#a.cos()))
        }
        Rhs::Sqrt(a) => {
            let a = operand(a).at_least(Prec::Atom);
            Expr::atom(quote!(#a.sqrt()))
        }
        Rhs::Copy(a) => operand(a),
        Rhs::Dot(a, b) => {
            // Each pair of six-vectors a call or its sum written out; the pairs added.
            let mut terms = Vec::new();
            for ((a, b), run) in a.chunks(6).zip(b.chunks(6)).zip(&runs) {
                if let Some((x, y)) = run {
                    let (x, y) = (Literal::usize_unsuffixed(*x), Literal::usize_unsuffixed(*y));
                    terms.push(quote!(dot6(&o[..], #x, #y)));
                    continue;
                }
                let mut sum = TokenStream::new();
                for (c, (x, y)) in a.iter().zip(b).enumerate() {
                    let x = operand(x).at_least(Prec::Product);
                    let y = operand(y).at_least(Prec::Neg);
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
}

/// Where the inputs of a block come from inside a method, and in which number type.
struct Sources<'a> {
    model: &'a Model,
    /// Expression for `qdd[i]`.
    qdd: &'a str,
    /// Name of the generalized-force argument (`u` or `tau`).
    u: &'a str,
    /// In the generic number type `S` (with `c`, the constant function, in scope); `f64`
    /// otherwise.
    generic: bool,
    /// Where a long block's parts go (associated functions of the model's type).
    parts: &'a Parts,
}

impl<'a> Sources<'a> {
    /// In the generic number type, `q̈` read from `qdd` and the generalized force from `u`.
    fn generic(model: &'a Model, u: &'a str, parts: &'a Parts) -> Self {
        Sources {
            model,
            qdd: "qdd",
            u,
            generic: true,
            parts,
        }
    }
}

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
    fn add(&self, make: impl FnOnce(&Ident) -> TokenStream) -> Ident {
        let mut items = self.0.borrow_mut();
        let name = format_ident!("__chaindyn_part{}", items.len());
        let item = make(&name);
        items.push(item);
        name
    }

    /// Every part, as the items of an inherent `impl` (nothing if there are none).
    fn emit(self, model: &Model) -> TokenStream {
        let items = self.0.into_inner();
        if items.is_empty() {
            return TokenStream::new();
        }
        let name = &model.ident;
        quote! {
            #[automatically_derived]
            #[allow(clippy::all, clippy::pedantic, unused_parens, unused_variables, non_snake_case)]
            impl #name {
                #(#items)*
            }
        }
    }
}

fn body(block: &Block, src: &Sources, loaded: &mut Vec<Var>) -> TokenStream {
    let scalar = if src.generic { quote!(S) } else { quote!(f64) };
    let load = |v: &Var| {
        let name = ident(&v.name());
        let value = match v {
            Var::Q(i) => {
                let i = Literal::usize_unsuffixed(*i);
                quote!(q[#i])
            }
            Var::Qd(i) => {
                let i = Literal::usize_unsuffixed(*i);
                quote!(qd[#i])
            }
            Var::Qdd(i) => {
                let (a, i) = (ident(src.qdd), Literal::usize_unsuffixed(*i));
                quote!(#a[#i])
            }
            Var::Param(i) => {
                let f = &src.model.params[*i];
                if src.generic {
                    quote!(<S as ::chaindyn::Real>::parameter(self.#f))
                } else {
                    quote!(self.#f)
                }
            }
            Var::U(i) => {
                let (a, i) = (ident(src.u), Literal::usize_unsuffixed(*i));
                quote!(#a[#i])
            }
            Var::W(i) => {
                let i = Literal::usize_unsuffixed(*i);
                quote!(wrench.wrench[#i])
            }
        };
        quote!(let #name: #scalar = #value;)
    };
    let loads: Vec<TokenStream> = block
        .inputs
        .iter()
        .filter(|v| !loaded.contains(v))
        .map(load)
        .collect();
    loaded.extend(block.inputs.iter().copied());
    // The arrays start at zero: a zero stored into a slot not yet written is left out.
    let mut written = std::collections::HashSet::new();
    let zero_bits = 0.0_f64.to_bits();
    let kept: Vec<&Stmt> = block
        .stmts
        .iter()
        .filter(|s| {
            let first = written.insert(slot(&s.target));
            !(first && matches!(s.rhs, Rhs::Copy(Operand::Const(c)) if c.to_bits() == zero_bits))
        })
        .collect();
    let zero = if src.generic {
        quote!(c(0.0))
    } else {
        quote!(0.0_f64)
    };
    let no = Literal::usize_unsuffixed(block.outputs);
    let dots = |stmts: &[&Stmt]| stmts.iter().any(|s| matches!(s.rhs, Rhs::Dot(..)));
    if kept.len() <= PART_THRESHOLD {
        let dot_decl = dots(&kept).then(|| dot_alias(&scalar));
        let inline = plan_inline(&kept, |_| 0, INLINE_LEAVES);
        let mut named = Named::default();
        let mut stmts = Vec::new();
        // The temporaries (the evaluator's slot count), where a statement writes or reads one.
        let (mut writes, mut reads) = (false, false);
        for (s, &inlined) in kept.iter().zip(&inline) {
            reads |= operands(&s.rhs)
                .iter()
                .any(|o| matches!(o, Operand::Temp(_)) && !named.pending(o));
            writes |= !inlined && matches!(s.target, Operand::Temp(_));
            let e = rhs_named(&s.rhs, block, src.generic, &mut named);
            if inlined {
                named.inline(&s.target, e);
            } else {
                let (target, value) = (operand(&s.target, block, false), e.tokens);
                stmts.push(quote!(#target = #value;));
            }
        }
        let fma_decl = named.fused.then(|| fma_alias(&scalar));
        let nt = Literal::usize_unsuffixed(block.temps);
        let temps_decl = if writes {
            Some(quote!(let mut t = [#zero; #nt];))
        } else {
            reads.then(|| quote!(let t = [#zero; #nt];))
        };
        return quote!(#(#loads)* #dot_decl #fma_decl #temps_decl let mut o = [#zero; #no]; #(#stmts)*);
    }

    // In parts: each a function of the block's inputs (the array `x`) and its slots, whose
    // statements bind locals; a value read after its part is stored into its slot.
    let used = block
        .stmts
        .iter()
        .any(|s| matches!(s.target, Operand::Temp(_)));
    let temps = if used { block.temps } else { 0 };
    let nt = Literal::usize_unsuffixed(temps);
    let inputs: Vec<Ident> = block.inputs.iter().map(|v| ident(&v.name())).collect();
    let nx = Literal::usize_unsuffixed(inputs.len());
    let (generics, c_decl) = if src.generic {
        (
            quote!(<S: ::chaindyn::Real>),
            quote!(let c = <S as ::chaindyn::Real>::constant;),
        )
    } else {
        (TokenStream::new(), TokenStream::new())
    };
    let plan = plan_parts(&kept, &block.inputs, PART_STATEMENTS);
    let inline = plan_inline(&kept, |k| k / PART_STATEMENTS, INLINE_LEAVES);
    let total = plan.len();
    let mut calls = Vec::new();
    for (p, part) in plan.iter().enumerate() {
        let mut named = Named::default();
        // A value read after the part is written into its slot (the part's last write of that
        // slot), and read from there for the rest of the part; a value read once, in the part,
        // is written into its reader; any other binds a local.
        let lines: Vec<TokenStream> = part
            .statements
            .clone()
            .filter_map(|k| {
                let value = rhs_named(&kept[k].rhs, block, src.generic, &mut named);
                let target = &kept[k].target;
                if part.stores.binary_search(&k).is_ok() {
                    named.stored(target);
                    let (t, v) = (operand(target, block, false), value.tokens);
                    Some(quote!(#t = #v;))
                } else if inline[k] {
                    named.inline(target, value);
                    None
                } else {
                    let v = format_ident!("v{}", k - part.statements.start);
                    named.local(target, v.clone());
                    let value = value.tokens;
                    Some(quote!(let #v = #value;))
                }
            })
            .collect();
        let dot_decl = dots(&kept[part.statements.clone()]).then(|| dot_alias(&scalar));
        let fma_decl = named.fused.then(|| fma_alias(&scalar));
        let unpack = part.inputs.iter().map(|&i| {
            let (name, i) = (&inputs[i], Literal::usize_unsuffixed(i));
            quote!(let #name: #scalar = x[#i];)
        });
        let doc = [
            format!(
                " Part {} of {total} of the straight-line code of block `{}` (statements {}–{} of {}):",
                p + 1,
                block.name,
                part.statements.start + 1,
                part.statements.end,
                kept.len(),
            ),
            " reads the inputs `x` and the slots `t`, `o` that the parts before it wrote, and writes"
                .to_string(),
            " into them the values read after it.".to_string(),
        ];
        let name = src.parts.add(|name| {
            quote! {
                #(#[doc = #doc])*
                #[inline(never)]
                fn #name #generics(
                    x: &[#scalar; #nx],
                    t: &mut [#scalar; #nt],
                    o: &mut [#scalar; #no],
                ) {
                    #c_decl
                    #dot_decl
                    #fma_decl
                    #(#unpack)*
                    #(#lines)*
                }
            }
        });
        calls.push(quote!(Self::#name(&x, &mut t, &mut o);));
    }
    let temps_decl = if temps > 0 {
        quote!(let mut t = [#zero; #nt];)
    } else {
        quote!(let mut t: [#scalar; 0] = [];)
    };
    quote! {
        #(#loads)*
        let x: [#scalar; #nx] = [#(#inputs),*];
        #temps_decl
        let mut o = [#zero; #no];
        #(#calls)*
    }
}

/// `dot6`, the runtime's `__dot6` in the function's number type, for a function whose
/// statements include dot products of stored six-vectors (a long chain's).
fn dot_alias(scalar: &TokenStream) -> TokenStream {
    quote!(let dot6 = ::chaindyn::__dot6::<#scalar>;)
}

/// `fma`, the runtime's `Real::mul_add_fast` in the function's number type (fused where the
/// target has the instruction), for a function whose sums add products of two factors.
fn fma_alias(scalar: &TokenStream) -> TokenStream {
    quote!(let fma = <#scalar as ::chaindyn::Real>::mul_add_fast;)
}

/// One part of a long block: a run of its statements, each binding a local.
#[derive(Debug, PartialEq)]
struct Part {
    /// Its statements (indices into the block's statements).
    statements: std::ops::Range<usize>,
    /// The inputs it reads (indices into the block's inputs), ascending.
    inputs: Vec<usize>,
    /// The statements whose values are read after the part (by a later part, or, for the final
    /// value of an output, by the method): each the part's last write of its slot, which it
    /// writes; ascending.
    stores: Vec<usize>,
}

/// Cuts `stmts` into parts of at most `per` statements. Within a part a slot is read from the
/// local its latest statement there bound, else from the slot array (a value a part before it
/// stored, or the array's initial zero).
fn plan_parts(stmts: &[&Stmt], inputs: &[Var], per: usize) -> Vec<Part> {
    let per = per.max(1);
    let count = stmts.len().div_ceil(per);
    let part_of = |k: usize| k / per;
    // For each statement: the last part that reads its value.
    let mut read_until: Vec<usize> = (0..stmts.len()).map(part_of).collect();
    let mut latest: std::collections::HashMap<(bool, usize), usize> = Default::default();
    for (k, s) in stmts.iter().enumerate() {
        for o in operands(&s.rhs) {
            if matches!(o, Operand::Temp(_) | Operand::Out(_)) {
                if let Some(&d) = latest.get(&slot(o)) {
                    read_until[d] = read_until[d].max(part_of(k));
                }
            }
        }
        latest.insert(slot(&s.target), k);
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
                for o in operands(&stmts[k].rhs) {
                    if let Operand::Input(v) = o {
                        if let Some(i) = inputs.iter().position(|w| w == v) {
                            reads.insert(i);
                        }
                    }
                }
                last.insert(slot(&stmts[k].target), k);
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

/// A slot's key: `(is an output, index)`.
fn slot(o: &Operand) -> (bool, usize) {
    match o {
        Operand::Temp(k) => (false, *k),
        Operand::Out(k) => (true, *k),
        _ => unreachable!("a statement writes a temporary or an output"),
    }
}

/// The operands a right-hand side reads.
fn operands(r: &Rhs) -> Vec<&Operand> {
    r.operands()
}

fn vector(n: usize, s: &TokenStream, items: &[TokenStream]) -> TokenStream {
    let nl = Literal::usize_unsuffixed(n);
    quote!(::chaindyn::nalgebra::SVector::<#s, #nl>::from_column_slice(&[#(#items),*]))
}

fn matrix(n: usize, s: &TokenStream, rows_major: &[TokenStream]) -> TokenStream {
    let nl = Literal::usize_unsuffixed(n);
    quote!(::chaindyn::nalgebra::SMatrix::<#s, #nl, #nl>::from_row_slice(&[#(#rows_major),*]))
}

/// `M` (row-major, full) from the upper-triangle outputs `offset..offset + n(n+1)/2` of `b`.
fn symmetric(n: usize, b: &Block, offset: usize) -> Vec<TokenStream> {
    let pairs = upper(n);
    let mut full = Vec::with_capacity(n * n);
    for i in 0..n {
        for j in 0..n {
            let k = pairs
                .iter()
                .position(|&p| p == (i.min(j), i.max(j)))
                .expect("pair");
            full.push(out(b, offset + k));
        }
    }
    full
}

/// `M⁻¹` from the outputs `n..n + n(n+1)/2` of a linearization: its upper triangle, or with
/// [`MassInverse::Kernel`] the factors of `L D Lᵀ` for `::chaindyn::__ldl_inverse`.
fn ldl_inverse(inverse: MassInverse, n: usize, b: &Block, s: &TokenStream) -> TokenStream {
    match inverse {
        MassInverse::Unrolled => matrix(n, s, &symmetric(n, b, n)),
        MassInverse::Kernel => {
            let nl = Literal::usize_unsuffixed(n);
            let below = n * (n - 1) / 2;
            let l = (n..n + below).map(|k| out(b, k));
            let id = (n + below..n + below + n).map(|k| out(b, k));
            quote!(::chaindyn::__ldl_inverse::<#s, #nl>(&[#(#l),*], &[#(#id),*]))
        }
    }
}

/// What a method returns, and how it is assembled from its block's outputs.
#[derive(Clone, Copy)]
enum Shape<'a> {
    /// A vector: outputs `0..n`.
    Vector,
    /// `M⁻¹ b` by the runtime's dense solve: `M`'s upper triangle, then `b` (`n`).
    Solve,
    /// A matrix: outputs `0..n²`, row-major.
    Matrix,
    /// A symmetric matrix: its upper triangle.
    Symmetric,
    /// A number: output 0.
    Scalar,
    /// `∂M/∂q_k` for every `k`: `n` upper triangles.
    MassJacobian,
    /// Two matrices, row-major.
    MatrixPair,
    /// `linearize_blocks`: `q̈`, `M⁻¹` (upper; with [`MassInverse::Kernel`], the factors of
    /// `L D Lᵀ`), `∂τ/∂q`, `∂τ/∂q̇`.
    Linearize { inverse: MassInverse },
    /// `linearize_blocks` of a planar chain in the bodies' angles
    /// ([`crate::derive::Formulation::BodyAngles`]): `q̈`, `M_θ⁻¹` (upper; with
    /// [`MassInverse::Kernel`], the factors of `L D Lᵀ`), `M_θ` (upper), `F′` (strictly upper;
    /// antisymmetric), `g′` (`n`), assembled by `::chaindyn::__planar_linearize`; `signs` the
    /// joints' `s_j` in joint angles (`None` in absolute angles).
    LinearizeBodyAngles {
        inverse: MassInverse,
        signs: Option<&'a [i8]>,
    },
    /// `linearize_equilibrium`: `M⁻¹` (upper; with [`MassInverse::Kernel`], `M`), `∂g/∂q`, and
    /// with losses `∂τ_loss/∂q̇`.
    Equilibrium {
        dissipative: bool,
        inverse: MassInverse,
    },
}

impl Shape<'_> {
    /// The return type this shape assembles (the method's signature must say the same).
    fn returns(self) -> Returns {
        match self {
            Shape::Vector | Shape::Solve => Returns::Vector,
            Shape::Matrix | Shape::Symmetric => Returns::Matrix,
            Shape::Scalar => Returns::Scalar,
            Shape::MassJacobian => Returns::MatrixPerCoordinate,
            Shape::MatrixPair => Returns::MatrixPair,
            Shape::Linearize { .. }
            | Shape::LinearizeBodyAngles { .. }
            | Shape::Equilibrium { .. } => Returns::Linearized,
        }
    }

    fn assemble(self, n: usize, b: &Block, s: &TokenStream) -> TokenStream {
        let nu = upper(n).len();
        let nl = Literal::usize_unsuffixed(n);
        let range =
            |from: usize, len: usize| (from..from + len).map(|k| out(b, k)).collect::<Vec<_>>();
        match self {
            Shape::Vector => vector(n, s, &range(0, n)),
            Shape::Solve => {
                let m = matrix(n, s, &symmetric(n, b, 0));
                let rhs = vector(n, s, &range(nu, n));
                quote!(::chaindyn::__spd_solve(&#m, &#rhs))
            }
            Shape::Matrix => matrix(n, s, &range(0, n * n)),
            Shape::Symmetric => matrix(n, s, &symmetric(n, b, 0)),
            Shape::Scalar => out(b, 0),
            Shape::MassJacobian => {
                let mats = (0..n).map(|k| matrix(n, s, &symmetric(n, b, k * nu)));
                quote!([#(#mats),*])
            }
            Shape::MatrixPair => {
                let (a, c) = (
                    matrix(n, s, &range(0, n * n)),
                    matrix(n, s, &range(n * n, n * n)),
                );
                quote!((#a, #c))
            }
            Shape::LinearizeBodyAngles { inverse, signs } => {
                let qdd = vector(n, s, &range(0, n));
                let minv = ldl_inverse(inverse, n, b, s);
                let m = matrix(n, s, &symmetric(n, b, n + nu));
                let strict: Vec<(usize, usize)> =
                    upper(n).into_iter().filter(|&(i, j)| i < j).collect();
                let from = n + 2 * nu;
                let fp: Vec<TokenStream> = (0..n * n)
                    .map(|e| {
                        let (i, j) = (e / n, e % n);
                        match strict.iter().position(|&p| p == (i.min(j), i.max(j))) {
                            None => quote!(c(0.0)),
                            Some(k) if i < j => out(b, from + k),
                            Some(k) => {
                                let x = out(b, from + k);
                                quote!(-#x)
                            }
                        }
                    })
                    .collect();
                let fp = matrix(n, s, &fp);
                let dg = vector(n, s, &range(from + strict.len(), n));
                let signs = match signs {
                    None => quote!(::core::option::Option::None),
                    Some(v) => {
                        let v = v.iter().map(|&x| Literal::i8_unsuffixed(x));
                        quote!(::core::option::Option::Some(&[#(#v),*]))
                    }
                };
                quote! {
                    let minv_theta = #minv;
                    let m_theta = #m;
                    let fp = #fp;
                    ::chaindyn::__planar_linearize(qd, #qdd, &minv_theta, &m_theta, &fp, &#dg, #signs)
                }
            }
            Shape::Linearize { inverse } => {
                let qdd = vector(n, s, &range(0, n));
                let minv = ldl_inverse(inverse, n, b, s);
                let dq = matrix(n, s, &range(n + nu, n * n));
                let dqd = matrix(n, s, &range(n + nu + n * n, n * n));
                quote! {
                    let minv = #minv;
                    let dtau_dq = #dq;
                    let dtau_dqd = #dqd;
                    ::chaindyn::Linearized {
                        dqdd_dq: ::chaindyn::__neg_mul(&minv, &dtau_dq),
                        dqdd_dqd: ::chaindyn::__neg_mul(&minv, &dtau_dqd),
                        minv,
                        qdd: #qdd,
                    }
                }
            }
            Shape::Equilibrium {
                dissipative,
                inverse,
            } => {
                let minv = match inverse {
                    MassInverse::Unrolled => matrix(n, s, &symmetric(n, b, 0)),
                    MassInverse::Kernel => {
                        let m = matrix(n, s, &symmetric(n, b, 0));
                        quote!(::chaindyn::__spd_inverse(&#m))
                    }
                };
                let dg = matrix(n, s, &range(nu, n * n));
                let zero =
                    quote!(::chaindyn::nalgebra::SMatrix::<#s, #nl, #nl>::from_element(c(0.0)));
                let (dl, dqdd_dqd) = if dissipative {
                    let dl = matrix(n, s, &range(nu + n * n, n * n));
                    (
                        Some(quote!(let dloss_dqd = #dl;)),
                        quote!(::chaindyn::__neg_mul(&minv, &dloss_dqd)),
                    )
                } else {
                    (None, zero)
                };
                quote! {
                    let minv = #minv;
                    let dg_dq = #dg;
                    #dl
                    ::chaindyn::Linearized {
                        dqdd_dq: ::chaindyn::__neg_mul(&minv, &dg_dq),
                        dqdd_dqd: #dqdd_dqd,
                        minv,
                        qdd: ::chaindyn::nalgebra::SVector::<#s, #nl>::from_element(c(0.0)),
                    }
                }
            }
        }
    }
}

/// One generated method of `Dynamics`: the table entry both implementations are emitted from.
struct Method<'a> {
    /// Its name, arguments and return type.
    sig: &'static Signature,
    block: &'a Block,
    shape: Shape<'a>,
    /// Documentation, one line per entry (the operation count is appended).
    doc: Vec<String>,
}

impl Method<'_> {
    fn doc_attrs(&self) -> TokenStream {
        let mut lines: Vec<String> = self.doc.iter().map(|l| format!(" {l}")).collect();
        lines.push(format!(
            " Generated: {} operations (additions, multiplications, calls) after CSE and Horner.",
            self.block.ops
        ));
        quote!(#(#[doc = #lines])*)
    }

    /// `fn <name>_in<S: Real>(..)` of `DynamicsIn`.
    fn generic(&self, model: &Model, n: usize, parts: &Parts) -> TokenStream {
        let s = quote!(S);
        let nl = Literal::usize_unsuffixed(n);
        debug_assert_eq!(self.shape.returns(), self.sig.returns, "{}", self.sig.name);
        let header = self.sig.generic_header(&quote!(#nl));
        let u = if self.sig.args.contains(&Arg::Vector("tau")) {
            "tau"
        } else {
            "u"
        };
        let src = Sources::generic(model, u, parts);
        let body = body(self.block, &src, &mut Vec::new());
        let value = self.shape.assemble(n, self.block, &s);
        let doc = self.doc_attrs();
        quote! {
            #doc
            #[inline]
            #header {
                let c = <S as ::chaindyn::Real>::constant;
                #body
                #value
            }
        }
    }

    /// The `f64` method of `Dynamics`: the generic program in `f64`.
    fn f64(&self, n: usize) -> TokenStream {
        let nl = Literal::usize_unsuffixed(n);
        let header = self.sig.f64_header(&quote!(#nl));
        let generic = format_ident!("{}_in", self.sig.name);
        let args: Vec<Ident> = self.sig.args.iter().map(|a| ident(a.name())).collect();
        let mut doc: Vec<String> = self.doc.iter().map(|l| format!(" {l}")).collect();
        doc.push(format!(
            " In `f64`: `DynamicsIn::{}_in` with `S = f64`.",
            self.sig.name
        ));
        // Always inlined: a call of its own would copy the (large) result once more.
        quote! {
            #(#[doc = #doc])*
            #[inline(always)]
            #header {
                <Self as ::chaindyn::DynamicsIn<#nl>>::#generic(self, #(#args),*)
            }
        }
    }
}

/// A limit: a literal, or `±f64::INFINITY`.
fn limit(x: f64) -> TokenStream {
    if x == f64::INFINITY {
        quote!(::core::primitive::f64::INFINITY)
    } else if x == f64::NEG_INFINITY {
        quote!(::core::primitive::f64::NEG_INFINITY)
    } else {
        float(x)
    }
}

/// `chain()`'s expression: the runtime's `Chain` of the model ([`Model::chain_at`], the one
/// mapping from the description to the runtime's chain), written as Rust, with `self.<field>`
/// (or `-self.<field>`) wherever a runtime parameter sets a number.
fn chain_expr(model: &Model) -> TokenStream {
    let base = model.chain_at(&vec![0.0; model.params.len()]);
    // Chain `k` has parameter `k` at 1 and the others at 0: the numbers that moved are its.
    let probes: Vec<Chain> = (0..model.params.len())
        .map(|k| {
            let mut values = vec![0.0; model.params.len()];
            values[k] = 1.0;
            model.chain_at(&values)
        })
        .collect();
    let set_by = |get: &dyn Fn(&Chain) -> f64| {
        probes
            .iter()
            .position(|probe| get(probe).to_bits() != get(&base).to_bits())
            .map(|k| (k, get(&probes[k]) < get(&base)))
    };
    let num = |get: &dyn Fn(&Chain) -> f64| match set_by(get) {
        Some((k, negated)) => {
            let f = &model.params[k];
            if negated {
                quote!(-self.#f)
            } else {
                quote!(self.#f)
            }
        }
        None => float(get(&base)),
    };
    let num3 = |get: &dyn Fn(&Chain) -> [f64; 3]| {
        let [a, b, c] = [0, 1, 2].map(|k| num(&|ch: &Chain| get(ch)[k]));
        quote!([#a, #b, #c])
    };
    let links = (0..base.links.len()).map(|i| {
        let link = &base.links[i];
        let (joint_name, name) = (&link.joint.name, &link.body.name);
        let kind = match link.joint.kind {
            JointKind::Revolute => quote!(::chaindyn::model::JointKind::Revolute),
            JointKind::Prismatic => quote!(::chaindyn::model::JointKind::Prismatic),
        };
        let axis = num3(&|c: &Chain| c.links[i].joint.axis);
        let xyz = num3(&|c: &Chain| c.links[i].joint.origin_xyz);
        let rpy = num3(&|c: &Chain| c.links[i].joint.origin_rpy);
        let mass = num(&|c: &Chain| c.links[i].body.mass);
        let com = num3(&|c: &Chain| c.links[i].body.com);
        let rows = (0..3).map(|r| num3(&|c: &Chain| c.links[i].body.inertia[r]));
        let terms: [&dyn Fn(&JointDynamics) -> f64; 4] =
            [&|d| d.armature, &|d| d.damping, &|d| d.friction, &|d| {
                d.friction_velocity
            }];
        let [a, b, f, v] = terms.map(|t| num(&|c: &Chain| t(&c.links[i].joint.dynamics)));
        let ideal = link.joint.dynamics == JointDynamics::IDEAL
            && terms
                .iter()
                .all(|t| set_by(&|c: &Chain| t(&c.links[i].joint.dynamics)).is_none());
        let dynamics = if ideal {
            quote!(::chaindyn::model::JointDynamics::IDEAL)
        } else {
            quote! {
                ::chaindyn::model::JointDynamics {
                    armature: #a,
                    damping: #b,
                    friction: #f,
                    friction_velocity: #v,
                }
            }
        };
        quote! {
            ::chaindyn::model::Link {
                joint: ::chaindyn::model::Joint {
                    name: ::chaindyn::__private::String::from(#joint_name),
                    kind: #kind,
                    axis: #axis,
                    origin_xyz: #xyz,
                    origin_rpy: #rpy,
                    dynamics: #dynamics,
                },
                body: ::chaindyn::model::Body {
                    name: ::chaindyn::__private::String::from(#name),
                    mass: #mass,
                    com: #com,
                    inertia: [#(#rows),*],
                },
            }
        }
    });
    let gravity = num3(&|c: &Chain| c.gravity);
    // Through `Chain::new` (and `with_frames` where there are frames), so that `Chain` can gain
    // fields without breaking prepared code; `Link`, `Joint`, `Body` and `JointDynamics` are
    // written as struct literals, so a field added to one of them re-prepares every file.
    let frames = (!base.frames.is_empty()).then(|| {
        let items = (0..base.frames.len()).map(|k| {
            let frame = &base.frames[k];
            let (name, body) = (&frame.name, Literal::usize_unsuffixed(frame.body));
            let xyz = num3(&|c: &Chain| c.frames[k].origin_xyz);
            let rpy = num3(&|c: &Chain| c.frames[k].origin_rpy);
            quote! {
                ::chaindyn::model::Frame::new(::chaindyn::__private::String::from(#name), #body, #xyz, #rpy)
            }
        });
        quote!(.with_frames(::chaindyn::__private::Vec::from([#(#items),*])))
    });
    let convention = match base.convention {
        AngleConvention::Relative => quote!(::chaindyn::model::AngleConvention::Relative),
        AngleConvention::Absolute => quote!(::chaindyn::model::AngleConvention::Absolute),
    };
    quote! {
        ::chaindyn::model::Chain::new(::chaindyn::__private::Vec::from([#(#links),*]), #gravity, #convention) #frames
    }
}

/// The method table of a derived model, in the order of the `Dynamics` trait.
fn methods<'a>(model: &Model, d: &'a Derived) -> Vec<Method<'a>> {
    let armature = model.links.iter().any(|l| l.dynamics.has_armature());
    let dissipative = d.losses.is_some();
    // The joints' armature and losses are documented only where a chain has them (the code of a
    // chain of ideal joints does not mention them).
    let with = |mut doc: Vec<String>, armature_note: bool, loss_note: bool| {
        if armature_note && armature {
            doc.push(
                "The joints' armature (reflected rotor inertia) is on the diagonal (in the \
                 chain's coordinates, `Tᵀ diag(a) T` for absolute angles)."
                    .into(),
            );
        }
        if loss_note && dissipative {
            doc.push(
                "With the joints' losses `τ_loss(q̇)` (viscous damping and smoothed Coulomb \
                 friction, `b q̇ + F q̇ / √(q̇² + v_s²)` per joint): see `joint_losses`."
                    .into(),
            );
        }
        doc
    };
    let lines = |l: &[&str]| l.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    // A block derived by the planar chain's closed form (`crate::symbolic::planar`) says so.
    let planar = |b: &Block| b.name.ends_with("_planar");
    let mut m = vec![
        Method {
            sig: signature("mass_matrix"),
            block: &d.mass,
            shape: Shape::Symmetric,
            doc: with(
                lines(&[if planar(&d.mass) {
                    "Mass matrix `M(q)`, in the planar chain's closed form: `a_kl cos(θ_l − θ_k) + b_kl sin(θ_l − θ_k)`."
                } else {
                    "Mass matrix `M(q)`, by the symbolic composite rigid body algorithm."
                }]),
                true,
                false,
            ),
        },
        Method {
            sig: signature("coriolis_matrix"),
            block: &d.coriolis_matrix,
            shape: Shape::Matrix,
            doc: lines(&["Coriolis matrix `C(q, q̇)` from the Christoffel symbols of `M` (so `Ṁ − 2C` is skew-symmetric)."]),
        },
        Method {
            sig: signature("coriolis_times_qd"),
            block: &d.coriolis,
            shape: Shape::Vector,
            doc: lines(&["Coriolis and centrifugal forces `C(q, q̇) q̇`."]),
        },
        Method {
            sig: signature("gravity"),
            block: &d.gravity,
            shape: Shape::Vector,
            doc: lines(&["Gravity forces `g(q) = ∂U/∂q`."]),
        },
        Method {
            sig: signature("inverse_dynamics"),
            block: &d.inverse,
            shape: Shape::Vector,
            doc: with(
                lines(&[if planar(&d.inverse) {
                    "Inverse dynamics `τ = M q̈ + C q̇ + g` (the planar chain's closed form in the bodies' angles)."
                } else {
                    "Inverse dynamics `τ = M q̈ + C q̇ + g` (symbolic recursive Newton–Euler)."
                }]),
                false,
                true,
            ),
        },
        Method {
            sig: signature("forward_dynamics"),
            block: &d.forward,
            shape: match d.mass_inverse {
                MassInverse::Unrolled => Shape::Vector,
                MassInverse::Kernel => Shape::Solve,
            },
            doc: with(
                lines(&[
                    "Forward dynamics `q̈ = M⁻¹ (τ − C q̇ − g)`: symbolic `M` and `C q̇ + g`, then",
                    match d.mass_inverse {
                        MassInverse::Unrolled => "the unrolled `L D Lᵀ` factorisation of `M` (no square roots) and its solve.",
                        MassInverse::Kernel => "the dense `L D Lᵀ` solve `chaindyn::__spd_solve` (a long chain's `M` is dense).",
                    },
                ]),
                false,
                true,
            ),
        },
        Method {
            sig: signature("kinetic_energy"),
            block: &d.kinetic,
            shape: Shape::Scalar,
            doc: lines(&["Kinetic energy `Σ ½ (m v_c·v_c + ω·I ω)`."]),
        },
        Method {
            sig: signature("potential_energy"),
            block: &d.potential,
            shape: Shape::Scalar,
            doc: lines(&["Potential energy `U = −Σ m g·p_c`."]),
        },
        Method {
            sig: signature("mass_matrix_jacobian"),
            block: &d.mass_jacobian,
            shape: Shape::MassJacobian,
            doc: lines(&["`∂M/∂q_k` for every `k`, by the chain rule through the named intermediates."]),
        },
        Method {
            sig: signature("coriolis_jacobians"),
            block: &d.coriolis_jacobians,
            shape: Shape::MatrixPair,
            doc: lines(&["`(∂(C q̇)/∂q, ∂(C q̇)/∂q̇)`."]),
        },
        Method {
            sig: signature("gravity_jacobian"),
            block: &d.gravity_jacobian,
            shape: Shape::Matrix,
            doc: lines(&["`∂g/∂q`."]),
        },
        Method {
            sig: signature("linearize_blocks"),
            block: &d.linearize,
            shape: match d.linearize_formulation {
                Formulation::BodyAngles => Shape::LinearizeBodyAngles {
                    inverse: d.mass_inverse,
                    signs: d.linearize_signs.as_deref(),
                },
                _ => Shape::Linearize {
                    inverse: d.mass_inverse,
                },
            },
            doc: with(
                match d.mass_inverse {
                    _ if d.linearize_formulation == Formulation::BodyAngles => vec![
                        "Linearization at any state `(q, q̇, u)` of a planar chain, in the bodies' angles".into(),
                        "`θ = T q`: one straight-line program for `M_θ`, `C θ̇ + g` in `θ`, an unrolled".into(),
                        "`L D Lᵀ` factorisation of `M_θ` giving `q̈ = T⁻¹ M_θ⁻¹ (T⁻ᵀ u − C θ̇ − g)` and `M_θ⁻¹`, and".into(),
                        "`F′ = ∂M_θ/∂θ` per pair of links; `chaindyn::__planar_linearize` assembles".into(),
                        "`∂q̈/∂q = −M⁻¹ ∂τ/∂q`, `∂q̈/∂q̇ = −M⁻¹ ∂τ/∂q̇`, `∂q̈/∂u = M⁻¹ = T⁻¹ M_θ⁻¹ T⁻ᵀ` with one".into(),
                        match d.mass_inverse {
                            MassInverse::Unrolled => "product `M_θ⁻¹ F′`.".into(),
                            MassInverse::Kernel => "product `M_θ⁻¹ F′` (`M_θ⁻¹` from the factors by `chaindyn::__ldl_inverse`).".into(),
                        },
                        format!("Derivation: {}.", d.linearize_formulation.describe()),
                    ],
                    MassInverse::Unrolled => vec![
                        "Linearization at any state `(q, q̇, u)`, one straight-line program: `M` and".into(),
                        "`C q̇ + g`, an unrolled `L D Lᵀ` factorisation giving `q̈ = M⁻¹(u − C q̇ − g)` and".into(),
                        "`M⁻¹`, and the analytic derivatives of inverse dynamics at that `q̈`:".into(),
                        "`∂q̈/∂q = −M⁻¹ ∂τ/∂q`, `∂q̈/∂q̇ = −M⁻¹ ∂τ/∂q̇`, `∂q̈/∂u = M⁻¹`.".into(),
                        format!("Derivation: {}.", d.linearize_formulation.describe()),
                    ],
                    MassInverse::Kernel => vec![
                        "Linearization at any state `(q, q̇, u)`, one straight-line program: `M` and".into(),
                        "`C q̇ + g`, an unrolled `L D Lᵀ` factorisation giving `q̈ = M⁻¹(u − C q̇ − g)`,".into(),
                        "and the analytic derivatives of inverse dynamics at that `q̈`; `M⁻¹` from the".into(),
                        "factors by the dense kernel `chaindyn::__ldl_inverse` (a long chain's `M` is dense):".into(),
                        "`∂q̈/∂q = −M⁻¹ ∂τ/∂q`, `∂q̈/∂q̇ = −M⁻¹ ∂τ/∂q̇`, `∂q̈/∂u = M⁻¹`.".into(),
                        format!("Derivation: {}.", d.linearize_formulation.describe()),
                    ],
                },
                false,
                true,
            ),
        },
        Method {
            sig: signature("linearize_equilibrium"),
            block: &d.equilibrium,
            shape: Shape::Equilibrium {
                dissipative,
                inverse: d.mass_inverse,
            },
            doc: {
                let mut doc = if dissipative {
                    lines(&[
                        "Closed form at an equilibrium (`q̇ = 0`, `u = g(q)`): `∂q̈/∂q = −M⁻¹ ∂g/∂q`,",
                        "`∂q̈/∂q̇ = −M⁻¹ ∂τ_loss/∂q̇`, the joints' damping plus their friction's slope at",
                        "rest (`b + F / v_s` per joint).",
                    ])
                } else {
                    lines(&["Closed form at an equilibrium (`q̇ = 0`, `u = g(q)`): `∂q̈/∂q = −M⁻¹ ∂g/∂q`, `∂q̈/∂q̇ = 0`."])
                };
                if d.mass_inverse == MassInverse::Kernel {
                    doc.push("`M⁻¹` by the dense `L D Lᵀ` kernel `chaindyn::__spd_inverse` (a long chain's `M` is dense).".into());
                }
                doc
            },
        },
    ];
    if let Some(b) = &d.losses {
        m.push(Method {
            sig: signature("joint_losses"),
            block: b,
            shape: Shape::Vector,
            doc: lines(&[
                "The generalized force the joints lose, `τ_loss(q̇)`: per joint viscous damping and",
                "smoothed Coulomb friction, `b q̇ + F q̇ / √(q̇² + v_s²)` (relative joint velocities;",
                "`Tᵀ τ_loss` for absolute angles).",
            ]),
        });
    }
    m
}

/// Emits the `DynamicsIn` and `Dynamics` implementations (and, with frames, `TaskSpaceIn`).
pub fn emit(model: &Model, d: &Derived) -> TokenStream {
    let n = d.n;
    let nl = Literal::usize_unsuffixed(n);
    let name = &model.ident;
    let methods = methods(model, d);
    let parts = Parts::default();
    let generic: Vec<TokenStream> = methods
        .iter()
        .map(|m| m.generic(model, n, &parts))
        .collect();
    let f64_methods = methods.iter().map(|m| m.f64(n));
    let chain = chain_expr(model);
    let task_space = task_space::emit(model, d, &parts);
    let regressor = regressor::emit(model, d, &parts);
    let parts = parts.emit(model);
    let constants = CONSTANTS.iter().map(|c| {
        let values: Vec<TokenStream> = match c.name {
            "LINK_NAMES" => model.names.iter().map(|x| quote!(#x)).collect(),
            "JOINT_NAMES" => model
                .links
                .iter()
                .map(|l| {
                    let x = &l.joint_name;
                    quote!(#x)
                })
                .collect(),
            "JOINT_LIMITS" => model
                .links
                .iter()
                .map(|l| {
                    let (lo, hi) = (limit(l.limits.lower), limit(l.limits.upper));
                    quote!((#lo, #hi))
                })
                .collect(),
            "JOINT_VELOCITY_LIMITS" => model
                .links
                .iter()
                .map(|l| limit(l.limits.velocity))
                .collect(),
            "JOINT_EFFORT_LIMITS" => model.links.iter().map(|l| limit(l.limits.effort)).collect(),
            "GENERATED_OPERATIONS" => methods
                .iter()
                .map(|m| {
                    let (k, v) = (m.sig.name, Literal::usize_unsuffixed(m.block.ops));
                    quote!((#k, #v))
                })
                .collect(),
            other => panic!("the emitter has no values for the constant `{other}`"),
        };
        let len = Literal::usize_unsuffixed(values.len());
        c.item(&quote!(#len), quote!([#(#values),*]))
    });

    quote! {
        impl #name {
            #(#constants)*
        }

        #[automatically_derived]
        #[allow(clippy::all, clippy::pedantic, unused_parens, unused_assignments, unused_variables, non_snake_case)]
        impl ::chaindyn::DynamicsIn<#nl> for #name {
            #(#generic)*
        }

        #[automatically_derived]
        #[allow(clippy::all, clippy::pedantic)]
        impl ::chaindyn::Dynamics<#nl> for #name {
            #(#f64_methods)*
            ::chaindyn::__with_std! {
                /// The same chain for the runtime's recursive reference algorithms (allocates; not
                /// for control loops).
                fn chain(&self) -> ::chaindyn::Chain { #chain }
            }
        }

        #task_space
        #regressor
        #parts
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A value of an operand in a run of a block: a local of the current part, else the slot.
    fn value(o: &Operand, x: &[f64], t: &[f64], out: &[f64], local: &[(bool, usize, f64)]) -> f64 {
        match o {
            Operand::Input(Var::Q(i)) => x[*i],
            Operand::Input(_) => unreachable!("the random blocks read q only"),
            Operand::Const(c) => *c,
            Operand::Temp(_) | Operand::Out(_) => {
                let key = slot(o);
                match local.iter().rev().find(|(a, b, _)| (*a, *b) == key) {
                    Some(&(_, _, v)) => v,
                    None if key.0 => out[key.1],
                    None => t[key.1],
                }
            }
        }
    }

    fn eval(r: &Rhs, x: &[f64], t: &[f64], o: &[f64], local: &[(bool, usize, f64)]) -> f64 {
        let v = |a: &Operand| value(a, x, t, o, local);
        match r {
            Rhs::Add(a) => a.iter().map(v).sum(),
            Rhs::Mul(a) => a.iter().map(v).product(),
            Rhs::Sin(a) => v(a).sin(),
            Rhs::Copy(a) => v(a),
            _ => unreachable!("the random blocks use +, ×, sin and copies"),
        }
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
        match rhs {
            Rhs::Add(_) => v.iter().sum(),
            Rhs::Mul(_) => v.iter().product(),
            Rhs::Sin(_) => v[0].sin(),
            Rhs::Copy(_) => v[0],
            _ => unreachable!("the random blocks use +, ×, sin and copies"),
        }
    }

    /// Random blocks over few slots (so slots are reused, read across parts, overwritten and
    /// left at their initial zero).
    fn random_blocks(count: usize, mut f: impl FnMut(Vec<Stmt>, usize, usize, usize)) {
        let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
        let mut next = |m: usize| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % m as u64) as usize
        };
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
                    _ => o[slot(&s.target).1] = v,
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
                        let args: Vec<Arg> = operands(&stmts[k].rhs)
                            .into_iter()
                            .map(|a| match a {
                                Operand::Input(Var::Q(i)) => {
                                    assert!(part.inputs.contains(i), "input {i} not unpacked");
                                    Arg::Val(x[*i])
                                }
                                Operand::Const(c) => Arg::Val(*c),
                                Operand::Input(_) => unreachable!(),
                                _ => {
                                    let key = slot(a);
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
                        let key = slot(&stmts[k].target);
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
