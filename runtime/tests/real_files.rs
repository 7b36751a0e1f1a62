//! Real robot files as their makers ship them: iCub's whole robot (`tests/robots/icub_reduced.urdf`,
//! 29 joints on a free-flyer) carries a CAD export's rounding in seven inertias (principal
//! moments of -5.4e-20, a triangle inequality broken by 1.4e-20). The importer accepts noise
//! below the inertia check's tolerance (relative to the body's scale,
//! `chaindyn_model::inertia_scale`) as the nearest physical inertia, and the runtime's
//! reference agrees with Pinocchio 4.1 on the robot (`scripts/pinocchio/icub_reduced.py`
//! printed the values below).

use chaindyn::nalgebra::DVector;
use chaindyn::{Chain, FloatingMultibody};

const ICUB: &str = include_str!("../../tests/robots/icub_reduced.urdf");

/// Pinocchio's `crba` diagonal at the state of [`state`].
#[rustfmt::skip]
const PINOCCHIO_M_DIAGONAL: [f64; 35] = [
    28.346870999999993, 28.346870999999993, 28.346870999999993, 2.4446991422020505,
    2.2537413716435504, 0.2439296211594756, 0.5338717894074239, 0.5363012113893879,
    0.005005790755498087, 0.10683370450334898, 0.006266054730281464, 0.0037185409663148435,
    0.5194946966392556, 0.5232916399095127, 0.0019193051717602543, 0.10187131072284303,
    0.005571280097112265, 0.0037185309663148435, 0.3024817443039919, 0.3363337166319164,
    0.123567043246008, 0.071266001840664, 0.07158502911399187, 0.000930628804347162,
    0.01466005918831087, 0.0003852188450028629, 0.0013087651857342335, 0.0014449078001999998,
    0.07181860958528595, 0.07173785616667838, 0.001058882162013508, 0.014642496142025964,
    0.00038357691148428454, 0.0012884207644577044, 0.0014423728002,
];

/// Pinocchio's `aba` at the state of [`state`], with the joints' damping (1 N m s/rad each in the
/// file) subtracted from the torque: Pinocchio's `aba` leaves it out, chaindyn's includes it.
#[rustfmt::skip]
const PINOCCHIO_ABA: [f64; 35] = [
    4.998080901697948, -0.3726016318196862, -8.976883782084135, -0.6108638015249896,
    18.62699282985051, 28.035460585308652, -26.803377592568538, -0.07029753693936946,
    -107.11793965840627, 38.18166748249277, 141.1484201074544, -95.86696979085251,
    -53.86505859634022, 2.368378252171346, -52.78873563398163, 63.82161128746185,
    152.4627342246706, 0.0399494331325112, 15.70562994719498, 6.83400966048433, 10.360023823455862,
    -158.4139273765787, 117.57709200712736, 950.6184421209824, -651.7785142870371,
    -1082.16490611083, 288.84110283370586, -1081.008243137483, -77.51234467927632,
    -86.31530520421288, -1644.986523681734, -224.27217378116393, 2847.1108367506895,
    -573.2189390699172, -504.00188459251,
];

/// Pinocchio's `computeGeneralizedGravity` at the configuration of [`state`].
#[rustfmt::skip]
const PINOCCHIO_GRAVITY: [f64; 35] = [
    -122.94187146757892, 17.563124495368438, 248.81093035105283, 1.4483808236034919,
    17.959280829067527, -0.5520434162712768, 7.571297549137627, 0.23428617296852886,
    -0.010736678219555786, 2.495068083484814, -0.36789688553401895, -0.00014358559905395087,
    7.422553228825303, 2.203409464553075, 0.004301615840338716, 2.533636239986777,
    -0.365606863836457, 0.019135673577762222, 3.613773931424503, -1.248253293333327,
    0.08629931102547166, -1.5049463833953354, -0.29341731735225185, 0.021050168664118508,
    0.25545689476302663, -0.012408352451218548, 0.05364415711589164, -0.07800783358432774,
    -1.5098499945853259, 0.4914175443742031, -0.01356886769676852, 0.3763969133620876,
    -0.00898310390376705, 0.004862715777617781, -0.09903220288513569,
];

