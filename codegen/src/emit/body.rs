//! A block's straight-line code inside a method: its inputs loaded into locals, its slot arrays,
//! and its statements, whole or, for a long block, as calls of the [`Parts`] it is cut into.

use super::expr::{operand, rhs_named};
use super::inline::{plan_inline, Named, INLINE_LEAVES};
use super::literal::ident;
use super::parts::{plan_parts, Part, Parts, PART_STATEMENTS, PART_THRESHOLD};
use crate::derive::{Block, Operand, Rhs, Stmt};
use crate::internals::model::Model;
use crate::symbolic::symbols::Var;
use proc_macro2::{Ident, Literal, TokenStream};
use quote::{format_ident, quote};

/// Where the inputs of a block come from inside a method, and in which number type.
pub(super) struct Sources<'a> {
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
    /// A floating base's method: the joints' `q[i]` are read from `q[7 + i]` (after the base's
    /// position and quaternion), and gravity in base coordinates from the local `gb`.
    floating: bool,
}

impl<'a> Sources<'a> {
    /// In the generic number type, `q̈` read from `qdd` and the generalized force from `u`.
    pub(super) fn generic(model: &'a Model, u: &'a str, parts: &'a Parts) -> Self {
        Sources {
            model,
            qdd: "qdd",
            u,
            generic: true,
            parts,
            floating: false,
        }
    }

    /// [`Sources::generic`] for a floating base's method: the joints after the base in `q`,
    /// the accelerations from `a`.
    pub(super) fn floating(model: &'a Model, u: &'a str, parts: &'a Parts) -> Self {
        Sources {
            qdd: "a",
            floating: true,
            ..Sources::generic(model, u, parts)
        }
    }
}

/// The statements of `block` that are emitted: the arrays start at zero, so a zero stored into a
/// slot not yet written is left out.
fn kept(block: &Block) -> Vec<&Stmt> {
    let mut written = std::collections::HashSet::new();
    let zero_bits = 0.0_f64.to_bits();
    block
        .stmts
        .iter()
        .filter(|s| {
            let first = written.insert(s.target.slot());
            !(first && matches!(s.rhs, Rhs::Copy(Operand::Const(c)) if c.to_bits() == zero_bits))
        })
        .collect()
}

/// Whether `block` is emitted in parts ([`Parts`]): its output array `o` is then in memory
/// whatever the method does with it, where a whole function's may live in registers.
pub(super) fn in_parts(block: &Block) -> bool {
    kept(block).len() > PART_THRESHOLD
}

/// The statements of `block` in `src`'s method, after loading the inputs it reads that are not in
/// `loaded` yet (which it extends): the arrays `t` and `o` hold the block's slots afterwards.
pub(super) fn body(block: &Block, src: &Sources, loaded: &mut Vec<Var>) -> TokenStream {
    let scalar = if src.generic { quote!(S) } else { quote!(f64) };
    let loads: Vec<TokenStream> = block
        .inputs
        .iter()
        .filter(|v| !loaded.contains(v))
        .map(|v| load(v, src, &scalar))
        .collect();
    loaded.extend(block.inputs.iter().copied());
    let zero = if src.generic {
        quote!(c(0.0))
    } else {
        quote!(0.0_f64)
    };
    let code = BlockCode {
        block,
        src,
        kept: kept(block),
        no: Literal::usize_unsuffixed(block.outputs),
        scalar,
        zero,
    };
    if code.kept.len() <= PART_THRESHOLD {
        code.whole(&loads)
    } else {
        code.split(&loads)
    }
}

