// Frozen baseline: the generated `Dynamics` implementation of `Pendubot` with the
// generator's arithmetic of commit a4c0a93 (see `mod.rs`), kept as source (renamed
// `BaselinePendubot`) so that every run of the benchmarks times it next to the current
// generator's code. Never regenerated.

/// `Pendubot` as generated with the arithmetic of a4c0a93 (the frozen baseline).
pub struct BaselinePendubot;

#[automatically_derived]
#[allow(
    clippy::all,
    clippy::pedantic,
    unused_parens,
    unused_assignments,
    non_snake_case
)]
impl ::chaindyn::Dynamics<2> for BaselinePendubot {
    /// Mass matrix `M(q)`, by the symbolic composite rigid body algorithm.
    /// Generated: 5 operations (additions, multiplications, calls) after CSE and Horner.
    #[inline]
    fn mass_matrix(
        &self,
        q: &::chaindyn::nalgebra::SVector<f64, 2>,
    ) -> ::chaindyn::nalgebra::SMatrix<f64, 2, 2> {
        let q1: f64 = q[1];
        let mut mass_t = [0.0_f64; 3];
        let mut mass_o = [0.0_f64; 3];
        mass_o[1] = q1.cos();
        mass_o[0] = 0.017794 * mass_o[1];
        mass_o[0] = 0.10551295 + mass_o[0];
        mass_o[1] = 0.008897 * mass_o[1];
        mass_o[1] = 0.00775807 + mass_o[1];
        mass_o[2] = 0.00775807;
        ::chaindyn::nalgebra::SMatrix::<f64, 2, 2>::from_row_slice(&[
            mass_o[0], mass_o[1], mass_o[1], mass_o[2],
        ])
    }
    /// Coriolis matrix `C(q, q̇)` from the Christoffel symbols of `M` (so `Ṁ − 2C` is skew-symmetric).
    /// Generated: 7 operations (additions, multiplications, calls) after CSE and Horner.
    #[inline]
    fn coriolis_matrix(
        &self,
        q: &::chaindyn::nalgebra::SVector<f64, 2>,
        qd: &::chaindyn::nalgebra::SVector<f64, 2>,
    ) -> ::chaindyn::nalgebra::SMatrix<f64, 2, 2> {
        let q1: f64 = q[1];
        let qd0: f64 = qd[0];
        let qd1: f64 = qd[1];
        let mut coriolis_matrix_t = [0.0_f64; 5];
        let mut coriolis_matrix_o = [0.0_f64; 4];
        coriolis_matrix_t[0] = q1.sin();
        coriolis_matrix_o[1] = (-0.008897) * coriolis_matrix_t[0];
        coriolis_matrix_o[0] = qd1 * coriolis_matrix_o[1];
        coriolis_matrix_o[2] = qd0 + qd1;
        coriolis_matrix_o[1] = coriolis_matrix_o[1] * coriolis_matrix_o[2];
        coriolis_matrix_o[2] = qd0 * 0.008897 * coriolis_matrix_t[0];
        coriolis_matrix_o[3] = 0.0;
        ::chaindyn::nalgebra::SMatrix::<f64, 2, 2>::from_row_slice(&[
            coriolis_matrix_o[0],
            coriolis_matrix_o[1],
            coriolis_matrix_o[2],
            coriolis_matrix_o[3],
        ])
    }
    /// Coriolis and centrifugal forces `C(q, q̇) q̇`.
    /// Generated: 18 operations (additions, multiplications, calls) after CSE and Horner.
    #[inline]
    fn coriolis_times_qd(
        &self,
        q: &::chaindyn::nalgebra::SVector<f64, 2>,
        qd: &::chaindyn::nalgebra::SVector<f64, 2>,
    ) -> ::chaindyn::nalgebra::SVector<f64, 2> {
        let q1: f64 = q[1];
        let qd0: f64 = qd[0];
        let qd1: f64 = qd[1];
        let mut coriolis_t = [0.0_f64; 6];
        let mut coriolis_o = [0.0_f64; 2];
        coriolis_t[0] = q1.sin();
        coriolis_t[1] = qd0 * qd0;
        coriolis_o[0] = q1.cos();
        coriolis_t[3] = (-0.2) * coriolis_t[1] * coriolis_o[0];
        coriolis_t[3] = 0.7175 * coriolis_t[3];
        coriolis_o[1] = qd0 + qd1;
        coriolis_o[1] = coriolis_o[1] * coriolis_o[1];
        coriolis_o[1] = (-0.044485) * coriolis_o[1];
        coriolis_t[3] = coriolis_t[3] + coriolis_o[1];
        coriolis_o[1] = 0.2 * coriolis_t[0];
        coriolis_t[0] = coriolis_t[3] * coriolis_o[1];
        coriolis_t[3] = coriolis_t[1] * coriolis_o[1];
        coriolis_t[1] = 0.1435 * coriolis_o[0] * coriolis_t[3];
        coriolis_o[1] = 0.044485 * coriolis_t[3];
        coriolis_o[0] = coriolis_t[0] + coriolis_t[1] + coriolis_o[1];
        ::chaindyn::nalgebra::SVector::<f64, 2>::from_column_slice(&[coriolis_o[0], coriolis_o[1]])
    }
    /// Gravity forces `g(q) = ∂U/∂q`.
    /// Generated: 21 operations (additions, multiplications, calls) after CSE and Horner.
    #[inline]
    fn gravity(
        &self,
        q: &::chaindyn::nalgebra::SVector<f64, 2>,
    ) -> ::chaindyn::nalgebra::SVector<f64, 2> {
        let q0: f64 = q[0];
        let q1: f64 = q[1];
        let mut gravity_t = [0.0_f64; 8];
        let mut gravity_o = [0.0_f64; 2];
        gravity_t[0] = q0.cos();
        gravity_t[1] = 3.44966688 * gravity_t[0];
        gravity_t[2] = q0.sin();
        gravity_t[3] = q1.sin();
        gravity_t[4] = (-9.81) * gravity_t[2] * gravity_t[3];
        gravity_o[0] = q1.cos();
        gravity_o[1] = 9.81 * gravity_t[0] * gravity_o[0];
        gravity_t[4] = gravity_t[4] + gravity_o[1];
        gravity_o[1] = 0.044485 * gravity_t[4];
        gravity_t[2] = gravity_t[2] * gravity_o[0];
        gravity_t[0] = gravity_t[0] * gravity_t[3];
        gravity_t[0] = gravity_t[2] + gravity_t[0];
        gravity_t[2] = 9.81 * gravity_t[0];
        gravity_t[0] = gravity_t[3] * gravity_t[2];
        gravity_t[2] = gravity_o[0] * gravity_t[4];
        gravity_t[3] = gravity_t[0] + gravity_t[2];
        gravity_t[4] = 0.1435 * gravity_t[3];
        gravity_o[0] = gravity_t[1] + gravity_o[1] + gravity_t[4];
        ::chaindyn::nalgebra::SVector::<f64, 2>::from_column_slice(&[gravity_o[0], gravity_o[1]])
    }
    /// Inverse dynamics `τ = M q̈ + C q̇ + g` (symbolic recursive Newton–Euler).
    /// Generated: 49 operations (additions, multiplications, calls) after CSE and Horner.
    #[inline]
    fn inverse_dynamics(
        &self,
        q: &::chaindyn::nalgebra::SVector<f64, 2>,
        qd: &::chaindyn::nalgebra::SVector<f64, 2>,
        qdd: &::chaindyn::nalgebra::SVector<f64, 2>,
    ) -> ::chaindyn::nalgebra::SVector<f64, 2> {
        let q0: f64 = q[0];
        let q1: f64 = q[1];
        let qd0: f64 = qd[0];
        let qd1: f64 = qd[1];
        let qdd0: f64 = qdd[0];
        let qdd1: f64 = qdd[1];
        let mut inverse_t = [0.0_f64; 14];
        let mut inverse_o = [0.0_f64; 2];
        inverse_t[0] = qdd0 * 0.004;
        inverse_o[0] = qdd0 * 0.351648;
        inverse_t[2] = q0.cos();
        inverse_t[3] = 18.646848 * inverse_t[2];
        inverse_o[0] = inverse_o[0] + inverse_t[3];
        inverse_t[3] = 0.185 * inverse_o[0];
        inverse_o[0] = qdd0 + qdd1;
        inverse_t[4] = 0.005 * inverse_o[0];
        inverse_o[0] = 0.044485 * inverse_o[0];
        inverse_t[5] = q0.sin();
        inverse_t[6] = q1.sin();
        inverse_t[7] = (-9.81) * inverse_t[5] * inverse_t[6];
        inverse_t[8] = q1.cos();
        inverse_t[9] = 9.81 * inverse_t[2] * inverse_t[8];
        inverse_o[1] = qdd0 * inverse_t[8];
        inverse_t[11] = qd0 * qd0;
        inverse_t[12] = inverse_t[6] * inverse_t[11];
        inverse_o[1] = inverse_o[1] + inverse_t[12];
        inverse_t[12] = 0.2 * inverse_o[1];
        inverse_o[1] = inverse_t[7] + inverse_t[9] + inverse_t[12];
        inverse_t[7] = 0.7175 * inverse_o[1];
        inverse_t[9] = inverse_o[0] + inverse_t[7];
        inverse_t[12] = 0.062 * inverse_t[9];
        inverse_o[1] = inverse_t[4] + inverse_t[12];
        inverse_o[0] = qdd0 * 0.2 * inverse_t[6];
        inverse_t[7] = inverse_t[5] * inverse_t[8];
        inverse_t[4] = inverse_t[2] * inverse_t[6];
        inverse_t[12] = inverse_t[7] + inverse_t[4];
        inverse_t[5] = 9.81 * inverse_t[12];
        inverse_t[2] = (-0.2) * inverse_t[8] * inverse_t[11];
        inverse_t[4] = inverse_o[0] + inverse_t[5] + inverse_t[2];
        inverse_t[7] = 0.7175 * inverse_t[4];
        inverse_t[12] = qd0 + qd1;
        inverse_t[11] = inverse_t[12] * inverse_t[12];
        inverse_o[0] = (-0.044485) * inverse_t[11];
        inverse_t[2] = inverse_t[7] + inverse_o[0];
        inverse_t[5] = inverse_t[6] * inverse_t[2];
        inverse_t[4] = inverse_t[8] * inverse_t[9];
        inverse_t[12] = inverse_t[5] + inverse_t[4];
        inverse_t[11] = 0.2 * inverse_t[12];
        inverse_o[0] = inverse_t[0] + inverse_t[3] + inverse_o[1] + inverse_t[11];
        ::chaindyn::nalgebra::SVector::<f64, 2>::from_column_slice(&[inverse_o[0], inverse_o[1]])
    }
    /// Forward dynamics `q̈ = M⁻¹ (τ − C q̇ − g)`: symbolic `M` and `C q̇ + g`, then an
    /// unrolled Cholesky factorisation and solve.
    /// Generated: 37 operations (additions, multiplications, calls) after CSE and Horner.
    #[inline]
    fn forward_dynamics(
        &self,
        q: &::chaindyn::nalgebra::SVector<f64, 2>,
        qd: &::chaindyn::nalgebra::SVector<f64, 2>,
        tau: &::chaindyn::nalgebra::SVector<f64, 2>,
    ) -> ::chaindyn::nalgebra::SVector<f64, 2> {
        let q0: f64 = q[0];
        let q1: f64 = q[1];
        let qd0: f64 = qd[0];
        let qd1: f64 = qd[1];
        let mut mass_bias_t = [0.0_f64; 11];
        let mut mass_bias_o = [0.0_f64; 5];
        mass_bias_t[0] = q1.cos();
        mass_bias_o[0] = 0.017794 * mass_bias_t[0];
        mass_bias_o[0] = 0.10551295 + mass_bias_o[0];
        mass_bias_o[1] = 0.008897 * mass_bias_t[0];
        mass_bias_o[1] = 0.00775807 + mass_bias_o[1];
        mass_bias_o[4] = q0.cos();
        mass_bias_t[4] = 3.44966688 * mass_bias_o[4];
        mass_bias_o[3] = q1.sin();
        mass_bias_t[6] = q0.sin();
        mass_bias_t[7] = mass_bias_t[0] * mass_bias_t[6];
        mass_bias_t[8] = mass_bias_o[4] * mass_bias_o[3];
        mass_bias_t[7] = mass_bias_t[7] + mass_bias_t[8];
        mass_bias_t[8] = 9.81 * mass_bias_t[7];
        mass_bias_t[7] = qd0 * qd0;
        mass_bias_t[9] = (-0.2) * mass_bias_t[0] * mass_bias_t[7];
        mass_bias_t[8] = mass_bias_t[8] + mass_bias_t[9];
        mass_bias_t[9] = 0.7175 * mass_bias_t[8];
        mass_bias_t[8] = qd0 + qd1;
        mass_bias_t[8] = mass_bias_t[8] * mass_bias_t[8];
        mass_bias_t[8] = (-0.044485) * mass_bias_t[8];
        mass_bias_t[8] = mass_bias_t[9] + mass_bias_t[8];
        mass_bias_t[9] = 0.2 * mass_bias_o[3];
        mass_bias_t[8] = mass_bias_t[8] * mass_bias_t[9];
        mass_bias_o[3] = (-9.81) * mass_bias_o[3] * mass_bias_t[6];
        mass_bias_t[6] = 9.81 * mass_bias_t[0] * mass_bias_o[4];
        mass_bias_o[4] = mass_bias_t[7] * mass_bias_t[9];
        mass_bias_t[7] = mass_bias_o[3] + mass_bias_t[6] + mass_bias_o[4];
        mass_bias_t[9] = 0.1435 * mass_bias_t[0] * mass_bias_t[7];
        mass_bias_o[4] = 0.044485 * mass_bias_t[7];
        mass_bias_o[3] = mass_bias_t[4] + mass_bias_t[8] + mass_bias_t[9] + mass_bias_o[4];
        mass_bias_o[2] = 0.00775807;
        let l_0_0 = (mass_bias_o[0]).sqrt();
        let il_0 = 1.0 / l_0_0;
        let l_1_0 = (mass_bias_o[1]) * il_0;
        let l_1_1 = (mass_bias_o[2] - l_1_0 * l_1_0).sqrt();
        let il_1 = 1.0 / l_1_1;
        let qdd_y0 = (tau[0] - mass_bias_o[3]) * il_0;
        let qdd_y1 = ((tau[1] - mass_bias_o[4]) - l_1_0 * qdd_y0) * il_1;
        let qdd_1 = (qdd_y1) * il_1;
        let qdd_0 = (qdd_y0 - l_1_0 * qdd_1) * il_0;
        ::chaindyn::nalgebra::SVector::<f64, 2>::from_column_slice(&[qdd_0, qdd_1])
    }
    /// Kinetic energy `Σ ½ (m v_c·v_c + ω·I ω)`.
    /// Generated: 18 operations (additions, multiplications, calls) after CSE and Horner.
    #[inline]
    fn kinetic_energy(
        &self,
        q: &::chaindyn::nalgebra::SVector<f64, 2>,
        qd: &::chaindyn::nalgebra::SVector<f64, 2>,
    ) -> f64 {
        let q1: f64 = q[1];
        let qd0: f64 = qd[0];
        let qd1: f64 = qd[1];
        let mut kinetic_t = [0.0_f64; 7];
        let mut kinetic_o = [0.0_f64; 1];
        kinetic_t[0] = qd0 * qd0;
        kinetic_t[0] = 0.03452744 * kinetic_t[0];
        kinetic_t[1] = q1.sin();
        kinetic_t[2] = qd0 * 0.2;
        kinetic_t[1] = kinetic_t[1] * kinetic_t[2];
        kinetic_t[1] = kinetic_t[1] * kinetic_t[1];
        kinetic_o[0] = qd0 + qd1;
        kinetic_t[4] = 0.062 * kinetic_o[0];
        kinetic_t[5] = q1.cos();
        kinetic_t[2] = kinetic_t[2] * kinetic_t[5];
        kinetic_t[5] = kinetic_t[4] + kinetic_t[2];
        kinetic_t[2] = kinetic_t[5] * kinetic_t[5];
        kinetic_t[4] = kinetic_t[1] + kinetic_t[2];
        kinetic_t[5] = 0.35875 * kinetic_t[4];
        kinetic_t[1] = kinetic_o[0] * kinetic_o[0];
        kinetic_t[2] = 0.0025 * kinetic_t[1];
        kinetic_t[4] = kinetic_t[5] + kinetic_t[2];
        kinetic_o[0] = kinetic_t[0] + kinetic_t[4];
        kinetic_o[0]
    }
    /// Potential energy `U = −Σ m g·p_c`.
    /// Generated: 13 operations (additions, multiplications, calls) after CSE and Horner.
    #[inline]
    fn potential_energy(&self, q: &::chaindyn::nalgebra::SVector<f64, 2>) -> f64 {
        let q0: f64 = q[0];
        let q1: f64 = q[1];
        let mut potential_t = [0.0_f64; 6];
        let mut potential_o = [0.0_f64; 1];
        potential_o[0] = q0.sin();
        potential_t[1] = 3.44966688 * potential_o[0];
        potential_t[2] = 1.407735 * potential_o[0];
        potential_t[3] = q1.cos();
        potential_o[0] = potential_o[0] * potential_t[3];
        potential_t[3] = q0.cos();
        potential_t[4] = q1.sin();
        potential_t[3] = potential_t[3] * potential_t[4];
        potential_t[4] = potential_o[0] + potential_t[3];
        potential_o[0] = (-9.81) * potential_t[4];
        potential_t[3] = (-0.044485) * potential_o[0];
        potential_t[4] = potential_t[2] + potential_t[3];
        potential_o[0] = potential_t[1] + potential_t[4];
        potential_o[0]
    }
    /// `∂M/∂q_k` for every `k`, by the chain rule through the named intermediates.
    /// Generated: 3 operations (additions, multiplications, calls) after CSE and Horner.
    #[inline]
    fn mass_matrix_jacobian(
        &self,
        q: &::chaindyn::nalgebra::SVector<f64, 2>,
    ) -> [::chaindyn::nalgebra::SMatrix<f64, 2, 2>; 2] {
        let q1: f64 = q[1];
        let mut mass_jacobian_t = [0.0_f64; 3];
        let mut mass_jacobian_o = [0.0_f64; 6];
        mass_jacobian_o[4] = q1.sin();
        mass_jacobian_o[3] = (-0.017794) * mass_jacobian_o[4];
        mass_jacobian_o[4] = (-0.008897) * mass_jacobian_o[4];
        mass_jacobian_o[0] = 0.0;
        mass_jacobian_o[1] = 0.0;
        mass_jacobian_o[2] = 0.0;
        mass_jacobian_o[5] = 0.0;
        [
            ::chaindyn::nalgebra::SMatrix::<f64, 2, 2>::from_row_slice(&[
                mass_jacobian_o[0],
                mass_jacobian_o[1],
                mass_jacobian_o[1],
                mass_jacobian_o[2],
            ]),
            ::chaindyn::nalgebra::SMatrix::<f64, 2, 2>::from_row_slice(&[
                mass_jacobian_o[3],
                mass_jacobian_o[4],
                mass_jacobian_o[4],
                mass_jacobian_o[5],
            ]),
        ]
    }
    /// `(∂(C q̇)/∂q, ∂(C q̇)/∂q̇)`.
    /// Generated: 38 operations (additions, multiplications, calls) after CSE and Horner.
    #[inline]
    fn coriolis_jacobians(
        &self,
        q: &::chaindyn::nalgebra::SVector<f64, 2>,
        qd: &::chaindyn::nalgebra::SVector<f64, 2>,
    ) -> (
        ::chaindyn::nalgebra::SMatrix<f64, 2, 2>,
        ::chaindyn::nalgebra::SMatrix<f64, 2, 2>,
    ) {
        let q1: f64 = q[1];
        let qd0: f64 = qd[0];
        let qd1: f64 = qd[1];
        let mut coriolis_jacobians_t = [0.0_f64; 11];
        let mut coriolis_jacobians_o = [0.0_f64; 8];
        coriolis_jacobians_t[0] = q1.sin();
        coriolis_jacobians_o[6] = qd0 * qd0;
        coriolis_jacobians_o[4] = 0.2 * coriolis_jacobians_t[0];
        coriolis_jacobians_o[1] = coriolis_jacobians_o[6] * coriolis_jacobians_o[4];
        coriolis_jacobians_o[1] = coriolis_jacobians_t[0] * coriolis_jacobians_o[1];
        coriolis_jacobians_o[3] = (-0.1435) * coriolis_jacobians_o[1];
        coriolis_jacobians_o[1] = 0.1435 * coriolis_jacobians_o[1];
        coriolis_jacobians_o[5] = q1.cos();
        coriolis_jacobians_o[6] = coriolis_jacobians_o[6] * coriolis_jacobians_o[5];
        coriolis_jacobians_t[6] = (-0.2) * coriolis_jacobians_o[6];
        coriolis_jacobians_t[6] = 0.7175 * coriolis_jacobians_t[6];
        coriolis_jacobians_t[7] = qd0 + qd1;
        coriolis_jacobians_t[8] = coriolis_jacobians_t[7] * coriolis_jacobians_t[7];
        coriolis_jacobians_t[8] = (-0.044485) * coriolis_jacobians_t[8];
        coriolis_jacobians_t[6] = coriolis_jacobians_t[6] + coriolis_jacobians_t[8];
        coriolis_jacobians_t[8] = 0.2 * coriolis_jacobians_o[5] * coriolis_jacobians_t[6];
        coriolis_jacobians_t[6] = 0.2 * coriolis_jacobians_o[6];
        coriolis_jacobians_o[6] = 0.1435 * coriolis_jacobians_o[5];
        coriolis_jacobians_o[6] = 0.044485 + coriolis_jacobians_o[6];
        coriolis_jacobians_t[9] = coriolis_jacobians_t[6] * coriolis_jacobians_o[6];
        coriolis_jacobians_o[1] = coriolis_jacobians_o[3]
            + coriolis_jacobians_o[1]
            + coriolis_jacobians_t[8]
            + coriolis_jacobians_t[9];
        coriolis_jacobians_o[3] = 0.044485 * coriolis_jacobians_t[6];
        coriolis_jacobians_t[8] = (-0.08897) * coriolis_jacobians_t[7];
        coriolis_jacobians_t[9] = qd0 * (-0.4) * coriolis_jacobians_o[5];
        coriolis_jacobians_t[6] = 0.7175 * coriolis_jacobians_t[9];
        coriolis_jacobians_o[5] = coriolis_jacobians_t[8] + coriolis_jacobians_t[6];
        coriolis_jacobians_t[9] = coriolis_jacobians_o[4] * coriolis_jacobians_o[5];
        coriolis_jacobians_t[6] = qd0 * 0.4 * coriolis_jacobians_t[0];
        coriolis_jacobians_t[8] = coriolis_jacobians_o[6] * coriolis_jacobians_t[6];
        coriolis_jacobians_o[4] = coriolis_jacobians_t[9] + coriolis_jacobians_t[8];
        coriolis_jacobians_o[5] = (-0.017794) * coriolis_jacobians_t[0] * coriolis_jacobians_t[7];
        coriolis_jacobians_o[6] = 0.044485 * coriolis_jacobians_t[6];
        coriolis_jacobians_o[0] = 0.0;
        coriolis_jacobians_o[2] = 0.0;
        coriolis_jacobians_o[7] = 0.0;
        (
            ::chaindyn::nalgebra::SMatrix::<f64, 2, 2>::from_row_slice(&[
                coriolis_jacobians_o[0],
                coriolis_jacobians_o[1],
                coriolis_jacobians_o[2],
                coriolis_jacobians_o[3],
            ]),
            ::chaindyn::nalgebra::SMatrix::<f64, 2, 2>::from_row_slice(&[
                coriolis_jacobians_o[4],
                coriolis_jacobians_o[5],
                coriolis_jacobians_o[6],
                coriolis_jacobians_o[7],
            ]),
        )
    }
    /// `∂g/∂q`.
    /// Generated: 19 operations (additions, multiplications, calls) after CSE and Horner.
    #[inline]
    fn gravity_jacobian(
        &self,
        q: &::chaindyn::nalgebra::SVector<f64, 2>,
    ) -> ::chaindyn::nalgebra::SMatrix<f64, 2, 2> {
        let q0: f64 = q[0];
        let q1: f64 = q[1];
        let mut gravity_jacobian_spatial_t = [0.0_f64; 7];
        let mut gravity_jacobian_spatial_o = [0.0_f64; 4];
        gravity_jacobian_spatial_o[2] = q0.sin();
        gravity_jacobian_spatial_t[1] = q1.cos();
        gravity_jacobian_spatial_t[1] = 0.044485 * gravity_jacobian_spatial_t[1];
        gravity_jacobian_spatial_t[1] = 0.1435 + gravity_jacobian_spatial_t[1];
        gravity_jacobian_spatial_o[1] = 0.351648 + gravity_jacobian_spatial_t[1];
        gravity_jacobian_spatial_t[3] = (-9.81) * gravity_jacobian_spatial_o[2];
        gravity_jacobian_spatial_o[1] =
            gravity_jacobian_spatial_o[1] * gravity_jacobian_spatial_t[3];
        gravity_jacobian_spatial_t[4] = q0.cos();
        gravity_jacobian_spatial_o[0] = q1.sin();
        gravity_jacobian_spatial_t[4] =
            (-0.43639785) * gravity_jacobian_spatial_t[4] * gravity_jacobian_spatial_o[0];
        gravity_jacobian_spatial_o[0] =
            gravity_jacobian_spatial_o[1] + gravity_jacobian_spatial_t[4];
        gravity_jacobian_spatial_o[1] = (-9.81) * gravity_jacobian_spatial_t[1];
        gravity_jacobian_spatial_o[1] = 1.407735 + gravity_jacobian_spatial_o[1];
        gravity_jacobian_spatial_o[2] =
            gravity_jacobian_spatial_o[2] * gravity_jacobian_spatial_o[1];
        gravity_jacobian_spatial_o[1] =
            gravity_jacobian_spatial_t[4] + gravity_jacobian_spatial_o[2];
        gravity_jacobian_spatial_o[2] = (-0.1435) + gravity_jacobian_spatial_t[1];
        gravity_jacobian_spatial_t[1] =
            gravity_jacobian_spatial_t[3] * gravity_jacobian_spatial_o[2];
        gravity_jacobian_spatial_o[2] =
            gravity_jacobian_spatial_t[4] + gravity_jacobian_spatial_t[1];
        gravity_jacobian_spatial_o[3] = gravity_jacobian_spatial_o[2];
        ::chaindyn::nalgebra::SMatrix::<f64, 2, 2>::from_row_slice(&[
            gravity_jacobian_spatial_o[0],
            gravity_jacobian_spatial_o[1],
            gravity_jacobian_spatial_o[2],
            gravity_jacobian_spatial_o[3],
        ])
    }
    /// Linearization at any state `(q, q̇, u)`, one straight-line program: `M` and
    /// `C q̇ + g`, an unrolled `L D Lᵀ` factorisation giving `q̈ = M⁻¹(u − C q̇ − g)` and
    /// `M⁻¹`, and the analytic derivatives of inverse dynamics at that `q̈`:
    /// `∂q̈/∂q = −M⁻¹ ∂τ/∂q`, `∂q̈/∂q̇ = −M⁻¹ ∂τ/∂q̇`, `∂q̈/∂u = M⁻¹`.
    /// Derivation: spatial passes in one common frame give `M` and `C q̇ + g`; `∂τ/∂(q, q̇)` at the solved `q̈` in Carpentier & Mansard's closed recursive form, reusing every velocity, inertia and composite of the passes.
    /// Generated: 107 operations (additions, multiplications, calls) after CSE and Horner.
    #[inline]
    fn linearize_blocks(
        &self,
        q: &::chaindyn::nalgebra::SVector<f64, 2>,
        qd: &::chaindyn::nalgebra::SVector<f64, 2>,
        u: &::chaindyn::nalgebra::SVector<f64, 2>,
    ) -> ::chaindyn::Linearized<2> {
        let q0: f64 = q[0];
        let q1: f64 = q[1];
        let qd0: f64 = qd[0];
        let qd1: f64 = qd[1];
        let u0: f64 = u[0];
        let u1: f64 = u[1];
        let mut linearize_spatial_t = [0.0_f64; 23];
        let mut linearize_spatial_o = [0.0_f64; 13];
        linearize_spatial_o[6] = q1.cos();
        linearize_spatial_o[4] = 0.017794 * linearize_spatial_o[6];
        linearize_spatial_o[4] = 0.03645807 + linearize_spatial_o[4];
        linearize_spatial_o[12] = 0.06905488 + linearize_spatial_o[4];
        linearize_spatial_o[8] = 1.0 / linearize_spatial_o[12];
        linearize_spatial_t[4] = q0.cos();
        linearize_spatial_o[1] = 3.44966688 * linearize_spatial_t[4];
        linearize_spatial_t[6] = q1.sin();
        linearize_spatial_o[7] = qd0 + qd1;
        linearize_spatial_t[8] = (-0.044485) * linearize_spatial_t[6];
        linearize_spatial_t[9] = linearize_spatial_o[7] * linearize_spatial_t[8];
        linearize_spatial_o[0] = qd1 * 0.2 * linearize_spatial_t[9];
        linearize_spatial_o[6] = 0.044485 * linearize_spatial_o[6];
        linearize_spatial_o[6] = 0.1435 + linearize_spatial_o[6];
        linearize_spatial_o[10] = 9.81 * linearize_spatial_t[4];
        linearize_spatial_o[2] = linearize_spatial_o[6] * linearize_spatial_o[10];
        linearize_spatial_t[13] = qd0 * 0.2;
        linearize_spatial_o[9] = qd1 * linearize_spatial_t[13];
        linearize_spatial_o[5] = q0.sin();
        linearize_spatial_t[16] = 9.81 * linearize_spatial_o[5];
        linearize_spatial_o[9] = linearize_spatial_o[9] + linearize_spatial_t[16];
        linearize_spatial_t[16] = linearize_spatial_t[8] * linearize_spatial_o[9];
        linearize_spatial_o[0] =
            linearize_spatial_o[0] + linearize_spatial_o[2] + linearize_spatial_t[16];
        linearize_spatial_o[2] = linearize_spatial_o[1] + linearize_spatial_o[0];
        linearize_spatial_t[16] = -(linearize_spatial_o[2]);
        linearize_spatial_o[1] = u0 + linearize_spatial_t[16];
        linearize_spatial_o[2] = linearize_spatial_o[8] * linearize_spatial_o[1];
        linearize_spatial_t[16] = (-0.2) * linearize_spatial_o[6];
        linearize_spatial_o[4] = linearize_spatial_o[4] + linearize_spatial_t[16];
        linearize_spatial_t[16] = linearize_spatial_o[8] * linearize_spatial_o[4];
        linearize_spatial_t[17] = linearize_spatial_t[16] * linearize_spatial_t[16];
        linearize_spatial_o[12] = -(linearize_spatial_o[12] * linearize_spatial_t[17]);
        linearize_spatial_o[11] = (-0.1435) + linearize_spatial_o[6];
        linearize_spatial_o[3] = (-0.2) * linearize_spatial_o[11];
        linearize_spatial_o[4] = linearize_spatial_o[4] + linearize_spatial_o[3];
        linearize_spatial_o[3] = linearize_spatial_o[12] + linearize_spatial_o[4];
        linearize_spatial_o[4] = 1.0 / linearize_spatial_o[3];
        linearize_spatial_o[12] = 7.038675 * linearize_spatial_t[4];
        linearize_spatial_o[3] = linearize_spatial_o[7] * linearize_spatial_t[9];
        linearize_spatial_o[12] = linearize_spatial_o[12] + linearize_spatial_o[3];
        linearize_spatial_o[3] = 0.2 * linearize_spatial_o[12];
        linearize_spatial_o[12] = linearize_spatial_o[1] * linearize_spatial_t[16];
        linearize_spatial_o[1] = linearize_spatial_o[0] + linearize_spatial_o[12];
        linearize_spatial_o[12] = -(linearize_spatial_o[1]);
        linearize_spatial_o[0] = u1 + linearize_spatial_o[3] + linearize_spatial_o[12];
        linearize_spatial_o[1] = linearize_spatial_o[4] * linearize_spatial_o[0];
        linearize_spatial_o[12] = -(linearize_spatial_t[16]);
        linearize_spatial_o[3] = linearize_spatial_o[1] * linearize_spatial_o[12];
        linearize_spatial_o[0] = linearize_spatial_o[2] + linearize_spatial_o[3];
        linearize_spatial_t[16] = linearize_spatial_t[17] * linearize_spatial_o[4];
        linearize_spatial_o[2] = linearize_spatial_o[8] + linearize_spatial_t[16];
        linearize_spatial_o[3] = linearize_spatial_o[4] * linearize_spatial_o[12];
        linearize_spatial_t[17] = 0.351648 + linearize_spatial_o[6];
        linearize_spatial_o[8] = (-9.81) * linearize_spatial_o[5];
        linearize_spatial_t[16] = linearize_spatial_t[17] * linearize_spatial_o[8];
        linearize_spatial_o[12] = (-0.43639785) * linearize_spatial_t[4] * linearize_spatial_t[6];
        linearize_spatial_o[5] = linearize_spatial_t[16] + linearize_spatial_o[12];
        linearize_spatial_t[17] = qd1 * (-0.1435);
        linearize_spatial_t[4] = linearize_spatial_o[7] * linearize_spatial_o[6];
        linearize_spatial_t[16] = linearize_spatial_t[17] + linearize_spatial_t[4];
        linearize_spatial_t[4] = 0.2 * linearize_spatial_t[16];
        linearize_spatial_t[17] = (-0.2) * linearize_spatial_t[16];
        linearize_spatial_t[4] = linearize_spatial_t[4] + linearize_spatial_t[17];
        linearize_spatial_t[17] = qd0 * linearize_spatial_t[4];
        linearize_spatial_t[4] = linearize_spatial_o[1] + linearize_spatial_o[0];
        linearize_spatial_t[20] = 0.2 * linearize_spatial_t[4];
        linearize_spatial_t[21] = (-0.2) * linearize_spatial_o[1];
        linearize_spatial_o[10] = linearize_spatial_o[10] + linearize_spatial_t[21];
        linearize_spatial_t[21] = linearize_spatial_t[20] + linearize_spatial_o[10];
        linearize_spatial_o[10] = linearize_spatial_t[8] * linearize_spatial_t[21];
        linearize_spatial_t[20] = linearize_spatial_o[7] * linearize_spatial_t[13];
        linearize_spatial_t[21] = -(linearize_spatial_o[9]);
        linearize_spatial_t[20] = linearize_spatial_t[20] + linearize_spatial_t[21];
        linearize_spatial_t[21] = linearize_spatial_o[6] * linearize_spatial_t[20];
        linearize_spatial_o[6] = linearize_spatial_t[8] * linearize_spatial_t[4];
        linearize_spatial_t[4] = -(linearize_spatial_t[16]);
        linearize_spatial_t[8] = linearize_spatial_o[7] * linearize_spatial_t[4];
        linearize_spatial_o[7] = 0.7175 * linearize_spatial_o[9];
        linearize_spatial_o[9] = linearize_spatial_t[8] + linearize_spatial_o[7];
        linearize_spatial_o[7] = linearize_spatial_o[6] + linearize_spatial_o[9];
        linearize_spatial_t[8] = 0.2 * linearize_spatial_o[7];
        linearize_spatial_o[6] = linearize_spatial_t[17]
            + linearize_spatial_o[10]
            + linearize_spatial_t[21]
            + linearize_spatial_t[8];
        linearize_spatial_o[9] = linearize_spatial_o[11] * linearize_spatial_o[8];
        linearize_spatial_o[7] = linearize_spatial_o[12] + linearize_spatial_o[9];
        linearize_spatial_t[8] = linearize_spatial_t[16] + linearize_spatial_t[4];
        linearize_spatial_t[17] = linearize_spatial_t[13] * linearize_spatial_t[8];
        linearize_spatial_t[21] = linearize_spatial_o[11] * linearize_spatial_t[20];
        linearize_spatial_o[8] =
            linearize_spatial_o[10] + linearize_spatial_t[17] + linearize_spatial_t[21];
        linearize_spatial_o[12] = (-0.017794) * linearize_spatial_t[6];
        linearize_spatial_o[9] = qd1 * linearize_spatial_o[12];
        linearize_spatial_t[4] = qd0 * linearize_spatial_o[12];
        linearize_spatial_t[16] = 0.4 * linearize_spatial_t[9];
        linearize_spatial_t[8] = linearize_spatial_t[9] + linearize_spatial_t[9];
        linearize_spatial_t[13] = (-0.2) * linearize_spatial_t[8];
        linearize_spatial_o[11] = linearize_spatial_o[9] + linearize_spatial_t[13];
        linearize_spatial_t[20] = linearize_spatial_t[4] + linearize_spatial_o[11];
        linearize_spatial_o[10] = linearize_spatial_t[16] + linearize_spatial_t[20];
        linearize_spatial_t[17] = -(linearize_spatial_t[9]);
        linearize_spatial_t[21] = linearize_spatial_t[9] + linearize_spatial_t[17];
        linearize_spatial_t[6] = (-0.2) * linearize_spatial_t[21];
        linearize_spatial_o[12] = linearize_spatial_t[20] + linearize_spatial_t[6];
        let minv = ::chaindyn::nalgebra::SMatrix::<f64, 2, 2>::from_row_slice(&[
            linearize_spatial_o[2],
            linearize_spatial_o[3],
            linearize_spatial_o[3],
            linearize_spatial_o[4],
        ]);
        let dtau_dq = ::chaindyn::nalgebra::SMatrix::<f64, 2, 2>::from_row_slice(&[
            linearize_spatial_o[5],
            linearize_spatial_o[6],
            linearize_spatial_o[7],
            linearize_spatial_o[8],
        ]);
        let dtau_dqd = ::chaindyn::nalgebra::SMatrix::<f64, 2, 2>::from_row_slice(&[
            linearize_spatial_o[9],
            linearize_spatial_o[10],
            linearize_spatial_o[11],
            linearize_spatial_o[12],
        ]);
        ::chaindyn::Linearized {
            dqdd_dq: -(minv * dtau_dq),
            dqdd_dqd: -(minv * dtau_dqd),
            minv,
            qdd: ::chaindyn::nalgebra::SVector::<f64, 2>::from_column_slice(&[
                linearize_spatial_o[0],
                linearize_spatial_o[1],
            ]),
        }
    }
    /// Closed form at an equilibrium (`q̇ = 0`, `u = g(q)`): `∂q̈/∂q = −M⁻¹ ∂g/∂q`, `∂q̈/∂q̇ = 0`.
    /// Generated: 33 operations (additions, multiplications, calls) after CSE and Horner.
    #[inline]
    fn linearize_equilibrium(
        &self,
        q: &::chaindyn::nalgebra::SVector<f64, 2>,
    ) -> ::chaindyn::Linearized<2> {
        let q0: f64 = q[0];
        let q1: f64 = q[1];
        let mut equilibrium_t = [0.0_f64; 10];
        let mut equilibrium_o = [0.0_f64; 7];
        equilibrium_t[0] = q1.cos();
        equilibrium_o[0] = 0.017794 * equilibrium_t[0];
        equilibrium_o[0] = 0.10551295 + equilibrium_o[0];
        equilibrium_o[1] = 0.008897 * equilibrium_t[0];
        equilibrium_o[1] = 0.00775807 + equilibrium_o[1];
        equilibrium_t[3] = q0.sin();
        equilibrium_o[3] = (-3.44966688) * equilibrium_t[3];
        equilibrium_t[5] = q1.sin();
        equilibrium_t[6] = (-9.81) * equilibrium_t[3] * equilibrium_t[5];
        equilibrium_o[5] = q0.cos();
        equilibrium_o[4] = 9.81 * equilibrium_t[0] * equilibrium_o[5];
        equilibrium_t[6] = equilibrium_t[6] + equilibrium_o[4];
        equilibrium_o[4] = equilibrium_t[5] * equilibrium_t[6];
        equilibrium_t[6] = 0.1435 * equilibrium_o[4];
        equilibrium_t[3] = equilibrium_t[0] * equilibrium_t[3];
        equilibrium_t[5] = equilibrium_t[5] * equilibrium_o[5];
        equilibrium_o[5] = equilibrium_t[3] + equilibrium_t[5];
        equilibrium_t[3] = (-9.81) * equilibrium_o[5];
        equilibrium_t[5] = 0.1435 * equilibrium_t[0];
        equilibrium_t[5] = 0.044485 + equilibrium_t[5];
        equilibrium_t[5] = equilibrium_t[3] * equilibrium_t[5];
        equilibrium_o[3] = equilibrium_o[3] + equilibrium_t[6] + equilibrium_t[5];
        equilibrium_t[6] = (-0.1435) * equilibrium_o[4];
        equilibrium_o[5] = 9.81 * equilibrium_o[5];
        equilibrium_t[0] = equilibrium_t[0] * equilibrium_o[5];
        equilibrium_o[5] = equilibrium_o[4] + equilibrium_t[0];
        equilibrium_t[0] = 0.1435 * equilibrium_o[5];
        equilibrium_o[4] = equilibrium_t[5] + equilibrium_t[6] + equilibrium_t[0];
        equilibrium_o[5] = 0.044485 * equilibrium_t[3];
        equilibrium_o[2] = 0.00775807;
        equilibrium_o[6] = equilibrium_o[5];
        let l_0_0 = (equilibrium_o[0]).sqrt();
        let il_0 = 1.0 / l_0_0;
        let l_1_0 = (equilibrium_o[1]) * il_0;
        let l_1_1 = (equilibrium_o[2] - l_1_0 * l_1_0).sqrt();
        let il_1 = 1.0 / l_1_1;
        let dg_dq = ::chaindyn::nalgebra::SMatrix::<f64, 2, 2>::from_row_slice(&[
            equilibrium_o[3],
            equilibrium_o[4],
            equilibrium_o[5],
            equilibrium_o[6],
        ]);
        let z_0_0 = il_0;
        let z_1_0 = -(0.0 + l_1_0 * z_0_0) * il_1;
        let z_1_1 = il_1;
        let minv = ::chaindyn::nalgebra::SMatrix::<f64, 2, 2>::from_row_slice(&[
            z_0_0 * z_0_0 + z_1_0 * z_1_0,
            z_1_0 * z_1_1,
            z_1_1 * z_1_0,
            z_1_1 * z_1_1,
        ]);
        ::chaindyn::Linearized {
            dqdd_dq: -(minv * dg_dq),
            dqdd_dqd: ::chaindyn::nalgebra::SMatrix::<f64, 2, 2>::zeros(),
            minv,
            qdd: ::chaindyn::nalgebra::SVector::<f64, 2>::zeros(),
        }
    }
    /// The same chain for the runtime's recursive reference algorithms (allocates; not
    /// for control loops).
    fn chain(&self) -> ::chaindyn::Chain {
        ::chaindyn::model::Chain {
            parents: ::chaindyn::model::serial_parents(2),
            links: ::std::vec![
                ::chaindyn::model::Link {
                    joint: ::chaindyn::model::Joint {
                        name: ::std::string::String::from("link1_joint"),
                        kind: ::chaindyn::model::JointKind::Revolute,
                        axis: [0.0, 0.0, 1.0],
                        origin_xyz: [0.0, 0.0, 0.0],
                        origin_rpy: [0.0, 0.0, 0.0],
                        dynamics: ::chaindyn::model::JointDynamics::IDEAL,
                    },
                    body: ::chaindyn::model::Body {
                        name: ::std::string::String::from("link1"),
                        mass: 1.9008,
                        com: [0.185, 0.0, 0.0],
                        inertia: [[0.0, 0.0, 0.0], [0.0, 0.004, 0.0], [0.0, 0.0, 0.004]],
                    },
                },
                ::chaindyn::model::Link {
                    joint: ::chaindyn::model::Joint {
                        name: ::std::string::String::from("link2_joint"),
                        kind: ::chaindyn::model::JointKind::Revolute,
                        axis: [0.0, 0.0, 1.0],
                        origin_xyz: [0.2, 0.0, 0.0],
                        origin_rpy: [0.0, 0.0, 0.0],
                        dynamics: ::chaindyn::model::JointDynamics::IDEAL,
                    },
                    body: ::chaindyn::model::Body {
                        name: ::std::string::String::from("link2"),
                        mass: 0.7175,
                        com: [0.062, 0.0, 0.0],
                        inertia: [[0.0, 0.0, 0.0], [0.0, 0.005, 0.0], [0.0, 0.0, 0.005]],
                    },
                }
            ],
            gravity: [0.0, -9.81, 0.0],
            convention: ::chaindyn::model::AngleConvention::Relative,
            frames: ::std::vec::Vec::new(),
        }
    }
}
