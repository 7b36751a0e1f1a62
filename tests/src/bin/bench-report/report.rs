//! The main speed report: the header (run, date, machine), the timings of the benchmarked models,
//! their generated operation counts, the scaling fits over the pendulum series and the speed
//! targets.

use crate::criterion::{pendulum_points, Timings};
use crate::fit::power_fit;
use crate::format::{
    comparison_cell, fmt_date, fmt_datetime, fmt_ratio, machine, ratio_cell, time_cell,
};
use crate::models::{
    ops_of, pendulum_series, total_ops, Model, ARM_GROUP, LINEARIZE_FUNCTIONS, LINEARIZE_OPS,
    LIN_FD, LIN_GEN, LIN_REC, MODELS,
};
use std::fmt::Write as _;
use std::time::{Duration, SystemTime};

/// The lines before the tables: what was measured, when and where.
pub(crate) fn header(now: SystemTime, timings: &[Timings]) -> String {
    let span = timings
        .iter()
        .filter_map(|t| t.written)
        .reduce(|(a, b), (c, d)| (a.min(c), b.max(d)));
    // One full run takes ~5 min; data much further apart come from several runs.
    let runs = match span {
        Some((oldest, newest))
            if newest.duration_since(oldest).unwrap_or(Duration::ZERO)
                > Duration::from_secs(30 * 60) =>
        {
            let (from, to) = (fmt_datetime(oldest), fmt_datetime(newest));
            eprintln!(
                "bench-report: note: the criterion data come from several runs, written between \
                 {from} and {to} (UTC)"
            );
            format!("several runs, written between {from} and {to} UTC")
        }
        _ => "one run".to_string(),
    };
    format!(
        "`cargo bench -p chaindyn-tests --bench generated`: criterion medians of {runs}, one \
         random state per model; report of {} (UTC) on {} (`scripts/bench.sh`, `bench-report`).\n",
        fmt_date(now),
        machine()
    )
}

/// Outcome of one target.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Status {
    /// Every measured value meets it (possibly with some models unmeasured).
    Pass,
    /// Some measured value misses it.
    Miss,
    /// Nothing to evaluate it on.
    NoData,
}

/// One speed target, on per-model values.
pub(crate) struct Target {
    /// What is claimed.
    pub(crate) claim: &'static str,
    /// `(label, measured value)`.
    pub(crate) items: Vec<(String, Option<f64>)>,
    /// Whether a value meets the target.
    pub(crate) meets: fn(f64) -> bool,
    /// How a value is shown.
    pub(crate) show: fn(f64) -> String,
}

impl Target {
    /// PASS if every measured value meets the target, MISS if one does not.
    pub(crate) fn status(&self) -> Status {
        let measured: Vec<f64> = self.items.iter().filter_map(|(_, v)| *v).collect();
        if measured.is_empty() {
            Status::NoData
        } else if measured.iter().all(|&v| (self.meets)(v)) {
            Status::Pass
        } else {
            Status::Miss
        }
    }

    /// A markdown list item: status, claim, measured values, unmeasured models.
    pub(crate) fn line(&self) -> String {
        let status = match self.status() {
            Status::Pass => "**PASS**",
            Status::Miss => "**MISS**",
            Status::NoData => "**NO DATA**",
        };
        let measured: Vec<String> = self
            .items
            .iter()
            .filter_map(|(label, v)| {
                let v = (*v)?;
                let flag = if (self.meets)(v) { "" } else { " ✗" };
                Some(format!("{label} {}{flag}", (self.show)(v)))
            })
            .collect();
        let missing: Vec<&str> = self
            .items
            .iter()
            .filter(|(_, v)| v.is_none())
            .map(|(l, _)| l.as_str())
            .collect();
        let mut s = format!("- {status} {}", self.claim);
        if !measured.is_empty() {
            let _ = write!(s, ": {}", measured.join(", "));
        }
        if !missing.is_empty() {
            let _ = write!(s, " (no data: {})", missing.join(", "));
        }
        s
    }
}

