//! Simulation of any [`Dynamics`] chain under a control callback: fixed-step classical
//! Runge–Kutta (RK4) and adaptive Dormand–Prince 5(4), with the work of the control force and the
//! energy the joints dissipate integrated alongside so that the **energy drift**
//! `max_t |E(t) − E(0) − W(t) + D(t)|`, `W = ∫ q̇ᵀτ dt`, `D = ∫ q̇ᵀτ_loss dt`, measures the
//! integration error (by the power balance `Ė = q̇ᵀ(τ − τ_loss)`, it is zero for the exact
//! solution whatever the controller does; `D = 0` for ideal joints). Also the discrete Simulator
//! Equation of the n-link pendulum linearization notes (2015) on the linear model
//! ([`simulate_linear_model`], which steps with [`LinearModel::simulator_step`]).
//!
//! The control callback `FnMut(t, &q, &q̇) -> τ` is evaluated at every Runge–Kutta stage (a
//! continuous-time law) and once more at every recorded sample (for the torque column), so it
//! should be a function of its arguments.

use crate::algorithm::aba::floating_aba;
use crate::api::dynamics::Dynamics;
use crate::api::error::DynamicsError;
use crate::api::manifold::{rkmk4, step_error};
use crate::models::pendulum::LinearModel;
use crate::multibody::floating::FloatingMultibody;
use nalgebra::{DVector, SVector};
use std::fmt;

/// One recorded instant.
#[derive(Debug, Clone, PartialEq)]
pub struct Sample<const N: usize> {
    /// Time (s).
    pub t: f64,
    /// Configuration.
    pub q: SVector<f64, N>,
    /// Velocity.
    pub qd: SVector<f64, N>,
    /// Control force `τ(t, q, q̇)`.
    pub tau: SVector<f64, N>,
    /// Total energy `T + U`.
    pub energy: f64,
    /// Work done by the control, `W = ∫₀ᵗ q̇ᵀτ dt`.
    pub work: f64,
    /// Energy dissipated by the joints' damping and friction, `D = ∫₀ᵗ q̇ᵀτ_loss dt ≥ 0`
    /// ([`Dynamics::joint_losses`]).
    pub dissipated: f64,
}

/// Integration counters.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct IntegrationStats {
    /// Accepted steps.
    pub steps: usize,
    /// Rejected steps (adaptive integrator only).
    pub rejected: usize,
    /// Forward-dynamics evaluations.
    pub evaluations: usize,
}

/// A simulated trajectory.
#[derive(Debug, Clone, PartialEq)]
pub struct Trajectory<const N: usize> {
    /// Recorded samples, `t` increasing, the first at `t = 0` and the last at the end time.
    pub samples: Vec<Sample<N>>,
    /// Counters.
    pub stats: IntegrationStats,
}

impl<const N: usize> Trajectory<N> {
    /// Energy drift `max_k |E_k − E_0 − W_k + D_k|` over the samples (J).
    pub fn energy_drift(&self) -> f64 {
        let e0 = self.samples.first().map_or(0.0, |s| s.energy);
        self.samples
            .iter()
            .map(|s| (s.energy - e0 - s.work + s.dissipated).abs())
            .fold(0.0, f64::max)
    }

    /// Energy drift divided by the energy scale `max(1, max |E_k − E_0|, max |W_k|, max D_k)`.
    pub fn relative_energy_drift(&self) -> f64 {
        let e0 = self.samples.first().map_or(0.0, |s| s.energy);
        let scale = self
            .samples
            .iter()
            .map(|s| (s.energy - e0).abs().max(s.work.abs()).max(s.dissipated))
            .fold(1.0, f64::max);
        self.energy_drift() / scale
    }

    /// Largest `|τᵢ|` over the samples and joints.
    pub fn peak_torque(&self) -> f64 {
        self.samples
            .iter()
            .map(|s| s.tau.amax())
            .fold(0.0, f64::max)
    }

    /// The last sample.
    pub fn last(&self) -> &Sample<N> {
        self.samples
            .last()
            .expect("a trajectory has at least one sample")
    }

