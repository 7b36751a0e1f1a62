use chaindyn::Dynamics;

// Every malformed frame is reported, each at its token.
#[derive(Dynamics)]
#[chain(gravity = 9.81, frames = ["link1", "link-2", "elbow", "link1"])]
#[body(joint = revolute, mass = 1.0, com = 0.5, length = 1.0)]
#[body(name = "link-2", joint = revolute, mass = 1.0, com = 0.5)]
#[frame(name = "tip", body = "link3", origin = [1.0, 0.0, 0.0])]
#[frame(body = "link1")]
#[frame(name = "elbow_sensor")]
#[frame(name = "link1", body = "link1")]
#[frame(name = "LINK_2", body = "link1")]
#[frame(name = "tool", body = "link-2", offset = [0.1, 0.0, 0.0], rpy = [0.0, 0.1])]
#[frame(name = "joint_names", body = "link1", origin = [length, 0.0, 0.0])]
struct Arm;

fn main() {}
