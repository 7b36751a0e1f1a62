//! The base parameters of a chain, derived exactly at build time (Gautier & Khalil, "Direct
//! calculation of minimum set of inertial parameters of serial robots", 1990, find them by
//! rules; here by exact linear algebra on the symbolic regressor). Which chain geometry this
//! derivation runs on, and how its result is checked against the described one, is
//! [`super::base_check`]'s.
//!
//! The regressor `Y(q, q̇, q̈)` is evaluated exactly at random points — in prime fields `Z / p`
//! (`p < 2⁶²`), where every rational constant of the derivation is exact; the sines and cosines
//! of the joint angles at rational points of the unit circle, `(2t / (1 + t²), (1 − t²) /
//! (1 + t²))` — and the stacked rows reduced to row echelon form with the columns in the
//! standard order. A column is independent if it is not a combination of the columns before it
//! (the first independent columns are the base parameters' leading terms); each other column's
//! coefficients are read from the reduced form, combined over as many primes as they need (the
//! Chinese remainder theorem, up to 64 primes) and written back as rationals (Wang's rational
//! reconstruction), then verified at fresh points in a field not used before, `Z / (2⁶¹ − 1)`.
//! A coefficient of a few digits needs one prime; a merged URDF offset of `0.30000000000000004`
//! squared, a few. A random point makes a dependency appear where there is none only with
//! probability of the order of `degree / p` (Schwartz–Zippel).
//!
//! Rotations: the dependencies that joint rotations create hold for exactly orthogonal
//! rotations, and a joint frame turned by a general `rpy`, or an axis such as `[1, 1, 0]`, is
//! orthogonal only to rounding in its decimal constants. The base parameters of such a chain are
//! derived on its nearest exact geometry (each such rotation from its unit quaternion written in
//! rationals, each such axis from its stereographic coordinates; within about 1e-16 of the
//! description): the set and the leading columns are those of the chain, the coefficients exact
//! for that geometry and so within rounding of the chain's (the generated documentation says so).
//!
//! Joint terms: the armature's (`q̈_i`) and damping's (`q̇_i`) columns are evaluated like the
//! rest; the friction law `q̇ / √(q̇² + v_s²)` is independent of every other column (no other
//! column is such a function of one joint's rate), so each friction column is independent.
//! Runtime parameters (geometry or gravity given by a field) stay symbolic: the coefficients are
//! polynomials in those the regressor reads, interpolated from reductions at random values of
//! them (total degree ≤ 2, else ≤ 4) and verified at fresh ones.

use crate::internals::model::{RegressorColumns, SymChain};
use crate::symbolic::mechanics::{constant, JointFrame, Mechanics, M3, V3};
use crate::symbolic::program::{Field, Program};
use crate::symbolic::symbols::Var;
use num_bigint::{BigInt, Sign};
use symbolica::atom::{Atom, AtomCore};

/// The base parameters of a regressor.
#[derive(Debug, Clone, PartialEq)]
pub struct BaseParameters {
    /// The standard columns that lead each base parameter, ascending (`P` of them).
    pub independent: Vec<usize>,
    /// Base parameter `k` is `π[independent[k]] + Σ β_j π[j]` over these dependent columns `j`
    /// (each coefficient non-zero).
    pub combinations: Vec<Vec<(usize, Polynomial)>>,
    /// The columns that act on no torque at all.
    pub unidentifiable: Vec<usize>,
    /// Whether they were derived on the chain's nearest exact geometry (a joint rotation or axis
    /// rounded within about 1e-16 to an exactly orthogonal one).
    pub rounded_geometry: bool,
    /// The largest deviation from exact geometry that was snapped before the derivation
    /// (radians, or relative to the chain's size; 0 when nothing was), see
    /// [`super::base_check`].
    pub snapped: f64,
}

/// A SplitMix64 stream of field elements.
struct Points(chaindyn_model::SplitMix64);

impl Points {
    fn next(&mut self, f: Field) -> u64 {
        self.0.next_u64() % f.0
    }

    /// A point `(s, c)` of the unit circle.
    fn circle(&mut self, f: Field) -> (u64, u64) {
        loop {
            let t = self.next(f);
            let t2 = f.mul(t, t);
            if let Some(d) = f.inv(f.add(1, t2)) {
                return (f.mul(f.mul(2, t), d), f.mul(f.sub(1, t2), d));
            }
        }
    }
}

