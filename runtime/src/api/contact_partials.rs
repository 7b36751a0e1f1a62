//! The derivatives in `q` and `v` of one contact's terms, written once for the runtime's
//! reference (`floating_constraint_dynamics_derivatives`) and for the generated path
//! ([`FloatingTaskSpace::constraint_dynamics_derivatives`](crate::FloatingTaskSpace::constraint_dynamics_derivatives)):
//! the constraint's acceleration `c = J a + γ`, its velocity `J w`, and the generalized force
//! of the contact's force `Jᵀ λ`, each at fixed `a`, `w`, `λ`, `∂/∂q` in the tangent space
//! (`q ⊕ δ`, the free-flyer's `δ` in base coordinates, as Pinocchio's derivatives).
//!
//! Everything comes from the frame's Jacobian in world axes about its origin
//! (`LocalWorldAligned`): its column `S_k` is the twist `[v; ω]` of tangent direction `k`, zero
//! off the frame's path, and along a path the columns are in depth order (the first six the
//! free-flyer's, one joint; every other joint one degree of freedom). With the spatial cross
//! products `[v₁; ω₁] × [v₂; ω₂] = [ω₁ × v₂ + v₁ × ω₂; ω₁ × ω₂]` (motions) and
//! `[v; ω] ×* [f; n] = [ω × f; ω × n + v × f]` (forces), all about the frame's origin:
//!
//! * the columns move with the joints before them: `∂S_j/∂q_k = S_k × S_j` for `k`'s joint at
//!   or before `j`'s;
//! * the body's velocity `V = Σ S_j v_j` and spatial acceleration
//!   `A = Σ (S_j a_j + W_j × S_j v_j)` (`W_j` the velocity before `j`'s joint, zero for the
//!   base's) have `∂V/∂q_k = S_k × (V − W_k)`,
//!   `∂A/∂q_k = S_k × (A − Ā_k) − (S_k × W_k) × (V − W_k)` (`Ā_k` the acceleration before
//!   `k`'s joint), `∂A/∂v_k = W_k × S_k + S_k × (V − V_k)` (`V_k` the velocity after it);
//! * the origin `p` moves by `∂p/∂q_k = S_k`'s linear part `s_k`, so that the classical
//!   acceleration `p̈ = A_v + ω × ṗ` has
//!   `∂p̈/∂q_k = (∂A/∂q_k)_v + ω̇ × s_k + (∂V/∂q_k)_ω × ṗ + ω × ((∂V/∂q_k)_v + ω × s_k)`;
//! * in the frame's axes a vector `x` turns with the frame: `∂(Rᵀ x)/∂q_k = Rᵀ (∂x − σ_k × x)`
//!   (`σ_k` `S_k`'s angular part); a surface's spatial acceleration and twist turn as motions,
//!   `Ad⁻¹ (∂A − S_k × A)`;
//! * a force carried by the frame (a point's in its axes, a surface's wrench) has
//!   `∂τ_j/∂q_k = S_j · (S_k ×* F)` for `j` before `k`'s joint, zero otherwise; a point's force
//!   in world axes `F = [f; 0]` has `S_j · [0; s_k × f] − S_j · (S_k ×* F)` for `j` at or after
//!   `k`'s joint.
//!
//! The derivation is Featherstone's spatial algebra (Rigid Body Dynamics Algorithms, 2008,
//! chapter 2) applied term by term; the tests check every block against central differences
//! and Pinocchio's `computeConstraintDynamicsDerivatives`.

use crate::api::contact::Ldl;
#[cfg(feature = "std")]
use crate::api::contact::{factor, masked, Baumgarte};
#[cfg(feature = "std")]
use crate::api::error::DynamicsError;
use crate::api::scalar::Real;
#[cfg(feature = "std")]
use crate::api::task_space::Pose;
use crate::api::task_space::ReferenceFrame;
use crate::api::tree_ldl::TreeLdl;
use chaindyn_model::ContactKind;
use nalgebra::SMatrix;
#[cfg(feature = "std")]
use nalgebra::SVector;

/// A spatial vector `[linear; angular]`, world axes, about the contact frame's origin.
type Six<S> = [S; 6];

/// The free-flyer's degrees of freedom, the first of the tangent space.
const BASE: usize = 6;

