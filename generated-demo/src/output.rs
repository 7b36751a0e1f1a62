//! Summaries, CSV files, PNG plots and progress reports of a run.

use chaindyn::control::wrap_angle;
use chaindyn::nalgebra::SVector;
use chaindyn::simulate::{Sample, Trajectory};
use plotters::prelude::*;
use std::fmt::Write as _;
use std::io::{IsTerminal, Write as _};
use std::path::{Path, PathBuf};

/// Errors of the demo.
#[derive(Debug)]
pub enum DemoError {
    /// Controller design failed.
    Control(chaindyn::control::ControlError),
    /// Simulation failed.
    Sim(chaindyn::simulate::SimError),
    /// Runtime dynamics error, from the closed forms of the n-link pendulum linearization notes
    /// (2015).
    Dynamics(chaindyn::DynamicsError),
    /// Model parameters rejected.
    Model(chaindyn::ModelError),
    /// Parameter identification refused its data or options.
    Identification(chaindyn::identification::IdentificationError),
    /// File output failed.
    Io(PathBuf, std::io::Error),
    /// Plotting failed.
    Plot(PathBuf, String),
    /// A consistency check of the demo failed.
    Check(String),
}

impl std::fmt::Display for DemoError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            DemoError::Control(e) => write!(f, "controller design: {e}"),
            DemoError::Sim(e) => write!(f, "simulation: {e}"),
            DemoError::Dynamics(e) => write!(f, "dynamics: {e}"),
            DemoError::Model(e) => write!(f, "model: {e}"),
            DemoError::Identification(e) => write!(f, "identification: {e}"),
            DemoError::Io(p, e) => write!(f, "{}: {e}", p.display()),
            DemoError::Plot(p, e) => write!(f, "plot {}: {e}", p.display()),
            DemoError::Check(s) => write!(f, "check failed: {s}"),
        }
    }
}

impl std::error::Error for DemoError {}

impl From<chaindyn::control::ControlError> for DemoError {
    fn from(e: chaindyn::control::ControlError) -> Self {
        DemoError::Control(e)
    }
}
impl From<chaindyn::simulate::SimError> for DemoError {
    fn from(e: chaindyn::simulate::SimError) -> Self {
        DemoError::Sim(e)
    }
}
impl From<chaindyn::DynamicsError> for DemoError {
    fn from(e: chaindyn::DynamicsError) -> Self {
        DemoError::Dynamics(e)
    }
}
impl From<chaindyn::identification::IdentificationError> for DemoError {
    fn from(e: chaindyn::identification::IdentificationError) -> Self {
        DemoError::Identification(e)
    }
}
impl From<chaindyn::ModelError> for DemoError {
    fn from(e: chaindyn::ModelError) -> Self {
        DemoError::Model(e)
    }
}

/// A finished run: the trajectory and how to judge it.
pub struct Run<const N: usize> {
    /// File stem (`pendubot` → `pendubot.csv`, `pendubot.png`).
    pub name: String,
    /// One-line description.
    pub title: String,
    /// The simulation.
    pub trajectory: Trajectory<N>,
    /// The target configuration; errors are `q − q*` (angles wrapped to `(−π, π]`).
    pub target: SVector<f64, N>,
    /// Settling band on the largest joint error (rad).
    pub band: f64,
    /// Extra summary lines.
    pub notes: Vec<String>,
}

impl<const N: usize> Run<N> {
    fn error(&self, s: &Sample<N>) -> SVector<f64, N> {
        SVector::from_fn(|i, _| wrap_angle(s.q[i] - self.target[i]))
    }
}

/// The figures printed for a run.
#[derive(Debug, Clone, Copy)]
pub struct Summary {
    /// First time after which the largest joint error stays within the band.
    pub settling_time: Option<f64>,
    /// Largest joint error at the end (rad).
    pub final_error: f64,
    /// Largest `|τᵢ|` (N m).
    pub peak_torque: f64,
    /// `max |E − E₀ − W + D|` (J), `D` the energy the joints dissipated.
    pub energy_drift: f64,
    /// The same relative to the energy scale.
    pub relative_drift: f64,
}

