//! The two-panel log-log scaling plot (PNG): `linearize` time and generated operations against n.

use crate::criterion::{pendulum_points, Timings};
use crate::fit::power_fit;
use crate::format::sig3;
use crate::models::{
    ops_of, pendulum_series, plotted, total_ops, Model, ARM_GROUP, LINEARIZE_FUNCTIONS,
    LINEARIZE_OPS, MODELS,
};
use plotters::coord::Shift;
use plotters::prelude::*;
use std::path::Path;

/// A log axis with explicit ticks.
type LogKeyed =
    plotters::coord::combinators::WithKeyPoints<plotters::coord::combinators::LogCoord<f64>>;

/// One panel of the plot.
type Area<'b> = DrawingArea<BitMapBackend<'b>, Shift>;

/// A log-log chart of one panel.
type Chart<'a, 'b> = ChartContext<'a, BitMapBackend<'b>, Cartesian2d<LogKeyed, LogKeyed>>;

/// The colours of the curves, in the order of the panels' series.
const COLOURS: [RGBColor; 3] = [
    RGBColor(0, 114, 178),
    RGBColor(213, 94, 0),
    RGBColor(0, 158, 115),
];

/// Degrees of freedom of the spatial arm, where its triangles stand.
const ARM_N: f64 = 7.0;

/// Writes the two-panel log-log plot: `linearize` time and generated operations against n.
pub(crate) fn plot(path: &Path, timings: &[Timings]) -> Result<(), String> {
    let err = |e: &dyn std::fmt::Display| format!("cannot plot {}: {e}", path.display());
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir).map_err(|e| err(&e))?;
    }
    plotters::style::register_font("sans-serif", FontStyle::Normal, ttf_noto_sans::REGULAR)
        .map_err(|_| err(&"embedded font rejected"))?;

    let root = BitMapBackend::new(path, (1500, 650)).into_drawing_area();
    root.fill(&WHITE).map_err(|e| err(&e))?;
    let (title, body) = root.split_vertically(46);
    title
        .titled(
            "chaindyn: generated vs recursive vs finite differences (pendulum series; Arm7 as triangles)",
            ("sans-serif", 22),
        )
        .map_err(|e| err(&e))?;
    let (left, right) = body.split_horizontally(750);
    // Ticks at the series' n (a log axis alone labels only powers of ten).
    let ticks: Vec<f64> = pendulum_series().map(|m| m.n as f64).collect();
    let x_axis = || (1.8f64..11.5f64).log_scale().with_key_points(ticks.clone());
    time_panel(&left, x_axis(), timings).map_err(|e| err(&e))?;
    operations_panel(&right, x_axis()).map_err(|e| err(&e))?;
    root.present().map_err(|e| err(&e))?;
    Ok(())
}

/// Left panel: measured `linearize` time (µs) of the pendulum series (lines) and Arm7
/// (triangles).
fn time_panel(area: &Area, x: LogKeyed, timings: &[Timings]) -> Result<(), String> {
    let all = timings
        .iter()
        .filter(|t| plotted(t.model))
        .flat_map(|t| LINEARIZE_FUNCTIONS.iter().filter_map(|(_, f)| t.get(f)))
        .map(|ns| ns / 1e3);
    // Room below the curves for the legend.
    let mut chart = log_log_chart(
        area,
        "linearize time (µs, criterion median)",
        "µs",
        70,
        (x, all, (4.0, 1.6)),
    )?;
    for ((label, function), colour) in LINEARIZE_FUNCTIONS.iter().zip(COLOURS) {
        let points: Vec<(f64, f64)> = pendulum_points(timings, |t| t.get(function))
            .into_iter()
            .map(|(n, ns)| (n, ns / 1e3))
            .collect();
        if points.is_empty() {
            continue;
        }
        chart
            .draw_series(LineSeries::new(points.clone(), colour.stroke_width(2)))
            .map_err(|e| e.to_string())?
            .label(format!("pendulum n: {label}"))
            .legend(line_key(colour));
        chart
            .draw_series(points.iter().map(|&p| Circle::new(p, 4, colour.filled())))
            .map_err(|e| e.to_string())?;
    }
    // Arm7 after the lines, so that its legend entry comes last.
    let arm = timings.iter().find(|t| t.model.group == ARM_GROUP);
    let mut arm_labelled = false;
    for ((_, function), colour) in LINEARIZE_FUNCTIONS.iter().zip(COLOURS) {
        if let Some(t) = arm.and_then(|a| a.get(function)) {
            let arm_series = chart
                .draw_series(arm_marker(t / 1e3, colour))
                .map_err(|e| e.to_string())?;
            if !arm_labelled {
                arm_labelled = true;
                arm_series
                    .label("Arm7 (spatial, n = 7), same colours")
                    .legend(|(x, y)| TriangleMarker::new((x + 10, y), 6, BLACK.filled()));
            }
        }
    }
    if timings
        .iter()
        .any(|t| plotted(t.model) && !t.median.is_empty())
    {
        draw_legend(&mut chart, SeriesLabelPosition::LowerRight)
    } else {
        area.draw(&Text::new(
            "no criterion data",
            (300, 300),
            ("sans-serif", 20).into_font(),
        ))
        .map_err(|e| e.to_string())
    }
}

