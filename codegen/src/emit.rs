//! Stage 4 — emission: the derived [`Block`]s become an `impl chaindyn::Dynamics<N>` of
//! straight-line Rust (quote): named locals, no loops over degrees of freedom, no allocation
//! (fixed-size nalgebra matrices built from stack arrays), a doc comment on every method.
//!
//! The linear algebra on top of the symbolic blocks of `forward_dynamics` and
//! `linearize_equilibrium` (the Cholesky factorisation of `M`, solves, `M⁻¹`) is numeric and
//! emitted here unrolled, with `n` known; `linearize_blocks` has its `L D Lᵀ` factorisation
//! inside its symbolic program.

use crate::derive::{upper, Block, Derived, Operand, Rhs};
use crate::symbols::Var;
use crate::validate::{Model, Param};
use chaindyn_model::{AngleConvention, JointKind};
use proc_macro2::{Ident, Literal, Span, TokenStream};
use quote::{format_ident, quote};

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

/// Tokens for an operand of block `block`.
fn operand(o: &Operand, block: &str) -> TokenStream {
    match o {
        Operand::Input(v) => {
            let i = ident(&v.name());
            quote!(#i)
        }
        Operand::Const(c) if *c < 0.0 => {
            let f = float(*c);
            quote!((#f))
        }
        Operand::Const(c) => float(*c),
        Operand::Temp(k) => {
            let (t, k) = (format_ident!("{}_t", block), Literal::usize_unsuffixed(*k));
            quote!(#t[#k])
        }
        Operand::Out(k) => {
            let (t, k) = (format_ident!("{}_o", block), Literal::usize_unsuffixed(*k));
            quote!(#t[#k])
        }
    }
}

/// Output `k` of block `b`.
fn out(b: &Block, k: usize) -> TokenStream {
    operand(&Operand::Out(k), &b.name)
}

fn rhs(r: &Rhs, block: &str) -> TokenStream {
    let operand = |o: &Operand| operand(o, block);
    match r {
        Rhs::Add(args) => {
            let mut it = args.iter();
            let first = it.next().map(operand).unwrap_or_else(|| quote!(0.0));
            let rest = it.map(|a| match a {
                Operand::Const(c) if *c < 0.0 => {
                    let f = float(-c);
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
        Rhs::Powi(b, e) => {
            let b = operand(b);
            match e {
                2 => quote!(#b * #b),
                -1 => quote!(1.0 / #b),
                -2 => quote!(1.0 / (#b * #b)),
                e => {
                    let e = Literal::i32_unsuffixed(*e as i32);
                    quote!(#b.powi(#e))
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

/// Where the inputs of a block come from inside a method.
struct Sources<'a> {
    model: &'a Model,
    /// Expression for `qdd[i]` (an argument or a local computed by forward dynamics).
    qdd: &'a str,
}

fn body(block: &Block, src: &Sources, loaded: &mut Vec<Var>) -> TokenStream {
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
                    quote!(self.#f)
                }
                Var::U(i) => {
                    let i = Literal::usize_unsuffixed(*i);
                    quote!(u[#i])
                }
                Var::W(i) => {
                    let i = Literal::usize_unsuffixed(*i);
                    quote!(wrench.wrench[#i])
                }
            };
            quote!(let #name: f64 = #value;)
        });
    let loads: Vec<TokenStream> = loads.collect();
    loaded.extend(block.inputs.iter().copied());
    let stmts = block.stmts.iter().map(|s| {
        let target = operand(&s.target, &block.name);
        let r = rhs(&s.rhs, &block.name);
        quote!(#target = #r;)
    });
    let (t, o) = (
        format_ident!("{}_t", block.name),
        format_ident!("{}_o", block.name),
    );
    let (nt, no) = (
        Literal::usize_unsuffixed(block.temps),
        Literal::usize_unsuffixed(block.outputs),
    );
    let temps = (block.temps > 0).then(|| quote!(let mut #t = [0.0_f64; #nt];));
    quote!(#(#loads)* #temps let mut #o = [0.0_f64; #no]; #(#stmts)*)
}

fn vector(n: usize, items: &[TokenStream]) -> TokenStream {
    let nl = Literal::usize_unsuffixed(n);
    quote!(::chaindyn::nalgebra::SVector::<f64, #nl>::from_column_slice(&[#(#items),*]))
}

fn matrix(n: usize, rows_major: &[TokenStream]) -> TokenStream {
    let nl = Literal::usize_unsuffixed(n);
    quote!(::chaindyn::nalgebra::SMatrix::<f64, #nl, #nl>::from_row_slice(&[#(#rows_major),*]))
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

/// Unrolled Cholesky `M = L Lᵀ` of the upper-triangle operands; defines `l_i_j` and `il_i = 1/l_i_i`.
fn cholesky(n: usize, b: &Block) -> TokenStream {
    let pairs = upper(n);
    let m = |i: usize, j: usize| {
        let k = pairs
            .iter()
            .position(|&p| p == (i.min(j), i.max(j)))
            .expect("pair");
        out(b, k)
    };
    let l = |i: usize, j: usize| format_ident!("l_{}_{}", i, j);
    let il = |i: usize| format_ident!("il_{}", i);
    let mut code = TokenStream::new();
    for j in 0..n {
        let sum = (0..j).map(|k| {
            let a = l(j, k);
            quote!(- #a * #a)
        });
        let (ljj, iljj, mjj) = (l(j, j), il(j), m(j, j));
        code.extend(quote! {
            let #ljj = (#mjj #(#sum)*).sqrt();
            let #iljj = 1.0 / #ljj;
        });
        for i in j + 1..n {
            let sum = (0..j).map(|k| {
                let (a, b) = (l(i, k), l(j, k));
                quote!(- #a * #b)
            });
            let (lij, mij) = (l(i, j), m(i, j));
            code.extend(quote!(let #lij = (#mij #(#sum)*) * #iljj;));
        }
    }
    code
}

/// Solves `L Lᵀ x = b` (unrolled) for operands `b`, defining `{name}_i`.
fn solve(n: usize, b: &[TokenStream], name: &str) -> (TokenStream, Vec<TokenStream>) {
    let l = |i: usize, j: usize| format_ident!("l_{}_{}", i, j);
    let il = |i: usize| format_ident!("il_{}", i);
    let y = |i: usize| format_ident!("{}_y{}", name, i);
    let x = |i: usize| format_ident!("{}_{}", name, i);
    let mut out = TokenStream::new();
    for i in 0..n {
        let sum = (0..i).map(|k| {
            let (a, b) = (l(i, k), y(k));
            quote!(- #a * #b)
        });
        let (yi, ili, bi) = (y(i), il(i), &b[i]);
        out.extend(quote!(let #yi = (#bi #(#sum)*) * #ili;));
    }
    for i in (0..n).rev() {
        let sum = (i + 1..n).map(|k| {
            let (a, b) = (l(k, i), x(k));
            quote!(- #a * #b)
        });
        let (xi, yi, ili) = (x(i), y(i), il(i));
        out.extend(quote!(let #xi = (#yi #(#sum)*) * #ili;));
    }
    let xs = (0..n).map(|i| {
        let xi = x(i);
        quote!(#xi)
    });
    (out, xs.collect())
}

/// `M⁻¹ = L⁻ᵀ L⁻¹` (unrolled), defining `minv`.
fn inverse(n: usize) -> TokenStream {
    let l = |i: usize, j: usize| format_ident!("l_{}_{}", i, j);
    let il = |i: usize| format_ident!("il_{}", i);
    let z = |i: usize, j: usize| format_ident!("z_{}_{}", i, j); // (L⁻¹)_ij, i >= j
    let mut out = TokenStream::new();
    for j in 0..n {
        let (zjj, iljj) = (z(j, j), il(j));
        out.extend(quote!(let #zjj = #iljj;));
        for i in j + 1..n {
            let sum = (j..i).map(|k| {
                let (a, b) = (l(i, k), z(k, j));
                quote!(+ #a * #b)
            });
            let (zij, ili) = (z(i, j), il(i));
            out.extend(quote!(let #zij = -(0.0 #(#sum)*) * #ili;));
        }
    }
    let mut entries = Vec::with_capacity(n * n);
    for i in 0..n {
        for j in 0..n {
            let terms = (i.max(j)..n).map(|k| {
                let (a, b) = (z(k, i), z(k, j));
                quote!(#a * #b)
            });
            entries.push(quote!(#(#terms)+*));
        }
    }
    let m = matrix(n, &entries);
    out.extend(quote!(let minv = #m;));
    out
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

fn chain_expr(model: &Model) -> TokenStream {
    let p = |p: &Param| match p {
        Param::Const(c) => float(*c),
        Param::Field { index, sign } => {
            let f = &model.params[*index];
            if *sign < 0.0 {
                quote!(-self.#f)
            } else {
                quote!(self.#f)
            }
        }
    };
    let p3 = |v: &[Param; 3]| {
        let [a, b, c] = [p(&v[0]), p(&v[1]), p(&v[2])];
        quote!([#a, #b, #c])
    };
    let f3 = |v: [f64; 3]| {
        let [a, b, c] = v.map(float);
        quote!([#a, #b, #c])
    };
    let links = model.links.iter().zip(&model.names).map(|(l, name)| {
        let joint_name = &l.joint_name;
        let kind = match l.kind {
            JointKind::Revolute => quote!(::chaindyn::model::JointKind::Revolute),
            JointKind::Prismatic => quote!(::chaindyn::model::JointKind::Prismatic),
        };
        let (axis, xyz, rpy) = (f3(l.axis), p3(&l.origin), f3(l.rpy));
        let (mass, com) = (p(&l.mass), p3(&l.com));
        let rows = l.inertia.iter().map(p3);
        let dynamics = if l.dynamics == crate::validate::SymJointDynamics::ideal() {
            quote!(::chaindyn::model::JointDynamics::IDEAL)
        } else {
            let d = &l.dynamics;
            let (a, b, f, v) = (
                p(&d.armature),
                p(&d.damping),
                p(&d.friction),
                p(&d.friction_velocity),
            );
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
                    name: ::std::string::String::from(#joint_name),
                    kind: #kind,
                    axis: #axis,
                    origin_xyz: #xyz,
                    origin_rpy: #rpy,
                    dynamics: #dynamics,
                },
                body: ::chaindyn::model::Body {
                    name: ::std::string::String::from(#name),
                    mass: #mass,
                    com: #com,
                    inertia: [#(#rows),*],
                },
            }
        }
    });
    let gravity = p3(&model.gravity);
    // Through `Chain::new` (and `with_frames` where there are frames), so that the chain's type
    // can gain fields without breaking prepared code.
    let frames = (!model.frames.is_empty()).then(|| {
        let items = model.frames.iter().map(|f| {
            let (name, body) = (&f.name, Literal::usize_unsuffixed(f.body));
            let (xyz, rpy) = (p3(&f.origin), f3(f.rpy));
            quote! {
                ::chaindyn::model::Frame::new(::std::string::String::from(#name), #body, #xyz, #rpy)
            }
        });
        quote!(.with_frames(::std::vec![#(#items),*]))
    });
    let convention = match model.convention {
        AngleConvention::Relative => quote!(::chaindyn::model::AngleConvention::Relative),
        AngleConvention::Absolute => quote!(::chaindyn::model::AngleConvention::Absolute),
    };
    quote! {
        ::chaindyn::model::Chain::new(::std::vec![#(#links),*], #gravity, #convention) #frames
    }
}

/// Emits the `Dynamics` implementation.
pub fn emit(model: &Model, d: &Derived) -> TokenStream {
    let n = d.n;
    let nl = Literal::usize_unsuffixed(n);
    let name = &model.ident;
    let nu = upper(n).len();
    let vec_t = quote!(::chaindyn::nalgebra::SVector<f64, #nl>);
    let mat_t = quote!(::chaindyn::nalgebra::SMatrix<f64, #nl, #nl>);
    let src = Sources { model, qdd: "qdd" };
    let src_lin = Sources {
        model,
        qdd: "qdd_op",
    };
    let ops = |b: &Block| {
        format!(
            " Generated: {} operations (additions, multiplications, calls) after CSE and Horner.",
            b.ops
        )
    };

    let outs = |b: &Block| (0..b.outputs).map(|k| out(b, k)).collect::<Vec<_>>();
    let sq = |b: &Block, offset: usize| {
        (offset..offset + n * n)
            .map(|k| out(b, k))
            .collect::<Vec<_>>()
    };

    // Documentation of the joints' armature and losses, only where a chain has them (the code of
    // a chain of ideal joints does not mention them).
    let armature = model.links.iter().any(|l| l.dynamics.has_armature());
    let dissipative = d.losses.is_some();
    let extra = |text: &str, on: bool| -> Option<TokenStream> {
        on.then(|| {
            let text = format!(" {text}");
            quote!(#[doc = #text])
        })
    };
    let armature_doc = extra(
        "The joints' armature (reflected rotor inertia) is on the diagonal (in the chain's          coordinates, `Tᵀ diag(a) T` for absolute angles).",
        armature,
    );
    let loss_doc = extra(
        "With the joints' losses `τ_loss(q̇)` (viscous damping and smoothed Coulomb friction,          `b q̇ + F q̇ / √(q̇² + v_s²)` per joint): see `joint_losses`.",
        dissipative,
    );

    // mass_matrix
    let mass = {
        let body = body(&d.mass, &src, &mut Vec::new());
        let m = matrix(n, &symmetric(n, &d.mass, 0));
        let doc = ops(&d.mass);
        quote! {
            /// Mass matrix `M(q)`, by the symbolic composite rigid body algorithm.
            #armature_doc
            #[doc = #doc]
            #[inline]
            fn mass_matrix(&self, q: &#vec_t) -> #mat_t { #body #m }
        }
    };
    let gravity = {
        let body = body(&d.gravity, &src, &mut Vec::new());
        let v = vector(n, &outs(&d.gravity));
        let doc = ops(&d.gravity);
        quote! {
            /// Gravity forces `g(q) = ∂U/∂q`.
            #[doc = #doc]
            #[inline]
            fn gravity(&self, q: &#vec_t) -> #vec_t { #body #v }
        }
    };
    let coriolis = {
        let body = body(&d.coriolis, &src, &mut Vec::new());
        let v = vector(n, &outs(&d.coriolis));
        let doc = ops(&d.coriolis);
        quote! {
            /// Coriolis and centrifugal forces `C(q, q̇) q̇`.
            #[doc = #doc]
            #[inline]
            fn coriolis_times_qd(&self, q: &#vec_t, qd: &#vec_t) -> #vec_t { #body #v }
        }
    };
    let coriolis_matrix = {
        let body = body(&d.coriolis_matrix, &src, &mut Vec::new());
        let m = matrix(n, &outs(&d.coriolis_matrix));
        let doc = ops(&d.coriolis_matrix);
        quote! {
            /// Coriolis matrix `C(q, q̇)` from the Christoffel symbols of `M` (so `Ṁ − 2C` is skew-symmetric).
            #[doc = #doc]
            #[inline]
            fn coriolis_matrix(&self, q: &#vec_t, qd: &#vec_t) -> #mat_t { #body #m }
        }
    };
    let inverse_dynamics = {
        let body = body(&d.inverse, &src, &mut Vec::new());
        let v = vector(n, &outs(&d.inverse));
        let doc = ops(&d.inverse);
        quote! {
            /// Inverse dynamics `τ = M q̈ + C q̇ + g` (symbolic recursive Newton–Euler).
            #loss_doc
            #[doc = #doc]
            #[inline]
            fn inverse_dynamics(&self, q: &#vec_t, qd: &#vec_t, qdd: &#vec_t) -> #vec_t { #body #v }
        }
    };
    let forward_dynamics = {
        let body = body(&d.mass_bias, &src, &mut Vec::new());
        let chol = cholesky(n, &d.mass_bias);
        let rhs: Vec<TokenStream> = (0..n)
            .map(|i| {
                let b = out(&d.mass_bias, nu + i);
                let i = Literal::usize_unsuffixed(i);
                quote!((tau[#i] - #b))
            })
            .collect();
        let (solve, xs) = solve(n, &rhs, "qdd");
        let v = vector(n, &xs);
        let doc = ops(&d.mass_bias);
        quote! {
            /// Forward dynamics `q̈ = M⁻¹ (τ − C q̇ − g)`: symbolic `M` and `C q̇ + g`, then an
            /// unrolled Cholesky factorisation and solve.
            #loss_doc
            #[doc = #doc]
            #[inline]
            fn forward_dynamics(&self, q: &#vec_t, qd: &#vec_t, tau: &#vec_t) -> #vec_t {
                #body #chol #solve #v
            }
        }
    };
    let energies = {
        let kb = body(&d.kinetic, &src, &mut Vec::new());
        let k = out(&d.kinetic, 0);
        let pb = body(&d.potential, &src, &mut Vec::new());
        let p = out(&d.potential, 0);
        let (kd, pd) = (ops(&d.kinetic), ops(&d.potential));
        quote! {
            /// Kinetic energy `Σ ½ (m v_c·v_c + ω·I ω)`.
            #[doc = #kd]
            #[inline]
            fn kinetic_energy(&self, q: &#vec_t, qd: &#vec_t) -> f64 { #kb #k }
            /// Potential energy `U = −Σ m g·p_c`.
            #[doc = #pd]
            #[inline]
            fn potential_energy(&self, q: &#vec_t) -> f64 { #pb #p }
        }
    };
    let mass_jacobian = {
        let body = body(&d.mass_jacobian, &src, &mut Vec::new());
        let mats = (0..n).map(|k| matrix(n, &symmetric(n, &d.mass_jacobian, k * nu)));
        let doc = ops(&d.mass_jacobian);
        quote! {
            /// `∂M/∂q_k` for every `k`, by the chain rule through the named intermediates.
            #[doc = #doc]
            #[inline]
            fn mass_matrix_jacobian(&self, q: &#vec_t) -> [#mat_t; #nl] { #body [#(#mats),*] }
        }
    };
    let coriolis_jacobians = {
        let body = body(&d.coriolis_jacobians, &src, &mut Vec::new());
        let a = matrix(n, &sq(&d.coriolis_jacobians, 0));
        let b = matrix(n, &sq(&d.coriolis_jacobians, n * n));
        let doc = ops(&d.coriolis_jacobians);
        quote! {
            /// `(∂(C q̇)/∂q, ∂(C q̇)/∂q̇)`.
            #[doc = #doc]
            #[inline]
            fn coriolis_jacobians(&self, q: &#vec_t, qd: &#vec_t) -> (#mat_t, #mat_t) { #body (#a, #b) }
        }
    };
    let gravity_jacobian = {
        let body = body(&d.gravity_jacobian, &src, &mut Vec::new());
        let m = matrix(n, &sq(&d.gravity_jacobian, 0));
        let doc = ops(&d.gravity_jacobian);
        quote! {
            /// `∂g/∂q`.
            #[doc = #doc]
            #[inline]
            fn gravity_jacobian(&self, q: &#vec_t) -> #mat_t { #body #m }
        }
    };
    let linearize = {
        let lb = body(&d.linearize, &src_lin, &mut Vec::new());
        let qdd: Vec<TokenStream> = (0..n).map(|i| out(&d.linearize, i)).collect();
        let minv = matrix(n, &symmetric(n, &d.linearize, n));
        let dq = matrix(n, &sq(&d.linearize, n + nu));
        let dqd = matrix(n, &sq(&d.linearize, n + nu + n * n));
        let qdd = vector(n, &qdd);
        let doc = ops(&d.linearize);
        let how = format!(" Derivation: {}.", d.linearize_formulation.describe());
        quote! {
            /// Linearization at any state `(q, q̇, u)`, one straight-line program: `M` and
            /// `C q̇ + g`, an unrolled `L D Lᵀ` factorisation giving `q̈ = M⁻¹(u − C q̇ − g)` and
            /// `M⁻¹`, and the analytic derivatives of inverse dynamics at that `q̈`:
            /// `∂q̈/∂q = −M⁻¹ ∂τ/∂q`, `∂q̈/∂q̇ = −M⁻¹ ∂τ/∂q̇`, `∂q̈/∂u = M⁻¹`.
            #loss_doc
            #[doc = #how]
            #[doc = #doc]
            #[inline]
            fn linearize_blocks(&self, q: &#vec_t, qd: &#vec_t, u: &#vec_t) -> ::chaindyn::Linearized<#nl> {
                #lb
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
    };
    let equilibrium = {
        let body = body(&d.equilibrium, &src, &mut Vec::new());
        let chol = cholesky(n, &d.equilibrium);
        let dg = matrix(n, &sq(&d.equilibrium, nu));
        let inv = inverse(n);
        let doc = ops(&d.equilibrium);
        // With losses, `∂q̈/∂q̇ = −M⁻¹ ∂τ_loss/∂q̇` at rest; otherwise zero.
        let (summary, dl, dqdd_dqd) = if dissipative {
            let dl = matrix(n, &sq(&d.equilibrium, nu + n * n));
            (
                &[
                    " Closed form at an equilibrium (`q̇ = 0`, `u = g(q)`): `∂q̈/∂q = −M⁻¹ ∂g/∂q`,",
                    " `∂q̈/∂q̇ = −M⁻¹ ∂τ_loss/∂q̇`, the joints' damping plus their friction's slope at",
                    " rest (`b + F / v_s` per joint).",
                ][..],
                Some(quote!(let dloss_dqd = #dl;)),
                quote!(-(minv * dloss_dqd)),
            )
        } else {
            (
                &[
                    " Closed form at an equilibrium (`q̇ = 0`, `u = g(q)`): `∂q̈/∂q = −M⁻¹ ∂g/∂q`, \
                   `∂q̈/∂q̇ = 0`.",
                ][..],
                None,
                quote!(::chaindyn::nalgebra::SMatrix::<f64, #nl, #nl>::zeros()),
            )
        };
        quote! {
            #(#[doc = #summary])*
            #[doc = #doc]
            #[inline]
            fn linearize_equilibrium(&self, q: &#vec_t) -> ::chaindyn::Linearized<#nl> {
                #body #chol
                let dg_dq = #dg;
                #dl
                #inv
                ::chaindyn::Linearized {
                    dqdd_dq: -(minv * dg_dq),
                    dqdd_dqd: #dqdd_dqd,
                    minv,
                    qdd: ::chaindyn::nalgebra::SVector::<f64, #nl>::zeros(),
                }
            }
        }
    };
    let joint_losses = d.losses.as_ref().map(|b| {
        let body = body(b, &src, &mut Vec::new());
        let v = vector(n, &outs(b));
        let doc = ops(b);
        quote! {
            /// The generalized force the joints lose, `τ_loss(q̇)`: per joint viscous damping and
            /// smoothed Coulomb friction, `b q̇ + F q̇ / √(q̇² + v_s²)` (relative joint velocities;
            /// `Tᵀ τ_loss` for absolute angles).
            #[doc = #doc]
            #[inline]
            fn joint_losses(&self, qd: &#vec_t) -> #vec_t { #body #v }
        }
    });
    let chain = chain_expr(model);
    let task_space = task_space::emit(model, d);
    let names = &model.names;
    let counts = [
        ("mass_matrix", d.mass.ops),
        ("coriolis_matrix", d.coriolis_matrix.ops),
        ("coriolis_times_qd", d.coriolis.ops),
        ("gravity", d.gravity.ops),
        ("inverse_dynamics", d.inverse.ops),
        ("forward_dynamics", d.mass_bias.ops),
        ("kinetic_energy", d.kinetic.ops),
        ("potential_energy", d.potential.ops),
        ("mass_matrix_jacobian", d.mass_jacobian.ops),
        ("coriolis_jacobians", d.coriolis_jacobians.ops),
        ("gravity_jacobian", d.gravity_jacobian.ops),
        ("linearize_blocks", d.linearize.ops),
        ("linearize_equilibrium", d.equilibrium.ops),
    ];
    let loss_count = d.losses.as_ref().map(|b| ("joint_losses", b.ops));
    let counts: Vec<(&str, usize)> = counts.into_iter().chain(loss_count).collect();
    let count_items = counts.iter().map(|(k, v)| {
        let v = Literal::usize_unsuffixed(*v);
        quote!((#k, #v))
    });
    let nc = Literal::usize_unsuffixed(counts.len());

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
            /// after symbolica's common-subexpression elimination and Horner schemes (for
            /// `forward_dynamics` and `linearize_equilibrium`, excluding their unrolled numeric
            /// Cholesky factorisation; `linearize_blocks` includes its factorisation, not the final
            /// `M⁻¹ ∂τ/∂(q, q̇)` products).
            pub const GENERATED_OPERATIONS: [(&'static str, usize); #nc] = [#(#count_items),*];
        }

        #[automatically_derived]
        #[allow(clippy::all, clippy::pedantic, unused_parens, unused_assignments, non_snake_case)]
        impl ::chaindyn::Dynamics<#nl> for #name {
            #mass
            #coriolis_matrix
            #coriolis
            #gravity
            #inverse_dynamics
            #forward_dynamics
            #energies
            #mass_jacobian
            #coriolis_jacobians
            #gravity_jacobian
            #linearize
            #equilibrium
            #joint_losses
            /// The same chain for the runtime's recursive reference algorithms (allocates; not
            /// for control loops).
            fn chain(&self) -> ::chaindyn::Chain { #chain }
        }

        #task_space
    }
}
