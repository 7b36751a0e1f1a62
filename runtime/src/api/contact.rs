//! A floating base on contacts, on generated code: the contacts at generated frames
//! ([`FrameContact`]), how their forces are expressed ([`ContactOptions`]), and the fixed-size,
//! allocation-free solve behind [`FloatingTaskSpace::constraint_dynamics`] and
//! [`FloatingTaskSpace::impulse_dynamics`](crate::FloatingTaskSpace::impulse_dynamics) (feature `std`, for the typed errors), which form
//! the contacts' rows from the generated methods (`api/floating.rs`).
//!
//! The equations and conventions are Pinocchio's `RigidConstraintModel`'s, as the runtime's
//! reference `floating_constraint_dynamics` states them: `M a + C v + g + τ_loss = τ + Jᵀ λ`,
//! `J a + γ = 0`; a point contact holds its frame's origin (three rows of the frame's Jacobian,
//! the classical acceleration as `γ`, in the frame's or the world's axes), a surface contact the
//! frame (six rows in its axes, its spatial acceleration as `γ`); `λ` keeps every contact's slot
//! in the list's order, zero for the inactive ones. From the generated methods: `M`
//! ([`FloatingDynamics::mass_matrix`](crate::FloatingDynamics::mass_matrix)), `C v + g + τ_loss` (inverse dynamics at `a = 0`), each
//! active contact's Jacobian and `J̇ v` (`frame_jacobian`, `frame_acceleration_bias`); then `M⁻¹` (`L D Lᵀ`), the operational-space
//! (Delassus) matrix `Δ = J M⁻¹ Jᵀ` with the inactive contacts' rows made the identity (so that
//! their forces come out zero with no change of size), and `λ = −Δ⁻¹ (J a₀ + γ)`,
//! `a = a₀ + M⁻¹ Jᵀ λ`.

#[cfg(feature = "std")]
use crate::api::error::DynamicsError;
use crate::api::scalar::Real;
use crate::api::task_space::FrameId;
#[cfg(feature = "std")]
use crate::api::task_space::{Pose, ReferenceFrame};
use chaindyn_model::ContactKind;
use nalgebra::{SMatrix, SVector};

/// A contact at a generated frame of the robot `M` (`Solo12::FL_FOOT`).
pub struct FrameContact<M> {
    /// The frame.
    pub frame: FrameId<M>,
    /// A point or a surface.
    pub kind: ContactKind,
}

impl<M> Clone for FrameContact<M> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<M> Copy for FrameContact<M> {}

impl<M> PartialEq for FrameContact<M> {
    fn eq(&self, other: &Self) -> bool {
        self.frame == other.frame && self.kind == other.kind
    }
}

impl<M> Eq for FrameContact<M> {}

impl<M> core::fmt::Debug for FrameContact<M> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("FrameContact")
            .field("frame", &self.frame)
            .field("kind", &self.kind)
            .finish()
    }
}

#[cfg(feature = "std")]
/// Pinocchio's proximal iterations for dependent contacts: `(Δ + μ 1) λ_{k+1} = μ λ_k − r`
/// from `λ_0 = 0` until `‖Δ λ + r‖∞ ≤ tolerance`, which reach the least-norm forces where `Δ` is
/// singular and the contacts are consistent.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Proximal {
    /// `μ > 0`, finite.
    pub mu: f64,
    /// At least 1.
    pub max_iterations: usize,
    /// `> 0`: on the contacts' acceleration (m/s², rad/s²) or velocity (m/s, rad/s) residual.
    pub tolerance: f64,
}

#[cfg(feature = "std")]
impl Default for Proximal {
    /// `μ = 1e-8`, 100 iterations, a residual of `1e-12`.
    fn default() -> Self {
        Proximal {
            mu: 1e-8,
            max_iterations: 100,
            tolerance: 1e-12,
        }
    }
}

