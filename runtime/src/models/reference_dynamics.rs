//! [`ReferenceDynamics`]: the recursive reference algorithms behind the [`Dynamics`] trait, for a
//! chain known only at run time (a URDF read by the program, identified parameters): the control
//! layer, the simulators and iLQR run on it as on generated code.

use crate::algorithm::coriolis::coriolis_matrix;
use crate::algorithm::crba::crba;
use crate::algorithm::energy::{kinetic_energy, potential_energy};
use crate::algorithm::forward_dynamics::forward_dynamics;
use crate::algorithm::joint_losses::joint_losses;
use crate::algorithm::linearize::linearize;
use crate::algorithm::mass_derivative::mass_matrix_derivative;
use crate::algorithm::rnea::{coriolis_times_qd, gravity, rnea};
use crate::api::dynamics::{Dynamics, Linearized};
use crate::api::error::DynamicsError;
use crate::multibody::Multibody;
use chaindyn_model::Chain;
use nalgebra::{DMatrix, DVector, SMatrix, SVector};

/// A chain of `N` degrees of freedom evaluated by the recursive reference algorithms
/// ([`crba`](crate::crba), [`rnea`](crate::rnea), [`linearize`](crate::linearize), ...) through
/// the [`Dynamics`] trait.
///
/// The trait's methods return values, not results: where a reference algorithm fails (a state
/// with NaN or infinite entries, a singular mass matrix, a result that overflows `f64`), the
/// method returns NaN in every entry, as generated code does at a singular configuration. The
/// simulators and controllers report NaN as their typed errors
/// ([`SimError::NonFiniteState`](crate::simulate::SimError::NonFiniteState), ...). Call the
/// reference algorithms on [`ReferenceDynamics::multibody`] for the error itself.
///
/// ```
/// use chaindyn::{Chain, Dynamics, ReferenceDynamics};
/// use chaindyn::nalgebra::Vector2;
///
/// let chain = Chain::pendulum(&[1.0, 0.6], &[0.7, 0.5], 9.81).unwrap();
/// let model = ReferenceDynamics::<2>::new(&chain).unwrap();
/// let g = model.gravity(&Vector2::new(0.3, -0.2));
/// assert!(g.iter().all(|x| x.is_finite()));
/// ```
#[derive(Debug, Clone)]
pub struct ReferenceDynamics<const N: usize> {
    mb: Multibody,
}

impl<const N: usize> ReferenceDynamics<N> {
    /// The reference model of `chain`: [`Multibody::new`]'s checks, and `N` must be the chain's
    /// number of degrees of freedom ([`DynamicsError::DimensionMismatch`] otherwise).
    pub fn new(chain: &Chain) -> Result<Self, DynamicsError> {
        let mb = Multibody::new(chain)?;
        if mb.dof() != N {
            return Err(DynamicsError::DimensionMismatch {
                argument: "N",
                expected: mb.dof(),
                found: N,
            });
        }
        Ok(ReferenceDynamics { mb })
    }

    /// The validated chain, for the reference algorithms themselves.
    pub fn multibody(&self) -> &Multibody {
        &self.mb
    }
}

fn dv<const N: usize>(v: &SVector<f64, N>) -> DVector<f64> {
    DVector::from_column_slice(v.as_slice())
}

fn vector<const N: usize>(r: Result<DVector<f64>, DynamicsError>) -> SVector<f64, N> {
    r.map_or(SVector::repeat(f64::NAN), |v| {
        SVector::from_column_slice(v.as_slice())
    })
}

fn matrix<const N: usize>(r: Result<DMatrix<f64>, DynamicsError>) -> SMatrix<f64, N, N> {
    r.map_or(SMatrix::repeat(f64::NAN), |m| {
        SMatrix::from_column_slice(m.as_slice())
    })
}

