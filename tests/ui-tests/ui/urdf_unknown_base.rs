use chaindyn::Dynamics;

#[derive(Dynamics)]
#[chain(urdf = "robots/ui_tree.urdf", base = "bsae", tip = "tool")]
struct Arm;

fn main() {}
