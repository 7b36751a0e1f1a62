//! Spatial (6D) vector algebra, Featherstone's notation, all quantities expressed in
//! the world frame about the first joint's origin (the reference point of
//! the kinematics: the base placement never enters the dynamics).
//!
//! A motion vector is `[ω; v]` (angular velocity, then the linear velocity of the body
//! point that coincides with the reference point); a force vector is `[n; f]` (moment about
//! the reference point, then force).

use nalgebra::{Matrix3, Matrix6, Vector3, Vector6};

pub(crate) type V3 = Vector3<f64>;
pub(crate) type M3 = Matrix3<f64>;
pub(crate) type V6 = Vector6<f64>;
pub(crate) type M6 = Matrix6<f64>;

#[inline]
pub(crate) fn ang(v: &V6) -> V3 {
    V3::new(v[0], v[1], v[2])
}

#[inline]
pub(crate) fn lin(v: &V6) -> V3 {
    V3::new(v[3], v[4], v[5])
}

#[inline]
pub(crate) fn join(a: &V3, b: &V3) -> V6 {
    V6::new(a.x, a.y, a.z, b.x, b.y, b.z)
}

#[inline]
pub(crate) fn skew(v: &V3) -> M3 {
    M3::new(0.0, -v.z, v.y, v.z, 0.0, -v.x, -v.y, v.x, 0.0)
}

/// Motion cross product `m × x` (`crm(m) x`).
#[inline]
pub(crate) fn cross_motion(m: &V6, x: &V6) -> V6 {
    let (w, v) = (ang(m), lin(m));
    let (w2, v2) = (ang(x), lin(x));
    join(&w.cross(&w2), &(w.cross(&v2) + v.cross(&w2)))
}

/// Force cross product `m ×* f` (`crf(m) f`, with `crf(m) = -crm(m)ᵀ`).
#[inline]
pub(crate) fn cross_force(m: &V6, f: &V6) -> V6 {
    let (w, v) = (ang(m), lin(m));
    let (n, f) = (ang(f), lin(f));
    join(&(w.cross(&n) + v.cross(&f)), &w.cross(&f))
}

/// The matrix of `x ↦ x ×* f` for a fixed force `f = [n; f]`:
/// `[[-n̂, -f̂], [-f̂, 0]]`.
#[inline]
pub(crate) fn force_cross_matrix(f: &V6) -> M6 {
    let n = -skew(&ang(f));
    let fl = -skew(&lin(f));
    let mut out = M6::zeros();
    out.fixed_view_mut::<3, 3>(0, 0).copy_from(&n);
    out.fixed_view_mut::<3, 3>(0, 3).copy_from(&fl);
    out.fixed_view_mut::<3, 3>(3, 0).copy_from(&fl);
    out
}

/// Rigid body spatial inertia about the reference point: mass `m`, first moment
/// `h = m c` (c = centre of mass) and rotational inertia about the origin
/// `rot = I_c + m (|c|² 1 - c cᵀ)`. As a 6x6 matrix: `[[rot, ĥ], [ĥᵀ, m 1]]`.
#[derive(Debug, Clone, Copy)]
pub(crate) struct SpatialInertia {
    pub mass: f64,
    pub h: V3,
    pub rot: M3,
}

impl SpatialInertia {
    pub fn zero() -> Self {
        SpatialInertia {
            mass: 0.0,
            h: V3::zeros(),
            rot: M3::zeros(),
        }
    }

    /// From the mass, the centre of mass and the inertia about it, all in world axes.
    pub fn from_com(mass: f64, com: &V3, inertia_com: &M3) -> Self {
        let rot =
            inertia_com + mass * (M3::identity() * com.norm_squared() - com * com.transpose());
        SpatialInertia {
            mass,
            h: mass * com,
            rot,
        }
    }

    /// `I m`.
    #[inline]
    pub fn mul(&self, m: &V6) -> V6 {
        let (w, v) = (ang(m), lin(m));
        join(
            &(self.rot * w + self.h.cross(&v)),
            &(self.mass * v - self.h.cross(&w)),
        )
    }

    #[inline]
    pub fn add(&self, o: &SpatialInertia) -> SpatialInertia {
        SpatialInertia {
            mass: self.mass + o.mass,
            h: self.h + o.h,
            rot: self.rot + o.rot,
        }
    }

    pub fn matrix(&self) -> M6 {
        let hs = skew(&self.h);
        let mut out = M6::zeros();
        out.fixed_view_mut::<3, 3>(0, 0).copy_from(&self.rot);
        out.fixed_view_mut::<3, 3>(0, 3).copy_from(&hs);
        out.fixed_view_mut::<3, 3>(3, 0).copy_from(&hs.transpose());
        out.fixed_view_mut::<3, 3>(3, 3)
            .copy_from(&(M3::identity() * self.mass));
        out
    }

    /// `İ + (x ↦ x ×* (I v))` for the body moving with spatial velocity `v`, where
    /// `İ = crf(v) I - I crm(v)` is the time derivative of the world-frame inertia.
    /// This is the matrix `B` of the analytic RNEA derivative.
    pub fn velocity_coupling(&self, v: &V6) -> M6 {
        let im = self.matrix();
        // crf(v) I ; since crm(v) = -crf(v)ᵀ and I is symmetric, İ = X + Xᵀ.
        let x = crf_matrix(v) * im;
        x + x.transpose() + force_cross_matrix(&self.mul(v))
    }
}

/// `crf(m) = [[ŵ, v̂], [0, ŵ]]`.
pub(crate) fn crf_matrix(m: &V6) -> M6 {
    let w = skew(&ang(m));
    let v = skew(&lin(m));
    let mut out = M6::zeros();
    out.fixed_view_mut::<3, 3>(0, 0).copy_from(&w);
    out.fixed_view_mut::<3, 3>(0, 3).copy_from(&v);
    out.fixed_view_mut::<3, 3>(3, 3).copy_from(&w);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v6(s: f64) -> V6 {
        V6::from_fn(|i, _| ((i as f64 + 1.0) * s).sin())
    }

    #[test]
    fn cross_products_match_matrices() {
        // Pure algebra: agreement to a few ulps of O(1) numbers (1e-14).
        let (m, x) = (v6(0.7), v6(1.9));
        let crm = -crf_matrix(&m).transpose();
        assert!((crm * x - cross_motion(&m, &x)).norm() < 1e-14);
        assert!((crf_matrix(&m) * x - cross_force(&m, &x)).norm() < 1e-14);
        assert!((force_cross_matrix(&x) * m - cross_force(&m, &x)).norm() < 1e-14);
        let i = SpatialInertia::from_com(
            1.3,
            &V3::new(0.1, -0.4, 0.2),
            &M3::new(0.2, 0.01, 0.0, 0.01, 0.3, 0.02, 0.0, 0.02, 0.4),
        );
        assert!((i.matrix() * x - i.mul(&x)).norm() < 1e-14);
        assert!((i.matrix() - i.matrix().transpose()).norm() < 1e-15);
    }
}
