//! The build-time check of the mass matrix: positive definite at `q = 0` and at a few
//! deterministic configurations, by the one pivot rule of its Cholesky factorisation.

use crate::math::{cross, dot, mat_mul, mat_vec, rpy_to_matrix};
use crate::{AngleConvention, Chain, JointKind, ModelError};

/// A Cholesky pivot `d_p = M_pp - Σ_k L_pk²` with `d_p <= MASS_MATRIX_PIVOT_TOL * M_pp`
/// marks a (numerically) singular mass matrix. The ratio `d_p / M_pp` is the squared
/// sine of the angle between joint `p`'s column and the span of the previous ones in
/// the kinetic-energy metric, so the test is scale-free (it does not depend on the
/// units or on how heavy the chain is). `1e-12` is far above the
/// rounding error of an exactly dependent column (≈ n·ε ≈ 1e-15) and is far below the
/// ratio of any physical chain (a light distal link has a small `M_pp` but a ratio of
/// order one).
pub const MASS_MATRIX_PIVOT_TOL: f64 = 1e-12;

/// The one pivot rule of the mass matrix's Cholesky factorisation, for the build-time check
/// ([`check_mass_matrix`]) and the runtime's solves alike: the pivot `d` of a joint whose
/// diagonal entry is `diag` is singular when it is NaN (an overflow), not positive, or at most
/// [`MASS_MATRIX_PIVOT_TOL`]` · diag`.
pub fn is_singular_pivot(d: f64, diag: f64) -> bool {
    d.is_nan() || d <= MASS_MATRIX_PIVOT_TOL * diag || d <= 0.0
}

/// Seed of the deterministic configurations of [`check_mass_matrix`].
pub const MASS_CHECK_SEED: u64 = 0x00C4_A1ED_0D15_EA5E;

/// Number of configurations [`check_mass_matrix`] tries besides `q = 0`.
pub const MASS_CHECK_SAMPLES: usize = 4;

/// The one rule for a singular mass matrix, shared by the runtime and the code generator:
/// `M(q)` must be positive definite (Cholesky with the relative pivot tolerance
/// [`MASS_MATRIX_PIVOT_TOL`]) at `q = 0` and at [`MASS_CHECK_SAMPLES`] deterministic
/// pseudo-random configurations (revolute joints uniform in [-π, π), prismatic in [-1, 1);
/// generator seeded with [`MASS_CHECK_SEED`]). A chain whose mass matrix is singular everywhere
/// (a joint that moves no mass or inertia such as a massless, inertia-free tip body, two
/// prismatic joints along the same axis with no mass between them, a point mass on a revolute
/// axis) fails with [`ModelError::SingularMassMatrix`] naming the joint; a mass matrix that
/// overflows `f64` fails with [`ModelError::MassMatrixOverflow`]. The chain must pass
/// [`Chain::validate`] first (this check assumes finite values and valid axes).
pub fn check_mass_matrix(chain: &Chain) -> Result<(), ModelError> {
    let mut rng = crate::rng::SplitMix64(MASS_CHECK_SEED);
    for sample in 0..=MASS_CHECK_SAMPLES {
        let q: Vec<f64> = chain
            .links
            .iter()
            .map(|l| {
                if sample == 0 {
                    return 0.0;
                }
                let x = rng.symmetric();
                match l.joint.kind {
                    JointKind::Revolute => std::f64::consts::PI * x,
                    JointKind::Prismatic => x,
                }
            })
            .collect();
        let m = mass_matrix_relative(chain, &q);
        if let Some(link) = (0..m.len()).find(|&i| m[i].iter().any(|x| !x.is_finite())) {
            return Err(ModelError::MassMatrixOverflow {
                link,
                body: chain.links[link].body.name.clone(),
            });
        }
        if let Some((link, pivot_ratio)) = singular_pivot(&m) {
            let configuration = match chain.convention {
                AngleConvention::Relative => q,
                AngleConvention::Absolute => crate::relative_to_absolute(&q),
            };
            return Err(ModelError::SingularMassMatrix {
                link,
                joint: chain.links[link].joint.name.clone(),
                body: chain.links[link].body.name.clone(),
                configuration,
                pivot_ratio,
            });
        }
    }
    Ok(())
}

/// The first failing pivot of the Cholesky factorisation of `m` (see [`MASS_MATRIX_PIVOT_TOL`])
/// and its ratio `d_p / M_pp`, if any. Not-a-number pivots (overflowing values) fail too.
// Index notation mirrors the factorisation's formulas.
#[allow(clippy::needless_range_loop)]
fn singular_pivot(m: &[Vec<f64>]) -> Option<(usize, f64)> {
    let n = m.len();
    let mut l = vec![vec![0.0; n]; n];
    for j in 0..n {
        let mut d = m[j][j];
        for k in 0..j {
            d -= l[j][k] * l[j][k];
        }
        let diag = m[j][j];
        if is_singular_pivot(d, diag) {
            return Some((j, d / diag));
        }
        let djj = d.sqrt();
        l[j][j] = djj;
        for i in j + 1..n {
            let mut s = m[i][j];
            for k in 0..j {
                s -= l[i][k] * l[j][k];
            }
            l[i][j] = s / djj;
        }
    }
    None
}

