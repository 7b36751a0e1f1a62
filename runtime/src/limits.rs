//! The runtime's size limits, in one place: every size a caller passes (steps, horizon,
//! iterations, degrees of freedom) is checked against its limit before any work or allocation,
//! and a larger one is a typed error naming the argument and the limit. Each limit serves real
//! use many times over while keeping memory and time bounded.

/// Most steps of a fixed-step integration ([`simulate`](crate::simulate)'s RK4 and
/// `simulate_linear_model`), and the default `max_steps` of Dormand–Prince: 10 million
/// (a 1 kHz simulation of almost three hours).
pub const MAX_FIXED_STEPS: usize = 10_000_000;

/// Longest iLQR horizon ([`Ilqr::solve`](crate::control::Ilqr::solve)'s `initial.len()`, on
/// either base): 1 million
/// steps, and at most [`MAX_ENTRIES`] numbers in the solver's per-step buffers (states, inputs,
/// the step's Jacobians, gains: about 550 numbers a step for a 7-joint chain, 2 700 for a
/// 12-joint floating base), so that its memory stays within a GiB.
pub const MAX_ILQR_HORIZON: usize = 1_000_000;

/// Most iLQR iterations ([`IlqrOptions::max_iterations`](crate::control::IlqrOptions)):
/// 100 000; the default is 200 and a converging problem needs tens.
pub const MAX_ILQR_ITERATIONS: usize = 100_000;

/// Most doubling and refinement steps of the Riccati solvers
/// ([`RiccatiOptions`](crate::control::RiccatiOptions)): 1 000. Each doubling step squares the
/// contraction, so 60 (the default) resolve spectra spread over 30 orders of magnitude.
pub const MAX_RICCATI_ITERATIONS: usize = 1_000;

/// Most degrees of freedom of a chain for the reference algorithms
/// ([`Multibody::new`](crate::Multibody::new)): 256, eight times the derive's limit of 32 on a
/// fixed base. The construction checks the mass matrix at several configurations (cubic in the
/// degrees of freedom: 84 ms at this size in a release build on the 2-core development machine,
/// where 1 000 degrees of freedom would take seconds, minutes in a debug build), and every
/// algorithm after it works with dense `n × n` matrices.
pub const MAX_REFERENCE_DOF: usize = 256;

// Identification: bounding memory (about a GiB per matrix) and time (a few minutes of search).

/// Most samples (states or times) one call evaluates: [`BaseOptions::samples`],
/// [`ExcitationOptions::samples`], and the `count` of [`FourierExcitation::samples`],
/// [`FourierExcitation::condition_number`] and [`FourierExcitation::sample_times`]:
/// 1 000 000, a 1 kHz recording of almost 17 minutes (the demo takes 1 000 samples of a 10 s
/// period; Swevers et al. 1997 a few hundred).
///
/// [`BaseOptions::samples`]: crate::identification::BaseOptions::samples
/// [`ExcitationOptions::samples`]: crate::identification::ExcitationOptions::samples
/// [`FourierExcitation::samples`]: crate::identification::FourierExcitation::samples
/// [`FourierExcitation::condition_number`]: crate::identification::FourierExcitation::condition_number
/// [`FourierExcitation::sample_times`]: crate::identification::FourierExcitation::sample_times
pub const MAX_SAMPLES: usize = 1_000_000;

/// Most `f64` values one call allocates from the sizes it is given: `2^27` = 134 217 728
/// (1 GiB). It bounds the stacked regressor, `samples × dof × columns`, of
/// [`BaseParameters::detect`](crate::identification::BaseParameters::detect), [`stack`](crate::identification::stack()),
/// [`identify_payload`](crate::identification::identify_payload),
/// [`FourierExcitation::condition_number`](crate::identification::FourierExcitation::condition_number) and
/// [`FourierExcitation::optimize`](crate::identification::FourierExcitation::optimize), and the
/// `count × 4 dof` values of [`FourierExcitation::samples`](crate::identification::FourierExcitation::samples).
/// The 7-DOF arm with joint terms (91 columns) stacks up to 210 000 samples; least squares then
/// works on copies of the base regressor (a few GiB in all).
pub const MAX_ENTRIES: usize = 1 << 27;

/// Most harmonics of a Fourier excitation ([`ExcitationOptions::harmonics`], the columns of the
/// coefficients of [`FourierExcitation::new`]): 1 000. Swevers et al. 1997 use 5; with the
/// default 10 s period the 1000th harmonic is at 100 Hz, beyond the bandwidth of the robots
/// identified this way.
///
/// [`ExcitationOptions::harmonics`]: crate::identification::ExcitationOptions::harmonics
/// [`FourierExcitation::new`]: crate::identification::FourierExcitation::new
pub const MAX_HARMONICS: usize = 1_000;

/// Most random starts of [`FourierExcitation::optimize`](crate::identification::FourierExcitation::optimize)
/// ([`ExcitationOptions::restarts`](crate::identification::ExcitationOptions::restarts)): 10 000 (default 8).
pub const MAX_RESTARTS: usize = 10_000;

/// Most coordinate-search steps of
/// [`FourierExcitation::optimize`](crate::identification::FourierExcitation::optimize)
/// ([`ExcitationOptions::iterations`](crate::identification::ExcitationOptions::iterations)): 1 000 000
/// (default 200; the 7-DOF demo gains little beyond a few hundred).
pub const MAX_EXCITATION_ITERATIONS: usize = 1_000_000;

/// Most work of the search of [`FourierExcitation::optimize`](crate::identification::FourierExcitation::optimize),
/// `(restarts + iterations) × samples × dof × (P + harmonics)`: 4 000 000 000. At every sample,
/// every candidate evaluates its Fourier series (`dof × harmonics` terms) and its base regressor
/// (`dof × P` entries, then part of an SVD), so this measures the search's time: the 7-DOF
/// demo's default search (508 candidates of 60 samples, `7 × (62 + 5)` per sample) does
/// 1.4e7 in 0.5 s, so the limit is about 2.5 minutes of it. (A `u32` value, so that it is a
/// `usize` on every target.)
pub const MAX_SEARCH_WORK: usize = 4_000_000_000;
