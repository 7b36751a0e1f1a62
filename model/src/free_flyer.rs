//! The configuration space of a free-floating base, in Pinocchio's conventions (its
//! `JointModelFreeFlyer`): the one source of these rules for the runtime's reference algorithms
//! and the code generator.
//!
//! - Configuration `q = [p; ξ]` (7 numbers): the base's position `p` in the world, then its
//!   orientation as the unit quaternion `ξ = (x, y, z, w)` (vector part first, as Pinocchio
//!   stores it), turning base coordinates into world coordinates (`R(ξ)`).
//! - Velocity `v = [v_lin; ω]` (6 numbers): the velocity of the base's origin and the angular
//!   velocity, both in **base** coordinates (linear part first).
//! - `integrate(q, v)`: the configuration reached after one unit of time at the constant body
//!   velocity `v`, `M(q) exp(v)` on SE(3) (the coupled exponential, not `p + ṗ` and a separate
//!   rotation); `difference(q₀, q₁) = log(M(q₀)⁻¹ M(q₁))`, so that
//!   `difference(q, integrate(q, v)) = v` (rotations of less than π). Derivatives with respect to
//!   `q` are taken along `integrate(q, δv)` (the tangent space, `nv = 6` columns), as Pinocchio's.

use crate::math::{dot, mat_mul, mat_vec, norm};
use crate::{Body, ModelError};

/// Configuration numbers of the free-flyer: position, then quaternion `(x, y, z, w)`.
pub const NQ: usize = 7;
/// Velocity numbers of the free-flyer: linear, then angular, in base coordinates.
pub const NV: usize = 6;
/// The largest `|‖ξ‖ − 1|` of a configuration's quaternion that the algorithms accept (they
/// normalise it): a quaternion rounded to single precision passes, a forgotten normalisation
/// after adding to it does not.
pub const QUATERNION_TOLERANCE: f64 = 1e-6;

/// The rules of a link's body for a floating base's body: a mass finite and `>= 0`
/// ([`crate::is_valid_mass`]), a finite centre of mass, and a finite inertia that passes
/// [`crate::check_inertia`].
pub fn validate_base(body: &Body) -> Result<(), ModelError> {
    let invalid = |problem: String| ModelError::InvalidBase {
        body: body.name.clone(),
        problem,
    };
    if !crate::is_valid_mass(body.mass) {
        return Err(invalid(format!(
            "has mass {}; a mass must be {}",
            body.mass,
            crate::MASS_REQUIREMENT
        )));
    }
    if body.com.iter().any(|x| !x.is_finite()) {
        return Err(invalid(format!("has a centre of mass {:?}", body.com)));
    }
    if body.inertia.iter().flatten().any(|x| !x.is_finite()) {
        return Err(invalid(format!(
            "has inertia {:?}, not finite: a NaN or an infinity, or finite values that \
             overflowed f64 (1.8e308) where they were combined (an inertia's entries or the \
             parallel-axis terms m·d² of links merged into the base exceed it when rotated, \
             symmetrised or summed); give finite values well within f64's range (units that keep \
             inertias within a few orders of magnitude of 1)",
            body.inertia
        )));
    }
    crate::check_inertia(0, &body.name, body.mass, &body.com, &body.inertia).map_err(|e| {
        invalid(format!(
            "has an inertia that fails the check of a link's ({e})"
        ))
    })
}

/// `ξ / ‖ξ‖` when `|‖ξ‖ − 1|` is at most [`QUATERNION_TOLERANCE`]; otherwise `Err(‖ξ‖)` (also
/// for a non-finite entry). The norm is the quaternion's, not its squares' rounding: a
/// quaternion of norm `1e-300` reports `1e-300` (not the `0` its underflowing squares sum to),
/// one of norm `1e200` reports `1e200`.
pub fn normalized_quaternion(xi: [f64; 4]) -> Result<[f64; 4], f64> {
    let n = quaternion_norm(xi);
    if !n.is_finite() || (n - 1.0).abs() > QUATERNION_TOLERANCE {
        return Err(n);
    }
    Ok(xi.map(|x| x / n))
}

