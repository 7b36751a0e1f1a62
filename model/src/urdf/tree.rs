//! The file's link tree: the `<link>`s and `<joint>`s of a URDF as read, with their inertial
//! data, limits and dynamics, checked to form a tree.

use super::error::{invalid, UrdfError};
use super::xml::{child, line_of, number, origin, parse_document, required, triple, Limits, Lines};
use super::JointLimits;
use crate::JointDynamics;
use std::collections::HashMap;

/// A URDF joint type (`<joint type>`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Kind {
    Revolute,
    Continuous,
    Prismatic,
    Fixed,
    Floating,
    Planar,
}

impl Kind {
    /// The type as URDF spells it.
    pub(super) fn name(self) -> &'static str {
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

/// A link's `<inertial>`: mass, centre of mass frame and inertia as written.
#[derive(Debug, Clone)]
pub(super) struct Inertial {
    pub(super) line: u32,
    pub(super) mass: f64,
    pub(super) xyz: [f64; 3],
    pub(super) rpy: [f64; 3],
    pub(super) inertia: [[f64; 3]; 3],
}

/// A `<link>`.
#[derive(Debug)]
pub(super) struct ULink {
    pub(super) name: String,
    pub(super) line: u32,
    pub(super) inertial: Option<Inertial>,
    /// Index of the parent joint.
    pub(super) parent: Option<usize>,
    /// Indices of the child joints, in file order.
    pub(super) children: Vec<usize>,
}

/// A `<joint>`; `parent` and `child` index the links.
#[derive(Debug)]
pub(super) struct UJoint {
    pub(super) name: String,
    pub(super) line: u32,
    pub(super) kind: Kind,
    pub(super) parent: usize,
    pub(super) child: usize,
    pub(super) xyz: [f64; 3],
    pub(super) rpy: [f64; 3],
    pub(super) axis: [f64; 3],
    pub(super) limits: JointLimits,
    pub(super) dynamics: JointDynamics,
    pub(super) mimic: Option<String>,
}

/// The robot: its links and joints in file order.
pub(super) struct Tree {
    pub(super) robot: String,
    pub(super) links: Vec<ULink>,
    pub(super) joints: Vec<UJoint>,
    /// The index of each link by name (names are unique).
    pub(super) link_index: HashMap<String, usize>,
}

/// Reads the file's `<robot>`: its links, then its joints, checked to form a tree.
pub(super) fn parse_tree(xml: &str, limits: &Limits) -> Result<Tree, UrdfError> {
    let doc = parse_document(xml, limits)?;
    let lines = Lines::new(xml);
    let root = doc.root_element();
    check_robot(&lines, root, limits)?;
    let robot = root.attribute("name").unwrap_or_default().to_owned();
    let (mut links, link_index) = parse_links(&lines, root)?;
    let joints = parse_joints(&lines, root, &mut links, &link_index)?;
    check_reachable(&links, &joints)?;
    Ok(Tree {
        robot,
        links,
        joints,
        link_index,
    })
}

/// Checks that the root element is `<robot>` and that it has no more links and joints than
/// `limits` allow.
fn check_robot(lines: &Lines, root: roxmltree::Node, limits: &Limits) -> Result<(), UrdfError> {
    if root.tag_name().name() != "robot" {
        return invalid(
            line_of(lines, root),
            format!(
                "the root element is <{}>, not <robot>",
                root.tag_name().name()
            ),
        );
    }
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
    Ok(())
}

/// The `<link>`s in file order, with the index of each by name; two with one name are refused.
fn parse_links(
    lines: &Lines,
    root: roxmltree::Node,
) -> Result<(Vec<ULink>, HashMap<String, usize>), UrdfError> {
    let mut links: Vec<ULink> = Vec::new();
    let mut link_index: HashMap<String, usize> = HashMap::new();
    for node in root
        .children()
        .filter(|c| c.is_element() && c.tag_name().name() == "link")
    {
        let line = line_of(lines, node);
        let name = required(node, "name", line, "a <link>")?;
        if link_index.contains_key(name) {
            return Err(UrdfError::DuplicateName {
                element: "link",
                name: name.to_owned(),
                line,
            });
        }
        let inertial = match child(node, "inertial") {
            Some(i) => Some(parse_inertial(lines, name, i)?),
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
    Ok((links, link_index))
}

/// The `<joint>`s in file order, each hung on its links (their `parent` and `children` set); two
/// with one name, a joint on a single link and a link with two parent joints are refused.
fn parse_joints(
    lines: &Lines,
    root: roxmltree::Node,
    links: &mut [ULink],
    link_index: &HashMap<String, usize>,
) -> Result<Vec<UJoint>, UrdfError> {
    let mut joints: Vec<UJoint> = Vec::new();
    let mut joint_names: HashMap<String, usize> = HashMap::new();
    for node in root
        .children()
        .filter(|c| c.is_element() && c.tag_name().name() == "joint")
    {
        let line = line_of(lines, node);
        let name = required(node, "name", line, "a <joint>")?;
        if joint_names.contains_key(name) {
            return Err(UrdfError::DuplicateName {
                element: "joint",
                name: name.to_owned(),
                line,
            });
        }
        let joint = parse_joint(lines, node, name, line, link_index)?;
        let (parent, child_link) = (joint.parent, joint.child);
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
        joints.push(joint);
    }
    Ok(joints)
}

/// One `<joint>` named `name` at `line`: its type, links, origin, axis, limits, dynamics and
/// mimic, as written.
fn parse_joint(
    lines: &Lines,
    node: roxmltree::Node,
    name: &str,
    line: u32,
    link_index: &HashMap<String, usize>,
) -> Result<UJoint, UrdfError> {
    let what = format!("joint '{name}'");
    let kind = parse_kind(required(node, "type", line, &what)?, line, &what)?;
    let link_ref = |tag: &str| -> Result<usize, UrdfError> {
        let n = child(node, tag).ok_or_else(|| UrdfError::Invalid {
            line,
            message: format!("{what} has no <{tag} link=\"..\"/>"),
        })?;
        let l = required(
            n,
            "link",
            line_of(lines, n),
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
    let (xyz, rpy) = origin(lines, node, &what)?;
    let axis = match child(node, "axis") {
        Some(a) => match a.attribute("xyz") {
            Some(t) => triple(t, line_of(lines, a), &format!("{what} <axis xyz>"))?,
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
    let limits = parse_limits(lines, node, kind, name, &what)?;
    let dynamics = parse_dynamics(lines, node, name, &what)?;
    let mimic = match child(node, "mimic") {
        Some(m) => Some(
            required(
                m,
                "joint",
                line_of(lines, m),
                &format!("the <mimic> of {what}"),
            )?
            .to_owned(),
        ),
        None => None,
    };
    Ok(UJoint {
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
    })
}

/// The joint type `<joint type>` names; `what` names the joint in the error.
fn parse_kind(text: &str, line: u32, what: &str) -> Result<Kind, UrdfError> {
    Ok(match text {
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
    })
}

/// A joint's `<limit>` (unbounded without one; `lower` and `upper` read for revolute and
/// prismatic joints only), refused when `lower > upper` or a velocity or effort is negative.
fn parse_limits(
    lines: &Lines,
    node: roxmltree::Node,
    kind: Kind,
    name: &str,
    what: &str,
) -> Result<JointLimits, UrdfError> {
    let mut limits = JointLimits::UNBOUNDED;
    if let Some(l) = child(node, "limit") {
        let l_line = line_of(lines, l);
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
    Ok(limits)
}

/// A joint's `<dynamics>` damping and friction (ideal without them), each refused when the model
/// does not accept it.
fn parse_dynamics(
    lines: &Lines,
    node: roxmltree::Node,
    name: &str,
    what: &str,
) -> Result<JointDynamics, UrdfError> {
    let mut dynamics = JointDynamics::IDEAL;
    if let Some(d) = child(node, "dynamics") {
        let d_line = line_of(lines, d);
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
    Ok(dynamics)
}

/// Checks that every link hangs below a root: a link that cannot be reached from one is on a
/// cycle (or below one), since no link has two parents.
fn check_reachable(links: &[ULink], joints: &[UJoint]) -> Result<(), UrdfError> {
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
    Ok(())
}

pub(super) fn parse_inertial(
    lines: &Lines,
    link: &str,
    node: roxmltree::Node,
) -> Result<Inertial, UrdfError> {
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
