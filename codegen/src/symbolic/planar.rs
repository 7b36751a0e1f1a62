//! Planar chains in closed form: every joint revolute, every joint axis parallel to the first
//! joint's, `u` in the world (at `q = 0`, and then at every `q`, since rotations about parallel
//! axes keep them parallel).
//!
//! Body `k` then turns about `u` by the angle `θ_k = Σ_{j≤k} s_j q_j` (relative joint angles
//! `q_j`; `s_j = ±1` as joint `j`'s axis points along `±u`, `s_0 = 1`), and every point of the chain is a
//! constant plus a sum of constant vectors turned by one `θ_k` each. The centre of mass of body
//! `i` is `p_i = p_0 + Σ_{k≤i} Rot_u(θ_k) v_ik`, with `v_ik = P_{k+1}` (joint `k+1`'s origin in
//! body `k`, turned to the world at `q = 0`) for `k < i` and `v_ii = C_i` (body `i`'s centre of
//! mass, likewise). With `w_k = Σ_{i≥k} m_i v_ik = m_k C_k + (Σ_{i>k} m_i) P_{k+1}` and `⊥` the
//! part normal to `u`, the Lagrangian gives, for `φ_kl = θ_l − θ_k`:
//!
//! ```text
//! M_kl(θ) = f_kl = a_kl cos φ_kl + b_kl sin φ_kl      a_kl = P_{k+1}·w⊥_l, b_kl = P_{k+1}·(u × w_l)  (k < l)
//! M_kk    = m_k |C⊥_k|² + (Σ_{i>k} m_i) |P⊥_{k+1}|² + J_k,  J_k = ũ_kᵀ I_k ũ_k, ũ_k = W_k(0)ᵀ u
//! (C θ̇)_k = Σ_{l≠k} f'_kl θ̇_l²                      f'_kl = −a_kl sin φ_kl + b_kl cos φ_kl
//! g_k     = α_k sin θ_k − β_k cos θ_k                 α_k = g·w⊥_k, β_k = g·(u × w_k)
//! ```
//!
//! (`a` symmetric, `b` antisymmetric). The derivatives of `τ_θ = M θ̈ + C θ̇ + g` are closed forms
//! per pair of links: `∂τ_k/∂θ_j = f'_kj θ̈_j − f_kj θ̇_j²` (`j ≠ k`), `∂τ_k/∂θ_k = −Σ_{j≠k} ∂τ_k/∂θ_j +
//! α_k cos θ_k + β_k sin θ_k`, `∂τ_k/∂θ̇_j = 2 f'_kj θ̇_j`. In joint angles, joint space is reached
//! by the congruence with `∂θ/∂q` (running sums); in absolute angles `θ = q` (the model's checks
//! make every axis point along `u` there) and there is none.

use super::upper;
use crate::internals::model::SymChain;
use crate::symbolic::mechanics::{
    constant, cross, dot, mul, relative, rpy_matrix, scale, snap, Mechanics, Terms, V3,
};
use crate::symbolic::program::Program;
use crate::symbolic::symbols::Var;
use chaindyn_model::{AngleConvention, JointKind};
use symbolica::atom::{Atom, AtomCore};

/// What the linearization in the bodies' angles reads of a [`Planar`]
/// ([`Planar::body_angle_parts`]).
pub struct BodyAngleParts<'a> {
    /// `M_θ` (full, symmetric).
    pub mass: &'a [Vec<Atom>],
    /// `F′` (full, antisymmetric).
    pub fp: &'a [Vec<Atom>],
    /// `g′_k = ∂g_θ,k/∂θ_k`.
    pub dg: &'a [Atom],
    /// `F′ θ̇² + g_θ`.
    pub bias: Vec<Atom>,
}

/// The closed-form planar mechanics of one model on one program.
pub struct Planar {
    /// `M_θ` (full, symmetric).
    f: Vec<Vec<Atom>>,
    /// `f'_kl` (antisymmetric, zero diagonal).
    fp: Vec<Vec<Atom>>,
    /// `θ̇_k`.
    thd: Vec<Atom>,
    /// `θ̇_k²`.
    thd2: Vec<Atom>,
    /// `g_k` and `∂g_k/∂θ_k` in `θ`.
    g: Vec<Atom>,
    dg: Vec<Atom>,
    /// `s_k`.
    signs: Vec<i64>,
    /// Whether the model's angles are absolute: then `θ = q` and `∂θ/∂q = I`.
    absolute: bool,
}