#[cfg(feature = "std")]
impl Proximal {
    /// `Ok` for a finite `μ > 0`, a finite tolerance `> 0` and at least one iteration, else
    /// [`DynamicsError::InvalidArgument`] naming the first that is not (the contact methods call
    /// it whether or not a contact is active).
    pub fn check(&self) -> Result<(), DynamicsError> {
        if !(self.mu > 0.0 && self.mu.is_finite()) {
            return Err(DynamicsError::InvalidArgument {
                argument: "proximal.mu",
                value: self.mu,
                requirement: "finite and > 0",
            });
        }
        if !(self.tolerance > 0.0 && self.tolerance.is_finite()) {
            return Err(DynamicsError::InvalidArgument {
                argument: "proximal.tolerance",
                value: self.tolerance,
                requirement: "finite and > 0",
            });
        }
        if self.max_iterations == 0 {
            return Err(DynamicsError::InvalidArgument {
                argument: "proximal.max_iterations",
                value: 0.0,
                requirement: "at least 1",
            });
        }
        Ok(())
    }
}

#[cfg(feature = "std")]
/// Baumgarte's stabilisation of the contacts (Pinocchio's `BaumgarteCorrectorParameters` on a
/// contact with the world): each active contact's constraint becomes
/// `J a + γ + k_d J v + k_p e = 0` instead of `J a + γ = 0`, so that a contact that has drifted
/// from its anchor (integration error, a foot placed slightly off) returns to it. `e` is the
/// contact's position error from its anchor, in the contact's axes: for a point
/// `p − p_anchor` (world axes) or `Rᵀ (p − p_anchor)` (the frame's), for a surface
/// `log₆(M_anchor⁻¹ M)` (`[v; ω]`, SE(3)'s logarithm of the frame's pose relative to the
/// anchor's, Pinocchio's `−log6(c1Mc2)`).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Baumgarte<'a> {
    /// `k_p ≥ 0` (1/s²), finite.
    pub kp: f64,
    /// `k_d ≥ 0` (1/s), finite.
    pub kd: f64,
    /// Each contact's anchor in the world, one per contact of the list (the inactive ones' are
    /// not read): a point's position is the translation, a surface's the whole pose.
    pub anchors: &'a [Pose],
}

#[cfg(feature = "std")]
impl Baumgarte<'_> {
    /// `Ok` for finite gains `≥ 0`, one anchor per contact (`contacts` of them) and finite
    /// anchors, else [`DynamicsError::InvalidArgument`] or [`DynamicsError::DimensionMismatch`].
    pub fn check(&self, contacts: usize) -> Result<(), DynamicsError> {
        for (argument, value) in [("baumgarte.kp", self.kp), ("baumgarte.kd", self.kd)] {
            if !(value >= 0.0 && value.is_finite()) {
                return Err(DynamicsError::InvalidArgument {
                    argument,
                    value,
                    requirement: "finite and ≥ 0",
                });
            }
        }
        if self.anchors.len() != contacts {
            return Err(DynamicsError::DimensionMismatch {
                argument: "baumgarte.anchors",
                expected: contacts,
                found: self.anchors.len(),
            });
        }
        match self
            .anchors
            .iter()
            .flat_map(|a| a.rotation.iter().chain(a.translation.iter()))
            .find(|x| !x.is_finite())
        {
            Some(&value) => Err(DynamicsError::InvalidArgument {
                argument: "baumgarte.anchors",
                value,
                requirement: "finite",
            }),
            None => Ok(()),
        }
    }
}

#[cfg(feature = "std")]
/// How contact forces are expressed, dependent contacts solved and drift corrected.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct ContactOptions<'a> {
    /// The axes of a point contact's constraint and force: `Local` (the frame's, the default;
    /// Pinocchio's `LOCAL`) or `LocalWorldAligned` (the world's). A surface contact's are always
    /// its frame's.
    pub point_forces: ReferenceFrame,
    /// `None` (the default): dependent contacts are an error
    /// ([`DynamicsError::DependentContacts`]). `Some`: Pinocchio's proximal iterations.
    pub proximal: Option<Proximal>,
    /// `None` (the default): the contacts hold where they are. `Some`: Baumgarte's terms pull
    /// them to their anchors, in the constrained dynamics and its derivatives (an impulse has
    /// no drift to correct: the impulse methods do not read it).
    pub baumgarte: Option<Baumgarte<'a>>,
}

