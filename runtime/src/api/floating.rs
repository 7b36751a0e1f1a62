//! The [`FloatingDynamics`] trait: what `#[derive(Dynamics)]` implements, with unrolled,
//! allocation-free code, for a tree on a free-floating base
//! (`#[chain(urdf = "..", root_joint = free_flyer)]`).
//!
//! Conventions (Pinocchio's free-flyer, the same as the runtime's [`FloatingMultibody`](crate::FloatingMultibody) reference
//! algorithms, with `std`): the configuration `q` has `NQ = 7 + n` entries, the base's position
//! in the world and its orientation as the unit quaternion `(x, y, z, w)`, then the joint
//! angles; the velocity `v` has `NV = 6 + n`, the base's `[v; ω]` in **base** coordinates then
//! the joint rates; accelerations `a = v̇` and generalized forces `τ` (the wrench on the base
//! `[f; n]` in base coordinates first) have `NV`. The equations of motion are
//! `M(q) a + C(q, v) v + g(q) + τ_loss(v) = τ` with `τ_loss` the joints' damping and friction.
//! Derivatives with respect to `q` are taken in the tangent space (`NV` columns, along
//! `integrate(q, δv)`). The generated methods normalise the quaternion they are given
//! (`R(ξ / ‖ξ‖)`) and check nothing else: see [`FloatingDynamics::check_configuration`].

use crate::api::contact;
use crate::api::contact_partials;
use crate::api::dynamics::Linearized;
#[cfg(feature = "std")]
use crate::api::error::DynamicsError;
use crate::api::scalar::Real;
use crate::api::task_space::{frame_named, FrameId, Pose, ReferenceFrame};
use crate::api::tree_ldl::{Tree, TreeLdl};
use chaindyn_model::ContactKind;
#[cfg(feature = "std")]
use chaindyn_model::{Body, Chain};
use nalgebra::{SMatrix, SVector, Vector3};

/// The methods of [`FloatingDynamics`], generic over the number type (`f64`, `f32`, SIMD
/// lanes, a user's type), as [`crate::DynamicsIn`] is for a fixed base. Implemented by
/// `#[derive(Dynamics)]`; each method is the one of [`FloatingDynamics`] with `_in`.
pub trait FloatingDynamicsIn<const NQ: usize, const NV: usize> {
    /// `M(q)` (`NV × NV`): it depends on the joint angles only.
    fn mass_matrix_in<S: Real>(&self, q: &SVector<S, NQ>) -> SMatrix<S, NV, NV>;

    /// `C(q, v) v + g(q)` (Pinocchio's `nle`), without the joints' losses.
    fn nonlinear_effects_in<S: Real>(
        &self,
        q: &SVector<S, NQ>,
        v: &SVector<S, NV>,
    ) -> SVector<S, NV>;

    /// `g(q)`: its base part is the robot's weight as a wrench in base coordinates.
    fn gravity_in<S: Real>(&self, q: &SVector<S, NQ>) -> SVector<S, NV>;

    /// `τ = M a + C v + g + τ_loss`.
    fn inverse_dynamics_in<S: Real>(
        &self,
        q: &SVector<S, NQ>,
        v: &SVector<S, NV>,
        a: &SVector<S, NV>,
    ) -> SVector<S, NV>;

    /// `a = M⁻¹ (τ − C v − g − τ_loss)`.
    fn forward_dynamics_in<S: Real>(
        &self,
        q: &SVector<S, NQ>,
        v: &SVector<S, NV>,
        tau: &SVector<S, NV>,
    ) -> SVector<S, NV>;

    /// The linearization of forward dynamics at `(q, v, τ)` in the tangent space.
    fn linearize_blocks_in<S: Real>(
        &self,
        q: &SVector<S, NQ>,
        v: &SVector<S, NV>,
        tau: &SVector<S, NV>,
    ) -> Linearized<NV, S>;

    /// `(∂τ/∂q, ∂τ/∂v)` of inverse dynamics in the tangent space.
    #[allow(clippy::type_complexity)]
    fn inverse_dynamics_derivatives_in<S: Real>(
        &self,
        q: &SVector<S, NQ>,
        v: &SVector<S, NV>,
        a: &SVector<S, NV>,
    ) -> (SMatrix<S, NV, NV>, SMatrix<S, NV, NV>);

    /// The centre of mass in the world.
    fn center_of_mass_in<S: Real>(&self, q: &SVector<S, NQ>) -> Vector3<S>;

    /// The centre of mass's Jacobian in world axes.
    fn center_of_mass_jacobian_in<S: Real>(&self, q: &SVector<S, NQ>) -> SMatrix<S, 3, NV>;

    /// The centroidal momentum matrix `A_g(q)`.
    fn centroidal_map_in<S: Real>(&self, q: &SVector<S, NQ>) -> SMatrix<S, 6, NV>;

    /// `Ȧ_g v`.
    fn centroidal_momentum_bias_in<S: Real>(
        &self,
        q: &SVector<S, NQ>,
        v: &SVector<S, NV>,
    ) -> SVector<S, 6>;
}

/// Dynamics of a tree on a free-floating base with `NQ = 7 + n` configuration and `NV = 6 + n`
/// velocity coordinates, in Pinocchio's free-flyer conventions: `q = [p; ξ (x, y, z, w); joints]`,
/// `v = [v; ω (base coordinates); joint rates]`, `τ`'s first six entries the wrench on the
/// base, derivatives with respect to `q` in the tangent space (`docs/floating-base.md` in the
/// repository). Implemented by
/// `#[derive(Dynamics)]` with `root_joint = free_flyer`; every required method is straight-line
/// code with no heap allocation.
pub trait FloatingDynamics<const NQ: usize, const NV: usize> {
    /// The number of joints `n` (`NV − 6`).
    const JOINTS: usize = NV - 6;

    /// `M(q)`, the joints' armature on their diagonal.
    fn mass_matrix(&self, q: &SVector<f64, NQ>) -> SMatrix<f64, NV, NV>;

    /// `C(q, v) v + g(q)` (Pinocchio's `nle`), without the joints' losses.
    fn nonlinear_effects(&self, q: &SVector<f64, NQ>, v: &SVector<f64, NV>) -> SVector<f64, NV>;

    /// `g(q)`.
    fn gravity(&self, q: &SVector<f64, NQ>) -> SVector<f64, NV>;

    /// Inverse dynamics `τ = M a + C v + g + τ_loss` (Pinocchio's `rnea`, with the joints'
    /// losses).
    fn inverse_dynamics(
        &self,
        q: &SVector<f64, NQ>,
        v: &SVector<f64, NV>,
        a: &SVector<f64, NV>,
    ) -> SVector<f64, NV>;

    /// Forward dynamics `a = M⁻¹ (τ − C v − g − τ_loss)` (Pinocchio's `aba`); in free flight
    /// `τ`'s first six entries are zero.
    fn forward_dynamics(
        &self,
        q: &SVector<f64, NQ>,
        v: &SVector<f64, NV>,
        tau: &SVector<f64, NV>,
    ) -> SVector<f64, NV>;

    /// The linearization of forward dynamics at `(q, v, τ)` in the tangent space:
    /// `dqdd_dq = ∂a/∂q` (along `integrate(q, δv)`), `dqdd_dqd = ∂a/∂v`, `minv = ∂a/∂τ = M⁻¹`,
    /// `qdd = a` (Pinocchio's `computeABADerivatives`).
    fn linearize_blocks(
        &self,
        q: &SVector<f64, NQ>,
        v: &SVector<f64, NV>,
        tau: &SVector<f64, NV>,
    ) -> Linearized<NV>;

    /// `(∂τ/∂q, ∂τ/∂v)` of inverse dynamics at `(q, v, a)` in the tangent space (Pinocchio's
    /// `computeRNEADerivatives`; `∂τ/∂a` is `M`).
    #[allow(clippy::type_complexity)]
    fn inverse_dynamics_derivatives(
        &self,
        q: &SVector<f64, NQ>,
        v: &SVector<f64, NV>,
        a: &SVector<f64, NV>,
    ) -> (SMatrix<f64, NV, NV>, SMatrix<f64, NV, NV>);

    /// The robot's centre of mass in the world (Pinocchio's `centerOfMass`).
    fn center_of_mass(&self, q: &SVector<f64, NQ>) -> Vector3<f64>;

    /// The centre of mass's Jacobian in world axes, `ċ = J_c v` (Pinocchio's
    /// `jacobianCenterOfMass`).
    fn center_of_mass_jacobian(&self, q: &SVector<f64, NQ>) -> SMatrix<f64, 3, NV>;

    /// The centroidal momentum matrix `A_g(q)` (Orin, Goswami & Lee, "Centroidal dynamics of a
    /// humanoid robot", 2013; Pinocchio's `computeCentroidalMap`): `h_G = A_g v`, the linear
    /// momentum then the angular momentum about the centre of mass, in world axes.
    fn centroidal_map(&self, q: &SVector<f64, NQ>) -> SMatrix<f64, 6, NV>;

    /// `Ȧ_g v` (Pinocchio's `dAg · v`): `ḣ_G = A_g v̇ + Ȧ_g v`.
    fn centroidal_momentum_bias(
        &self,
        q: &SVector<f64, NQ>,
        v: &SVector<f64, NV>,
    ) -> SVector<f64, 6>;

