//! The importer's errors: [`UrdfError`] and the types its variants carry, with their messages.

use super::JointLimits;
use crate::ModelError;
use std::fmt;

/// Which end of the chain a link name was given for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ChainEnd {
    /// The base link.
    Base,
    /// The tip link.
    Tip,
}

impl fmt::Display for ChainEnd {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ChainEnd::Base => "base",
            ChainEnd::Tip => "tip",
        })
    }
}

/// Why inertial data was rejected.
#[derive(Debug, Clone, PartialEq)]
pub enum InertialProblem {
    /// The mass is negative.
    NegativeMass(f64),
    /// The principal moments (ascending) include a negative one.
    NotPositiveSemidefinite([f64; 3]),
    /// The principal moments (ascending) violate `I_a + I_b >= I_c`.
    TriangleInequality([f64; 3]),
    /// The rigid body's mass, centre of mass or inertia overflows `f64` once its links are
    /// placed in its frame (the rotated inertia or the parallel-axis terms `m·d²`).
    Overflow,
}

/// Why a URDF could not be imported. Every variant names the offending element and, where it
/// comes from the file, its line (1-based).
#[derive(Debug, Clone, PartialEq)]
pub enum UrdfError {
    /// The text is not well-formed XML.
    Xml {
        /// Line of the error.
        line: u32,
        /// Column of the error.
        column: u32,
        /// The XML parser's message.
        message: String,
    },
    /// Well-formed XML that is not a valid URDF: wrong root element, a missing required
    /// attribute or element, a number that does not parse or is not finite, an unknown joint
    /// type, a zero axis.
    Invalid {
        /// Line of the offending element.
        line: u32,
        /// What is wrong and how to fix it.
        message: String,
    },
    /// Two links or two joints share a name.
    DuplicateName {
        /// `"link"` or `"joint"`.
        element: &'static str,
        /// The shared name.
        name: String,
        /// Line of the second one.
        line: u32,
    },
    /// A joint's `<parent link>` or `<child link>` names no link of the file.
    UnknownLinkReference {
        /// The joint.
        joint: String,
        /// The missing link.
        link: String,
        /// Line of the joint.
        line: u32,
    },
    /// A link is the child of two joints: the links do not form a tree.
    MultipleParents {
        /// The link.
        link: String,
        /// Its two parent joints.
        joints: [String; 2],
    },
    /// The joints form a cycle through this link.
    Cycle {
        /// A link on the cycle.
        link: String,
    },
    /// No `base` was given and the file has several root links.
    MultipleRoots {
        /// The links without a parent joint.
        roots: Vec<String>,
    },
    /// The given base or tip link is not in the file.
    UnknownLink {
        /// Which end.
        end: ChainEnd,
        /// The name given.
        name: String,
        /// The links of the file.
        known: Vec<String>,
    },
    /// The tip link is not below the base link.
    TipNotBelowBase {
        /// The base link.
        base: String,
        /// The tip link.
        tip: String,
    },
    /// No tip was given and the tree below the base branches into several subtrees with movable
    /// joints, so the chain is ambiguous.
    BranchingTree {
        /// The link where the tree branches.
        at: String,
        /// The first link of each branch (child links of its joints).
        branches: Vec<String>,
    },
    /// The path from base to tip has no movable joint.
    NoMovableJoint {
        /// The base link.
        base: String,
        /// The tip link.
        tip: String,
    },
    /// A `floating` or `planar` joint on the path (more than one degree of freedom).
    UnsupportedJoint {
        /// The joint.
        joint: String,
        /// Its type.
        kind: String,
        /// Line of the joint.
        line: u32,
    },
    /// A joint with `<mimic>` on the path (its coordinate is not independent).
    MimicJoint {
        /// The joint.
        joint: String,
        /// The joint it mimics.
        mimics: String,
        /// Line of the joint.
        line: u32,
    },
    /// The rigid body moved by a joint has no `<inertial>` on any of its links.
    MissingInertial {
        /// The child link of the joint.
        link: String,
        /// The joint.
        joint: String,
        /// Line of the link.
        line: u32,
    },
    /// An `<inertial>` lacks `<mass value>`, `<inertia>` or one of its six attributes.
    IncompleteInertial {
        /// The link.
        link: String,
        /// What is missing, for example `"<mass value>"` or `"ixy"`.
        missing: &'static str,
        /// Line of the `<inertial>`.
        line: u32,
    },
    /// Inertial data that no rigid body has.
    NonPhysicalInertial {
        /// The link.
        link: String,
        /// What is wrong.
        problem: InertialProblem,
        /// Line of the `<inertial>`.
        line: u32,
    },
    /// `lower > upper` in a `<limit>`, or a negative velocity or effort limit.
    InvalidLimit {
        /// The joint.
        joint: String,
        /// The limits read.
        limits: JointLimits,
        /// Line of the `<limit>`.
        line: u32,
    },
    /// A negative `damping` or `friction` in a joint's `<dynamics>`.
    InvalidDynamics {
        /// The joint.
        joint: String,
        /// `"damping"` or `"friction"`.
        attribute: &'static str,
        /// The value read.
        value: f64,
        /// Line of the `<dynamics>`.
        line: u32,
    },
    /// The input is larger than [`MAX_INPUT_BYTES`](super::MAX_INPUT_BYTES).
    InputTooLarge {
        /// Its size in bytes.
        bytes: usize,
        /// The limit in bytes.
        limit: usize,
    },
    /// Elements are nested deeper than [`MAX_XML_DEPTH`](super::MAX_XML_DEPTH) levels.
    XmlTooDeep {
        /// Line of the first element below the limit.
        line: u32,
        /// The limit in levels (`<robot>` is level 1).
        limit: usize,
    },
    /// An element has more than [`MAX_XML_ATTRIBUTES`](super::MAX_XML_ATTRIBUTES) attributes.
    TooManyAttributes {
        /// Line of the element.
        line: u32,
        /// The limit.
        limit: usize,
    },
    /// The document has more than [`MAX_XML_NAMESPACES`](super::MAX_XML_NAMESPACES) namespace
    /// declarations.
    TooManyNamespaces {
        /// Line of the element with the first declaration over the limit.
        line: u32,
        /// The limit.
        limit: usize,
    },
    /// The XML has more than [`MAX_XML_NODES`](super::MAX_XML_NODES) nodes.
    TooManyXmlNodes {
        /// The limit.
        limit: usize,
    },
    /// The robot has more than [`MAX_LINKS`](super::MAX_LINKS) `<link>` elements.
    TooManyLinks {
        /// How many it has.
        count: usize,
        /// The limit.
        limit: usize,
    },
    /// The robot has more than [`MAX_JOINTS`](super::MAX_JOINTS) `<joint>` elements.
    TooManyJoints {
        /// How many it has.
        count: usize,
        /// The limit.
        limit: usize,
    },
    /// The imported chain fails [`Chain::validate`](crate::Chain::validate).
    Model(ModelError),
}

