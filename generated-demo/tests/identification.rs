//! The `identify` command's workflow on a short run (few samples, no excitation search): the
//! payload mass is recovered within 5 standard deviations, and the identified model predicts the
//! validation torques better than the URDF's.

use chaindyn_demo::identification::{run, Options, NOISE};

#[test]
fn identify_recovers_the_payload_and_beats_the_nominal_model() {
    let options = Options {
        samples: 100,
        validation_samples: 40,
        restarts: 1,
        iterations: 0,
        condition_samples: 30,
        ..Options::default()
    };
    let o = run(&options).unwrap();

    // The payload alone: its mass within 5 σ̂ (σ̂ itself small: the data determine it).
    let (mass, sigma) = (o.payload.parameters[0], o.payload.std_dev[0]);
    assert!(
        (mass - options.payload).abs() <= 5.0 * sigma,
        "payload mass {mass} ± {sigma}, true {}",
        options.payload
    );
    assert!(sigma < 0.05 * options.payload, "σ̂ of the mass {sigma}");

    // The base parameters: exact weights give a residual variance near 1.
    let v = o.estimate.residual_variance;
    assert!((0.7..1.3).contains(&v), "residual variance {v}");

    // Validation: the identified model far better than the URDF's on every joint, near the
    // noise level overall (100 samples of an excitation that is not optimised leave some
    // parameters loose: up to a few σ on a joint for other seeds).
    let (nominal, identified) = (o.validation.nominal_rms(), o.validation.identified_rms());
    for j in 0..7 {
        assert!(
            identified[j] < 0.5 * nominal[j],
            "joint {}: identified RMS {} against nominal {}",
            j + 1,
            identified[j],
            nominal[j]
        );
    }
    let all = |x: &[f64]| (x.iter().map(|v| v * v).sum::<f64>() / x.len() as f64).sqrt();
    assert!(
        all(&identified) < 1.5 * all(&NOISE),
        "identified RMS {} against the noise's {}",
        all(&identified),
        all(&NOISE)
    );
}