/// `‖ξ‖` without underflow or overflow of the squares: `√(Σ ξ_k²)` where the sum is a normal
/// finite number (every quaternion the algorithms accept), else `s ‖ξ / s‖` for the largest
/// `|ξ_k| = s` (NaN for a NaN entry, infinite for an infinite one).
fn quaternion_norm(xi: [f64; 4]) -> f64 {
    let squares = xi.iter().map(|x| x * x).sum::<f64>();
    if squares.is_normal() {
        return squares.sqrt();
    }
    if xi.iter().any(|x| x.is_nan()) {
        return f64::NAN;
    }
    let s = xi.iter().fold(0.0f64, |m, x| m.max(x.abs()));
    if s == 0.0 || !s.is_finite() {
        return s;
    }
    s * xi.iter().map(|x| (x / s) * (x / s)).sum::<f64>().sqrt()
}

/// The rotation matrix (row major) of the unit quaternion `(x, y, z, w)`.
pub fn quaternion_to_matrix(xi: [f64; 4]) -> [[f64; 3]; 3] {
    let [x, y, z, w] = xi;
    [
        [
            1.0 - 2.0 * (y * y + z * z),
            2.0 * (x * y - z * w),
            2.0 * (x * z + y * w),
        ],
        [
            2.0 * (x * y + z * w),
            1.0 - 2.0 * (x * x + z * z),
            2.0 * (y * z - x * w),
        ],
        [
            2.0 * (x * z - y * w),
            2.0 * (y * z + x * w),
            1.0 - 2.0 * (x * x + y * y),
        ],
    ]
}

/// The unit quaternion `(x, y, z, w)` of a rotation matrix, with `w ≥ 0` (Shepperd's method:
/// from the largest of the four squared components).
pub fn matrix_to_quaternion(r: &[[f64; 3]; 3]) -> [f64; 4] {
    let t = r[0][0] + r[1][1] + r[2][2];
    let q = if t > r[0][0].max(r[1][1]).max(r[2][2]) {
        let s = (1.0 + t).sqrt() * 2.0;
        [
            (r[2][1] - r[1][2]) / s,
            (r[0][2] - r[2][0]) / s,
            (r[1][0] - r[0][1]) / s,
            0.25 * s,
        ]
    } else if r[0][0] >= r[1][1] && r[0][0] >= r[2][2] {
        let s = (1.0 + r[0][0] - r[1][1] - r[2][2]).sqrt() * 2.0;
        [
            0.25 * s,
            (r[0][1] + r[1][0]) / s,
            (r[0][2] + r[2][0]) / s,
            (r[2][1] - r[1][2]) / s,
        ]
    } else if r[1][1] >= r[2][2] {
        let s = (1.0 + r[1][1] - r[0][0] - r[2][2]).sqrt() * 2.0;
        [
            (r[0][1] + r[1][0]) / s,
            0.25 * s,
            (r[1][2] + r[2][1]) / s,
            (r[0][2] - r[2][0]) / s,
        ]
    } else {
        let s = (1.0 + r[2][2] - r[0][0] - r[1][1]).sqrt() * 2.0;
        [
            (r[0][2] + r[2][0]) / s,
            (r[1][2] + r[2][1]) / s,
            0.25 * s,
            (r[1][0] - r[0][1]) / s,
        ]
    };
    let n = q.iter().map(|x| x * x).sum::<f64>().sqrt();
    let sign = if q[3] < 0.0 { -1.0 } else { 1.0 };
    q.map(|x| sign * x / n)
}

fn skew(w: [f64; 3]) -> [[f64; 3]; 3] {
    [[0.0, -w[2], w[1]], [w[2], 0.0, -w[0]], [-w[1], w[0], 0.0]]
}

