//! `chaindyn`: prepare the derives of a workspace, or generate a standalone dynamics module.

use chaindyn_cli::{generate, prepare, python, workspace};
use std::path::PathBuf;
use std::process::ExitCode;

const USAGE: &str = "\
chaindyn prepare [--check] [--manifest-path PATH] [-p PACKAGE]...
    Derives every #[derive(Dynamics)] struct of the workspace with the computer algebra and
    writes its generated code to <package>/.chaindyn/<Struct>.rs (commit these files; builds
    without chaindyn's `cas` feature expand them). With --check nothing is written: the command
    fails, naming each file, when one is missing, stale, edited or left over.

chaindyn generate (--urdf FILE [--base LINK] [--tip LINK | --tips LINK,LINK..] --name NAME
                   [--gravity G] [--up AXIS] [--root-joint free_flyer]
                   [--frames LINK,LINK.. | --frames all] [--contacts KIND:FRAME,..]
                   | --attrs FILE) [--out FILE]
    Writes a standalone module (the struct and its Dynamics implementation) that depends only on
    the chaindyn crate, from a URDF chain or tree or from a Rust file of #[chain(..)] structs; to
    standard output without --out. Without --tip or --tips, the chain below the base while the
    file does not branch, else the whole tree below it. With --root-joint free_flyer the base
    floats (FloatingDynamics). --frames adds the task space (TaskSpaceIn, or FloatingTaskSpaceIn
    on a floating base: pose, Jacobian, J̇ q̇, wrenches) of the named URDF links of the chain,
    including links fixed to its bodies (a tool, a foot), or of every one with `all`: as
    #[chain(frames = [..])] does. On a floating base, --contacts names the frames it may stand on,
    each `point:FRAME` or `surface:FRAME`, as #[chain(contacts = [..])] does (the type gets
    CONTACTS and CONTACT_FORCES). Relative paths are relative to the current folder.

chaindyn python (--urdf FILE [the URDF flags of generate] --name NAME | --attrs FILE [--name NAME])
                --out FOLDER [--module MODULE] [--chaindyn PATH] [--portable]
    Writes a Python extension project of the URDF robot, or of the struct NAME of an attribute
    file (the only one without --name; a unit struct), into FOLDER: the module generate
    writes, a binding (PyO3), pyproject.toml (maturin) and type stubs. `pip install FOLDER`
    builds it (no computer algebra); `import MODULE` (default: NAME in snake case) gives the
    functions in Pinocchio's names (crba, rnea, aba, computeABADerivatives, ...), for one state
    or a batch. The project depends by path on the chaindyn repository this command was built
    from, or on the one --chaindyn names. The wheel is built for the building machine's CPU
    (target-cpu=native in FOLDER/.cargo/config.toml) unless --portable.
";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("prepare") => run_prepare(&args[1..]),
        Some("generate") => run_generate(&args[1..]),
        Some("python") => run_python(&args[1..]),
        Some(command @ ("__derive" | "__expand")) => worker(command, &args[1..]),
        Some("-h" | "--help" | "help") => {
            print!("{USAGE}");
            return ExitCode::SUCCESS;
        }
        _ => Err(format!("expected a command\n\n{USAGE}")),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            // Once: a derive's own messages start with `chaindyn: ` (for the compiler's output).
            eprintln!("chaindyn: {}", e.strip_prefix("chaindyn: ").unwrap_or(&e));
            ExitCode::FAILURE
        }
    }
}

/// The executable that derives each model in a process of its own (this one).
fn this_executable() -> Result<PathBuf, String> {
    std::env::current_exe().map_err(|e| format!("cannot find the chaindyn executable: {e}"))
}

