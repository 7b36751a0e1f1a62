//! The URDF importer target: `chaindyn_model::Chain::from_urdf_str` on mutated robot descriptions.

use crate::mutate::{into_text, mutate_bytes};
use crate::xml::{mutate_elements, replace, scan};
use crate::{Rng, Target};
use chaindyn_model::urdf::{MAX_INPUT_BYTES, MAX_LINKS, MAX_XML_DEPTH};
use chaindyn_model::Chain;
use std::io;
use std::path::{Path, PathBuf};

/// One call of the importer: the text and the `base` and `tip` arguments.
#[derive(Debug, Clone, PartialEq)]
pub struct UrdfInput {
    /// The robot description (often not valid XML, let alone URDF).
    pub xml: String,
    /// The `base` argument.
    pub base: Option<String>,
    /// The `tip` argument.
    pub tip: Option<String>,
}

/// A seed file: a robot description from the repository.
#[derive(Debug, Clone)]
pub struct SeedFile {
    /// Where it was read from.
    pub path: PathBuf,
    /// Its text.
    pub text: String,
}

/// The URDF target: mutates the robot descriptions of the repository (`tests/robots/*.urdf`,
/// `tests/ui-tests/ui/robots/*.urdf`) and imports them.
#[derive(Debug, Clone)]
pub struct UrdfTarget {
    seeds: Vec<SeedFile>,
}

/// Where [`UrdfTarget::from_workspace`] reads its seed files, relative to the workspace root.
pub const SEED_DIRS: [&str; 2] = ["tests/robots", "tests/ui-tests/ui/robots"];

/// Finite numbers that parse: signed zeros, the edges of `f64` (near overflow, subnormals,
/// underflow to zero), values whose squares overflow or underflow, and ordinary ones.
const FINITE: &[&str] = &[
    "0",
    "-0",
    "1",
    "-1",
    "0.5",
    "-0.5",
    "3.14159",
    "1e308",
    "-1e308",
    "1.7976931348623157e308",
    "1e-308",
    "5e-324",
    "-5e-324",
    "1e-400",
    "1e154",
    "1e-154",
    "1e200",
    "-1e200",
    "1e300",
    "1e-300",
    "1.0000000000000002",
    "0.9999999999999999",
    "\t1\n",
    "1e-9",
    "-1e-9",
    "1e9",
    "6.283185307179586",
    "1.5707963267948966",
];

/// Numbers and near-numbers that the importer must reject: non-finite spellings, overflow to
/// infinity, what `f64::from_str` does not read, wrong counts for three-number attributes.
const NOT_FINITE: &[&str] = &[
    "",
    " ",
    "1e309",
    "-1e309",
    "inf",
    "-inf",
    "+inf",
    "infinity",
    "NaN",
    "nan",
    "-nan",
    "0x10",
    "1,5",
    "1_000",
    "\u{661}",
    "1e",
    "e5",
    ".",
    "-",
    "+",
    "--1",
    "1 2",
    "1 2 3 4",
    "0 0 0",
    "1e308 1e308 1e308",
    "nan nan nan",
    "1e999999999",
    "&#49;",
    "&amp;",
];

/// A number for a numeric attribute: mostly one that parses.
fn number(rng: &mut Rng) -> &'static str {
    if rng.chance(2, 3) {
        rng.pick::<&str>(FINITE)
    } else {
        rng.pick::<&str>(NOT_FINITE)
    }
}

/// Joint types, valid and not.
const JOINT_TYPES: &[&str] = &[
    "revolute",
    "continuous",
    "prismatic",
    "fixed",
    "floating",
    "planar",
    "",
    "ball",
    "Revolute",
    "revolute ",
];

/// Tokens for byte-level insertions.
const DICTIONARY: &[&[u8]] = &[
    b"<", b">", b"/>", b"</", b"\"", b"'", b"=", b"&", b";", b"<!--", b"-->", b"<![CDATA[",
    b"]]>", b"<?x ?>", b"&amp;", b"&#0;", b"&#x10FFFF;", b"&#1114112;", b"&unknown;",
    b"<!DOCTYPE robot [<!ENTITY e \"x\">]>", b"\xef\xbb\xbf", b"xmlns:a=\"urn:a\"", b"a:b",
    b"<robot>", b"</robot>", b"<link name=\"\"/>", b"<link name=\"base\"/>",
    b"<joint name=\"j\" type=\"fixed\"><parent link=\"base\"/><child link=\"base\"/></joint>",
    b"<inertial><mass value=\"1\"/><inertia ixx=\"1\" ixy=\"0\" ixz=\"0\" iyy=\"1\" iyz=\"0\" izz=\"1\"/></inertial>",
    b"<origin xyz=\"0 0 1\" rpy=\"0 0 0\"/>", b"<axis xyz=\"0 0 1\"/>", b"<mimic joint=\"j\"/>",
    b"<limit lower=\"1\" upper=\"0\"/>", b"\n", b"\r\n", b"\t",
];

