//! Physical consistency of estimated parameters by the pseudo-inertia matrix (Wensing, Kim &
//! Slotine 2017, "Linear matrix inequalities for physically consistent inertial parameter
//! identification: a statistical perspective on the mass distribution").
//!
//! The ten standard parameters of a body are those of a real mass distribution if and only if
//! its pseudo-inertia
//!
//! ```text
//! J = [[Σ, h], [hᵀ, m]],   Σ = ½ tr(I) 1 − I,   h = m c,
//! ```
//!
//! (`I` about the body frame's origin; `J = ∫ [r; 1][r; 1]ᵀ dm` is the second moment matrix of
//! the density) is positive semi-definite. That implies a non-negative mass and the triangle
//! inequalities of the principal moments about the centre of mass, which are reported too.

use super::error::IdentificationError;
use super::Columns;
use nalgebra::{DVector, Matrix3, Matrix4, SymmetricEigen, Vector3};
use std::fmt;

/// Relative tolerance of the consistency checks: `1e-9` (the tolerance of the model's own
/// inertia check, [`crate::model::INERTIA_REL_TOL`]). Every check is made in units of the
/// body's scale, the largest magnitude `S = max|λ(J)|` of the eigenvalues of its pseudo-inertia
/// `J`: an eigenvalue of `J` may be as low as `−1e-9 · S`; the principal moments about the
/// centre of mass may be as low as `−t`, and the triangle inequality may fail by `t`, with
/// `t = 1e-9 · max(S, largest |principal moment|)`. The moments about the centre of mass come
/// from the parameters about the body frame's origin by a subtraction whose rounding is relative
/// to `S`, not to the (possibly much smaller) moments, hence `S` in `t` (a point mass away from
/// the origin has moments of zero that come out as ±1e-17).
pub const CONSISTENCY_REL_TOL: f64 = 1e-9;

/// The margin of [`project_to_consistent`]: every eigenvalue of the projected pseudo-inertia is
/// at least `1e-9` times the largest magnitude of the eigenvalues of the given one. It puts the
/// projection strictly inside the consistent set, far above the rounding of forming parameters
/// from `J` (`1e-16` relative), so that [`check_physical_consistency`] accepts it: a positive
/// mass, `J` positive definite, principal moments about the centre of mass of at least twice the
/// margin, and as much room in their triangle inequality.
pub const PROJECTION_MARGIN: f64 = 1e-9;

/// The smallest scale (largest magnitude of the ten parameters) that [`project_to_consistent`]
/// projects: `1e-290`. The projection's margin is at least half of [`PROJECTION_MARGIN`] times
/// the scale, so it stays eight orders of magnitude above the subnormal numbers (below
/// `2.2e-308`, where it would lose its digits). Smaller parameters (all zero among them) are
/// [`IdentificationError::NoConsistentProjection`].
pub const MIN_PROJECTION_SCALE: f64 = 1e-290;

/// The pseudo-inertia matrix `J = [[½ tr(I) 1 − I, m c], [(m c)ᵀ, m]]` of the ten standard
/// parameters `p = [m, m c_x, m c_y, m c_z, I_xx, I_xy, I_yy, I_xz, I_yz, I_zz]` (entries
/// overflow to infinity for inertias near `f64::MAX`; the checks below work in units of the
/// parameters' largest magnitude instead).
pub fn pseudo_inertia(p: &[f64; 10]) -> Matrix4<f64> {
    let i = inertia(p);
    let sigma = Matrix3::identity() * (0.5 * i.trace()) - i;
    let mut j = Matrix4::zeros();
    j.fixed_view_mut::<3, 3>(0, 0).copy_from(&sigma);
    for r in 0..3 {
        j[(r, 3)] = p[1 + r];
        j[(3, r)] = p[1 + r];
    }
    j[(3, 3)] = p[0];
    j
}

/// The symmetric inertia matrix of the parameters' six inertia entries.
fn inertia(p: &[f64; 10]) -> Matrix3<f64> {
    Matrix3::new(p[4], p[5], p[7], p[5], p[6], p[8], p[7], p[8], p[9])
}

