//! Unit tests of the report's parsing, fitting and formatting.

use super::{parse_args, replace_marked, END_MARKER, START_MARKER};
use crate::criterion::median_ns;
use crate::fit::power_fit;
use crate::format::{civil_from_days, fmt_datetime, fmt_ratio, fmt_time};
use crate::plot::{axis_label, log_ticks};
use crate::report::{Status, Target};
use crate::sections::tree_forward_report;
use std::path::PathBuf;
use std::time::{Duration, UNIX_EPOCH};

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

#[test]
fn reports_the_trees_forward_dynamics() {
    let dir = std::env::temp_dir().join(format!("bench-report-trees-{}", std::process::id()));
    let estimate = |function: &str, ns: f64| {
        let path = dir.join("tree_forward").join(function).join("new");
        std::fs::create_dir_all(&path).unwrap();
        let json = format!(r#"{{"median":{{"point_estimate":{ns}}}}}"#);
        std::fs::write(path.join("estimates.json"), json).unwrap();
    };
    assert_eq!(tree_forward_report(&dir).unwrap(), "");
    estimate("aba_10", 1000.0);
    estimate("crba_cholesky_10", 4000.0);
    estimate("aba_40", 4000.0);
    let report = tree_forward_report(&dir).unwrap();
    std::fs::remove_dir_all(&dir).unwrap();
    let rows: Vec<&str> = report
        .lines()
        .filter(|l| l.starts_with("| 10") || l.starts_with("| 40"))
        .collect();
    assert_eq!(rows.len(), 2, "{report}");
    assert!(
        rows[0].contains("4.00x") || rows[0].contains("4.0x") || rows[0].contains("4x"),
        "{}",
        rows[0]
    );
    assert!(rows[0].ends_with("| 100 ns |"), "{}", rows[0]);
    assert!(rows[1].ends_with("| 100 ns |"), "{}", rows[1]);
}
