//! The Riccati problem brought to a common magnitude before it is solved: the weights scaled by
//! one factor (which scales `P` and leaves the gain unchanged), then the state scaled by a
//! diagonal of powers of two that balances the Hamiltonian (a symplectic similarity, so the
//! spectrum and the stabilizing solution correspond exactly).

use super::{check_accuracy, gain_matrix, ControlError, Domain, RiccatiOptions, RiccatiSolution};
use nalgebra::{DMatrix, DVector};

/// Most sweeps of the balancing; each moves every scale by at least a factor of two, so the
/// sweeps end long before this on any problem whose entries are within `f64`'s range.
const BALANCE_SWEEPS: usize = 64;

/// The weights `Q/c`, `R/c` and `G c = B (R/c)⁻¹ Bᵀ` of the scaled equation, `c = 2^exponent`
/// (see the section on scaling of the module above).
pub(super) struct Weights {
    exponent: i32,
    pub(super) q: DMatrix<f64>,
    pub(super) r: DMatrix<f64>,
    pub(super) g: DMatrix<f64>,
}

impl Weights {
    /// `c` is the magnitude the solution `P` is expected to have: `√(‖Q‖/‖G‖)` (continuous) or
    /// `‖Q‖` (discrete) when the weight on the state dominates, `‖A‖/‖G‖` (continuous) or
    /// `1/‖G‖` (discrete) when the control is expensive; the larger of the two. Norms are largest entries, taken in the logarithm (a
    /// tiny `R` cannot overflow `G` on the way).
    pub(super) fn scaled(
        a: &DMatrix<f64>,
        b: &DMatrix<f64>,
        q: &DMatrix<f64>,
        r: &DMatrix<f64>,
        domain: Domain,
    ) -> Result<Self, ControlError> {
        let r_max = r.amax();
        let g_unit = gain_matrix(b, &(r / r_max))
            .ok_or(ControlError::NotPositiveDefinite { argument: "R" })?;
        let (g_max, q_max) = (g_unit.amax(), q.amax());
        let log2_c = if !(g_max > 0.0 && g_max.is_finite()) {
            0.0
        } else {
            let log2_g = g_max.log2() - r_max.log2();
            // The solution's magnitude without weight on the state: `‖A‖/‖G‖` (continuous),
            // `1/‖G‖` (discrete); with it: `√(‖Q‖/‖G‖)` (continuous), `‖Q‖` (discrete).
            let (expensive, weighted) = match domain {
                Domain::Continuous => (
                    if a.amax() > 0.0 { a.amax().log2() } else { 0.0 } - log2_g,
                    0.5 * (q_max.log2() - log2_g),
                ),
                Domain::Discrete => (-log2_g, q_max.log2()),
            };
            if q_max > 0.0 {
                expensive.max(weighted)
            } else {
                expensive
            }
        };
        let exponent = log2_c.round().clamp(-2000.0, 2000.0) as i32;
        let lost = ControlError::Overflow {
            what: "the weights scaled to a common magnitude",
        };
        let q = times_pow2_exactly(q, -exponent).ok_or(lost.clone())?;
        let r = times_pow2_exactly(r, -exponent).ok_or(lost.clone())?;
        let g = gain_matrix(b, &r).ok_or(ControlError::NotPositiveDefinite { argument: "R" })?;
        if g.iter().any(|x| !x.is_finite()) {
            return Err(lost);
        }
        Ok(Weights { exponent, q, r, g })
    }

    /// The solution `P` of the scaled equation, checked against the residual bound and scaled
    /// back.
    pub(super) fn solution(
        &self,
        p: DMatrix<f64>,
        relative_residual: f64,
        iterations: usize,
        refinement_steps: usize,
        shift: f64,
        options: &RiccatiOptions,
    ) -> Result<RiccatiSolution, ControlError> {
        check_accuracy(relative_residual, options)?;
        let p = times_pow2_exactly(&p, self.exponent).ok_or(ControlError::Overflow {
            what: "the Riccati solution P, scaled back",
        })?;
        Ok(RiccatiSolution {
            p,
            iterations,
            refinement_steps,
            shift,
            relative_residual,
        })
    }
}