/// The values of the runtime parameters at a point, and which of them the regressor read.
struct Parameters {
    values: Vec<u64>,
    read: Vec<bool>,
}

/// The regressor rows at one random point in `f` (`n` rows of `columns.count(n)` entries) with
/// the runtime parameters at `params`, or `None` if the field cannot evaluate them (a constant
/// that is not a rational, a division by zero at this point).
fn sample(
    f: Field,
    ctx: &Context,
    params: &mut Parameters,
    points: &mut Points,
) -> Option<Vec<Vec<u64>>> {
    let (mech, columns) = (&ctx.mech, ctx.columns);
    let n = mech.links.len();
    let bodies = 10 * n;
    let draw = |points: &mut Points| (0..n).map(|_| points.next(f)).collect::<Vec<u64>>();
    let (q, qd, qdd) = (draw(points), draw(points), draw(points));
    let mut angles: Vec<(String, (u64, u64))> = Vec::new();
    let values = ctx
        .prog
        .evaluate_mod_p(
            f,
            &ctx.outputs,
            &mut |v| match v {
                Var::Q(i) => Some(q[i]),
                Var::Qd(i) => Some(qd[i]),
                Var::Qdd(i) => Some(qdd[i]),
                Var::Param(i) => {
                    params.read[i] = true;
                    Some(params.values[i])
                }
                Var::U(_) | Var::W(_) => None,
            },
            &mut |arg| {
                let key = arg.to_string();
                if let Some((_, sc)) = angles.iter().find(|(k, _)| *k == key) {
                    return *sc;
                }
                let sc = points.circle(f);
                angles.push((key, sc));
                sc
            },
        )
        .ok()?;
    let cols = columns.count(n);
    let mut rows: Vec<Vec<u64>> = (0..n)
        .map(|r| {
            let mut row = values[r * bodies..(r + 1) * bodies].to_vec();
            row.resize(cols, 0);
            row
        })
        .collect();
    if columns.joint_terms() {
        // Relative rates, then generalized forces in the chain's convention (`Tᵀ τ`).
        let absolute = mech.model.convention == chaindyn_model::AngleConvention::Absolute;
        let relative = |x: &[u64], i: usize| {
            if absolute && i > 0 {
                f.sub(x[i], x[i - 1])
            } else {
                x[i]
            }
        };
        for i in 0..n {
            let terms = [relative(&qdd, i), relative(&qd, i), points.next(f)];
            for (t, value) in terms.into_iter().enumerate() {
                let col = bodies + 3 * i + t;
                rows[i][col] = f.add(rows[i][col], value);
                if absolute && i > 0 {
                    rows[i - 1][col] = f.sub(rows[i - 1][col], value);
                }
            }
        }
    }
    Some(rows)
}

/// The pivot columns of the reduced row echelon form of `m` (columns in order) and its non-zero
/// rows.
fn reduce(f: Field, mut m: Vec<Vec<u64>>, cols: usize) -> (Vec<usize>, Vec<Vec<u64>>) {
    let mut pivots = Vec::new();
    let mut row = 0;
    for col in 0..cols {
        let Some(p) = (row..m.len()).find(|&r| m[r][col] != 0) else {
            continue;
        };
        m.swap(row, p);
        let inv = f.inv(m[row][col]).expect("a non-zero pivot");
        for x in m[row].iter_mut() {
            *x = f.mul(*x, inv);
        }
        let pivot_row = m[row].clone();
        for (r, other) in m.iter_mut().enumerate() {
            if r != row && other[col] != 0 {
                let factor = other[col];
                for (x, y) in other.iter_mut().zip(&pivot_row) {
                    *x = f.sub(*x, f.mul(factor, *y));
                }
            }
        }
        pivots.push(col);
        row += 1;
    }
    m.truncate(row);
    (pivots, m)
}

/// A product of runtime parameters: `(parameter index, exponent)`, ascending; empty for 1.
pub type Monomial = Vec<(usize, u32)>;

/// A coefficient of a base parameter: `Σ c · m` over monomials `m` of the runtime parameters
/// (one term with the empty monomial for a constant), each `c` non-zero.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Polynomial {
    /// The terms, by degree.
    pub terms: Vec<(Monomial, Coefficient)>,
}

