//! The chain description's types: joints, bodies, links, the chain and its numbers' display
//! (with `std`; the crate root re-exports them).

use crate::{math, validate, Frame, JointDynamics, ModelError, AXIS_MIN_NORM};

/// An `f64` written for a message: as `{}` writes it where that is short (0, and magnitudes from
/// `1e-5` to below `1e16`), with an exponent otherwise (`1e-320`, not its 322 digits).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Number(pub f64);

impl std::fmt::Display for Number {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let x = self.0;
        if x == 0.0 || !x.is_finite() || (1e-5..1e16).contains(&x.abs()) {
            write!(f, "{x}")
        } else {
            write!(f, "{x:e}")
        }
    }
}

/// The kind of a one degree of freedom joint.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum JointKind {
    /// Rotation by `q` radians about the (normalised) axis, right-handed.
    Revolute,
    /// Translation by `q` along the (normalised) axis.
    Prismatic,
}

/// A one degree of freedom joint placed in the parent body frame (URDF convention).
#[derive(Debug, Clone, PartialEq)]
pub struct Joint {
    /// Joint name, unique within the chain.
    pub name: String,
    /// Revolute or prismatic.
    pub kind: JointKind,
    /// Joint axis in the joint frame; any finite non-zero vector (it is normalised).
    pub axis: [f64; 3],
    /// Translation of the joint frame in the parent body frame.
    pub origin_xyz: [f64; 3],
    /// Roll, pitch, yaw of the joint frame relative to the parent body frame
    /// (see [`rpy_to_matrix`]).
    pub origin_rpy: [f64; 3],
    /// Armature, damping and friction of the joint ([`JointDynamics::IDEAL`] for none); see
    /// [`joint_dynamics`] for how they enter the equations of motion.
    pub dynamics: JointDynamics,
}

impl Joint {
    /// A revolute joint about `axis` with its frame at the parent body frame origin.
    pub fn revolute(name: impl Into<String>, axis: [f64; 3]) -> Self {
        Joint {
            name: name.into(),
            kind: JointKind::Revolute,
            axis,
            origin_xyz: [0.0; 3],
            origin_rpy: [0.0; 3],
            dynamics: JointDynamics::IDEAL,
        }
    }

    /// A prismatic joint along `axis` with its frame at the parent body frame origin.
    pub fn prismatic(name: impl Into<String>, axis: [f64; 3]) -> Self {
        Joint {
            kind: JointKind::Prismatic,
            ..Joint::revolute(name, axis)
        }
    }

    /// The same joint with the given origin (translation and roll, pitch, yaw).
    pub fn with_origin(mut self, xyz: [f64; 3], rpy: [f64; 3]) -> Self {
        self.origin_xyz = xyz;
        self.origin_rpy = rpy;
        self
    }

    /// The same joint with the given armature, damping and friction.
    pub fn with_dynamics(mut self, dynamics: JointDynamics) -> Self {
        self.dynamics = dynamics;
        self
    }

    /// The normalised axis, or `None` when the axis is not finite or its norm is below
    /// [`AXIS_MIN_NORM`].
    pub fn unit_axis(&self) -> Option<[f64; 3]> {
        unit_vector(self.axis)
    }
}

/// `v / |v|`, or `None` when `v` is not finite or its norm is below [`AXIS_MIN_NORM`]: the one
/// rule for joint axes (and any other direction given by the user).
pub fn unit_vector(v: [f64; 3]) -> Option<[f64; 3]> {
    if v.iter().any(|x| !x.is_finite()) {
        return None;
    }
    let n = math::norm(v);
    if n.is_normal() {
        // The plain formula wherever it neither overflows nor underflows (the common case; the
        // generated constants depend on its exact rounding).
        return (n >= AXIS_MIN_NORM).then(|| [v[0] / n, v[1] / n, v[2] / n]);
    }
    // Huge components (the squares overflow): scale by an exact power of two first.
    let big = v.iter().fold(0.0f64, |m, x| m.max(x.abs()));
    if big == 0.0 || n < AXIS_MIN_NORM && n.is_finite() {
        return None;
    }
    let s = v.map(|x| x * 2f64.powi(-(big.log2().ceil() as i32)));
    let ns = math::norm(s);
    Some([s[0] / ns, s[1] / ns, s[2] / ns])
}