/// `a · b` of two numeric vectors.
fn dot_f(a: [f64; 3], b: [f64; 3]) -> f64 {
    a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
}

fn mat_mul(a: [[f64; 3]; 3], b: [[f64; 3]; 3]) -> [[f64; 3]; 3] {
    std::array::from_fn(|r| std::array::from_fn(|c| (0..3).map(|m| a[r][m] * b[m][c]).sum()))
}

fn mat_vec(a: [[f64; 3]; 3], v: [f64; 3]) -> [f64; 3] {
    std::array::from_fn(|r| dot_f(a[r], v))
}

/// A planar chain's common axis `u` (world, at `q = 0`), its signs `s_k` and its bodies'
/// rotations at `q = 0`, `W_k(0)`.
type Geometry = ([f64; 3], Vec<i64>, Vec<[[f64; 3]; 3]>);

/// The chain's [`Geometry`], if it is planar: every joint revolute and every axis along `±u`,
/// `u` the first joint's axis (so `s_0 = 1`). A tree is not planar here: the closed forms are
/// per pair of links of one chain.
fn geometry(model: &SymChain) -> Option<Geometry> {
    if !model.is_serial() {
        return None;
    }
    let mut w = [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]];
    let mut u: Option<[f64; 3]> = None;
    let (mut signs, mut frames) = (Vec::new(), Vec::new());
    for l in &model.links {
        if l.kind != JointKind::Revolute {
            return None;
        }
        w = mat_mul(w, rpy_matrix(l.rpy));
        let axis = mat_vec(w, l.axis);
        let norm = dot_f(axis, axis).sqrt();
        let axis = axis.map(|x| x / norm);
        let u = *u.get_or_insert(axis);
        // The model's rule (`chaindyn_model::PARALLEL_AXIS_TOL`): a chain whose axes are
        // further from parallel is derived by the general formulations, axes as written.
        if !chaindyn_model::axes_parallel(axis, u) {
            return None;
        }
        signs.push(if dot_f(axis, u) > 0.0 { 1 } else { -1 });
        frames.push(w.map(|row| row.map(snap)));
    }
    Some((u?.map(snap), signs, frames))
}

/// Whether `model` is a planar chain (every joint revolute, all axes parallel).
pub fn is_planar(model: &SymChain) -> bool {
    geometry(model).is_some()
}

/// Whether `model` is a planar chain in absolute angles: its angles are then the bodies' own
/// (`θ = q`; the model's checks make every axis point along `u`), and no congruence maps `θ` to
/// `q`.
pub fn in_body_angles(model: &SymChain) -> bool {
    model.convention == AngleConvention::Absolute && is_planar(model)
}

fn atoms(m: [[f64; 3]; 3]) -> [[Atom; 3]; 3] {
    m.map(|row| row.map(constant))
}

/// `v⊥`: the part of `v` normal to the unit vector `u`.
fn perp(u: &V3, v: &V3) -> V3 {
    let along = dot(u, v);
    std::array::from_fn(|r| (&v[r] - &(&u[r] * &along)).expand())
}

/// The constants of a planar chain's closed forms, in the world at `q = 0`.
struct Constants {
    /// The common axis `u`.
    u: [f64; 3],
    /// `u` as expressions.
    ua: V3,
    /// The bodies' rotations `W_k(0)`.
    frames: Vec<[[f64; 3]; 3]>,
    /// `P_{k+1}` (zero for the last body).
    p_next: Vec<V3>,
    /// `C_k`.
    com: Vec<V3>,
    /// `Σ_{i>k} m_i`.
    tail_mass: Vec<Atom>,
    /// `w⊥_k`.
    wperp: Vec<V3>,
    /// `u × w_k`.
    uxw: Vec<V3>,
}