/// The problem in the balanced state `x̃ = D⁻¹x`: `Ã = D⁻¹AD`, `B̃ = D⁻¹B`, `G̃ = D⁻¹GD⁻¹`,
/// `Q̃ = DQD`, whose solution is `P̃ = DPD`. `D` is diagonal, of powers of two (exact), chosen
/// so that for each state `i` the entries of the Hamiltonian `[[A, −G], [−Q, −Aᵀ]]` that the
/// similarity `diag(D⁻¹, D)` shrinks and those it grows have equal 1-norms: `Ã`'s row `i` and
/// `G̃`'s row `i` against `Ã`'s column `i` and `Q̃`'s row `i` (symplectic balancing, after
/// Benner, "Symplectic balancing of Hamiltonian matrices", SIAM J. Sci. Comput. 22(5), 2001).
/// A cheap control puts the fast states' entries of `P` many orders below the others; the
/// balanced `P̃` has them at one magnitude, where the doubling resolves them.
pub(super) struct Balanced {
    d: DVector<f64>,
    pub(super) a: DMatrix<f64>,
    pub(super) b: DMatrix<f64>,
    pub(super) g: DMatrix<f64>,
    pub(super) q: DMatrix<f64>,
}

impl Balanced {
    pub(super) fn new(a: &DMatrix<f64>, b: &DMatrix<f64>, w: &Weights) -> Self {
        let n = a.nrows();
        let mut d = DVector::from_element(n, 1.0f64);
        for _ in 0..BALANCE_SWEEPS {
            let mut changed = false;
            for i in 0..n {
                let (mut shrink, mut grow) = (0.0, 0.0);
                for j in 0..n {
                    if j != i {
                        shrink += (a[(i, j)] * d[j] / d[i]).abs();
                        grow += (a[(j, i)] * d[i] / d[j]).abs();
                    }
                    shrink += (w.g[(i, j)] / (d[i] * d[j])).abs();
                    grow += (w.q[(i, j)] * d[i] * d[j]).abs();
                }
                if !(shrink > 0.0 && grow > 0.0 && shrink.is_finite() && grow.is_finite()) {
                    continue;
                }
                let step = (0.5 * (shrink / grow).log2()).round();
                let scaled = d[i] * step.exp2();
                if step != 0.0 && scaled.log2().abs() <= 500.0 {
                    d[i] = scaled;
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        let outer = |m: &DMatrix<f64>, f: &dyn Fn(f64, f64) -> f64| {
            DMatrix::from_fn(n, n, |i, j| m[(i, j)] * f(d[i], d[j]))
        };
        Balanced {
            a: outer(a, &|di, dj| dj / di),
            b: DMatrix::from_fn(n, b.ncols(), |i, j| b[(i, j)] / d[i]),
            g: outer(&w.g, &|di, dj| 1.0 / (di * dj)),
            q: outer(&w.q, &|di, dj| di * dj),
            d,
        }
    }

    /// `P = D⁻¹P̃D⁻¹`.
    pub(super) fn unbalance(&self, p: &DMatrix<f64>) -> DMatrix<f64> {
        let d = &self.d;
        DMatrix::from_fn(p.nrows(), p.ncols(), |i, j| p[(i, j)] / (d[i] * d[j]))
    }
}

/// `m · 2^exponent` (two factors, so that neither overflows on its own), `None` unless it is
/// finite and exact to rounding: scaled back, it must give `m` again within `4ε` of its largest
/// entry (entries that underflow into the subnormal numbers lose digits, ones that overflow
/// become infinite; a loss far below the matrix's own size is rounding).
fn times_pow2_exactly(m: &DMatrix<f64>, exponent: i32) -> Option<DMatrix<f64>> {
    let times = |m: &DMatrix<f64>, e: i32| m * 2f64.powi(e / 2) * 2f64.powi(e - e / 2);
    let scaled = times(m, exponent);
    if scaled.iter().any(|x| !x.is_finite()) {
        return None;
    }
    let back = times(&scaled, -exponent);
    let exact = (back - m).amax() <= 4.0 * f64::EPSILON * m.amax();
    exact.then_some(scaled)
}
