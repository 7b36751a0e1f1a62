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

/// The inherent constants of a floating base with `contacts = ..`: the contacts, and their
/// number of force components.
pub const CONTACT_CONSTANTS: [&str; 2] = ["CONTACTS", "CONTACT_FORCES"];

/// Whether `name` is taken by the derive: a constant of [`CONSTANTS`] or of
/// [`CONTACT_CONSTANTS`] on the struct, or [`FRAMES`] (the `TaskSpace` constant, which an
/// inherent constant of that name would hide). No frame constant may take one.
pub fn is_reserved(name: &str) -> bool {
    name == FRAMES || CONSTANTS.iter().any(|c| c.name == name) || CONTACT_CONSTANTS.contains(&name)
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

/// How a floating base's method forms its value from its program's outputs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Assembly {
    /// A symmetric matrix from its upper triangle, row by row.
    Symmetric,
    /// A vector, one output an entry.
    Vector,
    /// Two matrices, row-major, one after the other.
    MatrixPair,
    /// Forward dynamics: a vector, or with the dense kernels `M`'s upper triangle and the
    /// right-hand side solved by `::chaindyn::__spd_solve` (the generated documentation then
    /// says which).
    Forward,
    /// The linearization in the tangent space (`a`, the parts of `M⁻¹`, the joints' columns of
    /// `∂τ/∂q` and `∂τ/∂v`, assembled by the runtime's kernels; its documentation says how).
    Linearize,
    /// `::chaindyn::<kernel>::<S, NQ[, NV with nv]>(q, pieces..)`.
    Kernel {
        /// The runtime kernel.
        kernel: &'static str,
        /// Whether it takes `NV` as a generic argument.
        nv: bool,
        /// The program's outputs, in order.
        pieces: &'static [Piece],
    },
}

/// A method of `FloatingDynamicsIn` (each `<name>_in`, generic over the number type) and of
/// `FloatingDynamics` (in `f64`): the one entry from which its signature in both, its emission
/// (its program's outputs formed into its value by `assembly`, documented by `doc`), the
/// placeholder of a failed derive and the finiteness check of its constants follow; its
/// derivation is `derive::candidates::floating`'s arm of the same name.
#[derive(Debug)]
pub struct FloatingMethod {
    /// The name in `FloatingDynamics` (`<name>_in` in `FloatingDynamicsIn`).
    pub name: &'static str,
    /// The arguments after `&self`: `(name, configuration?)` (a configuration is `NQ` long,
    /// anything else `NV`).
    pub args: &'static [(&'static str, bool)],
    /// What it returns (for `NV`).
    pub returns: Returns,
    /// How its value is formed.
    pub assembly: Assembly,
    /// The emitted method's documentation (the formulation's lines follow for
    /// [`Assembly::Forward`] and [`Assembly::Linearize`]).
    pub doc: &'static [&'static str],
}

/// The configuration `q` of a floating base.
const FQ: (&str, bool) = ("q", true);
/// The velocity `v` of a floating base.
const FV: (&str, bool) = ("v", false);

