//! URDF import (cargo feature `urdf`): the serial chain from a base link to a tip link of a
//! robot description, as a [`Chain`], with its joint names and limits.
//!
//! One importer serves both halves of chaindyn: the runtime (`chaindyn::Chain::from_urdf_str`)
//! and the build-time code generator (`#[chain(urdf = "...")]`), so the recursive reference and
//! the generated code run on exactly the same numbers.
//!
//! # Why `roxmltree`
//!
//! URDF is a small XML dialect, so the importer reads the XML tree and interprets the URDF
//! itself rather than hand-parsing XML. [`roxmltree`](https://docs.rs/roxmltree) is a small,
//! pure Rust, read-only XML tree (one dependency, `memchr`), widely used and maintained, with
//! the text position of every node, so every error names the line of the offending element.
//! The URDF crate `urdf-rs` was not chosen: it pulls in serde and an XML deserialiser (a much
//! larger build inside a proc macro), it fills a missing `<inertial>` with zeros (so "missing
//! inertial data" cannot be told from "massless"), and its errors carry no positions.
//!
//! # What is imported
//!
//! * **The chain**: the joints on the path from `base` down to `tip` (each link has at most
//!   one parent joint, so the path is unique). `revolute` and `continuous` joints become
//!   [`JointKind::Revolute`], `prismatic` ones [`JointKind::Prismatic`]; `floating` and
//!   `planar` joints on the path, and joints with `<mimic>` on the path, are errors (they are
//!   not one independent degree of freedom).
//! * **Fixed joints** are merged: every link attached by a chain of `fixed` joints to the child
//!   link of movable joint `i` (on the path or not, above or below the tip) is part of rigid
//!   body `i`. Masses add up; the centre of mass is the mass-weighted mean; inertias are
//!   rotated into the body frame (`R I Rᵀ`, with the rotation of the fixed joints and of the
//!   `<inertial>`'s own `<origin rpy>`) and moved to the common centre of mass by the
//!   parallel-axis theorem. A movable joint's origin is composed with the fixed joints before
//!   it. Links fixed to the base (before the first movable joint) belong to the world.
//! * **Frames**: every link merged into a body (all but the movable joint's child link, whose
//!   frame is the body's) stays available as a named [`Frame`](crate::Frame) of the chain, at
//!   its place in the body's frame (in [`UrdfChain::merged`] order): a tool flange such as
//!   `tool0` or a hand such as `panda_hand` keeps its name. Links fixed to the base are not
//!   frames of the chain (they do not move).
//! * **Movable subtrees off the path** (for example gripper fingers below the tip) are not part
//!   of a serial chain and are left out; [`UrdfChain::ignored_joints`] lists where they start.
//! * **Limits**: `<limit lower upper velocity effort>` of each joint ([`JointLimits`]);
//!   `continuous` joints have no position limits; a missing `<limit>` (or attribute) means
//!   unbounded, except that `lower` and `upper` default to 0 when `<limit>` is present (URDF).
//! * **Inertial data**: a link without `<inertial>` is massless (URDF allows frames like a
//!   flange). But the rigid body of a movable joint must have `<inertial>` on at least one of
//!   its links, otherwise the file lacks the inertial data ([`UrdfError::MissingInertial`];
//!   write an explicit zero mass for a massless link). An `<inertial>` needs `<mass value>`
//!   and all six `<inertia>` attributes; masses must be finite and `>= 0`, inertias positive
//!   semi-definite and satisfy the triangle inequality ([`crate::INERTIA_REL_TOL`]).
//! * **Gravity** is not part of URDF: the chain gets [`URDF_GRAVITY`] (`z` up, as in ROS);
//!   set [`Chain::gravity`] for another.
//! * **Joint dynamics**: `<dynamics damping friction>` of each movable joint on the path becomes
//!   its [`JointDynamics`] (viscous damping, Coulomb friction smoothed with
//!   [`crate::DEFAULT_FRICTION_VELOCITY`]); both must be finite and `>= 0`
//!   ([`UrdfError::InvalidDynamics`]). URDF has no armature (rotor inertia): set
//!   [`JointDynamics::armature`] on the imported chain, or with `#[body(name = "..", armature =
//!   ..)]` in the derive. The `<dynamics>` of fixed joints (merged) and of joints off the path is
//!   not used.
//!
//! # Limits
//!
//! The importer reads files written by people and tools, but also whatever a build is pointed
//! at, so it bounds its work: an input over a limit is rejected with a typed error that names
//! the limit and how to get under it, never a panic, an unbounded allocation or a stack overflow.
//!
//! | limit | value | error |
//! |---|---|---|
//! | input size | [`MAX_INPUT_BYTES`] (16 MiB) | [`UrdfError::InputTooLarge`] |
//! | element nesting | [`MAX_XML_DEPTH`] (256 levels) | [`UrdfError::XmlTooDeep`] |
//! | attributes of an element | [`MAX_XML_ATTRIBUTES`] (64) | [`UrdfError::TooManyAttributes`] |
//! | namespace declarations | [`MAX_XML_NAMESPACES`] (32) | [`UrdfError::TooManyNamespaces`] |
//! | XML nodes | [`MAX_XML_NODES`] (1 000 000) | [`UrdfError::TooManyXmlNodes`] |
//! | `<link>` elements | [`MAX_LINKS`] (10 000) | [`UrdfError::TooManyLinks`] |
//! | `<joint>` elements | [`MAX_JOINTS`] (10 000) | [`UrdfError::TooManyJoints`] |
//!
//! Every walk over the link tree (whose depth the file controls) uses an explicit stack on the
//! heap, not recursion, and every step after parsing is linear (or `n log n`) in the size of the
//! file. The XML parser, `roxmltree` 0.21.2, parses nested elements iteratively (0.21.0 and
//! 0.21.1 recursed once per nesting level), has no nesting limit of its own short of
//! `u32::MAX`, and only a node count limit (`ParsingOptions::nodes_limit`, unlimited by default),
//! which [`MAX_XML_NODES`] sets. It takes time quadratic in the number of attributes of one
//! element (a pairwise duplicate check) and in the number of namespace declarations (copied into
//! every declaring element and checked against its own), which [`MAX_XML_ATTRIBUTES`] and
//! [`MAX_XML_NAMESPACES`] bound. These three are checked by a scan of the text before the parser
//! runs, so they hold whatever the parser's version.
//!
//! `<safety_controller>`, `<calibration>`, `<transmission>` and `<gazebo>` are ignored.

