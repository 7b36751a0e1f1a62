//! Generated methods over slices of states, a SIMD vector of states per call.
//!
//! [`Batch<L>`] evaluates [`DynamicsIn`] methods over slices of states in chunks of `L::LANES`
//! (for example `simba::simd::WideF64x4`: four `f64` states per call, or
//! `simba::simd::WideF32x8`: eight `f32` states). States are gathered into lanes, evaluated once
//! by the generated straight-line program, and scattered back; a last, partial chunk is filled
//! with copies of its last state (evaluated, then discarded). Nothing is allocated. Each result
//! equals (`==`) the scalar evaluation in the element type, up to the sign of a zero (see
//! [`Real`]). With the `rayon` feature, `Batch::par_*` split a batch across the threads of
//! rayon's pool as well, each part in lanes (the same numbers; nothing is allocated per state,
//! but rayon's global pool is created, with its threads, on first use).
//!
//! `docs/scalars-and-no-std.md` in the repository has a worked example.

use crate::api::dynamics::{DynamicsIn, Linearized};
use crate::api::scalar::Real;
use core::fmt;
use core::marker::PhantomData;
use nalgebra::{SMatrix, SVector};

/// Why a batch was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BatchError {
    /// A slice's length differs from the first argument's.
    LengthMismatch {
        /// Argument name (`"qd"`, `"tau"`, `"out"`, ...).
        argument: &'static str,
        /// The number of states (the length of `q`).
        expected: usize,
        /// The given length.
        found: usize,
    },
}

impl fmt::Display for BatchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BatchError::LengthMismatch {
                argument,
                expected,
                found,
            } => write!(
                f,
                "`{argument}` has {found} entries, `q` has {expected}: one per state"
            ),
        }
    }
}

#[cfg(feature = "std")]
impl std::error::Error for BatchError {}

/// Batched evaluation in the lane type `L` (see the [module documentation](self)).
#[derive(Debug, Clone, Copy, Default)]
pub struct Batch<L>(PhantomData<L>);

fn check(argument: &'static str, expected: usize, found: usize) -> Result<(), BatchError> {
    if expected == found {
        Ok(())
    } else {
        Err(BatchError::LengthMismatch {
            argument,
            expected,
            found,
        })
    }
}

