//! What a real joint adds to the ideal one: the reflected inertia of its motor (armature), viscous
//! damping and Coulomb friction. The one definition of the friction law, shared by the runtime's
//! reference algorithms (numbers) and the code generator (which writes the same formula
//! symbolically and is tested against the runtime).
//!
//! # Equations of motion
//!
//! With `q̇` the joint velocity (relative joint coordinates),
//!
//! ```text
//! M(q) q̈ + C(q, q̇) q̇ + g(q) + τ_loss(q̇) = τ,
//! M(q) = M_rigid(q) + diag(armature),
//! τ_loss,i = damping_i q̇_i + friction_i · s(q̇_i / friction_velocity_i),
//! s(v) = v / √(1 + v²).
//! ```
//!
//! `τ_loss` is the torque (force, for a prismatic joint) the joint loses: the damping and
//! friction torques acting on the joint are `−τ_loss`, so they dissipate power
//! `q̇ᵀ τ_loss ≥ 0`, and the energy balance is `d(T + U)/dt = q̇ᵀ (τ − τ_loss)`. The armature
//! is the rotor inertia seen at the joint (`gear_ratio² · I_rotor`); it adds `½ a q̇²` to the
//! kinetic energy and does not depend on `q`, so it changes neither `C` nor `∂M/∂q`.
//!
//! # Why this friction model
//!
//! Coulomb friction `F sign(q̇)` has no derivative at `q̇ = 0`, exactly where a balancing or
//! holding controller linearizes. `F s(q̇ / v_s)` with `s(v) = v / √(1 + v²)` is smooth
//! (infinitely differentiable), odd, bounded by `F`, and reaches `F / √2` at `|q̇| = v_s`, 99.5 %
//! of `F` at `10 v_s`; as `v_s → 0` it tends to `F sign(q̇)`. Its slope at rest is `F / v_s`: the
//! linearization sees friction at rest as a viscous damping of that size, which is the stated
//! price of a differentiable model; choose `v_s` ([`JointDynamics::friction_velocity`]) as the
//! speed below which the real joint's friction is not resolved (sticking, the velocity
//! estimator's noise). Unlike `tanh`, `s` needs only a square root and a division: the generated
//! code calls no transcendental function for it.

/// The smoothing speed [`JointDynamics::friction_velocity`] of a joint that does not give one:
/// 0.01 rad/s (or m/s for a prismatic joint). The friction torque is at 71 % of its Coulomb
/// value at 0.01 rad/s and at 99.5 % at 0.1 rad/s.
pub const DEFAULT_FRICTION_VELOCITY: f64 = 0.01;

/// The actuator and transmission terms of one joint; all zero for an ideal joint
/// ([`JointDynamics::IDEAL`], the default). See the module documentation of
/// [`crate::joint_dynamics`] for the equations and the friction law.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct JointDynamics {
    /// Reflected rotor inertia added to the diagonal of the mass matrix (kg·m² for a revolute
    /// joint, kg for a prismatic one); `>= 0`.
    pub armature: f64,
    /// Viscous damping `b`: the joint loses `b q̇` (N·m·s/rad or N·s/m); `>= 0`.
    pub damping: f64,
    /// Coulomb friction `F`: the joint loses `F s(q̇ / v_s)`, at most `F` (N·m or N); `>= 0`.
    pub friction: f64,
    /// The smoothing speed `v_s` of the friction law (rad/s or m/s); `> 0`.
    pub friction_velocity: f64,
}

impl Default for JointDynamics {
    fn default() -> Self {
        JointDynamics::IDEAL
    }
}

impl JointDynamics {
    /// An ideal joint: no armature, damping or friction (friction velocity
    /// [`DEFAULT_FRICTION_VELOCITY`]).
    pub const IDEAL: JointDynamics = JointDynamics {
        armature: 0.0,
        damping: 0.0,
        friction: 0.0,
        friction_velocity: DEFAULT_FRICTION_VELOCITY,
    };

