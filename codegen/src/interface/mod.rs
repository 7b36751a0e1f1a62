//! The interface a derive implements, the one list of it that the emitter ([`crate::emit`], with
//! the computer algebra) and the placeholder impl of a failed derive ([`crate::fallback`],
//! without it) are both written from:
//!
//! * [`DYNAMICS`]: the methods of `chaindyn::Dynamics` (in `f64`) and of `chaindyn::DynamicsIn`
//!   (the same name with `_in`, generic over the number type `S`);
//! * [`TASK_SPACE`]: the methods of `chaindyn::TaskSpaceIn` (generic, `<name>_in`), for a chain
//!   whose description selects frames, with its constant `FRAMES` ([`frames_constant`]);
//! * [`CONSTANTS`]: the inherent constants of the model's type, with the constant of each
//!   selected frame ([`frame_constant`]).
//!
//! The traits themselves are in the runtime crate. The placeholder impls rendered here
//! ([`placeholder_dynamics`], [`placeholder_task_space`], [`placeholder_constants`]) are
//! compiled against them by this crate's tests (the build script writes them for two types, one
//! with a fixed number of degrees of freedom and one generic in it), and every derive compiles
//! the emitted code against them.
//!
//! This module uses nothing but `proc_macro2` and `quote`: the build script includes it.

use proc_macro2::{Literal, TokenStream};
use quote::{format_ident, quote};

/// What a method returns, for `n` degrees of freedom in the number type `S`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Returns {
    /// `SVector<S, n>`.
    Vector,
    /// `SMatrix<S, n, n>`.
    Matrix,
    /// `S`.
    Scalar,
    /// `[SMatrix<S, n, n>; n]`: one matrix per coordinate.
    MatrixPerCoordinate,
    /// `(SMatrix<S, n, n>, SMatrix<S, n, n>)`.
    MatrixPair,
    /// `chaindyn::Linearized<n, S>`.
    Linearized,
    /// `chaindyn::Pose<S>`.
    Pose,
    /// `SMatrix<S, rows, n>`: a Jacobian of `rows` task-space values, one column per coordinate.
    Jacobian(usize),
    /// `SVector<S, 6>`: a spatial vector (linear part, then angular).
    SpatialVector,
    /// `Vector3<S>`.
    Point,
}

