//! The symbolic `L D Lᵀ` factorisation of the mass matrix, and the matrices it works on.

use crate::symbolic::program::Program;
use crate::symbolic::upper;
use symbolica::atom::{Atom, AtomCore};

/// The symbolic factorisation `P M Pᵀ = L D Lᵀ` (`L` unit lower triangular; divisions only, no
/// square roots), named entry by entry in the program: the one factorisation of the generated
/// code (`forward_dynamics`, `linearize_blocks`, `linearize_equilibrium`).
///
/// On a chain `P` is the identity. On a tree the elimination runs from the last body to the
/// first (`P` reverses the order): that is Featherstone's `LᵀDL` factorisation of a branch-induced
/// sparse `M = Lᵀ D L` (Rigid Body Dynamics Algorithms, ch. 6), which creates no entry where `M`
/// has a structural zero (two bodies on different branches), so the factors, the solves and
/// `M⁻¹` hold only products along the paths to the root: the zeros drop out of every sum when
/// the expressions are built. Names use the bodies' own indices.
pub(super) struct Ldl {
    n: usize,
    /// The body at each position of the elimination.
    order: Vec<usize>,
    /// `L` below the diagonal (`l[a][b]`, `a > b`, positions).
    l: Vec<Vec<Atom>>,
    /// `d_b` (positions).
    d: Vec<Atom>,
    /// `1 / d_b` (positions).
    id: Vec<Atom>,
}

impl Ldl {
    /// Factorises the symmetric `m` (full, `n × n`) in the body order (a chain).
    pub(super) fn new(prog: &mut Program, m: &[Vec<Atom>]) -> Ldl {
        Self::ordered(prog, m, (0..m.len()).collect())
    }

    /// Factorises the symmetric `m` of a tree with `parents`: in the body order for a chain, from
    /// the leaves inwards otherwise (no fill-in).
    pub(super) fn for_tree(prog: &mut Program, m: &[Vec<Atom>], parents: &[Option<usize>]) -> Ldl {
        let serial = parents
            .iter()
            .enumerate()
            .all(|(i, p)| *p == i.checked_sub(1));
        let order = if serial {
            (0..m.len()).collect()
        } else {
            (0..m.len()).rev().collect()
        };
        Self::ordered(prog, m, order)
    }

    /// Factorises the symmetric `m` of a tree from the leaves inwards, whatever its shape (a
    /// chain too): the elimination [`Ldl::inverse_split`] needs, the root's bodies last.
    pub(super) fn leaves_first(prog: &mut Program, m: &[Vec<Atom>]) -> Ldl {
        Self::ordered(prog, m, (0..m.len()).rev().collect())
    }

    #[allow(clippy::needless_range_loop)] // triangular index loops
    fn ordered(prog: &mut Program, m: &[Vec<Atom>], order: Vec<usize>) -> Ldl {
        let n = m.len();
        let o = &order;
        let mut l = vec![vec![Atom::num(0); n]; n];
        let mut d = vec![Atom::num(0); n];
        let mut id = vec![Atom::num(0); n];
        // `u[a][b] = L_ab d_b` (`a > b`): each update term is one product `L_ac u_bc`.
        let mut u = vec![vec![Atom::num(0); n]; n];
        for j in 0..n {
            let mut dj = m[o[j]][o[j]].clone();
            for k in 0..j {
                dj = &dj - &(&l[j][k] * &u[j][k]);
            }
            d[j] = prog.define(&format!("ld{}", o[j]), dj.expand());
            id[j] = prog.define(&format!("lid{}", o[j]), Atom::num(1) / &d[j]);
            for i in j + 1..n {
                let mut e = m[o[i]][o[j]].clone();
                for k in 0..j {
                    e = &e - &(&l[i][k] * &u[j][k]);
                }
                u[i][j] = prog.define(&format!("lu{}_{}", o[i], o[j]), e.expand());
                l[i][j] = prog.define(&format!("ll{}_{}", o[i], o[j]), &u[i][j] * &id[j]);
            }
        }
        Ldl { n, order, l, d, id }
    }

    /// `M⁻¹ b = Pᵀ L⁻ᵀ D⁻¹ L⁻¹ P b`: [`Ldl::backward`] of [`Ldl::forward`].
    pub(super) fn solve(&self, prog: &mut Program, b: &[Atom]) -> Vec<Atom> {
        let y = self.forward(prog, b, "ly");
        self.backward(prog, &y, "lqdd")
    }

