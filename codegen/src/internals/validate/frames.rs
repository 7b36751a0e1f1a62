//! Named frames (a URDF's and the `#[frame(..)]`s) and the frames selected for task-space code.

use super::*;
use crate::internals::parse::FrameSpec;

/// The named frames (a URDF's, then the `#[frame(..)]`s) and the frames selected for task-space
/// code (`frames = ..` plus every `#[frame(..)]`), each error at its token: a frame without a name
/// or body, on a body the chain does not have, with a taken name or an unusable constant name; a
/// selected name the chain does not have; the contacts (`contacts = ..`, their frames selected
/// too), each error at its token: a frame the chain does not have, or one named twice.
#[allow(clippy::type_complexity)]
pub(super) fn frames(
    ctx: &mut Ctx,
    bodies: &[String],
    imported: Vec<Frame>,
    urdf: Option<(&chaindyn_model::UrdfChain, &Spanned<String>)>,
    errors: &mut Errors,
) -> (
    Vec<SymFrame>,
    Vec<usize>,
    Vec<(usize, chaindyn_model::ContactKind)>,
) {
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
    // Every #[frame(..)] is selected, at its name.
    let mut selection = Selection::default();
    for f in &spec.frame_specs {
        if let Some((name, frame)) = declared_frame(ctx, f, bodies, &frames, urdf, errors) {
            frames.push(frame);
            selection.add(n + frames.len() - 1, name.span);
        }
    }
    if let Some(selected) = spec.frames.as_ref() {
        select_frames(selected, bodies, &frames, &mut selection, errors);
    }
    let contacts = match spec.contacts.as_ref() {
        Some(c) => select_contacts(&c.value, bodies, &frames, &mut selection, errors),
        None => Vec::new(),
    };
    selection.frames.sort_unstable();
    check_constants(spec, bodies, &frames, &selection, errors);
    (frames, selection.frames, contacts)
}

/// The contacts' frames, each selected for task-space code (a contact needs its Jacobian and
/// `J̇ v`) and each error at its name: a frame the chain does not have, one named twice.
fn select_contacts(
    contacts: &[crate::internals::parse::ContactSpec],
    bodies: &[String],
    frames: &[SymFrame],
    selection: &mut Selection,
    errors: &mut Errors,
) -> Vec<(usize, chaindyn_model::ContactKind)> {
    let count = bodies.len() + frames.len();
    let mut out = Vec::new();
    for (k, c) in contacts.iter().enumerate() {
        let name = &c.frame;
        if contacts[..k].iter().any(|e| e.frame.value == name.value) {
            errors.push(syn::Error::new(
                name.span,
                format!(
                    "frame \"{}\" is a contact twice: name each contact once",
                    name.value
                ),
            ));
            continue;
        }
        match (0..count).find(|&i| name_of(i, bodies, frames) == name.value) {
            Some(i) => {
                if !selection.frames.contains(&i) {
                    selection.add(i, name.span);
                }
                out.push((i, c.kind));
            }
            None => {
                let all: Vec<String> = (0..count).map(|i| name_of(i, bodies, frames)).collect();
                errors.push(syn::Error::new(
                    name.span,
                    format!(
                        "no frame \"{}\" in this chain for a contact; its frames are {} \
                         (bodies, then named frames); declare another with #[frame(name = \
                         \"..\", body = \"..\", origin = [..], rpy = [..])]",
                        name.value,
                        quoted(&all)
                    ),
                ));
            }
        }
    }
    out
}

/// The frames selected for task-space code, each with the token that selected it.
#[derive(Default)]
struct Selection {
    /// Indices among the bodies, then the named frames.
    frames: Vec<usize>,
    /// Each selected index with its token.
    spans: Vec<(usize, Span)>,
}

impl Selection {
    /// Selects frame `i` at `span`.
    fn add(&mut self, i: usize, span: Span) {
        self.frames.push(i);
        self.spans.push((i, span));
    }
}

/// The name of frame `i`: a body's (`i < bodies.len()`), else a named frame's.
fn name_of(i: usize, bodies: &[String], frames: &[SymFrame]) -> String {
    let n = bodies.len();
    if i < n {
        bodies[i].clone()
    } else {
        frames[i - n].name.clone()
    }
}

/// A `#[frame(..)]`'s name and frame, placed on its body (or on an earlier frame, the placements
/// composed); `None` after recording what is wrong with it.
fn declared_frame<'f>(
    ctx: &mut Ctx,
    f: &'f FrameSpec,
    bodies: &[String],
    frames: &[SymFrame],
    urdf: Option<(&chaindyn_model::UrdfChain, &Spanned<String>)>,
    errors: &mut Errors,
) -> Option<(&'f Spanned<String>, SymFrame)> {
    let name = declared_name(f, bodies, frames, errors);
    let parent = declared_parent(f, bodies, frames, urdf, errors);
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
        Some(Err(k)) => placed_on_frame(f, &frames[k], origin, rpy, errors),
        None => None,
    };
    let (name, (body, origin, rpy)) = (name?, placed?);
    Some((
        name,
        SymFrame {
            name: name.value.clone(),
            body,
            origin,
            rpy,
        },
    ))
}

