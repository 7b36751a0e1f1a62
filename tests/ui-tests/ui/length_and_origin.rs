use chaindyn::Dynamics;

#[derive(Dynamics)]
#[body(joint = revolute, length = 0.3, mass = 1.0, com = 0.15, inertia = 0.01)]
#[body(joint = revolute, origin = [0.4, 0.0, 0.0], mass = 1.0, com = 0.15, inertia = 0.01)]
struct TwoLink;

fn main() {}
