//! A `#[chain(urdf = "..")]` description: the file read and imported by the runtime's importer, then
//! the `#[body(name = "<URDF link>", ..)]` overrides.

use super::*;

/// `#[chain(urdf = "..", base = "..", tip = "..")]`: the chain of a URDF file, with the values
/// the `#[body(name = "<URDF link>", ..)]` attributes override.
///
/// The file is read relative to `manifest_dir` (the crate's) and imported with the runtime's importer;
/// its errors are spanned at the `urdf` string, or at the `base` / `tip` string they are about.
/// `up` defaults to `z` (ROS convention), so the default gravity is `[0, 0, -9.81]`.
pub(super) fn urdf_links<'s>(
    ctx: &mut Ctx<'s>,
    file: &'s Spanned<String>,
    manifest_dir: Option<&std::path::Path>,
    errors: &mut Errors,
) -> Option<Links<'s>> {
    let spec = ctx.spec;
    if let Some(a) = &spec.angles {
        errors.push(syn::Error::new(
            a.span,
            "`angles` cannot be combined with `urdf`: URDF joint coordinates are relative to the \
             parent link; remove `angles`",
        ));
    }
    let (xml, source) = read_urdf(spec, file, manifest_dir, errors)?;
    let imported = import_urdf(spec, file, &xml, errors)?;

    let along = errors.or(along(spec), [1.0, 0.0, 0.0]);
    let gravity = gravity(ctx, [0.0, 0.0, 1.0], errors);
    let mut links = imported_links(ctx, file, &imported, errors);
    let names: Vec<String> = imported
        .link_names()
        .into_iter()
        .map(str::to_owned)
        .collect();
    let of = Imported {
        file,
        chain: &imported,
        names: &names,
    };
    let overrides = apply_overrides(ctx, &of, &mut links, along, errors);

    Some(Links {
        links,
        parents: imported.chain.parents.clone(),
        names,
        gravity,
        convention: AngleConvention::Relative,
        overrides,
        imported_frames: imported.chain.frames.clone(),
        urdf: Some((imported, file)),
        sources: vec![source],
        at: file.span,
    })
}

/// The URDF file's text and its absolute path (what the description reads), or `None` after
/// recording why it cannot be read.
fn read_urdf(
    spec: &ChainSpec,
    file: &Spanned<String>,
    manifest_dir: Option<&std::path::Path>,
    errors: &mut Errors,
) -> Option<(String, String)> {
    let Some(dir) = manifest_dir else {
        errors.push(syn::Error::new(
            file.span,
            "cannot resolve the URDF path: CARGO_MANIFEST_DIR is not set (build with cargo)",
        ));
        return None;
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
    match (read, source) {
        (Ok(x), Ok(s)) => Some((x, s)),
        (r, s) => {
            for e in [r.err(), s.err()].into_iter().flatten() {
                errors.push(e);
            }
            None
        }
    }
}

/// The chain (`tip`) or tree (`tips`, or no `tip` where the file branches) the importer reads
/// from `xml`, or `None` after recording why not.
fn import_urdf(
    spec: &ChainSpec,
    file: &Spanned<String>,
    xml: &str,
    errors: &mut Errors,
) -> Option<chaindyn_model::UrdfChain> {
    let base = spec.base.as_ref().map(|b| b.value.as_str());
    let tip = spec.tip.as_ref().map(|t| t.value.as_str());
    if let (Some(t), Some(_)) = (&spec.tip, &spec.tips) {
        errors.push(syn::Error::new(
            t.span,
            "`tip` and `tips` both name where the description ends: keep `tip = \"..\"` for a \
             chain or `tips = [..]` for a tree",
        ));
        return None;
    }
    // `tips = [..]`: the union of the paths to them; no `tip`: the chain while the file does not
    // branch, else the whole tree below `base`.
    if let Some(tips) = spec.tips.as_ref().filter(|t| t.value.is_empty()) {
        errors.push(syn::Error::new(
            tips.span,
            "`tips = []` names no link: name at least one, or remove the key to take the whole \
             tree below `base`",
        ));
        return None;
    }
    let tips: Vec<&str> = spec
        .tips
        .iter()
        .flat_map(|t| t.value.iter().map(|t| t.value.as_str()))
        .collect();
    let imported = Chain::description_from_urdf_str(xml, base, tip, &tips);
    match imported {
        Ok(c) => Some(c),
        Err(e) => {
            errors.push(urdf_error(spec, file, e));
            None
        }
    }
}

/// The imported chain's links as the model's, every value a constant and every joint with the
/// chain's friction velocity; a joint with a zero axis is recorded and left out.
fn imported_links(
    ctx: &mut Ctx,
    file: &Spanned<String>,
    imported: &chaindyn_model::UrdfChain,
    errors: &mut Errors,
) -> Vec<SymLink> {
    let chain_velocity = default_joint_dynamics(ctx, errors).friction_velocity;
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
    links
}

/// A URDF file's imported chain, with what messages about its links name.
struct Imported<'a> {
    /// The `urdf = ".."` string.
    file: &'a Spanned<String>,
    /// What the importer read from it.
    chain: &'a chaindyn_model::UrdfChain,
    /// The names of its links.
    names: &'a [String],
}