#[cfg(feature = "std")]
impl ContactOptions<'_> {
    /// `Ok` if the proximal settings and Baumgarte's terms (for `contacts` contacts) are valid.
    pub(crate) fn check(&self, contacts: usize) -> Result<(), DynamicsError> {
        if let Some(p) = &self.proximal {
            p.check()?;
        }
        match &self.baumgarte {
            Some(b) => b.check(contacts),
            None => Ok(()),
        }
    }

    /// The axes of a contact of `kind`: a point's as the options say, a surface's its frame's.
    pub(crate) fn axes(&self, kind: ContactKind) -> ReferenceFrame {
        match kind {
            ContactKind::Point => self.point_forces,
            ContactKind::Surface => ReferenceFrame::Local,
        }
    }
}

/// Accelerations and contact forces under contact, fixed-size: `NV` accelerations, `NC` force
/// components (every contact's slot), in `f64` or the number type `S` of the `_in` methods.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ContactDynamics<const NV: usize, const NC: usize, S = f64> {
    /// `a`, or for an impulse the velocity after it `v⁺`.
    pub a: SVector<S, NV>,
    /// The contact forces (for an impulse, the impulses), zero for the inactive contacts.
    pub lambda: SVector<S, NC>,
}

/// The operational-space terms of a description's contacts (`contacts = ..`, every contact's
/// rows in its frame's axes: Pinocchio's `LOCAL`), from the generated
/// `FloatingTaskSpaceIn::contact_terms_in`: with `J` the contacts' Jacobian (`NC × NV`) and `γ`
/// their bias (a point's classical acceleration at `q̈ = 0`, a surface's spatial one), the
/// constrained dynamics is `λ = −Δ⁻¹ r` over the active rows and `a = a₀ + M⁻¹ Jᵀ λ`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ContactTerms<S, const NV: usize, const NC: usize> {
    /// `a₀ = M⁻¹ (τ − C v − g − τ_loss)`: the acceleration without contact forces.
    pub a_free: SVector<S, NV>,
    /// `M`'s factors `M = Lᵀ D L` on the tree of degrees of freedom (Featherstone's, Rigid
    /// Body Dynamics Algorithms section 6.3): `d_k` on the diagonal, `L_ki` below it (zero unless
    /// `i` is an ancestor of `k`), the upper triangle zero.
    pub factors: SMatrix<S, NV, NV>,
    /// `J`.
    pub j: SMatrix<S, NC, NV>,
    /// `Zᵀ = J L⁻¹ D⁻¹`, so that `M⁻¹ Jᵀ λ = L⁻¹ (Z λ)` and `Δ = Zᵀ D Z`.
    pub z: SMatrix<S, NC, NV>,
    /// `Δ = J M⁻¹ Jᵀ` (symmetric).
    pub delta: SMatrix<S, NC, NC>,
    /// `r = J a₀ + γ`.
    pub r: SVector<S, NC>,
}

#[cfg(feature = "std")]
/// The active rows of `contacts`: for each of the `NC` slots, its contact's index and whether
/// it is active; checks the lengths.
pub(crate) fn slots<M, const NC: usize>(
    contacts: &[FrameContact<M>],
    active: &[bool],
) -> Result<[(usize, bool); NC], DynamicsError> {
    if active.len() != contacts.len() {
        return Err(DynamicsError::DimensionMismatch {
            argument: "active",
            expected: contacts.len(),
            found: active.len(),
        });
    }
    let len: usize = contacts.iter().map(|c| c.kind.dimension()).sum();
    if len != NC {
        return Err(DynamicsError::DimensionMismatch {
            argument: "NC (the contacts' force components: 3 a point, 6 a surface)",
            expected: len,
            found: NC,
        });
    }
    let mut out = [(0, false); NC];
    let mut row = 0;
    for (k, (c, &on)) in contacts.iter().zip(active).enumerate() {
        for _ in 0..c.kind.dimension() {
            out[row] = (k, on);
            row += 1;
        }
    }
    Ok(out)
}

