//! Typed model errors.

use std::fmt;

/// Why a [`Chain`](crate::Chain) (or a builder's parameters) was rejected.
///
/// Every variant names the offending link by index (0 = the link attached to the base)
/// and by joint or body name where there is one, and its message says how to fix it.
/// The "link name" of a chain is the name of its body.
#[derive(Debug, Clone, PartialEq)]
pub enum ModelError {
    /// The chain has no link.
    EmptyChain,
    /// The gravity vector has a NaN or infinite component.
    NonFiniteGravity {
        /// The given gravity vector.
        gravity: [f64; 3],
    },
    /// A joint axis is not finite or (nearly) zero.
    InvalidAxis {
        /// Link index.
        link: usize,
        /// Joint name.
        joint: String,
        /// The given axis.
        axis: [f64; 3],
    },
    /// A joint origin or a body's centre of mass or inertia has a NaN or infinite entry.
    NonFinite {
        /// Link index.
        link: usize,
        /// Joint name for joint fields, body name for body fields.
        name: String,
        /// Which field, for example `"joint.origin_xyz"` or `"body.inertia"`.
        field: &'static str,
    },
    /// A floating base's body is not a rigid body: its mass, centre of mass or inertia breaks
    /// the rules of the links' bodies.
    InvalidBase {
        /// The base body's name.
        body: String,
        /// What is wrong with it.
        problem: String,
    },
    /// A body mass is negative, NaN or infinite.
    InvalidMass {
        /// Link index.
        link: usize,
        /// Body name.
        body: String,
        /// The given mass.
        mass: f64,
    },
    /// A body inertia is not symmetric within the tolerance
    /// [`INERTIA_REL_TOL`](crate::INERTIA_REL_TOL) times the body's scale ([`inertia_scale`](crate::inertia_scale)).
    InertiaNotSymmetric {
        /// Link index.
        link: usize,
        /// Body name.
        body: String,
        /// Largest `|I[r][c] - I[c][r]|`.
        asymmetry: f64,
    },
    /// A body inertia has a negative eigenvalue beyond the tolerance.
    InertiaNotPositiveSemidefinite {
        /// Link index.
        link: usize,
        /// Body name.
        body: String,
        /// Eigenvalues (principal moments), ascending.
        eigenvalues: [f64; 3],
    },
    /// The principal moments violate the triangle inequality `I_a + I_b >= I_c`, so no
    /// physical mass distribution has this inertia.
    InertiaTriangleInequality {
        /// Link index.
        link: usize,
        /// Body name.
        body: String,
        /// Principal moments, ascending.
        principal_moments: [f64; 3],
    },
    /// Two links (bodies) share a name.
    DuplicateLinkName {
        /// Index of the first link with the name.
        first: usize,
        /// Index of the second link with the name.
        second: usize,
        /// The shared name.
        name: String,
    },
    /// Two joints share a name.
    DuplicateJointName {
        /// Index of the first link whose joint has the name.
        first: usize,
        /// Index of the second link whose joint has the name.
        second: usize,
        /// The shared name.
        name: String,
    },
    /// [`Chain::parents`](crate::Chain::parents) does not have one entry per link.
    ParentCount {
        /// The number of links.
        links: usize,
        /// The number of parents given.
        parents: usize,
    },
    /// A link's parent is not an earlier link (links must come after their parents).
    InvalidParent {
        /// Link index.
        link: usize,
        /// Joint name.
        joint: String,
        /// The parent given.
        parent: usize,
    },
    /// [`AngleConvention::Absolute`](crate::AngleConvention::Absolute) on a tree (absolute
    /// angles are those of a serial planar chain).
    AbsoluteAnglesOnTree {
        /// The first link that does not hang on the one before it.
        link: usize,
        /// Its joint's name.
        joint: String,
    },
    /// [`AngleConvention::Absolute`](crate::AngleConvention::Absolute) with a prismatic
    /// joint (an absolute angle needs a revolute joint).
    AbsolutePrismaticJoint {
        /// Link index.
        link: usize,
        /// Joint name.
        joint: String,
    },
    /// [`AngleConvention::Absolute`](crate::AngleConvention::Absolute) with a joint axis
    /// that, in the world frame at `q = 0`, is not parallel to (and pointing the same way
    /// as) the axis of joint 0.
    AbsoluteAxesNotParallel {
        /// Link index.
        link: usize,
        /// Joint name.
        joint: String,
        /// This joint's unit axis in the world frame at `q = 0`.
        axis_world: [f64; 3],
        /// Joint 0's unit axis in the world frame.
        reference: [f64; 3],
    },
    /// The joint-space mass matrix is singular (numerically) at a configuration of
    /// [`check_mass_matrix`](crate::check_mass_matrix): the Cholesky pivot of joint `link` is at
    /// most [`MASS_MATRIX_PIVOT_TOL`](crate::MASS_MATRIX_PIVOT_TOL) times `M[link][link]`, so the
    /// motion of this joint adds no inertia independent of the joints before it (for example a
    /// massless, inertia-free tip body, or a point mass on the last joint's axis).
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
    /// The mass matrix overflows `f64` (a row has an infinite or NaN entry): the chain's
    /// magnitudes are too large (for example `m c²` with `m = c = 1e200`).
    MassMatrixOverflow {
        /// The first row (link) with a non-finite entry.
        link: usize,
        /// That link's body name.
        body: String,
    },
    /// A joint's armature, damping or friction is negative or not finite, or its friction
    /// velocity is not a positive normal number (see [`JointDynamics`](crate::JointDynamics)).
    InvalidJointDynamics {
        /// Link index.
        link: usize,
        /// Joint name.
        joint: String,
        /// `"armature"`, `"damping"`, `"friction"` or `"friction_velocity"`.
        parameter: &'static str,
        /// The given value.
        value: f64,
    },
    /// A named frame is attached to a body the chain does not have.
    FrameBodyOutOfRange {
        /// The frame's name.
        frame: String,
        /// The body index given.
        body: usize,
        /// The number of bodies of the chain.
        bodies: usize,
    },
    /// A named frame's origin has a NaN or infinite entry.
    FrameNotFinite {
        /// The frame's name.
        frame: String,
        /// `"origin_xyz"` or `"origin_rpy"`.
        field: &'static str,
    },
    /// A named frame has the name of a body or of another frame.
    DuplicateFrameName {
        /// The shared name.
        name: String,
    },
    /// A builder parameter is out of range (index = the link it belongs to).
    InvalidParameter {
        /// Link index the parameter belongs to.
        link: usize,
        /// Parameter name, for example `"length"`.
        parameter: &'static str,
        /// The given value.
        value: f64,
        /// The accepted range, in words.
        expected: &'static str,
    },
    /// A builder got parameter lists of different lengths, or empty ones.
    ParameterCountMismatch {
        /// Number of masses given.
        masses: usize,
        /// Number of lengths given.
        lengths: usize,
    },
}

