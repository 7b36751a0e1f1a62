//! Typed errors of dynamic parameter identification.

use crate::api::error::DynamicsError;
use chaindyn_model::ModelError;
use std::fmt;

/// Why an identification step was refused.
#[derive(Debug, Clone, PartialEq)]
pub enum IdentificationError {
    /// A dynamics computation (a regressor, inverse dynamics) refused its arguments.
    Dynamics(DynamicsError),
    /// The state of sample `index` was refused (wrong length, NaN or infinite entry).
    Sample {
        /// Index of the sample in the slice given.
        index: usize,
        /// What the regressor or inverse dynamics said about it.
        error: DynamicsError,
    },
    /// A vector or matrix argument has the wrong size.
    DimensionMismatch {
        /// Argument name (`"parameters"`, `"tau"`, `"weights"`, `"regressor"`, ...).
        argument: &'static str,
        /// The size it must have.
        expected: usize,
        /// The size given.
        found: usize,
    },
    /// An argument has a NaN or infinite entry.
    NonFinite {
        /// Argument name (`"tau"`, `"regressor"`, `"parameters"`, ...).
        argument: &'static str,
        /// Index of the first offending entry (row-major for a matrix: `row · columns + column`).
        index: usize,
    },
    /// A weight is negative, NaN or infinite.
    InvalidWeight {
        /// Row of the weight.
        index: usize,
        /// Its value.
        value: f64,
    },
    /// Fewer (positively weighted) rows than the least-squares problem needs: more rows than
    /// unknowns, so that the residual variance has at least one degree of freedom.
    TooFewRows {
        /// Rows with a positive weight.
        rows: usize,
        /// Number of unknowns.
        parameters: usize,
    },
    /// The (weighted) regressor is rank deficient or too badly conditioned for the
    /// parameters to be determined: the excitation does not move the robot enough (a constant
    /// configuration, too few or too slow motions, joints that never move).
    RankDeficient {
        /// Condition number `σ_max / σ_min` of the (weighted) regressor (infinite when
        /// `σ_min = 0`, or when the ratio overflows).
        condition_number: f64,
        /// The largest condition number accepted: `f64::MAX` for
        /// [`FourierExcitation::condition_number`](super::FourierExcitation::condition_number)
        /// and [`FourierExcitation::optimize`](super::FourierExcitation::optimize), which accept
        /// every finite one.
        limit: f64,
    },
    /// The gap rule of [`chaindyn_model::rank`] could not decide the rank of the sampled
    /// regressor: a column norm, a singular value or a pivot lies between `RANK_DROP` and
    /// `RANK_KEEP` of its scale (the chain's geometry is within a small distance of one with other
    /// dependencies, such as an angle written `1.5708` where two axes are meant to be parallel),
    /// or the pivoted QR chose another number of columns than the singular values kept.
    AmbiguousRank(chaindyn_model::rank::RankGap),
    /// A body has zero mass but a non-zero first moment `m c`: no centre of mass reproduces it.
    ZeroMassWithFirstMoment {
        /// Index of the body (link index, from 0).
        body: usize,
        /// The first moment `[m c_x, m c_y, m c_z]`.
        first_moment: [f64; 3],
    },
    /// The chain rebuilt from a parameter vector is not a valid chain (a negative mass, an
    /// inertia that is not positive semi-definite or violates the triangle inequality, a
    /// negative joint term): the parameters are not physically consistent.
    InvalidChain(ModelError),
    /// An option is out of its range.
    InvalidOption {
        /// Option name.
        name: &'static str,
        /// Its value.
        value: f64,
        /// What it must be.
        requirement: &'static str,
    },
    /// No excitation trajectory satisfies the limits: joint `joint` has no finite position,
    /// velocity or acceleration limit to scale its motion to, or its effort limit is exceeded
    /// even by the smallest motion tried (gravity alone exceeds it).
    InfeasibleExcitation {
        /// Index of the joint.
        joint: usize,
        /// Why.
        reason: &'static str,
    },
    /// The singular value decomposition of the regressor did not converge.
    NoConvergence,
    /// A result is NaN or infinite although every input was finite (values whose products
    /// overflow `f64`).
    NonFiniteResult {
        /// What was computed.
        quantity: &'static str,
    },
    /// A size is above its limit (see [`crate::limits`]): refused before anything is
    /// allocated or computed.
    TooLarge {
        /// What (`"samples"`, `"count"`, `"harmonics"`, `"restarts"`, `"iterations"`,
        /// `"stacked regressor entries"`, `"sample values"`, `"search work"`).
        argument: &'static str,
        /// Its value (a product of sizes saturates at `usize::MAX`).
        value: usize,
        /// The largest value accepted.
        limit: usize,
    },
    /// [`project_to_consistent`](super::project_to_consistent) has no parameters strictly
    /// inside the consistent set to give for inconsistent ones: the largest magnitude `scale`
    /// of the ten parameters is zero (no mass distribution at all) or below `limit`
    /// ([`MIN_PROJECTION_SCALE`](super::MIN_PROJECTION_SCALE)), where the projection's margin
    /// would be lost in subnormal numbers. (The projection is also checked by the rule of
    /// [`check_physical_consistency`](super::check_physical_consistency); a result it did not
    /// accept would be this error too.)
    NoConsistentProjection {
        /// The largest magnitude of the ten parameters.
        scale: f64,
        /// The smallest scale projected.
        limit: f64,
    },
}

