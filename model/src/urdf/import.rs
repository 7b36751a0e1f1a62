//! The import proper: the path from the base to the tip, its movable joints with their merged
//! bodies, limits and frames, as a [`UrdfChain`].

use super::error::{invalid, ChainEnd, UrdfError};
use super::merge::{fixed_subtree, merge_body, subtree_moves, Visit};
use super::tree::{parse_tree, Kind, Tree};
use super::xml::Limits;
use super::{JointLimits, UrdfChain, URDF_GRAVITY};
use crate::math::matrix_to_rpy;
use crate::{AngleConvention, Chain, Joint, JointKind, Link};

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
