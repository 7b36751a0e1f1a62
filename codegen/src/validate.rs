//! Stage 2 — validate: a [`ChainSpec`] becomes a [`Model`]: the runtime's own
//! [`chaindyn_model::Chain`] (so the derive can emit the chain for the recursive reference) plus,
//! for every number in it, whether it is a build-time constant or a runtime parameter.
//!
//! Every user error is reported here with the span of the offending token and how to fix it.
//!
//! With `#[chain(urdf = "..")]` the file is read here (relative to `CARGO_MANIFEST_DIR`) and
//! imported by the runtime's own importer ([`Chain::from_urdf_str`]), so the generated code and
//! the recursive reference see the same chain; the `#[body(name = "<URDF link>", ..)]` attributes
//! then override values of the imported links ([`validate_urdf`]).

use crate::parse::{AnglesKeyword, ChainSpec, JointKeyword, LinkSpec, Spanned, Value, Values};
use chaindyn_model::urdf::ChainEnd;
use chaindyn_model::{
    AngleConvention, Body, Chain, Joint, JointKind, JointLimits, Link, UrdfError,
};
use proc_macro2::{Ident, Span};

/// A number of the model: a constant, or `sign * self.<field>`.
#[derive(Debug, Clone, PartialEq)]
pub enum Param {
    /// A build-time constant.
    Const(f64),
    /// A runtime parameter: `sign * self.fields[index]`.
    Field {
        /// Index into [`Model::params`].
        index: usize,
        /// `1.0` or `-1.0`.
        sign: f64,
    },
}

impl Param {
    /// The value if it is a constant.
    pub fn constant(&self) -> Option<f64> {
        match self {
            Param::Const(c) => Some(*c),
            Param::Field { .. } => None,
        }
    }
}

/// One link with every number kept symbolic-capable.
#[derive(Debug, Clone)]
pub struct SymLink {
    /// Joint type.
    pub kind: JointKind,
    /// Unit joint axis (constant).
    pub axis: [f64; 3],
    /// Joint origin in the parent body frame.
    pub origin: [Param; 3],
    /// Joint frame orientation (constant).
    pub rpy: [f64; 3],
    /// Mass.
    pub mass: Param,
    /// Centre of mass in the body frame.
    pub com: [Param; 3],
    /// Inertia about the centre of mass, body frame (symmetric).
    pub inertia: [[Param; 3]; 3],
    /// The joint's name: the URDF joint's, or `<link name>_joint` for attribute descriptions.
    pub joint_name: String,
    /// Joint limits: the URDF's, unbounded for attribute descriptions.
    pub limits: JointLimits,
}

/// The chain with every number constant or a runtime parameter: plain data (no spans), so it
/// can cross to the derivation thread.
#[derive(Debug, Clone)]
pub struct SymChain {
    /// The links, base outwards.
    pub links: Vec<SymLink>,
    /// Gravity vector.
    pub gravity: [Param; 3],
    /// Angle convention.
    pub convention: AngleConvention,
    /// Link names.
    pub names: Vec<String>,
    /// Number of runtime parameters.
    pub n_params: usize,
}

impl SymChain {
    /// Degrees of freedom.
    pub fn dof(&self) -> usize {
        self.links.len()
    }
}

/// The validated description: the chain plus the Rust names it came with.
#[derive(Debug, Clone)]
pub struct Model {
    /// The struct's name.
    pub ident: Ident,
    /// Runtime parameters: the `f64` fields referenced, in order of first use.
    pub params: Vec<Ident>,
    /// The chain.
    pub chain: SymChain,
    /// Files the description was read from (absolute paths): the generated code includes them
    /// with `include_bytes!` so that the crate rebuilds when one changes.
    pub sources: Vec<String>,
}

impl std::ops::Deref for Model {
    type Target = SymChain;
    fn deref(&self) -> &SymChain {
        &self.chain
    }
}

