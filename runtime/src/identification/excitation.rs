//! Periodic excitation trajectories as finite Fourier series (Swevers, Ganseman, Tukel,
//! De Schutter & Van Brussel 1997, "Optimal robot excitation and identification"):
//!
//! ```text
//! q_i(t) = q0_i + Σ_{l=1..L} a_il / (ω_f l) sin(ω_f l t) − b_il / (ω_f l) cos(ω_f l t),
//! q̇_i(t) = Σ_l a_il cos(ω_f l t) + b_il sin(ω_f l t),
//! q̈_i(t) = Σ_l ω_f l (b_il cos(ω_f l t) − a_il sin(ω_f l t)),
//! ```
//!
//! periodic with period `2π / ω_f`, so that measurements can be averaged over periods and `q̇`,
//! `q̈` come analytically (or from the filtered measurements, in the frequency domain).
//!
//! # Limits
//!
//! The coefficients of joint `i` are scaled so that the analytic bounds
//! `|q_i − q0_i| ≤ Σ_l |c_il| / (ω_f l)`, `|q̇_i| ≤ Σ_l |c_il|`, `|q̈_i| ≤ Σ_l ω_f l |c_il|`
//! (`|c_il| = √(a_il² + b_il²)`) meet the tightest of its position, velocity and acceleration
//! limits: the trajectory stays within them at every time, not only at the samples. Effort
//! limits are checked with inverse dynamics ([`rnea`](crate::rnea)) at the samples of one period
//! (between them the torque is not checked), and all coefficients are shrunk by `0.9` until they
//! hold (at most 60 times).
//!
//! # Optimisation
//!
//! Swevers et al. minimise the condition number of the stacked base regressor over the
//! coefficients, under the limits, with a nonlinear programming solver. The reference here is
//! simpler and deterministic: the best of `restarts` random coefficient sets (seeded), then
//! `iterations` steps of a random coordinate search (one coefficient perturbed at a time, kept
//! when the condition number decreases, step enlarged on success and reduced on failure), every
//! candidate rescaled to the limits. Its size is checked before it starts: harmonics, samples,
//! restarts and iterations against their [`limits`](crate::limits), and the work of the whole
//! search against [`MAX_SEARCH_WORK`], which bounds its time.

use super::base_parameters::BaseParameters;
use super::error::IdentificationError;
use super::limits::{at_most, product};
use super::regressor::regressor;
use super::samples::Sample;
use super::Columns;
use crate::algorithm::rnea::rnea;
use crate::limits::{
    MAX_ENTRIES, MAX_EXCITATION_ITERATIONS, MAX_HARMONICS, MAX_RESTARTS, MAX_SAMPLES,
    MAX_SEARCH_WORK,
};
use crate::multibody::Multibody;
use chaindyn_model::SplitMix64;
use nalgebra::{DMatrix, DVector, SVD};
use std::f64::consts::PI;

/// The limits of one joint for an excitation trajectory (infinite for none).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct JointRange {
    /// Lower position limit (radians or length units).
    pub lower: f64,
    /// Upper position limit.
    pub upper: f64,
    /// Velocity limit (absolute value).
    pub velocity: f64,
    /// Acceleration limit (absolute value).
    pub acceleration: f64,
    /// Effort (torque or force) limit (absolute value), checked with inverse dynamics.
    pub effort: f64,
}

impl JointRange {
    /// No limit at all (a joint needs at least one finite position, velocity or acceleration
    /// limit to be scaled to).
    pub const UNBOUNDED: JointRange = JointRange {
        lower: f64::NEG_INFINITY,
        upper: f64::INFINITY,
        velocity: f64::INFINITY,
        acceleration: f64::INFINITY,
        effort: f64::INFINITY,
    };

    /// Symmetric limits `|q| ≤ position`, `|q̇| ≤ velocity`, `|q̈| ≤ acceleration`, no effort
    /// limit.
    pub fn symmetric(position: f64, velocity: f64, acceleration: f64) -> JointRange {
        JointRange {
            lower: -position,
            upper: position,
            velocity,
            acceleration,
            effort: f64::INFINITY,
        }
    }
}

