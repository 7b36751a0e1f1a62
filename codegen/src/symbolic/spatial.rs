//! `∂τ/∂q` and `∂τ/∂q̇` of inverse dynamics in closed recursive form: the spatial formulation of
//! Carpentier & Mansard (RSS 2018) that the runtime's reference
//! (`chaindyn::rnea_derivatives`) evaluates numerically, written here on named intermediates.
//!
//! Forward-mode derivatives through body-frame Newton–Euler ([`crate::symbolic::program::Program::tangent`])
//! cost one partial Newton–Euler pass per direction (2n of them). In the world frame a joint's
//! motion transports its whole subtree rigidly, so after one forward and one backward pass every
//! entry is a six-dimensional dot product:
//!
//! ```text
//! forward   S_i, v_i = v_{i−1} + S_i q̇_i, ψ_i = v_{i−1} × S_i, a_i = a_{i−1} + S_i q̈_i + ψ_i q̇_i,
//!           I_i (world spatial inertia), f_i = I_i a_i + v_i ×* I_i v_i, İ_i = d/dt I_i
//! backward  composites I^c_k, İ^c_k, F_k = Σ f_i, H_k = Σ I_i v_i  (i ≥ k)
//!           B^c_k x = İ^c_k x + x ×* H_k,  B^cᵀ_k x = İ^c_k x − x ×* H_k
//! per joint α_j = a_j × S_j + v_j × ψ_j, u_k = I^c_k S_k, w_k = B^cᵀ_k S_k
//!           y_j = S_j ×* F_j + I^c_j α_j + B^c_j ψ_j,  z_j = B^c_j S_j + 2 I^c_j ψ_j
//! ∂τ_k/∂q_j = S_k·y_j (k < j),  u_k·α_j + w_k·ψ_j (k ≥ j)
//! ∂τ_k/∂q̇_j = S_k·z_j (k < j),  w_k·S_j + 2 u_k·ψ_j (k ≥ j)
//! ```
//!
//! Motion vectors are `[ω; v_O]` (`v_O`: velocity of the body point at the origin `O` of the common
//! frame), force vectors `[n_O; f]`, inertias `(m, h = m c, Ī_O)` about `O`. The formulas are
//! frame-covariant; they are evaluated in the frame a [`Frame`] names (see `placements`): the
//! base's, one body's (body 0's or body 1's, where that joint's twist is constant), or, on a
//! fixed base with several joints on it, each of its subtrees in its own first body's. Everything
//! constant folds at build time.

use crate::symbolic::mechanics::{
    about_origin, add, cross, dot, mul, name3, scale, zero3, BaseAtoms, LinkAtoms, Mechanics,
    Terms, M3, V3,
};
use crate::symbolic::program::Program;
use crate::symbolic::upper;
use chaindyn_model::JointKind;
use symbolica::atom::{Atom, AtomCore};

/// The frame in which the closed forms are evaluated.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Frame {
    /// The base's.
    Base,
    /// Body `i`'s, for the whole tree.
    Body(usize),
    /// Each subtree on a fixed base in its own first body's: no entry of `M`, `∂τ/∂q` or
    /// `∂τ/∂q̇` couples two of them, so each is evaluated alone, its first joint's angle out of
    /// every quantity (the base's `[0; −g]` turned into it once).
    EachRoot,
}

impl Frame {
    /// Whether body `i`'s own frame is the one its quantities are in.
    fn is_own(self, mech: &Mechanics, i: usize) -> bool {
        match self {
            Frame::Base => false,
            Frame::Body(f) => f == i,
            Frame::EachRoot => mech.model.parents[i].is_none(),
        }
    }
}

/// A spatial motion or force vector: angular (or moment) part, linear (or force) part.
#[derive(Clone)]
struct V6 {
    ang: V3,
    lin: V3,
}

impl V6 {
    fn zero() -> Self {
        V6 {
            ang: zero3(),
            lin: zero3(),
        }
    }

    fn add(&self, o: &V6) -> V6 {
        V6 {
            ang: add(&self.ang, &o.ang),
            lin: add(&self.lin, &o.lin),
        }
    }

    fn scale(&self, s: &Atom) -> V6 {
        V6 {
            ang: scale(s, &self.ang),
            lin: scale(s, &self.lin),
        }
    }

    /// Motion · force (or force · motion).
    fn dot(&self, o: &V6) -> Atom {
        &dot(&self.ang, &o.ang) + &dot(&self.lin, &o.lin)
    }

    /// The components, angular first.
    fn flat(&self) -> Vec<Atom> {
        self.ang.iter().chain(&self.lin).cloned().collect()
    }

    fn name(&self, prog: &mut Program, hint: &str) -> V6 {
        V6 {
            ang: name3(prog, &format!("{hint}_w"), self.ang.clone()),
            lin: name3(prog, &format!("{hint}_v"), self.lin.clone()),
        }
    }
}

/// Motion cross product `m × x`.
fn cross_motion(m: &V6, x: &V6) -> V6 {
    V6 {
        ang: cross(&m.ang, &x.ang),
        lin: add(&cross(&m.ang, &x.lin), &cross(&m.lin, &x.ang)),
    }
}

/// Force cross product `m ×* f`.
fn cross_force(m: &V6, f: &V6) -> V6 {
    V6 {
        ang: add(&cross(&m.ang, &f.ang), &cross(&m.lin, &f.lin)),
        lin: cross(&m.ang, &f.lin),
    }
}

