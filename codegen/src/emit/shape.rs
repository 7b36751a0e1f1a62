//! What a method of `Dynamics` returns, assembled from its block's outputs: vectors, (symmetric)
//! matrices, numbers, and the linearizations with their final products.

use super::body::in_parts;
use super::expr::out;
use crate::derive::{split_inverse_len, Block, MassInverse};
use crate::interface::Returns;
use crate::symbolic::upper;
use proc_macro2::{Literal, TokenStream};
use quote::quote;

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

/// `M⁻¹` from the outputs `n..n + n(n+1)/2` of a linearization: its upper triangle, or with
/// [`MassInverse::Kernel`] the factors of `L D Lᵀ` for `::chaindyn::__ldl_inverse`.
fn ldl_inverse(inverse: MassInverse, n: usize, b: &Block, s: &TokenStream) -> TokenStream {
    match inverse {
        MassInverse::Unrolled => matrix(n, s, &symmetric(n, b, n)),
        MassInverse::Kernel => {
            let nl = Literal::usize_unsuffixed(n);
            let below = n * (n - 1) / 2;
            let l = (n..n + below).map(|k| out(b, k));
            let id = (n + below..n + below + n).map(|k| out(b, k));
            quote!(::chaindyn::__ldl_inverse::<#s, #nl>(&[#(#l),*], &[#(#id),*]))
        }
    }
}

/// What a method returns, and how it is assembled from its block's outputs.
#[derive(Clone, Copy)]
pub(super) enum Shape<'a> {
    /// A vector: outputs `0..n`.
    Vector,
    /// `M⁻¹ b` by the runtime's dense solve: `M`'s upper triangle, then `b` (`n`).
    Solve,
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
    /// `linearize_blocks`: `q̈`, `M⁻¹` (upper; with [`MassInverse::Kernel`], the factors of
    /// `L D Lᵀ`), `∂τ/∂q`, `∂τ/∂q̇`; the products with `M⁻¹` block by block over `blocks`
    /// (`(first, size)`, a tree's independent subtrees) when there are any.
    Linearize {
        inverse: MassInverse,
        blocks: &'a [(usize, usize)],
    },
    /// `linearize_blocks` of a planar chain in the bodies' angles
    /// ([`crate::derive::Formulation::BodyAngles`]): `q̈`, `M_θ⁻¹` (upper; with
    /// [`MassInverse::Kernel`], the factors of `L D Lᵀ`), `M_θ` (upper), `F′` (strictly upper;
    /// antisymmetric), `g′` (`n`), assembled by `::chaindyn::__planar_linearize`; `signs` the
    /// joints' `s_j` in joint angles (`None` in absolute angles).
    LinearizeBodyAngles {
        inverse: MassInverse,
        signs: Option<&'a [i8]>,
    },
    /// A floating base's `linearize_blocks` (`n = nv`): `a`, `M⁻¹` in parts formed by
    /// `::chaindyn::__floating_inverse` (the joints' part of the base's rows of `L⁻¹`, the base's
    /// `L` and `1 / d`, the joints' part: [`split_inverse_len`] values; with
    /// [`MassInverse::Kernel`], the factors of
    /// `L D Lᵀ`), the joints' columns of `∂τ/∂q`
    /// (`nv × (nv − 6)`), `∂τ/∂v`; the products with `M⁻¹` by `::chaindyn::__floating_neg_mul`
    /// over the structural zeros of the joints' independent subtrees `legs`; `∂a/∂q`'s base
    /// columns zero on the position and gravity's turn `[g_b × e_k; 0]` on the orientation
    /// (the local `gb`, when the program reads gravity).
    FloatingLinearize {
        inverse: MassInverse,
        legs: &'a [(usize, usize)],
        gravity: bool,
    },
    /// `linearize_equilibrium`: `M⁻¹` (upper; with [`MassInverse::Kernel`], `M`), `∂g/∂q`, and
    /// with losses `∂τ_loss/∂q̇`.
    Equilibrium {
        dissipative: bool,
        inverse: MassInverse,
        blocks: &'a [(usize, usize)],
    },
}

