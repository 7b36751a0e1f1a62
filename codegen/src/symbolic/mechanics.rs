//! The symbolic mechanics: recursive Newton–Euler in body frames, kinetic and potential energy,
//! written on named intermediates of a [`Program`].
//!
//! Frames: body `i`'s frame follows its joint; `R_i` maps body-`i` coordinates to its parent's,
//! `p_i` is body `i`'s origin in the parent frame. The joint axis `a_i` is constant in body `i`'s
//! frame. With gravity folded into the base acceleration (`a_0 = −g`):
//!
//! ```text
//! ω_i  = R_iᵀ ω_p + a_i q̇_i                       (revolute)
//! ω̇_i  = R_iᵀ ω̇_p + a_i q̈_i + (R_iᵀ ω_p) × a_i q̇_i (revolute)
//! a_i  = R_iᵀ (a_p + ω̇_p × p_i + ω_p × (ω_p × p_i)) [+ 2 ω_i × a_i q̇_i + a_i q̈_i, prismatic]
//! F_i  = m_i (a_i + ω̇_i × c_i + ω_i × (ω_i × c_i)),   N_i = I_i ω̇_i + ω_i × I_i ω_i
//! f_i  = F_i + R_{i+1} f_{i+1}
//! n_i  = N_i + R_{i+1} n_{i+1} + c_i × F_i + p_{i+1} × R_{i+1} f_{i+1}
//! τ_i  = a_i · n_i (revolute) | a_i · f_i (prismatic)
//! ```
//!
//! Because axes, rotations of the joint frames and centres of mass are mostly aligned with the
//! coordinate axes, most components fold to 0 at build time.

use crate::internals::model::{Param, SymChain};
use crate::symbolic::program::Program;
use crate::symbolic::symbols::Var;
use chaindyn_model::{AngleConvention, JointKind};
use symbolica::atom::{Atom, AtomCore};

/// A 3-vector of expressions.
pub type V3 = [Atom; 3];
/// A 3x3 matrix of expressions, row-major.
pub type M3 = [[Atom; 3]; 3];

const XYZ: [&str; 3] = ["x", "y", "z"];

/// An exact rational for a finite `f64`, via its shortest round-trip decimal form, so that the
/// literal `0.185` becomes `37/200` and prints back to the same `f64`.
pub fn constant(x: f64) -> Atom {
    if x == 0.0 {
        return Atom::num(0);
    }
    let text = format!("{:e}", x); // e.g. "1.85e-1"
    let (mantissa, exp) = text.split_once('e').expect("{:e} has an exponent");
    let exp: i32 = exp.parse().expect("integer exponent");
    let negative = mantissa.starts_with('-');
    let digits: String = mantissa.chars().filter(char::is_ascii_digit).collect();
    let frac_len = mantissa.split_once('.').map_or(0, |(_, f)| f.len()) as i32;
    let num: i128 = digits.parse().expect("decimal digits");
    let num = if negative { -num } else { num };
    let scale = exp - frac_len; // x = num * 10^scale
    if (0..=20).contains(&scale) {
        Atom::num(num * 10i128.pow(scale as u32))
    } else if scale < 0 && -scale <= 36 {
        Atom::num((num, 10i128.pow((-scale) as u32)))
    } else {
        Atom::num(x)
    }
}

fn param_atom(p: &Param, prog: &mut Program) -> Atom {
    match p {
        Param::Const(c) => constant(*c),
        Param::Field { index, sign } => {
            let v = prog.var(Var::Param(*index));
            if *sign < 0.0 {
                -v
            } else {
                v
            }
        }
    }
}

pub(crate) fn zero3() -> V3 {
    [Atom::num(0), Atom::num(0), Atom::num(0)]
}

pub(crate) fn add(a: &V3, b: &V3) -> V3 {
    [&a[0] + &b[0], &a[1] + &b[1], &a[2] + &b[2]]
}

pub(crate) fn scale(s: &Atom, v: &V3) -> V3 {
    [s * &v[0], s * &v[1], s * &v[2]]
}

pub(crate) fn cross(a: &V3, b: &V3) -> V3 {
    [
        &a[1] * &b[2] - &a[2] * &b[1],
        &a[2] * &b[0] - &a[0] * &b[2],
        &a[0] * &b[1] - &a[1] * &b[0],
    ]
}

pub(crate) fn dot(a: &V3, b: &V3) -> Atom {
    &a[0] * &b[0] + &a[1] * &b[1] + &a[2] * &b[2]
}

/// `R v`.
pub(crate) fn mul(r: &M3, v: &V3) -> V3 {
    std::array::from_fn(|i| &(&r[i][0] * &v[0] + &r[i][1] * &v[1]) + &r[i][2] * &v[2])
}

/// `Rᵀ v`.
pub(crate) fn mul_t(r: &M3, v: &V3) -> V3 {
    std::array::from_fn(|i| &(&r[0][i] * &v[0] + &r[1][i] * &v[1]) + &r[2][i] * &v[2])
}

pub(crate) fn name3(prog: &mut Program, hint: &str, v: V3) -> V3 {
    let [x, y, z] = v;
    [
        prog.define(&format!("{hint}_{}", XYZ[0]), x.expand()),
        prog.define(&format!("{hint}_{}", XYZ[1]), y.expand()),
        prog.define(&format!("{hint}_{}", XYZ[2]), z.expand()),
    ]
}