/// A URDF joint's limits (position, velocity, effort; URDF has no acceleration limit).
#[cfg(feature = "urdf")]
impl From<&chaindyn_model::JointLimits> for JointRange {
    fn from(l: &chaindyn_model::JointLimits) -> JointRange {
        JointRange {
            lower: l.lower,
            upper: l.upper,
            velocity: l.velocity,
            acceleration: f64::INFINITY,
            effort: l.effort,
        }
    }
}

/// How [`FourierExcitation::random`] and [`FourierExcitation::optimize`] build a trajectory.
#[derive(Debug, Clone, PartialEq)]
pub struct ExcitationOptions {
    /// The limits of every joint.
    pub limits: Vec<JointRange>,
    /// The centre `q0` of the motion; `None`: the middle of each joint's position limits (0
    /// where they are not both finite).
    pub offset: Option<DVector<f64>>,
    /// Number of harmonics `L` (default 5, at most [`MAX_HARMONICS`]).
    pub harmonics: usize,
    /// Base (angular) frequency `ω_f` in rad/s (default `2π · 0.1`: a 10 s period).
    pub base_frequency: f64,
    /// Samples per period for the condition number and the effort check (default 100, at most
    /// [`MAX_SAMPLES`]).
    pub samples: usize,
    /// Seed of the random coefficients and of the search (SplitMix64).
    pub seed: u64,
    /// Random coefficient sets tried by [`FourierExcitation::optimize`] (default 8, at most
    /// [`MAX_RESTARTS`]).
    pub restarts: usize,
    /// Coordinate search steps of [`FourierExcitation::optimize`] (default 200, at most
    /// [`MAX_EXCITATION_ITERATIONS`]).
    pub iterations: usize,
}

impl ExcitationOptions {
    /// The default options for these joint limits.
    pub fn new(limits: Vec<JointRange>) -> ExcitationOptions {
        ExcitationOptions {
            limits,
            offset: None,
            harmonics: 5,
            base_frequency: 2.0 * PI * 0.1,
            samples: 100,
            seed: 0x5EE7_E4C1_7A71_0001,
            restarts: 8,
            iterations: 200,
        }
    }

    fn check(&self, dof: usize) -> Result<DVector<f64>, IdentificationError> {
        if self.limits.len() != dof {
            return Err(IdentificationError::DimensionMismatch {
                argument: "limits",
                expected: dof,
                found: self.limits.len(),
            });
        }
        if self.harmonics == 0 {
            return Err(IdentificationError::InvalidOption {
                name: "harmonics",
                value: 0.0,
                requirement: ">= 1",
            });
        }
        if self.samples == 0 {
            return Err(IdentificationError::InvalidOption {
                name: "samples",
                value: 0.0,
                requirement: ">= 1",
            });
        }
        at_most("harmonics", self.harmonics, MAX_HARMONICS)?;
        at_most("samples", self.samples, MAX_SAMPLES)?;
        at_most("restarts", self.restarts, MAX_RESTARTS)?;
        at_most("iterations", self.iterations, MAX_EXCITATION_ITERATIONS)?;
        if !(self.base_frequency.is_finite() && self.base_frequency > 0.0) {
            return Err(IdentificationError::InvalidOption {
                name: "base_frequency",
                value: self.base_frequency,
                requirement: "finite and > 0",
            });
        }
        for (i, l) in self.limits.iter().enumerate() {
            let bad = l.lower.is_nan()
                || l.upper.is_nan()
                || l.lower > l.upper
                || [l.velocity, l.acceleration, l.effort]
                    .iter()
                    .any(|x| x.is_nan() || *x <= 0.0);
            if bad {
                return Err(IdentificationError::InfeasibleExcitation {
                    joint: i,
                    reason: "limits must satisfy lower <= upper and velocity, acceleration, \
                             effort > 0 (not NaN)",
                });
            }
        }
        let q0 = match &self.offset {
            Some(q0) => {
                if q0.len() != dof {
                    return Err(IdentificationError::DimensionMismatch {
                        argument: "offset",
                        expected: dof,
                        found: q0.len(),
                    });
                }
                q0.clone()
            }
            None => DVector::from_fn(dof, |i, _| {
                let l = &self.limits[i];
                if l.lower.is_finite() && l.upper.is_finite() {
                    0.5 * (l.lower + l.upper)
                } else {
                    0.0
                }
            }),
        };
        for (i, (&x, l)) in q0.iter().zip(&self.limits).enumerate() {
            if !x.is_finite() || x < l.lower || x > l.upper {
                return Err(IdentificationError::InfeasibleExcitation {
                    joint: i,
                    reason: "the offset q0 is not finite or outside the position limits",
                });
            }
        }
        Ok(q0)
    }
}

