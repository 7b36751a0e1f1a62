//! The candidates of every generated function. Where a quantity has several formulations (body-
//! frame Newton–Euler with forward-mode derivatives, the spatial closed forms in a common frame,
//! the planar closed forms), each is derived and the one with the fewest operations after CSE is
//! kept ([`keep_cheaper`]); the first candidate wins ties. The programs' outputs that are more
//! than one call are built in `outputs`.

mod floating;
mod outputs;

use outputs::{
    closed_form, jacobian, linearize_outputs, mass_outputs, planar_mass, spatial_jacobians,
    with_armature, with_losses,
};

use super::block::Block;
use super::ldl::{full_matrix, Ldl};
use super::lower::lower;
use super::{Derived, Formulation, FrameBlocks, MassInverse};
use crate::internals::model::{Param, SymChain};
use crate::symbolic::mechanics::{Mechanics, Terms};
use crate::symbolic::planar::{self, Planar};
use crate::symbolic::program::Program;
use crate::symbolic::spatial::{Frame, Kinematics};
use crate::symbolic::symbols::Var;
use crate::symbolic::task_space::{center_of_mass_outputs, FrameKinematics};
use crate::symbolic::upper;
use chaindyn_model::AngleConvention;
use symbolica::atom::Atom;

/// A program's outputs, built on a fresh [`Program`] and the chain's [`Mechanics`].
type Build<'b> = &'b dyn Fn(&mut Program, &Mechanics) -> Vec<Atom>;

/// The derivation of one chain: every candidate of every generated function, timed.
pub(super) struct Candidates<'a> {
    model: &'a SymChain,
    n: usize,
    planar: bool,
    /// Seconds per candidate, in derivation order.
    pub(super) seconds: Vec<(&'static str, f64)>,
    /// When the derivation started, and whether to report progress ([`super::PROGRESS_ENV`]).
    started: std::time::Instant,
    progress: bool,
    /// More than [`LONG_CHAIN_DOF`] degrees of freedom: the candidates that only win on short
    /// chains are not derived.
    long: bool,
}

/// Beyond this many degrees of freedom a chain is long: the candidates whose operations grow
/// faster than another's (the Christoffel sums of `C`, `O(n³)` terms; forward-mode derivatives
/// through Newton–Euler, against the closed recursive forms) are not derived, and the spatial
/// forms in one common frame only. Measured at 16 spatial links (debug `chaindyn`): the
/// Christoffel `C` 31,557 operations in 10.6 s against 10,798 for `½ ∂(C q̇)/∂q̇`; forward mode
/// 37,364 / 46,657 / 14,578 operations for `∂(C q̇)/∂(q, q̇)`, the linearization and the
/// equilibrium against 18,575 / 26,111 / 9,233 in the spatial form; the second body's frame within
/// 3 % of the first's, better on some blocks and worse on others. Up to 10, every candidate.
///
/// A long chain's outputs that are dot products of spatial vectors are evaluated as such
/// ([`Program::set_dot_outputs`]), and its evaluators try one Horner scheme
/// ([`LONG_CHAIN_HORNER_ITERATIONS`]).
pub const LONG_CHAIN_DOF: usize = 10;

/// Whether the model is long ([`LONG_CHAIN_DOF`]): a chain of more degrees of freedom; a tree
/// whose depth (the most joints on one path) is beyond it, or with more than [`LONG_TREE_DOF`]
/// joints.
fn is_long(model: &SymChain) -> bool {
    if model.is_serial() {
        model.dof() > LONG_CHAIN_DOF
    } else {
        model.depth() > LONG_CHAIN_DOF || model.dof() > LONG_TREE_DOF
    }
}

/// Beyond this many joints a tree is long whatever its depth. Measured (2026-11-27): the Allegro
/// hand (16 joints in four fingers of 4) with every candidate derives in 14 s into 0.63 MB, with
/// the long chains' candidates into 1.10 MB; Baxter (19 joints, depth 8) with every candidate in
/// 32 s into 2.02 MB, with the long chains' in 11 s into 1.92 MB (both measured with the base's
/// frame for the spatial forms, before [`Frame::EachRoot`]).
pub const LONG_TREE_DOF: usize = 16;

