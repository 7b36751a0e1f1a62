//! Featherstone's `Lᵀ D L` factorisation of a tree's mass matrix (Rigid Body Dynamics
//! Algorithms, 2008, section 6.3): with each degree of freedom's parent `λ(k) < k`, the
//! elimination runs from the last degree of freedom to the first and updates only `k`'s
//! ancestors, so that `L` has `M`'s branch-induced sparsity (no fill-in) and a solve touches each
//! degree of freedom's ancestors only. A chain (`λ(k) = k − 1`) is the dense case.

use crate::api::scalar::Real;
use nalgebra::{SMatrix, SVector};

/// No parent: a root of the tree of degrees of freedom.
const ROOT: usize = usize::MAX;

/// The factors `M = Lᵀ D L` of a symmetric `N × N` matrix with the sparsity of a tree whose
/// degrees of freedom are numbered depth first (each one's descendants right after it, as
/// Pinocchio's joint order does): `L` unit lower triangular, nonzero below the diagonal only at
/// `(k, i)` with `i` an ancestor of `k`, so that its column `i` is nonzero on the contiguous rows
/// of `i`'s descendants and every loop below runs over a contiguous slice.
pub(crate) struct TreeLdl<S, const N: usize> {
    /// `L_ki` at `(k, i)` (column-major: column `i` holds its descendants' entries), `d_k` on
    /// the diagonal.
    f: SMatrix<S, N, N>,
    /// One past each degree of freedom's last descendant (its subtree is `k..end[k]`).
    end: [usize; N],
}

/// The shape of a tree of `N` degrees of freedom for [`TreeLdl`]: each one's parent and one past
/// its last descendant, computed once per type (a `const` of the generated `TANGENT_PARENTS`).
#[derive(Clone, Copy)]
pub(crate) struct Tree<const N: usize> {
    parent: [usize; N],
    end: [usize; N],
}

impl<const N: usize> Tree<N> {
    /// A chain's: each degree of freedom hangs from the one before it (the dense case).
    pub(crate) const fn chain() -> Self {
        let mut parent = [ROOT; N];
        let mut k = 1;
        while k < N {
            parent[k] = k - 1;
            k += 1;
        }
        Tree {
            parent,
            end: [N; N],
        }
    }

    /// The tree of `parents` (`parents[k]` before `k`, numbered depth first: each degree of
    /// freedom's descendants right after it), or a chain's when `parents` is not such a tree of
    /// `N` (a generated type that does not give one: the factors are then the dense ones, exact,
    /// only slower).
    pub(crate) const fn new(parents: &[Option<usize>]) -> Self {
        if parents.len() != N {
            return Self::chain();
        }
        let mut parent = [ROOT; N];
        let mut k = 0;
        while k < N {
            match parents[k] {
                Some(p) if p < k => parent[k] = p,
                Some(_) => return Self::chain(),
                None => {}
            }
            k += 1;
        }
        let mut end = [0; N];
        k = 0;
        while k < N {
            end[k] = k + 1;
            k += 1;
        }
        k = N;
        while k > 0 {
            k -= 1;
            if parent[k] != ROOT && end[k] > end[parent[k]] {
                end[parent[k]] = end[k];
            }
        }
        // Depth first: each degree of freedom hangs from the one before it or from one of that
        // one's ancestors (a walk up from `j − 1`).
        let mut j = 1;
        while j < N {
            let mut a = j - 1;
            while a != ROOT && (parent[j] == ROOT || a > parent[j]) {
                a = parent[a];
            }
            if a != parent[j] {
                return Self::chain();
            }
            j += 1;
        }
        Tree { parent, end }
    }
}

