//! The chain's joint frames made exact: each rotation and axis that is orthogonal (of unit
//! length) only to rounding replaced by the nearest exactly orthogonal rational one, so that the
//! dependencies joint rotations create hold exactly in the prime fields.

use crate::internals::model::SymChain;
use crate::symbolic::mechanics::{constant, JointFrame, M3, V3};
use crate::symbolic::program::Field;
use symbolica::atom::{Atom, AtomCore};

/// The described rotation, axis and Rodrigues matrices of each joint where they are exact (a
/// rotation whose rational constants are exactly orthogonal, an axis exactly of unit length);
/// elsewhere the nearest exact ones (within about 1e-16): a rotation from its unit quaternion
/// written in rationals (any rational quaternion `w + x i + y j + z k` gives the exactly
/// orthogonal rotation `R(w, x, y, z) / (w² + x² + y² + z²)`), an axis from its stereographic
/// coordinates written in rationals. The flag says whether any joint's was rounded.
pub(super) fn exact_frames(model: &SymChain) -> (Vec<JointFrame>, bool) {
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
