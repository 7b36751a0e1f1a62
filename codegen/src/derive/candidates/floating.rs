//! The generated functions of a tree on a floating base (Pinocchio's free-flyer root joint): `M`,
//! the bias force `C v + g` (Pinocchio's `nle`), `g`, inverse and forward dynamics, and the
//! linearization in the tangent space, each one program on the body-frame Newton–Euler passes
//! and the composite rigid body algorithm with the base's six coordinates first
//! ([`Mechanics`] with a base).
//!
//! In base coordinates nothing depends on the base's position or orientation but gravity,
//! `g_b = R(ξ)ᵀ g`, an input of every program (computed from the quaternion by the emitted
//! code). A rotation `δθ` of the base along `integrate(q, δv)` turns it into
//! `exp(−[δθ]×) g_b ≈ g_b + g_b × δθ`: the derivatives with respect to the base's orientation
//! are `∂τ/∂θ_k = ∂τ/∂g_b · (g_b × e_k)`, those with respect to its position zero.

use super::super::ldl::{full_matrix, named_matrix, Ldl};
use super::super::{Block, FloatingDerived, FloatingFrameBlocks, MassInverse};
use super::{keep_cheaper, Candidates};
use crate::interface;
use crate::symbolic::mechanics::{Mechanics, Terms};
use crate::symbolic::program::Program;
use crate::symbolic::spatial::{Frame, Kinematics};
use crate::symbolic::symbols::Var;
use crate::symbolic::task_space::FrameKinematics;
use crate::symbolic::upper;
use symbolica::atom::{Atom, AtomCore};

