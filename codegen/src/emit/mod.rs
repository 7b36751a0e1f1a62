//! Stage 4 — emission: the derived [`Block`]s become straight-line Rust (quote): named locals,
//! no loops over degrees of freedom, no allocation (fixed-size nalgebra matrices built from stack
//! arrays), a doc comment on every method.
//!
//! Every method of `Dynamics` is described by one `Method` (name, arguments, block, the shape
//! it returns, documentation) and emitted twice from it: once generic over the number type
//! (`impl DynamicsIn<N>`, `fn <name>_in<S: Real>`), and once as the `f64` method of `Dynamics`
//! that calls the generic one. The linear algebra is inside the symbolic programs (the
//! `L D Lᵀ` factorisation of `M`, its solves and `M⁻¹`); only the final products
//! `M⁻¹ ∂τ/∂(q, q̇)` of the linearizations are nalgebra's.

use crate::derive::{Block, Derived, Operand, Rhs};
use crate::interface::{signature, Returns, Signature};
use crate::internals::model::Model;
use crate::symbolic::symbols::Var;
use crate::symbolic::upper;
use chaindyn_model::{AngleConvention, Chain, JointDynamics, JointKind};
use proc_macro2::{Ident, Literal, Span, TokenStream};
use quote::{format_ident, quote};

mod regressor;
mod task_space;

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

