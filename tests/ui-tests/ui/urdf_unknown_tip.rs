use chaindyn::Dynamics;

#[derive(Dynamics)]
#[chain(urdf = "robots/ui_tree.urdf", base = "base", tip = "tol")]
struct Arm;

fn main() {}
