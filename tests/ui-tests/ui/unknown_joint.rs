use chaindyn::Dynamics;

#[derive(Dynamics)]
#[chain(gravity = 9.81)]
#[body(joint = spherical, mass = 1.0, com = 0.5)]
struct Pendulum;

fn main() {}
