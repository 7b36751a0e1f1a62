//! Stage 3 — symbolic derivation and optimisation: one [`Program`] per generated function, its
//! outputs handed to symbolica's evaluator (common-subexpression elimination and Horner schemes
//! over every named intermediate, registered as aliases), and the evaluator's instruction list
//! lowered to [`Block`]s of straight-line statements.
//!
//! Runs on the worker thread of [`crate::engine`]; its input and output are plain data.

use crate::mechanics::{Mechanics, Terms};
use crate::planar::Planar;
use crate::program::Program;
use crate::symbols::Var;
use crate::task_space::FrameKinematics;
use crate::validate::SymChain;
use symbolica::atom::{Atom, AtomCore, Symbol};
use symbolica::evaluate::{Instruction, Slot};

/// An operand of a statement.
#[derive(Debug, Clone, PartialEq)]
pub enum Operand {
    /// An input (`q0`, `param1`, ...).
    Input(Var),
    /// A numeric constant.
    Const(f64),
    /// Temporary slot `k` of the block (`<block>_t[k]`).
    Temp(usize),
    /// Output slot `k` of the block (`<block>_o[k]`).
    Out(usize),
}

/// The right-hand side of a statement.
#[derive(Debug, Clone, PartialEq)]
pub enum Rhs {
    /// Sum of the operands.
    Add(Vec<Operand>),
    /// Product of the operands.
    Mul(Vec<Operand>),
    /// Integer power.
    Powi(Operand, i64),
    /// `sin`.
    Sin(Operand),
    /// `cos`.
    Cos(Operand),
    /// `sqrt`.
    Sqrt(Operand),
    /// A copy.
    Copy(Operand),
}

/// `<target> = rhs;` where the target is a temporary or an output slot.
#[derive(Debug, Clone, PartialEq)]
pub struct Stmt {
    /// The slot written ([`Operand::Temp`] or [`Operand::Out`]).
    pub target: Operand,
    /// Its value.
    pub rhs: Rhs,
}

/// Straight-line code computing some outputs from some inputs: symbolica's instruction list
/// with its register-allocated temporaries. (One `let` per intermediate would nest one lexical
/// scope per statement; at 10k statements that overflows LLVM's debug-info generation, so the
/// slots are two stack arrays per block.)
#[derive(Debug, Clone, Default)]
pub struct Block {
    /// Name, used as the prefix of the slot arrays.
    pub name: String,
    /// Inputs read.
    pub inputs: Vec<Var>,
    /// Statements in order.
    pub stmts: Vec<Stmt>,
    /// Number of temporary slots.
    pub temps: usize,
    /// Number of outputs, in the order they were requested.
    pub outputs: usize,
    /// Additions, multiplications and function calls (symbolica's operation count).
    pub ops: usize,
    /// Constants whose `f64` value rounds to `f32` differently from the exact constant (a double
    /// rounding), with the correctly rounded `f32`: `(f64 bits, f32)`. Usually empty.
    pub f32_exact: Vec<(u64, f32)>,
}

/// Everything derived for one model; indices of outputs are documented per field.
#[derive(Debug, Clone, Default)]
pub struct Derived {
    /// Degrees of freedom.
    pub n: usize,
    /// `q̈ = M⁻¹ (u − C q̇ − g − τ_loss)` (`n`), by the `L D Lᵀ` factorisation of `M`.
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
    /// `M⁻¹` upper triangle then `∂g/∂q` (`n(n+1)/2 + n²`), then, for a chain whose joints lose
    /// torque, `∂τ_loss/∂q̇` at rest (`n²`, row-major).
    pub equilibrium: Block,
    /// `τ_loss(q̇)` (`n`), for a chain whose joints lose torque (damping or friction); empty
    /// otherwise.
    pub losses: Option<Block>,
    /// The task-space blocks of each frame the description selects, in frame-index order.
    pub frames: Vec<FrameBlocks>,
    /// With selected frames: the chain's centre of mass (3) and its Jacobian (`3 n`, row-major);
    /// `None` without frames, or for a chain whose masses are all the constant 0 (no centre of
    /// mass).
    pub center_of_mass: Option<(Block, Block)>,
    /// Seconds spent per block, for the build report.
    pub seconds: Vec<(&'static str, f64)>,
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

/// Upper-triangle index pairs `(i, j)`, `i <= j`, row-major.
pub fn upper(n: usize) -> Vec<(usize, usize)> {
    (0..n).flat_map(|i| (i..n).map(move |j| (i, j))).collect()
}

/// `M` (upper triangle) by the symbolic composite rigid body algorithm.
fn mass_outputs(prog: &mut Program, mech: &Mechanics, _n: usize) -> Vec<Atom> {
    mech.crba(prog)
}

/// Every `∂e/∂x_k` for `e` in `exprs` (row-major: expression, then `k`).
fn jacobian(prog: &mut Program, exprs: &[Atom], wrt: fn(usize) -> Var, n: usize) -> Vec<Atom> {
    let mut out = Vec::with_capacity(exprs.len() * n);
    for e in exprs {
        for k in 0..n {
            out.push(prog.tangent(e, wrt(k)));
        }
    }
    out
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
    /// Spatial passes in body `m`'s frame, shared by `M`, `C q̇ + g` and the closed-form
    /// recursive derivatives ([`crate::spatial`]).
    Spatial(usize),
    /// Planar chains (revolute joints about parallel axes): `M`, `C q̇ + g` and their
    /// derivatives in closed form per pair of links, in the bodies' angles ([`crate::planar`]).
    Planar,
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
            Formulation::Spatial(_) => {
                "spatial passes in one common frame give `M` and `C q̇ + g`; `∂τ/∂(q, q̇)` at the solved `q̈` in \
                 Carpentier & Mansard's closed recursive form, reusing every velocity, inertia and \
                 composite of the passes"
            }
        }
    }
}