/// A spatial inertia (or its time derivative, `mass = 0`) about the world origin; `rot` is
/// symmetric.
#[derive(Clone)]
struct Inertia {
    mass: Atom,
    h: V3,
    rot: M3,
}

impl Inertia {
    /// `I x = [Ī ω + h × v; m v − h × ω]`.
    fn mul(&self, x: &V6) -> V6 {
        V6 {
            ang: add(&mul(&self.rot, &x.ang), &cross(&self.h, &x.lin)),
            lin: add(
                &scale(&self.mass, &x.lin),
                &scale(&Atom::num(-1), &cross(&self.h, &x.ang)),
            ),
        }
    }

    fn add(&self, o: &Inertia) -> Inertia {
        Inertia {
            mass: &self.mass + &o.mass,
            h: add(&self.h, &o.h),
            rot: std::array::from_fn(|r| std::array::from_fn(|c| &self.rot[r][c] + &o.rot[r][c])),
        }
    }

    #[allow(clippy::needless_range_loop)] // symmetric fill: [a][b] and [b][a]
    fn name(&self, prog: &mut Program, hint: &str) -> Inertia {
        let mass = prog.define(&format!("{hint}_m"), self.mass.expand());
        let h = name3(prog, &format!("{hint}_h"), self.h.clone());
        let mut rot: M3 = std::array::from_fn(|_| std::array::from_fn(|_| Atom::num(0)));
        for a in 0..3 {
            for b in a..3 {
                rot[a][b] = prog.define(&format!("{hint}_i{a}{b}"), self.rot[a][b].expand());
                rot[b][a] = rot[a][b].clone();
            }
        }
        Inertia { mass, h, rot }
    }
}

impl Inertia {
    /// The rate of the inertia of a body moving with the motion `m = [ω; v_O]`,
    /// `m ×* I − I m×`: `ḣ = m v_O + ω × h`, `Ī̇ = [ω]× Ī − Ī [ω]× + 2 (h·v_O) E − v_O hᵀ − h v_Oᵀ`
    /// (the mass does not change).
    fn rate(&self, m: &V6) -> Inertia {
        let (w, vo) = (&m.ang, &m.lin);
        let p = skew_mul(w, &self.rot);
        let hv = dot(&self.h, vo);
        let rot: M3 = std::array::from_fn(|r| {
            std::array::from_fn(|k| {
                let diag = if r == k {
                    &Atom::num(2) * &hv
                } else {
                    Atom::num(0)
                };
                &(&(&p[r][k] + &p[k][r]) + &diag)
                    - &(&(&vo[r] * &self.h[k]) + &(&self.h[r] * &vo[k]))
            })
        });
        Inertia {
            mass: Atom::num(0),
            h: add(&scale(&self.mass, vo), &cross(w, &self.h)),
            rot,
        }
    }
}

/// `[a]× M` for a 3-vector `a` and 3x3 `M`.
fn skew_mul(a: &V3, m: &M3) -> M3 {
    let col = |c: usize| -> V3 { [m[0][c].clone(), m[1][c].clone(), m[2][c].clone()] };
    let cols: [V3; 3] = std::array::from_fn(|c| cross(a, &col(c)));
    std::array::from_fn(|r| std::array::from_fn(|c| cols[c][r].clone()))
}

/// Spatial quantities (in the common frame of a [`Frame`]) at `(q, q̇)` with `q̈ = 0` (the bias accelerations), and the composites
/// of every subtree: what `M`, `C q̇ + g` and the derivatives share.
pub struct Kinematics {
    /// A floating base's quantities (then the velocity coordinates are the base's six, then
    /// the joints').
    base: Option<Box<FloatingKinematics>>,
    s: Vec<V6>,
    v: Vec<V6>,
    psi: Vec<V6>,
    a_bias: Vec<V6>,
    ic: Vec<Inertia>,
    idc: Vec<Inertia>,
    f_bias: Vec<V6>,
    hc: Vec<V6>,
    u: Vec<V6>,
    w: Vec<V6>,
}

/// A floating base in the closed form, its frame the common one (Pinocchio's free-flyer as a
/// six-degree-of-freedom joint on the world): its six columns `S_k` (unit motions in base
/// coordinates, `[v; ω]` order), the world's acceleration (gravity folded in, `[0; −g_b]`), and
/// the whole robot's composites (the base body's and every root's subtree's).
struct FloatingKinematics {
    s: [V6; 6],
    world_a: V6,
    /// The base's velocity `[ω; v]`.
    v: V6,
    /// The whole robot's force at `q̈ = 0`.
    f_bias: V6,
    /// `I^c S_k` and `B^cᵀ S_k` of the whole robot.
    u: Vec<V6>,
    w: Vec<V6>,
}

/// Named composites (sums over the subtree of each body `k`: `k` and its descendants), a leaf's
/// unnamed (it is the body's own).
fn composites<T: Clone>(
    prog: &mut Program,
    mech: &Mechanics,
    items: &[T],
    add: impl Fn(&T, &T) -> T,
    name: impl Fn(&T, &mut Program, &str) -> T,
    hint: &str,
) -> Vec<T> {
    let n = items.len();
    let mut out: Vec<T> = items.to_vec();
    for k in (0..n).rev() {
        let children = mech.model.children(Some(k));
        if children.is_empty() {
            continue;
        }
        let sum = children
            .iter()
            .fold(items[k].clone(), |acc, &c| add(&acc, &out[c]));
        out[k] = name(&sum, prog, &format!("{hint}{k}"));
    }
    out
}

