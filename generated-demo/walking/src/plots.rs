//! The demo's PNG plots (plotters, an embedded font: no system font libraries).

use crate::{DemoError, Sample, NU};
use plotters::prelude::*;
use plotters::style::FontStyle;
use std::path::Path;

/// Registers the embedded font for the plots' text.
pub fn register_font() -> Result<(), DemoError> {
    plotters::style::register_font("sans-serif", FontStyle::Normal, ttf_noto_sans::REGULAR)
        .map_err(|_| DemoError::Output("embedded font rejected".into()))
}

fn failed(path: &Path) -> impl Fn(&dyn std::fmt::Display) -> DemoError + '_ {
    move |e| DemoError::Output(format!("{}: {e}", path.display()))
}

/// One line of a panel: its name, points and whether it is drawn dashed (a limit).
struct Line {
    name: String,
    points: Vec<(f64, f64)>,
    limit: bool,
}

fn line(name: impl Into<String>, points: Vec<(f64, f64)>) -> Line {
    Line {
        name: name.into(),
        points,
        limit: false,
    }
}

fn limit(name: impl Into<String>, value: f64, t_end: f64) -> Line {
    Line {
        name: name.into(),
        points: vec![(0.0, value), (t_end, value)],
        limit: true,
    }
}

/// Lines on one panel, with a legend for at most six of them.
fn panel<DB: DrawingBackend>(
    area: &DrawingArea<DB, plotters::coord::Shift>,
    caption: &str,
    x_desc: &str,
    x_range: (f64, f64),
    lines: &[Line],
    path: &Path,
) -> Result<(), DemoError>
where
    DB::ErrorType: 'static,
{
    let err = failed(path);
    let (mut lo, mut hi) = (f64::INFINITY, f64::NEG_INFINITY);
    for y in lines
        .iter()
        .flat_map(|l| l.points.iter().map(|p| p.1))
        .filter(|y| y.is_finite())
    {
        lo = lo.min(y);
        hi = hi.max(y);
    }
    if !lo.is_finite() {
        (lo, hi) = (-1.0, 1.0);
    }
    let pad = ((hi - lo) * 0.05).max(1e-9);
    let mut chart = ChartBuilder::on(area)
        .margin(10)
        .x_label_area_size(35)
        .y_label_area_size(70)
        .caption(caption, ("sans-serif", 18))
        .build_cartesian_2d(x_range.0..x_range.1, (lo - pad)..(hi + pad))
        .map_err(|e| err(&e))?;
    chart
        .configure_mesh()
        .x_desc(x_desc)
        .label_style(("sans-serif", 14))
        .draw()
        .map_err(|e| err(&e))?;
    for (i, l) in lines.iter().enumerate() {
        let color = if l.limit {
            BLACK.to_rgba()
        } else {
            Palette99::pick(i).to_rgba()
        };
        // A line breaks where its values are not finite (a foot off the ground).
        let segments = l
            .points
            .split(|p| !p.1.is_finite())
            .filter(|s| !s.is_empty())
            .enumerate();
        for (k, segment) in segments {
            let points = segment.iter().copied();
            let series = if l.limit {
                chart.draw_series(DashedLineSeries::new(points, 6, 4, color.stroke_width(1)))
            } else {
                chart.draw_series(LineSeries::new(points, color.stroke_width(2)))
            }
            .map_err(|e| err(&e))?;
            if k == 0 {
                series
                    .label(l.name.clone())
                    .legend(move |(x, y)| PathElement::new(vec![(x, y), (x + 20, y)], color));
            }
        }
    }
    if lines.len() <= 6 {
        chart
            .configure_series_labels()
            .background_style(WHITE.mix(0.8))
            .border_style(BLACK)
            .label_font(("sans-serif", 13))
            .draw()
            .map_err(|e| err(&e))?;
    }
    Ok(())
}

const FEET: [&str; 4] = ["FL", "FR", "HL", "HR"];

