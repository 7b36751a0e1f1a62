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

use crate::parse::{
    AnglesKeyword, ChainSpec, FrameSelection, JointKeyword, LinkSpec, Spanned, Value, Values,
};
use chaindyn_model::urdf::ChainEnd;
use chaindyn_model::{
    AngleConvention, Body, Chain, Frame, Joint, JointDynamics, JointKind, JointLimits, Link,
    ModelError, UrdfError,
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

/// A joint's armature, damping and friction, each a constant or a runtime parameter.
#[derive(Debug, Clone, PartialEq)]
pub struct SymJointDynamics {
    /// Reflected rotor inertia, added to `M`'s diagonal.
    pub armature: Param,
    /// Viscous damping.
    pub damping: Param,
    /// Coulomb friction.
    pub friction: Param,
    /// Smoothing speed of the friction law.
    pub friction_velocity: Param,
}

impl SymJointDynamics {
    /// An ideal joint ([`JointDynamics::IDEAL`]).
    pub fn ideal() -> Self {
        SymJointDynamics::constant(&JointDynamics::IDEAL)
    }

    /// The values as constants (runtime parameters as given).
    fn constant(d: &JointDynamics) -> Self {
        SymJointDynamics {
            armature: Param::Const(d.armature),
            damping: Param::Const(d.damping),
            friction: Param::Const(d.friction),
            friction_velocity: Param::Const(d.friction_velocity),
        }
    }

    /// Whether the joint may lose torque: damping or friction not the constant 0.
    pub fn dissipates(&self) -> bool {
        self.damping != Param::Const(0.0) || self.friction != Param::Const(0.0)
    }

    /// Whether the joint has an armature that is not the constant 0.
    pub fn has_armature(&self) -> bool {
        self.armature != Param::Const(0.0)
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
    /// The joint's armature, damping and friction.
    pub dynamics: SymJointDynamics,
}

/// A named frame fixed to a body.
#[derive(Debug, Clone)]
pub struct SymFrame {
    /// Its name.
    pub name: String,
    /// The body it is fixed to.
    pub body: usize,
    /// Its origin in the body's frame.
    pub origin: [Param; 3],
    /// Its orientation relative to the body's frame (constant).
    pub rpy: [f64; 3],
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
    /// Named frames besides the bodies' own (the URDF's merged links, `#[frame(..)]`s).
    pub frames: Vec<SymFrame>,
    /// The frames whose task-space code is generated, by frame index (bodies `0..n`, then
    /// `frames`), ascending; empty when the description asks for none.
    pub selected_frames: Vec<usize>,
}

impl SymChain {
    /// Degrees of freedom.
    pub fn dof(&self) -> usize {
        self.links.len()
    }

    /// The name of frame `index` (bodies first, then the named frames).
    pub fn frame_name(&self, index: usize) -> &str {
        let n = self.links.len();
        if index < n {
            &self.names[index]
        } else {
            &self.frames[index - n].name
        }
    }

    /// The body frame `index` is fixed to and its placement there (`None` for a body's frame).
    pub fn frame_placement(&self, index: usize) -> (usize, Option<&SymFrame>) {
        let n = self.links.len();
        if index < n {
            (index, None)
        } else {
            let f = &self.frames[index - n];
            (f.body, Some(f))
        }
    }
}

/// Names of the constants `#[derive(Dynamics)]` puts on the struct, and `FRAMES` (the
/// `TaskSpace` constant, which an inherent constant of that name would hide): no frame constant
/// may take one.
pub const RESERVED_CONSTANTS: [&str; 7] = [
    "FRAMES",
    "LINK_NAMES",
    "JOINT_NAMES",
    "JOINT_LIMITS",
    "JOINT_VELOCITY_LIMITS",
    "JOINT_EFFORT_LIMITS",
    "GENERATED_OPERATIONS",
];

/// The name of the associated constant of a frame: the frame's name in upper case, every
/// character that is not an ASCII letter or digit replaced by `_`, and `FRAME_` in front of a
/// name that would not start like an identifier (`panda_hand` → `PANDA_HAND`, `link-1` →
/// `LINK_1`, `0tool` → `FRAME_0TOOL`).
pub fn frame_constant(name: &str) -> String {
    let upper: String = name
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_uppercase()
            } else {
                '_'
            }
        })
        .collect();
    match upper.chars().next() {
        Some(c) if c.is_ascii_alphabetic() => upper,
        Some('_') if upper.chars().any(|c| c != '_') => upper,
        _ => format!("FRAME_{upper}"),
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
                        dynamics: JointDynamics {
                            armature: v(&l.dynamics.armature),
                            damping: v(&l.dynamics.damping),
                            friction: v(&l.dynamics.friction),
                            friction_velocity: v(&l.dynamics.friction_velocity),
                        },
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
            frames: self
                .frames
                .iter()
                .map(|f| Frame::new(f.name.clone(), f.body, v3(&f.origin), f.rpy))
                .collect(),
        }
    }
}

fn err<T>(span: Span, msg: impl std::fmt::Display) -> syn::Result<T> {
    Err(syn::Error::new(span, msg.to_string()))
}