impl fmt::Display for ModelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use ModelError::*;
        match self {
            EmptyChain
            | NonFiniteGravity { .. }
            | DuplicateLinkName { .. }
            | DuplicateJointName { .. }
            | ParentCount { .. }
            | InvalidParent { .. } => self.fmt_structure(f),
            InvalidAxis { .. } | NonFinite { .. } | InvalidJointDynamics { .. } => {
                self.fmt_joint(f)
            }
            InvalidBase { .. }
            | InvalidMass { .. }
            | InertiaNotSymmetric { .. }
            | InertiaNotPositiveSemidefinite { .. }
            | InertiaTriangleInequality { .. } => self.fmt_body(f),
            FrameBodyOutOfRange { .. } | FrameNotFinite { .. } | DuplicateFrameName { .. } => {
                self.fmt_frame(f)
            }
            AbsoluteAnglesOnTree { .. }
            | AbsolutePrismaticJoint { .. }
            | AbsoluteAxesNotParallel { .. } => self.fmt_absolute(f),
            SingularMassMatrix { .. } | MassMatrixOverflow { .. } => self.fmt_mass_matrix(f),
            InvalidParameter { .. } | ParameterCountMismatch { .. } => self.fmt_builder(f),
        }
    }
}

impl ModelError {
    /// The message of an error about the chain as a whole: its links, names, parents and gravity.
    fn fmt_structure(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use ModelError::*;
        match self {
            EmptyChain => write!(f, "the chain has no link; add at least one link"),
            NonFiniteGravity { gravity } => write!(
                f,
                "gravity {gravity:?} has a NaN or infinite component; give a finite vector \
                 (for example [0, 0, -9.81])"
            ),
            DuplicateLinkName {
                first,
                second,
                name,
            } => write!(
                f,
                "links {first} and {second} both have the body name '{name}'; give every link a \
                 unique name"
            ),
            DuplicateJointName {
                first,
                second,
                name,
            } => write!(
                f,
                "links {first} and {second} both have the joint name '{name}'; give every joint a \
                 unique name"
            ),
            ParentCount { links, parents } => write!(
                f,
                "the chain has {links} links but {parents} parents; give one parent per link \
                 (None for a link on the base)"
            ),
            InvalidParent {
                link,
                joint,
                parent,
            } => write!(
                f,
                "link {link}: joint '{joint}' has parent {parent}, which is not an earlier link; \
                 order the links so that each comes after its parent"
            ),
            _ => unreachable!("fmt passes fmt_structure only its own variants"),
        }
    }