    /// The first time after which `error(sample) ≤ band` holds at every later sample, or `None`
    /// if it does not hold at the last sample.
    pub fn settling_time(&self, band: f64, error: impl Fn(&Sample<N>) -> f64) -> Option<f64> {
        let mut settled = None;
        for s in &self.samples {
            if error(s) <= band {
                settled.get_or_insert(s.t);
            } else {
                settled = None;
            }
        }
        settled
    }
}

pub use crate::limits::MAX_FIXED_STEPS;

/// Dormand–Prince 5(4) settings.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct DormandPrince {
    /// Relative tolerance.
    pub rtol: f64,
    /// Absolute tolerance.
    pub atol: f64,
    /// First step (s).
    pub h_initial: f64,
    /// Largest step (s).
    pub h_max: f64,
    /// Smallest step before giving up (s).
    pub h_min: f64,
    /// Maximum number of steps (accepted + rejected).
    pub max_steps: usize,
}

impl Default for DormandPrince {
    fn default() -> Self {
        DormandPrince {
            rtol: 1e-8,
            atol: 1e-10,
            h_initial: 1e-3,
            h_max: 0.01,
            h_min: 1e-12,
            max_steps: MAX_FIXED_STEPS,
        }
    }
}

/// The integrator.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Integrator {
    /// Classical fourth-order Runge–Kutta with a fixed step `dt` (the last step is shortened to
    /// end exactly at the end time).
    Rk4 {
        /// Step (s).
        dt: f64,
    },
    /// Adaptive Dormand–Prince 5(4) (local extrapolation, FSAL, error per component scaled by
    /// `atol + rtol·max(|yᵢ|, |ŷᵢ|)`, RMS norm, step factor `0.9·err^(−1/5)` clamped to
    /// `[0.2, 5]`).
    DormandPrince(DormandPrince),
}

/// Simulation settings.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct SimOptions {
    /// End time (s).
    pub duration: f64,
    /// The integrator.
    pub integrator: Integrator,
    /// Minimum spacing of recorded samples (s); `0` records every step.
    pub sample_interval: f64,
}

/// Why a simulation stopped.
#[derive(Debug, Clone, PartialEq)]
pub enum SimError {
    /// An option is out of range.
    InvalidOption {
        /// Option name.
        name: &'static str,
        /// Its value.
        value: f64,
        /// What it must be.
        requirement: &'static str,
    },
    /// The initial state has the wrong content (NaN or infinite).
    NonFiniteInitialState,
    /// The state or the control became NaN or infinite (a diverging closed loop, a singular
    /// mass matrix, or a controller returning NaN).
    NonFiniteState {
        /// Time of the last finite state.
        t: f64,
    },
    /// The adaptive step fell below `h_min`.
    StepSizeUnderflow {
        /// Time reached.
        t: f64,
        /// The step that was needed.
        h: f64,
    },
    /// `max_steps` reached.
    TooManySteps {
        /// Time reached.
        t: f64,
    },
    /// The dynamics rejected an argument or failed (the linear model's, or a floating tree's in
    /// [`FloatingMultibody::simulate`](crate::FloatingMultibody::simulate)).
    Dynamics(DynamicsError),
}