impl<const N: usize> Dynamics<N> for ReferenceDynamics<N> {
    fn mass_matrix(&self, q: &SVector<f64, N>) -> SMatrix<f64, N, N> {
        matrix(crba(&self.mb, &dv(q)))
    }
    fn coriolis_matrix(&self, q: &SVector<f64, N>, qd: &SVector<f64, N>) -> SMatrix<f64, N, N> {
        matrix(coriolis_matrix(&self.mb, &dv(q), &dv(qd)))
    }
    fn coriolis_times_qd(&self, q: &SVector<f64, N>, qd: &SVector<f64, N>) -> SVector<f64, N> {
        vector(coriolis_times_qd(&self.mb, &dv(q), &dv(qd)))
    }
    fn gravity(&self, q: &SVector<f64, N>) -> SVector<f64, N> {
        vector(gravity(&self.mb, &dv(q)))
    }
    fn inverse_dynamics(
        &self,
        q: &SVector<f64, N>,
        qd: &SVector<f64, N>,
        qdd: &SVector<f64, N>,
    ) -> SVector<f64, N> {
        vector(rnea(&self.mb, &dv(q), &dv(qd), &dv(qdd)))
    }
    fn forward_dynamics(
        &self,
        q: &SVector<f64, N>,
        qd: &SVector<f64, N>,
        tau: &SVector<f64, N>,
    ) -> SVector<f64, N> {
        vector(forward_dynamics(&self.mb, &dv(q), &dv(qd), &dv(tau)))
    }
    fn kinetic_energy(&self, q: &SVector<f64, N>, qd: &SVector<f64, N>) -> f64 {
        kinetic_energy(&self.mb, &dv(q), &dv(qd)).unwrap_or(f64::NAN)
    }
    fn joint_losses(&self, qd: &SVector<f64, N>) -> SVector<f64, N> {
        vector(joint_losses(&self.mb, &dv(qd)))
    }
    fn potential_energy(&self, q: &SVector<f64, N>) -> f64 {
        potential_energy(&self.mb, &dv(q)).unwrap_or(f64::NAN)
    }
    fn mass_matrix_jacobian(&self, q: &SVector<f64, N>) -> [SMatrix<f64, N, N>; N] {
        match mass_matrix_derivative(&self.mb, &dv(q)) {
            Ok(d) => std::array::from_fn(|k| SMatrix::from_column_slice(d[k].as_slice())),
            Err(_) => [SMatrix::repeat(f64::NAN); N],
        }
    }
    fn coriolis_jacobians(
        &self,
        q: &SVector<f64, N>,
        qd: &SVector<f64, N>,
    ) -> (SMatrix<f64, N, N>, SMatrix<f64, N, N>) {
        let z = SVector::<f64, N>::zeros();
        match linearize(&self.mb, &dv(q), &dv(qd), &dv(&z)) {
            Ok(l) => (matrix(Ok(l.dcoriolis_dq)), matrix(Ok(l.dcoriolis_dqd))),
            Err(_) => (SMatrix::repeat(f64::NAN), SMatrix::repeat(f64::NAN)),
        }
    }
    fn gravity_jacobian(&self, q: &SVector<f64, N>) -> SMatrix<f64, N, N> {
        let z = SVector::<f64, N>::zeros();
        matrix(linearize(&self.mb, &dv(q), &dv(&z), &dv(&z)).map(|l| l.dgravity_dq))
    }
    fn linearize_blocks(
        &self,
        q: &SVector<f64, N>,
        qd: &SVector<f64, N>,
        u: &SVector<f64, N>,
    ) -> Linearized<N> {
        match linearize(&self.mb, &dv(q), &dv(qd), &dv(u)) {
            Ok(l) => Linearized {
                dqdd_dq: matrix(Ok(l.dqdd_dq)),
                dqdd_dqd: matrix(Ok(l.dqdd_dqd)),
                minv: matrix(Ok(l.mass_matrix_inverse)),
                qdd: vector(Ok(l.qdd)),
            },
            Err(_) => Linearized {
                dqdd_dq: SMatrix::repeat(f64::NAN),
                dqdd_dqd: SMatrix::repeat(f64::NAN),
                minv: SMatrix::repeat(f64::NAN),
                qdd: SVector::repeat(f64::NAN),
            },
        }
    }
    fn linearize_equilibrium(&self, q: &SVector<f64, N>) -> Linearized<N> {
        let z = SVector::<f64, N>::zeros();
        let hold = self.gravity(q);
        self.linearize_blocks(q, &z, &hold)
    }
    fn chain(&self) -> Chain {
        self.mb.chain().clone()
    }
}