impl UrdfTarget {
    /// The target with the given seed files (at least one).
    pub fn new(seeds: Vec<SeedFile>) -> UrdfTarget {
        assert!(!seeds.is_empty(), "the URDF target needs a seed file");
        UrdfTarget { seeds }
    }

    /// The target with the `.urdf` files of [`SEED_DIRS`] under the workspace root (the parent of
    /// this crate's directory), read now, in name order (so that a seed means the same inputs as
    /// long as the files do not change).
    pub fn from_workspace() -> io::Result<UrdfTarget> {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
        let mut seeds = Vec::new();
        for dir in SEED_DIRS {
            let mut paths: Vec<PathBuf> = std::fs::read_dir(root.join(dir))?
                .map(|e| e.map(|e| e.path()))
                .collect::<io::Result<_>>()?;
            paths.retain(|p| p.extension().is_some_and(|e| e == "urdf"));
            paths.sort();
            for path in paths {
                let text = std::fs::read_to_string(&path)?;
                seeds.push(SeedFile { path, text });
            }
        }
        if seeds.is_empty() {
            return Err(io::Error::new(
                io::ErrorKind::NotFound,
                format!("no .urdf file in {SEED_DIRS:?} under {}", root.display()),
            ));
        }
        Ok(UrdfTarget::new(seeds))
    }

    /// The seed files.
    pub fn seeds(&self) -> &[SeedFile] {
        &self.seeds
    }
}

/// The values of the `name` attributes of `<link>` elements in `text` (by a tolerant scan).
fn link_names(text: &str) -> Vec<String> {
    let s = scan(text);
    s.elements
        .iter()
        .filter(|e| &text[e.name.clone()] == "link")
        .filter_map(|e| {
            // The first `name` attribute of its start tag (no `>` in between); attributes are in
            // text order.
            let first = s.attributes.partition_point(|a| a.name.start < e.name.end);
            s.attributes[first..]
                .iter()
                .take_while(|a| !text[e.name.end..a.name.start].contains('>'))
                .find(|a| &text[a.name.clone()] == "name")
                .map(|a| text[a.value.clone()].to_owned())
        })
        .collect()
}

/// `n` links hanging in a chain from link `parent`: all fixed, all revolute, or a random mix;
/// with or without inertial data; sometimes with one fault somewhere along it (a joint back up
/// the chain, a duplicate name, a bad number, a missing inertial), as a mutation of the whole
/// text would be too slow at this size.
fn chain_text(rng: &mut Rng, parent: &str, n: usize) -> String {
    let kinds = rng.weighted(&[6, 2, 2]);
    let inertial = kinds != 0 && rng.chance(3, 4) || rng.chance(1, 4);
    let tag = rng.next_u64() % 1000;
    let fault_at = rng.below(n);
    let fault = if rng.chance(1, 2) {
        rng.below(5)
    } else {
        usize::MAX
    };
    let mut s = String::with_capacity(n * 200);
    let mut prev = parent.to_owned();
    for i in 0..n {
        let mut name = format!("z{tag}_{i}");
        let mut number = "0.2";
        let mut has_inertial = inertial;
        if i == fault_at {
            match fault {
                // The joint's parent is a link further down: a cycle.
                0 => prev = format!("z{tag}_{}", rng.range(i, n - 1)),
                1 => name = format!("z{tag}_{}", rng.below(i + 1)),
                2 => number = self::number(rng),
                3 => has_inertial = !has_inertial,
                4 => prev = "no_such_link".to_owned(),
                _ => {}
            }
        }
        let kind = match kinds {
            0 => "fixed",
            1 => "revolute",
            _ => *rng.pick(&["fixed", "revolute", "prismatic", "continuous"]),
        };
        s.push_str(&format!("<link name=\"{name}\">"));
        if has_inertial {
            s.push_str("<inertial><origin xyz=\"0.1 0 0\"/><mass value=\"1\"/><inertia ixx=\"0.01\" ixy=\"0\" ixz=\"0\" iyy=\"0.01\" iyz=\"0\" izz=\"0.01\"/></inertial>");
        }
        s.push_str(&format!(
            "</link>\n<joint name=\"{name}_j\" type=\"{kind}\"><parent link=\"{prev}\"/><child link=\"{name}\"/><origin xyz=\"{number} 0 0\" rpy=\"0 0.1 0\"/><axis xyz=\"0 0 1\"/></joint>\n"
        ));
        prev = name;
    }
    s
}

