//! External wrenches at frames of the chain ([`ExternalWrench`], conventions of
//! [`task_space`](crate::task_space)): their generalized force `Σ_k J_kᵀ w_k`, its analytic
//! derivative in `q`, and inverse dynamics, forward dynamics and the linearization with them.
//!
//! # Spatial form
//!
//! A wrench `[f; n]` at a frame with origin `p` and rotation `R` is, in world axes, `f_w = R f`,
//! `n_w = R n` for [`ReferenceFrame::Local`] (`f_w = f`, `n_w = n` for
//! [`ReferenceFrame::LocalWorldAligned`]), and as a spatial force at the first joint's origin
//! `F = [n_w + p × f_w; f_w]` (moment first, the order of the runtime's spatial algebra). Joint
//! `j` up to the frame's body receives `τ_j = S_j · F` (relative coordinates; `S_j` the joint's
//! twist `[ω_j; v_j]` in world axes at the first joint's origin), which is `J(ref)ᵀ w` by virtual work;
//! the joints after the frame's body receive nothing.
//!
//! # Derivative
//!
//! The wrench is held constant in its own axes. For `k, j` up to the frame's body,
//! `∂τ_j/∂q_k = (∂S_j/∂q_k) · F + S_j · ∂F/∂q_k` with
//!
//! * `∂S_j/∂q_k = S_k × S_j` (motion cross product) for `k < j`, zero for `k ≥ j`;
//! * `∂p/∂q_k = v_k + ω_k × p` (the linear Jacobian column), and for `Local` also
//!   `∂f_w/∂q_k = ω_k × f_w`, `∂n_w/∂q_k = ω_k × n_w` (`ω_k = 0` for a prismatic joint). For
//!   `LocalWorldAligned` that makes `∂F/∂q_k = [∂p/∂q_k × f_w; 0]`; for `Local` it sums to
//!   `∂F/∂q_k = S_k ×* F` (force cross product: the wrench moves with the body).
//!
//! Nothing depends on the coordinates after the frame's body. For absolute angles the matrix
//! becomes `Tᵀ X T`.

use crate::algorithm::forward_dynamics::forward_dynamics;
use crate::algorithm::frames::{placement, point_velocity, world_frame, FramePlacement};
use crate::algorithm::kinematics::{frames, Frames};
use crate::algorithm::linearize::{assemble, linearize, Linearization};
use crate::algorithm::rnea::rnea;
use crate::api::error::DynamicsError;
use crate::api::task_space::{ExternalWrench, ReferenceFrame};
use crate::multibody::spatial::{cross_force, cross_motion, join, V3, V6};
use crate::multibody::Multibody;
use nalgebra::{DMatrix, DVector};

/// The checked placements of the wrenches' frames: [`DynamicsError::UnknownFrame`] for a frame
/// the chain does not have, [`DynamicsError::NonFiniteInput`] with argument `"wrench"` and the
/// wrench's position in the slice for a NaN or infinite entry; the first error in slice order.
fn check_wrenches(
    mb: &Multibody,
    wrenches: &[ExternalWrench<usize>],
) -> Result<Vec<FramePlacement>, DynamicsError> {
    wrenches
        .iter()
        .enumerate()
        .map(|(index, w)| {
            let p = placement(mb, w.frame)?;
            if w.wrench.iter().any(|x| !x.is_finite()) {
                return Err(DynamicsError::NonFiniteInput {
                    argument: "wrench",
                    index,
                });
            }
            Ok(p)
        })
        .collect()
}

/// A wrench in world terms at one configuration.
struct WorldWrench {
    /// The body the wrench acts on.
    body: usize,
    /// The frame's origin, from the first joint's origin.
    pos: V3,
    /// The force in world axes.
    force: V3,
    /// The spatial force at the first joint's origin, `[n_w + p × f_w; f_w]`.
    spatial: V6,
    /// Held constant in its frame's axes (`Local`) or in the world's.
    local: bool,
}