/// `trot.png`: the base's path (plan and replay), the feet's heights with the contact schedule,
/// the friction the stance forces need against `μ`, and the torques against their limit.
pub fn trot(samples: &[Sample], mu: f64, torque_limit: f64, path: &Path) -> Result<(), DemoError> {
    let err = failed(path);
    let t_end = samples.last().map_or(1.0, |s| s.t).max(1e-9);
    let root = BitMapBackend::new(path, (1200, 1500)).into_drawing_area();
    root.fill(&WHITE).map_err(|e| err(&e))?;
    let (title, body) = root.split_vertically(45);
    title
        .titled(
            "Solo12 trotting: Box-FDDP over contact phases on generated contact dynamics",
            ("sans-serif", 22),
        )
        .map_err(|e| err(&e))?;
    let panels = body.split_evenly((4, 1));
    let series = |f: &dyn Fn(&Sample) -> f64| samples.iter().map(|s| (s.t, f(s))).collect();
    panel(
        &panels[0],
        "the base's position (m): plan, and the replay with 10 steps per knot",
        "t (s)",
        (0.0, t_end),
        &[
            line("x", series(&|s| s.base.x)),
            line("y", series(&|s| s.base.y)),
            line("z", series(&|s| s.base.z)),
            line("x (replay)", series(&|s| s.base_replay.x)),
            line("y (replay)", series(&|s| s.base_replay.y)),
            line("z (replay)", series(&|s| s.base_replay.z)),
        ],
        path,
    )?;
    // The heights, and each foot's contact as a band just below zero (stacked per foot).
    let mut feet: Vec<Line> = (0..4)
        .map(|i| line(format!("{} height", FEET[i]), series(&|s| s.feet_z[i])))
        .collect();
    for (i, foot) in FEET.iter().enumerate() {
        let level = -0.01 * (i as f64 + 1.0);
        feet.push(line(
            format!("{foot} in contact"),
            samples
                .iter()
                .map(|s| (s.t, if s.contact[i] { level } else { f64::NAN }))
                .collect(),
        ));
    }
    panel(
        &panels[1],
        "the feet's heights (m); below zero, each foot's contact (FL, FR, HL, HR)",
        "t (s)",
        (0.0, t_end),
        &feet,
        path,
    )?;
    let mut cone: Vec<Line> = (0..4)
        .map(|i| {
            line(
                FEET[i],
                samples
                    .iter()
                    .map(|s| {
                        let f = s.forces[i];
                        let need = if s.contact[i] && f.z > 0.0 {
                            f.xy().norm() / f.z
                        } else {
                            f64::NAN
                        };
                        (s.t, need)
                    })
                    .collect(),
            )
        })
        .collect();
    cone.push(limit(format!("μ = {mu}"), mu, t_end));
    panel(
        &panels[2],
        "the friction each stance foot's force needs, |f_t| / f_z, against the ground's μ",
        "t (s)",
        (0.0, t_end),
        &cone,
        path,
    )?;
    let mut torques: Vec<Line> = (0..NU)
        .map(|j| line(format!("joint {j}"), series(&|s| s.torques[j])))
        .collect();
    torques.push(limit("limit", torque_limit, t_end));
    torques.push(limit("limit", -torque_limit, t_end));
    panel(
        &panels[3],
        "the joints' torques (N m) against their limits",
        "t (s)",
        (0.0, t_end),
        &torques,
        path,
    )?;
    root.present().map_err(|e| err(&e))?;
    Ok(())
}

/// `push.png`: the base's displacement and orientation error, the push, the friction the
/// forces need, and each MPC update's time against its period.
pub fn push(
    samples: &[Sample],
    updates: &[f64],
    period: f64,
    mu: f64,
    path: &Path,
) -> Result<(), DemoError> {
    let err = failed(path);
    let t_end = samples.last().map_or(1.0, |s| s.t).max(1e-9);
    let root = BitMapBackend::new(path, (1200, 1300)).into_drawing_area();
    root.fill(&WHITE).map_err(|e| err(&e))?;
    let (title, body) = root.split_vertically(45);
    title
        .titled(
            "Solo12 pushed sideways for 0.1 s, balanced by MPC at 50 Hz (Box-FDDP, 0.3 s horizon)",
            ("sans-serif", 22),
        )
        .map_err(|e| err(&e))?;
    let panels = body.split_evenly((4, 1));
    let series = |f: &dyn Fn(&Sample) -> f64| samples.iter().map(|s| (s.t, f(s))).collect();
    panel(
        &panels[0],
        "the base's displacement from standing (cm); the push",
        "t (s)",
        (0.0, t_end),
        &[
            line("x", series(&|s| 100.0 * s.base.x)),
            line("y", series(&|s| 100.0 * s.base.y)),
            line("z", series(&|s| 100.0 * s.base.z)),
            line("pushing", series(&|s| s.base_replay.y)),
        ],
        path,
    )?;
    panel(
        &panels[1],
        "the base's orientation error (rad)",
        "t (s)",
        (0.0, t_end),
        &[
            line("error", series(&|s| s.base_replay.x)),
            limit("0.05 rad", 0.05, t_end),
        ],
        path,
    )?;
    let mut cone: Vec<Line> = (0..4)
        .map(|i| {
            line(
                FEET[i],
                series(&|s| s.forces[i].xy().norm() / s.forces[i].z),
            )
        })
        .collect();
    cone.push(limit(format!("μ = {mu}"), mu, t_end));
    panel(
        &panels[2],
        "the friction each foot's force needs, |f_t| / f_z",
        "t (s)",
        (0.0, t_end),
        &cone,
        path,
    )?;
    let times: Vec<(f64, f64)> = updates
        .iter()
        .enumerate()
        .map(|(k, s)| (k as f64 * period, 1e3 * s))
        .collect();
    panel(
        &panels[3],
        "each MPC update's time (ms) against its period",
        "t (s)",
        (0.0, t_end),
        &[line("update", times), limit("period", 1e3 * period, t_end)],
        path,
    )?;
    root.present().map_err(|e| err(&e))?;
    Ok(())
}
