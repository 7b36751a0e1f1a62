//! The sections after the main report, each empty without data: task space, identification
//! regressors, the reference's forward dynamics on trees, the frozen baseline and the batch
//! lanes.

use crate::criterion::median_of;
use crate::format::{comparison_cell, fmt_ratio, ratio_cell, sig3, speedup, time_cell};
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::Path;

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
pub(crate) fn task_space_report(criterion: &Path) -> Result<String, String> {
    let mut rows = String::new();
    for (group, label) in FRAMES {
        let mut cells = Vec::new();
        let mut any = false;
        for (function, _) in FRAME_FUNCTIONS {
            let time = |kind: &str| median_of(criterion, group, &format!("{function}/{kind}"));
            let (g, r) = (time("generated")?, time("recursive")?);
            any |= g.is_some() || r.is_some();
            cells.push(comparison_cell(g, r));
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
pub(crate) fn regressor_report(criterion: &Path) -> Result<String, String> {
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
        let _ = writeln!(
            rows,
            "| {label} | {size} | {} | {} (P = {p}) | {} | {} |",
            time_cell(y),
            time_cell(yb),
            time_cell(r),
            ratio_cell(speedup(y, r))
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

/// Current generated code vs the frozen baseline, per model: `linearize_blocks` and forward
/// dynamics (time and speed-up), and the method with the smallest speed-up (a value below 1 is a
/// regression). Empty without data.
pub(crate) fn baseline_report(criterion: &Path, build: &str) -> Result<String, String> {
    let mut rows = String::new();
    for (model, label) in BASELINE_MODELS {
        let group = format!("baseline_{model}");
        let mut ratios: Vec<(&str, f64)> = Vec::new();
        let mut cells: BTreeMap<&str, (Option<f64>, Option<f64>)> = BTreeMap::new();
        for method in BASELINE_METHODS {
            let current = median_of(criterion, &group, &format!("{method}/current"))?;
            let baseline = median_of(criterion, &group, &format!("{method}/baseline"))?;
            if let Some(ratio) = speedup(current, baseline) {
                ratios.push((method, ratio));
            }
            cells.insert(method, (current, baseline));
        }
        if ratios.is_empty() {
            continue;
        }
        let cell = |method: &str| {
            let (c, b) = cells.get(method).copied().unwrap_or((None, None));
            comparison_cell(c, b)
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
         arithmetic of a4c0a93, kept as source), {build}; speed-up = baseline / current, \
         every generated method timed:\n\n| model | `linearize_blocks` current / baseline | forward \
         dynamics current / baseline | smallest speed-up over the 13 methods |\n|---|---|---|---|\n{rows}"
    ))
}

/// States per batch of the `lanes_*` benchmarks (`BATCH` in benches/generated.rs).
const LANES_BATCH: f64 = 64.0;

/// Models of the `lanes_*` groups: (group suffix, label).
const LANES_MODELS: [(&str, &str); 5] = [
    ("pendubot", "Pendubot (2)"),
    ("arm7", "7-DOF arm"),
    ("pendulum10", "10-link pendulum"),
    ("panda", "Panda (URDF, 7)"),
    ("spatial11", "11-joint spatial chain"),
];

/// Throughput of `linearize_blocks` and forward dynamics over batches of states in `f64`,
/// `f64 × 4`, `f32`, `f32 × 8` lanes (millions of states per second, and the ratio to scalar
/// `f64` of the same run). Empty without data.
pub(crate) fn lanes_report(criterion: &Path, build: &str) -> Result<String, String> {
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
         states per second, and the ratio to scalar `f64`), {build}:\n\n| model | method \
         | `f64` | `f64 × 4` | `f32` | `f32 × 8` |\n|---|---|---|---|---|---|\n{rows}"
    ))
}

/// States per batch of the `threads_*` benchmarks (`THREADS_BATCH` in benches/generated.rs).
const THREADS_BATCH: f64 = 1024.0;

/// Throughput of `linearize_blocks` in `f64 × 4` lanes on one thread and on every core
/// (`Batch::par_linearize_blocks`), the Panda; empty without data.
pub(crate) fn threads_report(criterion: &Path, build: &str) -> Result<String, String> {
    let one = median_of(criterion, "threads_panda", "linearize_blocks/one")?;
    let all = median_of(criterion, "threads_panda", "linearize_blocks/all")?;
    let (Some(one), Some(all)) = (one, all) else {
        return Ok(String::new());
    };
    let rate = |ns: f64| sig3(THREADS_BATCH / ns * 1e3);
    Ok(format!(
        "
The Panda's `linearize_blocks` over {THREADS_BATCH} states in `f64 × 4` lanes, \
         {build}: one thread {} million states per second, every core \
         (`Batch::par_linearize_blocks`, rayon's global pool) {} ({}).\n",
        rate(one),
        rate(all),
        fmt_ratio(one / all)
    ))
}

/// The sizes of the random trees of the runtime's `tree_forward` benchmark.
const TREE_SIZES: [usize; 3] = [10, 20, 40];

/// The runtime reference's forward dynamics on random trees (`cargo bench -p chaindyn --bench
/// linearize -- tree_forward`): the articulated-body algorithm against the solve with `M`, and
/// ABA's time per body, which stays flat where it is `O(n)`; empty without data.
pub(crate) fn tree_forward_report(criterion: &Path) -> Result<String, String> {
    let mut rows = String::new();
    for n in TREE_SIZES {
        let aba = median_of(criterion, "tree_forward", &format!("aba/{n}"))?;
        let by_m = median_of(criterion, "tree_forward", &format!("crba_cholesky/{n}"))?;
        if aba.is_none() && by_m.is_none() {
            continue;
        }
        let per_body = aba.map(|t| t / n as f64);
        let _ = writeln!(
            rows,
            "| {n} | {} | {} |",
            comparison_cell(aba, by_m),
            time_cell(per_body)
        );
    }
    if rows.is_empty() {
        return Ok(String::new());
    }
    Ok(format!(
        "\nThe reference's forward dynamics on random trees (`runtime/benches/linearize.rs`, \
         group `tree_forward`), one state each, same run: `chaindyn::aba` (Featherstone's articulated-body algorithm) against \
         `chaindyn::forward_dynamics` (`M` by CRBA, then a dense Cholesky factorisation).\n\n\
         | bodies | ABA / M and Cholesky (ABA's speed-up) | ABA per body |\n|---|---|---|\n{rows}"
    ))
}
