//! `identify`: the parameter identification workflow on the 7-DOF URDF arm
//! ([`chaindyn_demo::identification`] computes it), its summary, CSV files and PNG plot.

use crate::output::DemoError;
use crate::scenarios::Context;
use chaindyn::identification::{parameter_names, project_to_consistent, BaseParameters, Columns};
use chaindyn::DEFAULT_FRICTION_VELOCITY;
use chaindyn_demo::identification::{
    run, Options, Outcome, PayloadSummary, ARMATURE, DAMPING, DOF, EFFORT_FRACTION, FRICTION,
    LIMIT_FRACTION, NOISE, PAYLOAD_BOX, PAYLOAD_OFFSET,
};
use plotters::prelude::*;
use std::fmt::Write as _;
use std::path::Path;

/// The joints whose torques are plotted (1-based).
const PLOTTED: [usize; 3] = [2, 4, 6];

/// `identify`: runs the workflow with `options` and reports it.
pub fn identify(ctx: &Context, options: &Options) -> Result<(), DemoError> {
    if !ctx.quiet {
        eprintln!(
            "identify: optimising the excitation ({} starts, {} steps), then least squares",
            options.restarts, options.iterations
        );
    }
    let outcome = run(options)?;
    std::fs::create_dir_all(&ctx.out).map_err(|e| DemoError::Io(ctx.out.clone(), e))?;
    summarise(&outcome);
    let csv = ctx.out.join("identify.csv");
    write_validation_csv(&csv, &outcome)?;
    let base_csv = ctx.out.join("identify_base.csv");
    write_base_csv(&base_csv, &outcome)?;
    let png = ctx.out.join("identify.png");
    plot(&png, &outcome)?;
    println!(
        "  files: {}, {}, {}",
        csv.display(),
        base_csv.display(),
        png.display()
    );
    Ok(())
}

fn list(values: &[f64]) -> String {
    let items: Vec<String> = values.iter().map(|v| format!("{v}")).collect();
    format!("[{}]", items.join(", "))
}

/// The base parameter that is the standard parameter `column` alone, if any.
fn alone(base: &BaseParameters, column: usize) -> Option<usize> {
    let k = base.independent().iter().position(|&j| j == column)?;
    let row = base.beta().row(k);
    let scale = row.amax().max(1.0);
    let others = row
        .iter()
        .enumerate()
        .filter(|&(j, c)| j != column && c.abs() > 1e-10 * scale)
        .count();
    (others == 0).then_some(k)
}

