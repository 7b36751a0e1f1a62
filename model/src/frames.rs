//! Named frames fixed to the bodies of a chain: tool flanges, sensors, the URDF links that were
//! merged into a body by fixed joints.
//!
//! Every body's own frame is a frame of the chain (named after the body); a [`Frame`] adds one
//! more, fixed to body `body` at `origin_xyz`, `origin_rpy` in that body's frame (the URDF
//! convention of joint origins). The frames of a chain are numbered: body frames `0..n` in chain
//! order, then [`Chain::frames`](crate::Chain::frames) in their order ([`Chain::frame_index`](crate::Chain::frame_index)).

/// A frame rigidly attached to a body of the chain.
#[derive(Debug, Clone, PartialEq)]
pub struct Frame {
    /// The frame's name, unique among the chain's body and frame names.
    pub name: String,
    /// Index of the body (link) it is attached to, `0..dof`.
    pub body: usize,
    /// Position of the frame's origin in the body's frame.
    pub origin_xyz: [f64; 3],
    /// Roll, pitch, yaw of the frame relative to the body's frame
    /// (see [`rpy_to_matrix`](crate::rpy_to_matrix)).
    pub origin_rpy: [f64; 3],
}

impl Frame {
    /// A frame on body `body` at the given placement.
    pub fn new(name: impl Into<String>, body: usize, xyz: [f64; 3], rpy: [f64; 3]) -> Self {
        Frame {
            name: name.into(),
            body,
            origin_xyz: xyz,
            origin_rpy: rpy,
        }
    }
}
