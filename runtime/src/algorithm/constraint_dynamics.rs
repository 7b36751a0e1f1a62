//! Forward dynamics under rigid contacts (Pinocchio's `constraintDynamics`): a floating base
//! standing on some of its contact frames. With the active contacts' Jacobian `J` (their rows
//! stacked contact by contact) and bias `γ`, the accelerations `a` and the contact forces `λ`
//! solve
//!
//! `M a + C v + g + τ_loss = τ + Jᵀ λ`, `J a + γ = 0`,
//!
//! by the operational-space (Delassus) form: `a₀ = M⁻¹ (τ − C v − g − τ_loss)` (free motion),
//! `Δ = J M⁻¹ Jᵀ`, `λ = −Δ⁻¹ (J a₀ + γ)`, `a = a₀ + M⁻¹ Jᵀ λ`.
//!
//! Conventions (Pinocchio's `RigidConstraintModel`, so that `λ` compares with its `lambda_c`
//! entry for entry):
//!
//! * a point contact ([`ContactKind::Point`], `CONTACT_3D`) holds its frame's origin: its rows
//!   are the linear rows of the frame's Jacobian and its `γ` the classical acceleration of the
//!   origin at `a = 0` ([`floating_frame_acceleration_bias`]), both in the frame's axes
//!   (`LOCAL`) or the world's (`LOCAL_WORLD_ALIGNED`) as [`ContactOptions::point_forces`] says,
//!   and its force `[f_x, f_y, f_z]` in the same axes;
//! * a surface contact ([`ContactKind::Surface`], `CONTACT_6D`) holds the frame: its rows are
//!   the frame's Jacobian in its own axes, its `γ` the frame's spatial acceleration at `a = 0`
//!   (the classical one less `[ω × v; 0]`), its force the wrench `[f; τ]` in the frame's axes;
//! * `λ` holds every contact's slot in the order of the contact list, zero for the inactive
//!   ones, so that its layout does not depend on which feet are down.
//!
//! With [`ContactOptions::baumgarte`] each active contact's `γ` gains Baumgarte's terms
//! `k_d J v + k_p e` (its offset `e` from its anchor, Pinocchio's corrector), so that the
//! constraint solved is `J a + γ + k_d J v + k_p e = 0`.
//!
//! Dependent contacts (two feet at one point, a sole with a redundant set) leave `Δ` singular:
//! refused as [`DynamicsError::DependentContacts`] naming the first dependent one, or solved by
//! Pinocchio's proximal iterations with [`ContactOptions::proximal`] (the least-norm forces).

use crate::algorithm::aba::floating_forward_parts;
use crate::algorithm::frames::{
    floating_frame_acceleration_bias, floating_frame_jacobian, floating_frame_pose,
};
use crate::api::contact::{ContactOptions, Proximal};
use crate::api::contact_partials::ContactFrame;
use crate::api::error::DynamicsError;
use crate::api::task_space::ReferenceFrame;
use crate::multibody::cholesky::Cholesky;
use crate::multibody::floating::FloatingMultibody;
use chaindyn_model::ContactKind;
use nalgebra::{DMatrix, DVector, Vector3};

/// A contact of a floating tree: one of its frames (a body's, then the named frames, as
/// [`Chain::frame_index`](crate::Chain::frame_index) numbers them) and how it is held.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Contact {
    /// The frame's index.
    pub frame: usize,
    /// A point or a surface.
    pub kind: ContactKind,
}

/// Accelerations and contact forces under contact.
#[derive(Debug, Clone, PartialEq)]
pub struct ConstrainedDynamics {
    /// `a` (`nv`).
    pub a: DVector<f64>,
    /// The contact forces, every contact's slot in the list's order (3 for a point, 6 for a
    /// surface), zero for the inactive ones.
    pub lambda: DVector<f64>,
}

/// The active contacts' Jacobian rows and the slots of their forces in `λ`.
pub(crate) struct ActiveRows {
    /// `J` (`rows × nv`).
    pub j: DMatrix<f64>,
    /// For each row, its slot in `λ` and its contact's index.
    pub slots: Vec<(usize, usize)>,
    /// `λ`'s length (every contact's slot).
    pub len: usize,
}

/// Checks the contact list against the tree and the mask: every frame the tree's, `active` as
/// long as `contacts`.
pub(crate) fn check_contacts(
    fm: &FloatingMultibody,
    contacts: &[Contact],
    active: &[bool],
) -> Result<(), DynamicsError> {
    if active.len() != contacts.len() {
        return Err(DynamicsError::DimensionMismatch {
            argument: "active",
            expected: contacts.len(),
            found: active.len(),
        });
    }
    let frames = fm.joints().chain().frame_count();
    match contacts.iter().find(|c| c.frame >= frames) {
        Some(c) => Err(DynamicsError::UnknownFrame {
            frame: c.frame,
            frames,
        }),
        None => Ok(()),
    }
}

