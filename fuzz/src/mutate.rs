//! Format-agnostic byte mutations, for every target.

use crate::Rng;

/// Bytes that often matter to parsers: delimiters, quotes, escapes, control and non-ASCII bytes
/// (the first byte of a two-byte UTF-8 sequence, a continuation byte, an invalid byte).
pub const INTERESTING_BYTES: &[u8] =
    b"\0\t\n\r \"#&'(),-./0123456789:;<=>?[\\]_{}\x7f\x80\xbf\xc3\xff";

/// Applies one random byte-level mutation to `data`, using `dictionary` for token insertions (it
/// may be empty). An empty `data` only grows. The result may be any bytes (not UTF-8).
pub fn mutate_bytes(rng: &mut Rng, data: &mut Vec<u8>, dictionary: &[&[u8]]) {
    if data.is_empty() {
        data.push(*rng.pick(INTERESTING_BYTES));
        return;
    }
    let n = data.len();
    match rng.weighted(&[3, 3, 2, 2, 2, 2, 1, 2, 3]) {
        // Flip one bit.
        0 => {
            let i = rng.below(n);
            data[i] ^= 1 << rng.below(8);
        }
        // Overwrite a byte with an interesting or a random one.
        1 => {
            let i = rng.below(n);
            data[i] = if rng.chance(3, 4) {
                *rng.pick(INTERESTING_BYTES)
            } else {
                rng.next_u64() as u8
            };
        }
        // Insert a byte.
        2 => {
            let i = rng.below(n + 1);
            data.insert(i, *rng.pick(INTERESTING_BYTES));
        }
        // Delete a short range.
        3 => {
            let (a, b) = short_range(rng, n);
            data.drain(a..b);
        }
        // Duplicate a short range in place.
        4 => {
            let (a, b) = short_range(rng, n);
            let copy = data[a..b].to_vec();
            data.splice(b..b, copy);
        }
        // Copy a short range somewhere else.
        5 => {
            let (a, b) = short_range(rng, n);
            let copy = data[a..b].to_vec();
            let at = rng.below(n + 1);
            data.splice(at..at, copy);
        }
        // Truncate.
        6 => data.truncate(rng.below(n)),
        // Swap two bytes.
        7 => {
            let (i, j) = (rng.below(n), rng.below(n));
            data.swap(i, j);
        }
        // Insert a dictionary token (or an interesting byte without a dictionary).
        _ => {
            let at = rng.below(n + 1);
            if dictionary.is_empty() {
                data.insert(at, *rng.pick(INTERESTING_BYTES));
            } else {
                data.splice(at..at, rng.pick(dictionary).iter().copied());
            }
        }
    }
}

/// A range `a..b` within `0..n` (`n > 0`) of length 1 to 64 (log-uniform).
fn short_range(rng: &mut Rng, n: usize) -> (usize, usize) {
    let len = rng.log_range(1, 64.min(n));
    let a = rng.below(n - len + 1);
    (a, a + len)
}

/// `data` as text, invalid UTF-8 replaced by U+FFFD (what a reader that must have a `&str` gets).
pub fn into_text(data: Vec<u8>) -> String {
    match String::from_utf8(data) {
        Ok(s) => s,
        Err(e) => String::from_utf8_lossy(e.as_bytes()).into_owned(),
    }
}

/// The FNV-1a 64-bit hash of `data`: names saved inputs by content.
pub fn fnv1a(data: &[u8]) -> u64 {
    data.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mutations_stay_in_bounds() {
        let dict: &[&[u8]] = &[b"<a>", b""];
        for seed in 0..2_000 {
            let mut rng = Rng::new(seed);
            let mut data = b"<robot name=\"r\"/>".to_vec();
            for _ in 0..20 {
                mutate_bytes(&mut rng, &mut data, dict);
                if seed % 2 == 0 {
                    mutate_bytes(&mut rng, &mut data, &[]);
                }
            }
            let _ = into_text(data);
        }
        assert_eq!(fnv1a(b""), 0xcbf2_9ce4_8422_2325);
        assert_eq!(fnv1a(b"a"), 0xaf63_dc4c_8601_ec8c);
    }
}