impl<S: Real, const N: usize> TreeLdl<S, N> {
    /// Factors `m` (its lower triangle is read, the factors written in its place) on `tree`, or
    /// as a chain's if `m` is not zero off that tree; `check(k, pivot, diagonal)` may refuse
    /// `d_k`. From the last degree of freedom to the first: `d_k = M_kk − Σ_j L_jk² d_j` and
    /// `L_ki = (M_ki − Σ_j L_jk d_j L_ji) / d_k` for each ancestor `i`, `j` over `k`'s
    /// descendants, in place of `M_ki` (row `k` of `M` is read at step `k` only, before it is
    /// written; the entries off the ancestors keep `M`'s structural zeros and are never read).
    #[inline]
    pub(crate) fn with_tree<E>(
        mut m: SMatrix<S, N, N>,
        tree: &Tree<N>,
        mut check: impl FnMut(usize, S, S) -> Result<(), E>,
    ) -> Result<Self, E> {
        // `M` zero off the tree (below the diagonal: rows past each column's subtree), or the
        // chain's factors (a tree `M` does not follow would drop its entries).
        let zero = S::constant(0.0);
        let follows = (0..N).all(|i| {
            m.as_slice()[i * N + tree.end[i]..(i + 1) * N]
                .iter()
                .all(|x| *x == zero)
        });
        let Tree { parent, end } = match follows {
            true => *tree,
            false => Tree::chain(),
        };
        // `L_jk d_j` of the column being factored, over its descendants.
        let mut scaled = [zero; N];
        let f = m.as_mut_slice();
        for k in (0..N).rev() {
            let (first, last) = (k + 1, end[k]);
            for j in first..last {
                scaled[j] = f[k * N + j] * f[j * N + j];
            }
            let diagonal = f[k * N + k];
            let pivot = diagonal - dot(&scaled[first..last], &f[k * N + first..k * N + last]);
            check(k, pivot, diagonal)?;
            f[k * N + k] = pivot;
            let inverse = S::constant(1.0) / pivot;
            let mut i = parent[k];
            while i != ROOT {
                let below = dot(&scaled[first..last], &f[i * N + first..i * N + last]);
                // `M_ki` is stored at `(k, i)`: column `i`, row `k`.
                f[i * N + k] = (f[i * N + k] - below) * inverse;
                i = parent[i];
            }
        }
        Ok(TreeLdl { f: m, end })
    }

    /// The factors `f` computed elsewhere (`d_k` on the diagonal, `L_ki` below it: a generated
    /// program's), on `tree` where they are zero off it, else as a chain's.
    #[inline]
    pub(crate) fn from_factors(f: SMatrix<S, N, N>, tree: &Tree<N>) -> Self {
        let zero = S::constant(0.0);
        // Without a branch per entry (they are all zero on the generated programs' trees).
        let off_tree = (0..N).fold(false, |off, i| {
            f.as_slice()[i * N + tree.end[i]..(i + 1) * N]
                .iter()
                .fold(off, |off, x| off | (*x != zero))
        });
        let end = match off_tree {
            false => tree.end,
            true => [N; N],
        };
        TreeLdl { f, end }
    }

    /// `x` with `Lᵀ D L x = b`: `Lᵀ y = b` from the leaves inwards (each `y_i` less its
    /// descendants'), `D`, then `L x = y` ([`TreeLdl::unit_solve`]).
    pub(crate) fn solve(&self, b: &SVector<S, N>) -> SVector<S, N> {
        let f = self.f.as_slice();
        let mut x = *b;
        for i in (0..N).rev() {
            let col = &f[i * N..(i + 1) * N];
            let below = dot(&col[i + 1..self.end[i]], &x.as_slice()[i + 1..self.end[i]]);
            x[i] -= below;
        }
        for k in 0..N {
            x[k] /= f[k * N + k];
        }
        self.unit_solve(&mut x);
        x
    }

    /// `L x = y` in place of `y`, from the root outwards (each `x_i` taken from its
    /// descendants'): with [`TreeLdl::half`]'s `Zᵀ`, `M⁻¹ Jᵀ λ = L⁻¹ (Z λ)`.
    pub(crate) fn unit_solve(&self, x: &mut SVector<S, N>) {
        let f = self.f.as_slice();
        for i in 0..N {
            let col = &f[i * N..(i + 1) * N];
            let xi = x[i];
            for j in i + 1..self.end[i] {
                x[j] -= col[j] * xi;
            }
        }
    }

