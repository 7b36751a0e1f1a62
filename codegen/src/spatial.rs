//! `∂τ/∂q` and `∂τ/∂q̇` of inverse dynamics in closed recursive form: the world-frame spatial
//! formulation of Carpentier & Mansard (RSS 2018) that the runtime's reference
//! (`chaindyn::rnea_derivatives`) evaluates numerically, written here on named intermediates.
//!
//! Forward-mode derivatives through body-frame Newton–Euler ([`crate::program::Program::tangent`])
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
//! Motion vectors are `[ω; v_O]` (`v_O`: velocity of the body point at the world origin), force
//! vectors `[n_O; f]`, inertias `(m, h = m c, Ī_O)` about the world origin. Everything that is
//! constant (the first joint's twist, the base's zero velocity, gravity) folds at build time.

use crate::mechanics::{add, cross, dot, mul, name3, scale, zero3, Mechanics, M3, V3};
use crate::program::Program;
use chaindyn_model::JointKind;
use symbolica::atom::{Atom, AtomCore};

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

/// `[a]× M` for a 3-vector `a` and 3x3 `M`.
fn skew_mul(a: &V3, m: &M3) -> M3 {
    let col = |c: usize| -> V3 { [m[0][c].clone(), m[1][c].clone(), m[2][c].clone()] };
    let cols: [V3; 3] = std::array::from_fn(|c| cross(a, &col(c)));
    std::array::from_fn(|r| std::array::from_fn(|c| cols[c][r].clone()))
}