/// Absolute angles (or rates, accelerations) to relative joint coordinates:
/// `x_rel_0 = x_0`, `x_rel_i = x_i − x_(i−1)`. The one definition of the map, shared by the
/// runtime (numbers) and the code generator (symbolic expressions).
pub fn absolute_to_relative<T>(x: &[T]) -> Vec<T>
where
    T: Clone,
    for<'a> &'a T: std::ops::Sub<&'a T, Output = T>,
{
    (0..x.len())
        .map(|i| {
            if i == 0 {
                x[0].clone()
            } else {
                &x[i] - &x[i - 1]
            }
        })
        .collect()
}

/// Relative joint coordinates to absolute angles: cumulative sums, the inverse of
/// [`absolute_to_relative`].
pub fn relative_to_absolute<T>(x: &[T]) -> Vec<T>
where
    T: Clone,
    for<'a> &'a T: std::ops::Add<&'a T, Output = T>,
{
    let mut out: Vec<T> = Vec::with_capacity(x.len());
    for (i, v) in x.iter().enumerate() {
        let next = if i == 0 { v.clone() } else { &out[i - 1] + v };
        out.push(next);
    }
    out
}

/// The rigid body carried by a link.
#[derive(Debug, Clone, PartialEq)]
pub struct Body {
    /// Body name, unique within the chain.
    pub name: String,
    /// Mass (non-negative).
    pub mass: f64,
    /// Centre of mass in the body frame.
    pub com: [f64; 3],
    /// Rotational inertia about the centre of mass, in the body frame (row major,
    /// symmetric positive semi-definite, principal moments satisfying the triangle
    /// inequality).
    pub inertia: [[f64; 3]; 3],
}

impl Body {
    /// A body with the given mass properties.
    pub fn new(name: impl Into<String>, mass: f64, com: [f64; 3], inertia: [[f64; 3]; 3]) -> Self {
        Body {
            name: name.into(),
            mass,
            com,
            inertia,
        }
    }

    /// A point mass at `com` (zero rotational inertia).
    pub fn point_mass(name: impl Into<String>, mass: f64, com: [f64; 3]) -> Self {
        Body::new(name, mass, com, [[0.0; 3]; 3])
    }
}

/// A joint and the body it moves.
#[derive(Debug, Clone, PartialEq)]
pub struct Link {
    /// The joint connecting this link to its parent (the previous link or the base).
    pub joint: Joint,
    /// The body moved by the joint.
    pub body: Body,
}

/// The parents of a serial chain of `n` links: `[None, Some(0), .., Some(n - 2)]`.
pub fn serial_parents(n: usize) -> Vec<Option<usize>> {
    (0..n).map(|i| i.checked_sub(1)).collect()
}

/// Whether joint `k` supports link `i` in a tree with these `parents` (`k ∈ κ(i)`: `k` is `i` or
/// one of its ancestors, so moving `k` moves `i`). The one rule of the support sets for the
/// runtime and the code generator. Parents come before their children, so the walk up from `i`
/// stops as soon as it passes below `k`; an index out of range supports nothing.
pub fn supports(parents: &[Option<usize>], k: usize, i: usize) -> bool {
    let mut at = Some(i);
    while let Some(j) = at {
        if j == k {
            return true;
        }
        if j < k {
            return false;
        }
        at = parents.get(j).copied().flatten();
    }
    false
}

/// How the generalized coordinates of a [`Chain`] are measured.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum AngleConvention {
    /// `q_i` is the joint coordinate of joint `i` relative to its parent body.
    Relative,
    /// `q_i` is the angle of link `i` from a fixed direction
    /// (`q_abs_i = q_rel_1 + ... + q_rel_i`); planar revolute chains only.
    Absolute,
}

/// A kinematic tree of links on a fixed base, under uniform gravity; a serial chain is the tree
/// whose every link hangs on the one before it.
#[derive(Debug, Clone, PartialEq)]
pub struct Chain {
    /// The links, from the base outwards: a parent before its children.
    pub links: Vec<Link>,
    /// The parent of each link, Pinocchio's `parents`: `None` for a link on the base, `Some(j)`
    /// for a link on link `j`, which comes before it (`j < i`). A serial chain's is
    /// `[None, Some(0), Some(1), ..]` ([`serial_parents`], what [`Chain::new`] gives);
    /// [`Chain::with_parents`] makes a tree.
    pub parents: Vec<Option<usize>>,
    /// Gravitational acceleration in the world frame (for example `[0.0, 0.0, -9.81]`).
    pub gravity: [f64; 3],
    /// How the generalized coordinates are measured.
    pub convention: AngleConvention,
    /// Named frames fixed to the bodies, besides the bodies' own frames (see [`frames`]).
    pub frames: Vec<Frame>,
}