/// A `#[frame(..)]`'s name, if it has one that is not empty and not taken by a body or an earlier
/// frame; else `None` after recording why.
fn declared_name<'f>(
    f: &'f FrameSpec,
    bodies: &[String],
    frames: &[SymFrame],
    errors: &mut Errors,
) -> Option<&'f Spanned<String>> {
    let taken =
        |name: &str| bodies.iter().any(|b| b == name) || frames.iter().any(|f| f.name == name);
    match &f.name {
        Some(name) if name.value.is_empty() => {
            errors.push(syn::Error::new(name.span, "a frame name must not be empty"));
            None
        }
        Some(name) if taken(&name.value) => {
            // The model's rule and message (`Chain::validate` finds the same), at the token.
            let e = ModelError::DuplicateFrameName {
                name: name.value.clone(),
            };
            errors.push(syn::Error::new(name.span, e.to_string()));
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
    }
}

/// The body a `#[frame(..)]` is fixed to (`Ok`), or the earlier frame it is placed on (`Err`);
/// `None` after recording that it names neither.
fn declared_parent(
    f: &FrameSpec,
    bodies: &[String],
    frames: &[SymFrame],
    urdf: Option<(&chaindyn_model::UrdfChain, &Spanned<String>)>,
    errors: &mut Errors,
) -> Option<Result<usize, usize>> {
    match &f.body {
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
    }
}

/// The body, origin and orientation of a `#[frame(..)]` at `origin`, `rpy` on the frame `on`:
/// both placements composed, which needs both origins to be numbers (else `None` after
/// recording it).
fn placed_on_frame(
    f: &FrameSpec,
    on: &SymFrame,
    origin: [Param; 3],
    rpy: [f64; 3],
    errors: &mut Errors,
) -> Option<(usize, [Param; 3], [f64; 3])> {
    let constant = |o: &[Param; 3]| -> Option<[f64; 3]> {
        Some([o[0].constant()?, o[1].constant()?, o[2].constant()?])
    };
    match (constant(&on.origin), constant(&origin)) {
        (Some(base), Some(xyz)) => {
            let at =
                Frame::new(on.name.clone(), on.body, base, on.rpy).then(String::new(), xyz, rpy);
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
                    on.name
                ),
            ));
            None
        }
    }
}

/// Adds what `frames = ..` selects to `selection`: every frame (`all`), or the named ones, each
/// at its token; a name given twice or that the chain does not have is refused.
fn select_frames(
    selected: &Spanned<FrameSelection>,
    bodies: &[String],
    frames: &[SymFrame],
    selection: &mut Selection,
    errors: &mut Errors,
) {
    let count = bodies.len() + frames.len();
    match selected {
        Spanned {
            value: FrameSelection::All,
            span,
        } => {
            for i in 0..count {
                if !selection.frames.contains(&i) {
                    selection.add(i, *span);
                }
            }
        }
        Spanned {
            value: FrameSelection::Names(names),
            ..
        } => {
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
                match (0..count).find(|&i| name_of(i, bodies, frames) == name.value) {
                    // Selected already by its #[frame(..)]: harmless.
                    Some(i) if selection.frames.contains(&i) => {}
                    Some(i) => selection.add(i, name.span),
                    None => {
                        let all: Vec<String> =
                            (0..count).map(|i| name_of(i, bodies, frames)).collect();
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
}

/// Checks the constant every selected frame becomes in the struct, each error at the token that
/// selected the frame: not one the derive defines, not another frame's.
fn check_constants(
    spec: &ChainSpec,
    bodies: &[String],
    frames: &[SymFrame],
    selection: &Selection,
    errors: &mut Errors,
) {
    let mut constants: Vec<(String, usize)> = Vec::new();
    for &i in &selection.frames {
        let constant = frame_constant(&name_of(i, bodies, frames));
        let span = selection
            .spans
            .iter()
            .find(|(k, _)| *k == i)
            .map_or(spec.ident.span(), |(_, s)| *s);
        if crate::interface::is_reserved(&constant) {
            errors.push(syn::Error::new(
                span,
                format!(
                    "frame \"{}\" would become the constant `{constant}`, which the derive \
                     already defines: rename the frame (or the body)",
                    name_of(i, bodies, frames)
                ),
            ));
        } else if let Some((_, other)) = constants.iter().find(|(c, _)| *c == constant) {
            errors.push(syn::Error::new(
                span,
                format!(
                    "frames \"{}\" and \"{}\" would both become the constant `{constant}`: \
                     rename one",
                    name_of(*other, bodies, frames),
                    name_of(i, bodies, frames)
                ),
            ));
        } else {
            constants.push((constant, i));
        }
    }
}
