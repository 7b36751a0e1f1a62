//! Criterion's estimates: the median of each benchmark, read from
//! `<criterion>/<group>/<function>/new/estimates.json`.

use crate::models::{Model, FUNCTIONS};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

/// Measured medians of one model, in ns, by criterion function id (absent: no data).
pub(crate) struct Timings {
    /// The model.
    pub(crate) model: &'static Model,
    /// Median point estimates (ns).
    pub(crate) median: BTreeMap<&'static str, f64>,
    /// Oldest and newest modification time of the files read.
    pub(crate) written: Option<(SystemTime, SystemTime)>,
}

impl Timings {
    /// The median of `function` (ns), if measured.
    pub(crate) fn get(&self, function: &str) -> Option<f64> {
        self.median.get(function).copied()
    }

    /// `a / b` of two medians, if both were measured.
    pub(crate) fn ratio(&self, a: &str, b: &str) -> Option<f64> {
        Some(self.get(a)? / self.get(b)?)
    }
}

/// Where criterion keeps the estimates of `<group>/<function>`.
fn estimates_path(criterion: &Path, group: &str, function: &str) -> PathBuf {
    criterion
        .join(group)
        .join(function.replace('/', "_"))
        .join("new")
        .join("estimates.json")
}

/// The median of `<group>/<function>`, if criterion has it.
pub(crate) fn median_of(
    criterion: &Path,
    group: &str,
    function: &str,
) -> Result<Option<f64>, String> {
    let path = estimates_path(criterion, group, function);
    match std::fs::read_to_string(&path) {
        Ok(text) => median_ns(&text)
            .map(Some)
            .map_err(|e| format!("{}: {e}", path.display())),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(format!("cannot read {}: {e}", path.display())),
    }
}

/// The median point estimate (ns) of a criterion `estimates.json`.
pub(crate) fn median_ns(json: &str) -> Result<f64, String> {
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
pub(crate) fn load_model(criterion: &Path, model: &'static Model) -> Result<Timings, String> {
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

/// `(n, y)` points of the pendulum series with a value.
pub(crate) fn pendulum_points(
    timings: &[Timings],
    f: impl Fn(&Timings) -> Option<f64>,
) -> Vec<(f64, f64)> {
    timings
        .iter()
        .filter(|t| t.model.pendulum)
        .filter_map(|t| Some((t.model.n as f64, f(t)?)))
        .collect()
}