#[cfg(feature = "std")]
/// Solves `Δ λ = −r` over the active slots (the inactive rows of `Δ` made the identity's, of
/// `r` zero), exactly with a pivot check or by the proximal iterations; with the exact solve,
/// also the factors of `Δ` masked (what the derivatives solve with).
#[allow(clippy::type_complexity)]
#[inline]
pub(crate) fn solve<const NC: usize>(
    delta: &SMatrix<f64, NC, NC>,
    r: &SVector<f64, NC>,
    slots: &[(usize, bool); NC],
    options: &ContactOptions,
) -> Result<(SVector<f64, NC>, Option<Ldl<f64, NC>>), DynamicsError> {
    let (d, r) = masked(delta, r, &slots.map(|(_, on)| on));
    match options.proximal {
        None => {
            let f = factor(&d, slots)?;
            Ok((f.solve(&-r), Some(f)))
        }
        Some(p) => {
            p.check()?;
            let damped = d + SMatrix::<f64, NC, NC>::identity() * p.mu;
            let f = factor(&damped, slots)?;
            let mut lambda = SVector::<f64, NC>::zeros();
            let mut residual = f64::INFINITY;
            for _ in 0..p.max_iterations {
                lambda = f.solve(&(lambda * p.mu - r));
                residual = (d * lambda + r).amax();
                if residual <= p.tolerance {
                    return Ok((lambda, None));
                }
            }
            Err(DynamicsError::ContactsNotSatisfied { residual })
        }
    }
}

/// For each of the `NC` slots, whether its contact is active; `None` for an `active` of another
/// length than `contacts` or an `NC` that is not their components' (the unchecked path's test).
pub(crate) fn active_slots<M, const NC: usize>(
    contacts: &[FrameContact<M>],
    active: &[bool],
) -> Option<[bool; NC]> {
    let len: usize = contacts.iter().map(|c| c.kind.dimension()).sum();
    if active.len() != contacts.len() || len != NC {
        return None;
    }
    let mut out = [false; NC];
    let mut row = 0;
    for (c, &on) in contacts.iter().zip(active) {
        for _ in 0..c.kind.dimension() {
            out[row] = on;
            row += 1;
        }
    }
    Some(out)
}

/// `L D Lᵀ` factors of a symmetric matrix in any number type (`L` below the diagonal, `D` on
/// it; no square roots, no pivoting), for `M` and the contacts' `Δ`.
pub(crate) struct Ldl<S, const N: usize>(SMatrix<S, N, N>);

impl<S: Real, const N: usize> Ldl<S, N> {
    /// Factors `m` (its lower triangle is read); `check(j, pivot, diagonal)` may refuse pivot
    /// `j`.
    #[inline]
    pub(crate) fn new<E>(
        m: &SMatrix<S, N, N>,
        mut check: impl FnMut(usize, S, S) -> Result<(), E>,
    ) -> Result<Self, E> {
        let mut f = *m;
        for j in 0..N {
            let mut pivot = f[(j, j)];
            for k in 0..j {
                pivot -= f[(j, k)] * f[(j, k)] * f[(k, k)];
            }
            check(j, pivot, m[(j, j)])?;
            f[(j, j)] = pivot;
            for i in j + 1..N {
                let mut s = f[(i, j)];
                for k in 0..j {
                    s -= f[(i, k)] * f[(j, k)] * f[(k, k)];
                }
                f[(i, j)] = s / pivot;
            }
        }
        Ok(Ldl(f))
    }

    /// `x` with `L D Lᵀ x = b`, for each column of `b` (on the factors' columns, stored
    /// contiguously: forward substitution by columns of `L`, back substitution by dot products
    /// with them).
    pub(crate) fn solve<const K: usize>(&self, b: &SMatrix<S, N, K>) -> SMatrix<S, N, K> {
        let f = self.0.as_slice();
        let mut x = *b;
        if N == 0 {
            return x;
        }
        for xc in x.as_mut_slice().chunks_exact_mut(N) {
            for k in 0..N {
                let (xk, col) = (xc[k], &f[k * N..(k + 1) * N]);
                for i in k + 1..N {
                    xc[i] -= col[i] * xk;
                }
            }
            for i in 0..N {
                xc[i] /= f[i * N + i];
            }
            for i in (0..N).rev() {
                let col = &f[i * N..(i + 1) * N];
                let mut sum = xc[i];
                for k in i + 1..N {
                    sum -= col[k] * xc[k];
                }
                xc[i] = sum;
            }
        }
        x
    }
}

