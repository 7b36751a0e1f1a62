use chaindyn::Dynamics;

#[derive(Dynamics)]
#[chain(gravity = 9.81)]
#[body(name = "arm", joint = revolute, length = 1.0, mass = 1.0, com = 0.5)]
#[body(name = "arm", joint = revolute, mass = 1.0, com = 0.5)]
struct DoublePendulum;

fn main() {}