/// The parameters of a pseudo-inertia matrix (the inverse of [`pseudo_inertia`]:
/// `I = tr(Σ) 1 − Σ`).
fn from_pseudo_inertia(j: &Matrix4<f64>) -> [f64; 10] {
    let sigma = j.fixed_view::<3, 3>(0, 0);
    let i = Matrix3::identity() * sigma.trace() - sigma;
    let sym = |r: usize, s: usize| 0.5 * (i[(r, s)] + i[(s, r)]);
    [
        j[(3, 3)],
        0.5 * (j[(0, 3)] + j[(3, 0)]),
        0.5 * (j[(1, 3)] + j[(3, 1)]),
        0.5 * (j[(2, 3)] + j[(3, 2)]),
        sym(0, 0),
        sym(0, 1),
        sym(1, 1),
        sym(0, 2),
        sym(1, 2),
        sym(2, 2),
    ]
}

/// The largest magnitude of the (finite) parameters, `s`, and the parameters in units of it,
/// `p / s` (every entry in `[−1, 1]`; all zero when `s = 0`). Every check is homogeneous of
/// degree one in the parameters, so it has the same outcome in these units, where no product
/// overflows and no subnormal number loses digits.
fn normalised(p: &[f64; 10]) -> (f64, [f64; 10]) {
    let s = p.iter().fold(0.0f64, |m, x| m.max(x.abs()));
    if s == 0.0 {
        return (0.0, *p);
    }
    (s, p.map(|x| x / s))
}

/// The nearest physically consistent parameters in the Frobenius norm of the pseudo-inertia,
/// with a margin. Parameters that [`check_physical_consistency`] accepts are returned
/// unchanged; the others get the eigenvalues of `J` raised to at least [`PROJECTION_MARGIN`]
/// times their largest magnitude (the projection onto the positive semi-definite cone, moved
/// strictly inside it), computed in units of the parameters' largest magnitude. The result
/// passes [`check_physical_consistency`] (it is checked by the same rule before it is
/// returned).
///
/// Refused: a NaN or infinite parameter ([`IdentificationError::NonFinite`]); inconsistent
/// parameters whose largest magnitude is zero or below [`MIN_PROJECTION_SCALE`]
/// ([`IdentificationError::NoConsistentProjection`]); parameters whose check or projection
/// overflows `f64` (near `f64::MAX`: [`IdentificationError::NonFiniteResult`]).
pub fn project_to_consistent(p: &[f64; 10]) -> Result<[f64; 10], IdentificationError> {
    if let Some(index) = p.iter().position(|x| !x.is_finite()) {
        return Err(IdentificationError::NonFinite {
            argument: "parameters",
            index,
        });
    }
    if body_consistency(0, p)?.is_consistent() {
        return Ok(*p);
    }
    let (s, q) = normalised(p);
    let none = IdentificationError::NoConsistentProjection {
        scale: s,
        limit: MIN_PROJECTION_SCALE,
    };
    if s < MIN_PROJECTION_SCALE {
        return Err(none);
    }
    let e = SymmetricEigen::new(pseudo_inertia(&q));
    let floor = PROJECTION_MARGIN * e.eigenvalues.amax();
    let raised = e.eigenvalues.map(|x| x.max(floor));
    let j = e.eigenvectors * Matrix4::from_diagonal(&raised) * e.eigenvectors.transpose();
    let out = from_pseudo_inertia(&j).map(|x| x * s);
    if out.iter().any(|x| !x.is_finite()) {
        return Err(IdentificationError::NonFiniteResult {
            quantity: "projected parameters",
        });
    }
    if !body_consistency(0, &out)?.is_consistent() {
        return Err(none);
    }
    Ok(out)
}