/// The Horner schemes symbolica's evaluator tries for a long chain's functions (fewer than its
/// default). Measured at 16 spatial joints: every candidate within 0.1 % of the operations, in
/// half the time (derivation 19.8 s → 14.6 s); on the repository's models of up to 11 DOF, 0.004 %
/// more operations in all. Short chains keep the default: their code stays as it was.
pub const LONG_CHAIN_HORNER_ITERATIONS: usize = 1;

/// The stand-in for a candidate a long chain does not derive: more operations than any other,
/// so that the first derived alternative replaces it ([`super::derive`] checks that one did).
fn not_derived(name: &str) -> Block {
    Block {
        name: name.into(),
        ops: usize::MAX,
        ..Default::default()
    }
}

impl<'a> Candidates<'a> {
    pub(super) fn new(model: &'a SymChain) -> Self {
        Candidates {
            model,
            n: model.dof(),
            planar: planar::is_planar(model),
            long: is_long(model),
            seconds: Vec::new(),
            started: std::time::Instant::now(),
            progress: std::env::var_os(super::PROGRESS_ENV).is_some(),
        }
    }

    /// One candidate: its program built and lowered, its time recorded.
    fn timed(&mut self, name: &'static str, build: Build) -> Result<Block, String> {
        let t = std::time::Instant::now();
        let mut prog = Program::new();
        // A long chain's outputs that are dot products of spatial vectors are evaluated as such.
        prog.set_dot_outputs(self.long);
        let mech = Mechanics::new(self.model, &mut prog);
        let outputs = build(&mut prog, &mech);
        let horner = self.long.then_some(LONG_CHAIN_HORNER_ITERATIONS);
        let block = lower(&prog, &outputs, name, horner)?;
        let seconds = t.elapsed().as_secs_f64();
        self.seconds.push((name, seconds));
        let total = self.started.elapsed().as_secs_f64();
        // Quiet for quick derivations: a line per candidate once the whole takes a while.
        if self.progress && total >= super::PROGRESS_AFTER_SECONDS {
            eprintln!(
                "{}{name}: {} operations in {seconds:.1} s ({total:.1} s so far)",
                super::PROGRESS_PREFIX,
                block.ops
            );
        }
        Ok(block)
    }

    /// `M`, upper triangle, by the composite rigid body algorithm (planar alternative:
    /// [`Candidates::planar_alternatives`]).
    pub(super) fn mass(&mut self) -> Result<Block, String> {
        let n = self.n;
        self.timed("mass", &|p, m| mass_outputs(p, m, n))
    }

    /// `q̈ = M⁻¹(u − C q̇ − g − τ_loss)` by `L D Lᵀ`; `M` and the bias by the composite rigid
    /// body algorithm and Newton–Euler, or for planar chains in closed form. With
    /// [`MassInverse::Kernel`], `M`'s upper triangle and `u − C q̇ − g − τ_loss` instead, for the
    /// runtime's dense solve.
    pub(super) fn forward(&mut self) -> Result<Block, String> {
        let n = self.n;
        let inverse = self.mass_inverse();
        let parents = &self.model.parents;
        let solve = move |p: &mut Program, mass: Vec<Vec<Atom>>, rhs: Vec<Atom>| match inverse {
            MassInverse::Unrolled => Ldl::for_tree(p, &mass, parents).solve(p, &rhs),
            MassInverse::Kernel => upper(n)
                .into_iter()
                .map(|(i, j)| mass[i][j].clone())
                .chain(rhs)
                .collect(),
        };
        let mut best = self.timed("forward", &|p, m| {
            let mass = full_matrix(n, mass_outputs(p, m, n));
            let bias = m.rnea(p, Terms::BIAS, "b");
            let bias = with_losses(p, m, bias);
            let rhs: Vec<Atom> = (0..n).map(|i| &p.var(Var::U(i)) - &bias[i]).collect();
            solve(p, mass, rhs)
        })?;
        if self.planar {
            let closed = self.timed("forward_planar", &|p, m| {
                let (planar, mass) = planar_mass(p, m);
                let bias = planar.bias(m, p);
                let bias = with_losses(p, m, bias);
                let rhs: Vec<Atom> = (0..n).map(|i| &p.var(Var::U(i)) - &bias[i]).collect();
                solve(p, mass, rhs)
            })?;
            keep_cheaper(&mut best, closed);
        }
        Ok(best)
    }