    /// The centroidal momentum `h_G = A_g v` (Pinocchio's `computeCentroidalMomentum`): the
    /// linear momentum then the angular momentum about the centre of mass, in world axes.
    fn centroidal_momentum(&self, q: &SVector<f64, NQ>, v: &SVector<f64, NV>) -> SVector<f64, 6> {
        self.centroidal_map(q) * v
    }

    /// The generalized force the joints lose to damping and friction, `τ_loss(v)` (`NV`
    /// entries, the base's six zero: it has no joint), so that `M a + C v + g + τ_loss = τ` and
    /// the power dissipated is `vᵀ τ_loss ≥ 0`. Formed from the generated methods (no
    /// allocation) as `inverse_dynamics(q₀, v, 0) − nonlinear_effects(q₀, v)` at the neutral
    /// configuration (the losses depend on the rates alone), to the rounding of the two
    /// programs (about `1e-15` relative to `C v + g`; on ideal joints, that rounding instead of
    /// zero).
    fn joint_losses(&self, v: &SVector<f64, NV>) -> SVector<f64, NV> {
        let q = self.neutral();
        let mut losses =
            self.inverse_dynamics(&q, v, &SVector::zeros()) - self.nonlinear_effects(&q, v);
        losses.fixed_rows_mut::<6>(0).fill(0.0);
        losses
    }

    /// Kinetic energy `½ vᵀ M v` (Pinocchio's `computeKineticEnergy`; the rotors' `½ a q̇²`
    /// included through the armature).
    fn kinetic_energy(&self, q: &SVector<f64, NQ>, v: &SVector<f64, NV>) -> f64 {
        0.5 * v.dot(&(self.mass_matrix(q) * v))
    }

    /// Potential energy `U(q) = −m g·c` (Pinocchio's `computePotentialEnergy`: `m` the robot's
    /// mass, `g` gravity and `c` the centre of mass in the world; zero with the centre of mass at
    /// the world origin's height), so that `g(q) = ∂U/∂q` in the tangent space. From the
    /// generated gravity and centre of mass: the base's force part of `g(q)` is the weight `−m g`
    /// in base axes, so `U = (R g_base)·c`.
    fn potential_energy(&self, q: &SVector<f64, NQ>) -> f64 {
        let g = self.gravity(q);
        let r = base_rotation(q);
        let c = self.center_of_mass(q);
        (0..3)
            .map(|i| (r[i][0] * g[0] + r[i][1] * g[1] + r[i][2] * g[2]) * c[i])
            .sum()
    }

    /// `(A, B)` of `δẋ = A δx + B δτ_joints` at `(q, v, τ)`, for the state `δx = [δq; δv]` in the
    /// tangent space (`NX = 2 NV`) and the joints' torques as inputs (`NU = NV − 6`: the base is
    /// not actuated): `A = [[−ad_v, 1], [∂a/∂q, ∂a/∂v]]`, `B = [0; M⁻¹'s joint columns]`, with
    /// `−ad_v` on the base's six entries (what moving along `integrate` adds when the base
    /// turns; zero on the joints'). Sizes checked at compile time.
    fn linearize<const NX: usize, const NU: usize>(
        &self,
        q: &SVector<f64, NQ>,
        v: &SVector<f64, NV>,
        tau: &SVector<f64, NV>,
    ) -> (SMatrix<f64, NX, NX>, SMatrix<f64, NX, NU>) {
        const {
            assert!(
                NX == 2 * NV && NU + 6 == NV,
                "A is 2NV x 2NV, B is 2NV x (NV - 6)"
            )
        };
        let l = self.linearize_blocks(q, v, tau);
        let mut a = SMatrix::<f64, NX, NX>::zeros();
        // −ad_v on the base: [[−[ω]×, −[v]×], [0, −[ω]×]] in [v; ω] order.
        let skew = |x: [f64; 3]| [[0.0, -x[2], x[1]], [x[2], 0.0, -x[0]], [-x[1], x[0], 0.0]];
        let (lin, ang) = (skew([v[0], v[1], v[2]]), skew([v[3], v[4], v[5]]));
        for r in 0..3 {
            for c in 0..3 {
                a[(r, c)] = -ang[r][c];
                a[(r, 3 + c)] = -lin[r][c];
                a[(3 + r, 3 + c)] = -ang[r][c];
            }
        }
        for i in 0..NV {
            a[(i, NV + i)] = 1.0;
            for j in 0..NV {
                a[(NV + i, j)] = l.dqdd_dq[(i, j)];
                a[(NV + i, NV + j)] = l.dqdd_dqd[(i, j)];
            }
        }
        let mut b = SMatrix::<f64, NX, NU>::zeros();
        for i in 0..NV {
            for j in 0..NU {
                b[(NV + i, j)] = l.minv[(i, 6 + j)];
            }
        }
        (a, b)
    }

    /// The base's position and orientation (`[0, 0, 0, 0, 0, 0, 1]`) and the joints at zero.
    fn neutral(&self) -> SVector<f64, NQ> {
        let mut q = SVector::<f64, NQ>::zeros();
        q[6] = 1.0;
        q
    }

    /// Checks a configuration: every entry finite and the quaternion of unit norm within
    /// `chaindyn::model::free_flyer::QUATERNION_TOLERANCE` (the generated methods normalise it and
    /// check nothing: call this where a configuration comes from outside). A non-finite entry is
    /// [`DynamicsError::NonFiniteFloatingInput`](DynamicsError::NonFiniteFloatingInput)
    /// naming it (`q[6]`, the base quaternion's w), a quaternion of another norm
    /// [`DynamicsError::UnnormalizedQuaternion`](DynamicsError::UnnormalizedQuaternion)
    /// with its norm. Feature `std`.
    #[cfg(feature = "std")]
    fn check_configuration(&self, q: &SVector<f64, NQ>) -> Result<(), DynamicsError> {
        check_floating_configuration(self, "q", q)
    }

    /// The configuration after moving at velocity `v` for one unit of time (`dt v` for a step
    /// of `dt`): the base by SE(3)'s exponential (Pinocchio's `integrate`), the joints by
    /// `q + v`; the quaternion comes out normalised. Fails as
    /// [`FloatingDynamics::check_configuration`] does, on a non-finite entry of `v`
    /// ([`DynamicsError::NonFiniteFloatingInput`](DynamicsError::NonFiniteFloatingInput)),
    /// or on a result that overflows `f64`
    /// ([`DynamicsError::NonFiniteResult`](DynamicsError::NonFiniteResult)). Feature
    /// `std`.
    #[cfg(feature = "std")]
    fn integrate(
        &self,
        q: &SVector<f64, NQ>,
        v: &SVector<f64, NV>,
    ) -> Result<SVector<f64, NQ>, DynamicsError> {
        use chaindyn_model::free_flyer;
        self.check_configuration(q)?;
        check_floating_finite(self, "v", v.as_slice())?;
        let base_q: [f64; 7] = core::array::from_fn(|k| q[k]);
        let base_v: [f64; 6] = core::array::from_fn(|k| v[k]);
        let base = free_flyer::integrate(base_q, base_v).map_err(|norm| {
            DynamicsError::UnnormalizedQuaternion {
                argument: "q",
                norm,
            }
        })?;
        let mut out = *q;
        for k in 0..7 {
            out[k] = base[k];
        }
        for i in 0..NV - 6 {
            out[7 + i] += v[6 + i];
        }
        crate::api::error::finite("integrate", out)
    }

    /// The velocity that [`FloatingDynamics::integrate`] takes from `q0` to `q1` in one unit of
    /// time (Pinocchio's `difference`; the base's rotation between them below π). Fails as
    /// [`FloatingDynamics::check_configuration`] does (naming `q0` or `q1`), or on a result that
    /// overflows `f64` (positions or joint angles near its limit, `1.8e308`, whose difference it
    /// cannot hold: [`DynamicsError::NonFiniteResult`](DynamicsError::NonFiniteResult)),
    /// as `FloatingMultibody::difference` does. Feature `std`.
    #[cfg(feature = "std")]
    fn difference(
        &self,
        q0: &SVector<f64, NQ>,
        q1: &SVector<f64, NQ>,
    ) -> Result<SVector<f64, NV>, DynamicsError> {
        check_floating_configuration(self, "q0", q0)?;
        check_floating_configuration(self, "q1", q1)?;
        let base = |q: &SVector<f64, NQ>| -> [f64; 7] { core::array::from_fn(|k| q[k]) };
        // Both quaternions were checked: `difference` cannot refuse them.
        let d = chaindyn_model::free_flyer::difference(base(q0), base(q1)).map_err(|norm| {
            DynamicsError::UnnormalizedQuaternion {
                argument: "q0",
                norm,
            }
        })?;
        let mut out = SVector::<f64, NV>::zeros();
        for k in 0..6 {
            out[k] = d[k];
        }
        for i in 0..NV - 6 {
            out[6 + i] = q1[7 + i] - q0[7 + i];
        }
        crate::api::error::finite("difference", out)
    }

