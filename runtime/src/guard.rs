//! The output guard of the reference algorithms: a result that is not finite is an error, never
//! a value inside `Ok`. Inputs are checked for length and finiteness first; values that are each
//! finite can still overflow when multiplied (`m·c²` of a 1e200 mass at 1e200 m, gravity of
//! 1e300, a velocity of 1e200 squared), and the guard turns that into
//! [`DynamicsError::NonFiniteResult`] naming the quantity.

use crate::error::DynamicsError;
use crate::kinematics::Pose;
use crate::linearize::{Linearization, StateSpace};
use crate::rnea_derivatives::RneaDerivatives;
use nalgebra::{Dim, Matrix, RawStorage};

/// A result whose every number can be checked for finiteness.
pub(crate) trait Finite {
    /// Every number is finite (not NaN, not infinite).
    fn all_finite(&self) -> bool;
}

impl Finite for f64 {
    fn all_finite(&self) -> bool {
        self.is_finite()
    }
}

impl<R: Dim, C: Dim, S: RawStorage<f64, R, C>> Finite for Matrix<f64, R, C, S> {
    fn all_finite(&self) -> bool {
        self.iter().all(|x| x.is_finite())
    }
}

impl<T: Finite> Finite for Vec<T> {
    fn all_finite(&self) -> bool {
        self.iter().all(Finite::all_finite)
    }
}

impl<A: Finite, B: Finite> Finite for (A, B) {
    fn all_finite(&self) -> bool {
        self.0.all_finite() && self.1.all_finite()
    }
}

impl Finite for Pose {
    fn all_finite(&self) -> bool {
        self.rotation.all_finite() && self.translation.all_finite()
    }
}

impl Finite for Linearization {
    fn all_finite(&self) -> bool {
        self.qdd.all_finite()
            && self.mass_matrix.all_finite()
            && self.mass_matrix_inverse.all_finite()
            && self.dmass_dq.all_finite()
            && self.dcoriolis_dq.all_finite()
            && self.dcoriolis_dqd.all_finite()
            && self.dgravity_dq.all_finite()
            && self.dtau_dq.all_finite()
            && self.dtau_dqd.all_finite()
            && self.dqdd_dq.all_finite()
            && self.dqdd_dqd.all_finite()
            && self.a.all_finite()
            && self.b.all_finite()
    }
}

impl Finite for StateSpace {
    fn all_finite(&self) -> bool {
        self.qdd.all_finite() && self.a.all_finite() && self.b.all_finite()
    }
}

impl Finite for RneaDerivatives {
    fn all_finite(&self) -> bool {
        self.tau.all_finite()
            && self.dtau_dq.all_finite()
            && self.dtau_dqd.all_finite()
            && self.mass_matrix.all_finite()
    }
}

/// `Ok(value)` if every number of `value` is finite, else
/// [`DynamicsError::NonFiniteResult`] naming `quantity`.
pub(crate) fn finite<T: Finite>(quantity: &'static str, value: T) -> Result<T, DynamicsError> {
    if value.all_finite() {
        Ok(value)
    } else {
        Err(DynamicsError::NonFiniteResult { quantity })
    }
}