/// Where elements can go in `text`: before `</robot>` if there is one, else the end.
fn robot_end(text: &str) -> usize {
    text.rfind("</robot>").unwrap_or(text.len())
}

impl UrdfTarget {
    /// One small mutation of `xml` (its size changes by little), chosen at random; `names` are
    /// the link names of the seed.
    fn mutate(&self, rng: &mut Rng, xml: &mut String, names: &[String]) {
        match rng.weighted(&[35, 45, 8, 2, 8]) {
            // Elements: duplicate, move, delete, swap, splice from another seed, wrap in a few
            // levels.
            0 => {
                let donor = &rng.pick(&self.seeds).text;
                let levels = rng.range(1, 4);
                mutate_elements(rng, xml, donor, levels);
            }
            // An attribute value: numbers for numbers, names for names, types for types.
            1 => {
                let s = scan(xml);
                if s.attributes.is_empty() {
                    return;
                }
                let a = rng.pick(&s.attributes).clone();
                let key = xml[a.name.clone()].to_owned();
                let value = match key.as_str() {
                    "name" | "link" | "joint" if !names.is_empty() && rng.chance(3, 4) => {
                        rng.pick(names).clone()
                    }
                    "type" => rng.pick(JOINT_TYPES).to_string(),
                    "xyz" | "rpy" => {
                        let n = if rng.chance(7, 8) { 3 } else { rng.below(5) };
                        (0..n).map(|_| number(rng)).collect::<Vec<_>>().join(" ")
                    }
                    _ if rng.chance(1, 20) => "x".repeat(rng.log_range(1, 100_000)),
                    _ => number(rng).to_owned(),
                };
                replace(xml, a.value, &value);
            }
            // Delete an attribute.
            2 => {
                let s = scan(xml);
                if s.attributes.is_empty() {
                    return;
                }
                let a = rng.pick(&s.attributes);
                replace(xml, a.name.start..a.value.end + 1, "");
            }
            // Truncate.
            3 => {
                let mut at = rng.below(xml.len() + 1);
                while !xml.is_char_boundary(at) {
                    at -= 1;
                }
                xml.truncate(at);
            }
            // Bytes.
            _ => {
                let mut bytes = std::mem::take(xml).into_bytes();
                for _ in 0..rng.log_range(1, 8) {
                    mutate_bytes(rng, &mut bytes, DICTIONARY);
                }
                *xml = into_text(bytes);
            }
        }
    }

    /// Sometimes (about 2.3% of inputs) one big mutation, towards or past a limit of the
    /// importer: a long chain (1.2%), deep nesting (0.6%), many nodes (0.2%), many attributes or
    /// namespace declarations (0.3%), an input at or just over the size limit (0.025%). Rare,
    /// since an input of megabytes takes a good fraction of a second in the dev profile (a
    /// second for 16 MiB).
    fn grow(&self, rng: &mut Rng, xml: &mut String, names: &[String]) {
        match rng.below(4000) {
            // A long chain of links hanging from one of the file, up to past the link limit.
            0..=47 => {
                let parent = if names.is_empty() {
                    "base".to_owned()
                } else {
                    rng.pick(names).clone()
                };
                let n = rng.log_range(1, MAX_LINKS + 100);
                let chain = chain_text(rng, &parent, n);
                xml.insert_str(robot_end(xml), &chain);
            }
            // Deep nesting, around the depth limit or far past it.
            48..=71 => {
                let levels = match rng.below(4) {
                    0 => rng.range(MAX_XML_DEPTH - 8, MAX_XML_DEPTH + 2),
                    1 => rng.log_range(1, 5_000),
                    2 => rng.log_range(1, 100_000),
                    _ => 100_000,
                };
                let donor = &rng.pick(&self.seeds).text;
                if !mutate_elements(rng, xml, donor, levels) {
                    xml.insert_str(0, &"<a>".repeat(levels));
                }
            }
            // Many small elements (the node count).
            72..=79 => {
                let n = rng.log_range(1, 1_100_000);
                let piece = *rng.pick(&["<a/>", "<link name=\"\"/>", "<!---->", "x<b/>"]);
                xml.insert_str(robot_end(xml), &piece.repeat(n));
            }
            // One element with many attributes, or many namespace declarations (the parser's
            // time is quadratic in both).
            80..=91 => {
                let n = rng.log_range(1, 100_000);
                let namespaces = rng.chance(1, 2);
                let nested = rng.chance(1, 2);
                let mut piece = String::new();
                for i in 0..n {
                    let attr = if namespaces {
                        format!(" xmlns:p{i}=\"urn:{}\"", i % 7)
                    } else {
                        format!(" a{i}=\"{i}\"")
                    };
                    if nested && (i % 16 == 0) {
                        piece.push_str(if i == 0 { "<e" } else { "><e" });
                    } else if i == 0 {
                        piece.push_str("<e");
                    }
                    piece.push_str(&attr);
                }
                piece.push_str("/>");
                if nested {
                    piece.push_str(&"</e>".repeat(n.div_ceil(16) - 1));
                }
                xml.insert_str(robot_end(xml), &piece);
            }
            // Over the size limit (or just at it).
            92 => {
                let pad = MAX_INPUT_BYTES + rng.range(0, 2) - xml.len().min(MAX_INPUT_BYTES);
                let at = robot_end(xml);
                xml.insert_str(at, &" ".repeat(pad));
            }
            _ => {}
        }
    }