impl Constants {
    /// `P_{k+1}`, `C_k` and the tail masses of the chain whose [`Geometry`] is `u`, `frames`,
    /// then `w_k` as `w⊥_k` and `u × w_k`.
    fn new(mech: &Mechanics, u: [f64; 3], frames: Vec<[[f64; 3]; 3]>) -> Constants {
        let n = frames.len();
        let ua: V3 = u.map(constant);
        // P_{k+1} (k < n − 1) and C_k, turned to the world at q = 0.
        let p_next: Vec<V3> = (0..n)
            .map(|k| {
                if k + 1 < n {
                    mul(&atoms(frames[k]), &mech.links[k + 1].pos).map(|x| x.expand())
                } else {
                    [Atom::num(0), Atom::num(0), Atom::num(0)]
                }
            })
            .collect();
        let com: Vec<V3> = (0..n)
            .map(|k| mul(&atoms(frames[k]), &mech.links[k].com).map(|x| x.expand()))
            .collect();
        let mut tail_mass = vec![Atom::num(0); n]; // Σ_{i>k} m_i
        for k in (0..n.saturating_sub(1)).rev() {
            tail_mass[k] = (&tail_mass[k + 1] + &mech.links[k + 1].mass).expand();
        }
        let wk: Vec<V3> = (0..n)
            .map(|k| {
                let a = scale(&mech.links[k].mass, &com[k]);
                let b = scale(&tail_mass[k], &p_next[k]);
                std::array::from_fn(|r| (&a[r] + &b[r]).expand())
            })
            .collect();
        let wperp: Vec<V3> = wk.iter().map(|w| perp(&ua, w)).collect();
        let uxw: Vec<V3> = wk
            .iter()
            .map(|w| cross(&ua, w).map(|x| x.expand()))
            .collect();
        Constants {
            u,
            ua,
            frames,
            p_next,
            com,
            tail_mass,
            wperp,
            uxw,
        }
    }
}

/// The bodies' angles `θ_k = Σ_{j≤k} s_j x_j` of the inputs `var` (joint angles or their rates;
/// made relative first if the model's angles are absolute), each named `{hint}{k}`.
fn body_angles(
    prog: &mut Program,
    var: fn(usize) -> Var,
    hint: &str,
    abs: bool,
    signs: &[i64],
) -> Vec<Atom> {
    let n = signs.len();
    let x: Vec<Atom> = (0..n).map(|i| prog.var(var(i))).collect();
    let xr = relative(abs, &x);
    let mut out: Vec<Atom> = Vec::with_capacity(n);
    for k in 0..n {
        let term = &Atom::num(signs[k]) * &xr[k];
        let e = match out.last() {
            None => term,
            Some(prev) => prev + &term,
        };
        out.push(prog.define(&format!("{hint}{k}"), e.expand()));
    }
    out
}

/// The sine and cosine of an angle.
type SinCos = (Atom, Atom);

/// `(sin, cos)` of the sum of the angles of `a` and `b`, named `ps{hint}` and `pc{hint}`.
fn compose(prog: &mut Program, a: &SinCos, b: &SinCos, hint: &str) -> SinCos {
    let ((sa, ca), (sb, cb)) = (a, b);
    (
        prog.define(&format!("ps{hint}"), (&(sa * cb) + &(ca * sb)).expand()),
        prog.define(&format!("pc{hint}"), (&(ca * cb) - &(sa * sb)).expand()),
    )
}

/// The sine and cosine of every body angle `θ_k` and of every `θ_l − θ_k` (`k < l`), with `n`
/// calls of sin and cos in all.
struct Trig {
    /// `(sin θ_k, cos θ_k)`.
    body: Vec<SinCos>,
    /// `(sin, cos)` of `θ_l − θ_k` at `[k][l]`, `k < l`.
    pair: Vec<Vec<Option<SinCos>>>,
}

