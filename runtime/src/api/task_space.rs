//! Task space: where a frame of the chain is, how it moves, and the joint forces of wrenches
//! applied at it. `#[derive(Dynamics)]` implements [`TaskSpaceIn`] for the frames a description
//! asks for: straight-line code generic over the number type ([`Real`]: `f64`, `f32`, SIMD
//! lanes), without `std`. [`TaskSpace`] is its `f64` interface, implemented for every
//! `TaskSpaceIn` model, with the methods built on it (velocities, wrenches). The conventions are
//! shared with the recursive reference (`frame_jacobian` and its siblings, with `std`).
//!
//! # Conventions (Pinocchio's names)
//!
//! * A frame's **Jacobian** is `6 × N`: rows `[v; ω]`, the linear velocity of the frame's origin
//!   then the angular velocity of the body (Pinocchio's row order), columns one per generalized
//!   coordinate of the chain's convention, so that `[v; ω] = J q̇`.
//! * [`ReferenceFrame::LocalWorldAligned`]: both vectors in the base (world) axes, at the frame's
//!   origin. [`ReferenceFrame::Local`]: both in the frame's own axes (`J_local = diag(Rᵀ, Rᵀ)
//!   J_lwa`, with `R` the frame's rotation in the base frame). Pinocchio's `WORLD` (velocity of
//!   the body point at the base origin) is not offered.
//! * The **acceleration bias** `J̇ q̇` is the classical acceleration of the frame's origin at
//!   `q̈ = 0`: `[p̈; ω̇]` with `q̈ = 0`, in the chosen axes (Pinocchio's
//!   `getFrameClassicalAcceleration` at `q̈ = 0`). So `p̈ = J_v q̈ + bias_v` and
//!   `ω̇ = J_ω q̈ + bias_ω` in `LocalWorldAligned`; in `Local` the bias is `Rᵀ` times those.
//! * A **wrench** is `[f; n]`: a force `f` applied at the frame's origin and a torque `n`, both in
//!   the axes of its [`ReferenceFrame`]. Its generalized force is `J(ref)ᵀ [f; n]` (virtual work),
//!   and with wrenches `w_k` the equations of motion read
//!   `M q̈ + C q̇ + g + τ_loss = τ + Σ_k J_kᵀ w_k`. A wrench is held constant in its own axes: a
//!   payload's weight in `LocalWorldAligned` (fixed in the world), a force measured by a wrist
//!   sensor in `Local` (turning with the hand); that is what `∂(Jᵀ w)/∂q` differentiates.

use crate::api::dynamics::{Dynamics, DynamicsIn, Linearized};
use crate::api::scalar::Real;
use core::marker::PhantomData;
use nalgebra::{Matrix3, SMatrix, SVector, Vector3, Vector6};

/// Pose of a frame in the world (base) frame: `p_world = rotation * p_frame + translation`, in
/// the number type `S` (`f64` unless said otherwise).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Pose<S = f64> {
    /// Orientation (the frame's axes in world coordinates, column-wise).
    pub rotation: Matrix3<S>,
    /// Position of the frame's origin.
    pub translation: Vector3<S>,
}

#[cfg(feature = "std")]
impl crate::api::error::Finite for Pose {
    fn all_finite(&self) -> bool {
        self.rotation.all_finite() && self.translation.all_finite()
    }
}

/// The axes in which task-space quantities are expressed (Pinocchio's `ReferenceFrame`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ReferenceFrame {
    /// The frame's own axes, at its origin (Pinocchio's `LOCAL`).
    Local,
    /// The base (world) axes, at the frame's origin (Pinocchio's `LOCAL_WORLD_ALIGNED`).
    LocalWorldAligned,
}

impl Default for ReferenceFrame {
    /// `Local`: a frame's own axes (Pinocchio's `LOCAL`).
    fn default() -> Self {
        ReferenceFrame::Local
    }
}

/// A frame of model `M`, as named by the constants `#[derive(Dynamics)]` generates (for example
/// `Panda::PANDA_HAND`): typed, so a frame of one model cannot be passed to another, and a plain
/// index in the hot path (no string lookup). [`FrameId::index`] is the frame's number in the
/// runtime chain (`Chain::frame_index`, with `std`): body frames first, then the
/// named frames.
pub struct FrameId<M> {
    index: usize,
    model: PhantomData<fn() -> M>,
}