/// Joint-relative coordinates from the model's: absolute angles, as in the n-link pendulum
/// linearization notes (2015), give `x_rel_i = x_i − x_{i−1}`; relative ones are returned as they
/// are.
pub(crate) fn relative(absolute: bool, x: &[Atom]) -> Vec<Atom> {
    if !absolute {
        return x.to_vec();
    }
    chaindyn_model::absolute_to_relative(x)
}

pub(crate) use crate::internals::model::{rpy_matrix, snap};

/// Per-link constants and placements, as expressions.
pub(crate) struct LinkAtoms {
    pub(crate) kind: JointKind,
    pub(crate) axis: V3,
    /// `E_i` (constant joint-frame rotation), so that `rot = E_i R_joint(q_i)`.
    pub(crate) frame: M3,
    pub(crate) rot: M3,
    pub(crate) pos: V3,
    pub(crate) mass: Atom,
    pub(crate) com: V3,
    pub(crate) inertia: M3,
    /// The joint's armature, if it is not the constant 0.
    pub(crate) armature: Option<Atom>,
    /// The joint's damping, friction and friction velocity, if it may lose torque.
    pub(crate) loss: Option<[Atom; 3]>,
}

/// A body's rotational inertia about its frame's origin from the one about its centre of mass
/// `c`: `Ī = I_c + m (|c|² E − c cᵀ)`.
pub(crate) fn about_origin(mass: &Atom, c: &V3, inertia: &M3) -> M3 {
    let cc = dot(c, c);
    std::array::from_fn(|r| {
        std::array::from_fn(|k| {
            let e = if r == k { cc.clone() } else { Atom::num(0) };
            &inertia[r][k] + &(mass * &(&e - &(&c[r] * &c[k])))
        })
    })
}

/// A floating base's composite rigid body quantities ([`Mechanics::floating_composite`]).
pub(crate) struct FloatingComposite {
    /// The robot's mass.
    pub(crate) mass: Atom,
    /// Its first moment about the base's origin, `m c` (base coordinates).
    pub(crate) h: V3,
    /// Its rotational inertia about the base's origin (base coordinates, symmetric).
    pub(crate) ibar: M3,
    /// Each joint's column of `M`'s base rows: `[f; n]`.
    pub(crate) columns: Vec<(V3, V3)>,
}

/// Adds a child's composite inertia `(m_c, h_c, Ī_c)` (in its own frame, about its origin) to
/// its parent's `(m, h, Ī)` (upper triangle of `Ī`), through the child's placement `(R, p)`:
/// `m += m_c`, `h += R h_c + m_c p`,
/// `Ī += R Ī_c Rᵀ + m_c (|p|² E − p pᵀ) + 2 (p·g) E − g pᵀ − p gᵀ` with `g = R h_c`.
fn absorb(parent: &mut (&mut Atom, &mut V3, &mut M3), child: &(Atom, V3, M3), link: &LinkAtoms) {
    let (m, h, ib) = parent;
    let (mc, hc, ic) = child;
    let (r, p) = (&link.rot, &link.pos);
    let g = mul(r, hc);
    let pp = dot(p, p);
    let pg = dot(p, &g);
    // R Ī_c Rᵀ, upper triangle then mirrored.
    let ri: M3 = std::array::from_fn(|a| {
        std::array::from_fn(|b| (0..3).fold(Atom::num(0), |s, k| &s + &(&r[a][k] * &ic[k][b])))
    });
    for a in 0..3 {
        for b in a..3 {
            let rir = (0..3).fold(Atom::num(0), |s, k| &s + &(&ri[a][k] * &r[b][k]));
            let diag = if a == b {
                &(mc * &pp) + &(&Atom::num(2) * &pg)
            } else {
                Atom::num(0)
            };
            let add_ab = &(&rir + &diag)
                - &(&(mc * &(&p[a] * &p[b])) + &(&(&g[a] * &p[b]) + &(&p[a] * &g[b])));
            ib[a][b] = &ib[a][b] + &add_ab;
        }
    }
    **m = &**m + mc;
    **h = add(h, &add(&g, &scale(mc, p)));
}

/// The joint-space coordinates of a derivation: relative joint positions, velocities and
/// accelerations as expressions (zero where a function does not use them).
pub struct Coordinates {
    /// Relative joint angles / displacements.
    pub q: Vec<Atom>,
    /// Relative joint velocities.
    pub qd: Vec<Atom>,
    /// Relative joint accelerations.
    pub qdd: Vec<Atom>,
}

/// Which terms of the equations of motion a Newton–Euler pass includes.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Terms {
    /// Gravity (as a base acceleration).
    pub gravity: bool,
    /// Joint velocities (else zero).
    pub velocity: bool,
    /// Joint accelerations (else zero).
    pub acceleration: bool,
}

impl Terms {
    /// Everything: inverse dynamics.
    pub const ALL: Terms = Terms {
        gravity: true,
        velocity: true,
        acceleration: true,
    };
    /// `M q̈`.
    pub const INERTIA: Terms = Terms {
        gravity: false,
        velocity: false,
        acceleration: true,
    };
    /// `C q̇`.
    pub const CORIOLIS: Terms = Terms {
        gravity: false,
        velocity: true,
        acceleration: false,
    };
    /// `g`.
    pub const GRAVITY: Terms = Terms {
        gravity: true,
        velocity: false,
        acceleration: false,
    };
    /// `C q̇ + g`.
    pub const BIAS: Terms = Terms {
        gravity: true,
        velocity: true,
        acceleration: false,
    };
}

