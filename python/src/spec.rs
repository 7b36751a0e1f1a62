//! The one list of the quantities a Python module offers: each [`Spec`] is a function's
//! Pinocchio name, its snake-case alias, its arguments, the shapes of its results and its
//! docstring. A robot's module ([`crate::generated`]) and the runtime reference
//! ([`crate::reference`]) pair the same specs with their own evaluation, and the registration
//! ([`crate::driver`]) writes every Python function, its signature and its docstring from the
//! spec alone: a new quantity is one entry here and one evaluation per backend.

/// A size, resolved per robot ([`Dims`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Dim {
    /// `nq`: configuration coordinates (`7 + n` on a floating base).
    Nq,
    /// `nv`: velocity coordinates, the tangent space (`6 + n` on a floating base).
    Nv,
    /// `nu`: the actuated joints (`n`; on a fixed base every joint).
    Nu,
    /// `nx = 2 nv`: the state `[δq; δv]` in the tangent space.
    Nx,
    /// `nc`: the contacts' force components (3 for a point, 6 for a surface), every contact's
    /// slot in the description's order.
    Nc,
    /// A fixed size.
    Fixed(usize),
}

/// A robot's sizes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Dims {
    /// Configuration coordinates.
    pub nq: usize,
    /// Velocity coordinates.
    pub nv: usize,
    /// Actuated joints.
    pub nu: usize,
    /// The contacts' force components.
    pub nc: usize,
}

impl Dims {
    /// The size `d` stands for.
    pub fn size(&self, d: Dim) -> usize {
        match d {
            Dim::Nq => self.nq,
            Dim::Nv => self.nv,
            Dim::Nu => self.nu,
            Dim::Nx => 2 * self.nv,
            Dim::Nc => self.nc,
            Dim::Fixed(k) => k,
        }
    }

    /// The number of entries of a result of shape `shape`.
    pub fn len(&self, shape: &[Dim]) -> usize {
        shape.iter().map(|&d| self.size(d)).product()
    }
}

/// An array argument: one state (1-D) or a batch of states (2-D, one per row).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Arg {
    /// A configuration `q` (`nq`; on a floating base its quaternion must have unit norm).
    Q,
    /// The first configuration of `difference`.
    Q0,
    /// The second configuration of `difference`.
    Q1,
    /// A velocity `v` (`nv`).
    V,
    /// An acceleration `a` (`nv`).
    A,
    /// Generalized forces `tau` (`nv`).
    Tau,
}

impl Arg {
    /// The argument's name in Python.
    pub fn name(self) -> &'static str {
        match self {
            Arg::Q => "q",
            Arg::Q0 => "q0",
            Arg::Q1 => "q1",
            Arg::V => "v",
            Arg::A => "a",
            Arg::Tau => "tau",
        }
    }

    /// Its size.
    pub fn dim(self) -> Dim {
        match self {
            Arg::Q | Arg::Q0 | Arg::Q1 => Dim::Nq,
            Arg::V | Arg::A | Arg::Tau => Dim::Nv,
        }
    }

    /// Whether it is a configuration (checked as one).
    pub fn is_configuration(self) -> bool {
        matches!(self, Arg::Q | Arg::Q0 | Arg::Q1)
    }
}

/// A function of a module.
#[derive(Debug)]
pub struct Spec {
    /// Pinocchio's name (its Python binding's).
    pub name: &'static str,
    /// The snake-case alias (the chaindyn trait method's name where there is one).
    pub alias: &'static str,
    /// The array arguments, in order.
    pub args: &'static [Arg],
    /// Whether a frame (its name, or its index in `frame_names`) follows the arrays.
    pub frame: bool,
    /// Whether it takes `reference_frame` (`"LOCAL"`, the default, or
    /// `"LOCAL_WORLD_ALIGNED"`; Pinocchio's `pin.LOCAL`, `pin.LOCAL_WORLD_ALIGNED` too): a
    /// Jacobian's axes, or a point contact's force's.
    pub reference: bool,
    /// Whether it takes `active` (the active contacts: their frames' names, or a mask of
    /// booleans in the description's order; every contact when omitted).
    pub contacts: bool,
    /// Whether it takes `restitution` (in `[0, 1]`, default 0).
    pub restitution: bool,
    /// The results: a name (for the docstring) and a shape per state.
    pub outs: &'static [(&'static str, &'static [Dim])],
    /// What it computes, in Pinocchio's conventions.
    pub doc: &'static str,
}