impl<M> FrameId<M> {
    /// The frame with this index in `M`'s chain. Used by the generated constants; the generated
    /// methods answer NaN for an index whose code they do not have, so take frames from the
    /// constants or [`TaskSpace::frame`].
    #[doc(hidden)]
    pub const fn new_unchecked(index: usize) -> Self {
        FrameId {
            index,
            model: PhantomData,
        }
    }

    /// The frame's index in the runtime chain (`Chain::frame_index`, with `std`).
    pub const fn index(self) -> usize {
        self.index
    }
}

impl<M> Clone for FrameId<M> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<M> Copy for FrameId<M> {}
impl<M> PartialEq for FrameId<M> {
    fn eq(&self, other: &Self) -> bool {
        self.index == other.index
    }
}
impl<M> Eq for FrameId<M> {}
impl<M> core::hash::Hash for FrameId<M> {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
        self.index.hash(state)
    }
}
impl<M> core::fmt::Debug for FrameId<M> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "FrameId({})", self.index)
    }
}

/// A wrench `[f; n]` (force at the frame's origin, then torque) applied at a frame, expressed in
/// the axes of `reference`, in the number type `S` (`f64` unless said otherwise). `F` names the
/// frame: a [`FrameId`] for a derived model, a `usize` (the chain's frame index) for the
/// recursive reference.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ExternalWrench<F, S = f64> {
    /// Where it is applied.
    pub frame: F,
    /// The axes of `wrench`.
    pub reference: ReferenceFrame,
    /// `[f; n]`: force (applied at the frame's origin), then torque.
    pub wrench: Vector6<S>,
}

impl<F, S: nalgebra::Scalar + Copy> ExternalWrench<F, S> {
    /// A wrench `[force; torque]` at `frame`, in the axes of `reference`.
    pub fn new(frame: F, reference: ReferenceFrame, force: Vector3<S>, torque: Vector3<S>) -> Self {
        ExternalWrench {
            frame,
            reference,
            wrench: Vector6::new(force.x, force.y, force.z, torque.x, torque.y, torque.z),
        }
    }
}

/// The id of the frame called `name` in a model's `FRAMES` table (either base's), by a linear
/// search.
pub(crate) fn frame_named<M>(frames: &[(&str, FrameId<M>)], name: &str) -> Option<FrameId<M>> {
    frames.iter().find(|(n, _)| *n == name).map(|(_, id)| *id)
}

/// `diag(Rᵀ, Rᵀ) x` for each column of a `6 × K` matrix: from base-aligned to local axes.
pub fn to_local<S: Real, const K: usize>(
    rotation: &Matrix3<S>,
    x: &SMatrix<S, 6, K>,
) -> SMatrix<S, 6, K> {
    let rt = rotation.transpose();
    let mut out = SMatrix::<S, 6, K>::zeros();
    out.fixed_view_mut::<3, K>(0, 0)
        .copy_from(&(rt * x.fixed_view::<3, K>(0, 0)));
    out.fixed_view_mut::<3, K>(3, 0)
        .copy_from(&(rt * x.fixed_view::<3, K>(3, 0)));
    out
}