use crate::math::{mat_mul, mat_vec};
use crate::{AngleConvention, Body, Chain, Joint, JointDynamics, JointKind, Link, ModelError};
use std::collections::HashMap;
use std::fmt;

/// Gravity given to an imported chain: `[0, 0, -9.81]` (ROS convention, REP 103: `z` up).
pub const URDF_GRAVITY: [f64; 3] = [0.0, 0.0, -9.81];

/// The largest input [`Chain::from_urdf_str`] reads: 16 MiB. Robot descriptions are text that
/// refers to meshes in separate files: the Franka Panda's is 7 KiB, a full humanoid's well under
/// 1 MiB, so 16 MiB leaves a wide margin while bounding the work: with the other limits, the
/// worst inputs of this size tried (elements of 64 attributes, a million nodes, nesting 250 deep,
/// one 16 MiB attribute) import or fail in at most 0.7 s and 200 MiB (release build, 2 cores).
pub const MAX_INPUT_BYTES: usize = 16 << 20;

/// The deepest element nesting accepted, the `<robot>` element being level 1: 256. URDF needs 5
/// levels (`<robot>`, `<link>`, `<visual>`, `<geometry>`, `<mesh>`) and `<gazebo>` extension
/// blocks a few more; far deeper nesting is a broken or hostile file.
pub const MAX_XML_DEPTH: usize = 256;

/// The most attributes one element may have: 64. URDF's elements have at most 6 (`<inertia>`).
/// The XML parser checks an element's attributes for duplicates pairwise, so its time grows with
/// the square of their number (measured, release build: 0.2 s for one element with 20 000
/// attributes; the 1.8 million that fit in [`MAX_INPUT_BYTES`] would take about half an hour);
/// at 64 per element, a file of the largest size made of such elements parses in 0.6 s.
pub const MAX_XML_ATTRIBUTES: usize = 64;

/// The most XML namespace declarations (`xmlns`, `xmlns:prefix` attributes) in a document: 32.
/// URDF needs none (an unexpanded xacro file declares one or two). The parser copies the
/// namespaces in scope into every element that declares one and checks each against the
/// element's own, so its time grows with the square of the declarations (measured, release
/// build: 26 s for a 194 KB file of 32 nested elements declaring 64 namespaces each, then 10 000
/// elements declaring one).
pub const MAX_XML_NAMESPACES: usize = 32;

/// The most XML nodes (elements, text between them, comments, processing instructions) accepted:
/// 1 000 000, the parser's `nodes_limit`. A link with visual, collision and inertial data is
/// about 50 nodes (whitespace included), a joint about 15, so [`MAX_LINKS`] links with their
/// joints fit with room to spare.
pub const MAX_XML_NODES: usize = 1_000_000;

/// The most `<link>` elements accepted: 10 000. The largest robot descriptions (humanoids,
/// multi-arm cells, hands) have a few hundred links; chaindyn derives serial chains of a few
/// dozen.
pub const MAX_LINKS: usize = 10_000;

/// The most `<joint>` elements accepted: 10 000 (a tree of [`MAX_LINKS`] links has one joint
/// fewer).
pub const MAX_JOINTS: usize = 10_000;

/// The limits an import runs under: the `MAX_*` constants, or other values in tests.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Limits {
    pub(crate) input_bytes: usize,
    pub(crate) xml_depth: usize,
    pub(crate) xml_attributes: usize,
    pub(crate) xml_namespaces: usize,
    pub(crate) xml_nodes: usize,
    pub(crate) links: usize,
    pub(crate) joints: usize,
}

impl Limits {
    pub(crate) const DEFAULT: Limits = Limits {
        input_bytes: MAX_INPUT_BYTES,
        xml_depth: MAX_XML_DEPTH,
        xml_attributes: MAX_XML_ATTRIBUTES,
        xml_namespaces: MAX_XML_NAMESPACES,
        xml_nodes: MAX_XML_NODES,
        links: MAX_LINKS,
        joints: MAX_JOINTS,
    };
}

/// The limits of one joint (`<limit>`); infinite where the file gives none.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct JointLimits {
    /// Lower position limit (radians or length units); `-inf` if unbounded.
    pub lower: f64,
    /// Upper position limit; `+inf` if unbounded.
    pub upper: f64,
    /// Velocity limit (absolute value); `+inf` if none.
    pub velocity: f64,
    /// Effort (torque or force) limit (absolute value); `+inf` if none.
    pub effort: f64,
}

impl JointLimits {
    /// No limits at all.
    pub const UNBOUNDED: JointLimits = JointLimits {
        lower: f64::NEG_INFINITY,
        upper: f64::INFINITY,
        velocity: f64::INFINITY,
        effort: f64::INFINITY,
    };
}

/// An imported chain: the [`Chain`] plus what URDF says about it beyond dynamics.
#[derive(Debug, Clone, PartialEq)]
pub struct UrdfChain {
    /// The robot's name (`<robot name>`).
    pub robot: String,
    /// The chain: link `i` is movable joint `i` of the path and its merged rigid body, named
    /// after the URDF joint and the URDF child link. Gravity is [`URDF_GRAVITY`].
    pub chain: Chain,
    /// The limits of each joint, base outwards.
    pub limits: Vec<JointLimits>,
    /// For each link of the chain, the URDF links of its rigid body: the child link of the
    /// movable joint first, then the links fixed to it (depth first, in file order).
    pub merged: Vec<Vec<String>>,
    /// Movable joints that hang from the chain's bodies (or from the base) but are not on the
    /// path: the subtrees they start are not part of the chain.
    pub ignored_joints: Vec<String>,
    /// The base link (the world frame of the chain).
    pub base: String,
    /// The tip link.
    pub tip: String,
}

impl UrdfChain {
    /// Joint names, base outwards.
    pub fn joint_names(&self) -> Vec<&str> {
        self.chain
            .links
            .iter()
            .map(|l| l.joint.name.as_str())
            .collect()
    }

    /// Link (body) names, base outwards: the child links of the movable joints.
    pub fn link_names(&self) -> Vec<&str> {
        self.chain
            .links
            .iter()
            .map(|l| l.body.name.as_str())
            .collect()
    }

