//! The base parameters, numerically (Gautier 1990, "Numerical calculation of the base inertial
//! parameters of robots"; Gautier & Khalil 1990, "Direct calculation of minimum set of inertial
//! parameters of serial robots", whose grouping rules the standard-order selection reproduces).
//!
//! The regressor is stacked at `K` pseudo-random states, `W = [Y(s_1); ...; Y(s_K)]`, and
//! decided by the gap rule of [`chaindyn_model::rank`] (the rule the code generator's build-time
//! base parameters use too): a column whose norm is at most `RANK_DROP = 1e-10` of the largest
//! acts on no torque ([`BaseParameters::non_identifiable`]); the others, scaled to unit norm,
//! have singular values kept at or above `RANK_KEEP = 1e-5` of the largest and dropped at or
//! below `RANK_DROP`, the rank `P` being the number kept; anything in between is
//! [`IdentificationError::AmbiguousRank`] (the chain's geometry is within a small distance of
//! one with other dependencies). The `P` independent columns (the base parameters' "leading"
//! standard parameters) are chosen by Householder QR with column pivoting on the scaled columns,
//! by the rule of [`BaseSelection`], each pivot kept or dropped by the same thresholds; the
//! others are combinations of them, `W Π = Q [[R₁₁, R₁₂], [0, R₂₂]]`, `W₂ = W₁ R₁₁⁻¹ R₁₂`,
//! hence
//!
//! ```text
//! W π = W₁ π_b,   π_b = π₁ + R₁₁⁻¹ R₁₂ π₂ = β π,   Y_b = Y[:, independent]
//! ```
//!
//! (in the columns' own units). The relation holds at every state, not only at the sampled
//! ones, as long as the samples are generic (the default of `4 ×` more rows than columns over
//! the whole joint space is far more than needed).

use super::error::IdentificationError;
use super::limits::{at_most, product};
use super::regressor::regressor;
use super::{parameter_names, Columns};
use crate::limits::{MAX_ENTRIES, MAX_SAMPLES};
use crate::multibody::Multibody;
use chaindyn_model::rank;
use chaindyn_model::SplitMix64;
use nalgebra::{DMatrix, DVector};
use std::f64::consts::PI;
use std::fmt;

/// Which columns represent the base parameters.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum BaseSelection {
    /// A column is independent when it is not a combination of the columns before it in the
    /// standard order (bodies from the base outwards): the base parameters are those of Gautier
    /// & Khalil's grouping rules, the parameters of a body absorbing those of the bodies after
    /// it (`I_zz_1 + l² m_2`, ...). The count is checked against the largest-norm rule.
    #[default]
    StandardOrder,
    /// The columns of Businger–Golub pivoting (largest remaining norm first): the best
    /// conditioned choice, but with no structure to read.
    LargestNorm,
}

/// How [`BaseParameters::detect`] samples the regressor.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct BaseOptions {
    /// Which columns: bodies only, or with the joint terms.
    pub columns: Columns,
    /// Number of random states `K`; `0` for the default `max(10, ⌈4 · columns / N⌉)`
    /// (four times more rows than columns). At most [`MAX_SAMPLES`], and the stacked regressor's
    /// `K · N · columns` entries at most [`MAX_ENTRIES`].
    pub samples: usize,
    /// Seed of the pseudo-random states (SplitMix64).
    pub seed: u64,
    /// Joint velocities are drawn uniformly in `[−velocity, velocity)` (positions in
    /// `[−π, π)`, radians or length units).
    pub velocity: f64,
    /// Joint accelerations are drawn uniformly in `[−acceleration, acceleration)`.
    pub acceleration: f64,
    /// Which columns represent the base parameters.
    pub selection: BaseSelection,
}

impl BaseOptions {
    /// The default seed of the sampled states.
    pub const DEFAULT_SEED: u64 = 0x0BA5_E9A2_A3E7_E250;
}

impl Default for BaseOptions {
    fn default() -> Self {
        BaseOptions {
            columns: Columns::Bodies,
            samples: 0,
            seed: BaseOptions::DEFAULT_SEED,
            velocity: 2.0,
            acceleration: 5.0,
            selection: BaseSelection::StandardOrder,
        }
    }
}

/// The base parameters of a regressor: the rank `P`, the independent columns and the matrix
/// `β` (`P × columns`) with `π_b = β π` and `Y π = Y_b π_b`. See the module documentation.
#[derive(Debug, Clone, PartialEq)]
pub struct BaseParameters {
    names: Vec<String>,
    independent: Vec<usize>,
    non_identifiable: Vec<usize>,
    beta: DMatrix<f64>,
    gap: (f64, f64),
}