/// The methods of `FloatingDynamicsIn` and `FloatingDynamics`, in the order of the traits.
pub const FLOATING: [FloatingMethod; 11] = [
    FloatingMethod {
        name: "mass_matrix",
        args: &[FQ],
        returns: Returns::Matrix,
        assembly: Assembly::Symmetric,
        doc: &[
            "Mass matrix `M(q)` of the floating base and its joints, by the symbolic composite",
            "rigid body algorithm: the base's block is the whole robot's composite inertia in",
            "base coordinates; `M` depends on the joint angles only.",
        ],
    },
    FloatingMethod {
        name: "nonlinear_effects",
        args: &[FQ, FV],
        returns: Returns::Vector,
        assembly: Assembly::Vector,
        doc: &[
            "`C(q, v) v + g(q)` (Pinocchio's `nle`) by symbolic recursive Newton–Euler, gravity",
            "in base coordinates `R(ξ)ᵀ g`.",
        ],
    },
    FloatingMethod {
        name: "gravity",
        args: &[FQ],
        returns: Returns::Vector,
        assembly: Assembly::Vector,
        doc: &["Gravity forces `g(q)`: the base's six entries are the robot's weight as a wrench in base coordinates."],
    },
    FloatingMethod {
        name: "inverse_dynamics",
        args: &[FQ, FV, ("a", false)],
        returns: Returns::Vector,
        assembly: Assembly::Vector,
        doc: &[
            "Inverse dynamics `τ = M a + C v + g + τ_loss` (symbolic recursive Newton–Euler):",
            "the wrench on the base `[f; n]` in base coordinates, then the joints' torques.",
        ],
    },
    FloatingMethod {
        name: "forward_dynamics",
        args: &[FQ, FV, ("tau", false)],
        returns: Returns::Vector,
        assembly: Assembly::Forward,
        doc: &["Forward dynamics `a = M⁻¹ (τ − C v − g − τ_loss)`: symbolic `M` and `C v + g`, then"],
    },
    FloatingMethod {
        name: "linearize_blocks",
        args: &[FQ, FV, ("tau", false)],
        returns: Returns::Linearized,
        assembly: Assembly::Linearize,
        doc: &["Linearization at any state `(q, v, τ)` in the tangent space, one straight-line"],
    },
    FloatingMethod {
        name: "inverse_dynamics_derivatives",
        args: &[FQ, FV, ("a", false)],
        returns: Returns::MatrixPair,
        assembly: Assembly::MatrixPair,
        doc: &[
            "`(∂τ/∂q, ∂τ/∂v)` of inverse dynamics at `(q, v, a)` in the tangent space (Pinocchio's",
            "`computeRNEADerivatives`; `∂τ/∂a = M`): forward mode through the named intermediates",
            "on the joints and velocities; on the base's orientation `−M[:, 0..3] (g_b × e_k)`",
            "(gravity enters as the base's linear acceleration does), zero on its position.",
        ],
    },
    FloatingMethod {
        name: "center_of_mass",
        args: &[FQ],
        returns: Returns::Point,
        assembly: Assembly::Kernel {
            kernel: "__floating_com",
            nv: false,
            pieces: &[Piece::Array(3)],
        },
        doc: &[
            "The robot's centre of mass in the world (Pinocchio's `centerOfMass`): `p + R c`, with",
            "`c = h / m` from the composite rigid body algorithm in base coordinates.",
        ],
    },
    FloatingMethod {
        name: "center_of_mass_jacobian",
        args: &[FQ],
        returns: Returns::Jacobian(3),
        assembly: Assembly::Kernel {
            kernel: "__floating_com_jacobian",
            nv: true,
            pieces: &[Piece::Array(3), Piece::PerJoint(3)],
        },
        doc: &[
            "The centre of mass's Jacobian in world axes (tangent space; Pinocchio's",
            "`jacobianCenterOfMass`): `ċ = J_c v`, `R [E, −[c]×, F]` with `F` the joints' columns of",
            "`M`'s linear base rows over the mass.",
        ],
    },
    FloatingMethod {
        name: "centroidal_map",
        args: &[FQ],
        returns: Returns::Jacobian(6),
        assembly: Assembly::Kernel {
            kernel: "__centroidal_map",
            nv: true,
            pieces: &[
                Piece::Scalar,
                Piece::Array(3),
                Piece::Array(6),
                Piece::PerJoint(6),
            ],
        },
        doc: &[
            "The centroidal momentum matrix `A_g(q)` (Orin, Goswami & Lee 2013; Pinocchio's",
            "`computeCentroidalMap`): `h_G = A_g v`, the linear momentum then the angular momentum",
            "about the centre of mass, in world axes; from `M`'s base rows (the robot's spatial",
            "momentum about the base's origin) moved to the centre of mass.",
        ],
    },
    FloatingMethod {
        name: "centroidal_momentum_bias",
        args: &[FQ, FV],
        returns: Returns::SpatialVector,
        assembly: Assembly::Kernel {
            kernel: "__centroidal_bias",
            nv: false,
            pieces: &[Piece::Array(3), Piece::Array(6)],
        },
        doc: &[
            "`Ȧ_g v` (Pinocchio's `dAg · v`), so that `ḣ_G = A_g v̇ + Ȧ_g v`: the base's wrench of",
            "inverse dynamics at `v̇ = 0` without gravity, moved to the centre of mass, in world",
            "axes.",
        ],
    },
];

/// What a floating base's frame method takes after `frame`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FrameInput {
    /// `q: &SVector<S, NQ>`.
    Configuration,
    /// `v: &SVector<S, NV>`.
    Velocity,
    /// `reference: chaindyn::ReferenceFrame`.
    Reference,
}

/// A run of a program's outputs handed to a method's kernel, in order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Piece {
    /// The next output alone.
    Scalar,
    /// `[..]`: the next `len` outputs as an array.
    Array(usize),
    /// `&[..]`: the next `per_joint · n` outputs as a slice (`n` the joints).
    PerJoint(usize),
}

