//! The fuzz target of the derive's front end: random `#[chain(..)]`, `#[body(..)]` and
//! `#[frame(..)]` descriptions, valid and mutated, as Rust source text, through parsing and
//! validation ([`chaindyn_codegen::check`], which derives nothing and never touches symbolica).
//! Shared by the short run (`tests/fuzz_front_end.rs`) and the long one (`examples/fuzz-attrs.rs`).

use chaindyn_fuzz::{Rng, Target};

/// Generates struct definitions with random attributes from the derive's grammar, with values
/// of every kind the grammar meets (literals near the limits of f64, fields, arrays of any
/// length, nested arrays, strings, paths, expressions), then mutates some of them as text.
pub struct AttrsTarget;

const NUMBERS: &[&str] = &[
    "0",
    "0.0",
    "-0.0",
    "1",
    "-1",
    "0.5",
    "2.5e-12",
    "1e-300",
    "1e-320",
    "1e154",
    "1e200",
    "1e300",
    "-1e300",
    "1e308",
    "1.7976931348623157e308",
    "1e999",
    "3",
    "9.81",
    "0.01",
    "0.3",
    "-2.0",
    "1_000",
    "0x10",
    "1f32",
    "4u8",
    "3.141592653589793",
];
const FIELDS: &[&str] = &["a", "b", "n", "missing", "-a", "-b", "self", "crate"];
const AXES: &[&str] = &["x", "y", "z", "-x", "-y", "-z", "w", "X"];
const KEYWORDS: &[&str] = &[
    "revolute",
    "prismatic",
    "fixed",
    "relative",
    "absolute",
    "hinge",
];
const STRINGS: &[&str] = &[
    "\"link1\"",
    "\"link2\"",
    "\"\"",
    "\"panda_link0\"",
    "\"panda_link7\"",
    "\"upper\"",
    "\"../tests/robots/panda.urdf\"",
    "\"../tests/robots/pendubot.urdf\"",
    "\"../tests/robots/double_pendulum.urdf\"",
    "\"../tests/robots/fixed_between.urdf\"",
    "\"../tests/robots/allegro_right_hand.urdf\"",
    "\"link_3.0_tip\"",
    "\"link3\"",
    "\"../tests/robots/missing.urdf\"",
    "\"/dev/null\"",
    "\"src\"",
];
const CHAIN_KEYS: &[&str] = &[
    "gravity", "up", "along", "angles", "urdf", "base", "tip", "colour", "gravity", "frames",
    "tips",
];
const FRAME_KEYS: &[&str] = &["name", "body", "origin", "rpy", "offset", "name", "body"];
const BODY_KEYS: &[&str] = &[
    "name", "joint", "axis", "origin", "rpy", "length", "mass", "com", "inertia", "mas", "mass",
    "com", "inertia", "length", "parent",
];

fn scalar(rng: &mut Rng) -> String {
    match rng.weighted(&[8, 3, 1, 1, 1]) {
        0 => rng.pick(NUMBERS).to_string(),
        1 => rng.pick(FIELDS).to_string(),
        2 => format!("({})", rng.pick(NUMBERS)),
        3 => format!("{} + {}", rng.pick(NUMBERS), rng.pick(NUMBERS)),
        _ => format!("-{}", rng.pick(NUMBERS)),
    }
}

fn value(rng: &mut Rng, key: &str) -> String {
    let typical = match key {
        "name" | "urdf" | "base" | "tip" | "body" => rng.pick(STRINGS).to_string(),
        "parent" if rng.chance(1, 4) => "base".to_string(),
        "parent" => rng.pick(STRINGS).to_string(),
        "frames" if rng.chance(1, 3) => "all".to_string(),
        "frames" | "tips" => {
            let items: Vec<&str> = (0..rng.below(4)).map(|_| *rng.pick(STRINGS)).collect();
            format!("[{}]", items.join(", "))
        }
        "joint" | "angles" => rng.pick(KEYWORDS).to_string(),
        "axis" | "up" | "along" if rng.chance(2, 3) => rng.pick(AXES).to_string(),
        "origin" | "rpy" | "axis" | "up" | "along" => array(rng, 3),
        "inertia" => {
            let n = *rng.pick(&[1, 3, 6, 6, 2, 0, 9]);
            if n == 1 {
                scalar(rng)
            } else {
                array(rng, n)
            }
        }
        "com" | "gravity" if rng.chance(1, 2) => array(rng, 3),
        _ => scalar(rng),
    };
    match rng.weighted(&[20, 1, 1, 1, 1]) {
        0 => typical,
        1 => {
            let n = rng.below(8);
            array(rng, n)
        }
        2 => format!("[{}]", array(rng, 2)),
        3 => rng.pick(STRINGS).to_string(),
        _ => "x::y".to_string(),
    }
}

fn array(rng: &mut Rng, n: usize) -> String {
    let items: Vec<String> = (0..n).map(|_| scalar(rng)).collect();
    format!("[{}]", items.join(", "))
}

