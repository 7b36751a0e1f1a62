//! The derived programs of a tree on a floating base (Solo12 from its URDF with
//! `root_joint = free_flyer`), evaluated statement by statement (`Block::evaluate`) at random
//! states against the runtime's floating-base reference: `M`, `nle`, `g`, inverse and forward
//! dynamics to 1e-10 (both are exact algorithms in `f64`: they differ by rounding, amplified
//! at most by `M`'s conditioning), the centre of mass, its Jacobian, `A_g` and `Ȧ_g v` to 1e-12
//! (a few products of `M`'s entries); the derivatives of inverse and forward dynamics in the
//! tangent space against the reference's analytic ones to 1e-10 (two exact recursions in f64:
//! rounding, amplified by `M⁻¹` in forward dynamics' derivatives).

use chaindyn::nalgebra::{DMatrix, DVector};
use chaindyn::FloatingMultibody;
use chaindyn_codegen::derive::{split_inverse_len, Derived, MassInverse};
use chaindyn_codegen::internals::model::Model;
use chaindyn_codegen::symbolic::symbols::Var;
use chaindyn_model::free_flyer;

/// A small deterministic generator (no dependency): uniform in `[-1, 1)`.
struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> f64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 11) as f64 / (1u64 << 53) as f64) * 2.0 - 1.0
    }
    fn vector(&mut self, n: usize, scale: f64) -> DVector<f64> {
        DVector::from_fn(n, |_, _| scale * self.next())
    }
}

fn solo() -> (Model, Derived) {
    derived(syn::parse_quote! {
        #[chain(urdf = "../tests/robots/solo12.urdf", root_joint = free_flyer)]
        struct Solo;
    })
}

/// `M⁻¹` from the linearization's outputs after `a` (the parts the generated code hands to
/// `chaindyn::__floating_inverse`), and how many outputs they are.
fn floating_inverse(nv: usize, lin: &[f64]) -> (DMatrix<f64>, usize) {
    assert_eq!(
        nv, 18,
        "the models of these tests have 18 velocity coordinates"
    );
    let len = split_inverse_len(nv, 6);
    let (h, rest) = lin[nv..nv + len].split_at(6 * nv);
    let (l, rest) = rest.split_at(15);
    let (id, joints) = rest.split_at(6);
    let m = chaindyn::__floating_inverse::<f64, 18>(h, l, id, joints);
    (DMatrix::from_column_slice(nv, nv, m.as_slice()), len)
}

fn derived(input: syn::DeriveInput) -> (Model, Derived) {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let model = chaindyn_codegen::model(&input, Some(dir)).expect("a valid description");
    let chain = model.chain.clone();
    let derived =
        chaindyn_codegen::engine::run_exclusive(move || chaindyn_codegen::derive::derive(&chain))
            .expect("derived");
    (model, derived)
}

/// A configuration `[p; ξ; joints]` with a random unit quaternion, and its `R(ξ)ᵀ g`.
fn configuration(rng: &mut Lcg, n: usize, gravity: [f64; 3]) -> (DVector<f64>, [f64; 3]) {
    let mut q = rng.vector(7 + n, 1.0);
    let norm = q.rows(3, 4).norm();
    for k in 3..7 {
        q[k] /= norm;
    }
    let r = free_flyer::quaternion_to_matrix([q[3], q[4], q[5], q[6]]);
    let gb = [0, 1, 2].map(|j| (0..3).map(|i| r[i][j] * gravity[i]).sum::<f64>());
    (q, gb)
}

fn symmetric(nv: usize, upper: &[f64]) -> DMatrix<f64> {
    let mut m = DMatrix::zeros(nv, nv);
    let mut k = 0;
    for i in 0..nv {
        for j in i..nv {
            m[(i, j)] = upper[k];
            m[(j, i)] = upper[k];
            k += 1;
        }
    }
    m
}

fn close(what: &str, a: &DMatrix<f64>, b: &DMatrix<f64>, tol: f64) {
    let scale = 1.0 + b.amax();
    let err = (a - b).amax();
    assert!(
        err <= tol * scale,
        "{what}: off by {err:e} (scale {scale})\n{a}\n{b}"
    );
}