/// Collects every error of a derive (serde_derive's `Ctxt` pattern): checks go on after an
/// error, so one build reports all of them, each at its own token.
#[derive(Default)]
pub struct Errors(Option<syn::Error>, usize);

impl Errors {
    /// Records an error.
    pub fn push(&mut self, e: syn::Error) {
        self.1 += 1;
        match &mut self.0 {
            Some(all) => all.combine(e),
            None => self.0 = Some(e),
        }
    }

    /// How many errors were recorded.
    pub fn count(&self) -> usize {
        self.1
    }

    /// The value of `r`, or `fallback` after recording its error.
    pub fn or<T>(&mut self, r: syn::Result<T>, fallback: T) -> T {
        r.unwrap_or_else(|e| {
            self.push(e);
            fallback
        })
    }

    /// Whether an error was recorded.
    pub fn any(&self) -> bool {
        self.0.is_some()
    }

    /// `Err` with every recorded error, or `Ok`.
    pub fn finish(self) -> syn::Result<()> {
        self.0.map_or(Ok(()), Err)
    }
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
        let mut errors = Errors::default();
        let out = std::array::from_fn(|k| {
            let p = self.param(&vals.value[k]);
            errors.or(p, Param::Const(0.0))
        });
        errors.finish()?;
        Ok(out)
    }
}

fn scale(dir: [f64; 3], p: &Param) -> [Param; 3] {
    dir.map(|d| match p {
        Param::Const(c) => Param::Const(d * c),
        Param::Field { index, sign } if d == 1.0 || d == -1.0 => Param::Field {
            index: *index,
            sign: sign * d,
        },
        // `along`/`up` are coordinate axes ([`coordinate_axis`]), so the components are 0 or ±1.
        Param::Field { .. } => Param::Const(0.0),
    })
}

fn unit_axis(v: &Spanned<[f64; 3]>, what: &str) -> syn::Result<[f64; 3]> {
    chaindyn_model::unit_vector(v.value).ok_or_else(|| {
        syn::Error::new(
            v.span,
            format!(
                "`{what}` must be a non-zero direction (norm at least {:e}), e.g. `{what} = z` or \
                 `[0, 0, 1]`",
                chaindyn_model::AXIS_MIN_NORM
            ),
        )
    })
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

/// What a derive's message about an unreadable URDF file says of its path (a tool that resolves
/// `urdf` paths against another folder, such as `chaindyn generate`, replaces this sentence).
pub const URDF_PATH_HINT: &str = "the path is relative to the directory of this crate's Cargo.toml";

/// Checks the description and builds the [`Model`]; every error found, each at its token.
/// `manifest_dir` is the folder of the crate's `Cargo.toml`, against which a `urdf` path is
/// resolved.
pub fn validate(spec: &ChainSpec, manifest_dir: Option<&std::path::Path>) -> syn::Result<Model> {
    if let Some(file) = &spec.urdf {
        return validate_urdf(spec, file, manifest_dir);
    }
    let mut errors = Errors::default();
    for (key, given) in [("base", &spec.base), ("tip", &spec.tip)] {
        if let Some(v) = given {
            errors.push(syn::Error::new(
                v.span,
                format!(
                    "`{key}` names a link of a URDF file: add `urdf = \"<path to the .urdf>\"` to \
                     #[chain(..)], or remove `{key}`"
                ),
            ));
        }
    }
    if spec.links.is_empty() {
        errors.push(syn::Error::new(
            spec.ident.span(),
            format!(
                "`{}` describes an empty chain: add one `#[body(joint = revolute, mass = .., ..)]` \
                 attribute per body, from the base outwards",
                spec.ident
            ),
        ));
        return Err(errors.finish().expect_err("an error was pushed"));
    }
    let mut ctx = Ctx {
        spec,
        params: Vec::new(),
    };
    let along = errors.or(along(spec), [1.0, 0.0, 0.0]);
    let gravity = gravity(&mut ctx, [0.0, 1.0, 0.0], &mut errors);
    let ideal = default_joint_dynamics(&mut ctx, &mut errors);
    let convention = match spec.angles.as_ref().map(|a| a.value) {
        Some(AnglesKeyword::Absolute) => AngleConvention::Absolute,
        _ => AngleConvention::Relative,
    };

    let mut names: Vec<String> = Vec::new();
    let mut links = Vec::new();
    let mut prev_length: Option<Param> = None;
    let last = spec.links.len() - 1;
    for (i, l) in spec.links.iter().enumerate() {
        let name = match &l.name {
            Some(n) => {
                if names.contains(&n.value) {
                    errors.push(syn::Error::new(
                        n.span,
                        format!(
                            "duplicate link name \"{}\": every link needs its own name",
                            n.value
                        ),
                    ));
                }
                if n.value.is_empty() {
                    errors.push(syn::Error::new(n.span, "a link name must not be empty"));
                }
                n.value.clone()
            }
            None => format!("link{}", i + 1),
        };
        names.push(name.clone());
        let mut link = link(
            &mut ctx,
            l,
            i,
            &name,
            along,
            prev_length.take(),
            &mut errors,
        );
        link.dynamics = joint_dynamics(&mut ctx, l, ideal.clone(), &name, &mut errors);
        links.push(link);
        // `length` on the last body describes the link (a paper's parameter table gives every
        // link's length) and places no joint: documented, no effect on the dynamics (a field
        // named there is still checked).
        if let Some(len) = &l.length {
            let p = ctx.param(len);
            let p = errors.or(p, Param::Const(0.0));
            if i != last && spec.links[i + 1].origin.is_some() {
                errors.push(syn::Error::new(
                    len.span,
                    "`length` places the next body's joint, but the next #[body(..)] places it \
                     with `origin = [..]`, which would override this length: give one of the two",
                ));
            } else if i != last {
                prev_length = Some(p);
            }
        }
    }
    let (frames, selected_frames) = frames(&mut ctx, &names, Vec::new(), None, &mut errors);
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
            frames,
            selected_frames,
        },
        sources: Vec::new(),
    };
    let overrides: Vec<Option<&LinkSpec>> = spec.links.iter().map(Some).collect();
    if convention == AngleConvention::Absolute && !errors.any() && !spec.had_errors {
        // Planarity needs only the joints (kinds, axes, rpy): any parameter values do.
        let probe = model.chain_at(&vec![1.0; model.params.len()]);
        if let Err(e) = probe.check_planar() {
            errors.push(model_error(spec, &overrides, &e, spec.ident.span()));
        }
    }
    check_chain(spec, &model, &overrides, spec.ident.span(), &mut errors);
    errors.finish()?;
    Ok(model)
}