/// A contact's frame as its derivatives need it.
pub(crate) struct ContactFrame<'a, S = f64> {
    /// The frame's Jacobian in world axes about its origin (`LocalWorldAligned`), column-major
    /// (`6 · nv` entries, as nalgebra stores a `6 × nv` matrix).
    pub columns: &'a [S],
    /// The frame's axes in world coordinates, column-wise (`R`).
    pub rotation: &'a [[S; 3]; 3],
    /// The frame's origin in the world (`p`).
    #[cfg_attr(not(feature = "std"), allow(dead_code))] // Baumgarte's terms' only
    pub translation: [S; 3],
    /// A point or a surface.
    pub kind: ContactKind,
    /// The axes of a point contact's rows (a surface's are its frame's).
    pub point_axes: ReferenceFrame,
}

#[inline]
fn cross<S: Real>(a: [S; 3], b: [S; 3]) -> [S; 3] {
    [
        a[1] * b[2] - a[2] * b[1],
        a[2] * b[0] - a[0] * b[2],
        a[0] * b[1] - a[1] * b[0],
    ]
}

#[inline]
fn add3<S: Real>(a: [S; 3], b: [S; 3]) -> [S; 3] {
    [a[0] + b[0], a[1] + b[1], a[2] + b[2]]
}

#[inline]
fn sub3<S: Real>(a: [S; 3], b: [S; 3]) -> [S; 3] {
    [a[0] - b[0], a[1] - b[1], a[2] - b[2]]
}

#[inline]
fn lin<S: Real>(x: &Six<S>) -> [S; 3] {
    [x[0], x[1], x[2]]
}

#[inline]
fn ang<S: Real>(x: &Six<S>) -> [S; 3] {
    [x[3], x[4], x[5]]
}

#[inline]
fn six<S: Real>(l: [S; 3], a: [S; 3]) -> Six<S> {
    [l[0], l[1], l[2], a[0], a[1], a[2]]
}

#[inline]
fn add6<S: Real>(a: &Six<S>, b: &Six<S>) -> Six<S> {
    [
        a[0] + b[0],
        a[1] + b[1],
        a[2] + b[2],
        a[3] + b[3],
        a[4] + b[4],
        a[5] + b[5],
    ]
}

#[inline]
fn sub6<S: Real>(a: &Six<S>, b: &Six<S>) -> Six<S> {
    [
        a[0] - b[0],
        a[1] - b[1],
        a[2] - b[2],
        a[3] - b[3],
        a[4] - b[4],
        a[5] - b[5],
    ]
}

#[inline]
fn scale6<S: Real>(a: &Six<S>, s: S) -> Six<S> {
    [a[0] * s, a[1] * s, a[2] * s, a[3] * s, a[4] * s, a[5] * s]
}

#[inline]
fn dot6<S: Real>(a: &Six<S>, b: &Six<S>) -> S {
    a[0] * b[0] + a[1] * b[1] + a[2] * b[2] + a[3] * b[3] + a[4] * b[4] + a[5] * b[5]
}

/// `a × b` of two motions.
#[inline]
fn motion_cross<S: Real>(a: &Six<S>, b: &Six<S>) -> Six<S> {
    six(
        add3(cross(ang(a), lin(b)), cross(lin(a), ang(b))),
        cross(ang(a), ang(b)),
    )
}

/// `a ×* f` of a motion and a force.
#[inline]
fn force_cross<S: Real>(a: &Six<S>, f: &Six<S>) -> Six<S> {
    six(
        cross(ang(a), lin(f)),
        add3(cross(ang(a), ang(f)), cross(lin(a), lin(f))),
    )
}

/// `R x`.
#[inline]
fn rotate<S: Real>(r: &[[S; 3]; 3], x: [S; 3]) -> [S; 3] {
    [
        r[0][0] * x[0] + r[0][1] * x[1] + r[0][2] * x[2],
        r[1][0] * x[0] + r[1][1] * x[1] + r[1][2] * x[2],
        r[2][0] * x[0] + r[2][1] * x[1] + r[2][2] * x[2],
    ]
}

/// `Rᵀ x`.
#[inline]
fn unrotate<S: Real>(r: &[[S; 3]; 3], x: [S; 3]) -> [S; 3] {
    [
        r[0][0] * x[0] + r[1][0] * x[1] + r[2][0] * x[2],
        r[0][1] * x[0] + r[1][1] * x[1] + r[2][1] * x[2],
        r[0][2] * x[0] + r[1][2] * x[1] + r[2][2] * x[2],
    ]
}

