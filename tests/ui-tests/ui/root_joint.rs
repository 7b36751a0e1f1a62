use chaindyn::Dynamics;

// A floating base's body is a URDF file's root link: attribute descriptions have a fixed base.
#[derive(Dynamics)]
#[chain(gravity = 9.81, root_joint = free_flyer)]
#[body(mass = 1.0, com = 0.5, inertia = 0.1)]
struct Attributes;

// The regressor is generated for a fixed base only.
#[derive(Dynamics)]
#[chain(urdf = "robots/ui_floating.urdf", root_joint = free_flyer, regressor = bodies)]
struct WithRegressor;

// Not a root joint.
#[derive(Dynamics)]
#[chain(urdf = "robots/ui_floating.urdf", root_joint = floating)]
struct Unknown;

// A floating base carries the whole robot: no part of it cut away.
#[derive(Dynamics)]
#[chain(urdf = "robots/ui_floating.urdf", base = "upper", root_joint = free_flyer)]
struct Based;

#[derive(Dynamics)]
#[chain(urdf = "robots/ui_floating.urdf", tip = "lower", root_joint = free_flyer)]
struct Tipped;

#[derive(Dynamics)]
#[chain(urdf = "robots/ui_floating.urdf", tips = ["lower"], root_joint = free_flyer)]
struct OneArm;

// The base's body takes its values from the file.
#[derive(Dynamics)]
#[chain(urdf = "robots/ui_floating.urdf", root_joint = free_flyer)]
#[body(name = "trunk", mass = 3.0)]
struct BaseOverride;

// A massless base on one joint: the base can move without moving any mass.
#[derive(Dynamics)]
#[chain(urdf = "robots/ui_massless_base.urdf", root_joint = free_flyer)]
struct MasslessBase;

// A floating description with an error: its uses type-check against the placeholder
// `FloatingDynamics` (one error, at the mass; the placeholder is generic in both sizes, so a use
// names the sizes it expects, as a controller's code does).
#[derive(Dynamics)]
#[chain(urdf = "robots/ui_floating.urdf", root_joint = free_flyer)]
#[body(name = "lower", mass = -1.0)]
struct Negative;

fn main() {
    use chaindyn::FloatingDynamics;
    let q = chaindyn::nalgebra::SVector::<f64, 10>::zeros();
    let _: chaindyn::nalgebra::SMatrix<f64, 9, 9> = Negative.mass_matrix(&q);
}
