//! Typed controller-design errors.

use std::borrow::Cow;
use std::fmt;

/// Why a controller could not be designed.
#[derive(Debug, Clone, PartialEq)]
pub enum ControlError {
    /// A matrix argument has the wrong shape.
    DimensionMismatch {
        /// Argument name (`"A"`, `"B"`, `"Q"`, `"R"`, ...).
        argument: &'static str,
        /// Expected `(rows, columns)`.
        expected: (usize, usize),
        /// Given `(rows, columns)`.
        found: (usize, usize),
    },
    /// A matrix argument has a NaN or infinite entry.
    NonFinite {
        /// Argument name.
        argument: &'static str,
    },
    /// A state argument that is finite but not a state of the system (on a floating base, a
    /// quaternion not of unit norm): the system's check says why.
    InvalidState {
        /// Argument name (`"x0"`, `"cost.x_ref"`).
        argument: &'static str,
        /// The system's check ([`DiscreteSystem::check_state`](crate::control::DiscreteSystem::check_state)).
        problem: crate::api::error::DynamicsError,
    },
    /// A weight that must be symmetric is not (relative asymmetry above `1e-10`).
    NotSymmetric {
        /// Argument name.
        argument: &'static str,
        /// `max |X − Xᵀ| / max(1, max |X|)`.
        asymmetry: f64,
    },
    /// `Q` has a negative eigenvalue (below `−1e-12 ‖Q‖`).
    NotPositiveSemidefinite {
        /// Argument name.
        argument: &'static str,
        /// Its smallest eigenvalue.
        min_eigenvalue: f64,
    },
    /// `R` (or `R + BᵀPB`) is not positive definite.
    NotPositiveDefinite {
        /// Argument name.
        argument: &'static str,
    },
    /// A design parameter is out of its range (for example a negative natural frequency).
    InvalidParameter {
        /// Parameter name: the option's field (`relative_tolerance`, `alphas[2]`) or the
        /// argument (`h`, `lower`).
        name: &'static str,
        /// The value.
        value: f64,
        /// What it must be (with the values it is compared with, where there are any).
        requirement: Cow<'static, str>,
    },
    /// `(A, B)` is not stabilizable: the eigenvalue `re + i·im` of `A` (unstable, or on the
    /// stability boundary) is not controllable (PBH test: the smallest singular value of
    /// `[A − λI, B]`, relative to `‖[A, B]‖`, is `margin`).
    NotStabilizable {
        /// Real part of the uncontrollable eigenvalue.
        re: f64,
        /// Imaginary part.
        im: f64,
        /// Relative PBH margin.
        margin: f64,
    },
    /// An eigenvalue of `A` on the stability boundary (imaginary axis, or unit circle for the
    /// discrete equation) is unobservable through `Q`: the Hamiltonian (symplectic) matrix then
    /// has an eigenvalue on the boundary and no stabilizing solution exists.
    NotDetectable {
        /// Real part of the unobservable eigenvalue.
        re: f64,
        /// Imaginary part.
        im: f64,
    },
    /// The doubling iteration did not converge within `iterations`.
    NoConvergence {
        /// Iterations done.
        iterations: usize,
        /// Last relative change `‖Pₖ₊₁ − Pₖ‖ / ‖Pₖ₊₁‖`.
        relative_change: f64,
    },
    /// The iteration ended but the solution does not stabilize the closed loop (or it is not
    /// finite): the closed-loop eigenvalue with the largest real part (modulus for the discrete
    /// equation) is `value`.
    NoStabilizingSolution {
        /// Largest closed-loop real part (continuous) or modulus (discrete).
        value: f64,
    },
    /// The Riccati solution found does not satisfy its equation to the required accuracy: its
    /// relative residual (a normwise backward error, see
    /// [`RiccatiSolution::relative_residual`](crate::control::RiccatiSolution::relative_residual))
    /// is above `bound`. Typical of a closed-loop spectrum spread over many orders of magnitude
    /// (a control far cheaper than the state's weight, `R ≪ Q`), which the doubling cannot
    /// resolve in double precision.
    InaccurateSolution {
        /// The relative residual reached.
        relative_residual: f64,
        /// The bound ([`RiccatiOptions::max_relative_residual`](crate::control::RiccatiOptions::max_relative_residual)).
        bound: f64,
    },
    /// A result is not finite: it lies beyond the range of `f64` (weights many orders of
    /// magnitude apart, a Riccati solution or gain that would overflow) or comes from dynamics
    /// that answer NaN at the operating point.
    Overflow {
        /// Which result.
        what: &'static str,
    },
    /// A matrix that the algorithm must invert is singular (for example the Cayley transform of
    /// the Hamiltonian for every shift tried, or a Lyapunov equation whose spectrum contains
    /// `λ + μ = 0`).
    Singular {
        /// Which matrix.
        what: &'static str,
    },
    /// The real Schur decomposition did not converge.
    SchurFailed,
    /// A singular value or symmetric eigenvalue decomposition did not converge within its
    /// iteration limit (entries of wildly different magnitudes, or huge ones).
    DecompositionFailed {
        /// Which decomposition (`"singular values"`, `"symmetric eigenvalues"`).
        what: &'static str,
    },
    /// The actuation matrix `S` has dependent columns.
    RankDeficientActuation {
        /// Number of inputs (columns of `S`).
        inputs: usize,
    },
    /// The configuration is not an equilibrium that the actuators can hold: `g(q)` is not in the
    /// range of `S` (for an underactuated chain, a passive joint would have to hold a load).
    NotAnEquilibrium {
        /// The configuration.
        configuration: Vec<f64>,
        /// `‖S u − g(q)‖` for the best `u`.
        unbalanced_force: f64,
    },
    /// A knot of a shooting problem failed where the solver cannot go around it: its model
    /// (its dynamics or costs) at the initial guess, or its derivatives along an accepted
    /// trajectory.
    Knot {
        /// The knot's index (`T` for the terminal one).
        knot: usize,
        /// Why its model failed.
        problem: crate::api::error::DynamicsError,
    },
}

