//! `FloatingDynamics::step`, the trait method generated code of a floating base uses, on the
//! runtime's reference: `FloatingReferenceDynamics` answers each required method as generated
//! code does (the reference's value, NaN where the reference refuses the input), so that the
//! checks `step` makes of its own arguments and results are what is fuzzed.

use chaindyn::nalgebra::{DVector, SVector};
use chaindyn::{Body, Chain, FloatingDynamics, FloatingReferenceDynamics};

/// `step` from `(q, v)` under `tau` for `h`: an `Ok` state is finite, and the quaternion in it is
/// of unit norm (to 1e-12: `integrate` normalises it).
pub fn run<const NQ: usize, const NV: usize>(
    base: &Body,
    chain: &Chain,
    q: &DVector<f64>,
    v: &DVector<f64>,
    tau: &DVector<f64>,
    h: f64,
) {
    if q.len() != NQ || v.len() != NV || tau.len() != NV {
        return;
    }
    let Ok(robot) = FloatingReferenceDynamics::<NQ, NV>::new(base, chain) else {
        return;
    };
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
