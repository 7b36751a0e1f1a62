//! Stage 1 — parse: the user's struct and its `#[chain(..)]` / `#[body(..)]` attributes become a
//! [`ChainSpec`]: plain data with the span of every token, nothing checked beyond syntax.
//!
//! The grammar reads like a paper's parameter table; see the crate documentation of `chaindyn` for the
//! full reference. Every value position takes a numeric literal (folded at build time) or, where a
//! length, mass, centre of mass, inertia, origin or gravity is expected, the name of an `f64` field of
//! the struct (a runtime parameter, read from `&self`).
//!
//! With `#[chain(urdf = "robots/arm.urdf", base = "..", tip = "..")]` the chain comes from a URDF
//! file (read in [`crate::internals::validate`]) and the `#[body(name = "<URDF link>", ..)]` attributes only
//! override values of links of the file.

use proc_macro2::{Ident, Span};
use syn::spanned::Spanned as _;
use syn::{Data, DeriveInput, Expr, Fields, Lit, UnOp};

/// A scalar in the description: a literal, or `±field`.
#[derive(Debug, Clone)]
pub enum Value {
    /// A numeric literal, already checked to be finite.
    Lit(f64),
    /// A struct field read at run time; `negate` for `-field`.
    Field {
        /// The field's name as written.
        ident: Ident,
        /// Whether it was written `-field`.
        negate: bool,
    },
}

/// A value with the span of the tokens it came from.
#[derive(Debug, Clone)]
pub struct Spanned<T> {
    /// The parsed value.
    pub value: T,
    /// Where it was written.
    pub span: Span,
}

/// A list of scalars as written: `x` or `[a, b, c, ...]`.
pub type Values = Spanned<Vec<Spanned<Value>>>;

/// Joint type keyword.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum JointKeyword {
    /// `revolute`
    Revolute,
    /// `prismatic`
    Prismatic,
}

/// One `#[body(..)]` attribute.
#[derive(Debug, Clone)]
pub struct LinkSpec {
    /// The whole attribute, for errors about something missing.
    pub span: Span,
    /// `name = "..."`.
    pub name: Option<Spanned<String>>,
    /// `joint = revolute | prismatic`.
    pub joint: Option<Spanned<JointKeyword>>,
    /// `axis = z | -x | [ax, ay, az]`.
    pub axis: Option<Spanned<[f64; 3]>>,
    /// `origin = [x, y, z]`: placement of the joint in the parent body's frame.
    pub origin: Option<Values>,
    /// `rpy = [roll, pitch, yaw]`: orientation of the joint frame in the parent body's frame.
    pub rpy: Option<Spanned<[f64; 3]>>,
    /// `length = l`: places the *next* joint at `l` along the chain's link direction.
    pub length: Option<Spanned<Value>>,
    /// `mass = m`.
    pub mass: Option<Spanned<Value>>,
    /// `com = c` (distance along the link direction) or `com = [x, y, z]`.
    pub com: Option<Values>,
    /// `inertia = i` (slender rod along the link), `[ixx, iyy, izz]` or `[ixx, iyy, izz, ixy, ixz, iyz]`.
    pub inertia: Option<Values>,
    /// `armature = a`: the motor's reflected rotor inertia at this body's joint.
    pub armature: Option<Spanned<Value>>,
    /// `damping = b`: viscous damping of this body's joint.
    pub damping: Option<Spanned<Value>>,
    /// `friction = f`: Coulomb friction of this body's joint.
    pub friction: Option<Spanned<Value>>,
    /// `friction_velocity = v`: the smoothing speed of this joint's friction law.
    pub friction_velocity: Option<Spanned<Value>>,
    /// Whether reading this attribute recorded an error (an unknown key, a bad value): checks of
    /// what is missing from it are then skipped, so that one mistake gives one error.
    pub had_errors: bool,
}

