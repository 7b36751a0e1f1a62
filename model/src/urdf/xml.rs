//! The XML layer: the importer's limits and the scan that enforces them before the parser runs,
//! the parse into a `roxmltree` document, and the helpers that read numbers, `<origin>`s and
//! attributes from its elements with line numbers for the errors.

use super::error::{invalid, UrdfError};

/// The largest input [`Chain::from_urdf_str`] reads: 16 MiB. Robot descriptions are text that
/// refers to meshes in separate files: the Franka Panda's is 7 KiB, a full humanoid's well under
/// 1 MiB, so 16 MiB leaves a wide margin while bounding the work: with the other limits, the
/// worst inputs of this size tried (elements of 64 attributes, a million nodes, nesting 250 deep,
/// one 16 MiB attribute) import or fail in at most 0.7 s and 200 MiB (release build, 2 cores).
///
/// [`Chain::from_urdf_str`]: crate::Chain::from_urdf_str
pub const MAX_INPUT_BYTES: usize = 16 << 20;

/// The deepest element nesting accepted, the `<robot>` element being level 1: 256. URDF needs 5
/// levels (`<robot>`, `<link>`, `<visual>`, `<geometry>`, `<mesh>`) and `<gazebo>` extension
/// blocks a few more; far deeper nesting is a broken or hostile file.
pub const MAX_XML_DEPTH: usize = 256;

/// The most attributes one element may have: 64. URDF's elements have at most 6 (`<inertia>`).
/// The XML parser checks an element's attributes for duplicates pairwise, so its time grows with
/// the square of their number (measured, release build: 0.2 s for one element with 20 000
/// attributes; the 1.8 million that fit in [`MAX_INPUT_BYTES`] would take about half an hour);
/// at 64 per element, a file of the largest size made of such elements parses in 0.6 s.
pub const MAX_XML_ATTRIBUTES: usize = 64;

/// The most XML namespace declarations (`xmlns`, `xmlns:prefix` attributes) in a document: 32.
/// URDF needs none (an unexpanded xacro file declares one or two). The parser copies the
/// namespaces in scope into every element that declares one and checks each against the
/// element's own, so its time grows with the square of the declarations (measured, release
/// build: 26 s for a 194 KB file of 32 nested elements declaring 64 namespaces each, then 10 000
/// elements declaring one).
pub const MAX_XML_NAMESPACES: usize = 32;

/// The most XML nodes (elements, text between them, comments, processing instructions) accepted:
/// 1 000 000, the parser's `nodes_limit`. A link with visual, collision and inertial data is
/// about 50 nodes (whitespace included), a joint about 15, so [`MAX_LINKS`] links with their
/// joints fit with room to spare.
pub const MAX_XML_NODES: usize = 1_000_000;

/// The most `<link>` elements accepted: 10 000. The largest robot descriptions (humanoids,
/// multi-arm cells, hands) have a few hundred links; chaindyn derives serial chains of a few
/// dozen.
pub const MAX_LINKS: usize = 10_000;

/// The most `<joint>` elements accepted: 10 000 (a tree of [`MAX_LINKS`] links has one joint
/// fewer).
pub const MAX_JOINTS: usize = 10_000;

/// The limits an import runs under: the `MAX_*` constants, or other values in tests.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Limits {
    pub(crate) input_bytes: usize,
    pub(crate) xml_depth: usize,
    pub(crate) xml_attributes: usize,
    pub(crate) xml_namespaces: usize,
    pub(crate) xml_nodes: usize,
    pub(crate) links: usize,
    pub(crate) joints: usize,
}

impl Limits {
    pub(crate) const DEFAULT: Limits = Limits {
        input_bytes: MAX_INPUT_BYTES,
        xml_depth: MAX_XML_DEPTH,
        xml_attributes: MAX_XML_ATTRIBUTES,
        xml_namespaces: MAX_XML_NAMESPACES,
        xml_nodes: MAX_XML_NODES,
        links: MAX_LINKS,
        joints: MAX_JOINTS,
    };
}

/// Which limit of the XML scan an input exceeds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum XmlExcess {
    Depth,
    Attributes,
    Namespaces,
}