impl<L> Batch<L>
where
    L: Real,
    L::Element: Real,
{
    /// Lanes `0..count` from `xs[start..start + count]`, the others copies of the last.
    #[inline(always)]
    fn gather<const N: usize>(
        xs: &[SVector<L::Element, N>],
        start: usize,
        count: usize,
    ) -> SVector<L, N> {
        let chunk = &xs[start..start + count];
        let last = &chunk[count - 1];
        SVector::from_fn(|i, _| {
            let mut v = L::splat(last[i]);
            for (lane, x) in chunk.iter().enumerate() {
                v.replace(lane, x[i]);
            }
            v
        })
    }

    /// Every lane of a matrix of lanes into its state's result (`dst[lane]`, through `field`):
    /// each wide entry read once and split into its lanes, no temporary matrix per lane. A chunk
    /// of exactly four or eight lanes takes its destinations once and has a lane count known at
    /// compile time (which lets the compiler transpose blocks of entries in registers); any other
    /// chunk goes entry by entry, lane by lane.
    #[inline(always)]
    fn scatter<T, const R: usize, const C: usize>(
        m: &SMatrix<L, R, C>,
        dst: &mut [T],
        field: impl Fn(&mut T) -> &mut SMatrix<L::Element, R, C>,
    ) {
        let src = m.as_slice();
        match dst {
            [a, b, c, d] if L::LANES == 4 => {
                let (a, b) = (field(a).as_mut_slice(), field(b).as_mut_slice());
                let (c, d) = (field(c).as_mut_slice(), field(d).as_mut_slice());
                for (k, x) in src.iter().enumerate() {
                    a[k] = x.extract(0);
                    b[k] = x.extract(1);
                    c[k] = x.extract(2);
                    d[k] = x.extract(3);
                }
                return;
            }
            [a, b, c, d, e, f, g, h] if L::LANES == 8 => {
                let (a, b) = (field(a).as_mut_slice(), field(b).as_mut_slice());
                let (c, d) = (field(c).as_mut_slice(), field(d).as_mut_slice());
                let (e, f) = (field(e).as_mut_slice(), field(f).as_mut_slice());
                let (g, h) = (field(g).as_mut_slice(), field(h).as_mut_slice());
                for (k, x) in src.iter().enumerate() {
                    a[k] = x.extract(0);
                    b[k] = x.extract(1);
                    c[k] = x.extract(2);
                    d[k] = x.extract(3);
                    e[k] = x.extract(4);
                    f[k] = x.extract(5);
                    g[k] = x.extract(6);
                    h[k] = x.extract(7);
                }
                return;
            }
            _ => {}
        }
        for (j, column) in m.data.0.iter().enumerate() {
            for (i, x) in column.iter().enumerate() {
                for (lane, d) in dst.iter_mut().enumerate() {
                    field(d).data.0[j][i] = x.extract(lane);
                }
            }
        }
    }

    /// Applies `f` to every chunk of states; `f(start, count)`.
    #[inline(always)]
    fn chunks(len: usize, mut f: impl FnMut(usize, usize)) {
        let mut start = 0;
        while start < len {
            let count = L::LANES.min(len - start);
            f(start, count);
            start += count;
        }
    }

    /// Checks that `x[1]`, `x[2]` and `out` have as many entries as `x[0]` (`names` are theirs,
    /// for the error), then hands the slices, with `eval` and `write`, to `run`:
    /// [`Self::lanes`] evaluates them in this thread, `Self::par_lanes` (feature `rayon`) in
    /// parts across rayon's threads. `eval` is one evaluation of a chunk's lanes, `write` stores
    /// its result into the chunk's entries of `out`.
    #[inline(always)]
    fn evaluate<T, R, E, W, const N: usize>(
        names: [&'static str; 3],
        x: [&[SVector<L::Element, N>]; 3],
        out: &mut [T],
        eval: E,
        write: W,
        run: impl FnOnce([&[SVector<L::Element, N>]; 3], &mut [T], &(E, W)),
    ) -> Result<(), BatchError>
    where
        E: Fn(&SVector<L, N>, &SVector<L, N>, &SVector<L, N>) -> R,
        W: Fn(&R, &mut [T]),
    {
        let len = x[0].len();
        check(names[0], len, x[1].len())?;
        check(names[1], len, x[2].len())?;
        check(names[2], len, out.len())?;
        run(x, out, &(eval, write));
        Ok(())
    }

    /// Slices of one length in chunks of `L::LANES` states: each chunk's states gathered into
    /// lanes, evaluated once by `eval`, and its result scattered into `out` by `write`.
    fn lanes<T, R, E, W, const N: usize>(
        [a, b, c]: [&[SVector<L::Element, N>]; 3],
        out: &mut [T],
        (eval, write): &(E, W),
    ) where
        E: Fn(&SVector<L, N>, &SVector<L, N>, &SVector<L, N>) -> R,
        W: Fn(&R, &mut [T]),
    {
        Self::chunks(a.len(), |start, count| {
            let r = eval(
                &Self::gather(a, start, count),
                &Self::gather(b, start, count),
                &Self::gather(c, start, count),
            );
            write(&r, &mut out[start..start + count]);
        });
    }

    /// Every lane of a vector of lanes into its state's vector (`dst[lane]`).
    #[inline(always)]
    fn scatter_vectors<const N: usize>(r: &SVector<L, N>, dst: &mut [SVector<L::Element, N>]) {
        Self::scatter(r, dst, |d| d);
    }

    /// Every block of a [`Linearized`] of lanes into its state's [`Linearized`] (`dst[lane]`).
    #[inline(always)]
    fn scatter_blocks<const N: usize>(r: &Linearized<N, L>, dst: &mut [Linearized<N, L::Element>]) {
        Self::scatter(&r.dqdd_dq, dst, |d| &mut d.dqdd_dq);
        Self::scatter(&r.dqdd_dqd, dst, |d| &mut d.dqdd_dqd);
        Self::scatter(&r.minv, dst, |d| &mut d.minv);
        Self::scatter(&r.qdd, dst, |d| &mut d.qdd);
    }

    /// `qdd[k] = forward_dynamics(q[k], qd[k], tau[k])` for every `k`.
    pub fn forward_dynamics<D: DynamicsIn<N>, const N: usize>(
        robot: &D,
        q: &[SVector<L::Element, N>],
        qd: &[SVector<L::Element, N>],
        tau: &[SVector<L::Element, N>],
        qdd: &mut [SVector<L::Element, N>],
    ) -> Result<(), BatchError> {
        let eval = |q: &_, qd: &_, tau: &_| robot.forward_dynamics_in::<L>(q, qd, tau);
        let (x, names) = ([q, qd, tau], ["qd", "tau", "qdd"]);
        Self::evaluate(names, x, qdd, eval, Self::scatter_vectors, Self::lanes)
    }

    /// `tau[k] = inverse_dynamics(q[k], qd[k], qdd[k])` for every `k`.
    pub fn inverse_dynamics<D: DynamicsIn<N>, const N: usize>(
        robot: &D,
        q: &[SVector<L::Element, N>],
        qd: &[SVector<L::Element, N>],
        qdd: &[SVector<L::Element, N>],
        tau: &mut [SVector<L::Element, N>],
    ) -> Result<(), BatchError> {
        let eval = |q: &_, qd: &_, qdd: &_| robot.inverse_dynamics_in::<L>(q, qd, qdd);
        let (x, names) = ([q, qd, qdd], ["qd", "qdd", "tau"]);
        Self::evaluate(names, x, tau, eval, Self::scatter_vectors, Self::lanes)
    }

    /// `out[k] = linearize_blocks(q[k], qd[k], u[k])` for every `k`.
    pub fn linearize_blocks<D: DynamicsIn<N>, const N: usize>(
        robot: &D,
        q: &[SVector<L::Element, N>],
        qd: &[SVector<L::Element, N>],
        u: &[SVector<L::Element, N>],
        out: &mut [Linearized<N, L::Element>],
    ) -> Result<(), BatchError> {
        let eval = |q: &_, qd: &_, u: &_| robot.linearize_blocks_in::<L>(q, qd, u);
        let (x, names) = ([q, qd, u], ["qd", "u", "out"]);
        Self::evaluate(names, x, out, eval, Self::scatter_blocks, Self::lanes)
    }
}

#[cfg(feature = "rayon")]
impl<L> Batch<L>
where
    L: Real,
    L::Element: Real + Send + Sync,
{
    /// [`Self::lanes`] on parts of the states (`x`'s slices and `out`, all of one length) in
    /// rayon's current thread pool: about four parts per thread, each a whole number of
    /// `L::LANES` chunks (but the last), so that every part is evaluated as [`Batch`] evaluates
    /// it.
    fn par_lanes<T, R, E, W, const N: usize>(
        x: [&[SVector<L::Element, N>]; 3],
        out: &mut [T],
        f: &(E, W),
    ) where
        T: Send,
        E: Fn(&SVector<L, N>, &SVector<L, N>, &SVector<L, N>) -> R + Sync,
        W: Fn(&R, &mut [T]) + Sync,
    {
        use rayon::prelude::*;
        let parts = 4 * rayon::current_num_threads().max(1);
        let per = out.len().div_ceil(L::LANES).div_ceil(parts).max(1) * L::LANES;
        out.par_chunks_mut(per).enumerate().for_each(|(k, part)| {
            let (s, e) = (k * per, k * per + part.len());
            Self::lanes([&x[0][s..e], &x[1][s..e], &x[2][s..e]], part, f)
        });
    }

    /// [`Self::forward_dynamics`] across the threads of rayon's current pool (the global one,
    /// created on first use with a thread per logical CPU or `RAYON_NUM_THREADS`, unless called
    /// inside `ThreadPool::install`): the states in parts of
    /// whole `L::LANES` chunks, each part as [`Self::forward_dynamics`] evaluates it, so every
    /// result is the same, bit for bit. Worth it where a batch takes much longer than handing
    /// out its parts (some microseconds per thread): hundreds of states of a large model.
    pub fn par_forward_dynamics<D: DynamicsIn<N> + Sync, const N: usize>(
        robot: &D,
        q: &[SVector<L::Element, N>],
        qd: &[SVector<L::Element, N>],
        tau: &[SVector<L::Element, N>],
        qdd: &mut [SVector<L::Element, N>],
    ) -> Result<(), BatchError> {
        let eval = |q: &_, qd: &_, tau: &_| robot.forward_dynamics_in::<L>(q, qd, tau);
        let (x, names) = ([q, qd, tau], ["qd", "tau", "qdd"]);
        Self::evaluate(names, x, qdd, eval, Self::scatter_vectors, Self::par_lanes)
    }

    /// [`Self::inverse_dynamics`] across rayon's threads, as [`Self::par_forward_dynamics`].
    pub fn par_inverse_dynamics<D: DynamicsIn<N> + Sync, const N: usize>(
        robot: &D,
        q: &[SVector<L::Element, N>],
        qd: &[SVector<L::Element, N>],
        qdd: &[SVector<L::Element, N>],
        tau: &mut [SVector<L::Element, N>],
    ) -> Result<(), BatchError> {
        let eval = |q: &_, qd: &_, qdd: &_| robot.inverse_dynamics_in::<L>(q, qd, qdd);
        let (x, names) = ([q, qd, qdd], ["qd", "qdd", "tau"]);
        Self::evaluate(names, x, tau, eval, Self::scatter_vectors, Self::par_lanes)
    }

    /// [`Self::linearize_blocks`] across rayon's threads, as [`Self::par_forward_dynamics`].
    pub fn par_linearize_blocks<D: DynamicsIn<N> + Sync, const N: usize>(
        robot: &D,
        q: &[SVector<L::Element, N>],
        qd: &[SVector<L::Element, N>],
        u: &[SVector<L::Element, N>],
        out: &mut [Linearized<N, L::Element>],
    ) -> Result<(), BatchError> {
        let eval = |q: &_, qd: &_, u: &_| robot.linearize_blocks_in::<L>(q, qd, u);
        let (x, names) = ([q, qd, u], ["qd", "u", "out"]);
        Self::evaluate(names, x, out, eval, Self::scatter_blocks, Self::par_lanes)
    }
}
