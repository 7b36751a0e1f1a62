//! The [`Dynamics`] trait: what `#[derive(Dynamics)]` implements with unrolled, allocation-free
//! code specialised for one chain.
//!
//! Conventions (the same as the runtime's reference algorithms):
//! `M(q) q̈ + C(q, q̇) q̇ + g(q) + τ_loss(q̇) = τ`, with the joints' armature in `M` and their
//! damping and friction in `τ_loss` (zero for ideal joints; see
//! [`chaindyn_model::joint_dynamics`]), state `x = [q; q̇]`, input `u = τ` (generalized forces
//! conjugate to `q`, so for `angles = absolute` they are `Tᵀ τ_joint`).

use crate::api::scalar::Real;
#[cfg(feature = "std")]
use chaindyn_model::{Chain, ModelError};
use nalgebra::{SMatrix, SVector};

/// A linearization `ẋ ≈ A x + B u` of `ẋ = f(x, u) = [q̇; M⁻¹(u − C q̇ − g − τ_loss)]`, kept as its
/// non-trivial blocks: `A = [[0, I], [dqdd_dq, dqdd_dqd]]`, `B = [[0], [minv]]`. The entries
/// are `f64` unless evaluated in another [`Real`] type ([`DynamicsIn::linearize_blocks_in`]).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Linearized<const N: usize, S = f64> {
    /// `∂q̈/∂q`.
    pub dqdd_dq: SMatrix<S, N, N>,
    /// `∂q̈/∂q̇`.
    pub dqdd_dqd: SMatrix<S, N, N>,
    /// `∂q̈/∂u = M(q)⁻¹`.
    pub minv: SMatrix<S, N, N>,
    /// `q̈ = f(q, q̇, u)` at the operating point (zero at an equilibrium).
    pub qdd: SVector<S, N>,
}

impl<const N: usize, S: Real> Default for Linearized<N, S> {
    /// All zeros (a buffer to write linearizations into, for example [`crate::batch`]'s).
    fn default() -> Self {
        let zero = SMatrix::<S, N, N>::from_element(S::constant(0.0));
        Linearized {
            dqdd_dq: zero,
            dqdd_dqd: zero,
            minv: zero,
            qdd: SVector::from_element(S::constant(0.0)),
        }
    }
}

impl<const N: usize> Linearized<N> {
    /// The state matrix `A` (`NX` must be `2 N`, checked at compile time).
    pub fn a<const NX: usize>(&self) -> SMatrix<f64, NX, NX> {
        const { assert!(NX == 2 * N, "A is 2N x 2N") };
        let mut a = SMatrix::<f64, NX, NX>::zeros();
        for i in 0..N {
            a[(i, N + i)] = 1.0;
            for j in 0..N {
                a[(N + i, j)] = self.dqdd_dq[(i, j)];
                a[(N + i, N + j)] = self.dqdd_dqd[(i, j)];
            }
        }
        a
    }

    /// The input matrix `B` (`NX` must be `2 N`, checked at compile time).
    pub fn b<const NX: usize>(&self) -> SMatrix<f64, NX, N> {
        const { assert!(NX == 2 * N, "B is 2N x N") };
        let mut b = SMatrix::<f64, NX, N>::zeros();
        for i in 0..N {
            for j in 0..N {
                b[(N + i, j)] = self.minv[(i, j)];
            }
        }
        b
    }
}

/// Dynamics of an `N`-degree-of-freedom chain. Implemented by `#[derive(Dynamics)]`; every method
/// of a derived implementation is straight-line code with no heap allocation.
pub trait Dynamics<const N: usize> {
    /// Degrees of freedom.
    const DOF: usize = N;

    /// Mass matrix `M(q)` (symmetric positive definite), the joints' armature on its diagonal.
    fn mass_matrix(&self, q: &SVector<f64, N>) -> SMatrix<f64, N, N>;

    /// Coriolis matrix `C(q, q̇)` from the Christoffel symbols of `M`: `Ṁ − 2C` is skew-symmetric.
    fn coriolis_matrix(&self, q: &SVector<f64, N>, qd: &SVector<f64, N>) -> SMatrix<f64, N, N>;

    /// Coriolis and centrifugal forces `C(q, q̇) q̇`.
    fn coriolis_times_qd(&self, q: &SVector<f64, N>, qd: &SVector<f64, N>) -> SVector<f64, N>;

