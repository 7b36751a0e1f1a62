//! The runtime target's identification calls on the input's chain and state: the regressors,
//! base parameters, a short excitation, its samples, least squares on them, the payload, the
//! physical consistency of the chain's parameters and of ten raw parameters drawn from 1e-320 to
//! 1e308, and their projection. What an `Ok` must hold beyond finite numbers: the regressor
//! reproduces the torques of the chain's own parameters (`Y π = τ`), the base regressor does too
//! (`Y_b π_b = Y π`), and a projection passes the consistency check.

use chaindyn::identification::{
    check_physical_consistency, identify, identify_payload, kinetic_energy_regressor,
    potential_energy_regressor, project_to_consistent, regressor, stack, standard_parameters,
    BaseOptions, BaseParameters, Columns, ExcitationOptions, FourierExcitation, JointRange,
};
use chaindyn::nalgebra::{DMatrix, DVector};
use chaindyn::Multibody;

/// Panics (a crash of the run) if `xs` holds a number that is not finite.
#[track_caller]
fn all_finite<'a>(what: &str, xs: impl IntoIterator<Item = &'a f64>) {
    let xs: Vec<f64> = xs.into_iter().copied().collect();
    assert!(
        xs.iter().all(|x| x.is_finite()),
        "{what} returned Ok with a non-finite number: {xs:?}"
    );
}

/// The largest row sum `Σⱼ |Mᵢⱼ xⱼ|` of the terms of `M x`: the size its rounding is relative
/// to (a product whose terms cancel keeps their absolute error, not the result's relative one).
fn term_size(m: &DMatrix<f64>, x: &DVector<f64>) -> f64 {
    m.row_iter()
        .map(|r| {
            r.iter()
                .zip(x.iter())
                .map(|(a, b)| (a * b).abs())
                .sum::<f64>()
        })
        .fold(0.0, f64::max)
}

/// `|a − b| ≤ 1e-6 · size` entry by entry: two sums of the same quantity, each accurate to
/// rounding relative to the size of its terms (1e-6 leaves room for the products of numbers many
/// orders of magnitude apart that the wide literals produce; rounding is about 1e-15).
fn close(a: &DVector<f64>, b: &DVector<f64>, size: f64) -> bool {
    a.iter()
        .zip(b.iter())
        .all(|(x, y)| (x - y).abs() <= 1e-6 * size)
}

/// Every identification entry point on `mb` at the state `(q, q̇, q̈ = tau)`, and the consistency
/// and projection of `raw`.
pub fn run(
    mb: &Multibody,
    q: &DVector<f64>,
    qd: &DVector<f64>,
    qdd: &DVector<f64>,
    raw: &[f64; 10],
) {
    consistency(raw);
    let n = mb.dof();
    for columns in [Columns::Bodies, Columns::BodiesAndJoints] {
        if let Ok(y) = regressor(mb, q, qd, qdd, columns) {
            all_finite("regressor", y.iter());
        }
        if let Ok(y) = kinetic_energy_regressor(mb, q, qd, columns) {
            all_finite("kinetic_energy_regressor", y.iter());
        }
        if let Ok(y) = potential_energy_regressor(mb, q, columns) {
            all_finite("potential_energy_regressor", y.iter());
        }
        if let Ok(p) = standard_parameters(mb, columns) {
            all_finite("standard_parameters", p.iter());
            if let Ok(report) = check_physical_consistency(&p, columns) {
                for body in &report.bodies {
                    all_finite(
                        "check_physical_consistency",
                        [body.mass, body.pseudo_inertia_min_eigenvalue]
                            .iter()
                            .chain(body.principal_moments.iter().flatten()),
                    );
                }
            }
        }
    }
    // Base parameters at the default options (a few dozen random states).
    let options = BaseOptions {
        columns: Columns::BodiesAndJoints,
        samples: 8 * n,
        ..BaseOptions::default()
    };
    let Ok(base) = BaseParameters::detect(mb, &options) else {
        return;
    };
    all_finite("BaseParameters::detect", base.beta().iter());
    // Y_b π_b = Y π at the input's state, for the chain's own parameters, where the state is one
    // a robot reaches (|entries| up to 1e3): the relations β hold to rounding relative to the
    // regressor's columns at the sampled states, and a state of 1e200 rad/s weighs the columns
    // so differently that rounding-level errors of β reach the result.
    let moderate = q.iter().chain(qd).chain(qdd).all(|x| x.abs() <= 1e3);
    if let (true, Ok(y), Ok(pi)) = (
        moderate,
        regressor(mb, q, qd, qdd, Columns::BodiesAndJoints),
        standard_parameters(mb, Columns::BodiesAndJoints),
    ) {
        if let (Ok(yb), Ok(pb)) = (base.base_regressor(&y), base.to_base(&pi)) {
            all_finite("base_regressor", yb.iter());
            all_finite("to_base", pb.iter());
            let (full, reduced) = (&y * &pi, &yb * &pb);
            let size = term_size(&y, &pi).max(term_size(&yb, &pb));
            if size.is_finite() && full.iter().chain(reduced.iter()).all(|x| x.is_finite()) {
                assert!(
                    close(&full, &reduced, size),
                    "Y_b π_b = {reduced} differs from Y π = {full}"
                );
            }
        }
    }
    excitation(mb, &base);
}