/// The state of the Pinocchio script: the base at `(0.1, −0.2, 0.6)` turned by the normalised
/// `(0.1, 0.2, −0.3, 0.9)`, joint `j` at `0.1 sin(j + 1)`, `v_k = 0.2 cos k`, the joints'
/// torques `0.5 sin 2j` and no wrench on the base.
fn state(n: usize) -> (DVector<f64>, DVector<f64>, DVector<f64>) {
    let xi = DVector::from_row_slice(&[0.1, 0.2, -0.3, 0.9]).normalize();
    let mut q = DVector::zeros(7 + n);
    q.rows_mut(0, 3).copy_from_slice(&[0.1, -0.2, 0.6]);
    q.rows_mut(3, 4).copy_from(&xi);
    for j in 0..n {
        q[7 + j] = 0.1 * ((j + 1) as f64).sin();
    }
    let v = DVector::from_fn(6 + n, |k, _| 0.2 * (k as f64).cos());
    let tau = DVector::from_fn(6 + n, |k, _| {
        if k < 6 {
            0.0
        } else {
            0.5 * (2.0 * (k - 6) as f64).sin()
        }
    });
    (q, v, tau)
}

/// Entry by entry within `tol` of the reference vector's largest entry.
fn close(what: &str, got: &[f64], want: &[f64], tol: f64) {
    let scale = want.iter().fold(0.0f64, |m, x| m.max(x.abs()));
    for (i, (g, w)) in got.iter().zip(want).enumerate() {
        assert!(
            (g - w).abs() <= tol * scale,
            "{what}[{i}]: {g} vs Pinocchio's {w}"
        );
    }
}

/// iCub loads as shipped, on a free-flyer, and its mass matrix, forward dynamics and gravity
/// are Pinocchio's: `M`'s diagonal and `g` to 1e-12 of their largest entry (exact algorithms
/// in f64 on numbers of order 1 to 300: rounding), `aba` to 1e-10 of its largest (3.8e3; `M`'s
/// condition, its smallest diagonal 3.8e-4 beside 28, amplifies the rounding).
#[test]
fn icub_with_its_rounding_noise_loads_and_agrees_with_pinocchio() {
    let urdf = Chain::tree_from_urdf_str(ICUB, None, &[]).expect("iCub as shipped");
    let base = urdf.base_body.clone().expect("iCub's base body");
    let fm = FloatingMultibody::new(&base, &urdf.chain).expect("iCub on a free-flyer");
    assert_eq!(fm.nv(), 35);
    let (q, v, tau) = state(fm.joint_count());
    let m = chaindyn::floating_crba(&fm, &q).unwrap();
    let diagonal: Vec<f64> = (0..35).map(|i| m[(i, i)]).collect();
    close("M diagonal", &diagonal, &PINOCCHIO_M_DIAGONAL, 1e-12);
    let g = chaindyn::floating_gravity(&fm, &q).unwrap();
    close("gravity", g.as_slice(), &PINOCCHIO_GRAVITY, 1e-12);
    let a = chaindyn::floating_aba(&fm, &q, &v, &tau).unwrap();
    close("aba", a.as_slice(), &PINOCCHIO_ABA, 1e-10);
}

/// The same file with one of its noisy inertias made negative beyond the tolerance (r_hip_2's
/// `ixx` at -1e-9 beside its `m |c|²` of 4.9e-4: 2e-6 of it, a thousand times the tolerance) is
/// refused, naming the link.
#[test]
fn an_inertia_negative_beyond_the_tolerance_is_still_refused() {
    let noisy =
        r#"<inertia ixx="-5.42101e-20" ixy="0" ixz="0" iyy="-5.42101e-20" iyz="0" izz="0" />"#;
    assert_eq!(ICUB.matches(noisy).count(), 1, "r_hip_2's inertia, once");
    let bad = ICUB.replace(
        noisy,
        r#"<inertia ixx="-1e-9" ixy="0" ixz="0" iyy="-5.42101e-20" iyz="0" izz="0" />"#,
    );
    let err = Chain::tree_from_urdf_str(&bad, None, &[])
        .unwrap_err()
        .to_string();
    assert!(err.contains("r_hip_2"), "{err}");
}

