//! Which base parameters a chain gets at build time, and the checks that keep wrong ones out.
//!
//! A robot description's decimals carry rounding that exact arithmetic would take for geometry:
//! an axis `[0, 1, 6.12323e-17]` (`cos(π/2)` in `f64`, printed) is tilted by 6e-17 rad, an
//! offset of `1.73472e-18` m moves a joint off its neighbour's axis, `rpy = "3.14159265359 0 0"`
//! is 2e-12 rad from π. Each breaks, by that much, a dependency of the exact geometry, and an
//! exact derivation on the numbers as written finds base parameters that are independent only
//! through the rounding, with coefficients of the order of its inverse square (1e32). So:
//!
//! 1. **Decide numerically, at the described geometry.** The generated regressor (the
//!    [`Block`] the user's code runs) is evaluated in `f64` at random states and stacked; the
//!    gap rule of [`chaindyn_model::rank`] (the runtime's `BaseParameters::detect` uses the same
//!    function) gives the columns that act on no torque, the rank `P` and the columns that lead
//!    the base parameters in the standard order, or says that it cannot decide (a column norm,
//!    singular value or pivot between `RANK_DROP = 1e-10` and `RANK_KEEP = 1e-5` of its scale).
//! 2. **Derive exactly on the snapped geometry.** Deviations from exact values of at most
//!    [`SNAP`] are snapped: `rpy` angles to the nearest multiple of π/4, axis components to 0,
//!    joint offsets (relative to the chain's largest offset) and gravity components (relative
//!    to its length) to 0; what remains inexact is made exact as `super::base` does (the
//!    nearest exactly orthogonal rotation, the nearest rational unit axis). The exact derivation
//!    runs on that geometry.
//! 3. **Check against the described geometry.** The exact derivation's leading and
//!    unidentifiable columns must be the numeric ones, and `Y_b π_b = Y π` must hold at fresh
//!    random states (runtime parameters at random values, `π` random with each entry scaled by
//!    its column's norm, so that every column counts) to [`VERIFY`] of the largest row's
//!    `Σ_j |Y_ij π_j|`. The numeric rule has already checked that the stacked `Y_b`, columns
//!    at unit norm, is well conditioned (condition number below `1 / RANK_KEEP`).
//!
//! Any failure leaves the chain without build-time base parameters, with the reason (the
//! generated code says it in `BASE_PARAMETERS_UNAVAILABLE`); never constants that would give
//! wrong torques.

use super::base::{exact, BaseParameters};
use super::block::Block;
use crate::internals::model::{Param, RegressorColumns, SymChain};
use crate::symbolic::symbols::Var;
use chaindyn_model::rank::{self, RankGap};
use chaindyn_model::SplitMix64;
use std::f64::consts::{FRAC_PI_4, PI};

/// Deviations from exact geometry at or below which the exact derivation snaps them: angles in
/// radians, axis components, offsets relative to the chain's largest offset, gravity components
/// relative to gravity's length. Rounding in printed decimals (`6.12323e-17`, π to 11 digits)
/// is far below it; a decimal of a few digits (`1.5708`, 4e-6 from π/2) is far above it and is
/// geometry as described.
pub const SNAP: f64 = 1e-9;

/// The relative size to which `Y_b π_b = Y π` must hold at the described geometry.
pub const VERIFY: f64 = 1e-10;

/// Seed of the random states of the numeric decision and the verification.
const SEED: u64 = 0x0BA5_E9A2_A3E7_E250;