impl Model {
    /// The model as the runtime's [`Chain`], runtime parameters evaluated at `values`.
    pub fn chain_at(&self, values: &[f64]) -> Chain {
        let v = |p: &Param| match p {
            Param::Const(c) => *c,
            Param::Field { index, sign } => sign * values[*index],
        };
        let v3 = |p: &[Param; 3]| [v(&p[0]), v(&p[1]), v(&p[2])];
        Chain {
            links: self
                .links
                .iter()
                .zip(&self.names)
                .map(|(l, name)| Link {
                    joint: Joint {
                        name: l.joint_name.clone(),
                        kind: l.kind,
                        axis: l.axis,
                        origin_xyz: v3(&l.origin),
                        origin_rpy: l.rpy,
                    },
                    body: Body {
                        name: name.clone(),
                        mass: v(&l.mass),
                        com: v3(&l.com),
                        inertia: [v3(&l.inertia[0]), v3(&l.inertia[1]), v3(&l.inertia[2])],
                    },
                })
                .collect(),
            gravity: v3(&self.gravity),
            convention: self.convention,
        }
    }
}

fn err<T>(span: Span, msg: impl std::fmt::Display) -> syn::Result<T> {
    Err(syn::Error::new(span, msg.to_string()))
}

struct Ctx<'a> {
    spec: &'a ChainSpec,
    params: Vec<Ident>,
}

impl Ctx<'_> {
    fn param(&mut self, v: &Spanned<Value>) -> syn::Result<Param> {
        match &v.value {
            Value::Lit(x) => Ok(Param::Const(*x)),
            Value::Field { ident, negate } => {
                match self.spec.fields.iter().find(|(f, _)| f == ident) {
                    None => {
                        let known: Vec<String> =
                            self.spec.fields.iter().map(|(f, _)| format!("`{f}`")).collect();
                        let hint = if known.is_empty() {
                            format!("the struct has no fields; add `{ident}: f64`")
                        } else {
                            format!("fields are {}; or add `{ident}: f64` to the struct", known.join(", "))
                        };
                        err(
                            ident.span(),
                            format!("`{ident}` is not a number and not a field of `{}`: {hint}", self.spec.ident),
                        )
                    }
                    Some((_, false)) => err(
                        ident.span(),
                        format!("field `{ident}` is used as a runtime parameter, so its type must be `f64`"),
                    ),
                    Some((f, true)) => {
                        let index = match self.params.iter().position(|p| p == f) {
                            Some(i) => i,
                            None => {
                                self.params.push(f.clone());
                                self.params.len() - 1
                            }
                        };
                        Ok(Param::Field { index, sign: if *negate { -1.0 } else { 1.0 } })
                    }
                }
            }
        }
    }

    fn triple(&mut self, vals: &Values, what: &str) -> syn::Result<[Param; 3]> {
        if vals.value.len() != 3 {
            return err(
                vals.span,
                format!("`{what}` takes three values: `{what} = [x, y, z]`"),
            );
        }
        Ok([
            self.param(&vals.value[0])?,
            self.param(&vals.value[1])?,
            self.param(&vals.value[2])?,
        ])
    }
}

fn scale(dir: [f64; 3], p: &Param) -> [Param; 3] {
    dir.map(|d| match p {
        Param::Const(c) => Param::Const(d * c),
        Param::Field { index, sign } if d == 1.0 || d == -1.0 => Param::Field {
            index: *index,
            sign: sign * d,
        },
        Param::Field { .. } if d == 0.0 => Param::Const(0.0),
        // `along`/`up` are coordinate axes, so the components are 0 or ±1.
        Param::Field { .. } => unreachable!("direction components are 0 or ±1"),
    })
}

fn unit_axis(v: &Spanned<[f64; 3]>, what: &str) -> syn::Result<[f64; 3]> {
    let [x, y, z] = v.value;
    let n = (x * x + y * y + z * z).sqrt();
    if !(n.is_finite() && n > 1e-12) {
        return err(
            v.span,
            format!("`{what}` must be a non-zero direction, e.g. `{what} = z` or `[0, 0, 1]`"),
        );
    }
    Ok([x / n, y / n, z / n])
}