/// One `#[frame(..)]` attribute: a named frame fixed to a body.
#[derive(Debug, Clone)]
pub struct FrameSpec {
    /// The whole attribute, for errors about something missing.
    pub span: Span,
    /// `name = "..."`.
    pub name: Option<Spanned<String>>,
    /// `body = "..."`: the body (link) it is fixed to, or a frame of the chain to place it on.
    pub body: Option<Spanned<String>>,
    /// `origin = [x, y, z]`: its origin in the body's frame.
    pub origin: Option<Values>,
    /// `rpy = [roll, pitch, yaw]`: its orientation relative to the body's frame.
    pub rpy: Option<Spanned<[f64; 3]>>,
    /// Whether reading this attribute recorded an error.
    pub had_errors: bool,
}

/// `frames = all` or `frames = ["name", ...]`: the frames whose task-space code is generated.
#[derive(Debug, Clone)]
pub enum FrameSelection {
    /// Every frame of the chain (bodies, URDF frames, `#[frame]`s).
    All,
    /// These frames (besides every `#[frame]`, always generated).
    Names(Vec<Spanned<String>>),
}

/// Angle convention keyword.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AnglesKeyword {
    /// Joint angles relative to the parent link (the default).
    Relative,
    /// Each angle measured from a fixed direction (planar chains), as in the n-link pendulum
    /// linearization notes (2015).
    Absolute,
}

/// `regressor = bodies | joints` of `#[chain]`: the columns of the generated regressor.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RegressorKeyword {
    /// The ten standard inertial parameters of every body.
    Bodies,
    /// Those, then every joint's armature, viscous damping and Coulomb friction.
    Joints,
}

/// The whole description of one derive.
#[derive(Debug, Clone)]
pub struct ChainSpec {
    /// The struct's name.
    pub ident: Ident,
    /// Named fields and whether their type is written `f64`.
    pub fields: Vec<(Ident, bool)>,
    /// `urdf = "path"`: a URDF file, relative to the crate's manifest directory. With it, the
    /// chain comes from the file and each `#[body(name = "<URDF link>", ..)]` overrides values
    /// of one of its links.
    pub urdf: Option<Spanned<String>>,
    /// `base = "link"`: the URDF link the chain starts from (default: the root link).
    pub base: Option<Spanned<String>>,
    /// `tip = "link"`: the URDF link the chain ends at (default: follow the tree while it does
    /// not branch).
    pub tip: Option<Spanned<String>>,
    /// `gravity = g` (magnitude, acting along `-up`) or `gravity = [gx, gy, gz]`.
    pub gravity: Option<Values>,
    /// `up = y`: the direction a scalar gravity points away from (default `+y`).
    pub up: Option<Spanned<[f64; 3]>>,
    /// `along = x`: the link direction used by `length`, scalar `com` and scalar `inertia` (default `+x`).
    pub along: Option<Spanned<[f64; 3]>>,
    /// `angles = relative | absolute`.
    pub angles: Option<Spanned<AnglesKeyword>>,
    /// `friction_velocity = v`: the smoothing speed of every joint's friction law that does not
    /// give its own.
    pub friction_velocity: Option<Spanned<Value>>,
    /// The links from the base outwards, in attribute order.
    pub links: Vec<LinkSpec>,
    /// `frames = all | [..]` of `#[chain]`: the body and URDF frames to generate task-space code
    /// for.
    pub frames: Option<Spanned<FrameSelection>>,
    /// `crate = "path"` of `#[chain]`: the path the generated code names the `chaindyn` crate by
    /// (default `::chaindyn`), for a dependency renamed in Cargo.toml or re-exported by another
    /// crate. Not part of the model: the prepared file is the same, renamed at expansion.
    pub krate: Option<Spanned<String>>,
    /// `regressor = bodies | joints` of `#[chain]`: generate the regressor (identification).
    pub regressor: Option<Spanned<RegressorKeyword>>,
    /// The `#[frame(..)]` attributes, in order.
    pub frame_specs: Vec<FrameSpec>,
    /// Whether reading the attributes recorded an error: the checks of the chain as a whole are
    /// then skipped (they would see a chain that is not the one meant).
    pub had_errors: bool,
}

