use chaindyn::Dynamics;

#[derive(Dynamics)]
#[chain(urdf = "robots/ui_tree.urdf", tip = "tool", angles = absolute)]
struct Arm;

fn main() {}
