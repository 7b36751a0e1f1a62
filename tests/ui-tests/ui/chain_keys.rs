use chaindyn::Dynamics;

// An unknown key of #[chain]: the keys it takes are listed.
#[derive(Dynamics)]
#[chain(gravity = 9.81, frame = world)]
#[body(joint = revolute, mass = 1.0)]
struct Pendulum;

// `crate` takes the path chaindyn is known by, in quotes.
#[derive(Dynamics)]
#[chain(gravity = 9.81, crate = "two words")]
#[body(joint = revolute, mass = 1.0)]
struct Renamed;

fn main() {}