/// Rotation and origin of every body (index `i + 1`) in the common frame of its subtree, and of
/// the base (index 0; unused, the identity, for [`Frame::EachRoot`], whose roots each take the
/// base's gravity in their own frame). Every formula of this module is covariant (cross
/// products, inertia products, motion·force pairings), so any one frame gives the same `M`,
/// forces and derivatives; in a body's own frame its joint's angle drops out of every quantity
/// and the chains of rotations are shorter, so fewer entries are dense.
fn placements(mech: &Mechanics, prog: &mut Program, frame: Frame) -> Vec<(M3, V3)> {
    let n = mech.links.len();
    let identity: M3 = std::array::from_fn(|r| {
        std::array::from_fn(|c| if r == c { Atom::num(1) } else { Atom::num(0) })
    });
    let mut place: Vec<Option<(M3, V3)>> = vec![None; n + 1];
    match frame {
        Frame::Body(f) => place[f + 1] = Some((identity, zero3())),
        Frame::Base => place[0] = Some((identity, zero3())),
        Frame::EachRoot => {
            place[0] = Some((identity.clone(), zero3()));
            for r in mech.model.children(None) {
                place[r + 1] = Some((identity.clone(), zero3()));
            }
        }
    }
    // Index of body `i`'s parent in `place` (0: the base).
    let up = |i: usize| mech.model.parents[i].map_or(0, |p| p + 1);
    // Outwards: W_i = W_{λ(i)} R_i, o_i = o_{λ(i)} + W_{λ(i)} p_i.
    let outwards = |prog: &mut Program, place: &mut Vec<Option<(M3, V3)>>, i: usize| {
        let (w, o) = place[up(i)].clone().expect("parent placed");
        let l = &mech.links[i];
        let o_i = name3(prog, &format!("so{i}"), add(&o, &mul(&w, &l.pos)));
        let w_i: M3 = std::array::from_fn(|r| {
            std::array::from_fn(|c| {
                let e = (0..3).fold(Atom::num(0), |acc, k| &acc + &(&w[r][k] * &l.rot[k][c]));
                prog.define(&format!("sr{i}_{r}{c}"), e.expand())
            })
        });
        place[i + 1] = Some((w_i, o_i));
    };
    // The bodies below `frame`'s, then its path to the base, then every other branch.
    if let Frame::Body(frame) = frame {
        for i in frame + 1..n {
            if mech.model.supports(frame, i) {
                outwards(prog, &mut place, i);
            }
        }
        // Inwards along the path: W_{λ(i)} = W_i R_iᵀ, o_{λ(i)} = o_i − W_{λ(i)} p_i.
        for i in mech.model.path(frame) {
            let (w, o) = place[i + 1].clone().expect("child placed");
            let l = &mech.links[i];
            let w_p: M3 = std::array::from_fn(|r| {
                std::array::from_fn(|c| {
                    let e = (0..3).fold(Atom::num(0), |acc, k| &acc + &(&w[r][k] * &l.rot[c][k]));
                    prog.define(&format!("sq{i}_{r}{c}"), e.expand())
                })
            });
            let o_p = name3(
                prog,
                &format!("sp{i}"),
                add(&o, &scale(&Atom::num(-1), &mul(&w_p, &l.pos))),
            );
            place[up(i)] = Some((w_p, o_p));
        }
    }
    for i in 0..n {
        if place[i + 1].is_none() {
            outwards(prog, &mut place, i);
        }
    }
    place
        .into_iter()
        .map(|p| p.expect("every body placed"))
        .collect()
}

/// The base's motion in the common frame: its velocity and its acceleration at `q̈ = 0`, and
/// for [`Frame::EachRoot`] each root's in its own frame.
struct BaseMotion {
    /// A floating base's velocity `[ω; v]` (zero on a fixed base or without velocities).
    v: V6,
    /// The base's acceleration `[0; −g]` (zero without gravity).
    a: V6,
    /// For [`Frame::EachRoot`], each root body's `[0; −R_rᵀ g]` (indexed by body; `None` for
    /// the others).
    root_a: Vec<Option<V6>>,
}

impl BaseMotion {
    /// The base's velocity and acceleration, gravity turned into the common frame by `base_rot`
    /// and, for [`Frame::EachRoot`], into each root's (named).
    fn new(
        mech: &Mechanics,
        prog: &mut Program,
        frame: Frame,
        terms: Terms,
        base_rot: &M3,
        floating: Option<&BaseAtoms>,
    ) -> BaseMotion {
        // A floating base moves at `[ω; v]` (the inputs `qd[3..6]`, `qd[0..3]`).
        let base_v = match floating {
            Some(b) if terms.velocity => V6 {
                ang: b.velocity[1].clone(),
                lin: b.velocity[0].clone(),
            },
            _ => V6::zero(),
        };
        // The base's acceleration `[0; −g]` in the common frame, or for each subtree on the
        // base in its first body's: `R_rᵀ g` (indexed by body; only the roots' are read).
        let accelerated = |g: V3| V6 {
            ang: zero3(),
            lin: g.map(|g| -g),
        };
        let base_a = accelerated(if terms.gravity {
            mul(base_rot, &mech.gravity)
        } else {
            zero3()
        });
        let root_a: Vec<Option<V6>> = (0..mech.links.len())
            .map(|i| {
                (frame == Frame::EachRoot && mech.model.parents[i].is_none()).then(|| {
                    let rot = &mech.links[i].rot;
                    let g = if terms.gravity {
                        let turned: V3 = std::array::from_fn(|r| {
                            (0..3).fold(Atom::num(0), |acc, k| {
                                &acc + &(&rot[k][r] * &mech.gravity[k])
                            })
                        });
                        name3(prog, &format!("sgr{i}"), turned)
                    } else {
                        zero3()
                    };
                    accelerated(g)
                })
            })
            .collect();
        BaseMotion {
            v: base_v,
            a: base_a,
            root_a,
        }
    }
}