/// `chaindyn __derive <manifest dir>`: derives the struct on standard input and prints its code
/// (what `prepare` and `generate` run in a fresh process per model). `chaindyn __expand
/// <manifest dir> [<package>]` prints the derive's whole expansion derived with the computer
/// algebra (not read from a prepared file), as tokens (for the tests that compare it with the
/// expansion without).
fn worker(command: &str, args: &[String]) -> Result<(), String> {
    use std::io::Read;
    let dir = PathBuf::from(args.first().ok_or("the worker needs a manifest folder")?);
    let mut text = String::new();
    std::io::stdin()
        .read_to_string(&mut text)
        .map_err(|e| format!("cannot read the struct: {e}"))?;
    let tokens: proc_macro2::TokenStream = text
        .parse()
        .map_err(|e| format!("the struct does not tokenise: {e}"))?;
    if command == "__expand" {
        let options = chaindyn_codegen::Options {
            manifest_dir: Some(dir),
            package: args.get(1).cloned(),
            prepare: chaindyn_codegen::Prepare::Off,
        };
        let expansion = chaindyn_codegen::expand_derived(tokens, &options);
        print!("{}{expansion}", chaindyn_cli::workspace::WORKER_OUTPUT);
        return Ok(());
    }
    let input: syn::DeriveInput =
        syn::parse2(tokens).map_err(|e| format!("the struct does not parse: {e}"))?;
    let generated = chaindyn_codegen::generate(&input, Some(&dir)).map_err(|e| {
        e.into_iter()
            .map(|e| e.to_string())
            .collect::<Vec<_>>()
            .join("\n")
    })?;
    print!(
        "{}{}",
        chaindyn_cli::workspace::WORKER_OUTPUT,
        generated.text
    );
    Ok(())
}

/// The value after option `args[*i]`.
fn value(args: &[String], i: &mut usize) -> Result<String, String> {
    *i += 1;
    args.get(*i)
        .cloned()
        .ok_or_else(|| format!("`{}` needs a value", args[*i - 1]))
}

fn run_prepare(args: &[String]) -> Result<(), String> {
    let (mut mode, mut manifest, mut only) = (prepare::Mode::Write, None, Vec::new());
    let mut i = 0;
    while i < args.len() {
        match args[i].as_str() {
            "--check" => mode = prepare::Mode::Check,
            "--manifest-path" => manifest = Some(PathBuf::from(value(args, &mut i)?)),
            "-p" | "--package" => only.push(value(args, &mut i)?),
            "-h" | "--help" => {
                print!("{USAGE}");
                return Ok(());
            }
            other => return Err(format!("unknown argument `{other}`\n\n{USAGE}")),
        }
        i += 1;
    }
    let packages = workspace::packages(manifest.as_deref(), &only)?;
    let report = prepare::run(&packages, mode, &this_executable()?);
    for p in &report.written {
        println!("wrote   {}", p.display());
    }
    for p in &report.removed {
        println!("removed {}", p.display());
    }
    for e in &report.problems {
        eprintln!("error: {e}");
    }
    let models = report.current.len() + report.written.len();
    if report.ok() {
        println!(
            "{models} prepared file(s) current in {} package(s){}",
            packages.len(),
            if mode == prepare::Mode::Check {
                " (checked)"
            } else {
                ""
            }
        );
        Ok(())
    } else {
        Err(match mode {
            prepare::Mode::Check => format!(
                "{} problem(s); `chaindyn prepare` (without --check) refreshes the files",
                report.problems.len()
            ),
            prepare::Mode::Write => format!("{} problem(s)", report.problems.len()),
        })
    }
}

/// A chain without a file yet: `--urdf` and its flags fill it.
fn empty_source() -> generate::UrdfSource {
    generate::UrdfSource {
        file: String::new(),
        base: None,
        tip: None,
        tips: Vec::new(),
        name: String::new(),
        gravity: None,
        up: None,
        root_joint: None,
        frames: Vec::new(),
        contacts: Vec::new(),
    }
}