impl Candidates<'_> {
    /// Every generated function of a floating base: one program per method of
    /// [`interface::FLOATING`] (in its order, which is the order of the derivations: see
    /// [`crate::derive::derive`]), then each frame's, one per method of
    /// [`interface::FLOATING_FRAMES`].
    pub(in crate::derive) fn floating(&mut self) -> Result<FloatingDerived, String> {
        let nv = self.model.nv();
        let mass_inverse = self.mass_inverse_floating();
        let mut methods = Vec::new();
        for method in &interface::FLOATING {
            methods.push(self.floating_method(method.name, mass_inverse)?);
        }
        let mut frames = Vec::new();
        for &index in &self.model.selected_frames {
            let mut blocks = Vec::new();
            for method in &interface::FLOATING_FRAMES {
                let outputs =
                    |p: &mut Program, m: &Mechanics| frame_outputs(method.name, p, m, index);
                blocks.push(self.timed(method.name, &outputs)?);
            }
            frames.push(FloatingFrameBlocks { index, blocks });
        }
        let contact = match self.model.contacts.is_empty() {
            true => None,
            false => {
                let contacts = self.model.contacts.clone();
                Some(self.timed("contact_terms", &move |p, m| {
                    contact_outputs(p, m, &contacts)
                })?)
            }
        };
        let legs = match self.model.independent_blocks() {
            blocks if blocks.is_empty() => vec![(0, nv - 6)],
            blocks => blocks,
        };
        Ok(FloatingDerived {
            nv,
            methods,
            legs,
            mass_inverse,
            frames,
            contact,
        })
    }

    /// The program of the method `name` of [`interface::FLOATING`] (the cheaper of two
    /// candidates where there are two). Its outputs:
    ///
    /// * `mass_matrix`: `M`'s upper triangle;
    /// * `nonlinear_effects`: `C v + g` (`nv`), Pinocchio's `nle`; `gravity`: `g` (`nv`);
    /// * `inverse_dynamics`: `τ`, the joints' losses included (`nv`);
    /// * `forward_dynamics`: `a = M⁻¹ (τ − C v − g − τ_loss)` (`nv`); with
    ///   [`MassInverse::Kernel`], `M`'s upper triangle then the right-hand side;
    /// * `linearize_blocks`: `a` (`nv`), the parts of `M⁻¹` for `::chaindyn::__floating_inverse`
    ///   ([`crate::derive::split_inverse_len`] values; with [`MassInverse::Kernel`], the factors
    ///   of its `L D Lᵀ`), the joints' columns of `∂τ/∂q` (`nv × n`, row-major) and `∂τ/∂v`
    ///   (`nv²`, row-major) at that `a` (the base's columns of `∂a/∂q` are gravity's turn: the
    ///   emitted code writes them);
    /// * `inverse_dynamics_derivatives`: `∂τ/∂q` (tangent space) then `∂τ/∂v` (`nv²` each,
    ///   row-major);
    /// * `center_of_mass`: the centre of mass in base coordinates (3);
    /// * `center_of_mass_jacobian`: that, then its Jacobian's joint columns in base coordinates
    ///   (`3 × n`, row-major);
    /// * `centroidal_map`: the robot's mass, the first moment `h = m c` (3) and rotational
    ///   inertia `Ī` (upper triangle, 6) about the base's origin in base coordinates, then the
    ///   joints' columns of `M`'s six base rows (`6 × n`, row-major);
    /// * `centroidal_momentum_bias`: the centre of mass in base coordinates (3), then the base's
    ///   wrench `[f; n]` of inverse dynamics at `v̇ = 0` without gravity (6).
    fn floating_method(&mut self, name: &str, inverse: MassInverse) -> Result<Block, String> {
        let nv = self.model.nv();
        let parents = floating_parents(&self.model.parents);
        match name {
            "mass_matrix" => self.timed("mass", &|p, m| m.crba(p)),
            "nonlinear_effects" => {
                self.timed("nonlinear_effects", &|p, m| m.rnea(p, Terms::BIAS, "b"))
            }
            "gravity" => self.timed("gravity", &|p, m| m.rnea(p, Terms::GRAVITY, "g")),
            "inverse_dynamics" => self.timed("inverse", &|p, m| {
                let tau = m.rnea(p, Terms::ALL, "");
                with_joint_losses(p, m, tau)
            }),
            "forward_dynamics" => self.timed("forward", &move |p, m| {
                let mass = full_matrix(nv, m.crba(p));
                let bias = m.rnea(p, Terms::BIAS, "b");
                let bias = with_joint_losses(p, m, bias);
                let rhs: Vec<Atom> = (0..nv).map(|i| &p.var(Var::U(i)) - &bias[i]).collect();
                match inverse {
                    MassInverse::Unrolled => Ldl::for_tree(p, &mass, &parents).solve(p, &rhs),
                    MassInverse::Kernel => upper(nv)
                        .into_iter()
                        .map(|(i, j)| mass[i][j].clone())
                        .chain(rhs)
                        .collect(),
                }
            }),
            "linearize_blocks" => {
                let mut linearize = {
                    let parents = parents.clone();
                    self.timed("linearize", &move |p, m| {
                        linearize_outputs(p, m, &parents, inverse, false)
                    })?
                };
                let spatial = self.timed("linearize_spatial", &move |p, m| {
                    linearize_outputs(p, m, &parents, inverse, true)
                })?;
                keep_cheaper(&mut linearize, spatial);
                Ok(linearize)
            }
            "inverse_dynamics_derivatives" => {
                let mut derivatives = self.timed("inverse_derivatives", &|p, m| {
                    let mass = full_matrix(nv, m.crba(p));
                    // Without the losses: `inverse_dynamics_jacobians` adds theirs.
                    let tau = m.rnea(p, Terms::ALL, "");
                    let (dq, dv) = inverse_dynamics_jacobians(p, m, &mass, &tau);
                    dq.into_iter().chain(dv).flatten().collect()
                })?;
                let spatial = self.timed("inverse_derivatives_spatial", &|p, m| {
                    let kin = Kinematics::new(m, p, Frame::Base, Terms::BIAS);
                    let qdd: Vec<Atom> = (0..nv).map(|k| p.var(Var::Qdd(k))).collect();
                    let (dq, dv) = kin.jacobians(m, p, &qdd);
                    let dv = with_loss_slopes(p, m, dv);
                    dq.into_iter().chain(dv).flatten().collect()
                })?;
                keep_cheaper(&mut derivatives, spatial);
                Ok(derivatives)
            }
            "center_of_mass" => self.timed("center_of_mass", &|p, m| {
                let c = m.floating_composite(p);
                (0..3).map(|k| &c.h[k] / &c.mass).collect()
            }),
            "center_of_mass_jacobian" => self.timed("center_of_mass_jacobian", &|p, m| {
                let c = m.floating_composite(p);
                let mut out: Vec<Atom> = (0..3).map(|k| &c.h[k] / &c.mass).collect();
                for k in 0..3 {
                    out.extend(c.columns.iter().map(|(f, _)| &f[k] / &c.mass));
                }
                out
            }),
            "centroidal_map" => self.timed("centroidal_map", &|p, m| {
                let c = m.floating_composite(p);
                let mut out = vec![c.mass.clone()];
                out.extend(c.h.iter().cloned());
                out.extend(upper(3).into_iter().map(|(a, b)| c.ibar[a][b].clone()));
                for k in 0..3 {
                    out.extend(c.columns.iter().map(|(f, _)| f[k].clone()));
                }
                for k in 0..3 {
                    out.extend(c.columns.iter().map(|(_, n)| n[k].clone()));
                }
                out
            }),
            "centroidal_momentum_bias" => self.timed("centroidal_momentum_bias", &|p, m| {
                let c = m.floating_composite(p);
                let mut out: Vec<Atom> = (0..3).map(|k| &c.h[k] / &c.mass).collect();
                out.extend(m.rnea(p, Terms::CORIOLIS, "c").into_iter().take(6));
                out
            }),
            other => Err(format!(
                "internal error: no derivation for the floating base's method `{other}` (please \
                 report it)"
            )),
        }
    }

    /// How a floating base's forward dynamics and linearization give `M⁻¹`: unrolled, as a
    /// fixed tree's (its factors keep the legs' zeros; the dense kernels' do not). Measured on
    /// Solo12 (2026-11-27, `native`): the kernels' forward dynamics 1,192 ns against 435,
    /// `linearize_blocks` 5,130 against 4,130.
    fn mass_inverse_floating(&self) -> MassInverse {
        MassInverse::Unrolled
    }
}

