// `.chaindyn/StaleModel.rs` was prepared when the link's mass was 1.0: the description changed
// since, so its model key no longer matches and the file is refused with the refresh command.
use chaindyn::Dynamics;

#[derive(Dynamics)]
#[chain(gravity = 9.81)]
#[body(joint = revolute, length = 1.0, mass = 2.0, com = 0.5)]
struct StaleModel;

fn main() {
    let _ = StaleModel.mass_matrix(&Default::default());
}