#[allow(clippy::needless_range_loop)] // index loops over pairs of links
impl Trig {
    /// In absolute angles (the bodies' own, `θ = q`): sin and cos of the model's angles, the
    /// pairs by products.
    fn absolute(prog: &mut Program, signs: &[i64]) -> Trig {
        let n = signs.len();
        let mut sc: Vec<SinCos> = Vec::with_capacity(n);
        let mut pair = vec![vec![None::<SinCos>; n]; n];
        let th = body_angles(prog, Var::Q, "pth", true, signs);
        for (k, t) in th.iter().enumerate() {
            sc.push(prog.sin_cos(&format!("psn{k}"), &format!("pcs{k}"), t));
        }
        for k in 0..n {
            for l in k + 1..n {
                // sin(θ_l − θ_k) = sin θ_l cos θ_k − cos θ_l sin θ_k.
                let neg_k = (-&sc[k].0, sc[k].1.clone());
                pair[k][l] = Some(compose(prog, &sc[l], &neg_k, &format!("{k}_{l}")));
            }
        }
        Trig { body: sc, pair }
    }

    /// In joint angles: sin and cos of the joint angles, everything else by the angle-sum
    /// identities.
    fn relative(prog: &mut Program, signs: &[i64]) -> Trig {
        let n = signs.len();
        let mut sc: Vec<SinCos> = Vec::with_capacity(n);
        let mut pair = vec![vec![None::<SinCos>; n]; n];
        let joint: Vec<SinCos> = (0..n)
            .map(|k| {
                let arg = prog.var(Var::Q(k));
                let (s, c) = prog.sin_cos(&format!("pjs{k}"), &format!("pjc{k}"), &arg);
                ((&Atom::num(signs[k]) * &s).expand(), c)
            })
            .collect();
        for k in 0..n {
            let next = match sc.last() {
                None => joint[0].clone(),
                Some(prev) => compose(prog, prev, &joint[k], &format!("n{k}")),
            };
            sc.push(next);
        }
        for d in 1..n {
            for k in 0..n - d {
                let l = k + d;
                pair[k][l] = Some(if d == 1 {
                    joint[l].clone()
                } else {
                    let prev = pair[k][l - 1].clone().expect("shorter pair first");
                    compose(prog, &prev, &joint[l], &format!("{k}_{l}"))
                });
            }
        }
        Trig { body: sc, pair }
    }
}

/// `M_θ` (the diagonal from the constants, every `f_kl` named) and `f'`, from the sines and
/// cosines of the pairs' angle differences.
#[allow(clippy::needless_range_loop)] // index loops over pairs of links
fn mass_terms(
    mech: &Mechanics,
    prog: &mut Program,
    c: &Constants,
    pair: &[Vec<Option<SinCos>>],
) -> (Vec<Vec<Atom>>, Vec<Vec<Atom>>) {
    let n = c.frames.len();
    let mut f = vec![vec![Atom::num(0); n]; n];
    let mut fp = vec![vec![Atom::num(0); n]; n];
    for k in 0..n {
        let pk = perp(&c.ua, &c.p_next[k]);
        let ck = perp(&c.ua, &c.com[k]);
        let l = &mech.links[k];
        let ut: V3 = std::array::from_fn(|col| {
            constant((0..3).map(|r| c.frames[k][r][col] * c.u[r]).sum::<f64>())
        });
        let iu: V3 = std::array::from_fn(|r| dot(&l.inertia[r], &ut));
        let diag =
            &(&(&l.mass * &dot(&ck, &ck)) + &(&c.tail_mass[k] * &dot(&pk, &pk))) + &dot(&ut, &iu);
        f[k][k] = diag.expand();
        for j in k + 1..n {
            let a = dot(&c.p_next[k], &c.wperp[j]).expand();
            let b = dot(&c.p_next[k], &c.uxw[j]).expand();
            if a.is_zero() && b.is_zero() {
                continue;
            }
            let (s, cos) = pair[k][j].clone().expect("every pair");
            f[k][j] = prog.define(&format!("pf{k}_{j}"), (&(&a * &cos) + &(&b * &s)).expand());
            f[j][k] = f[k][j].clone();
            fp[k][j] = prog.define(&format!("pfd{k}_{j}"), (&(&b * &cos) - &(&a * &s)).expand());
            fp[j][k] = (-&fp[k][j]).expand();
        }
    }
    (f, fp)
}

