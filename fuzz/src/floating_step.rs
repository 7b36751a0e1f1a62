//! `FloatingDynamics::step`, the trait method generated code of a floating base uses, on the
//! runtime's reference: [`Reference`] answers each required method as generated code does
//! (the reference's value, NaN where the reference refuses the input), so that the checks
//! `step` makes of its own arguments and results are what is fuzzed.

use chaindyn::nalgebra::{DVector, SMatrix, SVector, Vector3};
use chaindyn::{Body, Chain, FloatingDynamics, FloatingMultibody, Linearized};

/// A floating tree of `NV − 6` joints behind the trait.
pub struct Reference<'a> {
    /// The reference's model.
    pub fm: &'a FloatingMultibody,
    /// Its base body.
    pub base: &'a Body,
    /// Its joints.
    pub chain: &'a Chain,
}

fn d<const K: usize>(x: &SVector<f64, K>) -> DVector<f64> {
    DVector::from_column_slice(x.as_slice())
}

fn vector<const K: usize, E>(r: Result<DVector<f64>, E>) -> SVector<f64, K> {
    r.ok()
        .filter(|x| x.len() == K)
        .map_or(SVector::repeat(f64::NAN), |x| {
            SVector::from_column_slice(x.as_slice())
        })
}

fn matrix<const R: usize, const C: usize, E>(
    r: Result<chaindyn::nalgebra::DMatrix<f64>, E>,
) -> SMatrix<f64, R, C> {
    r.ok()
        .filter(|x| x.shape() == (R, C))
        .map_or(SMatrix::repeat(f64::NAN), |x| {
            SMatrix::from_column_slice(x.as_slice())
        })
}

impl<const NQ: usize, const NV: usize> FloatingDynamics<NQ, NV> for Reference<'_> {
    fn mass_matrix(&self, q: &SVector<f64, NQ>) -> SMatrix<f64, NV, NV> {
        matrix(chaindyn::floating_crba(self.fm, &d(q)))
    }
    fn nonlinear_effects(&self, q: &SVector<f64, NQ>, v: &SVector<f64, NV>) -> SVector<f64, NV> {
        vector(chaindyn::floating_bias_force(self.fm, &d(q), &d(v)))
    }
    fn gravity(&self, q: &SVector<f64, NQ>) -> SVector<f64, NV> {
        vector(chaindyn::floating_gravity(self.fm, &d(q)))
    }
    fn inverse_dynamics(
        &self,
        q: &SVector<f64, NQ>,
        v: &SVector<f64, NV>,
        a: &SVector<f64, NV>,
    ) -> SVector<f64, NV> {
        vector(chaindyn::floating_rnea(self.fm, &d(q), &d(v), &d(a)))
    }
    fn forward_dynamics(
        &self,
        q: &SVector<f64, NQ>,
        v: &SVector<f64, NV>,
        tau: &SVector<f64, NV>,
    ) -> SVector<f64, NV> {
        vector(chaindyn::floating_aba(self.fm, &d(q), &d(v), &d(tau)))
    }
    fn linearize_blocks(
        &self,
        q: &SVector<f64, NQ>,
        v: &SVector<f64, NV>,
        tau: &SVector<f64, NV>,
    ) -> Linearized<NV> {
        let der = chaindyn::floating_aba_derivatives(self.fm, &d(q), &d(v), &d(tau));
        Linearized {
            dqdd_dq: matrix(der.clone().map(|x| x.dq)),
            dqdd_dqd: matrix(der.clone().map(|x| x.dv)),
            minv: matrix(der.map(|x| x.dx)),
            qdd: self.forward_dynamics(q, v, tau),
        }
    }
    fn inverse_dynamics_derivatives(
        &self,
        q: &SVector<f64, NQ>,
        v: &SVector<f64, NV>,
        a: &SVector<f64, NV>,
    ) -> (SMatrix<f64, NV, NV>, SMatrix<f64, NV, NV>) {
        let der = chaindyn::floating_rnea_derivatives(self.fm, &d(q), &d(v), &d(a));
        (matrix(der.clone().map(|x| x.dq)), matrix(der.map(|x| x.dv)))
    }
    fn center_of_mass(&self, q: &SVector<f64, NQ>) -> Vector3<f64> {
        chaindyn::floating_center_of_mass(self.fm, &d(q)).unwrap_or(Vector3::repeat(f64::NAN))
    }
    fn center_of_mass_jacobian(&self, q: &SVector<f64, NQ>) -> SMatrix<f64, 3, NV> {
        matrix(chaindyn::floating_center_of_mass_jacobian(self.fm, &d(q)))
    }
    fn centroidal_map(&self, q: &SVector<f64, NQ>) -> SMatrix<f64, 6, NV> {
        matrix(chaindyn::floating_centroidal_map(self.fm, &d(q)))
    }
    fn centroidal_momentum_bias(
        &self,
        q: &SVector<f64, NQ>,
        v: &SVector<f64, NV>,
    ) -> SVector<f64, 6> {
        chaindyn::floating_centroidal_momentum_bias(self.fm, &d(q), &d(v))
            .unwrap_or(SVector::repeat(f64::NAN))
    }
    fn base_body(&self) -> Body {
        self.base.clone()
    }
    fn chain(&self) -> Chain {
        self.chain.clone()
    }
}

/// `step` from `(q, v)` under `tau` for `h`: an `Ok` state is finite, and the quaternion in it is
/// of unit norm (to 1e-12: `integrate` normalises it).
pub fn run<const NQ: usize, const NV: usize>(
    robot: &Reference<'_>,
    q: &DVector<f64>,
    v: &DVector<f64>,
    tau: &DVector<f64>,
    h: f64,
) {
    if q.len() != NQ || v.len() != NV || tau.len() != NV {
        return;
    }
    let (q, v, tau) = (
        SVector::<f64, NQ>::from_column_slice(q.as_slice()),
        SVector::<f64, NV>::from_column_slice(v.as_slice()),
        SVector::<f64, NV>::from_column_slice(tau.as_slice()),
    );
    if let Ok((q1, v1)) = robot.step(&q, &v, &tau, h) {
        assert!(
            q1.iter().chain(v1.iter()).all(|x| x.is_finite()),
            "FloatingDynamics::step returned Ok with a non-finite number: {q1} {v1}"
        );
        let norm = q1.fixed_rows::<4>(3).norm();
        assert!(
            (norm - 1.0).abs() <= 1e-12,
            "step's quaternion has norm {norm}"
        );
    }
}
