//! The standalone generator's module of the 7-DOF URDF arm (`tests/standalone`, written by
//! `chaindyn generate`, compiled without the derive) and `#[derive(Dynamics)]` on the same file
//! (`chaindyn_tests::Panda`) compute the same numbers, to the last bit: both are the same
//! generated code. Every method, at 100 random states.

use chaindyn::nalgebra::SVector;
use chaindyn::Dynamics;
use chaindyn_tests::{Panda, SplitMix64};

type V = SVector<f64, 7>;

fn bits<'a>(values: impl IntoIterator<Item = &'a f64>) -> Vec<u64> {
    values.into_iter().map(|x| x.to_bits()).collect()
}

#[test]
fn standalone_module_and_derive_agree_bit_for_bit() {
    let (derived, standalone) = (Panda, chaindyn_standalone::Panda);
    // The derive's description adds one frame (`camera`, on the hand) to the file's chain.
    let mut chain = derived.chain();
    assert_eq!(
        chain.frames.pop().map(|f| f.name),
        Some("camera".to_string())
    );
    assert_eq!(chain, standalone.chain());
    assert_eq!(Panda::JOINT_NAMES, chaindyn_standalone::Panda::JOINT_NAMES);
    assert_eq!(
        Panda::JOINT_LIMITS,
        chaindyn_standalone::Panda::JOINT_LIMITS
    );
    let mut rng = SplitMix64(7);
    for _ in 0..100 {
        let q = V::from_fn(|_, _| rng.uniform(-3.0, 3.0));
        let qd = V::from_fn(|_, _| rng.uniform(-2.0, 2.0));
        let u = V::from_fn(|_, _| rng.uniform(-10.0, 10.0));
        assert_eq!(
            bits(derived.mass_matrix(&q).iter()),
            bits(standalone.mass_matrix(&q).iter())
        );
        assert_eq!(
            bits(derived.coriolis_matrix(&q, &qd).iter()),
            bits(standalone.coriolis_matrix(&q, &qd).iter())
        );
        assert_eq!(
            bits(derived.gravity(&q).iter()),
            bits(standalone.gravity(&q).iter())
        );
        assert_eq!(
            bits(derived.forward_dynamics(&q, &qd, &u).iter()),
            bits(standalone.forward_dynamics(&q, &qd, &u).iter())
        );
        assert_eq!(
            bits(derived.inverse_dynamics(&q, &qd, &u).iter()),
            bits(standalone.inverse_dynamics(&q, &qd, &u).iter())
        );
        let (a, b) = (
            derived.linearize_blocks(&q, &qd, &u),
            standalone.linearize_blocks(&q, &qd, &u),
        );
        assert_eq!(bits(a.qdd.iter()), bits(b.qdd.iter()));
        for (x, y) in [
            (&a.dqdd_dq, &b.dqdd_dq),
            (&a.dqdd_dqd, &b.dqdd_dqd),
            (&a.minv, &b.minv),
        ] {
            assert_eq!(bits(x.iter()), bits(y.iter()));
        }
        let (da, db) = (
            derived.mass_matrix_jacobian(&q),
            standalone.mass_matrix_jacobian(&q),
        );
        for k in 0..7 {
            assert_eq!(bits(da[k].iter()), bits(db[k].iter()));
        }
        assert_eq!(
            derived.kinetic_energy(&q, &qd).to_bits(),
            standalone.kinetic_energy(&q, &qd).to_bits()
        );
    }
}