/// The outputs of the frame method `name` ([`interface::FLOATING_FRAMES`]) for the frame `index`,
/// in base coordinates, in the order of the method's pieces: its rotation (9) and origin (3),
/// then for `frame_jacobian` the joints' columns of its Jacobian `[v; ω]` (`6 × n`, row-major),
/// for `frame_acceleration_bias` the velocity of its origin and body relative to the base
/// `[ẏ; ω_r]` (6) and their bias at `q̈ = 0` `[ÿ₀; ω̇_r₀]` (6).
///
/// # Panics
/// On a name that is not in the list (a bug of the list, caught by every derive with frames).
fn frame_outputs(name: &str, p: &mut Program, m: &Mechanics, index: usize) -> Vec<Atom> {
    let k = FrameKinematics::new(m, p, index);
    let mut out = k.pose_outputs();
    match name {
        "frame_pose" => {}
        "frame_jacobian" => out.extend(k.jacobian_outputs(m, p)),
        "frame_acceleration_bias" => {
            let cols = k.jacobian_columns(m, p);
            out.extend((0..6).map(|r| {
                cols.iter()
                    .zip(&m.coords.qd)
                    .fold(Atom::num(0), |acc, (c, qd)| &acc + &(&c[r] * qd))
            }));
            out.extend(k.bias_outputs(m, p));
        }
        _ => panic!("no derivation for the floating frame method `{name}`"),
    }
    out
}

