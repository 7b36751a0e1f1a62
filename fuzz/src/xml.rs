//! XML-aware mutations on text: whole elements and attribute values, found by a tolerant scan
//! (no parser: the text being mutated is often not well-formed, and the scan must not reject it).

use crate::Rng;
use std::ops::Range;

/// An element of the text: `<name ...>...</name>` or `<name .../>`.
#[derive(Debug, Clone, PartialEq)]
pub struct Element {
    /// From its `<` to just after the `>` of its end tag (or of the empty element tag).
    pub span: Range<usize>,
    /// Its name.
    pub name: Range<usize>,
    /// Nesting level, the outermost element being 0.
    pub depth: usize,
}

/// An attribute `name="value"` (or with single quotes) of a start tag.
#[derive(Debug, Clone, PartialEq)]
pub struct Attribute {
    /// Its name.
    pub name: Range<usize>,
    /// Its value, between the quotes.
    pub value: Range<usize>,
}

/// The elements (document order) and attributes found in `text`.
#[derive(Debug, Clone, Default)]
pub struct Scan {
    /// Elements whose end was found, in the order of their start.
    pub elements: Vec<Element>,
    /// Attributes of start tags, in text order.
    pub attributes: Vec<Attribute>,
}

/// Scans `text` for elements and attributes. Iterative and linear (apart from end tags that
/// close several unclosed elements); comments, CDATA sections and processing instructions are
/// skipped; an end tag closes the innermost open element of its name (if it is among the 64
/// innermost; elements left open are dropped); an unterminated construct ends the scan.
pub fn scan(text: &str) -> Scan {
    let b = text.as_bytes();
    let find = |from: usize, pat: &[u8]| {
        b.get(from..)
            .and_then(|rest| rest.windows(pat.len()).position(|w| w == pat))
            .map(|p| from + p)
    };
    let is_name = |c: u8| !(c.is_ascii_whitespace() || b"<>/=\"'".contains(&c));
    let mut out = Scan::default();
    // Open elements: (start, name).
    let mut open: Vec<(usize, Range<usize>)> = Vec::new();
    // Finished elements, keyed by start, with their depth.
    let mut done: Vec<Element> = Vec::new();
    let mut i = 0;
    while let Some(p) = b.get(i..).and_then(|r| r.iter().position(|&c| c == b'<')) {
        let at = i + p;
        let rest = &b[at..];
        let skip_to = |pat: &[u8], from: usize| find(from, pat).map(|e| e + pat.len());
        let next = if rest.starts_with(b"<!--") {
            skip_to(b"-->", at + 4)
        } else if rest.starts_with(b"<![CDATA[") {
            skip_to(b"]]>", at + 9)
        } else if rest.starts_with(b"<?") {
            skip_to(b"?>", at + 2)
        } else if rest.starts_with(b"<!") {
            skip_to(b">", at + 2)
        } else if rest.starts_with(b"</") {
            let name_start = at + 2;
            let name_end = name_start + b[name_start..].iter().take_while(|&&c| is_name(c)).count();
            let end = skip_to(b">", name_end);
            // The innermost open element of that name, among the innermost 64 (so that a text
            // with many unclosed elements does not make the scan quadratic).
            let lowest = open.len().saturating_sub(64);
            let matching = open[lowest..]
                .iter()
                .rposition(|(_, n)| b[n.clone()] == b[name_start..name_end])
                .map(|k| lowest + k);
            if let (Some(end), Some(k)) = (end, matching) {
                let depth = k;
                let (start, name) = open[k].clone();
                open.truncate(k);
                done.push(Element {
                    span: start..end,
                    name,
                    depth,
                });
            }
            end
        } else {
            // A start tag: name, then attributes up to the first `>` outside quotes.
            let name_start = at + 1;
            let name_end = name_start + b[name_start..].iter().take_while(|&&c| is_name(c)).count();
            let mut j = name_end;
            let mut end = None;
            while j < b.len() {
                match b[j] {
                    b'>' => {
                        end = Some(j + 1);
                        break;
                    }
                    b'"' | b'\'' => {
                        let q = b[j];
                        // The attribute name: the name characters before `=` (and spaces).
                        let mut k = j;
                        while k > name_end && b[k - 1].is_ascii_whitespace() {
                            k -= 1;
                        }
                        if k > name_end && b[k - 1] == b'=' {
                            k -= 1;
                        }
                        while k > name_end && b[k - 1].is_ascii_whitespace() {
                            k -= 1;
                        }
                        let attr_end = k;
                        while k > name_end && is_name(b[k - 1]) {
                            k -= 1;
                        }
                        match b[j + 1..].iter().position(|&c| c == q) {
                            Some(len) => {
                                out.attributes.push(Attribute {
                                    name: k..attr_end,
                                    value: j + 1..j + 1 + len,
                                });
                                j += len + 2;
                            }
                            None => break,
                        }
                    }
                    _ => j += 1,
                }
            }
            if let Some(end) = end {
                if name_end > name_start {
                    if b[end - 2] == b'/' {
                        done.push(Element {
                            span: at..end,
                            name: name_start..name_end,
                            depth: open.len(),
                        });
                    } else {
                        open.push((at, name_start..name_end));
                    }
                }
            }
            end
        };
        match next {
            Some(n) => i = n,
            None => break,
        }
    }
    done.sort_by_key(|e| e.span.start);
    out.elements = done;
    out
}