use Arg::{Tau, A, Q, Q0, Q1, V};
use Dim::{Fixed, Nc, Nq, Nu, Nv, Nx};

/// `crba`.
pub const CRBA: Spec = Spec {
    name: "crba",
    alias: "mass_matrix",
    args: &[Q],
    frame: false,
    reference: false,
    contacts: false,
    restitution: false,
    outs: &[("M", &[Nv, Nv])],
    doc: "The joint-space inertia matrix M(q), both triangles filled (Pinocchio's crba \
          fills the upper one), the joints' armature on its diagonal.",
};

/// `nonLinearEffects`.
pub const NLE: Spec = Spec {
    name: "nonLinearEffects",
    alias: "nonlinear_effects",
    args: &[Q, V],
    frame: false,
    reference: false,
    contacts: false,
    restitution: false,
    outs: &[("nle", &[Nv])],
    doc: "C(q, v) v + g(q), without the joints' damping and friction.",
};

/// `computeGeneralizedGravity`.
pub const GRAVITY: Spec = Spec {
    name: "computeGeneralizedGravity",
    alias: "gravity",
    args: &[Q],
    frame: false,
    reference: false,
    contacts: false,
    restitution: false,
    outs: &[("g", &[Nv])],
    doc: "The generalized gravity g(q).",
};

/// `rnea`.
pub const RNEA: Spec = Spec {
    name: "rnea",
    alias: "inverse_dynamics",
    args: &[Q, V, A],
    frame: false,
    reference: false,
    contacts: false,
    restitution: false,
    outs: &[("tau", &[Nv])],
    doc: "Inverse dynamics tau = M a + C v + g (+ the joints' damping and friction).",
};

/// `aba`.
pub const ABA: Spec = Spec {
    name: "aba",
    alias: "forward_dynamics",
    args: &[Q, V, Tau],
    frame: false,
    reference: false,
    contacts: false,
    restitution: false,
    outs: &[("a", &[Nv])],
    doc: "Forward dynamics a = M^-1 (tau - C v - g (- the joints' damping and friction)).",
};

/// `computeABADerivatives`.
pub const ABA_DERIVATIVES: Spec = Spec {
    name: "computeABADerivatives",
    alias: "aba_derivatives",
    args: &[Q, V, Tau],
    frame: false,
    reference: false,
    contacts: false,
    restitution: false,
    outs: &[
        ("ddq_dq", &[Nv, Nv]),
        ("ddq_dv", &[Nv, Nv]),
        ("ddq_dtau", &[Nv, Nv]),
    ],
    doc: "The partial derivatives of forward dynamics: (da/dq, da/dv, da/dtau = M^-1), with \
          respect to q in the tangent space (along integrate(q, dq)).",
};

/// `computeRNEADerivatives`.
pub const RNEA_DERIVATIVES: Spec = Spec {
    name: "computeRNEADerivatives",
    alias: "rnea_derivatives",
    args: &[Q, V, A],
    frame: false,
    reference: false,
    contacts: false,
    restitution: false,
    outs: &[
        ("dtau_dq", &[Nv, Nv]),
        ("dtau_dv", &[Nv, Nv]),
        ("dtau_da", &[Nv, Nv]),
    ],
    doc: "The partial derivatives of inverse dynamics: (dtau/dq, dtau/dv, dtau/da = M), with \
          respect to q in the tangent space.",
};

/// `centerOfMass`.
pub const CENTER_OF_MASS: Spec = Spec {
    name: "centerOfMass",
    alias: "center_of_mass",
    args: &[Q],
    frame: false,
    reference: false,
    contacts: false,
    restitution: false,
    outs: &[("com", &[Fixed(3)])],
    doc: "The centre of mass in the world.",
};