    /// The generalized forces of `terms` (`g`, `C q̇`, or all of inverse dynamics with the joint
    /// losses) by Newton–Euler (planar alternative: [`Candidates::planar_alternatives`]).
    pub(super) fn forces(&mut self, terms: Terms) -> Result<Block, String> {
        let (name, prefix) = if terms == Terms::GRAVITY {
            ("gravity", "g")
        } else if terms == Terms::CORIOLIS {
            ("coriolis", "c")
        } else {
            ("inverse", "")
        };
        self.timed(name, &|p, m| {
            let tau = m.rnea(p, terms, prefix);
            if terms == Terms::ALL {
                with_losses(p, m, tau)
            } else {
                tau
            }
        })
    }

    /// The kinetic energy.
    pub(super) fn kinetic(&mut self) -> Result<Block, String> {
        self.timed("kinetic", &|p, m| vec![m.kinetic_energy(p)])
    }

    /// The potential energy.
    pub(super) fn potential(&mut self) -> Result<Block, String> {
        self.timed("potential", &|p, m| vec![m.potential_energy(p)])
    }

    /// `∂M/∂q_k` (upper triangle per `k`), forward mode through the composite rigid body
    /// algorithm (alternatives: [`Candidates::mass_jacobian_alternatives`]). Not derived for a
    /// long chain in relative coordinates, where the spatial closed form has fewer operations
    /// (16 spatial joints: 17,168 against 21,064; 30, as dot products: 107,648 in 9 s against
    /// 134,205 in 44 s).
    pub(super) fn mass_jacobian(&mut self) -> Result<Block, String> {
        let n = self.n;
        if self.long && self.model.convention == AngleConvention::Relative {
            return Ok(not_derived("mass_jacobian"));
        }
        self.timed("mass_jacobian", &|p, m| {
            let mm = mass_outputs(p, m, n);
            let mut out = Vec::with_capacity(n * mm.len());
            for k in 0..n {
                for e in &mm {
                    out.push(p.tangent(e, Var::Q(k)));
                }
            }
            out
        })
    }

    /// `C(q, q̇)` by the Christoffel symbols of `M`.
    pub(super) fn coriolis_matrix(&mut self) -> Result<Block, String> {
        let n = self.n;
        if self.long {
            return Ok(not_derived("coriolis_matrix"));
        }
        self.timed("coriolis_matrix", &|p, m| {
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
        })
    }

    /// `∂(C q̇)/∂q` and `∂(C q̇)/∂q̇` (or `∂g/∂q` for `Terms::GRAVITY`), forward mode through
    /// body-frame Newton–Euler (alternatives: [`Candidates::planar_alternatives`],
    /// [`Candidates::spatial_alternatives`]).
    pub(super) fn force_jacobians(&mut self, terms: Terms) -> Result<Block, String> {
        let n = self.n;
        if self.long {
            return Ok(not_derived(if terms == Terms::GRAVITY {
                "gravity_jacobian"
            } else {
                "coriolis_jacobians"
            }));
        }
        if terms == Terms::GRAVITY {
            self.timed("gravity_jacobian", &|p, m| {
                let g = m.rnea(p, Terms::GRAVITY, "g");
                jacobian(p, &g, Var::Q, n)
            })
        } else {
            self.timed("coriolis_jacobians", &|p, m| {
                let c = m.rnea(p, Terms::CORIOLIS, "c");
                let mut out = jacobian(p, &c, Var::Q, n);
                out.extend(jacobian(p, &c, Var::Qd, n));
                out
            })
        }
    }

