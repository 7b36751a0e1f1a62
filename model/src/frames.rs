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

impl Frame {
    /// The frame `name` placed at `xyz`, `rpy` in this frame: on the same body, with the two
    /// placements composed (origin `p + R xyz`, rotation `R R(rpy)`).
    pub fn then(&self, name: impl Into<String>, xyz: [f64; 3], rpy: [f64; 3]) -> Frame {
        let r = crate::rpy_to_matrix(self.origin_rpy);
        let moved = crate::math::mat_vec(&r, xyz);
        let origin_rpy = if rpy == [0.0; 3] {
            self.origin_rpy
        } else if self.origin_rpy == [0.0; 3] {
            rpy
        } else {
            crate::matrix_to_rpy(&crate::math::mat_mul(&r, &crate::rpy_to_matrix(rpy)))
        };
        Frame {
            name: name.into(),
            body: self.body,
            origin_xyz: std::array::from_fn(|k| self.origin_xyz[k] + moved[k]),
            origin_rpy,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn composed_placements_chain_the_transforms() {
        // A point p in the new frame is at R0 (R1 p + xyz) + origin0 in the body.
        let a = Frame::new("a", 2, [0.1, -0.2, 0.3], [0.3, -0.4, 1.1]);
        let b = a.then("b", [0.05, 0.02, -0.1], [-0.2, 0.7, 0.4]);
        assert_eq!((b.name.as_str(), b.body), ("b", 2));
        let p = [0.3, 0.6, -0.9];
        let (r0, r1, rb) = (
            crate::rpy_to_matrix(a.origin_rpy),
            crate::rpy_to_matrix([-0.2, 0.7, 0.4]),
            crate::rpy_to_matrix(b.origin_rpy),
        );
        let inner = crate::math::mat_vec(&r1, p);
        let inner = std::array::from_fn(|k| inner[k] + [0.05, 0.02, -0.1][k]);
        let expected = crate::math::mat_vec(&r0, inner);
        let got = crate::math::mat_vec(&rb, p);
        for k in 0..3 {
            // Rounding of a few products and one atan2 round trip of O(1) numbers: 1e-14.
            assert!((expected[k] + a.origin_xyz[k] - got[k] - b.origin_xyz[k]).abs() < 1e-14);
        }
        // Without rotations the angles are kept exactly.
        let c = Frame::new("c", 0, [1.0, 0.0, 0.0], [0.0; 3]).then("d", [0.5, 0.0, 0.0], [0.0; 3]);
        assert_eq!((c.origin_xyz, c.origin_rpy), ([1.5, 0.0, 0.0], [0.0; 3]));
    }
}