/// A short excitation (two harmonics, a few candidates), its samples, least squares on them and
/// the payload: finite numbers, and the identified parameters reproduce the torques.
fn excitation(mb: &Multibody, base: &BaseParameters) {
    let n = mb.dof();
    let mut options = ExcitationOptions::new(vec![JointRange::symmetric(1.0, 2.0, 5.0); n]);
    options.harmonics = 2;
    options.samples = 4 * base.count().max(1);
    options.restarts = 1;
    options.iterations = 2;
    let Ok((trajectory, kappa)) = FourierExcitation::optimize(mb, base, &options) else {
        return;
    };
    all_finite("FourierExcitation::optimize", [kappa].iter());
    all_finite(
        "FourierExcitation",
        trajectory.a().iter().chain(trajectory.b().iter()),
    );
    if let Ok(kappa) = trajectory.condition_number(mb, base, options.samples) {
        all_finite("condition_number", [kappa].iter());
    }
    let Ok(samples) = trajectory.samples(mb, options.samples) else {
        return;
    };
    for s in &samples {
        all_finite(
            "samples",
            s.q.iter().chain(&s.qd).chain(&s.qdd).chain(&s.tau),
        );
    }
    if let Ok((w, tau)) = stack(mb, &samples, Columns::BodiesAndJoints) {
        if let Ok(wb) = base.base_regressor(&w) {
            if let Ok(fit) = identify(&wb, &tau, None) {
                all_finite(
                    "identify",
                    fit.parameters
                        .iter()
                        .chain(&fit.std_dev)
                        .chain([&fit.condition_number, &fit.residual_rms]),
                );
                // Noise-free torques of the chain itself (joint terms included): the fit
                // reproduces them to rounding times the condition number (at most 1e8 inside
                // Ok), relative to the size of the fit's terms.
                let predicted: DVector<f64> = &wb * &fit.parameters;
                let size = term_size(&wb, &fit.parameters).max(tau.amax());
                if size.is_finite() && predicted.iter().all(|x| x.is_finite()) {
                    assert!(
                        close(&predicted, &tau, size),
                        "identify: W_b π̂ = {predicted} does not reproduce τ = {tau}"
                    );
                }
            }
        }
    }
    if let Ok(fit) = identify_payload(mb, &samples, None) {
        all_finite(
            "identify_payload",
            fit.parameters.iter().chain(&fit.std_dev),
        );
    }
}

/// The consistency check and the projection of ten raw parameters: an `Ok` projection passes the
/// check.
fn consistency(raw: &[f64; 10]) {
    let p = DVector::from_column_slice(raw);
    if let Ok(report) = check_physical_consistency(&p, Columns::Bodies) {
        let body = &report.bodies[0];
        all_finite(
            "check_physical_consistency",
            [body.mass, body.pseudo_inertia_min_eigenvalue]
                .iter()
                .chain(body.principal_moments.iter().flatten()),
        );
    }
    if let Ok(projected) = project_to_consistent(raw) {
        all_finite("project_to_consistent", projected.iter());
        let check =
            check_physical_consistency(&DVector::from_column_slice(&projected), Columns::Bodies);
        assert!(
            check.as_ref().is_ok_and(|r| r.is_consistent()),
            "project_to_consistent({raw:?}) = {projected:?}, which the check refuses: {check:?}"
        );
    }
}
