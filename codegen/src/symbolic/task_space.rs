//! The symbolic task-space kinematics of a frame: its pose, its geometric Jacobian, the
//! classical acceleration of its origin at `q̈ = 0` (`J̇ q̇`), the derivative of a wrench's joint
//! forces `∂(Jᵀ w)/∂q`, and the centre of mass of the chain with its Jacobian, all in the base
//! (world) axes, written on named intermediates of a [`Program`] (the conventions of
//! `chaindyn::task_space`).
//!
//! World placement of body `i` (`R_i`, `p_i`) from the link transforms of [`Mechanics`]
//! (`R_i = R_{i−1} rot_i`, `p_i = p_{i−1} + R_{i−1} pos_i`); joint `i`'s world axis
//! `z_i = R_i a_i`. Jacobian column of joint `j` (relative coordinates) at a point `p` of a body
//! after it: `[z_j × (p − p_j); z_j]` (revolute) or `[z_j; 0]` (prismatic); for absolute angles
//! the columns of the model's coordinates are `J T` (`col_k − col_{k+1}`). The classical
//! acceleration at `q̈ = 0` by the recursion
//!
//! ```text
//! r   = p_i − p_{i−1}
//! a_i = a_{i−1} + ω̇_{i−1} × r + ω_{i−1} × (ω_{i−1} × r) [+ 2 ω_{i−1} × z_i q̇_i  prismatic]
//! ω_i = ω_{i−1} [+ z_i q̇_i  revolute],  ω̇_i = ω̇_{i−1} [+ ω_{i−1} × z_i q̇_i  revolute]
//! ```
//!
//! then moved to the frame's origin `p_f`: `a_f = a_b + ω̇_b × r_f + ω_b × (ω_b × r_f)`,
//! `r_f = p_f − p_b`.

use crate::symbolic::mechanics::{
    add, constant, cross, mul, name3, scale, zero3, Mechanics, M3, V3,
};
use crate::symbolic::program::Program;
use crate::symbolic::symbols::Var;
use chaindyn_model::{AngleConvention, JointKind};
use symbolica::atom::{Atom, AtomCore};

/// World placements of the bodies on the path to one body (or of every body), indexed by body;
/// the others' entries are zero and unused.
struct World {
    rot: Vec<M3>,
    pos: Vec<V3>,
    /// Joint axes in world axes.
    axis: Vec<V3>,
}

fn sub(a: &V3, b: &V3) -> V3 {
    [&a[0] - &b[0], &a[1] - &b[1], &a[2] - &b[2]]
}

/// `A B` of 3x3 matrices.
fn mat_mul(a: &M3, b: &M3) -> M3 {
    std::array::from_fn(|r| {
        std::array::from_fn(|c| (0..3).fold(Atom::num(0), |acc, k| &acc + &(&a[r][k] * &b[k][c])))
    })
}

fn name33(prog: &mut Program, hint: &str, m: M3) -> M3 {
    let [r0, r1, r2] = m;
    [
        name3(prog, &format!("{hint}_0"), r0),
        name3(prog, &format!("{hint}_1"), r1),
        name3(prog, &format!("{hint}_2"), r2),
    ]
}

/// The world placements of the bodies `placed` selects (each with its parent).
fn world(mech: &Mechanics, prog: &mut Program, placed: impl Fn(usize) -> bool) -> World {
    let n = mech.links.len();
    let zero33 = || std::array::from_fn(|_| zero3());
    let mut out = World {
        rot: (0..n).map(|_| zero33()).collect(),
        pos: vec![zero3(); n],
        axis: vec![zero3(); n],
    };
    for i in (0..n).filter(|&i| placed(i)) {
        let l = &mech.links[i];
        let (rot, pos) = match mech.model.parents[i] {
            None => (l.rot.clone(), l.pos.clone()),
            Some(p) => {
                let (rp, pp) = (&out.rot[p], &out.pos[p]);
                (mat_mul(rp, &l.rot), add(pp, &mul(rp, &l.pos)))
            }
        };
        let rot = name33(prog, &format!("wr{i}"), rot);
        let pos = name3(prog, &format!("wp{i}"), pos);
        let axis = name3(prog, &format!("wz{i}"), mul(&rot, &l.axis));
        out.rot[i] = rot;
        out.pos[i] = pos;
        out.axis[i] = axis;
    }
    out
}

