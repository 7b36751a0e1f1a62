//! The demo's PNG plots (plotters, an embedded font: no system font libraries).

use crate::{CatError, Sample, NU};
use plotters::coord::ranged1d::ValueFormatter;
use plotters::prelude::*;
use plotters::style::FontStyle;
use std::path::Path;

/// Registers the embedded font for the plots' text.
pub fn register_font() -> Result<(), CatError> {
    plotters::style::register_font("sans-serif", FontStyle::Normal, ttf_noto_sans::REGULAR)
        .map_err(|_| CatError::Output("embedded font rejected".into()))
}

fn range(values: impl Iterator<Item = f64>) -> (f64, f64) {
    let (mut lo, mut hi) = (f64::INFINITY, f64::NEG_INFINITY);
    for v in values.filter(|v| v.is_finite()) {
        lo = lo.min(v);
        hi = hi.max(v);
    }
    if !lo.is_finite() {
        return (-1.0, 1.0);
    }
    let pad = ((hi - lo) * 0.05).max(1e-12);
    (lo - pad, hi + pad)
}

fn failed(path: &Path) -> impl Fn(&dyn std::fmt::Display) -> CatError + '_ {
    move |e| CatError::Output(format!("{}: {e}", path.display()))
}

/// Lines `(name, points)` on one panel.
fn panel<DB: DrawingBackend>(
    area: &DrawingArea<DB, plotters::coord::Shift>,
    caption: &str,
    x_desc: &str,
    t_end: f64,
    lines: &[(String, Vec<(f64, f64)>)],
    log: bool,
    path: &Path,
) -> Result<(), CatError>
where
    DB::ErrorType: 'static,
{
    let err = failed(path);
    let values = lines.iter().flat_map(|(_, p)| p.iter().map(|(_, y)| *y));
    let mut chart_builder = ChartBuilder::on(area);
    chart_builder
        .margin(10)
        .x_label_area_size(35)
        .y_label_area_size(80)
        .caption(caption, ("sans-serif", 20));
    if log {
        let (lo, hi) = values
            .filter(|y| *y > 0.0)
            .fold((f64::INFINITY, 0.0f64), |(lo, hi), y| {
                (lo.min(y), hi.max(y))
            });
        let (lo, hi) = if lo.is_finite() {
            (lo * 0.5, hi * 2.0)
        } else {
            (1e-16, 1.0)
        };
        let mut chart = chart_builder
            .build_cartesian_2d(0.0..t_end, (lo..hi).log_scale())
            .map_err(|e| err(&e))?;
        // A logarithmic axis shows the positive values only.
        draw_lines(&mut chart, lines, x_desc, |y| y > 0.0, path)
    } else {
        let (lo, hi) = range(values);
        let mut chart = chart_builder
            .build_cartesian_2d(0.0..t_end, lo..hi)
            .map_err(|e| err(&e))?;
        draw_lines(&mut chart, lines, x_desc, |_| true, path)
    }
}

/// The mesh, the lines (their points where `keep(y)`) and, for at most four lines, a legend.
fn draw_lines<'a, DB, X, Y>(
    chart: &mut ChartContext<'a, DB, Cartesian2d<X, Y>>,
    lines: &[(String, Vec<(f64, f64)>)],
    x_desc: &str,
    keep: impl Fn(f64) -> bool,
    path: &Path,
) -> Result<(), CatError>
where
    DB: DrawingBackend + 'a,
    DB::ErrorType: 'static,
    X: Ranged<ValueType = f64> + ValueFormatter<f64>,
    Y: Ranged<ValueType = f64> + ValueFormatter<f64>,
{
    let err = failed(path);
    chart
        .configure_mesh()
        .x_desc(x_desc)
        .label_style(("sans-serif", 15))
        .draw()
        .map_err(|e| err(&e))?;
    for (i, (name, points)) in lines.iter().enumerate() {
        let color = Palette99::pick(i).to_rgba();
        chart
            .draw_series(LineSeries::new(
                points.iter().copied().filter(|(_, y)| keep(*y)),
                color.stroke_width(2),
            ))
            .map_err(|e| err(&e))?
            .label(name.clone())
            .legend(move |(x, y)| PathElement::new(vec![(x, y), (x + 20, y)], color));
    }
    if lines.len() <= 4 {
        chart
            .configure_series_labels()
            .background_style(WHITE.mix(0.8))
            .border_style(BLACK)
            .label_font(("sans-serif", 15))
            .draw()
            .map_err(|e| err(&e))?;
    }
    Ok(())
}