    /// The index of the chain link whose rigid body contains the URDF link `name` (itself or
    /// merged into it by fixed joints).
    pub fn body_of(&self, name: &str) -> Option<usize> {
        self.merged
            .iter()
            .position(|links| links.iter().any(|l| l == name))
    }
}

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
    /// The input is larger than [`MAX_INPUT_BYTES`].
    InputTooLarge {
        /// Its size in bytes.
        bytes: usize,
        /// The limit in bytes.
        limit: usize,
    },
    /// Elements are nested deeper than [`MAX_XML_DEPTH`] levels.
    XmlTooDeep {
        /// Line of the first element below the limit.
        line: u32,
        /// The limit in levels (`<robot>` is level 1).
        limit: usize,
    },
    /// An element has more than [`MAX_XML_ATTRIBUTES`] attributes.
    TooManyAttributes {
        /// Line of the element.
        line: u32,
        /// The limit.
        limit: usize,
    },
    /// The document has more than [`MAX_XML_NAMESPACES`] namespace declarations.
    TooManyNamespaces {
        /// Line of the element with the first declaration over the limit.
        line: u32,
        /// The limit.
        limit: usize,
    },
    /// The XML has more than [`MAX_XML_NODES`] nodes.
    TooManyXmlNodes {
        /// The limit.
        limit: usize,
    },
    /// The robot has more than [`MAX_LINKS`] `<link>` elements.
    TooManyLinks {
        /// How many it has.
        count: usize,
        /// The limit.
        limit: usize,
    },
    /// The robot has more than [`MAX_JOINTS`] `<joint>` elements.
    TooManyJoints {
        /// How many it has.
        count: usize,
        /// The limit.
        limit: usize,
    },
    /// The imported chain fails [`Chain::validate`].
    Model(ModelError),
}

impl fmt::Display for UrdfError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
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
            UnsupportedJoint { joint, kind, line } => write!(
                f,
                "line {line}: joint '{joint}' is {kind}, which chaindyn does not support (a serial \
                 chain of one degree of freedom joints: revolute, continuous, prismatic, fixed); \
                 model it as revolute/prismatic joints or pick a chain without it"
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
                    "line {line}: link '{link}' has mass {m}; a mass must be >= 0"
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
            },
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
            Model(e) => write!(f, "the imported chain is invalid: {e}"),
        }
    }
}

impl std::error::Error for UrdfError {}

impl From<ModelError> for UrdfError {
    fn from(e: ModelError) -> Self {
        UrdfError::Model(e)
    }
}

fn quoted(names: &[String]) -> String {
    const MAX: usize = 12;
    let mut s: Vec<String> = names.iter().take(MAX).map(|n| format!("'{n}'")).collect();
    if names.len() > MAX {
        s.push(format!("and {} more", names.len() - MAX));
    }
    s.join(", ")
}

impl Chain {
    /// Imports the serial chain from link `base` down to link `tip` of a URDF robot
    /// description; see the [`urdf`](crate::urdf) module for what is imported and how.
    ///
    /// `base = None` takes the root link of the tree; `tip = None` follows the tree down from
    /// the base as long as it does not branch into several subtrees with movable joints
    /// (else [`UrdfError::BranchingTree`]). Plain `&str`s work too:
    /// `Chain::from_urdf_str(xml, "panda_link0", "panda_hand")`.
    ///
    /// The chain has gravity [`URDF_GRAVITY`] and relative angles, and passes
    /// [`Chain::validate`].
    ///
    /// The input must be within the importer's limits ([`MAX_INPUT_BYTES`], [`MAX_XML_DEPTH`],
    /// [`MAX_XML_ATTRIBUTES`], [`MAX_XML_NAMESPACES`], [`MAX_XML_NODES`], [`MAX_LINKS`],
    /// [`MAX_JOINTS`]; see the [`urdf`](crate::urdf) module).
    pub fn from_urdf_str<'a>(
        xml: &str,
        base: impl Into<Option<&'a str>>,
        tip: impl Into<Option<&'a str>>,
    ) -> Result<UrdfChain, UrdfError> {
        import(xml, base.into(), tip.into(), &Limits::DEFAULT)
    }
}

// ---------------------------------------------------------------------------------------------
// The file's tree.

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Revolute,
    Continuous,
    Prismatic,
    Fixed,
    Floating,
    Planar,
}

impl Kind {
    fn name(self) -> &'static str {
        match self {
            Kind::Revolute => "revolute",
            Kind::Continuous => "continuous",
            Kind::Prismatic => "prismatic",
            Kind::Fixed => "fixed",
            Kind::Floating => "floating",
            Kind::Planar => "planar",
        }
    }
}

#[derive(Debug, Clone)]
struct Inertial {
    line: u32,
    mass: f64,
    xyz: [f64; 3],
    rpy: [f64; 3],
    inertia: [[f64; 3]; 3],
}

#[derive(Debug)]
struct ULink {
    name: String,
    line: u32,
    inertial: Option<Inertial>,
    /// Index of the parent joint.
    parent: Option<usize>,
    /// Indices of the child joints, in file order.
    children: Vec<usize>,
}

#[derive(Debug)]
struct UJoint {
    name: String,
    line: u32,
    kind: Kind,
    parent: usize,
    child: usize,
    xyz: [f64; 3],
    rpy: [f64; 3],
    axis: [f64; 3],
    limits: JointLimits,
    dynamics: JointDynamics,
    mimic: Option<String>,
}

struct Tree {
    robot: String,
    links: Vec<ULink>,
    joints: Vec<UJoint>,
}

/// Line numbers of byte offsets. `roxmltree::Document::text_pos_at` counts the lines from the
/// start of the text at every call ("very expensive, use only for errors"), which made the
/// import quadratic in the size of the file (a line for every element); this counts them once.
struct Lines {
    /// Byte offsets of the `\n`s, ascending.
    newlines: Vec<usize>,
}

impl Lines {
    fn new(text: &str) -> Lines {
        Lines {
            newlines: text
                .bytes()
                .enumerate()
                .filter(|(_, b)| *b == b'\n')
                .map(|(i, _)| i)
                .collect(),
        }
    }

    /// The 1-based line of byte offset `pos`.
    fn at(&self, pos: usize) -> u32 {
        let line = self.newlines.partition_point(|&n| n < pos) + 1;
        u32::try_from(line).unwrap_or(u32::MAX)
    }
}

fn line_of(lines: &Lines, node: roxmltree::Node) -> u32 {
    lines.at(node.range().start)
}

fn invalid<T>(line: u32, message: impl Into<String>) -> Result<T, UrdfError> {
    Err(UrdfError::Invalid {
        line,
        message: message.into(),
    })
}