impl<S: Real> ContactFrame<'_, S> {
    /// The tangent space's size.
    fn nv(&self) -> usize {
        self.columns.len() / 6
    }

    /// Column `k`.
    #[inline]
    fn column(&self, k: usize) -> Six<S> {
        let c = &self.columns[6 * k..6 * k + 6];
        [c[0], c[1], c[2], c[3], c[4], c[5]]
    }

    /// The first tangent direction of `k`'s joint (the base's six are one joint).
    fn joint_start(k: usize) -> usize {
        if k < BASE {
            0
        } else {
            k
        }
    }

    /// Walks the columns in order with the velocity `W_k` and acceleration `Ā_k` before each
    /// one's joint (zero for the base's) and the velocity `V_k` after it, skipping the columns off
    /// the frame's path (zero: all their terms are); returns the totals `(V, A)`.
    fn walk(
        &self,
        v: &[S],
        a: Option<&[S]>,
        mut each: impl FnMut(usize, &Six<S>, &Six<S>, &Six<S>, &Six<S>),
    ) -> (Six<S>, Six<S>) {
        let zero = [S::constant(0.0); 6];
        let (mut vel, mut acc) = (zero, zero);
        let mut base = zero;
        for (k, &v_k) in v.iter().enumerate().take(BASE) {
            base = add6(&base, &scale6(&self.column(k), v_k));
        }
        for k in 0..self.nv() {
            let s = self.column(k);
            if s.iter().all(|x| *x == zero[0]) {
                // Off the frame's path: every term of the column is zero.
                continue;
            }
            let (w, before) = match k < BASE {
                true => (zero, zero),
                false => (vel, acc),
            };
            let after = match k < BASE {
                true => base,
                false => add6(&w, &scale6(&s, v[k])),
            };
            each(k, &s, &w, &before, &after);
            let bias = scale6(&motion_cross(&w, &s), v[k]);
            let a_k = a.map_or(S::constant(0.0), |a| a[k]);
            acc = add6(&acc, &add6(&scale6(&s, a_k), &bias));
            vel = add6(&vel, &scale6(&s, v[k]));
        }
        (vel, acc)
    }

    /// The constraint's rows in the contact's axes of a world-axes point vector `x` (its
    /// derivative `dx`, the frame turning by `sigma`).
    fn point_rows(&self, dx: [S; 3], x: [S; 3], sigma: [S; 3]) -> [S; 3] {
        match self.point_axes {
            ReferenceFrame::LocalWorldAligned => dx,
            ReferenceFrame::Local => unrotate(self.rotation, sub3(dx, cross(sigma, x))),
        }
    }

    /// A motion in the frame's axes.
    fn motion_rows(&self, m: &Six<S>) -> Six<S> {
        six(
            unrotate(self.rotation, lin(m)),
            unrotate(self.rotation, ang(m)),
        )
    }

    /// `∂c/∂q` and `∂c/∂v` of the constraint's acceleration `c = J a + γ` at `(v, a)` (the
    /// contact's rows: a point's classical acceleration, a surface's spatial one, in the
    /// contact's axes), as `dq(row, k, value)` and `dv(row, k, value)`.
    pub(crate) fn acceleration_partials(
        &self,
        v: &[S],
        a: &[S],
        mut dq: impl FnMut(usize, usize, S),
        mut dv: impl FnMut(usize, usize, S),
    ) {
        let (vel, acc) = self.walk(v, Some(a), |_, _, _, _, _| {});
        let (pdot, omega, omega_dot) = (lin(&vel), ang(&vel), ang(&acc));
        let classical = add3(lin(&acc), cross(omega, pdot));
        self.walk(v, Some(a), |k, s, w, before, after| {
            let (sl, sa) = (lin(s), ang(s));
            let relative = sub6(&vel, w);
            let d_vel = motion_cross(s, &relative);
            let d_acc = sub6(
                &motion_cross(s, &sub6(&acc, before)),
                &motion_cross(&motion_cross(s, w), &relative),
            );
            let dv_acc = add6(&motion_cross(w, s), &motion_cross(s, &sub6(&vel, after)));
            match self.kind {
                ContactKind::Point => {
                    let d_pdot = add3(lin(&d_vel), cross(omega, sl));
                    let dq_c = add3(
                        add3(lin(&d_acc), cross(omega_dot, sl)),
                        add3(cross(ang(&d_vel), pdot), cross(omega, d_pdot)),
                    );
                    let dv_c = add3(lin(&dv_acc), add3(cross(sa, pdot), cross(omega, sl)));
                    let rq = self.point_rows(dq_c, classical, sa);
                    let rv = self.point_rows(dv_c, [S::constant(0.0); 3], sa);
                    for r in 0..3 {
                        dq(r, k, rq[r]);
                        dv(r, k, rv[r]);
                    }
                }
                ContactKind::Surface => {
                    let rq = self.motion_rows(&sub6(&d_acc, &motion_cross(s, &acc)));
                    let rv = self.motion_rows(&dv_acc);
                    for r in 0..6 {
                        dq(r, k, rq[r]);
                        dv(r, k, rv[r]);
                    }
                }
            }
        });
    }

    /// `∂(J w)/∂q` of the constraint's velocity rows at `w` (a point's velocity, a surface's
    /// twist, in the contact's axes), as `dq(row, k, value)`.
    pub(crate) fn velocity_partials(&self, w: &[S], mut dq: impl FnMut(usize, usize, S)) {
        let (vel, _) = self.walk(w, None, |_, _, _, _, _| {});
        let (pdot, omega) = (lin(&vel), ang(&vel));
        self.walk(w, None, |k, s, w_k, _, _| {
            let d_vel = motion_cross(s, &sub6(&vel, w_k));
            match self.kind {
                ContactKind::Point => {
                    let d_pdot = add3(lin(&d_vel), cross(omega, lin(s)));
                    let rq = self.point_rows(d_pdot, pdot, ang(s));
                    for (r, x) in rq.into_iter().enumerate() {
                        dq(r, k, x);
                    }
                }
                ContactKind::Surface => {
                    let rq = self.motion_rows(&sub6(&d_vel, &motion_cross(s, &vel)));
                    for (r, x) in rq.into_iter().enumerate() {
                        dq(r, k, x);
                    }
                }
            }
        });
    }

    /// The partials the contact adds to forward dynamics' linearized equations at `(v, a)` with
    /// its force `lambda`: `−∂(Jᵀ λ)/∂q` to the first equation's `q` partials (`r_q(j, k, x)`),
    /// and `∂c/∂q`, `∂c/∂v` of its constraint to the second's (`c_q(row, k, x)`,
    /// `c_v(row, k, x)`); each adds `x`.
    pub(crate) fn contact_partials(
        &self,
        lambda: &[S],
        (v, a): (&[S], &[S]),
        mut r_q: impl FnMut(usize, usize, S),
        mut c_q: impl FnMut(usize, usize, S),
        mut c_v: impl FnMut(usize, usize, S),
    ) {
        self.force_partials(lambda, |j, k, x| r_q(j, k, -x));
        self.acceleration_partials(v, a, &mut c_q, &mut c_v);
    }

    /// `∂(Jᵀ λ)/∂q` of the contact's force `λ` (its `3` or `6` components in the contact's
    /// axes), as `dq(j, k, value)` for every entry that is not zero by structure.
    pub(crate) fn force_partials(&self, lambda: &[S], mut dq: impl FnMut(usize, usize, S)) {
        let r = self.rotation;
        let (force, carried) = match (self.kind, self.point_axes) {
            (ContactKind::Surface, _) => (
                six(
                    rotate(r, [lambda[0], lambda[1], lambda[2]]),
                    rotate(r, [lambda[3], lambda[4], lambda[5]]),
                ),
                true,
            ),
            (ContactKind::Point, ReferenceFrame::Local) => (
                six(
                    rotate(r, [lambda[0], lambda[1], lambda[2]]),
                    [S::constant(0.0); 3],
                ),
                true,
            ),
            (ContactKind::Point, ReferenceFrame::LocalWorldAligned) => (
                six([lambda[0], lambda[1], lambda[2]], [S::constant(0.0); 3]),
                false,
            ),
        };
        for k in 0..self.nv() {
            let sk = self.column(k);
            if sk.iter().all(|x| *x == S::constant(0.0)) {
                continue;
            }
            let moved = force_cross(&sk, &force);
            let start = Self::joint_start(k);
            match carried {
                true => {
                    for j in 0..start {
                        dq(j, k, dot6(&self.column(j), &moved));
                    }
                }
                false => {
                    let couple = six([S::constant(0.0); 3], cross(lin(&sk), lin(&force)));
                    for j in 0..self.nv() {
                        let sj = self.column(j);
                        let mut x = dot6(&sj, &couple);
                        if j >= start {
                            x -= dot6(&sj, &moved);
                        }
                        dq(j, k, x);
                    }
                }
            }
        }
    }
}

