//! [`Multibody`]: a validated chain with its constant per-link data precomputed, and the
//! map between the chain's angle convention and the relative joint coordinates that the
//! algorithms use internally.
//!
//! # Absolute angles
//!
//! With [`AngleConvention::Absolute`] the public coordinates are absolute angles and
//! `q_rel = T q_abs` with the difference matrix `T` (`q_rel_1 = q_abs_1`,
//! `q_rel_i = q_abs_i - q_abs_{i-1}`); the same for `q̇` and `q̈`. Power is invariant, so
//! the generalized force conjugate to `q_abs` is `u_abs = Tᵀ τ_rel`
//! (`u_abs_i = τ_rel_i - τ_rel_{i+1}`, i.e. the torque of motor `i` minus the reaction of
//! motor `i+1`). Hence every quantity is returned in absolute coordinates:
//! `M_abs = Tᵀ M T`, `C_abs = Tᵀ C T`, `(C q̇)_abs = Tᵀ (C q̇)_rel`, `g_abs = Tᵀ g_rel`,
//! and the equations of motion keep their form `M_abs q̈_abs + C_abs q̇_abs + g_abs = u_abs`.
//! Every public function takes and returns the chain's convention.
//!
//! Beside it: the spatial algebra the algorithms compute in ([`spatial`]), the mass matrix's
//! Cholesky factorisation ([`cholesky`]) and its singularity check ([`mass_check`]).

pub mod cholesky;
pub mod floating;
pub mod mass_check;
pub mod spatial;

use crate::api::error::DynamicsError;
use crate::multibody::spatial::{M3, V3};
use chaindyn_model::{AngleConvention, Chain, JointDynamics, JointKind};
use nalgebra::{DMatrix, DVector, Rotation3, Unit};

#[derive(Debug, Clone)]
pub(crate) struct LinkData {
    pub kind: JointKind,
    /// Unit axis in the joint frame.
    pub axis: V3,
    pub origin_rot: M3,
    pub origin_pos: V3,
    pub mass: f64,
    pub com: V3,
    pub inertia_com: M3,
    /// Armature, damping and friction of the joint.
    pub dynamics: JointDynamics,
}

/// A validated [`Chain`] prepared for the dynamics algorithms (unit axes, rotation
/// matrices of the joint origins). Build it once with [`Multibody::new`] and pass it to
/// every algorithm of this crate.
#[derive(Debug, Clone)]
pub struct Multibody {
    chain: Chain,
    pub(crate) links: Vec<LinkData>,
    /// The parent of each link: `None` on the base, else an earlier link (Pinocchio's
    /// `parents`, topological order).
    pub(crate) parents: Vec<Option<usize>>,
    pub(crate) gravity: V3,
}

impl Multibody {
    /// Refuses a chain of more than [`MAX_REFERENCE_DOF`](crate::limits::MAX_REFERENCE_DOF)
    /// degrees of freedom ([`DynamicsError::TooManyJoints`]), validates the chain
    /// ([`Chain::validate`]), checks its mass matrix by the rule the derive
    /// applies at build time ([`Multibody::check_mass_matrix`]: positive definite and finite at
    /// `q = 0` and at a few fixed configurations), and precomputes its constant data. A chain the
    /// derive refuses is refused here too, with the same error.
    pub fn new(chain: &Chain) -> Result<Multibody, DynamicsError> {
        let mb = Multibody::unchecked(chain)?;
        mb.check_mass_matrix()?;
        Ok(mb)
    }

    /// [`Multibody::new`] without the mass-matrix check (validation only).
    pub(crate) fn unchecked(chain: &Chain) -> Result<Multibody, DynamicsError> {
        let limit = crate::limits::MAX_REFERENCE_DOF;
        if chain.links.len() > limit {
            return Err(DynamicsError::TooManyJoints {
                dof: chain.links.len(),
                limit,
            });
        }
        let chain = chain.normalized()?;
        let links = chain
            .links
            .iter()
            .map(|l| {
                let r = chaindyn_model::rpy_to_matrix(l.joint.origin_rpy);
                LinkData {
                    kind: l.joint.kind,
                    axis: V3::from(l.joint.axis),
                    origin_rot: M3::from_fn(|i, j| r[i][j]),
                    origin_pos: V3::from(l.joint.origin_xyz),
                    mass: l.body.mass,
                    com: V3::from(l.body.com),
                    inertia_com: M3::from_fn(|i, j| {
                        0.5 * (l.body.inertia[i][j] + l.body.inertia[j][i])
                    }),
                    dynamics: l.joint.dynamics,
                }
            })
            .collect();
        Ok(Multibody {
            gravity: V3::from(chain.gravity),
            parents: chain.parents.clone(),
            chain,
            links,
        })
    }