/// The active contacts' Jacobian `J` at `q` in their axes ([`ContactOptions::point_forces`] for
/// points, the frame's for surfaces).
pub(crate) fn contact_jacobian(
    fm: &FloatingMultibody,
    contacts: &[Contact],
    active: &[bool],
    q: &DVector<f64>,
    options: &ContactOptions,
) -> Result<ActiveRows, DynamicsError> {
    check_contacts(fm, contacts, active)?;
    let nv = fm.nv();
    let len = contacts.iter().map(|c| c.kind.dimension()).sum();
    let rows: usize = contacts
        .iter()
        .zip(active)
        .filter(|(_, on)| **on)
        .map(|(c, _)| c.kind.dimension())
        .sum();
    let mut j = DMatrix::zeros(rows, nv);
    let mut slots = Vec::with_capacity(rows);
    let (mut row, mut slot) = (0, 0);
    for (index, (c, &on)) in contacts.iter().zip(active).enumerate() {
        let dim = c.kind.dimension();
        if on {
            let jf = floating_frame_jacobian(fm, c.frame, q, options.axes(c.kind))?;
            j.rows_mut(row, dim).copy_from(&jf.rows(0, dim));
            slots.extend((0..dim).map(|k| (slot + k, index)));
            row += dim;
        }
        slot += dim;
    }
    Ok(ActiveRows { j, slots, len })
}

/// Each active contact's frame for `api::contact_partials` (its world Jacobian and pose), with
/// its first row among the active rows, its first slot in `λ` and its index in the list.
pub(crate) fn each_frame(
    fm: &FloatingMultibody,
    contacts: &[Contact],
    active: &[bool],
    q: &DVector<f64>,
    options: &ContactOptions,
    mut each: impl FnMut(&ContactFrame, usize, usize, usize),
) -> Result<(), DynamicsError> {
    let (mut row, mut slot) = (0, 0);
    for (index, (c, &on)) in contacts.iter().zip(active).enumerate() {
        let dim = c.kind.dimension();
        if on {
            let columns =
                floating_frame_jacobian(fm, c.frame, q, ReferenceFrame::LocalWorldAligned)?;
            let pose = floating_frame_pose(fm, c.frame, q)?;
            let rotation = [0, 1, 2].map(|i| [0, 1, 2].map(|k| pose.rotation[(i, k)]));
            let t = pose.translation;
            let frame = ContactFrame {
                columns: columns.as_slice(),
                rotation: &rotation,
                translation: [t[0], t[1], t[2]],
                kind: c.kind,
                point_axes: options.point_forces,
            };
            each(&frame, row, slot, index);
            row += dim;
        }
        slot += dim;
    }
    Ok(())
}

/// The active contacts' bias `γ` at `(q, v)`: a point's classical acceleration at `a = 0`, a
/// surface's spatial acceleration at `a = 0` (the classical one less `[ω × v; 0]`, frame axes),
/// with [`ContactOptions::baumgarte`] its terms `k_d J v + k_p e` added.
fn contact_bias(
    fm: &FloatingMultibody,
    contacts: &[Contact],
    active: &[bool],
    q: &DVector<f64>,
    v: &DVector<f64>,
    options: &ContactOptions,
) -> Result<DVector<f64>, DynamicsError> {
    let mut gamma = Vec::new();
    for (c, _) in contacts.iter().zip(active).filter(|(_, on)| **on) {
        let reference = options.axes(c.kind);
        let classical = floating_frame_acceleration_bias(fm, c.frame, q, v, reference)?;
        match c.kind {
            ContactKind::Point => gamma.extend(classical.iter().take(3)),
            ContactKind::Surface => {
                let twist = floating_frame_jacobian(fm, c.frame, q, reference)? * v;
                let (lin, ang) = (
                    Vector3::new(twist[0], twist[1], twist[2]),
                    Vector3::new(twist[3], twist[4], twist[5]),
                );
                let spatial =
                    Vector3::new(classical[0], classical[1], classical[2]) - ang.cross(&lin);
                gamma.extend(spatial.iter());
                gamma.extend(classical.iter().skip(3));
            }
        }
    }
    let mut gamma = DVector::from_vec(gamma);
    if let Some(b) = &options.baumgarte {
        each_frame(fm, contacts, active, q, options, |frame, row, _, index| {
            let terms = frame.baumgarte_bias(b, &b.anchors[index], v.as_slice());
            for (r, x) in terms.iter().take(frame.kind.dimension()).enumerate() {
                gamma[row + r] += x;
            }
        })?;
    }
    Ok(gamma)
}