/// The first place (limit, byte offset of the start tag) where `xml` exceeds the nesting depth
/// (the root element being level 1), the attributes of one element or the namespace declarations
/// of the document allowed by `limits`, if any: a single pass over the text, before and
/// independent of the XML parser.
///
/// It follows the XML grammar far enough to count as a parser does on well-formed text: it skips
/// comments, CDATA sections, processing instructions and quoted attribute values (which may
/// contain `>` and `/>`), counts `<name ...>` as one level down and `</name>` as one up (an empty
/// element `<name .../>` is one level below its parent), each quoted value in a start tag as an
/// attribute, and each attribute named `xmlns` or `xmlns:*` as a namespace declaration. It stops
/// at the first construct that the parser rejects at that point anyway (a `<!DOCTYPE`, which the
/// parser refuses as configured, a `<` not followed by a name, an unterminated construct), so up
/// to where the parser stops, the parser never sees more than counted here.
pub(super) fn xml_excess(xml: &str, limits: &Limits) -> Option<(XmlExcess, usize)> {
    let b = xml.as_bytes();
    let find = |from: usize, pat: &[u8]| -> Option<usize> {
        b.get(from..)?
            .windows(pat.len())
            .position(|w| w == pat)
            .map(|p| from + p)
    };
    let mut depth = 0usize;
    let mut namespaces = 0usize;
    let mut i = 0;
    while let Some(p) = b[i..].iter().position(|&c| c == b'<') {
        let at = i + p;
        let rest = &b[at..];
        if rest.starts_with(b"<!--") {
            i = find(at + 4, b"-->")? + 3;
        } else if rest.starts_with(b"<![CDATA[") {
            i = find(at + 9, b"]]>")? + 3;
        } else if rest.starts_with(b"<?") {
            i = find(at + 2, b"?>")? + 2;
        } else if rest.starts_with(b"<!") {
            return None;
        } else if rest.starts_with(b"</") {
            depth = depth.saturating_sub(1);
            i = at + 2 + b[at + 2..].iter().position(|&c| c == b'>')? + 1;
        } else if !b
            .get(at + 1)
            .is_some_and(|&c| c.is_ascii_alphabetic() || c == b'_' || c == b':' || c >= 0x80)
        {
            // Not a name after `<`: the parser stops here with an error.
            return None;
        } else {
            // A start tag: up to the first `>` outside quotes; a quoted value is an attribute.
            // An empty element `<name/>` is a level too, but closes at once.
            if depth >= limits.xml_depth {
                return Some((XmlExcess::Depth, at));
            }
            let mut attributes = 0usize;
            let mut j = at + 1;
            loop {
                let c = *b.get(j)?;
                if c == b'>' {
                    break;
                }
                if c == b'"' || c == b'\'' {
                    attributes += 1;
                    if attributes > limits.xml_attributes {
                        return Some((XmlExcess::Attributes, at));
                    }
                    if is_namespace_declaration(&b[at + 1..j]) {
                        namespaces += 1;
                        if namespaces > limits.xml_namespaces {
                            return Some((XmlExcess::Namespaces, at));
                        }
                    }
                    j += 1 + b[j + 1..].iter().position(|&q| q == c)?;
                }
                j += 1;
            }
            if b[j - 1] != b'/' {
                depth += 1;
            }
            i = j + 1;
        }
    }
    None
}

/// Whether the attribute whose value's opening quote ends `tag` (the start tag so far, without
/// its `<`) is `xmlns` or `xmlns:*`: the name before the `=`.
fn is_namespace_declaration(tag: &[u8]) -> bool {
    let trimmed = |s: &[u8]| -> usize {
        s.len()
            - s.iter()
                .rev()
                .take_while(|c| c.is_ascii_whitespace())
                .count()
    };
    let end = trimmed(tag);
    let Some(before_eq) = tag[..end].strip_suffix(b"=") else {
        return false;
    };
    let name_end = trimmed(before_eq);
    let name_start = before_eq[..name_end]
        .iter()
        .rposition(|c| c.is_ascii_whitespace())
        .map_or(0, |k| k + 1);
    let name = &before_eq[name_start..name_end];
    name == b"xmlns" || name.starts_with(b"xmlns:")
}

/// The XML document of `xml`, within `limits`: the input size, then the scan of
/// [`xml_excess`], then the parser with its node limit.
pub(super) fn parse_document<'a>(
    xml: &'a str,
    limits: &Limits,
) -> Result<roxmltree::Document<'a>, UrdfError> {
    if xml.len() > limits.input_bytes {
        return Err(UrdfError::InputTooLarge {
            bytes: xml.len(),
            limit: limits.input_bytes,
        });
    }
    if let Some((excess, offset)) = xml_excess(xml, limits) {
        let line = Lines::new(&xml[..offset]).at(offset);
        return Err(match excess {
            XmlExcess::Depth => UrdfError::XmlTooDeep {
                line,
                limit: limits.xml_depth,
            },
            XmlExcess::Attributes => UrdfError::TooManyAttributes {
                line,
                limit: limits.xml_attributes,
            },
            XmlExcess::Namespaces => UrdfError::TooManyNamespaces {
                line,
                limit: limits.xml_namespaces,
            },
        });
    }
    let options = roxmltree::ParsingOptions {
        nodes_limit: u32::try_from(limits.xml_nodes).unwrap_or(u32::MAX),
        ..roxmltree::ParsingOptions::default()
    };
    roxmltree::Document::parse_with_options(xml, options).map_err(|e| {
        if let roxmltree::Error::NodesLimitReached = e {
            return UrdfError::TooManyXmlNodes {
                limit: limits.xml_nodes,
            };
        }
        let pos = e.pos();
        let text = e.to_string();
        // roxmltree ends its message with the position, which `Display` already leads with.
        let suffix = format!(" at {}:{}", pos.row, pos.col);
        UrdfError::Xml {
            line: pos.row,
            column: pos.col,
            message: text.strip_suffix(&suffix).unwrap_or(&text).to_owned(),
        }
    })
}