#[cfg(feature = "std")]
/// `L D Lᵀ` of the contacts' `d`, refusing a pivot at most `MASS_MATRIX_PIVOT_TOL` of its
/// diagonal entry as [`DynamicsError::DependentContacts`] naming its contact.
#[inline]
pub(crate) fn factor<const N: usize>(
    d: &SMatrix<f64, N, N>,
    slots: &[(usize, bool); N],
) -> Result<Ldl<f64, N>, DynamicsError> {
    Ldl::new(
        d,
        |j, pivot, diagonal| match chaindyn_model::is_singular_pivot(pivot, diagonal) {
            true => Err(DynamicsError::DependentContacts {
                contact: slots[j].0,
                pivot_ratio: pivot / diagonal,
            }),
            false => Ok(()),
        },
    )
}

/// `Δ` with the inactive slots' rows and columns made the identity's and `r` with their entries
/// zero (so that their forces come out zero), `Δ` symmetrised.
#[inline]
pub(crate) fn masked<S: Real, const NC: usize>(
    delta: &SMatrix<S, NC, NC>,
    r: &SVector<S, NC>,
    active: &[bool; NC],
) -> (SMatrix<S, NC, NC>, SVector<S, NC>) {
    let (zero, half, one) = (S::constant(0.0), S::constant(0.5), S::constant(1.0));
    let mut d = SMatrix::<S, NC, NC>::from_fn(|i, j| (delta[(i, j)] + delta[(j, i)]) * half);
    let mut r = *r;
    for (i, &on) in active.iter().enumerate() {
        if !on {
            d.fill_row(i, zero);
            d.fill_column(i, zero);
            d[(i, i)] = one;
            r[i] = zero;
        }
    }
    (d, r)
}

/// Forward dynamics under contact and its derivatives, fixed-size (Pinocchio's
/// `computeConstraintDynamicsDerivatives`): `∂/∂q` in the tangent space, `λ`'s rows every
/// contact's slot (zero for the inactive ones).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ContactDerivatives<const NV: usize, const NC: usize, S = f64> {
    /// `a` and `λ`.
    pub value: ContactDynamics<NV, NC, S>,
    /// `∂a/∂q`.
    pub da_dq: SMatrix<S, NV, NV>,
    /// `∂a/∂v`.
    pub da_dv: SMatrix<S, NV, NV>,
    /// `∂a/∂τ`.
    pub da_dtau: SMatrix<S, NV, NV>,
    /// `∂λ/∂q`.
    pub dlambda_dq: SMatrix<S, NC, NV>,
    /// `∂λ/∂v`.
    pub dlambda_dv: SMatrix<S, NC, NV>,
    /// `∂λ/∂τ`.
    pub dlambda_dtau: SMatrix<S, NC, NV>,
}

/// The impulse at an impact and its derivatives in the configuration (tangent space) and the
/// velocity before it, fixed-size (Pinocchio's `computeImpulseDynamicsDerivatives`, whose
/// `ddq_dv` is the jump's `∂v⁺/∂v⁻ − 1`).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ContactImpulseDerivatives<const NV: usize, const NC: usize, S = f64> {
    /// `v⁺` (in its `a`) and the impulses `Λ` (in its `lambda`).
    pub value: ContactDynamics<NV, NC, S>,
    /// `∂v⁺/∂q`.
    pub dv_dq: SMatrix<S, NV, NV>,
    /// `∂v⁺/∂v⁻`.
    pub dv_dv: SMatrix<S, NV, NV>,
    /// `∂Λ/∂q`.
    pub dimpulses_dq: SMatrix<S, NC, NV>,
    /// `∂Λ/∂v⁻`.
    pub dimpulses_dv: SMatrix<S, NC, NV>,
}