impl fmt::Display for UrdfError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use UrdfError::*;
        match self {
            Xml { .. } | Invalid { .. } | DuplicateName { .. } | UnknownLinkReference { .. } => {
                self.fmt_syntax(f)
            }
            MultipleParents { .. }
            | Cycle { .. }
            | MultipleRoots { .. }
            | UnknownLink { .. }
            | TipNotBelowBase { .. }
            | BranchingTree { .. }
            | NoMovableJoint { .. } => self.fmt_structure(f),
            UnsupportedJoint { .. }
            | MimicJoint { .. }
            | InvalidLimit { .. }
            | InvalidDynamics { .. } => self.fmt_joint(f),
            MissingInertial { .. } | IncompleteInertial { .. } | NonPhysicalInertial { .. } => {
                self.fmt_inertial(f)
            }
            InputTooLarge { .. }
            | XmlTooDeep { .. }
            | TooManyAttributes { .. }
            | TooManyNamespaces { .. }
            | TooManyXmlNodes { .. }
            | TooManyLinks { .. }
            | TooManyJoints { .. } => self.fmt_size(f),
            Model(e) => write!(f, "the imported chain is invalid: {e}"),
        }
    }
}

impl UrdfError {
    /// The message of an error in the file's text: its XML, an element, a name or a link reference.
    fn fmt_syntax(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use UrdfError::*;
        match self {
            Xml {
                line,
                column,
                message,
            } => write!(
                f,
                "line {line}, column {column}: malformed XML: {message}; fix the file (it must be \
                 well-formed XML)"
            ),
            Invalid { line, message } => write!(f, "line {line}: invalid URDF: {message}"),
            DuplicateName {
                element,
                name,
                line,
            } => write!(
                f,
                "line {line}: a second {element} named '{name}'; every {element} needs a unique name"
            ),
            UnknownLinkReference { joint, link, line } => write!(
                f,
                "line {line}: joint '{joint}' refers to link '{link}', which the file does not \
                 define; add `<link name=\"{link}\">` or fix the name"
            ),
            _ => unreachable!("fmt passes fmt_syntax only its own variants"),
        }
    }