/// A floating base as expressions: its body, and its velocity `[v; ω]` and acceleration
/// `[v̇; ω̇]` in base coordinates (the inputs `qd[0..6]`, `qdd[0..6]`: Pinocchio's free-flyer).
pub(crate) struct BaseAtoms {
    pub(crate) mass: Atom,
    pub(crate) com: V3,
    pub(crate) inertia: M3,
    /// `[v, ω]`.
    pub(crate) velocity: [V3; 2],
    /// `[v̇, ω̇]`.
    pub(crate) acceleration: [V3; 2],
}

/// The mechanics of one model on one program.
pub struct Mechanics<'m> {
    pub(crate) model: &'m SymChain,
    pub(crate) links: Vec<LinkAtoms>,
    pub(crate) coords: Coordinates,
    /// Gravity: the model's (world), or with a floating base `R(ξ)ᵀ g` in base coordinates (the
    /// inputs [`Var::Gravity`]).
    pub(crate) gravity: V3,
    /// The floating base, if the model has one (then `coords` are the joints' and the velocity
    /// inputs `qd[k]`, `qdd[k]`, `u[k]` run over the base's six coordinates first).
    pub(crate) base: Option<BaseAtoms>,
    /// `1 / √(q̇_i² + v_s²)` of the joints with friction, once named.
    friction_scales: std::cell::RefCell<std::collections::HashMap<usize, Atom>>,
}

/// A joint's constant geometry as expressions: the joint frame's rotation `E_i`, the axis `a`,
/// and, for Rodrigues' formula, `K = [a]×` and `K²`.
pub(crate) struct JointFrame {
    pub(crate) frame: M3,
    pub(crate) axis: V3,
    pub(crate) k: M3,
    pub(crate) k2: M3,
}

impl JointFrame {
    /// The link's geometry as described: its `rpy` and axis, each number the exact rational of
    /// its `f64` (so rotations are orthogonal to rounding).
    pub(crate) fn described(l: &crate::internals::model::SymLink) -> Self {
        let a = &l.axis;
        let k = [[0.0, -a[2], a[1]], [a[2], 0.0, -a[0]], [-a[1], a[0], 0.0]];
        JointFrame {
            frame: rpy_matrix(l.rpy).map(|row| row.map(constant)),
            axis: l.axis.map(constant),
            k: k.map(|row| row.map(constant)),
            k2: std::array::from_fn(|r| {
                std::array::from_fn(|c| constant((0..3).map(|m| k[r][m] * k[m][c]).sum()))
            }),
        }
    }
}

impl<'m> Mechanics<'m> {
    /// Sets up inputs (in the model's angle convention) and the link transforms.
    pub fn new(model: &'m SymChain, prog: &mut Program) -> Self {
        let frames = model.links.iter().map(JointFrame::described).collect();
        Self::with_frames(model, prog, frames)
    }

    /// [`Mechanics::new`] with the joints' constant geometry given (one [`JointFrame`] per link).
    pub(crate) fn with_frames(
        model: &'m SymChain,
        prog: &mut Program,
        frames: Vec<JointFrame>,
    ) -> Self {
        let n = model.dof();
        let abs = model.convention == AngleConvention::Absolute;
        let rel = |prog: &mut Program, make: &dyn Fn(usize) -> Var, hint: &str| -> Vec<Atom> {
            let inputs: Vec<Atom> = (0..n).map(|i| prog.var(make(i))).collect();
            relative(abs, &inputs)
                .into_iter()
                .enumerate()
                .map(|(i, e)| prog.define(&format!("{hint}{i}"), e))
                .collect()
        };
        // A floating base's six velocity coordinates come before the joints'.
        let off = if model.floating.is_some() { 6 } else { 0 };
        let q = rel(prog, &Var::Q, "qrel");
        let qd = rel(prog, &|i| Var::Qd(off + i), "qdrel");
        let qdd = rel(prog, &|i| Var::Qdd(off + i), "qddrel");

        let mut links = Vec::with_capacity(n);
        for (i, (l, jf)) in model.links.iter().zip(frames).enumerate() {
            let JointFrame {
                frame: e_atoms,
                axis,
                k,
                k2,
            } = jf;
            let origin: V3 = std::array::from_fn(|k| param_atom(&l.origin[k], prog));
            let (rot, pos) = match l.kind {
                JointKind::Revolute => {
                    let (s, c) = prog.sin_cos(&format!("s{i}"), &format!("c{i}"), &q[i]);
                    // Rodrigues: I + s K + (1 − c) K², K = [a]×.
                    let one_minus_c = &Atom::num(1) - &c;
                    let rj: M3 = std::array::from_fn(|r| {
                        std::array::from_fn(|col| {
                            let id = if r == col { Atom::num(1) } else { Atom::num(0) };
                            &(&id + &(&s * &k[r][col])) + &(&one_minus_c * &k2[r][col])
                        })
                    });
                    let rot: M3 = std::array::from_fn(|r| {
                        std::array::from_fn(|col| {
                            let v = (0..3).fold(Atom::num(0), |acc, m| {
                                &acc + &(&e_atoms[r][m] * &rj[m][col])
                            });
                            prog.define(&format!("r{i}_{r}{col}"), v.expand())
                        })
                    });
                    (rot, origin)
                }
                JointKind::Prismatic => {
                    let moved = add(&origin, &scale(&q[i], &mul(&e_atoms, &axis)));
                    (e_atoms.clone(), name3(prog, &format!("p{i}"), moved))
                }
            };
            links.push(LinkAtoms {
                kind: l.kind,
                axis,
                frame: e_atoms.clone(),
                rot,
                pos,
                mass: param_atom(&l.mass, prog),
                com: std::array::from_fn(|k| param_atom(&l.com[k], prog)),
                inertia: std::array::from_fn(|r| {
                    std::array::from_fn(|c| param_atom(&l.inertia[r][c], prog))
                }),
                armature: l
                    .dynamics
                    .has_armature()
                    .then(|| param_atom(&l.dynamics.armature, prog)),
                loss: l.dynamics.dissipates().then(|| {
                    [
                        param_atom(&l.dynamics.damping, prog),
                        param_atom(&l.dynamics.friction, prog),
                        param_atom(&l.dynamics.friction_velocity, prog),
                    ]
                }),
            });
        }
        let (gravity, base) = match &model.floating {
            None => (
                std::array::from_fn(|k| param_atom(&model.gravity[k], prog)),
                None,
            ),
            Some(b) => {
                let three = |prog: &mut Program, make: fn(usize) -> Var, from: usize| -> V3 {
                    std::array::from_fn(|k| prog.var(make(from + k)))
                };
                let base = BaseAtoms {
                    mass: param_atom(&b.mass, prog),
                    com: std::array::from_fn(|k| param_atom(&b.com[k], prog)),
                    inertia: std::array::from_fn(|r| {
                        std::array::from_fn(|c| param_atom(&b.inertia[r][c], prog))
                    }),
                    velocity: [three(prog, Var::Qd, 0), three(prog, Var::Qd, 3)],
                    acceleration: [three(prog, Var::Qdd, 0), three(prog, Var::Qdd, 3)],
                };
                (three(prog, Var::Gravity, 0), Some(base))
            }
        };
        Mechanics {
            model,
            links,
            coords: Coordinates { q, qd, qdd },
            gravity,
            base,
            friction_scales: Default::default(),
        }
    }

