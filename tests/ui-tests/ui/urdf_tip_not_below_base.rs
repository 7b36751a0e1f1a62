use chaindyn::Dynamics;

#[derive(Dynamics)]
#[chain(urdf = "robots/ui_tree.urdf", base = "l2", tip = "l1")]
struct Arm;

fn main() {}