    /// `(Zᵀ, Δ)` of `K` rows `J` (`Jᵀ` the right-hand sides, its rows `J`'s columns):
    /// `Yᵀ = J L⁻¹`, `Zᵀ = Yᵀ D⁻¹`, `Δ = Zᵀ Y = J M⁻¹ Jᵀ` (for a contact Jacobian, the
    /// operational-space matrix); `(M⁻¹ Jᵀ)ᵀ` is [`TreeLdl::finish`] of `Zᵀ`. Column by column of
    /// `J`, each update a `K`-long `axpy`.
    #[inline]
    pub(crate) fn half<const K: usize>(
        &self,
        j: &SMatrix<S, K, N>,
    ) -> (SMatrix<S, K, N>, SMatrix<S, K, K>) {
        let f = self.f.as_slice();
        let mut y = *j;
        for i in (0..N).rev() {
            let col = &f[i * N..(i + 1) * N];
            let (head, tail) = y.as_mut_slice().split_at_mut((i + 1) * K);
            // In registers while the descendants' terms come off.
            let mut acc: [S; K] = core::array::from_fn(|r| head[i * K + r]);
            for d in i + 1..self.end[i] {
                let below = &tail[(d - i - 1) * K..(d - i) * K];
                axpy(&mut acc, -col[d], below);
            }
            head[i * K..].copy_from_slice(&acc);
        }
        let mut z = y;
        let mut delta = SMatrix::<S, K, K>::from_element(S::constant(0.0));
        for k in 0..N {
            let inv = S::constant(1.0) / f[k * N + k];
            let (yk, zk) = (
                &y.as_slice()[k * K..(k + 1) * K],
                &mut z.as_mut_slice()[k * K..(k + 1) * K],
            );
            for x in zk.iter_mut() {
                *x *= inv;
            }
            // `Δ += z_k y_kᵀ` over `y_k`'s entries that are not zero (a contact's rows are zero
            // off its path).
            for (b, &ykb) in yk.iter().enumerate() {
                if ykb != S::constant(0.0) {
                    axpy(&mut delta.as_mut_slice()[b * K..(b + 1) * K], ykb, zk);
                }
            }
        }
        (z, delta)
    }

    /// `(M⁻¹ Jᵀ)ᵀ = Zᵀ L⁻ᵀ` from [`TreeLdl::half`]'s `Zᵀ`.
    pub(crate) fn finish<const K: usize>(&self, mut z: SMatrix<S, K, N>) -> SMatrix<S, K, N> {
        let f = self.f.as_slice();
        for i in 0..N {
            let col = &f[i * N..(i + 1) * N];
            let (head, tail) = z.as_mut_slice().split_at_mut((i + 1) * K);
            let zi = &head[i * K..];
            for d in i + 1..self.end[i] {
                axpy(&mut tail[(d - i - 1) * K..(d - i) * K], -col[d], zi);
            }
        }
        z
    }

    /// `M⁻¹` (symmetric): [`TreeLdl::half`] of the identity.
    pub(crate) fn inverse(&self) -> SMatrix<S, N, N> {
        self.half(&SMatrix::identity()).1
    }
}

/// `Σ a_k b_k` in four interleaved sums (a long dot product is otherwise one chain of
/// dependent additions).
#[inline]
fn dot<S: Real>(a: &[S], b: &[S]) -> S {
    let zero = S::constant(0.0);
    let mut sums = [zero; 4];
    let (a4, b4) = (a.chunks_exact(4), b.chunks_exact(4));
    let (ar, br) = (a4.remainder(), b4.remainder());
    for (x, y) in a4.zip(b4) {
        for k in 0..4 {
            sums[k] += x[k] * y[k];
        }
    }
    let mut rest = zero;
    for (x, y) in ar.iter().zip(br) {
        rest += *x * *y;
    }
    (sums[0] + sums[1]) + (sums[2] + sums[3]) + rest
}