#[cfg(feature = "std")]
impl ContactFrame<'_> {
    /// The contact's velocity rows `J v` (a point's velocity, a surface's twist, in the
    /// contact's axes) and its position error `e` from `anchor` (see [`Baumgarte`]).
    fn velocity_and_error(&self, v: &[f64], anchor: &Pose) -> (Six<f64>, Six<f64>) {
        let (vel, _) = self.walk(v, None, |_, _, _, _, _| {});
        let p = anchor.translation;
        let d = sub3(self.translation, [p[0], p[1], p[2]]);
        match self.kind {
            ContactKind::Point => {
                let (jv, e) = match self.point_axes {
                    ReferenceFrame::LocalWorldAligned => (lin(&vel), d),
                    ReferenceFrame::Local => (
                        unrotate(self.rotation, lin(&vel)),
                        unrotate(self.rotation, d),
                    ),
                };
                (six(jv, [0.0; 3]), six(e, [0.0; 3]))
            }
            ContactKind::Surface => {
                let ra = [0, 1, 2].map(|i| [0, 1, 2].map(|k| anchor.rotation[(i, k)]));
                // M_anchor⁻¹ M = (R_aᵀ R, R_aᵀ (p − p_a)).
                let relative = [0, 1, 2].map(|i| {
                    [0, 1, 2].map(|k| (0..3).map(|j| ra[j][i] * self.rotation[j][k]).sum())
                });
                let e = chaindyn_model::free_flyer::log6(&relative, unrotate(&ra, d));
                (self.motion_rows(&vel), e)
            }
        }
    }

    /// Baumgarte's terms `k_d J v + k_p e` of the contact at `v` (its rows), added to its `γ`.
    pub(crate) fn baumgarte_bias(&self, b: &Baumgarte, anchor: &Pose, v: &[f64]) -> Six<f64> {
        let (jv, e) = self.velocity_and_error(v, anchor);
        core::array::from_fn(|r| b.kd * jv[r] + b.kp * e[r])
    }

    /// The derivatives of Baumgarte's terms `k_d J v + k_p e`, added as `dq(row, k, value)` and
    /// `dv(row, k, value)`: `k_d ∂(J v)/∂q + k_p ∂e/∂q` and `k_d J`, with `∂e/∂q_k` a point's
    /// `s_k` (world axes) or `Rᵀ (s_k − σ_k × (p − p_anchor))` (the frame's), a surface's
    /// `J_r(e)⁻¹ Ad⁻¹ S_k` (SE(3)'s logarithm's Jacobian, Pinocchio's `Jlog6`, on the column in
    /// the frame's axes).
    pub(crate) fn baumgarte_partials(
        &self,
        b: &Baumgarte,
        anchor: &Pose,
        v: &[f64],
        mut dq: impl FnMut(usize, usize, f64),
        mut dv: impl FnMut(usize, usize, f64),
    ) {
        let dim = self.kind.dimension();
        self.velocity_partials(v, |r, k, x| dq(r, k, b.kd * x));
        let (_, e) = self.velocity_and_error(v, anchor);
        let jlog = match self.kind {
            ContactKind::Point => None,
            ContactKind::Surface => {
                let jr = chaindyn_model::free_flyer::right_jacobian(e);
                let jr = nalgebra::Matrix6::from_fn(|i, k| jr[i][k]);
                Some(
                    jr.try_inverse()
                        .unwrap_or(nalgebra::Matrix6::from_element(f64::NAN)),
                )
            }
        };
        let p = anchor.translation;
        let d = sub3(self.translation, [p[0], p[1], p[2]]);
        for k in 0..self.nv() {
            let s = self.column(k);
            let (rows, de): (Six<f64>, Six<f64>) = match (self.kind, self.point_axes) {
                (ContactKind::Point, ReferenceFrame::LocalWorldAligned) => {
                    (six(lin(&s), [0.0; 3]), six(lin(&s), [0.0; 3]))
                }
                (ContactKind::Point, ReferenceFrame::Local) => {
                    let local = unrotate(self.rotation, lin(&s));
                    let moved = unrotate(self.rotation, sub3(lin(&s), cross(ang(&s), d)));
                    (six(local, [0.0; 3]), six(moved, [0.0; 3]))
                }
                (ContactKind::Surface, _) => {
                    let local = self.motion_rows(&s);
                    let jlog = jlog.as_ref().expect("a surface's Jacobian");
                    let de = jlog * nalgebra::Vector6::from_column_slice(&local);
                    (local, core::array::from_fn(|r| de[r]))
                }
            };
            for r in 0..dim {
                dq(r, k, b.kp * de[r]);
                dv(r, k, b.kd * rows[r]);
            }
        }
    }

    /// Every partial the contact adds to forward dynamics' linearized equations at `(v, a)` with
    /// its force `lambda`: `−∂(Jᵀ λ)/∂q` to the first equation's `q` partials (`r_q(j, k, x)`),
    /// and `∂c/∂q`, `∂c/∂v` of its constraint, Baumgarte's terms included when given with the
    /// contact's anchor, to the second's (`c_q(row, k, x)`, `c_v(row, k, x)`); each adds `x`.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn dynamics_partials(
        &self,
        lambda: &[f64],
        (v, a): (&[f64], &[f64]),
        baumgarte: Option<(&Baumgarte, &Pose)>,
        mut r_q: impl FnMut(usize, usize, f64),
        mut c_q: impl FnMut(usize, usize, f64),
        mut c_v: impl FnMut(usize, usize, f64),
    ) {
        self.contact_partials(lambda, (v, a), &mut r_q, &mut c_q, &mut c_v);
        if let Some((b, anchor)) = baumgarte {
            self.baumgarte_partials(b, anchor, v, c_q, c_v);
        }
    }
}

