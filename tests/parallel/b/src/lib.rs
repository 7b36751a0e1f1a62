//! Parallel-build fixture B: the Pendubot with a runtime payload.
use chaindyn::Dynamics;

/// Fixture model.
#[derive(Dynamics)]
#[chain(gravity = 9.81)]
#[body(joint = revolute, length = 0.2, mass = 1.9008, com = 0.185, inertia = 0.004)]
#[body(joint = revolute, length = 0.2, mass = m2, com = 0.062, inertia = 0.005)]
pub struct PendubotB {
    /// Payload mass.
    pub m2: f64,
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn derived() {
        assert!(
            PendubotB { m2: 0.7 }
                .mass_matrix(&Default::default())
                .norm()
                > 0.0
        );
    }
}