/// Reads `args[*i]` if it is `--urdf` or one of its flags (and its value): whether it was.
fn urdf_flag(
    args: &[String],
    i: &mut usize,
    urdf: &mut generate::UrdfSource,
) -> Result<bool, String> {
    match args[*i].as_str() {
        "--urdf" => urdf.file = value(args, i)?,
        "--base" => urdf.base = Some(value(args, i)?),
        "--tip" => urdf.tip = Some(value(args, i)?),
        "--tips" => {
            let list = value(args, i)?;
            urdf.tips = list.split(',').map(|t| t.trim().to_owned()).collect();
        }
        "--name" => urdf.name = value(args, i)?,
        "--gravity" => urdf.gravity = Some(value(args, i)?),
        "--up" => urdf.up = Some(value(args, i)?),
        "--root-joint" => urdf.root_joint = Some(value(args, i)?),
        // Repeated, the lists add up (a name given twice is refused).
        "--frames" => urdf
            .frames
            .extend(value(args, i)?.split(',').map(|f| f.trim().to_owned())),
        // Repeated, the lists add up (a frame given twice is refused).
        "--contacts" => {
            let more = generate::contact_list(&value(args, i)?)?;
            urdf.contacts.extend(more);
        }
        _ => return Ok(false),
    }
    Ok(true)
}

fn run_generate(args: &[String]) -> Result<(), String> {
    let mut urdf = empty_source();
    let (mut attrs, mut out) = (None, None);
    let mut i = 0;
    while i < args.len() {
        if urdf_flag(args, &mut i, &mut urdf)? {
            i += 1;
            continue;
        }
        match args[i].as_str() {
            "--attrs" => attrs = Some(PathBuf::from(value(args, &mut i)?)),
            "--out" => out = Some(PathBuf::from(value(args, &mut i)?)),
            "-h" | "--help" => {
                print!("{USAGE}");
                return Ok(());
            }
            other => return Err(format!("unknown argument `{other}`\n\n{USAGE}")),
        }
        i += 1;
    }
    let cwd = std::env::current_dir().map_err(|e| format!("no current folder: {e}"))?;
    if urdf.file.is_empty() && !urdf.contacts.is_empty() {
        return Err(
            "`--contacts` goes with `--urdf` (and `--root-joint free_flyer`); in an attribute \
             file (`--attrs`), write them in the struct's attribute: `#[chain(.., contacts = \
             [point(\"FL_FOOT\")])]`"
                .into(),
        );
    }
    let text = match (attrs, urdf.file.is_empty()) {
        (Some(_), true) if !urdf.frames.is_empty() => {
            return Err(
                "`--frames` goes with `--urdf`; in an attribute file (`--attrs`), write the \
                 frames in the struct's attribute: `#[chain(.., frames = [\"tool0\"])]`"
                    .into(),
            )
        }
        (None, true) if !urdf.frames.is_empty() => {
            return Err(format!(
                "`--frames` names links of a URDF chain: give it with `--urdf FILE --name \
                 NAME`\n\n{USAGE}"
            ))
        }
        (Some(file), true) => {
            // Attribute files are bounded like URDF files (a regular file of at most 16 MiB).
            let limit = chaindyn_model::urdf::MAX_INPUT_BYTES as u64;
            let source = chaindyn_model::read::read_text_file(&file, limit)
                .map_err(|e| format!("cannot read {}: {e}", file.display()))?;
            let inputs = generate::attribute_file(&source)?;
            let base = file.parent().map(|p| cwd.join(p)).unwrap_or(cwd);
            let shown = file.file_name().map(|n| n.to_string_lossy().into_owned());
            let origin = format!("`{}`", shown.unwrap_or_default());
            generate::module(&inputs, &base, Some(&file), &origin, &this_executable()?)?
        }
        (None, false) => generate::urdf_module(&urdf, &cwd, &this_executable()?)?,
        _ => return Err(format!("give either `--urdf` or `--attrs`\n\n{USAGE}")),
    };
    match out {
        Some(path) => {
            std::fs::write(&path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))
        }
        None => {
            print!("{text}");
            Ok(())
        }
    }
}

