//! [`FloatingReferenceDynamics`]: the recursive reference algorithms behind the
//! [`FloatingDynamics`] trait, for a floating-base robot known only at run time (a URDF read by
//! the program): control (iLQR on the manifold), `step` and every provided method run on it as on
//! generated code.

use crate::algorithm::aba::floating_aba;
use crate::algorithm::centroidal::{
    floating_center_of_mass, floating_center_of_mass_jacobian, floating_centroidal_map,
    floating_centroidal_momentum_bias,
};
use crate::algorithm::crba::floating_crba;
use crate::algorithm::rnea::{floating_bias_force, floating_gravity, floating_rnea};
use crate::algorithm::rnea_derivatives::{floating_aba_derivatives, floating_rnea_derivatives};
use crate::api::dynamics::Linearized;
use crate::api::error::DynamicsError;
use crate::api::floating::FloatingDynamics;
use crate::multibody::floating::FloatingMultibody;
use chaindyn_model::{Body, Chain};
use nalgebra::{DMatrix, DVector, SMatrix, SVector, Vector3};

/// A tree on a free-floating base (`NQ = 7 + n`, `NV = 6 + n`) evaluated by the recursive
/// reference algorithms ([`floating_aba`](crate::floating_aba),
/// [`floating_crba`](crate::floating_crba), ...) through the [`FloatingDynamics`] trait.
///
/// As [`ReferenceDynamics`](crate::ReferenceDynamics) does for a fixed base, the trait's methods
/// return values, not results: where a reference algorithm fails (a non-finite state, an
/// unnormalised quaternion, a result that overflows `f64`), the method returns NaN in every
/// entry, as generated code does. Call the reference algorithms on
/// [`FloatingReferenceDynamics::multibody`] for the error itself.
///
/// ```
/// use chaindyn::nalgebra::SVector;
/// use chaindyn::{AngleConvention, Body, Chain, FloatingDynamics, FloatingReferenceDynamics};
///
/// let base = Body::new("hub", 10.0, [0.0; 3], [[0.6, 0.0, 0.0], [0.0, 0.7, 0.0], [0.0, 0.0, 0.5]]);
/// let mut arm = Chain::pendulum(&[0.5], &[0.25], 9.81).unwrap();
/// arm.convention = AngleConvention::Relative; // a floating base's joint angles
/// let robot = FloatingReferenceDynamics::<8, 7>::new(&base, &arm).unwrap();
/// let q = robot.neutral();
/// let a = robot.forward_dynamics(&q, &SVector::zeros(), &SVector::zeros());
/// // Free fall: the base accelerates with gravity (its axes the world's at `neutral`), the arm
/// // does not move relative to it.
/// for k in 0..3 {
///     assert!((a[k] - arm.gravity[k]).abs() < 1e-12 && a[3 + k].abs() < 1e-12);
/// }
/// assert!(a[6].abs() < 1e-12);
/// ```
#[derive(Debug, Clone)]
pub struct FloatingReferenceDynamics<const NQ: usize, const NV: usize> {
    fm: FloatingMultibody,
    base: Body,
    chain: Chain,
}

impl<const NQ: usize, const NV: usize> FloatingReferenceDynamics<NQ, NV> {
    /// The reference model of `chain` on `base`: [`FloatingMultibody::new`]'s checks, and `NQ`,
    /// `NV` must be `7 + n`, `6 + n` for the tree's `n` joints
    /// ([`DynamicsError::DimensionMismatch`] naming `NQ` or `NV` otherwise).
    pub fn new(base: &Body, chain: &Chain) -> Result<Self, DynamicsError> {
        let fm = FloatingMultibody::new(base, chain)?;
        for (argument, expected, found) in [("NQ", fm.nq(), NQ), ("NV", fm.nv(), NV)] {
            if expected != found {
                return Err(DynamicsError::DimensionMismatch {
                    argument,
                    expected,
                    found,
                });
            }
        }
        Ok(FloatingReferenceDynamics {
            fm,
            base: base.clone(),
            chain: chain.clone(),
        })
    }

