//! The workspace's one pseudo-random generator, SplitMix64 (Steele, Lea & Flood, "Fast splittable
//! pseudorandom number generators", OOPSLA 2014): 64 bits of state, one addition and a mix per
//! number, every seed (zero included) a full-period stream. Not cryptographic; deterministic on
//! every platform and Rust version, so a seed names the same numbers everywhere. The mass matrix
//! check's configurations, the runtime's sampled states and excitations, the tests' random
//! states, the demo's noise and the fuzzers' inputs all draw from it.

/// SplitMix64: the state is the tuple's `u64` (the seed when constructed).
#[derive(Debug, Clone)]
pub struct SplitMix64(pub u64);

impl SplitMix64 {
    /// The increment of the state per number (the golden ratio's 64-bit fraction).
    pub const GAMMA: u64 = 0x9E37_79B9_7F4A_7C15;

    /// The output function: a bijective mix of 64 bits (also a good hash of a seed).
    pub fn mix(mut z: u64) -> u64 {
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// The next 64 pseudo-random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(Self::GAMMA);
        Self::mix(self.0)
    }

    /// Uniform in `[0, 1)`: the top 53 bits.
    pub fn unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64
    }

    /// Uniform in `[-1, 1)`.
    pub fn symmetric(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 * (2.0 / (1u64 << 53) as f64) - 1.0
    }

    /// Uniform in `[lo, hi)`.
    pub fn uniform(&mut self, lo: f64, hi: f64) -> f64 {
        lo + (hi - lo) * self.unit()
    }

    /// A number in `0..n` by multiply-shift (bias below `n / 2^64`); 0 for `n = 0`.
    pub fn below(&mut self, n: usize) -> usize {
        ((self.next_u64() as u128 * n as u128) >> 64) as usize
    }
}

#[cfg(test)]
mod tests {
    use super::SplitMix64;

    /// The reference stream of seed 1234567 (the generator's published test values).
    #[test]
    fn matches_the_reference_stream() {
        let mut rng = SplitMix64(1234567);
        let expected = [
            6457827717110365317,
            3203168211198807973,
            9817491932198370423,
            4593380528125082431,
            16408922859458223821,
        ];
        for e in expected {
            assert_eq!(rng.next_u64(), e);
        }
    }

    #[test]
    fn draws_stay_in_their_ranges() {
        let mut rng = SplitMix64(0);
        for _ in 0..10_000 {
            let u = rng.unit();
            assert!((0.0..1.0).contains(&u));
            let s = rng.symmetric();
            assert!((-1.0..1.0).contains(&s));
            assert!(rng.below(7) < 7);
        }
        assert_eq!(rng.below(0), 0);
    }
}
