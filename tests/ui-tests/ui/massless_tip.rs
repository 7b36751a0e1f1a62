use chaindyn::Dynamics;

// The second body has no mass and no inertia: its joint moves nothing, so M(q) is singular.
#[derive(Dynamics)]
#[chain(gravity = 9.81)]
#[body(joint = revolute, length = 1.0, mass = 1.0, com = 0.5, inertia = 0.1)]
#[body(joint = revolute, mass = 0.0, com = 0.0, inertia = 0.0)]
struct Tip;

fn main() {}