impl fmt::Display for ControlError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ControlError::DimensionMismatch {
                argument,
                expected,
                found,
            } => write!(
                f,
                "matrix {argument} is {}x{} but must be {}x{}",
                found.0, found.1, expected.0, expected.1
            ),
            ControlError::NonFinite { argument } => {
                write!(f, "matrix {argument} has a NaN or infinite entry")
            }
            ControlError::InvalidState { argument, problem } => {
                write!(f, "{argument} is not a state of the system: {problem}")
            }
            ControlError::NotSymmetric {
                argument,
                asymmetry,
            } => write!(
                f,
                "weight {argument} must be symmetric (relative asymmetry {asymmetry:e})"
            ),
            ControlError::NotPositiveSemidefinite {
                argument,
                min_eigenvalue,
            } => write!(
                f,
                "weight {argument} must be positive semidefinite (smallest eigenvalue \
                 {min_eigenvalue:e})"
            ),
            ControlError::NotPositiveDefinite { argument } => {
                write!(f, "{argument} must be positive definite")
            }
            ControlError::InvalidParameter {
                name,
                value,
                requirement,
            } => write!(
                f,
                "parameter {name} = {} must be {requirement}",
                crate::api::error::number(*value)
            ),
            ControlError::NotStabilizable { re, im, margin } => write!(
                f,
                "(A, B) is not stabilizable: the eigenvalue {re} {im:+}i of A is not \
                 controllable (relative PBH margin {margin:e}); actuate that mode or change the \
                 operating point"
            ),
            ControlError::NotDetectable { re, im } => write!(
                f,
                "the eigenvalue {re} {im:+}i of A lies on the stability boundary and is not \
                 observable through Q, so no stabilizing Riccati solution exists; weight that \
                 mode in Q"
            ),
            ControlError::NoConvergence {
                iterations,
                relative_change,
            } => write!(
                f,
                "the Riccati doubling iteration did not converge in {iterations} iterations \
                 (last relative change {relative_change:e})"
            ),
            ControlError::NoStabilizingSolution { value } => write!(
                f,
                "the Riccati solution does not stabilize the closed loop (worst closed-loop \
                 eigenvalue measure {value})"
            ),
            ControlError::InaccurateSolution {
                relative_residual,
                bound,
            } => write!(
                f,
                "the Riccati solution's relative residual {relative_residual:e} is above the \
                 bound {bound:e}: the weights put the closed-loop poles too many orders of \
                 magnitude apart to solve in double precision; bring Q and R closer together"
            ),
            ControlError::Overflow { what } => write!(
                f,
                "{what} is not finite: it overflows f64 (bring the weights, or the model's \
                 magnitudes, closer together) or the dynamics are singular at this point"
            ),
            ControlError::Singular { what } => write!(f, "{what} is singular"),
            ControlError::SchurFailed => write!(f, "the real Schur decomposition did not converge"),
            ControlError::DecompositionFailed { what } => write!(
                f,
                "the {what} did not converge within the iteration limit (are the entries of A, B \
                 and the weights finite and of reasonable magnitude?)"
            ),
            ControlError::RankDeficientActuation { inputs } => write!(
                f,
                "the actuation matrix S (with {inputs} inputs) has linearly dependent columns"
            ),
            ControlError::NotAnEquilibrium {
                configuration,
                unbalanced_force,
            } => write!(
                f,
                "configuration {configuration:?} is not an equilibrium the actuators can hold \
                 (unbalanced generalized force {unbalanced_force:e}); pick a configuration where \
                 the passive joints carry no gravity load"
            ),
            ControlError::Knot { knot, problem } => {
                write!(f, "knot {knot} of the shooting problem: {problem}")
            }
        }
    }
}

impl std::error::Error for ControlError {}
