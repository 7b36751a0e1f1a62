//! The symbolic `L D Lᵀ` factorisation of the mass matrix, and the matrices it works on.

use crate::symbolic::program::Program;
use crate::symbolic::upper;
use symbolica::atom::{Atom, AtomCore};

/// The symbolic factorisation `M = L D Lᵀ` (`L` unit lower triangular; divisions only, no square
/// roots), named entry by entry in the program: the one factorisation of the generated code
/// (`forward_dynamics`, `linearize_blocks`, `linearize_equilibrium`).
pub(super) struct Ldl {
    n: usize,
    /// `L` below the diagonal (`l[i][j]`, `i > j`).
    l: Vec<Vec<Atom>>,
    /// `1 / d_j`.
    id: Vec<Atom>,
}

impl Ldl {
    /// Factorises the symmetric `m` (full, `n × n`).
    #[allow(clippy::needless_range_loop)] // triangular index loops
    pub(super) fn new(prog: &mut Program, m: &[Vec<Atom>]) -> Ldl {
        let n = m.len();
        let mut l = vec![vec![Atom::num(0); n]; n];
        let mut d = vec![Atom::num(0); n];
        let mut id = vec![Atom::num(0); n];
        // `u[i][j] = L_ij d_j` (`i > j`): each update term is one product `L_ik u_jk`.
        let mut u = vec![vec![Atom::num(0); n]; n];
        for j in 0..n {
            let mut dj = m[j][j].clone();
            for k in 0..j {
                dj = &dj - &(&l[j][k] * &u[j][k]);
            }
            d[j] = prog.define(&format!("ld{j}"), dj.expand());
            id[j] = prog.define(&format!("lid{j}"), Atom::num(1) / &d[j]);
            for i in j + 1..n {
                let mut e = m[i][j].clone();
                for k in 0..j {
                    e = &e - &(&l[i][k] * &u[j][k]);
                }
                u[i][j] = prog.define(&format!("lu{i}_{j}"), e.expand());
                l[i][j] = prog.define(&format!("ll{i}_{j}"), &u[i][j] * &id[j]);
            }
        }
        Ldl { n, l, id }
    }

    /// `M⁻¹ b = L⁻ᵀ D⁻¹ L⁻¹ b`.
    pub(super) fn solve(&self, prog: &mut Program, b: &[Atom]) -> Vec<Atom> {
        let (n, l, id) = (self.n, &self.l, &self.id);
        let mut y = vec![Atom::num(0); n];
        for i in 0..n {
            let mut e = b[i].clone();
            for k in 0..i {
                e = &e - &(&l[i][k] * &y[k]);
            }
            y[i] = prog.define(&format!("ly{i}"), e.expand());
        }
        let mut x = vec![Atom::num(0); n];
        for i in (0..n).rev() {
            let mut e = &y[i] * &id[i];
            for k in i + 1..n {
                e = &e - &(&l[k][i] * &x[k]);
            }
            x[i] = prog.define(&format!("lqdd{i}"), e.expand());
        }
        x
    }

    /// `L` below its unit diagonal row by row (`L_ik`, `i > k`), then `1 / d_k`: `n(n+1)/2`
    /// values, as many as `M⁻¹`'s upper triangle, from which the generated code of a long chain
    /// forms `M⁻¹` (`::chaindyn::__ldl_inverse`, the same layout).
    pub(super) fn factors(&self) -> Vec<Atom> {
        let mut out: Vec<Atom> = (1..self.n)
            .flat_map(|i| self.l[i][..i].iter().cloned())
            .collect();
        out.extend(self.id.iter().cloned());
        out
    }

    /// The upper triangle of `M⁻¹` (row-major): with `Z = L⁻¹` (unit lower),
    /// `M⁻¹_ij = Σ_{k ≥ max(i, j)} Z_ki Z_kj / d_k`.
    #[allow(clippy::needless_range_loop)] // triangular index loops
    pub(super) fn inverse_upper(&self, prog: &mut Program) -> Vec<Atom> {
        let (n, l, id) = (self.n, &self.l, &self.id);
        let mut z = vec![vec![Atom::num(0); n]; n];
        for j in 0..n {
            z[j][j] = Atom::num(1);
            for i in j + 1..n {
                let mut e = Atom::num(0);
                for k in j..i {
                    e = &e - &(&l[i][k] * &z[k][j]);
                }
                z[i][j] = prog.define(&format!("lz{i}_{j}"), e.expand());
            }
        }
        upper(n)
            .into_iter()
            .map(|(i, j)| {
                let mut e = Atom::num(0);
                for k in j..n {
                    e = &e + &(&(&z[k][i] * &z[k][j]) * &id[k]);
                }
                prog.define(&format!("lminv{i}_{j}"), e.expand())
            })
            .collect()
    }
}

/// `M` (full, `n × n`) from its upper triangle (row-major).
pub(super) fn full_matrix(n: usize, upper_m: Vec<Atom>) -> Vec<Vec<Atom>> {
    let mut full = vec![vec![Atom::num(0); n]; n];
    for ((i, j), e) in upper(n).into_iter().zip(upper_m) {
        full[i][j] = e.clone();
        full[j][i] = e;
    }
    full
}

/// The symmetric `m` with each entry of its upper triangle named once (`lm{i}_{j}`).
pub(super) fn named_matrix(prog: &mut Program, m: Vec<Vec<Atom>>) -> Vec<Vec<Atom>> {
    let n = m.len();
    let mut named = vec![vec![Atom::num(0); n]; n];
    for (i, j) in upper(n) {
        named[i][j] = prog.define(&format!("lm{i}_{j}"), m[i][j].expand());
        named[j][i] = named[i][j].clone();
    }
    named
}