/// Columns (relative coordinates) to the model's: `J T` for absolute angles.
fn to_model_columns(mech: &Mechanics, cols: Vec<Vec<Atom>>) -> Vec<Vec<Atom>> {
    if mech.model.convention == AngleConvention::Relative {
        return cols;
    }
    let n = cols.len();
    (0..n)
        .map(|k| {
            if k + 1 < n {
                cols[k]
                    .iter()
                    .zip(&cols[k + 1])
                    .map(|(a, b)| a - b)
                    .collect()
            } else {
                cols[k].clone()
            }
        })
        .collect()
}

/// The kinematics of one frame.
pub struct FrameKinematics {
    /// Rotation of the frame in the base frame.
    pub rot: M3,
    /// Origin of the frame in the base frame.
    pub pos: V3,
    world: World,
    body: usize,
}

impl FrameKinematics {
    /// Frame `index` of the chain (bodies, then named frames).
    pub fn new(mech: &Mechanics, prog: &mut Program, index: usize) -> FrameKinematics {
        let (body, placement) = mech.model.frame_placement(index);
        let world = world(mech, prog, |i| mech.model.supports(i, body));
        let (rb, pb) = (&world.rot[body], &world.pos[body]);
        let (rot, pos) = match placement {
            None => (rb.clone(), pb.clone()),
            Some(f) => {
                let e = crate::symbolic::mechanics::rpy_matrix(f.rpy).map(|row| row.map(constant));
                let origin: V3 = std::array::from_fn(|k| mech.param(&f.origin[k], prog));
                let rot = name33(prog, "fr", mat_mul(rb, &e));
                let pos = name3(prog, "fp", add(pb, &mul(rb, &origin)));
                (rot, pos)
            }
        };
        FrameKinematics {
            rot,
            pos,
            world,
            body,
        }
    }

    /// The bodies from the base to the frame's, base first.
    fn path(&self, mech: &Mechanics) -> Vec<usize> {
        let mut path = mech.model.path(self.body);
        path.reverse();
        path
    }

    /// Row-major rotation then position (12 outputs).
    pub fn pose_outputs(&self) -> Vec<Atom> {
        let mut out: Vec<Atom> = self.rot.iter().flatten().cloned().collect();
        out.extend(self.pos.iter().cloned());
        out
    }

    /// The Jacobian's columns in relative coordinates: `(v_j, ω_j)` at the frame's origin, base
    /// axes (zero after the frame's body).
    fn relative_columns(&self, mech: &Mechanics, prog: &mut Program) -> Vec<(V3, V3)> {
        let n = mech.links.len();
        (0..n)
            .map(|j| {
                if !mech.model.supports(j, self.body) {
                    return (zero3(), zero3());
                }
                let z = &self.world.axis[j];
                match mech.links[j].kind {
                    JointKind::Revolute => {
                        let r = sub(&self.pos, &self.world.pos[j]);
                        (name3(prog, &format!("jl{j}"), cross(z, &r)), z.clone())
                    }
                    JointKind::Prismatic => (z.clone(), zero3()),
                }
            })
            .collect()
    }

    /// The Jacobian's columns in the model's coordinates, each `[v; ω]` (6 entries), base axes.
    pub fn jacobian_columns(&self, mech: &Mechanics, prog: &mut Program) -> Vec<Vec<Atom>> {
        let cols = self
            .relative_columns(mech, prog)
            .into_iter()
            .map(|(v, w)| v.into_iter().chain(w).collect())
            .collect();
        to_model_columns(mech, cols)
    }

    /// `J` row-major (`6 n` outputs).
    pub fn jacobian_outputs(&self, mech: &Mechanics, prog: &mut Program) -> Vec<Atom> {
        let cols = self.jacobian_columns(mech, prog);
        (0..6)
            .flat_map(|r| cols.iter().map(move |c| c[r].clone()))
            .collect()
    }