/// The contacts' equations `M a − Jᵀ λ = τ − C v − g − τ_loss`, `J a + γ = 0` linearized: for
/// the partials `R` of the first's left side less its right and `C` of the second's in some
/// `K` directions, the directions' `(∂a, ∂λ)` solve `M ∂a − Jᵀ ∂λ = −R`, `J ∂a = −C`:
/// `∂λ = Δ⁻¹ (J M⁻¹ R − C)`, `∂a = M⁻¹ (Jᵀ ∂λ − R)`, `Δ = J M⁻¹ Jᵀ` over the active rows. With
/// `Y = M⁻¹ Jᵀ`, `G = Δ⁻¹ Yᵀ` and `P = M⁻¹ − Y G` (the derivatives in `τ`: `∂a/∂τ = P`,
/// `∂λ/∂τ = −G`), that is `∂a = −P R − Gᵀ C` and `∂λ = G R − Δ⁻¹ C`: products whose right
/// factors keep the tree's structural zeros (`R`'s entries between degrees of freedom on
/// different branches, `C`'s off each contact's path), which [`add_product`] skips.
pub(crate) struct Kkt<const NV: usize, const NC: usize, S = f64> {
    j: SMatrix<S, NC, NV>,
    minv_jt: SMatrix<S, NV, NC>,
    /// `Δ⁻¹` over the active rows, zero on the inactive rows and columns.
    delta_inv: SMatrix<S, NC, NC>,
    /// `−P`.
    minus_p: SMatrix<S, NV, NV>,
    /// `G`.
    g: SMatrix<S, NC, NV>,
    /// `−Gᵀ`.
    minus_gt: SMatrix<S, NV, NC>,
    /// `−Δ⁻¹`.
    minus_delta_inv: SMatrix<S, NC, NC>,
}