impl Shape<'_> {
    /// The return type this shape assembles (the method's signature must say the same).
    pub(super) fn returns(self) -> Returns {
        match self {
            Shape::Vector | Shape::Solve => Returns::Vector,
            Shape::Matrix | Shape::Symmetric => Returns::Matrix,
            Shape::Scalar => Returns::Scalar,
            Shape::MassJacobian => Returns::MatrixPerCoordinate,
            Shape::MatrixPair => Returns::MatrixPair,
            Shape::Linearize { .. }
            | Shape::LinearizeBodyAngles { .. }
            | Shape::FloatingLinearize { .. }
            | Shape::Equilibrium { .. } => Returns::Linearized,
        }
    }

    pub(super) fn assemble(self, n: usize, b: &Block, s: &TokenStream) -> TokenStream {
        let nu = upper(n).len();
        match self {
            Shape::Vector => vector(n, s, &outs(b, 0, n)),
            Shape::Solve => {
                let m = matrix(n, s, &symmetric(n, b, 0));
                let rhs = vector(n, s, &outs(b, nu, n));
                quote!(::chaindyn::__spd_solve(&#m, &#rhs))
            }
            Shape::Matrix => matrix(n, s, &outs(b, 0, n * n)),
            Shape::Symmetric => matrix(n, s, &symmetric(n, b, 0)),
            Shape::Scalar => out(b, 0),
            Shape::MassJacobian => {
                let mats = (0..n).map(|k| matrix(n, s, &symmetric(n, b, k * nu)));
                quote!([#(#mats),*])
            }
            Shape::MatrixPair => {
                let (a, c) = (
                    matrix(n, s, &outs(b, 0, n * n)),
                    matrix(n, s, &outs(b, n * n, n * n)),
                );
                quote!((#a, #c))
            }
            Shape::LinearizeBodyAngles { inverse, signs } => {
                linearize_body_angles(n, b, s, inverse, signs)
            }
            Shape::Linearize { inverse, blocks } => linearize(n, b, s, inverse, blocks),
            Shape::FloatingLinearize {
                inverse,
                legs,
                gravity,
            } => floating_linearize(n, b, s, inverse, legs, gravity),
            Shape::Equilibrium {
                dissipative,
                inverse,
                blocks,
            } => equilibrium(n, b, s, dissipative, inverse, blocks),
        }
    }
}

/// The outputs `from..from + len` of `b`.
pub(super) fn outs(b: &Block, from: usize, len: usize) -> Vec<TokenStream> {
    (from..from + len).map(|k| out(b, k)).collect()
}

/// [`Shape::LinearizeBodyAngles`]: its parts assembled by `::chaindyn::__planar_linearize`.
fn linearize_body_angles(
    n: usize,
    b: &Block,
    s: &TokenStream,
    inverse: MassInverse,
    signs: Option<&[i8]>,
) -> TokenStream {
    let nu = upper(n).len();
    let qdd = vector(n, s, &outs(b, 0, n));
    let minv = ldl_inverse(inverse, n, b, s);
    let m = matrix(n, s, &symmetric(n, b, n + nu));
    let strict: Vec<(usize, usize)> = upper(n).into_iter().filter(|&(i, j)| i < j).collect();
    let from = n + 2 * nu;
    let fp: Vec<TokenStream> = (0..n * n)
        .map(|e| {
            let (i, j) = (e / n, e % n);
            match strict.iter().position(|&p| p == (i.min(j), i.max(j))) {
                None => quote!(c(0.0)),
                Some(k) if i < j => out(b, from + k),
                Some(k) => {
                    let x = out(b, from + k);
                    quote!(-#x)
                }
            }
        })
        .collect();
    let fp = matrix(n, s, &fp);
    let dg = vector(n, s, &outs(b, from + strict.len(), n));
    let signs = match signs {
        None => quote!(::core::option::Option::None),
        Some(v) => {
            let v = v.iter().map(|&x| Literal::i8_unsuffixed(x));
            quote!(::core::option::Option::Some(&[#(#v),*]))
        }
    };
    quote! {
        let minv_theta = #minv;
        let m_theta = #m;
        let fp = #fp;
        ::chaindyn::__planar_linearize(qd, #qdd, &minv_theta, &m_theta, &fp, &#dg, #signs)
    }
}

/// [`Shape::Linearize`]: `q̈`, `M⁻¹` and the products of `M⁻¹` with `∂τ/∂q` and `∂τ/∂q̇`.
fn linearize(
    n: usize,
    b: &Block,
    s: &TokenStream,
    inverse: MassInverse,
    blocks: &[(usize, usize)],
) -> TokenStream {
    let nu = upper(n).len();
    let qdd = vector(n, s, &outs(b, 0, n));
    let minv = ldl_inverse(inverse, n, b, s);
    let (dq, dqdd_dq) = neg_mul(n, s, b, blocks, quote!(dtau_dq), n + nu);
    let (dqd, dqdd_dqd) = neg_mul(n, s, b, blocks, quote!(dtau_dqd), n + nu + n * n);
    quote! {
        let minv = #minv;
        #dq
        #dqd
        ::chaindyn::Linearized {
            dqdd_dq: #dqdd_dq,
            dqdd_dqd: #dqdd_dqd,
            minv,
            qdd: #qdd,
        }
    }
}

/// [`Shape::FloatingLinearize`]: `M⁻¹` formed in parts, the products over the legs' zeros.
fn floating_linearize(
    n: usize,
    b: &Block,
    s: &TokenStream,
    inverse: MassInverse,
    legs: &[(usize, usize)],
    gravity: bool,
) -> TokenStream {
    let nu = upper(n).len();
    let nl = Literal::usize_unsuffixed(n);
    let nj = n - 6;
    let qdd = vector(n, s, &outs(b, 0, n));
    let slice = |at: usize, len: usize| {
        let (a, e) = (
            Literal::usize_unsuffixed(at),
            Literal::usize_unsuffixed(at + len),
        );
        quote!(&o[#a..#e])
    };
    // `M⁻¹` from the base's rows of `L⁻¹`, their `1 / d` and the joints' part
    // (unrolled), or from the dense factors.
    let (minv, from) = match inverse {
        MassInverse::Unrolled => {
            let (h, l, id, joints) = (
                slice(n, 6 * n),
                slice(7 * n, 15),
                slice(7 * n + 15, 6),
                slice(7 * n + 21, nj * (nj + 1) / 2),
            );
            (
                quote!(::chaindyn::__floating_inverse::<#s, #nl>(#h, #l, #id, #joints)),
                n + split_inverse_len(n, 6),
            )
        }
        MassInverse::Kernel => (ldl_inverse(inverse, n, b, s), n + nu),
    };
    // The outputs' slices of `∂τ/∂q`'s joint columns and of `∂τ/∂v`, row by row.
    let (dq, dv) = (slice(from, n * nj), slice(from + n * nj, n * n));
    let legs = legs.iter().map(|&(at, len)| {
        let (at, len) = (
            Literal::usize_unsuffixed(at),
            Literal::usize_unsuffixed(len),
        );
        quote!((#at, #len))
    });
    // g_b × e_k in column 3 + k.
    let turn = gravity.then(|| {
        quote! {
            dqdd_dq[(1, 3)] = gb[2];
            dqdd_dq[(2, 3)] = -gb[1];
            dqdd_dq[(0, 4)] = -gb[2];
            dqdd_dq[(2, 4)] = gb[0];
            dqdd_dq[(0, 5)] = gb[1];
            dqdd_dq[(1, 5)] = -gb[0];
        }
    });
    quote! {
        let minv = #minv;
        let legs = [#(#legs),*];
        let mut dqdd_dq = ::chaindyn::__floating_neg_mul(&minv, #dq, 6, &legs);
        #turn
        ::chaindyn::Linearized {
            dqdd_dq,
            dqdd_dqd: ::chaindyn::__floating_neg_mul(&minv, #dv, 0, &legs),
            minv,
            qdd: #qdd,
        }
    }
}

/// [`Shape::Equilibrium`]: `M⁻¹`, its products with `∂g/∂q` and (`dissipative`) `∂τ_loss/∂q̇`.
fn equilibrium(
    n: usize,
    b: &Block,
    s: &TokenStream,
    dissipative: bool,
    inverse: MassInverse,
    blocks: &[(usize, usize)],
) -> TokenStream {
    let nu = upper(n).len();
    let nl = Literal::usize_unsuffixed(n);
    let minv = match inverse {
        MassInverse::Unrolled => matrix(n, s, &symmetric(n, b, 0)),
        MassInverse::Kernel => {
            let m = matrix(n, s, &symmetric(n, b, 0));
            quote!(::chaindyn::__spd_inverse(&#m))
        }
    };
    let zero = quote!(::chaindyn::nalgebra::SMatrix::<#s, #nl, #nl>::from_element(c(0.0)));
    let (dl, dqdd_dqd) = if dissipative {
        neg_mul(n, s, b, blocks, quote!(dloss_dqd), nu + n * n)
    } else {
        (TokenStream::new(), zero)
    };
    let (dg, dqdd_dq) = neg_mul(n, s, b, blocks, quote!(dg_dq), nu);
    quote! {
        let minv = #minv;
        #dg
        #dl
        ::chaindyn::Linearized {
            dqdd_dq: #dqdd_dq,
            dqdd_dqd: #dqdd_dqd,
            minv,
            qdd: ::chaindyn::nalgebra::SVector::<#s, #nl>::from_element(c(0.0)),
        }
    }
}

/// `−M⁻¹ X` for the local `minv` and `X`, the `n × n` outputs of `b` from `from` on, row by row:
/// the statement binding the local `x` to `X`, and one dense product or, with `blocks`, one
/// product per diagonal block (the rest of the result is zero). A block emitted in parts has its
/// outputs in memory: there the products read `X` in place (no statement, no matrix built).
/// Elsewhere the outputs can stay in registers, and reading them in place would store them
/// (measured on the Allegro hand's linearization, 2-core Intel Xeon, 2026-11-27, `-C
/// target-cpu=native`, one interleaved run: 657 → 702 ns; Baxter's, in parts, 4,441 → 4,206 ns).
fn neg_mul(
    n: usize,
    s: &TokenStream,
    b: &Block,
    blocks: &[(usize, usize)],
    x: TokenStream,
    from: usize,
) -> (TokenStream, TokenStream) {
    let nl = Literal::usize_unsuffixed(n);
    let local = || {
        let m = matrix(
            n,
            s,
            &(from..from + n * n).map(|k| out(b, k)).collect::<Vec<_>>(),
        );
        quote!(let #x = #m;)
    };
    if blocks.is_empty() {
        return (local(), quote!(::chaindyn::__neg_mul(&minv, &#x)));
    }
    let zero = quote!(::chaindyn::nalgebra::SMatrix::<#s, #nl, #nl>::from_element(c(0.0)));
    if !in_parts(b) {
        let calls = blocks.iter().map(|&(at, size)| {
            let (at, size) = (
                Literal::usize_unsuffixed(at),
                Literal::usize_unsuffixed(size),
            );
            quote!(::chaindyn::__neg_mul_block::<#s, #nl, #size>(&minv, &#x, #at, &mut r);)
        });
        return (
            local(),
            quote!({
                let mut r = #zero;
                #(#calls)*
                r
            }),
        );
    }
    let (a, e) = (
        Literal::usize_unsuffixed(from),
        Literal::usize_unsuffixed(from + n * n),
    );
    let calls = blocks.iter().map(|&(at, size)| {
        let (at, size) = (
            Literal::usize_unsuffixed(at),
            Literal::usize_unsuffixed(size),
        );
        quote!(::chaindyn::__neg_mul_block_rows::<#s, #nl, #size>(&minv, &o[#a..#e], #at, &mut r);)
    });
    (
        TokenStream::new(),
        quote!({
            let mut r = #zero;
            #(#calls)*
            r
        }),
    )
}
