//! Weighted least-squares estimation of the base parameters with their standard deviations
//! (Gautier 1990's ordinary and weighted least squares; Swevers, Ganseman, Tukel, De Schutter &
//! Van Brussel 1997, "Optimal robot excitation and identification", for the weighting by the
//! measurement variances and the role of the condition number).
//!
//! With `W = diag(w)` the row weights (`w_r = 1 / σ_r²` for measurements of variance `σ_r²`),
//! the estimate minimises `(τ − Y π)ᵀ W (τ − Y π)`. It is computed from the singular value
//! decomposition of `A = W^½ Y = U Σ Vᵀ` (never the normal equations, which square the
//! condition number): `π̂ = V Σ⁻¹ Uᵀ W^½ τ`. Then
//!
//! ```text
//! σ̂² = (τ − Y π̂)ᵀ W (τ − Y π̂) / (r − P),   cov(π̂) = σ̂² (Yᵀ W Y)⁻¹ = σ̂² V Σ⁻² Vᵀ,
//! ```
//!
//! `r` the rows of positive weight and `P` the unknowns; the standard deviation of `π̂_k` is
//! `√cov_kk`. With exact weights `σ̂² ≈ 1`.

use super::error::IdentificationError;
use nalgebra::{DMatrix, DVector, SVD};

/// The default largest condition number `σ_max / σ_min` of the weighted regressor that
/// [`identify`] accepts: `1e8`. Above it the estimate loses more than half the digits of `f64`
/// to rounding alone and amplifies the measurement noise by as much; such an excitation does not
/// determine the parameters (Swevers et al. 1997 optimise excitations to condition numbers of a
/// few tens to a few hundreds).
pub const MAX_CONDITION_NUMBER: f64 = 1e8;

/// A least-squares estimate.
#[derive(Debug, Clone, PartialEq)]
pub struct Identified {
    /// The estimated parameters `π̂`.
    pub parameters: DVector<f64>,
    /// The standard deviation of every parameter, `√cov_kk`.
    pub std_dev: DVector<f64>,
    /// The covariance `σ̂² (Yᵀ W Y)⁻¹`.
    pub covariance: DMatrix<f64>,
    /// The condition number `σ_max / σ_min` of the weighted regressor `W^½ Y`.
    pub condition_number: f64,
    /// The residual variance `σ̂² = (τ − Y π̂)ᵀ W (τ − Y π̂) / (r − P)`.
    pub residual_variance: f64,
    /// The root mean square of the unweighted residual `τ − Y π̂` over all rows.
    pub residual_rms: f64,
    /// The rows of positive weight `r`.
    pub rows: usize,
}

/// [`identify_with`] with the condition number limit [`MAX_CONDITION_NUMBER`].
pub fn identify(
    regressor: &DMatrix<f64>,
    tau: &DVector<f64>,
    weights: Option<&DVector<f64>>,
) -> Result<Identified, IdentificationError> {
    identify_with(regressor, tau, weights, MAX_CONDITION_NUMBER)
}