/// The symbolic factorisation `M = L D Lᵀ` (`L` unit lower triangular; divisions only, no square
/// roots), named entry by entry in the program: the one factorisation of the generated code
/// (`forward_dynamics`, `linearize_blocks`, `linearize_equilibrium`).
struct Ldl {
    n: usize,
    /// `L` below the diagonal (`l[i][j]`, `i > j`).
    l: Vec<Vec<Atom>>,
    /// `1 / d_j`.
    id: Vec<Atom>,
}

impl Ldl {
    /// Factorises the symmetric `m` (full, `n × n`).
    #[allow(clippy::needless_range_loop)] // triangular index loops
    fn new(prog: &mut Program, m: &[Vec<Atom>]) -> Ldl {
        let n = m.len();
        let mut l = vec![vec![Atom::num(0); n]; n];
        let mut d = vec![Atom::num(0); n];
        let mut id = vec![Atom::num(0); n];
        // `u[i][j] = L_ij d_j` (`i > j`): each update term is one product `L_ik u_jk`.
        let mut u = vec![vec![Atom::num(0); n]; n];
        for j in 0..n {
            let mut dj = m[j][j].clone();
            for k in 0..j {
                dj = &dj - &(&l[j][k] * &u[j][k]);
            }
            d[j] = prog.define(&format!("ld{j}"), dj.expand());
            id[j] = prog.define(&format!("lid{j}"), Atom::num(1) / &d[j]);
            for i in j + 1..n {
                let mut e = m[i][j].clone();
                for k in 0..j {
                    e = &e - &(&l[i][k] * &u[j][k]);
                }
                u[i][j] = prog.define(&format!("lu{i}_{j}"), e.expand());
                l[i][j] = prog.define(&format!("ll{i}_{j}"), &u[i][j] * &id[j]);
            }
        }
        Ldl { n, l, id }
    }

    /// `M⁻¹ b = L⁻ᵀ D⁻¹ L⁻¹ b`.
    fn solve(&self, prog: &mut Program, b: &[Atom]) -> Vec<Atom> {
        let (n, l, id) = (self.n, &self.l, &self.id);
        let mut y = vec![Atom::num(0); n];
        for i in 0..n {
            let mut e = b[i].clone();
            for k in 0..i {
                e = &e - &(&l[i][k] * &y[k]);
            }
            y[i] = prog.define(&format!("ly{i}"), e.expand());
        }
        let mut x = vec![Atom::num(0); n];
        for i in (0..n).rev() {
            let mut e = &y[i] * &id[i];
            for k in i + 1..n {
                e = &e - &(&l[k][i] * &x[k]);
            }
            x[i] = prog.define(&format!("lqdd{i}"), e.expand());
        }
        x
    }