fn summarise(o: &Outcome) {
    let opt = &o.options;
    let est = &o.estimate;
    let n = DOF;
    println!(
        "identify: the 7-DOF URDF arm (tests/robots/panda.urdf, panda_link0 to panda_hand) with a \
         {} kg payload and real joints, identified from simulated torques",
        opt.payload
    );
    println!(
        "  true robot: payload centre of mass {PAYLOAD_OFFSET} m along the hand's z, box {} m; \
         armature {} kg m^2, damping {} N m s, friction {} N m (friction velocity {} rad/s)",
        PAYLOAD_BOX.map(|x| x.to_string()).join(" x "),
        list(&ARMATURE),
        list(&DAMPING),
        list(&FRICTION),
        DEFAULT_FRICTION_VELOCITY
    );
    println!(
        "  base parameters (bodies and joint terms): P = {} of {} standard parameters; {} act on \
         no torque ({})",
        o.base.count(),
        o.base.columns(),
        o.base.non_identifiable().len(),
        o.base
            .non_identifiable()
            .iter()
            .map(|&j| o.base.names()[j].as_str())
            .collect::<Vec<_>>()
            .join(", ")
    );
    println!(
        "  excitation: {} harmonics, period {} s, within {:.0} % of the URDF's position range \
         and velocity limits, {:.0} % of its effort limits; {} random starts + {} search steps \
         in {:.2} s; condition number {:.1} (base regressor at {} samples)",
        o.excitation.harmonics(),
        o.excitation.period(),
        LIMIT_FRACTION * 100.0,
        EFFORT_FRACTION * 100.0,
        opt.restarts,
        opt.iterations,
        o.optimisation_time.as_secs_f64(),
        o.excitation_condition,
        opt.condition_samples
    );
    let (bq, bqd, bqdd) = o.excitation.bounds();
    println!(
        "    bounds: |q - q0| <= {} rad, |qd| <= {} rad/s, |qdd| <= {} rad/s^2",
        list(&bq.iter().map(|x| round(*x, 2)).collect::<Vec<_>>()),
        list(&bqd.iter().map(|x| round(*x, 2)).collect::<Vec<_>>()),
        list(&bqdd.iter().map(|x| round(*x, 2)).collect::<Vec<_>>())
    );
    println!(
        "    peak |tau| / effort limit: {}",
        list(&o.peak_effort.map(|x| round(x, 2)))
    );
    let noise_rms = (NOISE.iter().map(|s| s * s).sum::<f64>() / n as f64).sqrt();
    println!(
        "  measurements: {} samples ({} rows), noise sigma {} N m; weighted least squares \
         (weights 1/sigma^2) in {:.2} s, condition number {:.1}",
        opt.samples,
        est.rows,
        list(&NOISE),
        o.estimation_time.as_secs_f64(),
        est.condition_number
    );
    println!(
        "  residual RMS {:.4} N m against the noise's {:.4} N m; residual variance {:.3} (1 with \
         exact weights)",
        est.residual_rms, noise_rms, est.residual_variance
    );
    let errors: Vec<f64> = (0..o.base.count())
        .map(|k| (est.parameters[k] - o.base_true[k]).abs() / est.std_dev[k])
        .collect();
    let within = |z: f64| errors.iter().filter(|&&e| e <= z).count();
    let mut relative: Vec<f64> = (0..o.base.count())
        .map(|k| est.std_dev[k] / o.base_true[k].abs().max(1e-12))
        .collect();
    relative.sort_by(f64::total_cmp);
    println!(
        "  standard deviations: {:.2e} to {:.2e}; relative to the true value median {:.2} %; \
         |error| within 2 sigma for {} and 3 sigma for {} of {} (largest {:.2} sigma)",
        est.std_dev.min(),
        est.std_dev.max(),
        100.0 * relative[relative.len() / 2],
        within(2.0),
        within(3.0),
        o.base.count(),
        errors.iter().fold(0.0f64, |m, e| m.max(*e))
    );
    println!("  joint terms identified alone (true / estimate +- sigma):");
    println!(
        "    {:<6} {:>28} {:>28} {:>28}",
        "joint", "armature (kg m^2)", "damping (N m s)", "friction (N m)"
    );
    let mut negative = Vec::new();
    for i in 0..n {
        let mut line = format!("    {:<6}", i + 1);
        for t in 0..3 {
            let column = 10 * n + 3 * i + t;
            let cell = match alone(&o.base, column) {
                Some(k) => {
                    if est.parameters[k] < 0.0 {
                        negative.push(o.base.names()[column].clone());
                    }
                    format!(
                        "{:.3} / {:.3} +- {:.3}",
                        o.base_true[k], est.parameters[k], est.std_dev[k]
                    )
                }
                None => "grouped".to_string(),
            };
            let _ = write!(line, " {cell:>28}");
        }
        println!("{line}");
    }
    let grouped: Vec<String> = (0..n)
        .flat_map(|i| (0..3).map(move |t| 10 * n + 3 * i + t))
        .filter(|&c| alone(&o.base, c).is_none())
        .flat_map(|c| (0..o.base.count()).filter(move |&k| o.base.beta()[(k, c)].abs() > 1e-10))
        .collect::<std::collections::BTreeSet<usize>>()
        .into_iter()
        .map(|k| format!("b_{} = {}", k + 1, o.base.describe()[k]))
        .collect();
    if !grouped.is_empty() {
        println!("    grouped: {}", grouped.join("; "));
    }
    println!(
        "    physically consistent (>= 0): {}",
        if negative.is_empty() {
            "every joint term identified alone".to_string()
        } else {
            format!("NOT {}", negative.join(", "))
        }
    );

    let v = &o.validation;
    let (nominal, identified, model, drawn) = (
        v.nominal_rms(),
        v.identified_rms(),
        v.model_error_rms(),
        v.noise_rms(),
    );
    println!(
        "  validation on another excitation ({} samples over {} s): torque RMS per joint (N m)",
        v.t.len(),
        o.excitation.period()
    );
    println!(
        "    {:<6} {:>9} {:>11} {:>16} {:>12} {:>18}",
        "joint", "sigma", "noise RMS", "nominal (URDF)", "identified", "identified - true"
    );
    for i in 0..n {
        println!(
            "    {:<6} {:>9.3} {:>11.3} {:>16.3} {:>12.3} {:>18.3}",
            i + 1,
            NOISE[i],
            drawn[i],
            nominal[i],
            identified[i],
            model[i]
        );
    }
    let mean = |x: &[f64; DOF]| (x.iter().map(|v| v * v).sum::<f64>() / n as f64).sqrt();
    println!(
        "    {:<6} {:>9.3} {:>11.3} {:>16.3} {:>12.3} {:>18.3}",
        "all",
        noise_rms,
        mean(&drawn),
        mean(&nominal),
        mean(&identified),
        mean(&model)
    );

    let p = &o.payload;
    let hat = PayloadSummary::new(
        o.truth.chain(),
        p.parameters.as_slice(),
        Some(&p.covariance),
    );
    let truth = PayloadSummary::new(o.truth.chain(), &o.payload_true, None);
    println!(
        "  payload alone on the known robot (URDF + true joint terms): 10 parameters, condition \
         number {:.1}, residual RMS {:.4} N m",
        p.condition_number, p.residual_rms
    );
    println!(
        "    mass: true {:.4} kg, estimate {:.4} +- {:.4} kg",
        truth.mass, hat.mass, hat.mass_std
    );
    for (i, axis) in ["x", "y", "z"].iter().enumerate() {
        println!(
            "    centre of mass {axis} (hand frame): true {:.2} mm, estimate {:.2} +- {:.2} mm",
            1e3 * truth.com[i],
            1e3 * hat.com[i],
            1e3 * hat.com_std[i]
        );
    }
    let names = parameter_names(1, Columns::Bodies);
    println!(
        "    {:<8} {:>11} {:>11} {:>10}  (kg m^2, about link 7's origin, in its axes)",
        "inertia", "true", "estimate", "sigma"
    );
    for (k, name) in names.iter().enumerate().skip(4) {
        println!(
            "    {:<8} {:>11.5} {:>11.5} {:>10.5}",
            name.trim_end_matches("_1"),
            o.payload_true[k],
            p.parameters[k],
            p.std_dev[k]
        );
    }
    let b = &o.payload_consistency.bodies[0];
    println!(
        "    physical consistency of the payload estimate: {} (smallest eigenvalue of the \
         pseudo-inertia {:.2e}); of link 7 with it: {}",
        if b.is_consistent() {
            "consistent"
        } else {
            "NOT consistent"
        },
        b.pseudo_inertia_min_eigenvalue,
        if o.loaded_consistency.is_consistent() {
            "consistent"
        } else {
            "NOT consistent"
        }
    );
    if !b.is_consistent() {
        let mut estimate = [0.0; 10];
        estimate.copy_from_slice(p.parameters.as_slice());
        let projected = match project_to_consistent(&estimate) {
            Ok(projected) => projected,
            Err(e) => {
                println!("    no nearest consistent parameters: {e}");
                return;
            }
        };
        let (k, z) = (0..10)
            .map(|k| (k, (projected[k] - estimate[k]).abs() / p.std_dev[k]))
            .fold((0, 0.0), |best, x| if x.1 > best.1 { x } else { best });
        println!(
            "    the nearest consistent parameters (negative eigenvalues of the pseudo-inertia \
             raised to a margin of 1e-9 of the largest) differ by at most {z:.2} sigma ({}: \
             {:.5} instead of {:.5})",
            names[k].trim_end_matches("_1"),
            projected[k],
            estimate[k]
        );
    }
}