    /// The classical acceleration `[p̈; ω̇]` of the frame's origin at `q̈ = 0` (6 outputs).
    pub fn bias_outputs(&self, mech: &Mechanics, prog: &mut Program) -> Vec<Atom> {
        let (mut w, mut wd, mut a) = (zero3(), zero3(), zero3());
        // Down the path from the base: each body after its parent.
        for i in self.path(mech) {
            let qd = &mech.coords.qd[i];
            let z = &self.world.axis[i];
            let r = match mech.model.parents[i] {
                None => self.world.pos[i].clone(),
                Some(p) => sub(&self.world.pos[i], &self.world.pos[p]),
            };
            let mut a_i = add(&a, &add(&cross(&wd, &r), &cross(&w, &cross(&w, &r))));
            let (w_i, wd_i) = match mech.links[i].kind {
                JointKind::Revolute => {
                    let zq = scale(qd, z);
                    (add(&w, &zq), add(&wd, &cross(&w, &zq)))
                }
                JointKind::Prismatic => {
                    let zq = scale(qd, z);
                    a_i = add(&a_i, &scale(&Atom::num(2), &cross(&w, &zq)));
                    (w.clone(), wd.clone())
                }
            };
            a = name3(prog, &format!("ba{i}"), a_i);
            w = name3(prog, &format!("bw{i}"), w_i);
            wd = name3(prog, &format!("bwd{i}"), wd_i);
        }
        let rf = sub(&self.pos, &self.world.pos[self.body]);
        let af = add(&a, &add(&cross(&wd, &rf), &cross(&w, &cross(&w, &rf))));
        let af = name3(prog, "baf", af);
        af.into_iter().chain(wd).collect()
    }

    /// `∂(Jᵀ w)/∂q` (`n²` outputs, row-major) for the wrench `w = [f; m]` (inputs [`Var::W`])
    /// held constant in base axes, or, with `local`, in the frame's axes, in closed form. With the
    /// Jacobian columns `(v_j, ω_j)` at the frame's origin (relative coordinates), `τ_j = v_j · f
    /// + ω_j · m`, and joint `k` turning everything after it about `ω_k`:
    ///
    /// ```text
    /// base axes:   k < j:       (ω_k × ω_j) · m + ω_k · (v_j × f)
    ///              j ≤ k ≤ b:   ω_j · (v_k × f)
    /// frame axes:  k < j:       0  (v_j, ω_j, f, m all turn with joint k)
    ///              j ≤ k ≤ b:   (ω_j × v_k) · f + v_j · (ω_k × f) + ω_j · (ω_k × m)
    /// ```
    ///
    /// (`b` the frame's body; zero for `k > b`; `f`, `m` in base axes, `R f_local`, `R m_local`
    /// for the frame's axes), then `Tᵀ X T` for absolute angles.
    pub fn wrench_jacobian_outputs(
        &self,
        mech: &Mechanics,
        prog: &mut Program,
        local: bool,
    ) -> Vec<Atom> {
        let n = mech.links.len();
        let w: Vec<Atom> = (0..6).map(|k| prog.var(Var::W(k))).collect();
        let (f, m): (V3, V3) = (
            [w[0].clone(), w[1].clone(), w[2].clone()],
            [w[3].clone(), w[4].clone(), w[5].clone()],
        );
        let (f, m) = if local {
            (
                name3(prog, "wf", mul(&self.rot, &f)),
                name3(prog, "wm", mul(&self.rot, &m)),
            )
        } else {
            (f, m)
        };
        let cols = self.relative_columns(mech, prog);
        let dot = crate::symbolic::mechanics::dot;
        let mut x = vec![vec![Atom::num(0); n]; n];
        let path = self.path(mech);
        if local {
            // ω_k × f and ω_k × m, once per joint.
            let mut turned: Vec<(V3, V3)> = vec![(zero3(), zero3()); n];
            for &k in &path {
                let wk = &cols[k].1;
                turned[k] = (
                    name3(prog, &format!("wkf{k}"), cross(wk, &f)),
                    name3(prog, &format!("wkm{k}"), cross(wk, &m)),
                );
            }
            for &j in &path {
                let (vj, wj) = &cols[j];
                for &k in path.iter().filter(|&&k| k >= j) {
                    let (vk, _) = &cols[k];
                    let (wkf, wkm) = &turned[k];
                    let e = &(&dot(&cross(wj, vk), &f) + &dot(vj, wkf)) + &dot(wj, wkm);
                    x[j][k] = e;
                }
            }
        } else {
            // v_j × f, once per joint.
            let mut vf: Vec<V3> = vec![zero3(); n];
            for &j in &path {
                vf[j] = name3(prog, &format!("wvf{j}"), cross(&cols[j].0, &f));
            }
            for &j in &path {
                let wj = &cols[j].1;
                for &k in &path {
                    let (vk, wk) = &cols[k];
                    x[j][k] = if k < j {
                        &dot(&cross(wk, wj), &m) + &dot(wk, &vf[j])
                    } else {
                        dot(wj, &cross(vk, &f))
                    };
                }
            }
        }
        let x = mech.congruence(x);
        let mut out = Vec::with_capacity(n * n);
        for (j, row) in x.into_iter().enumerate() {
            for (k, e) in row.into_iter().enumerate() {
                out.push(prog.define(&format!("dwt{j}_{k}"), e.expand()));
            }
        }
        out
    }
}

