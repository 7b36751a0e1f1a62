// Frozen baseline: the generated `Dynamics` implementation of `Pendulum7` with the
// generator's arithmetic of commit a4c0a93 (see `mod.rs`), kept as source (renamed
// `BaselinePendulum7`) so that every run of the benchmarks times it next to the current
// generator's code. Never regenerated.

/// `Pendulum7` as generated with the arithmetic of a4c0a93 (the frozen baseline).
pub struct BaselinePendulum7;

#[automatically_derived]
#[allow(
    clippy::all,
    clippy::pedantic,
    unused_parens,
    unused_assignments,
    non_snake_case
)]
impl ::chaindyn::Dynamics<7> for BaselinePendulum7 {
    /// Mass matrix `M(q)`, by the symbolic composite rigid body algorithm.
    /// Generated: 320 operations (additions, multiplications, calls) after CSE and Horner.
    #[inline]
    fn mass_matrix(
        &self,
        q: &::chaindyn::nalgebra::SVector<f64, 7>,
    ) -> ::chaindyn::nalgebra::SMatrix<f64, 7, 7> {
        let q0: f64 = q[0];
        let q1: f64 = q[1];
        let q2: f64 = q[2];
        let q3: f64 = q[3];
        let q4: f64 = q[4];
        let q5: f64 = q[5];
        let q6: f64 = q[6];
        let mut mass_t = [0.0_f64; 41];
        let mut mass_o = [0.0_f64; 28];
        mass_o[10] = q1 * (-1.0);
        mass_o[10] = q2 + mass_o[10];
        mass_o[8] = mass_o[10].sin();
        mass_t[2] = q2 * (-1.0);
        mass_t[2] = q3 + mass_t[2];
        mass_o[16] = mass_t[2].sin();
        mass_t[4] = q3 * (-1.0);
        mass_t[4] = q4 + mass_t[4];
        mass_o[22] = mass_t[4].sin();
        mass_t[6] = q4 * (-1.0);
        mass_t[6] = q5 + mass_t[6];
        mass_o[5] = mass_t[6].sin();
        mass_t[8] = q5 * (-1.0);
        mass_t[8] = q6 + mass_t[8];
        mass_o[19] = mass_t[8].cos();
        mass_t[10] = 0.064 * mass_o[19];
        mass_t[10] = 0.18 + mass_t[10];
        mass_o[21] = mass_o[5] * mass_t[10];
        mass_t[6] = mass_t[6].cos();
        mass_t[8] = mass_t[8].sin();
        mass_o[11] = mass_t[6] * mass_t[8];
        mass_o[4] = 0.064 * mass_o[11];
        mass_o[4] = mass_o[21] + mass_o[4];
        mass_o[26] = mass_o[22] * mass_o[4];
        mass_t[15] = -(mass_o[26]);
        mass_t[4] = mass_t[4].cos();
        mass_t[8] = mass_o[5] * mass_t[8];
        mass_o[6] = (-0.064) * mass_t[8];
        mass_t[10] = mass_t[10] * mass_t[6];
        mass_t[17] = mass_o[6] + mass_t[10];
        mass_t[18] = 0.36 + mass_t[17];
        mass_o[25] = mass_t[4] * mass_t[18];
        mass_t[15] = mass_t[15] + mass_o[25];
        mass_o[3] = 0.616 + mass_t[15];
        mass_o[14] = mass_o[16] * mass_o[3];
        mass_t[2] = mass_t[2].cos();
        mass_t[18] = mass_o[22] * mass_t[18];
        mass_o[4] = mass_o[4] * mass_t[4];
        mass_o[4] = mass_t[18] + mass_o[4];
        mass_t[18] = mass_t[2] * mass_o[4];
        mass_t[18] = mass_o[14] + mass_t[18];
        mass_o[14] = mass_o[8] * mass_t[18];
        mass_o[7] = (-0.72) * mass_o[14];
        mass_o[10] = mass_o[10].cos();
        mass_o[9] = -(mass_o[16]);
        mass_t[24] = mass_o[4] * mass_o[9];
        mass_o[3] = mass_o[3] * mass_t[2];
        mass_t[24] = mass_t[24] + mass_o[3];
        mass_o[1] = 0.96 + mass_t[24];
        mass_o[12] = mass_o[10] * mass_o[1];
        mass_t[27] = 0.72 * mass_o[12];
        mass_o[2] = mass_o[16] * mass_o[4];
        mass_o[20] = (-0.64) * mass_o[2];
        mass_o[13] = 0.64 * mass_o[3];
        mass_o[18] = (-0.56) * mass_o[26];
        mass_o[17] = 0.56 * mass_o[25];
        mass_t[33] = (-0.03072) * mass_t[8];
        mass_o[23] = 0.48 * mass_t[10];
        mass_t[35] = 0.0256 * mass_o[19];
        mass_t[35] = 0.04624 + mass_t[35];
        mass_t[33] = 0.0864 + mass_t[33] + mass_o[23] + mass_t[35];
        mass_o[23] = 0.17248 + mass_o[18] + mass_o[17] + mass_t[33];
        mass_o[18] = 0.3072 + mass_o[20] + mass_o[13] + mass_o[23];
        mass_o[17] = 0.50544 + mass_o[7] + mass_t[27] + mass_o[18];
        mass_o[20] = q0 * (-1.0);
        mass_o[13] = q1 + mass_o[20];
        mass_o[7] = mass_o[13].sin();
        mass_t[27] = mass_o[8] * mass_o[1];
        mass_o[20] = mass_t[18] * mass_o[10];
        mass_o[1] = mass_t[27] + mass_o[20];
        mass_t[27] = mass_o[7] * mass_o[1];
        mass_o[20] = (-0.8) * mass_t[27];
        mass_o[13] = mass_o[13].cos();
        mass_o[15] = -(mass_o[8]);
        mass_t[37] = mass_t[18] * mass_o[15];
        mass_t[37] = mass_o[12] + mass_t[37];
        mass_o[24] = 1.404 + mass_t[37];
        mass_o[24] = mass_o[13] * mass_o[24];
        mass_o[0] = 0.8 * mass_o[24];
        mass_o[20] = 0.784 + mass_o[17] + mass_o[20] + mass_o[0];
        mass_o[0] = 0.4 * mass_t[27];
        mass_t[27] = (-0.4) * mass_o[24];
        mass_o[24] = -(mass_o[17]);
        mass_t[27] = mass_o[0] + mass_t[27] + mass_o[24];
        mass_o[24] = 2.0 * mass_t[27];
        mass_o[0] = mass_o[17] + mass_o[20] + mass_o[24];
        mass_o[20] = 0.36 * mass_o[14];
        mass_o[24] = (-0.36) * mass_o[12];
        mass_o[14] = -(mass_o[18]);
        mass_o[12] = mass_o[20] + mass_o[24] + mass_o[14];
        mass_o[14] = -(mass_o[1]);
        mass_o[20] = mass_o[7] * mass_o[14];
        mass_o[24] = mass_o[13] * mass_t[37];
        mass_o[1] = mass_o[20] + mass_o[24];
        mass_o[14] = (-0.4) * mass_o[1];
        mass_t[37] = mass_o[12] + mass_o[14];
        mass_o[20] = mass_o[17] + mass_t[27] + mass_o[12];
        mass_o[24] = -(mass_o[20]);
        mass_o[1] = mass_t[37] + mass_o[24];
        mass_o[14] = 0.32 * mass_o[2];
        mass_t[27] = (-0.32) * mass_o[3];
        mass_o[20] = -(mass_o[23]);
        mass_o[24] = mass_o[14] + mass_t[27] + mass_o[20];
        mass_o[2] = -(mass_t[18]);
        mass_o[3] = mass_o[8] * mass_o[2];
        mass_o[14] = mass_o[10] * mass_t[24];
        mass_t[27] = mass_o[3] + mass_o[14];
        mass_o[20] = (-0.36) * mass_t[27];
        mass_t[18] = mass_o[24] + mass_o[20];
        mass_o[3] = mass_t[24] * mass_o[15];
        mass_o[14] = mass_o[10] * mass_o[2];
        mass_o[20] = mass_o[3] + mass_o[14];
        mass_t[24] = mass_o[7] * mass_o[20];
        mass_o[2] = mass_o[13] * mass_t[27];
        mass_o[3] = mass_t[24] + mass_o[2];
        mass_o[14] = (-0.4) * mass_o[3];
        mass_o[20] = mass_t[18] + mass_o[14];
        mass_t[27] = mass_t[37] + mass_t[18];
        mass_t[24] = -(mass_t[27]);
        mass_o[2] = mass_o[12] + mass_o[20] + mass_t[24];
        mass_o[3] = 0.28 * mass_o[26];
        mass_o[14] = (-0.28) * mass_o[25];
        mass_t[37] = -(mass_t[33]);
        mass_t[27] = mass_o[3] + mass_o[14] + mass_t[37];
        mass_t[24] = -(mass_o[4]);
        mass_o[26] = mass_o[16] * mass_t[24];
        mass_o[25] = mass_t[15] * mass_t[2];
        mass_o[3] = mass_o[26] + mass_o[25];
        mass_o[14] = (-0.32) * mass_o[3];
        mass_t[37] = mass_t[27] + mass_o[14];
        mass_o[4] = mass_t[15] * mass_o[9];
        mass_o[26] = mass_t[2] * mass_t[24];
        mass_o[25] = mass_o[4] + mass_o[26];
        mass_o[14] = mass_o[8] * mass_o[25];
        mass_t[15] = mass_o[10] * mass_o[3];
        mass_t[24] = mass_o[14] + mass_t[15];
        mass_o[4] = (-0.36) * mass_t[24];
        mass_o[26] = mass_t[37] + mass_o[4];
        mass_t[15] = mass_o[15] * mass_o[3];
        mass_o[14] = mass_o[10] * mass_o[25];
        mass_o[4] = mass_t[15] + mass_o[14];
        mass_o[3] = mass_o[7] * mass_o[4];
        mass_o[25] = mass_o[13] * mass_t[24];
        mass_t[15] = mass_o[3] + mass_o[25];
        mass_o[14] = (-0.4) * mass_t[15];
        mass_o[4] = mass_o[26] + mass_o[14];
        mass_t[24] = mass_o[20] + mass_o[26];
        mass_o[25] = -(mass_t[24]);
        mass_o[3] = mass_t[18] + mass_o[4] + mass_o[25];
        mass_t[15] = 0.01536 * mass_t[8];
        mass_o[14] = (-0.24) * mass_t[10];
        mass_o[20] = -(mass_t[35]);
        mass_t[24] = mass_t[15] + mass_o[14] + mass_o[20];
        mass_o[25] = -(mass_o[21]);
        mass_t[8] = (-0.064) * mass_o[11];
        mass_t[10] = mass_o[25] + mass_t[8];
        mass_o[14] = mass_o[22] * mass_t[10];
        mass_o[20] = mass_t[4] * mass_t[17];
        mass_o[21] = mass_o[14] + mass_o[20];
        mass_t[8] = (-0.28) * mass_o[21];
        mass_o[25] = mass_t[24] + mass_t[8];
        mass_o[14] = -(mass_o[22]);
        mass_o[20] = mass_t[17] * mass_o[14];
        mass_t[8] = mass_t[4] * mass_t[10];
        mass_t[17] = mass_o[20] + mass_t[8];
        mass_t[10] = mass_o[16] * mass_t[17];
        mass_t[8] = mass_t[2] * mass_o[21];
        mass_o[20] = mass_t[10] + mass_t[8];
        mass_t[8] = (-0.32) * mass_o[20];
        mass_t[10] = mass_o[25] + mass_t[8];
        mass_t[8] = mass_o[9] * mass_o[21];
        mass_o[21] = mass_t[2] * mass_t[17];
        mass_t[17] = mass_t[8] + mass_o[21];
        mass_t[8] = mass_o[8] * mass_t[17];
        mass_o[21] = mass_o[10] * mass_o[20];
        mass_t[8] = mass_t[8] + mass_o[21];
        mass_o[21] = (-0.36) * mass_t[8];
        mass_o[21] = mass_t[10] + mass_o[21];
        mass_o[20] = mass_o[15] * mass_o[20];
        mass_t[17] = mass_o[10] * mass_t[17];
        mass_t[17] = mass_o[20] + mass_t[17];
        mass_o[20] = mass_o[7] * mass_t[17];
        mass_t[17] = mass_o[13] * mass_t[8];
        mass_t[8] = mass_o[20] + mass_t[17];
        mass_t[17] = (-0.4) * mass_t[8];
        mass_o[20] = mass_o[21] + mass_t[17];
        mass_t[8] = mass_o[4] + mass_o[21];
        mass_t[17] = -(mass_t[8]);
        mass_o[4] = mass_o[26] + mass_o[20] + mass_t[17];
        mass_t[8] = mass_o[19] * mass_t[6];
        mass_t[17] = (-0.01536) * mass_t[8];
        mass_t[6] = (-0.0128) * mass_o[19];
        mass_t[6] = (-0.01024) + mass_t[6];
        mass_t[15] = mass_t[15] + mass_t[17] + mass_t[6];
        mass_t[17] = mass_o[5] * mass_o[19];
        mass_o[5] = mass_o[11] + mass_t[17];
        mass_o[19] = (-0.064) * mass_o[5];
        mass_o[11] = mass_o[22] * mass_o[19];
        mass_t[17] = 0.064 * mass_t[8];
        mass_o[5] = mass_o[6] + mass_t[17];
        mass_o[22] = mass_t[4] * mass_o[5];
        mass_t[8] = mass_o[11] + mass_o[22];
        mass_o[6] = (-0.28) * mass_t[8];
        mass_t[17] = mass_t[15] + mass_o[6];
        mass_o[22] = mass_o[14] * mass_o[5];
        mass_o[11] = mass_t[4] * mass_o[19];
        mass_o[6] = mass_o[22] + mass_o[11];
        mass_o[5] = mass_o[16] * mass_o[6];
        mass_o[14] = mass_t[2] * mass_t[8];
        mass_t[4] = mass_o[5] + mass_o[14];
        mass_o[19] = (-0.32) * mass_t[4];
        mass_o[22] = mass_t[17] + mass_o[19];
        mass_o[11] = mass_o[9] * mass_t[8];
        mass_o[16] = mass_t[2] * mass_o[6];
        mass_o[5] = mass_o[11] + mass_o[16];
        mass_o[14] = mass_o[8] * mass_o[5];
        mass_o[19] = mass_o[10] * mass_t[4];
        mass_t[8] = mass_o[14] + mass_o[19];
        mass_o[9] = (-0.36) * mass_t[8];
        mass_t[2] = mass_o[22] + mass_o[9];
        mass_o[6] = mass_o[15] * mass_t[4];
        mass_o[16] = mass_o[10] * mass_o[5];
        mass_o[11] = mass_o[6] + mass_o[16];
        mass_o[8] = mass_o[7] * mass_o[11];
        mass_o[19] = mass_o[13] * mass_t[8];
        mass_o[14] = mass_o[8] + mass_o[19];
        mass_o[9] = (-0.4) * mass_o[14];
        mass_t[4] = mass_t[2] + mass_o[9];
        mass_o[15] = mass_o[20] + mass_t[2];
        mass_o[10] = -(mass_o[15]);
        mass_o[5] = mass_o[21] + mass_t[4] + mass_o[10];
        mass_o[16] = -(mass_t[4]);
        mass_o[6] = mass_t[2] + mass_o[16];
        mass_o[11] = 2.0 * mass_o[12];
        mass_o[7] = mass_o[18] + mass_o[17] + mass_o[11];
        mass_t[8] = mass_o[18] + mass_o[12] + mass_o[24];
        mass_o[13] = -(mass_t[8]);
        mass_o[8] = mass_t[18] + mass_o[13];
        mass_o[19] = mass_t[18] + mass_t[37];
        mass_o[14] = -(mass_o[19]);
        mass_o[9] = mass_o[24] + mass_o[26] + mass_o[14];
        mass_o[20] = mass_o[26] + mass_t[10];
        mass_o[15] = -(mass_o[20]);
        mass_o[10] = mass_t[37] + mass_o[21] + mass_o[15];
        mass_t[4] = mass_o[21] + mass_o[22];
        mass_o[16] = -(mass_t[4]);
        mass_o[11] = mass_t[10] + mass_t[2] + mass_o[16];
        mass_o[17] = -(mass_t[2]);
        mass_o[12] = mass_o[22] + mass_o[17];
        mass_t[8] = 2.0 * mass_o[24];
        mass_o[13] = mass_o[23] + mass_o[18] + mass_t[8];
        mass_t[18] = mass_o[23] + mass_o[24] + mass_t[27];
        mass_o[19] = -(mass_t[18]);
        mass_o[14] = mass_t[37] + mass_o[19];
        mass_o[26] = mass_t[37] + mass_o[25];
        mass_o[20] = -(mass_o[26]);
        mass_o[15] = mass_t[27] + mass_t[10] + mass_o[20];
        mass_o[21] = mass_t[10] + mass_t[17];
        mass_t[4] = -(mass_o[21]);
        mass_o[16] = mass_o[25] + mass_o[22] + mass_t[4];
        mass_t[2] = -(mass_o[22]);
        mass_o[17] = mass_t[17] + mass_t[2];
        mass_t[8] = 2.0 * mass_t[27];
        mass_o[18] = mass_t[33] + mass_o[23] + mass_t[8];
        mass_o[24] = mass_t[33] + mass_t[27] + mass_t[24];
        mass_t[18] = -(mass_o[24]);
        mass_o[19] = mass_o[25] + mass_t[18];
        mass_t[37] = mass_o[25] + mass_t[15];
        mass_o[26] = -(mass_t[37]);
        mass_o[20] = mass_t[24] + mass_t[17] + mass_o[26];
        mass_t[10] = -(mass_t[17]);
        mass_o[21] = mass_t[15] + mass_t[10];
        mass_t[4] = 2.0 * mass_t[24];
        mass_o[22] = mass_t[35] + mass_t[33] + mass_t[4];
        mass_t[2] = mass_t[35] + mass_t[24] + mass_t[6];
        mass_t[8] = -(mass_t[2]);
        mass_o[23] = mass_t[15] + mass_t[8];
        mass_t[27] = -(mass_t[15]);
        mass_o[24] = mass_t[6] + mass_t[27];
        mass_t[18] = 2.0 * mass_t[6];
        mass_o[25] = 0.01024 + mass_t[35] + mass_t[18];
        mass_t[37] = -(mass_t[6]);
        mass_o[26] = (-0.01024) + mass_t[37];
        mass_o[27] = 0.01024;
        ::chaindyn::nalgebra::SMatrix::<f64, 7, 7>::from_row_slice(&[
            mass_o[0], mass_o[1], mass_o[2], mass_o[3], mass_o[4], mass_o[5], mass_o[6], mass_o[1],
            mass_o[7], mass_o[8], mass_o[9], mass_o[10], mass_o[11], mass_o[12], mass_o[2],
            mass_o[8], mass_o[13], mass_o[14], mass_o[15], mass_o[16], mass_o[17], mass_o[3],
            mass_o[9], mass_o[14], mass_o[18], mass_o[19], mass_o[20], mass_o[21], mass_o[4],
            mass_o[10], mass_o[15], mass_o[19], mass_o[22], mass_o[23], mass_o[24], mass_o[5],
            mass_o[11], mass_o[16], mass_o[20], mass_o[23], mass_o[25], mass_o[26], mass_o[6],
            mass_o[12], mass_o[17], mass_o[21], mass_o[24], mass_o[26], mass_o[27],
        ])
    }
    /// Coriolis matrix `C(q, q̇)` from the Christoffel symbols of `M` (so `Ṁ − 2C` is skew-symmetric).
    /// Generated: 2138 operations (additions, multiplications, calls) after CSE and Horner.
    #[inline]
    fn coriolis_matrix(
        &self,
        q: &::chaindyn::nalgebra::SVector<f64, 7>,
        qd: &::chaindyn::nalgebra::SVector<f64, 7>,
    ) -> ::chaindyn::nalgebra::SMatrix<f64, 7, 7> {
        let q0: f64 = q[0];
        let q1: f64 = q[1];
        let q2: f64 = q[2];
        let q3: f64 = q[3];
        let q4: f64 = q[4];
        let q5: f64 = q[5];
        let q6: f64 = q[6];
        let qd0: f64 = qd[0];
        let qd1: f64 = qd[1];
        let qd2: f64 = qd[2];
        let qd3: f64 = qd[3];
        let qd4: f64 = qd[4];
        let qd5: f64 = qd[5];
        let qd6: f64 = qd[6];
        let mut coriolis_matrix_t = [0.0_f64; 171];
        let mut coriolis_matrix_o = [0.0_f64; 49];
        coriolis_matrix_t[0] = q0 * (-1.0);
        coriolis_matrix_t[0] = q1 + coriolis_matrix_t[0];
        coriolis_matrix_t[1] = coriolis_matrix_t[0].sin();
        coriolis_matrix_o[8] = q1 * (-1.0);
        coriolis_matrix_o[8] = q2 + coriolis_matrix_o[8];
        coriolis_matrix_t[3] = coriolis_matrix_o[8].sin();
        coriolis_matrix_t[4] = q2 * (-1.0);
        coriolis_matrix_t[4] = q3 + coriolis_matrix_t[4];
        coriolis_matrix_o[28] = coriolis_matrix_t[4].sin();
        coriolis_matrix_t[6] = q3 * (-1.0);
        coriolis_matrix_t[6] = q4 + coriolis_matrix_t[6];
        coriolis_matrix_o[17] = coriolis_matrix_t[6].sin();
        coriolis_matrix_o[19] = q4 * (-1.0);
        coriolis_matrix_o[19] = q5 + coriolis_matrix_o[19];
        coriolis_matrix_o[21] = coriolis_matrix_o[19].sin();
        coriolis_matrix_t[10] = q5 * (-1.0);
        coriolis_matrix_t[10] = q6 + coriolis_matrix_t[10];
        coriolis_matrix_t[11] = coriolis_matrix_t[10].cos();
        coriolis_matrix_o[7] = 0.064 * coriolis_matrix_t[11];
        coriolis_matrix_t[13] = 0.18 + coriolis_matrix_o[7];
        coriolis_matrix_t[14] = coriolis_matrix_o[21] * coriolis_matrix_t[13];
        coriolis_matrix_o[19] = coriolis_matrix_o[19].cos();
        coriolis_matrix_t[10] = coriolis_matrix_t[10].sin();
        coriolis_matrix_t[15] = coriolis_matrix_o[19] * coriolis_matrix_t[10];
        coriolis_matrix_t[16] = 0.064 * coriolis_matrix_t[15];
        coriolis_matrix_t[16] = coriolis_matrix_t[14] + coriolis_matrix_t[16];
        coriolis_matrix_t[17] = -(coriolis_matrix_o[17]);
        coriolis_matrix_o[12] = coriolis_matrix_t[16] * coriolis_matrix_t[17];
        coriolis_matrix_t[6] = coriolis_matrix_t[6].cos();
        coriolis_matrix_o[5] = coriolis_matrix_o[21] * coriolis_matrix_t[10];
        coriolis_matrix_o[35] = (-0.064) * coriolis_matrix_o[5];
        coriolis_matrix_t[13] = coriolis_matrix_t[13] * coriolis_matrix_o[19];
        coriolis_matrix_t[21] = coriolis_matrix_o[35] + coriolis_matrix_t[13];
        coriolis_matrix_t[22] = 0.36 + coriolis_matrix_t[21];
        coriolis_matrix_t[23] = coriolis_matrix_t[6] * coriolis_matrix_t[22];
        coriolis_matrix_o[12] = coriolis_matrix_o[12] + coriolis_matrix_t[23];
        coriolis_matrix_t[24] = 0.616 + coriolis_matrix_o[12];
        coriolis_matrix_o[33] = coriolis_matrix_o[28] * coriolis_matrix_t[24];
        coriolis_matrix_t[4] = coriolis_matrix_t[4].cos();
        coriolis_matrix_t[22] = coriolis_matrix_o[17] * coriolis_matrix_t[22];
        coriolis_matrix_t[26] = coriolis_matrix_t[16] * coriolis_matrix_t[6];
        coriolis_matrix_t[22] = coriolis_matrix_t[22] + coriolis_matrix_t[26];
        coriolis_matrix_t[27] = coriolis_matrix_t[4] * coriolis_matrix_t[22];
        coriolis_matrix_o[33] = coriolis_matrix_o[33] + coriolis_matrix_t[27];
        coriolis_matrix_t[28] = -(coriolis_matrix_t[3]);
        coriolis_matrix_o[15] = coriolis_matrix_o[33] * coriolis_matrix_t[28];
        coriolis_matrix_o[8] = coriolis_matrix_o[8].cos();
        coriolis_matrix_t[30] = -(coriolis_matrix_o[28]);
        coriolis_matrix_t[31] = coriolis_matrix_t[22] * coriolis_matrix_t[30];
        coriolis_matrix_o[13] = coriolis_matrix_t[24] * coriolis_matrix_t[4];
        coriolis_matrix_t[31] = coriolis_matrix_t[31] + coriolis_matrix_o[13];
        coriolis_matrix_t[33] = 0.96 + coriolis_matrix_t[31];
        coriolis_matrix_o[20] = coriolis_matrix_o[8] * coriolis_matrix_t[33];
        coriolis_matrix_o[15] = coriolis_matrix_o[15] + coriolis_matrix_o[20];
        coriolis_matrix_t[35] = 1.404 + coriolis_matrix_o[15];
        coriolis_matrix_t[35] = coriolis_matrix_t[1] * coriolis_matrix_t[35];
        coriolis_matrix_t[0] = coriolis_matrix_t[0].cos();
        coriolis_matrix_t[36] = coriolis_matrix_t[3] * coriolis_matrix_t[33];
        coriolis_matrix_o[46] = coriolis_matrix_o[33] * coriolis_matrix_o[8];
        coriolis_matrix_t[36] = coriolis_matrix_t[36] + coriolis_matrix_o[46];
        coriolis_matrix_t[38] = coriolis_matrix_t[0] * coriolis_matrix_t[36];
        coriolis_matrix_t[35] = coriolis_matrix_t[35] + coriolis_matrix_t[38];
        coriolis_matrix_t[39] = 0.8 * coriolis_matrix_t[35];
        coriolis_matrix_t[40] = (-0.4) * coriolis_matrix_t[35];
        coriolis_matrix_o[0] = 2.0 * coriolis_matrix_t[40];
        coriolis_matrix_t[39] = coriolis_matrix_t[39] + coriolis_matrix_o[0];
        coriolis_matrix_o[0] = qd0 * coriolis_matrix_t[39];
        coriolis_matrix_t[39] = 0.72 * coriolis_matrix_t[36];
        coriolis_matrix_t[42] = 0.8 * coriolis_matrix_t[0];
        coriolis_matrix_t[43] = coriolis_matrix_t[36] * coriolis_matrix_t[42];
        coriolis_matrix_t[44] = coriolis_matrix_t[3] * coriolis_matrix_o[33];
        coriolis_matrix_t[45] = -(coriolis_matrix_o[8]);
        coriolis_matrix_t[33] = coriolis_matrix_t[33] * coriolis_matrix_t[45];
        coriolis_matrix_t[33] = coriolis_matrix_t[44] + coriolis_matrix_t[33];
        coriolis_matrix_t[33] = coriolis_matrix_t[1] * coriolis_matrix_t[33];
        coriolis_matrix_t[33] = coriolis_matrix_t[35] + coriolis_matrix_t[33];
        coriolis_matrix_t[35] = (-0.8) * coriolis_matrix_t[33];
        coriolis_matrix_t[35] =
            coriolis_matrix_t[39] + coriolis_matrix_t[43] + coriolis_matrix_t[35];
        coriolis_matrix_t[43] = (-0.4) * coriolis_matrix_t[0];
        coriolis_matrix_o[2] = coriolis_matrix_t[36] * coriolis_matrix_t[43];
        coriolis_matrix_t[47] = -(coriolis_matrix_t[39]);
        coriolis_matrix_t[33] = 0.4 * coriolis_matrix_t[33];
        coriolis_matrix_t[33] =
            coriolis_matrix_o[2] + coriolis_matrix_t[47] + coriolis_matrix_t[33];
        coriolis_matrix_o[2] = 2.0 * coriolis_matrix_t[33];
        coriolis_matrix_t[47] =
            coriolis_matrix_t[39] + coriolis_matrix_t[35] + coriolis_matrix_o[2];
        coriolis_matrix_t[35] = qd1 * coriolis_matrix_t[47];
        coriolis_matrix_o[2] = 0.72 * coriolis_matrix_o[8];
        coriolis_matrix_t[48] = coriolis_matrix_o[33] * coriolis_matrix_o[2];
        coriolis_matrix_t[49] = 0.64 * coriolis_matrix_o[33];
        coriolis_matrix_t[50] = coriolis_matrix_o[28] * coriolis_matrix_t[22];
        coriolis_matrix_o[10] = -(coriolis_matrix_t[4]);
        coriolis_matrix_t[24] = coriolis_matrix_t[24] * coriolis_matrix_o[10];
        coriolis_matrix_t[24] = coriolis_matrix_t[50] + coriolis_matrix_t[24];
        coriolis_matrix_t[52] = coriolis_matrix_t[3] * coriolis_matrix_t[24];
        coriolis_matrix_t[52] = coriolis_matrix_t[36] + coriolis_matrix_t[52];
        coriolis_matrix_t[53] = (-0.72) * coriolis_matrix_t[52];
        coriolis_matrix_t[48] =
            coriolis_matrix_t[48] + coriolis_matrix_t[49] + coriolis_matrix_t[53];
        coriolis_matrix_t[53] = coriolis_matrix_o[8] * coriolis_matrix_t[24];
        coriolis_matrix_t[24] = coriolis_matrix_t[44] + coriolis_matrix_t[53];
        coriolis_matrix_t[53] = coriolis_matrix_o[15] + coriolis_matrix_t[24];
        coriolis_matrix_t[54] = (-0.8) * coriolis_matrix_t[1];
        coriolis_matrix_t[55] = coriolis_matrix_t[53] * coriolis_matrix_t[54];
        coriolis_matrix_o[30] = -(coriolis_matrix_t[52]);
        coriolis_matrix_o[30] = coriolis_matrix_o[46] + coriolis_matrix_o[30];
        coriolis_matrix_t[57] = coriolis_matrix_t[42] * coriolis_matrix_o[30];
        coriolis_matrix_t[55] =
            coriolis_matrix_t[48] + coriolis_matrix_t[55] + coriolis_matrix_t[57];
        coriolis_matrix_t[57] = 0.4 * coriolis_matrix_t[1];
        coriolis_matrix_t[53] = coriolis_matrix_t[53] * coriolis_matrix_t[57];
        coriolis_matrix_t[58] = coriolis_matrix_t[43] * coriolis_matrix_o[30];
        coriolis_matrix_t[59] = -(coriolis_matrix_t[48]);
        coriolis_matrix_t[53] =
            coriolis_matrix_t[53] + coriolis_matrix_t[58] + coriolis_matrix_t[59];
        coriolis_matrix_t[58] = 2.0 * coriolis_matrix_t[53];
        coriolis_matrix_t[59] =
            coriolis_matrix_t[48] + coriolis_matrix_t[55] + coriolis_matrix_t[58];
        coriolis_matrix_t[55] = qd2 * coriolis_matrix_t[59];
        coriolis_matrix_t[58] = coriolis_matrix_o[17] * coriolis_matrix_t[16];
        coriolis_matrix_t[16] = -(coriolis_matrix_t[23]);
        coriolis_matrix_t[16] = coriolis_matrix_t[58] + coriolis_matrix_t[16];
        coriolis_matrix_t[60] = coriolis_matrix_t[4] * coriolis_matrix_t[16];
        coriolis_matrix_t[60] = coriolis_matrix_t[50] + coriolis_matrix_t[60];
        coriolis_matrix_t[61] = coriolis_matrix_t[31] + coriolis_matrix_t[60];
        coriolis_matrix_t[62] = (-0.72) * coriolis_matrix_t[3];
        coriolis_matrix_t[63] = coriolis_matrix_t[61] * coriolis_matrix_t[62];
        coriolis_matrix_t[16] = coriolis_matrix_o[28] * coriolis_matrix_t[16];
        coriolis_matrix_t[16] = coriolis_matrix_o[33] + coriolis_matrix_t[16];
        coriolis_matrix_t[64] = -(coriolis_matrix_t[16]);
        coriolis_matrix_t[64] = coriolis_matrix_t[27] + coriolis_matrix_t[64];
        coriolis_matrix_t[65] = coriolis_matrix_o[2] * coriolis_matrix_t[64];
        coriolis_matrix_t[66] = 0.64 * coriolis_matrix_t[4];
        coriolis_matrix_t[67] = coriolis_matrix_t[22] * coriolis_matrix_t[66];
        coriolis_matrix_t[68] = 0.56 * coriolis_matrix_t[22];
        coriolis_matrix_t[69] = (-0.64) * coriolis_matrix_t[16];
        coriolis_matrix_t[67] =
            coriolis_matrix_t[67] + coriolis_matrix_t[68] + coriolis_matrix_t[69];
        coriolis_matrix_t[69] =
            coriolis_matrix_t[63] + coriolis_matrix_t[65] + coriolis_matrix_t[67];
        coriolis_matrix_t[63] = coriolis_matrix_t[3] * coriolis_matrix_t[64];
        coriolis_matrix_t[65] = coriolis_matrix_o[8] * coriolis_matrix_t[61];
        coriolis_matrix_t[63] = coriolis_matrix_t[63] + coriolis_matrix_t[65];
        coriolis_matrix_t[65] = coriolis_matrix_t[54] * coriolis_matrix_t[63];
        coriolis_matrix_t[70] = coriolis_matrix_t[28] * coriolis_matrix_t[61];
        coriolis_matrix_t[71] = coriolis_matrix_o[8] * coriolis_matrix_t[64];
        coriolis_matrix_t[70] = coriolis_matrix_t[70] + coriolis_matrix_t[71];
        coriolis_matrix_t[72] = coriolis_matrix_t[42] * coriolis_matrix_t[70];
        coriolis_matrix_t[65] =
            coriolis_matrix_t[69] + coriolis_matrix_t[65] + coriolis_matrix_t[72];
        coriolis_matrix_t[72] = coriolis_matrix_t[57] * coriolis_matrix_t[63];
        coriolis_matrix_o[24] = coriolis_matrix_t[43] * coriolis_matrix_t[70];
        coriolis_matrix_t[74] = -(coriolis_matrix_t[69]);
        coriolis_matrix_t[72] =
            coriolis_matrix_t[72] + coriolis_matrix_o[24] + coriolis_matrix_t[74];
        coriolis_matrix_o[24] = 2.0 * coriolis_matrix_t[72];
        coriolis_matrix_t[74] =
            coriolis_matrix_t[69] + coriolis_matrix_t[65] + coriolis_matrix_o[24];
        coriolis_matrix_t[65] = qd3 * coriolis_matrix_t[74];
        coriolis_matrix_o[24] = 0.064 * coriolis_matrix_o[5];
        coriolis_matrix_o[5] = -(coriolis_matrix_t[13]);
        coriolis_matrix_o[9] = coriolis_matrix_o[24] + coriolis_matrix_o[5];
        coriolis_matrix_t[76] = coriolis_matrix_o[17] * coriolis_matrix_o[9];
        coriolis_matrix_t[76] = coriolis_matrix_t[22] + coriolis_matrix_t[76];
        coriolis_matrix_t[77] = -(coriolis_matrix_t[76]);
        coriolis_matrix_t[77] = coriolis_matrix_t[26] + coriolis_matrix_t[77];
        coriolis_matrix_t[78] = coriolis_matrix_o[28] * coriolis_matrix_t[77];
        coriolis_matrix_o[9] = coriolis_matrix_t[6] * coriolis_matrix_o[9];
        coriolis_matrix_o[9] = coriolis_matrix_t[58] + coriolis_matrix_o[9];
        coriolis_matrix_t[79] = coriolis_matrix_o[12] + coriolis_matrix_o[9];
        coriolis_matrix_t[80] = coriolis_matrix_t[4] * coriolis_matrix_t[79];
        coriolis_matrix_t[78] = coriolis_matrix_t[78] + coriolis_matrix_t[80];
        coriolis_matrix_t[80] = coriolis_matrix_t[62] * coriolis_matrix_t[78];
        coriolis_matrix_o[11] = coriolis_matrix_t[30] * coriolis_matrix_t[79];
        coriolis_matrix_t[82] = coriolis_matrix_t[4] * coriolis_matrix_t[77];
        coriolis_matrix_o[11] = coriolis_matrix_o[11] + coriolis_matrix_t[82];
        coriolis_matrix_t[83] = coriolis_matrix_o[2] * coriolis_matrix_o[11];
        coriolis_matrix_t[84] = (-0.64) * coriolis_matrix_o[28];
        coriolis_matrix_o[42] = coriolis_matrix_t[79] * coriolis_matrix_t[84];
        coriolis_matrix_t[86] = coriolis_matrix_t[66] * coriolis_matrix_t[77];
        coriolis_matrix_o[25] = 0.56 * coriolis_matrix_t[26];
        coriolis_matrix_o[47] = 0.48 * coriolis_matrix_t[14];
        coriolis_matrix_t[89] = 0.03072 * coriolis_matrix_t[15];
        coriolis_matrix_o[47] = coriolis_matrix_o[47] + coriolis_matrix_t[89];
        coriolis_matrix_t[89] = (-0.56) * coriolis_matrix_t[76];
        coriolis_matrix_o[25] =
            coriolis_matrix_o[25] + coriolis_matrix_o[47] + coriolis_matrix_t[89];
        coriolis_matrix_t[89] =
            coriolis_matrix_o[42] + coriolis_matrix_t[86] + coriolis_matrix_o[25];
        coriolis_matrix_o[42] =
            coriolis_matrix_t[80] + coriolis_matrix_t[83] + coriolis_matrix_t[89];
        coriolis_matrix_t[86] = coriolis_matrix_t[3] * coriolis_matrix_o[11];
        coriolis_matrix_t[80] = coriolis_matrix_o[8] * coriolis_matrix_t[78];
        coriolis_matrix_t[83] = coriolis_matrix_t[86] + coriolis_matrix_t[80];
        coriolis_matrix_t[80] = coriolis_matrix_t[54] * coriolis_matrix_t[83];
        coriolis_matrix_t[86] = coriolis_matrix_t[28] * coriolis_matrix_t[78];
        coriolis_matrix_t[90] = coriolis_matrix_o[8] * coriolis_matrix_o[11];
        coriolis_matrix_t[86] = coriolis_matrix_t[86] + coriolis_matrix_t[90];
        coriolis_matrix_t[91] = coriolis_matrix_t[42] * coriolis_matrix_t[86];
        coriolis_matrix_t[80] =
            coriolis_matrix_o[42] + coriolis_matrix_t[80] + coriolis_matrix_t[91];
        coriolis_matrix_t[91] = coriolis_matrix_t[57] * coriolis_matrix_t[83];
        coriolis_matrix_t[92] = coriolis_matrix_t[43] * coriolis_matrix_t[86];
        coriolis_matrix_t[93] = -(coriolis_matrix_o[42]);
        coriolis_matrix_t[91] =
            coriolis_matrix_t[91] + coriolis_matrix_t[92] + coriolis_matrix_t[93];
        coriolis_matrix_t[92] = 2.0 * coriolis_matrix_t[91];
        coriolis_matrix_t[93] =
            coriolis_matrix_o[42] + coriolis_matrix_t[80] + coriolis_matrix_t[92];
        coriolis_matrix_t[80] = qd4 * coriolis_matrix_t[93];
        coriolis_matrix_t[92] = (-0.064) * coriolis_matrix_t[11] * coriolis_matrix_o[19];
        coriolis_matrix_t[13] = coriolis_matrix_t[13] + coriolis_matrix_t[92];
        coriolis_matrix_t[94] = coriolis_matrix_t[17] * coriolis_matrix_t[13];
        coriolis_matrix_o[21] = coriolis_matrix_o[21] * coriolis_matrix_t[11];
        coriolis_matrix_t[11] = 0.064 * coriolis_matrix_o[21];
        coriolis_matrix_t[95] = -(coriolis_matrix_t[14]);
        coriolis_matrix_t[11] = coriolis_matrix_t[11] + coriolis_matrix_t[95];
        coriolis_matrix_o[4] = coriolis_matrix_t[6] * coriolis_matrix_t[11];
        coriolis_matrix_t[94] = coriolis_matrix_t[94] + coriolis_matrix_o[4];
        coriolis_matrix_t[97] = coriolis_matrix_o[28] * coriolis_matrix_t[94];
        coriolis_matrix_o[38] = coriolis_matrix_o[17] * coriolis_matrix_t[11];
        coriolis_matrix_t[99] = coriolis_matrix_t[6] * coriolis_matrix_t[13];
        coriolis_matrix_o[38] = coriolis_matrix_o[38] + coriolis_matrix_t[99];
        coriolis_matrix_t[99] = coriolis_matrix_t[4] * coriolis_matrix_o[38];
        coriolis_matrix_t[97] = coriolis_matrix_t[97] + coriolis_matrix_t[99];
        coriolis_matrix_t[99] = coriolis_matrix_t[62] * coriolis_matrix_t[97];
        coriolis_matrix_t[62] = coriolis_matrix_t[30] * coriolis_matrix_o[38];
        coriolis_matrix_t[100] = coriolis_matrix_t[4] * coriolis_matrix_t[94];
        coriolis_matrix_t[62] = coriolis_matrix_t[62] + coriolis_matrix_t[100];
        coriolis_matrix_o[2] = coriolis_matrix_o[2] * coriolis_matrix_t[62];
        coriolis_matrix_t[84] = coriolis_matrix_t[84] * coriolis_matrix_o[38];
        coriolis_matrix_t[66] = coriolis_matrix_t[66] * coriolis_matrix_t[94];
        coriolis_matrix_t[13] = coriolis_matrix_o[17] * coriolis_matrix_t[13];
        coriolis_matrix_t[101] = (-0.56) * coriolis_matrix_t[13];
        coriolis_matrix_o[31] = 0.56 * coriolis_matrix_o[4];
        coriolis_matrix_t[103] = 0.03072 * coriolis_matrix_o[21];
        coriolis_matrix_t[104] = (-0.48) * coriolis_matrix_t[14];
        coriolis_matrix_t[105] = 0.0256 * coriolis_matrix_t[10];
        coriolis_matrix_t[103] =
            coriolis_matrix_t[103] + coriolis_matrix_t[104] + coriolis_matrix_t[105];
        coriolis_matrix_t[104] =
            coriolis_matrix_t[101] + coriolis_matrix_o[31] + coriolis_matrix_t[103];
        coriolis_matrix_t[101] =
            coriolis_matrix_t[84] + coriolis_matrix_t[66] + coriolis_matrix_t[104];
        coriolis_matrix_o[31] =
            coriolis_matrix_t[99] + coriolis_matrix_o[2] + coriolis_matrix_t[101];
        coriolis_matrix_t[66] = coriolis_matrix_t[3] * coriolis_matrix_t[62];
        coriolis_matrix_t[84] = coriolis_matrix_o[8] * coriolis_matrix_t[97];
        coriolis_matrix_o[2] = coriolis_matrix_t[66] + coriolis_matrix_t[84];
        coriolis_matrix_t[99] = coriolis_matrix_t[54] * coriolis_matrix_o[2];
        coriolis_matrix_t[66] = coriolis_matrix_t[28] * coriolis_matrix_t[97];
        coriolis_matrix_t[84] = coriolis_matrix_o[8] * coriolis_matrix_t[62];
        coriolis_matrix_t[66] = coriolis_matrix_t[66] + coriolis_matrix_t[84];
        coriolis_matrix_o[18] = coriolis_matrix_t[42] * coriolis_matrix_t[66];
        coriolis_matrix_t[99] =
            coriolis_matrix_o[31] + coriolis_matrix_t[99] + coriolis_matrix_o[18];
        coriolis_matrix_o[18] = coriolis_matrix_t[57] * coriolis_matrix_o[2];
        coriolis_matrix_t[107] = coriolis_matrix_t[43] * coriolis_matrix_t[66];
        coriolis_matrix_t[108] = -(coriolis_matrix_o[31]);
        coriolis_matrix_o[18] =
            coriolis_matrix_o[18] + coriolis_matrix_t[107] + coriolis_matrix_t[108];
        coriolis_matrix_t[107] = 2.0 * coriolis_matrix_o[18];
        coriolis_matrix_t[108] =
            coriolis_matrix_o[31] + coriolis_matrix_t[99] + coriolis_matrix_t[107];
        coriolis_matrix_t[99] = qd5 * coriolis_matrix_t[108];
        coriolis_matrix_t[107] = coriolis_matrix_o[7] * coriolis_matrix_o[19];
        coriolis_matrix_o[7] = coriolis_matrix_o[35] + coriolis_matrix_t[107];
        coriolis_matrix_o[35] = coriolis_matrix_t[17] * coriolis_matrix_o[7];
        coriolis_matrix_t[109] = coriolis_matrix_t[15] + coriolis_matrix_o[21];
        coriolis_matrix_t[110] = (-0.064) * coriolis_matrix_t[109];
        coriolis_matrix_t[111] = coriolis_matrix_t[6] * coriolis_matrix_t[110];
        coriolis_matrix_o[35] = coriolis_matrix_o[35] + coriolis_matrix_t[111];
        coriolis_matrix_o[23] = coriolis_matrix_o[28] * coriolis_matrix_o[35];
        coriolis_matrix_t[113] = coriolis_matrix_o[17] * coriolis_matrix_t[110];
        coriolis_matrix_o[6] = coriolis_matrix_t[6] * coriolis_matrix_o[7];
        coriolis_matrix_t[113] = coriolis_matrix_t[113] + coriolis_matrix_o[6];
        coriolis_matrix_t[115] = coriolis_matrix_t[4] * coriolis_matrix_t[113];
        coriolis_matrix_o[23] = coriolis_matrix_o[23] + coriolis_matrix_t[115];
        coriolis_matrix_t[116] = coriolis_matrix_t[3] * coriolis_matrix_o[23];
        coriolis_matrix_t[117] = (-0.72) * coriolis_matrix_t[116];
        coriolis_matrix_t[118] = coriolis_matrix_t[30] * coriolis_matrix_t[113];
        coriolis_matrix_o[43] = coriolis_matrix_t[4] * coriolis_matrix_o[35];
        coriolis_matrix_t[118] = coriolis_matrix_t[118] + coriolis_matrix_o[43];
        coriolis_matrix_o[3] = coriolis_matrix_o[8] * coriolis_matrix_t[118];
        coriolis_matrix_t[121] = 0.72 * coriolis_matrix_o[3];
        coriolis_matrix_o[45] = coriolis_matrix_o[28] * coriolis_matrix_t[113];
        coriolis_matrix_t[123] = (-0.64) * coriolis_matrix_o[45];
        coriolis_matrix_t[124] = 0.64 * coriolis_matrix_o[43];
        coriolis_matrix_o[7] = coriolis_matrix_o[17] * coriolis_matrix_o[7];
        coriolis_matrix_t[125] = (-0.56) * coriolis_matrix_o[7];
        coriolis_matrix_t[126] = 0.56 * coriolis_matrix_t[111];
        coriolis_matrix_o[41] = (-0.03072) * coriolis_matrix_o[21];
        coriolis_matrix_t[128] = (-0.03072) * coriolis_matrix_o[19];
        coriolis_matrix_t[128] = (-0.0256) + coriolis_matrix_t[128];
        coriolis_matrix_t[128] = coriolis_matrix_t[10] * coriolis_matrix_t[128];
        coriolis_matrix_o[41] = coriolis_matrix_o[41] + coriolis_matrix_t[128];
        coriolis_matrix_t[128] =
            coriolis_matrix_t[125] + coriolis_matrix_t[126] + coriolis_matrix_o[41];
        coriolis_matrix_t[125] =
            coriolis_matrix_t[123] + coriolis_matrix_t[124] + coriolis_matrix_t[128];
        coriolis_matrix_t[126] =
            coriolis_matrix_t[117] + coriolis_matrix_t[121] + coriolis_matrix_t[125];
        coriolis_matrix_t[123] = coriolis_matrix_t[3] * coriolis_matrix_t[118];
        coriolis_matrix_t[124] = coriolis_matrix_o[8] * coriolis_matrix_o[23];
        coriolis_matrix_t[117] = coriolis_matrix_t[123] + coriolis_matrix_t[124];
        coriolis_matrix_t[121] = coriolis_matrix_t[54] * coriolis_matrix_t[117];
        coriolis_matrix_t[123] = coriolis_matrix_t[28] * coriolis_matrix_o[23];
        coriolis_matrix_t[54] = coriolis_matrix_o[3] + coriolis_matrix_t[123];
        coriolis_matrix_t[123] = coriolis_matrix_t[42] * coriolis_matrix_t[54];
        coriolis_matrix_t[42] =
            coriolis_matrix_t[126] + coriolis_matrix_t[121] + coriolis_matrix_t[123];
        coriolis_matrix_t[121] = coriolis_matrix_t[57] * coriolis_matrix_t[117];
        coriolis_matrix_t[123] = coriolis_matrix_t[43] * coriolis_matrix_t[54];
        coriolis_matrix_t[43] = -(coriolis_matrix_t[126]);
        coriolis_matrix_t[43] =
            coriolis_matrix_t[121] + coriolis_matrix_t[123] + coriolis_matrix_t[43];
        coriolis_matrix_t[123] = 2.0 * coriolis_matrix_t[43];
        coriolis_matrix_t[42] =
            coriolis_matrix_t[126] + coriolis_matrix_t[42] + coriolis_matrix_t[123];
        coriolis_matrix_t[123] = qd6 * coriolis_matrix_t[42];
        coriolis_matrix_t[35] = coriolis_matrix_o[0]
            + coriolis_matrix_t[35]
            + coriolis_matrix_t[55]
            + coriolis_matrix_t[65]
            + coriolis_matrix_t[80]
            + coriolis_matrix_t[99]
            + coriolis_matrix_t[123];
        coriolis_matrix_o[0] = 0.5 * coriolis_matrix_t[35];
        coriolis_matrix_t[55] = coriolis_matrix_o[15] * coriolis_matrix_t[57];
        coriolis_matrix_t[65] = (-0.36) * coriolis_matrix_t[36];
        coriolis_matrix_t[80] = coriolis_matrix_t[1] * coriolis_matrix_o[15];
        coriolis_matrix_t[99] = -(coriolis_matrix_t[36]);
        coriolis_matrix_t[123] = coriolis_matrix_t[0] * coriolis_matrix_t[99];
        coriolis_matrix_t[35] =
            coriolis_matrix_t[38] + coriolis_matrix_t[80] + coriolis_matrix_t[123];
        coriolis_matrix_t[36] = (-0.4) * coriolis_matrix_t[35];
        coriolis_matrix_t[38] =
            coriolis_matrix_t[55] + coriolis_matrix_t[65] + coriolis_matrix_t[36];
        coriolis_matrix_t[80] =
            coriolis_matrix_t[39] + coriolis_matrix_t[33] + coriolis_matrix_t[65];
        coriolis_matrix_t[123] = -(coriolis_matrix_t[80]);
        coriolis_matrix_t[35] = coriolis_matrix_t[38] + coriolis_matrix_t[123];
        coriolis_matrix_t[36] = qd1 * coriolis_matrix_t[35];
        coriolis_matrix_t[55] = qd0 * coriolis_matrix_t[47];
        coriolis_matrix_t[33] = (-0.36) * coriolis_matrix_o[8];
        coriolis_matrix_t[80] = coriolis_matrix_o[33] * coriolis_matrix_t[33];
        coriolis_matrix_t[123] = -(coriolis_matrix_t[49]);
        coriolis_matrix_t[35] = 0.36 * coriolis_matrix_t[52];
        coriolis_matrix_t[52] =
            coriolis_matrix_t[80] + coriolis_matrix_t[123] + coriolis_matrix_t[35];
        coriolis_matrix_t[35] = coriolis_matrix_o[20] + coriolis_matrix_t[24];
        coriolis_matrix_t[80] = -(coriolis_matrix_t[35]);
        coriolis_matrix_t[123] = coriolis_matrix_t[44] + coriolis_matrix_t[80];
        coriolis_matrix_t[24] = coriolis_matrix_t[1] * coriolis_matrix_t[123];
        coriolis_matrix_o[20] = coriolis_matrix_t[0] * coriolis_matrix_o[30];
        coriolis_matrix_t[35] = coriolis_matrix_t[24] + coriolis_matrix_o[20];
        coriolis_matrix_t[80] = (-0.4) * coriolis_matrix_t[35];
        coriolis_matrix_t[123] = coriolis_matrix_t[52] + coriolis_matrix_t[80];
        coriolis_matrix_o[30] =
            coriolis_matrix_t[48] + coriolis_matrix_t[53] + coriolis_matrix_t[52];
        coriolis_matrix_t[24] = -(coriolis_matrix_o[30]);
        coriolis_matrix_o[20] = coriolis_matrix_t[123] + coriolis_matrix_t[24];
        coriolis_matrix_t[35] = -(coriolis_matrix_o[33]);
        coriolis_matrix_t[80] = coriolis_matrix_t[3] * coriolis_matrix_t[35];
        coriolis_matrix_t[53] = coriolis_matrix_o[8] * coriolis_matrix_t[31];
        coriolis_matrix_o[30] = coriolis_matrix_t[80] + coriolis_matrix_t[53];
        coriolis_matrix_t[24] = coriolis_matrix_t[57] * coriolis_matrix_o[30];
        coriolis_matrix_t[80] = coriolis_matrix_t[3] * coriolis_matrix_t[31];
        coriolis_matrix_t[129] = (-0.36) * coriolis_matrix_t[80];
        coriolis_matrix_t[130] = 0.36 * coriolis_matrix_o[8];
        coriolis_matrix_t[131] = coriolis_matrix_t[35] * coriolis_matrix_t[130];
        coriolis_matrix_t[129] = coriolis_matrix_t[129] + coriolis_matrix_t[131];
        coriolis_matrix_t[131] = coriolis_matrix_t[1] * coriolis_matrix_o[30];
        coriolis_matrix_o[32] = coriolis_matrix_t[28] * coriolis_matrix_t[31];
        coriolis_matrix_t[133] = coriolis_matrix_o[8] * coriolis_matrix_t[35];
        coriolis_matrix_o[16] = coriolis_matrix_o[32] + coriolis_matrix_t[133];
        coriolis_matrix_o[22] = coriolis_matrix_t[0] * coriolis_matrix_o[16];
        coriolis_matrix_t[35] = coriolis_matrix_t[45] * coriolis_matrix_t[35];
        coriolis_matrix_t[35] = coriolis_matrix_t[80] + coriolis_matrix_t[35];
        coriolis_matrix_t[35] = coriolis_matrix_t[0] * coriolis_matrix_t[35];
        coriolis_matrix_t[35] =
            coriolis_matrix_t[131] + coriolis_matrix_o[22] + coriolis_matrix_t[35];
        coriolis_matrix_t[131] = (-0.4) * coriolis_matrix_t[35];
        coriolis_matrix_o[22] =
            coriolis_matrix_t[24] + coriolis_matrix_t[129] + coriolis_matrix_t[131];
        coriolis_matrix_t[35] = coriolis_matrix_t[38] + coriolis_matrix_t[129];
        coriolis_matrix_t[24] = -(coriolis_matrix_t[35]);
        coriolis_matrix_t[131] =
            coriolis_matrix_t[65] + coriolis_matrix_o[22] + coriolis_matrix_t[24];
        coriolis_matrix_t[38] = coriolis_matrix_o[20] + coriolis_matrix_t[131];
        coriolis_matrix_t[35] = qd2 * coriolis_matrix_t[38];
        coriolis_matrix_t[24] = 0.36 * coriolis_matrix_t[3];
        coriolis_matrix_t[61] = coriolis_matrix_t[61] * coriolis_matrix_t[24];
        coriolis_matrix_t[136] = coriolis_matrix_t[64] * coriolis_matrix_t[33];
        coriolis_matrix_t[137] = -(coriolis_matrix_t[67]);
        coriolis_matrix_t[61] =
            coriolis_matrix_t[61] + coriolis_matrix_t[136] + coriolis_matrix_t[137];
        coriolis_matrix_t[136] = -(coriolis_matrix_t[63]);
        coriolis_matrix_t[137] = coriolis_matrix_t[1] * coriolis_matrix_t[136];
        coriolis_matrix_t[63] = coriolis_matrix_t[0] * coriolis_matrix_t[70];
        coriolis_matrix_t[136] = coriolis_matrix_t[137] + coriolis_matrix_t[63];
        coriolis_matrix_t[70] = (-0.4) * coriolis_matrix_t[136];
        coriolis_matrix_t[63] = coriolis_matrix_t[61] + coriolis_matrix_t[70];
        coriolis_matrix_t[137] =
            coriolis_matrix_t[69] + coriolis_matrix_t[72] + coriolis_matrix_t[61];
        coriolis_matrix_t[136] = -(coriolis_matrix_t[137]);
        coriolis_matrix_t[70] = coriolis_matrix_t[63] + coriolis_matrix_t[136];
        coriolis_matrix_t[72] = coriolis_matrix_o[12] * coriolis_matrix_t[30];
        coriolis_matrix_t[137] = -(coriolis_matrix_t[22]);
        coriolis_matrix_t[136] = coriolis_matrix_t[4] * coriolis_matrix_t[137];
        coriolis_matrix_o[1] = coriolis_matrix_t[72] + coriolis_matrix_t[136];
        coriolis_matrix_o[34] = coriolis_matrix_t[3] * coriolis_matrix_o[1];
        coriolis_matrix_t[140] = coriolis_matrix_o[28] * coriolis_matrix_t[137];
        coriolis_matrix_t[141] = coriolis_matrix_o[12] * coriolis_matrix_t[4];
        coriolis_matrix_t[140] = coriolis_matrix_t[140] + coriolis_matrix_t[141];
        coriolis_matrix_o[44] = coriolis_matrix_o[8] * coriolis_matrix_t[140];
        coriolis_matrix_o[34] = coriolis_matrix_o[34] + coriolis_matrix_o[44];
        coriolis_matrix_t[143] = coriolis_matrix_t[57] * coriolis_matrix_o[34];
        coriolis_matrix_t[144] = coriolis_matrix_t[3] * coriolis_matrix_t[140];
        coriolis_matrix_t[145] = (-0.36) * coriolis_matrix_t[144];
        coriolis_matrix_o[27] = coriolis_matrix_t[130] * coriolis_matrix_o[1];
        coriolis_matrix_t[145] = coriolis_matrix_t[145] + coriolis_matrix_o[27];
        coriolis_matrix_o[27] = coriolis_matrix_t[1] * coriolis_matrix_o[34];
        coriolis_matrix_o[26] = coriolis_matrix_t[28] * coriolis_matrix_t[140];
        coriolis_matrix_t[148] = coriolis_matrix_o[8] * coriolis_matrix_o[1];
        coriolis_matrix_o[26] = coriolis_matrix_o[26] + coriolis_matrix_t[148];
        coriolis_matrix_t[149] = coriolis_matrix_t[0] * coriolis_matrix_o[26];
        coriolis_matrix_o[1] = coriolis_matrix_t[45] * coriolis_matrix_o[1];
        coriolis_matrix_o[1] = coriolis_matrix_t[144] + coriolis_matrix_o[1];
        coriolis_matrix_o[1] = coriolis_matrix_t[0] * coriolis_matrix_o[1];
        coriolis_matrix_o[1] =
            coriolis_matrix_o[27] + coriolis_matrix_t[149] + coriolis_matrix_o[1];
        coriolis_matrix_o[27] = (-0.4) * coriolis_matrix_o[1];
        coriolis_matrix_t[149] =
            coriolis_matrix_t[143] + coriolis_matrix_t[145] + coriolis_matrix_o[27];
        coriolis_matrix_o[1] = coriolis_matrix_o[22] + coriolis_matrix_t[145];
        coriolis_matrix_t[143] = -(coriolis_matrix_o[1]);
        coriolis_matrix_o[27] =
            coriolis_matrix_t[129] + coriolis_matrix_t[149] + coriolis_matrix_t[143];
        coriolis_matrix_o[22] = coriolis_matrix_t[70] + coriolis_matrix_o[27];
        coriolis_matrix_o[1] = qd3 * coriolis_matrix_o[22];
        coriolis_matrix_t[143] = (-0.064) * coriolis_matrix_t[15];
        coriolis_matrix_t[95] = coriolis_matrix_t[95] + coriolis_matrix_t[143];
        coriolis_matrix_t[143] = coriolis_matrix_o[17] * coriolis_matrix_t[95];
        coriolis_matrix_t[150] = coriolis_matrix_t[6] * coriolis_matrix_t[21];
        coriolis_matrix_t[143] = coriolis_matrix_t[143] + coriolis_matrix_t[150];
        coriolis_matrix_t[151] = coriolis_matrix_t[30] * coriolis_matrix_t[143];
        coriolis_matrix_o[39] = coriolis_matrix_t[17] * coriolis_matrix_t[21];
        coriolis_matrix_t[95] = coriolis_matrix_t[6] * coriolis_matrix_t[95];
        coriolis_matrix_t[153] = coriolis_matrix_o[39] + coriolis_matrix_t[95];
        coriolis_matrix_o[14] = coriolis_matrix_t[4] * coriolis_matrix_t[153];
        coriolis_matrix_t[151] = coriolis_matrix_t[151] + coriolis_matrix_o[14];
        coriolis_matrix_t[155] = coriolis_matrix_t[3] * coriolis_matrix_t[151];
        coriolis_matrix_t[156] = coriolis_matrix_o[28] * coriolis_matrix_t[153];
        coriolis_matrix_t[157] = coriolis_matrix_t[4] * coriolis_matrix_t[143];
        coriolis_matrix_t[156] = coriolis_matrix_t[156] + coriolis_matrix_t[157];
        coriolis_matrix_t[158] = coriolis_matrix_o[8] * coriolis_matrix_t[156];
        coriolis_matrix_t[155] = coriolis_matrix_t[155] + coriolis_matrix_t[158];
        coriolis_matrix_t[57] = coriolis_matrix_t[57] * coriolis_matrix_t[155];
        coriolis_matrix_o[37] = coriolis_matrix_t[3] * coriolis_matrix_t[156];
        coriolis_matrix_t[160] = (-0.36) * coriolis_matrix_o[37];
        coriolis_matrix_t[130] = coriolis_matrix_t[130] * coriolis_matrix_t[151];
        coriolis_matrix_t[130] = coriolis_matrix_t[160] + coriolis_matrix_t[130];
        coriolis_matrix_t[160] = coriolis_matrix_t[1] * coriolis_matrix_t[155];
        coriolis_matrix_o[29] = coriolis_matrix_t[28] * coriolis_matrix_t[156];
        coriolis_matrix_t[162] = coriolis_matrix_o[8] * coriolis_matrix_t[151];
        coriolis_matrix_o[29] = coriolis_matrix_o[29] + coriolis_matrix_t[162];
        coriolis_matrix_t[163] = coriolis_matrix_t[0] * coriolis_matrix_o[29];
        coriolis_matrix_t[45] = coriolis_matrix_t[45] * coriolis_matrix_t[151];
        coriolis_matrix_t[45] = coriolis_matrix_o[37] + coriolis_matrix_t[45];
        coriolis_matrix_t[45] = coriolis_matrix_t[0] * coriolis_matrix_t[45];
        coriolis_matrix_t[45] =
            coriolis_matrix_t[160] + coriolis_matrix_t[163] + coriolis_matrix_t[45];
        coriolis_matrix_t[160] = (-0.4) * coriolis_matrix_t[45];
        coriolis_matrix_t[163] =
            coriolis_matrix_t[57] + coriolis_matrix_t[130] + coriolis_matrix_t[160];
        coriolis_matrix_t[45] = coriolis_matrix_t[149] + coriolis_matrix_t[130];
        coriolis_matrix_t[57] = -(coriolis_matrix_t[45]);
        coriolis_matrix_t[160] =
            coriolis_matrix_t[145] + coriolis_matrix_t[163] + coriolis_matrix_t[57];
        coriolis_matrix_t[149] = coriolis_matrix_t[78] * coriolis_matrix_t[24];
        coriolis_matrix_t[45] = coriolis_matrix_o[11] * coriolis_matrix_t[33];
        coriolis_matrix_t[57] = -(coriolis_matrix_t[89]);
        coriolis_matrix_t[45] =
            coriolis_matrix_t[149] + coriolis_matrix_t[45] + coriolis_matrix_t[57];
        coriolis_matrix_t[57] = -(coriolis_matrix_t[83]);
        coriolis_matrix_t[149] = coriolis_matrix_t[1] * coriolis_matrix_t[57];
        coriolis_matrix_t[83] = coriolis_matrix_t[0] * coriolis_matrix_t[86];
        coriolis_matrix_t[57] = coriolis_matrix_t[149] + coriolis_matrix_t[83];
        coriolis_matrix_t[86] = (-0.4) * coriolis_matrix_t[57];
        coriolis_matrix_t[83] = coriolis_matrix_t[45] + coriolis_matrix_t[86];
        coriolis_matrix_t[149] =
            coriolis_matrix_o[42] + coriolis_matrix_t[91] + coriolis_matrix_t[45];
        coriolis_matrix_t[57] = -(coriolis_matrix_t[149]);
        coriolis_matrix_t[86] = coriolis_matrix_t[83] + coriolis_matrix_t[57];
        coriolis_matrix_t[91] = coriolis_matrix_t[160] + coriolis_matrix_t[86];
        coriolis_matrix_t[149] = qd4 * coriolis_matrix_t[91];
        coriolis_matrix_t[57] = (-0.36) * coriolis_matrix_t[116];
        coriolis_matrix_t[164] = 0.36 * coriolis_matrix_o[3];
        coriolis_matrix_t[57] = coriolis_matrix_t[57] + coriolis_matrix_t[164];
        coriolis_matrix_t[164] = coriolis_matrix_t[1] * coriolis_matrix_t[117];
        coriolis_matrix_t[165] = coriolis_matrix_t[0] * coriolis_matrix_t[54];
        coriolis_matrix_o[36] = -(coriolis_matrix_o[3]);
        coriolis_matrix_o[36] = coriolis_matrix_t[116] + coriolis_matrix_o[36];
        coriolis_matrix_o[36] = coriolis_matrix_t[0] * coriolis_matrix_o[36];
        coriolis_matrix_t[164] =
            coriolis_matrix_t[164] + coriolis_matrix_t[165] + coriolis_matrix_o[36];
        coriolis_matrix_o[36] = (-0.4) * coriolis_matrix_t[164];
        coriolis_matrix_t[164] =
            coriolis_matrix_t[121] + coriolis_matrix_t[57] + coriolis_matrix_o[36];
        coriolis_matrix_t[121] = coriolis_matrix_t[163] + coriolis_matrix_t[57];
        coriolis_matrix_o[36] = -(coriolis_matrix_t[121]);
        coriolis_matrix_t[163] =
            coriolis_matrix_t[130] + coriolis_matrix_t[164] + coriolis_matrix_o[36];
        coriolis_matrix_t[121] = coriolis_matrix_t[97] * coriolis_matrix_t[24];
        coriolis_matrix_o[36] = coriolis_matrix_t[62] * coriolis_matrix_t[33];
        coriolis_matrix_t[33] = -(coriolis_matrix_t[101]);
        coriolis_matrix_t[33] =
            coriolis_matrix_t[121] + coriolis_matrix_o[36] + coriolis_matrix_t[33];
        coriolis_matrix_t[121] = -(coriolis_matrix_o[2]);
        coriolis_matrix_o[36] = coriolis_matrix_t[1] * coriolis_matrix_t[121];
        coriolis_matrix_o[2] = coriolis_matrix_t[0] * coriolis_matrix_t[66];
        coriolis_matrix_t[121] = coriolis_matrix_o[36] + coriolis_matrix_o[2];
        coriolis_matrix_t[66] = (-0.4) * coriolis_matrix_t[121];
        coriolis_matrix_o[2] = coriolis_matrix_t[33] + coriolis_matrix_t[66];
        coriolis_matrix_o[36] =
            coriolis_matrix_o[31] + coriolis_matrix_o[18] + coriolis_matrix_t[33];
        coriolis_matrix_t[121] = -(coriolis_matrix_o[36]);
        coriolis_matrix_t[66] = coriolis_matrix_o[2] + coriolis_matrix_t[121];
        coriolis_matrix_o[18] = coriolis_matrix_t[163] + coriolis_matrix_t[66];
        coriolis_matrix_o[36] = qd5 * coriolis_matrix_o[18];
        coriolis_matrix_t[121] = -(coriolis_matrix_t[164]);
        coriolis_matrix_t[164] = coriolis_matrix_t[57] + coriolis_matrix_t[121];
        coriolis_matrix_t[121] = coriolis_matrix_o[23] * coriolis_matrix_t[24];
        coriolis_matrix_t[167] = (-0.36) * coriolis_matrix_o[3];
        coriolis_matrix_t[168] = -(coriolis_matrix_t[125]);
        coriolis_matrix_t[167] =
            coriolis_matrix_t[121] + coriolis_matrix_t[167] + coriolis_matrix_t[168];
        coriolis_matrix_t[168] = -(coriolis_matrix_t[117]);
        coriolis_matrix_t[168] = coriolis_matrix_t[1] * coriolis_matrix_t[168];
        coriolis_matrix_t[165] = coriolis_matrix_t[165] + coriolis_matrix_t[168];
        coriolis_matrix_t[168] = (-0.4) * coriolis_matrix_t[165];
        coriolis_matrix_t[165] = coriolis_matrix_t[167] + coriolis_matrix_t[168];
        coriolis_matrix_t[168] =
            coriolis_matrix_t[126] + coriolis_matrix_t[43] + coriolis_matrix_t[167];
        coriolis_matrix_t[43] = -(coriolis_matrix_t[168]);
        coriolis_matrix_t[168] = coriolis_matrix_t[165] + coriolis_matrix_t[43];
        coriolis_matrix_t[43] = coriolis_matrix_t[164] + coriolis_matrix_t[168];
        coriolis_matrix_t[169] = qd6 * coriolis_matrix_t[43];
        coriolis_matrix_t[35] = coriolis_matrix_t[55]
            + coriolis_matrix_t[35]
            + coriolis_matrix_o[1]
            + coriolis_matrix_t[149]
            + coriolis_matrix_o[36]
            + coriolis_matrix_t[169];
        coriolis_matrix_t[55] = 0.5 * coriolis_matrix_t[35];
        coriolis_matrix_o[1] = coriolis_matrix_t[36] + coriolis_matrix_t[55];
        coriolis_matrix_t[149] = coriolis_matrix_t[31] * coriolis_matrix_t[24];
        coriolis_matrix_o[36] = (-0.32) * coriolis_matrix_o[33];
        coriolis_matrix_t[169] = coriolis_matrix_t[80] + coriolis_matrix_t[133];
        coriolis_matrix_t[35] = coriolis_matrix_o[46] + coriolis_matrix_t[169];
        coriolis_matrix_t[36] = (-0.36) * coriolis_matrix_t[35];
        coriolis_matrix_t[55] =
            coriolis_matrix_t[149] + coriolis_matrix_o[36] + coriolis_matrix_t[36];
        coriolis_matrix_t[31] = coriolis_matrix_t[44] + coriolis_matrix_o[30];
        coriolis_matrix_o[33] = -(coriolis_matrix_t[31]);
        coriolis_matrix_t[80] = coriolis_matrix_t[53] + coriolis_matrix_o[33];
        coriolis_matrix_t[133] = coriolis_matrix_t[1] * coriolis_matrix_t[80];
        coriolis_matrix_o[46] = coriolis_matrix_o[32] + coriolis_matrix_t[35];
        coriolis_matrix_t[169] = coriolis_matrix_t[0] * coriolis_matrix_o[46];
        coriolis_matrix_t[36] = coriolis_matrix_t[133] + coriolis_matrix_t[169];
        coriolis_matrix_t[149] = (-0.4) * coriolis_matrix_t[36];
        coriolis_matrix_t[44] = coriolis_matrix_t[55] + coriolis_matrix_t[149];
        coriolis_matrix_t[31] = coriolis_matrix_t[123] + coriolis_matrix_t[55];
        coriolis_matrix_o[33] = -(coriolis_matrix_t[31]);
        coriolis_matrix_t[53] =
            coriolis_matrix_t[52] + coriolis_matrix_t[44] + coriolis_matrix_o[33];
        coriolis_matrix_t[80] = qd2 * coriolis_matrix_t[53];
        coriolis_matrix_t[35] = qd0 * coriolis_matrix_t[59];
        coriolis_matrix_o[32] = qd1 * coriolis_matrix_t[38];
        coriolis_matrix_o[46] = coriolis_matrix_t[24] * coriolis_matrix_t[140];
        coriolis_matrix_t[133] = coriolis_matrix_o[28] * coriolis_matrix_o[12];
        coriolis_matrix_t[169] = (-0.32) * coriolis_matrix_t[133];
        coriolis_matrix_t[36] = 0.32 * coriolis_matrix_t[136];
        coriolis_matrix_t[149] = coriolis_matrix_t[169] + coriolis_matrix_t[36];
        coriolis_matrix_t[123] = coriolis_matrix_o[10] * coriolis_matrix_t[137];
        coriolis_matrix_t[31] = coriolis_matrix_t[133] + coriolis_matrix_t[123];
        coriolis_matrix_o[33] = coriolis_matrix_o[8] * coriolis_matrix_t[31];
        coriolis_matrix_t[53] = coriolis_matrix_t[144] + coriolis_matrix_o[33];
        coriolis_matrix_t[38] = coriolis_matrix_t[148] + coriolis_matrix_t[53];
        coriolis_matrix_t[36] = (-0.36) * coriolis_matrix_t[38];
        coriolis_matrix_t[169] =
            coriolis_matrix_o[46] + coriolis_matrix_t[149] + coriolis_matrix_t[36];
        coriolis_matrix_t[137] = coriolis_matrix_t[3] * coriolis_matrix_t[31];
        coriolis_matrix_t[123] = coriolis_matrix_o[34] + coriolis_matrix_t[137];
        coriolis_matrix_o[33] = -(coriolis_matrix_t[123]);
        coriolis_matrix_t[144] = coriolis_matrix_o[44] + coriolis_matrix_o[33];
        coriolis_matrix_t[148] = coriolis_matrix_t[1] * coriolis_matrix_t[144];
        coriolis_matrix_t[38] = coriolis_matrix_o[26] + coriolis_matrix_t[53];
        coriolis_matrix_t[36] = coriolis_matrix_t[0] * coriolis_matrix_t[38];
        coriolis_matrix_o[46] = coriolis_matrix_t[148] + coriolis_matrix_t[36];
        coriolis_matrix_t[31] = (-0.4) * coriolis_matrix_o[46];
        coriolis_matrix_t[137] = coriolis_matrix_t[169] + coriolis_matrix_t[31];
        coriolis_matrix_t[123] = coriolis_matrix_t[44] + coriolis_matrix_t[169];
        coriolis_matrix_o[33] = -(coriolis_matrix_t[123]);
        coriolis_matrix_o[44] =
            coriolis_matrix_t[55] + coriolis_matrix_t[137] + coriolis_matrix_o[33];
        coriolis_matrix_t[144] = (-0.32) * coriolis_matrix_t[4];
        coriolis_matrix_t[53] = coriolis_matrix_t[22] * coriolis_matrix_t[144];
        coriolis_matrix_t[38] = -(coriolis_matrix_t[68]);
        coriolis_matrix_t[36] = 0.32 * coriolis_matrix_t[16];
        coriolis_matrix_t[148] =
            coriolis_matrix_t[53] + coriolis_matrix_t[38] + coriolis_matrix_t[36];
        coriolis_matrix_o[46] = coriolis_matrix_o[13] + coriolis_matrix_t[60];
        coriolis_matrix_t[31] = -(coriolis_matrix_o[46]);
        coriolis_matrix_t[44] = coriolis_matrix_t[50] + coriolis_matrix_t[31];
        coriolis_matrix_t[123] = coriolis_matrix_t[3] * coriolis_matrix_t[44];
        coriolis_matrix_o[33] = coriolis_matrix_t[71] + coriolis_matrix_t[123];
        coriolis_matrix_t[16] = (-0.36) * coriolis_matrix_o[33];
        coriolis_matrix_t[36] = coriolis_matrix_t[148] + coriolis_matrix_t[16];
        coriolis_matrix_t[38] = coriolis_matrix_t[28] * coriolis_matrix_t[64];
        coriolis_matrix_t[53] = coriolis_matrix_o[8] * coriolis_matrix_t[44];
        coriolis_matrix_o[13] = coriolis_matrix_t[38] + coriolis_matrix_t[53];
        coriolis_matrix_t[60] = coriolis_matrix_t[1] * coriolis_matrix_o[13];
        coriolis_matrix_o[46] = coriolis_matrix_t[0] * coriolis_matrix_o[33];
        coriolis_matrix_t[31] = coriolis_matrix_t[60] + coriolis_matrix_o[46];
        coriolis_matrix_t[71] = (-0.4) * coriolis_matrix_t[31];
        coriolis_matrix_t[123] = coriolis_matrix_t[36] + coriolis_matrix_t[71];
        coriolis_matrix_t[16] = coriolis_matrix_t[63] + coriolis_matrix_t[36];
        coriolis_matrix_t[64] = -(coriolis_matrix_t[16]);
        coriolis_matrix_t[44] =
            coriolis_matrix_t[61] + coriolis_matrix_t[123] + coriolis_matrix_t[64];
        coriolis_matrix_t[38] = coriolis_matrix_o[44] + coriolis_matrix_t[44];
        coriolis_matrix_t[53] = qd3 * coriolis_matrix_t[38];
        coriolis_matrix_o[13] = coriolis_matrix_t[24] * coriolis_matrix_t[156];
        coriolis_matrix_o[33] = coriolis_matrix_o[28] * coriolis_matrix_t[143];
        coriolis_matrix_o[46] = (-0.32) * coriolis_matrix_o[33];
        coriolis_matrix_t[60] = 0.32 * coriolis_matrix_o[14];
        coriolis_matrix_t[31] = coriolis_matrix_o[46] + coriolis_matrix_t[60];
        coriolis_matrix_t[71] = coriolis_matrix_o[10] * coriolis_matrix_t[153];
        coriolis_matrix_t[63] = coriolis_matrix_o[33] + coriolis_matrix_t[71];
        coriolis_matrix_t[16] = coriolis_matrix_o[8] * coriolis_matrix_t[63];
        coriolis_matrix_t[64] = coriolis_matrix_o[37] + coriolis_matrix_t[16];
        coriolis_matrix_t[24] = coriolis_matrix_t[162] + coriolis_matrix_t[64];
        coriolis_matrix_o[46] = (-0.36) * coriolis_matrix_t[24];
        coriolis_matrix_t[60] =
            coriolis_matrix_o[13] + coriolis_matrix_t[31] + coriolis_matrix_o[46];
        coriolis_matrix_o[10] = coriolis_matrix_t[3] * coriolis_matrix_t[63];
        coriolis_matrix_t[153] = coriolis_matrix_t[155] + coriolis_matrix_o[10];
        coriolis_matrix_t[71] = -(coriolis_matrix_t[153]);
        coriolis_matrix_t[16] = coriolis_matrix_t[158] + coriolis_matrix_t[71];
        coriolis_matrix_o[37] = coriolis_matrix_t[1] * coriolis_matrix_t[16];
        coriolis_matrix_t[162] = coriolis_matrix_o[29] + coriolis_matrix_t[64];
        coriolis_matrix_t[24] = coriolis_matrix_t[0] * coriolis_matrix_t[162];
        coriolis_matrix_o[13] = coriolis_matrix_o[37] + coriolis_matrix_t[24];
        coriolis_matrix_o[46] = (-0.4) * coriolis_matrix_o[13];
        coriolis_matrix_t[63] = coriolis_matrix_t[60] + coriolis_matrix_o[46];
        coriolis_matrix_o[10] = coriolis_matrix_t[137] + coriolis_matrix_t[60];
        coriolis_matrix_t[153] = -(coriolis_matrix_o[10]);
        coriolis_matrix_t[71] =
            coriolis_matrix_t[169] + coriolis_matrix_t[63] + coriolis_matrix_t[153];
        coriolis_matrix_t[158] = 0.32 * coriolis_matrix_o[28];
        coriolis_matrix_t[16] = coriolis_matrix_t[79] * coriolis_matrix_t[158];
        coriolis_matrix_t[64] = coriolis_matrix_t[77] * coriolis_matrix_t[144];
        coriolis_matrix_t[162] = -(coriolis_matrix_o[25]);
        coriolis_matrix_t[24] =
            coriolis_matrix_t[16] + coriolis_matrix_t[64] + coriolis_matrix_t[162];
        coriolis_matrix_o[37] = -(coriolis_matrix_t[78]);
        coriolis_matrix_o[13] = coriolis_matrix_t[3] * coriolis_matrix_o[37];
        coriolis_matrix_o[46] = coriolis_matrix_t[90] + coriolis_matrix_o[13];
        coriolis_matrix_t[137] = (-0.36) * coriolis_matrix_o[46];
        coriolis_matrix_o[10] = coriolis_matrix_t[24] + coriolis_matrix_t[137];
        coriolis_matrix_t[153] = coriolis_matrix_t[28] * coriolis_matrix_o[11];
        coriolis_matrix_t[79] = coriolis_matrix_o[8] * coriolis_matrix_o[37];
        coriolis_matrix_t[16] = coriolis_matrix_t[153] + coriolis_matrix_t[79];
        coriolis_matrix_t[64] = coriolis_matrix_t[1] * coriolis_matrix_t[16];
        coriolis_matrix_t[162] = coriolis_matrix_t[0] * coriolis_matrix_o[46];
        coriolis_matrix_t[78] = coriolis_matrix_t[64] + coriolis_matrix_t[162];
        coriolis_matrix_o[13] = (-0.4) * coriolis_matrix_t[78];
        coriolis_matrix_t[90] = coriolis_matrix_o[10] + coriolis_matrix_o[13];
        coriolis_matrix_t[137] = coriolis_matrix_t[83] + coriolis_matrix_o[10];
        coriolis_matrix_o[11] = -(coriolis_matrix_t[137]);
        coriolis_matrix_o[37] =
            coriolis_matrix_t[45] + coriolis_matrix_t[90] + coriolis_matrix_o[11];
        coriolis_matrix_t[79] = coriolis_matrix_t[71] + coriolis_matrix_o[37];
        coriolis_matrix_t[153] = qd4 * coriolis_matrix_t[79];
        coriolis_matrix_t[16] = coriolis_matrix_o[38] * coriolis_matrix_t[158];
        coriolis_matrix_o[46] = coriolis_matrix_t[94] * coriolis_matrix_t[144];
        coriolis_matrix_t[64] = -(coriolis_matrix_t[104]);
        coriolis_matrix_t[162] =
            coriolis_matrix_t[16] + coriolis_matrix_o[46] + coriolis_matrix_t[64];
        coriolis_matrix_t[78] = -(coriolis_matrix_t[97]);
        coriolis_matrix_o[13] = coriolis_matrix_t[3] * coriolis_matrix_t[78];
        coriolis_matrix_t[83] = coriolis_matrix_t[84] + coriolis_matrix_o[13];
        coriolis_matrix_t[137] = (-0.36) * coriolis_matrix_t[83];
        coriolis_matrix_o[11] = coriolis_matrix_t[162] + coriolis_matrix_t[137];
        coriolis_matrix_t[144] = coriolis_matrix_t[28] * coriolis_matrix_t[62];
        coriolis_matrix_t[16] = coriolis_matrix_o[8] * coriolis_matrix_t[78];
        coriolis_matrix_o[46] = coriolis_matrix_t[144] + coriolis_matrix_t[16];
        coriolis_matrix_t[64] = coriolis_matrix_t[1] * coriolis_matrix_o[46];
        coriolis_matrix_t[97] = coriolis_matrix_t[0] * coriolis_matrix_t[83];
        coriolis_matrix_o[13] = coriolis_matrix_t[64] + coriolis_matrix_t[97];
        coriolis_matrix_t[84] = (-0.4) * coriolis_matrix_o[13];
        coriolis_matrix_t[137] = coriolis_matrix_o[11] + coriolis_matrix_t[84];
        coriolis_matrix_t[62] = coriolis_matrix_o[2] + coriolis_matrix_o[11];
        coriolis_matrix_t[78] = -(coriolis_matrix_t[62]);
        coriolis_matrix_t[16] =
            coriolis_matrix_t[33] + coriolis_matrix_t[137] + coriolis_matrix_t[78];
        coriolis_matrix_t[144] = (-0.32) * coriolis_matrix_o[45];
        coriolis_matrix_o[46] = 0.32 * coriolis_matrix_o[43];
        coriolis_matrix_t[83] = coriolis_matrix_t[144] + coriolis_matrix_o[46];
        coriolis_matrix_t[64] = -(coriolis_matrix_o[43]);
        coriolis_matrix_t[97] = coriolis_matrix_o[45] + coriolis_matrix_t[64];
        coriolis_matrix_o[13] = coriolis_matrix_o[8] * coriolis_matrix_t[97];
        coriolis_matrix_t[84] = coriolis_matrix_t[116] + coriolis_matrix_o[13];
        coriolis_matrix_o[2] = coriolis_matrix_o[3] + coriolis_matrix_t[84];
        coriolis_matrix_t[62] = (-0.36) * coriolis_matrix_o[2];
        coriolis_matrix_t[78] =
            coriolis_matrix_t[121] + coriolis_matrix_t[83] + coriolis_matrix_t[62];
        coriolis_matrix_o[46] = coriolis_matrix_t[3] * coriolis_matrix_t[97];
        coriolis_matrix_t[144] = coriolis_matrix_t[117] + coriolis_matrix_o[46];
        coriolis_matrix_t[64] = -(coriolis_matrix_t[144]);
        coriolis_matrix_o[13] = coriolis_matrix_t[124] + coriolis_matrix_t[64];
        coriolis_matrix_t[116] = coriolis_matrix_t[1] * coriolis_matrix_o[13];
        coriolis_matrix_o[2] = coriolis_matrix_t[54] + coriolis_matrix_t[84];
        coriolis_matrix_t[62] = coriolis_matrix_t[0] * coriolis_matrix_o[2];
        coriolis_matrix_t[121] = coriolis_matrix_t[116] + coriolis_matrix_t[62];
        coriolis_matrix_t[97] = (-0.4) * coriolis_matrix_t[121];
        coriolis_matrix_o[46] = coriolis_matrix_t[78] + coriolis_matrix_t[97];
        coriolis_matrix_t[144] = coriolis_matrix_t[63] + coriolis_matrix_t[78];
        coriolis_matrix_t[64] = -(coriolis_matrix_t[144]);
        coriolis_matrix_t[124] =
            coriolis_matrix_t[60] + coriolis_matrix_o[46] + coriolis_matrix_t[64];
        coriolis_matrix_o[13] = coriolis_matrix_t[16] + coriolis_matrix_t[124];
        coriolis_matrix_t[84] = qd5 * coriolis_matrix_o[13];
        coriolis_matrix_o[2] = -(coriolis_matrix_o[46]);
        coriolis_matrix_t[62] = coriolis_matrix_t[78] + coriolis_matrix_o[2];
        coriolis_matrix_t[116] = 0.32 * coriolis_matrix_o[45];
        coriolis_matrix_t[121] = (-0.32) * coriolis_matrix_o[43];
        coriolis_matrix_t[97] = -(coriolis_matrix_t[128]);
        coriolis_matrix_t[63] =
            coriolis_matrix_t[116] + coriolis_matrix_t[121] + coriolis_matrix_t[97];
        coriolis_matrix_t[144] = -(coriolis_matrix_o[23]);
        coriolis_matrix_t[64] = coriolis_matrix_t[3] * coriolis_matrix_t[144];
        coriolis_matrix_o[46] = coriolis_matrix_o[3] + coriolis_matrix_t[64];
        coriolis_matrix_o[2] = (-0.36) * coriolis_matrix_o[46];
        coriolis_matrix_t[97] = coriolis_matrix_t[63] + coriolis_matrix_o[2];
        coriolis_matrix_t[121] = coriolis_matrix_t[28] * coriolis_matrix_t[118];
        coriolis_matrix_t[64] = coriolis_matrix_o[8] * coriolis_matrix_t[144];
        coriolis_matrix_o[3] = coriolis_matrix_t[121] + coriolis_matrix_t[64];
        coriolis_matrix_o[2] = coriolis_matrix_t[1] * coriolis_matrix_o[3];
        coriolis_matrix_t[144] = coriolis_matrix_t[0] * coriolis_matrix_o[46];
        coriolis_matrix_t[64] = coriolis_matrix_o[2] + coriolis_matrix_t[144];
        coriolis_matrix_t[121] = (-0.4) * coriolis_matrix_t[64];
        coriolis_matrix_o[3] = coriolis_matrix_t[97] + coriolis_matrix_t[121];
        coriolis_matrix_o[46] = coriolis_matrix_t[165] + coriolis_matrix_t[97];
        coriolis_matrix_o[2] = -(coriolis_matrix_o[46]);
        coriolis_matrix_t[144] =
            coriolis_matrix_t[167] + coriolis_matrix_o[3] + coriolis_matrix_o[2];
        coriolis_matrix_t[64] = coriolis_matrix_t[62] + coriolis_matrix_t[144];
        coriolis_matrix_t[121] = qd6 * coriolis_matrix_t[64];
        coriolis_matrix_t[165] = coriolis_matrix_t[35]
            + coriolis_matrix_o[32]
            + coriolis_matrix_t[53]
            + coriolis_matrix_t[153]
            + coriolis_matrix_t[84]
            + coriolis_matrix_t[121];
        coriolis_matrix_o[46] = 0.5 * coriolis_matrix_t[165];
        coriolis_matrix_o[2] = coriolis_matrix_t[80] + coriolis_matrix_o[46];
        coriolis_matrix_t[35] = coriolis_matrix_o[12] * coriolis_matrix_t[158];
        coriolis_matrix_t[53] = (-0.28) * coriolis_matrix_t[22];
        coriolis_matrix_t[84] = coriolis_matrix_t[136] + coriolis_matrix_t[133];
        coriolis_matrix_t[121] = coriolis_matrix_t[27] + coriolis_matrix_t[84];
        coriolis_matrix_o[32] = (-0.32) * coriolis_matrix_t[121];
        coriolis_matrix_t[153] =
            coriolis_matrix_t[35] + coriolis_matrix_t[53] + coriolis_matrix_o[32];
        coriolis_matrix_t[165] = coriolis_matrix_t[50] + coriolis_matrix_t[140];
        coriolis_matrix_o[46] = -(coriolis_matrix_t[165]);
        coriolis_matrix_t[80] = coriolis_matrix_t[141] + coriolis_matrix_o[46];
        coriolis_matrix_o[12] = coriolis_matrix_t[3] * coriolis_matrix_t[80];
        coriolis_matrix_t[22] = coriolis_matrix_t[72] + coriolis_matrix_t[121];
        coriolis_matrix_t[133] = coriolis_matrix_o[8] * coriolis_matrix_t[22];
        coriolis_matrix_t[136] = coriolis_matrix_o[12] + coriolis_matrix_t[133];
        coriolis_matrix_t[27] = (-0.36) * coriolis_matrix_t[136];
        coriolis_matrix_t[84] = coriolis_matrix_t[153] + coriolis_matrix_t[27];
        coriolis_matrix_t[35] = coriolis_matrix_t[28] * coriolis_matrix_t[22];
        coriolis_matrix_o[32] = coriolis_matrix_o[8] * coriolis_matrix_t[80];
        coriolis_matrix_t[50] = coriolis_matrix_t[35] + coriolis_matrix_o[32];
        coriolis_matrix_t[140] = coriolis_matrix_t[1] * coriolis_matrix_t[50];
        coriolis_matrix_t[165] = coriolis_matrix_t[0] * coriolis_matrix_t[136];
        coriolis_matrix_o[46] = coriolis_matrix_t[140] + coriolis_matrix_t[165];
        coriolis_matrix_t[141] = (-0.4) * coriolis_matrix_o[46];
        coriolis_matrix_t[72] = coriolis_matrix_t[84] + coriolis_matrix_t[141];
        coriolis_matrix_t[121] = coriolis_matrix_t[123] + coriolis_matrix_t[84];
        coriolis_matrix_o[12] = -(coriolis_matrix_t[121]);
        coriolis_matrix_t[133] =
            coriolis_matrix_t[36] + coriolis_matrix_t[72] + coriolis_matrix_o[12];
        coriolis_matrix_t[27] = qd3 * coriolis_matrix_t[133];
        coriolis_matrix_t[22] = qd0 * coriolis_matrix_t[74];
        coriolis_matrix_t[80] = qd1 * coriolis_matrix_o[22];
        coriolis_matrix_t[35] = qd2 * coriolis_matrix_t[38];
        coriolis_matrix_o[32] = coriolis_matrix_t[143] * coriolis_matrix_t[158];
        coriolis_matrix_t[50] = coriolis_matrix_o[17] * coriolis_matrix_t[21];
        coriolis_matrix_t[136] = (-0.28) * coriolis_matrix_t[50];
        coriolis_matrix_t[140] = 0.28 * coriolis_matrix_t[95];
        coriolis_matrix_t[165] = coriolis_matrix_t[136] + coriolis_matrix_t[140];
        coriolis_matrix_o[46] = -(coriolis_matrix_t[95]);
        coriolis_matrix_t[141] = coriolis_matrix_t[50] + coriolis_matrix_o[46];
        coriolis_matrix_t[123] = coriolis_matrix_t[4] * coriolis_matrix_t[141];
        coriolis_matrix_t[121] = coriolis_matrix_o[33] + coriolis_matrix_t[123];
        coriolis_matrix_o[12] = coriolis_matrix_o[14] + coriolis_matrix_t[121];
        coriolis_matrix_t[133] = (-0.32) * coriolis_matrix_o[12];
        coriolis_matrix_o[22] =
            coriolis_matrix_o[32] + coriolis_matrix_t[165] + coriolis_matrix_t[133];
        coriolis_matrix_t[38] = coriolis_matrix_o[28] * coriolis_matrix_t[141];
        coriolis_matrix_t[158] = coriolis_matrix_t[156] + coriolis_matrix_t[38];
        coriolis_matrix_t[21] = -(coriolis_matrix_t[158]);
        coriolis_matrix_t[136] = coriolis_matrix_t[157] + coriolis_matrix_t[21];
        coriolis_matrix_t[140] = coriolis_matrix_t[3] * coriolis_matrix_t[136];
        coriolis_matrix_o[46] = coriolis_matrix_t[151] + coriolis_matrix_t[121];
        coriolis_matrix_o[33] = coriolis_matrix_o[8] * coriolis_matrix_o[46];
        coriolis_matrix_t[123] = coriolis_matrix_t[140] + coriolis_matrix_o[33];
        coriolis_matrix_o[14] = (-0.36) * coriolis_matrix_t[123];
        coriolis_matrix_o[12] = coriolis_matrix_o[22] + coriolis_matrix_o[14];
        coriolis_matrix_o[32] = coriolis_matrix_t[28] * coriolis_matrix_o[46];
        coriolis_matrix_t[133] = coriolis_matrix_o[8] * coriolis_matrix_t[136];
        coriolis_matrix_t[141] = coriolis_matrix_o[32] + coriolis_matrix_t[133];
        coriolis_matrix_t[38] = coriolis_matrix_t[1] * coriolis_matrix_t[141];
        coriolis_matrix_t[156] = coriolis_matrix_t[0] * coriolis_matrix_t[123];
        coriolis_matrix_t[158] = coriolis_matrix_t[38] + coriolis_matrix_t[156];
        coriolis_matrix_t[21] = (-0.4) * coriolis_matrix_t[158];
        coriolis_matrix_t[157] = coriolis_matrix_o[12] + coriolis_matrix_t[21];
        coriolis_matrix_t[121] = coriolis_matrix_t[72] + coriolis_matrix_o[12];
        coriolis_matrix_t[151] = -(coriolis_matrix_t[121]);
        coriolis_matrix_o[33] =
            coriolis_matrix_t[84] + coriolis_matrix_t[157] + coriolis_matrix_t[151];
        coriolis_matrix_t[140] = (-0.28) * coriolis_matrix_t[26];
        coriolis_matrix_o[14] = -(coriolis_matrix_o[47]);
        coriolis_matrix_o[46] = 0.28 * coriolis_matrix_t[76];
        coriolis_matrix_t[136] =
            coriolis_matrix_t[140] + coriolis_matrix_o[14] + coriolis_matrix_o[46];
        coriolis_matrix_o[32] = coriolis_matrix_t[23] + coriolis_matrix_o[9];
        coriolis_matrix_t[133] = -(coriolis_matrix_o[32]);
        coriolis_matrix_t[141] = coriolis_matrix_t[58] + coriolis_matrix_t[133];
        coriolis_matrix_t[123] = coriolis_matrix_o[28] * coriolis_matrix_t[141];
        coriolis_matrix_t[38] = coriolis_matrix_t[82] + coriolis_matrix_t[123];
        coriolis_matrix_t[156] = (-0.32) * coriolis_matrix_t[38];
        coriolis_matrix_t[158] = coriolis_matrix_t[136] + coriolis_matrix_t[156];
        coriolis_matrix_t[21] = coriolis_matrix_t[30] * coriolis_matrix_t[77];
        coriolis_matrix_t[72] = coriolis_matrix_t[4] * coriolis_matrix_t[141];
        coriolis_matrix_t[121] = coriolis_matrix_t[21] + coriolis_matrix_t[72];
        coriolis_matrix_t[151] = coriolis_matrix_t[3] * coriolis_matrix_t[121];
        coriolis_matrix_t[76] = coriolis_matrix_o[8] * coriolis_matrix_t[38];
        coriolis_matrix_o[46] = coriolis_matrix_t[151] + coriolis_matrix_t[76];
        coriolis_matrix_t[140] = (-0.36) * coriolis_matrix_o[46];
        coriolis_matrix_o[14] = coriolis_matrix_t[158] + coriolis_matrix_t[140];
        coriolis_matrix_t[23] = coriolis_matrix_t[28] * coriolis_matrix_t[38];
        coriolis_matrix_o[9] = coriolis_matrix_o[8] * coriolis_matrix_t[121];
        coriolis_matrix_o[32] = coriolis_matrix_t[23] + coriolis_matrix_o[9];
        coriolis_matrix_t[133] = coriolis_matrix_t[1] * coriolis_matrix_o[32];
        coriolis_matrix_t[82] = coriolis_matrix_t[0] * coriolis_matrix_o[46];
        coriolis_matrix_t[123] = coriolis_matrix_t[133] + coriolis_matrix_t[82];
        coriolis_matrix_t[156] = (-0.4) * coriolis_matrix_t[123];
        coriolis_matrix_t[77] = coriolis_matrix_o[14] + coriolis_matrix_t[156];
        coriolis_matrix_t[141] = coriolis_matrix_t[90] + coriolis_matrix_o[14];
        coriolis_matrix_t[21] = -(coriolis_matrix_t[141]);
        coriolis_matrix_t[72] =
            coriolis_matrix_o[10] + coriolis_matrix_t[77] + coriolis_matrix_t[21];
        coriolis_matrix_t[76] = coriolis_matrix_o[33] + coriolis_matrix_t[72];
        coriolis_matrix_t[151] = qd4 * coriolis_matrix_t[76];
        coriolis_matrix_t[140] = 0.28 * coriolis_matrix_t[13];
        coriolis_matrix_t[38] = (-0.28) * coriolis_matrix_o[4];
        coriolis_matrix_t[121] = -(coriolis_matrix_t[103]);
        coriolis_matrix_t[23] =
            coriolis_matrix_t[140] + coriolis_matrix_t[38] + coriolis_matrix_t[121];
        coriolis_matrix_o[9] = -(coriolis_matrix_o[38]);
        coriolis_matrix_o[32] = coriolis_matrix_o[28] * coriolis_matrix_o[9];
        coriolis_matrix_o[46] = coriolis_matrix_t[100] + coriolis_matrix_o[32];
        coriolis_matrix_t[82] = (-0.32) * coriolis_matrix_o[46];
        coriolis_matrix_t[133] = coriolis_matrix_t[23] + coriolis_matrix_t[82];
        coriolis_matrix_t[123] = coriolis_matrix_t[30] * coriolis_matrix_t[94];
        coriolis_matrix_t[156] = coriolis_matrix_t[4] * coriolis_matrix_o[9];
        coriolis_matrix_t[90] = coriolis_matrix_t[123] + coriolis_matrix_t[156];
        coriolis_matrix_t[141] = coriolis_matrix_t[3] * coriolis_matrix_t[90];
        coriolis_matrix_t[21] = coriolis_matrix_o[8] * coriolis_matrix_o[46];
        coriolis_matrix_t[13] = coriolis_matrix_t[141] + coriolis_matrix_t[21];
        coriolis_matrix_t[38] = (-0.36) * coriolis_matrix_t[13];
        coriolis_matrix_t[121] = coriolis_matrix_t[133] + coriolis_matrix_t[38];
        coriolis_matrix_t[140] = coriolis_matrix_t[28] * coriolis_matrix_o[46];
        coriolis_matrix_o[38] = coriolis_matrix_o[8] * coriolis_matrix_t[90];
        coriolis_matrix_t[100] = coriolis_matrix_t[140] + coriolis_matrix_o[38];
        coriolis_matrix_o[32] = coriolis_matrix_t[1] * coriolis_matrix_t[100];
        coriolis_matrix_t[82] = coriolis_matrix_t[0] * coriolis_matrix_t[13];
        coriolis_matrix_t[94] = coriolis_matrix_o[32] + coriolis_matrix_t[82];
        coriolis_matrix_o[9] = (-0.4) * coriolis_matrix_t[94];
        coriolis_matrix_t[123] = coriolis_matrix_t[121] + coriolis_matrix_o[9];
        coriolis_matrix_t[156] = coriolis_matrix_t[137] + coriolis_matrix_t[121];
        coriolis_matrix_t[21] = -(coriolis_matrix_t[156]);
        coriolis_matrix_t[141] =
            coriolis_matrix_o[11] + coriolis_matrix_t[123] + coriolis_matrix_t[21];
        coriolis_matrix_t[38] = (-0.28) * coriolis_matrix_o[7];
        coriolis_matrix_o[46] = 0.28 * coriolis_matrix_t[111];
        coriolis_matrix_t[90] = coriolis_matrix_t[38] + coriolis_matrix_o[46];
        coriolis_matrix_o[38] = -(coriolis_matrix_t[111]);
        coriolis_matrix_t[140] = coriolis_matrix_o[7] + coriolis_matrix_o[38];
        coriolis_matrix_t[100] = coriolis_matrix_t[4] * coriolis_matrix_t[140];
        coriolis_matrix_t[13] = coriolis_matrix_o[45] + coriolis_matrix_t[100];
        coriolis_matrix_t[82] = coriolis_matrix_o[43] + coriolis_matrix_t[13];
        coriolis_matrix_o[32] = (-0.32) * coriolis_matrix_t[82];
        coriolis_matrix_t[94] =
            coriolis_matrix_t[116] + coriolis_matrix_t[90] + coriolis_matrix_o[32];
        coriolis_matrix_o[9] = coriolis_matrix_o[28] * coriolis_matrix_t[140];
        coriolis_matrix_t[137] = coriolis_matrix_o[23] + coriolis_matrix_o[9];
        coriolis_matrix_t[156] = -(coriolis_matrix_t[137]);
        coriolis_matrix_t[21] = coriolis_matrix_t[115] + coriolis_matrix_t[156];
        coriolis_matrix_o[46] = coriolis_matrix_t[3] * coriolis_matrix_t[21];
        coriolis_matrix_t[38] = coriolis_matrix_t[118] + coriolis_matrix_t[13];
        coriolis_matrix_o[38] = coriolis_matrix_o[8] * coriolis_matrix_t[38];
        coriolis_matrix_t[100] = coriolis_matrix_o[46] + coriolis_matrix_o[38];
        coriolis_matrix_o[45] = (-0.36) * coriolis_matrix_t[100];
        coriolis_matrix_t[82] = coriolis_matrix_t[94] + coriolis_matrix_o[45];
        coriolis_matrix_t[116] = coriolis_matrix_t[28] * coriolis_matrix_t[38];
        coriolis_matrix_o[32] = coriolis_matrix_o[8] * coriolis_matrix_t[21];
        coriolis_matrix_t[140] = coriolis_matrix_t[116] + coriolis_matrix_o[32];
        coriolis_matrix_o[9] = coriolis_matrix_t[1] * coriolis_matrix_t[140];
        coriolis_matrix_o[23] = coriolis_matrix_t[0] * coriolis_matrix_t[100];
        coriolis_matrix_t[137] = coriolis_matrix_o[9] + coriolis_matrix_o[23];
        coriolis_matrix_t[115] = (-0.4) * coriolis_matrix_t[137];
        coriolis_matrix_t[156] = coriolis_matrix_t[82] + coriolis_matrix_t[115];
        coriolis_matrix_t[13] = coriolis_matrix_t[157] + coriolis_matrix_t[82];
        coriolis_matrix_t[118] = -(coriolis_matrix_t[13]);
        coriolis_matrix_o[46] =
            coriolis_matrix_o[12] + coriolis_matrix_t[156] + coriolis_matrix_t[118];
        coriolis_matrix_o[38] = coriolis_matrix_t[141] + coriolis_matrix_o[46];
        coriolis_matrix_o[45] = qd5 * coriolis_matrix_o[38];
        coriolis_matrix_t[38] = 0.28 * coriolis_matrix_o[7];
        coriolis_matrix_t[21] = (-0.28) * coriolis_matrix_t[111];
        coriolis_matrix_t[116] = -(coriolis_matrix_o[41]);
        coriolis_matrix_o[32] =
            coriolis_matrix_t[38] + coriolis_matrix_t[21] + coriolis_matrix_t[116];
        coriolis_matrix_t[140] = -(coriolis_matrix_t[113]);
        coriolis_matrix_t[100] = coriolis_matrix_o[28] * coriolis_matrix_t[140];
        coriolis_matrix_o[9] = coriolis_matrix_o[43] + coriolis_matrix_t[100];
        coriolis_matrix_o[23] = (-0.32) * coriolis_matrix_o[9];
        coriolis_matrix_t[137] = coriolis_matrix_o[32] + coriolis_matrix_o[23];
        coriolis_matrix_t[115] = coriolis_matrix_t[30] * coriolis_matrix_o[35];
        coriolis_matrix_t[157] = coriolis_matrix_t[4] * coriolis_matrix_t[140];
        coriolis_matrix_t[13] = coriolis_matrix_t[115] + coriolis_matrix_t[157];
        coriolis_matrix_t[118] = coriolis_matrix_t[3] * coriolis_matrix_t[13];
        coriolis_matrix_t[21] = coriolis_matrix_o[8] * coriolis_matrix_o[9];
        coriolis_matrix_t[116] = coriolis_matrix_t[118] + coriolis_matrix_t[21];
        coriolis_matrix_t[100] = (-0.36) * coriolis_matrix_t[116];
        coriolis_matrix_o[43] = coriolis_matrix_t[137] + coriolis_matrix_t[100];
        coriolis_matrix_o[23] = coriolis_matrix_t[28] * coriolis_matrix_o[9];
        coriolis_matrix_t[140] = coriolis_matrix_o[8] * coriolis_matrix_t[13];
        coriolis_matrix_t[115] = coriolis_matrix_o[23] + coriolis_matrix_t[140];
        coriolis_matrix_t[157] = coriolis_matrix_t[1] * coriolis_matrix_t[115];
        coriolis_matrix_t[21] = coriolis_matrix_t[0] * coriolis_matrix_t[116];
        coriolis_matrix_t[118] = coriolis_matrix_t[157] + coriolis_matrix_t[21];
        coriolis_matrix_t[100] = (-0.4) * coriolis_matrix_t[118];
        coriolis_matrix_o[9] = coriolis_matrix_o[43] + coriolis_matrix_t[100];
        coriolis_matrix_t[13] = coriolis_matrix_o[3] + coriolis_matrix_o[43];
        coriolis_matrix_o[23] = -(coriolis_matrix_t[13]);
        coriolis_matrix_t[140] =
            coriolis_matrix_t[97] + coriolis_matrix_o[9] + coriolis_matrix_o[23];
        coriolis_matrix_t[115] = -(coriolis_matrix_t[156]);
        coriolis_matrix_t[116] = coriolis_matrix_t[82] + coriolis_matrix_t[115];
        coriolis_matrix_t[21] = coriolis_matrix_t[140] + coriolis_matrix_t[116];
        coriolis_matrix_t[157] = qd6 * coriolis_matrix_t[21];
        coriolis_matrix_t[118] = coriolis_matrix_t[22]
            + coriolis_matrix_t[80]
            + coriolis_matrix_t[35]
            + coriolis_matrix_t[151]
            + coriolis_matrix_o[45]
            + coriolis_matrix_t[157];
        coriolis_matrix_t[100] = 0.5 * coriolis_matrix_t[118];
        coriolis_matrix_o[3] = coriolis_matrix_t[27] + coriolis_matrix_t[100];
        coriolis_matrix_t[13] = 0.28 * coriolis_matrix_t[50];
        coriolis_matrix_o[23] = (-0.24) * coriolis_matrix_t[14];
        coriolis_matrix_t[156] = (-0.01536) * coriolis_matrix_t[15];
        coriolis_matrix_t[115] = coriolis_matrix_o[23] + coriolis_matrix_t[156];
        coriolis_matrix_t[22] = coriolis_matrix_t[95] + coriolis_matrix_t[50];
        coriolis_matrix_t[35] = coriolis_matrix_t[26] + coriolis_matrix_t[22];
        coriolis_matrix_t[80] = (-0.28) * coriolis_matrix_t[35];
        coriolis_matrix_o[45] =
            coriolis_matrix_t[13] + coriolis_matrix_t[115] + coriolis_matrix_t[80];
        coriolis_matrix_t[151] = coriolis_matrix_t[58] + coriolis_matrix_t[143];
        coriolis_matrix_t[157] = -(coriolis_matrix_t[151]);
        coriolis_matrix_t[118] = coriolis_matrix_t[150] + coriolis_matrix_t[157];
        coriolis_matrix_t[27] = coriolis_matrix_o[28] * coriolis_matrix_t[118];
        coriolis_matrix_t[100] = coriolis_matrix_o[39] + coriolis_matrix_t[35];
        coriolis_matrix_t[15] = coriolis_matrix_t[4] * coriolis_matrix_t[100];
        coriolis_matrix_o[23] = coriolis_matrix_t[27] + coriolis_matrix_t[15];
        coriolis_matrix_t[156] = (-0.32) * coriolis_matrix_o[23];
        coriolis_matrix_t[50] = coriolis_matrix_o[45] + coriolis_matrix_t[156];
        coriolis_matrix_t[95] = coriolis_matrix_t[30] * coriolis_matrix_t[100];
        coriolis_matrix_t[22] = coriolis_matrix_t[4] * coriolis_matrix_t[118];
        coriolis_matrix_t[26] = coriolis_matrix_t[95] + coriolis_matrix_t[22];
        coriolis_matrix_t[13] = coriolis_matrix_t[3] * coriolis_matrix_t[26];
        coriolis_matrix_t[80] = coriolis_matrix_o[8] * coriolis_matrix_o[23];
        coriolis_matrix_t[58] = coriolis_matrix_t[13] + coriolis_matrix_t[80];
        coriolis_matrix_t[143] = (-0.36) * coriolis_matrix_t[58];
        coriolis_matrix_t[151] = coriolis_matrix_t[50] + coriolis_matrix_t[143];
        coriolis_matrix_t[150] = coriolis_matrix_t[28] * coriolis_matrix_o[23];
        coriolis_matrix_t[157] = coriolis_matrix_o[8] * coriolis_matrix_t[26];
        coriolis_matrix_t[35] = coriolis_matrix_t[150] + coriolis_matrix_t[157];
        coriolis_matrix_o[39] = coriolis_matrix_t[1] * coriolis_matrix_t[35];
        coriolis_matrix_t[15] = coriolis_matrix_t[0] * coriolis_matrix_t[58];
        coriolis_matrix_t[27] = coriolis_matrix_o[39] + coriolis_matrix_t[15];
        coriolis_matrix_t[156] = (-0.4) * coriolis_matrix_t[27];
        coriolis_matrix_t[100] = coriolis_matrix_t[151] + coriolis_matrix_t[156];
        coriolis_matrix_t[118] = coriolis_matrix_t[77] + coriolis_matrix_t[151];
        coriolis_matrix_t[22] = -(coriolis_matrix_t[118]);
        coriolis_matrix_t[95] =
            coriolis_matrix_o[14] + coriolis_matrix_t[100] + coriolis_matrix_t[22];
        coriolis_matrix_t[13] = qd4 * coriolis_matrix_t[95];
        coriolis_matrix_t[80] = qd0 * coriolis_matrix_t[93];
        coriolis_matrix_t[143] = qd1 * coriolis_matrix_t[91];
        coriolis_matrix_o[23] = qd2 * coriolis_matrix_t[79];
        coriolis_matrix_t[26] = qd3 * coriolis_matrix_t[76];
        coriolis_matrix_t[150] = (-0.01536) * coriolis_matrix_o[21];
        coriolis_matrix_t[157] = 0.24 * coriolis_matrix_t[14];
        coriolis_matrix_t[35] = (-0.0256) * coriolis_matrix_t[10];
        coriolis_matrix_t[58] =
            coriolis_matrix_t[150] + coriolis_matrix_t[157] + coriolis_matrix_t[35];
        coriolis_matrix_t[15] = coriolis_matrix_o[5] + coriolis_matrix_t[107];
        coriolis_matrix_o[39] = coriolis_matrix_o[17] * coriolis_matrix_t[15];
        coriolis_matrix_t[27] = coriolis_matrix_o[4] + coriolis_matrix_o[39];
        coriolis_matrix_t[156] = (-0.28) * coriolis_matrix_t[27];
        coriolis_matrix_t[77] = coriolis_matrix_t[58] + coriolis_matrix_t[156];
        coriolis_matrix_t[118] = coriolis_matrix_t[17] * coriolis_matrix_t[11];
        coriolis_matrix_t[22] = coriolis_matrix_t[6] * coriolis_matrix_t[15];
        coriolis_matrix_t[95] = coriolis_matrix_t[118] + coriolis_matrix_t[22];
        coriolis_matrix_t[91] = coriolis_matrix_o[28] * coriolis_matrix_t[95];
        coriolis_matrix_t[79] = coriolis_matrix_t[4] * coriolis_matrix_t[27];
        coriolis_matrix_t[76] = coriolis_matrix_t[91] + coriolis_matrix_t[79];
        coriolis_matrix_t[14] = (-0.32) * coriolis_matrix_t[76];
        coriolis_matrix_t[150] = coriolis_matrix_t[77] + coriolis_matrix_t[14];
        coriolis_matrix_t[157] = coriolis_matrix_t[30] * coriolis_matrix_t[27];
        coriolis_matrix_o[5] = coriolis_matrix_t[4] * coriolis_matrix_t[95];
        coriolis_matrix_t[107] = coriolis_matrix_t[157] + coriolis_matrix_o[5];
        coriolis_matrix_o[4] = coriolis_matrix_t[3] * coriolis_matrix_t[107];
        coriolis_matrix_o[39] = coriolis_matrix_o[8] * coriolis_matrix_t[76];
        coriolis_matrix_t[156] = coriolis_matrix_o[4] + coriolis_matrix_o[39];
        coriolis_matrix_t[11] = (-0.36) * coriolis_matrix_t[156];
        coriolis_matrix_t[15] = coriolis_matrix_t[150] + coriolis_matrix_t[11];
        coriolis_matrix_t[22] = coriolis_matrix_t[28] * coriolis_matrix_t[76];
        coriolis_matrix_t[118] = coriolis_matrix_o[8] * coriolis_matrix_t[107];
        coriolis_matrix_t[79] = coriolis_matrix_t[22] + coriolis_matrix_t[118];
        coriolis_matrix_t[91] = coriolis_matrix_t[1] * coriolis_matrix_t[79];
        coriolis_matrix_t[14] = coriolis_matrix_t[0] * coriolis_matrix_t[156];
        coriolis_matrix_t[27] = coriolis_matrix_t[91] + coriolis_matrix_t[14];
        coriolis_matrix_t[95] = (-0.4) * coriolis_matrix_t[27];
        coriolis_matrix_o[5] = coriolis_matrix_t[15] + coriolis_matrix_t[95];
        coriolis_matrix_t[157] = coriolis_matrix_t[123] + coriolis_matrix_t[15];
        coriolis_matrix_o[4] = -(coriolis_matrix_t[157]);
        coriolis_matrix_o[39] =
            coriolis_matrix_t[121] + coriolis_matrix_o[5] + coriolis_matrix_o[4];
        coriolis_matrix_t[11] = (-0.01536) * coriolis_matrix_t[109];
        coriolis_matrix_t[76] = 0.064 * coriolis_matrix_t[109];
        coriolis_matrix_t[107] = coriolis_matrix_t[6] * coriolis_matrix_t[76];
        coriolis_matrix_t[22] = coriolis_matrix_o[7] + coriolis_matrix_t[107];
        coriolis_matrix_t[118] = coriolis_matrix_t[111] + coriolis_matrix_t[22];
        coriolis_matrix_t[79] = (-0.28) * coriolis_matrix_t[118];
        coriolis_matrix_t[156] =
            coriolis_matrix_t[38] + coriolis_matrix_t[11] + coriolis_matrix_t[79];
        coriolis_matrix_t[14] = coriolis_matrix_o[17] * coriolis_matrix_t[76];
        coriolis_matrix_t[91] = coriolis_matrix_t[113] + coriolis_matrix_t[14];
        coriolis_matrix_t[27] = -(coriolis_matrix_t[91]);
        coriolis_matrix_t[95] = coriolis_matrix_o[6] + coriolis_matrix_t[27];
        coriolis_matrix_t[123] = coriolis_matrix_o[28] * coriolis_matrix_t[95];
        coriolis_matrix_t[157] = coriolis_matrix_o[35] + coriolis_matrix_t[22];
        coriolis_matrix_o[4] = coriolis_matrix_t[4] * coriolis_matrix_t[157];
        coriolis_matrix_t[109] = coriolis_matrix_t[123] + coriolis_matrix_o[4];
        coriolis_matrix_o[7] = (-0.32) * coriolis_matrix_t[109];
        coriolis_matrix_t[107] = coriolis_matrix_t[156] + coriolis_matrix_o[7];
        coriolis_matrix_t[118] = coriolis_matrix_t[30] * coriolis_matrix_t[157];
        coriolis_matrix_t[38] = coriolis_matrix_t[4] * coriolis_matrix_t[95];
        coriolis_matrix_t[79] = coriolis_matrix_t[118] + coriolis_matrix_t[38];
        coriolis_matrix_t[76] = coriolis_matrix_t[3] * coriolis_matrix_t[79];
        coriolis_matrix_t[14] = coriolis_matrix_o[8] * coriolis_matrix_t[109];
        coriolis_matrix_t[113] = coriolis_matrix_t[76] + coriolis_matrix_t[14];
        coriolis_matrix_t[91] = (-0.36) * coriolis_matrix_t[113];
        coriolis_matrix_t[27] = coriolis_matrix_t[107] + coriolis_matrix_t[91];
        coriolis_matrix_o[6] = coriolis_matrix_t[28] * coriolis_matrix_t[109];
        coriolis_matrix_o[35] = coriolis_matrix_o[8] * coriolis_matrix_t[79];
        coriolis_matrix_t[22] = coriolis_matrix_o[6] + coriolis_matrix_o[35];
        coriolis_matrix_o[4] = coriolis_matrix_t[1] * coriolis_matrix_t[22];
        coriolis_matrix_t[123] = coriolis_matrix_t[0] * coriolis_matrix_t[113];
        coriolis_matrix_o[7] = coriolis_matrix_o[4] + coriolis_matrix_t[123];
        coriolis_matrix_t[157] = (-0.4) * coriolis_matrix_o[7];
        coriolis_matrix_t[95] = coriolis_matrix_t[27] + coriolis_matrix_t[157];
        coriolis_matrix_t[38] = coriolis_matrix_t[100] + coriolis_matrix_t[27];
        coriolis_matrix_t[118] = -(coriolis_matrix_t[38]);
        coriolis_matrix_t[14] =
            coriolis_matrix_t[151] + coriolis_matrix_t[95] + coriolis_matrix_t[118];
        coriolis_matrix_t[76] = coriolis_matrix_o[39] + coriolis_matrix_t[14];
        coriolis_matrix_t[91] = qd5 * coriolis_matrix_t[76];
        coriolis_matrix_t[109] = 0.01536 * coriolis_matrix_o[21];
        coriolis_matrix_t[79] = 0.01536 * coriolis_matrix_o[19];
        coriolis_matrix_o[35] = 0.0256 + coriolis_matrix_t[79];
        coriolis_matrix_o[6] = coriolis_matrix_t[10] * coriolis_matrix_o[35];
        coriolis_matrix_t[22] = coriolis_matrix_t[109] + coriolis_matrix_o[6];
        coriolis_matrix_t[113] = coriolis_matrix_o[24] + coriolis_matrix_t[92];
        coriolis_matrix_o[4] = coriolis_matrix_o[17] * coriolis_matrix_t[113];
        coriolis_matrix_t[123] = coriolis_matrix_t[111] + coriolis_matrix_o[4];
        coriolis_matrix_o[7] = (-0.28) * coriolis_matrix_t[123];
        coriolis_matrix_t[157] = coriolis_matrix_t[22] + coriolis_matrix_o[7];
        coriolis_matrix_t[100] = coriolis_matrix_t[17] * coriolis_matrix_t[110];
        coriolis_matrix_t[38] = coriolis_matrix_t[6] * coriolis_matrix_t[113];
        coriolis_matrix_t[118] = coriolis_matrix_t[100] + coriolis_matrix_t[38];
        coriolis_matrix_o[21] = coriolis_matrix_o[28] * coriolis_matrix_t[118];
        coriolis_matrix_o[19] = coriolis_matrix_t[4] * coriolis_matrix_t[123];
        coriolis_matrix_o[35] = coriolis_matrix_o[21] + coriolis_matrix_o[19];
        coriolis_matrix_o[6] = (-0.32) * coriolis_matrix_o[35];
        coriolis_matrix_o[24] = coriolis_matrix_t[157] + coriolis_matrix_o[6];
        coriolis_matrix_t[92] = coriolis_matrix_t[30] * coriolis_matrix_t[123];
        coriolis_matrix_o[17] = coriolis_matrix_t[4] * coriolis_matrix_t[118];
        coriolis_matrix_o[4] = coriolis_matrix_t[92] + coriolis_matrix_o[17];
        coriolis_matrix_t[111] = coriolis_matrix_t[3] * coriolis_matrix_o[4];
        coriolis_matrix_t[17] = coriolis_matrix_o[8] * coriolis_matrix_o[35];
        coriolis_matrix_t[110] = coriolis_matrix_t[111] + coriolis_matrix_t[17];
        coriolis_matrix_t[6] = (-0.36) * coriolis_matrix_t[110];
        coriolis_matrix_t[113] = coriolis_matrix_o[24] + coriolis_matrix_t[6];
        coriolis_matrix_t[38] = coriolis_matrix_t[28] * coriolis_matrix_o[35];
        coriolis_matrix_t[100] = coriolis_matrix_o[8] * coriolis_matrix_o[4];
        coriolis_matrix_o[28] = coriolis_matrix_t[38] + coriolis_matrix_t[100];
        coriolis_matrix_o[19] = coriolis_matrix_t[1] * coriolis_matrix_o[28];
        coriolis_matrix_o[21] = coriolis_matrix_t[0] * coriolis_matrix_t[110];
        coriolis_matrix_t[30] = coriolis_matrix_o[19] + coriolis_matrix_o[21];
        coriolis_matrix_t[123] = (-0.4) * coriolis_matrix_t[30];
        coriolis_matrix_t[4] = coriolis_matrix_t[113] + coriolis_matrix_t[123];
        coriolis_matrix_t[118] = coriolis_matrix_o[9] + coriolis_matrix_t[113];
        coriolis_matrix_o[17] = -(coriolis_matrix_t[118]);
        coriolis_matrix_t[92] =
            coriolis_matrix_o[43] + coriolis_matrix_t[4] + coriolis_matrix_o[17];
        coriolis_matrix_t[3] = -(coriolis_matrix_t[95]);
        coriolis_matrix_t[17] = coriolis_matrix_t[27] + coriolis_matrix_t[3];
        coriolis_matrix_t[111] = coriolis_matrix_t[92] + coriolis_matrix_t[17];
        coriolis_matrix_o[35] = qd6 * coriolis_matrix_t[111];
        coriolis_matrix_t[28] = coriolis_matrix_t[80]
            + coriolis_matrix_t[143]
            + coriolis_matrix_o[23]
            + coriolis_matrix_t[26]
            + coriolis_matrix_t[91]
            + coriolis_matrix_o[35];
        coriolis_matrix_o[8] = 0.5 * coriolis_matrix_t[28];
        coriolis_matrix_o[4] = coriolis_matrix_t[13] + coriolis_matrix_o[8];
        coriolis_matrix_t[38] = -(coriolis_matrix_o[5]);
        coriolis_matrix_t[100] = coriolis_matrix_t[15] + coriolis_matrix_t[38];
        coriolis_matrix_o[28] = qd5 * coriolis_matrix_t[100];
        coriolis_matrix_t[110] = qd0 * coriolis_matrix_t[108];
        coriolis_matrix_o[19] = qd1 * coriolis_matrix_o[18];
        coriolis_matrix_o[21] = qd2 * coriolis_matrix_o[13];
        coriolis_matrix_t[30] = qd3 * coriolis_matrix_o[38];
        coriolis_matrix_o[9] = qd4 * coriolis_matrix_t[76];
        coriolis_matrix_t[118] = 0.0128 + coriolis_matrix_t[79];
        coriolis_matrix_o[17] = coriolis_matrix_t[10] * coriolis_matrix_t[118];
        coriolis_matrix_t[95] = coriolis_matrix_t[109] + coriolis_matrix_o[17];
        coriolis_matrix_t[3] = coriolis_matrix_o[7] + coriolis_matrix_t[95];
        coriolis_matrix_o[35] = coriolis_matrix_o[6] + coriolis_matrix_t[3];
        coriolis_matrix_t[26] = coriolis_matrix_t[6] + coriolis_matrix_o[35];
        coriolis_matrix_t[80] = coriolis_matrix_t[123] + coriolis_matrix_t[26];
        coriolis_matrix_t[91] = coriolis_matrix_t[4] + coriolis_matrix_t[26];
        coriolis_matrix_o[23] = -(coriolis_matrix_t[91]);
        coriolis_matrix_t[143] =
            coriolis_matrix_t[113] + coriolis_matrix_t[80] + coriolis_matrix_o[23];
        coriolis_matrix_t[28] = qd6 * coriolis_matrix_t[143];
        coriolis_matrix_o[8] = coriolis_matrix_t[110]
            + coriolis_matrix_o[19]
            + coriolis_matrix_o[21]
            + coriolis_matrix_t[30]
            + coriolis_matrix_o[9]
            + coriolis_matrix_t[28];
        coriolis_matrix_t[13] = 0.5 * coriolis_matrix_o[8];
        coriolis_matrix_o[5] = coriolis_matrix_o[28] + coriolis_matrix_t[13];
        coriolis_matrix_t[38] = -(coriolis_matrix_t[80]);
        coriolis_matrix_t[100] = coriolis_matrix_t[26] + coriolis_matrix_t[38];
        coriolis_matrix_o[18] = qd6 * coriolis_matrix_t[100];
        coriolis_matrix_o[13] = qd0 * coriolis_matrix_t[42];
        coriolis_matrix_o[38] = qd1 * coriolis_matrix_t[43];
        coriolis_matrix_t[76] = qd2 * coriolis_matrix_t[64];
        coriolis_matrix_t[79] = qd3 * coriolis_matrix_t[21];
        coriolis_matrix_t[118] = qd4 * coriolis_matrix_t[111];
        coriolis_matrix_o[17] = qd5 * coriolis_matrix_t[143];
        coriolis_matrix_t[109] = coriolis_matrix_o[13]
            + coriolis_matrix_o[38]
            + coriolis_matrix_t[76]
            + coriolis_matrix_t[79]
            + coriolis_matrix_t[118]
            + coriolis_matrix_o[17];
        coriolis_matrix_o[7] = 0.5 * coriolis_matrix_t[109];
        coriolis_matrix_o[6] = coriolis_matrix_o[18] + coriolis_matrix_o[7];
        coriolis_matrix_t[6] = -(coriolis_matrix_t[40]);
        coriolis_matrix_t[123] = (-0.4) * coriolis_matrix_t[1];
        coriolis_matrix_t[4] = coriolis_matrix_o[15] * coriolis_matrix_t[123];
        coriolis_matrix_t[91] = 0.4 * coriolis_matrix_t[0];
        coriolis_matrix_o[23] = coriolis_matrix_t[99] * coriolis_matrix_t[91];
        coriolis_matrix_o[19] = coriolis_matrix_t[4] + coriolis_matrix_o[23];
        coriolis_matrix_o[21] = coriolis_matrix_t[6] + coriolis_matrix_o[19];
        coriolis_matrix_t[30] = 2.0 * coriolis_matrix_o[21];
        coriolis_matrix_o[9] = -(coriolis_matrix_t[47]);
        coriolis_matrix_t[110] = coriolis_matrix_t[30] + coriolis_matrix_o[9];
        coriolis_matrix_o[8] = qd0 * coriolis_matrix_t[110];
        coriolis_matrix_o[28] = -(coriolis_matrix_t[131]);
        coriolis_matrix_t[13] = coriolis_matrix_o[20] + coriolis_matrix_o[28];
        coriolis_matrix_t[80] = qd2 * coriolis_matrix_t[13];
        coriolis_matrix_t[38] = -(coriolis_matrix_o[27]);
        coriolis_matrix_t[100] = coriolis_matrix_t[70] + coriolis_matrix_t[38];
        coriolis_matrix_t[43] = qd3 * coriolis_matrix_t[100];
        coriolis_matrix_t[64] = -(coriolis_matrix_t[160]);
        coriolis_matrix_t[21] = coriolis_matrix_t[86] + coriolis_matrix_t[64];
        coriolis_matrix_t[111] = qd4 * coriolis_matrix_t[21];
        coriolis_matrix_o[17] = -(coriolis_matrix_t[163]);
        coriolis_matrix_o[13] = coriolis_matrix_t[66] + coriolis_matrix_o[17];
        coriolis_matrix_t[76] = qd5 * coriolis_matrix_o[13];
        coriolis_matrix_t[79] = -(coriolis_matrix_t[164]);
        coriolis_matrix_o[38] = coriolis_matrix_t[168] + coriolis_matrix_t[79];
        coriolis_matrix_t[118] = qd6 * coriolis_matrix_o[38];
        coriolis_matrix_t[109] = coriolis_matrix_o[8]
            + coriolis_matrix_t[80]
            + coriolis_matrix_t[43]
            + coriolis_matrix_t[111]
            + coriolis_matrix_t[76]
            + coriolis_matrix_t[118];
        coriolis_matrix_o[7] = 0.5 * coriolis_matrix_t[109];
        coriolis_matrix_o[18] = 2.0 * coriolis_matrix_t[65];
        coriolis_matrix_t[40] = coriolis_matrix_t[39] + coriolis_matrix_o[18];
        coriolis_matrix_t[1] = qd1 * coriolis_matrix_t[40];
        coriolis_matrix_o[15] = 2.0 * coriolis_matrix_t[52];
        coriolis_matrix_t[0] =
            coriolis_matrix_t[49] + coriolis_matrix_t[48] + coriolis_matrix_o[15];
        coriolis_matrix_t[99] = qd2 * coriolis_matrix_t[0];
        coriolis_matrix_t[4] = 2.0 * coriolis_matrix_t[61];
        coriolis_matrix_o[23] =
            coriolis_matrix_t[67] + coriolis_matrix_t[69] + coriolis_matrix_t[4];
        coriolis_matrix_t[6] = qd3 * coriolis_matrix_o[23];
        coriolis_matrix_o[21] = 2.0 * coriolis_matrix_t[45];
        coriolis_matrix_t[47] =
            coriolis_matrix_t[89] + coriolis_matrix_o[42] + coriolis_matrix_o[21];
        coriolis_matrix_t[30] = qd4 * coriolis_matrix_t[47];
        coriolis_matrix_o[9] = 2.0 * coriolis_matrix_t[33];
        coriolis_matrix_t[110] =
            coriolis_matrix_t[101] + coriolis_matrix_o[31] + coriolis_matrix_o[9];
        coriolis_matrix_o[28] = qd5 * coriolis_matrix_t[110];
        coriolis_matrix_t[38] = 2.0 * coriolis_matrix_t[167];
        coriolis_matrix_t[64] =
            coriolis_matrix_t[125] + coriolis_matrix_t[126] + coriolis_matrix_t[38];
        coriolis_matrix_o[17] = qd6 * coriolis_matrix_t[64];
        coriolis_matrix_t[79] = coriolis_matrix_t[1]
            + coriolis_matrix_t[99]
            + coriolis_matrix_t[6]
            + coriolis_matrix_t[30]
            + coriolis_matrix_o[28]
            + coriolis_matrix_o[17];
        coriolis_matrix_o[8] = 0.5 * coriolis_matrix_t[79];
        coriolis_matrix_t[43] =
            coriolis_matrix_t[49] + coriolis_matrix_t[52] + coriolis_matrix_o[36];
        coriolis_matrix_t[76] = -(coriolis_matrix_t[43]);
        coriolis_matrix_t[80] = coriolis_matrix_t[55] + coriolis_matrix_t[76];
        coriolis_matrix_t[111] = qd2 * coriolis_matrix_t[80];
        coriolis_matrix_t[118] = qd0 * coriolis_matrix_t[13];
        coriolis_matrix_t[109] = qd1 * coriolis_matrix_t[0];
        coriolis_matrix_t[39] = coriolis_matrix_t[55] + coriolis_matrix_t[149];
        coriolis_matrix_o[18] = -(coriolis_matrix_t[39]);
        coriolis_matrix_t[40] =
            coriolis_matrix_o[36] + coriolis_matrix_t[169] + coriolis_matrix_o[18];
        coriolis_matrix_o[15] =
            coriolis_matrix_t[67] + coriolis_matrix_t[61] + coriolis_matrix_t[148];
        coriolis_matrix_t[48] = -(coriolis_matrix_o[15]);
        coriolis_matrix_t[4] = coriolis_matrix_t[36] + coriolis_matrix_t[48];
        coriolis_matrix_t[69] = coriolis_matrix_t[40] + coriolis_matrix_t[4];
        coriolis_matrix_o[21] = qd3 * coriolis_matrix_t[69];
        coriolis_matrix_o[42] = coriolis_matrix_t[169] + coriolis_matrix_t[31];
        coriolis_matrix_o[9] = -(coriolis_matrix_o[42]);
        coriolis_matrix_o[31] =
            coriolis_matrix_t[149] + coriolis_matrix_t[60] + coriolis_matrix_o[9];
        coriolis_matrix_t[38] =
            coriolis_matrix_t[89] + coriolis_matrix_t[45] + coriolis_matrix_t[24];
        coriolis_matrix_t[126] = -(coriolis_matrix_t[38]);
        coriolis_matrix_t[1] = coriolis_matrix_o[10] + coriolis_matrix_t[126];
        coriolis_matrix_o[28] = coriolis_matrix_o[31] + coriolis_matrix_t[1];
        coriolis_matrix_t[6] = qd4 * coriolis_matrix_o[28];
        coriolis_matrix_o[17] =
            coriolis_matrix_t[101] + coriolis_matrix_t[33] + coriolis_matrix_t[162];
        coriolis_matrix_t[30] = -(coriolis_matrix_o[17]);
        coriolis_matrix_t[99] = coriolis_matrix_o[11] + coriolis_matrix_t[30];
        coriolis_matrix_t[79] = coriolis_matrix_t[60] + coriolis_matrix_t[83];
        coriolis_matrix_t[52] = -(coriolis_matrix_t[79]);
        coriolis_matrix_t[43] =
            coriolis_matrix_t[31] + coriolis_matrix_t[78] + coriolis_matrix_t[52];
        coriolis_matrix_t[76] = coriolis_matrix_t[99] + coriolis_matrix_t[43];
        coriolis_matrix_t[80] = qd5 * coriolis_matrix_t[76];
        coriolis_matrix_t[13] = -(coriolis_matrix_t[78]);
        coriolis_matrix_t[55] = coriolis_matrix_t[83] + coriolis_matrix_t[13];
        coriolis_matrix_t[39] =
            coriolis_matrix_t[125] + coriolis_matrix_t[167] + coriolis_matrix_t[63];
        coriolis_matrix_o[18] = -(coriolis_matrix_t[39]);
        coriolis_matrix_t[61] = coriolis_matrix_t[97] + coriolis_matrix_o[18];
        coriolis_matrix_o[15] = coriolis_matrix_t[55] + coriolis_matrix_t[61];
        coriolis_matrix_t[48] = qd6 * coriolis_matrix_o[15];
        coriolis_matrix_t[169] = coriolis_matrix_t[118]
            + coriolis_matrix_t[109]
            + coriolis_matrix_o[21]
            + coriolis_matrix_t[6]
            + coriolis_matrix_t[80]
            + coriolis_matrix_t[48];
        coriolis_matrix_o[42] = 0.5 * coriolis_matrix_t[169];
        coriolis_matrix_o[9] = coriolis_matrix_t[111] + coriolis_matrix_o[42];
        coriolis_matrix_t[45] = coriolis_matrix_t[36] + coriolis_matrix_t[153];
        coriolis_matrix_t[38] = -(coriolis_matrix_t[45]);
        coriolis_matrix_t[126] =
            coriolis_matrix_t[148] + coriolis_matrix_t[84] + coriolis_matrix_t[38];
        coriolis_matrix_t[33] = qd3 * coriolis_matrix_t[126];
        coriolis_matrix_o[17] = qd0 * coriolis_matrix_t[100];
        coriolis_matrix_t[30] = qd1 * coriolis_matrix_o[23];
        coriolis_matrix_t[60] = qd2 * coriolis_matrix_t[69];
        coriolis_matrix_t[79] = coriolis_matrix_t[84] + coriolis_matrix_o[22];
        coriolis_matrix_t[52] = -(coriolis_matrix_t[79]);
        coriolis_matrix_t[78] =
            coriolis_matrix_t[153] + coriolis_matrix_o[12] + coriolis_matrix_t[52];
        coriolis_matrix_t[13] = coriolis_matrix_o[10] + coriolis_matrix_t[158];
        coriolis_matrix_t[167] = -(coriolis_matrix_t[13]);
        coriolis_matrix_t[39] =
            coriolis_matrix_t[24] + coriolis_matrix_o[14] + coriolis_matrix_t[167];
        coriolis_matrix_o[18] = coriolis_matrix_t[78] + coriolis_matrix_t[39];
        coriolis_matrix_t[6] = qd4 * coriolis_matrix_o[18];
        coriolis_matrix_o[21] = coriolis_matrix_o[11] + coriolis_matrix_t[133];
        coriolis_matrix_t[48] = -(coriolis_matrix_o[21]);
        coriolis_matrix_t[80] =
            coriolis_matrix_t[162] + coriolis_matrix_t[121] + coriolis_matrix_t[48];
        coriolis_matrix_t[109] = coriolis_matrix_o[12] + coriolis_matrix_t[94];
        coriolis_matrix_t[118] = -(coriolis_matrix_t[109]);
        coriolis_matrix_t[169] =
            coriolis_matrix_o[22] + coriolis_matrix_t[82] + coriolis_matrix_t[118];
        coriolis_matrix_o[42] = coriolis_matrix_t[80] + coriolis_matrix_t[169];
        coriolis_matrix_t[111] = qd5 * coriolis_matrix_o[42];
        coriolis_matrix_t[36] = coriolis_matrix_t[97] + coriolis_matrix_t[137];
        coriolis_matrix_t[45] = -(coriolis_matrix_t[36]);
        coriolis_matrix_t[38] =
            coriolis_matrix_t[63] + coriolis_matrix_o[43] + coriolis_matrix_t[45];
        coriolis_matrix_t[126] = -(coriolis_matrix_t[82]);
        coriolis_matrix_t[100] = coriolis_matrix_t[94] + coriolis_matrix_t[126];
        coriolis_matrix_t[69] = coriolis_matrix_t[38] + coriolis_matrix_t[100];
        coriolis_matrix_t[84] = qd6 * coriolis_matrix_t[69];
        coriolis_matrix_t[79] = coriolis_matrix_o[17]
            + coriolis_matrix_t[30]
            + coriolis_matrix_t[60]
            + coriolis_matrix_t[6]
            + coriolis_matrix_t[111]
            + coriolis_matrix_t[84];
        coriolis_matrix_t[52] = 0.5 * coriolis_matrix_t[79];
        coriolis_matrix_o[10] = coriolis_matrix_t[33] + coriolis_matrix_t[52];
        coriolis_matrix_t[13] = coriolis_matrix_o[14] + coriolis_matrix_t[50];
        coriolis_matrix_t[167] = -(coriolis_matrix_t[13]);
        coriolis_matrix_o[11] =
            coriolis_matrix_t[158] + coriolis_matrix_t[151] + coriolis_matrix_t[167];
        coriolis_matrix_o[21] = qd4 * coriolis_matrix_o[11];
        coriolis_matrix_t[48] = qd0 * coriolis_matrix_t[21];
        coriolis_matrix_o[12] = qd1 * coriolis_matrix_t[47];
        coriolis_matrix_t[109] = qd2 * coriolis_matrix_o[28];
        coriolis_matrix_t[118] = qd3 * coriolis_matrix_o[18];
        coriolis_matrix_t[97] = coriolis_matrix_t[121] + coriolis_matrix_t[150];
        coriolis_matrix_t[36] = -(coriolis_matrix_t[97]);
        coriolis_matrix_t[45] =
            coriolis_matrix_t[133] + coriolis_matrix_t[15] + coriolis_matrix_t[36];
        coriolis_matrix_t[82] = coriolis_matrix_t[151] + coriolis_matrix_t[107];
        coriolis_matrix_t[126] = -(coriolis_matrix_t[82]);
        coriolis_matrix_t[6] =
            coriolis_matrix_t[50] + coriolis_matrix_t[27] + coriolis_matrix_t[126];
        coriolis_matrix_o[17] = coriolis_matrix_t[45] + coriolis_matrix_t[6];
        coriolis_matrix_t[30] = qd5 * coriolis_matrix_o[17];
        coriolis_matrix_t[60] = coriolis_matrix_o[43] + coriolis_matrix_o[24];
        coriolis_matrix_t[84] = -(coriolis_matrix_t[60]);
        coriolis_matrix_t[111] =
            coriolis_matrix_t[137] + coriolis_matrix_t[113] + coriolis_matrix_t[84];
        coriolis_matrix_t[79] = -(coriolis_matrix_t[27]);
        coriolis_matrix_t[33] = coriolis_matrix_t[107] + coriolis_matrix_t[79];
        coriolis_matrix_t[52] = coriolis_matrix_t[111] + coriolis_matrix_t[33];
        coriolis_matrix_o[14] = qd6 * coriolis_matrix_t[52];
        coriolis_matrix_t[13] = coriolis_matrix_t[48]
            + coriolis_matrix_o[12]
            + coriolis_matrix_t[109]
            + coriolis_matrix_t[118]
            + coriolis_matrix_t[30]
            + coriolis_matrix_o[14];
        coriolis_matrix_t[167] = 0.5 * coriolis_matrix_t[13];
        coriolis_matrix_o[11] = coriolis_matrix_o[21] + coriolis_matrix_t[167];
        coriolis_matrix_t[21] = -(coriolis_matrix_t[15]);
        coriolis_matrix_o[28] = coriolis_matrix_t[150] + coriolis_matrix_t[21];
        coriolis_matrix_o[18] = qd5 * coriolis_matrix_o[28];
        coriolis_matrix_t[121] = qd0 * coriolis_matrix_o[13];
        coriolis_matrix_t[97] = qd1 * coriolis_matrix_t[110];
        coriolis_matrix_t[36] = qd2 * coriolis_matrix_t[76];
        coriolis_matrix_t[151] = qd3 * coriolis_matrix_o[42];
        coriolis_matrix_t[82] = qd4 * coriolis_matrix_o[17];
        coriolis_matrix_t[126] = coriolis_matrix_t[113] + coriolis_matrix_o[35];
        coriolis_matrix_o[43] = -(coriolis_matrix_t[126]);
        coriolis_matrix_t[60] =
            coriolis_matrix_o[24] + coriolis_matrix_t[26] + coriolis_matrix_o[43];
        coriolis_matrix_t[84] = qd6 * coriolis_matrix_t[60];
        coriolis_matrix_t[27] = coriolis_matrix_t[121]
            + coriolis_matrix_t[97]
            + coriolis_matrix_t[36]
            + coriolis_matrix_t[151]
            + coriolis_matrix_t[82]
            + coriolis_matrix_t[84];
        coriolis_matrix_t[79] = 0.5 * coriolis_matrix_t[27];
        coriolis_matrix_o[12] = coriolis_matrix_o[18] + coriolis_matrix_t[79];
        coriolis_matrix_t[30] = -(coriolis_matrix_t[26]);
        coriolis_matrix_t[48] = coriolis_matrix_o[35] + coriolis_matrix_t[30];
        coriolis_matrix_t[109] = qd6 * coriolis_matrix_t[48];
        coriolis_matrix_t[118] = qd0 * coriolis_matrix_o[38];
        coriolis_matrix_o[14] = qd1 * coriolis_matrix_t[64];
        coriolis_matrix_t[13] = qd2 * coriolis_matrix_o[15];
        coriolis_matrix_o[21] = qd3 * coriolis_matrix_t[69];
        coriolis_matrix_t[167] = qd4 * coriolis_matrix_t[52];
        coriolis_matrix_t[15] = qd5 * coriolis_matrix_t[60];
        coriolis_matrix_t[21] = coriolis_matrix_t[118]
            + coriolis_matrix_o[14]
            + coriolis_matrix_t[13]
            + coriolis_matrix_o[21]
            + coriolis_matrix_t[167]
            + coriolis_matrix_t[15];
        coriolis_matrix_o[28] = 0.5 * coriolis_matrix_t[21];
        coriolis_matrix_o[13] = coriolis_matrix_t[109] + coriolis_matrix_o[28];
        coriolis_matrix_t[76] = -(coriolis_matrix_t[59]);
        coriolis_matrix_o[42] = -(coriolis_matrix_o[19]);
        coriolis_matrix_o[17] = coriolis_matrix_o[30] * coriolis_matrix_t[123];
        coriolis_matrix_t[113] = coriolis_matrix_o[16] * coriolis_matrix_t[91];
        coriolis_matrix_t[126] = coriolis_matrix_o[17] + coriolis_matrix_t[113];
        coriolis_matrix_o[43] = coriolis_matrix_o[42] + coriolis_matrix_t[126];
        coriolis_matrix_t[36] = 2.0 * coriolis_matrix_o[43];
        coriolis_matrix_t[82] = coriolis_matrix_t[76] + coriolis_matrix_t[36];
        coriolis_matrix_t[97] = qd0 * coriolis_matrix_t[82];
        coriolis_matrix_t[121] = -(coriolis_matrix_o[20]);
        coriolis_matrix_t[151] = coriolis_matrix_t[131] + coriolis_matrix_t[121];
        coriolis_matrix_t[27] = qd1 * coriolis_matrix_t[151];
        coriolis_matrix_t[79] = -(coriolis_matrix_o[44]);
        coriolis_matrix_o[18] = coriolis_matrix_t[44] + coriolis_matrix_t[79];
        coriolis_matrix_t[26] = qd3 * coriolis_matrix_o[18];
        coriolis_matrix_t[30] = -(coriolis_matrix_t[71]);
        coriolis_matrix_t[48] = coriolis_matrix_o[37] + coriolis_matrix_t[30];
        coriolis_matrix_o[38] = qd4 * coriolis_matrix_t[48];
        coriolis_matrix_o[15] = -(coriolis_matrix_t[124]);
        coriolis_matrix_t[69] = coriolis_matrix_t[16] + coriolis_matrix_o[15];
        coriolis_matrix_t[52] = qd5 * coriolis_matrix_t[69];
        coriolis_matrix_o[21] = -(coriolis_matrix_t[62]);
        coriolis_matrix_t[13] = coriolis_matrix_t[144] + coriolis_matrix_o[21];
        coriolis_matrix_t[15] = qd6 * coriolis_matrix_t[13];
        coriolis_matrix_t[118] = coriolis_matrix_t[97]
            + coriolis_matrix_t[27]
            + coriolis_matrix_t[26]
            + coriolis_matrix_o[38]
            + coriolis_matrix_t[52]
            + coriolis_matrix_t[15];
        coriolis_matrix_o[14] = 0.5 * coriolis_matrix_t[118];
        coriolis_matrix_t[167] = qd0 * coriolis_matrix_t[151];
        coriolis_matrix_t[21] = -(coriolis_matrix_t[65]);
        coriolis_matrix_o[28] = coriolis_matrix_t[129] + coriolis_matrix_t[21];
        coriolis_matrix_t[109] = 2.0 * coriolis_matrix_o[28];
        coriolis_matrix_t[59] = -(coriolis_matrix_t[0]);
        coriolis_matrix_o[19] = coriolis_matrix_t[109] + coriolis_matrix_t[59];
        coriolis_matrix_o[30] = qd1 * coriolis_matrix_o[19];
        coriolis_matrix_o[16] = -(coriolis_matrix_t[40]);
        coriolis_matrix_o[17] = coriolis_matrix_t[4] + coriolis_matrix_o[16];
        coriolis_matrix_t[113] = qd3 * coriolis_matrix_o[17];
        coriolis_matrix_o[42] = -(coriolis_matrix_o[31]);
        coriolis_matrix_o[43] = coriolis_matrix_t[1] + coriolis_matrix_o[42];
        coriolis_matrix_t[36] = qd4 * coriolis_matrix_o[43];
        coriolis_matrix_t[76] = -(coriolis_matrix_t[43]);
        coriolis_matrix_t[82] = coriolis_matrix_t[99] + coriolis_matrix_t[76];
        coriolis_matrix_o[20] = qd5 * coriolis_matrix_t[82];
        coriolis_matrix_t[121] = -(coriolis_matrix_t[55]);
        coriolis_matrix_t[131] = coriolis_matrix_t[61] + coriolis_matrix_t[121];
        coriolis_matrix_t[79] = qd6 * coriolis_matrix_t[131];
        coriolis_matrix_t[30] = coriolis_matrix_t[167]
            + coriolis_matrix_o[30]
            + coriolis_matrix_t[113]
            + coriolis_matrix_t[36]
            + coriolis_matrix_o[20]
            + coriolis_matrix_t[79];
        coriolis_matrix_o[15] = 0.5 * coriolis_matrix_t[30];
        coriolis_matrix_o[21] = 2.0 * coriolis_matrix_o[36];
        coriolis_matrix_t[15] = coriolis_matrix_t[49] + coriolis_matrix_o[21];
        coriolis_matrix_t[26] = qd2 * coriolis_matrix_t[15];
        coriolis_matrix_t[27] = 2.0 * coriolis_matrix_t[148];
        coriolis_matrix_t[52] =
            coriolis_matrix_t[68] + coriolis_matrix_t[67] + coriolis_matrix_t[27];
        coriolis_matrix_t[97] = qd3 * coriolis_matrix_t[52];
        coriolis_matrix_o[38] = 2.0 * coriolis_matrix_t[24];
        coriolis_matrix_t[118] =
            coriolis_matrix_o[25] + coriolis_matrix_t[89] + coriolis_matrix_o[38];
        coriolis_matrix_t[151] = qd4 * coriolis_matrix_t[118];
        coriolis_matrix_t[65] = 2.0 * coriolis_matrix_t[162];
        coriolis_matrix_t[21] =
            coriolis_matrix_t[104] + coriolis_matrix_t[101] + coriolis_matrix_t[65];
        coriolis_matrix_o[28] = qd5 * coriolis_matrix_t[21];
        coriolis_matrix_t[0] = 2.0 * coriolis_matrix_t[63];
        coriolis_matrix_t[59] =
            coriolis_matrix_t[128] + coriolis_matrix_t[125] + coriolis_matrix_t[0];
        coriolis_matrix_t[109] = qd6 * coriolis_matrix_t[59];
        coriolis_matrix_o[19] = coriolis_matrix_t[26]
            + coriolis_matrix_t[97]
            + coriolis_matrix_t[151]
            + coriolis_matrix_o[28]
            + coriolis_matrix_t[109];
        coriolis_matrix_o[16] = 0.5 * coriolis_matrix_o[19];
        coriolis_matrix_o[42] =
            coriolis_matrix_t[68] + coriolis_matrix_t[148] + coriolis_matrix_t[53];
        coriolis_matrix_t[76] = -(coriolis_matrix_o[42]);
        coriolis_matrix_t[121] = coriolis_matrix_t[153] + coriolis_matrix_t[76];
        coriolis_matrix_o[20] = qd3 * coriolis_matrix_t[121];
        coriolis_matrix_t[36] = qd0 * coriolis_matrix_o[18];
        coriolis_matrix_o[30] = qd1 * coriolis_matrix_o[17];
        coriolis_matrix_t[79] = qd2 * coriolis_matrix_t[52];
        coriolis_matrix_t[113] = coriolis_matrix_t[153] + coriolis_matrix_t[165];
        coriolis_matrix_t[167] = -(coriolis_matrix_t[113]);
        coriolis_matrix_t[30] =
            coriolis_matrix_t[53] + coriolis_matrix_o[22] + coriolis_matrix_t[167];
        coriolis_matrix_o[21] =
            coriolis_matrix_o[25] + coriolis_matrix_t[24] + coriolis_matrix_t[136];
        coriolis_matrix_t[49] = -(coriolis_matrix_o[21]);
        coriolis_matrix_t[15] = coriolis_matrix_t[158] + coriolis_matrix_t[49];
        coriolis_matrix_t[27] = coriolis_matrix_t[30] + coriolis_matrix_t[15];
        coriolis_matrix_t[67] = qd4 * coriolis_matrix_t[27];
        coriolis_matrix_t[89] =
            coriolis_matrix_t[104] + coriolis_matrix_t[162] + coriolis_matrix_t[23];
        coriolis_matrix_o[38] = -(coriolis_matrix_t[89]);
        coriolis_matrix_t[65] = coriolis_matrix_t[133] + coriolis_matrix_o[38];
        coriolis_matrix_t[101] = coriolis_matrix_o[22] + coriolis_matrix_t[90];
        coriolis_matrix_t[0] = -(coriolis_matrix_t[101]);
        coriolis_matrix_t[125] =
            coriolis_matrix_t[165] + coriolis_matrix_t[94] + coriolis_matrix_t[0];
        coriolis_matrix_o[28] = coriolis_matrix_t[65] + coriolis_matrix_t[125];
        coriolis_matrix_t[26] = qd5 * coriolis_matrix_o[28];
        coriolis_matrix_t[97] =
            coriolis_matrix_t[128] + coriolis_matrix_t[63] + coriolis_matrix_o[32];
        coriolis_matrix_t[109] = -(coriolis_matrix_t[97]);
        coriolis_matrix_t[151] = coriolis_matrix_t[137] + coriolis_matrix_t[109];
        coriolis_matrix_o[19] = -(coriolis_matrix_t[94]);
        coriolis_matrix_t[148] = coriolis_matrix_t[90] + coriolis_matrix_o[19];
        coriolis_matrix_o[42] = coriolis_matrix_t[151] + coriolis_matrix_t[148];
        coriolis_matrix_t[76] = qd6 * coriolis_matrix_o[42];
        coriolis_matrix_t[121] = coriolis_matrix_t[36]
            + coriolis_matrix_o[30]
            + coriolis_matrix_t[79]
            + coriolis_matrix_t[67]
            + coriolis_matrix_t[26]
            + coriolis_matrix_t[76];
        coriolis_matrix_o[18] = 0.5 * coriolis_matrix_t[121];
        coriolis_matrix_o[17] = coriolis_matrix_o[20] + coriolis_matrix_o[18];
        coriolis_matrix_t[153] = coriolis_matrix_t[158] + coriolis_matrix_o[45];
        coriolis_matrix_t[113] = -(coriolis_matrix_t[153]);
        coriolis_matrix_t[167] =
            coriolis_matrix_t[136] + coriolis_matrix_t[50] + coriolis_matrix_t[113];
        coriolis_matrix_t[24] = qd4 * coriolis_matrix_t[167];
        coriolis_matrix_o[21] = qd0 * coriolis_matrix_t[48];
        coriolis_matrix_t[49] = qd1 * coriolis_matrix_o[43];
        coriolis_matrix_t[162] = qd2 * coriolis_matrix_t[118];
        coriolis_matrix_t[89] = qd3 * coriolis_matrix_t[27];
        coriolis_matrix_o[38] = coriolis_matrix_t[133] + coriolis_matrix_t[77];
        coriolis_matrix_o[22] = -(coriolis_matrix_o[38]);
        coriolis_matrix_t[101] =
            coriolis_matrix_t[23] + coriolis_matrix_t[150] + coriolis_matrix_o[22];
        coriolis_matrix_t[0] = coriolis_matrix_t[50] + coriolis_matrix_t[156];
        coriolis_matrix_t[63] = -(coriolis_matrix_t[0]);
        coriolis_matrix_t[97] =
            coriolis_matrix_o[45] + coriolis_matrix_t[107] + coriolis_matrix_t[63];
        coriolis_matrix_t[109] = coriolis_matrix_t[101] + coriolis_matrix_t[97];
        coriolis_matrix_t[94] = qd5 * coriolis_matrix_t[109];
        coriolis_matrix_o[19] = coriolis_matrix_t[137] + coriolis_matrix_t[157];
        coriolis_matrix_t[26] = -(coriolis_matrix_o[19]);
        coriolis_matrix_t[36] =
            coriolis_matrix_o[32] + coriolis_matrix_o[24] + coriolis_matrix_t[26];
        coriolis_matrix_o[30] = -(coriolis_matrix_t[107]);
        coriolis_matrix_t[67] = coriolis_matrix_t[156] + coriolis_matrix_o[30];
        coriolis_matrix_t[76] = coriolis_matrix_t[36] + coriolis_matrix_t[67];
        coriolis_matrix_t[79] = qd6 * coriolis_matrix_t[76];
        coriolis_matrix_t[121] = coriolis_matrix_o[21]
            + coriolis_matrix_t[49]
            + coriolis_matrix_t[162]
            + coriolis_matrix_t[89]
            + coriolis_matrix_t[94]
            + coriolis_matrix_t[79];
        coriolis_matrix_o[20] = 0.5 * coriolis_matrix_t[121];
        coriolis_matrix_o[18] = coriolis_matrix_t[24] + coriolis_matrix_o[20];
        coriolis_matrix_t[158] = -(coriolis_matrix_t[150]);
        coriolis_matrix_t[153] = coriolis_matrix_t[77] + coriolis_matrix_t[158];
        coriolis_matrix_t[113] = qd5 * coriolis_matrix_t[153];
        coriolis_matrix_t[167] = qd0 * coriolis_matrix_t[69];
        coriolis_matrix_t[48] = qd1 * coriolis_matrix_t[82];
        coriolis_matrix_o[43] = qd2 * coriolis_matrix_t[21];
        coriolis_matrix_t[27] = qd3 * coriolis_matrix_o[28];
        coriolis_matrix_t[133] = qd4 * coriolis_matrix_t[109];
        coriolis_matrix_o[38] = coriolis_matrix_o[24] + coriolis_matrix_t[3];
        coriolis_matrix_o[22] = -(coriolis_matrix_o[38]);
        coriolis_matrix_t[50] =
            coriolis_matrix_t[157] + coriolis_matrix_o[35] + coriolis_matrix_o[22];
        coriolis_matrix_t[0] = qd6 * coriolis_matrix_t[50];
        coriolis_matrix_t[63] = coriolis_matrix_t[167]
            + coriolis_matrix_t[48]
            + coriolis_matrix_o[43]
            + coriolis_matrix_t[27]
            + coriolis_matrix_t[133]
            + coriolis_matrix_t[0];
        coriolis_matrix_t[137] = 0.5 * coriolis_matrix_t[63];
        coriolis_matrix_o[19] = coriolis_matrix_t[113] + coriolis_matrix_t[137];
        coriolis_matrix_t[26] = -(coriolis_matrix_o[35]);
        coriolis_matrix_t[107] = coriolis_matrix_t[3] + coriolis_matrix_t[26];
        coriolis_matrix_o[30] = qd6 * coriolis_matrix_t[107];
        coriolis_matrix_o[21] = qd0 * coriolis_matrix_t[13];
        coriolis_matrix_t[49] = qd1 * coriolis_matrix_t[131];
        coriolis_matrix_t[79] = qd2 * coriolis_matrix_t[59];
        coriolis_matrix_t[89] = qd3 * coriolis_matrix_o[42];
        coriolis_matrix_t[94] = qd4 * coriolis_matrix_t[76];
        coriolis_matrix_t[162] = qd5 * coriolis_matrix_t[50];
        coriolis_matrix_t[121] = coriolis_matrix_o[21]
            + coriolis_matrix_t[49]
            + coriolis_matrix_t[79]
            + coriolis_matrix_t[89]
            + coriolis_matrix_t[94]
            + coriolis_matrix_t[162];
        coriolis_matrix_t[24] = 0.5 * coriolis_matrix_t[121];
        coriolis_matrix_o[20] = coriolis_matrix_o[30] + coriolis_matrix_t[24];
        coriolis_matrix_t[150] = -(coriolis_matrix_t[74]);
        coriolis_matrix_t[158] = -(coriolis_matrix_t[126]);
        coriolis_matrix_t[153] = coriolis_matrix_o[34] * coriolis_matrix_t[123];
        coriolis_matrix_t[69] = coriolis_matrix_o[26] * coriolis_matrix_t[91];
        coriolis_matrix_t[82] = coriolis_matrix_t[153] + coriolis_matrix_t[69];
        coriolis_matrix_o[28] = coriolis_matrix_t[158] + coriolis_matrix_t[82];
        coriolis_matrix_t[109] = 2.0 * coriolis_matrix_o[28];
        coriolis_matrix_o[24] = coriolis_matrix_t[150] + coriolis_matrix_t[109];
        coriolis_matrix_o[38] = qd0 * coriolis_matrix_o[24];
        coriolis_matrix_o[22] = -(coriolis_matrix_t[70]);
        coriolis_matrix_t[27] = coriolis_matrix_o[27] + coriolis_matrix_o[22];
        coriolis_matrix_t[48] = qd1 * coriolis_matrix_t[27];
        coriolis_matrix_o[43] = -(coriolis_matrix_t[44]);
        coriolis_matrix_t[133] = coriolis_matrix_o[44] + coriolis_matrix_o[43];
        coriolis_matrix_t[167] = qd2 * coriolis_matrix_t[133];
        coriolis_matrix_t[63] = -(coriolis_matrix_o[33]);
        coriolis_matrix_t[113] = coriolis_matrix_t[72] + coriolis_matrix_t[63];
        coriolis_matrix_t[137] = qd4 * coriolis_matrix_t[113];
        coriolis_matrix_o[35] = -(coriolis_matrix_o[46]);
        coriolis_matrix_t[26] = coriolis_matrix_t[141] + coriolis_matrix_o[35];
        coriolis_matrix_t[107] = qd5 * coriolis_matrix_t[26];
        coriolis_matrix_t[13] = -(coriolis_matrix_t[116]);
        coriolis_matrix_t[131] = coriolis_matrix_t[140] + coriolis_matrix_t[13];
        coriolis_matrix_o[42] = qd6 * coriolis_matrix_t[131];
        coriolis_matrix_t[76] = coriolis_matrix_o[38]
            + coriolis_matrix_t[48]
            + coriolis_matrix_t[167]
            + coriolis_matrix_t[137]
            + coriolis_matrix_t[107]
            + coriolis_matrix_o[42];
        coriolis_matrix_o[21] = 0.5 * coriolis_matrix_t[76];
        coriolis_matrix_t[49] = qd0 * coriolis_matrix_t[27];
        coriolis_matrix_t[79] = -(coriolis_matrix_t[129]);
        coriolis_matrix_t[89] = coriolis_matrix_t[145] + coriolis_matrix_t[79];
        coriolis_matrix_t[94] = 2.0 * coriolis_matrix_t[89];
        coriolis_matrix_t[162] = -(coriolis_matrix_o[23]);
        coriolis_matrix_t[121] = coriolis_matrix_t[94] + coriolis_matrix_t[162];
        coriolis_matrix_t[24] = qd1 * coriolis_matrix_t[121];
        coriolis_matrix_o[30] = -(coriolis_matrix_t[4]);
        coriolis_matrix_t[74] = coriolis_matrix_t[40] + coriolis_matrix_o[30];
        coriolis_matrix_t[126] = qd2 * coriolis_matrix_t[74];
        coriolis_matrix_o[34] = -(coriolis_matrix_t[78]);
        coriolis_matrix_o[26] = coriolis_matrix_t[39] + coriolis_matrix_o[34];
        coriolis_matrix_t[69] = qd4 * coriolis_matrix_o[26];
        coriolis_matrix_t[153] = -(coriolis_matrix_t[169]);
        coriolis_matrix_t[158] = coriolis_matrix_t[80] + coriolis_matrix_t[153];
        coriolis_matrix_o[28] = qd5 * coriolis_matrix_t[158];
        coriolis_matrix_t[109] = -(coriolis_matrix_t[100]);
        coriolis_matrix_t[150] = coriolis_matrix_t[38] + coriolis_matrix_t[109];
        coriolis_matrix_o[24] = qd6 * coriolis_matrix_t[150];
        coriolis_matrix_t[70] = coriolis_matrix_t[49]
            + coriolis_matrix_t[24]
            + coriolis_matrix_t[126]
            + coriolis_matrix_t[69]
            + coriolis_matrix_o[28]
            + coriolis_matrix_o[24];
        coriolis_matrix_o[22] = 0.5 * coriolis_matrix_t[70];
        coriolis_matrix_o[27] = qd0 * coriolis_matrix_t[133];
        coriolis_matrix_t[44] = qd1 * coriolis_matrix_t[74];
        coriolis_matrix_o[43] = -(coriolis_matrix_o[36]);
        coriolis_matrix_o[44] = coriolis_matrix_t[149] + coriolis_matrix_o[43];
        coriolis_matrix_t[63] = 2.0 * coriolis_matrix_o[44];
        coriolis_matrix_o[35] = -(coriolis_matrix_t[52]);
        coriolis_matrix_t[13] = coriolis_matrix_t[63] + coriolis_matrix_o[35];
        coriolis_matrix_t[48] = qd2 * coriolis_matrix_t[13];
        coriolis_matrix_o[42] = -(coriolis_matrix_t[30]);
        coriolis_matrix_o[38] = coriolis_matrix_t[15] + coriolis_matrix_o[42];
        coriolis_matrix_t[107] = qd4 * coriolis_matrix_o[38];
        coriolis_matrix_t[137] = -(coriolis_matrix_t[125]);
        coriolis_matrix_t[167] = coriolis_matrix_t[65] + coriolis_matrix_t[137];
        coriolis_matrix_t[76] = qd5 * coriolis_matrix_t[167];
        coriolis_matrix_t[27] = -(coriolis_matrix_t[148]);
        coriolis_matrix_t[129] = coriolis_matrix_t[151] + coriolis_matrix_t[27];
        coriolis_matrix_t[79] = qd6 * coriolis_matrix_t[129];
        coriolis_matrix_t[89] = coriolis_matrix_o[27]
            + coriolis_matrix_t[44]
            + coriolis_matrix_t[48]
            + coriolis_matrix_t[107]
            + coriolis_matrix_t[76]
            + coriolis_matrix_t[79];
        coriolis_matrix_o[23] = 0.5 * coriolis_matrix_t[89];
        coriolis_matrix_t[94] = 2.0 * coriolis_matrix_t[53];
        coriolis_matrix_t[162] = coriolis_matrix_t[68] + coriolis_matrix_t[94];
        coriolis_matrix_t[121] = qd3 * coriolis_matrix_t[162];
        coriolis_matrix_t[4] = 2.0 * coriolis_matrix_t[136];
        coriolis_matrix_t[40] =
            coriolis_matrix_o[47] + coriolis_matrix_o[25] + coriolis_matrix_t[4];
        coriolis_matrix_o[30] = qd4 * coriolis_matrix_t[40];
        coriolis_matrix_o[34] = 2.0 * coriolis_matrix_t[23];
        coriolis_matrix_t[153] =
            coriolis_matrix_t[103] + coriolis_matrix_t[104] + coriolis_matrix_o[34];
        coriolis_matrix_t[109] = qd5 * coriolis_matrix_t[153];
        coriolis_matrix_o[28] = 2.0 * coriolis_matrix_o[32];
        coriolis_matrix_t[24] =
            coriolis_matrix_o[41] + coriolis_matrix_t[128] + coriolis_matrix_o[28];
        coriolis_matrix_t[49] = qd6 * coriolis_matrix_t[24];
        coriolis_matrix_t[69] = coriolis_matrix_t[121]
            + coriolis_matrix_o[30]
            + coriolis_matrix_t[109]
            + coriolis_matrix_t[49];
        coriolis_matrix_o[24] = 0.5 * coriolis_matrix_t[69];
        coriolis_matrix_t[126] =
            coriolis_matrix_o[47] + coriolis_matrix_t[136] + coriolis_matrix_t[115];
        coriolis_matrix_t[70] = -(coriolis_matrix_t[126]);
        coriolis_matrix_t[133] = coriolis_matrix_o[45] + coriolis_matrix_t[70];
        coriolis_matrix_t[74] = qd4 * coriolis_matrix_t[133];
        coriolis_matrix_o[36] = qd0 * coriolis_matrix_t[113];
        coriolis_matrix_o[43] = qd1 * coriolis_matrix_o[26];
        coriolis_matrix_o[44] = qd2 * coriolis_matrix_o[38];
        coriolis_matrix_t[52] = qd3 * coriolis_matrix_t[40];
        coriolis_matrix_o[35] =
            coriolis_matrix_t[103] + coriolis_matrix_t[23] + coriolis_matrix_t[58];
        coriolis_matrix_t[63] = -(coriolis_matrix_o[35]);
        coriolis_matrix_t[13] = coriolis_matrix_t[77] + coriolis_matrix_t[63];
        coriolis_matrix_o[42] = coriolis_matrix_o[45] + coriolis_matrix_t[11];
        coriolis_matrix_t[137] = -(coriolis_matrix_o[42]);
        coriolis_matrix_t[27] =
            coriolis_matrix_t[115] + coriolis_matrix_t[156] + coriolis_matrix_t[137];
        coriolis_matrix_t[44] = coriolis_matrix_t[13] + coriolis_matrix_t[27];
        coriolis_matrix_t[48] = qd5 * coriolis_matrix_t[44];
        coriolis_matrix_t[76] =
            coriolis_matrix_o[41] + coriolis_matrix_o[32] + coriolis_matrix_t[22];
        coriolis_matrix_t[79] = -(coriolis_matrix_t[76]);
        coriolis_matrix_t[107] = coriolis_matrix_t[157] + coriolis_matrix_t[79];
        coriolis_matrix_o[27] = -(coriolis_matrix_t[156]);
        coriolis_matrix_t[89] = coriolis_matrix_t[11] + coriolis_matrix_o[27];
        coriolis_matrix_t[68] = coriolis_matrix_t[107] + coriolis_matrix_t[89];
        coriolis_matrix_t[94] = qd6 * coriolis_matrix_t[68];
        coriolis_matrix_t[162] = coriolis_matrix_o[36]
            + coriolis_matrix_o[43]
            + coriolis_matrix_o[44]
            + coriolis_matrix_t[52]
            + coriolis_matrix_t[48]
            + coriolis_matrix_t[94];
        coriolis_matrix_t[4] = 0.5 * coriolis_matrix_t[162];
        coriolis_matrix_o[25] = coriolis_matrix_t[74] + coriolis_matrix_t[4];
        coriolis_matrix_t[104] = -(coriolis_matrix_t[77]);
        coriolis_matrix_o[34] = coriolis_matrix_t[58] + coriolis_matrix_t[104];
        coriolis_matrix_o[28] = qd5 * coriolis_matrix_o[34];
        coriolis_matrix_t[128] = qd0 * coriolis_matrix_t[26];
        coriolis_matrix_t[49] = qd1 * coriolis_matrix_t[158];
        coriolis_matrix_o[30] = qd2 * coriolis_matrix_t[167];
        coriolis_matrix_t[109] = qd3 * coriolis_matrix_t[153];
        coriolis_matrix_t[121] = qd4 * coriolis_matrix_t[44];
        coriolis_matrix_t[69] = coriolis_matrix_t[157] + coriolis_matrix_t[95];
        coriolis_matrix_t[136] = -(coriolis_matrix_t[69]);
        coriolis_matrix_t[126] =
            coriolis_matrix_t[22] + coriolis_matrix_t[3] + coriolis_matrix_t[136];
        coriolis_matrix_t[70] = qd6 * coriolis_matrix_t[126];
        coriolis_matrix_t[133] = coriolis_matrix_t[128]
            + coriolis_matrix_t[49]
            + coriolis_matrix_o[30]
            + coriolis_matrix_t[109]
            + coriolis_matrix_t[121]
            + coriolis_matrix_t[70];
        coriolis_matrix_t[113] = 0.5 * coriolis_matrix_t[133];
        coriolis_matrix_o[26] = coriolis_matrix_o[28] + coriolis_matrix_t[113];
        coriolis_matrix_o[38] = -(coriolis_matrix_t[3]);
        coriolis_matrix_t[23] = coriolis_matrix_t[95] + coriolis_matrix_o[38];
        coriolis_matrix_o[35] = qd6 * coriolis_matrix_t[23];
        coriolis_matrix_t[63] = qd0 * coriolis_matrix_t[131];
        coriolis_matrix_o[45] = qd1 * coriolis_matrix_t[150];
        coriolis_matrix_o[42] = qd2 * coriolis_matrix_t[129];
        coriolis_matrix_t[137] = qd3 * coriolis_matrix_t[24];
        coriolis_matrix_o[32] = qd4 * coriolis_matrix_t[68];
        coriolis_matrix_t[76] = qd5 * coriolis_matrix_t[126];
        coriolis_matrix_t[79] = coriolis_matrix_t[63]
            + coriolis_matrix_o[45]
            + coriolis_matrix_o[42]
            + coriolis_matrix_t[137]
            + coriolis_matrix_o[32]
            + coriolis_matrix_t[76];
        coriolis_matrix_t[156] = 0.5 * coriolis_matrix_t[79];
        coriolis_matrix_o[27] = coriolis_matrix_o[35] + coriolis_matrix_t[156];
        coriolis_matrix_t[48] = -(coriolis_matrix_t[93]);
        coriolis_matrix_t[52] = -(coriolis_matrix_t[82]);
        coriolis_matrix_t[94] = coriolis_matrix_t[155] * coriolis_matrix_t[123];
        coriolis_matrix_o[43] = coriolis_matrix_o[29] * coriolis_matrix_t[91];
        coriolis_matrix_o[44] = coriolis_matrix_t[94] + coriolis_matrix_o[43];
        coriolis_matrix_o[36] = coriolis_matrix_t[52] + coriolis_matrix_o[44];
        coriolis_matrix_t[162] = 2.0 * coriolis_matrix_o[36];
        coriolis_matrix_t[4] = coriolis_matrix_t[48] + coriolis_matrix_t[162];
        coriolis_matrix_t[74] = qd0 * coriolis_matrix_t[4];
        coriolis_matrix_t[77] = -(coriolis_matrix_t[86]);
        coriolis_matrix_t[104] = coriolis_matrix_t[160] + coriolis_matrix_t[77];
        coriolis_matrix_o[34] = qd1 * coriolis_matrix_t[104];
        coriolis_matrix_t[26] = -(coriolis_matrix_o[37]);
        coriolis_matrix_t[158] = coriolis_matrix_t[71] + coriolis_matrix_t[26];
        coriolis_matrix_t[167] = qd2 * coriolis_matrix_t[158];
        coriolis_matrix_t[44] = -(coriolis_matrix_t[72]);
        coriolis_matrix_t[157] = coriolis_matrix_o[33] + coriolis_matrix_t[44];
        coriolis_matrix_t[69] = qd3 * coriolis_matrix_t[157];
        coriolis_matrix_t[136] = -(coriolis_matrix_t[14]);
        coriolis_matrix_t[49] = coriolis_matrix_o[39] + coriolis_matrix_t[136];
        coriolis_matrix_o[30] = qd5 * coriolis_matrix_t[49];
        coriolis_matrix_t[109] = -(coriolis_matrix_t[17]);
        coriolis_matrix_t[121] = coriolis_matrix_t[92] + coriolis_matrix_t[109];
        coriolis_matrix_t[128] = qd6 * coriolis_matrix_t[121];
        coriolis_matrix_t[133] = coriolis_matrix_t[74]
            + coriolis_matrix_o[34]
            + coriolis_matrix_t[167]
            + coriolis_matrix_t[69]
            + coriolis_matrix_o[30]
            + coriolis_matrix_t[128];
        coriolis_matrix_o[28] = 0.5 * coriolis_matrix_t[133];
        coriolis_matrix_t[113] = qd0 * coriolis_matrix_t[104];
        coriolis_matrix_t[3] = -(coriolis_matrix_t[145]);
        coriolis_matrix_o[38] = coriolis_matrix_t[130] + coriolis_matrix_t[3];
        coriolis_matrix_t[23] = 2.0 * coriolis_matrix_o[38];
        coriolis_matrix_t[131] = -(coriolis_matrix_t[47]);
        coriolis_matrix_t[150] = coriolis_matrix_t[23] + coriolis_matrix_t[131];
        coriolis_matrix_t[129] = qd1 * coriolis_matrix_t[150];
        coriolis_matrix_t[68] = -(coriolis_matrix_t[1]);
        coriolis_matrix_t[63] = coriolis_matrix_o[31] + coriolis_matrix_t[68];
        coriolis_matrix_t[76] = qd2 * coriolis_matrix_t[63];
        coriolis_matrix_o[42] = -(coriolis_matrix_t[39]);
        coriolis_matrix_o[45] = coriolis_matrix_t[78] + coriolis_matrix_o[42];
        coriolis_matrix_o[32] = qd3 * coriolis_matrix_o[45];
        coriolis_matrix_t[137] = -(coriolis_matrix_t[6]);
        coriolis_matrix_t[79] = coriolis_matrix_t[45] + coriolis_matrix_t[137];
        coriolis_matrix_o[35] = qd5 * coriolis_matrix_t[79];
        coriolis_matrix_t[156] = -(coriolis_matrix_t[33]);
        coriolis_matrix_t[93] = coriolis_matrix_t[111] + coriolis_matrix_t[156];
        coriolis_matrix_t[82] = qd6 * coriolis_matrix_t[93];
        coriolis_matrix_t[155] = coriolis_matrix_t[113]
            + coriolis_matrix_t[129]
            + coriolis_matrix_t[76]
            + coriolis_matrix_o[32]
            + coriolis_matrix_o[35]
            + coriolis_matrix_t[82];
        coriolis_matrix_o[29] = 0.5 * coriolis_matrix_t[155];
        coriolis_matrix_t[94] = qd0 * coriolis_matrix_t[158];
        coriolis_matrix_o[43] = qd1 * coriolis_matrix_t[63];
        coriolis_matrix_t[52] = -(coriolis_matrix_t[149]);
        coriolis_matrix_o[36] = coriolis_matrix_t[31] + coriolis_matrix_t[52];
        coriolis_matrix_t[48] = 2.0 * coriolis_matrix_o[36];
        coriolis_matrix_t[162] = -(coriolis_matrix_t[118]);
        coriolis_matrix_t[4] = coriolis_matrix_t[48] + coriolis_matrix_t[162];
        coriolis_matrix_t[86] = qd2 * coriolis_matrix_t[4];
        coriolis_matrix_t[77] = -(coriolis_matrix_t[15]);
        coriolis_matrix_t[160] = coriolis_matrix_t[30] + coriolis_matrix_t[77];
        coriolis_matrix_o[37] = qd3 * coriolis_matrix_t[160];
        coriolis_matrix_t[26] = -(coriolis_matrix_t[97]);
        coriolis_matrix_t[71] = coriolis_matrix_t[101] + coriolis_matrix_t[26];
        coriolis_matrix_t[72] = qd5 * coriolis_matrix_t[71];
        coriolis_matrix_o[33] = -(coriolis_matrix_t[67]);
        coriolis_matrix_t[44] = coriolis_matrix_t[36] + coriolis_matrix_o[33];
        coriolis_matrix_t[136] = qd6 * coriolis_matrix_t[44];
        coriolis_matrix_t[109] = coriolis_matrix_t[94]
            + coriolis_matrix_o[43]
            + coriolis_matrix_t[86]
            + coriolis_matrix_o[37]
            + coriolis_matrix_t[72]
            + coriolis_matrix_t[136];
        coriolis_matrix_o[30] = 0.5 * coriolis_matrix_t[109];
        coriolis_matrix_t[69] = qd0 * coriolis_matrix_t[157];
        coriolis_matrix_t[74] = qd1 * coriolis_matrix_o[45];
        coriolis_matrix_t[128] = qd2 * coriolis_matrix_t[160];
        coriolis_matrix_o[34] = -(coriolis_matrix_t[53]);
        coriolis_matrix_t[167] = coriolis_matrix_t[165] + coriolis_matrix_o[34];
        coriolis_matrix_t[133] = 2.0 * coriolis_matrix_t[167];
        coriolis_matrix_t[104] = -(coriolis_matrix_t[40]);
        coriolis_matrix_t[145] = coriolis_matrix_t[133] + coriolis_matrix_t[104];
        coriolis_matrix_t[3] = qd3 * coriolis_matrix_t[145];
        coriolis_matrix_o[38] = -(coriolis_matrix_t[27]);
        coriolis_matrix_t[47] = coriolis_matrix_t[13] + coriolis_matrix_o[38];
        coriolis_matrix_t[23] = qd5 * coriolis_matrix_t[47];
        coriolis_matrix_t[131] = -(coriolis_matrix_t[89]);
        coriolis_matrix_t[150] = coriolis_matrix_t[107] + coriolis_matrix_t[131];
        coriolis_matrix_t[1] = qd6 * coriolis_matrix_t[150];
        coriolis_matrix_t[68] = coriolis_matrix_t[69]
            + coriolis_matrix_t[74]
            + coriolis_matrix_t[128]
            + coriolis_matrix_t[3]
            + coriolis_matrix_t[23]
            + coriolis_matrix_t[1];
        coriolis_matrix_o[31] = 0.5 * coriolis_matrix_t[68];
        coriolis_matrix_t[39] = 2.0 * coriolis_matrix_t[115];
        coriolis_matrix_t[78] = coriolis_matrix_o[47] + coriolis_matrix_t[39];
        coriolis_matrix_o[42] = qd4 * coriolis_matrix_t[78];
        coriolis_matrix_t[137] = 2.0 * coriolis_matrix_t[58];
        coriolis_matrix_t[156] =
            coriolis_matrix_t[105] + coriolis_matrix_t[103] + coriolis_matrix_t[137];
        coriolis_matrix_o[35] = qd5 * coriolis_matrix_t[156];
        coriolis_matrix_t[76] = 2.0 * coriolis_matrix_t[22];
        coriolis_matrix_t[82] =
            coriolis_matrix_o[41] + coriolis_matrix_t[35] + coriolis_matrix_t[76];
        coriolis_matrix_t[113] = qd6 * coriolis_matrix_t[82];
        coriolis_matrix_t[129] =
            coriolis_matrix_o[42] + coriolis_matrix_o[35] + coriolis_matrix_t[113];
        coriolis_matrix_o[32] = 0.5 * coriolis_matrix_t[129];
        coriolis_matrix_t[155] = -(coriolis_matrix_t[58]);
        coriolis_matrix_t[158] = coriolis_matrix_t[35] + coriolis_matrix_t[155];
        coriolis_matrix_t[63] = qd5 * coriolis_matrix_t[158];
        coriolis_matrix_t[149] = qd0 * coriolis_matrix_t[49];
        coriolis_matrix_t[52] = qd1 * coriolis_matrix_t[79];
        coriolis_matrix_o[36] = qd2 * coriolis_matrix_t[71];
        coriolis_matrix_t[118] = qd3 * coriolis_matrix_t[47];
        coriolis_matrix_t[48] = qd4 * coriolis_matrix_t[156];
        coriolis_matrix_t[162] = 0.0128 * coriolis_matrix_t[10];
        coriolis_matrix_t[4] = -(coriolis_matrix_t[22]);
        coriolis_matrix_t[15] =
            coriolis_matrix_t[95] + coriolis_matrix_t[162] + coriolis_matrix_t[4];
        coriolis_matrix_t[30] = qd6 * coriolis_matrix_t[15];
        coriolis_matrix_t[77] = coriolis_matrix_t[149]
            + coriolis_matrix_t[52]
            + coriolis_matrix_o[36]
            + coriolis_matrix_t[118]
            + coriolis_matrix_t[48]
            + coriolis_matrix_t[30];
        coriolis_matrix_t[26] = 0.5 * coriolis_matrix_t[77];
        coriolis_matrix_o[33] = coriolis_matrix_t[63] + coriolis_matrix_t[26];
        coriolis_matrix_t[72] = -(coriolis_matrix_t[95]);
        coriolis_matrix_t[86] = coriolis_matrix_t[162] + coriolis_matrix_t[72];
        coriolis_matrix_t[94] = qd6 * coriolis_matrix_t[86];
        coriolis_matrix_o[43] = qd0 * coriolis_matrix_t[121];
        coriolis_matrix_t[136] = qd1 * coriolis_matrix_t[93];
        coriolis_matrix_o[37] = qd2 * coriolis_matrix_t[44];
        coriolis_matrix_t[109] = qd3 * coriolis_matrix_t[150];
        coriolis_matrix_t[157] = qd4 * coriolis_matrix_t[82];
        coriolis_matrix_o[45] = qd5 * coriolis_matrix_t[15];
        coriolis_matrix_t[160] = coriolis_matrix_o[43]
            + coriolis_matrix_t[136]
            + coriolis_matrix_o[37]
            + coriolis_matrix_t[109]
            + coriolis_matrix_t[157]
            + coriolis_matrix_o[45];
        coriolis_matrix_t[53] = 0.5 * coriolis_matrix_t[160];
        coriolis_matrix_o[34] = coriolis_matrix_t[94] + coriolis_matrix_t[53];
        coriolis_matrix_t[167] = -(coriolis_matrix_o[44]);
        coriolis_matrix_t[40] = coriolis_matrix_t[117] * coriolis_matrix_t[123];
        coriolis_matrix_t[104] = coriolis_matrix_t[54] * coriolis_matrix_t[91];
        coriolis_matrix_t[133] = coriolis_matrix_t[40] + coriolis_matrix_t[104];
        coriolis_matrix_t[145] = coriolis_matrix_t[167] + coriolis_matrix_t[133];
        coriolis_matrix_o[38] = 2.0 * coriolis_matrix_t[145];
        coriolis_matrix_t[131] = -(coriolis_matrix_t[108]);
        coriolis_matrix_t[1] = coriolis_matrix_o[38] + coriolis_matrix_t[131];
        coriolis_matrix_t[3] = qd0 * coriolis_matrix_t[1];
        coriolis_matrix_t[23] = -(coriolis_matrix_t[66]);
        coriolis_matrix_t[69] = coriolis_matrix_t[163] + coriolis_matrix_t[23];
        coriolis_matrix_t[74] = qd1 * coriolis_matrix_t[69];
        coriolis_matrix_t[128] = -(coriolis_matrix_t[16]);
        coriolis_matrix_t[68] = coriolis_matrix_t[124] + coriolis_matrix_t[128];
        coriolis_matrix_t[39] = qd2 * coriolis_matrix_t[68];
        coriolis_matrix_o[47] = -(coriolis_matrix_t[141]);
        coriolis_matrix_t[78] = coriolis_matrix_o[46] + coriolis_matrix_o[47];
        coriolis_matrix_t[103] = qd3 * coriolis_matrix_t[78];
        coriolis_matrix_t[105] = -(coriolis_matrix_o[39]);
        coriolis_matrix_t[137] = coriolis_matrix_t[14] + coriolis_matrix_t[105];
        coriolis_matrix_t[76] = qd4 * coriolis_matrix_t[137];
        coriolis_matrix_o[41] = coriolis_matrix_t[28]
            + coriolis_matrix_t[3]
            + coriolis_matrix_t[74]
            + coriolis_matrix_t[39]
            + coriolis_matrix_t[103]
            + coriolis_matrix_t[76];
        coriolis_matrix_o[35] = 0.5 * coriolis_matrix_o[41];
        coriolis_matrix_o[42] = qd0 * coriolis_matrix_t[69];
        coriolis_matrix_t[113] = -(coriolis_matrix_t[130]);
        coriolis_matrix_t[129] = coriolis_matrix_t[57] + coriolis_matrix_t[113];
        coriolis_matrix_t[58] = 2.0 * coriolis_matrix_t[129];
        coriolis_matrix_t[35] = -(coriolis_matrix_t[110]);
        coriolis_matrix_t[155] = coriolis_matrix_t[58] + coriolis_matrix_t[35];
        coriolis_matrix_t[158] = qd1 * coriolis_matrix_t[155];
        coriolis_matrix_t[49] = -(coriolis_matrix_t[99]);
        coriolis_matrix_t[79] = coriolis_matrix_t[43] + coriolis_matrix_t[49];
        coriolis_matrix_t[71] = qd2 * coriolis_matrix_t[79];
        coriolis_matrix_t[47] = -(coriolis_matrix_t[80]);
        coriolis_matrix_t[22] = coriolis_matrix_t[169] + coriolis_matrix_t[47];
        coriolis_matrix_t[4] = qd3 * coriolis_matrix_t[22];
        coriolis_matrix_t[48] = -(coriolis_matrix_t[45]);
        coriolis_matrix_t[52] = coriolis_matrix_t[6] + coriolis_matrix_t[48];
        coriolis_matrix_t[118] = qd4 * coriolis_matrix_t[52];
        coriolis_matrix_t[149] = coriolis_matrix_t[84]
            + coriolis_matrix_o[42]
            + coriolis_matrix_t[158]
            + coriolis_matrix_t[71]
            + coriolis_matrix_t[4]
            + coriolis_matrix_t[118];
        coriolis_matrix_o[36] = 0.5 * coriolis_matrix_t[149];
        coriolis_matrix_t[77] = qd0 * coriolis_matrix_t[68];
        coriolis_matrix_t[26] = qd1 * coriolis_matrix_t[79];
        coriolis_matrix_t[63] = -(coriolis_matrix_t[21]);
        coriolis_matrix_t[95] = -(coriolis_matrix_t[31]);
        coriolis_matrix_t[72] = coriolis_matrix_t[83] + coriolis_matrix_t[95];
        coriolis_matrix_t[86] = 2.0 * coriolis_matrix_t[72];
        coriolis_matrix_t[121] = coriolis_matrix_t[63] + coriolis_matrix_t[86];
        coriolis_matrix_t[93] = qd2 * coriolis_matrix_t[121];
        coriolis_matrix_t[44] = -(coriolis_matrix_t[65]);
        coriolis_matrix_t[150] = coriolis_matrix_t[125] + coriolis_matrix_t[44];
        coriolis_matrix_t[109] = qd3 * coriolis_matrix_t[150];
        coriolis_matrix_o[43] = -(coriolis_matrix_t[101]);
        coriolis_matrix_o[45] = coriolis_matrix_t[97] + coriolis_matrix_o[43];
        coriolis_matrix_t[136] = qd4 * coriolis_matrix_o[45];
        coriolis_matrix_t[157] = coriolis_matrix_t[0]
            + coriolis_matrix_t[77]
            + coriolis_matrix_t[26]
            + coriolis_matrix_t[93]
            + coriolis_matrix_t[109]
            + coriolis_matrix_t[136];
        coriolis_matrix_o[37] = 0.5 * coriolis_matrix_t[157];
        coriolis_matrix_t[160] = qd0 * coriolis_matrix_t[78];
        coriolis_matrix_t[53] = qd1 * coriolis_matrix_t[22];
        coriolis_matrix_t[94] = qd2 * coriolis_matrix_t[150];
        coriolis_matrix_o[44] = -(coriolis_matrix_t[153]);
        coriolis_matrix_t[117] = -(coriolis_matrix_t[165]);
        coriolis_matrix_t[123] = coriolis_matrix_t[90] + coriolis_matrix_t[117];
        coriolis_matrix_t[54] = 2.0 * coriolis_matrix_t[123];
        coriolis_matrix_t[91] = coriolis_matrix_o[44] + coriolis_matrix_t[54];
        coriolis_matrix_t[40] = qd3 * coriolis_matrix_t[91];
        coriolis_matrix_t[104] = -(coriolis_matrix_t[13]);
        coriolis_matrix_t[167] = coriolis_matrix_t[27] + coriolis_matrix_t[104];
        coriolis_matrix_t[145] = qd4 * coriolis_matrix_t[167];
        coriolis_matrix_t[108] = coriolis_matrix_t[70]
            + coriolis_matrix_t[160]
            + coriolis_matrix_t[53]
            + coriolis_matrix_t[94]
            + coriolis_matrix_t[40]
            + coriolis_matrix_t[145];
        coriolis_matrix_o[38] = 0.5 * coriolis_matrix_t[108];
        coriolis_matrix_t[131] = qd0 * coriolis_matrix_t[137];
        coriolis_matrix_t[1] = qd1 * coriolis_matrix_t[52];
        coriolis_matrix_t[66] = qd2 * coriolis_matrix_o[45];
        coriolis_matrix_t[23] = qd3 * coriolis_matrix_t[167];
        coriolis_matrix_t[163] = -(coriolis_matrix_t[156]);
        coriolis_matrix_t[16] = -(coriolis_matrix_t[115]);
        coriolis_matrix_t[124] = coriolis_matrix_t[11] + coriolis_matrix_t[16];
        coriolis_matrix_t[128] = 2.0 * coriolis_matrix_t[124];
        coriolis_matrix_t[141] = coriolis_matrix_t[163] + coriolis_matrix_t[128];
        coriolis_matrix_o[46] = qd4 * coriolis_matrix_t[141];
        coriolis_matrix_o[47] = coriolis_matrix_t[30]
            + coriolis_matrix_t[131]
            + coriolis_matrix_t[1]
            + coriolis_matrix_t[66]
            + coriolis_matrix_t[23]
            + coriolis_matrix_o[46];
        coriolis_matrix_o[39] = 0.5 * coriolis_matrix_o[47];
        coriolis_matrix_t[14] = qd6 * (-0.0128) * coriolis_matrix_t[10];
        coriolis_matrix_t[105] = qd0 * coriolis_matrix_t[143];
        coriolis_matrix_t[3] = qd1 * coriolis_matrix_t[60];
        coriolis_matrix_t[28] = qd2 * coriolis_matrix_t[50];
        coriolis_matrix_t[39] = qd3 * coriolis_matrix_t[126];
        coriolis_matrix_t[74] = qd4 * coriolis_matrix_t[15];
        coriolis_matrix_t[76] = coriolis_matrix_t[105]
            + coriolis_matrix_t[3]
            + coriolis_matrix_t[28]
            + coriolis_matrix_t[39]
            + coriolis_matrix_t[74];
        coriolis_matrix_t[103] = 0.5 * coriolis_matrix_t[76];
        coriolis_matrix_o[41] = coriolis_matrix_t[14] + coriolis_matrix_t[103];
        coriolis_matrix_t[69] = qd5 * (-0.5);
        coriolis_matrix_t[130] = coriolis_matrix_t[143] * coriolis_matrix_t[69];
        coriolis_matrix_t[113] = -(coriolis_matrix_t[42]);
        coriolis_matrix_t[129] = (-2.0) * coriolis_matrix_t[133];
        coriolis_matrix_t[110] = coriolis_matrix_t[113] + coriolis_matrix_t[129];
        coriolis_matrix_t[35] = qd0 * coriolis_matrix_t[110];
        coriolis_matrix_t[58] = -(coriolis_matrix_t[168]);
        coriolis_matrix_t[155] = coriolis_matrix_t[164] + coriolis_matrix_t[58];
        coriolis_matrix_t[99] = qd1 * coriolis_matrix_t[155];
        coriolis_matrix_t[43] = -(coriolis_matrix_t[144]);
        coriolis_matrix_t[49] = coriolis_matrix_t[62] + coriolis_matrix_t[43];
        coriolis_matrix_t[80] = qd2 * coriolis_matrix_t[49];
        coriolis_matrix_t[47] = -(coriolis_matrix_t[140]);
        coriolis_matrix_t[169] = coriolis_matrix_t[116] + coriolis_matrix_t[47];
        coriolis_matrix_t[45] = qd3 * coriolis_matrix_t[169];
        coriolis_matrix_t[6] = -(coriolis_matrix_t[92]);
        coriolis_matrix_t[48] = coriolis_matrix_t[17] + coriolis_matrix_t[6];
        coriolis_matrix_t[4] = qd4 * coriolis_matrix_t[48];
        coriolis_matrix_t[71] = coriolis_matrix_t[35]
            + coriolis_matrix_t[99]
            + coriolis_matrix_t[80]
            + coriolis_matrix_t[45]
            + coriolis_matrix_t[4];
        coriolis_matrix_t[84] = 0.5 * coriolis_matrix_t[71];
        coriolis_matrix_o[42] = coriolis_matrix_t[130] + coriolis_matrix_t[84];
        coriolis_matrix_t[118] = coriolis_matrix_t[60] * coriolis_matrix_t[69];
        coriolis_matrix_t[158] = qd0 * coriolis_matrix_t[155];
        coriolis_matrix_t[149] = (-2.0) * coriolis_matrix_t[57];
        coriolis_matrix_t[68] = -(coriolis_matrix_t[64]);
        coriolis_matrix_t[79] = coriolis_matrix_t[149] + coriolis_matrix_t[68];
        coriolis_matrix_t[21] = qd1 * coriolis_matrix_t[79];
        coriolis_matrix_t[31] = -(coriolis_matrix_t[61]);
        coriolis_matrix_t[95] = coriolis_matrix_t[55] + coriolis_matrix_t[31];
        coriolis_matrix_t[72] = qd2 * coriolis_matrix_t[95];
        coriolis_matrix_t[63] = -(coriolis_matrix_t[38]);
        coriolis_matrix_t[86] = coriolis_matrix_t[100] + coriolis_matrix_t[63];
        coriolis_matrix_t[121] = qd3 * coriolis_matrix_t[86];
        coriolis_matrix_t[65] = -(coriolis_matrix_t[111]);
        coriolis_matrix_t[44] = coriolis_matrix_t[33] + coriolis_matrix_t[65];
        coriolis_matrix_t[125] = qd4 * coriolis_matrix_t[44];
        coriolis_matrix_t[101] = coriolis_matrix_t[158]
            + coriolis_matrix_t[21]
            + coriolis_matrix_t[72]
            + coriolis_matrix_t[121]
            + coriolis_matrix_t[125];
        coriolis_matrix_t[97] = 0.5 * coriolis_matrix_t[101];
        coriolis_matrix_o[43] = coriolis_matrix_t[118] + coriolis_matrix_t[97];
        coriolis_matrix_t[0] = coriolis_matrix_t[50] * coriolis_matrix_t[69];
        coriolis_matrix_t[26] = qd0 * coriolis_matrix_t[49];
        coriolis_matrix_t[77] = qd1 * coriolis_matrix_t[95];
        coriolis_matrix_t[93] = (-2.0) * coriolis_matrix_t[83];
        coriolis_matrix_t[109] = -(coriolis_matrix_t[59]);
        coriolis_matrix_t[136] = coriolis_matrix_t[93] + coriolis_matrix_t[109];
        coriolis_matrix_t[157] = qd2 * coriolis_matrix_t[136];
        coriolis_matrix_t[78] = -(coriolis_matrix_t[151]);
        coriolis_matrix_t[22] = coriolis_matrix_t[148] + coriolis_matrix_t[78];
        coriolis_matrix_t[150] = qd3 * coriolis_matrix_t[22];
        coriolis_matrix_t[153] = -(coriolis_matrix_t[36]);
        coriolis_matrix_t[165] = coriolis_matrix_t[67] + coriolis_matrix_t[153];
        coriolis_matrix_t[117] = qd4 * coriolis_matrix_t[165];
        coriolis_matrix_t[123] = coriolis_matrix_t[26]
            + coriolis_matrix_t[77]
            + coriolis_matrix_t[157]
            + coriolis_matrix_t[150]
            + coriolis_matrix_t[117];
        coriolis_matrix_t[54] = 0.5 * coriolis_matrix_t[123];
        coriolis_matrix_o[44] = coriolis_matrix_t[0] + coriolis_matrix_t[54];
        coriolis_matrix_t[91] = coriolis_matrix_t[126] * coriolis_matrix_t[69];
        coriolis_matrix_t[13] = qd0 * coriolis_matrix_t[169];
        coriolis_matrix_t[27] = qd1 * coriolis_matrix_t[86];
        coriolis_matrix_t[104] = qd2 * coriolis_matrix_t[22];
        coriolis_matrix_t[40] = -(coriolis_matrix_t[24]);
        coriolis_matrix_t[53] = (-2.0) * coriolis_matrix_t[90];
        coriolis_matrix_t[70] = coriolis_matrix_t[40] + coriolis_matrix_t[53];
        coriolis_matrix_t[94] = qd3 * coriolis_matrix_t[70];
        coriolis_matrix_t[145] = -(coriolis_matrix_t[107]);
        coriolis_matrix_t[160] = coriolis_matrix_t[89] + coriolis_matrix_t[145];
        coriolis_matrix_t[108] = qd4 * coriolis_matrix_t[160];
        coriolis_matrix_t[137] = coriolis_matrix_t[13]
            + coriolis_matrix_t[27]
            + coriolis_matrix_t[104]
            + coriolis_matrix_t[94]
            + coriolis_matrix_t[108];
        coriolis_matrix_t[52] = 0.5 * coriolis_matrix_t[137];
        coriolis_matrix_o[45] = coriolis_matrix_t[91] + coriolis_matrix_t[52];
        coriolis_matrix_t[167] = coriolis_matrix_t[15] * coriolis_matrix_t[69];
        coriolis_matrix_t[156] = qd0 * coriolis_matrix_t[48];
        coriolis_matrix_t[115] = qd1 * coriolis_matrix_t[44];
        coriolis_matrix_t[16] = qd2 * coriolis_matrix_t[165];
        coriolis_matrix_t[124] = qd3 * coriolis_matrix_t[160];
        coriolis_matrix_t[128] = -(coriolis_matrix_t[82]);
        coriolis_matrix_t[163] = (-2.0) * coriolis_matrix_t[11];
        coriolis_matrix_t[141] = coriolis_matrix_t[128] + coriolis_matrix_t[163];
        coriolis_matrix_t[1] = qd4 * coriolis_matrix_t[141];
        coriolis_matrix_t[23] = coriolis_matrix_t[156]
            + coriolis_matrix_t[115]
            + coriolis_matrix_t[16]
            + coriolis_matrix_t[124]
            + coriolis_matrix_t[1];
        coriolis_matrix_t[30] = 0.5 * coriolis_matrix_t[23];
        coriolis_matrix_o[46] = coriolis_matrix_t[167] + coriolis_matrix_t[30];
        coriolis_matrix_t[66] = qd5 * coriolis_matrix_t[162];
        coriolis_matrix_t[131] = (-0.5) * coriolis_matrix_t[76];
        coriolis_matrix_o[47] = coriolis_matrix_t[66] + coriolis_matrix_t[131];
        coriolis_matrix_o[40] = 0.0;
        coriolis_matrix_o[48] = 0.0;
        ::chaindyn::nalgebra::SMatrix::<f64, 7, 7>::from_row_slice(&[
            coriolis_matrix_o[0],
            coriolis_matrix_o[1],
            coriolis_matrix_o[2],
            coriolis_matrix_o[3],
            coriolis_matrix_o[4],
            coriolis_matrix_o[5],
            coriolis_matrix_o[6],
            coriolis_matrix_o[7],
            coriolis_matrix_o[8],
            coriolis_matrix_o[9],
            coriolis_matrix_o[10],
            coriolis_matrix_o[11],
            coriolis_matrix_o[12],
            coriolis_matrix_o[13],
            coriolis_matrix_o[14],
            coriolis_matrix_o[15],
            coriolis_matrix_o[16],
            coriolis_matrix_o[17],
            coriolis_matrix_o[18],
            coriolis_matrix_o[19],
            coriolis_matrix_o[20],
            coriolis_matrix_o[21],
            coriolis_matrix_o[22],
            coriolis_matrix_o[23],
            coriolis_matrix_o[24],
            coriolis_matrix_o[25],
            coriolis_matrix_o[26],
            coriolis_matrix_o[27],
            coriolis_matrix_o[28],
            coriolis_matrix_o[29],
            coriolis_matrix_o[30],
            coriolis_matrix_o[31],
            coriolis_matrix_o[32],
            coriolis_matrix_o[33],
            coriolis_matrix_o[34],
            coriolis_matrix_o[35],
            coriolis_matrix_o[36],
            coriolis_matrix_o[37],
            coriolis_matrix_o[38],
            coriolis_matrix_o[39],
            coriolis_matrix_o[40],
            coriolis_matrix_o[41],
            coriolis_matrix_o[42],
            coriolis_matrix_o[43],
            coriolis_matrix_o[44],
            coriolis_matrix_o[45],
            coriolis_matrix_o[46],
            coriolis_matrix_o[47],
            coriolis_matrix_o[48],
        ])
    }
    /// Coriolis and centrifugal forces `C(q, q̇) q̇`.
    /// Generated: 230 operations (additions, multiplications, calls) after CSE and Horner.
    #[inline]
    fn coriolis_times_qd(
        &self,
        q: &::chaindyn::nalgebra::SVector<f64, 7>,
        qd: &::chaindyn::nalgebra::SVector<f64, 7>,
    ) -> ::chaindyn::nalgebra::SVector<f64, 7> {
        let q0: f64 = q[0];
        let q1: f64 = q[1];
        let q2: f64 = q[2];
        let q3: f64 = q[3];
        let q4: f64 = q[4];
        let q5: f64 = q[5];
        let q6: f64 = q[6];
        let qd0: f64 = qd[0];
        let qd1: f64 = qd[1];
        let qd2: f64 = qd[2];
        let qd3: f64 = qd[3];
        let qd4: f64 = qd[4];
        let qd5: f64 = qd[5];
        let qd6: f64 = qd[6];
        let mut coriolis_t = [0.0_f64; 44];
        let mut coriolis_o = [0.0_f64; 7];
        coriolis_t[0] = qd0 * qd0;
        coriolis_t[1] = q0 * (-1.0);
        coriolis_t[1] = q1 + coriolis_t[1];
        coriolis_t[2] = coriolis_t[1].sin();
        coriolis_t[3] = 0.4 * coriolis_t[0] * coriolis_t[2];
        coriolis_o[5] = (-0.324) * coriolis_t[3];
        coriolis_t[5] = q1 * (-1.0);
        coriolis_t[5] = q2 + coriolis_t[5];
        coriolis_o[2] = coriolis_t[5].sin();
        coriolis_t[1] = coriolis_t[1].cos();
        coriolis_t[0] = (-0.4) * coriolis_t[0] * coriolis_t[1];
        coriolis_t[7] = -(coriolis_o[2]);
        coriolis_t[8] = coriolis_t[0] * coriolis_t[7];
        coriolis_o[3] = qd0 * (-1.0);
        coriolis_o[3] = qd1 + coriolis_o[3];
        coriolis_o[3] = qd0 + coriolis_o[3];
        coriolis_o[3] = -(coriolis_o[3]);
        coriolis_t[10] = coriolis_o[3] * coriolis_o[3];
        coriolis_t[11] = 0.36 * coriolis_o[2] * coriolis_t[10];
        coriolis_t[5] = coriolis_t[5].cos();
        coriolis_t[12] = coriolis_t[3] * coriolis_t[5];
        coriolis_t[8] = coriolis_t[8] + coriolis_t[11] + coriolis_t[12];
        coriolis_t[11] = (-0.256) * coriolis_t[8];
        coriolis_t[12] = q2 * (-1.0);
        coriolis_t[12] = q3 + coriolis_t[12];
        coriolis_t[13] = coriolis_t[12].sin();
        coriolis_t[14] = coriolis_t[3] * coriolis_o[2];
        coriolis_t[15] = coriolis_t[0] * coriolis_t[5];
        coriolis_t[16] = (-0.36) * coriolis_t[10] * coriolis_t[5];
        coriolis_t[14] = coriolis_t[14] + coriolis_t[15] + coriolis_t[16];
        coriolis_t[15] = -(coriolis_t[13]);
        coriolis_t[16] = coriolis_t[14] * coriolis_t[15];
        coriolis_t[17] = qd1 * (-1.0);
        coriolis_t[17] = qd2 + coriolis_t[17];
        coriolis_t[17] = -(coriolis_t[17]);
        coriolis_o[3] = coriolis_o[3] + coriolis_t[17];
        coriolis_t[17] = coriolis_o[3] * coriolis_o[3];
        coriolis_t[18] = 0.32 * coriolis_t[13] * coriolis_t[17];
        coriolis_t[12] = coriolis_t[12].cos();
        coriolis_t[19] = coriolis_t[8] * coriolis_t[12];
        coriolis_t[16] = coriolis_t[16] + coriolis_t[18] + coriolis_t[19];
        coriolis_t[18] = (-0.196) * coriolis_t[16];
        coriolis_t[19] = q3 * (-1.0);
        coriolis_t[19] = q4 + coriolis_t[19];
        coriolis_t[20] = coriolis_t[19].sin();
        coriolis_t[21] = coriolis_t[8] * coriolis_t[13];
        coriolis_t[22] = coriolis_t[14] * coriolis_t[12];
        coriolis_t[23] = (-0.32) * coriolis_t[17] * coriolis_t[12];
        coriolis_t[21] = coriolis_t[21] + coriolis_t[22] + coriolis_t[23];
        coriolis_t[22] = -(coriolis_t[20]);
        coriolis_t[23] = coriolis_t[21] * coriolis_t[22];
        coriolis_o[4] = qd2 * (-1.0);
        coriolis_o[4] = qd3 + coriolis_o[4];
        coriolis_o[4] = -(coriolis_o[4]);
        coriolis_o[3] = coriolis_o[3] + coriolis_o[4];
        coriolis_o[4] = coriolis_o[3] * coriolis_o[3];
        coriolis_t[25] = 0.28 * coriolis_t[20] * coriolis_o[4];
        coriolis_t[19] = coriolis_t[19].cos();
        coriolis_t[26] = coriolis_t[16] * coriolis_t[19];
        coriolis_t[23] = coriolis_t[23] + coriolis_t[25] + coriolis_t[26];
        coriolis_t[25] = (-0.144) * coriolis_t[23];
        coriolis_t[26] = q5 * (-1.0);
        coriolis_t[26] = q6 + coriolis_t[26];
        coriolis_t[27] = coriolis_t[26].sin();
        coriolis_o[1] = q4 * (-1.0);
        coriolis_o[1] = q5 + coriolis_o[1];
        coriolis_t[29] = coriolis_o[1].sin();
        coriolis_t[30] = coriolis_t[16] * coriolis_t[20];
        coriolis_o[0] = coriolis_t[21] * coriolis_t[19];
        coriolis_t[32] = (-0.28) * coriolis_o[4] * coriolis_t[19];
        coriolis_t[30] = coriolis_t[30] + coriolis_o[0] + coriolis_t[32];
        coriolis_o[0] = -(coriolis_t[29]);
        coriolis_t[32] = coriolis_t[30] * coriolis_o[0];
        coriolis_o[6] = qd3 * (-1.0);
        coriolis_o[6] = qd4 + coriolis_o[6];
        coriolis_o[6] = -(coriolis_o[6]);
        coriolis_o[3] = coriolis_o[3] + coriolis_o[6];
        coriolis_o[6] = coriolis_o[3] * coriolis_o[3];
        coriolis_t[34] = 0.24 * coriolis_t[29] * coriolis_o[6];
        coriolis_o[1] = coriolis_o[1].cos();
        coriolis_t[35] = coriolis_t[23] * coriolis_o[1];
        coriolis_t[32] = coriolis_t[32] + coriolis_t[34] + coriolis_t[35];
        coriolis_t[34] = coriolis_t[27] * coriolis_t[32];
        coriolis_t[35] = coriolis_t[26].cos();
        coriolis_t[26] = coriolis_t[23] * coriolis_t[29];
        coriolis_t[36] = coriolis_t[30] * coriolis_o[1];
        coriolis_t[37] = (-0.24) * coriolis_o[6] * coriolis_o[1];
        coriolis_t[26] = coriolis_t[26] + coriolis_t[36] + coriolis_t[37];
        coriolis_t[36] = coriolis_t[35] * coriolis_t[26];
        coriolis_t[37] = qd4 * (-1.0);
        coriolis_t[37] = qd5 + coriolis_t[37];
        coriolis_t[37] = -(coriolis_t[37]);
        coriolis_o[3] = coriolis_o[3] + coriolis_t[37];
        coriolis_t[37] = coriolis_o[3] * coriolis_o[3];
        coriolis_t[38] = (-0.2) * coriolis_t[35] * coriolis_t[37];
        coriolis_t[34] = coriolis_t[34] + coriolis_t[36] + coriolis_t[38];
        coriolis_t[36] = 0.4 * coriolis_t[34];
        coriolis_t[38] = qd5 * (-1.0);
        coriolis_t[34] = qd6 + coriolis_t[38];
        coriolis_t[38] = -(coriolis_t[34]);
        coriolis_t[34] = coriolis_o[3] + coriolis_t[38];
        coriolis_o[3] = coriolis_t[34] * coriolis_t[34];
        coriolis_t[38] = (-0.064) * coriolis_o[3];
        coriolis_t[34] = coriolis_t[36] + coriolis_t[38];
        coriolis_o[3] = coriolis_t[27] * coriolis_t[34];
        coriolis_t[36] = (-0.2) * coriolis_o[3];
        coriolis_t[38] = -(coriolis_t[27] * coriolis_t[26]);
        coriolis_t[39] = 0.2 * coriolis_t[27] * coriolis_t[37];
        coriolis_t[40] = coriolis_t[32] * coriolis_t[35];
        coriolis_t[38] = coriolis_t[38] + coriolis_t[39] + coriolis_t[40];
        coriolis_t[39] = coriolis_t[35] * coriolis_t[38];
        coriolis_t[40] = (-0.08) * coriolis_t[39];
        coriolis_t[41] = (-0.1) * coriolis_t[32];
        coriolis_t[42] = (-0.064) * coriolis_t[38];
        coriolis_t[36] = coriolis_t[36] + coriolis_t[40] + coriolis_t[41] + coriolis_t[42];
        coriolis_t[40] = (-0.4) * coriolis_t[27] * coriolis_t[38];
        coriolis_t[41] = coriolis_t[35] * coriolis_t[34];
        coriolis_t[27] = 0.5 * coriolis_t[26];
        coriolis_t[34] = (-0.1) * coriolis_t[37];
        coriolis_t[35] = coriolis_t[27] + coriolis_t[34];
        coriolis_t[26] = coriolis_t[40] + coriolis_t[41] + coriolis_t[35];
        coriolis_t[37] = coriolis_t[29] * coriolis_t[26];
        coriolis_t[27] = 0.4 * coriolis_t[39];
        coriolis_t[34] = 0.5 * coriolis_t[32];
        coriolis_t[35] = coriolis_o[3] + coriolis_t[27] + coriolis_t[34];
        coriolis_t[40] = coriolis_o[1] * coriolis_t[35];
        coriolis_t[41] = coriolis_t[37] + coriolis_t[40];
        coriolis_t[29] = (-0.24) * coriolis_t[41];
        coriolis_t[39] = coriolis_t[25] + coriolis_t[36] + coriolis_t[29];
        coriolis_t[32] = coriolis_o[0] * coriolis_t[35];
        coriolis_o[3] = coriolis_o[1] * coriolis_t[26];
        coriolis_t[27] = 0.6 * coriolis_t[30];
        coriolis_t[34] = (-0.144) * coriolis_o[6];
        coriolis_t[37] = coriolis_t[27] + coriolis_t[34];
        coriolis_t[40] = coriolis_t[32] + coriolis_o[3] + coriolis_t[37];
        coriolis_t[25] = coriolis_t[20] * coriolis_t[40];
        coriolis_t[29] = 0.6 * coriolis_t[23];
        coriolis_o[0] = coriolis_t[41] + coriolis_t[29];
        coriolis_t[35] = coriolis_t[19] * coriolis_o[0];
        coriolis_t[26] = coriolis_t[25] + coriolis_t[35];
        coriolis_o[1] = (-0.28) * coriolis_t[26];
        coriolis_t[30] = coriolis_t[18] + coriolis_t[39] + coriolis_o[1];
        coriolis_o[6] = coriolis_t[22] * coriolis_o[0];
        coriolis_t[27] = coriolis_t[19] * coriolis_t[40];
        coriolis_t[34] = 0.7 * coriolis_t[21];
        coriolis_o[3] = (-0.196) * coriolis_o[4];
        coriolis_t[32] = coriolis_t[34] + coriolis_o[3];
        coriolis_t[37] = coriolis_o[6] + coriolis_t[27] + coriolis_t[32];
        coriolis_t[20] = coriolis_t[13] * coriolis_t[37];
        coriolis_t[23] = 0.7 * coriolis_t[16];
        coriolis_t[29] = coriolis_t[26] + coriolis_t[23];
        coriolis_t[41] = coriolis_t[12] * coriolis_t[29];
        coriolis_t[25] = coriolis_t[20] + coriolis_t[41];
        coriolis_t[35] = (-0.32) * coriolis_t[25];
        coriolis_t[18] = coriolis_t[11] + coriolis_t[30] + coriolis_t[35];
        coriolis_o[1] = coriolis_t[15] * coriolis_t[29];
        coriolis_t[22] = coriolis_t[12] * coriolis_t[37];
        coriolis_o[0] = 0.8 * coriolis_t[14];
        coriolis_t[19] = (-0.256) * coriolis_t[17];
        coriolis_t[40] = coriolis_o[0] + coriolis_t[19];
        coriolis_t[21] = coriolis_o[1] + coriolis_t[22] + coriolis_t[40];
        coriolis_o[4] = coriolis_o[2] * coriolis_t[21];
        coriolis_o[3] = 0.8 * coriolis_t[8];
        coriolis_t[34] = coriolis_t[25] + coriolis_o[3];
        coriolis_t[27] = coriolis_t[5] * coriolis_t[34];
        coriolis_t[32] = coriolis_o[4] + coriolis_t[27];
        coriolis_o[6] = (-0.36) * coriolis_t[32];
        coriolis_t[13] = coriolis_o[5] + coriolis_t[18] + coriolis_o[6];
        coriolis_t[16] = coriolis_t[7] * coriolis_t[34];
        coriolis_t[23] = coriolis_t[5] * coriolis_t[21];
        coriolis_t[26] = 0.9 * coriolis_t[0];
        coriolis_t[20] = (-0.324) * coriolis_t[10];
        coriolis_t[41] = coriolis_t[26] + coriolis_t[20];
        coriolis_t[11] = coriolis_t[16] + coriolis_t[23] + coriolis_t[41];
        coriolis_t[35] = coriolis_t[2] * coriolis_t[11];
        coriolis_t[15] = 0.9 * coriolis_t[3];
        coriolis_t[29] = coriolis_t[32] + coriolis_t[15];
        coriolis_t[12] = coriolis_t[1] * coriolis_t[29];
        coriolis_t[37] = coriolis_t[35] + coriolis_t[12];
        coriolis_t[14] = (-0.4) * coriolis_t[37];
        coriolis_t[17] = coriolis_t[13] + coriolis_t[14];
        coriolis_t[19] = -(coriolis_t[17]);
        coriolis_o[0] = coriolis_t[13] + coriolis_t[19];
        coriolis_t[22] = -(coriolis_t[13]);
        coriolis_o[1] = coriolis_t[18] + coriolis_t[22];
        coriolis_t[40] = -(coriolis_t[18]);
        coriolis_o[2] = coriolis_t[30] + coriolis_t[40];
        coriolis_t[8] = -(coriolis_t[30]);
        coriolis_o[3] = coriolis_t[39] + coriolis_t[8];
        coriolis_t[25] = -(coriolis_t[39]);
        coriolis_o[4] = coriolis_t[36] + coriolis_t[25];
        coriolis_t[27] = -(coriolis_t[36]);
        coriolis_o[5] = coriolis_t[42] + coriolis_t[27];
        coriolis_o[6] = 0.064 * coriolis_t[38];
        ::chaindyn::nalgebra::SVector::<f64, 7>::from_column_slice(&[
            coriolis_o[0],
            coriolis_o[1],
            coriolis_o[2],
            coriolis_o[3],
            coriolis_o[4],
            coriolis_o[5],
            coriolis_o[6],
        ])
    }
    /// Gravity forces `g(q) = ∂U/∂q`.
    /// Generated: 164 operations (additions, multiplications, calls) after CSE and Horner.
    #[inline]
    fn gravity(
        &self,
        q: &::chaindyn::nalgebra::SVector<f64, 7>,
    ) -> ::chaindyn::nalgebra::SVector<f64, 7> {
        let q0: f64 = q[0];
        let q1: f64 = q[1];
        let q2: f64 = q[2];
        let q3: f64 = q[3];
        let q4: f64 = q[4];
        let q5: f64 = q[5];
        let q6: f64 = q[6];
        let mut gravity_t = [0.0_f64; 38];
        let mut gravity_o = [0.0_f64; 7];
        gravity_t[0] = q0.sin();
        gravity_t[1] = q0 * (-1.0);
        gravity_t[1] = q1 + gravity_t[1];
        gravity_t[2] = gravity_t[1].cos();
        gravity_t[3] = gravity_t[0] * gravity_t[2];
        gravity_t[4] = q0.cos();
        gravity_t[1] = gravity_t[1].sin();
        gravity_t[5] = gravity_t[4] * gravity_t[1];
        gravity_t[3] = gravity_t[3] + gravity_t[5];
        gravity_t[5] = (-9.81) * gravity_t[3];
        gravity_t[3] = (-0.324) * gravity_t[5];
        gravity_o[5] = q1 * (-1.0);
        gravity_o[5] = q2 + gravity_o[5];
        gravity_t[7] = gravity_o[5].sin();
        gravity_o[4] = (-9.81) * gravity_t[0] * gravity_t[1];
        gravity_t[4] = 9.81 * gravity_t[2] * gravity_t[4];
        gravity_t[4] = gravity_o[4] + gravity_t[4];
        gravity_o[4] = -(gravity_t[7]);
        gravity_o[0] = gravity_t[4] * gravity_o[4];
        gravity_o[5] = gravity_o[5].cos();
        gravity_t[10] = gravity_t[5] * gravity_o[5];
        gravity_o[0] = gravity_o[0] + gravity_t[10];
        gravity_t[10] = (-0.256) * gravity_o[0];
        gravity_t[11] = q2 * (-1.0);
        gravity_t[11] = q3 + gravity_t[11];
        gravity_t[12] = gravity_t[11].sin();
        gravity_t[13] = gravity_t[5] * gravity_t[7];
        gravity_t[14] = gravity_t[4] * gravity_o[5];
        gravity_t[13] = gravity_t[13] + gravity_t[14];
        gravity_t[14] = -(gravity_t[12]);
        gravity_t[15] = gravity_t[13] * gravity_t[14];
        gravity_t[11] = gravity_t[11].cos();
        gravity_t[16] = gravity_o[0] * gravity_t[11];
        gravity_t[15] = gravity_t[15] + gravity_t[16];
        gravity_t[16] = (-0.196) * gravity_t[15];
        gravity_t[17] = q3 * (-1.0);
        gravity_t[17] = q4 + gravity_t[17];
        gravity_o[2] = gravity_t[17].sin();
        gravity_o[6] = gravity_o[0] * gravity_t[12];
        gravity_t[20] = gravity_t[13] * gravity_t[11];
        gravity_o[6] = gravity_o[6] + gravity_t[20];
        gravity_t[20] = -(gravity_o[2]);
        gravity_t[21] = gravity_o[6] * gravity_t[20];
        gravity_t[17] = gravity_t[17].cos();
        gravity_t[22] = gravity_t[15] * gravity_t[17];
        gravity_t[21] = gravity_t[21] + gravity_t[22];
        gravity_t[22] = (-0.144) * gravity_t[21];
        gravity_t[23] = q4 * (-1.0);
        gravity_t[23] = q5 + gravity_t[23];
        gravity_t[24] = gravity_t[23].sin();
        gravity_t[25] = gravity_t[15] * gravity_o[2];
        gravity_t[26] = gravity_o[6] * gravity_t[17];
        gravity_t[25] = gravity_t[25] + gravity_t[26];
        gravity_t[26] = -(gravity_t[24]);
        gravity_o[3] = gravity_t[25] * gravity_t[26];
        gravity_t[23] = gravity_t[23].cos();
        gravity_t[28] = gravity_t[21] * gravity_t[23];
        gravity_o[3] = gravity_o[3] + gravity_t[28];
        gravity_t[28] = (-0.1) * gravity_o[3];
        gravity_t[29] = q5 * (-1.0);
        gravity_t[29] = q6 + gravity_t[29];
        gravity_o[1] = gravity_t[29].sin();
        gravity_t[31] = gravity_t[21] * gravity_t[24];
        gravity_t[32] = gravity_t[25] * gravity_t[23];
        gravity_t[31] = gravity_t[31] + gravity_t[32];
        gravity_t[32] = -(gravity_o[1] * gravity_t[31]);
        gravity_t[29] = gravity_t[29].cos();
        gravity_t[33] = gravity_o[3] * gravity_t[29];
        gravity_t[32] = gravity_t[32] + gravity_t[33];
        gravity_t[33] = (-0.064) * gravity_t[32];
        gravity_t[34] = gravity_o[3] * gravity_o[1];
        gravity_t[35] = gravity_t[31] * gravity_t[29];
        gravity_t[34] = gravity_t[34] + gravity_t[35];
        gravity_t[35] = gravity_o[1] * gravity_t[34];
        gravity_t[36] = gravity_t[29] * gravity_t[32];
        gravity_t[35] = gravity_t[35] + gravity_t[36];
        gravity_t[36] = (-0.08) * gravity_t[35];
        gravity_t[28] = gravity_t[28] + gravity_t[33] + gravity_t[36];
        gravity_t[36] = (-0.4) * gravity_o[1] * gravity_t[32];
        gravity_o[1] = 0.4 * gravity_t[29] * gravity_t[34];
        gravity_t[29] = 0.5 * gravity_t[31];
        gravity_t[34] = gravity_t[36] + gravity_o[1] + gravity_t[29];
        gravity_t[31] = gravity_t[24] * gravity_t[34];
        gravity_t[29] = 0.5 * gravity_o[3];
        gravity_o[1] = 0.4 * gravity_t[35];
        gravity_t[36] = gravity_t[29] + gravity_o[1];
        gravity_t[24] = gravity_t[23] * gravity_t[36];
        gravity_o[3] = gravity_t[31] + gravity_t[24];
        gravity_t[35] = (-0.24) * gravity_o[3];
        gravity_t[29] = gravity_t[22] + gravity_t[28] + gravity_t[35];
        gravity_o[1] = gravity_t[26] * gravity_t[36];
        gravity_t[24] = gravity_t[23] * gravity_t[34];
        gravity_t[31] = 0.6 * gravity_t[25];
        gravity_t[22] = gravity_o[1] + gravity_t[24] + gravity_t[31];
        gravity_t[35] = gravity_o[2] * gravity_t[22];
        gravity_t[26] = 0.6 * gravity_t[21];
        gravity_t[36] = gravity_o[3] + gravity_t[26];
        gravity_t[23] = gravity_t[17] * gravity_t[36];
        gravity_t[34] = gravity_t[35] + gravity_t[23];
        gravity_t[25] = (-0.28) * gravity_t[34];
        gravity_t[24] = gravity_t[16] + gravity_t[29] + gravity_t[25];
        gravity_o[1] = gravity_t[20] * gravity_t[36];
        gravity_t[31] = gravity_t[17] * gravity_t[22];
        gravity_o[2] = 0.7 * gravity_o[6];
        gravity_t[21] = gravity_o[1] + gravity_t[31] + gravity_o[2];
        gravity_t[26] = gravity_t[12] * gravity_t[21];
        gravity_o[3] = 0.7 * gravity_t[15];
        gravity_t[23] = gravity_t[34] + gravity_o[3];
        gravity_t[35] = gravity_t[11] * gravity_t[23];
        gravity_t[16] = gravity_t[26] + gravity_t[35];
        gravity_t[25] = (-0.32) * gravity_t[16];
        gravity_t[20] = gravity_t[10] + gravity_t[24] + gravity_t[25];
        gravity_t[36] = gravity_t[14] * gravity_t[23];
        gravity_t[17] = gravity_t[11] * gravity_t[21];
        gravity_t[22] = 0.8 * gravity_t[13];
        gravity_o[6] = gravity_t[36] + gravity_t[17] + gravity_t[22];
        gravity_o[2] = gravity_t[7] * gravity_o[6];
        gravity_o[1] = 0.8 * gravity_o[0];
        gravity_t[31] = gravity_t[16] + gravity_o[1];
        gravity_t[12] = gravity_o[5] * gravity_t[31];
        gravity_t[15] = gravity_o[2] + gravity_t[12];
        gravity_o[3] = (-0.36) * gravity_t[15];
        gravity_t[34] = gravity_t[3] + gravity_t[20] + gravity_o[3];
        gravity_t[26] = 3.924 * gravity_t[0];
        gravity_t[35] = gravity_o[4] * gravity_t[31];
        gravity_t[10] = gravity_o[5] * gravity_o[6];
        gravity_t[25] = 0.9 * gravity_t[4];
        gravity_t[14] = gravity_t[35] + gravity_t[10] + gravity_t[25];
        gravity_t[23] = gravity_t[1] * gravity_t[14];
        gravity_t[11] = 0.9 * gravity_t[5];
        gravity_t[21] = gravity_t[15] + gravity_t[11];
        gravity_t[13] = gravity_t[2] * gravity_t[21];
        gravity_t[17] = gravity_t[23] + gravity_t[13];
        gravity_t[22] = (-0.4) * gravity_t[17];
        gravity_t[36] = gravity_t[34] + gravity_t[26] + gravity_t[22];
        gravity_t[7] = -(gravity_t[36]);
        gravity_o[0] = gravity_t[34] + gravity_t[7];
        gravity_t[16] = -(gravity_t[34]);
        gravity_o[1] = gravity_t[20] + gravity_t[16];
        gravity_t[12] = -(gravity_t[20]);
        gravity_o[2] = gravity_t[24] + gravity_t[12];
        gravity_t[3] = -(gravity_t[24]);
        gravity_o[3] = gravity_t[29] + gravity_t[3];
        gravity_t[0] = -(gravity_t[29]);
        gravity_o[4] = gravity_t[28] + gravity_t[0];
        gravity_t[31] = -(gravity_t[28]);
        gravity_o[5] = gravity_t[33] + gravity_t[31];
        gravity_o[6] = 0.064 * gravity_t[32];
        ::chaindyn::nalgebra::SVector::<f64, 7>::from_column_slice(&[
            gravity_o[0],
            gravity_o[1],
            gravity_o[2],
            gravity_o[3],
            gravity_o[4],
            gravity_o[5],
            gravity_o[6],
        ])
    }
    /// Inverse dynamics `τ = M q̈ + C q̇ + g` (symbolic recursive Newton–Euler).
    /// Generated: 298 operations (additions, multiplications, calls) after CSE and Horner.
    #[inline]
    fn inverse_dynamics(
        &self,
        q: &::chaindyn::nalgebra::SVector<f64, 7>,
        qd: &::chaindyn::nalgebra::SVector<f64, 7>,
        qdd: &::chaindyn::nalgebra::SVector<f64, 7>,
    ) -> ::chaindyn::nalgebra::SVector<f64, 7> {
        let q0: f64 = q[0];
        let q1: f64 = q[1];
        let q2: f64 = q[2];
        let q3: f64 = q[3];
        let q4: f64 = q[4];
        let q5: f64 = q[5];
        let q6: f64 = q[6];
        let qd0: f64 = qd[0];
        let qd1: f64 = qd[1];
        let qd2: f64 = qd[2];
        let qd3: f64 = qd[3];
        let qd4: f64 = qd[4];
        let qd5: f64 = qd[5];
        let qd6: f64 = qd[6];
        let qdd0: f64 = qdd[0];
        let qdd1: f64 = qdd[1];
        let qdd2: f64 = qdd[2];
        let qdd3: f64 = qdd[3];
        let qdd4: f64 = qdd[4];
        let qdd5: f64 = qdd[5];
        let qdd6: f64 = qdd[6];
        let mut inverse_t = [0.0_f64; 48];
        let mut inverse_o = [0.0_f64; 7];
        inverse_t[0] = qdd5 * (-1.0);
        inverse_t[0] = qdd6 + inverse_t[0];
        inverse_t[0] = -(inverse_t[0]);
        inverse_t[1] = qdd4 * (-1.0);
        inverse_t[1] = qdd5 + inverse_t[1];
        inverse_t[1] = -(inverse_t[1]);
        inverse_o[5] = qdd3 * (-1.0);
        inverse_o[5] = qdd4 + inverse_o[5];
        inverse_o[5] = -(inverse_o[5]);
        inverse_t[3] = qdd2 * (-1.0);
        inverse_t[3] = qdd3 + inverse_t[3];
        inverse_t[3] = -(inverse_t[3]);
        inverse_t[4] = qdd1 * (-1.0);
        inverse_t[4] = qdd2 + inverse_t[4];
        inverse_t[4] = -(inverse_t[4]);
        inverse_o[4] = qdd0 * (-1.0);
        inverse_o[4] = qdd1 + inverse_o[4];
        inverse_o[4] = qdd0 + inverse_o[4];
        inverse_o[4] = -(inverse_o[4]);
        inverse_t[4] = inverse_t[4] + inverse_o[4];
        inverse_t[3] = inverse_t[3] + inverse_t[4];
        inverse_o[5] = inverse_o[5] + inverse_t[3];
        inverse_t[1] = inverse_t[1] + inverse_o[5];
        inverse_t[0] = inverse_t[0] + inverse_t[1];
        inverse_t[0] = (-0.064) * inverse_t[0];
        inverse_t[6] = q5 * (-1.0);
        inverse_t[6] = q6 + inverse_t[6];
        inverse_t[7] = inverse_t[6].sin();
        inverse_t[8] = q4 * (-1.0);
        inverse_t[8] = q5 + inverse_t[8];
        inverse_t[9] = inverse_t[8].sin();
        inverse_t[10] = q3 * (-1.0);
        inverse_t[10] = q4 + inverse_t[10];
        inverse_t[11] = inverse_t[10].sin();
        inverse_o[0] = q2 * (-1.0);
        inverse_o[0] = q3 + inverse_o[0];
        inverse_t[13] = inverse_o[0].sin();
        inverse_t[14] = q1 * (-1.0);
        inverse_t[14] = q2 + inverse_t[14];
        inverse_t[15] = inverse_t[14].sin();
        inverse_t[16] = q0 * (-1.0);
        inverse_t[16] = q1 + inverse_t[16];
        inverse_t[17] = inverse_t[16].sin();
        inverse_t[18] = qdd0 * 0.4;
        inverse_t[19] = inverse_t[17] * inverse_t[18];
        inverse_t[20] = q0.sin();
        inverse_t[21] = (-9.81) * inverse_t[20];
        inverse_t[22] = inverse_t[17] * inverse_t[21];
        inverse_o[1] = q0.cos();
        inverse_t[16] = inverse_t[16].cos();
        inverse_t[24] = 9.81 * inverse_o[1] * inverse_t[16];
        inverse_t[25] = qd0 * qd0;
        inverse_t[26] = (-0.4) * inverse_t[16] * inverse_t[25];
        inverse_t[19] = inverse_t[19] + inverse_t[22] + inverse_t[24] + inverse_t[26];
        inverse_t[22] = -(inverse_t[15]);
        inverse_t[24] = inverse_t[19] * inverse_t[22];
        inverse_t[26] = qd0 * (-1.0);
        inverse_t[26] = qd1 + inverse_t[26];
        inverse_t[26] = qd0 + inverse_t[26];
        inverse_t[26] = -(inverse_t[26]);
        inverse_t[27] = inverse_t[26] * inverse_t[26];
        inverse_t[28] = 0.36 * inverse_t[15] * inverse_t[27];
        inverse_t[14] = inverse_t[14].cos();
        inverse_t[29] = (-0.36) * inverse_o[4] * inverse_t[14];
        inverse_t[20] = inverse_t[20] * inverse_t[16];
        inverse_o[1] = inverse_t[17] * inverse_o[1];
        inverse_t[20] = inverse_t[20] + inverse_o[1];
        inverse_o[1] = (-9.81) * inverse_t[20];
        inverse_t[20] = qdd0 * inverse_t[16];
        inverse_t[25] = inverse_t[17] * inverse_t[25];
        inverse_t[20] = inverse_t[20] + inverse_t[25];
        inverse_t[25] = 0.4 * inverse_t[20];
        inverse_t[20] = inverse_o[1] + inverse_t[25];
        inverse_o[1] = inverse_t[14] * inverse_t[20];
        inverse_t[25] = inverse_t[24] + inverse_t[28] + inverse_t[29] + inverse_o[1];
        inverse_o[1] = inverse_t[13] * inverse_t[25];
        inverse_t[24] = inverse_o[0].cos();
        inverse_t[28] = inverse_t[15] * inverse_t[20];
        inverse_t[29] = inverse_t[19] * inverse_t[14];
        inverse_o[0] = inverse_o[4] * inverse_t[15];
        inverse_t[30] = inverse_t[27] * inverse_t[14];
        inverse_o[0] = inverse_o[0] + inverse_t[30];
        inverse_t[30] = (-0.36) * inverse_o[0];
        inverse_o[0] = inverse_t[28] + inverse_t[29] + inverse_t[30];
        inverse_t[28] = inverse_t[24] * inverse_o[0];
        inverse_t[29] = inverse_t[4] * inverse_t[13];
        inverse_t[30] = qd1 * (-1.0);
        inverse_t[30] = qd2 + inverse_t[30];
        inverse_t[30] = -(inverse_t[30]);
        inverse_t[26] = inverse_t[26] + inverse_t[30];
        inverse_t[30] = inverse_t[26] * inverse_t[26];
        inverse_o[6] = inverse_t[24] * inverse_t[30];
        inverse_t[29] = inverse_t[29] + inverse_o[6];
        inverse_o[6] = (-0.32) * inverse_t[29];
        inverse_t[29] = inverse_o[1] + inverse_t[28] + inverse_o[6];
        inverse_o[1] = -(inverse_t[11]);
        inverse_t[28] = inverse_t[29] * inverse_o[1];
        inverse_o[6] = qd2 * (-1.0);
        inverse_o[6] = qd3 + inverse_o[6];
        inverse_o[6] = -(inverse_o[6]);
        inverse_t[26] = inverse_t[26] + inverse_o[6];
        inverse_o[6] = inverse_t[26] * inverse_t[26];
        inverse_t[32] = 0.28 * inverse_t[11] * inverse_o[6];
        inverse_t[10] = inverse_t[10].cos();
        inverse_o[2] = (-0.28) * inverse_t[3] * inverse_t[10];
        inverse_t[34] = -(inverse_t[13]);
        inverse_t[35] = inverse_o[0] * inverse_t[34];
        inverse_t[36] = 0.32 * inverse_t[13] * inverse_t[30];
        inverse_t[37] = (-0.32) * inverse_t[4] * inverse_t[24];
        inverse_t[38] = inverse_t[25] * inverse_t[24];
        inverse_t[35] = inverse_t[35] + inverse_t[36] + inverse_t[37] + inverse_t[38];
        inverse_t[36] = inverse_t[10] * inverse_t[35];
        inverse_t[37] = inverse_t[28] + inverse_t[32] + inverse_o[2] + inverse_t[36];
        inverse_t[38] = inverse_t[9] * inverse_t[37];
        inverse_t[28] = inverse_t[8].cos();
        inverse_t[32] = inverse_t[11] * inverse_t[35];
        inverse_o[2] = inverse_t[29] * inverse_t[10];
        inverse_t[36] = inverse_t[3] * inverse_t[11];
        inverse_t[8] = inverse_o[6] * inverse_t[10];
        inverse_t[8] = inverse_t[36] + inverse_t[8];
        inverse_t[36] = (-0.28) * inverse_t[8];
        inverse_t[8] = inverse_t[32] + inverse_o[2] + inverse_t[36];
        inverse_t[32] = inverse_t[28] * inverse_t[8];
        inverse_o[2] = inverse_o[5] * inverse_t[9];
        inverse_t[36] = qd3 * (-1.0);
        inverse_t[36] = qd4 + inverse_t[36];
        inverse_t[36] = -(inverse_t[36]);
        inverse_t[26] = inverse_t[26] + inverse_t[36];
        inverse_t[36] = inverse_t[26] * inverse_t[26];
        inverse_t[39] = inverse_t[28] * inverse_t[36];
        inverse_o[2] = inverse_o[2] + inverse_t[39];
        inverse_t[39] = (-0.24) * inverse_o[2];
        inverse_o[2] = inverse_t[38] + inverse_t[32] + inverse_t[39];
        inverse_t[32] = -(inverse_t[7]);
        inverse_t[38] = inverse_o[2] * inverse_t[32];
        inverse_t[39] = qd4 * (-1.0);
        inverse_t[39] = qd5 + inverse_t[39];
        inverse_t[39] = -(inverse_t[39]);
        inverse_t[26] = inverse_t[26] + inverse_t[39];
        inverse_t[39] = inverse_t[26] * inverse_t[26];
        inverse_t[40] = 0.2 * inverse_t[7] * inverse_t[39];
        inverse_t[6] = inverse_t[6].cos();
        inverse_t[41] = (-0.2) * inverse_t[1] * inverse_t[6];
        inverse_t[42] = -(inverse_t[9]);
        inverse_t[43] = inverse_t[8] * inverse_t[42];
        inverse_t[44] = 0.24 * inverse_t[9] * inverse_t[36];
        inverse_o[3] = (-0.24) * inverse_o[5] * inverse_t[28];
        inverse_t[46] = inverse_t[37] * inverse_t[28];
        inverse_t[43] = inverse_t[43] + inverse_t[44] + inverse_o[3] + inverse_t[46];
        inverse_t[44] = inverse_t[6] * inverse_t[43];
        inverse_o[3] = inverse_t[38] + inverse_t[40] + inverse_t[41] + inverse_t[44];
        inverse_t[46] = 0.4 * inverse_o[3];
        inverse_t[38] = inverse_t[0] + inverse_t[46];
        inverse_t[40] = (-0.16) * inverse_t[38];
        inverse_t[41] = inverse_t[7] * inverse_t[43];
        inverse_t[44] = inverse_o[2] * inverse_t[6];
        inverse_o[3] = inverse_t[1] * inverse_t[7];
        inverse_t[0] = inverse_t[39] * inverse_t[6];
        inverse_t[46] = inverse_o[3] + inverse_t[0];
        inverse_t[0] = (-0.2) * inverse_t[46];
        inverse_o[3] = inverse_t[41] + inverse_t[44] + inverse_t[0];
        inverse_t[46] = 0.4 * inverse_o[3];
        inverse_t[0] = qd5 * (-1.0);
        inverse_t[41] = qd6 + inverse_t[0];
        inverse_t[44] = -(inverse_t[41]);
        inverse_o[3] = inverse_t[26] + inverse_t[44];
        inverse_t[0] = inverse_o[3] * inverse_o[3];
        inverse_t[41] = (-0.064) * inverse_t[0];
        inverse_t[26] = inverse_t[46] + inverse_t[41];
        inverse_t[44] = inverse_t[7] * inverse_t[26];
        inverse_o[3] = inverse_t[6] * inverse_t[38];
        inverse_t[0] = (-0.1) * inverse_t[1];
        inverse_t[41] = 0.5 * inverse_t[43];
        inverse_t[46] = inverse_t[0] + inverse_t[41];
        inverse_t[7] = inverse_t[44] + inverse_o[3] + inverse_t[46];
        inverse_t[1] = (-0.2) * inverse_t[7];
        inverse_t[43] = inverse_t[40] + inverse_t[1];
        inverse_t[0] = inverse_t[32] * inverse_t[38];
        inverse_t[41] = inverse_t[6] * inverse_t[26];
        inverse_t[44] = 0.5 * inverse_o[2];
        inverse_o[3] = (-0.1) * inverse_t[39];
        inverse_t[46] = inverse_t[44] + inverse_o[3];
        inverse_t[1] = inverse_t[0] + inverse_t[41] + inverse_t[46];
        inverse_t[32] = inverse_t[9] * inverse_t[1];
        inverse_t[6] = inverse_t[28] * inverse_t[7];
        inverse_t[26] = (-0.144) * inverse_o[5];
        inverse_o[2] = 0.6 * inverse_t[37];
        inverse_t[39] = inverse_t[26] + inverse_o[2];
        inverse_t[44] = inverse_t[32] + inverse_t[6] + inverse_t[39];
        inverse_o[3] = (-0.24) * inverse_t[44];
        inverse_t[0] = inverse_t[43] + inverse_o[3];
        inverse_t[41] = inverse_t[42] * inverse_t[7];
        inverse_t[46] = inverse_t[28] * inverse_t[1];
        inverse_t[9] = 0.6 * inverse_t[8];
        inverse_o[5] = (-0.144) * inverse_t[36];
        inverse_t[37] = inverse_t[9] + inverse_o[5];
        inverse_t[26] = inverse_t[41] + inverse_t[46] + inverse_t[37];
        inverse_o[2] = inverse_t[11] * inverse_t[26];
        inverse_t[6] = inverse_t[10] * inverse_t[44];
        inverse_t[32] = (-0.196) * inverse_t[3];
        inverse_t[39] = 0.7 * inverse_t[35];
        inverse_o[3] = inverse_t[32] + inverse_t[39];
        inverse_t[7] = inverse_o[2] + inverse_t[6] + inverse_o[3];
        inverse_t[42] = (-0.28) * inverse_t[7];
        inverse_t[1] = inverse_t[0] + inverse_t[42];
        inverse_t[28] = inverse_o[1] * inverse_t[44];
        inverse_t[8] = inverse_t[10] * inverse_t[26];
        inverse_t[36] = 0.7 * inverse_t[29];
        inverse_o[5] = (-0.196) * inverse_o[6];
        inverse_t[9] = inverse_t[36] + inverse_o[5];
        inverse_t[37] = inverse_t[28] + inverse_t[8] + inverse_t[9];
        inverse_t[41] = inverse_t[13] * inverse_t[37];
        inverse_t[46] = inverse_t[24] * inverse_t[7];
        inverse_t[11] = (-0.256) * inverse_t[4];
        inverse_t[3] = 0.8 * inverse_t[25];
        inverse_t[35] = inverse_t[11] + inverse_t[3];
        inverse_t[32] = inverse_t[41] + inverse_t[46] + inverse_t[35];
        inverse_t[39] = (-0.32) * inverse_t[32];
        inverse_t[6] = inverse_t[1] + inverse_t[39];
        inverse_o[2] = inverse_t[34] * inverse_t[7];
        inverse_o[3] = inverse_t[24] * inverse_t[37];
        inverse_t[42] = 0.8 * inverse_o[0];
        inverse_o[1] = (-0.256) * inverse_t[30];
        inverse_t[44] = inverse_t[42] + inverse_o[1];
        inverse_t[10] = inverse_o[2] + inverse_o[3] + inverse_t[44];
        inverse_t[26] = inverse_t[15] * inverse_t[10];
        inverse_t[29] = inverse_t[14] * inverse_t[32];
        inverse_o[6] = (-0.324) * inverse_o[4];
        inverse_o[5] = 0.9 * inverse_t[20];
        inverse_t[36] = inverse_o[6] + inverse_o[5];
        inverse_t[8] = inverse_t[26] + inverse_t[29] + inverse_t[36];
        inverse_t[9] = (-0.36) * inverse_t[8];
        inverse_t[28] = inverse_t[6] + inverse_t[9];
        inverse_t[13] = inverse_t[22] * inverse_t[32];
        inverse_t[4] = inverse_t[14] * inverse_t[10];
        inverse_t[25] = 0.9 * inverse_t[19];
        inverse_t[3] = (-0.324) * inverse_t[27];
        inverse_t[11] = inverse_t[25] + inverse_t[3];
        inverse_t[35] = inverse_t[13] + inverse_t[4] + inverse_t[11];
        inverse_t[41] = inverse_t[17] * inverse_t[35];
        inverse_t[46] = inverse_t[16] * inverse_t[8];
        inverse_t[39] = inverse_t[18] + inverse_t[21];
        inverse_t[7] = inverse_t[41] + inverse_t[46] + inverse_t[39];
        inverse_t[34] = (-0.4) * inverse_t[7];
        inverse_t[24] = inverse_t[28] + inverse_t[34];
        inverse_t[37] = -(inverse_t[24]);
        inverse_o[0] = inverse_t[28] + inverse_t[37];
        inverse_t[30] = -(inverse_t[28]);
        inverse_o[1] = inverse_t[6] + inverse_t[30];
        inverse_t[42] = -(inverse_t[6]);
        inverse_o[2] = inverse_t[1] + inverse_t[42];
        inverse_t[44] = -(inverse_t[1]);
        inverse_o[3] = inverse_t[0] + inverse_t[44];
        inverse_t[15] = -(inverse_t[0]);
        inverse_o[4] = inverse_t[43] + inverse_t[15];
        inverse_t[20] = -(inverse_t[43]);
        inverse_o[5] = inverse_t[40] + inverse_t[20];
        inverse_o[6] = 0.16 * inverse_t[38];
        ::chaindyn::nalgebra::SVector::<f64, 7>::from_column_slice(&[
            inverse_o[0],
            inverse_o[1],
            inverse_o[2],
            inverse_o[3],
            inverse_o[4],
            inverse_o[5],
            inverse_o[6],
        ])
    }
    /// Forward dynamics `q̈ = M⁻¹ (τ − C q̇ − g)`: symbolic `M` and `C q̇ + g`, then an
    /// unrolled Cholesky factorisation and solve.
    /// Generated: 538 operations (additions, multiplications, calls) after CSE and Horner.
    #[inline]
    fn forward_dynamics(
        &self,
        q: &::chaindyn::nalgebra::SVector<f64, 7>,
        qd: &::chaindyn::nalgebra::SVector<f64, 7>,
        tau: &::chaindyn::nalgebra::SVector<f64, 7>,
    ) -> ::chaindyn::nalgebra::SVector<f64, 7> {
        let q0: f64 = q[0];
        let q1: f64 = q[1];
        let q2: f64 = q[2];
        let q3: f64 = q[3];
        let q4: f64 = q[4];
        let q5: f64 = q[5];
        let q6: f64 = q[6];
        let qd0: f64 = qd[0];
        let qd1: f64 = qd[1];
        let qd2: f64 = qd[2];
        let qd3: f64 = qd[3];
        let qd4: f64 = qd[4];
        let qd5: f64 = qd[5];
        let qd6: f64 = qd[6];
        let mut mass_bias_t = [0.0_f64; 72];
        let mut mass_bias_o = [0.0_f64; 35];
        mass_bias_t[0] = q1 * (-1.0);
        mass_bias_t[0] = q2 + mass_bias_t[0];
        mass_bias_t[1] = mass_bias_t[0].sin();
        mass_bias_t[2] = q2 * (-1.0);
        mass_bias_t[2] = q3 + mass_bias_t[2];
        mass_bias_t[3] = mass_bias_t[2].sin();
        mass_bias_t[4] = q3 * (-1.0);
        mass_bias_t[4] = q4 + mass_bias_t[4];
        mass_bias_t[5] = mass_bias_t[4].sin();
        mass_bias_t[6] = q4 * (-1.0);
        mass_bias_t[6] = q5 + mass_bias_t[6];
        mass_bias_t[7] = mass_bias_t[6].sin();
        mass_bias_o[31] = q5 * (-1.0);
        mass_bias_o[31] = q6 + mass_bias_o[31];
        mass_bias_t[9] = mass_bias_o[31].cos();
        mass_bias_o[20] = 0.064 * mass_bias_t[9];
        mass_bias_o[20] = 0.18 + mass_bias_o[20];
        mass_bias_o[4] = mass_bias_t[7] * mass_bias_o[20];
        mass_bias_t[6] = mass_bias_t[6].cos();
        mass_bias_o[31] = mass_bias_o[31].sin();
        mass_bias_o[6] = mass_bias_t[6] * mass_bias_o[31];
        mass_bias_o[28] = 0.064 * mass_bias_o[6];
        mass_bias_o[4] = mass_bias_o[4] + mass_bias_o[28];
        mass_bias_o[28] = -(mass_bias_t[5]);
        mass_bias_t[14] = mass_bias_o[4] * mass_bias_o[28];
        mass_bias_t[4] = mass_bias_t[4].cos();
        mass_bias_o[7] = mass_bias_t[7] * mass_bias_o[31];
        mass_bias_o[25] = (-0.064) * mass_bias_o[7];
        mass_bias_o[11] = mass_bias_o[20] * mass_bias_t[6];
        mass_bias_o[13] = mass_bias_o[25] + mass_bias_o[11];
        mass_bias_o[10] = 0.36 + mass_bias_o[13];
        mass_bias_t[20] = mass_bias_t[4] * mass_bias_o[10];
        mass_bias_t[14] = mass_bias_t[14] + mass_bias_t[20];
        mass_bias_o[3] = 0.616 + mass_bias_t[14];
        mass_bias_o[9] = mass_bias_t[3] * mass_bias_o[3];
        mass_bias_t[2] = mass_bias_t[2].cos();
        mass_bias_o[10] = mass_bias_t[5] * mass_bias_o[10];
        mass_bias_o[16] = mass_bias_o[4] * mass_bias_t[4];
        mass_bias_o[10] = mass_bias_o[10] + mass_bias_o[16];
        mass_bias_o[16] = mass_bias_t[2] * mass_bias_o[10];
        mass_bias_o[9] = mass_bias_o[9] + mass_bias_o[16];
        mass_bias_o[16] = mass_bias_t[1] * mass_bias_o[9];
        mass_bias_t[24] = (-0.72) * mass_bias_o[16];
        mass_bias_t[0] = mass_bias_t[0].cos();
        mass_bias_t[25] = -(mass_bias_t[3]);
        mass_bias_o[23] = mass_bias_o[10] * mass_bias_t[25];
        mass_bias_o[3] = mass_bias_o[3] * mass_bias_t[2];
        mass_bias_o[23] = mass_bias_o[23] + mass_bias_o[3];
        mass_bias_o[1] = 0.96 + mass_bias_o[23];
        mass_bias_o[8] = mass_bias_t[0] * mass_bias_o[1];
        mass_bias_o[19] = 0.72 * mass_bias_o[8];
        mass_bias_o[2] = mass_bias_t[3] * mass_bias_o[10];
        mass_bias_o[5] = (-0.64) * mass_bias_o[2];
        mass_bias_t[32] = 0.64 * mass_bias_o[3];
        mass_bias_o[4] = mass_bias_t[5] * mass_bias_o[4];
        mass_bias_o[18] = (-0.56) * mass_bias_o[4];
        mass_bias_o[12] = 0.56 * mass_bias_t[20];
        mass_bias_o[24] = (-0.03072) * mass_bias_o[7];
        mass_bias_o[22] = 0.48 * mass_bias_o[11];
        mass_bias_o[26] = 0.0256 * mass_bias_t[9];
        mass_bias_o[26] = 0.04624 + mass_bias_o[26];
        mass_bias_o[24] = 0.0864 + mass_bias_o[24] + mass_bias_o[22] + mass_bias_o[26];
        mass_bias_o[22] = 0.17248 + mass_bias_o[18] + mass_bias_o[12] + mass_bias_o[24];
        mass_bias_o[18] = 0.3072 + mass_bias_o[5] + mass_bias_t[32] + mass_bias_o[22];
        mass_bias_o[12] = 0.50544 + mass_bias_t[24] + mass_bias_o[19] + mass_bias_o[18];
        mass_bias_o[5] = q0 * (-1.0);
        mass_bias_t[32] = q1 + mass_bias_o[5];
        mass_bias_t[24] = mass_bias_t[32].sin();
        mass_bias_o[19] = mass_bias_t[1] * mass_bias_o[1];
        mass_bias_o[5] = mass_bias_o[9] * mass_bias_t[0];
        mass_bias_o[1] = mass_bias_o[19] + mass_bias_o[5];
        mass_bias_o[19] = mass_bias_t[24] * mass_bias_o[1];
        mass_bias_o[5] = (-0.8) * mass_bias_o[19];
        mass_bias_t[32] = mass_bias_t[32].cos();
        mass_bias_t[38] = -(mass_bias_t[1]);
        mass_bias_o[15] = mass_bias_o[9] * mass_bias_t[38];
        mass_bias_o[15] = mass_bias_o[8] + mass_bias_o[15];
        mass_bias_o[14] = 1.404 + mass_bias_o[15];
        mass_bias_o[14] = mass_bias_t[32] * mass_bias_o[14];
        mass_bias_o[0] = 0.8 * mass_bias_o[14];
        mass_bias_o[5] = 0.784 + mass_bias_o[12] + mass_bias_o[5] + mass_bias_o[0];
        mass_bias_o[0] = 0.4 * mass_bias_o[19];
        mass_bias_o[19] = (-0.4) * mass_bias_o[14];
        mass_bias_o[14] = -(mass_bias_o[12]);
        mass_bias_o[19] = mass_bias_o[0] + mass_bias_o[19] + mass_bias_o[14];
        mass_bias_o[14] = 2.0 * mass_bias_o[19];
        mass_bias_o[0] = mass_bias_o[12] + mass_bias_o[5] + mass_bias_o[14];
        mass_bias_o[5] = 0.36 * mass_bias_o[16];
        mass_bias_o[14] = (-0.36) * mass_bias_o[8];
        mass_bias_o[16] = -(mass_bias_o[18]);
        mass_bias_o[8] = mass_bias_o[5] + mass_bias_o[14] + mass_bias_o[16];
        mass_bias_o[16] = -(mass_bias_o[1]);
        mass_bias_o[5] = mass_bias_t[24] * mass_bias_o[16];
        mass_bias_o[14] = mass_bias_t[32] * mass_bias_o[15];
        mass_bias_o[1] = mass_bias_o[5] + mass_bias_o[14];
        mass_bias_o[16] = (-0.4) * mass_bias_o[1];
        mass_bias_o[15] = mass_bias_o[8] + mass_bias_o[16];
        mass_bias_o[5] = mass_bias_o[12] + mass_bias_o[19] + mass_bias_o[8];
        mass_bias_o[14] = -(mass_bias_o[5]);
        mass_bias_o[1] = mass_bias_o[15] + mass_bias_o[14];
        mass_bias_o[16] = 0.32 * mass_bias_o[2];
        mass_bias_o[19] = (-0.32) * mass_bias_o[3];
        mass_bias_o[5] = -(mass_bias_o[22]);
        mass_bias_o[14] = mass_bias_o[16] + mass_bias_o[19] + mass_bias_o[5];
        mass_bias_o[2] = -(mass_bias_o[9]);
        mass_bias_o[3] = mass_bias_t[1] * mass_bias_o[2];
        mass_bias_o[16] = mass_bias_t[0] * mass_bias_o[23];
        mass_bias_o[19] = mass_bias_o[3] + mass_bias_o[16];
        mass_bias_o[5] = (-0.36) * mass_bias_o[19];
        mass_bias_o[9] = mass_bias_o[14] + mass_bias_o[5];
        mass_bias_o[3] = mass_bias_o[23] * mass_bias_t[38];
        mass_bias_o[16] = mass_bias_t[0] * mass_bias_o[2];
        mass_bias_o[5] = mass_bias_o[3] + mass_bias_o[16];
        mass_bias_o[23] = mass_bias_t[24] * mass_bias_o[5];
        mass_bias_o[2] = mass_bias_t[32] * mass_bias_o[19];
        mass_bias_o[3] = mass_bias_o[23] + mass_bias_o[2];
        mass_bias_o[16] = (-0.4) * mass_bias_o[3];
        mass_bias_o[5] = mass_bias_o[9] + mass_bias_o[16];
        mass_bias_o[19] = mass_bias_o[15] + mass_bias_o[9];
        mass_bias_o[23] = -(mass_bias_o[19]);
        mass_bias_o[2] = mass_bias_o[8] + mass_bias_o[5] + mass_bias_o[23];
        mass_bias_o[3] = 0.28 * mass_bias_o[4];
        mass_bias_o[16] = (-0.28) * mass_bias_t[20];
        mass_bias_o[15] = -(mass_bias_o[24]);
        mass_bias_o[19] = mass_bias_o[3] + mass_bias_o[16] + mass_bias_o[15];
        mass_bias_o[23] = -(mass_bias_o[10]);
        mass_bias_o[4] = mass_bias_t[3] * mass_bias_o[23];
        mass_bias_t[20] = mass_bias_t[14] * mass_bias_t[2];
        mass_bias_o[3] = mass_bias_o[4] + mass_bias_t[20];
        mass_bias_o[16] = (-0.32) * mass_bias_o[3];
        mass_bias_o[15] = mass_bias_o[19] + mass_bias_o[16];
        mass_bias_o[10] = mass_bias_t[14] * mass_bias_t[25];
        mass_bias_o[4] = mass_bias_t[2] * mass_bias_o[23];
        mass_bias_t[20] = mass_bias_o[10] + mass_bias_o[4];
        mass_bias_o[16] = mass_bias_t[1] * mass_bias_t[20];
        mass_bias_t[14] = mass_bias_t[0] * mass_bias_o[3];
        mass_bias_o[23] = mass_bias_o[16] + mass_bias_t[14];
        mass_bias_o[4] = (-0.36) * mass_bias_o[23];
        mass_bias_o[10] = mass_bias_o[15] + mass_bias_o[4];
        mass_bias_t[14] = mass_bias_t[38] * mass_bias_o[3];
        mass_bias_o[16] = mass_bias_t[0] * mass_bias_t[20];
        mass_bias_o[4] = mass_bias_t[14] + mass_bias_o[16];
        mass_bias_o[3] = mass_bias_t[24] * mass_bias_o[4];
        mass_bias_t[20] = mass_bias_t[32] * mass_bias_o[23];
        mass_bias_t[14] = mass_bias_o[3] + mass_bias_t[20];
        mass_bias_o[16] = (-0.4) * mass_bias_t[14];
        mass_bias_o[4] = mass_bias_o[10] + mass_bias_o[16];
        mass_bias_o[23] = mass_bias_o[5] + mass_bias_o[10];
        mass_bias_t[20] = -(mass_bias_o[23]);
        mass_bias_o[3] = mass_bias_o[9] + mass_bias_o[4] + mass_bias_t[20];
        mass_bias_t[14] = 0.01536 * mass_bias_o[7];
        mass_bias_o[16] = (-0.24) * mass_bias_o[11];
        mass_bias_o[5] = -(mass_bias_o[26]);
        mass_bias_o[23] = mass_bias_t[14] + mass_bias_o[16] + mass_bias_o[5];
        mass_bias_t[20] = -(mass_bias_t[7]);
        mass_bias_o[7] = mass_bias_o[20] * mass_bias_t[20];
        mass_bias_o[11] = (-0.064) * mass_bias_o[6];
        mass_bias_o[16] = mass_bias_o[7] + mass_bias_o[11];
        mass_bias_o[5] = mass_bias_t[5] * mass_bias_o[16];
        mass_bias_o[20] = mass_bias_t[4] * mass_bias_o[13];
        mass_bias_o[7] = mass_bias_o[5] + mass_bias_o[20];
        mass_bias_o[11] = (-0.28) * mass_bias_o[7];
        mass_bias_o[20] = mass_bias_o[23] + mass_bias_o[11];
        mass_bias_o[5] = mass_bias_o[28] * mass_bias_o[13];
        mass_bias_o[11] = mass_bias_t[4] * mass_bias_o[16];
        mass_bias_o[13] = mass_bias_o[5] + mass_bias_o[11];
        mass_bias_o[16] = mass_bias_t[3] * mass_bias_o[13];
        mass_bias_o[11] = mass_bias_t[2] * mass_bias_o[7];
        mass_bias_o[5] = mass_bias_o[16] + mass_bias_o[11];
        mass_bias_o[11] = (-0.32) * mass_bias_o[5];
        mass_bias_o[16] = mass_bias_o[20] + mass_bias_o[11];
        mass_bias_o[11] = mass_bias_t[25] * mass_bias_o[7];
        mass_bias_o[7] = mass_bias_t[2] * mass_bias_o[13];
        mass_bias_o[13] = mass_bias_o[11] + mass_bias_o[7];
        mass_bias_o[7] = mass_bias_t[1] * mass_bias_o[13];
        mass_bias_o[11] = mass_bias_t[0] * mass_bias_o[5];
        mass_bias_o[7] = mass_bias_o[7] + mass_bias_o[11];
        mass_bias_o[11] = (-0.36) * mass_bias_o[7];
        mass_bias_o[11] = mass_bias_o[16] + mass_bias_o[11];
        mass_bias_o[5] = mass_bias_t[38] * mass_bias_o[5];
        mass_bias_o[13] = mass_bias_t[0] * mass_bias_o[13];
        mass_bias_o[13] = mass_bias_o[5] + mass_bias_o[13];
        mass_bias_o[5] = mass_bias_t[24] * mass_bias_o[13];
        mass_bias_o[13] = mass_bias_t[32] * mass_bias_o[7];
        mass_bias_o[7] = mass_bias_o[5] + mass_bias_o[13];
        mass_bias_o[13] = (-0.4) * mass_bias_o[7];
        mass_bias_o[5] = mass_bias_o[11] + mass_bias_o[13];
        mass_bias_o[7] = mass_bias_o[4] + mass_bias_o[11];
        mass_bias_o[13] = -(mass_bias_o[7]);
        mass_bias_o[4] = mass_bias_o[10] + mass_bias_o[5] + mass_bias_o[13];
        mass_bias_o[7] = mass_bias_t[9] * mass_bias_t[6];
        mass_bias_o[13] = (-0.01536) * mass_bias_o[7];
        mass_bias_o[34] = (-0.0128) * mass_bias_t[9];
        mass_bias_o[34] = (-0.01024) + mass_bias_o[34];
        mass_bias_t[14] = mass_bias_t[14] + mass_bias_o[13] + mass_bias_o[34];
        mass_bias_o[13] = mass_bias_t[7] * mass_bias_t[9];
        mass_bias_o[6] = mass_bias_o[6] + mass_bias_o[13];
        mass_bias_o[13] = (-0.064) * mass_bias_o[6];
        mass_bias_o[6] = mass_bias_t[5] * mass_bias_o[13];
        mass_bias_o[7] = 0.064 * mass_bias_o[7];
        mass_bias_o[7] = mass_bias_o[25] + mass_bias_o[7];
        mass_bias_o[25] = mass_bias_t[4] * mass_bias_o[7];
        mass_bias_o[6] = mass_bias_o[6] + mass_bias_o[25];
        mass_bias_o[25] = (-0.28) * mass_bias_o[6];
        mass_bias_o[25] = mass_bias_t[14] + mass_bias_o[25];
        mass_bias_o[7] = mass_bias_o[28] * mass_bias_o[7];
        mass_bias_o[13] = mass_bias_t[4] * mass_bias_o[13];
        mass_bias_o[7] = mass_bias_o[7] + mass_bias_o[13];
        mass_bias_o[13] = mass_bias_t[3] * mass_bias_o[7];
        mass_bias_o[21] = mass_bias_t[2] * mass_bias_o[6];
        mass_bias_o[13] = mass_bias_o[13] + mass_bias_o[21];
        mass_bias_o[21] = (-0.32) * mass_bias_o[13];
        mass_bias_o[21] = mass_bias_o[25] + mass_bias_o[21];
        mass_bias_o[6] = mass_bias_t[25] * mass_bias_o[6];
        mass_bias_o[7] = mass_bias_t[2] * mass_bias_o[7];
        mass_bias_o[6] = mass_bias_o[6] + mass_bias_o[7];
        mass_bias_o[7] = mass_bias_t[1] * mass_bias_o[6];
        mass_bias_o[17] = mass_bias_t[0] * mass_bias_o[13];
        mass_bias_o[7] = mass_bias_o[7] + mass_bias_o[17];
        mass_bias_o[17] = (-0.36) * mass_bias_o[7];
        mass_bias_o[17] = mass_bias_o[21] + mass_bias_o[17];
        mass_bias_o[13] = mass_bias_t[38] * mass_bias_o[13];
        mass_bias_o[6] = mass_bias_t[0] * mass_bias_o[6];
        mass_bias_o[6] = mass_bias_o[13] + mass_bias_o[6];
        mass_bias_o[13] = mass_bias_t[24] * mass_bias_o[6];
        mass_bias_o[6] = mass_bias_t[32] * mass_bias_o[7];
        mass_bias_o[7] = mass_bias_o[13] + mass_bias_o[6];
        mass_bias_o[6] = (-0.4) * mass_bias_o[7];
        mass_bias_o[13] = mass_bias_o[17] + mass_bias_o[6];
        mass_bias_o[7] = mass_bias_o[5] + mass_bias_o[17];
        mass_bias_o[6] = -(mass_bias_o[7]);
        mass_bias_o[5] = mass_bias_o[11] + mass_bias_o[13] + mass_bias_o[6];
        mass_bias_o[7] = -(mass_bias_o[13]);
        mass_bias_o[6] = mass_bias_o[17] + mass_bias_o[7];
        mass_bias_o[13] = 2.0 * mass_bias_o[8];
        mass_bias_o[7] = mass_bias_o[18] + mass_bias_o[12] + mass_bias_o[13];
        mass_bias_o[13] = mass_bias_o[18] + mass_bias_o[8] + mass_bias_o[14];
        mass_bias_o[12] = -(mass_bias_o[13]);
        mass_bias_o[8] = mass_bias_o[9] + mass_bias_o[12];
        mass_bias_o[13] = mass_bias_o[9] + mass_bias_o[15];
        mass_bias_o[12] = -(mass_bias_o[13]);
        mass_bias_o[9] = mass_bias_o[14] + mass_bias_o[10] + mass_bias_o[12];
        mass_bias_o[13] = mass_bias_o[10] + mass_bias_o[16];
        mass_bias_o[12] = -(mass_bias_o[13]);
        mass_bias_o[10] = mass_bias_o[15] + mass_bias_o[11] + mass_bias_o[12];
        mass_bias_o[13] = mass_bias_o[11] + mass_bias_o[21];
        mass_bias_o[12] = -(mass_bias_o[13]);
        mass_bias_o[11] = mass_bias_o[16] + mass_bias_o[17] + mass_bias_o[12];
        mass_bias_o[13] = -(mass_bias_o[17]);
        mass_bias_o[12] = mass_bias_o[21] + mass_bias_o[13];
        mass_bias_o[17] = 2.0 * mass_bias_o[14];
        mass_bias_o[13] = mass_bias_o[22] + mass_bias_o[18] + mass_bias_o[17];
        mass_bias_o[18] = mass_bias_o[22] + mass_bias_o[14] + mass_bias_o[19];
        mass_bias_o[17] = -(mass_bias_o[18]);
        mass_bias_o[14] = mass_bias_o[15] + mass_bias_o[17];
        mass_bias_o[18] = mass_bias_o[15] + mass_bias_o[20];
        mass_bias_o[17] = -(mass_bias_o[18]);
        mass_bias_o[15] = mass_bias_o[19] + mass_bias_o[16] + mass_bias_o[17];
        mass_bias_o[18] = mass_bias_o[16] + mass_bias_o[25];
        mass_bias_o[17] = -(mass_bias_o[18]);
        mass_bias_o[16] = mass_bias_o[20] + mass_bias_o[21] + mass_bias_o[17];
        mass_bias_o[18] = -(mass_bias_o[21]);
        mass_bias_o[17] = mass_bias_o[25] + mass_bias_o[18];
        mass_bias_o[21] = 2.0 * mass_bias_o[19];
        mass_bias_o[18] = mass_bias_o[24] + mass_bias_o[22] + mass_bias_o[21];
        mass_bias_o[22] = mass_bias_o[24] + mass_bias_o[19] + mass_bias_o[23];
        mass_bias_o[21] = -(mass_bias_o[22]);
        mass_bias_o[19] = mass_bias_o[20] + mass_bias_o[21];
        mass_bias_o[22] = mass_bias_o[20] + mass_bias_t[14];
        mass_bias_o[21] = -(mass_bias_o[22]);
        mass_bias_o[20] = mass_bias_o[23] + mass_bias_o[25] + mass_bias_o[21];
        mass_bias_o[22] = -(mass_bias_o[25]);
        mass_bias_o[21] = mass_bias_t[14] + mass_bias_o[22];
        mass_bias_o[25] = 2.0 * mass_bias_o[23];
        mass_bias_o[22] = mass_bias_o[26] + mass_bias_o[24] + mass_bias_o[25];
        mass_bias_o[25] = mass_bias_o[26] + mass_bias_o[23] + mass_bias_o[34];
        mass_bias_o[24] = -(mass_bias_o[25]);
        mass_bias_o[23] = mass_bias_t[14] + mass_bias_o[24];
        mass_bias_o[25] = -(mass_bias_t[14]);
        mass_bias_o[24] = mass_bias_o[34] + mass_bias_o[25];
        mass_bias_t[14] = 2.0 * mass_bias_o[34];
        mass_bias_o[25] = 0.01024 + mass_bias_o[26] + mass_bias_t[14];
        mass_bias_t[14] = -(mass_bias_o[34]);
        mass_bias_o[26] = (-0.01024) + mass_bias_t[14];
        mass_bias_o[34] = q0.sin();
        mass_bias_t[14] = mass_bias_t[32] * mass_bias_o[34];
        mass_bias_o[30] = q0.cos();
        mass_bias_t[46] = mass_bias_t[24] * mass_bias_o[30];
        mass_bias_t[14] = mass_bias_t[14] + mass_bias_t[46];
        mass_bias_t[46] = (-9.81) * mass_bias_t[14];
        mass_bias_t[14] = qd0 * qd0;
        mass_bias_t[47] = 0.4 * mass_bias_t[24] * mass_bias_t[14];
        mass_bias_t[46] = mass_bias_t[46] + mass_bias_t[47];
        mass_bias_t[47] = (-0.324) * mass_bias_t[46];
        mass_bias_t[48] = (-9.81) * mass_bias_t[24] * mass_bias_o[34];
        mass_bias_o[30] = 9.81 * mass_bias_t[32] * mass_bias_o[30];
        mass_bias_t[14] = (-0.4) * mass_bias_t[32] * mass_bias_t[14];
        mass_bias_t[14] = mass_bias_t[48] + mass_bias_o[30] + mass_bias_t[14];
        mass_bias_o[30] = mass_bias_t[38] * mass_bias_t[14];
        mass_bias_t[48] = qd0 * (-1.0);
        mass_bias_t[48] = qd1 + mass_bias_t[48];
        mass_bias_t[48] = qd0 + mass_bias_t[48];
        mass_bias_t[48] = -(mass_bias_t[48]);
        mass_bias_t[49] = mass_bias_t[48] * mass_bias_t[48];
        mass_bias_t[50] = 0.36 * mass_bias_t[1] * mass_bias_t[49];
        mass_bias_t[51] = mass_bias_t[0] * mass_bias_t[46];
        mass_bias_o[30] = mass_bias_o[30] + mass_bias_t[50] + mass_bias_t[51];
        mass_bias_t[50] = (-0.256) * mass_bias_o[30];
        mass_bias_t[51] = mass_bias_t[1] * mass_bias_t[46];
        mass_bias_t[52] = mass_bias_t[0] * mass_bias_t[14];
        mass_bias_t[53] = (-0.36) * mass_bias_t[0] * mass_bias_t[49];
        mass_bias_t[51] = mass_bias_t[51] + mass_bias_t[52] + mass_bias_t[53];
        mass_bias_t[52] = mass_bias_t[25] * mass_bias_t[51];
        mass_bias_t[53] = qd1 * (-1.0);
        mass_bias_t[53] = qd2 + mass_bias_t[53];
        mass_bias_t[53] = -(mass_bias_t[53]);
        mass_bias_t[48] = mass_bias_t[48] + mass_bias_t[53];
        mass_bias_t[53] = mass_bias_t[48] * mass_bias_t[48];
        mass_bias_t[54] = 0.32 * mass_bias_t[3] * mass_bias_t[53];
        mass_bias_t[55] = mass_bias_t[2] * mass_bias_o[30];
        mass_bias_t[52] = mass_bias_t[52] + mass_bias_t[54] + mass_bias_t[55];
        mass_bias_t[54] = (-0.196) * mass_bias_t[52];
        mass_bias_t[55] = mass_bias_t[3] * mass_bias_o[30];
        mass_bias_t[56] = mass_bias_t[2] * mass_bias_t[51];
        mass_bias_o[32] = (-0.32) * mass_bias_t[2] * mass_bias_t[53];
        mass_bias_t[55] = mass_bias_t[55] + mass_bias_t[56] + mass_bias_o[32];
        mass_bias_t[56] = mass_bias_o[28] * mass_bias_t[55];
        mass_bias_o[32] = qd2 * (-1.0);
        mass_bias_o[32] = qd3 + mass_bias_o[32];
        mass_bias_o[32] = -(mass_bias_o[32]);
        mass_bias_t[48] = mass_bias_t[48] + mass_bias_o[32];
        mass_bias_o[32] = mass_bias_t[48] * mass_bias_t[48];
        mass_bias_t[58] = 0.28 * mass_bias_t[5] * mass_bias_o[32];
        mass_bias_t[59] = mass_bias_t[4] * mass_bias_t[52];
        mass_bias_t[56] = mass_bias_t[56] + mass_bias_t[58] + mass_bias_t[59];
        mass_bias_t[58] = (-0.144) * mass_bias_t[56];
        mass_bias_t[59] = mass_bias_t[5] * mass_bias_t[52];
        mass_bias_t[60] = mass_bias_t[4] * mass_bias_t[55];
        mass_bias_o[33] = (-0.28) * mass_bias_t[4] * mass_bias_o[32];
        mass_bias_t[59] = mass_bias_t[59] + mass_bias_t[60] + mass_bias_o[33];
        mass_bias_t[60] = mass_bias_t[20] * mass_bias_t[59];
        mass_bias_o[33] = qd3 * (-1.0);
        mass_bias_o[33] = qd4 + mass_bias_o[33];
        mass_bias_o[33] = -(mass_bias_o[33]);
        mass_bias_t[48] = mass_bias_t[48] + mass_bias_o[33];
        mass_bias_o[33] = mass_bias_t[48] * mass_bias_t[48];
        mass_bias_t[62] = 0.24 * mass_bias_t[7] * mass_bias_o[33];
        mass_bias_t[63] = mass_bias_t[6] * mass_bias_t[56];
        mass_bias_t[60] = mass_bias_t[60] + mass_bias_t[62] + mass_bias_t[63];
        mass_bias_t[62] = mass_bias_o[31] * mass_bias_t[60];
        mass_bias_t[63] = mass_bias_t[7] * mass_bias_t[56];
        mass_bias_t[64] = mass_bias_t[6] * mass_bias_t[59];
        mass_bias_t[65] = (-0.24) * mass_bias_t[6] * mass_bias_o[33];
        mass_bias_t[63] = mass_bias_t[63] + mass_bias_t[64] + mass_bias_t[65];
        mass_bias_t[64] = mass_bias_t[9] * mass_bias_t[63];
        mass_bias_t[65] = qd4 * (-1.0);
        mass_bias_t[65] = qd5 + mass_bias_t[65];
        mass_bias_t[65] = -(mass_bias_t[65]);
        mass_bias_t[48] = mass_bias_t[48] + mass_bias_t[65];
        mass_bias_t[65] = mass_bias_t[48] * mass_bias_t[48];
        mass_bias_t[66] = (-0.2) * mass_bias_t[9] * mass_bias_t[65];
        mass_bias_t[62] = mass_bias_t[62] + mass_bias_t[64] + mass_bias_t[66];
        mass_bias_t[64] = 0.4 * mass_bias_t[62];
        mass_bias_t[66] = qd5 * (-1.0);
        mass_bias_t[62] = qd6 + mass_bias_t[66];
        mass_bias_t[66] = -(mass_bias_t[62]);
        mass_bias_t[62] = mass_bias_t[48] + mass_bias_t[66];
        mass_bias_t[48] = mass_bias_t[62] * mass_bias_t[62];
        mass_bias_t[66] = (-0.064) * mass_bias_t[48];
        mass_bias_t[62] = mass_bias_t[64] + mass_bias_t[66];
        mass_bias_t[48] = mass_bias_o[31] * mass_bias_t[62];
        mass_bias_t[64] = (-0.2) * mass_bias_t[48];
        mass_bias_t[66] = -(mass_bias_o[31] * mass_bias_t[63]);
        mass_bias_t[67] = 0.2 * mass_bias_o[31] * mass_bias_t[65];
        mass_bias_o[29] = mass_bias_t[9] * mass_bias_t[60];
        mass_bias_t[66] = mass_bias_t[66] + mass_bias_t[67] + mass_bias_o[29];
        mass_bias_t[67] = mass_bias_t[9] * mass_bias_t[66];
        mass_bias_o[29] = (-0.08) * mass_bias_t[67];
        mass_bias_t[69] = (-0.1) * mass_bias_t[60];
        mass_bias_t[70] = (-0.064) * mass_bias_t[66];
        mass_bias_t[64] = mass_bias_t[64] + mass_bias_o[29] + mass_bias_t[69] + mass_bias_t[70];
        mass_bias_o[29] = (-0.4) * mass_bias_o[31] * mass_bias_t[66];
        mass_bias_t[69] = mass_bias_t[9] * mass_bias_t[62];
        mass_bias_o[31] = 0.5 * mass_bias_t[63];
        mass_bias_t[9] = (-0.1) * mass_bias_t[65];
        mass_bias_t[62] = mass_bias_o[31] + mass_bias_t[9];
        mass_bias_t[63] = mass_bias_o[29] + mass_bias_t[69] + mass_bias_t[62];
        mass_bias_t[65] = mass_bias_t[7] * mass_bias_t[63];
        mass_bias_o[31] = 0.4 * mass_bias_t[67];
        mass_bias_t[9] = 0.5 * mass_bias_t[60];
        mass_bias_t[62] = mass_bias_t[48] + mass_bias_o[31] + mass_bias_t[9];
        mass_bias_o[29] = mass_bias_t[6] * mass_bias_t[62];
        mass_bias_t[69] = mass_bias_t[65] + mass_bias_o[29];
        mass_bias_t[7] = (-0.24) * mass_bias_t[69];
        mass_bias_t[67] = mass_bias_t[58] + mass_bias_t[64] + mass_bias_t[7];
        mass_bias_t[60] = mass_bias_t[20] * mass_bias_t[62];
        mass_bias_o[31] = mass_bias_t[6] * mass_bias_t[63];
        mass_bias_t[9] = 0.6 * mass_bias_t[59];
        mass_bias_t[48] = (-0.144) * mass_bias_o[33];
        mass_bias_t[65] = mass_bias_t[9] + mass_bias_t[48];
        mass_bias_o[29] = mass_bias_t[60] + mass_bias_o[31] + mass_bias_t[65];
        mass_bias_t[7] = mass_bias_t[5] * mass_bias_o[29];
        mass_bias_t[58] = 0.6 * mass_bias_t[56];
        mass_bias_t[20] = mass_bias_t[69] + mass_bias_t[58];
        mass_bias_t[62] = mass_bias_t[4] * mass_bias_t[20];
        mass_bias_t[6] = mass_bias_t[7] + mass_bias_t[62];
        mass_bias_t[63] = (-0.28) * mass_bias_t[6];
        mass_bias_t[59] = mass_bias_t[54] + mass_bias_t[67] + mass_bias_t[63];
        mass_bias_o[33] = mass_bias_o[28] * mass_bias_t[20];
        mass_bias_t[9] = mass_bias_t[4] * mass_bias_o[29];
        mass_bias_t[48] = 0.7 * mass_bias_t[55];
        mass_bias_o[31] = (-0.196) * mass_bias_o[32];
        mass_bias_t[60] = mass_bias_t[48] + mass_bias_o[31];
        mass_bias_t[65] = mass_bias_o[33] + mass_bias_t[9] + mass_bias_t[60];
        mass_bias_t[5] = mass_bias_t[3] * mass_bias_t[65];
        mass_bias_t[56] = 0.7 * mass_bias_t[52];
        mass_bias_t[58] = mass_bias_t[6] + mass_bias_t[56];
        mass_bias_t[69] = mass_bias_t[2] * mass_bias_t[58];
        mass_bias_t[7] = mass_bias_t[5] + mass_bias_t[69];
        mass_bias_t[62] = (-0.32) * mass_bias_t[7];
        mass_bias_t[54] = mass_bias_t[50] + mass_bias_t[59] + mass_bias_t[62];
        mass_bias_t[63] = mass_bias_t[25] * mass_bias_t[58];
        mass_bias_o[28] = mass_bias_t[2] * mass_bias_t[65];
        mass_bias_t[20] = 0.8 * mass_bias_t[51];
        mass_bias_t[4] = (-0.256) * mass_bias_t[53];
        mass_bias_o[29] = mass_bias_t[20] + mass_bias_t[4];
        mass_bias_t[55] = mass_bias_t[63] + mass_bias_o[28] + mass_bias_o[29];
        mass_bias_o[32] = mass_bias_t[1] * mass_bias_t[55];
        mass_bias_o[31] = 0.8 * mass_bias_o[30];
        mass_bias_t[48] = mass_bias_t[7] + mass_bias_o[31];
        mass_bias_t[9] = mass_bias_t[0] * mass_bias_t[48];
        mass_bias_t[60] = mass_bias_o[32] + mass_bias_t[9];
        mass_bias_o[33] = (-0.36) * mass_bias_t[60];
        mass_bias_t[3] = mass_bias_t[47] + mass_bias_t[54] + mass_bias_o[33];
        mass_bias_t[52] = 3.924 * mass_bias_o[34];
        mass_bias_t[6] = mass_bias_t[38] * mass_bias_t[48];
        mass_bias_t[56] = mass_bias_t[0] * mass_bias_t[55];
        mass_bias_t[5] = 0.9 * mass_bias_t[14];
        mass_bias_t[69] = (-0.324) * mass_bias_t[49];
        mass_bias_t[50] = mass_bias_t[5] + mass_bias_t[69];
        mass_bias_t[62] = mass_bias_t[6] + mass_bias_t[56] + mass_bias_t[50];
        mass_bias_t[25] = mass_bias_t[24] * mass_bias_t[62];
        mass_bias_t[58] = 0.9 * mass_bias_t[46];
        mass_bias_t[2] = mass_bias_t[60] + mass_bias_t[58];
        mass_bias_t[65] = mass_bias_t[32] * mass_bias_t[2];
        mass_bias_t[51] = mass_bias_t[25] + mass_bias_t[65];
        mass_bias_t[53] = (-0.4) * mass_bias_t[51];
        mass_bias_t[4] = mass_bias_t[3] + mass_bias_t[52] + mass_bias_t[53];
        mass_bias_t[20] = -(mass_bias_t[4]);
        mass_bias_o[28] = mass_bias_t[3] + mass_bias_t[20];
        mass_bias_t[63] = -(mass_bias_t[3]);
        mass_bias_o[29] = mass_bias_t[54] + mass_bias_t[63];
        mass_bias_t[1] = -(mass_bias_t[54]);
        mass_bias_o[30] = mass_bias_t[59] + mass_bias_t[1];
        mass_bias_t[7] = -(mass_bias_t[59]);
        mass_bias_o[31] = mass_bias_t[67] + mass_bias_t[7];
        mass_bias_t[9] = -(mass_bias_t[67]);
        mass_bias_o[32] = mass_bias_t[64] + mass_bias_t[9];
        mass_bias_t[47] = -(mass_bias_t[64]);
        mass_bias_o[33] = mass_bias_t[70] + mass_bias_t[47];
        mass_bias_o[34] = 0.064 * mass_bias_t[66];
        mass_bias_o[27] = 0.01024;
        let l_0_0 = (mass_bias_o[0]).sqrt();
        let il_0 = 1.0 / l_0_0;
        let l_1_0 = (mass_bias_o[1]) * il_0;
        let l_2_0 = (mass_bias_o[2]) * il_0;
        let l_3_0 = (mass_bias_o[3]) * il_0;
        let l_4_0 = (mass_bias_o[4]) * il_0;
        let l_5_0 = (mass_bias_o[5]) * il_0;
        let l_6_0 = (mass_bias_o[6]) * il_0;
        let l_1_1 = (mass_bias_o[7] - l_1_0 * l_1_0).sqrt();
        let il_1 = 1.0 / l_1_1;
        let l_2_1 = (mass_bias_o[8] - l_2_0 * l_1_0) * il_1;
        let l_3_1 = (mass_bias_o[9] - l_3_0 * l_1_0) * il_1;
        let l_4_1 = (mass_bias_o[10] - l_4_0 * l_1_0) * il_1;
        let l_5_1 = (mass_bias_o[11] - l_5_0 * l_1_0) * il_1;
        let l_6_1 = (mass_bias_o[12] - l_6_0 * l_1_0) * il_1;
        let l_2_2 = (mass_bias_o[13] - l_2_0 * l_2_0 - l_2_1 * l_2_1).sqrt();
        let il_2 = 1.0 / l_2_2;
        let l_3_2 = (mass_bias_o[14] - l_3_0 * l_2_0 - l_3_1 * l_2_1) * il_2;
        let l_4_2 = (mass_bias_o[15] - l_4_0 * l_2_0 - l_4_1 * l_2_1) * il_2;
        let l_5_2 = (mass_bias_o[16] - l_5_0 * l_2_0 - l_5_1 * l_2_1) * il_2;
        let l_6_2 = (mass_bias_o[17] - l_6_0 * l_2_0 - l_6_1 * l_2_1) * il_2;
        let l_3_3 = (mass_bias_o[18] - l_3_0 * l_3_0 - l_3_1 * l_3_1 - l_3_2 * l_3_2).sqrt();
        let il_3 = 1.0 / l_3_3;
        let l_4_3 = (mass_bias_o[19] - l_4_0 * l_3_0 - l_4_1 * l_3_1 - l_4_2 * l_3_2) * il_3;
        let l_5_3 = (mass_bias_o[20] - l_5_0 * l_3_0 - l_5_1 * l_3_1 - l_5_2 * l_3_2) * il_3;
        let l_6_3 = (mass_bias_o[21] - l_6_0 * l_3_0 - l_6_1 * l_3_1 - l_6_2 * l_3_2) * il_3;
        let l_4_4 =
            (mass_bias_o[22] - l_4_0 * l_4_0 - l_4_1 * l_4_1 - l_4_2 * l_4_2 - l_4_3 * l_4_3)
                .sqrt();
        let il_4 = 1.0 / l_4_4;
        let l_5_4 =
            (mass_bias_o[23] - l_5_0 * l_4_0 - l_5_1 * l_4_1 - l_5_2 * l_4_2 - l_5_3 * l_4_3)
                * il_4;
        let l_6_4 =
            (mass_bias_o[24] - l_6_0 * l_4_0 - l_6_1 * l_4_1 - l_6_2 * l_4_2 - l_6_3 * l_4_3)
                * il_4;
        let l_5_5 = (mass_bias_o[25]
            - l_5_0 * l_5_0
            - l_5_1 * l_5_1
            - l_5_2 * l_5_2
            - l_5_3 * l_5_3
            - l_5_4 * l_5_4)
            .sqrt();
        let il_5 = 1.0 / l_5_5;
        let l_6_5 = (mass_bias_o[26]
            - l_6_0 * l_5_0
            - l_6_1 * l_5_1
            - l_6_2 * l_5_2
            - l_6_3 * l_5_3
            - l_6_4 * l_5_4)
            * il_5;
        let l_6_6 = (mass_bias_o[27]
            - l_6_0 * l_6_0
            - l_6_1 * l_6_1
            - l_6_2 * l_6_2
            - l_6_3 * l_6_3
            - l_6_4 * l_6_4
            - l_6_5 * l_6_5)
            .sqrt();
        let il_6 = 1.0 / l_6_6;
        let qdd_y0 = (tau[0] - mass_bias_o[28]) * il_0;
        let qdd_y1 = ((tau[1] - mass_bias_o[29]) - l_1_0 * qdd_y0) * il_1;
        let qdd_y2 = ((tau[2] - mass_bias_o[30]) - l_2_0 * qdd_y0 - l_2_1 * qdd_y1) * il_2;
        let qdd_y3 =
            ((tau[3] - mass_bias_o[31]) - l_3_0 * qdd_y0 - l_3_1 * qdd_y1 - l_3_2 * qdd_y2) * il_3;
        let qdd_y4 = ((tau[4] - mass_bias_o[32])
            - l_4_0 * qdd_y0
            - l_4_1 * qdd_y1
            - l_4_2 * qdd_y2
            - l_4_3 * qdd_y3)
            * il_4;
        let qdd_y5 = ((tau[5] - mass_bias_o[33])
            - l_5_0 * qdd_y0
            - l_5_1 * qdd_y1
            - l_5_2 * qdd_y2
            - l_5_3 * qdd_y3
            - l_5_4 * qdd_y4)
            * il_5;
        let qdd_y6 = ((tau[6] - mass_bias_o[34])
            - l_6_0 * qdd_y0
            - l_6_1 * qdd_y1
            - l_6_2 * qdd_y2
            - l_6_3 * qdd_y3
            - l_6_4 * qdd_y4
            - l_6_5 * qdd_y5)
            * il_6;
        let qdd_6 = (qdd_y6) * il_6;
        let qdd_5 = (qdd_y5 - l_6_5 * qdd_6) * il_5;
        let qdd_4 = (qdd_y4 - l_5_4 * qdd_5 - l_6_4 * qdd_6) * il_4;
        let qdd_3 = (qdd_y3 - l_4_3 * qdd_4 - l_5_3 * qdd_5 - l_6_3 * qdd_6) * il_3;
        let qdd_2 = (qdd_y2 - l_3_2 * qdd_3 - l_4_2 * qdd_4 - l_5_2 * qdd_5 - l_6_2 * qdd_6) * il_2;
        let qdd_1 = (qdd_y1
            - l_2_1 * qdd_2
            - l_3_1 * qdd_3
            - l_4_1 * qdd_4
            - l_5_1 * qdd_5
            - l_6_1 * qdd_6)
            * il_1;
        let qdd_0 = (qdd_y0
            - l_1_0 * qdd_1
            - l_2_0 * qdd_2
            - l_3_0 * qdd_3
            - l_4_0 * qdd_4
            - l_5_0 * qdd_5
            - l_6_0 * qdd_6)
            * il_0;
        ::chaindyn::nalgebra::SVector::<f64, 7>::from_column_slice(&[
            qdd_0, qdd_1, qdd_2, qdd_3, qdd_4, qdd_5, qdd_6,
        ])
    }
    /// Kinetic energy `Σ ½ (m v_c·v_c + ω·I ω)`.
    /// Generated: 150 operations (additions, multiplications, calls) after CSE and Horner.
    #[inline]
    fn kinetic_energy(
        &self,
        q: &::chaindyn::nalgebra::SVector<f64, 7>,
        qd: &::chaindyn::nalgebra::SVector<f64, 7>,
    ) -> f64 {
        let q0: f64 = q[0];
        let q1: f64 = q[1];
        let q2: f64 = q[2];
        let q3: f64 = q[3];
        let q4: f64 = q[4];
        let q5: f64 = q[5];
        let q6: f64 = q[6];
        let qd0: f64 = qd[0];
        let qd1: f64 = qd[1];
        let qd2: f64 = qd[2];
        let qd3: f64 = qd[3];
        let qd4: f64 = qd[4];
        let qd5: f64 = qd[5];
        let qd6: f64 = qd[6];
        let mut kinetic_t = [0.0_f64; 16];
        let mut kinetic_o = [0.0_f64; 1];
        kinetic_t[0] = qd0 * qd0;
        kinetic_t[0] = 0.08 * kinetic_t[0];
        kinetic_t[1] = q0 * (-1.0);
        kinetic_t[1] = q1 + kinetic_t[1];
        kinetic_t[2] = kinetic_t[1].sin();
        kinetic_t[3] = qd0 * 0.4;
        kinetic_t[2] = kinetic_t[2] * kinetic_t[3];
        kinetic_t[4] = kinetic_t[2] * kinetic_t[2];
        kinetic_t[5] = qd0 * (-1.0);
        kinetic_t[5] = qd1 + kinetic_t[5];
        kinetic_t[5] = qd0 + kinetic_t[5];
        kinetic_t[5] = -(kinetic_t[5]);
        kinetic_o[0] = (-0.36) * kinetic_t[5];
        kinetic_t[1] = kinetic_t[1].cos();
        kinetic_t[1] = kinetic_t[3] * kinetic_t[1];
        kinetic_t[3] = kinetic_o[0] + kinetic_t[1];
        kinetic_t[3] = kinetic_t[3] * kinetic_t[3];
        kinetic_t[3] = kinetic_t[4] + kinetic_t[3];
        kinetic_t[4] = 0.45 * kinetic_t[3];
        kinetic_t[3] = q1 * (-1.0);
        kinetic_t[3] = q2 + kinetic_t[3];
        kinetic_t[7] = kinetic_t[3].sin();
        kinetic_t[8] = kinetic_o[0] * kinetic_t[7];
        kinetic_t[9] = kinetic_t[1] * kinetic_t[7];
        kinetic_t[3] = kinetic_t[3].cos();
        kinetic_t[10] = kinetic_t[2] * kinetic_t[3];
        kinetic_t[8] = kinetic_t[8] + kinetic_t[9] + kinetic_t[10];
        kinetic_t[9] = kinetic_t[8] * kinetic_t[8];
        kinetic_t[10] = qd1 * (-1.0);
        kinetic_t[10] = qd2 + kinetic_t[10];
        kinetic_t[10] = -(kinetic_t[10]);
        kinetic_t[5] = kinetic_t[5] + kinetic_t[10];
        kinetic_t[10] = (-0.32) * kinetic_t[5];
        kinetic_t[2] = -(kinetic_t[2] * kinetic_t[7]);
        kinetic_t[7] = kinetic_o[0] * kinetic_t[3];
        kinetic_o[0] = kinetic_t[1] * kinetic_t[3];
        kinetic_t[1] = kinetic_t[2] + kinetic_t[7] + kinetic_o[0];
        kinetic_t[3] = kinetic_t[10] + kinetic_t[1];
        kinetic_t[2] = kinetic_t[3] * kinetic_t[3];
        kinetic_o[0] = kinetic_t[9] + kinetic_t[2];
        kinetic_t[7] = 0.4 * kinetic_o[0];
        kinetic_t[3] = q2 * (-1.0);
        kinetic_t[2] = q3 + kinetic_t[3];
        kinetic_t[9] = kinetic_t[2].sin();
        kinetic_o[0] = kinetic_t[10] * kinetic_t[9];
        kinetic_t[3] = kinetic_t[1] * kinetic_t[9];
        kinetic_t[2] = kinetic_t[2].cos();
        kinetic_t[11] = kinetic_t[8] * kinetic_t[2];
        kinetic_t[3] = kinetic_o[0] + kinetic_t[3] + kinetic_t[11];
        kinetic_o[0] = kinetic_t[3] * kinetic_t[3];
        kinetic_t[11] = qd2 * (-1.0);
        kinetic_t[11] = qd3 + kinetic_t[11];
        kinetic_t[11] = -(kinetic_t[11]);
        kinetic_t[5] = kinetic_t[5] + kinetic_t[11];
        kinetic_t[11] = (-0.28) * kinetic_t[5];
        kinetic_t[8] = -(kinetic_t[8] * kinetic_t[9]);
        kinetic_t[9] = kinetic_t[10] * kinetic_t[2];
        kinetic_t[10] = kinetic_t[1] * kinetic_t[2];
        kinetic_t[1] = kinetic_t[8] + kinetic_t[9] + kinetic_t[10];
        kinetic_t[2] = kinetic_t[11] + kinetic_t[1];
        kinetic_t[8] = kinetic_t[2] * kinetic_t[2];
        kinetic_t[9] = kinetic_o[0] + kinetic_t[8];
        kinetic_t[10] = 0.35 * kinetic_t[9];
        kinetic_t[2] = q3 * (-1.0);
        kinetic_o[0] = q4 + kinetic_t[2];
        kinetic_t[8] = kinetic_o[0].sin();
        kinetic_t[9] = kinetic_t[11] * kinetic_t[8];
        kinetic_t[2] = kinetic_t[1] * kinetic_t[8];
        kinetic_o[0] = kinetic_o[0].cos();
        kinetic_t[12] = kinetic_t[3] * kinetic_o[0];
        kinetic_t[2] = kinetic_t[9] + kinetic_t[2] + kinetic_t[12];
        kinetic_t[9] = kinetic_t[2] * kinetic_t[2];
        kinetic_t[12] = qd3 * (-1.0);
        kinetic_t[12] = qd4 + kinetic_t[12];
        kinetic_t[12] = -(kinetic_t[12]);
        kinetic_t[5] = kinetic_t[5] + kinetic_t[12];
        kinetic_t[12] = (-0.24) * kinetic_t[5];
        kinetic_t[3] = -(kinetic_t[3] * kinetic_t[8]);
        kinetic_t[8] = kinetic_t[11] * kinetic_o[0];
        kinetic_t[11] = kinetic_t[1] * kinetic_o[0];
        kinetic_t[1] = kinetic_t[3] + kinetic_t[8] + kinetic_t[11];
        kinetic_o[0] = kinetic_t[12] + kinetic_t[1];
        kinetic_t[3] = kinetic_o[0] * kinetic_o[0];
        kinetic_t[8] = kinetic_t[9] + kinetic_t[3];
        kinetic_t[11] = 0.3 * kinetic_t[8];
        kinetic_o[0] = q4 * (-1.0);
        kinetic_t[3] = q5 + kinetic_o[0];
        kinetic_t[9] = kinetic_t[3].sin();
        kinetic_t[8] = kinetic_t[12] * kinetic_t[9];
        kinetic_o[0] = kinetic_t[1] * kinetic_t[9];
        kinetic_t[3] = kinetic_t[3].cos();
        kinetic_t[13] = kinetic_t[2] * kinetic_t[3];
        kinetic_o[0] = kinetic_t[8] + kinetic_o[0] + kinetic_t[13];
        kinetic_t[8] = kinetic_o[0] * kinetic_o[0];
        kinetic_t[13] = qd4 * (-1.0);
        kinetic_t[13] = qd5 + kinetic_t[13];
        kinetic_t[13] = -(kinetic_t[13]);
        kinetic_t[5] = kinetic_t[5] + kinetic_t[13];
        kinetic_t[13] = (-0.2) * kinetic_t[5];
        kinetic_t[2] = -(kinetic_t[2] * kinetic_t[9]);
        kinetic_t[9] = kinetic_t[12] * kinetic_t[3];
        kinetic_t[12] = kinetic_t[1] * kinetic_t[3];
        kinetic_t[1] = kinetic_t[2] + kinetic_t[9] + kinetic_t[12];
        kinetic_t[3] = kinetic_t[13] + kinetic_t[1];
        kinetic_t[2] = kinetic_t[3] * kinetic_t[3];
        kinetic_t[9] = kinetic_t[8] + kinetic_t[2];
        kinetic_t[12] = 0.25 * kinetic_t[9];
        kinetic_t[3] = q5 * (-1.0);
        kinetic_t[2] = q6 + kinetic_t[3];
        kinetic_t[8] = kinetic_t[2].sin();
        kinetic_t[9] = kinetic_t[13] * kinetic_t[8];
        kinetic_t[3] = kinetic_t[1] * kinetic_t[8];
        kinetic_t[2] = kinetic_t[2].cos();
        kinetic_t[14] = kinetic_o[0] * kinetic_t[2];
        kinetic_t[3] = kinetic_t[9] + kinetic_t[3] + kinetic_t[14];
        kinetic_t[9] = kinetic_t[3] * kinetic_t[3];
        kinetic_t[14] = qd5 * (-1.0);
        kinetic_t[3] = qd6 + kinetic_t[14];
        kinetic_t[14] = -(kinetic_t[3]);
        kinetic_t[3] = kinetic_t[5] + kinetic_t[14];
        kinetic_t[5] = (-0.16) * kinetic_t[3];
        kinetic_t[14] = -(kinetic_o[0] * kinetic_t[8]);
        kinetic_t[3] = kinetic_t[13] * kinetic_t[2];
        kinetic_o[0] = kinetic_t[1] * kinetic_t[2];
        kinetic_t[8] = kinetic_t[14] + kinetic_t[3] + kinetic_o[0];
        kinetic_t[13] = kinetic_t[5] + kinetic_t[8];
        kinetic_t[1] = kinetic_t[13] * kinetic_t[13];
        kinetic_t[2] = kinetic_t[9] + kinetic_t[1];
        kinetic_t[3] = 0.2 * kinetic_t[2];
        kinetic_o[0] = kinetic_t[0]
            + kinetic_t[4]
            + kinetic_t[7]
            + kinetic_t[10]
            + kinetic_t[11]
            + kinetic_t[12]
            + kinetic_t[3];
        kinetic_o[0]
    }
    /// Potential energy `U = −Σ m g·p_c`.
    /// Generated: 102 operations (additions, multiplications, calls) after CSE and Horner.
    #[inline]
    fn potential_energy(&self, q: &::chaindyn::nalgebra::SVector<f64, 7>) -> f64 {
        let q0: f64 = q[0];
        let q1: f64 = q[1];
        let q2: f64 = q[2];
        let q3: f64 = q[3];
        let q4: f64 = q[4];
        let q5: f64 = q[5];
        let q6: f64 = q[6];
        let mut potential_t = [0.0_f64; 15];
        let mut potential_o = [0.0_f64; 1];
        potential_t[0] = q0.cos();
        potential_t[1] = 3.924 * potential_t[0];
        potential_t[2] = 3.5316 * potential_t[0];
        potential_t[3] = q0.sin();
        potential_t[4] = q0 * (-1.0);
        potential_t[4] = q1 + potential_t[4];
        potential_o[0] = potential_t[4].sin();
        potential_t[6] = 9.81 * potential_t[3] * potential_o[0];
        potential_t[4] = potential_t[4].cos();
        potential_t[7] = (-9.81) * potential_t[0] * potential_t[4];
        potential_t[6] = potential_t[6] + potential_t[7];
        potential_t[7] = (-0.324) * potential_t[6];
        potential_t[2] = potential_t[2] + potential_t[7];
        potential_t[7] = (-3.924) * potential_t[0];
        potential_t[8] = 0.36 * potential_t[6];
        potential_t[7] = potential_t[7] + potential_t[8];
        potential_t[8] = (-0.8) * potential_t[7];
        potential_t[9] = q1 * (-1.0);
        potential_t[9] = q2 + potential_t[9];
        potential_t[10] = potential_t[9].sin();
        potential_t[3] = potential_t[3] * potential_t[4];
        potential_t[4] = potential_t[0] * potential_o[0];
        potential_t[0] = potential_t[3] + potential_t[4];
        potential_o[0] = 9.81 * potential_t[0];
        potential_t[3] = potential_t[10] * potential_o[0];
        potential_t[4] = potential_t[9].cos();
        potential_t[0] = potential_t[6] * potential_t[4];
        potential_t[9] = potential_t[3] + potential_t[0];
        potential_t[0] = (-0.256) * potential_t[9];
        potential_t[3] = potential_t[8] + potential_t[0];
        potential_t[0] = 0.32 * potential_t[9];
        potential_t[8] = potential_t[7] + potential_t[0];
        potential_t[0] = (-0.7) * potential_t[8];
        potential_t[7] = q2 * (-1.0);
        potential_t[7] = q3 + potential_t[7];
        potential_t[11] = potential_t[7].sin();
        potential_t[6] = -(potential_t[6] * potential_t[10]);
        potential_t[10] = potential_o[0] * potential_t[4];
        potential_t[4] = potential_t[6] + potential_t[10];
        potential_o[0] = potential_t[11] * potential_t[4];
        potential_t[6] = potential_t[7].cos();
        potential_t[10] = potential_t[9] * potential_t[6];
        potential_t[7] = potential_o[0] + potential_t[10];
        potential_o[0] = (-0.196) * potential_t[7];
        potential_t[10] = potential_t[0] + potential_o[0];
        potential_t[0] = 0.28 * potential_t[7];
        potential_o[0] = potential_t[8] + potential_t[0];
        potential_t[0] = (-0.6) * potential_o[0];
        potential_t[8] = q3 * (-1.0);
        potential_t[8] = q4 + potential_t[8];
        potential_t[12] = potential_t[8].sin();
        potential_t[9] = -(potential_t[9] * potential_t[11]);
        potential_t[11] = potential_t[4] * potential_t[6];
        potential_t[4] = potential_t[9] + potential_t[11];
        potential_t[6] = potential_t[12] * potential_t[4];
        potential_t[9] = potential_t[8].cos();
        potential_t[11] = potential_t[7] * potential_t[9];
        potential_t[8] = potential_t[6] + potential_t[11];
        potential_t[6] = (-0.144) * potential_t[8];
        potential_t[11] = potential_t[0] + potential_t[6];
        potential_t[0] = 0.24 * potential_t[8];
        potential_t[6] = potential_o[0] + potential_t[0];
        potential_t[0] = (-0.5) * potential_t[6];
        potential_o[0] = q4 * (-1.0);
        potential_o[0] = q5 + potential_o[0];
        potential_t[13] = potential_o[0].sin();
        potential_t[7] = -(potential_t[7] * potential_t[12]);
        potential_t[12] = potential_t[4] * potential_t[9];
        potential_t[4] = potential_t[7] + potential_t[12];
        potential_t[9] = potential_t[13] * potential_t[4];
        potential_t[7] = potential_o[0].cos();
        potential_t[12] = potential_t[8] * potential_t[7];
        potential_o[0] = potential_t[9] + potential_t[12];
        potential_t[9] = (-0.1) * potential_o[0];
        potential_t[12] = potential_t[0] + potential_t[9];
        potential_t[0] = 0.2 * potential_o[0];
        potential_t[9] = potential_t[6] + potential_t[0];
        potential_t[0] = (-0.4) * potential_t[9];
        potential_t[6] = q5 * (-1.0);
        potential_t[9] = q6 + potential_t[6];
        potential_t[6] = potential_t[9].sin();
        potential_t[8] = -(potential_t[8] * potential_t[13]);
        potential_t[13] = potential_t[4] * potential_t[7];
        potential_t[4] = potential_t[8] + potential_t[13];
        potential_t[7] = potential_t[6] * potential_t[4];
        potential_t[8] = potential_t[9].cos();
        potential_t[13] = potential_o[0] * potential_t[8];
        potential_t[4] = potential_t[7] + potential_t[13];
        potential_t[6] = (-0.064) * potential_t[4];
        potential_t[9] = potential_t[0] + potential_t[6];
        potential_o[0] = potential_t[1]
            + potential_t[2]
            + potential_t[3]
            + potential_t[10]
            + potential_t[11]
            + potential_t[12]
            + potential_t[9];
        potential_o[0]
    }
    /// `∂M/∂q_k` for every `k`, by the chain rule through the named intermediates.
    /// Generated: 1352 operations (additions, multiplications, calls) after CSE and Horner.
    #[inline]
    fn mass_matrix_jacobian(
        &self,
        q: &::chaindyn::nalgebra::SVector<f64, 7>,
    ) -> [::chaindyn::nalgebra::SMatrix<f64, 7, 7>; 7] {
        let q0: f64 = q[0];
        let q1: f64 = q[1];
        let q2: f64 = q[2];
        let q3: f64 = q[3];
        let q4: f64 = q[4];
        let q5: f64 = q[5];
        let q6: f64 = q[6];
        let mut mass_jacobian_t = [0.0_f64; 150];
        let mut mass_jacobian_o = [0.0_f64; 196];
        mass_jacobian_o[194] = q0 * (-1.0);
        mass_jacobian_o[194] = q1 + mass_jacobian_o[194];
        mass_jacobian_o[186] = mass_jacobian_o[194].sin();
        mass_jacobian_t[2] = q1 * (-1.0);
        mass_jacobian_t[2] = q2 + mass_jacobian_t[2];
        mass_jacobian_o[185] = mass_jacobian_t[2].sin();
        mass_jacobian_o[173] = q2 * (-1.0);
        mass_jacobian_o[173] = q3 + mass_jacobian_o[173];
        mass_jacobian_o[184] = mass_jacobian_o[173].sin();
        mass_jacobian_t[6] = q3 * (-1.0);
        mass_jacobian_t[6] = q4 + mass_jacobian_t[6];
        mass_jacobian_o[172] = mass_jacobian_t[6].sin();
        mass_jacobian_o[175] = q4 * (-1.0);
        mass_jacobian_o[175] = q5 + mass_jacobian_o[175];
        mass_jacobian_o[127] = mass_jacobian_o[175].sin();
        mass_jacobian_t[10] = q5 * (-1.0);
        mass_jacobian_t[10] = q6 + mass_jacobian_t[10];
        mass_jacobian_o[153] = mass_jacobian_t[10].cos();
        mass_jacobian_t[12] = 0.064 * mass_jacobian_o[153];
        mass_jacobian_o[147] = 0.18 + mass_jacobian_t[12];
        mass_jacobian_o[148] = mass_jacobian_o[127] * mass_jacobian_o[147];
        mass_jacobian_o[175] = mass_jacobian_o[175].cos();
        mass_jacobian_t[10] = mass_jacobian_t[10].sin();
        mass_jacobian_o[118] = mass_jacobian_o[175] * mass_jacobian_t[10];
        mass_jacobian_t[16] = 0.064 * mass_jacobian_o[118];
        mass_jacobian_t[16] = mass_jacobian_o[148] + mass_jacobian_t[16];
        mass_jacobian_o[174] = -(mass_jacobian_o[172]);
        mass_jacobian_o[135] = mass_jacobian_t[16] * mass_jacobian_o[174];
        mass_jacobian_t[6] = mass_jacobian_t[6].cos();
        mass_jacobian_o[130] = mass_jacobian_o[127] * mass_jacobian_t[10];
        mass_jacobian_o[102] = (-0.064) * mass_jacobian_o[130];
        mass_jacobian_o[147] = mass_jacobian_o[147] * mass_jacobian_o[175];
        mass_jacobian_o[91] = mass_jacobian_o[102] + mass_jacobian_o[147];
        mass_jacobian_o[124] = 0.36 + mass_jacobian_o[91];
        mass_jacobian_o[120] = mass_jacobian_t[6] * mass_jacobian_o[124];
        mass_jacobian_o[135] = mass_jacobian_o[135] + mass_jacobian_o[120];
        mass_jacobian_o[159] = 0.616 + mass_jacobian_o[135];
        mass_jacobian_o[99] = mass_jacobian_o[184] * mass_jacobian_o[159];
        mass_jacobian_o[173] = mass_jacobian_o[173].cos();
        mass_jacobian_o[124] = mass_jacobian_o[172] * mass_jacobian_o[124];
        mass_jacobian_o[144] = mass_jacobian_t[16] * mass_jacobian_t[6];
        mass_jacobian_o[124] = mass_jacobian_o[124] + mass_jacobian_o[144];
        mass_jacobian_o[101] = mass_jacobian_o[173] * mass_jacobian_o[124];
        mass_jacobian_o[99] = mass_jacobian_o[99] + mass_jacobian_o[101];
        mass_jacobian_o[176] = -(mass_jacobian_o[185]);
        mass_jacobian_t[29] = mass_jacobian_o[99] * mass_jacobian_o[176];
        mass_jacobian_t[2] = mass_jacobian_t[2].cos();
        mass_jacobian_t[30] = -(mass_jacobian_o[184]);
        mass_jacobian_t[31] = mass_jacobian_o[124] * mass_jacobian_t[30];
        mass_jacobian_o[104] = mass_jacobian_o[159] * mass_jacobian_o[173];
        mass_jacobian_t[31] = mass_jacobian_t[31] + mass_jacobian_o[104];
        mass_jacobian_o[38] = 0.96 + mass_jacobian_t[31];
        mass_jacobian_o[103] = mass_jacobian_t[2] * mass_jacobian_o[38];
        mass_jacobian_t[29] = mass_jacobian_t[29] + mass_jacobian_o[103];
        mass_jacobian_o[142] = 1.404 + mass_jacobian_t[29];
        mass_jacobian_o[142] = mass_jacobian_o[186] * mass_jacobian_o[142];
        mass_jacobian_o[194] = mass_jacobian_o[194].cos();
        mass_jacobian_o[66] = mass_jacobian_o[185] * mass_jacobian_o[38];
        mass_jacobian_o[67] = mass_jacobian_o[99] * mass_jacobian_t[2];
        mass_jacobian_o[66] = mass_jacobian_o[66] + mass_jacobian_o[67];
        mass_jacobian_o[63] = mass_jacobian_o[194] * mass_jacobian_o[66];
        mass_jacobian_o[142] = mass_jacobian_o[142] + mass_jacobian_o[63];
        mass_jacobian_o[0] = 0.8 * mass_jacobian_o[142];
        mass_jacobian_o[35] = (-0.4) * mass_jacobian_o[142];
        mass_jacobian_o[6] = 2.0 * mass_jacobian_o[35];
        mass_jacobian_o[0] = mass_jacobian_o[0] + mass_jacobian_o[6];
        mass_jacobian_o[6] = -(mass_jacobian_o[35]);
        mass_jacobian_o[35] = (-0.4) * mass_jacobian_o[186];
        mass_jacobian_o[73] = mass_jacobian_t[29] * mass_jacobian_o[35];
        mass_jacobian_o[37] = -(mass_jacobian_o[66]);
        mass_jacobian_o[5] = 0.4 * mass_jacobian_o[194];
        mass_jacobian_o[1] = mass_jacobian_o[37] * mass_jacobian_o[5];
        mass_jacobian_o[73] = mass_jacobian_o[73] + mass_jacobian_o[1];
        mass_jacobian_o[1] = mass_jacobian_o[6] + mass_jacobian_o[73];
        mass_jacobian_o[6] = -(mass_jacobian_o[73]);
        mass_jacobian_o[73] = -(mass_jacobian_o[99]);
        mass_jacobian_o[88] = mass_jacobian_o[185] * mass_jacobian_o[73];
        mass_jacobian_o[68] = mass_jacobian_t[2] * mass_jacobian_t[31];
        mass_jacobian_o[88] = mass_jacobian_o[88] + mass_jacobian_o[68];
        mass_jacobian_o[96] = mass_jacobian_o[35] * mass_jacobian_o[88];
        mass_jacobian_o[183] = mass_jacobian_o[176] * mass_jacobian_t[31];
        mass_jacobian_o[59] = mass_jacobian_t[2] * mass_jacobian_o[73];
        mass_jacobian_o[30] = mass_jacobian_o[183] + mass_jacobian_o[59];
        mass_jacobian_o[2] = mass_jacobian_o[5] * mass_jacobian_o[30];
        mass_jacobian_o[96] = mass_jacobian_o[96] + mass_jacobian_o[2];
        mass_jacobian_o[2] = mass_jacobian_o[6] + mass_jacobian_o[96];
        mass_jacobian_o[6] = -(mass_jacobian_o[96]);
        mass_jacobian_o[96] = mass_jacobian_o[135] * mass_jacobian_t[30];
        mass_jacobian_o[62] = -(mass_jacobian_o[124]);
        mass_jacobian_o[105] = mass_jacobian_o[173] * mass_jacobian_o[62];
        mass_jacobian_o[60] = mass_jacobian_o[96] + mass_jacobian_o[105];
        mass_jacobian_o[95] = mass_jacobian_o[185] * mass_jacobian_o[60];
        mass_jacobian_o[179] = mass_jacobian_o[184] * mass_jacobian_o[62];
        mass_jacobian_o[87] = mass_jacobian_o[135] * mass_jacobian_o[173];
        mass_jacobian_o[179] = mass_jacobian_o[179] + mass_jacobian_o[87];
        mass_jacobian_t[59] = mass_jacobian_t[2] * mass_jacobian_o[179];
        mass_jacobian_o[95] = mass_jacobian_o[95] + mass_jacobian_t[59];
        mass_jacobian_o[166] = mass_jacobian_o[35] * mass_jacobian_o[95];
        mass_jacobian_o[72] = mass_jacobian_o[176] * mass_jacobian_o[179];
        mass_jacobian_o[158] = mass_jacobian_t[2] * mass_jacobian_o[60];
        mass_jacobian_o[72] = mass_jacobian_o[72] + mass_jacobian_o[158];
        mass_jacobian_o[3] = mass_jacobian_o[5] * mass_jacobian_o[72];
        mass_jacobian_o[166] = mass_jacobian_o[166] + mass_jacobian_o[3];
        mass_jacobian_o[3] = mass_jacobian_o[6] + mass_jacobian_o[166];
        mass_jacobian_o[6] = -(mass_jacobian_o[166]);
        mass_jacobian_o[166] = -(mass_jacobian_o[148]);
        mass_jacobian_o[129] = (-0.064) * mass_jacobian_o[118];
        mass_jacobian_o[129] = mass_jacobian_o[166] + mass_jacobian_o[129];
        mass_jacobian_o[132] = mass_jacobian_o[172] * mass_jacobian_o[129];
        mass_jacobian_o[154] = mass_jacobian_t[6] * mass_jacobian_o[91];
        mass_jacobian_o[132] = mass_jacobian_o[132] + mass_jacobian_o[154];
        mass_jacobian_o[94] = mass_jacobian_t[30] * mass_jacobian_o[132];
        mass_jacobian_o[121] = mass_jacobian_o[174] * mass_jacobian_o[91];
        mass_jacobian_o[129] = mass_jacobian_t[6] * mass_jacobian_o[129];
        mass_jacobian_o[70] = mass_jacobian_o[121] + mass_jacobian_o[129];
        mass_jacobian_o[89] = mass_jacobian_o[173] * mass_jacobian_o[70];
        mass_jacobian_o[94] = mass_jacobian_o[94] + mass_jacobian_o[89];
        mass_jacobian_o[71] = mass_jacobian_o[185] * mass_jacobian_o[94];
        mass_jacobian_t[72] = mass_jacobian_o[184] * mass_jacobian_o[70];
        mass_jacobian_o[100] = mass_jacobian_o[173] * mass_jacobian_o[132];
        mass_jacobian_t[72] = mass_jacobian_t[72] + mass_jacobian_o[100];
        mass_jacobian_t[74] = mass_jacobian_t[2] * mass_jacobian_t[72];
        mass_jacobian_o[71] = mass_jacobian_o[71] + mass_jacobian_t[74];
        mass_jacobian_t[75] = mass_jacobian_o[35] * mass_jacobian_o[71];
        mass_jacobian_o[98] = mass_jacobian_o[176] * mass_jacobian_t[72];
        mass_jacobian_o[69] = mass_jacobian_t[2] * mass_jacobian_o[94];
        mass_jacobian_o[98] = mass_jacobian_o[98] + mass_jacobian_o[69];
        mass_jacobian_o[4] = mass_jacobian_o[5] * mass_jacobian_o[98];
        mass_jacobian_t[75] = mass_jacobian_t[75] + mass_jacobian_o[4];
        mass_jacobian_o[4] = mass_jacobian_o[6] + mass_jacobian_t[75];
        mass_jacobian_o[6] = -(mass_jacobian_t[75]);
        mass_jacobian_t[75] = mass_jacobian_o[127] * mass_jacobian_o[153];
        mass_jacobian_o[127] = mass_jacobian_o[118] + mass_jacobian_t[75];
        mass_jacobian_o[178] = (-0.064) * mass_jacobian_o[127];
        mass_jacobian_o[180] = mass_jacobian_o[172] * mass_jacobian_o[178];
        mass_jacobian_t[12] = mass_jacobian_t[12] * mass_jacobian_o[175];
        mass_jacobian_o[102] = mass_jacobian_o[102] + mass_jacobian_t[12];
        mass_jacobian_o[123] = mass_jacobian_t[6] * mass_jacobian_o[102];
        mass_jacobian_o[180] = mass_jacobian_o[180] + mass_jacobian_o[123];
        mass_jacobian_o[191] = mass_jacobian_t[30] * mass_jacobian_o[180];
        mass_jacobian_o[177] = mass_jacobian_o[174] * mass_jacobian_o[102];
        mass_jacobian_o[190] = mass_jacobian_t[6] * mass_jacobian_o[178];
        mass_jacobian_o[177] = mass_jacobian_o[177] + mass_jacobian_o[190];
        mass_jacobian_o[182] = mass_jacobian_o[173] * mass_jacobian_o[177];
        mass_jacobian_o[191] = mass_jacobian_o[191] + mass_jacobian_o[182];
        mass_jacobian_o[169] = mass_jacobian_o[185] * mass_jacobian_o[191];
        mass_jacobian_t[87] = mass_jacobian_o[184] * mass_jacobian_o[177];
        mass_jacobian_o[90] = mass_jacobian_o[173] * mass_jacobian_o[180];
        mass_jacobian_t[87] = mass_jacobian_t[87] + mass_jacobian_o[90];
        mass_jacobian_o[64] = mass_jacobian_t[2] * mass_jacobian_t[87];
        mass_jacobian_o[169] = mass_jacobian_o[169] + mass_jacobian_o[64];
        mass_jacobian_o[35] = mass_jacobian_o[35] * mass_jacobian_o[169];
        mass_jacobian_o[187] = mass_jacobian_o[176] * mass_jacobian_t[87];
        mass_jacobian_o[171] = mass_jacobian_t[2] * mass_jacobian_o[191];
        mass_jacobian_o[187] = mass_jacobian_o[187] + mass_jacobian_o[171];
        mass_jacobian_o[5] = mass_jacobian_o[5] * mass_jacobian_o[187];
        mass_jacobian_o[35] = mass_jacobian_o[35] + mass_jacobian_o[5];
        mass_jacobian_o[5] = mass_jacobian_o[6] + mass_jacobian_o[35];
        mass_jacobian_o[6] = -(mass_jacobian_o[35]);
        mass_jacobian_o[35] = 0.72 * mass_jacobian_o[66];
        mass_jacobian_t[92] = 0.8 * mass_jacobian_o[194];
        mass_jacobian_o[189] = mass_jacobian_o[66] * mass_jacobian_t[92];
        mass_jacobian_o[58] = mass_jacobian_o[185] * mass_jacobian_o[99];
        mass_jacobian_o[181] = -(mass_jacobian_t[2]);
        mass_jacobian_o[38] = mass_jacobian_o[38] * mass_jacobian_o[181];
        mass_jacobian_o[38] = mass_jacobian_o[58] + mass_jacobian_o[38];
        mass_jacobian_o[38] = mass_jacobian_o[186] * mass_jacobian_o[38];
        mass_jacobian_o[38] = mass_jacobian_o[142] + mass_jacobian_o[38];
        mass_jacobian_o[142] = (-0.8) * mass_jacobian_o[38];
        mass_jacobian_o[142] = mass_jacobian_o[35] + mass_jacobian_o[189] + mass_jacobian_o[142];
        mass_jacobian_o[189] = (-0.4) * mass_jacobian_o[194];
        mass_jacobian_o[29] = mass_jacobian_o[66] * mass_jacobian_o[189];
        mass_jacobian_o[28] = -(mass_jacobian_o[35]);
        mass_jacobian_o[38] = 0.4 * mass_jacobian_o[38];
        mass_jacobian_o[38] = mass_jacobian_o[29] + mass_jacobian_o[28] + mass_jacobian_o[38];
        mass_jacobian_o[29] = 2.0 * mass_jacobian_o[38];
        mass_jacobian_o[28] = mass_jacobian_o[35] + mass_jacobian_o[142] + mass_jacobian_o[29];
        mass_jacobian_o[142] = 0.4 * mass_jacobian_o[186];
        mass_jacobian_o[29] = mass_jacobian_t[29] * mass_jacobian_o[142];
        mass_jacobian_o[36] = (-0.36) * mass_jacobian_o[66];
        mass_jacobian_o[39] = mass_jacobian_o[186] * mass_jacobian_t[29];
        mass_jacobian_o[37] = mass_jacobian_o[194] * mass_jacobian_o[37];
        mass_jacobian_o[63] = mass_jacobian_o[63] + mass_jacobian_o[39] + mass_jacobian_o[37];
        mass_jacobian_o[37] = (-0.4) * mass_jacobian_o[63];
        mass_jacobian_o[39] = mass_jacobian_o[29] + mass_jacobian_o[36] + mass_jacobian_o[37];
        mass_jacobian_o[63] = mass_jacobian_o[35] + mass_jacobian_o[38] + mass_jacobian_o[36];
        mass_jacobian_o[37] = -(mass_jacobian_o[63]);
        mass_jacobian_o[29] = mass_jacobian_o[39] + mass_jacobian_o[37];
        mass_jacobian_o[38] = mass_jacobian_o[88] * mass_jacobian_o[142];
        mass_jacobian_o[63] = mass_jacobian_o[185] * mass_jacobian_t[31];
        mass_jacobian_o[37] = (-0.36) * mass_jacobian_o[63];
        mass_jacobian_o[141] = 0.36 * mass_jacobian_t[2];
        mass_jacobian_o[32] = mass_jacobian_o[73] * mass_jacobian_o[141];
        mass_jacobian_o[37] = mass_jacobian_o[37] + mass_jacobian_o[32];
        mass_jacobian_o[32] = mass_jacobian_o[186] * mass_jacobian_o[88];
        mass_jacobian_o[30] = mass_jacobian_o[194] * mass_jacobian_o[30];
        mass_jacobian_o[73] = mass_jacobian_o[73] * mass_jacobian_o[181];
        mass_jacobian_o[73] = mass_jacobian_o[63] + mass_jacobian_o[73];
        mass_jacobian_o[73] = mass_jacobian_o[194] * mass_jacobian_o[73];
        mass_jacobian_o[73] = mass_jacobian_o[32] + mass_jacobian_o[30] + mass_jacobian_o[73];
        mass_jacobian_o[30] = (-0.4) * mass_jacobian_o[73];
        mass_jacobian_o[32] = mass_jacobian_o[38] + mass_jacobian_o[37] + mass_jacobian_o[30];
        mass_jacobian_o[73] = mass_jacobian_o[39] + mass_jacobian_o[37];
        mass_jacobian_o[38] = -(mass_jacobian_o[73]);
        mass_jacobian_o[30] = mass_jacobian_o[36] + mass_jacobian_o[32] + mass_jacobian_o[38];
        mass_jacobian_o[39] = mass_jacobian_o[95] * mass_jacobian_o[142];
        mass_jacobian_o[73] = mass_jacobian_o[185] * mass_jacobian_o[179];
        mass_jacobian_o[38] = (-0.36) * mass_jacobian_o[73];
        mass_jacobian_o[31] = mass_jacobian_o[60] * mass_jacobian_o[141];
        mass_jacobian_o[38] = mass_jacobian_o[38] + mass_jacobian_o[31];
        mass_jacobian_o[31] = mass_jacobian_o[186] * mass_jacobian_o[95];
        mass_jacobian_o[170] = mass_jacobian_o[194] * mass_jacobian_o[72];
        mass_jacobian_o[60] = mass_jacobian_o[60] * mass_jacobian_o[181];
        mass_jacobian_o[60] = mass_jacobian_o[73] + mass_jacobian_o[60];
        mass_jacobian_o[60] = mass_jacobian_o[194] * mass_jacobian_o[60];
        mass_jacobian_o[60] = mass_jacobian_o[31] + mass_jacobian_o[170] + mass_jacobian_o[60];
        mass_jacobian_o[31] = (-0.4) * mass_jacobian_o[60];
        mass_jacobian_o[170] = mass_jacobian_o[39] + mass_jacobian_o[38] + mass_jacobian_o[31];
        mass_jacobian_o[60] = mass_jacobian_o[32] + mass_jacobian_o[38];
        mass_jacobian_o[39] = -(mass_jacobian_o[60]);
        mass_jacobian_o[31] = mass_jacobian_o[37] + mass_jacobian_o[170] + mass_jacobian_o[39];
        mass_jacobian_o[32] = mass_jacobian_o[71] * mass_jacobian_o[142];
        mass_jacobian_o[60] = mass_jacobian_o[185] * mass_jacobian_t[72];
        mass_jacobian_o[39] = (-0.36) * mass_jacobian_o[60];
        mass_jacobian_o[141] = mass_jacobian_o[94] * mass_jacobian_o[141];
        mass_jacobian_o[39] = mass_jacobian_o[39] + mass_jacobian_o[141];
        mass_jacobian_o[141] = mass_jacobian_o[186] * mass_jacobian_o[71];
        mass_jacobian_o[40] = mass_jacobian_o[194] * mass_jacobian_o[98];
        mass_jacobian_o[181] = mass_jacobian_o[94] * mass_jacobian_o[181];
        mass_jacobian_o[181] = mass_jacobian_o[60] + mass_jacobian_o[181];
        mass_jacobian_o[181] = mass_jacobian_o[194] * mass_jacobian_o[181];
        mass_jacobian_o[181] = mass_jacobian_o[141] + mass_jacobian_o[40] + mass_jacobian_o[181];
        mass_jacobian_o[141] = (-0.4) * mass_jacobian_o[181];
        mass_jacobian_o[40] = mass_jacobian_o[32] + mass_jacobian_o[39] + mass_jacobian_o[141];
        mass_jacobian_o[181] = mass_jacobian_o[170] + mass_jacobian_o[39];
        mass_jacobian_o[141] = -(mass_jacobian_o[181]);
        mass_jacobian_o[32] = mass_jacobian_o[38] + mass_jacobian_o[40] + mass_jacobian_o[141];
        mass_jacobian_o[170] = mass_jacobian_o[169] * mass_jacobian_o[142];
        mass_jacobian_o[181] = mass_jacobian_o[185] * mass_jacobian_t[87];
        mass_jacobian_o[141] = (-0.36) * mass_jacobian_o[181];
        mass_jacobian_o[34] = 0.36 * mass_jacobian_o[171];
        mass_jacobian_o[141] = mass_jacobian_o[141] + mass_jacobian_o[34];
        mass_jacobian_o[34] = mass_jacobian_o[186] * mass_jacobian_o[169];
        mass_jacobian_t[106] = mass_jacobian_o[194] * mass_jacobian_o[187];
        mass_jacobian_o[33] = -(mass_jacobian_o[171]);
        mass_jacobian_o[33] = mass_jacobian_o[181] + mass_jacobian_o[33];
        mass_jacobian_o[33] = mass_jacobian_o[194] * mass_jacobian_o[33];
        mass_jacobian_o[34] = mass_jacobian_o[34] + mass_jacobian_t[106] + mass_jacobian_o[33];
        mass_jacobian_o[33] = (-0.4) * mass_jacobian_o[34];
        mass_jacobian_o[34] = mass_jacobian_o[170] + mass_jacobian_o[141] + mass_jacobian_o[33];
        mass_jacobian_o[33] = mass_jacobian_o[40] + mass_jacobian_o[141];
        mass_jacobian_o[40] = -(mass_jacobian_o[33]);
        mass_jacobian_o[33] = mass_jacobian_o[39] + mass_jacobian_o[34] + mass_jacobian_o[40];
        mass_jacobian_o[40] = -(mass_jacobian_o[34]);
        mass_jacobian_o[34] = mass_jacobian_o[141] + mass_jacobian_o[40];
        mass_jacobian_o[40] = 2.0 * mass_jacobian_o[36];
        mass_jacobian_o[35] = mass_jacobian_o[35] + mass_jacobian_o[40];
        mass_jacobian_o[40] = -(mass_jacobian_o[36]);
        mass_jacobian_o[36] = mass_jacobian_o[37] + mass_jacobian_o[40];
        mass_jacobian_o[40] = -(mass_jacobian_o[37]);
        mass_jacobian_o[37] = mass_jacobian_o[38] + mass_jacobian_o[40];
        mass_jacobian_o[40] = -(mass_jacobian_o[38]);
        mass_jacobian_o[38] = mass_jacobian_o[39] + mass_jacobian_o[40];
        mass_jacobian_o[40] = -(mass_jacobian_o[39]);
        mass_jacobian_o[39] = mass_jacobian_o[141] + mass_jacobian_o[40];
        mass_jacobian_o[40] = -(mass_jacobian_o[141]);
        mass_jacobian_o[141] = 0.72 * mass_jacobian_t[2];
        mass_jacobian_o[97] = mass_jacobian_o[99] * mass_jacobian_o[141];
        mass_jacobian_o[117] = 0.64 * mass_jacobian_o[99];
        mass_jacobian_o[93] = mass_jacobian_o[184] * mass_jacobian_o[124];
        mass_jacobian_o[65] = -(mass_jacobian_o[173]);
        mass_jacobian_o[159] = mass_jacobian_o[159] * mass_jacobian_o[65];
        mass_jacobian_o[159] = mass_jacobian_o[93] + mass_jacobian_o[159];
        mass_jacobian_o[61] = mass_jacobian_o[185] * mass_jacobian_o[159];
        mass_jacobian_o[66] = mass_jacobian_o[66] + mass_jacobian_o[61];
        mass_jacobian_o[61] = (-0.72) * mass_jacobian_o[66];
        mass_jacobian_o[97] = mass_jacobian_o[97] + mass_jacobian_o[117] + mass_jacobian_o[61];
        mass_jacobian_o[61] = mass_jacobian_t[2] * mass_jacobian_o[159];
        mass_jacobian_o[159] = mass_jacobian_o[58] + mass_jacobian_o[61];
        mass_jacobian_o[61] = mass_jacobian_t[29] + mass_jacobian_o[159];
        mass_jacobian_t[29] = (-0.8) * mass_jacobian_o[186];
        mass_jacobian_o[149] = mass_jacobian_o[61] * mass_jacobian_t[29];
        mass_jacobian_o[156] = -(mass_jacobian_o[66]);
        mass_jacobian_o[156] = mass_jacobian_o[67] + mass_jacobian_o[156];
        mass_jacobian_o[116] = mass_jacobian_t[92] * mass_jacobian_o[156];
        mass_jacobian_o[149] = mass_jacobian_o[97] + mass_jacobian_o[149] + mass_jacobian_o[116];
        mass_jacobian_o[116] = mass_jacobian_o[142] * mass_jacobian_o[61];
        mass_jacobian_o[61] = mass_jacobian_o[189] * mass_jacobian_o[156];
        mass_jacobian_o[56] = -(mass_jacobian_o[97]);
        mass_jacobian_o[61] = mass_jacobian_o[116] + mass_jacobian_o[61] + mass_jacobian_o[56];
        mass_jacobian_o[116] = 2.0 * mass_jacobian_o[61];
        mass_jacobian_o[56] = mass_jacobian_o[97] + mass_jacobian_o[149] + mass_jacobian_o[116];
        mass_jacobian_o[149] = (-0.36) * mass_jacobian_t[2];
        mass_jacobian_o[116] = mass_jacobian_o[99] * mass_jacobian_o[149];
        mass_jacobian_o[57] = -(mass_jacobian_o[117]);
        mass_jacobian_o[66] = 0.36 * mass_jacobian_o[66];
        mass_jacobian_o[66] = mass_jacobian_o[116] + mass_jacobian_o[57] + mass_jacobian_o[66];
        mass_jacobian_o[116] = mass_jacobian_o[103] + mass_jacobian_o[159];
        mass_jacobian_o[57] = -(mass_jacobian_o[116]);
        mass_jacobian_o[159] = mass_jacobian_o[58] + mass_jacobian_o[57];
        mass_jacobian_o[103] = mass_jacobian_o[186] * mass_jacobian_o[159];
        mass_jacobian_o[116] = mass_jacobian_o[194] * mass_jacobian_o[156];
        mass_jacobian_o[57] = mass_jacobian_o[103] + mass_jacobian_o[116];
        mass_jacobian_o[159] = (-0.4) * mass_jacobian_o[57];
        mass_jacobian_o[156] = mass_jacobian_o[66] + mass_jacobian_o[159];
        mass_jacobian_o[103] = mass_jacobian_o[97] + mass_jacobian_o[61] + mass_jacobian_o[66];
        mass_jacobian_o[116] = -(mass_jacobian_o[103]);
        mass_jacobian_o[57] = mass_jacobian_o[156] + mass_jacobian_o[116];
        mass_jacobian_o[159] = 0.36 * mass_jacobian_o[185];
        mass_jacobian_o[61] = mass_jacobian_t[31] * mass_jacobian_o[159];
        mass_jacobian_o[103] = (-0.32) * mass_jacobian_o[99];
        mass_jacobian_o[116] = mass_jacobian_o[59] + mass_jacobian_o[63];
        mass_jacobian_o[63] = mass_jacobian_o[67] + mass_jacobian_o[116];
        mass_jacobian_o[59] = (-0.36) * mass_jacobian_o[63];
        mass_jacobian_o[67] = mass_jacobian_o[61] + mass_jacobian_o[103] + mass_jacobian_o[59];
        mass_jacobian_o[116] = mass_jacobian_o[88] + mass_jacobian_o[58];
        mass_jacobian_o[59] = -(mass_jacobian_o[116]);
        mass_jacobian_o[61] = mass_jacobian_o[68] + mass_jacobian_o[59];
        mass_jacobian_o[88] = mass_jacobian_o[186] * mass_jacobian_o[61];
        mass_jacobian_o[58] = mass_jacobian_o[183] + mass_jacobian_o[63];
        mass_jacobian_o[116] = mass_jacobian_o[194] * mass_jacobian_o[58];
        mass_jacobian_o[68] = mass_jacobian_o[88] + mass_jacobian_o[116];
        mass_jacobian_o[59] = (-0.4) * mass_jacobian_o[68];
        mass_jacobian_o[61] = mass_jacobian_o[67] + mass_jacobian_o[59];
        mass_jacobian_o[63] = mass_jacobian_o[156] + mass_jacobian_o[67];
        mass_jacobian_o[183] = -(mass_jacobian_o[63]);
        mass_jacobian_o[58] = mass_jacobian_o[66] + mass_jacobian_o[61] + mass_jacobian_o[183];
        mass_jacobian_o[88] = mass_jacobian_o[179] * mass_jacobian_o[159];
        mass_jacobian_o[116] = mass_jacobian_o[184] * mass_jacobian_o[135];
        mass_jacobian_o[68] = (-0.32) * mass_jacobian_o[116];
        mass_jacobian_o[59] = 0.32 * mass_jacobian_o[105];
        mass_jacobian_o[156] = mass_jacobian_o[68] + mass_jacobian_o[59];
        mass_jacobian_o[63] = mass_jacobian_o[62] * mass_jacobian_o[65];
        mass_jacobian_o[183] = mass_jacobian_o[116] + mass_jacobian_o[63];
        mass_jacobian_o[68] = mass_jacobian_t[2] * mass_jacobian_o[183];
        mass_jacobian_o[59] = mass_jacobian_o[73] + mass_jacobian_o[68];
        mass_jacobian_o[62] = mass_jacobian_o[158] + mass_jacobian_o[59];
        mass_jacobian_o[63] = (-0.36) * mass_jacobian_o[62];
        mass_jacobian_o[73] = mass_jacobian_o[88] + mass_jacobian_o[156] + mass_jacobian_o[63];
        mass_jacobian_o[68] = mass_jacobian_o[185] * mass_jacobian_o[183];
        mass_jacobian_o[158] = mass_jacobian_o[95] + mass_jacobian_o[68];
        mass_jacobian_o[62] = -(mass_jacobian_o[158]);
        mass_jacobian_o[63] = mass_jacobian_t[59] + mass_jacobian_o[62];
        mass_jacobian_o[88] = mass_jacobian_o[186] * mass_jacobian_o[63];
        mass_jacobian_o[183] = mass_jacobian_o[72] + mass_jacobian_o[59];
        mass_jacobian_o[68] = mass_jacobian_o[194] * mass_jacobian_o[183];
        mass_jacobian_o[95] = mass_jacobian_o[88] + mass_jacobian_o[68];
        mass_jacobian_o[158] = (-0.4) * mass_jacobian_o[95];
        mass_jacobian_o[62] = mass_jacobian_o[73] + mass_jacobian_o[158];
        mass_jacobian_t[59] = mass_jacobian_o[61] + mass_jacobian_o[73];
        mass_jacobian_o[63] = -(mass_jacobian_t[59]);
        mass_jacobian_o[59] = mass_jacobian_o[67] + mass_jacobian_o[62] + mass_jacobian_o[63];
        mass_jacobian_o[72] = mass_jacobian_t[72] * mass_jacobian_o[159];
        mass_jacobian_o[183] = mass_jacobian_o[184] * mass_jacobian_o[132];
        mass_jacobian_o[88] = (-0.32) * mass_jacobian_o[183];
        mass_jacobian_o[68] = 0.32 * mass_jacobian_o[89];
        mass_jacobian_o[95] = mass_jacobian_o[88] + mass_jacobian_o[68];
        mass_jacobian_o[158] = mass_jacobian_o[70] * mass_jacobian_o[65];
        mass_jacobian_o[61] = mass_jacobian_o[183] + mass_jacobian_o[158];
        mass_jacobian_t[59] = mass_jacobian_t[2] * mass_jacobian_o[61];
        mass_jacobian_o[63] = mass_jacobian_o[60] + mass_jacobian_t[59];
        mass_jacobian_o[88] = mass_jacobian_o[69] + mass_jacobian_o[63];
        mass_jacobian_o[68] = (-0.36) * mass_jacobian_o[88];
        mass_jacobian_o[70] = mass_jacobian_o[72] + mass_jacobian_o[95] + mass_jacobian_o[68];
        mass_jacobian_o[65] = mass_jacobian_o[185] * mass_jacobian_o[61];
        mass_jacobian_o[158] = mass_jacobian_o[71] + mass_jacobian_o[65];
        mass_jacobian_o[60] = -(mass_jacobian_o[158]);
        mass_jacobian_t[59] = mass_jacobian_t[74] + mass_jacobian_o[60];
        mass_jacobian_o[69] = mass_jacobian_o[186] * mass_jacobian_t[59];
        mass_jacobian_o[88] = mass_jacobian_o[98] + mass_jacobian_o[63];
        mass_jacobian_o[68] = mass_jacobian_o[194] * mass_jacobian_o[88];
        mass_jacobian_o[72] = mass_jacobian_o[69] + mass_jacobian_o[68];
        mass_jacobian_o[61] = (-0.4) * mass_jacobian_o[72];
        mass_jacobian_o[71] = mass_jacobian_o[70] + mass_jacobian_o[61];
        mass_jacobian_o[65] = mass_jacobian_o[62] + mass_jacobian_o[70];
        mass_jacobian_o[158] = -(mass_jacobian_o[65]);
        mass_jacobian_o[60] = mass_jacobian_o[73] + mass_jacobian_o[71] + mass_jacobian_o[158];
        mass_jacobian_t[74] = mass_jacobian_t[87] * mass_jacobian_o[159];
        mass_jacobian_t[59] = mass_jacobian_o[184] * mass_jacobian_o[180];
        mass_jacobian_o[63] = (-0.32) * mass_jacobian_t[59];
        mass_jacobian_o[98] = 0.32 * mass_jacobian_o[182];
        mass_jacobian_o[88] = mass_jacobian_o[63] + mass_jacobian_o[98];
        mass_jacobian_o[68] = -(mass_jacobian_o[182]);
        mass_jacobian_o[69] = mass_jacobian_t[59] + mass_jacobian_o[68];
        mass_jacobian_o[72] = mass_jacobian_t[2] * mass_jacobian_o[69];
        mass_jacobian_o[61] = mass_jacobian_o[181] + mass_jacobian_o[72];
        mass_jacobian_o[62] = mass_jacobian_o[171] + mass_jacobian_o[61];
        mass_jacobian_o[65] = (-0.36) * mass_jacobian_o[62];
        mass_jacobian_o[158] = mass_jacobian_t[74] + mass_jacobian_o[88] + mass_jacobian_o[65];
        mass_jacobian_o[63] = mass_jacobian_o[185] * mass_jacobian_o[69];
        mass_jacobian_o[98] = mass_jacobian_o[169] + mass_jacobian_o[63];
        mass_jacobian_o[68] = -(mass_jacobian_o[98]);
        mass_jacobian_o[72] = mass_jacobian_o[64] + mass_jacobian_o[68];
        mass_jacobian_o[62] = mass_jacobian_o[186] * mass_jacobian_o[72];
        mass_jacobian_o[65] = mass_jacobian_o[187] + mass_jacobian_o[61];
        mass_jacobian_o[69] = mass_jacobian_o[194] * mass_jacobian_o[65];
        mass_jacobian_o[63] = mass_jacobian_o[62] + mass_jacobian_o[69];
        mass_jacobian_o[98] = (-0.4) * mass_jacobian_o[63];
        mass_jacobian_o[68] = mass_jacobian_o[158] + mass_jacobian_o[98];
        mass_jacobian_o[64] = mass_jacobian_o[71] + mass_jacobian_o[158];
        mass_jacobian_o[72] = -(mass_jacobian_o[64]);
        mass_jacobian_o[61] = mass_jacobian_o[70] + mass_jacobian_o[68] + mass_jacobian_o[72];
        mass_jacobian_o[65] = -(mass_jacobian_o[68]);
        mass_jacobian_o[62] = mass_jacobian_o[158] + mass_jacobian_o[65];
        mass_jacobian_o[69] = 2.0 * mass_jacobian_o[66];
        mass_jacobian_o[63] = mass_jacobian_o[117] + mass_jacobian_o[97] + mass_jacobian_o[69];
        mass_jacobian_o[98] = mass_jacobian_o[117] + mass_jacobian_o[66] + mass_jacobian_o[103];
        mass_jacobian_o[71] = -(mass_jacobian_o[98]);
        mass_jacobian_o[64] = mass_jacobian_o[67] + mass_jacobian_o[71];
        mass_jacobian_o[72] = mass_jacobian_o[67] + mass_jacobian_o[156];
        mass_jacobian_o[68] = -(mass_jacobian_o[72]);
        mass_jacobian_o[65] = mass_jacobian_o[103] + mass_jacobian_o[73] + mass_jacobian_o[68];
        mass_jacobian_o[69] = mass_jacobian_o[73] + mass_jacobian_o[95];
        mass_jacobian_o[97] = -(mass_jacobian_o[69]);
        mass_jacobian_o[66] = mass_jacobian_o[156] + mass_jacobian_o[70] + mass_jacobian_o[97];
        mass_jacobian_o[98] = mass_jacobian_o[70] + mass_jacobian_o[88];
        mass_jacobian_o[71] = -(mass_jacobian_o[98]);
        mass_jacobian_o[67] = mass_jacobian_o[95] + mass_jacobian_o[158] + mass_jacobian_o[71];
        mass_jacobian_o[72] = -(mass_jacobian_o[158]);
        mass_jacobian_o[68] = mass_jacobian_o[88] + mass_jacobian_o[72];
        mass_jacobian_o[73] = 2.0 * mass_jacobian_o[103];
        mass_jacobian_o[69] = mass_jacobian_o[117] + mass_jacobian_o[73];
        mass_jacobian_o[97] = -(mass_jacobian_o[103]);
        mass_jacobian_o[70] = mass_jacobian_o[156] + mass_jacobian_o[97];
        mass_jacobian_o[98] = -(mass_jacobian_o[156]);
        mass_jacobian_o[71] = mass_jacobian_o[95] + mass_jacobian_o[98];
        mass_jacobian_o[158] = -(mass_jacobian_o[95]);
        mass_jacobian_o[72] = mass_jacobian_o[88] + mass_jacobian_o[158];
        mass_jacobian_o[73] = -(mass_jacobian_o[88]);
        mass_jacobian_o[117] = mass_jacobian_o[172] * mass_jacobian_t[16];
        mass_jacobian_o[103] = -(mass_jacobian_o[120]);
        mass_jacobian_o[97] = mass_jacobian_o[117] + mass_jacobian_o[103];
        mass_jacobian_o[156] = mass_jacobian_o[173] * mass_jacobian_o[97];
        mass_jacobian_o[98] = mass_jacobian_o[93] + mass_jacobian_o[156];
        mass_jacobian_o[95] = mass_jacobian_t[31] + mass_jacobian_o[98];
        mass_jacobian_o[158] = (-0.72) * mass_jacobian_o[185];
        mass_jacobian_o[88] = mass_jacobian_o[95] * mass_jacobian_o[158];
        mass_jacobian_t[16] = mass_jacobian_o[184] * mass_jacobian_o[97];
        mass_jacobian_o[103] = mass_jacobian_o[99] + mass_jacobian_t[16];
        mass_jacobian_o[156] = -(mass_jacobian_o[103]);
        mass_jacobian_t[31] = mass_jacobian_o[101] + mass_jacobian_o[156];
        mass_jacobian_o[97] = mass_jacobian_o[141] * mass_jacobian_t[31];
        mass_jacobian_t[16] = 0.64 * mass_jacobian_o[173];
        mass_jacobian_o[99] = mass_jacobian_o[124] * mass_jacobian_t[16];
        mass_jacobian_o[156] = 0.56 * mass_jacobian_o[124];
        mass_jacobian_o[92] = (-0.64) * mass_jacobian_o[103];
        mass_jacobian_o[99] = mass_jacobian_o[99] + mass_jacobian_o[156] + mass_jacobian_o[92];
        mass_jacobian_o[92] = mass_jacobian_o[88] + mass_jacobian_o[97] + mass_jacobian_o[99];
        mass_jacobian_o[88] = mass_jacobian_o[185] * mass_jacobian_t[31];
        mass_jacobian_o[97] = mass_jacobian_t[2] * mass_jacobian_o[95];
        mass_jacobian_o[88] = mass_jacobian_o[88] + mass_jacobian_o[97];
        mass_jacobian_o[97] = mass_jacobian_t[29] * mass_jacobian_o[88];
        mass_jacobian_o[85] = mass_jacobian_o[176] * mass_jacobian_o[95];
        mass_jacobian_o[192] = mass_jacobian_t[2] * mass_jacobian_t[31];
        mass_jacobian_o[85] = mass_jacobian_o[85] + mass_jacobian_o[192];
        mass_jacobian_o[188] = mass_jacobian_t[92] * mass_jacobian_o[85];
        mass_jacobian_o[97] = mass_jacobian_o[92] + mass_jacobian_o[97] + mass_jacobian_o[188];
        mass_jacobian_o[188] = mass_jacobian_o[142] * mass_jacobian_o[88];
        mass_jacobian_o[86] = mass_jacobian_o[189] * mass_jacobian_o[85];
        mass_jacobian_o[84] = -(mass_jacobian_o[92]);
        mass_jacobian_o[188] = mass_jacobian_o[188] + mass_jacobian_o[86] + mass_jacobian_o[84];
        mass_jacobian_o[86] = 2.0 * mass_jacobian_o[188];
        mass_jacobian_o[84] = mass_jacobian_o[92] + mass_jacobian_o[97] + mass_jacobian_o[86];
        mass_jacobian_o[97] = mass_jacobian_o[159] * mass_jacobian_o[95];
        mass_jacobian_o[86] = mass_jacobian_o[149] * mass_jacobian_t[31];
        mass_jacobian_o[95] = -(mass_jacobian_o[99]);
        mass_jacobian_o[95] = mass_jacobian_o[97] + mass_jacobian_o[86] + mass_jacobian_o[95];
        mass_jacobian_o[97] = -(mass_jacobian_o[88]);
        mass_jacobian_o[86] = mass_jacobian_o[186] * mass_jacobian_o[97];
        mass_jacobian_o[88] = mass_jacobian_o[194] * mass_jacobian_o[85];
        mass_jacobian_o[97] = mass_jacobian_o[86] + mass_jacobian_o[88];
        mass_jacobian_o[85] = (-0.4) * mass_jacobian_o[97];
        mass_jacobian_o[88] = mass_jacobian_o[95] + mass_jacobian_o[85];
        mass_jacobian_o[86] = mass_jacobian_o[92] + mass_jacobian_o[188] + mass_jacobian_o[95];
        mass_jacobian_o[97] = -(mass_jacobian_o[86]);
        mass_jacobian_o[85] = mass_jacobian_o[88] + mass_jacobian_o[97];
        mass_jacobian_o[188] = (-0.32) * mass_jacobian_o[173];
        mass_jacobian_o[86] = mass_jacobian_o[124] * mass_jacobian_o[188];
        mass_jacobian_o[97] = -(mass_jacobian_o[156]);
        mass_jacobian_o[103] = 0.32 * mass_jacobian_o[103];
        mass_jacobian_o[103] = mass_jacobian_o[86] + mass_jacobian_o[97] + mass_jacobian_o[103];
        mass_jacobian_o[97] = mass_jacobian_o[104] + mass_jacobian_o[98];
        mass_jacobian_o[86] = -(mass_jacobian_o[97]);
        mass_jacobian_o[104] = mass_jacobian_o[93] + mass_jacobian_o[86];
        mass_jacobian_o[98] = mass_jacobian_o[185] * mass_jacobian_o[104];
        mass_jacobian_o[97] = mass_jacobian_o[192] + mass_jacobian_o[98];
        mass_jacobian_o[86] = (-0.36) * mass_jacobian_o[97];
        mass_jacobian_o[98] = mass_jacobian_o[103] + mass_jacobian_o[86];
        mass_jacobian_o[192] = mass_jacobian_o[176] * mass_jacobian_t[31];
        mass_jacobian_o[86] = mass_jacobian_t[2] * mass_jacobian_o[104];
        mass_jacobian_t[31] = mass_jacobian_o[192] + mass_jacobian_o[86];
        mass_jacobian_o[104] = mass_jacobian_o[186] * mass_jacobian_t[31];
        mass_jacobian_o[192] = mass_jacobian_o[194] * mass_jacobian_o[97];
        mass_jacobian_o[86] = mass_jacobian_o[104] + mass_jacobian_o[192];
        mass_jacobian_t[31] = (-0.4) * mass_jacobian_o[86];
        mass_jacobian_o[97] = mass_jacobian_o[98] + mass_jacobian_t[31];
        mass_jacobian_o[104] = mass_jacobian_o[88] + mass_jacobian_o[98];
        mass_jacobian_o[192] = -(mass_jacobian_o[104]);
        mass_jacobian_o[86] = mass_jacobian_o[95] + mass_jacobian_o[97] + mass_jacobian_o[192];
        mass_jacobian_t[31] = 0.32 * mass_jacobian_o[184];
        mass_jacobian_o[88] = mass_jacobian_o[135] * mass_jacobian_t[31];
        mass_jacobian_o[104] = (-0.28) * mass_jacobian_o[124];
        mass_jacobian_o[192] = mass_jacobian_o[105] + mass_jacobian_o[116];
        mass_jacobian_o[105] = mass_jacobian_o[101] + mass_jacobian_o[192];
        mass_jacobian_o[116] = (-0.32) * mass_jacobian_o[105];
        mass_jacobian_o[101] = mass_jacobian_o[88] + mass_jacobian_o[104] + mass_jacobian_o[116];
        mass_jacobian_o[192] = mass_jacobian_o[179] + mass_jacobian_o[93];
        mass_jacobian_o[88] = -(mass_jacobian_o[192]);
        mass_jacobian_o[116] = mass_jacobian_o[87] + mass_jacobian_o[88];
        mass_jacobian_o[179] = mass_jacobian_o[185] * mass_jacobian_o[116];
        mass_jacobian_o[93] = mass_jacobian_o[96] + mass_jacobian_o[105];
        mass_jacobian_o[192] = mass_jacobian_t[2] * mass_jacobian_o[93];
        mass_jacobian_o[88] = mass_jacobian_o[179] + mass_jacobian_o[192];
        mass_jacobian_o[87] = (-0.36) * mass_jacobian_o[88];
        mass_jacobian_o[96] = mass_jacobian_o[101] + mass_jacobian_o[87];
        mass_jacobian_o[105] = mass_jacobian_o[176] * mass_jacobian_o[93];
        mass_jacobian_o[179] = mass_jacobian_t[2] * mass_jacobian_o[116];
        mass_jacobian_o[192] = mass_jacobian_o[105] + mass_jacobian_o[179];
        mass_jacobian_o[87] = mass_jacobian_o[186] * mass_jacobian_o[192];
        mass_jacobian_o[93] = mass_jacobian_o[194] * mass_jacobian_o[88];
        mass_jacobian_o[116] = mass_jacobian_o[87] + mass_jacobian_o[93];
        mass_jacobian_o[105] = (-0.4) * mass_jacobian_o[116];
        mass_jacobian_o[179] = mass_jacobian_o[96] + mass_jacobian_o[105];
        mass_jacobian_o[192] = mass_jacobian_o[97] + mass_jacobian_o[96];
        mass_jacobian_o[88] = -(mass_jacobian_o[192]);
        mass_jacobian_o[87] = mass_jacobian_o[98] + mass_jacobian_o[179] + mass_jacobian_o[88];
        mass_jacobian_o[93] = mass_jacobian_o[132] * mass_jacobian_t[31];
        mass_jacobian_o[116] = mass_jacobian_o[172] * mass_jacobian_o[91];
        mass_jacobian_o[105] = (-0.28) * mass_jacobian_o[116];
        mass_jacobian_o[97] = 0.28 * mass_jacobian_o[129];
        mass_jacobian_o[192] = mass_jacobian_o[105] + mass_jacobian_o[97];
        mass_jacobian_o[88] = -(mass_jacobian_o[129]);
        mass_jacobian_o[91] = mass_jacobian_o[116] + mass_jacobian_o[88];
        mass_jacobian_o[105] = mass_jacobian_o[173] * mass_jacobian_o[91];
        mass_jacobian_o[97] = mass_jacobian_o[183] + mass_jacobian_o[105];
        mass_jacobian_o[88] = mass_jacobian_o[89] + mass_jacobian_o[97];
        mass_jacobian_o[183] = (-0.32) * mass_jacobian_o[88];
        mass_jacobian_o[105] = mass_jacobian_o[93] + mass_jacobian_o[192] + mass_jacobian_o[183];
        mass_jacobian_o[89] = mass_jacobian_o[184] * mass_jacobian_o[91];
        mass_jacobian_o[88] = mass_jacobian_t[72] + mass_jacobian_o[89];
        mass_jacobian_o[183] = -(mass_jacobian_o[88]);
        mass_jacobian_o[93] = mass_jacobian_o[100] + mass_jacobian_o[183];
        mass_jacobian_o[91] = mass_jacobian_o[185] * mass_jacobian_o[93];
        mass_jacobian_o[89] = mass_jacobian_o[94] + mass_jacobian_o[97];
        mass_jacobian_t[72] = mass_jacobian_t[2] * mass_jacobian_o[89];
        mass_jacobian_o[88] = mass_jacobian_o[91] + mass_jacobian_t[72];
        mass_jacobian_o[183] = (-0.36) * mass_jacobian_o[88];
        mass_jacobian_o[100] = mass_jacobian_o[105] + mass_jacobian_o[183];
        mass_jacobian_o[94] = mass_jacobian_o[176] * mass_jacobian_o[89];
        mass_jacobian_o[97] = mass_jacobian_t[2] * mass_jacobian_o[93];
        mass_jacobian_o[91] = mass_jacobian_o[94] + mass_jacobian_o[97];
        mass_jacobian_t[72] = mass_jacobian_o[186] * mass_jacobian_o[91];
        mass_jacobian_o[183] = mass_jacobian_o[194] * mass_jacobian_o[88];
        mass_jacobian_o[89] = mass_jacobian_t[72] + mass_jacobian_o[183];
        mass_jacobian_o[93] = (-0.4) * mass_jacobian_o[89];
        mass_jacobian_o[94] = mass_jacobian_o[100] + mass_jacobian_o[93];
        mass_jacobian_o[97] = mass_jacobian_o[179] + mass_jacobian_o[100];
        mass_jacobian_o[91] = -(mass_jacobian_o[97]);
        mass_jacobian_o[88] = mass_jacobian_o[96] + mass_jacobian_o[94] + mass_jacobian_o[91];
        mass_jacobian_o[183] = 0.32 * mass_jacobian_t[59];
        mass_jacobian_t[72] = mass_jacobian_o[172] * mass_jacobian_o[102];
        mass_jacobian_o[89] = (-0.28) * mass_jacobian_t[72];
        mass_jacobian_o[93] = 0.28 * mass_jacobian_o[190];
        mass_jacobian_o[179] = mass_jacobian_o[89] + mass_jacobian_o[93];
        mass_jacobian_o[97] = -(mass_jacobian_o[190]);
        mass_jacobian_o[91] = mass_jacobian_t[72] + mass_jacobian_o[97];
        mass_jacobian_o[102] = mass_jacobian_o[173] * mass_jacobian_o[91];
        mass_jacobian_o[89] = mass_jacobian_t[59] + mass_jacobian_o[102];
        mass_jacobian_o[93] = mass_jacobian_o[182] + mass_jacobian_o[89];
        mass_jacobian_o[97] = (-0.32) * mass_jacobian_o[93];
        mass_jacobian_o[102] = mass_jacobian_o[183] + mass_jacobian_o[179] + mass_jacobian_o[97];
        mass_jacobian_o[93] = mass_jacobian_o[184] * mass_jacobian_o[91];
        mass_jacobian_o[97] = mass_jacobian_t[87] + mass_jacobian_o[93];
        mass_jacobian_o[91] = -(mass_jacobian_o[97]);
        mass_jacobian_o[93] = mass_jacobian_o[90] + mass_jacobian_o[91];
        mass_jacobian_o[97] = mass_jacobian_o[185] * mass_jacobian_o[93];
        mass_jacobian_o[91] = mass_jacobian_o[191] + mass_jacobian_o[89];
        mass_jacobian_o[90] = mass_jacobian_t[2] * mass_jacobian_o[91];
        mass_jacobian_o[89] = mass_jacobian_o[97] + mass_jacobian_o[90];
        mass_jacobian_o[90] = (-0.36) * mass_jacobian_o[89];
        mass_jacobian_o[97] = mass_jacobian_o[102] + mass_jacobian_o[90];
        mass_jacobian_o[90] = mass_jacobian_o[176] * mass_jacobian_o[91];
        mass_jacobian_o[91] = mass_jacobian_t[2] * mass_jacobian_o[93];
        mass_jacobian_o[93] = mass_jacobian_o[90] + mass_jacobian_o[91];
        mass_jacobian_o[91] = mass_jacobian_o[186] * mass_jacobian_o[93];
        mass_jacobian_o[90] = mass_jacobian_o[194] * mass_jacobian_o[89];
        mass_jacobian_o[93] = mass_jacobian_o[91] + mass_jacobian_o[90];
        mass_jacobian_o[89] = (-0.4) * mass_jacobian_o[93];
        mass_jacobian_o[91] = mass_jacobian_o[97] + mass_jacobian_o[89];
        mass_jacobian_o[90] = mass_jacobian_o[94] + mass_jacobian_o[97];
        mass_jacobian_o[93] = -(mass_jacobian_o[90]);
        mass_jacobian_o[89] = mass_jacobian_o[100] + mass_jacobian_o[91] + mass_jacobian_o[93];
        mass_jacobian_o[94] = -(mass_jacobian_o[91]);
        mass_jacobian_o[90] = mass_jacobian_o[97] + mass_jacobian_o[94];
        mass_jacobian_o[93] = 2.0 * mass_jacobian_o[95];
        mass_jacobian_o[91] = mass_jacobian_o[99] + mass_jacobian_o[92] + mass_jacobian_o[93];
        mass_jacobian_o[94] = mass_jacobian_o[99] + mass_jacobian_o[95] + mass_jacobian_o[103];
        mass_jacobian_o[93] = -(mass_jacobian_o[94]);
        mass_jacobian_o[92] = mass_jacobian_o[98] + mass_jacobian_o[93];
        mass_jacobian_o[95] = mass_jacobian_o[98] + mass_jacobian_o[101];
        mass_jacobian_o[94] = -(mass_jacobian_o[95]);
        mass_jacobian_o[93] = mass_jacobian_o[103] + mass_jacobian_o[96] + mass_jacobian_o[94];
        mass_jacobian_o[98] = mass_jacobian_o[96] + mass_jacobian_o[105];
        mass_jacobian_o[95] = -(mass_jacobian_o[98]);
        mass_jacobian_o[94] = mass_jacobian_o[101] + mass_jacobian_o[100] + mass_jacobian_o[95];
        mass_jacobian_o[96] = mass_jacobian_o[100] + mass_jacobian_o[102];
        mass_jacobian_o[98] = -(mass_jacobian_o[96]);
        mass_jacobian_o[95] = mass_jacobian_o[105] + mass_jacobian_o[97] + mass_jacobian_o[98];
        mass_jacobian_o[100] = -(mass_jacobian_o[97]);
        mass_jacobian_o[96] = mass_jacobian_o[102] + mass_jacobian_o[100];
        mass_jacobian_o[98] = 2.0 * mass_jacobian_o[103];
        mass_jacobian_o[97] = mass_jacobian_o[156] + mass_jacobian_o[99] + mass_jacobian_o[98];
        mass_jacobian_o[100] = mass_jacobian_o[156] + mass_jacobian_o[103] + mass_jacobian_o[104];
        mass_jacobian_o[99] = -(mass_jacobian_o[100]);
        mass_jacobian_o[98] = mass_jacobian_o[101] + mass_jacobian_o[99];
        mass_jacobian_o[103] = mass_jacobian_o[101] + mass_jacobian_o[192];
        mass_jacobian_o[100] = -(mass_jacobian_o[103]);
        mass_jacobian_o[99] = mass_jacobian_o[104] + mass_jacobian_o[105] + mass_jacobian_o[100];
        mass_jacobian_o[101] = mass_jacobian_o[105] + mass_jacobian_o[179];
        mass_jacobian_o[103] = -(mass_jacobian_o[101]);
        mass_jacobian_o[100] = mass_jacobian_o[192] + mass_jacobian_o[102] + mass_jacobian_o[103];
        mass_jacobian_o[105] = -(mass_jacobian_o[102]);
        mass_jacobian_o[101] = mass_jacobian_o[179] + mass_jacobian_o[105];
        mass_jacobian_o[103] = 2.0 * mass_jacobian_o[104];
        mass_jacobian_o[102] = mass_jacobian_o[156] + mass_jacobian_o[103];
        mass_jacobian_o[105] = -(mass_jacobian_o[104]);
        mass_jacobian_o[103] = mass_jacobian_o[192] + mass_jacobian_o[105];
        mass_jacobian_o[156] = -(mass_jacobian_o[192]);
        mass_jacobian_o[104] = mass_jacobian_o[179] + mass_jacobian_o[156];
        mass_jacobian_o[105] = -(mass_jacobian_o[179]);
        mass_jacobian_o[192] = 0.064 * mass_jacobian_o[130];
        mass_jacobian_o[156] = -(mass_jacobian_o[147]);
        mass_jacobian_o[179] = mass_jacobian_o[192] + mass_jacobian_o[156];
        mass_jacobian_o[130] = mass_jacobian_o[172] * mass_jacobian_o[179];
        mass_jacobian_o[130] = mass_jacobian_o[124] + mass_jacobian_o[130];
        mass_jacobian_o[124] = -(mass_jacobian_o[130]);
        mass_jacobian_o[124] = mass_jacobian_o[144] + mass_jacobian_o[124];
        mass_jacobian_o[119] = mass_jacobian_o[184] * mass_jacobian_o[124];
        mass_jacobian_o[179] = mass_jacobian_t[6] * mass_jacobian_o[179];
        mass_jacobian_o[179] = mass_jacobian_o[117] + mass_jacobian_o[179];
        mass_jacobian_o[135] = mass_jacobian_o[135] + mass_jacobian_o[179];
        mass_jacobian_o[126] = mass_jacobian_o[173] * mass_jacobian_o[135];
        mass_jacobian_o[119] = mass_jacobian_o[119] + mass_jacobian_o[126];
        mass_jacobian_o[126] = mass_jacobian_o[158] * mass_jacobian_o[119];
        mass_jacobian_o[143] = mass_jacobian_t[30] * mass_jacobian_o[135];
        mass_jacobian_o[125] = mass_jacobian_o[173] * mass_jacobian_o[124];
        mass_jacobian_o[143] = mass_jacobian_o[143] + mass_jacobian_o[125];
        mass_jacobian_o[115] = mass_jacobian_o[141] * mass_jacobian_o[143];
        mass_jacobian_o[163] = (-0.64) * mass_jacobian_o[184];
        mass_jacobian_o[122] = mass_jacobian_o[135] * mass_jacobian_o[163];
        mass_jacobian_o[113] = mass_jacobian_t[16] * mass_jacobian_o[124];
        mass_jacobian_o[131] = 0.56 * mass_jacobian_o[144];
        mass_jacobian_o[136] = 0.48 * mass_jacobian_o[148];
        mass_jacobian_o[128] = 0.03072 * mass_jacobian_o[118];
        mass_jacobian_o[136] = mass_jacobian_o[136] + mass_jacobian_o[128];
        mass_jacobian_o[128] = (-0.56) * mass_jacobian_o[130];
        mass_jacobian_o[131] = mass_jacobian_o[131] + mass_jacobian_o[136] + mass_jacobian_o[128];
        mass_jacobian_o[128] = mass_jacobian_o[122] + mass_jacobian_o[113] + mass_jacobian_o[131];
        mass_jacobian_o[122] = mass_jacobian_o[126] + mass_jacobian_o[115] + mass_jacobian_o[128];
        mass_jacobian_o[113] = mass_jacobian_o[185] * mass_jacobian_o[143];
        mass_jacobian_o[126] = mass_jacobian_t[2] * mass_jacobian_o[119];
        mass_jacobian_o[115] = mass_jacobian_o[113] + mass_jacobian_o[126];
        mass_jacobian_o[126] = mass_jacobian_t[29] * mass_jacobian_o[115];
        mass_jacobian_o[113] = mass_jacobian_o[176] * mass_jacobian_o[119];
        mass_jacobian_t[135] = mass_jacobian_t[2] * mass_jacobian_o[143];
        mass_jacobian_o[113] = mass_jacobian_o[113] + mass_jacobian_t[135];
        mass_jacobian_o[134] = mass_jacobian_t[92] * mass_jacobian_o[113];
        mass_jacobian_o[126] = mass_jacobian_o[122] + mass_jacobian_o[126] + mass_jacobian_o[134];
        mass_jacobian_o[134] = mass_jacobian_o[142] * mass_jacobian_o[115];
        mass_jacobian_o[114] = mass_jacobian_o[189] * mass_jacobian_o[113];
        mass_jacobian_o[112] = -(mass_jacobian_o[122]);
        mass_jacobian_o[134] = mass_jacobian_o[134] + mass_jacobian_o[114] + mass_jacobian_o[112];
        mass_jacobian_o[114] = 2.0 * mass_jacobian_o[134];
        mass_jacobian_o[112] = mass_jacobian_o[122] + mass_jacobian_o[126] + mass_jacobian_o[114];
        mass_jacobian_o[126] = mass_jacobian_o[159] * mass_jacobian_o[119];
        mass_jacobian_o[114] = mass_jacobian_o[149] * mass_jacobian_o[143];
        mass_jacobian_o[133] = -(mass_jacobian_o[128]);
        mass_jacobian_o[126] = mass_jacobian_o[126] + mass_jacobian_o[114] + mass_jacobian_o[133];
        mass_jacobian_o[114] = -(mass_jacobian_o[115]);
        mass_jacobian_o[133] = mass_jacobian_o[186] * mass_jacobian_o[114];
        mass_jacobian_o[115] = mass_jacobian_o[194] * mass_jacobian_o[113];
        mass_jacobian_o[114] = mass_jacobian_o[133] + mass_jacobian_o[115];
        mass_jacobian_o[113] = (-0.4) * mass_jacobian_o[114];
        mass_jacobian_o[115] = mass_jacobian_o[126] + mass_jacobian_o[113];
        mass_jacobian_o[133] = mass_jacobian_o[122] + mass_jacobian_o[134] + mass_jacobian_o[126];
        mass_jacobian_o[114] = -(mass_jacobian_o[133]);
        mass_jacobian_o[113] = mass_jacobian_o[115] + mass_jacobian_o[114];
        mass_jacobian_o[134] = mass_jacobian_t[31] * mass_jacobian_o[135];
        mass_jacobian_o[133] = mass_jacobian_o[188] * mass_jacobian_o[124];
        mass_jacobian_o[114] = -(mass_jacobian_o[131]);
        mass_jacobian_o[135] = mass_jacobian_o[134] + mass_jacobian_o[133] + mass_jacobian_o[114];
        mass_jacobian_o[134] = -(mass_jacobian_o[119]);
        mass_jacobian_o[114] = mass_jacobian_o[185] * mass_jacobian_o[134];
        mass_jacobian_o[133] = mass_jacobian_t[135] + mass_jacobian_o[114];
        mass_jacobian_o[119] = (-0.36) * mass_jacobian_o[133];
        mass_jacobian_t[135] = mass_jacobian_o[135] + mass_jacobian_o[119];
        mass_jacobian_o[114] = mass_jacobian_o[176] * mass_jacobian_o[143];
        mass_jacobian_o[119] = mass_jacobian_t[2] * mass_jacobian_o[134];
        mass_jacobian_o[143] = mass_jacobian_o[114] + mass_jacobian_o[119];
        mass_jacobian_o[134] = mass_jacobian_o[186] * mass_jacobian_o[143];
        mass_jacobian_o[119] = mass_jacobian_o[194] * mass_jacobian_o[133];
        mass_jacobian_o[114] = mass_jacobian_o[134] + mass_jacobian_o[119];
        mass_jacobian_o[143] = (-0.4) * mass_jacobian_o[114];
        mass_jacobian_o[133] = mass_jacobian_t[135] + mass_jacobian_o[143];
        mass_jacobian_o[119] = mass_jacobian_o[115] + mass_jacobian_t[135];
        mass_jacobian_o[134] = -(mass_jacobian_o[119]);
        mass_jacobian_o[114] = mass_jacobian_o[126] + mass_jacobian_o[133] + mass_jacobian_o[134];
        mass_jacobian_o[143] = (-0.28) * mass_jacobian_o[144];
        mass_jacobian_o[115] = -(mass_jacobian_o[136]);
        mass_jacobian_o[119] = 0.28 * mass_jacobian_o[130];
        mass_jacobian_o[134] = mass_jacobian_o[143] + mass_jacobian_o[115] + mass_jacobian_o[119];
        mass_jacobian_o[130] = mass_jacobian_o[120] + mass_jacobian_o[179];
        mass_jacobian_o[119] = -(mass_jacobian_o[130]);
        mass_jacobian_o[143] = mass_jacobian_o[117] + mass_jacobian_o[119];
        mass_jacobian_o[115] = mass_jacobian_o[184] * mass_jacobian_o[143];
        mass_jacobian_o[120] = mass_jacobian_o[125] + mass_jacobian_o[115];
        mass_jacobian_o[179] = (-0.32) * mass_jacobian_o[120];
        mass_jacobian_o[130] = mass_jacobian_o[134] + mass_jacobian_o[179];
        mass_jacobian_o[119] = mass_jacobian_t[30] * mass_jacobian_o[124];
        mass_jacobian_o[125] = mass_jacobian_o[173] * mass_jacobian_o[143];
        mass_jacobian_o[115] = mass_jacobian_o[119] + mass_jacobian_o[125];
        mass_jacobian_o[179] = mass_jacobian_o[185] * mass_jacobian_o[115];
        mass_jacobian_o[124] = mass_jacobian_t[2] * mass_jacobian_o[120];
        mass_jacobian_o[143] = mass_jacobian_o[179] + mass_jacobian_o[124];
        mass_jacobian_o[119] = (-0.36) * mass_jacobian_o[143];
        mass_jacobian_o[125] = mass_jacobian_o[130] + mass_jacobian_o[119];
        mass_jacobian_o[124] = mass_jacobian_o[176] * mass_jacobian_o[120];
        mass_jacobian_o[179] = mass_jacobian_t[2] * mass_jacobian_o[115];
        mass_jacobian_o[119] = mass_jacobian_o[124] + mass_jacobian_o[179];
        mass_jacobian_o[120] = mass_jacobian_o[186] * mass_jacobian_o[119];
        mass_jacobian_o[115] = mass_jacobian_o[194] * mass_jacobian_o[143];
        mass_jacobian_o[124] = mass_jacobian_o[120] + mass_jacobian_o[115];
        mass_jacobian_o[179] = (-0.4) * mass_jacobian_o[124];
        mass_jacobian_o[119] = mass_jacobian_o[125] + mass_jacobian_o[179];
        mass_jacobian_o[143] = mass_jacobian_o[133] + mass_jacobian_o[125];
        mass_jacobian_o[120] = -(mass_jacobian_o[143]);
        mass_jacobian_o[115] = mass_jacobian_t[135] + mass_jacobian_o[119] + mass_jacobian_o[120];
        mass_jacobian_o[124] = 0.28 * mass_jacobian_o[116];
        mass_jacobian_o[179] = (-0.24) * mass_jacobian_o[148];
        mass_jacobian_o[133] = (-0.01536) * mass_jacobian_o[118];
        mass_jacobian_o[143] = mass_jacobian_o[179] + mass_jacobian_o[133];
        mass_jacobian_o[120] = mass_jacobian_o[129] + mass_jacobian_o[116];
        mass_jacobian_o[118] = mass_jacobian_o[144] + mass_jacobian_o[120];
        mass_jacobian_o[179] = (-0.28) * mass_jacobian_o[118];
        mass_jacobian_o[133] = mass_jacobian_o[124] + mass_jacobian_o[143] + mass_jacobian_o[179];
        mass_jacobian_o[129] = mass_jacobian_o[132] + mass_jacobian_o[117];
        mass_jacobian_o[116] = -(mass_jacobian_o[129]);
        mass_jacobian_o[120] = mass_jacobian_o[154] + mass_jacobian_o[116];
        mass_jacobian_o[144] = mass_jacobian_o[184] * mass_jacobian_o[120];
        mass_jacobian_o[124] = mass_jacobian_o[121] + mass_jacobian_o[118];
        mass_jacobian_o[179] = mass_jacobian_o[173] * mass_jacobian_o[124];
        mass_jacobian_o[132] = mass_jacobian_o[144] + mass_jacobian_o[179];
        mass_jacobian_o[117] = (-0.32) * mass_jacobian_o[132];
        mass_jacobian_o[129] = mass_jacobian_o[133] + mass_jacobian_o[117];
        mass_jacobian_o[154] = mass_jacobian_t[30] * mass_jacobian_o[124];
        mass_jacobian_o[116] = mass_jacobian_o[173] * mass_jacobian_o[120];
        mass_jacobian_o[118] = mass_jacobian_o[154] + mass_jacobian_o[116];
        mass_jacobian_o[121] = mass_jacobian_o[185] * mass_jacobian_o[118];
        mass_jacobian_o[144] = mass_jacobian_t[2] * mass_jacobian_o[132];
        mass_jacobian_o[179] = mass_jacobian_o[121] + mass_jacobian_o[144];
        mass_jacobian_o[117] = (-0.36) * mass_jacobian_o[179];
        mass_jacobian_o[124] = mass_jacobian_o[129] + mass_jacobian_o[117];
        mass_jacobian_o[120] = mass_jacobian_o[176] * mass_jacobian_o[132];
        mass_jacobian_o[154] = mass_jacobian_t[2] * mass_jacobian_o[118];
        mass_jacobian_o[116] = mass_jacobian_o[120] + mass_jacobian_o[154];
        mass_jacobian_o[144] = mass_jacobian_o[186] * mass_jacobian_o[116];
        mass_jacobian_o[121] = mass_jacobian_o[194] * mass_jacobian_o[179];
        mass_jacobian_o[117] = mass_jacobian_o[144] + mass_jacobian_o[121];
        mass_jacobian_o[132] = (-0.4) * mass_jacobian_o[117];
        mass_jacobian_o[118] = mass_jacobian_o[124] + mass_jacobian_o[132];
        mass_jacobian_o[120] = mass_jacobian_o[119] + mass_jacobian_o[124];
        mass_jacobian_o[154] = -(mass_jacobian_o[120]);
        mass_jacobian_o[116] = mass_jacobian_o[125] + mass_jacobian_o[118] + mass_jacobian_o[154];
        mass_jacobian_o[179] = 0.28 * mass_jacobian_t[72];
        mass_jacobian_o[144] = (-0.01536) * mass_jacobian_o[127];
        mass_jacobian_o[121] = 0.064 * mass_jacobian_o[127];
        mass_jacobian_o[117] = mass_jacobian_t[6] * mass_jacobian_o[121];
        mass_jacobian_o[132] = mass_jacobian_t[72] + mass_jacobian_o[117];
        mass_jacobian_o[119] = mass_jacobian_o[190] + mass_jacobian_o[132];
        mass_jacobian_o[120] = (-0.28) * mass_jacobian_o[119];
        mass_jacobian_o[154] = mass_jacobian_o[179] + mass_jacobian_o[144] + mass_jacobian_o[120];
        mass_jacobian_o[127] = mass_jacobian_o[172] * mass_jacobian_o[121];
        mass_jacobian_o[117] = mass_jacobian_o[180] + mass_jacobian_o[127];
        mass_jacobian_o[119] = -(mass_jacobian_o[117]);
        mass_jacobian_o[120] = mass_jacobian_o[123] + mass_jacobian_o[119];
        mass_jacobian_o[121] = mass_jacobian_o[184] * mass_jacobian_o[120];
        mass_jacobian_o[127] = mass_jacobian_o[177] + mass_jacobian_o[132];
        mass_jacobian_o[117] = mass_jacobian_o[173] * mass_jacobian_o[127];
        mass_jacobian_o[123] = mass_jacobian_o[121] + mass_jacobian_o[117];
        mass_jacobian_o[119] = (-0.32) * mass_jacobian_o[123];
        mass_jacobian_o[132] = mass_jacobian_o[154] + mass_jacobian_o[119];
        mass_jacobian_o[121] = mass_jacobian_t[30] * mass_jacobian_o[127];
        mass_jacobian_o[117] = mass_jacobian_o[173] * mass_jacobian_o[120];
        mass_jacobian_o[119] = mass_jacobian_o[121] + mass_jacobian_o[117];
        mass_jacobian_o[127] = mass_jacobian_o[185] * mass_jacobian_o[119];
        mass_jacobian_o[120] = mass_jacobian_t[2] * mass_jacobian_o[123];
        mass_jacobian_o[121] = mass_jacobian_o[127] + mass_jacobian_o[120];
        mass_jacobian_o[117] = (-0.36) * mass_jacobian_o[121];
        mass_jacobian_o[127] = mass_jacobian_o[132] + mass_jacobian_o[117];
        mass_jacobian_o[120] = mass_jacobian_o[176] * mass_jacobian_o[123];
        mass_jacobian_o[117] = mass_jacobian_t[2] * mass_jacobian_o[119];
        mass_jacobian_o[123] = mass_jacobian_o[120] + mass_jacobian_o[117];
        mass_jacobian_o[119] = mass_jacobian_o[186] * mass_jacobian_o[123];
        mass_jacobian_o[120] = mass_jacobian_o[194] * mass_jacobian_o[121];
        mass_jacobian_o[117] = mass_jacobian_o[119] + mass_jacobian_o[120];
        mass_jacobian_o[123] = (-0.4) * mass_jacobian_o[117];
        mass_jacobian_o[121] = mass_jacobian_o[127] + mass_jacobian_o[123];
        mass_jacobian_o[120] = mass_jacobian_o[118] + mass_jacobian_o[127];
        mass_jacobian_o[119] = -(mass_jacobian_o[120]);
        mass_jacobian_o[117] = mass_jacobian_o[124] + mass_jacobian_o[121] + mass_jacobian_o[119];
        mass_jacobian_o[123] = -(mass_jacobian_o[121]);
        mass_jacobian_o[118] = mass_jacobian_o[127] + mass_jacobian_o[123];
        mass_jacobian_o[120] = 2.0 * mass_jacobian_o[126];
        mass_jacobian_o[119] = mass_jacobian_o[128] + mass_jacobian_o[122] + mass_jacobian_o[120];
        mass_jacobian_o[121] = mass_jacobian_o[128] + mass_jacobian_o[126] + mass_jacobian_o[135];
        mass_jacobian_o[123] = -(mass_jacobian_o[121]);
        mass_jacobian_o[120] = mass_jacobian_t[135] + mass_jacobian_o[123];
        mass_jacobian_o[122] = mass_jacobian_t[135] + mass_jacobian_o[130];
        mass_jacobian_o[126] = -(mass_jacobian_o[122]);
        mass_jacobian_o[121] = mass_jacobian_o[135] + mass_jacobian_o[125] + mass_jacobian_o[126];
        mass_jacobian_o[123] = mass_jacobian_o[125] + mass_jacobian_o[129];
        mass_jacobian_t[135] = -(mass_jacobian_o[123]);
        mass_jacobian_o[122] = mass_jacobian_o[130] + mass_jacobian_o[124] + mass_jacobian_t[135];
        mass_jacobian_o[126] = mass_jacobian_o[124] + mass_jacobian_o[132];
        mass_jacobian_o[125] = -(mass_jacobian_o[126]);
        mass_jacobian_o[123] = mass_jacobian_o[129] + mass_jacobian_o[127] + mass_jacobian_o[125];
        mass_jacobian_t[135] = -(mass_jacobian_o[127]);
        mass_jacobian_o[124] = mass_jacobian_o[132] + mass_jacobian_t[135];
        mass_jacobian_o[126] = 2.0 * mass_jacobian_o[135];
        mass_jacobian_o[125] = mass_jacobian_o[131] + mass_jacobian_o[128] + mass_jacobian_o[126];
        mass_jacobian_o[127] = mass_jacobian_o[131] + mass_jacobian_o[135] + mass_jacobian_o[134];
        mass_jacobian_t[135] = -(mass_jacobian_o[127]);
        mass_jacobian_o[126] = mass_jacobian_o[130] + mass_jacobian_t[135];
        mass_jacobian_o[128] = mass_jacobian_o[130] + mass_jacobian_o[133];
        mass_jacobian_o[135] = -(mass_jacobian_o[128]);
        mass_jacobian_o[127] = mass_jacobian_o[134] + mass_jacobian_o[129] + mass_jacobian_o[135];
        mass_jacobian_t[135] = mass_jacobian_o[129] + mass_jacobian_o[154];
        mass_jacobian_o[130] = -(mass_jacobian_t[135]);
        mass_jacobian_o[128] = mass_jacobian_o[133] + mass_jacobian_o[132] + mass_jacobian_o[130];
        mass_jacobian_o[135] = -(mass_jacobian_o[132]);
        mass_jacobian_o[129] = mass_jacobian_o[154] + mass_jacobian_o[135];
        mass_jacobian_t[135] = 2.0 * mass_jacobian_o[134];
        mass_jacobian_o[130] = mass_jacobian_o[136] + mass_jacobian_o[131] + mass_jacobian_t[135];
        mass_jacobian_o[132] = mass_jacobian_o[136] + mass_jacobian_o[134] + mass_jacobian_o[143];
        mass_jacobian_o[135] = -(mass_jacobian_o[132]);
        mass_jacobian_o[131] = mass_jacobian_o[133] + mass_jacobian_o[135];
        mass_jacobian_t[135] = mass_jacobian_o[133] + mass_jacobian_o[144];
        mass_jacobian_o[134] = -(mass_jacobian_t[135]);
        mass_jacobian_o[132] = mass_jacobian_o[143] + mass_jacobian_o[154] + mass_jacobian_o[134];
        mass_jacobian_o[135] = -(mass_jacobian_o[154]);
        mass_jacobian_o[133] = mass_jacobian_o[144] + mass_jacobian_o[135];
        mass_jacobian_t[135] = 2.0 * mass_jacobian_o[143];
        mass_jacobian_o[134] = mass_jacobian_o[136] + mass_jacobian_t[135];
        mass_jacobian_o[154] = -(mass_jacobian_o[143]);
        mass_jacobian_o[135] = mass_jacobian_o[144] + mass_jacobian_o[154];
        mass_jacobian_o[136] = -(mass_jacobian_o[144]);
        mass_jacobian_t[135] = (-0.064) * mass_jacobian_o[153] * mass_jacobian_o[175];
        mass_jacobian_o[143] = mass_jacobian_o[147] + mass_jacobian_t[135];
        mass_jacobian_o[154] = mass_jacobian_o[174] * mass_jacobian_o[143];
        mass_jacobian_o[144] = 0.064 * mass_jacobian_t[75];
        mass_jacobian_o[153] = mass_jacobian_o[166] + mass_jacobian_o[144];
        mass_jacobian_o[147] = mass_jacobian_t[6] * mass_jacobian_o[153];
        mass_jacobian_o[144] = mass_jacobian_o[154] + mass_jacobian_o[147];
        mass_jacobian_o[166] = mass_jacobian_o[184] * mass_jacobian_o[144];
        mass_jacobian_o[154] = mass_jacobian_o[172] * mass_jacobian_o[153];
        mass_jacobian_o[150] = mass_jacobian_t[6] * mass_jacobian_o[143];
        mass_jacobian_o[154] = mass_jacobian_o[154] + mass_jacobian_o[150];
        mass_jacobian_o[150] = mass_jacobian_o[173] * mass_jacobian_o[154];
        mass_jacobian_o[166] = mass_jacobian_o[166] + mass_jacobian_o[150];
        mass_jacobian_o[150] = mass_jacobian_o[158] * mass_jacobian_o[166];
        mass_jacobian_o[158] = mass_jacobian_t[30] * mass_jacobian_o[154];
        mass_jacobian_o[145] = mass_jacobian_o[173] * mass_jacobian_o[144];
        mass_jacobian_o[158] = mass_jacobian_o[158] + mass_jacobian_o[145];
        mass_jacobian_o[141] = mass_jacobian_o[141] * mass_jacobian_o[158];
        mass_jacobian_o[163] = mass_jacobian_o[163] * mass_jacobian_o[154];
        mass_jacobian_t[16] = mass_jacobian_t[16] * mass_jacobian_o[144];
        mass_jacobian_o[143] = mass_jacobian_o[172] * mass_jacobian_o[143];
        mass_jacobian_o[162] = (-0.56) * mass_jacobian_o[143];
        mass_jacobian_o[151] = 0.56 * mass_jacobian_o[147];
        mass_jacobian_t[144] = 0.03072 * mass_jacobian_t[75];
        mass_jacobian_o[160] = (-0.48) * mass_jacobian_o[148];
        mass_jacobian_o[168] = 0.0256 * mass_jacobian_t[10];
        mass_jacobian_t[144] = mass_jacobian_t[144] + mass_jacobian_o[160] + mass_jacobian_o[168];
        mass_jacobian_o[160] = mass_jacobian_o[162] + mass_jacobian_o[151] + mass_jacobian_t[144];
        mass_jacobian_o[162] = mass_jacobian_o[163] + mass_jacobian_t[16] + mass_jacobian_o[160];
        mass_jacobian_o[151] = mass_jacobian_o[150] + mass_jacobian_o[141] + mass_jacobian_o[162];
        mass_jacobian_t[16] = mass_jacobian_o[185] * mass_jacobian_o[158];
        mass_jacobian_o[163] = mass_jacobian_t[2] * mass_jacobian_o[166];
        mass_jacobian_o[141] = mass_jacobian_t[16] + mass_jacobian_o[163];
        mass_jacobian_o[150] = mass_jacobian_t[29] * mass_jacobian_o[141];
        mass_jacobian_t[16] = mass_jacobian_o[176] * mass_jacobian_o[166];
        mass_jacobian_o[163] = mass_jacobian_t[2] * mass_jacobian_o[158];
        mass_jacobian_t[16] = mass_jacobian_t[16] + mass_jacobian_o[163];
        mass_jacobian_o[155] = mass_jacobian_t[92] * mass_jacobian_t[16];
        mass_jacobian_o[150] = mass_jacobian_o[151] + mass_jacobian_o[150] + mass_jacobian_o[155];
        mass_jacobian_o[155] = mass_jacobian_o[142] * mass_jacobian_o[141];
        mass_jacobian_o[142] = mass_jacobian_o[189] * mass_jacobian_t[16];
        mass_jacobian_o[140] = -(mass_jacobian_o[151]);
        mass_jacobian_o[142] = mass_jacobian_o[155] + mass_jacobian_o[142] + mass_jacobian_o[140];
        mass_jacobian_o[155] = 2.0 * mass_jacobian_o[142];
        mass_jacobian_o[140] = mass_jacobian_o[151] + mass_jacobian_o[150] + mass_jacobian_o[155];
        mass_jacobian_o[150] = mass_jacobian_o[159] * mass_jacobian_o[166];
        mass_jacobian_o[155] = mass_jacobian_o[149] * mass_jacobian_o[158];
        mass_jacobian_o[159] = -(mass_jacobian_o[162]);
        mass_jacobian_o[149] = mass_jacobian_o[150] + mass_jacobian_o[155] + mass_jacobian_o[159];
        mass_jacobian_o[159] = -(mass_jacobian_o[141]);
        mass_jacobian_o[150] = mass_jacobian_o[186] * mass_jacobian_o[159];
        mass_jacobian_o[155] = mass_jacobian_o[194] * mass_jacobian_t[16];
        mass_jacobian_o[141] = mass_jacobian_o[150] + mass_jacobian_o[155];
        mass_jacobian_o[159] = (-0.4) * mass_jacobian_o[141];
        mass_jacobian_t[16] = mass_jacobian_o[149] + mass_jacobian_o[159];
        mass_jacobian_o[150] = mass_jacobian_o[151] + mass_jacobian_o[142] + mass_jacobian_o[149];
        mass_jacobian_o[155] = -(mass_jacobian_o[150]);
        mass_jacobian_o[141] = mass_jacobian_t[16] + mass_jacobian_o[155];
        mass_jacobian_o[159] = mass_jacobian_t[31] * mass_jacobian_o[154];
        mass_jacobian_o[142] = mass_jacobian_o[188] * mass_jacobian_o[144];
        mass_jacobian_o[150] = -(mass_jacobian_o[160]);
        mass_jacobian_o[155] = mass_jacobian_o[159] + mass_jacobian_o[142] + mass_jacobian_o[150];
        mass_jacobian_t[31] = -(mass_jacobian_o[166]);
        mass_jacobian_o[188] = mass_jacobian_o[185] * mass_jacobian_t[31];
        mass_jacobian_o[159] = mass_jacobian_o[163] + mass_jacobian_o[188];
        mass_jacobian_o[142] = (-0.36) * mass_jacobian_o[159];
        mass_jacobian_o[150] = mass_jacobian_o[155] + mass_jacobian_o[142];
        mass_jacobian_o[166] = mass_jacobian_o[176] * mass_jacobian_o[158];
        mass_jacobian_o[188] = mass_jacobian_t[2] * mass_jacobian_t[31];
        mass_jacobian_o[163] = mass_jacobian_o[166] + mass_jacobian_o[188];
        mass_jacobian_o[142] = mass_jacobian_o[186] * mass_jacobian_o[163];
        mass_jacobian_o[158] = mass_jacobian_o[194] * mass_jacobian_o[159];
        mass_jacobian_t[31] = mass_jacobian_o[142] + mass_jacobian_o[158];
        mass_jacobian_o[166] = (-0.4) * mass_jacobian_t[31];
        mass_jacobian_o[188] = mass_jacobian_o[150] + mass_jacobian_o[166];
        mass_jacobian_o[163] = mass_jacobian_t[16] + mass_jacobian_o[150];
        mass_jacobian_o[159] = -(mass_jacobian_o[163]);
        mass_jacobian_o[142] = mass_jacobian_o[149] + mass_jacobian_o[188] + mass_jacobian_o[159];
        mass_jacobian_o[158] = 0.28 * mass_jacobian_o[143];
        mass_jacobian_t[31] = (-0.28) * mass_jacobian_o[147];
        mass_jacobian_o[166] = -(mass_jacobian_t[144]);
        mass_jacobian_t[16] = mass_jacobian_o[158] + mass_jacobian_t[31] + mass_jacobian_o[166];
        mass_jacobian_o[163] = -(mass_jacobian_o[154]);
        mass_jacobian_o[159] = mass_jacobian_o[184] * mass_jacobian_o[163];
        mass_jacobian_o[143] = mass_jacobian_o[145] + mass_jacobian_o[159];
        mass_jacobian_t[31] = (-0.32) * mass_jacobian_o[143];
        mass_jacobian_o[166] = mass_jacobian_t[16] + mass_jacobian_t[31];
        mass_jacobian_o[158] = mass_jacobian_t[30] * mass_jacobian_o[144];
        mass_jacobian_o[154] = mass_jacobian_o[173] * mass_jacobian_o[163];
        mass_jacobian_o[159] = mass_jacobian_o[158] + mass_jacobian_o[154];
        mass_jacobian_o[145] = mass_jacobian_o[185] * mass_jacobian_o[159];
        mass_jacobian_t[31] = mass_jacobian_t[2] * mass_jacobian_o[143];
        mass_jacobian_o[144] = mass_jacobian_o[145] + mass_jacobian_t[31];
        mass_jacobian_o[163] = (-0.36) * mass_jacobian_o[144];
        mass_jacobian_o[158] = mass_jacobian_o[166] + mass_jacobian_o[163];
        mass_jacobian_o[154] = mass_jacobian_o[176] * mass_jacobian_o[143];
        mass_jacobian_t[31] = mass_jacobian_t[2] * mass_jacobian_o[159];
        mass_jacobian_o[145] = mass_jacobian_o[154] + mass_jacobian_t[31];
        mass_jacobian_o[163] = mass_jacobian_o[186] * mass_jacobian_o[145];
        mass_jacobian_o[143] = mass_jacobian_o[194] * mass_jacobian_o[144];
        mass_jacobian_o[159] = mass_jacobian_o[163] + mass_jacobian_o[143];
        mass_jacobian_t[31] = (-0.4) * mass_jacobian_o[159];
        mass_jacobian_o[154] = mass_jacobian_o[158] + mass_jacobian_t[31];
        mass_jacobian_o[145] = mass_jacobian_o[188] + mass_jacobian_o[158];
        mass_jacobian_o[144] = -(mass_jacobian_o[145]);
        mass_jacobian_o[143] = mass_jacobian_o[150] + mass_jacobian_o[154] + mass_jacobian_o[144];
        mass_jacobian_o[163] = (-0.01536) * mass_jacobian_t[75];
        mass_jacobian_o[159] = 0.24 * mass_jacobian_o[148];
        mass_jacobian_t[31] = (-0.0256) * mass_jacobian_t[10];
        mass_jacobian_o[188] = mass_jacobian_o[163] + mass_jacobian_o[159] + mass_jacobian_t[31];
        mass_jacobian_o[145] = mass_jacobian_t[12] + mass_jacobian_o[156];
        mass_jacobian_o[144] = mass_jacobian_o[172] * mass_jacobian_o[145];
        mass_jacobian_o[148] = mass_jacobian_o[147] + mass_jacobian_o[144];
        mass_jacobian_o[159] = (-0.28) * mass_jacobian_o[148];
        mass_jacobian_o[163] = mass_jacobian_o[188] + mass_jacobian_o[159];
        mass_jacobian_t[12] = mass_jacobian_o[174] * mass_jacobian_o[153];
        mass_jacobian_o[156] = mass_jacobian_t[6] * mass_jacobian_o[145];
        mass_jacobian_o[147] = mass_jacobian_t[12] + mass_jacobian_o[156];
        mass_jacobian_o[144] = mass_jacobian_o[184] * mass_jacobian_o[147];
        mass_jacobian_o[159] = mass_jacobian_o[173] * mass_jacobian_o[148];
        mass_jacobian_o[153] = mass_jacobian_o[144] + mass_jacobian_o[159];
        mass_jacobian_o[145] = (-0.32) * mass_jacobian_o[153];
        mass_jacobian_t[12] = mass_jacobian_o[163] + mass_jacobian_o[145];
        mass_jacobian_o[156] = mass_jacobian_t[30] * mass_jacobian_o[148];
        mass_jacobian_o[159] = mass_jacobian_o[173] * mass_jacobian_o[147];
        mass_jacobian_o[144] = mass_jacobian_o[156] + mass_jacobian_o[159];
        mass_jacobian_o[145] = mass_jacobian_o[185] * mass_jacobian_o[144];
        mass_jacobian_o[148] = mass_jacobian_t[2] * mass_jacobian_o[153];
        mass_jacobian_o[147] = mass_jacobian_o[145] + mass_jacobian_o[148];
        mass_jacobian_o[159] = (-0.36) * mass_jacobian_o[147];
        mass_jacobian_o[156] = mass_jacobian_t[12] + mass_jacobian_o[159];
        mass_jacobian_o[148] = mass_jacobian_o[176] * mass_jacobian_o[153];
        mass_jacobian_o[145] = mass_jacobian_t[2] * mass_jacobian_o[144];
        mass_jacobian_o[159] = mass_jacobian_o[148] + mass_jacobian_o[145];
        mass_jacobian_o[153] = mass_jacobian_o[186] * mass_jacobian_o[159];
        mass_jacobian_o[144] = mass_jacobian_o[194] * mass_jacobian_o[147];
        mass_jacobian_o[148] = mass_jacobian_o[153] + mass_jacobian_o[144];
        mass_jacobian_o[145] = (-0.4) * mass_jacobian_o[148];
        mass_jacobian_o[159] = mass_jacobian_o[156] + mass_jacobian_o[145];
        mass_jacobian_o[147] = mass_jacobian_o[154] + mass_jacobian_o[156];
        mass_jacobian_o[153] = -(mass_jacobian_o[147]);
        mass_jacobian_o[144] = mass_jacobian_o[158] + mass_jacobian_o[159] + mass_jacobian_o[153];
        mass_jacobian_o[148] = -(mass_jacobian_o[159]);
        mass_jacobian_o[145] = mass_jacobian_o[156] + mass_jacobian_o[148];
        mass_jacobian_o[154] = 2.0 * mass_jacobian_o[149];
        mass_jacobian_o[147] = mass_jacobian_o[162] + mass_jacobian_o[151] + mass_jacobian_o[154];
        mass_jacobian_o[153] = mass_jacobian_o[162] + mass_jacobian_o[149] + mass_jacobian_o[155];
        mass_jacobian_o[159] = -(mass_jacobian_o[153]);
        mass_jacobian_o[148] = mass_jacobian_o[150] + mass_jacobian_o[159];
        mass_jacobian_o[154] = mass_jacobian_o[150] + mass_jacobian_o[166];
        mass_jacobian_o[151] = -(mass_jacobian_o[154]);
        mass_jacobian_o[149] = mass_jacobian_o[155] + mass_jacobian_o[158] + mass_jacobian_o[151];
        mass_jacobian_o[153] = mass_jacobian_o[158] + mass_jacobian_t[12];
        mass_jacobian_o[159] = -(mass_jacobian_o[153]);
        mass_jacobian_o[150] = mass_jacobian_o[166] + mass_jacobian_o[156] + mass_jacobian_o[159];
        mass_jacobian_o[154] = -(mass_jacobian_o[156]);
        mass_jacobian_o[151] = mass_jacobian_t[12] + mass_jacobian_o[154];
        mass_jacobian_o[158] = 2.0 * mass_jacobian_o[155];
        mass_jacobian_o[153] = mass_jacobian_o[160] + mass_jacobian_o[162] + mass_jacobian_o[158];
        mass_jacobian_o[159] = mass_jacobian_o[160] + mass_jacobian_o[155] + mass_jacobian_t[16];
        mass_jacobian_o[156] = -(mass_jacobian_o[159]);
        mass_jacobian_o[154] = mass_jacobian_o[166] + mass_jacobian_o[156];
        mass_jacobian_o[158] = mass_jacobian_o[166] + mass_jacobian_o[163];
        mass_jacobian_o[162] = -(mass_jacobian_o[158]);
        mass_jacobian_o[155] = mass_jacobian_t[16] + mass_jacobian_t[12] + mass_jacobian_o[162];
        mass_jacobian_o[159] = -(mass_jacobian_t[12]);
        mass_jacobian_o[156] = mass_jacobian_o[163] + mass_jacobian_o[159];
        mass_jacobian_o[166] = 2.0 * mass_jacobian_t[16];
        mass_jacobian_o[158] = mass_jacobian_t[144] + mass_jacobian_o[160] + mass_jacobian_o[166];
        mass_jacobian_o[162] = mass_jacobian_t[144] + mass_jacobian_t[16] + mass_jacobian_o[188];
        mass_jacobian_t[12] = -(mass_jacobian_o[162]);
        mass_jacobian_o[159] = mass_jacobian_o[163] + mass_jacobian_t[12];
        mass_jacobian_o[166] = -(mass_jacobian_o[163]);
        mass_jacobian_o[160] = mass_jacobian_o[188] + mass_jacobian_o[166];
        mass_jacobian_t[16] = 2.0 * mass_jacobian_o[188];
        mass_jacobian_o[162] = mass_jacobian_o[168] + mass_jacobian_t[144] + mass_jacobian_t[16];
        mass_jacobian_t[12] = -(mass_jacobian_o[188]);
        mass_jacobian_o[163] = mass_jacobian_t[31] + mass_jacobian_t[12];
        mass_jacobian_o[166] = 0.0128 * mass_jacobian_t[10];
        mass_jacobian_t[16] = (-0.72) * mass_jacobian_o[181];
        mass_jacobian_t[144] = 0.72 * mass_jacobian_o[171];
        mass_jacobian_o[168] = (-0.64) * mass_jacobian_t[59];
        mass_jacobian_o[188] = 0.64 * mass_jacobian_o[182];
        mass_jacobian_t[12] = (-0.56) * mass_jacobian_t[72];
        mass_jacobian_o[181] = 0.56 * mass_jacobian_o[190];
        mass_jacobian_t[59] = (-0.03072) * mass_jacobian_t[75];
        mass_jacobian_t[72] = (-0.03072) * mass_jacobian_o[175];
        mass_jacobian_t[72] = (-0.0256) + mass_jacobian_t[72];
        mass_jacobian_t[72] = mass_jacobian_t[10] * mass_jacobian_t[72];
        mass_jacobian_t[59] = mass_jacobian_t[59] + mass_jacobian_t[72];
        mass_jacobian_t[72] = mass_jacobian_t[12] + mass_jacobian_o[181] + mass_jacobian_t[59];
        mass_jacobian_t[12] = mass_jacobian_o[168] + mass_jacobian_o[188] + mass_jacobian_t[72];
        mass_jacobian_o[181] = mass_jacobian_t[16] + mass_jacobian_t[144] + mass_jacobian_t[12];
        mass_jacobian_o[188] = mass_jacobian_o[169] * mass_jacobian_t[29];
        mass_jacobian_o[168] = mass_jacobian_o[187] * mass_jacobian_t[92];
        mass_jacobian_t[16] = mass_jacobian_o[181] + mass_jacobian_o[188] + mass_jacobian_o[168];
        mass_jacobian_t[144] = mass_jacobian_o[187] * mass_jacobian_o[189];
        mass_jacobian_t[29] = -(mass_jacobian_o[181]);
        mass_jacobian_t[92] = mass_jacobian_o[170] + mass_jacobian_t[144] + mass_jacobian_t[29];
        mass_jacobian_o[188] = 2.0 * mass_jacobian_t[92];
        mass_jacobian_o[168] = mass_jacobian_o[181] + mass_jacobian_t[16] + mass_jacobian_o[188];
        mass_jacobian_o[187] = (-0.36) * mass_jacobian_o[171];
        mass_jacobian_o[189] = -(mass_jacobian_t[12]);
        mass_jacobian_t[29] = mass_jacobian_t[74] + mass_jacobian_o[187] + mass_jacobian_o[189];
        mass_jacobian_o[170] = -(mass_jacobian_o[169]);
        mass_jacobian_t[144] = mass_jacobian_o[186] * mass_jacobian_o[170];
        mass_jacobian_t[16] = mass_jacobian_t[106] + mass_jacobian_t[144];
        mass_jacobian_o[188] = (-0.4) * mass_jacobian_t[16];
        mass_jacobian_t[74] = mass_jacobian_t[29] + mass_jacobian_o[188];
        mass_jacobian_o[187] = mass_jacobian_o[181] + mass_jacobian_t[92] + mass_jacobian_t[29];
        mass_jacobian_o[189] = -(mass_jacobian_o[187]);
        mass_jacobian_o[169] = mass_jacobian_t[74] + mass_jacobian_o[189];
        mass_jacobian_o[170] = (-0.32) * mass_jacobian_o[182];
        mass_jacobian_t[106] = -(mass_jacobian_t[72]);
        mass_jacobian_t[144] = mass_jacobian_o[183] + mass_jacobian_o[170] + mass_jacobian_t[106];
        mass_jacobian_t[16] = -(mass_jacobian_t[87]);
        mass_jacobian_o[188] = mass_jacobian_o[185] * mass_jacobian_t[16];
        mass_jacobian_t[92] = mass_jacobian_o[171] + mass_jacobian_o[188];
        mass_jacobian_o[187] = (-0.36) * mass_jacobian_t[92];
        mass_jacobian_o[189] = mass_jacobian_t[144] + mass_jacobian_o[187];
        mass_jacobian_o[183] = mass_jacobian_o[176] * mass_jacobian_o[191];
        mass_jacobian_o[170] = mass_jacobian_t[2] * mass_jacobian_t[16];
        mass_jacobian_t[106] = mass_jacobian_o[183] + mass_jacobian_o[170];
        mass_jacobian_t[87] = mass_jacobian_o[186] * mass_jacobian_t[106];
        mass_jacobian_o[171] = mass_jacobian_o[194] * mass_jacobian_t[92];
        mass_jacobian_o[188] = mass_jacobian_t[87] + mass_jacobian_o[171];
        mass_jacobian_o[187] = (-0.4) * mass_jacobian_o[188];
        mass_jacobian_o[191] = mass_jacobian_o[189] + mass_jacobian_o[187];
        mass_jacobian_t[16] = mass_jacobian_t[74] + mass_jacobian_o[189];
        mass_jacobian_o[183] = -(mass_jacobian_t[16]);
        mass_jacobian_o[170] = mass_jacobian_t[29] + mass_jacobian_o[191] + mass_jacobian_o[183];
        mass_jacobian_t[106] = (-0.28) * mass_jacobian_o[190];
        mass_jacobian_t[92] = -(mass_jacobian_t[59]);
        mass_jacobian_t[87] = mass_jacobian_o[179] + mass_jacobian_t[106] + mass_jacobian_t[92];
        mass_jacobian_o[171] = -(mass_jacobian_o[180]);
        mass_jacobian_o[188] = mass_jacobian_o[184] * mass_jacobian_o[171];
        mass_jacobian_o[187] = mass_jacobian_o[182] + mass_jacobian_o[188];
        mass_jacobian_t[74] = (-0.32) * mass_jacobian_o[187];
        mass_jacobian_t[16] = mass_jacobian_t[87] + mass_jacobian_t[74];
        mass_jacobian_o[183] = mass_jacobian_t[30] * mass_jacobian_o[177];
        mass_jacobian_o[179] = mass_jacobian_o[173] * mass_jacobian_o[171];
        mass_jacobian_t[92] = mass_jacobian_o[183] + mass_jacobian_o[179];
        mass_jacobian_t[106] = mass_jacobian_o[185] * mass_jacobian_t[92];
        mass_jacobian_o[180] = mass_jacobian_t[2] * mass_jacobian_o[187];
        mass_jacobian_o[182] = mass_jacobian_t[106] + mass_jacobian_o[180];
        mass_jacobian_o[188] = (-0.36) * mass_jacobian_o[182];
        mass_jacobian_t[74] = mass_jacobian_t[16] + mass_jacobian_o[188];
        mass_jacobian_o[177] = mass_jacobian_o[176] * mass_jacobian_o[187];
        mass_jacobian_o[171] = mass_jacobian_t[2] * mass_jacobian_t[92];
        mass_jacobian_o[183] = mass_jacobian_o[177] + mass_jacobian_o[171];
        mass_jacobian_o[179] = mass_jacobian_o[186] * mass_jacobian_o[183];
        mass_jacobian_o[180] = mass_jacobian_o[194] * mass_jacobian_o[182];
        mass_jacobian_t[106] = mass_jacobian_o[179] + mass_jacobian_o[180];
        mass_jacobian_o[188] = (-0.4) * mass_jacobian_t[106];
        mass_jacobian_o[187] = mass_jacobian_t[74] + mass_jacobian_o[188];
        mass_jacobian_t[92] = mass_jacobian_o[191] + mass_jacobian_t[74];
        mass_jacobian_o[177] = -(mass_jacobian_t[92]);
        mass_jacobian_o[171] = mass_jacobian_o[189] + mass_jacobian_o[187] + mass_jacobian_o[177];
        mass_jacobian_o[183] = 0.01536 * mass_jacobian_t[75];
        mass_jacobian_o[182] = 0.01536 * mass_jacobian_o[175];
        mass_jacobian_o[179] = 0.0256 + mass_jacobian_o[182];
        mass_jacobian_o[180] = mass_jacobian_t[10] * mass_jacobian_o[179];
        mass_jacobian_t[106] = mass_jacobian_o[183] + mass_jacobian_o[180];
        mass_jacobian_o[188] = mass_jacobian_o[192] + mass_jacobian_t[135];
        mass_jacobian_o[191] = mass_jacobian_o[172] * mass_jacobian_o[188];
        mass_jacobian_t[92] = mass_jacobian_o[190] + mass_jacobian_o[191];
        mass_jacobian_o[177] = (-0.28) * mass_jacobian_t[92];
        mass_jacobian_t[75] = mass_jacobian_t[106] + mass_jacobian_o[177];
        mass_jacobian_o[175] = mass_jacobian_o[174] * mass_jacobian_o[178];
        mass_jacobian_o[179] = mass_jacobian_t[6] * mass_jacobian_o[188];
        mass_jacobian_o[180] = mass_jacobian_o[175] + mass_jacobian_o[179];
        mass_jacobian_o[192] = mass_jacobian_o[184] * mass_jacobian_o[180];
        mass_jacobian_t[135] = mass_jacobian_o[173] * mass_jacobian_t[92];
        mass_jacobian_o[172] = mass_jacobian_o[192] + mass_jacobian_t[135];
        mass_jacobian_o[191] = (-0.32) * mass_jacobian_o[172];
        mass_jacobian_o[190] = mass_jacobian_t[75] + mass_jacobian_o[191];
        mass_jacobian_o[174] = mass_jacobian_t[30] * mass_jacobian_t[92];
        mass_jacobian_o[178] = mass_jacobian_o[173] * mass_jacobian_o[180];
        mass_jacobian_t[6] = mass_jacobian_o[174] + mass_jacobian_o[178];
        mass_jacobian_o[188] = mass_jacobian_o[185] * mass_jacobian_t[6];
        mass_jacobian_o[175] = mass_jacobian_t[2] * mass_jacobian_o[172];
        mass_jacobian_o[179] = mass_jacobian_o[188] + mass_jacobian_o[175];
        mass_jacobian_o[184] = (-0.36) * mass_jacobian_o[179];
        mass_jacobian_o[192] = mass_jacobian_o[190] + mass_jacobian_o[184];
        mass_jacobian_t[135] = mass_jacobian_o[176] * mass_jacobian_o[172];
        mass_jacobian_t[30] = mass_jacobian_t[2] * mass_jacobian_t[6];
        mass_jacobian_t[92] = mass_jacobian_t[135] + mass_jacobian_t[30];
        mass_jacobian_o[173] = mass_jacobian_o[186] * mass_jacobian_t[92];
        mass_jacobian_o[180] = mass_jacobian_o[194] * mass_jacobian_o[179];
        mass_jacobian_o[174] = mass_jacobian_o[173] + mass_jacobian_o[180];
        mass_jacobian_o[178] = (-0.4) * mass_jacobian_o[174];
        mass_jacobian_o[185] = mass_jacobian_o[192] + mass_jacobian_o[178];
        mass_jacobian_o[175] = mass_jacobian_o[187] + mass_jacobian_o[192];
        mass_jacobian_o[188] = -(mass_jacobian_o[175]);
        mass_jacobian_o[172] = mass_jacobian_t[74] + mass_jacobian_o[185] + mass_jacobian_o[188];
        mass_jacobian_o[176] = 0.0128 + mass_jacobian_o[182];
        mass_jacobian_t[2] = mass_jacobian_t[10] * mass_jacobian_o[176];
        mass_jacobian_t[6] = mass_jacobian_o[183] + mass_jacobian_t[2];
        mass_jacobian_t[30] = mass_jacobian_o[177] + mass_jacobian_t[6];
        mass_jacobian_t[135] = mass_jacobian_o[191] + mass_jacobian_t[30];
        mass_jacobian_o[186] = mass_jacobian_o[184] + mass_jacobian_t[135];
        mass_jacobian_t[92] = mass_jacobian_o[178] + mass_jacobian_o[186];
        mass_jacobian_o[194] = mass_jacobian_o[185] + mass_jacobian_o[186];
        mass_jacobian_o[179] = -(mass_jacobian_o[194]);
        mass_jacobian_o[173] = mass_jacobian_o[192] + mass_jacobian_t[92] + mass_jacobian_o[179];
        mass_jacobian_o[180] = -(mass_jacobian_t[92]);
        mass_jacobian_o[174] = mass_jacobian_o[186] + mass_jacobian_o[180];
        mass_jacobian_o[187] = 2.0 * mass_jacobian_t[29];
        mass_jacobian_o[175] = mass_jacobian_t[12] + mass_jacobian_o[181] + mass_jacobian_o[187];
        mass_jacobian_o[188] = mass_jacobian_t[12] + mass_jacobian_t[29] + mass_jacobian_t[144];
        mass_jacobian_o[182] = -(mass_jacobian_o[188]);
        mass_jacobian_o[176] = mass_jacobian_o[189] + mass_jacobian_o[182];
        mass_jacobian_t[2] = mass_jacobian_o[189] + mass_jacobian_t[16];
        mass_jacobian_o[183] = -(mass_jacobian_t[2]);
        mass_jacobian_o[177] = mass_jacobian_t[144] + mass_jacobian_t[74] + mass_jacobian_o[183];
        mass_jacobian_o[191] = mass_jacobian_t[74] + mass_jacobian_o[190];
        mass_jacobian_o[184] = -(mass_jacobian_o[191]);
        mass_jacobian_o[178] = mass_jacobian_t[16] + mass_jacobian_o[192] + mass_jacobian_o[184];
        mass_jacobian_o[185] = mass_jacobian_o[192] + mass_jacobian_t[135];
        mass_jacobian_o[194] = -(mass_jacobian_o[185]);
        mass_jacobian_o[179] = mass_jacobian_o[190] + mass_jacobian_o[186] + mass_jacobian_o[194];
        mass_jacobian_t[92] = -(mass_jacobian_o[186]);
        mass_jacobian_o[180] = mass_jacobian_t[135] + mass_jacobian_t[92];
        mass_jacobian_o[187] = 2.0 * mass_jacobian_t[144];
        mass_jacobian_o[181] = mass_jacobian_t[72] + mass_jacobian_t[12] + mass_jacobian_o[187];
        mass_jacobian_t[29] = mass_jacobian_t[72] + mass_jacobian_t[144] + mass_jacobian_t[87];
        mass_jacobian_o[188] = -(mass_jacobian_t[29]);
        mass_jacobian_o[182] = mass_jacobian_t[16] + mass_jacobian_o[188];
        mass_jacobian_o[189] = mass_jacobian_t[16] + mass_jacobian_t[75];
        mass_jacobian_t[2] = -(mass_jacobian_o[189]);
        mass_jacobian_o[183] = mass_jacobian_t[87] + mass_jacobian_o[190] + mass_jacobian_t[2];
        mass_jacobian_t[74] = mass_jacobian_o[190] + mass_jacobian_t[30];
        mass_jacobian_o[191] = -(mass_jacobian_t[74]);
        mass_jacobian_o[184] = mass_jacobian_t[75] + mass_jacobian_t[135] + mass_jacobian_o[191];
        mass_jacobian_o[192] = -(mass_jacobian_t[135]);
        mass_jacobian_o[185] = mass_jacobian_t[30] + mass_jacobian_o[192];
        mass_jacobian_o[194] = 2.0 * mass_jacobian_t[87];
        mass_jacobian_o[186] = mass_jacobian_t[59] + mass_jacobian_t[72] + mass_jacobian_o[194];
        mass_jacobian_t[92] = mass_jacobian_t[59] + mass_jacobian_t[87] + mass_jacobian_t[106];
        mass_jacobian_t[12] = -(mass_jacobian_t[92]);
        mass_jacobian_o[187] = mass_jacobian_t[75] + mass_jacobian_t[12];
        mass_jacobian_t[144] = mass_jacobian_t[75] + mass_jacobian_t[6];
        mass_jacobian_t[29] = -(mass_jacobian_t[144]);
        mass_jacobian_o[188] = mass_jacobian_t[106] + mass_jacobian_t[30] + mass_jacobian_t[29];
        mass_jacobian_t[16] = -(mass_jacobian_t[30]);
        mass_jacobian_o[189] = mass_jacobian_t[6] + mass_jacobian_t[16];
        mass_jacobian_t[2] = 2.0 * mass_jacobian_t[106];
        mass_jacobian_o[190] = mass_jacobian_t[31] + mass_jacobian_t[59] + mass_jacobian_t[2];
        mass_jacobian_t[74] = -(mass_jacobian_t[106]);
        mass_jacobian_o[191] = mass_jacobian_o[166] + mass_jacobian_t[6] + mass_jacobian_t[74];
        mass_jacobian_t[135] = -(mass_jacobian_t[6]);
        mass_jacobian_o[192] = mass_jacobian_o[166] + mass_jacobian_t[135];
        mass_jacobian_o[194] = (-0.0128) * mass_jacobian_t[10];
        mass_jacobian_o[7] = 0.0;
        mass_jacobian_o[8] = 0.0;
        mass_jacobian_o[9] = 0.0;
        mass_jacobian_o[10] = 0.0;
        mass_jacobian_o[11] = 0.0;
        mass_jacobian_o[12] = 0.0;
        mass_jacobian_o[13] = 0.0;
        mass_jacobian_o[14] = 0.0;
        mass_jacobian_o[15] = 0.0;
        mass_jacobian_o[16] = 0.0;
        mass_jacobian_o[17] = 0.0;
        mass_jacobian_o[18] = 0.0;
        mass_jacobian_o[19] = 0.0;
        mass_jacobian_o[20] = 0.0;
        mass_jacobian_o[21] = 0.0;
        mass_jacobian_o[22] = 0.0;
        mass_jacobian_o[23] = 0.0;
        mass_jacobian_o[24] = 0.0;
        mass_jacobian_o[25] = 0.0;
        mass_jacobian_o[26] = 0.0;
        mass_jacobian_o[27] = 0.0;
        mass_jacobian_o[41] = 0.0;
        mass_jacobian_o[42] = 0.0;
        mass_jacobian_o[43] = 0.0;
        mass_jacobian_o[44] = 0.0;
        mass_jacobian_o[45] = 0.0;
        mass_jacobian_o[46] = 0.0;
        mass_jacobian_o[47] = 0.0;
        mass_jacobian_o[48] = 0.0;
        mass_jacobian_o[49] = 0.0;
        mass_jacobian_o[50] = 0.0;
        mass_jacobian_o[51] = 0.0;
        mass_jacobian_o[52] = 0.0;
        mass_jacobian_o[53] = 0.0;
        mass_jacobian_o[54] = 0.0;
        mass_jacobian_o[55] = 0.0;
        mass_jacobian_o[74] = 0.0;
        mass_jacobian_o[75] = 0.0;
        mass_jacobian_o[76] = 0.0;
        mass_jacobian_o[77] = 0.0;
        mass_jacobian_o[78] = 0.0;
        mass_jacobian_o[79] = 0.0;
        mass_jacobian_o[80] = 0.0;
        mass_jacobian_o[81] = 0.0;
        mass_jacobian_o[82] = 0.0;
        mass_jacobian_o[83] = 0.0;
        mass_jacobian_o[106] = 0.0;
        mass_jacobian_o[107] = 0.0;
        mass_jacobian_o[108] = 0.0;
        mass_jacobian_o[109] = 0.0;
        mass_jacobian_o[110] = 0.0;
        mass_jacobian_o[111] = 0.0;
        mass_jacobian_o[137] = 0.0;
        mass_jacobian_o[138] = 0.0;
        mass_jacobian_o[139] = 0.0;
        mass_jacobian_o[146] = 0.0;
        mass_jacobian_o[152] = 0.0;
        mass_jacobian_o[157] = 0.0;
        mass_jacobian_o[161] = 0.0;
        mass_jacobian_o[164] = 0.0;
        mass_jacobian_o[165] = 0.0;
        mass_jacobian_o[167] = 0.0;
        mass_jacobian_o[193] = 0.0;
        mass_jacobian_o[195] = 0.0;
        [
            ::chaindyn::nalgebra::SMatrix::<f64, 7, 7>::from_row_slice(&[
                mass_jacobian_o[0],
                mass_jacobian_o[1],
                mass_jacobian_o[2],
                mass_jacobian_o[3],
                mass_jacobian_o[4],
                mass_jacobian_o[5],
                mass_jacobian_o[6],
                mass_jacobian_o[1],
                mass_jacobian_o[7],
                mass_jacobian_o[8],
                mass_jacobian_o[9],
                mass_jacobian_o[10],
                mass_jacobian_o[11],
                mass_jacobian_o[12],
                mass_jacobian_o[2],
                mass_jacobian_o[8],
                mass_jacobian_o[13],
                mass_jacobian_o[14],
                mass_jacobian_o[15],
                mass_jacobian_o[16],
                mass_jacobian_o[17],
                mass_jacobian_o[3],
                mass_jacobian_o[9],
                mass_jacobian_o[14],
                mass_jacobian_o[18],
                mass_jacobian_o[19],
                mass_jacobian_o[20],
                mass_jacobian_o[21],
                mass_jacobian_o[4],
                mass_jacobian_o[10],
                mass_jacobian_o[15],
                mass_jacobian_o[19],
                mass_jacobian_o[22],
                mass_jacobian_o[23],
                mass_jacobian_o[24],
                mass_jacobian_o[5],
                mass_jacobian_o[11],
                mass_jacobian_o[16],
                mass_jacobian_o[20],
                mass_jacobian_o[23],
                mass_jacobian_o[25],
                mass_jacobian_o[26],
                mass_jacobian_o[6],
                mass_jacobian_o[12],
                mass_jacobian_o[17],
                mass_jacobian_o[21],
                mass_jacobian_o[24],
                mass_jacobian_o[26],
                mass_jacobian_o[27],
            ]),
            ::chaindyn::nalgebra::SMatrix::<f64, 7, 7>::from_row_slice(&[
                mass_jacobian_o[28],
                mass_jacobian_o[29],
                mass_jacobian_o[30],
                mass_jacobian_o[31],
                mass_jacobian_o[32],
                mass_jacobian_o[33],
                mass_jacobian_o[34],
                mass_jacobian_o[29],
                mass_jacobian_o[35],
                mass_jacobian_o[36],
                mass_jacobian_o[37],
                mass_jacobian_o[38],
                mass_jacobian_o[39],
                mass_jacobian_o[40],
                mass_jacobian_o[30],
                mass_jacobian_o[36],
                mass_jacobian_o[41],
                mass_jacobian_o[42],
                mass_jacobian_o[43],
                mass_jacobian_o[44],
                mass_jacobian_o[45],
                mass_jacobian_o[31],
                mass_jacobian_o[37],
                mass_jacobian_o[42],
                mass_jacobian_o[46],
                mass_jacobian_o[47],
                mass_jacobian_o[48],
                mass_jacobian_o[49],
                mass_jacobian_o[32],
                mass_jacobian_o[38],
                mass_jacobian_o[43],
                mass_jacobian_o[47],
                mass_jacobian_o[50],
                mass_jacobian_o[51],
                mass_jacobian_o[52],
                mass_jacobian_o[33],
                mass_jacobian_o[39],
                mass_jacobian_o[44],
                mass_jacobian_o[48],
                mass_jacobian_o[51],
                mass_jacobian_o[53],
                mass_jacobian_o[54],
                mass_jacobian_o[34],
                mass_jacobian_o[40],
                mass_jacobian_o[45],
                mass_jacobian_o[49],
                mass_jacobian_o[52],
                mass_jacobian_o[54],
                mass_jacobian_o[55],
            ]),
            ::chaindyn::nalgebra::SMatrix::<f64, 7, 7>::from_row_slice(&[
                mass_jacobian_o[56],
                mass_jacobian_o[57],
                mass_jacobian_o[58],
                mass_jacobian_o[59],
                mass_jacobian_o[60],
                mass_jacobian_o[61],
                mass_jacobian_o[62],
                mass_jacobian_o[57],
                mass_jacobian_o[63],
                mass_jacobian_o[64],
                mass_jacobian_o[65],
                mass_jacobian_o[66],
                mass_jacobian_o[67],
                mass_jacobian_o[68],
                mass_jacobian_o[58],
                mass_jacobian_o[64],
                mass_jacobian_o[69],
                mass_jacobian_o[70],
                mass_jacobian_o[71],
                mass_jacobian_o[72],
                mass_jacobian_o[73],
                mass_jacobian_o[59],
                mass_jacobian_o[65],
                mass_jacobian_o[70],
                mass_jacobian_o[74],
                mass_jacobian_o[75],
                mass_jacobian_o[76],
                mass_jacobian_o[77],
                mass_jacobian_o[60],
                mass_jacobian_o[66],
                mass_jacobian_o[71],
                mass_jacobian_o[75],
                mass_jacobian_o[78],
                mass_jacobian_o[79],
                mass_jacobian_o[80],
                mass_jacobian_o[61],
                mass_jacobian_o[67],
                mass_jacobian_o[72],
                mass_jacobian_o[76],
                mass_jacobian_o[79],
                mass_jacobian_o[81],
                mass_jacobian_o[82],
                mass_jacobian_o[62],
                mass_jacobian_o[68],
                mass_jacobian_o[73],
                mass_jacobian_o[77],
                mass_jacobian_o[80],
                mass_jacobian_o[82],
                mass_jacobian_o[83],
            ]),
            ::chaindyn::nalgebra::SMatrix::<f64, 7, 7>::from_row_slice(&[
                mass_jacobian_o[84],
                mass_jacobian_o[85],
                mass_jacobian_o[86],
                mass_jacobian_o[87],
                mass_jacobian_o[88],
                mass_jacobian_o[89],
                mass_jacobian_o[90],
                mass_jacobian_o[85],
                mass_jacobian_o[91],
                mass_jacobian_o[92],
                mass_jacobian_o[93],
                mass_jacobian_o[94],
                mass_jacobian_o[95],
                mass_jacobian_o[96],
                mass_jacobian_o[86],
                mass_jacobian_o[92],
                mass_jacobian_o[97],
                mass_jacobian_o[98],
                mass_jacobian_o[99],
                mass_jacobian_o[100],
                mass_jacobian_o[101],
                mass_jacobian_o[87],
                mass_jacobian_o[93],
                mass_jacobian_o[98],
                mass_jacobian_o[102],
                mass_jacobian_o[103],
                mass_jacobian_o[104],
                mass_jacobian_o[105],
                mass_jacobian_o[88],
                mass_jacobian_o[94],
                mass_jacobian_o[99],
                mass_jacobian_o[103],
                mass_jacobian_o[106],
                mass_jacobian_o[107],
                mass_jacobian_o[108],
                mass_jacobian_o[89],
                mass_jacobian_o[95],
                mass_jacobian_o[100],
                mass_jacobian_o[104],
                mass_jacobian_o[107],
                mass_jacobian_o[109],
                mass_jacobian_o[110],
                mass_jacobian_o[90],
                mass_jacobian_o[96],
                mass_jacobian_o[101],
                mass_jacobian_o[105],
                mass_jacobian_o[108],
                mass_jacobian_o[110],
                mass_jacobian_o[111],
            ]),
            ::chaindyn::nalgebra::SMatrix::<f64, 7, 7>::from_row_slice(&[
                mass_jacobian_o[112],
                mass_jacobian_o[113],
                mass_jacobian_o[114],
                mass_jacobian_o[115],
                mass_jacobian_o[116],
                mass_jacobian_o[117],
                mass_jacobian_o[118],
                mass_jacobian_o[113],
                mass_jacobian_o[119],
                mass_jacobian_o[120],
                mass_jacobian_o[121],
                mass_jacobian_o[122],
                mass_jacobian_o[123],
                mass_jacobian_o[124],
                mass_jacobian_o[114],
                mass_jacobian_o[120],
                mass_jacobian_o[125],
                mass_jacobian_o[126],
                mass_jacobian_o[127],
                mass_jacobian_o[128],
                mass_jacobian_o[129],
                mass_jacobian_o[115],
                mass_jacobian_o[121],
                mass_jacobian_o[126],
                mass_jacobian_o[130],
                mass_jacobian_o[131],
                mass_jacobian_o[132],
                mass_jacobian_o[133],
                mass_jacobian_o[116],
                mass_jacobian_o[122],
                mass_jacobian_o[127],
                mass_jacobian_o[131],
                mass_jacobian_o[134],
                mass_jacobian_o[135],
                mass_jacobian_o[136],
                mass_jacobian_o[117],
                mass_jacobian_o[123],
                mass_jacobian_o[128],
                mass_jacobian_o[132],
                mass_jacobian_o[135],
                mass_jacobian_o[137],
                mass_jacobian_o[138],
                mass_jacobian_o[118],
                mass_jacobian_o[124],
                mass_jacobian_o[129],
                mass_jacobian_o[133],
                mass_jacobian_o[136],
                mass_jacobian_o[138],
                mass_jacobian_o[139],
            ]),
            ::chaindyn::nalgebra::SMatrix::<f64, 7, 7>::from_row_slice(&[
                mass_jacobian_o[140],
                mass_jacobian_o[141],
                mass_jacobian_o[142],
                mass_jacobian_o[143],
                mass_jacobian_o[144],
                mass_jacobian_o[145],
                mass_jacobian_o[146],
                mass_jacobian_o[141],
                mass_jacobian_o[147],
                mass_jacobian_o[148],
                mass_jacobian_o[149],
                mass_jacobian_o[150],
                mass_jacobian_o[151],
                mass_jacobian_o[152],
                mass_jacobian_o[142],
                mass_jacobian_o[148],
                mass_jacobian_o[153],
                mass_jacobian_o[154],
                mass_jacobian_o[155],
                mass_jacobian_o[156],
                mass_jacobian_o[157],
                mass_jacobian_o[143],
                mass_jacobian_o[149],
                mass_jacobian_o[154],
                mass_jacobian_o[158],
                mass_jacobian_o[159],
                mass_jacobian_o[160],
                mass_jacobian_o[161],
                mass_jacobian_o[144],
                mass_jacobian_o[150],
                mass_jacobian_o[155],
                mass_jacobian_o[159],
                mass_jacobian_o[162],
                mass_jacobian_o[163],
                mass_jacobian_o[164],
                mass_jacobian_o[145],
                mass_jacobian_o[151],
                mass_jacobian_o[156],
                mass_jacobian_o[160],
                mass_jacobian_o[163],
                mass_jacobian_o[165],
                mass_jacobian_o[166],
                mass_jacobian_o[146],
                mass_jacobian_o[152],
                mass_jacobian_o[157],
                mass_jacobian_o[161],
                mass_jacobian_o[164],
                mass_jacobian_o[166],
                mass_jacobian_o[167],
            ]),
            ::chaindyn::nalgebra::SMatrix::<f64, 7, 7>::from_row_slice(&[
                mass_jacobian_o[168],
                mass_jacobian_o[169],
                mass_jacobian_o[170],
                mass_jacobian_o[171],
                mass_jacobian_o[172],
                mass_jacobian_o[173],
                mass_jacobian_o[174],
                mass_jacobian_o[169],
                mass_jacobian_o[175],
                mass_jacobian_o[176],
                mass_jacobian_o[177],
                mass_jacobian_o[178],
                mass_jacobian_o[179],
                mass_jacobian_o[180],
                mass_jacobian_o[170],
                mass_jacobian_o[176],
                mass_jacobian_o[181],
                mass_jacobian_o[182],
                mass_jacobian_o[183],
                mass_jacobian_o[184],
                mass_jacobian_o[185],
                mass_jacobian_o[171],
                mass_jacobian_o[177],
                mass_jacobian_o[182],
                mass_jacobian_o[186],
                mass_jacobian_o[187],
                mass_jacobian_o[188],
                mass_jacobian_o[189],
                mass_jacobian_o[172],
                mass_jacobian_o[178],
                mass_jacobian_o[183],
                mass_jacobian_o[187],
                mass_jacobian_o[190],
                mass_jacobian_o[191],
                mass_jacobian_o[192],
                mass_jacobian_o[173],
                mass_jacobian_o[179],
                mass_jacobian_o[184],
                mass_jacobian_o[188],
                mass_jacobian_o[191],
                mass_jacobian_o[193],
                mass_jacobian_o[194],
                mass_jacobian_o[174],
                mass_jacobian_o[180],
                mass_jacobian_o[185],
                mass_jacobian_o[189],
                mass_jacobian_o[192],
                mass_jacobian_o[194],
                mass_jacobian_o[195],
            ]),
        ]
    }
    /// `(∂(C q̇)/∂q, ∂(C q̇)/∂q̇)`.
    /// Generated: 1446 operations (additions, multiplications, calls) after CSE and Horner.
    #[inline]
    fn coriolis_jacobians(
        &self,
        q: &::chaindyn::nalgebra::SVector<f64, 7>,
        qd: &::chaindyn::nalgebra::SVector<f64, 7>,
    ) -> (
        ::chaindyn::nalgebra::SMatrix<f64, 7, 7>,
        ::chaindyn::nalgebra::SMatrix<f64, 7, 7>,
    ) {
        let q0: f64 = q[0];
        let q1: f64 = q[1];
        let q2: f64 = q[2];
        let q3: f64 = q[3];
        let q4: f64 = q[4];
        let q5: f64 = q[5];
        let q6: f64 = q[6];
        let qd0: f64 = qd[0];
        let qd1: f64 = qd[1];
        let qd2: f64 = qd[2];
        let qd3: f64 = qd[3];
        let qd4: f64 = qd[4];
        let qd5: f64 = qd[5];
        let qd6: f64 = qd[6];
        let mut coriolis_jacobians_spatial_t = [0.0_f64; 143];
        let mut coriolis_jacobians_spatial_o = [0.0_f64; 98];
        coriolis_jacobians_spatial_o[55] = qd1 * (-1.0);
        coriolis_jacobians_spatial_o[55] = qd2 + coriolis_jacobians_spatial_o[55];
        coriolis_jacobians_spatial_o[9] = -(coriolis_jacobians_spatial_o[55]);
        coriolis_jacobians_spatial_o[91] = qd0 * (-1.0);
        coriolis_jacobians_spatial_o[91] = qd1 + coriolis_jacobians_spatial_o[91];
        coriolis_jacobians_spatial_o[87] = qd0 + coriolis_jacobians_spatial_o[91];
        coriolis_jacobians_spatial_o[87] = -(coriolis_jacobians_spatial_o[87]);
        coriolis_jacobians_spatial_o[9] =
            coriolis_jacobians_spatial_o[9] + coriolis_jacobians_spatial_o[87];
        coriolis_jacobians_spatial_o[75] = q0 * (-1.0);
        coriolis_jacobians_spatial_o[75] = q1 + coriolis_jacobians_spatial_o[75];
        coriolis_jacobians_spatial_o[24] = coriolis_jacobians_spatial_o[75].cos();
        coriolis_jacobians_spatial_o[94] = 0.36 * coriolis_jacobians_spatial_o[24];
        coriolis_jacobians_spatial_o[94] = 0.4 + coriolis_jacobians_spatial_o[94];
        coriolis_jacobians_spatial_t[7] = 0.8 * coriolis_jacobians_spatial_o[94];
        coriolis_jacobians_spatial_o[75] = coriolis_jacobians_spatial_o[75].sin();
        coriolis_jacobians_spatial_o[78] = q1 * (-1.0);
        coriolis_jacobians_spatial_o[78] = q2 + coriolis_jacobians_spatial_o[78];
        coriolis_jacobians_spatial_t[9] = coriolis_jacobians_spatial_o[78].sin();
        coriolis_jacobians_spatial_o[82] =
            -(coriolis_jacobians_spatial_o[75] * coriolis_jacobians_spatial_t[9]);
        coriolis_jacobians_spatial_o[78] = coriolis_jacobians_spatial_o[78].cos();
        coriolis_jacobians_spatial_o[66] =
            coriolis_jacobians_spatial_o[24] * coriolis_jacobians_spatial_o[78];
        coriolis_jacobians_spatial_o[82] =
            coriolis_jacobians_spatial_o[82] + coriolis_jacobians_spatial_o[66];
        coriolis_jacobians_spatial_o[66] = 0.256 * coriolis_jacobians_spatial_o[82];
        coriolis_jacobians_spatial_t[7] =
            coriolis_jacobians_spatial_t[7] + coriolis_jacobians_spatial_o[66];
        coriolis_jacobians_spatial_o[66] = -(coriolis_jacobians_spatial_o[9]);
        coriolis_jacobians_spatial_o[8] =
            coriolis_jacobians_spatial_t[7] * coriolis_jacobians_spatial_o[66];
        coriolis_jacobians_spatial_o[45] = (-0.4) * coriolis_jacobians_spatial_o[91];
        coriolis_jacobians_spatial_t[14] = -(coriolis_jacobians_spatial_o[94]);
        coriolis_jacobians_spatial_o[80] =
            coriolis_jacobians_spatial_o[55] * coriolis_jacobians_spatial_t[14];
        coriolis_jacobians_spatial_o[80] =
            coriolis_jacobians_spatial_o[45] + coriolis_jacobians_spatial_o[80];
        coriolis_jacobians_spatial_o[47] = 0.8 * coriolis_jacobians_spatial_o[80];
        coriolis_jacobians_spatial_o[8] =
            coriolis_jacobians_spatial_o[8] + coriolis_jacobians_spatial_o[47];
        coriolis_jacobians_spatial_o[47] = qd2 * (-1.0);
        coriolis_jacobians_spatial_o[47] = qd3 + coriolis_jacobians_spatial_o[47];
        coriolis_jacobians_spatial_t[17] = -(coriolis_jacobians_spatial_o[47]);
        coriolis_jacobians_spatial_o[18] =
            coriolis_jacobians_spatial_o[9] + coriolis_jacobians_spatial_t[17];
        coriolis_jacobians_spatial_t[19] = 0.32 * coriolis_jacobians_spatial_o[82];
        coriolis_jacobians_spatial_t[19] =
            coriolis_jacobians_spatial_o[94] + coriolis_jacobians_spatial_t[19];
        coriolis_jacobians_spatial_t[20] = 0.7 * coriolis_jacobians_spatial_t[19];
        coriolis_jacobians_spatial_o[96] = q2 * (-1.0);
        coriolis_jacobians_spatial_o[96] = q3 + coriolis_jacobians_spatial_o[96];
        coriolis_jacobians_spatial_o[64] = coriolis_jacobians_spatial_o[96].sin();
        coriolis_jacobians_spatial_o[78] =
            coriolis_jacobians_spatial_o[75] * coriolis_jacobians_spatial_o[78];
        coriolis_jacobians_spatial_t[9] =
            coriolis_jacobians_spatial_o[24] * coriolis_jacobians_spatial_t[9];
        coriolis_jacobians_spatial_o[78] =
            coriolis_jacobians_spatial_o[78] + coriolis_jacobians_spatial_t[9];
        coriolis_jacobians_spatial_t[9] = -(coriolis_jacobians_spatial_o[78]);
        coriolis_jacobians_spatial_o[60] =
            coriolis_jacobians_spatial_o[64] * coriolis_jacobians_spatial_t[9];
        coriolis_jacobians_spatial_o[96] = coriolis_jacobians_spatial_o[96].cos();
        coriolis_jacobians_spatial_t[24] =
            coriolis_jacobians_spatial_o[82] * coriolis_jacobians_spatial_o[96];
        coriolis_jacobians_spatial_o[60] =
            coriolis_jacobians_spatial_o[60] + coriolis_jacobians_spatial_t[24];
        coriolis_jacobians_spatial_t[24] = 0.196 * coriolis_jacobians_spatial_o[60];
        coriolis_jacobians_spatial_t[20] =
            coriolis_jacobians_spatial_t[20] + coriolis_jacobians_spatial_t[24];
        coriolis_jacobians_spatial_t[24] = -(coriolis_jacobians_spatial_o[18]);
        coriolis_jacobians_spatial_o[97] =
            coriolis_jacobians_spatial_t[20] * coriolis_jacobians_spatial_t[24];
        coriolis_jacobians_spatial_t[17] =
            coriolis_jacobians_spatial_t[17] * coriolis_jacobians_spatial_t[19];
        coriolis_jacobians_spatial_t[17] =
            coriolis_jacobians_spatial_o[80] + coriolis_jacobians_spatial_t[17];
        coriolis_jacobians_spatial_o[74] = 0.7 * coriolis_jacobians_spatial_t[17];
        coriolis_jacobians_spatial_o[97] =
            coriolis_jacobians_spatial_o[97] + coriolis_jacobians_spatial_o[74];
        coriolis_jacobians_spatial_o[74] = qd3 * (-1.0);
        coriolis_jacobians_spatial_o[74] = qd4 + coriolis_jacobians_spatial_o[74];
        coriolis_jacobians_spatial_t[27] = -(coriolis_jacobians_spatial_o[74]);
        coriolis_jacobians_spatial_o[19] =
            coriolis_jacobians_spatial_o[18] + coriolis_jacobians_spatial_t[27];
        coriolis_jacobians_spatial_o[95] = 0.28 * coriolis_jacobians_spatial_o[60];
        coriolis_jacobians_spatial_o[95] =
            coriolis_jacobians_spatial_t[19] + coriolis_jacobians_spatial_o[95];
        coriolis_jacobians_spatial_t[30] = 0.6 * coriolis_jacobians_spatial_o[95];
        coriolis_jacobians_spatial_o[83] = q3 * (-1.0);
        coriolis_jacobians_spatial_o[83] = q4 + coriolis_jacobians_spatial_o[83];
        coriolis_jacobians_spatial_o[51] = coriolis_jacobians_spatial_o[83].sin();
        coriolis_jacobians_spatial_o[82] =
            coriolis_jacobians_spatial_o[82] * coriolis_jacobians_spatial_o[64];
        coriolis_jacobians_spatial_o[64] = -(coriolis_jacobians_spatial_o[82]);
        coriolis_jacobians_spatial_t[9] =
            coriolis_jacobians_spatial_t[9] * coriolis_jacobians_spatial_o[96];
        coriolis_jacobians_spatial_t[9] =
            coriolis_jacobians_spatial_o[64] + coriolis_jacobians_spatial_t[9];
        coriolis_jacobians_spatial_o[64] =
            coriolis_jacobians_spatial_o[51] * coriolis_jacobians_spatial_t[9];
        coriolis_jacobians_spatial_o[83] = coriolis_jacobians_spatial_o[83].cos();
        coriolis_jacobians_spatial_t[33] =
            coriolis_jacobians_spatial_o[60] * coriolis_jacobians_spatial_o[83];
        coriolis_jacobians_spatial_o[64] =
            coriolis_jacobians_spatial_o[64] + coriolis_jacobians_spatial_t[33];
        coriolis_jacobians_spatial_t[34] = 0.144 * coriolis_jacobians_spatial_o[64];
        coriolis_jacobians_spatial_t[30] =
            coriolis_jacobians_spatial_t[30] + coriolis_jacobians_spatial_t[34];
        coriolis_jacobians_spatial_t[34] = -(coriolis_jacobians_spatial_o[19]);
        coriolis_jacobians_spatial_o[88] =
            coriolis_jacobians_spatial_t[30] * coriolis_jacobians_spatial_t[34];
        coriolis_jacobians_spatial_t[27] =
            coriolis_jacobians_spatial_t[27] * coriolis_jacobians_spatial_o[95];
        coriolis_jacobians_spatial_t[27] =
            coriolis_jacobians_spatial_t[17] + coriolis_jacobians_spatial_t[27];
        coriolis_jacobians_spatial_o[46] = 0.6 * coriolis_jacobians_spatial_t[27];
        coriolis_jacobians_spatial_o[88] =
            coriolis_jacobians_spatial_o[88] + coriolis_jacobians_spatial_o[46];
        coriolis_jacobians_spatial_o[46] = qd4 * (-1.0);
        coriolis_jacobians_spatial_o[46] = qd5 + coriolis_jacobians_spatial_o[46];
        coriolis_jacobians_spatial_t[37] = -(coriolis_jacobians_spatial_o[46]);
        coriolis_jacobians_spatial_t[38] =
            coriolis_jacobians_spatial_o[19] + coriolis_jacobians_spatial_t[37];
        coriolis_jacobians_spatial_o[89] = 0.24 * coriolis_jacobians_spatial_o[64];
        coriolis_jacobians_spatial_o[89] =
            coriolis_jacobians_spatial_o[95] + coriolis_jacobians_spatial_o[89];
        coriolis_jacobians_spatial_t[40] = 0.5 * coriolis_jacobians_spatial_o[89];
        coriolis_jacobians_spatial_o[6] = q4 * (-1.0);
        coriolis_jacobians_spatial_o[6] = q5 + coriolis_jacobians_spatial_o[6];
        coriolis_jacobians_spatial_t[42] = coriolis_jacobians_spatial_o[6].sin();
        coriolis_jacobians_spatial_o[49] = -(coriolis_jacobians_spatial_o[51]);
        coriolis_jacobians_spatial_t[44] =
            coriolis_jacobians_spatial_o[60] * coriolis_jacobians_spatial_o[49];
        coriolis_jacobians_spatial_t[9] =
            coriolis_jacobians_spatial_t[9] * coriolis_jacobians_spatial_o[83];
        coriolis_jacobians_spatial_t[9] =
            coriolis_jacobians_spatial_t[44] + coriolis_jacobians_spatial_t[9];
        coriolis_jacobians_spatial_t[44] =
            coriolis_jacobians_spatial_t[42] * coriolis_jacobians_spatial_t[9];
        coriolis_jacobians_spatial_o[6] = coriolis_jacobians_spatial_o[6].cos();
        coriolis_jacobians_spatial_t[45] =
            coriolis_jacobians_spatial_o[64] * coriolis_jacobians_spatial_o[6];
        coriolis_jacobians_spatial_t[44] =
            coriolis_jacobians_spatial_t[44] + coriolis_jacobians_spatial_t[45];
        coriolis_jacobians_spatial_t[45] = 0.1 * coriolis_jacobians_spatial_t[44];
        coriolis_jacobians_spatial_t[40] =
            coriolis_jacobians_spatial_t[40] + coriolis_jacobians_spatial_t[45];
        coriolis_jacobians_spatial_t[45] = -(coriolis_jacobians_spatial_t[38]);
        coriolis_jacobians_spatial_o[90] =
            coriolis_jacobians_spatial_t[40] * coriolis_jacobians_spatial_t[45];
        coriolis_jacobians_spatial_t[37] =
            coriolis_jacobians_spatial_t[37] * coriolis_jacobians_spatial_o[89];
        coriolis_jacobians_spatial_t[37] =
            coriolis_jacobians_spatial_t[27] + coriolis_jacobians_spatial_t[37];
        coriolis_jacobians_spatial_o[92] = 0.5 * coriolis_jacobians_spatial_t[37];
        coriolis_jacobians_spatial_o[90] =
            coriolis_jacobians_spatial_o[90] + coriolis_jacobians_spatial_o[92];
        coriolis_jacobians_spatial_o[92] = qd5 * (-1.0);
        coriolis_jacobians_spatial_o[92] = qd6 + coriolis_jacobians_spatial_o[92];
        coriolis_jacobians_spatial_t[48] = -(coriolis_jacobians_spatial_o[92]);
        coriolis_jacobians_spatial_o[34] =
            coriolis_jacobians_spatial_t[38] + coriolis_jacobians_spatial_t[48];
        coriolis_jacobians_spatial_t[50] = 0.2 * coriolis_jacobians_spatial_t[44];
        coriolis_jacobians_spatial_t[50] =
            coriolis_jacobians_spatial_o[89] + coriolis_jacobians_spatial_t[50];
        coriolis_jacobians_spatial_o[52] = 0.4 * coriolis_jacobians_spatial_t[50];
        coriolis_jacobians_spatial_o[57] = q5 * (-1.0);
        coriolis_jacobians_spatial_o[57] = q6 + coriolis_jacobians_spatial_o[57];
        coriolis_jacobians_spatial_o[58] = coriolis_jacobians_spatial_o[57].sin();
        coriolis_jacobians_spatial_o[59] = -(coriolis_jacobians_spatial_t[42]);
        coriolis_jacobians_spatial_o[64] =
            coriolis_jacobians_spatial_o[64] * coriolis_jacobians_spatial_o[59];
        coriolis_jacobians_spatial_t[9] =
            coriolis_jacobians_spatial_t[9] * coriolis_jacobians_spatial_o[6];
        coriolis_jacobians_spatial_t[9] =
            coriolis_jacobians_spatial_o[64] + coriolis_jacobians_spatial_t[9];
        coriolis_jacobians_spatial_o[64] =
            coriolis_jacobians_spatial_o[58] * coriolis_jacobians_spatial_t[9];
        coriolis_jacobians_spatial_t[9] = coriolis_jacobians_spatial_o[57].cos();
        coriolis_jacobians_spatial_o[57] =
            coriolis_jacobians_spatial_t[44] * coriolis_jacobians_spatial_t[9];
        coriolis_jacobians_spatial_t[44] =
            coriolis_jacobians_spatial_o[64] + coriolis_jacobians_spatial_o[57];
        coriolis_jacobians_spatial_o[64] = 0.064 * coriolis_jacobians_spatial_t[44];
        coriolis_jacobians_spatial_o[57] =
            coriolis_jacobians_spatial_o[52] + coriolis_jacobians_spatial_o[64];
        coriolis_jacobians_spatial_t[44] =
            -(coriolis_jacobians_spatial_o[34] * coriolis_jacobians_spatial_o[57]);
        coriolis_jacobians_spatial_o[64] =
            coriolis_jacobians_spatial_t[48] * coriolis_jacobians_spatial_t[50];
        coriolis_jacobians_spatial_o[52] =
            coriolis_jacobians_spatial_t[37] + coriolis_jacobians_spatial_o[64];
        coriolis_jacobians_spatial_t[48] = 0.4 * coriolis_jacobians_spatial_o[52];
        coriolis_jacobians_spatial_o[64] =
            coriolis_jacobians_spatial_t[44] + coriolis_jacobians_spatial_t[48];
        coriolis_jacobians_spatial_t[44] =
            coriolis_jacobians_spatial_o[90] + coriolis_jacobians_spatial_o[64];
        coriolis_jacobians_spatial_t[48] =
            coriolis_jacobians_spatial_o[88] + coriolis_jacobians_spatial_t[44];
        coriolis_jacobians_spatial_o[61] =
            coriolis_jacobians_spatial_o[97] + coriolis_jacobians_spatial_t[48];
        coriolis_jacobians_spatial_o[50] =
            coriolis_jacobians_spatial_o[8] + coriolis_jacobians_spatial_o[61];
        coriolis_jacobians_spatial_o[0] = (-0.36) * coriolis_jacobians_spatial_o[91];
        coriolis_jacobians_spatial_o[24] = 0.324 * coriolis_jacobians_spatial_o[24];
        coriolis_jacobians_spatial_o[24] = 0.36 + coriolis_jacobians_spatial_o[24];
        coriolis_jacobians_spatial_o[70] =
            -(coriolis_jacobians_spatial_o[87] * coriolis_jacobians_spatial_o[24]);
        coriolis_jacobians_spatial_o[0] =
            coriolis_jacobians_spatial_o[0] + coriolis_jacobians_spatial_o[70];
        coriolis_jacobians_spatial_o[70] =
            coriolis_jacobians_spatial_o[50] + coriolis_jacobians_spatial_o[0];
        coriolis_jacobians_spatial_o[76] = -(coriolis_jacobians_spatial_o[70]);
        coriolis_jacobians_spatial_o[76] =
            coriolis_jacobians_spatial_o[70] + coriolis_jacobians_spatial_o[76];
        coriolis_jacobians_spatial_o[35] = qd0 * 0.4;
        coriolis_jacobians_spatial_o[76] =
            coriolis_jacobians_spatial_o[76] * coriolis_jacobians_spatial_o[35];
        coriolis_jacobians_spatial_o[62] =
            coriolis_jacobians_spatial_t[40] + coriolis_jacobians_spatial_o[57];
        coriolis_jacobians_spatial_t[62] =
            coriolis_jacobians_spatial_t[30] + coriolis_jacobians_spatial_o[62];
        coriolis_jacobians_spatial_o[56] =
            coriolis_jacobians_spatial_t[20] + coriolis_jacobians_spatial_t[62];
        coriolis_jacobians_spatial_t[64] =
            coriolis_jacobians_spatial_t[7] + coriolis_jacobians_spatial_o[56];
        coriolis_jacobians_spatial_o[24] =
            coriolis_jacobians_spatial_o[24] + coriolis_jacobians_spatial_t[64];
        coriolis_jacobians_spatial_t[65] = (-1.56) + coriolis_jacobians_spatial_o[24];
        coriolis_jacobians_spatial_o[36] = qd0 * (-0.4) * coriolis_jacobians_spatial_o[87];
        coriolis_jacobians_spatial_t[67] =
            coriolis_jacobians_spatial_o[91] * coriolis_jacobians_spatial_o[35];
        coriolis_jacobians_spatial_o[73] = -(coriolis_jacobians_spatial_t[67]);
        coriolis_jacobians_spatial_o[36] =
            coriolis_jacobians_spatial_o[36] + coriolis_jacobians_spatial_o[73];
        coriolis_jacobians_spatial_o[73] =
            coriolis_jacobians_spatial_t[65] * coriolis_jacobians_spatial_o[36];
        coriolis_jacobians_spatial_t[65] = 0.4 * coriolis_jacobians_spatial_o[70];
        coriolis_jacobians_spatial_o[70] = (-0.4) * coriolis_jacobians_spatial_o[70];
        coriolis_jacobians_spatial_o[70] =
            coriolis_jacobians_spatial_t[65] + coriolis_jacobians_spatial_o[70];
        coriolis_jacobians_spatial_t[65] = qd0 * coriolis_jacobians_spatial_o[70];
        coriolis_jacobians_spatial_o[70] =
            -(coriolis_jacobians_spatial_o[24] * coriolis_jacobians_spatial_o[36]);
        coriolis_jacobians_spatial_o[24] =
            coriolis_jacobians_spatial_o[9] * coriolis_jacobians_spatial_o[8];
        coriolis_jacobians_spatial_o[8] =
            coriolis_jacobians_spatial_o[87] * coriolis_jacobians_spatial_t[14];
        coriolis_jacobians_spatial_t[14] =
            coriolis_jacobians_spatial_o[45] + coriolis_jacobians_spatial_o[8];
        coriolis_jacobians_spatial_o[8] =
            coriolis_jacobians_spatial_o[55] * coriolis_jacobians_spatial_t[14];
        coriolis_jacobians_spatial_o[45] =
            coriolis_jacobians_spatial_t[67] + coriolis_jacobians_spatial_o[8];
        coriolis_jacobians_spatial_o[8] = 0.8 * coriolis_jacobians_spatial_o[45];
        coriolis_jacobians_spatial_o[24] =
            coriolis_jacobians_spatial_o[24] + coriolis_jacobians_spatial_o[8];
        coriolis_jacobians_spatial_o[8] =
            coriolis_jacobians_spatial_o[18] * coriolis_jacobians_spatial_o[97];
        coriolis_jacobians_spatial_o[97] =
            coriolis_jacobians_spatial_o[66] * coriolis_jacobians_spatial_t[19];
        coriolis_jacobians_spatial_o[97] =
            coriolis_jacobians_spatial_o[80] + coriolis_jacobians_spatial_o[97];
        coriolis_jacobians_spatial_o[37] =
            coriolis_jacobians_spatial_o[47] * coriolis_jacobians_spatial_o[97];
        coriolis_jacobians_spatial_o[37] =
            coriolis_jacobians_spatial_o[45] + coriolis_jacobians_spatial_o[37];
        coriolis_jacobians_spatial_o[81] = 0.7 * coriolis_jacobians_spatial_o[37];
        coriolis_jacobians_spatial_o[8] =
            coriolis_jacobians_spatial_o[8] + coriolis_jacobians_spatial_o[81];
        coriolis_jacobians_spatial_o[81] =
            coriolis_jacobians_spatial_o[19] * coriolis_jacobians_spatial_o[88];
        coriolis_jacobians_spatial_o[88] =
            coriolis_jacobians_spatial_t[24] * coriolis_jacobians_spatial_o[95];
        coriolis_jacobians_spatial_o[88] =
            coriolis_jacobians_spatial_t[17] + coriolis_jacobians_spatial_o[88];
        coriolis_jacobians_spatial_o[48] =
            coriolis_jacobians_spatial_o[74] * coriolis_jacobians_spatial_o[88];
        coriolis_jacobians_spatial_o[48] =
            coriolis_jacobians_spatial_o[37] + coriolis_jacobians_spatial_o[48];
        coriolis_jacobians_spatial_o[3] = 0.6 * coriolis_jacobians_spatial_o[48];
        coriolis_jacobians_spatial_o[81] =
            coriolis_jacobians_spatial_o[81] + coriolis_jacobians_spatial_o[3];
        coriolis_jacobians_spatial_o[3] =
            coriolis_jacobians_spatial_t[38] * coriolis_jacobians_spatial_o[90];
        coriolis_jacobians_spatial_o[90] =
            coriolis_jacobians_spatial_t[34] * coriolis_jacobians_spatial_o[89];
        coriolis_jacobians_spatial_o[90] =
            coriolis_jacobians_spatial_t[27] + coriolis_jacobians_spatial_o[90];
        coriolis_jacobians_spatial_t[73] =
            coriolis_jacobians_spatial_o[46] * coriolis_jacobians_spatial_o[90];
        coriolis_jacobians_spatial_t[73] =
            coriolis_jacobians_spatial_o[48] + coriolis_jacobians_spatial_t[73];
        coriolis_jacobians_spatial_o[5] = 0.5 * coriolis_jacobians_spatial_t[73];
        coriolis_jacobians_spatial_o[3] =
            coriolis_jacobians_spatial_o[3] + coriolis_jacobians_spatial_o[5];
        coriolis_jacobians_spatial_o[5] =
            coriolis_jacobians_spatial_o[34] * coriolis_jacobians_spatial_o[64];
        coriolis_jacobians_spatial_t[75] =
            coriolis_jacobians_spatial_t[45] * coriolis_jacobians_spatial_t[50];
        coriolis_jacobians_spatial_t[75] =
            coriolis_jacobians_spatial_t[37] + coriolis_jacobians_spatial_t[75];
        coriolis_jacobians_spatial_o[40] =
            coriolis_jacobians_spatial_o[92] * coriolis_jacobians_spatial_t[75];
        coriolis_jacobians_spatial_o[40] =
            coriolis_jacobians_spatial_t[73] + coriolis_jacobians_spatial_o[40];
        coriolis_jacobians_spatial_o[4] = 0.4 * coriolis_jacobians_spatial_o[40];
        coriolis_jacobians_spatial_o[5] =
            coriolis_jacobians_spatial_o[5] + coriolis_jacobians_spatial_o[4];
        coriolis_jacobians_spatial_o[4] =
            coriolis_jacobians_spatial_o[3] + coriolis_jacobians_spatial_o[5];
        coriolis_jacobians_spatial_o[3] =
            coriolis_jacobians_spatial_o[81] + coriolis_jacobians_spatial_o[4];
        coriolis_jacobians_spatial_o[81] =
            coriolis_jacobians_spatial_o[8] + coriolis_jacobians_spatial_o[3];
        coriolis_jacobians_spatial_o[8] =
            coriolis_jacobians_spatial_o[24] + coriolis_jacobians_spatial_o[81];
        coriolis_jacobians_spatial_o[24] =
            coriolis_jacobians_spatial_o[87] * coriolis_jacobians_spatial_o[0];
        coriolis_jacobians_spatial_o[0] = 0.9 * coriolis_jacobians_spatial_t[67];
        coriolis_jacobians_spatial_t[67] =
            coriolis_jacobians_spatial_o[24] + coriolis_jacobians_spatial_o[0];
        coriolis_jacobians_spatial_o[24] =
            coriolis_jacobians_spatial_o[8] + coriolis_jacobians_spatial_t[67];
        coriolis_jacobians_spatial_o[0] = (-0.4) * coriolis_jacobians_spatial_o[24];
        coriolis_jacobians_spatial_t[67] = coriolis_jacobians_spatial_t[65]
            + coriolis_jacobians_spatial_o[70]
            + coriolis_jacobians_spatial_o[0];
        coriolis_jacobians_spatial_o[24] =
            coriolis_jacobians_spatial_o[76] + coriolis_jacobians_spatial_o[73];
        coriolis_jacobians_spatial_o[0] =
            coriolis_jacobians_spatial_t[67] + coriolis_jacobians_spatial_o[24];
        coriolis_jacobians_spatial_o[70] = 0.288 * coriolis_jacobians_spatial_o[75];
        coriolis_jacobians_spatial_t[65] = 0.256 * coriolis_jacobians_spatial_o[78];
        coriolis_jacobians_spatial_o[76] =
            coriolis_jacobians_spatial_o[70] + coriolis_jacobians_spatial_t[65];
        coriolis_jacobians_spatial_o[73] =
            coriolis_jacobians_spatial_o[9] * coriolis_jacobians_spatial_o[76];
        coriolis_jacobians_spatial_t[67] = 0.36 * coriolis_jacobians_spatial_o[75];
        coriolis_jacobians_spatial_o[70] =
            coriolis_jacobians_spatial_o[55] * coriolis_jacobians_spatial_t[67];
        coriolis_jacobians_spatial_t[65] = 0.8 * coriolis_jacobians_spatial_o[70];
        coriolis_jacobians_spatial_t[65] =
            coriolis_jacobians_spatial_o[73] + coriolis_jacobians_spatial_t[65];
        coriolis_jacobians_spatial_o[73] =
            coriolis_jacobians_spatial_o[66] * coriolis_jacobians_spatial_t[65];
        coriolis_jacobians_spatial_o[66] =
            coriolis_jacobians_spatial_o[87] * coriolis_jacobians_spatial_o[75];
        coriolis_jacobians_spatial_o[87] = (-0.36) * coriolis_jacobians_spatial_o[66];
        coriolis_jacobians_spatial_o[55] =
            coriolis_jacobians_spatial_o[55] * coriolis_jacobians_spatial_o[87];
        coriolis_jacobians_spatial_t[78] = 0.8 * coriolis_jacobians_spatial_o[55];
        coriolis_jacobians_spatial_o[73] =
            coriolis_jacobians_spatial_o[73] + coriolis_jacobians_spatial_t[78];
        coriolis_jacobians_spatial_t[78] = 0.32 * coriolis_jacobians_spatial_o[78];
        coriolis_jacobians_spatial_t[78] =
            coriolis_jacobians_spatial_t[67] + coriolis_jacobians_spatial_t[78];
        coriolis_jacobians_spatial_o[53] = 0.7 * coriolis_jacobians_spatial_t[78];
        coriolis_jacobians_spatial_o[78] =
            coriolis_jacobians_spatial_o[78] * coriolis_jacobians_spatial_o[96];
        coriolis_jacobians_spatial_o[96] =
            coriolis_jacobians_spatial_o[82] + coriolis_jacobians_spatial_o[78];
        coriolis_jacobians_spatial_o[78] = 0.196 * coriolis_jacobians_spatial_o[96];
        coriolis_jacobians_spatial_o[82] =
            coriolis_jacobians_spatial_o[53] + coriolis_jacobians_spatial_o[78];
        coriolis_jacobians_spatial_o[78] =
            coriolis_jacobians_spatial_o[18] * coriolis_jacobians_spatial_o[82];
        coriolis_jacobians_spatial_o[53] =
            coriolis_jacobians_spatial_o[47] * coriolis_jacobians_spatial_t[78];
        coriolis_jacobians_spatial_o[53] =
            coriolis_jacobians_spatial_o[70] + coriolis_jacobians_spatial_o[53];
        coriolis_jacobians_spatial_o[77] = 0.7 * coriolis_jacobians_spatial_o[53];
        coriolis_jacobians_spatial_o[78] =
            coriolis_jacobians_spatial_o[78] + coriolis_jacobians_spatial_o[77];
        coriolis_jacobians_spatial_o[77] =
            coriolis_jacobians_spatial_t[24] * coriolis_jacobians_spatial_o[78];
        coriolis_jacobians_spatial_t[24] =
            coriolis_jacobians_spatial_o[9] * coriolis_jacobians_spatial_t[78];
        coriolis_jacobians_spatial_t[24] =
            coriolis_jacobians_spatial_o[70] + coriolis_jacobians_spatial_t[24];
        coriolis_jacobians_spatial_t[24] = -(coriolis_jacobians_spatial_t[24]);
        coriolis_jacobians_spatial_o[47] =
            coriolis_jacobians_spatial_o[47] * coriolis_jacobians_spatial_t[24];
        coriolis_jacobians_spatial_o[47] =
            coriolis_jacobians_spatial_o[55] + coriolis_jacobians_spatial_o[47];
        coriolis_jacobians_spatial_t[81] = 0.7 * coriolis_jacobians_spatial_o[47];
        coriolis_jacobians_spatial_o[77] =
            coriolis_jacobians_spatial_o[77] + coriolis_jacobians_spatial_t[81];
        coriolis_jacobians_spatial_t[81] = 0.28 * coriolis_jacobians_spatial_o[96];
        coriolis_jacobians_spatial_t[81] =
            coriolis_jacobians_spatial_t[78] + coriolis_jacobians_spatial_t[81];
        coriolis_jacobians_spatial_o[93] = 0.6 * coriolis_jacobians_spatial_t[81];
        coriolis_jacobians_spatial_o[60] =
            coriolis_jacobians_spatial_o[60] * coriolis_jacobians_spatial_o[51];
        coriolis_jacobians_spatial_o[51] =
            coriolis_jacobians_spatial_o[83] * coriolis_jacobians_spatial_o[96];
        coriolis_jacobians_spatial_o[83] =
            coriolis_jacobians_spatial_o[60] + coriolis_jacobians_spatial_o[51];
        coriolis_jacobians_spatial_o[60] = 0.144 * coriolis_jacobians_spatial_o[83];
        coriolis_jacobians_spatial_o[51] =
            coriolis_jacobians_spatial_o[93] + coriolis_jacobians_spatial_o[60];
        coriolis_jacobians_spatial_o[60] =
            coriolis_jacobians_spatial_o[19] * coriolis_jacobians_spatial_o[51];
        coriolis_jacobians_spatial_o[93] =
            coriolis_jacobians_spatial_o[74] * coriolis_jacobians_spatial_t[81];
        coriolis_jacobians_spatial_o[93] =
            coriolis_jacobians_spatial_o[53] + coriolis_jacobians_spatial_o[93];
        coriolis_jacobians_spatial_o[28] = 0.6 * coriolis_jacobians_spatial_o[93];
        coriolis_jacobians_spatial_o[60] =
            coriolis_jacobians_spatial_o[60] + coriolis_jacobians_spatial_o[28];
        coriolis_jacobians_spatial_o[28] =
            coriolis_jacobians_spatial_t[34] * coriolis_jacobians_spatial_o[60];
        coriolis_jacobians_spatial_t[34] =
            coriolis_jacobians_spatial_o[18] * coriolis_jacobians_spatial_t[81];
        coriolis_jacobians_spatial_t[34] =
            coriolis_jacobians_spatial_o[53] + coriolis_jacobians_spatial_t[34];
        coriolis_jacobians_spatial_t[34] = -(coriolis_jacobians_spatial_t[34]);
        coriolis_jacobians_spatial_o[74] =
            coriolis_jacobians_spatial_o[74] * coriolis_jacobians_spatial_t[34];
        coriolis_jacobians_spatial_o[74] =
            coriolis_jacobians_spatial_o[47] + coriolis_jacobians_spatial_o[74];
        coriolis_jacobians_spatial_t[84] = 0.6 * coriolis_jacobians_spatial_o[74];
        coriolis_jacobians_spatial_o[28] =
            coriolis_jacobians_spatial_o[28] + coriolis_jacobians_spatial_t[84];
        coriolis_jacobians_spatial_t[84] = 0.24 * coriolis_jacobians_spatial_o[83];
        coriolis_jacobians_spatial_t[84] =
            coriolis_jacobians_spatial_t[81] + coriolis_jacobians_spatial_t[84];
        coriolis_jacobians_spatial_o[84] = 0.5 * coriolis_jacobians_spatial_t[84];
        coriolis_jacobians_spatial_o[96] =
            coriolis_jacobians_spatial_o[49] * coriolis_jacobians_spatial_o[96];
        coriolis_jacobians_spatial_o[49] =
            coriolis_jacobians_spatial_t[33] + coriolis_jacobians_spatial_o[96];
        coriolis_jacobians_spatial_o[96] =
            coriolis_jacobians_spatial_t[42] * coriolis_jacobians_spatial_o[49];
        coriolis_jacobians_spatial_t[33] =
            coriolis_jacobians_spatial_o[6] * coriolis_jacobians_spatial_o[83];
        coriolis_jacobians_spatial_t[42] =
            coriolis_jacobians_spatial_o[96] + coriolis_jacobians_spatial_t[33];
        coriolis_jacobians_spatial_o[96] = 0.1 * coriolis_jacobians_spatial_t[42];
        coriolis_jacobians_spatial_t[33] =
            coriolis_jacobians_spatial_o[84] + coriolis_jacobians_spatial_o[96];
        coriolis_jacobians_spatial_o[96] =
            coriolis_jacobians_spatial_t[38] * coriolis_jacobians_spatial_t[33];
        coriolis_jacobians_spatial_o[84] =
            coriolis_jacobians_spatial_o[46] * coriolis_jacobians_spatial_t[84];
        coriolis_jacobians_spatial_o[84] =
            coriolis_jacobians_spatial_o[93] + coriolis_jacobians_spatial_o[84];
        coriolis_jacobians_spatial_o[11] = 0.5 * coriolis_jacobians_spatial_o[84];
        coriolis_jacobians_spatial_o[96] =
            coriolis_jacobians_spatial_o[96] + coriolis_jacobians_spatial_o[11];
        coriolis_jacobians_spatial_o[11] =
            coriolis_jacobians_spatial_t[45] * coriolis_jacobians_spatial_o[96];
        coriolis_jacobians_spatial_t[45] =
            coriolis_jacobians_spatial_o[19] * coriolis_jacobians_spatial_t[84];
        coriolis_jacobians_spatial_t[45] =
            coriolis_jacobians_spatial_o[93] + coriolis_jacobians_spatial_t[45];
        coriolis_jacobians_spatial_t[45] = -(coriolis_jacobians_spatial_t[45]);
        coriolis_jacobians_spatial_o[46] =
            coriolis_jacobians_spatial_o[46] * coriolis_jacobians_spatial_t[45];
        coriolis_jacobians_spatial_o[46] =
            coriolis_jacobians_spatial_o[74] + coriolis_jacobians_spatial_o[46];
        coriolis_jacobians_spatial_t[87] = 0.5 * coriolis_jacobians_spatial_o[46];
        coriolis_jacobians_spatial_o[11] =
            coriolis_jacobians_spatial_o[11] + coriolis_jacobians_spatial_t[87];
        coriolis_jacobians_spatial_t[87] = 0.2 * coriolis_jacobians_spatial_t[42];
        coriolis_jacobians_spatial_t[87] =
            coriolis_jacobians_spatial_t[84] + coriolis_jacobians_spatial_t[87];
        coriolis_jacobians_spatial_o[39] = 0.4 * coriolis_jacobians_spatial_t[87];
        coriolis_jacobians_spatial_o[83] =
            coriolis_jacobians_spatial_o[59] * coriolis_jacobians_spatial_o[83];
        coriolis_jacobians_spatial_o[59] =
            coriolis_jacobians_spatial_o[6] * coriolis_jacobians_spatial_o[49];
        coriolis_jacobians_spatial_o[6] =
            coriolis_jacobians_spatial_o[83] + coriolis_jacobians_spatial_o[59];
        coriolis_jacobians_spatial_o[49] =
            coriolis_jacobians_spatial_o[58] * coriolis_jacobians_spatial_o[6];
        coriolis_jacobians_spatial_o[83] =
            coriolis_jacobians_spatial_t[9] * coriolis_jacobians_spatial_t[42];
        coriolis_jacobians_spatial_o[59] =
            coriolis_jacobians_spatial_o[49] + coriolis_jacobians_spatial_o[83];
        coriolis_jacobians_spatial_o[6] = 0.064 * coriolis_jacobians_spatial_o[59];
        coriolis_jacobians_spatial_o[58] =
            coriolis_jacobians_spatial_o[39] + coriolis_jacobians_spatial_o[6];
        coriolis_jacobians_spatial_t[9] =
            coriolis_jacobians_spatial_o[34] * coriolis_jacobians_spatial_o[58];
        coriolis_jacobians_spatial_t[42] =
            coriolis_jacobians_spatial_o[92] * coriolis_jacobians_spatial_t[87];
        coriolis_jacobians_spatial_o[83] =
            coriolis_jacobians_spatial_o[84] + coriolis_jacobians_spatial_t[42];
        coriolis_jacobians_spatial_o[49] = 0.4 * coriolis_jacobians_spatial_o[83];
        coriolis_jacobians_spatial_o[59] =
            coriolis_jacobians_spatial_t[9] + coriolis_jacobians_spatial_o[49];
        coriolis_jacobians_spatial_o[6] = -(coriolis_jacobians_spatial_o[59]);
        coriolis_jacobians_spatial_t[42] =
            coriolis_jacobians_spatial_o[34] * coriolis_jacobians_spatial_o[6];
        coriolis_jacobians_spatial_t[9] =
            coriolis_jacobians_spatial_t[38] * coriolis_jacobians_spatial_t[87];
        coriolis_jacobians_spatial_o[49] =
            coriolis_jacobians_spatial_o[84] + coriolis_jacobians_spatial_t[9];
        coriolis_jacobians_spatial_t[9] = -(coriolis_jacobians_spatial_o[49]);
        coriolis_jacobians_spatial_o[49] =
            coriolis_jacobians_spatial_o[92] * coriolis_jacobians_spatial_t[9];
        coriolis_jacobians_spatial_o[92] =
            coriolis_jacobians_spatial_o[46] + coriolis_jacobians_spatial_o[49];
        coriolis_jacobians_spatial_o[49] = 0.4 * coriolis_jacobians_spatial_o[92];
        coriolis_jacobians_spatial_t[42] =
            coriolis_jacobians_spatial_t[42] + coriolis_jacobians_spatial_o[49];
        coriolis_jacobians_spatial_o[49] =
            coriolis_jacobians_spatial_o[11] + coriolis_jacobians_spatial_t[42];
        coriolis_jacobians_spatial_o[11] =
            coriolis_jacobians_spatial_o[28] + coriolis_jacobians_spatial_o[49];
        coriolis_jacobians_spatial_o[28] =
            coriolis_jacobians_spatial_o[77] + coriolis_jacobians_spatial_o[11];
        coriolis_jacobians_spatial_o[77] =
            coriolis_jacobians_spatial_o[73] + coriolis_jacobians_spatial_o[28];
        coriolis_jacobians_spatial_o[73] =
            (-0.36) * coriolis_jacobians_spatial_o[75] * coriolis_jacobians_spatial_o[77];
        coriolis_jacobians_spatial_o[77] =
            coriolis_jacobians_spatial_t[33] + coriolis_jacobians_spatial_o[58];
        coriolis_jacobians_spatial_t[89] =
            coriolis_jacobians_spatial_o[51] + coriolis_jacobians_spatial_o[77];
        coriolis_jacobians_spatial_o[54] =
            coriolis_jacobians_spatial_o[82] + coriolis_jacobians_spatial_t[89];
        coriolis_jacobians_spatial_o[67] =
            coriolis_jacobians_spatial_o[76] + coriolis_jacobians_spatial_o[54];
        coriolis_jacobians_spatial_o[41] =
            coriolis_jacobians_spatial_o[9] * coriolis_jacobians_spatial_o[87];
        coriolis_jacobians_spatial_o[55] =
            coriolis_jacobians_spatial_o[55] + coriolis_jacobians_spatial_o[41];
        coriolis_jacobians_spatial_o[41] =
            coriolis_jacobians_spatial_o[67] * coriolis_jacobians_spatial_o[55];
        coriolis_jacobians_spatial_o[96] =
            coriolis_jacobians_spatial_o[96] + coriolis_jacobians_spatial_o[59];
        coriolis_jacobians_spatial_o[60] =
            coriolis_jacobians_spatial_o[60] + coriolis_jacobians_spatial_o[96];
        coriolis_jacobians_spatial_o[78] =
            coriolis_jacobians_spatial_o[78] + coriolis_jacobians_spatial_o[60];
        coriolis_jacobians_spatial_t[65] =
            coriolis_jacobians_spatial_t[65] + coriolis_jacobians_spatial_o[78];
        coriolis_jacobians_spatial_t[93] = -(coriolis_jacobians_spatial_t[65]);
        coriolis_jacobians_spatial_t[93] =
            coriolis_jacobians_spatial_t[65] + coriolis_jacobians_spatial_t[93];
        coriolis_jacobians_spatial_o[2] =
            coriolis_jacobians_spatial_o[87] * coriolis_jacobians_spatial_t[93];
        coriolis_jacobians_spatial_o[63] = -(coriolis_jacobians_spatial_o[50]);
        coriolis_jacobians_spatial_o[63] =
            coriolis_jacobians_spatial_o[50] + coriolis_jacobians_spatial_o[63];
        coriolis_jacobians_spatial_o[1] =
            coriolis_jacobians_spatial_t[14] * coriolis_jacobians_spatial_o[63];
        coriolis_jacobians_spatial_o[9] =
            coriolis_jacobians_spatial_o[9] * coriolis_jacobians_spatial_t[14];
        coriolis_jacobians_spatial_o[9] =
            coriolis_jacobians_spatial_o[45] + coriolis_jacobians_spatial_o[9];
        coriolis_jacobians_spatial_o[45] = -(coriolis_jacobians_spatial_o[9]);
        coriolis_jacobians_spatial_o[9] =
            coriolis_jacobians_spatial_t[64] * coriolis_jacobians_spatial_o[45];
        coriolis_jacobians_spatial_o[65] =
            coriolis_jacobians_spatial_o[94] * coriolis_jacobians_spatial_o[8];
        coriolis_jacobians_spatial_o[9] =
            coriolis_jacobians_spatial_o[9] + coriolis_jacobians_spatial_o[65];
        coriolis_jacobians_spatial_o[65] = -(coriolis_jacobians_spatial_o[9]);
        coriolis_jacobians_spatial_o[9] =
            coriolis_jacobians_spatial_o[2] + coriolis_jacobians_spatial_o[1];
        coriolis_jacobians_spatial_o[2] = coriolis_jacobians_spatial_o[73]
            + coriolis_jacobians_spatial_o[41]
            + coriolis_jacobians_spatial_o[65]
            + coriolis_jacobians_spatial_o[9];
        coriolis_jacobians_spatial_o[1] = 3.0 * coriolis_jacobians_spatial_o[45];
        coriolis_jacobians_spatial_o[73] =
            coriolis_jacobians_spatial_o[8] + coriolis_jacobians_spatial_o[1];
        coriolis_jacobians_spatial_o[41] = (-0.4) * coriolis_jacobians_spatial_o[73];
        coriolis_jacobians_spatial_o[65] = -(coriolis_jacobians_spatial_o[2]);
        coriolis_jacobians_spatial_o[8] =
            coriolis_jacobians_spatial_o[41] + coriolis_jacobians_spatial_o[65];
        coriolis_jacobians_spatial_o[1] = -(coriolis_jacobians_spatial_o[8]);
        coriolis_jacobians_spatial_o[73] =
            coriolis_jacobians_spatial_o[0] + coriolis_jacobians_spatial_o[1];
        coriolis_jacobians_spatial_o[65] = -(coriolis_jacobians_spatial_o[73]);
        coriolis_jacobians_spatial_o[1] =
            coriolis_jacobians_spatial_o[2] + coriolis_jacobians_spatial_o[65];
        coriolis_jacobians_spatial_o[73] = -(coriolis_jacobians_spatial_o[78]);
        coriolis_jacobians_spatial_o[65] =
            coriolis_jacobians_spatial_o[78] + coriolis_jacobians_spatial_o[73];
        coriolis_jacobians_spatial_o[73] =
            coriolis_jacobians_spatial_t[24] * coriolis_jacobians_spatial_o[65];
        coriolis_jacobians_spatial_o[71] = -(coriolis_jacobians_spatial_o[61]);
        coriolis_jacobians_spatial_o[71] =
            coriolis_jacobians_spatial_o[61] + coriolis_jacobians_spatial_o[71];
        coriolis_jacobians_spatial_o[86] =
            coriolis_jacobians_spatial_o[97] * coriolis_jacobians_spatial_o[71];
        coriolis_jacobians_spatial_o[16] =
            coriolis_jacobians_spatial_o[18] * coriolis_jacobians_spatial_t[24];
        coriolis_jacobians_spatial_o[47] =
            coriolis_jacobians_spatial_o[47] + coriolis_jacobians_spatial_o[16];
        coriolis_jacobians_spatial_o[16] =
            coriolis_jacobians_spatial_o[54] * coriolis_jacobians_spatial_o[47];
        coriolis_jacobians_spatial_o[18] =
            coriolis_jacobians_spatial_o[18] * coriolis_jacobians_spatial_o[97];
        coriolis_jacobians_spatial_o[18] =
            coriolis_jacobians_spatial_o[37] + coriolis_jacobians_spatial_o[18];
        coriolis_jacobians_spatial_o[37] = -(coriolis_jacobians_spatial_o[18]);
        coriolis_jacobians_spatial_o[18] =
            coriolis_jacobians_spatial_o[56] * coriolis_jacobians_spatial_o[37];
        coriolis_jacobians_spatial_o[32] =
            coriolis_jacobians_spatial_t[78] * coriolis_jacobians_spatial_o[28];
        coriolis_jacobians_spatial_o[20] =
            coriolis_jacobians_spatial_t[19] * coriolis_jacobians_spatial_o[81];
        coriolis_jacobians_spatial_o[18] = coriolis_jacobians_spatial_o[18]
            + coriolis_jacobians_spatial_o[32]
            + coriolis_jacobians_spatial_o[20];
        coriolis_jacobians_spatial_o[32] = -(coriolis_jacobians_spatial_o[18]);
        coriolis_jacobians_spatial_o[20] =
            coriolis_jacobians_spatial_o[73] + coriolis_jacobians_spatial_o[86];
        coriolis_jacobians_spatial_o[18] = coriolis_jacobians_spatial_o[16]
            + coriolis_jacobians_spatial_o[32]
            + coriolis_jacobians_spatial_o[20];
        coriolis_jacobians_spatial_o[73] = -(coriolis_jacobians_spatial_o[18]);
        coriolis_jacobians_spatial_o[86] = 2.2 * coriolis_jacobians_spatial_o[37];
        coriolis_jacobians_spatial_o[16] =
            coriolis_jacobians_spatial_o[81] + coriolis_jacobians_spatial_o[86];
        coriolis_jacobians_spatial_o[32] = (-0.4) * coriolis_jacobians_spatial_o[16];
        coriolis_jacobians_spatial_o[81] =
            coriolis_jacobians_spatial_o[73] + coriolis_jacobians_spatial_o[32];
        coriolis_jacobians_spatial_o[86] =
            coriolis_jacobians_spatial_o[2] + coriolis_jacobians_spatial_o[81];
        coriolis_jacobians_spatial_o[73] = -(coriolis_jacobians_spatial_o[86]);
        coriolis_jacobians_spatial_o[81] = coriolis_jacobians_spatial_o[2]
            + coriolis_jacobians_spatial_o[41]
            + coriolis_jacobians_spatial_o[73];
        coriolis_jacobians_spatial_o[73] = -(coriolis_jacobians_spatial_o[81]);
        coriolis_jacobians_spatial_o[2] =
            coriolis_jacobians_spatial_o[18] + coriolis_jacobians_spatial_o[73];
        coriolis_jacobians_spatial_o[81] = -(coriolis_jacobians_spatial_o[60]);
        coriolis_jacobians_spatial_o[73] =
            coriolis_jacobians_spatial_o[60] + coriolis_jacobians_spatial_o[81];
        coriolis_jacobians_spatial_o[81] =
            coriolis_jacobians_spatial_t[34] * coriolis_jacobians_spatial_o[73];
        coriolis_jacobians_spatial_t[103] = -(coriolis_jacobians_spatial_t[48]);
        coriolis_jacobians_spatial_t[103] =
            coriolis_jacobians_spatial_t[48] + coriolis_jacobians_spatial_t[103];
        coriolis_jacobians_spatial_o[10] =
            coriolis_jacobians_spatial_o[88] * coriolis_jacobians_spatial_t[103];
        coriolis_jacobians_spatial_o[43] =
            coriolis_jacobians_spatial_o[19] * coriolis_jacobians_spatial_t[34];
        coriolis_jacobians_spatial_o[74] =
            coriolis_jacobians_spatial_o[74] + coriolis_jacobians_spatial_o[43];
        coriolis_jacobians_spatial_o[43] =
            coriolis_jacobians_spatial_t[89] * coriolis_jacobians_spatial_o[74];
        coriolis_jacobians_spatial_o[19] =
            coriolis_jacobians_spatial_o[19] * coriolis_jacobians_spatial_o[88];
        coriolis_jacobians_spatial_o[19] =
            coriolis_jacobians_spatial_o[48] + coriolis_jacobians_spatial_o[19];
        coriolis_jacobians_spatial_o[48] = -(coriolis_jacobians_spatial_o[19]);
        coriolis_jacobians_spatial_o[19] =
            coriolis_jacobians_spatial_t[62] * coriolis_jacobians_spatial_o[48];
        coriolis_jacobians_spatial_t[106] =
            coriolis_jacobians_spatial_t[81] * coriolis_jacobians_spatial_o[11];
        coriolis_jacobians_spatial_o[27] =
            coriolis_jacobians_spatial_o[95] * coriolis_jacobians_spatial_o[3];
        coriolis_jacobians_spatial_o[19] = coriolis_jacobians_spatial_o[19]
            + coriolis_jacobians_spatial_t[106]
            + coriolis_jacobians_spatial_o[27];
        coriolis_jacobians_spatial_t[106] = -(coriolis_jacobians_spatial_o[19]);
        coriolis_jacobians_spatial_o[27] =
            coriolis_jacobians_spatial_o[81] + coriolis_jacobians_spatial_o[10];
        coriolis_jacobians_spatial_o[19] = coriolis_jacobians_spatial_o[43]
            + coriolis_jacobians_spatial_t[106]
            + coriolis_jacobians_spatial_o[27];
        coriolis_jacobians_spatial_o[81] = -(coriolis_jacobians_spatial_o[19]);
        coriolis_jacobians_spatial_o[10] = 1.5 * coriolis_jacobians_spatial_o[48];
        coriolis_jacobians_spatial_o[43] =
            coriolis_jacobians_spatial_o[3] + coriolis_jacobians_spatial_o[10];
        coriolis_jacobians_spatial_t[106] = (-0.4) * coriolis_jacobians_spatial_o[43];
        coriolis_jacobians_spatial_o[3] =
            coriolis_jacobians_spatial_o[81] + coriolis_jacobians_spatial_t[106];
        coriolis_jacobians_spatial_o[10] =
            coriolis_jacobians_spatial_o[18] + coriolis_jacobians_spatial_o[3];
        coriolis_jacobians_spatial_o[81] = -(coriolis_jacobians_spatial_o[10]);
        coriolis_jacobians_spatial_o[3] = coriolis_jacobians_spatial_o[18]
            + coriolis_jacobians_spatial_o[32]
            + coriolis_jacobians_spatial_o[81];
        coriolis_jacobians_spatial_o[81] = -(coriolis_jacobians_spatial_o[3]);
        coriolis_jacobians_spatial_o[3] =
            coriolis_jacobians_spatial_o[19] + coriolis_jacobians_spatial_o[81];
        coriolis_jacobians_spatial_o[81] = -(coriolis_jacobians_spatial_o[96]);
        coriolis_jacobians_spatial_o[81] =
            coriolis_jacobians_spatial_o[96] + coriolis_jacobians_spatial_o[81];
        coriolis_jacobians_spatial_t[108] =
            coriolis_jacobians_spatial_t[45] * coriolis_jacobians_spatial_o[81];
        coriolis_jacobians_spatial_t[109] = -(coriolis_jacobians_spatial_t[44]);
        coriolis_jacobians_spatial_t[109] =
            coriolis_jacobians_spatial_t[44] + coriolis_jacobians_spatial_t[109];
        coriolis_jacobians_spatial_o[68] =
            coriolis_jacobians_spatial_o[90] * coriolis_jacobians_spatial_t[109];
        coriolis_jacobians_spatial_t[111] =
            coriolis_jacobians_spatial_t[38] * coriolis_jacobians_spatial_t[45];
        coriolis_jacobians_spatial_o[46] =
            coriolis_jacobians_spatial_o[46] + coriolis_jacobians_spatial_t[111];
        coriolis_jacobians_spatial_t[111] =
            coriolis_jacobians_spatial_o[77] * coriolis_jacobians_spatial_o[46];
        coriolis_jacobians_spatial_t[38] =
            coriolis_jacobians_spatial_t[38] * coriolis_jacobians_spatial_o[90];
        coriolis_jacobians_spatial_t[38] =
            coriolis_jacobians_spatial_t[73] + coriolis_jacobians_spatial_t[38];
        coriolis_jacobians_spatial_t[73] = -(coriolis_jacobians_spatial_t[38]);
        coriolis_jacobians_spatial_t[38] =
            coriolis_jacobians_spatial_o[62] * coriolis_jacobians_spatial_t[73];
        coriolis_jacobians_spatial_t[112] =
            coriolis_jacobians_spatial_t[84] * coriolis_jacobians_spatial_o[49];
        coriolis_jacobians_spatial_o[42] =
            coriolis_jacobians_spatial_o[89] * coriolis_jacobians_spatial_o[4];
        coriolis_jacobians_spatial_t[38] = coriolis_jacobians_spatial_t[38]
            + coriolis_jacobians_spatial_t[112]
            + coriolis_jacobians_spatial_o[42];
        coriolis_jacobians_spatial_t[112] = -(coriolis_jacobians_spatial_t[38]);
        coriolis_jacobians_spatial_o[42] =
            coriolis_jacobians_spatial_t[108] + coriolis_jacobians_spatial_o[68];
        coriolis_jacobians_spatial_t[38] = coriolis_jacobians_spatial_t[111]
            + coriolis_jacobians_spatial_t[112]
            + coriolis_jacobians_spatial_o[42];
        coriolis_jacobians_spatial_t[108] = -(coriolis_jacobians_spatial_t[38]);
        coriolis_jacobians_spatial_o[68] = 0.9 * coriolis_jacobians_spatial_t[73];
        coriolis_jacobians_spatial_t[111] =
            coriolis_jacobians_spatial_o[4] + coriolis_jacobians_spatial_o[68];
        coriolis_jacobians_spatial_t[112] = (-0.4) * coriolis_jacobians_spatial_t[111];
        coriolis_jacobians_spatial_o[4] =
            coriolis_jacobians_spatial_t[108] + coriolis_jacobians_spatial_t[112];
        coriolis_jacobians_spatial_o[68] =
            coriolis_jacobians_spatial_o[19] + coriolis_jacobians_spatial_o[4];
        coriolis_jacobians_spatial_t[108] = -(coriolis_jacobians_spatial_o[68]);
        coriolis_jacobians_spatial_o[4] = coriolis_jacobians_spatial_o[19]
            + coriolis_jacobians_spatial_t[106]
            + coriolis_jacobians_spatial_t[108];
        coriolis_jacobians_spatial_t[108] = -(coriolis_jacobians_spatial_o[4]);
        coriolis_jacobians_spatial_o[4] =
            coriolis_jacobians_spatial_t[38] + coriolis_jacobians_spatial_t[108];
        coriolis_jacobians_spatial_t[108] =
            coriolis_jacobians_spatial_o[59] + coriolis_jacobians_spatial_o[6];
        coriolis_jacobians_spatial_o[6] =
            coriolis_jacobians_spatial_t[9] * coriolis_jacobians_spatial_t[108];
        coriolis_jacobians_spatial_t[114] = -(coriolis_jacobians_spatial_o[64]);
        coriolis_jacobians_spatial_t[114] =
            coriolis_jacobians_spatial_o[64] + coriolis_jacobians_spatial_t[114];
        coriolis_jacobians_spatial_o[12] =
            coriolis_jacobians_spatial_t[75] * coriolis_jacobians_spatial_t[114];
        coriolis_jacobians_spatial_t[116] =
            coriolis_jacobians_spatial_o[34] * coriolis_jacobians_spatial_t[9];
        coriolis_jacobians_spatial_o[92] =
            coriolis_jacobians_spatial_o[92] + coriolis_jacobians_spatial_t[116];
        coriolis_jacobians_spatial_t[116] =
            coriolis_jacobians_spatial_o[58] * coriolis_jacobians_spatial_o[92];
        coriolis_jacobians_spatial_o[34] =
            coriolis_jacobians_spatial_o[34] * coriolis_jacobians_spatial_t[75];
        coriolis_jacobians_spatial_o[34] =
            coriolis_jacobians_spatial_o[40] + coriolis_jacobians_spatial_o[34];
        coriolis_jacobians_spatial_o[40] = -(coriolis_jacobians_spatial_o[34]);
        coriolis_jacobians_spatial_o[34] =
            coriolis_jacobians_spatial_o[57] * coriolis_jacobians_spatial_o[40];
        coriolis_jacobians_spatial_o[14] =
            coriolis_jacobians_spatial_t[87] * coriolis_jacobians_spatial_t[42];
        coriolis_jacobians_spatial_o[85] =
            coriolis_jacobians_spatial_t[50] * coriolis_jacobians_spatial_o[5];
        coriolis_jacobians_spatial_o[34] = coriolis_jacobians_spatial_o[34]
            + coriolis_jacobians_spatial_o[14]
            + coriolis_jacobians_spatial_o[85];
        coriolis_jacobians_spatial_o[14] = -(coriolis_jacobians_spatial_o[34]);
        coriolis_jacobians_spatial_o[85] =
            coriolis_jacobians_spatial_o[6] + coriolis_jacobians_spatial_o[12];
        coriolis_jacobians_spatial_o[34] = coriolis_jacobians_spatial_t[116]
            + coriolis_jacobians_spatial_o[14]
            + coriolis_jacobians_spatial_o[85];
        coriolis_jacobians_spatial_o[6] = -(coriolis_jacobians_spatial_o[34]);
        coriolis_jacobians_spatial_o[12] = 0.4 * coriolis_jacobians_spatial_o[40];
        coriolis_jacobians_spatial_t[116] =
            coriolis_jacobians_spatial_o[5] + coriolis_jacobians_spatial_o[12];
        coriolis_jacobians_spatial_o[14] = (-0.4) * coriolis_jacobians_spatial_t[116];
        coriolis_jacobians_spatial_o[5] =
            coriolis_jacobians_spatial_o[6] + coriolis_jacobians_spatial_o[14];
        coriolis_jacobians_spatial_o[12] =
            coriolis_jacobians_spatial_t[38] + coriolis_jacobians_spatial_o[5];
        coriolis_jacobians_spatial_o[6] = -(coriolis_jacobians_spatial_o[12]);
        coriolis_jacobians_spatial_o[5] = coriolis_jacobians_spatial_t[38]
            + coriolis_jacobians_spatial_t[112]
            + coriolis_jacobians_spatial_o[6];
        coriolis_jacobians_spatial_o[6] = -(coriolis_jacobians_spatial_o[5]);
        coriolis_jacobians_spatial_o[5] =
            coriolis_jacobians_spatial_o[34] + coriolis_jacobians_spatial_o[6];
        coriolis_jacobians_spatial_o[6] = 0.4 * coriolis_jacobians_spatial_t[116];
        coriolis_jacobians_spatial_t[119] =
            coriolis_jacobians_spatial_o[35] * coriolis_jacobians_spatial_o[63];
        coriolis_jacobians_spatial_t[120] = (-3.0) * coriolis_jacobians_spatial_o[94];
        coriolis_jacobians_spatial_t[120] =
            coriolis_jacobians_spatial_t[64] + coriolis_jacobians_spatial_t[120];
        coriolis_jacobians_spatial_o[7] =
            coriolis_jacobians_spatial_o[36] * coriolis_jacobians_spatial_t[120];
        coriolis_jacobians_spatial_o[21] = -(coriolis_jacobians_spatial_o[24]);
        coriolis_jacobians_spatial_t[119] =
            coriolis_jacobians_spatial_t[119] + coriolis_jacobians_spatial_o[7];
        coriolis_jacobians_spatial_o[7] =
            coriolis_jacobians_spatial_o[21] + coriolis_jacobians_spatial_t[119];
        coriolis_jacobians_spatial_o[21] =
            coriolis_jacobians_spatial_o[45] * coriolis_jacobians_spatial_t[120];
        coriolis_jacobians_spatial_t[123] = 1.08 * coriolis_jacobians_spatial_o[75];
        coriolis_jacobians_spatial_o[26] = -(coriolis_jacobians_spatial_o[67]);
        coriolis_jacobians_spatial_t[123] =
            coriolis_jacobians_spatial_t[123] + coriolis_jacobians_spatial_o[26];
        coriolis_jacobians_spatial_o[26] =
            coriolis_jacobians_spatial_o[55] * coriolis_jacobians_spatial_t[123];
        coriolis_jacobians_spatial_o[21] =
            coriolis_jacobians_spatial_o[21] + coriolis_jacobians_spatial_o[26];
        coriolis_jacobians_spatial_o[26] =
            coriolis_jacobians_spatial_o[9] + coriolis_jacobians_spatial_o[21];
        coriolis_jacobians_spatial_o[9] = -(coriolis_jacobians_spatial_o[26]);
        coriolis_jacobians_spatial_o[21] = coriolis_jacobians_spatial_o[8]
            + coriolis_jacobians_spatial_t[119]
            + coriolis_jacobians_spatial_o[9];
        coriolis_jacobians_spatial_o[9] = -(coriolis_jacobians_spatial_o[21]);
        coriolis_jacobians_spatial_o[8] =
            coriolis_jacobians_spatial_o[24] + coriolis_jacobians_spatial_o[9];
        coriolis_jacobians_spatial_o[21] = 2.2 * coriolis_jacobians_spatial_o[47];
        coriolis_jacobians_spatial_o[9] = -(coriolis_jacobians_spatial_o[28]);
        coriolis_jacobians_spatial_o[24] =
            coriolis_jacobians_spatial_o[21] + coriolis_jacobians_spatial_o[9];
        coriolis_jacobians_spatial_o[28] =
            coriolis_jacobians_spatial_t[67] * coriolis_jacobians_spatial_o[24];
        coriolis_jacobians_spatial_o[9] =
            coriolis_jacobians_spatial_o[94] * coriolis_jacobians_spatial_o[16];
        coriolis_jacobians_spatial_o[21] =
            coriolis_jacobians_spatial_o[18] + coriolis_jacobians_spatial_o[9];
        coriolis_jacobians_spatial_o[24] = -(coriolis_jacobians_spatial_o[21]);
        coriolis_jacobians_spatial_o[16] =
            coriolis_jacobians_spatial_o[28] + coriolis_jacobians_spatial_o[24];
        coriolis_jacobians_spatial_o[9] = -(coriolis_jacobians_spatial_o[16]);
        coriolis_jacobians_spatial_o[18] = coriolis_jacobians_spatial_o[86]
            + coriolis_jacobians_spatial_o[26]
            + coriolis_jacobians_spatial_o[9];
        coriolis_jacobians_spatial_o[24] = -(coriolis_jacobians_spatial_o[18]);
        coriolis_jacobians_spatial_o[9] =
            coriolis_jacobians_spatial_o[41] + coriolis_jacobians_spatial_o[24];
        coriolis_jacobians_spatial_o[86] = 1.5 * coriolis_jacobians_spatial_o[74];
        coriolis_jacobians_spatial_o[18] = -(coriolis_jacobians_spatial_o[11]);
        coriolis_jacobians_spatial_o[24] =
            coriolis_jacobians_spatial_o[86] + coriolis_jacobians_spatial_o[18];
        coriolis_jacobians_spatial_o[41] =
            coriolis_jacobians_spatial_t[67] * coriolis_jacobians_spatial_o[24];
        coriolis_jacobians_spatial_o[11] =
            coriolis_jacobians_spatial_o[94] * coriolis_jacobians_spatial_o[43];
        coriolis_jacobians_spatial_o[18] =
            coriolis_jacobians_spatial_o[19] + coriolis_jacobians_spatial_o[11];
        coriolis_jacobians_spatial_o[86] = -(coriolis_jacobians_spatial_o[18]);
        coriolis_jacobians_spatial_o[11] =
            coriolis_jacobians_spatial_o[41] + coriolis_jacobians_spatial_o[86];
        coriolis_jacobians_spatial_o[86] =
            coriolis_jacobians_spatial_o[21] + coriolis_jacobians_spatial_o[11];
        coriolis_jacobians_spatial_o[11] = -(coriolis_jacobians_spatial_o[86]);
        coriolis_jacobians_spatial_o[21] = coriolis_jacobians_spatial_o[10]
            + coriolis_jacobians_spatial_o[28]
            + coriolis_jacobians_spatial_o[11];
        coriolis_jacobians_spatial_o[11] = -(coriolis_jacobians_spatial_o[21]);
        coriolis_jacobians_spatial_o[10] =
            coriolis_jacobians_spatial_o[32] + coriolis_jacobians_spatial_o[11];
        coriolis_jacobians_spatial_o[21] = 0.9 * coriolis_jacobians_spatial_o[46];
        coriolis_jacobians_spatial_o[11] = -(coriolis_jacobians_spatial_o[49]);
        coriolis_jacobians_spatial_o[32] =
            coriolis_jacobians_spatial_o[21] + coriolis_jacobians_spatial_o[11];
        coriolis_jacobians_spatial_o[49] =
            coriolis_jacobians_spatial_t[67] * coriolis_jacobians_spatial_o[32];
        coriolis_jacobians_spatial_o[11] =
            coriolis_jacobians_spatial_o[94] * coriolis_jacobians_spatial_t[111];
        coriolis_jacobians_spatial_o[21] =
            coriolis_jacobians_spatial_t[38] + coriolis_jacobians_spatial_o[11];
        coriolis_jacobians_spatial_o[11] = -(coriolis_jacobians_spatial_o[21]);
        coriolis_jacobians_spatial_o[11] =
            coriolis_jacobians_spatial_o[49] + coriolis_jacobians_spatial_o[11];
        coriolis_jacobians_spatial_o[18] =
            coriolis_jacobians_spatial_o[18] + coriolis_jacobians_spatial_o[11];
        coriolis_jacobians_spatial_o[11] = -(coriolis_jacobians_spatial_o[18]);
        coriolis_jacobians_spatial_o[11] = coriolis_jacobians_spatial_o[68]
            + coriolis_jacobians_spatial_o[41]
            + coriolis_jacobians_spatial_o[11];
        coriolis_jacobians_spatial_o[68] = -(coriolis_jacobians_spatial_o[11]);
        coriolis_jacobians_spatial_o[11] =
            coriolis_jacobians_spatial_t[106] + coriolis_jacobians_spatial_o[68];
        coriolis_jacobians_spatial_t[106] = 0.4 * coriolis_jacobians_spatial_o[92];
        coriolis_jacobians_spatial_o[68] = -(coriolis_jacobians_spatial_t[42]);
        coriolis_jacobians_spatial_t[42] =
            coriolis_jacobians_spatial_t[106] + coriolis_jacobians_spatial_o[68];
        coriolis_jacobians_spatial_t[106] =
            coriolis_jacobians_spatial_t[67] * coriolis_jacobians_spatial_t[42];
        coriolis_jacobians_spatial_o[68] =
            coriolis_jacobians_spatial_o[94] * coriolis_jacobians_spatial_t[116];
        coriolis_jacobians_spatial_o[68] =
            coriolis_jacobians_spatial_o[34] + coriolis_jacobians_spatial_o[68];
        coriolis_jacobians_spatial_o[13] = -(coriolis_jacobians_spatial_o[68]);
        coriolis_jacobians_spatial_o[13] =
            coriolis_jacobians_spatial_t[106] + coriolis_jacobians_spatial_o[13];
        coriolis_jacobians_spatial_o[21] =
            coriolis_jacobians_spatial_o[21] + coriolis_jacobians_spatial_o[13];
        coriolis_jacobians_spatial_o[69] = -(coriolis_jacobians_spatial_o[21]);
        coriolis_jacobians_spatial_o[12] = coriolis_jacobians_spatial_o[12]
            + coriolis_jacobians_spatial_o[49]
            + coriolis_jacobians_spatial_o[69];
        coriolis_jacobians_spatial_o[69] = -(coriolis_jacobians_spatial_o[12]);
        coriolis_jacobians_spatial_o[12] =
            coriolis_jacobians_spatial_t[112] + coriolis_jacobians_spatial_o[69];
        coriolis_jacobians_spatial_t[112] =
            coriolis_jacobians_spatial_o[34] + coriolis_jacobians_spatial_o[13];
        coriolis_jacobians_spatial_o[69] = -(coriolis_jacobians_spatial_t[112]);
        coriolis_jacobians_spatial_o[13] =
            coriolis_jacobians_spatial_o[14] + coriolis_jacobians_spatial_o[69];
        coriolis_jacobians_spatial_t[112] =
            coriolis_jacobians_spatial_o[35] * coriolis_jacobians_spatial_o[71];
        coriolis_jacobians_spatial_o[14] = (-2.2) * coriolis_jacobians_spatial_t[19];
        coriolis_jacobians_spatial_o[69] =
            coriolis_jacobians_spatial_o[56] + coriolis_jacobians_spatial_o[14];
        coriolis_jacobians_spatial_o[14] =
            coriolis_jacobians_spatial_o[36] * coriolis_jacobians_spatial_o[69];
        coriolis_jacobians_spatial_o[72] = -(coriolis_jacobians_spatial_t[119]);
        coriolis_jacobians_spatial_t[112] =
            coriolis_jacobians_spatial_t[112] + coriolis_jacobians_spatial_o[14];
        coriolis_jacobians_spatial_o[14] =
            coriolis_jacobians_spatial_o[72] + coriolis_jacobians_spatial_t[112];
        coriolis_jacobians_spatial_o[72] =
            coriolis_jacobians_spatial_o[45] * coriolis_jacobians_spatial_o[69];
        coriolis_jacobians_spatial_t[128] = -(coriolis_jacobians_spatial_o[54]);
        coriolis_jacobians_spatial_o[15] = 2.2 * coriolis_jacobians_spatial_t[78];
        coriolis_jacobians_spatial_t[128] =
            coriolis_jacobians_spatial_t[128] + coriolis_jacobians_spatial_o[15];
        coriolis_jacobians_spatial_o[15] =
            coriolis_jacobians_spatial_o[55] * coriolis_jacobians_spatial_t[128];
        coriolis_jacobians_spatial_o[44] =
            coriolis_jacobians_spatial_o[87] * coriolis_jacobians_spatial_o[65];
        coriolis_jacobians_spatial_o[17] =
            coriolis_jacobians_spatial_t[14] * coriolis_jacobians_spatial_o[71];
        coriolis_jacobians_spatial_o[44] =
            coriolis_jacobians_spatial_o[44] + coriolis_jacobians_spatial_o[17];
        coriolis_jacobians_spatial_o[17] =
            coriolis_jacobians_spatial_o[72] + coriolis_jacobians_spatial_o[15];
        coriolis_jacobians_spatial_o[72] =
            coriolis_jacobians_spatial_o[44] + coriolis_jacobians_spatial_o[17];
        coriolis_jacobians_spatial_o[15] = -(coriolis_jacobians_spatial_o[72]);
        coriolis_jacobians_spatial_o[44] = coriolis_jacobians_spatial_o[26]
            + coriolis_jacobians_spatial_t[112]
            + coriolis_jacobians_spatial_o[15];
        coriolis_jacobians_spatial_o[17] = -(coriolis_jacobians_spatial_o[44]);
        coriolis_jacobians_spatial_o[15] =
            coriolis_jacobians_spatial_t[119] + coriolis_jacobians_spatial_o[17];
        coriolis_jacobians_spatial_o[44] =
            coriolis_jacobians_spatial_o[37] * coriolis_jacobians_spatial_o[69];
        coriolis_jacobians_spatial_t[119] =
            coriolis_jacobians_spatial_o[47] * coriolis_jacobians_spatial_t[128];
        coriolis_jacobians_spatial_o[17] =
            coriolis_jacobians_spatial_o[44] + coriolis_jacobians_spatial_t[119];
        coriolis_jacobians_spatial_t[119] =
            coriolis_jacobians_spatial_o[20] + coriolis_jacobians_spatial_o[17];
        coriolis_jacobians_spatial_o[44] = -(coriolis_jacobians_spatial_t[119]);
        coriolis_jacobians_spatial_o[20] = coriolis_jacobians_spatial_o[16]
            + coriolis_jacobians_spatial_o[72]
            + coriolis_jacobians_spatial_o[44];
        coriolis_jacobians_spatial_o[17] = -(coriolis_jacobians_spatial_o[20]);
        coriolis_jacobians_spatial_o[16] =
            coriolis_jacobians_spatial_o[26] + coriolis_jacobians_spatial_o[17];
        coriolis_jacobians_spatial_o[44] =
            coriolis_jacobians_spatial_t[78] * coriolis_jacobians_spatial_o[24];
        coriolis_jacobians_spatial_o[20] =
            coriolis_jacobians_spatial_t[19] * coriolis_jacobians_spatial_o[43];
        coriolis_jacobians_spatial_o[26] =
            coriolis_jacobians_spatial_o[19] + coriolis_jacobians_spatial_o[20];
        coriolis_jacobians_spatial_o[17] = -(coriolis_jacobians_spatial_o[26]);
        coriolis_jacobians_spatial_o[24] =
            coriolis_jacobians_spatial_o[44] + coriolis_jacobians_spatial_o[17];
        coriolis_jacobians_spatial_o[43] = -(coriolis_jacobians_spatial_o[24]);
        coriolis_jacobians_spatial_o[19] = coriolis_jacobians_spatial_o[86]
            + coriolis_jacobians_spatial_t[119]
            + coriolis_jacobians_spatial_o[43];
        coriolis_jacobians_spatial_o[20] = -(coriolis_jacobians_spatial_o[19]);
        coriolis_jacobians_spatial_o[17] =
            coriolis_jacobians_spatial_o[28] + coriolis_jacobians_spatial_o[20];
        coriolis_jacobians_spatial_o[86] =
            coriolis_jacobians_spatial_t[78] * coriolis_jacobians_spatial_o[32];
        coriolis_jacobians_spatial_o[43] =
            coriolis_jacobians_spatial_t[19] * coriolis_jacobians_spatial_t[111];
        coriolis_jacobians_spatial_o[19] =
            coriolis_jacobians_spatial_t[38] + coriolis_jacobians_spatial_o[43];
        coriolis_jacobians_spatial_o[28] = -(coriolis_jacobians_spatial_o[19]);
        coriolis_jacobians_spatial_o[20] =
            coriolis_jacobians_spatial_o[86] + coriolis_jacobians_spatial_o[28];
        coriolis_jacobians_spatial_o[43] =
            coriolis_jacobians_spatial_o[26] + coriolis_jacobians_spatial_o[20];
        coriolis_jacobians_spatial_o[28] = -(coriolis_jacobians_spatial_o[43]);
        coriolis_jacobians_spatial_o[20] = coriolis_jacobians_spatial_o[18]
            + coriolis_jacobians_spatial_o[44]
            + coriolis_jacobians_spatial_o[28];
        coriolis_jacobians_spatial_o[26] = -(coriolis_jacobians_spatial_o[20]);
        coriolis_jacobians_spatial_o[18] =
            coriolis_jacobians_spatial_o[41] + coriolis_jacobians_spatial_o[26];
        coriolis_jacobians_spatial_o[28] =
            coriolis_jacobians_spatial_t[78] * coriolis_jacobians_spatial_t[42];
        coriolis_jacobians_spatial_o[20] =
            coriolis_jacobians_spatial_t[19] * coriolis_jacobians_spatial_t[116];
        coriolis_jacobians_spatial_o[41] =
            coriolis_jacobians_spatial_o[34] + coriolis_jacobians_spatial_o[20];
        coriolis_jacobians_spatial_o[26] = -(coriolis_jacobians_spatial_o[41]);
        coriolis_jacobians_spatial_o[20] =
            coriolis_jacobians_spatial_o[28] + coriolis_jacobians_spatial_o[26];
        coriolis_jacobians_spatial_o[26] =
            coriolis_jacobians_spatial_o[19] + coriolis_jacobians_spatial_o[20];
        coriolis_jacobians_spatial_o[19] = -(coriolis_jacobians_spatial_o[26]);
        coriolis_jacobians_spatial_o[19] = coriolis_jacobians_spatial_o[21]
            + coriolis_jacobians_spatial_o[86]
            + coriolis_jacobians_spatial_o[19];
        coriolis_jacobians_spatial_o[21] = -(coriolis_jacobians_spatial_o[19]);
        coriolis_jacobians_spatial_o[19] =
            coriolis_jacobians_spatial_o[49] + coriolis_jacobians_spatial_o[21];
        coriolis_jacobians_spatial_o[49] =
            coriolis_jacobians_spatial_o[68] + coriolis_jacobians_spatial_o[20];
        coriolis_jacobians_spatial_o[21] = -(coriolis_jacobians_spatial_o[49]);
        coriolis_jacobians_spatial_o[20] =
            coriolis_jacobians_spatial_t[106] + coriolis_jacobians_spatial_o[21];
        coriolis_jacobians_spatial_o[68] =
            coriolis_jacobians_spatial_o[35] * coriolis_jacobians_spatial_t[103];
        coriolis_jacobians_spatial_o[49] = (-1.5) * coriolis_jacobians_spatial_o[95];
        coriolis_jacobians_spatial_t[106] =
            coriolis_jacobians_spatial_t[62] + coriolis_jacobians_spatial_o[49];
        coriolis_jacobians_spatial_o[21] =
            coriolis_jacobians_spatial_o[36] * coriolis_jacobians_spatial_t[106];
        coriolis_jacobians_spatial_o[49] = -(coriolis_jacobians_spatial_t[112]);
        coriolis_jacobians_spatial_o[68] =
            coriolis_jacobians_spatial_o[68] + coriolis_jacobians_spatial_o[21];
        coriolis_jacobians_spatial_o[21] =
            coriolis_jacobians_spatial_o[49] + coriolis_jacobians_spatial_o[68];
        coriolis_jacobians_spatial_o[49] =
            coriolis_jacobians_spatial_o[45] * coriolis_jacobians_spatial_t[106];
        coriolis_jacobians_spatial_o[79] = -(coriolis_jacobians_spatial_t[89]);
        coriolis_jacobians_spatial_o[22] = 1.5 * coriolis_jacobians_spatial_t[81];
        coriolis_jacobians_spatial_o[79] =
            coriolis_jacobians_spatial_o[79] + coriolis_jacobians_spatial_o[22];
        coriolis_jacobians_spatial_o[22] =
            coriolis_jacobians_spatial_o[55] * coriolis_jacobians_spatial_o[79];
        coriolis_jacobians_spatial_o[23] =
            coriolis_jacobians_spatial_o[87] * coriolis_jacobians_spatial_o[73];
        coriolis_jacobians_spatial_o[38] =
            coriolis_jacobians_spatial_t[14] * coriolis_jacobians_spatial_t[103];
        coriolis_jacobians_spatial_o[23] =
            coriolis_jacobians_spatial_o[23] + coriolis_jacobians_spatial_o[38];
        coriolis_jacobians_spatial_o[38] =
            coriolis_jacobians_spatial_o[49] + coriolis_jacobians_spatial_o[22];
        coriolis_jacobians_spatial_o[49] =
            coriolis_jacobians_spatial_o[23] + coriolis_jacobians_spatial_o[38];
        coriolis_jacobians_spatial_o[22] = -(coriolis_jacobians_spatial_o[49]);
        coriolis_jacobians_spatial_o[23] = coriolis_jacobians_spatial_o[72]
            + coriolis_jacobians_spatial_o[68]
            + coriolis_jacobians_spatial_o[22];
        coriolis_jacobians_spatial_o[38] = -(coriolis_jacobians_spatial_o[23]);
        coriolis_jacobians_spatial_o[22] =
            coriolis_jacobians_spatial_t[112] + coriolis_jacobians_spatial_o[38];
        coriolis_jacobians_spatial_o[23] =
            coriolis_jacobians_spatial_t[24] * coriolis_jacobians_spatial_o[73];
        coriolis_jacobians_spatial_t[112] =
            coriolis_jacobians_spatial_o[97] * coriolis_jacobians_spatial_t[103];
        coriolis_jacobians_spatial_o[38] =
            coriolis_jacobians_spatial_o[37] * coriolis_jacobians_spatial_t[106];
        coriolis_jacobians_spatial_o[25] =
            coriolis_jacobians_spatial_o[47] * coriolis_jacobians_spatial_o[79];
        coriolis_jacobians_spatial_o[38] =
            coriolis_jacobians_spatial_o[38] + coriolis_jacobians_spatial_o[25];
        coriolis_jacobians_spatial_o[25] =
            coriolis_jacobians_spatial_o[23] + coriolis_jacobians_spatial_t[112];
        coriolis_jacobians_spatial_t[112] =
            coriolis_jacobians_spatial_o[38] + coriolis_jacobians_spatial_o[25];
        coriolis_jacobians_spatial_o[23] = -(coriolis_jacobians_spatial_t[112]);
        coriolis_jacobians_spatial_o[38] = coriolis_jacobians_spatial_t[119]
            + coriolis_jacobians_spatial_o[49]
            + coriolis_jacobians_spatial_o[23];
        coriolis_jacobians_spatial_o[25] = -(coriolis_jacobians_spatial_o[38]);
        coriolis_jacobians_spatial_o[23] =
            coriolis_jacobians_spatial_o[72] + coriolis_jacobians_spatial_o[25];
        coriolis_jacobians_spatial_o[38] =
            coriolis_jacobians_spatial_o[48] * coriolis_jacobians_spatial_t[106];
        coriolis_jacobians_spatial_o[72] =
            coriolis_jacobians_spatial_o[74] * coriolis_jacobians_spatial_o[79];
        coriolis_jacobians_spatial_o[25] =
            coriolis_jacobians_spatial_o[38] + coriolis_jacobians_spatial_o[72];
        coriolis_jacobians_spatial_o[72] =
            coriolis_jacobians_spatial_o[27] + coriolis_jacobians_spatial_o[25];
        coriolis_jacobians_spatial_o[38] = -(coriolis_jacobians_spatial_o[72]);
        coriolis_jacobians_spatial_o[27] = coriolis_jacobians_spatial_o[24]
            + coriolis_jacobians_spatial_t[112]
            + coriolis_jacobians_spatial_o[38];
        coriolis_jacobians_spatial_o[25] = -(coriolis_jacobians_spatial_o[27]);
        coriolis_jacobians_spatial_o[24] =
            coriolis_jacobians_spatial_t[119] + coriolis_jacobians_spatial_o[25];
        coriolis_jacobians_spatial_o[38] =
            coriolis_jacobians_spatial_t[81] * coriolis_jacobians_spatial_o[32];
        coriolis_jacobians_spatial_o[27] =
            coriolis_jacobians_spatial_o[95] * coriolis_jacobians_spatial_t[111];
        coriolis_jacobians_spatial_t[119] =
            coriolis_jacobians_spatial_t[38] + coriolis_jacobians_spatial_o[27];
        coriolis_jacobians_spatial_o[25] = -(coriolis_jacobians_spatial_t[119]);
        coriolis_jacobians_spatial_o[32] =
            coriolis_jacobians_spatial_o[38] + coriolis_jacobians_spatial_o[25];
        coriolis_jacobians_spatial_t[111] = -(coriolis_jacobians_spatial_o[32]);
        coriolis_jacobians_spatial_t[38] = coriolis_jacobians_spatial_o[43]
            + coriolis_jacobians_spatial_o[72]
            + coriolis_jacobians_spatial_t[111];
        coriolis_jacobians_spatial_o[27] = -(coriolis_jacobians_spatial_t[38]);
        coriolis_jacobians_spatial_o[25] =
            coriolis_jacobians_spatial_o[44] + coriolis_jacobians_spatial_o[27];
        coriolis_jacobians_spatial_o[43] =
            coriolis_jacobians_spatial_t[81] * coriolis_jacobians_spatial_t[42];
        coriolis_jacobians_spatial_t[111] =
            coriolis_jacobians_spatial_o[95] * coriolis_jacobians_spatial_t[116];
        coriolis_jacobians_spatial_t[38] =
            coriolis_jacobians_spatial_o[34] + coriolis_jacobians_spatial_t[111];
        coriolis_jacobians_spatial_o[27] = -(coriolis_jacobians_spatial_t[38]);
        coriolis_jacobians_spatial_o[44] =
            coriolis_jacobians_spatial_o[43] + coriolis_jacobians_spatial_o[27];
        coriolis_jacobians_spatial_t[111] =
            coriolis_jacobians_spatial_t[119] + coriolis_jacobians_spatial_o[44];
        coriolis_jacobians_spatial_o[27] = -(coriolis_jacobians_spatial_t[111]);
        coriolis_jacobians_spatial_t[119] = coriolis_jacobians_spatial_o[26]
            + coriolis_jacobians_spatial_o[38]
            + coriolis_jacobians_spatial_o[27];
        coriolis_jacobians_spatial_o[27] = -(coriolis_jacobians_spatial_t[119]);
        coriolis_jacobians_spatial_o[26] =
            coriolis_jacobians_spatial_o[86] + coriolis_jacobians_spatial_o[27];
        coriolis_jacobians_spatial_t[119] =
            coriolis_jacobians_spatial_o[41] + coriolis_jacobians_spatial_o[44];
        coriolis_jacobians_spatial_o[86] = -(coriolis_jacobians_spatial_t[119]);
        coriolis_jacobians_spatial_o[27] =
            coriolis_jacobians_spatial_o[28] + coriolis_jacobians_spatial_o[86];
        coriolis_jacobians_spatial_o[41] =
            coriolis_jacobians_spatial_o[35] * coriolis_jacobians_spatial_t[109];
        coriolis_jacobians_spatial_o[44] = (-0.9) * coriolis_jacobians_spatial_o[89];
        coriolis_jacobians_spatial_t[119] =
            coriolis_jacobians_spatial_o[62] + coriolis_jacobians_spatial_o[44];
        coriolis_jacobians_spatial_o[28] =
            coriolis_jacobians_spatial_o[36] * coriolis_jacobians_spatial_t[119];
        coriolis_jacobians_spatial_o[86] = -(coriolis_jacobians_spatial_o[68]);
        coriolis_jacobians_spatial_o[44] =
            coriolis_jacobians_spatial_o[41] + coriolis_jacobians_spatial_o[28];
        coriolis_jacobians_spatial_o[28] =
            coriolis_jacobians_spatial_o[86] + coriolis_jacobians_spatial_o[44];
        coriolis_jacobians_spatial_o[41] =
            coriolis_jacobians_spatial_o[45] * coriolis_jacobians_spatial_t[119];
        coriolis_jacobians_spatial_o[86] = -(coriolis_jacobians_spatial_o[77]);
        coriolis_jacobians_spatial_o[29] = 0.9 * coriolis_jacobians_spatial_t[84];
        coriolis_jacobians_spatial_o[86] =
            coriolis_jacobians_spatial_o[86] + coriolis_jacobians_spatial_o[29];
        coriolis_jacobians_spatial_o[29] =
            coriolis_jacobians_spatial_o[55] * coriolis_jacobians_spatial_o[86];
        coriolis_jacobians_spatial_o[30] =
            coriolis_jacobians_spatial_o[87] * coriolis_jacobians_spatial_o[81];
        coriolis_jacobians_spatial_o[31] =
            coriolis_jacobians_spatial_t[14] * coriolis_jacobians_spatial_t[109];
        coriolis_jacobians_spatial_o[30] =
            coriolis_jacobians_spatial_o[30] + coriolis_jacobians_spatial_o[31];
        coriolis_jacobians_spatial_o[31] =
            coriolis_jacobians_spatial_o[41] + coriolis_jacobians_spatial_o[29];
        coriolis_jacobians_spatial_o[41] =
            coriolis_jacobians_spatial_o[30] + coriolis_jacobians_spatial_o[31];
        coriolis_jacobians_spatial_o[29] = -(coriolis_jacobians_spatial_o[41]);
        coriolis_jacobians_spatial_o[30] = coriolis_jacobians_spatial_o[49]
            + coriolis_jacobians_spatial_o[44]
            + coriolis_jacobians_spatial_o[29];
        coriolis_jacobians_spatial_o[31] = -(coriolis_jacobians_spatial_o[30]);
        coriolis_jacobians_spatial_o[29] =
            coriolis_jacobians_spatial_o[68] + coriolis_jacobians_spatial_o[31];
        coriolis_jacobians_spatial_o[30] =
            coriolis_jacobians_spatial_t[24] * coriolis_jacobians_spatial_o[81];
        coriolis_jacobians_spatial_o[68] =
            coriolis_jacobians_spatial_o[97] * coriolis_jacobians_spatial_t[109];
        coriolis_jacobians_spatial_o[31] =
            coriolis_jacobians_spatial_o[37] * coriolis_jacobians_spatial_t[119];
        coriolis_jacobians_spatial_t[140] =
            coriolis_jacobians_spatial_o[47] * coriolis_jacobians_spatial_o[86];
        coriolis_jacobians_spatial_o[31] =
            coriolis_jacobians_spatial_o[31] + coriolis_jacobians_spatial_t[140];
        coriolis_jacobians_spatial_t[140] =
            coriolis_jacobians_spatial_o[30] + coriolis_jacobians_spatial_o[68];
        coriolis_jacobians_spatial_o[68] =
            coriolis_jacobians_spatial_o[31] + coriolis_jacobians_spatial_t[140];
        coriolis_jacobians_spatial_o[30] = -(coriolis_jacobians_spatial_o[68]);
        coriolis_jacobians_spatial_o[31] = coriolis_jacobians_spatial_t[112]
            + coriolis_jacobians_spatial_o[41]
            + coriolis_jacobians_spatial_o[30];
        coriolis_jacobians_spatial_t[140] = -(coriolis_jacobians_spatial_o[31]);
        coriolis_jacobians_spatial_o[30] =
            coriolis_jacobians_spatial_o[49] + coriolis_jacobians_spatial_t[140];
        coriolis_jacobians_spatial_o[31] =
            coriolis_jacobians_spatial_t[34] * coriolis_jacobians_spatial_o[81];
        coriolis_jacobians_spatial_o[49] =
            coriolis_jacobians_spatial_o[88] * coriolis_jacobians_spatial_t[109];
        coriolis_jacobians_spatial_t[140] =
            coriolis_jacobians_spatial_o[48] * coriolis_jacobians_spatial_t[119];
        coriolis_jacobians_spatial_o[33] =
            coriolis_jacobians_spatial_o[74] * coriolis_jacobians_spatial_o[86];
        coriolis_jacobians_spatial_t[140] =
            coriolis_jacobians_spatial_t[140] + coriolis_jacobians_spatial_o[33];
        coriolis_jacobians_spatial_o[33] =
            coriolis_jacobians_spatial_o[31] + coriolis_jacobians_spatial_o[49];
        coriolis_jacobians_spatial_o[49] =
            coriolis_jacobians_spatial_t[140] + coriolis_jacobians_spatial_o[33];
        coriolis_jacobians_spatial_o[31] = -(coriolis_jacobians_spatial_o[49]);
        coriolis_jacobians_spatial_t[140] = coriolis_jacobians_spatial_o[72]
            + coriolis_jacobians_spatial_o[68]
            + coriolis_jacobians_spatial_o[31];
        coriolis_jacobians_spatial_o[33] = -(coriolis_jacobians_spatial_t[140]);
        coriolis_jacobians_spatial_o[31] =
            coriolis_jacobians_spatial_t[112] + coriolis_jacobians_spatial_o[33];
        coriolis_jacobians_spatial_t[140] =
            coriolis_jacobians_spatial_t[73] * coriolis_jacobians_spatial_t[119];
        coriolis_jacobians_spatial_t[112] =
            coriolis_jacobians_spatial_o[46] * coriolis_jacobians_spatial_o[86];
        coriolis_jacobians_spatial_o[33] =
            coriolis_jacobians_spatial_t[140] + coriolis_jacobians_spatial_t[112];
        coriolis_jacobians_spatial_t[112] =
            coriolis_jacobians_spatial_o[42] + coriolis_jacobians_spatial_o[33];
        coriolis_jacobians_spatial_t[140] = -(coriolis_jacobians_spatial_t[112]);
        coriolis_jacobians_spatial_o[42] = coriolis_jacobians_spatial_o[32]
            + coriolis_jacobians_spatial_o[49]
            + coriolis_jacobians_spatial_t[140];
        coriolis_jacobians_spatial_o[33] = -(coriolis_jacobians_spatial_o[42]);
        coriolis_jacobians_spatial_o[32] =
            coriolis_jacobians_spatial_o[72] + coriolis_jacobians_spatial_o[33];
        coriolis_jacobians_spatial_t[140] =
            coriolis_jacobians_spatial_t[84] * coriolis_jacobians_spatial_t[42];
        coriolis_jacobians_spatial_o[42] =
            coriolis_jacobians_spatial_o[89] * coriolis_jacobians_spatial_t[116];
        coriolis_jacobians_spatial_o[72] =
            coriolis_jacobians_spatial_o[34] + coriolis_jacobians_spatial_o[42];
        coriolis_jacobians_spatial_o[33] = -(coriolis_jacobians_spatial_o[72]);
        coriolis_jacobians_spatial_t[42] =
            coriolis_jacobians_spatial_t[140] + coriolis_jacobians_spatial_o[33];
        coriolis_jacobians_spatial_t[116] = -(coriolis_jacobians_spatial_t[42]);
        coriolis_jacobians_spatial_o[34] = coriolis_jacobians_spatial_t[111]
            + coriolis_jacobians_spatial_t[112]
            + coriolis_jacobians_spatial_t[116];
        coriolis_jacobians_spatial_o[42] = -(coriolis_jacobians_spatial_o[34]);
        coriolis_jacobians_spatial_o[33] =
            coriolis_jacobians_spatial_o[38] + coriolis_jacobians_spatial_o[42];
        coriolis_jacobians_spatial_t[111] =
            coriolis_jacobians_spatial_t[38] + coriolis_jacobians_spatial_t[42];
        coriolis_jacobians_spatial_t[116] = -(coriolis_jacobians_spatial_t[111]);
        coriolis_jacobians_spatial_o[34] =
            coriolis_jacobians_spatial_o[43] + coriolis_jacobians_spatial_t[116];
        coriolis_jacobians_spatial_o[42] =
            coriolis_jacobians_spatial_o[35] * coriolis_jacobians_spatial_t[114];
        coriolis_jacobians_spatial_o[38] = (-0.4) * coriolis_jacobians_spatial_t[50];
        coriolis_jacobians_spatial_t[38] =
            coriolis_jacobians_spatial_o[57] + coriolis_jacobians_spatial_o[38];
        coriolis_jacobians_spatial_t[111] =
            coriolis_jacobians_spatial_o[36] * coriolis_jacobians_spatial_t[38];
        coriolis_jacobians_spatial_o[43] = -(coriolis_jacobians_spatial_o[44]);
        coriolis_jacobians_spatial_t[116] =
            coriolis_jacobians_spatial_o[42] + coriolis_jacobians_spatial_t[111];
        coriolis_jacobians_spatial_o[35] =
            coriolis_jacobians_spatial_o[43] + coriolis_jacobians_spatial_t[116];
        coriolis_jacobians_spatial_o[38] =
            coriolis_jacobians_spatial_o[45] * coriolis_jacobians_spatial_t[38];
        coriolis_jacobians_spatial_o[36] = -(coriolis_jacobians_spatial_o[58]);
        coriolis_jacobians_spatial_t[111] =
            coriolis_jacobians_spatial_o[39] + coriolis_jacobians_spatial_o[36];
        coriolis_jacobians_spatial_o[42] =
            coriolis_jacobians_spatial_o[55] * coriolis_jacobians_spatial_t[111];
        coriolis_jacobians_spatial_o[43] =
            coriolis_jacobians_spatial_o[87] * coriolis_jacobians_spatial_t[108];
        coriolis_jacobians_spatial_o[45] =
            coriolis_jacobians_spatial_t[14] * coriolis_jacobians_spatial_t[114];
        coriolis_jacobians_spatial_o[36] =
            coriolis_jacobians_spatial_o[43] + coriolis_jacobians_spatial_o[45];
        coriolis_jacobians_spatial_o[39] =
            coriolis_jacobians_spatial_o[38] + coriolis_jacobians_spatial_o[42];
        coriolis_jacobians_spatial_o[55] =
            coriolis_jacobians_spatial_o[36] + coriolis_jacobians_spatial_o[39];
        coriolis_jacobians_spatial_o[45] = -(coriolis_jacobians_spatial_o[55]);
        coriolis_jacobians_spatial_o[43] =
            coriolis_jacobians_spatial_t[116] + coriolis_jacobians_spatial_o[45];
        coriolis_jacobians_spatial_o[42] =
            coriolis_jacobians_spatial_o[41] + coriolis_jacobians_spatial_o[43];
        coriolis_jacobians_spatial_o[38] = -(coriolis_jacobians_spatial_o[42]);
        coriolis_jacobians_spatial_o[36] =
            coriolis_jacobians_spatial_o[44] + coriolis_jacobians_spatial_o[38];
        coriolis_jacobians_spatial_o[39] =
            coriolis_jacobians_spatial_t[24] * coriolis_jacobians_spatial_t[108];
        coriolis_jacobians_spatial_o[45] =
            coriolis_jacobians_spatial_o[97] * coriolis_jacobians_spatial_t[114];
        coriolis_jacobians_spatial_o[42] =
            coriolis_jacobians_spatial_o[37] * coriolis_jacobians_spatial_t[38];
        coriolis_jacobians_spatial_o[44] =
            coriolis_jacobians_spatial_o[47] * coriolis_jacobians_spatial_t[111];
        coriolis_jacobians_spatial_o[38] =
            coriolis_jacobians_spatial_o[42] + coriolis_jacobians_spatial_o[44];
        coriolis_jacobians_spatial_o[37] =
            coriolis_jacobians_spatial_o[39] + coriolis_jacobians_spatial_o[45];
        coriolis_jacobians_spatial_o[47] =
            coriolis_jacobians_spatial_o[38] + coriolis_jacobians_spatial_o[37];
        coriolis_jacobians_spatial_o[42] = -(coriolis_jacobians_spatial_o[47]);
        coriolis_jacobians_spatial_o[44] =
            coriolis_jacobians_spatial_o[55] + coriolis_jacobians_spatial_o[42];
        coriolis_jacobians_spatial_o[45] =
            coriolis_jacobians_spatial_o[68] + coriolis_jacobians_spatial_o[44];
        coriolis_jacobians_spatial_o[39] = -(coriolis_jacobians_spatial_o[45]);
        coriolis_jacobians_spatial_o[37] =
            coriolis_jacobians_spatial_o[41] + coriolis_jacobians_spatial_o[39];
        coriolis_jacobians_spatial_o[38] =
            coriolis_jacobians_spatial_t[34] * coriolis_jacobians_spatial_t[108];
        coriolis_jacobians_spatial_o[55] =
            coriolis_jacobians_spatial_o[88] * coriolis_jacobians_spatial_t[114];
        coriolis_jacobians_spatial_o[42] =
            coriolis_jacobians_spatial_o[48] * coriolis_jacobians_spatial_t[38];
        coriolis_jacobians_spatial_o[45] =
            coriolis_jacobians_spatial_o[74] * coriolis_jacobians_spatial_t[111];
        coriolis_jacobians_spatial_o[39] =
            coriolis_jacobians_spatial_o[42] + coriolis_jacobians_spatial_o[45];
        coriolis_jacobians_spatial_o[41] =
            coriolis_jacobians_spatial_o[38] + coriolis_jacobians_spatial_o[55];
        coriolis_jacobians_spatial_o[48] =
            coriolis_jacobians_spatial_o[39] + coriolis_jacobians_spatial_o[41];
        coriolis_jacobians_spatial_o[74] = -(coriolis_jacobians_spatial_o[48]);
        coriolis_jacobians_spatial_o[45] =
            coriolis_jacobians_spatial_o[47] + coriolis_jacobians_spatial_o[74];
        coriolis_jacobians_spatial_o[42] =
            coriolis_jacobians_spatial_o[49] + coriolis_jacobians_spatial_o[45];
        coriolis_jacobians_spatial_o[55] = -(coriolis_jacobians_spatial_o[42]);
        coriolis_jacobians_spatial_o[38] =
            coriolis_jacobians_spatial_o[68] + coriolis_jacobians_spatial_o[55];
        coriolis_jacobians_spatial_o[39] =
            coriolis_jacobians_spatial_t[45] * coriolis_jacobians_spatial_t[108];
        coriolis_jacobians_spatial_o[41] =
            coriolis_jacobians_spatial_o[90] * coriolis_jacobians_spatial_t[114];
        coriolis_jacobians_spatial_o[47] =
            coriolis_jacobians_spatial_t[73] * coriolis_jacobians_spatial_t[38];
        coriolis_jacobians_spatial_o[74] =
            coriolis_jacobians_spatial_o[46] * coriolis_jacobians_spatial_t[111];
        coriolis_jacobians_spatial_o[42] =
            coriolis_jacobians_spatial_o[47] + coriolis_jacobians_spatial_o[74];
        coriolis_jacobians_spatial_o[55] =
            coriolis_jacobians_spatial_o[39] + coriolis_jacobians_spatial_o[41];
        coriolis_jacobians_spatial_o[68] =
            coriolis_jacobians_spatial_o[42] + coriolis_jacobians_spatial_o[55];
        coriolis_jacobians_spatial_t[73] = -(coriolis_jacobians_spatial_o[68]);
        coriolis_jacobians_spatial_o[46] =
            coriolis_jacobians_spatial_o[48] + coriolis_jacobians_spatial_t[73];
        coriolis_jacobians_spatial_o[47] =
            coriolis_jacobians_spatial_t[112] + coriolis_jacobians_spatial_o[46];
        coriolis_jacobians_spatial_o[74] = -(coriolis_jacobians_spatial_o[47]);
        coriolis_jacobians_spatial_o[39] =
            coriolis_jacobians_spatial_o[49] + coriolis_jacobians_spatial_o[74];
        coriolis_jacobians_spatial_o[41] =
            coriolis_jacobians_spatial_o[40] * coriolis_jacobians_spatial_t[38];
        coriolis_jacobians_spatial_o[55] =
            coriolis_jacobians_spatial_o[92] * coriolis_jacobians_spatial_t[111];
        coriolis_jacobians_spatial_o[42] =
            coriolis_jacobians_spatial_o[41] + coriolis_jacobians_spatial_o[55];
        coriolis_jacobians_spatial_o[48] =
            coriolis_jacobians_spatial_o[85] + coriolis_jacobians_spatial_o[42];
        coriolis_jacobians_spatial_t[73] = -(coriolis_jacobians_spatial_o[48]);
        coriolis_jacobians_spatial_o[47] =
            coriolis_jacobians_spatial_o[68] + coriolis_jacobians_spatial_t[73];
        coriolis_jacobians_spatial_o[74] =
            coriolis_jacobians_spatial_t[42] + coriolis_jacobians_spatial_o[47];
        coriolis_jacobians_spatial_o[49] = -(coriolis_jacobians_spatial_o[74]);
        coriolis_jacobians_spatial_o[40] =
            coriolis_jacobians_spatial_t[112] + coriolis_jacobians_spatial_o[49];
        coriolis_jacobians_spatial_o[92] =
            coriolis_jacobians_spatial_o[72] + coriolis_jacobians_spatial_o[48];
        coriolis_jacobians_spatial_o[55] = -(coriolis_jacobians_spatial_o[92]);
        coriolis_jacobians_spatial_o[41] =
            coriolis_jacobians_spatial_t[140] + coriolis_jacobians_spatial_o[55];
        coriolis_jacobians_spatial_o[42] = -(coriolis_jacobians_spatial_t[116]);
        coriolis_jacobians_spatial_o[85] = 0.324 * coriolis_jacobians_spatial_o[75];
        coriolis_jacobians_spatial_t[73] =
            coriolis_jacobians_spatial_o[67] + coriolis_jacobians_spatial_o[85];
        coriolis_jacobians_spatial_o[68] = qd0 * (-0.8) * coriolis_jacobians_spatial_t[73];
        coriolis_jacobians_spatial_t[42] =
            coriolis_jacobians_spatial_o[80] * coriolis_jacobians_spatial_o[76];
        coriolis_jacobians_spatial_o[74] =
            coriolis_jacobians_spatial_t[7] * coriolis_jacobians_spatial_o[70];
        coriolis_jacobians_spatial_o[49] =
            coriolis_jacobians_spatial_t[42] + coriolis_jacobians_spatial_o[74];
        coriolis_jacobians_spatial_t[112] = 2.0 * coriolis_jacobians_spatial_o[49];
        coriolis_jacobians_spatial_o[72] =
            coriolis_jacobians_spatial_t[17] * coriolis_jacobians_spatial_o[82];
        coriolis_jacobians_spatial_o[92] =
            coriolis_jacobians_spatial_t[20] * coriolis_jacobians_spatial_o[53];
        coriolis_jacobians_spatial_o[55] =
            coriolis_jacobians_spatial_o[72] + coriolis_jacobians_spatial_o[92];
        coriolis_jacobians_spatial_t[140] = 2.0 * coriolis_jacobians_spatial_o[55];
        coriolis_jacobians_spatial_t[116] =
            coriolis_jacobians_spatial_t[27] * coriolis_jacobians_spatial_o[51];
        coriolis_jacobians_spatial_o[85] =
            coriolis_jacobians_spatial_t[30] * coriolis_jacobians_spatial_o[93];
        coriolis_jacobians_spatial_o[80] =
            coriolis_jacobians_spatial_t[116] + coriolis_jacobians_spatial_o[85];
        coriolis_jacobians_spatial_o[76] = 2.0 * coriolis_jacobians_spatial_o[80];
        coriolis_jacobians_spatial_t[7] =
            coriolis_jacobians_spatial_t[37] * coriolis_jacobians_spatial_t[33];
        coriolis_jacobians_spatial_o[70] =
            coriolis_jacobians_spatial_t[40] * coriolis_jacobians_spatial_o[84];
        coriolis_jacobians_spatial_o[74] =
            coriolis_jacobians_spatial_t[7] + coriolis_jacobians_spatial_o[70];
        coriolis_jacobians_spatial_t[42] = 2.0 * coriolis_jacobians_spatial_o[74];
        coriolis_jacobians_spatial_o[49] =
            coriolis_jacobians_spatial_o[52] * coriolis_jacobians_spatial_o[58];
        coriolis_jacobians_spatial_o[82] =
            coriolis_jacobians_spatial_o[57] * coriolis_jacobians_spatial_o[83];
        coriolis_jacobians_spatial_t[17] =
            coriolis_jacobians_spatial_o[49] + coriolis_jacobians_spatial_o[82];
        coriolis_jacobians_spatial_t[20] = 2.0 * coriolis_jacobians_spatial_t[17];
        coriolis_jacobians_spatial_o[53] =
            coriolis_jacobians_spatial_t[42] + coriolis_jacobians_spatial_t[20];
        coriolis_jacobians_spatial_o[92] =
            coriolis_jacobians_spatial_o[76] + coriolis_jacobians_spatial_o[53];
        coriolis_jacobians_spatial_o[72] =
            coriolis_jacobians_spatial_t[140] + coriolis_jacobians_spatial_o[92];
        coriolis_jacobians_spatial_o[55] =
            coriolis_jacobians_spatial_t[112] + coriolis_jacobians_spatial_o[72];
        coriolis_jacobians_spatial_t[27] =
            (-0.2592) * coriolis_jacobians_spatial_o[91] * coriolis_jacobians_spatial_o[75];
        coriolis_jacobians_spatial_o[51] =
            coriolis_jacobians_spatial_o[55] + coriolis_jacobians_spatial_t[27];
        coriolis_jacobians_spatial_t[30] = 0.324 * coriolis_jacobians_spatial_o[66];
        coriolis_jacobians_spatial_o[93] =
            coriolis_jacobians_spatial_t[65] + coriolis_jacobians_spatial_t[30];
        coriolis_jacobians_spatial_t[116] = -(coriolis_jacobians_spatial_o[93]);
        coriolis_jacobians_spatial_o[85] =
            coriolis_jacobians_spatial_o[93] + coriolis_jacobians_spatial_t[116];
        coriolis_jacobians_spatial_o[80] = (-0.4) * coriolis_jacobians_spatial_o[85];
        coriolis_jacobians_spatial_t[33] = qd0 * 0.8;
        coriolis_jacobians_spatial_t[37] =
            coriolis_jacobians_spatial_t[73] * coriolis_jacobians_spatial_t[33];
        coriolis_jacobians_spatial_t[40] = (-0.8) * coriolis_jacobians_spatial_o[93];
        coriolis_jacobians_spatial_o[84] = -(coriolis_jacobians_spatial_o[51]);
        coriolis_jacobians_spatial_t[7] =
            coriolis_jacobians_spatial_o[93] + coriolis_jacobians_spatial_o[93];
        coriolis_jacobians_spatial_o[70] = 0.4 * coriolis_jacobians_spatial_t[7];
        coriolis_jacobians_spatial_o[74] =
            coriolis_jacobians_spatial_o[84] + coriolis_jacobians_spatial_o[70];
        coriolis_jacobians_spatial_o[52] = coriolis_jacobians_spatial_t[37]
            + coriolis_jacobians_spatial_t[40]
            + coriolis_jacobians_spatial_o[74];
        coriolis_jacobians_spatial_o[83] =
            coriolis_jacobians_spatial_o[68] + coriolis_jacobians_spatial_o[80];
        coriolis_jacobians_spatial_o[82] =
            coriolis_jacobians_spatial_o[52] + coriolis_jacobians_spatial_o[83];
        coriolis_jacobians_spatial_o[49] =
            coriolis_jacobians_spatial_o[51] + coriolis_jacobians_spatial_o[82];
        coriolis_jacobians_spatial_t[17] =
            (-0.72) * coriolis_jacobians_spatial_o[75] * coriolis_jacobians_spatial_o[50];
        coriolis_jacobians_spatial_t[42] =
            coriolis_jacobians_spatial_o[50] + coriolis_jacobians_spatial_o[50];
        coriolis_jacobians_spatial_o[76] =
            coriolis_jacobians_spatial_t[67] * coriolis_jacobians_spatial_t[42];
        coriolis_jacobians_spatial_t[140] = -(coriolis_jacobians_spatial_o[55]);
        coriolis_jacobians_spatial_t[112] =
            coriolis_jacobians_spatial_t[65] + coriolis_jacobians_spatial_t[65];
        coriolis_jacobians_spatial_o[91] =
            coriolis_jacobians_spatial_o[94] * coriolis_jacobians_spatial_t[112];
        coriolis_jacobians_spatial_t[27] = coriolis_jacobians_spatial_o[76]
            + coriolis_jacobians_spatial_t[140]
            + coriolis_jacobians_spatial_o[91];
        coriolis_jacobians_spatial_o[66] =
            2.0 * coriolis_jacobians_spatial_t[14] * coriolis_jacobians_spatial_o[67];
        coriolis_jacobians_spatial_t[30] =
            coriolis_jacobians_spatial_o[94] * coriolis_jacobians_spatial_t[65];
        coriolis_jacobians_spatial_t[116] =
            coriolis_jacobians_spatial_t[64] * coriolis_jacobians_spatial_o[87];
        coriolis_jacobians_spatial_o[85] =
            coriolis_jacobians_spatial_t[30] + coriolis_jacobians_spatial_t[116];
        coriolis_jacobians_spatial_t[73] = (-2.0) * coriolis_jacobians_spatial_o[85];
        coriolis_jacobians_spatial_o[93] = coriolis_jacobians_spatial_t[17]
            + coriolis_jacobians_spatial_t[27]
            + coriolis_jacobians_spatial_o[66]
            + coriolis_jacobians_spatial_t[73];
        coriolis_jacobians_spatial_t[7] = -(coriolis_jacobians_spatial_o[93]);
        coriolis_jacobians_spatial_o[70] = 2.0 * coriolis_jacobians_spatial_t[65];
        coriolis_jacobians_spatial_o[84] = 6.0 * coriolis_jacobians_spatial_o[87];
        coriolis_jacobians_spatial_t[37] = coriolis_jacobians_spatial_t[93]
            + coriolis_jacobians_spatial_o[70]
            + coriolis_jacobians_spatial_o[84];
        coriolis_jacobians_spatial_t[40] = (-0.4) * coriolis_jacobians_spatial_t[37];
        coriolis_jacobians_spatial_o[80] =
            coriolis_jacobians_spatial_t[7] + coriolis_jacobians_spatial_t[40];
        coriolis_jacobians_spatial_o[68] =
            coriolis_jacobians_spatial_o[74] + coriolis_jacobians_spatial_o[80];
        coriolis_jacobians_spatial_o[52] = -(coriolis_jacobians_spatial_o[68]);
        coriolis_jacobians_spatial_o[51] =
            coriolis_jacobians_spatial_o[82] + coriolis_jacobians_spatial_o[52];
        coriolis_jacobians_spatial_o[75] = -(coriolis_jacobians_spatial_o[51]);
        coriolis_jacobians_spatial_o[50] =
            coriolis_jacobians_spatial_o[93] + coriolis_jacobians_spatial_o[75];
        coriolis_jacobians_spatial_t[42] =
            2.0 * coriolis_jacobians_spatial_o[97] * coriolis_jacobians_spatial_o[54];
        coriolis_jacobians_spatial_o[55] = -(coriolis_jacobians_spatial_o[72]);
        coriolis_jacobians_spatial_t[112] =
            coriolis_jacobians_spatial_o[61] + coriolis_jacobians_spatial_o[61];
        coriolis_jacobians_spatial_o[91] =
            coriolis_jacobians_spatial_t[78] * coriolis_jacobians_spatial_t[112];
        coriolis_jacobians_spatial_o[76] =
            coriolis_jacobians_spatial_o[78] + coriolis_jacobians_spatial_o[78];
        coriolis_jacobians_spatial_t[140] =
            coriolis_jacobians_spatial_t[19] * coriolis_jacobians_spatial_o[76];
        coriolis_jacobians_spatial_o[67] = coriolis_jacobians_spatial_o[55]
            + coriolis_jacobians_spatial_o[91]
            + coriolis_jacobians_spatial_t[140];
        coriolis_jacobians_spatial_t[64] =
            coriolis_jacobians_spatial_o[56] * coriolis_jacobians_spatial_t[24];
        coriolis_jacobians_spatial_t[30] =
            coriolis_jacobians_spatial_o[61] * coriolis_jacobians_spatial_t[78];
        coriolis_jacobians_spatial_t[116] =
            coriolis_jacobians_spatial_t[19] * coriolis_jacobians_spatial_o[78];
        coriolis_jacobians_spatial_o[85] = coriolis_jacobians_spatial_t[64]
            + coriolis_jacobians_spatial_t[30]
            + coriolis_jacobians_spatial_t[116];
        coriolis_jacobians_spatial_o[66] = (-2.0) * coriolis_jacobians_spatial_o[85];
        coriolis_jacobians_spatial_t[17] = coriolis_jacobians_spatial_t[42]
            + coriolis_jacobians_spatial_o[67]
            + coriolis_jacobians_spatial_o[66];
        coriolis_jacobians_spatial_t[73] = -(coriolis_jacobians_spatial_t[17]);
        coriolis_jacobians_spatial_t[65] = 4.4 * coriolis_jacobians_spatial_t[24];
        coriolis_jacobians_spatial_o[70] = 2.0 * coriolis_jacobians_spatial_o[78];
        coriolis_jacobians_spatial_o[84] = coriolis_jacobians_spatial_o[65]
            + coriolis_jacobians_spatial_t[65]
            + coriolis_jacobians_spatial_o[70];
        coriolis_jacobians_spatial_t[37] = (-0.4) * coriolis_jacobians_spatial_o[84];
        coriolis_jacobians_spatial_t[7] =
            coriolis_jacobians_spatial_t[73] + coriolis_jacobians_spatial_t[37];
        coriolis_jacobians_spatial_o[80] =
            coriolis_jacobians_spatial_o[93] + coriolis_jacobians_spatial_t[7];
        coriolis_jacobians_spatial_o[74] = -(coriolis_jacobians_spatial_o[80]);
        coriolis_jacobians_spatial_o[82] = coriolis_jacobians_spatial_o[93]
            + coriolis_jacobians_spatial_t[40]
            + coriolis_jacobians_spatial_o[74];
        coriolis_jacobians_spatial_o[52] = -(coriolis_jacobians_spatial_o[82]);
        coriolis_jacobians_spatial_o[51] =
            coriolis_jacobians_spatial_t[17] + coriolis_jacobians_spatial_o[52];
        coriolis_jacobians_spatial_o[75] =
            2.0 * coriolis_jacobians_spatial_o[88] * coriolis_jacobians_spatial_t[89];
        coriolis_jacobians_spatial_o[54] = -(coriolis_jacobians_spatial_o[92]);
        coriolis_jacobians_spatial_o[72] =
            coriolis_jacobians_spatial_t[48] + coriolis_jacobians_spatial_t[48];
        coriolis_jacobians_spatial_t[112] =
            coriolis_jacobians_spatial_t[81] * coriolis_jacobians_spatial_o[72];
        coriolis_jacobians_spatial_o[76] =
            coriolis_jacobians_spatial_o[60] + coriolis_jacobians_spatial_o[60];
        coriolis_jacobians_spatial_o[55] =
            coriolis_jacobians_spatial_o[95] * coriolis_jacobians_spatial_o[76];
        coriolis_jacobians_spatial_o[91] = coriolis_jacobians_spatial_o[54]
            + coriolis_jacobians_spatial_t[112]
            + coriolis_jacobians_spatial_o[55];
        coriolis_jacobians_spatial_t[140] =
            coriolis_jacobians_spatial_t[62] * coriolis_jacobians_spatial_t[34];
        coriolis_jacobians_spatial_o[56] =
            coriolis_jacobians_spatial_t[48] * coriolis_jacobians_spatial_t[81];
        coriolis_jacobians_spatial_t[30] =
            coriolis_jacobians_spatial_o[95] * coriolis_jacobians_spatial_o[60];
        coriolis_jacobians_spatial_t[64] = coriolis_jacobians_spatial_t[140]
            + coriolis_jacobians_spatial_o[56]
            + coriolis_jacobians_spatial_t[30];
        coriolis_jacobians_spatial_t[116] = (-2.0) * coriolis_jacobians_spatial_t[64];
        coriolis_jacobians_spatial_o[85] = coriolis_jacobians_spatial_o[75]
            + coriolis_jacobians_spatial_o[91]
            + coriolis_jacobians_spatial_t[116];
        coriolis_jacobians_spatial_o[66] = -(coriolis_jacobians_spatial_o[85]);
        coriolis_jacobians_spatial_t[42] = 3.0 * coriolis_jacobians_spatial_t[34];
        coriolis_jacobians_spatial_o[78] = 2.0 * coriolis_jacobians_spatial_o[60];
        coriolis_jacobians_spatial_o[70] = coriolis_jacobians_spatial_o[73]
            + coriolis_jacobians_spatial_t[42]
            + coriolis_jacobians_spatial_o[78];
        coriolis_jacobians_spatial_t[65] = (-0.4) * coriolis_jacobians_spatial_o[70];
        coriolis_jacobians_spatial_t[73] =
            coriolis_jacobians_spatial_o[66] + coriolis_jacobians_spatial_t[65];
        coriolis_jacobians_spatial_t[7] =
            coriolis_jacobians_spatial_t[17] + coriolis_jacobians_spatial_t[73];
        coriolis_jacobians_spatial_o[74] = -(coriolis_jacobians_spatial_t[7]);
        coriolis_jacobians_spatial_o[93] = coriolis_jacobians_spatial_t[17]
            + coriolis_jacobians_spatial_t[37]
            + coriolis_jacobians_spatial_o[74];
        coriolis_jacobians_spatial_o[82] = -(coriolis_jacobians_spatial_o[93]);
        coriolis_jacobians_spatial_o[52] =
            coriolis_jacobians_spatial_o[85] + coriolis_jacobians_spatial_o[82];
        coriolis_jacobians_spatial_t[89] =
            2.0 * coriolis_jacobians_spatial_o[90] * coriolis_jacobians_spatial_o[77];
        coriolis_jacobians_spatial_o[92] = -(coriolis_jacobians_spatial_o[53]);
        coriolis_jacobians_spatial_o[72] =
            coriolis_jacobians_spatial_t[44] + coriolis_jacobians_spatial_t[44];
        coriolis_jacobians_spatial_o[76] =
            coriolis_jacobians_spatial_t[84] * coriolis_jacobians_spatial_o[72];
        coriolis_jacobians_spatial_o[55] =
            coriolis_jacobians_spatial_o[96] + coriolis_jacobians_spatial_o[96];
        coriolis_jacobians_spatial_o[54] =
            coriolis_jacobians_spatial_o[89] * coriolis_jacobians_spatial_o[55];
        coriolis_jacobians_spatial_t[112] = coriolis_jacobians_spatial_o[92]
            + coriolis_jacobians_spatial_o[76]
            + coriolis_jacobians_spatial_o[54];
        coriolis_jacobians_spatial_t[62] =
            coriolis_jacobians_spatial_o[62] * coriolis_jacobians_spatial_t[45];
        coriolis_jacobians_spatial_t[30] =
            coriolis_jacobians_spatial_t[44] * coriolis_jacobians_spatial_t[84];
        coriolis_jacobians_spatial_o[56] =
            coriolis_jacobians_spatial_o[89] * coriolis_jacobians_spatial_o[96];
        coriolis_jacobians_spatial_t[140] = coriolis_jacobians_spatial_t[62]
            + coriolis_jacobians_spatial_t[30]
            + coriolis_jacobians_spatial_o[56];
        coriolis_jacobians_spatial_t[64] = (-2.0) * coriolis_jacobians_spatial_t[140];
        coriolis_jacobians_spatial_o[75] = coriolis_jacobians_spatial_t[89]
            + coriolis_jacobians_spatial_t[112]
            + coriolis_jacobians_spatial_t[64];
        coriolis_jacobians_spatial_t[116] = -(coriolis_jacobians_spatial_o[75]);
        coriolis_jacobians_spatial_o[60] = 1.8 * coriolis_jacobians_spatial_t[45];
        coriolis_jacobians_spatial_o[78] = 2.0 * coriolis_jacobians_spatial_o[96];
        coriolis_jacobians_spatial_t[42] = coriolis_jacobians_spatial_o[81]
            + coriolis_jacobians_spatial_o[60]
            + coriolis_jacobians_spatial_o[78];
        coriolis_jacobians_spatial_o[66] = (-0.4) * coriolis_jacobians_spatial_t[42];
        coriolis_jacobians_spatial_t[73] =
            coriolis_jacobians_spatial_t[116] + coriolis_jacobians_spatial_o[66];
        coriolis_jacobians_spatial_o[74] =
            coriolis_jacobians_spatial_o[85] + coriolis_jacobians_spatial_t[73];
        coriolis_jacobians_spatial_o[93] = -(coriolis_jacobians_spatial_o[74]);
        coriolis_jacobians_spatial_o[82] = coriolis_jacobians_spatial_o[85]
            + coriolis_jacobians_spatial_t[65]
            + coriolis_jacobians_spatial_o[93];
        coriolis_jacobians_spatial_o[77] = -(coriolis_jacobians_spatial_o[82]);
        coriolis_jacobians_spatial_o[53] =
            coriolis_jacobians_spatial_o[75] + coriolis_jacobians_spatial_o[77];
        coriolis_jacobians_spatial_o[72] =
            2.0 * coriolis_jacobians_spatial_t[75] * coriolis_jacobians_spatial_o[58];
        coriolis_jacobians_spatial_o[55] = -(coriolis_jacobians_spatial_t[20]);
        coriolis_jacobians_spatial_o[92] =
            coriolis_jacobians_spatial_o[64] + coriolis_jacobians_spatial_o[64];
        coriolis_jacobians_spatial_o[76] =
            coriolis_jacobians_spatial_t[87] * coriolis_jacobians_spatial_o[92];
        coriolis_jacobians_spatial_o[54] =
            coriolis_jacobians_spatial_o[59] + coriolis_jacobians_spatial_o[59];
        coriolis_jacobians_spatial_o[62] =
            coriolis_jacobians_spatial_t[50] * coriolis_jacobians_spatial_o[54];
        coriolis_jacobians_spatial_t[30] = coriolis_jacobians_spatial_o[55]
            + coriolis_jacobians_spatial_o[76]
            + coriolis_jacobians_spatial_o[62];
        coriolis_jacobians_spatial_t[62] =
            coriolis_jacobians_spatial_o[57] * coriolis_jacobians_spatial_t[9];
        coriolis_jacobians_spatial_o[56] =
            coriolis_jacobians_spatial_o[64] * coriolis_jacobians_spatial_t[87];
        coriolis_jacobians_spatial_t[140] =
            coriolis_jacobians_spatial_t[50] * coriolis_jacobians_spatial_o[59];
        coriolis_jacobians_spatial_t[64] = coriolis_jacobians_spatial_t[62]
            + coriolis_jacobians_spatial_o[56]
            + coriolis_jacobians_spatial_t[140];
        coriolis_jacobians_spatial_t[89] = (-2.0) * coriolis_jacobians_spatial_t[64];
        coriolis_jacobians_spatial_o[96] = coriolis_jacobians_spatial_o[72]
            + coriolis_jacobians_spatial_t[30]
            + coriolis_jacobians_spatial_t[89];
        coriolis_jacobians_spatial_o[78] = -(coriolis_jacobians_spatial_o[96]);
        coriolis_jacobians_spatial_o[60] = 0.8 * coriolis_jacobians_spatial_t[9];
        coriolis_jacobians_spatial_t[116] = 2.0 * coriolis_jacobians_spatial_o[59];
        coriolis_jacobians_spatial_t[73] = coriolis_jacobians_spatial_t[108]
            + coriolis_jacobians_spatial_o[60]
            + coriolis_jacobians_spatial_t[116];
        coriolis_jacobians_spatial_o[93] = (-0.4) * coriolis_jacobians_spatial_t[73];
        coriolis_jacobians_spatial_o[82] =
            coriolis_jacobians_spatial_o[78] + coriolis_jacobians_spatial_o[93];
        coriolis_jacobians_spatial_o[77] =
            coriolis_jacobians_spatial_o[75] + coriolis_jacobians_spatial_o[82];
        coriolis_jacobians_spatial_o[58] = -(coriolis_jacobians_spatial_o[77]);
        coriolis_jacobians_spatial_t[20] = coriolis_jacobians_spatial_o[75]
            + coriolis_jacobians_spatial_o[66]
            + coriolis_jacobians_spatial_o[58];
        coriolis_jacobians_spatial_o[92] = -(coriolis_jacobians_spatial_t[20]);
        coriolis_jacobians_spatial_o[54] =
            coriolis_jacobians_spatial_o[96] + coriolis_jacobians_spatial_o[92];
        coriolis_jacobians_spatial_o[55] = 0.4 * coriolis_jacobians_spatial_t[73];
        coriolis_jacobians_spatial_o[76] =
            coriolis_jacobians_spatial_t[123] * coriolis_jacobians_spatial_t[33];
        coriolis_jacobians_spatial_o[62] = (-0.4) * coriolis_jacobians_spatial_t[93];
        coriolis_jacobians_spatial_o[57] = -(coriolis_jacobians_spatial_o[83]);
        coriolis_jacobians_spatial_t[62] =
            coriolis_jacobians_spatial_o[76] + coriolis_jacobians_spatial_o[62];
        coriolis_jacobians_spatial_o[56] =
            coriolis_jacobians_spatial_o[57] + coriolis_jacobians_spatial_t[62];
        coriolis_jacobians_spatial_t[140] =
            coriolis_jacobians_spatial_t[67] * coriolis_jacobians_spatial_o[63];
        coriolis_jacobians_spatial_t[64] =
            coriolis_jacobians_spatial_o[94] * coriolis_jacobians_spatial_t[93];
        coriolis_jacobians_spatial_t[89] =
            coriolis_jacobians_spatial_t[27] + coriolis_jacobians_spatial_t[64];
        coriolis_jacobians_spatial_o[72] = -(coriolis_jacobians_spatial_t[89]);
        coriolis_jacobians_spatial_o[59] =
            coriolis_jacobians_spatial_o[87] * coriolis_jacobians_spatial_t[120];
        coriolis_jacobians_spatial_o[60] =
            coriolis_jacobians_spatial_t[14] * coriolis_jacobians_spatial_t[123];
        coriolis_jacobians_spatial_t[116] =
            coriolis_jacobians_spatial_o[59] + coriolis_jacobians_spatial_o[60];
        coriolis_jacobians_spatial_o[78] = 2.0 * coriolis_jacobians_spatial_t[116];
        coriolis_jacobians_spatial_o[82] =
            coriolis_jacobians_spatial_t[140] + coriolis_jacobians_spatial_o[78];
        coriolis_jacobians_spatial_o[58] =
            coriolis_jacobians_spatial_t[27] + coriolis_jacobians_spatial_o[72];
        coriolis_jacobians_spatial_t[20] =
            coriolis_jacobians_spatial_o[82] + coriolis_jacobians_spatial_o[58];
        coriolis_jacobians_spatial_o[92] = -(coriolis_jacobians_spatial_t[20]);
        coriolis_jacobians_spatial_o[76] = coriolis_jacobians_spatial_o[68]
            + coriolis_jacobians_spatial_t[62]
            + coriolis_jacobians_spatial_o[92];
        coriolis_jacobians_spatial_o[62] = -(coriolis_jacobians_spatial_o[76]);
        coriolis_jacobians_spatial_o[57] =
            coriolis_jacobians_spatial_o[83] + coriolis_jacobians_spatial_o[62];
        coriolis_jacobians_spatial_o[63] = 4.4 * coriolis_jacobians_spatial_o[97];
        coriolis_jacobians_spatial_t[93] = (-2.0) * coriolis_jacobians_spatial_o[61];
        coriolis_jacobians_spatial_t[64] = coriolis_jacobians_spatial_o[71]
            + coriolis_jacobians_spatial_o[63]
            + coriolis_jacobians_spatial_t[93];
        coriolis_jacobians_spatial_t[120] =
            coriolis_jacobians_spatial_t[67] * coriolis_jacobians_spatial_t[64];
        coriolis_jacobians_spatial_t[123] =
            coriolis_jacobians_spatial_o[94] * coriolis_jacobians_spatial_o[84];
        coriolis_jacobians_spatial_o[60] =
            coriolis_jacobians_spatial_t[17] + coriolis_jacobians_spatial_t[123];
        coriolis_jacobians_spatial_o[59] = -(coriolis_jacobians_spatial_o[60]);
        coriolis_jacobians_spatial_t[116] =
            coriolis_jacobians_spatial_t[120] + coriolis_jacobians_spatial_o[59];
        coriolis_jacobians_spatial_o[78] =
            coriolis_jacobians_spatial_t[89] + coriolis_jacobians_spatial_t[116];
        coriolis_jacobians_spatial_t[140] = -(coriolis_jacobians_spatial_o[78]);
        coriolis_jacobians_spatial_t[27] = coriolis_jacobians_spatial_o[80]
            + coriolis_jacobians_spatial_o[82]
            + coriolis_jacobians_spatial_t[140];
        coriolis_jacobians_spatial_o[72] = -(coriolis_jacobians_spatial_t[27]);
        coriolis_jacobians_spatial_o[58] =
            coriolis_jacobians_spatial_t[40] + coriolis_jacobians_spatial_o[72];
        coriolis_jacobians_spatial_o[92] = 3.0 * coriolis_jacobians_spatial_o[88];
        coriolis_jacobians_spatial_o[68] = (-2.0) * coriolis_jacobians_spatial_t[48];
        coriolis_jacobians_spatial_o[76] = coriolis_jacobians_spatial_t[103]
            + coriolis_jacobians_spatial_o[92]
            + coriolis_jacobians_spatial_o[68];
        coriolis_jacobians_spatial_o[83] =
            coriolis_jacobians_spatial_t[67] * coriolis_jacobians_spatial_o[76];
        coriolis_jacobians_spatial_o[62] =
            coriolis_jacobians_spatial_o[94] * coriolis_jacobians_spatial_o[70];
        coriolis_jacobians_spatial_o[61] =
            coriolis_jacobians_spatial_o[85] + coriolis_jacobians_spatial_o[62];
        coriolis_jacobians_spatial_t[93] = -(coriolis_jacobians_spatial_o[61]);
        coriolis_jacobians_spatial_o[63] =
            coriolis_jacobians_spatial_o[83] + coriolis_jacobians_spatial_t[93];
        coriolis_jacobians_spatial_t[64] =
            coriolis_jacobians_spatial_o[60] + coriolis_jacobians_spatial_o[63];
        coriolis_jacobians_spatial_o[84] = -(coriolis_jacobians_spatial_t[64]);
        coriolis_jacobians_spatial_t[17] = coriolis_jacobians_spatial_t[7]
            + coriolis_jacobians_spatial_t[120]
            + coriolis_jacobians_spatial_o[84];
        coriolis_jacobians_spatial_t[123] = -(coriolis_jacobians_spatial_t[17]);
        coriolis_jacobians_spatial_o[59] =
            coriolis_jacobians_spatial_t[37] + coriolis_jacobians_spatial_t[123];
        coriolis_jacobians_spatial_t[89] = 1.8 * coriolis_jacobians_spatial_o[90];
        coriolis_jacobians_spatial_t[116] = (-2.0) * coriolis_jacobians_spatial_t[44];
        coriolis_jacobians_spatial_o[80] = coriolis_jacobians_spatial_t[109]
            + coriolis_jacobians_spatial_t[89]
            + coriolis_jacobians_spatial_t[116];
        coriolis_jacobians_spatial_t[140] =
            coriolis_jacobians_spatial_t[67] * coriolis_jacobians_spatial_o[80];
        coriolis_jacobians_spatial_t[27] =
            coriolis_jacobians_spatial_o[94] * coriolis_jacobians_spatial_t[42];
        coriolis_jacobians_spatial_t[40] =
            coriolis_jacobians_spatial_o[75] + coriolis_jacobians_spatial_t[27];
        coriolis_jacobians_spatial_o[72] = -(coriolis_jacobians_spatial_t[40]);
        coriolis_jacobians_spatial_t[48] =
            coriolis_jacobians_spatial_t[140] + coriolis_jacobians_spatial_o[72];
        coriolis_jacobians_spatial_o[92] =
            coriolis_jacobians_spatial_o[61] + coriolis_jacobians_spatial_t[48];
        coriolis_jacobians_spatial_o[68] = -(coriolis_jacobians_spatial_o[92]);
        coriolis_jacobians_spatial_o[62] = coriolis_jacobians_spatial_o[74]
            + coriolis_jacobians_spatial_o[83]
            + coriolis_jacobians_spatial_o[68];
        coriolis_jacobians_spatial_t[93] = -(coriolis_jacobians_spatial_o[62]);
        coriolis_jacobians_spatial_o[60] =
            coriolis_jacobians_spatial_t[65] + coriolis_jacobians_spatial_t[93];
        coriolis_jacobians_spatial_o[63] = 0.8 * coriolis_jacobians_spatial_t[75];
        coriolis_jacobians_spatial_t[7] = (-2.0) * coriolis_jacobians_spatial_o[64];
        coriolis_jacobians_spatial_o[84] = coriolis_jacobians_spatial_t[114]
            + coriolis_jacobians_spatial_o[63]
            + coriolis_jacobians_spatial_t[7];
        coriolis_jacobians_spatial_t[17] =
            coriolis_jacobians_spatial_t[67] * coriolis_jacobians_spatial_o[84];
        coriolis_jacobians_spatial_t[37] =
            coriolis_jacobians_spatial_o[94] * coriolis_jacobians_spatial_t[73];
        coriolis_jacobians_spatial_t[123] =
            coriolis_jacobians_spatial_o[96] + coriolis_jacobians_spatial_t[37];
        coriolis_jacobians_spatial_t[44] = -(coriolis_jacobians_spatial_t[123]);
        coriolis_jacobians_spatial_t[89] =
            coriolis_jacobians_spatial_t[17] + coriolis_jacobians_spatial_t[44];
        coriolis_jacobians_spatial_t[116] =
            coriolis_jacobians_spatial_t[40] + coriolis_jacobians_spatial_t[89];
        coriolis_jacobians_spatial_t[27] = -(coriolis_jacobians_spatial_t[116]);
        coriolis_jacobians_spatial_o[72] = coriolis_jacobians_spatial_o[77]
            + coriolis_jacobians_spatial_t[140]
            + coriolis_jacobians_spatial_t[27];
        coriolis_jacobians_spatial_t[48] = -(coriolis_jacobians_spatial_o[72]);
        coriolis_jacobians_spatial_o[61] =
            coriolis_jacobians_spatial_o[66] + coriolis_jacobians_spatial_t[48];
        coriolis_jacobians_spatial_o[74] =
            coriolis_jacobians_spatial_o[96] + coriolis_jacobians_spatial_t[89];
        coriolis_jacobians_spatial_o[68] = -(coriolis_jacobians_spatial_o[74]);
        coriolis_jacobians_spatial_o[62] =
            coriolis_jacobians_spatial_o[93] + coriolis_jacobians_spatial_o[68];
        coriolis_jacobians_spatial_t[65] =
            coriolis_jacobians_spatial_t[128] * coriolis_jacobians_spatial_t[33];
        coriolis_jacobians_spatial_t[93] = (-0.4) * coriolis_jacobians_spatial_o[65];
        coriolis_jacobians_spatial_o[64] = -(coriolis_jacobians_spatial_t[62]);
        coriolis_jacobians_spatial_t[7] =
            coriolis_jacobians_spatial_t[65] + coriolis_jacobians_spatial_t[93];
        coriolis_jacobians_spatial_o[63] =
            coriolis_jacobians_spatial_o[64] + coriolis_jacobians_spatial_t[7];
        coriolis_jacobians_spatial_t[37] =
            coriolis_jacobians_spatial_t[67] * coriolis_jacobians_spatial_o[71];
        coriolis_jacobians_spatial_t[44] =
            coriolis_jacobians_spatial_o[94] * coriolis_jacobians_spatial_o[65];
        coriolis_jacobians_spatial_t[40] =
            coriolis_jacobians_spatial_o[67] + coriolis_jacobians_spatial_t[44];
        coriolis_jacobians_spatial_t[27] = -(coriolis_jacobians_spatial_t[40]);
        coriolis_jacobians_spatial_o[77] =
            coriolis_jacobians_spatial_o[87] * coriolis_jacobians_spatial_o[69];
        coriolis_jacobians_spatial_o[72] =
            coriolis_jacobians_spatial_t[14] * coriolis_jacobians_spatial_t[128];
        coriolis_jacobians_spatial_o[66] =
            coriolis_jacobians_spatial_o[77] + coriolis_jacobians_spatial_o[72];
        coriolis_jacobians_spatial_t[48] = 2.0 * coriolis_jacobians_spatial_o[66];
        coriolis_jacobians_spatial_t[89] =
            coriolis_jacobians_spatial_t[37] + coriolis_jacobians_spatial_t[48];
        coriolis_jacobians_spatial_o[74] =
            coriolis_jacobians_spatial_o[67] + coriolis_jacobians_spatial_t[27];
        coriolis_jacobians_spatial_o[93] =
            coriolis_jacobians_spatial_t[89] + coriolis_jacobians_spatial_o[74];
        coriolis_jacobians_spatial_o[68] = -(coriolis_jacobians_spatial_o[93]);
        coriolis_jacobians_spatial_t[65] = coriolis_jacobians_spatial_t[20]
            + coriolis_jacobians_spatial_t[7]
            + coriolis_jacobians_spatial_o[68];
        coriolis_jacobians_spatial_t[93] = -(coriolis_jacobians_spatial_t[65]);
        coriolis_jacobians_spatial_o[64] =
            coriolis_jacobians_spatial_t[62] + coriolis_jacobians_spatial_t[93];
        coriolis_jacobians_spatial_t[44] =
            coriolis_jacobians_spatial_t[78] * coriolis_jacobians_spatial_o[71];
        coriolis_jacobians_spatial_o[77] =
            coriolis_jacobians_spatial_t[19] * coriolis_jacobians_spatial_o[65];
        coriolis_jacobians_spatial_o[72] =
            coriolis_jacobians_spatial_o[67] + coriolis_jacobians_spatial_o[77];
        coriolis_jacobians_spatial_o[66] = -(coriolis_jacobians_spatial_o[72]);
        coriolis_jacobians_spatial_t[37] =
            coriolis_jacobians_spatial_t[24] * coriolis_jacobians_spatial_o[69];
        coriolis_jacobians_spatial_t[48] =
            coriolis_jacobians_spatial_o[97] * coriolis_jacobians_spatial_t[128];
        coriolis_jacobians_spatial_t[27] =
            coriolis_jacobians_spatial_t[37] + coriolis_jacobians_spatial_t[48];
        coriolis_jacobians_spatial_o[74] = 2.0 * coriolis_jacobians_spatial_t[27];
        coriolis_jacobians_spatial_t[20] =
            coriolis_jacobians_spatial_t[44] + coriolis_jacobians_spatial_o[74];
        coriolis_jacobians_spatial_o[68] =
            coriolis_jacobians_spatial_o[66] + coriolis_jacobians_spatial_t[20];
        coriolis_jacobians_spatial_t[65] =
            coriolis_jacobians_spatial_t[40] + coriolis_jacobians_spatial_o[68];
        coriolis_jacobians_spatial_t[62] = -(coriolis_jacobians_spatial_t[65]);
        coriolis_jacobians_spatial_t[93] = coriolis_jacobians_spatial_o[78]
            + coriolis_jacobians_spatial_t[89]
            + coriolis_jacobians_spatial_t[62];
        coriolis_jacobians_spatial_o[71] = -(coriolis_jacobians_spatial_t[93]);
        coriolis_jacobians_spatial_o[65] =
            coriolis_jacobians_spatial_o[82] + coriolis_jacobians_spatial_o[71];
        coriolis_jacobians_spatial_o[77] =
            coriolis_jacobians_spatial_t[78] * coriolis_jacobians_spatial_o[76];
        coriolis_jacobians_spatial_o[67] =
            coriolis_jacobians_spatial_t[19] * coriolis_jacobians_spatial_o[70];
        coriolis_jacobians_spatial_o[69] =
            coriolis_jacobians_spatial_o[85] + coriolis_jacobians_spatial_o[67];
        coriolis_jacobians_spatial_t[128] = -(coriolis_jacobians_spatial_o[69]);
        coriolis_jacobians_spatial_t[37] =
            coriolis_jacobians_spatial_o[77] + coriolis_jacobians_spatial_t[128];
        coriolis_jacobians_spatial_t[48] =
            coriolis_jacobians_spatial_o[72] + coriolis_jacobians_spatial_t[37];
        coriolis_jacobians_spatial_t[27] = -(coriolis_jacobians_spatial_t[48]);
        coriolis_jacobians_spatial_o[74] = coriolis_jacobians_spatial_t[64]
            + coriolis_jacobians_spatial_t[20]
            + coriolis_jacobians_spatial_t[27];
        coriolis_jacobians_spatial_t[44] = -(coriolis_jacobians_spatial_o[74]);
        coriolis_jacobians_spatial_o[66] =
            coriolis_jacobians_spatial_t[120] + coriolis_jacobians_spatial_t[44];
        coriolis_jacobians_spatial_t[40] =
            coriolis_jacobians_spatial_t[78] * coriolis_jacobians_spatial_o[80];
        coriolis_jacobians_spatial_o[68] =
            coriolis_jacobians_spatial_t[19] * coriolis_jacobians_spatial_t[42];
        coriolis_jacobians_spatial_o[78] =
            coriolis_jacobians_spatial_o[75] + coriolis_jacobians_spatial_o[68];
        coriolis_jacobians_spatial_t[62] = -(coriolis_jacobians_spatial_o[78]);
        coriolis_jacobians_spatial_t[93] =
            coriolis_jacobians_spatial_t[40] + coriolis_jacobians_spatial_t[62];
        coriolis_jacobians_spatial_o[82] =
            coriolis_jacobians_spatial_o[69] + coriolis_jacobians_spatial_t[93];
        coriolis_jacobians_spatial_o[71] = -(coriolis_jacobians_spatial_o[82]);
        coriolis_jacobians_spatial_o[76] = coriolis_jacobians_spatial_o[92]
            + coriolis_jacobians_spatial_o[77]
            + coriolis_jacobians_spatial_o[71];
        coriolis_jacobians_spatial_o[70] = -(coriolis_jacobians_spatial_o[76]);
        coriolis_jacobians_spatial_o[67] =
            coriolis_jacobians_spatial_o[83] + coriolis_jacobians_spatial_o[70];
        coriolis_jacobians_spatial_o[85] =
            coriolis_jacobians_spatial_t[78] * coriolis_jacobians_spatial_o[84];
        coriolis_jacobians_spatial_t[128] =
            coriolis_jacobians_spatial_t[19] * coriolis_jacobians_spatial_t[73];
        coriolis_jacobians_spatial_t[37] =
            coriolis_jacobians_spatial_o[96] + coriolis_jacobians_spatial_t[128];
        coriolis_jacobians_spatial_o[72] = -(coriolis_jacobians_spatial_t[37]);
        coriolis_jacobians_spatial_t[27] =
            coriolis_jacobians_spatial_o[85] + coriolis_jacobians_spatial_o[72];
        coriolis_jacobians_spatial_t[64] =
            coriolis_jacobians_spatial_o[78] + coriolis_jacobians_spatial_t[27];
        coriolis_jacobians_spatial_o[74] = -(coriolis_jacobians_spatial_t[64]);
        coriolis_jacobians_spatial_t[44] = coriolis_jacobians_spatial_t[116]
            + coriolis_jacobians_spatial_t[40]
            + coriolis_jacobians_spatial_o[74];
        coriolis_jacobians_spatial_t[120] = -(coriolis_jacobians_spatial_t[44]);
        coriolis_jacobians_spatial_o[68] =
            coriolis_jacobians_spatial_t[140] + coriolis_jacobians_spatial_t[120];
        coriolis_jacobians_spatial_t[62] =
            coriolis_jacobians_spatial_t[123] + coriolis_jacobians_spatial_t[27];
        coriolis_jacobians_spatial_t[93] = -(coriolis_jacobians_spatial_t[62]);
        coriolis_jacobians_spatial_o[69] =
            coriolis_jacobians_spatial_t[17] + coriolis_jacobians_spatial_t[93];
        coriolis_jacobians_spatial_o[92] =
            coriolis_jacobians_spatial_o[79] * coriolis_jacobians_spatial_t[33];
        coriolis_jacobians_spatial_o[71] = (-0.4) * coriolis_jacobians_spatial_o[73];
        coriolis_jacobians_spatial_o[76] = -(coriolis_jacobians_spatial_t[7]);
        coriolis_jacobians_spatial_o[83] =
            coriolis_jacobians_spatial_o[92] + coriolis_jacobians_spatial_o[71];
        coriolis_jacobians_spatial_o[70] =
            coriolis_jacobians_spatial_o[76] + coriolis_jacobians_spatial_o[83];
        coriolis_jacobians_spatial_t[128] =
            coriolis_jacobians_spatial_t[67] * coriolis_jacobians_spatial_t[103];
        coriolis_jacobians_spatial_o[72] =
            coriolis_jacobians_spatial_o[94] * coriolis_jacobians_spatial_o[73];
        coriolis_jacobians_spatial_o[78] =
            coriolis_jacobians_spatial_o[91] + coriolis_jacobians_spatial_o[72];
        coriolis_jacobians_spatial_o[74] = -(coriolis_jacobians_spatial_o[78]);
        coriolis_jacobians_spatial_t[116] =
            coriolis_jacobians_spatial_o[87] * coriolis_jacobians_spatial_t[106];
        coriolis_jacobians_spatial_t[44] =
            coriolis_jacobians_spatial_t[14] * coriolis_jacobians_spatial_o[79];
        coriolis_jacobians_spatial_t[120] =
            coriolis_jacobians_spatial_t[116] + coriolis_jacobians_spatial_t[44];
        coriolis_jacobians_spatial_t[140] = 2.0 * coriolis_jacobians_spatial_t[120];
        coriolis_jacobians_spatial_t[27] =
            coriolis_jacobians_spatial_t[128] + coriolis_jacobians_spatial_t[140];
        coriolis_jacobians_spatial_t[123] =
            coriolis_jacobians_spatial_o[91] + coriolis_jacobians_spatial_o[74];
        coriolis_jacobians_spatial_t[62] =
            coriolis_jacobians_spatial_t[27] + coriolis_jacobians_spatial_t[123];
        coriolis_jacobians_spatial_t[17] = -(coriolis_jacobians_spatial_t[62]);
        coriolis_jacobians_spatial_t[93] = coriolis_jacobians_spatial_o[93]
            + coriolis_jacobians_spatial_o[83]
            + coriolis_jacobians_spatial_t[17];
        coriolis_jacobians_spatial_o[92] = -(coriolis_jacobians_spatial_t[93]);
        coriolis_jacobians_spatial_o[71] =
            coriolis_jacobians_spatial_t[7] + coriolis_jacobians_spatial_o[92];
        coriolis_jacobians_spatial_o[76] =
            coriolis_jacobians_spatial_t[78] * coriolis_jacobians_spatial_t[103];
        coriolis_jacobians_spatial_o[72] =
            coriolis_jacobians_spatial_t[19] * coriolis_jacobians_spatial_o[73];
        coriolis_jacobians_spatial_t[44] =
            coriolis_jacobians_spatial_o[91] + coriolis_jacobians_spatial_o[72];
        coriolis_jacobians_spatial_t[116] = -(coriolis_jacobians_spatial_t[44]);
        coriolis_jacobians_spatial_t[120] =
            coriolis_jacobians_spatial_t[24] * coriolis_jacobians_spatial_t[106];
        coriolis_jacobians_spatial_t[128] =
            coriolis_jacobians_spatial_o[97] * coriolis_jacobians_spatial_o[79];
        coriolis_jacobians_spatial_t[140] =
            coriolis_jacobians_spatial_t[120] + coriolis_jacobians_spatial_t[128];
        coriolis_jacobians_spatial_o[74] = 2.0 * coriolis_jacobians_spatial_t[140];
        coriolis_jacobians_spatial_t[123] =
            coriolis_jacobians_spatial_o[76] + coriolis_jacobians_spatial_o[74];
        coriolis_jacobians_spatial_t[17] =
            coriolis_jacobians_spatial_t[116] + coriolis_jacobians_spatial_t[123];
        coriolis_jacobians_spatial_o[93] =
            coriolis_jacobians_spatial_o[78] + coriolis_jacobians_spatial_t[17];
        coriolis_jacobians_spatial_t[93] = -(coriolis_jacobians_spatial_o[93]);
        coriolis_jacobians_spatial_t[7] = coriolis_jacobians_spatial_t[65]
            + coriolis_jacobians_spatial_t[27]
            + coriolis_jacobians_spatial_t[93];
        coriolis_jacobians_spatial_o[92] = -(coriolis_jacobians_spatial_t[7]);
        coriolis_jacobians_spatial_o[72] =
            coriolis_jacobians_spatial_t[89] + coriolis_jacobians_spatial_o[92];
        coriolis_jacobians_spatial_t[120] =
            coriolis_jacobians_spatial_t[81] * coriolis_jacobians_spatial_t[103];
        coriolis_jacobians_spatial_t[128] =
            coriolis_jacobians_spatial_o[95] * coriolis_jacobians_spatial_o[73];
        coriolis_jacobians_spatial_t[140] =
            coriolis_jacobians_spatial_o[91] + coriolis_jacobians_spatial_t[128];
        coriolis_jacobians_spatial_o[74] = -(coriolis_jacobians_spatial_t[140]);
        coriolis_jacobians_spatial_o[76] =
            coriolis_jacobians_spatial_t[34] * coriolis_jacobians_spatial_t[106];
        coriolis_jacobians_spatial_t[116] =
            coriolis_jacobians_spatial_o[88] * coriolis_jacobians_spatial_o[79];
        coriolis_jacobians_spatial_o[78] =
            coriolis_jacobians_spatial_o[76] + coriolis_jacobians_spatial_t[116];
        coriolis_jacobians_spatial_t[17] = 2.0 * coriolis_jacobians_spatial_o[78];
        coriolis_jacobians_spatial_t[65] =
            coriolis_jacobians_spatial_t[120] + coriolis_jacobians_spatial_t[17];
        coriolis_jacobians_spatial_t[93] =
            coriolis_jacobians_spatial_o[74] + coriolis_jacobians_spatial_t[65];
        coriolis_jacobians_spatial_t[7] =
            coriolis_jacobians_spatial_t[44] + coriolis_jacobians_spatial_t[93];
        coriolis_jacobians_spatial_o[92] = -(coriolis_jacobians_spatial_t[7]);
        coriolis_jacobians_spatial_t[89] = coriolis_jacobians_spatial_t[48]
            + coriolis_jacobians_spatial_t[123]
            + coriolis_jacobians_spatial_o[92];
        coriolis_jacobians_spatial_t[103] = -(coriolis_jacobians_spatial_t[89]);
        coriolis_jacobians_spatial_o[73] =
            coriolis_jacobians_spatial_t[20] + coriolis_jacobians_spatial_t[103];
        coriolis_jacobians_spatial_o[91] =
            coriolis_jacobians_spatial_t[81] * coriolis_jacobians_spatial_o[80];
        coriolis_jacobians_spatial_t[128] =
            coriolis_jacobians_spatial_o[95] * coriolis_jacobians_spatial_t[42];
        coriolis_jacobians_spatial_t[106] =
            coriolis_jacobians_spatial_o[75] + coriolis_jacobians_spatial_t[128];
        coriolis_jacobians_spatial_o[79] = -(coriolis_jacobians_spatial_t[106]);
        coriolis_jacobians_spatial_o[76] =
            coriolis_jacobians_spatial_o[91] + coriolis_jacobians_spatial_o[79];
        coriolis_jacobians_spatial_t[116] =
            coriolis_jacobians_spatial_t[140] + coriolis_jacobians_spatial_o[76];
        coriolis_jacobians_spatial_o[78] = -(coriolis_jacobians_spatial_t[116]);
        coriolis_jacobians_spatial_t[17] = coriolis_jacobians_spatial_o[82]
            + coriolis_jacobians_spatial_t[65]
            + coriolis_jacobians_spatial_o[78];
        coriolis_jacobians_spatial_t[120] = -(coriolis_jacobians_spatial_t[17]);
        coriolis_jacobians_spatial_o[74] =
            coriolis_jacobians_spatial_o[77] + coriolis_jacobians_spatial_t[120];
        coriolis_jacobians_spatial_t[44] =
            coriolis_jacobians_spatial_t[81] * coriolis_jacobians_spatial_o[84];
        coriolis_jacobians_spatial_t[93] =
            coriolis_jacobians_spatial_o[95] * coriolis_jacobians_spatial_t[73];
        coriolis_jacobians_spatial_o[92] =
            coriolis_jacobians_spatial_o[96] + coriolis_jacobians_spatial_t[93];
        coriolis_jacobians_spatial_t[48] = -(coriolis_jacobians_spatial_o[92]);
        coriolis_jacobians_spatial_t[89] =
            coriolis_jacobians_spatial_t[44] + coriolis_jacobians_spatial_t[48];
        coriolis_jacobians_spatial_t[20] =
            coriolis_jacobians_spatial_t[106] + coriolis_jacobians_spatial_t[89];
        coriolis_jacobians_spatial_t[103] = -(coriolis_jacobians_spatial_t[20]);
        coriolis_jacobians_spatial_o[80] = coriolis_jacobians_spatial_t[64]
            + coriolis_jacobians_spatial_o[91]
            + coriolis_jacobians_spatial_t[103];
        coriolis_jacobians_spatial_t[42] = -(coriolis_jacobians_spatial_o[80]);
        coriolis_jacobians_spatial_o[75] =
            coriolis_jacobians_spatial_t[40] + coriolis_jacobians_spatial_t[42];
        coriolis_jacobians_spatial_t[128] =
            coriolis_jacobians_spatial_t[37] + coriolis_jacobians_spatial_t[89];
        coriolis_jacobians_spatial_o[79] = -(coriolis_jacobians_spatial_t[128]);
        coriolis_jacobians_spatial_o[76] =
            coriolis_jacobians_spatial_o[85] + coriolis_jacobians_spatial_o[79];
        coriolis_jacobians_spatial_t[140] =
            coriolis_jacobians_spatial_o[86] * coriolis_jacobians_spatial_t[33];
        coriolis_jacobians_spatial_o[78] = (-0.4) * coriolis_jacobians_spatial_o[81];
        coriolis_jacobians_spatial_o[82] = -(coriolis_jacobians_spatial_o[83]);
        coriolis_jacobians_spatial_t[17] =
            coriolis_jacobians_spatial_t[140] + coriolis_jacobians_spatial_o[78];
        coriolis_jacobians_spatial_o[77] =
            coriolis_jacobians_spatial_o[82] + coriolis_jacobians_spatial_t[17];
        coriolis_jacobians_spatial_t[120] =
            coriolis_jacobians_spatial_t[67] * coriolis_jacobians_spatial_t[109];
        coriolis_jacobians_spatial_t[93] =
            coriolis_jacobians_spatial_o[94] * coriolis_jacobians_spatial_o[81];
        coriolis_jacobians_spatial_t[48] =
            coriolis_jacobians_spatial_t[112] + coriolis_jacobians_spatial_t[93];
        coriolis_jacobians_spatial_t[106] = -(coriolis_jacobians_spatial_t[48]);
        coriolis_jacobians_spatial_t[64] =
            coriolis_jacobians_spatial_o[87] * coriolis_jacobians_spatial_t[119];
        coriolis_jacobians_spatial_t[103] =
            coriolis_jacobians_spatial_t[14] * coriolis_jacobians_spatial_o[86];
        coriolis_jacobians_spatial_o[80] =
            coriolis_jacobians_spatial_t[64] + coriolis_jacobians_spatial_t[103];
        coriolis_jacobians_spatial_t[40] = 2.0 * coriolis_jacobians_spatial_o[80];
        coriolis_jacobians_spatial_t[42] =
            coriolis_jacobians_spatial_t[120] + coriolis_jacobians_spatial_t[40];
        coriolis_jacobians_spatial_t[37] =
            coriolis_jacobians_spatial_t[112] + coriolis_jacobians_spatial_t[106];
        coriolis_jacobians_spatial_t[89] =
            coriolis_jacobians_spatial_t[42] + coriolis_jacobians_spatial_t[37];
        coriolis_jacobians_spatial_t[128] = -(coriolis_jacobians_spatial_t[89]);
        coriolis_jacobians_spatial_o[85] = coriolis_jacobians_spatial_t[62]
            + coriolis_jacobians_spatial_t[17]
            + coriolis_jacobians_spatial_t[128];
        coriolis_jacobians_spatial_o[79] = -(coriolis_jacobians_spatial_o[85]);
        coriolis_jacobians_spatial_o[78] =
            coriolis_jacobians_spatial_o[83] + coriolis_jacobians_spatial_o[79];
        coriolis_jacobians_spatial_t[140] =
            coriolis_jacobians_spatial_t[78] * coriolis_jacobians_spatial_t[109];
        coriolis_jacobians_spatial_o[82] =
            coriolis_jacobians_spatial_t[19] * coriolis_jacobians_spatial_o[81];
        coriolis_jacobians_spatial_t[93] =
            coriolis_jacobians_spatial_t[112] + coriolis_jacobians_spatial_o[82];
        coriolis_jacobians_spatial_t[64] = -(coriolis_jacobians_spatial_t[93]);
        coriolis_jacobians_spatial_t[103] =
            coriolis_jacobians_spatial_t[24] * coriolis_jacobians_spatial_t[119];
        coriolis_jacobians_spatial_o[80] =
            coriolis_jacobians_spatial_o[97] * coriolis_jacobians_spatial_o[86];
        coriolis_jacobians_spatial_t[40] =
            coriolis_jacobians_spatial_t[103] + coriolis_jacobians_spatial_o[80];
        coriolis_jacobians_spatial_t[120] = 2.0 * coriolis_jacobians_spatial_t[40];
        coriolis_jacobians_spatial_t[106] =
            coriolis_jacobians_spatial_t[140] + coriolis_jacobians_spatial_t[120];
        coriolis_jacobians_spatial_t[37] =
            coriolis_jacobians_spatial_t[64] + coriolis_jacobians_spatial_t[106];
        coriolis_jacobians_spatial_t[62] =
            coriolis_jacobians_spatial_t[48] + coriolis_jacobians_spatial_t[37];
        coriolis_jacobians_spatial_t[128] = -(coriolis_jacobians_spatial_t[62]);
        coriolis_jacobians_spatial_o[85] = coriolis_jacobians_spatial_o[93]
            + coriolis_jacobians_spatial_t[42]
            + coriolis_jacobians_spatial_t[128];
        coriolis_jacobians_spatial_o[83] = -(coriolis_jacobians_spatial_o[85]);
        coriolis_jacobians_spatial_o[79] =
            coriolis_jacobians_spatial_t[27] + coriolis_jacobians_spatial_o[83];
        coriolis_jacobians_spatial_o[82] =
            coriolis_jacobians_spatial_t[81] * coriolis_jacobians_spatial_t[109];
        coriolis_jacobians_spatial_o[80] =
            coriolis_jacobians_spatial_o[95] * coriolis_jacobians_spatial_o[81];
        coriolis_jacobians_spatial_t[103] =
            coriolis_jacobians_spatial_t[112] + coriolis_jacobians_spatial_o[80];
        coriolis_jacobians_spatial_t[40] = -(coriolis_jacobians_spatial_t[103]);
        coriolis_jacobians_spatial_t[120] =
            coriolis_jacobians_spatial_t[34] * coriolis_jacobians_spatial_t[119];
        coriolis_jacobians_spatial_t[140] =
            coriolis_jacobians_spatial_o[88] * coriolis_jacobians_spatial_o[86];
        coriolis_jacobians_spatial_t[64] =
            coriolis_jacobians_spatial_t[120] + coriolis_jacobians_spatial_t[140];
        coriolis_jacobians_spatial_t[37] = 2.0 * coriolis_jacobians_spatial_t[64];
        coriolis_jacobians_spatial_t[48] =
            coriolis_jacobians_spatial_o[82] + coriolis_jacobians_spatial_t[37];
        coriolis_jacobians_spatial_o[93] =
            coriolis_jacobians_spatial_t[40] + coriolis_jacobians_spatial_t[48];
        coriolis_jacobians_spatial_t[128] =
            coriolis_jacobians_spatial_t[93] + coriolis_jacobians_spatial_o[93];
        coriolis_jacobians_spatial_o[85] = -(coriolis_jacobians_spatial_t[128]);
        coriolis_jacobians_spatial_t[27] = coriolis_jacobians_spatial_t[7]
            + coriolis_jacobians_spatial_t[106]
            + coriolis_jacobians_spatial_o[85];
        coriolis_jacobians_spatial_o[83] = -(coriolis_jacobians_spatial_t[27]);
        coriolis_jacobians_spatial_o[80] =
            coriolis_jacobians_spatial_t[123] + coriolis_jacobians_spatial_o[83];
        coriolis_jacobians_spatial_t[120] =
            coriolis_jacobians_spatial_t[84] * coriolis_jacobians_spatial_t[109];
        coriolis_jacobians_spatial_t[140] =
            coriolis_jacobians_spatial_o[89] * coriolis_jacobians_spatial_o[81];
        coriolis_jacobians_spatial_t[64] =
            coriolis_jacobians_spatial_t[112] + coriolis_jacobians_spatial_t[140];
        coriolis_jacobians_spatial_o[82] = -(coriolis_jacobians_spatial_t[64]);
        coriolis_jacobians_spatial_t[37] =
            coriolis_jacobians_spatial_t[45] * coriolis_jacobians_spatial_t[119];
        coriolis_jacobians_spatial_t[40] =
            coriolis_jacobians_spatial_o[90] * coriolis_jacobians_spatial_o[86];
        coriolis_jacobians_spatial_o[93] =
            coriolis_jacobians_spatial_t[37] + coriolis_jacobians_spatial_t[40];
        coriolis_jacobians_spatial_t[93] = 2.0 * coriolis_jacobians_spatial_o[93];
        coriolis_jacobians_spatial_t[7] =
            coriolis_jacobians_spatial_t[120] + coriolis_jacobians_spatial_t[93];
        coriolis_jacobians_spatial_o[85] =
            coriolis_jacobians_spatial_o[82] + coriolis_jacobians_spatial_t[7];
        coriolis_jacobians_spatial_t[27] =
            coriolis_jacobians_spatial_t[103] + coriolis_jacobians_spatial_o[85];
        coriolis_jacobians_spatial_o[83] = -(coriolis_jacobians_spatial_t[27]);
        coriolis_jacobians_spatial_t[123] = coriolis_jacobians_spatial_t[116]
            + coriolis_jacobians_spatial_t[48]
            + coriolis_jacobians_spatial_o[83];
        coriolis_jacobians_spatial_t[109] = -(coriolis_jacobians_spatial_t[123]);
        coriolis_jacobians_spatial_o[81] =
            coriolis_jacobians_spatial_t[65] + coriolis_jacobians_spatial_t[109];
        coriolis_jacobians_spatial_t[112] =
            coriolis_jacobians_spatial_t[84] * coriolis_jacobians_spatial_o[84];
        coriolis_jacobians_spatial_t[140] =
            coriolis_jacobians_spatial_o[89] * coriolis_jacobians_spatial_t[73];
        coriolis_jacobians_spatial_t[119] =
            coriolis_jacobians_spatial_o[96] + coriolis_jacobians_spatial_t[140];
        coriolis_jacobians_spatial_o[86] = -(coriolis_jacobians_spatial_t[119]);
        coriolis_jacobians_spatial_t[37] =
            coriolis_jacobians_spatial_t[112] + coriolis_jacobians_spatial_o[86];
        coriolis_jacobians_spatial_t[40] =
            coriolis_jacobians_spatial_t[64] + coriolis_jacobians_spatial_t[37];
        coriolis_jacobians_spatial_o[93] = -(coriolis_jacobians_spatial_t[40]);
        coriolis_jacobians_spatial_t[93] = coriolis_jacobians_spatial_t[20]
            + coriolis_jacobians_spatial_t[7]
            + coriolis_jacobians_spatial_o[93];
        coriolis_jacobians_spatial_t[120] = -(coriolis_jacobians_spatial_t[93]);
        coriolis_jacobians_spatial_o[82] =
            coriolis_jacobians_spatial_o[91] + coriolis_jacobians_spatial_t[120];
        coriolis_jacobians_spatial_t[103] =
            coriolis_jacobians_spatial_o[92] + coriolis_jacobians_spatial_t[37];
        coriolis_jacobians_spatial_o[85] = -(coriolis_jacobians_spatial_t[103]);
        coriolis_jacobians_spatial_o[83] =
            coriolis_jacobians_spatial_t[44] + coriolis_jacobians_spatial_o[85];
        coriolis_jacobians_spatial_t[116] =
            coriolis_jacobians_spatial_t[111] * coriolis_jacobians_spatial_t[33];
        coriolis_jacobians_spatial_t[123] = (-0.4) * coriolis_jacobians_spatial_t[108];
        coriolis_jacobians_spatial_t[65] = -(coriolis_jacobians_spatial_t[17]);
        coriolis_jacobians_spatial_t[109] =
            coriolis_jacobians_spatial_t[116] + coriolis_jacobians_spatial_t[123];
        coriolis_jacobians_spatial_o[84] =
            coriolis_jacobians_spatial_t[65] + coriolis_jacobians_spatial_t[109];
        coriolis_jacobians_spatial_t[73] =
            coriolis_jacobians_spatial_t[67] * coriolis_jacobians_spatial_t[114];
        coriolis_jacobians_spatial_o[96] =
            coriolis_jacobians_spatial_o[94] * coriolis_jacobians_spatial_t[108];
        coriolis_jacobians_spatial_t[140] =
            coriolis_jacobians_spatial_t[30] + coriolis_jacobians_spatial_o[96];
        coriolis_jacobians_spatial_o[86] = -(coriolis_jacobians_spatial_t[140]);
        coriolis_jacobians_spatial_t[64] =
            coriolis_jacobians_spatial_o[87] * coriolis_jacobians_spatial_t[38];
        coriolis_jacobians_spatial_t[20] =
            coriolis_jacobians_spatial_t[14] * coriolis_jacobians_spatial_t[111];
        coriolis_jacobians_spatial_o[93] =
            coriolis_jacobians_spatial_t[64] + coriolis_jacobians_spatial_t[20];
        coriolis_jacobians_spatial_t[93] = 2.0 * coriolis_jacobians_spatial_o[93];
        coriolis_jacobians_spatial_o[91] =
            coriolis_jacobians_spatial_t[73] + coriolis_jacobians_spatial_t[93];
        coriolis_jacobians_spatial_t[120] = coriolis_jacobians_spatial_t[30]
            + coriolis_jacobians_spatial_o[86]
            + coriolis_jacobians_spatial_o[91];
        coriolis_jacobians_spatial_t[37] = -(coriolis_jacobians_spatial_t[120]);
        coriolis_jacobians_spatial_o[92] =
            coriolis_jacobians_spatial_t[109] + coriolis_jacobians_spatial_t[37];
        coriolis_jacobians_spatial_t[103] =
            coriolis_jacobians_spatial_t[89] + coriolis_jacobians_spatial_o[92];
        coriolis_jacobians_spatial_t[44] = -(coriolis_jacobians_spatial_t[103]);
        coriolis_jacobians_spatial_o[85] =
            coriolis_jacobians_spatial_t[17] + coriolis_jacobians_spatial_t[44];
        coriolis_jacobians_spatial_t[33] =
            coriolis_jacobians_spatial_t[78] * coriolis_jacobians_spatial_t[114];
        coriolis_jacobians_spatial_t[116] =
            coriolis_jacobians_spatial_t[19] * coriolis_jacobians_spatial_t[108];
        coriolis_jacobians_spatial_t[123] =
            coriolis_jacobians_spatial_t[30] + coriolis_jacobians_spatial_t[116];
        coriolis_jacobians_spatial_t[65] = -(coriolis_jacobians_spatial_t[123]);
        coriolis_jacobians_spatial_t[67] =
            coriolis_jacobians_spatial_t[24] * coriolis_jacobians_spatial_t[38];
        coriolis_jacobians_spatial_o[94] =
            coriolis_jacobians_spatial_o[97] * coriolis_jacobians_spatial_t[111];
        coriolis_jacobians_spatial_o[96] =
            coriolis_jacobians_spatial_t[67] + coriolis_jacobians_spatial_o[94];
        coriolis_jacobians_spatial_o[87] = 2.0 * coriolis_jacobians_spatial_o[96];
        coriolis_jacobians_spatial_t[14] =
            coriolis_jacobians_spatial_t[33] + coriolis_jacobians_spatial_o[87];
        coriolis_jacobians_spatial_t[20] = coriolis_jacobians_spatial_t[140]
            + coriolis_jacobians_spatial_t[65]
            + coriolis_jacobians_spatial_t[14];
        coriolis_jacobians_spatial_t[64] = -(coriolis_jacobians_spatial_t[20]);
        coriolis_jacobians_spatial_o[93] =
            coriolis_jacobians_spatial_o[91] + coriolis_jacobians_spatial_t[64];
        coriolis_jacobians_spatial_t[73] =
            coriolis_jacobians_spatial_t[62] + coriolis_jacobians_spatial_o[93];
        coriolis_jacobians_spatial_t[93] = -(coriolis_jacobians_spatial_t[73]);
        coriolis_jacobians_spatial_o[86] =
            coriolis_jacobians_spatial_t[42] + coriolis_jacobians_spatial_t[93];
        coriolis_jacobians_spatial_t[120] =
            coriolis_jacobians_spatial_t[81] * coriolis_jacobians_spatial_t[114];
        coriolis_jacobians_spatial_t[37] =
            coriolis_jacobians_spatial_o[95] * coriolis_jacobians_spatial_t[108];
        coriolis_jacobians_spatial_t[89] =
            coriolis_jacobians_spatial_t[30] + coriolis_jacobians_spatial_t[37];
        coriolis_jacobians_spatial_t[103] = -(coriolis_jacobians_spatial_t[89]);
        coriolis_jacobians_spatial_t[17] =
            coriolis_jacobians_spatial_t[34] * coriolis_jacobians_spatial_t[38];
        coriolis_jacobians_spatial_t[44] =
            coriolis_jacobians_spatial_o[88] * coriolis_jacobians_spatial_t[111];
        coriolis_jacobians_spatial_t[78] =
            coriolis_jacobians_spatial_t[17] + coriolis_jacobians_spatial_t[44];
        coriolis_jacobians_spatial_t[19] = 2.0 * coriolis_jacobians_spatial_t[78];
        coriolis_jacobians_spatial_t[116] =
            coriolis_jacobians_spatial_t[120] + coriolis_jacobians_spatial_t[19];
        coriolis_jacobians_spatial_t[24] = coriolis_jacobians_spatial_t[123]
            + coriolis_jacobians_spatial_t[103]
            + coriolis_jacobians_spatial_t[116];
        coriolis_jacobians_spatial_o[97] = -(coriolis_jacobians_spatial_t[24]);
        coriolis_jacobians_spatial_o[94] =
            coriolis_jacobians_spatial_t[14] + coriolis_jacobians_spatial_o[97];
        coriolis_jacobians_spatial_t[67] =
            coriolis_jacobians_spatial_t[128] + coriolis_jacobians_spatial_o[94];
        coriolis_jacobians_spatial_o[96] = -(coriolis_jacobians_spatial_t[67]);
        coriolis_jacobians_spatial_o[87] =
            coriolis_jacobians_spatial_t[106] + coriolis_jacobians_spatial_o[96];
        coriolis_jacobians_spatial_t[33] =
            coriolis_jacobians_spatial_t[84] * coriolis_jacobians_spatial_t[114];
        coriolis_jacobians_spatial_t[65] =
            coriolis_jacobians_spatial_o[89] * coriolis_jacobians_spatial_t[108];
        coriolis_jacobians_spatial_t[140] =
            coriolis_jacobians_spatial_t[30] + coriolis_jacobians_spatial_t[65];
        coriolis_jacobians_spatial_t[20] = -(coriolis_jacobians_spatial_t[140]);
        coriolis_jacobians_spatial_o[91] =
            coriolis_jacobians_spatial_t[45] * coriolis_jacobians_spatial_t[38];
        coriolis_jacobians_spatial_t[64] =
            coriolis_jacobians_spatial_o[90] * coriolis_jacobians_spatial_t[111];
        coriolis_jacobians_spatial_t[62] =
            coriolis_jacobians_spatial_o[91] + coriolis_jacobians_spatial_t[64];
        coriolis_jacobians_spatial_t[73] = 2.0 * coriolis_jacobians_spatial_t[62];
        coriolis_jacobians_spatial_t[42] =
            coriolis_jacobians_spatial_t[33] + coriolis_jacobians_spatial_t[73];
        coriolis_jacobians_spatial_t[93] = coriolis_jacobians_spatial_t[89]
            + coriolis_jacobians_spatial_t[20]
            + coriolis_jacobians_spatial_t[42];
        coriolis_jacobians_spatial_t[81] = -(coriolis_jacobians_spatial_t[93]);
        coriolis_jacobians_spatial_o[95] =
            coriolis_jacobians_spatial_t[116] + coriolis_jacobians_spatial_t[81];
        coriolis_jacobians_spatial_t[37] =
            coriolis_jacobians_spatial_t[27] + coriolis_jacobians_spatial_o[95];
        coriolis_jacobians_spatial_t[34] = -(coriolis_jacobians_spatial_t[37]);
        coriolis_jacobians_spatial_o[88] =
            coriolis_jacobians_spatial_t[48] + coriolis_jacobians_spatial_t[34];
        coriolis_jacobians_spatial_t[17] =
            coriolis_jacobians_spatial_t[87] * coriolis_jacobians_spatial_t[114];
        coriolis_jacobians_spatial_t[44] =
            coriolis_jacobians_spatial_t[50] * coriolis_jacobians_spatial_t[108];
        coriolis_jacobians_spatial_t[78] =
            coriolis_jacobians_spatial_t[30] + coriolis_jacobians_spatial_t[44];
        coriolis_jacobians_spatial_t[19] = -(coriolis_jacobians_spatial_t[78]);
        coriolis_jacobians_spatial_t[120] =
            coriolis_jacobians_spatial_t[9] * coriolis_jacobians_spatial_t[38];
        coriolis_jacobians_spatial_t[103] =
            coriolis_jacobians_spatial_t[75] * coriolis_jacobians_spatial_t[111];
        coriolis_jacobians_spatial_t[123] =
            coriolis_jacobians_spatial_t[120] + coriolis_jacobians_spatial_t[103];
        coriolis_jacobians_spatial_t[24] = 2.0 * coriolis_jacobians_spatial_t[123];
        coriolis_jacobians_spatial_t[14] =
            coriolis_jacobians_spatial_t[19] + coriolis_jacobians_spatial_t[24];
        coriolis_jacobians_spatial_o[97] =
            coriolis_jacobians_spatial_t[17] + coriolis_jacobians_spatial_t[14];
        coriolis_jacobians_spatial_t[128] =
            coriolis_jacobians_spatial_t[140] + coriolis_jacobians_spatial_o[97];
        coriolis_jacobians_spatial_t[67] = -(coriolis_jacobians_spatial_t[128]);
        coriolis_jacobians_spatial_o[96] =
            coriolis_jacobians_spatial_t[42] + coriolis_jacobians_spatial_t[67];
        coriolis_jacobians_spatial_t[106] =
            coriolis_jacobians_spatial_t[40] + coriolis_jacobians_spatial_o[96];
        coriolis_jacobians_spatial_t[84] = -(coriolis_jacobians_spatial_t[106]);
        coriolis_jacobians_spatial_o[89] =
            coriolis_jacobians_spatial_t[7] + coriolis_jacobians_spatial_t[84];
        coriolis_jacobians_spatial_t[65] =
            coriolis_jacobians_spatial_t[119] + coriolis_jacobians_spatial_o[97];
        coriolis_jacobians_spatial_t[45] = -(coriolis_jacobians_spatial_t[65]);
        coriolis_jacobians_spatial_o[90] =
            coriolis_jacobians_spatial_t[112] + coriolis_jacobians_spatial_t[45];
        coriolis_jacobians_spatial_o[91] = -(coriolis_jacobians_spatial_t[109]);
        (
            ::chaindyn::nalgebra::SMatrix::<f64, 7, 7>::from_row_slice(&[
                coriolis_jacobians_spatial_o[0],
                coriolis_jacobians_spatial_o[1],
                coriolis_jacobians_spatial_o[2],
                coriolis_jacobians_spatial_o[3],
                coriolis_jacobians_spatial_o[4],
                coriolis_jacobians_spatial_o[5],
                coriolis_jacobians_spatial_o[6],
                coriolis_jacobians_spatial_o[7],
                coriolis_jacobians_spatial_o[8],
                coriolis_jacobians_spatial_o[9],
                coriolis_jacobians_spatial_o[10],
                coriolis_jacobians_spatial_o[11],
                coriolis_jacobians_spatial_o[12],
                coriolis_jacobians_spatial_o[13],
                coriolis_jacobians_spatial_o[14],
                coriolis_jacobians_spatial_o[15],
                coriolis_jacobians_spatial_o[16],
                coriolis_jacobians_spatial_o[17],
                coriolis_jacobians_spatial_o[18],
                coriolis_jacobians_spatial_o[19],
                coriolis_jacobians_spatial_o[20],
                coriolis_jacobians_spatial_o[21],
                coriolis_jacobians_spatial_o[22],
                coriolis_jacobians_spatial_o[23],
                coriolis_jacobians_spatial_o[24],
                coriolis_jacobians_spatial_o[25],
                coriolis_jacobians_spatial_o[26],
                coriolis_jacobians_spatial_o[27],
                coriolis_jacobians_spatial_o[28],
                coriolis_jacobians_spatial_o[29],
                coriolis_jacobians_spatial_o[30],
                coriolis_jacobians_spatial_o[31],
                coriolis_jacobians_spatial_o[32],
                coriolis_jacobians_spatial_o[33],
                coriolis_jacobians_spatial_o[34],
                coriolis_jacobians_spatial_o[35],
                coriolis_jacobians_spatial_o[36],
                coriolis_jacobians_spatial_o[37],
                coriolis_jacobians_spatial_o[38],
                coriolis_jacobians_spatial_o[39],
                coriolis_jacobians_spatial_o[40],
                coriolis_jacobians_spatial_o[41],
                coriolis_jacobians_spatial_o[42],
                coriolis_jacobians_spatial_o[43],
                coriolis_jacobians_spatial_o[44],
                coriolis_jacobians_spatial_o[45],
                coriolis_jacobians_spatial_o[46],
                coriolis_jacobians_spatial_o[47],
                coriolis_jacobians_spatial_o[48],
            ]),
            ::chaindyn::nalgebra::SMatrix::<f64, 7, 7>::from_row_slice(&[
                coriolis_jacobians_spatial_o[49],
                coriolis_jacobians_spatial_o[50],
                coriolis_jacobians_spatial_o[51],
                coriolis_jacobians_spatial_o[52],
                coriolis_jacobians_spatial_o[53],
                coriolis_jacobians_spatial_o[54],
                coriolis_jacobians_spatial_o[55],
                coriolis_jacobians_spatial_o[56],
                coriolis_jacobians_spatial_o[57],
                coriolis_jacobians_spatial_o[58],
                coriolis_jacobians_spatial_o[59],
                coriolis_jacobians_spatial_o[60],
                coriolis_jacobians_spatial_o[61],
                coriolis_jacobians_spatial_o[62],
                coriolis_jacobians_spatial_o[63],
                coriolis_jacobians_spatial_o[64],
                coriolis_jacobians_spatial_o[65],
                coriolis_jacobians_spatial_o[66],
                coriolis_jacobians_spatial_o[67],
                coriolis_jacobians_spatial_o[68],
                coriolis_jacobians_spatial_o[69],
                coriolis_jacobians_spatial_o[70],
                coriolis_jacobians_spatial_o[71],
                coriolis_jacobians_spatial_o[72],
                coriolis_jacobians_spatial_o[73],
                coriolis_jacobians_spatial_o[74],
                coriolis_jacobians_spatial_o[75],
                coriolis_jacobians_spatial_o[76],
                coriolis_jacobians_spatial_o[77],
                coriolis_jacobians_spatial_o[78],
                coriolis_jacobians_spatial_o[79],
                coriolis_jacobians_spatial_o[80],
                coriolis_jacobians_spatial_o[81],
                coriolis_jacobians_spatial_o[82],
                coriolis_jacobians_spatial_o[83],
                coriolis_jacobians_spatial_o[84],
                coriolis_jacobians_spatial_o[85],
                coriolis_jacobians_spatial_o[86],
                coriolis_jacobians_spatial_o[87],
                coriolis_jacobians_spatial_o[88],
                coriolis_jacobians_spatial_o[89],
                coriolis_jacobians_spatial_o[90],
                coriolis_jacobians_spatial_o[91],
                coriolis_jacobians_spatial_o[92],
                coriolis_jacobians_spatial_o[93],
                coriolis_jacobians_spatial_o[94],
                coriolis_jacobians_spatial_o[95],
                coriolis_jacobians_spatial_o[96],
                coriolis_jacobians_spatial_o[97],
            ]),
        )
    }
    /// `∂g/∂q`.
    /// Generated: 259 operations (additions, multiplications, calls) after CSE and Horner.
    #[inline]
    fn gravity_jacobian(
        &self,
        q: &::chaindyn::nalgebra::SVector<f64, 7>,
    ) -> ::chaindyn::nalgebra::SMatrix<f64, 7, 7> {
        let q0: f64 = q[0];
        let q1: f64 = q[1];
        let q2: f64 = q[2];
        let q3: f64 = q[3];
        let q4: f64 = q[4];
        let q5: f64 = q[5];
        let q6: f64 = q[6];
        let mut gravity_jacobian_spatial_t = [0.0_f64; 33];
        let mut gravity_jacobian_spatial_o = [0.0_f64; 49];
        gravity_jacobian_spatial_o[0] = q0.sin();
        gravity_jacobian_spatial_o[16] = q0 * (-1.0);
        gravity_jacobian_spatial_o[16] = q1 + gravity_jacobian_spatial_o[16];
        gravity_jacobian_spatial_o[24] = gravity_jacobian_spatial_o[16].cos();
        gravity_jacobian_spatial_t[3] =
            gravity_jacobian_spatial_o[0] * gravity_jacobian_spatial_o[24];
        gravity_jacobian_spatial_t[4] = q0.cos();
        gravity_jacobian_spatial_o[16] = gravity_jacobian_spatial_o[16].sin();
        gravity_jacobian_spatial_o[33] =
            gravity_jacobian_spatial_t[4] * gravity_jacobian_spatial_o[16];
        gravity_jacobian_spatial_t[3] =
            gravity_jacobian_spatial_t[3] + gravity_jacobian_spatial_o[33];
        gravity_jacobian_spatial_o[33] = -(gravity_jacobian_spatial_t[3]);
        gravity_jacobian_spatial_t[3] = 1.96 * gravity_jacobian_spatial_o[16];
        gravity_jacobian_spatial_o[1] = q1 * (-1.0);
        gravity_jacobian_spatial_o[1] = q2 + gravity_jacobian_spatial_o[1];
        gravity_jacobian_spatial_t[7] = gravity_jacobian_spatial_o[1].sin();
        gravity_jacobian_spatial_t[8] = 0.256 * gravity_jacobian_spatial_t[7];
        gravity_jacobian_spatial_t[9] = 0.224 * gravity_jacobian_spatial_t[7];
        gravity_jacobian_spatial_o[42] = q2 * (-1.0);
        gravity_jacobian_spatial_o[42] = q3 + gravity_jacobian_spatial_o[42];
        gravity_jacobian_spatial_o[40] = gravity_jacobian_spatial_o[42].cos();
        gravity_jacobian_spatial_t[12] =
            gravity_jacobian_spatial_t[7] * gravity_jacobian_spatial_o[40];
        gravity_jacobian_spatial_o[1] = gravity_jacobian_spatial_o[1].cos();
        gravity_jacobian_spatial_o[42] = gravity_jacobian_spatial_o[42].sin();
        gravity_jacobian_spatial_o[28] =
            gravity_jacobian_spatial_o[1] * gravity_jacobian_spatial_o[42];
        gravity_jacobian_spatial_t[12] =
            gravity_jacobian_spatial_t[12] + gravity_jacobian_spatial_o[28];
        gravity_jacobian_spatial_o[28] = 0.196 * gravity_jacobian_spatial_t[12];
        gravity_jacobian_spatial_t[9] =
            gravity_jacobian_spatial_t[9] + gravity_jacobian_spatial_o[28];
        gravity_jacobian_spatial_o[28] = 0.32 * gravity_jacobian_spatial_t[7];
        gravity_jacobian_spatial_o[14] = 0.28 * gravity_jacobian_spatial_t[12];
        gravity_jacobian_spatial_o[28] =
            gravity_jacobian_spatial_o[28] + gravity_jacobian_spatial_o[14];
        gravity_jacobian_spatial_o[14] = 0.6 * gravity_jacobian_spatial_o[28];
        gravity_jacobian_spatial_t[15] = q3 * (-1.0);
        gravity_jacobian_spatial_t[15] = q4 + gravity_jacobian_spatial_t[15];
        gravity_jacobian_spatial_o[17] = gravity_jacobian_spatial_t[15].sin();
        gravity_jacobian_spatial_o[42] =
            -(gravity_jacobian_spatial_t[7] * gravity_jacobian_spatial_o[42]);
        gravity_jacobian_spatial_o[40] =
            gravity_jacobian_spatial_o[40] * gravity_jacobian_spatial_o[1];
        gravity_jacobian_spatial_o[42] =
            gravity_jacobian_spatial_o[42] + gravity_jacobian_spatial_o[40];
        gravity_jacobian_spatial_o[40] =
            gravity_jacobian_spatial_o[17] * gravity_jacobian_spatial_o[42];
        gravity_jacobian_spatial_t[15] = gravity_jacobian_spatial_t[15].cos();
        gravity_jacobian_spatial_o[41] =
            gravity_jacobian_spatial_t[12] * gravity_jacobian_spatial_t[15];
        gravity_jacobian_spatial_o[41] =
            gravity_jacobian_spatial_o[40] + gravity_jacobian_spatial_o[41];
        gravity_jacobian_spatial_t[18] = 0.144 * gravity_jacobian_spatial_o[41];
        gravity_jacobian_spatial_o[14] =
            gravity_jacobian_spatial_o[14] + gravity_jacobian_spatial_t[18];
        gravity_jacobian_spatial_t[18] = 0.24 * gravity_jacobian_spatial_o[41];
        gravity_jacobian_spatial_t[18] =
            gravity_jacobian_spatial_o[28] + gravity_jacobian_spatial_t[18];
        gravity_jacobian_spatial_o[32] = 0.5 * gravity_jacobian_spatial_t[18];
        gravity_jacobian_spatial_o[21] = q4 * (-1.0);
        gravity_jacobian_spatial_o[21] = q5 + gravity_jacobian_spatial_o[21];
        gravity_jacobian_spatial_t[21] = gravity_jacobian_spatial_o[21].sin();
        gravity_jacobian_spatial_t[12] = -(gravity_jacobian_spatial_t[12]);
        gravity_jacobian_spatial_o[17] =
            gravity_jacobian_spatial_o[17] * gravity_jacobian_spatial_t[12];
        gravity_jacobian_spatial_o[48] =
            gravity_jacobian_spatial_o[42] * gravity_jacobian_spatial_t[15];
        gravity_jacobian_spatial_o[17] =
            gravity_jacobian_spatial_o[17] + gravity_jacobian_spatial_o[48];
        gravity_jacobian_spatial_o[48] =
            gravity_jacobian_spatial_t[21] * gravity_jacobian_spatial_o[17];
        gravity_jacobian_spatial_o[21] = gravity_jacobian_spatial_o[21].cos();
        gravity_jacobian_spatial_t[23] =
            gravity_jacobian_spatial_o[41] * gravity_jacobian_spatial_o[21];
        gravity_jacobian_spatial_o[48] =
            gravity_jacobian_spatial_o[48] + gravity_jacobian_spatial_t[23];
        gravity_jacobian_spatial_t[23] = 0.1 * gravity_jacobian_spatial_o[48];
        gravity_jacobian_spatial_o[32] =
            gravity_jacobian_spatial_o[32] + gravity_jacobian_spatial_t[23];
        gravity_jacobian_spatial_t[23] = 0.2 * gravity_jacobian_spatial_o[48];
        gravity_jacobian_spatial_t[23] =
            gravity_jacobian_spatial_t[18] + gravity_jacobian_spatial_t[23];
        gravity_jacobian_spatial_t[24] = 0.4 * gravity_jacobian_spatial_t[23];
        gravity_jacobian_spatial_o[25] = q5 * (-1.0);
        gravity_jacobian_spatial_o[25] = q6 + gravity_jacobian_spatial_o[25];
        gravity_jacobian_spatial_o[35] = gravity_jacobian_spatial_o[25].sin();
        gravity_jacobian_spatial_t[27] = -(gravity_jacobian_spatial_t[21]);
        gravity_jacobian_spatial_o[41] =
            gravity_jacobian_spatial_o[41] * gravity_jacobian_spatial_t[27];
        gravity_jacobian_spatial_o[8] =
            gravity_jacobian_spatial_o[17] * gravity_jacobian_spatial_o[21];
        gravity_jacobian_spatial_o[41] =
            gravity_jacobian_spatial_o[41] + gravity_jacobian_spatial_o[8];
        gravity_jacobian_spatial_o[41] =
            gravity_jacobian_spatial_o[35] * gravity_jacobian_spatial_o[41];
        gravity_jacobian_spatial_o[25] = gravity_jacobian_spatial_o[25].cos();
        gravity_jacobian_spatial_o[48] =
            gravity_jacobian_spatial_o[48] * gravity_jacobian_spatial_o[25];
        gravity_jacobian_spatial_o[41] =
            gravity_jacobian_spatial_o[41] + gravity_jacobian_spatial_o[48];
        gravity_jacobian_spatial_o[48] = 0.064 * gravity_jacobian_spatial_o[41];
        gravity_jacobian_spatial_o[41] =
            gravity_jacobian_spatial_t[24] + gravity_jacobian_spatial_o[48];
        gravity_jacobian_spatial_o[48] =
            gravity_jacobian_spatial_o[32] + gravity_jacobian_spatial_o[41];
        gravity_jacobian_spatial_o[32] =
            gravity_jacobian_spatial_o[14] + gravity_jacobian_spatial_o[48];
        gravity_jacobian_spatial_o[14] =
            gravity_jacobian_spatial_t[9] + gravity_jacobian_spatial_o[32];
        gravity_jacobian_spatial_t[9] =
            gravity_jacobian_spatial_t[8] + gravity_jacobian_spatial_o[14];
        gravity_jacobian_spatial_t[8] = -(gravity_jacobian_spatial_t[9]);
        gravity_jacobian_spatial_t[3] =
            gravity_jacobian_spatial_t[3] + gravity_jacobian_spatial_t[8];
        gravity_jacobian_spatial_t[8] = 9.81 * gravity_jacobian_spatial_o[33];
        gravity_jacobian_spatial_t[3] =
            gravity_jacobian_spatial_t[3] * gravity_jacobian_spatial_t[8];
        gravity_jacobian_spatial_o[0] =
            -(gravity_jacobian_spatial_o[0] * gravity_jacobian_spatial_o[16]);
        gravity_jacobian_spatial_o[16] =
            gravity_jacobian_spatial_o[24] * gravity_jacobian_spatial_t[4];
        gravity_jacobian_spatial_t[4] =
            gravity_jacobian_spatial_o[0] + gravity_jacobian_spatial_o[16];
        gravity_jacobian_spatial_o[0] = 1.96 * gravity_jacobian_spatial_o[24];
        gravity_jacobian_spatial_o[16] = 0.32 * gravity_jacobian_spatial_o[1];
        gravity_jacobian_spatial_o[24] = 0.36 + gravity_jacobian_spatial_o[16];
        gravity_jacobian_spatial_o[16] = 0.7 * gravity_jacobian_spatial_o[24];
        gravity_jacobian_spatial_t[29] = 0.196 * gravity_jacobian_spatial_o[42];
        gravity_jacobian_spatial_o[16] =
            gravity_jacobian_spatial_o[16] + gravity_jacobian_spatial_t[29];
        gravity_jacobian_spatial_t[29] = 0.28 * gravity_jacobian_spatial_o[42];
        gravity_jacobian_spatial_o[42] =
            gravity_jacobian_spatial_o[24] + gravity_jacobian_spatial_t[29];
        gravity_jacobian_spatial_t[29] = 0.6 * gravity_jacobian_spatial_o[42];
        gravity_jacobian_spatial_t[30] = 0.144 * gravity_jacobian_spatial_o[17];
        gravity_jacobian_spatial_t[29] =
            gravity_jacobian_spatial_t[29] + gravity_jacobian_spatial_t[30];
        gravity_jacobian_spatial_t[30] = 0.24 * gravity_jacobian_spatial_o[17];
        gravity_jacobian_spatial_t[30] =
            gravity_jacobian_spatial_o[42] + gravity_jacobian_spatial_t[30];
        gravity_jacobian_spatial_o[9] = 0.5 * gravity_jacobian_spatial_t[30];
        gravity_jacobian_spatial_o[40] = -(gravity_jacobian_spatial_o[40]);
        gravity_jacobian_spatial_t[12] =
            gravity_jacobian_spatial_t[15] * gravity_jacobian_spatial_t[12];
        gravity_jacobian_spatial_t[15] =
            gravity_jacobian_spatial_o[40] + gravity_jacobian_spatial_t[12];
        gravity_jacobian_spatial_o[40] =
            gravity_jacobian_spatial_t[21] * gravity_jacobian_spatial_t[15];
        gravity_jacobian_spatial_t[12] =
            gravity_jacobian_spatial_o[8] + gravity_jacobian_spatial_o[40];
        gravity_jacobian_spatial_t[21] = 0.1 * gravity_jacobian_spatial_t[12];
        gravity_jacobian_spatial_o[40] =
            gravity_jacobian_spatial_o[9] + gravity_jacobian_spatial_t[21];
        gravity_jacobian_spatial_o[8] = 0.2 * gravity_jacobian_spatial_t[12];
        gravity_jacobian_spatial_t[21] =
            gravity_jacobian_spatial_t[30] + gravity_jacobian_spatial_o[8];
        gravity_jacobian_spatial_o[9] = 0.4 * gravity_jacobian_spatial_t[21];
        gravity_jacobian_spatial_o[8] =
            gravity_jacobian_spatial_o[17] * gravity_jacobian_spatial_t[27];
        gravity_jacobian_spatial_o[17] =
            gravity_jacobian_spatial_o[21] * gravity_jacobian_spatial_t[15];
        gravity_jacobian_spatial_t[27] =
            gravity_jacobian_spatial_o[8] + gravity_jacobian_spatial_o[17];
        gravity_jacobian_spatial_t[15] =
            gravity_jacobian_spatial_o[35] * gravity_jacobian_spatial_t[27];
        gravity_jacobian_spatial_o[21] =
            gravity_jacobian_spatial_o[25] * gravity_jacobian_spatial_t[12];
        gravity_jacobian_spatial_o[17] =
            gravity_jacobian_spatial_t[15] + gravity_jacobian_spatial_o[21];
        gravity_jacobian_spatial_o[8] = 0.064 * gravity_jacobian_spatial_o[17];
        gravity_jacobian_spatial_o[35] =
            gravity_jacobian_spatial_o[9] + gravity_jacobian_spatial_o[8];
        gravity_jacobian_spatial_t[27] =
            gravity_jacobian_spatial_o[40] + gravity_jacobian_spatial_o[35];
        gravity_jacobian_spatial_t[12] =
            gravity_jacobian_spatial_t[29] + gravity_jacobian_spatial_t[27];
        gravity_jacobian_spatial_o[25] =
            gravity_jacobian_spatial_o[16] + gravity_jacobian_spatial_t[12];
        gravity_jacobian_spatial_t[15] = 0.256 * gravity_jacobian_spatial_o[1];
        gravity_jacobian_spatial_o[21] = 0.288 + gravity_jacobian_spatial_t[15];
        gravity_jacobian_spatial_o[17] =
            gravity_jacobian_spatial_o[25] + gravity_jacobian_spatial_o[21];
        gravity_jacobian_spatial_o[8] = 0.324 + gravity_jacobian_spatial_o[17];
        gravity_jacobian_spatial_o[9] =
            gravity_jacobian_spatial_o[0] + gravity_jacobian_spatial_o[8];
        gravity_jacobian_spatial_o[40] = (-9.81) * gravity_jacobian_spatial_t[4];
        gravity_jacobian_spatial_t[29] =
            gravity_jacobian_spatial_o[9] * gravity_jacobian_spatial_o[40];
        gravity_jacobian_spatial_o[16] =
            gravity_jacobian_spatial_o[33] * gravity_jacobian_spatial_t[9];
        gravity_jacobian_spatial_o[1] =
            gravity_jacobian_spatial_t[4] * gravity_jacobian_spatial_o[8];
        gravity_jacobian_spatial_t[15] =
            gravity_jacobian_spatial_o[16] + gravity_jacobian_spatial_o[1];
        gravity_jacobian_spatial_o[21] = 9.81 * gravity_jacobian_spatial_t[15];
        gravity_jacobian_spatial_o[0] = gravity_jacobian_spatial_t[3]
            + gravity_jacobian_spatial_t[29]
            + gravity_jacobian_spatial_o[21];
        gravity_jacobian_spatial_o[9] = 9.81 * gravity_jacobian_spatial_o[17];
        gravity_jacobian_spatial_o[8] = (-10.5948) + gravity_jacobian_spatial_o[9];
        gravity_jacobian_spatial_o[1] =
            gravity_jacobian_spatial_t[4] * gravity_jacobian_spatial_o[8];
        gravity_jacobian_spatial_t[3] =
            gravity_jacobian_spatial_t[9] * gravity_jacobian_spatial_t[8];
        gravity_jacobian_spatial_t[29] =
            gravity_jacobian_spatial_o[1] + gravity_jacobian_spatial_t[3];
        gravity_jacobian_spatial_o[9] = (-9.81) * gravity_jacobian_spatial_t[15];
        gravity_jacobian_spatial_o[8] =
            gravity_jacobian_spatial_t[29] + gravity_jacobian_spatial_o[9];
        gravity_jacobian_spatial_t[9] =
            gravity_jacobian_spatial_o[21] + gravity_jacobian_spatial_o[8];
        gravity_jacobian_spatial_t[3] = -(gravity_jacobian_spatial_t[9]);
        gravity_jacobian_spatial_o[1] =
            gravity_jacobian_spatial_t[29] + gravity_jacobian_spatial_t[3];
        gravity_jacobian_spatial_t[15] = (-6.90624) * gravity_jacobian_spatial_t[7];
        gravity_jacobian_spatial_o[9] = 9.81 * gravity_jacobian_spatial_o[14];
        gravity_jacobian_spatial_o[21] =
            gravity_jacobian_spatial_t[15] + gravity_jacobian_spatial_o[9];
        gravity_jacobian_spatial_t[9] =
            gravity_jacobian_spatial_o[33] * gravity_jacobian_spatial_o[21];
        gravity_jacobian_spatial_t[3] = 9.81 * gravity_jacobian_spatial_o[25];
        gravity_jacobian_spatial_t[15] = (-21.582) * gravity_jacobian_spatial_o[24];
        gravity_jacobian_spatial_o[9] =
            gravity_jacobian_spatial_t[3] + gravity_jacobian_spatial_t[15];
        gravity_jacobian_spatial_o[21] =
            gravity_jacobian_spatial_t[4] * gravity_jacobian_spatial_o[9];
        gravity_jacobian_spatial_t[3] =
            gravity_jacobian_spatial_t[9] + gravity_jacobian_spatial_o[21];
        gravity_jacobian_spatial_t[15] = (-1.08) + gravity_jacobian_spatial_o[17];
        gravity_jacobian_spatial_o[9] =
            gravity_jacobian_spatial_t[4] * gravity_jacobian_spatial_t[15];
        gravity_jacobian_spatial_t[9] =
            gravity_jacobian_spatial_o[16] + gravity_jacobian_spatial_o[9];
        gravity_jacobian_spatial_o[21] = (-9.81) * gravity_jacobian_spatial_t[9];
        gravity_jacobian_spatial_o[17] =
            gravity_jacobian_spatial_t[3] + gravity_jacobian_spatial_o[21];
        gravity_jacobian_spatial_t[15] =
            gravity_jacobian_spatial_t[29] + gravity_jacobian_spatial_o[17];
        gravity_jacobian_spatial_o[16] = -(gravity_jacobian_spatial_t[15]);
        gravity_jacobian_spatial_o[9] =
            gravity_jacobian_spatial_t[3] + gravity_jacobian_spatial_o[16];
        gravity_jacobian_spatial_t[9] = (-2.2) * gravity_jacobian_spatial_o[24];
        gravity_jacobian_spatial_o[21] =
            gravity_jacobian_spatial_o[25] + gravity_jacobian_spatial_t[9];
        gravity_jacobian_spatial_t[29] =
            gravity_jacobian_spatial_o[40] * gravity_jacobian_spatial_o[21];
        gravity_jacobian_spatial_t[15] = 0.704 * gravity_jacobian_spatial_t[7];
        gravity_jacobian_spatial_o[16] = -(gravity_jacobian_spatial_o[14]);
        gravity_jacobian_spatial_o[24] =
            gravity_jacobian_spatial_t[15] + gravity_jacobian_spatial_o[16];
        gravity_jacobian_spatial_t[9] =
            gravity_jacobian_spatial_t[8] * gravity_jacobian_spatial_o[24];
        gravity_jacobian_spatial_o[25] =
            gravity_jacobian_spatial_t[29] + gravity_jacobian_spatial_t[9];
        gravity_jacobian_spatial_o[21] = -(gravity_jacobian_spatial_o[25]);
        gravity_jacobian_spatial_t[7] =
            gravity_jacobian_spatial_o[25] + gravity_jacobian_spatial_o[21];
        gravity_jacobian_spatial_o[14] = -(gravity_jacobian_spatial_t[7]);
        gravity_jacobian_spatial_o[16] =
            gravity_jacobian_spatial_o[17] + gravity_jacobian_spatial_o[14];
        gravity_jacobian_spatial_t[15] = 9.81 * gravity_jacobian_spatial_o[32];
        gravity_jacobian_spatial_o[24] = (-14.715) * gravity_jacobian_spatial_o[28];
        gravity_jacobian_spatial_t[9] =
            gravity_jacobian_spatial_t[15] + gravity_jacobian_spatial_o[24];
        gravity_jacobian_spatial_t[29] =
            gravity_jacobian_spatial_o[33] * gravity_jacobian_spatial_t[9];
        gravity_jacobian_spatial_o[21] = 9.81 * gravity_jacobian_spatial_t[12];
        gravity_jacobian_spatial_t[7] = (-14.715) * gravity_jacobian_spatial_o[42];
        gravity_jacobian_spatial_o[17] =
            gravity_jacobian_spatial_o[21] + gravity_jacobian_spatial_t[7];
        gravity_jacobian_spatial_o[24] =
            gravity_jacobian_spatial_t[4] * gravity_jacobian_spatial_o[17];
        gravity_jacobian_spatial_t[15] =
            gravity_jacobian_spatial_t[29] + gravity_jacobian_spatial_o[24];
        gravity_jacobian_spatial_t[9] =
            gravity_jacobian_spatial_o[25] + gravity_jacobian_spatial_t[15];
        gravity_jacobian_spatial_t[7] =
            gravity_jacobian_spatial_t[3] + gravity_jacobian_spatial_t[9];
        gravity_jacobian_spatial_o[21] = -(gravity_jacobian_spatial_t[7]);
        gravity_jacobian_spatial_o[17] =
            gravity_jacobian_spatial_t[15] + gravity_jacobian_spatial_o[21];
        gravity_jacobian_spatial_o[24] = (-1.5) * gravity_jacobian_spatial_o[42];
        gravity_jacobian_spatial_t[29] =
            gravity_jacobian_spatial_t[12] + gravity_jacobian_spatial_o[24];
        gravity_jacobian_spatial_t[3] =
            gravity_jacobian_spatial_o[40] * gravity_jacobian_spatial_t[29];
        gravity_jacobian_spatial_t[7] = -(gravity_jacobian_spatial_o[32]);
        gravity_jacobian_spatial_o[21] = 1.5 * gravity_jacobian_spatial_o[28];
        gravity_jacobian_spatial_o[42] =
            gravity_jacobian_spatial_t[7] + gravity_jacobian_spatial_o[21];
        gravity_jacobian_spatial_o[24] =
            gravity_jacobian_spatial_t[8] * gravity_jacobian_spatial_o[42];
        gravity_jacobian_spatial_t[12] =
            gravity_jacobian_spatial_t[3] + gravity_jacobian_spatial_o[24];
        gravity_jacobian_spatial_t[29] = -(gravity_jacobian_spatial_t[12]);
        gravity_jacobian_spatial_o[32] =
            gravity_jacobian_spatial_t[12] + gravity_jacobian_spatial_t[29];
        gravity_jacobian_spatial_o[28] =
            gravity_jacobian_spatial_o[25] + gravity_jacobian_spatial_o[32];
        gravity_jacobian_spatial_t[7] = -(gravity_jacobian_spatial_o[28]);
        gravity_jacobian_spatial_o[21] =
            gravity_jacobian_spatial_o[25] + gravity_jacobian_spatial_t[7];
        gravity_jacobian_spatial_o[42] = -(gravity_jacobian_spatial_o[32]);
        gravity_jacobian_spatial_o[24] =
            gravity_jacobian_spatial_t[9] + gravity_jacobian_spatial_o[42];
        gravity_jacobian_spatial_t[3] = 9.81 * gravity_jacobian_spatial_o[48];
        gravity_jacobian_spatial_t[29] = (-8.829) * gravity_jacobian_spatial_t[18];
        gravity_jacobian_spatial_o[28] =
            gravity_jacobian_spatial_t[3] + gravity_jacobian_spatial_t[29];
        gravity_jacobian_spatial_t[7] =
            gravity_jacobian_spatial_o[33] * gravity_jacobian_spatial_o[28];
        gravity_jacobian_spatial_o[25] = 9.81 * gravity_jacobian_spatial_t[27];
        gravity_jacobian_spatial_o[32] = (-8.829) * gravity_jacobian_spatial_t[30];
        gravity_jacobian_spatial_t[9] =
            gravity_jacobian_spatial_o[25] + gravity_jacobian_spatial_o[32];
        gravity_jacobian_spatial_o[42] =
            gravity_jacobian_spatial_t[4] * gravity_jacobian_spatial_t[9];
        gravity_jacobian_spatial_t[3] =
            gravity_jacobian_spatial_t[7] + gravity_jacobian_spatial_o[42];
        gravity_jacobian_spatial_t[29] =
            gravity_jacobian_spatial_t[12] + gravity_jacobian_spatial_t[3];
        gravity_jacobian_spatial_o[28] =
            gravity_jacobian_spatial_t[15] + gravity_jacobian_spatial_t[29];
        gravity_jacobian_spatial_o[32] = -(gravity_jacobian_spatial_o[28]);
        gravity_jacobian_spatial_o[25] =
            gravity_jacobian_spatial_t[3] + gravity_jacobian_spatial_o[32];
        gravity_jacobian_spatial_t[9] = (-0.9) * gravity_jacobian_spatial_t[30];
        gravity_jacobian_spatial_t[7] =
            gravity_jacobian_spatial_t[27] + gravity_jacobian_spatial_t[9];
        gravity_jacobian_spatial_o[42] =
            gravity_jacobian_spatial_o[40] * gravity_jacobian_spatial_t[7];
        gravity_jacobian_spatial_t[15] = -(gravity_jacobian_spatial_o[48]);
        gravity_jacobian_spatial_o[28] = 0.9 * gravity_jacobian_spatial_t[18];
        gravity_jacobian_spatial_o[32] =
            gravity_jacobian_spatial_t[15] + gravity_jacobian_spatial_o[28];
        gravity_jacobian_spatial_t[30] =
            gravity_jacobian_spatial_t[8] * gravity_jacobian_spatial_o[32];
        gravity_jacobian_spatial_t[9] =
            gravity_jacobian_spatial_o[42] + gravity_jacobian_spatial_t[30];
        gravity_jacobian_spatial_t[27] = -(gravity_jacobian_spatial_t[9]);
        gravity_jacobian_spatial_t[7] =
            gravity_jacobian_spatial_t[9] + gravity_jacobian_spatial_t[27];
        gravity_jacobian_spatial_o[48] =
            gravity_jacobian_spatial_t[12] + gravity_jacobian_spatial_t[7];
        gravity_jacobian_spatial_t[18] = -(gravity_jacobian_spatial_o[48]);
        gravity_jacobian_spatial_o[28] =
            gravity_jacobian_spatial_t[12] + gravity_jacobian_spatial_t[18];
        gravity_jacobian_spatial_t[15] = -(gravity_jacobian_spatial_t[7]);
        gravity_jacobian_spatial_o[32] =
            gravity_jacobian_spatial_t[29] + gravity_jacobian_spatial_t[15];
        gravity_jacobian_spatial_o[42] = 9.81 * gravity_jacobian_spatial_o[41];
        gravity_jacobian_spatial_t[30] = (-3.924) * gravity_jacobian_spatial_t[23];
        gravity_jacobian_spatial_t[27] =
            gravity_jacobian_spatial_o[42] + gravity_jacobian_spatial_t[30];
        gravity_jacobian_spatial_o[48] =
            gravity_jacobian_spatial_o[33] * gravity_jacobian_spatial_t[27];
        gravity_jacobian_spatial_t[12] = 9.81 * gravity_jacobian_spatial_o[35];
        gravity_jacobian_spatial_t[18] = (-3.924) * gravity_jacobian_spatial_t[21];
        gravity_jacobian_spatial_t[7] =
            gravity_jacobian_spatial_t[12] + gravity_jacobian_spatial_t[18];
        gravity_jacobian_spatial_t[15] =
            gravity_jacobian_spatial_t[4] * gravity_jacobian_spatial_t[7];
        gravity_jacobian_spatial_t[29] =
            gravity_jacobian_spatial_o[48] + gravity_jacobian_spatial_t[15];
        gravity_jacobian_spatial_t[23] =
            gravity_jacobian_spatial_t[9] + gravity_jacobian_spatial_t[29];
        gravity_jacobian_spatial_o[42] =
            gravity_jacobian_spatial_t[3] + gravity_jacobian_spatial_t[23];
        gravity_jacobian_spatial_t[30] = -(gravity_jacobian_spatial_o[42]);
        gravity_jacobian_spatial_o[33] =
            gravity_jacobian_spatial_t[29] + gravity_jacobian_spatial_t[30];
        gravity_jacobian_spatial_t[27] = (-0.4) * gravity_jacobian_spatial_t[21];
        gravity_jacobian_spatial_t[12] =
            gravity_jacobian_spatial_o[35] + gravity_jacobian_spatial_t[27];
        gravity_jacobian_spatial_t[18] =
            gravity_jacobian_spatial_o[40] * gravity_jacobian_spatial_t[12];
        gravity_jacobian_spatial_t[4] = -(gravity_jacobian_spatial_o[41]);
        gravity_jacobian_spatial_t[7] =
            gravity_jacobian_spatial_t[24] + gravity_jacobian_spatial_t[4];
        gravity_jacobian_spatial_t[15] =
            gravity_jacobian_spatial_t[8] * gravity_jacobian_spatial_t[7];
        gravity_jacobian_spatial_o[48] =
            gravity_jacobian_spatial_t[18] + gravity_jacobian_spatial_t[15];
        gravity_jacobian_spatial_t[3] = -(gravity_jacobian_spatial_o[48]);
        gravity_jacobian_spatial_o[42] =
            gravity_jacobian_spatial_o[48] + gravity_jacobian_spatial_t[3];
        gravity_jacobian_spatial_t[30] =
            gravity_jacobian_spatial_t[9] + gravity_jacobian_spatial_o[42];
        gravity_jacobian_spatial_t[21] = -(gravity_jacobian_spatial_t[30]);
        gravity_jacobian_spatial_o[35] =
            gravity_jacobian_spatial_t[9] + gravity_jacobian_spatial_t[21];
        gravity_jacobian_spatial_t[27] = -(gravity_jacobian_spatial_o[42]);
        gravity_jacobian_spatial_o[40] =
            gravity_jacobian_spatial_t[23] + gravity_jacobian_spatial_t[27];
        gravity_jacobian_spatial_t[12] =
            gravity_jacobian_spatial_t[29] + gravity_jacobian_spatial_o[48];
        gravity_jacobian_spatial_o[41] = -(gravity_jacobian_spatial_t[12]);
        gravity_jacobian_spatial_o[2] = 0.0;
        gravity_jacobian_spatial_o[3] = 0.0;
        gravity_jacobian_spatial_o[4] = 0.0;
        gravity_jacobian_spatial_o[5] = 0.0;
        gravity_jacobian_spatial_o[6] = 0.0;
        gravity_jacobian_spatial_o[7] = 0.0;
        gravity_jacobian_spatial_o[10] = 0.0;
        gravity_jacobian_spatial_o[11] = 0.0;
        gravity_jacobian_spatial_o[12] = 0.0;
        gravity_jacobian_spatial_o[13] = 0.0;
        gravity_jacobian_spatial_o[15] = gravity_jacobian_spatial_o[14];
        gravity_jacobian_spatial_o[18] = 0.0;
        gravity_jacobian_spatial_o[19] = 0.0;
        gravity_jacobian_spatial_o[20] = 0.0;
        gravity_jacobian_spatial_o[22] = gravity_jacobian_spatial_o[21];
        gravity_jacobian_spatial_o[23] = gravity_jacobian_spatial_o[21];
        gravity_jacobian_spatial_o[26] = 0.0;
        gravity_jacobian_spatial_o[27] = 0.0;
        gravity_jacobian_spatial_o[29] = gravity_jacobian_spatial_o[28];
        gravity_jacobian_spatial_o[30] = gravity_jacobian_spatial_o[28];
        gravity_jacobian_spatial_o[31] = gravity_jacobian_spatial_o[28];
        gravity_jacobian_spatial_o[34] = 0.0;
        gravity_jacobian_spatial_o[36] = gravity_jacobian_spatial_o[35];
        gravity_jacobian_spatial_o[37] = gravity_jacobian_spatial_o[35];
        gravity_jacobian_spatial_o[38] = gravity_jacobian_spatial_o[35];
        gravity_jacobian_spatial_o[39] = gravity_jacobian_spatial_o[35];
        gravity_jacobian_spatial_o[43] = gravity_jacobian_spatial_o[42];
        gravity_jacobian_spatial_o[44] = gravity_jacobian_spatial_o[42];
        gravity_jacobian_spatial_o[45] = gravity_jacobian_spatial_o[42];
        gravity_jacobian_spatial_o[46] = gravity_jacobian_spatial_o[42];
        gravity_jacobian_spatial_o[47] = gravity_jacobian_spatial_o[42];
        ::chaindyn::nalgebra::SMatrix::<f64, 7, 7>::from_row_slice(&[
            gravity_jacobian_spatial_o[0],
            gravity_jacobian_spatial_o[1],
            gravity_jacobian_spatial_o[2],
            gravity_jacobian_spatial_o[3],
            gravity_jacobian_spatial_o[4],
            gravity_jacobian_spatial_o[5],
            gravity_jacobian_spatial_o[6],
            gravity_jacobian_spatial_o[7],
            gravity_jacobian_spatial_o[8],
            gravity_jacobian_spatial_o[9],
            gravity_jacobian_spatial_o[10],
            gravity_jacobian_spatial_o[11],
            gravity_jacobian_spatial_o[12],
            gravity_jacobian_spatial_o[13],
            gravity_jacobian_spatial_o[14],
            gravity_jacobian_spatial_o[15],
            gravity_jacobian_spatial_o[16],
            gravity_jacobian_spatial_o[17],
            gravity_jacobian_spatial_o[18],
            gravity_jacobian_spatial_o[19],
            gravity_jacobian_spatial_o[20],
            gravity_jacobian_spatial_o[21],
            gravity_jacobian_spatial_o[22],
            gravity_jacobian_spatial_o[23],
            gravity_jacobian_spatial_o[24],
            gravity_jacobian_spatial_o[25],
            gravity_jacobian_spatial_o[26],
            gravity_jacobian_spatial_o[27],
            gravity_jacobian_spatial_o[28],
            gravity_jacobian_spatial_o[29],
            gravity_jacobian_spatial_o[30],
            gravity_jacobian_spatial_o[31],
            gravity_jacobian_spatial_o[32],
            gravity_jacobian_spatial_o[33],
            gravity_jacobian_spatial_o[34],
            gravity_jacobian_spatial_o[35],
            gravity_jacobian_spatial_o[36],
            gravity_jacobian_spatial_o[37],
            gravity_jacobian_spatial_o[38],
            gravity_jacobian_spatial_o[39],
            gravity_jacobian_spatial_o[40],
            gravity_jacobian_spatial_o[41],
            gravity_jacobian_spatial_o[42],
            gravity_jacobian_spatial_o[43],
            gravity_jacobian_spatial_o[44],
            gravity_jacobian_spatial_o[45],
            gravity_jacobian_spatial_o[46],
            gravity_jacobian_spatial_o[47],
            gravity_jacobian_spatial_o[48],
        ])
    }
    /// Linearization at any state `(q, q̇, u)`, one straight-line program: `M` and
    /// `C q̇ + g`, an unrolled `L D Lᵀ` factorisation giving `q̈ = M⁻¹(u − C q̇ − g)` and
    /// `M⁻¹`, and the analytic derivatives of inverse dynamics at that `q̈`:
    /// `∂q̈/∂q = −M⁻¹ ∂τ/∂q`, `∂q̈/∂q̇ = −M⁻¹ ∂τ/∂q̇`, `∂q̈/∂u = M⁻¹`.
    /// Derivation: spatial passes in one common frame give `M` and `C q̇ + g`; `∂τ/∂(q, q̇)` at the solved `q̈` in Carpentier & Mansard's closed recursive form, reusing every velocity, inertia and composite of the passes.
    /// Generated: 2579 operations (additions, multiplications, calls) after CSE and Horner.
    #[inline]
    fn linearize_blocks(
        &self,
        q: &::chaindyn::nalgebra::SVector<f64, 7>,
        qd: &::chaindyn::nalgebra::SVector<f64, 7>,
        u: &::chaindyn::nalgebra::SVector<f64, 7>,
    ) -> ::chaindyn::Linearized<7> {
        let q0: f64 = q[0];
        let q1: f64 = q[1];
        let q2: f64 = q[2];
        let q3: f64 = q[3];
        let q4: f64 = q[4];
        let q5: f64 = q[5];
        let q6: f64 = q[6];
        let qd0: f64 = qd[0];
        let qd1: f64 = qd[1];
        let qd2: f64 = qd[2];
        let qd3: f64 = qd[3];
        let qd4: f64 = qd[4];
        let qd5: f64 = qd[5];
        let qd6: f64 = qd[6];
        let u0: f64 = u[0];
        let u1: f64 = u[1];
        let u2: f64 = u[2];
        let u3: f64 = u[3];
        let u4: f64 = u[4];
        let u5: f64 = u[5];
        let u6: f64 = u[6];
        let mut linearize_spatial_t = [0.0_f64; 188];
        let mut linearize_spatial_o = [0.0_f64; 133];
        linearize_spatial_o[37] = q0 * (-1.0);
        linearize_spatial_o[37] = q1 + linearize_spatial_o[37];
        linearize_spatial_t[1] = linearize_spatial_o[37].sin();
        linearize_spatial_t[2] = 1.96 * linearize_spatial_t[1];
        linearize_spatial_o[88] = q1 * (-1.0);
        linearize_spatial_o[88] = q2 + linearize_spatial_o[88];
        linearize_spatial_o[110] = linearize_spatial_o[88].sin();
        linearize_spatial_o[130] = 0.256 * linearize_spatial_o[110];
        linearize_spatial_t[6] = 0.224 * linearize_spatial_o[110];
        linearize_spatial_o[61] = q2 * (-1.0);
        linearize_spatial_o[61] = q3 + linearize_spatial_o[61];
        linearize_spatial_t[8] = linearize_spatial_o[61].cos();
        linearize_spatial_t[9] = linearize_spatial_o[110] * linearize_spatial_t[8];
        linearize_spatial_o[88] = linearize_spatial_o[88].cos();
        linearize_spatial_o[61] = linearize_spatial_o[61].sin();
        linearize_spatial_t[10] = linearize_spatial_o[88] * linearize_spatial_o[61];
        linearize_spatial_t[9] = linearize_spatial_t[9] + linearize_spatial_t[10];
        linearize_spatial_t[10] = 0.196 * linearize_spatial_t[9];
        linearize_spatial_t[6] = linearize_spatial_t[6] + linearize_spatial_t[10];
        linearize_spatial_t[10] = 0.32 * linearize_spatial_o[110];
        linearize_spatial_t[11] = 0.28 * linearize_spatial_t[9];
        linearize_spatial_t[11] = linearize_spatial_t[10] + linearize_spatial_t[11];
        linearize_spatial_o[10] = 0.6 * linearize_spatial_t[11];
        linearize_spatial_o[104] = q3 * (-1.0);
        linearize_spatial_o[104] = q4 + linearize_spatial_o[104];
        linearize_spatial_o[18] = linearize_spatial_o[104].sin();
        linearize_spatial_o[61] = -(linearize_spatial_o[110] * linearize_spatial_o[61]);
        linearize_spatial_t[8] = linearize_spatial_t[8] * linearize_spatial_o[88];
        linearize_spatial_o[61] = linearize_spatial_o[61] + linearize_spatial_t[8];
        linearize_spatial_t[8] = linearize_spatial_o[18] * linearize_spatial_o[61];
        linearize_spatial_o[104] = linearize_spatial_o[104].cos();
        linearize_spatial_o[102] = linearize_spatial_t[9] * linearize_spatial_o[104];
        linearize_spatial_o[102] = linearize_spatial_t[8] + linearize_spatial_o[102];
        linearize_spatial_o[103] = 0.144 * linearize_spatial_o[102];
        linearize_spatial_o[103] = linearize_spatial_o[10] + linearize_spatial_o[103];
        linearize_spatial_t[17] = 0.24 * linearize_spatial_o[102];
        linearize_spatial_t[17] = linearize_spatial_t[11] + linearize_spatial_t[17];
        linearize_spatial_t[18] = 0.5 * linearize_spatial_t[17];
        linearize_spatial_o[124] = q4 * (-1.0);
        linearize_spatial_o[124] = q5 + linearize_spatial_o[124];
        linearize_spatial_t[20] = linearize_spatial_o[124].sin();
        linearize_spatial_o[82] = -(linearize_spatial_t[9]);
        linearize_spatial_o[18] = linearize_spatial_o[18] * linearize_spatial_o[82];
        linearize_spatial_t[22] = linearize_spatial_o[61] * linearize_spatial_o[104];
        linearize_spatial_o[18] = linearize_spatial_o[18] + linearize_spatial_t[22];
        linearize_spatial_t[22] = linearize_spatial_t[20] * linearize_spatial_o[18];
        linearize_spatial_o[124] = linearize_spatial_o[124].cos();
        linearize_spatial_o[92] = linearize_spatial_o[102] * linearize_spatial_o[124];
        linearize_spatial_t[22] = linearize_spatial_t[22] + linearize_spatial_o[92];
        linearize_spatial_o[92] = 0.1 * linearize_spatial_t[22];
        linearize_spatial_o[92] = linearize_spatial_t[18] + linearize_spatial_o[92];
        linearize_spatial_t[24] = 0.2 * linearize_spatial_t[22];
        linearize_spatial_t[25] = linearize_spatial_t[17] + linearize_spatial_t[24];
        linearize_spatial_t[26] = 0.4 * linearize_spatial_t[25];
        linearize_spatial_o[115] = q5 * (-1.0);
        linearize_spatial_o[115] = q6 + linearize_spatial_o[115];
        linearize_spatial_o[125] = linearize_spatial_o[115].sin();
        linearize_spatial_o[111] = -(linearize_spatial_t[20]);
        linearize_spatial_o[123] = linearize_spatial_o[102] * linearize_spatial_o[111];
        linearize_spatial_o[98] = linearize_spatial_o[18] * linearize_spatial_o[124];
        linearize_spatial_o[123] = linearize_spatial_o[123] + linearize_spatial_o[98];
        linearize_spatial_o[123] = linearize_spatial_o[125] * linearize_spatial_o[123];
        linearize_spatial_o[115] = linearize_spatial_o[115].cos();
        linearize_spatial_t[22] = linearize_spatial_t[22] * linearize_spatial_o[115];
        linearize_spatial_t[22] = linearize_spatial_o[123] + linearize_spatial_t[22];
        linearize_spatial_o[123] = 0.064 * linearize_spatial_t[22];
        linearize_spatial_o[123] = linearize_spatial_t[26] + linearize_spatial_o[123];
        linearize_spatial_t[32] = linearize_spatial_o[92] + linearize_spatial_o[123];
        linearize_spatial_t[33] = linearize_spatial_o[103] + linearize_spatial_t[32];
        linearize_spatial_o[97] = linearize_spatial_t[6] + linearize_spatial_t[33];
        linearize_spatial_o[127] = linearize_spatial_o[130] + linearize_spatial_o[97];
        linearize_spatial_o[90] = -(linearize_spatial_o[127]);
        linearize_spatial_t[2] = linearize_spatial_t[2] + linearize_spatial_o[90];
        linearize_spatial_t[37] = 0.4 * linearize_spatial_t[2];
        linearize_spatial_o[35] = 0.8 * linearize_spatial_o[127];
        linearize_spatial_t[37] = linearize_spatial_t[37] + linearize_spatial_o[35];
        linearize_spatial_o[35] = linearize_spatial_t[1] * linearize_spatial_t[37];
        linearize_spatial_t[37] = linearize_spatial_o[37].cos();
        linearize_spatial_o[37] = 1.96 * linearize_spatial_t[37];
        linearize_spatial_t[39] = 0.32 * linearize_spatial_o[88];
        linearize_spatial_t[39] = 0.36 + linearize_spatial_t[39];
        linearize_spatial_o[114] = 0.7 * linearize_spatial_t[39];
        linearize_spatial_t[41] = 0.196 * linearize_spatial_o[61];
        linearize_spatial_t[41] = linearize_spatial_o[114] + linearize_spatial_t[41];
        linearize_spatial_t[42] = 0.28 * linearize_spatial_o[61];
        linearize_spatial_t[42] = linearize_spatial_t[39] + linearize_spatial_t[42];
        linearize_spatial_o[16] = 0.6 * linearize_spatial_t[42];
        linearize_spatial_o[108] = 0.144 * linearize_spatial_o[18];
        linearize_spatial_o[108] = linearize_spatial_o[16] + linearize_spatial_o[108];
        linearize_spatial_t[45] = 0.24 * linearize_spatial_o[18];
        linearize_spatial_t[45] = linearize_spatial_t[42] + linearize_spatial_t[45];
        linearize_spatial_o[131] = 0.5 * linearize_spatial_t[45];
        linearize_spatial_t[8] = -(linearize_spatial_t[8]);
        linearize_spatial_o[104] = linearize_spatial_o[104] * linearize_spatial_o[82];
        linearize_spatial_o[82] = linearize_spatial_t[8] + linearize_spatial_o[104];
        linearize_spatial_t[8] = linearize_spatial_t[20] * linearize_spatial_o[82];
        linearize_spatial_o[104] = linearize_spatial_o[98] + linearize_spatial_t[8];
        linearize_spatial_t[20] = 0.1 * linearize_spatial_o[104];
        linearize_spatial_t[8] = linearize_spatial_o[131] + linearize_spatial_t[20];
        linearize_spatial_o[98] = 0.2 * linearize_spatial_o[104];
        linearize_spatial_t[20] = linearize_spatial_t[45] + linearize_spatial_o[98];
        linearize_spatial_o[53] = 0.4 * linearize_spatial_t[20];
        linearize_spatial_o[111] = linearize_spatial_o[18] * linearize_spatial_o[111];
        linearize_spatial_o[124] = linearize_spatial_o[124] * linearize_spatial_o[82];
        linearize_spatial_o[82] = linearize_spatial_o[111] + linearize_spatial_o[124];
        linearize_spatial_o[124] = linearize_spatial_o[125] * linearize_spatial_o[82];
        linearize_spatial_o[111] = linearize_spatial_o[115] * linearize_spatial_o[104];
        linearize_spatial_o[82] = linearize_spatial_o[124] + linearize_spatial_o[111];
        linearize_spatial_o[125] = 0.064 * linearize_spatial_o[82];
        linearize_spatial_o[104] = linearize_spatial_o[53] + linearize_spatial_o[125];
        linearize_spatial_o[115] = linearize_spatial_t[8] + linearize_spatial_o[104];
        linearize_spatial_o[124] = linearize_spatial_o[108] + linearize_spatial_o[115];
        linearize_spatial_o[111] = linearize_spatial_t[41] + linearize_spatial_o[124];
        linearize_spatial_o[125] = 0.256 * linearize_spatial_o[88];
        linearize_spatial_o[125] = 0.288 + linearize_spatial_o[125];
        linearize_spatial_t[48] = linearize_spatial_o[111] + linearize_spatial_o[125];
        linearize_spatial_o[89] = 0.324 + linearize_spatial_t[48];
        linearize_spatial_o[37] = linearize_spatial_o[37] + linearize_spatial_o[89];
        linearize_spatial_t[50] = 0.4 * linearize_spatial_o[37];
        linearize_spatial_t[51] = (-0.8) * linearize_spatial_o[89];
        linearize_spatial_t[50] = linearize_spatial_t[50] + linearize_spatial_t[51];
        linearize_spatial_t[51] = linearize_spatial_t[37] * linearize_spatial_t[50];
        linearize_spatial_t[50] = 0.4 * linearize_spatial_t[1];
        linearize_spatial_t[52] = linearize_spatial_o[127] * linearize_spatial_t[50];
        linearize_spatial_o[95] = (-0.4) * linearize_spatial_t[37];
        linearize_spatial_o[113] = linearize_spatial_o[89] * linearize_spatial_o[95];
        linearize_spatial_o[30] = linearize_spatial_t[1] * linearize_spatial_t[1];
        linearize_spatial_o[69] = linearize_spatial_t[37] * linearize_spatial_t[37];
        linearize_spatial_o[30] = linearize_spatial_o[30] + linearize_spatial_o[69];
        linearize_spatial_o[69] = (-0.16) * linearize_spatial_o[30];
        linearize_spatial_o[30] = 0.16 + linearize_spatial_o[69];
        linearize_spatial_o[69] = 0.07168 * linearize_spatial_o[110];
        linearize_spatial_t[9] = 0.12544 * linearize_spatial_t[9];
        linearize_spatial_t[9] = linearize_spatial_o[69] + linearize_spatial_t[9];
        linearize_spatial_o[69] = linearize_spatial_o[110] * linearize_spatial_t[9];
        linearize_spatial_t[9] = 0.392 * linearize_spatial_o[61];
        linearize_spatial_o[61] = linearize_spatial_o[114] + linearize_spatial_t[9];
        linearize_spatial_t[9] = linearize_spatial_t[39] * linearize_spatial_o[61];
        linearize_spatial_o[114] = 0.05488 + linearize_spatial_o[69] + linearize_spatial_t[9];
        linearize_spatial_o[61] = 0.288 * linearize_spatial_o[102];
        linearize_spatial_t[9] = linearize_spatial_o[10] + linearize_spatial_o[61];
        linearize_spatial_o[69] = linearize_spatial_t[11] * linearize_spatial_t[9];
        linearize_spatial_o[102] = 0.288 * linearize_spatial_o[18];
        linearize_spatial_o[61] = linearize_spatial_o[16] + linearize_spatial_o[102];
        linearize_spatial_o[10] = linearize_spatial_t[42] * linearize_spatial_o[61];
        linearize_spatial_t[9] = 0.03456 + linearize_spatial_o[69] + linearize_spatial_o[10];
        linearize_spatial_o[18] = linearize_spatial_t[18] + linearize_spatial_t[24];
        linearize_spatial_o[102] = linearize_spatial_t[17] * linearize_spatial_o[18];
        linearize_spatial_o[16] = linearize_spatial_o[131] + linearize_spatial_o[98];
        linearize_spatial_o[61] = linearize_spatial_t[45] * linearize_spatial_o[16];
        linearize_spatial_o[10] = 0.02 + linearize_spatial_o[102] + linearize_spatial_o[61];
        linearize_spatial_o[69] = 0.128 * linearize_spatial_t[22];
        linearize_spatial_t[18] = linearize_spatial_t[26] + linearize_spatial_o[69];
        linearize_spatial_t[24] = linearize_spatial_t[25] * linearize_spatial_t[18];
        linearize_spatial_o[18] = 0.128 * linearize_spatial_o[82];
        linearize_spatial_o[98] = linearize_spatial_o[53] + linearize_spatial_o[18];
        linearize_spatial_o[131] = linearize_spatial_t[20] * linearize_spatial_o[98];
        linearize_spatial_o[16] = 0.01024 + linearize_spatial_t[24] + linearize_spatial_o[131];
        linearize_spatial_o[61] = linearize_spatial_o[10] + linearize_spatial_o[16];
        linearize_spatial_o[102] = linearize_spatial_t[9] + linearize_spatial_o[61];
        linearize_spatial_t[22] = linearize_spatial_o[114] + linearize_spatial_o[102];
        linearize_spatial_o[69] = 0.18432 * linearize_spatial_o[88];
        linearize_spatial_t[18] = 0.1856 + linearize_spatial_o[69];
        linearize_spatial_o[82] = linearize_spatial_t[22] + linearize_spatial_t[18];
        linearize_spatial_o[18] = 0.11664 + linearize_spatial_o[82];
        linearize_spatial_o[53] = linearize_spatial_o[30] + linearize_spatial_o[18];
        linearize_spatial_o[98] = -(linearize_spatial_o[53]);
        linearize_spatial_t[24] =
            linearize_spatial_t[52] + linearize_spatial_o[113] + linearize_spatial_o[98];
        linearize_spatial_o[131] = linearize_spatial_o[18] + linearize_spatial_t[24];
        linearize_spatial_o[10] = -(linearize_spatial_o[131]);
        linearize_spatial_t[9] =
            linearize_spatial_o[35] + linearize_spatial_t[51] + linearize_spatial_o[10];
        linearize_spatial_o[114] = 1.0 / linearize_spatial_t[9];
        linearize_spatial_o[88] = qd1 * (-1.0);
        linearize_spatial_o[69] = qd2 + linearize_spatial_o[88];
        linearize_spatial_t[18] = -(linearize_spatial_o[69]);
        linearize_spatial_o[30] = qd0 * (-1.0);
        linearize_spatial_o[53] = qd1 + linearize_spatial_o[30];
        linearize_spatial_o[98] = qd0 + linearize_spatial_o[53];
        linearize_spatial_t[52] = -(linearize_spatial_o[98]);
        linearize_spatial_o[113] = linearize_spatial_t[18] + linearize_spatial_t[52];
        linearize_spatial_t[24] = -(linearize_spatial_o[113]);
        linearize_spatial_o[131] = linearize_spatial_o[125] * linearize_spatial_t[24];
        linearize_spatial_o[10] = (-0.36) * linearize_spatial_o[69];
        linearize_spatial_o[35] = 0.4 * linearize_spatial_t[37];
        linearize_spatial_t[51] = qd0 * linearize_spatial_o[35];
        linearize_spatial_o[88] = linearize_spatial_o[10] + linearize_spatial_t[51];
        linearize_spatial_o[98] = 0.8 * linearize_spatial_o[88];
        linearize_spatial_t[18] = linearize_spatial_o[131] + linearize_spatial_o[98];
        linearize_spatial_o[10] = linearize_spatial_o[113] * linearize_spatial_t[18];
        linearize_spatial_o[98] = (-0.36) * linearize_spatial_t[52];
        linearize_spatial_o[131] = linearize_spatial_t[51] + linearize_spatial_o[98];
        linearize_spatial_o[98] = linearize_spatial_o[69] * linearize_spatial_o[131];
        linearize_spatial_t[57] = linearize_spatial_o[53] * linearize_spatial_t[51];
        linearize_spatial_o[57] = q0.sin();
        linearize_spatial_o[44] = -(linearize_spatial_t[1] * linearize_spatial_o[57]);
        linearize_spatial_o[50] = q0.cos();
        linearize_spatial_t[61] = linearize_spatial_t[37] * linearize_spatial_o[50];
        linearize_spatial_o[44] = linearize_spatial_o[44] + linearize_spatial_t[61];
        linearize_spatial_t[61] = 9.81 * linearize_spatial_o[44];
        linearize_spatial_o[44] = linearize_spatial_t[57] + linearize_spatial_t[61];
        linearize_spatial_t[57] = linearize_spatial_o[98] + linearize_spatial_o[44];
        linearize_spatial_o[98] = 0.8 * linearize_spatial_t[57];
        linearize_spatial_o[10] = linearize_spatial_o[10] + linearize_spatial_o[98];
        linearize_spatial_o[98] = qd2 * (-1.0);
        linearize_spatial_o[98] = qd3 + linearize_spatial_o[98];
        linearize_spatial_t[62] = -(linearize_spatial_o[98]);
        linearize_spatial_t[62] = linearize_spatial_o[113] + linearize_spatial_t[62];
        linearize_spatial_o[109] = -(linearize_spatial_t[62]);
        linearize_spatial_o[38] = linearize_spatial_t[41] * linearize_spatial_o[109];
        linearize_spatial_o[83] = -(linearize_spatial_t[39]);
        linearize_spatial_o[129] = linearize_spatial_o[98] * linearize_spatial_o[83];
        linearize_spatial_o[129] = linearize_spatial_o[88] + linearize_spatial_o[129];
        linearize_spatial_o[46] = 0.7 * linearize_spatial_o[129];
        linearize_spatial_o[38] = linearize_spatial_o[38] + linearize_spatial_o[46];
        linearize_spatial_o[46] = linearize_spatial_t[62] * linearize_spatial_o[38];
        linearize_spatial_t[68] = linearize_spatial_t[39] * linearize_spatial_t[24];
        linearize_spatial_t[68] = linearize_spatial_o[88] + linearize_spatial_t[68];
        linearize_spatial_o[71] = linearize_spatial_o[98] * linearize_spatial_t[68];
        linearize_spatial_o[71] = linearize_spatial_t[57] + linearize_spatial_o[71];
        linearize_spatial_o[99] = 0.7 * linearize_spatial_o[71];
        linearize_spatial_o[46] = linearize_spatial_o[46] + linearize_spatial_o[99];
        linearize_spatial_o[99] = qd3 * (-1.0);
        linearize_spatial_o[99] = qd4 + linearize_spatial_o[99];
        linearize_spatial_o[77] = -(linearize_spatial_o[99]);
        linearize_spatial_o[77] = linearize_spatial_t[62] + linearize_spatial_o[77];
        linearize_spatial_t[72] = -(linearize_spatial_o[77]);
        linearize_spatial_o[94] = linearize_spatial_o[108] * linearize_spatial_t[72];
        linearize_spatial_o[48] = -(linearize_spatial_t[42]);
        linearize_spatial_o[119] = linearize_spatial_o[99] * linearize_spatial_o[48];
        linearize_spatial_o[119] = linearize_spatial_o[129] + linearize_spatial_o[119];
        linearize_spatial_t[76] = 0.6 * linearize_spatial_o[119];
        linearize_spatial_o[94] = linearize_spatial_o[94] + linearize_spatial_t[76];
        linearize_spatial_t[76] = linearize_spatial_o[77] * linearize_spatial_o[94];
        linearize_spatial_o[132] = linearize_spatial_t[42] * linearize_spatial_o[109];
        linearize_spatial_o[132] = linearize_spatial_o[129] + linearize_spatial_o[132];
        linearize_spatial_o[47] = linearize_spatial_o[99] * linearize_spatial_o[132];
        linearize_spatial_o[47] = linearize_spatial_o[71] + linearize_spatial_o[47];
        linearize_spatial_t[79] = 0.6 * linearize_spatial_o[47];
        linearize_spatial_t[76] = linearize_spatial_t[76] + linearize_spatial_t[79];
        linearize_spatial_t[79] = qd4 * (-1.0);
        linearize_spatial_t[79] = qd5 + linearize_spatial_t[79];
        linearize_spatial_o[54] = -(linearize_spatial_t[79]);
        linearize_spatial_o[54] = linearize_spatial_o[77] + linearize_spatial_o[54];
        linearize_spatial_t[81] = -(linearize_spatial_o[54]);
        linearize_spatial_o[40] = linearize_spatial_t[8] * linearize_spatial_t[81];
        linearize_spatial_o[6] = -(linearize_spatial_t[45]);
        linearize_spatial_t[84] = linearize_spatial_t[79] * linearize_spatial_o[6];
        linearize_spatial_t[84] = linearize_spatial_o[119] + linearize_spatial_t[84];
        linearize_spatial_o[55] = 0.5 * linearize_spatial_t[84];
        linearize_spatial_o[40] = linearize_spatial_o[40] + linearize_spatial_o[55];
        linearize_spatial_o[55] = linearize_spatial_o[54] * linearize_spatial_o[40];
        linearize_spatial_t[86] = linearize_spatial_t[45] * linearize_spatial_t[72];
        linearize_spatial_t[86] = linearize_spatial_o[119] + linearize_spatial_t[86];
        linearize_spatial_o[43] = linearize_spatial_t[79] * linearize_spatial_t[86];
        linearize_spatial_o[43] = linearize_spatial_o[47] + linearize_spatial_o[43];
        linearize_spatial_o[52] = 0.5 * linearize_spatial_o[43];
        linearize_spatial_o[55] = linearize_spatial_o[55] + linearize_spatial_o[52];
        linearize_spatial_o[52] = qd5 * (-1.0);
        linearize_spatial_o[52] = qd6 + linearize_spatial_o[52];
        linearize_spatial_o[128] = -(linearize_spatial_o[52]);
        linearize_spatial_o[128] = linearize_spatial_o[54] + linearize_spatial_o[128];
        linearize_spatial_o[122] = -(linearize_spatial_o[104] * linearize_spatial_o[128]);
        linearize_spatial_o[78] = -(linearize_spatial_t[20]);
        linearize_spatial_o[91] = linearize_spatial_o[52] * linearize_spatial_o[78];
        linearize_spatial_o[91] = linearize_spatial_t[84] + linearize_spatial_o[91];
        linearize_spatial_o[59] = 0.4 * linearize_spatial_o[91];
        linearize_spatial_o[122] = linearize_spatial_o[122] + linearize_spatial_o[59];
        linearize_spatial_o[59] = linearize_spatial_o[128] * linearize_spatial_o[122];
        linearize_spatial_t[94] = linearize_spatial_t[20] * linearize_spatial_t[81];
        linearize_spatial_t[94] = linearize_spatial_t[84] + linearize_spatial_t[94];
        linearize_spatial_o[67] = linearize_spatial_o[52] * linearize_spatial_t[94];
        linearize_spatial_o[67] = linearize_spatial_o[43] + linearize_spatial_o[67];
        linearize_spatial_o[51] = 0.4 * linearize_spatial_o[67];
        linearize_spatial_o[59] = linearize_spatial_o[59] + linearize_spatial_o[51];
        linearize_spatial_o[51] = linearize_spatial_o[55] + linearize_spatial_o[59];
        linearize_spatial_o[55] = linearize_spatial_t[76] + linearize_spatial_o[51];
        linearize_spatial_t[76] = linearize_spatial_o[46] + linearize_spatial_o[55];
        linearize_spatial_o[46] = linearize_spatial_o[10] + linearize_spatial_t[76];
        linearize_spatial_o[10] = 0.9 * linearize_spatial_t[51];
        linearize_spatial_o[64] = (-0.324) * linearize_spatial_t[52];
        linearize_spatial_o[64] = linearize_spatial_o[10] + linearize_spatial_o[64];
        linearize_spatial_t[98] = linearize_spatial_t[52] * linearize_spatial_o[64];
        linearize_spatial_o[49] = 0.9 * linearize_spatial_o[44];
        linearize_spatial_t[98] = linearize_spatial_t[98] + linearize_spatial_o[49];
        linearize_spatial_o[49] = linearize_spatial_o[46] + linearize_spatial_t[98];
        linearize_spatial_t[98] = linearize_spatial_o[30] * linearize_spatial_t[51];
        linearize_spatial_o[30] = linearize_spatial_t[61] + linearize_spatial_t[98];
        linearize_spatial_t[98] = linearize_spatial_o[49] + linearize_spatial_o[30];
        linearize_spatial_o[30] = linearize_spatial_t[1] * linearize_spatial_t[98];
        linearize_spatial_t[98] = qd0 * linearize_spatial_t[50];
        linearize_spatial_o[74] = qd0 * linearize_spatial_t[98];
        linearize_spatial_o[57] = linearize_spatial_t[37] * linearize_spatial_o[57];
        linearize_spatial_o[50] = linearize_spatial_t[1] * linearize_spatial_o[50];
        linearize_spatial_o[57] = linearize_spatial_o[57] + linearize_spatial_o[50];
        linearize_spatial_o[50] = -(linearize_spatial_o[57]);
        linearize_spatial_o[57] = 9.81 * linearize_spatial_o[50];
        linearize_spatial_o[50] = linearize_spatial_o[74] + linearize_spatial_o[57];
        linearize_spatial_o[74] = linearize_spatial_o[130] * linearize_spatial_o[113];
        linearize_spatial_o[22] = 0.8 * linearize_spatial_t[98];
        linearize_spatial_o[74] = linearize_spatial_o[74] + linearize_spatial_o[22];
        linearize_spatial_o[22] = linearize_spatial_t[24] * linearize_spatial_o[74];
        linearize_spatial_t[24] = -(linearize_spatial_t[98]);
        linearize_spatial_o[69] = linearize_spatial_o[69] * linearize_spatial_t[24];
        linearize_spatial_o[53] = linearize_spatial_o[53] * linearize_spatial_t[24];
        linearize_spatial_o[53] = linearize_spatial_o[57] + linearize_spatial_o[53];
        linearize_spatial_o[69] = linearize_spatial_o[69] + linearize_spatial_o[53];
        linearize_spatial_o[87] = 0.8 * linearize_spatial_o[69];
        linearize_spatial_o[22] = linearize_spatial_o[22] + linearize_spatial_o[87];
        linearize_spatial_o[87] = linearize_spatial_t[6] * linearize_spatial_t[62];
        linearize_spatial_o[86] = linearize_spatial_t[10] * linearize_spatial_o[98];
        linearize_spatial_o[86] = linearize_spatial_t[98] + linearize_spatial_o[86];
        linearize_spatial_o[84] = 0.7 * linearize_spatial_o[86];
        linearize_spatial_o[87] = linearize_spatial_o[87] + linearize_spatial_o[84];
        linearize_spatial_o[84] = linearize_spatial_o[109] * linearize_spatial_o[87];
        linearize_spatial_o[109] = (-0.32) * linearize_spatial_o[110];
        linearize_spatial_t[105] = linearize_spatial_o[113] * linearize_spatial_o[109];
        linearize_spatial_t[105] = linearize_spatial_t[24] + linearize_spatial_t[105];
        linearize_spatial_o[98] = linearize_spatial_o[98] * linearize_spatial_t[105];
        linearize_spatial_o[98] = linearize_spatial_o[69] + linearize_spatial_o[98];
        linearize_spatial_o[112] = 0.7 * linearize_spatial_o[98];
        linearize_spatial_o[84] = linearize_spatial_o[84] + linearize_spatial_o[112];
        linearize_spatial_o[112] = linearize_spatial_o[103] * linearize_spatial_o[77];
        linearize_spatial_o[126] = linearize_spatial_t[11] * linearize_spatial_o[99];
        linearize_spatial_o[126] = linearize_spatial_o[86] + linearize_spatial_o[126];
        linearize_spatial_o[121] = 0.6 * linearize_spatial_o[126];
        linearize_spatial_o[112] = linearize_spatial_o[112] + linearize_spatial_o[121];
        linearize_spatial_o[121] = linearize_spatial_t[72] * linearize_spatial_o[112];
        linearize_spatial_t[72] = linearize_spatial_t[11] * linearize_spatial_t[62];
        linearize_spatial_t[72] = linearize_spatial_o[86] + linearize_spatial_t[72];
        linearize_spatial_t[72] = -(linearize_spatial_t[72]);
        linearize_spatial_o[99] = linearize_spatial_o[99] * linearize_spatial_t[72];
        linearize_spatial_o[99] = linearize_spatial_o[98] + linearize_spatial_o[99];
        linearize_spatial_o[93] = 0.6 * linearize_spatial_o[99];
        linearize_spatial_o[121] = linearize_spatial_o[121] + linearize_spatial_o[93];
        linearize_spatial_o[93] = linearize_spatial_o[92] * linearize_spatial_o[54];
        linearize_spatial_t[110] = linearize_spatial_t[17] * linearize_spatial_t[79];
        linearize_spatial_t[110] = linearize_spatial_o[126] + linearize_spatial_t[110];
        linearize_spatial_o[80] = 0.5 * linearize_spatial_t[110];
        linearize_spatial_o[93] = linearize_spatial_o[93] + linearize_spatial_o[80];
        linearize_spatial_o[80] = linearize_spatial_t[81] * linearize_spatial_o[93];
        linearize_spatial_t[81] = linearize_spatial_t[17] * linearize_spatial_o[77];
        linearize_spatial_t[81] = linearize_spatial_o[126] + linearize_spatial_t[81];
        linearize_spatial_t[81] = -(linearize_spatial_t[81]);
        linearize_spatial_t[79] = linearize_spatial_t[79] * linearize_spatial_t[81];
        linearize_spatial_t[79] = linearize_spatial_o[99] + linearize_spatial_t[79];
        linearize_spatial_t[112] = 0.5 * linearize_spatial_t[79];
        linearize_spatial_o[80] = linearize_spatial_o[80] + linearize_spatial_t[112];
        linearize_spatial_t[112] = linearize_spatial_o[123] * linearize_spatial_o[128];
        linearize_spatial_o[107] = linearize_spatial_t[25] * linearize_spatial_o[52];
        linearize_spatial_o[107] = linearize_spatial_t[110] + linearize_spatial_o[107];
        linearize_spatial_o[58] = 0.4 * linearize_spatial_o[107];
        linearize_spatial_t[112] = linearize_spatial_t[112] + linearize_spatial_o[58];
        linearize_spatial_o[58] = -(linearize_spatial_t[112]);
        linearize_spatial_o[101] = linearize_spatial_o[128] * linearize_spatial_o[58];
        linearize_spatial_t[116] = linearize_spatial_t[25] * linearize_spatial_o[54];
        linearize_spatial_t[116] = linearize_spatial_t[110] + linearize_spatial_t[116];
        linearize_spatial_t[116] = -(linearize_spatial_t[116]);
        linearize_spatial_o[52] = linearize_spatial_o[52] * linearize_spatial_t[116];
        linearize_spatial_o[52] = linearize_spatial_t[79] + linearize_spatial_o[52];
        linearize_spatial_o[65] = 0.4 * linearize_spatial_o[52];
        linearize_spatial_o[101] = linearize_spatial_o[101] + linearize_spatial_o[65];
        linearize_spatial_o[65] = linearize_spatial_o[80] + linearize_spatial_o[101];
        linearize_spatial_o[80] = linearize_spatial_o[121] + linearize_spatial_o[65];
        linearize_spatial_o[121] = linearize_spatial_o[84] + linearize_spatial_o[80];
        linearize_spatial_o[84] = linearize_spatial_o[22] + linearize_spatial_o[121];
        linearize_spatial_o[22] = 0.9 * linearize_spatial_o[53];
        linearize_spatial_o[79] = (-0.9) * linearize_spatial_t[52] * linearize_spatial_t[98];
        linearize_spatial_o[22] = linearize_spatial_o[22] + linearize_spatial_o[79];
        linearize_spatial_o[79] = linearize_spatial_o[84] + linearize_spatial_o[22];
        linearize_spatial_o[22] = linearize_spatial_o[50] + linearize_spatial_o[79];
        linearize_spatial_o[50] = linearize_spatial_t[37] * linearize_spatial_o[22];
        linearize_spatial_o[22] = linearize_spatial_o[30] + linearize_spatial_o[50];
        linearize_spatial_o[30] = (-0.4) * linearize_spatial_o[22];
        linearize_spatial_o[50] = u0 + linearize_spatial_o[30];
        linearize_spatial_o[22] = linearize_spatial_o[114] * linearize_spatial_o[50];
        linearize_spatial_o[30] = 0.4 * linearize_spatial_o[89];
        linearize_spatial_o[106] = (-1.08) + linearize_spatial_t[48];
        linearize_spatial_o[17] = (-0.4) * linearize_spatial_o[106];
        linearize_spatial_o[30] = linearize_spatial_o[30] + linearize_spatial_o[17];
        linearize_spatial_o[17] = linearize_spatial_t[37] * linearize_spatial_o[30];
        linearize_spatial_o[30] = linearize_spatial_o[114] * linearize_spatial_o[17];
        linearize_spatial_o[17] = 0.36 * linearize_spatial_t[48];
        linearize_spatial_o[82] = -(linearize_spatial_o[82]);
        linearize_spatial_o[82] = linearize_spatial_o[17] + linearize_spatial_o[82];
        linearize_spatial_o[17] = (-0.36) * linearize_spatial_o[106];
        linearize_spatial_o[18] =
            linearize_spatial_o[18] + linearize_spatial_o[82] + linearize_spatial_o[17];
        linearize_spatial_o[24] = linearize_spatial_o[30] * linearize_spatial_o[30];
        linearize_spatial_t[122] = -(linearize_spatial_t[9]);
        linearize_spatial_o[26] = linearize_spatial_o[24] * linearize_spatial_t[122];
        linearize_spatial_o[18] = linearize_spatial_o[18] + linearize_spatial_o[26];
        linearize_spatial_o[26] = 1.0 / linearize_spatial_o[18];
        linearize_spatial_o[62] = (-0.36) * linearize_spatial_o[84];
        linearize_spatial_o[130] = linearize_spatial_o[130] * linearize_spatial_t[57];
        linearize_spatial_o[117] = linearize_spatial_o[88] * linearize_spatial_o[74];
        linearize_spatial_o[33] = linearize_spatial_t[18] * linearize_spatial_t[98];
        linearize_spatial_o[32] = linearize_spatial_o[125] * linearize_spatial_o[69];
        linearize_spatial_o[33] = linearize_spatial_o[33] + linearize_spatial_o[32];
        linearize_spatial_o[32] = -(linearize_spatial_o[33]);
        linearize_spatial_o[33] =
            linearize_spatial_o[130] + linearize_spatial_o[117] + linearize_spatial_o[32];
        linearize_spatial_o[130] = linearize_spatial_o[129] * linearize_spatial_o[87];
        linearize_spatial_o[117] = linearize_spatial_t[6] * linearize_spatial_o[71];
        linearize_spatial_o[32] = linearize_spatial_o[38] * linearize_spatial_o[86];
        linearize_spatial_o[105] = linearize_spatial_t[41] * linearize_spatial_o[98];
        linearize_spatial_o[32] = linearize_spatial_o[32] + linearize_spatial_o[105];
        linearize_spatial_o[105] = -(linearize_spatial_o[32]);
        linearize_spatial_o[32] =
            linearize_spatial_o[130] + linearize_spatial_o[117] + linearize_spatial_o[105];
        linearize_spatial_o[130] = linearize_spatial_o[119] * linearize_spatial_o[112];
        linearize_spatial_o[117] = linearize_spatial_o[103] * linearize_spatial_o[47];
        linearize_spatial_o[105] = linearize_spatial_o[94] * linearize_spatial_o[126];
        linearize_spatial_o[39] = linearize_spatial_o[108] * linearize_spatial_o[99];
        linearize_spatial_o[105] = linearize_spatial_o[105] + linearize_spatial_o[39];
        linearize_spatial_o[39] = -(linearize_spatial_o[105]);
        linearize_spatial_o[105] =
            linearize_spatial_o[130] + linearize_spatial_o[117] + linearize_spatial_o[39];
        linearize_spatial_o[130] = linearize_spatial_t[84] * linearize_spatial_o[93];
        linearize_spatial_o[117] = linearize_spatial_o[92] * linearize_spatial_o[43];
        linearize_spatial_o[39] = linearize_spatial_o[40] * linearize_spatial_t[110];
        linearize_spatial_o[73] = linearize_spatial_t[8] * linearize_spatial_t[79];
        linearize_spatial_o[39] = linearize_spatial_o[39] + linearize_spatial_o[73];
        linearize_spatial_o[73] = -(linearize_spatial_o[39]);
        linearize_spatial_o[39] =
            linearize_spatial_o[130] + linearize_spatial_o[117] + linearize_spatial_o[73];
        linearize_spatial_o[130] = linearize_spatial_o[91] * linearize_spatial_t[112];
        linearize_spatial_o[117] = linearize_spatial_o[123] * linearize_spatial_o[67];
        linearize_spatial_o[73] = linearize_spatial_o[122] * linearize_spatial_o[107];
        linearize_spatial_o[118] = linearize_spatial_o[104] * linearize_spatial_o[52];
        linearize_spatial_o[73] = linearize_spatial_o[73] + linearize_spatial_o[118];
        linearize_spatial_o[118] = -(linearize_spatial_o[73]);
        linearize_spatial_o[73] =
            linearize_spatial_o[130] + linearize_spatial_o[117] + linearize_spatial_o[118];
        linearize_spatial_o[130] = linearize_spatial_o[39] + linearize_spatial_o[73];
        linearize_spatial_o[117] = linearize_spatial_o[105] + linearize_spatial_o[130];
        linearize_spatial_o[118] = linearize_spatial_o[32] + linearize_spatial_o[117];
        linearize_spatial_o[39] = linearize_spatial_o[33] + linearize_spatial_o[118];
        linearize_spatial_o[105] = -(linearize_spatial_o[64]);
        linearize_spatial_o[32] = linearize_spatial_o[10] + linearize_spatial_o[105];
        linearize_spatial_o[33] = linearize_spatial_t[98] * linearize_spatial_o[32];
        linearize_spatial_o[10] = (-0.324) * linearize_spatial_o[53];
        linearize_spatial_o[105] = linearize_spatial_o[33] + linearize_spatial_o[10];
        linearize_spatial_o[32] = linearize_spatial_o[39] + linearize_spatial_o[105];
        linearize_spatial_o[10] = linearize_spatial_o[50] * linearize_spatial_o[30];
        linearize_spatial_o[33] = linearize_spatial_o[39] + linearize_spatial_o[10];
        linearize_spatial_o[105] = -(linearize_spatial_o[33]);
        linearize_spatial_o[10] =
            u1 + linearize_spatial_o[62] + linearize_spatial_o[32] + linearize_spatial_o[105];
        linearize_spatial_o[33] = linearize_spatial_o[26] * linearize_spatial_o[10];
        linearize_spatial_o[62] = 0.704 * linearize_spatial_o[110];
        linearize_spatial_o[32] = -(linearize_spatial_o[97]);
        linearize_spatial_o[105] = linearize_spatial_o[62] + linearize_spatial_o[32];
        linearize_spatial_o[62] = linearize_spatial_o[127] + linearize_spatial_o[105];
        linearize_spatial_o[32] = (-0.4) * linearize_spatial_t[1] * linearize_spatial_o[62];
        linearize_spatial_o[62] = 0.4 * linearize_spatial_o[106];
        linearize_spatial_t[132] = (-2.2) * linearize_spatial_t[39];
        linearize_spatial_t[132] = linearize_spatial_o[111] + linearize_spatial_t[132];
        linearize_spatial_t[133] = (-0.4) * linearize_spatial_t[132];
        linearize_spatial_o[62] = linearize_spatial_o[62] + linearize_spatial_t[133];
        linearize_spatial_t[133] = linearize_spatial_t[37] * linearize_spatial_o[62];
        linearize_spatial_o[62] = linearize_spatial_o[32] + linearize_spatial_t[133];
        linearize_spatial_o[32] = linearize_spatial_o[114] * linearize_spatial_o[62];
        linearize_spatial_t[133] = linearize_spatial_o[30] * linearize_spatial_o[26];
        linearize_spatial_o[62] = linearize_spatial_t[122] * linearize_spatial_t[133];
        linearize_spatial_t[122] = linearize_spatial_o[32] * linearize_spatial_o[62];
        linearize_spatial_t[134] = 0.36 * linearize_spatial_o[106];
        linearize_spatial_o[21] = (-0.36) * linearize_spatial_t[132];
        linearize_spatial_t[134] = linearize_spatial_t[134] + linearize_spatial_o[21];
        linearize_spatial_t[134] = linearize_spatial_o[26] * linearize_spatial_t[134];
        linearize_spatial_t[122] = linearize_spatial_t[122] + linearize_spatial_t[134];
        linearize_spatial_t[134] = linearize_spatial_t[10] * linearize_spatial_o[105];
        linearize_spatial_t[136] = linearize_spatial_t[10] * linearize_spatial_o[97];
        linearize_spatial_t[22] = -(linearize_spatial_t[22]);
        linearize_spatial_o[96] = linearize_spatial_t[39] * linearize_spatial_o[111];
        linearize_spatial_t[22] =
            linearize_spatial_t[136] + linearize_spatial_t[22] + linearize_spatial_o[96];
        linearize_spatial_t[136] = 0.72 * linearize_spatial_t[132];
        linearize_spatial_o[96] = linearize_spatial_t[39] * linearize_spatial_t[132];
        linearize_spatial_o[82] = linearize_spatial_o[82] + linearize_spatial_o[96];
        linearize_spatial_o[96] = -(linearize_spatial_o[82]);
        linearize_spatial_o[82] = linearize_spatial_o[17]
            + linearize_spatial_t[134]
            + linearize_spatial_t[22]
            + linearize_spatial_t[136]
            + linearize_spatial_o[96];
        linearize_spatial_o[17] = linearize_spatial_t[122] * linearize_spatial_t[122];
        linearize_spatial_t[134] = linearize_spatial_o[18] * linearize_spatial_o[17];
        linearize_spatial_t[136] = linearize_spatial_o[32] * linearize_spatial_o[32];
        linearize_spatial_o[96] = linearize_spatial_t[9] * linearize_spatial_t[136];
        linearize_spatial_t[136] = linearize_spatial_t[134] + linearize_spatial_o[96];
        linearize_spatial_t[134] = -(linearize_spatial_t[136]);
        linearize_spatial_o[96] = linearize_spatial_o[82] + linearize_spatial_t[134];
        linearize_spatial_t[136] = 1.0 / linearize_spatial_o[96];
        linearize_spatial_o[82] = linearize_spatial_t[10] * linearize_spatial_t[76];
        linearize_spatial_t[134] = 0.36 * linearize_spatial_o[84];
        linearize_spatial_o[116] = linearize_spatial_o[50] * linearize_spatial_o[32];
        linearize_spatial_o[27] = linearize_spatial_o[10] * linearize_spatial_t[122];
        linearize_spatial_o[23] = linearize_spatial_t[39] * linearize_spatial_o[121];
        linearize_spatial_o[118] = linearize_spatial_o[118] + linearize_spatial_o[23];
        linearize_spatial_o[23] =
            linearize_spatial_o[116] + linearize_spatial_o[27] + linearize_spatial_o[118];
        linearize_spatial_o[116] = -(linearize_spatial_o[23]);
        linearize_spatial_o[27] = u2
            + linearize_spatial_o[39]
            + linearize_spatial_o[82]
            + linearize_spatial_t[134]
            + linearize_spatial_o[116];
        linearize_spatial_o[23] = linearize_spatial_t[136] * linearize_spatial_o[27];
        linearize_spatial_o[82] = (-0.32) * linearize_spatial_o[105];
        linearize_spatial_o[39] = -(linearize_spatial_t[33]);
        linearize_spatial_t[134] = 1.5 * linearize_spatial_t[11];
        linearize_spatial_o[116] = linearize_spatial_o[39] + linearize_spatial_t[134];
        linearize_spatial_o[39] = 0.32 * linearize_spatial_o[116];
        linearize_spatial_t[134] = linearize_spatial_o[82] + linearize_spatial_o[39];
        linearize_spatial_o[82] = linearize_spatial_o[110] * linearize_spatial_t[134];
        linearize_spatial_t[134] = (-1.5) * linearize_spatial_t[42];
        linearize_spatial_t[134] = linearize_spatial_o[124] + linearize_spatial_t[134];
        linearize_spatial_o[29] = -(linearize_spatial_t[134]);
        linearize_spatial_o[29] = linearize_spatial_t[132] + linearize_spatial_o[29];
        linearize_spatial_o[29] = linearize_spatial_t[39] * linearize_spatial_o[29];
        linearize_spatial_o[9] = 0.36 * linearize_spatial_t[134];
        linearize_spatial_o[82] = linearize_spatial_o[21]
            + linearize_spatial_o[82]
            + linearize_spatial_o[29]
            + linearize_spatial_o[9];
        linearize_spatial_o[21] = linearize_spatial_t[136] * linearize_spatial_o[82];
        linearize_spatial_o[29] = 0.4 * linearize_spatial_o[105];
        linearize_spatial_o[82] = (-0.4) * linearize_spatial_o[116];
        linearize_spatial_o[82] = linearize_spatial_o[29] + linearize_spatial_o[82];
        linearize_spatial_o[29] = linearize_spatial_t[1] * linearize_spatial_o[82];
        linearize_spatial_o[82] = 0.4 * linearize_spatial_t[132];
        linearize_spatial_o[81] = (-0.4) * linearize_spatial_t[134];
        linearize_spatial_o[82] = linearize_spatial_o[82] + linearize_spatial_o[81];
        linearize_spatial_o[81] = linearize_spatial_t[37] * linearize_spatial_o[82];
        linearize_spatial_o[82] = linearize_spatial_o[29] + linearize_spatial_o[81];
        linearize_spatial_o[29] = linearize_spatial_o[114] * linearize_spatial_o[82];
        linearize_spatial_o[81] = linearize_spatial_o[32] * linearize_spatial_t[136];
        linearize_spatial_o[82] =
            linearize_spatial_t[9] * linearize_spatial_o[29] * linearize_spatial_o[81];
        linearize_spatial_o[19] = linearize_spatial_o[62] * linearize_spatial_o[29];
        linearize_spatial_o[85] = 0.36 * linearize_spatial_t[132];
        linearize_spatial_o[63] = (-0.36) * linearize_spatial_t[134];
        linearize_spatial_o[85] = linearize_spatial_o[85] + linearize_spatial_o[63];
        linearize_spatial_o[85] = linearize_spatial_o[26] * linearize_spatial_o[85];
        linearize_spatial_o[19] = linearize_spatial_o[19] + linearize_spatial_o[85];
        linearize_spatial_o[85] = linearize_spatial_t[122] * linearize_spatial_t[136];
        linearize_spatial_t[147] =
            linearize_spatial_o[18] * linearize_spatial_o[19] * linearize_spatial_o[85];
        linearize_spatial_o[82] = linearize_spatial_o[82] + linearize_spatial_t[147];
        linearize_spatial_t[147] = -(linearize_spatial_o[82]);
        linearize_spatial_o[82] = linearize_spatial_o[21] + linearize_spatial_t[147];
        linearize_spatial_o[21] = 0.32 * linearize_spatial_o[105];
        linearize_spatial_t[147] = (-0.64) * linearize_spatial_o[116];
        linearize_spatial_o[21] = linearize_spatial_o[21] + linearize_spatial_t[147];
        linearize_spatial_t[147] = linearize_spatial_o[110] * linearize_spatial_o[21];
        linearize_spatial_o[21] = -(linearize_spatial_t[132]);
        linearize_spatial_t[148] = 2.0 * linearize_spatial_t[134];
        linearize_spatial_o[21] = linearize_spatial_o[21] + linearize_spatial_t[148];
        linearize_spatial_t[148] = linearize_spatial_t[39] * linearize_spatial_o[21];
        linearize_spatial_o[21] = linearize_spatial_t[11] * linearize_spatial_o[116];
        linearize_spatial_o[102] = -(linearize_spatial_o[102]);
        linearize_spatial_o[15] = linearize_spatial_t[11] * linearize_spatial_t[33];
        linearize_spatial_o[3] = linearize_spatial_t[42] * linearize_spatial_o[124];
        linearize_spatial_o[102] =
            linearize_spatial_o[102] + linearize_spatial_o[15] + linearize_spatial_o[3];
        linearize_spatial_o[15] = linearize_spatial_t[42] * linearize_spatial_t[134];
        linearize_spatial_o[3] = linearize_spatial_t[22] + linearize_spatial_o[15];
        linearize_spatial_t[22] = -(linearize_spatial_o[3]);
        linearize_spatial_o[3] = linearize_spatial_t[147]
            + linearize_spatial_t[148]
            + linearize_spatial_o[21]
            + linearize_spatial_o[102]
            + linearize_spatial_t[22];
        linearize_spatial_t[22] = linearize_spatial_o[19] * linearize_spatial_o[19];
        linearize_spatial_t[147] = linearize_spatial_o[18] * linearize_spatial_t[22];
        linearize_spatial_t[148] = linearize_spatial_o[82] * linearize_spatial_o[82];
        linearize_spatial_t[22] = linearize_spatial_o[96] * linearize_spatial_t[148];
        linearize_spatial_o[12] = linearize_spatial_o[29] * linearize_spatial_o[29];
        linearize_spatial_o[12] = linearize_spatial_t[9] * linearize_spatial_o[12];
        linearize_spatial_t[22] =
            linearize_spatial_t[147] + linearize_spatial_t[22] + linearize_spatial_o[12];
        linearize_spatial_t[147] = -(linearize_spatial_t[22]);
        linearize_spatial_o[12] = linearize_spatial_o[3] + linearize_spatial_t[147];
        linearize_spatial_t[22] = 1.0 / linearize_spatial_o[12];
        linearize_spatial_t[147] = linearize_spatial_t[76] * linearize_spatial_o[109];
        linearize_spatial_o[3] = linearize_spatial_t[11] * linearize_spatial_o[55];
        linearize_spatial_o[72] = linearize_spatial_o[50] * linearize_spatial_o[29];
        linearize_spatial_o[0] = linearize_spatial_o[10] * linearize_spatial_o[19];
        linearize_spatial_o[41] = linearize_spatial_o[27] * linearize_spatial_o[82];
        linearize_spatial_o[14] = linearize_spatial_t[42] * linearize_spatial_o[80];
        linearize_spatial_o[117] = linearize_spatial_o[117] + linearize_spatial_o[14];
        linearize_spatial_o[14] = linearize_spatial_o[72]
            + linearize_spatial_o[0]
            + linearize_spatial_o[41]
            + linearize_spatial_o[117];
        linearize_spatial_o[72] = -(linearize_spatial_o[14]);
        linearize_spatial_o[0] = u3
            + linearize_spatial_o[118]
            + linearize_spatial_t[147]
            + linearize_spatial_o[3]
            + linearize_spatial_o[72];
        linearize_spatial_o[41] = linearize_spatial_t[22] * linearize_spatial_o[0];
        linearize_spatial_o[14] = -(linearize_spatial_t[32]);
        linearize_spatial_o[118] = 0.9 * linearize_spatial_t[17];
        linearize_spatial_t[147] = linearize_spatial_o[14] + linearize_spatial_o[118];
        linearize_spatial_o[72] = (-0.32) * linearize_spatial_t[147];
        linearize_spatial_o[118] = linearize_spatial_o[39] + linearize_spatial_o[72];
        linearize_spatial_o[14] = linearize_spatial_o[110] * linearize_spatial_o[118];
        linearize_spatial_o[39] = linearize_spatial_t[11] * linearize_spatial_t[147];
        linearize_spatial_o[72] = (-0.9) * linearize_spatial_t[45];
        linearize_spatial_o[118] = linearize_spatial_o[115] + linearize_spatial_o[72];
        linearize_spatial_o[72] = linearize_spatial_t[39] + linearize_spatial_o[48];
        linearize_spatial_o[70] = linearize_spatial_o[118] * linearize_spatial_o[72];
        linearize_spatial_o[11] = linearize_spatial_t[39] * linearize_spatial_t[134];
        linearize_spatial_o[13] = linearize_spatial_o[21] + linearize_spatial_o[11];
        linearize_spatial_o[13] = -(linearize_spatial_o[13]);
        linearize_spatial_o[14] = linearize_spatial_o[15]
            + linearize_spatial_o[14]
            + linearize_spatial_o[39]
            + linearize_spatial_o[70]
            + linearize_spatial_o[13];
        linearize_spatial_o[70] = linearize_spatial_t[22] * linearize_spatial_o[14];
        linearize_spatial_o[13] = linearize_spatial_t[1] * linearize_spatial_o[116];
        linearize_spatial_o[14] = linearize_spatial_t[37] * linearize_spatial_t[134];
        linearize_spatial_o[14] = linearize_spatial_o[13] + linearize_spatial_o[14];
        linearize_spatial_o[13] = 0.4 * linearize_spatial_o[14];
        linearize_spatial_o[14] = linearize_spatial_t[1] * linearize_spatial_t[147];
        linearize_spatial_o[25] = linearize_spatial_t[37] * linearize_spatial_o[118];
        linearize_spatial_o[14] = linearize_spatial_o[14] + linearize_spatial_o[25];
        linearize_spatial_o[25] = (-0.4) * linearize_spatial_o[14];
        linearize_spatial_o[13] = linearize_spatial_o[13] + linearize_spatial_o[25];
        linearize_spatial_o[25] = linearize_spatial_o[114] * linearize_spatial_o[13];
        linearize_spatial_o[13] = linearize_spatial_t[9] * linearize_spatial_o[25];
        linearize_spatial_t[160] = linearize_spatial_o[29] * linearize_spatial_t[22];
        linearize_spatial_t[161] = linearize_spatial_o[13] * linearize_spatial_t[160];
        linearize_spatial_o[75] = linearize_spatial_o[62] * linearize_spatial_o[25];
        linearize_spatial_o[28] = (-0.36) * linearize_spatial_o[118];
        linearize_spatial_o[9] = linearize_spatial_o[9] + linearize_spatial_o[28];
        linearize_spatial_o[28] = linearize_spatial_o[26] * linearize_spatial_o[9];
        linearize_spatial_o[9] = linearize_spatial_o[75] + linearize_spatial_o[28];
        linearize_spatial_o[75] = linearize_spatial_o[18] * linearize_spatial_o[9];
        linearize_spatial_o[28] = linearize_spatial_o[19] * linearize_spatial_t[22];
        linearize_spatial_o[8] = linearize_spatial_o[75] * linearize_spatial_o[28];
        linearize_spatial_t[165] = (-0.32) * linearize_spatial_o[116];
        linearize_spatial_o[76] = 0.32 * linearize_spatial_t[147];
        linearize_spatial_t[165] = linearize_spatial_t[165] + linearize_spatial_o[76];
        linearize_spatial_o[76] = linearize_spatial_o[110] * linearize_spatial_t[165];
        linearize_spatial_t[165] = 0.36 + linearize_spatial_o[83];
        linearize_spatial_t[167] = linearize_spatial_o[118] * linearize_spatial_t[165];
        linearize_spatial_o[63] = linearize_spatial_o[63]
            + linearize_spatial_o[11]
            + linearize_spatial_o[76]
            + linearize_spatial_t[167];
        linearize_spatial_o[11] = linearize_spatial_t[136] * linearize_spatial_o[63];
        linearize_spatial_o[76] = linearize_spatial_o[81] * linearize_spatial_o[13];
        linearize_spatial_t[167] = linearize_spatial_o[85] * linearize_spatial_o[75];
        linearize_spatial_o[63] = linearize_spatial_o[76] + linearize_spatial_t[167];
        linearize_spatial_o[13] = -(linearize_spatial_o[63]);
        linearize_spatial_o[75] = linearize_spatial_o[11] + linearize_spatial_o[13];
        linearize_spatial_o[76] = linearize_spatial_o[82] * linearize_spatial_t[22];
        linearize_spatial_t[167] =
            linearize_spatial_o[96] * linearize_spatial_o[75] * linearize_spatial_o[76];
        linearize_spatial_o[63] =
            linearize_spatial_t[161] + linearize_spatial_o[8] + linearize_spatial_t[167];
        linearize_spatial_o[11] = -(linearize_spatial_o[63]);
        linearize_spatial_o[13] = linearize_spatial_o[70] + linearize_spatial_o[11];
        linearize_spatial_t[161] = -(linearize_spatial_o[61]);
        linearize_spatial_o[8] = linearize_spatial_t[17] * linearize_spatial_t[32];
        linearize_spatial_t[167] = linearize_spatial_t[45] * linearize_spatial_o[115];
        linearize_spatial_o[63] =
            linearize_spatial_t[161] + linearize_spatial_o[8] + linearize_spatial_t[167];
        linearize_spatial_o[70] = 2.0 * linearize_spatial_t[42];
        linearize_spatial_o[11] = linearize_spatial_o[6] + linearize_spatial_o[70];
        linearize_spatial_o[61] = linearize_spatial_o[118] * linearize_spatial_o[11];
        linearize_spatial_t[161] = (-2.0) * linearize_spatial_t[11];
        linearize_spatial_o[8] = linearize_spatial_t[17] + linearize_spatial_t[161];
        linearize_spatial_t[167] = linearize_spatial_t[147] * linearize_spatial_o[8];
        linearize_spatial_o[70] = linearize_spatial_o[102] + linearize_spatial_o[15];
        linearize_spatial_o[11] = -(linearize_spatial_o[70]);
        linearize_spatial_t[161] = linearize_spatial_o[21]
            + linearize_spatial_o[63]
            + linearize_spatial_o[61]
            + linearize_spatial_t[167]
            + linearize_spatial_o[11];
        linearize_spatial_o[8] = linearize_spatial_o[9] * linearize_spatial_o[9];
        linearize_spatial_o[102] = linearize_spatial_o[18] * linearize_spatial_o[8];
        linearize_spatial_o[15] = linearize_spatial_o[75] * linearize_spatial_o[75];
        linearize_spatial_o[70] = linearize_spatial_o[96] * linearize_spatial_o[15];
        linearize_spatial_o[61] = linearize_spatial_o[13] * linearize_spatial_o[13];
        linearize_spatial_o[21] = linearize_spatial_o[12] * linearize_spatial_o[61];
        linearize_spatial_o[11] = linearize_spatial_o[25] * linearize_spatial_o[25];
        linearize_spatial_t[167] = linearize_spatial_t[9] * linearize_spatial_o[11];
        linearize_spatial_o[8] = linearize_spatial_o[102]
            + linearize_spatial_o[70]
            + linearize_spatial_o[21]
            + linearize_spatial_t[167];
        linearize_spatial_o[15] = -(linearize_spatial_o[8]);
        linearize_spatial_o[11] = linearize_spatial_t[161] + linearize_spatial_o[15];
        linearize_spatial_o[102] = 1.0 / linearize_spatial_o[11];
        linearize_spatial_o[21] = linearize_spatial_t[17] * linearize_spatial_o[51];
        linearize_spatial_o[70] = linearize_spatial_o[50] * linearize_spatial_o[25];
        linearize_spatial_t[167] = linearize_spatial_o[10] * linearize_spatial_o[9];
        linearize_spatial_o[8] = linearize_spatial_o[27] * linearize_spatial_o[75];
        linearize_spatial_o[15] = linearize_spatial_o[0] * linearize_spatial_o[13];
        linearize_spatial_t[161] = linearize_spatial_t[45] * linearize_spatial_o[65];
        linearize_spatial_o[130] = linearize_spatial_o[130] + linearize_spatial_t[161];
        linearize_spatial_t[161] = linearize_spatial_o[3]
            + linearize_spatial_o[70]
            + linearize_spatial_t[167]
            + linearize_spatial_o[8]
            + linearize_spatial_o[15]
            + linearize_spatial_o[130];
        linearize_spatial_o[15] = -(linearize_spatial_t[161]);
        linearize_spatial_o[3] =
            u4 + linearize_spatial_o[117] + linearize_spatial_o[21] + linearize_spatial_o[15];
        linearize_spatial_o[70] = linearize_spatial_o[102] * linearize_spatial_o[3];
        linearize_spatial_o[8] = linearize_spatial_t[45] + linearize_spatial_o[48];
        linearize_spatial_t[167] = linearize_spatial_o[118] * linearize_spatial_o[8];
        linearize_spatial_t[161] = -(linearize_spatial_t[17]);
        linearize_spatial_o[117] = linearize_spatial_t[11] + linearize_spatial_t[161];
        linearize_spatial_o[15] = linearize_spatial_t[147] * linearize_spatial_o[117];
        linearize_spatial_o[48] = (-0.4) * linearize_spatial_t[20];
        linearize_spatial_t[161] = linearize_spatial_o[104] + linearize_spatial_o[48];
        linearize_spatial_o[48] = linearize_spatial_t[42] + linearize_spatial_o[6];
        linearize_spatial_o[48] = linearize_spatial_t[161] * linearize_spatial_o[48];
        linearize_spatial_o[5] = -(linearize_spatial_o[123]);
        linearize_spatial_t[26] = linearize_spatial_t[26] + linearize_spatial_o[5];
        linearize_spatial_o[5] = -(linearize_spatial_t[11]);
        linearize_spatial_o[4] = linearize_spatial_t[17] + linearize_spatial_o[5];
        linearize_spatial_o[4] = linearize_spatial_t[26] * linearize_spatial_o[4];
        linearize_spatial_o[48] = linearize_spatial_t[167]
            + linearize_spatial_o[15]
            + linearize_spatial_o[48]
            + linearize_spatial_o[4];
        linearize_spatial_o[15] = linearize_spatial_o[102] * linearize_spatial_o[48];
        linearize_spatial_t[167] = 0.4 * linearize_spatial_o[14];
        linearize_spatial_o[4] = linearize_spatial_t[1] * linearize_spatial_t[26];
        linearize_spatial_o[48] = linearize_spatial_t[37] * linearize_spatial_t[161];
        linearize_spatial_o[14] = linearize_spatial_o[4] + linearize_spatial_o[48];
        linearize_spatial_o[48] = (-0.4) * linearize_spatial_o[14];
        linearize_spatial_o[4] = linearize_spatial_t[167] + linearize_spatial_o[48];
        linearize_spatial_o[48] = linearize_spatial_o[114] * linearize_spatial_o[4];
        linearize_spatial_t[167] = linearize_spatial_t[9] * linearize_spatial_o[48];
        linearize_spatial_o[4] = linearize_spatial_o[25] * linearize_spatial_o[102];
        linearize_spatial_o[31] = linearize_spatial_t[167] * linearize_spatial_o[4];
        linearize_spatial_o[20] = linearize_spatial_o[62] * linearize_spatial_o[48];
        linearize_spatial_o[36] = 0.36 * linearize_spatial_o[118];
        linearize_spatial_o[45] = (-0.36) * linearize_spatial_t[161];
        linearize_spatial_o[36] = linearize_spatial_o[36] + linearize_spatial_o[45];
        linearize_spatial_o[45] = linearize_spatial_o[26] * linearize_spatial_o[36];
        linearize_spatial_o[36] = linearize_spatial_o[20] + linearize_spatial_o[45];
        linearize_spatial_o[20] = linearize_spatial_o[18] * linearize_spatial_o[36];
        linearize_spatial_o[45] = linearize_spatial_o[9] * linearize_spatial_o[102];
        linearize_spatial_o[2] = linearize_spatial_o[20] * linearize_spatial_o[45];
        linearize_spatial_o[42] = linearize_spatial_o[109] * linearize_spatial_t[147];
        linearize_spatial_o[60] = linearize_spatial_t[10] * linearize_spatial_t[26];
        linearize_spatial_o[1] = (-0.36) + linearize_spatial_t[39];
        linearize_spatial_o[100] = linearize_spatial_o[118] * linearize_spatial_o[1];
        linearize_spatial_t[165] = linearize_spatial_t[165] * linearize_spatial_t[161];
        linearize_spatial_t[165] = linearize_spatial_o[42]
            + linearize_spatial_o[60]
            + linearize_spatial_o[100]
            + linearize_spatial_t[165];
        linearize_spatial_o[42] = linearize_spatial_t[136] * linearize_spatial_t[165];
        linearize_spatial_o[60] = linearize_spatial_o[81] * linearize_spatial_t[167];
        linearize_spatial_o[100] = linearize_spatial_o[85] * linearize_spatial_o[20];
        linearize_spatial_t[165] = linearize_spatial_o[60] + linearize_spatial_o[100];
        linearize_spatial_o[60] = -(linearize_spatial_t[165]);
        linearize_spatial_o[100] = linearize_spatial_o[42] + linearize_spatial_o[60];
        linearize_spatial_t[165] = linearize_spatial_o[96] * linearize_spatial_o[100];
        linearize_spatial_o[42] = linearize_spatial_o[75] * linearize_spatial_o[102];
        linearize_spatial_o[60] = linearize_spatial_t[165] * linearize_spatial_o[42];
        linearize_spatial_o[7] = linearize_spatial_t[10] * linearize_spatial_t[147];
        linearize_spatial_o[39] = -(linearize_spatial_o[39]);
        linearize_spatial_o[83] = linearize_spatial_t[42] + linearize_spatial_o[83];
        linearize_spatial_o[34] = linearize_spatial_o[118] * linearize_spatial_o[83];
        linearize_spatial_o[72] = linearize_spatial_o[72] * linearize_spatial_t[161];
        linearize_spatial_o[120] = linearize_spatial_t[11] + linearize_spatial_o[109];
        linearize_spatial_o[120] = linearize_spatial_t[26] * linearize_spatial_o[120];
        linearize_spatial_o[39] = linearize_spatial_o[7]
            + linearize_spatial_o[39]
            + linearize_spatial_o[34]
            + linearize_spatial_o[72]
            + linearize_spatial_o[120];
        linearize_spatial_o[72] = linearize_spatial_t[22] * linearize_spatial_o[39];
        linearize_spatial_o[7] = linearize_spatial_t[160] * linearize_spatial_t[167];
        linearize_spatial_o[34] = linearize_spatial_o[28] * linearize_spatial_o[20];
        linearize_spatial_o[120] = linearize_spatial_o[76] * linearize_spatial_t[165];
        linearize_spatial_o[39] =
            linearize_spatial_o[7] + linearize_spatial_o[34] + linearize_spatial_o[120];
        linearize_spatial_t[167] = -(linearize_spatial_o[39]);
        linearize_spatial_o[20] = linearize_spatial_o[72] + linearize_spatial_t[167];
        linearize_spatial_t[165] = linearize_spatial_o[13] * linearize_spatial_o[102];
        linearize_spatial_o[7] =
            linearize_spatial_o[12] * linearize_spatial_o[20] * linearize_spatial_t[165];
        linearize_spatial_o[34] = linearize_spatial_o[31]
            + linearize_spatial_o[2]
            + linearize_spatial_o[60]
            + linearize_spatial_o[7];
        linearize_spatial_o[120] = -(linearize_spatial_o[34]);
        linearize_spatial_o[39] = linearize_spatial_o[15] + linearize_spatial_o[120];
        linearize_spatial_o[72] = linearize_spatial_t[17] * linearize_spatial_t[147];
        linearize_spatial_t[167] = -(linearize_spatial_o[16]);
        linearize_spatial_o[31] = linearize_spatial_t[25] * linearize_spatial_o[123];
        linearize_spatial_o[2] = linearize_spatial_t[20] * linearize_spatial_o[104];
        linearize_spatial_o[60] =
            linearize_spatial_t[167] + linearize_spatial_o[31] + linearize_spatial_o[2];
        linearize_spatial_o[7] = 2.0 * linearize_spatial_t[45];
        linearize_spatial_o[34] = linearize_spatial_o[78] + linearize_spatial_o[7];
        linearize_spatial_o[15] = linearize_spatial_t[161] * linearize_spatial_o[34];
        linearize_spatial_o[120] = (-2.0) * linearize_spatial_t[17];
        linearize_spatial_o[16] = linearize_spatial_t[25] + linearize_spatial_o[120];
        linearize_spatial_t[167] = linearize_spatial_t[26] * linearize_spatial_o[16];
        linearize_spatial_o[31] = linearize_spatial_t[45] * linearize_spatial_o[118];
        linearize_spatial_o[2] = linearize_spatial_o[63] + linearize_spatial_o[31];
        linearize_spatial_o[78] = -(linearize_spatial_o[2]);
        linearize_spatial_o[7] = linearize_spatial_o[72]
            + linearize_spatial_o[60]
            + linearize_spatial_o[15]
            + linearize_spatial_t[167]
            + linearize_spatial_o[78];
        linearize_spatial_o[34] = linearize_spatial_o[36] * linearize_spatial_o[36];
        linearize_spatial_o[120] = linearize_spatial_o[18] * linearize_spatial_o[34];
        linearize_spatial_o[16] = linearize_spatial_o[100] * linearize_spatial_o[100];
        linearize_spatial_o[63] = linearize_spatial_o[96] * linearize_spatial_o[16];
        linearize_spatial_o[31] = linearize_spatial_o[20] * linearize_spatial_o[20];
        linearize_spatial_o[2] = linearize_spatial_o[12] * linearize_spatial_o[31];
        linearize_spatial_o[78] = linearize_spatial_o[39] * linearize_spatial_o[39];
        linearize_spatial_o[15] = linearize_spatial_o[11] * linearize_spatial_o[78];
        linearize_spatial_o[72] = linearize_spatial_o[48] * linearize_spatial_o[48];
        linearize_spatial_t[167] = linearize_spatial_t[9] * linearize_spatial_o[72];
        linearize_spatial_o[34] = linearize_spatial_o[120]
            + linearize_spatial_o[63]
            + linearize_spatial_o[2]
            + linearize_spatial_o[15]
            + linearize_spatial_t[167];
        linearize_spatial_o[16] = -(linearize_spatial_o[34]);
        linearize_spatial_o[31] = linearize_spatial_o[7] + linearize_spatial_o[16];
        linearize_spatial_o[72] = 1.0 / linearize_spatial_o[31];
        linearize_spatial_o[63] = linearize_spatial_t[25] * linearize_spatial_o[59];
        linearize_spatial_o[15] = linearize_spatial_o[50] * linearize_spatial_o[48];
        linearize_spatial_t[167] = linearize_spatial_o[10] * linearize_spatial_o[36];
        linearize_spatial_o[2] = linearize_spatial_o[27] * linearize_spatial_o[100];
        linearize_spatial_o[120] = linearize_spatial_o[0] * linearize_spatial_o[20];
        linearize_spatial_o[34] = linearize_spatial_o[3] * linearize_spatial_o[39];
        linearize_spatial_o[16] = linearize_spatial_t[20] * linearize_spatial_o[101];
        linearize_spatial_o[7] = linearize_spatial_o[73] + linearize_spatial_o[16];
        linearize_spatial_o[16] = linearize_spatial_o[21]
            + linearize_spatial_o[15]
            + linearize_spatial_t[167]
            + linearize_spatial_o[2]
            + linearize_spatial_o[120]
            + linearize_spatial_o[34]
            + linearize_spatial_o[7];
        linearize_spatial_o[73] = -(linearize_spatial_o[16]);
        linearize_spatial_o[21] =
            u5 + linearize_spatial_o[130] + linearize_spatial_o[63] + linearize_spatial_o[73];
        linearize_spatial_o[15] = linearize_spatial_o[72] * linearize_spatial_o[21];
        linearize_spatial_t[167] = linearize_spatial_t[20] + linearize_spatial_o[6];
        linearize_spatial_o[2] = linearize_spatial_t[161] * linearize_spatial_t[167];
        linearize_spatial_o[34] = -(linearize_spatial_t[25]);
        linearize_spatial_o[120] = linearize_spatial_t[17] + linearize_spatial_o[34];
        linearize_spatial_o[16] = linearize_spatial_t[26] * linearize_spatial_o[120];
        linearize_spatial_o[130] = linearize_spatial_o[2] + linearize_spatial_o[16];
        linearize_spatial_o[73] = linearize_spatial_o[72] * linearize_spatial_o[130];
        linearize_spatial_o[6] = 0.4 * linearize_spatial_o[14];
        linearize_spatial_t[167] = linearize_spatial_o[114] * linearize_spatial_o[6];
        linearize_spatial_o[34] = linearize_spatial_t[9] * linearize_spatial_t[167];
        linearize_spatial_o[120] =
            linearize_spatial_o[48] * linearize_spatial_o[72] * linearize_spatial_o[34];
        linearize_spatial_o[16] = linearize_spatial_o[62] * linearize_spatial_t[167];
        linearize_spatial_o[2] = 0.36 * linearize_spatial_o[26] * linearize_spatial_t[161];
        linearize_spatial_o[130] = linearize_spatial_o[16] + linearize_spatial_o[2];
        linearize_spatial_o[14] = linearize_spatial_o[18] * linearize_spatial_o[130];
        linearize_spatial_o[6] =
            linearize_spatial_o[36] * linearize_spatial_o[72] * linearize_spatial_o[14];
        linearize_spatial_o[62] = linearize_spatial_o[109] * linearize_spatial_t[26];
        linearize_spatial_o[16] = linearize_spatial_t[161] * linearize_spatial_o[1];
        linearize_spatial_o[2] = linearize_spatial_o[62] + linearize_spatial_o[16];
        linearize_spatial_o[1] = linearize_spatial_t[136] * linearize_spatial_o[2];
        linearize_spatial_o[16] = linearize_spatial_o[81] * linearize_spatial_o[34];
        linearize_spatial_o[62] = linearize_spatial_o[85] * linearize_spatial_o[14];
        linearize_spatial_o[2] = linearize_spatial_o[16] + linearize_spatial_o[62];
        linearize_spatial_o[81] = -(linearize_spatial_o[2]);
        linearize_spatial_o[16] = linearize_spatial_o[1] + linearize_spatial_o[81];
        linearize_spatial_o[62] = linearize_spatial_o[96] * linearize_spatial_o[16];
        linearize_spatial_o[2] =
            linearize_spatial_o[100] * linearize_spatial_o[72] * linearize_spatial_o[62];
        linearize_spatial_o[81] = linearize_spatial_t[161] * linearize_spatial_o[83];
        linearize_spatial_o[1] = linearize_spatial_t[10] + linearize_spatial_o[5];
        linearize_spatial_o[83] = linearize_spatial_t[26] * linearize_spatial_o[1];
        linearize_spatial_o[5] = linearize_spatial_o[81] + linearize_spatial_o[83];
        linearize_spatial_o[1] = linearize_spatial_t[22] * linearize_spatial_o[5];
        linearize_spatial_o[83] = linearize_spatial_t[160] * linearize_spatial_o[34];
        linearize_spatial_o[81] = linearize_spatial_o[28] * linearize_spatial_o[14];
        linearize_spatial_o[5] = linearize_spatial_o[76] * linearize_spatial_o[62];
        linearize_spatial_t[160] =
            linearize_spatial_o[83] + linearize_spatial_o[81] + linearize_spatial_o[5];
        linearize_spatial_o[28] = -(linearize_spatial_t[160]);
        linearize_spatial_o[83] = linearize_spatial_o[1] + linearize_spatial_o[28];
        linearize_spatial_o[81] = linearize_spatial_o[12] * linearize_spatial_o[83];
        linearize_spatial_o[5] =
            linearize_spatial_o[20] * linearize_spatial_o[72] * linearize_spatial_o[81];
        linearize_spatial_t[160] = linearize_spatial_o[8] * linearize_spatial_t[161];
        linearize_spatial_o[28] = linearize_spatial_o[117] * linearize_spatial_t[26];
        linearize_spatial_o[1] = linearize_spatial_t[160] + linearize_spatial_o[28];
        linearize_spatial_o[8] = linearize_spatial_o[102] * linearize_spatial_o[1];
        linearize_spatial_o[117] = linearize_spatial_o[4] * linearize_spatial_o[34];
        linearize_spatial_t[160] = linearize_spatial_o[45] * linearize_spatial_o[14];
        linearize_spatial_o[28] = linearize_spatial_o[42] * linearize_spatial_o[62];
        linearize_spatial_o[1] = linearize_spatial_t[165] * linearize_spatial_o[81];
        linearize_spatial_o[4] = linearize_spatial_o[117]
            + linearize_spatial_t[160]
            + linearize_spatial_o[28]
            + linearize_spatial_o[1];
        linearize_spatial_o[34] = -(linearize_spatial_o[4]);
        linearize_spatial_o[14] = linearize_spatial_o[8] + linearize_spatial_o[34];
        linearize_spatial_o[45] = linearize_spatial_o[39] * linearize_spatial_o[72];
        linearize_spatial_o[62] =
            linearize_spatial_o[11] * linearize_spatial_o[14] * linearize_spatial_o[45];
        linearize_spatial_o[42] = linearize_spatial_o[120]
            + linearize_spatial_o[6]
            + linearize_spatial_o[2]
            + linearize_spatial_o[5]
            + linearize_spatial_o[62];
        linearize_spatial_o[81] = -(linearize_spatial_o[42]);
        linearize_spatial_o[117] = linearize_spatial_o[73] + linearize_spatial_o[81];
        linearize_spatial_t[160] = linearize_spatial_t[25] * linearize_spatial_t[26];
        linearize_spatial_o[28] = linearize_spatial_t[20] * linearize_spatial_t[161];
        linearize_spatial_o[1] = linearize_spatial_o[60] + linearize_spatial_o[28];
        linearize_spatial_o[4] = -(linearize_spatial_o[1]);
        linearize_spatial_o[8] = linearize_spatial_t[160] + linearize_spatial_o[4];
        linearize_spatial_o[34] = linearize_spatial_o[130] * linearize_spatial_o[130];
        linearize_spatial_o[6] = linearize_spatial_o[18] * linearize_spatial_o[34];
        linearize_spatial_o[62] = linearize_spatial_o[16] * linearize_spatial_o[16];
        linearize_spatial_o[5] = linearize_spatial_o[96] * linearize_spatial_o[62];
        linearize_spatial_o[2] = linearize_spatial_o[83] * linearize_spatial_o[83];
        linearize_spatial_o[120] = linearize_spatial_o[12] * linearize_spatial_o[2];
        linearize_spatial_o[42] = linearize_spatial_o[14] * linearize_spatial_o[14];
        linearize_spatial_o[73] = linearize_spatial_o[11] * linearize_spatial_o[42];
        linearize_spatial_o[81] = linearize_spatial_o[117] * linearize_spatial_o[117];
        linearize_spatial_o[28] = linearize_spatial_o[31] * linearize_spatial_o[81];
        linearize_spatial_o[60] = linearize_spatial_t[167] * linearize_spatial_t[167];
        linearize_spatial_o[1] = linearize_spatial_t[9] * linearize_spatial_o[60];
        linearize_spatial_t[160] = linearize_spatial_o[6]
            + linearize_spatial_o[5]
            + linearize_spatial_o[120]
            + linearize_spatial_o[73]
            + linearize_spatial_o[28]
            + linearize_spatial_o[1];
        linearize_spatial_o[4] = -(linearize_spatial_t[160]);
        linearize_spatial_o[18] = linearize_spatial_o[8] + linearize_spatial_o[4];
        linearize_spatial_o[34] = 1.0 / linearize_spatial_o[18];
        linearize_spatial_o[62] = linearize_spatial_o[50] * linearize_spatial_t[167];
        linearize_spatial_o[96] = linearize_spatial_o[10] * linearize_spatial_o[130];
        linearize_spatial_o[12] = linearize_spatial_o[27] * linearize_spatial_o[16];
        linearize_spatial_o[2] = linearize_spatial_o[0] * linearize_spatial_o[83];
        linearize_spatial_o[11] = linearize_spatial_o[3] * linearize_spatial_o[14];
        linearize_spatial_o[42] = linearize_spatial_o[21] * linearize_spatial_o[117];
        linearize_spatial_o[31] = linearize_spatial_o[63]
            + linearize_spatial_o[62]
            + linearize_spatial_o[96]
            + linearize_spatial_o[12]
            + linearize_spatial_o[2]
            + linearize_spatial_o[11]
            + linearize_spatial_o[42];
        linearize_spatial_t[9] = -(linearize_spatial_o[31]);
        linearize_spatial_o[60] = u6 + linearize_spatial_o[7] + linearize_spatial_t[9];
        linearize_spatial_o[6] = linearize_spatial_o[34] * linearize_spatial_o[60];
        linearize_spatial_o[73] = -(linearize_spatial_o[117]);
        linearize_spatial_o[28] = linearize_spatial_o[6] * linearize_spatial_o[73];
        linearize_spatial_o[5] = linearize_spatial_o[15] + linearize_spatial_o[28];
        linearize_spatial_o[1] = linearize_spatial_o[39] * linearize_spatial_o[5];
        linearize_spatial_o[120] = linearize_spatial_o[14] * linearize_spatial_o[6];
        linearize_spatial_t[160] = linearize_spatial_o[1] + linearize_spatial_o[120];
        linearize_spatial_o[8] = -(linearize_spatial_t[160]);
        linearize_spatial_o[4] = linearize_spatial_o[70] + linearize_spatial_o[8];
        linearize_spatial_o[18] = linearize_spatial_o[13] * linearize_spatial_o[4];
        linearize_spatial_o[50] = linearize_spatial_o[20] * linearize_spatial_o[5];
        linearize_spatial_o[10] = linearize_spatial_o[83] * linearize_spatial_o[6];
        linearize_spatial_o[27] =
            linearize_spatial_o[18] + linearize_spatial_o[50] + linearize_spatial_o[10];
        linearize_spatial_o[0] = -(linearize_spatial_o[27]);
        linearize_spatial_o[3] = linearize_spatial_o[41] + linearize_spatial_o[0];
        linearize_spatial_o[21] = linearize_spatial_o[82] * linearize_spatial_o[3];
        linearize_spatial_o[62] = linearize_spatial_o[75] * linearize_spatial_o[4];
        linearize_spatial_o[96] = linearize_spatial_o[100] * linearize_spatial_o[5];
        linearize_spatial_o[63] = linearize_spatial_o[16] * linearize_spatial_o[6];
        linearize_spatial_o[12] = linearize_spatial_o[21]
            + linearize_spatial_o[62]
            + linearize_spatial_o[96]
            + linearize_spatial_o[63];
        linearize_spatial_o[11] = -(linearize_spatial_o[12]);
        linearize_spatial_o[2] = linearize_spatial_o[23] + linearize_spatial_o[11];
        linearize_spatial_o[42] = linearize_spatial_t[122] * linearize_spatial_o[2];
        linearize_spatial_o[31] = linearize_spatial_o[19] * linearize_spatial_o[3];
        linearize_spatial_t[9] = linearize_spatial_o[9] * linearize_spatial_o[4];
        linearize_spatial_o[7] = linearize_spatial_o[36] * linearize_spatial_o[5];
        linearize_spatial_o[60] = linearize_spatial_o[130] * linearize_spatial_o[6];
        linearize_spatial_o[15] = linearize_spatial_o[42]
            + linearize_spatial_o[31]
            + linearize_spatial_t[9]
            + linearize_spatial_o[7]
            + linearize_spatial_o[60];
        linearize_spatial_o[28] = -(linearize_spatial_o[15]);
        linearize_spatial_o[1] = linearize_spatial_o[33] + linearize_spatial_o[28];
        linearize_spatial_o[120] = linearize_spatial_o[30] * linearize_spatial_o[1];
        linearize_spatial_t[160] = linearize_spatial_o[32] * linearize_spatial_o[2];
        linearize_spatial_o[70] = linearize_spatial_o[29] * linearize_spatial_o[3];
        linearize_spatial_o[8] = linearize_spatial_o[25] * linearize_spatial_o[4];
        linearize_spatial_o[10] = linearize_spatial_o[48] * linearize_spatial_o[5];
        linearize_spatial_o[18] = linearize_spatial_t[167] * linearize_spatial_o[6];
        linearize_spatial_o[50] = linearize_spatial_o[120]
            + linearize_spatial_t[160]
            + linearize_spatial_o[70]
            + linearize_spatial_o[8]
            + linearize_spatial_o[10]
            + linearize_spatial_o[18];
        linearize_spatial_o[27] = -(linearize_spatial_o[50]);
        linearize_spatial_o[0] = linearize_spatial_o[22] + linearize_spatial_o[27];
        linearize_spatial_o[41] = linearize_spatial_o[30] * linearize_spatial_t[122];
        linearize_spatial_o[62] = -(linearize_spatial_o[32]);
        linearize_spatial_o[21] = linearize_spatial_o[41] + linearize_spatial_o[62];
        linearize_spatial_o[96] = linearize_spatial_o[21] * linearize_spatial_o[21];
        linearize_spatial_o[63] = linearize_spatial_t[136] * linearize_spatial_o[96];
        linearize_spatial_o[12] = linearize_spatial_o[30] * linearize_spatial_o[19];
        linearize_spatial_o[23] = linearize_spatial_o[82] * linearize_spatial_o[21];
        linearize_spatial_o[11] = linearize_spatial_o[29] + linearize_spatial_o[23];
        linearize_spatial_t[9] = -(linearize_spatial_o[11]);
        linearize_spatial_o[31] = linearize_spatial_o[12] + linearize_spatial_t[9];
        linearize_spatial_o[42] = linearize_spatial_o[31] * linearize_spatial_o[31];
        linearize_spatial_o[60] = linearize_spatial_t[22] * linearize_spatial_o[42];
        linearize_spatial_o[7] = linearize_spatial_o[30] * linearize_spatial_o[9];
        linearize_spatial_o[15] = linearize_spatial_o[75] * linearize_spatial_o[21];
        linearize_spatial_o[33] = linearize_spatial_o[13] * linearize_spatial_o[31];
        linearize_spatial_o[28] =
            linearize_spatial_o[25] + linearize_spatial_o[15] + linearize_spatial_o[33];
        linearize_spatial_o[10] = -(linearize_spatial_o[28]);
        linearize_spatial_o[18] = linearize_spatial_o[7] + linearize_spatial_o[10];
        linearize_spatial_o[70] = linearize_spatial_o[18] * linearize_spatial_o[18];
        linearize_spatial_t[160] = linearize_spatial_o[102] * linearize_spatial_o[70];
        linearize_spatial_o[8] = linearize_spatial_o[30] * linearize_spatial_o[36];
        linearize_spatial_o[120] = linearize_spatial_o[100] * linearize_spatial_o[21];
        linearize_spatial_o[50] = linearize_spatial_o[20] * linearize_spatial_o[31];
        linearize_spatial_o[22] = linearize_spatial_o[39] * linearize_spatial_o[18];
        linearize_spatial_o[27] = linearize_spatial_o[48]
            + linearize_spatial_o[120]
            + linearize_spatial_o[50]
            + linearize_spatial_o[22];
        linearize_spatial_o[32] = -(linearize_spatial_o[27]);
        linearize_spatial_o[62] = linearize_spatial_o[8] + linearize_spatial_o[32];
        linearize_spatial_o[41] = linearize_spatial_o[62] * linearize_spatial_o[62];
        linearize_spatial_o[96] = linearize_spatial_o[72] * linearize_spatial_o[41];
        linearize_spatial_o[23] = linearize_spatial_o[30] * linearize_spatial_o[130];
        linearize_spatial_o[29] = linearize_spatial_o[16] * linearize_spatial_o[21];
        linearize_spatial_o[11] = linearize_spatial_o[83] * linearize_spatial_o[31];
        linearize_spatial_t[9] = linearize_spatial_o[14] * linearize_spatial_o[18];
        linearize_spatial_o[12] = linearize_spatial_o[117] * linearize_spatial_o[62];
        linearize_spatial_o[42] = linearize_spatial_t[167]
            + linearize_spatial_o[29]
            + linearize_spatial_o[11]
            + linearize_spatial_t[9]
            + linearize_spatial_o[12];
        linearize_spatial_o[33] = -(linearize_spatial_o[42]);
        linearize_spatial_o[15] = linearize_spatial_o[23] + linearize_spatial_o[33];
        linearize_spatial_o[25] = linearize_spatial_o[15] * linearize_spatial_o[15];
        linearize_spatial_o[28] = linearize_spatial_o[34] * linearize_spatial_o[25];
        linearize_spatial_o[10] = linearize_spatial_o[24] * linearize_spatial_o[26];
        linearize_spatial_o[7] = linearize_spatial_o[114]
            + linearize_spatial_o[63]
            + linearize_spatial_o[60]
            + linearize_spatial_t[160]
            + linearize_spatial_o[96]
            + linearize_spatial_o[28]
            + linearize_spatial_o[10];
        linearize_spatial_o[70] = linearize_spatial_t[122] * linearize_spatial_o[82];
        linearize_spatial_o[50] = -(linearize_spatial_o[19]);
        linearize_spatial_o[48] = linearize_spatial_o[70] + linearize_spatial_o[50];
        linearize_spatial_o[22] = linearize_spatial_t[22] * linearize_spatial_o[48];
        linearize_spatial_o[120] = linearize_spatial_o[31] * linearize_spatial_o[22];
        linearize_spatial_o[27] = linearize_spatial_t[122] * linearize_spatial_o[75];
        linearize_spatial_o[32] = linearize_spatial_o[13] * linearize_spatial_o[48];
        linearize_spatial_o[8] = linearize_spatial_o[9] + linearize_spatial_o[32];
        linearize_spatial_o[41] = -(linearize_spatial_o[8]);
        linearize_spatial_o[30] = linearize_spatial_o[27] + linearize_spatial_o[41];
        linearize_spatial_t[9] = linearize_spatial_o[102] * linearize_spatial_o[30];
        linearize_spatial_o[29] = linearize_spatial_o[18] * linearize_spatial_t[9];
        linearize_spatial_o[12] = linearize_spatial_t[122] * linearize_spatial_o[100];
        linearize_spatial_o[11] = linearize_spatial_o[20] * linearize_spatial_o[48];
        linearize_spatial_t[167] = linearize_spatial_o[39] * linearize_spatial_o[30];
        linearize_spatial_o[42] =
            linearize_spatial_o[36] + linearize_spatial_o[11] + linearize_spatial_t[167];
        linearize_spatial_o[33] = -(linearize_spatial_o[42]);
        linearize_spatial_o[23] = linearize_spatial_o[12] + linearize_spatial_o[33];
        linearize_spatial_o[25] = linearize_spatial_o[72] * linearize_spatial_o[23];
        linearize_spatial_o[24] = linearize_spatial_o[62] * linearize_spatial_o[25];
        linearize_spatial_o[10] = linearize_spatial_t[122] * linearize_spatial_o[16];
        linearize_spatial_o[114] = linearize_spatial_o[83] * linearize_spatial_o[48];
        linearize_spatial_o[96] = linearize_spatial_o[14] * linearize_spatial_o[30];
        linearize_spatial_o[63] = linearize_spatial_o[117] * linearize_spatial_o[23];
        linearize_spatial_t[160] = linearize_spatial_o[130]
            + linearize_spatial_o[114]
            + linearize_spatial_o[96]
            + linearize_spatial_o[63];
        linearize_spatial_o[28] = -(linearize_spatial_t[160]);
        linearize_spatial_o[60] = linearize_spatial_o[10] + linearize_spatial_o[28];
        linearize_spatial_o[19] = linearize_spatial_o[34] * linearize_spatial_o[60];
        linearize_spatial_o[50] = linearize_spatial_o[15] * linearize_spatial_o[19];
        linearize_spatial_o[70] = linearize_spatial_o[85] * linearize_spatial_o[21];
        linearize_spatial_o[32] = linearize_spatial_t[133] + linearize_spatial_o[70];
        linearize_spatial_o[9] = -(linearize_spatial_o[32]);
        linearize_spatial_o[8] = linearize_spatial_o[120]
            + linearize_spatial_o[29]
            + linearize_spatial_o[24]
            + linearize_spatial_o[50]
            + linearize_spatial_o[9];
        linearize_spatial_o[27] = linearize_spatial_t[136] * linearize_spatial_o[21];
        linearize_spatial_o[41] = -(linearize_spatial_o[76] * linearize_spatial_o[31]);
        linearize_spatial_o[11] = linearize_spatial_o[82] * linearize_spatial_o[13];
        linearize_spatial_t[167] = -(linearize_spatial_o[75]);
        linearize_spatial_o[36] = linearize_spatial_o[11] + linearize_spatial_t[167];
        linearize_spatial_o[42] = linearize_spatial_o[102] * linearize_spatial_o[36];
        linearize_spatial_o[33] = linearize_spatial_o[18] * linearize_spatial_o[42];
        linearize_spatial_o[12] = linearize_spatial_o[82] * linearize_spatial_o[20];
        linearize_spatial_t[122] = linearize_spatial_o[39] * linearize_spatial_o[36];
        linearize_spatial_o[130] = linearize_spatial_o[100] + linearize_spatial_t[122];
        linearize_spatial_o[114] = -(linearize_spatial_o[130]);
        linearize_spatial_o[96] = linearize_spatial_o[12] + linearize_spatial_o[114];
        linearize_spatial_o[63] = linearize_spatial_o[72] * linearize_spatial_o[96];
        linearize_spatial_t[160] = linearize_spatial_o[62] * linearize_spatial_o[63];
        linearize_spatial_o[10] = linearize_spatial_o[82] * linearize_spatial_o[83];
        linearize_spatial_o[28] = linearize_spatial_o[14] * linearize_spatial_o[36];
        linearize_spatial_t[133] = linearize_spatial_o[117] * linearize_spatial_o[96];
        linearize_spatial_o[70] =
            linearize_spatial_o[16] + linearize_spatial_o[28] + linearize_spatial_t[133];
        linearize_spatial_o[32] = -(linearize_spatial_o[70]);
        linearize_spatial_o[50] = linearize_spatial_o[10] + linearize_spatial_o[32];
        linearize_spatial_o[24] = linearize_spatial_o[34] * linearize_spatial_o[50];
        linearize_spatial_o[29] = linearize_spatial_o[15] * linearize_spatial_o[24];
        linearize_spatial_o[9] = linearize_spatial_o[27]
            + linearize_spatial_o[41]
            + linearize_spatial_o[33]
            + linearize_spatial_t[160]
            + linearize_spatial_o[29];
        linearize_spatial_o[120] = linearize_spatial_t[22] * linearize_spatial_o[31];
        linearize_spatial_o[21] = -(linearize_spatial_t[165]);
        linearize_spatial_o[75] = linearize_spatial_o[18] * linearize_spatial_o[21];
        linearize_spatial_o[11] = linearize_spatial_o[13] * linearize_spatial_o[39];
        linearize_spatial_t[167] = -(linearize_spatial_o[20]);
        linearize_spatial_t[122] = linearize_spatial_o[11] + linearize_spatial_t[167];
        linearize_spatial_o[100] = linearize_spatial_o[72] * linearize_spatial_t[122];
        linearize_spatial_o[130] = linearize_spatial_o[62] * linearize_spatial_o[100];
        linearize_spatial_o[114] = linearize_spatial_o[13] * linearize_spatial_o[14];
        linearize_spatial_o[12] = linearize_spatial_o[117] * linearize_spatial_t[122];
        linearize_spatial_o[82] = linearize_spatial_o[83] + linearize_spatial_o[12];
        linearize_spatial_o[16] = -(linearize_spatial_o[82]);
        linearize_spatial_t[133] = linearize_spatial_o[114] + linearize_spatial_o[16];
        linearize_spatial_o[28] = linearize_spatial_o[34] * linearize_spatial_t[133];
        linearize_spatial_o[70] = linearize_spatial_o[15] * linearize_spatial_o[28];
        linearize_spatial_o[10] = linearize_spatial_o[120]
            + linearize_spatial_o[75]
            + linearize_spatial_o[130]
            + linearize_spatial_o[70];
        linearize_spatial_o[32] = linearize_spatial_o[102] * linearize_spatial_o[18];
        linearize_spatial_o[33] = -(linearize_spatial_o[45]);
        linearize_spatial_o[27] = linearize_spatial_o[62] * linearize_spatial_o[33];
        linearize_spatial_o[29] = linearize_spatial_o[39] * linearize_spatial_o[117];
        linearize_spatial_o[41] = -(linearize_spatial_o[14]);
        linearize_spatial_t[160] = linearize_spatial_o[29] + linearize_spatial_o[41];
        linearize_spatial_o[31] = linearize_spatial_o[34] * linearize_spatial_t[160];
        linearize_spatial_o[20] = linearize_spatial_o[15] * linearize_spatial_o[31];
        linearize_spatial_o[11] =
            linearize_spatial_o[32] + linearize_spatial_o[27] + linearize_spatial_o[20];
        linearize_spatial_t[167] = linearize_spatial_o[72] * linearize_spatial_o[62];
        linearize_spatial_o[13] = linearize_spatial_o[34] * linearize_spatial_o[15];
        linearize_spatial_o[83] = linearize_spatial_o[73] * linearize_spatial_o[13];
        linearize_spatial_o[12] = linearize_spatial_t[167] + linearize_spatial_o[83];
        linearize_spatial_o[82] = linearize_spatial_o[48] * linearize_spatial_o[48];
        linearize_spatial_o[114] = linearize_spatial_t[22] * linearize_spatial_o[82];
        linearize_spatial_o[16] = linearize_spatial_o[30] * linearize_spatial_o[30];
        linearize_spatial_o[130] = linearize_spatial_o[102] * linearize_spatial_o[16];
        linearize_spatial_o[70] = linearize_spatial_o[23] * linearize_spatial_o[23];
        linearize_spatial_o[75] = linearize_spatial_o[72] * linearize_spatial_o[70];
        linearize_spatial_o[120] = linearize_spatial_o[60] * linearize_spatial_o[60];
        linearize_spatial_o[18] = linearize_spatial_o[34] * linearize_spatial_o[120];
        linearize_spatial_o[39] = linearize_spatial_o[17] * linearize_spatial_t[136];
        linearize_spatial_o[14] = linearize_spatial_o[26]
            + linearize_spatial_o[114]
            + linearize_spatial_o[130]
            + linearize_spatial_o[75]
            + linearize_spatial_o[18]
            + linearize_spatial_o[39];
        linearize_spatial_o[29] = linearize_spatial_o[30] * linearize_spatial_o[42];
        linearize_spatial_o[41] = linearize_spatial_o[23] * linearize_spatial_o[63];
        linearize_spatial_o[32] = linearize_spatial_o[60] * linearize_spatial_o[24];
        linearize_spatial_o[27] = linearize_spatial_o[76] * linearize_spatial_o[48];
        linearize_spatial_o[20] = linearize_spatial_o[85] + linearize_spatial_o[27];
        linearize_spatial_o[62] = -(linearize_spatial_o[20]);
        linearize_spatial_o[15] = linearize_spatial_o[29]
            + linearize_spatial_o[41]
            + linearize_spatial_o[32]
            + linearize_spatial_o[62];
        linearize_spatial_o[83] = linearize_spatial_o[30] * linearize_spatial_o[21];
        linearize_spatial_t[167] = linearize_spatial_o[23] * linearize_spatial_o[100];
        linearize_spatial_o[82] = linearize_spatial_o[60] * linearize_spatial_o[28];
        linearize_spatial_o[16] = linearize_spatial_o[22]
            + linearize_spatial_o[83]
            + linearize_spatial_t[167]
            + linearize_spatial_o[82];
        linearize_spatial_o[70] = linearize_spatial_o[23] * linearize_spatial_o[33];
        linearize_spatial_o[120] = linearize_spatial_o[60] * linearize_spatial_o[31];
        linearize_spatial_o[17] =
            linearize_spatial_t[9] + linearize_spatial_o[70] + linearize_spatial_o[120];
        linearize_spatial_o[130] = linearize_spatial_o[73] * linearize_spatial_o[19];
        linearize_spatial_o[18] = linearize_spatial_o[25] + linearize_spatial_o[130];
        linearize_spatial_o[114] = linearize_spatial_o[36] * linearize_spatial_o[36];
        linearize_spatial_o[26] = linearize_spatial_o[102] * linearize_spatial_o[114];
        linearize_spatial_o[39] = linearize_spatial_o[96] * linearize_spatial_o[96];
        linearize_spatial_o[75] = linearize_spatial_o[72] * linearize_spatial_o[39];
        linearize_spatial_o[48] = linearize_spatial_o[50] * linearize_spatial_o[50];
        linearize_spatial_o[27] = linearize_spatial_o[34] * linearize_spatial_o[48];
        linearize_spatial_o[85] = linearize_spatial_t[148] * linearize_spatial_t[22];
        linearize_spatial_o[20] = linearize_spatial_t[136]
            + linearize_spatial_o[26]
            + linearize_spatial_o[75]
            + linearize_spatial_o[27]
            + linearize_spatial_o[85];
        linearize_spatial_o[62] = linearize_spatial_o[96] * linearize_spatial_o[100];
        linearize_spatial_o[32] = linearize_spatial_o[50] * linearize_spatial_o[28];
        linearize_spatial_o[29] = linearize_spatial_t[165] * linearize_spatial_o[36];
        linearize_spatial_o[41] = linearize_spatial_o[76] + linearize_spatial_o[29];
        linearize_spatial_o[30] = -(linearize_spatial_o[41]);
        linearize_spatial_o[21] =
            linearize_spatial_o[62] + linearize_spatial_o[32] + linearize_spatial_o[30];
        linearize_spatial_o[82] = linearize_spatial_o[96] * linearize_spatial_o[33];
        linearize_spatial_o[83] = linearize_spatial_o[50] * linearize_spatial_o[31];
        linearize_spatial_o[22] =
            linearize_spatial_o[42] + linearize_spatial_o[82] + linearize_spatial_o[83];
        linearize_spatial_t[167] = linearize_spatial_o[73] * linearize_spatial_o[24];
        linearize_spatial_o[23] = linearize_spatial_o[63] + linearize_spatial_t[167];
        linearize_spatial_o[60] = linearize_spatial_t[122] * linearize_spatial_t[122];
        linearize_spatial_t[9] = linearize_spatial_o[72] * linearize_spatial_o[60];
        linearize_spatial_o[70] = linearize_spatial_t[133] * linearize_spatial_t[133];
        linearize_spatial_o[120] = linearize_spatial_o[34] * linearize_spatial_o[70];
        linearize_spatial_o[130] = linearize_spatial_o[61] * linearize_spatial_o[102];
        linearize_spatial_o[25] = linearize_spatial_t[22]
            + linearize_spatial_t[9]
            + linearize_spatial_o[120]
            + linearize_spatial_o[130];
        linearize_spatial_o[114] = linearize_spatial_t[133] * linearize_spatial_o[31];
        linearize_spatial_o[39] = linearize_spatial_o[45] * linearize_spatial_t[122];
        linearize_spatial_o[48] = linearize_spatial_t[165] + linearize_spatial_o[39];
        linearize_spatial_t[148] = -(linearize_spatial_o[48]);
        linearize_spatial_o[26] = linearize_spatial_o[114] + linearize_spatial_t[148];
        linearize_spatial_t[136] = linearize_spatial_o[73] * linearize_spatial_o[28];
        linearize_spatial_o[27] = linearize_spatial_o[100] + linearize_spatial_t[136];
        linearize_spatial_o[85] = linearize_spatial_t[160] * linearize_spatial_t[160];
        linearize_spatial_o[75] = linearize_spatial_o[34] * linearize_spatial_o[85];
        linearize_spatial_o[36] = linearize_spatial_o[78] * linearize_spatial_o[72];
        linearize_spatial_o[29] =
            linearize_spatial_o[102] + linearize_spatial_o[75] + linearize_spatial_o[36];
        linearize_spatial_o[76] = linearize_spatial_o[117] * linearize_spatial_o[31];
        linearize_spatial_o[41] = linearize_spatial_o[45] + linearize_spatial_o[76];
        linearize_spatial_o[30] = -(linearize_spatial_o[41]);
        linearize_spatial_o[62] = linearize_spatial_o[81] * linearize_spatial_o[34];
        linearize_spatial_o[32] = linearize_spatial_o[72] + linearize_spatial_o[62];
        linearize_spatial_o[33] = linearize_spatial_o[34] * linearize_spatial_o[73];
        linearize_spatial_o[96] = linearize_spatial_t[50] * linearize_spatial_o[0];
        linearize_spatial_o[50] = linearize_spatial_t[61] + linearize_spatial_o[96];
        linearize_spatial_o[82] = -(linearize_spatial_o[50]);
        linearize_spatial_o[83] = linearize_spatial_o[96] + linearize_spatial_o[82];
        linearize_spatial_o[42] = linearize_spatial_o[37] * linearize_spatial_o[83];
        linearize_spatial_o[63] = linearize_spatial_o[95] * linearize_spatial_o[0];
        linearize_spatial_t[167] = linearize_spatial_o[35] * linearize_spatial_o[0];
        linearize_spatial_o[60] = linearize_spatial_o[57] + linearize_spatial_t[167];
        linearize_spatial_o[70] = linearize_spatial_o[63] + linearize_spatial_o[60];
        linearize_spatial_o[61] = linearize_spatial_t[2] * linearize_spatial_o[70];
        linearize_spatial_o[130] = linearize_spatial_o[89] * linearize_spatial_o[83];
        linearize_spatial_t[9] = linearize_spatial_o[40] + linearize_spatial_o[122];
        linearize_spatial_t[22] = linearize_spatial_o[94] + linearize_spatial_t[9];
        linearize_spatial_o[120] = linearize_spatial_o[38] + linearize_spatial_t[22];
        linearize_spatial_t[133] = linearize_spatial_t[18] + linearize_spatial_o[120];
        linearize_spatial_t[122] = linearize_spatial_o[64] + linearize_spatial_t[133];
        linearize_spatial_o[39] = -(linearize_spatial_t[122]);
        linearize_spatial_t[165] = linearize_spatial_t[122] + linearize_spatial_o[39];
        linearize_spatial_o[48] = linearize_spatial_t[51] * linearize_spatial_t[165];
        linearize_spatial_o[114] = 0.9 * linearize_spatial_t[98];
        linearize_spatial_t[148] = linearize_spatial_o[93] + linearize_spatial_t[112];
        linearize_spatial_t[136] = linearize_spatial_o[112] + linearize_spatial_t[148];
        linearize_spatial_o[100] = linearize_spatial_o[87] + linearize_spatial_t[136];
        linearize_spatial_t[160] = linearize_spatial_o[74] + linearize_spatial_o[100];
        linearize_spatial_o[85] = linearize_spatial_o[114] + linearize_spatial_t[160];
        linearize_spatial_o[78] = -(linearize_spatial_o[85]);
        linearize_spatial_o[102] = linearize_spatial_o[85] + linearize_spatial_o[78];
        linearize_spatial_o[75] = linearize_spatial_t[98] * linearize_spatial_o[102];
        linearize_spatial_o[36] = linearize_spatial_o[53] + linearize_spatial_t[167];
        linearize_spatial_o[117] = linearize_spatial_t[52] * linearize_spatial_t[24];
        linearize_spatial_o[76] = linearize_spatial_o[36] + linearize_spatial_o[117];
        linearize_spatial_o[45] = linearize_spatial_o[127] * linearize_spatial_o[76];
        linearize_spatial_o[41] = linearize_spatial_o[44] + linearize_spatial_o[96];
        linearize_spatial_o[81] = linearize_spatial_t[52] * linearize_spatial_t[51];
        linearize_spatial_o[62] = linearize_spatial_o[41] + linearize_spatial_o[81];
        linearize_spatial_o[72] = -(linearize_spatial_o[62]);
        linearize_spatial_o[73] = linearize_spatial_o[89] * linearize_spatial_o[72];
        linearize_spatial_t[61] = -(linearize_spatial_o[73]);
        linearize_spatial_o[50] = linearize_spatial_o[75] + linearize_spatial_o[45];
        linearize_spatial_o[82] =
            linearize_spatial_o[48] + linearize_spatial_t[61] + linearize_spatial_o[50];
        linearize_spatial_o[37] = -(linearize_spatial_o[82]);
        linearize_spatial_o[35] = 3.9 * linearize_spatial_o[76];
        linearize_spatial_o[57] = -(linearize_spatial_o[5]);
        linearize_spatial_o[63] = linearize_spatial_o[6] + linearize_spatial_o[57];
        linearize_spatial_o[60] = linearize_spatial_t[161] * linearize_spatial_o[63];
        linearize_spatial_t[2] = -(linearize_spatial_o[4]);
        linearize_spatial_o[40] = linearize_spatial_o[5] + linearize_spatial_t[2];
        linearize_spatial_o[94] = linearize_spatial_o[118] * linearize_spatial_o[40];
        linearize_spatial_o[38] = linearize_spatial_o[60] + linearize_spatial_o[94];
        linearize_spatial_t[18] = -(linearize_spatial_o[3]);
        linearize_spatial_o[64] = linearize_spatial_o[4] + linearize_spatial_t[18];
        linearize_spatial_o[39] = linearize_spatial_t[134] * linearize_spatial_o[64];
        linearize_spatial_o[93] = linearize_spatial_o[38] + linearize_spatial_o[39];
        linearize_spatial_o[112] = -(linearize_spatial_o[2]);
        linearize_spatial_o[87] = linearize_spatial_o[3] + linearize_spatial_o[112];
        linearize_spatial_o[74] = linearize_spatial_t[132] * linearize_spatial_o[87];
        linearize_spatial_o[114] = linearize_spatial_o[93] + linearize_spatial_o[74];
        linearize_spatial_o[78] = -(linearize_spatial_o[1]);
        linearize_spatial_o[53] = linearize_spatial_o[2] + linearize_spatial_o[78];
        linearize_spatial_o[117] = linearize_spatial_o[106] * linearize_spatial_o[53];
        linearize_spatial_o[36] = linearize_spatial_o[114] + linearize_spatial_o[117];
        linearize_spatial_o[44] = linearize_spatial_o[89] * linearize_spatial_o[1];
        linearize_spatial_t[52] = 3.9 * linearize_spatial_t[167];
        linearize_spatial_o[81] = linearize_spatial_o[79]
            + linearize_spatial_o[36]
            + linearize_spatial_o[44]
            + linearize_spatial_t[52];
        linearize_spatial_o[41] = -(linearize_spatial_o[81]);
        linearize_spatial_o[62] = linearize_spatial_o[35] + linearize_spatial_o[41];
        linearize_spatial_o[75] = linearize_spatial_t[1] * linearize_spatial_o[62];
        linearize_spatial_t[61] = linearize_spatial_o[90] * linearize_spatial_o[1];
        linearize_spatial_o[94] = linearize_spatial_t[26] * linearize_spatial_o[63];
        linearize_spatial_o[39] = linearize_spatial_t[147] * linearize_spatial_o[40];
        linearize_spatial_o[74] = linearize_spatial_o[94] + linearize_spatial_o[39];
        linearize_spatial_o[78] = linearize_spatial_o[116] * linearize_spatial_o[64];
        linearize_spatial_o[53] = linearize_spatial_o[74] + linearize_spatial_o[78];
        linearize_spatial_o[117] = linearize_spatial_o[105] * linearize_spatial_o[87];
        linearize_spatial_t[52] = linearize_spatial_o[53] + linearize_spatial_o[117];
        linearize_spatial_o[44] = linearize_spatial_o[1] + linearize_spatial_o[112];
        linearize_spatial_o[79] = linearize_spatial_o[127] * linearize_spatial_o[44];
        linearize_spatial_o[36] = linearize_spatial_t[52] + linearize_spatial_o[79];
        linearize_spatial_o[81] = 3.9 * linearize_spatial_o[96];
        linearize_spatial_o[35] = linearize_spatial_o[49]
            + linearize_spatial_t[61]
            + linearize_spatial_o[36]
            + linearize_spatial_o[81];
        linearize_spatial_o[41] = 3.9 * linearize_spatial_o[72];
        linearize_spatial_o[62] = linearize_spatial_o[35] + linearize_spatial_o[41];
        linearize_spatial_o[39] = linearize_spatial_t[37] * linearize_spatial_o[62];
        linearize_spatial_o[78] = linearize_spatial_o[75] + linearize_spatial_o[39];
        linearize_spatial_o[87] = 0.4 * linearize_spatial_o[78];
        linearize_spatial_o[117] = linearize_spatial_o[127] * linearize_spatial_o[70];
        linearize_spatial_o[112] = -(linearize_spatial_o[50]);
        linearize_spatial_o[44] = linearize_spatial_o[48] + linearize_spatial_o[73];
        linearize_spatial_o[79] = linearize_spatial_o[117] + linearize_spatial_o[112];
        linearize_spatial_t[61] = linearize_spatial_o[44] + linearize_spatial_o[79];
        linearize_spatial_o[49] = -(linearize_spatial_t[61]);
        linearize_spatial_o[81] = linearize_spatial_o[130]
            + linearize_spatial_o[37]
            + linearize_spatial_o[87]
            + linearize_spatial_o[49];
        linearize_spatial_o[36] = -(linearize_spatial_o[81]);
        linearize_spatial_o[35] =
            linearize_spatial_o[42] + linearize_spatial_o[61] + linearize_spatial_o[36];
        linearize_spatial_o[41] = (-0.36) * linearize_spatial_o[2];
        linearize_spatial_o[62] = 0.36 * linearize_spatial_o[1];
        linearize_spatial_o[39] =
            linearize_spatial_t[167] + linearize_spatial_o[41] + linearize_spatial_o[62];
        linearize_spatial_o[75] = 3.0 * linearize_spatial_o[39];
        linearize_spatial_o[78] = linearize_spatial_t[48] * linearize_spatial_o[2];
        linearize_spatial_o[48] = linearize_spatial_o[84]
            + linearize_spatial_o[114]
            + linearize_spatial_o[75]
            + linearize_spatial_o[78];
        linearize_spatial_o[73] = -(linearize_spatial_o[48]);
        linearize_spatial_o[79] = linearize_spatial_o[69] + linearize_spatial_o[39];
        linearize_spatial_o[37] = 0.36 * linearize_spatial_o[2];
        linearize_spatial_o[49] = linearize_spatial_o[113] * linearize_spatial_t[24];
        linearize_spatial_o[81] =
            linearize_spatial_o[79] + linearize_spatial_o[37] + linearize_spatial_o[49];
        linearize_spatial_o[61] = 3.0 * linearize_spatial_o[81];
        linearize_spatial_o[36] = linearize_spatial_o[73] + linearize_spatial_o[61];
        linearize_spatial_o[42] = linearize_spatial_t[1] * linearize_spatial_o[36];
        linearize_spatial_o[62] = linearize_spatial_o[90] * linearize_spatial_o[2];
        linearize_spatial_o[41] = 3.0 * linearize_spatial_o[96];
        linearize_spatial_t[167] = linearize_spatial_o[46]
            + linearize_spatial_t[52]
            + linearize_spatial_o[62]
            + linearize_spatial_o[41];
        linearize_spatial_o[114] = linearize_spatial_t[57] + linearize_spatial_o[96];
        linearize_spatial_o[78] = linearize_spatial_o[113] * linearize_spatial_o[131];
        linearize_spatial_o[84] = linearize_spatial_o[114] + linearize_spatial_o[78];
        linearize_spatial_o[75] = -(linearize_spatial_o[84]);
        linearize_spatial_o[48] = 3.0 * linearize_spatial_o[75];
        linearize_spatial_o[69] = linearize_spatial_t[167] + linearize_spatial_o[48];
        linearize_spatial_o[37] = linearize_spatial_t[37] * linearize_spatial_o[69];
        linearize_spatial_o[49] = linearize_spatial_o[42] + linearize_spatial_o[37];
        linearize_spatial_o[79] = 0.4 * linearize_spatial_o[49];
        linearize_spatial_o[61] = linearize_spatial_o[82]
            + linearize_spatial_o[112]
            + linearize_spatial_o[44]
            + linearize_spatial_o[79];
        linearize_spatial_o[73] = -(linearize_spatial_o[61]);
        linearize_spatial_o[36] = linearize_spatial_o[87] + linearize_spatial_o[73];
        linearize_spatial_o[90] = linearize_spatial_t[62] * linearize_spatial_t[105];
        linearize_spatial_t[52] = linearize_spatial_o[2] + linearize_spatial_t[18];
        linearize_spatial_o[46] = linearize_spatial_t[39] * linearize_spatial_t[52];
        linearize_spatial_o[62] = linearize_spatial_o[39] + linearize_spatial_o[46];
        linearize_spatial_o[41] = linearize_spatial_o[98] + linearize_spatial_o[62];
        linearize_spatial_t[57] = linearize_spatial_t[39] * linearize_spatial_o[3];
        linearize_spatial_o[113] =
            linearize_spatial_o[90] + linearize_spatial_o[41] + linearize_spatial_t[57];
        linearize_spatial_o[114] = 2.2 * linearize_spatial_o[113];
        linearize_spatial_o[78] = 2.2 * linearize_spatial_o[62];
        linearize_spatial_o[84] = linearize_spatial_o[111] * linearize_spatial_o[3];
        linearize_spatial_o[48] = linearize_spatial_o[121]
            + linearize_spatial_o[93]
            + linearize_spatial_o[78]
            + linearize_spatial_o[84];
        linearize_spatial_o[69] = -(linearize_spatial_o[48]);
        linearize_spatial_o[37] = linearize_spatial_o[114] + linearize_spatial_o[69];
        linearize_spatial_o[42] = linearize_spatial_t[1] * linearize_spatial_o[37];
        linearize_spatial_o[49] = linearize_spatial_t[10] * linearize_spatial_o[3];
        linearize_spatial_o[82] = linearize_spatial_t[62] * linearize_spatial_t[68];
        linearize_spatial_o[112] = 0.32 * linearize_spatial_o[3];
        linearize_spatial_o[61] = (-0.32) * linearize_spatial_o[2];
        linearize_spatial_o[87] = linearize_spatial_o[112] + linearize_spatial_o[61];
        linearize_spatial_o[73] = linearize_spatial_o[110] * linearize_spatial_o[87];
        linearize_spatial_t[52] = linearize_spatial_o[96] + linearize_spatial_o[73];
        linearize_spatial_o[46] = linearize_spatial_o[71] + linearize_spatial_t[52];
        linearize_spatial_o[39] = linearize_spatial_o[82] + linearize_spatial_o[46];
        linearize_spatial_o[98] = -(linearize_spatial_o[39]);
        linearize_spatial_o[90] = linearize_spatial_o[49] + linearize_spatial_o[98];
        linearize_spatial_t[57] = 2.2 * linearize_spatial_o[90];
        linearize_spatial_o[41] = 2.2 * linearize_spatial_t[52];
        linearize_spatial_o[78] = linearize_spatial_o[97] * linearize_spatial_t[18];
        linearize_spatial_o[84] = linearize_spatial_t[76]
            + linearize_spatial_o[53]
            + linearize_spatial_o[41]
            + linearize_spatial_o[78];
        linearize_spatial_o[121] = linearize_spatial_t[57] + linearize_spatial_o[84];
        linearize_spatial_o[93] = linearize_spatial_t[37] * linearize_spatial_o[121];
        linearize_spatial_o[114] = linearize_spatial_o[42] + linearize_spatial_o[93];
        linearize_spatial_o[69] = (-0.4) * linearize_spatial_o[114];
        linearize_spatial_o[37] = linearize_spatial_o[79] + linearize_spatial_o[69];
        linearize_spatial_t[62] = 0.4 * linearize_spatial_o[114];
        linearize_spatial_o[61] = linearize_spatial_o[77] * linearize_spatial_t[72];
        linearize_spatial_o[112] = linearize_spatial_o[3] + linearize_spatial_t[2];
        linearize_spatial_o[87] = linearize_spatial_t[42] * linearize_spatial_o[112];
        linearize_spatial_o[73] = linearize_spatial_o[62] + linearize_spatial_o[87];
        linearize_spatial_o[96] = linearize_spatial_o[99] + linearize_spatial_o[73];
        linearize_spatial_o[71] = linearize_spatial_t[42] * linearize_spatial_o[4];
        linearize_spatial_o[82] =
            linearize_spatial_o[61] + linearize_spatial_o[96] + linearize_spatial_o[71];
        linearize_spatial_o[46] = 1.5 * linearize_spatial_o[82];
        linearize_spatial_o[39] = 1.5 * linearize_spatial_o[73];
        linearize_spatial_o[98] = linearize_spatial_o[124] * linearize_spatial_o[4];
        linearize_spatial_o[49] = linearize_spatial_o[80]
            + linearize_spatial_o[38]
            + linearize_spatial_o[39]
            + linearize_spatial_o[98];
        linearize_spatial_t[18] = -(linearize_spatial_o[49]);
        linearize_spatial_o[53] = linearize_spatial_o[46] + linearize_spatial_t[18];
        linearize_spatial_t[76] = linearize_spatial_t[1] * linearize_spatial_o[53];
        linearize_spatial_o[78] = linearize_spatial_t[11] * linearize_spatial_o[4];
        linearize_spatial_o[41] = linearize_spatial_o[77] * linearize_spatial_o[132];
        linearize_spatial_t[57] = linearize_spatial_t[11] * linearize_spatial_o[64];
        linearize_spatial_o[93] = linearize_spatial_t[52] + linearize_spatial_t[57];
        linearize_spatial_o[42] = linearize_spatial_o[47] + linearize_spatial_o[93];
        linearize_spatial_o[69] = linearize_spatial_o[41] + linearize_spatial_o[42];
        linearize_spatial_o[79] = -(linearize_spatial_o[69]);
        linearize_spatial_o[114] = linearize_spatial_o[78] + linearize_spatial_o[79];
        linearize_spatial_o[112] = 1.5 * linearize_spatial_o[114];
        linearize_spatial_o[87] = 1.5 * linearize_spatial_o[93];
        linearize_spatial_o[62] = linearize_spatial_t[33] * linearize_spatial_t[2];
        linearize_spatial_o[99] = linearize_spatial_o[55]
            + linearize_spatial_o[74]
            + linearize_spatial_o[87]
            + linearize_spatial_o[62];
        linearize_spatial_o[61] = linearize_spatial_o[112] + linearize_spatial_o[99];
        linearize_spatial_o[71] = linearize_spatial_t[37] * linearize_spatial_o[61];
        linearize_spatial_o[96] = linearize_spatial_t[76] + linearize_spatial_o[71];
        linearize_spatial_o[98] = (-0.4) * linearize_spatial_o[96];
        linearize_spatial_o[38] = linearize_spatial_t[62] + linearize_spatial_o[98];
        linearize_spatial_o[80] = 0.4 * linearize_spatial_o[96];
        linearize_spatial_o[39] = linearize_spatial_o[54] * linearize_spatial_t[81];
        linearize_spatial_t[18] = linearize_spatial_o[4] + linearize_spatial_o[57];
        linearize_spatial_o[46] = linearize_spatial_t[45] * linearize_spatial_t[18];
        linearize_spatial_o[77] = linearize_spatial_o[73] + linearize_spatial_o[46];
        linearize_spatial_o[64] = linearize_spatial_t[79] + linearize_spatial_o[77];
        linearize_spatial_t[52] = linearize_spatial_t[45] * linearize_spatial_o[5];
        linearize_spatial_t[57] =
            linearize_spatial_o[39] + linearize_spatial_o[64] + linearize_spatial_t[52];
        linearize_spatial_o[47] = 0.9 * linearize_spatial_t[57];
        linearize_spatial_o[41] = 0.9 * linearize_spatial_o[77];
        linearize_spatial_o[42] = linearize_spatial_o[115] * linearize_spatial_o[5];
        linearize_spatial_o[69] = linearize_spatial_o[65]
            + linearize_spatial_o[60]
            + linearize_spatial_o[41]
            + linearize_spatial_o[42];
        linearize_spatial_o[78] = -(linearize_spatial_o[69]);
        linearize_spatial_o[79] = linearize_spatial_o[47] + linearize_spatial_o[78];
        linearize_spatial_t[2] = linearize_spatial_t[1] * linearize_spatial_o[79];
        linearize_spatial_o[55] = linearize_spatial_t[17] * linearize_spatial_o[5];
        linearize_spatial_o[74] = linearize_spatial_o[54] * linearize_spatial_t[86];
        linearize_spatial_o[87] = linearize_spatial_t[17] * linearize_spatial_o[40];
        linearize_spatial_o[62] = linearize_spatial_o[93] + linearize_spatial_o[87];
        linearize_spatial_o[112] = linearize_spatial_o[43] + linearize_spatial_o[62];
        linearize_spatial_o[71] = linearize_spatial_o[74] + linearize_spatial_o[112];
        linearize_spatial_t[76] = -(linearize_spatial_o[71]);
        linearize_spatial_o[98] = linearize_spatial_o[55] + linearize_spatial_t[76];
        linearize_spatial_t[62] = 0.9 * linearize_spatial_o[98];
        linearize_spatial_o[96] = 0.9 * linearize_spatial_o[62];
        linearize_spatial_t[18] = linearize_spatial_t[32] * linearize_spatial_o[57];
        linearize_spatial_o[46] = linearize_spatial_o[51]
            + linearize_spatial_o[94]
            + linearize_spatial_o[96]
            + linearize_spatial_t[18];
        linearize_spatial_o[73] = linearize_spatial_t[62] + linearize_spatial_o[46];
        linearize_spatial_t[79] = linearize_spatial_t[37] * linearize_spatial_o[73];
        linearize_spatial_t[52] = linearize_spatial_t[2] + linearize_spatial_t[79];
        linearize_spatial_o[64] = (-0.4) * linearize_spatial_t[52];
        linearize_spatial_o[39] = linearize_spatial_o[80] + linearize_spatial_o[64];
        linearize_spatial_o[65] = 0.4 * linearize_spatial_t[52];
        linearize_spatial_o[41] = linearize_spatial_o[128] * linearize_spatial_t[116];
        linearize_spatial_o[42] = -(linearize_spatial_o[6]);
        linearize_spatial_o[60] = linearize_spatial_o[5] + linearize_spatial_o[42];
        linearize_spatial_o[47] = linearize_spatial_t[20] * linearize_spatial_o[60];
        linearize_spatial_o[78] = linearize_spatial_o[77] + linearize_spatial_o[47];
        linearize_spatial_o[54] = linearize_spatial_o[52] + linearize_spatial_o[78];
        linearize_spatial_o[40] = linearize_spatial_t[20] * linearize_spatial_o[6];
        linearize_spatial_o[87] =
            linearize_spatial_o[41] + linearize_spatial_o[54] + linearize_spatial_o[40];
        linearize_spatial_o[93] = 0.4 * linearize_spatial_o[87];
        linearize_spatial_o[43] = linearize_spatial_o[104] * linearize_spatial_o[6];
        linearize_spatial_o[74] = 0.4 * linearize_spatial_o[78];
        linearize_spatial_o[112] =
            linearize_spatial_o[101] + linearize_spatial_o[43] + linearize_spatial_o[74];
        linearize_spatial_o[71] = -(linearize_spatial_o[112]);
        linearize_spatial_t[76] = linearize_spatial_o[93] + linearize_spatial_o[71];
        linearize_spatial_o[55] = linearize_spatial_t[1] * linearize_spatial_t[76];
        linearize_spatial_o[57] = linearize_spatial_t[25] * linearize_spatial_o[6];
        linearize_spatial_t[18] = linearize_spatial_o[128] * linearize_spatial_t[94];
        linearize_spatial_o[94] = linearize_spatial_t[25] * linearize_spatial_o[63];
        linearize_spatial_o[51] = linearize_spatial_o[62] + linearize_spatial_o[94];
        linearize_spatial_o[96] = linearize_spatial_o[67] + linearize_spatial_o[51];
        linearize_spatial_t[62] = linearize_spatial_t[18] + linearize_spatial_o[96];
        linearize_spatial_t[2] = -(linearize_spatial_t[62]);
        linearize_spatial_t[79] = linearize_spatial_o[57] + linearize_spatial_t[2];
        linearize_spatial_o[64] = 0.4 * linearize_spatial_t[79];
        linearize_spatial_o[80] = linearize_spatial_o[123] * linearize_spatial_o[42];
        linearize_spatial_t[52] = 0.4 * linearize_spatial_o[51];
        linearize_spatial_o[60] =
            linearize_spatial_o[59] + linearize_spatial_o[80] + linearize_spatial_t[52];
        linearize_spatial_o[77] = linearize_spatial_o[64] + linearize_spatial_o[60];
        linearize_spatial_o[47] = linearize_spatial_t[37] * linearize_spatial_o[77];
        linearize_spatial_o[52] = linearize_spatial_o[55] + linearize_spatial_o[47];
        linearize_spatial_o[54] = (-0.4) * linearize_spatial_o[52];
        linearize_spatial_o[40] = linearize_spatial_o[65] + linearize_spatial_o[54];
        linearize_spatial_o[41] = 0.4 * linearize_spatial_o[52];
        linearize_spatial_o[78] = linearize_spatial_o[106] * linearize_spatial_o[83];
        linearize_spatial_o[43] = linearize_spatial_o[106] * linearize_spatial_o[72];
        linearize_spatial_o[74] = -(linearize_spatial_t[133]);
        linearize_spatial_o[101] = linearize_spatial_t[133] + linearize_spatial_o[74];
        linearize_spatial_o[71] = linearize_spatial_t[51] * linearize_spatial_o[101];
        linearize_spatial_o[93] = -(linearize_spatial_t[160]);
        linearize_spatial_o[128] = linearize_spatial_t[160] + linearize_spatial_o[93];
        linearize_spatial_o[63] = linearize_spatial_t[98] * linearize_spatial_o[128];
        linearize_spatial_o[94] = linearize_spatial_o[45] + linearize_spatial_o[63];
        linearize_spatial_o[62] = -(linearize_spatial_o[94]);
        linearize_spatial_o[67] = linearize_spatial_o[43] + linearize_spatial_o[71];
        linearize_spatial_t[18] = linearize_spatial_o[117] + linearize_spatial_o[62];
        linearize_spatial_o[96] = linearize_spatial_o[67] + linearize_spatial_t[18];
        linearize_spatial_t[62] = -(linearize_spatial_o[96]);
        linearize_spatial_t[2] =
            linearize_spatial_t[61] + linearize_spatial_o[78] + linearize_spatial_t[62];
        linearize_spatial_o[57] = -(linearize_spatial_t[2]);
        linearize_spatial_o[42] = linearize_spatial_o[130] + linearize_spatial_o[57];
        linearize_spatial_o[51] = (-0.36) * linearize_spatial_t[167];
        linearize_spatial_t[52] = linearize_spatial_o[127] * linearize_spatial_o[81];
        linearize_spatial_o[59] = -(linearize_spatial_t[48] * linearize_spatial_o[75]);
        linearize_spatial_o[80] = linearize_spatial_o[131] * linearize_spatial_o[101];
        linearize_spatial_o[64] = linearize_spatial_o[63] + linearize_spatial_t[52];
        linearize_spatial_o[47] = linearize_spatial_o[51]
            + linearize_spatial_o[59]
            + linearize_spatial_o[80]
            + linearize_spatial_o[64];
        linearize_spatial_o[55] = linearize_spatial_o[106] * linearize_spatial_o[75];
        linearize_spatial_o[54] = -(linearize_spatial_o[64]);
        linearize_spatial_o[65] = linearize_spatial_o[80] + linearize_spatial_o[55];
        linearize_spatial_o[52] = linearize_spatial_o[54] + linearize_spatial_o[65];
        linearize_spatial_o[74] = linearize_spatial_o[94] + linearize_spatial_o[52];
        linearize_spatial_o[93] = -(linearize_spatial_o[74]);
        linearize_spatial_o[45] =
            linearize_spatial_o[50] + linearize_spatial_o[67] + linearize_spatial_o[93];
        linearize_spatial_o[71] = -(linearize_spatial_o[45]);
        linearize_spatial_o[43] =
            linearize_spatial_o[44] + linearize_spatial_o[47] + linearize_spatial_o[71];
        linearize_spatial_o[62] = linearize_spatial_o[109] * linearize_spatial_o[48];
        linearize_spatial_o[117] = -(linearize_spatial_o[100]);
        linearize_spatial_t[18] = linearize_spatial_o[100] + linearize_spatial_o[117];
        linearize_spatial_t[61] = linearize_spatial_t[105] * linearize_spatial_t[18];
        linearize_spatial_t[62] = -(linearize_spatial_o[120]);
        linearize_spatial_t[2] = linearize_spatial_o[120] + linearize_spatial_t[62];
        linearize_spatial_o[130] = linearize_spatial_t[68] * linearize_spatial_t[2];
        linearize_spatial_o[57] = linearize_spatial_o[97] * linearize_spatial_o[113];
        linearize_spatial_t[167] = linearize_spatial_o[111] * linearize_spatial_o[90];
        linearize_spatial_t[52] = linearize_spatial_t[39] * linearize_spatial_o[84];
        linearize_spatial_o[63] = linearize_spatial_t[167] + linearize_spatial_t[52];
        linearize_spatial_o[59] = -(linearize_spatial_o[63]);
        linearize_spatial_o[51] = linearize_spatial_t[61] + linearize_spatial_o[130];
        linearize_spatial_o[55] = linearize_spatial_o[62]
            + linearize_spatial_o[57]
            + linearize_spatial_o[59]
            + linearize_spatial_o[51];
        linearize_spatial_o[80] = -(linearize_spatial_o[55]);
        linearize_spatial_o[54] = (-0.36) * linearize_spatial_o[121];
        linearize_spatial_o[94] = linearize_spatial_o[80] + linearize_spatial_o[54];
        linearize_spatial_o[52] = linearize_spatial_o[64] + linearize_spatial_o[94];
        linearize_spatial_o[50] = -(linearize_spatial_o[52]);
        linearize_spatial_o[93] =
            linearize_spatial_o[47] + linearize_spatial_o[65] + linearize_spatial_o[50];
        linearize_spatial_o[45] = -(linearize_spatial_o[93]);
        linearize_spatial_o[44] = linearize_spatial_o[55] + linearize_spatial_o[45];
        linearize_spatial_o[71] = -(linearize_spatial_t[136]);
        linearize_spatial_o[109] = linearize_spatial_t[136] + linearize_spatial_o[71];
        linearize_spatial_o[48] = linearize_spatial_t[72] * linearize_spatial_o[109];
        linearize_spatial_o[117] = -(linearize_spatial_t[22]);
        linearize_spatial_t[62] = linearize_spatial_t[22] + linearize_spatial_o[117];
        linearize_spatial_o[84] = linearize_spatial_o[132] * linearize_spatial_t[62];
        linearize_spatial_t[52] = linearize_spatial_t[33] * linearize_spatial_o[82];
        linearize_spatial_t[167] = linearize_spatial_o[124] * linearize_spatial_o[114];
        linearize_spatial_o[63] = linearize_spatial_t[11] * linearize_spatial_o[49];
        linearize_spatial_o[130] = linearize_spatial_t[42] * linearize_spatial_o[99];
        linearize_spatial_t[61] =
            linearize_spatial_t[167] + linearize_spatial_o[63] + linearize_spatial_o[130];
        linearize_spatial_o[57] = -(linearize_spatial_t[61]);
        linearize_spatial_o[59] = linearize_spatial_o[48] + linearize_spatial_o[84];
        linearize_spatial_o[62] =
            linearize_spatial_t[52] + linearize_spatial_o[57] + linearize_spatial_o[59];
        linearize_spatial_o[121] = -(linearize_spatial_o[62]);
        linearize_spatial_o[80] = (-0.36) * linearize_spatial_o[61];
        linearize_spatial_o[94] = linearize_spatial_o[121] + linearize_spatial_o[80];
        linearize_spatial_o[64] = linearize_spatial_o[55] + linearize_spatial_o[94];
        linearize_spatial_o[50] = -(linearize_spatial_o[64]);
        linearize_spatial_o[47] =
            linearize_spatial_o[55] + linearize_spatial_o[54] + linearize_spatial_o[50];
        linearize_spatial_o[93] = -(linearize_spatial_o[47]);
        linearize_spatial_o[45] = linearize_spatial_o[62] + linearize_spatial_o[93];
        linearize_spatial_o[71] = -(linearize_spatial_t[148]);
        linearize_spatial_o[117] = linearize_spatial_t[148] + linearize_spatial_o[71];
        linearize_spatial_o[49] = linearize_spatial_t[81] * linearize_spatial_o[117];
        linearize_spatial_o[99] = -(linearize_spatial_t[9]);
        linearize_spatial_o[130] = linearize_spatial_t[9] + linearize_spatial_o[99];
        linearize_spatial_o[63] = linearize_spatial_t[86] * linearize_spatial_o[130];
        linearize_spatial_t[167] = linearize_spatial_t[32] * linearize_spatial_t[57];
        linearize_spatial_t[61] = linearize_spatial_o[115] * linearize_spatial_o[98];
        linearize_spatial_o[48] = linearize_spatial_t[17] * linearize_spatial_o[69];
        linearize_spatial_o[84] = linearize_spatial_t[45] * linearize_spatial_o[46];
        linearize_spatial_t[52] =
            linearize_spatial_t[61] + linearize_spatial_o[48] + linearize_spatial_o[84];
        linearize_spatial_o[57] = -(linearize_spatial_t[52]);
        linearize_spatial_o[121] = linearize_spatial_o[49] + linearize_spatial_o[63];
        linearize_spatial_o[94] =
            linearize_spatial_t[167] + linearize_spatial_o[57] + linearize_spatial_o[121];
        linearize_spatial_o[50] = -(linearize_spatial_o[94]);
        linearize_spatial_o[55] = (-0.36) * linearize_spatial_o[73];
        linearize_spatial_o[47] = linearize_spatial_o[50] + linearize_spatial_o[55];
        linearize_spatial_o[93] = linearize_spatial_o[62] + linearize_spatial_o[47];
        linearize_spatial_o[71] = -(linearize_spatial_o[93]);
        linearize_spatial_o[99] =
            linearize_spatial_o[62] + linearize_spatial_o[80] + linearize_spatial_o[71];
        linearize_spatial_o[69] = -(linearize_spatial_o[99]);
        linearize_spatial_o[46] = linearize_spatial_o[94] + linearize_spatial_o[69];
        linearize_spatial_t[61] = linearize_spatial_t[112] + linearize_spatial_o[58];
        linearize_spatial_o[48] = linearize_spatial_t[116] * linearize_spatial_t[61];
        linearize_spatial_o[84] = -(linearize_spatial_o[122]);
        linearize_spatial_t[52] = linearize_spatial_o[122] + linearize_spatial_o[84];
        linearize_spatial_o[49] = linearize_spatial_t[94] * linearize_spatial_t[52];
        linearize_spatial_o[63] = linearize_spatial_o[123] * linearize_spatial_o[87];
        linearize_spatial_o[57] = linearize_spatial_o[104] * linearize_spatial_t[79];
        linearize_spatial_t[167] = linearize_spatial_t[25] * linearize_spatial_o[112];
        linearize_spatial_o[50] = linearize_spatial_t[20] * linearize_spatial_o[60];
        linearize_spatial_o[47] =
            linearize_spatial_o[57] + linearize_spatial_t[167] + linearize_spatial_o[50];
        linearize_spatial_o[71] = -(linearize_spatial_o[47]);
        linearize_spatial_o[99] = linearize_spatial_o[48] + linearize_spatial_o[49];
        linearize_spatial_o[69] =
            linearize_spatial_o[63] + linearize_spatial_o[71] + linearize_spatial_o[99];
        linearize_spatial_o[58] = -(linearize_spatial_o[69]);
        linearize_spatial_o[84] = (-0.36) * linearize_spatial_o[77];
        linearize_spatial_o[112] = linearize_spatial_o[58] + linearize_spatial_o[84];
        linearize_spatial_o[60] = linearize_spatial_o[94] + linearize_spatial_o[112];
        linearize_spatial_o[57] = -(linearize_spatial_o[60]);
        linearize_spatial_o[50] =
            linearize_spatial_o[94] + linearize_spatial_o[55] + linearize_spatial_o[57];
        linearize_spatial_t[167] = -(linearize_spatial_o[50]);
        linearize_spatial_o[47] = linearize_spatial_o[69] + linearize_spatial_t[167];
        linearize_spatial_o[48] = 0.36 * linearize_spatial_o[77];
        linearize_spatial_o[49] = linearize_spatial_t[132] * linearize_spatial_o[83];
        linearize_spatial_o[71] = linearize_spatial_o[105] * linearize_spatial_o[70];
        linearize_spatial_o[63] = linearize_spatial_t[132] * linearize_spatial_o[72];
        linearize_spatial_o[58] = linearize_spatial_o[105] * linearize_spatial_o[76];
        linearize_spatial_o[112] = linearize_spatial_t[24] * linearize_spatial_t[18];
        linearize_spatial_o[57] = linearize_spatial_t[51] * linearize_spatial_t[2];
        linearize_spatial_o[50] = linearize_spatial_o[58] + linearize_spatial_o[57];
        linearize_spatial_t[167] = linearize_spatial_o[63] + linearize_spatial_o[112];
        linearize_spatial_o[57] = linearize_spatial_o[50] + linearize_spatial_t[167];
        linearize_spatial_o[58] = -(linearize_spatial_o[57]);
        linearize_spatial_o[112] = linearize_spatial_o[49] + linearize_spatial_o[71];
        linearize_spatial_t[167] =
            linearize_spatial_o[96] + linearize_spatial_o[58] + linearize_spatial_o[112];
        linearize_spatial_o[71] = -(linearize_spatial_t[167]);
        linearize_spatial_o[49] = linearize_spatial_o[78] + linearize_spatial_o[71];
        linearize_spatial_o[58] = linearize_spatial_t[132] * linearize_spatial_o[75];
        linearize_spatial_o[96] = linearize_spatial_o[105] * linearize_spatial_o[81];
        linearize_spatial_t[167] = linearize_spatial_o[131] * linearize_spatial_t[2];
        linearize_spatial_o[71] = linearize_spatial_o[96] + linearize_spatial_t[167];
        linearize_spatial_o[78] = linearize_spatial_o[58] + linearize_spatial_o[71];
        linearize_spatial_o[96] = -(linearize_spatial_o[78]);
        linearize_spatial_t[167] = linearize_spatial_o[63] + linearize_spatial_o[50];
        linearize_spatial_o[71] =
            linearize_spatial_o[74] + linearize_spatial_o[96] + linearize_spatial_t[167];
        linearize_spatial_o[58] = -(linearize_spatial_o[71]);
        linearize_spatial_o[50] = linearize_spatial_o[67] + linearize_spatial_o[58];
        linearize_spatial_o[63] = linearize_spatial_t[132] * linearize_spatial_o[90];
        linearize_spatial_o[74] = linearize_spatial_o[105] * linearize_spatial_o[113];
        linearize_spatial_o[96] = linearize_spatial_t[98] * linearize_spatial_t[18];
        linearize_spatial_o[71] = linearize_spatial_o[63] + linearize_spatial_o[74];
        linearize_spatial_o[67] = linearize_spatial_o[51] + linearize_spatial_o[71];
        linearize_spatial_o[58] = linearize_spatial_o[96] + linearize_spatial_o[67];
        linearize_spatial_o[74] = -(linearize_spatial_o[58]);
        linearize_spatial_o[63] =
            linearize_spatial_o[52] + linearize_spatial_o[78] + linearize_spatial_o[74];
        linearize_spatial_o[71] = -(linearize_spatial_o[63]);
        linearize_spatial_o[51] = linearize_spatial_o[65] + linearize_spatial_o[71];
        linearize_spatial_o[96] = linearize_spatial_t[10] * linearize_spatial_o[53];
        linearize_spatial_o[52] = linearize_spatial_t[39] * linearize_spatial_o[61];
        linearize_spatial_o[74] = linearize_spatial_o[62] + linearize_spatial_o[52];
        linearize_spatial_o[63] = -(linearize_spatial_o[74]);
        linearize_spatial_o[71] = linearize_spatial_o[96] + linearize_spatial_o[63];
        linearize_spatial_o[65] = -(linearize_spatial_o[71]);
        linearize_spatial_o[53] =
            linearize_spatial_o[64] + linearize_spatial_o[67] + linearize_spatial_o[65];
        linearize_spatial_o[61] = -(linearize_spatial_o[53]);
        linearize_spatial_o[52] = linearize_spatial_o[54] + linearize_spatial_o[61];
        linearize_spatial_o[62] = linearize_spatial_t[10] * linearize_spatial_o[79];
        linearize_spatial_o[63] = linearize_spatial_t[39] * linearize_spatial_o[73];
        linearize_spatial_o[64] = linearize_spatial_o[94] + linearize_spatial_o[63];
        linearize_spatial_o[65] = -(linearize_spatial_o[64]);
        linearize_spatial_o[53] = linearize_spatial_o[62] + linearize_spatial_o[65];
        linearize_spatial_o[61] = linearize_spatial_o[74] + linearize_spatial_o[53];
        linearize_spatial_o[54] = -(linearize_spatial_o[61]);
        linearize_spatial_o[63] =
            linearize_spatial_o[93] + linearize_spatial_o[96] + linearize_spatial_o[54];
        linearize_spatial_o[65] = -(linearize_spatial_o[63]);
        linearize_spatial_o[53] = linearize_spatial_o[80] + linearize_spatial_o[65];
        linearize_spatial_o[74] = linearize_spatial_t[10] * linearize_spatial_t[76];
        linearize_spatial_o[54] = linearize_spatial_t[39] * linearize_spatial_o[77];
        linearize_spatial_o[93] = linearize_spatial_o[69] + linearize_spatial_o[54];
        linearize_spatial_o[63] = -(linearize_spatial_o[93]);
        linearize_spatial_o[80] = linearize_spatial_o[74] + linearize_spatial_o[63];
        linearize_spatial_o[65] = linearize_spatial_o[64] + linearize_spatial_o[80];
        linearize_spatial_o[54] = -(linearize_spatial_o[65]);
        linearize_spatial_o[63] =
            linearize_spatial_o[60] + linearize_spatial_o[62] + linearize_spatial_o[54];
        linearize_spatial_o[64] = -(linearize_spatial_o[63]);
        linearize_spatial_o[54] = linearize_spatial_o[55] + linearize_spatial_o[64];
        linearize_spatial_o[60] = linearize_spatial_o[69] + linearize_spatial_o[80];
        linearize_spatial_o[63] = -(linearize_spatial_o[60]);
        linearize_spatial_o[55] = linearize_spatial_o[84] + linearize_spatial_o[63];
        linearize_spatial_o[64] = linearize_spatial_t[134] * linearize_spatial_o[83];
        linearize_spatial_o[80] = linearize_spatial_o[116] * linearize_spatial_o[70];
        linearize_spatial_o[60] = linearize_spatial_t[134] * linearize_spatial_o[72];
        linearize_spatial_o[84] = linearize_spatial_o[116] * linearize_spatial_o[76];
        linearize_spatial_o[63] = linearize_spatial_t[24] * linearize_spatial_o[109];
        linearize_spatial_o[56] = linearize_spatial_t[51] * linearize_spatial_t[62];
        linearize_spatial_o[84] = linearize_spatial_o[84] + linearize_spatial_o[56];
        linearize_spatial_o[56] = linearize_spatial_o[60] + linearize_spatial_o[63];
        linearize_spatial_o[63] = linearize_spatial_o[84] + linearize_spatial_o[56];
        linearize_spatial_o[56] = -(linearize_spatial_o[63]);
        linearize_spatial_o[64] = linearize_spatial_o[64] + linearize_spatial_o[80];
        linearize_spatial_o[80] =
            linearize_spatial_o[57] + linearize_spatial_o[56] + linearize_spatial_o[64];
        linearize_spatial_o[57] = -(linearize_spatial_o[80]);
        linearize_spatial_o[56] = linearize_spatial_o[112] + linearize_spatial_o[57];
        linearize_spatial_o[80] = linearize_spatial_t[134] * linearize_spatial_o[75];
        linearize_spatial_o[57] = linearize_spatial_o[116] * linearize_spatial_o[81];
        linearize_spatial_o[112] = linearize_spatial_o[131] * linearize_spatial_t[62];
        linearize_spatial_o[57] = linearize_spatial_o[57] + linearize_spatial_o[112];
        linearize_spatial_o[112] = linearize_spatial_o[80] + linearize_spatial_o[57];
        linearize_spatial_o[57] = -(linearize_spatial_o[112]);
        linearize_spatial_o[80] = linearize_spatial_o[60] + linearize_spatial_o[84];
        linearize_spatial_o[84] =
            linearize_spatial_o[78] + linearize_spatial_o[57] + linearize_spatial_o[80];
        linearize_spatial_o[60] = -(linearize_spatial_o[84]);
        linearize_spatial_o[57] = linearize_spatial_t[167] + linearize_spatial_o[60];
        linearize_spatial_o[84] = linearize_spatial_t[105] * linearize_spatial_o[109];
        linearize_spatial_t[167] = linearize_spatial_t[68] * linearize_spatial_t[62];
        linearize_spatial_o[60] = linearize_spatial_t[134] * linearize_spatial_o[90];
        linearize_spatial_t[183] = linearize_spatial_o[116] * linearize_spatial_o[113];
        linearize_spatial_t[184] = linearize_spatial_t[98] * linearize_spatial_o[109];
        linearize_spatial_o[60] = linearize_spatial_o[60] + linearize_spatial_t[183];
        linearize_spatial_t[183] = linearize_spatial_o[84] + linearize_spatial_t[167];
        linearize_spatial_o[84] = linearize_spatial_o[60] + linearize_spatial_t[183];
        linearize_spatial_t[167] = linearize_spatial_t[184] + linearize_spatial_o[84];
        linearize_spatial_o[60] = -(linearize_spatial_t[167]);
        linearize_spatial_t[183] =
            linearize_spatial_o[58] + linearize_spatial_o[112] + linearize_spatial_o[60];
        linearize_spatial_t[184] = -(linearize_spatial_t[183]);
        linearize_spatial_o[58] = linearize_spatial_o[78] + linearize_spatial_t[184];
        linearize_spatial_o[60] = linearize_spatial_t[134] * linearize_spatial_o[114];
        linearize_spatial_t[183] = linearize_spatial_o[116] * linearize_spatial_o[82];
        linearize_spatial_o[78] = linearize_spatial_o[60] + linearize_spatial_t[183];
        linearize_spatial_t[184] = linearize_spatial_o[59] + linearize_spatial_o[78];
        linearize_spatial_o[60] = -(linearize_spatial_t[184]);
        linearize_spatial_t[183] =
            linearize_spatial_o[71] + linearize_spatial_o[84] + linearize_spatial_o[60];
        linearize_spatial_o[78] = -(linearize_spatial_t[183]);
        linearize_spatial_o[59] = linearize_spatial_o[67] + linearize_spatial_o[78];
        linearize_spatial_o[71] = linearize_spatial_t[11] * linearize_spatial_o[79];
        linearize_spatial_o[60] = linearize_spatial_t[42] * linearize_spatial_o[73];
        linearize_spatial_t[183] = linearize_spatial_o[94] + linearize_spatial_o[60];
        linearize_spatial_o[78] = -(linearize_spatial_t[183]);
        linearize_spatial_o[67] = linearize_spatial_o[71] + linearize_spatial_o[78];
        linearize_spatial_o[79] = -(linearize_spatial_o[67]);
        linearize_spatial_o[73] =
            linearize_spatial_o[61] + linearize_spatial_t[184] + linearize_spatial_o[79];
        linearize_spatial_o[94] = -(linearize_spatial_o[73]);
        linearize_spatial_o[60] = linearize_spatial_o[96] + linearize_spatial_o[94];
        linearize_spatial_o[78] = linearize_spatial_t[11] * linearize_spatial_t[76];
        linearize_spatial_o[61] = linearize_spatial_t[42] * linearize_spatial_o[77];
        linearize_spatial_o[79] = linearize_spatial_o[69] + linearize_spatial_o[61];
        linearize_spatial_o[73] = -(linearize_spatial_o[79]);
        linearize_spatial_o[94] = linearize_spatial_o[78] + linearize_spatial_o[73];
        linearize_spatial_o[96] = linearize_spatial_t[183] + linearize_spatial_o[94];
        linearize_spatial_o[61] = -(linearize_spatial_o[96]);
        linearize_spatial_o[73] =
            linearize_spatial_o[65] + linearize_spatial_o[71] + linearize_spatial_o[61];
        linearize_spatial_t[183] = -(linearize_spatial_o[73]);
        linearize_spatial_o[61] = linearize_spatial_o[62] + linearize_spatial_t[183];
        linearize_spatial_o[65] = linearize_spatial_o[93] + linearize_spatial_o[94];
        linearize_spatial_o[73] = -(linearize_spatial_o[65]);
        linearize_spatial_o[62] = linearize_spatial_o[74] + linearize_spatial_o[73];
        linearize_spatial_t[183] = linearize_spatial_o[118] * linearize_spatial_o[83];
        linearize_spatial_o[94] = linearize_spatial_t[147] * linearize_spatial_o[70];
        linearize_spatial_o[93] = linearize_spatial_o[118] * linearize_spatial_o[72];
        linearize_spatial_o[65] = linearize_spatial_t[147] * linearize_spatial_o[76];
        linearize_spatial_o[74] = linearize_spatial_t[24] * linearize_spatial_o[117];
        linearize_spatial_o[73] = linearize_spatial_t[51] * linearize_spatial_o[130];
        linearize_spatial_o[65] = linearize_spatial_o[65] + linearize_spatial_o[73];
        linearize_spatial_o[73] = linearize_spatial_o[93] + linearize_spatial_o[74];
        linearize_spatial_o[74] = linearize_spatial_o[65] + linearize_spatial_o[73];
        linearize_spatial_o[73] = -(linearize_spatial_o[74]);
        linearize_spatial_o[94] = linearize_spatial_t[183] + linearize_spatial_o[94];
        linearize_spatial_t[183] =
            linearize_spatial_o[63] + linearize_spatial_o[73] + linearize_spatial_o[94];
        linearize_spatial_o[73] = -(linearize_spatial_t[183]);
        linearize_spatial_o[63] = linearize_spatial_o[64] + linearize_spatial_o[73];
        linearize_spatial_t[183] = linearize_spatial_o[118] * linearize_spatial_o[75];
        linearize_spatial_o[64] = linearize_spatial_t[147] * linearize_spatial_o[81];
        linearize_spatial_o[73] = linearize_spatial_o[131] * linearize_spatial_o[130];
        linearize_spatial_o[64] = linearize_spatial_o[64] + linearize_spatial_o[73];
        linearize_spatial_o[73] = linearize_spatial_t[183] + linearize_spatial_o[64];
        linearize_spatial_o[64] = -(linearize_spatial_o[73]);
        linearize_spatial_t[183] = linearize_spatial_o[93] + linearize_spatial_o[65];
        linearize_spatial_o[93] =
            linearize_spatial_o[112] + linearize_spatial_o[64] + linearize_spatial_t[183];
        linearize_spatial_o[65] = -(linearize_spatial_o[93]);
        linearize_spatial_o[64] = linearize_spatial_o[80] + linearize_spatial_o[65];
        linearize_spatial_o[93] = linearize_spatial_t[105] * linearize_spatial_o[117];
        linearize_spatial_o[80] = linearize_spatial_t[68] * linearize_spatial_o[130];
        linearize_spatial_o[65] = linearize_spatial_o[118] * linearize_spatial_o[90];
        linearize_spatial_o[66] = linearize_spatial_t[147] * linearize_spatial_o[113];
        linearize_spatial_o[68] = linearize_spatial_t[98] * linearize_spatial_o[117];
        linearize_spatial_o[65] = linearize_spatial_o[65] + linearize_spatial_o[66];
        linearize_spatial_o[66] = linearize_spatial_o[93] + linearize_spatial_o[80];
        linearize_spatial_o[93] = linearize_spatial_o[65] + linearize_spatial_o[66];
        linearize_spatial_o[80] = linearize_spatial_o[68] + linearize_spatial_o[93];
        linearize_spatial_o[65] = -(linearize_spatial_o[80]);
        linearize_spatial_o[66] =
            linearize_spatial_t[167] + linearize_spatial_o[73] + linearize_spatial_o[65];
        linearize_spatial_o[68] = -(linearize_spatial_o[66]);
        linearize_spatial_o[65] = linearize_spatial_o[112] + linearize_spatial_o[68];
        linearize_spatial_t[167] = linearize_spatial_t[72] * linearize_spatial_o[117];
        linearize_spatial_o[66] = linearize_spatial_o[132] * linearize_spatial_o[130];
        linearize_spatial_o[112] = linearize_spatial_o[118] * linearize_spatial_o[114];
        linearize_spatial_o[68] = linearize_spatial_t[147] * linearize_spatial_o[82];
        linearize_spatial_o[112] = linearize_spatial_o[112] + linearize_spatial_o[68];
        linearize_spatial_o[68] = linearize_spatial_t[167] + linearize_spatial_o[66];
        linearize_spatial_t[167] = linearize_spatial_o[112] + linearize_spatial_o[68];
        linearize_spatial_o[66] = -(linearize_spatial_t[167]);
        linearize_spatial_o[112] =
            linearize_spatial_t[184] + linearize_spatial_o[93] + linearize_spatial_o[66];
        linearize_spatial_o[68] = -(linearize_spatial_o[112]);
        linearize_spatial_o[66] = linearize_spatial_o[84] + linearize_spatial_o[68];
        linearize_spatial_o[112] = linearize_spatial_o[118] * linearize_spatial_o[98];
        linearize_spatial_o[84] = linearize_spatial_t[147] * linearize_spatial_t[57];
        linearize_spatial_o[68] = linearize_spatial_o[112] + linearize_spatial_o[84];
        linearize_spatial_o[84] = linearize_spatial_o[121] + linearize_spatial_o[68];
        linearize_spatial_o[112] = -(linearize_spatial_o[84]);
        linearize_spatial_o[121] =
            linearize_spatial_o[67] + linearize_spatial_t[167] + linearize_spatial_o[112];
        linearize_spatial_o[68] = -(linearize_spatial_o[121]);
        linearize_spatial_o[67] = linearize_spatial_t[184] + linearize_spatial_o[68];
        linearize_spatial_o[112] = linearize_spatial_t[17] * linearize_spatial_t[76];
        linearize_spatial_o[121] = linearize_spatial_t[45] * linearize_spatial_o[77];
        linearize_spatial_t[184] = linearize_spatial_o[69] + linearize_spatial_o[121];
        linearize_spatial_o[68] = -(linearize_spatial_t[184]);
        linearize_spatial_t[76] = linearize_spatial_o[112] + linearize_spatial_o[68];
        linearize_spatial_o[77] = -(linearize_spatial_t[76]);
        linearize_spatial_o[69] =
            linearize_spatial_o[96] + linearize_spatial_o[84] + linearize_spatial_o[77];
        linearize_spatial_o[121] = -(linearize_spatial_o[69]);
        linearize_spatial_o[68] = linearize_spatial_o[71] + linearize_spatial_o[121];
        linearize_spatial_o[77] = linearize_spatial_o[79] + linearize_spatial_t[76];
        linearize_spatial_o[96] = -(linearize_spatial_o[77]);
        linearize_spatial_o[69] = linearize_spatial_o[78] + linearize_spatial_o[96];
        linearize_spatial_o[71] = linearize_spatial_t[161] * linearize_spatial_o[83];
        linearize_spatial_o[121] = linearize_spatial_t[26] * linearize_spatial_o[70];
        linearize_spatial_o[79] = linearize_spatial_t[161] * linearize_spatial_o[72];
        linearize_spatial_o[77] = linearize_spatial_t[26] * linearize_spatial_o[76];
        linearize_spatial_o[78] = linearize_spatial_t[24] * linearize_spatial_t[61];
        linearize_spatial_o[96] = linearize_spatial_t[51] * linearize_spatial_t[52];
        linearize_spatial_o[83] = linearize_spatial_o[77] + linearize_spatial_o[96];
        linearize_spatial_o[70] =
            linearize_spatial_o[79] + linearize_spatial_o[78] + linearize_spatial_o[83];
        linearize_spatial_o[72] = -(linearize_spatial_o[70]);
        linearize_spatial_o[76] = linearize_spatial_o[121] + linearize_spatial_o[72];
        linearize_spatial_o[77] = linearize_spatial_o[71] + linearize_spatial_o[76];
        linearize_spatial_o[96] = linearize_spatial_o[74] + linearize_spatial_o[77];
        linearize_spatial_o[78] = -(linearize_spatial_o[96]);
        linearize_spatial_o[70] = linearize_spatial_o[94] + linearize_spatial_o[78];
        linearize_spatial_o[121] = linearize_spatial_t[161] * linearize_spatial_o[75];
        linearize_spatial_o[72] = linearize_spatial_t[26] * linearize_spatial_o[81];
        linearize_spatial_o[71] = linearize_spatial_o[131] * linearize_spatial_t[52];
        linearize_spatial_o[76] = linearize_spatial_o[72] + linearize_spatial_o[71];
        linearize_spatial_o[74] = linearize_spatial_o[121] + linearize_spatial_o[76];
        linearize_spatial_o[96] = -(linearize_spatial_o[74]);
        linearize_spatial_o[94] = linearize_spatial_o[79] + linearize_spatial_o[96];
        linearize_spatial_o[78] = linearize_spatial_o[83] + linearize_spatial_o[94];
        linearize_spatial_o[75] = linearize_spatial_o[73] + linearize_spatial_o[78];
        linearize_spatial_o[81] = -(linearize_spatial_o[75]);
        linearize_spatial_o[71] = linearize_spatial_t[183] + linearize_spatial_o[81];
        linearize_spatial_o[72] = linearize_spatial_t[105] * linearize_spatial_t[61];
        linearize_spatial_o[74] = linearize_spatial_t[68] * linearize_spatial_t[52];
        linearize_spatial_o[79] = linearize_spatial_t[161] * linearize_spatial_o[90];
        linearize_spatial_o[96] = linearize_spatial_t[26] * linearize_spatial_o[113];
        linearize_spatial_o[83] = linearize_spatial_t[98] * linearize_spatial_t[61];
        linearize_spatial_o[94] = linearize_spatial_o[79] + linearize_spatial_o[96];
        linearize_spatial_o[75] = linearize_spatial_o[72] + linearize_spatial_o[74];
        linearize_spatial_o[81] = linearize_spatial_o[94] + linearize_spatial_o[75];
        linearize_spatial_t[183] = linearize_spatial_o[83] + linearize_spatial_o[81];
        linearize_spatial_o[90] = -(linearize_spatial_t[183]);
        linearize_spatial_o[113] = linearize_spatial_o[121] + linearize_spatial_o[90];
        linearize_spatial_o[79] = linearize_spatial_o[76] + linearize_spatial_o[113];
        linearize_spatial_o[96] = linearize_spatial_o[80] + linearize_spatial_o[79];
        linearize_spatial_o[74] = -(linearize_spatial_o[96]);
        linearize_spatial_o[72] = linearize_spatial_o[73] + linearize_spatial_o[74];
        linearize_spatial_o[94] = linearize_spatial_t[72] * linearize_spatial_t[61];
        linearize_spatial_o[75] = linearize_spatial_o[132] * linearize_spatial_t[52];
        linearize_spatial_o[83] = linearize_spatial_t[161] * linearize_spatial_o[114];
        linearize_spatial_t[183] = linearize_spatial_t[26] * linearize_spatial_o[82];
        linearize_spatial_o[90] = linearize_spatial_o[83] + linearize_spatial_t[183];
        linearize_spatial_o[121] = linearize_spatial_o[94] + linearize_spatial_o[75];
        linearize_spatial_o[113] = linearize_spatial_o[90] + linearize_spatial_o[121];
        linearize_spatial_o[76] = -(linearize_spatial_o[113]);
        linearize_spatial_o[80] = linearize_spatial_o[81] + linearize_spatial_o[76];
        linearize_spatial_o[96] = linearize_spatial_t[167] + linearize_spatial_o[80];
        linearize_spatial_o[74] = -(linearize_spatial_o[96]);
        linearize_spatial_o[73] = linearize_spatial_o[93] + linearize_spatial_o[74];
        linearize_spatial_o[114] = linearize_spatial_t[81] * linearize_spatial_t[61];
        linearize_spatial_o[82] = linearize_spatial_t[86] * linearize_spatial_t[52];
        linearize_spatial_o[83] = linearize_spatial_t[161] * linearize_spatial_o[98];
        linearize_spatial_t[183] = linearize_spatial_t[26] * linearize_spatial_t[57];
        linearize_spatial_o[94] = linearize_spatial_o[83] + linearize_spatial_t[183];
        linearize_spatial_o[75] = linearize_spatial_o[114] + linearize_spatial_o[82];
        linearize_spatial_o[90] = linearize_spatial_o[94] + linearize_spatial_o[75];
        linearize_spatial_o[121] = -(linearize_spatial_o[90]);
        linearize_spatial_o[81] = linearize_spatial_o[113] + linearize_spatial_o[121];
        linearize_spatial_o[76] = linearize_spatial_o[84] + linearize_spatial_o[81];
        linearize_spatial_o[96] = -(linearize_spatial_o[76]);
        linearize_spatial_o[74] = linearize_spatial_t[167] + linearize_spatial_o[96];
        linearize_spatial_o[93] = linearize_spatial_t[161] * linearize_spatial_t[79];
        linearize_spatial_o[98] = linearize_spatial_t[26] * linearize_spatial_o[87];
        linearize_spatial_t[57] = linearize_spatial_o[93] + linearize_spatial_o[98];
        linearize_spatial_o[83] = linearize_spatial_o[99] + linearize_spatial_t[57];
        linearize_spatial_t[183] = -(linearize_spatial_o[83]);
        linearize_spatial_o[82] = linearize_spatial_o[90] + linearize_spatial_t[183];
        linearize_spatial_o[114] = linearize_spatial_t[76] + linearize_spatial_o[82];
        linearize_spatial_o[94] = -(linearize_spatial_o[114]);
        linearize_spatial_o[75] = linearize_spatial_o[84] + linearize_spatial_o[94];
        linearize_spatial_o[113] = linearize_spatial_t[184] + linearize_spatial_o[83];
        linearize_spatial_o[121] = -(linearize_spatial_o[113]);
        linearize_spatial_o[76] = linearize_spatial_o[112] + linearize_spatial_o[121];
        linearize_spatial_o[96] = linearize_spatial_t[51] + linearize_spatial_t[122];
        linearize_spatial_t[167] = -(linearize_spatial_o[96]);
        linearize_spatial_t[79] = linearize_spatial_o[96] + linearize_spatial_t[167];
        linearize_spatial_o[87] = linearize_spatial_t[1] * linearize_spatial_t[79];
        linearize_spatial_o[98] = linearize_spatial_t[98] + linearize_spatial_o[85];
        linearize_spatial_o[93] = -(linearize_spatial_o[98]);
        linearize_spatial_t[57] = linearize_spatial_o[98] + linearize_spatial_o[93];
        linearize_spatial_o[99] = linearize_spatial_t[37] * linearize_spatial_t[57];
        linearize_spatial_o[90] = linearize_spatial_o[87] + linearize_spatial_o[99];
        linearize_spatial_t[183] = 0.4 * linearize_spatial_o[90];
        linearize_spatial_t[76] = linearize_spatial_o[96] + linearize_spatial_o[96];
        linearize_spatial_o[114] = linearize_spatial_t[50] * linearize_spatial_t[76];
        linearize_spatial_o[94] = linearize_spatial_o[98] + linearize_spatial_o[98];
        linearize_spatial_o[84] = linearize_spatial_o[95] * linearize_spatial_o[94];
        linearize_spatial_t[184] = 0.648 * linearize_spatial_t[98];
        linearize_spatial_o[113] = 0.512 * linearize_spatial_o[110] * linearize_spatial_o[88];
        linearize_spatial_o[112] = 2.0 * linearize_spatial_o[125] * linearize_spatial_t[98];
        linearize_spatial_o[121] = linearize_spatial_o[113] + linearize_spatial_o[112];
        linearize_spatial_t[167] = linearize_spatial_t[6] * linearize_spatial_o[129];
        linearize_spatial_t[79] = linearize_spatial_t[41] * linearize_spatial_o[86];
        linearize_spatial_o[93] = linearize_spatial_t[167] + linearize_spatial_t[79];
        linearize_spatial_t[57] = 2.0 * linearize_spatial_o[93];
        linearize_spatial_o[99] = linearize_spatial_o[103] * linearize_spatial_o[119];
        linearize_spatial_o[87] = linearize_spatial_o[108] * linearize_spatial_o[126];
        linearize_spatial_o[90] = linearize_spatial_o[99] + linearize_spatial_o[87];
        linearize_spatial_o[96] = 2.0 * linearize_spatial_o[90];
        linearize_spatial_t[50] = linearize_spatial_o[92] * linearize_spatial_t[84];
        linearize_spatial_t[76] = linearize_spatial_t[8] * linearize_spatial_t[110];
        linearize_spatial_o[98] = linearize_spatial_t[50] + linearize_spatial_t[76];
        linearize_spatial_o[95] = 2.0 * linearize_spatial_o[98];
        linearize_spatial_o[94] = linearize_spatial_o[123] * linearize_spatial_o[91];
        linearize_spatial_o[88] = linearize_spatial_o[104] * linearize_spatial_o[107];
        linearize_spatial_o[125] = linearize_spatial_o[94] + linearize_spatial_o[88];
        linearize_spatial_o[113] = 2.0 * linearize_spatial_o[125];
        linearize_spatial_o[112] = linearize_spatial_o[95] + linearize_spatial_o[113];
        linearize_spatial_t[6] = linearize_spatial_o[96] + linearize_spatial_o[112];
        linearize_spatial_o[129] = linearize_spatial_t[57] + linearize_spatial_t[6];
        linearize_spatial_t[41] = linearize_spatial_o[121] + linearize_spatial_o[129];
        linearize_spatial_o[86] = linearize_spatial_t[184] + linearize_spatial_t[41];
        linearize_spatial_t[79] = -(linearize_spatial_o[86]);
        linearize_spatial_t[167] =
            linearize_spatial_o[114] + linearize_spatial_o[84] + linearize_spatial_t[79];
        linearize_spatial_o[93] = linearize_spatial_o[127] * linearize_spatial_t[51];
        linearize_spatial_o[103] = linearize_spatial_o[89] * linearize_spatial_t[98];
        linearize_spatial_o[119] = linearize_spatial_o[93] + linearize_spatial_o[103];
        linearize_spatial_o[108] = 2.0 * linearize_spatial_o[119];
        linearize_spatial_o[126] = linearize_spatial_t[79] + linearize_spatial_o[108];
        linearize_spatial_o[99] = -(linearize_spatial_o[126]);
        linearize_spatial_o[87] = linearize_spatial_t[1] * linearize_spatial_t[165];
        linearize_spatial_o[90] = linearize_spatial_t[37] * linearize_spatial_o[102];
        linearize_spatial_o[92] = linearize_spatial_o[87] + linearize_spatial_o[90];
        linearize_spatial_t[84] = 0.4 * linearize_spatial_o[92];
        linearize_spatial_t[8] = 7.8 * linearize_spatial_t[51];
        linearize_spatial_t[110] = (-2.0) * linearize_spatial_t[122];
        linearize_spatial_t[50] =
            linearize_spatial_t[165] + linearize_spatial_t[8] + linearize_spatial_t[110];
        linearize_spatial_t[76] = linearize_spatial_t[1] * linearize_spatial_t[50];
        linearize_spatial_o[98] = (-7.8) * linearize_spatial_t[98];
        linearize_spatial_o[91] = 2.0 * linearize_spatial_o[85];
        linearize_spatial_o[107] =
            linearize_spatial_o[102] + linearize_spatial_o[98] + linearize_spatial_o[91];
        linearize_spatial_o[88] = linearize_spatial_t[37] * linearize_spatial_o[107];
        linearize_spatial_o[94] = linearize_spatial_t[76] + linearize_spatial_o[88];
        linearize_spatial_o[125] = 0.4 * linearize_spatial_o[94];
        linearize_spatial_o[95] = (-2.0) * linearize_spatial_o[119];
        linearize_spatial_o[96] = linearize_spatial_o[86] + linearize_spatial_o[95];
        linearize_spatial_t[57] = -(linearize_spatial_o[96]);
        linearize_spatial_o[121] = linearize_spatial_o[86] + linearize_spatial_t[84];
        linearize_spatial_t[184] = linearize_spatial_t[167]
            + linearize_spatial_o[99]
            + linearize_spatial_o[125]
            + linearize_spatial_t[57]
            + linearize_spatial_o[121];
        linearize_spatial_o[114] = -(linearize_spatial_t[184]);
        linearize_spatial_o[84] = linearize_spatial_t[183] + linearize_spatial_o[114];
        linearize_spatial_o[89] = (-2.0) * linearize_spatial_t[133];
        linearize_spatial_o[103] = 6.0 * linearize_spatial_o[131];
        linearize_spatial_o[108] =
            linearize_spatial_o[101] + linearize_spatial_o[89] + linearize_spatial_o[103];
        linearize_spatial_t[79] = linearize_spatial_t[1] * linearize_spatial_o[108];
        linearize_spatial_o[90] = (-6.0) * linearize_spatial_t[98];
        linearize_spatial_o[87] = 2.0 * linearize_spatial_t[160];
        linearize_spatial_o[92] =
            linearize_spatial_o[128] + linearize_spatial_o[90] + linearize_spatial_o[87];
        linearize_spatial_t[122] = linearize_spatial_t[37] * linearize_spatial_o[92];
        linearize_spatial_t[8] = linearize_spatial_t[79] + linearize_spatial_t[122];
        linearize_spatial_t[110] = 0.4 * linearize_spatial_t[8];
        linearize_spatial_t[165] =
            linearize_spatial_o[126] + linearize_spatial_o[96] + linearize_spatial_t[110];
        linearize_spatial_t[50] = -(linearize_spatial_t[165]);
        linearize_spatial_o[85] = linearize_spatial_o[125] + linearize_spatial_t[50];
        linearize_spatial_o[102] = 4.4 * linearize_spatial_t[68];
        linearize_spatial_o[98] = (-2.0) * linearize_spatial_o[120];
        linearize_spatial_o[91] =
            linearize_spatial_t[2] + linearize_spatial_o[102] + linearize_spatial_o[98];
        linearize_spatial_o[107] = linearize_spatial_t[1] * linearize_spatial_o[91];
        linearize_spatial_o[88] = 4.4 * linearize_spatial_t[105];
        linearize_spatial_t[76] = 2.0 * linearize_spatial_o[100];
        linearize_spatial_o[94] =
            linearize_spatial_t[18] + linearize_spatial_o[88] + linearize_spatial_t[76];
        linearize_spatial_o[119] = linearize_spatial_t[37] * linearize_spatial_o[94];
        linearize_spatial_o[95] = linearize_spatial_o[107] + linearize_spatial_o[119];
        linearize_spatial_t[84] = (-0.4) * linearize_spatial_o[95];
        linearize_spatial_o[86] = linearize_spatial_t[110] + linearize_spatial_t[84];
        linearize_spatial_t[57] = 0.4 * linearize_spatial_o[95];
        linearize_spatial_o[99] = 3.0 * linearize_spatial_o[132];
        linearize_spatial_t[167] = (-2.0) * linearize_spatial_t[22];
        linearize_spatial_t[184] =
            linearize_spatial_t[62] + linearize_spatial_o[99] + linearize_spatial_t[167];
        linearize_spatial_o[114] = linearize_spatial_t[1] * linearize_spatial_t[184];
        linearize_spatial_t[183] = 3.0 * linearize_spatial_t[72];
        linearize_spatial_t[133] = 2.0 * linearize_spatial_t[136];
        linearize_spatial_o[103] =
            linearize_spatial_o[109] + linearize_spatial_t[183] + linearize_spatial_t[133];
        linearize_spatial_o[89] = linearize_spatial_t[37] * linearize_spatial_o[103];
        linearize_spatial_o[108] = linearize_spatial_o[114] + linearize_spatial_o[89];
        linearize_spatial_o[90] = (-0.4) * linearize_spatial_o[108];
        linearize_spatial_o[87] = linearize_spatial_t[57] + linearize_spatial_o[90];
        linearize_spatial_o[92] = 0.4 * linearize_spatial_o[108];
        linearize_spatial_t[79] = 1.8 * linearize_spatial_t[86];
        linearize_spatial_t[122] = (-2.0) * linearize_spatial_t[9];
        linearize_spatial_t[8] =
            linearize_spatial_o[130] + linearize_spatial_t[79] + linearize_spatial_t[122];
        linearize_spatial_o[126] = linearize_spatial_t[1] * linearize_spatial_t[8];
        linearize_spatial_t[165] = 1.8 * linearize_spatial_t[81];
        linearize_spatial_o[125] = 2.0 * linearize_spatial_t[148];
        linearize_spatial_t[50] =
            linearize_spatial_o[117] + linearize_spatial_t[165] + linearize_spatial_o[125];
        linearize_spatial_o[102] = linearize_spatial_t[37] * linearize_spatial_t[50];
        linearize_spatial_o[98] = linearize_spatial_o[126] + linearize_spatial_o[102];
        linearize_spatial_o[91] = (-0.4) * linearize_spatial_o[98];
        linearize_spatial_o[88] = linearize_spatial_o[92] + linearize_spatial_o[91];
        linearize_spatial_t[76] = 0.4 * linearize_spatial_o[98];
        linearize_spatial_o[119] = 0.8 * linearize_spatial_t[94];
        linearize_spatial_o[107] = (-2.0) * linearize_spatial_o[122];
        linearize_spatial_t[84] =
            linearize_spatial_t[52] + linearize_spatial_o[119] + linearize_spatial_o[107];
        linearize_spatial_t[110] = linearize_spatial_t[1] * linearize_spatial_t[84];
        linearize_spatial_o[95] = 0.8 * linearize_spatial_t[116];
        linearize_spatial_o[99] = 2.0 * linearize_spatial_t[112];
        linearize_spatial_t[167] =
            linearize_spatial_t[61] + linearize_spatial_o[95] + linearize_spatial_o[99];
        linearize_spatial_t[133] = linearize_spatial_t[37] * linearize_spatial_t[167];
        linearize_spatial_t[183] = linearize_spatial_t[110] + linearize_spatial_t[133];
        linearize_spatial_o[114] = (-0.4) * linearize_spatial_t[183];
        linearize_spatial_o[89] = linearize_spatial_t[76] + linearize_spatial_o[114];
        linearize_spatial_o[90] = 0.4 * linearize_spatial_t[183];
        linearize_spatial_t[57] = linearize_spatial_t[1] * linearize_spatial_o[101];
        linearize_spatial_o[108] = linearize_spatial_t[37] * linearize_spatial_o[128];
        linearize_spatial_t[79] = linearize_spatial_t[57] + linearize_spatial_o[108];
        linearize_spatial_t[122] = 0.4 * linearize_spatial_t[79];
        linearize_spatial_o[125] = linearize_spatial_t[98] * linearize_spatial_o[106];
        linearize_spatial_t[165] = linearize_spatial_o[93] + linearize_spatial_o[125];
        linearize_spatial_o[102] = 2.0 * linearize_spatial_t[165];
        linearize_spatial_o[126] =
            linearize_spatial_o[96] + linearize_spatial_t[122] + linearize_spatial_o[102];
        linearize_spatial_o[92] = -(linearize_spatial_o[126]);
        linearize_spatial_o[91] = linearize_spatial_o[121] + linearize_spatial_o[92];
        linearize_spatial_o[98] = (-0.72) * linearize_spatial_t[160];
        linearize_spatial_o[119] = -(linearize_spatial_t[41]);
        linearize_spatial_o[107] = linearize_spatial_t[160] + linearize_spatial_t[160];
        linearize_spatial_o[95] = 0.36 * linearize_spatial_o[107];
        linearize_spatial_o[99] = linearize_spatial_o[119] + linearize_spatial_o[95];
        linearize_spatial_t[110] = linearize_spatial_t[48] * linearize_spatial_t[98];
        linearize_spatial_t[133] = linearize_spatial_o[127] * linearize_spatial_o[131];
        linearize_spatial_o[114] = linearize_spatial_t[110] + linearize_spatial_t[133];
        linearize_spatial_t[76] = 2.0 * linearize_spatial_o[114];
        linearize_spatial_t[183] =
            linearize_spatial_o[98] + linearize_spatial_o[99] + linearize_spatial_t[76];
        linearize_spatial_o[101] = (-2.0) * linearize_spatial_t[165];
        linearize_spatial_o[108] = (-0.36) * linearize_spatial_o[128];
        linearize_spatial_t[57] = linearize_spatial_o[125] + linearize_spatial_t[133];
        linearize_spatial_t[79] = (-2.0) * linearize_spatial_t[57];
        linearize_spatial_o[106] = linearize_spatial_o[108] + linearize_spatial_t[79];
        linearize_spatial_o[93] = -(linearize_spatial_o[106]);
        linearize_spatial_o[102] = linearize_spatial_o[101] + linearize_spatial_o[93];
        linearize_spatial_o[126] = -(linearize_spatial_o[102]);
        linearize_spatial_o[92] =
            linearize_spatial_o[96] + linearize_spatial_t[183] + linearize_spatial_o[126];
        linearize_spatial_o[121] = (-0.64) * linearize_spatial_o[110] * linearize_spatial_o[120];
        linearize_spatial_t[41] = 2.0 * linearize_spatial_o[97] * linearize_spatial_t[68];
        linearize_spatial_t[160] = linearize_spatial_o[120] + linearize_spatial_o[120];
        linearize_spatial_o[107] = linearize_spatial_t[10] * linearize_spatial_t[160];
        linearize_spatial_o[95] = -(linearize_spatial_o[129]);
        linearize_spatial_o[119] = linearize_spatial_o[100] + linearize_spatial_o[100];
        linearize_spatial_t[48] = linearize_spatial_t[39] * linearize_spatial_o[119];
        linearize_spatial_t[98] =
            linearize_spatial_o[107] + linearize_spatial_o[95] + linearize_spatial_t[48];
        linearize_spatial_o[127] = linearize_spatial_o[111] * linearize_spatial_t[105];
        linearize_spatial_t[110] = linearize_spatial_t[39] * linearize_spatial_o[100];
        linearize_spatial_o[114] = linearize_spatial_o[127] + linearize_spatial_t[110];
        linearize_spatial_o[98] = (-2.0) * linearize_spatial_o[114];
        linearize_spatial_t[76] = linearize_spatial_o[121]
            + linearize_spatial_t[41]
            + linearize_spatial_t[98]
            + linearize_spatial_o[98];
        linearize_spatial_t[165] = -(linearize_spatial_t[76]);
        linearize_spatial_o[128] = (-0.36) * linearize_spatial_o[94];
        linearize_spatial_o[125] = linearize_spatial_t[165] + linearize_spatial_o[128];
        linearize_spatial_t[133] = linearize_spatial_o[99] + linearize_spatial_o[125];
        linearize_spatial_t[57] = -(linearize_spatial_t[133]);
        linearize_spatial_o[108] =
            linearize_spatial_t[183] + linearize_spatial_o[106] + linearize_spatial_t[57];
        linearize_spatial_t[79] = -(linearize_spatial_o[108]);
        linearize_spatial_o[93] = linearize_spatial_t[76] + linearize_spatial_t[79];
        linearize_spatial_o[102] = 2.0 * linearize_spatial_t[33] * linearize_spatial_o[132];
        linearize_spatial_o[126] = -(linearize_spatial_t[6]);
        linearize_spatial_o[96] = linearize_spatial_t[22] + linearize_spatial_t[22];
        linearize_spatial_o[110] = linearize_spatial_t[11] * linearize_spatial_o[96];
        linearize_spatial_o[97] = linearize_spatial_t[136] + linearize_spatial_t[136];
        linearize_spatial_o[120] = linearize_spatial_t[42] * linearize_spatial_o[97];
        linearize_spatial_t[160] =
            linearize_spatial_o[126] + linearize_spatial_o[110] + linearize_spatial_o[120];
        linearize_spatial_o[129] = linearize_spatial_o[124] * linearize_spatial_t[72];
        linearize_spatial_o[119] = linearize_spatial_t[11] * linearize_spatial_t[22];
        linearize_spatial_t[48] = linearize_spatial_t[42] * linearize_spatial_t[136];
        linearize_spatial_o[95] =
            linearize_spatial_o[129] + linearize_spatial_o[119] + linearize_spatial_t[48];
        linearize_spatial_o[107] = (-2.0) * linearize_spatial_o[95];
        linearize_spatial_o[111] =
            linearize_spatial_o[102] + linearize_spatial_t[160] + linearize_spatial_o[107];
        linearize_spatial_o[100] = -(linearize_spatial_o[111]);
        linearize_spatial_o[127] = (-0.36) * linearize_spatial_o[103];
        linearize_spatial_t[110] = linearize_spatial_o[100] + linearize_spatial_o[127];
        linearize_spatial_o[114] = linearize_spatial_t[76] + linearize_spatial_t[110];
        linearize_spatial_o[98] = -(linearize_spatial_o[114]);
        linearize_spatial_t[41] =
            linearize_spatial_t[76] + linearize_spatial_o[128] + linearize_spatial_o[98];
        linearize_spatial_o[121] = -(linearize_spatial_t[41]);
        linearize_spatial_o[94] = linearize_spatial_o[111] + linearize_spatial_o[121];
        linearize_spatial_t[165] = 2.0 * linearize_spatial_t[32] * linearize_spatial_t[86];
        linearize_spatial_o[125] = -(linearize_spatial_o[112]);
        linearize_spatial_o[99] = linearize_spatial_t[9] + linearize_spatial_t[9];
        linearize_spatial_t[57] = linearize_spatial_t[17] * linearize_spatial_o[99];
        linearize_spatial_t[183] = linearize_spatial_t[148] + linearize_spatial_t[148];
        linearize_spatial_o[108] = linearize_spatial_t[45] * linearize_spatial_t[183];
        linearize_spatial_t[79] =
            linearize_spatial_o[125] + linearize_spatial_t[57] + linearize_spatial_o[108];
        linearize_spatial_t[33] = linearize_spatial_o[115] * linearize_spatial_t[81];
        linearize_spatial_t[6] = linearize_spatial_t[17] * linearize_spatial_t[9];
        linearize_spatial_o[96] = linearize_spatial_t[45] * linearize_spatial_t[148];
        linearize_spatial_o[97] =
            linearize_spatial_t[33] + linearize_spatial_t[6] + linearize_spatial_o[96];
        linearize_spatial_o[110] = (-2.0) * linearize_spatial_o[97];
        linearize_spatial_o[126] =
            linearize_spatial_t[165] + linearize_spatial_t[79] + linearize_spatial_o[110];
        linearize_spatial_o[120] = -(linearize_spatial_o[126]);
        linearize_spatial_o[124] = (-0.36) * linearize_spatial_t[50];
        linearize_spatial_t[22] = linearize_spatial_o[120] + linearize_spatial_o[124];
        linearize_spatial_t[136] = linearize_spatial_o[111] + linearize_spatial_t[22];
        linearize_spatial_t[48] = -(linearize_spatial_t[136]);
        linearize_spatial_o[129] =
            linearize_spatial_o[111] + linearize_spatial_o[127] + linearize_spatial_t[48];
        linearize_spatial_o[119] = -(linearize_spatial_o[129]);
        linearize_spatial_o[95] = linearize_spatial_o[126] + linearize_spatial_o[119];
        linearize_spatial_o[102] = 2.0 * linearize_spatial_o[123] * linearize_spatial_t[94];
        linearize_spatial_o[107] = -(linearize_spatial_o[113]);
        linearize_spatial_o[100] = linearize_spatial_o[122] + linearize_spatial_o[122];
        linearize_spatial_t[110] = linearize_spatial_t[25] * linearize_spatial_o[100];
        linearize_spatial_o[98] = linearize_spatial_t[112] + linearize_spatial_t[112];
        linearize_spatial_t[76] = linearize_spatial_t[20] * linearize_spatial_o[98];
        linearize_spatial_t[41] =
            linearize_spatial_o[107] + linearize_spatial_t[110] + linearize_spatial_t[76];
        linearize_spatial_o[121] = linearize_spatial_o[104] * linearize_spatial_t[116];
        linearize_spatial_t[32] = linearize_spatial_t[25] * linearize_spatial_o[122];
        linearize_spatial_o[112] = linearize_spatial_t[20] * linearize_spatial_t[112];
        linearize_spatial_o[99] =
            linearize_spatial_o[121] + linearize_spatial_t[32] + linearize_spatial_o[112];
        linearize_spatial_t[183] = (-2.0) * linearize_spatial_o[99];
        linearize_spatial_o[125] =
            linearize_spatial_o[102] + linearize_spatial_t[41] + linearize_spatial_t[183];
        linearize_spatial_o[108] = -(linearize_spatial_o[125]);
        linearize_spatial_t[57] = (-0.36) * linearize_spatial_t[167];
        linearize_spatial_o[115] = linearize_spatial_o[108] + linearize_spatial_t[57];
        linearize_spatial_t[9] = linearize_spatial_o[126] + linearize_spatial_o[115];
        linearize_spatial_t[148] = -(linearize_spatial_t[9]);
        linearize_spatial_t[6] =
            linearize_spatial_o[126] + linearize_spatial_o[124] + linearize_spatial_t[148];
        linearize_spatial_t[33] = -(linearize_spatial_t[6]);
        linearize_spatial_o[96] = linearize_spatial_o[125] + linearize_spatial_t[33];
        linearize_spatial_o[97] = 0.36 * linearize_spatial_t[167];
        linearize_spatial_o[110] = linearize_spatial_t[1] * linearize_spatial_t[2];
        linearize_spatial_t[165] = linearize_spatial_t[37] * linearize_spatial_t[18];
        linearize_spatial_o[120] = linearize_spatial_o[110] + linearize_spatial_t[165];
        linearize_spatial_t[22] = 0.4 * linearize_spatial_o[120];
        linearize_spatial_t[48] = linearize_spatial_t[24] * linearize_spatial_t[132];
        linearize_spatial_o[129] = linearize_spatial_t[51] * linearize_spatial_o[105];
        linearize_spatial_o[119] = linearize_spatial_t[48] + linearize_spatial_o[129];
        linearize_spatial_o[123] = (-2.0) * linearize_spatial_o[119];
        linearize_spatial_o[113] =
            linearize_spatial_o[101] + linearize_spatial_t[22] + linearize_spatial_o[123];
        linearize_spatial_o[100] = -(linearize_spatial_o[113]);
        linearize_spatial_o[98] = linearize_spatial_t[122] + linearize_spatial_o[100];
        linearize_spatial_t[76] = 2.0 * linearize_spatial_o[119];
        linearize_spatial_t[110] = (-0.36) * linearize_spatial_t[18];
        linearize_spatial_o[107] = linearize_spatial_o[131] * linearize_spatial_o[105];
        linearize_spatial_o[104] = linearize_spatial_t[48] + linearize_spatial_o[107];
        linearize_spatial_o[122] = 2.0 * linearize_spatial_o[104];
        linearize_spatial_t[112] = linearize_spatial_t[110] + linearize_spatial_o[122];
        linearize_spatial_t[32] = -(linearize_spatial_t[112]);
        linearize_spatial_o[112] =
            linearize_spatial_o[106] + linearize_spatial_t[76] + linearize_spatial_t[32];
        linearize_spatial_o[121] = -(linearize_spatial_o[112]);
        linearize_spatial_o[99] = linearize_spatial_o[101] + linearize_spatial_o[121];
        linearize_spatial_o[102] = linearize_spatial_t[10] * linearize_spatial_t[2];
        linearize_spatial_t[183] = linearize_spatial_t[39] * linearize_spatial_t[18];
        linearize_spatial_o[108] = linearize_spatial_t[98] + linearize_spatial_t[183];
        linearize_spatial_o[115] = -(linearize_spatial_o[108]);
        linearize_spatial_t[148] = linearize_spatial_t[105] * linearize_spatial_t[132];
        linearize_spatial_t[6] = linearize_spatial_t[68] * linearize_spatial_o[105];
        linearize_spatial_t[33] = linearize_spatial_t[148] + linearize_spatial_t[6];
        linearize_spatial_o[110] = 2.0 * linearize_spatial_t[33];
        linearize_spatial_t[165] = linearize_spatial_o[102] + linearize_spatial_o[110];
        linearize_spatial_o[120] = linearize_spatial_t[98] + linearize_spatial_o[115];
        linearize_spatial_o[129] = linearize_spatial_t[165] + linearize_spatial_o[120];
        linearize_spatial_o[123] = -(linearize_spatial_o[129]);
        linearize_spatial_o[113] =
            linearize_spatial_t[133] + linearize_spatial_t[112] + linearize_spatial_o[123];
        linearize_spatial_t[122] = -(linearize_spatial_o[113]);
        linearize_spatial_o[100] = linearize_spatial_o[106] + linearize_spatial_t[122];
        linearize_spatial_o[119] = linearize_spatial_t[10] * linearize_spatial_t[184];
        linearize_spatial_t[48] = linearize_spatial_t[39] * linearize_spatial_o[103];
        linearize_spatial_o[107] = linearize_spatial_o[111] + linearize_spatial_t[48];
        linearize_spatial_o[104] = -(linearize_spatial_o[107]);
        linearize_spatial_o[122] = linearize_spatial_o[119] + linearize_spatial_o[104];
        linearize_spatial_t[110] = linearize_spatial_o[108] + linearize_spatial_o[122];
        linearize_spatial_t[32] = -(linearize_spatial_t[110]);
        linearize_spatial_o[112] =
            linearize_spatial_o[114] + linearize_spatial_t[165] + linearize_spatial_t[32];
        linearize_spatial_o[121] = -(linearize_spatial_o[112]);
        linearize_spatial_o[101] = linearize_spatial_o[128] + linearize_spatial_o[121];
        linearize_spatial_t[2] = linearize_spatial_t[10] * linearize_spatial_t[8];
        linearize_spatial_t[18] = linearize_spatial_t[39] * linearize_spatial_t[50];
        linearize_spatial_t[183] = linearize_spatial_o[126] + linearize_spatial_t[18];
        linearize_spatial_t[132] = -(linearize_spatial_t[183]);
        linearize_spatial_o[105] = linearize_spatial_t[2] + linearize_spatial_t[132];
        linearize_spatial_t[6] = linearize_spatial_o[107] + linearize_spatial_o[105];
        linearize_spatial_t[148] = -(linearize_spatial_t[6]);
        linearize_spatial_t[33] =
            linearize_spatial_t[136] + linearize_spatial_o[119] + linearize_spatial_t[148];
        linearize_spatial_o[110] = -(linearize_spatial_t[33]);
        linearize_spatial_o[102] = linearize_spatial_o[127] + linearize_spatial_o[110];
        linearize_spatial_o[115] = linearize_spatial_t[10] * linearize_spatial_t[84];
        linearize_spatial_t[98] = linearize_spatial_t[39] * linearize_spatial_t[167];
        linearize_spatial_o[120] = linearize_spatial_o[125] + linearize_spatial_t[98];
        linearize_spatial_o[123] = -(linearize_spatial_o[120]);
        linearize_spatial_t[133] = linearize_spatial_o[115] + linearize_spatial_o[123];
        linearize_spatial_o[113] = linearize_spatial_t[183] + linearize_spatial_t[133];
        linearize_spatial_o[106] = -(linearize_spatial_o[113]);
        linearize_spatial_t[122] =
            linearize_spatial_t[9] + linearize_spatial_t[2] + linearize_spatial_o[106];
        linearize_spatial_t[184] = -(linearize_spatial_t[122]);
        linearize_spatial_o[103] = linearize_spatial_o[124] + linearize_spatial_t[184];
        linearize_spatial_o[111] = linearize_spatial_o[125] + linearize_spatial_t[133];
        linearize_spatial_t[48] = -(linearize_spatial_o[111]);
        linearize_spatial_o[104] = linearize_spatial_t[57] + linearize_spatial_t[48];
        linearize_spatial_o[108] = linearize_spatial_t[1] * linearize_spatial_t[62];
        linearize_spatial_o[122] = linearize_spatial_t[37] * linearize_spatial_o[109];
        linearize_spatial_t[32] = linearize_spatial_o[108] + linearize_spatial_o[122];
        linearize_spatial_o[114] = 0.4 * linearize_spatial_t[32];
        linearize_spatial_o[112] = linearize_spatial_t[24] * linearize_spatial_t[134];
        linearize_spatial_o[128] = linearize_spatial_t[51] * linearize_spatial_o[116];
        linearize_spatial_o[121] = linearize_spatial_o[112] + linearize_spatial_o[128];
        linearize_spatial_t[18] = (-2.0) * linearize_spatial_o[121];
        linearize_spatial_t[132] =
            linearize_spatial_t[76] + linearize_spatial_o[114] + linearize_spatial_t[18];
        linearize_spatial_o[107] = -(linearize_spatial_t[132]);
        linearize_spatial_o[105] = linearize_spatial_t[22] + linearize_spatial_o[107];
        linearize_spatial_t[136] = 2.0 * linearize_spatial_o[121];
        linearize_spatial_t[148] = (-0.36) * linearize_spatial_o[109];
        linearize_spatial_t[33] = linearize_spatial_o[131] * linearize_spatial_o[116];
        linearize_spatial_o[110] = linearize_spatial_o[112] + linearize_spatial_t[33];
        linearize_spatial_o[127] = 2.0 * linearize_spatial_o[110];
        linearize_spatial_t[98] = linearize_spatial_t[148] + linearize_spatial_o[127];
        linearize_spatial_o[123] = -(linearize_spatial_t[98]);
        linearize_spatial_t[183] =
            linearize_spatial_t[112] + linearize_spatial_t[136] + linearize_spatial_o[123];
        linearize_spatial_t[9] = -(linearize_spatial_t[183]);
        linearize_spatial_o[106] = linearize_spatial_t[76] + linearize_spatial_t[9];
        linearize_spatial_t[122] = linearize_spatial_t[10] * linearize_spatial_t[62];
        linearize_spatial_o[124] = linearize_spatial_t[39] * linearize_spatial_o[109];
        linearize_spatial_t[184] = linearize_spatial_t[160] + linearize_spatial_o[124];
        linearize_spatial_t[133] = -(linearize_spatial_t[184]);
        linearize_spatial_o[111] = linearize_spatial_t[105] * linearize_spatial_t[134];
        linearize_spatial_t[48] = linearize_spatial_t[68] * linearize_spatial_o[116];
        linearize_spatial_t[57] = linearize_spatial_o[111] + linearize_spatial_t[48];
        linearize_spatial_o[108] = 2.0 * linearize_spatial_t[57];
        linearize_spatial_o[122] = linearize_spatial_t[122] + linearize_spatial_o[108];
        linearize_spatial_t[32] = linearize_spatial_t[160] + linearize_spatial_t[133];
        linearize_spatial_o[128] = linearize_spatial_o[122] + linearize_spatial_t[32];
        linearize_spatial_t[18] = -(linearize_spatial_o[128]);
        linearize_spatial_t[132] =
            linearize_spatial_o[129] + linearize_spatial_t[98] + linearize_spatial_t[18];
        linearize_spatial_t[22] = -(linearize_spatial_t[132]);
        linearize_spatial_o[107] = linearize_spatial_t[112] + linearize_spatial_t[22];
        linearize_spatial_o[121] = linearize_spatial_t[11] * linearize_spatial_t[62];
        linearize_spatial_t[33] = linearize_spatial_t[42] * linearize_spatial_o[109];
        linearize_spatial_o[112] = linearize_spatial_t[160] + linearize_spatial_t[33];
        linearize_spatial_o[110] = -(linearize_spatial_o[112]);
        linearize_spatial_o[127] = linearize_spatial_t[72] * linearize_spatial_t[134];
        linearize_spatial_t[148] = linearize_spatial_o[132] * linearize_spatial_o[116];
        linearize_spatial_o[123] = linearize_spatial_o[127] + linearize_spatial_t[148];
        linearize_spatial_t[183] = 2.0 * linearize_spatial_o[123];
        linearize_spatial_t[9] = linearize_spatial_o[121] + linearize_spatial_t[183];
        linearize_spatial_t[76] = linearize_spatial_o[110] + linearize_spatial_t[9];
        linearize_spatial_o[124] = linearize_spatial_t[184] + linearize_spatial_t[76];
        linearize_spatial_o[111] = -(linearize_spatial_o[124]);
        linearize_spatial_t[48] =
            linearize_spatial_t[110] + linearize_spatial_o[122] + linearize_spatial_o[111];
        linearize_spatial_t[57] = -(linearize_spatial_t[48]);
        linearize_spatial_o[108] = linearize_spatial_t[165] + linearize_spatial_t[57];
        linearize_spatial_t[122] = linearize_spatial_t[11] * linearize_spatial_t[8];
        linearize_spatial_t[133] = linearize_spatial_t[42] * linearize_spatial_t[50];
        linearize_spatial_t[32] = linearize_spatial_o[126] + linearize_spatial_t[133];
        linearize_spatial_t[18] = -(linearize_spatial_t[32]);
        linearize_spatial_o[129] = linearize_spatial_t[122] + linearize_spatial_t[18];
        linearize_spatial_t[132] = linearize_spatial_o[112] + linearize_spatial_o[129];
        linearize_spatial_t[22] = -(linearize_spatial_t[132]);
        linearize_spatial_t[112] =
            linearize_spatial_t[6] + linearize_spatial_t[9] + linearize_spatial_t[22];
        linearize_spatial_t[62] = -(linearize_spatial_t[112]);
        linearize_spatial_o[109] = linearize_spatial_o[119] + linearize_spatial_t[62];
        linearize_spatial_t[33] = linearize_spatial_t[11] * linearize_spatial_t[84];
        linearize_spatial_t[160] = linearize_spatial_t[42] * linearize_spatial_t[167];
        linearize_spatial_t[134] = linearize_spatial_o[125] + linearize_spatial_t[160];
        linearize_spatial_o[116] = -(linearize_spatial_t[134]);
        linearize_spatial_o[127] = linearize_spatial_t[33] + linearize_spatial_o[116];
        linearize_spatial_t[148] = linearize_spatial_t[32] + linearize_spatial_o[127];
        linearize_spatial_o[123] = -(linearize_spatial_t[148]);
        linearize_spatial_o[121] =
            linearize_spatial_o[113] + linearize_spatial_t[122] + linearize_spatial_o[123];
        linearize_spatial_t[183] = -(linearize_spatial_o[121]);
        linearize_spatial_o[110] = linearize_spatial_t[2] + linearize_spatial_t[183];
        linearize_spatial_t[76] = linearize_spatial_o[120] + linearize_spatial_o[127];
        linearize_spatial_t[184] = -(linearize_spatial_t[76]);
        linearize_spatial_o[111] = linearize_spatial_o[115] + linearize_spatial_t[184];
        linearize_spatial_t[110] = linearize_spatial_t[1] * linearize_spatial_o[130];
        linearize_spatial_t[48] = linearize_spatial_t[37] * linearize_spatial_o[117];
        linearize_spatial_t[57] = linearize_spatial_t[110] + linearize_spatial_t[48];
        linearize_spatial_t[165] = 0.4 * linearize_spatial_t[57];
        linearize_spatial_t[8] = linearize_spatial_t[24] * linearize_spatial_o[118];
        linearize_spatial_t[50] = linearize_spatial_t[51] * linearize_spatial_t[147];
        linearize_spatial_o[126] = linearize_spatial_t[8] + linearize_spatial_t[50];
        linearize_spatial_t[133] = (-2.0) * linearize_spatial_o[126];
        linearize_spatial_t[18] =
            linearize_spatial_t[136] + linearize_spatial_t[165] + linearize_spatial_t[133];
        linearize_spatial_o[129] = -(linearize_spatial_t[18]);
        linearize_spatial_o[112] = linearize_spatial_o[114] + linearize_spatial_o[129];
        linearize_spatial_t[6] = 2.0 * linearize_spatial_o[126];
        linearize_spatial_t[22] = (-0.36) * linearize_spatial_o[117];
        linearize_spatial_t[112] = linearize_spatial_o[131] * linearize_spatial_t[147];
        linearize_spatial_t[62] = linearize_spatial_t[8] + linearize_spatial_t[112];
        linearize_spatial_o[119] = 2.0 * linearize_spatial_t[62];
        linearize_spatial_t[160] = linearize_spatial_t[22] + linearize_spatial_o[119];
        linearize_spatial_o[116] = -(linearize_spatial_t[160]);
        linearize_spatial_t[32] =
            linearize_spatial_t[98] + linearize_spatial_t[6] + linearize_spatial_o[116];
        linearize_spatial_o[123] = -(linearize_spatial_t[32]);
        linearize_spatial_o[113] = linearize_spatial_t[136] + linearize_spatial_o[123];
        linearize_spatial_o[121] = linearize_spatial_t[10] * linearize_spatial_o[130];
        linearize_spatial_t[2] = linearize_spatial_t[39] * linearize_spatial_o[117];
        linearize_spatial_t[183] = linearize_spatial_t[79] + linearize_spatial_t[2];
        linearize_spatial_o[127] = -(linearize_spatial_t[183]);
        linearize_spatial_o[120] = linearize_spatial_t[105] * linearize_spatial_o[118];
        linearize_spatial_t[76] = linearize_spatial_t[68] * linearize_spatial_t[147];
        linearize_spatial_o[115] = linearize_spatial_o[120] + linearize_spatial_t[76];
        linearize_spatial_t[184] = 2.0 * linearize_spatial_o[115];
        linearize_spatial_t[48] = linearize_spatial_o[121] + linearize_spatial_t[184];
        linearize_spatial_t[110] = linearize_spatial_t[79] + linearize_spatial_o[127];
        linearize_spatial_t[57] = linearize_spatial_t[48] + linearize_spatial_t[110];
        linearize_spatial_t[50] = -(linearize_spatial_t[57]);
        linearize_spatial_t[133] =
            linearize_spatial_o[128] + linearize_spatial_t[160] + linearize_spatial_t[50];
        linearize_spatial_t[18] = -(linearize_spatial_t[133]);
        linearize_spatial_o[114] = linearize_spatial_t[98] + linearize_spatial_t[18];
        linearize_spatial_o[129] = linearize_spatial_t[11] * linearize_spatial_o[130];
        linearize_spatial_o[126] = linearize_spatial_t[42] * linearize_spatial_o[117];
        linearize_spatial_t[8] = linearize_spatial_t[79] + linearize_spatial_o[126];
        linearize_spatial_t[112] = -(linearize_spatial_t[8]);
        linearize_spatial_t[62] = linearize_spatial_t[72] * linearize_spatial_o[118];
        linearize_spatial_t[22] = linearize_spatial_o[132] * linearize_spatial_t[147];
        linearize_spatial_o[119] = linearize_spatial_t[62] + linearize_spatial_t[22];
        linearize_spatial_o[116] = 2.0 * linearize_spatial_o[119];
        linearize_spatial_t[32] = linearize_spatial_o[129] + linearize_spatial_o[116];
        linearize_spatial_o[123] = linearize_spatial_t[112] + linearize_spatial_t[32];
        linearize_spatial_t[136] = linearize_spatial_t[183] + linearize_spatial_o[123];
        linearize_spatial_t[2] = -(linearize_spatial_t[136]);
        linearize_spatial_t[76] =
            linearize_spatial_o[124] + linearize_spatial_t[48] + linearize_spatial_t[2];
        linearize_spatial_o[120] = -(linearize_spatial_t[76]);
        linearize_spatial_o[115] = linearize_spatial_o[122] + linearize_spatial_o[120];
        linearize_spatial_o[121] = linearize_spatial_t[17] * linearize_spatial_o[130];
        linearize_spatial_t[184] = linearize_spatial_t[45] * linearize_spatial_o[117];
        linearize_spatial_o[127] = linearize_spatial_t[79] + linearize_spatial_t[184];
        linearize_spatial_t[110] = -(linearize_spatial_o[127]);
        linearize_spatial_t[50] = linearize_spatial_t[81] * linearize_spatial_o[118];
        linearize_spatial_o[128] = linearize_spatial_t[86] * linearize_spatial_t[147];
        linearize_spatial_t[133] = linearize_spatial_t[50] + linearize_spatial_o[128];
        linearize_spatial_t[18] = 2.0 * linearize_spatial_t[133];
        linearize_spatial_t[98] = linearize_spatial_o[121] + linearize_spatial_t[18];
        linearize_spatial_o[126] = linearize_spatial_t[110] + linearize_spatial_t[98];
        linearize_spatial_t[22] = linearize_spatial_t[8] + linearize_spatial_o[126];
        linearize_spatial_t[62] = -(linearize_spatial_t[22]);
        linearize_spatial_o[119] =
            linearize_spatial_t[132] + linearize_spatial_t[32] + linearize_spatial_t[62];
        linearize_spatial_o[129] = -(linearize_spatial_o[119]);
        linearize_spatial_o[116] = linearize_spatial_t[9] + linearize_spatial_o[129];
        linearize_spatial_t[112] = linearize_spatial_t[17] * linearize_spatial_t[84];
        linearize_spatial_o[123] = linearize_spatial_t[45] * linearize_spatial_t[167];
        linearize_spatial_t[183] = linearize_spatial_o[125] + linearize_spatial_o[123];
        linearize_spatial_t[2] = -(linearize_spatial_t[183]);
        linearize_spatial_o[124] = linearize_spatial_t[112] + linearize_spatial_t[2];
        linearize_spatial_t[76] = linearize_spatial_o[127] + linearize_spatial_o[124];
        linearize_spatial_o[122] = -(linearize_spatial_t[76]);
        linearize_spatial_o[120] =
            linearize_spatial_t[148] + linearize_spatial_t[98] + linearize_spatial_o[122];
        linearize_spatial_o[130] = -(linearize_spatial_o[120]);
        linearize_spatial_o[117] = linearize_spatial_t[122] + linearize_spatial_o[130];
        linearize_spatial_t[79] = linearize_spatial_t[134] + linearize_spatial_o[124];
        linearize_spatial_t[184] = -(linearize_spatial_t[79]);
        linearize_spatial_o[118] = linearize_spatial_t[33] + linearize_spatial_t[184];
        linearize_spatial_t[147] = linearize_spatial_t[1] * linearize_spatial_t[52];
        linearize_spatial_t[50] = linearize_spatial_t[37] * linearize_spatial_t[61];
        linearize_spatial_o[128] = linearize_spatial_t[147] + linearize_spatial_t[50];
        linearize_spatial_t[133] = 0.4 * linearize_spatial_o[128];
        linearize_spatial_t[18] = linearize_spatial_t[24] * linearize_spatial_t[161];
        linearize_spatial_o[121] = linearize_spatial_t[51] * linearize_spatial_t[26];
        linearize_spatial_t[110] = linearize_spatial_t[18] + linearize_spatial_o[121];
        linearize_spatial_t[8] = (-2.0) * linearize_spatial_t[110];
        linearize_spatial_o[126] = linearize_spatial_t[133] + linearize_spatial_t[8];
        linearize_spatial_t[62] = linearize_spatial_t[6] + linearize_spatial_o[126];
        linearize_spatial_t[132] = -(linearize_spatial_t[62]);
        linearize_spatial_o[119] = linearize_spatial_t[165] + linearize_spatial_t[132];
        linearize_spatial_t[9] = 2.0 * linearize_spatial_t[110];
        linearize_spatial_o[129] = (-0.36) * linearize_spatial_t[61];
        linearize_spatial_t[84] = linearize_spatial_o[131] * linearize_spatial_t[26];
        linearize_spatial_t[167] = linearize_spatial_t[18] + linearize_spatial_t[84];
        linearize_spatial_o[125] = 2.0 * linearize_spatial_t[167];
        linearize_spatial_o[123] = linearize_spatial_o[129] + linearize_spatial_o[125];
        linearize_spatial_t[2] = -(linearize_spatial_o[123]);
        linearize_spatial_o[127] = linearize_spatial_t[9] + linearize_spatial_t[2];
        linearize_spatial_o[122] = linearize_spatial_t[160] + linearize_spatial_o[127];
        linearize_spatial_t[148] = -(linearize_spatial_o[122]);
        linearize_spatial_o[120] = linearize_spatial_t[6] + linearize_spatial_t[148];
        linearize_spatial_o[130] = linearize_spatial_t[10] * linearize_spatial_t[52];
        linearize_spatial_t[122] = linearize_spatial_t[39] * linearize_spatial_t[61];
        linearize_spatial_o[124] = linearize_spatial_t[41] + linearize_spatial_t[122];
        linearize_spatial_t[134] = -(linearize_spatial_o[124]);
        linearize_spatial_t[79] = linearize_spatial_t[105] * linearize_spatial_t[161];
        linearize_spatial_t[33] = linearize_spatial_t[68] * linearize_spatial_t[26];
        linearize_spatial_t[184] = linearize_spatial_t[79] + linearize_spatial_t[33];
        linearize_spatial_t[1] = 2.0 * linearize_spatial_t[184];
        linearize_spatial_t[37] = linearize_spatial_o[130] + linearize_spatial_t[1];
        linearize_spatial_t[50] =
            linearize_spatial_t[41] + linearize_spatial_t[134] + linearize_spatial_t[37];
        linearize_spatial_t[147] = -(linearize_spatial_t[50]);
        linearize_spatial_o[128] = linearize_spatial_o[123] + linearize_spatial_t[147];
        linearize_spatial_t[24] = linearize_spatial_t[57] + linearize_spatial_o[128];
        linearize_spatial_t[51] = -(linearize_spatial_t[24]);
        linearize_spatial_o[121] = linearize_spatial_t[160] + linearize_spatial_t[51];
        linearize_spatial_t[8] = linearize_spatial_t[11] * linearize_spatial_t[52];
        linearize_spatial_t[133] = linearize_spatial_t[42] * linearize_spatial_t[61];
        linearize_spatial_t[62] = linearize_spatial_t[41] + linearize_spatial_t[133];
        linearize_spatial_t[132] = -(linearize_spatial_t[62]);
        linearize_spatial_t[165] = linearize_spatial_t[72] * linearize_spatial_t[161];
        linearize_spatial_t[110] = linearize_spatial_o[132] * linearize_spatial_t[26];
        linearize_spatial_o[131] = linearize_spatial_t[165] + linearize_spatial_t[110];
        linearize_spatial_t[18] = 2.0 * linearize_spatial_o[131];
        linearize_spatial_t[84] = linearize_spatial_t[8] + linearize_spatial_t[18];
        linearize_spatial_t[167] =
            linearize_spatial_o[124] + linearize_spatial_t[132] + linearize_spatial_t[84];
        linearize_spatial_o[125] = -(linearize_spatial_t[167]);
        linearize_spatial_o[129] = linearize_spatial_t[37] + linearize_spatial_o[125];
        linearize_spatial_t[2] = linearize_spatial_t[136] + linearize_spatial_o[129];
        linearize_spatial_t[9] = -(linearize_spatial_t[2]);
        linearize_spatial_o[122] = linearize_spatial_t[48] + linearize_spatial_t[9];
        linearize_spatial_t[6] = linearize_spatial_t[17] * linearize_spatial_t[52];
        linearize_spatial_t[148] = linearize_spatial_t[45] * linearize_spatial_t[61];
        linearize_spatial_t[10] = linearize_spatial_t[41] + linearize_spatial_t[148];
        linearize_spatial_t[39] = -(linearize_spatial_t[10]);
        linearize_spatial_t[122] = linearize_spatial_t[81] * linearize_spatial_t[161];
        linearize_spatial_t[105] = linearize_spatial_t[86] * linearize_spatial_t[26];
        linearize_spatial_t[68] = linearize_spatial_t[122] + linearize_spatial_t[105];
        linearize_spatial_t[33] = 2.0 * linearize_spatial_t[68];
        linearize_spatial_t[79] = linearize_spatial_t[6] + linearize_spatial_t[33];
        linearize_spatial_t[184] =
            linearize_spatial_t[62] + linearize_spatial_t[39] + linearize_spatial_t[79];
        linearize_spatial_t[1] = -(linearize_spatial_t[184]);
        linearize_spatial_o[130] = linearize_spatial_t[84] + linearize_spatial_t[1];
        linearize_spatial_t[134] = linearize_spatial_t[22] + linearize_spatial_o[130];
        linearize_spatial_t[50] = -(linearize_spatial_t[134]);
        linearize_spatial_o[123] = linearize_spatial_t[32] + linearize_spatial_t[50];
        linearize_spatial_t[147] = linearize_spatial_t[25] * linearize_spatial_t[52];
        linearize_spatial_t[57] = linearize_spatial_t[20] * linearize_spatial_t[61];
        linearize_spatial_t[24] = linearize_spatial_t[41] + linearize_spatial_t[57];
        linearize_spatial_t[51] = -(linearize_spatial_t[24]);
        linearize_spatial_t[160] = linearize_spatial_t[116] * linearize_spatial_t[161];
        linearize_spatial_t[11] = linearize_spatial_t[94] * linearize_spatial_t[26];
        linearize_spatial_t[42] = linearize_spatial_t[160] + linearize_spatial_t[11];
        linearize_spatial_t[133] = 2.0 * linearize_spatial_t[42];
        linearize_spatial_t[72] = linearize_spatial_t[51] + linearize_spatial_t[133];
        linearize_spatial_o[132] = linearize_spatial_t[147] + linearize_spatial_t[72];
        linearize_spatial_t[110] = linearize_spatial_t[10] + linearize_spatial_o[132];
        linearize_spatial_t[165] = -(linearize_spatial_t[110]);
        linearize_spatial_o[131] = linearize_spatial_t[79] + linearize_spatial_t[165];
        linearize_spatial_t[8] = linearize_spatial_t[76] + linearize_spatial_o[131];
        linearize_spatial_t[18] = -(linearize_spatial_t[8]);
        linearize_spatial_o[124] = linearize_spatial_t[98] + linearize_spatial_t[18];
        linearize_spatial_t[132] = linearize_spatial_t[183] + linearize_spatial_o[132];
        linearize_spatial_t[167] = -(linearize_spatial_t[132]);
        linearize_spatial_o[125] = linearize_spatial_t[112] + linearize_spatial_t[167];
        let minv = ::chaindyn::nalgebra::SMatrix::<f64, 7, 7>::from_row_slice(&[
            linearize_spatial_o[7],
            linearize_spatial_o[8],
            linearize_spatial_o[9],
            linearize_spatial_o[10],
            linearize_spatial_o[11],
            linearize_spatial_o[12],
            linearize_spatial_o[13],
            linearize_spatial_o[8],
            linearize_spatial_o[14],
            linearize_spatial_o[15],
            linearize_spatial_o[16],
            linearize_spatial_o[17],
            linearize_spatial_o[18],
            linearize_spatial_o[19],
            linearize_spatial_o[9],
            linearize_spatial_o[15],
            linearize_spatial_o[20],
            linearize_spatial_o[21],
            linearize_spatial_o[22],
            linearize_spatial_o[23],
            linearize_spatial_o[24],
            linearize_spatial_o[10],
            linearize_spatial_o[16],
            linearize_spatial_o[21],
            linearize_spatial_o[25],
            linearize_spatial_o[26],
            linearize_spatial_o[27],
            linearize_spatial_o[28],
            linearize_spatial_o[11],
            linearize_spatial_o[17],
            linearize_spatial_o[22],
            linearize_spatial_o[26],
            linearize_spatial_o[29],
            linearize_spatial_o[30],
            linearize_spatial_o[31],
            linearize_spatial_o[12],
            linearize_spatial_o[18],
            linearize_spatial_o[23],
            linearize_spatial_o[27],
            linearize_spatial_o[30],
            linearize_spatial_o[32],
            linearize_spatial_o[33],
            linearize_spatial_o[13],
            linearize_spatial_o[19],
            linearize_spatial_o[24],
            linearize_spatial_o[28],
            linearize_spatial_o[31],
            linearize_spatial_o[33],
            linearize_spatial_o[34],
        ]);
        let dtau_dq = ::chaindyn::nalgebra::SMatrix::<f64, 7, 7>::from_row_slice(&[
            linearize_spatial_o[35],
            linearize_spatial_o[36],
            linearize_spatial_o[37],
            linearize_spatial_o[38],
            linearize_spatial_o[39],
            linearize_spatial_o[40],
            linearize_spatial_o[41],
            linearize_spatial_o[42],
            linearize_spatial_o[43],
            linearize_spatial_o[44],
            linearize_spatial_o[45],
            linearize_spatial_o[46],
            linearize_spatial_o[47],
            linearize_spatial_o[48],
            linearize_spatial_o[49],
            linearize_spatial_o[50],
            linearize_spatial_o[51],
            linearize_spatial_o[52],
            linearize_spatial_o[53],
            linearize_spatial_o[54],
            linearize_spatial_o[55],
            linearize_spatial_o[56],
            linearize_spatial_o[57],
            linearize_spatial_o[58],
            linearize_spatial_o[59],
            linearize_spatial_o[60],
            linearize_spatial_o[61],
            linearize_spatial_o[62],
            linearize_spatial_o[63],
            linearize_spatial_o[64],
            linearize_spatial_o[65],
            linearize_spatial_o[66],
            linearize_spatial_o[67],
            linearize_spatial_o[68],
            linearize_spatial_o[69],
            linearize_spatial_o[70],
            linearize_spatial_o[71],
            linearize_spatial_o[72],
            linearize_spatial_o[73],
            linearize_spatial_o[74],
            linearize_spatial_o[75],
            linearize_spatial_o[76],
            linearize_spatial_o[77],
            linearize_spatial_o[78],
            linearize_spatial_o[79],
            linearize_spatial_o[80],
            linearize_spatial_o[81],
            linearize_spatial_o[82],
            linearize_spatial_o[83],
        ]);
        let dtau_dqd = ::chaindyn::nalgebra::SMatrix::<f64, 7, 7>::from_row_slice(&[
            linearize_spatial_o[84],
            linearize_spatial_o[85],
            linearize_spatial_o[86],
            linearize_spatial_o[87],
            linearize_spatial_o[88],
            linearize_spatial_o[89],
            linearize_spatial_o[90],
            linearize_spatial_o[91],
            linearize_spatial_o[92],
            linearize_spatial_o[93],
            linearize_spatial_o[94],
            linearize_spatial_o[95],
            linearize_spatial_o[96],
            linearize_spatial_o[97],
            linearize_spatial_o[98],
            linearize_spatial_o[99],
            linearize_spatial_o[100],
            linearize_spatial_o[101],
            linearize_spatial_o[102],
            linearize_spatial_o[103],
            linearize_spatial_o[104],
            linearize_spatial_o[105],
            linearize_spatial_o[106],
            linearize_spatial_o[107],
            linearize_spatial_o[108],
            linearize_spatial_o[109],
            linearize_spatial_o[110],
            linearize_spatial_o[111],
            linearize_spatial_o[112],
            linearize_spatial_o[113],
            linearize_spatial_o[114],
            linearize_spatial_o[115],
            linearize_spatial_o[116],
            linearize_spatial_o[117],
            linearize_spatial_o[118],
            linearize_spatial_o[119],
            linearize_spatial_o[120],
            linearize_spatial_o[121],
            linearize_spatial_o[122],
            linearize_spatial_o[123],
            linearize_spatial_o[124],
            linearize_spatial_o[125],
            linearize_spatial_o[126],
            linearize_spatial_o[127],
            linearize_spatial_o[128],
            linearize_spatial_o[129],
            linearize_spatial_o[130],
            linearize_spatial_o[131],
            linearize_spatial_o[132],
        ]);
        ::chaindyn::Linearized {
            dqdd_dq: -(minv * dtau_dq),
            dqdd_dqd: -(minv * dtau_dqd),
            minv,
            qdd: ::chaindyn::nalgebra::SVector::<f64, 7>::from_column_slice(&[
                linearize_spatial_o[0],
                linearize_spatial_o[1],
                linearize_spatial_o[2],
                linearize_spatial_o[3],
                linearize_spatial_o[4],
                linearize_spatial_o[5],
                linearize_spatial_o[6],
            ]),
        }
    }
    /// Closed form at an equilibrium (`q̇ = 0`, `u = g(q)`): `∂q̈/∂q = −M⁻¹ ∂g/∂q`, `∂q̈/∂q̇ = 0`.
    /// Generated: 1061 operations (additions, multiplications, calls) after CSE and Horner.
    #[inline]
    fn linearize_equilibrium(
        &self,
        q: &::chaindyn::nalgebra::SVector<f64, 7>,
    ) -> ::chaindyn::Linearized<7> {
        let q0: f64 = q[0];
        let q1: f64 = q[1];
        let q2: f64 = q[2];
        let q3: f64 = q[3];
        let q4: f64 = q[4];
        let q5: f64 = q[5];
        let q6: f64 = q[6];
        let mut equilibrium_t = [0.0_f64; 105];
        let mut equilibrium_o = [0.0_f64; 77];
        equilibrium_t[0] = q1 * (-1.0);
        equilibrium_t[0] = q2 + equilibrium_t[0];
        equilibrium_t[1] = equilibrium_t[0].sin();
        equilibrium_o[61] = q2 * (-1.0);
        equilibrium_o[61] = q3 + equilibrium_o[61];
        equilibrium_o[58] = equilibrium_o[61].sin();
        equilibrium_o[55] = q3 * (-1.0);
        equilibrium_o[55] = q4 + equilibrium_o[55];
        equilibrium_t[5] = equilibrium_o[55].sin();
        equilibrium_t[6] = q4 * (-1.0);
        equilibrium_t[6] = q5 + equilibrium_t[6];
        equilibrium_o[38] = equilibrium_t[6].sin();
        equilibrium_o[72] = q5 * (-1.0);
        equilibrium_o[72] = q6 + equilibrium_o[72];
        equilibrium_o[65] = equilibrium_o[72].cos();
        equilibrium_o[20] = 0.064 * equilibrium_o[65];
        equilibrium_o[20] = 0.18 + equilibrium_o[20];
        equilibrium_o[4] = equilibrium_o[38] * equilibrium_o[20];
        equilibrium_t[6] = equilibrium_t[6].cos();
        equilibrium_o[72] = equilibrium_o[72].sin();
        equilibrium_o[6] = equilibrium_t[6] * equilibrium_o[72];
        equilibrium_o[54] = 0.064 * equilibrium_o[6];
        equilibrium_o[4] = equilibrium_o[4] + equilibrium_o[54];
        equilibrium_o[54] = -(equilibrium_t[5]);
        equilibrium_o[73] = equilibrium_o[4] * equilibrium_o[54];
        equilibrium_o[55] = equilibrium_o[55].cos();
        equilibrium_o[7] = equilibrium_o[38] * equilibrium_o[72];
        equilibrium_o[25] = (-0.064) * equilibrium_o[7];
        equilibrium_o[11] = equilibrium_o[20] * equilibrium_t[6];
        equilibrium_o[13] = equilibrium_o[25] + equilibrium_o[11];
        equilibrium_o[10] = 0.36 + equilibrium_o[13];
        equilibrium_o[45] = equilibrium_o[55] * equilibrium_o[10];
        equilibrium_o[73] = equilibrium_o[73] + equilibrium_o[45];
        equilibrium_o[3] = 0.616 + equilibrium_o[73];
        equilibrium_o[9] = equilibrium_o[58] * equilibrium_o[3];
        equilibrium_o[61] = equilibrium_o[61].cos();
        equilibrium_o[10] = equilibrium_t[5] * equilibrium_o[10];
        equilibrium_o[16] = equilibrium_o[4] * equilibrium_o[55];
        equilibrium_o[10] = equilibrium_o[10] + equilibrium_o[16];
        equilibrium_o[16] = equilibrium_o[61] * equilibrium_o[10];
        equilibrium_o[9] = equilibrium_o[9] + equilibrium_o[16];
        equilibrium_o[16] = equilibrium_t[1] * equilibrium_o[9];
        equilibrium_o[67] = (-0.72) * equilibrium_o[16];
        equilibrium_t[0] = equilibrium_t[0].cos();
        equilibrium_o[60] = -(equilibrium_o[58]);
        equilibrium_o[23] = equilibrium_o[10] * equilibrium_o[60];
        equilibrium_o[3] = equilibrium_o[3] * equilibrium_o[61];
        equilibrium_o[23] = equilibrium_o[23] + equilibrium_o[3];
        equilibrium_o[1] = 0.96 + equilibrium_o[23];
        equilibrium_o[8] = equilibrium_t[0] * equilibrium_o[1];
        equilibrium_o[19] = 0.72 * equilibrium_o[8];
        equilibrium_o[2] = equilibrium_o[58] * equilibrium_o[10];
        equilibrium_o[5] = (-0.64) * equilibrium_o[2];
        equilibrium_t[32] = 0.64 * equilibrium_o[3];
        equilibrium_o[4] = equilibrium_t[5] * equilibrium_o[4];
        equilibrium_o[18] = (-0.56) * equilibrium_o[4];
        equilibrium_o[12] = 0.56 * equilibrium_o[45];
        equilibrium_o[24] = (-0.03072) * equilibrium_o[7];
        equilibrium_o[22] = 0.48 * equilibrium_o[11];
        equilibrium_o[26] = 0.0256 * equilibrium_o[65];
        equilibrium_o[26] = 0.04624 + equilibrium_o[26];
        equilibrium_o[24] = 0.0864 + equilibrium_o[24] + equilibrium_o[22] + equilibrium_o[26];
        equilibrium_o[22] = 0.17248 + equilibrium_o[18] + equilibrium_o[12] + equilibrium_o[24];
        equilibrium_o[18] = 0.3072 + equilibrium_o[5] + equilibrium_t[32] + equilibrium_o[22];
        equilibrium_o[12] = 0.50544 + equilibrium_o[67] + equilibrium_o[19] + equilibrium_o[18];
        equilibrium_o[5] = q0 * (-1.0);
        equilibrium_t[32] = q1 + equilibrium_o[5];
        equilibrium_o[67] = equilibrium_t[32].sin();
        equilibrium_o[19] = equilibrium_t[1] * equilibrium_o[1];
        equilibrium_o[5] = equilibrium_o[9] * equilibrium_t[0];
        equilibrium_o[1] = equilibrium_o[19] + equilibrium_o[5];
        equilibrium_o[19] = equilibrium_o[67] * equilibrium_o[1];
        equilibrium_o[5] = (-0.8) * equilibrium_o[19];
        equilibrium_t[32] = equilibrium_t[32].cos();
        equilibrium_o[46] = -(equilibrium_t[1]);
        equilibrium_o[15] = equilibrium_o[9] * equilibrium_o[46];
        equilibrium_o[15] = equilibrium_o[8] + equilibrium_o[15];
        equilibrium_o[14] = 1.404 + equilibrium_o[15];
        equilibrium_o[14] = equilibrium_t[32] * equilibrium_o[14];
        equilibrium_o[0] = 0.8 * equilibrium_o[14];
        equilibrium_o[5] = 0.784 + equilibrium_o[12] + equilibrium_o[5] + equilibrium_o[0];
        equilibrium_o[0] = 0.4 * equilibrium_o[19];
        equilibrium_o[19] = (-0.4) * equilibrium_o[14];
        equilibrium_o[14] = -(equilibrium_o[12]);
        equilibrium_o[19] = equilibrium_o[0] + equilibrium_o[19] + equilibrium_o[14];
        equilibrium_o[14] = 2.0 * equilibrium_o[19];
        equilibrium_o[0] = equilibrium_o[12] + equilibrium_o[5] + equilibrium_o[14];
        equilibrium_o[5] = 0.36 * equilibrium_o[16];
        equilibrium_o[14] = (-0.36) * equilibrium_o[8];
        equilibrium_o[16] = -(equilibrium_o[18]);
        equilibrium_o[8] = equilibrium_o[5] + equilibrium_o[14] + equilibrium_o[16];
        equilibrium_o[16] = -(equilibrium_o[1]);
        equilibrium_o[5] = equilibrium_o[67] * equilibrium_o[16];
        equilibrium_o[14] = equilibrium_t[32] * equilibrium_o[15];
        equilibrium_o[1] = equilibrium_o[5] + equilibrium_o[14];
        equilibrium_o[16] = (-0.4) * equilibrium_o[1];
        equilibrium_o[15] = equilibrium_o[8] + equilibrium_o[16];
        equilibrium_o[5] = equilibrium_o[12] + equilibrium_o[19] + equilibrium_o[8];
        equilibrium_o[14] = -(equilibrium_o[5]);
        equilibrium_o[1] = equilibrium_o[15] + equilibrium_o[14];
        equilibrium_o[16] = 0.32 * equilibrium_o[2];
        equilibrium_o[19] = (-0.32) * equilibrium_o[3];
        equilibrium_o[5] = -(equilibrium_o[22]);
        equilibrium_o[14] = equilibrium_o[16] + equilibrium_o[19] + equilibrium_o[5];
        equilibrium_o[2] = -(equilibrium_o[9]);
        equilibrium_o[3] = equilibrium_t[1] * equilibrium_o[2];
        equilibrium_o[16] = equilibrium_t[0] * equilibrium_o[23];
        equilibrium_o[19] = equilibrium_o[3] + equilibrium_o[16];
        equilibrium_o[5] = (-0.36) * equilibrium_o[19];
        equilibrium_o[9] = equilibrium_o[14] + equilibrium_o[5];
        equilibrium_o[3] = equilibrium_o[23] * equilibrium_o[46];
        equilibrium_o[16] = equilibrium_t[0] * equilibrium_o[2];
        equilibrium_o[5] = equilibrium_o[3] + equilibrium_o[16];
        equilibrium_o[23] = equilibrium_o[67] * equilibrium_o[5];
        equilibrium_o[2] = equilibrium_t[32] * equilibrium_o[19];
        equilibrium_o[3] = equilibrium_o[23] + equilibrium_o[2];
        equilibrium_o[16] = (-0.4) * equilibrium_o[3];
        equilibrium_o[5] = equilibrium_o[9] + equilibrium_o[16];
        equilibrium_o[19] = equilibrium_o[15] + equilibrium_o[9];
        equilibrium_o[23] = -(equilibrium_o[19]);
        equilibrium_o[2] = equilibrium_o[8] + equilibrium_o[5] + equilibrium_o[23];
        equilibrium_o[3] = 0.28 * equilibrium_o[4];
        equilibrium_o[16] = (-0.28) * equilibrium_o[45];
        equilibrium_o[15] = -(equilibrium_o[24]);
        equilibrium_o[19] = equilibrium_o[3] + equilibrium_o[16] + equilibrium_o[15];
        equilibrium_o[23] = -(equilibrium_o[10]);
        equilibrium_o[4] = equilibrium_o[58] * equilibrium_o[23];
        equilibrium_o[45] = equilibrium_o[73] * equilibrium_o[61];
        equilibrium_o[3] = equilibrium_o[4] + equilibrium_o[45];
        equilibrium_o[16] = (-0.32) * equilibrium_o[3];
        equilibrium_o[15] = equilibrium_o[19] + equilibrium_o[16];
        equilibrium_o[10] = equilibrium_o[73] * equilibrium_o[60];
        equilibrium_o[4] = equilibrium_o[61] * equilibrium_o[23];
        equilibrium_o[45] = equilibrium_o[10] + equilibrium_o[4];
        equilibrium_o[16] = equilibrium_t[1] * equilibrium_o[45];
        equilibrium_o[73] = equilibrium_t[0] * equilibrium_o[3];
        equilibrium_o[23] = equilibrium_o[16] + equilibrium_o[73];
        equilibrium_o[4] = (-0.36) * equilibrium_o[23];
        equilibrium_o[10] = equilibrium_o[15] + equilibrium_o[4];
        equilibrium_o[73] = equilibrium_o[46] * equilibrium_o[3];
        equilibrium_o[16] = equilibrium_t[0] * equilibrium_o[45];
        equilibrium_o[4] = equilibrium_o[73] + equilibrium_o[16];
        equilibrium_o[3] = equilibrium_o[67] * equilibrium_o[4];
        equilibrium_o[45] = equilibrium_t[32] * equilibrium_o[23];
        equilibrium_o[73] = equilibrium_o[3] + equilibrium_o[45];
        equilibrium_o[16] = (-0.4) * equilibrium_o[73];
        equilibrium_o[4] = equilibrium_o[10] + equilibrium_o[16];
        equilibrium_o[23] = equilibrium_o[5] + equilibrium_o[10];
        equilibrium_o[45] = -(equilibrium_o[23]);
        equilibrium_o[3] = equilibrium_o[9] + equilibrium_o[4] + equilibrium_o[45];
        equilibrium_o[73] = 0.01536 * equilibrium_o[7];
        equilibrium_o[16] = (-0.24) * equilibrium_o[11];
        equilibrium_o[5] = -(equilibrium_o[26]);
        equilibrium_o[23] = equilibrium_o[73] + equilibrium_o[16] + equilibrium_o[5];
        equilibrium_o[45] = -(equilibrium_o[38]);
        equilibrium_o[7] = equilibrium_o[20] * equilibrium_o[45];
        equilibrium_o[11] = (-0.064) * equilibrium_o[6];
        equilibrium_o[16] = equilibrium_o[7] + equilibrium_o[11];
        equilibrium_o[5] = equilibrium_t[5] * equilibrium_o[16];
        equilibrium_o[20] = equilibrium_o[55] * equilibrium_o[13];
        equilibrium_o[7] = equilibrium_o[5] + equilibrium_o[20];
        equilibrium_o[11] = (-0.28) * equilibrium_o[7];
        equilibrium_o[20] = equilibrium_o[23] + equilibrium_o[11];
        equilibrium_o[5] = equilibrium_o[54] * equilibrium_o[13];
        equilibrium_o[11] = equilibrium_o[55] * equilibrium_o[16];
        equilibrium_o[13] = equilibrium_o[5] + equilibrium_o[11];
        equilibrium_o[16] = equilibrium_o[58] * equilibrium_o[13];
        equilibrium_o[11] = equilibrium_o[61] * equilibrium_o[7];
        equilibrium_o[5] = equilibrium_o[16] + equilibrium_o[11];
        equilibrium_o[11] = (-0.32) * equilibrium_o[5];
        equilibrium_o[16] = equilibrium_o[20] + equilibrium_o[11];
        equilibrium_o[11] = equilibrium_o[60] * equilibrium_o[7];
        equilibrium_o[7] = equilibrium_o[61] * equilibrium_o[13];
        equilibrium_o[13] = equilibrium_o[11] + equilibrium_o[7];
        equilibrium_o[7] = equilibrium_t[1] * equilibrium_o[13];
        equilibrium_o[11] = equilibrium_t[0] * equilibrium_o[5];
        equilibrium_o[7] = equilibrium_o[7] + equilibrium_o[11];
        equilibrium_o[11] = (-0.36) * equilibrium_o[7];
        equilibrium_o[11] = equilibrium_o[16] + equilibrium_o[11];
        equilibrium_o[5] = equilibrium_o[46] * equilibrium_o[5];
        equilibrium_o[13] = equilibrium_t[0] * equilibrium_o[13];
        equilibrium_o[13] = equilibrium_o[5] + equilibrium_o[13];
        equilibrium_o[5] = equilibrium_o[67] * equilibrium_o[13];
        equilibrium_o[13] = equilibrium_t[32] * equilibrium_o[7];
        equilibrium_o[7] = equilibrium_o[5] + equilibrium_o[13];
        equilibrium_o[13] = (-0.4) * equilibrium_o[7];
        equilibrium_o[5] = equilibrium_o[11] + equilibrium_o[13];
        equilibrium_o[7] = equilibrium_o[4] + equilibrium_o[11];
        equilibrium_o[13] = -(equilibrium_o[7]);
        equilibrium_o[4] = equilibrium_o[10] + equilibrium_o[5] + equilibrium_o[13];
        equilibrium_o[7] = equilibrium_o[65] * equilibrium_t[6];
        equilibrium_o[13] = (-0.01536) * equilibrium_o[7];
        equilibrium_o[30] = (-0.0128) * equilibrium_o[65];
        equilibrium_o[30] = (-0.01024) + equilibrium_o[30];
        equilibrium_o[73] = equilibrium_o[73] + equilibrium_o[13] + equilibrium_o[30];
        equilibrium_o[13] = equilibrium_o[38] * equilibrium_o[65];
        equilibrium_o[6] = equilibrium_o[6] + equilibrium_o[13];
        equilibrium_o[13] = (-0.064) * equilibrium_o[6];
        equilibrium_o[6] = equilibrium_t[5] * equilibrium_o[13];
        equilibrium_o[7] = 0.064 * equilibrium_o[7];
        equilibrium_o[7] = equilibrium_o[25] + equilibrium_o[7];
        equilibrium_o[25] = equilibrium_o[55] * equilibrium_o[7];
        equilibrium_o[6] = equilibrium_o[6] + equilibrium_o[25];
        equilibrium_o[25] = (-0.28) * equilibrium_o[6];
        equilibrium_o[25] = equilibrium_o[73] + equilibrium_o[25];
        equilibrium_o[7] = equilibrium_o[54] * equilibrium_o[7];
        equilibrium_o[13] = equilibrium_o[55] * equilibrium_o[13];
        equilibrium_o[7] = equilibrium_o[7] + equilibrium_o[13];
        equilibrium_o[13] = equilibrium_o[58] * equilibrium_o[7];
        equilibrium_o[21] = equilibrium_o[61] * equilibrium_o[6];
        equilibrium_o[13] = equilibrium_o[13] + equilibrium_o[21];
        equilibrium_o[21] = (-0.32) * equilibrium_o[13];
        equilibrium_o[21] = equilibrium_o[25] + equilibrium_o[21];
        equilibrium_o[6] = equilibrium_o[60] * equilibrium_o[6];
        equilibrium_o[7] = equilibrium_o[61] * equilibrium_o[7];
        equilibrium_o[6] = equilibrium_o[6] + equilibrium_o[7];
        equilibrium_o[7] = equilibrium_t[1] * equilibrium_o[6];
        equilibrium_o[17] = equilibrium_t[0] * equilibrium_o[13];
        equilibrium_o[7] = equilibrium_o[7] + equilibrium_o[17];
        equilibrium_o[17] = (-0.36) * equilibrium_o[7];
        equilibrium_o[17] = equilibrium_o[21] + equilibrium_o[17];
        equilibrium_o[13] = equilibrium_o[46] * equilibrium_o[13];
        equilibrium_o[6] = equilibrium_t[0] * equilibrium_o[6];
        equilibrium_o[6] = equilibrium_o[13] + equilibrium_o[6];
        equilibrium_o[13] = equilibrium_o[67] * equilibrium_o[6];
        equilibrium_o[6] = equilibrium_t[32] * equilibrium_o[7];
        equilibrium_o[7] = equilibrium_o[13] + equilibrium_o[6];
        equilibrium_o[6] = (-0.4) * equilibrium_o[7];
        equilibrium_o[13] = equilibrium_o[17] + equilibrium_o[6];
        equilibrium_o[7] = equilibrium_o[5] + equilibrium_o[17];
        equilibrium_o[6] = -(equilibrium_o[7]);
        equilibrium_o[5] = equilibrium_o[11] + equilibrium_o[13] + equilibrium_o[6];
        equilibrium_o[7] = -(equilibrium_o[13]);
        equilibrium_o[6] = equilibrium_o[17] + equilibrium_o[7];
        equilibrium_o[13] = 2.0 * equilibrium_o[8];
        equilibrium_o[7] = equilibrium_o[18] + equilibrium_o[12] + equilibrium_o[13];
        equilibrium_o[13] = equilibrium_o[18] + equilibrium_o[8] + equilibrium_o[14];
        equilibrium_o[12] = -(equilibrium_o[13]);
        equilibrium_o[8] = equilibrium_o[9] + equilibrium_o[12];
        equilibrium_o[13] = equilibrium_o[9] + equilibrium_o[15];
        equilibrium_o[12] = -(equilibrium_o[13]);
        equilibrium_o[9] = equilibrium_o[14] + equilibrium_o[10] + equilibrium_o[12];
        equilibrium_o[13] = equilibrium_o[10] + equilibrium_o[16];
        equilibrium_o[12] = -(equilibrium_o[13]);
        equilibrium_o[10] = equilibrium_o[15] + equilibrium_o[11] + equilibrium_o[12];
        equilibrium_o[13] = equilibrium_o[11] + equilibrium_o[21];
        equilibrium_o[12] = -(equilibrium_o[13]);
        equilibrium_o[11] = equilibrium_o[16] + equilibrium_o[17] + equilibrium_o[12];
        equilibrium_o[13] = -(equilibrium_o[17]);
        equilibrium_o[12] = equilibrium_o[21] + equilibrium_o[13];
        equilibrium_o[17] = 2.0 * equilibrium_o[14];
        equilibrium_o[13] = equilibrium_o[22] + equilibrium_o[18] + equilibrium_o[17];
        equilibrium_o[18] = equilibrium_o[22] + equilibrium_o[14] + equilibrium_o[19];
        equilibrium_o[17] = -(equilibrium_o[18]);
        equilibrium_o[14] = equilibrium_o[15] + equilibrium_o[17];
        equilibrium_o[18] = equilibrium_o[15] + equilibrium_o[20];
        equilibrium_o[17] = -(equilibrium_o[18]);
        equilibrium_o[15] = equilibrium_o[19] + equilibrium_o[16] + equilibrium_o[17];
        equilibrium_o[18] = equilibrium_o[16] + equilibrium_o[25];
        equilibrium_o[17] = -(equilibrium_o[18]);
        equilibrium_o[16] = equilibrium_o[20] + equilibrium_o[21] + equilibrium_o[17];
        equilibrium_o[18] = -(equilibrium_o[21]);
        equilibrium_o[17] = equilibrium_o[25] + equilibrium_o[18];
        equilibrium_o[21] = 2.0 * equilibrium_o[19];
        equilibrium_o[18] = equilibrium_o[24] + equilibrium_o[22] + equilibrium_o[21];
        equilibrium_o[22] = equilibrium_o[24] + equilibrium_o[19] + equilibrium_o[23];
        equilibrium_o[21] = -(equilibrium_o[22]);
        equilibrium_o[19] = equilibrium_o[20] + equilibrium_o[21];
        equilibrium_o[22] = equilibrium_o[20] + equilibrium_o[73];
        equilibrium_o[21] = -(equilibrium_o[22]);
        equilibrium_o[20] = equilibrium_o[23] + equilibrium_o[25] + equilibrium_o[21];
        equilibrium_o[22] = -(equilibrium_o[25]);
        equilibrium_o[21] = equilibrium_o[73] + equilibrium_o[22];
        equilibrium_o[25] = 2.0 * equilibrium_o[23];
        equilibrium_o[22] = equilibrium_o[26] + equilibrium_o[24] + equilibrium_o[25];
        equilibrium_o[25] = equilibrium_o[26] + equilibrium_o[23] + equilibrium_o[30];
        equilibrium_o[24] = -(equilibrium_o[25]);
        equilibrium_o[23] = equilibrium_o[73] + equilibrium_o[24];
        equilibrium_o[25] = -(equilibrium_o[73]);
        equilibrium_o[24] = equilibrium_o[30] + equilibrium_o[25];
        equilibrium_o[73] = 2.0 * equilibrium_o[30];
        equilibrium_o[25] = 0.01024 + equilibrium_o[26] + equilibrium_o[73];
        equilibrium_o[73] = -(equilibrium_o[30]);
        equilibrium_o[26] = (-0.01024) + equilibrium_o[73];
        equilibrium_o[30] = q0.cos();
        equilibrium_o[73] = 3.924 * equilibrium_o[30];
        equilibrium_o[74] = q0.sin();
        equilibrium_t[46] = equilibrium_t[32] * equilibrium_o[74];
        equilibrium_t[47] = equilibrium_o[67] * equilibrium_o[30];
        equilibrium_t[46] = equilibrium_t[46] + equilibrium_t[47];
        equilibrium_t[47] = (-9.81) * equilibrium_t[46];
        equilibrium_t[46] = equilibrium_t[1] * equilibrium_t[47];
        equilibrium_o[74] = equilibrium_o[67] * equilibrium_o[74];
        equilibrium_t[48] = (-9.81) * equilibrium_o[74];
        equilibrium_o[30] = equilibrium_t[32] * equilibrium_o[30];
        equilibrium_o[32] = 9.81 * equilibrium_o[30];
        equilibrium_t[48] = equilibrium_t[48] + equilibrium_o[32];
        equilibrium_o[32] = equilibrium_t[0] * equilibrium_t[48];
        equilibrium_t[46] = equilibrium_t[46] + equilibrium_o[32];
        equilibrium_o[32] = equilibrium_o[60] * equilibrium_t[46];
        equilibrium_t[50] = equilibrium_o[46] * equilibrium_t[48];
        equilibrium_t[51] = equilibrium_t[0] * equilibrium_t[47];
        equilibrium_t[50] = equilibrium_t[50] + equilibrium_t[51];
        equilibrium_t[52] = equilibrium_o[61] * equilibrium_t[50];
        equilibrium_o[32] = equilibrium_o[32] + equilibrium_t[52];
        equilibrium_t[53] = equilibrium_t[5] * equilibrium_o[32];
        equilibrium_t[54] = equilibrium_o[58] * equilibrium_t[50];
        equilibrium_t[55] = equilibrium_o[61] * equilibrium_t[46];
        equilibrium_t[54] = equilibrium_t[54] + equilibrium_t[55];
        equilibrium_t[55] = equilibrium_o[55] * equilibrium_t[54];
        equilibrium_t[53] = equilibrium_t[53] + equilibrium_t[55];
        equilibrium_t[55] = equilibrium_o[45] * equilibrium_t[53];
        equilibrium_t[56] = equilibrium_o[54] * equilibrium_t[54];
        equilibrium_o[50] = equilibrium_o[55] * equilibrium_o[32];
        equilibrium_t[56] = equilibrium_t[56] + equilibrium_o[50];
        equilibrium_t[58] = equilibrium_t[6] * equilibrium_t[56];
        equilibrium_t[55] = equilibrium_t[55] + equilibrium_t[58];
        equilibrium_o[41] = 0.5 * equilibrium_t[55];
        equilibrium_o[34] = equilibrium_o[72] * equilibrium_t[55];
        equilibrium_t[61] = equilibrium_o[38] * equilibrium_t[56];
        equilibrium_o[57] = equilibrium_t[6] * equilibrium_t[53];
        equilibrium_t[61] = equilibrium_t[61] + equilibrium_o[57];
        equilibrium_o[57] = equilibrium_o[65] * equilibrium_t[61];
        equilibrium_o[34] = equilibrium_o[34] + equilibrium_o[57];
        equilibrium_o[57] = equilibrium_o[72] * equilibrium_o[34];
        equilibrium_o[36] = -(equilibrium_o[72]);
        equilibrium_o[69] = equilibrium_t[61] * equilibrium_o[36];
        equilibrium_o[71] = equilibrium_o[65] * equilibrium_t[55];
        equilibrium_o[69] = equilibrium_o[69] + equilibrium_o[71];
        equilibrium_o[33] = equilibrium_o[65] * equilibrium_o[69];
        equilibrium_o[57] = equilibrium_o[57] + equilibrium_o[33];
        equilibrium_o[33] = 0.4 * equilibrium_o[57];
        equilibrium_o[33] = equilibrium_o[41] + equilibrium_o[33];
        equilibrium_o[53] = equilibrium_o[45] * equilibrium_o[33];
        equilibrium_o[48] = (-0.4) * equilibrium_o[72];
        equilibrium_o[62] = equilibrium_o[69] * equilibrium_o[48];
        equilibrium_o[40] = 0.4 * equilibrium_o[65];
        equilibrium_t[71] = equilibrium_o[34] * equilibrium_o[40];
        equilibrium_o[44] = 0.5 * equilibrium_t[61];
        equilibrium_t[71] = equilibrium_o[62] + equilibrium_t[71] + equilibrium_o[44];
        equilibrium_o[44] = equilibrium_t[6] * equilibrium_t[71];
        equilibrium_t[73] = 0.6 * equilibrium_t[53];
        equilibrium_o[53] = equilibrium_o[53] + equilibrium_o[44];
        equilibrium_t[73] = equilibrium_t[73] + equilibrium_o[53];
        equilibrium_o[39] = equilibrium_t[5] * equilibrium_t[73];
        equilibrium_t[71] = equilibrium_o[38] * equilibrium_t[71];
        equilibrium_o[43] = equilibrium_t[6] * equilibrium_o[33];
        equilibrium_o[64] = 0.6 * equilibrium_t[56];
        equilibrium_t[71] = equilibrium_t[71] + equilibrium_o[43];
        equilibrium_o[43] = equilibrium_o[64] + equilibrium_t[71];
        equilibrium_o[64] = equilibrium_o[55] * equilibrium_o[43];
        equilibrium_t[77] = 0.7 * equilibrium_o[32];
        equilibrium_o[39] = equilibrium_o[39] + equilibrium_o[64];
        equilibrium_o[64] = equilibrium_t[77] + equilibrium_o[39];
        equilibrium_t[77] = equilibrium_o[60] * equilibrium_o[64];
        equilibrium_t[78] = equilibrium_o[54] * equilibrium_o[43];
        equilibrium_t[73] = equilibrium_o[55] * equilibrium_t[73];
        equilibrium_o[59] = 0.7 * equilibrium_t[54];
        equilibrium_t[78] = equilibrium_t[78] + equilibrium_t[73];
        equilibrium_o[59] = equilibrium_o[59] + equilibrium_t[78];
        equilibrium_o[31] = equilibrium_o[61] * equilibrium_o[59];
        equilibrium_o[52] = 0.8 * equilibrium_t[46];
        equilibrium_t[77] = equilibrium_t[77] + equilibrium_o[31];
        equilibrium_o[52] = equilibrium_o[52] + equilibrium_t[77];
        equilibrium_t[82] = equilibrium_t[1] * equilibrium_o[52];
        equilibrium_o[59] = equilibrium_o[58] * equilibrium_o[59];
        equilibrium_o[47] = equilibrium_o[61] * equilibrium_o[64];
        equilibrium_t[84] = 0.8 * equilibrium_t[50];
        equilibrium_o[59] = equilibrium_o[59] + equilibrium_o[47];
        equilibrium_o[47] = equilibrium_t[84] + equilibrium_o[59];
        equilibrium_t[84] = equilibrium_t[0] * equilibrium_o[47];
        equilibrium_t[85] = 0.9 * equilibrium_t[47];
        equilibrium_t[82] = equilibrium_t[82] + equilibrium_t[84];
        equilibrium_t[84] = equilibrium_t[85] + equilibrium_t[82];
        equilibrium_t[85] = equilibrium_o[67] * equilibrium_t[84];
        equilibrium_o[28] = (-0.4) * equilibrium_t[85];
        equilibrium_t[87] = equilibrium_o[46] * equilibrium_o[47];
        equilibrium_o[52] = equilibrium_t[0] * equilibrium_o[52];
        equilibrium_t[88] = 0.9 * equilibrium_t[48];
        equilibrium_t[87] = equilibrium_t[87] + equilibrium_o[52];
        equilibrium_t[88] = equilibrium_t[88] + equilibrium_t[87];
        equilibrium_t[88] = equilibrium_t[32] * equilibrium_t[88];
        equilibrium_o[66] = 0.4 * equilibrium_t[88];
        equilibrium_o[73] = equilibrium_o[73] + equilibrium_o[28] + equilibrium_o[66];
        equilibrium_o[28] = -(equilibrium_o[73]);
        equilibrium_o[66] = 0.36 * equilibrium_o[52];
        equilibrium_o[73] = 9.81 * equilibrium_o[74];
        equilibrium_o[74] = (-9.81) * equilibrium_o[30];
        equilibrium_o[30] = equilibrium_o[73] + equilibrium_o[74];
        equilibrium_o[73] = (-0.324) * equilibrium_o[30];
        equilibrium_o[74] = equilibrium_o[46] * equilibrium_t[47];
        equilibrium_t[47] = equilibrium_t[0] * equilibrium_o[30];
        equilibrium_o[74] = equilibrium_t[46] + equilibrium_o[74] + equilibrium_t[47];
        equilibrium_t[47] = (-0.256) * equilibrium_o[74];
        equilibrium_o[76] = equilibrium_t[1] * equilibrium_o[30];
        equilibrium_t[48] = equilibrium_t[1] * equilibrium_t[48];
        equilibrium_t[91] = -(equilibrium_t[51]);
        equilibrium_t[48] =
            equilibrium_t[51] + equilibrium_o[76] + equilibrium_t[48] + equilibrium_t[91];
        equilibrium_t[51] = equilibrium_o[60] * equilibrium_t[48];
        equilibrium_o[76] = equilibrium_o[61] * equilibrium_o[74];
        equilibrium_t[91] = equilibrium_t[51] + equilibrium_o[76];
        equilibrium_t[51] = (-0.196) * equilibrium_t[91];
        equilibrium_o[76] = equilibrium_o[58] * equilibrium_o[74];
        equilibrium_o[37] = equilibrium_o[61] * equilibrium_t[48];
        equilibrium_o[76] = equilibrium_o[76] + equilibrium_o[37];
        equilibrium_o[37] = equilibrium_o[54] * equilibrium_o[76];
        equilibrium_t[93] = equilibrium_o[55] * equilibrium_t[91];
        equilibrium_o[37] = equilibrium_o[37] + equilibrium_t[93];
        equilibrium_t[93] = (-0.144) * equilibrium_o[37];
        equilibrium_o[29] = equilibrium_t[5] * equilibrium_t[91];
        equilibrium_t[95] = equilibrium_o[55] * equilibrium_o[76];
        equilibrium_o[29] = equilibrium_o[29] + equilibrium_t[95];
        equilibrium_t[95] = equilibrium_o[45] * equilibrium_o[29];
        equilibrium_o[68] = equilibrium_t[6] * equilibrium_o[37];
        equilibrium_t[95] = equilibrium_t[95] + equilibrium_o[68];
        equilibrium_o[68] = equilibrium_o[72] * equilibrium_t[95];
        equilibrium_t[97] = equilibrium_o[38] * equilibrium_o[37];
        equilibrium_t[98] = equilibrium_t[6] * equilibrium_o[29];
        equilibrium_t[97] = equilibrium_t[97] + equilibrium_t[98];
        equilibrium_t[98] = equilibrium_o[65] * equilibrium_t[97];
        equilibrium_o[68] = equilibrium_o[68] + equilibrium_t[98];
        equilibrium_t[98] = (-0.08) * equilibrium_o[72];
        equilibrium_t[99] = equilibrium_o[68] * equilibrium_t[98];
        equilibrium_o[75] = (-0.1) * equilibrium_t[95];
        equilibrium_t[101] = equilibrium_o[36] * equilibrium_t[97];
        equilibrium_o[51] = equilibrium_o[65] * equilibrium_t[95];
        equilibrium_t[101] = equilibrium_t[101] + equilibrium_o[51];
        equilibrium_o[51] = (-0.08) * equilibrium_o[65];
        equilibrium_o[51] = (-0.064) + equilibrium_o[51];
        equilibrium_t[103] = equilibrium_t[101] * equilibrium_o[51];
        equilibrium_t[99] = equilibrium_t[99] + equilibrium_o[75] + equilibrium_t[103];
        equilibrium_o[75] = equilibrium_o[48] * equilibrium_t[101];
        equilibrium_t[103] = equilibrium_o[40] * equilibrium_o[68];
        equilibrium_t[97] = 0.5 * equilibrium_t[97];
        equilibrium_t[97] = equilibrium_o[75] + equilibrium_t[103] + equilibrium_t[97];
        equilibrium_o[75] = equilibrium_o[38] * equilibrium_t[97];
        equilibrium_t[103] = 0.5 * equilibrium_t[95];
        equilibrium_t[95] = equilibrium_o[72] * equilibrium_o[68];
        equilibrium_o[68] = equilibrium_o[65] * equilibrium_t[101];
        equilibrium_t[95] = equilibrium_t[95] + equilibrium_o[68];
        equilibrium_o[68] = 0.4 * equilibrium_t[95];
        equilibrium_t[95] = equilibrium_t[103] + equilibrium_o[68];
        equilibrium_o[68] = equilibrium_t[6] * equilibrium_t[95];
        equilibrium_t[103] = equilibrium_o[75] + equilibrium_o[68];
        equilibrium_o[68] = (-0.24) * equilibrium_t[103];
        equilibrium_o[75] = equilibrium_t[93] + equilibrium_t[99] + equilibrium_o[68];
        equilibrium_t[93] = equilibrium_o[45] * equilibrium_t[95];
        equilibrium_o[68] = equilibrium_t[6] * equilibrium_t[97];
        equilibrium_t[95] = 0.6 * equilibrium_o[29];
        equilibrium_t[97] = equilibrium_t[93] + equilibrium_o[68] + equilibrium_t[95];
        equilibrium_o[29] = equilibrium_t[5] * equilibrium_t[97];
        equilibrium_t[93] = 0.6 * equilibrium_o[37];
        equilibrium_t[95] = equilibrium_t[103] + equilibrium_t[93];
        equilibrium_o[68] = equilibrium_o[55] * equilibrium_t[95];
        equilibrium_o[37] = equilibrium_o[29] + equilibrium_o[68];
        equilibrium_t[93] = (-0.28) * equilibrium_o[37];
        equilibrium_t[103] = equilibrium_t[51] + equilibrium_o[75] + equilibrium_t[93];
        equilibrium_o[29] = equilibrium_o[54] * equilibrium_t[95];
        equilibrium_o[68] = equilibrium_o[55] * equilibrium_t[97];
        equilibrium_t[51] = 0.7 * equilibrium_o[76];
        equilibrium_t[93] = equilibrium_o[29] + equilibrium_o[68] + equilibrium_t[51];
        equilibrium_t[95] = equilibrium_o[58] * equilibrium_t[93];
        equilibrium_t[97] = 0.7 * equilibrium_t[91];
        equilibrium_o[76] = equilibrium_o[37] + equilibrium_t[97];
        equilibrium_t[51] = equilibrium_o[61] * equilibrium_o[76];
        equilibrium_o[29] = equilibrium_t[95] + equilibrium_t[51];
        equilibrium_o[68] = (-0.32) * equilibrium_o[29];
        equilibrium_t[91] = equilibrium_t[47] + equilibrium_t[103] + equilibrium_o[68];
        equilibrium_o[37] = equilibrium_o[60] * equilibrium_o[76];
        equilibrium_t[97] = equilibrium_o[61] * equilibrium_t[93];
        equilibrium_t[51] = 0.8 * equilibrium_t[48];
        equilibrium_t[95] = equilibrium_o[37] + equilibrium_t[97] + equilibrium_t[51];
        equilibrium_t[47] = equilibrium_t[1] * equilibrium_t[95];
        equilibrium_o[68] = equilibrium_t[1] * equilibrium_o[47];
        equilibrium_o[76] = 0.8 * equilibrium_o[74];
        equilibrium_t[93] = equilibrium_o[29] + equilibrium_o[76];
        equilibrium_t[48] = equilibrium_t[0] * equilibrium_t[93];
        equilibrium_t[51] = equilibrium_o[68] + equilibrium_t[48];
        equilibrium_o[37] = equilibrium_t[47] + equilibrium_t[51];
        equilibrium_t[97] = (-0.36) * equilibrium_o[37];
        equilibrium_o[74] =
            equilibrium_o[66] + equilibrium_o[73] + equilibrium_t[91] + equilibrium_t[97];
        equilibrium_o[76] = 0.4 * equilibrium_t[85];
        equilibrium_o[29] = equilibrium_o[46] * equilibrium_t[93];
        equilibrium_t[48] = equilibrium_t[0] * equilibrium_t[95];
        equilibrium_t[47] = equilibrium_t[84] + equilibrium_o[29] + equilibrium_t[48];
        equilibrium_t[51] = equilibrium_o[67] * equilibrium_t[47];
        equilibrium_o[73] = -(equilibrium_o[52]);
        equilibrium_o[66] = 0.9 * equilibrium_o[30];
        equilibrium_t[97] = equilibrium_o[37] + equilibrium_o[73] + equilibrium_o[66];
        equilibrium_t[85] = equilibrium_t[32] * equilibrium_t[97];
        equilibrium_t[93] = equilibrium_t[88] + equilibrium_t[51] + equilibrium_t[85];
        equilibrium_t[95] = (-0.4) * equilibrium_t[93];
        equilibrium_t[48] = equilibrium_o[74] + equilibrium_o[76] + equilibrium_t[95];
        equilibrium_t[84] = -(equilibrium_t[48]);
        equilibrium_o[29] = equilibrium_o[74] + equilibrium_t[84];
        equilibrium_t[47] = 0.36 * equilibrium_o[68];
        equilibrium_o[30] = 0.32 * equilibrium_o[31];
        equilibrium_o[73] = -(equilibrium_t[46]);
        equilibrium_o[66] = (-0.256) * equilibrium_o[73];
        equilibrium_o[37] = equilibrium_o[60] * equilibrium_t[50];
        equilibrium_t[97] = equilibrium_o[61] * equilibrium_o[73];
        equilibrium_t[51] = equilibrium_t[54] + equilibrium_o[37] + equilibrium_t[97];
        equilibrium_t[85] = (-0.196) * equilibrium_t[51];
        equilibrium_t[88] = equilibrium_o[58] * equilibrium_t[46];
        equilibrium_t[93] = equilibrium_o[58] * equilibrium_o[73];
        equilibrium_o[76] = -(equilibrium_t[52]);
        equilibrium_t[95] =
            equilibrium_t[52] + equilibrium_t[88] + equilibrium_t[93] + equilibrium_o[76];
        equilibrium_t[48] = equilibrium_o[54] * equilibrium_t[95];
        equilibrium_t[84] = equilibrium_o[55] * equilibrium_t[51];
        equilibrium_o[68] = equilibrium_t[48] + equilibrium_t[84];
        equilibrium_t[50] = (-0.144) * equilibrium_o[68];
        equilibrium_o[37] = equilibrium_t[5] * equilibrium_t[51];
        equilibrium_t[97] = equilibrium_o[55] * equilibrium_t[95];
        equilibrium_t[46] = equilibrium_o[37] + equilibrium_t[97];
        equilibrium_t[52] = equilibrium_o[45] * equilibrium_t[46];
        equilibrium_t[88] = equilibrium_t[6] * equilibrium_o[68];
        equilibrium_o[76] = equilibrium_t[52] + equilibrium_t[88];
        equilibrium_t[93] = equilibrium_o[72] * equilibrium_o[76];
        equilibrium_t[48] = equilibrium_o[38] * equilibrium_o[68];
        equilibrium_t[84] = equilibrium_t[6] * equilibrium_t[46];
        equilibrium_o[37] = equilibrium_t[48] + equilibrium_t[84];
        equilibrium_t[97] = equilibrium_o[65] * equilibrium_o[37];
        equilibrium_t[52] = equilibrium_t[93] + equilibrium_t[97];
        equilibrium_t[88] = equilibrium_t[98] * equilibrium_t[52];
        equilibrium_t[48] = (-0.1) * equilibrium_o[76];
        equilibrium_t[84] = equilibrium_o[36] * equilibrium_o[37];
        equilibrium_t[93] = equilibrium_o[65] * equilibrium_o[76];
        equilibrium_t[97] = equilibrium_t[84] + equilibrium_t[93];
        equilibrium_t[84] = equilibrium_o[51] * equilibrium_t[97];
        equilibrium_t[93] = equilibrium_t[88] + equilibrium_t[48] + equilibrium_t[84];
        equilibrium_t[48] = equilibrium_o[48] * equilibrium_t[97];
        equilibrium_t[84] = equilibrium_o[40] * equilibrium_t[52];
        equilibrium_t[88] = 0.5 * equilibrium_o[37];
        equilibrium_o[37] = equilibrium_t[48] + equilibrium_t[84] + equilibrium_t[88];
        equilibrium_t[48] = equilibrium_o[38] * equilibrium_o[37];
        equilibrium_t[84] = 0.5 * equilibrium_o[76];
        equilibrium_t[88] = equilibrium_o[72] * equilibrium_t[52];
        equilibrium_o[76] = equilibrium_o[65] * equilibrium_t[97];
        equilibrium_t[52] = equilibrium_t[88] + equilibrium_o[76];
        equilibrium_t[88] = 0.4 * equilibrium_t[52];
        equilibrium_o[76] = equilibrium_t[84] + equilibrium_t[88];
        equilibrium_t[52] = equilibrium_t[6] * equilibrium_o[76];
        equilibrium_t[84] = equilibrium_t[48] + equilibrium_t[52];
        equilibrium_t[88] = (-0.24) * equilibrium_t[84];
        equilibrium_t[48] = equilibrium_t[50] + equilibrium_t[93] + equilibrium_t[88];
        equilibrium_t[52] = equilibrium_o[45] * equilibrium_o[76];
        equilibrium_t[50] = equilibrium_t[6] * equilibrium_o[37];
        equilibrium_t[88] = 0.6 * equilibrium_t[46];
        equilibrium_o[76] = equilibrium_t[52] + equilibrium_t[50] + equilibrium_t[88];
        equilibrium_o[37] = equilibrium_t[5] * equilibrium_o[76];
        equilibrium_t[46] = 0.6 * equilibrium_o[68];
        equilibrium_t[50] = equilibrium_t[84] + equilibrium_t[46];
        equilibrium_t[52] = equilibrium_o[55] * equilibrium_t[50];
        equilibrium_t[88] = equilibrium_o[37] + equilibrium_t[52];
        equilibrium_o[68] = (-0.28) * equilibrium_t[88];
        equilibrium_t[46] = equilibrium_t[85] + equilibrium_t[48] + equilibrium_o[68];
        equilibrium_t[84] = equilibrium_o[58] * equilibrium_o[64];
        equilibrium_t[52] = equilibrium_o[54] * equilibrium_t[50];
        equilibrium_o[37] = equilibrium_o[55] * equilibrium_o[76];
        equilibrium_t[85] = 0.7 * equilibrium_t[95];
        equilibrium_o[68] = equilibrium_t[52] + equilibrium_o[37] + equilibrium_t[85];
        equilibrium_t[50] = equilibrium_o[58] * equilibrium_o[68];
        equilibrium_o[76] = 0.7 * equilibrium_t[51];
        equilibrium_t[95] = equilibrium_t[88] + equilibrium_o[76];
        equilibrium_t[52] = equilibrium_o[61] * equilibrium_t[95];
        equilibrium_t[85] = equilibrium_t[50] + equilibrium_t[52];
        equilibrium_o[37] = equilibrium_t[84] + equilibrium_t[85];
        equilibrium_t[51] = (-0.32) * equilibrium_o[37];
        equilibrium_t[88] =
            equilibrium_o[30] + equilibrium_o[66] + equilibrium_t[46] + equilibrium_t[51];
        equilibrium_o[76] = equilibrium_o[60] * equilibrium_t[95];
        equilibrium_t[50] = equilibrium_o[61] * equilibrium_o[68];
        equilibrium_t[52] = equilibrium_o[47] + equilibrium_o[76] + equilibrium_t[50];
        equilibrium_t[85] = equilibrium_t[1] * equilibrium_t[52];
        equilibrium_o[30] = -(equilibrium_o[31]);
        equilibrium_t[51] = 0.8 * equilibrium_o[73];
        equilibrium_o[66] = equilibrium_o[37] + equilibrium_o[30] + equilibrium_t[51];
        equilibrium_t[95] = equilibrium_t[0] * equilibrium_o[66];
        equilibrium_o[68] = equilibrium_t[85] + equilibrium_t[95];
        equilibrium_t[50] = equilibrium_o[52] + equilibrium_o[68];
        equilibrium_o[47] = (-0.36) * equilibrium_t[50];
        equilibrium_o[76] = equilibrium_t[47] + equilibrium_t[88] + equilibrium_o[47];
        equilibrium_o[73] = equilibrium_t[0] * equilibrium_t[52];
        equilibrium_o[30] = equilibrium_t[1] * equilibrium_o[66];
        equilibrium_t[51] = equilibrium_t[82] + equilibrium_o[30];
        equilibrium_o[37] = -(equilibrium_t[51]);
        equilibrium_t[85] = equilibrium_o[73] + equilibrium_o[37];
        equilibrium_t[95] = equilibrium_o[67] * equilibrium_t[85];
        equilibrium_o[52] = equilibrium_t[87] + equilibrium_o[68];
        equilibrium_t[50] = equilibrium_t[32] * equilibrium_o[52];
        equilibrium_t[47] = equilibrium_t[95] + equilibrium_t[50];
        equilibrium_o[47] = (-0.4) * equilibrium_t[47];
        equilibrium_t[52] = equilibrium_o[76] + equilibrium_o[47];
        equilibrium_o[66] = -(equilibrium_t[52]);
        equilibrium_o[30] = equilibrium_o[76] + equilibrium_o[66];
        equilibrium_t[82] = 0.32 * equilibrium_t[84];
        equilibrium_t[51] = 0.28 * equilibrium_t[73];
        equilibrium_o[73] = -(equilibrium_t[54]);
        equilibrium_o[37] = (-0.196) * equilibrium_o[73];
        equilibrium_t[85] = equilibrium_o[54] * equilibrium_o[32];
        equilibrium_t[87] = equilibrium_o[55] * equilibrium_o[73];
        equilibrium_o[68] = equilibrium_t[53] + equilibrium_t[85] + equilibrium_t[87];
        equilibrium_o[52] = (-0.144) * equilibrium_o[68];
        equilibrium_t[50] = equilibrium_t[5] * equilibrium_t[54];
        equilibrium_t[95] = equilibrium_t[5] * equilibrium_o[73];
        equilibrium_t[47] = -(equilibrium_o[50]);
        equilibrium_o[47] =
            equilibrium_o[50] + equilibrium_t[50] + equilibrium_t[95] + equilibrium_t[47];
        equilibrium_t[52] = equilibrium_o[45] * equilibrium_o[47];
        equilibrium_o[66] = equilibrium_t[6] * equilibrium_o[68];
        equilibrium_t[84] = equilibrium_t[52] + equilibrium_o[66];
        equilibrium_o[32] = equilibrium_o[72] * equilibrium_t[84];
        equilibrium_t[85] = equilibrium_o[38] * equilibrium_o[68];
        equilibrium_t[87] = equilibrium_t[6] * equilibrium_o[47];
        equilibrium_t[54] = equilibrium_t[85] + equilibrium_t[87];
        equilibrium_t[47] = equilibrium_o[65] * equilibrium_t[54];
        equilibrium_t[50] = equilibrium_o[32] + equilibrium_t[47];
        equilibrium_o[50] = equilibrium_t[98] * equilibrium_t[50];
        equilibrium_t[95] = (-0.1) * equilibrium_t[84];
        equilibrium_t[52] = equilibrium_o[36] * equilibrium_t[54];
        equilibrium_o[66] = equilibrium_o[65] * equilibrium_t[84];
        equilibrium_t[85] = equilibrium_t[52] + equilibrium_o[66];
        equilibrium_t[87] = equilibrium_o[51] * equilibrium_t[85];
        equilibrium_t[47] = equilibrium_o[50] + equilibrium_t[95] + equilibrium_t[87];
        equilibrium_o[32] = equilibrium_o[48] * equilibrium_t[85];
        equilibrium_t[52] = equilibrium_o[40] * equilibrium_t[50];
        equilibrium_o[66] = 0.5 * equilibrium_t[54];
        equilibrium_o[50] = equilibrium_o[32] + equilibrium_t[52] + equilibrium_o[66];
        equilibrium_t[87] = equilibrium_o[38] * equilibrium_o[50];
        equilibrium_t[95] = 0.5 * equilibrium_t[84];
        equilibrium_t[54] = equilibrium_o[72] * equilibrium_t[50];
        equilibrium_o[32] = equilibrium_o[65] * equilibrium_t[85];
        equilibrium_t[52] = equilibrium_t[54] + equilibrium_o[32];
        equilibrium_o[66] = 0.4 * equilibrium_t[52];
        equilibrium_t[84] = equilibrium_t[95] + equilibrium_o[66];
        equilibrium_t[50] = equilibrium_t[6] * equilibrium_t[84];
        equilibrium_o[32] = equilibrium_t[87] + equilibrium_t[50];
        equilibrium_t[54] = (-0.24) * equilibrium_o[32];
        equilibrium_t[52] = equilibrium_o[52] + equilibrium_t[47] + equilibrium_t[54];
        equilibrium_o[66] = equilibrium_t[5] * equilibrium_o[43];
        equilibrium_t[95] = equilibrium_o[45] * equilibrium_t[84];
        equilibrium_t[50] = equilibrium_t[6] * equilibrium_o[50];
        equilibrium_t[87] = 0.6 * equilibrium_o[47];
        equilibrium_t[54] = equilibrium_t[95] + equilibrium_t[50] + equilibrium_t[87];
        equilibrium_o[52] = equilibrium_t[5] * equilibrium_t[54];
        equilibrium_t[84] = 0.6 * equilibrium_o[68];
        equilibrium_o[50] = equilibrium_o[32] + equilibrium_t[84];
        equilibrium_o[47] = equilibrium_o[55] * equilibrium_o[50];
        equilibrium_t[50] = equilibrium_o[52] + equilibrium_o[47];
        equilibrium_t[87] = equilibrium_o[66] + equilibrium_t[50];
        equilibrium_t[95] = (-0.28) * equilibrium_t[87];
        equilibrium_o[68] =
            equilibrium_t[51] + equilibrium_o[37] + equilibrium_t[52] + equilibrium_t[95];
        equilibrium_o[32] = equilibrium_o[54] * equilibrium_o[50];
        equilibrium_t[84] = equilibrium_o[55] * equilibrium_t[54];
        equilibrium_o[52] = equilibrium_o[64] + equilibrium_o[32] + equilibrium_t[84];
        equilibrium_o[47] = equilibrium_o[58] * equilibrium_o[52];
        equilibrium_t[50] = -(equilibrium_t[73]);
        equilibrium_t[51] = 0.7 * equilibrium_o[73];
        equilibrium_o[37] = equilibrium_t[87] + equilibrium_t[50] + equilibrium_t[51];
        equilibrium_t[95] = equilibrium_o[61] * equilibrium_o[37];
        equilibrium_o[50] = equilibrium_o[47] + equilibrium_t[95];
        equilibrium_t[54] = equilibrium_o[31] + equilibrium_o[50];
        equilibrium_o[32] = (-0.32) * equilibrium_t[54];
        equilibrium_o[64] = equilibrium_t[82] + equilibrium_o[68] + equilibrium_o[32];
        equilibrium_t[84] = equilibrium_o[61] * equilibrium_o[52];
        equilibrium_o[73] = equilibrium_o[58] * equilibrium_o[37];
        equilibrium_t[50] = equilibrium_o[59] + equilibrium_o[73];
        equilibrium_t[51] = -(equilibrium_t[50]);
        equilibrium_t[87] = equilibrium_t[84] + equilibrium_t[51];
        equilibrium_o[47] = equilibrium_t[1] * equilibrium_t[87];
        equilibrium_t[95] = equilibrium_t[77] + equilibrium_o[50];
        equilibrium_o[31] = equilibrium_t[0] * equilibrium_t[95];
        equilibrium_t[54] = equilibrium_o[47] + equilibrium_o[31];
        equilibrium_o[32] = (-0.36) * equilibrium_t[54];
        equilibrium_t[82] = equilibrium_o[64] + equilibrium_o[32];
        equilibrium_o[52] = equilibrium_o[46] * equilibrium_t[95];
        equilibrium_o[37] = equilibrium_t[0] * equilibrium_t[87];
        equilibrium_o[73] = equilibrium_o[52] + equilibrium_o[37];
        equilibrium_o[59] = equilibrium_o[67] * equilibrium_o[73];
        equilibrium_t[50] = equilibrium_t[32] * equilibrium_t[54];
        equilibrium_t[51] = equilibrium_o[59] + equilibrium_t[50];
        equilibrium_t[84] = (-0.4) * equilibrium_t[51];
        equilibrium_o[50] = equilibrium_t[82] + equilibrium_t[84];
        equilibrium_t[77] = -(equilibrium_o[50]);
        equilibrium_o[31] = equilibrium_t[82] + equilibrium_t[77];
        equilibrium_o[47] = 0.28 * equilibrium_o[66];
        equilibrium_o[32] = 0.24 * equilibrium_o[44];
        equilibrium_t[95] = -(equilibrium_t[53]);
        equilibrium_t[87] = (-0.144) * equilibrium_t[95];
        equilibrium_o[52] = equilibrium_o[45] * equilibrium_t[56];
        equilibrium_o[37] = equilibrium_t[6] * equilibrium_t[95];
        equilibrium_o[73] = equilibrium_t[61] + equilibrium_o[52] + equilibrium_o[37];
        equilibrium_t[54] = equilibrium_o[72] * equilibrium_o[73];
        equilibrium_t[50] = equilibrium_o[38] * equilibrium_t[53];
        equilibrium_o[59] = equilibrium_o[38] * equilibrium_t[95];
        equilibrium_t[51] = -(equilibrium_t[58]);
        equilibrium_t[84] =
            equilibrium_t[58] + equilibrium_t[50] + equilibrium_o[59] + equilibrium_t[51];
        equilibrium_o[50] = equilibrium_o[65] * equilibrium_t[84];
        equilibrium_t[77] = equilibrium_t[54] + equilibrium_o[50];
        equilibrium_o[66] = equilibrium_t[98] * equilibrium_t[77];
        equilibrium_t[56] = (-0.1) * equilibrium_o[73];
        equilibrium_o[52] = equilibrium_o[36] * equilibrium_t[84];
        equilibrium_o[37] = equilibrium_o[65] * equilibrium_o[73];
        equilibrium_t[53] = equilibrium_o[52] + equilibrium_o[37];
        equilibrium_t[50] = equilibrium_o[51] * equilibrium_t[53];
        equilibrium_t[51] = equilibrium_o[66] + equilibrium_t[56] + equilibrium_t[50];
        equilibrium_t[58] = equilibrium_o[38] * equilibrium_o[33];
        equilibrium_o[59] = equilibrium_o[48] * equilibrium_t[53];
        equilibrium_t[54] = equilibrium_o[40] * equilibrium_t[77];
        equilibrium_o[50] = 0.5 * equilibrium_t[84];
        equilibrium_t[98] = equilibrium_o[59] + equilibrium_t[54] + equilibrium_o[50];
        equilibrium_o[52] = equilibrium_o[38] * equilibrium_t[98];
        equilibrium_o[37] = 0.5 * equilibrium_o[73];
        equilibrium_t[50] = equilibrium_o[72] * equilibrium_t[77];
        equilibrium_t[56] = equilibrium_o[65] * equilibrium_t[53];
        equilibrium_o[66] = equilibrium_t[50] + equilibrium_t[56];
        equilibrium_o[33] = 0.4 * equilibrium_o[66];
        equilibrium_t[84] = equilibrium_o[37] + equilibrium_o[33];
        equilibrium_t[54] = equilibrium_t[6] * equilibrium_t[84];
        equilibrium_o[50] = equilibrium_o[52] + equilibrium_t[54];
        equilibrium_o[59] = equilibrium_t[58] + equilibrium_o[50];
        equilibrium_o[73] = (-0.24) * equilibrium_o[59];
        equilibrium_t[77] =
            equilibrium_o[32] + equilibrium_t[87] + equilibrium_t[51] + equilibrium_o[73];
        equilibrium_t[50] = equilibrium_o[45] * equilibrium_t[84];
        equilibrium_t[56] = equilibrium_t[6] * equilibrium_t[98];
        equilibrium_o[66] = equilibrium_o[43] + equilibrium_t[50] + equilibrium_t[56];
        equilibrium_o[33] = equilibrium_t[5] * equilibrium_o[66];
        equilibrium_o[37] = -(equilibrium_o[44]);
        equilibrium_t[54] = 0.6 * equilibrium_t[95];
        equilibrium_o[52] = equilibrium_o[59] + equilibrium_o[37] + equilibrium_t[54];
        equilibrium_o[50] = equilibrium_o[55] * equilibrium_o[52];
        equilibrium_o[73] = equilibrium_o[33] + equilibrium_o[50];
        equilibrium_o[32] = equilibrium_t[73] + equilibrium_o[73];
        equilibrium_t[87] = (-0.28) * equilibrium_o[32];
        equilibrium_t[84] = equilibrium_o[47] + equilibrium_t[77] + equilibrium_t[87];
        equilibrium_t[98] = equilibrium_o[55] * equilibrium_o[66];
        equilibrium_t[50] = equilibrium_t[5] * equilibrium_o[52];
        equilibrium_t[56] = equilibrium_o[39] + equilibrium_t[50];
        equilibrium_o[43] = -(equilibrium_t[56]);
        equilibrium_t[95] = equilibrium_t[98] + equilibrium_o[43];
        equilibrium_t[54] = equilibrium_o[58] * equilibrium_t[95];
        equilibrium_o[59] = equilibrium_t[78] + equilibrium_o[73];
        equilibrium_o[37] = equilibrium_o[61] * equilibrium_o[59];
        equilibrium_o[50] = equilibrium_t[54] + equilibrium_o[37];
        equilibrium_o[33] = (-0.32) * equilibrium_o[50];
        equilibrium_t[73] = equilibrium_t[84] + equilibrium_o[33];
        equilibrium_o[32] = equilibrium_o[60] * equilibrium_o[59];
        equilibrium_o[47] = equilibrium_o[61] * equilibrium_t[95];
        equilibrium_t[87] = equilibrium_o[32] + equilibrium_o[47];
        equilibrium_o[66] = equilibrium_t[1] * equilibrium_t[87];
        equilibrium_o[52] = equilibrium_t[0] * equilibrium_o[50];
        equilibrium_t[50] = equilibrium_o[66] + equilibrium_o[52];
        equilibrium_o[39] = (-0.36) * equilibrium_t[50];
        equilibrium_t[56] = equilibrium_t[73] + equilibrium_o[39];
        equilibrium_o[43] = equilibrium_o[46] * equilibrium_o[50];
        equilibrium_t[98] = equilibrium_t[0] * equilibrium_t[87];
        equilibrium_o[73] = equilibrium_o[43] + equilibrium_t[98];
        equilibrium_t[78] = equilibrium_o[67] * equilibrium_o[73];
        equilibrium_t[54] = equilibrium_t[32] * equilibrium_t[50];
        equilibrium_o[37] = equilibrium_t[78] + equilibrium_t[54];
        equilibrium_o[33] = (-0.4) * equilibrium_o[37];
        equilibrium_o[59] = equilibrium_t[56] + equilibrium_o[33];
        equilibrium_t[95] = -(equilibrium_o[59]);
        equilibrium_o[32] = equilibrium_t[56] + equilibrium_t[95];
        equilibrium_o[47] = 0.24 * equilibrium_t[58];
        equilibrium_o[52] = equilibrium_o[65] * equilibrium_o[34];
        equilibrium_o[66] = 0.08 * equilibrium_o[52];
        equilibrium_o[39] = -(equilibrium_t[61]);
        equilibrium_o[50] = (-0.1) * equilibrium_o[39];
        equilibrium_t[87] = equilibrium_t[55] * equilibrium_o[36];
        equilibrium_o[43] = equilibrium_o[65] * equilibrium_o[39];
        equilibrium_t[98] = equilibrium_o[34] + equilibrium_t[87] + equilibrium_o[43];
        equilibrium_o[73] = equilibrium_o[51] * equilibrium_t[98];
        equilibrium_t[50] = equilibrium_o[72] * equilibrium_o[69];
        equilibrium_t[54] = equilibrium_o[72] * equilibrium_t[61];
        equilibrium_t[78] = equilibrium_o[72] * equilibrium_o[39];
        equilibrium_o[37] = -(equilibrium_o[71]);
        equilibrium_o[33] =
            equilibrium_o[71] + equilibrium_t[54] + equilibrium_t[78] + equilibrium_o[37];
        equilibrium_o[59] = equilibrium_o[72] * equilibrium_o[33];
        equilibrium_t[95] = equilibrium_t[50] + equilibrium_o[59];
        equilibrium_t[58] = (-0.08) * equilibrium_t[95];
        equilibrium_t[55] =
            equilibrium_o[66] + equilibrium_o[50] + equilibrium_o[73] + equilibrium_t[58];
        equilibrium_o[36] = equilibrium_o[48] * equilibrium_t[98];
        equilibrium_o[43] = equilibrium_o[65] * equilibrium_o[33];
        equilibrium_t[87] = equilibrium_o[57] + equilibrium_o[43];
        equilibrium_t[61] = 0.4 * equilibrium_t[87];
        equilibrium_t[54] = equilibrium_o[41] + equilibrium_o[36] + equilibrium_t[61];
        equilibrium_o[71] = equilibrium_o[38] * equilibrium_t[54];
        equilibrium_t[78] = (-0.4) * equilibrium_o[52];
        equilibrium_o[37] = 0.5 * equilibrium_o[39];
        equilibrium_o[59] = equilibrium_o[65] * equilibrium_t[98];
        equilibrium_o[73] = equilibrium_t[95] + equilibrium_o[59];
        equilibrium_o[50] = 0.4 * equilibrium_o[73];
        equilibrium_t[58] = equilibrium_t[78] + equilibrium_o[37] + equilibrium_o[50];
        equilibrium_o[66] = equilibrium_t[6] * equilibrium_t[58];
        equilibrium_o[48] = equilibrium_o[71] + equilibrium_o[66];
        equilibrium_o[33] = equilibrium_o[44] + equilibrium_o[48];
        equilibrium_o[43] = (-0.24) * equilibrium_o[33];
        equilibrium_t[87] = equilibrium_o[47] + equilibrium_t[55] + equilibrium_o[43];
        equilibrium_o[41] = equilibrium_t[6] * equilibrium_t[54];
        equilibrium_t[61] = equilibrium_o[38] * equilibrium_t[58];
        equilibrium_o[36] = equilibrium_t[71] + equilibrium_t[61];
        equilibrium_o[39] = -(equilibrium_o[36]);
        equilibrium_o[59] = equilibrium_o[41] + equilibrium_o[39];
        equilibrium_t[95] = equilibrium_t[5] * equilibrium_o[59];
        equilibrium_o[73] = equilibrium_o[53] + equilibrium_o[48];
        equilibrium_o[50] = equilibrium_o[55] * equilibrium_o[73];
        equilibrium_t[78] = equilibrium_t[95] + equilibrium_o[50];
        equilibrium_o[37] = (-0.28) * equilibrium_t[78];
        equilibrium_o[71] = equilibrium_t[87] + equilibrium_o[37];
        equilibrium_o[66] = equilibrium_o[54] * equilibrium_o[73];
        equilibrium_o[44] = equilibrium_o[55] * equilibrium_o[59];
        equilibrium_o[33] = equilibrium_o[66] + equilibrium_o[44];
        equilibrium_o[43] = equilibrium_o[58] * equilibrium_o[33];
        equilibrium_o[47] = equilibrium_o[61] * equilibrium_t[78];
        equilibrium_t[54] = equilibrium_o[43] + equilibrium_o[47];
        equilibrium_t[58] = (-0.32) * equilibrium_t[54];
        equilibrium_t[61] = equilibrium_o[71] + equilibrium_t[58];
        equilibrium_t[71] = equilibrium_o[60] * equilibrium_t[78];
        equilibrium_o[36] = equilibrium_o[61] * equilibrium_o[33];
        equilibrium_o[41] = equilibrium_t[71] + equilibrium_o[36];
        equilibrium_o[39] = equilibrium_t[1] * equilibrium_o[41];
        equilibrium_o[53] = equilibrium_t[0] * equilibrium_t[54];
        equilibrium_o[48] = equilibrium_o[39] + equilibrium_o[53];
        equilibrium_o[50] = (-0.36) * equilibrium_o[48];
        equilibrium_t[95] = equilibrium_t[61] + equilibrium_o[50];
        equilibrium_o[37] = equilibrium_o[46] * equilibrium_t[54];
        equilibrium_o[73] = equilibrium_t[0] * equilibrium_o[41];
        equilibrium_o[59] = equilibrium_o[37] + equilibrium_o[73];
        equilibrium_o[44] = equilibrium_o[67] * equilibrium_o[59];
        equilibrium_o[66] = equilibrium_t[32] * equilibrium_o[48];
        equilibrium_o[43] = equilibrium_o[44] + equilibrium_o[66];
        equilibrium_o[47] = (-0.4) * equilibrium_o[43];
        equilibrium_t[58] = equilibrium_t[95] + equilibrium_o[47];
        equilibrium_t[78] = -(equilibrium_t[58]);
        equilibrium_o[33] = equilibrium_t[95] + equilibrium_t[78];
        equilibrium_o[36] = 0.08 * equilibrium_t[50];
        equilibrium_t[71] = -(equilibrium_o[34]);
        equilibrium_o[53] = equilibrium_o[51] * equilibrium_t[71];
        equilibrium_o[39] = equilibrium_o[52] + equilibrium_t[50];
        equilibrium_o[50] = (-0.08) * equilibrium_o[39];
        equilibrium_t[54] = equilibrium_o[36] + equilibrium_o[53] + equilibrium_o[50];
        equilibrium_o[41] = equilibrium_o[69] * equilibrium_o[40];
        equilibrium_o[73] = equilibrium_o[72] * equilibrium_t[71];
        equilibrium_o[37] = equilibrium_o[57] + equilibrium_o[73];
        equilibrium_o[59] = (-0.4) * equilibrium_o[37];
        equilibrium_o[48] = equilibrium_o[41] + equilibrium_o[59];
        equilibrium_o[44] = equilibrium_o[38] * equilibrium_o[48];
        equilibrium_o[66] = equilibrium_o[65] * equilibrium_t[71];
        equilibrium_o[43] = equilibrium_o[39] + equilibrium_o[66];
        equilibrium_o[47] = 0.4 * equilibrium_o[43];
        equilibrium_t[58] = equilibrium_o[62] + equilibrium_o[47];
        equilibrium_t[78] = equilibrium_t[6] * equilibrium_t[58];
        equilibrium_o[34] = equilibrium_o[44] + equilibrium_t[78];
        equilibrium_o[51] = (-0.24) * equilibrium_o[34];
        equilibrium_t[50] = equilibrium_t[54] + equilibrium_o[51];
        equilibrium_o[52] = equilibrium_o[45] * equilibrium_t[58];
        equilibrium_o[50] = equilibrium_t[6] * equilibrium_o[48];
        equilibrium_o[36] = equilibrium_o[52] + equilibrium_o[50];
        equilibrium_o[53] = equilibrium_t[5] * equilibrium_o[36];
        equilibrium_o[69] = equilibrium_o[55] * equilibrium_o[34];
        equilibrium_o[40] = equilibrium_o[53] + equilibrium_o[69];
        equilibrium_o[72] = (-0.28) * equilibrium_o[40];
        equilibrium_o[73] = equilibrium_t[50] + equilibrium_o[72];
        equilibrium_o[57] = equilibrium_o[54] * equilibrium_o[34];
        equilibrium_o[37] = equilibrium_o[55] * equilibrium_o[36];
        equilibrium_o[41] = equilibrium_o[57] + equilibrium_o[37];
        equilibrium_o[59] = equilibrium_o[58] * equilibrium_o[41];
        equilibrium_o[38] = equilibrium_o[61] * equilibrium_o[40];
        equilibrium_o[65] = equilibrium_o[59] + equilibrium_o[38];
        equilibrium_o[39] = (-0.32) * equilibrium_o[65];
        equilibrium_o[66] = equilibrium_o[73] + equilibrium_o[39];
        equilibrium_o[43] = equilibrium_o[60] * equilibrium_o[40];
        equilibrium_o[62] = equilibrium_o[61] * equilibrium_o[41];
        equilibrium_o[47] = equilibrium_o[43] + equilibrium_o[62];
        equilibrium_o[44] = equilibrium_t[1] * equilibrium_o[47];
        equilibrium_t[78] = equilibrium_t[0] * equilibrium_o[65];
        equilibrium_o[51] = equilibrium_o[44] + equilibrium_t[78];
        equilibrium_o[45] = (-0.36) * equilibrium_o[51];
        equilibrium_t[58] = equilibrium_o[66] + equilibrium_o[45];
        equilibrium_t[6] = equilibrium_o[46] * equilibrium_o[65];
        equilibrium_o[48] = equilibrium_t[0] * equilibrium_o[47];
        equilibrium_o[50] = equilibrium_t[6] + equilibrium_o[48];
        equilibrium_o[52] = equilibrium_o[67] * equilibrium_o[50];
        equilibrium_t[5] = equilibrium_t[32] * equilibrium_o[51];
        equilibrium_o[69] = equilibrium_o[52] + equilibrium_t[5];
        equilibrium_o[53] = (-0.4) * equilibrium_o[69];
        equilibrium_o[72] = equilibrium_t[58] + equilibrium_o[53];
        equilibrium_o[54] = -(equilibrium_o[72]);
        equilibrium_o[34] = equilibrium_t[58] + equilibrium_o[54];
        equilibrium_o[55] = -(equilibrium_o[74]);
        equilibrium_o[36] = equilibrium_t[91] + equilibrium_o[55];
        equilibrium_o[57] = -(equilibrium_o[76]);
        equilibrium_o[37] = equilibrium_t[88] + equilibrium_o[57];
        equilibrium_o[58] = -(equilibrium_t[82]);
        equilibrium_o[38] = equilibrium_o[64] + equilibrium_o[58];
        equilibrium_o[59] = -(equilibrium_t[56]);
        equilibrium_o[39] = equilibrium_t[73] + equilibrium_o[59];
        equilibrium_o[60] = -(equilibrium_t[95]);
        equilibrium_o[40] = equilibrium_t[61] + equilibrium_o[60];
        equilibrium_o[61] = -(equilibrium_t[58]);
        equilibrium_o[41] = equilibrium_o[66] + equilibrium_o[61];
        equilibrium_o[62] = -(equilibrium_t[91]);
        equilibrium_o[43] = equilibrium_t[103] + equilibrium_o[62];
        equilibrium_t[1] = -(equilibrium_t[88]);
        equilibrium_o[44] = equilibrium_t[46] + equilibrium_t[1];
        equilibrium_t[78] = -(equilibrium_o[64]);
        equilibrium_o[45] = equilibrium_o[68] + equilibrium_t[78];
        equilibrium_o[65] = -(equilibrium_t[73]);
        equilibrium_o[46] = equilibrium_t[84] + equilibrium_o[65];
        equilibrium_t[0] = -(equilibrium_t[61]);
        equilibrium_o[47] = equilibrium_o[71] + equilibrium_t[0];
        equilibrium_t[6] = -(equilibrium_o[66]);
        equilibrium_o[48] = equilibrium_o[73] + equilibrium_t[6];
        equilibrium_o[67] = -(equilibrium_t[103]);
        equilibrium_o[50] = equilibrium_o[75] + equilibrium_o[67];
        equilibrium_t[32] = -(equilibrium_t[46]);
        equilibrium_o[51] = equilibrium_t[48] + equilibrium_t[32];
        equilibrium_t[5] = -(equilibrium_o[68]);
        equilibrium_o[52] = equilibrium_t[52] + equilibrium_t[5];
        equilibrium_o[69] = -(equilibrium_t[84]);
        equilibrium_o[53] = equilibrium_t[77] + equilibrium_o[69];
        equilibrium_o[72] = -(equilibrium_o[71]);
        equilibrium_o[54] = equilibrium_t[87] + equilibrium_o[72];
        equilibrium_o[74] = -(equilibrium_o[73]);
        equilibrium_o[55] = equilibrium_t[50] + equilibrium_o[74];
        equilibrium_o[76] = -(equilibrium_o[75]);
        equilibrium_o[57] = equilibrium_t[99] + equilibrium_o[76];
        equilibrium_t[82] = -(equilibrium_t[48]);
        equilibrium_o[58] = equilibrium_t[93] + equilibrium_t[82];
        equilibrium_t[56] = -(equilibrium_t[52]);
        equilibrium_o[59] = equilibrium_t[47] + equilibrium_t[56];
        equilibrium_t[95] = -(equilibrium_t[77]);
        equilibrium_o[60] = equilibrium_t[51] + equilibrium_t[95];
        equilibrium_t[58] = -(equilibrium_t[87]);
        equilibrium_o[61] = equilibrium_t[55] + equilibrium_t[58];
        equilibrium_t[91] = -(equilibrium_t[50]);
        equilibrium_o[62] = equilibrium_t[54] + equilibrium_t[91];
        equilibrium_t[88] = (-0.064) * equilibrium_t[101];
        equilibrium_t[1] = -(equilibrium_t[99]);
        equilibrium_o[64] = equilibrium_t[88] + equilibrium_t[1];
        equilibrium_t[78] = (-0.064) * equilibrium_t[97];
        equilibrium_t[73] = -(equilibrium_t[93]);
        equilibrium_o[65] = equilibrium_t[78] + equilibrium_t[73];
        equilibrium_t[61] = (-0.064) * equilibrium_t[85];
        equilibrium_t[0] = -(equilibrium_t[47]);
        equilibrium_o[66] = equilibrium_t[61] + equilibrium_t[0];
        equilibrium_t[6] = (-0.064) * equilibrium_t[53];
        equilibrium_t[103] = -(equilibrium_t[51]);
        equilibrium_o[67] = equilibrium_t[6] + equilibrium_t[103];
        equilibrium_t[46] = (-0.064) * equilibrium_t[98];
        equilibrium_t[32] = -(equilibrium_t[55]);
        equilibrium_o[68] = equilibrium_t[46] + equilibrium_t[32];
        equilibrium_t[5] = (-0.064) * equilibrium_t[71];
        equilibrium_t[84] = -(equilibrium_t[54]);
        equilibrium_o[69] = equilibrium_t[5] + equilibrium_t[84];
        equilibrium_o[71] = 0.064 * equilibrium_t[101];
        equilibrium_o[72] = 0.064 * equilibrium_t[97];
        equilibrium_o[73] = 0.064 * equilibrium_t[85];
        equilibrium_o[74] = 0.064 * equilibrium_t[53];
        equilibrium_o[75] = 0.064 * equilibrium_t[98];
        equilibrium_o[76] = 0.064 * equilibrium_t[71];
        equilibrium_o[27] = 0.01024;
        equilibrium_o[35] = 0.0;
        equilibrium_o[42] = 0.0;
        equilibrium_o[49] = 0.0;
        equilibrium_o[56] = 0.0;
        equilibrium_o[63] = 0.0;
        equilibrium_o[70] = 0.0;
        let l_0_0 = (equilibrium_o[0]).sqrt();
        let il_0 = 1.0 / l_0_0;
        let l_1_0 = (equilibrium_o[1]) * il_0;
        let l_2_0 = (equilibrium_o[2]) * il_0;
        let l_3_0 = (equilibrium_o[3]) * il_0;
        let l_4_0 = (equilibrium_o[4]) * il_0;
        let l_5_0 = (equilibrium_o[5]) * il_0;
        let l_6_0 = (equilibrium_o[6]) * il_0;
        let l_1_1 = (equilibrium_o[7] - l_1_0 * l_1_0).sqrt();
        let il_1 = 1.0 / l_1_1;
        let l_2_1 = (equilibrium_o[8] - l_2_0 * l_1_0) * il_1;
        let l_3_1 = (equilibrium_o[9] - l_3_0 * l_1_0) * il_1;
        let l_4_1 = (equilibrium_o[10] - l_4_0 * l_1_0) * il_1;
        let l_5_1 = (equilibrium_o[11] - l_5_0 * l_1_0) * il_1;
        let l_6_1 = (equilibrium_o[12] - l_6_0 * l_1_0) * il_1;
        let l_2_2 = (equilibrium_o[13] - l_2_0 * l_2_0 - l_2_1 * l_2_1).sqrt();
        let il_2 = 1.0 / l_2_2;
        let l_3_2 = (equilibrium_o[14] - l_3_0 * l_2_0 - l_3_1 * l_2_1) * il_2;
        let l_4_2 = (equilibrium_o[15] - l_4_0 * l_2_0 - l_4_1 * l_2_1) * il_2;
        let l_5_2 = (equilibrium_o[16] - l_5_0 * l_2_0 - l_5_1 * l_2_1) * il_2;
        let l_6_2 = (equilibrium_o[17] - l_6_0 * l_2_0 - l_6_1 * l_2_1) * il_2;
        let l_3_3 = (equilibrium_o[18] - l_3_0 * l_3_0 - l_3_1 * l_3_1 - l_3_2 * l_3_2).sqrt();
        let il_3 = 1.0 / l_3_3;
        let l_4_3 = (equilibrium_o[19] - l_4_0 * l_3_0 - l_4_1 * l_3_1 - l_4_2 * l_3_2) * il_3;
        let l_5_3 = (equilibrium_o[20] - l_5_0 * l_3_0 - l_5_1 * l_3_1 - l_5_2 * l_3_2) * il_3;
        let l_6_3 = (equilibrium_o[21] - l_6_0 * l_3_0 - l_6_1 * l_3_1 - l_6_2 * l_3_2) * il_3;
        let l_4_4 =
            (equilibrium_o[22] - l_4_0 * l_4_0 - l_4_1 * l_4_1 - l_4_2 * l_4_2 - l_4_3 * l_4_3)
                .sqrt();
        let il_4 = 1.0 / l_4_4;
        let l_5_4 =
            (equilibrium_o[23] - l_5_0 * l_4_0 - l_5_1 * l_4_1 - l_5_2 * l_4_2 - l_5_3 * l_4_3)
                * il_4;
        let l_6_4 =
            (equilibrium_o[24] - l_6_0 * l_4_0 - l_6_1 * l_4_1 - l_6_2 * l_4_2 - l_6_3 * l_4_3)
                * il_4;
        let l_5_5 = (equilibrium_o[25]
            - l_5_0 * l_5_0
            - l_5_1 * l_5_1
            - l_5_2 * l_5_2
            - l_5_3 * l_5_3
            - l_5_4 * l_5_4)
            .sqrt();
        let il_5 = 1.0 / l_5_5;
        let l_6_5 = (equilibrium_o[26]
            - l_6_0 * l_5_0
            - l_6_1 * l_5_1
            - l_6_2 * l_5_2
            - l_6_3 * l_5_3
            - l_6_4 * l_5_4)
            * il_5;
        let l_6_6 = (equilibrium_o[27]
            - l_6_0 * l_6_0
            - l_6_1 * l_6_1
            - l_6_2 * l_6_2
            - l_6_3 * l_6_3
            - l_6_4 * l_6_4
            - l_6_5 * l_6_5)
            .sqrt();
        let il_6 = 1.0 / l_6_6;
        let dg_dq = ::chaindyn::nalgebra::SMatrix::<f64, 7, 7>::from_row_slice(&[
            equilibrium_o[28],
            equilibrium_o[29],
            equilibrium_o[30],
            equilibrium_o[31],
            equilibrium_o[32],
            equilibrium_o[33],
            equilibrium_o[34],
            equilibrium_o[35],
            equilibrium_o[36],
            equilibrium_o[37],
            equilibrium_o[38],
            equilibrium_o[39],
            equilibrium_o[40],
            equilibrium_o[41],
            equilibrium_o[42],
            equilibrium_o[43],
            equilibrium_o[44],
            equilibrium_o[45],
            equilibrium_o[46],
            equilibrium_o[47],
            equilibrium_o[48],
            equilibrium_o[49],
            equilibrium_o[50],
            equilibrium_o[51],
            equilibrium_o[52],
            equilibrium_o[53],
            equilibrium_o[54],
            equilibrium_o[55],
            equilibrium_o[56],
            equilibrium_o[57],
            equilibrium_o[58],
            equilibrium_o[59],
            equilibrium_o[60],
            equilibrium_o[61],
            equilibrium_o[62],
            equilibrium_o[63],
            equilibrium_o[64],
            equilibrium_o[65],
            equilibrium_o[66],
            equilibrium_o[67],
            equilibrium_o[68],
            equilibrium_o[69],
            equilibrium_o[70],
            equilibrium_o[71],
            equilibrium_o[72],
            equilibrium_o[73],
            equilibrium_o[74],
            equilibrium_o[75],
            equilibrium_o[76],
        ]);
        let z_0_0 = il_0;
        let z_1_0 = -(0.0 + l_1_0 * z_0_0) * il_1;
        let z_2_0 = -(0.0 + l_2_0 * z_0_0 + l_2_1 * z_1_0) * il_2;
        let z_3_0 = -(0.0 + l_3_0 * z_0_0 + l_3_1 * z_1_0 + l_3_2 * z_2_0) * il_3;
        let z_4_0 = -(0.0 + l_4_0 * z_0_0 + l_4_1 * z_1_0 + l_4_2 * z_2_0 + l_4_3 * z_3_0) * il_4;
        let z_5_0 =
            -(0.0 + l_5_0 * z_0_0 + l_5_1 * z_1_0 + l_5_2 * z_2_0 + l_5_3 * z_3_0 + l_5_4 * z_4_0)
                * il_5;
        let z_6_0 = -(0.0
            + l_6_0 * z_0_0
            + l_6_1 * z_1_0
            + l_6_2 * z_2_0
            + l_6_3 * z_3_0
            + l_6_4 * z_4_0
            + l_6_5 * z_5_0)
            * il_6;
        let z_1_1 = il_1;
        let z_2_1 = -(0.0 + l_2_1 * z_1_1) * il_2;
        let z_3_1 = -(0.0 + l_3_1 * z_1_1 + l_3_2 * z_2_1) * il_3;
        let z_4_1 = -(0.0 + l_4_1 * z_1_1 + l_4_2 * z_2_1 + l_4_3 * z_3_1) * il_4;
        let z_5_1 = -(0.0 + l_5_1 * z_1_1 + l_5_2 * z_2_1 + l_5_3 * z_3_1 + l_5_4 * z_4_1) * il_5;
        let z_6_1 =
            -(0.0 + l_6_1 * z_1_1 + l_6_2 * z_2_1 + l_6_3 * z_3_1 + l_6_4 * z_4_1 + l_6_5 * z_5_1)
                * il_6;
        let z_2_2 = il_2;
        let z_3_2 = -(0.0 + l_3_2 * z_2_2) * il_3;
        let z_4_2 = -(0.0 + l_4_2 * z_2_2 + l_4_3 * z_3_2) * il_4;
        let z_5_2 = -(0.0 + l_5_2 * z_2_2 + l_5_3 * z_3_2 + l_5_4 * z_4_2) * il_5;
        let z_6_2 = -(0.0 + l_6_2 * z_2_2 + l_6_3 * z_3_2 + l_6_4 * z_4_2 + l_6_5 * z_5_2) * il_6;
        let z_3_3 = il_3;
        let z_4_3 = -(0.0 + l_4_3 * z_3_3) * il_4;
        let z_5_3 = -(0.0 + l_5_3 * z_3_3 + l_5_4 * z_4_3) * il_5;
        let z_6_3 = -(0.0 + l_6_3 * z_3_3 + l_6_4 * z_4_3 + l_6_5 * z_5_3) * il_6;
        let z_4_4 = il_4;
        let z_5_4 = -(0.0 + l_5_4 * z_4_4) * il_5;
        let z_6_4 = -(0.0 + l_6_4 * z_4_4 + l_6_5 * z_5_4) * il_6;
        let z_5_5 = il_5;
        let z_6_5 = -(0.0 + l_6_5 * z_5_5) * il_6;
        let z_6_6 = il_6;
        let minv = ::chaindyn::nalgebra::SMatrix::<f64, 7, 7>::from_row_slice(&[
            z_0_0 * z_0_0
                + z_1_0 * z_1_0
                + z_2_0 * z_2_0
                + z_3_0 * z_3_0
                + z_4_0 * z_4_0
                + z_5_0 * z_5_0
                + z_6_0 * z_6_0,
            z_1_0 * z_1_1
                + z_2_0 * z_2_1
                + z_3_0 * z_3_1
                + z_4_0 * z_4_1
                + z_5_0 * z_5_1
                + z_6_0 * z_6_1,
            z_2_0 * z_2_2 + z_3_0 * z_3_2 + z_4_0 * z_4_2 + z_5_0 * z_5_2 + z_6_0 * z_6_2,
            z_3_0 * z_3_3 + z_4_0 * z_4_3 + z_5_0 * z_5_3 + z_6_0 * z_6_3,
            z_4_0 * z_4_4 + z_5_0 * z_5_4 + z_6_0 * z_6_4,
            z_5_0 * z_5_5 + z_6_0 * z_6_5,
            z_6_0 * z_6_6,
            z_1_1 * z_1_0
                + z_2_1 * z_2_0
                + z_3_1 * z_3_0
                + z_4_1 * z_4_0
                + z_5_1 * z_5_0
                + z_6_1 * z_6_0,
            z_1_1 * z_1_1
                + z_2_1 * z_2_1
                + z_3_1 * z_3_1
                + z_4_1 * z_4_1
                + z_5_1 * z_5_1
                + z_6_1 * z_6_1,
            z_2_1 * z_2_2 + z_3_1 * z_3_2 + z_4_1 * z_4_2 + z_5_1 * z_5_2 + z_6_1 * z_6_2,
            z_3_1 * z_3_3 + z_4_1 * z_4_3 + z_5_1 * z_5_3 + z_6_1 * z_6_3,
            z_4_1 * z_4_4 + z_5_1 * z_5_4 + z_6_1 * z_6_4,
            z_5_1 * z_5_5 + z_6_1 * z_6_5,
            z_6_1 * z_6_6,
            z_2_2 * z_2_0 + z_3_2 * z_3_0 + z_4_2 * z_4_0 + z_5_2 * z_5_0 + z_6_2 * z_6_0,
            z_2_2 * z_2_1 + z_3_2 * z_3_1 + z_4_2 * z_4_1 + z_5_2 * z_5_1 + z_6_2 * z_6_1,
            z_2_2 * z_2_2 + z_3_2 * z_3_2 + z_4_2 * z_4_2 + z_5_2 * z_5_2 + z_6_2 * z_6_2,
            z_3_2 * z_3_3 + z_4_2 * z_4_3 + z_5_2 * z_5_3 + z_6_2 * z_6_3,
            z_4_2 * z_4_4 + z_5_2 * z_5_4 + z_6_2 * z_6_4,
            z_5_2 * z_5_5 + z_6_2 * z_6_5,
            z_6_2 * z_6_6,
            z_3_3 * z_3_0 + z_4_3 * z_4_0 + z_5_3 * z_5_0 + z_6_3 * z_6_0,
            z_3_3 * z_3_1 + z_4_3 * z_4_1 + z_5_3 * z_5_1 + z_6_3 * z_6_1,
            z_3_3 * z_3_2 + z_4_3 * z_4_2 + z_5_3 * z_5_2 + z_6_3 * z_6_2,
            z_3_3 * z_3_3 + z_4_3 * z_4_3 + z_5_3 * z_5_3 + z_6_3 * z_6_3,
            z_4_3 * z_4_4 + z_5_3 * z_5_4 + z_6_3 * z_6_4,
            z_5_3 * z_5_5 + z_6_3 * z_6_5,
            z_6_3 * z_6_6,
            z_4_4 * z_4_0 + z_5_4 * z_5_0 + z_6_4 * z_6_0,
            z_4_4 * z_4_1 + z_5_4 * z_5_1 + z_6_4 * z_6_1,
            z_4_4 * z_4_2 + z_5_4 * z_5_2 + z_6_4 * z_6_2,
            z_4_4 * z_4_3 + z_5_4 * z_5_3 + z_6_4 * z_6_3,
            z_4_4 * z_4_4 + z_5_4 * z_5_4 + z_6_4 * z_6_4,
            z_5_4 * z_5_5 + z_6_4 * z_6_5,
            z_6_4 * z_6_6,
            z_5_5 * z_5_0 + z_6_5 * z_6_0,
            z_5_5 * z_5_1 + z_6_5 * z_6_1,
            z_5_5 * z_5_2 + z_6_5 * z_6_2,
            z_5_5 * z_5_3 + z_6_5 * z_6_3,
            z_5_5 * z_5_4 + z_6_5 * z_6_4,
            z_5_5 * z_5_5 + z_6_5 * z_6_5,
            z_6_5 * z_6_6,
            z_6_6 * z_6_0,
            z_6_6 * z_6_1,
            z_6_6 * z_6_2,
            z_6_6 * z_6_3,
            z_6_6 * z_6_4,
            z_6_6 * z_6_5,
            z_6_6 * z_6_6,
        ]);
        ::chaindyn::Linearized {
            dqdd_dq: -(minv * dg_dq),
            dqdd_dqd: ::chaindyn::nalgebra::SMatrix::<f64, 7, 7>::zeros(),
            minv,
            qdd: ::chaindyn::nalgebra::SVector::<f64, 7>::zeros(),
        }
    }
    /// The same chain for the runtime's recursive reference algorithms (allocates; not
    /// for control loops).
    fn chain(&self) -> ::chaindyn::Chain {
        ::chaindyn::model::Chain {
            parents: ::chaindyn::model::serial_parents(7),
            links: ::std::vec![
                ::chaindyn::model::Link {
                    joint: ::chaindyn::model::Joint {
                        name: ::std::string::String::from("link1_joint"),
                        kind: ::chaindyn::model::JointKind::Revolute,
                        axis: [0.0, 0.0, -1.0],
                        origin_xyz: [0.0, 0.0, 0.0],
                        origin_rpy: [0.0, 0.0, 0.0],
                        dynamics: ::chaindyn::model::JointDynamics::IDEAL,
                    },
                    body: ::chaindyn::model::Body {
                        name: ::std::string::String::from("link1"),
                        mass: 1.0,
                        com: [0.0, 0.4, 0.0],
                        inertia: [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]],
                    },
                },
                ::chaindyn::model::Link {
                    joint: ::chaindyn::model::Joint {
                        name: ::std::string::String::from("link2_joint"),
                        kind: ::chaindyn::model::JointKind::Revolute,
                        axis: [0.0, 0.0, -1.0],
                        origin_xyz: [0.0, 0.4, 0.0],
                        origin_rpy: [0.0, 0.0, 0.0],
                        dynamics: ::chaindyn::model::JointDynamics::IDEAL,
                    },
                    body: ::chaindyn::model::Body {
                        name: ::std::string::String::from("link2"),
                        mass: 0.9,
                        com: [0.0, 0.36, 0.0],
                        inertia: [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]],
                    },
                },
                ::chaindyn::model::Link {
                    joint: ::chaindyn::model::Joint {
                        name: ::std::string::String::from("link3_joint"),
                        kind: ::chaindyn::model::JointKind::Revolute,
                        axis: [0.0, 0.0, -1.0],
                        origin_xyz: [0.0, 0.36, 0.0],
                        origin_rpy: [0.0, 0.0, 0.0],
                        dynamics: ::chaindyn::model::JointDynamics::IDEAL,
                    },
                    body: ::chaindyn::model::Body {
                        name: ::std::string::String::from("link3"),
                        mass: 0.8,
                        com: [0.0, 0.32, 0.0],
                        inertia: [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]],
                    },
                },
                ::chaindyn::model::Link {
                    joint: ::chaindyn::model::Joint {
                        name: ::std::string::String::from("link4_joint"),
                        kind: ::chaindyn::model::JointKind::Revolute,
                        axis: [0.0, 0.0, -1.0],
                        origin_xyz: [0.0, 0.32, 0.0],
                        origin_rpy: [0.0, 0.0, 0.0],
                        dynamics: ::chaindyn::model::JointDynamics::IDEAL,
                    },
                    body: ::chaindyn::model::Body {
                        name: ::std::string::String::from("link4"),
                        mass: 0.7,
                        com: [0.0, 0.28, 0.0],
                        inertia: [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]],
                    },
                },
                ::chaindyn::model::Link {
                    joint: ::chaindyn::model::Joint {
                        name: ::std::string::String::from("link5_joint"),
                        kind: ::chaindyn::model::JointKind::Revolute,
                        axis: [0.0, 0.0, -1.0],
                        origin_xyz: [0.0, 0.28, 0.0],
                        origin_rpy: [0.0, 0.0, 0.0],
                        dynamics: ::chaindyn::model::JointDynamics::IDEAL,
                    },
                    body: ::chaindyn::model::Body {
                        name: ::std::string::String::from("link5"),
                        mass: 0.6,
                        com: [0.0, 0.24, 0.0],
                        inertia: [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]],
                    },
                },
                ::chaindyn::model::Link {
                    joint: ::chaindyn::model::Joint {
                        name: ::std::string::String::from("link6_joint"),
                        kind: ::chaindyn::model::JointKind::Revolute,
                        axis: [0.0, 0.0, -1.0],
                        origin_xyz: [0.0, 0.24, 0.0],
                        origin_rpy: [0.0, 0.0, 0.0],
                        dynamics: ::chaindyn::model::JointDynamics::IDEAL,
                    },
                    body: ::chaindyn::model::Body {
                        name: ::std::string::String::from("link6"),
                        mass: 0.5,
                        com: [0.0, 0.2, 0.0],
                        inertia: [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]],
                    },
                },
                ::chaindyn::model::Link {
                    joint: ::chaindyn::model::Joint {
                        name: ::std::string::String::from("link7_joint"),
                        kind: ::chaindyn::model::JointKind::Revolute,
                        axis: [0.0, 0.0, -1.0],
                        origin_xyz: [0.0, 0.2, 0.0],
                        origin_rpy: [0.0, 0.0, 0.0],
                        dynamics: ::chaindyn::model::JointDynamics::IDEAL,
                    },
                    body: ::chaindyn::model::Body {
                        name: ::std::string::String::from("link7"),
                        mass: 0.4,
                        com: [0.0, 0.16, 0.0],
                        inertia: [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]],
                    },
                }
            ],
            gravity: [0.0, -9.81, 0.0],
            convention: ::chaindyn::model::AngleConvention::Absolute,
            frames: ::std::vec::Vec::new(),
        }
    }
}