/// Parses the derive input. Errors carry the span of the offending token; every attribute is
/// read, so the error holds all of them.
pub fn parse(input: &DeriveInput) -> syn::Result<ChainSpec> {
    let mut errors = crate::internals::ctxt::Errors::default();
    let spec = parse_collecting(input, &mut errors)?;
    errors.finish()?;
    Ok(spec.spec)
}

/// What [`parse_collecting`] could read.
pub struct Parsed {
    /// The description, without the values that had errors.
    pub spec: ChainSpec,
    /// Whether every `#[chain]` / `#[body]` attribute was read to its end (no syntax error), so
    /// that the description has every body and can be validated for further errors.
    pub complete: bool,
}

/// Parses the derive input, recording the errors of the attributes in `errors` and going on;
/// `Err` only when the item itself is not a struct the derive supports.
pub fn parse_collecting(
    input: &DeriveInput,
    errors: &mut crate::internals::ctxt::Errors,
) -> syn::Result<Parsed> {
    if !input.generics.params.is_empty() {
        return Err(syn::Error::new(
            input.generics.span(),
            "#[derive(Dynamics)] does not support generic structs: the dynamics are specialised at \
             build time for concrete numbers; remove the generic parameters and use `f64` fields \
             for runtime parameters",
        ));
    }
    let fields = match &input.data {
        Data::Struct(s) => match &s.fields {
            Fields::Named(named) => named
                .named
                .iter()
                .map(|f| {
                    let is_f64 = matches!(&f.ty, syn::Type::Path(p)
                        if p.qself.is_none() && p.path.is_ident("f64"));
                    (f.ident.clone().expect("named field has an ident"), is_f64)
                })
                .collect(),
            Fields::Unit => Vec::new(),
            Fields::Unnamed(u) => {
                return Err(syn::Error::new(
                    u.span(),
                    "#[derive(Dynamics)] needs a struct with named fields (or a unit struct): \
                     runtime parameters are referenced by field name; write `struct Name { m: f64 }`",
                ))
            }
        },
        Data::Enum(e) => {
            return Err(syn::Error::new(
                e.enum_token.span,
                "#[derive(Dynamics)] can only be derived for a struct, not an enum",
            ))
        }
        Data::Union(u) => {
            return Err(syn::Error::new(
                u.union_token.span,
                "#[derive(Dynamics)] can only be derived for a struct, not a union",
            ))
        }
    };

    let mut spec = ChainSpec {
        ident: input.ident.clone(),
        fields,
        urdf: None,
        base: None,
        tip: None,
        gravity: None,
        up: None,
        along: None,
        angles: None,
        regressor: None,
        friction_velocity: None,
        links: Vec::new(),
        frames: None,
        krate: None,
        frame_specs: Vec::new(),
        had_errors: false,
    };
    // Every attribute is read even after an error, so that one build reports them all.
    let mut complete = true;
    for attr in &input.attrs {
        if attr.path().is_ident("chain") {
            if let Err(e) = parse_chain_attr(attr, &mut spec, errors) {
                errors.push(e);
                complete = false;
            }
        } else if attr.path().is_ident("body") {
            match parse_link_attr(attr, errors) {
                Ok(l) => spec.links.push(l),
                Err(e) => {
                    errors.push(e);
                    complete = false;
                }
            }
        } else if attr.path().is_ident("frame") {
            match parse_frame_attr(attr, errors) {
                Ok(f) => spec.frame_specs.push(f),
                Err(e) => {
                    errors.push(e);
                    complete = false;
                }
            }
        }
    }
    spec.had_errors = errors.any();
    Ok(Parsed { spec, complete })
}