/// The most degrees of freedom a derive accepts. The generated code is unrolled (no loops over
/// degrees of freedom) and grows like `n^2.4` operations; 64 is far beyond the chains it is meant
/// for (the largest tested has 10) and keeps a mistaken input (a URDF of a whole robot fleet)
/// from running the compiler out of time or memory. Larger chains: the runtime's recursive
/// algorithms.
pub const MAX_DERIVE_DOF: usize = 64;

/// Whatever the spanned checks of the attributes cannot see, the model crate's own validator
/// and its mass matrix check see on the constants (with runtime parameters, the chain is checked
/// at run time by `Dynamics::validate`): each error at the attribute it is about.
fn check_chain(
    spec: &ChainSpec,
    model: &Model,
    overrides: &[Option<&LinkSpec>],
    default: Span,
    errors: &mut Errors,
) {
    if errors.any() || spec.had_errors {
        return;
    }
    if model.links.len() > MAX_DERIVE_DOF {
        errors.push(syn::Error::new(
            default,
            format!(
                "this chain has {} degrees of freedom; #[derive(Dynamics)] generates unrolled code \
                 for at most {MAX_DERIVE_DOF}: use the runtime's recursive algorithms \
                 (`chaindyn::Multibody`) for larger chains, or choose a shorter chain (`base`, \
                 `tip`)",
                model.links.len()
            ),
        ));
        return;
    }
    // Constants computed from the description (a URDF's merged inertias, `length` along
    // `along`) must be finite whatever the runtime parameters.
    let constants = model.links.iter().flat_map(|l| {
        l.origin
            .iter()
            .chain(&l.com)
            .chain(l.inertia.iter().flatten())
            .chain(std::iter::once(&l.mass))
    });
    if constants
        .chain(&model.gravity)
        .any(|p| p.constant().is_some_and(|c| !c.is_finite()))
    {
        errors.push(syn::Error::new(
            default,
            "a value of this chain is not finite in f64 (it overflows); express the model in \
             units that keep masses, lengths and inertias within a few orders of magnitude of 1",
        ));
        return;
    }
    if !model.params.is_empty() {
        return;
    }
    let chain = model.chain_at(&[]);
    let found = chain.validate_all();
    for e in &found {
        errors.push(model_error(spec, overrides, e, default));
    }
    if found.is_empty() {
        if let Err(e) = chaindyn_model::check_mass_matrix(&chain) {
            errors.push(model_error(spec, overrides, &e, default));
        }
    }
}