fn world_wrench(fr: &Frames, p: &FramePlacement, w: &ExternalWrench<usize>) -> WorldWrench {
    let wf = world_frame(fr, p);
    let f = V3::new(w.wrench[0], w.wrench[1], w.wrench[2]);
    let n = V3::new(w.wrench[3], w.wrench[4], w.wrench[5]);
    let local = w.reference == ReferenceFrame::Local;
    let (force, torque) = if local {
        (wf.rot * f, wf.rot * n)
    } else {
        (f, n)
    };
    WorldWrench {
        body: wf.body,
        pos: wf.pos,
        force,
        spatial: join(&(torque + wf.pos.cross(&force)), &force),
        local,
    }
}

/// `Σ_k J_kᵀ w_k` in relative coordinates.
fn torques_relative(
    fr: &Frames,
    placements: &[FramePlacement],
    wrenches: &[ExternalWrench<usize>],
) -> DVector<f64> {
    let mut tau = DVector::zeros(fr.s.len());
    for (p, w) in placements.iter().zip(wrenches) {
        let ww = world_wrench(fr, p, w);
        let body = ww.body;
        for (j, s) in
            fr.s.iter()
                .enumerate()
                .filter(|&(j, _)| fr.supports(j, body))
        {
            tau[j] += s.dot(&ww.spatial);
        }
    }
    tau
}

/// `∂(Σ_k J_kᵀ w_k)/∂q` in relative coordinates (see the module documentation).
fn derivative_relative(
    fr: &Frames,
    placements: &[FramePlacement],
    wrenches: &[ExternalWrench<usize>],
) -> DMatrix<f64> {
    let n = fr.s.len();
    let mut d = DMatrix::zeros(n, n);
    for (p, w) in placements.iter().zip(wrenches) {
        let ww = world_wrench(fr, p, w);
        let last = ww.body;
        // ∂F/∂q_k for the joints that support the frame's body (no other joint moves it).
        let support: Vec<usize> = (0..=last).filter(|&k| fr.supports(k, last)).collect();
        let df: Vec<V6> = support
            .iter()
            .map(|&k| {
                let s = &fr.s[k];
                if ww.local {
                    cross_force(s, &ww.spatial)
                } else {
                    join(&point_velocity(s, &ww.pos).cross(&ww.force), &V3::zeros())
                }
            })
            .collect();
        for &j in &support {
            let sj = &fr.s[j];
            for (&k, dfk) in support.iter().zip(&df) {
                let mut x = sj.dot(dfk);
                if k < j {
                    x += cross_motion(&fr.s[k], sj).dot(&ww.spatial);
                }
                d[(j, k)] += x;
            }
        }
    }
    d
}

/// The generalized force of the wrenches at `q`, `Σ_k J_k(ref_k)ᵀ w_k` (each wrench in the axes
/// of its own reference), in the chain's convention (`Tᵀ τ_rel` for absolute angles). Zero for
/// an empty slice.
///
/// Fails with the argument checks' errors for `q`, [`DynamicsError::UnknownFrame`] for a wrench
/// at a frame the chain does not have, and [`DynamicsError::NonFiniteInput`] with argument
/// `"wrench"` and index the wrench's position in the slice for a NaN or infinite entry.
pub fn wrench_torques(
    mb: &Multibody,
    q: &DVector<f64>,
    wrenches: &[ExternalWrench<usize>],
) -> Result<DVector<f64>, DynamicsError> {
    mb.check("q", q)?;
    let placements = check_wrenches(mb, wrenches)?;
    let fr = frames(mb, mb.coords_to_relative(q).as_slice());
    crate::api::error::finite(
        "joint torques of the wrenches",
        mb.force_from_relative(torques_relative(&fr, &placements, wrenches)),
    )
}

/// `∂(Σ_k J_kᵀ w_k)/∂q` at `q` (`n × n`, row = joint force, column = coordinate), each wrench
/// held constant in the axes of its reference; analytic (see the module documentation). In the
/// chain's convention: `Tᵀ X T` for absolute angles. This is what the wrenches add to
/// `∂q̈/∂q` after a product with `M⁻¹`, and subtract from `∂τ/∂q` of inverse dynamics.
///
/// Fails like [`wrench_torques`].
pub fn wrench_torques_derivative(
    mb: &Multibody,
    q: &DVector<f64>,
    wrenches: &[ExternalWrench<usize>],
) -> Result<DMatrix<f64>, DynamicsError> {
    mb.check("q", q)?;
    let placements = check_wrenches(mb, wrenches)?;
    let fr = frames(mb, mb.coords_to_relative(q).as_slice());
    crate::api::error::finite(
        "derivative of the wrenches' joint torques",
        mb.congruence(derivative_relative(&fr, &placements, wrenches)),
    )
}