/// A joint's world axis, a point on it, and whether it is revolute.
type Axis = ([f64; 3], [f64; 3], bool);
/// A body's centre of mass, inertia (world axes, about the centre of mass) and mass.
type Placed = ([f64; 3], [[f64; 3]; 3], f64);

/// Every joint's [`Axis`] and every body's [`Placed`] at the relative coordinates `q` (the
/// base's frame the world's).
fn placed(chain: &Chain, q: &[f64]) -> (Vec<Axis>, Vec<Placed>) {
    let n = chain.links.len();
    // Per joint: world axis, a point on it, revolute?; per body: com, inertia (world), mass; the
    // bodies' frames (rotation, origin), each from its parent's (the base's: identity at 0).
    let mut joints = Vec::with_capacity(n);
    let mut bodies = Vec::with_capacity(n);
    let mut placements: Vec<([[f64; 3]; 3], [f64; 3])> = Vec::with_capacity(n);
    for (i, (link, &qi)) in chain.links.iter().zip(q).enumerate() {
        let parent = chain.parents.get(i).copied().flatten();
        let (mut rot, mut pos) = parent.map_or(
            (
                [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]],
                [0.0; 3],
            ),
            |p| placements[p],
        );
        let j = &link.joint;
        let r_joint = mat_mul(&rot, &rpy_to_matrix(j.origin_rpy));
        let p_joint = add(pos, mat_vec(&rot, j.origin_xyz));
        let unit = j.unit_axis().unwrap_or([0.0, 0.0, 1.0]);
        let axis = mat_vec(&r_joint, unit);
        let revolute = j.kind == JointKind::Revolute;
        joints.push((axis, p_joint, revolute));
        if revolute {
            rot = mat_mul(&r_joint, &axis_angle(unit, qi));
            pos = p_joint;
        } else {
            rot = r_joint;
            pos = add(p_joint, axis.map(|a| a * qi));
        }
        let b = &link.body;
        let com = add(pos, mat_vec(&rot, b.com));
        let mut inertia = [[0.0; 3]; 3];
        let ri = mat_mul(&rot, &b.inertia);
        for (r, row) in inertia.iter_mut().enumerate() {
            for (c, x) in row.iter_mut().enumerate() {
                *x = (0..3).map(|k| ri[r][k] * rot[c][k]).sum();
            }
        }
        bodies.push((com, inertia, b.mass));
        placements.push((rot, pos));
    }
    (joints, bodies)
}

/// `M(q)` of the chain in relative joint coordinates (the absolute convention's `M` is
/// `Tᵀ M T` with an invertible `T`, so both are singular together): for joints `i`, `j` and every
/// body `k` they both move (zero for joints on different branches of a tree), `m_k v_i·v_j + ω_iᵀ I_k ω_j` with `(ω, v)` the angular velocity and
/// the velocity of the centre of mass that a unit joint rate gives.
// Index notation mirrors the formula `M_ij = Σ_k ...`.
#[allow(clippy::needless_range_loop)]
fn mass_matrix_relative(chain: &Chain, q: &[f64]) -> Vec<Vec<f64>> {
    let n = chain.links.len();
    let (joints, bodies) = placed(chain, q);
    let motion = |i: usize, k: usize| -> ([f64; 3], [f64; 3]) {
        let (axis, point, revolute) = joints[i];
        if revolute {
            let com: [f64; 3] = bodies[k].0;
            let r = [com[0] - point[0], com[1] - point[1], com[2] - point[2]];
            (axis, cross(axis, r))
        } else {
            ([0.0; 3], axis)
        }
    };
    let mut m = vec![vec![0.0; n]; n];
    for i in 0..n {
        for j in i..n {
            let mut x = 0.0;
            // The bodies that both joints move.
            let moved = |k: usize| {
                crate::supports(&chain.parents, i, k) && crate::supports(&chain.parents, j, k)
            };
            for (k, body) in bodies.iter().enumerate().skip(j).filter(|&(k, _)| moved(k)) {
                let (wi, vi) = motion(i, k);
                let (wj, vj) = motion(j, k);
                x += body.2 * dot(vi, vj) + dot(wi, mat_vec(&body.1, wj));
            }
            m[i][j] = x;
            m[j][i] = x;
        }
        m[i][i] += chain.links[i].joint.dynamics.armature;
    }
    m
}

