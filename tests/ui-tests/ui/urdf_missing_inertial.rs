use chaindyn::Dynamics;

#[derive(Dynamics)]
#[chain(urdf = "robots/ui_tree.urdf", tip = "ghost")]
struct Arm;

fn main() {}