/// A rational coefficient `num / den` in lowest terms, `den > 0`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Coefficient {
    /// The numerator.
    pub num: BigInt,
    /// The denominator (positive).
    pub den: BigInt,
}

impl Coefficient {
    /// Whether the coefficient is negative.
    pub fn is_negative(&self) -> bool {
        self.num.sign() == Sign::Minus
    }

    /// The `f64` nearest to the coefficient (ties to even).
    pub fn to_f64(&self) -> f64 {
        let (num, den) = (self.num.magnitude(), self.den.magnitude());
        if num.bits() == 0 {
            return 0.0;
        }
        // num / den · 2^shift in [2⁶², 2⁶⁴): its integer part keeps 62 or more bits, and a
        // sticky last bit for a non-zero remainder makes the one rounding to f64 correct.
        let shift = 63 + den.bits() as i64 - num.bits() as i64;
        let (a, b) = if shift >= 0 {
            (num << shift as usize, den.clone())
        } else {
            (num.clone(), den << (-shift) as usize)
        };
        let (quotient, remainder) = (&a / &b, &a % &b);
        let mut q = quotient.to_u64_digits().first().copied().unwrap_or(0);
        if remainder.bits() != 0 {
            q |= 1;
        }
        // 2^-shift in two exact factors, so that neither overflows nor underflows alone.
        let half = (-shift / 2) as i32;
        let magnitude = q as f64 * 2f64.powi(half) * 2f64.powi(-shift as i32 - half);
        if self.is_negative() {
            -magnitude
        } else {
            magnitude
        }
    }

    /// The coefficient's residue in `f` (`None` if its denominator is a multiple of `f`'s
    /// prime).
    fn residue(&self, f: Field) -> Option<u64> {
        let p = BigInt::from(f.0);
        let modulo = |x: &BigInt| -> u64 {
            let r = ((x % &p) + &p) % &p;
            r.to_u64_digits().1.first().copied().unwrap_or(0)
        };
        Some(f.mul(modulo(&self.num), f.inv(modulo(&self.den))?))
    }
}

/// `x mod p` for a non-negative `x`.
fn residue(x: &BigInt, f: Field) -> u64 {
    (x % BigInt::from(f.0))
        .to_u64_digits()
        .1
        .first()
        .copied()
        .unwrap_or(0)
}

/// The rational `num / den` (`|num|, den ≤ √(m / 2)`) congruent to `x` modulo `m`, if there is
/// one (Wang's rational reconstruction by the extended Euclidean algorithm; unique where it
/// exists).
fn reconstruct(x: &BigInt, m: &BigInt) -> Option<Coefficient> {
    let bound = (m / 2u32).sqrt();
    let (mut r0, mut r1) = (m.clone(), x.clone());
    let (mut t0, mut t1) = (BigInt::from(0), BigInt::from(1));
    while r1 > bound {
        let q = &r0 / &r1;
        let r2 = &r0 - &q * &r1;
        let t2 = &t0 - &q * &t1;
        (r0, r1) = (r1, r2);
        (t0, t1) = (t1, t2);
    }
    if t1.sign() == Sign::NoSign || t1.magnitude() > bound.magnitude() {
        return None;
    }
    let mut g = (r1.magnitude().clone(), t1.magnitude().clone());
    while g.1.bits() != 0 {
        g = (g.1.clone(), &g.0 % &g.1);
    }
    if g.0 != 1u32.into() {
        return None;
    }
    let (num, den) = if t1.sign() == Sign::Minus {
        (-r1, -t1)
    } else {
        (r1, t1)
    };
    Some(Coefficient { num, den })
}