/// Prints the summary and writes `<out>/<name>.csv` and `<out>/<name>.png`.
pub fn report<const N: usize>(run: &Run<N>, out: &Path) -> Result<Summary, DemoError> {
    std::fs::create_dir_all(out).map_err(|e| DemoError::Io(out.to_path_buf(), e))?;
    let tr = &run.trajectory;
    let summary = Summary {
        settling_time: tr.settling_time(run.band, |s| run.error(s).amax()),
        final_error: run.error(tr.last()).amax(),
        peak_torque: tr.peak_torque(),
        energy_drift: tr.energy_drift(),
        relative_drift: tr.relative_energy_drift(),
    };
    let csv = out.join(format!("{}.csv", run.name));
    write_csv(run, &csv)?;
    let png = out.join(format!("{}.png", run.name));
    plot(run, &png)?;
    println!("{}: {}", run.name, run.title);
    match summary.settling_time {
        Some(t) => println!(
            "  settling time (max |q - q*| <= {} rad): {t:.3} s",
            run.band
        ),
        None => println!(
            "  settling time (max |q - q*| <= {} rad): not settled",
            run.band
        ),
    }
    println!("  final error: {:.3e} rad", summary.final_error);
    println!("  peak torque: {:.3} N m", summary.peak_torque);
    let effort: f64 = tr
        .samples
        .windows(2)
        .map(|w| 0.5 * (w[0].tau.norm_squared() + w[1].tau.norm_squared()) * (w[1].t - w[0].t))
        .sum();
    println!("  control effort (integral of |tau|^2 dt): {effort:.3} N^2 m^2 s");
    println!(
        "  energy drift: {:.3e} J (relative {:.1e}; {} steps, {} rejected)",
        summary.energy_drift, summary.relative_drift, tr.stats.steps, tr.stats.rejected
    );
    for n in &run.notes {
        println!("  {n}");
    }
    println!("  files: {}, {}", csv.display(), png.display());
    Ok(summary)
}

fn write_csv<const N: usize>(run: &Run<N>, path: &Path) -> Result<(), DemoError> {
    let mut s = String::from("t");
    for prefix in ["q", "qd", "tau", "err"] {
        for i in 1..=N {
            let _ = write!(s, ",{prefix}{i}");
        }
    }
    s.push_str(",energy,work,dissipated,energy_drift\n");
    let e0 = run.trajectory.samples[0].energy;
    for smp in &run.trajectory.samples {
        let _ = write!(s, "{}", smp.t);
        let err = run.error(smp);
        for v in smp.q.iter().chain(&smp.qd).chain(&smp.tau).chain(&err) {
            let _ = write!(s, ",{v:.12e}");
        }
        let _ = writeln!(
            s,
            ",{:.12e},{:.12e},{:.12e},{:.6e}",
            smp.energy,
            smp.work,
            smp.dissipated,
            smp.energy - e0 - smp.work + smp.dissipated
        );
    }
    std::fs::write(path, s).map_err(|e| DemoError::Io(path.to_path_buf(), e))
}

/// Registers the embedded font for the plots' text (no system font libraries).
pub fn register_font() -> Result<(), DemoError> {
    plotters::style::register_font("sans-serif", FontStyle::Normal, ttf_noto_sans::REGULAR)
        .map_err(|_| DemoError::Plot(PathBuf::new(), "embedded font rejected".into()))
}

fn range(values: impl Iterator<Item = f64>) -> (f64, f64) {
    let (mut lo, mut hi) = (f64::INFINITY, f64::NEG_INFINITY);
    for v in values {
        lo = lo.min(v);
        hi = hi.max(v);
    }
    if !lo.is_finite() {
        return (-1.0, 1.0);
    }
    let pad = ((hi - lo) * 0.05).max(1e-9 * hi.abs().max(1.0)).max(1e-12);
    (lo - pad, hi + pad)
}