    /// The accelerations of every velocity coordinate: the joints' (relative) `q̈`, after the
    /// base's `[v̇; ω̇]` with a floating base.
    pub(crate) fn accelerations(&self) -> Vec<Atom> {
        match &self.base {
            None => self.coords.qdd.clone(),
            Some(b) => {
                let [a, wd] = &b.acceleration;
                a.iter()
                    .chain(wd)
                    .chain(&self.coords.qdd)
                    .cloned()
                    .collect()
            }
        }
    }

    /// A number of the model as an expression (a constant, or the runtime parameter's input).
    pub(crate) fn param(&self, p: &Param, prog: &mut Program) -> Atom {
        param_atom(p, prog)
    }

    /// Joint forces `τ` of recursive Newton–Euler (generalized forces in the model's convention),
    /// with or without gravity.
    pub fn rnea(&self, prog: &mut Program, terms: Terms, tag: &str) -> Vec<Atom> {
        let qdd = self.accelerations();
        self.rnea_at(prog, terms, tag, &qdd)
    }

    /// The forward pass of Newton–Euler: for each body `i`, base outwards, its angular velocity
    /// `ω_i`, angular acceleration `ω̇_i` and the classical acceleration of its origin `a_i` (with
    /// gravity folded in where `terms` has it), each in body `i`'s frame and named, handed to
    /// `each(prog, i, ω_i, ω̇_i, a_i)` before the next body's. `qdd` has an entry per velocity
    /// coordinate (with a floating base, `[v̇; ω̇]` first). Returns the base's `(ω, ω̇, a)`
    /// (zero but for gravity on a fixed base).
    pub(crate) fn forward_pass(
        &self,
        prog: &mut Program,
        terms: Terms,
        tag: &str,
        qdd: &[Atom],
        mut each: impl FnMut(&mut Program, usize, &V3, &V3, &V3),
    ) -> (V3, V3, V3) {
        let zero = Atom::num(0);
        let base_acc = if terms.gravity {
            self.gravity.clone().map(|g| -g)
        } else {
            zero3()
        };
        let (base, qdd) = match &self.base {
            None => ((zero3(), zero3(), base_acc), qdd),
            Some(b) => {
                let [v, w] = if terms.velocity {
                    b.velocity.clone()
                } else {
                    [zero3(), zero3()]
                };
                let (a, wd) = if terms.acceleration {
                    (
                        [qdd[0].clone(), qdd[1].clone(), qdd[2].clone()],
                        [qdd[3].clone(), qdd[4].clone(), qdd[5].clone()],
                    )
                } else {
                    (zero3(), zero3())
                };
                // The classical acceleration of the base's origin, `v̇ + ω × v`, gravity folded in.
                let acc = name3(
                    prog,
                    &format!("{tag}ab"),
                    add(&add(&a, &cross(&w, &v)), &base_acc),
                );
                ((w, wd, acc), &qdd[6..])
            }
        };
        // Each body's (ω, ω̇, a), for its children.
        let mut done: Vec<(V3, V3, V3)> = Vec::with_capacity(self.links.len());
        for (i, l) in self.links.iter().enumerate() {
            let (w, wd, acc) = match self.model.parents[i] {
                Some(p) => &done[p],
                None => &base,
            };
            let qd = if terms.velocity {
                &self.coords.qd[i]
            } else {
                &zero
            };
            let qdd = if terms.acceleration { &qdd[i] } else { &zero };
            let wr = name3(prog, &format!("{tag}wr{i}"), mul_t(&l.rot, w));
            let acc_parent = add(acc, &add(&cross(wd, &l.pos), &cross(w, &cross(w, &l.pos))));
            let mut a_i = mul_t(&l.rot, &acc_parent);
            let (w_i, wd_i) = match l.kind {
                JointKind::Revolute => {
                    let w_i = add(&wr, &scale(qd, &l.axis));
                    let wd_i = add(
                        &add(&mul_t(&l.rot, wd), &scale(qdd, &l.axis)),
                        &cross(&wr, &scale(qd, &l.axis)),
                    );
                    (w_i, wd_i)
                }
                JointKind::Prismatic => {
                    let w_i = wr.clone();
                    a_i = add(
                        &add(
                            &a_i,
                            &scale(&Atom::num(2), &cross(&w_i, &scale(qd, &l.axis))),
                        ),
                        &scale(qdd, &l.axis),
                    );
                    (w_i, mul_t(&l.rot, wd))
                }
            };
            let w_i = name3(prog, &format!("{tag}w{i}"), w_i);
            let wd_i = name3(prog, &format!("{tag}wd{i}"), wd_i);
            let a_i = name3(prog, &format!("{tag}a{i}"), a_i);
            each(prog, i, &w_i, &wd_i, &a_i);
            done.push((w_i, wd_i, a_i));
        }
        base
    }