impl fmt::Display for SimError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SimError::InvalidOption {
                name,
                value,
                requirement,
            } => write!(
                f,
                "simulation option {name} = {value} must be {requirement}"
            ),
            SimError::NonFiniteInitialState => {
                write!(f, "the initial state has a NaN or infinite entry")
            }
            SimError::NonFiniteState { t } => write!(
                f,
                "the state or control became NaN or infinite after t = {t} s (diverging closed \
                 loop, singular mass matrix, or a controller returning NaN)"
            ),
            SimError::StepSizeUnderflow { t, h } => write!(
                f,
                "the adaptive step fell to {h:e} s at t = {t} s (stiff or discontinuous \
                 dynamics); loosen the tolerances or use RK4"
            ),
            SimError::TooManySteps { t } => {
                write!(f, "the step limit was reached at t = {t} s")
            }
            SimError::Dynamics(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for SimError {}

impl From<DynamicsError> for SimError {
    fn from(e: DynamicsError) -> Self {
        SimError::Dynamics(e)
    }
}

/// The integrated state: `q`, `q̇`, the control work and the dissipated energy.
#[derive(Debug, Clone, Copy)]
struct State<const N: usize> {
    q: SVector<f64, N>,
    qd: SVector<f64, N>,
    w: f64,
    d: f64,
}

impl<const N: usize> State<N> {
    /// `self + h Σ cᵢ kᵢ`.
    fn step(&self, h: f64, terms: &[(f64, &State<N>)]) -> State<N> {
        let mut out = *self;
        for &(c, k) in terms {
            if c != 0.0 {
                out.q += k.q * (h * c);
                out.qd += k.qd * (h * c);
                out.w += k.w * h * c;
                out.d += k.d * h * c;
            }
        }
        out
    }

    fn is_finite(&self) -> bool {
        self.w.is_finite()
            && self.d.is_finite()
            && self.q.iter().all(|x| x.is_finite())
            && self.qd.iter().all(|x| x.is_finite())
    }
}

struct System<'a, const N: usize, D, C> {
    model: &'a D,
    control: C,
    evaluations: usize,
}

impl<const N: usize, D: Dynamics<N>, C> System<'_, N, D, C>
where
    C: FnMut(f64, &SVector<f64, N>, &SVector<f64, N>) -> SVector<f64, N>,
{
    fn derivative(&mut self, t: f64, x: &State<N>) -> State<N> {
        self.evaluations += 1;
        let tau = (self.control)(t, &x.q, &x.qd);
        let qdd = self.model.forward_dynamics(&x.q, &x.qd, &tau);
        State {
            q: x.qd,
            qd: qdd,
            w: x.qd.dot(&tau),
            d: x.qd.dot(&self.model.joint_losses(&x.qd)),
        }
    }

    fn sample(&mut self, t: f64, x: &State<N>) -> Sample<N> {
        Sample {
            t,
            q: x.q,
            qd: x.qd,
            tau: (self.control)(t, &x.q, &x.qd),
            energy: self.model.kinetic_energy(&x.q, &x.qd) + self.model.potential_energy(&x.q),
            work: x.w,
            dissipated: x.d,
        }
    }

    /// One classical RK4 step of `h` from `(t, x)`.
    fn rk4_step(&mut self, t: f64, h: f64, x: &State<N>) -> State<N> {
        let k1 = self.derivative(t, x);
        let k2 = self.derivative(t + 0.5 * h, &x.step(h, &[(0.5, &k1)]));
        let k3 = self.derivative(t + 0.5 * h, &x.step(h, &[(0.5, &k2)]));
        let k4 = self.derivative(t + h, &x.step(h, &[(1.0, &k3)]));
        x.step(
            h,
            &[
                (1.0 / 6.0, &k1),
                (1.0 / 3.0, &k2),
                (1.0 / 3.0, &k3),
                (1.0 / 6.0, &k4),
            ],
        )
    }

    /// One Dormand–Prince 5(4) step of `h` from `(t, x)`, whose first stage is `k1`: the
    /// fifth-order state at `t_next`, its derivative there (the next step's first stage) and
    /// the scaled RMS norm of the error estimate ([`error_norm`]).
    fn dormand_prince_step(
        &mut self,
        t: f64,
        h: f64,
        t_next: f64,
        x: &State<N>,
        k1: &State<N>,
        dp: &DormandPrince,
    ) -> (State<N>, State<N>, f64) {
        let k2 = self.derivative(t + C2 * h, &x.step(h, &[(A21, k1)]));
        let k3 = self.derivative(t + C3 * h, &x.step(h, &[(A31, k1), (A32, &k2)]));
        let k4 = self.derivative(t + C4 * h, &x.step(h, &[(A41, k1), (A42, &k2), (A43, &k3)]));
        let k5 = self.derivative(
            t + C5 * h,
            &x.step(h, &[(A51, k1), (A52, &k2), (A53, &k3), (A54, &k4)]),
        );
        let k6 = self.derivative(
            t + h,
            &x.step(
                h,
                &[(A61, k1), (A62, &k2), (A63, &k3), (A64, &k4), (A65, &k5)],
            ),
        );
        let next = x.step(h, &[(B1, k1), (B3, &k3), (B4, &k4), (B5, &k5), (B6, &k6)]);
        let k7 = self.derivative(t_next, &next);
        let err_vec = State {
            q: SVector::zeros(),
            qd: SVector::zeros(),
            w: 0.0,
            d: 0.0,
        }
        .step(
            h,
            &[
                (E1, k1),
                (E3, &k3),
                (E4, &k4),
                (E5, &k5),
                (E6, &k6),
                (E7, &k7),
            ],
        );
        let err = error_norm(x, &next, &err_vec, dp.rtol, dp.atol);
        (next, k7, err)
    }
}

