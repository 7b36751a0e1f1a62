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
        /// The configuration argument holding it (`"q"`, `"q0"`, `"q1"`, `"q_ref"`).
        argument: &'static str,
        /// The quaternion's norm.
        norm: f64,
    },
    /// An entry of a floating base's argument vector (of [`FloatingDynamics`](crate::FloatingDynamics),
    /// [`FloatingMultibody`](crate::FloatingMultibody) or the floating-base controllers) is NaN
    /// or infinite.
    NonFiniteFloatingInput {
        /// Argument name (`"q"`, `"v"`, `"a"`, `"tau"`, `"u"`, `"q_ref"`, ...).
        argument: &'static str,
        /// Index of the first offending entry.
        index: usize,
        /// Its value (NaN or ±infinity).
        value: f64,
        /// What the entry is, as the message words it: `"the base quaternion's w"`,
        /// `"the position of joint 0 ('hip')"`.
        entry: String,
    },
    /// A floating base's argument vector has the wrong length.
    FloatingDimensionMismatch {
        /// Argument name (`"q"`, `"v"`, `"a"`, `"tau"`).
        argument: &'static str,
        /// The length the robot takes: `nq = 7 + n` for a configuration, `nv = 6 + n` otherwise.
        expected: usize,
        /// The given length.
        found: usize,
        /// The robot's number of joints `n`.
        joints: usize,
    },
    /// A scalar argument is out of its range (a step length that is not finite and `> 0`).
    InvalidArgument {
        /// Argument name (`"h"`).
        argument: &'static str,
        /// The given value.
        value: f64,
        /// What it must be.
        requirement: &'static str,
    },
    /// A step of length `h` from finite values overflows `f64`: `h` times the velocity or the
    /// acceleration (the step's change of configuration or of velocity), or the dynamics at the
    /// states a stage reaches, are not finite.
    StepOverflow {
        /// The step length.
        h: f64,
    },
    /// A frame index that the chain does not have ([`Chain::frame_count`](crate::Chain::frame_count)).
    UnknownFrame {
        /// The given index.
        frame: usize,
        /// The chain's number of frames (bodies, then named frames).
        frames: usize,
    },
    /// The active contacts' constraints are not independent (two feet at one point, a sole with
    /// a redundant set): the Cholesky pivot of a row of contact `contact` of `J M⁻¹ Jᵀ` is at
    /// most `MASS_MATRIX_PIVOT_TOL` times its diagonal entry, so the forces are not unique.
    DependentContacts {
        /// The index (in the contact list) of the first contact whose constraint depends on
        /// those before it.
        contact: usize,
        /// The pivot divided by its diagonal entry.
        pivot_ratio: f64,
    },
    /// The proximal iterations for dependent contacts ended with the contacts' residual
    /// `‖J a + γ‖∞` (or `‖J v⁺ + e J v⁻‖∞` for an impulse) above their tolerance: the contacts
    /// cannot all hold, or they need more iterations.
    ContactsNotSatisfied {
        /// The last residual.
        residual: f64,
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
            // A joint-space vector's entry is a link's; another argument's (a wrench, an input)
            // is its own.
            DynamicsError::NonFiniteInput { argument, index } => match *argument {
                "q" | "qd" | "qdd" | "tau" => write!(
                    f,
                    "argument {argument} has a NaN or infinite entry at index {index} (link \
                     {index}); pass finite values"
                ),
                _ => write!(
                    f,
                    "argument {argument} has a NaN or infinite entry at index {index}; pass \
                     finite values"
                ),
            },
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
                "the {quantity} is not finite in f64 although every input is: the chain's values \
                 or the state, their products or their sums and differences (such as m·c², q̇² \
                 or q₁ − q₀) exceed 1.8e308; express the model in units that keep masses, \
                 lengths and inertias within a few orders of magnitude of 1, and the state within \
                 its physical range"
            ),
            DynamicsError::UnnormalizedQuaternion { argument, norm } => write!(
                f,
                "the base's quaternion {argument}[3..7] (x, y, z, w) has norm {}, not 1 (within \
                 {:e}): normalise it, or move the configuration with integrate \
                 (FloatingDynamics::integrate, FloatingMultibody::integrate)",
                number(*norm),
                chaindyn_model::free_flyer::QUATERNION_TOLERANCE
            ),
            DynamicsError::NonFiniteFloatingInput {
                argument,
                index,
                value,
                entry,
            } => write!(
                f,
                "argument {argument}[{index}], {entry}, is {}; pass finite values",
                number(*value)
            ),
            DynamicsError::FloatingDimensionMismatch {
                argument,
                expected,
                found,
                joints,
            } => {
                let joints = match joints {
                    1 => "1 joint".to_owned(),
                    n => format!("{n} joints"),
                };
                let layout = match FloatingVector::of(argument) {
                    FloatingVector::Configuration => format!(
                        "nq = {expected} (7 for the base's position and quaternion, then {joints})"
                    ),
                    FloatingVector::Velocity => format!(
                        "nv = {expected} (6 for the base's linear and angular velocity, then \
                         {joints})"
                    ),
                    FloatingVector::Acceleration => format!(
                        "nv = {expected} (6 for the base's linear and angular acceleration, then \
                         {joints})"
                    ),
                    FloatingVector::Force => format!(
                        "nv = {expected} (6 for the wrench on the base, force then moment, then \
                         {joints})"
                    ),
                    FloatingVector::JointTorques => format!("{expected} joints"),
                };
                write!(
                    f,
                    "argument {argument} has {found} entries but the floating base robot has \
                     {layout}; pass one entry per coordinate"
                )
            }
            DynamicsError::InvalidArgument {
                argument,
                value,
                requirement,
            } => write!(
                f,
                "argument {argument} = {} must be {requirement}",
                number(*value)
            ),
            DynamicsError::StepOverflow { h } => write!(
                f,
                "the step h = {} is too large: the states it reaches (h times the velocity or \
                 the acceleration, the step's change of configuration or of velocity) overflow \
                 f64 (1.8e308) although every input is finite; take a smaller step h",
                number(*h)
            ),
            DynamicsError::UnknownFrame { frame, frames } => write!(
                f,
                "the chain has no frame {frame}: its frames are 0..{frames} (bodies, then named \
                 frames); look one up with Chain::frame_index"
            ),
            DynamicsError::DependentContacts {
                contact,
                pivot_ratio,
            } => write!(
                f,
                "contact {contact} depends on the active contacts before it (the pivot of its \
                 constraint is {} of its diagonal): the forces are not unique; leave it out of \
                 the active set, or solve with ContactOptions::proximal for the least-norm forces",
                number(*pivot_ratio)
            ),
            DynamicsError::ContactsNotSatisfied { residual } => write!(
                f,
                "the contacts cannot all hold: the proximal iterations ended with a constraint \
                 residual of {} (raise Proximal::max_iterations or its tolerance, or leave a \
                 contact out)",
                number(*residual)
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

impl DynamicsError {
    /// The error of the mass matrix check ([`chaindyn_model::check_mass_matrix`]): a singular mass
    /// matrix is [`DynamicsError::SingularMassMatrix`] naming the joint, any other error of the
    /// model crate [`DynamicsError::Model`].
    pub(crate) fn from_mass_check(e: ModelError) -> DynamicsError {
        match e {
            ModelError::SingularMassMatrix {
                link,
                joint,
                body,
                configuration,
                pivot_ratio,
            } => DynamicsError::SingularMassMatrix {
                link,
                joint,
                body,
                configuration,
                pivot_ratio,
            },
            e => DynamicsError::Model(e),
        }
    }
}

impl From<ModelError> for DynamicsError {
    fn from(e: ModelError) -> Self {
        DynamicsError::Model(e)
    }
}

/// `x` as a message shows it: plainly between `1e-4` and `1e7` (and 0), in scientific notation
/// beyond (`1e-300`, not three hundred zeros or a rounded `0`); `NaN`, `inf`, `-inf` as they are.
pub(crate) fn number(x: f64) -> String {
    if x == 0.0 || !x.is_finite() || (1e-4..1e7).contains(&x.abs()) {
        format!("{x}")
    } else {
        format!("{x:e}")
    }
}

/// The kinds of a floating base's argument vectors, told apart by the argument's name: a
/// configuration (`q…`), a velocity (`v…`), an acceleration (`a`), a generalized force (`tau`),
/// the joints' torques alone (`u`, a controller's input).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum FloatingVector {
    Configuration,
    Velocity,
    Acceleration,
    Force,
    JointTorques,
}

