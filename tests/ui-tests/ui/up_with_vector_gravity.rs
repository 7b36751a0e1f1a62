use chaindyn::Dynamics;

#[derive(Dynamics)]
#[chain(gravity = [0.0, 0.0, -9.81], up = z)]
#[body(joint = revolute, axis = y, mass = 1.0, com = 0.5, inertia = 0.01)]
struct Pendulum;

fn main() {}
