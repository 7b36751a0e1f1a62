// `.chaindyn/OldFormat.rs` was written in the first format of prepared files (its `Chain` literal
// predates `Chain::frames`): it is refused as such, with the refresh command, instead of failing
// to compile inside the generated code.
use chaindyn::Dynamics;

#[derive(Dynamics)]
#[chain(gravity = 9.81)]
#[body(joint = revolute, length = 1.0, mass = 1.0, com = 0.5)]
struct OldFormat;

fn main() {
    let _ = OldFormat.mass_matrix(&Default::default());
}