    /// The upper triangle of `M⁻¹` (row-major): with `Z = L⁻¹` (unit lower),
    /// `M⁻¹_ij = Σ_{k ≥ max(i, j)} Z_ki Z_kj / d_k`.
    #[allow(clippy::needless_range_loop)] // triangular index loops
    fn inverse_upper(&self, prog: &mut Program) -> Vec<Atom> {
        let (n, l, id) = (self.n, &self.l, &self.id);
        let mut z = vec![vec![Atom::num(0); n]; n];
        for j in 0..n {
            z[j][j] = Atom::num(1);
            for i in j + 1..n {
                let mut e = Atom::num(0);
                for k in j..i {
                    e = &e - &(&l[i][k] * &z[k][j]);
                }
                z[i][j] = prog.define(&format!("lz{i}_{j}"), e.expand());
            }
        }
        upper(n)
            .into_iter()
            .map(|(i, j)| {
                let mut e = Atom::num(0);
                for k in j..n {
                    e = &e + &(&(&z[k][i] * &z[k][j]) * &id[k]);
                }
                prog.define(&format!("lminv{i}_{j}"), e.expand())
            })
            .collect()
    }
}

/// `M` (full, `n × n`) from its upper triangle (row-major).
fn full_matrix(n: usize, upper_m: Vec<Atom>) -> Vec<Vec<Atom>> {
    let mut full = vec![vec![Atom::num(0); n]; n];
    for ((i, j), e) in upper(n).into_iter().zip(upper_m) {
        full[i][j] = e.clone();
        full[j][i] = e;
    }
    full
}

/// The symmetric `m` with each entry of its upper triangle named once (`lm{i}_{j}`).
fn named_matrix(prog: &mut Program, m: Vec<Vec<Atom>>) -> Vec<Vec<Atom>> {
    let n = m.len();
    let mut named = vec![vec![Atom::num(0); n]; n];
    for (i, j) in upper(n) {
        named[i][j] = prog.define(&format!("lm{i}_{j}"), m[i][j].expand());
        named[j][i] = named[i][j].clone();
    }
    named
}

/// `m` (full, model's convention) with the joints' armature added, its upper triangle named.
fn with_armature(prog: &mut Program, mech: &Mechanics, mut m: Vec<Vec<Atom>>) -> Vec<Vec<Atom>> {
    mech.add_armature(&mut m);
    named_matrix(prog, m)
}

/// The planar closed form of a planar chain and its `M` (with armature, named).
fn planar_mass(prog: &mut Program, mech: &Mechanics) -> (Planar, Vec<Vec<Atom>>) {
    let planar = Planar::new(mech, prog).expect("derived for planar chains only");
    let m = planar.mass_matrix(prog);
    let m = with_armature(prog, mech, m);
    (planar, m)
}

/// One program for the whole linearization: `M` and `C q̇ + g` (by `formulation`), an unrolled
/// `L D Lᵀ` factorisation (divisions only, no square roots) giving `q̈ = M⁻¹(u − C q̇ − g)` and
/// `M⁻¹ = L⁻ᵀ D⁻¹ L⁻¹`, then `∂τ/∂q` and `∂τ/∂q̇` of inverse dynamics at that `q̈`.
#[allow(clippy::needless_range_loop)] // triangular index loops of the factorisation
fn linearize_outputs(
    prog: &mut Program,
    mech: &Mechanics,
    n: usize,
    formulation: Formulation,
) -> Vec<Atom> {
    let (m, bias, closed) = match formulation {
        Formulation::Spatial(frame) => {
            let kin = crate::spatial::Kinematics::new(mech, prog, frame, Terms::BIAS);
            let m = with_armature(prog, mech, kin.mass_matrix(mech));
            let bias = kin.bias(mech);
            (m, bias, Some(Closed::Spatial(kin)))
        }
        Formulation::Planar => {
            let (planar, m) = planar_mass(prog, mech);
            let bias = planar.bias(mech, prog);
            (m, bias, Some(Closed::Planar(planar)))
        }
        Formulation::BodyForward => {
            let full = full_matrix(n, mech.crba(prog));
            let bias = mech.rnea(prog, Terms::BIAS, "b");
            (full, bias, None)
        }
    };
    let bias = with_losses(prog, mech, bias);
    let ldl = Ldl::new(prog, &m);
    let rhs: Vec<Atom> = (0..n).map(|i| &prog.var(Var::U(i)) - &bias[i]).collect();
    let qdd = ldl.solve(prog, &rhs);
    let mut out = qdd.clone();
    out.extend(ldl.inverse_upper(prog));
    let absolute = mech.model.convention == chaindyn_model::AngleConvention::Absolute;
    let qdd_rel = crate::mechanics::relative(absolute, &qdd);
    let (dq, dqd) = match closed {
        Some(Closed::Spatial(kin)) => kin.jacobians(mech, prog, &qdd_rel),
        Some(Closed::Planar(planar)) => planar.jacobians(prog, &qdd_rel),
        None => {
            // `q̈` is an operating point: held fixed by the derivatives.
            let qdd: Vec<Atom> = qdd_rel
                .iter()
                .enumerate()
                .map(|(i, e)| prog.frozen(&format!("lqddop{i}"), e.clone()))
                .collect();
            let tau = mech.rnea_at(prog, Terms::ALL, "", &qdd);
            let jac = |prog: &mut Program, wrt: fn(usize) -> Var| -> Vec<Vec<Atom>> {
                tau.iter()
                    .map(|t| (0..n).map(|k| prog.tangent(t, wrt(k))).collect())
                    .collect()
            };
            (jac(prog, Var::Q), jac(prog, Var::Qd))
        }
    };
    let dqd = match mech.losses_jacobian(prog, false) {
        Some(d) => add_matrices(dqd, d),
        None => dqd,
    };
    out.extend(dq.into_iter().flatten());
    out.extend(dqd.into_iter().flatten());
    out
}

