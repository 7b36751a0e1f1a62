//! Contacts of a floating-base robot with its surroundings, in Pinocchio's
//! `RigidConstraintModel` kinds: which frame touches, and whether its origin is held (a point,
//! `CONTACT_3D`) or the whole frame (a surface, `CONTACT_6D`). The runtime's reference and the
//! code generator read the same kinds.

/// How a contact holds its frame.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ContactKind {
    /// The frame's origin does not move (a foot's sphere on the ground): three constraints, a
    /// force `[f_x, f_y, f_z]`.
    Point,
    /// The frame neither moves nor turns (a sole flat on the ground): six constraints, a
    /// wrench `[f; τ]` in the frame's axes.
    Surface,
}

impl ContactKind {
    /// The number of constraints (and of force components): 3 or 6.
    pub const fn dimension(self) -> usize {
        match self {
            ContactKind::Point => 3,
            ContactKind::Surface => 6,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_point_holds_three_coordinates_and_a_surface_six() {
        assert_eq!(ContactKind::Point.dimension(), 3);
        assert_eq!(ContactKind::Surface.dimension(), 6);
    }
}
