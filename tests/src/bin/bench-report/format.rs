//! How numbers, dates and the machine are written in the report: times, speed-ups, table cells,
//! UTC dates and the CPU.

use std::time::{SystemTime, UNIX_EPOCH};

/// `x` with three significant digits (no exponent; `x ≥ 0`).
pub(crate) fn sig3(x: f64) -> String {
    if x >= 99.95 {
        format!("{x:.0}")
    } else if x >= 9.995 {
        format!("{x:.1}")
    } else {
        format!("{x:.2}")
    }
}

/// A time given in ns: ns below 1000, else µs (or ms), three significant digits.
pub(crate) fn fmt_time(ns: f64) -> String {
    if ns < 999.5 {
        format!("{} ns", sig3(ns))
    } else if ns < 999.5e3 {
        format!("{} µs", sig3(ns / 1e3))
    } else {
        format!("{} ms", sig3(ns / 1e6))
    }
}

/// A speed-up: one decimal below 100.
pub(crate) fn fmt_ratio(r: f64) -> String {
    if r >= 99.5 {
        format!("{r:.0}x")
    } else {
        format!("{r:.1}x")
    }
}

/// A time or a dash.
pub(crate) fn time_cell(t: Option<f64>) -> String {
    t.map_or_else(|| "–".to_string(), fmt_time)
}

/// A ratio or a dash.
pub(crate) fn ratio_cell(r: Option<f64>) -> String {
    r.map_or_else(|| "–".to_string(), fmt_ratio)
}

/// The speed-up `old / new` of two times, if both were measured.
pub(crate) fn speedup(new: Option<f64>, old: Option<f64>) -> Option<f64> {
    Some(old? / new?)
}

/// `new / old (speed-up)`: two times and the speed-up of `new` over `old`, dashes where
/// unmeasured.
pub(crate) fn comparison_cell(new: Option<f64>, old: Option<f64>) -> String {
    format!(
        "{} / {} ({})",
        time_cell(new),
        time_cell(old),
        ratio_cell(speedup(new, old))
    )
}

/// Proleptic Gregorian `(year, month, day)` of a day count since 1970-01-01.
pub(crate) fn civil_from_days(days: i64) -> (i64, u32, u32) {
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
pub(crate) fn fmt_date(t: SystemTime) -> String {
    let secs = t.duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs()) as i64;
    let (y, m, d) = civil_from_days(secs.div_euclid(86_400));
    format!("{y:04}-{m:02}-{d:02}")
}

/// `YYYY-MM-DD HH:MM` (UTC) of `t`.
pub(crate) fn fmt_datetime(t: SystemTime) -> String {
    let secs = t.duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs());
    let minutes = (secs % 86_400) / 60;
    format!("{} {:02}:{:02}", fmt_date(t), minutes / 60, minutes % 60)
}

/// "CPU model, N cores" from `/proc/cpuinfo`, with fallbacks.
pub(crate) fn machine() -> String {
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