fn set_once<T>(slot: &mut Option<T>, value: T, span: Span, key: &str) -> syn::Result<()> {
    if slot.is_some() {
        return Err(syn::Error::new(
            span,
            format!("`{key}` is given twice: keep one"),
        ));
    }
    *slot = Some(value);
    Ok(())
}

/// Reads a key's value; a value that is not what the key takes is recorded in `errors` and the
/// attribute goes on with its next key (a syntax error stops the attribute).
fn keep<T>(errors: &mut crate::internals::ctxt::Errors, r: syn::Result<T>) -> syn::Result<()> {
    if let Err(e) = r {
        errors.push(e);
    }
    Ok(())
}

/// Records an unknown key of `#[attr(..)]` and skips its value, so that the keys after it are
/// still read.
fn unknown_key(
    meta: &syn::meta::ParseNestedMeta,
    errors: &mut crate::internals::ctxt::Errors,
    attr: &str,
    expected: &str,
) -> syn::Result<()> {
    skip_value(meta)?;
    errors.push(syn::Error::new(
        meta.path.span(),
        format!(
            "unknown key `{}` in #[{attr}(..)]: expected one of {expected}",
            path_text(&meta.path)
        ),
    ));
    Ok(())
}

/// Skips the `= value` of an unknown key, so that the keys after it are still read.
fn skip_value(meta: &syn::meta::ParseNestedMeta) -> syn::Result<()> {
    if meta.input.peek(syn::Token![=]) {
        meta.value()?.parse::<Expr>()?;
    } else if meta.input.peek(syn::token::Paren) {
        let _ = meta.parse_nested_meta(|m| skip_value(&m));
    }
    Ok(())
}

fn parse_chain_attr(
    attr: &syn::Attribute,
    spec: &mut ChainSpec,
    errors: &mut crate::internals::ctxt::Errors,
) -> syn::Result<()> {
    attr.parse_nested_meta(|meta| {
        let key = meta
            .path
            .get_ident()
            .map(|i| i.to_string())
            .unwrap_or_default();
        let span = meta.path.span();
        match key.as_str() {
            "gravity" => {
                let e = meta.value()?.parse::<Expr>()?;
                keep(
                    errors,
                    values(&e).and_then(|v| set_once(&mut spec.gravity, v, span, "gravity")),
                )
            }
            "up" => {
                let e = meta.value()?.parse::<Expr>()?;
                keep(
                    errors,
                    axis(&e).and_then(|v| set_once(&mut spec.up, v, span, "up")),
                )
            }
            "along" => {
                let e = meta.value()?.parse::<Expr>()?;
                keep(
                    errors,
                    axis(&e).and_then(|v| set_once(&mut spec.along, v, span, "along")),
                )
            }
            "angles" => {
                let e = meta.value()?.parse::<Expr>()?;
                let kw = choice(
                    &e,
                    "angles",
                    [
                        ("relative", AnglesKeyword::Relative),
                        ("absolute", AnglesKeyword::Absolute),
                    ],
                );
                keep(
                    errors,
                    kw.and_then(|v| set_once(&mut spec.angles, v, span, "angles")),
                )
            }
            "friction_velocity" => {
                let e = meta.value()?.parse::<Expr>()?;
                keep(
                    errors,
                    scalar(&e).and_then(|v| {
                        set_once(&mut spec.friction_velocity, v, span, "friction_velocity")
                    }),
                )
            }
            "urdf" | "base" | "tip" => {
                let e = meta.value()?.parse::<Expr>()?;
                let slot = match key.as_str() {
                    "urdf" => &mut spec.urdf,
                    "base" => &mut spec.base,
                    _ => &mut spec.tip,
                };
                let what = if key == "urdf" {
                    "a path in quotes, relative to this crate's Cargo.toml"
                } else {
                    "a URDF link name in quotes"
                };
                keep(
                    errors,
                    string(&e, &key, what).and_then(|v| set_once(slot, v, span, &key)),
                )
            }
            "frames" => {
                let e = meta.value()?.parse::<Expr>()?;
                keep(
                    errors,
                    frame_selection(&e).and_then(|v| set_once(&mut spec.frames, v, span, "frames")),
                )
            }
            "regressor" => {
                let e = meta.value()?.parse::<Expr>()?;
                let kw = choice(
                    &e,
                    "regressor",
                    [
                        ("bodies", RegressorKeyword::Bodies),
                        ("joints", RegressorKeyword::Joints),
                    ],
                );
                keep(
                    errors,
                    kw.and_then(|v| set_once(&mut spec.regressor, v, span, "regressor")),
                )
            }
            "crate" => {
                let e = meta.value()?.parse::<Expr>()?;
                keep(
                    errors,
                    crate_path(&e).and_then(|(v, _)| set_once(&mut spec.krate, v, span, "crate")),
                )
            }
            _ => unknown_key(
                &meta,
                errors,
                "chain",
                "`gravity`, `up`, `along`, `angles`, `friction_velocity`, `urdf`, `base`, `tip`, \
                 `frames`, `regressor`, `crate`",
            ),
        }
    })
}

