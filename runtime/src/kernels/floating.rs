//! The kernels of a floating base's generated code (`root_joint = free_flyer`): the base's
//! rotation from the configuration's quaternion, and the world-frame assembly of the centre of
//! mass, its Jacobian and the centroidal momentum from what the generated programs compute in
//! base coordinates. Used by `#[derive(Dynamics)]`; not part of the API.

use crate::api::floating::base_rotation;
use crate::api::scalar::Real;
use nalgebra::{SMatrix, SVector, Vector3};

/// `R(ξ̂)` (row-major, turning base coordinates into world coordinates) of the quaternion
/// `ξ = q[3..7]`, normalised: the rotation of the trait's own methods
/// (`crate::api::floating::base_rotation`).
#[doc(hidden)]
#[inline(always)]
pub fn __base_rotation<S: Real, const NQ: usize>(q: &SVector<S, NQ>) -> [[S; 3]; 3] {
    base_rotation(q)
}

/// `R c` of a rotation and a vector.
#[inline(always)]
fn rotate<S: Real>(r: &[[S; 3]; 3], c: [S; 3]) -> [S; 3] {
    // Written out: an array's `map` is not always inlined, and these kernels run per call.
    [
        r[0][0] * c[0] + r[0][1] * c[1] + r[0][2] * c[2],
        r[1][0] * c[0] + r[1][1] * c[1] + r[1][2] * c[2],
        r[2][0] * c[0] + r[2][1] * c[1] + r[2][2] * c[2],
    ]
}

/// `a + b`.
#[inline(always)]
fn add<S: Real>(a: [S; 3], b: [S; 3]) -> [S; 3] {
    [a[0] + b[0], a[1] + b[1], a[2] + b[2]]
}

/// `a × b`.
#[inline(always)]
fn cross<S: Real>(a: [S; 3], b: [S; 3]) -> [S; 3] {
    [
        a[1] * b[2] - a[2] * b[1],
        a[2] * b[0] - a[0] * b[2],
        a[0] * b[1] - a[1] * b[0],
    ]
}

/// The centre of mass in the world, `p + R c` for `c` in base coordinates.
#[doc(hidden)]
#[inline]
pub fn __floating_com<S: Real, const NQ: usize>(q: &SVector<S, NQ>, c: [S; 3]) -> Vector3<S> {
    let rc = rotate(&__base_rotation(q), c);
    Vector3::new(q[0] + rc[0], q[1] + rc[1], q[2] + rc[2])
}

/// The centre of mass's Jacobian in world axes (tangent space): `R [E, −[c]×, F]`, for `c` the
/// centre of mass and `F` (`3 × n`, row-major) the joints' columns, both in base coordinates.
#[doc(hidden)]
#[inline]
pub fn __floating_com_jacobian<S: Real, const NQ: usize, const NV: usize>(
    q: &SVector<S, NQ>,
    c: [S; 3],
    f: &[S],
) -> SMatrix<S, 3, NV> {
    let r = __base_rotation(q);
    let n = NV - 6;
    let zero = S::constant(0.0);
    let mut out = SMatrix::<S, 3, NV>::from_element(zero);
    for col in 0..NV {
        // The column in base coordinates.
        let b: [S; 3] = match col {
            0..=2 => core::array::from_fn(|k| S::constant(if k == col { 1.0 } else { 0.0 })),
            3..=5 => {
                let mut e = [zero; 3];
                e[col - 3] = S::constant(1.0);
                cross(e, c)
            }
            _ => [f[col - 6], f[n + col - 6], f[2 * n + col - 6]],
        };
        let w = rotate(&r, b);
        for k in 0..3 {
            out[(k, col)] = w[k];
        }
    }
    out
}

