//! The base parameters of a chain, derived exactly at build time (Gautier & Khalil, "Direct
//! calculation of minimum set of inertial parameters of serial robots", 1990, find them by
//! rules; here by exact linear algebra on the symbolic regressor).
//!
//! The regressor `Y(q, q̇, q̈)` is evaluated exactly at random points — in the prime field
//! `Z / p`, `p = 2⁶¹ − 1`, where every rational constant of the derivation is exact; the sines and
//! cosines of the joint angles at rational points of the unit circle, `(2t / (1 + t²),
//! (1 − t²) / (1 + t²))` — and the stacked rows reduced to row echelon form with the columns in
//! the standard order. A column is independent if it is not a combination of the columns
//! before it (the first independent columns are the base parameters' leading terms); each other
//! column's coefficients are read from the reduced form and written back as rationals of at most
//! 30 bits over 30 bits (Wang's rational reconstruction), then verified at fresh points in a
//! second field, `Z / (2⁶² − 57)`: a coefficient that is not such a small rational (a merged
//! URDF offset of `0.30000000000000004` squared) has a small rational with the same residue
//! modulo the first prime, never modulo both. A random point makes a dependency appear where
//! there is none only with probability of the order of `degree / p` (Schwartz–Zippel).
//!
//! Joint terms: the armature's (`q̈_i`) and damping's (`q̇_i`) columns are evaluated like the
//! rest; the friction law `q̇ / √(q̇² + v_s²)` is independent of every other column (no other
//! column is such a function of one joint's rate), so each friction column is independent.
//! A chain whose regressor depends on a runtime parameter (its geometry or gravity) has
//! dependencies whose coefficients depend on it, and a chain whose joint frames' rotations or
//! axes are not exact (an `rpy` other than multiples of π/2, an axis such as `[1, 1, 0]`: their
//! decimal constants are orthogonal only to rounding, so the exact dependencies that rotations
//! create are missing by 1e-17) has fewer exact dependencies than physical ones: no base
//! parameters are derived for either (the runtime's numeric `BaseParameters::detect` applies).

use crate::internals::model::{RegressorColumns, SymChain};
use crate::symbolic::mechanics::{constant, rpy_matrix, Mechanics};
use crate::symbolic::program::{Field, Program};
use crate::symbolic::symbols::Var;
use symbolica::atom::Atom;

/// The base parameters of a regressor.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BaseParameters {
    /// The standard columns that lead each base parameter, ascending (`P` of them).
    pub independent: Vec<usize>,
    /// Base parameter `k` is `π[independent[k]] + Σ (num / den) π[j]` over these dependent
    /// columns `j` (each coefficient non-zero, in lowest terms, `den > 0`).
    pub combinations: Vec<Vec<(usize, i64, i64)>>,
    /// The columns that act on no torque at all.
    pub unidentifiable: Vec<usize>,
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

