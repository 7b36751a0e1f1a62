use chaindyn::Dynamics;

#[derive(Dynamics)]
#[chain(gravity = 9.81)]
#[body(joint = revolute, mass = 1.0, com = 0.5)]
struct Pendulum(f64);

fn main() {}