/// The forward pass's quantities of every body, named.
struct Forward {
    /// The joints' motion subspaces `S_i`.
    s: Vec<V6>,
    /// Velocities `v_i`.
    v: Vec<V6>,
    /// Bias accelerations `a_i` (at `q̈ = 0`).
    a: Vec<V6>,
    /// `ψ_i = v_{λ(i)} × S_i`.
    psi: Vec<V6>,
    /// World spatial inertias `I_i`.
    inertia: Vec<Inertia>,
    /// Their rates `İ_i`.
    inertia_dot: Vec<Inertia>,
    /// Body forces `f_i` at `q̈ = 0`.
    force: Vec<V6>,
    /// Momenta `I_i v_i`.
    momentum: Vec<V6>,
}

/// The forward pass, body by body from the base: twists, velocities, bias accelerations, world
/// inertias and their rates, momenta and forces at `q̈ = 0`.
fn forward(
    mech: &Mechanics,
    prog: &mut Program,
    frame: Frame,
    terms: Terms,
    place: &[(M3, V3)],
    base: &BaseMotion,
) -> Forward {
    let coords = &mech.coords;
    let zero = Atom::num(0);
    let (mut s, mut v, mut a, mut psi) = (vec![], vec![], vec![], vec![]);
    let (mut inertia, mut inertia_dot, mut force, mut momentum) = (vec![], vec![], vec![], vec![]);
    for (i, l) in mech.links.iter().enumerate() {
        let parent = mech.model.parents[i];
        let (v_prev, a_prev) = match parent {
            Some(p) => (&v[p], &a[p]),
            None => (&base.v, base.root_a[i].as_ref().unwrap_or(&base.a)),
        };
        let (w_prev, _) = &place[parent.map_or(0, |p| p + 1)];
        let (rot, o) = place[i + 1].clone();
        // The joint axis: `a` itself in its own body's frame, else W_{i−1} E_i a_i.
        let axis = if frame.is_own(mech, i) {
            l.axis.clone()
        } else {
            name3(
                prog,
                &format!("sa{i}"),
                mul(w_prev, &mul(&l.frame, &l.axis)),
            )
        };
        let si = match l.kind {
            JointKind::Revolute => V6 {
                lin: cross(&o, &axis),
                ang: axis,
            },
            JointKind::Prismatic => V6 {
                ang: zero3(),
                lin: axis,
            },
        }
        .name(prog, &format!("ss{i}"));
        let qd = if terms.velocity { &coords.qd[i] } else { &zero };
        let psi_i = cross_motion(v_prev, &si).name(prog, &format!("spsi{i}"));
        let v_i = v_prev.add(&si.scale(qd)).name(prog, &format!("sv{i}"));
        let a_i = a_prev.add(&psi_i.scale(qd)).name(prog, &format!("sab{i}"));
        let ii = world_inertia(prog, l, &rot, &o, i);
        let mom = ii.mul(&v_i).name(prog, &format!("smom{i}"));
        let f_i = ii
            .mul(&a_i)
            .add(&cross_force(&v_i, &mom))
            .name(prog, &format!("sfb{i}"));
        let idot = ii.rate(&v_i).name(prog, &format!("sId{i}"));
        s.push(si);
        v.push(v_i.clone());
        a.push(a_i.clone());
        psi.push(psi_i);
        inertia.push(ii);
        inertia_dot.push(idot);
        force.push(f_i);
        momentum.push(mom);
    }
    Forward {
        s,
        v,
        a,
        psi,
        inertia,
        inertia_dot,
        force,
        momentum,
    }
}

/// Body `i`'s spatial inertia about the common frame's origin, named, from its constant inertia
/// about its own origin and its placement `rot`, `o`.
fn world_inertia(prog: &mut Program, l: &LinkAtoms, rot: &M3, o: &V3, i: usize) -> Inertia {
    // World inertia about the origin from the constant inertia about the body origin:
    // Ī_O = W Ī_b Wᵀ + m (|o|² E − o oᵀ) + 2 (o·g) E − g oᵀ − o gᵀ, g = W m c.
    let c = &l.com;
    let ib = about_origin(&l.mass, c, &l.inertia);
    let g = name3(prog, &format!("sg{i}"), mul(rot, &scale(&l.mass, c)));
    let wi: M3 = std::array::from_fn(|r| {
        std::array::from_fn(|k| {
            (0..3).fold(Atom::num(0), |acc, m| &acc + &(&rot[r][m] * &ib[m][k]))
        })
    });
    let oo = dot(o, o);
    let og = dot(o, &g);
    let bar: M3 = std::array::from_fn(|r| {
        std::array::from_fn(|k| {
            let wiw = (0..3).fold(Atom::num(0), |acc, m| &acc + &(&wi[r][m] * &rot[k][m]));
            let diag = if r == k {
                &(&l.mass * &oo) + &(&Atom::num(2) * &og)
            } else {
                Atom::num(0)
            };
            &(&wiw + &diag)
                - &(&(&l.mass * &(&o[r] * &o[k])) + &(&(&g[r] * &o[k]) + &(&o[r] * &g[k])))
        })
    });
    Inertia {
        mass: l.mass.clone(),
        h: add(&scale(&l.mass, o), &g),
        rot: bar,
    }
    .name(prog, &format!("sI{i}"))
}

