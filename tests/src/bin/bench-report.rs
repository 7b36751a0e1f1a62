//! `bench-report`: turns one criterion run of `cargo bench -p chaindyn-tests --bench generated`
//! into markdown (the speed table, the generated operation counts, power-law fits over the
//! pendulum series and the speed targets evaluated on the measured ratios) and a log-log
//! scaling plot.
//!
//! ```text
//! cargo run --release -p chaindyn-tests --bin bench-report -- \
//!     [--criterion DIR] [--plot PATH] [--write PATH]
//! ```
//!
//! * `--criterion DIR`: criterion's output directory (default `$CARGO_TARGET_DIR/criterion`, else
//!   `<workspace>/target/criterion`); each time is the median point estimate of
//!   `DIR/<group>/<function>/new/estimates.json`. A model without data is skipped with a note.
//! * `--plot PATH`: the PNG to write (default `<workspace>/docs/scaling.png`).
//! * `--write PATH`: also replace the lines between `<!-- bench-report:start -->` and
//!   `<!-- bench-report:end -->` in that file with the report (an error if the markers are
//!   missing).
//!
//! `scripts/bench.sh [--docs]` runs the benchmarks and then this report (`--docs`: into
//! `docs/performance.md`).

use chaindyn_tests::{
    Acrobot, Arm7, DoublePendulum, Pendubot, Pendulum10, Pendulum2, Pendulum3, Pendulum5, Pendulum7,
};
use plotters::prelude::*;
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// First line kept by `--write`; the report goes after it.
const START_MARKER: &str = "<!-- bench-report:start -->";
/// Last line kept by `--write`; the report goes before it.
const END_MARKER: &str = "<!-- bench-report:end -->";

/// A benchmarked model: its criterion group, how it is shown, its degrees of freedom and the
/// operation counts of its generated methods.
struct Model {
    /// Criterion group name in `tests/benches/generated.rs`.
    group: &'static str,
    /// Type name in `chaindyn_tests`.
    name: &'static str,
    /// Short description shown after the name.
    kind: &'static str,
    /// Degrees of freedom.
    n: usize,
    /// `GENERATED_OPERATIONS` of the derived type: `(method, operation count)`.
    ops: &'static [(&'static str, usize)],
    /// Member of the absolute-angle pendulum scaling series.
    pendulum: bool,
}

/// The models of the benchmark, in its order.
const MODELS: [Model; 9] = [
    Model {
        group: "pendubot",
        name: "Pendubot",
        kind: "planar",
        n: 2,
        ops: &Pendubot::GENERATED_OPERATIONS,
        pendulum: false,
    },
    Model {
        group: "acrobot",
        name: "Acrobot",
        kind: "planar",
        n: 2,
        ops: &Acrobot::GENERATED_OPERATIONS,
        pendulum: false,
    },
    Model {
        group: "double_pendulum",
        name: "DoublePendulum",
        kind: "planar",
        n: 2,
        ops: &DoublePendulum::GENERATED_OPERATIONS,
        pendulum: false,
    },
    Model {
        group: "pendulum2",
        name: "Pendulum2",
        kind: "absolute",
        n: 2,
        ops: &Pendulum2::GENERATED_OPERATIONS,
        pendulum: true,
    },
    Model {
        group: "pendulum3",
        name: "Pendulum3",
        kind: "absolute",
        n: 3,
        ops: &Pendulum3::GENERATED_OPERATIONS,
        pendulum: true,
    },
    Model {
        group: "pendulum5",
        name: "Pendulum5",
        kind: "absolute",
        n: 5,
        ops: &Pendulum5::GENERATED_OPERATIONS,
        pendulum: true,
    },
    Model {
        group: "pendulum7",
        name: "Pendulum7",
        kind: "absolute",
        n: 7,
        ops: &Pendulum7::GENERATED_OPERATIONS,
        pendulum: true,
    },
    Model {
        group: "pendulum10",
        name: "Pendulum10",
        kind: "absolute",
        n: 10,
        ops: &Pendulum10::GENERATED_OPERATIONS,
        pendulum: true,
    },
    Model {
        group: "arm7",
        name: "Arm7",
        kind: "spatial",
        n: 7,
        ops: &Arm7::GENERATED_OPERATIONS,
        pendulum: false,
    },
];

/// Criterion function ids of each group (a `/` is a `_` in the directory name).
const FUNCTIONS: [&str; 11] = [
    "M/generated",
    "M/recursive",
    "Cqd/generated",
    "Cqd/recursive",
    "g/generated",
    "g/recursive",
    "FD/generated",
    "FD/recursive",
    "linearize/generated",
    "linearize/recursive",
    "linearize/finite-diff",
];

/// `linearize` generated (criterion function id).
const LIN_GEN: &str = "linearize/generated";
/// `linearize` recursive (criterion function id).
const LIN_REC: &str = "linearize/recursive";
/// `linearize` by central finite differences (criterion function id).
const LIN_FD: &str = "linearize/finite-diff";

/// The method whose operation count the scaling target is about.
const LINEARIZE_OPS: &str = "linearize_blocks";

/// Command-line options.
#[derive(Debug, PartialEq)]
struct Options {
    /// Criterion output directory.
    criterion: PathBuf,
    /// PNG to write.
    plot: PathBuf,
    /// File whose marked section is replaced, if any.
    write: Option<PathBuf>,
    /// Criterion output of a run built with `-C target-cpu=native`, if any.
    native: Option<PathBuf>,
}

/// Measured medians of one model, in ns, by criterion function id (absent: no data).
struct Timings {
    /// The model.
    model: &'static Model,
    /// Median point estimates (ns).
    median: BTreeMap<&'static str, f64>,
    /// Oldest and newest modification time of the files read.
    written: Option<(SystemTime, SystemTime)>,
}

impl Timings {
    /// The median of `function` (ns), if measured.
    fn get(&self, function: &str) -> Option<f64> {
        self.median.get(function).copied()
    }