/// The `#[body(name = "<URDF link>", ..)]` of each link, its values applied to `links`; a
/// `#[body(..)]` without a name, on no link of the chain, on a link overridden already or
/// giving what the file fixes is recorded and left out.
fn apply_overrides<'s>(
    ctx: &mut Ctx<'s>,
    of: &Imported,
    links: &mut [SymLink],
    along: [f64; 3],
    errors: &mut Errors,
) -> Vec<Option<&'s LinkSpec>> {
    let spec = ctx.spec;
    let names = of.names;
    let mut overrides: Vec<Option<&LinkSpec>> = vec![None; names.len()];
    for l in &spec.links {
        let Some(name) = &l.name else {
            errors.push(syn::Error::new(
                l.span,
                format!(
                    "with `urdf`, a #[body(..)] overrides values of a link of the file: name it \
                     with `name = \"<URDF link>\"` (the chain's links: {})",
                    quoted(names)
                ),
            ));
            continue;
        };
        let Some(i) = names.iter().position(|n| *n == name.value) else {
            errors.push(syn::Error::new(
                name.span,
                unknown_link_message(spec, of, &name.value),
            ));
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
        refuse_fixed_keys(l, errors);
        let Some(link) = links.get_mut(i) else {
            continue; // its joint was reported above
        };
        if let Some(m) = &l.mass {
            let r = mass(ctx, m, &name.value);
            link.mass = errors.or(r, link.mass.clone());
        }
        if let Some(c) = &l.com {
            let r = com(ctx, c, along);
            link.com = errors.or(r, link.com.clone());
        }
        if let Some(iv) = &l.inertia {
            let scale = body_scale(&link.mass, &link.com);
            let r = inertia(ctx, iv, along, &name.value, i, scale);
            link.inertia = errors.or(r, link.inertia.clone());
        }
        if let Some(o) = &l.origin {
            let r = ctx.triple(o, "origin");
            link.origin = errors.or(r, link.origin.clone());
        }
        link.dynamics = joint_dynamics(ctx, l, link.dynamics.clone(), &name.value, errors);
    }
    overrides
}

/// Why a `#[body(name = "..")]` names no link of the imported chain: a link merged into another's
/// body, the base, or a name the chain does not have.
fn unknown_link_message(spec: &ChainSpec, of: &Imported, name: &str) -> String {
    let (imported, names, file) = (of.chain, of.names, of.file);
    match imported.body_of(name) {
        Some(k) => format!(
            "URDF link \"{}\" is fixed to link \"{}\" and merged into its rigid body; \
             override \"{}\" instead (its values are those of the merged body)",
            name, names[k], names[k]
        ),
        None if name == imported.base => {
            let floating = matches!(
                spec.root_joint.as_ref().map(|r| &r.value),
                Some(crate::internals::parse::RootJointKeyword::FreeFlyer)
            );
            if floating {
                format!(
                    "link \"{}\" is the floating base's body (the URDF's root link with \
                     the links fixed to it): with `root_joint = free_flyer` its values \
                     are the file's and a #[body(..)] cannot override them; edit its \
                     <inertial> in the file, or override a link of the tree: {}",
                    name,
                    quoted(names)
                )
            } else {
                format!(
                    "link \"{}\" is the fixed base: it never moves, so its values do \
                     not enter the dynamics and a #[body(..)] has nothing to override; \
                     remove it, or override a link of the chain: {}",
                    name,
                    quoted(names)
                )
            }
        }
        None if imported.chain.is_serial() => format!(
            "no link \"{}\" in the chain from \"{}\" to \"{}\" of {}; its links are {}",
            name,
            imported.base,
            imported.tip,
            file.value,
            quoted(names)
        ),
        None => format!(
            "no link \"{}\" in the tree below \"{}\" of {}; its links are {}",
            name,
            imported.base,
            file.value,
            quoted(names)
        ),
    }
}

/// Records an error at every key of a `#[body(..)]` on a URDF link that gives what the file
/// fixes (its parent, joint, axis, rpy or length).
fn refuse_fixed_keys(l: &LinkSpec, errors: &mut Errors) {
    let fixed = [
        ("parent", l.parent.as_ref().map(|v| v.span)),
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
}

/// A URDF import error as a compile error at the token it is about.
pub(super) fn urdf_error(spec: &ChainSpec, file: &Spanned<String>, e: UrdfError) -> syn::Error {
    let at = |s: &Option<Spanned<String>>| s.as_ref().map(|v| v.span).unwrap_or(file.span);
    // The `tips` entry of that name, else `tip`.
    let tip_at = |name: &str| {
        let listed = spec
            .tips
            .as_ref()
            .and_then(|ts| ts.value.iter().find(|t| t.value == name).map(|t| t.span));
        listed.unwrap_or_else(|| at(&spec.tip))
    };
    let (span, hint) = match &e {
        UrdfError::UnknownLink {
            end: ChainEnd::Base,
            ..
        } => (at(&spec.base), ""),
        UrdfError::UnknownLink {
            end: ChainEnd::Tip,
            name,
            ..
        } => (tip_at(name), ""),
        UrdfError::TipNotBelowBase { tip, .. } => (tip_at(tip), ""),
        UrdfError::NoMovableJoint { .. } => (at(&spec.tip), ""),
        UrdfError::BranchingTree { .. } => (file.span, " with `tip = \"<link>\"`"),
        UrdfError::MultipleRoots { .. } => (file.span, " with `base = \"<link>\"`"),
        _ => (file.span, ""),
    };
    syn::Error::new(span, format!("{}: {e}{hint}", file.value))
}
