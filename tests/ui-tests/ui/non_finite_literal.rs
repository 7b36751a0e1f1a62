use chaindyn::Dynamics;

#[derive(Dynamics)]
#[chain(gravity = 9.81)]
#[body(joint = revolute, mass = 1e999, com = 0.5)]
struct Pendulum;

fn main() {}