/// The described rotation, axis and Rodrigues matrices of each joint where they are exact (a
/// rotation whose rational constants are exactly orthogonal, an axis exactly of unit length);
/// elsewhere the nearest exact ones (within about 1e-16): a rotation from its unit quaternion
/// written in rationals (any rational quaternion `w + x i + y j + z k` gives the exactly
/// orthogonal rotation `R(w, x, y, z) / (w² + x² + y² + z²)`), an axis from its stereographic
/// coordinates written in rationals. The flag says whether any joint's was rounded.
fn exact_frames(model: &SymChain) -> (Vec<JointFrame>, bool) {
    let f = Field::MERSENNE_61;
    let value = |x: &Atom| f.rational(&x.to_string());
    let dot = |u: &[Option<u64>], v: &[Option<u64>]| -> Option<u64> {
        u.iter()
            .zip(v)
            .try_fold(0, |acc, (x, y)| Some(f.add(acc, f.mul((*x)?, (*y)?))))
    };
    let mut rounded = false;
    let frames = model
        .links
        .iter()
        .map(|l| {
            let mut jf = JointFrame::described(l);
            let rows: Vec<Vec<Option<u64>>> = jf
                .frame
                .iter()
                .map(|row| row.iter().map(value).collect())
                .collect();
            let orthogonal =
                (0..3).all(|i| (0..3).all(|j| dot(&rows[i], &rows[j]) == Some(u64::from(i == j))));
            if !orthogonal {
                jf.frame = rational_rotation(&chaindyn_model::rpy_to_matrix(l.rpy));
                rounded = true;
            }
            let a: Vec<Option<u64>> = jf.axis.iter().map(value).collect();
            if dot(&a, &a) != Some(1) {
                jf.axis = rational_axis(l.axis);
                rounded = true;
            }
            // K = [a]× and K² = a aᵀ − I from the exact axis (the described K² holds the f64
            // products of the axis' components, such as 0.8 · 0.8 = 0.6400000000000001).
            let axis = &jf.axis;
            jf.k = [
                [Atom::num(0), -&axis[2], axis[1].clone()],
                [axis[2].clone(), Atom::num(0), -&axis[0]],
                [-&axis[1], axis[0].clone(), Atom::num(0)],
            ];
            jf.k2 = std::array::from_fn(|r| {
                std::array::from_fn(|c| {
                    let id = Atom::num(i64::from(r == c));
                    (&(&axis[r] * &axis[c]) - &id).expand()
                })
            });
            jf
        })
        .collect();
    (frames, rounded)
}

/// A rational `f64` as an expression: its shortest decimal, or 0 below `1e-20` (a rational
/// quaternion or stereographic point stays exact whatever its components).
fn rational_constant(x: f64) -> Atom {
    constant(if x.abs() < 1e-20 { 0.0 } else { x })
}

/// The exactly orthogonal rational rotation nearest to `e` through its unit quaternion.
fn rational_rotation(e: &[[f64; 3]; 3]) -> M3 {
    // Shepperd's method: the quaternion from its largest component.
    let trace = e[0][0] + e[1][1] + e[2][2];
    let (w, x, y, z) = if trace > 0.0 {
        let s = 2.0 * (1.0 + trace).sqrt();
        (
            s / 4.0,
            (e[2][1] - e[1][2]) / s,
            (e[0][2] - e[2][0]) / s,
            (e[1][0] - e[0][1]) / s,
        )
    } else if e[0][0] > e[1][1] && e[0][0] > e[2][2] {
        let s = 2.0 * (1.0 + e[0][0] - e[1][1] - e[2][2]).sqrt();
        (
            (e[2][1] - e[1][2]) / s,
            s / 4.0,
            (e[0][1] + e[1][0]) / s,
            (e[0][2] + e[2][0]) / s,
        )
    } else if e[1][1] > e[2][2] {
        let s = 2.0 * (1.0 + e[1][1] - e[0][0] - e[2][2]).sqrt();
        (
            (e[0][2] - e[2][0]) / s,
            (e[0][1] + e[1][0]) / s,
            s / 4.0,
            (e[1][2] + e[2][1]) / s,
        )
    } else {
        let s = 2.0 * (1.0 + e[2][2] - e[0][0] - e[1][1]).sqrt();
        (
            (e[1][0] - e[0][1]) / s,
            (e[0][2] + e[2][0]) / s,
            (e[1][2] + e[2][1]) / s,
            s / 4.0,
        )
    };
    let [w, x, y, z] = [w, x, y, z].map(rational_constant);
    let two = Atom::num(2);
    let sq = |a: &Atom| a * a;
    let n = &(&(&sq(&w) + &sq(&x)) + &sq(&y)) + &sq(&z);
    let r = [
        [
            &(&sq(&w) + &sq(&x)) - &(&sq(&y) + &sq(&z)),
            &two * &(&(&x * &y) - &(&w * &z)),
            &two * &(&(&x * &z) + &(&w * &y)),
        ],
        [
            &two * &(&(&x * &y) + &(&w * &z)),
            &(&sq(&w) + &sq(&y)) - &(&sq(&x) + &sq(&z)),
            &two * &(&(&y * &z) - &(&w * &x)),
        ],
        [
            &two * &(&(&x * &z) - &(&w * &y)),
            &two * &(&(&y * &z) + &(&w * &x)),
            &(&sq(&w) + &sq(&z)) - &(&sq(&x) + &sq(&y)),
        ],
    ];
    r.map(|row| row.map(|v| (&v / &n).expand()))
}