    /// For a planar chain, the closed forms per pair of links of `M` (in the bodies' angles
    /// only: in joint angles the congruence's running sums, though fewer operations, measured
    /// slower than the composite rigid body algorithm), `g`, `C q̇`, `τ` and the derivatives of
    /// `C q̇` and `g`, each kept where cheaper.
    pub(super) fn planar_alternatives(&mut self, d: &mut Derived) -> Result<(), String> {
        if !self.planar {
            return Ok(());
        }
        let n = self.n;
        if planar::in_body_angles(self.model) {
            let mass = self.timed("mass_planar", &|p, m| {
                let mut mass = closed_form(p, m).mass_matrix(p);
                m.add_armature(&mut mass);
                upper(n)
                    .into_iter()
                    .map(|(i, j)| mass[i][j].clone())
                    .collect()
            })?;
            keep_cheaper(&mut d.mass, mass);
        }
        let gravity = self.timed("gravity_planar", &|p, m| {
            closed_form(p, m).forces_at(m, p, Terms::GRAVITY, &[])
        })?;
        keep_cheaper(&mut d.gravity, gravity);
        let coriolis = self.timed("coriolis_planar", &|p, m| {
            closed_form(p, m).forces_at(m, p, Terms::CORIOLIS, &[])
        })?;
        keep_cheaper(&mut d.coriolis, coriolis);
        let inverse = self.timed("inverse_planar", &|p, m| {
            let qdd = m.coords.qdd.clone();
            let tau = closed_form(p, m).forces_at(m, p, Terms::ALL, &qdd);
            with_losses(p, m, tau)
        })?;
        keep_cheaper(&mut d.inverse, inverse);
        let c = self.timed("coriolis_jacobians_planar", &|p, m| {
            let (a, b) = closed_form(p, m).jacobians_of(p, Terms::CORIOLIS, &[]);
            a.into_iter().chain(b).flatten().collect()
        })?;
        keep_cheaper(&mut d.coriolis_jacobians, c);
        let g = self.timed("gravity_jacobian_planar", &|p, m| {
            closed_form(p, m)
                .gravity_jacobian(p)
                .into_iter()
                .flatten()
                .collect()
        })?;
        keep_cheaper(&mut d.gravity_jacobian, g);
        Ok(())
    }

    /// The derivatives of `C q̇` and `g` in the spatial closed form at `q̈ = 0` (and `q̇ = 0` for
    /// `g`), in each common frame tried, each kept where cheaper.
    pub(super) fn spatial_alternatives(&mut self, d: &mut Derived) -> Result<(), String> {
        let n = self.n;
        for frame in spatial_frames(self.model) {
            let c = self.timed("coriolis_jacobians_spatial", &|p, m| {
                spatial_jacobians(p, m, n, frame, Terms::CORIOLIS, true)
            })?;
            keep_cheaper(&mut d.coriolis_jacobians, c);
            let g = self.timed("gravity_jacobian_spatial", &|p, m| {
                spatial_jacobians(p, m, n, frame, Terms::GRAVITY, false)
            })?;
            keep_cheaper(&mut d.gravity_jacobian, g);
        }
        Ok(())
    }

    /// `C(q, q̇)` as half the Jacobian of `C q̇` with respect to `q̇`: for the Christoffel
    /// factorisation `(C q̇)_i = Σ_jk Γ_ijk q̇_j q̇_k` with `Γ_ijk = Γ_ikj`, so `∂(C q̇)_i/∂q̇_j =
    /// 2 Σ_k Γ_ijk q̇_k = 2 C_ij` — the same matrix, from a recursion of `O(n²)` terms where the
    /// Christoffel sums of `∂M/∂q` have `O(n³)`. In every formulation of that Jacobian (forward
    /// mode through body-frame Newton–Euler, the planar and the spatial closed forms), each kept
    /// where cheaper. Derived after every other candidate, so that their symbols (and so their
    /// code) are those of a derivation without these.
    ///
    /// For a planar chain in the bodies' angles, also `∂M/∂q` of the planar closed form.
    pub(super) fn coriolis_matrix_alternatives(&mut self, d: &mut Derived) -> Result<(), String> {
        let n = self.n;
        let half = |v: Vec<Atom>| -> Vec<Atom> {
            let h = Atom::num((1, 2));
            v.iter().map(|e| e * &h).collect()
        };
        if !self.long {
            let c = self.timed("coriolis_matrix_rates", &|p, m| {
                let c = m.rnea(p, Terms::CORIOLIS, "c");
                half(jacobian(p, &c, Var::Qd, n))
            })?;
            keep_cheaper(&mut d.coriolis_matrix, c);
        }
        if self.planar {
            let c = self.timed("coriolis_matrix_rates_planar", &|p, m| {
                let (_, b) = closed_form(p, m).jacobians_of(p, Terms::CORIOLIS, &[]);
                half(b.into_iter().flatten().collect())
            })?;
            keep_cheaper(&mut d.coriolis_matrix, c);
        }
        if self.planar && planar::in_body_angles(self.model) {
            // ∂M/∂q of the planar closed form: `M_ij` is a function of `θ_i − θ_j` only, so
            // each entry has at most two non-zero derivatives.
            let dm = self.timed("mass_jacobian_planar", &|p, m| {
                let mut mass = closed_form(p, m).mass_matrix(p);
                m.add_armature(&mut mass);
                let upper: Vec<Atom> = upper(n)
                    .into_iter()
                    .map(|(i, j)| mass[i][j].clone())
                    .collect();
                let mut out = Vec::with_capacity(n * upper.len());
                for k in 0..n {
                    for e in &upper {
                        out.push(p.tangent(e, Var::Q(k)));
                    }
                }
                out
            })?;
            keep_cheaper(&mut d.mass_jacobian, dm);
        }
        for frame in spatial_frames(self.model) {
            let c = self.timed("coriolis_matrix_rates_spatial", &|p, m| {
                let both = spatial_jacobians(p, m, n, frame, Terms::CORIOLIS, true);
                half(both[n * n..].to_vec())
            })?;
            keep_cheaper(&mut d.coriolis_matrix, c);
        }
        Ok(())
    }

