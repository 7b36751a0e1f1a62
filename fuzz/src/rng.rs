//! The fuzzers' draws on the workspace's generator, SplitMix64 ([`chaindyn_model::SplitMix64`]):
//! one stream per input of a run, and the integer ranges, choices and weights that mutations use.

use chaindyn_model::SplitMix64;

/// SplitMix64 with the fuzzers' draws. Not cryptographic; the same seed gives the same numbers
/// on every platform and Rust version.
#[derive(Debug, Clone)]
pub struct Rng(SplitMix64);

impl Rng {
    /// A generator seeded with `seed`.
    pub fn new(seed: u64) -> Rng {
        Rng(SplitMix64(seed))
    }

    /// The generator of input number `index` of a run with seed `seed`: every input has its own
    /// stream, so input `index` can be regenerated on its own (replay) without the ones before.
    pub fn for_input(seed: u64, index: u64) -> Rng {
        let mix = SplitMix64::mix;
        Rng::new(mix(seed ^ mix(index.wrapping_add(SplitMix64::GAMMA))))
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0.next_u64()
    }

    /// A number in `0..n` (`n > 0`; 0 for `n = 0`), by multiply-shift (bias below `n / 2^64`).
    pub fn below(&mut self, n: usize) -> usize {
        self.0.below(n)
    }

    /// A number in `lo..=hi` (`lo <= hi`).
    pub fn range(&mut self, lo: usize, hi: usize) -> usize {
        lo + self.below(hi - lo + 1)
    }

    /// A number in `lo..=hi` with a uniformly distributed number of bits (log-uniform): small
    /// values are as likely as large ones by order of magnitude, so sizes up to `hi` are tried
    /// without making the average input huge.
    pub fn log_range(&mut self, lo: usize, hi: usize) -> usize {
        let lo = lo.max(1);
        let bits = usize::BITS - hi.leading_zeros();
        let top = 1usize
            .checked_shl(self.range(1, bits as usize) as u32)
            .unwrap_or(usize::MAX);
        self.range(lo, top.clamp(lo, hi))
    }

    /// True with probability `num / den`.
    pub fn chance(&mut self, num: usize, den: usize) -> bool {
        self.below(den) < num
    }

    /// A uniformly chosen element of a non-empty slice.
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }

    /// An index chosen with the given weights (not all zero).
    pub fn weighted(&mut self, weights: &[u32]) -> usize {
        let total: u64 = weights.iter().map(|&w| u64::from(w)).sum();
        let mut x = ((self.next_u64() as u128 * total as u128) >> 64) as u64;
        for (i, &w) in weights.iter().enumerate() {
            if x < u64::from(w) {
                return i;
            }
            x -= u64::from(w);
        }
        weights.len() - 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deterministic_and_per_input() {
        let a: Vec<u64> = (0..4).map(|_| Rng::new(7).next_u64()).collect();
        assert!(a.windows(2).all(|w| w[0] == w[1]));
        // The reference values of SplitMix64 seeded with 0 (as in Vigna's splitmix64.c).
        let mut r = Rng::new(0);
        assert_eq!(r.next_u64(), 0xe220_a839_7b1d_cdaf);
        assert_eq!(r.next_u64(), 0x6e78_9e6a_a1b9_65f4);
        // Different inputs of a run, and the same input of different runs, differ.
        let x = Rng::for_input(1, 5).next_u64();
        assert_ne!(x, Rng::for_input(1, 6).next_u64());
        assert_ne!(x, Rng::for_input(2, 5).next_u64());
        assert_eq!(x, Rng::for_input(1, 5).next_u64());
    }

    #[test]
    fn ranges_stay_in_bounds() {
        let mut r = Rng::new(3);
        for _ in 0..10_000 {
            assert!(r.below(7) < 7);
            assert!((3..=9).contains(&r.range(3, 9)));
            assert!((1..=12_000).contains(&r.log_range(1, 12_000)));
            assert!(r.weighted(&[0, 5, 0, 1]) % 2 == 1);
        }
        assert_eq!(r.below(0), 0);
        assert_eq!(r.range(4, 4), 4);
        assert!(r.log_range(1, usize::MAX) >= 1);
    }
}