fn attribute(rng: &mut Rng, name: &str, keys: &[&str]) -> String {
    let n = rng.range(0, 9);
    let items: Vec<String> = (0..n)
        .map(|_| {
            let key = *rng.pick(keys);
            if rng.chance(1, 30) {
                key.to_string() // a key without a value
            } else {
                format!("{key} = {}", value(rng, key))
            }
        })
        .collect();
    format!("#[{name}({})]", items.join(", "))
}

fn description(rng: &mut Rng) -> String {
    let mut text = String::from("#[derive(Dynamics)]\n");
    if rng.chance(2, 3) {
        text += &attribute(rng, "chain", CHAIN_KEYS);
        text.push('\n');
    }
    for _ in 0..rng.log_range(0, 12) {
        text += &attribute(rng, "body", BODY_KEYS);
        text.push('\n');
    }
    for _ in 0..rng.log_range(0, 3) {
        text += &attribute(rng, "frame", FRAME_KEYS);
        text.push('\n');
    }
    text += match rng.weighted(&[6, 3, 1, 1, 1]) {
        0 => "struct S { a: f64, b: f64, n: u32 }",
        1 => "struct S;",
        2 => "struct S(f64);",
        3 => "enum S { A }",
        _ => "struct S<T> { a: T }",
    };
    text
}

/// A description the front end accepts in most cases (positive masses and inertias, coordinate
/// axes, one to three bodies, now and then a branch): the sample that is derived in full.
pub fn valid_description(rng: &mut Rng) -> String {
    let pos = |rng: &mut Rng| format!("{:.3}", 0.05 + rng.below(1000) as f64 / 200.0);
    let mut text = String::from("#[derive(Dynamics)]\n");
    text += &format!(
        "#[chain(gravity = {}, up = {}, along = {})]\n",
        pos(rng),
        rng.pick(&["x", "y", "z", "-y"]),
        rng.pick(&["x", "y", "z"])
    );
    for k in 0..rng.range(1, 3) {
        // From the second body on, now and then a branch: a parent other than the body before.
        let parent = if k > 0 && rng.chance(1, 3) {
            let earlier = rng.below(k);
            if earlier + 1 == k {
                "parent = base, ".to_string()
            } else {
                format!("parent = \"link{}\", ", earlier + 1)
            }
        } else {
            String::new()
        };
        text += &format!(
            "#[body({parent}joint = {}, axis = {}, length = {}, mass = {}, com = {}, inertia = {})]\n",
            rng.pick(&["revolute", "revolute", "prismatic"]),
            rng.pick(&["x", "y", "z", "-z"]),
            pos(rng),
            pos(rng),
            pos(rng),
            pos(rng)
        );
    }
    text + "struct S;"
}

/// Text mutations: delete, duplicate or swap a span; insert a character from the grammar.
fn mutate(rng: &mut Rng, text: &mut String) {
    let chars: Vec<char> = text.chars().collect();
    if chars.is_empty() {
        return;
    }
    let i = rng.below(chars.len());
    let j = (i + rng.log_range(1, 40)).min(chars.len());
    let mut out: Vec<char> = match rng.below(4) {
        0 => [&chars[..i], &chars[j..]].concat(),
        1 => [&chars[..j], &chars[i..]].concat(),
        2 => {
            let k = rng.below(chars.len());
            let mut v = chars.clone();
            v.swap(i, k);
            v
        }
        _ => {
            let c = *rng.pick(&['[', ']', '(', ')', ',', '=', '-', '"', '#', '0', '.', 'e']);
            let mut v = chars.clone();
            v.insert(i, c);
            v
        }
    };
    out.truncate(100_000);
    *text = out.into_iter().collect();
}

impl Target for AttrsTarget {
    type Input = String;

    fn name(&self) -> &str {
        "attrs"
    }

    fn extension(&self) -> &str {
        "rs"
    }

    fn generate(&self, rng: &mut Rng) -> String {
        let mut text = description(rng);
        if rng.chance(1, 3) {
            for _ in 0..rng.range(1, 4) {
                mutate(rng, &mut text);
            }
        }
        text
    }

    fn execute(&self, input: &String) {
        // Text that is not Rust tokens never reaches a derive (rustc's lexer rejects it).
        let Ok(tokens) = input.parse::<proc_macro2::TokenStream>() else {
            return;
        };
        if let Err(e) = chaindyn_codegen::check(tokens) {
            // Every error must render as compile_error! tokens.
            let _ = e.to_compile_error();
        }
    }

    fn outcome(&self, input: &String) -> String {
        match input.parse::<proc_macro2::TokenStream>() {
            Err(e) => format!("not Rust tokens: {e}"),
            Ok(tokens) => match chaindyn_codegen::check(tokens) {
                Ok(m) => format!("valid: {} links", m.links.len()),
                Err(e) => format!(
                    "errors: {}",
                    e.into_iter()
                        .map(|e| e.to_string())
                        .collect::<Vec<_>>()
                        .join(" | ")
                ),
            },
        }
    }

    fn encode_input(&self, input: &String) -> Vec<u8> {
        input.as_bytes().to_vec()
    }

    fn decode_input(&self, bytes: &[u8]) -> Option<String> {
        String::from_utf8(bytes.to_vec()).ok()
    }
}
