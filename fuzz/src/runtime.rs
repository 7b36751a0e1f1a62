//! The runtime target: the reference algorithms and the control layer of the `chaindyn` crate on
//! random chains whose literals range from 1e-300 to 1e300, at states that may hold NaN, ±∞ or
//! values near the ends of `f64`.
//!
//! Every input builds a [`Chain`] (1 to 4 links, revolute and prismatic, spatial or planar,
//! relative or absolute angles, with joint terms and a named frame), then calls every public
//! algorithm of the reference on it and, for chains of 1 to 3 links, the control layer on
//! [`ReferenceDynamics`]: an LQR design at `q = 0`, a [`Discretized`] step and its Jacobians, a
//! short iLQR solve, pole placement and a short simulation; continuous and discrete LQR on the
//! linearization at the input's state with weights from 1e-300 to 1e300 ([`crate::design`]);
//! and on one input in four of the chains drawn at unit scale the identification calls
//! ([`crate::identification`]). The checks:
//! nothing panics, nothing runs away (the runner's hang limit), no `Ok` holds a NaN or an
//! infinite number, and the results that can be checked are right (a Riccati residual, `Y π`
//! against `τ`, a projection against the consistency check).

use crate::design::{self, Weights};
use crate::{Rng, Target};
use chaindyn::control::{Discretized, Ilqr, IlqrOptions, QuadraticCost, Scheme, StateFeedback};
use chaindyn::nalgebra::{DMatrix, DVector, SMatrix, SVector};
use chaindyn::simulate::{simulate, Integrator, SimOptions};
use chaindyn::{
    AngleConvention, Body, Chain, DynamicsError, ExternalWrench, Frame, Joint, JointDynamics,
    JointKind, Link, Multibody, ReferenceDynamics, ReferenceFrame,
};

/// Numbers per link in [`RuntimeInput::numbers`]: kind, axis (3), origin (3), rpy (3), mass, com
/// (3), inertia (6: xx, yy, zz, xy, xz, yz), armature, damping, friction, friction velocity.
const PER_LINK: usize = 24;

/// Numbers after the state in [`RuntimeInput::numbers`]: the exponents of `Q` (above 1000 for
/// `Q = 0`) and `R`, ten raw standard parameters for the consistency check and the projection,
/// and whether to run identification (`>= 0.5`). Inputs saved before they existed end with the
/// state; they run without these parts.
const TRAILER: usize = 13;

/// What the trailer of an input asks for.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Trailer {
    /// The LQR weights.
    pub weights: Weights,
    /// Ten standard parameters, any values.
    pub raw: [f64; 10],
    /// Run the identification calls.
    pub identification: bool,
}

/// One input: the chain and the state, as the numbers they are built from (so that a saved input
/// is the exact bits): `[n, convention, gravity (3), frame origin (3)]`, then [`PER_LINK`]
/// numbers per link, then `q`, `q̇` and `τ` (`n` each), then the [`TRAILER`], then, for a tree,
/// each link's parent (`n` numbers, negative for the base; inputs without them are chains).
#[derive(Debug, Clone, PartialEq)]
pub struct RuntimeInput {
    /// The numbers, in the layout above.
    pub numbers: Vec<f64>,
}

impl RuntimeInput {
    fn dof(&self) -> usize {
        self.numbers.first().map_or(0, |&n| n as usize)
    }

    /// The chain, and the state `(q, q̇, τ)`; `None` if the numbers are not a whole input.
    pub fn decode(&self) -> Option<(Chain, [DVector<f64>; 3])> {
        let n = self.dof();
        let x = &self.numbers;
        let after_state = x.len().wrapping_sub(8 + n * PER_LINK + 3 * n);
        if !(1..=4).contains(&n) || ![0, TRAILER, TRAILER + n].contains(&after_state) {
            return None;
        }
        let v3 = |k: usize| [x[k], x[k + 1], x[k + 2]];
        let links = (0..n)
            .map(|i| {
                let b = 8 + i * PER_LINK;
                let kind = if x[b] < 0.5 {
                    JointKind::Revolute
                } else {
                    JointKind::Prismatic
                };
                let i6 = &x[b + 14..b + 20];
                let inertia = [
                    [i6[0], i6[3], i6[4]],
                    [i6[3], i6[1], i6[5]],
                    [i6[4], i6[5], i6[2]],
                ];
                Link {
                    joint: Joint {
                        name: format!("j{i}"),
                        kind,
                        axis: v3(b + 1),
                        origin_xyz: v3(b + 4),
                        origin_rpy: v3(b + 7),
                        dynamics: JointDynamics {
                            armature: x[b + 20],
                            damping: x[b + 21],
                            friction: x[b + 22],
                            friction_velocity: x[b + 23],
                        },
                    },
                    body: Body::new(format!("b{i}"), x[b + 10], v3(b + 11), inertia),
                }
            })
            .collect();
        let convention = if x[1] < 0.5 {
            AngleConvention::Relative
        } else {
            AngleConvention::Absolute
        };
        let mut chain = Chain::new(links, v3(2), convention);
        if after_state == TRAILER + n {
            // Any number: a negative one is the base, one that names no earlier link (or is not
            // a number) is refused by the validation.
            let parents = &x[x.len() - n..];
            chain = chain.with_parents(
                parents
                    .iter()
                    .map(|&p| (p >= 0.0 || p.is_nan()).then_some(p as usize))
                    .collect(),
            );
        }
        chain.frames = vec![Frame::new("tool", n - 1, v3(5), [0.1, -0.2, 0.3])];
        let s = 8 + n * PER_LINK;
        let state = |k: usize| DVector::from_column_slice(&x[s + k * n..s + (k + 1) * n]);
        Some((chain, [state(0), state(1), state(2)]))
    }