    /// The (normalised) chain.
    pub fn chain(&self) -> &Chain {
        &self.chain
    }

    /// Number of degrees of freedom.
    pub fn dof(&self) -> usize {
        self.links.len()
    }

    /// The angle convention of the public coordinates.
    pub fn convention(&self) -> AngleConvention {
        self.chain.convention
    }

    pub(crate) fn absolute(&self) -> bool {
        self.chain.convention == AngleConvention::Absolute
    }

    /// Rotation of a revolute joint by `q` about its unit axis.
    pub(crate) fn joint_rotation(axis: &V3, q: f64) -> M3 {
        Rotation3::from_axis_angle(&Unit::new_unchecked(*axis), q).into_inner()
    }

    /// Length and finiteness check of an argument.
    pub(crate) fn check(
        &self,
        argument: &'static str,
        x: &DVector<f64>,
    ) -> Result<(), DynamicsError> {
        if x.len() != self.dof() {
            return Err(DynamicsError::DimensionMismatch {
                argument,
                expected: self.dof(),
                found: x.len(),
            });
        }
        if let Some(index) = x.iter().position(|v| !v.is_finite()) {
            return Err(DynamicsError::NonFiniteInput { argument, index });
        }
        Ok(())
    }

    /// Coordinates (q, q̇ or q̈) of the chain's convention to relative ones: `T x`.
    pub(crate) fn coords_to_relative(&self, x: &DVector<f64>) -> DVector<f64> {
        if !self.absolute() {
            return x.clone();
        }
        DVector::from_vec(chaindyn_model::absolute_to_relative(x.as_slice()))
    }

    /// Relative coordinates to the chain's convention: `T⁻¹ x` (cumulative sums).
    pub(crate) fn coords_from_relative(&self, x: DVector<f64>) -> DVector<f64> {
        if !self.absolute() {
            return x;
        }
        DVector::from_vec(chaindyn_model::relative_to_absolute(x.as_slice()))
    }

    /// Relative generalized forces to the chain's convention: `Tᵀ τ`.
    pub(crate) fn force_from_relative(&self, tau: DVector<f64>) -> DVector<f64> {
        if !self.absolute() {
            return tau;
        }
        let n = tau.len();
        DVector::from_fn(n, |i, _| {
            if i + 1 < n {
                tau[i] - tau[i + 1]
            } else {
                tau[i]
            }
        })
    }

    /// Generalized forces of the chain's convention to relative ones: `T⁻ᵀ u`
    /// (suffix sums).
    pub(crate) fn force_to_relative(&self, u: &DVector<f64>) -> DVector<f64> {
        if !self.absolute() {
            return u.clone();
        }
        let mut out = u.clone();
        for i in (0..out.len().saturating_sub(1)).rev() {
            out[i] += out[i + 1];
        }
        out
    }

    /// `Tᵀ X`: a (force × anything) matrix such as a joint torque regressor, each column a
    /// generalized force in relative coordinates, to the chain's convention.
    pub(crate) fn rows_from_relative(&self, x: DMatrix<f64>) -> DMatrix<f64> {
        if !self.absolute() {
            return x;
        }
        left_t_transpose(x)
    }

    /// `Tᵀ X T`: a (force × coordinate) matrix such as `M`, `C`, `∂τ/∂q` to the
    /// chain's convention.
    pub(crate) fn congruence(&self, x: DMatrix<f64>) -> DMatrix<f64> {
        if !self.absolute() {
            return x;
        }
        let x = right_t(x);
        left_t_transpose(x)
    }

    /// `X T`: a (quantity × coordinate) matrix such as a frame's Jacobian to the chain's
    /// convention (column `j` becomes `x_j − x_{j+1}` for absolute angles).
    pub(crate) fn columns_to_convention(&self, x: DMatrix<f64>) -> DMatrix<f64> {
        if !self.absolute() {
            return x;
        }
        right_t(x)
    }