/// The build-time base parameters of `model`'s regressor `regressor` (the lowered block of
/// `Y`, `n × columns` row-major), or why there are none (see the module documentation).
pub fn base_parameters(
    model: &SymChain,
    columns: RegressorColumns,
    regressor: &Block,
) -> Result<BaseParameters, String> {
    let n = model.dof();
    let cols = columns.count(n);
    let names = columns.names(n);
    let mut rng = SplitMix64(SEED);
    // 1. The numeric decision at the described geometry.
    let states = (4 * cols).div_ceil(n.max(1)).max(10);
    let params = parameter_values(model, &mut rng);
    let w = stacked(regressor, n, cols, states, &params, &mut rng);
    let length = rank::characteristic_length(model.links.iter().flat_map(|l| {
        [&l.origin, &l.com].map(|v| v.each_ref().map(|x| x.constant().unwrap_or(0.0)))
    }));
    let scales = rank::natural_scales(n, columns.joint_terms(), length);
    let numeric = rank::base_columns(&w, n * states, cols, rank::Order::Standard, &scales)
        .map_err(|gap| undecided(&gap, &names))?;
    // 2. The exact derivation on the snapped geometry.
    let (geometry, snapped) = snap(model);
    let base =
        exact(&geometry, columns).map_err(|e| format!("the exact derivation failed: {e}"))?;
    // 3. The checks against the described geometry.
    let on = if snapped > 0.0 {
        format!(" (on the geometry with its deviations up to {snapped:.1e} snapped)")
    } else {
        String::new()
    };
    if base.independent != numeric.independent || base.unidentifiable != numeric.zero {
        let role = |j: usize, independent: &[usize], zero: &[usize]| {
            if independent.contains(&j) {
                "leads a base parameter"
            } else if zero.contains(&j) {
                "acts on no torque"
            } else {
                "is a combination of columns before it"
            }
        };
        let roles = |j| {
            (
                role(j, &base.independent, &base.unidentifiable),
                role(j, &numeric.independent, &numeric.zero),
            )
        };
        let j = (0..cols).find(|&j| roles(j).0 != roles(j).1).unwrap_or(0);
        let (exactly, numerically) = roles(j);
        return Err(format!(
            "the exact derivation{on} finds {} base parameters where the numeric rank at the \
             described geometry is {}: `{}` {exactly} exactly but numerically {numerically}",
            base.independent.len(),
            numeric.independent.len(),
            names[j],
        ));
    }
    // Each column's scale for the random π: its norm, the largest norm for the columns that act
    // on no torque (their rounding-level entries stay at rounding level).
    let mut norms: Vec<f64> = w
        .chunks(n * states)
        .map(|c| c.iter().map(|x| x * x).sum::<f64>().sqrt())
        .collect();
    let largest = norms.iter().fold(0.0f64, |m, &x| m.max(x));
    for &j in &numeric.zero {
        norms[j] = largest;
    }
    let fresh = parameter_values(model, &mut rng);
    let error = torque_error(regressor, &base, (n, cols), &fresh, &norms, &mut rng);
    if error.is_nan() || error > VERIFY {
        return Err(format!(
            "the exact derivation{on} gives `Y_b π_b` that misses `Y π` by {error:.1e} of the \
             torques' size at the described geometry (the limit is {VERIFY:e})"
        ));
    }
    Ok(BaseParameters { snapped, ..base })
}

/// The reason for a rank the numeric rule cannot decide, with the columns' names.
fn undecided(gap: &RankGap, names: &[String]) -> String {
    format!(
        "the numeric rank at the described geometry is undecided: {}",
        gap.describe(names)
    )
}

/// Values of the runtime parameters for the numeric checks: uniform in `[0.5, 1.5)` (positive,
/// of the order of the lengths, masses, gravities and friction velocities they stand for).
fn parameter_values(model: &SymChain, rng: &mut SplitMix64) -> Vec<f64> {
    (0..model.n_params)
        .map(|_| 1.0 + 0.5 * rng.symmetric())
        .collect()
}

/// A random state: positions in `[−π, π)`, velocities in `[−2, 2)`, accelerations in `[−5, 5)`
/// (the runtime's defaults).
fn state(n: usize, rng: &mut SplitMix64) -> [Vec<f64>; 3] {
    [PI, 2.0, 5.0].map(|r| (0..n).map(|_| r * rng.symmetric()).collect())
}

/// The regressor at one state, `n × cols` row-major.
fn evaluate(regressor: &Block, params: &[f64], [q, qd, qdd]: &[Vec<f64>; 3]) -> Vec<f64> {
    regressor.evaluate(&|v| match v {
        Var::Q(i) => q[i],
        Var::Qd(i) => qd[i],
        Var::Qdd(i) => qdd[i],
        Var::Param(i) => params[i],
        Var::U(_) | Var::W(_) | Var::Gravity(_) => 0.0,
    })
}

/// The regressor stacked at `states` random states, column-major (`n · states` rows).
fn stacked(
    regressor: &Block,
    n: usize,
    cols: usize,
    states: usize,
    params: &[f64],
    rng: &mut SplitMix64,
) -> Vec<f64> {
    let rows = n * states;
    let mut w = vec![0.0; rows * cols];
    for s in 0..states {
        let y = evaluate(regressor, params, &state(n, rng));
        for r in 0..n {
            for c in 0..cols {
                w[c * rows + s * n + r] = y[r * cols + c];
            }
        }
    }
    w
}