/// The rational unit vector nearest to the unit vector `a` through its stereographic
/// coordinates (projected from the pole farther from it).
fn rational_axis(a: [f64; 3]) -> V3 {
    let sign = if a[2] >= 0.0 { 1.0 } else { -1.0 };
    let (u, v) = (a[0] / (1.0 + sign * a[2]), a[1] / (1.0 + sign * a[2]));
    let (u, v) = (rational_constant(u), rational_constant(v));
    let uv = &(&u * &u) + &(&v * &v);
    let n = &Atom::num(1) + &uv;
    let two = Atom::num(2);
    let z = &(&Atom::num(1) - &uv) * &Atom::num(if sign > 0.0 { 1 } else { -1 });
    [&two * &u, &two * &v, z].map(|c| (&c / &n).expand())
}

/// The most primes the coefficients are reconstructed from (about 3,900 bits).
const MAX_PRIMES: usize = 64;

/// The symbolic regressor on its program, and what its evaluations need.
struct Context<'m> {
    prog: Program,
    mech: Mechanics<'m>,
    outputs: Vec<Atom>,
    columns: RegressorColumns,
    /// The regressor's columns.
    cols: usize,
    /// Random points stacked per reduction.
    samples: usize,
    /// The runtime parameters of the description.
    n_params: usize,
}

impl Context<'_> {
    /// Random values of the runtime parameters in `f`.
    fn parameters(&self, f: Field, points: &mut Points) -> Parameters {
        Parameters {
            values: (0..self.n_params).map(|_| points.next(f)).collect(),
            read: vec![false; self.n_params],
        }
    }

    /// The reduced row echelon form of the regressor stacked at random points, with the
    /// runtime parameters at `params`.
    fn reduced(
        &self,
        f: Field,
        params: &mut Parameters,
        points: &mut Points,
    ) -> Option<(Vec<usize>, Vec<Vec<u64>>)> {
        let mut stacked = Vec::with_capacity(self.samples * self.mech.links.len());
        for _ in 0..self.samples {
            stacked.extend(sample(f, self, params, points)?);
        }
        Some(reduce(f, stacked, self.cols))
    }
}

/// The monomials in `vars` of total degree at most `degree`, by degree, then in order.
fn monomials(vars: &[usize], degree: u32) -> Vec<Monomial> {
    let mut all: Vec<Monomial> = vec![Vec::new()];
    let mut last: Vec<Monomial> = vec![Vec::new()];
    for _ in 0..degree {
        let mut next: Vec<Monomial> = Vec::new();
        for m in &last {
            // Extend by a variable not before the monomial's last one (each monomial once).
            let from = m
                .last()
                .map_or(0, |&(v, _)| vars.iter().position(|&x| x == v).unwrap());
            for &v in &vars[from..] {
                let mut grown = m.clone();
                match grown.last_mut() {
                    Some((last_var, e)) if *last_var == v => *e += 1,
                    _ => grown.push((v, 1)),
                }
                next.push(grown);
            }
        }
        all.extend(next.iter().cloned());
        last = next;
    }
    all
}

/// `m` at the parameter values `values` in `f`.
fn monomial_value(f: Field, m: &Monomial, values: &[u64]) -> u64 {
    m.iter()
        .fold(1, |acc, &(v, e)| f.mul(acc, f.pow(values[v], u64::from(e))))
}