/// At most the first 64 characters of a value quoted in an error message (an attribute can be
/// megabytes long), cut at a character boundary.
fn clip(text: &str) -> String {
    const MAX: usize = 64;
    match text.char_indices().nth(MAX) {
        Some((end, _)) => format!("{}...", &text[..end]),
        None => text.to_owned(),
    }
}

/// Parses a finite number.
fn number(text: &str, line: u32, what: &str) -> Result<f64, UrdfError> {
    match text.trim().parse::<f64>() {
        Ok(v) if v.is_finite() => Ok(v),
        Ok(_) => invalid(line, format!("{what} = \"{}\" is not finite", clip(text))),
        Err(_) => invalid(line, format!("{what} = \"{}\" is not a number", clip(text))),
    }
}

/// Parses three whitespace-separated finite numbers.
fn triple(text: &str, line: u32, what: &str) -> Result<[f64; 3], UrdfError> {
    let parts: Vec<&str> = text.split_whitespace().collect();
    if parts.len() != 3 {
        return invalid(
            line,
            format!(
                "{what} = \"{}\" must be three numbers separated by spaces",
                clip(text)
            ),
        );
    }
    Ok([
        number(parts[0], line, what)?,
        number(parts[1], line, what)?,
        number(parts[2], line, what)?,
    ])
}

fn child<'a, 'i>(node: roxmltree::Node<'a, 'i>, tag: &str) -> Option<roxmltree::Node<'a, 'i>> {
    node.children()
        .find(|c| c.is_element() && c.tag_name().name() == tag)
}

/// `<origin xyz rpy>` (both default to zero, as does a missing `<origin>`).
fn origin(
    lines: &Lines,
    parent: roxmltree::Node,
    what: &str,
) -> Result<([f64; 3], [f64; 3]), UrdfError> {
    let Some(o) = child(parent, "origin") else {
        return Ok(([0.0; 3], [0.0; 3]));
    };
    let line = line_of(lines, o);
    let xyz = match o.attribute("xyz") {
        Some(t) => triple(t, line, &format!("{what} <origin xyz>"))?,
        None => [0.0; 3],
    };
    let rpy = match o.attribute("rpy") {
        Some(t) => triple(t, line, &format!("{what} <origin rpy>"))?,
        None => [0.0; 3],
    };
    Ok((xyz, rpy))
}

fn parse_inertial(lines: &Lines, link: &str, node: roxmltree::Node) -> Result<Inertial, UrdfError> {
    let line = line_of(lines, node);
    let what = format!("link '{link}' <inertial>");
    let (xyz, rpy) = origin(lines, node, &what)?;
    let incomplete = |missing| UrdfError::IncompleteInertial {
        link: link.to_owned(),
        missing,
        line,
    };
    let mass_node = child(node, "mass").ok_or_else(|| incomplete("<mass value>"))?;
    let mass_text = mass_node
        .attribute("value")
        .ok_or_else(|| incomplete("<mass value>"))?;
    let mass = number(
        mass_text,
        line_of(lines, mass_node),
        &format!("{what} <mass value>"),
    )?;
    let i = child(node, "inertia").ok_or_else(|| incomplete("<inertia>"))?;
    let i_line = line_of(lines, i);
    let mut v = [0.0; 6];
    for (slot, key) in v.iter_mut().zip(["ixx", "ixy", "ixz", "iyy", "iyz", "izz"]) {
        let text = i.attribute(key).ok_or_else(|| incomplete(key))?;
        *slot = number(text, i_line, &format!("{what} <inertia {key}>"))?;
    }
    let [ixx, ixy, ixz, iyy, iyz, izz] = v;
    Ok(Inertial {
        line,
        mass,
        xyz,
        rpy,
        inertia: [[ixx, ixy, ixz], [ixy, iyy, iyz], [ixz, iyz, izz]],
    })
}

fn required<'a>(
    node: roxmltree::Node<'a, '_>,
    attr: &str,
    line: u32,
    what: &str,
) -> Result<&'a str, UrdfError> {
    node.attribute(attr).ok_or_else(|| UrdfError::Invalid {
        line,
        message: format!("{what} has no `{attr}` attribute"),
    })
}

/// Which limit of the XML scan an input exceeds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum XmlExcess {
    Depth,
    Attributes,
    Namespaces,
}

/// The first place (limit, byte offset of the start tag) where `xml` exceeds the nesting depth
/// (the root element being level 1), the attributes of one element or the namespace declarations
/// of the document allowed by `limits`, if any: a single pass over the text, before and
/// independent of the XML parser.
///
/// It follows the XML grammar far enough to count as a parser does on well-formed text: it skips
/// comments, CDATA sections, processing instructions and quoted attribute values (which may
/// contain `>` and `/>`), counts `<name ...>` as one level down and `</name>` as one up (an empty
/// element `<name .../>` is one level below its parent), each quoted value in a start tag as an
/// attribute, and each attribute named `xmlns` or `xmlns:*` as a namespace declaration. It stops
/// at the first construct that the parser rejects at that point anyway (a `<!DOCTYPE`, which the
/// parser refuses as configured, a `<` not followed by a name, an unterminated construct), so up
/// to where the parser stops, the parser never sees more than counted here.
fn xml_excess(xml: &str, limits: &Limits) -> Option<(XmlExcess, usize)> {
    let b = xml.as_bytes();
    let find = |from: usize, pat: &[u8]| -> Option<usize> {
        b.get(from..)?
            .windows(pat.len())
            .position(|w| w == pat)
            .map(|p| from + p)
    };
    let mut depth = 0usize;
    let mut namespaces = 0usize;
    let mut i = 0;
    while let Some(p) = b[i..].iter().position(|&c| c == b'<') {
        let at = i + p;
        let rest = &b[at..];
        if rest.starts_with(b"<!--") {
            i = find(at + 4, b"-->")? + 3;
        } else if rest.starts_with(b"<![CDATA[") {
            i = find(at + 9, b"]]>")? + 3;
        } else if rest.starts_with(b"<?") {
            i = find(at + 2, b"?>")? + 2;
        } else if rest.starts_with(b"<!") {
            return None;
        } else if rest.starts_with(b"</") {
            depth = depth.saturating_sub(1);
            i = at + 2 + b[at + 2..].iter().position(|&c| c == b'>')? + 1;
        } else if !b
            .get(at + 1)
            .is_some_and(|&c| c.is_ascii_alphabetic() || c == b'_' || c == b':' || c >= 0x80)
        {
            // Not a name after `<`: the parser stops here with an error.
            return None;
        } else {
            // A start tag: up to the first `>` outside quotes; a quoted value is an attribute.
            // An empty element `<name/>` is a level too, but closes at once.
            if depth >= limits.xml_depth {
                return Some((XmlExcess::Depth, at));
            }
            let mut attributes = 0usize;
            let mut j = at + 1;
            loop {
                let c = *b.get(j)?;
                if c == b'>' {
                    break;
                }
                if c == b'"' || c == b'\'' {
                    attributes += 1;
                    if attributes > limits.xml_attributes {
                        return Some((XmlExcess::Attributes, at));
                    }
                    if is_namespace_declaration(&b[at + 1..j]) {
                        namespaces += 1;
                        if namespaces > limits.xml_namespaces {
                            return Some((XmlExcess::Namespaces, at));
                        }
                    }
                    j += 1 + b[j + 1..].iter().position(|&q| q == c)?;
                }
                j += 1;
            }
            if b[j - 1] != b'/' {
                depth += 1;
            }
            i = j + 1;
        }
    }
    None
}

