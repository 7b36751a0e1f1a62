//! Helpers of the identification limits ([`crate::limits`]): every size a caller passes
//! (samples, harmonics, restarts, iterations), and every product of sizes that an allocation or
//! a search depends on, is checked against its limit before any allocation or work; a larger one
//! is [`IdentificationError::TooLarge`] naming the argument, its value and the limit.

use super::error::IdentificationError;

/// `value` when it is at most `limit`, else [`IdentificationError::TooLarge`].
pub(super) fn at_most(
    argument: &'static str,
    value: usize,
    limit: usize,
) -> Result<usize, IdentificationError> {
    if value > limit {
        return Err(IdentificationError::TooLarge {
            argument,
            value,
            limit,
        });
    }
    Ok(value)
}

/// The product of `factors`, saturating at `usize::MAX` (which every limit refuses).
pub(super) fn product(factors: &[usize]) -> usize {
    factors.iter().fold(1, |p, &f| p.saturating_mul(f))
}