    /// The trailer, `None` for an input without one (or with exponents out of range).
    pub fn trailer(&self) -> Option<Trailer> {
        let n = self.dof();
        let t = &self.numbers.get(8 + n * PER_LINK + 3 * n..)?;
        let whole = [TRAILER, TRAILER + n].contains(&t.len());
        if !(whole && t[0].is_finite() && t[1].abs() <= 300.0) {
            return None;
        }
        let mut raw = [0.0; 10];
        raw.copy_from_slice(&t[2..12]);
        Some(Trailer {
            weights: Weights {
                q_exponent: (t[0].abs() <= 300.0).then_some(t[0] as i32),
                r_exponent: t[1] as i32,
            },
            raw,
            identification: t[12] >= 0.5,
        })
    }
}

/// The runtime target (no seed files: inputs are generated from numbers alone).
#[derive(Debug, Default, Clone, Copy)]
pub struct RuntimeTarget;

/// A literal: mostly of unit scale (so that many chains pass validation and reach the
/// algorithms), often scaled by `10^k` with `k` in `[-300, 300]`, sometimes an edge of `f64`.
fn literal(rng: &mut Rng, lo: f64, hi: f64) -> f64 {
    let unit = rng_unit(rng, lo, hi);
    match rng.weighted(&[12, 4, 1, 1]) {
        0 => unit,
        1 => unit * 10f64.powi(rng.range(0, 600) as i32 - 300),
        2 => *rng.pick(&[
            0.0,
            -0.0,
            1e-300,
            5e-324,
            1e300,
            f64::MAX,
            f64::MIN_POSITIVE,
        ]),
        _ => unit * 1e150,
    }
}