fn coordinate_axis(v: &Spanned<[f64; 3]>, what: &str) -> syn::Result<[f64; 3]> {
    let nonzero = v.value.iter().filter(|c| **c != 0.0).count();
    if nonzero != 1 || v.value.iter().any(|c| *c != 0.0 && c.abs() != 1.0) {
        return err(
            v.span,
            format!("`{what}` must be a coordinate axis: `x`, `y`, `z` or one negated"),
        );
    }
    Ok(v.value)
}

/// Checks the description and builds the [`Model`].
pub fn validate(spec: &ChainSpec) -> syn::Result<Model> {
    if let Some(file) = &spec.urdf {
        return validate_urdf(spec, file);
    }
    for (key, given) in [("base", &spec.base), ("tip", &spec.tip)] {
        if let Some(v) = given {
            return err(
                v.span,
                format!(
                    "`{key}` names a link of a URDF file: add `urdf = \"<path to the .urdf>\"` to \
                     #[chain(..)], or remove `{key}`"
                ),
            );
        }
    }
    if spec.links.is_empty() {
        return err(
            spec.ident.span(),
            format!(
                "`{}` describes an empty chain: add one `#[body(joint = revolute, mass = .., ..)]` \
                 attribute per body, from the base outwards",
                spec.ident
            ),
        );
    }
    let mut ctx = Ctx {
        spec,
        params: Vec::new(),
    };
    let along = along(spec)?;
    let gravity = gravity(&mut ctx, [0.0, 1.0, 0.0])?;
    let convention = match spec.angles.as_ref().map(|a| a.value) {
        Some(AnglesKeyword::Absolute) => AngleConvention::Absolute,
        _ => AngleConvention::Relative,
    };

    let mut names: Vec<String> = Vec::new();
    let mut links = Vec::new();
    let mut prev_length: Option<Param> = None;
    for (i, l) in spec.links.iter().enumerate() {
        let name = match &l.name {
            Some(n) => {
                if names.contains(&n.value) {
                    return err(
                        n.span,
                        format!(
                            "duplicate link name \"{}\": every link needs its own name",
                            n.value
                        ),
                    );
                }
                if n.value.is_empty() {
                    return err(n.span, "a link name must not be empty");
                }
                n.value.clone()
            }
            None => format!("link{}", i + 1),
        };
        names.push(name.clone());
        links.push(link(&mut ctx, l, &name, along, prev_length.take())?);
        if let Some(len) = &l.length {
            prev_length = Some(ctx.param(len)?);
        }
    }
    if convention == AngleConvention::Absolute {
        let first = links[0].axis;
        for (l, spec_l) in links.iter().zip(&spec.links).skip(1) {
            let a = l.axis;
            let cross = [
                a[1] * first[2] - a[2] * first[1],
                a[2] * first[0] - a[0] * first[2],
                a[0] * first[1] - a[1] * first[0],
            ];
            let dot = a[0] * first[0] + a[1] * first[1] + a[2] * first[2];
            if cross.iter().any(|c| c.abs() > 1e-12) || dot < 0.0 || l.kind != JointKind::Revolute {
                let span = spec_l.axis.as_ref().map(|a| a.span).unwrap_or(spec_l.span);
                return err(
                    span,
                    "`angles = absolute` needs a planar chain of revolute joints with the same axis \
                     (seed 000's pendulum); use `angles = relative` otherwise",
                );
            }
        }
    }
    let n_params = ctx.params.len();
    let model = Model {
        ident: spec.ident.clone(),
        params: ctx.params,
        chain: SymChain {
            links,
            gravity,
            convention,
            names,
            n_params,
        },
        sources: Vec::new(),
    };
    // Whatever the spanned checks above cannot see is checked by the runtime's own validator, on
    // the constants (runtime parameters are checked when the chain is built at run time).
    if model.params.is_empty() {
        if let Err(e) = model.chain_at(&[]).validate() {
            return err(spec.ident.span(), format!("invalid chain: {e}"));
        }
    }
    Ok(model)
}

