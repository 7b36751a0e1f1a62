//! Dynamic parameter identification (`chaindyn::identification`): the regressors against the
//! recursive algorithms they linearise, the base parameters against hand-derived counts and
//! groupings, least squares on simulated measurements with and without noise, the payload case,
//! excitation trajectories, physical consistency, and a typed error for every bad input.
//!
//! Chains: planar 2R and 3R arms (gravity in the plane and along the axes), the Pendubot of
//! Ordaz Oliver et al. 2009, the absolute-angle n-link pendulum, random spatial chains of 3 to 7
//! links (random axes, offsets and rpy; some prismatic), joints with armature, damping and
//! friction. Tolerances are stated at each assertion, with why.

mod common;

use chaindyn::identification::*;
use chaindyn::*;
use common::*;
use nalgebra::{DMatrix, DVector};
use std::f64::consts::PI;

/// Regressor against the recursive algorithm on the same chain: the same products summed in a
/// different order, torques of order 10 N·m, a few dozen roundings each: 1e-10 relative to
/// `max(1, ‖τ‖)` leaves four orders of magnitude of margin.
const LINEAR: f64 = 1e-10;

/// `state(rng, n)`: q in [−π, π), q̇ in [−2, 2), q̈ in [−5, 5).
fn state(rng: &mut SplitMix64, n: usize) -> (DVector<f64>, DVector<f64>, DVector<f64>) {
    (
        rng.dvector(n, -PI, PI),
        rng.dvector(n, -2.0, 2.0),
        rng.dvector(n, -5.0, 5.0),
    )
}

/// A standard normal deviate (Box–Muller) from the deterministic generator.
fn normal(rng: &mut SplitMix64) -> f64 {
    let u1 = rng.uniform(f64::MIN_POSITIVE, 1.0);
    let u2 = rng.uniform(0.0, 1.0);
    (-2.0 * u1.ln()).sqrt() * (2.0 * PI * u2).cos()
}

/// A planar arm of `n` revolute joints about z with link lengths `lengths`, random 3D bodies
/// (centres of mass off the plane, full inertias: only their in-plane parts act) and gravity
/// `gravity`.
fn planar(rng: &mut SplitMix64, lengths: &[f64], gravity: [f64; 3]) -> Chain {
    let links = lengths
        .iter()
        .enumerate()
        .map(|(i, _)| {
            let x = if i == 0 { 0.0 } else { lengths[i - 1] };
            let mass = rng.uniform(0.5, 2.0);
            Link {
                joint: Joint::revolute(format!("j{i}"), [0.0, 0.0, 1.0])
                    .with_origin([x, 0.0, 0.0], [0.0; 3]),
                body: Body::new(
                    format!("b{i}"),
                    mass,
                    rng.vec3(-0.3, 0.3),
                    random_inertia(rng, mass),
                ),
            }
        })
        .collect();
    Chain::new(links, gravity, AngleConvention::Relative)
}

/// A random planar chain in absolute angles (axes along world +z, joint frames rotated about z
/// only), as in `absolute_convention.rs`.
fn absolute_chain(rng: &mut SplitMix64, n: usize) -> Chain {
    let mut c = random_chain(rng, n, 0.0);
    for l in &mut c.links {
        l.joint.kind = JointKind::Revolute;
        l.joint.axis = [0.0, 0.0, rng.uniform(0.5, 2.0)];
        l.joint.origin_rpy = [0.0, 0.0, rng.uniform(-PI, PI)];
    }
    c.gravity = [0.0, -9.81, 0.0];
    c.convention = AngleConvention::Absolute;
    c
}

/// The same chain with random joint terms on every joint.
fn with_joint_terms(mut chain: Chain, rng: &mut SplitMix64) -> Chain {
    for l in &mut chain.links {
        l.joint.dynamics = random_joint_dynamics(rng);
    }
    chain
}

/// Every test chain: (name, chain). Random spatial chains of 3..=7 links (seeded; 30 %
/// prismatic), planar arms, the Pendubot, the n-link pendulum and random planar chains in
/// absolute angles, and copies with joint terms.
fn chains() -> Vec<(String, Chain)> {
    let mut rng = SplitMix64(0x1DE7);
    let mut out = vec![
        (
            "pendubot".to_owned(),
            Chain::pendubot(&PendubotParameters::PAPER).unwrap(),
        ),
        (
            "pendulum (absolute)".to_owned(),
            Chain::pendulum(&[1.0, 0.5, 2.0], &[0.5, 0.7, 0.3], 9.81).unwrap(),
        ),
        (
            "planar 2R vertical".to_owned(),
            planar(&mut rng, &[0.4, 0.3], [0.0, -9.81, 0.0]),
        ),
        (
            "planar 3R horizontal".to_owned(),
            planar(&mut rng, &[0.4, 0.3, 0.2], [0.0, 0.0, -9.81]),
        ),
    ];
    for n in 3..=7 {
        out.push((format!("spatial {n}"), random_chain(&mut rng, n, 0.3)));
    }
    for n in [2, 4] {
        out.push((format!("absolute planar {n}"), absolute_chain(&mut rng, n)));
    }
    let lossy: Vec<(String, Chain)> = out
        .iter()
        .filter(|(name, _)| name != "pendulum (absolute)")
        .map(|(name, c)| {
            (
                format!("{name} + joint terms"),
                with_joint_terms(c.clone(), &mut rng),
            )
        })
        .collect();
    out.extend(lossy);
    out
}

/// Both sets of columns.
const COLUMNS: [Columns; 2] = [Columns::Bodies, Columns::BodiesAndJoints];

// ---------------------------------------------------------------------------------------------
// Standard parameters and the regressors
// ---------------------------------------------------------------------------------------------

#[test]
fn standard_parameters_follow_pinocchios_convention() {
    // m = 2, c = (0.1, 0.2, 0.3), I_c = diag(1, 2, 3): m c = (0.2, 0.4, 0.6) and
    // I = I_c + m (|c|² 1 − c cᵀ) with |c|² = 0.14. A few roundings of O(1) numbers: 1e-15.
    let body = Body::new(
        "b",
        2.0,
        [0.1, 0.2, 0.3],
        [[1.0, 0.0, 0.0], [0.0, 2.0, 0.0], [0.0, 0.0, 3.0]],
    );
    let p = body_parameters(&body);
    let want = [2.0, 0.2, 0.4, 0.6, 1.26, -0.04, 2.2, -0.06, -0.12, 3.1];
    for (k, (got, want)) in p.iter().zip(want).enumerate() {
        assert!((got - want).abs() < 1e-15, "parameter {k}: {got} vs {want}");
    }
    assert_eq!(
        parameter_names(1, Columns::BodiesAndJoints),
        [
            "m_1",
            "mc_x_1",
            "mc_y_1",
            "mc_z_1",
            "I_xx_1",
            "I_xy_1",
            "I_yy_1",
            "I_xz_1",
            "I_yz_1",
            "I_zz_1",
            "armature_1",
            "damping_1",
            "friction_1"
        ]
    );
    // And back: c and I_c recovered to rounding (1e-15 on O(1) values).
    let back = body_from_parameters("b", 0, &p).unwrap();
    assert!((back.mass - 2.0).abs() < 1e-15);
    for r in 0..3 {
        assert!((back.com[r] - body.com[r]).abs() < 1e-15);
        for s in 0..3 {
            assert!((back.inertia[r][s] - body.inertia[r][s]).abs() < 1e-15);
        }
    }
}

#[test]
fn one_revolute_joint_has_the_hand_derived_regressor() {
    // A body on a revolute joint about z, gravity g along −y: τ = I_zz q̈ + g (m c_x cos q −
    // m c_y sin q); every other column is zero. Exact up to the rounding of sin, cos: 1e-14.
    let g = 9.81;
    let chain = Chain::new(
        vec![Link {
            joint: Joint::revolute("j", [0.0, 0.0, 1.0]),
            body: Body::new(
                "b",
                1.0,
                [0.3, 0.1, 0.2],
                random_inertia(&mut SplitMix64(3), 1.0),
            ),
        }],
        [0.0, -g, 0.0],
        AngleConvention::Relative,
    );
    let mb = Multibody::new(&chain).unwrap();
    let (q, qd, qdd) = (0.7, -1.3, 2.1);
    let y = regressor(
        &mb,
        &DVector::from_element(1, q),
        &DVector::from_element(1, qd),
        &DVector::from_element(1, qdd),
        Columns::Bodies,
    )
    .unwrap();
    let mut want = DMatrix::zeros(1, 10);
    want[(0, 1)] = g * q.cos();
    want[(0, 2)] = -g * q.sin();
    want[(0, 9)] = qdd;
    assert!((&y - &want).amax() < 1e-14, "{y} vs {want}");
}

#[test]
fn the_regressor_times_the_parameters_is_inverse_dynamics() {
    for (name, chain) in chains() {
        let mb = Multibody::new(&chain).unwrap();
        let n = mb.dof();
        let mut rng = SplitMix64(0x7E57 + n as u64);
        for columns in COLUMNS {
            let pi = standard_parameters(&mb, columns).unwrap();
            assert_eq!(pi.len(), columns.count(n));
            let ideal = if columns == Columns::Bodies {
                // The body columns alone reproduce inverse dynamics of the ideal joints.
                let mut c = chain.clone();
                for l in &mut c.links {
                    l.joint.dynamics = JointDynamics::IDEAL;
                }
                Multibody::new(&c).unwrap()
            } else {
                mb.clone()
            };
            for _ in 0..10 {
                let (q, qd, qdd) = state(&mut rng, n);
                let y = regressor(&mb, &q, &qd, &qdd, columns).unwrap();
                assert_eq!(y.shape(), (n, columns.count(n)));
                let tau = rnea(&ideal, &q, &qd, &qdd).unwrap();
                // LINEAR: see its definition.
                assert_close_vec(
                    &format!("{name} {columns:?}: Y π"),
                    &(&y * &pi),
                    &tau,
                    LINEAR,
                );
            }
        }
    }
}

