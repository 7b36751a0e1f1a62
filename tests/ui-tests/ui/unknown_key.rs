use chaindyn::Dynamics;

#[derive(Dynamics)]
#[chain(gravity = 9.81)]
#[body(joint = revolute, mas = 1.0)]
struct Pendulum;

fn main() {}