    /// [`Self::rnea`] with the (relative) joint accelerations `qdd` given.
    pub fn rnea_at(&self, prog: &mut Program, terms: Terms, tag: &str, qdd: &[Atom]) -> Vec<Atom> {
        let n = self.links.len();
        let mut forces = Vec::with_capacity(n);
        let base = self.forward_pass(prog, terms, tag, qdd, |prog, i, w_i, wd_i, a_i| {
            let l = &self.links[i];
            let ac = add(
                a_i,
                &add(&cross(wd_i, &l.com), &cross(w_i, &cross(w_i, &l.com))),
            );
            let f = name3(prog, &format!("{tag}fc{i}"), scale(&l.mass, &ac));
            let iw = mul(&l.inertia, w_i);
            let nn = name3(
                prog,
                &format!("{tag}nc{i}"),
                add(&mul(&l.inertia, wd_i), &cross(w_i, &iw)),
            );
            forces.push((f, nn));
        });
        let mut tau = vec![Atom::num(0); n];
        // Each body's force and moment on its parent, in its own frame.
        let mut transmitted: Vec<Option<(V3, V3)>> = vec![None; n];
        for i in (0..n).rev() {
            let l = &self.links[i];
            let (fc, nc) = &forces[i];
            let mut f = fc.clone();
            let mut m = add(nc, &cross(&l.com, fc));
            for c in self.model.children(Some(i)) {
                let (fn_, nn_) = transmitted[c].as_ref().expect("children come later");
                let child = &self.links[c];
                let rf = mul(&child.rot, fn_);
                f = add(&f, &rf);
                m = add(&add(&m, &mul(&child.rot, nn_)), &cross(&child.pos, &rf));
            }
            let f = name3(prog, &format!("{tag}f{i}"), f);
            let m = name3(prog, &format!("{tag}n{i}"), m);
            tau[i] = match l.kind {
                JointKind::Revolute => dot(&l.axis, &m),
                JointKind::Prismatic => dot(&l.axis, &f),
            };
            transmitted[i] = Some((f, m));
        }
        let off = qdd.len() - n;
        if terms.acceleration {
            for (i, l) in self.links.iter().enumerate() {
                if let Some(a) = &l.armature {
                    tau[i] = &tau[i] + &(a * &qdd[off + i]);
                }
            }
        }
        let tau = match &self.base {
            None => self.to_convention(tau),
            Some(b) => {
                // The wrench on the base: its own, then each root's carried into base coordinates.
                let (w, wd, acc) = &base;
                let c = &b.com;
                let ac = add(acc, &add(&cross(wd, c), &cross(w, &cross(w, c))));
                let fc = scale(&b.mass, &ac);
                let iw = mul(&b.inertia, w);
                let nc = add(&mul(&b.inertia, wd), &cross(w, &iw));
                let mut f = fc.clone();
                let mut m = add(&nc, &cross(c, &fc));
                for r in self.model.children(None) {
                    let (fr, nr) = transmitted[r].as_ref().expect("every link is done");
                    let root = &self.links[r];
                    let rf = mul(&root.rot, fr);
                    f = add(&f, &rf);
                    m = add(&add(&m, &mul(&root.rot, nr)), &cross(&root.pos, &rf));
                }
                f.into_iter().chain(m).chain(tau).collect()
            }
        };
        tau.into_iter()
            .enumerate()
            .map(|(i, t)| prog.define(&format!("{tag}tau{i}"), t.expand()))
            .collect()
    }

    /// Mass matrix by the composite rigid body algorithm, upper triangle row-major (`i <= j`), in
    /// the model's convention.
    ///
    /// Composite inertia of the subtree at body `i`, in frame `i`, about its origin: mass `m`,
    /// first moment `h = m c`, rotational inertia `Ī`. A child `(R, p)` adds
    /// `m' = m_c`, `h' = R h_c + m_c p`,
    /// `Ī' = R Ī_c Rᵀ + m_c (|p|² E − p pᵀ) + 2 (p·g) E − g pᵀ − p gᵀ` with `g = R h_c`.
    /// Column `j`: the composite at `j` under a unit joint acceleration exerts `(f, n) = (a × h, Ī a)`
    /// (revolute) or `(m a, h × a)` (prismatic), carried to each ancestor `i` like the Newton–Euler
    /// backward pass; `M_ij = a_i · n_i` (revolute) or `a_i · f_i` (prismatic).
    pub fn crba(&self, prog: &mut Program) -> Vec<Atom> {
        let n = self.links.len();
        let (full, comp, base_columns) = self.composite_rigid_body(prog);
        if let Some(b) = &self.base {
            let base = self.base_composite(prog, b, &comp);
            return self.floating_mass(prog, base, full, base_columns);
        }
        let mut full = self.congruence(full);
        self.add_armature(&mut full);
        let mut out = Vec::with_capacity(n * (n + 1) / 2);
        for (i, row) in full.iter().enumerate() {
            for (j, e) in row.iter().enumerate().skip(i) {
                out.push(prog.define(&format!("mm{i}_{j}"), e.expand()));
            }
        }
        out
    }

