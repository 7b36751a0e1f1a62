use chaindyn::Dynamics;

// Every invalid joint term is reported, each at its value.
#[derive(Dynamics)]
#[chain(gravity = 9.81, friction_velocity = -1.0)]
#[body(joint = revolute, mass = 1.0, com = 0.5, length = 1.0, armature = -0.1, damping = -2)]
#[body(joint = revolute, mass = 1.0, com = 0.5, friction = -0.3, friction_velocity = 0.0)]
struct Pendulum;

fn main() {}