/// The backward sums over every body's subtree, named.
struct Composites {
    /// `I^c_k`.
    ic: Vec<Inertia>,
    /// `İ^c_k`.
    idc: Vec<Inertia>,
    /// `F_k = Σ f_i`.
    f_bias: Vec<V6>,
    /// `H_k = Σ I_i v_i`.
    hc: Vec<V6>,
}

impl Composites {
    /// The composites of the forward pass's inertias, their rates, forces and momenta.
    fn new(prog: &mut Program, mech: &Mechanics, fwd: &Forward) -> Composites {
        let ic = composites(prog, mech, &fwd.inertia, Inertia::add, Inertia::name, "sIc");
        let idc = composites(
            prog,
            mech,
            &fwd.inertia_dot,
            Inertia::add,
            Inertia::name,
            "sIdc",
        );
        let f_bias = composites(prog, mech, &fwd.force, V6::add, V6::name, "sFb");
        let hc = composites(prog, mech, &fwd.momentum, V6::add, V6::name, "sH");
        Composites {
            ic,
            idc,
            f_bias,
            hc,
        }
    }
}

/// A floating base's six columns and the whole robot's composites (the base body's and every
/// root's subtree's), with `I^c S_k` and `B^cᵀ S_k` of each column.
fn floating_kinematics(
    mech: &Mechanics,
    prog: &mut Program,
    b: &BaseAtoms,
    base: &BaseMotion,
    c: &Composites,
) -> Box<FloatingKinematics> {
    let (base_v, world_a) = (&base.v, &base.a);
    // The base body's inertia about its origin in its own (the common) frame.
    let ib = Inertia {
        mass: b.mass.clone(),
        h: scale(&b.mass, &b.com),
        rot: about_origin(&b.mass, &b.com, &b.inertia),
    }
    .name(prog, "sIb");
    let mom = ib.mul(base_v).name(prog, "smomb");
    let f = ib
        .mul(world_a)
        .add(&cross_force(base_v, &mom))
        .name(prog, "sfbb");
    let idot = ib.rate(base_v).name(prog, "sIdb");
    let roots = mech.model.children(None);
    let sum = |own: Inertia, of: &[Inertia], hint: &str, prog: &mut Program| {
        roots
            .iter()
            .fold(own, |acc, &r| acc.add(&of[r]))
            .name(prog, hint)
    };
    let ic_b = sum(ib, &c.ic, "sIcb", prog);
    let idc_b = sum(idot, &c.idc, "sIdcb", prog);
    let f_b = roots
        .iter()
        .fold(f, |acc, &r| acc.add(&c.f_bias[r]))
        .name(prog, "sFbb");
    let h_b = roots
        .iter()
        .fold(mom, |acc, &r| acc.add(&c.hc[r]))
        .name(prog, "sHb");
    let unit = |k: usize| {
        let mut e = zero3();
        e[k % 3] = Atom::num(1);
        if k < 3 {
            V6 {
                ang: zero3(),
                lin: e,
            }
        } else {
            V6 {
                ang: e,
                lin: zero3(),
            }
        }
    };
    let sb: [V6; 6] = std::array::from_fn(unit);
    let u = (0..6)
        .map(|k| ic_b.mul(&sb[k]).name(prog, &format!("sub{k}")))
        .collect();
    let w = (0..6)
        .map(|k| {
            idc_b
                .mul(&sb[k])
                .add(&cross_force(&sb[k], &h_b).scale(&Atom::num(-1)))
                .name(prog, &format!("swb{k}"))
        })
        .collect();
    Box::new(FloatingKinematics {
        s: sb,
        world_a: world_a.clone(),
        v: base_v.clone(),
        f_bias: f_b,
        u,
        w,
    })
}

impl Kinematics {
    /// The forward pass (placements, twists, velocities, bias accelerations, world inertias and
    /// their rates, body forces at `q̈ = 0`) and the backward sums.
    /// With `terms.velocity` false the joint velocities are zero, with `terms.gravity` false the
    /// base does not accelerate (`terms.acceleration` is the caller's: see [`Self::jacobians`]).
    pub fn new(mech: &Mechanics, prog: &mut Program, frame: Frame, terms: Terms) -> Kinematics {
        let place = placements(mech, prog, frame);
        let floating = mech.base.as_ref().filter(|_| frame == Frame::Base);
        assert!(
            mech.base.is_none() || floating.is_some(),
            "a floating base's closed form is in the base's frame"
        );
        let base_motion = BaseMotion::new(mech, prog, frame, terms, &place[0].0, floating);
        let fwd = forward(mech, prog, frame, terms, &place, &base_motion);
        let c = Composites::new(prog, mech, &fwd);
        let n = fwd.s.len();
        let base = floating.map(|b| floating_kinematics(mech, prog, b, &base_motion, &c));
        let s = fwd.s;
        let u: Vec<V6> = (0..n)
            .map(|k| c.ic[k].mul(&s[k]).name(prog, &format!("su{k}")))
            .collect();
        let w: Vec<V6> = (0..n)
            .map(|k| {
                c.idc[k]
                    .mul(&s[k])
                    .add(&cross_force(&s[k], &c.hc[k]).scale(&Atom::num(-1)))
                    .name(prog, &format!("sw{k}"))
            })
            .collect();
        Kinematics {
            base,
            s,
            v: fwd.v,
            psi: fwd.psi,
            a_bias: fwd.a,
            ic: c.ic,
            idc: c.idc,
            f_bias: c.f_bias,
            hc: c.hc,
            u,
            w,
        }
    }