fn parse_link_attr(
    attr: &syn::Attribute,
    errors: &mut crate::internals::ctxt::Errors,
) -> syn::Result<LinkSpec> {
    let mut link = LinkSpec {
        span: attr.path().span(),
        name: None,
        joint: None,
        axis: None,
        origin: None,
        rpy: None,
        length: None,
        mass: None,
        com: None,
        inertia: None,
        armature: None,
        damping: None,
        friction: None,
        friction_velocity: None,
        had_errors: false,
    };
    let before = errors.count();
    attr.parse_nested_meta(|meta| {
        let key = meta
            .path
            .get_ident()
            .map(|i| i.to_string())
            .unwrap_or_default();
        let span = meta.path.span();
        match key.as_str() {
            "name" => {
                let e = meta.value()?.parse::<Expr>()?;
                let r = string(&e, "name", "a link name in quotes")
                    .and_then(|v| set_once(&mut link.name, v, span, "name"));
                keep(errors, r)
            }
            "joint" => {
                let e = meta.value()?.parse::<Expr>()?;
                let kw = choice(
                    &e,
                    "joint",
                    [
                        ("revolute", JointKeyword::Revolute),
                        ("prismatic", JointKeyword::Prismatic),
                    ],
                );
                keep(
                    errors,
                    kw.and_then(|v| set_once(&mut link.joint, v, span, "joint")),
                )
            }
            "axis" => {
                let e = meta.value()?.parse::<Expr>()?;
                keep(
                    errors,
                    axis(&e).and_then(|v| set_once(&mut link.axis, v, span, "axis")),
                )
            }
            "rpy" => {
                let e = meta.value()?.parse::<Expr>()?;
                keep(
                    errors,
                    literal_triple(&e, "rpy").and_then(|v| set_once(&mut link.rpy, v, span, "rpy")),
                )
            }
            "origin" => {
                let e = meta.value()?.parse::<Expr>()?;
                keep(
                    errors,
                    values(&e).and_then(|v| set_once(&mut link.origin, v, span, "origin")),
                )
            }
            "length" => {
                let e = meta.value()?.parse::<Expr>()?;
                keep(
                    errors,
                    scalar(&e).and_then(|v| set_once(&mut link.length, v, span, "length")),
                )
            }
            "mass" => {
                let e = meta.value()?.parse::<Expr>()?;
                keep(
                    errors,
                    scalar(&e).and_then(|v| set_once(&mut link.mass, v, span, "mass")),
                )
            }
            "com" => {
                let e = meta.value()?.parse::<Expr>()?;
                keep(
                    errors,
                    values(&e).and_then(|v| set_once(&mut link.com, v, span, "com")),
                )
            }
            "inertia" => {
                let e = meta.value()?.parse::<Expr>()?;
                keep(
                    errors,
                    values(&e).and_then(|v| set_once(&mut link.inertia, v, span, "inertia")),
                )
            }
            "armature" | "damping" | "friction" | "friction_velocity" => {
                let e = meta.value()?.parse::<Expr>()?;
                let slot = match key.as_str() {
                    "armature" => &mut link.armature,
                    "damping" => &mut link.damping,
                    "friction" => &mut link.friction,
                    _ => &mut link.friction_velocity,
                };
                keep(
                    errors,
                    scalar(&e).and_then(|v| set_once(slot, v, span, &key)),
                )
            }
            _ => unknown_key(
                &meta,
                errors,
                "body",
                "`name`, `joint`, `axis`, `origin`, `rpy`, `length`, `mass`, `com`, `inertia`, \
                 `armature`, `damping`, `friction`, `friction_velocity`",
            ),
        }
    })?;
    link.had_errors = errors.count() > before;
    Ok(link)
}

