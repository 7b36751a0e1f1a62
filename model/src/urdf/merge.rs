//! Fixed joints: the links attached to a body by fixed joints, and their inertial data merged
//! into one rigid body.

use super::error::{InertialProblem, UrdfError};
use super::transform::{transpose, Frame};
use super::tree::{Inertial, Kind, Tree};
use crate::math::mat_mul;
use crate::{Body, ModelError};

/// The state of a link in [`subtree_moves`], kept across calls (memoisation).
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) enum Visit {
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
pub(super) fn subtree_moves(
    tree: &Tree,
    link: usize,
    visits: &mut [Visit],
) -> Result<bool, UrdfError> {
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
pub(super) fn fixed_subtree(
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
pub(super) fn merge_body(
    tree: &Tree,
    j: usize,
    frames: &[(usize, Frame)],
) -> Result<Body, UrdfError> {
    let joint = &tree.joints[j];
    let child = &tree.links[joint.child];
    match merged_inertia(tree, frames)? {
        Some((mass, com, inertia)) => Ok(Body::new(child.name.clone(), mass, com, inertia)),
        None => Err(UrdfError::MissingInertial {
            link: child.name.clone(),
            joint: joint.name.clone(),
            line: child.line,
        }),
    }
}

/// The body of a floating base: link `base` and the links fixed to it (`frames`, in its frame)
/// merged as [`merge_body`] merges a joint's; massless when none of them has an `<inertial>`
/// (the robot's mass is then all on its joints' bodies).
pub(super) fn merge_base(
    tree: &Tree,
    base: usize,
    frames: &[(usize, Frame)],
) -> Result<Body, UrdfError> {
    let (mass, com, inertia) =
        merged_inertia(tree, frames)?.unwrap_or((0.0, [0.0; 3], [[0.0; 3]; 3]));
    Ok(Body::new(tree.links[base].name.clone(), mass, com, inertia))
}

/// The mass, centre of mass and inertia about it of the links `frames` (each with its frame in
/// the body's) together, in the body's frame; `None` when none has an `<inertial>`.
#[allow(clippy::type_complexity)]
fn merged_inertia(
    tree: &Tree,
    frames: &[(usize, Frame)],
) -> Result<Option<(f64, [f64; 3], [[f64; 3]; 3])>, UrdfError> {
    // (mass, centre of mass, inertia about it) of each contributing link, in the body frame.
    let mut parts: Vec<(f64, [f64; 3], [[f64; 3]; 3])> = Vec::new();
    let mut given: Vec<(&str, &Inertial)> = Vec::new();
    for (l, frame) in frames {
        let link = &tree.links[*l];
        let Some(inertial) = &link.inertial else {
            continue;
        };
        check_mass(&link.name, inertial)?;
        given.push((&link.name, inertial));
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
        [] => return Ok(None),
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
            // Halved first: the sum of two entries near f64's limit would overflow.
            sym[r][s] = 0.5 * inertia[r][s] + 0.5 * inertia[s][r];
        }
    }
    let finite = mass.is_finite()
        && com.iter().all(|x| x.is_finite())
        && sym.iter().flatten().all(|x| x.is_finite());
    if !finite {
        let (link, inertial) = given[0];
        return Err(UrdfError::NonPhysicalInertial {
            link: link.to_owned(),
            problem: InertialProblem::Overflow,
            line: inertial.line,
        });
    }
    // The rigid body must be physical; a link fixed into it need not be on its own (the
    // placeholder inertias of feet, cameras and dummy links, `1e-6` in every entry, that
    // descriptions fix to a real body). A sum of physical inertias is physical, so when the
    // body is not, one of its links is not: that link is named.
    if crate::validate::check_inertia(0, "", mass, &com, &sym).is_err() {
        for (name, inertial) in &given {
            check_inertial(name, inertial)?;
        }
        if let Some((name, inertial)) = given.first() {
            let merged = Inertial {
                line: inertial.line,
                mass,
                xyz: com,
                rpy: [0.0; 3],
                inertia: sym,
            };
            check_inertial(name, &merged)?;
        }
    }
    // Rounding within the check's tolerance (a CAD export's `-5.4e-20`) removed.
    Ok(Some((mass, com, crate::nearest_physical_inertia(&sym))))
}

/// The mass of link `link`'s `<inertial>`: `>= 0` ([`UrdfError::NonPhysicalInertial`]).
fn check_mass(link: &str, i: &Inertial) -> Result<(), UrdfError> {
    if crate::is_valid_mass(i.mass) {
        Ok(())
    } else {
        Err(UrdfError::NonPhysicalInertial {
            link: link.to_owned(),
            problem: InertialProblem::NegativeMass(i.mass),
            line: i.line,
        })
    }
}

/// An `<inertial>` of link `link` that a rigid body can have: mass `>= 0`, inertia positive
/// semi-definite and within the triangle inequality ([`UrdfError::NonPhysicalInertial`]):
/// checked on each rigid body ([`merged_inertia`]: the links fixed together), and on its links
/// to name the one that makes it non-physical.
fn check_inertial(link: &str, i: &Inertial) -> Result<(), UrdfError> {
    let bad = |problem| {
        Err(UrdfError::NonPhysicalInertial {
            link: link.to_owned(),
            problem,
            line: i.line,
        })
    };
    if !crate::is_valid_mass(i.mass) {
        return bad(InertialProblem::NegativeMass(i.mass));
    }
    match crate::validate::check_inertia(0, link, i.mass, &i.xyz, &i.inertia) {
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