/// `g_k` and `∂g_k/∂θ_k`, named, from the sines and cosines of the bodies' angles.
fn gravity_terms(
    mech: &Mechanics,
    prog: &mut Program,
    c: &Constants,
    body: &[SinCos],
) -> (Vec<Atom>, Vec<Atom>) {
    let n = body.len();
    let grav = &mech.gravity;
    let (mut g, mut dg) = (Vec::with_capacity(n), Vec::with_capacity(n));
    for (k, (s, cos)) in body.iter().enumerate() {
        let alpha = dot(grav, &c.wperp[k]).expand();
        let beta = dot(grav, &c.uxw[k]).expand();
        g.push(prog.define(&format!("pg{k}"), (&(&alpha * s) - &(&beta * cos)).expand()));
        dg.push(prog.define(
            &format!("pdg{k}"),
            (&(&alpha * cos) + &(&beta * s)).expand(),
        ));
    }
    (g, dg)
}

#[allow(clippy::needless_range_loop)] // index loops over pairs of links
impl Planar {
    /// The angles, the constants `a`, `b`, `α`, `β`, `J` and the named `M_θ`, `f'`, `g`; `None`
    /// if the chain is not planar.
    pub fn new(mech: &Mechanics, prog: &mut Program) -> Option<Planar> {
        let (u, signs, frames) = geometry(mech.model)?;
        let c = Constants::new(mech, u, frames);
        let abs = mech.model.convention == AngleConvention::Absolute;
        let thd = body_angles(prog, Var::Qd, "pthd", abs, &signs);
        // Sine and cosine of every θ_k and of every θ_l − θ_k (k < l), with n calls of sin and
        // cos in all: of the model's angles when they are the bodies' (absolute angles, θ = q),
        // pairs by products; otherwise of the joint angles, everything else by the angle-sum
        // identities.
        debug_assert!(
            !abs || signs.iter().all(|&x| x == 1),
            "absolute angles: axes along u"
        );
        let trig = if abs {
            Trig::absolute(prog, &signs)
        } else {
            Trig::relative(prog, &signs)
        };
        let thd2: Vec<Atom> = (0..signs.len())
            .map(|k| prog.define(&format!("pw{k}"), (&thd[k] * &thd[k]).expand()))
            .collect();
        let (f, fp) = mass_terms(mech, prog, &c, &trig.pair);
        let (g, dg) = gravity_terms(mech, prog, &c, &trig.body);
        Some(Planar {
            f,
            fp,
            thd,
            thd2,
            g,
            dg,
            signs,
            absolute: abs,
        })
    }

    fn n(&self) -> usize {
        self.signs.len()
    }

    /// `(∂θ/∂q)ᵀ v`: `v` in absolute angles, running sums in joint angles (`T_kj = s_j`,
    /// `j ≤ k`).
    fn forces(&self, prog: &mut Program, v: Vec<Atom>, hint: &str) -> Vec<Atom> {
        if self.absolute {
            return v;
        }
        let n = self.n();
        let mut rel = vec![Atom::num(0); n];
        let mut acc = Atom::num(0);
        for j in (0..n).rev() {
            acc = prog.define(&format!("{hint}{j}"), (&acc + &v[j]).expand());
            rel[j] = (&Atom::num(self.signs[j]) * &acc).expand();
        }
        rel
    }

    /// `(∂θ/∂q)ᵀ X (∂θ/∂q)`: `X` in absolute angles, running sums over rows and columns in
    /// joint angles.
    fn congruence(&self, prog: &mut Program, x: Vec<Vec<Atom>>, hint: &str) -> Vec<Vec<Atom>> {
        if self.absolute {
            return x;
        }
        let n = self.n();
        // Y = X T (suffix sums along rows), then Tᵀ Y (suffix sums down columns).
        let mut y = vec![vec![Atom::num(0); n]; n];
        for i in 0..n {
            let mut acc = Atom::num(0);
            for j in (0..n).rev() {
                acc = prog.define(&format!("{hint}r{i}_{j}"), (&acc + &x[i][j]).expand());
                y[i][j] = (&Atom::num(self.signs[j]) * &acc).expand();
            }
        }
        let mut z = vec![vec![Atom::num(0); n]; n];
        for j in 0..n {
            let mut acc = Atom::num(0);
            for i in (0..n).rev() {
                acc = prog.define(&format!("{hint}c{i}_{j}"), (&acc + &y[i][j]).expand());
                z[i][j] = (&Atom::num(self.signs[i]) * &acc).expand();
            }
        }
        z
    }

