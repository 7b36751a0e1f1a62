//! Generated methods over slices of states, a SIMD vector of states per call.
//!
//! [`Batch<L>`] evaluates [`DynamicsIn`] methods over slices of states in chunks of `L::LANES`
//! (for example `simba::simd::WideF64x4`: four `f64` states per call, or
//! `simba::simd::WideF32x8`: eight `f32` states). States are gathered into lanes, evaluated once
//! by the generated straight-line program, and scattered back; a last, partial chunk is filled
//! with copies of its last state (evaluated, then discarded). Nothing is allocated. Each result
//! equals (`==`) the scalar evaluation in the element type, up to the sign of a zero (see
//! [`Real`]). With `std`, [`Batch::on_threads`] splits a batch across threads as well
//! ([`Threads`]).
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
        SVector::from_fn(|i, _| {
            let mut v = L::splat(xs[start][i]);
            for lane in 1..count {
                v.replace(lane, xs[start + lane][i]);
            }
            for lane in count..L::LANES {
                v.replace(lane, xs[start + count - 1][i]);
            }
            v
        })
    }

    /// Lane `lane` of a matrix of lanes.
    #[inline(always)]
    fn lane<const R: usize, const C: usize>(
        m: &SMatrix<L, R, C>,
        lane: usize,
    ) -> SMatrix<L::Element, R, C> {
        m.map(|x| x.extract(lane))
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
            for lane in 0..count {
                qdd[start + lane] = Self::lane(&r, lane);
            }
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
            for lane in 0..count {
                tau[start + lane] = Self::lane(&r, lane);
            }
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
            for lane in 0..count {
                out[start + lane] = Linearized {
                    dqdd_dq: Self::lane(&r.dqdd_dq, lane),
                    dqdd_dqd: Self::lane(&r.dqdd_dqd, lane),
                    minv: Self::lane(&r.minv, lane),
                    qdd: Self::lane(&r.qdd, lane),
                };
            }
        });
    }
}

/// [`Batch<L>`] split across threads ([`Batch::on_threads`]): the states in as many contiguous
/// parts as threads (each a whole number of `L::LANES` chunks, but the last), one part on the
/// calling thread and each other on a scoped thread of its own, spawned per call. Each result is
/// the one [`Batch<L>`] gives (the same evaluation of the same chunks); nothing is allocated per
/// state. Spawning costs some tens of microseconds per thread: worth it for batches that take
/// much longer (hundreds of states of a large model). A thread the system refuses to start
/// leaves its part to the calling thread, after the others.
#[cfg(feature = "std")]
#[derive(Debug, Clone, Copy)]
pub struct Threads<L> {
    count: core::num::NonZeroUsize,
    lanes: PhantomData<L>,
}

#[cfg(feature = "std")]
impl<L> Batch<L> {
    /// The batch methods on up to `count` threads, the calling one included (see [`Threads`]);
    /// `std::thread::available_parallelism()` gives the machine's.
    pub fn on_threads(count: core::num::NonZeroUsize) -> Threads<L> {
        Threads {
            count,
            lanes: PhantomData,
        }
    }
}

#[cfg(feature = "std")]
impl<L> Threads<L>
where
    L: Real,
    L::Element: Real + Send + Sync,
{
    /// The number of threads (the calling one included).
    pub fn count(&self) -> usize {
        self.count.get()
    }

    /// `f` on each part of the states (`x`'s slices and `out`, all of one length), see
    /// [`Threads`].
    fn split<A: Sync, B: Send>(
        &self,
        x: [&[A]; 3],
        out: &mut [B],
        f: impl Fn([&[A]; 3], &mut [B]) + Sync,
    ) {
        let len = out.len();
        let per = len
            .div_ceil(L::LANES)
            .div_ceil(self.count.get())
            .max(1)
            .saturating_mul(L::LANES);
        let part = |s: usize, e: usize| [&x[0][s..e], &x[1][s..e], &x[2][s..e]];
        // Parts whose thread the system refused: evaluated here after the others.
        let mut refused: Vec<(usize, usize)> = Vec::new();
        std::thread::scope(|scope| {
            let f = &f;
            let (mine, mut rest) = out.split_at_mut(per.min(len));
            let mut start = mine.len();
            while !rest.is_empty() {
                let take = per.min(rest.len());
                let (chunk, tail) = core::mem::take(&mut rest).split_at_mut(take);
                rest = tail;
                let end = start + chunk.len();
                let xs = part(start, end);
                let spawned = std::thread::Builder::new().spawn_scoped(scope, move || f(xs, chunk));
                if spawned.is_err() {
                    refused.push((start, end));
                }
                start = end;
            }
            f(part(0, mine.len()), mine);
        });
        for (s, e) in refused {
            f(part(s, e), &mut out[s..e]);
        }
    }

    /// [`Batch::forward_dynamics`] on the threads.
    pub fn forward_dynamics<D: DynamicsIn<N> + Sync, const N: usize>(
        &self,
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
        self.split([q, qd, tau], qdd, |x, out| {
            Batch::<L>::run_forward_dynamics(robot, x, out)
        });
        Ok(())
    }

    /// [`Batch::inverse_dynamics`] on the threads.
    pub fn inverse_dynamics<D: DynamicsIn<N> + Sync, const N: usize>(
        &self,
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
        self.split([q, qd, qdd], tau, |x, out| {
            Batch::<L>::run_inverse_dynamics(robot, x, out)
        });
        Ok(())
    }

    /// [`Batch::linearize_blocks`] on the threads.
    pub fn linearize_blocks<D: DynamicsIn<N> + Sync, const N: usize>(
        &self,
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
        self.split([q, qd, u], out, |x, out| {
            Batch::<L>::run_linearize_blocks(robot, x, out)
        });
        Ok(())
    }
}
