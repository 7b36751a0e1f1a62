//! The interface a derive implements: the methods of `chaindyn::Dynamics` (in `f64`) and of
//! `chaindyn::DynamicsIn` (the same name with `_in`, generic over the number type `S`), each
//! with its arguments and its return type. The emitter ([`crate::emit`], with the computer
//! algebra) and the placeholder impl of a failed derive ([`crate::fallback`], without it) are
//! both written from this one list; the traits themselves are in the runtime crate, and every
//! derive (and every UI test of a failed one) compiles against them.

use proc_macro2::TokenStream;
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
        }
    }
}

/// One method: its name in `Dynamics`, its arguments after `&self` (each an `n`-vector) and what
/// it returns.
#[derive(Debug)]
pub struct Signature {
    /// The name in `Dynamics` (`<name>_in` in `DynamicsIn`).
    pub name: &'static str,
    /// The arguments after `&self`, each an `n`-vector.
    pub args: &'static [&'static str],
    /// The return type.
    pub returns: Returns,
    /// Whether the trait has a default (a derive implements it only where the chain needs it).
    pub provided: bool,
}

impl Signature {
    /// `fn <name>_in<S: Real>(&self, ..) -> ..` of `DynamicsIn`, without a body.
    pub fn generic_header(&self, n: &TokenStream) -> TokenStream {
        let name = format_ident!("{}_in", self.name);
        let args = self.args.iter().map(|a| format_ident!("{a}"));
        let ret = self.returns.ty(n, &quote!(S));
        quote! {
            fn #name<S: ::chaindyn::Real>(&self, #(#args: &::chaindyn::nalgebra::SVector<S, #n>),*) -> #ret
        }
    }

    /// `fn <name>(&self, ..) -> ..` of `Dynamics`, in `f64`, without a body.
    pub fn f64_header(&self, n: &TokenStream) -> TokenStream {
        let name = format_ident!("{}", self.name);
        let args = self.args.iter().map(|a| format_ident!("{a}"));
        let ret = self.returns.ty(n, &quote!(f64));
        quote! {
            fn #name(&self, #(#args: &::chaindyn::nalgebra::SVector<f64, #n>),*) -> #ret
        }
    }
}

/// The generated methods, in the order of the `Dynamics` trait.
pub const DYNAMICS: [Signature; 14] = [
    required("mass_matrix", &["q"], Returns::Matrix),
    required("coriolis_matrix", &["q", "qd"], Returns::Matrix),
    required("coriolis_times_qd", &["q", "qd"], Returns::Vector),
    required("gravity", &["q"], Returns::Vector),
    required("inverse_dynamics", &["q", "qd", "qdd"], Returns::Vector),
    required("forward_dynamics", &["q", "qd", "tau"], Returns::Vector),
    required("kinetic_energy", &["q", "qd"], Returns::Scalar),
    Signature {
        name: "joint_losses",
        args: &["qd"],
        returns: Returns::Vector,
        provided: true,
    },
    required("potential_energy", &["q"], Returns::Scalar),
    required("mass_matrix_jacobian", &["q"], Returns::MatrixPerCoordinate),
    required("coriolis_jacobians", &["q", "qd"], Returns::MatrixPair),
    required("gravity_jacobian", &["q"], Returns::Matrix),
    required("linearize_blocks", &["q", "qd", "u"], Returns::Linearized),
    required("linearize_equilibrium", &["q"], Returns::Linearized),
];

const fn required(
    name: &'static str,
    args: &'static [&'static str],
    returns: Returns,
) -> Signature {
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
    DYNAMICS
        .iter()
        .find(|s| s.name == name)
        .unwrap_or_else(|| panic!("`{name}` is not a method of `Dynamics`"))
}