/// The operational-space terms of the description's contacts, one program, every contact's rows
/// in its frame's axes (`LOCAL`; a point's three linear rows, a surface's six): with `M`'s
/// leaves-first factors `M = Lᵀ D L` (Featherstone's, on the tree: no fill-in),
/// `a₀ = M⁻¹ (τ − C v − g − τ_loss)`, each row's `Zᵀ` row `D⁻¹ L⁻ᵀ J_rᵀ` (zero off its
/// contact's path to the root), `Δ = J M⁻¹ Jᵀ = Σ_k d_k z_k z_kᵀ` (two contacts on different
/// branches share the base's terms only) and `r = J a₀ + γ`, `γ` the classical acceleration of a
/// point's origin at `q̈ = 0`, a surface's spatial one. Outputs: `a₀` (`nv`), the factors
/// ([`Ldl::tree_factors`]), `J` and `Zᵀ` (`nc × nv` each, column by column), `Δ`'s upper
/// triangle row by row, `r` (`nc`).
fn contact_outputs(
    p: &mut Program,
    m: &Mechanics,
    contacts: &[(usize, chaindyn_model::ContactKind)],
) -> Vec<Atom> {
    use crate::symbolic::mechanics::{add, cross, mul_t, name3, V3};
    let nv = m.model.nv();
    let mass = full_matrix(nv, m.crba(p));
    let bias = m.rnea(p, Terms::BIAS, "b");
    let bias = with_joint_losses(p, m, bias);
    let rhs: Vec<Atom> = (0..nv).map(|i| &p.var(Var::U(i)) - &bias[i]).collect();
    let ldl = Ldl::leaves_first(p, &mass);
    let a = ldl.solve(p, &rhs);
    let base: [V3; 2] = [0, 3].map(|o| std::array::from_fn(|k| p.var(Var::Qd(o + k))));
    let [vb, wb] = &base;
    let (mut rows, mut gamma) = (Vec::new(), Vec::new());
    for &(frame, kind) in contacts {
        let k = FrameKinematics::new(m, p, frame);
        let (rot, y) = (&k.rot, &k.pos);
        let cols = k.jacobian_columns(m, p);
        // The joints' share of the origin's and the body's velocity, base axes.
        let vel: Vec<Atom> = (0..6)
            .map(|r| {
                cols.iter()
                    .zip(&m.coords.qd)
                    .fold(Atom::num(0), |acc, (c, qd)| &acc + &(&c[r] * qd))
            })
            .collect();
        let ydot: V3 = std::array::from_fn(|r| p.define("cyd", vel[r].clone()));
        let wr: V3 = std::array::from_fn(|r| p.define("cwr", vel[3 + r].clone()));
        let b = k.bias_outputs(m, p);
        // Rows in the frame's axes (as `__floating_frame_jacobian`): the base's translations
        // `Rᵀ e_k`, its rotations `[Rᵀ (e_k × y); Rᵀ e_k]`, the joints' columns turned by `Rᵀ`.
        let mut j = vec![vec![Atom::num(0); nv]; 6];
        for e in 0..3 {
            let mut unit: V3 = std::array::from_fn(|_| Atom::num(0));
            unit[e] = Atom::num(1);
            let (lin, ang) = (mul_t(rot, &cross(&unit, y)), mul_t(rot, &unit));
            for r in 0..3 {
                j[r][e] = ang[r].clone();
                j[r][3 + e] = lin[r].clone();
                j[3 + r][3 + e] = ang[r].clone();
            }
        }
        for (c, col) in cols.iter().enumerate() {
            let lin = mul_t(rot, &std::array::from_fn(|r| col[r].clone()));
            let ang = mul_t(rot, &std::array::from_fn(|r| col[3 + r].clone()));
            for r in 0..3 {
                j[r][6 + c] = lin[r].clone();
                j[3 + r][6 + c] = ang[r].clone();
            }
        }
        // The classical acceleration of the origin at `q̈ = 0` in base axes (as
        // `__floating_frame_bias`), a surface's less `ω × v` (its spatial acceleration).
        let moving = name3(p, "cmv", add(&add(vb, &cross(wb, y)), &ydot));
        let pdd = add(
            &add(&cross(wb, &moving), &cross(wb, &ydot)),
            &[b[0].clone(), b[1].clone(), b[2].clone()],
        );
        let wdot = add(&cross(wb, &wr), &[b[3].clone(), b[4].clone(), b[5].clone()]);
        let lin = match kind {
            chaindyn_model::ContactKind::Point => pdd,
            chaindyn_model::ContactKind::Surface => {
                let c = cross(&add(wb, &wr), &moving);
                std::array::from_fn(|r| &pdd[r] - &c[r])
            }
        };
        let g: Vec<Atom> = mul_t(rot, &lin)
            .into_iter()
            .chain(mul_t(rot, &wdot))
            .collect();
        for (row, g) in j.into_iter().zip(g).take(kind.dimension()) {
            let row: Vec<Atom> = row
                .into_iter()
                .map(|x| p.define("cj", x.expand()))
                .collect();
            rows.push(row);
            gamma.push(g);
        }
    }
    // `w_r = L⁻ᵀ J_rᵀ` in the elimination's positions.
    let w: Vec<Vec<Atom>> = rows.iter().map(|row| ldl.forward(p, row, "cw")).collect();
    let mut out = a.clone();
    out.extend(ldl.tree_factors());
    for k in 0..nv {
        out.extend(rows.iter().map(|row| row[k].clone()));
    }
    // `Zᵀ`'s rows in the elimination's positions, named: `Δ_rc = Σ_k z_rk w_ck`.
    let z: Vec<Vec<Atom>> = w
        .iter()
        .map(|wr| {
            (0..nv)
                .map(|at| match wr[at].is_zero() {
                    true => Atom::num(0),
                    false => p.define("cz", &wr[at] * ldl.pivot_inverse_at(at)),
                })
                .collect()
        })
        .collect();
    for k in 0..nv {
        let at = ldl.position(k);
        out.extend(z.iter().map(|zr| zr[at].clone()));
    }
    for (r, zr) in z.iter().enumerate() {
        for wc in &w[r..] {
            let terms = zr
                .iter()
                .zip(wc)
                .filter(|(a, b)| !a.is_zero() && !b.is_zero());
            out.push(terms.fold(Atom::num(0), |acc, (a, b)| &acc + &(a * b)));
        }
    }
    for (row, g) in rows.iter().zip(gamma) {
        let ja = row
            .iter()
            .zip(&a)
            .filter(|(x, _)| !x.is_zero())
            .fold(Atom::num(0), |acc, (x, a)| &acc + &(x * a));
        out.push(&ja + &g);
    }
    out
}

