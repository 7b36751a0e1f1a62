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

mod outline;
pub use outline::{outline, source, Outline, Source};

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

/// What `parent = ..` of a `#[body(..)]` names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ParentRef {
    /// `parent = base`: the body hangs from the base.
    Base,
    /// `parent = "name"`: the body hangs from the earlier body of that name.
    Body(String),
}

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
    /// `parent = "<body name>"` or `parent = base`: the body this one's joint hangs from
    /// (default: the body before it).
    pub parent: Option<Spanned<ParentRef>>,
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

/// One entry of `contacts = [point("FL_FOOT"), surface("l_sole")]`: a frame that may touch the
/// ground and how it is held.
#[derive(Debug, Clone)]
pub struct ContactSpec {
    /// `point(..)` (its origin held) or `surface(..)` (the whole frame held).
    pub kind: chaindyn_model::ContactKind,
    /// The frame's name.
    pub frame: Spanned<String>,
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

/// `root_joint = fixed | free_flyer` of `#[chain]`: how the base moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RootJointKeyword {
    /// The base is fixed in the world (the default).
    Fixed,
    /// The base floats freely: Pinocchio's free-flyer root joint.
    FreeFlyer,
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
    /// `tips = ["a", "b"]`: the URDF links a tree ends at (the union of the paths from `base`).
    pub tips: Option<Spanned<Vec<Spanned<String>>>>,
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
    /// `root_joint = fixed | free_flyer` of `#[chain]`: a fixed or a free-floating base.
    pub root_joint: Option<Spanned<RootJointKeyword>>,
    /// `contacts = [point(".."), surface("..")]` of `#[chain]`: the frames a floating base may
    /// stand on, in order.
    pub contacts: Option<Spanned<Vec<ContactSpec>>>,
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
    let mut spec = ChainSpec {
        ident: input.ident.clone(),
        fields: fields(input)?,
        urdf: None,
        base: None,
        tip: None,
        tips: None,
        gravity: None,
        up: None,
        along: None,
        angles: None,
        regressor: None,
        root_joint: None,
        contacts: None,
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
        let span = attr.path().span();
        let read = match attr.path().get_ident().map(Ident::to_string).as_deref() {
            Some("chain") => read_keys(attr, "chain", CHAIN_KEYS, &mut spec, errors).map(drop),
            Some("body") => {
                let mut link = LinkSpec::new(span);
                read_keys(attr, "body", BODY_KEYS, &mut link, errors)
                    .map(|had_errors| spec.links.push(LinkSpec { had_errors, ..link }))
            }
            Some("frame") => {
                let mut frame = FrameSpec::new(span);
                read_keys(attr, "frame", FRAME_KEYS, &mut frame, errors).map(|had_errors| {
                    spec.frame_specs.push(FrameSpec {
                        had_errors,
                        ..frame
                    })
                })
            }
            _ => Ok(()),
        };
        if let Err(e) = read {
            errors.push(e);
            complete = false;
        }
    }
    spec.had_errors = errors.any();
    Ok(Parsed { spec, complete })
}

/// The struct's named fields and whether each is written `f64`; an error for an item the derive
/// does not support.
fn fields(input: &DeriveInput) -> syn::Result<Vec<(Ident, bool)>> {
    if !input.generics.params.is_empty() {
        return Err(syn::Error::new(
            input.generics.span(),
            "#[derive(Dynamics)] does not support generic structs: the dynamics are specialised at \
             build time for concrete numbers; remove the generic parameters and use `f64` fields \
             for runtime parameters",
        ));
    }
    match &input.data {
        Data::Struct(s) => match &s.fields {
            Fields::Named(named) => Ok(named
                .named
                .iter()
                .map(|f| {
                    let is_f64 = matches!(&f.ty, syn::Type::Path(p)
                        if p.qself.is_none() && p.path.is_ident("f64"));
                    (f.ident.clone().expect("named field has an ident"), is_f64)
                })
                .collect()),
            Fields::Unit => Ok(Vec::new()),
            Fields::Unnamed(u) => Err(syn::Error::new(
                u.span(),
                "#[derive(Dynamics)] needs a struct with named fields (or a unit struct): \
                 runtime parameters are referenced by field name; write `struct Name { m: f64 }`",
            )),
        },
        Data::Enum(e) => Err(syn::Error::new(
            e.enum_token.span,
            "#[derive(Dynamics)] can only be derived for a struct, not an enum",
        )),
        Data::Union(u) => Err(syn::Error::new(
            u.union_token.span,
            "#[derive(Dynamics)] can only be derived for a struct, not a union",
        )),
    }
}

impl LinkSpec {
    /// A `#[body(..)]` at `span` with no key read yet.
    fn new(span: Span) -> Self {
        LinkSpec {
            span,
            name: None,
            parent: None,
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
        }
    }
}