/// Simulates `model` from `(q0, q̇0)` for `options.duration` under `control`.
pub fn simulate<const N: usize, D, C>(
    model: &D,
    q0: &SVector<f64, N>,
    qd0: &SVector<f64, N>,
    options: &SimOptions,
    control: C,
) -> Result<Trajectory<N>, SimError>
where
    D: Dynamics<N>,
    C: FnMut(f64, &SVector<f64, N>, &SVector<f64, N>) -> SVector<f64, N>,
{
    simulate_observed(model, q0, qd0, options, control, |_| {})
}

/// [`simulate`], calling `observer` with every recorded sample as it is recorded (for progress
/// reports of long runs).
pub fn simulate_observed<const N: usize, D, C, O>(
    model: &D,
    q0: &SVector<f64, N>,
    qd0: &SVector<f64, N>,
    options: &SimOptions,
    control: C,
    observer: O,
) -> Result<Trajectory<N>, SimError>
where
    D: Dynamics<N>,
    C: FnMut(f64, &SVector<f64, N>, &SVector<f64, N>) -> SVector<f64, N>,
    O: FnMut(&Sample<N>),
{
    check_options(options)?;
    let x = State {
        q: *q0,
        qd: *qd0,
        w: 0.0,
        d: 0.0,
    };
    if !x.is_finite() {
        return Err(SimError::NonFiniteInitialState);
    }
    let mut run = Simulation {
        sys: System {
            model,
            control,
            evaluations: 0,
        },
        samples: Vec::new(),
        interval: options.sample_interval,
        observer,
    };
    run.record(0.0, &x, true)?;
    let t_end = options.duration;
    let mut stats = match options.integrator {
        Integrator::Rk4 { dt } => run.rk4(x, t_end, dt)?,
        Integrator::DormandPrince(dp) => run.dormand_prince(x, t_end, &dp)?,
    };
    stats.evaluations = run.sys.evaluations;
    Ok(Trajectory {
        samples: run.samples,
        stats,
    })
}

/// A simulation under way: the system with its control, and the samples recorded so far, each
/// handed to the observer as it is recorded.
struct Simulation<'a, const N: usize, D, C, O> {
    sys: System<'a, N, D, C>,
    samples: Vec<Sample<N>>,
    /// The minimum spacing of samples ([`SimOptions::sample_interval`]).
    interval: f64,
    observer: O,
}

