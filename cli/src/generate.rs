//! `chaindyn generate`: a standalone Rust module of a chain's dynamics, for users who want no
//! macro at all. The module holds the struct and everything `#[derive(Dynamics)]` would emit for
//! it; it depends only on the `chaindyn` runtime crate (without its `derive` feature).

use crate::message;
use chaindyn_codegen::prepared;
use proc_macro2::TokenStream;
use quote::quote;
use std::path::Path;

/// A URDF chain to generate.
#[derive(Clone, Debug)]
pub struct UrdfSource {
    /// The URDF file.
    pub file: String,
    /// The base link (default: the root).
    pub base: Option<String>,
    /// The tip link (default: the end of the unbranched tree below the base, or the whole tree
    /// below it where it branches).
    pub tip: Option<String>,
    /// The tips of a tree: the union of the paths from the base to each (empty: none given).
    pub tips: Vec<String>,
    /// The struct's name.
    pub name: String,
    /// `gravity = ..` as in `#[chain(..)]` (a number, or `[x, y, z]`), if not the default.
    pub gravity: Option<String>,
    /// `up = ..` as in `#[chain(..)]` (`x`, `y`, `z`, or negated).
    pub up: Option<String>,
    /// `root_joint = ..` as in `#[chain(..)]` (`fixed` or `free_flyer`).
    pub root_joint: Option<String>,
    /// `frames = [..]` as in `#[chain(..)]`: the links or frames whose task-space code is
    /// generated (empty: none; `["all"]`: `frames = all`, every frame of the chain).
    pub frames: Vec<String>,
    /// `contacts = [..]` as in `#[chain(..)]`: `(kind, frame)` with `kind` `point` or
    /// `surface` (empty: none).
    pub contacts: Vec<(String, String)>,
}

