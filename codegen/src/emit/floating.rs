//! The implementations of `FloatingDynamicsIn` and `FloatingDynamics` for a tree on a floating
//! base (`root_joint = free_flyer`): each derived block ([`FloatingDerived`]) in a method with
//! the configuration `q` (`NQ = 7 + n`) and the velocities, accelerations and forces in the
//! tangent space (`NV = 6 + n`), emitted generic over the number type and in `f64`, as a fixed
//! base's `Dynamics` methods are. A method whose program reads gravity in base coordinates
//! first forms it from the configuration's quaternion (`::chaindyn::__base_gravity`).

use super::body::{body, Sources};
use super::literal::float;
use super::parts::Parts;
use super::shape::{outs, Shape};
use crate::derive::{Block, FloatingDerived, MassInverse};
use crate::interface;
use crate::internals::model::{frame_constant, Model, Param};
use crate::symbolic::symbols::Var;
use proc_macro2::{Literal, TokenStream};
use quote::{format_ident, quote};

use crate::interface::{Assembly, FloatingMethod, Piece};

/// One generated method of `FloatingDynamics`.
struct Method<'a> {
    sig: &'static FloatingMethod,
    block: &'a Block,
    /// What the method returns, assembled from its block's outputs (in `S`).
    value: TokenStream,
    doc: Vec<String>,
}

impl Method<'_> {
    fn doc_lines(&self) -> Vec<String> {
        self.doc.iter().map(|l| format!(" {l}")).collect()
    }

    /// `fn <name>_in<S: Real>(..)` of `FloatingDynamicsIn`.
    fn generic(&self, model: &Model, nv: usize, parts: &Parts) -> TokenStream {
        let (nq, nvl) = (
            Literal::usize_unsuffixed(nv + 1),
            Literal::usize_unsuffixed(nv),
        );
        let header = interface::floating_header(self.sig, true, &quote!(#nq), &quote!(#nvl));
        let u = if self.sig.args.iter().any(|(a, _)| *a == "tau") {
            "tau"
        } else {
            "u"
        };
        let src = Sources::floating(model, u, parts);
        let gravity = reads_gravity(self.block).then(|| gravity_in_base(model, &nq));
        let body = body(self.block, &src, &mut Vec::new());
        let value = &self.value;
        let mut doc = self.doc_lines();
        doc.push(format!(
            " Generated: {} operations (additions, multiplications, calls) after CSE and Horner.",
            self.block.ops
        ));
        quote! {
            #(#[doc = #doc])*
            #[inline]
            #header {
                let c = <S as ::chaindyn::Real>::constant;
                #gravity
                #body
                #value
            }
        }
    }

    /// The `f64` method of `FloatingDynamics`: the generic program in `f64`.
    fn f64(&self, nv: usize) -> TokenStream {
        let (nq, nvl) = (
            Literal::usize_unsuffixed(nv + 1),
            Literal::usize_unsuffixed(nv),
        );
        let header = interface::floating_header(self.sig, false, &quote!(#nq), &quote!(#nvl));
        let generic = format_ident!("{}_in", self.sig.name);
        let args = self.sig.args.iter().map(|(a, _)| format_ident!("{a}"));
        let mut doc = self.doc_lines();
        doc.push(format!(
            " In `f64`: `FloatingDynamicsIn::{}_in` with `S = f64`.",
            self.sig.name
        ));
        quote! {
            #(#[doc = #doc])*
            #[inline(always)]
            #header {
                <Self as ::chaindyn::FloatingDynamicsIn<#nq, #nvl>>::#generic(self, #(#args),*)
            }
        }
    }
}

/// Whether `block` reads gravity in base coordinates (its method then forms `gb`).
fn reads_gravity(block: &Block) -> bool {
    block.inputs.iter().any(|v| matches!(v, Var::Gravity(_)))
}

/// The method table: one method per entry of [`interface::FLOATING`], in the order of the
/// `FloatingDynamics` trait.
fn methods(f: &FloatingDerived) -> Vec<Method<'_>> {
    interface::FLOATING
        .iter()
        .zip(&f.methods)
        .map(|(sig, block)| {
            let mut doc: Vec<String> = sig.doc.iter().map(|l| l.to_string()).collect();
            doc.extend(formulation_doc(f, sig.assembly));
            Method {
                sig,
                block,
                value: value(f, sig.assembly, block),
                doc,
            }
        })
        .collect()
}