    /// `L⁻¹ P b` (positions of the elimination), each entry named `<hint><coordinate>`. On a tree
    /// it is zero off the paths to the root of `b`'s entries that are not zero.
    pub(super) fn forward(&self, prog: &mut Program, b: &[Atom], hint: &str) -> Vec<Atom> {
        let (n, l, o) = (self.n, &self.l, &self.order);
        let mut y = vec![Atom::num(0); n];
        for i in 0..n {
            let mut e = b[o[i]].clone();
            for k in 0..i {
                e = &e - &(&l[i][k] * &y[k]);
            }
            y[i] = prog.define(&format!("{hint}{}", o[i]), e.expand());
        }
        y
    }

    /// `Pᵀ L⁻ᵀ D⁻¹ y` (coordinates) of a [`Ldl::forward`] `y`, each entry named
    /// `<hint><coordinate>`.
    pub(super) fn backward(&self, prog: &mut Program, y: &[Atom], hint: &str) -> Vec<Atom> {
        let (n, l, id, o) = (self.n, &self.l, &self.id, &self.order);
        let mut x = vec![Atom::num(0); n];
        for i in (0..n).rev() {
            let mut e = &y[i] * &id[i];
            for k in i + 1..n {
                e = &e - &(&l[k][i] * &x[k]);
            }
            x[i] = prog.define(&format!("{hint}{}", o[i]), e.expand());
        }
        let mut out = vec![Atom::num(0); n];
        for (i, e) in x.into_iter().enumerate() {
            out[o[i]] = e;
        }
        out
    }

    /// The factors as Featherstone's `M = Lᵀ D L` of a [`Ldl::leaves_first`] elimination, `L`
    /// unit lower triangular in the coordinates: column by column, each column `i` from its
    /// diagonal down, `d_i` then `L_ki` (`k > i`; zero unless `i` is an ancestor of `k`).
    pub(super) fn tree_factors(&self) -> Vec<Atom> {
        let n = self.n;
        debug_assert!(self.order.iter().enumerate().all(|(a, &i)| a + i + 1 == n));
        let pos = |x: usize| n - 1 - x;
        let mut out = Vec::with_capacity(n * (n + 1) / 2);
        for i in 0..n {
            out.push(self.d[pos(i)].clone());
            out.extend((i + 1..n).map(|k| self.l[pos(i)][pos(k)].clone()));
        }
        out
    }

    /// `1 / d` at a position of the elimination.
    pub(super) fn pivot_inverse_at(&self, position: usize) -> &Atom {
        &self.id[position]
    }

    /// The position of a coordinate in the elimination.
    pub(super) fn position(&self, coordinate: usize) -> usize {
        let p = self.order.iter().position(|&o| o == coordinate);
        p.expect("a coordinate of the factorisation")
    }

    /// `L` below its unit diagonal row by row (`L_ik`, `i > k`), then `1 / d_k`: `n(n+1)/2`
    /// values, as many as `M⁻¹`'s upper triangle, from which the generated code of a long chain
    /// forms `M⁻¹` (`::chaindyn::__ldl_inverse`, the same layout). Chains only (the body order).
    pub(super) fn factors(&self) -> Vec<Atom> {
        debug_assert!(self.order.iter().enumerate().all(|(a, &i)| a == i));
        let mut out: Vec<Atom> = (1..self.n)
            .flat_map(|i| self.l[i][..i].iter().cloned())
            .collect();
        out.extend(self.id.iter().cloned());
        out
    }

    /// `Z = L⁻¹` (unit lower triangular, positions), each entry below the diagonal named.
    #[allow(clippy::needless_range_loop)] // triangular index loops
    fn inverse_factor(&self, prog: &mut Program) -> Vec<Vec<Atom>> {
        let (n, l, o) = (self.n, &self.l, &self.order);
        let mut z = vec![vec![Atom::num(0); n]; n];
        for j in 0..n {
            z[j][j] = Atom::num(1);
            for i in j + 1..n {
                let mut e = Atom::num(0);
                for k in j..i {
                    e = &e - &(&l[i][k] * &z[k][j]);
                }
                z[i][j] = prog.define(&format!("lz{}_{}", o[i], o[j]), e.expand());
            }
        }
        z
    }