/// `falling_cat.png`: the base's orientation, the angular momentum about the centre of mass,
/// the joints' angles and their torques, against time.
pub fn fall(samples: &[Sample], path: &Path) -> Result<(), CatError> {
    let err = failed(path);
    let t_end = samples.last().map_or(1.0, |s| s.t).max(1e-9);
    let root = BitMapBackend::new(path, (1100, 1400)).into_drawing_area();
    root.fill(&WHITE).map_err(|e| err(&e))?;
    let (title, body) = root.split_vertically(50);
    title
        .titled(
            "Solo12 falling upside down rights itself with its legs (iLQR, generated dynamics)",
            ("sans-serif", 22),
        )
        .map_err(|e| err(&e))?;
    let panels = body.split_evenly((4, 1));
    let series = |f: &dyn Fn(&Sample) -> f64| samples.iter().map(|s| (s.t, f(s))).collect();
    panel(
        &panels[0],
        "base orientation (degrees; roll unwrapped)",
        "t (s)",
        t_end,
        &[
            ("error from upright".into(), series(&|s| s.error_deg)),
            ("roll".into(), series(&|s| s.rpy_deg[0])),
            ("pitch".into(), series(&|s| s.rpy_deg[1])),
            ("yaw".into(), series(&|s| s.rpy_deg[2])),
        ],
        false,
        path,
    )?;
    panel(
        &panels[1],
        "angular momentum about the centre of mass, |h| (N m s; zero at the start)",
        "t (s)",
        t_end,
        &[(
            "|h|".into(),
            series(&|s| {
                let h = s.angular_momentum;
                (h[0] * h[0] + h[1] * h[1] + h[2] * h[2]).sqrt()
            }),
        )],
        true,
        path,
    )?;
    let joints: Vec<(String, Vec<(f64, f64)>)> = (0..NU)
        .map(|i| (format!("joint {i}"), series(&|s| s.joints[i])))
        .collect();
    panel(
        &panels[2],
        "joint angles (rad)",
        "t (s)",
        t_end,
        &joints,
        false,
        path,
    )?;
    let torques: Vec<(String, Vec<(f64, f64)>)> = (0..NU)
        .map(|i| {
            let points = samples
                .iter()
                .filter_map(|s| s.torques.map(|t| (s.t, t[i])))
                .collect();
            (format!("joint {i}"), points)
        })
        .collect();
    panel(
        &panels[3],
        "joint torques (N m)",
        "t (s)",
        t_end,
        &torques,
        false,
        path,
    )?;
    root.present().map_err(|e| err(&e))?;
    Ok(())
}

/// `falling_cat_cost.png`: the cost after every iLQR iteration (log scale).
pub fn costs(costs: &[f64], path: &Path) -> Result<(), CatError> {
    let err = failed(path);
    let root = BitMapBackend::new(path, (900, 500)).into_drawing_area();
    root.fill(&WHITE).map_err(|e| err(&e))?;
    let points: Vec<(f64, f64)> = costs
        .iter()
        .enumerate()
        .map(|(k, c)| (k as f64, *c))
        .collect();
    panel(
        &root,
        "iLQR cost per iteration",
        "iteration",
        (costs.len().max(2) - 1) as f64,
        &[("cost".into(), points)],
        true,
        path,
    )?;
    root.present().map_err(|e| err(&e))?;
    Ok(())
}
