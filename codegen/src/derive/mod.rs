//! Stage 3 — derivation and optimisation: one [`Program`](crate::symbolic::program::Program) per generated function, its
//! outputs handed to symbolica's evaluator (common-subexpression elimination and Horner schemes
//! over every named intermediate, registered as aliases), and the evaluator's instruction list
//! lowered to [`Block`]s of straight-line statements.
//!
//! Runs on the worker thread of [`crate::engine`]; its input and output are plain data.

mod base;
pub mod base_check;
mod block;
mod candidates;
mod ldl;
mod lower;

pub use self::base::{BaseParameters, Coefficient, Monomial, Polynomial};
pub use self::block::{Block, Operand, Rhs, Stmt};
pub use self::ldl::split_inverse_len;
#[cfg(test)]
use self::lower::correctly_rounded_f32;
use crate::internals::model::SymChain;
use crate::symbolic::mechanics::Terms;
use candidates::Candidates;

/// With this environment variable set, a derivation reports each candidate it has derived on
/// standard error (lines starting with [`PROGRESS_PREFIX`]) once it has run for
/// [`PROGRESS_AFTER_SECONDS`]: `chaindyn prepare` sets it for its workers and shows the lines as
/// they come. A derive inside rustc does not (cargo shows a proc macro's output only when rustc
/// ends).
pub const PROGRESS_ENV: &str = "CHAINDYN_PROGRESS";

/// The start of every progress line.
pub const PROGRESS_PREFIX: &str = "chaindyn-progress: ";

/// How long a derivation runs before it reports progress (s).
pub const PROGRESS_AFTER_SECONDS: f64 = 2.0;

