// Without chaindyn's `cas` feature a derive expands the crate's prepared file; there is none for
// this model: the error says which file and the command that writes it.
use chaindyn::Dynamics;

#[derive(Dynamics)]
#[chain(gravity = 9.81)]
#[body(joint = revolute, length = 1.0, mass = 1.0, com = 0.5)]
struct NeverPrepared;

fn main() {
    let _ = NeverPrepared.mass_matrix(&Default::default());
}