    /// One step of length `h` from `(q, v)` under the generalized force `tau` (held over the
    /// step; its base part is a wrench on the base, zero in free flight) with the generated
    /// forward dynamics, by the fourth-order Runge–Kutta–Munthe-Kaas method on the
    /// configuration manifold (Munthe-Kaas, "High order Runge–Kutta methods on manifolds",
    /// 1999; the same scheme as `FloatingMultibody::rkmk4_step`): each stage moves the
    /// configuration by [`FloatingDynamics::integrate`], never adding to the quaternion.
    ///
    /// Fails on an `h` that is not finite and `> 0`
    /// ([`DynamicsError::InvalidArgument`](DynamicsError::InvalidArgument)), a
    /// configuration that [`FloatingDynamics::check_configuration`] refuses, a non-finite entry of
    /// `v` or `tau` ([`DynamicsError::NonFiniteFloatingInput`](DynamicsError::NonFiniteFloatingInput)),
    /// an `h` so large that the states a stage reaches (`h` times the velocity or the
    /// acceleration) overflow ([`DynamicsError::StepOverflow`](DynamicsError::StepOverflow)),
    /// or an acceleration at `(q, v)` that is not finite
    /// ([`DynamicsError::NonFiniteResult`](DynamicsError::NonFiniteResult)).
    /// Feature `std`.
    #[cfg(feature = "std")]
    fn step(
        &self,
        q: &SVector<f64, NQ>,
        v: &SVector<f64, NV>,
        tau: &SVector<f64, NV>,
        h: f64,
    ) -> Result<(SVector<f64, NQ>, SVector<f64, NV>), DynamicsError> {
        use DynamicsError;
        if !(h.is_finite() && h > 0.0) {
            return Err(DynamicsError::InvalidArgument {
                argument: "h",
                value: h,
                requirement: "finite and > 0 (the step length in seconds)",
            });
        }
        self.check_configuration(q)?;
        check_floating_finite(self, "v", v.as_slice())?;
        check_floating_finite(self, "tau", tau.as_slice())?;
        // Every input is finite: a later stage's velocity, motion or acceleration that is not
        // comes from `h` times an acceleration or a velocity; the first stage's acceleration is
        // the dynamics' at the given state.
        let overflow = DynamicsError::StepOverflow { h };
        let mut first = true;
        let (q1, v1) = crate::api::manifold::rkmk4(
            0.0,
            q,
            v,
            h,
            |_, q, v| {
                if v.iter().any(|x| !x.is_finite()) {
                    return Err(overflow.clone());
                }
                let a = self.forward_dynamics(q, v, tau);
                let at_start = core::mem::replace(&mut first, false);
                match (a.iter().all(|x| x.is_finite()), at_start) {
                    (true, _) => Ok(a),
                    (false, true) => Err(DynamicsError::NonFiniteResult {
                        quantity: "forward dynamics",
                    }),
                    (false, false) => Err(overflow.clone()),
                }
            },
            |q, u| match u.iter().all(|x| x.is_finite()) {
                true => self
                    .integrate(q, u)
                    .map_err(|e| crate::api::manifold::step_error(e, &overflow)),
                false => Err(overflow.clone()),
            },
        )?;
        match v1.iter().all(|x| x.is_finite()) {
            true => Ok((q1, v1)),
            false => Err(overflow),
        }
    }

    /// The floating base's body (the URDF's root link with the links fixed to it). Feature
    /// `std`.
    #[cfg(feature = "std")]
    fn base_body(&self) -> Body;

    /// The tree of joints hanging from the base, as a runtime [`Chain`] (gravity the
    /// world's). Feature `std`.
    #[cfg(feature = "std")]
    fn chain(&self) -> Chain;

    /// Checks the robot with the current values of its runtime parameters (`f64` fields): the
    /// base body's rules and the tree's ([`Chain::validate`]: finite values, masses `>= 0`,
    /// physical inertias; joint angles relative to their parents) and the mass matrix checks (the
    /// tree's as on a fixed base, then the floating `M`: `chaindyn_model::check_mass_matrix`,
    /// `check_floating_mass_matrix`), the rules the derive applies at build time to a
    /// description without parameters and `FloatingMultibody::new` applies to the runtime's
    /// reference (which takes `FloatingMultibody::new(&robot.base_body(), &robot.chain())`). The
    /// generated methods check nothing: call this once after setting the parameters. Allocates
    /// (feature `std`).
    #[cfg(feature = "std")]
    fn validate(&self) -> Result<(), DynamicsError> {
        let (base, chain) = (self.base_body(), self.chain());
        check_floating_tree(&base, &chain)?;
        chain.validate()?;
        chaindyn_model::check_mass_matrix(&chain).map_err(DynamicsError::from_mass_check)?;
        chaindyn_model::check_floating_mass_matrix(&base, &chain).map_err(DynamicsError::Model)
    }
}

/// The rules of a floating base's description beyond its tree's: the base body's
/// (`chaindyn_model::free_flyer::validate_base`) and the tree's angle convention (joint angles,
/// `AngleConvention::Relative`: each relative to its parent).
#[cfg(feature = "std")]
pub(crate) fn check_floating_tree(base: &Body, tree: &Chain) -> Result<(), DynamicsError> {
    chaindyn_model::free_flyer::validate_base(base)?;
    if tree.convention != chaindyn_model::AngleConvention::Relative {
        return Err(DynamicsError::Model(
            chaindyn_model::ModelError::InvalidBase {
                body: base.name.clone(),
                problem: "carries a chain in absolute angles: a floating base takes joint \
                          angles (AngleConvention::Relative), each relative to its parent"
                    .into(),
            },
        ));
    }
    Ok(())
}

/// `R(ξ̂)` (row-major, turning base coordinates into world coordinates) of the quaternion
/// `ξ = (x, y, z, w) = q[3..7]`, normalised: `R = E + (2 / ‖ξ‖²) (w [u]× + [u]×²)`, `u = (x, y, z)`.
#[inline(always)]
pub(crate) fn base_rotation<S: Real, const NQ: usize>(q: &SVector<S, NQ>) -> [[S; 3]; 3] {
    let (x, y, z, w) = (q[3], q[4], q[5], q[6]);
    let s = S::constant(2.0) / (x * x + y * y + z * z + w * w);
    let one = S::constant(1.0);
    [
        [
            one - s * (y * y + z * z),
            s * (x * y - z * w),
            s * (x * z + y * w),
        ],
        [
            s * (x * y + z * w),
            one - s * (x * x + z * z),
            s * (y * z - x * w),
        ],
        [
            s * (x * z - y * w),
            s * (y * z + x * w),
            one - s * (x * x + y * y),
        ],
    ]
}

/// `Ok` when every entry of the floating base's argument `argument` (`x`) of `robot` is finite,
/// else [`DynamicsError::NonFiniteFloatingInput`](DynamicsError::NonFiniteFloatingInput)
/// naming the first other one (the joints by the names of `robot`'s chain).
#[cfg(feature = "std")]
pub(crate) fn check_floating_finite<R, const NQ: usize, const NV: usize>(
    robot: &R,
    argument: &'static str,
    x: &[f64],
) -> Result<(), DynamicsError>
where
    R: FloatingDynamics<NQ, NV> + ?Sized,
{
    match x.iter().position(|x| !x.is_finite()) {
        None => Ok(()),
        Some(index) => Err(DynamicsError::NonFiniteFloatingInput {
            argument,
            index,
            value: x[index],
            entry: crate::api::error::floating_entry(argument, index, |j| {
                robot.chain().links.get(j).map(|l| l.joint.name.clone())
            }),
        }),
    }
}

/// [`FloatingDynamics::check_configuration`] for the configuration argument called `argument`
/// (`"q0"`, `"q_ref"`, ...), which the errors name.
#[cfg(feature = "std")]
pub(crate) fn check_floating_configuration<R, const NQ: usize, const NV: usize>(
    robot: &R,
    argument: &'static str,
    q: &SVector<f64, NQ>,
) -> Result<(), DynamicsError>
where
    R: FloatingDynamics<NQ, NV> + ?Sized,
{
    check_floating_finite(robot, argument, q.as_slice())?;
    chaindyn_model::free_flyer::normalized_quaternion([q[3], q[4], q[5], q[6]])
        .map(drop)
        .map_err(|norm| DynamicsError::UnnormalizedQuaternion { argument, norm })
}

/// The frames of a floating base's generated code, generic over the number type, as
/// [`crate::TaskSpaceIn`] is for a fixed base. Implemented by `#[derive(Dynamics)]` with
/// `root_joint = free_flyer` and `frames = ..`; each frame is also an associated constant of the
/// type (its name in upper case).
pub trait FloatingTaskSpaceIn<const NQ: usize, const NV: usize>:
    FloatingDynamicsIn<NQ, NV> + Sized + 'static
{
    /// Every generated frame: its name and id.
    const FRAMES: &'static [(&'static str, FrameId<Self>)];

    /// Each tangent direction's parent direction in the tree (Pinocchio's `parents_fromRow`:
    /// the free-flyer's six a chain, a joint's the last direction of the joint it hangs from;
    /// `None` for the first), which the contact methods' factorisation of `M` follows so that it
    /// creates no entry where `M` has a structural zero. Generated for a description with
    /// contacts; the default, empty, factors `M` as a chain's (dense: exact, only slower), as
    /// does a list that is not a depth-first tree of `NV` or that `M` does not follow (an entry
    /// off the tree that is not zero).
    const TANGENT_PARENTS: &'static [Option<usize>] = &[];

    /// The contacts [`FloatingTaskSpaceIn::contact_terms_in`] is generated for (the
    /// description's `contacts = ..`, its `CONTACTS`); empty where it is not generated.
    const GENERATED_CONTACTS: &'static [contact::FrameContact<Self>] = &[];

    /// The operational-space terms of [`FloatingTaskSpaceIn::GENERATED_CONTACTS`] at
    /// `(q, v, τ)`, every contact's rows in its frame's axes, from one generated program (the
    /// contact methods use it when they are asked for these contacts, point forces in `Local`
    /// axes); `None` where it is not generated or for an `NC` that is not the contacts'
    /// components. No check of the inputs.
    fn contact_terms_in<S: Real, const NC: usize>(
        &self,
        q: &SVector<S, NQ>,
        v: &SVector<S, NV>,
        tau: &SVector<S, NV>,
    ) -> Option<contact::ContactTerms<S, NV, NC>> {
        let _ = (q, v, tau);
        None
    }

    /// The frame's pose in the world.
    fn frame_pose_in<S: Real>(&self, frame: FrameId<Self>, q: &SVector<S, NQ>) -> Pose<S>;

    /// The frame's Jacobian (tangent space) in `reference` axes.
    fn frame_jacobian_in<S: Real>(
        &self,
        frame: FrameId<Self>,
        q: &SVector<S, NQ>,
        reference: ReferenceFrame,
    ) -> SMatrix<S, 6, NV>;

    /// The frame's acceleration bias `J̇ v` in `reference` axes.
    fn frame_acceleration_bias_in<S: Real>(
        &self,
        frame: FrameId<Self>,
        q: &SVector<S, NQ>,
        v: &SVector<S, NV>,
        reference: ReferenceFrame,
    ) -> SVector<S, 6>;
}