/// Relative size below which a coefficient of `β` is left out of
/// [`BaseParameters::describe`]: `1e-10 · max(1, max_j |β_kj|)`.
const DESCRIPTION_ZERO: f64 = 1e-10;

impl BaseParameters {
    /// The base parameters of the chain's regressor ([`regressor`] with `options.columns`),
    /// stacked at `options.samples` pseudo-random states (seeded: the result is deterministic).
    /// More samples than [`MAX_SAMPLES`], or a stacked regressor of more than [`MAX_ENTRIES`]
    /// entries, is [`IdentificationError::TooLarge`].
    pub fn detect(
        mb: &Multibody,
        options: &BaseOptions,
    ) -> Result<BaseParameters, IdentificationError> {
        for (name, value) in [
            ("velocity", options.velocity),
            ("acceleration", options.acceleration),
        ] {
            if !(value.is_finite() && value > 0.0) {
                return Err(IdentificationError::InvalidOption {
                    name,
                    value,
                    requirement: "finite and > 0",
                });
            }
        }
        let n = mb.dof();
        let cols = options.columns.count(n);
        let k = if options.samples > 0 {
            at_most("samples", options.samples, MAX_SAMPLES)?
        } else {
            (4 * cols).div_ceil(n.max(1)).max(10)
        };
        at_most(
            "stacked regressor entries",
            product(&[n, k, cols]),
            MAX_ENTRIES,
        )?;
        let mut rng = SplitMix64(options.seed);
        let mut w = DMatrix::zeros(n * k, cols);
        for s in 0..k {
            let q = DVector::from_fn(n, |_, _| rng.uniform(-PI, PI));
            let qd = DVector::from_fn(n, |_, _| rng.uniform(-options.velocity, options.velocity));
            let qdd = DVector::from_fn(n, |_, _| {
                rng.uniform(-options.acceleration, options.acceleration)
            });
            let y = regressor(mb, &q, &qd, &qdd, options.columns)?;
            w.rows_mut(s * n, n).copy_from(&y);
        }
        // The columns judged at their parameters' natural scales, the chain's length from its
        // joints' offsets and centres of mass.
        let chain = mb.chain();
        let length = rank::characteristic_length(
            chain
                .links
                .iter()
                .flat_map(|l| [l.joint.origin_xyz, l.body.com]),
        );
        let joint_terms = options.columns == Columns::BodiesAndJoints;
        let scales = rank::natural_scales(n, joint_terms, length);
        let names = parameter_names(n, options.columns);
        BaseParameters::decide(&w, names, options.selection, &scales)
    }

    /// The base parameters of a stacked regressor `w` (at least as many rows as columns) whose
    /// columns are called `names` (for [`BaseParameters::describe`]; see
    /// [`parameter_names`]).
    pub fn from_regressor(
        w: &DMatrix<f64>,
        names: Vec<String>,
        selection: BaseSelection,
    ) -> Result<BaseParameters, IdentificationError> {
        BaseParameters::decide(w, names, selection, &[])
    }

    /// [`BaseParameters::from_regressor`] with the columns judged at their natural scales
    /// (`chaindyn_model::rank::natural_scales`; empty: all 1).
    fn decide(
        w: &DMatrix<f64>,
        names: Vec<String>,
        selection: BaseSelection,
        scales: &[f64],
    ) -> Result<BaseParameters, IdentificationError> {
        let (rows, cols) = w.shape();
        if names.len() != cols {
            return Err(IdentificationError::DimensionMismatch {
                argument: "names",
                expected: cols,
                found: names.len(),
            });
        }
        if rows < cols {
            return Err(IdentificationError::TooFewRows {
                rows,
                parameters: cols,
            });
        }
        if let Some(index) = w.transpose().iter().position(|x| !x.is_finite()) {
            return Err(IdentificationError::NonFinite {
                argument: "regressor",
                index,
            });
        }
        let order = match selection {
            BaseSelection::StandardOrder => rank::Order::Standard,
            BaseSelection::LargestNorm => rank::Order::LargestNorm,
        };
        let base = rank::base_columns(w.as_slice(), rows, cols, order, scales)
            .map_err(IdentificationError::AmbiguousRank)?;
        let p = base.independent.len();
        let beta = DMatrix::from_row_slice(p, cols, &base.beta);
        crate::api::error::finite("base parameter relations", beta.clone())?;
        Ok(BaseParameters {
            names,
            independent: base.independent,
            non_identifiable: base.zero,
            beta,
            gap: (base.smallest_kept, base.largest_dropped),
        })
    }

    /// The number of base parameters `P` (the numerical rank of the regressor).
    pub fn count(&self) -> usize {
        self.independent.len()
    }