    /// The message of an error about a link's joint or a non-finite value of a link.
    fn fmt_joint(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use ModelError::*;
        match self {
            InvalidAxis { link, joint, axis } => write!(
                f,
                "link {link}: joint '{joint}' has axis {axis:?}, which is not finite or has a norm \
                 below {}; give a finite non-zero direction (it is normalised)",
                crate::AXIS_MIN_NORM
            ),
            NonFinite { link, name, field } => write!(
                f,
                "link {link} ('{name}'): {field} has a NaN or infinite entry; give finite values"
            ),
            InvalidJointDynamics {
                link,
                joint,
                parameter,
                value,
            } => {
                let rule = if *parameter == "friction_velocity" {
                    "finite, > 0 and at least 2.2e-308 (a normal f64, whose reciprocal is finite: \
                     the joint speed at which the smoothed friction reaches 71 % of its Coulomb \
                     value)"
                } else {
                    "finite and >= 0 (0 for none)"
                };
                write!(
                    f,
                    "link {link}: joint '{joint}' has {parameter} {value}; it must be {rule}"
                )
            }
            _ => unreachable!("fmt passes fmt_joint only its own variants"),
        }
    }

    /// The message of an error about a body's mass or inertia (a link's or the floating base's).
    fn fmt_body(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use ModelError::*;
        match self {
            InvalidBase { body, problem } => {
                write!(f, "the floating base's body '{body}' {problem}")
            }
            InvalidMass { link, body, mass } => write!(
                f,
                "link {link}: body '{body}' has mass {mass}; a mass must be {}",
                crate::MASS_REQUIREMENT
            ),
            InertiaNotSymmetric {
                link,
                body,
                asymmetry,
            } => write!(
                f,
                "link {link}: the inertia of body '{body}' is not symmetric (largest |I[r][c] - \
                 I[c][r]| = {asymmetry:e}); give a symmetric matrix (I[r][c] = I[c][r])"
            ),
            InertiaNotPositiveSemidefinite {
                link,
                body,
                eigenvalues,
            } => write!(
                f,
                "link {link}: the inertia of body '{body}' has eigenvalues {eigenvalues:?}, one of \
                 them negative; a rotational inertia about the centre of mass must be positive \
                 semi-definite (check the signs of the products of inertia: URDF's ixy is +I[0][1])"
            ),
            InertiaTriangleInequality {
                link,
                body,
                principal_moments,
            } => write!(
                f,
                "link {link}: the principal moments {principal_moments:?} of body '{body}' violate \
                 the triangle inequality (the largest must not exceed the sum of the other two); \
                 no mass distribution has this inertia, fix the inertia values"
            ),
            _ => unreachable!("fmt passes fmt_body only its own variants"),
        }
    }

