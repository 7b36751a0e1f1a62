//! The chain's dynamics linear in its inertial parameters (Atkeson, An & Hollerbach, "Estimation
//! of inertial parameters of manipulator loads and links", 1986): `τ = Y(q, q̇, q̈) π`, and the
//! kinetic and potential energy `T = y_T(q, q̇) π`, `U = y_U(q) π`.
//!
//! The standard parameters of body `i` are Pinocchio's, in its order:
//! `[m, m c_x, m c_y, m c_z, I_xx, I_xy, I_yy, I_xz, I_yz, I_zz]`, the centre of mass `c` and the
//! rotational inertia `I` about the body frame's origin in the body frame's axes. With the first
//! moment `h = m c` and the origin's classical acceleration `a` (gravity folded in), velocity
//! `v`, angular velocity `ω` and acceleration `ω̇` (all in the body frame, from the forward pass
//! of [`Mechanics`]), the wrench about the origin is
//!
//! ```text
//! f = m a + ω̇ × h + ω × (ω × h),   n = I ω̇ + ω × (I ω) + h × a
//! ```
//!
//! linear in `(m, h, I)`: each parameter's column of `f` and `n` is carried to the base like the
//! Newton–Euler backward pass and projected on every joint axis it crosses. The energies:
//! `T = ½ m v·v + h·(v × ω) + ½ ω·I ω`, `U = −m g·o − h·g_body` (`o` the origin, `g_body` gravity
//! in the body frame). With the joints' terms, three columns per joint follow the body columns:
//! armature (`q̈`), viscous damping (`q̇`) and Coulomb friction (`q̇ / √(q̇² + v_s²)`, the model's
//! smooth law at its friction velocity).

use super::mechanics::{add, cross, dot, mul, name3, zero3, Mechanics, Terms, V3};
use super::program::Program;
use chaindyn_model::JointKind;
use symbolica::atom::{Atom, AtomCore};

/// Standard parameters per body.
pub const PER_BODY: usize = 10;

/// Standard parameters per joint, with the joints' terms: armature, damping, friction.
pub const PER_JOINT: usize = 3;

/// The symmetric unit matrices of the inertia parameters, in the order `xx, xy, yy, xz, yz, zz`.
const INERTIA_BASIS: [(usize, usize); 6] = [(0, 0), (0, 1), (1, 1), (0, 2), (1, 2), (2, 2)];

fn unit(k: usize) -> V3 {
    std::array::from_fn(|r| Atom::num(i64::from(r == k)))
}

/// `E ω` for the symmetric unit matrix `E` of inertia parameter `(r, c)`.
fn basis_times(rc: (usize, usize), w: &V3) -> V3 {
    let (r, c) = rc;
    let mut out = zero3();
    out[r] = w[c].clone();
    if r != c {
        out[c] = w[r].clone();
    }
    out
}

/// The wrench `(f, n)` about the body origin of each of the body's ten parameters.
fn body_wrenches(a: &V3, w: &V3, wd: &V3) -> Vec<(V3, V3)> {
    let mut cols = Vec::with_capacity(PER_BODY);
    cols.push((a.clone(), zero3()));
    for k in 0..3 {
        let e = unit(k);
        let f = add(&cross(wd, &e), &cross(w, &cross(w, &e)));
        cols.push((f, cross(&e, a)));
    }
    for rc in INERTIA_BASIS {
        let n = add(&basis_times(rc, wd), &cross(w, &basis_times(rc, w)));
        cols.push((zero3(), n));
    }
    cols
}

