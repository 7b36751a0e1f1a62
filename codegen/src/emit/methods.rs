//! The methods of `Dynamics`: each derived block with its signature (from
//! [`crate::interface::DYNAMICS`]), the [`Shape`] it returns and its documentation, emitted twice,
//! generic over the number type (`DynamicsIn`) and in `f64` (`Dynamics`).

use super::body::{body, Sources};
use super::literal::ident;
use super::parts::Parts;
use super::shape::Shape;
use crate::derive::{Block, Derived, Formulation, MassInverse};
use crate::interface::{signature, Arg, Signature};
use crate::internals::model::Model;
use proc_macro2::{Ident, Literal, TokenStream};
use quote::{format_ident, quote};

/// One generated method of `Dynamics`: the table entry both implementations are emitted from.
pub(super) struct Method<'a> {
    /// Its name, arguments and return type.
    pub(super) sig: &'static Signature,
    pub(super) block: &'a Block,
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
    pub(super) fn generic(&self, model: &Model, n: usize, parts: &Parts) -> TokenStream {
        let name = format_ident!("{}_in", self.sig.name);
        self.generic_as(model, n, parts, name, &[])
    }

    /// [`Self::generic`] as a function named `name`, its documentation after `preamble`.
    pub(super) fn generic_as(
        &self,
        model: &Model,
        n: usize,
        parts: &Parts,
        name: Ident,
        preamble: &[String],
    ) -> TokenStream {
        let s = quote!(S);
        let nl = Literal::usize_unsuffixed(n);
        debug_assert_eq!(self.shape.returns(), self.sig.returns, "{}", self.sig.name);
        let header = self.sig.generic_header_as(name, &quote!(#nl));
        let u = if self.sig.args.contains(&Arg::Vector("tau")) {
            "tau"
        } else {
            "u"
        };
        let src = Sources::generic(model, u, parts);
        let body = body(self.block, &src, &mut Vec::new());
        let value = self.shape.assemble(n, self.block, &s);
        let preamble = preamble.iter().map(|l| format!(" {l}"));
        let doc = self.doc_attrs();
        quote! {
            #(#[doc = #preamble])*
            #doc
            #[inline]
            #header {
                let c = <S as ::chaindyn::Real>::constant;
                #body
                #value
            }
        }
    }

    /// The same method documented by `doc` (one line per entry).
    pub(super) fn with_doc(self, doc: Vec<String>) -> Self {
        Method { doc, ..self }
    }

    /// Its documentation, one line per entry.
    pub(super) fn doc(&self) -> &[String] {
        &self.doc
    }

    /// `fn <name>_in<S: Real>(..)` of `DynamicsIn` with `body` (which makes `operations`
    /// operations).
    pub(super) fn composed_generic(
        &self,
        n: usize,
        body: TokenStream,
        operations: usize,
    ) -> TokenStream {
        let nl = Literal::usize_unsuffixed(n);
        let header = self.sig.generic_header(&quote!(#nl));
        let mut lines: Vec<String> = self.doc.iter().map(|l| format!(" {l}")).collect();
        lines.push(format!(
            " Generated: {operations} operations (additions, multiplications, calls) after CSE \
             and Horner."
        ));
        quote! {
            #(#[doc = #lines])*
            #[inline]
            #header {
                #body
            }
        }
    }

    /// The `f64` method of `Dynamics`: the generic program in `f64`.
    pub(super) fn f64(&self, n: usize) -> TokenStream {
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

/// The method table of a derived model, in the order of the `Dynamics` trait.
pub(super) fn methods<'a>(model: &Model, d: &'a Derived) -> Vec<Method<'a>> {
    let notes = Notes {
        armature: model.links.iter().any(|l| l.dynamics.has_armature()),
        dissipative: d.losses.is_some(),
    };
    let mut m = dynamics_methods(d, &notes);
    m.extend(jacobian_methods(d));
    m.push(linearize_method(d, &notes));
    m.push(equilibrium_method(d, notes.dissipative));
    note_independent_blocks(d, &mut m);
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
    if let Some(b) = &d.losses_jacobian {
        m.push(Method {
            sig: signature("joint_losses_jacobian"),
            block: b,
            shape: Shape::Matrix,
            doc: lines(&[
                "`∂τ_loss/∂q̇`: per joint `b + F v_s² / (q̇² + v_s²)^(3/2)` on the diagonal (relative",
                "joint velocities; `Tᵀ D T` for absolute angles).",
            ]),
        });
    }
    m
}

/// Whether the chain's joints have armature and losses, which the documentation then notes.
struct Notes {
    armature: bool,
    dissipative: bool,
}

impl Notes {
    /// `doc` with the notes asked for (`armature_note`, `loss_note`) that apply to the chain.
    fn with(&self, mut doc: Vec<String>, armature_note: bool, loss_note: bool) -> Vec<String> {
        // The joints' armature and losses are documented only where a chain has them (the code
        // of a chain of ideal joints does not mention them).
        if armature_note && self.armature {
            doc.push(
                "The joints' armature (reflected rotor inertia) is on the diagonal (in the \
                 chain's coordinates, `Tᵀ diag(a) T` for absolute angles)."
                    .into(),
            );
        }
        if loss_note && self.dissipative {
            doc.push(
                "With the joints' losses `τ_loss(q̇)` (viscous damping and smoothed Coulomb \
                 friction, `b q̇ + F q̇ / √(q̇² + v_s²)` per joint): see `joint_losses`."
                    .into(),
            );
        }
        doc
    }
}

/// Documentation lines, one per entry.
pub(super) fn lines(l: &[&str]) -> Vec<String> {
    l.iter().map(|s| s.to_string()).collect()
}

/// Whether `b` was derived by the planar chain's closed form (`crate::symbolic::planar`).
fn planar(b: &Block) -> bool {
    b.name.ends_with("_planar")
}

/// The dynamics' methods: `M`, `C`, `C q̇`, `g`, inverse and forward dynamics, the energies.
fn dynamics_methods<'a>(d: &'a Derived, notes: &Notes) -> Vec<Method<'a>> {
    vec![
        Method {
            sig: signature("mass_matrix"),
            block: &d.mass,
            shape: Shape::Symmetric,
            doc: notes.with(
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
            doc: notes.with(
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
            doc: notes.with(
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
    ]
}

/// The methods of the Jacobians: `∂M/∂q`, `C q̇`'s and `g`'s.
fn jacobian_methods(d: &Derived) -> Vec<Method<'_>> {
    vec![
        Method {
            sig: signature("mass_matrix_jacobian"),
            block: &d.mass_jacobian,
            shape: Shape::MassJacobian,
            doc: lines(&[
                "`∂M/∂q_k` for every `k`, by the chain rule through the named intermediates.",
            ]),
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
    ]
}

/// `linearize_blocks`, in the formulation and with the inverse `d` has.
fn linearize_method<'a>(d: &'a Derived, notes: &Notes) -> Method<'a> {
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
                    blocks: &d.independent_blocks,
                },
            },
            doc: notes.with(
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
        }
}

/// `linearize_equilibrium`, with the joints' losses if `dissipative`.
fn equilibrium_method(d: &Derived, dissipative: bool) -> Method<'_> {
    Method {
        sig: signature("linearize_equilibrium"),
        block: &d.equilibrium,
        shape: Shape::Equilibrium {
            dissipative,
            inverse: d.mass_inverse,
            blocks: &d.independent_blocks,
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
    }
}

/// The note, on the linearizations, that their products with `M⁻¹` go block by block.
fn note_independent_blocks(d: &Derived, m: &mut [Method<'_>]) {
    if !d.independent_blocks.is_empty() {
        let runs: Vec<String> = (d.independent_blocks.iter())
            .map(|&(at, size)| match size {
                1 => format!("{at}"),
                _ => format!("{at}–{}", at + size - 1),
            })
            .collect();
        let note = [
            "The products with `M⁻¹` go block by block over the independent subtrees on the base"
                .into(),
            format!(
                "(links {}): every entry between two of them is zero.",
                runs.join(", ")
            ),
        ];
        for method in m
            .iter_mut()
            .filter(|m| matches!(m.shape, Shape::Linearize { .. } | Shape::Equilibrium { .. }))
        {
            method.doc.extend(note.iter().cloned());
        }
    }
}
