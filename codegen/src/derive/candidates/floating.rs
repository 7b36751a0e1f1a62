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
use crate::symbolic::mechanics::{Mechanics, Terms};
use crate::symbolic::program::Program;
use crate::symbolic::spatial::{Frame, Kinematics};
use crate::symbolic::symbols::Var;
use crate::symbolic::task_space::FrameKinematics;
use crate::symbolic::upper;
use symbolica::atom::Atom;

impl Candidates<'_> {
    /// Every generated function of a floating base.
    pub(in crate::derive) fn floating(&mut self) -> Result<FloatingDerived, String> {
        let nv = self.model.nv();
        let inverse = self.mass_inverse_floating();
        let parents = floating_parents(&self.model.parents);
        let mass = self.timed("mass", &|p, m| m.crba(p))?;
        let nonlinear = self.timed("nonlinear_effects", &|p, m| m.rnea(p, Terms::BIAS, "b"))?;
        let gravity = self.timed("gravity", &|p, m| m.rnea(p, Terms::GRAVITY, "g"))?;
        let inverse_dynamics = self.timed("inverse", &|p, m| {
            let tau = m.rnea(p, Terms::ALL, "");
            with_joint_losses(p, m, tau)
        })?;
        let forward = {
            let parents = parents.clone();
            self.timed("forward", &move |p, m| {
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
            })?
        };
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
        let mut inverse_derivatives = self.timed("inverse_derivatives", &|p, m| {
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
        keep_cheaper(&mut inverse_derivatives, spatial);
        let center_of_mass = self.timed("center_of_mass", &|p, m| {
            let c = m.floating_composite(p);
            (0..3).map(|k| &c.h[k] / &c.mass).collect()
        })?;
        let center_of_mass_jacobian = self.timed("center_of_mass_jacobian", &|p, m| {
            let c = m.floating_composite(p);
            let mut out: Vec<Atom> = (0..3).map(|k| &c.h[k] / &c.mass).collect();
            for k in 0..3 {
                out.extend(c.columns.iter().map(|(f, _)| &f[k] / &c.mass));
            }
            out
        })?;
        let centroidal_map = self.timed("centroidal_map", &|p, m| {
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
        })?;
        let centroidal_bias = self.timed("centroidal_momentum_bias", &|p, m| {
            let c = m.floating_composite(p);
            let mut out: Vec<Atom> = (0..3).map(|k| &c.h[k] / &c.mass).collect();
            out.extend(m.rnea(p, Terms::CORIOLIS, "c").into_iter().take(6));
            out
        })?;
        let mut frames = Vec::new();
        for &index in &self.model.selected_frames {
            let pose = self.timed("frame_pose", &|p, m| {
                FrameKinematics::new(m, p, index).pose_outputs()
            })?;
            let jacobian = self.timed("frame_jacobian", &|p, m| {
                let k = FrameKinematics::new(m, p, index);
                let mut out = k.pose_outputs();
                out.extend(k.jacobian_outputs(m, p));
                out
            })?;
            let bias = self.timed("frame_bias", &|p, m| {
                let k = FrameKinematics::new(m, p, index);
                let mut out = k.pose_outputs();
                let cols = k.jacobian_columns(m, p);
                out.extend((0..6).map(|r| {
                    cols.iter()
                        .zip(&m.coords.qd)
                        .fold(Atom::num(0), |acc, (c, qd)| &acc + &(&c[r] * qd))
                }));
                out.extend(k.bias_outputs(m, p));
                out
            })?;
            frames.push(FloatingFrameBlocks {
                index,
                pose,
                jacobian,
                bias,
            });
        }
        let legs = match self.model.independent_blocks() {
            blocks if blocks.is_empty() => vec![(0, nv - 6)],
            blocks => blocks,
        };
        Ok(FloatingDerived {
            nv,
            frames,
            legs,
            mass,
            nonlinear,
            gravity,
            inverse: inverse_dynamics,
            forward,
            linearize,
            inverse_derivatives,
            center_of_mass,
            center_of_mass_jacobian,
            centroidal_map,
            centroidal_bias,
            mass_inverse: inverse,
        })
    }

    /// How a floating base's forward dynamics and linearization give `M⁻¹`: unrolled, as a
    /// fixed tree's (its factors keep the legs' zeros; the dense kernels' do not). Measured on
    /// Solo12 (2026-11-27, `native`): the kernels' forward dynamics 1,192 ns against 435,
    /// `linearize_blocks` 5,130 against 4,130.
    fn mass_inverse_floating(&self) -> MassInverse {
        MassInverse::Unrolled
    }
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
    /// Every block, in the order of the `FloatingDynamics` trait's methods (the frames' not
    /// included).
    pub fn blocks(&self) -> [&Block; 11] {
        [
            &self.mass,
            &self.nonlinear,
            &self.gravity,
            &self.inverse,
            &self.forward,
            &self.linearize,
            &self.inverse_derivatives,
            &self.center_of_mass,
            &self.center_of_mass_jacobian,
            &self.centroidal_map,
            &self.centroidal_bias,
        ]
    }
}