    /// Whether `value` is admissible for `parameter` (`"armature"`, `"damping"`, `"friction"`:
    /// finite and `>= 0`; `"friction_velocity"`: finite, `> 0` and normal, at least
    /// `f64::MIN_POSITIVE` ≈ 2.2e-308, so that its reciprocal in the friction law's slope is
    /// finite): the one rule, applied by [`Chain::validate`](crate::Chain::validate), the URDF
    /// importer and the derive.
    pub fn accepts(parameter: &str, value: f64) -> bool {
        value.is_finite()
            && if parameter == "friction_velocity" {
                value >= f64::MIN_POSITIVE
            } else {
                value >= 0.0
            }
    }

    /// Whether the joint loses torque with motion (damping or friction not zero).
    pub fn dissipates(&self) -> bool {
        self.damping != 0.0 || self.friction != 0.0
    }

    /// Whether every term is zero (the friction velocity aside, which then has no effect).
    pub fn is_ideal(&self) -> bool {
        self.armature == 0.0 && !self.dissipates()
    }

    /// The torque the joint loses at joint velocity `qd`:
    /// `damping · qd + friction · s(qd / friction_velocity)`.
    pub fn loss(&self, qd: f64) -> f64 {
        self.damping * qd + self.friction * smooth_sign(qd / self.friction_velocity)
    }

    /// `∂ loss / ∂ qd`: `damping + friction / friction_velocity · s'(qd / friction_velocity)`.
    pub fn loss_derivative(&self, qd: f64) -> f64 {
        self.damping
            + self.friction / self.friction_velocity
                * smooth_sign_derivative(qd / self.friction_velocity)
    }
}

/// The smooth sign `s(v) = v / √(1 + v²)`: odd, `|s| < 1`, `s'(0) = 1`.
pub fn smooth_sign(v: f64) -> f64 {
    if v.abs() > 1e150 {
        // 1 + v² overflows; s(v) = ±1 to within f64 precision.
        return v.signum();
    }
    v / (1.0 + v * v).sqrt()
}

/// `s'(v) = (1 + v²)^(−3/2)`.
pub fn smooth_sign_derivative(v: f64) -> f64 {
    if v.abs() > 1e100 {
        return 0.0;
    }
    let r = 1.0 + v * v;
    1.0 / (r * r.sqrt())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_smooth_sign_is_odd_bounded_and_its_derivative_is_right() {
        // Exact values: s(0) = 0, s(1) = 1/√2, s'(0) = 1.
        assert_eq!(smooth_sign(0.0), 0.0);
        assert_eq!(smooth_sign(1.0), 1.0 / 2f64.sqrt());
        assert_eq!(smooth_sign_derivative(0.0), 1.0);
        for v in [-1e300, -37.0, -1.0, -1e-3, 1e-3, 0.5, 3.0, 1e200] {
            assert_eq!(smooth_sign(-v), -smooth_sign(v));
            assert!(smooth_sign(v).abs() <= 1.0);
            // Central differences, relative step 1e-6 of the scale: error O(h²) ≈ 1e-12, within
            // 1e-8 of the derivative's scale 1.
            if v.abs() < 1e3 {
                let h = 1e-6 * v.abs().max(1.0);
                let fd = (smooth_sign(v + h) - smooth_sign(v - h)) / (2.0 * h);
                assert!((fd - smooth_sign_derivative(v)).abs() < 1e-8, "v = {v}");
            }
        }
        assert_eq!(smooth_sign(1e300), 1.0);
        assert_eq!(smooth_sign_derivative(1e300), 0.0);
    }

    #[test]
    fn loss_combines_damping_and_friction() {
        let j = JointDynamics {
            armature: 0.1,
            damping: 0.5,
            friction: 2.0,
            friction_velocity: 0.1,
        };
        // At qd = v_s the friction is F/√2; 1e-15: a few roundings of numbers of order 1.
        let expected = 0.5 * 0.1 + 2.0 / 2f64.sqrt();
        assert!((j.loss(0.1) - expected).abs() < 1e-15);
        assert_eq!(j.loss(0.0), 0.0);
        assert_eq!(j.loss_derivative(0.0), 0.5 + 2.0 / 0.1);
        assert!(JointDynamics::IDEAL.is_ideal() && !j.is_ideal() && j.dissipates());
        assert_eq!(JointDynamics::default(), JointDynamics::IDEAL);
    }
}