/// The frames of a floating base in `f64` (Pinocchio's `updateFramePlacements` and
/// `getFrameJacobian` with a free-flyer): implemented for every type with
/// [`FloatingDynamics`] and [`FloatingTaskSpaceIn`]. An id the model does not generate (made
/// with `FrameId::new_unchecked`) gives NaN entries.
pub trait FloatingTaskSpace<const NQ: usize, const NV: usize>:
    FloatingDynamics<NQ, NV> + FloatingTaskSpaceIn<NQ, NV>
{
    /// The generated frame called `name` (a linear search: look frames up once, outside the
    /// control loop, or use the generated constants).
    fn frame(name: &str) -> Option<FrameId<Self>> {
        frame_named(Self::FRAMES, name)
    }

    /// The frame's pose in the world: `p_world = rotation · p_frame + translation`.
    #[inline]
    fn frame_pose(&self, frame: FrameId<Self>, q: &SVector<f64, NQ>) -> Pose {
        self.frame_pose_in(frame, q)
    }

    /// The frame's Jacobian `J` in the tangent space (`[v; ω] = J v`, rows the velocity of the
    /// frame's origin then the angular velocity) in `reference` axes: `LocalWorldAligned` the
    /// world's, `Local` the frame's.
    #[inline]
    fn frame_jacobian(
        &self,
        frame: FrameId<Self>,
        q: &SVector<f64, NQ>,
        reference: ReferenceFrame,
    ) -> SMatrix<f64, 6, NV> {
        self.frame_jacobian_in(frame, q, reference)
    }

    /// The frame's acceleration bias `J̇ v`: the classical acceleration `[p̈; ω̇]` of its origin
    /// at `v̇ = 0` (the base's `[v; ω]` held in base coordinates, the joints' rates held; no
    /// gravity), so that `[p̈; ω̇] = J v̇ + J̇ v` in `LocalWorldAligned` axes; in `Local` axes the
    /// frame's `Rᵀ` times that (Pinocchio's `getFrameClassicalAcceleration` after
    /// `forwardKinematics(q, v, 0)`; the bias `γ` of a contact at the frame).
    #[inline]
    fn frame_acceleration_bias(
        &self,
        frame: FrameId<Self>,
        q: &SVector<f64, NQ>,
        v: &SVector<f64, NV>,
        reference: ReferenceFrame,
    ) -> SVector<f64, 6> {
        self.frame_acceleration_bias_in(frame, q, v, reference)
    }

    /// Forward dynamics standing on the `active` ones of `contacts` (Pinocchio's
    /// `constraintDynamics`, with the joints' losses): the accelerations `a` and the contact
    /// forces `λ` (`NC` components: 3 for a point, 6 for a surface, every contact's slot in the
    /// list's order, zero for the inactive ones) of `M a + C v + g + τ_loss = τ + Jᵀ λ`,
    /// `J a + γ = 0`, in the conventions of [`ContactOptions`](crate::ContactOptions). No
    /// allocation; from the generated `M`, inverse dynamics, frame Jacobians and `J̇ v`.
    ///
    /// Fails on an `active` of another length than `contacts` or an `NC` that is not the
    /// contacts' number of components ([`DynamicsError::DimensionMismatch`]), a configuration
    /// [`FloatingDynamics::check_configuration`] refuses, a non-finite `v` or `tau`, dependent
    /// active contacts without [`ContactOptions::proximal`](crate::ContactOptions::proximal)
    /// ([`DynamicsError::DependentContacts`]), proximal iterations that do not converge
    /// ([`DynamicsError::ContactsNotSatisfied`]), or a result that is not finite. Feature `std`.
    #[cfg(feature = "std")]
    fn constraint_dynamics<const NC: usize>(
        &self,
        contacts: &[contact::FrameContact<Self>],
        active: &[bool],
        q: &SVector<f64, NQ>,
        v: &SVector<f64, NV>,
        tau: &SVector<f64, NV>,
        options: &contact::ContactOptions,
    ) -> Result<contact::ContactDynamics<NV, NC>, DynamicsError> {
        constraint_dynamics(self, contacts, active, (q, v, tau), options)
    }

    /// `constraint_dynamics` (feature `std`) in any number type (`f32`, SIMD lanes: a batch
    /// of states in one call), from the generated `_in` methods: `(a, λ)`, with no check and no
    /// error, as the generated methods: dependent active contacts give entries that are not
    /// finite or meaningless (huge forces where rounding leaves a tiny pivot), an `active` of
    /// another length than `contacts` or an `NC` that is not their components' NaN (check with
    /// the `f64` method). `active` is one mask for all lanes; a
    /// point contact's forces in `point_forces` axes. With or without `std` (a `no_std`
    /// controller's contact dynamics).
    #[allow(clippy::type_complexity)]
    fn constraint_dynamics_in<S: Real, const NC: usize>(
        &self,
        contacts: &[contact::FrameContact<Self>],
        active: &[bool],
        q: &SVector<S, NQ>,
        v: &SVector<S, NV>,
        tau: &SVector<S, NV>,
        point_forces: ReferenceFrame,
    ) -> (SVector<S, NV>, SVector<S, NC>) {
        constraint_dynamics_in(self, contacts, active, (q, v, tau), point_forces)
    }

    /// `impulse_dynamics` (feature `std`) in any number type (`f32`, SIMD lanes), unchecked as
    /// [`FloatingTaskSpace::constraint_dynamics_in`] is: `(v⁺, Λ)` of `M (v⁺ − v) = Jᵀ Λ`,
    /// `J v⁺ = −e J v` with `e = restitution`. With or without `std`.
    #[allow(clippy::type_complexity)]
    fn impulse_dynamics_in<S: Real, const NC: usize>(
        &self,
        contacts: &[contact::FrameContact<Self>],
        active: &[bool],
        q: &SVector<S, NQ>,
        v: &SVector<S, NV>,
        restitution: S,
        point_forces: ReferenceFrame,
    ) -> (SVector<S, NV>, SVector<S, NC>) {
        impulse_dynamics_in(self, contacts, active, (q, v), restitution, point_forces)
    }

    /// `constraint_dynamics_derivatives` (feature `std`) in any number type (`f32`, SIMD lanes:
    /// a batch of states in one call), unchecked as [`FloatingTaskSpace::constraint_dynamics_in`]
    /// is and without Baumgarte's terms: `(a, λ)` and their derivatives in `q`, `v` and `τ`.
    /// Dependent active contacts give entries that are not finite or meaningless, a bad mask or
    /// `NC` NaN (check with the `f64` method). With or without `std`.
    fn constraint_dynamics_derivatives_in<S: Real, const NC: usize>(
        &self,
        contacts: &[contact::FrameContact<Self>],
        active: &[bool],
        q: &SVector<S, NQ>,
        v: &SVector<S, NV>,
        tau: &SVector<S, NV>,
        point_forces: ReferenceFrame,
    ) -> contact::ContactDerivatives<NV, NC, S> {
        constraint_derivatives_in(self, contacts, active, (q, v, tau), point_forces)
    }

    /// `impulse_dynamics_derivatives` (feature `std`) in any number type, unchecked as
    /// [`FloatingTaskSpace::constraint_dynamics_derivatives_in`] is: `(v⁺, Λ)` and their
    /// derivatives in `q` and the velocity before the impact. With or without `std`.
    fn impulse_dynamics_derivatives_in<S: Real, const NC: usize>(
        &self,
        contacts: &[contact::FrameContact<Self>],
        active: &[bool],
        q: &SVector<S, NQ>,
        v: &SVector<S, NV>,
        restitution: S,
        point_forces: ReferenceFrame,
    ) -> contact::ContactImpulseDerivatives<NV, NC, S> {
        impulse_derivatives_in(self, contacts, active, (q, v), restitution, point_forces)
    }

    /// The impact on the `active` ones of `contacts` arriving at velocity `v` (Pinocchio's
    /// `impulseDynamics`), with restitution `restitution` in `[0, 1]`: the velocity after it
    /// `v⁺` (in the result's `a`) and the contact impulses `Λ` (in its `lambda`) of
    /// `M (v⁺ − v) = Jᵀ Λ`, `J v⁺ = −e J v`. Fails as
    /// [`FloatingTaskSpace::constraint_dynamics`] does, and on a restitution outside `[0, 1]`
    /// ([`DynamicsError::InvalidArgument`]). Feature `std`.
    #[cfg(feature = "std")]
    fn impulse_dynamics<const NC: usize>(
        &self,
        contacts: &[contact::FrameContact<Self>],
        active: &[bool],
        q: &SVector<f64, NQ>,
        v: &SVector<f64, NV>,
        restitution: f64,
        options: &contact::ContactOptions,
    ) -> Result<contact::ContactDynamics<NV, NC>, DynamicsError> {
        impulse_dynamics(self, contacts, active, (q, v), restitution, options)
    }

    /// [`FloatingTaskSpace::constraint_dynamics`]'s values and their derivatives (Pinocchio's
    /// `computeConstraintDynamicsDerivatives`): `∂a/∂q`, `∂a/∂v`, `∂a/∂τ`, `∂λ/∂q`, `∂λ/∂v`,
    /// `∂λ/∂τ`, `∂/∂q` in the tangent space, by differentiating the contact equations at their
    /// solution: from the generated `M`, inverse dynamics' derivatives at the constrained `a`,
    /// and each active contact's world Jacobian and pose, the contacts' terms by spatial algebra
    /// (the runtime's `floating_constraint_dynamics_derivatives` states the equations). No
    /// allocation.
    ///
    /// Fails as [`FloatingTaskSpace::constraint_dynamics`] does, and on dependent active contacts
    /// whatever the options ([`DynamicsError::DependentContacts`]: the derivatives are those of
    /// the exact solution). Feature `std`.
    #[cfg(feature = "std")]
    fn constraint_dynamics_derivatives<const NC: usize>(
        &self,
        contacts: &[contact::FrameContact<Self>],
        active: &[bool],
        q: &SVector<f64, NQ>,
        v: &SVector<f64, NV>,
        tau: &SVector<f64, NV>,
        options: &contact::ContactOptions,
    ) -> Result<contact::ContactDerivatives<NV, NC>, DynamicsError> {
        constraint_derivatives(self, contacts, active, (q, v, tau), options)
    }

    /// [`FloatingTaskSpace::impulse_dynamics`]'s values and their derivatives in `q` (tangent
    /// space) and the velocity before the impact (Pinocchio's
    /// `computeImpulseDynamicsDerivatives`, whose `ddq_dv` is this `dv_dv` less the identity).
    /// Fails as [`FloatingTaskSpace::impulse_dynamics`] does, and on dependent active contacts
    /// whatever the options ([`DynamicsError::DependentContacts`]). Feature `std`.
    #[cfg(feature = "std")]
    fn impulse_dynamics_derivatives<const NC: usize>(
        &self,
        contacts: &[contact::FrameContact<Self>],
        active: &[bool],
        q: &SVector<f64, NQ>,
        v: &SVector<f64, NV>,
        restitution: f64,
        options: &contact::ContactOptions,
    ) -> Result<contact::ContactImpulseDerivatives<NV, NC>, DynamicsError> {
        impulse_derivatives(self, contacts, active, (q, v), restitution, options)
    }

    /// The frame's velocity `[v; ω] = J v` in `reference` axes.
    fn frame_velocity(
        &self,
        frame: FrameId<Self>,
        q: &SVector<f64, NQ>,
        v: &SVector<f64, NV>,
        reference: ReferenceFrame,
    ) -> SVector<f64, 6> {
        self.frame_jacobian(frame, q, reference) * v
    }
}