    /// The position of each body in the elimination.
    fn positions(&self) -> Vec<usize> {
        let mut at = vec![0; self.n];
        for (a, &i) in self.order.iter().enumerate() {
            at[i] = a;
        }
        at
    }

    /// The upper triangle of `M⁻¹` (row-major, body indices): with `Z = L⁻¹` (unit lower),
    /// `(P M⁻¹ Pᵀ)_ab = Σ_{k ≥ max(a, b)} Z_ka Z_kb / d_k`.
    #[allow(clippy::needless_range_loop)] // triangular index loops
    pub(super) fn inverse_upper(&self, prog: &mut Program) -> Vec<Atom> {
        let (n, id) = (self.n, &self.id);
        let z = self.inverse_factor(prog);
        let at = self.positions();
        upper(n)
            .into_iter()
            .map(|(i, j)| {
                let (a, b) = (at[i].min(at[j]), at[i].max(at[j]));
                let mut e = Atom::num(0);
                for k in b..n {
                    e = &e + &(&(&z[k][a] * &z[k][b]) * &id[k]);
                }
                prog.define(&format!("lminv{i}_{j}"), e.expand())
            })
            .collect()
    }

    /// `M⁻¹` of a floating base's tree in parts, for `::chaindyn::__floating_inverse`, from the
    /// factorisation [`Ldl::leaves_first`]:
    /// `M⁻¹ = Σ_k Z_k Z_kᵀ / d_k` over the bodies `k` (`Z_k`, body `k`'s row of `Z = L⁻¹`, is
    /// zero outside `k`'s subtree). The first `base` bodies (the base's coordinates, a chain
    /// every joint hangs from, eliminated last) give the dense part `Yᵀ diag(1 / d) Y`, `Y` their
    /// rows `Z_k`; the joints give the rest, zero outside the joints' block and between two
    /// subtrees of the base. `Y` is left to the kernel's recursion over the base's chain,
    /// `Y_k = H_k − Σ_{k < j < base} L_kj Y_j` (body indices), from `H_k = e_k − Σ_j L_kj Z_j`
    /// over the joints `j` (the rest of `Z_k = e_k − Σ_{j ≠ k} L_kj Z_j`, from `L Z = I`: each
    /// entry a sum along one joint's path to the base, `e_k` on the base's own columns). Outputs: `H` row by row (`base × n`), the base's
    /// `L_kj` (`k < j < base`, row by row), the base's `1 / d_k`, then the joints' part's upper
    /// triangle (row-major, the joints' indices): [`split_inverse_len`] values.
    #[allow(clippy::needless_range_loop)] // triangular index loops
    pub(super) fn inverse_split(&self, prog: &mut Program, base: usize) -> Vec<Atom> {
        let (n, l, id, o) = (self.n, &self.l, &self.id, &self.order);
        // The base's bodies are the last `base` positions.
        let first = n - base;
        assert!(
            o[first..].iter().all(|&k| k < base),
            "the base's bodies are eliminated last (`Ldl::leaves_first`)"
        );
        let z = self.inverse_factor(prog);
        let at = self.positions();
        let mut out = Vec::with_capacity(split_inverse_len(n, base));
        for k in 0..base {
            let pk = at[k];
            for a in 0..n {
                let pa = at[a];
                out.push(if pa >= first {
                    Atom::num(i64::from(a == k))
                } else {
                    let mut e = Atom::num(0);
                    for j in pa..first {
                        e = &e - &(&l[pk][j] * &z[j][pa]);
                    }
                    prog.define(&format!("lh{k}_{a}"), e.expand())
                });
            }
        }
        for k in 0..base {
            for j in k + 1..base {
                out.push(l[at[k]][at[j]].clone());
            }
        }
        out.extend((0..base).map(|k| id[at[k]].clone()));
        for i in base..n {
            for j in i..n {
                let (a, b) = (at[i].min(at[j]), at[i].max(at[j]));
                let mut e = Atom::num(0);
                for k in b..first {
                    e = &e + &(&(&z[k][a] * &z[k][b]) * &id[k]);
                }
                out.push(prog.define(&format!("lminvj{i}_{j}"), e.expand()));
            }
        }
        out
    }
}

/// How many values [`Ldl::inverse_split`] gives for `n` bodies, the first `base` the base's.
pub fn split_inverse_len(n: usize, base: usize) -> usize {
    let joints = n - base;
    base * n + base * (base - 1) / 2 + base + joints * (joints + 1) / 2
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
