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
use nalgebra::{DVector, Matrix3, Matrix4, SymmetricEigen};
use std::fmt;

/// Relative tolerance of the consistency checks: an eigenvalue of `J` may be as low as
/// `−1e-9 · max|λ(J)|`, the triangle inequality may fail by `1e-9` of the largest principal
/// moment (the tolerance of the model's own inertia check, [`crate::model::INERTIA_REL_TOL`]).
pub const CONSISTENCY_REL_TOL: f64 = 1e-9;

/// The pseudo-inertia matrix `J = [[½ tr(I) 1 − I, m c], [(m c)ᵀ, m]]` of the ten standard
/// parameters `p = [m, m c_x, m c_y, m c_z, I_xx, I_xy, I_yy, I_xz, I_yz, I_zz]`.
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

/// The nearest physically consistent parameters in the Frobenius norm of the pseudo-inertia:
/// `J`'s negative eigenvalues set to zero (the projection onto the positive semi-definite
/// cone). Parameters that are already consistent are returned unchanged up to rounding. NaN or
/// infinite parameters are returned unchanged.
pub fn project_to_consistent(p: &[f64; 10]) -> [f64; 10] {
    if p.iter().any(|x| !x.is_finite()) {
        return *p;
    }
    let e = SymmetricEigen::new(pseudo_inertia(p));
    let clipped = e.eigenvalues.map(|x| x.max(0.0));
    let j = e.eigenvectors * Matrix4::from_diagonal(&clipped) * e.eigenvectors.transpose();
    from_pseudo_inertia(&j)
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
    /// The principal moments about the centre of mass, ascending (`None` when the mass is not
    /// positive: no centre of mass).
    pub principal_moments: Option<[f64; 3]>,
    /// `m > 0`.
    pub mass_positive: bool,
    /// `J` positive semi-definite within [`CONSISTENCY_REL_TOL`].
    pub pseudo_inertia_psd: bool,
    /// The principal moments about the centre of mass are non-negative and satisfy the triangle
    /// inequality `λ₁ + λ₂ ≥ λ₃` within [`CONSISTENCY_REL_TOL`] (false without a positive mass).
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
/// semi-definite pseudo-inertia, triangle inequality about the centre of mass; and non-negative
/// joint terms.
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
        .collect();
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

fn body_consistency(body: usize, p: &[f64; 10]) -> BodyConsistency {
    let m = p[0];
    let ev = SymmetricEigen::new(pseudo_inertia(p)).eigenvalues;
    let min = ev.min();
    let scale = ev.amax();
    let pseudo_inertia_psd = min >= -CONSISTENCY_REL_TOL * scale;
    let principal_moments = (m > 0.0).then(|| {
        let h = nalgebra::Vector3::new(p[1], p[2], p[3]);
        let ic = inertia(p) - (Matrix3::identity() * h.norm_squared() - h * h.transpose()) / m;
        let mut l: Vec<f64> = SymmetricEigen::new(ic)
            .eigenvalues
            .iter()
            .copied()
            .collect();
        l.sort_by(f64::total_cmp);
        [l[0], l[1], l[2]]
    });
    let triangle_inequality = principal_moments.is_some_and(|l| {
        let tol = CONSISTENCY_REL_TOL * l[2].abs().max(l[0].abs());
        l[0] >= -tol && l[0] + l[1] >= l[2] - tol
    });
    BodyConsistency {
        body,
        mass: m,
        pseudo_inertia_min_eigenvalue: min,
        principal_moments,
        mass_positive: m > 0.0,
        pseudo_inertia_psd,
        triangle_inequality,
    }
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
        if self.mass_positive && !self.triangle_inequality {
            why.push("principal moments violate the triangle inequality");
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
