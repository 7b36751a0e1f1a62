use chaindyn::Dynamics;

#[derive(Dynamics)]
#[chain(gravity = 9.81, angles = absolute)]
#[body(axis = z, length = 1.0, mass = 1.0, com = 1.0)]
#[body(axis = x, mass = 1.0, com = 1.0)]
struct Pendulum;

fn main() {}