/// The statement binding the input `v` to a local of its name, read from where `src` has it.
fn load(v: &Var, src: &Sources, scalar: &TokenStream) -> TokenStream {
    let name = ident(&v.name());
    let value = match v {
        Var::Q(i) => {
            let i = Literal::usize_unsuffixed(if src.floating { 7 + *i } else { *i });
            quote!(q[#i])
        }
        Var::Qd(i) if src.floating => {
            let i = Literal::usize_unsuffixed(*i);
            quote!(v[#i])
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
        Var::Gravity(i) => {
            let i = Literal::usize_unsuffixed(*i);
            quote!(gb[#i])
        }
    };
    quote!(let #name: #scalar = #value;)
}

/// Whether any of the statements is a dot product.
fn has_dots(stmts: &[&Stmt]) -> bool {
    stmts.iter().any(|s| matches!(s.rhs, Rhs::Dot(..)))
}

/// A block's statements being emitted in a method, with what its code is written in.
struct BlockCode<'a> {
    block: &'a Block,
    src: &'a Sources<'a>,
    /// The statements emitted ([`kept`]).
    kept: Vec<&'a Stmt>,
    /// The number of output slots.
    no: Literal,
    /// The number type.
    scalar: TokenStream,
    /// A zero in the number type.
    zero: TokenStream,
}

/// What the parts of a block share: sizes, generics, inputs' names, inlining, joint angles.
struct PartsFrame {
    total: usize,
    /// The number of temporaries (zero if no statement writes one).
    nt: Literal,
    /// The number of inputs.
    nx: Literal,
    /// The number of joint angles in `sin_q` and `cos_q`.
    nk: Literal,
    generics: TokenStream,
    c_decl: TokenStream,
    inputs: Vec<Ident>,
    inline: Vec<bool>,
    angles: Vec<Var>,
}

impl BlockCode<'_> {
    /// The block as one function's code: loads, declarations, slot arrays and statements.
    fn whole(&self, loads: &[TokenStream]) -> TokenStream {
        let (block, kept, scalar, zero, no) =
            (self.block, &self.kept, &self.scalar, &self.zero, &self.no);
        let dot_decl = has_dots(kept).then(|| dot_alias(scalar));
        let inline = plan_inline(kept, |_| 0, INLINE_LEAVES);
        let mut named = Named::default();
        let trig_decl = self.src.generic.then(|| angles(kept, &mut named)).flatten();
        let mut stmts = Vec::new();
        // The temporaries (the evaluator's slot count), where a statement writes or reads one.
        let (mut writes, mut reads) = (false, false);
        for (s, &inlined) in kept.iter().zip(&inline) {
            reads |= s
                .rhs
                .operands()
                .iter()
                .any(|o| matches!(o, Operand::Temp(_)) && !named.pending(o));
            writes |= !inlined && matches!(s.target, Operand::Temp(_));
            let e = rhs_named(&s.rhs, block, self.src.generic, &mut named);
            if inlined {
                named.inline(&s.target, e);
            } else {
                let (target, value) = (operand(&s.target, block, false), e.tokens);
                stmts.push(quote!(#target = #value;));
            }
        }
        let fma_decl = named.fused.then(|| fma_alias(scalar));
        let nt = Literal::usize_unsuffixed(block.temps);
        let temps_decl = if writes {
            Some(quote!(let mut t = [#zero; #nt];))
        } else {
            reads.then(|| quote!(let t = [#zero; #nt];))
        };
        quote!(#(#loads)* #trig_decl #dot_decl #fma_decl #temps_decl let mut o = [#zero; #no]; #(#stmts)*)
    }

    /// The block in parts ([`Parts`]), and the method's code that calls them in order.
    fn split(&self, loads: &[TokenStream]) -> TokenStream {
        // In parts: each a function of the block's inputs (the array `x`) and its slots, whose
        // statements bind locals; a value read after its part is stored into its slot.
        let (block, kept, scalar, zero, no) =
            (self.block, &self.kept, &self.scalar, &self.zero, &self.no);
        let used = block
            .stmts
            .iter()
            .any(|s| matches!(s.target, Operand::Temp(_)));
        let temps = if used { block.temps } else { 0 };
        let inputs: Vec<Ident> = block.inputs.iter().map(|v| ident(&v.name())).collect();
        let (generics, c_decl) = if self.src.generic {
            (
                quote!(<S: ::chaindyn::Real>),
                quote!(let c = <S as ::chaindyn::Real>::constant;),
            )
        } else {
            (TokenStream::new(), TokenStream::new())
        };
        let plan = plan_parts(kept, &block.inputs, PART_STATEMENTS);
        let inline = plan_inline(kept, |k| k / PART_STATEMENTS, INLINE_LEAVES);
        // The joint angles' sines and cosines, computed together before the first part and passed
        // to each part that reads them.
        let mut trig = Named::default();
        let trig_decl = self.src.generic.then(|| angles(kept, &mut trig)).flatten();
        let frame = PartsFrame {
            total: plan.len(),
            nt: Literal::usize_unsuffixed(temps),
            nx: Literal::usize_unsuffixed(inputs.len()),
            nk: Literal::usize_unsuffixed(trig.angles.len()),
            generics,
            c_decl,
            inputs,
            inline,
            angles: trig.angles,
        };
        let calls: Vec<TokenStream> = plan
            .iter()
            .enumerate()
            .map(|(p, part)| self.part(p, part, &frame))
            .collect();
        let (nt, nx, inputs) = (&frame.nt, &frame.nx, &frame.inputs);
        let temps_decl = if temps > 0 {
            quote!(let mut t = [#zero; #nt];)
        } else {
            quote!(let mut t: [#scalar; 0] = [];)
        };
        quote! {
            #(#loads)*
            let x: [#scalar; #nx] = [#(#inputs),*];
            #trig_decl
            #temps_decl
            let mut o = [#zero; #no];
            #(#calls)*
        }
    }

    /// Part `p` of the block, added to the model's parts, and its call in the method.
    fn part(&self, p: usize, part: &Part, frame: &PartsFrame) -> TokenStream {
        let (scalar, no) = (&self.scalar, &self.no);
        let stmts = &self.kept[part.statements.clone()];
        let mut named = Named::default();
        named.angles.clone_from(&frame.angles);
        let (takes_sin, takes_cos) =
            stmts
                .iter()
                .fold((false, false), |(sin, cos), s| match &s.rhs {
                    Rhs::Sin(Operand::Input(v)) if named.angles.contains(v) => (true, cos),
                    Rhs::Cos(Operand::Input(v)) if named.angles.contains(v) => (sin, true),
                    _ => (sin, cos),
                });
        let nk = &frame.nk;
        let (sin_param, sin_arg) = if takes_sin {
            (quote!(sin_q: &[#scalar; #nk],), quote!(&sin_q,))
        } else {
            (TokenStream::new(), TokenStream::new())
        };
        let (cos_param, cos_arg) = if takes_cos {
            (quote!(cos_q: &[#scalar; #nk],), quote!(&cos_q,))
        } else {
            (TokenStream::new(), TokenStream::new())
        };
        let lines = self.part_lines(part, &frame.inline, &mut named);
        let dot_decl = has_dots(stmts).then(|| dot_alias(scalar));
        let fma_decl = named.fused.then(|| fma_alias(scalar));
        let unpack = self.unpack(part, &named, &frame.inputs);
        let doc = self.part_doc(p, frame.total, part, (takes_sin, takes_cos));
        let (nt, nx, generics, c_decl) = (&frame.nt, &frame.nx, &frame.generics, &frame.c_decl);
        let name = self.src.parts.add(|name| {
            quote! {
                #(#[doc = #doc])*
                #[inline(never)]
                fn #name #generics(
                    x: &[#scalar; #nx],
                    #sin_param
                    #cos_param
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
        quote!(Self::#name(&x, #sin_arg #cos_arg &mut t, &mut o);)
    }

    /// A part's statements, binding its values in `named`.
    fn part_lines(&self, part: &Part, inline: &[bool], named: &mut Named) -> Vec<TokenStream> {
        // A value read after the part is written into its slot (the part's last write of that
        // slot), and read from there for the rest of the part; a value read once, in the part,
        // is written into its reader; any other binds a local.
        let (block, kept) = (self.block, &self.kept);
        part.statements
            .clone()
            .filter_map(|k| {
                let value = rhs_named(&kept[k].rhs, block, self.src.generic, named);
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
            .collect()
    }

    /// The statements binding the inputs a part reads to locals, from `x`.
    fn unpack(&self, part: &Part, named: &Named, inputs: &[Ident]) -> Vec<TokenStream> {
        // An angle whose sine and cosine are all the part reads of it is not unpacked.
        let stmts = &self.kept[part.statements.clone()];
        let scalar = &self.scalar;
        let reads_itself = |v: &Var| {
            stmts.iter().any(|s| match &s.rhs {
                Rhs::Sin(Operand::Input(a)) | Rhs::Cos(Operand::Input(a))
                    if named.angles.contains(a) =>
                {
                    false
                }
                rhs => rhs.operands().contains(&&Operand::Input(*v)),
            })
        };
        part.inputs
            .iter()
            .filter(|&&i| reads_itself(&self.block.inputs[i]))
            .map(|&i| {
                let (name, i) = (&inputs[i], Literal::usize_unsuffixed(i));
                quote!(let #name: #scalar = x[#i];)
            })
            .collect()
    }

    /// The documentation of part `p` of `total` (`takes`: whether it reads the sines, cosines).
    fn part_doc(&self, p: usize, total: usize, part: &Part, takes: (bool, bool)) -> [String; 3] {
        [
            format!(
                " Part {} of {total} of the straight-line code of block `{}` (statements {}–{} of {}):",
                p + 1,
                self.block.name,
                part.statements.start + 1,
                part.statements.end,
                self.kept.len(),
            ),
            match takes {
                (false, false) => " reads the inputs `x` and the slots `t`, `o`".to_string(),
                (sin, cos) => format!(
                    " reads the inputs `x`, the joint angles' {}, and the slots `t`, `o`",
                    match (sin, cos) {
                        (true, true) => "sines and cosines",
                        (true, false) => "sines",
                        _ => "cosines",
                    }
                ),
            },
            " that the parts before it wrote, and writes into them the values read after it."
                .to_string(),
        ]
    }
}

/// The sines and cosines of the joint angles the statements take them of, computed together by
/// the runtime's `__sin_cos` (in vectors where the target has them: see there) into `sin_q` and
/// `cos_q`, read there by the statements (`named.angles`); `None` if they take none.
fn angles(stmts: &[&Stmt], named: &mut Named) -> Option<TokenStream> {
    let (mut sin, mut cos) = (false, false);
    let mut angles: Vec<Var> = Vec::new();
    for s in stmts {
        if let Rhs::Sin(Operand::Input(v @ Var::Q(_))) | Rhs::Cos(Operand::Input(v @ Var::Q(_))) =
            &s.rhs
        {
            sin |= matches!(s.rhs, Rhs::Sin(_));
            cos |= matches!(s.rhs, Rhs::Cos(_));
            if !angles.contains(v) {
                angles.push(*v);
            }
        }
    }
    if angles.is_empty() {
        return None;
    }
    angles.sort();
    let names: Vec<Ident> = angles.iter().map(|v| ident(&v.name())).collect();
    let (s, c) = (
        if sin { quote!(sin_q) } else { quote!(_) },
        if cos { quote!(cos_q) } else { quote!(_) },
    );
    named.angles = angles;
    Some(quote!(let (#s, #c) = ::chaindyn::__sin_cos([#(#names),*]);))
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