impl Returns {
    /// The return type, `n` and `s` as tokens.
    pub fn ty(self, n: &TokenStream, s: &TokenStream) -> TokenStream {
        let mat = quote!(::chaindyn::nalgebra::SMatrix<#s, #n, #n>);
        match self {
            Returns::Vector => quote!(::chaindyn::nalgebra::SVector<#s, #n>),
            Returns::Matrix => mat,
            Returns::Scalar => quote!(#s),
            Returns::MatrixPerCoordinate => quote!([#mat; #n]),
            Returns::MatrixPair => quote!((#mat, #mat)),
            Returns::Linearized => quote!(::chaindyn::Linearized<#n, #s>),
            Returns::Pose => quote!(::chaindyn::Pose<#s>),
            Returns::Jacobian(rows) => {
                let rows = Literal::usize_unsuffixed(rows);
                quote!(::chaindyn::nalgebra::SMatrix<#s, #rows, #n>)
            }
            Returns::SpatialVector => quote!(::chaindyn::nalgebra::SVector<#s, 6>),
            Returns::Point => quote!(::chaindyn::nalgebra::Vector3<#s>),
        }
    }
}

/// An argument of a method, after `&self`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Arg {
    /// `<name>: &SVector<S, n>`: coordinates, velocities, accelerations or forces.
    Vector(&'static str),
    /// `frame: chaindyn::FrameId<Self>`.
    Frame,
    /// `reference: chaindyn::ReferenceFrame`.
    Reference,
    /// `wrench: &chaindyn::ExternalWrench<chaindyn::FrameId<Self>, S>`.
    Wrench,
}

impl Arg {
    /// The argument's name.
    pub fn name(self) -> &'static str {
        match self {
            Arg::Vector(name) => name,
            Arg::Frame => "frame",
            Arg::Reference => "reference",
            Arg::Wrench => "wrench",
        }
    }

    /// The argument's type, `n` and `s` as tokens.
    pub fn ty(self, n: &TokenStream, s: &TokenStream) -> TokenStream {
        match self {
            Arg::Vector(_) => quote!(&::chaindyn::nalgebra::SVector<#s, #n>),
            Arg::Frame => quote!(::chaindyn::FrameId<Self>),
            Arg::Reference => quote!(::chaindyn::ReferenceFrame),
            Arg::Wrench => quote!(&::chaindyn::ExternalWrench<::chaindyn::FrameId<Self>, #s>),
        }
    }
}

/// The joint coordinates `q`.
const Q: Arg = Arg::Vector("q");
/// The joint velocities `q̇`.
const QD: Arg = Arg::Vector("qd");

/// One method: its name in the `f64` trait, its arguments after `&self` and what it returns.
#[derive(Debug)]
pub struct Signature {
    /// The name in `Dynamics` (`<name>_in` in `DynamicsIn` and `TaskSpaceIn`).
    pub name: &'static str,
    /// The arguments after `&self`.
    pub args: &'static [Arg],
    /// The return type.
    pub returns: Returns,
    /// Whether the trait has a default (a derive implements it only where the chain needs it).
    pub provided: bool,
}

impl Signature {
    /// `fn <name>_in<S: Real>(&self, ..) -> ..` of `DynamicsIn` or `TaskSpaceIn`, without a
    /// body.
    pub fn generic_header(&self, n: &TokenStream) -> TokenStream {
        self.generic_header_as(format_ident!("{}_in", self.name), n)
    }

    /// [`Self::generic_header`] for a function named `name`.
    pub fn generic_header_as(&self, name: proc_macro2::Ident, n: &TokenStream) -> TokenStream {
        self.header(name, quote!(<S: ::chaindyn::Real>), n, &quote!(S))
    }

    /// `fn <name>(&self, ..) -> ..` of `Dynamics`, in `f64`, without a body.
    pub fn f64_header(&self, n: &TokenStream) -> TokenStream {
        self.header(format_ident!("{}", self.name), quote!(), n, &quote!(f64))
    }

    fn header(
        &self,
        name: proc_macro2::Ident,
        generics: TokenStream,
        n: &TokenStream,
        s: &TokenStream,
    ) -> TokenStream {
        let names = self.args.iter().map(|a| format_ident!("{}", a.name()));
        let types = self.args.iter().map(|a| a.ty(n, s));
        let ret = self.returns.ty(n, s);
        quote! {
            fn #name #generics(&self, #(#names: #types),*) -> #ret
        }
    }
}

/// The generated methods of `Dynamics` and `DynamicsIn`, in the order of the `Dynamics` trait.
pub const DYNAMICS: [Signature; 15] = [
    required("mass_matrix", &[Q], Returns::Matrix),
    required("coriolis_matrix", &[Q, QD], Returns::Matrix),
    required("coriolis_times_qd", &[Q, QD], Returns::Vector),
    required("gravity", &[Q], Returns::Vector),
    required(
        "inverse_dynamics",
        &[Q, QD, Arg::Vector("qdd")],
        Returns::Vector,
    ),
    required(
        "forward_dynamics",
        &[Q, QD, Arg::Vector("tau")],
        Returns::Vector,
    ),
    required("kinetic_energy", &[Q, QD], Returns::Scalar),
    Signature {
        name: "joint_losses",
        args: &[QD],
        returns: Returns::Vector,
        provided: true,
    },
    Signature {
        name: "joint_losses_jacobian",
        args: &[QD],
        returns: Returns::Matrix,
        provided: true,
    },
    required("potential_energy", &[Q], Returns::Scalar),
    required("mass_matrix_jacobian", &[Q], Returns::MatrixPerCoordinate),
    required("coriolis_jacobians", &[Q, QD], Returns::MatrixPair),
    required("gravity_jacobian", &[Q], Returns::Matrix),
    required(
        "linearize_blocks",
        &[Q, QD, Arg::Vector("u")],
        Returns::Linearized,
    ),
    required("linearize_equilibrium", &[Q], Returns::Linearized),
];

/// The methods of `TaskSpaceIn` (each generic, `<name>_in`), in the order of the trait.
pub const TASK_SPACE: [Signature; 6] = [
    required("frame_pose", &[Arg::Frame, Q], Returns::Pose),
    required(
        "frame_jacobian",
        &[Arg::Frame, Q, Arg::Reference],
        Returns::Jacobian(6),
    ),
    required(
        "frame_acceleration_bias",
        &[Arg::Frame, Q, QD, Arg::Reference],
        Returns::SpatialVector,
    ),
    required("center_of_mass", &[Q], Returns::Point),
    required("center_of_mass_jacobian", &[Q], Returns::Jacobian(3)),
    required(
        "wrench_torques_jacobian",
        &[Arg::Wrench, Q],
        Returns::Matrix,
    ),
];

const fn required(name: &'static str, args: &'static [Arg], returns: Returns) -> Signature {
    Signature {
        name,
        args,
        returns,
        provided: false,
    }
}

/// The signature of the method `name` of [`DYNAMICS`].
///
/// # Panics
/// If `name` is not in the list (a bug of the emitter, caught by every derive).
pub fn signature(name: &str) -> &'static Signature {
    find(&DYNAMICS, "Dynamics", name)
}

/// The signature of the method `name` of [`TASK_SPACE`].
///
/// # Panics
/// If `name` is not in the list (a bug of the emitter, caught by every derive with frames).
pub fn task_space_signature(name: &str) -> &'static Signature {
    find(&TASK_SPACE, "TaskSpaceIn", name)
}

fn find(list: &'static [Signature], trait_name: &str, name: &str) -> &'static Signature {
    list.iter()
        .find(|s| s.name == name)
        .unwrap_or_else(|| panic!("`{name}` is not a method of `{trait_name}`"))
}

/// The type of each element of an inherent constant.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Element {
    /// `&'static str`.
    Name,
    /// `(f64, f64)`: a range.
    Range,
    /// `f64`.
    Number,
    /// `(&'static str, usize)`: a method's name and a count.
    Count,
}

impl Element {
    /// The element type.
    pub fn ty(self) -> TokenStream {
        match self {
            Element::Name => quote!(&'static str),
            Element::Range => quote!((f64, f64)),
            Element::Number => quote!(f64),
            Element::Count => quote!((&'static str, usize)),
        }
    }
}

/// How many elements an inherent constant has.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Length {
    /// One per body (and joint), base outwards.
    PerJoint,
    /// One per generated method of `Dynamics`.
    PerMethod,
}

/// An inherent constant of a derived model's type: `pub const <name>: [<element>; <length>]`.
#[derive(Debug)]
pub struct Constant {
    /// Its name.
    pub name: &'static str,
    /// The type of its elements.
    pub element: Element,
    /// How many it has.
    pub length: Length,
    /// Its documentation, one entry per line (each written with a space in front).
    pub doc: &'static [&'static str],
}

impl Constant {
    /// `pub const <name>: [<element>; <len>] = <value>;` with its documentation.
    pub fn item(&self, len: &TokenStream, value: TokenStream) -> TokenStream {
        self.item_with_doc(self.doc, len, value)
    }

    fn item_with_doc(&self, doc: &[&str], len: &TokenStream, value: TokenStream) -> TokenStream {
        let name = format_ident!("{}", self.name);
        let element = self.element.ty();
        let doc = doc.iter().map(|l| format!(" {l}"));
        quote! {
            #(#[doc = #doc])*
            pub const #name: [#element; #len] = #value;
        }
    }
}

/// The inherent constants of every derived model's type, in the order they are emitted.
pub const CONSTANTS: [Constant; 6] = [
    Constant {
        name: "LINK_NAMES",
        element: Element::Name,
        length: Length::PerJoint,
        doc: &["Link names, base outwards."],
    },
    Constant {
        name: "JOINT_NAMES",
        element: Element::Name,
        length: Length::PerJoint,
        doc: &[
            "Joint names, base outwards (the URDF's; `<link>_joint` for attribute descriptions).",
        ],
    },
    Constant {
        name: "JOINT_LIMITS",
        element: Element::Range,
        length: Length::PerJoint,
        doc: &[
            "Position limits `(lower, upper)` of each joint (radians or length units), from the",
            "URDF's `<limit>`; infinite where none is given (continuous joints, attribute",
            "descriptions).",
        ],
    },
    Constant {
        name: "JOINT_VELOCITY_LIMITS",
        element: Element::Number,
        length: Length::PerJoint,
        doc: &[
            "Velocity limit of each joint (URDF `<limit velocity>`); infinite where none is given.",
        ],
    },
    Constant {
        name: "JOINT_EFFORT_LIMITS",
        element: Element::Number,
        length: Length::PerJoint,
        doc: &[
            "Effort (torque or force) limit of each joint (URDF `<limit effort>`); infinite where",
            "none is given.",
        ],
    },
    Constant {
        name: "GENERATED_OPERATIONS",
        element: Element::Count,
        length: Length::PerMethod,
        doc: &[
            "Symbolic operations (additions, multiplications, calls) of each generated method,",
            "after symbolica's common-subexpression elimination and Horner schemes, the",
            "`L D Lᵀ` factorisation of `M` and its solves included (`linearize_blocks` and",
            "`linearize_equilibrium` exclude their final `M⁻¹ ∂τ/∂(q, q̇)`, `M⁻¹ ∂g/∂q`",
            "products).",
        ],
    },
];

/// The name of `TaskSpaceIn`'s constant that lists the generated frames.
pub const FRAMES: &str = "FRAMES";

/// Whether `name` is taken by the derive: a constant of [`CONSTANTS`] on the struct, or
/// [`FRAMES`] (the `TaskSpace` constant, which an inherent constant of that name would hide). No
/// frame constant may take one.
pub fn is_reserved(name: &str) -> bool {
    name == FRAMES || CONSTANTS.iter().any(|c| c.name == name)
}

/// `const FRAMES: &'static [(&'static str, FrameId<Self>)] = &[<entries>];` of `TaskSpaceIn`,
/// each entry `(name, id)`.
pub fn frames_constant(entries: impl IntoIterator<Item = TokenStream>) -> TokenStream {
    let (name, entries) = (format_ident!("{FRAMES}"), entries.into_iter());
    quote! {
        const #name: &'static [(&'static str, ::chaindyn::FrameId<Self>)] = &[#(#entries),*];
    }
}

/// The inherent constant `constant` of the type `ty` that names the frame with index `index`:
/// `pub const <constant>: FrameId<ty> = FrameId::new_unchecked(<index>);`, documented by `doc`
/// (written as it is).
pub fn frame_constant(
    doc: &str,
    constant: &proc_macro2::Ident,
    ty: &TokenStream,
    index: usize,
) -> TokenStream {
    let i = Literal::usize_unsuffixed(index);
    quote! {
        #[doc = #doc]
        pub const #constant: ::chaindyn::FrameId<#ty> = ::chaindyn::FrameId::new_unchecked(#i);
    }
}

/// The body of every placeholder method: the crate does not compile, so none ever runs.
fn never() -> TokenStream {
    quote!({ ::core::unreachable!("#[derive(Dynamics)] failed to compile; see its errors") })
}

/// The documentation of every placeholder constant.
const PLACEHOLDER: &[&str] = &["Placeholder of a failed derive."];

/// Placeholder `impl`s of `Dynamics<n>` and `DynamicsIn<n>` for `ty` (with `generics`, for
/// example `<const N: usize>`), every method unreachable: the methods of [`DYNAMICS`] the traits
/// require (with `provided`, every one), and `Dynamics::chain`.
pub fn placeholder_dynamics(
    ty: &TokenStream,
    generics: &TokenStream,
    n: &TokenStream,
    provided: bool,
) -> TokenStream {
    let methods = DYNAMICS.iter().filter(|m| provided || !m.provided);
    let f64_methods: Vec<TokenStream> = methods.clone().map(|m| m.f64_header(n)).collect();
    let generic_methods: Vec<TokenStream> = methods.map(|m| m.generic_header(n)).collect();
    let never = never();
    quote! {
        #[automatically_derived]
        #[allow(unused_variables, clippy::all)]
        impl #generics ::chaindyn::Dynamics<#n> for #ty {
            #(#f64_methods #never)*
            ::chaindyn::__with_std! {
                fn chain(&self) -> ::chaindyn::Chain #never
            }
        }
        #[automatically_derived]
        #[allow(unused_variables, clippy::all)]
        impl #generics ::chaindyn::DynamicsIn<#n> for #ty {
            #(#generic_methods #never)*
        }
    }
}

/// A placeholder `impl` of `TaskSpaceIn<n>` for `ty` (with `generics`): no frames, every
/// method of [`TASK_SPACE`] unreachable.
pub fn placeholder_task_space(
    ty: &TokenStream,
    generics: &TokenStream,
    n: &TokenStream,
) -> TokenStream {
    let methods = TASK_SPACE.iter().map(|m| m.generic_header(n));
    let frames = frames_constant([]);
    let never = never();
    quote! {
        #[automatically_derived]
        #[allow(unused_variables, clippy::all)]
        impl #generics ::chaindyn::TaskSpaceIn<#n> for #ty {
            #frames
            #(#methods #never)*
        }
    }
}

/// A floating base's method: name, arguments (`(name, configuration?)`: a configuration is `NQ`
/// long, anything else `NV`) and what it returns (for `NV`).
pub type FloatingSignature = (&'static str, &'static [(&'static str, bool)], Returns);

/// The methods of `FloatingDynamicsIn` (each `<name>_in`, generic over the number type) and of
/// `FloatingDynamics` (in `f64`), in the order of the traits, for a floating base.
pub const FLOATING: [FloatingSignature; 11] = [
    ("mass_matrix", &[("q", true)], Returns::Matrix),
    (
        "nonlinear_effects",
        &[("q", true), ("v", false)],
        Returns::Vector,
    ),
    ("gravity", &[("q", true)], Returns::Vector),
    (
        "inverse_dynamics",
        &[("q", true), ("v", false), ("a", false)],
        Returns::Vector,
    ),
    (
        "forward_dynamics",
        &[("q", true), ("v", false), ("tau", false)],
        Returns::Vector,
    ),
    (
        "linearize_blocks",
        &[("q", true), ("v", false), ("tau", false)],
        Returns::Linearized,
    ),
    (
        "inverse_dynamics_derivatives",
        &[("q", true), ("v", false), ("a", false)],
        Returns::MatrixPair,
    ),
    ("center_of_mass", &[("q", true)], Returns::Point),
    (
        "center_of_mass_jacobian",
        &[("q", true)],
        Returns::Jacobian(3),
    ),
    ("centroidal_map", &[("q", true)], Returns::Jacobian(6)),
    (
        "centroidal_momentum_bias",
        &[("q", true), ("v", false)],
        Returns::SpatialVector,
    ),
];

/// `fn <name>(&self, ..) -> ..` of a floating base's method ([`FLOATING`]), without a body:
/// `<name>_in<S: Real>` in `S` with `generic`, else `<name>` in `f64`.
pub fn floating_header(
    (name, args, returns): &FloatingSignature,
    generic: bool,
    nq: &TokenStream,
    nv: &TokenStream,
) -> TokenStream {
    let (ident, generics, s) = if generic {
        (
            format_ident!("{name}_in"),
            quote!(<S: ::chaindyn::Real>),
            quote!(S),
        )
    } else {
        (format_ident!("{name}"), quote!(), quote!(f64))
    };
    let names = args.iter().map(|(a, _)| format_ident!("{a}"));
    let types = args.iter().map(|(_, config)| {
        let n = if *config { nq } else { nv };
        quote!(&::chaindyn::nalgebra::SVector<#s, #n>)
    });
    let ret = returns.ty(nv, &s);
    quote!(fn #ident #generics(&self, #(#names: #types),*) -> #ret)
}

/// Placeholder `impl`s of `FloatingDynamicsIn<nq, nv>` and `FloatingDynamics<nq, nv>` (with
/// `frames`, `FloatingTaskSpaceIn<nq, nv>` too) for `ty` (with `generics`), every method
/// unreachable; `base_body` and `chain` included.
pub fn placeholder_floating(
    ty: &TokenStream,
    generics: &TokenStream,
    (nq, nv): (&TokenStream, &TokenStream),
    frames: bool,
) -> TokenStream {
    let never = never();
    let generic = FLOATING.iter().map(|m| floating_header(m, true, nq, nv));
    let f64_methods = FLOATING.iter().map(|m| floating_header(m, false, nq, nv));
    let task_space = frames.then(|| {
        let frames = frames_constant([]);
        quote! {
            #[automatically_derived]
            #[allow(unused_variables, clippy::all)]
            impl #generics ::chaindyn::FloatingTaskSpaceIn<#nq, #nv> for #ty {
                #frames
                fn frame_pose_in<S: ::chaindyn::Real>(
                    &self,
                    frame: ::chaindyn::FrameId<Self>,
                    q: &::chaindyn::nalgebra::SVector<S, #nq>,
                ) -> ::chaindyn::Pose<S> #never
                fn frame_jacobian_in<S: ::chaindyn::Real>(
                    &self,
                    frame: ::chaindyn::FrameId<Self>,
                    q: &::chaindyn::nalgebra::SVector<S, #nq>,
                    reference: ::chaindyn::ReferenceFrame,
                ) -> ::chaindyn::nalgebra::SMatrix<S, 6, #nv> #never
                fn frame_acceleration_bias_in<S: ::chaindyn::Real>(
                    &self,
                    frame: ::chaindyn::FrameId<Self>,
                    q: &::chaindyn::nalgebra::SVector<S, #nq>,
                    v: &::chaindyn::nalgebra::SVector<S, #nv>,
                    reference: ::chaindyn::ReferenceFrame,
                ) -> ::chaindyn::nalgebra::SVector<S, 6> #never
            }
        }
    });
    quote! {
        #[automatically_derived]
        #[allow(unused_variables, clippy::all)]
        impl #generics ::chaindyn::FloatingDynamicsIn<#nq, #nv> for #ty {
            #(#generic #never)*
        }

        #[automatically_derived]
        #[allow(unused_variables, clippy::all)]
        impl #generics ::chaindyn::FloatingDynamics<#nq, #nv> for #ty {
            #(#f64_methods #never)*
            ::chaindyn::__with_std! {
                fn base_body(&self) -> ::chaindyn::model::Body #never
                fn chain(&self) -> ::chaindyn::Chain #never
            }
        }

        #task_space
    }
}

/// Placeholders of the inherent constants of `ty`: with `n` degrees of freedom known, those of
/// [`CONSTANTS`] (no method counted; an inherent `impl` cannot be generic in `n`), and the frame
/// constants `frames` (each naming frame 0). Nothing if there are neither.
pub fn placeholder_constants(
    ty: &TokenStream,
    n: Option<&TokenStream>,
    frames: &[proc_macro2::Ident],
) -> TokenStream {
    let constants = n.into_iter().flat_map(|n| {
        CONSTANTS.iter().map(move |c| {
            let (len, value) = match (c.length, c.element) {
                (Length::PerMethod, _) => (quote!(0), quote!([])),
                (Length::PerJoint, Element::Name) => (quote!(#n), quote!([""; #n])),
                (Length::PerJoint, Element::Range) => (quote!(#n), quote!([(0.0, 0.0); #n])),
                (Length::PerJoint, Element::Number) => (quote!(#n), quote!([0.0; #n])),
                (Length::PerJoint, Element::Count) => (quote!(#n), quote!([("", 0); #n])),
            };
            c.item_with_doc(PLACEHOLDER, &len, value)
        })
    });
    let doc = format!(" {}", PLACEHOLDER[0]);
    let items: Vec<TokenStream> = constants
        .chain(frames.iter().map(|c| frame_constant(&doc, c, ty, 0)))
        .collect();
    if items.is_empty() {
        return TokenStream::new();
    }
    quote! {
        #[allow(dead_code)]
        impl #ty {
            #(#items)*
        }
    }
}

#[cfg(test)]
mod tests;