    /// The message of an error about the link tree or the chain chosen in it.
    fn fmt_structure(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use UrdfError::*;
        match self {
            MultipleParents { link, joints } => write!(
                f,
                "link '{link}' is the child of two joints ('{}' and '{}'); URDF links form a tree, \
                 every link has at most one parent joint",
                joints[0], joints[1]
            ),
            Cycle { link } => write!(
                f,
                "the joints form a cycle through link '{link}'; URDF links form a tree"
            ),
            MultipleRoots { roots } => write!(
                f,
                "the file has several root links ({}); name the base link of the chain",
                quoted(roots)
            ),
            UnknownLink { end, name, known } => write!(
                f,
                "the {end} link '{name}' is not in the file; its links are {}",
                quoted(known)
            ),
            TipNotBelowBase { base, tip } => write!(
                f,
                "the tip link '{tip}' is not below the base link '{base}'; the chain runs from the \
                 base down the tree to the tip: swap them or pick a tip below the base"
            ),
            BranchingTree { at, branches } => write!(
                f,
                "the tree branches at link '{at}' (into {}), so the serial chain is ambiguous; \
                 name the tip link of the chain you want",
                quoted(branches)
            ),
            NoMovableJoint { base, tip } => write!(
                f,
                "the path from '{base}' to '{tip}' has no revolute, continuous or prismatic joint; \
                 pick a base and tip with at least one movable joint between them"
            ),
            _ => unreachable!("fmt passes fmt_structure only its own variants"),
        }
    }

    /// The message of an error about a joint: its type, `<mimic>`, limits or dynamics.
    fn fmt_joint(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use UrdfError::*;
        match self {
            UnsupportedJoint { joint, kind, line } => write!(
                f,
                "line {line}: joint '{joint}' is {kind}, which chaindyn does not support (joints \
                 of one degree of freedom: revolute, continuous, prismatic, fixed); model it as \
                 revolute/prismatic joints, or import a chain or tree that leaves it out"
            ),
            MimicJoint {
                joint,
                mimics,
                line,
            } => write!(
                f,
                "line {line}: joint '{joint}' mimics '{mimics}', so its coordinate is not an \
                 independent degree of freedom; chaindyn does not support <mimic> on the chain: \
                 pick a tip before it or remove the <mimic>"
            ),
            InvalidLimit {
                joint,
                limits,
                line,
            } => write!(
                f,
                "line {line}: joint '{joint}' has limits lower = {}, upper = {}, velocity = {}, \
                 effort = {}; lower must not exceed upper and velocity and effort must be >= 0",
                limits.lower, limits.upper, limits.velocity, limits.effort
            ),
            InvalidDynamics {
                joint,
                attribute,
                value,
                line,
            } => write!(
                f,
                "line {line}: joint '{joint}' has <dynamics {attribute}=\"{value}\">; damping and \
                 friction must be >= 0 (0 or no attribute for none)"
            ),
            _ => unreachable!("fmt passes fmt_joint only its own variants"),
        }
    }