/// Solves `Δ λ = −r` for the active rows, `Δ = J M⁻¹ Jᵀ` (symmetrised), exactly (refusing
/// dependent contacts) or by the proximal iterations.
pub(crate) fn solve_delassus(
    delta: &DMatrix<f64>,
    r: &DVector<f64>,
    rows: &ActiveRows,
    options: &ContactOptions,
) -> Result<DVector<f64>, DynamicsError> {
    let delta = (delta + delta.transpose()) * 0.5;
    match options.proximal {
        None => {
            let chol = Cholesky::new(&delta).map_err(|p| DynamicsError::DependentContacts {
                contact: rows.slots[p.index].1,
                pivot_ratio: p.ratio,
            })?;
            let mut lambda = -r;
            chol.solve_in_place(lambda.as_mut_slice());
            Ok(lambda)
        }
        Some(p) => proximal(&delta, r, rows, &p),
    }
}

/// Pinocchio's proximal iterations ([`Proximal`]).
fn proximal(
    delta: &DMatrix<f64>,
    r: &DVector<f64>,
    rows: &ActiveRows,
    p: &Proximal,
) -> Result<DVector<f64>, DynamicsError> {
    p.check()?;
    let n = delta.nrows();
    let damped = delta + DMatrix::identity(n, n) * p.mu;
    let chol = Cholesky::new(&damped).map_err(|e| DynamicsError::DependentContacts {
        contact: rows.slots[e.index].1,
        pivot_ratio: e.ratio,
    })?;
    let mut lambda = DVector::zeros(n);
    for _ in 0..p.max_iterations {
        let mut next = &lambda * p.mu - r;
        chol.solve_in_place(next.as_mut_slice());
        lambda = next;
        let residual = delta * &lambda + r;
        if residual.amax() <= p.tolerance {
            return Ok(lambda);
        }
    }
    let residual = (delta * &lambda + r).amax();
    Err(DynamicsError::ContactsNotSatisfied { residual })
}

/// `λ` with every contact's slot from the active rows' values.
pub(crate) fn scatter(rows: &ActiveRows, values: &DVector<f64>) -> DVector<f64> {
    let mut lambda = DVector::zeros(rows.len);
    for (&(slot, _), &x) in rows.slots.iter().zip(values.iter()) {
        lambda[slot] = x;
    }
    lambda
}

/// Forward dynamics of a floating tree standing on its `active` contacts (Pinocchio's
/// `constraintDynamics`, with the joints' losses): `a` and `λ` at `(q, v)` under the
/// generalized force `tau` (its base part a wrench on the base, zero for a robot that only
/// touches through its contacts); the conventions are the module's.
///
/// Fails on a contact whose frame the tree does not have ([`DynamicsError::UnknownFrame`]), an
/// `active` of another length than `contacts` ([`DynamicsError::DimensionMismatch`]), a state
/// [`floating_aba`](crate::floating_aba) refuses, dependent active contacts without
/// [`ContactOptions::proximal`] ([`DynamicsError::DependentContacts`]), proximal iterations that
/// do not converge ([`DynamicsError::ContactsNotSatisfied`]), or a result that is not finite.
pub fn floating_constraint_dynamics(
    fm: &FloatingMultibody,
    contacts: &[Contact],
    active: &[bool],
    q: &DVector<f64>,
    v: &DVector<f64>,
    tau: &DVector<f64>,
    options: &ContactOptions,
) -> Result<ConstrainedDynamics, DynamicsError> {
    options.check(contacts.len())?;
    let (chol, a_free) = floating_forward_parts(fm, q, v, tau)?;
    let rows = contact_jacobian(fm, contacts, active, q, options)?;
    if rows.j.nrows() == 0 {
        let lambda = DVector::zeros(rows.len);
        return Ok(ConstrainedDynamics { a: a_free, lambda });
    }
    let gamma = contact_bias(fm, contacts, active, q, v, options)?;
    let minv_jt = chol.solve_matrix(&rows.j.transpose());
    let delta = &rows.j * &minv_jt;
    let r = &rows.j * &a_free + gamma;
    let lambda = solve_delassus(&delta, &r, &rows, options)?;
    let a = a_free + &minv_jt * &lambda;
    Ok(ConstrainedDynamics {
        a: crate::api::error::finite("constrained forward dynamics", a)?,
        lambda: crate::api::error::finite("contact forces", scatter(&rows, &lambda))?,
    })
}
