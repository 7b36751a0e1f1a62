//! The implementations of `FloatingDynamicsIn` and `FloatingDynamics` for a tree on a floating
//! base (`root_joint = free_flyer`): each derived block ([`FloatingDerived`]) in a method with
//! the configuration `q` (`NQ = 7 + n`) and the velocities, accelerations and forces in the
//! tangent space (`NV = 6 + n`), emitted generic over the number type and in `f64`, as a fixed
//! base's `Dynamics` methods are. A method whose program reads gravity in base coordinates
//! first forms it from the configuration's quaternion (`::chaindyn::__base_gravity`).

use super::body::{body, Sources};
use super::expr::out;
use super::literal::float;
use super::methods::lines;
use super::parts::Parts;
use super::shape::{outs, Shape};
use crate::derive::{Block, FloatingDerived, FloatingFrameBlocks, MassInverse};
use crate::interface;
use crate::internals::model::{frame_constant, Model, Param};
use crate::symbolic::symbols::Var;
use proc_macro2::{Literal, TokenStream};
use quote::{format_ident, quote};

use crate::interface::FloatingSignature as Signature;

/// The entry `name` of [`interface::FLOATING`].
///
/// # Panics
/// If `name` is not in the list (a bug of the emitter, caught by every floating derive).
fn signature(name: &str) -> &'static Signature {
    interface::FLOATING
        .iter()
        .find(|m| m.0 == name)
        .unwrap_or_else(|| panic!("`{name}` is not a method of `FloatingDynamics`"))
}

/// One generated method of `FloatingDynamics`.
struct Method<'a> {
    sig: &'static Signature,
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
        let u = if self.sig.1.iter().any(|(a, _)| *a == "tau") {
            "tau"
        } else {
            "u"
        };
        let src = Sources::floating(model, u, parts);
        let gravity = reads_gravity(self.block).then(|| {
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
        });
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
        let generic = format_ident!("{}_in", self.sig.0);
        let args = self.sig.1.iter().map(|(a, _)| format_ident!("{a}"));
        let mut doc = self.doc_lines();
        doc.push(format!(
            " In `f64`: `FloatingDynamicsIn::{}_in` with `S = f64`.",
            self.sig.0
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

/// The method table, in the order of the `FloatingDynamics` trait.
fn methods(f: &FloatingDerived) -> Vec<Method<'_>> {
    let mut m = dynamics_methods(f);
    m.extend(derivative_methods(f));
    m.extend(centroidal_methods(f));
    m
}

/// How the floating base's `M` is inverted, for the documentation.
fn inverse_doc(f: &FloatingDerived) -> &'static str {
    match f.mass_inverse {
        MassInverse::Unrolled => "the unrolled leaves-first `L D Lᵀ` factorisation of `M` (the legs' zeros kept, no square roots)",
        MassInverse::Kernel => "the dense `L D Lᵀ` kernels `chaindyn::__spd_solve` / `__ldl_inverse`",
    }
}

/// The dynamics' methods: `M`, `C v + g`, `g`, inverse and forward dynamics.
fn dynamics_methods(f: &FloatingDerived) -> Vec<Method<'_>> {
    let (nv, s) = (f.nv, quote!(S));
    let inverse = inverse_doc(f);
    vec![
        Method {
            sig: signature("mass_matrix"),
            block: &f.mass,
            value: Shape::Symmetric.assemble(nv, &f.mass, &s),
            doc: lines(&[
                "Mass matrix `M(q)` of the floating base and its joints, by the symbolic composite",
                "rigid body algorithm: the base's block is the whole robot's composite inertia in",
                "base coordinates; `M` depends on the joint angles only.",
            ]),
        },
        Method {
            sig: signature("nonlinear_effects"),
            block: &f.nonlinear,
            value: Shape::Vector.assemble(nv, &f.nonlinear, &s),
            doc: lines(&[
                "`C(q, v) v + g(q)` (Pinocchio's `nle`) by symbolic recursive Newton–Euler, gravity",
                "in base coordinates `R(ξ)ᵀ g`.",
            ]),
        },
        Method {
            sig: signature("gravity"),
            block: &f.gravity,
            value: Shape::Vector.assemble(nv, &f.gravity, &s),
            doc: lines(&["Gravity forces `g(q)`: the base's six entries are the robot's weight as a wrench in base coordinates."]),
        },
        Method {
            sig: signature("inverse_dynamics"),
            block: &f.inverse,
            value: Shape::Vector.assemble(nv, &f.inverse, &s),
            doc: lines(&[
                "Inverse dynamics `τ = M a + C v + g + τ_loss` (symbolic recursive Newton–Euler):",
                "the wrench on the base `[f; n]` in base coordinates, then the joints' torques.",
            ]),
        },
        Method {
            sig: signature("forward_dynamics"),
            block: &f.forward,
            value: match f.mass_inverse {
                MassInverse::Unrolled => Shape::Vector,
                MassInverse::Kernel => Shape::Solve,
            }
            .assemble(nv, &f.forward, &s),
            doc: vec![
                "Forward dynamics `a = M⁻¹ (τ − C v − g − τ_loss)`: symbolic `M` and `C v + g`, then".into(),
                format!("{inverse}."),
            ],
        },
    ]
}