/// The centroidal momentum matrix `A_g` (Orin, Goswami & Lee 2013; world axes, about the centre
/// of mass, linear rows first) from `M`'s base rows in base coordinates: the robot's mass `m`,
/// first moment `h` and rotational inertia `Ī` (upper triangle `xx, xy, xz, yy, yz, zz`) about
/// the base's origin, and the joints' columns `cols` (`6 × n`, row-major, linear rows first):
/// with `B = [[m E, −[h]×, F], [[h]×, Ī, N]]` and `c = h / m`,
/// `A_g = [R B_lin; R (B_ang − [c]× B_lin)]`.
#[doc(hidden)]
#[inline]
pub fn __centroidal_map<S: Real, const NQ: usize, const NV: usize>(
    q: &SVector<S, NQ>,
    m: S,
    h: [S; 3],
    ibar: [S; 6],
    cols: &[S],
) -> SMatrix<S, 6, NV> {
    let r = __base_rotation(q);
    let n = NV - 6;
    let zero = S::constant(0.0);
    let c = h.map(|x| x / m);
    let ib = [
        [ibar[0], ibar[1], ibar[2]],
        [ibar[1], ibar[3], ibar[4]],
        [ibar[2], ibar[4], ibar[5]],
    ];
    let mut out = SMatrix::<S, 6, NV>::from_element(zero);
    for col in 0..NV {
        let (lin, ang): ([S; 3], [S; 3]) = match col {
            0..=2 => {
                let mut l = [zero; 3];
                l[col] = m;
                let mut e = [zero; 3];
                e[col] = S::constant(1.0);
                (l, cross(h, e))
            }
            3..=5 => {
                let mut e = [zero; 3];
                e[col - 3] = S::constant(1.0);
                (
                    cross(e, h),
                    [ib[0][col - 3], ib[1][col - 3], ib[2][col - 3]],
                )
            }
            _ => {
                let j = col - 6;
                (
                    [cols[j], cols[n + j], cols[2 * n + j]],
                    [cols[3 * n + j], cols[4 * n + j], cols[5 * n + j]],
                )
            }
        };
        let about_com = {
            let cl = cross(c, lin);
            [ang[0] - cl[0], ang[1] - cl[1], ang[2] - cl[2]]
        };
        let (l, k) = (rotate(&r, lin), rotate(&r, about_com));
        for i in 0..3 {
            out[(i, col)] = l[i];
            out[(3 + i, col)] = k[i];
        }
    }
    out
}

/// `Ȧ_g v` from the centre of mass `c` and the base's wrench `w = [f; n]` at `v̇ = 0` without
/// gravity (base coordinates, about the base's origin): `[R f; R (n − c × f)]`.
#[doc(hidden)]
#[inline]
pub fn __centroidal_bias<S: Real, const NQ: usize>(
    q: &SVector<S, NQ>,
    c: [S; 3],
    w: [S; 6],
) -> SVector<S, 6> {
    let r = __base_rotation(q);
    let f = [w[0], w[1], w[2]];
    let cf = cross(c, f);
    let l = rotate(&r, f);
    let k = rotate(&r, [w[3] - cf[0], w[4] - cf[1], w[5] - cf[2]]);
    SVector::<S, 6>::from_column_slice(&[l[0], l[1], l[2], k[0], k[1], k[2]])
}

/// A frame's pose in the world from its pose in base coordinates `(R_bf, p_bf)` (`r`
/// row-major): `(R R_bf, p + R p_bf)`.
#[doc(hidden)]
#[inline]
pub fn __floating_frame_pose<S: Real, const NQ: usize>(
    q: &SVector<S, NQ>,
    r: [S; 9],
    p: [S; 3],
) -> crate::api::task_space::Pose<S> {
    let rb = __base_rotation(q);
    let rp = rotate(&rb, p);
    let rot = nalgebra::Matrix3::from_fn(|i, j| {
        rb[i][0] * r[j] + rb[i][1] * r[3 + j] + rb[i][2] * r[6 + j]
    });
    crate::api::task_space::Pose {
        rotation: rot,
        translation: Vector3::new(q[0] + rp[0], q[1] + rp[1], q[2] + rp[2]),
    }
}

/// A frame's Jacobian (tangent space, rows `[v; ω]` of its origin) from its pose in base
/// coordinates `(R_bf, p_bf)` and its joints' columns `cols` (`6 × n`, row-major, base axes):
/// in base axes `[[E, −[p_bf]×, J_v], [0, E, J_ω]]`, turned by `R` into world axes
/// (`LocalWorldAligned`) or by `R_bfᵀ` into the frame's (`Local`).
#[doc(hidden)]
#[inline]
pub fn __floating_frame_jacobian<S: Real, const NQ: usize, const NV: usize>(
    q: &SVector<S, NQ>,
    r: [S; 9],
    p: [S; 3],
    cols: &[S],
    reference: crate::api::task_space::ReferenceFrame,
) -> SMatrix<S, 6, NV> {
    let n = NV - 6;
    let zero = S::constant(0.0);
    // The rotation applied to both halves (row-major).
    let turn: [[S; 3]; 3] = match reference {
        crate::api::task_space::ReferenceFrame::LocalWorldAligned => __base_rotation(q),
        crate::api::task_space::ReferenceFrame::Local => {
            [[r[0], r[3], r[6]], [r[1], r[4], r[7]], [r[2], r[5], r[8]]]
        }
    };
    let mut out = SMatrix::<S, 6, NV>::from_element(zero);
    // Column-major: column `k` is `o[6 k..6 k + 6]`.
    let o = out.as_mut_slice();
    for k in 0..3 {
        // The base's translation `e_k` and rotation about `e_k`, whose linear part is
        // `e_k × p`: in the turned axes `T e_k` and `T (e_k × p)`.
        let e = [turn[0][k], turn[1][k], turn[2][k]];
        let mut unit = [zero; 3];
        unit[k] = S::constant(1.0);
        let moved = rotate(&turn, cross(unit, p));
        for i in 0..3 {
            o[6 * k + i] = e[i];
            o[6 * (3 + k) + i] = moved[i];
            o[6 * (3 + k) + 3 + i] = e[i];
        }
    }
    for j in 0..n {
        let v = rotate(&turn, [cols[j], cols[n + j], cols[2 * n + j]]);
        let w = rotate(&turn, [cols[3 * n + j], cols[4 * n + j], cols[5 * n + j]]);
        let c = &mut o[6 * (6 + j)..6 * (7 + j)];
        c[..3].copy_from_slice(&v);
        c[3..].copy_from_slice(&w);
    }
    out
}

