use chaindyn::Dynamics;

// Joint terms of a URDF link are overridden like its mass; the same rules apply.
#[derive(Dynamics)]
#[chain(urdf = "robots/ui_tree.urdf", tip = "tool")]
#[body(name = "l1", armature = -0.01)]
#[body(name = "l2", friction = 0.2, friction_velocity = -0.1)]
struct Arm;

fn main() {}