/// The struct `#[derive(Dynamics)]` would receive for `source`.
pub fn urdf_input(source: &UrdfSource) -> Result<syn::DeriveInput, String> {
    let file = &source.file;
    let mut args = vec![quote!(urdf = #file)];
    if let Some(b) = &source.base {
        args.push(quote!(base = #b));
    }
    if let Some(t) = &source.tip {
        args.push(quote!(tip = #t));
    }
    if !source.tips.is_empty() {
        let tips = &source.tips;
        args.push(quote!(tips = [#(#tips),*]));
    }
    match source.frames.as_slice() {
        [] => {}
        [all] if all == ALL_FRAMES => args.push(quote!(frames = all)),
        names => args.push(quote!(frames = [#(#names),*])),
    }
    if !source.contacts.is_empty() {
        let contacts = source.contacts.iter().map(|(kind, frame)| {
            let kind = syn::Ident::new(kind, proc_macro2::Span::call_site());
            quote!(#kind(#frame))
        });
        args.push(quote!(contacts = [#(#contacts),*]));
    }
    for (key, value) in [
        ("gravity", &source.gravity),
        ("up", &source.up),
        ("root_joint", &source.root_joint),
    ] {
        if let Some(v) = value {
            let key = syn::Ident::new(key, proc_macro2::Span::call_site());
            let v: TokenStream = v
                .parse()
                .map_err(|e| format!("`--{key} {v}` is not a value of #[chain(..)]: {e}"))?;
            args.push(quote!(#key = #v));
        }
    }
    let name: syn::Ident = syn::parse_str(&source.name)
        .map_err(|_| format!("`{}` is not a Rust type name", source.name))?;
    let shown = Path::new(file)
        .file_name()
        .map(|n| n.to_string_lossy())
        .unwrap_or_default();
    let base = source
        .base
        .as_deref()
        .map_or_else(|| "its root link".to_string(), |b| format!("`{b}`"));
    let doc = match (&source.tip, source.tips.is_empty()) {
        (Some(tip), _) => format!(" The serial chain of `{shown}` from {base} to `{tip}`."),
        (None, false) => format!(
            " The tree of `{shown}` from {base} to `{}`.",
            source.tips.join("`, `")
        ),
        (None, true) => format!(" The chain or tree of `{shown}` below {base}."),
    };
    let doc = match source.root_joint.as_deref() {
        Some("free_flyer") => format!("{}, on a floating base.", doc.trim_end_matches('.')),
        _ => doc,
    };
    let doc = match source.frames.as_slice() {
        [] => doc,
        [all] if all == ALL_FRAMES => format!("{doc} Task space: every frame."),
        names => format!("{doc} Task space: `{}`.", names.join("`, `")),
    };
    let doc = match source.contacts.as_slice() {
        [] => doc,
        contacts => {
            let named: Vec<String> = contacts
                .iter()
                .map(|(kind, frame)| format!("`{frame}` ({kind})"))
                .collect();
            format!("{doc} Contacts: {}.", named.join(", "))
        }
    };
    syn::parse2(quote! {
        #[doc = #doc]
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
        #[chain(#(#args),*)]
        pub struct #name;
    })
    .map_err(|e| format!("cannot build the description: {e}"))
}

/// The standalone module of a URDF chain; a relative `file` is relative to `base_dir`.
pub fn urdf_module(source: &UrdfSource, base_dir: &Path, worker: &Path) -> Result<String, String> {
    if source.name.is_empty() {
        return Err("`--urdf` needs `--name` (the struct's name)".into());
    }
    check_frame_list(&source.frames)?;
    check_contact_list(&source.contacts)?;
    let input = urdf_input(source)?;
    let shown = Path::new(&source.file)
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let base = source
        .base
        .as_deref()
        .map_or_else(|| "its root link".to_string(), |b| format!("base `{b}`"));
    let chain = match (&source.tip, source.tips.is_empty()) {
        (Some(tip), _) => format!("`{shown}` ({base}, tip `{tip}`)"),
        (None, false) => format!("`{shown}` ({base}, tips `{}`)", source.tips.join("`, `")),
        (None, true) => format!("`{shown}` ({base}, the chain or tree below it)"),
    };
    check_frame_names(source, base_dir, &chain)?;
    let origin = match source.frames.as_slice() {
        [] => chain,
        [all] if all == ALL_FRAMES => format!("{chain} with the task space of every frame"),
        names => format!("{chain} with the task space of `{}`", names.join("`, `")),
    };
    module(&[input], base_dir, None, &origin, worker)
}

/// `--frames all`: every frame of the chain (`frames = all` of `#[chain(..)]`).
pub const ALL_FRAMES: &str = "all";

/// The names of `--frames` as a list, before any file is read: at least one, none empty, none
/// twice, and `all` only alone.
pub fn check_frame_list(frames: &[String]) -> Result<(), String> {
    const EXAMPLE: &str = "`--frames tool0,link2` (links of the URDF chain), or `--frames all`";
    if frames.is_empty() {
        return Ok(());
    }
    if frames.iter().all(|f| f.is_empty()) {
        return Err(format!(
            "`--frames` names no frame: give at least one, {EXAMPLE}"
        ));
    }
    if frames.iter().any(|f| f.is_empty()) {
        return Err(format!(
            "`--frames {}` has an empty name: separate the names with single commas, \
             {EXAMPLE}",
            frames.join(",")
        ));
    }
    if frames.len() > 1 && frames.iter().any(|f| f == ALL_FRAMES) {
        return Err(format!(
            "`--frames {}`: `all` selects every frame of the chain; give it alone, or name the \
             frames",
            frames.join(",")
        ));
    }
    for (k, name) in frames.iter().enumerate() {
        if frames[..k].contains(name) {
            return Err(format!("`--frames` names `{name}` twice: keep one"));
        }
    }
    Ok(())
}

/// `--contacts KIND:FRAME,..` as `(kind, frame)` pairs, before any file is read: each `point` or
/// `surface` and a frame, none empty, no frame twice.
pub fn contact_list(text: &str) -> Result<Vec<(String, String)>, String> {
    const EXAMPLE: &str = "`--contacts point:FL_FOOT,point:FR_FOOT` (feet: their origins held) or \
                           `--contacts surface:left_sole,surface:right_sole` (soles: the whole \
                           frame held)";
    let contacts = text
        .split(',')
        .map(|c| match c.trim().split_once(':') {
            Some((kind @ ("point" | "surface"), frame)) if !frame.trim().is_empty() => {
                Ok((kind.to_owned(), frame.trim().to_owned()))
            }
            _ => Err(format!(
                "`--contacts {text}`: `{}` is not KIND:FRAME with KIND `point` or `surface`; \
                 {EXAMPLE}",
                c.trim()
            )),
        })
        .collect::<Result<Vec<_>, _>>()?;
    check_contact_list(&contacts)?;
    Ok(contacts)
}

/// Each contact's kind is `point` or `surface`, no frame is a contact twice.
fn check_contact_list(contacts: &[(String, String)]) -> Result<(), String> {
    if let Some((kind, frame)) = contacts
        .iter()
        .find(|(kind, _)| kind != "point" && kind != "surface")
    {
        return Err(format!(
            "the contact `{kind}:{frame}` is not a point or a surface: write `point:{frame}` or \
             `surface:{frame}`"
        ));
    }
    for (k, (_, frame)) in contacts.iter().enumerate() {
        if contacts[..k].iter().any(|(_, f)| f == frame) {
            return Err(format!(
                "`--contacts` names `{frame}` twice: name each contact once"
            ));
        }
    }
    Ok(())
}

/// Every name of `--frames` is a frame of the chain `source` describes (`chain` says which, for
/// the message): else an error per unknown name, with the closest frame and all of them. A
/// chain the derive refuses is left to [`validate`], which reports it.
fn check_frame_names(source: &UrdfSource, base_dir: &Path, chain: &str) -> Result<(), String> {
    if source.frames.is_empty() || source.frames == [ALL_FRAMES] {
        return Ok(());
    }
    let without = UrdfSource {
        frames: Vec::new(),
        ..source.clone()
    };
    let Ok(model) = chaindyn_codegen::model(&urdf_input(&without)?, Some(base_dir)) else {
        return Ok(());
    };
    let available: Vec<&str> = model
        .names
        .iter()
        .chain(model.frames.iter().map(|f| &f.name))
        .map(String::as_str)
        .collect();
    let unknown: Vec<String> = source
        .frames
        .iter()
        .filter(|name| !available.contains(&name.as_str()))
        .map(|name| {
            let closest = closest(name, &available)
                .map(|c| format!("did you mean `{c}`? "))
                .unwrap_or_default();
            format!(
                "`--frames`: no link or frame `{name}` in the chain of {chain}; {closest}its \
                 frames are `{}` (the child link of each movable joint, then the links fixed to \
                 them); a link outside the chain is none of them: `--base`, `--tip` and \
                 `--tips` choose the chain",
                available.join("`, `")
            )
        })
        .collect();
    if unknown.is_empty() {
        Ok(())
    } else {
        Err(unknown.join("\n"))
    }
}

/// The name of `names` closest to `name` (the same but for case, else the fewest edits), if it
/// is close enough to be a likely typo: at most a third of the name's length in edits (one for
/// a short name), and fewer than its length.
fn closest<'a>(name: &str, names: &[&'a str]) -> Option<&'a str> {
    if let Some(same) = names.iter().find(|n| n.eq_ignore_ascii_case(name)) {
        return Some(same);
    }
    let (best, distance) = names
        .iter()
        .map(|n| (*n, edit_distance(name, n)))
        .min_by_key(|&(_, d)| d)?;
    let length = name.chars().count();
    (distance <= (length / 3).max(1) && distance < length).then_some(best)
}

/// The Levenshtein distance between `a` and `b`, in characters.
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let above = row[j + 1];
            row[j + 1] = (above + 1)
                .min(row[j] + 1)
                .min(diagonal + usize::from(ca != *cb));
            diagonal = above;
        }
    }
    row[b.len()]
}

/// The standalone module for the structs `inputs` (attributes of `#[derive(Dynamics)]`), with
/// `urdf` paths relative to `base_dir`, each derived by `worker` (the `chaindyn` executable) in a
/// process of its own, after all of them passed [`validate`]. `origin` says in the header where
/// the description came from; `file` is the attribute file the inputs were read from (see
/// [`validate`]).
pub fn module(
    inputs: &[syn::DeriveInput],
    base_dir: &Path,
    file: Option<&Path>,
    origin: &str,
    worker: &Path,
) -> Result<String, String> {
    validate(inputs, base_dir, file)?;
    let mut items = TokenStream::new();
    let mut names = Vec::new();
    for input in inputs {
        let text = crate::workspace::derive_fresh(worker, input, base_dir, "__derive")?;
        let code: TokenStream = text
            .parse()
            .map_err(|e| format!("the derived code does not tokenise: {e}"))?;
        let strukt = plain_struct(input);
        items.extend(quote!(#strukt #code));
        names.push(format!("`{}`", input.ident));
    }
    let body = prepared::format(&items)?;
    Ok(format!(
        "// @generated by chaindyn {} (`chaindyn generate`): the dynamics of {},\n\
         // derived symbolically from {origin}.\n\
         // Do not edit; generate it again instead. Depends only on the `chaindyn` crate (no\n\
         // derive, no computer algebra).\n\
         \n\
         {body}",
        chaindyn_codegen::engine::CHAINDYN_VERSION,
        names.join(", "),
    ))
}

/// Every struct of `inputs` checked as the derive checks it (its description and the chain it
/// describes; no computer algebra), each error in the words of `chaindyn generate`
/// ([`message::for_generate`]): `file` is the attribute file the inputs were read from, whose
/// lines and columns the errors give; `None` for a chain given by `--urdf` and its flags, whose
/// errors name the flags (`--base`, `--tip`) instead of the attributes.
pub fn validate(
    inputs: &[syn::DeriveInput],
    base_dir: &Path,
    file: Option<&Path>,
) -> Result<(), String> {
    for input in inputs {
        let absolute_urdf = chaindyn_codegen::internals::parse::parse(input)
            .ok()
            .and_then(|spec| spec.urdf)
            .is_some_and(|urdf| Path::new(&urdf.value).is_absolute());
        chaindyn_codegen::model(input, Some(base_dir)).map_err(|e| {
            e.into_iter()
                .map(|e| {
                    let message = message::for_generate(
                        &e.to_string(),
                        base_dir,
                        absolute_urdf,
                        file.is_none(),
                    );
                    let at = e.span().start();
                    match file {
                        Some(f) if at.line > 0 => format!(
                            "{}:{}:{}: `{}`: {message}",
                            f.display(),
                            at.line,
                            at.column + 1,
                            input.ident
                        ),
                        _ => format!("`{}`: {message}", input.ident),
                    }
                })
                .collect::<Vec<_>>()
                .join("\n")
        })?;
    }
    Ok(())
}

/// The struct without the derive of `Dynamics` and without `#[chain]` / `#[body]`: what the
/// generated code implements `Dynamics` for. A struct without its own doc comment gets one.
fn plain_struct(input: &syn::DeriveInput) -> TokenStream {
    let mut input = input.clone();
    let documented = input.attrs.iter().any(|a| a.path().is_ident("doc"));
    input
        .attrs
        .retain(|a| !a.path().is_ident("chain") && !a.path().is_ident("body"));
    for a in &mut input.attrs {
        if !a.path().is_ident("derive") {
            continue;
        }
        let Ok(paths) = a.parse_args_with(
            syn::punctuated::Punctuated::<syn::Path, syn::Token![,]>::parse_terminated,
        ) else {
            continue;
        };
        let kept: Vec<&syn::Path> = paths
            .iter()
            .filter(|p| p.segments.last().is_none_or(|s| s.ident != "Dynamics"))
            .collect();
        *a = syn::parse_quote!(#[derive(#(#kept),*)]);
    }
    input.attrs.retain(|a| {
        !(a.path().is_ident("derive") && a.meta.require_list().is_ok_and(|l| l.tokens.is_empty()))
    });
    if !documented {
        let doc = format!(" The chain `{}` (its `Dynamics` follows).", input.ident);
        input.attrs.insert(0, syn::parse_quote!(#[doc = #doc]));
    }
    let syn::Data::Struct(s) = &input.data else {
        return quote!(); // the derive refuses it first
    };
    let (attrs, vis, ident, fields) = (&input.attrs, &input.vis, &input.ident, &s.fields);
    match fields {
        syn::Fields::Named(_) => quote!(#(#attrs)* #vis struct #ident #fields),
        _ => quote!(#(#attrs)* #vis struct #ident #fields;),
    }
}

/// The `#[derive(Dynamics)]` structs of a Rust file (an "attribute file").
pub fn attribute_file(text: &str) -> Result<Vec<syn::DeriveInput>, String> {
    let file = syn::parse_file(text).map_err(|e| format!("the file does not parse: {e}"))?;
    let inputs: Vec<syn::DeriveInput> = file
        .items
        .iter()
        .filter_map(|i| match i {
            syn::Item::Struct(s) if s.attrs.iter().any(|a| a.path().is_ident("chain")) => {
                syn::parse2(quote!(#s)).ok()
            }
            _ => None,
        })
        .collect();
    if inputs.is_empty() {
        return Err("the file has no struct with a #[chain(..)] attribute".into());
    }
    Ok(inputs)
}

#[cfg(test)]
mod tests {
    //! The messages of `chaindyn generate` for descriptions the derive refuses, checked by the
    //! derive's validation alone (no computer algebra runs).
    use super::*;

    /// A URDF chain given by flags, as `chaindyn generate --urdf FILE --name Arm` reads it.
    fn flags(file: &str) -> UrdfSource {
        UrdfSource {
            file: file.to_owned(),
            base: None,
            tip: None,
            tips: Vec::new(),
            name: "Arm".to_owned(),
            gravity: None,
            up: None,
            root_joint: None,
            frames: Vec::new(),
            contacts: Vec::new(),
        }
    }

    /// `validate`'s message for a URDF chain given by flags.
    fn refused(source: &UrdfSource, dir: &Path) -> String {
        let input = urdf_input(source).expect("a description");
        validate(&[input], dir, None).expect_err("refused")
    }

    const JOINT: &str =
        r#"<axis xyz="0 0 1"/><limit lower="-1" upper="1" effort="1" velocity="1"/>"#;

    #[test]
    fn urdf_messages_name_the_flags_and_the_folder_of_relative_paths_only() {
        let dir =
            std::env::temp_dir().join(format!("chaindyn-cli-messages-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let link = |name: &str| {
            format!(
                r#"<link name="{name}"><inertial><mass value="1"/><inertia ixx="1" ixy="0" ixz="0" iyy="1" iyz="0" izz="1"/></inertial></link>"#
            )
        };
        let joint = |name: &str, parent: &str, child: &str| {
            format!(
                r#"<joint name="{name}" type="revolute"><parent link="{parent}"/><child link="{child}"/>{JOINT}</joint>"#
            )
        };
        // Two roots (`a` and `c`) and a branching tree (`a` has children `b` and `c`).
        let two_roots = format!(
            r#"<robot name="two">{}{}{}{}</robot>"#,
            link("a"),
            link("b"),
            link("c"),
            joint("j1", "a", "b")
        );
        let branching = format!(
            r#"<robot name="branch">{}{}{}{}{}</robot>"#,
            link("a"),
            link("b"),
            link("c"),
            joint("j1", "a", "b"),
            joint("j2", "a", "c")
        );
        std::fs::write(dir.join("two_roots.urdf"), two_roots).unwrap();
        std::fs::write(dir.join("branching.urdf"), branching).unwrap();
        // A branching tree without a tip is the whole tree below the base.
        let input = urdf_input(&flags("branching.urdf")).unwrap();
        validate(&[input], &dir, None).expect("the whole tree");
        // With flags the hint is the flag; from an attribute file it stays the attribute.
        let (flag, attribute) = ("`--base <link>`", "`base = \"<link>\"`");
        let message = refused(&flags("two_roots.urdf"), &dir);
        assert!(
            message.contains(flag) && !message.contains(attribute),
            "{message}"
        );
        let input = urdf_input(&flags("two_roots.urdf")).unwrap();
        let message = validate(&[input], &dir, Some(Path::new("models.rs"))).unwrap_err();
        assert!(message.contains(attribute), "{message}");
        // A relative path names the folder it was resolved against; an absolute one was
        // resolved against nothing.
        let message = refused(&flags("missing.urdf"), &dir);
        let relative = format!("the path is relative to {}", dir.display());
        assert!(message.contains(&relative), "{message}");
        let absolute = dir.join("missing.urdf");
        let message = refused(&flags(absolute.to_str().unwrap()), &dir);
        assert!(message.contains("cannot read the URDF file"), "{message}");
        assert!(
            !message.contains("relative to") && !message.contains("Cargo.toml"),
            "{message}"
        );
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// The folder of the repository's test robots.
    fn robots() -> std::path::PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/robots")
    }

    /// `--frames` builds the description the derive receives for `frames = [..]` (or
    /// `frames = all`), on a fixed or a floating base, and the derive accepts it.
    #[test]
    fn frames_become_the_frames_of_the_chain_attribute() {
        let mut source = flags("fixed_between.urdf");
        source.tip = Some("c_tool".into());
        source.frames = vec!["c_tool".into(), "b".into()];
        let input = urdf_input(&source).unwrap();
        let chain = input
            .attrs
            .iter()
            .find(|a| a.path().is_ident("chain"))
            .unwrap();
        let chain = chain.meta.require_list().unwrap().tokens.to_string();
        assert!(chain.contains(r#"frames = ["c_tool" , "b"]"#), "{chain}");
        let model = chaindyn_codegen::model(&input, Some(&robots())).expect("valid");
        let selected: Vec<&str> = model
            .selected_frames
            .iter()
            .map(|&i| match model.names.get(i) {
                Some(name) => name.as_str(),
                None => model.frames[i - model.names.len()].name.as_str(),
            })
            .collect();
        assert_eq!(selected, ["b", "c_tool"]);
        check_frame_names(&source, &robots(), "the chain").expect("known frames");

        source.frames = vec![ALL_FRAMES.into()];
        let input = urdf_input(&source).unwrap();
        let model = chaindyn_codegen::model(&input, Some(&robots())).expect("valid");
        assert_eq!(model.selected_frames.len(), 7, "every frame of the chain");

        // On a floating base: the frames of the links hanging from it.
        let mut floating = flags("floating_arm.urdf");
        floating.root_joint = Some("free_flyer".into());
        floating.frames = vec!["hand".into()];
        let input = urdf_input(&floating).unwrap();
        let model = chaindyn_codegen::model(&input, Some(&robots())).expect("valid");
        assert!(model.floating.is_some());
        assert_eq!(model.selected_frames.len(), 1);
    }

    /// `--contacts` become the contacts of the chain attribute, their frames selected; a
    /// malformed list or a frame twice is refused before any file is read, a frame the robot
    /// does not have by the derive.
    #[test]
    fn contacts_become_the_contacts_of_the_chain_attribute() {
        let mut floating = flags("floating_arm.urdf");
        floating.root_joint = Some("free_flyer".into());
        floating.contacts = contact_list("point:hand").unwrap();
        let input = urdf_input(&floating).unwrap();
        let chain = input
            .attrs
            .iter()
            .find(|a| a.path().is_ident("chain"))
            .unwrap();
        let chain = chain.meta.require_list().unwrap().tokens.to_string();
        assert!(chain.contains(r#"contacts = [point ("hand")]"#), "{chain}");
        let model = chaindyn_codegen::model(&input, Some(&robots())).expect("valid");
        assert_eq!(model.contacts.len(), 1);
        assert_eq!(model.selected_frames.len(), 1, "the contact's frame");
        for (text, says) in [
            ("point:hand,point:hand", "names `hand` twice"),
            ("hand", "`hand` is not KIND:FRAME"),
            ("edge:hand", "`edge:hand` is not KIND:FRAME"),
            ("point:", "`point:` is not KIND:FRAME"),
            ("point:hand,,point:b", "`` is not KIND:FRAME"),
        ] {
            let message = contact_list(text).unwrap_err();
            assert!(message.contains(says), "{text}: {message}");
        }
        floating.contacts = contact_list("point:nowhere").unwrap();
        let message = refused(&floating, &robots());
        assert!(message.contains("no frame \"nowhere\""), "{message}");
    }

    /// A list that names no frame, an empty name, a name twice, or `all` with names is refused
    /// before any file is read, saying what to write instead.
    #[test]
    fn malformed_frame_lists_are_refused() {
        let list = |names: &[&str]| -> Vec<String> { names.iter().map(|&n| n.into()).collect() };
        assert!(check_frame_list(&[]).is_ok());
        assert!(check_frame_list(&list(&["a", "b"])).is_ok());
        let message = check_frame_list(&list(&[""])).unwrap_err();
        assert!(message.contains("names no frame"), "{message}");
        assert!(message.contains("`--frames tool0,link2`"), "{message}");
        let message = check_frame_list(&list(&["a", "", "b"])).unwrap_err();
        assert!(
            message.contains("`--frames a,,b` has an empty name"),
            "{message}"
        );
        let message = check_frame_list(&list(&["a", "b", "a"])).unwrap_err();
        assert!(message.contains("names `a` twice: keep one"), "{message}");
        let message = check_frame_list(&list(&["all", "a"])).unwrap_err();
        assert!(message.contains("give it alone"), "{message}");
    }

    /// An unknown name is refused with the closest frame and every frame of the chain; a link of
    /// the file outside the chain too, with how to choose the chain.
    #[test]
    fn unknown_frames_name_the_closest_and_the_chains_frames() {
        let mut source = flags("fixed_between.urdf");
        source.tip = Some("c_tool".into());
        source.frames = vec!["c_tol".into(), "b".into(), "b_flap".into()];
        let message = check_frame_names(&source, &robots(), "`fixed_between.urdf`").unwrap_err();
        let lines: Vec<&str> = message.lines().collect();
        assert_eq!(lines.len(), 2, "one line per unknown name: {message}");
        assert!(
            lines[0].starts_with(
                "`--frames`: no link or frame `c_tol` in the chain of `fixed_between.urdf`; \
                 did you mean `c_tool`? its frames are"
            ),
            "{message}"
        );
        assert!(
            lines[0].contains("`a`, `b`, `c`, `a_half`, `b_sensor`, `b_flange`, `c_tool`"),
            "{message}"
        );
        // Nothing close to the off-chain link: no guess, the chain's frames and the flags.
        assert!(lines[1].contains("no link or frame `b_flap`"), "{message}");
        assert!(!lines[1].contains("did you mean"), "{message}");
        assert!(lines[1].contains("`--tip`"), "{message}");
        assert_eq!(closest("C_TOOL", &["a", "c_tool"]), Some("c_tool"));
        assert_eq!(closest("x", &["a", "b"]), None);
        assert_eq!(
            closest("panda_hnad", &["panda_hand", "panda_link7"]),
            Some("panda_hand")
        );
        assert_eq!(edit_distance("kitten", "sitting"), 3);
        // Where the derive itself reports a frame (as `validate` does), it speaks of the flag.
        source.frames = vec!["nowhere".into()];
        let message = refused(&source, &robots());
        assert!(
            message.contains("`--frames` takes these names"),
            "{message}"
        );
        assert!(!message.contains("#[frame(name"), "{message}");
    }

    #[test]
    fn a_subnormal_friction_velocity_is_written_shortly() {
        let input: syn::DeriveInput = syn::parse_str(
            "#[chain(gravity = 9.81, friction_velocity = 1e-320)]\n\
             #[body(joint = revolute, length = 0.5, mass = 1.0, com = 0.25)]\n\
             struct Slow;",
        )
        .unwrap();
        let message = validate(&[input], Path::new("."), Some(Path::new("models.rs"))).unwrap_err();
        // `{}` of 1e-320 alone is 322 characters; the whole message is a few lines.
        assert!(
            message.contains("`friction_velocity = 1e-320`"),
            "{message}"
        );
        assert!(
            message.len() < 400,
            "{} characters: {message}",
            message.len()
        );
    }
}