fn parse_frame_attr(
    attr: &syn::Attribute,
    errors: &mut crate::internals::ctxt::Errors,
) -> syn::Result<FrameSpec> {
    let mut frame = FrameSpec {
        span: attr.path().span(),
        name: None,
        body: None,
        origin: None,
        rpy: None,
        had_errors: false,
    };
    let before = errors.count();
    attr.parse_nested_meta(|meta| {
        let key = meta
            .path
            .get_ident()
            .map(|i| i.to_string())
            .unwrap_or_default();
        let span = meta.path.span();
        match key.as_str() {
            "name" => {
                let e = meta.value()?.parse::<Expr>()?;
                let r = string(&e, "name", "a frame name in quotes")
                    .and_then(|v| set_once(&mut frame.name, v, span, "name"));
                keep(errors, r)
            }
            "body" => {
                let e = meta.value()?.parse::<Expr>()?;
                let r = string(&e, "body", "the name of the body it is fixed to, in quotes")
                    .and_then(|v| set_once(&mut frame.body, v, span, "body"));
                keep(errors, r)
            }
            "origin" => {
                let e = meta.value()?.parse::<Expr>()?;
                keep(
                    errors,
                    values(&e).and_then(|v| set_once(&mut frame.origin, v, span, "origin")),
                )
            }
            "rpy" => {
                let e = meta.value()?.parse::<Expr>()?;
                keep(
                    errors,
                    literal_triple(&e, "rpy")
                        .and_then(|v| set_once(&mut frame.rpy, v, span, "rpy")),
                )
            }
            _ => unknown_key(&meta, errors, "frame", "`name`, `body`, `origin`, `rpy`"),
        }
    })?;
    frame.had_errors = errors.count() > before;
    Ok(frame)
}

/// `frames = all` or `frames = ["a", "b"]`.
fn frame_selection(e: &Expr) -> syn::Result<Spanned<FrameSelection>> {
    let span = e.span();
    let hint = "`frames` takes `all` or a list of frame names: `frames = all` or \
                `frames = [\"tool0\", \"link2\"]`";
    match e {
        Expr::Group(g) => frame_selection(&g.expr),
        Expr::Array(a) => {
            let names = a
                .elems
                .iter()
                .map(|x| {
                    string(x, "frames", "").map_err(|_| {
                        syn::Error::new(
                            x.span(),
                            "a frame name goes in quotes: `frames = [\"link2\", \"tool0\"]`",
                        )
                    })
                })
                .collect::<syn::Result<Vec<_>>>()?;
            if names.is_empty() {
                return Err(syn::Error::new(
                    span,
                    "`frames = []` selects no frame: name at least one, or remove the key",
                ));
            }
            Ok(Spanned {
                value: FrameSelection::Names(names),
                span,
            })
        }
        _ if keyword(e).as_deref() == Some("all") => Ok(Spanned {
            value: FrameSelection::All,
            span,
        }),
        _ => Err(syn::Error::new(span, hint)),
    }
}