/// `#[chain(urdf = "..", base = "..", tip = "..")]`: the chain of a URDF file, with the values
/// the `#[body(name = "<URDF link>", ..)]` attributes override.
///
/// The file is read relative to `CARGO_MANIFEST_DIR` and imported with the runtime's importer;
/// its errors are spanned at the `urdf` string, or at the `base` / `tip` string they are about.
/// `up` defaults to `z` (ROS convention), so the default gravity is `[0, 0, -9.81]`.
pub fn validate_urdf(spec: &ChainSpec, file: &Spanned<String>) -> syn::Result<Model> {
    if let Some(a) = &spec.angles {
        return err(
            a.span,
            "`angles` cannot be combined with `urdf`: URDF joint coordinates are relative to the \
             parent link; remove `angles`",
        );
    }
    let Some(dir) = std::env::var_os("CARGO_MANIFEST_DIR") else {
        return err(
            file.span,
            "cannot resolve the URDF path: CARGO_MANIFEST_DIR is not set (build with cargo)",
        );
    };
    let path = std::path::Path::new(&dir).join(&file.value);
    let xml = std::fs::read_to_string(&path).map_err(|e| {
        syn::Error::new(
            file.span,
            format!(
                "cannot read the URDF file \"{}\": {e}; the path is relative to the directory of \
                 this crate's Cargo.toml",
                file.value
            ),
        )
    })?;
    let Some(source) = path.to_str().map(str::to_owned) else {
        return err(
            file.span,
            "the URDF file's absolute path is not valid UTF-8; move the file or the crate",
        );
    };
    let base = spec.base.as_ref().map(|b| b.value.as_str());
    let tip = spec.tip.as_ref().map(|t| t.value.as_str());
    let imported = Chain::from_urdf_str(&xml, base, tip).map_err(|e| urdf_error(spec, file, e))?;

    let mut ctx = Ctx {
        spec,
        params: Vec::new(),
    };
    let along = along(spec)?;
    let gravity = gravity(&mut ctx, [0.0, 0.0, 1.0])?;
    let c3 = |v: [f64; 3]| v.map(Param::Const);
    let mut links = Vec::with_capacity(imported.chain.dof());
    for (link, limits) in imported.chain.links.iter().zip(&imported.limits) {
        let Some(axis) = link.joint.unit_axis() else {
            return err(
                file.span,
                format!("joint '{}' has a zero axis", link.joint.name),
            );
        };
        let b = &link.body;
        links.push(SymLink {
            kind: link.joint.kind,
            axis,
            origin: c3(link.joint.origin_xyz),
            rpy: link.joint.origin_rpy,
            mass: Param::Const(b.mass),
            com: c3(b.com),
            inertia: b.inertia.map(c3),
            joint_name: link.joint.name.clone(),
            limits: *limits,
        });
    }
    let names: Vec<String> = imported
        .link_names()
        .into_iter()
        .map(str::to_owned)
        .collect();

    let mut overridden: Vec<&str> = Vec::new();
    for l in &spec.links {
        let Some(name) = &l.name else {
            return err(
                l.span,
                format!(
                    "with `urdf`, a #[body(..)] overrides values of a link of the file: name it \
                     with `name = \"<URDF link>\"` (the chain's links: {})",
                    quoted(&names)
                ),
            );
        };
        let Some(i) = names.iter().position(|n| *n == name.value) else {
            let msg = match imported.body_of(&name.value) {
                Some(k) => format!(
                    "URDF link \"{}\" is fixed to link \"{}\" and merged into its rigid body; \
                     override \"{}\" instead (its values are those of the merged body)",
                    name.value, names[k], names[k]
                ),
                None => format!(
                    "no link \"{}\" in the chain from \"{}\" to \"{}\" of {}; its links are {}",
                    name.value,
                    imported.base,
                    imported.tip,
                    file.value,
                    quoted(&names)
                ),
            };
            return err(name.span, msg);
        };
        if overridden.contains(&name.value.as_str()) {
            return err(
                name.span,
                format!(
                    "link \"{}\" is overridden twice: merge the two #[body(..)] attributes",
                    name.value
                ),
            );
        }
        overridden.push(&name.value);
        let fixed = [
            ("joint", l.joint.as_ref().map(|v| v.span)),
            ("axis", l.axis.as_ref().map(|v| v.span)),
            ("rpy", l.rpy.as_ref().map(|v| v.span)),
            ("length", l.length.as_ref().map(|v| v.span)),
        ];
        if let Some((key, Some(span))) = fixed.into_iter().find(|(_, s)| s.is_some()) {
            return err(
                span,
                format!(
                    "`{key}` comes from the URDF file and cannot be overridden; a #[body(..)] on \
                     a URDF link overrides `mass`, `com`, `inertia` or `origin`"
                ),
            );
        }
        let link = &mut links[i];
        if let Some(m) = &l.mass {
            link.mass = mass(&mut ctx, m, &name.value)?;
        }
        if let Some(c) = &l.com {
            link.com = com(&mut ctx, c, along)?;
        }
        if let Some(iv) = &l.inertia {
            link.inertia = inertia(&mut ctx, iv, along, &name.value)?;
        }
        if let Some(o) = &l.origin {
            link.origin = ctx.triple(o, "origin")?;
        }
    }

    let n_params = ctx.params.len();
    let model = Model {
        ident: spec.ident.clone(),
        params: ctx.params,
        chain: SymChain {
            links,
            gravity,
            convention: AngleConvention::Relative,
            names,
            n_params,
        },
        sources: vec![source],
    };
    if model.params.is_empty() {
        if let Err(e) = model.chain_at(&[]).validate() {
            return err(spec.ident.span(), format!("invalid chain: {e}"));
        }
    }
    Ok(model)
}