    /// `∂M/∂q` in the spatial closed form ([`Kinematics::mass_jacobian`], relative coordinates),
    /// kept where cheaper. Derived last, so that the symbols (and so the code) of every other
    /// function are those of a derivation without it.
    pub(super) fn mass_jacobian_alternatives(&mut self, d: &mut Derived) -> Result<(), String> {
        if self.model.convention != AngleConvention::Relative {
            return Ok(());
        }
        for frame in spatial_frames(self.model) {
            let spatial = self.timed("mass_jacobian_spatial", &|p, m| {
                Kinematics::new(m, p, frame, Terms::INERTIA).mass_jacobian(m, p)
            })?;
            keep_cheaper(&mut d.mass_jacobian, spatial);
        }
        Ok(())
    }

    /// How the linearizations give `M⁻¹`: by the runtime's dense kernels for a long chain; a
    /// tree's is unrolled whatever its size (its factors are sparse, the dense kernels' are not).
    pub(super) fn mass_inverse(&self) -> MassInverse {
        if self.long && self.model.is_serial() {
            MassInverse::Kernel
        } else {
            MassInverse::Unrolled
        }
    }

    /// The whole linearization in one program, in every formulation; the cheapest and which it
    /// is.
    pub(super) fn linearize(&mut self) -> Result<(Block, Formulation), String> {
        let n = self.n;
        let inverse = self.mass_inverse();
        let mut best = if self.long {
            not_derived("linearize")
        } else {
            self.timed("linearize", &|p, m| {
                linearize_outputs(p, m, n, Formulation::BodyForward, inverse)
            })?
        };
        let mut formulation = Formulation::BodyForward;
        for frame in spatial_frames(self.model) {
            let spatial = self.timed("linearize_spatial", &|p, m| {
                linearize_outputs(p, m, n, Formulation::Spatial(frame), inverse)
            })?;
            if keep_cheaper(&mut best, spatial) {
                formulation = Formulation::Spatial(frame);
            }
        }
        if self.planar {
            let closed = self.timed("linearize_planar", &|p, m| {
                linearize_outputs(p, m, n, Formulation::Planar, inverse)
            })?;
            if keep_cheaper(&mut best, closed) {
                formulation = Formulation::Planar;
            }
        }
        let ideal = (self.model.links.iter())
            .all(|l| !l.dynamics.dissipates() && !l.dynamics.has_armature());
        if self.planar && ideal {
            let body = self.timed("linearize_body_angles", &|p, m| {
                linearize_outputs(p, m, n, Formulation::BodyAngles, inverse)
            })?;
            let cost = |b: &Block, f: Formulation| b.ops.saturating_add(final_ops(f, n));
            if cost(&body, Formulation::BodyAngles) < cost(&best, formulation) {
                (best, formulation) = (body, Formulation::BodyAngles);
            }
        }
        Ok((best, formulation))
    }

    /// The joints' signs `s_j` of a planar chain in joint angles (`θ = T q`), for
    /// [`Formulation::BodyAngles`]; `None` in absolute angles or for other chains.
    pub(super) fn joint_signs(&self) -> Option<Vec<i8>> {
        let mut prog = Program::new();
        let mech = Mechanics::new(self.model, &mut prog);
        Planar::new(&mech, &mut prog).and_then(|p| p.joint_signs())
    }