/// Whether the attribute whose value's opening quote ends `tag` (the start tag so far, without
/// its `<`) is `xmlns` or `xmlns:*`: the name before the `=`.
fn is_namespace_declaration(tag: &[u8]) -> bool {
    let trimmed = |s: &[u8]| -> usize {
        s.len()
            - s.iter()
                .rev()
                .take_while(|c| c.is_ascii_whitespace())
                .count()
    };
    let end = trimmed(tag);
    let Some(before_eq) = tag[..end].strip_suffix(b"=") else {
        return false;
    };
    let name_end = trimmed(before_eq);
    let name_start = before_eq[..name_end]
        .iter()
        .rposition(|c| c.is_ascii_whitespace())
        .map_or(0, |k| k + 1);
    let name = &before_eq[name_start..name_end];
    name == b"xmlns" || name.starts_with(b"xmlns:")
}

fn parse_tree(xml: &str, limits: &Limits) -> Result<Tree, UrdfError> {
    if xml.len() > limits.input_bytes {
        return Err(UrdfError::InputTooLarge {
            bytes: xml.len(),
            limit: limits.input_bytes,
        });
    }
    if let Some((excess, offset)) = xml_excess(xml, limits) {
        let line = Lines::new(&xml[..offset]).at(offset);
        return Err(match excess {
            XmlExcess::Depth => UrdfError::XmlTooDeep {
                line,
                limit: limits.xml_depth,
            },
            XmlExcess::Attributes => UrdfError::TooManyAttributes {
                line,
                limit: limits.xml_attributes,
            },
            XmlExcess::Namespaces => UrdfError::TooManyNamespaces {
                line,
                limit: limits.xml_namespaces,
            },
        });
    }
    let options = roxmltree::ParsingOptions {
        nodes_limit: u32::try_from(limits.xml_nodes).unwrap_or(u32::MAX),
        ..roxmltree::ParsingOptions::default()
    };
    let doc = roxmltree::Document::parse_with_options(xml, options).map_err(|e| {
        if let roxmltree::Error::NodesLimitReached = e {
            return UrdfError::TooManyXmlNodes {
                limit: limits.xml_nodes,
            };
        }
        let pos = e.pos();
        let text = e.to_string();
        // roxmltree ends its message with the position, which `Display` already leads with.
        let suffix = format!(" at {}:{}", pos.row, pos.col);
        UrdfError::Xml {
            line: pos.row,
            column: pos.col,
            message: text.strip_suffix(&suffix).unwrap_or(&text).to_owned(),
        }
    })?;
    let lines = Lines::new(xml);
    let root = doc.root_element();
    if root.tag_name().name() != "robot" {
        return invalid(
            line_of(&lines, root),
            format!(
                "the root element is <{}>, not <robot>",
                root.tag_name().name()
            ),
        );
    }
    let robot = root.attribute("name").unwrap_or_default().to_owned();
    let count = |tag: &str| {
        root.children()
            .filter(|c| c.is_element() && c.tag_name().name() == tag)
            .count()
    };
    let (n_links, n_joints) = (count("link"), count("joint"));
    if n_links > limits.links {
        return Err(UrdfError::TooManyLinks {
            count: n_links,
            limit: limits.links,
        });
    }
    if n_joints > limits.joints {
        return Err(UrdfError::TooManyJoints {
            count: n_joints,
            limit: limits.joints,
        });
    }

    let mut links: Vec<ULink> = Vec::new();
    let mut link_index: HashMap<String, usize> = HashMap::new();
    for node in root
        .children()
        .filter(|c| c.is_element() && c.tag_name().name() == "link")
    {
        let line = line_of(&lines, node);
        let name = required(node, "name", line, "a <link>")?;
        if link_index.contains_key(name) {
            return Err(UrdfError::DuplicateName {
                element: "link",
                name: name.to_owned(),
                line,
            });
        }
        let inertial = match child(node, "inertial") {
            Some(i) => Some(parse_inertial(&lines, name, i)?),
            None => None,
        };
        link_index.insert(name.to_owned(), links.len());
        links.push(ULink {
            name: name.to_owned(),
            line,
            inertial,
            parent: None,
            children: Vec::new(),
        });
    }

    let mut joints: Vec<UJoint> = Vec::new();
    let mut joint_names: HashMap<String, usize> = HashMap::new();
    for node in root
        .children()
        .filter(|c| c.is_element() && c.tag_name().name() == "joint")
    {
        let line = line_of(&lines, node);
        let name = required(node, "name", line, "a <joint>")?;
        let what = format!("joint '{name}'");
        if joint_names.contains_key(name) {
            return Err(UrdfError::DuplicateName {
                element: "joint",
                name: name.to_owned(),
                line,
            });
        }
        let kind = match required(node, "type", line, &what)? {
            "revolute" => Kind::Revolute,
            "continuous" => Kind::Continuous,
            "prismatic" => Kind::Prismatic,
            "fixed" => Kind::Fixed,
            "floating" => Kind::Floating,
            "planar" => Kind::Planar,
            other => {
                return invalid(
                    line,
                    format!(
                        "{what} has type \"{other}\"; URDF joint types are revolute, \
                         continuous, prismatic, fixed, floating and planar"
                    ),
                )
            }
        };
        let link_ref = |tag: &str| -> Result<usize, UrdfError> {
            let n = child(node, tag).ok_or_else(|| UrdfError::Invalid {
                line,
                message: format!("{what} has no <{tag} link=\"..\"/>"),
            })?;
            let l = required(
                n,
                "link",
                line_of(&lines, n),
                &format!("the <{tag}> of {what}"),
            )?;
            link_index
                .get(l)
                .copied()
                .ok_or_else(|| UrdfError::UnknownLinkReference {
                    joint: name.to_owned(),
                    link: l.to_owned(),
                    line,
                })
        };
        let parent = link_ref("parent")?;
        let child_link = link_ref("child")?;
        let (xyz, rpy) = origin(&lines, node, &what)?;
        let axis = match child(node, "axis") {
            Some(a) => match a.attribute("xyz") {
                Some(t) => triple(t, line_of(&lines, a), &format!("{what} <axis xyz>"))?,
                None => [1.0, 0.0, 0.0],
            },
            None => [1.0, 0.0, 0.0],
        };
        if matches!(kind, Kind::Revolute | Kind::Continuous | Kind::Prismatic)
            && axis.iter().all(|c| *c == 0.0)
        {
            return invalid(
                line,
                format!(
                    "{what} has the zero axis; give a direction, for example <axis xyz=\"0 0 1\"/>"
                ),
            );
        }
        let mut limits = JointLimits::UNBOUNDED;
        if let Some(l) = child(node, "limit") {
            let l_line = line_of(&lines, l);
            let attr = |key: &str, default: f64| -> Result<f64, UrdfError> {
                match l.attribute(key) {
                    Some(t) => number(t, l_line, &format!("{what} <limit {key}>")),
                    None => Ok(default),
                }
            };
            if matches!(kind, Kind::Revolute | Kind::Prismatic) {
                limits.lower = attr("lower", 0.0)?;
                limits.upper = attr("upper", 0.0)?;
            }
            limits.velocity = attr("velocity", f64::INFINITY)?;
            limits.effort = attr("effort", f64::INFINITY)?;
            if limits.lower > limits.upper || limits.velocity < 0.0 || limits.effort < 0.0 {
                return Err(UrdfError::InvalidLimit {
                    joint: name.to_owned(),
                    limits,
                    line: l_line,
                });
            }
        }
        let mut dynamics = JointDynamics::IDEAL;
        if let Some(d) = child(node, "dynamics") {
            let d_line = line_of(&lines, d);
            for (key, slot) in [
                ("damping", &mut dynamics.damping),
                ("friction", &mut dynamics.friction),
            ] {
                if let Some(t) = d.attribute(key) {
                    let value = number(t, d_line, &format!("{what} <dynamics {key}>"))?;
                    if !JointDynamics::accepts(key, value) {
                        return Err(UrdfError::InvalidDynamics {
                            joint: name.to_owned(),
                            attribute: key,
                            value,
                            line: d_line,
                        });
                    }
                    *slot = value;
                }
            }
        }
        let mimic = match child(node, "mimic") {
            Some(m) => Some(
                required(
                    m,
                    "joint",
                    line_of(&lines, m),
                    &format!("the <mimic> of {what}"),
                )?
                .to_owned(),
            ),
            None => None,
        };
        let index = joints.len();
        if parent == child_link {
            return Err(UrdfError::Cycle {
                link: links[parent].name.clone(),
            });
        }
        if let Some(other) = links[child_link].parent {
            return Err(UrdfError::MultipleParents {
                link: links[child_link].name.clone(),
                joints: [joints[other].name.clone(), name.to_owned()],
            });
        }
        links[child_link].parent = Some(index);
        links[parent].children.push(index);
        joint_names.insert(name.to_owned(), index);
        joints.push(UJoint {
            name: name.to_owned(),
            line,
            kind,
            parent,
            child: child_link,
            xyz,
            rpy,
            axis,
            limits,
            dynamics,
            mimic,
        });
    }
    // Every link must hang below a root: a link that cannot be reached from one is on a cycle
    // (or below one), since no link has two parents.
    let mut reached = vec![false; links.len()];
    let mut stack: Vec<usize> = (0..links.len())
        .filter(|&i| links[i].parent.is_none())
        .collect();
    while let Some(l) = stack.pop() {
        reached[l] = true;
        stack.extend(links[l].children.iter().map(|&j| joints[j].child));
    }
    if let Some(l) = reached.iter().position(|r| !r) {
        return Err(UrdfError::Cycle {
            link: links[l].name.clone(),
        });
    }
    Ok(Tree {
        robot,
        links,
        joints,
    })
}

