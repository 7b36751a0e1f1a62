// A URDF model without its prepared file: one error, at the struct. The placeholder that comes
// with it knows the chain's degrees of freedom and has every associated item, so the uses below
// add no error of their own.
use chaindyn::Dynamics;

#[derive(Dynamics)]
#[chain(urdf = "robots/ui_tree.urdf", base = "base", tip = "l2")]
struct UrdfNeverPrepared;

fn main() {
    let _ = UrdfNeverPrepared.mass_matrix(&Default::default());
    let _ = UrdfNeverPrepared::LINK_NAMES;
    let _ = UrdfNeverPrepared::JOINT_NAMES;
    let _ = UrdfNeverPrepared::JOINT_LIMITS;
    let _ = UrdfNeverPrepared::GENERATED_OPERATIONS;
}