/// The base parameters of `model`'s regressor with `columns`, derived exactly on its geometry
/// (with its rotations and axes made exact, see the module documentation), or why not.
pub(super) fn exact(
    model: &SymChain,
    columns: RegressorColumns,
) -> Result<BaseParameters, &'static str> {
    let n = model.dof();
    let cols = columns.count(n);
    let (frames, rounded_geometry) = exact_frames(model);
    let mut prog = Program::new();
    let mech = Mechanics::with_frames(model, &mut prog, frames);
    let outputs = mech.regressor(&mut prog, false);
    let ctx = Context {
        prog,
        mech,
        outputs,
        columns,
        cols,
        samples: cols.div_ceil(n) + 4,
        n_params: model.n_params,
    };
    let mut points = Points(chaindyn_model::SplitMix64(0x00BA_5E0F_C0DE));
    // The runtime parameters the regressor reads (its geometry, gravity): the coefficients are
    // polynomials in them, interpolated from reductions at random values of them.
    let f = Field::MERSENNE_61;
    let mut probe = ctx.parameters(f, &mut points);
    sample(f, &ctx, &mut probe, &mut points).ok_or(
        "a constant of the geometry is no rational number the exact derivation can hold (a \
         decimal beyond 36 digits after the point or 20 before it)",
    )?;
    let vars: Vec<usize> = (0..ctx.n_params).filter(|&i| probe.read[i]).collect();
    let degrees: &[u32] = if vars.is_empty() { &[0] } else { &[2, 4] };
    let mut why = "";
    for &degree in degrees {
        let monomials = monomials(&vars, degree);
        match derive_with(&ctx, &monomials, &mut points, rounded_geometry) {
            Ok(base) => return Ok(base),
            Err(e) => why = e,
        }
    }
    Err(why)
}

/// The base parameters with coefficients in the span of `monomials`, if they are.
fn derive_with(
    ctx: &Context,
    monomials: &[Monomial],
    points: &mut Points,
    rounded_geometry: bool,
) -> Result<BaseParameters, &'static str> {
    const NOT_POLYNOMIAL: &str = "a coefficient is no polynomial of total degree 4 or less in \
                                  the runtime parameters the regressor reads";
    // The reduced form's coefficients in each prime, combined by the Chinese remainder theorem:
    // the reduced row echelon form of the row space is unique, so its entries are the same
    // rationals (polynomials) in every prime, whatever the points (a reduction whose pivots
    // differ from the first one's is at unlucky values and skipped).
    let mut pivots: Option<Vec<usize>> = None;
    let mut modulus = BigInt::from(1);
    let mut entries: Vec<Vec<BigInt>> = Vec::new();
    for (used, f) in Field::primes().take(MAX_PRIMES).enumerate() {
        // None: an entry is no combination of the monomials (or, with probability of the order
        // of 1/p, unlucky points).
        let residues =
            interpolated(f, ctx, monomials, &mut pivots, points).ok_or(NOT_POLYNOMIAL)?;
        if used == 0 {
            entries = residues
                .iter()
                .map(|row| row.iter().map(|&x| BigInt::from(x)).collect())
                .collect();
            modulus = BigInt::from(f.0);
        } else {
            // x ≡ a (mod m), x ≡ b (mod p): x = a + m ((b − a) / m mod p).
            let m_inv = f.inv(residue(&modulus, f)).expect("distinct primes");
            for (row, new) in entries.iter_mut().zip(&residues) {
                for (a, &b) in row.iter_mut().zip(new) {
                    let t = f.mul(f.sub(b, residue(a, f)), m_inv);
                    *a += &modulus * BigInt::from(t);
                }
            }
            modulus *= BigInt::from(f.0);
        }
        // Reconstruct after 1, 2, 4, … primes.
        if !(used + 1).is_power_of_two() {
            continue;
        }
        let independent = pivots.clone().ok_or(NOT_POLYNOMIAL)?;
        // Too few primes for some coefficient: more.
        let Some(base) = combine(ctx, &independent, monomials, &entries, &modulus) else {
            continue;
        };
        if verified(ctx, &base, points) {
            return Ok(BaseParameters {
                rounded_geometry,
                ..base
            });
        }
    }
    Err("the coefficients need more than 64 primes' worth of digits (about 3,900 bits)")
}

