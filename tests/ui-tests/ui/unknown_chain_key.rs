use chaindyn::Dynamics;

#[derive(Dynamics)]
#[chain(gravity = 9.81, frame = world)]
#[body(joint = revolute, mass = 1.0)]
struct Pendulum;

fn main() {}