fn round(x: f64, digits: i32) -> f64 {
    let s = 10f64.powi(digits);
    (x * s).round() / s
}

fn write_validation_csv(path: &Path, o: &Outcome) -> Result<(), DemoError> {
    let mut text = String::from("t");
    for prefix in ["measured", "nominal", "identified", "noise_free"] {
        for i in 1..=DOF {
            let _ = write!(text, ",{prefix}{i}");
        }
    }
    text.push('\n');
    let v = &o.validation;
    for k in 0..v.t.len() {
        let _ = write!(text, "{}", v.t[k]);
        for x in v.measured[k]
            .iter()
            .chain(v.nominal[k].iter())
            .chain(v.identified[k].iter())
            .chain(v.noise_free[k].iter())
        {
            let _ = write!(text, ",{x:.9e}");
        }
        text.push('\n');
    }
    std::fs::write(path, text).map_err(|e| DemoError::Io(path.to_path_buf(), e))
}

fn write_base_csv(path: &Path, o: &Outcome) -> Result<(), DemoError> {
    let mut text = String::from("k,base_parameter,true,estimate,std_dev\n");
    for (k, d) in o.base.describe().iter().enumerate() {
        let _ = writeln!(
            text,
            "{},\"{d}\",{:.9e},{:.9e},{:.3e}",
            k + 1,
            o.base_true[k],
            o.estimate.parameters[k],
            o.estimate.std_dev[k]
        );
    }
    std::fs::write(path, text).map_err(|e| DemoError::Io(path.to_path_buf(), e))
}