fn path_text(path: &syn::Path) -> String {
    path.segments
        .iter()
        .map(|s| s.ident.to_string())
        .collect::<Vec<_>>()
        .join("::")
}

/// A bare identifier, if the expression is one.
fn keyword(e: &Expr) -> Option<String> {
    match e {
        Expr::Path(p) if p.qself.is_none() => p.path.get_ident().map(|i| i.to_string()),
        Expr::Group(g) => keyword(&g.expr),
        _ => None,
    }
}

/// One of two keywords: `key = a` or `key = b`.
fn choice<T: Copy>(e: &Expr, key: &str, options: [(&str, T); 2]) -> syn::Result<Spanned<T>> {
    let word = keyword(e);
    match options.iter().find(|(k, _)| word.as_deref() == Some(*k)) {
        Some((_, v)) => Ok(Spanned {
            value: *v,
            span: e.span(),
        }),
        None => Err(syn::Error::new(
            e.span(),
            format!(
                "expected `{key} = {}` or `{key} = {}`",
                options[0].0, options[1].0
            ),
        )),
    }
}

/// A string literal: `key = "..."`.
fn string(e: &Expr, key: &str, what: &str) -> syn::Result<Spanned<String>> {
    match e {
        Expr::Lit(syn::ExprLit {
            lit: Lit::Str(s), ..
        }) => Ok(Spanned {
            value: s.value(),
            span: s.span(),
        }),
        Expr::Group(g) => string(&g.expr, key, what),
        _ => Err(syn::Error::new(
            e.span(),
            format!("`{key}` takes {what}: `{key} = \"...\"`"),
        )),
    }
}

/// `crate = "path"`: a path in quotes (`"my_chaindyn"`, `"::deps::chaindyn"`,
/// `"crate::reexports::chaindyn"`).
fn crate_path(e: &Expr) -> syn::Result<(Spanned<String>, syn::Path)> {
    let text = string(
        e,
        "crate",
        "the path the chaindyn crate is known by here, in quotes (for a renamed dependency)",
    )?;
    match syn::parse_str::<syn::Path>(&text.value) {
        Ok(path) if !text.value.trim().is_empty() => Ok((text, path)),
        _ => Err(syn::Error::new(
            text.span,
            format!(
                "`crate = \"{}\"` is not a path: write the name the chaindyn crate has in this \
                 crate's Cargo.toml, such as `crate = \"my_chaindyn\"` or \
                 `crate = \"::deps::chaindyn\"`",
                text.value
            ),
        )),
    }
}

/// The `crate = "path"` of the input's `#[chain(..)]`, if it is written and valid (its errors are
/// reported by [`parse_collecting`]): the path the expansion names the chaindyn crate by.
pub fn crate_path_of(input: &DeriveInput) -> Option<syn::Path> {
    let mut found = None;
    for attr in input.attrs.iter().filter(|a| a.path().is_ident("chain")) {
        let _ = attr.parse_nested_meta(|meta| {
            if meta.path.is_ident("crate") {
                let e = meta.value()?.parse::<Expr>()?;
                if let Ok((_, path)) = crate_path(&e) {
                    found = Some(path);
                }
                Ok(())
            } else {
                skip_value(&meta)
            }
        });
    }
    found
}

fn literal_number(lit: &Lit) -> Option<syn::Result<f64>> {
    let suffix = match lit {
        Lit::Float(f) => f.suffix(),
        Lit::Int(i) => i.suffix(),
        _ => "",
    };
    if !suffix.is_empty() && suffix != "f64" {
        return Some(Err(syn::Error::new(
            lit.span(),
            format!(
                "this number has the type suffix `{suffix}`, but every value of the model is an \
                 f64: remove the suffix"
            ),
        )));
    }
    let parsed = match lit {
        Lit::Float(f) => f.base10_parse::<f64>(),
        Lit::Int(i) => i.base10_parse::<f64>(),
        _ => return None,
    };
    Some(parsed.and_then(|v| {
        if v.is_finite() {
            Ok(v)
        } else {
            Err(syn::Error::new(
                lit.span(),
                "this number is not finite as an f64: write a finite value",
            ))
        }
    }))
}

