//! The identification workflow of `chaindyn::identification` on the 7-DOF URDF arm
//! ([`Panda`]), with simulated measurements: the core of the demo's `identify` command (the
//! binary writes the summary, CSV and PNG) and of its test.
//!
//! 1. The "true" robot: the URDF chain with a payload fixed to the hand and armature, viscous
//!    damping and Coulomb friction on every joint ([`true_robot`]).
//! 2. Measurements: a Fourier excitation within 60 % of the URDF's position range and velocity
//!    limits and within its effort limits, optimised for the condition number of the base
//!    regressor (Swevers, Ganseman, Tukel, De Schutter &
//!    Van Brussel 1997, "Optimal robot excitation and identification"); torques = the true
//!    robot's inverse dynamics (`rnea`) plus seeded Gaussian noise.
//! 3. The base parameters with the joint terms (Gautier & Khalil 1990, "Direct calculation of
//!    minimum set of inertial parameters of serial robots"), estimated by weighted least
//!    squares with weights `1 / σ_j²`.
//! 4. Validation on another (random) excitation, with other noise: the URDF's model (the generated `Panda`, no payload,
//!    ideal joints) against the identified base parameters.
//! 5. The payload alone on the known robot (Atkeson, An & Hollerbach 1986, "Estimation of
//!    inertial parameters of manipulator loads and links"), its physical consistency checked by
//!    the pseudo-inertia (Wensing, Kim & Slotine 2017, "Linear matrix inequalities for physically
//!    consistent inertial parameter identification: a statistical perspective on the mass
//!    distribution").

use crate::models::Panda;
use chaindyn::identification::{
    body_parameters, check_physical_consistency, identify, identify_payload, regressor, stack,
    standard_parameters, with_parameters, BaseOptions, BaseParameters, Columns, ConsistencyReport,
    ExcitationOptions, FourierExcitation, IdentificationError, Identified, JointRange, Sample,
};
use chaindyn::model::SplitMix64;
use chaindyn::nalgebra::{DVector, Matrix3, Matrix4, SVector, Vector3};
use chaindyn::{rpy_to_matrix, Body, Chain, Dynamics, JointLimits, Multibody};
use std::time::{Duration, Instant};

/// Degrees of freedom of the arm.
pub const DOF: usize = 7;

/// Standard deviation of the torque noise of each joint (N m): the larger joints' sensors have
/// the larger range.
pub const NOISE: [f64; DOF] = [0.2, 0.2, 0.15, 0.15, 0.08, 0.08, 0.08];

/// The true joints' armature (kg m²): reflected rotor inertias.
pub const ARMATURE: [f64; DOF] = [0.30, 0.30, 0.25, 0.25, 0.15, 0.12, 0.10];

/// The true joints' viscous damping (N m s/rad).
pub const DAMPING: [f64; DOF] = [0.50, 0.45, 0.40, 0.40, 0.30, 0.25, 0.20];

/// The true joints' Coulomb friction (N m), smoothed by the model's law `F s(q̇ / v_s)` with
/// the default friction velocity `v_s` (0.01 rad/s).
pub const FRICTION: [f64; DOF] = [1.00, 0.90, 0.80, 0.80, 0.50, 0.40, 0.30];

/// The excitation stays within this fraction of the URDF's position range (about its middle)
/// and velocity limits.
pub const LIMIT_FRACTION: f64 = 0.6;

/// The excitation's torques (checked at its samples) stay within this fraction of the URDF's
/// effort limits.
pub const EFFORT_FRACTION: f64 = 1.0;

/// The payload's centre of mass on the hand's `z` axis (m).
pub const PAYLOAD_OFFSET: f64 = 0.08;

/// The payload is a homogeneous box of these sides along the hand's axes (m).
pub const PAYLOAD_BOX: [f64; 3] = [0.08, 0.12, 0.10];