    /// The validated robot, for the reference algorithms themselves.
    pub fn multibody(&self) -> &FloatingMultibody {
        &self.fm
    }
}

fn d<const K: usize>(x: &SVector<f64, K>) -> DVector<f64> {
    DVector::from_column_slice(x.as_slice())
}

fn vector<const K: usize>(r: Result<DVector<f64>, DynamicsError>) -> SVector<f64, K> {
    r.ok()
        .filter(|x| x.len() == K)
        .map_or(SVector::repeat(f64::NAN), |x| {
            SVector::from_column_slice(x.as_slice())
        })
}

fn matrix<const R: usize, const C: usize>(
    r: Result<DMatrix<f64>, DynamicsError>,
) -> SMatrix<f64, R, C> {
    r.ok()
        .filter(|x| x.shape() == (R, C))
        .map_or(SMatrix::repeat(f64::NAN), |x| {
            SMatrix::from_column_slice(x.as_slice())
        })
}

impl<const NQ: usize, const NV: usize> FloatingDynamics<NQ, NV>
    for FloatingReferenceDynamics<NQ, NV>
{
    fn mass_matrix(&self, q: &SVector<f64, NQ>) -> SMatrix<f64, NV, NV> {
        matrix(floating_crba(&self.fm, &d(q)))
    }

    fn nonlinear_effects(&self, q: &SVector<f64, NQ>, v: &SVector<f64, NV>) -> SVector<f64, NV> {
        vector(floating_bias_force(&self.fm, &d(q), &d(v)))
    }

    fn gravity(&self, q: &SVector<f64, NQ>) -> SVector<f64, NV> {
        vector(floating_gravity(&self.fm, &d(q)))
    }

    fn inverse_dynamics(
        &self,
        q: &SVector<f64, NQ>,
        v: &SVector<f64, NV>,
        a: &SVector<f64, NV>,
    ) -> SVector<f64, NV> {
        vector(floating_rnea(&self.fm, &d(q), &d(v), &d(a)))
    }

    fn forward_dynamics(
        &self,
        q: &SVector<f64, NQ>,
        v: &SVector<f64, NV>,
        tau: &SVector<f64, NV>,
    ) -> SVector<f64, NV> {
        vector(floating_aba(&self.fm, &d(q), &d(v), &d(tau)))
    }

    fn linearize_blocks(
        &self,
        q: &SVector<f64, NQ>,
        v: &SVector<f64, NV>,
        tau: &SVector<f64, NV>,
    ) -> Linearized<NV> {
        let der = floating_aba_derivatives(&self.fm, &d(q), &d(v), &d(tau));
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
        let der = floating_rnea_derivatives(&self.fm, &d(q), &d(v), &d(a));
        (matrix(der.clone().map(|x| x.dq)), matrix(der.map(|x| x.dv)))
    }

    fn center_of_mass(&self, q: &SVector<f64, NQ>) -> Vector3<f64> {
        floating_center_of_mass(&self.fm, &d(q)).unwrap_or(Vector3::repeat(f64::NAN))
    }

    fn center_of_mass_jacobian(&self, q: &SVector<f64, NQ>) -> SMatrix<f64, 3, NV> {
        matrix(floating_center_of_mass_jacobian(&self.fm, &d(q)))
    }

    fn centroidal_map(&self, q: &SVector<f64, NQ>) -> SMatrix<f64, 6, NV> {
        matrix(floating_centroidal_map(&self.fm, &d(q)))
    }

    fn centroidal_momentum_bias(
        &self,
        q: &SVector<f64, NQ>,
        v: &SVector<f64, NV>,
    ) -> SVector<f64, 6> {
        floating_centroidal_momentum_bias(&self.fm, &d(q), &d(v))
            .unwrap_or(SVector::repeat(f64::NAN))
    }

    fn base_body(&self) -> Body {
        self.base.clone()
    }

    fn chain(&self) -> Chain {
        self.chain.clone()
    }
}