    /// A `base` or `tip` argument: none (most often), a link of the seed or the mutant, or junk.
    fn end_name(rng: &mut Rng, seed_names: &[String], names: &[String]) -> Option<String> {
        match rng.weighted(&[5, 3, 3, 1]) {
            0 => None,
            1 if !seed_names.is_empty() => Some(rng.pick(seed_names).clone()),
            2 if !names.is_empty() => Some(rng.pick(names).clone()),
            _ => Some(rng.pick(&["", "base", " ", "\u{e9}", "world"]).to_string()),
        }
    }
}

impl Target for UrdfTarget {
    type Input = UrdfInput;

    fn name(&self) -> &str {
        "urdf"
    }

    fn extension(&self) -> &str {
        "urdf"
    }

    fn generate(&self, rng: &mut Rng) -> UrdfInput {
        let seed = rng.pick(&self.seeds);
        let mut xml = seed.text.clone();
        let seed_names = link_names(&xml);
        // Mostly a few mutations (still close to valid, so the importer gets past the parser),
        // sometimes many.
        let rounds = if rng.chance(1, 8) {
            rng.range(0, 1)
        } else {
            rng.log_range(1, 12)
        };
        for _ in 0..rounds {
            self.mutate(rng, &mut xml, &seed_names);
        }
        self.grow(rng, &mut xml, &seed_names);
        let names = if rng.chance(1, 2) && xml.len() < 1 << 20 {
            link_names(&xml)
        } else {
            Vec::new()
        };
        let (base, tip) = if rng.chance(1, 2) {
            (None, None)
        } else {
            (
                Self::end_name(rng, &seed_names, &names),
                Self::end_name(rng, &seed_names, &names),
            )
        };
        UrdfInput { xml, base, tip }
    }

    fn execute(&self, input: &UrdfInput) {
        let serial = Chain::from_urdf_str(&input.xml, input.base.as_deref(), input.tip.as_deref());
        let tips: Vec<&str> = input.tip.as_deref().into_iter().collect();
        let tree = Chain::tree_from_urdf_str(&input.xml, input.base.as_deref(), &tips);
        // The tree import of a description the serial import takes (one path below the base,
        // or the path to the tip) is the same chain.
        if let (Ok(s), Ok(t)) = (&serial, &tree) {
            assert_eq!(
                s.chain, t.chain,
                "the tree import of a serial chain is that chain"
            );
        }
        if serial.is_ok() {
            assert!(
                tree.is_ok(),
                "the tree import takes what the serial import takes"
            );
        }
        check(input, serial);
        check(input, tree);
    }

    fn outcome(&self, input: &UrdfInput) -> String {
        match Chain::from_urdf_str(&input.xml, input.base.as_deref(), input.tip.as_deref()) {
            Ok(u) => format!(
                "imported {} DOF from '{}' to '{}' (joints {:?})",
                u.chain.dof(),
                u.base,
                u.tip,
                u.joint_names()
            ),
            Err(e) => format!("error: {e}"),
        }
    }

    fn encode_input(&self, input: &UrdfInput) -> Vec<u8> {
        let mut out = input.xml.clone().into_bytes();
        out.extend_from_slice(
            format!(
                "\n{MARKER}base={} tip={}-->\n",
                encode(input.base.as_deref()),
                encode(input.tip.as_deref())
            )
            .as_bytes(),
        );
        out
    }