    /// `M` (full, model's convention, without armature).
    pub fn mass_matrix(&self, prog: &mut Program) -> Vec<Vec<Atom>> {
        // The lower triangle is copied from the upper, so that `M` is symmetric to the bit.
        let mut full = self.congruence(prog, self.f.clone(), "pm");
        for (i, j) in upper(self.n()) {
            full[j][i] = full[i][j].clone();
        }
        full
    }

    /// `θ̈` from the relative joint accelerations.
    fn accelerations(&self, prog: &mut Program, qdd_rel: &[Atom]) -> Vec<Atom> {
        let mut thdd: Vec<Atom> = Vec::with_capacity(self.n());
        for (k, x) in qdd_rel.iter().enumerate() {
            let term = &Atom::num(self.signs[k]) * x;
            let e = match thdd.last() {
                None => term,
                Some(prev) => prev + &term,
            };
            thdd.push(prog.define(&format!("pthdd{k}"), e.expand()));
        }
        thdd
    }

    /// Joint forces `τ` of inverse dynamics (model's convention) with the terms `terms`, at the
    /// relative joint accelerations `qdd_rel` when `terms.acceleration`.
    pub fn forces_at(
        &self,
        mech: &Mechanics,
        prog: &mut Program,
        terms: Terms,
        qdd_rel: &[Atom],
    ) -> Vec<Atom> {
        let n = self.n();
        let thdd = if terms.acceleration {
            self.accelerations(prog, qdd_rel)
        } else {
            vec![Atom::num(0); n]
        };
        let v = self.body_forces_at(terms, &thdd);
        let tau = self.forces(prog, v, "pb");
        if !terms.acceleration || mech.links.iter().all(|l| l.armature.is_none()) {
            return tau;
        }
        let rotor: Vec<Atom> = (0..n)
            .map(|i| match &mech.links[i].armature {
                Some(a) => a * &qdd_rel[i],
                None => Atom::num(0),
            })
            .collect();
        tau.iter()
            .zip(mech.to_convention(rotor))
            .map(|(t, r)| (t + &r).expand())
            .collect()
    }

    /// `τ_θ` of the terms `terms` in the bodies' angles, at `θ̈ = thdd` when
    /// `terms.acceleration`: `g_k + Σ_l (f_kl θ̈_l + f′_kl θ̇_l²)`.
    fn body_forces_at(&self, terms: Terms, thdd: &[Atom]) -> Vec<Atom> {
        let n = self.n();
        (0..n)
            .map(|k| {
                let mut e = if terms.gravity {
                    self.g[k].clone()
                } else {
                    Atom::num(0)
                };
                for l in 0..n {
                    if terms.acceleration {
                        e = &e + &(&self.f[k][l] * &thdd[l]);
                    }
                    if terms.velocity && l != k && !self.fp[k][l].is_zero() {
                        e = &e + &(&self.fp[k][l] * &self.thd2[l]);
                    }
                }
                e.expand()
            })
            .collect()
    }