/// A formulation whose derivatives of inverse dynamics are closed forms.
enum Closed {
    Spatial(crate::spatial::Kinematics),
    Planar(Planar),
}

/// `a + b` entry by entry.
fn add_matrices(a: Vec<Vec<Atom>>, b: Vec<Vec<Atom>>) -> Vec<Vec<Atom>> {
    a.into_iter()
        .zip(b)
        .map(|(ra, rb)| {
            ra.into_iter()
                .zip(rb)
                .map(|(x, y)| if y.is_zero() { x } else { &x + &y })
                .collect()
        })
        .collect()
}

/// `v + losses` where the chain's joints lose torque.
fn with_losses(prog: &mut Program, mech: &Mechanics, v: Vec<Atom>) -> Vec<Atom> {
    match mech.losses(prog) {
        Some(loss) => v.iter().zip(&loss).map(|(x, l)| x + l).collect(),
        None => v,
    }
}

/// Common frames tried for the spatial formulation: the first and the second body's. Measured
/// over the test models (2 to 10 DOF, planar and spatial), every other frame, the world's
/// included, gave more operations: expressed in body 0 or 1, no quantity depends on that joint
/// and the rotation chains to both ends of the arm stay short.
fn spatial_frames(n: usize) -> std::ops::Range<usize> {
    0..n.min(2)
}

/// Replaces `best` by `candidate` if it has fewer operations; whether it did.
fn keep_cheaper(best: &mut Block, candidate: Block) -> bool {
    let cheaper = candidate.ops < best.ops;
    if cheaper {
        *best = candidate;
    }
    cheaper
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
            .chain(self.losses.as_ref())
            .chain(self.frames.iter().flat_map(|f| f.blocks()))
            .chain(self.center_of_mass.iter().flat_map(|(a, b)| [a, b]));
        blocks.into_iter().find_map(|b| {
            b.stmts.iter().find_map(|st| {
                let ops: Vec<&Operand> = match &st.rhs {
                    Rhs::Add(v) | Rhs::Mul(v) => v.iter().collect(),
                    Rhs::Powi(o, _) | Rhs::Sin(o) | Rhs::Cos(o) | Rhs::Sqrt(o) | Rhs::Copy(o) => {
                        vec![o]
                    }
                };
                ops.into_iter().find_map(|o| match o {
                    Operand::Const(c) if !c.is_finite() => Some((b.name.as_str(), *c)),
                    _ => None,
                })
            })
        })
    }
}