/// `jacobianCenterOfMass`.
pub const COM_JACOBIAN: Spec = Spec {
    name: "jacobianCenterOfMass",
    alias: "center_of_mass_jacobian",
    args: &[Q],
    frame: false,
    reference: false,
    contacts: false,
    restitution: false,
    outs: &[("Jcom", &[Fixed(3), Nv])],
    doc: "The centre of mass's Jacobian in world axes: dcom/dt = Jcom v.",
};

/// `computeCentroidalMap`.
pub const CENTROIDAL_MAP: Spec = Spec {
    name: "computeCentroidalMap",
    alias: "centroidal_map",
    args: &[Q],
    frame: false,
    reference: false,
    contacts: false,
    restitution: false,
    outs: &[("Ag", &[Fixed(6), Nv])],
    doc: "The centroidal momentum matrix Ag(q): h = Ag v, the linear momentum then the \
          angular momentum about the centre of mass, in world axes.",
};

/// `framePlacement`.
pub const FRAME_PLACEMENT: Spec = Spec {
    name: "framePlacement",
    alias: "frame_placement",
    args: &[Q],
    frame: true,
    reference: false,
    contacts: false,
    restitution: false,
    outs: &[("oMf", &[Fixed(4), Fixed(4)])],
    doc: "The frame's placement in the world as a 4 x 4 homogeneous matrix (Pinocchio's \
          data.oMf[frame].homogeneous after framesForwardKinematics).",
};

/// `computeFrameJacobian`.
pub const FRAME_JACOBIAN: Spec = Spec {
    name: "computeFrameJacobian",
    alias: "frame_jacobian",
    args: &[Q],
    frame: true,
    reference: true,
    contacts: false,
    restitution: false,
    outs: &[("J", &[Fixed(6), Nv])],
    doc: "The frame's Jacobian: rows [linear; angular] velocity of the frame, in the frame's \
          axes (LOCAL) or the world's at the frame's origin (LOCAL_WORLD_ALIGNED).",
};

/// `integrate`.
pub const INTEGRATE: Spec = Spec {
    name: "integrate",
    alias: "integrate",
    args: &[Q, V],
    frame: false,
    reference: false,
    contacts: false,
    restitution: false,
    outs: &[("q", &[Nq])],
    doc: "The configuration reached from q at velocity v in one unit of time (the base by \
          SE(3)'s exponential, its quaternion normalised).",
};

/// `difference`.
pub const DIFFERENCE: Spec = Spec {
    name: "difference",
    alias: "difference",
    args: &[Q0, Q1],
    frame: false,
    reference: false,
    contacts: false,
    restitution: false,
    outs: &[("v", &[Nv])],
    doc: "The velocity that integrate takes from q0 to q1 in one unit of time.",
};

/// `linearize`.
pub const LINEARIZE: Spec = Spec {
    name: "linearize",
    alias: "linearize",
    args: &[Q, V, Tau],
    frame: false,
    reference: false,
    contacts: false,
    restitution: false,
    outs: &[("A", &[Nx, Nx]), ("B", &[Nx, Nu])],
    doc: "(A, B) of d(dx)/dt = A dx + B du at (q, v, tau), for the state dx = [dq; dv] in the \
          tangent space and the actuated joints' torques u (on a floating base, A's top-left \
          block is -ad_v on the base: what moving along integrate adds).",
};

/// `constraintDynamics`.
pub const CONSTRAINT_DYNAMICS: Spec = Spec {
    name: "constraintDynamics",
    alias: "constraint_dynamics",
    args: &[Q, V, Tau],
    frame: false,
    reference: true,
    contacts: true,
    restitution: false,
    outs: &[("a", &[Nv]), ("lambda", &[Nc])],
    doc: "Forward dynamics standing on the active contacts (with the joints' losses): a and \
          the contact forces lambda of M a + C v + g = tau + J^T lambda, J a + gamma = 0; \
          lambda stacks every contact's slot in the description's order (3 for a point, in \
          reference_frame's axes; 6 for a surface, [force; torque] in its frame), zero for \
          the inactive ones. Dependent active contacts are refused.",
};