/// The parents of the velocity coordinates: the base's six a chain, the joints hanging from its
/// last (so that the leaves-first `L D Lᵀ` keeps the branches' zeros).
fn floating_parents(parents: &[Option<usize>]) -> Vec<Option<usize>> {
    (0..6)
        .map(|k: usize| k.checked_sub(1))
        .chain(parents.iter().map(|p| Some(p.map_or(5, |p| p + 6))))
        .collect()
}

/// `τ` (size `nv`) with the joints' losses added to the joints' entries.
fn with_joint_losses(prog: &mut Program, mech: &Mechanics, mut tau: Vec<Atom>) -> Vec<Atom> {
    if let Some(loss) = mech.losses(prog) {
        for (t, l) in tau[6..].iter_mut().zip(&loss) {
            *t = &*t + l;
        }
    }
    tau
}

/// The linearization of a floating base in the tangent space at `(q, v, τ)`, one program: `M`,
/// `C v + g + τ_loss`, the leaves-first `L D Lᵀ` giving `a = M⁻¹ (τ − C v − g − τ_loss)` and
/// `M⁻¹` in the parts of [`Ldl::inverse_split`] (with [`MassInverse::Kernel`], the
/// factors), then the joints' columns
/// of `∂τ/∂q` (`nv × n`, row-major) and `∂τ/∂v` (`nv²`, row-major) of inverse dynamics at that
/// `a`.
fn linearize_outputs(
    prog: &mut Program,
    mech: &Mechanics,
    parents: &[Option<usize>],
    inverse: MassInverse,
    spatial: bool,
) -> Vec<Atom> {
    let nv = parents.len();
    let kin = spatial.then(|| Kinematics::new(mech, prog, Frame::Base, Terms::BIAS));
    let (mass, bias) = match &kin {
        Some(kin) => {
            let mut mass = kin.mass_matrix(mech);
            for (i, l) in mech.links.iter().enumerate() {
                if let Some(a) = &l.armature {
                    mass[6 + i][6 + i] = &mass[6 + i][6 + i] + a;
                }
            }
            (named_matrix(prog, mass), kin.bias(mech))
        }
        None => (
            full_matrix(nv, mech.crba(prog)),
            mech.rnea(prog, Terms::BIAS, "b"),
        ),
    };
    let bias = with_joint_losses(prog, mech, bias);
    // The kernels take the factors in the coordinates' order (dense); unrolled, leaves first
    // (on a chain of joints too: `M⁻¹`'s parts need the base's bodies eliminated last).
    let ldl = match inverse {
        MassInverse::Unrolled => Ldl::leaves_first(prog, &mass),
        MassInverse::Kernel => Ldl::new(prog, &mass),
    };
    let rhs: Vec<Atom> = (0..nv).map(|i| &prog.var(Var::U(i)) - &bias[i]).collect();
    let a = ldl.solve(prog, &rhs);
    let mut out = a.clone();
    out.extend(match inverse {
        MassInverse::Unrolled => ldl.inverse_split(prog, 6),
        MassInverse::Kernel => ldl.factors(),
    });
    // `a` is an operating point: held fixed by the derivatives.
    let a: Vec<Atom> = a
        .iter()
        .enumerate()
        .map(|(i, e)| prog.frozen(&format!("lqddop{i}"), e.clone()))
        .collect();
    let (dq, dv) = match kin {
        Some(kin) => {
            let (dq, dv) = kin.jacobians(mech, prog, &a);
            (dq, with_loss_slopes(prog, mech, dv))
        }
        None => {
            let tau = mech.rnea_at(prog, Terms::ALL, "", &a);
            inverse_dynamics_jacobians(prog, mech, &mass, &tau)
        }
    };
    // `∂τ/∂q`'s joint columns only: on the base's position `a` does not depend, and a turn of
    // the base changes it by gravity's turn alone (`a = M⁻¹ (τ − C v − τ_loss) + [g_b; 0]`, as
    // gravity enters `τ` through `M`'s first three columns): the emitted code writes those.
    out.extend(dq.into_iter().flat_map(|row| row.into_iter().skip(6)));
    out.extend(dv.into_iter().flatten());
    out
}

