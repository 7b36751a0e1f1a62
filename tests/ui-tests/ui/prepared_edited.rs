// `.chaindyn/EditedModel.rs` was prepared for this very description, then edited by hand: its
// body no longer matches the SHA-256 in its header, and it is refused.
use chaindyn::Dynamics;

#[derive(Dynamics)]
#[chain(gravity = 9.81)]
#[body(joint = revolute, length = 1.0, mass = 1.0, com = 0.5)]
struct EditedModel;

fn main() {
    let _ = EditedModel.mass_matrix(&Default::default());
}