    /// A floating base's composite rigid body quantities: the whole robot's composite inertia
    /// about the base's origin in base coordinates (mass, first moment `h = m c`, `Ī`), and each
    /// joint's column of `M`'s base rows, `[f; n]` (linear first).
    pub(crate) fn floating_composite(&self, prog: &mut Program) -> FloatingComposite {
        let (_, comp, columns) = self.composite_rigid_body(prog);
        let b = self.base.as_ref().expect("a floating base");
        let (mass, h, ibar) = self.base_composite(prog, b, &comp);
        FloatingComposite {
            mass,
            h,
            ibar,
            columns,
        }
    }

    /// The composite rigid body algorithm's passes: the joints' block of `M` (in joint
    /// coordinates, without armature), each link's composite `(m, h, Ī)` in its frame, and with
    /// a floating base each joint's column of the base's rows.
    #[allow(clippy::type_complexity)]
    fn composite_rigid_body(
        &self,
        prog: &mut Program,
    ) -> (Vec<Vec<Atom>>, Vec<Option<(Atom, V3, M3)>>, Vec<(V3, V3)>) {
        let n = self.links.len();
        let mut comp: Vec<Option<(Atom, V3, M3)>> = vec![None; n];
        for i in (0..n).rev() {
            let l = &self.links[i];
            let mut m = l.mass.clone();
            let mut h = scale(&l.mass, &l.com);
            let mut ib = about_origin(&l.mass, &l.com, &l.inertia);
            for ch in self.model.children(Some(i)) {
                let child = comp[ch].clone().expect("children come later");
                absorb(&mut (&mut m, &mut h, &mut ib), &child, &self.links[ch]);
            }
            let m = prog.define(&format!("cm{i}"), m.expand());
            let h = name3(prog, &format!("ch{i}"), h);
            let mut named: M3 = std::array::from_fn(|_| std::array::from_fn(|_| Atom::num(0)));
            for a in 0..3 {
                for b in a..3 {
                    named[a][b] = prog.define(&format!("ci{i}_{a}{b}"), ib[a][b].expand());
                    named[b][a] = named[a][b].clone();
                }
            }
            comp[i] = Some((m, h, named));
        }
        let mut full = vec![vec![Atom::num(0); n]; n];
        // With a floating base, each joint's column of the base's six rows `[f; n]`.
        let mut base_columns: Vec<(V3, V3)> = Vec::new();
        for j in 0..n {
            let l = &self.links[j];
            let (m, h, ib) = comp[j].clone().expect("composite computed");
            let (mut f, mut nn) = match l.kind {
                JointKind::Revolute => (cross(&l.axis, &h), mul(&ib, &l.axis)),
                JointKind::Prismatic => (scale(&m, &l.axis), cross(&h, &l.axis)),
            };
            // Up the path from `j` to the root: each ancestor `i` after the child it came from.
            let path = self.model.path(j);
            for (step, &i) in path.iter().enumerate() {
                if step > 0 {
                    let child = &self.links[path[step - 1]];
                    let rf = mul(&child.rot, &f);
                    nn = add(&mul(&child.rot, &nn), &cross(&child.pos, &rf));
                    f = rf;
                }
                f = name3(prog, &format!("cf{j}_{i}"), f);
                nn = name3(prog, &format!("cn{j}_{i}"), nn);
                let li = &self.links[i];
                let e = match li.kind {
                    JointKind::Revolute => dot(&li.axis, &nn),
                    JointKind::Prismatic => dot(&li.axis, &f),
                };
                full[i][j] = e.expand();
                full[j][i] = full[i][j].clone();
            }
            if self.base.is_some() {
                // On into the base's coordinates: its column of the base's rows.
                let root = &self.links[*path.last().expect("a path has its link")];
                let rf = mul(&root.rot, &f);
                nn = add(&mul(&root.rot, &nn), &cross(&root.pos, &rf));
                let f = name3(prog, &format!("cf{j}_b"), rf);
                let nn = name3(prog, &format!("cn{j}_b"), nn);
                base_columns.push((f, nn));
            }
        }
        (full, comp, base_columns)
    }

    /// The whole robot's composite inertia `(m, h, Ī)` about the base's origin in base
    /// coordinates (`Ī` named, symmetric): the base body's, and each root's composite carried in.
    fn base_composite(
        &self,
        prog: &mut Program,
        b: &BaseAtoms,
        comp: &[Option<(Atom, V3, M3)>],
    ) -> (Atom, V3, M3) {
        let mut m = b.mass.clone();
        let mut h = scale(&b.mass, &b.com);
        let mut ib = about_origin(&b.mass, &b.com, &b.inertia);
        for r in self.model.children(None) {
            let child = comp[r].clone().expect("composite computed");
            absorb(&mut (&mut m, &mut h, &mut ib), &child, &self.links[r]);
        }
        let m = prog.define("cm_b", m.expand());
        let h = name3(prog, "ch_b", h);
        let mut named: M3 = std::array::from_fn(|_| std::array::from_fn(|_| Atom::num(0)));
        for a in 0..3 {
            for k in a..3 {
                named[a][k] = prog.define(&format!("ci_b_{a}{k}"), ib[a][k].expand());
                named[k][a] = named[a][k].clone();
            }
        }
        (m, h, named)
    }