    fn decode_input(&self, bytes: &[u8]) -> Option<UrdfInput> {
        let text = std::str::from_utf8(bytes).ok()?;
        let Some(at) = text.rfind(&format!("\n{MARKER}")) else {
            // A plain URDF file: the importer's defaults.
            return Some(UrdfInput {
                xml: text.to_owned(),
                base: None,
                tip: None,
            });
        };
        let call = text[at + 1 + MARKER.len()..]
            .trim_end()
            .strip_suffix("-->")?;
        let (base, tip) = call.split_once(' ')?;
        Some(UrdfInput {
            xml: text[..at].to_owned(),
            base: decode(base.strip_prefix("base=")?)?,
            tip: decode(tip.strip_prefix("tip=")?)?,
        })
    }
}

/// The properties every import must have beyond not panicking: a result consistent with itself,
/// and errors that display.
fn check(input: &UrdfInput, result: Result<chaindyn_model::UrdfChain, chaindyn_model::UrdfError>) {
    match result {
        Ok(u) => {
            let dof = u.chain.dof();
            assert!(dof > 0, "an imported chain has a joint");
            assert_eq!(u.limits.len(), dof, "one limit per joint");
            assert_eq!(u.merged.len(), dof, "one merged list per body");
            assert_eq!(u.chain.validate(), Ok(()), "an imported chain is valid");
            assert!(!u.leaves.is_empty(), "a chain has a leaf");
            for (i, name) in u.link_names().into_iter().enumerate() {
                assert_eq!(u.merged[i][0], name, "a body's list starts with its link");
                assert_eq!(
                    u.body_of(name),
                    Some(i),
                    "body_of finds the body of its link"
                );
            }
            if let Some(tip) = &input.tip {
                assert_eq!(&u.tip, tip, "the chain ends at the tip asked for");
            }
            if let Some(base) = &input.base {
                assert_eq!(&u.base, base, "the chain starts at the base asked for");
            }
            for l in &u.limits {
                assert!(l.lower <= l.upper, "lower <= upper (and neither is NaN)");
            }
        }
        Err(e) => {
            let text = e.to_string();
            assert!(!text.is_empty(), "an error has a message");
            let _ = format!("{e:?}");
        }
    }
}

/// Starts the comment that records a call's `base` and `tip` at the end of a saved input (a
/// comment, so that the file stays a URDF for other tools).
const MARKER: &str = "<!--chaindyn-fuzz call: ";

/// `none`, or the name with every byte outside `[A-Za-z0-9_.]` as `%XX`, in quotes.
fn encode(name: Option<&str>) -> String {
    match name {
        None => "none".to_owned(),
        Some(n) => {
            let mut s = String::from("\"");
            for b in n.bytes() {
                if b.is_ascii_alphanumeric() || b == b'_' || b == b'.' {
                    s.push(b as char);
                } else {
                    s.push_str(&format!("%{b:02X}"));
                }
            }
            s.push('"');
            s
        }
    }
}

/// The inverse of [`encode`]; `None` (outer) if malformed.
fn decode(text: &str) -> Option<Option<String>> {
    if text == "none" {
        return Some(None);
    }
    let inner = text.strip_prefix('"')?.strip_suffix('"')?.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < inner.len() {
        if inner[i] == b'%' {
            let hex = std::str::from_utf8(inner.get(i + 1..i + 3)?).ok()?;
            out.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else {
            out.push(inner[i]);
            i += 1;
        }
    }
    String::from_utf8(out).ok().map(Some)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn saved_inputs_round_trip() {
        let t = UrdfTarget::new(vec![SeedFile {
            path: "x.urdf".into(),
            text: "<robot name=\"r\"/>".into(),
        }]);
        for (base, tip) in [
            (None, None),
            (Some("a b"), None),
            (None, Some("\u{e9}%\"-->")),
            (Some(""), Some("l1")),
        ] {
            let input = UrdfInput {
                xml: "<robot>\n<!-- x -->".into(),
                base: base.map(str::to_owned),
                tip: tip.map(str::to_owned),
            };
            assert_eq!(t.decode_input(&t.encode_input(&input)), Some(input));
        }
        let plain = t.decode_input(b"<robot/>").unwrap();
        assert_eq!(
            (plain.xml.as_str(), plain.base, plain.tip),
            ("<robot/>", None, None)
        );
    }

    #[test]
    fn link_names_of_a_seed() {
        let text = "<robot><link name=\"a\"/><joint name=\"j\"/><link  name='b'><x name=\"c\"/></link></robot>";
        assert_eq!(link_names(text), ["a", "b"]);
    }
}