/// A periodic excitation trajectory: a finite Fourier series per joint (see the module
/// documentation).
#[derive(Debug, Clone, PartialEq)]
pub struct FourierExcitation {
    omega: f64,
    q0: DVector<f64>,
    a: DMatrix<f64>,
    b: DMatrix<f64>,
}

impl FourierExcitation {
    /// The trajectory with base frequency `omega` (rad/s, `> 0`), offset `q0` and coefficients
    /// `a`, `b` (`N × L`: joint `i`, harmonic `l + 1`, `L` at most [`MAX_HARMONICS`]), all
    /// finite.
    pub fn new(
        omega: f64,
        q0: DVector<f64>,
        a: DMatrix<f64>,
        b: DMatrix<f64>,
    ) -> Result<FourierExcitation, IdentificationError> {
        if !(omega.is_finite() && omega > 0.0) {
            return Err(IdentificationError::InvalidOption {
                name: "base_frequency",
                value: omega,
                requirement: "finite and > 0",
            });
        }
        for (argument, rows, cols) in [("a", a.nrows(), a.ncols()), ("b", b.nrows(), b.ncols())] {
            if rows != q0.len() {
                return Err(IdentificationError::DimensionMismatch {
                    argument,
                    expected: q0.len(),
                    found: rows,
                });
            }
            if cols != a.ncols() {
                return Err(IdentificationError::DimensionMismatch {
                    argument,
                    expected: a.ncols(),
                    found: cols,
                });
            }
        }
        at_most("harmonics", a.ncols(), MAX_HARMONICS)?;
        for (argument, m) in [
            ("q0", q0.as_slice()),
            ("a", a.as_slice()),
            ("b", b.as_slice()),
        ] {
            if let Some(index) = m.iter().position(|x| !x.is_finite()) {
                return Err(IdentificationError::NonFinite { argument, index });
            }
        }
        Ok(FourierExcitation { omega, q0, a, b })
    }

    /// Number of joints.
    pub fn dof(&self) -> usize {
        self.q0.len()
    }

    /// Number of harmonics `L`.
    pub fn harmonics(&self) -> usize {
        self.a.ncols()
    }

    /// The base frequency `ω_f` (rad/s).
    pub fn base_frequency(&self) -> f64 {
        self.omega
    }

    /// The period `2π / ω_f`.
    pub fn period(&self) -> f64 {
        2.0 * PI / self.omega
    }

    /// The offset `q0`.
    pub fn offset(&self) -> &DVector<f64> {
        &self.q0
    }

    /// The sine coefficients `a` (`N × L`).
    pub fn a(&self) -> &DMatrix<f64> {
        &self.a
    }

    /// The cosine coefficients `b` (`N × L`).
    pub fn b(&self) -> &DMatrix<f64> {
        &self.b
    }

    /// `(q, q̇, q̈)` at time `t` (analytic).
    pub fn state(&self, t: f64) -> (DVector<f64>, DVector<f64>, DVector<f64>) {
        let n = self.dof();
        let mut q = self.q0.clone();
        let mut qd = DVector::zeros(n);
        let mut qdd = DVector::zeros(n);
        for l in 0..self.harmonics() {
            let wl = self.omega * (l + 1) as f64;
            let (s, c) = (wl * t).sin_cos();
            for i in 0..n {
                let (a, b) = (self.a[(i, l)], self.b[(i, l)]);
                q[i] += (a * s - b * c) / wl;
                qd[i] += a * c + b * s;
                qdd[i] += wl * (b * c - a * s);
            }
        }
        (q, qd, qdd)
    }

    /// `count` equally spaced times over one period, `t_k = k · period / count`; more than
    /// [`MAX_SAMPLES`] is [`IdentificationError::TooLarge`].
    pub fn sample_times(&self, count: usize) -> Result<Vec<f64>, IdentificationError> {
        at_most("count", count, MAX_SAMPLES)?;
        Ok((0..count)
            .map(|k| k as f64 * self.period() / count as f64)
            .collect())
    }