    /// `M` (full, `M_kj = S_k · I^c_j S_j` for `k` on the path to `j`, else 0), in the model's
    /// convention.
    #[allow(clippy::needless_range_loop)] // symmetric fill
    pub fn mass_matrix(&self, mech: &Mechanics) -> Vec<Vec<Atom>> {
        if let Some(b) = &self.base {
            return self.floating_mass_matrix(mech, b);
        }
        let n = self.s.len();
        let mut m = vec![vec![Atom::num(0); n]; n];
        for j in 0..n {
            for k in 0..=j {
                if !mech.model.supports(k, j) {
                    continue;
                }
                m[k][j] = self.s[k].dot(&self.u[j]);
                m[j][k] = m[k][j].clone();
            }
        }
        mech.congruence(m)
    }

    /// `∂M/∂q_k` for every `k` (`k` outer, then the upper triangle of `M` row by row), in
    /// relative coordinates. A joint's motion moves its subtree rigidly: a motion vector `x`
    /// fixed in it changes by `S_k × x`, a force `f` by `S_k ×* f`, an inertia by its rate under
    /// `S_k`. With `M_ij = S_i · u_j`, `u_j = I^c_j S_j` (`i ≤ j`):
    ///
    /// ```text
    /// ∂M_ij/∂q_k = 0                      k on the path to i  (the whole of M_ij moves rigidly)
    ///            = S_i · (S_k ×* u_j)     k between i and j   (u_j moves, S_i does not)
    ///            = S_i · (B_k S_j)        k below j           (only I^c_k moves)
    ///            = 0                      otherwise (another branch), and wherever M_ij ≡ 0
    /// ```
    ///
    /// (on a chain: `k ≤ i`, `i < k ≤ j`, `j < k`), where `B_k = S_k ×* I^c_k − I^c_k S_k×` is
    /// the rate of the composite inertia of subtree `k` under `S_k`. `O(n²)` six-vectors, then one
    /// dot product per entry: no derivative is taken.
    pub fn mass_jacobian(&self, mech: &Mechanics, prog: &mut Program) -> Vec<Atom> {
        let n = self.s.len();
        let tree = mech.model;
        let moved = self.moved_with_joints(mech, prog);
        let mut out = Vec::with_capacity(n * n * (n + 1) / 2);
        for (k, row) in moved.iter().enumerate() {
            for (i, j) in upper(n) {
                let moves = tree.supports(i, j) && !tree.supports(k, i);
                out.push(match moves.then(|| row[j].as_ref()).flatten() {
                    Some(x) => prog.dot(self.s[i].flat(), x.flat(), self.s[i].dot(x)),
                    None => Atom::num(0),
                });
            }
        }
        out
    }

    /// For every `k` and `j`: `S_k ×* u_j` (`j` below or at `k`) or `B_k S_j` (`k` below `j`);
    /// `None` where neither (another branch, or `k` is the first body).
    fn moved_with_joints(&self, mech: &Mechanics, prog: &mut Program) -> Vec<Vec<Option<V6>>> {
        let n = self.s.len();
        let tree = mech.model;
        let (s, u) = (&self.s, &self.u);
        let mut out = vec![vec![None; n]];
        for k in 1..n {
            let below = |j: usize| j < k && tree.supports(j, k);
            let rate = (0..n)
                .any(below)
                .then(|| self.ic[k].rate(&s[k]).name(prog, &format!("sB{k}")));
            let row = (0..n)
                .map(|j| {
                    if j >= k && tree.supports(k, j) {
                        Some(cross_force(&s[k], &u[j]).name(prog, &format!("sGk{k}_{j}")))
                    } else if below(j) {
                        rate.as_ref()
                            .map(|r| r.mul(&s[j]).name(prog, &format!("sBs{k}_{j}")))
                    } else {
                        None
                    }
                })
                .collect();
            out.push(row);
        }
        out
    }

    /// A floating base's `M` (`nv × nv`): `S_k · u_l` within the base, `S_k · u_j` between the
    /// base and joint `j` (the base supports every body), the joints' block as a fixed base's.
    #[allow(clippy::needless_range_loop)] // symmetric fill
    fn floating_mass_matrix(&self, mech: &Mechanics, b: &FloatingKinematics) -> Vec<Vec<Atom>> {
        let n = self.s.len();
        let nv = n + 6;
        let mut m = vec![vec![Atom::num(0); nv]; nv];
        for k in 0..6 {
            for l in k..6 {
                m[k][l] = b.s[k].dot(&b.u[l]);
                m[l][k] = m[k][l].clone();
            }
            for j in 0..n {
                m[k][6 + j] = b.s[k].dot(&self.u[j]);
                m[6 + j][k] = m[k][6 + j].clone();
            }
        }
        for j in 0..n {
            for k in 0..=j {
                if mech.model.supports(k, j) {
                    m[6 + k][6 + j] = self.s[k].dot(&self.u[j]);
                    m[6 + j][6 + k] = m[6 + k][6 + j].clone();
                }
            }
        }
        m
    }

