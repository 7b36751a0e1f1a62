//! Parallel-build fixture A: a 3-link pendulum in absolute angles.
use chaindyn::Dynamics;

/// Fixture model.
#[derive(Dynamics)]
#[chain(gravity = 9.81, along = y, angles = absolute)]
#[body(axis = -z, length = 0.5, mass = 1.0, com = 0.5)]
#[body(axis = -z, length = 0.4, mass = 0.8, com = 0.4)]
#[body(axis = -z, length = 0.3, mass = 0.6, com = 0.3)]
pub struct PendulumA;

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn derived() {
        assert!(PendulumA.mass_matrix(&Default::default()).norm() > 0.0);
    }
}
