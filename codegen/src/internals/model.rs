//! The internal model the front end hands to the derivation: the runtime's own
//! [`chaindyn_model::Chain`] plus, for every number in it, whether it is a build-time constant or
//! a runtime parameter ([`Param`]), and the symbolic view of the chain ([`SymChain`]).

use chaindyn_model::{
    AngleConvention, Body, Chain, Frame, Joint, JointDynamics, JointKind, JointLimits, Link,
};
use proc_macro2::Ident;

/// The fewest joints a subtree needs for its program to be shared with an identical one
/// ([`SymChain::subsystems`]): below that, a program is short enough that calling it once per
/// subtree gains nothing over the whole robot's.
pub const SHARED_SUBTREE_JOINTS: usize = 3;

/// Snap rounding noise of a computed constant (`cos(π/2)`) to the exact 0 or ±1.
pub(crate) fn snap(x: f64) -> f64 {
    if x.abs() < 1e-15 {
        0.0
    } else if (x.abs() - 1.0).abs() < 1e-15 {
        x.signum()
    } else {
        x
    }
}

/// URDF `rpy`: `R = Rz(yaw) Ry(pitch) Rx(roll)`, its entries snapped ([`snap`]).
pub(crate) fn rpy_matrix(rpy: [f64; 3]) -> [[f64; 3]; 3] {
    chaindyn_model::rpy_to_matrix(rpy).map(|row| row.map(snap))
}

/// A number of the model: a constant, or `sign * self.<field>`.
#[derive(Debug, Clone, PartialEq)]
pub enum Param {
    /// A build-time constant.
    Const(f64),
    /// A runtime parameter: `sign * self.fields[index]`.
    Field {
        /// Index into [`Model::params`].
        index: usize,
        /// `1.0` or `-1.0`.
        sign: f64,
    },
}

impl Param {
    /// The value if it is a constant.
    pub fn constant(&self) -> Option<f64> {
        match self {
            Param::Const(c) => Some(*c),
            Param::Field { .. } => None,
        }
    }
}

/// A joint's armature, damping and friction, each a constant or a runtime parameter.
#[derive(Debug, Clone, PartialEq)]
pub struct SymJointDynamics {
    /// Reflected rotor inertia, added to `M`'s diagonal.
    pub armature: Param,
    /// Viscous damping.
    pub damping: Param,
    /// Coulomb friction.
    pub friction: Param,
    /// Smoothing speed of the friction law.
    pub friction_velocity: Param,
}

impl SymJointDynamics {
    /// An ideal joint ([`JointDynamics::IDEAL`]).
    pub fn ideal() -> Self {
        SymJointDynamics::constant(&JointDynamics::IDEAL)
    }

    /// The values as constants (runtime parameters as given).
    pub(crate) fn constant(d: &JointDynamics) -> Self {
        SymJointDynamics {
            armature: Param::Const(d.armature),
            damping: Param::Const(d.damping),
            friction: Param::Const(d.friction),
            friction_velocity: Param::Const(d.friction_velocity),
        }
    }

    /// Whether the joint may lose torque: damping or friction not the constant 0.
    pub fn dissipates(&self) -> bool {
        self.damping != Param::Const(0.0) || self.friction != Param::Const(0.0)
    }

    /// Whether the joint has an armature that is not the constant 0.
    pub fn has_armature(&self) -> bool {
        self.armature != Param::Const(0.0)
    }
}

/// One link with every number kept symbolic-capable.
#[derive(Debug, Clone)]
pub struct SymLink {
    /// Joint type.
    pub kind: JointKind,
    /// Unit joint axis (constant).
    pub axis: [f64; 3],
    /// Joint origin in the parent body frame.
    pub origin: [Param; 3],
    /// Joint frame orientation (constant).
    pub rpy: [f64; 3],
    /// Mass.
    pub mass: Param,
    /// Centre of mass in the body frame.
    pub com: [Param; 3],
    /// Inertia about the centre of mass, body frame (symmetric).
    pub inertia: [[Param; 3]; 3],
    /// The joint's name: the URDF joint's, or `<link name>_joint` for attribute descriptions.
    pub joint_name: String,
    /// Joint limits: the URDF's, unbounded for attribute descriptions.
    pub limits: JointLimits,
    /// The joint's armature, damping and friction.
    pub dynamics: SymJointDynamics,
}