/// Task-space kinematics of a derived chain in any number type `S` ([`Real`]: `f64`, `f32`, SIMD
/// lanes), for the frames its description asks for (`#[chain(frames = ..)]`, `#[frame(..)]`):
/// what `#[derive(Dynamics)]` generates, straight-line code with no heap allocation and no `std`.
/// [`TaskSpace`] is its `f64` interface. A `FrameId` whose code the model does not have (made by
/// hand with [`FrameId::new_unchecked`]) gives NaN; so does the centre of mass of a chain whose
/// bodies are all massless.
pub trait TaskSpaceIn<const N: usize>: DynamicsIn<N> + Sized + 'static {
    /// The generated frames: name and id, in frame-index order.
    const FRAMES: &'static [(&'static str, FrameId<Self>)];

    /// The frame's pose in the base frame: `p_base = rotation · p_frame + translation`.
    fn frame_pose_in<S: Real>(&self, frame: FrameId<Self>, q: &SVector<S, N>) -> Pose<S>;

    /// The frame's Jacobian `J` (`[v; ω] = J q̇`, rows linear then angular) in `reference` axes.
    fn frame_jacobian_in<S: Real>(
        &self,
        frame: FrameId<Self>,
        q: &SVector<S, N>,
        reference: ReferenceFrame,
    ) -> SMatrix<S, 6, N>;

    /// The acceleration bias `J̇ q̇` in `reference` axes (see [`TaskSpace::frame_acceleration_bias`]).
    fn frame_acceleration_bias_in<S: Real>(
        &self,
        frame: FrameId<Self>,
        q: &SVector<S, N>,
        qd: &SVector<S, N>,
        reference: ReferenceFrame,
    ) -> SVector<S, 6>;

    /// The centre of mass of the whole chain in the base frame.
    fn center_of_mass_in<S: Real>(&self, q: &SVector<S, N>) -> Vector3<S>;

    /// The Jacobian of the centre of mass (`ċ = J_c q̇`), in base axes.
    fn center_of_mass_jacobian_in<S: Real>(&self, q: &SVector<S, N>) -> SMatrix<S, 3, N>;

    /// `∂(J(q)ᵀ w)/∂q` for the wrench held constant in its reference axes.
    fn wrench_torques_jacobian_in<S: Real>(
        &self,
        wrench: &ExternalWrench<FrameId<Self>, S>,
        q: &SVector<S, N>,
    ) -> SMatrix<S, N, N>;
}

/// Task-space kinematics and external wrenches of a derived chain in `f64`, for the frames its
/// description asks for (`#[chain(frames = ..)]`, `#[frame(..)]`): implemented for every model
/// with [`TaskSpaceIn`], whose generated code its methods run in `f64`, combined with fixed-size
/// products (no allocation). A `FrameId` whose code the model does not have (made by hand with
/// [`FrameId::new_unchecked`]) gives NaN; so does the centre of mass of a chain whose bodies are
/// all massless.
pub trait TaskSpace<const N: usize>: Dynamics<N> + TaskSpaceIn<N> {
    /// The generated frame called `name` (a linear search: look frames up once, outside the
    /// control loop, or use the generated constants).
    fn frame(name: &str) -> Option<FrameId<Self>> {
        frame_named(Self::FRAMES, name)
    }

    /// The frame's pose in the base frame: `p_base = rotation · p_frame + translation`.
    #[inline]
    fn frame_pose(&self, frame: FrameId<Self>, q: &SVector<f64, N>) -> Pose {
        self.frame_pose_in(frame, q)
    }

    /// The frame's Jacobian `J` (`[v; ω] = J q̇`, rows linear then angular) in `reference` axes.
    #[inline]
    fn frame_jacobian(
        &self,
        frame: FrameId<Self>,
        q: &SVector<f64, N>,
        reference: ReferenceFrame,
    ) -> SMatrix<f64, 6, N> {
        self.frame_jacobian_in(frame, q, reference)
    }

    /// The frame's velocity `[v; ω] = J q̇` (origin's linear velocity, angular velocity) in
    /// `reference` axes.
    fn frame_velocity(
        &self,
        frame: FrameId<Self>,
        q: &SVector<f64, N>,
        qd: &SVector<f64, N>,
        reference: ReferenceFrame,
    ) -> SVector<f64, 6> {
        self.frame_jacobian(frame, q, reference) * qd
    }

    /// The acceleration bias `J̇ q̇`: the classical acceleration `[p̈; ω̇]` of the frame's origin
    /// at `q̈ = 0`, in `reference` axes, so that `[p̈; ω̇] = J q̈ + J̇ q̇` (see the module's
    /// conventions for `Local`).
    #[inline]
    fn frame_acceleration_bias(
        &self,
        frame: FrameId<Self>,
        q: &SVector<f64, N>,
        qd: &SVector<f64, N>,
        reference: ReferenceFrame,
    ) -> SVector<f64, 6> {
        self.frame_acceleration_bias_in(frame, q, qd, reference)
    }