/// Right panel: generated operations of the pendulum series with the fitted power laws, and
/// Arm7's.
fn operations_panel(area: &Area, x: LogKeyed) -> Result<(), String> {
    let series: Vec<&Model> = pendulum_series().collect();
    let arm_model = MODELS.iter().find(|m| m.group == ARM_GROUP);
    type Count = fn(&Model) -> Option<usize>;
    let counts: [(&str, Count); 2] = [
        (LINEARIZE_OPS, |m| ops_of(m, LINEARIZE_OPS)),
        ("all methods", |m| Some(total_ops(m))),
    ];
    let all = MODELS
        .iter()
        .filter(|m| plotted(m))
        .flat_map(|m| counts.iter().filter_map(|(_, c)| c(m)))
        .map(|v| v as f64);
    let mut chart = log_log_chart(
        area,
        "generated operations",
        "operations",
        80,
        (x, all, (1.6, 1.6)),
    )?;
    for ((label, count), colour) in counts.iter().zip(COLOURS) {
        let points: Vec<(f64, f64)> = series
            .iter()
            .filter_map(|m| Some((m.n as f64, count(m)? as f64)))
            .collect();
        chart
            .draw_series(points.iter().map(|&p| Circle::new(p, 5, colour.filled())))
            .map_err(|e| e.to_string())?
            .label(format!("pendulum n: {label}"))
            .legend(move |(x, y)| Circle::new((x + 10, y), 4, colour.filled()));
        if let Some(fit) = power_fit(&points) {
            let line = (0..=60).map(|k| {
                let n = 2.0 * (10.0f64 / 2.0).powf(f64::from(k) / 60.0);
                (n, fit.at(n))
            });
            chart
                .draw_series(LineSeries::new(line, colour.stroke_width(1)))
                .map_err(|e| e.to_string())?
                .label(format!("fit {} n^{:.2}", sig3(fit.c), fit.p))
                .legend(line_key(colour));
        }
        if let Some(v) = arm_model.and_then(count) {
            chart
                .draw_series(arm_marker(v as f64, colour))
                .map_err(|e| e.to_string())?
                .label(format!("Arm7: {label}"))
                .legend(move |(x, y)| TriangleMarker::new((x + 10, y), 6, colour.filled()));
        }
    }
    draw_legend(&mut chart, SeriesLabelPosition::UpperLeft)
}

/// A log-log panel over `n` with its mesh drawn: x from `axes.0`, y over the positive values
/// `axes.1` widened by the factors `axes.2` (below, above).
fn log_log_chart<'a, 'b>(
    area: &'a Area<'b>,
    caption: &str,
    y_desc: &str,
    y_label_area: u32,
    axes: (LogKeyed, impl Iterator<Item = f64>, (f64, f64)),
) -> Result<Chart<'a, 'b>, String> {
    let (x, values, (below, above)) = axes;
    let (lo, hi) = log_range(values, below, above);
    let mut chart = ChartBuilder::on(area)
        .margin(12)
        .x_label_area_size(45)
        .y_label_area_size(y_label_area)
        .caption(caption, ("sans-serif", 20))
        .build_cartesian_2d(x, (lo..hi).log_scale().with_key_points(log_ticks(lo, hi)))
        .map_err(|e| e.to_string())?;
    chart
        .configure_mesh()
        .x_desc("degrees of freedom n")
        .y_desc(y_desc)
        .x_label_formatter(&|x| axis_label(*x))
        .y_label_formatter(&|y| axis_label(*y))
        .label_style(("sans-serif", 15))
        .draw()
        .map_err(|e| e.to_string())?;
    Ok(chart)
}

/// Draws the legend of `chart` at `position`.
fn draw_legend<'a, 'b: 'a>(
    chart: &mut Chart<'a, 'b>,
    position: SeriesLabelPosition,
) -> Result<(), String> {
    chart
        .configure_series_labels()
        .position(position)
        .background_style(WHITE.mix(0.85))
        .border_style(BLACK)
        .label_font(("sans-serif", 14))
        .draw()
        .map_err(|e| e.to_string())
}

/// The legend key of a line: a short stroke in `colour`.
fn line_key(colour: RGBColor) -> impl Fn((i32, i32)) -> PathElement<(i32, i32)> {
    move |(x, y)| PathElement::new(vec![(x, y), (x + 20, y)], colour)
}

/// Arm7's point at `y`: a filled triangle in `colour`.
fn arm_marker(y: f64, colour: RGBColor) -> std::iter::Once<TriangleMarker<(f64, f64), i32>> {
    std::iter::once(TriangleMarker::new((ARM_N, y), 8, colour.filled()))
}

/// Lower and upper bounds of positive values, widened by the factors `below` and `above` for a
/// log axis.
fn log_range(values: impl Iterator<Item = f64>, below: f64, above: f64) -> (f64, f64) {
    let (mut lo, mut hi) = (f64::INFINITY, f64::NEG_INFINITY);
    for v in values.filter(|v| *v > 0.0 && v.is_finite()) {
        lo = lo.min(v);
        hi = hi.max(v);
    }
    if lo.is_finite() {
        (lo / below, hi * above)
    } else {
        (0.1, 10.0)
    }
}

/// Ticks 1, 2, 5 times powers of ten within `lo..=hi`.
pub(crate) fn log_ticks(lo: f64, hi: f64) -> Vec<f64> {
    let mut ticks = Vec::new();
    let mut decade = 10f64.powf(lo.log10().floor());
    while decade <= hi {
        for m in [1.0, 2.0, 5.0] {
            let t = m * decade;
            if (lo..=hi).contains(&t) {
                ticks.push(t);
            }
        }
        decade *= 10.0;
    }
    ticks
}

/// A number for a log-axis label, without trailing zeros.
pub(crate) fn axis_label(v: f64) -> String {
    let s = if v >= 100.0 {
        format!("{v:.0}")
    } else {
        format!("{v:.3}")
    };
    if s.contains('.') {
        s.trim_end_matches('0').trim_end_matches('.').to_string()
    } else {
        s
    }
}