impl FloatingVector {
    /// The kind of the argument called `argument`.
    pub(crate) fn of(argument: &str) -> FloatingVector {
        match argument.as_bytes().first() {
            Some(b'q') => FloatingVector::Configuration,
            Some(b'v') => FloatingVector::Velocity,
            Some(b'a') => FloatingVector::Acceleration,
            Some(b'u') => FloatingVector::JointTorques,
            _ => FloatingVector::Force,
        }
    }

    /// The base's number of entries (the joints' follow).
    fn base(self) -> usize {
        match self {
            FloatingVector::Configuration => chaindyn_model::free_flyer::NQ,
            FloatingVector::JointTorques => 0,
            _ => chaindyn_model::free_flyer::NV,
        }
    }
}

/// What entry `index` of the floating base's argument `argument` is, for messages: the base's
/// coordinates by name (`q`: position x, y, z then the quaternion's x, y, z, w; `v`, `a`: linear
/// then angular, in base coordinates; `tau`: the force on the base then the moment), a joint's by
/// its index and `joint_name(j)` where known.
pub(crate) fn floating_entry(
    argument: &str,
    index: usize,
    joint_name: impl FnOnce(usize) -> Option<String>,
) -> String {
    const AXES: [&str; 3] = ["x", "y", "z"];
    let kind = FloatingVector::of(argument);
    let base = kind.base();
    if index >= base {
        let j = index - base;
        let joint = match joint_name(j) {
            Some(name) => format!("joint {j} ('{name}')"),
            None => format!("joint {j}"),
        };
        let what = match kind {
            FloatingVector::Configuration => "position",
            FloatingVector::Velocity => "rate",
            FloatingVector::Acceleration => "acceleration",
            FloatingVector::Force | FloatingVector::JointTorques => "torque (or force)",
        };
        return format!("the {what} of {joint}");
    }
    let axis = AXES[index % 3];
    match (kind, index < 3) {
        (FloatingVector::Configuration, true) => format!("the base position's {axis}"),
        (FloatingVector::Configuration, false) => {
            format!("the base quaternion's {}", ["x", "y", "z", "w"][index - 3])
        }
        (FloatingVector::Velocity, true) => {
            format!("the base's linear velocity along {axis} (base coordinates)")
        }
        (FloatingVector::Velocity, false) => {
            format!("the base's angular velocity about {axis} (base coordinates)")
        }
        (FloatingVector::Acceleration, true) => {
            format!("the base's linear acceleration along {axis} (base coordinates)")
        }
        (FloatingVector::Acceleration, false) => {
            format!("the base's angular acceleration about {axis} (base coordinates)")
        }
        (_, true) => format!("the force on the base along {axis} (base coordinates)"),
        (_, false) => format!("the moment on the base about {axis} (base coordinates)"),
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
