//! Stage 2 — validate: a [`ChainSpec`] becomes a [`Model`]: the runtime's own
//! [`chaindyn_model::Chain`] (so the derive can emit the chain for the recursive reference) plus,
//! for every number in it, whether it is a build-time constant or a runtime parameter.
//!
//! Every user error is reported here with the span of the offending token and how to fix it.
//!
//! With `#[chain(urdf = "..")]` the file is read here (relative to `CARGO_MANIFEST_DIR`) and
//! imported by the runtime's own importer ([`Chain::from_urdf_str`]), so the generated code and
//! the recursive reference see the same chain; the `#[body(name = "<URDF link>", ..)]` attributes
//! then override values of the imported links (`urdf_links`).

mod attrs;
mod frames;
mod urdf;

use self::attrs::*;
use self::frames::frames;
use self::urdf::urdf_links;
use crate::internals::ctxt::{err, Errors};
use crate::internals::model::*;
use crate::internals::parse::{
    AnglesKeyword, ChainSpec, FrameSelection, JointKeyword, LinkSpec, ParentRef, RegressorKeyword,
    RootJointKeyword, Spanned, Value, Values,
};
use chaindyn_model::urdf::ChainEnd;
use chaindyn_model::{
    AngleConvention, Chain, Frame, JointDynamics, JointKind, JointLimits, ModelError, UrdfError,
};
use proc_macro2::{Ident, Span};

/// What a derive's message about an unreadable URDF file says of its path (a tool that resolves
/// `urdf` paths against another folder, such as `chaindyn generate`, replaces this sentence).
pub const URDF_PATH_HINT: &str = "the path is relative to the directory of this crate's Cargo.toml";

/// Checks the description and builds the [`Model`]; every error found, each at its token.
/// `manifest_dir` is the folder of the crate's `Cargo.toml`, against which a `urdf` path is
/// resolved.
pub fn validate(spec: &ChainSpec, manifest_dir: Option<&std::path::Path>) -> syn::Result<Model> {
    let mut errors = Errors::default();
    let mut ctx = Ctx::new(spec);
    let links = match &spec.urdf {
        Some(file) => urdf_links(&mut ctx, file, manifest_dir, &mut errors),
        None => body_links(&mut ctx, &mut errors),
    };
    let Some(links) = links else {
        return Err(errors.finish().expect_err("an error was pushed"));
    };
    let (frames, selected_frames, contacts) = frames(
        &mut ctx,
        &links.names,
        links.imported_frames,
        links.urdf.as_ref().map(|(chain, file)| (chain, *file)),
        &mut errors,
    );
    let floating = floating_base(spec, links.urdf.as_ref(), &mut errors);
    let free_flyer = spec
        .root_joint
        .as_ref()
        .is_some_and(|r| r.value == crate::internals::parse::RootJointKeyword::FreeFlyer);
    if let (Some(c), false, false) = (&spec.contacts, free_flyer, spec.had_errors) {
        errors.push(syn::Error::new(
            c.span,
            "`contacts` are a floating base's (feet on the ground): add `root_joint = \
             free_flyer` (a fixed base's contacts are not supported)",
        ));
    }
    let n_params = ctx.params.len();
    let model = Model {
        ident: spec.ident.clone(),
        params: ctx.params,
        chain: SymChain {
            links: links.links,
            parents: links.parents,
            gravity: links.gravity,
            convention: links.convention,
            names: links.names,
            n_params,
            frames,
            selected_frames,
            regressor: regressor_columns(spec),
            floating,
            contacts,
        },
        sources: links.sources,
    };
    check_chain(spec, &model, &links.overrides, links.at, &mut errors);
    errors.finish()?;
    Ok(model)
}