/// The weighted least-squares estimate of `π` in `τ = Y π + noise` (see the module
/// documentation): `regressor` is the stacked (base) regressor `Y` (`r × P`), `tau` the stacked
/// torques, `weights` one non-negative weight per row (`None`: all 1; a zero weight drops the
/// row). Refused with a typed error: sizes that do not match, NaN or infinite entries, negative
/// or non-finite weights, no more positively weighted rows than unknowns
/// ([`IdentificationError::TooFewRows`]), and a weighted regressor that is numerically rank
/// deficient (`σ_min ≤ max(r, P) · ε · σ_max`) or whose condition number exceeds
/// `max_condition` ([`IdentificationError::RankDeficient`]).
pub fn identify_with(
    regressor: &DMatrix<f64>,
    tau: &DVector<f64>,
    weights: Option<&DVector<f64>>,
    max_condition: f64,
) -> Result<Identified, IdentificationError> {
    let (rows, p) = regressor.shape();
    if !(max_condition.is_finite() && max_condition >= 1.0) {
        return Err(IdentificationError::InvalidOption {
            name: "max_condition",
            value: max_condition,
            requirement: "finite and >= 1",
        });
    }
    if p == 0 {
        return Err(IdentificationError::DimensionMismatch {
            argument: "regressor columns",
            expected: 1,
            found: 0,
        });
    }
    if tau.len() != rows {
        return Err(IdentificationError::DimensionMismatch {
            argument: "tau",
            expected: rows,
            found: tau.len(),
        });
    }
    if let Some(index) = regressor.transpose().iter().position(|x| !x.is_finite()) {
        return Err(IdentificationError::NonFinite {
            argument: "regressor",
            index,
        });
    }
    if let Some(index) = tau.iter().position(|x| !x.is_finite()) {
        return Err(IdentificationError::NonFinite {
            argument: "tau",
            index,
        });
    }
    let w = match weights {
        None => DVector::from_element(rows, 1.0),
        Some(w) => {
            if w.len() != rows {
                return Err(IdentificationError::DimensionMismatch {
                    argument: "weights",
                    expected: rows,
                    found: w.len(),
                });
            }
            if let Some(index) = w.iter().position(|x| !(x.is_finite() && *x >= 0.0)) {
                return Err(IdentificationError::InvalidWeight {
                    index,
                    value: w[index],
                });
            }
            w.clone()
        }
    };
    let used = w.iter().filter(|&&x| x > 0.0).count();
    if used <= p {
        return Err(IdentificationError::TooFewRows {
            rows: used,
            parameters: p,
        });
    }
    let sqrt_w = w.map(f64::sqrt);
    let mut a = regressor.clone();
    for (r, s) in sqrt_w.iter().enumerate() {
        a.row_mut(r).scale_mut(*s);
    }
    let b = tau.component_mul(&sqrt_w);
    if a.iter().chain(b.iter()).any(|x| !x.is_finite()) || !(a.norm() * b.norm()).is_finite() {
        return Err(IdentificationError::NonFiniteResult {
            quantity: "weighted regressor",
        });
    }
    let svd = SVD::try_new(a.clone(), false, true, f64::EPSILON, 1000 + 100 * p)
        .ok_or(IdentificationError::NoConvergence)?;
    let sv = &svd.singular_values;
    let (smax, smin) = (sv.max(), sv.min());
    let condition_number = if smin > 0.0 {
        smax / smin
    } else {
        f64::INFINITY
    };
    let numerically_deficient = smin <= rows.max(p) as f64 * f64::EPSILON * smax;
    if numerically_deficient || condition_number.is_nan() || condition_number > max_condition {
        return Err(IdentificationError::RankDeficient {
            condition_number,
            limit: max_condition,
        });
    }
    let v_t = svd.v_t.as_ref().ok_or(IdentificationError::NoConvergence)?;
    // The estimate by Householder QR, backward stable: its error is the condition number times
    // rounding. nalgebra's SVD is not accurate enough to solve with (off by 1e-5 of the torques
    // at a condition number of 130 on a planar two-link chain); it gives the condition number
    // and the covariance.
    let qr = a.qr();
    let parameters = qr
        .r()
        .solve_upper_triangular(&(qr.q().transpose() * &b))
        .ok_or(IdentificationError::RankDeficient {
            condition_number,
            limit: max_condition,
        })?;
    let residual = tau - regressor * &parameters;
    let weighted: f64 = residual.iter().zip(w.iter()).map(|(r, w)| w * r * r).sum();
    let residual_variance = weighted / (used - p) as f64;
    let vs = DMatrix::from_fn(p, p, |r, k| v_t[(k, r)] / sv[k]);
    let covariance = (&vs * vs.transpose()) * residual_variance;
    let std_dev = DVector::from_fn(p, |k, _| covariance[(k, k)].max(0.0).sqrt());
    let residual_rms = (residual.norm_squared() / rows as f64).sqrt();
    let out = Identified {
        parameters,
        std_dev,
        covariance,
        condition_number,
        residual_variance,
        residual_rms,
        rows: used,
    };
    let finite = out.parameters.iter().all(|x| x.is_finite())
        && out.covariance.iter().all(|x| x.is_finite())
        && out.residual_variance.is_finite()
        && out.residual_rms.is_finite();
    if !finite {
        return Err(IdentificationError::NonFiniteResult {
            quantity: "least-squares estimate",
        });
    }
    Ok(out)
}