/// A URDF import error as a compile error at the token it is about.
fn urdf_error(spec: &ChainSpec, file: &Spanned<String>, e: UrdfError) -> syn::Error {
    let at = |s: &Option<Spanned<String>>| s.as_ref().map(|v| v.span).unwrap_or(file.span);
    let (span, hint) = match &e {
        UrdfError::UnknownLink {
            end: ChainEnd::Base,
            ..
        } => (at(&spec.base), ""),
        UrdfError::UnknownLink {
            end: ChainEnd::Tip, ..
        }
        | UrdfError::TipNotBelowBase { .. } => (at(&spec.tip), ""),
        UrdfError::NoMovableJoint { .. } => (at(&spec.tip), ""),
        UrdfError::BranchingTree { .. } => (file.span, " with `tip = \"<link>\"`"),
        UrdfError::MultipleRoots { .. } => (file.span, " with `base = \"<link>\"`"),
        _ => (file.span, ""),
    };
    syn::Error::new(span, format!("{}: {e}{hint}", file.value))
}

fn quoted(names: &[String]) -> String {
    names
        .iter()
        .map(|n| format!("\"{n}\""))
        .collect::<Vec<_>>()
        .join(", ")
}

fn link(
    ctx: &mut Ctx,
    l: &LinkSpec,
    name: &str,
    along: [f64; 3],
    prev_length: Option<Param>,
) -> syn::Result<SymLink> {
    let kind = match l.joint.as_ref().map(|j| j.value) {
        Some(JointKeyword::Prismatic) => JointKind::Prismatic,
        _ => JointKind::Revolute,
    };
    let axis = match &l.axis {
        Some(a) => unit_axis(a, "axis")?,
        None => [0.0, 0.0, 1.0],
    };
    let mass = match &l.mass {
        None => {
            return err(
                l.span,
                format!(
                    "link \"{name}\" has no mass: add `mass = <kg>` (a number or an f64 field)"
                ),
            )
        }
        Some(m) => mass(ctx, m, name)?,
    };
    let origin = match (&l.origin, prev_length) {
        (Some(o), _) => ctx.triple(o, "origin")?,
        (None, Some(len)) => scale(along, &len),
        (None, None) => [Param::Const(0.0), Param::Const(0.0), Param::Const(0.0)],
    };
    let com = match &l.com {
        None => [Param::Const(0.0), Param::Const(0.0), Param::Const(0.0)],
        Some(c) => com(ctx, c, along)?,
    };
    let zero = Param::Const(0.0);
    let inertia = match &l.inertia {
        None => std::array::from_fn(|_| std::array::from_fn(|_| zero.clone())),
        Some(iv) => inertia(ctx, iv, along, name)?,
    };
    Ok(SymLink {
        kind,
        axis,
        origin,
        rpy: l.rpy.as_ref().map(|r| r.value).unwrap_or([0.0; 3]),
        mass,
        com,
        inertia,
        joint_name: format!("{name}_joint"),
        limits: JointLimits::UNBOUNDED,
    })
}

