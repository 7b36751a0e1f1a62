//! Parallel-build fixture C: the spatial 7-DOF arm (also the build-time benchmark model).
use chaindyn::Dynamics;

/// A spatial 7-DOF arm with alternating roll / pitch joints like the arm of Lin & Yae, "Recursive
/// Linearization of Multibody Dynamics Equations of Motion" (shoulder roll, shoulder pitch, elbow
/// roll, elbow pitch, wrist roll, wrist pitch, tool-plate roll); masses and inertias of a
/// Franka-Panda-like arm, with products of inertia and off-axis centres of mass.
#[derive(Dynamics)]
#[chain(gravity = [0.0, 0.0, -9.81])]
#[body(name = "shoulder_roll", axis = z, origin = [0.0, 0.0, 0.333], mass = 4.97, com = [0.0035, 0.0029, -0.0732],
       inertia = [0.7034, 0.7067, 0.0091, -0.0001, 0.0068, 0.0192])]
#[body(name = "shoulder_pitch", axis = y, origin = [0.0, 0.0, 0.0], mass = 0.6469, com = [-0.0032, -0.0268, 0.0270],
       inertia = [0.0080, 0.0281, 0.0260, -0.0039, 0.0102, 0.0007])]
#[body(name = "elbow_roll", axis = z, origin = [0.0, 0.0, 0.316], mass = 3.2286, com = [0.0274, 0.0392, -0.0664],
       inertia = [0.0372, 0.0361, 0.0108, -0.0048, -0.0114, -0.0128])]
#[body(name = "elbow_pitch", axis = y, origin = [0.0825, 0.0, 0.0], mass = 3.5879, com = [-0.0530, 0.1044, 0.0274],
       inertia = [0.0259, 0.0195, 0.0283, 0.0078, -0.0013, 0.0086])]
#[body(name = "wrist_roll", axis = z, origin = [-0.0825, 0.0, 0.384], mass = 1.2259, com = [-0.0119, 0.0417, -0.1027],
       inertia = [0.0355, 0.0294, 0.0086, -0.0021, -0.0040, 0.0002])]
#[body(name = "wrist_pitch", axis = y, origin = [0.0, 0.0, 0.0], mass = 1.6666, com = [0.0601, -0.0141, 0.0105],
       inertia = [0.0020, 0.0043, 0.0054, 0.0001, -0.0012, -0.0003])]
#[body(name = "toolplate_roll", axis = z, origin = [0.088, 0.0, 0.107], mass = 0.7355, com = [0.0103, 0.0041, 0.0454],
       inertia = [0.0125, 0.0100, 0.0048, -0.0004, -0.0011, -0.0007])]
pub struct ArmC;

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn derived() {
        assert!(ArmC.mass_matrix(&Default::default()).norm() > 0.0);
    }
}