    /// Gravity forces `g(q) = ∂U/∂q`.
    fn gravity(&self, q: &SVector<f64, N>) -> SVector<f64, N>;

    /// `C(q, q̇) q̇ + g(q)` (Pinocchio's `nonLinearEffects`), without the joints' losses: the
    /// generated `C q̇` and `g` summed.
    fn nonlinear_effects(&self, q: &SVector<f64, N>, qd: &SVector<f64, N>) -> SVector<f64, N> {
        self.coriolis_times_qd(q, qd) + self.gravity(q)
    }

    /// Inverse dynamics `τ = M q̈ + C q̇ + g + τ_loss`.
    fn inverse_dynamics(
        &self,
        q: &SVector<f64, N>,
        qd: &SVector<f64, N>,
        qdd: &SVector<f64, N>,
    ) -> SVector<f64, N>;

    /// Forward dynamics `q̈ = M⁻¹ (τ − C q̇ − g − τ_loss)`.
    fn forward_dynamics(
        &self,
        q: &SVector<f64, N>,
        qd: &SVector<f64, N>,
        tau: &SVector<f64, N>,
    ) -> SVector<f64, N>;

    /// Kinetic energy `½ q̇ᵀ M q̇` (the rotors' `½ a q̇²` included).
    fn kinetic_energy(&self, q: &SVector<f64, N>, qd: &SVector<f64, N>) -> f64;

    /// The generalized force the joints lose to damping and friction, `τ_loss(q̇)`; the power
    /// they dissipate is `q̇ᵀ τ_loss ≥ 0`, so `d(T + U)/dt = q̇ᵀ (τ − τ_loss)`. The default
    /// returns zero (ideal joints); `#[derive(Dynamics)]` generates it for every chain with
    /// damping or friction on a joint.
    fn joint_losses(&self, qd: &SVector<f64, N>) -> SVector<f64, N> {
        let _ = qd;
        SVector::zeros()
    }

    /// `∂τ_loss/∂q̇` (diagonal in joint angles). The default returns zero (ideal joints);
    /// `#[derive(Dynamics)]` generates it for every chain with damping or friction on a joint.
    fn joint_losses_jacobian(&self, qd: &SVector<f64, N>) -> SMatrix<f64, N, N> {
        let _ = qd;
        SMatrix::zeros()
    }

    /// `(∂τ/∂q, ∂τ/∂q̇)` of inverse dynamics at `(q, q̇, q̈)` (Pinocchio's
    /// `computeRNEADerivatives`; `∂τ/∂q̈` is `M`): column `k` of `∂τ/∂q` is
    /// `∂M/∂q_k q̈ + ∂(C q̇)/∂q_k + ∂g/∂q_k`, and `∂τ/∂q̇ = ∂(C q̇)/∂q̇ + ∂τ_loss/∂q̇`, from the
    /// generated Jacobians (no allocation; `O(N³)` for the `N` products with `∂M/∂q_k`).
    #[allow(clippy::type_complexity)]
    fn inverse_dynamics_derivatives(
        &self,
        q: &SVector<f64, N>,
        qd: &SVector<f64, N>,
        qdd: &SVector<f64, N>,
    ) -> (SMatrix<f64, N, N>, SMatrix<f64, N, N>) {
        inverse_dynamics_derivatives_from(
            &self.mass_matrix_jacobian(q),
            self.coriolis_jacobians(q, qd),
            self.gravity_jacobian(q),
            self.joint_losses_jacobian(qd),
            qdd,
        )
    }

    /// Potential energy `U(q) = −Σ mᵢ g·p_cᵢ` (zero with every centre of mass at the base origin height).
    fn potential_energy(&self, q: &SVector<f64, N>) -> f64;

    /// `∂M/∂q_k` for each `k`.
    fn mass_matrix_jacobian(&self, q: &SVector<f64, N>) -> [SMatrix<f64, N, N>; N];

    /// `(∂(C q̇)/∂q, ∂(C q̇)/∂q̇)`.
    fn coriolis_jacobians(
        &self,
        q: &SVector<f64, N>,
        qd: &SVector<f64, N>,
    ) -> (SMatrix<f64, N, N>, SMatrix<f64, N, N>);

