use chaindyn::Dynamics;

#[derive(Dynamics)]
#[chain(urdf = "robots/ui_incomplete_inertial.urdf")]
struct Arm;

fn main() {}