    /// The parts of the linearization in the bodies' angles that
    /// `::chaindyn::__planar_linearize` assembles: `M_θ` (full), `F′` (full, antisymmetric),
    /// `g′_k = ∂g_θ,k/∂θ_k`, and `C θ̇ + g` in `θ` (`F′ θ̇² + g_θ`).
    pub fn body_angle_parts(&self) -> BodyAngleParts<'_> {
        BodyAngleParts {
            mass: &self.f,
            fp: &self.fp,
            dg: &self.dg,
            bias: self.body_forces_at(Terms::BIAS, &[]),
        }
    }

    /// `T⁻ᵀ u` for joint forces `u` (model's convention): the generalized forces in the bodies'
    /// angles, `s_k u_k − s_{k+1} u_{k+1}` in joint angles.
    pub fn body_forces(&self, u: &[Atom]) -> Vec<Atom> {
        if self.absolute {
            return u.to_vec();
        }
        let n = self.n();
        (0..n)
            .map(|k| {
                let mine = &Atom::num(self.signs[k]) * &u[k];
                match k + 1 < n {
                    true => (&mine - &(&Atom::num(self.signs[k + 1]) * &u[k + 1])).expand(),
                    false => mine.expand(),
                }
            })
            .collect()
    }

    /// `T⁻¹ x`: accelerations in the bodies' angles to the model's convention,
    /// `s_k (x_k − x_{k−1})` in joint angles.
    pub fn joint_accelerations(&self, x: &[Atom]) -> Vec<Atom> {
        if self.absolute {
            return x.to_vec();
        }
        (0..self.n())
            .map(|k| {
                let d = match k {
                    0 => x[0].clone(),
                    _ => &x[k] - &x[k - 1],
                };
                (&Atom::num(self.signs[k]) * &d).expand()
            })
            .collect()
    }

    /// The joints' signs `s_j` (`θ = T q`, `T_kj = s_j` for `j ≤ k`); `None` in absolute angles
    /// (`T = I`).
    pub fn joint_signs(&self) -> Option<Vec<i8>> {
        (!self.absolute).then(|| self.signs.iter().map(|&s| s as i8).collect())
    }

    /// `C q̇ + g` (model's convention).
    pub fn bias(&self, mech: &Mechanics, prog: &mut Program) -> Vec<Atom> {
        self.forces_at(mech, prog, Terms::BIAS, &[])
    }

    /// `∂g/∂q` (full, model's convention).
    pub fn gravity_jacobian(&self, prog: &mut Program) -> Vec<Vec<Atom>> {
        let n = self.n();
        let mut x = vec![vec![Atom::num(0); n]; n];
        for k in 0..n {
            x[k][k] = self.dg[k].clone();
        }
        self.congruence(prog, x, "pgj")
    }

    /// `(∂τ/∂q, ∂τ/∂q̇)` (full, model's convention) of inverse dynamics at the relative joint
    /// accelerations `qdd_rel`.
    pub fn jacobians(
        &self,
        prog: &mut Program,
        qdd_rel: &[Atom],
    ) -> (Vec<Vec<Atom>>, Vec<Vec<Atom>>) {
        self.jacobians_of(prog, Terms::ALL, qdd_rel)
    }

    /// `(∂τ/∂q, ∂τ/∂q̇)` (full, model's convention) of the terms `terms` of inverse dynamics, at
    /// the relative joint accelerations `qdd_rel` when `terms.acceleration`.
    pub fn jacobians_of(
        &self,
        prog: &mut Program,
        terms: Terms,
        qdd_rel: &[Atom],
    ) -> (Vec<Vec<Atom>>, Vec<Vec<Atom>>) {
        let n = self.n();
        let thdd = if terms.acceleration {
            self.accelerations(prog, qdd_rel)
        } else {
            vec![Atom::num(0); n]
        };
        let mut dq = vec![vec![Atom::num(0); n]; n];
        let mut dqd = vec![vec![Atom::num(0); n]; n];
        let two = Atom::num(2);
        for k in 0..n {
            let mut diag = if terms.gravity {
                self.dg[k].clone()
            } else {
                Atom::num(0)
            };
            for j in 0..n {
                if j == k || self.f[k][j].is_zero() && self.fp[k][j].is_zero() {
                    continue;
                }
                let mut e = Atom::num(0);
                if terms.acceleration {
                    e = &self.fp[k][j] * &thdd[j];
                }
                if terms.velocity {
                    e = &e - &(&self.f[k][j] * &self.thd2[j]);
                    dqd[k][j] = (&(&two * &self.fp[k][j]) * &self.thd[j]).expand();
                }
                dq[k][j] = prog.define(&format!("pdq{k}_{j}"), e.expand());
                diag = &diag - &dq[k][j];
            }
            dq[k][k] = diag.expand();
        }
        (
            self.congruence(prog, dq, "pjq"),
            self.congruence(prog, dqd, "pjd"),
        )
    }
}