    /// `∂g/∂q`.
    fn gravity_jacobian(&self, q: &SVector<f64, N>) -> SMatrix<f64, N, N>;

    /// Linearization of the forward dynamics at any state `(q, q̇, u)`.
    fn linearize_blocks(
        &self,
        q: &SVector<f64, N>,
        qd: &SVector<f64, N>,
        u: &SVector<f64, N>,
    ) -> Linearized<N>;

    /// Closed form at an equilibrium: `q̇ = 0` and `u = g(q)` (holding torque), where
    /// `∂q̈/∂q = −M⁻¹ ∂g/∂q` and `∂q̈/∂q̇ = −M⁻¹ ∂τ_loss/∂q̇(0)` (zero for ideal joints): for
    /// example the balance point of the n-link pendulum linearization notes (2015), or the
    /// Pendubot's top position in Ordaz Oliver, Santos Sánchez & López Morales, "On the
    /// sub-optimal feedback control law synthesis of underactuated systems", IJICIC 5(9), 2009.
    fn linearize_equilibrium(&self, q: &SVector<f64, N>) -> Linearized<N>;

    /// `(A, B)` at any state; `NX` must be `2 N`.
    fn linearize<const NX: usize>(
        &self,
        q: &SVector<f64, N>,
        qd: &SVector<f64, N>,
        u: &SVector<f64, N>,
    ) -> (SMatrix<f64, NX, NX>, SMatrix<f64, NX, N>) {
        let l = self.linearize_blocks(q, qd, u);
        (l.a(), l.b())
    }

    /// The same chain as a runtime [`Chain`], for the recursive reference algorithms (feature
    /// `std`).
    #[cfg(feature = "std")]
    fn chain(&self) -> Chain;

    /// Checks the chain with the current values of its runtime parameters (`f64` fields): every
    /// check of [`Chain::validate`] (finite values, masses `>= 0`, physical inertias) and the
    /// mass matrix check ([`chaindyn_model::check_mass_matrix`]), the same rules the derive
    /// applies at build time to a chain without parameters. The generated methods are
    /// straight-line arithmetic and check nothing: call this once after setting the parameters
    /// (a negative or NaN mass otherwise gives meaningless numbers). Allocates (feature `std`).
    #[cfg(feature = "std")]
    fn validate(&self) -> Result<(), ModelError> {
        let chain = self.chain();
        chain.validate()?;
        chaindyn_model::check_mass_matrix(&chain)
    }
}

/// The methods of [`Dynamics`], generic over the number type: the same generated straight-line
/// program evaluated in any [`Real`] type: `f64` (what [`Dynamics`] calls), `f32`, SIMD lanes
/// (`simba::simd::WideF64x4`, `WideF32x8`, ...: one state per lane; see [`crate::batch`] for
/// slices of states) or a user's type (dual numbers, for example). Implemented by
/// `#[derive(Dynamics)]`; each method is the one of [`Dynamics`] without the `_in`. Runtime
/// parameters (the struct's `f64` fields) are converted with [`Real::parameter`].
///
/// In `f32` the results carry `f32` rounding errors amplified by the conditioning of the
/// problem: see `docs/scalars-and-no-std.md` in the repository for the measured accuracy.
pub trait DynamicsIn<const N: usize> {
    /// `M(q)`.
    fn mass_matrix_in<S: Real>(&self, q: &SVector<S, N>) -> SMatrix<S, N, N>;

    /// `C(q, q̇)`.
    fn coriolis_matrix_in<S: Real>(
        &self,
        q: &SVector<S, N>,
        qd: &SVector<S, N>,
    ) -> SMatrix<S, N, N>;

    /// `C(q, q̇) q̇`.
    fn coriolis_times_qd_in<S: Real>(&self, q: &SVector<S, N>, qd: &SVector<S, N>)
        -> SVector<S, N>;

    /// `g(q)`.
    fn gravity_in<S: Real>(&self, q: &SVector<S, N>) -> SVector<S, N>;

    /// `τ = M q̈ + C q̇ + g + τ_loss`.
    fn inverse_dynamics_in<S: Real>(
        &self,
        q: &SVector<S, N>,
        qd: &SVector<S, N>,
        qdd: &SVector<S, N>,
    ) -> SVector<S, N>;

