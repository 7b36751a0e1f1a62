use chaindyn::{ReferenceFrame, TaskSpace};

// A failed derive still declares the frame constants and `TaskSpace` it would have, so the uses
// below add no error to the description's one.
#[derive(chaindyn::Dynamics)]
#[chain(gravity = 9.81)]
#[body(joint = revolute, mass = 1.0, com = 0.5, length = 1.0)]
#[frame(name = "tip", body = "link2", origin = [1.0, 0.0, 0.0])]
struct Pendulum;

fn main() {
    let q = chaindyn::nalgebra::SVector::<f64, 1>::zeros();
    let _ = Pendulum.frame_pose(Pendulum::TIP, &q);
    let _ = Pendulum.frame_jacobian(Pendulum::TIP, &q, ReferenceFrame::Local);
}
