use chaindyn::Dynamics;

#[derive(Dynamics)]
#[chain(urdf = "robots/no_such_robot.urdf")]
struct Arm;

fn main() {}