impl Chain {
    /// A chain from its parts.
    pub fn new(links: Vec<Link>, gravity: [f64; 3], convention: AngleConvention) -> Self {
        Chain {
            parents: serial_parents(links.len()),
            links,
            gravity,
            convention,
            frames: Vec::new(),
        }
    }

    /// The same links as a tree with these parents (see [`Chain::parents`]; checked by
    /// [`Chain::validate`]).
    pub fn with_parents(mut self, parents: Vec<Option<usize>>) -> Self {
        self.parents = parents;
        self
    }

    /// Whether every link hangs on the one before it (the first on the base).
    pub fn is_serial(&self) -> bool {
        self.parents == serial_parents(self.links.len())
    }

    /// Whether joint `k` supports link `i` ([`supports`]).
    pub fn supports(&self, k: usize, i: usize) -> bool {
        supports(&self.parents, k, i)
    }

    /// The same chain with these named frames (replacing any it had).
    pub fn with_frames(mut self, frames: Vec<Frame>) -> Self {
        self.frames = frames;
        self
    }

    /// Number of frames: one per body, then one per named [`Frame`].
    pub fn frame_count(&self) -> usize {
        self.links.len() + self.frames.len()
    }

    /// The name of frame `index` (body frames first, then the named frames), if it exists.
    pub fn frame_name(&self, index: usize) -> Option<&str> {
        let n = self.links.len();
        if index < n {
            Some(&self.links[index].body.name)
        } else {
            self.frames.get(index - n).map(|f| f.name.as_str())
        }
    }

    /// The index of the frame called `name`: a body's frame (`0..dof`) or a named frame
    /// (`dof + k` for `frames[k]`).
    pub fn frame_index(&self, name: &str) -> Option<usize> {
        (0..self.frame_count()).find(|&i| self.frame_name(i) == Some(name))
    }

    /// The body frame `index` is fixed to, and its placement in that body's frame (`None` for a
    /// body's own frame, which is the identity); `None` overall if there is no such frame.
    pub fn frame_placement(&self, index: usize) -> Option<(usize, Option<&Frame>)> {
        let n = self.links.len();
        if index < n {
            Some((index, None))
        } else {
            self.frames.get(index - n).map(|f| (f.body, Some(f)))
        }
    }

    /// Number of degrees of freedom (one per link).
    pub fn dof(&self) -> usize {
        self.links.len()
    }

    /// Structural and physical checks; see [`ModelError`] for the list; the first error found.
    /// Succeeds for every chain that the algorithms of `chaindyn` can work on, except for a
    /// singular mass matrix, which [`check_mass_matrix`] detects.
    pub fn validate(&self) -> Result<(), ModelError> {
        validate::validate(self)
    }

    /// Every error of the chain at once (empty when [`Chain::validate`] succeeds), for tools
    /// that report them all, such as the derive's compile errors.
    pub fn validate_all(&self) -> Vec<ModelError> {
        validate::validate_all(self)
    }

    /// The planarity rule of [`AngleConvention::Absolute`] alone (revolute joints, parallel axes
    /// pointing the same way at `q = 0`, joint frames' `rpy` included); it needs only the joints.
    pub fn check_planar(&self) -> Result<(), ModelError> {
        validate::check_planar(self)
    }

    /// A validated copy of the chain whose joint axes have unit length.
    pub fn normalized(&self) -> Result<Chain, ModelError> {
        self.validate()?;
        let mut out = self.clone();
        for (i, link) in out.links.iter_mut().enumerate() {
            link.joint.axis = link
                .joint
                .unit_axis()
                .ok_or_else(|| ModelError::InvalidAxis {
                    link: i,
                    joint: link.joint.name.clone(),
                    axis: link.joint.axis,
                })?;
        }
        Ok(out)
    }
}

#[cfg(test)]
mod number_tests {
    use super::Number;

    #[test]
    fn numbers_in_messages_are_short_and_read_back_exactly() {
        // As `{}` writes them in the common range, with an exponent beyond it; every form reads
        // back to the same f64 (exact comparison: the shortest round-trip digits).
        for (x, text) in [
            (0.0, "0"),
            (-1.0, "-1"),
            (0.01, "0.01"),
            (2.5e15, "2500000000000000"),
            (1e-320, "1e-320"),
            (-1.5e300, "-1.5e300"),
            (2.2e-308, "2.2e-308"),
            (f64::INFINITY, "inf"),
        ] {
            assert_eq!(Number(x).to_string(), text);
            assert_eq!(text.parse::<f64>().unwrap(), x);
        }
        assert!(Number(f64::MIN_POSITIVE / 3.0).to_string().len() < 30);
    }
}
