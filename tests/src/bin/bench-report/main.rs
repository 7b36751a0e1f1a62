//! `bench-report`: turns one criterion run of `cargo bench -p chaindyn-tests --bench generated`
//! into markdown (the speed table, the generated operation counts, power-law fits over the
//! pendulum series and the speed targets evaluated on the measured ratios) and a log-log
//! scaling plot.
//!
//! ```text
//! cargo run --release -p chaindyn-tests --bin bench-report -- \
//!     [--criterion DIR] [--native DIR] [--plot PATH] [--write PATH]
//! ```
//!
//! * `--criterion DIR`: criterion's output directory (default `$CARGO_TARGET_DIR/criterion`, else
//!   `<workspace>/target/criterion`); each time is the median point estimate of
//!   `DIR/<group>/<function>/new/estimates.json`. A model without data is skipped with a note.
//! * `--native DIR`: criterion's output of a run built with `-C target-cpu=native`; its
//!   baseline and lanes sections follow those of `--criterion`.
//! * `--plot PATH`: the PNG to write (default `<workspace>/docs/scaling.png`).
//! * `--write PATH`: also replace the lines between `<!-- bench-report:start -->` and
//!   `<!-- bench-report:end -->` in that file with the report (an error if the markers are
//!   missing).
//!
//! `scripts/bench.sh [--docs]` runs the benchmarks and then this report (`--docs`: into
//! `docs/performance.md`).
//!
//! The modules: `models` (the benchmarked models and their operation counts), `criterion`
//! (reading criterion's medians), `fit` (power laws), `format` (numbers, dates, the machine),
//! `report` (header, tables, scaling fits, targets), `sections` (task space, regressors,
//! baseline, lanes), `plot` (the PNG) and `tests`.

mod criterion;
mod fit;
mod format;
mod models;
mod plot;
mod report;
mod sections;

use criterion::load_model;
use models::{FUNCTIONS, MODELS};
use report::{header, report};
use sections::{
    baseline_report, lanes_report, regressor_report, task_space_report, threads_report,
    tree_forward_report,
};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::SystemTime;

/// First line kept by `--write`; the report goes after it.
const START_MARKER: &str = "<!-- bench-report:start -->";
/// Last line kept by `--write`; the report goes before it.
const END_MARKER: &str = "<!-- bench-report:end -->";

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
    markdown.push_str(&tree_forward_report(&options.criterion)?);
    let same = "same run";
    markdown.push_str(&baseline_report(&options.criterion, same)?);
    markdown.push_str(&lanes_report(&options.criterion, same)?);
    markdown.push_str(&threads_report(&options.criterion, same)?);
    if let Some(native) = &options.native {
        let build = "another run, built with `-C target-cpu=native`";
        markdown.push_str(&baseline_report(native, build)?);
        markdown.push_str(&lanes_report(native, build)?);
        markdown.push_str(&threads_report(native, build)?);
    }
    plot::plot(&options.plot, &timings)?;
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

#[cfg(test)]
mod tests;