    /// The mass matrix of a floating base (`nv = 6 + n`, upper triangle row-major): the base's
    /// block is the composite inertia of the whole robot in base coordinates,
    /// `[[m E, −[h]×], [[h]×, Ī]]` (linear rows first); the base's rows of joint `j`'s column
    /// are `j`'s composite force carried into base coordinates (`base_columns`); the joints'
    /// block is the fixed base's (`joints`, with the armature on its diagonal).
    fn floating_mass(
        &self,
        prog: &mut Program,
        (m, h, ib): (Atom, V3, M3),
        joints: Vec<Vec<Atom>>,
        base_columns: Vec<(V3, V3)>,
    ) -> Vec<Atom> {
        let n = self.links.len();
        let nv = n + 6;
        let mut full = vec![vec![Atom::num(0); nv]; nv];
        let zero = Atom::num(0);
        // [h]× row by row.
        let hx: M3 = [
            [zero.clone(), -&h[2], h[1].clone()],
            [h[2].clone(), zero.clone(), -&h[0]],
            [-&h[1], h[0].clone(), zero.clone()],
        ];
        for r in 0..3 {
            full[r][r] = m.clone();
            for k in 0..3 {
                full[r][3 + k] = -&hx[r][k];
                full[3 + r][k] = hx[r][k].clone();
                full[3 + r][3 + k] = ib[r][k].clone();
            }
        }
        for (j, (f, nn)) in base_columns.iter().enumerate() {
            for r in 0..3 {
                full[r][6 + j] = f[r].clone();
                full[6 + j][r] = f[r].clone();
                full[3 + r][6 + j] = nn[r].clone();
                full[6 + j][3 + r] = nn[r].clone();
            }
        }
        for (i, row) in joints.into_iter().enumerate() {
            for (j, e) in row.into_iter().enumerate() {
                full[6 + i][6 + j] = e;
            }
        }
        for (i, l) in self.links.iter().enumerate() {
            if let Some(a) = &l.armature {
                full[6 + i][6 + i] = (&full[6 + i][6 + i] + a).expand();
            }
        }
        let mut out = Vec::with_capacity(nv * (nv + 1) / 2);
        for (i, row) in full.iter().enumerate() {
            for (j, e) in row.iter().enumerate().skip(i) {
                out.push(prog.define(&format!("mm{i}_{j}"), e.expand()));
            }
        }
        out
    }

    /// A joint-space matrix (`∂τ/∂q̈ = M`, `∂τ/∂q`, `∂τ/∂q̇`) in the model's convention: `Tᵀ X T`
    /// for absolute angles, `(T x)_k = x_k − x_{k−1}`.
    pub(crate) fn congruence(&self, full: Vec<Vec<Atom>>) -> Vec<Vec<Atom>> {
        if self.model.convention == AngleConvention::Relative {
            return full;
        }
        let n = full.len();
        let xt: Vec<Vec<Atom>> = (0..n)
            .map(|k| {
                (0..n)
                    .map(|j| {
                        if j + 1 < n {
                            &full[k][j] - &full[k][j + 1]
                        } else {
                            full[k][j].clone()
                        }
                    })
                    .collect()
            })
            .collect();
        (0..n)
            .map(|i| {
                (0..n)
                    .map(|j| {
                        if i + 1 < n {
                            &xt[i][j] - &xt[i + 1][j]
                        } else {
                            xt[i][j].clone()
                        }
                    })
                    .collect()
            })
            .collect()
    }

    /// Adds the joints' armature to a mass matrix in the model's convention: `Tᵀ diag(a) T` (for
    /// relative angles, `a` on the diagonal). Nothing for a chain without armature.
    pub(crate) fn add_armature(&self, m: &mut [Vec<Atom>]) {
        if self.links.iter().all(|l| l.armature.is_none()) {
            return;
        }
        let n = self.links.len();
        let diag: Vec<Vec<Atom>> = (0..n)
            .map(|i| {
                (0..n)
                    .map(|j| match (&self.links[i].armature, i == j) {
                        (Some(a), true) => a.clone(),
                        _ => Atom::num(0),
                    })
                    .collect()
            })
            .collect();
        for (row, add) in m.iter_mut().zip(self.congruence(diag)) {
            for (x, a) in row.iter_mut().zip(add) {
                if !a.is_zero() {
                    *x = (&*x + &a).expand();
                }
            }
        }
    }

    /// Whether a joint of the chain may lose torque (damping or friction).
    pub(crate) fn dissipates(&self) -> bool {
        self.links.iter().any(|l| l.loss.is_some())
    }

    /// `τ_loss(q̇)` in the model's convention, named `loss{i}` (`None` for ideal joints): per joint
    /// `b q̇ + F q̇ / √(q̇² + v_s²)`, which is `chaindyn_model::JointDynamics::loss`
    /// (`F s(q̇ / v_s)` with `s(v) = v / √(1 + v²)`) written without the division by `v_s`.
    pub(crate) fn losses(&self, prog: &mut Program) -> Option<Vec<Atom>> {
        if !self.dissipates() {
            return None;
        }
        let tau: Vec<Atom> = (0..self.links.len())
            .map(|i| match &self.links[i].loss {
                None => Atom::num(0),
                Some([b, f, _]) => {
                    let qd = &self.coords.qd[i];
                    let friction = if f.is_zero() {
                        Atom::num(0)
                    } else {
                        let ir = self.friction_scale(prog, i);
                        &(f * qd) * &ir
                    };
                    &(b * qd) + &friction
                }
            })
            .collect();
        Some(
            self.to_convention(tau)
                .into_iter()
                .enumerate()
                .map(|(i, t)| prog.define(&format!("loss{i}"), t.expand()))
                .collect(),
        )
    }