    /// `a / b` of two medians, if both were measured.
    fn ratio(&self, a: &str, b: &str) -> Option<f64> {
        Some(self.get(a)? / self.get(b)?)
    }
}

/// A least-squares fit `y = c n^p` of log y against log n.
#[derive(Debug, Clone, Copy)]
struct PowerFit {
    /// The exponent (slope in log-log).
    p: f64,
    /// The prefactor.
    c: f64,
    /// Coefficient of determination of the log-log fit.
    r2: f64,
    /// Number of points fitted.
    points: usize,
}

impl PowerFit {
    /// The fitted value at `n`.
    fn at(&self, n: f64) -> f64 {
        self.c * n.powf(self.p)
    }
}

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("bench-report: error: {e}");
            ExitCode::FAILURE
        }
    }
}

/// The whole report; errors are messages for the user.
fn run() -> Result<(), String> {
    let Some(options) = parse_args(std::env::args().skip(1))? else {
        println!("{}", usage());
        return Ok(());
    };
    if !options.criterion.is_dir() {
        return Err(format!(
            "no criterion directory {} (run `cargo bench -p chaindyn-tests --bench generated` \
             first, or pass --criterion DIR)",
            options.criterion.display()
        ));
    }
    let mut timings = Vec::new();
    for model in &MODELS {
        timings.push(load_model(&options.criterion, model)?);
    }
    for t in &timings {
        let missing: Vec<&str> = FUNCTIONS
            .iter()
            .copied()
            .filter(|f| t.get(f).is_none())
            .collect();
        if missing.len() == FUNCTIONS.len() {
            eprintln!(
                "bench-report: note: no criterion data for {} (group `{}`): row skipped",
                t.model.name, t.model.group
            );
        } else if !missing.is_empty() {
            eprintln!(
                "bench-report: note: {} lacks {}",
                t.model.name,
                missing.join(", ")
            );
        }
    }
    if timings.iter().all(|t| t.median.is_empty()) {
        return Err(format!(
            "no criterion data for any model under {} (run `cargo bench -p chaindyn-tests \
             --bench generated` first)",
            options.criterion.display()
        ));
    }
    // Check the page's markers before writing anything.
    let page_text = match &options.write {
        Some(page) => {
            let text = std::fs::read_to_string(page)
                .map_err(|e| format!("cannot read {}: {e}", page.display()))?;
            replace_marked(&text, "").map_err(|e| format!("{}: {e}", page.display()))?;
            Some(text)
        }
        None => None,
    };

    let now = SystemTime::now();
    let mut markdown = header(now, &timings);
    markdown.push_str(&report(&timings)?);
    markdown.push_str(&task_space_report(&options.criterion)?);
    markdown.push_str(&regressor_report(&options.criterion)?);
    markdown.push_str(&baseline_report(&options.criterion, "")?);
    markdown.push_str(&lanes_report(&options.criterion, "")?);
    if let Some(native) = &options.native {
        let build = " (another run, built with `-C target-cpu=native`)";
        markdown.push_str(&baseline_report(native, build)?);
        markdown.push_str(&lanes_report(native, build)?);
    }
    plot(&options.plot, &timings)?;
    eprintln!("bench-report: wrote {}", options.plot.display());
    print!("{markdown}");

    if let (Some(page), Some(text)) = (&options.write, page_text) {
        let mut section = markdown.clone();
        if let Some(rel) = relative_to_file(&options.plot, page) {
            let _ = write!(
                section,
                "\n![linearize time and generated operations vs n]({rel})\n"
            );
        }
        let updated =
            replace_marked(&text, &section).map_err(|e| format!("{}: {e}", page.display()))?;
        let tmp = page.with_extension("bench-report.tmp");
        std::fs::write(&tmp, updated)
            .and_then(|()| std::fs::rename(&tmp, page))
            .map_err(|e| format!("cannot write {}: {e}", page.display()))?;
        eprintln!("bench-report: updated {}", page.display());
    }
    Ok(())
}

/// The usage text.
fn usage() -> String {
    format!(
        "usage: bench-report [--criterion DIR] [--native DIR] [--plot PATH] [--write PATH]\n\
         \n\
         Reads criterion medians of `cargo bench -p chaindyn-tests --bench generated`, prints a\n\
         markdown report (timings, operation counts, scaling fit, speed targets) and writes a\n\
         log-log scaling plot.\n\
         \n  --criterion DIR  criterion output (default {})\n  \
         --native DIR     criterion output of a `-C target-cpu=native` run of the baseline and\n                   lanes groups (scripts/bench.sh --native writes target/criterion-native)\n  \
         --plot PATH      PNG to write (default {})\n  \
         --write PATH    replace the lines between `{START_MARKER}` and `{END_MARKER}`\n",
        default_criterion_dir().display(),
        default_plot_path().display()
    )
}

/// The workspace root, from this crate's manifest directory at compile time.
fn workspace_root() -> PathBuf {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    manifest.parent().unwrap_or(manifest).to_path_buf()
}

/// `$CARGO_TARGET_DIR/criterion` (at run time, else at build time), else
/// `<workspace>/target/criterion`.
fn default_criterion_dir() -> PathBuf {
    let target = std::env::var_os("CARGO_TARGET_DIR")
        .filter(|s| !s.is_empty())
        .map(PathBuf::from)
        .or_else(|| {
            option_env!("CARGO_TARGET_DIR")
                .filter(|s| !s.is_empty())
                .map(PathBuf::from)
        })
        .unwrap_or_else(|| workspace_root().join("target"));
    target.join("criterion")
}

/// `<workspace>/docs/scaling.png`.
fn default_plot_path() -> PathBuf {
    workspace_root().join("docs").join("scaling.png")
}

