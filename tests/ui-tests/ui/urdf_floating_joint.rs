use chaindyn::Dynamics;

#[derive(Dynamics)]
#[chain(urdf = "robots/ui_tree.urdf", tip = "drone")]
struct Arm;

fn main() {}
