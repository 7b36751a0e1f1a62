use chaindyn::Dynamics;

// The second joint frame is tilted by 0.3 rad about x: its axis leaves the plane.
#[derive(Dynamics)]
#[chain(angles = absolute)]
#[body(joint = revolute, length = 0.3, mass = 1.0, com = 0.15, inertia = 0.01)]
#[body(joint = revolute, rpy = [0.3, 0.0, 0.0], mass = 1.0, com = 0.15, inertia = 0.01)]
struct Tilted;

fn main() {}