/// A model error as a compile error at the attribute value it is about: `overrides[i]` is the
/// `#[body(..)]` of link `i`, if there is one.
fn model_error(
    spec: &ChainSpec,
    overrides: &[Option<&LinkSpec>],
    e: &ModelError,
    default: Span,
) -> syn::Error {
    use ModelError as E;
    let at = |i: usize, pick: &dyn Fn(&LinkSpec) -> Option<Span>| -> Span {
        match overrides.get(i).copied().flatten() {
            Some(l) => pick(l).unwrap_or(l.span),
            None => default,
        }
    };
    let span = match e {
        E::EmptyChain => spec.ident.span(),
        E::NonFiniteGravity { .. } => spec.gravity.as_ref().map_or(default, |g| g.span),
        E::InvalidAxis { link, .. } => at(*link, &|l| l.axis.as_ref().map(|v| v.span)),
        E::NonFinite { link, field, .. } => at(*link, &|l| match *field {
            "joint.origin_xyz" => l.origin.as_ref().map(|v| v.span),
            "joint.origin_rpy" => l.rpy.as_ref().map(|v| v.span),
            "body.com" => l.com.as_ref().map(|v| v.span),
            _ => l.inertia.as_ref().map(|v| v.span),
        }),
        E::InvalidMass { link, .. } => at(*link, &|l| l.mass.as_ref().map(|v| v.span)),
        E::InertiaNotSymmetric { link, .. }
        | E::InertiaNotPositiveSemidefinite { link, .. }
        | E::InertiaTriangleInequality { link, .. } => {
            at(*link, &|l| l.inertia.as_ref().map(|v| v.span))
        }
        E::DuplicateLinkName { second, .. } => at(*second, &|l| l.name.as_ref().map(|v| v.span)),
        E::DuplicateJointName { second, .. } => at(*second, &|_| None),
        E::AbsolutePrismaticJoint { link, .. } => at(*link, &|l| l.joint.as_ref().map(|v| v.span)),
        E::AbsoluteAxesNotParallel { link, .. } => at(*link, &|l| {
            l.rpy
                .as_ref()
                .map(|v| v.span)
                .or_else(|| l.axis.as_ref().map(|v| v.span))
        }),
        E::SingularMassMatrix { link, .. } => at(*link, &|l| l.mass.as_ref().map(|v| v.span)),
        E::InvalidJointDynamics {
            link, parameter, ..
        } => at(*link, &|l| {
            match *parameter {
                "armature" => &l.armature,
                "damping" => &l.damping,
                "friction" => &l.friction,
                _ => &l.friction_velocity,
            }
            .as_ref()
            .map(|v| v.span)
        }),
        E::MassMatrixOverflow { .. } => largest_literal(spec).map_or(default, |(_, span)| span),
        _ => default,
    };
    // The derive's own words where the model crate's message names its runtime API.
    let msg = match e {
        E::AbsoluteAxesNotParallel {
            joint,
            axis_world,
            reference,
            ..
        } => format!(
            "`angles = absolute` needs a planar chain: joint '{joint}' has the world axis \
             {axis_world:?} at q = 0 (after the `rpy` of the joint frames up to it), not parallel \
             to the first joint's axis {reference:?} and pointing the same way; make the axes \
             parallel (flip the sign of `axis` if it is anti-parallel) or use `angles = relative`"
        ),
        E::AbsolutePrismaticJoint { joint, .. } => format!(
            "`angles = absolute` needs revolute joints only, but joint '{joint}' is prismatic; \
             use `angles = relative`"
        ),
        _ => format!("invalid chain: {e}"),
    };
    syn::Error::new(span, msg)
}