/// Per-model ratio items for the models selected by `pick`.
fn ratio_items(
    timings: &[Timings],
    pick: impl Fn(&Model) -> bool,
    a: &str,
    b: &str,
) -> Vec<(String, Option<f64>)> {
    timings
        .iter()
        .filter(|t| pick(t.model))
        .map(|t| (t.model.name.to_string(), t.ratio(a, b)))
        .collect()
}

/// The markdown report after the header: tables, fits and targets.
pub(crate) fn report(timings: &[Timings]) -> Result<String, String> {
    let mut s = String::new();

    // Timings.
    s.push_str(
        "\n| model | n | `M` generated / recursive | `C q̇` generated / recursive | `g` generated / \
         recursive | forward dynamics generated / recursive | `linearize` generated / recursive / \
         central FD | `linearize` generated vs recursive | `linearize` recursive vs FD |\n\
         |---|---|---|---|---|---|---|---|---|\n",
    );
    let pair = |t: &Timings, a: &str, b: &str| {
        format!("{} / {}", time_cell(t.get(a)), time_cell(t.get(b)))
    };
    let mut skipped = Vec::new();
    for t in timings {
        if t.median.is_empty() {
            skipped.push(t.model.name);
            continue;
        }
        let _ = writeln!(
            s,
            "| {} ({}) | {} | {} | {} | {} | {} | {} / {} / {} | {} | {} |",
            t.model.name,
            t.model.kind,
            t.model.n,
            pair(t, "M/generated", "M/recursive"),
            pair(t, "Cqd/generated", "Cqd/recursive"),
            pair(t, "g/generated", "g/recursive"),
            comparison_cell(t.get("FD/generated"), t.get("FD/recursive")),
            time_cell(t.get(LIN_GEN)),
            time_cell(t.get(LIN_REC)),
            time_cell(t.get(LIN_FD)),
            ratio_cell(t.ratio(LIN_REC, LIN_GEN)),
            ratio_cell(t.ratio(LIN_FD, LIN_REC)),
        );
    }
    if !skipped.is_empty() {
        let _ = writeln!(
            s,
            "\n_No criterion data for {} (rows skipped)._",
            skipped.join(", ")
        );
    }

    // Operation counts.
    let methods: Vec<&str> = MODELS[0].ops.iter().map(|&(m, _)| m).collect();
    if MODELS
        .iter()
        .any(|m| m.ops.iter().map(|&(k, _)| k).ne(methods.iter().copied()))
    {
        return Err("the models' GENERATED_OPERATIONS list different methods".into());
    }
    if !methods.contains(&LINEARIZE_OPS) {
        return Err(format!(
            "GENERATED_OPERATIONS has no `{LINEARIZE_OPS}` (methods: {})",
            methods.join(", ")
        ));
    }
    s.push_str(
        "\nOperations of the generated code (`GENERATED_OPERATIONS`: additions, multiplications, \
         calls after common-subexpression elimination; the `L D Lᵀ` factorisation of `M` and \
         its solves included, the final `M⁻¹ ∂τ/∂(q, q̇)` and `M⁻¹ ∂g/∂q` products of \
         `linearize_blocks` and `linearize_equilibrium` not):\n\n| model | n |",
    );
    for m in &methods {
        let _ = write!(s, " `{m}` |");
    }
    s.push_str(" total |\n|---|---|");
    s.push_str(&"---|".repeat(methods.len() + 1));
    s.push('\n');
    for model in &MODELS {
        let _ = write!(s, "| {} | {} |", model.name, model.n);
        for &(_, v) in model.ops {
            let _ = write!(s, " {v} |");
        }
        let _ = writeln!(s, " {} |", total_ops(model));
    }

    // Scaling fits.
    let series: Vec<&Model> = pendulum_series().collect();
    let ns: Vec<String> = series.iter().map(|m| m.n.to_string()).collect();
    let _ = writeln!(
        s,
        "\nScaling over the pendulum series (n = {}), least squares of log y against log n:\n",
        ns.join(", ")
    );
    let lin_ops: Vec<(f64, f64)> = series
        .iter()
        .filter_map(|m| Some((m.n as f64, ops_of(m, LINEARIZE_OPS)? as f64)))
        .collect();
    let all_ops: Vec<(f64, f64)> = series
        .iter()
        .map(|m| (m.n as f64, total_ops(m) as f64))
        .collect();
    let mut exponent_items = Vec::new();
    for (label, points) in [
        (format!("`{LINEARIZE_OPS}`"), &lin_ops),
        ("all generated methods".to_string(), &all_ops),
    ] {
        let fit = power_fit(points);
        match fit {
            Some(f) => {
                let verdict = if f.p <= 3.0 { "PASS" } else { "MISS" };
                let _ = writeln!(
                    s,
                    "- {label}: instruction count grows as n^p (p = {:.2}, R² = {:.3}) — {verdict} \
                     (target p ≤ 3)",
                    f.p, f.r2
                );
            }
            None => {
                let _ = writeln!(s, "- {label}: too few points to fit");
            }
        }
        exponent_items.push((label, fit.map(|f| f.p)));
    }
    for (label, function) in LINEARIZE_FUNCTIONS {
        let points = pendulum_points(timings, |t| t.get(function));
        match power_fit(&points) {
            Some(f) => {
                let _ = writeln!(
                    s,
                    "- measured `linearize` time, {label}: grows as n^{:.2} (R² = {:.3}, {} of {} \
                     models)",
                    f.p,
                    f.r2,
                    f.points,
                    series.len()
                );
            }
            None => {
                let _ = writeln!(
                    s,
                    "- measured `linearize` time, {label}: too few pendulum models measured to \
                     fit ({} of {})",
                    points.len(),
                    series.len()
                );
            }
        }
    }

    // Targets.
    let targets = [
        Target {
            claim: "generated `linearize` ≥ 10x faster than recursive, every 2-DOF model",
            items: ratio_items(timings, |m| m.n == 2, LIN_REC, LIN_GEN),
            meets: |r| r >= 10.0,
            show: fmt_ratio,
        },
        Target {
            claim: "generated `linearize` ≥ 3x faster than recursive, Arm7",
            items: ratio_items(timings, |m| m.group == ARM_GROUP, LIN_REC, LIN_GEN),
            meets: |r| r >= 3.0,
            show: fmt_ratio,
        },
        Target {
            claim: "generated `linearize` faster than recursive at every pendulum n ≤ 10",
            items: ratio_items(timings, |m| m.pendulum && m.n <= 10, LIN_REC, LIN_GEN),
            meets: |r| r > 1.0,
            show: fmt_ratio,
        },
        Target {
            claim: "recursive `linearize` ≥ 2x faster than central finite differences, every \
                    model",
            items: ratio_items(timings, |_| true, LIN_FD, LIN_REC),
            meets: |r| r >= 2.0,
            show: fmt_ratio,
        },
        Target {
            claim: "generated forward dynamics ≥ 2x faster than recursive, every model with n ≤ 7",
            items: ratio_items(timings, |m| m.n <= 7, "FD/recursive", "FD/generated"),
            meets: |r| r >= 2.0,
            show: fmt_ratio,
        },
        Target {
            claim: "generated instruction count grows at most as n^3 (pendulum series)",
            items: exponent_items,
            meets: |p| p <= 3.0,
            show: |p| format!("p = {p:.2}"),
        },
    ];
    let met = targets
        .iter()
        .filter(|t| t.status() == Status::Pass)
        .count();
    let _ = writeln!(
        s,
        "\nSpeed targets, on the measured ratios ({met} of {} met):\n",
        targets.len()
    );
    for t in &targets {
        let _ = writeln!(s, "{}", t.line());
    }
    Ok(s)
}