// ---------------------------------------------------------------------------------------------
// Rigid transforms.

const IDENTITY: [[f64; 3]; 3] = [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]];

/// A rigid transform `x ↦ rot x + pos`; `rotated` is false while `rot` is exactly the identity
/// (so that a joint after only translations keeps its `rpy` exactly as written).
#[derive(Debug, Clone, Copy)]
struct Frame {
    rot: [[f64; 3]; 3],
    pos: [f64; 3],
    rotated: bool,
}

impl Frame {
    const IDENTITY: Frame = Frame {
        rot: IDENTITY,
        pos: [0.0; 3],
        rotated: false,
    };

    /// `self * (xyz, rpy)`: the frame of a child placed at `(xyz, rpy)` in this one.
    fn then(&self, xyz: [f64; 3], rpy: [f64; 3]) -> Frame {
        let moved = mat_vec(&self.rot, xyz);
        let pos = [
            self.pos[0] + moved[0],
            self.pos[1] + moved[1],
            self.pos[2] + moved[2],
        ];
        if rpy == [0.0; 3] {
            return Frame { pos, ..*self };
        }
        let r = crate::rpy_to_matrix(rpy);
        Frame {
            rot: if self.rotated {
                mat_mul(&self.rot, &r)
            } else {
                r
            },
            pos,
            rotated: true,
        }
    }
}

pub(crate) use crate::math::matrix_to_rpy;

fn transpose(m: &[[f64; 3]; 3]) -> [[f64; 3]; 3] {
    let mut t = [[0.0; 3]; 3];
    for (r, row) in m.iter().enumerate() {
        for (c, x) in row.iter().enumerate() {
            t[c][r] = *x;
        }
    }
    t
}

// ---------------------------------------------------------------------------------------------
// The import.