impl<const N: usize, D: Dynamics<N>, C, O> Simulation<'_, N, D, C, O>
where
    C: FnMut(f64, &SVector<f64, N>, &SVector<f64, N>) -> SVector<f64, N>,
    O: FnMut(&Sample<N>),
{
    /// Records the sample at `(t, x)` when `force` or when the sample interval has passed since
    /// the last one (to `1e-9` of it); a sample whose control or energy is not finite is
    /// [`SimError::NonFiniteState`].
    fn record(&mut self, t: f64, x: &State<N>, force: bool) -> Result<(), SimError> {
        let due = self
            .samples
            .last()
            .is_none_or(|s| t - s.t >= self.interval * (1.0 - 1e-9));
        if force || due {
            let s = self.sys.sample(t, x);
            if !s.tau.iter().all(|v| v.is_finite()) || !s.energy.is_finite() {
                return Err(SimError::NonFiniteState { t });
            }
            (self.observer)(&s);
            self.samples.push(s);
        }
        Ok(())
    }

    /// Integrates from `(0, x)` to `t_end` by classical RK4 with steps of `dt` (the last one
    /// shortened to end at `t_end`), recording after every step; the counters of the steps.
    fn rk4(&mut self, mut x: State<N>, t_end: f64, dt: f64) -> Result<IntegrationStats, SimError> {
        let mut stats = IntegrationStats::default();
        let mut t = 0.0;
        let n_steps = (t_end / dt - 1e-9).ceil().max(0.0) as usize;
        for i in 0..n_steps {
            let h = if i + 1 == n_steps { t_end - t } else { dt };
            let next = self.sys.rk4_step(t, h, &x);
            if !next.is_finite() {
                return Err(SimError::NonFiniteState { t });
            }
            x = next;
            t = if i + 1 == n_steps {
                t_end
            } else {
                (i + 1) as f64 * dt
            };
            stats.steps += 1;
            self.record(t, &x, i + 1 == n_steps)?;
        }
        Ok(stats)
    }

    /// Integrates from `(0, x)` to `t_end` by adaptive Dormand–Prince 5(4), recording after
    /// every accepted step: a step whose state or error is not finite is retried at a fifth of
    /// it (down to `h_min`), one whose error exceeds the tolerance is rejected, and the next
    /// step is scaled by `0.9·err^(−1/5)` within `[0.2, 5]` (at most 1 after a rejection); the
    /// counters of the steps.
    fn dormand_prince(
        &mut self,
        mut x: State<N>,
        t_end: f64,
        dp: &DormandPrince,
    ) -> Result<IntegrationStats, SimError> {
        let mut stats = IntegrationStats::default();
        let mut t = 0.0;
        let mut h = dp.h_initial.min(dp.h_max).min(t_end.max(dp.h_min));
        let mut k1 = self.sys.derivative(t, &x);
        let mut attempts = 0usize;
        while t < t_end {
            attempts += 1;
            if attempts > dp.max_steps {
                return Err(SimError::TooManySteps { t });
            }
            let last = t + h >= t_end * (1.0 - 1e-14);
            if last {
                h = t_end - t;
            }
            let t_next = if last { t_end } else { t + h };
            let (next, k7, err) = self.sys.dormand_prince_step(t, h, t_next, &x, &k1, dp);
            if !next.is_finite() || !err.is_finite() {
                // Retry smaller; a NaN that persists at h_min is a diverging loop.
                if h <= dp.h_min {
                    return Err(SimError::NonFiniteState { t });
                }
                h = (h * 0.2).max(dp.h_min);
                stats.rejected += 1;
                continue;
            }
            if err <= 1.0 {
                x = next;
                t = t_next;
                k1 = k7;
                stats.steps += 1;
                self.record(t, &x, t >= t_end)?;
            } else {
                stats.rejected += 1;
                if h <= dp.h_min {
                    return Err(SimError::StepSizeUnderflow { t, h });
                }
            }
            let factor = if err == 0.0 {
                5.0
            } else {
                (0.9 * err.powf(-0.2)).clamp(0.2, 5.0)
            };
            let factor = if err > 1.0 { factor.min(1.0) } else { factor };
            h = (h * factor).min(dp.h_max).max(dp.h_min);
        }
        Ok(stats)
    }
}

fn error_norm<const N: usize>(
    x: &State<N>,
    next: &State<N>,
    err: &State<N>,
    rtol: f64,
    atol: f64,
) -> f64 {
    let mut sum = 0.0;
    let mut add = |e: f64, a: f64, b: f64| {
        let sc = atol + rtol * a.abs().max(b.abs());
        sum += (e / sc) * (e / sc);
    };
    for i in 0..N {
        add(err.q[i], x.q[i], next.q[i]);
        add(err.qd[i], x.qd[i], next.qd[i]);
    }
    add(err.w, x.w, next.w);
    // The dissipated energy counts where there is one (identically zero for ideal joints).
    let mut count = 2 * N + 1;
    if x.d != 0.0 || next.d != 0.0 || err.d != 0.0 {
        add(err.d, x.d, next.d);
        count += 1;
    }
    (sum / count as f64).sqrt()
}