impl<S: Real, const NV: usize, const NC: usize> Kkt<NV, NC, S> {
    /// From `M`'s factors, the contacts' `J` (the inactive rows zero) with its `J L⁻¹ D⁻¹`
    /// (`TreeLdl::half`), and the factors of `Δ` masked (`masked`: the inactive rows and columns
    /// the identity's).
    pub(crate) fn new(
        ldl: &TreeLdl<S, NV>,
        (j, z): (SMatrix<S, NC, NV>, SMatrix<S, NC, NV>),
        delta: &Ldl<S, NC>,
        active: &[bool; NC],
    ) -> Self {
        let zero = S::constant(0.0);
        let mut delta_inv = delta.solve(&SMatrix::<S, NC, NC>::identity());
        for (i, on) in active.iter().enumerate() {
            if !on {
                delta_inv.fill_row(i, zero);
                delta_inv.fill_column(i, zero);
            }
        }
        let minv_jt = ldl.finish(z).transpose();
        let g = delta_inv * minv_jt.transpose();
        // `−P = Y G − M⁻¹`.
        let mut minus_p = -ldl.inverse();
        add_product(&mut minus_p, &minv_jt, &g);
        Kkt {
            j,
            minv_jt,
            delta_inv,
            minus_p,
            minus_gt: -g.transpose(),
            g,
            minus_delta_inv: -delta_inv,
        }
    }