pub(crate) fn import(
    xml: &str,
    base: Option<&str>,
    tip: Option<&str>,
    limits: &Limits,
) -> Result<UrdfChain, UrdfError> {
    let tree = parse_tree(xml, limits)?;
    let links = &tree.links;
    let joints = &tree.joints;
    let known = || links.iter().map(|l| l.name.clone()).collect::<Vec<_>>();
    let find = |name: &str, end: ChainEnd| {
        links
            .iter()
            .position(|l| l.name == name)
            .ok_or_else(|| UrdfError::UnknownLink {
                end,
                name: name.to_owned(),
                known: known(),
            })
    };
    let base = match base {
        Some(b) => find(b, ChainEnd::Base)?,
        None => {
            let roots: Vec<usize> = (0..links.len())
                .filter(|&i| links[i].parent.is_none())
                .collect();
            match roots.as_slice() {
                [r] => *r,
                [] => {
                    return match links.first() {
                        Some(l) => Err(UrdfError::Cycle {
                            link: l.name.clone(),
                        }),
                        None => invalid(1, "the robot has no <link>"),
                    }
                }
                _ => {
                    return Err(UrdfError::MultipleRoots {
                        roots: roots.iter().map(|&i| links[i].name.clone()).collect(),
                    })
                }
            }
        }
    };

    // The joints of the path, base outwards.
    let path: Vec<usize> = match tip {
        Some(t) => {
            let tip = find(t, ChainEnd::Tip)?;
            let mut up = Vec::new();
            let mut at = tip;
            while at != base {
                let Some(j) = links[at].parent else {
                    return Err(UrdfError::TipNotBelowBase {
                        base: links[base].name.clone(),
                        tip: links[tip].name.clone(),
                    });
                };
                up.push(j);
                if up.len() > joints.len() {
                    return Err(UrdfError::Cycle {
                        link: links[at].name.clone(),
                    });
                }
                at = joints[j].parent;
            }
            up.reverse();
            up
        }
        None => descend(&tree, base)?,
    };
    let tip = path.last().map(|&j| joints[j].child).unwrap_or(base);
    let tip_name = links[tip].name.clone();
    let base_name = links[base].name.clone();

    let movable: Vec<usize> = path
        .iter()
        .copied()
        .filter(|&j| joints[j].kind != Kind::Fixed)
        .collect();
    if movable.is_empty() {
        return Err(UrdfError::NoMovableJoint {
            base: base_name,
            tip: tip_name,
        });
    }
    for &j in &movable {
        let joint = &joints[j];
        if matches!(joint.kind, Kind::Floating | Kind::Planar) {
            return Err(UrdfError::UnsupportedJoint {
                joint: joint.name.clone(),
                kind: joint.kind.name().to_owned(),
                line: joint.line,
            });
        }
        if let Some(m) = &joint.mimic {
            return Err(UrdfError::MimicJoint {
                joint: joint.name.clone(),
                mimics: m.clone(),
                line: joint.line,
            });
        }
    }

    let mut on_chain = vec![false; joints.len()];
    for &j in &movable {
        on_chain[j] = true;
    }
    let mut ignored_joints = Vec::new();
    // The frames of the links fixed to the base, in the base (world) frame.
    let mut frames = fixed_subtree(&tree, base, &on_chain, &mut ignored_joints)?;
    let mut out_links = Vec::new();
    let mut limits = Vec::new();
    let mut merged = Vec::new();
    let mut named_frames = Vec::new();
    for &j in &movable {
        let joint = &joints[j];
        // The joint's parent link is fixed to the previous body (or to the base).
        let parent_frame = frames
            .iter()
            .find(|(l, _)| *l == joint.parent)
            .map(|(_, f)| *f)
            .ok_or_else(|| UrdfError::Cycle {
                link: links[joint.parent].name.clone(),
            })?;
        let placed = parent_frame.then(joint.xyz, joint.rpy);
        let origin_rpy = if parent_frame.rotated {
            matrix_to_rpy(&placed.rot)
        } else {
            joint.rpy
        };
        frames = fixed_subtree(&tree, joint.child, &on_chain, &mut ignored_joints)?;
        let body = merge_body(&tree, j, &frames)?;
        merged.push(frames.iter().map(|(l, _)| links[*l].name.clone()).collect());
        // The links fixed to the body keep their frames.
        for (l, f) in &frames[1..] {
            named_frames.push(crate::Frame::new(
                links[*l].name.clone(),
                out_links.len(),
                f.pos,
                if f.rotated {
                    matrix_to_rpy(&f.rot)
                } else {
                    [0.0; 3]
                },
            ));
        }
        limits.push(match joint.kind {
            Kind::Continuous => JointLimits {
                lower: f64::NEG_INFINITY,
                upper: f64::INFINITY,
                ..joint.limits
            },
            _ => joint.limits,
        });
        out_links.push(Link {
            joint: Joint {
                name: joint.name.clone(),
                kind: if joint.kind == Kind::Prismatic {
                    JointKind::Prismatic
                } else {
                    JointKind::Revolute
                },
                axis: joint.axis,
                origin_xyz: placed.pos,
                origin_rpy,
                dynamics: joint.dynamics,
            },
            body,
        });
    }
    let chain =
        Chain::new(out_links, URDF_GRAVITY, AngleConvention::Relative).with_frames(named_frames);
    chain.validate()?;
    Ok(UrdfChain {
        robot: tree.robot.clone(),
        chain,
        limits,
        merged,
        ignored_joints,
        base: base_name,
        tip: tip_name,
    })
}

/// Without a tip: follows the tree down from `base` while exactly one child subtree contains a
/// movable joint (subtrees of fixed joints only are merged anyway, so they do not branch).
fn descend(tree: &Tree, base: usize) -> Result<Vec<usize>, UrdfError> {
    let mut visits = vec![Visit::New; tree.links.len()];
    let mut path = Vec::new();
    let mut at = base;
    loop {
        let mut branches = Vec::new();
        for &j in &tree.links[at].children {
            let joint = &tree.joints[j];
            if joint.kind != Kind::Fixed || subtree_moves(tree, joint.child, &mut visits)? {
                branches.push(j);
            }
        }
        match branches.as_slice() {
            [] => return Ok(path),
            [j] => {
                path.push(*j);
                if path.len() > tree.joints.len() {
                    return Err(UrdfError::Cycle {
                        link: tree.links[at].name.clone(),
                    });
                }
                at = tree.joints[*j].child;
            }
            _ => {
                return Err(UrdfError::BranchingTree {
                    at: tree.links[at].name.clone(),
                    branches: branches
                        .iter()
                        .map(|&j| tree.links[tree.joints[j].child].name.clone())
                        .collect(),
                })
            }
        }
    }
}

/// The state of a link in [`subtree_moves`], kept across calls (memoisation).
#[derive(Debug, Clone, Copy, PartialEq)]
enum Visit {
    /// Not seen yet.
    New,
    /// On the walk's stack: meeting it again means a cycle.
    Open,
    /// Done: whether its subtree contains a non-fixed joint.
    Done(bool),
}

