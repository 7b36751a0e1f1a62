//! The base parameters, numerically (Gautier 1990, "Numerical calculation of the base inertial
//! parameters of robots"; Gautier & Khalil 1990, "Direct calculation of minimum set of inertial
//! parameters of serial robots", whose grouping rules the standard-order selection reproduces).
//!
//! The regressor is stacked at `K` pseudo-random states, `W = [Y(s_1); ...; Y(s_K)]`, and
//! factorised by Householder QR with column pivoting, `W Π = Q [[R₁₁, R₁₂], [0, R₂₂]]`. The
//! numerical rank `P` is the number of pivots of the largest-norm rule whose remaining column
//! norm exceeds
//!
//! ```text
//! tol = max(rows, cols) · ε · |R₀₀|     (|R₀₀| = the largest column norm of W),
//! ```
//!
//! the rank tolerance of LAPACK's `xGELSY` and of NumPy's `matrix_rank`. The `P` independent
//! columns (the base parameters' "leading" standard parameters) are chosen by the rule of
//! [`BaseSelection`]; the others are combinations of them, `W₂ = W₁ R₁₁⁻¹ R₁₂`, hence
//!
//! ```text
//! W π = W₁ π_b,   π_b = π₁ + R₁₁⁻¹ R₁₂ π₂ = β π,   Y_b = Y[:, independent].
//! ```
//!
//! Columns whose norm is at most `tol` are identically zero: those parameters do not act on the
//! torques at all ([`BaseParameters::non_identifiable`]). The relation holds at every state,
//! not only at the sampled ones, as long as the samples are generic (the default of `4 ×` more
//! rows than columns over the whole joint space is far more than needed).

use super::error::IdentificationError;
use super::limits::{at_most, product};
use super::qr::{pivoted_qr, rank_tolerance, PivotRule};
use super::regressor::regressor;
use super::{parameter_names, Columns, Rng};
use crate::limits::{MAX_ENTRIES, MAX_SAMPLES};
use crate::multibody::Multibody;
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
    tolerance: f64,
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
        let mut rng = Rng::new(options.seed);
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
        BaseParameters::from_regressor(&w, parameter_names(n, options.columns), options.selection)
    }

    /// The base parameters of a stacked regressor `w` (at least as many rows as columns) whose
    /// columns are called `names` (for [`BaseParameters::describe`]; see
    /// [`parameter_names`]).
    pub fn from_regressor(
        w: &DMatrix<f64>,
        names: Vec<String>,
        selection: BaseSelection,
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
        let tolerance = rank_tolerance(w);
        if !tolerance.is_finite() {
            return Err(IdentificationError::NonFiniteResult {
                quantity: "column norms of the regressor",
            });
        }
        let pivoted = pivoted_qr(w, PivotRule::LargestNorm, tolerance);
        let f = match selection {
            BaseSelection::LargestNorm => pivoted.clone(),
            BaseSelection::StandardOrder => {
                let f = pivoted_qr(w, PivotRule::FirstInOrder, tolerance);
                if f.rank != pivoted.rank {
                    return Err(IdentificationError::AmbiguousRank {
                        pivoted: pivoted.rank,
                        ordered: f.rank,
                    });
                }
                f
            }
        };
        let p = f.rank;
        // β in the pivoted order: [1, R₁₁⁻¹ R₁₂].
        let r11 = f.a.view((0, 0), (p, p)).upper_triangle();
        let r12 = f.a.view((0, p), (p, cols - p)).clone_owned();
        let x = r11
            .solve_upper_triangular(&r12)
            .ok_or(IdentificationError::NonFiniteResult {
                quantity: "base parameter relations",
            })?;
        // Independent columns in ascending order; β's rows follow them.
        let mut order: Vec<usize> = (0..p).collect();
        order.sort_by_key(|&k| f.perm[k]);
        let independent: Vec<usize> = order.iter().map(|&k| f.perm[k]).collect();
        let non_identifiable: Vec<usize> = (0..cols)
            .filter(|&j| w.column(j).norm() <= tolerance)
            .collect();
        let mut beta = DMatrix::zeros(p, cols);
        for (row, &k) in order.iter().enumerate() {
            beta[(row, f.perm[k])] = 1.0;
            for d in 0..cols - p {
                let j = f.perm[p + d];
                if !non_identifiable.contains(&j) {
                    beta[(row, j)] = x[(k, d)];
                }
            }
        }
        crate::guard::finite("base parameter relations", beta.clone())?;
        Ok(BaseParameters {
            names,
            independent,
            non_identifiable,
            beta,
            tolerance,
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

    /// The columns that are identically zero (norm at most the rank tolerance): parameters that
    /// do not act on the torques at all, so no motion identifies them.
    pub fn non_identifiable(&self) -> &[usize] {
        &self.non_identifiable
    }

    /// The matrix `β` (`P × columns`): `π_b = β π`. Its columns of the independent parameters
    /// are unit vectors, those of the [`non_identifiable`](Self::non_identifiable) ones zero.
    pub fn beta(&self) -> &DMatrix<f64> {
        &self.beta
    }

    /// The rank tolerance `max(rows, cols) · ε · |R₀₀|` that was used.
    pub fn tolerance(&self) -> f64 {
        self.tolerance
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
        crate::guard::finite("base parameters", &self.beta * parameters)
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
            "{} base parameters of {} standard parameters (rank tolerance {:e}):",
            self.count(),
            self.columns(),
            self.tolerance
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