/// `along = x | -y | ..` (default `+x`).
fn along(spec: &ChainSpec) -> syn::Result<[f64; 3]> {
    match &spec.along {
        Some(a) => coordinate_axis(a, "along"),
        None => Ok([1.0, 0.0, 0.0]),
    }
}

/// `gravity = g` (magnitude, along `-up`), `gravity = [gx, gy, gz]`, or the default 9.81 along
/// `-up`; `up` defaults to `default_up`.
fn gravity(ctx: &mut Ctx, default_up: [f64; 3]) -> syn::Result<[Param; 3]> {
    let spec = ctx.spec;
    let up = match &spec.up {
        Some(a) => coordinate_axis(a, "up")?,
        None => default_up,
    };
    Ok(match &spec.gravity {
        None => scale(up, &Param::Const(-9.81)),
        Some(g) if g.value.len() == 1 => {
            let p = ctx.param(&g.value[0])?;
            let neg = match p {
                Param::Const(c) => Param::Const(-c),
                Param::Field { index, sign } => Param::Field { index, sign: -sign },
            };
            scale(up, &neg)
        }
        Some(g) => ctx.triple(g, "gravity")?,
    })
}

/// `mass = m`: a constant must be `>= 0`.
fn mass(ctx: &mut Ctx, m: &Spanned<Value>, name: &str) -> syn::Result<Param> {
    let p = ctx.param(m)?;
    if let Param::Const(c) = p {
        if c < 0.0 {
            return err(
                m.span,
                format!("the mass of link \"{name}\" is negative ({c}): a mass must be >= 0"),
            );
        }
    }
    Ok(p)
}

/// `com = c` (along the link direction) or `com = [x, y, z]`.
fn com(ctx: &mut Ctx, c: &Values, along: [f64; 3]) -> syn::Result<[Param; 3]> {
    match c.value.as_slice() {
        [one] => Ok(scale(along, &ctx.param(one)?)),
        _ => ctx.triple(c, "com"),
    }
}

/// `inertia = i` (slender rod along the link), `[ixx, iyy, izz]` or
/// `[ixx, iyy, izz, ixy, ixz, iyz]`; constants are checked for physical consistency.
fn inertia(
    ctx: &mut Ctx,
    iv: &Values,
    along: [f64; 3],
    name: &str,
) -> syn::Result<[[Param; 3]; 3]> {
    let zero = Param::Const(0.0);
    let v: Vec<Param> = iv
        .value
        .iter()
        .map(|x| ctx.param(x))
        .collect::<syn::Result<_>>()?;
    let t = match v.as_slice() {
        // Slender rod along the link direction: I (E - d dᵀ).
        [p] => {
            let mut t: [[Param; 3]; 3] =
                std::array::from_fn(|_| std::array::from_fn(|_| zero.clone()));
            for (r, row) in t.iter_mut().enumerate() {
                row[r] = if along[r] == 0.0 {
                    p.clone()
                } else {
                    zero.clone()
                };
            }
            t
        }
        [xx, yy, zz] => [
            [xx.clone(), zero.clone(), zero.clone()],
            [zero.clone(), yy.clone(), zero.clone()],
            [zero.clone(), zero.clone(), zz.clone()],
        ],
        [xx, yy, zz, xy, xz, yz] => [
            [xx.clone(), xy.clone(), xz.clone()],
            [xy.clone(), yy.clone(), yz.clone()],
            [xz.clone(), yz.clone(), zz.clone()],
        ],
        _ => {
            return err(
                iv.span,
                "`inertia` takes 1 value (slender rod along the link), 3 (`[ixx, iyy, izz]`) \
                 or 6 (`[ixx, iyy, izz, ixy, ixz, iyz]`)",
            )
        }
    };
    check_inertia(&t, iv.span, name)?;
    Ok(t)
}

