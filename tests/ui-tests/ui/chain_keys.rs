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

// `regressor` takes the columns it generates: `bodies` or `joints` (bodies, then joint terms).
#[derive(Dynamics)]
#[chain(gravity = 9.81, regressor = all)]
#[body(joint = revolute, mass = 1.0)]
struct Identified;

fn main() {}
