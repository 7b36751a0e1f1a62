use chaindyn::Dynamics;

// A frame's body must be a body of the chain: not a link merged into one (by fixed joints), not a
// link outside the chain from `base` to `tip`; a selected name must be a frame of the chain (the
// base is not one).
#[derive(Dynamics)]
#[chain(urdf = "robots/ui_tree.urdf", base = "base", tip = "tool", frames = ["base", "tool"])]
#[frame(name = "camera", body = "tool", origin = [0.0, 0.05, 0.05])]
#[frame(name = "carriage_pad", body = "carriage")]
struct Arm;

fn main() {}
