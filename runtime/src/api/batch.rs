//! Generated methods over slices of states, a SIMD vector of states per call.
//!
//! [`Batch<L>`] evaluates [`DynamicsIn`] methods over slices of states in chunks of `L::LANES`
//! (for example `simba::simd::WideF64x4`: four `f64` states per call, or
//! `simba::simd::WideF32x8`: eight `f32` states). States are gathered into lanes, evaluated once
//! by the generated straight-line program, and scattered back; a last, partial chunk is filled
//! with copies of its last state (evaluated, then discarded). Nothing is allocated. Each result
//! equals (`==`) the scalar evaluation in the element type, up to the sign of a zero (see
//! [`Real`]).
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
        Self::chunks(len, |start, count| {
            let r = robot.forward_dynamics_in::<L>(
                &Self::gather(q, start, count),
                &Self::gather(qd, start, count),
                &Self::gather(tau, start, count),
            );
            for lane in 0..count {
                qdd[start + lane] = Self::lane(&r, lane);
            }
        });
        Ok(())
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
        Self::chunks(len, |start, count| {
            let r = robot.inverse_dynamics_in::<L>(
                &Self::gather(q, start, count),
                &Self::gather(qd, start, count),
                &Self::gather(qdd, start, count),
            );
            for lane in 0..count {
                tau[start + lane] = Self::lane(&r, lane);
            }
        });
        Ok(())
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
        Self::chunks(len, |start, count| {
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
        Ok(())
    }
}