/// The methods of the derivatives: the linearization and inverse dynamics' derivatives.
fn derivative_methods(f: &FloatingDerived) -> Vec<Method<'_>> {
    let (nv, s) = (f.nv, quote!(S));
    let inverse = inverse_doc(f);
    vec![
        Method {
            sig: signature("linearize_blocks"),
            block: &f.linearize,
            value: Shape::FloatingLinearize {
                inverse: f.mass_inverse,
                legs: &f.legs,
                gravity: reads_gravity(&f.linearize),
            }
            .assemble(nv, &f.linearize, &s),
            doc: [
                "Linearization at any state `(q, v, τ)` in the tangent space, one straight-line".into(),
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
        },
        Method {
            sig: signature("inverse_dynamics_derivatives"),
            block: &f.inverse_derivatives,
            value: Shape::MatrixPair.assemble(nv, &f.inverse_derivatives, &s),
            doc: lines(&[
                "`(∂τ/∂q, ∂τ/∂v)` of inverse dynamics at `(q, v, a)` in the tangent space (Pinocchio's",
                "`computeRNEADerivatives`; `∂τ/∂a = M`): forward mode through the named intermediates",
                "on the joints and velocities; on the base's orientation `−M[:, 0..3] (g_b × e_k)`",
                "(gravity enters as the base's linear acceleration does), zero on its position.",
            ]),
        },
    ]
}