impl FrameSpec {
    /// A `#[frame(..)]` at `span` with no key read yet.
    fn new(span: Span) -> Self {
        FrameSpec {
            span,
            name: None,
            body: None,
            origin: None,
            rpy: None,
            had_errors: false,
        }
    }
}

/// One key of an attribute: its name, and how its value is read into the description `S`.
struct Key<S> {
    name: &'static str,
    /// Reads the value (the key's span given for a duplicate) into its field of `S`.
    read: fn(&Expr, &mut S, Span) -> syn::Result<()>,
}

/// `key!("name", field, reader)`: the key `name`, whose value `reader(&Expr)` reads into
/// `field`, which it may set once. `string("what")` reads a string (`name` takes what), and
/// `choice("a" => A, "b" => B)` one of two keywords.
macro_rules! key {
    ($name:literal, $field:ident, string($what:literal)) => {
        key!($name, $field, |e| string(e, $name, $what))
    };
    ($name:literal, $field:ident, choice($a:literal => $x:expr, $b:literal => $y:expr)) => {
        key!($name, $field, |e| choice(e, $name, [($a, $x), ($b, $y)]))
    };
    ($name:literal, $field:ident, $read:expr) => {
        Key {
            name: $name,
            read: |e, into, span| set_once(&mut into.$field, ($read)(e)?, span, $name),
        }
    };
}

/// The keys of `#[chain(..)]`, in the order an unknown key's message lists them.
const CHAIN_KEYS: &[Key<ChainSpec>] = &[
    key!("gravity", gravity, values),
    key!("up", up, axis),
    key!("along", along, axis),
    key!("angles", angles, choice(
        "relative" => AnglesKeyword::Relative,
        "absolute" => AnglesKeyword::Absolute
    )),
    key!("friction_velocity", friction_velocity, scalar),
    key!(
        "urdf",
        urdf,
        string("a path in quotes, relative to this crate's Cargo.toml")
    ),
    key!("base", base, string("a URDF link name in quotes")),
    key!("tip", tip, string("a URDF link name in quotes")),
    key!("tips", tips, tip_list),
    key!("frames", frames, frame_selection),
    key!("regressor", regressor, choice(
        "bodies" => RegressorKeyword::Bodies,
        "joints" => RegressorKeyword::Joints
    )),
    key!("root_joint", root_joint, choice(
        "fixed" => RootJointKeyword::Fixed,
        "free_flyer" => RootJointKeyword::FreeFlyer
    )),
    key!("contacts", contacts, contact_list),
    key!("crate", krate, |e| crate_path(e).map(|(text, _)| text)),
];

/// The keys of `#[body(..)]`, in the order an unknown key's message lists them.
const BODY_KEYS: &[Key<LinkSpec>] = &[
    key!("name", name, string("a link name in quotes")),
    key!("parent", parent, parent_ref),
    key!("joint", joint, choice(
        "revolute" => JointKeyword::Revolute,
        "prismatic" => JointKeyword::Prismatic
    )),
    key!("axis", axis, axis),
    key!("origin", origin, values),
    key!("rpy", rpy, |e| literal_triple(e, "rpy")),
    key!("length", length, scalar),
    key!("mass", mass, scalar),
    key!("com", com, values),
    key!("inertia", inertia, values),
    key!("armature", armature, scalar),
    key!("damping", damping, scalar),
    key!("friction", friction, scalar),
    key!("friction_velocity", friction_velocity, scalar),
];

/// The keys of `#[frame(..)]`, in the order an unknown key's message lists them.
const FRAME_KEYS: &[Key<FrameSpec>] = &[
    key!("name", name, string("a frame name in quotes")),
    key!(
        "body",
        body,
        string("the name of the body it is fixed to, in quotes")
    ),
    key!("origin", origin, values),
    key!("rpy", rpy, |e| literal_triple(e, "rpy")),
];

/// Reads the keys of `#[attr(..)]` into `into`: a value that is not what its key takes, a key
/// given twice and an unknown key are recorded in `errors` and the attribute goes on with its
/// next key; a syntax error stops it (`Err`). `Ok(whether an error was recorded)`.
fn read_keys<S>(
    attr: &syn::Attribute,
    name: &str,
    keys: &[Key<S>],
    into: &mut S,
    errors: &mut crate::internals::ctxt::Errors,
) -> syn::Result<bool> {
    let before = errors.count();
    attr.parse_nested_meta(|meta| {
        let given = meta.path.get_ident().map(Ident::to_string);
        let Some(key) = keys.iter().find(|k| given.as_deref() == Some(k.name)) else {
            skip_value(&meta)?;
            let expected: Vec<String> = keys.iter().map(|k| format!("`{}`", k.name)).collect();
            errors.push(syn::Error::new(
                meta.path.span(),
                format!(
                    "unknown key `{}` in #[{name}(..)]: expected one of {}",
                    path_text(&meta.path),
                    expected.join(", ")
                ),
            ));
            return Ok(());
        };
        let e = meta.value()?.parse::<Expr>()?;
        if let Err(e) = (key.read)(&e, into, meta.path.span()) {
            errors.push(e);
        }
        Ok(())
    })?;
    Ok(errors.count() > before)
}

