use chaindyn::Dynamics;

#[derive(Dynamics)]
#[chain(gravity = 9.81)]
#[body(joint = revolute, mass = payload, com = 0.5)]
struct Pendulum {
    mass: f64,
}

fn main() {}