/// A frame's acceleration bias `J̇ v` (the classical acceleration `[p̈; ω̇]` of its origin at
/// `v̇ = 0`) from its pose in base coordinates `(R_bf, y)` (`r` row-major), its origin's and its
/// body's velocity relative to the base `[ẏ; ω_r]` (`vel`) and their bias at `q̈ = 0`
/// `[ÿ₀; ω̇_r₀]` (`bias`), base axes: with the base's `[v_b; ω_b]` (`v[0..6]`),
/// `p̈ = ω_b × (v_b + ω_b × y + ẏ) + ω_b × ẏ + ÿ₀` and `ω̇ = ω_b × ω_r + ω̇_r₀` in base axes,
/// turned by `R` into world axes (`LocalWorldAligned`) or by `R_bfᵀ` into the frame's (`Local`).
#[doc(hidden)]
#[inline]
pub fn __floating_frame_bias<S: Real, const NQ: usize, const NV: usize>(
    q: &SVector<S, NQ>,
    v: &SVector<S, NV>,
    r: [S; 9],
    y: [S; 3],
    vel: [S; 6],
    bias: [S; 6],
    reference: crate::api::task_space::ReferenceFrame,
) -> SVector<S, 6> {
    let (vb, wb) = ([v[0], v[1], v[2]], [v[3], v[4], v[5]]);
    let (ydot, wr) = ([vel[0], vel[1], vel[2]], [vel[3], vel[4], vel[5]]);
    let wy = cross(wb, y);
    let moving = add(add(vb, wy), ydot);
    let (a, b) = (cross(wb, moving), cross(wb, ydot));
    let pdd = add(add(a, b), [bias[0], bias[1], bias[2]]);
    let wdot = add(cross(wb, wr), [bias[3], bias[4], bias[5]]);
    let turn: [[S; 3]; 3] = match reference {
        crate::api::task_space::ReferenceFrame::LocalWorldAligned => base_rotation(q),
        crate::api::task_space::ReferenceFrame::Local => {
            [[r[0], r[3], r[6]], [r[1], r[4], r[7]], [r[2], r[5], r[8]]]
        }
    };
    let (l, w) = (rotate(&turn, pdd), rotate(&turn, wdot));
    SVector::<S, 6>::from_column_slice(&[l[0], l[1], l[2], w[0], w[1], w[2]])
}

/// The [`ContactTerms`](crate::api::contact::ContactTerms) of the outputs of a contacts' program: `a₀` (`NV`),
/// `M`'s factors column by column from the diagonal down (`NV (NV + 1) / 2`), `J` and `Zᵀ`
/// column by column (`NC × NV` each), `Δ`'s upper triangle row by row, `r` (`NC`).
#[doc(hidden)]
#[inline]
pub fn __contact_terms<S: Real, const NV: usize, const NC: usize>(
    o: &[S],
) -> crate::api::contact::ContactTerms<S, NV, NC> {
    let zero = S::constant(0.0);
    let (a, mut rest) = o.split_at(NV);
    let mut factors = SMatrix::<S, NV, NV>::from_element(zero);
    for (i, column) in factors.as_mut_slice().chunks_exact_mut(NV).enumerate() {
        let (lower, tail) = rest.split_at(NV - i);
        column[i..].copy_from_slice(lower);
        rest = tail;
    }
    let (j, rest) = rest.split_at(NV * NC);
    let (z, rest) = rest.split_at(NV * NC);
    let (upper, r) = rest.split_at(NC * (NC + 1) / 2);
    let mut delta = SMatrix::<S, NC, NC>::from_element(zero);
    let mut k = 0;
    for i in 0..NC {
        for c in i..NC {
            delta[(i, c)] = upper[k];
            delta[(c, i)] = upper[k];
            k += 1;
        }
    }
    crate::api::contact::ContactTerms {
        a_free: SVector::from_column_slice(a),
        factors,
        j: SMatrix::from_column_slice(j),
        z: SMatrix::from_column_slice(z),
        delta,
        r: SVector::from_column_slice(r),
    }
}