#[test]
fn solo12_on_a_floating_base_matches_the_reference() {
    let (model, d) = solo();
    let f = d.floating.as_ref().expect("a floating base's blocks");
    let n = model.dof();
    let nv = n + 6;
    assert_eq!((f.nv, model.nq()), (nv, 7 + n));
    let base = model.base_body_at(&[]).expect("a floating base");
    let chain = model.chain_at(&[]);
    let gravity = chain.gravity;
    let fm = FloatingMultibody::new(&base, &chain).expect("a valid floating tree");
    let mut rng = Lcg(7);
    for _ in 0..3 {
        let (q, gb) = configuration(&mut rng, n, gravity);
        let (v, a, tau) = (
            rng.vector(nv, 2.0),
            rng.vector(nv, 3.0),
            rng.vector(nv, 5.0),
        );
        let input = |x: Var| match x {
            Var::Q(i) => q[7 + i],
            Var::Qd(k) => v[k],
            Var::Qdd(k) => a[k],
            Var::U(k) => tau[k],
            Var::Gravity(k) => gb[k],
            other => panic!("unexpected input {other:?}"),
        };
        let col = |x: Vec<f64>| DMatrix::from_column_slice(x.len(), 1, &x);
        let m_ref = chaindyn::floating_crba(&fm, &q).unwrap();
        let m = symmetric(nv, &f.block("mass_matrix").evaluate(&input));
        close("M", &m, &m_ref, 1e-10);
        let nle = chaindyn::floating_bias_force(&fm, &q, &v).unwrap();
        close(
            "nle",
            &col(f.block("nonlinear_effects").evaluate(&input)),
            &col(nle.as_slice().to_vec()),
            1e-10,
        );
        let g = chaindyn::floating_gravity(&fm, &q).unwrap();
        close(
            "g",
            &col(f.block("gravity").evaluate(&input)),
            &col(g.as_slice().to_vec()),
            1e-10,
        );
        let rnea = chaindyn::floating_rnea(&fm, &q, &v, &a).unwrap();
        close(
            "rnea",
            &col(f.block("inverse_dynamics").evaluate(&input)),
            &col(rnea.as_slice().to_vec()),
            1e-10,
        );
        let aba = chaindyn::floating_aba(&fm, &q, &v, &tau).unwrap();
        assert_eq!(f.mass_inverse, MassInverse::Unrolled);
        close(
            "aba",
            &col(f.block("forward_dynamics").evaluate(&input)),
            &col(aba.as_slice().to_vec()),
            1e-10,
        );

        let lin = f.block("linearize_blocks").evaluate(&input);
        close(
            "linearize: a",
            &col(lin[..nv].to_vec()),
            &col(aba.as_slice().to_vec()),
            1e-10,
        );
        let (minv, nu) = floating_inverse(nv, &lin);
        close(
            "linearize: M⁻¹",
            &minv,
            &m_ref.clone().try_inverse().unwrap(),
            1e-9,
        );
        // The joints' columns of ∂τ/∂q, then ∂τ/∂v, of inverse dynamics at the solved `a`.
        let dq = DMatrix::from_row_slice(nv, n, &lin[nv + nu..nv + nu + nv * n]);
        let dv = DMatrix::from_row_slice(nv, nv, &lin[nv + nu + nv * n..]);
        let fd = chaindyn::floating_rnea_derivatives(&fm, &q, &v, &aba).unwrap();
        close("∂τ/∂q", &dq, &fd.dq.columns(6, n).into_owned(), 1e-10);
        close("∂τ/∂v", &dv, &fd.dv, 1e-10);
        let fd = chaindyn::floating_aba_derivatives(&fm, &q, &v, &tau).unwrap();
        close(
            "∂a/∂q (joints)",
            &(-&minv * &dq),
            &fd.dq.columns(6, n).into_owned(),
            1e-10,
        );
        close("∂a/∂v", &(-&minv * &dv), &fd.dv, 1e-10);
        // The base's columns: nothing on its position, gravity's turn on its orientation.
        let mut turn = DMatrix::zeros(nv, 6);
        for k in 0..3 {
            let mut e = [0.0; 3];
            e[k] = 1.0;
            let t = [
                gb[1] * e[2] - gb[2] * e[1],
                gb[2] * e[0] - gb[0] * e[2],
                gb[0] * e[1] - gb[1] * e[0],
            ];
            for r in 0..3 {
                turn[(r, 3 + k)] = t[r];
            }
        }
        close(
            "∂a/∂q (base)",
            &turn,
            &fd.dq.columns(0, 6).into_owned(),
            1e-10,
        );

        let d = f.block("inverse_dynamics_derivatives").evaluate(&input);
        let fd = chaindyn::floating_rnea_derivatives(&fm, &q, &v, &a).unwrap();
        close(
            "inverse dynamics: ∂τ/∂q",
            &DMatrix::from_row_slice(nv, nv, &d[..nv * nv]),
            &fd.dq,
            1e-10,
        );
        close(
            "inverse dynamics: ∂τ/∂v",
            &DMatrix::from_row_slice(nv, nv, &d[nv * nv..]),
            &fd.dv,
            1e-10,
        );

        // The centroidal quantities, assembled by the kernels the emitted code calls.
        let qs = chaindyn::nalgebra::SVector::<f64, 19>::from_column_slice(q.as_slice());
        let c = f.block("center_of_mass").evaluate(&input);
        let com = chaindyn::__floating_com(&qs, [c[0], c[1], c[2]]);
        let com_ref = chaindyn::floating_center_of_mass(&fm, &q).unwrap();
        close(
            "centre of mass",
            &col(com.as_slice().to_vec()),
            &col(com_ref.as_slice().to_vec()),
            1e-12,
        );
        let b = f.block("center_of_mass_jacobian").evaluate(&input);
        let jc = chaindyn::__floating_com_jacobian::<f64, 19, 18>(&qs, [b[0], b[1], b[2]], &b[3..]);
        let jc_ref = chaindyn::floating_center_of_mass_jacobian(&fm, &q).unwrap();
        close(
            "centre of mass Jacobian",
            &DMatrix::from_column_slice(3, nv, jc.as_slice()),
            &jc_ref,
            1e-12,
        );
        let b = f.block("centroidal_map").evaluate(&input);
        let ag = chaindyn::__centroidal_map::<f64, 19, 18>(
            &qs,
            b[0],
            [b[1], b[2], b[3]],
            [b[4], b[5], b[6], b[7], b[8], b[9]],
            &b[10..],
        );
        let ag_ref = chaindyn::floating_centroidal_map(&fm, &q).unwrap();
        close(
            "A_g",
            &DMatrix::from_column_slice(6, nv, ag.as_slice()),
            &ag_ref,
            1e-12,
        );
        let b = f.block("centroidal_momentum_bias").evaluate(&input);
        let bias = chaindyn::__centroidal_bias(
            &qs,
            [b[0], b[1], b[2]],
            [b[3], b[4], b[5], b[6], b[7], b[8]],
        );
        let bias_ref = chaindyn::floating_centroidal_momentum_bias(&fm, &q, &v).unwrap();
        close(
            "Ȧ_g v",
            &col(bias.as_slice().to_vec()),
            &col(bias_ref.as_slice().to_vec()),
            1e-12,
        );
    }
}