/// A named frame fixed to a body.
#[derive(Debug, Clone)]
pub struct SymFrame {
    /// Its name.
    pub name: String,
    /// The body it is fixed to.
    pub body: usize,
    /// Its origin in the body's frame.
    pub origin: [Param; 3],
    /// Its orientation relative to the body's frame (constant).
    pub rpy: [f64; 3],
}

/// The columns of the generated regressor (`#[chain(regressor = ..)]`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RegressorColumns {
    /// The ten standard inertial parameters of every body (`10 n` columns).
    Bodies,
    /// Those, then every joint's armature, damping and friction (`13 n` columns).
    BodiesAndJoints,
}

impl RegressorColumns {
    /// Whether the joints' columns follow the bodies'.
    pub fn joint_terms(self) -> bool {
        self == RegressorColumns::BodiesAndJoints
    }

    /// The number of columns for `n` degrees of freedom.
    pub fn count(self, n: usize) -> usize {
        if self.joint_terms() {
            13 * n
        } else {
            10 * n
        }
    }

    /// The names of the columns for `n` degrees of freedom, Pinocchio's order, bodies numbered
    /// from 1: `m_1, mc_x_1, mc_y_1, mc_z_1, I_xx_1, I_xy_1, I_yy_1, I_xz_1, I_yz_1, I_zz_1, ..`,
    /// then with the joints' terms `armature_1, damping_1, friction_1, ..`.
    pub fn names(self, n: usize) -> Vec<String> {
        const BODY: [&str; 10] = [
            "m", "mc_x", "mc_y", "mc_z", "I_xx", "I_xy", "I_yy", "I_xz", "I_yz", "I_zz",
        ];
        let mut names: Vec<String> = (1..=n)
            .flat_map(|i| BODY.iter().map(move |p| format!("{p}_{i}")))
            .collect();
        if self.joint_terms() {
            names.extend(
                (1..=n)
                    .flat_map(|i| ["armature", "damping", "friction"].map(|p| format!("{p}_{i}"))),
            );
        }
        names
    }
}

/// The chain with every number constant or a runtime parameter: plain data (no spans), so it
/// can cross to the derivation thread.
#[derive(Debug, Clone)]
pub struct SymChain {
    /// The links, base outwards.
    pub links: Vec<SymLink>,
    /// Each link's parent (`None`: the base), a parent before its children: Pinocchio's
    /// `parents` array. A serial chain's is `[None, Some(0), Some(1), ..]`.
    pub parents: Vec<Option<usize>>,
    /// Gravity vector.
    pub gravity: [Param; 3],
    /// Angle convention.
    pub convention: AngleConvention,
    /// Link names.
    pub names: Vec<String>,
    /// Number of runtime parameters.
    pub n_params: usize,
    /// Named frames besides the bodies' own (the URDF's merged links, `#[frame(..)]`s).
    pub frames: Vec<SymFrame>,
    /// The frames whose task-space code is generated, by frame index (bodies `0..n`, then
    /// `frames`), ascending; empty when the description asks for none.
    pub selected_frames: Vec<usize>,
    /// The regressor's columns, if the description asks for one.
    pub regressor: Option<RegressorColumns>,
    /// With `root_joint = free_flyer`: the body of the free-floating base the links hang from
    /// (Pinocchio's free-flyer root joint); `None` for a fixed base.
    pub floating: Option<SymBody>,
    /// `contacts = ..` of a floating base: each contact's frame index (among the selected
    /// frames) and kind, in the description's order; empty without contacts.
    pub contacts: Vec<(usize, chaindyn_model::ContactKind)>,
}

/// A rigid body with every number kept symbolic-capable: a floating base's.
#[derive(Debug, Clone)]
pub struct SymBody {
    /// Its name (the URDF root link's).
    pub name: String,
    /// Mass.
    pub mass: Param,
    /// Centre of mass in the body frame.
    pub com: [Param; 3],
    /// Inertia about the centre of mass, body frame (symmetric).
    pub inertia: [[Param; 3]; 3],
}

