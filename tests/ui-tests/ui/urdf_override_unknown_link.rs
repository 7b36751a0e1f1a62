use chaindyn::Dynamics;

#[derive(Dynamics)]
#[chain(urdf = "robots/ui_tree.urdf", tip = "tool")]
#[body(name = "l3", mass = payload)]
struct Arm {
    payload: f64,
}

// The fixed base never moves: nothing to override.
#[derive(Dynamics)]
#[chain(urdf = "robots/ui_tree.urdf", tip = "tool")]
#[body(name = "base", mass = 2.0)]
struct Base;

fn main() {}
