//! The symbolic mechanics (symbolica): named intermediates and the programs built from them.
//!
//! * [`symbols`]: the variables (`q`, `q̇`, `q̈`, `u`, parameters) and their names.
//! * [`program`]: a program of named intermediates with forward-mode derivatives through them.
//! * [`mechanics`]: recursive Newton–Euler in body frames on those intermediates.
//! * [`spatial`]: the closed-form recursive derivatives of inverse dynamics in spatial algebra.
//! * [`planar`]: the specialisation of a chain moving in one plane.
//! * [`task_space`]: the kinematics of the frames asked for.
//! * [`regressor`]: the dynamics and energies linear in the inertial parameters.

pub mod mechanics;
pub mod planar;
pub mod program;
pub mod regressor;
pub mod spatial;
pub mod symbols;
pub mod task_space;

/// The `(row, column)` pairs of the upper triangle of an `n × n` matrix, row by row: the order
/// in which symmetric matrices (the mass matrix) are derived and stored.
pub fn upper(n: usize) -> Vec<(usize, usize)> {
    (0..n).flat_map(|i| (i..n).map(move |j| (i, j))).collect()
}