/// Everything derived for one model; indices of outputs are documented per field.
#[derive(Debug, Clone, Default)]
pub struct Derived {
    /// Degrees of freedom.
    pub n: usize,
    /// `q̈ = M⁻¹ (u − C q̇ − g − τ_loss)` (`n`), by the `L D Lᵀ` factorisation of `M` (with
    /// [`MassInverse::Kernel`]: `M`'s upper triangle then `u − C q̇ − g − τ_loss`).
    pub forward: Block,
    /// `M` upper triangle.
    pub mass: Block,
    /// `g` (`n`).
    pub gravity: Block,
    /// `C q̇` (`n`).
    pub coriolis: Block,
    /// `τ` (`n`).
    pub inverse: Block,
    /// `T` (1).
    pub kinetic: Block,
    /// `U` (1).
    pub potential: Block,
    /// `∂M_ij/∂q_k`, `k`-major then upper triangle (`n · n(n+1)/2`).
    pub mass_jacobian: Block,
    /// `C` (`n²`, row-major).
    pub coriolis_matrix: Block,
    /// `∂(Cq̇)/∂q` then `∂(Cq̇)/∂q̇` (`2n²`, row-major).
    pub coriolis_jacobians: Block,
    /// `∂g/∂q` (`n²`, row-major).
    pub gravity_jacobian: Block,
    /// The linearization at `(q, q̇, u)`: `q̈` (`n`), `M⁻¹` upper triangle, `∂τ/∂q` and
    /// `∂τ/∂q̇` of inverse dynamics at that `q̈` (`n²` each, row-major).
    pub linearize: Block,
    /// Which formulation `linearize` was built with (the cheapest candidate).
    pub linearize_formulation: Formulation,
    /// With [`Formulation::BodyAngles`] in joint angles, the joints' signs `s_j` (`θ = T q`);
    /// `None` otherwise.
    pub linearize_signs: Option<Vec<i8>>,
    /// The independent subtrees of a tree with several joints on its base
    /// ([`SymChain::independent_blocks`]): the emitted products with `M⁻¹` go block by block.
    pub independent_blocks: Vec<(usize, usize)>,
    /// `M⁻¹` upper triangle then `∂g/∂q` (`n(n+1)/2 + n²`), then, for a chain whose joints lose
    /// torque, `∂τ_loss/∂q̇` at rest (`n²`, row-major).
    pub equilibrium: Block,
    /// How `forward`, `linearize` and `equilibrium` give `M⁻¹` (with [`MassInverse::Kernel`], they
    /// output the values the emitted code forms it from).
    pub mass_inverse: MassInverse,
    /// `τ_loss(q̇)` (`n`), for a chain whose joints lose torque (damping or friction); empty
    /// otherwise.
    pub losses: Option<Block>,
    /// `∂τ_loss/∂q̇` (`n²`, row-major; diagonal in joint angles), for a chain whose joints lose
    /// torque; `None` otherwise.
    pub losses_jacobian: Option<Block>,
    /// The task-space blocks of each frame the description selects, in frame-index order.
    pub frames: Vec<FrameBlocks>,
    /// With selected frames: the chain's centre of mass (3) and its Jacobian (`3 n`, row-major);
    /// `None` without frames, or for a chain whose masses are all the constant 0 (no centre of
    /// mass).
    pub center_of_mass: Option<(Block, Block)>,
    /// With `#[chain(regressor = ..)]`: the regressor and the energy regressors.
    pub regressor: Option<RegressorBlocks>,
    /// Seconds spent per block, for the build report.
    pub seconds: Vec<(&'static str, f64)>,
    /// A floating base's blocks (then the blocks above are empty: a floating base implements
    /// `FloatingDynamics`, not `Dynamics`).
    pub floating: Option<FloatingDerived>,
    /// The base's independent subtrees, each group of identical ones derived once
    /// ([`SymChain::subsystems`]): the emitted methods of `Dynamics` but the potential energy and
    /// the joints' losses evaluate them subtree by subtree instead of the blocks above. Empty
    /// unless two subtrees are the same.
    pub subsystems: Vec<Subsystem>,
}

/// A group of identical subtrees on a fixed base, derived once as a model of its own (in its
/// first joint's frame).
#[derive(Debug, Clone)]
pub struct Subsystem {
    /// The first link of each subtree of the group, ascending.
    pub members: Vec<usize>,
    /// The subtree as a model.
    pub chain: SymChain,
    /// Its derivation.
    pub derived: Box<Derived>,
}

/// Everything derived for a tree on a floating base, `nv = 6 + n` velocity coordinates (the
/// base's `[v; ω]` first, Pinocchio's free-flyer): one program per method of
/// [`crate::interface::FLOATING`] (its outputs documented by the derivation of its name,
/// `candidates::floating`), then those of the frames.
#[derive(Debug, Clone, Default)]
pub struct FloatingDerived {
    /// Velocity coordinates `nv`.
    pub nv: usize,
    /// One program per method of [`crate::interface::FLOATING`], in its order.
    pub methods: Vec<Block>,
    /// The independent subtrees of the joints on the base (`(first joint, joints)`; one block
    /// of every joint where there are none): the structural zeros of `∂τ/∂(q, v)` that the
    /// products with `M⁻¹` skip.
    pub legs: Vec<(usize, usize)>,
    /// How forward dynamics and the linearization give `M⁻¹`.
    pub mass_inverse: MassInverse,
    /// The blocks of each frame the description selects, in frame-index order.
    pub frames: Vec<FloatingFrameBlocks>,
    /// With `contacts = ..`: the contacts' operational-space terms (`contact_outputs`: `a₀`,
    /// `M`'s factors on the tree, `J`, `Zᵀ = J L⁻¹ D⁻¹`, `J M⁻¹ Jᵀ`'s upper triangle,
    /// `J a₀ + γ`, every contact's rows in its frame's axes).
    pub contact: Option<Block>,
}

/// The blocks of one frame of a floating base, in base coordinates (the emitted code turns them
/// into the world's with the base's pose).
#[derive(Debug, Clone, Default)]
pub struct FloatingFrameBlocks {
    /// The frame's index in the chain (bodies, then named frames).
    pub index: usize,
    /// One program per method of [`crate::interface::FLOATING_FRAMES`], in its order (outputs
    /// documented there by the method's pieces).
    pub blocks: Vec<Block>,
}

/// The task-space blocks of one frame (base axes; `Local` is formed from them by the emitted
/// code with the frame's rotation).
#[derive(Debug, Clone, Default)]
pub struct FrameBlocks {
    /// The frame's index in the chain (bodies, then named frames).
    pub index: usize,
    /// Rotation (9, row-major) then origin (3).
    pub pose: Block,
    /// Rotation (9) then the Jacobian `[v; ω]` (`6 n`, row-major).
    pub jacobian: Block,
    /// Rotation (9) then the classical acceleration `[p̈; ω̇]` at `q̈ = 0` (6).
    pub bias: Block,
    /// `∂(Jᵀ w)/∂q` (`n²`, row-major) for `w` constant in base axes.
    pub wrench_world: Block,
    /// `∂(Jᵀ w)/∂q` (`n²`, row-major) for `w` constant in the frame's axes.
    pub wrench_local: Block,
}

impl FrameBlocks {
    /// Every block.
    pub fn blocks(&self) -> [&Block; 5] {
        [
            &self.pose,
            &self.jacobian,
            &self.bias,
            &self.wrench_world,
            &self.wrench_local,
        ]
    }
}

/// How `M`, `C q̇ + g` and the derivatives of inverse dynamics inside `linearize` are formed.
/// Every candidate is derived and the one with fewer operations after CSE is emitted (on the test
/// models: the planar closed form on the planar chains, the spatial form on the spatial arms,
/// forward mode on the chains with a prismatic joint and on a single rotor, where all tie).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Formulation {
    /// Body-frame Newton–Euler (`M` by the composite rigid body algorithm), derivatives
    /// forward-mode through its named intermediates, one direction per `q_k` and `q̇_k`.
    #[default]
    BodyForward,
    /// Spatial passes in a common frame, shared by `M`, `C q̇ + g` and the closed-form
    /// recursive derivatives ([`crate::symbolic::spatial`]).
    Spatial(crate::symbolic::spatial::Frame),
    /// Planar chains (revolute joints about parallel axes): `M`, `C q̇ + g` and their
    /// derivatives in closed form per pair of links, in the bodies' angles ([`crate::symbolic::planar`]).
    Planar,
    /// Planar chains whose joints are ideal: the linearization in the bodies' angles throughout,
    /// `M_θ` factorised and `M_θ⁻¹ ∂τ_θ` assembled by `::chaindyn::__planar_linearize` with one
    /// product.
    BodyAngles,
}