/// Uniform in `[lo, hi)`.
fn rng_unit(rng: &mut Rng, lo: f64, hi: f64) -> f64 {
    lo + (hi - lo) * (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64
}

/// How one input draws its literals: a chain of unit scale, a consistent chain at an extreme
/// scale (every length times `L`, every mass times `M`, inertias and joint terms times `M L²`,
/// gravity times `G`, with `L`, `M`, `G` from 1e-100 to 1e100: valid chains whose products
/// reach the ends of `f64`), or every literal drawn on its own by [`literal`] (mostly invalid
/// chains, and the edges of validation).
struct Literals {
    wild: bool,
    length: f64,
    mass: f64,
    gravity: f64,
}

impl Literals {
    fn new(rng: &mut Rng) -> Literals {
        let scale = |rng: &mut Rng| 10f64.powi(rng.range(0, 200) as i32 - 100);
        match rng.weighted(&[4, 4, 2]) {
            0 => Literals {
                wild: false,
                length: 1.0,
                mass: 1.0,
                gravity: 1.0,
            },
            1 => Literals {
                wild: false,
                length: scale(rng),
                mass: scale(rng),
                gravity: scale(rng),
            },
            _ => Literals {
                wild: true,
                length: 1.0,
                mass: 1.0,
                gravity: 1.0,
            },
        }
    }

    /// Every literal drawn at unit scale.
    fn unit_scale(&self) -> bool {
        !self.wild && self.length == 1.0 && self.mass == 1.0 && self.gravity == 1.0
    }

    /// A number without units (axis components, angles, friction velocity).
    fn plain(&self, rng: &mut Rng, lo: f64, hi: f64) -> f64 {
        if self.wild {
            literal(rng, lo, hi)
        } else {
            rng_unit(rng, lo, hi)
        }
    }

    fn length(&self, rng: &mut Rng, lo: f64, hi: f64) -> f64 {
        self.plain(rng, lo, hi) * self.length
    }

    fn mass(&self, rng: &mut Rng, lo: f64, hi: f64) -> f64 {
        self.plain(rng, lo, hi) * self.mass
    }

    fn gravity(&self, rng: &mut Rng, lo: f64, hi: f64) -> f64 {
        self.plain(rng, lo, hi) * self.gravity
    }

    /// `unit` (drawn at unit scale) as an inertia or a joint term: times `M L²`, or wild.
    fn inertia(&self, rng: &mut Rng, unit: f64) -> f64 {
        if self.wild {
            literal(rng, unit, unit)
        } else {
            unit * self.mass * self.length * self.length
        }
    }
}

/// A state entry: mostly ordinary, sometimes huge, tiny, NaN or infinite.
fn state_value(rng: &mut Rng) -> f64 {
    match rng.weighted(&[20, 2, 1, 1, 1, 1]) {
        0 => literal(rng, -3.0, 3.0),
        1 => literal(rng, -1.0, 1.0) * 1e200,
        2 => f64::NAN,
        3 => f64::INFINITY,
        4 => f64::NEG_INFINITY,
        _ => f64::MAX,
    }
}

impl Target for RuntimeTarget {
    type Input = RuntimeInput;

    fn name(&self) -> &str {
        "runtime"
    }

    fn extension(&self) -> &str {
        "numbers"
    }

    fn generate(&self, rng: &mut Rng) -> RuntimeInput {
        let lit = Literals::new(rng);
        let n = rng.range(1, 4);
        let planar = rng.chance(1, 3);
        let mut x = vec![n as f64, rng.below(2) as f64];
        if planar {
            x.extend([0.0, -lit.gravity(rng, 1.0, 20.0), 0.0]);
        } else {
            for _ in 0..3 {
                x.push(lit.gravity(rng, -10.0, 10.0));
            }
        }
        x.extend([lit.length(rng, -1.0, 1.0), 0.0, 0.0]);
        for _ in 0..n {
            let prismatic = !planar && rng.chance(1, 4);
            x.push(if prismatic { 1.0 } else { 0.0 });
            if planar {
                x.extend([0.0, 0.0, 1.0]);
                x.extend([lit.length(rng, -1.0, 1.0), lit.length(rng, -1.0, 1.0), 0.0]);
                x.extend([0.0, 0.0, 0.0]);
            } else {
                for _ in 0..3 {
                    x.push(lit.plain(rng, -1.0, 1.0));
                }
                for _ in 0..3 {
                    x.push(lit.length(rng, -1.0, 1.0));
                }
                for _ in 0..3 {
                    x.push(lit.plain(rng, -3.2, 3.2));
                }
            }
            x.push(lit.mass(rng, 0.1, 5.0));
            for _ in 0..3 {
                x.push(lit.length(rng, -0.5, 0.5));
            }
            // Principal moments that satisfy the triangle inequality at unit scale, products of
            // inertia small against them; all scaled by m·L² (or drawn wild).
            let (a, b) = (rng_unit(rng, 0.01, 0.1), rng_unit(rng, 0.01, 0.1));
            let c = rng_unit(rng, a.max(b), a + b);
            for m in [a, b, c] {
                x.push(lit.inertia(rng, m));
            }
            for _ in 0..3 {
                let p = rng_unit(rng, -0.001, 0.001);
                x.push(lit.inertia(rng, p));
            }
            for _ in 0..3 {
                x.push(if rng.chance(1, 2) {
                    0.0
                } else {
                    let v = rng_unit(rng, 0.0, 0.5);
                    lit.inertia(rng, v)
                });
            }
            x.push(lit.plain(rng, 0.01, 1.0));
        }
        for _ in 0..3 * n {
            x.push(state_value(rng));
        }
        // The trailer: weight exponents mostly within a few orders of magnitude, often anywhere
        // in [-300, 300], sometimes Q = 0; ten parameters drawn on their own.
        let exponent = |rng: &mut Rng| match rng.weighted(&[3, 2]) {
            0 => rng.range(0, 16) as f64 - 8.0,
            _ => rng.range(0, 600) as f64 - 300.0,
        };
        let q_exponent = if rng.chance(1, 12) {
            9999.0
        } else {
            exponent(rng)
        };
        x.extend([q_exponent, exponent(rng)]);
        for _ in 0..10 {
            x.push(literal(rng, -1.0, 1.0));
        }
        // Identification on one input in four of those at unit scale: its numeric detection of
        // base parameters decides zero columns relative to the largest one, so a chain whose
        // lengths are 1e12 m makes its inertia columns look like rounding (documented).
        let unit_scale = lit.unit_scale();
        x.push(if unit_scale && rng.chance(1, 4) {
            1.0
        } else {
            0.0
        });
        // A tree, one input in three of two links or more: each link after the first hangs from
        // the link before it, the base or another earlier link; now and then a parent that is not
        // one (a later link, itself), which the validation refuses.
        if n >= 2 && rng.chance(1, 3) {
            x.push(-1.0);
            for i in 1..n {
                x.push(match rng.weighted(&[4, 2, 2, 1]) {
                    0 => (i - 1) as f64,
                    1 => -1.0,
                    2 => rng.below(i) as f64,
                    _ => rng.range(i, n) as f64,
                });
            }
        }
        RuntimeInput { numbers: x }
    }

    fn execute(&self, input: &RuntimeInput) {
        let Some((chain, [q, qd, tau])) = input.decode() else {
            return;
        };
        let Ok(mb) = Multibody::new(&chain) else {
            return;
        };
        reference(&mb, &chain, &q, &qd, &tau);
        floating(&chain, &q, &qd, &tau);
        match chain.dof() {
            1 => control::<1, 2>(&chain, &q, &qd),
            2 => control::<2, 4>(&chain, &q, &qd),
            3 => control::<3, 6>(&chain, &q, &qd),
            _ => {}
        }
        if let Some(trailer) = input.trailer() {
            design::riccati(&mb, &q, &qd, &tau, trailer.weights);
            if trailer.identification {
                crate::identification::run(&mb, &q, &qd, &tau, &trailer.raw);
            }
        }
    }

    fn outcome(&self, input: &RuntimeInput) -> String {
        match input.decode() {
            None => "not a whole input".into(),
            Some((chain, _)) => match Multibody::new(&chain) {
                Err(e) => format!("refused: {e}"),
                Ok(_) if chain.is_serial() => {
                    format!("a chain of {} links, every check passed", chain.dof())
                }
                Ok(_) => format!("a tree of {} links, every check passed", chain.dof()),
            },
        }
    }

    fn encode_input(&self, input: &RuntimeInput) -> Vec<u8> {
        let mut out = String::from("# chaindyn-fuzz runtime input: one f64 per line, as bits\n");
        for v in &input.numbers {
            out.push_str(&format!("{:016x} {v:e}\n", v.to_bits()));
        }
        out.into_bytes()
    }

    fn decode_input(&self, bytes: &[u8]) -> Option<RuntimeInput> {
        let text = std::str::from_utf8(bytes).ok()?;
        let numbers = text
            .lines()
            .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
            .map(|l| {
                let bits = l.split_whitespace().next()?;
                u64::from_str_radix(bits, 16).ok().map(f64::from_bits)
            })
            .collect::<Option<Vec<f64>>>()?;
        Some(RuntimeInput { numbers })
    }
}

/// Panics (a crash of the run) if `r` is `Ok` with a number that is not finite.
#[track_caller]
fn finite<T, E>(what: &str, r: Result<T, E>, numbers: impl Fn(&T) -> Vec<f64>) {
    if let Ok(v) = r {
        let xs = numbers(&v);
        assert!(
            xs.iter().all(|x| x.is_finite()),
            "{what} returned Ok with a non-finite number: {xs:?}"
        );
    }
}

/// The dynamics under contact on the floating tree: the last frame as a point and as a surface,
/// the first as a point, an unknown frame, the same frame twice (dependent: refused, or
/// solved by the proximal iterations), every mask of them, both axes, Baumgarte's terms; an
/// `Ok` is finite.
fn contacts(
    fm: &chaindyn::FloatingMultibody,
    chain: &Chain,
    q: &DVector<f64>,
    v: &DVector<f64>,
    tau: &DVector<f64>,
) {
    use chaindyn::{Contact, ContactKind, ContactOptions, Proximal};
    let last = chain.frame_count() - 1;
    let lists = [
        vec![
            Contact {
                frame: last,
                kind: ContactKind::Point,
            },
            Contact {
                frame: 0,
                kind: ContactKind::Point,
            },
        ],
        vec![Contact {
            frame: last,
            kind: ContactKind::Surface,
        }],
        vec![
            Contact {
                frame: last,
                kind: ContactKind::Point,
            },
            Contact {
                frame: last,
                kind: ContactKind::Point,
            },
        ],
        vec![Contact {
            frame: last + 1,
            kind: ContactKind::Point,
        }],
    ];
    let proximal = Some(Proximal {
        mu: 1e-6,
        max_iterations: 20,
        tolerance: 1e-9,
    });
    // Baumgarte's gains and anchors from the state's numbers (any of them huge, NaN or
    // negative now and then: refused), the anchors' rotations the identity.
    let pick = |x: &DVector<f64>, k: usize| x[k % x.len()];
    let anchor = |k: usize| chaindyn::Pose {
        rotation: chaindyn::nalgebra::Matrix3::identity(),
        translation: chaindyn::nalgebra::Vector3::new(pick(q, k), pick(v, k), pick(tau, k)),
    };
    let anchors = [anchor(0), anchor(1)];
    for contacts in &lists {
        let baumgarte = Some(chaindyn::Baumgarte {
            kp: pick(tau, 3).abs(),
            kd: pick(v, 2),
            anchors: &anchors[..contacts.len()],
        });
        for mask in 0..1u32 << contacts.len() {
            let active: Vec<bool> = (0..contacts.len()).map(|k| mask & (1 << k) != 0).collect();
            for (axes, proximal, baumgarte) in [
                (ReferenceFrame::Local, None, None),
                (ReferenceFrame::LocalWorldAligned, proximal, None),
                (ReferenceFrame::Local, None, baumgarte),
            ] {
                let o = ContactOptions {
                    point_forces: axes,
                    proximal,
                    baumgarte,
                };
                let solved =
                    chaindyn::floating_constraint_dynamics(fm, contacts, &active, q, v, tau, &o);
                if let (Ok(c), None, None) = (&solved, proximal, baumgarte) {
                    contact_residuals(fm, contacts, &active, (q, v, tau), &o, c);
                }
                finite("floating_constraint_dynamics", solved, |c| {
                    [c.a.as_slice(), c.lambda.as_slice()].concat()
                });
                finite(
                    "floating_impulse_dynamics",
                    chaindyn::floating_impulse_dynamics(fm, contacts, &active, q, v, 0.5, &o),
                    |i| [i.v.as_slice(), i.impulses.as_slice()].concat(),
                );
                finite(
                    "floating_constraint_dynamics_derivatives",
                    chaindyn::floating_constraint_dynamics_derivatives(
                        fm, contacts, &active, q, v, tau, &o,
                    ),
                    |d| {
                        [&d.da_dq, &d.da_dv, &d.da_dtau, &d.dlambda_dq, &d.dlambda_dv]
                            .iter()
                            .flat_map(|b| b.iter().copied())
                            .chain(d.dlambda_dtau.iter().copied())
                            .collect()
                    },
                );
                finite(
                    "floating_impulse_dynamics_derivatives",
                    chaindyn::floating_impulse_dynamics_derivatives(
                        fm, contacts, &active, q, v, 0.5, &o,
                    ),
                    |d| {
                        [&d.dv_dq, &d.dv_dv, &d.dimpulses_dq, &d.dimpulses_dv]
                            .iter()
                            .flat_map(|b| b.iter().copied())
                            .collect()
                    },
                );
            }
        }
    }
}

/// The two equations of an exact solve (no proximal iterations) hold, on chains and states of
/// moderate scale (as [`aba_residual`]'s): `J a + γ = 0` within 1e-6 of `|J a| + |γ| + |Δ λ|`
/// (`Δ λ = J (a − a₀)`, `a₀` the free acceleration: the Delassus solve's backward error is
/// relative to `Δ`'s size times `λ`'s), and `M a + C v + g + τ_loss = τ + Jᵀ λ` within 1e-6 of its largest row's terms
/// (`Σ_j |M_ij a_j| + |(C v + g + τ_loss)_i| + |τ_i| + |(Jᵀ λ)_i|`: the solves' backward error is
/// relative to the whole system's size, not to a row whose terms cancel). Rounding leaves 1e-12 of them on
/// moderate robots; a wrong formula leaves their size.
fn contact_residuals(
    fm: &chaindyn::FloatingMultibody,
    contacts: &[chaindyn::Contact],
    active: &[bool],
    (q, v, tau): (&DVector<f64>, &DVector<f64>, &DVector<f64>),
    options: &chaindyn::ContactOptions,
    c: &chaindyn::ConstrainedDynamics,
) {
    use chaindyn::ContactKind;
    let moderate = |x: &f64| *x == 0.0 || (1e-9..=1e3).contains(&x.abs());
    let state = q.iter().chain(v.iter()).chain(tau.iter());
    if !chain_numbers(fm.joints().chain()).iter().all(moderate)
        || !state.into_iter().all(|x| x.abs() <= 1e3)
    {
        return;
    }
    let Ok(free) = chaindyn::floating_aba(fm, q, v, tau) else {
        return;
    };
    let mut forces = DVector::zeros(fm.nv());
    let mut slot = 0;
    for (contact, &on) in contacts.iter().zip(active) {
        let dim = contact.kind.dimension();
        if on {
            let axes = match contact.kind {
                ContactKind::Point => options.point_forces,
                ContactKind::Surface => ReferenceFrame::Local,
            };
            let j = chaindyn::floating_frame_jacobian(fm, contact.frame, q, axes).expect("J");
            let mut gamma =
                chaindyn::floating_frame_acceleration_bias(fm, contact.frame, q, v, axes)
                    .expect("γ");
            if contact.kind == ContactKind::Surface {
                // The frame's spatial acceleration: the classical one less ω × v.
                let twist = &j * v;
                let w = twist.fixed_rows::<3>(3).cross(&twist.fixed_rows::<3>(0));
                for k in 0..3 {
                    gamma[k] -= w[k];
                }
            }
            let (jr, gamma) = (j.rows(0, dim), gamma.rows(0, dim));
            let ja = jr * &c.a;
            let held = (&ja + gamma).amax();
            let scale = ja.amax() + gamma.amax() + (jr * (&c.a - &free)).amax();
            assert!(
                held <= 1e-6 * scale,
                "J a + γ = {held:e} on contact {contact:?} (scale {scale:e})"
            );
            forces += jr.transpose() * c.lambda.rows(slot, dim);
        }
        slot += dim;
    }
    let m = chaindyn::floating_crba(fm, q).expect("M");
    // C v + g + τ_loss: inverse dynamics at a = 0 (the joints' losses included, as in the solve).
    let nle = chaindyn::floating_rnea(fm, q, v, &DVector::zeros(fm.nv())).expect("nle");
    let residual = &m * &c.a + &nle - tau - &forces;
    let terms = (0..fm.nv())
        .map(|i| {
            (0..fm.nv())
                .map(|j| (m[(i, j)] * c.a[j]).abs())
                .sum::<f64>()
                + nle[i].abs()
                + tau[i].abs()
                + forces[i].abs()
        })
        .fold(0.0f64, f64::max);
    assert!(
        residual.amax() <= 1e-6 * terms,
        "M a + C v + g + τ_loss = τ + Jᵀ λ is off by {:e} (terms {terms:e})",
        residual.amax()
    );
}

/// The floating-base algorithms on the chain hung from a free-flying copy of its first body: the
/// base's configuration, velocity and wrench drawn from the state's numbers (the quaternion
/// normalised when the state's first number is below its second, else as drawn, so that the
/// refusal of an unnormalised one is exercised too).
fn floating(chain: &Chain, q: &DVector<f64>, qd: &DVector<f64>, tau: &DVector<f64>) {
    use chaindyn::FloatingMultibody;
    let mut base = chain.links[0].body.clone();
    base.name = "floating base".into();
    let Ok(fm) = FloatingMultibody::new(&base, chain) else {
        return;
    };
    let n = chain.dof();
    let pick = |x: &DVector<f64>, k: usize| x[k % x.len()];
    let mut qf = DVector::from_fn(7 + n, |i, _| if i < 7 { pick(q, i) } else { q[i - 7] });
    let norm = qf.rows(3, 4).norm();
    if pick(q, 0) < pick(q, 1) && norm.is_finite() && norm > 0.0 {
        for i in 3..7 {
            qf[i] /= norm;
        }
    }
    let vf = DVector::from_fn(6 + n, |i, _| if i < 6 { pick(qd, i) } else { qd[i - 6] });
    let tf = DVector::from_fn(6 + n, |i, _| if i < 6 { pick(tau, i) } else { tau[i - 6] });
    finite(
        "floating_rnea",
        chaindyn::floating_rnea(&fm, &qf, &vf, &tf),
        v,
    );
    finite(
        "floating_bias_force",
        chaindyn::floating_bias_force(&fm, &qf, &vf),
        v,
    );
    finite("floating_gravity", chaindyn::floating_gravity(&fm, &qf), v);
    finite("floating_crba", chaindyn::floating_crba(&fm, &qf), m);
    finite(
        "floating_aba",
        chaindyn::floating_aba(&fm, &qf, &vf, &tf),
        v,
    );
    finite(
        "floating_center_of_mass",
        chaindyn::floating_center_of_mass(&fm, &qf),
        |c| c.as_slice().to_vec(),
    );
    finite(
        "floating_center_of_mass_jacobian",
        chaindyn::floating_center_of_mass_jacobian(&fm, &qf),
        m,
    );
    finite(
        "floating_centroidal_momentum",
        chaindyn::floating_centroidal_momentum(&fm, &qf, &vf),
        |h| h.as_slice().to_vec(),
    );
    finite(
        "floating_centroidal_momentum_bias",
        chaindyn::floating_centroidal_momentum_bias(&fm, &qf, &vf),
        |h| h.as_slice().to_vec(),
    );
    finite(
        "floating_centroidal_map",
        chaindyn::floating_centroidal_map(&fm, &qf),
        m,
    );
    for frame in [0, chain.frame_count() - 1, chain.frame_count()] {
        finite(
            "floating_frame_pose",
            chaindyn::floating_frame_pose(&fm, frame, &qf),
            |p| [p.rotation.as_slice(), p.translation.as_slice()].concat(),
        );
        for reference in [ReferenceFrame::Local, ReferenceFrame::LocalWorldAligned] {
            finite(
                "floating_frame_jacobian",
                chaindyn::floating_frame_jacobian(&fm, frame, &qf, reference),
                m,
            );
        }
    }
    contacts(&fm, chain, &qf, &vf, &tf);
    finite(
        "floating_state_space",
        chaindyn::floating_state_space(&fm, &qf, &vf, &tf),
        |s| [v(&s.a), m(&s.state), m(&s.input)].concat(),
    );
    finite("integrate", fm.integrate(&qf, &vf), v);
    if let Ok(q1) = fm.integrate(&qf, &vf) {
        finite("difference", fm.difference(&qf, &q1), v);
        round_trip(&qf, &vf, fm.difference(&qf, &q1));
    }
    finite("difference", fm.difference(&qf, &fm.neutral()), v);
    let h = pick(tau, 1).abs().min(1.0);
    // The trait method of generated code, on the reference; `h` as drawn too (0, huge, NaN).
    for h in [h, pick(tau, 2)] {
        match n {
            1 => crate::floating_step::run::<8, 7>(&base, chain, &qf, &vf, &tf, h),
            2 => crate::floating_step::run::<9, 8>(&base, chain, &qf, &vf, &tf, h),
            3 => crate::floating_step::run::<10, 9>(&base, chain, &qf, &vf, &tf, h),
            _ => crate::floating_step::run::<11, 10>(&base, chain, &qf, &vf, &tf, h),
        }
    }
    finite(
        "floating simulate",
        fm.simulate(&qf, &vf, h, 3, |_, _, _| tf.clone()),
        |run| {
            run.iter()
                .flat_map(|s| [v(&s.q), v(&s.v)].concat())
                .collect()
        },
    );
}

/// `aba` against the equations of motion it solves, on chains and states of moderate scale
/// (every literal zero or of magnitude 1e-9 to 1e3, states up to 1e3: random trees with random
/// placements, where a residual is meaningful; the extreme ones get the finiteness check; the
/// input's state tamed to that range):
/// row by row, `rnea(q, q̇, q̈) − τ` (the mass matrix and the bias force by the Newton–Euler
/// recursion, independent of the articulated-body one) within `1e-6` of the row's terms,
/// `Σ_j |M_ij q̈_j| + |b_i| + |τ_i|` (a componentwise backward error: rounding of moderate
/// chains stays below 1e-12 of it; a lost lever or a wrong pivot is of its size). And the chain
/// moved 1e6 m gives the same bits.
fn aba_residual(
    mb: &Multibody,
    chain: &Chain,
    q: &DVector<f64>,
    qd: &DVector<f64>,
    tau: &DVector<f64>,
) {
    let moderate = |x: &f64| *x == 0.0 || (1e-9..=1e3).contains(&x.abs());
    if !chain_numbers(chain).iter().all(moderate) {
        return;
    }
    // The input's state, each entry beyond 1e3 (or not finite) replaced by 0.7.
    let tame = |x: &DVector<f64>| x.map(|v| if v.abs() <= 1e3 { v } else { 0.7 });
    let (q, qd, tau) = (&tame(q), &tame(qd), &tame(tau));
    let Ok(qdd) = chaindyn::aba(mb, q, qd, tau) else {
        return;
    };
    let (Ok(mass), Ok(bias), Ok(id)) = (
        chaindyn::crba(mb, q),
        chaindyn::rnea(mb, q, qd, &DVector::zeros(q.len())),
        chaindyn::rnea(mb, q, qd, &qdd),
    ) else {
        return;
    };
    for i in 0..q.len() {
        let terms: f64 = (0..q.len())
            .map(|j| (mass[(i, j)] * qdd[j]).abs())
            .sum::<f64>()
            + bias[i].abs()
            + tau[i].abs();
        let residual = (id[i] - tau[i]).abs();
        assert!(
            residual <= 1e-6 * terms,
            "aba: row {i} of M q̈ + b = τ is off by {residual:e}, its terms' scale {terms:e} \
             (q̈ = {qdd}, forward_dynamics = {:?})",
            chaindyn::forward_dynamics(mb, q, qd, tau)
        );
    }
    let mut moved = chain.clone();
    moved.links[0].joint.origin_xyz[0] += 1e6;
    if let Ok(far) = Multibody::new(&moved) {
        assert_eq!(
            chaindyn::aba(&far, q, qd, tau).ok(),
            Some(qdd),
            "aba of the chain moved 1e6 m"
        );
    }
}

/// Every number of a chain's description.
fn chain_numbers(chain: &Chain) -> Vec<f64> {
    let mut out = chain.gravity.to_vec();
    for l in &chain.links {
        let (j, b) = (&l.joint, &l.body);
        out.extend(j.axis.iter().chain(&j.origin_xyz).chain(&j.origin_rpy));
        let d = &j.dynamics;
        out.extend([
            d.armature,
            d.damping,
            d.friction,
            d.friction_velocity,
            b.mass,
        ]);
        out.extend(b.com.iter().chain(b.inertia.iter().flatten()));
    }
    out
}

/// `difference(q, integrate(q, v)) = v` where the base turns by less than π (the branch
/// `difference` takes): within `1e-9 (1 + ‖v‖ + ‖q‖)` entry by entry, the rounding of the
/// exponential and the logarithm of a pose whose position may be far out (states up to 1e3,
/// where the check applies).
fn round_trip(q: &DVector<f64>, vel: &DVector<f64>, back: Result<DVector<f64>, DynamicsError>) {
    let turn = vel.rows(3, 3).norm();
    let bounded = turn < 3.0 && q.amax() <= 1e3 && vel.amax() <= 1e3;
    if !bounded {
        return;
    }
    let back = back.expect("difference of integrate's own result");
    let bound = 1e-9 * (1.0 + vel.norm() + q.norm());
    for (i, (b, w)) in back.iter().zip(vel.iter()).enumerate() {
        assert!(
            (b - w).abs() <= bound,
            "difference(q, integrate(q, v))[{i}] = {b:e}, v[{i}] = {w:e}"
        );
    }
}

fn m(x: &DMatrix<f64>) -> Vec<f64> {
    x.as_slice().to_vec()
}

fn v(x: &DVector<f64>) -> Vec<f64> {
    x.as_slice().to_vec()
}

/// Every public algorithm of the reference.
fn reference(
    mb: &Multibody,
    chain: &Chain,
    q: &DVector<f64>,
    qd: &DVector<f64>,
    tau: &DVector<f64>,
) {
    finite("crba", chaindyn::crba(mb, q), m);
    finite("rnea", chaindyn::rnea(mb, q, qd, tau), v);
    finite("gravity", chaindyn::gravity(mb, q), v);
    finite(
        "coriolis_times_qd",
        chaindyn::coriolis_times_qd(mb, q, qd),
        v,
    );
    finite("bias_force", chaindyn::bias_force(mb, q, qd), v);
    finite("coriolis_matrix", chaindyn::coriolis_matrix(mb, q, qd), m);
    finite(
        "mass_matrix_time_derivative",
        chaindyn::mass_matrix_time_derivative(mb, q, qd),
        m,
    );
    finite(
        "forward_dynamics",
        chaindyn::forward_dynamics(mb, q, qd, tau),
        v,
    );
    finite("aba", chaindyn::aba(mb, q, qd, tau), v);
    aba_residual(mb, chain, q, qd, tau);
    finite("linearize", chaindyn::linearize(mb, q, qd, tau), |l| {
        [m(&l.a), m(&l.b), v(&l.qdd), m(&l.mass_matrix_inverse)].concat()
    });
    finite("state_space", chaindyn::state_space(mb, q, qd, tau), |s| {
        [m(&s.a), m(&s.b), v(&s.qdd)].concat()
    });
    finite(
        "rnea_derivatives",
        chaindyn::rnea_derivatives(mb, q, qd, tau),
        |d| [m(&d.dtau_dq), m(&d.dtau_dqd), v(&d.tau)].concat(),
    );
    finite(
        "mass_matrix_derivative",
        chaindyn::mass_matrix_derivative(mb, q),
        |d| d.iter().flat_map(m).collect(),
    );
    finite("kinetic_energy", chaindyn::kinetic_energy(mb, q, qd), |e| {
        vec![*e]
    });
    finite("potential_energy", chaindyn::potential_energy(mb, q), |e| {
        vec![*e]
    });
    finite("total_energy", chaindyn::total_energy(mb, q, qd), |e| {
        vec![*e]
    });
    finite("center_of_mass", chaindyn::center_of_mass(mb, q), |c| {
        c.as_slice().to_vec()
    });
    finite(
        "center_of_mass_jacobian",
        chaindyn::center_of_mass_jacobian(mb, q),
        m,
    );
    finite("body_poses", chaindyn::body_poses(mb, q), |p| {
        p.iter()
            .flat_map(|p| [p.rotation.as_slice(), p.translation.as_slice()].concat())
            .collect()
    });
    finite("com_positions", chaindyn::com_positions(mb, q), |c| {
        c.iter().flat_map(|c| c.as_slice().to_vec()).collect()
    });
    finite("joint_losses", chaindyn::joint_losses(mb, qd), v);
    finite(
        "joint_losses_derivative",
        chaindyn::joint_losses_derivative(mb, qd),
        m,
    );
    for frame in [0, chain.frame_count() - 1, chain.frame_count()] {
        for reference in [ReferenceFrame::Local, ReferenceFrame::LocalWorldAligned] {
            finite(
                "frame_jacobian",
                chaindyn::frame_jacobian(mb, frame, q, reference),
                m,
            );
            finite(
                "frame_velocity",
                chaindyn::frame_velocity(mb, frame, q, qd, reference),
                |x| x.as_slice().to_vec(),
            );
            finite(
                "frame_acceleration_bias",
                chaindyn::frame_acceleration_bias(mb, frame, q, qd, reference),
                |x| x.as_slice().to_vec(),
            );
        }
        finite("frame_pose", chaindyn::frame_pose(mb, frame, q), |p| {
            [p.rotation.as_slice(), p.translation.as_slice()].concat()
        });
    }
    let wrench = ExternalWrench {
        frame: chain.frame_count() - 1,
        reference: ReferenceFrame::Local,
        wrench: SVector::<f64, 6>::from_fn(|i, _| tau[i % tau.len()]),
    };
    let wrenches = [wrench];
    finite(
        "wrench_torques",
        chaindyn::wrench_torques(mb, q, &wrenches),
        v,
    );
    finite(
        "wrench_torques_derivative",
        chaindyn::wrench_torques_derivative(mb, q, &wrenches),
        m,
    );
    finite(
        "rnea_with_wrenches",
        chaindyn::rnea_with_wrenches(mb, q, qd, tau, &wrenches),
        v,
    );
    finite(
        "forward_dynamics_with_wrenches",
        chaindyn::forward_dynamics_with_wrenches(mb, q, qd, tau, &wrenches),
        v,
    );
    finite(
        "linearize_with_wrenches",
        chaindyn::linearize_with_wrenches(mb, q, qd, tau, &wrenches),
        |l| [m(&l.a), m(&l.b)].concat(),
    );
}

/// The control layer on the reference model: LQR, a discrete step, iLQR, a simulation.
fn control<const N: usize, const NX: usize>(chain: &Chain, q: &DVector<f64>, qd: &DVector<f64>) {
    let Ok(model) = ReferenceDynamics::<N>::new(chain) else {
        return;
    };
    let q0 = SVector::<f64, N>::from_column_slice(q.as_slice());
    let qd0 = SVector::<f64, N>::from_column_slice(qd.as_slice());
    let actuation = SMatrix::<f64, N, 1>::from_fn(|i, _| if i == 0 { 1.0 } else { 0.0 });
    let q_weight = DMatrix::<f64>::identity(2 * N, 2 * N);
    let r_weight = SMatrix::<f64, 1, 1>::new(0.1);
    let design = StateFeedback::lqr(&model, &SVector::zeros(), &actuation, &q_weight, &r_weight);
    design::pole_placement(&model, &q0, 10.0, 0.7);
    finite("StateFeedback::lqr", design, |d| {
        [d.k_q.as_slice(), d.k_qd.as_slice(), d.u_ff.as_slice()].concat()
    });
    let Ok(system) = Discretized::new(&model, actuation, Scheme::Rk4, 0.01) else {
        panic!("Discretized::new refused valid settings");
    };
    let mut x0 = SVector::<f64, NX>::zeros();
    for i in 0..N {
        x0[i] = q0[i];
        x0[N + i] = qd0[i];
    }
    // (The discrete step and its Jacobians return values: NaN is their answer to a state they
    // cannot step; they must not panic.)
    let _ = system.step(&x0, &SVector::<f64, 1>::new(0.5));
    let _ = system.step_jacobians(&x0, &SVector::<f64, 1>::new(0.5));
    let cost = QuadraticCost {
        q: SMatrix::<f64, NX, NX>::identity(),
        r: SMatrix::<f64, 1, 1>::new(0.1),
        q_final: SMatrix::<f64, NX, NX>::identity() * 10.0,
        x_ref: SVector::zeros(),
        u_ref: SVector::zeros(),
    };
    let options = IlqrOptions {
        max_iterations: 3,
        ..Default::default()
    };
    let limit = SVector::<f64, 1>::new(5.0);
    if let Ok(solver) = Ilqr::new(system, cost, -limit, limit, options) {
        finite(
            "Ilqr::solve",
            solver.solve(&x0, &[SVector::zeros(); 4]),
            |s| {
                let mut xs: Vec<f64> = s
                    .states
                    .iter()
                    .flat_map(|x| x.as_slice().to_vec())
                    .collect();
                xs.extend(s.inputs.iter().flat_map(|u| u.as_slice().to_vec()));
                xs.push(s.cost);
                xs
            },
        );
    }
    let options = SimOptions {
        duration: 0.02,
        integrator: Integrator::Rk4 { dt: 0.01 },
        sample_interval: 0.0,
    };
    let run = simulate(&model, &q0, &qd0, &options, |_, _, _| SVector::zeros());
    finite("simulate", run, |t| {
        t.samples
            .iter()
            .flat_map(|s| {
                [
                    s.q.as_slice(),
                    s.qd.as_slice(),
                    s.tau.as_slice(),
                    &[s.energy],
                ]
                .concat()
            })
            .collect()
    });
}