    /// `T⁻¹ J T`: a (coordinate × coordinate) matrix such as `∂q̈/∂q` to the chain's
    /// convention.
    pub(crate) fn similarity(&self, j: DMatrix<f64>) -> DMatrix<f64> {
        if !self.absolute() {
            return j;
        }
        let mut x = right_t(j);
        // T⁻¹ from the left: cumulative sums of the rows.
        for r in 1..x.nrows() {
            for c in 0..x.ncols() {
                let prev = x[(r - 1, c)];
                x[(r, c)] += prev;
            }
        }
        x
    }

    /// `T⁻¹ X T⁻ᵀ`: the inverse mass matrix (coordinate × force) to the chain's
    /// convention.
    pub(crate) fn inverse_congruence(&self, x: DMatrix<f64>) -> DMatrix<f64> {
        if !self.absolute() {
            return x;
        }
        let mut x = x;
        let n = x.nrows();
        for r in 1..n {
            for c in 0..n {
                let prev = x[(r - 1, c)];
                x[(r, c)] += prev;
            }
        }
        for c in 1..n {
            for r in 0..n {
                let prev = x[(r, c - 1)];
                x[(r, c)] += prev;
            }
        }
        x
    }

    /// `∂M/∂q` (one matrix per coordinate) to the chain's convention:
    /// `∂M_abs/∂q_abs_j = Tᵀ (∂M/∂q_rel_j - ∂M/∂q_rel_{j+1}) T`.
    pub(crate) fn mass_derivative_from_relative(&self, d: Vec<DMatrix<f64>>) -> Vec<DMatrix<f64>> {
        if !self.absolute() {
            return d;
        }
        let n = d.len();
        (0..n)
            .map(|j| {
                let x = if j + 1 < n {
                    &d[j] - &d[j + 1]
                } else {
                    d[j].clone()
                };
                self.congruence(x)
            })
            .collect()
    }
}

/// `X T` with the difference matrix `T`: column j becomes `x_j - x_{j+1}`.
fn right_t(mut x: DMatrix<f64>) -> DMatrix<f64> {
    let n = x.ncols();
    for c in 0..n.saturating_sub(1) {
        for r in 0..x.nrows() {
            let next = x[(r, c + 1)];
            x[(r, c)] -= next;
        }
    }
    x
}

/// `Tᵀ X`: row i becomes `x_i - x_{i+1}`.
fn left_t_transpose(mut x: DMatrix<f64>) -> DMatrix<f64> {
    let n = x.nrows();
    for r in 0..n.saturating_sub(1) {
        for c in 0..x.ncols() {
            let next = x[(r + 1, c)];
            x[(r, c)] -= next;
        }
    }
    x
}

#[cfg(test)]
mod tests {
    use super::*;
    use chaindyn_model::{Body, Joint, Link};

    fn absolute_chain(n: usize) -> Multibody {
        let links = (0..n)
            .map(|i| Link {
                joint: Joint::revolute(format!("j{i}"), [0.0, 0.0, 1.0]),
                body: Body::point_mass(format!("b{i}"), 1.0, [1.0, 0.0, 0.0]),
            })
            .collect();
        Multibody::new(&Chain::new(
            links,
            [0.0, -9.81, 0.0],
            AngleConvention::Absolute,
        ))
        .unwrap()
    }

    #[test]
    fn convention_maps_agree_with_the_difference_matrix() {
        // Exact small-integer arithmetic: compared with ==.
        let n = 4;
        let mb = absolute_chain(n);
        let t = DMatrix::from_fn(n, n, |i, j| {
            if i == j {
                1.0
            } else if i == j + 1 {
                -1.0
            } else {
                0.0
            }
        });
        let tinv = DMatrix::from_fn(n, n, |i, j| if i >= j { 1.0 } else { 0.0 });
        let x = DVector::from_vec(vec![1.0, 3.0, -2.0, 5.0]);
        assert_eq!(mb.coords_to_relative(&x), &t * &x);
        assert_eq!(mb.coords_from_relative(x.clone()), &tinv * &x);
        assert_eq!(mb.force_from_relative(x.clone()), t.transpose() * &x);
        assert_eq!(mb.force_to_relative(&x), tinv.transpose() * &x);
        let m = DMatrix::from_fn(n, n, |i, j| (i * 7 + j * 3) as f64 - 5.0);
        assert_eq!(mb.congruence(m.clone()), t.transpose() * &m * &t);
        assert_eq!(mb.similarity(m.clone()), &tinv * &m * &t);
        assert_eq!(
            mb.inverse_congruence(m.clone()),
            &tinv * &m * tinv.transpose()
        );
    }
}