/// Derives every block for `model`.
pub fn derive(model: &SymChain) -> Result<Derived, String> {
    let n = model.dof();
    let mut d = Derived {
        n,
        ..Default::default()
    };
    let mut seconds = Vec::new();
    let mut timed = |name: &'static str,
                     build: &dyn Fn(&mut Program, &Mechanics) -> Vec<Atom>|
     -> Result<Block, String> {
        let t = std::time::Instant::now();
        let mut prog = Program::new();
        let mech = Mechanics::new(model, &mut prog);
        let outputs = build(&mut prog, &mech);
        let block = lower(&prog, &outputs, name)?;
        seconds.push((name, t.elapsed().as_secs_f64()));
        Ok(block)
    };

    d.mass = timed("mass", &|p, m| mass_outputs(p, m, n))?;
    d.forward = timed("forward", &|p, m| {
        let mass = full_matrix(n, mass_outputs(p, m, n));
        let bias = m.rnea(p, Terms::BIAS, "b");
        let bias = with_losses(p, m, bias);
        let rhs: Vec<Atom> = (0..n).map(|i| &p.var(Var::U(i)) - &bias[i]).collect();
        Ldl::new(p, &mass).solve(p, &rhs)
    })?;
    // Planar chains: `M` and `C q̇ + g` in closed form, if cheaper.
    let planar = crate::planar::is_planar(model);
    if planar {
        let closed = timed("forward_planar", &|p, m| {
            let (planar, mass) = planar_mass(p, m);
            let bias = planar.bias(m, p);
            let bias = with_losses(p, m, bias);
            let rhs: Vec<Atom> = (0..n).map(|i| &p.var(Var::U(i)) - &bias[i]).collect();
            Ldl::new(p, &mass).solve(p, &rhs)
        })?;
        keep_cheaper(&mut d.forward, closed);
    }
    d.gravity = timed("gravity", &|p, m| m.rnea(p, Terms::GRAVITY, "g"))?;
    d.coriolis = timed("coriolis", &|p, m| m.rnea(p, Terms::CORIOLIS, "c"))?;
    d.inverse = timed("inverse", &|p, m| {
        let tau = m.rnea(p, Terms::ALL, "");
        with_losses(p, m, tau)
    })?;
    d.kinetic = timed("kinetic", &|p, m| vec![m.kinetic_energy(p)])?;
    d.potential = timed("potential", &|p, m| vec![m.potential_energy(p)])?;
    d.mass_jacobian = timed("mass_jacobian", &|p, m| {
        let mm = mass_outputs(p, m, n);
        let mut out = Vec::with_capacity(n * mm.len());
        for k in 0..n {
            for e in &mm {
                out.push(p.tangent(e, Var::Q(k)));
            }
        }
        out
    })?;
    d.coriolis_matrix = timed("coriolis_matrix", &|p, m| {
        let mm = mass_outputs(p, m, n);
        let pairs = upper(n);
        let idx = |i: usize, j: usize| {
            pairs
                .iter()
                .position(|&e| e == (i.min(j), i.max(j)))
                .expect("upper index")
        };
        // dm[k][ij] = ∂M_ij/∂q_k
        let dm: Vec<Vec<Atom>> = (0..n)
            .map(|k| mm.iter().map(|e| p.tangent(e, Var::Q(k))).collect())
            .collect();
        let qd: Vec<Atom> = (0..n).map(|k| p.var(Var::Qd(k))).collect();
        let half = Atom::num((1, 2));
        let mut out = Vec::with_capacity(n * n);
        for i in 0..n {
            for j in 0..n {
                // C_ij = Σ_k Γ_ijk q̇_k, Γ_ijk = ½(∂_k M_ij + ∂_j M_ik − ∂_i M_jk).
                let mut c = Atom::num(0);
                for (k, qdk) in qd.iter().enumerate() {
                    let g = &(&dm[k][idx(i, j)] + &dm[j][idx(i, k)]) - &dm[i][idx(j, k)];
                    c = &c + &(&(&g * &half) * qdk);
                }
                out.push(c);
            }
        }
        out
    })?;
    // Derivatives of `C q̇` and `g`: forward mode through body-frame Newton–Euler, or the
    // spatial closed form at `q̈ = 0` (and `q̇ = 0` for `g`), whichever is cheaper.
    let spatial_jacobians = |p: &mut Program, m: &Mechanics, frame, terms: Terms, dqd: bool| {
        let kin = crate::spatial::Kinematics::new(m, p, frame, terms);
        let zeros = vec![Atom::num(0); n];
        let (a, b) = kin.jacobians(m, p, &zeros);
        let mut out: Vec<Atom> = a.into_iter().flatten().collect();
        if dqd {
            out.extend(b.into_iter().flatten());
        }
        out
    };
    d.coriolis_jacobians = timed("coriolis_jacobians", &|p, m| {
        let c = m.rnea(p, Terms::CORIOLIS, "c");
        let mut out = jacobian(p, &c, Var::Q, n);
        out.extend(jacobian(p, &c, Var::Qd, n));
        out
    })?;
    d.gravity_jacobian = timed("gravity_jacobian", &|p, m| {
        let g = m.rnea(p, Terms::GRAVITY, "g");
        jacobian(p, &g, Var::Q, n)
    })?;
    // Planar chains: the closed forms per pair of links, where cheaper.
    if planar {
        let closed = |p: &mut Program, m: &Mechanics| Planar::new(m, p).expect("a planar chain");
        // `M` alone only in the bodies' angles: in joint angles the congruence's running sums,
        // though fewer operations, measured slower than the composite rigid body algorithm.
        if crate::planar::in_body_angles(model) {
            let mass = timed("mass_planar", &|p, m| {
                let mut mass = closed(p, m).mass_matrix(p);
                m.add_armature(&mut mass);
                upper(n)
                    .into_iter()
                    .map(|(i, j)| mass[i][j].clone())
                    .collect()
            })?;
            keep_cheaper(&mut d.mass, mass);
        }
        let gravity = timed("gravity_planar", &|p, m| {
            closed(p, m).forces_at(m, p, Terms::GRAVITY, &[])
        })?;
        keep_cheaper(&mut d.gravity, gravity);
        let coriolis = timed("coriolis_planar", &|p, m| {
            closed(p, m).forces_at(m, p, Terms::CORIOLIS, &[])
        })?;
        keep_cheaper(&mut d.coriolis, coriolis);
        let inverse = timed("inverse_planar", &|p, m| {
            let qdd = m.coords.qdd.clone();
            let tau = closed(p, m).forces_at(m, p, Terms::ALL, &qdd);
            with_losses(p, m, tau)
        })?;
        keep_cheaper(&mut d.inverse, inverse);
        let c = timed("coriolis_jacobians_planar", &|p, m| {
            let (a, b) = closed(p, m).jacobians_of(p, Terms::CORIOLIS, &[]);
            a.into_iter().chain(b).flatten().collect()
        })?;
        keep_cheaper(&mut d.coriolis_jacobians, c);
        let g = timed("gravity_jacobian_planar", &|p, m| {
            closed(p, m)
                .gravity_jacobian(p)
                .into_iter()
                .flatten()
                .collect()
        })?;
        keep_cheaper(&mut d.gravity_jacobian, g);
    }
    for frame in spatial_frames(n) {
        let c = timed("coriolis_jacobians_spatial", &|p, m| {
            spatial_jacobians(p, m, frame, Terms::CORIOLIS, true)
        })?;
        keep_cheaper(&mut d.coriolis_jacobians, c);
        let g = timed("gravity_jacobian_spatial", &|p, m| {
            spatial_jacobians(p, m, frame, Terms::GRAVITY, false)
        })?;
        keep_cheaper(&mut d.gravity_jacobian, g);
    }
    d.linearize = timed("linearize", &|p, m| {
        linearize_outputs(p, m, n, Formulation::BodyForward)
    })?;
    d.linearize_formulation = Formulation::BodyForward;
    for frame in spatial_frames(n) {
        let spatial = timed("linearize_spatial", &|p, m| {
            linearize_outputs(p, m, n, Formulation::Spatial(frame))
        })?;
        if keep_cheaper(&mut d.linearize, spatial) {
            d.linearize_formulation = Formulation::Spatial(frame);
        }
    }
    if planar {
        let closed = timed("linearize_planar", &|p, m| {
            linearize_outputs(p, m, n, Formulation::Planar)
        })?;
        if keep_cheaper(&mut d.linearize, closed) {
            d.linearize_formulation = Formulation::Planar;
        }
    }
    // `M⁻¹` by `L D Lᵀ` of `M` with `∂g/∂q`, whichever candidate is cheapest: `M` by the
    // composite rigid body algorithm with `∂g/∂q` by forward mode through body-frame
    // Newton–Euler or in the spatial closed form at `q̇ = q̈ = 0` (in either common frame); both
    // from the same spatial pass; or, for planar chains, both in the planar closed form.
    let equilibrium = |p: &mut Program, m: &Mechanics, mass: Vec<Vec<Atom>>, dg: Vec<Atom>| {
        let mut out = Ldl::new(p, &mass).inverse_upper(p);
        out.extend(dg);
        if let Some(dl) = m.losses_jacobian(p, true) {
            out.extend(dl.into_iter().flatten());
        }
        out
    };
    d.equilibrium = timed("equilibrium", &|p, m| {
        let mass = full_matrix(n, mass_outputs(p, m, n));
        let g = m.rnea(p, Terms::GRAVITY, "g");
        let dg = jacobian(p, &g, Var::Q, n);
        equilibrium(p, m, mass, dg)
    })?;
    for frame in spatial_frames(n) {
        let crba_mass = timed("equilibrium_spatial", &|p, m| {
            let mass = full_matrix(n, mass_outputs(p, m, n));
            let dg = spatial_jacobians(p, m, frame, Terms::GRAVITY, false);
            equilibrium(p, m, mass, dg)
        })?;
        keep_cheaper(&mut d.equilibrium, crba_mass);
        let spatial_mass = timed("equilibrium_spatial_mass", &|p, m| {
            let kin = crate::spatial::Kinematics::new(m, p, frame, Terms::GRAVITY);
            let mass = with_armature(p, m, kin.mass_matrix(m));
            let zeros = vec![Atom::num(0); n];
            let dg = kin
                .jacobians(m, p, &zeros)
                .0
                .into_iter()
                .flatten()
                .collect();
            equilibrium(p, m, mass, dg)
        })?;
        keep_cheaper(&mut d.equilibrium, spatial_mass);
    }
    if planar {
        let closed = timed("equilibrium_planar", &|p, m| {
            let (planar, mass) = planar_mass(p, m);
            let dg = planar.gravity_jacobian(p).into_iter().flatten().collect();
            equilibrium(p, m, mass, dg)
        })?;
        keep_cheaper(&mut d.equilibrium, closed);
    }
    if model.links.iter().any(|l| l.dynamics.dissipates()) {
        d.losses = Some(timed("losses", &|p, m| {
            m.losses(p).expect("the chain dissipates")
        })?);
    }
    for &f in &model.selected_frames {
        let frame = |p: &mut Program, m: &Mechanics| FrameKinematics::new(m, p, f);
        d.frames.push(FrameBlocks {
            index: f,
            pose: timed("frame_pose", &|p, m| frame(p, m).pose_outputs())?,
            jacobian: timed("frame_jacobian", &|p, m| {
                let k = frame(p, m);
                let mut out: Vec<Atom> = k.rot.iter().flatten().cloned().collect();
                out.extend(k.jacobian_outputs(m, p));
                out
            })?,
            bias: timed("frame_bias", &|p, m| {
                let k = frame(p, m);
                let mut out: Vec<Atom> = k.rot.iter().flatten().cloned().collect();
                out.extend(k.bias_outputs(m, p));
                out
            })?,
            wrench_world: timed("wrench_world", &|p, m| {
                frame(p, m).wrench_jacobian_outputs(m, p, false)
            })?,
            wrench_local: timed("wrench_local", &|p, m| {
                frame(p, m).wrench_jacobian_outputs(m, p, true)
            })?,
        });
    }
    let massless = model
        .links
        .iter()
        .all(|l| l.mass == crate::validate::Param::Const(0.0));
    if !model.selected_frames.is_empty() && !massless {
        let com = timed("com", &|p, m| {
            crate::task_space::center_of_mass_outputs(m, p)[..3].to_vec()
        })?;
        let com_jacobian = timed("com_jacobian", &|p, m| {
            crate::task_space::center_of_mass_outputs(m, p)[3..].to_vec()
        })?;
        d.center_of_mass = Some((com, com_jacobian));
    }
    d.seconds = seconds;
    Ok(d)
}