    /// `q̈ = M⁻¹ (τ − C q̇ − g − τ_loss)`.
    fn forward_dynamics_in<S: Real>(
        &self,
        q: &SVector<S, N>,
        qd: &SVector<S, N>,
        tau: &SVector<S, N>,
    ) -> SVector<S, N>;

    /// Kinetic energy.
    fn kinetic_energy_in<S: Real>(&self, q: &SVector<S, N>, qd: &SVector<S, N>) -> S;

    /// Potential energy.
    fn potential_energy_in<S: Real>(&self, q: &SVector<S, N>) -> S;

    /// `τ_loss(q̇)` (zero unless a joint has damping or friction).
    fn joint_losses_in<S: Real>(&self, qd: &SVector<S, N>) -> SVector<S, N> {
        let _ = qd;
        SVector::from_element(S::constant(0.0))
    }

    /// `∂τ_loss/∂q̇` (zero unless a joint has damping or friction).
    fn joint_losses_jacobian_in<S: Real>(&self, qd: &SVector<S, N>) -> SMatrix<S, N, N> {
        let _ = qd;
        SMatrix::from_element(S::constant(0.0))
    }

    /// `(∂τ/∂q, ∂τ/∂q̇)` of inverse dynamics at `(q, q̇, q̈)`, from the generated Jacobians (see
    /// [`Dynamics::inverse_dynamics_derivatives`]).
    #[allow(clippy::type_complexity)]
    fn inverse_dynamics_derivatives_in<S: Real>(
        &self,
        q: &SVector<S, N>,
        qd: &SVector<S, N>,
        qdd: &SVector<S, N>,
    ) -> (SMatrix<S, N, N>, SMatrix<S, N, N>) {
        inverse_dynamics_derivatives_from(
            &self.mass_matrix_jacobian_in(q),
            self.coriolis_jacobians_in(q, qd),
            self.gravity_jacobian_in(q),
            self.joint_losses_jacobian_in(qd),
            qdd,
        )
    }

    /// `∂M/∂q_k` for every `k`.
    fn mass_matrix_jacobian_in<S: Real>(&self, q: &SVector<S, N>) -> [SMatrix<S, N, N>; N];

    /// `(∂(C q̇)/∂q, ∂(C q̇)/∂q̇)`.
    fn coriolis_jacobians_in<S: Real>(
        &self,
        q: &SVector<S, N>,
        qd: &SVector<S, N>,
    ) -> (SMatrix<S, N, N>, SMatrix<S, N, N>);

    /// `∂g/∂q`.
    fn gravity_jacobian_in<S: Real>(&self, q: &SVector<S, N>) -> SMatrix<S, N, N>;

    /// The linearization at `(q, q̇, u)`.
    fn linearize_blocks_in<S: Real>(
        &self,
        q: &SVector<S, N>,
        qd: &SVector<S, N>,
        u: &SVector<S, N>,
    ) -> Linearized<N, S>;

    /// The linearization at the equilibrium `(q, 0, g(q))`.
    fn linearize_equilibrium_in<S: Real>(&self, q: &SVector<S, N>) -> Linearized<N, S>;
}

/// `(∂τ/∂q, ∂τ/∂q̇)` of inverse dynamics from `∂M/∂q_k` (`dm`), `(∂(C q̇)/∂q, ∂(C q̇)/∂q̇)`,
/// `∂g/∂q` and `∂τ_loss/∂q̇` at `q̈`: column `k` of `∂τ/∂q` is
/// `∂M/∂q_k q̈ + ∂(C q̇)/∂q_k + ∂g/∂q_k`, and `∂τ/∂q̇ = ∂(C q̇)/∂q̇ + ∂τ_loss/∂q̇`.
#[allow(clippy::type_complexity)]
fn inverse_dynamics_derivatives_from<S: Real, const N: usize>(
    dm: &[SMatrix<S, N, N>; N],
    (dc_dq, dc_dqd): (SMatrix<S, N, N>, SMatrix<S, N, N>),
    dg: SMatrix<S, N, N>,
    dloss: SMatrix<S, N, N>,
    qdd: &SVector<S, N>,
) -> (SMatrix<S, N, N>, SMatrix<S, N, N>) {
    let mut dq = dc_dq + dg;
    for (k, dmk) in dm.iter().enumerate() {
        let column = dq.column(k) + dmk * qdd;
        dq.set_column(k, &column);
    }
    (dq, dc_dqd + dloss)
}