    /// The analytic bounds of every joint: `(max |q − q0|, max |q̇|, max |q̈|)` over all times
    /// (upper bounds; reached when the harmonics align).
    pub fn bounds(&self) -> (DVector<f64>, DVector<f64>, DVector<f64>) {
        let n = self.dof();
        let mut out = (DVector::zeros(n), DVector::zeros(n), DVector::zeros(n));
        for i in 0..n {
            for l in 0..self.harmonics() {
                let wl = self.omega * (l + 1) as f64;
                let c = self.a[(i, l)].hypot(self.b[(i, l)]);
                out.0[i] += c / wl;
                out.1[i] += c;
                out.2[i] += c * wl;
            }
        }
        out
    }

    /// `count` samples over one period with the torques of the chain's inverse dynamics
    /// ([`rnea`](crate::rnea)): simulated, noise-free measurements. More than [`MAX_SAMPLES`], or
    /// more than [`MAX_ENTRIES`] values in all (`4 N` per sample), is
    /// [`IdentificationError::TooLarge`].
    pub fn samples(
        &self,
        mb: &Multibody,
        count: usize,
    ) -> Result<Vec<Sample>, IdentificationError> {
        self.check_dof(mb)?;
        at_most("count", count, MAX_SAMPLES)?;
        at_most("sample values", product(&[count, 4, mb.dof()]), MAX_ENTRIES)?;
        self.sample_times(count)?
            .into_iter()
            .map(|t| {
                let (q, qd, qdd) = self.state(t);
                let tau = rnea(mb, &q, &qd, &qdd)?;
                Ok(Sample { q, qd, qdd, tau })
            })
            .collect()
    }

    /// The condition number `σ_max / σ_min` of the base regressor stacked at `count` samples of
    /// one period: the criterion of Swevers et al. 1997. `base` was detected on this chain with
    /// either set of columns. Refused with a typed error: fewer rows (`count · N`) than base
    /// parameters ([`IdentificationError::TooFewRows`]), a rank-deficient regressor (`σ_min = 0`,
    /// or a ratio beyond `f64`: [`IdentificationError::RankDeficient`] with an infinite condition
    /// number and the limit `f64::MAX`), and sizes beyond [`MAX_SAMPLES`] or [`MAX_ENTRIES`]
    /// ([`IdentificationError::TooLarge`]).
    pub fn condition_number(
        &self,
        mb: &Multibody,
        base: &BaseParameters,
        count: usize,
    ) -> Result<f64, IdentificationError> {
        self.check_dof(mb)?;
        let columns = columns_of(mb, base)?;
        check_condition_samples(mb, base, count)?;
        finite_condition(self.kappa(mb, base, columns, count)?)
    }

    /// The condition number of [`condition_number`](Self::condition_number) after its checks;
    /// infinite for a rank-deficient regressor.
    fn kappa(
        &self,
        mb: &Multibody,
        base: &BaseParameters,
        columns: Columns,
        count: usize,
    ) -> Result<f64, IdentificationError> {
        let n = mb.dof();
        let mut w = DMatrix::zeros(n * count, base.count());
        for (k, t) in self.sample_times(count)?.into_iter().enumerate() {
            let (q, qd, qdd) = self.state(t);
            let y = regressor(mb, &q, &qd, &qdd, columns)?;
            w.rows_mut(k * n, n).copy_from(&base.base_regressor(&y)?);
        }
        let sv = SVD::try_new(w, false, false, f64::EPSILON, 1000 + 100 * base.count())
            .ok_or(IdentificationError::NoConvergence)?
            .singular_values;
        let (smax, smin) = (sv.max(), sv.min());
        Ok(if smin > 0.0 {
            smax / smin
        } else {
            f64::INFINITY
        })
    }

    /// Random coefficients (uniform in `[−1, 1)`, seeded by `options.seed`) scaled to the
    /// limits of `options` (see the module documentation); the effort limits are checked on
    /// `mb`'s inverse dynamics.
    pub fn random(
        mb: &Multibody,
        options: &ExcitationOptions,
    ) -> Result<FourierExcitation, IdentificationError> {
        let q0 = options.check(mb.dof())?;
        let mut rng = SplitMix64(options.seed);
        random_scaled(mb, options, &q0, &mut rng)
    }