/// How the generated forward dynamics and linearizations form `M⁻¹` (or `M⁻¹ b`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum MassInverse {
    /// In their straight-line code, from the unrolled `L D Lᵀ` factorisation: `linearize` and
    /// `equilibrium` output `M⁻¹`'s upper triangle (a floating base's `linearize`, the parts
    /// `::chaindyn::__floating_inverse` forms it from).
    #[default]
    Unrolled,
    /// By the runtime's dense kernels (`::chaindyn::__ldl_inverse`, `::chaindyn::__spd_inverse`,
    /// `::chaindyn::__spd_solve`),
    /// for a chain of more than `LONG_CHAIN_DOF` degrees of freedom, where `M` is dense and the unrolled
    /// inverse's `O(n³)` lines would be the largest part of the file without saving an operation:
    /// in `M⁻¹`'s place (as many values), `linearize` outputs the factors of its unrolled
    /// `L D Lᵀ` (`L` below its diagonal row by row, then `1 / d`: it solves for `q̈` with them) and `equilibrium` outputs
    /// `M`'s upper triangle (and `forward`, `M`'s upper triangle and the right-hand side).
    Kernel,
}

impl Formulation {
    /// A phrase for the generated documentation.
    pub fn describe(self) -> &'static str {
        match self {
            Formulation::BodyForward => {
                "body-frame Newton–Euler and the composite rigid body algorithm give `M` and `C q̇ + g`; \
                 `∂τ/∂(q, q̇)` at the solved `q̈` by forward-mode derivatives through the same named \
                 intermediates"
            }
            Formulation::Planar => {
                "the planar chain's closed form in the bodies' angles gives `M` and `C q̇ + g`; \
                 `∂τ/∂(q, q̇)` at the solved `q̈` in closed form per pair of links"
            }
            Formulation::BodyAngles => {
                "the planar chain's closed form in the bodies' angles `θ = T q` throughout: `M_θ` \
                 factorised, `q̈ = T⁻¹ θ̈`, and `∂q̈/∂(q, q̇)` assembled by \
                 `chaindyn::__planar_linearize` from `M_θ⁻¹`, `M_θ`, `F′ = ∂M_θ/∂θ` (per pair of links) \
                 and `g′` with one product `M_θ⁻¹ F′`"
            }
            Formulation::Spatial(crate::symbolic::spatial::Frame::EachRoot) => {
                "spatial passes, each subtree on the base in its own first body's frame, give `M` and \
                 `C q̇ + g`; `∂τ/∂(q, q̇)` at the solved `q̈` in Carpentier & Mansard's closed \
                 recursive form, reusing every velocity, inertia and composite of the passes"
            }
            Formulation::Spatial(_) => {
                "spatial passes in one common frame give `M` and `C q̇ + g`; `∂τ/∂(q, q̇)` at the solved `q̈` in \
                 Carpentier & Mansard's closed recursive form, reusing every velocity, inertia and \
                 composite of the passes"
            }
        }
    }
}