fn plot<const N: usize>(run: &Run<N>, path: &Path) -> Result<(), DemoError> {
    let err = |e: &dyn std::fmt::Display| DemoError::Plot(path.to_path_buf(), e.to_string());
    let samples = &run.trajectory.samples;
    let t_end = run.trajectory.last().t.max(1e-9);
    let root = BitMapBackend::new(path, (1100, 1100)).into_drawing_area();
    root.fill(&WHITE).map_err(|e| err(&e))?;
    let (title_area, body) = root.split_vertically(50);
    title_area
        .titled(&run.title, ("sans-serif", 24))
        .map_err(|e| err(&e))?;
    let panels = body.split_evenly((3, 1));
    // Plotted without wrapping, so that a swing-up is a continuous curve.
    let errors: Vec<SVector<f64, N>> = samples.iter().map(|s| s.q - run.target).collect();
    let e0 = samples[0].energy;

    // Panel 1: joint errors.
    {
        let (lo, hi) = range(errors.iter().flat_map(|e| e.iter().copied()));
        let mut chart = ChartBuilder::on(&panels[0])
            .margin(10)
            .x_label_area_size(35)
            .y_label_area_size(70)
            .caption("joint errors q - q* (rad)", ("sans-serif", 20))
            .build_cartesian_2d(0.0..t_end, lo..hi)
            .map_err(|e| err(&e))?;
        chart
            .configure_mesh()
            .x_desc("t (s)")
            .label_style(("sans-serif", 15))
            .draw()
            .map_err(|e| err(&e))?;
        for i in 0..N {
            let color = Palette99::pick(i).to_rgba();
            chart
                .draw_series(LineSeries::new(
                    samples.iter().zip(&errors).map(|(s, e)| (s.t, e[i])),
                    color.stroke_width(2),
                ))
                .map_err(|e| err(&e))?
                .label(format!("joint {}", i + 1))
                .legend(move |(x, y)| PathElement::new(vec![(x, y), (x + 20, y)], color));
        }
        chart
            .configure_series_labels()
            .background_style(WHITE.mix(0.8))
            .border_style(BLACK)
            .label_font(("sans-serif", 15))
            .draw()
            .map_err(|e| err(&e))?;
    }
    // Panel 2: torques.
    {
        let (lo, hi) = range(samples.iter().flat_map(|s| s.tau.iter().copied()));
        let mut chart = ChartBuilder::on(&panels[1])
            .margin(10)
            .x_label_area_size(35)
            .y_label_area_size(70)
            .caption("generalized forces tau (N m)", ("sans-serif", 20))
            .build_cartesian_2d(0.0..t_end, lo..hi)
            .map_err(|e| err(&e))?;
        chart
            .configure_mesh()
            .x_desc("t (s)")
            .label_style(("sans-serif", 15))
            .draw()
            .map_err(|e| err(&e))?;
        for i in 0..N {
            let color = Palette99::pick(i).to_rgba();
            chart
                .draw_series(LineSeries::new(
                    samples.iter().map(|s| (s.t, s.tau[i])),
                    color.stroke_width(2),
                ))
                .map_err(|e| err(&e))?
                .label(format!("tau {}", i + 1))
                .legend(move |(x, y)| PathElement::new(vec![(x, y), (x + 20, y)], color));
        }
        chart
            .configure_series_labels()
            .background_style(WHITE.mix(0.8))
            .border_style(BLACK)
            .label_font(("sans-serif", 15))
            .draw()
            .map_err(|e| err(&e))?;
    }
    // Panel 3: energy and the power balance.
    {
        let (lo, hi) = range(
            samples
                .iter()
                .flat_map(|s| [s.energy, e0 + s.work - s.dissipated].into_iter()),
        );
        let mut chart = ChartBuilder::on(&panels[2])
            .margin(10)
            .x_label_area_size(35)
            .y_label_area_size(70)
            .caption(
                "energy E = T + U and E(0) + work of tau - dissipated by the joints (J)",
                ("sans-serif", 20),
            )
            .build_cartesian_2d(0.0..t_end, lo..hi)
            .map_err(|e| err(&e))?;
        chart
            .configure_mesh()
            .x_desc("t (s)")
            .label_style(("sans-serif", 15))
            .draw()
            .map_err(|e| err(&e))?;
        chart
            .draw_series(LineSeries::new(
                samples.iter().map(|s| (s.t, s.energy)),
                BLUE.stroke_width(3),
            ))
            .map_err(|e| err(&e))?
            .label("E")
            .legend(|(x, y)| PathElement::new(vec![(x, y), (x + 20, y)], BLUE));
        chart
            .draw_series(LineSeries::new(
                samples.iter().map(|s| (s.t, e0 + s.work - s.dissipated)),
                RED.stroke_width(1),
            ))
            .map_err(|e| err(&e))?
            .label("E(0) + W - D")
            .legend(|(x, y)| PathElement::new(vec![(x, y), (x + 20, y)], RED));
        chart
            .configure_series_labels()
            .background_style(WHITE.mix(0.8))
            .border_style(BLACK)
            .label_font(("sans-serif", 15))
            .draw()
            .map_err(|e| err(&e))?;
    }
    root.present().map_err(|e| err(&e))?;
    Ok(())
}