/// The largest `|Y π − Y_b β π|` over the rows of ten fresh random states, each relative to the
/// state's largest `Σ_j |Y_ij π_j|`, at the runtime parameter values `params` and a random `π`
/// whose entries are scaled by the inverse of the columns' scales `norms` (so that every column
/// counts alike).
fn torque_error(
    regressor: &Block,
    base: &BaseParameters,
    (n, cols): (usize, usize),
    params: &[f64],
    norms: &[f64],
    rng: &mut SplitMix64,
) -> f64 {
    let pi: Vec<f64> = norms
        .iter()
        .map(|&s| rng.symmetric() / if s > 0.0 { s } else { 1.0 })
        .collect();
    // π_b = β π, the coefficients at the parameter values.
    let pib: Vec<f64> = (0..base.independent.len())
        .map(|k| {
            let mut v = pi[base.independent[k]];
            for (j, poly) in &base.combinations[k] {
                let beta: f64 = poly
                    .terms
                    .iter()
                    .map(|(m, c)| {
                        c.to_f64()
                            * m.iter()
                                .map(|&(v, e)| params[v].powi(e as i32))
                                .product::<f64>()
                    })
                    .sum();
                v += beta * pi[*j];
            }
            v
        })
        .collect();
    let mut worst = 0.0f64;
    for _ in 0..10 {
        let y = evaluate(regressor, params, &state(n, rng));
        let mut size = 0.0f64;
        let mut error = 0.0f64;
        for r in 0..n {
            let row = &y[r * cols..(r + 1) * cols];
            let full: f64 = row.iter().zip(&pi).map(|(a, b)| a * b).sum();
            size = size.max(row.iter().zip(&pi).map(|(a, b)| (a * b).abs()).sum());
            let reduced: f64 = base
                .independent
                .iter()
                .zip(&pib)
                .map(|(&lead, b)| row[lead] * b)
                .sum();
            error = error.max((full - reduced).abs());
        }
        let relative = if size > 0.0 { error / size } else { error };
        // NaN is the worst.
        if relative.is_nan() || relative > worst {
            worst = relative;
        }
    }
    worst
}

/// `model` with its deviations from exact geometry of at most [`SNAP`] snapped (see the module
/// documentation), and the largest deviation snapped (0 when the geometry is unchanged).
pub(crate) fn snap(model: &SymChain) -> (SymChain, f64) {
    let mut out = model.clone();
    let mut largest = 0.0f64;
    let mut to = |x: &mut f64, exact: f64, scale: f64| {
        let d = (*x - exact).abs();
        if *x != exact && d <= SNAP * scale {
            largest = largest.max(d / scale);
            *x = exact;
        }
    };
    let size = model
        .links
        .iter()
        .flat_map(|l| l.origin.iter().filter_map(Param::constant))
        .fold(0.0f64, |m, x| m.max(x.abs()));
    for l in &mut out.links {
        for a in &mut l.rpy {
            let exact = (*a / FRAC_PI_4).round() * FRAC_PI_4;
            to(a, exact, 1.0);
        }
        for c in &mut l.axis {
            to(c, 0.0, 1.0);
        }
        if size > 0.0 {
            for o in &mut l.origin {
                if let Param::Const(x) = o {
                    to(x, 0.0, size);
                }
            }
        }
    }
    let g: Option<Vec<f64>> = model.gravity.iter().map(Param::constant).collect();
    if let Some(g) = g {
        let length = g.iter().map(|x| x * x).sum::<f64>().sqrt();
        if length > 0.0 {
            for p in &mut out.gravity {
                if let Param::Const(x) = p {
                    to(x, 0.0, length);
                }
            }
        }
    }
    (out, largest)
}

#[cfg(test)]
mod tests {
    use super::super::lower::lower;
    use super::*;
    use crate::engine::run_exclusive;
    use crate::internals::model::Model;
    use crate::symbolic::mechanics::Mechanics;
    use crate::symbolic::program::Program;
    use chaindyn::identification::{self, BaseOptions, Columns};
    use chaindyn::nalgebra::DVector;
    use quote::quote;

    /// The model of a URDF chain of `tests/robots` with its regressor of the bodies.
    fn urdf_model(file: &str, base: &str, tip: &str) -> Model {
        let input: syn::DeriveInput = syn::parse2(quote! {
            #[chain(urdf = #file, base = #base, tip = #tip, regressor = bodies)]
            struct Robot;
        })
        .expect("a struct");
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests");
        crate::model(&input, Some(&dir)).expect("a valid description")
    }