/// Physical checks on a constant inertia: positive semi-definite and the triangle inequality on
/// the principal moments (a rigid body's moments satisfy I_a <= I_b + I_c).
fn check_inertia(t: &[[Param; 3]; 3], span: Span, name: &str) -> syn::Result<()> {
    let mut m = [[0.0; 3]; 3];
    for r in 0..3 {
        for c in 0..3 {
            match t[r][c].constant() {
                Some(x) => m[r][c] = x,
                None => return Ok(()), // checked at run time
            }
        }
    }
    let ev = symmetric_eigenvalues(m);
    let scale = ev
        .iter()
        .fold(0.0f64, |a, b| a.max(b.abs()))
        .max(f64::MIN_POSITIVE);
    let tol = 1e-9 * scale;
    if ev.iter().any(|e| *e < -tol) {
        return err(
            span,
            format!(
                "the inertia of link \"{name}\" is not positive semi-definite (principal moments {:.6e}, {:.6e}, {:.6e}): \
                 give moments >= 0 and products of inertia small enough",
                ev[0], ev[1], ev[2]
            ),
        );
    }
    let s = ev[0] + ev[1] + ev[2];
    if ev.iter().any(|e| *e > s - e + tol) {
        return err(
            span,
            format!(
                "the inertia of link \"{name}\" violates the triangle inequality (principal moments {:.6e}, {:.6e}, {:.6e}): \
                 no rigid body has one moment larger than the sum of the other two",
                ev[0], ev[1], ev[2]
            ),
        );
    }
    Ok(())
}

/// Eigenvalues of a symmetric 3x3 matrix (closed form, Smith 1961), ascending.
fn symmetric_eigenvalues(a: [[f64; 3]; 3]) -> [f64; 3] {
    let p1 = a[0][1].powi(2) + a[0][2].powi(2) + a[1][2].powi(2);
    if p1 == 0.0 {
        let mut d = [a[0][0], a[1][1], a[2][2]];
        d.sort_by(f64::total_cmp);
        return d;
    }
    let q = (a[0][0] + a[1][1] + a[2][2]) / 3.0;
    let p2 = (a[0][0] - q).powi(2) + (a[1][1] - q).powi(2) + (a[2][2] - q).powi(2) + 2.0 * p1;
    let p = (p2 / 6.0).sqrt();
    let b = |r: usize, c: usize| (a[r][c] - if r == c { q } else { 0.0 }) / p;
    let det = b(0, 0) * (b(1, 1) * b(2, 2) - b(1, 2) * b(2, 1))
        - b(0, 1) * (b(1, 0) * b(2, 2) - b(1, 2) * b(2, 0))
        + b(0, 2) * (b(1, 0) * b(2, 1) - b(1, 1) * b(2, 0));
    let r = (det / 2.0).clamp(-1.0, 1.0);
    let phi = r.acos() / 3.0;
    let e1 = q + 2.0 * p * phi.cos();
    let e3 = q + 2.0 * p * (phi + 2.0 * std::f64::consts::PI / 3.0).cos();
    let e2 = 3.0 * q - e1 - e3;
    let mut d = [e1, e2, e3];
    d.sort_by(f64::total_cmp);
    d
}

#[cfg(test)]
mod tests {
    use super::symmetric_eigenvalues;

    #[test]
    fn eigenvalues_of_a_rotated_diagonal_inertia() {
        // R diag(1,2,3) Rᵀ for a rotation about z by 30 degrees.
        let (s, c) = (0.5f64, 3f64.sqrt() / 2.0);
        let m = [
            [c * c + 2.0 * s * s, c * s * (1.0 - 2.0), 0.0],
            [c * s * (1.0 - 2.0), s * s + 2.0 * c * c, 0.0],
            [0.0, 0.0, 3.0],
        ];
        let e = symmetric_eigenvalues(m);
        for (got, want) in e.iter().zip([1.0, 2.0, 3.0]) {
            assert!((got - want).abs() < 1e-12, "{e:?}");
        }
    }
}