/// How the floating base's `M` is inverted, for the documentation.
fn inverse_doc(f: &FloatingDerived) -> &'static str {
    match f.mass_inverse {
        MassInverse::Unrolled => "the unrolled leaves-first `L D Lᵀ` factorisation of `M` (the legs' zeros kept, no square roots)",
        MassInverse::Kernel => "the dense `L D Lᵀ` kernels `chaindyn::__spd_solve` / `__ldl_inverse`",
    }
}

/// The lines of a method's documentation that depend on how it was derived (after its entry's).
fn formulation_doc(f: &FloatingDerived, assembly: Assembly) -> Vec<String> {
    let inverse = inverse_doc(f);
    match assembly {
        Assembly::Forward => vec![format!("{inverse}.")],
        Assembly::Linearize => [
            format!("program: `M` and `C v + g`, {inverse}, giving `a` and `M⁻¹`"),
            match f.mass_inverse {
                MassInverse::Unrolled => "(`Σ_k Z_k Z_kᵀ / d_k` over the rows of `Z = L⁻¹`: the joints' terms in the program,".into(),
                MassInverse::Kernel => "(from the factors),".into(),
            },
            match f.mass_inverse {
                MassInverse::Unrolled => "the base's six dense rows and terms by `chaindyn::__floating_inverse`),".into(),
                MassInverse::Kernel => String::new(),
            },
            "and the derivatives of inverse dynamics at that `a` with respect to the joints and".into(),
            "the velocities: `∂a/∂q_j = −M⁻¹ ∂τ/∂q_j`, `∂a/∂v = −M⁻¹ ∂τ/∂v`, `∂a/∂τ = M⁻¹` (the".into(),
            "products over the structural zeros of the legs, `chaindyn::__floating_neg_mul`). On".into(),
            "the base's position `a` does not depend; a turn `δθ` of the base turns gravity in base".into(),
            "coordinates, which enters as the base's linear acceleration: `∂a/∂θ_k = [g_b × e_k; 0]`.".into(),
        ]
        .into_iter()
        .filter(|l: &String| !l.is_empty())
        .collect(),
        _ => Vec::new(),
    }
}

