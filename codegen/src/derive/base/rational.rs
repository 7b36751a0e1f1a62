//! Exact coefficients: rationals ([`Coefficient`]) reconstructed from their residues modulo
//! primes (the Chinese remainder theorem, then Wang's rational reconstruction), and polynomials
//! of them in the runtime parameters ([`Polynomial`] of [`Monomial`]s).

use crate::symbolic::program::Field;
use num_bigint::{BigInt, Sign};

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
    pub(super) fn residue(&self, f: Field) -> Option<u64> {
        let p = BigInt::from(f.0);
        let modulo = |x: &BigInt| -> u64 {
            let r = ((x % &p) + &p) % &p;
            r.to_u64_digits().1.first().copied().unwrap_or(0)
        };
        Some(f.mul(modulo(&self.num), f.inv(modulo(&self.den))?))
    }
}

/// `x mod p` for a non-negative `x`.
pub(super) fn residue(x: &BigInt, f: Field) -> u64 {
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
pub(super) fn reconstruct(x: &BigInt, m: &BigInt) -> Option<Coefficient> {
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

/// `x ≡ a (mod m)` and `x ≡ b (mod p)` combined into `a` (then modulo `m p`):
/// `x = a + m ((b − a) / m mod p)`, with `m_inv` the inverse of `m` modulo `f`'s prime `p`.
pub(super) fn chinese_remainder(a: &mut BigInt, b: u64, modulus: &BigInt, m_inv: u64, f: Field) {
    let t = f.mul(f.sub(b, residue(a, f)), m_inv);
    *a += modulus * BigInt::from(t);
}

/// The monomials in `vars` of total degree at most `degree`, by degree, then in order.
pub(super) fn monomials(vars: &[usize], degree: u32) -> Vec<Monomial> {
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
pub(super) fn monomial_value(f: Field, m: &Monomial, values: &[u64]) -> u64 {
    m.iter()
        .fold(1, |acc, &(v, e)| f.mul(acc, f.pow(values[v], u64::from(e))))
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
            chinese_remainder(&mut x, r, &modulus, m_inv, f);
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