/// Replaces `range` of `text` by `with`.
pub fn replace(text: &mut String, range: Range<usize>, with: &str) {
    text.replace_range(range, with);
}

/// Applies one random structural mutation to the elements of `text`: duplicate one (after itself
/// or elsewhere), delete one, swap two that do not overlap, wrap one in `levels` new elements, or
/// insert one from `donor` (another document). Returns false if `text` has no element to work on.
pub fn mutate_elements(rng: &mut Rng, text: &mut String, donor: &str, levels: usize) -> bool {
    let s = scan(text);
    if s.elements.is_empty() {
        return false;
    }
    let e = rng.pick(&s.elements).clone();
    let piece = text[e.span.clone()].to_owned();
    match rng.weighted(&[4, 2, 4, 3, 2, 2]) {
        0 => text.insert_str(e.span.end, &piece),
        1 => {
            let at = boundary(rng, &s);
            text.insert_str(at, &piece);
        }
        2 => replace(text, e.span, ""),
        3 => {
            // Swap with an element that neither contains nor is contained by it.
            let others: Vec<&Element> = s
                .elements
                .iter()
                .filter(|o| o.span.end <= e.span.start || o.span.start >= e.span.end)
                .collect();
            if others.is_empty() {
                return false;
            }
            let o = (*rng.pick(&others)).clone();
            let other = text[o.span.clone()].to_owned();
            let (first, second) = if o.span.start < e.span.start {
                (o.span.clone(), e.span.clone())
            } else {
                (e.span.clone(), o.span.clone())
            };
            let (first_text, second_text) = if o.span.start < e.span.start {
                (piece, other)
            } else {
                (other, piece)
            };
            // Replace the later one first, so the earlier range stays valid.
            replace(text, second, &first_text);
            replace(text, first, &second_text);
        }
        4 => {
            let names = ["a", "link", "robot", "inertial", "joint"];
            let name = *rng.pick(&names);
            let mut wrapped = String::with_capacity(piece.len() + levels * (2 * name.len() + 5));
            for _ in 0..levels {
                wrapped.push('<');
                wrapped.push_str(name);
                wrapped.push('>');
            }
            wrapped.push_str(&piece);
            for _ in 0..levels {
                wrapped.push_str("</");
                wrapped.push_str(name);
                wrapped.push('>');
            }
            replace(text, e.span, &wrapped);
        }
        _ => {
            let d = scan(donor);
            if d.elements.is_empty() {
                return false;
            }
            let piece = &donor[rng.pick(&d.elements).span.clone()];
            let at = boundary(rng, &s);
            text.insert_str(at, piece);
        }
    }
    true
}

/// The start or the end of a random element of the scan (a place where an element may go).
fn boundary(rng: &mut Rng, s: &Scan) -> usize {
    let e = rng.pick(&s.elements);
    if rng.chance(1, 2) {
        e.span.start
    } else {
        e.span.end
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scan_finds_elements_and_attributes() {
        let text = r#"<?xml version="1.0"?><r a="x>y"><!-- <c> --><b k = 'v'/><d></d></r>"#;
        let s = scan(text);
        let names: Vec<&str> = s.elements.iter().map(|e| &text[e.name.clone()]).collect();
        assert_eq!(names, ["r", "b", "d"]);
        assert_eq!(s.elements[0].span, 21..text.len());
        assert_eq!(s.elements[1].depth, 1);
        let attrs: Vec<(&str, &str)> = s
            .attributes
            .iter()
            .map(|a| (&text[a.name.clone()], &text[a.value.clone()]))
            .collect();
        // The declaration is a processing instruction, not an element: skipped.
        assert_eq!(attrs, [("a", "x>y"), ("k", "v")]);
        // Malformed text: no panic, what can be found is found.
        for bad in [
            "<",
            "<a",
            "<a b=\"",
            "</>",
            "<a></b>",
            "<<>>",
            "<!--",
            "<a/",
            "\u{e9}<\u{e9}>",
        ] {
            let _ = scan(bad);
        }
    }

    #[test]
    fn element_mutations_keep_text_valid() {
        let donor = "<robot><link name=\"x\"/></robot>";
        for seed in 0..500 {
            let mut rng = Rng::new(seed);
            let mut text = String::from("<r>\u{e9}<a k=\"1\"><b/></a><c></c>text</r>");
            for _ in 0..8 {
                let levels = rng.range(1, 3);
                mutate_elements(&mut rng, &mut text, donor, levels);
            }
            // Still a `String`: every edit was at a character boundary.
            assert!(text.len() < 100_000);
        }
    }
}