/// `#[chain(urdf = "..", base = "..", tip = "..")]`: the chain of a URDF file, with the values
/// the `#[body(name = "<URDF link>", ..)]` attributes override.
///
/// The file is read relative to `manifest_dir` (the crate's) and imported with the runtime's importer;
/// its errors are spanned at the `urdf` string, or at the `base` / `tip` string they are about.
/// `up` defaults to `z` (ROS convention), so the default gravity is `[0, 0, -9.81]`.
pub fn validate_urdf(
    spec: &ChainSpec,
    file: &Spanned<String>,
    manifest_dir: Option<&std::path::Path>,
) -> syn::Result<Model> {
    let mut errors = Errors::default();
    if let Some(a) = &spec.angles {
        errors.push(syn::Error::new(
            a.span,
            "`angles` cannot be combined with `urdf`: URDF joint coordinates are relative to the \
             parent link; remove `angles`",
        ));
    }
    let Some(dir) = manifest_dir else {
        errors.push(syn::Error::new(
            file.span,
            "cannot resolve the URDF path: CARGO_MANIFEST_DIR is not set (build with cargo)",
        ));
        return Err(errors.finish().expect_err("an error was pushed"));
    };
    let path = dir.join(&file.value);
    let limit = chaindyn_model::urdf::MAX_INPUT_BYTES;
    let read = chaindyn_model::read::read_text_file(&path, limit as u64).map_err(|e| match e {
        chaindyn_model::read::ReadError::TooLarge { bytes, .. } => urdf_error(
            spec,
            file,
            UrdfError::InputTooLarge {
                bytes: usize::try_from(bytes).unwrap_or(usize::MAX),
                limit,
            },
        ),
        e => syn::Error::new(
            file.span,
            format!(
                "cannot read the URDF file \"{}\": {e}; {URDF_PATH_HINT}",
                file.value
            ),
        ),
    });
    let source = path.to_str().map(str::to_owned).ok_or_else(|| {
        syn::Error::new(
            file.span,
            "the URDF file's absolute path is not valid UTF-8; move the file or the crate",
        )
    });
    let (xml, source) = match (read, source) {
        (Ok(x), Ok(s)) => (x, s),
        (r, s) => {
            for e in [r.err(), s.err()].into_iter().flatten() {
                errors.push(e);
            }
            return Err(errors.finish().expect_err("an error was pushed"));
        }
    };
    let base = spec.base.as_ref().map(|b| b.value.as_str());
    let tip = spec.tip.as_ref().map(|t| t.value.as_str());
    let imported = match Chain::from_urdf_str(&xml, base, tip) {
        Ok(c) => c,
        Err(e) => {
            errors.push(urdf_error(spec, file, e));
            return Err(errors.finish().expect_err("an error was pushed"));
        }
    };

    let mut ctx = Ctx {
        spec,
        params: Vec::new(),
    };
    let along = errors.or(along(spec), [1.0, 0.0, 0.0]);
    let gravity = gravity(&mut ctx, [0.0, 0.0, 1.0], &mut errors);
    let chain_velocity = default_joint_dynamics(&mut ctx, &mut errors).friction_velocity;
    let c3 = |v: [f64; 3]| v.map(Param::Const);
    let mut links = Vec::with_capacity(imported.chain.dof());
    for (link, limits) in imported.chain.links.iter().zip(&imported.limits) {
        let Some(axis) = link.joint.unit_axis() else {
            errors.push(syn::Error::new(
                file.span,
                format!(
                    "{}: joint '{}' has a zero axis",
                    file.value, link.joint.name
                ),
            ));
            continue;
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
            dynamics: SymJointDynamics {
                friction_velocity: chain_velocity.clone(),
                ..SymJointDynamics::constant(&link.joint.dynamics)
            },
        });
    }
    let names: Vec<String> = imported
        .link_names()
        .into_iter()
        .map(str::to_owned)
        .collect();

    let mut overrides: Vec<Option<&LinkSpec>> = vec![None; names.len()];
    for l in &spec.links {
        let Some(name) = &l.name else {
            errors.push(syn::Error::new(
                l.span,
                format!(
                    "with `urdf`, a #[body(..)] overrides values of a link of the file: name it \
                     with `name = \"<URDF link>\"` (the chain's links: {})",
                    quoted(&names)
                ),
            ));
            continue;
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
            errors.push(syn::Error::new(name.span, msg));
            continue;
        };
        if overrides[i].is_some() {
            errors.push(syn::Error::new(
                name.span,
                format!(
                    "link \"{}\" is overridden twice: merge the two #[body(..)] attributes",
                    name.value
                ),
            ));
            continue;
        }
        overrides[i] = Some(l);
        let fixed = [
            ("joint", l.joint.as_ref().map(|v| v.span)),
            ("axis", l.axis.as_ref().map(|v| v.span)),
            ("rpy", l.rpy.as_ref().map(|v| v.span)),
            ("length", l.length.as_ref().map(|v| v.span)),
        ];
        for (key, span) in fixed {
            if let Some(span) = span {
                errors.push(syn::Error::new(
                    span,
                    format!(
                        "`{key}` comes from the URDF file and cannot be overridden; a #[body(..)] \
                         on a URDF link overrides `mass`, `com`, `inertia`, `origin`, \
                         `armature`, `damping`, `friction` or `friction_velocity`"
                    ),
                ));
            }
        }
        let Some(link) = links.get_mut(i) else {
            continue; // its joint was reported above
        };
        if let Some(m) = &l.mass {
            let r = mass(&mut ctx, m, &name.value);
            link.mass = errors.or(r, link.mass.clone());
        }
        if let Some(c) = &l.com {
            let r = com(&mut ctx, c, along);
            link.com = errors.or(r, link.com.clone());
        }
        if let Some(iv) = &l.inertia {
            let r = inertia(&mut ctx, iv, along, &name.value, i);
            link.inertia = errors.or(r, link.inertia.clone());
        }
        if let Some(o) = &l.origin {
            let r = ctx.triple(o, "origin");
            link.origin = errors.or(r, link.origin.clone());
        }
        link.dynamics =
            joint_dynamics(&mut ctx, l, link.dynamics.clone(), &name.value, &mut errors);
    }

    let (frames, selected_frames) = frames(
        &mut ctx,
        &names,
        imported.chain.frames.clone(),
        Some((&imported, file)),
        &mut errors,
    );
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
            frames,
            selected_frames,
        },
        sources: vec![source],
    };
    check_chain(spec, &model, &overrides, file.span, &mut errors);
    errors.finish()?;
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