/// The consistency of one body's parameters.
#[derive(Debug, Clone, PartialEq)]
pub struct BodyConsistency {
    /// Index of the body (link index, from 0).
    pub body: usize,
    /// Its mass.
    pub mass: f64,
    /// The smallest eigenvalue of its pseudo-inertia `J`.
    pub pseudo_inertia_min_eigenvalue: f64,
    /// The principal moments about the centre of mass, ascending. `None` when there is no
    /// centre of mass in `f64`: the mass is not positive, or so small for its first moment that
    /// `c = (m c) / m` or the inertia about it overflows (`m = 1e-320` with `m c_x = 1e-3` puts
    /// the centre of mass 1e317 m away).
    pub principal_moments: Option<[f64; 3]>,
    /// `m > 0`.
    pub mass_positive: bool,
    /// `J` positive semi-definite within [`CONSISTENCY_REL_TOL`].
    pub pseudo_inertia_psd: bool,
    /// The principal moments about the centre of mass are non-negative and satisfy the triangle
    /// inequality `λ₁ + λ₂ ≥ λ₃` within [`CONSISTENCY_REL_TOL`] (false without principal
    /// moments).
    pub triangle_inequality: bool,
}

impl BodyConsistency {
    /// Every check passed.
    pub fn is_consistent(&self) -> bool {
        self.mass_positive && self.pseudo_inertia_psd && self.triangle_inequality
    }
}