impl Mechanics<'_> {
    /// `Y(q, q̇, q̈)`, row-major (`n × (10 n)`, or `n × (13 n)` with the joints' terms), in the
    /// model's convention.
    pub fn regressor(&self, prog: &mut Program, joint_terms: bool) -> Vec<Atom> {
        let n = self.links.len();
        let qdd = self.coords.qdd.clone();
        // Forward pass: every body's motion.
        let mut motion = Vec::with_capacity(n);
        let _base = self.forward_pass(prog, Terms::ALL, "y", &qdd, |_, _, w, wd, a| {
            motion.push((w.clone(), wd.clone(), a.clone()));
        });
        let cols = PER_BODY * n + if joint_terms { PER_JOINT * n } else { 0 };
        // Joint torques (relative joints) per column.
        let mut tau = vec![vec![Atom::num(0); cols]; n];
        for (i, (w, wd, a)) in motion.iter().enumerate() {
            for (k, (f, m)) in body_wrenches(a, w, wd).into_iter().enumerate() {
                let col = PER_BODY * i + k;
                let (mut f, mut m) = (f, m);
                // Up the path from body `i`: each joint after the child it came from.
                let path = self.model.path(i);
                for (step, &j) in path.iter().enumerate() {
                    let l = &self.links[j];
                    if step > 0 {
                        let child = &self.links[path[step - 1]];
                        let rf = mul(&child.rot, &f);
                        m = add(&mul(&child.rot, &m), &cross(&child.pos, &rf));
                        f = rf;
                    }
                    f = name3(prog, &format!("yf{i}_{k}_{j}"), f);
                    m = name3(prog, &format!("yn{i}_{k}_{j}"), m);
                    tau[j][col] = match l.kind {
                        JointKind::Revolute => dot(&l.axis, &m),
                        JointKind::Prismatic => dot(&l.axis, &f),
                    };
                }
            }
        }
        if joint_terms {
            for i in 0..n {
                let qd = &self.coords.qd[i];
                let base = PER_BODY * n + PER_JOINT * i;
                tau[i][base] = qdd[i].clone();
                tau[i][base + 1] = qd.clone();
                let vs = self.param(&self.model.links[i].dynamics.friction_velocity, prog);
                let r2 = prog.define(&format!("yfr2_{i}"), (&(qd * qd) + &(&vs * &vs)).expand());
                let r = prog.define(
                    &format!("yfr{i}"),
                    symbolica::atom::Symbol::SQRT.call((r2,)),
                );
                tau[i][base + 2] = qd / &r;
            }
        }
        // The model's convention, column by column.
        let mut out = vec![Atom::num(0); n * cols];
        for c in 0..cols {
            let column: Vec<Atom> = (0..n).map(|j| tau[j][c].clone()).collect();
            for (j, e) in self.to_convention(column).into_iter().enumerate() {
                out[j * cols + c] = e.expand();
            }
        }
        out
    }

    /// `y_T(q, q̇)` (`10 n`, or `13 n` with the joints' terms: the armature's `½ q̇²`).
    pub fn kinetic_energy_regressor(&self, prog: &mut Program, joint_terms: bool) -> Vec<Atom> {
        let n = self.links.len();
        let base = (zero3(), zero3());
        let mut done: Vec<(V3, V3)> = Vec::with_capacity(n);
        let half = Atom::num((1, 2));
        let mut out = Vec::new();
        for (i, l) in self.links.iter().enumerate() {
            let (w, v) = match self.model.parents[i] {
                Some(p) => &done[p],
                None => &base,
            };
            let qd = &self.coords.qd[i];
            let wr = super::mechanics::mul_t(&l.rot, w);
            let mut v_i = super::mechanics::mul_t(&l.rot, &add(v, &cross(w, &l.pos)));
            let w_i = match l.kind {
                JointKind::Revolute => add(&wr, &super::mechanics::scale(qd, &l.axis)),
                JointKind::Prismatic => {
                    v_i = add(&v_i, &super::mechanics::scale(qd, &l.axis));
                    wr
                }
            };
            let w_i = name3(prog, &format!("ykw{i}"), w_i);
            let v_i = name3(prog, &format!("ykv{i}"), v_i);
            out.push((&half * &dot(&v_i, &v_i)).expand());
            let vxw = cross(&v_i, &w_i);
            out.extend(vxw.iter().map(|x| x.expand()));
            for rc in INERTIA_BASIS {
                out.push((&half * &dot(&w_i, &basis_times(rc, &w_i))).expand());
            }
            done.push((w_i, v_i));
        }
        if joint_terms {
            for i in 0..n {
                let qd = &self.coords.qd[i];
                out.push((&half * &(qd * qd)).expand());
                out.push(Atom::num(0));
                out.push(Atom::num(0));
            }
        }
        out
    }

    /// `y_U(q)` (`10 n`, or `13 n` with the joints' terms, which store no energy).
    pub fn potential_energy_regressor(&self, prog: &mut Program, joint_terms: bool) -> Vec<Atom> {
        let n = self.links.len();
        let base = (self.gravity.clone(), Atom::num(0));
        let mut done: Vec<(V3, Atom)> = Vec::with_capacity(n);
        let mut out = Vec::new();
        for (i, l) in self.links.iter().enumerate() {
            let (g, h) = match self.model.parents[i] {
                Some(p) => &done[p],
                None => &base,
            };
            let h = prog.define(&format!("yh{i}"), (h + &dot(g, &l.pos)).expand());
            let g = name3(prog, &format!("yg{i}"), super::mechanics::mul_t(&l.rot, g));
            out.push((-&h).expand());
            out.extend(g.iter().map(|x| (-x).expand()));
            out.extend((0..6).map(|_| Atom::num(0)));
            done.push((g, h));
        }
        if joint_terms {
            out.extend((0..PER_JOINT * n).map(|_| Atom::num(0)));
        }
        out
    }
}
