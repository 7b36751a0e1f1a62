use chaindyn::Dynamics;

// A frame's body must be a body or frame of the chain, not a link outside the chain from `base`
// to `tip`; a frame placed on another frame takes numbers for its origin; a selected name must be
// a frame of the chain (the base is not one).
#[derive(Dynamics)]
#[chain(urdf = "robots/ui_tree.urdf", base = "base", tip = "tool", frames = ["base", "tool"])]
#[frame(name = "camera", body = "tool", origin = [0.0, 0.05, 0.05])]
#[frame(name = "carriage_pad", body = "carriage")]
#[frame(name = "lens", body = "camera", origin = [0.0, 0.0, focus])]
struct Arm {
    focus: f64,
}

fn main() {}
