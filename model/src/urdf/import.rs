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
    let base = find_base(&tree, base)?;

    // The joints of the path, base outwards.
    let path: Vec<usize> = match tip {
        Some(t) => {
            let tip = find_link(&tree, t, ChainEnd::Tip)?;
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
    let movable: Vec<usize> = path
        .iter()
        .copied()
        .filter(|&j| joints[j].kind != Kind::Fixed)
        .collect();
    build(&tree, base, movable, vec![tip], true)
}

/// The tree below `base` (every movable joint of its subtree, `tips` empty) or the union of the
/// paths from `base` to `tips`, its movable joints in Pinocchio's order: depth first from the
/// base, the child joints of each link in the order of their names.
pub(crate) fn import_tree(
    xml: &str,
    base: Option<&str>,
    tips: &[&str],
    limits: &Limits,
) -> Result<UrdfChain, UrdfError> {
    let tree = parse_tree(xml, limits)?;
    let base = find_base(&tree, base)?;
    let mut wanted = vec![tips.is_empty(); tree.joints.len()];
    // For each joint, the tip (its index in `tips`) whose path first took it; a later tip's
    // walk up stops there, since the rest of the way to the base is known (and wanted), so the
    // walks take each joint once.
    let mut taken_by = vec![usize::MAX; tree.joints.len()];
    let mut leaves = Vec::new();
    for (k, &t) in tips.iter().enumerate() {
        let tip = find_link(&tree, t, ChainEnd::Tip)?;
        let mut at = tip;
        let mut steps = 0;
        while at != base {
            let Some(j) = tree.links[at].parent else {
                return Err(UrdfError::TipNotBelowBase {
                    base: tree.links[base].name.clone(),
                    tip: tree.links[tip].name.clone(),
                });
            };
            if taken_by[j] < k {
                break;
            }
            taken_by[j] = k;
            wanted[j] = true;
            steps += 1;
            if steps > tree.joints.len() {
                return Err(UrdfError::Cycle {
                    link: tree.links[at].name.clone(),
                });
            }
            at = tree.joints[j].parent;
        }
        leaves.push(tip);
    }
    let order = depth_first(&tree, base)?;
    let is_movable: Vec<bool> = (0..tree.joints.len())
        .map(|j| wanted[j] && tree.joints[j].kind != Kind::Fixed)
        .collect();
    if tips.is_empty() {
        // The leaves: the bodies no other selected joint hangs below. One pass down the tree
        // (parents before children) with, for each link, the nearest selected joint at or above
        // it (below the base): each selected joint marks the body of the one above it.
        let mut above: Vec<Option<usize>> = vec![None; tree.links.len()];
        let mut has_child = vec![false; tree.links.len()];
        for &j in &order {
            let joint = &tree.joints[j];
            let nearest = above[joint.parent];
            above[joint.child] = if is_movable[j] {
                if let Some(p) = nearest {
                    has_child[tree.joints[p].child] = true;
                }
                Some(j)
            } else {
                nearest
            };
        }
        leaves = order
            .iter()
            .filter(|&&j| is_movable[j])
            .map(|&j| tree.joints[j].child)
            .filter(|&l| !has_child[l])
            .collect();
        if leaves.is_empty() {
            leaves.push(base);
        }
    }
    let movable: Vec<usize> = order.into_iter().filter(|&j| is_movable[j]).collect();
    build(&tree, base, movable, leaves, false)
}

/// The joints of the subtree below `base` in depth-first order, the child joints of each link
/// sorted by name (how Pinocchio's URDF parser numbers a tree's joints).
fn depth_first(tree: &Tree, base: usize) -> Result<Vec<usize>, UrdfError> {
    let mut out = Vec::new();
    let sorted = |link: usize| {
        let mut c = tree.links[link].children.clone();
        c.sort_by(|&a, &b| tree.joints[a].name.cmp(&tree.joints[b].name));
        c
    };
    let mut stack: Vec<usize> = sorted(base).into_iter().rev().collect();
    while let Some(j) = stack.pop() {
        out.push(j);
        if out.len() > tree.joints.len() {
            return Err(UrdfError::Cycle {
                link: tree.links[tree.joints[j].child].name.clone(),
            });
        }
        stack.extend(sorted(tree.joints[j].child).into_iter().rev());
    }
    Ok(out)
}

/// The base link: `name`, or the root of the tree without one (an error where there is none, or
/// several).
fn find_base(tree: &Tree, name: Option<&str>) -> Result<usize, UrdfError> {
    let links = &tree.links;
    if let Some(b) = name {
        return find_link(tree, b, ChainEnd::Base);
    }
    let roots: Vec<usize> = (0..links.len())
        .filter(|&i| links[i].parent.is_none())
        .collect();
    match roots.as_slice() {
        [r] => Ok(*r),
        [] => match links.first() {
            Some(l) => Err(UrdfError::Cycle {
                link: l.name.clone(),
            }),
            None => invalid(1, "the robot has no <link>"),
        },
        _ => Err(UrdfError::MultipleRoots {
            roots: roots.iter().map(|&i| links[i].name.clone()).collect(),
        }),
    }
}

/// The link called `name`, or [`UrdfError::UnknownLink`] listing the known ones.
fn find_link(tree: &Tree, name: &str, end: ChainEnd) -> Result<usize, UrdfError> {
    tree.link_index
        .get(name)
        .copied()
        .ok_or_else(|| UrdfError::UnknownLink {
            end,
            name: name.to_owned(),
            known: tree.links.iter().map(|l| l.name.clone()).collect(),
        })
}

/// The chain of the `movable` joints (parents before children) below `base`: each joint's body
/// merged with the links fixed to it, its placement on its parent body (the nearest movable
/// joint above it, or the base), limits and frames. `mimic_is_error` refuses `<mimic>` joints
/// (the serial import); the tree import takes them as independent joints, as Pinocchio does.
fn build(
    tree: &Tree,
    base: usize,
    movable: Vec<usize>,
    leaves: Vec<usize>,
    mimic_is_error: bool,
) -> Result<UrdfChain, UrdfError> {
    let links = &tree.links;
    let joints = &tree.joints;
    let tip = *leaves.last().unwrap_or(&base);
    let tip_name = links[tip].name.clone();
    let base_name = links[base].name.clone();
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
        if let (true, Some(m)) = (mimic_is_error, &joint.mimic) {
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
    let base_frames = fixed_subtree(tree, base, &on_chain, &mut ignored_joints)?;
    // Where each link's frame is: the body it is fixed to (`None`: the base) and its place in
    // that body's frames. A link is fixed to one body at most; should one be listed twice, the
    // latest body and its first place in it count.
    let mut frame_of: Vec<Option<(Option<usize>, usize)>> = vec![None; links.len()];
    for (k, (l, _)) in base_frames.iter().enumerate().rev() {
        frame_of[*l] = Some((None, k));
    }
    // The links fixed to each body (and to the base) with their frames in the body's frame.
    let mut body_frames: Vec<Vec<(usize, super::transform::Frame)>> = Vec::new();
    let mut parents: Vec<Option<usize>> = Vec::new();
    let mut out_links = Vec::new();
    let mut limits = Vec::new();
    let mut merged = Vec::new();
    let mut named_frames = Vec::new();
    for &j in &movable {
        let joint = &joints[j];
        // The joint's parent link is fixed to an earlier body (or to the base).
        let (parent, at) = frame_of[joint.parent].ok_or_else(|| UrdfError::Cycle {
            link: links[joint.parent].name.clone(),
        })?;
        let parent_frame = parent.map_or(&base_frames, |p| &body_frames[p])[at].1;
        let placed = parent_frame.then(joint.xyz, joint.rpy);
        let origin_rpy = if parent_frame.rotated {
            matrix_to_rpy(&placed.rot)
        } else {
            joint.rpy
        };
        let frames = fixed_subtree(tree, joint.child, &on_chain, &mut ignored_joints)?;
        let body = merge_body(tree, j, &frames)?;
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
        parents.push(parent);
        for (k, (l, _)) in frames.iter().enumerate().rev() {
            frame_of[*l] = Some((Some(body_frames.len()), k));
        }
        body_frames.push(frames);
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
    let base_body = super::merge::merge_base(tree, base, &base_frames);
    let chain = Chain::new(out_links, URDF_GRAVITY, AngleConvention::Relative)
        .with_parents(parents)
        .with_frames(named_frames);
    chain.validate()?;
    Ok(UrdfChain {
        robot: tree.robot.clone(),
        chain,
        base_body,
        limits,
        merged,
        ignored_joints,
        base: base_name,
        tip: tip_name,
        leaves: leaves.iter().map(|&l| links[l].name.clone()).collect(),
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