    /// The runtime's chain of the same file.
    fn runtime_chain(file: &str, base: &str, tip: &str) -> chaindyn::Chain {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../tests")
            .join(file);
        let xml = std::fs::read_to_string(path).expect("the URDF file");
        chaindyn::Chain::from_urdf_str(&xml, base, tip)
            .expect("a chain")
            .chain
    }

    /// The spherical shoulder of `robots/rounding.urdf` written with axes `0 6.12323e-17 1` and
    /// an offset of 1e-18 m: derived exactly as written, the 1e-17 tilts make the third body's
    /// mass act (coefficients of the order of 1e34); snapped, it is the numeric rank's.
    #[test]
    fn rounding_taken_for_geometry_gives_other_base_parameters() {
        let model = urdf_model("robots/rounding.urdf", "base", "axes_tip");
        let chain = model.chain.clone();
        let (as_written, checked) = run_exclusive(move || {
            let mut prog = Program::new();
            let mech = Mechanics::new(&chain, &mut prog);
            let outputs = mech.regressor(&mut prog, false);
            let block = lower(&prog, &outputs, "regressor", None)?;
            Ok((
                exact(&chain, RegressorColumns::Bodies),
                base_parameters(&chain, RegressorColumns::Bodies, &block),
            ))
        })
        .expect("derived");
        let checked = checked.expect("base parameters");
        let m_3 = 20;
        assert!(checked.unidentifiable.contains(&m_3));
        let as_written = as_written.expect("derived as written");
        assert!(!as_written.unidentifiable.contains(&m_3));
        let largest = as_written
            .combinations
            .iter()
            .flatten()
            .map(|(_, p)| p.terms[0].1.to_f64().abs())
            .fold(0.0, f64::max);
        assert!(largest > 1e20, "{largest:e}");
    }

    #[test]
    #[allow(clippy::approx_constant)] // the decimals under test
    fn snapping_leaves_exact_geometry_and_written_decimals_alone() {
        // Exact geometry (π/2 as f64, decimals of a few digits, a merged offset
        // 0.30000000000000004): unchanged.
        let panda = urdf_model("robots/panda.urdf", "panda_link0", "panda_hand");
        let (snapped, largest) = snap(&panda.chain);
        assert_eq!(largest, 0.0);
        assert_eq!(
            format!("{:?}", snapped.links),
            format!("{:?}", panda.chain.links)
        );
        // iCub's rounding (axes `0 1 6.12323e-17`, rpy `1.5708 -1.11022e-16 -1.5708`, offsets
        // of 1e-18 m): the rounding snapped, 1.5708 and 1.309 kept as written.
        let icub = urdf_model("robots/icub_left_arm.urdf", "chest", "l_gripper");
        let (snapped, largest) = snap(&icub.chain);
        assert!(largest > 0.0 && largest <= SNAP);
        for (l, s) in icub.chain.links.iter().zip(&snapped.links) {
            for (a, b) in l.axis.iter().zip(&s.axis) {
                assert_eq!(*b, if a.abs() < 1e-9 { 0.0 } else { *a });
            }
            for (a, b) in l.rpy.iter().zip(&s.rpy) {
                assert_eq!(*b, if a.abs() < 1e-9 { 0.0 } else { *a }, "{:?}", l.rpy);
            }
        }
        assert!(snapped.links.iter().any(|l| l.rpy.contains(&1.5708)));
        assert!(snapped.links.iter().any(|l| l.rpy.contains(&1.309)));
        // π to 11 digits: π.
        let flipped = urdf_model("robots/rounding.urdf", "base", "pi_tip");
        let (snapped, largest) = snap(&flipped.chain);
        assert_eq!(snapped.links[1].rpy, [std::f64::consts::PI, 0.0, 0.0]);
        assert!((largest - (3.14159265359 - std::f64::consts::PI)).abs() < 1e-15);
    }