    /// The centre of mass of the whole chain in the base frame.
    #[inline]
    fn center_of_mass(&self, q: &SVector<f64, N>) -> Vector3<f64> {
        self.center_of_mass_in(q)
    }

    /// The Jacobian of the centre of mass (`ċ = J_c q̇`), in base axes.
    #[inline]
    fn center_of_mass_jacobian(&self, q: &SVector<f64, N>) -> SMatrix<f64, 3, N> {
        self.center_of_mass_jacobian_in(q)
    }

    /// `∂(J(q)ᵀ w)/∂q` for the wrench held constant in its reference axes (the term a wrench adds
    /// to `∂τ/∂q`).
    #[inline]
    fn wrench_torques_jacobian(
        &self,
        wrench: &ExternalWrench<FrameId<Self>>,
        q: &SVector<f64, N>,
    ) -> SMatrix<f64, N, N> {
        self.wrench_torques_jacobian_in(wrench, q)
    }

    /// The generalized force of the wrenches, `Σ_k J_kᵀ w_k`.
    fn wrench_torques(
        &self,
        wrenches: &[ExternalWrench<FrameId<Self>>],
        q: &SVector<f64, N>,
    ) -> SVector<f64, N> {
        wrenches.iter().fold(SVector::zeros(), |acc, w| {
            acc + self.frame_jacobian(w.frame, q, w.reference).transpose() * w.wrench
        })
    }

    /// Inverse dynamics with external wrenches: `τ = M q̈ + C q̇ + g + τ_loss − Σ_k J_kᵀ w_k`.
    fn inverse_dynamics_with_wrenches(
        &self,
        q: &SVector<f64, N>,
        qd: &SVector<f64, N>,
        qdd: &SVector<f64, N>,
        wrenches: &[ExternalWrench<FrameId<Self>>],
    ) -> SVector<f64, N> {
        self.inverse_dynamics(q, qd, qdd) - self.wrench_torques(wrenches, q)
    }

    /// Forward dynamics with external wrenches: `q̈ = M⁻¹ (τ + Σ_k J_kᵀ w_k − C q̇ − g − τ_loss)`.
    fn forward_dynamics_with_wrenches(
        &self,
        q: &SVector<f64, N>,
        qd: &SVector<f64, N>,
        tau: &SVector<f64, N>,
        wrenches: &[ExternalWrench<FrameId<Self>>],
    ) -> SVector<f64, N> {
        self.forward_dynamics(q, qd, &(tau + self.wrench_torques(wrenches, q)))
    }

    /// The linearization at `(q, q̇, u)` under the wrenches (held constant in their axes):
    /// `q̈` includes them and `∂q̈/∂q` gains `M⁻¹ Σ_k ∂(J_kᵀ w_k)/∂q`; `∂q̈/∂q̇` and `M⁻¹` are
    /// unchanged. The input matrix of a wrench taken as an input is
    /// [`wrench_input_matrix`](Self::wrench_input_matrix).
    fn linearize_with_wrenches(
        &self,
        q: &SVector<f64, N>,
        qd: &SVector<f64, N>,
        u: &SVector<f64, N>,
        wrenches: &[ExternalWrench<FrameId<Self>>],
    ) -> Linearized<N> {
        let mut l = self.linearize_blocks(q, qd, &(u + self.wrench_torques(wrenches, q)));
        let dtau = wrenches
            .iter()
            .fold(SMatrix::<f64, N, N>::zeros(), |acc, w| {
                acc + self.wrench_torques_jacobian(w, q)
            });
        l.dqdd_dq += l.minv * dtau;
        l
    }

    /// `∂q̈/∂w = M⁻¹ Jᵀ` (`N × 6`): the columns a wrench at `frame` in `reference` axes adds to
    /// `B` (below its zero rows for `q̇`), with `M⁻¹` from a linearization at the same `q`.
    fn wrench_input_matrix(
        &self,
        linearized: &Linearized<N>,
        frame: FrameId<Self>,
        q: &SVector<f64, N>,
        reference: ReferenceFrame,
    ) -> SMatrix<f64, N, 6> {
        linearized.minv * self.frame_jacobian(frame, q, reference).transpose()
    }
}

impl<T: Dynamics<N> + TaskSpaceIn<N>, const N: usize> TaskSpace<N> for T {}