fn add3(a: &[[f64; 3]; 3], b: &[[f64; 3]; 3], sb: f64) -> [[f64; 3]; 3] {
    let mut out = *a;
    for (o, r) in out.iter_mut().zip(b) {
        for (x, y) in o.iter_mut().zip(r) {
            *x += sb * y;
        }
    }
    out
}

const IDENTITY: [[f64; 3]; 3] = [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]];

/// `(sin θ / θ, (1 − cos θ) / θ², (θ − sin θ) / θ³)` for `θ² = theta2`, by their series near 0.
fn exp_coefficients(theta2: f64) -> (f64, f64, f64) {
    if theta2 < 1e-8 {
        (
            1.0 - theta2 / 6.0,
            0.5 - theta2 / 24.0,
            1.0 / 6.0 - theta2 / 120.0,
        )
    } else {
        let t = theta2.sqrt();
        (
            t.sin() / t,
            (1.0 - t.cos()) / theta2,
            (t - t.sin()) / (theta2 * t),
        )
    }
}

/// `exp(v)` on SE(3) for the body velocity `v = [v_lin; ω]`: the rotation `exp(ω̂)` and the
/// translation `V v_lin` with `V = 1 + (1 − cos θ)/θ² ω̂ + (θ − sin θ)/θ³ ω̂²` (`θ = ‖ω‖`).
pub fn exp6(v: [f64; 6]) -> ([[f64; 3]; 3], [f64; 3]) {
    let (lin, w) = ([v[0], v[1], v[2]], [v[3], v[4], v[5]]);
    let (a, b, c) = exp_coefficients(dot(w, w));
    let wx = skew(w);
    let wx2 = mat_mul(&wx, &wx);
    let rot = add3(&add3(&IDENTITY, &wx, a), &wx2, b);
    let jac = add3(&add3(&IDENTITY, &wx, b), &wx2, c);
    (rot, mat_vec(&jac, lin))
}

/// `log(R, t)` on SE(3): the body velocity `[v_lin; ω]` whose [`exp6`] is the rotation `r`
/// (turning less than π) and the translation `t`.
pub fn log6(r: &[[f64; 3]; 3], t: [f64; 3]) -> [f64; 6] {
    // ω from the quaternion: θ = 2 atan2(‖ξ_v‖, ξ_w), stable near 0 and near π.
    let xi = matrix_to_quaternion(r);
    let sv = norm([xi[0], xi[1], xi[2]]);
    let theta = 2.0 * sv.atan2(xi[3]);
    let scale = if sv < 1e-12 {
        // 2 atan2(s, w) / s → 2 / w as s → 0.
        2.0 / xi[3]
    } else {
        theta / sv
    };
    let w = [scale * xi[0], scale * xi[1], scale * xi[2]];
    // V⁻¹ = 1 − ½ ω̂ + (1/θ²)(1 − (θ sin θ) / (2 (1 − cos θ))) ω̂².
    let theta2 = dot(w, w);
    let d = if theta2 < 1e-8 {
        1.0 / 12.0 + theta2 / 720.0
    } else {
        let th = theta2.sqrt();
        (1.0 - th * th.sin() / (2.0 * (1.0 - th.cos()))) / theta2
    };
    let wx = skew(w);
    let wx2 = mat_mul(&wx, &wx);
    let inv = add3(&add3(&IDENTITY, &wx, -0.5), &wx2, d);
    let lin = mat_vec(&inv, t);
    [lin[0], lin[1], lin[2], w[0], w[1], w[2]]
}

/// The base's pose `(R, p)` of a free-flyer configuration `[p; ξ]` (its quaternion normalised;
/// `Err(‖ξ‖)` beyond [`QUATERNION_TOLERANCE`]).
pub fn pose(q: [f64; NQ]) -> Result<([[f64; 3]; 3], [f64; 3]), f64> {
    let xi = normalized_quaternion([q[3], q[4], q[5], q[6]])?;
    Ok((quaternion_to_matrix(xi), [q[0], q[1], q[2]]))
}