/// The methods of the centre of mass and the centroidal momentum.
fn centroidal_methods(f: &FloatingDerived) -> Vec<Method<'_>> {
    let nv = f.nv;
    let nq = Literal::usize_unsuffixed(nv + 1);
    let nvl = Literal::usize_unsuffixed(nv);
    let n = nv - 6;
    vec![
        Method {
            sig: signature("center_of_mass"),
            block: &f.center_of_mass,
            value: {
                let c = outs(&f.center_of_mass, 0, 3);
                quote!(::chaindyn::__floating_com::<S, #nq>(q, [#(#c),*]))
            },
            doc: lines(&[
                "The robot's centre of mass in the world (Pinocchio's `centerOfMass`): `p + R c`, with",
                "`c = h / m` from the composite rigid body algorithm in base coordinates.",
            ]),
        },
        Method {
            sig: signature("center_of_mass_jacobian"),
            block: &f.center_of_mass_jacobian,
            value: {
                let b = &f.center_of_mass_jacobian;
                let c = outs(b, 0, 3);
                let cols = outs(b, 3, 3 * n);
                quote!(::chaindyn::__floating_com_jacobian::<S, #nq, #nvl>(q, [#(#c),*], &[#(#cols),*]))
            },
            doc: lines(&[
                "The centre of mass's Jacobian in world axes (tangent space; Pinocchio's",
                "`jacobianCenterOfMass`): `ċ = J_c v`, `R [E, −[c]×, F]` with `F` the joints' columns of",
                "`M`'s linear base rows over the mass.",
            ]),
        },
        Method {
            sig: signature("centroidal_map"),
            block: &f.centroidal_map,
            value: {
                let b = &f.centroidal_map;
                let m = out(b, 0);
                let h = outs(b, 1, 3);
                let ibar = outs(b, 4, 6);
                let cols = outs(b, 10, 6 * n);
                quote!(::chaindyn::__centroidal_map::<S, #nq, #nvl>(q, #m, [#(#h),*], [#(#ibar),*], &[#(#cols),*]))
            },
            doc: lines(&[
                "The centroidal momentum matrix `A_g(q)` (Orin, Goswami & Lee 2013; Pinocchio's",
                "`computeCentroidalMap`): `h_G = A_g v`, the linear momentum then the angular momentum",
                "about the centre of mass, in world axes; from `M`'s base rows (the robot's spatial",
                "momentum about the base's origin) moved to the centre of mass.",
            ]),
        },
        Method {
            sig: signature("centroidal_momentum_bias"),
            block: &f.centroidal_bias,
            value: {
                let b = &f.centroidal_bias;
                let c = outs(b, 0, 3);
                let w = outs(b, 3, 6);
                quote!(::chaindyn::__centroidal_bias::<S, #nq>(q, [#(#c),*], [#(#w),*]))
            },
            doc: lines(&[
                "`Ȧ_g v` (Pinocchio's `dAg · v`), so that `ḣ_G = A_g v̇ + Ȧ_g v`: the base's wrench of",
                "inverse dynamics at `v̇ = 0` without gravity, moved to the centre of mass, in world",
                "axes.",
            ]),
        },
    ]
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
/// frames): one match arm per frame, each the frame's straight-line code in base coordinates
/// turned into the world's by `::chaindyn::__floating_frame_pose` / `__floating_frame_jacobian` /
/// `__floating_frame_bias`;
/// an index the model does not generate gives NaN.
fn task_space(model: &Model, f: &FloatingDerived, parts: &Parts) -> TokenStream {
    if f.frames.is_empty() {
        return TokenStream::new();
    }
    let nv = f.nv;
    let n = nv - 6;
    let (nq, nvl) = (
        Literal::usize_unsuffixed(nv + 1),
        Literal::usize_unsuffixed(nv),
    );
    let name = &model.ident;
    let src = Sources::floating(model, "u", parts);
    let (constants, frames_constant) = frame_constants(model, f);
    let nan = quote!(c(::core::primitive::f64::NAN));
    let counts = |pick: &dyn Fn(&FloatingFrameBlocks) -> usize| {
        let items: Vec<String> = (f.frames.iter())
            .map(|k| format!("`{}` {}", model.frame_name(k.index), pick(k)))
            .collect();
        format!(
            " Generated operations per frame (additions, multiplications, calls): {}.",
            items.join(", ")
        )
    };
    let arms = |pick: &dyn Fn(&FloatingFrameBlocks) -> TokenStream| {
        let arms = f.frames.iter().map(|k| {
            let i = Literal::usize_unsuffixed(k.index);
            let a = pick(k);
            quote!(#i => { #a })
        });
        quote!(#(#arms)*)
    };
    let pose_arms = arms(&|k| {
        let b = body(&k.pose, &src, &mut Vec::new());
        let r = (0..9).map(|j| out(&k.pose, j));
        let p = (9..12).map(|j| out(&k.pose, j));
        quote! {
            #b
            ::chaindyn::__floating_frame_pose::<S, #nq>(q, [#(#r),*], [#(#p),*])
        }
    });
    let jacobian_arms = arms(&|k| {
        let b = body(&k.jacobian, &src, &mut Vec::new());
        let r = (0..9).map(|j| out(&k.jacobian, j));
        let p = (9..12).map(|j| out(&k.jacobian, j));
        let cols = (12..12 + 6 * n).map(|j| out(&k.jacobian, j));
        quote! {
            #b
            ::chaindyn::__floating_frame_jacobian::<S, #nq, #nvl>(
                q, [#(#r),*], [#(#p),*], &[#(#cols),*], reference,
            )
        }
    });
    let bias_arms = arms(&|k| {
        let b = body(&k.bias, &src, &mut Vec::new());
        let r = (0..9).map(|j| out(&k.bias, j));
        let p = (9..12).map(|j| out(&k.bias, j));
        let vel = (12..18).map(|j| out(&k.bias, j));
        let bias = (18..24).map(|j| out(&k.bias, j));
        quote! {
            #b
            ::chaindyn::__floating_frame_bias::<S, #nq, #nvl>(
                q, v, [#(#r),*], [#(#p),*], [#(#vel),*], [#(#bias),*], reference,
            )
        }
    });
    let pose_doc = counts(&|k| k.pose.ops);
    let jacobian_doc = counts(&|k| k.jacobian.ops);
    let bias_doc = counts(&|k| k.bias.ops);
    quote! {
        impl #name {
            #constants
        }

        #[automatically_derived]
        #[allow(clippy::all, clippy::pedantic, unused_parens, unused_assignments, unused_variables, non_snake_case)]
        impl ::chaindyn::FloatingTaskSpaceIn<#nq, #nvl> for #name {
            #frames_constant

            /// The frame's pose in the world: its pose in base coordinates by the product of the
            /// joint transforms, then the base's pose.
            #[doc = #pose_doc]
            #[inline]
            fn frame_pose_in<S: ::chaindyn::Real>(
                &self,
                frame: ::chaindyn::FrameId<Self>,
                q: &::chaindyn::nalgebra::SVector<S, #nq>,
            ) -> ::chaindyn::Pose<S> {
                let c = <S as ::chaindyn::Real>::constant;
                match frame.index() {
                    #pose_arms
                    _ => ::chaindyn::Pose {
                        rotation: ::chaindyn::nalgebra::Matrix3::<S>::repeat(#nan),
                        translation: ::chaindyn::nalgebra::Vector3::<S>::repeat(#nan),
                    },
                }
            }

            /// The frame's Jacobian in the tangent space (rows `[v; ω]` of its origin): in base
            /// axes `[[E, −[p]×, J_v], [0, E, J_ω]]` (`p` the frame's origin in base coordinates,
            /// joint column `j` `[z_j × (p − p_j); z_j]` for a revolute joint, `[z_j; 0]` for a
            /// prismatic one), turned into world axes (`LocalWorldAligned`) or the frame's
            /// (`Local`).
            #[doc = #jacobian_doc]
            #[inline]
            fn frame_jacobian_in<S: ::chaindyn::Real>(
                &self,
                frame: ::chaindyn::FrameId<Self>,
                q: &::chaindyn::nalgebra::SVector<S, #nq>,
                reference: ::chaindyn::ReferenceFrame,
            ) -> ::chaindyn::nalgebra::SMatrix<S, 6, #nvl> {
                let c = <S as ::chaindyn::Real>::constant;
                match frame.index() {
                    #jacobian_arms
                    _ => ::chaindyn::nalgebra::SMatrix::<S, 6, #nvl>::repeat(#nan),
                }
            }

            /// The frame's acceleration bias `J̇ v` (the classical acceleration of its origin at
            /// `v̇ = 0`): the joints' part in base coordinates by the acceleration recursion at
            /// `q̈ = 0` down the frame's path, the base's motion added, turned into world axes
            /// (`LocalWorldAligned`) or the frame's (`Local`).
            #[doc = #bias_doc]
            #[inline]
            fn frame_acceleration_bias_in<S: ::chaindyn::Real>(
                &self,
                frame: ::chaindyn::FrameId<Self>,
                q: &::chaindyn::nalgebra::SVector<S, #nq>,
                v: &::chaindyn::nalgebra::SVector<S, #nvl>,
                reference: ::chaindyn::ReferenceFrame,
            ) -> ::chaindyn::nalgebra::SVector<S, 6> {
                let c = <S as ::chaindyn::Real>::constant;
                match frame.index() {
                    #bias_arms
                    _ => ::chaindyn::nalgebra::SVector::<S, 6>::repeat(#nan),
                }
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
    let table = f.frames.iter().map(|k| {
        let frame = model.frame_name(k.index);
        let c = format_ident!("{}", frame_constant(frame));
        quote!((#frame, #name::#c))
    });
    (quote!(#(#constants)*), interface::frames_constant(table))
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
    let operations = methods.iter().map(|m| (m.sig.0, m.block.ops)).collect();
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