    /// `(∂a, ∂λ)` of the partials `(R, C)` (`C`'s inactive rows are ignored).
    pub(crate) fn solve<const K: usize>(
        &self,
        r: &SMatrix<S, NV, K>,
        c: &SMatrix<S, NC, K>,
    ) -> (SMatrix<S, NV, K>, SMatrix<S, NC, K>) {
        let zero = S::constant(0.0);
        let mut da = SMatrix::<S, NV, K>::from_element(zero);
        add_product(&mut da, &self.minus_p, r);
        add_product(&mut da, &self.minus_gt, c);
        let mut dlambda = SMatrix::<S, NC, K>::from_element(zero);
        add_product(&mut dlambda, &self.g, r);
        add_product(&mut dlambda, &self.minus_delta_inv, c);
        (da, dlambda)
    }

    /// `(∂a, ∂λ)` of `τ`'s partials (`R = −1`, `C = 0`): `(P, −G)`.
    pub(crate) fn solve_torque(&self) -> (SMatrix<S, NV, NV>, SMatrix<S, NC, NV>) {
        (-self.minus_p, -self.g)
    }

    /// [`Kkt::solve`] from `M⁻¹ R`.
    pub(crate) fn solve_scaled<const K: usize>(
        &self,
        minv_r: SMatrix<S, NV, K>,
        c: &SMatrix<S, NC, K>,
    ) -> (SMatrix<S, NV, K>, SMatrix<S, NC, K>) {
        let dlambda = self.delta_inv * (self.j * minv_r - c);
        (self.minv_jt * dlambda - minv_r, dlambda)
    }
}

/// `c += a b`, column by column of `b` over its entries that are not zero (each an `axpy` of
/// one of `a`'s columns into `c`'s, held in registers): the derivatives' right factors are
/// sparse on a tree (a dense product would multiply their structural zeros).
fn add_product<S: Real, const M: usize, const K: usize, const N: usize>(
    c: &mut SMatrix<S, M, N>,
    a: &SMatrix<S, M, K>,
    b: &SMatrix<S, K, N>,
) {
    let zero = S::constant(0.0);
    let a = a.as_slice();
    for (cc, bc) in c
        .as_mut_slice()
        .chunks_exact_mut(M)
        .zip(b.as_slice().chunks_exact(K))
    {
        let mut acc: [S; M] = core::array::from_fn(|i| cc[i]);
        for (k, &x) in bc.iter().enumerate() {
            if x != zero {
                for (y, &ak) in acc.iter_mut().zip(&a[k * M..(k + 1) * M]) {
                    *y += ak * x;
                }
            }
        }
        cc.copy_from_slice(&acc);
    }
}

#[cfg(feature = "std")]
/// The factors of `Δ` masked for [`Kkt::new`], refusing dependent active contacts
/// ([`DynamicsError::DependentContacts`]: the derivatives are those of the exact solution).
pub(crate) fn delta_factors<const NC: usize>(
    delta: &SMatrix<f64, NC, NC>,
    slots: &[(usize, bool); NC],
) -> Result<Ldl<f64, NC>, DynamicsError> {
    let (d, _) = masked(delta, &SVector::zeros(), &slots.map(|(_, on)| on));
    factor(&d, slots)
}