/// Whether the subtree below `link` contains a non-fixed joint. Depth first with an explicit
/// stack (the depth of the tree is up to the file), memoised in `visits` across calls; a link met
/// again while still open is a cycle.
fn subtree_moves(tree: &Tree, link: usize, visits: &mut [Visit]) -> Result<bool, UrdfError> {
    match visits[link] {
        Visit::Done(moves) => return Ok(moves),
        Visit::Open => {
            return Err(UrdfError::Cycle {
                link: tree.links[link].name.clone(),
            })
        }
        Visit::New => {}
    }
    // (link, index of its next child joint to look at)
    let mut stack = vec![(link, 0usize)];
    visits[link] = Visit::Open;
    while let Some(top) = stack.last_mut() {
        let (at, next) = *top;
        let Some(&j) = tree.links[at].children.get(next) else {
            // Every child subtree is fixed only.
            visits[at] = Visit::Done(false);
            stack.pop();
            continue;
        };
        top.1 += 1;
        let joint = &tree.joints[j];
        let moves = joint.kind != Kind::Fixed
            || match visits[joint.child] {
                Visit::Done(moves) => moves,
                Visit::Open => {
                    return Err(UrdfError::Cycle {
                        link: tree.links[joint.child].name.clone(),
                    })
                }
                Visit::New => {
                    visits[joint.child] = Visit::Open;
                    stack.push((joint.child, 0));
                    continue;
                }
            };
        if moves {
            // So does the subtree of every link on the stack.
            for (l, _) in stack.drain(..) {
                visits[l] = Visit::Done(true);
            }
        }
    }
    // The walk ends when its root is popped (done, false) or drained (done, true).
    Ok(visits[link] == Visit::Done(true))
}

/// The links attached to `root` by fixed joints (depth first, file order, `root` first) with
/// their frames relative to `root`. Movable child joints that are not on the chain
/// (`on_chain[j]` false) are recorded in `ignored`. Iterative, with an explicit stack.
fn fixed_subtree(
    tree: &Tree,
    root: usize,
    on_chain: &[bool],
    ignored: &mut Vec<String>,
) -> Result<Vec<(usize, Frame)>, UrdfError> {
    let mut out = Vec::new();
    let mut stack = vec![(root, Frame::IDENTITY)];
    while let Some((link, frame)) = stack.pop() {
        if out.len() >= tree.links.len() {
            return Err(UrdfError::Cycle {
                link: tree.links[link].name.clone(),
            });
        }
        out.push((link, frame));
        let first = stack.len();
        for &j in &tree.links[link].children {
            let joint = &tree.joints[j];
            if joint.kind == Kind::Fixed {
                stack.push((joint.child, frame.then(joint.xyz, joint.rpy)));
            } else if !on_chain[j] {
                ignored.push(joint.name.clone());
            }
        }
        // The first child in file order is visited first.
        stack[first..].reverse();
    }
    Ok(out)
}

/// The rigid body of movable joint `j`: the links of `frames` (frames relative to the joint's
/// child link) merged.
fn merge_body(tree: &Tree, j: usize, frames: &[(usize, Frame)]) -> Result<Body, UrdfError> {
    let joint = &tree.joints[j];
    let child = &tree.links[joint.child];
    // (mass, centre of mass, inertia about it) of each contributing link, in the body frame.
    let mut parts: Vec<(f64, [f64; 3], [[f64; 3]; 3])> = Vec::new();
    for (l, frame) in frames {
        let link = &tree.links[*l];
        let Some(inertial) = &link.inertial else {
            continue;
        };
        check_inertial(&link.name, inertial)?;
        let at = frame.then(inertial.xyz, inertial.rpy);
        let inertia = if at.rotated {
            let r = at.rot;
            mat_mul(&r, &mat_mul(&inertial.inertia, &transpose(&r)))
        } else {
            inertial.inertia
        };
        parts.push((inertial.mass, at.pos, inertia));
    }
    let (mass, com, inertia) = match parts.as_slice() {
        [] => {
            return Err(UrdfError::MissingInertial {
                link: child.name.clone(),
                joint: joint.name.clone(),
                line: child.line,
            })
        }
        [one] => *one,
        _ => {
            let mass: f64 = parts.iter().map(|p| p.0).sum();
            let mut com = [0.0; 3];
            if mass > 0.0 {
                for (m, c, _) in &parts {
                    for (a, x) in com.iter_mut().zip(c) {
                        *a += m * x;
                    }
                }
                com = com.map(|x| x / mass);
            }
            let mut inertia = [[0.0; 3]; 3];
            for (m, c, i) in &parts {
                let d = [c[0] - com[0], c[1] - com[1], c[2] - com[2]];
                let d2 = d[0] * d[0] + d[1] * d[1] + d[2] * d[2];
                for r in 0..3 {
                    for s in 0..3 {
                        let delta = if r == s { d2 } else { 0.0 };
                        inertia[r][s] += i[r][s] + m * (delta - d[r] * d[s]);
                    }
                }
            }
            (mass, com, inertia)
        }
    };
    // Rotations leave rounding-level asymmetry; the inertia is symmetric by definition.
    let mut sym = inertia;
    for r in 0..3 {
        for s in 0..3 {
            sym[r][s] = 0.5 * (inertia[r][s] + inertia[s][r]);
        }
    }
    Ok(Body::new(child.name.clone(), mass, com, sym))
}

fn check_inertial(link: &str, i: &Inertial) -> Result<(), UrdfError> {
    let bad = |problem| {
        Err(UrdfError::NonPhysicalInertial {
            link: link.to_owned(),
            problem,
            line: i.line,
        })
    };
    if i.mass < 0.0 {
        return bad(InertialProblem::NegativeMass(i.mass));
    }
    match crate::validate::check_inertia(0, link, &i.inertia) {
        Ok(()) => Ok(()),
        Err(ModelError::InertiaNotPositiveSemidefinite { eigenvalues, .. }) => {
            bad(InertialProblem::NotPositiveSemidefinite(eigenvalues))
        }
        Err(ModelError::InertiaTriangleInequality {
            principal_moments, ..
        }) => bad(InertialProblem::TriangleInequality(principal_moments)),
        // Symmetric by construction (six attributes): no other error can occur.
        Err(e) => Err(UrdfError::Model(e)),
    }
}

#[cfg(test)]
mod tests;
