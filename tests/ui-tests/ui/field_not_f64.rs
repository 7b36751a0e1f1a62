use chaindyn::Dynamics;

#[derive(Dynamics)]
#[chain(gravity = 9.81)]
#[body(joint = revolute, mass = payload, com = 0.5)]
struct Pendulum {
    payload: f32,
}

fn main() {}