    /// This trajectory's coefficients scaled, joint by joint, to the limits of `options`
    /// (offset `q0` of `options`), then shrunk until the effort limits hold at the samples.
    pub fn scaled_to(
        &self,
        mb: &Multibody,
        options: &ExcitationOptions,
    ) -> Result<FourierExcitation, IdentificationError> {
        self.check_dof(mb)?;
        let q0 = options.check(mb.dof())?;
        fit(mb, options, &q0, self.omega, self.a.clone(), self.b.clone())
    }

    /// A trajectory within the limits of `options` that minimises the condition number of the
    /// base regressor ([`FourierExcitation::condition_number`] at `options.samples` samples),
    /// by the deterministic random search of the module documentation; returned with its
    /// condition number. Refused like [`condition_number`](Self::condition_number) (every
    /// candidate rank deficient is [`IdentificationError::RankDeficient`]), and when the
    /// search's work `(restarts + iterations) · samples · N · (P + harmonics)` exceeds
    /// [`MAX_SEARCH_WORK`] ([`IdentificationError::TooLarge`]).
    pub fn optimize(
        mb: &Multibody,
        base: &BaseParameters,
        options: &ExcitationOptions,
    ) -> Result<(FourierExcitation, f64), IdentificationError> {
        let q0 = options.check(mb.dof())?;
        let columns = columns_of(mb, base)?;
        check_condition_samples(mb, base, options.samples)?;
        let candidates = options.restarts.max(1) + options.iterations;
        at_most(
            "search work",
            product(&[
                candidates,
                options.samples,
                mb.dof(),
                base.count() + options.harmonics,
            ]),
            MAX_SEARCH_WORK,
        )?;
        let mut rng = SplitMix64(options.seed);
        let mut best = random_scaled(mb, options, &q0, &mut rng)?;
        let mut kappa = best.kappa(mb, base, columns, options.samples)?;
        for _ in 1..options.restarts {
            let e = random_scaled(mb, options, &q0, &mut rng)?;
            let k = e.kappa(mb, base, columns, options.samples)?;
            if k < kappa {
                (best, kappa) = (e, k);
            }
        }
        let (n, l) = (mb.dof(), options.harmonics);
        let mut step = 0.5;
        for _ in 0..options.iterations {
            // A coordinate: joint, harmonic, sine or cosine, by remainder (the figures of
            // docs/identification.md are of this search).
            let mut index = |m: usize| (rng.next_u64() % m as u64) as usize;
            let (i, h, sine) = (index(n), index(l), index(2) == 0);
            let row_scale = best
                .a
                .row(i)
                .iter()
                .chain(best.b.row(i).iter())
                .fold(0.0f64, |m, x| m.max(x.abs()));
            let delta = step * row_scale.max(1e-3) * rng.uniform(-1.0, 1.0);
            let (mut a, mut b) = (best.a.clone(), best.b.clone());
            if sine {
                a[(i, h)] += delta;
            } else {
                b[(i, h)] += delta;
            }
            let candidate = match fit(mb, options, &q0, options.base_frequency, a, b) {
                Ok(c) => c,
                Err(IdentificationError::InfeasibleExcitation { .. }) => {
                    step = (step * 0.9).max(1e-3);
                    continue;
                }
                Err(e) => return Err(e),
            };
            let k = candidate.kappa(mb, base, columns, options.samples)?;
            if k < kappa {
                best = candidate;
                kappa = k;
                step = (step * 1.5).min(2.0);
            } else {
                step = (step * 0.9).max(1e-3);
            }
        }
        Ok((best, finite_condition(kappa)?))
    }

    fn check_dof(&self, mb: &Multibody) -> Result<(), IdentificationError> {
        if self.dof() != mb.dof() {
            return Err(IdentificationError::DimensionMismatch {
                argument: "excitation joints",
                expected: mb.dof(),
                found: self.dof(),
            });
        }
        Ok(())
    }
}

/// The size checks of a condition number at `count` samples: at most [`MAX_SAMPLES`], at most
/// [`MAX_ENTRIES`] entries in the stacked base regressor, at least one base parameter and at
/// least as many rows as base parameters.
fn check_condition_samples(
    mb: &Multibody,
    base: &BaseParameters,
    count: usize,
) -> Result<(), IdentificationError> {
    at_most("count", count, MAX_SAMPLES)?;
    let (rows, cols) = (product(&[count, mb.dof()]), base.count());
    at_most(
        "stacked regressor entries",
        product(&[rows, cols]),
        MAX_ENTRIES,
    )?;
    if cols == 0 {
        return Err(IdentificationError::DimensionMismatch {
            argument: "base parameters",
            expected: 1,
            found: 0,
        });
    }
    if rows < cols {
        return Err(IdentificationError::TooFewRows {
            rows,
            parameters: cols,
        });
    }
    Ok(())
}