/// Real joints on a floating base (armature, viscous damping and Coulomb friction overriding
/// two of Solo12's joints): inverse and forward dynamics against the reference (which adds
/// `armature q̈ + τ_loss(q̇)` on the joints) to 1e-10, the linearization against its analytic
/// derivatives to 1e-10.
#[test]
fn real_joints_on_a_floating_base() {
    let (model, d) = derived(syn::parse_quote! {
        #[chain(urdf = "../tests/robots/solo12.urdf", root_joint = free_flyer)]
        #[body(name = "FL_UPPER_LEG", armature = 0.02, damping = 0.3, friction = 0.2)]
        #[body(name = "HR_LOWER_LEG", armature = 0.01, damping = 0.1, friction = 0.4,
               friction_velocity = 0.5)]
        struct RealSolo;
    });
    let f = d.floating.as_ref().expect("a floating base's blocks");
    let n = model.dof();
    let nv = n + 6;
    let base = model.base_body_at(&[]).expect("a floating base");
    let chain = model.chain_at(&[]);
    let fm = FloatingMultibody::new(&base, &chain).expect("a valid floating tree");
    let mut rng = Lcg(17);
    for _ in 0..3 {
        let (q, gb) = configuration(&mut rng, n, chain.gravity);
        let (v, a, tau) = (
            rng.vector(nv, 2.0),
            rng.vector(nv, 3.0),
            rng.vector(nv, 5.0),
        );
        let input = |x: Var| match x {
            Var::Q(i) => q[7 + i],
            Var::Qd(k) => v[k],
            Var::Qdd(k) => a[k],
            Var::U(k) => tau[k],
            Var::Gravity(k) => gb[k],
            other => panic!("unexpected input {other:?}"),
        };
        let col = |x: Vec<f64>| DMatrix::from_column_slice(x.len(), 1, &x);
        let m = symmetric(nv, &f.block("mass_matrix").evaluate(&input));
        close("M", &m, &chaindyn::floating_crba(&fm, &q).unwrap(), 1e-10);
        let rnea = chaindyn::floating_rnea(&fm, &q, &v, &a).unwrap();
        close(
            "rnea",
            &col(f.block("inverse_dynamics").evaluate(&input)),
            &col(rnea.as_slice().to_vec()),
            1e-10,
        );
        let aba = chaindyn::floating_aba(&fm, &q, &v, &tau).unwrap();
        close(
            "aba",
            &col(f.block("forward_dynamics").evaluate(&input)),
            &col(aba.as_slice().to_vec()),
            1e-10,
        );
        let lin = f.block("linearize_blocks").evaluate(&input);
        let (minv, nu) = floating_inverse(nv, &lin);
        let dq = DMatrix::from_row_slice(nv, n, &lin[nv + nu..nv + nu + nv * n]);
        let dv = DMatrix::from_row_slice(nv, nv, &lin[nv + nu + nv * n..]);
        let fd = chaindyn::floating_aba_derivatives(&fm, &q, &v, &tau).unwrap();
        close(
            "∂a/∂q (joints)",
            &(-&minv * &dq),
            &fd.dq.columns(6, n).into_owned(),
            1e-10,
        );
        close("∂a/∂v", &(-&minv * &dv), &fd.dv, 1e-10);
        let d = f.block("inverse_dynamics_derivatives").evaluate(&input);
        let fd = chaindyn::floating_rnea_derivatives(&fm, &q, &v, &a).unwrap();
        close(
            "∂τ/∂v",
            &DMatrix::from_row_slice(nv, nv, &d[nv * nv..]),
            &fd.dv,
            1e-10,
        );
    }
}