/// The named frames (a URDF's, then the `#[frame(..)]`s) and the frames selected for task-space
/// code (`frames = ..` plus every `#[frame(..)]`), each error at its token: a frame without a name
/// or body, on a body the chain does not have, with a taken name or an unusable constant name; a
/// selected name the chain does not have.
fn frames(
    ctx: &mut Ctx,
    bodies: &[String],
    imported: Vec<Frame>,
    urdf: Option<(&chaindyn_model::UrdfChain, &Spanned<String>)>,
    errors: &mut Errors,
) -> (Vec<SymFrame>, Vec<usize>) {
    let spec = ctx.spec;
    let n = bodies.len();
    let mut frames: Vec<SymFrame> = imported
        .into_iter()
        .map(|f| SymFrame {
            name: f.name,
            body: f.body,
            origin: f.origin_xyz.map(Param::Const),
            rpy: f.origin_rpy,
        })
        .collect();
    // Where each frame was named, for errors about its constant.
    let mut spans: Vec<Option<Span>> = vec![None; frames.len()];
    let mut selected: Vec<usize> = Vec::new();
    let taken = |frames: &[SymFrame], name: &str| {
        bodies.iter().any(|b| b == name) || frames.iter().any(|f| f.name == name)
    };
    for f in &spec.frame_specs {
        let name = match &f.name {
            Some(name) if name.value.is_empty() => {
                errors.push(syn::Error::new(name.span, "a frame name must not be empty"));
                None
            }
            Some(name) if taken(&frames, &name.value) => {
                errors.push(syn::Error::new(
                    name.span,
                    format!(
                        "the name \"{}\" is taken by a body or another frame of this chain: give \
                         the frame its own name",
                        name.value
                    ),
                ));
                None
            }
            Some(name) => Some(name),
            None => {
                if !f.had_errors {
                    errors.push(syn::Error::new(
                        f.span,
                        "a #[frame(..)] needs `name = \"..\"` (and `body = \"..\"`, the body it \
                         is fixed to)",
                    ));
                }
                None
            }
        };
        // The body it is fixed to, or an earlier frame it is placed on (its placement composed).
        let parent: Option<Result<usize, usize>> = match &f.body {
            Some(b) => match bodies.iter().position(|x| *x == b.value) {
                Some(i) => Some(Ok(i)),
                None => match frames.iter().position(|x| x.name == b.value) {
                    Some(k) => Some(Err(k)),
                    None => {
                        let msg = match urdf {
                            Some((u, file)) => format!(
                                "\"{}\" is not a body or frame of the chain from \"{}\" to \"{}\" \
                                 of {}: a frame is fixed to one of its bodies ({}) or placed on \
                                 one of its frames",
                                b.value,
                                u.base,
                                u.tip,
                                file.value,
                                quoted(bodies)
                            ),
                            None => format!(
                                "no body \"{}\" in this chain: a frame is fixed to one of its \
                                 bodies ({}) or placed on an earlier #[frame]",
                                b.value,
                                quoted(bodies)
                            ),
                        };
                        errors.push(syn::Error::new(b.span, msg));
                        None
                    }
                },
            },
            None => {
                if !f.had_errors && f.name.is_some() {
                    errors.push(syn::Error::new(
                        f.span,
                        format!(
                            "a #[frame(..)] needs `body = \"..\"`: the body it is fixed to ({})",
                            quoted(bodies)
                        ),
                    ));
                }
                None
            }
        };
        let origin = match &f.origin {
            Some(o) => {
                let r = ctx.triple(o, "origin");
                errors.or(r, [Param::Const(0.0), Param::Const(0.0), Param::Const(0.0)])
            }
            None => [Param::Const(0.0), Param::Const(0.0), Param::Const(0.0)],
        };
        let rpy = f.rpy.as_ref().map_or([0.0; 3], |r| r.value);
        let placed = match parent {
            Some(Ok(body)) => Some((body, origin, rpy)),
            Some(Err(k)) => {
                // On another frame: both placements must be numbers to be composed.
                let constant = |o: &[Param; 3]| -> Option<[f64; 3]> {
                    Some([o[0].constant()?, o[1].constant()?, o[2].constant()?])
                };
                match (constant(&frames[k].origin), constant(&origin)) {
                    (Some(base), Some(xyz)) => {
                        let at =
                            Frame::new(frames[k].name.clone(), frames[k].body, base, frames[k].rpy)
                                .then(String::new(), xyz, rpy);
                        Some((at.body, at.origin_xyz.map(Param::Const), at.origin_rpy))
                    }
                    _ => {
                        let span = f.origin.as_ref().map_or(f.span, |o| o.span);
                        errors.push(syn::Error::new(
                            span,
                            format!(
                                "a frame placed on the frame \"{}\" takes numbers for `origin` (and \
                                 that frame must have them): runtime parameters place frames on \
                                 bodies only",
                                frames[k].name
                            ),
                        ));
                        None
                    }
                }
            }
            None => None,
        };
        if let (Some(name), Some((body, origin, rpy))) = (name, placed) {
            frames.push(SymFrame {
                name: name.value.clone(),
                body,
                origin,
                rpy,
            });
            spans.push(Some(name.span));
            selected.push(n + frames.len() - 1);
        }
    }
    let frame_name = |i: usize, frames: &[SymFrame]| -> String {
        if i < n {
            bodies[i].clone()
        } else {
            frames[i - n].name.clone()
        }
    };
    let mut selection_spans: Vec<(usize, Span)> = spans
        .iter()
        .enumerate()
        .filter_map(|(k, s)| s.map(|s| (n + k, s)))
        .collect();
    match spec.frames.as_ref() {
        None => {}
        Some(Spanned {
            value: FrameSelection::All,
            span,
        }) => {
            for i in 0..n + frames.len() {
                if !selected.contains(&i) {
                    selected.push(i);
                    selection_spans.push((i, *span));
                }
            }
        }
        Some(Spanned {
            value: FrameSelection::Names(names),
            ..
        }) => {
            for (k, name) in names.iter().enumerate() {
                if names[..k].iter().any(|earlier| earlier.value == name.value) {
                    errors.push(syn::Error::new(
                        name.span,
                        format!(
                            "frame \"{}\" is named twice in `frames`: keep one",
                            name.value
                        ),
                    ));
                    continue;
                }
                match (0..n + frames.len()).find(|&i| frame_name(i, &frames) == name.value) {
                    // Selected already by its #[frame(..)]: harmless.
                    Some(i) if selected.contains(&i) => {}
                    Some(i) => {
                        selected.push(i);
                        selection_spans.push((i, name.span));
                    }
                    None => {
                        let all: Vec<String> = (0..n + frames.len())
                            .map(|i| frame_name(i, &frames))
                            .collect();
                        errors.push(syn::Error::new(
                            name.span,
                            format!(
                                "no frame \"{}\" in this chain; its frames are {} (bodies, then \
                                 named frames); declare another with #[frame(name = \"..\", body \
                                 = \"..\", origin = [..], rpy = [..])]",
                                name.value,
                                quoted(&all)
                            ),
                        ));
                    }
                }
            }
        }
    }
    selected.sort_unstable();
    // Every selected frame becomes a constant of the struct: the names must differ.
    let mut constants: Vec<(String, usize)> = Vec::new();
    for &i in &selected {
        let constant = frame_constant(&frame_name(i, &frames));
        let span = selection_spans
            .iter()
            .find(|(k, _)| *k == i)
            .map_or(spec.ident.span(), |(_, s)| *s);
        if RESERVED_CONSTANTS.contains(&constant.as_str()) {
            errors.push(syn::Error::new(
                span,
                format!(
                    "frame \"{}\" would become the constant `{constant}`, which the derive \
                     already defines: rename the frame (or the body)",
                    frame_name(i, &frames)
                ),
            ));
        } else if let Some((_, other)) = constants.iter().find(|(c, _)| *c == constant) {
            errors.push(syn::Error::new(
                span,
                format!(
                    "frames \"{}\" and \"{}\" would both become the constant `{constant}`: \
                     rename one",
                    frame_name(*other, &frames),
                    frame_name(i, &frames)
                ),
            ));
        } else {
            constants.push((constant, i));
        }
    }
    (frames, selected)
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
    index: usize,
    name: &str,
    along: [f64; 3],
    prev_length: Option<Param>,
    errors: &mut Errors,
) -> SymLink {
    let zero = || Param::Const(0.0);
    let kind = match l.joint.as_ref().map(|j| j.value) {
        Some(JointKeyword::Prismatic) => JointKind::Prismatic,
        _ => JointKind::Revolute,
    };
    let axis = match &l.axis {
        Some(a) => errors.or(unit_axis(a, "axis"), [0.0, 0.0, 1.0]),
        None => [0.0, 0.0, 1.0],
    };
    let mass = match &l.mass {
        // A body whose attribute had an error (a misspelt `mass`, say) is not told again.
        None if l.had_errors => Param::Const(1.0),
        None => {
            errors.push(syn::Error::new(
                l.span,
                format!(
                    "link \"{name}\" has no mass: add `mass = <kg>` (a number or an f64 field)"
                ),
            ));
            Param::Const(1.0)
        }
        Some(m) => {
            let r = mass(ctx, m, name);
            errors.or(r, Param::Const(1.0))
        }
    };
    let origin = match (&l.origin, prev_length) {
        (Some(o), _) => {
            let r = ctx.triple(o, "origin");
            errors.or(r, [zero(), zero(), zero()])
        }
        (None, Some(len)) => scale(along, &len),
        (None, None) => [zero(), zero(), zero()],
    };
    let com = match &l.com {
        None => [zero(), zero(), zero()],
        Some(c) => {
            let r = com(ctx, c, along);
            errors.or(r, [zero(), zero(), zero()])
        }
    };
    let no_inertia = || std::array::from_fn(|_| std::array::from_fn(|_| zero()));
    let inertia = match &l.inertia {
        None => no_inertia(),
        Some(iv) => {
            let r = inertia(ctx, iv, along, name, index);
            errors.or(r, no_inertia())
        }
    };
    SymLink {
        kind,
        axis,
        origin,
        rpy: l.rpy.as_ref().map(|r| r.value).unwrap_or([0.0; 3]),
        mass,
        com,
        inertia,
        joint_name: format!("{name}_joint"),
        limits: JointLimits::UNBOUNDED,
        dynamics: SymJointDynamics::ideal(),
    }
}