fn check_options(options: &SimOptions) -> Result<(), SimError> {
    let positive = |name: &'static str, v: f64| {
        if v.is_finite() && v > 0.0 {
            Ok(())
        } else {
            Err(SimError::InvalidOption {
                name,
                value: v,
                requirement: "finite and > 0",
            })
        }
    };
    if !(options.duration.is_finite() && options.duration >= 0.0) {
        return Err(SimError::InvalidOption {
            name: "duration",
            value: options.duration,
            requirement: "finite and >= 0",
        });
    }
    if !(options.sample_interval.is_finite() && options.sample_interval >= 0.0) {
        return Err(SimError::InvalidOption {
            name: "sample_interval",
            value: options.sample_interval,
            requirement: "finite and >= 0",
        });
    }
    match options.integrator {
        Integrator::Rk4 { dt } => {
            positive("dt", dt)?;
            // Fixed steps: their number is known before the first, and bounded like the
            // adaptive integrator's `max_steps`.
            if options.duration / dt > MAX_FIXED_STEPS as f64 {
                return Err(SimError::InvalidOption {
                    name: "dt",
                    value: dt,
                    requirement: "at least duration / 10 000 000 (MAX_FIXED_STEPS steps)",
                });
            }
            Ok(())
        }
        Integrator::DormandPrince(dp) => {
            positive("rtol", dp.rtol)?;
            positive("atol", dp.atol)?;
            positive("h_initial", dp.h_initial)?;
            positive("h_max", dp.h_max)?;
            positive("h_min", dp.h_min)?;
            if dp.h_min > dp.h_max {
                return Err(SimError::InvalidOption {
                    name: "h_min",
                    value: dp.h_min,
                    requirement: "<= h_max",
                });
            }
            Ok(())
        }
    }
}

// Dormand–Prince 5(4) tableau.
const C2: f64 = 1.0 / 5.0;
const C3: f64 = 3.0 / 10.0;
const C4: f64 = 4.0 / 5.0;
const C5: f64 = 8.0 / 9.0;
const A21: f64 = 1.0 / 5.0;
const A31: f64 = 3.0 / 40.0;
const A32: f64 = 9.0 / 40.0;
const A41: f64 = 44.0 / 45.0;
const A42: f64 = -56.0 / 15.0;
const A43: f64 = 32.0 / 9.0;
const A51: f64 = 19372.0 / 6561.0;
const A52: f64 = -25360.0 / 2187.0;
const A53: f64 = 64448.0 / 6561.0;
const A54: f64 = -212.0 / 729.0;
const A61: f64 = 9017.0 / 3168.0;
const A62: f64 = -355.0 / 33.0;
const A63: f64 = 46732.0 / 5247.0;
const A64: f64 = 49.0 / 176.0;
const A65: f64 = -5103.0 / 18656.0;
const B1: f64 = 35.0 / 384.0;
const B3: f64 = 500.0 / 1113.0;
const B4: f64 = 125.0 / 192.0;
const B5: f64 = -2187.0 / 6784.0;
const B6: f64 = 11.0 / 84.0;
// Difference of the 5th- and 4th-order weights.
const E1: f64 = 71.0 / 57600.0;
const E3: f64 = -71.0 / 16695.0;
const E4: f64 = 71.0 / 1920.0;
const E5: f64 = -17253.0 / 339200.0;
const E6: f64 = 22.0 / 525.0;
const E7: f64 = -1.0 / 40.0;