    /// `C q̇ + g` (`τ_k = S_k · F_k` at `q̈ = 0`), in the model's convention; with a floating base
    /// its six entries (`S_k · F` of the whole robot) first.
    pub fn bias(&self, mech: &Mechanics) -> Vec<Atom> {
        let tau: Vec<Atom> = (0..self.s.len())
            .map(|k| self.s[k].dot(&self.f_bias[k]))
            .collect();
        match &self.base {
            None => mech.to_convention(tau),
            Some(b) => (0..6).map(|k| b.s[k].dot(&b.f_bias)).chain(tau).collect(),
        }
    }

    /// Every body's acceleration `a_i = a_bias_i + Δa_i` at the joint accelerations `qdd`
    /// (relative coordinates; `Δa_i = da_root + Σ_{m≤i} S_m q̈_m`, `da_root` the root's: zero on
    /// a fixed base), and the composite force of every subtree
    /// `F_j = F_bias_j + I^c_j Δa_j + Σ_{m>j} u_m q̈_m`.
    fn accelerations_and_forces(
        &self,
        mech: &Mechanics,
        prog: &mut Program,
        da_root: V6,
        qdd: &[Atom],
    ) -> (Vec<V6>, Vec<V6>) {
        let n = self.s.len();
        let (s, ic, u) = (&self.s, &self.ic, &self.u);
        let tree = mech.model;
        let mut a = Vec::with_capacity(n);
        let mut da_all: Vec<V6> = Vec::with_capacity(n);
        for i in 0..n {
            let da_parent = tree.parents[i].map_or_else(|| da_root.clone(), |p| da_all[p].clone());
            let da = da_parent
                .add(&s[i].scale(&qdd[i]))
                .name(prog, &format!("sda{i}"));
            a.push(self.a_bias[i].add(&da).name(prog, &format!("sacc{i}")));
            da_all.push(da);
        }
        let mut fc = vec![V6::zero(); n];
        // g[j] = Σ u_m q̈_m over the subtree of j.
        let mut g: Vec<V6> = vec![V6::zero(); n];
        for j in (0..n).rev() {
            // Σ u_m q̈_m over the subtree of j without j.
            let tail = tree
                .children(Some(j))
                .iter()
                .fold(V6::zero(), |acc, &c| acc.add(&g[c]));
            fc[j] = self.f_bias[j]
                .add(&ic[j].mul(&da_all[j]))
                .add(&tail)
                .name(prog, &format!("sF{j}"));
            g[j] = tail.add(&u[j].scale(&qdd[j])).name(prog, &format!("sG{j}"));
        }
        (a, fc)
    }

    /// `(∂τ/∂q, ∂τ/∂q̇)` (full, model's convention) of inverse dynamics at the joint
    /// accelerations `qdd_rel` (relative coordinates): with `Δa_i = Σ_{m≤i} S_m q̈_m`,
    /// `a_i = a_bias_i + Δa_i` and `F_j = F_bias_j + I^c_j Δa_j + Σ_{m>j} u_m q̈_m`.
    pub fn jacobians(
        &self,
        mech: &Mechanics,
        prog: &mut Program,
        qdd_rel: &[Atom],
    ) -> (Vec<Vec<Atom>>, Vec<Vec<Atom>>) {
        if let Some(b) = &self.base {
            return self.floating_jacobians(mech, prog, b, qdd_rel);
        }
        let n = self.s.len();
        let (s, v, psi, ic, hc, u, w) = (
            &self.s, &self.v, &self.psi, &self.ic, &self.hc, &self.u, &self.w,
        );
        let tree = mech.model;
        let (a, fc) = self.accelerations_and_forces(mech, prog, V6::zero(), qdd_rel);
        let two = Atom::num(2);
        let b_mul = |k: usize, x: &V6| self.idc[k].mul(x).add(&cross_force(x, &hc[k]));
        let mut dq = vec![vec![Atom::num(0); n]; n];
        let mut dqd = vec![vec![Atom::num(0); n]; n];
        for j in 0..n {
            let alpha = cross_motion(&a[j], &s[j])
                .add(&cross_motion(&v[j], &psi[j]))
                .name(prog, &format!("salpha{j}"));
            if tree.parents[j].is_some() {
                let y = cross_force(&s[j], &fc[j])
                    .add(&ic[j].mul(&alpha))
                    .add(&b_mul(j, &psi[j]))
                    .name(prog, &format!("sy{j}"));
                // B^c_j S_j = w_j + 2 S_j ×* H_j.
                let z = w[j]
                    .add(&cross_force(&s[j], &hc[j]).scale(&two))
                    .add(&ic[j].mul(&psi[j]).scale(&two))
                    .name(prog, &format!("sz{j}"));
                for k in (0..j).filter(|&k| tree.supports(k, j)) {
                    dq[k][j] = prog.dot(s[k].flat(), y.flat(), s[k].dot(&y));
                    dqd[k][j] = prog.dot(s[k].flat(), z.flat(), s[k].dot(&z));
                }
            }
            let psi2 = psi[j].scale(&two).flat();
            for k in (j..n).filter(|&k| tree.supports(j, k)) {
                let (uw, wu) = ([u[k].flat(), w[k].flat()], [w[k].flat(), u[k].flat()]);
                dq[k][j] = prog.dot(
                    uw.concat(),
                    [alpha.flat(), psi[j].flat()].concat(),
                    &u[k].dot(&alpha) + &w[k].dot(&psi[j]),
                );
                dqd[k][j] = prog.dot(
                    wu.concat(),
                    [s[j].flat(), psi2.clone()].concat(),
                    &w[k].dot(&s[j]) + &(&two * &u[k].dot(&psi[j])),
                );
            }
        }
        (mech.congruence(dq), mech.congruence(dqd))
    }