/// Runs symbolica's evaluator on `outputs` and lowers its instructions.
pub(crate) fn lower(prog: &Program, outputs: &[Atom], prefix: &str) -> Result<Block, String> {
    let closure = prog.closure(outputs);
    let params: Vec<Atom> = closure.inputs.iter().map(|v| v.atom()).collect();
    let evaluator = Atom::evaluator_multiple(outputs, &params)
        .cores(1)
        .add_aliases(closure.aliases)
        .map_err(|e| format!("symbolica rejected the intermediates of `{prefix}`: {e:?}"))?
        .build()
        .map_err(|e| format!("symbolica could not build the evaluator of `{prefix}`: {e:?}"))?;
    let f32_exact = std::cell::RefCell::new(Vec::new());
    let evaluator = evaluator.map_coeff(&|c| {
        let x = c.re.to_f64();
        let exact = correctly_rounded_f32(x, &c.re.to_string());
        if exact != x as f32 && !f32_exact.borrow().iter().any(|&(b, _)| b == x.to_bits()) {
            f32_exact.borrow_mut().push((x.to_bits(), exact));
        }
        x
    });
    let ops = evaluator.count_operations();
    let exported = evaluator.export_instructions();
    let operand = |s: &Slot| -> Operand {
        match s {
            Slot::Param(i) => Operand::Input(closure.inputs[*i]),
            Slot::Const(i) => Operand::Const(exported.constants[*i]),
            Slot::Temp(i) => Operand::Temp(*i),
            Slot::Out(i) => Operand::Out(*i),
        }
    };
    let mut stmts = Vec::with_capacity(exported.instructions.len());
    for ins in &exported.instructions {
        let (out, rhs) = match ins {
            Instruction::Add(o, args, _) => (o, Rhs::Add(args.iter().map(operand).collect())),
            Instruction::Mul(o, args, _) => (o, Rhs::Mul(args.iter().map(operand).collect())),
            Instruction::Pow(o, b, e, _) => (o, Rhs::Powi(operand(b), *e)),
            Instruction::Assign(o, v) => (o, Rhs::Copy(operand(v))),
            Instruction::Fun(o, f, _) => {
                let (sym, _tags, args) = &**f;
                let arg = match args.as_slice() {
                    [a] => operand(a),
                    _ => {
                        return Err(format!(
                            "`{prefix}`: unexpected call of {sym} with {} arguments",
                            args.len()
                        ))
                    }
                };
                let rhs = if *sym == Symbol::SIN {
                    Rhs::Sin(arg)
                } else if *sym == Symbol::COS {
                    Rhs::Cos(arg)
                } else if *sym == Symbol::SQRT {
                    Rhs::Sqrt(arg)
                } else {
                    return Err(format!(
                        "`{prefix}`: unexpected function {sym} in the instruction list"
                    ));
                };
                (o, rhs)
            }
            other => return Err(format!("`{prefix}`: unsupported instruction {other:?}")),
        };
        let target = match out {
            Slot::Temp(_) | Slot::Out(_) => operand(out),
            other => return Err(format!("`{prefix}`: instruction writes to {other:?}")),
        };
        stmts.push(Stmt { target, rhs });
    }
    Ok(Block {
        name: prefix.to_string(),
        inputs: closure.inputs,
        stmts,
        temps: exported.temporary_count,
        outputs: exported.output_count,
        ops: ops.additions + ops.multiplications + ops.function_calls,
        f32_exact: f32_exact.into_inner(),
    })
}

