use chaindyn::Dynamics;

#[derive(Dynamics)]
#[chain(gravity = 9.81, tip = "tool")]
#[body(joint = revolute, mass = 1.0)]
struct Arm;

fn main() {}