/// The SO-100 and SO-101 arms (`tests/robots/so100.urdf`, base to gripper, and
/// `so101.urdf`, base_link to gripper_frame_link; five joints each) in other units: lengths
/// (and gravity, an acceleration) times `scale`, masses times `scale` (as from metres and
/// kilograms to kilometres and tonnes for 1e-3).
fn so_arm(file: &str, scale: f64) -> Chain {
    let (xml, base, tip) = match file {
        "so100" => (
            include_str!("../../tests/robots/so100.urdf"),
            "base",
            "gripper",
        ),
        _ => (
            include_str!("../../tests/robots/so101.urdf"),
            "base_link",
            "gripper_frame_link",
        ),
    };
    let mut chain = Chain::from_urdf_str(xml, base, tip).unwrap().chain;
    chain.gravity = chain.gravity.map(|g| g * scale);
    for l in &mut chain.links {
        l.joint.origin_xyz = l.joint.origin_xyz.map(|x| x * scale);
        l.body.com = l.body.com.map(|x| x * scale);
        l.body.mass *= scale;
        l.body.inertia = l.body.inertia.map(|r| r.map(|x| x * scale * scale * scale));
    }
    chain
}

/// The SO arms' base parameters are the regressor's numeric rank, 31, as Pinocchio 4.1 counts it
/// (`numpy.linalg.matrix_rank` of `computeJointTorqueRegressor` stacked at 100 random states).
/// Two of them act only through a decimal: SO-100's `rpy="1.57079 0 0"` (π/2 to six digits)
/// tilts its pan axis 6.3e-6 rad from the vertical, so gravity turns it by that much, and the
/// columns of the shoulder's first moments are 2.6e-6 of the largest (with π/2 exactly the rank
/// is 29). The gap rule judges columns at their natural scales and independence on unit-norm
/// columns, so these count as they do for Pinocchio, and the count is the same in other units
/// of length and mass (1e-3 and 1e3 times the numbers: the rule does not depend on units). `Y_b β π = Y π` holds to 1e-10 of the terms'
/// size at fresh states (a QR of unit-norm columns whose smallest kept singular value is 0.26 of
/// the largest: rounding, amplified by the coefficients of β).
#[test]
fn the_so_arms_get_the_numeric_rank_at_every_scale() {
    use chaindyn::identification::{regressor, BaseOptions, BaseParameters, Columns};
    for file in ["so100", "so101"] {
        for scale in [1.0, 1e-3, 1e3] {
            let mb = chaindyn::Multibody::new(&so_arm(file, scale)).unwrap();
            let base = BaseParameters::detect(&mb, &BaseOptions::default())
                .unwrap_or_else(|e| panic!("{file} at scale {scale}: {e}"));
            assert_eq!(base.count(), 31, "{file} at scale {scale}");
            // Y π = Y_b (β π) at fresh states, for π of the chain's own parameters.
            let pi = DVector::from_fn(base.columns(), |j, _| 1.0 + 0.1 * j as f64);
            let pb = base.to_base(&pi).unwrap();
            for k in 0..5 {
                let t = k as f64;
                let (q, qd, qdd) = (
                    DVector::from_fn(5, |i, _| (0.7 * t + i as f64).sin()),
                    DVector::from_fn(5, |i, _| (1.3 * t - i as f64).cos()),
                    DVector::from_fn(5, |i, _| (0.4 * t * i as f64).sin() * 2.0),
                );
                let y = regressor(&mb, &q, &qd, &qdd, Columns::Bodies).unwrap();
                let full = &y * &pi;
                let reduced = base.base_regressor(&y).unwrap() * &pb;
                let terms = y.abs() * pi.abs();
                for i in 0..5 {
                    assert!(
                        (full[i] - reduced[i]).abs() <= 1e-10 * terms[i],
                        "{file} at scale {scale}: row {i} {} vs {}",
                        full[i],
                        reduced[i]
                    );
                }
            }
        }
    }
}