/// The `f32` nearest to the rational `exact` (written `p` or `p/q`), given `x64`, the `f64`
/// nearest to it. `x64 as f32` is that `f32` unless `x64` is exactly halfway between two `f32`s
/// (every such midpoint is an `f64`, so rounding `exact` to `f64` cannot cross one): then the
/// side of the midpoint `exact` lies on decides, by an exact comparison.
pub(crate) fn correctly_rounded_f32(x64: f64, exact: &str) -> f32 {
    use num_bigint::BigInt;
    let y = x64 as f32;
    if !x64.is_finite() || !y.is_finite() || f64::from(y) == x64 {
        return y;
    }
    // The f32 on the other side of x64, and the midpoint of the two.
    let toward = |y: f32, up: bool| {
        let b = y.to_bits();
        // Finite, non-zero y: stepping the magnitude's bits moves one ulp.
        let away = (f64::from(y) < 0.0) != up;
        f32::from_bits(if away { b + 1 } else { b - 1 })
    };
    let other = toward(y, x64 > f64::from(y));
    if !other.is_finite() || (f64::from(y) + f64::from(other)) / 2.0 != x64 {
        return y;
    }
    let (p, q) = match exact.split_once('/') {
        Some((p, q)) => (p.trim().parse::<BigInt>(), q.trim().parse::<BigInt>()),
        None => (exact.trim().parse::<BigInt>(), Ok(BigInt::from(1))),
    };
    let (Ok(p), Ok(q)) = (p, q) else {
        return y;
    };
    // x64 = m · 2^e exactly.
    let bits = x64.to_bits();
    let (exp, frac) = (((bits >> 52) & 0x7ff) as i64, bits & ((1 << 52) - 1));
    let (m, e) = if exp == 0 {
        (frac as i64, -1074)
    } else {
        ((frac | (1 << 52)) as i64, exp - 1075)
    };
    let m = if x64 < 0.0 { -m } else { m };
    // Compare p/q with m·2^e (q > 0): p·2^-e vs m·q, or p vs m·q·2^e.
    let (lhs, rhs) = if e < 0 {
        (p << (-e) as usize, BigInt::from(m) * q)
    } else {
        (p, (BigInt::from(m) * q) << e as usize)
    };
    let above = lhs > rhs;
    if lhs == rhs {
        return y; // exactly the midpoint: ties to even, as `as` does
    }
    let (lo, hi) = if f64::from(y) < f64::from(other) {
        (y, other)
    } else {
        (other, y)
    };
    if above {
        hi
    } else {
        lo
    }
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