/// A condition number that is finite, or [`IdentificationError::RankDeficient`].
fn finite_condition(kappa: f64) -> Result<f64, IdentificationError> {
    if kappa.is_finite() {
        Ok(kappa)
    } else {
        Err(IdentificationError::RankDeficient {
            condition_number: f64::INFINITY,
            limit: f64::MAX,
        })
    }
}

/// The set of columns `base` was detected with on `mb`.
fn columns_of(mb: &Multibody, base: &BaseParameters) -> Result<Columns, IdentificationError> {
    let n = mb.dof();
    if base.columns() == Columns::Bodies.count(n) {
        Ok(Columns::Bodies)
    } else if base.columns() == Columns::BodiesAndJoints.count(n) {
        Ok(Columns::BodiesAndJoints)
    } else {
        Err(IdentificationError::DimensionMismatch {
            argument: "base parameter columns",
            expected: Columns::Bodies.count(n),
            found: base.columns(),
        })
    }
}

/// Random coefficients from `rng`, scaled by [`fit`].
fn random_scaled(
    mb: &Multibody,
    options: &ExcitationOptions,
    q0: &DVector<f64>,
    rng: &mut SplitMix64,
) -> Result<FourierExcitation, IdentificationError> {
    let (n, l) = (mb.dof(), options.harmonics);
    let a = DMatrix::from_fn(n, l, |_, _| rng.uniform(-1.0, 1.0));
    let b = DMatrix::from_fn(n, l, |_, _| rng.uniform(-1.0, 1.0));
    fit(mb, options, q0, options.base_frequency, a, b)
}

/// Coefficients scaled joint by joint so that the analytic bounds meet the tightest position,
/// velocity or acceleration limit, then shrunk by 0.9 (at most 60 times) until the effort
/// limits hold at the samples of one period.
fn fit(
    mb: &Multibody,
    options: &ExcitationOptions,
    q0: &DVector<f64>,
    omega: f64,
    a: DMatrix<f64>,
    b: DMatrix<f64>,
) -> Result<FourierExcitation, IdentificationError> {
    let mut e = FourierExcitation::new(omega, q0.clone(), a, b)?;
    let (bq, bqd, bqdd) = e.bounds();
    for (i, l) in options.limits.iter().enumerate() {
        let room = (l.upper - q0[i]).min(q0[i] - l.lower);
        let s = [
            (room, bq[i]),
            (l.velocity, bqd[i]),
            (l.acceleration, bqdd[i]),
        ]
        .iter()
        .map(|&(limit, bound)| limit / bound)
        .fold(f64::INFINITY, f64::min);
        if bq[i] == 0.0 {
            continue; // the joint does not move: within every kinematic limit
        }
        if !s.is_finite() {
            return Err(IdentificationError::InfeasibleExcitation {
                joint: i,
                reason: "no finite position, velocity or acceleration limit to scale its motion \
                         to",
            });
        }
        e.a.row_mut(i).scale_mut(s);
        e.b.row_mut(i).scale_mut(s);
    }
    if options.limits.iter().all(|l| l.effort == f64::INFINITY) {
        return Ok(e);
    }
    let mut worst = (0usize, 0.0f64);
    for attempt in 0..=60 {
        if attempt > 0 {
            e.a.scale_mut(0.9);
            e.b.scale_mut(0.9);
        }
        worst = (0, 0.0);
        for t in e.sample_times(options.samples)? {
            let (q, qd, qdd) = e.state(t);
            let tau = rnea(mb, &q, &qd, &qdd)?;
            for (i, l) in options.limits.iter().enumerate() {
                let ratio = tau[i].abs() / l.effort;
                if ratio > worst.1 {
                    worst = (i, ratio);
                }
            }
        }
        if worst.1 <= 1.0 {
            return Ok(e);
        }
    }
    Err(IdentificationError::InfeasibleExcitation {
        joint: worst.0,
        reason: "its effort limit is exceeded at the samples even with the motion shrunk by \
                 0.9^60 (gravity alone exceeds it at the offset q0?)",
    })
}