/// What to run.
#[derive(Debug, Clone, PartialEq)]
pub struct Options {
    /// Payload mass at the hand (kg), in `[0, 3]`.
    pub payload: f64,
    /// Period of the excitation, the measured time (s).
    pub period: f64,
    /// Samples of the identification trajectory (one period).
    pub samples: usize,
    /// Samples of the validation trajectory (one period).
    pub validation_samples: usize,
    /// Random starts of the excitation optimisation.
    pub restarts: usize,
    /// Coordinate-search steps of the excitation optimisation.
    pub iterations: usize,
    /// Samples per period at which the optimisation evaluates the condition number.
    pub condition_samples: usize,
    /// Seed of the excitations and of the noise.
    pub seed: u64,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            payload: 1.5,
            period: 10.0,
            samples: 1000,
            validation_samples: 500,
            restarts: 8,
            iterations: 500,
            condition_samples: 60,
            seed: 2026,
        }
    }
}

/// The validation trajectory: torques measured and predicted at every sample.
#[derive(Debug, Clone)]
pub struct Validation {
    /// Sample times (s).
    pub t: Vec<f64>,
    /// The true robot's inverse dynamics plus noise.
    pub measured: Vec<SVector<f64, DOF>>,
    /// The true robot's inverse dynamics (noise-free).
    pub noise_free: Vec<SVector<f64, DOF>>,
    /// The URDF's model: the generated `Panda::inverse_dynamics` (no payload, ideal joints).
    pub nominal: Vec<SVector<f64, DOF>>,
    /// The identified model: `Y_b(q, q̇, q̈) π̂_b` with the reference regressor.
    pub identified: Vec<SVector<f64, DOF>>,
}

impl Validation {
    /// RMS per joint of `a − b` over the samples.
    pub fn rms(a: &[SVector<f64, DOF>], b: &[SVector<f64, DOF>]) -> [f64; DOF] {
        let mut out = [0.0; DOF];
        for (x, y) in a.iter().zip(b) {
            for (o, d) in out.iter_mut().zip((x - y).iter()) {
                *o += d * d;
            }
        }
        out.map(|s| (s / a.len().max(1) as f64).sqrt())
    }

    /// RMS per joint of the measured torque minus the nominal prediction.
    pub fn nominal_rms(&self) -> [f64; DOF] {
        Validation::rms(&self.measured, &self.nominal)
    }

    /// RMS per joint of the measured torque minus the identified prediction.
    pub fn identified_rms(&self) -> [f64; DOF] {
        Validation::rms(&self.measured, &self.identified)
    }

    /// RMS per joint of the noise-free torque minus the identified prediction: the model error
    /// alone.
    pub fn model_error_rms(&self) -> [f64; DOF] {
        Validation::rms(&self.noise_free, &self.identified)
    }

    /// RMS per joint of the noise actually drawn.
    pub fn noise_rms(&self) -> [f64; DOF] {
        Validation::rms(&self.measured, &self.noise_free)
    }
}

/// Everything the workflow found.
#[derive(Debug, Clone)]
pub struct Outcome {
    /// The options it ran with.
    pub options: Options,
    /// The true robot (payload and joint terms included).
    pub truth: Multibody,
    /// The payload's ten standard parameters in the last body's frame.
    pub payload_true: [f64; 10],
    /// The base parameters with the joint terms.
    pub base: BaseParameters,
    /// The true robot's base parameters `β π`.
    pub base_true: DVector<f64>,
    /// The optimised excitation.
    pub excitation: FourierExcitation,
    /// Its condition number (unweighted base regressor, `condition_samples` samples).
    pub excitation_condition: f64,
    /// The largest `|τ_j|` of the true robot over the identification samples divided by joint
    /// `j`'s URDF effort limit.
    pub peak_effort: [f64; DOF],
    /// The base parameter estimate (weights `1 / σ_j²`).
    pub estimate: Identified,
    /// The validation trajectory.
    pub validation: Validation,
    /// The payload estimate on the known robot.
    pub payload: Identified,
    /// Physical consistency of the payload estimate.
    pub payload_consistency: ConsistencyReport,
    /// Physical consistency of the last body with the estimated payload added.
    pub loaded_consistency: ConsistencyReport,
    /// Wall-clock time of the excitation optimisation.
    pub optimisation_time: Duration,
    /// Wall-clock time of stacking the regressor and the least squares.
    pub estimation_time: Duration,
}