impl fmt::Display for IdentificationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IdentificationError::Dynamics(e) => write!(f, "{e}"),
            IdentificationError::Sample { index, error } => {
                write!(f, "sample {index} is refused: {error}")
            }
            IdentificationError::DimensionMismatch {
                argument,
                expected,
                found,
            } => write!(
                f,
                "argument {argument} has {found} entries (rows) but {expected} are needed"
            ),
            IdentificationError::NonFinite { argument, index } => write!(
                f,
                "argument {argument} has a NaN or infinite entry at index {index}; remove the \
                 sample or fix the measurement"
            ),
            IdentificationError::InvalidWeight { index, value } => write!(
                f,
                "weight {index} is {value}: weights must be finite and >= 0 (typically \
                 1/variance of the measurement)"
            ),
            IdentificationError::TooFewRows { rows, parameters } => write!(
                f,
                "{rows} (positively weighted) rows for {parameters} unknowns: least squares with \
                 a residual variance needs more rows than unknowns; record more samples"
            ),
            IdentificationError::RankDeficient {
                condition_number,
                limit,
            } => {
                if condition_number.is_finite() {
                    write!(
                        f,
                        "the regressor's condition number is {condition_number:e} (limit \
                         {limit:e})"
                    )?;
                } else {
                    write!(f, "the regressor is rank deficient (σ_min = 0)")?;
                }
                write!(
                    f,
                    ": the excitation does not determine the parameters; move every joint, \
                     faster and over a wider range (see FourierExcitation::optimize)"
                )
            }
            IdentificationError::AmbiguousRank(gap) => write!(
                f,
                "the numerical rank of the sampled regressor is ambiguous: {gap}"
            ),
            IdentificationError::ZeroMassWithFirstMoment { body, first_moment } => write!(
                f,
                "body {body} has zero mass but first moment m·c = {first_moment:?}: no centre \
                 of mass reproduces it"
            ),
            IdentificationError::InvalidChain(e) => {
                write!(f, "the parameters do not describe a physical chain: {e}")
            }
            IdentificationError::InvalidOption {
                name,
                value,
                requirement,
            } => write!(f, "option {name} = {value} must be {requirement}"),
            IdentificationError::InfeasibleExcitation { joint, reason } => {
                write!(
                    f,
                    "no excitation of joint {joint} within its limits: {reason}"
                )
            }
            IdentificationError::NoConvergence => write!(
                f,
                "the singular value decomposition of the regressor did not converge"
            ),
            IdentificationError::NonFiniteResult { quantity } => write!(
                f,
                "the {quantity} is not finite in f64 although every input is; scale the model \
                 and the measurements to values within a few orders of magnitude of 1"
            ),
            IdentificationError::TooLarge {
                argument,
                value,
                limit,
            } => write!(
                f,
                "{argument} is {value}, above its limit {limit} \
                 (chaindyn::identification::limits), which bounds memory and time; use fewer"
            ),
            IdentificationError::NoConsistentProjection { scale, limit } => write!(
                f,
                "no consistent parameters to project onto: the parameters' largest magnitude \
                 {scale:e} is zero or below {limit:e}, where the margin of the projection is \
                 lost to underflow; express them in smaller units"
            ),
        }
    }
}

impl std::error::Error for IdentificationError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            IdentificationError::Dynamics(e) | IdentificationError::Sample { error: e, .. } => {
                Some(e)
            }
            IdentificationError::InvalidChain(e) => Some(e),
            _ => None,
        }
    }
}

impl From<DynamicsError> for IdentificationError {
    fn from(e: DynamicsError) -> Self {
        IdentificationError::Dynamics(e)
    }
}