fn plot(path: &Path, o: &Outcome) -> Result<(), DemoError> {
    let err = |e: &dyn std::fmt::Display| DemoError::Plot(path.to_path_buf(), e.to_string());
    let v = &o.validation;
    let root = BitMapBackend::new(path, (1200, 800)).into_drawing_area();
    root.fill(&WHITE).map_err(|e| err(&e))?;
    let (title, body) = root.split_vertically(40);
    title
        .titled(
            &format!(
                "7-DOF arm, {} kg payload, real joints: validation torques (measured, URDF \
                 model, identified)",
                o.options.payload
            ),
            ("sans-serif", 20),
        )
        .map_err(|e| err(&e))?;
    let panels = body.split_evenly((2, 2));
    let t_end = v.t.last().copied().unwrap_or(1.0).max(1e-9);
    let series = [
        ("measured (with noise)", RGBColor(150, 150, 150), 1),
        ("URDF model", RED, 2),
        ("identified", BLUE, 2),
    ];
    for (panel, &joint) in panels.iter().zip(&PLOTTED) {
        let j = joint - 1;
        let values = |k: usize| [v.measured[k][j], v.nominal[k][j], v.identified[k][j]];
        let (lo, hi) = (0..v.t.len())
            .flat_map(values)
            .fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), x| {
                (lo.min(x), hi.max(x))
            });
        // Room above the curves for the legend.
        let pad = 0.05 * (hi - lo).max(1e-6);
        let mut chart = ChartBuilder::on(panel)
            .margin(10)
            .x_label_area_size(35)
            .y_label_area_size(55)
            .caption(format!("joint {joint} torque (N m)"), ("sans-serif", 18))
            .build_cartesian_2d(0.0..t_end, lo - pad..hi + 6.0 * pad)
            .map_err(|e| err(&e))?;
        chart
            .configure_mesh()
            .max_light_lines(2)
            .x_desc("t (s)")
            .label_style(("sans-serif", 14))
            .draw()
            .map_err(|e| err(&e))?;
        for (s, (label, color, width)) in series.iter().enumerate() {
            let color = *color;
            chart
                .draw_series(LineSeries::new(
                    v.t.iter().enumerate().map(|(k, t)| (*t, values(k)[s])),
                    color.stroke_width(*width),
                ))
                .map_err(|e| err(&e))?
                .label(*label)
                .legend(move |(x, y)| PathElement::new(vec![(x, y), (x + 20, y)], color));
        }
        chart
            .configure_series_labels()
            .position(SeriesLabelPosition::UpperRight)
            .background_style(WHITE.mix(0.8))
            .border_style(BLACK)
            .label_font(("sans-serif", 13))
            .draw()
            .map_err(|e| err(&e))?;
    }

    // RMS per joint (log scale): URDF model and identified model against the noise.
    let (nominal, identified) = (v.nominal_rms(), v.identified_rms());
    let lo = NOISE
        .iter()
        .chain(&identified)
        .fold(f64::INFINITY, |m, x| m.min(*x))
        * 0.5;
    let hi = nominal.iter().fold(0.0f64, |m, x| m.max(*x)) * 2.0;
    let mut chart = ChartBuilder::on(&panels[3])
        .margin(10)
        .x_label_area_size(35)
        .y_label_area_size(55)
        .caption(
            "validation torque RMS per joint (N m); black: noise sigma",
            ("sans-serif", 18),
        )
        .build_cartesian_2d(0.5..DOF as f64 + 0.5, (lo..hi).log_scale())
        .map_err(|e| err(&e))?;
    chart
        .configure_mesh()
        .x_desc("joint")
        .x_labels(DOF)
        .x_label_formatter(&|x| format!("{x:.0}"))
        .disable_x_mesh()
        .max_light_lines(2)
        .label_style(("sans-serif", 14))
        .draw()
        .map_err(|e| err(&e))?;
    for (values, color, left, label) in [
        (nominal, RED, true, "URDF model"),
        (identified, BLUE, false, "identified"),
    ] {
        chart
            .draw_series(values.iter().enumerate().map(|(i, &x)| {
                let c = (i + 1) as f64;
                let (x0, x1) = if left { (c - 0.35, c) } else { (c, c + 0.35) };
                Rectangle::new([(x0, lo), (x1, x)], color.mix(0.7).filled())
            }))
            .map_err(|e| err(&e))?
            .label(label)
            .legend(move |(x, y)| Rectangle::new([(x, y - 5), (x + 15, y + 5)], color.filled()));
    }
    chart
        .draw_series(NOISE.iter().enumerate().map(|(i, &s)| {
            let c = (i + 1) as f64;
            PathElement::new(vec![(c - 0.4, s), (c + 0.4, s)], BLACK.stroke_width(2))
        }))
        .map_err(|e| err(&e))?;
    chart
        .configure_series_labels()
        .position(SeriesLabelPosition::UpperRight)
        .background_style(WHITE.mix(0.8))
        .border_style(BLACK)
        .label_font(("sans-serif", 13))
        .draw()
        .map_err(|e| err(&e))?;
    root.present().map_err(|e| err(&e))?;
    Ok(())
}
