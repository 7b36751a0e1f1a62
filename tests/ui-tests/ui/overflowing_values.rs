use chaindyn::Dynamics;

// m·c² = 1e600 does not fit in an f64: the error points at the largest value written.
#[derive(Dynamics)]
#[body(joint = revolute, mass = 1e200, com = 1e200, inertia = 0.1)]
struct Huge;

fn main() {}