impl SymBody {
    /// The body with constant values.
    pub fn constant(body: &Body) -> Self {
        let c3 = |v: [f64; 3]| v.map(Param::Const);
        SymBody {
            name: body.name.clone(),
            mass: Param::Const(body.mass),
            com: c3(body.com),
            inertia: body.inertia.map(c3),
        }
    }
}

impl SymChain {
    /// Velocity (tangent) coordinates: the joints, and the base's six with a floating base.
    pub fn nv(&self) -> usize {
        self.links.len() + if self.floating.is_some() { 6 } else { 0 }
    }

    /// Configuration coordinates: the joints, and the base's seven (position, quaternion) with
    /// a floating base.
    pub fn nq(&self) -> usize {
        self.links.len() + if self.floating.is_some() { 7 } else { 0 }
    }

    /// The entries of `M` on and above its diagonal that the tree does not make zero: a joint
    /// and each joint on its path to the base (`n(n + 1)/2` on a chain), and with a floating base
    /// the base's `6 × 6` block and its six entries with every joint.
    pub fn mass_entries(&self) -> usize {
        let mut depth = vec![0; self.parents.len()];
        for (j, p) in self.parents.iter().enumerate() {
            depth[j] = 1 + p.map_or(0, |p| depth[p]);
        }
        let joints: usize = depth.iter().sum();
        match self.floating {
            Some(_) => 21 + 6 * self.links.len() + joints,
            None => joints,
        }
    }

    /// Degrees of freedom.
    pub fn dof(&self) -> usize {
        self.links.len()
    }

    /// Whether every link's parent is the link before it.
    pub fn is_serial(&self) -> bool {
        self.parents
            .iter()
            .enumerate()
            .all(|(i, p)| *p == i.checked_sub(1))
    }

    /// The most joints on one path from the base (a chain: its degrees of freedom).
    pub fn depth(&self) -> usize {
        (0..self.links.len())
            .map(|i| self.path(i).len())
            .max()
            .unwrap_or(0)
    }

    /// Link `i`'s parent (`None`: the base).
    pub fn parent(&self, i: usize) -> Option<usize> {
        self.parents[i]
    }

    /// Link `i` and its ancestors, `i` first, the root last (Pinocchio's support of `i`,
    /// reversed).
    pub fn path(&self, i: usize) -> Vec<usize> {
        let mut out = vec![i];
        let mut k = i;
        while let Some(p) = self.parents[k] {
            out.push(p);
            k = p;
        }
        out
    }

    /// Whether link `j` is `i` or one of its ancestors.
    pub fn supports(&self, j: usize, i: usize) -> bool {
        chaindyn_model::supports(&self.parents, j, i)
    }

    /// The independent blocks of a tree with several joints on its (fixed) base, as `(first
    /// link, links)`: the subtree of each such joint, when each is the run of links from it to
    /// the next (as in depth-first order). No body of one block supports a body of another, so
    /// `M`, `M⁻¹`, `∂τ/∂q`, `∂τ/∂q̇` and `∂g/∂q` are zero between blocks. Empty for a chain, a
    /// tree with one joint on its base, or subtrees that interleave.
    pub fn independent_blocks(&self) -> Vec<(usize, usize)> {
        let n = self.links.len();
        let roots = self.children(None);
        if roots.len() < 2 {
            return Vec::new();
        }
        let mut blocks = Vec::with_capacity(roots.len());
        let mut next = 0;
        for (k, &root) in roots.iter().enumerate() {
            let end = roots.get(k + 1).copied().unwrap_or(n);
            if root != next || (root..end).any(|i| !self.supports(root, i)) {
                return Vec::new();
            }
            blocks.push((root, end - root));
            next = end;
        }
        blocks
    }