/// `y += a x`.
#[inline]
fn axpy<S: Real>(y: &mut [S], a: S, x: &[S]) {
    for (y, x) in y.iter_mut().zip(x) {
        *y += a * *x;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A tree of 9: a 3-dof root chain, two branches of two and one of two on the second.
    const TREE: [Option<usize>; 9] = [
        None,
        Some(0),
        Some(1),
        Some(2),
        Some(3),
        Some(2),
        Some(5),
        Some(1),
        Some(7),
    ];

    fn ancestor(mut k: usize, i: usize) -> bool {
        loop {
            if k == i {
                return true;
            }
            match TREE[k] {
                Some(p) => k = p,
                None => return false,
            }
        }
    }

    /// A symmetric positive definite matrix with the tree's sparsity (`Lᵀ D L` of a random `L`
    /// with it), and its factors.
    fn tree_matrix() -> SMatrix<f64, 9, 9> {
        let l = SMatrix::<f64, 9, 9>::from_fn(|k, i| match (k == i, k > i && ancestor(k, i)) {
            (true, _) => 1.0,
            (false, true) => ((k * 5 + i * 3) % 7) as f64 / 4.0 - 0.7,
            _ => 0.0,
        });
        let d = SMatrix::<f64, 9, 9>::from_diagonal(&nalgebra::SVector::from_fn(|k, _| {
            0.5 + (k % 4) as f64
        }));
        l.transpose() * d * l
    }

    /// The solve inverts `M` on the tree and on the chain order (the dense case, also taken
    /// for a list that is not a depth-first tree), `half` gives `bᵀ M⁻¹ b` and with
    /// `unit_solve` `M⁻¹ b λ`, to rounding
    /// (1e-12 on entries of order 1 to 10).
    #[test]
    fn solves_on_the_tree_and_densely() {
        let m = tree_matrix();
        let b = SMatrix::<f64, 9, 3>::from_fn(|i, j| (i as f64 - 4.0) * (j as f64 + 1.0) / 3.0);
        let inverse = m.try_inverse().unwrap();
        // Not depth first: 3's subtree would hold 5, which hangs from 2.
        let mut scrambled = TREE;
        scrambled.swap(4, 5);
        for parents in [&TREE[..], &[], &scrambled] {
            let ldl = TreeLdl::with_tree(m, &Tree::new(parents), |_, p: f64, _| match p > 0.0 {
                true => Ok(()),
                false => Err(()),
            })
            .unwrap();
            let x = inverse * b;
            for c in 0..3 {
                let xc = ldl.solve(&b.column(c).into_owned());
                assert!((xc - x.column(c)).abs().max() < 1e-12, "{parents:?}");
            }
            let (z, btb) = ldl.half(&b.transpose());
            // `M⁻¹ b λ = L⁻¹ (Z λ)`.
            let lambda = nalgebra::SVector::<f64, 3>::new(0.5, -1.25, 2.0);
            let mut y = z.tr_mul(&lambda);
            ldl.unit_solve(&mut y);
            assert!((y - x * lambda).abs().max() < 1e-12);
            assert!((ldl.finish(z) - x.transpose()).abs().max() < 1e-12);
            assert!((btb - b.transpose() * x).abs().max() < 1e-12);
            assert!((ldl.inverse() - inverse).abs().max() < 1e-12);
        }
        // A matrix with an entry off the tree is factored densely, exactly.
        let mut coupled = m;
        coupled[(6, 3)] += 0.25;
        coupled[(3, 6)] += 0.25;
        let ldl = TreeLdl::with_tree(coupled, &Tree::new(&TREE), |_, p: f64, _| match p > 0.0 {
            true => Ok(()),
            false => Err(()),
        })
        .unwrap();
        let x = ldl.solve(&b.column(0).into_owned());
        assert!((coupled * x - b.column(0)).abs().max() < 1e-12);
        // On the tree, `L` has no entry off the ancestors.
        let ldl =
            TreeLdl::with_tree(m, &Tree::new(&TREE), |_, _: f64, _| Ok::<(), ()>(())).unwrap();
        for k in 0..9 {
            for i in 0..k {
                assert!(ancestor(k, i) || ldl.f[(k, i)] == 0.0, "({k}, {i})");
            }
        }
    }

    /// A pivot refused stops the factorisation with the check's error.
    #[test]
    fn refuses_a_pivot() {
        let m = -tree_matrix();
        let r = TreeLdl::with_tree(m, &Tree::new(&TREE), |k, p: f64, _| match p > 0.0 {
            true => Ok(()),
            false => Err(k),
        });
        assert_eq!(r.err(), Some(8));
    }
}