/// Sets a key's field, which a second value of the key may not overwrite: an error at `span`.
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

/// Skips the `= value` of an unknown key, so that the keys after it are still read.
fn skip_value(meta: &syn::meta::ParseNestedMeta) -> syn::Result<()> {
    if meta.input.peek(syn::Token![=]) {
        meta.value()?.parse::<Expr>()?;
    } else if meta.input.peek(syn::token::Paren) {
        let _ = meta.parse_nested_meta(|m| skip_value(&m));
    }
    Ok(())
}

/// `parent = "<body name>"` or `parent = base`.
fn parent_ref(e: &Expr) -> syn::Result<Spanned<ParentRef>> {
    if keyword(e).as_deref() == Some("base") {
        return Ok(Spanned {
            value: ParentRef::Base,
            span: e.span(),
        });
    }
    string(e, "parent", "")
        .map(|s| Spanned {
            value: ParentRef::Body(s.value),
            span: s.span,
        })
        .map_err(|_| {
            syn::Error::new(
                e.span(),
                "`parent` takes the name of an earlier body in quotes, or `base`: \
             `parent = \"palm\"` or `parent = base`",
            )
        })
}

/// `tips = ["a", "b"]`: URDF link names.
fn tip_list(e: &Expr) -> syn::Result<Spanned<Vec<Spanned<String>>>> {
    let hint = "`tips` takes a list of URDF link names in quotes: `tips = [\"left_tip\", \
                \"right_tip\"]`";
    match e {
        Expr::Group(g) => tip_list(&g.expr),
        Expr::Array(a) => {
            let names = a
                .elems
                .iter()
                .map(|x| string(x, "tips", "").map_err(|_| syn::Error::new(x.span(), hint)))
                .collect::<syn::Result<Vec<_>>>()?;
            Ok(Spanned {
                value: names,
                span: e.span(),
            })
        }
        _ => Err(syn::Error::new(e.span(), hint)),
    }
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

/// `contacts = [point("a"), surface("b")]`.
fn contact_list(e: &Expr) -> syn::Result<Spanned<Vec<ContactSpec>>> {
    let span = e.span();
    let hint = "`contacts` takes a list of frames, each `point(\"frame\")` (its origin held: a \
                foot) or `surface(\"frame\")` (the whole frame held: a sole): \
                `contacts = [point(\"FL_FOOT\"), point(\"FR_FOOT\")]`";
    match e {
        Expr::Group(g) => contact_list(&g.expr),
        Expr::Array(a) => {
            let contacts = a
                .elems
                .iter()
                .map(contact)
                .collect::<syn::Result<Vec<_>>>()?;
            if contacts.is_empty() {
                return Err(syn::Error::new(
                    span,
                    "`contacts = []` names no contact: name at least one, or remove the key",
                ));
            }
            Ok(Spanned {
                value: contacts,
                span,
            })
        }
        _ => Err(syn::Error::new(span, hint)),
    }
}

/// `point("a")` or `surface("a")`.
fn contact(e: &Expr) -> syn::Result<ContactSpec> {
    let hint = "a contact is `point(\"frame\")` (its origin held: a foot) or \
                `surface(\"frame\")` (the whole frame held: a sole)";
    let Expr::Call(call) = e else {
        return Err(syn::Error::new(e.span(), hint));
    };
    let kind = match keyword(&call.func).as_deref() {
        Some("point") => chaindyn_model::ContactKind::Point,
        Some("surface") => chaindyn_model::ContactKind::Surface,
        _ => return Err(syn::Error::new(call.func.span(), hint)),
    };
    let mut args = call.args.iter();
    match (args.next(), args.next()) {
        (Some(arg), None) => {
            let frame = string(arg, "contacts", "").map_err(|_| {
                syn::Error::new(
                    arg.span(),
                    "a contact's frame goes in quotes: `point(\"FL_FOOT\")`",
                )
            })?;
            Ok(ContactSpec { kind, frame })
        }
        _ => Err(syn::Error::new(
            call.span(),
            "a contact names one frame: `point(\"FL_FOOT\")`",
        )),
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

#[cfg(test)]
mod tests;