/// Progress of a long run on stderr: a bar redrawn in place on a terminal, a line every 10%
/// otherwise; nothing when `quiet`.
pub struct Progress {
    name: String,
    duration: f64,
    quiet: bool,
    terminal: bool,
    shown: i64,
}

impl Progress {
    /// A progress report for a run of `duration` seconds.
    pub fn new(name: &str, duration: f64, quiet: bool) -> Self {
        Progress {
            name: name.to_string(),
            duration: duration.max(1e-12),
            quiet,
            terminal: std::io::stderr().is_terminal(),
            shown: -1,
        }
    }

    /// Reports time `t`.
    pub fn update(&mut self, t: f64) {
        if self.quiet {
            return;
        }
        let pct = ((t / self.duration) * 100.0).clamp(0.0, 100.0) as i64;
        let step = if self.terminal { 2 } else { 10 };
        if pct / step == self.shown / step && self.shown >= 0 {
            return;
        }
        self.shown = pct;
        let mut err = std::io::stderr();
        if self.terminal {
            let filled = (pct / 4) as usize;
            let _ = write!(
                err,
                "\r{} [{}{}] {pct:3}%  t = {t:.2} s",
                self.name,
                "#".repeat(filled),
                " ".repeat(25 - filled)
            );
            if pct == 100 {
                let _ = writeln!(err);
            }
        } else {
            let _ = writeln!(err, "{}: {pct:3}%  t = {t:.2} s", self.name);
        }
    }
}

/// Writes `<out>/<name>.png`: the cost after every iteration of an optimisation (log scale).
pub fn plot_costs(
    name: &str,
    title: &str,
    costs: &[f64],
    out: &Path,
) -> Result<PathBuf, DemoError> {
    std::fs::create_dir_all(out).map_err(|e| DemoError::Io(out.to_path_buf(), e))?;
    let path = out.join(format!("{name}.png"));
    let err = |e: &dyn std::fmt::Display| DemoError::Plot(path.clone(), e.to_string());
    let positive: Vec<(f64, f64)> = costs
        .iter()
        .enumerate()
        .filter(|(_, c)| c.is_finite() && **c > 0.0)
        .map(|(k, c)| (k as f64, *c))
        .collect();
    let (lo, hi) = positive
        .iter()
        .fold((f64::INFINITY, 0.0f64), |(lo, hi), (_, c)| {
            (lo.min(*c), hi.max(*c))
        });
    if positive.is_empty() {
        return Err(DemoError::Check(format!(
            "{name}: no positive cost to plot"
        )));
    }
    let root = BitMapBackend::new(&path, (900, 500)).into_drawing_area();
    root.fill(&WHITE).map_err(|e| err(&e))?;
    let mut chart = ChartBuilder::on(&root)
        .margin(15)
        .x_label_area_size(40)
        .y_label_area_size(80)
        .caption(title, ("sans-serif", 20))
        .build_cartesian_2d(
            0.0..(costs.len().max(2) - 1) as f64,
            (lo * 0.8..hi * 1.25).log_scale(),
        )
        .map_err(|e| err(&e))?;
    chart
        .configure_mesh()
        .x_desc("iteration")
        .y_desc("cost")
        .label_style(("sans-serif", 15))
        .draw()
        .map_err(|e| err(&e))?;
    chart
        .draw_series(LineSeries::new(positive, BLUE.stroke_width(2)))
        .map_err(|e| err(&e))?;
    root.present().map_err(|e| err(&e))?;
    drop(chart);
    drop(root);
    Ok(path)
}