impl<
        T: FloatingDynamics<NQ, NV> + FloatingTaskSpaceIn<NQ, NV>,
        const NQ: usize,
        const NV: usize,
    > FloatingTaskSpace<NQ, NV> for T
{
}

/// The contacts' Jacobian `J` (`NC × NV`, the inactive rows zero) at `q` and, with a velocity,
/// their bias `γ`.
#[allow(clippy::type_complexity)]
fn contact_rows<S: Real, R, const NQ: usize, const NV: usize, const NC: usize>(
    robot: &R,
    contacts: &[contact::FrameContact<R>],
    active: &[bool],
    q: &SVector<S, NQ>,
    v: Option<&SVector<S, NV>>,
    point_forces: ReferenceFrame,
) -> (SMatrix<S, NC, NV>, SVector<S, NC>)
where
    R: FloatingTaskSpaceIn<NQ, NV>,
{
    let mut j = SMatrix::<S, NC, NV>::from_element(S::constant(0.0));
    let mut gamma = SVector::<S, NC>::from_element(S::constant(0.0));
    let mut row = 0;
    for (c, &on) in contacts.iter().zip(active) {
        let dim = c.kind.dimension();
        if on {
            let axes = match c.kind {
                ContactKind::Point => point_forces,
                ContactKind::Surface => ReferenceFrame::Local,
            };
            let jf = robot.frame_jacobian_in(c.frame, q, axes);
            for r in 0..dim {
                j.set_row(row + r, &jf.row(r));
            }
            if let Some(v) = v {
                let classical = robot.frame_acceleration_bias_in(c.frame, q, v, axes);
                let mut bias: [S; 6] = core::array::from_fn(|k| classical[k]);
                if c.kind == ContactKind::Surface {
                    // The frame's spatial acceleration: the classical one less ω × v.
                    let twist = jf * v;
                    let lin = Vector3::new(twist[0], twist[1], twist[2]);
                    let ang = Vector3::new(twist[3], twist[4], twist[5]);
                    let w = ang.cross(&lin);
                    for k in 0..3 {
                        bias[k] -= w[k];
                    }
                }
                for r in 0..dim {
                    gamma[row + r] = bias[r];
                }
            }
        }
        row += dim;
    }
    (j, gamma)
}

/// The `L D Lᵀ` factors of the generated `M` at `q`, or the error of a mass matrix that is not
/// positive definite (a robot without mass).
#[cfg(feature = "std")]
#[inline]
fn mass_factor<R, const NQ: usize, const NV: usize>(
    robot: &R,
    q: &SVector<f64, NQ>,
) -> Result<TreeLdl<f64, NV>, DynamicsError>
where
    R: FloatingTaskSpace<NQ, NV>,
{
    let tree = const { Tree::<NV>::new(R::TANGENT_PARENTS) };
    TreeLdl::with_tree(robot.mass_matrix(q), &tree, |_, pivot: f64, _| {
        match pivot > 0.0 {
            true => Ok(()),
            false => Err(DynamicsError::NonFiniteResult {
                quantity: "the mass matrix's L D Lᵀ factors (M not positive definite)",
            }),
        }
    })
}

/// The generated factors of `M` ([`contact::ContactTerms::factors`]) on `R`'s tree, or the error
/// of a mass matrix that is not positive definite (a pivot `d_k ≤ 0` or not finite).
#[cfg(feature = "std")]
#[inline]
fn generated_factors<R, const NQ: usize, const NV: usize>(
    factors: &SMatrix<f64, NV, NV>,
) -> Result<TreeLdl<f64, NV>, DynamicsError>
where
    R: FloatingTaskSpaceIn<NQ, NV>,
{
    match (0..NV).all(|k| factors[(k, k)] > 0.0 && factors[(k, k)].is_finite()) {
        true => Ok(TreeLdl::from_factors(
            *factors,
            &const { Tree::<NV>::new(R::TANGENT_PARENTS) },
        )),
        false => Err(DynamicsError::NonFiniteResult {
            quantity: "the mass matrix's L D Lᵀ factors (M not positive definite)",
        }),
    }
}

/// [`FloatingTaskSpace::constraint_dynamics`].
#[cfg(feature = "std")]
fn constraint_dynamics<R, const NQ: usize, const NV: usize, const NC: usize>(
    robot: &R,
    contacts: &[contact::FrameContact<R>],
    active: &[bool],
    state: (&SVector<f64, NQ>, &SVector<f64, NV>, &SVector<f64, NV>),
    options: &contact::ContactOptions,
) -> Result<contact::ContactDynamics<NV, NC>, DynamicsError>
where
    R: FloatingTaskSpace<NQ, NV>,
{
    constraint_solve(robot, contacts, active, state, options, |s| Ok(s.value))
}

/// Whether `contacts` are the ones `R` generates its contacts' program for
/// ([`FloatingTaskSpaceIn::GENERATED_CONTACTS`], in that order) and the program's axes are the
/// ones asked for (a point's `Local`, as a surface's always are).
fn generated_for<R, const NQ: usize, const NV: usize>(
    contacts: &[contact::FrameContact<R>],
    point_forces: ReferenceFrame,
) -> bool
where
    R: FloatingTaskSpaceIn<NQ, NV>,
{
    let ours = R::GENERATED_CONTACTS;
    !ours.is_empty()
        && ours.len() == contacts.len()
        && ours
            .iter()
            .zip(contacts)
            .all(|(a, b)| a.frame == b.frame && a.kind == b.kind)
        && (point_forces == ReferenceFrame::Local
            || contacts.iter().all(|c| c.kind == ContactKind::Surface))
}