impl Derived {
    /// Every block, in the order of the `Dynamics` trait's methods.
    pub fn blocks(&self) -> [&Block; 13] {
        [
            &self.mass,
            &self.forward,
            &self.gravity,
            &self.coriolis,
            &self.inverse,
            &self.kinetic,
            &self.potential,
            &self.mass_jacobian,
            &self.coriolis_matrix,
            &self.coriolis_jacobians,
            &self.gravity_jacobian,
            &self.linearize,
            &self.equilibrium,
        ]
    }

    /// The first constant of the derived programs that is not finite in `f64` (the model's
    /// magnitudes overflow, for example `m c²` with `m = c = 1e200`), with its block's name.
    pub fn non_finite_constant(&self) -> Option<(&str, f64)> {
        let blocks = self
            .blocks()
            .into_iter()
            .chain(self.floating.iter().flat_map(|f| f.all_blocks()))
            .chain(self.losses.as_ref())
            .chain(self.losses_jacobian.as_ref())
            .chain(self.frames.iter().flat_map(|f| f.blocks()))
            .chain(self.center_of_mass.iter().flat_map(|(a, b)| [a, b]))
            .chain(
                self.regressor
                    .iter()
                    .flat_map(|r| [&r.torque, &r.kinetic, &r.potential]),
            );
        blocks
            .into_iter()
            .find_map(|b| {
                b.stmts.iter().find_map(|st| {
                    st.rhs.operands().into_iter().find_map(|o| match o {
                        Operand::Const(c) if !c.is_finite() => Some((b.name.as_str(), *c)),
                        _ => None,
                    })
                })
            })
            .or_else(|| {
                self.subsystems
                    .iter()
                    .find_map(|s| s.derived.non_finite_constant())
            })
    }
}

/// The blocks of `#[chain(regressor = ..)]`
/// ([`crate::symbolic::regressor`]).
#[derive(Debug, Clone)]
pub struct RegressorBlocks {
    /// Which columns.
    pub columns: crate::internals::model::RegressorColumns,
    /// `Y(q, q̇, q̈)`, row-major (`n × columns`).
    pub torque: Block,
    /// `y_T(q, q̇)` (`columns`).
    pub kinetic: Block,
    /// `y_U(q)` (`columns`).
    pub potential: Block,
    /// The base parameters, or why the chain has none at build time ([`base_check`]).
    pub base: Result<BaseParameters, String>,
}