    /// [`Self::jacobians`] with a floating base (`qdd` of `nv` entries, the base's `[v̇; ω̇]`
    /// first; the result `nv × nv`, tangent space): the base is a six-degree-of-freedom joint
    /// on the world whose columns all move with it, so every entry of its columns takes the
    /// descendant's form with the world's motion, `α = a_world × S_j` and
    /// `ψ = v_world × S_j = 0`: `∂τ_k/∂q_j = u_k · α` for every `k` (zero on the base's
    /// position, gravity's turn on its orientation). In `∂τ/∂q̇` a one-degree-of-freedom
    /// joint's `2 ψ_j` is `ψ_j + v_j × S_j`, which for the base is `v_b × S_j` (its own motion
    /// is among its columns): `∂τ_k/∂q̇_j = w_k · S_j + u_k · (v_b × S_j)`. A joint's rows of
    /// the base take the ancestor's form, `S_k · y_j` and `S_k · z_j`.
    fn floating_jacobians(
        &self,
        mech: &Mechanics,
        prog: &mut Program,
        b: &FloatingKinematics,
        qdd: &[Atom],
    ) -> (Vec<Vec<Atom>>, Vec<Vec<Atom>>) {
        let n = self.s.len();
        let nv = n + 6;
        let (s, v, psi, ic, hc, u, w) = (
            &self.s, &self.v, &self.psi, &self.ic, &self.hc, &self.u, &self.w,
        );
        let tree = mech.model;
        let qdd_j = &qdd[6..];
        // The base's acceleration beyond its bias: [ω̇; v̇].
        let da_base = V6 {
            ang: [qdd[3].clone(), qdd[4].clone(), qdd[5].clone()],
            lin: [qdd[0].clone(), qdd[1].clone(), qdd[2].clone()],
        };
        let (a, fc) = self.accelerations_and_forces(mech, prog, da_base, qdd_j);
        let two = Atom::num(2);
        let b_mul = |k: usize, x: &V6| self.idc[k].mul(x).add(&cross_force(x, &hc[k]));
        // Rows: the base's six, then the joints'; `(u, w)` of each row.
        let rows: Vec<(&V6, &V6)> = b.u.iter().zip(&b.w).chain(u.iter().zip(w)).collect();
        let mut dq = vec![vec![Atom::num(0); nv]; nv];
        let mut dqd = vec![vec![Atom::num(0); nv]; nv];
        for j in 0..6 {
            let alpha = cross_motion(&b.world_a, &b.s[j]).name(prog, &format!("salphab{j}"));
            let turn = cross_motion(&b.v, &b.s[j]).name(prog, &format!("sturnb{j}"));
            let sj = b.s[j].flat();
            for (k, (uk, wk)) in rows.iter().enumerate() {
                dq[k][j] = prog.dot(uk.flat(), alpha.flat(), uk.dot(&alpha));
                dqd[k][j] = prog.dot(
                    [wk.flat(), uk.flat()].concat(),
                    [sj.clone(), turn.flat()].concat(),
                    &wk.dot(&b.s[j]) + &uk.dot(&turn),
                );
            }
        }
        for j in 0..n {
            let alpha = cross_motion(&a[j], &s[j])
                .add(&cross_motion(&v[j], &psi[j]))
                .name(prog, &format!("salpha{j}"));
            let y = cross_force(&s[j], &fc[j])
                .add(&ic[j].mul(&alpha))
                .add(&b_mul(j, &psi[j]))
                .name(prog, &format!("sy{j}"));
            let z = w[j]
                .add(&cross_force(&s[j], &hc[j]).scale(&two))
                .add(&ic[j].mul(&psi[j]).scale(&two))
                .name(prog, &format!("sz{j}"));
            // The base's rows: the base supports every joint.
            for k in 0..6 {
                dq[k][6 + j] = prog.dot(b.s[k].flat(), y.flat(), b.s[k].dot(&y));
                dqd[k][6 + j] = prog.dot(b.s[k].flat(), z.flat(), b.s[k].dot(&z));
            }
            for k in (0..j).filter(|&k| tree.supports(k, j)) {
                dq[6 + k][6 + j] = prog.dot(s[k].flat(), y.flat(), s[k].dot(&y));
                dqd[6 + k][6 + j] = prog.dot(s[k].flat(), z.flat(), s[k].dot(&z));
            }
            let psi2 = psi[j].scale(&two).flat();
            for k in (j..n).filter(|&k| tree.supports(j, k)) {
                let (uw, wu) = ([u[k].flat(), w[k].flat()], [w[k].flat(), u[k].flat()]);
                dq[6 + k][6 + j] = prog.dot(
                    uw.concat(),
                    [alpha.flat(), psi[j].flat()].concat(),
                    &u[k].dot(&alpha) + &w[k].dot(&psi[j]),
                );
                dqd[6 + k][6 + j] = prog.dot(
                    wu.concat(),
                    [s[j].flat(), psi2.clone()].concat(),
                    &w[k].dot(&s[j]) + &(&two * &u[k].dot(&psi[j])),
                );
            }
        }
        (dq, dqd)
    }
}
