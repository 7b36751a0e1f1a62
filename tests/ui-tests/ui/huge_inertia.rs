use chaindyn::Dynamics;

// Entries near 1e300: the principal moments must still be computed (and found unphysical).
#[derive(Dynamics)]
#[body(joint = revolute, mass = 1.0, com = 0.5, inertia = [1e160, 1e160, 1e300])]
struct Huge;

fn main() {}