    /// The subtrees of [`Self::independent_blocks`] as models of their own, grouped by their
    /// dynamics, when two or more of them are the same: `(first link of each member, the
    /// subtree)`, the groups in the order of their first member. Each subtree is expressed in
    /// its first joint's frame (that joint at the origin, unrotated, gravity turned into the
    /// frame): where two subtrees hang from a fixed base at different places and orientations
    /// but have the same joints, bodies, losses and gravity in that frame (a dual-arm robot's
    /// arms), their `M`, forces and derivatives in joint coordinates are the same functions.
    ///
    /// Empty unless the base is fixed, every number is a build-time constant, the angles are
    /// relative, and some group has two or more members of at least
    /// [`SHARED_SUBTREE_JOINTS`] joints.
    pub fn subsystems(&self) -> Vec<(Vec<usize>, SymChain)> {
        let blocks = self.independent_blocks();
        let constant = self.n_params == 0 && self.gravity.iter().all(|g| g.constant().is_some());
        if self.floating.is_some() || !constant || self.convention != AngleConvention::Relative {
            return Vec::new();
        }
        let mut groups: Vec<(Vec<usize>, SymChain)> = Vec::new();
        for &(first, count) in &blocks {
            let sub = self.subtree(first, count);
            match groups.iter_mut().find(|(_, g)| g.same_dynamics(&sub)) {
                Some((members, _)) => members.push(first),
                None => groups.push((vec![first], sub)),
            }
        }
        let shared = groups
            .iter()
            .any(|(m, g)| m.len() >= 2 && g.dof() >= SHARED_SUBTREE_JOINTS);
        if shared {
            groups
        } else {
            Vec::new()
        }
    }

    /// Links `first..first + count` (a subtree whose root is `first`) as a model of their own,
    /// in the root joint's frame: its origin and orientation become zero, gravity is turned
    /// into that frame (`Eᵀ g`, `E` the root joint's constant rotation). No frames, no
    /// regressor. Every number of the model must be constant.
    fn subtree(&self, first: usize, count: usize) -> SymChain {
        let mut links = self.links[first..first + count].to_vec();
        let e = rpy_matrix(links[0].rpy);
        let g = self.gravity.clone().map(|g| g.constant().unwrap_or(0.0));
        // `+ 0.0`: no negative zeros.
        let turned: [f64; 3] =
            std::array::from_fn(|c| e[0][c] * g[0] + e[1][c] * g[1] + e[2][c] * g[2] + 0.0);
        links[0].origin = [0.0; 3].map(Param::Const);
        links[0].rpy = [0.0; 3];
        SymChain {
            links,
            parents: self.parents[first..first + count]
                .iter()
                .map(|p| p.map(|p| p - first))
                .collect(),
            gravity: turned.map(Param::Const),
            convention: self.convention,
            names: self.names[first..first + count].to_vec(),
            n_params: 0,
            frames: Vec::new(),
            selected_frames: Vec::new(),
            regressor: None,
            floating: None,
            contacts: Vec::new(),
        }
    }

    /// Whether two models' dynamics in joint coordinates are the same: the same tree, joints,
    /// bodies, losses and gravity (names and limits aside).
    fn same_dynamics(&self, other: &SymChain) -> bool {
        let link = |a: &SymLink, b: &SymLink| {
            a.kind == b.kind
                && a.axis == b.axis
                && a.origin == b.origin
                && a.rpy == b.rpy
                && a.mass == b.mass
                && a.com == b.com
                && a.inertia == b.inertia
                && a.dynamics == b.dynamics
        };
        self.parents == other.parents
            && self.gravity == other.gravity
            && self.convention == other.convention
            && self.links.len() == other.links.len()
            && self.links.iter().zip(&other.links).all(|(a, b)| link(a, b))
    }

    /// The children of link `i` (`None`: of the base), in link order.
    pub fn children(&self, i: Option<usize>) -> Vec<usize> {
        (0..self.links.len())
            .filter(|&k| self.parents[k] == i)
            .collect()
    }

    /// The name of frame `index` (bodies first, then the named frames).
    pub fn frame_name(&self, index: usize) -> &str {
        let n = self.links.len();
        if index < n {
            &self.names[index]
        } else {
            &self.frames[index - n].name
        }
    }

    /// The body frame `index` is fixed to and its placement there (`None` for a body's frame).
    pub fn frame_placement(&self, index: usize) -> (usize, Option<&SymFrame>) {
        let n = self.links.len();
        if index < n {
            (index, None)
        } else {
            let f = &self.frames[index - n];
            (f.body, Some(f))
        }
    }
}