/// [`FloatingTaskSpace::constraint_dynamics`]'s values and what its derivatives reuse (borrowed
/// where they were computed: no copy of the factors for the values alone).
#[cfg(feature = "std")]
struct Solved<'a, const NV: usize, const NC: usize> {
    value: contact::ContactDynamics<NV, NC>,
    ldl: &'a TreeLdl<f64, NV>,
    j: &'a SMatrix<f64, NC, NV>,
    /// `J L⁻¹ D⁻¹` of `M`'s factors (`(M⁻¹ Jᵀ)ᵀ` is its `finish`).
    z: &'a SMatrix<f64, NC, NV>,
    /// `J M⁻¹ Jᵀ` (unmasked).
    delta: &'a SMatrix<f64, NC, NC>,
    /// Its factors masked, from the exact solve (`None` after the proximal iterations).
    exact: Option<contact::Ldl<f64, NC>>,
    slots: &'a [(usize, bool); NC],
}

/// The checks and the solve of [`FloatingTaskSpace::constraint_dynamics`], handed to `then`.
#[cfg(feature = "std")]
fn constraint_solve<R, T, const NQ: usize, const NV: usize, const NC: usize>(
    robot: &R,
    contacts: &[contact::FrameContact<R>],
    active: &[bool],
    (q, v, tau): (&SVector<f64, NQ>, &SVector<f64, NV>, &SVector<f64, NV>),
    options: &contact::ContactOptions,
    then: impl FnOnce(Solved<'_, NV, NC>) -> Result<T, DynamicsError>,
) -> Result<T, DynamicsError>
where
    R: FloatingTaskSpace<NQ, NV>,
{
    let slots = contact::slots::<R, NC>(contacts, active)?;
    check_generated_frames(contacts)?;
    options.check(contacts.len())?;
    robot.check_configuration(q)?;
    check_floating_finite(robot, "v", v.as_slice())?;
    check_floating_finite(robot, "tau", tau.as_slice())?;
    let mut generated = match generated_for::<R, NQ, NV>(contacts, options.point_forces) {
        true => robot.contact_terms_in::<f64, NC>(q, v, tau),
        false => None,
    };
    // Borrowed where they were computed (the generated terms, or the runtime's assembly): no
    // copies of the fixed-size matrices.
    let assembled;
    let (ldl, a_free, j, z, delta, mut r) = match &mut generated {
        Some(t) => {
            let ldl = generated_factors::<R, NQ, NV>(&t.factors)?;
            zero_inactive_rows(&mut t.j, &mut t.z, &slots.map(|(_, on)| on));
            (ldl, t.a_free, &t.j, &t.z, &t.delta, t.r)
        }
        None => {
            let ldl = mass_factor(robot, q)?;
            let bias = robot.inverse_dynamics(q, v, &SVector::zeros());
            let a_free = ldl.solve(&(tau - bias));
            let (j, gamma) = contact_rows::<f64, R, NQ, NV, NC>(
                robot,
                contacts,
                active,
                q,
                Some(v),
                options.point_forces,
            );
            let r = j * a_free + gamma;
            let (z, delta) = ldl.half(&j);
            assembled = (j, z, delta);
            (ldl, a_free, &assembled.0, &assembled.1, &assembled.2, r)
        }
    };
    if let Some(b) = &options.baumgarte {
        let point_axes = options.point_forces;
        each_contact_frame(
            robot,
            contacts,
            active,
            q,
            point_axes,
            |frame, row, index| {
                let terms = frame.baumgarte_bias(b, &b.anchors[index], v.as_slice());
                for (k, x) in terms.iter().take(frame.kind.dimension()).enumerate() {
                    r[row + k] += x;
                }
            },
        );
    }
    let (lambda, exact) = contact::solve(delta, &r, &slots, options)?;
    let mut a = z.tr_mul(&lambda);
    ldl.unit_solve(&mut a);
    a += a_free;
    let value = contact::ContactDynamics {
        a: crate::api::error::finite("constrained forward dynamics", a)?,
        lambda: crate::api::error::finite("contact forces", lambda)?,
    };
    then(Solved {
        value,
        ldl: &ldl,
        j,
        z,
        delta,
        exact,
        slots: &slots,
    })
}

/// Every contact's frame is one the model generates (`R::FRAMES`; a `FrameId` made with
/// `new_unchecked` may not be), else [`DynamicsError::UnknownFrame`].
#[cfg(feature = "std")]
fn check_generated_frames<R, const NQ: usize, const NV: usize>(
    contacts: &[contact::FrameContact<R>],
) -> Result<(), DynamicsError>
where
    R: FloatingTaskSpaceIn<NQ, NV>,
{
    match contacts
        .iter()
        .find(|c| !R::FRAMES.iter().any(|(_, id)| *id == c.frame))
    {
        Some(c) => Err(DynamicsError::UnknownFrame {
            frame: c.frame.index(),
            frames: R::FRAMES.len(),
        }),
        None => Ok(()),
    }
}

/// [`FloatingTaskSpace::constraint_dynamics_in`].
#[allow(clippy::type_complexity)]
fn constraint_dynamics_in<S: Real, R, const NQ: usize, const NV: usize, const NC: usize>(
    robot: &R,
    contacts: &[contact::FrameContact<R>],
    active: &[bool],
    state: (&SVector<S, NQ>, &SVector<S, NV>, &SVector<S, NV>),
    point_forces: ReferenceFrame,
) -> (SVector<S, NV>, SVector<S, NC>)
where
    R: FloatingTaskSpaceIn<NQ, NV>,
{
    let value =
        unchecked_constraint::<S, R, NQ, NV, NC>(robot, contacts, active, state, point_forces)
            .map_or_else(nan_dynamics, |u| u.value);
    (value.a, value.lambda)
}

/// Zeroes the inactive slots' rows of `J` and `J L⁻¹ D⁻¹` of every contact (as
/// [`contact_rows`] gives them).
fn zero_inactive_rows<S: Real, const NV: usize, const NC: usize>(
    j: &mut SMatrix<S, NC, NV>,
    z: &mut SMatrix<S, NC, NV>,
    active: &[bool; NC],
) {
    let zero = S::constant(0.0);
    for (row, _) in active.iter().enumerate().filter(|(_, on)| !**on) {
        j.fill_row(row, zero);
        z.fill_row(row, zero);
    }
}

/// `M`'s factors, the contacts' `J` (the inactive rows zero), its `J L⁻¹ D⁻¹` and `Δ`.
type Assembled<S, const NV: usize, const NC: usize> = (
    TreeLdl<S, NV>,
    SMatrix<S, NC, NV>,
    SMatrix<S, NC, NV>,
    SMatrix<S, NC, NC>,
);

/// What an unchecked path solves: `M`'s factors, the contacts' `J` (the inactive rows zero), its
/// `J L⁻¹ D⁻¹`, `Δ`'s factors with the inactive slots masked, the active slots and the solution.
struct Unchecked<S, const NV: usize, const NC: usize> {
    ldl: TreeLdl<S, NV>,
    j: SMatrix<S, NC, NV>,
    z: SMatrix<S, NC, NV>,
    delta: contact::Ldl<S, NC>,
    slots: [bool; NC],
    value: contact::ContactDynamics<NV, NC, S>,
}

impl<S: Real, const NV: usize, const NC: usize> Unchecked<S, NV, NC> {
    /// `(x + M⁻¹ Jᵀ λ, λ)` with `λ = −Δ⁻¹ r`, `Δ = J M⁻¹ Jᵀ` over the active slots: the unchecked
    /// paths' operational-space solve, from `M`'s factors, `J`, its `J L⁻¹ D⁻¹` and `Δ`
    /// ([`TreeLdl::half`]).
    fn solve(
        (ldl, j, z, delta): Assembled<S, NV, NC>,
        slots: [bool; NC],
        x: SVector<S, NV>,
        r: SVector<S, NC>,
    ) -> Self {
        let (d, r) = contact::masked(&delta, &r, &slots);
        let delta = unchecked_ldl(&d);
        let lambda = -delta.solve(&r);
        let mut a = z.tr_mul(&lambda);
        ldl.unit_solve(&mut a);
        a += x;
        Unchecked {
            ldl,
            j,
            z,
            delta,
            slots,
            value: contact::ContactDynamics { a, lambda },
        }
    }

    /// The linearized contact equations' solve.
    fn kkt(&self) -> contact_partials::Kkt<NV, NC, S> {
        contact_partials::Kkt::new(&self.ldl, (self.j, self.z), &self.delta, &self.slots)
    }
}

/// The unchecked forward dynamics under contact, `None` for a mask of another length than
/// `contacts` or an `NC` that is not their components'.
fn unchecked_constraint<S: Real, R, const NQ: usize, const NV: usize, const NC: usize>(
    robot: &R,
    contacts: &[contact::FrameContact<R>],
    active: &[bool],
    (q, v, tau): (&SVector<S, NQ>, &SVector<S, NV>, &SVector<S, NV>),
    point_forces: ReferenceFrame,
) -> Option<Unchecked<S, NV, NC>>
where
    R: FloatingTaskSpaceIn<NQ, NV>,
{
    let slots = contact::active_slots::<R, NC>(contacts, active)?;
    if generated_for::<R, NQ, NV>(contacts, point_forces) {
        if let Some(mut t) = robot.contact_terms_in::<S, NC>(q, v, tau) {
            let tree = const { Tree::<NV>::new(R::TANGENT_PARENTS) };
            let ldl = TreeLdl::from_factors(t.factors, &tree);
            zero_inactive_rows(&mut t.j, &mut t.z, &slots);
            return Some(Unchecked::solve(
                (ldl, t.j, t.z, t.delta),
                slots,
                t.a_free,
                t.r,
            ));
        }
    }
    let ldl = unchecked_mass_factor::<S, R, NQ, NV>(robot.mass_matrix_in(q));
    let bias = robot.inverse_dynamics_in(q, v, &SVector::from_element(S::constant(0.0)));
    let a_free = ldl.solve(&(tau - bias));
    let (j, gamma) =
        contact_rows::<S, R, NQ, NV, NC>(robot, contacts, active, q, Some(v), point_forces);
    let r = j * a_free + gamma;
    let (z, delta) = ldl.half(&j);
    Some(Unchecked::solve((ldl, j, z, delta), slots, a_free, r))
}

/// The unchecked impulse, `None` as for [`unchecked_constraint`].
fn unchecked_impulse<S: Real, R, const NQ: usize, const NV: usize, const NC: usize>(
    robot: &R,
    contacts: &[contact::FrameContact<R>],
    active: &[bool],
    (q, v): (&SVector<S, NQ>, &SVector<S, NV>),
    restitution: S,
    point_forces: ReferenceFrame,
) -> Option<Unchecked<S, NV, NC>>
where
    R: FloatingTaskSpaceIn<NQ, NV>,
{
    let slots = contact::active_slots::<R, NC>(contacts, active)?;
    let ldl = unchecked_mass_factor::<S, R, NQ, NV>(robot.mass_matrix_in(q));
    let (j, _) = contact_rows::<S, R, NQ, NV, NC>(robot, contacts, active, q, None, point_forces);
    let r = (j * v) * (S::constant(1.0) + restitution);
    let (z, delta) = ldl.half(&j);
    Some(Unchecked::solve((ldl, j, z, delta), slots, *v, r))
}

/// NaN `a` and `λ` (an unchecked method's answer to a bad mask).
fn nan_dynamics<S: Real, const NV: usize, const NC: usize>() -> contact::ContactDynamics<NV, NC, S>
{
    let nan = S::constant(f64::NAN);
    contact::ContactDynamics {
        a: SVector::from_element(nan),
        lambda: SVector::from_element(nan),
    }
}

/// `M`'s factors on `R`'s tree with no pivot check (the unchecked paths').
fn unchecked_mass_factor<S: Real, R, const NQ: usize, const NV: usize>(
    m: SMatrix<S, NV, NV>,
) -> TreeLdl<S, NV>
where
    R: FloatingTaskSpaceIn<NQ, NV>,
{
    let tree = const { Tree::<NV>::new(R::TANGENT_PARENTS) };
    TreeLdl::with_tree(m, &tree, |_, _, _| Ok::<(), core::convert::Infallible>(()))
        .unwrap_or_else(|never| match never {})
}

/// `L D Lᵀ` with no pivot check (the unchecked paths').
fn unchecked_ldl<S: Real, const N: usize>(m: &SMatrix<S, N, N>) -> contact::Ldl<S, N> {
    contact::Ldl::new(m, |_, _, _| Ok::<(), core::convert::Infallible>(()))
        .unwrap_or_else(|never| match never {})
}

/// [`FloatingTaskSpace::impulse_dynamics_in`].
#[allow(clippy::type_complexity)]
fn impulse_dynamics_in<S: Real, R, const NQ: usize, const NV: usize, const NC: usize>(
    robot: &R,
    contacts: &[contact::FrameContact<R>],
    active: &[bool],
    state: (&SVector<S, NQ>, &SVector<S, NV>),
    restitution: S,
    point_forces: ReferenceFrame,
) -> (SVector<S, NV>, SVector<S, NC>)
where
    R: FloatingTaskSpaceIn<NQ, NV>,
{
    let value = unchecked_impulse::<S, R, NQ, NV, NC>(
        robot,
        contacts,
        active,
        state,
        restitution,
        point_forces,
    )
    .map_or_else(nan_dynamics, |u| u.value);
    (value.a, value.lambda)
}

/// [`FloatingTaskSpace::impulse_dynamics`].
#[cfg(feature = "std")]
fn impulse_dynamics<R, const NQ: usize, const NV: usize, const NC: usize>(
    robot: &R,
    contacts: &[contact::FrameContact<R>],
    active: &[bool],
    (q, v): (&SVector<f64, NQ>, &SVector<f64, NV>),
    restitution: f64,
    options: &contact::ContactOptions,
) -> Result<contact::ContactDynamics<NV, NC>, DynamicsError>
where
    R: FloatingTaskSpace<NQ, NV>,
{
    if !(0.0..=1.0).contains(&restitution) {
        return Err(DynamicsError::InvalidArgument {
            argument: "restitution",
            value: restitution,
            requirement: "in [0, 1] (0: the contacts stop; 1: their velocity reverses)",
        });
    }
    let slots = contact::slots::<R, NC>(contacts, active)?;
    check_generated_frames(contacts)?;
    if let Some(p) = &options.proximal {
        p.check()?;
    }
    robot.check_configuration(q)?;
    check_floating_finite(robot, "v", v.as_slice())?;
    let ldl = mass_factor(robot, q)?;
    let (j, _) =
        contact_rows::<f64, R, NQ, NV, NC>(robot, contacts, active, q, None, options.point_forces);
    let (z, delta) = ldl.half(&j);
    let (impulses, _) = contact::solve(&delta, &((j * v) * (1.0 + restitution)), &slots, options)?;
    let mut v_after = z.tr_mul(&impulses);
    ldl.unit_solve(&mut v_after);
    v_after += v;
    Ok(contact::ContactDynamics {
        a: crate::api::error::finite("velocity after the impact", v_after)?,
        lambda: crate::api::error::finite("contact impulses", impulses)?,
    })
}

/// Each active contact's frame for the derivatives and Baumgarte's terms (its world Jacobian and
/// pose from the generated methods) with its first row and its index in the list.
fn each_contact_frame<S: Real, R, const NQ: usize, const NV: usize>(
    robot: &R,
    contacts: &[contact::FrameContact<R>],
    active: &[bool],
    q: &SVector<S, NQ>,
    point_axes: ReferenceFrame,
    mut each: impl FnMut(&contact_partials::ContactFrame<S>, usize, usize),
) where
    R: FloatingTaskSpaceIn<NQ, NV>,
{
    let mut row = 0;
    for (index, (c, &on)) in contacts.iter().zip(active).enumerate() {
        if on {
            let columns = robot.frame_jacobian_in(c.frame, q, ReferenceFrame::LocalWorldAligned);
            let pose = robot.frame_pose_in(c.frame, q);
            let r = &pose.rotation;
            let rotation = [
                [r[(0, 0)], r[(0, 1)], r[(0, 2)]],
                [r[(1, 0)], r[(1, 1)], r[(1, 2)]],
                [r[(2, 0)], r[(2, 1)], r[(2, 2)]],
            ];
            let t = pose.translation;
            let frame = contact_partials::ContactFrame {
                columns: columns.as_slice(),
                rotation: &rotation,
                translation: [t[0], t[1], t[2]],
                kind: c.kind,
                point_axes,
            };
            each(&frame, row, index);
        }
        row += c.kind.dimension();
    }
}

/// `Ok` if every entry of `blocks` is finite, else [`DynamicsError::NonFiniteResult`] (checked
/// where they are, not moved through a `Result` each).
#[cfg(feature = "std")]
fn all_finite(quantity: &'static str, blocks: &[&[f64]]) -> Result<(), DynamicsError> {
    // `0 x` is 0 for a finite `x` and NaN otherwise: eight sums with no branch per entry.
    let mut sums = [0.0; 8];
    for b in blocks {
        let chunks = b.chunks_exact(8);
        for x in chunks.remainder() {
            sums[0] += x * 0.0;
        }
        for c in chunks {
            for k in 0..8 {
                sums[k] += c[k] * 0.0;
            }
        }
    }
    match sums.iter().all(|s| *s == 0.0) {
        true => Ok(()),
        false => Err(DynamicsError::NonFiniteResult { quantity }),
    }
}

/// [`FloatingTaskSpace::constraint_dynamics_derivatives`].
#[cfg(feature = "std")]
fn constraint_derivatives<R, const NQ: usize, const NV: usize, const NC: usize>(
    robot: &R,
    contacts: &[contact::FrameContact<R>],
    active: &[bool],
    (q, v, tau): (&SVector<f64, NQ>, &SVector<f64, NV>, &SVector<f64, NV>),
    options: &contact::ContactOptions,
) -> Result<contact::ContactDerivatives<NV, NC>, DynamicsError>
where
    R: FloatingTaskSpace<NQ, NV>,
{
    constraint_solve::<R, _, NQ, NV, NC>(robot, contacts, active, (q, v, tau), options, |s| {
        let delta = match s.exact {
            Some(factors) => factors,
            None => contact_partials::delta_factors(s.delta, s.slots)?,
        };
        let kkt =
            contact_partials::Kkt::new(s.ldl, (*s.j, *s.z), &delta, &s.slots.map(|(_, on)| on));
        let d = constraint_derivatives_at(
            robot,
            (contacts, active, options.point_forces),
            (q, v),
            s.value,
            &kkt,
            |frame, row, index, c_q, c_v| {
                if let Some(b) = &options.baumgarte {
                    frame.baumgarte_partials(
                        b,
                        &b.anchors[index],
                        v.as_slice(),
                        |r, k, x| c_q[(row + r, k)] += x,
                        |r, k, x| c_v[(row + r, k)] += x,
                    );
                }
            },
        );
        all_finite(
            "constrained dynamics' derivatives",
            &[
                d.da_dq.as_slice(),
                d.da_dv.as_slice(),
                d.da_dtau.as_slice(),
                d.dlambda_dq.as_slice(),
                d.dlambda_dv.as_slice(),
                d.dlambda_dtau.as_slice(),
            ],
        )?;
        Ok(d)
    })
}

/// [`FloatingTaskSpace::constraint_dynamics_derivatives_in`].
fn constraint_derivatives_in<S: Real, R, const NQ: usize, const NV: usize, const NC: usize>(
    robot: &R,
    contacts: &[contact::FrameContact<R>],
    active: &[bool],
    (q, v, tau): (&SVector<S, NQ>, &SVector<S, NV>, &SVector<S, NV>),
    point_forces: ReferenceFrame,
) -> contact::ContactDerivatives<NV, NC, S>
where
    R: FloatingTaskSpaceIn<NQ, NV>,
{
    let Some(u) = unchecked_constraint::<S, R, NQ, NV, NC>(
        robot,
        contacts,
        active,
        (q, v, tau),
        point_forces,
    ) else {
        let (nan_v, nan_c) = nan_blocks::<S, NV, NC>();
        return contact::ContactDerivatives {
            value: nan_dynamics(),
            da_dq: nan_v,
            da_dv: nan_v,
            da_dtau: nan_v,
            dlambda_dq: nan_c,
            dlambda_dv: nan_c,
            dlambda_dtau: nan_c,
        };
    };
    constraint_derivatives_at(
        robot,
        (contacts, active, point_forces),
        (q, v),
        u.value,
        &u.kkt(),
        |_, _, _, _, _| {},
    )
}

/// NaN blocks of the derivatives (an unchecked method's answer to a bad mask).
fn nan_blocks<S: Real, const NV: usize, const NC: usize>(
) -> (SMatrix<S, NV, NV>, SMatrix<S, NC, NV>) {
    let nan = S::constant(f64::NAN);
    (SMatrix::from_element(nan), SMatrix::from_element(nan))
}

/// The derivatives of forward dynamics under contact at its solution `value`, from the KKT
/// system's factors: inverse dynamics' derivatives at `a`, each active contact's terms, and
/// `extra(frame, row, index, c_q, c_v)` for terms the caller adds (Baumgarte's).
#[allow(clippy::type_complexity)]
fn constraint_derivatives_at<S: Real, R, const NQ: usize, const NV: usize, const NC: usize>(
    robot: &R,
    (contacts, active, point_axes): (&[contact::FrameContact<R>], &[bool], ReferenceFrame),
    (q, v): (&SVector<S, NQ>, &SVector<S, NV>),
    value: contact::ContactDynamics<NV, NC, S>,
    kkt: &contact_partials::Kkt<NV, NC, S>,
    mut extra: impl FnMut(
        &contact_partials::ContactFrame<S>,
        usize,
        usize,
        &mut SMatrix<S, NC, NV>,
        &mut SMatrix<S, NC, NV>,
    ),
) -> contact::ContactDerivatives<NV, NC, S>
where
    R: FloatingTaskSpaceIn<NQ, NV>,
{
    let (mut r_q, r_v) = robot.inverse_dynamics_derivatives_in(q, v, &value.a);
    let zero = S::constant(0.0);
    let (mut c_q, mut c_v) = (
        SMatrix::<S, NC, NV>::from_element(zero),
        SMatrix::<S, NC, NV>::from_element(zero),
    );
    each_contact_frame(
        robot,
        contacts,
        active,
        q,
        point_axes,
        |frame, row, index| {
            let lambda = &value.lambda.as_slice()[row..row + frame.kind.dimension()];
            frame.contact_partials(
                lambda,
                (v.as_slice(), value.a.as_slice()),
                |j, k, x| r_q[(j, k)] += x,
                |r, k, x| c_q[(row + r, k)] += x,
                |r, k, x| c_v[(row + r, k)] += x,
            );
            extra(frame, row, index, &mut c_q, &mut c_v);
        },
    );
    let (da_dq, dlambda_dq) = kkt.solve(&r_q, &c_q);
    let (da_dv, dlambda_dv) = kkt.solve(&r_v, &c_v);
    let (da_dtau, dlambda_dtau) = kkt.solve_torque();
    contact::ContactDerivatives {
        value,
        da_dq,
        da_dv,
        da_dtau,
        dlambda_dq,
        dlambda_dv,
        dlambda_dtau,
    }
}

/// [`FloatingTaskSpace::impulse_dynamics_derivatives`].
#[cfg(feature = "std")]
fn impulse_derivatives<R, const NQ: usize, const NV: usize, const NC: usize>(
    robot: &R,
    contacts: &[contact::FrameContact<R>],
    active: &[bool],
    (q, v): (&SVector<f64, NQ>, &SVector<f64, NV>),
    restitution: f64,
    options: &contact::ContactOptions,
) -> Result<contact::ContactImpulseDerivatives<NV, NC>, DynamicsError>
where
    R: FloatingTaskSpace<NQ, NV>,
{
    let value =
        impulse_dynamics::<R, NQ, NV, NC>(robot, contacts, active, (q, v), restitution, options)?;
    let slots = contact::slots::<R, NC>(contacts, active)?;
    let (j, _) =
        contact_rows::<f64, R, NQ, NV, NC>(robot, contacts, active, q, None, options.point_forces);
    let ldl = mass_factor(robot, q)?;
    let (z, delta) = ldl.half(&j);
    let delta = contact_partials::delta_factors(&delta, &slots)?;
    let kkt = contact_partials::Kkt::new(&ldl, (j, z), &delta, &slots.map(|(_, on)| on));
    let d = impulse_derivatives_at(
        robot,
        (contacts, active, options.point_forces),
        (q, v),
        restitution,
        (value, j),
        &kkt,
    );
    all_finite(
        "impulse dynamics' derivatives",
        &[
            d.dv_dq.as_slice(),
            d.dv_dv.as_slice(),
            d.dimpulses_dq.as_slice(),
            d.dimpulses_dv.as_slice(),
        ],
    )?;
    Ok(d)
}

/// [`FloatingTaskSpace::impulse_dynamics_derivatives_in`].
fn impulse_derivatives_in<S: Real, R, const NQ: usize, const NV: usize, const NC: usize>(
    robot: &R,
    contacts: &[contact::FrameContact<R>],
    active: &[bool],
    (q, v): (&SVector<S, NQ>, &SVector<S, NV>),
    restitution: S,
    point_forces: ReferenceFrame,
) -> contact::ContactImpulseDerivatives<NV, NC, S>
where
    R: FloatingTaskSpaceIn<NQ, NV>,
{
    let Some(u) = unchecked_impulse::<S, R, NQ, NV, NC>(
        robot,
        contacts,
        active,
        (q, v),
        restitution,
        point_forces,
    ) else {
        let (nan_v, nan_c) = nan_blocks::<S, NV, NC>();
        return contact::ContactImpulseDerivatives {
            value: nan_dynamics(),
            dv_dq: nan_v,
            dv_dv: nan_v,
            dimpulses_dq: nan_c,
            dimpulses_dv: nan_c,
        };
    };
    impulse_derivatives_at(
        robot,
        (contacts, active, point_forces),
        (q, v),
        restitution,
        (u.value, u.j),
        &u.kkt(),
    )
}

/// The derivatives of the impulse at its solution `value` (with the contacts' `J`), from the
/// KKT system's factors: `∂(M Δv)/∂q` (inverse dynamics at `(q, 0, Δv)` less gravity's) and each
/// active contact's terms.
#[allow(clippy::type_complexity)]
fn impulse_derivatives_at<S: Real, R, const NQ: usize, const NV: usize, const NC: usize>(
    robot: &R,
    (contacts, active, point_axes): (&[contact::FrameContact<R>], &[bool], ReferenceFrame),
    (q, v): (&SVector<S, NQ>, &SVector<S, NV>),
    restitution: S,
    (value, j): (contact::ContactDynamics<NV, NC, S>, SMatrix<S, NC, NV>),
    kkt: &contact_partials::Kkt<NV, NC, S>,
) -> contact::ContactImpulseDerivatives<NV, NC, S>
where
    R: FloatingTaskSpaceIn<NQ, NV>,
{
    let zero = S::constant(0.0);
    let rest = SVector::<S, NV>::from_element(zero);
    let (jump, _) = robot.inverse_dynamics_derivatives_in(q, &rest, &(value.a - v));
    let (weight, _) = robot.inverse_dynamics_derivatives_in(q, &rest, &rest);
    let mut r_q = jump - weight;
    let mut c_q = SMatrix::<S, NC, NV>::from_element(zero);
    let w = value.a + v * restitution;
    each_contact_frame(robot, contacts, active, q, point_axes, |frame, row, _| {
        let dim = frame.kind.dimension();
        frame.force_partials(&value.lambda.as_slice()[row..row + dim], |j, k, x| {
            r_q[(j, k)] -= x
        });
        frame.velocity_partials(w.as_slice(), |r, k, x| c_q[(row + r, k)] = x);
    });
    let (dv_dq, dimpulses_dq) = kkt.solve(&r_q, &c_q);
    // ∂/∂v⁻: R = −M, so M⁻¹ R = −1.
    let (dv_dv, dimpulses_dv) =
        kkt.solve_scaled(-SMatrix::<S, NV, NV>::identity(), &(j * restitution));
    contact::ContactImpulseDerivatives {
        value,
        dv_dq,
        dv_dv,
        dimpulses_dq,
        dimpulses_dv,
    }
}