/// One step of the linear model of the n-link pendulum notes, recorded.
#[derive(Debug, Clone, PartialEq)]
pub struct LinearSample {
    /// Time (s).
    pub t: f64,
    /// Configuration.
    pub q: DVector<f64>,
    /// Velocity `p = q̇`.
    pub p: DVector<f64>,
    /// Input held over the step that starts here.
    pub u: DVector<f64>,
    /// The linear model's energy `½pᵀM₀p + ½qᵀU''₀q − qᵀM₀c` (`c` its constant term), whose
    /// rate is `pᵀu` along the continuous linear model.
    pub energy: f64,
    /// Discrete work `Σ pₖᵀuₖ Δt` up to this step.
    pub work: f64,
}

/// Runs the discrete Simulator Equation of the n-link pendulum notes
/// ([`LinearModel::simulator_step`], explicit Euler with piecewise constant input) for `steps`
/// steps of `dt` from `(q0, p0)` with the input `control(t, q, p)` held over each step. The
/// energy drift `|E_k − E_0 − W_k|` of the result shows the first-order integration error of the
/// scheme.
pub fn simulate_linear_model<C>(
    model: &LinearModel,
    q0: &DVector<f64>,
    p0: &DVector<f64>,
    dt: f64,
    steps: usize,
    mut control: C,
) -> Result<Vec<LinearSample>, SimError>
where
    C: FnMut(f64, &DVector<f64>, &DVector<f64>) -> DVector<f64>,
{
    if !(dt.is_finite() && dt > 0.0) {
        return Err(SimError::InvalidOption {
            name: "dt",
            value: dt,
            requirement: "finite and > 0",
        });
    }
    if steps > MAX_FIXED_STEPS {
        return Err(SimError::InvalidOption {
            name: "steps",
            value: steps as f64,
            requirement: "at most MAX_FIXED_STEPS (10 000 000)",
        });
    }
    let n = model.q0.len();
    let force = &model.m0 * model.c.rows(n, n);
    let energy = |q: &DVector<f64>, p: &DVector<f64>| {
        0.5 * p.dot(&(&model.m0 * p)) + 0.5 * q.dot(&(&model.stiffness * q)) - q.dot(&force)
    };
    let (mut q, mut p) = (q0.clone(), p0.clone());
    let mut work = 0.0;
    // Grown as steps run (`steps` may be any number the caller passes).
    let mut out = Vec::with_capacity(steps + 1);
    for k in 0..=steps {
        let t = k as f64 * dt;
        let u = control(t, &q, &p);
        if u.len() != n {
            return Err(SimError::Dynamics(DynamicsError::DimensionMismatch {
                argument: "u",
                expected: n,
                found: u.len(),
            }));
        }
        let e = energy(&q, &p);
        if !e.is_finite() || u.iter().any(|v| !v.is_finite()) {
            return Err(SimError::NonFiniteState { t });
        }
        out.push(LinearSample {
            t,
            q: q.clone(),
            p: p.clone(),
            u: u.clone(),
            energy: e,
            work,
        });
        if k == steps {
            break;
        }
        work += p.dot(&u) * dt;
        let (qn, pn) = model.simulator_step(&q, &p, &u, dt)?;
        q = qn;
        p = pn;
    }
    Ok(out)
}

/// One sample of a floating trajectory.
#[derive(Debug, Clone, PartialEq)]
pub struct FloatingSample {
    /// Time (s).
    pub t: f64,
    /// Configuration `[p; ξ; q_joints]`.
    pub q: DVector<f64>,
    /// Velocity `[v_lin; ω; q̇_joints]` (the base's in base coordinates).
    pub v: DVector<f64>,
}