/// `chaindyn python`: a Python extension project of a URDF robot or of a struct of an attribute
/// file.
fn run_python(args: &[String]) -> Result<(), String> {
    let mut urdf = empty_source();
    let (mut out, mut module, mut repository, mut attrs) = (None, None, None, None);
    let mut portable = false;
    let mut i = 0;
    while i < args.len() {
        if urdf_flag(args, &mut i, &mut urdf)? {
            i += 1;
            continue;
        }
        match args[i].as_str() {
            "--out" => out = Some(PathBuf::from(value(args, &mut i)?)),
            "--module" => module = Some(value(args, &mut i)?),
            "--chaindyn" => repository = Some(PathBuf::from(value(args, &mut i)?)),
            "--attrs" => attrs = Some(PathBuf::from(value(args, &mut i)?)),
            "--portable" => portable = true,
            "-h" | "--help" => {
                print!("{USAGE}");
                return Ok(());
            }
            other => return Err(format!("unknown argument `{other}`\n\n{USAGE}")),
        }
        i += 1;
    }
    let out = out.ok_or_else(|| format!("`chaindyn python` needs `--out FOLDER`\n\n{USAGE}"))?;
    let cwd = std::env::current_dir().map_err(|e| format!("no current folder: {e}"))?;
    let repository = match repository {
        Some(r) => cwd.join(r),
        None => python::default_repository(),
    };
    if !repository.join("python/Cargo.toml").is_file() {
        return Err(format!(
            "{} is not a chaindyn repository (no python/Cargo.toml): give its folder with \
             `--chaindyn PATH`",
            repository.display()
        ));
    }
    let (input, base) = match (&attrs, urdf.file.is_empty()) {
        (None, false) => {
            if urdf.name.is_empty() {
                return Err("`--urdf` needs `--name` (the struct's name)".into());
            }
            (generate::urdf_input(&urdf)?, cwd.clone())
        }
        (Some(file), true) => {
            let limit = chaindyn_model::urdf::MAX_INPUT_BYTES as u64;
            let source = chaindyn_model::read::read_text_file(file, limit)
                .map_err(|e| format!("cannot read {}: {e}", file.display()))?;
            let inputs = generate::attribute_file(&source)?;
            let input = python::select(inputs, &urdf.name, file)?;
            let base = file.parent().map(|p| cwd.join(p)).unwrap_or(cwd.clone());
            (input, base)
        }
        _ => {
            return Err(format!(
                "`chaindyn python` needs `--urdf FILE --name NAME` or `--attrs FILE`\n\n{USAGE}"
            ))
        }
    };
    let name = input.ident.to_string();
    let module = module.unwrap_or_else(|| python::module_name(&name));
    python::check_module_name(&module)?;
    // Checked first in the words of `generate` (flags or the file's lines), then derived.
    let (shape, robot) = match &attrs {
        None => {
            let robot = generate::urdf_module(&urdf, &cwd, &this_executable()?)?;
            (python::Shape::of(&input, &base)?, robot)
        }
        Some(file) => {
            generate::validate(std::slice::from_ref(&input), &base, Some(file))?;
            let shape = python::Shape::of(&input, &base)?;
            let shown = file.file_name().map(|n| n.to_string_lossy().into_owned());
            let origin = format!("`{}`", shown.unwrap_or_default());
            let public = python::public(input);
            let robot =
                generate::module(&[public], &base, Some(file), &origin, &this_executable()?)?;
            (shape, robot)
        }
    };
    python::write_project(&out, &name, &module, &shape, &robot, &repository, portable)?;
    println!(
        "wrote {} (module `{module}`): `pip install {}` builds it",
        out.display(),
        out.display()
    );
    Ok(())
}