/// `computeConstraintDynamicsDerivatives`.
pub const CONSTRAINT_DYNAMICS_DERIVATIVES: Spec = Spec {
    name: "computeConstraintDynamicsDerivatives",
    alias: "constraint_dynamics_derivatives",
    args: &[Q, V, Tau],
    frame: false,
    reference: true,
    contacts: true,
    restitution: false,
    outs: &[
        ("ddq_dq", &[Nv, Nv]),
        ("ddq_dv", &[Nv, Nv]),
        ("ddq_dtau", &[Nv, Nv]),
        ("dlambda_dq", &[Nc, Nv]),
        ("dlambda_dv", &[Nc, Nv]),
        ("dlambda_dtau", &[Nc, Nv]),
    ],
    doc: "The derivatives of constraintDynamics: (da/dq, da/dv, da/dtau, dlambda/dq, \
          dlambda/dv, dlambda/dtau), with respect to q in the tangent space.",
};

/// `impulseDynamics`.
pub const IMPULSE_DYNAMICS: Spec = Spec {
    name: "impulseDynamics",
    alias: "impulse_dynamics",
    args: &[Q, V],
    frame: false,
    reference: true,
    contacts: true,
    restitution: true,
    outs: &[("v_plus", &[Nv]), ("impulses", &[Nc])],
    doc: "The impact on the active contacts arriving at velocity v: the velocity after it and \
          the contact impulses of M (v_plus - v) = J^T impulses, J v_plus = -restitution J v, \
          stacked as constraintDynamics' forces.",
};

/// `computeImpulseDynamicsDerivatives`.
pub const IMPULSE_DYNAMICS_DERIVATIVES: Spec = Spec {
    name: "computeImpulseDynamicsDerivatives",
    alias: "impulse_dynamics_derivatives",
    args: &[Q, V],
    frame: false,
    reference: true,
    contacts: true,
    restitution: true,
    outs: &[
        ("dvplus_dq", &[Nv, Nv]),
        ("dvplus_dv", &[Nv, Nv]),
        ("dimpulses_dq", &[Nc, Nv]),
        ("dimpulses_dv", &[Nc, Nv]),
    ],
    doc: "The derivatives of impulseDynamics in q (tangent space) and the velocity before the \
          impact (Pinocchio's ddq_dv is dvplus_dv less the identity).",
};

/// Every spec, in the order of the modules' documentation.
pub const ALL: &[&Spec] = &[
    &CRBA,
    &NLE,
    &GRAVITY,
    &RNEA,
    &ABA,
    &ABA_DERIVATIVES,
    &RNEA_DERIVATIVES,
    &CENTER_OF_MASS,
    &COM_JACOBIAN,
    &CENTROIDAL_MAP,
    &FRAME_PLACEMENT,
    &FRAME_JACOBIAN,
    &INTEGRATE,
    &DIFFERENCE,
    &LINEARIZE,
    &CONSTRAINT_DYNAMICS,
    &CONSTRAINT_DYNAMICS_DERIVATIVES,
    &IMPULSE_DYNAMICS,
    &IMPULSE_DYNAMICS_DERIVATIVES,
];

/// The specs a robot's module offers: every quantity of its traits (a fixed base has no
/// centroidal map; its centre of mass comes with its task space), the frames' where its
/// description selects frames, the contacts' where it names contacts (a floating base's). The
/// generated module ([`crate::generated`]), the runtime reference's and the type stubs
/// `chaindyn python` writes all follow this selection (checked by the pytest suite and the
/// command's tests).
pub fn for_robot(floating: bool, frames: bool, contacts: bool) -> Vec<&'static Spec> {
    ALL.iter()
        .copied()
        .filter(|s| {
            let task_space =
                s.frame || (!floating && matches!(s.name, "centerOfMass" | "jacobianCenterOfMass"));
            let floating_only = s.name == "computeCentroidalMap";
            (frames || !task_space) && (floating || !floating_only) && (contacts || !s.contacts)
        })
        .collect()
}