impl FloatingMultibody {
    /// One step of length `h` of `(q, v)` under the generalized force `tau(t, q, v)` (size `nv`;
    /// its base part is the wrench applied to the base, zero in free flight), by the
    /// fourth-order Runge–Kutta–Munthe-Kaas method (the scheme of `FloatingDynamics::step`).
    /// Fails on an `h` that is not finite and `> 0` ([`DynamicsError::InvalidArgument`]), on
    /// `q` or `v` as the algorithms refuse them, on an `h` so large that the states a stage
    /// reaches (`h` times the velocity or the acceleration) overflow
    /// ([`DynamicsError::StepOverflow`]), and as [`floating_aba`] fails on
    /// a stage.
    pub fn rkmk4_step<F>(
        &self,
        t: f64,
        q: &DVector<f64>,
        v: &DVector<f64>,
        h: f64,
        tau: &mut F,
    ) -> Result<(DVector<f64>, DVector<f64>), DynamicsError>
    where
        F: FnMut(f64, &DVector<f64>, &DVector<f64>) -> DVector<f64>,
    {
        if !(h.is_finite() && h > 0.0) {
            return Err(DynamicsError::InvalidArgument {
                argument: "h",
                value: h,
                requirement: "finite and > 0 (the step length in seconds)",
            });
        }
        self.check_q(q)?;
        self.check("v", v, self.nv())?;
        // Every input is finite: a later stage's velocity, motion or acceleration that is not
        // comes from `h` times an acceleration or a velocity; the first stage's acceleration is
        // the dynamics' at the given state.
        let overflow = DynamicsError::StepOverflow { h };
        let finite = |x: &DVector<f64>| x.iter().all(|x| x.is_finite());
        let mut first = true;
        let (q1, v1) = rkmk4(
            t,
            q,
            v,
            h,
            |t, q, v| {
                if !finite(v) {
                    return Err(overflow.clone());
                }
                let a = floating_aba(self, q, v, &tau(t, q, v));
                match (a, std::mem::replace(&mut first, false)) {
                    (Err(DynamicsError::NonFiniteResult { .. }), false) => Err(overflow.clone()),
                    (a, _) => a,
                }
            },
            |q, u| match finite(u) {
                true => self.integrate(q, u).map_err(|e| step_error(e, &overflow)),
                false => Err(overflow.clone()),
            },
        )?;
        match finite(&v1) {
            true => Ok((q1, v1)),
            false => Err(overflow),
        }
    }

    /// Simulates `(q0, v0)` for `steps` steps of length `h` under `tau(t, q, v)` (see
    /// [`FloatingMultibody::rkmk4_step`]); the samples at `t = 0, h, 2h, …` (`steps + 1`).
    /// Fails with [`SimError::InvalidOption`] for an `h` that is not finite and `> 0` or more
    /// than [`MAX_FIXED_STEPS`](crate::limits::MAX_FIXED_STEPS) steps, and with
    /// [`SimError::Dynamics`] on bad initial values or on the first step whose dynamics fail
    /// (every configuration after the first comes from `integrate`: its quaternion stays
    /// normalised).
    pub fn simulate<F>(
        &self,
        q0: &DVector<f64>,
        v0: &DVector<f64>,
        h: f64,
        steps: usize,
        mut tau: F,
    ) -> Result<Vec<FloatingSample>, SimError>
    where
        F: FnMut(f64, &DVector<f64>, &DVector<f64>) -> DVector<f64>,
    {
        if !(h.is_finite() && h > 0.0) {
            return Err(SimError::InvalidOption {
                name: "h",
                value: h,
                requirement: "finite and > 0",
            });
        }
        if steps > crate::limits::MAX_FIXED_STEPS {
            return Err(SimError::InvalidOption {
                name: "steps",
                value: steps as f64,
                requirement: "at most MAX_FIXED_STEPS (10 000 000)",
            });
        }
        self.check_q(q0).map_err(SimError::Dynamics)?;
        self.check("v", v0, self.nv()).map_err(SimError::Dynamics)?;
        let mut out = Vec::with_capacity(steps + 1);
        let (mut q, mut v) = (q0.clone(), v0.clone());
        out.push(FloatingSample {
            t: 0.0,
            q: q.clone(),
            v: v.clone(),
        });
        for k in 0..steps {
            let t = k as f64 * h;
            (q, v) = self
                .rkmk4_step(t, &q, &v, h, &mut tau)
                .map_err(SimError::Dynamics)?;
            out.push(FloatingSample {
                t: t + h,
                q: q.clone(),
                v: v.clone(),
            });
        }
        Ok(out)
    }
}