    /// The number of standard parameters (columns of the full regressor).
    pub fn columns(&self) -> usize {
        self.beta.ncols()
    }

    /// The independent columns, ascending: base parameter `k` is the standard parameter
    /// `independent()[k]` plus combinations of dependent ones.
    pub fn independent(&self) -> &[usize] {
        &self.independent
    }

    /// The columns that are identically zero (norm at most `RANK_DROP` of the largest column's):
    /// parameters that do not act on the torques at all, so no motion identifies them.
    pub fn non_identifiable(&self) -> &[usize] {
        &self.non_identifiable
    }

    /// The matrix `β` (`P × columns`): `π_b = β π`. Its columns of the independent parameters
    /// are unit vectors, those of the [`non_identifiable`](Self::non_identifiable) ones zero.
    pub fn beta(&self) -> &DMatrix<f64> {
        &self.beta
    }

    /// The gap the rank was decided across: the smallest kept and the largest dropped singular
    /// value of the sampled regressor's unit-norm columns, each relative to the largest (1 and 0
    /// when there is none).
    pub fn gap(&self) -> (f64, f64) {
        self.gap
    }

    /// The names of the standard parameters (columns).
    pub fn names(&self) -> &[String] {
        &self.names
    }

    /// The base regressor `Y_b = Y[:, independent]` of a regressor (or stacked regressor) `y`
    /// with the full columns.
    pub fn base_regressor(&self, y: &DMatrix<f64>) -> Result<DMatrix<f64>, IdentificationError> {
        if y.ncols() != self.columns() {
            return Err(IdentificationError::DimensionMismatch {
                argument: "regressor columns",
                expected: self.columns(),
                found: y.ncols(),
            });
        }
        Ok(y.select_columns(&self.independent))
    }

    /// The base parameters `π_b = β π` of standard parameters `π`.
    pub fn to_base(&self, parameters: &DVector<f64>) -> Result<DVector<f64>, IdentificationError> {
        if parameters.len() != self.columns() {
            return Err(IdentificationError::DimensionMismatch {
                argument: "parameters",
                expected: self.columns(),
                found: parameters.len(),
            });
        }
        if let Some(index) = parameters.iter().position(|x| !x.is_finite()) {
            return Err(IdentificationError::NonFinite {
                argument: "parameters",
                index,
            });
        }
        crate::api::error::finite("base parameters", &self.beta * parameters)
            .map_err(IdentificationError::from)
    }

    /// Every base parameter as a combination of standard ones, such as
    /// `I_zz_1 + 0.25 m_2` (coefficients to 6 decimals; those below `1e-10` of the row's
    /// largest, or of 1, left out).
    pub fn describe(&self) -> Vec<String> {
        (0..self.count())
            .map(|k| {
                let row = self.beta.row(k);
                let scale = row.amax().max(1.0);
                let mut out = String::new();
                for (j, &c) in row.iter().enumerate() {
                    if c.abs() <= DESCRIPTION_ZERO * scale {
                        continue;
                    }
                    let name = &self.names[j];
                    let sign = if c < 0.0 { "-" } else { "+" };
                    let mag = c.abs();
                    let term = if (mag - 1.0).abs() <= 1e-12 {
                        name.clone()
                    } else {
                        format!("{} {name}", coefficient(mag))
                    };
                    if out.is_empty() {
                        if c < 0.0 {
                            out.push('-');
                        }
                        out.push_str(&term);
                    } else {
                        out.push_str(&format!(" {sign} {term}"));
                    }
                }
                out
            })
            .collect()
    }
}

/// A positive coefficient with 6 decimals, trailing zeros removed (`1e-4` and smaller in
/// scientific notation).
fn coefficient(x: f64) -> String {
    if !(1e-4..1e6).contains(&x) {
        return format!("{x:.6e}");
    }
    let s = format!("{x:.6}");
    s.trim_end_matches('0').trim_end_matches('.').to_owned()
}

impl fmt::Display for BaseParameters {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "{} base parameters of {} standard parameters (singular values of the unit-norm \
             columns: smallest kept {:.1e}, largest dropped {:.1e} of the largest):",
            self.count(),
            self.columns(),
            self.gap.0,
            self.gap.1
        )?;
        for (k, d) in self.describe().iter().enumerate() {
            writeln!(f, "  b_{} = {d}", k + 1)?;
        }
        if !self.non_identifiable.is_empty() {
            let names: Vec<&str> = self
                .non_identifiable
                .iter()
                .map(|&j| self.names[j].as_str())
                .collect();
            writeln!(f, "  not identifiable (no effect): {}", names.join(", "))?;
        }
        Ok(())
    }
}