/// Inverse dynamics under external wrenches: `τ = M q̈ + C q̇ + g + τ_loss − Σ_k J_kᵀ w_k`, the
/// generalized force the joints must supply besides the wrenches ([`rnea`] minus
/// [`wrench_torques`]). Chain's convention.
///
/// Fails like [`rnea`] and [`wrench_torques`].
pub fn rnea_with_wrenches(
    mb: &Multibody,
    q: &DVector<f64>,
    qd: &DVector<f64>,
    qdd: &DVector<f64>,
    wrenches: &[ExternalWrench<usize>],
) -> Result<DVector<f64>, DynamicsError> {
    let tau = rnea(mb, q, qd, qdd)?;
    crate::api::error::finite(
        "inverse dynamics with wrenches",
        tau - wrench_torques(mb, q, wrenches)?,
    )
}

/// Forward dynamics under external wrenches:
/// `q̈ = M⁻¹ (τ + Σ_k J_kᵀ w_k − C q̇ − g − τ_loss)` ([`forward_dynamics`] at
/// `τ +` [`wrench_torques`]). Chain's convention.
///
/// Fails like [`forward_dynamics`] and [`wrench_torques`].
pub fn forward_dynamics_with_wrenches(
    mb: &Multibody,
    q: &DVector<f64>,
    qd: &DVector<f64>,
    tau: &DVector<f64>,
    wrenches: &[ExternalWrench<usize>],
) -> Result<DVector<f64>, DynamicsError> {
    mb.check("q", q)?;
    mb.check("qd", qd)?;
    mb.check("tau", tau)?;
    let wt = wrench_torques(mb, q, wrenches)?;
    forward_dynamics(mb, q, qd, &(tau + wt))
}

/// The analytic linearization at state `(q, q̇)` under the generalized force `u` and the
/// wrenches, each held constant in the axes of its reference: [`linearize`] at
/// `u + Σ_k J_kᵀ w_k`, then with `D =` [`wrench_torques_derivative`]:
/// `dqdd_dq += M⁻¹ D`, `dtau_dq −= D` (inverse dynamics with the wrenches,
/// [`rnea_with_wrenches`]) and `a` rebuilt from them. `q̈` is the acceleration under the
/// wrenches; `∂q̈/∂q̇`, `M`, `M⁻¹`, `∂M/∂q`, the Coriolis and gravity blocks and the input matrix
/// `b` (of `u`) are unchanged. A wrench `w` at a frame taken as an input of its own has the
/// input matrix `M⁻¹ J(ref)ᵀ` (`n × 6`, below zero rows for `q̇`). Chain's convention.
///
/// Fails like [`linearize`] (with argument name `"u"` for `u`) and [`wrench_torques`].
pub fn linearize_with_wrenches(
    mb: &Multibody,
    q: &DVector<f64>,
    qd: &DVector<f64>,
    u: &DVector<f64>,
    wrenches: &[ExternalWrench<usize>],
) -> Result<Linearization, DynamicsError> {
    mb.check("q", q)?;
    mb.check("qd", qd)?;
    mb.check("u", u)?;
    let placements = check_wrenches(mb, wrenches)?;
    let fr = frames(mb, mb.coords_to_relative(q).as_slice());
    let wt = mb.force_from_relative(torques_relative(&fr, &placements, wrenches));
    let d = mb.congruence(derivative_relative(&fr, &placements, wrenches));
    let mut l = linearize(mb, q, qd, &(u + wt))?;
    l.dqdd_dq += &l.mass_matrix_inverse * &d;
    l.dtau_dq -= &d;
    let (a, _) = assemble(&l.dqdd_dq, &l.dqdd_dqd, &l.mass_matrix_inverse);
    l.a = a;
    crate::api::error::finite("linearization with wrenches", l)
}