/// iCub's whole robot as shipped (29 joints; seven inertias carry a CAD export's rounding,
/// accepted below the inertia check's tolerance as the nearest physical inertia) derives on a
/// floating base: its `M` and forward dynamics at a random state are the reference's to 1e-10
/// (exact algorithms in f64; `M`'s condition, 3.8e-4 beside 28 on its diagonal, amplifies the
/// rounding of `a`).
#[test]
fn icub_as_shipped_derives_on_a_floating_base() {
    let (model, d) = derived(syn::parse_quote! {
        #[chain(urdf = "../tests/robots/icub_reduced.urdf", root_joint = free_flyer)]
        struct ICub;
    });
    let f = d.floating.as_ref().expect("a floating base's blocks");
    let n = model.dof();
    let nv = n + 6;
    assert_eq!(nv, 35);
    let base = model.base_body_at(&[]).expect("a floating base");
    let chain = model.chain_at(&[]);
    let fm = FloatingMultibody::new(&base, &chain).expect("a valid floating tree");
    let mut rng = Lcg(11);
    let (q, gb) = configuration(&mut rng, n, chain.gravity);
    let (v, tau) = (rng.vector(nv, 2.0), rng.vector(nv, 5.0));
    let input = |x: Var| match x {
        Var::Q(i) => q[7 + i],
        Var::Qd(k) => v[k],
        Var::U(k) => tau[k],
        Var::Gravity(k) => gb[k],
        other => panic!("unexpected input {other:?}"),
    };
    let m = symmetric(nv, &f.block("mass_matrix").evaluate(&input));
    close("M", &m, &chaindyn::floating_crba(&fm, &q).unwrap(), 1e-10);
    let aba = chaindyn::floating_aba(&fm, &q, &v, &tau).unwrap();
    let a = f.block("forward_dynamics").evaluate(&input);
    close(
        "aba",
        &DMatrix::from_column_slice(nv, 1, &a),
        &DMatrix::from_column_slice(nv, 1, aba.as_slice()),
        1e-10,
    );
}