    /// The message of an error about a link's `<inertial>`.
    fn fmt_inertial(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use UrdfError::*;
        match self {
            MissingInertial { link, joint, line } => write!(
                f,
                "line {line}: link '{link}' (moved by joint '{joint}') has no <inertial>, nor does \
                 any link fixed to it, so its mass and inertia are unknown; add <inertial> with \
                 <mass> and <inertia> (write mass 0 and a zero inertia for a massless link)"
            ),
            IncompleteInertial {
                link,
                missing,
                line,
            } => write!(
                f,
                "line {line}: the <inertial> of link '{link}' has no {missing}; an <inertial> \
                 needs <mass value=\"..\"/> and <inertia ixx ixy ixz iyy iyz izz/>"
            ),
            NonPhysicalInertial {
                link,
                problem,
                line,
            } => match problem {
                InertialProblem::NegativeMass(m) => write!(
                    f,
                    "line {line}: link '{link}' has mass {m}; a mass must be {}",
                    crate::MASS_REQUIREMENT
                ),
                InertialProblem::NotPositiveSemidefinite(ev) => write!(
                    f,
                    "line {line}: the inertia of link '{link}' has principal moments {ev:?}, one \
                     of them negative; it must be positive semi-definite (check the signs of the \
                     products of inertia: URDF's ixy is +I[0][1], not -∫xy dm)"
                ),
                InertialProblem::TriangleInequality(ev) => write!(
                    f,
                    "line {line}: the principal moments {ev:?} of link '{link}' violate the \
                     triangle inequality (the largest must not exceed the sum of the other two); \
                     no rigid body has this inertia"
                ),
                InertialProblem::Overflow => write!(
                    f,
                    "line {line}: the inertial of link '{link}' overflows f64 once placed in its \
                     body's frame (the rotated inertia or the parallel-axis terms m·d² exceed \
                     1.8e308); scale the model's units so that masses and inertias stay far below it"
                ),
            },
            _ => unreachable!("fmt passes fmt_inertial only its own variants"),
        }
    }

    /// The message of an error about an input beyond the importer's size limits.
    fn fmt_size(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use UrdfError::*;
        match self {
            InputTooLarge { bytes, limit } => write!(
                f,
                "the URDF is {bytes} bytes, more than the importer reads ({limit} bytes, \
                 chaindyn_model::urdf::MAX_INPUT_BYTES); robot descriptions are far smaller: \
                 check that this is the right file, keep meshes in separate files \
                 (<mesh filename=\"..\"/>) or cut the description down to the chain you need"
            ),
            XmlTooDeep { line, limit } => write!(
                f,
                "line {line}: elements are nested more than {limit} levels deep \
                 (chaindyn_model::urdf::MAX_XML_DEPTH); URDF needs about 5 (<robot>, <link>, \
                 <visual>, <geometry>, <mesh>): look for unclosed tags or remove the deeply nested \
                 block"
            ),
            TooManyAttributes { line, limit } => write!(
                f,
                "line {line}: an element has more than {limit} attributes \
                 (chaindyn_model::urdf::MAX_XML_ATTRIBUTES); URDF elements have at most 6: remove \
                 the attributes the importer does not read"
            ),
            TooManyNamespaces { line, limit } => write!(
                f,
                "line {line}: the document declares more than {limit} XML namespaces (xmlns, \
                 xmlns:prefix attributes; chaindyn_model::urdf::MAX_XML_NAMESPACES); URDF needs \
                 none: remove the declarations (expand xacro files first)"
            ),
            TooManyXmlNodes { limit } => write!(
                f,
                "the XML has more than {limit} nodes (elements, text, comments; \
                 chaindyn_model::urdf::MAX_XML_NODES); remove what the chain does not need \
                 (<visual>, <collision>, <gazebo>, comments) or cut the description down to the \
                 chain you need"
            ),
            TooManyLinks { count, limit } => write!(
                f,
                "the robot has {count} <link> elements, more than the importer accepts ({limit}, \
                 chaindyn_model::urdf::MAX_LINKS); cut the description down to the chain you \
                 need (and the links fixed to it)"
            ),
            TooManyJoints { count, limit } => write!(
                f,
                "the robot has {count} <joint> elements, more than the importer accepts ({limit}, \
                 chaindyn_model::urdf::MAX_JOINTS); cut the description down to the chain you \
                 need (and the links fixed to it)"
            ),
            _ => unreachable!("fmt passes fmt_size only its own variants"),
        }
    }
}

impl std::error::Error for UrdfError {}

impl From<ModelError> for UrdfError {
    fn from(e: ModelError) -> Self {
        UrdfError::Model(e)
    }
}

/// The names quoted and joined by commas, at most 12 of them.
fn quoted(names: &[String]) -> String {
    const MAX: usize = 12;
    let mut s: Vec<String> = names.iter().take(MAX).map(|n| format!("'{n}'")).collect();
    if names.len() > MAX {
        s.push(format!("and {} more", names.len() - MAX));
    }
    s.join(", ")
}

/// `Err(UrdfError::Invalid { line, message })`.
pub(super) fn invalid<T>(line: u32, message: impl Into<String>) -> Result<T, UrdfError> {
    Err(UrdfError::Invalid {
        line,
        message: message.into(),
    })
}