/// The name of the associated constant of a frame: the frame's name in upper case, every
/// character that is not an ASCII letter or digit replaced by `_`, and `FRAME_` in front of a
/// name that would not start like an identifier (`panda_hand` → `PANDA_HAND`, `link-1` →
/// `LINK_1`, `0tool` → `FRAME_0TOOL`).
pub fn frame_constant(name: &str) -> String {
    let upper: String = name
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_uppercase()
            } else {
                '_'
            }
        })
        .collect();
    match upper.chars().next() {
        Some(c) if c.is_ascii_alphabetic() => upper,
        Some('_') if upper.chars().any(|c| c != '_') => upper,
        _ => format!("FRAME_{upper}"),
    }
}

/// The validated description: the chain plus the Rust names it came with.
#[derive(Debug, Clone)]
pub struct Model {
    /// The struct's name.
    pub ident: Ident,
    /// Runtime parameters: the `f64` fields referenced, in order of first use.
    pub params: Vec<Ident>,
    /// The chain.
    pub chain: SymChain,
    /// Files the description was read from (absolute paths): the generated code includes them
    /// with `include_bytes!` so that the crate rebuilds when one changes.
    pub sources: Vec<String>,
}

impl std::ops::Deref for Model {
    type Target = SymChain;
    fn deref(&self) -> &SymChain {
        &self.chain
    }
}

impl Model {
    /// The floating base's body, runtime parameters evaluated at `values` (`None` for a fixed
    /// base).
    pub fn base_body_at(&self, values: &[f64]) -> Option<Body> {
        let v = |p: &Param| match p {
            Param::Const(c) => *c,
            Param::Field { index, sign } => sign * values[*index],
        };
        self.floating.as_ref().map(|b| Body {
            name: b.name.clone(),
            mass: v(&b.mass),
            com: b.com.each_ref().map(v),
            inertia: b.inertia.each_ref().map(|r| r.each_ref().map(v)),
        })
    }

