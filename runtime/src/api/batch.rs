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

    /// `qdd[k] = forward_dynamics(q[k], qd[k], tau[k])` for every `k`.
    pub fn forward_dynamics<D: DynamicsIn<N>, const N: usize>(
        robot: &D,
        q: &[SVector<L::Element, N>],
        qd: &[SVector<L::Element, N>],
        tau: &[SVector<L::Element, N>],
        qdd: &mut [SVector<L::Element, N>],
    ) -> Result<(), BatchError> {
        let len = q.len();
        check("qd", len, qd.len())?;
        check("tau", len, tau.len())?;
        check("qdd", len, qdd.len())?;
        Self::run_forward_dynamics(robot, [q, qd, tau], qdd);
        Ok(())
    }

    /// [`Self::forward_dynamics`] on slices of one length.
    fn run_forward_dynamics<D: DynamicsIn<N>, const N: usize>(
        robot: &D,
        [q, qd, tau]: [&[SVector<L::Element, N>]; 3],
        qdd: &mut [SVector<L::Element, N>],
    ) {
        Self::chunks(q.len(), |start, count| {
            let r = robot.forward_dynamics_in::<L>(
                &Self::gather(q, start, count),
                &Self::gather(qd, start, count),
                &Self::gather(tau, start, count),
            );
            Self::scatter(&r, &mut qdd[start..start + count], |d| d);
        });
    }

    /// `tau[k] = inverse_dynamics(q[k], qd[k], qdd[k])` for every `k`.
    pub fn inverse_dynamics<D: DynamicsIn<N>, const N: usize>(
        robot: &D,
        q: &[SVector<L::Element, N>],
        qd: &[SVector<L::Element, N>],
        qdd: &[SVector<L::Element, N>],
        tau: &mut [SVector<L::Element, N>],
    ) -> Result<(), BatchError> {
        let len = q.len();
        check("qd", len, qd.len())?;
        check("qdd", len, qdd.len())?;
        check("tau", len, tau.len())?;
        Self::run_inverse_dynamics(robot, [q, qd, qdd], tau);
        Ok(())
    }

    /// [`Self::inverse_dynamics`] on slices of one length.
    fn run_inverse_dynamics<D: DynamicsIn<N>, const N: usize>(
        robot: &D,
        [q, qd, qdd]: [&[SVector<L::Element, N>]; 3],
        tau: &mut [SVector<L::Element, N>],
    ) {
        Self::chunks(q.len(), |start, count| {
            let r = robot.inverse_dynamics_in::<L>(
                &Self::gather(q, start, count),
                &Self::gather(qd, start, count),
                &Self::gather(qdd, start, count),
            );
            Self::scatter(&r, &mut tau[start..start + count], |d| d);
        });
    }

    /// `out[k] = linearize_blocks(q[k], qd[k], u[k])` for every `k`.
    pub fn linearize_blocks<D: DynamicsIn<N>, const N: usize>(
        robot: &D,
        q: &[SVector<L::Element, N>],
        qd: &[SVector<L::Element, N>],
        u: &[SVector<L::Element, N>],
        out: &mut [Linearized<N, L::Element>],
    ) -> Result<(), BatchError> {
        let len = q.len();
        check("qd", len, qd.len())?;
        check("u", len, u.len())?;
        check("out", len, out.len())?;
        Self::run_linearize_blocks(robot, [q, qd, u], out);
        Ok(())
    }

    /// [`Self::linearize_blocks`] on slices of one length.
    fn run_linearize_blocks<D: DynamicsIn<N>, const N: usize>(
        robot: &D,
        [q, qd, u]: [&[SVector<L::Element, N>]; 3],
        out: &mut [Linearized<N, L::Element>],
    ) {
        Self::chunks(q.len(), |start, count| {
            let r = robot.linearize_blocks_in::<L>(
                &Self::gather(q, start, count),
                &Self::gather(qd, start, count),
                &Self::gather(u, start, count),
            );
            let dst = &mut out[start..start + count];
            Self::scatter(&r.dqdd_dq, dst, |d| &mut d.dqdd_dq);
            Self::scatter(&r.dqdd_dqd, dst, |d| &mut d.dqdd_dqd);
            Self::scatter(&r.minv, dst, |d| &mut d.minv);
            Self::scatter(&r.qdd, dst, |d| &mut d.qdd);
        });
    }
}

#[cfg(feature = "rayon")]
impl<L> Batch<L>
where
    L: Real,
    L::Element: Real + Send + Sync,
{
    /// `f` on parts of the states (`x`'s slices and `out`, all of one length) in rayon's
    /// current thread pool: about four parts per thread, each a whole number of `L::LANES`
    /// chunks (but the last), so that every part is evaluated as [`Batch`] evaluates it.
    fn par_parts<A: Sync, B: Send>(
        x: [&[A]; 3],
        out: &mut [B],
        f: impl Fn([&[A]; 3], &mut [B]) + Sync,
    ) {
        use rayon::prelude::*;
        let parts = 4 * rayon::current_num_threads().max(1);
        let per = out.len().div_ceil(L::LANES).div_ceil(parts).max(1) * L::LANES;
        out.par_chunks_mut(per).enumerate().for_each(|(k, part)| {
            let (s, e) = (k * per, k * per + part.len());
            f([&x[0][s..e], &x[1][s..e], &x[2][s..e]], part)
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
        let len = q.len();
        check("qd", len, qd.len())?;
        check("tau", len, tau.len())?;
        check("qdd", len, qdd.len())?;
        Self::par_parts([q, qd, tau], qdd, |x, out| {
            Self::run_forward_dynamics(robot, x, out)
        });
        Ok(())
    }

    /// [`Self::inverse_dynamics`] across rayon's threads, as [`Self::par_forward_dynamics`].
    pub fn par_inverse_dynamics<D: DynamicsIn<N> + Sync, const N: usize>(
        robot: &D,
        q: &[SVector<L::Element, N>],
        qd: &[SVector<L::Element, N>],
        qdd: &[SVector<L::Element, N>],
        tau: &mut [SVector<L::Element, N>],
    ) -> Result<(), BatchError> {
        let len = q.len();
        check("qd", len, qd.len())?;
        check("qdd", len, qdd.len())?;
        check("tau", len, tau.len())?;
        Self::par_parts([q, qd, qdd], tau, |x, out| {
            Self::run_inverse_dynamics(robot, x, out)
        });
        Ok(())
    }

    /// [`Self::linearize_blocks`] across rayon's threads, as [`Self::par_forward_dynamics`].
    pub fn par_linearize_blocks<D: DynamicsIn<N> + Sync, const N: usize>(
        robot: &D,
        q: &[SVector<L::Element, N>],
        qd: &[SVector<L::Element, N>],
        u: &[SVector<L::Element, N>],
        out: &mut [Linearized<N, L::Element>],
    ) -> Result<(), BatchError> {
        let len = q.len();
        check("qd", len, qd.len())?;
        check("u", len, u.len())?;
        check("out", len, out.len())?;
        Self::par_parts([q, qd, u], out, |x, out| {
            Self::run_linearize_blocks(robot, x, out)
        });
        Ok(())
    }
}