/// One scalar: a finite literal, `-literal`, `field` or `-field`.
fn scalar(e: &Expr) -> syn::Result<Spanned<Value>> {
    let span = e.span();
    match e {
        Expr::Lit(l) => match literal_number(&l.lit) {
            Some(v) => Ok(Spanned {
                value: Value::Lit(v?),
                span,
            }),
            None => Err(syn::Error::new(
                span,
                "expected a number or the name of an f64 field",
            )),
        },
        Expr::Unary(u) if matches!(u.op, UnOp::Neg(_)) => {
            let inner = scalar(&u.expr)?;
            let value = match inner.value {
                Value::Lit(v) => Value::Lit(-v),
                Value::Field { ident, negate } => Value::Field {
                    ident,
                    negate: !negate,
                },
            };
            Ok(Spanned { value, span })
        }
        Expr::Group(g) => scalar(&g.expr),
        Expr::Paren(p) => scalar(&p.expr),
        Expr::Path(p) if p.qself.is_none() && p.path.get_ident().is_some() => Ok(Spanned {
            value: Value::Field {
                ident: p.path.get_ident().cloned().expect("checked"),
                negate: false,
            },
            span,
        }),
        _ => Err(syn::Error::new(
            span,
            "expected a number literal or the name of an f64 field of this struct",
        )),
    }
}

/// `s` or `[s, s, ...]`.
fn values(e: &Expr) -> syn::Result<Values> {
    let span = e.span();
    match e {
        Expr::Array(a) => Ok(Spanned {
            value: a.elems.iter().map(scalar).collect::<syn::Result<_>>()?,
            span,
        }),
        Expr::Group(g) => values(&g.expr),
        _ => Ok(Spanned {
            value: vec![scalar(e)?],
            span,
        }),
    }
}

fn literal_triple(e: &Expr, what: &str) -> syn::Result<Spanned<[f64; 3]>> {
    let span = e.span();
    let vals = values(e)?;
    if vals.value.len() != 3 {
        return Err(syn::Error::new(
            span,
            format!("`{what}` takes three numbers: `{what} = [a, b, c]`"),
        ));
    }
    let mut out = [0.0; 3];
    for (o, v) in out.iter_mut().zip(&vals.value) {
        match v.value {
            Value::Lit(x) => *o = x,
            Value::Field { .. } => {
                return Err(syn::Error::new(
                    v.span,
                    format!(
                    "`{what}` must be numeric literals; runtime parameters are not supported here"
                ),
                ))
            }
        }
    }
    Ok(Spanned { value: out, span })
}

/// `x`, `-y`, `z` or `[a, b, c]` (literals only).
fn axis(e: &Expr) -> syn::Result<Spanned<[f64; 3]>> {
    let span = e.span();
    let (neg, inner) = match e {
        Expr::Unary(u) if matches!(u.op, UnOp::Neg(_)) => (true, &*u.expr),
        other => (false, other),
    };
    if let Some(k) = keyword(inner) {
        let mut v = match k.as_str() {
            "x" => [1.0, 0.0, 0.0],
            "y" => [0.0, 1.0, 0.0],
            "z" => [0.0, 0.0, 1.0],
            _ => {
                return Err(syn::Error::new(
                    span,
                    "expected an axis: `x`, `y`, `z` (optionally negated) or `[ax, ay, az]`",
                ))
            }
        };
        if neg {
            v.iter_mut().for_each(|c| *c = -*c);
        }
        return Ok(Spanned { value: v, span });
    }
    literal_triple(e, "axis")
}
