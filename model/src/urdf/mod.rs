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
//! Links are found by name through an index, and the leaves of a tree, the paths to its tips and
//! the body each joint hangs on are each found in one pass: a tree at the link and joint limits
//! (a stem of 4 999 fixed links, a hub and 4 999 revolute leaves on it, 2.5 MB) imports in 0.12 s
//! (release build, 2 cores; `cargo bench -p chaindyn-model --bench urdf_import`).
//!
//! `<safety_controller>`, `<calibration>`, `<transmission>` and `<gazebo>` are ignored.
//!
//! [`JointKind::Revolute`]: crate::JointKind::Revolute
//! [`JointKind::Prismatic`]: crate::JointKind::Prismatic
//! [`JointDynamics`]: crate::JointDynamics
//! [`JointDynamics::armature`]: crate::JointDynamics::armature

mod error;
mod import;
mod merge;
mod transform;
mod tree;
mod xml;

pub use error::{ChainEnd, InertialProblem, UrdfError};
pub use xml::{
    MAX_INPUT_BYTES, MAX_JOINTS, MAX_LINKS, MAX_XML_ATTRIBUTES, MAX_XML_DEPTH, MAX_XML_NAMESPACES,
    MAX_XML_NODES,
};

use crate::{Body, Chain};
use import::import;
use xml::Limits;

/// Gravity given to an imported chain: `[0, 0, -9.81]` (ROS convention, REP 103: `z` up).
pub const URDF_GRAVITY: [f64; 3] = [0.0, 0.0, -9.81];

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
    /// The base link and the links fixed to it merged into one body, in the base link's frame
    /// (massless when none of them has an `<inertial>`): the body a floating base carries
    /// (`chaindyn::FloatingMultibody`); or why their `<inertial>`s make no rigid body
    /// ([`UrdfError::NonPhysicalInertial`]), which matters only on a floating base (a fixed
    /// base never moves them).
    pub base_body: Result<Body, UrdfError>,
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
    /// The tip link (of a tree: the last of [`UrdfChain::leaves`]).
    pub tip: String,
    /// The links at the ends: the tip of a serial chain; of a tree, the child link of each
    /// movable joint below which no other hangs (or the tips asked for), in joint order.
    pub leaves: Vec<String>,
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

    /// Imports the kinematic tree below link `base` of a URDF robot description: every movable
    /// joint of its subtree (`tips` empty), or those on the paths from `base` to each of `tips`.
    /// The joints are numbered as Pinocchio's URDF parser numbers them, so that every quantity
    /// compares with it column for column: depth first from the base, the child joints of each
    /// link in the order of their names (not of the file: a hand's `joint_12` comes before its
    /// `joint_4`). Links fixed to a body are merged into it as in [`Chain::from_urdf_str`];
    /// `<mimic>` joints are imported as independent joints, as Pinocchio does.
    ///
    /// `base = None` takes the root link of the tree. The chain has gravity [`URDF_GRAVITY`],
    /// relative angles and [`Chain::parents`] set, and passes [`Chain::validate`]; a serial
    /// description gives the same chain as [`Chain::from_urdf_str`].
    pub fn tree_from_urdf_str<'a>(
        xml: &str,
        base: impl Into<Option<&'a str>>,
        tips: &[&str],
    ) -> Result<UrdfChain, UrdfError> {
        import::import_tree(xml, base.into(), tips, &Limits::DEFAULT)
    }

    /// The description `#[chain(urdf = .., base = .., tip = .. | tips = [..])]` and `chaindyn
    /// generate --urdf` import: the tree on the paths from `base` to `tips` when `tips` is not
    /// empty ([`Chain::tree_from_urdf_str`]; `tip` is then not read: the derive refuses both);
    /// else the chain from `base` to `tip` ([`Chain::from_urdf_str`]), or, without `tip`, the
    /// chain below `base` while the file does not branch and the whole tree below it where it
    /// does.
    pub fn description_from_urdf_str(
        xml: &str,
        base: Option<&str>,
        tip: Option<&str>,
        tips: &[&str],
    ) -> Result<UrdfChain, UrdfError> {
        if !tips.is_empty() {
            return Chain::tree_from_urdf_str(xml, base, tips);
        }
        match Chain::from_urdf_str(xml, base, tip) {
            Err(UrdfError::BranchingTree { .. }) if tip.is_none() => {
                Chain::tree_from_urdf_str(xml, base, &[])
            }
            r => r,
        }
    }
}

#[cfg(test)]
mod tests;
#[cfg(test)]
mod tree_tests;