/// A method's value from its block's outputs, as its entry's `assembly` says.
fn value(f: &FloatingDerived, assembly: Assembly, block: &Block) -> TokenStream {
    let (nv, s) = (f.nv, quote!(S));
    match assembly {
        Assembly::Symmetric => Shape::Symmetric.assemble(nv, block, &s),
        Assembly::Vector => Shape::Vector.assemble(nv, block, &s),
        Assembly::MatrixPair => Shape::MatrixPair.assemble(nv, block, &s),
        Assembly::Forward => match f.mass_inverse {
            MassInverse::Unrolled => Shape::Vector,
            MassInverse::Kernel => Shape::Solve,
        }
        .assemble(nv, block, &s),
        Assembly::Linearize => Shape::FloatingLinearize {
            inverse: f.mass_inverse,
            legs: &f.legs,
            gravity: reads_gravity(block),
        }
        .assemble(nv, block, &s),
        Assembly::Kernel {
            kernel,
            nv: takes_nv,
            pieces,
        } => {
            let (nq, nvl) = (
                Literal::usize_unsuffixed(nv + 1),
                Literal::usize_unsuffixed(nv),
            );
            let kernel = format_ident!("{kernel}");
            let generics = match takes_nv {
                true => quote!(<S, #nq, #nvl>),
                false => quote!(<S, #nq>),
            };
            let pieces = kernel_pieces(block, pieces, nv - 6);
            quote!(::chaindyn::#kernel::#generics(q, #(#pieces),*))
        }
    }
}

/// The outputs of `block` in `pieces`, in order, for `n` joints: a scalar, an array `[..]` or a
/// slice `&[..]` each.
fn kernel_pieces(block: &Block, pieces: &[Piece], n: usize) -> Vec<TokenStream> {
    let mut start = 0;
    pieces
        .iter()
        .map(|piece| {
            let (len, tokens) = match *piece {
                Piece::Scalar => (1, None),
                Piece::Array(len) => (len, Some(false)),
                Piece::PerJoint(len) => (len * n, Some(true)),
            };
            let outs = outs(block, start, len);
            start += len;
            match tokens {
                None => quote!(#(#outs)*),
                Some(false) => quote!([#(#outs),*]),
                Some(true) => quote!(&[#(#outs),*]),
            }
        })
        .collect()
}

/// The base body for `FloatingDynamics::base_body`.
fn base_body(model: &Model) -> TokenStream {
    let b = model
        .base_body_at(&vec![0.0; model.params.len()])
        .expect("a floating base");
    let name = &b.name;
    let mass = float(b.mass);
    let v3 = |v: [f64; 3]| {
        let [x, y, z] = v.map(float);
        quote!([#x, #y, #z])
    };
    let com = v3(b.com);
    let rows = b.inertia.map(v3);
    quote! {
        ::chaindyn::model::Body {
            name: ::chaindyn::__private::String::from(#name),
            mass: #mass,
            com: #com,
            inertia: [#(#rows),*],
        }
    }
}

/// The frame constants and `impl FloatingTaskSpaceIn<NQ, NV>` (nothing without selected
/// frames): one method per entry of [`interface::FLOATING_FRAMES`], one match arm per frame,
/// each the frame's straight-line code in base coordinates turned into the world's by the
/// entry's runtime kernel; an index the model does not generate gives NaN.
fn task_space(model: &Model, f: &FloatingDerived, parts: &Parts) -> TokenStream {
    if f.frames.is_empty() {
        return TokenStream::new();
    }
    let (nq, nvl) = (
        Literal::usize_unsuffixed(f.nv + 1),
        Literal::usize_unsuffixed(f.nv),
    );
    let name = &model.ident;
    let (constants, frames_constant) = frame_constants(model, f);
    let methods = interface::FLOATING_FRAMES
        .iter()
        .enumerate()
        .map(|(m, method)| frame_method(model, f, parts, m, method));
    let tangent_parents = tangent_parents(model);
    let contact_terms = contact_terms(model, f, parts);
    quote! {
        impl #name {
            #constants
        }

        #[automatically_derived]
        #[allow(clippy::all, clippy::pedantic, unused_parens, unused_assignments, unused_variables, non_snake_case)]
        impl ::chaindyn::FloatingTaskSpaceIn<#nq, #nvl> for #name {
            #frames_constant
            #tangent_parents
            #(#methods)*
            #contact_terms
        }
    }
}

/// With `contacts = ..`: `GENERATED_CONTACTS` and `contact_terms_in`, the contacts' program
/// (`FloatingDerived::contact`) assembled by `::chaindyn::__contact_terms`.
fn contact_terms(model: &Model, f: &FloatingDerived, parts: &Parts) -> TokenStream {
    let Some(block) = &f.contact else {
        return TokenStream::new();
    };
    let (nq, nvl) = (
        Literal::usize_unsuffixed(f.nv + 1),
        Literal::usize_unsuffixed(f.nv),
    );
    let components: usize = model.contacts.iter().map(|(_, k)| k.dimension()).sum();
    let nc = Literal::usize_unsuffixed(components);
    let src = Sources::floating(model, "tau", parts);
    let gravity = reads_gravity(block).then(|| gravity_in_base(model, &nq));
    let body = body(block, &src, &mut Vec::new());
    let list = format_ident!("{}", interface::CONTACT_CONSTANTS[0]);
    let doc = format!(
        " The operational-space terms of `{list}` ({components} force components, every \
         contact's rows in its frame's axes), one straight-line program: `a₀ = M⁻¹ (τ − nle)`, \
         `M⁻¹ Jᵀ`, `Δ = J M⁻¹ Jᵀ` and `J a₀ + γ`, from `M`'s factors on the tree. `None` for an \
         `NC` other than {components}. Generated: {} operations (additions, multiplications, \
         calls) after CSE and Horner.",
        block.ops
    );
    quote! {
        const GENERATED_CONTACTS: &'static [::chaindyn::FrameContact<Self>] = &Self::#list;

        #[doc = #doc]
        #[inline]
        fn contact_terms_in<S: ::chaindyn::Real, const NC: usize>(
            &self,
            q: &::chaindyn::nalgebra::SVector<S, #nq>,
            v: &::chaindyn::nalgebra::SVector<S, #nvl>,
            tau: &::chaindyn::nalgebra::SVector<S, #nvl>,
        ) -> ::core::option::Option<::chaindyn::ContactTerms<S, #nvl, NC>> {
            if NC != #nc {
                return ::core::option::Option::None;
            }
            let c = <S as ::chaindyn::Real>::constant;
            #gravity
            #body
            ::core::option::Option::Some(::chaindyn::__contact_terms::<S, #nvl, NC>(&o))
        }
    }
}

/// `let gb = ..;`: gravity in base coordinates from the configuration's quaternion.
fn gravity_in_base(model: &Model, nq: &Literal) -> TokenStream {
    let g = model.gravity.iter().map(|p| match p {
        Param::Const(x) => {
            let x = float(*x);
            quote!(c(#x))
        }
        Param::Field { index, sign } => {
            let f = &model.params[*index];
            let value = quote!(<S as ::chaindyn::Real>::parameter(self.#f));
            if *sign < 0.0 {
                quote!(-#value)
            } else {
                value
            }
        }
    });
    quote!(let gb = ::chaindyn::__base_gravity::<S, #nq>(q, [#(#g),*]);)
}

/// The frame method `method` (the `m`-th of [`interface::FLOATING_FRAMES`]): a match over the
/// frames, each arm the frame's program and the call of the method's kernel on its pieces.
fn frame_method(
    model: &Model,
    f: &FloatingDerived,
    parts: &Parts,
    m: usize,
    method: &interface::FloatingFrameMethod,
) -> TokenStream {
    use interface::FrameInput;
    let n = f.nv - 6;
    let (nq, nvl) = (
        Literal::usize_unsuffixed(f.nv + 1),
        Literal::usize_unsuffixed(f.nv),
    );
    let src = Sources::floating(model, "u", parts);
    let kernel = format_ident!("{}", method.kernel);
    let generics = if method.kernel_nv {
        quote!(<S, #nq, #nvl>)
    } else {
        quote!(<S, #nq>)
    };
    let arms = f.frames.iter().map(|k| {
        let block = &k.blocks[m];
        let b = body(block, &src, &mut Vec::new());
        let pieces = kernel_pieces(block, method.pieces, n);
        let leading = method.inputs.iter().filter_map(|i| match i {
            FrameInput::Configuration => Some(quote!(q)),
            FrameInput::Velocity => Some(quote!(v)),
            FrameInput::Reference => None,
        });
        let reference = method
            .inputs
            .contains(&FrameInput::Reference)
            .then(|| quote!(reference));
        let args = leading.chain(pieces).chain(reference);
        let i = Literal::usize_unsuffixed(k.index);
        quote! {
            #i => {
                #b
                ::chaindyn::#kernel::#generics(#(#args),*)
            }
        }
    });
    let nan = quote!(c(::core::primitive::f64::NAN));
    let unknown = match method.returns {
        interface::Returns::Pose => quote! {
            ::chaindyn::Pose {
                rotation: ::chaindyn::nalgebra::Matrix3::<S>::repeat(#nan),
                translation: ::chaindyn::nalgebra::Vector3::<S>::repeat(#nan),
            }
        },
        other => {
            let ty = other.ty(&quote!(#nvl), &quote!(S));
            quote!(<#ty>::repeat(#nan))
        }
    };
    let header = interface::floating_frame_header(method, &quote!(#nq), &quote!(#nvl));
    let items: Vec<String> = (f.frames.iter())
        .map(|k| format!("`{}` {}", model.frame_name(k.index), k.blocks[m].ops))
        .collect();
    let mut doc: Vec<String> = method.doc.iter().map(|l| format!(" {l}")).collect();
    doc.push(format!(
        " Generated operations per frame (additions, multiplications, calls): {}.",
        items.join(", ")
    ));
    quote! {
        #(#[doc = #doc])*
        #[inline]
        #header {
            let c = <S as ::chaindyn::Real>::constant;
            match frame.index() {
                #(#arms)*
                _ => #unknown,
            }
        }
    }
}

/// The inherent constant of each selected frame (`Solo12::FL_FOOT`) and the trait's `FRAMES`
/// table naming them.
fn frame_constants(model: &Model, f: &FloatingDerived) -> (TokenStream, TokenStream) {
    let name = &model.ident;
    let ty = quote!(#name);
    let constants = f.frames.iter().map(|k| {
        let frame = model.frame_name(k.index);
        let (body_index, placed) = model.frame_placement(k.index);
        let c = format_ident!("{}", frame_constant(frame));
        let doc = if placed.is_some() {
            format!(
                " The frame `{frame}` (fixed to the body `{}`), for the \
                 `chaindyn::FloatingTaskSpace` methods.",
                model.names[body_index]
            )
        } else {
            format!(
                " The frame of the body `{frame}`, for the `chaindyn::FloatingTaskSpace` methods."
            )
        };
        interface::frame_constant(&doc, &c, &ty, k.index)
    });
    let contacts = contact_constants(model);
    let constants = quote!(#(#constants)* #contacts);
    let table = f.frames.iter().map(|k| {
        let frame = model.frame_name(k.index);
        let c = format_ident!("{}", frame_constant(frame));
        quote!((#frame, #name::#c))
    });
    (constants, interface::frames_constant(table))
}

/// With `contacts = ..`: `FloatingTaskSpaceIn::TANGENT_PARENTS`, each tangent direction's parent
/// (the free-flyer's six a chain, each joint's the last direction of its parent joint, the
/// base's fifth for a joint on the base), for the contact methods' factorisation of `M`.
fn tangent_parents(model: &Model) -> TokenStream {
    if model.contacts.is_empty() {
        return TokenStream::new();
    }
    let base = (0..6).map(|k| match k {
        0 => quote!(::core::option::Option::None),
        k => {
            let p = Literal::usize_unsuffixed(k - 1);
            quote!(::core::option::Option::Some(#p))
        }
    });
    let joints = model.chain.parents.iter().map(|p| {
        let p = Literal::usize_unsuffixed(p.map_or(5, |p| 6 + p));
        quote!(::core::option::Option::Some(#p))
    });
    quote! {
        const TANGENT_PARENTS: &'static [::core::option::Option<usize>] = &[#(#base,)* #(#joints),*];
    }
}

/// With `contacts = ..`: the inherent constants `CONTACTS` (each contact's frame constant and
/// kind, in the description's order) and `CONTACT_FORCES` (their force components, the `NC` of
/// `constraint_dynamics::<NC>`), with or without `std` (`constraint_dynamics_in` needs none).
fn contact_constants(model: &Model) -> TokenStream {
    if model.contacts.is_empty() {
        return TokenStream::new();
    }
    let [list, forces] = interface::CONTACT_CONSTANTS.map(|c| format_ident!("{c}"));
    let count = Literal::usize_unsuffixed(model.contacts.len());
    let entries = model.contacts.iter().map(|&(frame, kind)| {
        let c = format_ident!("{}", frame_constant(model.frame_name(frame)));
        let kind = match kind {
            chaindyn_model::ContactKind::Point => quote!(Point),
            chaindyn_model::ContactKind::Surface => quote!(Surface),
        };
        quote!(::chaindyn::FrameContact { frame: Self::#c, kind: ::chaindyn::ContactKind::#kind })
    });
    let components: usize = model.contacts.iter().map(|(_, k)| k.dimension()).sum();
    let components = Literal::usize_unsuffixed(components);
    let names: Vec<String> = model
        .contacts
        .iter()
        .map(|&(frame, kind)| {
            let kind = match kind {
                chaindyn_model::ContactKind::Point => "point",
                chaindyn_model::ContactKind::Surface => "surface",
            };
            format!("`{}` ({kind})", model.frame_name(frame))
        })
        .collect();
    let doc = format!(
        " The description's contacts, in its order: {}; for \
         `chaindyn::FloatingTaskSpace::constraint_dynamics` and `impulse_dynamics` (with a mask of \
         the active ones).",
        names.join(", ")
    );
    quote! {
        #[doc = #doc]
        pub const #list: [::chaindyn::FrameContact<Self>; #count] = [#(#entries),*];
        /// The contacts' force components (3 a point, 6 a surface): the `NC` of
        /// `constraint_dynamics::<NC>` and `impulse_dynamics::<NC>`.
        pub const #forces: usize = #components;
    }
}

/// `impl FloatingDynamicsIn<NQ, NV>` and `impl FloatingDynamics<NQ, NV>`, the inherent
/// constants, and the parts of long blocks.
pub(super) fn emit(model: &Model, f: &FloatingDerived) -> TokenStream {
    let nv = f.nv;
    let (nq, nvl) = (
        Literal::usize_unsuffixed(nv + 1),
        Literal::usize_unsuffixed(nv),
    );
    let name = &model.ident;
    let methods = methods(f);
    let parts = Parts::default();
    let generic: Vec<TokenStream> = methods
        .iter()
        .map(|m| m.generic(model, nv, &parts))
        .collect();
    let f64_methods = methods.iter().map(|m| m.f64(nv));
    let chain = super::chain::chain_expr(model);
    let base = base_body(model);
    let task_space = task_space(model, f, &parts);
    let parts = parts.emit(model);
    let operations = methods.iter().map(|m| (m.sig.name, m.block.ops)).collect();
    let constants = super::constants::emit(model, operations);
    quote! {
        #constants

        #[automatically_derived]
        #[allow(clippy::all, clippy::pedantic, unused_parens, unused_assignments, unused_variables, non_snake_case)]
        impl ::chaindyn::FloatingDynamicsIn<#nq, #nvl> for #name {
            #(#generic)*
        }

        #[automatically_derived]
        #[allow(clippy::all, clippy::pedantic)]
        impl ::chaindyn::FloatingDynamics<#nq, #nvl> for #name {
            #(#f64_methods)*
            ::chaindyn::__with_std! {
                /// The floating base's body (the URDF's root link with the links fixed to it).
                fn base_body(&self) -> ::chaindyn::model::Body { #base }
                /// The tree of joints on the base, for the runtime's reference algorithms
                /// (allocates; not for control loops).
                fn chain(&self) -> ::chaindyn::Chain { #chain }
            }
        }

        #task_space
        #parts
    }
}