    /// `1 / √(q̇_i² + v_s²)` of joint `i`, named once per program.
    fn friction_scale(&self, prog: &mut Program, i: usize) -> Atom {
        if let Some(ir) = self.friction_scales.borrow().get(&i) {
            return ir.clone();
        }
        let Some([_, _, vs]) = &self.links[i].loss else {
            return Atom::num(0);
        };
        let qd = &self.coords.qd[i];
        let r2 = prog.define(&format!("fr2_{i}"), (&(qd * qd) + &(vs * vs)).expand());
        let r = prog.define(&format!("fr{i}"), symbolica::atom::Symbol::SQRT.call((r2,)));
        let ir = prog.define(&format!("fir{i}"), Atom::num(1) / &r);
        self.friction_scales.borrow_mut().insert(i, ir.clone());
        ir
    }

    /// `∂τ_loss/∂q̇` in the model's convention (`Tᵀ D T`, `D` diagonal; `None` for ideal joints),
    /// at the current `q̇` or, with `at_rest`, at `q̇ = 0`:
    /// `D_i = b + F v_s² / (q̇² + v_s²)^(3/2)`, at rest `b + F / v_s`.
    pub(crate) fn losses_jacobian(
        &self,
        prog: &mut Program,
        at_rest: bool,
    ) -> Option<Vec<Vec<Atom>>> {
        if !self.dissipates() {
            return None;
        }
        let n = self.links.len();
        let mut diag = vec![vec![Atom::num(0); n]; n];
        for (i, link) in self.links.iter().enumerate() {
            let Some([b, f, vs]) = link.loss.clone() else {
                continue;
            };
            let friction = if f.is_zero() {
                Atom::num(0)
            } else if at_rest {
                &f / &vs
            } else {
                let ir = self.friction_scale(prog, i);
                &(&f * &(&vs * &vs)) * &(&(&ir * &ir) * &ir)
            };
            diag[i][i] = prog.define(&format!("dloss{i}"), (&b + &friction).expand());
        }
        Some(self.congruence(diag))
    }

    /// Generalized forces in the model's convention from joint forces: `Tᵀ τ` for absolute angles.
    pub(crate) fn to_convention(&self, tau: Vec<Atom>) -> Vec<Atom> {
        if self.model.convention == AngleConvention::Relative {
            return tau;
        }
        let n = tau.len();
        (0..n)
            .map(|i| {
                if i + 1 < n {
                    &tau[i] - &tau[i + 1]
                } else {
                    tau[i].clone()
                }
            })
            .collect()
    }

    /// Kinetic energy `Σ ½ (m v_c·v_c + ω·I ω)`.
    pub fn kinetic_energy(&self, prog: &mut Program) -> Atom {
        let base = (zero3(), zero3());
        let mut done: Vec<(V3, V3)> = Vec::with_capacity(self.links.len());
        let mut total = Atom::num(0);
        for (i, l) in self.links.iter().enumerate() {
            let (w, v) = match self.model.parents[i] {
                Some(p) => &done[p],
                None => &base,
            };
            let qd = &self.coords.qd[i];
            let wr = name3(prog, &format!("kwr{i}"), mul_t(&l.rot, w));
            let mut v_i = mul_t(&l.rot, &add(v, &cross(w, &l.pos)));
            let w_i = match l.kind {
                JointKind::Revolute => add(&wr, &scale(qd, &l.axis)),
                JointKind::Prismatic => {
                    v_i = add(&v_i, &scale(qd, &l.axis));
                    wr
                }
            };
            let w_i = name3(prog, &format!("kw{i}"), w_i);
            let v_i = name3(prog, &format!("kv{i}"), v_i);
            let vc = name3(prog, &format!("kvc{i}"), add(&v_i, &cross(&w_i, &l.com)));
            let mut e = &(&l.mass * &dot(&vc, &vc)) + &dot(&w_i, &mul(&l.inertia, &w_i));
            if let Some(a) = &l.armature {
                e = &e + &(a * &(qd * qd));
            }
            total = &total + &prog.define(&format!("ke{i}"), (&e * &Atom::num((1, 2))).expand());
            done.push((w_i, v_i));
        }
        total
    }

    /// Potential energy `U = −Σ m_i g·p_c_i`, through the height `h_i = g·o_i` of each origin and
    /// gravity expressed in each body frame.
    pub fn potential_energy(&self, prog: &mut Program) -> Atom {
        let base = (self.gravity.clone(), Atom::num(0));
        let mut done: Vec<(V3, Atom)> = Vec::with_capacity(self.links.len());
        let mut total = Atom::num(0);
        for (i, l) in self.links.iter().enumerate() {
            let (g, h) = match self.model.parents[i] {
                Some(p) => &done[p],
                None => &base,
            };
            let h = prog.define(&format!("h{i}"), (h + &dot(g, &l.pos)).expand());
            let g = name3(prog, &format!("g{i}"), mul_t(&l.rot, g));
            let u = -(&l.mass * &(&h + &dot(&g, &l.com)));
            total = &total + &prog.define(&format!("u{i}"), u.expand());
            done.push((g, h));
        }
        total
    }
}