/// `integrate(q, v)`: the configuration `M(q) exp(v)` (see the module's documentation), its
/// quaternion of unit norm in the input's hemisphere (`ξ₁ · ξ₀ ≥ 0`, the sign Pinocchio's
/// `integrate` gives it), so that a trajectory built step by step never jumps from `ξ` to `−ξ`;
/// `Err(‖ξ‖)` for a quaternion beyond [`QUATERNION_TOLERANCE`].
pub fn integrate(q: [f64; NQ], v: [f64; NV]) -> Result<[f64; NQ], f64> {
    let (r, p) = pose(q)?;
    let (dr, dp) = exp6(v);
    let r1 = mat_mul(&r, &dr);
    let step = mat_vec(&r, dp);
    let xi = matrix_to_quaternion(&r1);
    let along: f64 = (0..4).map(|k| xi[k] * q[3 + k]).sum();
    let xi = if along < 0.0 { xi.map(|x| -x) } else { xi };
    Ok([
        p[0] + step[0],
        p[1] + step[1],
        p[2] + step[2],
        xi[0],
        xi[1],
        xi[2],
        xi[3],
    ])
}

/// `difference(q₀, q₁) = log(M(q₀)⁻¹ M(q₁))`: the body velocity that [`integrate`] takes from
/// `q₀` to `q₁` in one unit of time; `Err(‖ξ‖)` for a quaternion beyond
/// [`QUATERNION_TOLERANCE`].
pub fn difference(q0: [f64; NQ], q1: [f64; NQ]) -> Result<[f64; NV], f64> {
    let (r0, p0) = pose(q0)?;
    let (r1, p1) = pose(q1)?;
    // R₀ᵀ R₁ and R₀ᵀ (p₁ − p₀).
    let r0t = [
        [r0[0][0], r0[1][0], r0[2][0]],
        [r0[0][1], r0[1][1], r0[2][1]],
        [r0[0][2], r0[1][2], r0[2][2]],
    ];
    let dr = mat_mul(&r0t, &r1);
    let dp = mat_vec(&r0t, [p1[0] - p0[0], p1[1] - p0[1], p1[2] - p0[2]]);
    Ok(log6(&dr, dp))
}

/// `ad_v` (6 × 6, row major) of the body velocity `v = [v_lin; ω]`: `ad_v x = v ×ₘ x`, the
/// motion cross product, `[[ω̂, v̂_lin], [0, ω̂]]` in `[v_lin; ω]` order.
pub fn ad(v: [f64; NV]) -> [[f64; NV]; NV] {
    let (vl, w) = (skew([v[0], v[1], v[2]]), skew([v[3], v[4], v[5]]));
    let mut out = [[0.0; NV]; NV];
    for r in 0..3 {
        for c in 0..3 {
            out[r][c] = w[r][c];
            out[r][3 + c] = vl[r][c];
            out[3 + r][3 + c] = w[r][c];
        }
    }
    out
}

/// The right Jacobian of SE(3)'s exponential at `v` (Pinocchio's `Jexp6`):
/// `exp(v + δ) = exp(v) exp(J_r(v) δ)` to first order, `J_r(v) = Σ_k (−ad_v)^k / (k + 1)!`
/// (summed until the terms vanish in double precision, at most 80 of them; the translation
/// enters linearly, so the sum converges as fast as the rotation's series: about 30 terms for
/// `‖ω‖ ≤ π`, 80 for `‖ω‖ = 20`, beyond which it is truncated and loses accuracy; its uses here
/// are a step's `h v` and an orientation error below π). Its inverse is the Jacobian of
/// [`log6`]: `log(exp(e) exp(δ)) = e + J_r(e)⁻¹ δ`.
pub fn right_jacobian(v: [f64; NV]) -> [[f64; NV]; NV] {
    let minus_ad = ad(v).map(|row| row.map(|x| -x));
    let mut sum = [[0.0f64; NV]; NV];
    let mut term = [[0.0f64; NV]; NV];
    for (k, row) in term.iter_mut().enumerate() {
        row[k] = 1.0;
    }
    for k in 1..=80 {
        let mut largest = 0.0f64;
        for r in 0..NV {
            for c in 0..NV {
                sum[r][c] += term[r][c];
                largest = largest.max(term[r][c].abs());
            }
        }
        if largest <= 1e-18 * (1.0 + sum.iter().flatten().fold(0.0f64, |m, x| m.max(x.abs()))) {
            break;
        }
        // term ← term (−ad_v) / (k + 1)
        let mut next = [[0.0; NV]; NV];
        for r in 0..NV {
            for c in 0..NV {
                next[r][c] =
                    (0..NV).map(|j| term[r][j] * minus_ad[j][c]).sum::<f64>() / (k + 1) as f64;
            }
        }
        term = next;
    }
    sum
}