/// `#[chain(friction_velocity = v)]`: every joint's friction velocity unless its body gives one
/// (default [`chaindyn_model::DEFAULT_FRICTION_VELOCITY`]); the other terms ideal.
fn default_joint_dynamics(ctx: &mut Ctx, errors: &mut Errors) -> SymJointDynamics {
    let mut d = SymJointDynamics::ideal();
    if let Some(v) = &ctx.spec.friction_velocity {
        let r = joint_value(ctx, v, "friction_velocity", "every joint");
        d.friction_velocity = errors.or(r, d.friction_velocity);
    }
    d
}

/// `armature`, `damping`, `friction` and `friction_velocity` of a `#[body(..)]` over `base`.
fn joint_dynamics(
    ctx: &mut Ctx,
    l: &LinkSpec,
    base: SymJointDynamics,
    name: &str,
    errors: &mut Errors,
) -> SymJointDynamics {
    let mut d = base;
    let whose = format!("the joint of link \"{name}\"");
    for (key, given, slot) in [
        ("armature", &l.armature, &mut d.armature),
        ("damping", &l.damping, &mut d.damping),
        ("friction", &l.friction, &mut d.friction),
        (
            "friction_velocity",
            &l.friction_velocity,
            &mut d.friction_velocity,
        ),
    ] {
        if let Some(v) = given {
            let r = joint_value(ctx, v, key, &whose);
            *slot = errors.or(r, slot.clone());
        }
    }
    d
}