/// The reduced form's entries in `f` as coefficients of `monomials` (`[row][column ·
/// monomials + monomial]`): with constant coefficients, one reduction; else reductions at random
/// values of the parameters, interpolated. `None` if they are not in that span (or too few
/// reductions had the pivots).
fn interpolated(
    f: Field,
    ctx: &Context,
    monomials: &[Monomial],
    pivots: &mut Option<Vec<usize>>,
    points: &mut Points,
) -> Option<Vec<Vec<u64>>> {
    let nm = monomials.len();
    let wanted = if nm == 1 { 1 } else { nm + 2 };
    let mut rows: Vec<Vec<u64>> = Vec::new();
    for _ in 0..2 * wanted + 4 {
        if rows.len() == wanted {
            break;
        }
        let mut params = ctx.parameters(f, points);
        let (pv, reduced) = ctx.reduced(f, &mut params, points)?;
        match pivots {
            None => *pivots = Some(pv),
            Some(p) if *p != pv => continue,
            Some(_) => {}
        }
        let mut row: Vec<u64> = monomials
            .iter()
            .map(|m| monomial_value(f, m, &params.values))
            .collect();
        row.extend(reduced.iter().flatten());
        rows.push(row);
    }
    if rows.len() < wanted {
        return None;
    }
    let p = pivots.as_ref()?.len();
    let width = nm + p * ctx.cols;
    if nm == 1 {
        // A constant: the reduction's entries themselves.
        let e = &rows[0][1..];
        return Some(
            (0..p)
                .map(|k| e[k * ctx.cols..(k + 1) * ctx.cols].to_vec())
                .collect(),
        );
    }
    // Solve V c = E for every entry at once; a pivot beyond V's columns means an entry that is
    // no combination of the monomials.
    let (pv, solved) = reduce(f, rows, width);
    if pv != (0..nm).collect::<Vec<_>>() {
        return None;
    }
    Some(
        (0..p)
            .map(|k| {
                (0..ctx.cols)
                    .flat_map(|j| (0..nm).map(move |m| (j, m)))
                    .map(|(j, m)| solved[m][nm + k * ctx.cols + j])
                    .collect()
            })
            .collect(),
    )
}

/// The base parameters read from the combined reduced form, if every entry reconstructs.
fn combine(
    ctx: &Context,
    independent: &[usize],
    monomials: &[Monomial],
    entries: &[Vec<BigInt>],
    modulus: &BigInt,
) -> Option<BaseParameters> {
    let nm = monomials.len();
    let mut combinations = vec![Vec::new(); independent.len()];
    let mut unidentifiable = Vec::new();
    for j in (0..ctx.cols).filter(|j| !independent.contains(j)) {
        let mut any = false;
        for (k, row) in entries.iter().enumerate() {
            let mut terms = Vec::new();
            for (m, monomial) in monomials.iter().enumerate() {
                let x = &row[j * nm + m];
                if x.sign() != Sign::NoSign {
                    terms.push((monomial.clone(), reconstruct(x, modulus)?));
                }
            }
            if !terms.is_empty() {
                combinations[k].push((j, Polynomial { terms }));
                any = true;
            }
        }
        if !any {
            unidentifiable.push(j);
        }
    }
    Some(BaseParameters {
        independent: independent.to_vec(),
        combinations,
        unidentifiable,
        rounded_geometry: false,
        snapped: 0.0,
    })
}