/// The links of a description, from its `#[body(..)]` attributes ([`body_links`]) or its URDF
/// file ([`urdf_links`]), before its named frames.
struct Links<'s> {
    links: Vec<SymLink>,
    /// Each link's parent (a serial chain: the link before it).
    parents: Vec<Option<usize>>,
    names: Vec<String>,
    gravity: [Param; 3],
    convention: AngleConvention,
    /// The `#[body(..)]` of each link, where one is written.
    overrides: Vec<Option<&'s LinkSpec>>,
    /// The frames the URDF file names.
    imported_frames: Vec<Frame>,
    /// The URDF file's chain and its `urdf = ".."`, for messages.
    urdf: Option<(chaindyn_model::UrdfChain, &'s Spanned<String>)>,
    /// The files the description reads (rebuild triggers).
    sources: Vec<String>,
    /// Where an error about the chain as a whole points.
    at: Span,
}

/// The most degrees of freedom a derive accepts on a fixed base. The generated code is unrolled
/// (no loops over degrees of freedom); measured on a spatial chain of 32 joints (2026-11-26,
/// 2-core machine, the README's table): derived in 44.7 s, a 5.64 MB prepared file, a release
/// build in 39.3 s peaking at 2.2 GB. Beyond it the build's memory grows about as `n^2.5` (a
/// 64-joint chain would need about 13 GB), and `mass_matrix_jacobian` alone returns `8 n³` bytes
/// (2 MiB at 64, a thread's whole default stack). Longer chains: the runtime's recursive
/// algorithms.
pub const MAX_DERIVE_DOF: usize = 32;

/// On a floating base (which has no `mass_matrix_jacobian`), what the code's size follows: the
/// entries of `M` that its tree does not make zero ([`SymChain::mass_entries`]), at most a
/// 32-joint chain's `528`, in at most [`MAX_FLOATING_NV`] velocity coordinates. A humanoid's
/// legs and arms keep it far below a chain's: the Unitree G1 (29 joints, `nv = 35`) has 341 and
/// derives in 8 s (2026-11-27, 2-core machine, the release build of `chaindyn generate`) into
/// 2.9 MB of code.
pub const MAX_MASS_ENTRIES: usize = MAX_DERIVE_DOF * (MAX_DERIVE_DOF + 1) / 2;

/// The most velocity coordinates a derive accepts on a floating base (with at most
/// [`MAX_MASS_ENTRIES`] structural entries of `M`): every method's arrays are of `nv` or `nv²`
/// values, unrolled, and `M⁻¹` is dense. Measured at the limit (2026-11-27, 2-core machine): a
/// base with 42 one-joint legs derives in 8.4 s at 482 MB into 3.45 MB of code, which builds in
/// release in 38 s at 1.2 GB.
pub const MAX_FLOATING_NV: usize = 48;

