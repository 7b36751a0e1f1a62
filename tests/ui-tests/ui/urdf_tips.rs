use chaindyn::Dynamics;

// `tip` and `tips` together.
#[derive(Dynamics)]
#[chain(urdf = "robots/ui_tree.urdf", tip = "l2", tips = ["l2", "carriage"])]
struct Both;

// No tip in the list.
#[derive(Dynamics)]
#[chain(urdf = "robots/ui_tree.urdf", tips = [])]
struct Empty;

// A tip the file does not have: the error is at that entry.
#[derive(Dynamics)]
#[chain(urdf = "robots/ui_tree.urdf", tips = ["l2", "carriag"])]
struct UnknownTip;

// A tip that is not below the base.
#[derive(Dynamics)]
#[chain(urdf = "robots/ui_tree.urdf", base = "l2", tips = ["tool", "carriage"])]
struct NotBelow;

// The tree's structure comes from the file.
#[derive(Dynamics)]
#[chain(urdf = "robots/ui_tree.urdf", tips = ["l2", "carriage"])]
#[body(name = "carriage", parent = "l2", mass = 0.5)]
struct ParentOverridden;

// `tips` names links of a URDF file.
#[derive(Dynamics)]
#[chain(gravity = 9.81, tips = ["hand"])]
#[body(name = "waist", mass = 1.0, inertia = 0.1)]
struct TipsWithoutUrdf;

// The whole tree below the base when the file branches and no tip is named: this one has a
// floating joint.
#[derive(Dynamics)]
#[chain(urdf = "robots/ui_tree.urdf")]
struct WholeTree;

fn main() {}
