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
//!
//! The rationals, their reconstruction and the polynomials are in `rational`; the exact joint
//! frames in `geometry`.

mod geometry;
mod rational;

pub use self::rational::{Coefficient, Monomial, Polynomial};
use crate::internals::model::{RegressorColumns, SymChain};
use crate::symbolic::mechanics::Mechanics;
use crate::symbolic::program::{Field, Program};
use crate::symbolic::symbols::Var;
use geometry::exact_frames;
use num_bigint::{BigInt, Sign};
use rational::{chinese_remainder, monomial_value, monomials, reconstruct, residue};
use symbolica::atom::Atom;

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
                Var::U(_) | Var::W(_) | Var::Gravity(_) => None,
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
            let m_inv = f.inv(residue(&modulus, f)).expect("distinct primes");
            for (row, new) in entries.iter_mut().zip(&residues) {
                for (a, &b) in row.iter_mut().zip(new) {
                    chinese_remainder(a, b, &modulus, m_inv, f);
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
