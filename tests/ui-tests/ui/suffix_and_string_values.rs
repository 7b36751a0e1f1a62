use chaindyn::Dynamics;

// A typed literal would be read as an f64 silently; a name must be a string. Both are reported,
// each at its value, and the rest of the description is still checked.
#[derive(Dynamics)]
#[body(name = 5, joint = revolute, mass = 1.5f32, com = 0.5, inertia = 0.01)]
struct Typed;

fn main() {}