/// Parses the arguments; `None` for `--help`.
fn parse_args(args: impl IntoIterator<Item = String>) -> Result<Option<Options>, String> {
    let mut options = Options {
        criterion: default_criterion_dir(),
        plot: default_plot_path(),
        write: None,
        native: None,
    };
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        let (flag, inline) = match arg.split_once('=') {
            Some((f, v)) if f.starts_with("--") => (f.to_string(), Some(v.to_string())),
            _ => (arg.clone(), None),
        };
        if flag == "--help" || flag == "-h" {
            return Ok(None);
        }
        let slot = match flag.as_str() {
            "--criterion" => &mut options.criterion,
            "--plot" => &mut options.plot,
            "--write" => options.write.insert(PathBuf::new()),
            "--native" => options.native.insert(PathBuf::new()),
            _ => return Err(format!("unknown argument `{arg}`\n\n{}", usage())),
        };
        let value = inline
            .or_else(|| args.next())
            .filter(|v| !v.is_empty())
            .ok_or_else(|| format!("{flag} needs a value"))?;
        *slot = PathBuf::from(value);
    }
    Ok(Some(options))
}

/// The median point estimate (ns) of a criterion `estimates.json`.
fn median_ns(json: &str) -> Result<f64, String> {
    let value: serde_json::Value =
        serde_json::from_str(json).map_err(|e| format!("not JSON: {e}"))?;
    let median = value
        .get("median")
        .and_then(|m| m.get("point_estimate"))
        .and_then(serde_json::Value::as_f64)
        .ok_or("no numeric median.point_estimate")?;
    if median.is_finite() && median > 0.0 {
        Ok(median)
    } else {
        Err(format!("median {median} is not a positive time"))
    }
}

/// Reads the medians of every function of `model` that criterion has data for.
fn load_model(criterion: &Path, model: &'static Model) -> Result<Timings, String> {
    let mut timings = Timings {
        model,
        median: BTreeMap::new(),
        written: None,
    };
    for function in FUNCTIONS {
        let Some(median) = median_of(criterion, model.group, function)? else {
            continue;
        };
        timings.median.insert(function, median);
        let path = estimates_path(criterion, model.group, function);
        if let Ok(modified) = std::fs::metadata(&path).and_then(|m| m.modified()) {
            timings.written = Some(match timings.written {
                Some((lo, hi)) => (lo.min(modified), hi.max(modified)),
                None => (modified, modified),
            });
        }
    }
    Ok(timings)
}

/// Least-squares fit of `ln y = ln c + p ln n`; `None` with fewer than two distinct `n` or a
/// non-positive value.
fn power_fit(points: &[(f64, f64)]) -> Option<PowerFit> {
    if points.iter().any(|&(n, y)| !(n > 0.0 && y > 0.0)) {
        return None;
    }
    let logs: Vec<(f64, f64)> = points.iter().map(|&(n, y)| (n.ln(), y.ln())).collect();
    let m = logs.len() as f64;
    let (mx, my) = logs
        .iter()
        .fold((0.0, 0.0), |(a, b), &(x, y)| (a + x / m, b + y / m));
    let sxx: f64 = logs.iter().map(|&(x, _)| (x - mx) * (x - mx)).sum();
    let sxy: f64 = logs.iter().map(|&(x, y)| (x - mx) * (y - my)).sum();
    let syy: f64 = logs.iter().map(|&(_, y)| (y - my) * (y - my)).sum();
    if logs.len() < 2 || sxx <= 1e-12 {
        return None;
    }
    let p = sxy / sxx;
    let r2 = if syy > 0.0 {
        sxy * sxy / (sxx * syy)
    } else {
        1.0
    };
    Some(PowerFit {
        p,
        c: (my - p * mx).exp(),
        r2,
        points: logs.len(),
    })
}

/// Replaces the lines strictly between the start and end marker lines of `text` by `content`.
fn replace_marked(text: &str, content: &str) -> Result<String, String> {
    let mut start = None;
    let mut end = None;
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        let trimmed = line.trim();
        if trimmed == START_MARKER {
            if start.is_some() {
                return Err(format!("`{START_MARKER}` appears twice"));
            }
            start = Some(offset + line.len());
        } else if trimmed == END_MARKER {
            if end.is_some() {
                return Err(format!("`{END_MARKER}` appears twice"));
            }
            end = Some(offset);
        }
        offset += line.len();
    }
    let start = start.ok_or_else(|| format!("no line `{START_MARKER}`"))?;
    let end = end.ok_or_else(|| format!("no line `{END_MARKER}`"))?;
    if end < start {
        return Err(format!("`{END_MARKER}` comes before `{START_MARKER}`"));
    }
    let mut out = String::with_capacity(text.len() + content.len());
    out.push_str(&text[..start]);
    if !out.ends_with('\n') {
        out.push('\n');
    }
    out.push_str(content);
    if !content.is_empty() && !content.ends_with('\n') {
        out.push('\n');
    }
    out.push_str(&text[end..]);
    Ok(out)
}

/// `x` with three significant digits (no exponent; `x ≥ 0`).
fn sig3(x: f64) -> String {
    if x >= 99.95 {
        format!("{x:.0}")
    } else if x >= 9.995 {
        format!("{x:.1}")
    } else {
        format!("{x:.2}")
    }
}

/// A time given in ns: ns below 1000, else µs (or ms), three significant digits.
fn fmt_time(ns: f64) -> String {
    if ns < 999.5 {
        format!("{} ns", sig3(ns))
    } else if ns < 999.5e3 {
        format!("{} µs", sig3(ns / 1e3))
    } else {
        format!("{} ms", sig3(ns / 1e6))
    }
}

/// A speed-up: one decimal below 100.
fn fmt_ratio(r: f64) -> String {
    if r >= 99.5 {
        format!("{r:.0}x")
    } else {
        format!("{r:.1}x")
    }
}

/// A time or a dash.
fn time_cell(t: Option<f64>) -> String {
    t.map_or_else(|| "–".to_string(), fmt_time)
}

