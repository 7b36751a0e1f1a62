//! The `impl chaindyn::TaskSpaceIn<N>` of a chain whose description selects frames (generic over
//! the number type, no `std`; the runtime implements the `f64` `TaskSpace` for it), and the frame
//! constants on the struct: one match arm per frame in each method, each arm straight-line code
//! from its [`Block`]s (base axes), `Local` formed from the frame's rotation by
//! `chaindyn::task_space::to_local` (fixed-size products). Nothing for a chain without selected
//! frames.

use super::body::{body, Sources};
use super::expr::out;
use super::parts::Parts;
use crate::derive::{Block, Derived, FrameBlocks};
use crate::interface::{self, task_space_signature};
use crate::internals::model::{frame_constant, Model};
use proc_macro2::{Literal, TokenStream};
use quote::{format_ident, quote};

/// `Matrix3` from the outputs `0..9` (row-major) of `b`.
fn rotation(b: &Block) -> TokenStream {
    let r = (0..9).map(|k| out(b, k));
    quote!(::chaindyn::nalgebra::Matrix3::<S>::new(#(#r),*))
}

/// A `rows × cols` matrix from the outputs `offset..` (row-major) of `b`.
fn matrix(b: &Block, offset: usize, rows: usize, cols: usize) -> TokenStream {
    let items = (offset..offset + rows * cols).map(|k| out(b, k));
    let (r, c) = (
        Literal::usize_unsuffixed(rows),
        Literal::usize_unsuffixed(cols),
    );
    quote!(::chaindyn::nalgebra::SMatrix::<S, #r, #c>::from_row_slice(&[#(#items),*]))
}

/// `match <index> { i => arm, ..., _ => unknown }`: one arm per generated frame; an index the
/// model does not generate (a `FrameId` made by hand) gets `unknown`, NaN values, so the method is
/// total, never panics and never answers for another frame.
fn dispatch(
    index: TokenStream,
    frames: &[FrameBlocks],
    arm: impl Fn(&FrameBlocks) -> TokenStream,
    unknown: TokenStream,
) -> TokenStream {
    let arms = frames.iter().map(|f| {
        let i = Literal::usize_unsuffixed(f.index);
        let a = arm(f);
        quote!(#i => { #a })
    });
    quote!(match #index { #(#arms)* _ => #unknown })
}

/// The operations of each frame's block, for a doc comment.
fn counts(model: &Model, frames: &[FrameBlocks], pick: impl Fn(&FrameBlocks) -> usize) -> String {
    let items: Vec<String> = frames
        .iter()
        .map(|f| format!("`{}` {}", model.frame_name(f.index), pick(f)))
        .collect();
    format!(
        " Generated operations per frame (additions, multiplications, calls): {}.",
        items.join(", ")
    )
}

/// The method `name` of `TaskSpaceIn` ([`task_space_signature`]) with `doc` (its attributes) and
/// `code`, the body after `c`, the constant function.
fn method(name: &str, doc: TokenStream, n: &TokenStream, code: TokenStream) -> TokenStream {
    let header = task_space_signature(name).generic_header(n);
    quote! {
        #doc
        #[inline]
        #header {
            let c = <S as ::chaindyn::Real>::constant;
            #code
        }
    }
}

/// An arm that computes `value` (`rows × cols` from output 9 of `b` on, in base axes) and
/// answers it in the axes of `reference`: as it is, or rotated by `Rᵀ` (`R` from outputs `0..9`).
fn in_reference(b: &Block, src: &Sources, name: &str, (rows, cols): (usize, usize)) -> TokenStream {
    let code = body(b, src, &mut Vec::new());
    let r = rotation(b);
    let value = matrix(b, 9, rows, cols);
    let v = format_ident!("{name}");
    let rf = quote!(::chaindyn::ReferenceFrame);
    quote! {
        #code
        let #v = #value;
        match reference {
            #rf::LocalWorldAligned => #v,
            #rf::Local => ::chaindyn::task_space::to_local(&#r, &#v),
        }
    }
}

/// The frame constants and the `TaskSpaceIn` implementation (empty without selected frames).
pub(super) fn emit(model: &Model, d: &Derived, parts: &Parts) -> TokenStream {
    if d.frames.is_empty() {
        return TokenStream::new();
    }
    let name = &model.ident;
    let nl = Literal::usize_unsuffixed(d.n);
    let ts = TaskSpace {
        model,
        frames: &d.frames,
        src: Sources::generic(model, "u", parts),
        n: d.n,
        n_tokens: quote!(#nl),
        nl,
        nan: quote!(c(::core::primitive::f64::NAN)),
    };
    let constants = constants(model, &d.frames);
    let frames_constant = frames_constant(model, &d.frames);
    let pose = ts.pose();
    let jacobian = ts.jacobian();
    let bias = ts.bias();
    let wrench = ts.wrench();
    let (center, center_jacobian) = ts.center_of_mass(d.center_of_mass.as_ref());
    let nl = &ts.nl;
    quote! {
        impl #name {
            #(#constants)*
        }

        #[automatically_derived]
        #[allow(
            clippy::all,
            clippy::pedantic,
            unused_parens,
            unused_assignments,
            unused_variables,
            non_snake_case
        )]
        impl ::chaindyn::TaskSpaceIn<#nl> for #name {
            #frames_constant
            #pose
            #jacobian
            #bias
            #center
            #center_jacobian
            #wrench
        }
    }
}

/// The inherent constants naming the frames, one per selected frame.
fn constants(model: &Model, frames: &[FrameBlocks]) -> Vec<TokenStream> {
    let name = &model.ident;
    let ty = quote!(#name);
    frames
        .iter()
        .map(|f| {
            let frame = model.frame_name(f.index);
            let (body_index, placed) = model.frame_placement(f.index);
            let c = format_ident!("{}", frame_constant(frame));
            let doc = if placed.is_some() {
                format!(
                    " The frame `{frame}` (fixed to the body `{}`), for the `chaindyn::TaskSpace` \
                     methods.",
                    model.names[body_index]
                )
            } else {
                format!(" The frame of the body `{frame}`, for the `chaindyn::TaskSpace` methods.")
            };
            interface::frame_constant(&doc, &c, &ty, f.index)
        })
        .collect()
}

/// The constant of `TaskSpaceIn` listing the frames by name.
fn frames_constant(model: &Model, frames: &[FrameBlocks]) -> TokenStream {
    let name = &model.ident;
    let table = frames.iter().map(|f| {
        let frame = model.frame_name(f.index);
        let c = format_ident!("{}", frame_constant(frame));
        quote!((#frame, #name::#c))
    });
    interface::frames_constant(table)
}

/// What the methods of `TaskSpaceIn` are emitted from.
struct TaskSpace<'a> {
    model: &'a Model,
    frames: &'a [FrameBlocks],
    /// Where the blocks read their inputs.
    src: Sources<'a>,
    /// The number of joints.
    n: usize,
    nl: Literal,
    n_tokens: TokenStream,
    /// NaN in the number type, the value for an index the model does not generate.
    nan: TokenStream,
}

impl TaskSpace<'_> {
    /// `frame_pose`: the frame's pose in the base frame.
    fn pose(&self) -> TokenStream {
        let (src, nan) = (&self.src, &self.nan);
        let d = dispatch(
            quote!(frame.index()),
            self.frames,
            |f| {
                let b = body(&f.pose, src, &mut Vec::new());
                let r = rotation(&f.pose);
                let p = (9..12).map(|k| out(&f.pose, k));
                quote! {
                    #b
                    ::chaindyn::Pose {
                        rotation: #r,
                        translation: ::chaindyn::nalgebra::Vector3::<S>::new(#(#p),*),
                    }
                }
            },
            quote! {
                ::chaindyn::Pose {
                    rotation: ::chaindyn::nalgebra::Matrix3::<S>::repeat(#nan),
                    translation: ::chaindyn::nalgebra::Vector3::<S>::repeat(#nan),
                }
            },
        );
        let doc = counts(self.model, self.frames, |f| f.pose.ops);
        let doc = quote! {
            /// The frame's pose in the base frame (`p_base = rotation · p_frame + translation`), by
            /// the product of the joint transforms.
            #[doc = #doc]
        };
        method("frame_pose", doc, &self.n_tokens, d)
    }

    /// `frame_jacobian`: the frame's Jacobian in the axes of its reference.
    fn jacobian(&self) -> TokenStream {
        let (nl, nan) = (&self.nl, &self.nan);
        let d = dispatch(
            quote!(frame.index()),
            self.frames,
            |f| in_reference(&f.jacobian, &self.src, "jacobian", (6, self.n)),
            quote!(::chaindyn::nalgebra::SMatrix::<S, 6, #nl>::repeat(#nan)),
        );
        let doc = counts(self.model, self.frames, |f| f.jacobian.ops);
        let doc = quote! {
            /// The frame's Jacobian (rows `[v; ω]`): column `j` is `[z_j × (p − p_j); z_j]` for a
            /// revolute joint, `[z_j; 0]` for a prismatic one (world axis `z_j`, joint origin
            /// `p_j`, frame origin `p`), in base axes; `Local` rotates both halves by `Rᵀ`.
            #[doc = #doc]
        };
        method("frame_jacobian", doc, &self.n_tokens, d)
    }

    /// `frame_acceleration_bias`: `J̇ q̇` in the axes of its reference.
    fn bias(&self) -> TokenStream {
        let nan = &self.nan;
        let d = dispatch(
            quote!(frame.index()),
            self.frames,
            |f| in_reference(&f.bias, &self.src, "bias", (6, 1)),
            quote!(::chaindyn::nalgebra::SVector::<S, 6>::repeat(#nan)),
        );
        let doc = counts(self.model, self.frames, |f| f.bias.ops);
        let doc = quote! {
            /// `J̇ q̇`: the classical acceleration `[p̈; ω̇]` of the frame's origin at `q̈ = 0`, by the
            /// recursion of angular and origin accelerations along the chain in base axes;
            /// `Local` rotates both halves by `Rᵀ`.
            #[doc = #doc]
        };
        method("frame_acceleration_bias", doc, &self.n_tokens, d)
    }

    /// `wrench_torques_jacobian`: `∂(Jᵀ w)/∂q` for the wrench in its axes.
    fn wrench(&self) -> TokenStream {
        let (n, nl, nan) = (self.n, &self.nl, &self.nan);
        let rf = quote!(::chaindyn::ReferenceFrame);
        let d = dispatch(
            quote!(wrench.frame.index()),
            self.frames,
            |f| {
                let bw = body(&f.wrench_world, &self.src, &mut Vec::new());
                let bl = body(&f.wrench_local, &self.src, &mut Vec::new());
                let mw = matrix(&f.wrench_world, 0, n, n);
                let ml = matrix(&f.wrench_local, 0, n, n);
                quote! {
                    match wrench.reference {
                        #rf::LocalWorldAligned => { #bw #mw }
                        #rf::Local => { #bl #ml }
                    }
                }
            },
            quote!(::chaindyn::nalgebra::SMatrix::<S, #nl, #nl>::repeat(#nan)),
        );
        let doc = counts(self.model, self.frames, |f| {
            f.wrench_world.ops.max(f.wrench_local.ops)
        });
        let doc = quote! {
            /// `∂(Jᵀ w)/∂q` for the wrench held constant in its axes, in closed form from the
            /// Jacobian's columns `(v_j, ω_j)` (base axes: `(ω_k × ω_j)·n + ω_k·(v_j × f)` for
            /// `k < j`, `ω_j·(v_k × f)` for `k ≥ j`; the frame's axes: zero for `k < j`,
            /// `(ω_j × v_k)·f + v_j·(ω_k × f) + ω_j·(ω_k × n)` for `k ≥ j`).
            #[doc = #doc]
        };
        method("wrench_torques_jacobian", doc, &self.n_tokens, d)
    }

    /// `center_of_mass` and `center_of_mass_jacobian`, from their blocks or NaN without mass.
    fn center_of_mass(&self, blocks: Option<&(Block, Block)>) -> (TokenStream, TokenStream) {
        let (n, nl, nan, n_tokens) = (self.n, &self.nl, &self.nan, &self.n_tokens);
        let Some((com, com_jacobian)) = blocks else {
            let massless = quote! {
                /// NaN: every body of this chain is massless, so it has no centre of mass.
            };
            return (
                method(
                    "center_of_mass",
                    massless.clone(),
                    n_tokens,
                    quote!(::chaindyn::nalgebra::Vector3::<S>::repeat(#nan)),
                ),
                method(
                    "center_of_mass_jacobian",
                    massless,
                    n_tokens,
                    quote!(::chaindyn::nalgebra::SMatrix::<S, 3, #nl>::repeat(#nan)),
                ),
            );
        };
        let generated = |b: &Block| {
            format!(
                " Generated: {} operations (additions, multiplications, calls).",
                b.ops
            )
        };
        let b = body(com, &self.src, &mut Vec::new());
        let c = (0..3).map(|k| out(com, k));
        let doc = generated(com);
        let center = method(
            "center_of_mass",
            quote! {
                /// The centre of mass of the chain, `Σ m_i c_i / Σ m_i`, in the base frame.
                #[doc = #doc]
            },
            n_tokens,
            quote! {
                #b
                ::chaindyn::nalgebra::Vector3::<S>::new(#(#c),*)
            },
        );
        let b = body(com_jacobian, &self.src, &mut Vec::new());
        let m = matrix(com_jacobian, 0, 3, n);
        let doc = generated(com_jacobian);
        let jacobian = method(
            "center_of_mass_jacobian",
            quote! {
                /// The Jacobian of the centre of mass in base axes: column `j` is
                /// `z_j × (Σ_{i≥j} m_i c_i − (Σ_{i≥j} m_i) p_j) / m` (revolute) or
                /// `z_j Σ_{i≥j} m_i / m` (prismatic).
                #[doc = #doc]
            },
            n_tokens,
            quote! {
                #b
                #m
            },
        );
        (center, jacobian)
    }
}
