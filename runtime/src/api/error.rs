//! Typed runtime errors, and the output guard of the reference algorithms: a result that is not
//! finite is an error, never a value inside `Ok`. Inputs are checked for length and finiteness
//! first; values that are each finite can still overflow when multiplied (`m·c²` of a 1e200 mass
//! at 1e200 m, gravity of 1e300, a velocity of 1e200 squared), and the guard turns that into
//! [`DynamicsError::NonFiniteResult`] naming the quantity. Each result type implements
//! [`Finite`] next to its definition.

use chaindyn_model::ModelError;
use nalgebra::{Dim, Matrix, RawStorage};
use std::fmt;

/// Why a dynamics computation was refused.
#[derive(Debug, Clone, PartialEq)]
pub enum DynamicsError {
    /// The chain failed [`Chain::validate`](crate::Chain::validate).
    Model(ModelError),
    /// The chain has more degrees of freedom than the reference algorithms take
    /// ([`MAX_REFERENCE_DOF`](crate::limits::MAX_REFERENCE_DOF)).
    TooManyJoints {
        /// The chain's degrees of freedom.
        dof: usize,
        /// The limit.
        limit: usize,
    },
    /// An argument vector has the wrong length.
    DimensionMismatch {
        /// Argument name (`"q"`, `"qd"`, `"qdd"`, `"tau"`).
        argument: &'static str,
        /// The chain's number of degrees of freedom.
        expected: usize,
        /// The given length.
        found: usize,
    },
    /// An argument vector has a NaN or infinite entry.
    NonFiniteInput {
        /// Argument name.
        argument: &'static str,
        /// Index (= link index) of the first offending entry.
        index: usize,
    },
    /// The joint-space mass matrix is singular (numerically): the Cholesky pivot of
    /// joint `link` is at most [`MASS_MATRIX_PIVOT_TOL`](crate::MASS_MATRIX_PIVOT_TOL)
    /// times the diagonal entry `M[link][link]`, so the motion of this joint adds no
    /// inertia independent of the joints before it.
    SingularMassMatrix {
        /// Index of the link whose joint has the failing pivot.
        link: usize,
        /// That link's joint name.
        joint: String,
        /// That link's body name.
        body: String,
        /// The configuration (in the chain's angle convention) where it was found.
        configuration: Vec<f64>,
        /// The pivot divided by `M[link][link]` (not finite when the diagonal is zero).
        pivot_ratio: f64,
    },
    /// A result is NaN or infinite although every input was finite: the chain's values (masses,
    /// lengths, inertias, gravity, joint terms) or the state overflow `f64` when multiplied
    /// (`m·c²` of a 1e200 kg mass 1e200 m from an axis, a velocity of 1e200 squared).
    NonFiniteResult {
        /// What was computed (`"mass matrix"`, `"forward dynamics"`, ...).
        quantity: &'static str,
    },
    /// A floating base's configuration holds a quaternion whose norm is farther from 1 than
    /// [`QUATERNION_TOLERANCE`](chaindyn_model::free_flyer::QUATERNION_TOLERANCE).
    UnnormalizedQuaternion {
        /// The quaternion's norm.
        norm: f64,
    },
    /// A frame index that the chain does not have ([`Chain::frame_count`](crate::Chain::frame_count)).
    UnknownFrame {
        /// The given index.
        frame: usize,
        /// The chain's number of frames (bodies, then named frames).
        frames: usize,
    },
}

impl fmt::Display for DynamicsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DynamicsError::Model(e) => write!(f, "invalid chain: {e}"),
            DynamicsError::DimensionMismatch {
                argument,
                expected,
                found,
            } => write!(
                f,
                "argument {argument} has {found} entries but the chain has {expected} degrees of \
                 freedom; pass one entry per link"
            ),
            DynamicsError::TooManyJoints { dof, limit } => write!(
                f,
                "the chain has {dof} degrees of freedom, more than the reference algorithms take \
                 ({limit}, chaindyn::limits::MAX_REFERENCE_DOF): cut the description down to the \
                 joints that move"
            ),
            DynamicsError::NonFiniteInput { argument, index } => write!(
                f,
                "argument {argument} has a NaN or infinite entry at index {index} (link \
                 {index}); pass finite values"
            ),
            DynamicsError::SingularMassMatrix {
                link,
                joint,
                body,
                configuration,
                pivot_ratio,
            } => {
                // The model crate's message: one wording for the derive and the runtime.
                let model_error = ModelError::SingularMassMatrix {
                    link: *link,
                    joint: joint.clone(),
                    body: body.clone(),
                    configuration: configuration.clone(),
                    pivot_ratio: *pivot_ratio,
                };
                write!(f, "{model_error}")
            }
            DynamicsError::NonFiniteResult { quantity } => write!(
                f,
                "the {quantity} is not finite in f64 although every input is: products of the \
                 chain's values or of the state (such as m·c² or q̇²) exceed 1.8e308; express the \
                 model in units that keep masses, lengths and inertias within a few orders of \
                 magnitude of 1, and the state within its physical range"
            ),
            DynamicsError::UnnormalizedQuaternion { norm } => write!(
                f,
                "the base's quaternion (q[3..7], x y z w) has norm {norm}, not 1 (within {}): \
                 normalise it, or move the configuration with FloatingMultibody::integrate",
                chaindyn_model::free_flyer::QUATERNION_TOLERANCE
            ),
            DynamicsError::UnknownFrame { frame, frames } => write!(
                f,
                "the chain has no frame {frame}: its frames are 0..{frames} (bodies, then named \
                 frames); look one up with Chain::frame_index"
            ),
        }
    }
}

impl std::error::Error for DynamicsError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            DynamicsError::Model(e) => Some(e),
            _ => None,
        }
    }
}

impl From<ModelError> for DynamicsError {
    fn from(e: ModelError) -> Self {
        DynamicsError::Model(e)
    }
}

/// A result whose every number can be checked for finiteness.
pub(crate) trait Finite {
    /// Every number is finite (not NaN, not infinite).
    fn all_finite(&self) -> bool;
}

impl Finite for f64 {
    fn all_finite(&self) -> bool {
        self.is_finite()
    }
}

impl<R: Dim, C: Dim, S: RawStorage<f64, R, C>> Finite for Matrix<f64, R, C, S> {
    fn all_finite(&self) -> bool {
        self.iter().all(|x| x.is_finite())
    }
}

impl<T: Finite> Finite for Vec<T> {
    fn all_finite(&self) -> bool {
        self.iter().all(Finite::all_finite)
    }
}

impl<A: Finite, B: Finite> Finite for (A, B) {
    fn all_finite(&self) -> bool {
        self.0.all_finite() && self.1.all_finite()
    }
}

/// `Ok(value)` if every number of `value` is finite, else
/// [`DynamicsError::NonFiniteResult`] naming `quantity`.
pub(crate) fn finite<T: Finite>(quantity: &'static str, value: T) -> Result<T, DynamicsError> {
    if value.all_finite() {
        Ok(value)
    } else {
        Err(DynamicsError::NonFiniteResult { quantity })
    }
}