/// A seeded Gaussian generator: the Box–Muller transform on the workspace's generator
/// ([`SplitMix64`]).
#[derive(Debug, Clone)]
pub struct Gaussian {
    rng: SplitMix64,
    spare: Option<f64>,
}

impl Gaussian {
    /// A generator with this seed.
    pub fn new(seed: u64) -> Gaussian {
        Gaussian {
            rng: SplitMix64(seed),
            spare: None,
        }
    }

    /// Uniform in `(0, 1]`.
    fn uniform(&mut self) -> f64 {
        ((self.rng.next_u64() >> 11) + 1) as f64 / (1u64 << 53) as f64
    }

    /// A standard normal number.
    pub fn sample(&mut self) -> f64 {
        if let Some(s) = self.spare.take() {
            return s;
        }
        let r = (-2.0 * self.uniform().ln()).sqrt();
        let (s, c) = (2.0 * std::f64::consts::PI * self.uniform()).sin_cos();
        self.spare = Some(r * s);
        r * c
    }
}

/// The placement of the `panda_hand` frame in the last body's frame: origin and rotation (the
/// last body's own frame for a chain without it).
pub fn hand_placement(chain: &Chain) -> (Vector3<f64>, Matrix3<f64>) {
    chain.frames.iter().find(|f| f.name == "panda_hand").map_or(
        (Vector3::zeros(), Matrix3::identity()),
        |f| {
            let r = rpy_to_matrix(f.origin_rpy);
            (
                Vector3::from(f.origin_xyz),
                Matrix3::from_fn(|i, j| r[i][j]),
            )
        },
    )
}

/// The payload's ten standard parameters in the frame of the chain's last body: `mass` kg,
/// centre of mass [`PAYLOAD_OFFSET`] along the `panda_hand` frame's `z`, the inertia of a
/// homogeneous box of sides [`PAYLOAD_BOX`] along the hand's axes.
pub fn payload_parameters(chain: &Chain, mass: f64) -> [f64; 10] {
    let (origin, r) = hand_placement(chain);
    let com = origin + r * Vector3::new(0.0, 0.0, PAYLOAD_OFFSET);
    let [a, b, c] = PAYLOAD_BOX;
    let box_inertia =
        Matrix3::from_diagonal(&Vector3::new(b * b + c * c, a * a + c * c, a * a + b * b))
            * (mass / 12.0);
    let inertia = r * box_inertia * r.transpose();
    let body = Body::new(
        "payload",
        mass,
        com.into(),
        [0, 1, 2].map(|i| [0, 1, 2].map(|j| inertia[(i, j)])),
    );
    body_parameters(&body)
}

/// The true robot: the URDF chain (`Panda.chain()`) with the payload of
/// [`payload_parameters`] added to its last body and [`ARMATURE`], [`DAMPING`], [`FRICTION`] on
/// its joints.
pub fn true_robot(payload: f64) -> Result<(Chain, [f64; 10]), IdentificationError> {
    let urdf = Panda.chain();
    let n = urdf.dof();
    let payload_true = payload_parameters(&urdf, payload);
    let mut pi = standard_parameters(&Multibody::new(&urdf)?, Columns::BodiesAndJoints)?;
    for (k, p) in payload_true.iter().enumerate() {
        pi[10 * (n - 1) + k] += p;
    }
    for i in 0..n {
        pi[10 * n + 3 * i] = ARMATURE[i];
        pi[10 * n + 3 * i + 1] = DAMPING[i];
        pi[10 * n + 3 * i + 2] = FRICTION[i];
    }
    Ok((with_parameters(&urdf, &pi)?, payload_true))
}