    /// The build-time base parameters of the URDF chain `file` from `base` to `tip` (`dof`
    /// joints) against the runtime's numeric ones (count `count`, leading columns,
    /// unidentifiable parameters); they reproduce the torques at random states to 1e-10 of each
    /// row's terms with the runtime's regressor, for the robot's own parameters and arbitrary
    /// ones. Returns the largest coefficient of `β` and the unidentifiable columns.
    fn check_against_runtime(
        file: &str,
        base: &str,
        tip: &str,
        dof: usize,
        count: usize,
    ) -> (f64, Vec<usize>) {
        let model = urdf_model(file, base, tip);
        let chain = model.chain.clone();
        let derived = run_exclusive(move || {
            let mut prog = Program::new();
            let mech = Mechanics::new(&chain, &mut prog);
            let outputs = mech.regressor(&mut prog, false);
            let block = lower(&prog, &outputs, "regressor", None)?;
            Ok(base_parameters(&chain, RegressorColumns::Bodies, &block))
        })
        .expect("derived");
        let derived = derived.unwrap_or_else(|e| panic!("{file}: {e}"));
        let mb = chaindyn::Multibody::new(&runtime_chain(file, base, tip)).expect("a valid chain");
        let numeric =
            identification::BaseParameters::detect(&mb, &BaseOptions::default()).expect("detect");
        assert_eq!(derived.independent, numeric.independent());
        assert_eq!(derived.unidentifiable, numeric.non_identifiable());
        assert_eq!(derived.independent.len(), count, "{file}");
        // β as the generated `base_parameters` computes it.
        let cols = 10 * dof;
        let mut beta = vec![vec![0.0; cols]; derived.independent.len()];
        for (k, row) in beta.iter_mut().enumerate() {
            row[derived.independent[k]] = 1.0;
            for (j, poly) in &derived.combinations[k] {
                assert_eq!(poly.terms.len(), 1);
                row[*j] = poly.terms[0].1.to_f64();
            }
        }
        let physical = identification::standard_parameters(&mb, Columns::Bodies).expect("π");
        let mut rng = SplitMix64(0x1C0B);
        for trial in 0..20 {
            let pi: Vec<f64> = if trial % 2 == 0 {
                physical.iter().copied().collect()
            } else {
                (0..cols).map(|_| rng.symmetric()).collect()
            };
            let [q, qd, qdd] = state(dof, &mut rng).map(DVector::from_vec);
            let y = identification::regressor(&mb, &q, &qd, &qdd, Columns::Bodies).expect("Y");
            let pib: Vec<f64> = beta
                .iter()
                .map(|row| row.iter().zip(&pi).map(|(b, p)| b * p).sum())
                .collect();
            for r in 0..dof {
                let full: f64 = (0..cols).map(|j| y[(r, j)] * pi[j]).sum();
                let size: f64 = (0..cols).map(|j| (y[(r, j)] * pi[j]).abs()).sum();
                let reduced: f64 = derived
                    .independent
                    .iter()
                    .zip(&pib)
                    .map(|(&lead, b)| y[(r, lead)] * b)
                    .sum();
                // 1e-10 of the row's terms (the torques of these arms are 1e-3 to 1 N m).
                assert!(
                    (full - reduced).abs() <= 1e-10 * size.max(1e-300),
                    "{file}, trial {trial}, joint {r}: {full} vs {reduced}"
                );
            }
        }
        let largest = beta.iter().flatten().fold(0.0f64, |m, x| m.max(x.abs()));
        (largest, derived.unidentifiable)
    }

    /// iCub's left arm (`tests/robots/icub_left_arm.urdf`, chest to gripper, 7 joints): 45 base
    /// parameters, `m_3` acting on no torque, coefficients below 10 (the arm is 0.33 m long:
    /// squared lengths, lengths and ones).
    #[test]
    fn icub_left_arm_gets_the_runtimes_base_parameters() {
        let (largest, unidentifiable) =
            check_against_runtime("robots/icub_left_arm.urdf", "chest", "l_gripper", 7, 45);
        assert!(unidentifiable.contains(&20), "m_3 acts on no torque");
        assert!(largest < 10.0, "largest coefficient {largest:e}");
    }

    /// The SO-100 and SO-101 arms (base to gripper, five joints): 31 base parameters, the
    /// regressor's numeric rank as Pinocchio counts it; two act only through a decimal of π/2
    /// or π (`1.57079`, `3.14159`: a pan axis 6e-6 and 3e-6 rad from the vertical), so their
    /// coefficients are of the order of the tilt's inverse.
    #[test]
    fn the_so_arms_get_the_runtimes_base_parameters() {
        check_against_runtime("robots/so100.urdf", "base", "gripper", 5, 31);
        check_against_runtime(
            "robots/so101.urdf",
            "base_link",
            "gripper_frame_link",
            5,
            31,
        );
    }
}
