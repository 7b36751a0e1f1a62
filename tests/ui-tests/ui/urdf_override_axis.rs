use chaindyn::Dynamics;

#[derive(Dynamics)]
#[chain(urdf = "robots/ui_tree.urdf", tip = "tool")]
#[body(name = "l2", axis = x, mass = payload)]
struct Arm {
    payload: f64,
}

fn main() {}
