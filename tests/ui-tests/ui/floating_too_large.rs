use chaindyn::Dynamics;

// A floating base whose mass matrix has more entries that are not zero by structure than the
// derive unrolls (one serial leg of 27 joints: 561 of at most 528).
#[derive(Dynamics)]
#[chain(urdf = "robots/ui_long_floating.urdf", root_joint = free_flyer)]
struct Snake;

fn main() {}
