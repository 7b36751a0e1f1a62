use chaindyn::Dynamics;

#[derive(Dynamics)]
#[chain(urdf = "robots/ui_malformed.urdf")]
struct Arm;

fn main() {}