    /// `M⁻¹` by `L D Lᵀ` of `M` with `∂g/∂q` (and the losses' `∂/∂q̇`), whichever candidate is
    /// cheapest: `M` by the composite rigid body algorithm with `∂g/∂q` by forward mode through
    /// body-frame Newton–Euler or in the spatial closed form at `q̇ = q̈ = 0` (in either common
    /// frame); both from the same spatial pass; or, for planar chains, both in the planar closed
    /// form.
    pub(super) fn equilibrium(&mut self) -> Result<Block, String> {
        let n = self.n;
        let inverse = self.mass_inverse();
        let equilibrium = |p: &mut Program, m: &Mechanics, mass: Vec<Vec<Atom>>, dg: Vec<Atom>| {
            let mut out = match inverse {
                MassInverse::Unrolled => Ldl::for_tree(p, &mass, &m.model.parents).inverse_upper(p),
                MassInverse::Kernel => upper(n)
                    .into_iter()
                    .map(|(i, j)| mass[i][j].clone())
                    .collect(),
            };
            out.extend(dg);
            if let Some(dl) = m.losses_jacobian(p, true) {
                out.extend(dl.into_iter().flatten());
            }
            out
        };
        let mut best = if self.long {
            not_derived("equilibrium")
        } else {
            self.timed("equilibrium", &|p, m| {
                let mass = full_matrix(n, mass_outputs(p, m, n));
                let g = m.rnea(p, Terms::GRAVITY, "g");
                let dg = jacobian(p, &g, Var::Q, n);
                equilibrium(p, m, mass, dg)
            })?
        };
        for frame in spatial_frames(self.model) {
            let crba_mass = self.timed("equilibrium_spatial", &|p, m| {
                let mass = full_matrix(n, mass_outputs(p, m, n));
                let dg = spatial_jacobians(p, m, n, frame, Terms::GRAVITY, false);
                equilibrium(p, m, mass, dg)
            })?;
            keep_cheaper(&mut best, crba_mass);
            let spatial_mass = self.timed("equilibrium_spatial_mass", &|p, m| {
                let kin = Kinematics::new(m, p, frame, Terms::GRAVITY);
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
            keep_cheaper(&mut best, spatial_mass);
        }
        if self.planar {
            let closed = self.timed("equilibrium_planar", &|p, m| {
                let (planar, mass) = planar_mass(p, m);
                let dg = planar.gravity_jacobian(p).into_iter().flatten().collect();
                equilibrium(p, m, mass, dg)
            })?;
            keep_cheaper(&mut best, closed);
        }
        Ok(best)
    }

    /// `∂τ_loss/∂q̇` (row-major), for a chain whose joints lose torque.
    pub(super) fn losses_jacobian(&mut self) -> Result<Option<Block>, String> {
        if !self.model.links.iter().any(|l| l.dynamics.dissipates()) {
            return Ok(None);
        }
        self.timed("losses_jacobian", &|p, m| {
            let d = m.losses_jacobian(p, false).expect("the chain dissipates");
            d.into_iter().flatten().collect()
        })
        .map(Some)
    }

    /// The joints' damping and friction torques, for a chain whose joints lose any.
    pub(super) fn losses(&mut self) -> Result<Option<Block>, String> {
        if !self.model.links.iter().any(|l| l.dynamics.dissipates()) {
            return Ok(None);
        }
        self.timed("losses", &|p, m| m.losses(p).expect("the chain dissipates"))
            .map(Some)
    }

    /// The task-space blocks of the selected frame `f`.
    pub(super) fn frame(&mut self, f: usize) -> Result<FrameBlocks, String> {
        let frame = |p: &mut Program, m: &Mechanics| FrameKinematics::new(m, p, f);
        // The frame's rotation (row-major), then `outputs` (the emitter turns them to its axes).
        type Outputs = fn(&FrameKinematics, &Mechanics, &mut Program) -> Vec<Atom>;
        let rotated = |p: &mut Program, m: &Mechanics, outputs: Outputs| {
            let k = frame(p, m);
            let mut out: Vec<Atom> = k.rot.iter().flatten().cloned().collect();
            out.extend(outputs(&k, m, p));
            out
        };
        Ok(FrameBlocks {
            index: f,
            pose: self.timed("frame_pose", &|p, m| frame(p, m).pose_outputs())?,
            jacobian: self.timed("frame_jacobian", &|p, m| {
                rotated(p, m, FrameKinematics::jacobian_outputs)
            })?,
            bias: self.timed("frame_bias", &|p, m| {
                rotated(p, m, FrameKinematics::bias_outputs)
            })?,
            wrench_world: self.timed("wrench_world", &|p, m| {
                frame(p, m).wrench_jacobian_outputs(m, p, false)
            })?,
            wrench_local: self.timed("wrench_local", &|p, m| {
                frame(p, m).wrench_jacobian_outputs(m, p, true)
            })?,
        })
    }

    /// With `#[chain(regressor = ..)]`: the regressor and the energy regressors.
    pub(super) fn regressor(&mut self) -> Result<Option<super::RegressorBlocks>, String> {
        let Some(columns) = self.model.regressor else {
            return Ok(None);
        };
        let joints = columns.joint_terms();
        let torque = self.timed("regressor", &|p, m| m.regressor(p, joints))?;
        let kinetic = self.timed("kinetic_energy_regressor", &|p, m| {
            m.kinetic_energy_regressor(p, joints)
        })?;
        let potential = self.timed("potential_energy_regressor", &|p, m| {
            m.potential_energy_regressor(p, joints)
        })?;
        let t = std::time::Instant::now();
        let base = super::base_check::base_parameters(self.model, columns, &torque);
        let seconds = t.elapsed().as_secs_f64();
        self.seconds.push(("base_parameters", seconds));
        let total = self.started.elapsed().as_secs_f64();
        if self.progress && total >= super::PROGRESS_AFTER_SECONDS {
            let found = match &base {
                Ok(b) => format!(
                    "{} of {}",
                    b.independent.len(),
                    columns.count(self.model.dof())
                ),
                Err(_) => "none (see BASE_PARAMETERS_UNAVAILABLE)".to_owned(),
            };
            eprintln!(
                "{}base_parameters: {found} in {seconds:.1} s ({total:.1} s so far)",
                super::PROGRESS_PREFIX,
            );
        }
        Ok(Some(super::RegressorBlocks {
            columns,
            torque,
            kinetic,
            potential,
            base,
        }))
    }

    /// The centre of mass and its Jacobian, for a chain with task-space frames and some mass.
    pub(super) fn center_of_mass(&mut self) -> Result<Option<(Block, Block)>, String> {
        let massless = self.model.links.iter().all(|l| l.mass == Param::Const(0.0));
        if self.model.selected_frames.is_empty() || massless {
            return Ok(None);
        }
        let com = self.timed("com", &|p, m| center_of_mass_outputs(m, p)[..3].to_vec())?;
        let jacobian = self.timed("com_jacobian", &|p, m| {
            center_of_mass_outputs(m, p)[3..].to_vec()
        })?;
        Ok(Some((com, jacobian)))
    }
}

/// What the emitted code computes after a linearization's straight-line program, in
/// [`Block::ops`]' units (a multiply–add is two): the joint-space formulations' two products
/// `M⁻¹ ∂τ/∂(q, q̇)`, `4 n³`; the bodies' angles' one product `M_θ⁻¹ F′` and its `O(n²)`
/// assembly (`w`, the diagonal scalings, the three transforms by `T`).
fn final_ops(f: Formulation, n: usize) -> usize {
    match f {
        Formulation::BodyAngles => 2 * n * n * n + 16 * n * n,
        _ => 4 * n * n * n,
    }
}

/// Common frames tried for the spatial formulation. A chain: the first and the second body's (a
/// long chain, [`LONG_CHAIN_DOF`]: the first only). Measured over the test models (2 to 10 DOF,
/// planar and spatial), every other frame, the world's included, gave more operations: expressed
/// in body 0 or 1, no quantity depends on that joint and the rotation chains to both ends of the
/// arm stay short. A tree whose bodies hang from the base by several joints (a hand's fingers,
/// Baxter's head and arms): each of those subtrees in its own first body's frame, and for a short
/// tree also the base's, where each of them keeps its axis constant and gravity is constant
/// (measured on Baxter: the linearization 20,323 operations in the base's frame, 18,967 in the
/// subtrees' own; every other block fewer too); a tree with one such joint: as a chain.
fn spatial_frames(model: &SymChain) -> Vec<Frame> {
    let n = model.dof();
    let long = is_long(model);
    if model.is_serial() || model.children(None).len() == 1 {
        return (0..if long { 1 } else { n.min(2) })
            .map(Frame::Body)
            .collect();
    }
    if long {
        vec![Frame::EachRoot]
    } else {
        vec![Frame::Base, Frame::EachRoot]
    }
}

/// Replaces `best` by `candidate` if it has fewer operations; whether it did.
fn keep_cheaper(best: &mut Block, candidate: Block) -> bool {
    let cheaper = candidate.ops < best.ops;
    if cheaper {
        *best = candidate;
    }
    cheaper
}