/// One joint-dynamics value: a constant must pass the model's rule
/// ([`JointDynamics::accepts`]); a runtime parameter is checked by `Dynamics::validate`.
fn joint_value(ctx: &mut Ctx, v: &Spanned<Value>, key: &str, whose: &str) -> syn::Result<Param> {
    let p = ctx.param(v)?;
    if let Param::Const(c) = p {
        if !JointDynamics::accepts(key, c) {
            let rule = if key == "friction_velocity" {
                "must be > 0 and at least 2.2e-308 (a normal f64, whose reciprocal is finite): it is \
                 the joint speed at which the smoothed friction reaches 71 % of its Coulomb value, \
                 for example `friction_velocity = 0.01` (rad/s or m/s)"
            } else {
                "must be >= 0 (0 or no key for none)"
            };
            return err(v.span, format!("`{key} = {c}` for {whose}: {key} {rule}"));
        }
    }
    Ok(p)
}

/// `along = x | -y | ..` (default `+x`).
fn along(spec: &ChainSpec) -> syn::Result<[f64; 3]> {
    match &spec.along {
        Some(a) => coordinate_axis(a, "along"),
        None => Ok([1.0, 0.0, 0.0]),
    }
}

/// `gravity = g` (magnitude, along `-up`), `gravity = [gx, gy, gz]`, or the default 9.81 along
/// `-up`; `up` defaults to `default_up`. `up` with a vector gravity is an error (it would be
/// ignored).
fn gravity(ctx: &mut Ctx, default_up: [f64; 3], errors: &mut Errors) -> [Param; 3] {
    let spec = ctx.spec;
    let up = match &spec.up {
        Some(a) => errors.or(coordinate_axis(a, "up"), default_up),
        None => default_up,
    };
    let fallback = || scale(up, &Param::Const(-9.81));
    match &spec.gravity {
        None => fallback(),
        Some(g) if g.value.len() == 1 => {
            let p = ctx.param(&g.value[0]);
            match errors.or(p.map(Some), None) {
                Some(Param::Const(c)) => scale(up, &Param::Const(-c)),
                Some(Param::Field { index, sign }) => {
                    scale(up, &Param::Field { index, sign: -sign })
                }
                None => fallback(),
            }
        }
        Some(g) => {
            if let Some(u) = &spec.up {
                errors.push(syn::Error::new(
                    u.span,
                    "`up` orients a scalar `gravity = g` (which then acts along -up); with a \
                     vector `gravity = [gx, gy, gz]` it has no effect: remove `up`, or give \
                     gravity as a magnitude",
                ));
            }
            let r = ctx.triple(g, "gravity");
            errors.or(r, fallback())
        }
    }
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
/// `[ixx, iyy, izz, ixy, ixz, iyz]`; constants are checked for physical consistency by the model
/// crate's [`chaindyn_model::check_inertia`].
fn inertia(
    ctx: &mut Ctx,
    iv: &Values,
    along: [f64; 3],
    name: &str,
    index: usize,
) -> syn::Result<[[Param; 3]; 3]> {
    let zero = Param::Const(0.0);
    let mut errors = Errors::default();
    let v: Vec<Param> = iv
        .value
        .iter()
        .map(|x| {
            let p = ctx.param(x);
            errors.or(p, Param::Const(0.0))
        })
        .collect();
    errors.finish()?;
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
    let constant: Option<Vec<f64>> = t.iter().flatten().map(Param::constant).collect();
    if let Some(c) = constant {
        let m = [[c[0], c[1], c[2]], [c[3], c[4], c[5]], [c[6], c[7], c[8]]];
        if let Err(e) = chaindyn_model::check_inertia(index, name, &m) {
            return err(iv.span, format!("invalid inertia: {e}"));
        }
    }
    Ok(t)
}

/// The literal of the description with the largest magnitude and its span: where to point when
/// the derived dynamics overflow `f64`.
pub fn largest_literal(spec: &ChainSpec) -> Option<(f64, Span)> {
    let mut best: Option<(f64, Span)> = None;
    let mut see = |v: &Spanned<Value>| {
        if let Value::Lit(x) = v.value {
            if best.is_none_or(|(b, _)| x.abs() > b) {
                best = Some((x.abs(), v.span));
            }
        }
    };
    for vals in spec.gravity.iter() {
        vals.value.iter().for_each(&mut see);
    }
    for l in &spec.links {
        let joint_terms = [&l.armature, &l.damping, &l.friction, &l.friction_velocity];
        for v in [&l.length, &l.mass]
            .into_iter()
            .chain(joint_terms)
            .flatten()
        {
            see(v);
        }
        for vals in [&l.origin, &l.com, &l.inertia].into_iter().flatten() {
            vals.value.iter().for_each(&mut see);
        }
    }
    best
}