    /// The model as the runtime's [`Chain`], runtime parameters evaluated at `values`.
    pub fn chain_at(&self, values: &[f64]) -> Chain {
        let v = |p: &Param| match p {
            Param::Const(c) => *c,
            Param::Field { index, sign } => sign * values[*index],
        };
        let v3 = |p: &[Param; 3]| [v(&p[0]), v(&p[1]), v(&p[2])];
        Chain {
            parents: self.parents.clone(),
            links: self
                .links
                .iter()
                .zip(&self.names)
                .map(|(l, name)| Link {
                    joint: Joint {
                        name: l.joint_name.clone(),
                        kind: l.kind,
                        axis: l.axis,
                        origin_xyz: v3(&l.origin),
                        origin_rpy: l.rpy,
                        dynamics: JointDynamics {
                            armature: v(&l.dynamics.armature),
                            damping: v(&l.dynamics.damping),
                            friction: v(&l.dynamics.friction),
                            friction_velocity: v(&l.dynamics.friction_velocity),
                        },
                    },
                    body: Body {
                        name: name.clone(),
                        mass: v(&l.mass),
                        com: v3(&l.com),
                        inertia: [v3(&l.inertia[0]), v3(&l.inertia[1]), v3(&l.inertia[2])],
                    },
                })
                .collect(),
            gravity: v3(&self.gravity),
            convention: self.convention,
            frames: self
                .frames
                .iter()
                .map(|f| Frame::new(f.name.clone(), f.body, v3(&f.origin), f.rpy))
                .collect(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A revolute joint about `axis` at `origin`, turned by `rpy`, its body of mass `mass`.
    fn link(axis: [f64; 3], origin: [f64; 3], rpy: [f64; 3], mass: f64) -> SymLink {
        let c = Param::Const;
        SymLink {
            kind: JointKind::Revolute,
            axis,
            origin: origin.map(c),
            rpy,
            mass: c(mass),
            com: [0.1, 0.0, 0.02].map(c),
            inertia: [[0.01, 0.0, 0.0], [0.0, 0.02, 0.0], [0.0, 0.0, 0.03]].map(|r| r.map(c)),
            joint_name: String::new(),
            limits: JointLimits::UNBOUNDED,
            dynamics: SymJointDynamics::ideal(),
        }
    }

    /// Subtrees on a fixed base: each `(root joint's origin, rpy, joints, last body's mass)`.
    fn tree(subtrees: &[([f64; 3], [f64; 3], usize, f64)]) -> SymChain {
        let (mut links, mut parents) = (Vec::new(), Vec::new());
        for &(origin, rpy, joints, mass) in subtrees {
            let first = links.len();
            for j in 0..joints {
                let (o, r) = if j == 0 {
                    (origin, rpy)
                } else {
                    ([0.0, 0.0, 0.3], [0.3, 0.0, 0.0])
                };
                let m = if j + 1 == joints { mass } else { 1.0 };
                links.push(link([0.0, 1.0, 0.0], o, r, m));
                parents.push(j.checked_sub(1).map(|p| first + p));
            }
        }
        let n = links.len();
        SymChain {
            links,
            parents,
            gravity: [0.0, 0.0, -9.81].map(Param::Const),
            convention: AngleConvention::Relative,
            names: (0..n).map(|i| format!("b{i}")).collect(),
            n_params: 0,
            frames: Vec::new(),
            selected_frames: Vec::new(),
            regressor: None,
            floating: None,
            contacts: Vec::new(),
        }
    }

    #[test]
    fn identical_subtrees_are_grouped_wherever_they_hang() {
        // Two arms at different places, turned about the vertical (gravity the same in their
        // frames), and a head between them.
        let t = tree(&[
            ([0.0, 0.2, 0.5], [0.0, 0.0, 0.7], 3, 2.0),
            ([0.1, 0.0, 0.8], [0.0, 0.0, 0.0], 1, 1.0),
            ([0.0, -0.2, 0.5], [0.0, 0.0, -1.1], 3, 2.0),
        ]);
        let groups = t.subsystems();
        let members: Vec<&[usize]> = groups.iter().map(|(m, _)| m.as_slice()).collect();
        assert_eq!(members, [&[0, 4][..], &[3][..]]);
        let (_, arm) = &groups[0];
        assert_eq!(arm.parents, [None, Some(0), Some(1)]);
        assert_eq!(arm.links[0].origin, [0.0; 3].map(Param::Const));
        assert_eq!(arm.links[0].rpy, [0.0; 3]);
        assert_eq!(arm.gravity, [0.0, 0.0, -9.81].map(Param::Const));
        // The subtree's other joints keep their placements.
        assert_eq!(arm.links[1].rpy, [0.3, 0.0, 0.0]);
    }

    #[test]
    fn a_subtree_takes_gravity_in_its_first_joints_frame() {
        // Rolled by 0.4 about x, pitched by a quarter turn (the entries of E snapped as the
        // derivation snaps them), and identical otherwise.
        for (rpy, g) in [
            (
                [0.4, 0.0, 0.0],
                [0.0, -9.81 * 0.4f64.sin(), -9.81 * 0.4f64.cos()],
            ),
            ([0.0, std::f64::consts::FRAC_PI_2, 0.0], [9.81, 0.0, 0.0]),
        ] {
            let arm = ([0.0, 0.3, 0.5], rpy, 3, 2.0);
            let groups = tree(&[arm, arm]).subsystems();
            assert_eq!(groups.len(), 1);
            let turned = groups[0].1.gravity.clone().map(|g| g.constant().unwrap());
            for (t, g) in turned.iter().zip(g) {
                assert!((t - g).abs() <= 1e-15, "{turned:?} against {g:?}");
            }
        }
    }

    #[test]
    fn subtrees_that_differ_are_not_grouped() {
        let arm = |rpy: [f64; 3], mass: f64| ([0.0, 0.0, 0.5], rpy, 3, mass);
        // Another body's mass.
        assert!(tree(&[arm([0.0; 3], 2.0), arm([0.0; 3], 2.5)])
            .subsystems()
            .is_empty());
        // Rolled: gravity is not the same in the two frames.
        assert!(tree(&[arm([0.0; 3], 2.0), arm([0.4, 0.0, 0.0], 2.0)])
            .subsystems()
            .is_empty());
        // Identical, but shorter than `SHARED_SUBTREE_JOINTS`.
        let short = ([0.0, 0.0, 0.5], [0.0; 3], SHARED_SUBTREE_JOINTS - 1, 2.0);
        assert!(tree(&[short, short]).subsystems().is_empty());
        // Identical, with runtime parameters.
        let mut t = tree(&[arm([0.0; 3], 2.0), arm([0.0; 3], 2.0)]);
        assert_eq!(t.subsystems().len(), 1);
        t.n_params = 1;
        assert!(t.subsystems().is_empty());
    }
}
