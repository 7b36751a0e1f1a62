use chaindyn::Dynamics;

// A floating base's body is a URDF file's root link: attribute descriptions have a fixed base.
#[derive(Dynamics)]
#[chain(gravity = 9.81, root_joint = free_flyer)]
#[body(mass = 1.0, com = 0.5, inertia = 0.1)]
struct Attributes;

// The regressor is generated for a fixed base only.
#[derive(Dynamics)]
#[chain(urdf = "robots/ui_tree.urdf", tip = "l2", root_joint = free_flyer, regressor = bodies)]
struct WithRegressor;

// Not a root joint.
#[derive(Dynamics)]
#[chain(urdf = "robots/ui_tree.urdf", tip = "l2", root_joint = floating)]
struct Unknown;

// A floating description with an error: its uses type-check against the placeholder
// `FloatingDynamics` (one error, at the mass; the placeholder is generic in both sizes, so a use
// names the sizes it expects, as a controller's code does).
#[derive(Dynamics)]
#[chain(urdf = "robots/ui_tree.urdf", tip = "l2", root_joint = free_flyer)]
#[body(name = "l2", mass = -1.0)]
struct Negative;

fn main() {
    use chaindyn::FloatingDynamics;
    let q = chaindyn::nalgebra::SVector::<f64, 9>::zeros();
    let _: chaindyn::nalgebra::SMatrix<f64, 8, 8> = Negative.mass_matrix(&q);
}