/// A method of `FloatingTaskSpaceIn` (generic, `<name>_in`; `FloatingTaskSpace` has it in `f64`
/// under `name`): the one entry from which its derivation (the program of each selected frame,
/// `derive::candidates::floating`'s `frame_outputs` by `name`), its emission (each frame's
/// program, its outputs passed in `pieces` to the runtime's `kernel`, which adds the base's
/// motion), the placeholder of a failed derive and the finiteness check of its constants follow.
#[derive(Debug)]
pub struct FloatingFrameMethod {
    /// The name in `FloatingTaskSpace` (`<name>_in` in `FloatingTaskSpaceIn`).
    pub name: &'static str,
    /// The arguments after `&self, frame`.
    pub inputs: &'static [FrameInput],
    /// The return type (`Pose`, `Jacobian(6)` or `SpatialVector`).
    pub returns: Returns,
    /// The runtime kernel (`::chaindyn::<kernel>::<S, NQ[, NV]>(q, [v,] pieces.., [reference])`).
    pub kernel: &'static str,
    /// Whether the kernel takes `NV` as a generic argument.
    pub kernel_nv: bool,
    /// The program's outputs, in order.
    pub pieces: &'static [Piece],
    /// The emitted method's documentation.
    pub doc: &'static [&'static str],
}

/// The methods of `FloatingTaskSpaceIn`, in the order of the trait.
pub const FLOATING_FRAMES: [FloatingFrameMethod; 3] = [
    FloatingFrameMethod {
        name: "frame_pose",
        inputs: &[FrameInput::Configuration],
        returns: Returns::Pose,
        kernel: "__floating_frame_pose",
        kernel_nv: false,
        pieces: &[Piece::Array(9), Piece::Array(3)],
        doc: &[
            "The frame's pose in the world: its pose in base coordinates by the product of the",
            "joint transforms, then the base's pose.",
        ],
    },
    FloatingFrameMethod {
        name: "frame_jacobian",
        inputs: &[FrameInput::Configuration, FrameInput::Reference],
        returns: Returns::Jacobian(6),
        kernel: "__floating_frame_jacobian",
        kernel_nv: true,
        pieces: &[Piece::Array(9), Piece::Array(3), Piece::PerJoint(6)],
        doc: &[
            "The frame's Jacobian in the tangent space (rows `[v; ω]` of its origin): in base",
            "axes `[[E, −[p]×, J_v], [0, E, J_ω]]` (`p` the frame's origin in base coordinates,",
            "joint column `j` `[z_j × (p − p_j); z_j]` for a revolute joint, `[z_j; 0]` for a",
            "prismatic one), turned into world axes (`LocalWorldAligned`) or the frame's",
            "(`Local`).",
        ],
    },
    FloatingFrameMethod {
        name: "frame_acceleration_bias",
        inputs: &[
            FrameInput::Configuration,
            FrameInput::Velocity,
            FrameInput::Reference,
        ],
        returns: Returns::SpatialVector,
        kernel: "__floating_frame_bias",
        kernel_nv: true,
        pieces: &[
            Piece::Array(9),
            Piece::Array(3),
            Piece::Array(6),
            Piece::Array(6),
        ],
        doc: &[
            "The frame's acceleration bias `J̇ v` (the classical acceleration of its origin at",
            "`v̇ = 0`): the joints' part in base coordinates by the acceleration recursion at",
            "`q̈ = 0` down the frame's path, the base's motion added, turned into world axes",
            "(`LocalWorldAligned`) or the frame's (`Local`).",
        ],
    },
];

/// `fn <name>_in<S: Real>(&self, frame: FrameId<Self>, ..) -> ..` of a floating base's frame
/// method ([`FLOATING_FRAMES`]), without a body.
pub fn floating_frame_header(
    method: &FloatingFrameMethod,
    nq: &TokenStream,
    nv: &TokenStream,
) -> TokenStream {
    let ident = format_ident!("{}_in", method.name);
    let inputs = method.inputs.iter().map(|i| match i {
        FrameInput::Configuration => quote!(q: &::chaindyn::nalgebra::SVector<S, #nq>),
        FrameInput::Velocity => quote!(v: &::chaindyn::nalgebra::SVector<S, #nv>),
        FrameInput::Reference => quote!(reference: ::chaindyn::ReferenceFrame),
    });
    let ret = method.returns.ty(nv, &quote!(S));
    quote! {
        fn #ident<S: ::chaindyn::Real>(
            &self,
            frame: ::chaindyn::FrameId<Self>,
            #(#inputs),*
        ) -> #ret
    }
}

/// `fn <name>(&self, ..) -> ..` of a floating base's method ([`FLOATING`]), without a body:
/// `<name>_in<S: Real>` in `S` with `generic`, else `<name>` in `f64`.
pub fn floating_header(
    FloatingMethod {
        name,
        args,
        returns,
        ..
    }: &FloatingMethod,
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
        let methods = FLOATING_FRAMES
            .iter()
            .map(|m| floating_frame_header(m, nq, nv));
        quote! {
            #[automatically_derived]
            #[allow(unused_variables, clippy::all)]
            impl #generics ::chaindyn::FloatingTaskSpaceIn<#nq, #nv> for #ty {
                #frames
                #(#methods #never)*
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