    /// The message of an error about a named frame.
    fn fmt_frame(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use ModelError::*;
        match self {
            FrameBodyOutOfRange {
                frame,
                body,
                bodies,
            } => write!(
                f,
                "frame '{frame}' is attached to body {body}, but the chain has {bodies} bodies \
                 (0..{bodies}); attach it to a body of the chain"
            ),
            FrameNotFinite { frame, field } => write!(
                f,
                "frame '{frame}': {field} has a NaN or infinite entry; give finite values"
            ),
            DuplicateFrameName { name } => write!(
                f,
                "the frame name '{name}' is taken by a body or another frame; give every frame a \
                 unique name"
            ),
            _ => unreachable!("fmt passes fmt_frame only its own variants"),
        }
    }

    /// The message of an error about the absolute angle convention.
    fn fmt_absolute(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use ModelError::*;
        match self {
            AbsoluteAnglesOnTree { link, joint } => write!(
                f,
                "link {link}: joint '{joint}' does not hang on the link before it, but the absolute \
                 angle convention needs a serial planar chain; use AngleConvention::Relative"
            ),
            AbsolutePrismaticJoint { link, joint } => write!(
                f,
                "link {link}: joint '{joint}' is prismatic, but the absolute angle convention needs \
                 revolute joints only; use AngleConvention::Relative"
            ),
            AbsoluteAxesNotParallel {
                link,
                joint,
                axis_world,
                reference,
            } => write!(
                f,
                "link {link}: joint '{joint}' has world axis {axis_world:?} at q = 0, not parallel \
                 to (and pointing the same way as) joint 0's axis {reference:?}; the absolute angle \
                 convention needs a planar chain: make the axes parallel (flip the axis sign if it \
                 is anti-parallel) or use AngleConvention::Relative"
            ),
            _ => unreachable!("fmt passes fmt_absolute only its own variants"),
        }
    }

    /// The message of an error about the joint-space mass matrix.
    fn fmt_mass_matrix(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use ModelError::*;
        match self {
            SingularMassMatrix {
                link,
                joint,
                body,
                configuration,
                pivot_ratio,
            } => {
                let how = if pivot_ratio.is_finite() {
                    format!("Cholesky pivot / diagonal = {pivot_ratio:e}")
                } else {
                    format!("M[{link}][{link}] = 0: it moves no mass or inertia at all")
                };
                write!(
                    f,
                    "link {link}: the mass matrix is singular at q = {configuration:?}: moving \
                     joint '{joint}' adds no inertia independent of the joints before it ({how}); \
                     give body '{body}' and the bodies after it mass or inertia that this joint \
                     actually moves (a centre of mass off its axis, or a rotational inertia about \
                     it), or remove the redundant joint"
                )
            }
            MassMatrixOverflow { link, body } => write!(
                f,
                "link {link}: the mass matrix overflows f64 in row {link} (body '{body}'): \
                 products such as m·c² of the chain's values exceed 1.8e308; express the model \
                 in units that keep masses, lengths and inertias within a few orders of magnitude \
                 of 1"
            ),
            _ => unreachable!("fmt passes fmt_mass_matrix only its own variants"),
        }
    }

    /// The message of an error about a builder's parameters.
    fn fmt_builder(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use ModelError::*;
        match self {
            InvalidParameter {
                link,
                parameter,
                value,
                expected,
            } => write!(
                f,
                "link {link}: parameter {parameter} = {value} is invalid; it must be {expected}"
            ),
            ParameterCountMismatch { masses, lengths } => write!(
                f,
                "got {masses} masses and {lengths} lengths; give one mass and one length per \
                 link, at least one link"
            ),
            _ => unreachable!("fmt passes fmt_builder only its own variants"),
        }
    }
}

impl std::error::Error for ModelError {}
