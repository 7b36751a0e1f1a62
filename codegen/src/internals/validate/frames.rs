//! Named frames (a URDF's and the `#[frame(..)]`s) and the frames selected for task-space code.

use super::*;

/// The named frames (a URDF's, then the `#[frame(..)]`s) and the frames selected for task-space
/// code (`frames = ..` plus every `#[frame(..)]`), each error at its token: a frame without a name
/// or body, on a body the chain does not have, with a taken name or an unusable constant name; a
/// selected name the chain does not have.
pub(super) fn frames(
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
        if crate::interface::is_reserved(&constant) {
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