/// `∂τ/∂q` and `∂τ/∂q̇` (row-major, `n x n` each, concatenated) at `(q, q̇, q̈)`, in the model's
/// convention.
pub fn rnea_jacobians(mech: &Mechanics, prog: &mut Program) -> Vec<Atom> {
    let n = mech.links.len();
    let coords = &mech.coords;
    let identity: M3 = std::array::from_fn(|r| {
        std::array::from_fn(|c| if r == c { Atom::num(1) } else { Atom::num(0) })
    });
    let (mut w_prev, mut o_prev) = (identity, zero3());
    let mut v_prev = V6::zero();
    let mut a_prev = V6 {
        ang: zero3(),
        lin: mech.gravity.clone().map(|g| -g),
    };
    let (mut s, mut v, mut a, mut psi) = (vec![], vec![], vec![], vec![]);
    let (mut inertia, mut inertia_dot, mut force, mut momentum) = (vec![], vec![], vec![], vec![]);
    for (i, l) in mech.links.iter().enumerate() {
        // Placement: W_i = W_{i−1} R_i, o_i = o_{i−1} + W_{i−1} p_i; the world axis is
        // W_{i−1} E_i a_i (constant for the first joint).
        let o = name3(prog, &format!("so{i}"), add(&o_prev, &mul(&w_prev, &l.pos)));
        let rot: M3 = std::array::from_fn(|r| {
            std::array::from_fn(|c| {
                let e = (0..3).fold(Atom::num(0), |acc, k| {
                    &acc + &(&w_prev[r][k] * &l.rot[k][c])
                });
                prog.define(&format!("sr{i}_{r}{c}"), e.expand())
            })
        });
        let axis = name3(
            prog,
            &format!("sa{i}"),
            mul(&w_prev, &mul(&l.frame, &l.axis)),
        );
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
        let (qd, qdd) = (&coords.qd[i], &coords.qdd[i]);
        let psi_i = cross_motion(&v_prev, &si).name(prog, &format!("spsi{i}"));
        let v_i = v_prev.add(&si.scale(qd)).name(prog, &format!("sv{i}"));
        let a_i = a_prev
            .add(&si.scale(qdd))
            .add(&psi_i.scale(qd))
            .name(prog, &format!("sacc{i}"));
        // World inertia about the origin from the constant inertia about the body origin:
        // Ī_O = W Ī_b Wᵀ + m (|o|² E − o oᵀ) + 2 (o·g) E − g oᵀ − o gᵀ, g = W m c.
        let c = &l.com;
        let cc = dot(c, c);
        let ib: M3 = std::array::from_fn(|r| {
            std::array::from_fn(|k| {
                let e = if r == k { cc.clone() } else { Atom::num(0) };
                &l.inertia[r][k] + &(&l.mass * &(&e - &(&c[r] * &c[k])))
            })
        });
        let g = name3(prog, &format!("sg{i}"), mul(&rot, &scale(&l.mass, c)));
        let wi: M3 = std::array::from_fn(|r| {
            std::array::from_fn(|k| {
                (0..3).fold(Atom::num(0), |acc, m| &acc + &(&rot[r][m] * &ib[m][k]))
            })
        });
        let oo = dot(&o, &o);
        let og = dot(&o, &g);
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
        let ii = Inertia {
            mass: l.mass.clone(),
            h: add(&scale(&l.mass, &o), &g),
            rot: bar,
        }
        .name(prog, &format!("sI{i}"));
        let mom = ii.mul(&v_i).name(prog, &format!("smom{i}"));
        let f_i = ii
            .mul(&a_i)
            .add(&cross_force(&v_i, &mom))
            .name(prog, &format!("sf{i}"));
        // İ: ḣ = m v_O + ω × h, Ī̇ = [ω]× Ī − Ī [ω]× + 2 (h·v_O) E − v_O hᵀ − h v_Oᵀ.
        let (w, vo) = (&v_i.ang, &v_i.lin);
        let p = skew_mul(w, &ii.rot);
        let hv = dot(&ii.h, vo);
        let rot_dot: M3 = std::array::from_fn(|r| {
            std::array::from_fn(|k| {
                let diag = if r == k {
                    &Atom::num(2) * &hv
                } else {
                    Atom::num(0)
                };
                &(&(&p[r][k] + &p[k][r]) + &diag) - &(&(&vo[r] * &ii.h[k]) + &(&ii.h[r] * &vo[k]))
            })
        });
        let idot = Inertia {
            mass: Atom::num(0),
            h: add(&scale(&ii.mass, vo), &cross(w, &ii.h)),
            rot: rot_dot,
        }
        .name(prog, &format!("sId{i}"));
        s.push(si);
        v.push(v_i.clone());
        a.push(a_i.clone());
        psi.push(psi_i);
        inertia.push(ii);
        inertia_dot.push(idot);
        force.push(f_i);
        momentum.push(mom);
        w_prev = rot;
        o_prev = o;
        v_prev = v_i;
        a_prev = a_i;
    }
    // Composites of the subtrees.
    let mut ic: Vec<Option<Inertia>> = vec![None; n];
    let mut idc: Vec<Option<Inertia>> = vec![None; n];
    let mut fc: Vec<Option<V6>> = vec![None; n];
    let mut hc: Vec<Option<V6>> = vec![None; n];
    for k in (0..n).rev() {
        let (i_k, id_k, f_k, h_k) = if k + 1 < n {
            (
                inertia[k].add(ic[k + 1].as_ref().expect("composite")),
                inertia_dot[k].add(idc[k + 1].as_ref().expect("composite")),
                force[k].add(fc[k + 1].as_ref().expect("composite")),
                momentum[k].add(hc[k + 1].as_ref().expect("composite")),
            )
        } else {
            (
                inertia[k].clone(),
                inertia_dot[k].clone(),
                force[k].clone(),
                momentum[k].clone(),
            )
        };
        ic[k] = Some(if k + 1 < n {
            i_k.name(prog, &format!("sIc{k}"))
        } else {
            i_k
        });
        idc[k] = Some(if k + 1 < n {
            id_k.name(prog, &format!("sIdc{k}"))
        } else {
            id_k
        });
        fc[k] = Some(if k + 1 < n {
            f_k.name(prog, &format!("sF{k}"))
        } else {
            f_k
        });
        hc[k] = Some(if k + 1 < n {
            h_k.name(prog, &format!("sH{k}"))
        } else {
            h_k
        });
    }
    let ic: Vec<Inertia> = ic.into_iter().map(|x| x.expect("composite")).collect();
    let idc: Vec<Inertia> = idc.into_iter().map(|x| x.expect("composite")).collect();
    let fc: Vec<V6> = fc.into_iter().map(|x| x.expect("composite")).collect();
    let hc: Vec<V6> = hc.into_iter().map(|x| x.expect("composite")).collect();
    let two = Atom::num(2);
    let b_mul = |k: usize, x: &V6| idc[k].mul(x).add(&cross_force(x, &hc[k]));
    let u: Vec<V6> = (0..n)
        .map(|k| ic[k].mul(&s[k]).name(prog, &format!("su{k}")))
        .collect();
    let w: Vec<V6> = (0..n)
        .map(|k| {
            idc[k]
                .mul(&s[k])
                .add(&cross_force(&s[k], &hc[k]).scale(&Atom::num(-1)))
                .name(prog, &format!("sw{k}"))
        })
        .collect();
    let mut dq = vec![vec![Atom::num(0); n]; n];
    let mut dqd = vec![vec![Atom::num(0); n]; n];
    for j in 0..n {
        let alpha = cross_motion(&a[j], &s[j])
            .add(&cross_motion(&v[j], &psi[j]))
            .name(prog, &format!("salpha{j}"));
        if j > 0 {
            let y = cross_force(&s[j], &fc[j])
                .add(&ic[j].mul(&alpha))
                .add(&b_mul(j, &psi[j]))
                .name(prog, &format!("sy{j}"));
            let z = b_mul(j, &s[j])
                .add(&ic[j].mul(&psi[j]).scale(&two))
                .name(prog, &format!("sz{j}"));
            for k in 0..j {
                dq[k][j] = s[k].dot(&y);
                dqd[k][j] = s[k].dot(&z);
            }
        }
        for k in j..n {
            dq[k][j] = &u[k].dot(&alpha) + &w[k].dot(&psi[j]);
            dqd[k][j] = &w[k].dot(&s[j]) + &(&two * &u[k].dot(&psi[j]));
        }
    }
    let dq = mech.congruence(dq);
    let dqd = mech.congruence(dqd);
    let mut out = Vec::with_capacity(2 * n * n);
    for (tag, m) in [("dtau_dq", dq), ("dtau_dqd", dqd)] {
        for (r, row) in m.into_iter().enumerate() {
            for (c, e) in row.into_iter().enumerate() {
                out.push(prog.define(&format!("{tag}{r}_{c}"), e.expand()));
            }
        }
    }
    out
}