/// A ratio or a dash.
fn ratio_cell(r: Option<f64>) -> String {
    r.map_or_else(|| "–".to_string(), fmt_ratio)
}

/// Proleptic Gregorian `(year, month, day)` of a day count since 1970-01-01.
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    // Howard Hinnant's `civil_from_days`.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let year = yoe + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

/// `YYYY-MM-DD` (UTC) of `t`.
fn fmt_date(t: SystemTime) -> String {
    let secs = t.duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs()) as i64;
    let (y, m, d) = civil_from_days(secs.div_euclid(86_400));
    format!("{y:04}-{m:02}-{d:02}")
}

/// `YYYY-MM-DD HH:MM` (UTC) of `t`.
fn fmt_datetime(t: SystemTime) -> String {
    let secs = t.duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs());
    let minutes = (secs % 86_400) / 60;
    format!("{} {:02}:{:02}", fmt_date(t), minutes / 60, minutes % 60)
}

/// "CPU model, N cores" from `/proc/cpuinfo`, with fallbacks.
fn machine() -> String {
    let cpuinfo = std::fs::read_to_string("/proc/cpuinfo").unwrap_or_default();
    let model = cpuinfo
        .lines()
        .filter_map(|l| l.split_once(':'))
        .find(|(k, _)| k.trim() == "model name")
        .map(|(_, v)| v.trim().to_string())
        .filter(|v| !v.is_empty());
    let listed = cpuinfo
        .lines()
        .filter(|l| l.split(':').next().map(str::trim) == Some("processor"))
        .count();
    let cores = if listed > 0 {
        Some(listed)
    } else {
        std::thread::available_parallelism().ok().map(|n| n.get())
    };
    let model = model.unwrap_or_else(|| format!("unknown CPU ({})", std::env::consts::ARCH));
    match cores {
        Some(1) => format!("{model}, 1 core"),
        Some(c) => format!("{model}, {c} cores"),
        None => model,
    }
}

/// The lines before the tables: what was measured, when and where.
fn header(now: SystemTime, timings: &[Timings]) -> String {
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

/// Operation count of `method` in `model`, if the derive reports it.
fn ops_of(model: &Model, method: &str) -> Option<usize> {
    model
        .ops
        .iter()
        .find(|(name, _)| *name == method)
        .map(|&(_, v)| v)
}

/// Sum of the operation counts of all generated methods of `model`.
fn total_ops(model: &Model) -> usize {
    model.ops.iter().map(|&(_, v)| v).sum()
}

/// `(n, y)` points of the pendulum series with a value.
fn pendulum_points(timings: &[Timings], f: impl Fn(&Timings) -> Option<f64>) -> Vec<(f64, f64)> {
    timings
        .iter()
        .filter(|t| t.model.pendulum)
        .filter_map(|t| Some((t.model.n as f64, f(t)?)))
        .collect()
}

/// Outcome of one target.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Status {
    /// Every measured value meets it (possibly with some models unmeasured).
    Pass,
    /// Some measured value misses it.
    Miss,
    /// Nothing to evaluate it on.
    NoData,
}

/// One speed target, on per-model values.
struct Target {
    /// What is claimed.
    claim: &'static str,
    /// `(label, measured value)`.
    items: Vec<(String, Option<f64>)>,
    /// Whether a value meets the target.
    meets: fn(f64) -> bool,
    /// How a value is shown.
    show: fn(f64) -> String,
}