/// The regressor rows at one random point in `f` (`n` rows of `columns.count(n)` entries), or
/// `None` if the regressor needs a runtime parameter.
fn sample(
    f: Field,
    prog: &Program,
    mech: &Mechanics,
    outputs: &[Atom],
    columns: RegressorColumns,
    points: &mut Points,
) -> Result<Option<Vec<Vec<u64>>>, String> {
    let n = mech.links.len();
    let bodies = 10 * n;
    let draw = |points: &mut Points| (0..n).map(|_| points.next(f)).collect::<Vec<u64>>();
    let (q, qd, qdd) = (draw(points), draw(points), draw(points));
    let mut needs_parameter = false;
    let mut angles: Vec<(String, (u64, u64))> = Vec::new();
    let values = prog.evaluate_mod_p(
        f,
        outputs,
        &mut |v| match v {
            Var::Q(i) => Some(q[i]),
            Var::Qd(i) => Some(qd[i]),
            Var::Qdd(i) => Some(qdd[i]),
            _ => {
                needs_parameter = true;
                None
            }
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
    );
    let values = match values {
        Ok(v) => v,
        Err(_) if needs_parameter => return Ok(None),
        Err(e) => return Err(e),
    };
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
    Ok(Some(rows))
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

/// The rational `num / den` (`|num|, den ≤ 2³⁰`) congruent to `x` modulo `f`, if there is one
/// (Wang's rational reconstruction by the extended Euclidean algorithm).
fn rational(f: Field, x: u64) -> Option<(i64, i64)> {
    const BOUND: i128 = 1 << 30;
    let (mut r0, mut r1) = (f.0 as i128, x as i128);
    let (mut t0, mut t1) = (0i128, 1i128);
    while r1 > BOUND {
        let q = r0 / r1;
        (r0, r1) = (r1, r0 - q * r1);
        (t0, t1) = (t1, t0 - q * t1);
    }
    if t1 == 0 || t1.abs() > BOUND {
        return None;
    }
    let (num, den) = if t1 < 0 { (-r1, -t1) } else { (r1, t1) };
    let g = gcd(num.unsigned_abs(), den.unsigned_abs()) as i128;
    Some(((num / g) as i64, (den / g) as i64))
}

fn gcd(a: u128, b: u128) -> u128 {
    if b == 0 {
        a.max(1)
    } else {
        gcd(b, a % b)
    }
}

/// Whether every joint frame's rotation is exactly orthogonal and every axis exactly a unit
/// vector, in the rational constants the derivation uses.
fn exact_rotations(model: &SymChain) -> bool {
    let f = Field::MERSENNE_61;
    let exact = |x: f64| f.rational(&constant(x).to_string());
    model.links.iter().all(|l| {
        let r = rpy_matrix(l.rpy);
        let Some(r): Option<Vec<Vec<u64>>> = r
            .iter()
            .map(|row| row.iter().map(|&x| exact(x)).collect())
            .collect()
        else {
            return false;
        };
        let Some(a): Option<Vec<u64>> = l.axis.iter().map(|&x| exact(x)).collect() else {
            return false;
        };
        let dot = |u: &[u64], v: &[u64]| {
            u.iter()
                .zip(v)
                .fold(0, |acc, (x, y)| f.add(acc, f.mul(*x, *y)))
        };
        (0..3).all(|i| (0..3).all(|j| dot(&r[i], &r[j]) == u64::from(i == j))) && dot(&a, &a) == 1
    })
}

/// The base parameters of `model`'s regressor with `columns`, or `None` where they are not
/// derived (see the module documentation).
pub fn base_parameters(
    model: &SymChain,
    columns: RegressorColumns,
) -> Result<Option<BaseParameters>, String> {
    if !exact_rotations(model) {
        return Ok(None);
    }
    let n = model.dof();
    let cols = columns.count(n);
    let mut prog = Program::new();
    let mech = Mechanics::new(model, &mut prog);
    let outputs = mech.regressor(&mut prog, false);
    let mut points = Points(chaindyn_model::SplitMix64(0x00BA_5E0F_C0DE));
    let f = Field::MERSENNE_61;
    let samples = cols.div_ceil(n) + 4;
    let mut stacked = Vec::with_capacity(samples * n);
    for _ in 0..samples {
        match sample(f, &prog, &mech, &outputs, columns, &mut points)? {
            Some(rows) => stacked.extend(rows),
            None => return Ok(None),
        }
    }
    let (independent, reduced) = reduce(f, stacked, cols);
    let mut combinations = vec![Vec::new(); independent.len()];
    let mut unidentifiable = Vec::new();
    for j in (0..cols).filter(|j| !independent.contains(j)) {
        let mut any = false;
        for (k, row) in reduced.iter().enumerate() {
            if row[j] != 0 {
                let Some((num, den)) = rational(f, row[j]) else {
                    return Ok(None);
                };
                combinations[k].push((j, num, den));
                any = true;
            }
        }
        if !any {
            unidentifiable.push(j);
        }
    }
    // Verification at fresh points of the second field: every dependent column is its
    // combination.
    let g = Field::BELOW_2_62;
    for _ in 0..3 {
        let Some(rows) = sample(g, &prog, &mech, &outputs, columns, &mut points)? else {
            return Ok(None);
        };
        for row in &rows {
            for j in (0..cols).filter(|j| !independent.contains(j)) {
                let combined = combinations.iter().enumerate().fold(0, |acc, (k, c)| {
                    c.iter()
                        .filter(|(col, _, _)| *col == j)
                        .fold(acc, |acc, &(_, num, den)| {
                            let beta = g.mul(g.int(num), g.inv(g.int(den)).unwrap_or(0));
                            g.add(acc, g.mul(beta, row[independent[k]]))
                        })
                });
                if combined != row[j] {
                    return Ok(None);
                }
            }
        }
    }
    Ok(Some(BaseParameters {
        independent,
        combinations,
        unidentifiable,
    }))
}