/// The centre of mass `c` (3 outputs) then its Jacobian (`3 n`, row-major), base axes:
/// column `j` is `z_j × (Σ_{i∈ν(j)} m_i c_i − (Σ_{i∈ν(j)} m_i) p_j) / m` (revolute) or
/// `z_j Σ_{i∈ν(j)} m_i / m` (prismatic), `ν(j)` the subtree of body `j` (on a chain `i ≥ j`).
pub fn center_of_mass_outputs(mech: &Mechanics, prog: &mut Program) -> Vec<Atom> {
    let n = mech.links.len();
    let world = world(mech, prog, |_| true);
    // Sums of m_i and m_i c_i over each body's subtree.
    let mut mass = vec![Atom::num(0); n];
    let mut moment = vec![zero3(); n];
    for i in (0..n).rev() {
        let l = &mech.links[i];
        let c = add(&world.pos[i], &mul(&world.rot[i], &l.com));
        let children = mech.model.children(Some(i));
        let below = children.iter().fold(Atom::num(0), |s, &k| &s + &mass[k]);
        let below_moment = children.iter().fold(zero3(), |s, &k| add(&s, &moment[k]));
        mass[i] = prog.define(&format!("sm{i}"), (&below + &l.mass).expand());
        moment[i] = name3(
            prog,
            &format!("sh{i}"),
            add(&below_moment, &scale(&l.mass, &c)),
        );
    }
    // The whole: the sum over the bodies that hang from the base.
    let roots = mech.model.children(None);
    let (total, total_moment) = if roots.len() == 1 {
        (mass[roots[0]].clone(), moment[roots[0]].clone())
    } else {
        let m = roots.iter().fold(Atom::num(0), |s, &k| &s + &mass[k]);
        let h = roots.iter().fold(zero3(), |s, &k| add(&s, &moment[k]));
        (prog.define("smtot", m.expand()), name3(prog, "shtot", h))
    };
    let inv = prog.define("imtot", Atom::num(1) / &total);
    let com = name3(prog, "com", scale(&inv, &total_moment));
    let cols: Vec<Vec<Atom>> = (0..n)
        .map(|j| {
            let z = &world.axis[j];
            let col = match mech.links[j].kind {
                JointKind::Revolute => cross(z, &sub(&moment[j], &scale(&mass[j], &world.pos[j]))),
                JointKind::Prismatic => scale(&mass[j], z),
            };
            scale(&inv, &col).to_vec()
        })
        .collect();
    let cols = to_model_columns(mech, cols);
    let mut out: Vec<Atom> = com.to_vec();
    for r in 0..3 {
        for c in &cols {
            out.push(c[r].clone());
        }
    }
    out
}
