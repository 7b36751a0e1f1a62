//! Rigid transforms: the frames of links relative to the body they are merged into.

use crate::math::{mat_mul, mat_vec};

const IDENTITY: [[f64; 3]; 3] = [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]];

/// A rigid transform `x ↦ rot x + pos`; `rotated` is false while `rot` is exactly the identity
/// (so that a joint after only translations keeps its `rpy` exactly as written).
#[derive(Debug, Clone, Copy)]
pub(super) struct Frame {
    pub(super) rot: [[f64; 3]; 3],
    pub(super) pos: [f64; 3],
    pub(super) rotated: bool,
}

impl Frame {
    pub(super) const IDENTITY: Frame = Frame {
        rot: IDENTITY,
        pos: [0.0; 3],
        rotated: false,
    };

    /// `self * (xyz, rpy)`: the frame of a child placed at `(xyz, rpy)` in this one.
    pub(super) fn then(&self, xyz: [f64; 3], rpy: [f64; 3]) -> Frame {
        let moved = mat_vec(&self.rot, xyz);
        let pos = [
            self.pos[0] + moved[0],
            self.pos[1] + moved[1],
            self.pos[2] + moved[2],
        ];
        if rpy == [0.0; 3] {
            return Frame { pos, ..*self };
        }
        let r = crate::rpy_to_matrix(rpy);
        Frame {
            rot: if self.rotated {
                mat_mul(&self.rot, &r)
            } else {
                r
            },
            pos,
            rotated: true,
        }
    }
}

/// The transpose of `m`.
pub(super) fn transpose(m: &[[f64; 3]; 3]) -> [[f64; 3]; 3] {
    let mut t = [[0.0; 3]; 3];
    for (r, row) in m.iter().enumerate() {
        for (c, x) in row.iter().enumerate() {
            t[c][r] = *x;
        }
    }
    t
}