/// The URDF's joint limits (`Panda::JOINT_LIMITS`, `JOINT_VELOCITY_LIMITS`,
/// `JOINT_EFFORT_LIMITS`) reduced to [`LIMIT_FRACTION`]: position range about its middle,
/// velocity and effort; no acceleration limit (URDF has none).
pub fn excitation_limits() -> Vec<JointRange> {
    (0..DOF)
        .map(|i| {
            let (lower, upper) = Panda::JOINT_LIMITS[i];
            let (mid, half) = (0.5 * (lower + upper), 0.5 * (upper - lower));
            JointRange::from(&JointLimits {
                lower: mid - LIMIT_FRACTION * half,
                upper: mid + LIMIT_FRACTION * half,
                velocity: LIMIT_FRACTION * Panda::JOINT_VELOCITY_LIMITS[i],
                effort: EFFORT_FRACTION * Panda::JOINT_EFFORT_LIMITS[i],
            })
        })
        .collect()
}

/// `count` samples of one period of `excitation` on `mb`, the torques with Gaussian noise of
/// [`NOISE`] (seeded by `seed`); with the noise-free torques.
pub fn measure(
    mb: &Multibody,
    excitation: &FourierExcitation,
    count: usize,
    seed: u64,
) -> Result<(Vec<Sample>, Vec<DVector<f64>>), IdentificationError> {
    let mut noise = Gaussian::new(seed);
    let exact = excitation.samples(mb, count)?;
    let clean = exact.iter().map(|s| s.tau.clone()).collect();
    let noisy = exact
        .into_iter()
        .map(|mut s| {
            for (tau, sigma) in s.tau.iter_mut().zip(NOISE) {
                *tau += sigma * noise.sample();
            }
            s
        })
        .collect();
    Ok((noisy, clean))
}

/// The weights `1 / σ_j²` of `count` stacked samples.
pub fn weights(count: usize) -> DVector<f64> {
    DVector::from_fn(DOF * count, |r, _| 1.0 / (NOISE[r % DOF] * NOISE[r % DOF]))
}

fn vector7(v: &DVector<f64>) -> SVector<f64, DOF> {
    SVector::from_column_slice(v.as_slice())
}

/// Runs the workflow (see the module documentation).
pub fn run(options: &Options) -> Result<Outcome, IdentificationError> {
    if !(options.payload.is_finite() && (0.0..=3.0).contains(&options.payload)) {
        return Err(IdentificationError::InvalidOption {
            name: "payload",
            value: options.payload,
            requirement: "a mass in [0, 3] kg (the arm's rated payload is 3 kg)",
        });
    }
    if !(options.period.is_finite() && (2.0..=100.0).contains(&options.period)) {
        return Err(IdentificationError::InvalidOption {
            name: "period",
            value: options.period,
            requirement: "in [2, 100] s",
        });
    }
    // 1. The true robot.
    let (chain, payload_true) = true_robot(options.payload)?;
    let truth = Multibody::new(&chain)?;
    let n = truth.dof();

    // 2. The excitation and the measurements.
    let base = BaseParameters::detect(
        &truth,
        &BaseOptions {
            columns: Columns::BodiesAndJoints,
            ..BaseOptions::default()
        },
    )?;
    let mut excitation_options = ExcitationOptions::new(excitation_limits());
    excitation_options.base_frequency = 2.0 * std::f64::consts::PI / options.period;
    excitation_options.samples = options.condition_samples;
    excitation_options.restarts = options.restarts;
    excitation_options.iterations = options.iterations;
    excitation_options.seed = options.seed;
    let start = Instant::now();
    let (excitation, excitation_condition) =
        FourierExcitation::optimize(&truth, &base, &excitation_options)?;
    let optimisation_time = start.elapsed();
    let (samples, clean) = measure(&truth, &excitation, options.samples, options.seed ^ 0x4E01)?;
    let mut peak_effort = [0.0f64; DOF];
    for tau in &clean {
        for (j, peak) in peak_effort.iter_mut().enumerate() {
            *peak = peak.max(tau[j].abs() / Panda::JOINT_EFFORT_LIMITS[j]);
        }
    }

    // 3. Weighted least squares on the base parameters.
    let start = Instant::now();
    let (w, tau) = stack(&truth, &samples, Columns::BodiesAndJoints)?;
    let estimate = identify(
        &base.base_regressor(&w)?,
        &tau,
        Some(&weights(samples.len())),
    )?;
    let estimation_time = start.elapsed();
    let base_true = base.to_base(&standard_parameters(&truth, Columns::BodiesAndJoints)?)?;

    // 4. Validation on another trajectory.
    excitation_options.seed = options.seed.wrapping_add(1);
    let other = FourierExcitation::random(&truth, &excitation_options)?;
    let (checks, clean) = measure(
        &truth,
        &other,
        options.validation_samples,
        options.seed ^ 0x7A11,
    )?;
    let mut validation = Validation {
        t: other.sample_times(options.validation_samples)?,
        measured: Vec::new(),
        noise_free: Vec::new(),
        nominal: Vec::new(),
        identified: Vec::new(),
    };
    for (s, exact) in checks.iter().zip(&clean) {
        let y = regressor(&truth, &s.q, &s.qd, &s.qdd, Columns::BodiesAndJoints)?;
        validation.measured.push(vector7(&s.tau));
        validation.noise_free.push(vector7(exact));
        validation.nominal.push(Panda.inverse_dynamics(
            &vector7(&s.q),
            &vector7(&s.qd),
            &vector7(&s.qdd),
        ));
        validation
            .identified
            .push(vector7(&(base.base_regressor(&y)? * &estimate.parameters)));
    }

    // 5. The payload alone: the robot known (URDF and the true joint terms).
    let known = Multibody::new(&true_robot(0.0)?.0)?;
    let payload = identify_payload(&known, &samples, Some(&weights(samples.len())))?;
    let payload_consistency = check_physical_consistency(&payload.parameters, Columns::Bodies)?;
    let loaded = DVector::from_fn(10, |k, _| {
        body_parameters(&known.chain().links[n - 1].body)[k] + payload.parameters[k]
    });
    let loaded_consistency = check_physical_consistency(&loaded, Columns::Bodies)?;

    Ok(Outcome {
        options: options.clone(),
        truth,
        payload_true,
        base,
        base_true,
        excitation,
        excitation_condition,
        peak_effort,
        estimate,
        validation,
        payload,
        payload_consistency,
        loaded_consistency,
        optimisation_time,
        estimation_time,
    })
}