fn rhs(r: &Rhs, b: &Block, generic: bool) -> TokenStream {
    let operand = |o: &Operand| operand(o, b, generic);
    let one = if generic { quote!(c(1.0)) } else { quote!(1.0) };
    match r {
        Rhs::Add(args) => {
            let mut it = args.iter();
            let first = it.next().map(operand).unwrap_or_else(|| quote!(0.0));
            let rest = it.map(|a| match a {
                Operand::Const(c) if *c < 0.0 => {
                    let f = if generic {
                        generic_constant(-c, b)
                    } else {
                        float(-c)
                    };
                    quote!(- #f)
                }
                other => {
                    let o = operand(other);
                    quote!(+ #o)
                }
            });
            quote!(#first #(#rest)*)
        }
        Rhs::Mul(args) => {
            let (neg, args): (bool, Vec<&Operand>) = match args.as_slice() {
                [Operand::Const(c), rest @ ..] if *c == -1.0 && !rest.is_empty() => {
                    (true, rest.iter().collect())
                }
                _ => (false, args.iter().collect()),
            };
            let mut product = TokenStream::new();
            for (k, a) in args.into_iter().enumerate() {
                let o = operand(a);
                product.extend(if k == 0 { quote!(#o) } else { quote!(* #o) });
            }
            if neg {
                quote!(-(#product))
            } else {
                product
            }
        }
        Rhs::Powi(base, e) => {
            let base = operand(base);
            match e {
                2 => quote!(#base * #base),
                -1 => quote!(#one / #base),
                -2 => quote!(#one / (#base * #base)),
                e => {
                    let e = Literal::i32_unsuffixed(*e as i32);
                    quote!(#base.powi(#e))
                }
            }
        }
        Rhs::Sin(a) => {
            let a = operand(a);
            quote!(#a.sin())
        }
        Rhs::Cos(a) => {
            let a = operand(a);
            quote!(#a.cos())
        }
        Rhs::Sqrt(a) => {
            let a = operand(a);
            quote!(#a.sqrt())
        }
        Rhs::Copy(a) => operand(a),
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
}

fn body(block: &Block, src: &Sources, loaded: &mut Vec<Var>) -> TokenStream {
    let scalar = if src.generic { quote!(S) } else { quote!(f64) };
    let loads = block
        .inputs
        .iter()
        .filter(|v| !loaded.contains(v))
        .map(|v| {
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
        });
    let loads: Vec<TokenStream> = loads.collect();
    loaded.extend(block.inputs.iter().copied());
    // The arrays start at zero: a zero stored into a slot not yet written is left out.
    let mut written = std::collections::HashSet::new();
    let zero_bits = 0.0_f64.to_bits();
    let stmts: Vec<TokenStream> = block
        .stmts
        .iter()
        .filter(|s| {
            let slot = match s.target {
                Operand::Temp(k) => (false, k),
                Operand::Out(k) => (true, k),
                _ => unreachable!("a statement writes a temporary or an output"),
            };
            let first = written.insert(slot);
            !(first && matches!(s.rhs, Rhs::Copy(Operand::Const(c)) if c.to_bits() == zero_bits))
        })
        .map(|s| {
            let target = operand(&s.target, block, false);
            let r = rhs(&s.rhs, block, src.generic);
            quote!(#target = #r;)
        })
        .collect();
    // The temporaries, where a statement uses one (the evaluator's slot count).
    let used = block
        .stmts
        .iter()
        .any(|s| matches!(s.target, Operand::Temp(_)));
    let temps = if used { block.temps } else { 0 };
    let zero = if src.generic {
        quote!(c(0.0))
    } else {
        quote!(0.0_f64)
    };
    let (nt, no) = (
        Literal::usize_unsuffixed(temps),
        Literal::usize_unsuffixed(block.outputs),
    );
    let temps = (temps > 0).then(|| quote!(let mut t = [#zero; #nt];));
    quote!(#(#loads)* #temps let mut o = [#zero; #no]; #(#stmts)*)
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

/// What a method returns, and how it is assembled from its block's outputs.
#[derive(Clone, Copy)]
enum Shape {
    /// A vector: outputs `0..n`.
    Vector,
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
    /// `linearize_blocks`: `q̈`, `M⁻¹` (upper), `∂τ/∂q`, `∂τ/∂q̇`.
    Linearize,
    /// `linearize_equilibrium`: `M⁻¹` (upper), `∂g/∂q`, and with losses `∂τ_loss/∂q̇`.
    Equilibrium { dissipative: bool },
}

impl Shape {
    /// The return type this shape assembles (the method's signature must say the same).
    fn returns(self) -> Returns {
        match self {
            Shape::Vector => Returns::Vector,
            Shape::Matrix | Shape::Symmetric => Returns::Matrix,
            Shape::Scalar => Returns::Scalar,
            Shape::MassJacobian => Returns::MatrixPerCoordinate,
            Shape::MatrixPair => Returns::MatrixPair,
            Shape::Linearize | Shape::Equilibrium { .. } => Returns::Linearized,
        }
    }

    fn assemble(self, n: usize, b: &Block, s: &TokenStream) -> TokenStream {
        let nu = upper(n).len();
        let nl = Literal::usize_unsuffixed(n);
        let range =
            |from: usize, len: usize| (from..from + len).map(|k| out(b, k)).collect::<Vec<_>>();
        match self {
            Shape::Vector => vector(n, s, &range(0, n)),
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
            Shape::Linearize => {
                let qdd = vector(n, s, &range(0, n));
                let minv = matrix(n, s, &symmetric(n, b, n));
                let dq = matrix(n, s, &range(n + nu, n * n));
                let dqd = matrix(n, s, &range(n + nu + n * n, n * n));
                quote! {
                    let minv = #minv;
                    let dtau_dq = #dq;
                    let dtau_dqd = #dqd;
                    ::chaindyn::Linearized {
                        dqdd_dq: -(minv * dtau_dq),
                        dqdd_dqd: -(minv * dtau_dqd),
                        minv,
                        qdd: #qdd,
                    }
                }
            }
            Shape::Equilibrium { dissipative } => {
                let minv = matrix(n, s, &symmetric(n, b, 0));
                let dg = matrix(n, s, &range(nu, n * n));
                let zero =
                    quote!(::chaindyn::nalgebra::SMatrix::<#s, #nl, #nl>::from_element(c(0.0)));
                let (dl, dqdd_dqd) = if dissipative {
                    let dl = matrix(n, s, &range(nu + n * n, n * n));
                    (
                        Some(quote!(let dloss_dqd = #dl;)),
                        quote!(-(minv * dloss_dqd)),
                    )
                } else {
                    (None, zero)
                };
                quote! {
                    let minv = #minv;
                    let dg_dq = #dg;
                    #dl
                    ::chaindyn::Linearized {
                        dqdd_dq: -(minv * dg_dq),
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
    shape: Shape,
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
    fn generic(&self, model: &Model, n: usize) -> TokenStream {
        let s = quote!(S);
        let nl = Literal::usize_unsuffixed(n);
        debug_assert_eq!(self.shape.returns(), self.sig.returns, "{}", self.sig.name);
        let header = self.sig.generic_header(&quote!(#nl));
        let u = if self.sig.args.contains(&"tau") {
            "tau"
        } else {
            "u"
        };
        let src = Sources {
            model,
            qdd: "qdd",
            u,
            generic: true,
        };
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
        let args: Vec<Ident> = self.sig.args.iter().map(|a| ident(a)).collect();
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
            shape: Shape::Vector,
            doc: with(
                lines(&[
                    "Forward dynamics `q̈ = M⁻¹ (τ − C q̇ − g)`: symbolic `M` and `C q̇ + g`, then",
                    "the unrolled `L D Lᵀ` factorisation of `M` (no square roots) and its solve.",
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
            shape: Shape::Linearize,
            doc: with(
                vec![
                    "Linearization at any state `(q, q̇, u)`, one straight-line program: `M` and".into(),
                    "`C q̇ + g`, an unrolled `L D Lᵀ` factorisation giving `q̈ = M⁻¹(u − C q̇ − g)` and".into(),
                    "`M⁻¹`, and the analytic derivatives of inverse dynamics at that `q̈`:".into(),
                    "`∂q̈/∂q = −M⁻¹ ∂τ/∂q`, `∂q̈/∂q̇ = −M⁻¹ ∂τ/∂q̇`, `∂q̈/∂u = M⁻¹`.".into(),
                    format!("Derivation: {}.", d.linearize_formulation.describe()),
                ],
                false,
                true,
            ),
        },
        Method {
            sig: signature("linearize_equilibrium"),
            block: &d.equilibrium,
            shape: Shape::Equilibrium { dissipative },
            doc: if dissipative {
                lines(&[
                    "Closed form at an equilibrium (`q̇ = 0`, `u = g(q)`): `∂q̈/∂q = −M⁻¹ ∂g/∂q`,",
                    "`∂q̈/∂q̇ = −M⁻¹ ∂τ_loss/∂q̇`, the joints' damping plus their friction's slope at",
                    "rest (`b + F / v_s` per joint).",
                ])
            } else {
                lines(&["Closed form at an equilibrium (`q̇ = 0`, `u = g(q)`): `∂q̈/∂q = −M⁻¹ ∂g/∂q`, `∂q̈/∂q̇ = 0`."])
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
    let generic = methods.iter().map(|m| m.generic(model, n));
    let f64_methods = methods.iter().map(|m| m.f64(n));
    let chain = chain_expr(model);
    let task_space = task_space::emit(model, d);
    let regressor = regressor::emit(model, d);
    let names = &model.names;
    let count_items = methods.iter().map(|m| {
        let (k, v) = (m.sig.name, Literal::usize_unsuffixed(m.block.ops));
        quote!((#k, #v))
    });
    let nc = Literal::usize_unsuffixed(methods.len());

    let joint_names = model.links.iter().map(|l| &l.joint_name);
    let position_limits = model.links.iter().map(|l| {
        let (lo, hi) = (limit(l.limits.lower), limit(l.limits.upper));
        quote!((#lo, #hi))
    });
    let velocity_limits = model.links.iter().map(|l| limit(l.limits.velocity));
    let effort_limits = model.links.iter().map(|l| limit(l.limits.effort));

    quote! {
        impl #name {
            /// Link names, base outwards.
            pub const LINK_NAMES: [&'static str; #nl] = [#(#names),*];
            /// Joint names, base outwards (the URDF's; `<link>_joint` for attribute descriptions).
            pub const JOINT_NAMES: [&'static str; #nl] = [#(#joint_names),*];
            /// Position limits `(lower, upper)` of each joint (radians or length units), from the
            /// URDF's `<limit>`; infinite where none is given (continuous joints, attribute
            /// descriptions).
            pub const JOINT_LIMITS: [(f64, f64); #nl] = [#(#position_limits),*];
            /// Velocity limit of each joint (URDF `<limit velocity>`); infinite where none is given.
            pub const JOINT_VELOCITY_LIMITS: [f64; #nl] = [#(#velocity_limits),*];
            /// Effort (torque or force) limit of each joint (URDF `<limit effort>`); infinite where
            /// none is given.
            pub const JOINT_EFFORT_LIMITS: [f64; #nl] = [#(#effort_limits),*];
            /// Symbolic operations (additions, multiplications, calls) of each generated method,
            /// after symbolica's common-subexpression elimination and Horner schemes, the
            /// `L D Lᵀ` factorisation of `M` and its solves included (`linearize_blocks` and
            /// `linearize_equilibrium` exclude their final `M⁻¹ ∂τ/∂(q, q̇)`, `M⁻¹ ∂g/∂q`
            /// products).
            pub const GENERATED_OPERATIONS: [(&'static str, usize); #nc] = [#(#count_items),*];
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
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