impl Target {
    /// PASS if every measured value meets the target, MISS if one does not.
    fn status(&self) -> Status {
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
    fn line(&self) -> String {
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
fn report(timings: &[Timings]) -> Result<String, String> {
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
            "| {} ({}) | {} | {} | {} | {} | {} ({}) | {} / {} / {} | {} | {} |",
            t.model.name,
            t.model.kind,
            t.model.n,
            pair(t, "M/generated", "M/recursive"),
            pair(t, "Cqd/generated", "Cqd/recursive"),
            pair(t, "g/generated", "g/recursive"),
            pair(t, "FD/generated", "FD/recursive"),
            ratio_cell(t.ratio("FD/recursive", "FD/generated")),
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
    let series: Vec<&Model> = MODELS.iter().filter(|m| m.pendulum).collect();
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
    for (label, function) in [
        ("generated", LIN_GEN),
        ("recursive", LIN_REC),
        ("central finite differences", LIN_FD),
    ] {
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
            items: ratio_items(timings, |m| m.group == "arm7", LIN_REC, LIN_GEN),
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

/// The task-space benchmarks: criterion group and how it is shown.
const FRAMES: [(&str, &str); 2] = [
    ("panda_hand", "Panda (URDF), `panda_hand`"),
    ("arm7_flange", "Arm7, `flange`"),
];

/// The task-space quantities benchmarked per frame: criterion function prefix and title.
const FRAME_FUNCTIONS: [(&str, &str); 4] = [
    ("pose", "pose"),
    ("jacobian", "Jacobian"),
    ("bias", "`J̇ q̇`"),
    ("wrench_jacobian", "`∂(Jᵀ w)/∂q`"),
];

/// The table of the task-space benchmarks (generated vs recursive, base axes); empty when
/// criterion has no data for them.
fn task_space_report(criterion: &Path) -> Result<String, String> {
    let mut rows = String::new();
    for (group, label) in FRAMES {
        let mut cells = Vec::new();
        let mut any = false;
        for (function, _) in FRAME_FUNCTIONS {
            let time = |kind: &str| median_of(criterion, group, &format!("{function}/{kind}"));
            let (g, r) = (time("generated")?, time("recursive")?);
            any |= g.is_some() || r.is_some();
            let ratio = match (g, r) {
                (Some(g), Some(r)) => Some(r / g),
                _ => None,
            };
            cells.push(format!(
                "{} / {} ({})",
                time_cell(g),
                time_cell(r),
                ratio_cell(ratio)
            ));
        }
        if any {
            let _ = writeln!(rows, "| {label} | {} |", cells.join(" | "));
        }
    }
    if rows.is_empty() {
        return Ok(String::new());
    }
    let titles: Vec<String> = FRAME_FUNCTIONS
        .iter()
        .map(|(_, t)| format!("{t} generated / recursive"))
        .collect();
    Ok(format!(
        "\nTask space (`TaskSpace`, base axes), same run: generated vs the recursive reference \
         (`frame_pose`, `frame_jacobian`, `frame_acceleration_bias`, \
         `wrench_torques_derivative`):\n\n| frame | {} |\n|---|---|---|---|---|\n{rows}",
        titles.join(" | ")
    ))
}

/// The models whose regressors are timed: criterion group suffix, label, `Y`'s size and `P`
/// (the generated constant).
const REGRESSOR_MODELS: [(&str, &str, &str, usize); 3] = [
    (
        "arm7",
        "Arm7 (spatial, bodies)",
        "7 × 70",
        chaindyn_tests::Arm7::BASE_PARAMETERS,
    ),
    (
        "pendulum3",
        "Pendulum3 (absolute angles, bodies)",
        "3 × 30",
        chaindyn_tests::Pendulum3::BASE_PARAMETERS,
    ),
    (
        "prismatic_arm",
        "PrismaticArm (prismatic, bodies and joint terms)",
        "3 × 39",
        chaindyn_tests::PrismaticArm::BASE_PARAMETERS,
    ),
];

/// The generated joint-torque regressor `Y` and base regressor `Y_b` against the runtime's
/// recursive regressor, same run. Empty without data.
fn regressor_report(criterion: &Path) -> Result<String, String> {
    let mut rows = String::new();
    for (group, label, size, p) in REGRESSOR_MODELS {
        let group = format!("regressor_{group}");
        let time = |f: &str| median_of(criterion, &group, f);
        let (y, yb, r) = (
            time("generated")?,
            time("generated_base")?,
            time("reference")?,
        );
        if y.is_none() && yb.is_none() && r.is_none() {
            continue;
        }
        let ratio = match (y, r) {
            (Some(y), Some(r)) => Some(r / y),
            _ => None,
        };
        let _ = writeln!(
            rows,
            "| {label} | {size} | {} | {} (P = {p}) | {} | {} |",
            time_cell(y),
            time_cell(yb),
            time_cell(r),
            ratio_cell(ratio)
        );
    }
    if rows.is_empty() {
        return Ok(String::new());
    }
    Ok(format!(
        "\nIdentification (each model's three timed in one run of its group): the generated \
         joint-torque regressor `Y(q, q̇, q̈)` and base regressor `Y_b` (`#[chain(regressor = \
         ..)]`; `Y_b` picks its `P` columns from `Y`, so its code is not in the file twice) vs the \
         runtime's recursive regressor (`chaindyn::identification::regressor`):\n\n| model | `Y` | `Y` generated | `Y_b` \
         generated | `Y` recursive | speed-up |\n|---|---|---|---|---|---|\n{rows}"
    ))
}

/// The models timed against the frozen baseline (`tests/benches/baseline/`): criterion group
/// suffix and how they are shown.
const BASELINE_MODELS: [(&str, &str); 6] = [
    ("pendubot", "Pendubot (planar)"),
    ("planar7", "Planar7 (7-link planar, relative angles)"),
    ("planar10", "Planar10 (10-link planar, relative angles)"),
    ("pendulum7", "Pendulum7 (absolute angles)"),
    ("pendulum10", "Pendulum10 (absolute angles)"),
    ("arm7", "Arm7 (spatial)"),
];

/// The generated methods timed against the baseline.
const BASELINE_METHODS: [&str; 13] = [
    "mass_matrix",
    "coriolis_matrix",
    "coriolis_times_qd",
    "gravity",
    "inverse_dynamics",
    "forward_dynamics",
    "kinetic_energy",
    "potential_energy",
    "mass_matrix_jacobian",
    "coriolis_jacobians",
    "gravity_jacobian",
    "linearize_blocks",
    "linearize_equilibrium",
];

/// Where criterion keeps the estimates of `<group>/<function>`.
fn estimates_path(criterion: &Path, group: &str, function: &str) -> PathBuf {
    criterion
        .join(group)
        .join(function.replace('/', "_"))
        .join("new")
        .join("estimates.json")
}

/// The median of `<group>/<function>`, if criterion has it.
fn median_of(criterion: &Path, group: &str, function: &str) -> Result<Option<f64>, String> {
    let path = estimates_path(criterion, group, function);
    match std::fs::read_to_string(&path) {
        Ok(text) => median_ns(&text)
            .map(Some)
            .map_err(|e| format!("{}: {e}", path.display())),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(format!("cannot read {}: {e}", path.display())),
    }
}

/// Current generated code vs the frozen baseline, per model: `linearize_blocks` and forward
/// dynamics (time and speed-up), and the method with the smallest speed-up (a value below 1 is a
/// regression). Empty without data.
fn baseline_report(criterion: &Path, build: &str) -> Result<String, String> {
    let mut rows = String::new();
    for (model, label) in BASELINE_MODELS {
        let group = format!("baseline_{model}");
        let mut ratios: Vec<(&str, f64)> = Vec::new();
        let mut cells: BTreeMap<&str, (Option<f64>, Option<f64>)> = BTreeMap::new();
        for method in BASELINE_METHODS {
            let current = median_of(criterion, &group, &format!("{method}/current"))?;
            let baseline = median_of(criterion, &group, &format!("{method}/baseline"))?;
            if let (Some(c), Some(b)) = (current, baseline) {
                ratios.push((method, b / c));
            }
            cells.insert(method, (current, baseline));
        }
        if ratios.is_empty() {
            continue;
        }
        let cell = |method: &str| {
            let (c, b) = cells.get(method).copied().unwrap_or((None, None));
            let ratio = match (c, b) {
                (Some(c), Some(b)) => Some(b / c),
                _ => None,
            };
            format!(
                "{} / {} ({})",
                time_cell(c),
                time_cell(b),
                ratio_cell(ratio)
            )
        };
        let (worst, worst_ratio) =
            ratios
                .iter()
                .copied()
                .fold(("", f64::INFINITY), |w, r| if r.1 < w.1 { r } else { w });
        let _ = writeln!(
            rows,
            "| {label} | {} | {} | `{worst}` {} |",
            cell("linearize_blocks"),
            cell("forward_dynamics"),
            fmt_ratio(worst_ratio)
        );
    }
    if rows.is_empty() {
        return Ok(String::new());
    }
    Ok(format!(
        "\nAgainst the frozen baseline (`tests/benches/baseline/`: the generated code with the \
         arithmetic of a4c0a93, kept as source), same run{build}; speed-up = baseline / current, \
         every generated method timed:\n\n| model | `linearize_blocks` current / baseline | forward \
         dynamics current / baseline | smallest speed-up over the 13 methods |\n|---|---|---|---|\n{rows}"
    ))
}

/// States per batch of the `lanes_*` benchmarks (`BATCH` in benches/generated.rs).
const LANES_BATCH: f64 = 64.0;

/// Models of the `lanes_*` groups: (group suffix, label).
const LANES_MODELS: [(&str, &str); 3] = [
    ("pendubot", "Pendubot (2)"),
    ("arm7", "7-DOF arm"),
    ("pendulum10", "10-link pendulum"),
];

/// Throughput of `linearize_blocks` and forward dynamics over batches of states in `f64`,
/// `f64 × 4`, `f32`, `f32 × 8` lanes (millions of states per second, and the ratio to scalar
/// `f64` of the same run). Empty without data.
fn lanes_report(criterion: &Path, build: &str) -> Result<String, String> {
    let mut rows = String::new();
    for (model, label) in LANES_MODELS {
        let group = format!("lanes_{model}");
        for method in ["linearize_blocks", "forward_dynamics"] {
            let mut rates = Vec::new();
            for ty in ["f64", "f64x4", "f32", "f32x8"] {
                let m = median_of(criterion, &group, &format!("{method}/{ty}"))?;
                rates.push(m.map(|ns| LANES_BATCH / ns * 1e3)); // millions per second
            }
            if rates.iter().all(Option::is_none) {
                continue;
            }
            let cells: Vec<String> = rates
                .iter()
                .map(|r| match (r, rates[0]) {
                    (Some(r), Some(base)) => format!("{} ({})", sig3(*r), fmt_ratio(r / base)),
                    (Some(r), None) => sig3(*r),
                    (None, _) => "–".into(),
                })
                .collect();
            let _ = writeln!(rows, "| {label} | `{method}` | {} |", cells.join(" | "));
        }
    }
    if rows.is_empty() {
        return Ok(String::new());
    }
    Ok(format!(
        "\nThroughput over batches of {LANES_BATCH} states (`chaindyn::batch::Batch`, millions of \
         states per second, and the ratio to scalar `f64`), same run{build}:\n\n| model | method \
         | `f64` | `f64 × 4` | `f32` | `f32 × 8` |\n|---|---|---|---|---|---|\n{rows}"
    ))
}

/// `target` relative to the directory of `file`, with `/` separators, if it lies under it.
fn relative_to_file(target: &Path, file: &Path) -> Option<String> {
    let dir = std::fs::canonicalize(file).ok()?.parent()?.to_path_buf();
    let target = std::fs::canonicalize(target).ok()?;
    let rel = target.strip_prefix(&dir).ok()?;
    let parts: Vec<String> = rel
        .components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect();
    Some(parts.join("/"))
}

/// Lower and upper bounds of positive values, widened by the factors `below` and `above` for a
/// log axis.
/// A log-log panel over `n` with its mesh drawn: x from `axes.0`, y over `axes.1..axes.2`.
fn log_log_chart<'a, DB: DrawingBackend + 'a>(
    area: &'a DrawingArea<DB, plotters::coord::Shift>,
    caption: &str,
    y_desc: &str,
    y_label_area: u32,
    axes: (LogKeyed, f64, f64),
) -> Result<ChartContext<'a, DB, Cartesian2d<LogKeyed, LogKeyed>>, String> {
    let (x, lo, hi) = axes;
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

/// A log axis with explicit ticks.
type LogKeyed =
    plotters::coord::combinators::WithKeyPoints<plotters::coord::combinators::LogCoord<f64>>;

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
fn log_ticks(lo: f64, hi: f64) -> Vec<f64> {
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
fn axis_label(v: f64) -> String {
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

/// Writes the two-panel log-log plot: `linearize` time and generated operations against n.
fn plot(path: &Path, timings: &[Timings]) -> Result<(), String> {
    let err = |e: &dyn std::fmt::Display| format!("cannot plot {}: {e}", path.display());
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir).map_err(|e| err(&e))?;
    }
    plotters::style::register_font("sans-serif", FontStyle::Normal, ttf_noto_sans::REGULAR)
        .map_err(|_| err(&"embedded font rejected"))?;
    let colours = [
        RGBColor(0, 114, 178),
        RGBColor(213, 94, 0),
        RGBColor(0, 158, 115),
    ];
    let arm = timings.iter().find(|t| t.model.group == "arm7");

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
    let ticks: Vec<f64> = MODELS
        .iter()
        .filter(|m| m.pendulum)
        .map(|m| m.n as f64)
        .collect();
    let x_axis = || (1.8f64..11.5f64).log_scale().with_key_points(ticks.clone());

    // Left: linearize time (µs).
    {
        let functions = [
            ("generated", LIN_GEN),
            ("recursive", LIN_REC),
            ("central finite differences", LIN_FD),
        ];
        let all = timings
            .iter()
            .filter(|t| t.model.pendulum || t.model.group == "arm7")
            .flat_map(|t| functions.iter().filter_map(|(_, f)| t.get(f)))
            .map(|ns| ns / 1e3);
        // Room below the curves for the legend.
        let (lo, hi) = log_range(all, 4.0, 1.6);
        let mut chart = log_log_chart(
            &left,
            "linearize time (µs, criterion median)",
            "µs",
            70,
            (x_axis(), lo, hi),
        )
        .map_err(|e| err(&e))?;
        for (i, (label, function)) in functions.iter().enumerate() {
            let colour = colours[i];
            let points: Vec<(f64, f64)> = pendulum_points(timings, |t| t.get(function))
                .into_iter()
                .map(|(n, ns)| (n, ns / 1e3))
                .collect();
            if points.is_empty() {
                continue;
            }
            chart
                .draw_series(LineSeries::new(points.clone(), colour.stroke_width(2)))
                .map_err(|e| err(&e))?
                .label(format!("pendulum n: {label}"))
                .legend(move |(x, y)| PathElement::new(vec![(x, y), (x + 20, y)], colour));
            chart
                .draw_series(points.iter().map(|&p| Circle::new(p, 4, colour.filled())))
                .map_err(|e| err(&e))?;
        }
        // Arm7 after the lines, so that its legend entry comes last.
        let mut arm_labelled = false;
        for (i, (_, function)) in functions.iter().enumerate() {
            let colour = colours[i];
            if let Some(t) = arm.and_then(|a| a.get(function)) {
                let arm_series = chart
                    .draw_series(std::iter::once(TriangleMarker::new(
                        (7.0, t / 1e3),
                        8,
                        colour.filled(),
                    )))
                    .map_err(|e| err(&e))?;
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
            .any(|t| (t.model.pendulum || t.model.group == "arm7") && !t.median.is_empty())
        {
            chart
                .configure_series_labels()
                .position(SeriesLabelPosition::LowerRight)
                .background_style(WHITE.mix(0.85))
                .border_style(BLACK)
                .label_font(("sans-serif", 14))
                .draw()
                .map_err(|e| err(&e))?;
        } else {
            left.draw(&Text::new(
                "no criterion data",
                (300, 300),
                ("sans-serif", 20).into_font(),
            ))
            .map_err(|e| err(&e))?;
        }
    }

    // Right: generated operations with the fitted power laws.
    {
        let series: Vec<&Model> = MODELS.iter().filter(|m| m.pendulum).collect();
        let arm_model = MODELS.iter().find(|m| m.group == "arm7");
        type Count = fn(&Model) -> Option<usize>;
        let counts: [(&str, Count); 2] = [
            (LINEARIZE_OPS, |m| ops_of(m, LINEARIZE_OPS)),
            ("all methods", |m| Some(total_ops(m))),
        ];
        let all = MODELS
            .iter()
            .filter(|m| m.pendulum || m.group == "arm7")
            .flat_map(|m| counts.iter().filter_map(|(_, c)| c(m)))
            .map(|v| v as f64);
        let (lo, hi) = log_range(all, 1.6, 1.6);
        let mut chart = log_log_chart(
            &right,
            "generated operations",
            "operations",
            80,
            (x_axis(), lo, hi),
        )
        .map_err(|e| err(&e))?;
        for (i, (label, count)) in counts.iter().enumerate() {
            let colour = colours[i];
            let points: Vec<(f64, f64)> = series
                .iter()
                .filter_map(|m| Some((m.n as f64, count(m)? as f64)))
                .collect();
            chart
                .draw_series(points.iter().map(|&p| Circle::new(p, 5, colour.filled())))
                .map_err(|e| err(&e))?
                .label(format!("pendulum n: {label}"))
                .legend(move |(x, y)| Circle::new((x + 10, y), 4, colour.filled()));
            if let Some(fit) = power_fit(&points) {
                let line = (0..=60).map(|k| {
                    let n = 2.0 * (10.0f64 / 2.0).powf(f64::from(k) / 60.0);
                    (n, fit.at(n))
                });
                chart
                    .draw_series(LineSeries::new(line, colour.stroke_width(1)))
                    .map_err(|e| err(&e))?
                    .label(format!("fit {} n^{:.2}", sig3(fit.c), fit.p))
                    .legend(move |(x, y)| PathElement::new(vec![(x, y), (x + 20, y)], colour));
            }
            if let Some(v) = arm_model.and_then(count) {
                chart
                    .draw_series(std::iter::once(TriangleMarker::new(
                        (7.0, v as f64),
                        8,
                        colour.filled(),
                    )))
                    .map_err(|e| err(&e))?
                    .label(format!("Arm7: {label}"))
                    .legend(move |(x, y)| TriangleMarker::new((x + 10, y), 6, colour.filled()));
            }
        }
        chart
            .configure_series_labels()
            .position(SeriesLabelPosition::UpperLeft)
            .background_style(WHITE.mix(0.85))
            .border_style(BLACK)
            .label_font(("sans-serif", 14))
            .draw()
            .map_err(|e| err(&e))?;
    }
    root.present().map_err(|e| err(&e))?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_criterion_median() {
        let json = r#"{"mean":{"confidence_interval":{"confidence_level":0.95,"lower_bound":96.2,
            "upper_bound":96.5},"point_estimate":96.42,"standard_error":0.08},"median":{
            "confidence_interval":{"confidence_level":0.95,"lower_bound":96.2,"upper_bound":96.5},
            "point_estimate":96.39561178723316,"standard_error":0.098},"slope":null}"#;
        assert_eq!(median_ns(json), Ok(96.39561178723316));
        assert!(median_ns(r#"{"mean":{"point_estimate":1.0}}"#).is_err());
        assert!(median_ns(r#"{"median":{"point_estimate":"fast"}}"#).is_err());
        assert!(median_ns(r#"{"median":{"point_estimate":-1.0}}"#).is_err());
        assert!(median_ns("not json").is_err());
    }

    #[test]
    fn power_fit_recovers_exponents() {
        let points: Vec<(f64, f64)> = [2.0, 3.0, 5.0, 7.0, 10.0]
            .iter()
            .map(|&n: &f64| (n, 4.5 * n.powf(2.7)))
            .collect();
        let fit = power_fit(&points).unwrap();
        assert!((fit.p - 2.7).abs() < 1e-12, "{fit:?}");
        assert!((fit.c - 4.5).abs() < 1e-9, "{fit:?}");
        assert!((fit.r2 - 1.0).abs() < 1e-12);
        assert_eq!(fit.points, 5);
        // Noisy data: the slope of the least-squares line in log-log.
        let fit = power_fit(&[(1.0, 1.0), (std::f64::consts::E, 1.0), (1.0, 1.0)]).unwrap();
        assert!(fit.p.abs() < 1e-12);
        let x = std::f64::consts::E;
        let fit = power_fit(&[(1.0, 1.0), (x, x.powi(2)), (x * x, x.powi(3))]).unwrap();
        assert!((fit.p - 1.5).abs() < 1e-12, "{fit:?}");
        assert!(power_fit(&[(2.0, 1.0)]).is_none());
        assert!(power_fit(&[(2.0, 1.0), (2.0, 3.0)]).is_none());
        assert!(power_fit(&[(2.0, 1.0), (3.0, 0.0)]).is_none());
        assert!(power_fit(&[]).is_none());
    }

    #[test]
    fn replaces_between_markers() {
        let text = format!("# T\n\nintro\n{START_MARKER}\nold\nlines\n{END_MARKER}\ntail\n");
        let out = replace_marked(&text, "new | table\n").unwrap();
        assert_eq!(
            out,
            format!("# T\n\nintro\n{START_MARKER}\nnew | table\n{END_MARKER}\ntail\n")
        );
        // Idempotent, and a missing final newline of the content is added.
        assert_eq!(replace_marked(&out, "new | table").unwrap(), out);
        // Empty section.
        let empty = format!("{START_MARKER}\n{END_MARKER}\n");
        assert_eq!(
            replace_marked(&empty, "x\n").unwrap(),
            format!("{START_MARKER}\nx\n{END_MARKER}\n")
        );
        // Markers with surrounding whitespace, end marker without newline.
        let loose = format!("  {START_MARKER}  \nold\n{END_MARKER}");
        assert_eq!(
            replace_marked(&loose, "x\n").unwrap(),
            format!("  {START_MARKER}  \nx\n{END_MARKER}")
        );
        assert!(replace_marked("no markers\n", "x").is_err());
        assert!(replace_marked(&format!("{START_MARKER}\nold\n"), "x").is_err());
        assert!(replace_marked(&format!("old\n{END_MARKER}\n"), "x").is_err());
        assert!(replace_marked(&format!("{END_MARKER}\n{START_MARKER}\n"), "x").is_err());
        assert!(replace_marked(
            &format!("{START_MARKER}\n{START_MARKER}\n{END_MARKER}\n"),
            "x"
        )
        .is_err());
    }

    #[test]
    fn formats_times_and_dates() {
        assert_eq!(fmt_time(8.79), "8.79 ns");
        assert_eq!(fmt_time(49.61), "49.6 ns");
        assert_eq!(fmt_time(174.2), "174 ns");
        assert_eq!(fmt_time(999.7), "1.00 µs");
        assert_eq!(fmt_time(1034.0), "1.03 µs");
        assert_eq!(fmt_time(40_512.0), "40.5 µs");
        assert_eq!(fmt_time(183_400.0), "183 µs");
        assert_eq!(fmt_time(2.5e6), "2.50 ms");
        assert_eq!(fmt_ratio(20.68), "20.7x");
        assert_eq!(fmt_ratio(123.4), "123x");
        assert_eq!(axis_label(0.05), "0.05");
        assert_eq!(axis_label(0.5), "0.5");
        assert_eq!(axis_label(2.0), "2");
        assert_eq!(axis_label(20_000.0), "20000");
        assert_eq!(log_ticks(0.3, 25.0), [0.5, 1.0, 2.0, 5.0, 10.0, 20.0]);
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        assert_eq!(civil_from_days(19_782), (2024, 2, 29));
        assert_eq!(civil_from_days(11_017), (2000, 3, 1));
        assert_eq!(civil_from_days(-1), (1969, 12, 31));
        assert_eq!(
            fmt_datetime(UNIX_EPOCH + Duration::from_secs(19_782 * 86_400 + 3_723)),
            "2024-02-29 01:02"
        );
    }

    #[test]
    fn parses_arguments() {
        let args = |v: &[&str]| parse_args(v.iter().map(|s| s.to_string()));
        let o = args(&["--criterion", "/c", "--plot=/p.png", "--write", "R.md"])
            .unwrap()
            .unwrap();
        assert_eq!(o.criterion, PathBuf::from("/c"));
        assert_eq!(o.plot, PathBuf::from("/p.png"));
        assert_eq!(o.write, Some(PathBuf::from("R.md")));
        assert_eq!(args(&["--help"]).unwrap(), None);
        assert!(args(&["--write"]).is_err());
        assert!(args(&["--bogus"]).is_err());
        assert_eq!(args(&[]).unwrap().unwrap().write, None);
    }

    #[test]
    fn targets_report_status() {
        let t = Target {
            claim: "c",
            items: vec![("A".into(), Some(12.0)), ("B".into(), None)],
            meets: |r| r >= 10.0,
            show: fmt_ratio,
        };
        assert_eq!(t.status(), Status::Pass);
        assert_eq!(t.line(), "- **PASS** c: A 12.0x (no data: B)");
        let t = Target {
            items: vec![("A".into(), Some(12.0)), ("B".into(), Some(3.0))],
            ..t
        };
        assert_eq!(t.status(), Status::Miss);
        let t = Target {
            items: vec![("B".into(), None)],
            ..t
        };
        assert_eq!(t.status(), Status::NoData);
    }
}