/// Line numbers of byte offsets. `roxmltree::Document::text_pos_at` counts the lines from the
/// start of the text at every call ("very expensive, use only for errors"), which made the
/// import quadratic in the size of the file (a line for every element); this counts them once.
pub(super) struct Lines {
    /// Byte offsets of the `\n`s, ascending.
    newlines: Vec<usize>,
}

impl Lines {
    pub(super) fn new(text: &str) -> Lines {
        Lines {
            newlines: text
                .bytes()
                .enumerate()
                .filter(|(_, b)| *b == b'\n')
                .map(|(i, _)| i)
                .collect(),
        }
    }

    /// The 1-based line of byte offset `pos`.
    pub(super) fn at(&self, pos: usize) -> u32 {
        let line = self.newlines.partition_point(|&n| n < pos) + 1;
        u32::try_from(line).unwrap_or(u32::MAX)
    }
}

pub(super) fn line_of(lines: &Lines, node: roxmltree::Node) -> u32 {
    lines.at(node.range().start)
}

/// At most the first 64 characters of a value quoted in an error message (an attribute can be
/// megabytes long), cut at a character boundary.
fn clip(text: &str) -> String {
    const MAX: usize = 64;
    match text.char_indices().nth(MAX) {
        Some((end, _)) => format!("{}...", &text[..end]),
        None => text.to_owned(),
    }
}

/// Parses a finite number.
pub(super) fn number(text: &str, line: u32, what: &str) -> Result<f64, UrdfError> {
    match text.trim().parse::<f64>() {
        Ok(v) if v.is_finite() => Ok(v),
        Ok(_) => invalid(line, format!("{what} = \"{}\" is not finite", clip(text))),
        Err(_) => invalid(line, format!("{what} = \"{}\" is not a number", clip(text))),
    }
}

/// Parses three whitespace-separated finite numbers.
pub(super) fn triple(text: &str, line: u32, what: &str) -> Result<[f64; 3], UrdfError> {
    let parts: Vec<&str> = text.split_whitespace().collect();
    if parts.len() != 3 {
        return invalid(
            line,
            format!(
                "{what} = \"{}\" must be three numbers separated by spaces",
                clip(text)
            ),
        );
    }
    Ok([
        number(parts[0], line, what)?,
        number(parts[1], line, what)?,
        number(parts[2], line, what)?,
    ])
}

pub(super) fn child<'a, 'i>(
    node: roxmltree::Node<'a, 'i>,
    tag: &str,
) -> Option<roxmltree::Node<'a, 'i>> {
    node.children()
        .find(|c| c.is_element() && c.tag_name().name() == tag)
}

/// `<origin xyz rpy>` (both default to zero, as does a missing `<origin>`).
pub(super) fn origin(
    lines: &Lines,
    parent: roxmltree::Node,
    what: &str,
) -> Result<([f64; 3], [f64; 3]), UrdfError> {
    let Some(o) = child(parent, "origin") else {
        return Ok(([0.0; 3], [0.0; 3]));
    };
    let line = line_of(lines, o);
    let xyz = match o.attribute("xyz") {
        Some(t) => triple(t, line, &format!("{what} <origin xyz>"))?,
        None => [0.0; 3],
    };
    let rpy = match o.attribute("rpy") {
        Some(t) => triple(t, line, &format!("{what} <origin rpy>"))?,
        None => [0.0; 3],
    };
    Ok((xyz, rpy))
}

pub(super) fn required<'a>(
    node: roxmltree::Node<'a, '_>,
    attr: &str,
    line: u32,
    what: &str,
) -> Result<&'a str, UrdfError> {
    node.attribute(attr).ok_or_else(|| UrdfError::Invalid {
        line,
        message: format!("{what} has no `{attr}` attribute"),
    })
}