/// `(∂τ/∂q, ∂τ/∂v)` of inverse dynamics (`tau` without the joints' losses, whose derivative is
/// added here) in the tangent
/// space, row-major rows: zero on the base's position; on its orientation through gravity in
/// base coordinates, which enters `τ` as the base's linear acceleration does, so that
/// `∂τ/∂g_b = −M[:, 0..3]` and `∂τ/∂θ_k = −M[:, 0..3] (g_b × e_k)`; forward mode through the named
/// intermediates on the joints and the velocities.
fn inverse_dynamics_jacobians(
    prog: &mut Program,
    mech: &Mechanics,
    mass: &[Vec<Atom>],
    tau: &[Atom],
) -> (Vec<Vec<Atom>>, Vec<Vec<Atom>>) {
    let nv = tau.len();
    let n = nv - 6;
    let g = mech.gravity.clone();
    let mut dq = Vec::with_capacity(nv);
    let mut dv = Vec::with_capacity(nv);
    for (i, t) in tau.iter().enumerate() {
        let dg: Vec<Atom> = (0..3).map(|k| -&mass[i][k]).collect();
        // (g × e_k) · ∂τ/∂g for k = x, y, z.
        let rotation = [
            &(&g[2] * &dg[1]) - &(&g[1] * &dg[2]),
            &(&g[0] * &dg[2]) - &(&g[2] * &dg[0]),
            &(&g[1] * &dg[0]) - &(&g[0] * &dg[1]),
        ];
        let mut row = vec![Atom::num(0); 3];
        row.extend(rotation);
        row.extend((0..n).map(|k| prog.tangent(t, Var::Q(k))));
        dq.push(row);
        dv.push(
            (0..nv)
                .map(|k| prog.tangent(t, Var::Qd(k)))
                .collect::<Vec<_>>(),
        );
    }
    (dq, with_loss_slopes(prog, mech, dv))
}

/// `∂τ/∂v` with the joints' losses' slopes `∂τ_loss/∂q̇` added to the joints' block.
fn with_loss_slopes(
    prog: &mut Program,
    mech: &Mechanics,
    mut dv: Vec<Vec<Atom>>,
) -> Vec<Vec<Atom>> {
    if let Some(d) = mech.losses_jacobian(prog, false) {
        for (i, row) in d.into_iter().enumerate() {
            for (j, x) in row.into_iter().enumerate() {
                if !x.is_zero() {
                    dv[6 + i][6 + j] = &dv[6 + i][6 + j] + &x;
                }
            }
        }
    }
    dv
}

/// The blocks, for [`Block`]'s users that list them.
impl FloatingDerived {
    /// The program of the method `name` of [`interface::FLOATING`].
    ///
    /// # Panics
    /// If `name` is not in the list (a bug of the caller, caught by every floating derive).
    pub fn block(&self, name: &str) -> &Block {
        let k = interface::FLOATING
            .iter()
            .position(|m| m.name == name)
            .unwrap_or_else(|| panic!("`{name}` is not a method of `FloatingDynamics`"));
        &self.methods[k]
    }

    /// Every block, the methods' then the frames' (frame by frame).
    pub fn all_blocks(&self) -> Vec<&Block> {
        let frames = self.frames.iter().flat_map(|k| &k.blocks);
        self.methods
            .iter()
            .chain(frames)
            .chain(&self.contact)
            .collect()
    }
}