#[test]
fn the_energy_regressors_give_the_energies() {
    for (name, chain) in chains() {
        let mb = Multibody::new(&chain).unwrap();
        let n = mb.dof();
        let mut rng = SplitMix64(0xE4E6 + n as u64);
        let pi = standard_parameters(&mb, Columns::BodiesAndJoints).unwrap();
        let pi_bodies = standard_parameters(&mb, Columns::Bodies).unwrap();
        for _ in 0..10 {
            let (q, qd, _) = state(&mut rng, n);
            let yt = kinetic_energy_regressor(&mb, &q, &qd, Columns::BodiesAndJoints).unwrap();
            let yu = potential_energy_regressor(&mb, &q, Columns::BodiesAndJoints).unwrap();
            let (t, u) = (
                kinetic_energy(&mb, &q, &qd).unwrap(),
                potential_energy(&mb, &q).unwrap(),
            );
            // LINEAR relative to max(1, |E|): energies of order 10 J, same products.
            let e = |got: f64, want: f64| (got - want).abs() / want.abs().max(1.0);
            assert!(e(yt.dot(&pi.transpose()), t) < LINEAR, "{name}: kinetic");
            assert!(e(yu.dot(&pi.transpose()), u) < LINEAR, "{name}: potential");
            // The body columns alone: the kinetic energy without the rotors', same potential.
            let yt_b = kinetic_energy_regressor(&mb, &q, &qd, Columns::Bodies).unwrap();
            let yu_b = potential_energy_regressor(&mb, &q, Columns::Bodies).unwrap();
            let rotors: f64 = {
                let qr = if chain.convention == AngleConvention::Absolute {
                    DVector::from_fn(n, |i, _| if i == 0 { qd[0] } else { qd[i] - qd[i - 1] })
                } else {
                    qd.clone()
                };
                (0..n)
                    .map(|i| 0.5 * chain.links[i].joint.dynamics.armature * qr[i] * qr[i])
                    .sum()
            };
            assert!(e(yt_b.dot(&pi_bodies.transpose()), t - rotors) < LINEAR);
            assert!(e(yu_b.dot(&pi_bodies.transpose()), u) < LINEAR);
        }
    }
}