/// Derives every block for `model`: for each generated function, every candidate formulation,
/// the cheapest kept.
///
/// The order of the derivations is part of the output: symbolica numbers symbols in the order
/// they are first created, which orders the terms of every expression and so the evaluator's
/// common subexpressions. The primary formulations come first, then the planar and spatial
/// alternatives, then the linearization, the equilibrium, the losses and the task space.
pub fn derive(model: &SymChain) -> Result<Derived, String> {
    let mut c = Candidates::new(model);
    if model.floating.is_some() {
        let floating = c.floating()?;
        return Ok(Derived {
            n: model.dof(),
            floating: Some(floating),
            seconds: c.seconds,
            ..Default::default()
        });
    }
    let mut d = Derived {
        n: model.dof(),
        mass_inverse: c.mass_inverse(),
        mass: c.mass()?,
        forward: c.forward()?,
        gravity: c.forces(Terms::GRAVITY)?,
        coriolis: c.forces(Terms::CORIOLIS)?,
        inverse: c.forces(Terms::ALL)?,
        kinetic: c.kinetic()?,
        potential: c.potential()?,
        mass_jacobian: c.mass_jacobian()?,
        coriolis_matrix: c.coriolis_matrix()?,
        coriolis_jacobians: c.force_jacobians(Terms::CORIOLIS)?,
        gravity_jacobian: c.force_jacobians(Terms::GRAVITY)?,
        ..Default::default()
    };
    c.planar_alternatives(&mut d)?;
    c.spatial_alternatives(&mut d)?;
    (d.linearize, d.linearize_formulation) = c.linearize()?;
    d.independent_blocks = model.independent_blocks();
    if d.linearize_formulation == Formulation::BodyAngles {
        d.linearize_signs = c.joint_signs();
    }
    d.equilibrium = c.equilibrium()?;
    d.losses = c.losses()?;
    d.losses_jacobian = c.losses_jacobian()?;
    for &f in &model.selected_frames {
        d.frames.push(c.frame(f)?);
    }
    d.center_of_mass = c.center_of_mass()?;
    d.regressor = c.regressor()?;
    c.coriolis_matrix_alternatives(&mut d)?;
    c.mass_jacobian_alternatives(&mut d)?;
    d.seconds = c.seconds;
    // Each subtree has a single joint on its base: no subsystems of its own.
    for (members, chain) in model.subsystems() {
        let derived = Box::new(derive(&chain)?);
        d.seconds.extend(derived.seconds.iter().copied());
        d.subsystems.push(Subsystem {
            members,
            chain,
            derived,
        });
    }
    if let Some(b) = d.blocks().into_iter().find(|b| b.ops == usize::MAX) {
        return Err(format!(
            "internal error: no candidate derived for `{}` (please report it)",
            b.name
        ));
    }
    Ok(d)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn constants_round_to_f32_once() {
        // No double rounding possible: `as` is right.
        assert_eq!(correctly_rounded_f32(1.0 / 3.0, "1/3"), 1.0_f32 / 3.0);
        assert_eq!(correctly_rounded_f32(0.1435, "287/2000"), 0.1435_f32);
        // 1 + 2⁻²⁴ is the midpoint of the f32s 1 and 1 + 2⁻²³; the f64 nearest to
        // (2⁸⁰ + 2⁵⁶ + 1)/2⁸⁰ (just above it) is that midpoint, which `as` rounds to even (1).
        let mid = 1.0 + 2f64.powi(-24);
        let above = format!("{}/{}", (1u128 << 80) + (1u128 << 56) + 1, 1u128 << 80);
        let below = format!("{}/{}", (1u128 << 80) + (1u128 << 56) - 1, 1u128 << 80);
        assert_eq!(mid as f32, 1.0);
        assert_eq!(correctly_rounded_f32(mid, &above), 1.0 + f32::EPSILON);
        assert_eq!(correctly_rounded_f32(mid, &below), 1.0);
        assert_eq!(
            correctly_rounded_f32(-mid, &format!("-{above}")),
            -1.0 - f32::EPSILON
        );
        // The exact midpoint itself rounds to even, as a literal would.
        assert_eq!(correctly_rounded_f32(mid, "16777217/16777216"), 1.0);
    }

    #[test]
    fn a_non_finite_constant_is_found_in_any_block() {
        let mut d = Derived::default();
        assert_eq!(d.non_finite_constant(), None);
        d.gravity_jacobian = Block {
            name: "gravity_jacobian".into(),
            stmts: vec![
                Stmt {
                    target: Operand::Temp(0),
                    rhs: Rhs::Mul(vec![Operand::Const(2.0), Operand::Temp(1)]),
                },
                Stmt {
                    target: Operand::Out(0),
                    rhs: Rhs::Add(vec![Operand::Temp(0), Operand::Const(f64::INFINITY)]),
                },
            ],
            ..Default::default()
        };
        assert_eq!(
            d.non_finite_constant(),
            Some(("gravity_jacobian", f64::INFINITY))
        );
    }
}
