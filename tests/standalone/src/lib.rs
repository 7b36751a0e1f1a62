//! chaindyn without the derive: the dynamics of the Franka-Panda-like arm of
//! `tests/robots/panda.urdf` (base `panda_link0`, tip `panda_hand`, 7 degrees of freedom) as a
//! plain Rust module written by the standalone generator:
//!
//! ```sh
//! cargo run -p chaindyn-cli -- generate --urdf tests/robots/panda.urdf --base panda_link0 \
//!     --tip panda_hand --name Panda --out tests/standalone/src/panda.rs
//! ```
//!
//! The crate depends on the `chaindyn` runtime alone. The module is checked against what the
//! generator writes now (`cli/tests/prepare.rs`) and against the derive of the same URDF, bit for
//! bit (`tests/tests/standalone.rs`).

mod panda;

pub use panda::Panda;

#[cfg(test)]
mod tests {
    use super::Panda;
    use chaindyn::nalgebra::{DVector, SVector};
    use chaindyn::{crba, forward_dynamics, Dynamics, Multibody};

    /// The generated mass matrix and forward dynamics agree with the runtime's recursive
    /// reference (CRBA, articulated-body forward dynamics) to 1e-10 relative: both are exact
    /// up to rounding, and the arm's entries are O(1).
    #[test]
    fn agrees_with_the_recursive_reference() {
        let mb = Multibody::new(&Panda.chain()).expect("a valid chain");
        let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
        let mut next = || {
            seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
            ((seed >> 11) as f64 / (1u64 << 53) as f64) * 2.0 - 1.0
        };
        for _ in 0..20 {
            let q = SVector::<f64, 7>::from_fn(|_, _| 3.0 * next());
            let qd = SVector::<f64, 7>::from_fn(|_, _| 2.0 * next());
            let tau = SVector::<f64, 7>::from_fn(|_, _| 10.0 * next());
            let dq = DVector::from_column_slice(q.as_slice());
            let m_ref = crba(&mb, &dq).expect("crba");
            let m = Panda.mass_matrix(&q);
            assert!(
                (DVector::from_column_slice(m.as_slice())
                    - DVector::from_column_slice(m_ref.as_slice()))
                .norm()
                    <= 1e-10 * m_ref.norm().max(1.0)
            );
            let qdd_ref = forward_dynamics(
                &mb,
                &dq,
                &DVector::from_column_slice(qd.as_slice()),
                &DVector::from_column_slice(tau.as_slice()),
            )
            .expect("forward dynamics");
            let qdd = Panda.forward_dynamics(&q, &qd, &tau);
            assert!(
                (DVector::from_column_slice(qdd.as_slice()) - &qdd_ref).norm()
                    <= 1e-10 * qdd_ref.norm().max(1.0)
            );
        }
    }
}