/// The payload's mass, centre of mass (in the `panda_hand` frame, m) and their standard
/// deviations from ten standard parameters (in the last body's frame) and their covariance
/// (first-order propagation through `c = (m c) / m`).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PayloadSummary {
    /// Mass (kg).
    pub mass: f64,
    /// Standard deviation of the mass.
    pub mass_std: f64,
    /// Centre of mass in the hand frame (m).
    pub com: [f64; 3],
    /// Its standard deviations.
    pub com_std: [f64; 3],
}

impl PayloadSummary {
    /// The summary of parameters `p` with covariance `cov` (10 × 10, `None`: no deviation), the
    /// centre of mass expressed in `chain`'s `panda_hand` frame.
    pub fn new(
        chain: &Chain,
        p: &[f64],
        cov: Option<&chaindyn::nalgebra::DMatrix<f64>>,
    ) -> PayloadSummary {
        let (origin, r) = hand_placement(chain);
        let m = p[0];
        let h = Vector3::new(p[1], p[2], p[3]);
        let c = r.transpose() * (h / m - origin);
        let (mass_std, com_std) = match cov {
            None => (0.0, [0.0; 3]),
            Some(cov) => {
                // ∂c/∂(m, h) = [−h / m², 1 / m], then into the hand's axes.
                let mut j = chaindyn::nalgebra::Matrix3x4::zeros();
                for i in 0..3 {
                    j[(i, 0)] = -h[i] / (m * m);
                    j[(i, i + 1)] = 1.0 / m;
                }
                let j = r.transpose() * j;
                let block = Matrix4::from_fn(|a, b| cov[(a, b)]);
                let cc = j * block * j.transpose();
                (
                    cov[(0, 0)].max(0.0).sqrt(),
                    [0, 1, 2].map(|i| cc[(i, i)].max(0.0).sqrt()),
                )
            }
        };
        PayloadSummary {
            mass: m,
            mass_std,
            com: c.into(),
            com_std,
        }
    }
}