/// The rule of [`check_mass_matrix`] for a tree on a floating base (`base` its body): the
/// floating mass matrix (`6 + n`: the base's velocity `[v; ω]` in its own frame, then the joints)
/// positive definite at the same configurations (the base's pose does not enter it). The
/// tree must pass [`check_mass_matrix`] first (the joints' block is that matrix); a base whose
/// robot has no mass, or whose motions some joint motion cancels (a massless base body on a
/// single joint), fails with [`ModelError::InvalidBase`].
// Index notation mirrors the formula `M_ab = Σ_k ...`.
#[allow(clippy::needless_range_loop)]
pub fn check_floating_mass_matrix(base: &crate::Body, chain: &Chain) -> Result<(), ModelError> {
    let mut rng = crate::rng::SplitMix64(MASS_CHECK_SEED);
    let n = chain.links.len();
    for sample in 0..=MASS_CHECK_SAMPLES {
        let q: Vec<f64> = chain
            .links
            .iter()
            .map(|l| {
                if sample == 0 {
                    return 0.0;
                }
                let x = rng.symmetric();
                match l.joint.kind {
                    JointKind::Revolute => std::f64::consts::PI * x,
                    JointKind::Prismatic => x,
                }
            })
            .collect();
        let joints_m = mass_matrix_relative(chain, &q);
        let (joints, bodies) = placed(chain, &q);
        // The base's body first, then the tree's: every one moves with the base.
        let all: Vec<Placed> = std::iter::once((base.com, base.inertia, base.mass))
            .chain(bodies)
            .collect();
        // The motion `(ω, v_c)` of body `k` under a unit rate of the base's coordinate `b`.
        let base_motion = |b: usize, k: usize| -> ([f64; 3], [f64; 3]) {
            let mut e = [0.0; 3];
            e[b % 3] = 1.0;
            if b < 3 {
                ([0.0; 3], e)
            } else {
                (e, cross(e, all[k].0))
            }
        };
        let joint_motion = |i: usize, k: usize| -> ([f64; 3], [f64; 3]) {
            let (axis, point, revolute) = joints[i];
            if revolute {
                let c = all[k].0;
                (
                    axis,
                    cross(axis, [c[0] - point[0], c[1] - point[1], c[2] - point[2]]),
                )
            } else {
                ([0.0; 3], axis)
            }
        };
        let nv = n + 6;
        let mut m = vec![vec![0.0; nv]; nv];
        for a in 0..6 {
            for col in 0..nv {
                let mut x = 0.0;
                for (k, body) in all.iter().enumerate() {
                    // Joint `col − 6` moves the tree's body `k − 1` when it supports it.
                    let other = if col < 6 {
                        Some(base_motion(col, k))
                    } else {
                        (k > 0 && crate::supports(&chain.parents, col - 6, k - 1))
                            .then(|| joint_motion(col - 6, k))
                    };
                    if let Some((wj, vj)) = other {
                        let (wi, vi) = base_motion(a, k);
                        x += body.2 * dot(vi, vj) + dot(wi, mat_vec(&body.1, wj));
                    }
                }
                m[a][col] = x;
                m[col][a] = x;
            }
        }
        for (i, row) in joints_m.iter().enumerate() {
            for (j, x) in row.iter().enumerate() {
                m[6 + i][6 + j] = *x;
            }
        }
        if m.iter().flatten().any(|x| !x.is_finite()) {
            return Err(ModelError::InvalidBase {
                body: base.name.clone(),
                problem: "gives a floating mass matrix that overflows f64".into(),
            });
        }
        if let Some((k, pivot_ratio)) = singular_pivot(&m) {
            let what = if k < 6 {
                format!(
                    "the base's {} coordinate",
                    ["vx", "vy", "vz", "ωx", "ωy", "ωz"][k]
                )
            } else {
                format!("joint '{}'", chain.links[k - 6].joint.name)
            };
            return Err(ModelError::InvalidBase {
                body: base.name.clone(),
                problem: format!(
                    "carries a robot whose floating mass matrix is singular (at {what}, pivot \
                     ratio {pivot_ratio:e}, at joint angles {q:?}): some motion of the base moves \
                     no mass (a robot without mass, or a massless base body whose motion a joint \
                     undoes); give the base's link an <inertial>"
                ),
            });
        }
    }
    Ok(())
}

fn add(a: [f64; 3], b: [f64; 3]) -> [f64; 3] {
    [a[0] + b[0], a[1] + b[1], a[2] + b[2]]
}

/// Rotation by `angle` about the unit `axis` (Rodrigues).
fn axis_angle(a: [f64; 3], angle: f64) -> [[f64; 3]; 3] {
    let (s, c) = angle.sin_cos();
    let t = 1.0 - c;
    [
        [
            c + t * a[0] * a[0],
            t * a[0] * a[1] - s * a[2],
            t * a[0] * a[2] + s * a[1],
        ],
        [
            t * a[1] * a[0] + s * a[2],
            c + t * a[1] * a[1],
            t * a[1] * a[2] - s * a[0],
        ],
        [
            t * a[2] * a[0] - s * a[1],
            t * a[2] * a[1] + s * a[0],
            c + t * a[2] * a[2],
        ],
    ]
}