/// Whether every dependent column is its combination at fresh points and fresh values of the
/// parameters, in a field other than the reductions'.
fn verified(ctx: &Context, base: &BaseParameters, points: &mut Points) -> bool {
    let g = Field::MERSENNE_61;
    for _ in 0..2 {
        let mut params = ctx.parameters(g, points);
        let mut beta = vec![vec![0u64; ctx.cols]; base.independent.len()];
        for (k, c) in base.combinations.iter().enumerate() {
            for (j, poly) in c {
                for (m, coefficient) in &poly.terms {
                    let Some(r) = coefficient.residue(g) else {
                        return false;
                    };
                    let term = g.mul(r, monomial_value(g, m, &params.values));
                    beta[k][*j] = g.add(beta[k][*j], term);
                }
            }
        }
        for _ in 0..3 {
            let Some(rows) = sample(g, ctx, &mut params, points) else {
                return false;
            };
            for row in &rows {
                for j in (0..ctx.cols).filter(|j| !base.independent.contains(j)) {
                    let combined = base
                        .independent
                        .iter()
                        .enumerate()
                        .fold(0, |acc, (k, &lead)| {
                            g.add(acc, g.mul(beta[k][j], row[lead]))
                        });
                    if combined != row[j] {
                        return false;
                    }
                }
            }
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    fn big(s: &str) -> BigInt {
        s.parse().expect("an integer")
    }

    #[test]
    fn the_first_primes_are_the_largest_below_two_to_the_62() {
        let p: Vec<u64> = Field::primes().take(3).map(|f| f.0).collect();
        assert_eq!(p[0], (1 << 62) - 57);
        assert!(p[1] < p[0] && p[2] < p[1]);
        // Each is prime: no factor among small ones, and Fermat's little theorem holds.
        for &q in &p {
            assert!((3..2000u64).step_by(2).all(|d| q % d != 0));
            assert_eq!(Field(q).pow(3, q - 1), 1);
        }
    }

    #[test]
    fn long_rationals_are_reconstructed_over_several_primes() {
        // 0.30000000000000004² in lowest terms (the decimal's 34 digits over 10³⁴, over 16).
        let exact = Coefficient {
            num: big("56250000000000015000000000000001"),
            den: big("625000000000000000000000000000000"),
        };
        let mut modulus = BigInt::from(1);
        let mut x = BigInt::from(0);
        for f in Field::primes().take(5) {
            let r = exact.residue(f).expect("an invertible denominator");
            let m_inv = f.inv(residue(&modulus, f)).expect("distinct primes");
            let t = f.mul(f.sub(r, residue(&x, f)), m_inv);
            x += &modulus * BigInt::from(t);
            modulus *= BigInt::from(f.0);
        }
        // Five primes (310 bits) hold it; two do not.
        assert_eq!(reconstruct(&x, &modulus), Some(exact.clone()));
        let two = BigInt::from(Field::primes().next().unwrap().0);
        let two = &two * BigInt::from(Field::primes().nth(1).unwrap().0);
        assert_ne!(reconstruct(&(&x % &two), &two), Some(exact));
        // A small one from one prime, negative included.
        let f = Field::primes().next().unwrap();
        let minus_third = f.sub(0, f.inv(3).unwrap());
        assert_eq!(
            reconstruct(&BigInt::from(minus_third), &BigInt::from(f.0)),
            Some(Coefficient {
                num: BigInt::from(-1),
                den: BigInt::from(3)
            })
        );
    }

    #[test]
    fn monomials_up_to_a_total_degree_each_once() {
        assert_eq!(
            monomials(&[0, 2], 2),
            vec![
                vec![],
                vec![(0, 1)],
                vec![(2, 1)],
                vec![(0, 2)],
                vec![(0, 1), (2, 1)],
                vec![(2, 2)],
            ]
        );
        // C(3 + 4, 4) monomials of degree ≤ 4 in three variables.
        assert_eq!(monomials(&[1, 3, 4], 4).len(), 35);
        assert_eq!(monomials(&[5], 0), vec![vec![]]);
    }

    #[test]
    fn coefficients_round_to_the_nearest_f64() {
        let c = |num: &str, den: &str| Coefficient {
            num: big(num),
            den: big(den),
        };
        assert_eq!(c("1", "3").to_f64(), 1.0 / 3.0);
        assert_eq!(c("-1", "10").to_f64(), -0.1);
        assert_eq!(c("0", "1").to_f64(), 0.0);
        // 2⁵³ + 1 is halfway between two f64s: ties to even; one more above it rounds up.
        assert_eq!(c("9007199254740993", "1").to_f64(), 9007199254740992.0);
        assert_eq!(
            c("90071992547409931", "10").to_f64(),
            9007199254740994.0,
            "just above the midpoint"
        );
        assert_eq!(
            c(
                "900000000000000240000000000000016",
                "10000000000000000000000000000000000"
            )
            .to_f64(),
            0.09000000000000002
        );
        // Far from 1: 2⁻¹⁰⁶⁰ (subnormal) and 3 · 2¹⁰⁰⁰.
        let two = BigInt::from(2);
        let tiny = Coefficient {
            num: BigInt::from(1),
            den: two.pow(1060),
        };
        assert_eq!(tiny.to_f64(), 2f64.powi(-1000) * 2f64.powi(-60));
        let huge = Coefficient {
            num: BigInt::from(3) * two.pow(1000),
            den: BigInt::from(1),
        };
        assert_eq!(huge.to_f64(), 3.0 * 2f64.powi(1000));
    }
}
