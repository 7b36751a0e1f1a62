use chaindyn::Dynamics;

#[derive(Dynamics)]
#[chain(urdf = "robots/ui_negative_damping.urdf")]
struct Arm;

fn main() {}
