//! Every generated output against the runtime's recursive reference (same chain) and against
//! central finite differences, at 100+ random states per model.
//!
//! Tolerances: both sides evaluate exact formulas in f64, so they differ by rounding amplified
//! by the conditioning of `M` (the linearization multiplies by `M⁻¹`): 1e-10 relative (Frobenius,
//! floor 1). Central differences have truncation error O(h²) ≈ ε^(2/3) ≈ 4e-11 times the third
//! derivative plus rounding ε/h ≈ 4e-11 amplified by the dynamics' scale: 1e-6 relative.

use chaindyn_tests::*;

const REF_TOL: f64 = 1e-10;
const FD_TOL: f64 = 1e-6;
const STATES: usize = 100;

#[test]
fn double_pendulum() {
    against_reference::<2, 4, _>(&DoublePendulum, 1, STATES, 10.0)
        .assert_below(REF_TOL, "double pendulum vs reference");
    against_finite_differences::<2, 4, _>(&DoublePendulum, 2, STATES, 10.0)
        .assert_below(FD_TOL, "double pendulum vs FD");
}

#[test]
fn pendubot() {
    against_reference::<2, 4, _>(&Pendubot, 3, STATES, 2.0)
        .assert_below(REF_TOL, "pendubot vs reference");
    against_finite_differences::<2, 4, _>(&Pendubot, 4, STATES, 2.0)
        .assert_below(FD_TOL, "pendubot vs FD");
}