/// Whatever the spanned checks of the attributes cannot see, the model crate's own validator
/// and its mass matrix check see on the constants (with runtime parameters, the chain is checked
/// at run time by `Dynamics::validate`), planarity (`angles = absolute`) with any values: each
/// error at the attribute it is about.
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
    if model.convention == AngleConvention::Absolute {
        // Planarity needs only the joints (kinds, axes, rpy): any parameter values do.
        let probe = model.chain_at(&vec![1.0; model.params.len()]);
        if let Err(e) = probe.check_planar() {
            errors.push(model_error(spec, overrides, &e, default));
            return;
        }
    }
    let too_large = match model.floating {
        Some(_) => model.nv() > MAX_FLOATING_NV || model.mass_entries() > MAX_MASS_ENTRIES,
        None => model.nv() > MAX_DERIVE_DOF,
    };
    if too_large {
        let msg = if model.floating.is_some() {
            format!(
                "this robot on a floating base has {} velocity coordinates (6 and {} joints) and \
                 {} entries of `M` on and above its diagonal that its tree does not make zero; \
                 #[derive(Dynamics)] generates unrolled code for a floating base of at most \
                 {MAX_FLOATING_NV} velocity coordinates and {MAX_MASS_ENTRIES} such entries (a \
                 {MAX_DERIVE_DOF}-joint chain's): use the runtime's floating-base algorithms \
                 (`chaindyn::FloatingMultibody`) for it",
                model.nv(),
                model.links.len(),
                model.mass_entries()
            )
        } else {
            format!(
                "this chain has {} degrees of freedom; #[derive(Dynamics)] generates unrolled code \
                 for at most {MAX_DERIVE_DOF}: use the runtime's recursive algorithms \
                 (`chaindyn::Multibody`) for larger chains and trees, or describe a smaller part \
                 of the robot (`base`, `tip`, `tips`)",
                model.nv()
            )
        };
        errors.push(syn::Error::new(default, msg));
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
        } else if let Some(base) = model.base_body_at(&[]) {
            if let Err(e) = chaindyn_model::check_floating_mass_matrix(&base, &chain) {
                let at = spec.urdf.as_ref().map_or(default, |u| u.span);
                errors.push(model_error(spec, overrides, &e, at));
            }
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

fn quoted(names: &[String]) -> String {
    names
        .iter()
        .map(|n| format!("\"{n}\""))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The floating base `#[chain(root_joint = free_flyer)]` asks for: the URDF's root link merged
/// with the links fixed to it, checked by the rules of a base body
/// ([`chaindyn_model::free_flyer::validate_base`]); `None` for a fixed base or after an error
/// (recorded at the key it is about).
fn floating_base(
    spec: &ChainSpec,
    urdf: Option<&(chaindyn_model::UrdfChain, &Spanned<String>)>,
    errors: &mut Errors,
) -> Option<SymBody> {
    let root = spec.root_joint.as_ref()?;
    if root.value == RootJointKeyword::Fixed {
        return None;
    }
    let Some((imported, file)) = urdf else {
        errors.push(syn::Error::new(
            root.span,
            "`root_joint = free_flyer` takes the floating base's body from a URDF file (its root \
             link): describe the robot with `urdf = \"..\"`; an attribute description has a \
             fixed base",
        ));
        return None;
    };
    let mut ok = true;
    // The floating base carries the whole robot: a description that cuts part of it away would
    // give the base the wrong mass and the wrong momentum.
    let cut = |key: &str| {
        format!(
            "`{key}` cannot be combined with `root_joint = free_flyer`: a floating base carries \
             the whole robot of the file, from its root link, and a part cut away would be missing \
             from the base's mass and momentum; remove `{key}`"
        )
    };
    for (key, span) in [
        ("base", spec.base.as_ref().map(|b| b.span)),
        ("tip", spec.tip.as_ref().map(|t| t.span)),
    ] {
        if let Some(span) = span {
            errors.push(syn::Error::new(span, cut(key)));
            ok = false;
        }
    }
    if let Some(tips) = spec
        .tips
        .as_ref()
        .filter(|_| !imported.ignored_joints.is_empty())
    {
        errors.push(syn::Error::new(
            tips.span,
            format!(
                "{}; these joints would be left out: {}",
                cut("tips"),
                quoted(&imported.ignored_joints)
            ),
        ));
        ok = false;
    }
    if let Some(r) = &spec.regressor {
        errors.push(syn::Error::new(
            r.span,
            "`regressor` cannot be combined with `root_joint = free_flyer` yet: the regressor is \
             generated for a fixed base only; remove `regressor`",
        ));
        ok = false;
    }
    let body = match &imported.base_body {
        Ok(b) => chaindyn_model::free_flyer::validate_base(b)
            .map(|()| b)
            .map_err(|e| syn::Error::new(file.span, format!("{}: {e}", file.value))),
        Err(e) => Err(urdf::urdf_error(spec, file, e.clone())),
    };
    match body {
        Ok(b) if ok => Some(SymBody::constant(b)),
        Ok(_) => None,
        Err(e) => {
            errors.push(e);
            None
        }
    }
}

/// The regressor columns `#[chain(regressor = ..)]` asks for.
fn regressor_columns(spec: &ChainSpec) -> Option<RegressorColumns> {
    spec.regressor.as_ref().map(|r| match r.value {
        RegressorKeyword::Bodies => RegressorColumns::Bodies,
        RegressorKeyword::Joints => RegressorColumns::BodiesAndJoints,
    })
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