#[test]
fn a_chain_rebuilt_from_its_parameters_is_the_same_chain() {
    for (name, chain) in chains() {
        let mb = Multibody::new(&chain).unwrap();
        for columns in COLUMNS {
            let pi = standard_parameters(&mb, columns).unwrap();
            let back = with_parameters(&chain, &pi).unwrap();
            // Mass, centre of mass and inertia through I = I_c + m(...) and back: cancellation
            // of terms of order m |c|² ≈ 0.2 against inertias ≥ 0.004: 1e-13 absolute.
            for (a, b) in chain.links.iter().zip(&back.links) {
                assert!((a.body.mass - b.body.mass).abs() < 1e-13, "{name}");
                for r in 0..3 {
                    assert!((a.body.com[r] - b.body.com[r]).abs() < 1e-13, "{name}");
                    for s in 0..3 {
                        let want = 0.5 * (a.body.inertia[r][s] + a.body.inertia[s][r]);
                        assert!((want - b.body.inertia[r][s]).abs() < 1e-13, "{name}");
                    }
                }
                assert_eq!(a.joint.dynamics, b.joint.dynamics, "{name}");
            }
            // And it has the same standard parameters (1e-13: the same round trip).
            let again = standard_parameters(&Multibody::new(&back).unwrap(), columns).unwrap();
            assert!((again - &pi).amax() < 1e-13, "{name}");
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Base parameters
// ---------------------------------------------------------------------------------------------

/// The numerical rank of the regressor stacked at `k` fresh random states (another seed than
/// detection's), by the SVD, with the gap around it: `(rank, σ_rank / σ_1, σ_{rank+1} / σ_1)`.
fn svd_rank(mb: &Multibody, columns: Columns, k: usize, seed: u64) -> (usize, f64, f64) {
    let n = mb.dof();
    let mut rng = SplitMix64(seed);
    let mut w = DMatrix::zeros(n * k, columns.count(n));
    for s in 0..k {
        let (q, qd, qdd) = state(&mut rng, n);
        w.rows_mut(s * n, n)
            .copy_from(&regressor(mb, &q, &qd, &qdd, columns).unwrap());
    }
    let mut sv: Vec<f64> = w.singular_values().iter().copied().collect();
    sv.sort_by(|a, b| b.total_cmp(a));
    let rank = sv.iter().filter(|&&s| s > 1e-9 * sv[0]).count();
    let below = sv.get(rank).copied().unwrap_or(0.0);
    (rank, sv[rank - 1] / sv[0], below / sv[0])
}

#[test]
fn the_base_parameter_count_is_the_numerical_rank() {
    for (name, chain) in chains() {
        let mb = Multibody::new(&chain).unwrap();
        for columns in COLUMNS {
            let options = BaseOptions {
                columns,
                ..BaseOptions::default()
            };
            let base = BaseParameters::detect(&mb, &options).unwrap();
            let (rank, last, next) = svd_rank(&mb, columns, 60, 0x5FD);
            // The gap is unambiguous: the smallest kept singular value is above 1e-7 of the
            // largest and the first dropped one at rounding level (below 1e-12), so the rank
            // threshold 1e-9 of the SVD and the QR tolerance agree.
            assert!(
                last > 1e-7 && next < 1e-12,
                "{name}: gap {last:e} / {next:e}"
            );
            assert_eq!(base.count(), rank, "{name} {columns:?}\n{base}");
            // The same count with the largest-norm pivoting.
            let pivoted = BaseParameters::detect(
                &mb,
                &BaseOptions {
                    selection: BaseSelection::LargestNorm,
                    ..options
                },
            )
            .unwrap();
            assert_eq!(pivoted.count(), rank, "{name}");
        }
    }
}

#[test]
fn base_parameters_reproduce_the_torques_at_fresh_states() {
    for (name, chain) in chains() {
        let mb = Multibody::new(&chain).unwrap();
        let n = mb.dof();
        let mut rng = SplitMix64(0xF4E5 + n as u64);
        for columns in COLUMNS {
            for selection in [BaseSelection::StandardOrder, BaseSelection::LargestNorm] {
                let base = BaseParameters::detect(
                    &mb,
                    &BaseOptions {
                        columns,
                        selection,
                        ..BaseOptions::default()
                    },
                )
                .unwrap();
                let pi = standard_parameters(&mb, columns).unwrap();
                let pib = base.to_base(&pi).unwrap();
                // Any parameters, not only physical ones: β is a property of the kinematics.
                let any = DVector::from_fn(pi.len(), |_, _| rng.uniform(-1.0, 1.0));
                let anyb = base.to_base(&any).unwrap();
                for _ in 0..10 {
                    // States outside the sampled ranges too (q̇ up to 4, q̈ up to 10).
                    let q = rng.dvector(n, -PI, PI);
                    let qd = rng.dvector(n, -4.0, 4.0);
                    let qdd = rng.dvector(n, -10.0, 10.0);
                    let y = regressor(&mb, &q, &qd, &qdd, columns).unwrap();
                    let yb = base.base_regressor(&y).unwrap();
                    // LINEAR: β from a well-conditioned QR (entries O(1)), torques O(10).
                    assert_close_vec(
                        &format!("{name}: Y_b π_b"),
                        &(&yb * &pib),
                        &(&y * &pi),
                        LINEAR,
                    );
                    assert_close_vec(
                        &format!("{name}: any"),
                        &(&yb * &anyb),
                        &(&y * &any),
                        LINEAR,
                    );
                }
            }
        }
    }
}

/// Base parameter count of a chain with the given options.
fn count(chain: &Chain, columns: Columns) -> usize {
    let mb = Multibody::new(chain).unwrap();
    BaseParameters::detect(
        &mb,
        &BaseOptions {
            columns,
            ..BaseOptions::default()
        },
    )
    .unwrap()
    .count()
}

/// A planar 3R arm (lengths 0.3 and 0.25, gravity across the plane) whose second joint frame is
/// turned by `rpy` and its axis `axis`: the rounding tests of the rank rule.
fn turned(rng: &mut SplitMix64, rpy: [f64; 3], axis: [f64; 3]) -> Chain {
    let mut chain = planar(rng, &[0.3, 0.25, 0.2], [0.0, 0.0, -9.81]);
    chain.links[1].joint.origin_rpy = rpy;
    chain.links[1].joint.axis = axis;
    chain.links[2].joint.axis = axis;
    chain
}

/// The gap rule of `chaindyn_model::rank`: rounding in a description's decimals is rounding,
/// a geometry within about 1e-6 of a more degenerate one is refused, never guessed.
#[test]
#[allow(clippy::approx_constant)] // the decimals under test
fn the_rank_rule_tells_rounding_from_geometry() {
    let mut rng = SplitMix64(0x6A9);
    // Flipped by π about x (the axes −z, parallel to the first): the planar arm's 3n − 2 = 7,
    // with π exact in f64 and to 11 digits (2e-12 rad off: column norms and singular values of
    // 1e-12 and less, dropped).
    for roll in [PI, 3.14159265359] {
        let chain = turned(&mut rng, [roll, 0.0, 0.0], [0.0, 0.0, 1.0]);
        assert_eq!(count(&chain, Columns::Bodies), 7, "roll {roll}");
    }
    // π to 9 digits (4e-9 off), and turned by 1.5708 about x with the axis −y (4e-6 rad from
    // parallel to the first axis): between the thresholds, refused.
    for (rpy, axis) in [
        ([3.14159265, 0.0, 0.0], [0.0, 0.0, 1.0]),
        ([1.5708, 0.0, 0.0], [0.0, -1.0, 0.0]),
    ] {
        let mb = Multibody::new(&turned(&mut rng, rpy, axis)).unwrap();
        match BaseParameters::detect(&mb, &BaseOptions::default()) {
            Err(IdentificationError::AmbiguousRank(gap)) => {
                let text = gap.to_string();
                assert!(
                    text.contains("between the rank rule's thresholds"),
                    "{text}"
                );
            }
            other => panic!("{rpy:?}: {other:?}"),
        }
    }
    // The same with π/2 as f64: parallel, 7.
    let chain = turned(&mut rng, [PI / 2.0, 0.0, 0.0], [0.0, -1.0, 0.0]);
    assert_eq!(count(&chain, Columns::Bodies), 7);
    // Turned by 1.5708 about z with the axis z: still parallel (a rotation about the axis
    // itself), 7, whatever the decimal.
    let chain = turned(&mut rng, [0.0, 0.0, 1.5708], [0.0, 0.0, 1.0]);
    assert_eq!(count(&chain, Columns::Bodies), 7);
    // The gap the rank was decided across.
    let mb = Multibody::new(&turned(&mut rng, [PI, 0.0, 0.0], [0.0, 0.0, 1.0])).unwrap();
    let base = BaseParameters::detect(&mb, &BaseOptions::default()).unwrap();
    let (kept, dropped) = base.gap();
    assert!(kept >= model::rank::RANK_KEEP && dropped <= model::rank::RANK_DROP);
}

#[test]
fn known_base_parameter_counts() {
    let mut rng = SplitMix64(0xC0);
    let one = |g: [f64; 3], rng: &mut SplitMix64| planar(rng, &[0.5], g);
    // One revolute joint about z. Gravity along the axis exerts no torque about it: only I_zz
    // acts (τ = I_zz q̈). With the joint terms, the armature is the same column as I_zz (q̈ on
    // the one row), damping and friction are two more: 3.
    let vertical_axis = one([0.0, 0.0, -9.81], &mut rng);
    assert_eq!(count(&vertical_axis, Columns::Bodies), 1);
    let lossy = with_joint_terms(vertical_axis.clone(), &mut rng);
    assert_eq!(count(&lossy, Columns::BodiesAndJoints), 3);
    // Gravity across the axis: τ = I_zz q̈ + g (m c_x cos q − m c_y sin q): 3.
    assert_eq!(count(&one([0.0, -9.81, 0.0], &mut rng), Columns::Bodies), 3);
    // Planar nR arms (Gautier & Khalil 1990's rules): the first
    // link keeps I_zz (+ m c_x, m c_y with gravity in the plane), every further link I_zz, m c_x,
    // m c_y, the masses being grouped into the previous link's parameters. In the plane: 3n;
    // gravity along the axes: 3n − 2.
    for n in 2..=4 {
        let lengths: Vec<f64> = (0..n).map(|i| 0.3 + 0.1 * i as f64).collect();
        let vertical = planar(&mut rng, &lengths, [0.0, -9.81, 0.0]);
        let horizontal = planar(&mut rng, &lengths, [0.0, 0.0, -9.81]);
        assert_eq!(count(&vertical, Columns::Bodies), 3 * n, "{n}R vertical");
        assert_eq!(
            count(&horizontal, Columns::Bodies),
            3 * n - 2,
            "{n}R horizontal"
        );
        // Joint terms: the first armature is grouped with I_zz_1, every other term is new.
        let lossy = with_joint_terms(vertical, &mut rng);
        assert_eq!(count(&lossy, Columns::BodiesAndJoints), 3 * n + 3 * n - 1);
    }
    // The same counts in absolute angles (a change of coordinates does not change the rank).
    let pendulum = Chain::pendulum(&[1.0, 2.0, 0.5], &[0.5, 0.7, 0.4], 9.81).unwrap();
    assert_eq!(count(&pendulum, Columns::Bodies), 9);
    // A Cartesian (PPP) robot along x, y, z: only the carried masses act,
    // m_1 + m_2 + m_3, m_2 + m_3, m_3.
    let ppp = Chain::new(
        [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]]
            .iter()
            .enumerate()
            .map(|(i, &axis)| {
                let mass = rng.uniform(0.5, 2.0);
                Link {
                    joint: Joint::prismatic(format!("p{i}"), axis)
                        .with_origin(rng.vec3(-0.5, 0.5), [0.0; 3]),
                    body: Body::new(
                        format!("b{i}"),
                        mass,
                        rng.vec3(-0.3, 0.3),
                        random_inertia(&mut rng, mass),
                    ),
                }
            })
            .collect(),
        [0.0, 0.0, -9.81],
        AngleConvention::Relative,
    );
    assert_eq!(count(&ppp, Columns::Bodies), 3);
    // General spatial revolute chains (random axes, offsets and rpy; gravity not along the first
    // axis): the first link keeps I_zz and, through gravity, the two first moments across its
    // axis (3); every further link the 7 of Gautier & Khalil's general case (10 minus m, m c
    // along its axis and one diagonal inertia, grouped into the previous link): 3 + 7 (n − 1).
    for n in 3..=6 {
        let mut c = random_chain(&mut rng, n, 0.0);
        c.convention = AngleConvention::Relative;
        let (rank, _, _) = svd_rank(&Multibody::new(&c).unwrap(), Columns::Bodies, 60, 0x5FD);
        assert_eq!(count(&c, Columns::Bodies), rank);
        assert_eq!(rank, 3 + 7 * (n - 1), "{n}R spatial");
    }
}

#[test]
fn the_pendubots_base_parameters_are_the_papers() {
    // Ordaz Oliver et al. 2009, eq. 58: θ1 = m1 lc1² + m2 l1² + I1, θ2 = m2 lc2² + I2,
    // θ3 = m2 l1 lc2, θ4 = m1 lc1 + m2 l1, θ5 = m2 lc2. The standard-order base parameters are
    // Gautier & Khalil's grouping: m_2 enters mc_x_1 (times l1 = 0.2) and I_zz_1 (times l1²).
    let p = PendubotParameters::PAPER;
    let mb = Multibody::new(&Chain::pendubot(&p).unwrap()).unwrap();
    let base = BaseParameters::detect(&mb, &BaseOptions::default()).unwrap();
    assert_eq!(
        base.describe(),
        [
            "mc_x_1 + 0.2 m_2",
            "mc_y_1",
            "I_zz_1 + 0.04 m_2",
            "mc_x_2",
            "mc_y_2",
            "I_zz_2"
        ],
        "{base}"
    );
    assert_eq!(base.independent(), &[1, 2, 9, 11, 12, 19]);
    // m_1 and every inertia entry but I_zz never act on the torques of a planar arm.
    for j in [0, 3, 4, 5, 6, 7, 8, 13, 14, 15, 16, 17, 18] {
        assert!(base.non_identifiable().contains(&j), "{j}: {base}");
    }
    let pib = base
        .to_base(&standard_parameters(&mb, Columns::Bodies).unwrap())
        .unwrap();
    let th = p.theta();
    // β holds l1 = 0.2, l1² = 0.04 to rounding of the QR (1e-14 relative to O(0.1) values).
    let want = [th[3], 0.0, th[0], th[4], 0.0, th[1]];
    for (k, w) in want.iter().enumerate() {
        assert!((pib[k] - w).abs() < 1e-14, "b_{}: {} vs {w}", k + 1, pib[k]);
    }
    // θ3 = l1 · m c_x_2 (1e-15: one product).
    assert!((0.2 * pib[3] - th[2]).abs() < 1e-15);
    let shown = format!("{base}");
    assert!(shown.contains("6 base parameters of 20") && shown.contains("not identifiable"));
}

// ---------------------------------------------------------------------------------------------
// Identification
// ---------------------------------------------------------------------------------------------

/// `k` samples at random states with the chain's own torques.
fn random_samples(mb: &Multibody, k: usize, seed: u64) -> Vec<Sample> {
    let mut rng = SplitMix64(seed);
    (0..k)
        .map(|_| {
            let (q, qd, qdd) = state(&mut rng, mb.dof());
            let tau = rnea(mb, &q, &qd, &qdd).unwrap();
            Sample { q, qd, qdd, tau }
        })
        .collect()
}

fn base_of(mb: &Multibody, columns: Columns) -> BaseParameters {
    BaseParameters::detect(
        mb,
        &BaseOptions {
            columns,
            ..BaseOptions::default()
        },
    )
    .unwrap()
}

#[test]
fn noise_free_measurements_give_the_base_parameters_exactly() {
    for (name, chain) in chains() {
        let mb = Multibody::new(&chain).unwrap();
        let columns = if chain.links.iter().all(|l| l.joint.dynamics.is_ideal()) {
            Columns::Bodies
        } else {
            Columns::BodiesAndJoints
        };
        let base = base_of(&mb, columns);
        let samples = random_samples(&mb, 60, 0xA11 + mb.dof() as u64);
        let (w, tau) = stack(&mb, &samples, columns).unwrap();
        let est = identify(&base.base_regressor(&w).unwrap(), &tau, None).unwrap();
        let want = base
            .to_base(&standard_parameters(&mb, columns).unwrap())
            .unwrap();
        // Exact data: the error is rounding amplified by the condition number (below 1e5
        // here), 1e-16 · 1e5 ≪ 1e-8 relative to max(1, ‖π_b‖).
        assert!(
            est.condition_number < 1e5,
            "{name}: κ = {}",
            est.condition_number
        );
        assert_close_vec(&format!("{name}: π̂_b"), &est.parameters, &want, 1e-8);
        assert!(est.residual_rms < 1e-9, "{name}: {}", est.residual_rms);
    }
}

#[test]
fn noisy_measurements_stay_within_five_standard_deviations() {
    let mut rng = SplitMix64(0x401);
    let chain = with_joint_terms(random_chain(&mut rng, 4, 0.25), &mut rng);
    let mb = Multibody::new(&chain).unwrap();
    let base = base_of(&mb, Columns::BodiesAndJoints);
    let want = base
        .to_base(&standard_parameters(&mb, Columns::BodiesAndJoints).unwrap())
        .unwrap();
    let samples = random_samples(&mb, 500, 0x402);
    let (w, tau) = stack(&mb, &samples, Columns::BodiesAndJoints).unwrap();
    let yb = base.base_regressor(&w).unwrap();
    // Joint j measured with noise of standard deviation σ_j = 0.02 · (j + 1) N·m.
    let sigma: Vec<f64> = (0..4).map(|j| 0.02 * (j + 1) as f64).collect();
    let noisy = DVector::from_fn(tau.len(), |r, _| tau[r] + sigma[r % 4] * normal(&mut rng));
    for weighted in [false, true] {
        let weights = DVector::from_fn(tau.len(), |r, _| 1.0 / (sigma[r % 4] * sigma[r % 4]));
        let est = identify(&yb, &noisy, weighted.then_some(&weights)).unwrap();
        // 5 σ per parameter: a Gaussian estimate leaves it with probability 6e-7, so none of
        // the ~40 parameters should (and the seed is fixed).
        for k in 0..base.count() {
            let err = (est.parameters[k] - want[k]).abs();
            assert!(
                err <= 5.0 * est.std_dev[k],
                "weighted {weighted}: b_{} = {}: error {err:e} > 5 σ = {:e}",
                k + 1,
                base.describe()[k],
                5.0 * est.std_dev[k]
            );
        }
        // With weights 1/σ_j² the residual variance estimates 1; unweighted, the mean noise
        // variance Σσ_j²/4. 2000 rows: its relative standard deviation is √(2/1960) ≈ 3 %; 15 %.
        let expected = if weighted {
            1.0
        } else {
            sigma.iter().map(|s| s * s).sum::<f64>() / 4.0
        };
        let ratio = est.residual_variance / expected;
        assert!((ratio - 1.0).abs() < 0.15, "weighted {weighted}: {ratio}");
        assert_eq!(est.rows, 2000);
    }
}

#[test]
fn a_payload_on_a_known_robot_is_recovered() {
    let mut rng = SplitMix64(0x9A7);
    let robot = with_joint_terms(random_chain(&mut rng, 6, 0.0), &mut rng);
    let mb = Multibody::new(&robot).unwrap();
    let payload = body_parameters(&Body::new(
        "load",
        1.5,
        [0.05, -0.1, 0.2],
        random_inertia(&mut rng, 1.5),
    ));
    // The loaded robot: the payload's parameters added to the last body's.
    let mut pi = standard_parameters(&mb, Columns::Bodies).unwrap();
    for (k, p) in payload.iter().enumerate() {
        pi[10 * 5 + k] += p;
    }
    let loaded = Multibody::new(&with_parameters(&robot, &pi).unwrap()).unwrap();
    let samples = random_samples(&loaded, 100, 0x9A8);
    let est = identify_payload(&mb, &samples, None).unwrap();
    // Noise-free: exact to rounding times the condition number (< 1e5): 1e-8 relative.
    let want = DVector::from_row_slice(&payload);
    assert_close_vec("payload", &est.parameters, &want, 1e-8);
    // With noise of 0.05 N·m: within 5 standard deviations (see the noisy test).
    let noisy: Vec<Sample> = samples
        .iter()
        .map(|s| Sample {
            tau: s.tau.map(|t| t + 0.05 * normal(&mut rng)),
            ..s.clone()
        })
        .collect();
    let est = identify_payload(&mb, &noisy, None).unwrap();
    for k in 0..10 {
        assert!(
            (est.parameters[k] - want[k]).abs() <= 5.0 * est.std_dev[k],
            "payload parameter {k}"
        );
    }
    // A planar arm cannot determine all ten: rank deficient.
    let arm = Multibody::new(&planar(&mut rng, &[0.4, 0.3], [0.0, -9.81, 0.0])).unwrap();
    let samples = random_samples(&arm, 50, 1);
    assert!(matches!(
        identify_payload(&arm, &samples, None),
        Err(IdentificationError::RankDeficient { .. })
    ));
}

// ---------------------------------------------------------------------------------------------
// Bad inputs
// ---------------------------------------------------------------------------------------------

#[test]
fn every_bad_input_is_a_typed_error() {
    let mut rng = SplitMix64(0xBAD);
    let chain = random_chain(&mut rng, 3, 0.0);
    let mb = Multibody::new(&chain).unwrap();
    let base = base_of(&mb, Columns::Bodies);
    let p = base.count();
    let samples = random_samples(&mb, 40, 0xBAE);
    let (w, tau) = stack(&mb, &samples, Columns::Bodies).unwrap();
    let yb = base.base_regressor(&w).unwrap();

    // Fewer samples than base parameters: 3 rows for p > 3 unknowns.
    let few = stack(&mb, &samples[..1], Columns::Bodies).unwrap();
    assert_eq!(
        identify(&base.base_regressor(&few.0).unwrap(), &few.1, None),
        Err(IdentificationError::TooFewRows {
            rows: 3,
            parameters: p
        })
    );
    // Zero weights drop rows: all but p rows dropped is too few too.
    let mut wts = DVector::from_element(tau.len(), 1.0);
    for r in p..tau.len() {
        wts[r] = 0.0;
    }
    assert!(matches!(
        identify(&yb, &tau, Some(&wts)),
        Err(IdentificationError::TooFewRows { .. })
    ));
    // Rank-deficient excitation: the robot held still at one configuration.
    let still: Vec<Sample> = (0..40)
        .map(|_| {
            let q = DVector::from_vec(vec![0.3, -0.2, 1.0]);
            let z = DVector::zeros(3);
            let tau = rnea(&mb, &q, &z, &z).unwrap();
            Sample {
                q,
                qd: z.clone(),
                qdd: z,
                tau,
            }
        })
        .collect();
    let (ws, ts) = stack(&mb, &still, Columns::Bodies).unwrap();
    assert!(matches!(
        identify(&base.base_regressor(&ws).unwrap(), &ts, None),
        Err(IdentificationError::RankDeficient { condition_number, .. })
            if condition_number > MAX_CONDITION_NUMBER
    ));
    // NaN in a measured torque, in the regressor, in a sample's state.
    let mut bad_tau = tau.clone();
    bad_tau[7] = f64::NAN;
    assert_eq!(
        identify(&yb, &bad_tau, None),
        Err(IdentificationError::NonFinite {
            argument: "tau",
            index: 7
        })
    );
    let mut bad_y = yb.clone();
    bad_y[(2, 1)] = f64::INFINITY;
    assert!(matches!(
        identify(&bad_y, &tau, None),
        Err(IdentificationError::NonFinite {
            argument: "regressor",
            ..
        })
    ));
    let mut bad_samples = samples.clone();
    bad_samples[5].qd[1] = f64::NAN;
    assert_eq!(
        stack(&mb, &bad_samples, Columns::Bodies),
        Err(IdentificationError::Sample {
            index: 5,
            error: DynamicsError::NonFiniteInput {
                argument: "qd",
                index: 1
            }
        })
    );
    bad_samples[5].qd[1] = 0.0;
    bad_samples[9].tau = DVector::zeros(2);
    assert!(matches!(
        identify_payload(&mb, &bad_samples, None),
        Err(IdentificationError::Sample { index: 9, .. })
    ));
    // Weights: wrong length, negative, NaN.
    assert_eq!(
        identify(&yb, &tau, Some(&DVector::from_element(5, 1.0))),
        Err(IdentificationError::DimensionMismatch {
            argument: "weights",
            expected: tau.len(),
            found: 5
        })
    );
    let mut neg = DVector::from_element(tau.len(), 1.0);
    neg[3] = -1.0;
    assert_eq!(
        identify(&yb, &tau, Some(&neg)),
        Err(IdentificationError::InvalidWeight {
            index: 3,
            value: -1.0
        })
    );
    neg[3] = f64::NAN;
    assert!(matches!(
        identify(&yb, &tau, Some(&neg)),
        Err(IdentificationError::InvalidWeight { index: 3, .. })
    ));
    // Sizes: τ, parameter vectors, regressor columns; a condition limit below 1.
    assert!(matches!(
        identify(&yb, &DVector::zeros(3), None),
        Err(IdentificationError::DimensionMismatch {
            argument: "tau",
            ..
        })
    ));
    assert!(matches!(
        identify_with(&yb, &tau, None, 0.5),
        Err(IdentificationError::InvalidOption { .. })
    ));
    assert!(matches!(
        base.to_base(&DVector::zeros(7)),
        Err(IdentificationError::DimensionMismatch { .. })
    ));
    assert!(matches!(
        base.base_regressor(&DMatrix::zeros(3, 7)),
        Err(IdentificationError::DimensionMismatch { .. })
    ));
    assert!(matches!(
        with_parameters(&chain, &DVector::zeros(7)),
        Err(IdentificationError::DimensionMismatch { .. })
    ));
    // Parameters no body has: zero mass with a first moment, negative mass, an inertia that
    // breaks the triangle inequality, NaN.
    let pi = standard_parameters(&mb, Columns::Bodies).unwrap();
    let mut bad = pi.clone();
    bad[10] = 0.0;
    assert!(matches!(
        with_parameters(&chain, &bad),
        Err(IdentificationError::ZeroMassWithFirstMoment { body: 1, .. })
    ));
    bad = pi.clone();
    bad[0] = -1.0;
    assert!(matches!(
        with_parameters(&chain, &bad),
        Err(IdentificationError::InvalidChain(_))
    ));
    bad = pi.clone();
    bad[9] += 100.0;
    assert!(matches!(
        with_parameters(&chain, &bad),
        Err(IdentificationError::InvalidChain(_))
    ));
    bad[9] = f64::NAN;
    assert_eq!(
        with_parameters(&chain, &bad),
        Err(IdentificationError::NonFinite {
            argument: "parameters",
            index: 9
        })
    );
    // The regressors refuse bad states like every algorithm.
    let z = DVector::zeros(3);
    assert!(matches!(
        regressor(&mb, &DVector::zeros(2), &z, &z, Columns::Bodies),
        Err(DynamicsError::DimensionMismatch { argument: "q", .. })
    ));
    assert!(matches!(
        kinetic_energy_regressor(
            &mb,
            &z,
            &DVector::from_element(3, f64::NAN),
            Columns::Bodies
        ),
        Err(DynamicsError::NonFiniteInput { argument: "qd", .. })
    ));
    // Base detection options and an under-sampled regressor.
    assert!(matches!(
        BaseParameters::detect(
            &mb,
            &BaseOptions {
                velocity: 0.0,
                ..BaseOptions::default()
            }
        ),
        Err(IdentificationError::InvalidOption { .. })
    ));
    assert!(matches!(
        BaseParameters::from_regressor(
            &DMatrix::zeros(3, 30),
            parameter_names(3, Columns::Bodies),
            BaseSelection::StandardOrder
        ),
        Err(IdentificationError::TooFewRows { .. })
    ));
    // Every error displays a message.
    let e = identify(&yb, &bad_tau, None).unwrap_err();
    assert!(e.to_string().contains("tau"));
}

// ---------------------------------------------------------------------------------------------
// Excitation
// ---------------------------------------------------------------------------------------------

#[test]
fn fourier_excitation_is_periodic_with_analytic_derivatives() {
    let mut rng = SplitMix64(0xF0);
    let (n, l) = (3, 4);
    let e = FourierExcitation::new(
        0.7,
        rng.dvector(n, -1.0, 1.0),
        DMatrix::from_fn(n, l, |_, _| rng.uniform(-1.0, 1.0)),
        DMatrix::from_fn(n, l, |_, _| rng.uniform(-1.0, 1.0)),
    )
    .unwrap();
    let (bq, bqd, bqdd) = e.bounds();
    for k in 0..200 {
        let t = 0.173 * k as f64;
        let (q, qd, qdd) = e.state(t);
        // Periodic: sin and cos of arguments up to ~100 rad, 1e-12 absolute on O(1) values.
        let (q2, qd2, qdd2) = e.state(t + e.period());
        assert!((&q - q2).amax() < 1e-12 && (&qd - qd2).amax() < 1e-12);
        assert!((&qdd - qdd2).amax() < 1e-11);
        // Central differences, h = 1e-5: truncation h² q''' ≈ 1e-10 · 20, rounding 1e-16 / h;
        // 1e-7.
        let h = 1e-5;
        let (qp, qdp, _) = e.state(t + h);
        let (qm, qdm, _) = e.state(t - h);
        assert!(((qp - qm) / (2.0 * h) - &qd).amax() < 1e-7);
        assert!(((qdp - qdm) / (2.0 * h) - &qdd).amax() < 1e-7);
        // The analytic bounds hold (up to rounding, 1e-12).
        for i in 0..n {
            assert!((q[i] - e.offset()[i]).abs() <= bq[i] + 1e-12);
            assert!(qd[i].abs() <= bqd[i] + 1e-12 && qdd[i].abs() <= bqdd[i] + 1e-12);
        }
    }
    assert!(matches!(
        FourierExcitation::new(
            -1.0,
            DVector::zeros(3),
            DMatrix::zeros(3, 2),
            DMatrix::zeros(3, 2)
        ),
        Err(IdentificationError::InvalidOption { .. })
    ));
    assert!(matches!(
        FourierExcitation::new(
            1.0,
            DVector::zeros(3),
            DMatrix::zeros(2, 2),
            DMatrix::zeros(3, 2)
        ),
        Err(IdentificationError::DimensionMismatch { argument: "a", .. })
    ));
}

#[test]
fn excitations_respect_the_limits_and_optimisation_lowers_the_condition_number() {
    let mut rng = SplitMix64(0xE1C);
    let chain = random_chain(&mut rng, 4, 0.0);
    let mb = Multibody::new(&chain).unwrap();
    let base = base_of(&mb, Columns::Bodies);
    let limits = vec![
        JointRange::symmetric(1.5, 2.0, 8.0),
        JointRange {
            lower: -0.5,
            upper: 2.0,
            velocity: 1.5,
            acceleration: f64::INFINITY,
            effort: f64::INFINITY,
        },
        JointRange::symmetric(2.5, 3.0, 10.0),
        JointRange::symmetric(f64::INFINITY, 3.0, 10.0),
    ];
    let mut options = ExcitationOptions::new(limits.clone());
    options.iterations = 60;
    options.restarts = 4;
    options.samples = 60;
    let random = FourierExcitation::random(&mb, &options).unwrap();
    let (opt, kappa) = FourierExcitation::optimize(&mb, &base, &options).unwrap();
    // Deterministic: the same seed gives the same trajectory, bit for bit.
    assert_eq!(
        FourierExcitation::optimize(&mb, &base, &options).unwrap().1,
        kappa
    );
    assert_eq!(FourierExcitation::random(&mb, &options).unwrap(), random);
    // Scaling an already scaled trajectory again changes it by rounding only (1e-12 on
    // coefficients of order 1).
    let again = random.scaled_to(&mb, &options).unwrap();
    assert!((again.a() - random.a()).amax() < 1e-12 && (again.b() - random.b()).amax() < 1e-12);
    let k_random = random
        .condition_number(&mb, &base, options.samples)
        .unwrap();
    // The search starts from the best of the restarts, the first of which is `random`, and
    // improves on it (7.6e4 to 3.0e4 with this seed: the regressor is not scaled, its columns
    // have the units of kg, kg·m and kg·m²).
    assert!(kappa < k_random, "{kappa} >= {k_random}");
    assert!(kappa < 1e5, "{kappa}");
    for e in [&random, &opt] {
        // Dense sampling (2000 points) within every limit; 1e-12 for rounding.
        let q0 = e.offset();
        assert!((q0[1] - 0.75).abs() < 1e-15 && q0[3] == 0.0);
        for k in 0..2000 {
            let (q, qd, qdd) = e.state(k as f64 * e.period() / 2000.0);
            for (i, l) in limits.iter().enumerate() {
                assert!(q[i] >= l.lower - 1e-12 && q[i] <= l.upper + 1e-12, "q {i}");
                assert!(qd[i].abs() <= l.velocity + 1e-12, "qd {i}");
                assert!(qdd[i].abs() <= l.acceleration + 1e-12, "qdd {i}");
            }
        }
    }
    // Identification on the optimised excitation: exact without noise (1e-8, as above).
    let samples = opt.samples(&mb, 60).unwrap();
    let (w, tau) = stack(&mb, &samples, Columns::Bodies).unwrap();
    let est = identify(&base.base_regressor(&w).unwrap(), &tau, None).unwrap();
    // The condition number of identify's regressor is the one reported for the excitation
    // (same matrix; 1e-8 relative for the two SVD runs).
    assert!((est.condition_number / kappa - 1.0).abs() < 1e-8);
    let want = base
        .to_base(&standard_parameters(&mb, Columns::Bodies).unwrap())
        .unwrap();
    assert_close_vec("π̂_b", &est.parameters, &want, 1e-8);

    // Effort limits: every sampled torque within them; the limit 1.5 times the largest
    // gravity torque at the offset (plus 1 N·m), so that some motion is possible.
    let tau_max = 1.5 * gravity(&mb, random.offset()).unwrap().amax() + 1.0;
    let effort_limits: Vec<JointRange> = limits
        .iter()
        .map(|l| JointRange {
            effort: tau_max,
            ..*l
        })
        .collect();
    let effort_options = ExcitationOptions {
        limits: effort_limits,
        ..options.clone()
    };
    let e = FourierExcitation::random(&mb, &effort_options).unwrap();
    for s in e.samples(&mb, effort_options.samples).unwrap() {
        assert!(s.tau.amax() <= tau_max, "{}", s.tau);
    }
    // An effort limit below the gravity torque at rest is infeasible.
    let impossible = ExcitationOptions {
        limits: limits
            .iter()
            .map(|l| JointRange { effort: 1e-6, ..*l })
            .collect(),
        ..options.clone()
    };
    assert!(matches!(
        FourierExcitation::random(&mb, &impossible),
        Err(IdentificationError::InfeasibleExcitation { .. })
    ));
    // A joint without any finite kinematic limit cannot be scaled.
    let mut unbounded = options.clone();
    unbounded.limits[2] = JointRange::UNBOUNDED;
    assert!(matches!(
        FourierExcitation::random(&mb, &unbounded),
        Err(IdentificationError::InfeasibleExcitation { joint: 2, .. })
    ));
    // Wrong number of limits, offset outside the limits.
    let mut short = options.clone();
    short.limits.pop();
    assert!(matches!(
        FourierExcitation::random(&mb, &short),
        Err(IdentificationError::DimensionMismatch {
            argument: "limits",
            ..
        })
    ));
    let mut outside = options.clone();
    outside.offset = Some(DVector::from_vec(vec![0.0, 3.0, 0.0, 0.0]));
    assert!(matches!(
        FourierExcitation::random(&mb, &outside),
        Err(IdentificationError::InfeasibleExcitation { joint: 1, .. })
    ));
}

#[test]
fn urdf_limits_become_excitation_limits() {
    let l = JointLimits {
        lower: -1.0,
        upper: 2.0,
        velocity: 3.0,
        effort: 40.0,
    };
    let r = JointRange::from(&l);
    assert_eq!(
        (r.lower, r.upper, r.velocity, r.effort),
        (-1.0, 2.0, 3.0, 40.0)
    );
    assert_eq!(r.acceleration, f64::INFINITY);
}

// ---------------------------------------------------------------------------------------------
// Physical consistency
// ---------------------------------------------------------------------------------------------

#[test]
fn pseudo_inertia_and_physical_consistency() {
    // Hand example: m = 2, c = (0.1, 0.2, 0.3), I_c = diag(1, 2, 3) (parameters of the first
    // test): Σ = ½ tr(I) 1 − I with tr(I) = 6.56, h = m c.
    let p = body_parameters(&Body::new(
        "b",
        2.0,
        [0.1, 0.2, 0.3],
        [[1.0, 0.0, 0.0], [0.0, 2.0, 0.0], [0.0, 0.0, 3.0]],
    ));
    let j = pseudo_inertia(&p);
    // 1e-14: sums of O(1) numbers.
    let want = nalgebra::Matrix4::new(
        2.02, 0.04, 0.06, 0.2, //
        0.04, 1.08, 0.12, 0.4, //
        0.06, 0.12, 0.18, 0.6, //
        0.2, 0.4, 0.6, 2.0,
    );
    assert!((j - want).amax() < 1e-14, "{j}");

    // Every test chain is consistent.
    for (name, chain) in chains() {
        let mb = Multibody::new(&chain).unwrap();
        let pi = standard_parameters(&mb, Columns::BodiesAndJoints).unwrap();
        let report = check_physical_consistency(&pi, Columns::BodiesAndJoints).unwrap();
        assert!(report.is_consistent(), "{name}\n{report}");
        assert_eq!(report.bodies.len(), chain.dof());
    }
    // Broken bodies: negative mass; an inertia about the centre of mass diag(1, 1, 3) (the
    // triangle inequality fails: 1 + 1 < 3); a negative damping.
    let triangle = body_parameters(&Body::new(
        "t",
        1.0,
        [0.0; 3],
        [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 3.0]],
    ));
    let mut negative = p;
    negative[0] = -0.5;
    let joints = [0.1, -0.2, 0.0, 0.0, 0.0, 0.0];
    let pi = DVector::from_iterator(26, triangle.into_iter().chain(negative).chain(joints));
    let report = check_physical_consistency(&pi, Columns::BodiesAndJoints).unwrap();
    assert!(!report.is_consistent());
    let (b0, b1) = (&report.bodies[0], &report.bodies[1]);
    assert!(b0.mass_positive && !b0.triangle_inequality && !b0.pseudo_inertia_psd);
    assert!(!b1.mass_positive && !b1.pseudo_inertia_psd && b1.principal_moments.is_none());
    assert_eq!(report.negative_joint_terms, vec![(0, "damping", -0.2)]);
    let shown = report.to_string();
    assert!(
        shown.contains("NOT consistent") && shown.contains("triangle inequality"),
        "{shown}"
    );
    assert!(
        shown.contains("mass not positive") && shown.contains("damping"),
        "{shown}"
    );
    // A consistent body is its own projection, exactly (this one, I_c = diag(1, 2, 3), is even
    // on the boundary: a lamina, 1 + 2 = 3); an inconsistent one becomes consistent: the
    // projection lands strictly inside the set, so every check passes, the mass positive
    // included.
    assert_eq!(project_to_consistent(&p).unwrap(), p);
    for q in [triangle, negative] {
        let fixed = project_to_consistent(&q).unwrap();
        let r =
            check_physical_consistency(&DVector::from_row_slice(&fixed), Columns::Bodies).unwrap();
        assert!(r.is_consistent(), "{r}");
    }
    assert!(matches!(
        check_physical_consistency(&DVector::zeros(11), Columns::Bodies),
        Err(IdentificationError::DimensionMismatch { .. })
    ));
}

// ---------------------------------------------------------------------------------------------
// Extreme values
// ---------------------------------------------------------------------------------------------

/// Every value inside `Ok` is finite.
#[track_caller]
fn finite_or_error<T, F: Fn(&T) -> bool>(what: &str, r: Result<T, IdentificationError>, ok: F) {
    if let Ok(v) = &r {
        assert!(ok(v), "{what}: a non-finite value inside Ok");
    }
}

#[test]
fn extreme_values_are_errors_or_finite_results_never_panics() {
    let mut rng = SplitMix64(0xE87);
    let chain = random_chain(&mut rng, 3, 0.3);
    let mb = Multibody::new(&chain).unwrap();
    let z = DVector::zeros(3);
    // States whose products overflow (ω² of 1e200): the regressors' output guard.
    let huge = DVector::from_element(3, 1e200);
    for columns in COLUMNS {
        assert!(matches!(
            regressor(&mb, &z, &huge, &z, columns),
            Err(DynamicsError::NonFiniteResult { .. })
        ));
        assert!(matches!(
            kinetic_energy_regressor(&mb, &z, &huge, columns),
            Err(DynamicsError::NonFiniteResult { .. })
        ));
    }
    let all_finite = |m: &DMatrix<f64>| m.iter().all(|x| x.is_finite());
    let est_finite = |e: &Identified| {
        e.parameters
            .iter()
            .chain(e.std_dev.iter())
            .all(|x| x.is_finite())
            && e.condition_number.is_finite()
    };
    // Least squares and base detection on regressors from 1e-300 to 1e300 (and weights).
    for scale in [1e-300, 1e-150, 1e150, 1e300] {
        let w = DMatrix::from_fn(40, 5, |_, _| rng.uniform(-1.0, 1.0) * scale);
        let tau = DVector::from_fn(40, |_, _| rng.uniform(-1.0, 1.0) * scale);
        finite_or_error("identify", identify(&w, &tau, None), est_finite);
        let weights = DVector::from_element(40, scale);
        finite_or_error("weighted", identify(&w, &tau, Some(&weights)), est_finite);
        let names = (0..5).map(|k| format!("p{k}")).collect();
        finite_or_error(
            "base",
            BaseParameters::from_regressor(&w, names, BaseSelection::StandardOrder),
            |b| all_finite(b.beta()),
        );
    }
    // Parameters near the ends of f64: a subnormal mass with a first moment, huge inertias.
    let mut pi = standard_parameters(&mb, Columns::Bodies).unwrap();
    pi[0] = 1e-310;
    finite_or_error("with_parameters", with_parameters(&chain, &pi), |_| true);
    for x in [1e-310, 1e300, f64::MAX] {
        let p = [x, x, -x, x, x, -x, x, x, x, x];
        let _ = pseudo_inertia(&p);
        finite_or_error("projection", project_to_consistent(&p), |q| {
            q.iter().all(|v| v.is_finite())
        });
        let report = check_physical_consistency(&DVector::from_row_slice(&p), Columns::Bodies);
        finite_or_error("consistency", report, |_| true);
        finite_or_error("body", body_from_parameters("b", 0, &p), |b| {
            b.com
                .iter()
                .chain(b.inertia.iter().flatten())
                .all(|v| v.is_finite())
        });
    }
    // Excitations with huge coefficients: their states overflow, and the chain's algorithms
    // refuse them.
    let big = FourierExcitation::new(
        1e-300,
        DVector::zeros(3),
        DMatrix::from_element(3, 2, 1e300),
        DMatrix::from_element(3, 2, 1e300),
    )
    .unwrap();
    assert!(big.samples(&mb, 5).is_err());
    let base = base_of(&mb, Columns::Bodies);
    finite_or_error("κ", big.condition_number(&mb, &base, 5), |k| k.is_finite());
}

// ---------------------------------------------------------------------------------------------
// Parameters from subnormal to f64::MAX, the projection's margin, size limits
// ---------------------------------------------------------------------------------------------

/// The report on the one body of ten parameters.
fn check_body(p: &[f64; 10]) -> Result<BodyConsistency, IdentificationError> {
    check_physical_consistency(&DVector::from_row_slice(p), Columns::Bodies)
        .map(|r| r.bodies[0].clone())
}

#[test]
fn consistency_checks_hold_from_subnormal_to_huge_parameters() {
    // A subnormal mass with a first moment of 1e-3: the centre of mass would be 1e317 m away,
    // beyond f64, so there are no principal moments to report. The pseudo-inertia is indefinite:
    // its block [[Σ_xx, h_x], [h_x, m]] = [[0.05, 1e-3], [1e-3, 1e-320]] has the eigenvalue
    // (a − √(a² + 4 h²)) / 2 = −2 h² / (a + √(a² + 4 h²)) (the other blocks are 0.05).
    let b = check_body(&[1e-320, 1e-3, 0.0, 0.0, 0.1, 0.0, 0.1, 0.0, 0.0, 0.1]).unwrap();
    assert!(b.mass_positive && b.principal_moments.is_none(), "{b}");
    assert!(!b.pseudo_inertia_psd && !b.triangle_inequality && !b.is_consistent());
    let (a, h) = (0.05f64, 1e-3f64);
    let want = -2.0 * h * h / (a + (a * a + 4.0 * h * h).sqrt());
    // 1e-10 relative: an eigenvalue of −2e-4 in units of the scale 0.1, from a symmetric
    // eigen-decomposition of entries of order 1 (rounding ~1e-16 absolute, 1e-12 relative).
    assert!(
        (b.pseudo_inertia_min_eigenvalue / want - 1.0).abs() < 1e-10,
        "{} vs {want}",
        b.pseudo_inertia_min_eigenvalue
    );
    assert!(b.to_string().contains("no centre of mass"), "{b}");

    // 1e154 in every entry (|m c|² = 3e308 overflows unscaled): in units of 1e154,
    // I − (|h|² 1 − h hᵀ) / m = 2·ones − 3·1, whose eigenvalues are −3, −3, 3; J(1, 1, 1, x) = λ
    // (1, 1, 1, x) gives λ² + λ/2 − 9/2 = 0, the smallest eigenvalue (−1/2 − √18.25) / 2
    // (the others 1.5, 1.5 and (−1/2 + √18.25) / 2). 1e-12 relative: eigen-decompositions of
    // entries of order 1.
    let b = check_body(&[1e154; 10]).unwrap();
    let l = b.principal_moments.unwrap();
    for (got, want) in l.iter().zip([-3e154, -3e154, 3e154]) {
        assert!((got / want - 1.0).abs() < 1e-12, "{l:?}");
    }
    let want = 1e154 * (-0.5 - 18.25f64.sqrt()) / 2.0;
    assert!(
        (b.pseudo_inertia_min_eigenvalue / want - 1.0).abs() < 1e-12,
        "{b}"
    );
    assert!(!b.pseudo_inertia_psd && !b.triangle_inequality);
    // 1e308 in every entry: the same numbers times 1e308 (moments of 3e308, an eigenvalue of
    // −2.4e308) exceed f64: a typed error, not NaN.
    assert!(matches!(
        check_body(&[1e308; 10]),
        Err(IdentificationError::NonFiniteResult { .. })
    ));

    // The verdicts do not depend on the units: random physical bodies, and the same with the
    // mass negated, scaled by 1e-300 to 1e300. The eigenvalue and the moments scale with them:
    // 1e-12 of the body's largest parameter (the checks run in units of it; scaling rounds
    // every parameter once).
    let mut rng = SplitMix64(0x5CA1E);
    for _ in 0..200 {
        let mass = rng.uniform(0.1, 5.0);
        let com = rng.vec3(-0.5, 0.5);
        let p = body_parameters(&Body::new("b", mass, com, random_inertia(&mut rng, mass)));
        let mut negative = p;
        negative[0] = -mass;
        let largest = p.iter().fold(0.0f64, |m, x| m.max(x.abs()));
        for q in [p, negative] {
            let unit = check_body(&q).unwrap();
            assert_eq!(unit.is_consistent(), q[0] > 0.0, "{unit}");
            for e in [-300, -200, -100, -10, 10, 100, 200, 300] {
                let k = 10f64.powi(e);
                let b = check_body(&q.map(|x| x * k)).unwrap();
                let verdicts = |b: &BodyConsistency| {
                    (b.mass_positive, b.pseudo_inertia_psd, b.triangle_inequality)
                };
                assert_eq!(verdicts(&b), verdicts(&unit), "scale 1e{e}: {b}");
                let tol = 1e-12 * largest * k;
                let d = b.pseudo_inertia_min_eigenvalue - unit.pseudo_inertia_min_eigenvalue * k;
                assert!(d.abs() < tol, "scale 1e{e}: {b}");
                if let (Some(l), Some(u)) = (b.principal_moments, unit.principal_moments) {
                    for j in 0..3 {
                        assert!((l[j] - u[j] * k).abs() < tol, "scale 1e{e}: {b}");
                    }
                }
            }
        }
    }
}

#[test]
fn projections_land_inside_the_set_the_check_accepts() {
    // A negative mass with a consistent inertia: J = diag(0.05, 0.05, 0.05, −1). The mass is
    // raised to the margin, 1e-9 times the largest |eigenvalue| 1 (not to 0, which the check
    // refuses); the rest is kept. 1e-15: one eigen-decomposition of numbers of order 1 and back.
    let q = project_to_consistent(&[-1.0, 0.0, 0.0, 0.0, 0.1, 0.0, 0.1, 0.0, 0.0, 0.1]).unwrap();
    let want = [
        PROJECTION_MARGIN,
        0.0,
        0.0,
        0.0,
        0.1,
        0.0,
        0.1,
        0.0,
        0.0,
        0.1,
    ];
    for k in 0..10 {
        assert!((q[k] - want[k]).abs() < 1e-15, "{q:?}");
    }
    assert!(check_body(&q).unwrap().is_consistent());
    // Every inertial entry negative: without the margin the projection was a point mass whose
    // moments about the centre of mass came out as −5e-17; now they are positive.
    let q =
        project_to_consistent(&[-1.0, -0.5, 0.2, 0.0, -0.1, 0.0, -0.1, 0.0, 0.0, -0.1]).unwrap();
    let b = check_body(&q).unwrap();
    assert!(
        b.is_consistent() && b.principal_moments.unwrap()[0] > 0.0,
        "{b}"
    );

    // Random parameter vectors over 600 orders of magnitude, each entry of either sign and
    // 1e-12 to 1 times the vector's scale (so that masses, first moments and inertias of very
    // different sizes meet): every projection passes the check, or is a typed error at the
    // ends of f64 (below MIN_PROJECTION_SCALE; overflowing above 1e300).
    let mut rng = SplitMix64(0x9207);
    let mut projected = 0;
    let count = 3000;
    for _ in 0..count {
        let scale = 10f64.powf(rng.uniform(-295.0, 308.0));
        let p: [f64; 10] = std::array::from_fn(|_| {
            rng.uniform(-1.0, 1.0) * 10f64.powf(rng.uniform(-12.0, 0.0)) * scale
        });
        match project_to_consistent(&p) {
            Ok(q) => {
                let b = check_body(&q).unwrap();
                assert!(b.is_consistent(), "{p:?} -> {q:?}: {b}");
                projected += 1;
            }
            Err(IdentificationError::NoConsistentProjection { scale, limit }) => {
                assert!(scale < limit && limit == MIN_PROJECTION_SCALE, "{p:?}")
            }
            Err(IdentificationError::NonFiniteResult { .. }) => assert!(scale > 1e300, "{p:?}"),
            Err(e) => panic!("{p:?}: {e}"),
        }
    }
    assert!(projected > count * 95 / 100, "{projected} of {count}");
    // Physical bodies are returned unchanged at every scale, a point mass and a lamina (on the
    // boundary of the set) too; the same with noise of 1e-2 of their largest parameter on every
    // entry become consistent.
    for _ in 0..500 {
        let mass = rng.uniform(0.1, 5.0);
        let com = rng.vec3(-0.5, 0.5);
        let k = 10f64.powf(rng.uniform(-280.0, 300.0));
        let p = body_parameters(&Body::new("b", mass, com, random_inertia(&mut rng, mass)))
            .map(|x| x * k);
        assert_eq!(project_to_consistent(&p).unwrap(), p);
        let point = body_parameters(&Body::new("p", mass, com, [[0.0; 3]; 3])).map(|x| x * k);
        assert_eq!(project_to_consistent(&point).unwrap(), point);
        let lamina =
            [[1.0, 0.0, 0.0], [0.0, 2.0, 0.0], [0.0, 0.0, 3.0]].map(|r| r.map(|x| x * mass));
        let lamina = body_parameters(&Body::new("l", mass, com, lamina)).map(|x| x * k);
        assert_eq!(project_to_consistent(&lamina).unwrap(), lamina);
        let largest = p.iter().fold(0.0f64, |m, x| m.max(x.abs()));
        let noisy = p.map(|x| x + 1e-2 * largest * rng.uniform(-1.0, 1.0));
        let q = project_to_consistent(&noisy).unwrap();
        assert!(
            check_body(&q).unwrap().is_consistent(),
            "{noisy:?} -> {q:?}"
        );
    }
    // Typed errors: nothing to scale a margin to, a subnormal-range scale, an overflowing
    // projection, a NaN.
    for p in [[0.0; 10], [1e-300; 10]] {
        assert!(matches!(
            project_to_consistent(&p),
            Err(IdentificationError::NoConsistentProjection { .. })
        ));
    }
    assert!(matches!(
        project_to_consistent(&[1e308; 10]),
        Err(IdentificationError::NonFiniteResult { .. })
    ));
    let q = project_to_consistent(&[1e154; 10]).unwrap();
    assert!(check_body(&q).unwrap().is_consistent());
    let mut nan = [0.1; 10];
    nan[3] = f64::NAN;
    assert!(matches!(
        project_to_consistent(&nan),
        Err(IdentificationError::NonFinite {
            argument: "parameters",
            index: 3
        })
    ));
    let e = project_to_consistent(&[0.0; 10]).unwrap_err().to_string();
    assert!(e.contains("no consistent parameters"), "{e}");
}

/// `r` is [`IdentificationError::TooLarge`] for `argument` with `value` and `limit`, and its
/// message names all three.
#[track_caller]
fn assert_too_large<T: std::fmt::Debug>(
    r: Result<T, IdentificationError>,
    argument: &str,
    value: usize,
    limit: usize,
) {
    match r {
        Err(e @ IdentificationError::TooLarge { .. }) => {
            assert_eq!(
                e,
                IdentificationError::TooLarge {
                    argument: match &e {
                        IdentificationError::TooLarge { argument: a, .. } if *a == argument => a,
                        _ => panic!("{e:?} is not about {argument}"),
                    },
                    value,
                    limit
                }
            );
            let shown = e.to_string();
            for part in [argument.to_owned(), value.to_string(), limit.to_string()] {
                assert!(shown.contains(&part), "{shown}");
            }
        }
        other => panic!("{argument} = {value}: {other:?}"),
    }
}

#[test]
fn sizes_beyond_the_limits_are_typed_errors() {
    let mut rng = SplitMix64(0x5121);
    let small = Multibody::new(&random_chain(&mut rng, 3, 0.0)).unwrap();
    let arm = Multibody::new(&random_chain(&mut rng, 7, 0.0)).unwrap();
    // Base detection: the number of states, then the stacked regressor (7 rows of 70 columns
    // per state).
    let detect = |mb: &Multibody, samples: usize| {
        BaseParameters::detect(
            mb,
            &BaseOptions {
                samples,
                ..BaseOptions::default()
            },
        )
    };
    assert_too_large(
        detect(&small, usize::MAX),
        "samples",
        usize::MAX,
        MAX_SAMPLES,
    );
    assert_too_large(detect(&small, 1 << 40), "samples", 1 << 40, MAX_SAMPLES);
    assert_too_large(
        detect(&arm, MAX_SAMPLES),
        "stacked regressor entries",
        7 * MAX_SAMPLES * 70,
        MAX_ENTRIES,
    );

    // Excitation options: every size, checked before any work.
    let options = ExcitationOptions::new(vec![JointRange::symmetric(1.5, 2.0, 8.0); 3]);
    let base = base_of(&small, Columns::Bodies);
    let with = |f: &dyn Fn(&mut ExcitationOptions)| {
        let mut o = options.clone();
        f(&mut o);
        o
    };
    for (o, argument, value, limit) in [
        (
            with(&|o| o.samples = usize::MAX),
            "samples",
            usize::MAX,
            MAX_SAMPLES,
        ),
        (
            with(&|o| o.harmonics = usize::MAX / 2),
            "harmonics",
            usize::MAX / 2,
            MAX_HARMONICS,
        ),
        (
            with(&|o| o.harmonics = 1_000_000_000),
            "harmonics",
            1_000_000_000,
            MAX_HARMONICS,
        ),
        (
            with(&|o| {
                o.restarts = usize::MAX;
                o.iterations = usize::MAX;
            }),
            "restarts",
            usize::MAX,
            MAX_RESTARTS,
        ),
        (
            with(&|o| o.iterations = usize::MAX),
            "iterations",
            usize::MAX,
            MAX_EXCITATION_ITERATIONS,
        ),
    ] {
        assert_too_large(
            FourierExcitation::random(&small, &o),
            argument,
            value,
            limit,
        );
        assert_too_large(
            FourierExcitation::optimize(&small, &base, &o),
            argument,
            value,
            limit,
        );
    }
    // Restarts and iterations each within their limits, but a search of a million candidates:
    // its work in all is refused.
    let long = with(&|o| {
        o.restarts = MAX_RESTARTS;
        o.iterations = MAX_EXCITATION_ITERATIONS;
    });
    assert_too_large(
        FourierExcitation::optimize(&small, &base, &long),
        "search work",
        (MAX_RESTARTS + MAX_EXCITATION_ITERATIONS) * 100 * 3 * (base.count() + 5),
        MAX_SEARCH_WORK,
    );

    // Counts of samples and times.
    let e = FourierExcitation::random(&small, &options).unwrap();
    assert_too_large(
        e.samples(&small, usize::MAX),
        "count",
        usize::MAX,
        MAX_SAMPLES,
    );
    assert_too_large(
        e.samples(&small, 1_000_000_000),
        "count",
        1_000_000_000,
        MAX_SAMPLES,
    );
    assert_too_large(e.sample_times(usize::MAX), "count", usize::MAX, MAX_SAMPLES);
    assert_too_large(
        e.condition_number(&small, &base, usize::MAX),
        "count",
        usize::MAX,
        MAX_SAMPLES,
    );
    let arm_base = base_of(&arm, Columns::Bodies);
    let arm_e = FourierExcitation::random(
        &arm,
        &ExcitationOptions::new(vec![JointRange::symmetric(1.5, 2.0, 8.0); 7]),
    )
    .unwrap();
    assert_too_large(
        arm_e.condition_number(&arm, &arm_base, MAX_SAMPLES),
        "stacked regressor entries",
        7 * MAX_SAMPLES * arm_base.count(),
        MAX_ENTRIES,
    );
    // Harmonics of a trajectory given by its coefficients: the limit is accepted, one more not.
    let coefficients = |l: usize| DMatrix::from_element(3, l, 1e-3);
    let new =
        |l: usize| FourierExcitation::new(1.0, DVector::zeros(3), coefficients(l), coefficients(l));
    assert!(new(MAX_HARMONICS).is_ok());
    assert_too_large(
        new(MAX_HARMONICS + 1),
        "harmonics",
        MAX_HARMONICS + 1,
        MAX_HARMONICS,
    );
    // Stacking: one sample more than a regressor of MAX_ENTRIES entries holds (7 rows of 91
    // columns each; the samples' contents are not looked at before the size).
    let empty = Sample {
        q: DVector::zeros(0),
        qd: DVector::zeros(0),
        qdd: DVector::zeros(0),
        tau: DVector::zeros(0),
    };
    let k = MAX_ENTRIES / (7 * 91) + 1;
    assert_too_large(
        stack(&arm, &vec![empty; k], Columns::BodiesAndJoints),
        "stacked regressor entries",
        k * 7 * 91,
        MAX_ENTRIES,
    );
}

#[test]
fn condition_numbers_are_finite_or_typed_errors() {
    let mut rng = SplitMix64(0xC0D);
    let mb = Multibody::new(&random_chain(&mut rng, 3, 0.0)).unwrap();
    let base = base_of(&mb, Columns::Bodies);
    // Fewer rows (1 sample: 3) than base parameters.
    let options = ExcitationOptions::new(vec![JointRange::symmetric(1.5, 2.0, 8.0); 3]);
    let e = FourierExcitation::random(&mb, &options).unwrap();
    assert_eq!(
        e.condition_number(&mb, &base, 1),
        Err(IdentificationError::TooFewRows {
            rows: 3,
            parameters: base.count()
        })
    );
    // A trajectory that does not move: only gravity acts, the velocity and acceleration columns
    // of the regressor are zero at every sample, so σ_min = 0.
    let still = FourierExcitation::new(
        1.0,
        DVector::zeros(3),
        DMatrix::zeros(3, 2),
        DMatrix::zeros(3, 2),
    )
    .unwrap();
    let rank_deficient = Err(IdentificationError::RankDeficient {
        condition_number: f64::INFINITY,
        limit: f64::MAX,
    });
    assert_eq!(still.condition_number(&mb, &base, 50), rank_deficient);
    // Limits that allow no motion (lower = upper): every candidate of the search is rank
    // deficient.
    let mut frozen = ExcitationOptions::new(vec![JointRange::symmetric(0.0, 2.0, 8.0); 3]);
    frozen.restarts = 2;
    frozen.iterations = 5;
    let r = FourierExcitation::optimize(&mb, &base, &frozen).map(|(_, k)| k);
    assert_eq!(r, rank_deficient);
    let shown = r.unwrap_err().to_string();
    assert!(
        shown.contains("rank deficient") && !shown.contains("inf"),
        "{shown}"
    );
}

#[test]
fn least_squares_reproduces_exact_torques_to_its_condition_number() {
    // Noise-free torques of well-conditioned stacked regressors (random 2- to 4-link chains with
    // joint terms, their base regressor along a short excitation): the estimate equals the chain's own
    // base parameters, and reproduces the torques, to the condition number times rounding. The
    // bound 1e-10 relative to the largest torque (1e-9 for the parameters): condition numbers
    // here are below 1e4, and 1e4 times the rounding of sums over a few hundred rows is below
    // 1e-11.
    let mut rng = SplitMix64(0x1D_E7);
    for n in 2..=4 {
        let lengths: Vec<f64> = (0..n).map(|_| rng.uniform(0.2, 1.0)).collect();
        let chain = with_joint_terms(planar(&mut rng, &lengths, [0.0, -9.81, 0.0]), &mut rng);
        let mb = Multibody::new(&chain).unwrap();
        let options = BaseOptions {
            columns: Columns::BodiesAndJoints,
            ..BaseOptions::default()
        };
        let base = BaseParameters::detect(&mb, &options).unwrap();
        let pi = standard_parameters(&mb, Columns::BodiesAndJoints).unwrap();
        // A short optimised excitation, as an identification experiment would record.
        let mut excitation = ExcitationOptions::new(vec![JointRange::symmetric(1.0, 2.0, 5.0); n]);
        excitation.harmonics = 2;
        excitation.samples = 4 * base.count();
        excitation.restarts = 1;
        excitation.iterations = 2;
        let (trajectory, _) = FourierExcitation::optimize(&mb, &base, &excitation).unwrap();
        let samples = trajectory.samples(&mb, excitation.samples).unwrap();
        let (w, tau) = stack(&mb, &samples, Columns::BodiesAndJoints).unwrap();
        let wb = base.base_regressor(&w).unwrap();
        let fit = identify(&wb, &tau, None).unwrap();
        assert!(
            fit.condition_number < 1e4,
            "n={n}: {}",
            fit.condition_number
        );
        let expected = base.to_base(&pi).unwrap();
        let scale = tau.amax();
        assert!(
            (&wb * &fit.parameters - &tau).amax() <= 1e-10 * scale,
            "n={n}: torques missed by {:e}",
            (&wb * &fit.parameters - &tau).amax()
        );
        assert!(
            (&fit.parameters - &expected).amax() <= 1e-9 * expected.amax().max(1.0),
            "n={n}: parameters off by {:e}",
            (&fit.parameters - &expected).amax()
        );
    }
}
