use chaindyn::Dynamics;

#[derive(Dynamics)]
#[chain(urdf = "robots/ui_tree.urdf", tip = "tool")]
#[body(name = "tool", mass = payload)]
struct Arm {
    payload: f64,
}

fn main() {}