/// The consistency of a whole parameter vector: one entry per body, and the joint terms that are
/// negative (armature, damping or friction below zero).
#[derive(Debug, Clone, PartialEq)]
pub struct ConsistencyReport {
    /// Every body, in link order.
    pub bodies: Vec<BodyConsistency>,
    /// `(joint index, "armature" | "damping" | "friction", value)` of every negative joint term.
    pub negative_joint_terms: Vec<(usize, &'static str, f64)>,
}

impl ConsistencyReport {
    /// Every body is consistent and no joint term is negative.
    pub fn is_consistent(&self) -> bool {
        self.bodies.iter().all(BodyConsistency::is_consistent)
            && self.negative_joint_terms.is_empty()
    }
}

/// The physical consistency of every body of the standard parameter vector `parameters`
/// (`10 N` entries, or `13 N` with [`Columns::BodiesAndJoints`]): positive mass, positive
/// semi-definite pseudo-inertia, triangle inequality about the centre of mass (with the
/// tolerances of [`CONSISTENCY_REL_TOL`]); and non-negative joint terms. The checks are made in
/// units of each body's largest parameter magnitude, so that they hold from subnormal to
/// `f64::MAX` parameters; a reported eigenvalue or principal moment that exceeds `f64` (a body
/// whose inertias are near `f64::MAX`) is [`IdentificationError::NonFiniteResult`].
pub fn check_physical_consistency(
    parameters: &DVector<f64>,
    columns: Columns,
) -> Result<ConsistencyReport, IdentificationError> {
    let per_link = columns.count(1);
    if !parameters.len().is_multiple_of(per_link) {
        return Err(IdentificationError::DimensionMismatch {
            argument: "parameters",
            expected: per_link * parameters.len().div_ceil(per_link),
            found: parameters.len(),
        });
    }
    if let Some(index) = parameters.iter().position(|x| !x.is_finite()) {
        return Err(IdentificationError::NonFinite {
            argument: "parameters",
            index,
        });
    }
    let n = parameters.len() / per_link;
    let bodies = (0..n)
        .map(|i| {
            let mut p = [0.0; 10];
            p.copy_from_slice(&parameters.as_slice()[10 * i..10 * i + 10]);
            body_consistency(i, &p)
        })
        .collect::<Result<_, _>>()?;
    let mut negative_joint_terms = Vec::new();
    if columns == Columns::BodiesAndJoints {
        for i in 0..n {
            for (k, name) in ["armature", "damping", "friction"].into_iter().enumerate() {
                let x = parameters[10 * n + 3 * i + k];
                if x < 0.0 {
                    negative_joint_terms.push((i, name, x));
                }
            }
        }
    }
    Ok(ConsistencyReport {
        bodies,
        negative_joint_terms,
    })
}

/// The checks of one body's (finite) parameters, made in units of their largest magnitude.
fn body_consistency(body: usize, p: &[f64; 10]) -> Result<BodyConsistency, IdentificationError> {
    let (s, q) = normalised(p);
    let ev = SymmetricEigen::new(pseudo_inertia(&q)).eigenvalues;
    let (min, scale) = (ev.min(), ev.amax());
    let mass_positive = p[0] > 0.0;
    let moments = if mass_positive {
        moments_about_com(p, &q)
    } else {
        None
    };
    let triangle_inequality = moments.is_some_and(|l| {
        let tol = CONSISTENCY_REL_TOL * scale.max(l[0].abs()).max(l[2].abs());
        l[0] >= -tol && l[0] + l[1] >= l[2] - tol
    });
    let out = BodyConsistency {
        body,
        mass: p[0],
        pseudo_inertia_min_eigenvalue: min * s,
        principal_moments: moments.map(|l| l.map(|x| x * s)),
        mass_positive,
        pseudo_inertia_psd: min >= -CONSISTENCY_REL_TOL * scale,
        triangle_inequality,
    };
    let reported = out.principal_moments.unwrap_or_default();
    if !(out.pseudo_inertia_min_eigenvalue.is_finite() && reported.iter().all(|x| x.is_finite())) {
        return Err(IdentificationError::NonFiniteResult {
            quantity: "smallest pseudo-inertia eigenvalue or principal moments of a body",
        });
    }
    Ok(out)
}

/// The principal moments about the centre of mass, ascending, of parameters `p` with a positive
/// mass, in the units of `q = p / s`: the eigenvalues of `I − m (|c|² 1 − c cᵀ)`, with the centre
/// of mass `c = (m c) / m` taken from `p` (so that a mass below `s · ε` keeps it) and
/// `m (|c|² 1 − c cᵀ) = (h·c) 1 − (h cᵀ + c hᵀ) / 2`, `h = m c` in `q`'s units. `None` when `c`
/// or these moments overflow.
fn moments_about_com(p: &[f64; 10], q: &[f64; 10]) -> Option<[f64; 3]> {
    let c = Vector3::new(p[1], p[2], p[3]) / p[0];
    let h = Vector3::new(q[1], q[2], q[3]);
    let shift = Matrix3::identity() * h.dot(&c) - (h * c.transpose() + c * h.transpose()) * 0.5;
    let ic = inertia(q) - shift;
    if !ic.iter().all(|x| x.is_finite()) {
        return None;
    }
    // The eigenvalues of `ic / t` times `t`: no square of an entry near f64::MAX.
    let t = ic.amax();
    if t == 0.0 {
        return Some([0.0; 3]);
    }
    let mut l: [f64; 3] = SymmetricEigen::new(ic / t)
        .eigenvalues
        .map(|x| x * t)
        .into();
    l.sort_by(f64::total_cmp);
    l.iter().all(|x| x.is_finite()).then_some(l)
}

impl fmt::Display for BodyConsistency {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "body {}: {} (m = {:e}, min eigenvalue of the pseudo-inertia {:e}",
            self.body,
            if self.is_consistent() {
                "consistent"
            } else {
                "NOT consistent"
            },
            self.mass,
            self.pseudo_inertia_min_eigenvalue
        )?;
        if let Some(l) = self.principal_moments {
            write!(
                f,
                ", principal moments about the centre of mass [{:e}, {:e}, {:e}]",
                l[0], l[1], l[2]
            )?;
        }
        write!(f, ")")?;
        let mut why = Vec::new();
        if !self.mass_positive {
            why.push("mass not positive");
        }
        if !self.pseudo_inertia_psd {
            why.push("pseudo-inertia not positive semi-definite");
        }
        match self.principal_moments {
            None if self.mass_positive => why.push(
                "no centre of mass in f64 (the mass is too small for its first moment), so the \
                 triangle inequality is not verified",
            ),
            Some(_) if !self.triangle_inequality => {
                why.push("principal moments violate the triangle inequality")
            }
            _ => {}
        }
        if !why.is_empty() {
            write!(f, ": {}", why.join("; "))?;
        }
        Ok(())
    }
}

impl fmt::Display for ConsistencyReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "physical consistency: {}",
            if self.is_consistent() {
                "every body is consistent"
            } else {
                "NOT consistent"
            }
        )?;
        for b in &self.bodies {
            writeln!(f, "  {b}")?;
        }
        for (joint, name, value) in &self.negative_joint_terms {
            writeln!(f, "  joint {joint}: {name} = {value:e} < 0")?;
        }
        Ok(())
    }
}
