//! The centre of mass and the centroidal momentum of a tree on a floating base (Orin, Goswami &
//! Lee, "Centroidal dynamics of a humanoid robot", Autonomous Robots 35, 2013; Pinocchio's
//! `centerOfMass`, `computeCentroidalMomentum` and `computeCentroidalMap`): the robot's momentum
//! `h_G = [m ċ; k_G]` about its centre of mass, in world axes, is linear in the velocity,
//! `h_G = A_g(q) v`, and its rate `ḣ_G = A_g v̇ + Ȧ_g v`, the total external wrench about the
//! centre of mass.

use crate::algorithm::kinematics::Geometry;
use crate::algorithm::rnea::floating_rnea_core;
use crate::api::error::DynamicsError;
use crate::multibody::floating::FloatingMultibody;
use crate::multibody::spatial::{SpatialInertia, M3, V3, V6};
use chaindyn_model::free_flyer::{self, NV};
use nalgebra::{DMatrix, DVector, Vector3, Vector6};

/// The robot's total inertia about `P` (base coordinates).
fn total_inertia(geo: &Geometry) -> SpatialInertia {
    geo.fr
        .inertia
        .iter()
        .fold(geo.base_inertia, |t, i| t.add(i))
}

/// The base's pose `(R, p)` of a checked `q`.
fn pose(q: &DVector<f64>) -> (M3, V3) {
    let base: [f64; free_flyer::NQ] = std::array::from_fn(|i| q[i]);
    let (r, p) = free_flyer::pose(base).expect("checked by FloatingMultibody::state");
    (M3::from_fn(|i, j| r[i][j]), V3::from(p))
}

/// `[m ċ; k_G]` in world axes from `h_P = [n_P; f]` (base coordinates).
fn about_com(total: &SpatialInertia, rot: &M3, h: &V6) -> Vector6<f64> {
    let (n, f) = (V3::new(h[0], h[1], h[2]), V3::new(h[3], h[4], h[5]));
    let com = total.h / total.mass;
    let k = rot * (n - com.cross(&f));
    let l = rot * f;
    Vector6::new(l.x, l.y, l.z, k.x, k.y, k.z)
}

/// The momentum about `P` of the velocity `v` (base coordinates).
fn momentum_at_p(geo: &Geometry, v: &[f64]) -> V6 {
    let (vb, qd) = v.split_at(NV);
    let v0 = geo.motion_at_p(vb);
    let vel = geo.velocities(&v0, qd);
    vel.iter()
        .zip(&geo.fr.inertia)
        .fold(geo.base_inertia.mul(&v0), |h, (vi, ii)| h + ii.mul(vi))
}

fn with_mass(fm: &FloatingMultibody, total: &SpatialInertia) -> Result<(), DynamicsError> {
    if total.mass > 0.0 {
        Ok(())
    } else {
        Err(DynamicsError::Model(
            chaindyn_model::ModelError::InvalidBase {
                body: fm.base().name.clone(),
                problem: "carries a robot without mass: it has no centre of mass".into(),
            },
        ))
    }
}

/// The geometry at `q`, the robot's total inertia (refused without mass) and the base's rotation.
fn prelude(
    fm: &FloatingMultibody,
    q: &DVector<f64>,
) -> Result<(Geometry, SpatialInertia, M3), DynamicsError> {
    let geo = fm.state(q)?;
    let total = total_inertia(&geo);
    with_mass(fm, &total)?;
    let (rot, _) = pose(q);
    Ok((geo, total, rot))
}

/// The robot's centre of mass in the world at `q` (Pinocchio's `centerOfMass`).
pub fn floating_center_of_mass(
    fm: &FloatingMultibody,
    q: &DVector<f64>,
) -> Result<Vector3<f64>, DynamicsError> {
    let geo = fm.state(q)?;
    let total = total_inertia(&geo);
    with_mass(fm, &total)?;
    let (rot, p) = pose(q);
    let c = p + rot * (geo.fr.base + total.h / total.mass);
    crate::api::error::finite("centre of mass", c)
}

/// The centroidal momentum `h_G = [m ċ; k_G]` at `(q, v)`: the linear momentum, then the angular
/// momentum about the centre of mass, both in world axes (Pinocchio's `hg`).
pub fn floating_centroidal_momentum(
    fm: &FloatingMultibody,
    q: &DVector<f64>,
    v: &DVector<f64>,
) -> Result<Vector6<f64>, DynamicsError> {
    let (geo, total, rot) = prelude(fm, q)?;
    fm.check("v", v, fm.nv())?;
    let h = momentum_at_p(&geo, v.as_slice());
    crate::api::error::finite("centroidal momentum", about_com(&total, &rot, &h))
}

/// The centroidal momentum matrix `A_g(q)` (`6 × nv`, Pinocchio's `Ag`): `h_G = A_g v`, column
/// `k` the momentum of the unit velocity `e_k`.
pub fn floating_centroidal_map(
    fm: &FloatingMultibody,
    q: &DVector<f64>,
) -> Result<DMatrix<f64>, DynamicsError> {
    let (geo, total, rot) = prelude(fm, q)?;
    let nv = fm.nv();
    let mut ag = DMatrix::zeros(6, nv);
    let mut e = vec![0.0; nv];
    for k in 0..nv {
        e[k] = 1.0;
        let h = momentum_at_p(&geo, &e);
        ag.column_mut(k).copy_from(&about_com(&total, &rot, &h));
        e[k] = 0.0;
    }
    crate::api::error::finite("centroidal momentum matrix", ag)
}

/// The Jacobian of the centre of mass in the world at `q` (`3 × nv`, Pinocchio's
/// `jacobianCenterOfMass`): `ċ = J_c v`, the first three rows of `A_g` over the mass.
pub fn floating_center_of_mass_jacobian(
    fm: &FloatingMultibody,
    q: &DVector<f64>,
) -> Result<DMatrix<f64>, DynamicsError> {
    let geo = fm.state(q)?;
    let mass = total_inertia(&geo).mass;
    let ag = floating_centroidal_map(fm, q)?;
    crate::api::error::finite("centre-of-mass Jacobian", ag.rows(0, 3) / mass)
}

/// `Ȧ_g v` at `(q, v)` (Pinocchio's `dAg · v`): the rate of the centroidal momentum when `v̇ =
/// 0`, computed exactly as the external wrench that holds `v̇ = 0` without gravity (inverse
/// dynamics' base part), moved to the centre of mass and turned into world axes; so that
/// `ḣ_G = A_g v̇ + Ȧ_g v`.
pub fn floating_centroidal_momentum_bias(
    fm: &FloatingMultibody,
    q: &DVector<f64>,
    v: &DVector<f64>,
) -> Result<Vector6<f64>, DynamicsError> {
    let (geo, total, rot) = prelude(fm, q)?;
    fm.check("v", v, fm.nv())?;
    let (vb, qd) = v.as_slice().split_at(NV);
    let zero = vec![0.0; fm.nv()];
    let (ab, qdd) = zero.split_at(NV);
    let tau = floating_rnea_core(&geo, vb, qd, ab, qdd, false);
    // The base's wrench [f; n_O] as a spatial force about P, then about the centre of mass.
    let w = geo.wrench_at_p(&tau.as_slice()[..NV]);
    crate::api::error::finite("centroidal momentum bias", about_com(&total, &rot, &w))
}
