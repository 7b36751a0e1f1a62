use chaindyn::Dynamics;

// `frames` takes `all` or a list of names.
#[derive(Dynamics)]
#[chain(gravity = 9.81, frames = first)]
#[body(joint = revolute, mass = 1.0, com = 0.5, length = 1.0)]
struct Pendulum;

#[derive(Dynamics)]
#[chain(gravity = 9.81, frames = [])]
#[body(joint = revolute, mass = 1.0, com = 0.5, length = 1.0)]
struct Empty;

#[derive(Dynamics)]
#[chain(gravity = 9.81, frames = [link1])]
#[body(joint = revolute, mass = 1.0, com = 0.5, length = 1.0)]
struct Unquoted;

fn main() {}
