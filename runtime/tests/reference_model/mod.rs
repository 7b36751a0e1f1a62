//! A [`Dynamics`] implementation on the runtime's recursive reference algorithms, so that the
//! controllers and integrators can be tested in this crate without the derive. Like generated
//! code, the state functions return NaN (not an error) for a non-finite state, which the
//! integrators then report.
#![allow(dead_code)]

use chaindyn::nalgebra::{DVector, SMatrix, SVector};
use chaindyn::{Chain, Dynamics, Linearized, Multibody};

/// Any valid chain with `N` links, through `Multibody`.
pub struct Reference<const N: usize> {
    chain: Chain,
    mb: Multibody,
}

impl<const N: usize> Reference<N> {
    pub fn new(chain: Chain) -> Self {
        assert_eq!(chain.dof(), N);
        let mb = Multibody::new(&chain).expect("valid chain");
        Reference { chain, mb }
    }
}

fn dv<const N: usize>(v: &SVector<f64, N>) -> DVector<f64> {
    DVector::from_column_slice(v.as_slice())
}

fn sv<const N: usize>(v: &DVector<f64>) -> SVector<f64, N> {
    SVector::from_column_slice(v.as_slice())
}

fn sm<const N: usize>(m: &chaindyn::nalgebra::DMatrix<f64>) -> SMatrix<f64, N, N> {
    SMatrix::from_column_slice(m.as_slice())
}

impl<const N: usize> Dynamics<N> for Reference<N> {
    fn mass_matrix(&self, q: &SVector<f64, N>) -> SMatrix<f64, N, N> {
        chaindyn::crba(&self.mb, &dv(q)).map_or(SMatrix::repeat(f64::NAN), |m| sm(&m))
    }
    fn coriolis_matrix(&self, q: &SVector<f64, N>, qd: &SVector<f64, N>) -> SMatrix<f64, N, N> {
        chaindyn::coriolis_matrix(&self.mb, &dv(q), &dv(qd))
            .map_or(SMatrix::repeat(f64::NAN), |m| sm(&m))
    }
    fn coriolis_times_qd(&self, q: &SVector<f64, N>, qd: &SVector<f64, N>) -> SVector<f64, N> {
        chaindyn::coriolis_times_qd(&self.mb, &dv(q), &dv(qd))
            .map_or(SVector::repeat(f64::NAN), |v| sv(&v))
    }
    fn gravity(&self, q: &SVector<f64, N>) -> SVector<f64, N> {
        chaindyn::gravity(&self.mb, &dv(q)).map_or(SVector::repeat(f64::NAN), |v| sv(&v))
    }
    fn inverse_dynamics(
        &self,
        q: &SVector<f64, N>,
        qd: &SVector<f64, N>,
        qdd: &SVector<f64, N>,
    ) -> SVector<f64, N> {
        sv(&chaindyn::rnea(&self.mb, &dv(q), &dv(qd), &dv(qdd)).unwrap())
    }
    fn forward_dynamics(
        &self,
        q: &SVector<f64, N>,
        qd: &SVector<f64, N>,
        tau: &SVector<f64, N>,
    ) -> SVector<f64, N> {
        match chaindyn::forward_dynamics(&self.mb, &dv(q), &dv(qd), &dv(tau)) {
            Ok(v) => sv(&v),
            Err(_) => SVector::repeat(f64::NAN),
        }
    }
    fn kinetic_energy(&self, q: &SVector<f64, N>, qd: &SVector<f64, N>) -> f64 {
        chaindyn::kinetic_energy(&self.mb, &dv(q), &dv(qd)).unwrap_or(f64::NAN)
    }
    fn potential_energy(&self, q: &SVector<f64, N>) -> f64 {
        chaindyn::potential_energy(&self.mb, &dv(q)).unwrap_or(f64::NAN)
    }
    fn mass_matrix_jacobian(&self, q: &SVector<f64, N>) -> [SMatrix<f64, N, N>; N] {
        let d = chaindyn::mass_matrix_derivative(&self.mb, &dv(q)).unwrap();
        std::array::from_fn(|k| sm(&d[k]))
    }
    fn coriolis_jacobians(
        &self,
        q: &SVector<f64, N>,
        qd: &SVector<f64, N>,
    ) -> (SMatrix<f64, N, N>, SMatrix<f64, N, N>) {
        let z = SVector::<f64, N>::zeros();
        let l = chaindyn::linearize(&self.mb, &dv(q), &dv(qd), &dv(&z)).unwrap();
        (sm(&l.dcoriolis_dq), sm(&l.dcoriolis_dqd))
    }
    fn gravity_jacobian(&self, q: &SVector<f64, N>) -> SMatrix<f64, N, N> {
        let z = SVector::<f64, N>::zeros();
        let l = chaindyn::linearize(&self.mb, &dv(q), &dv(&z), &dv(&z)).unwrap();
        sm(&l.dgravity_dq)
    }
    fn linearize_blocks(
        &self,
        q: &SVector<f64, N>,
        qd: &SVector<f64, N>,
        u: &SVector<f64, N>,
    ) -> Linearized<N> {
        let l = chaindyn::linearize(&self.mb, &dv(q), &dv(qd), &dv(u)).unwrap();
        Linearized {
            dqdd_dq: sm(&l.dqdd_dq),
            dqdd_dqd: sm(&l.dqdd_dqd),
            minv: sm(&l.mass_matrix_inverse),
            qdd: sv(&l.qdd),
        }
    }
    fn linearize_equilibrium(&self, q: &SVector<f64, N>) -> Linearized<N> {
        let z = SVector::<f64, N>::zeros();
        let hold = self.gravity(q);
        self.linearize_blocks(q, &z, &hold)
    }
    fn chain(&self) -> Chain {
        self.chain.clone()
    }
}