/// The Jacobians of [`integrate`]`(q, v)` in the tangent space (Pinocchio's `dIntegrate`),
/// `(∂/∂q, ∂/∂v)`: `integrate(integrate(q, δq), v) = integrate(integrate(q, v), D_q δq)` and
/// `integrate(q, v + δv) = integrate(integrate(q, v), D_v δv)` to first order, with
/// `D_q = Ad(exp(v))⁻¹` (exactly, from [`exp6`]) and `D_v =` [`right_jacobian`]`(v)`.
pub fn integrate_jacobians(v: [f64; NV]) -> ([[f64; NV]; NV], [[f64; NV]; NV]) {
    // Ad(M⁻¹) for M = (R, p): [[Rᵀ, (−Rᵀp)^ Rᵀ], [0, Rᵀ]] in [v_lin; ω] order.
    let (r, p) = exp6(v);
    let rt = [
        [r[0][0], r[1][0], r[2][0]],
        [r[0][1], r[1][1], r[2][1]],
        [r[0][2], r[1][2], r[2][2]],
    ];
    let back = mat_vec(&rt, p);
    let coupling = mat_mul(&skew([-back[0], -back[1], -back[2]]), &rt);
    let mut dq = [[0.0; NV]; NV];
    for i in 0..3 {
        for j in 0..3 {
            dq[i][j] = rt[i][j];
            dq[i][3 + j] = coupling[i][j];
            dq[3 + i][3 + j] = rt[i][j];
        }
    }
    (dq, right_jacobian(v))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: &[f64], b: &[f64], tol: f64) -> bool {
        a.iter().zip(b).all(|(x, y)| (x - y).abs() <= tol)
    }

    #[test]
    fn quaternions_and_matrices_agree() {
        // Round trips of O(1) numbers: a few ulps (1e-14).
        for xi in [
            [0.0, 0.0, 0.0, 1.0],
            [0.1, -0.7, 0.3, 0.5],
            [0.9, 0.1, -0.1, 0.05],
            [0.0, 0.0, 1.0, 0.0],
        ] {
            let xi = {
                let n = xi.iter().map(|x| x * x).sum::<f64>().sqrt();
                xi.map(|x| x / n)
            };
            let back = matrix_to_quaternion(&quaternion_to_matrix(xi));
            let sign = if xi[3] < 0.0 { -1.0 } else { 1.0 };
            assert!(
                close(&back, &xi.map(|x| sign * x), 1e-14),
                "{xi:?} {back:?}"
            );
        }
    }

    #[test]
    fn integrate_and_difference_are_inverse() {
        // difference(q, integrate(q, v)) = v for rotations below π: 1e-12 (a few operations of
        // O(1) numbers through trigonometric functions).
        let xi = [0.1, -0.7, 0.3, 0.5];
        let n = xi.iter().map(|x| x * x).sum::<f64>().sqrt();
        let q = [0.3, -1.2, 0.8, xi[0] / n, xi[1] / n, xi[2] / n, xi[3] / n];
        for v in [
            [0.4, -0.2, 1.1, 0.3, 0.9, -1.4],
            [1e-9, 0.0, 0.0, 0.0, 1e-7, 0.0],
            [0.0; 6],
            [2.0, 1.0, -1.0, 0.0, 0.0, 3.0],
        ] {
            let q1 = integrate(q, v).unwrap();
            let n = (q1[3..].iter().map(|x| x * x).sum::<f64>()).sqrt();
            assert!((n - 1.0).abs() < 1e-15);
            let back = difference(q, q1).unwrap();
            assert!(close(&back, &v, 1e-12), "{v:?} {back:?}");
        }
    }

    /// `integrate` against Pinocchio 4.1's `pin.integrate` of a free-flyer model at
    /// configurations whose quaternion has `w < 0`: the result stays in the input's hemisphere
    /// as Pinocchio's does, element by element within 1e-14 (a few roundings of O(1) numbers;
    /// Pinocchio renormalises to first order, which moves a unit quaternion by about 1e-16).
    #[test]
    fn integrate_keeps_the_quaternion_in_the_input_hemisphere_as_pinocchio() {
        #[rustfmt::skip]
        let cases: [([f64; NQ], [f64; NV], [f64; NQ]); 4] = [
            ([0.3, -1.2, 0.8, 0.0, 0.0, 0.0, -1.0],
             [0.0; 6],
             [0.3, -1.2, 0.8, 0.0, 0.0, 0.0, -1.0]),
            ([0.3, -1.2, 0.8, 0.1091089451179962, -0.7637626158259733, 0.32732683535398854,
              -0.5455447255899809],
             [0.4, -0.2, 1.1, 0.3, 0.9, -1.4],
             [0.7307208741107596, -2.252329763006177, 0.7259390901421063, 0.3427505465196824,
              -0.6128237548208181, 0.6999347616791738, 0.13061561078558323]),
            ([1.0, 2.0, 3.0, -0.848528137423857, 0.28284271247461906, 0.14142135623730953,
              -0.4242640687119285],
             [0.0, 0.0, 0.0, 0.1, 0.2, 2.5],
             [1.0, 2.0, 3.0, -0.02253093489965169, 0.8644257500035921, -0.43273614560330104,
              -0.2549507952364013]),
            ([0.0, 0.0, 0.0, 0.5, 0.5, -0.5, -0.5],
             [1.0, 0.0, 0.0, 0.0, 3.0, 0.0],
             [0.6633308322001484, 0.04704000268662256, 0.0, 0.5341160941358787,
              -0.46337889246817576, 0.46337889246817576, -0.5341160941358787]),
        ];
        for (q, v, pinocchio) in cases {
            let q1 = integrate(q, v).unwrap();
            assert!(close(&q1, &pinocchio, 1e-14), "{q:?} {v:?}: {q1:?}");
            // `difference` takes either sign: back to v.
            let back = difference(q, q1).unwrap();
            assert!(close(&back, &v, 1e-12), "{v:?} {back:?}");
        }
    }

    #[test]
    fn a_pure_translation_moves_along_the_base_axes() {
        // Exact arithmetic on exact inputs.
        let q = [1.0, 2.0, 3.0, 0.0, 0.0, 1.0, 0.0]; // turned by π about z
        let q1 = integrate(q, [1.0, 0.0, 0.0, 0.0, 0.0, 0.0]).unwrap();
        assert!(close(&q1[..3], &[0.0, 2.0, 3.0], 1e-15), "{q1:?}");
    }

    /// `(f(x + ε e_j) − f(x − ε e_j)) / 2ε` for each column `j` of a map of six numbers.
    fn central(f: impl Fn([f64; NV]) -> [f64; NV]) -> [[f64; NV]; NV] {
        let eps = 1e-6;
        let mut out = [[0.0; NV]; NV];
        for j in 0..NV {
            let (mut up, mut down) = ([0.0; NV], [0.0; NV]);
            up[j] = eps;
            down[j] = -eps;
            let (a, b) = (f(up), f(down));
            for i in 0..NV {
                out[i][j] = (a[i] - b[i]) / (2.0 * eps);
            }
        }
        out
    }

    #[test]
    fn integrate_jacobians_match_finite_differences() {
        // Central differences with ε = 1e-6: truncation ~1e-12, rounding ~1e-16 ‖v‖ / 1e-6;
        // 1e-8 (1 + ‖v‖∞) leaves a margin (the last velocity moves the base by 10).
        let xi = [0.1, -0.7, 0.3, 0.5];
        let n = xi.iter().map(|x| x * x).sum::<f64>().sqrt();
        let q = [0.3, -1.2, 0.8, xi[0] / n, xi[1] / n, xi[2] / n, xi[3] / n];
        for v in [
            [0.4, -0.2, 1.1, 0.3, 0.9, -1.4],
            [0.0; 6],
            [2.0, 1.0, -1.0, 0.0, 0.0, 3.0],
            [10.0, -4.0, 3.0, 0.01, 0.02, -0.01],
        ] {
            let (dq, dv) = integrate_jacobians(v);
            let tol = 1e-8 * (1.0 + v.iter().fold(0.0f64, |m, x| m.max(x.abs())));
            let end = integrate(q, v).unwrap();
            let along_q = central(|d| {
                difference(end, integrate(integrate(q, d).unwrap(), v).unwrap()).unwrap()
            });
            let along_v = central(|d| {
                let w: [f64; NV] = core::array::from_fn(|k| v[k] + d[k]);
                difference(end, integrate(q, w).unwrap()).unwrap()
            });
            for i in 0..NV {
                assert!(
                    close(&dq[i], &along_q[i], tol),
                    "{v:?} row {i}: {:?} {:?}",
                    dq[i],
                    along_q[i]
                );
                assert!(
                    close(&dv[i], &along_v[i], tol),
                    "{v:?} row {i}: {:?} {:?}",
                    dv[i],
                    along_v[i]
                );
            }
        }
    }

    #[test]
    fn unnormalised_quaternions_are_refused() {
        assert_eq!(normalized_quaternion([0.0, 0.0, 0.0, 2.0]), Err(2.0));
        assert!(normalized_quaternion([0.0, 0.0, 0.0, f64::NAN]).is_err());
        assert!(normalized_quaternion([0.0, 0.0, 0.0, 1.0 + 5e-7]).is_ok());
        assert!(integrate([0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0; 6]).is_err());
        // The norm itself, where the squares underflow or overflow.
        assert_eq!(normalized_quaternion([1e-300, 0.0, 0.0, 0.0]), Err(1e-300));
        // Scaled by the largest entry: a rounding or two (1e-15 relative).
        for (xi, norm) in [
            ([0.0, 0.0, 3e-170, 4e-170], 5e-170),
            ([0.0, 3e200, 0.0, 4e200], 5e200),
        ] {
            let n = normalized_quaternion(xi).unwrap_err();
            assert!((n / norm - 1.0).abs() < 1e-15, "{xi:?}: {n:e}");
        }
        assert_eq!(normalized_quaternion([0.0; 4]), Err(0.0));
        assert_eq!(
            normalized_quaternion([0.0, f64::INFINITY, 0.0, 1.0]),
            Err(f64::INFINITY)
        );
    }

    #[test]
    fn a_base_inertia_that_is_not_finite_is_shown_and_its_overflow_explained() {
        let mut body = Body::new(
            "trunk",
            1.0,
            [0.0; 3],
            [[1e308, 0.0, 0.0], [0.0, 1e308, 0.0], [0.0, 0.0, 1e308]],
        );
        // Finite, however large: a rigid body's.
        assert_eq!(validate_base(&body), Ok(()));
        body.inertia[1][1] = f64::INFINITY;
        let msg = validate_base(&body).unwrap_err().to_string();
        assert!(
            msg.contains("'trunk'")
                && msg.contains("inf")
                && msg.contains("overflowed f64")
                && msg.contains("parallel-axis"),
            "{msg}"
        );
    }
}
