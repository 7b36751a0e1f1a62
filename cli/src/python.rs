//! `chaindyn python`: a Python extension project of a URDF robot's generated dynamics. The
//! folder holds the standalone module `chaindyn generate` writes (`src/robot.rs`), a thin
//! binding (`src/lib.rs`: the functions of the Python crate's one list, for this robot's base
//! and task space), the packaging (`Cargo.toml`, `pyproject.toml` for maturin, the Python
//! crate's lock file) and type stubs (`<module>.pyi`). `pip install <folder>` builds the wheel:
//! no computer algebra at build time.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// The Python crate's list of functions: the same file, compiled here for the stubs.
#[path = "../../python/src/spec.rs"]
#[allow(dead_code)]
pub mod spec;

/// The lock file of the Python crate: the generated project resolves to the same versions.
const LOCK: &str = include_str!("../../python/Cargo.lock");

/// The repository this command was built from (the `chaindyn` and `chaindyn-python` crates the
/// project depends on by path).
pub fn default_repository() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_default()
}

/// A Python module's name from a struct's (`PandaFingers` → `panda_fingers`).
pub fn module_name(name: &str) -> String {
    let mut out = String::new();
    for (i, c) in name.chars().enumerate() {
        if c.is_ascii_uppercase() {
            if i > 0 && !out.ends_with('_') {
                let prev = name.chars().nth(i - 1).unwrap_or('_');
                if prev.is_ascii_lowercase() {
                    out.push('_');
                }
            }
            out.push(c.to_ascii_lowercase());
        } else {
            out.push(c);
        }
    }
    out
}

/// Checks a module name: a Python identifier of ASCII letters, digits and underscores.
pub fn check_module_name(name: &str) -> Result<(), String> {
    let ok = name
        .chars()
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
    if ok {
        Ok(())
    } else {
        Err(format!(
            "`--module {name}` is not a Python module name: letters, digits and underscores, \
             not starting with a digit"
        ))
    }
}

/// What the binding needs to know of the robot: its sizes and whether it has a task space.
pub struct Shape {
    /// Floating base.
    pub floating: bool,
    /// The joints.
    pub joints: usize,
    /// Frames selected (a task space).
    pub frames: bool,
    /// Contacts named (a floating base's).
    pub contacts: bool,
}

impl Shape {
    /// The robot `input` describes (a `#[derive(Dynamics)]` struct, from `--urdf` and its flags
    /// or from an attribute file; its `urdf = ..` relative to `base_dir`), as the derive's front
    /// end reads it (no computer algebra). A struct with runtime parameters is refused: the
    /// module evaluates the description as written.
    pub fn of(input: &syn::DeriveInput, base_dir: &Path) -> Result<Shape, String> {
        let model = chaindyn_codegen::model(input, Some(base_dir)).map_err(|e| {
            e.into_iter()
                .map(|e| format!("`{}`: {e}", input.ident))
                .collect::<Vec<_>>()
                .join("\n")
        })?;
        let unit =
            matches!(&input.data, syn::Data::Struct(s) if matches!(s.fields, syn::Fields::Unit));
        if !model.params.is_empty() || !unit {
            return Err(format!(
                "`{}` has fields (runtime parameters): a Python module evaluates a description \
                 of constants, a unit struct (`struct {};`); write the parameters' values into \
                 its attributes",
                input.ident, input.ident
            ));
        }
        Ok(Shape {
            floating: model.chain.floating.is_some(),
            joints: model.chain.links.len(),
            frames: !model.chain.selected_frames.is_empty(),
            contacts: !model.chain.contacts.is_empty(),
        })
    }
}

/// The struct `name` of an attribute file's `inputs` (`--attrs FILE`), or its only one when
/// `name` is empty.
pub fn select(
    inputs: Vec<syn::DeriveInput>,
    name: &str,
    file: &Path,
) -> Result<syn::DeriveInput, String> {
    let names: Vec<String> = inputs.iter().map(|i| i.ident.to_string()).collect();
    if name.is_empty() {
        let count = inputs.len();
        return match <[syn::DeriveInput; 1]>::try_from(inputs) {
            Ok([only]) => Ok(only),
            Err(_) => Err(format!(
                "{} holds {count} structs ({}): name one with `--name`",
                file.display(),
                names.join(", ")
            )),
        };
    }
    inputs.into_iter().find(|i| i.ident == name).ok_or_else(|| {
        format!(
            "{} has no struct `{name}` (its structs: {})",
            file.display(),
            names.join(", ")
        )
    })
}

/// `input` made `pub`: the binding names the struct from its module (`robot::Name`).
pub fn public(mut input: syn::DeriveInput) -> syn::DeriveInput {
    input.vis = syn::parse_quote!(pub);
    input
}

/// `src/lib.rs`: the module function.
pub fn binding(name: &str, module: &str, shape: &Shape) -> String {
    let n = shape.joints;
    let mut lines = Vec::new();
    let build = if shape.floating {
        let (nq, nv) = (7 + n, 6 + n);
        lines.push(format!(
            "let mut entries = g::floating::<M, {nq}, {nv}, {}, {n}>();",
            2 * nv
        ));
        let frames = if shape.frames {
            lines.push(format!(
                "entries.extend(g::floating_frames::<M, {nq}, {nv}>());"
            ));
            format!("g::floating_frames_of::<M, {nq}, {nv}>()")
        } else {
            "&[]".to_string()
        };
        let contacts = if shape.contacts {
            lines.push(format!(
                "entries.extend(g::floating_contacts::<M, {nq}, {nv}, {{ M::CONTACT_FORCES }}>());"
            ));
            "&M::CONTACTS"
        } else {
            "&[]"
        };
        format!(
            "g::floating_module::<M, {nq}, {nv}>(m, robot::{name}, {frames}, {contacts}, entries)"
        )
    } else {
        lines.push(format!(
            "let mut entries = g::fixed::<M, {n}, {}>();",
            2 * n
        ));
        let frames = if shape.frames {
            lines.push(format!("entries.extend(g::fixed_frames::<M, {n}>());"));
            format!("g::fixed_frames_of::<M, {n}>()")
        } else {
            "&[]".to_string()
        };
        format!("g::fixed_module::<M, {n}>(m, robot::{name}, {frames}, entries)")
    };
    if lines.len() == 1 {
        lines[0] = lines[0].replacen("let mut ", "let ", 1);
    }
    let body: String = lines.iter().map(|l| format!("    {l}\n")).collect();
    format!(
        "// @generated by chaindyn {version} (`chaindyn python`): the Python module `{module}` of\n\
         // `robot::{name}` (`src/robot.rs`, written by `chaindyn generate`). Do not edit;\n\
         // generate the folder again instead.\n\
         \n\
         //! The Python module `{module}`: the dynamics of `{name}`, generated by chaindyn.\n\
         \n\
         mod robot;\n\
         \n\
         use chaindyn_python::generated as g;\n\
         use chaindyn_python::pyo3::{{self, prelude::*, types::PyModule}};\n\
         \n\
         type M = robot::{name};\n\
         \n\
         #[pymodule]\n\
         #[pyo3(crate = \"chaindyn_python::pyo3\")]\n\
         fn {module}(m: &Bound<'_, PyModule>) -> PyResult<()> {{\n\
         {body}\
         \x20   {build}\n\
         }}\n",
        version = chaindyn_codegen::engine::CHAINDYN_VERSION,
    )
}

/// `Cargo.toml`.
pub fn manifest(module: &str, repository: &Path) -> String {
    let root = repository.display().to_string().replace('\\', "/");
    format!(
        "# @generated by chaindyn {version} (`chaindyn python`).\n\
         [package]\n\
         name = \"{package}\"\n\
         version = \"0.1.0\"\n\
         edition = \"2021\"\n\
         publish = false\n\
         \n\
         [lib]\n\
         name = \"{module}\"\n\
         crate-type = [\"cdylib\"]\n\
         \n\
         [dependencies]\n\
         chaindyn = {{ path = \"{root}/runtime\", default-features = false, features = [\"std\"] }}\n\
         chaindyn-python = {{ path = \"{root}/python\" }}\n\
         \n\
         # A project of its own, not a member of an enclosing workspace.\n\
         [workspace]\n",
        version = chaindyn_codegen::engine::CHAINDYN_VERSION,
        package = module.replace('_', "-"),
    )
}

/// `pyproject.toml`.
pub fn pyproject(module: &str, name: &str) -> String {
    format!(
        "# @generated by chaindyn {version} (`chaindyn python`).\n\
         [build-system]\n\
         requires = [\"maturin>=1.9,<2\"]\n\
         build-backend = \"maturin\"\n\
         \n\
         [project]\n\
         name = \"{module}\"\n\
         version = \"0.1.0\"\n\
         description = \"The dynamics of {name}, generated by chaindyn\"\n\
         requires-python = \">=3.9\"\n\
         dependencies = [\"numpy>=1.21\"]\n\
         \n\
         [tool.maturin]\n\
         module-name = \"{module}\"\n",
        version = chaindyn_codegen::engine::CHAINDYN_VERSION,
    )
}

/// `<module>.pyi`: the functions' signatures and docstrings, for editors.
pub fn stubs(module: &str, name: &str, shape: &Shape) -> String {
    let mut s = format!(
        "# @generated by chaindyn {} (`chaindyn python`).\n\
         \"\"\"The dynamics of `{name}`, generated by chaindyn (Pinocchio's names and conventions).\"\"\"\n\
         \n\
         from typing import List, Tuple, Union\n\
         \n\
         import numpy as np\n\
         from numpy.typing import ArrayLike, NDArray\n\
         \n\
         Array = NDArray[Union[np.float64, np.float32]]\n\
         \n\
         nq: int\n\
         nv: int\n\
         nu: int\n\
         nc: int\n\
         floating: bool\n\
         joint_names: List[str]\n\
         frame_names: List[str]\n\
         contact_names: List[str]\n\
         \n\
         def neutral() -> NDArray[np.float64]:\n\
         \x20   \"\"\"The neutral configuration ({module}.nq entries).\"\"\"\n",
        chaindyn_codegen::engine::CHAINDYN_VERSION
    );
    for spec in spec::for_robot(shape.floating, shape.frames, shape.contacts) {
        let mut params: Vec<String> = spec
            .args
            .iter()
            .map(|a| format!("{}: ArrayLike", a.name()))
            .collect();
        if spec.frame {
            params.push("frame: Union[str, int]".into());
        }
        if spec.contacts {
            params.push("active: Union[List[str], List[bool], None] = None".into());
        }
        if spec.restitution {
            params.push("restitution: float = 0.0".into());
        }
        if spec.reference {
            params.push("reference_frame: object = \"LOCAL\"".into());
        }
        let ret = match spec.outs.len() {
            1 => "Array".to_string(),
            k => format!("Tuple[{}]", vec!["Array"; k].join(", ")),
        };
        let names = if spec.alias == spec.name {
            vec![spec.name]
        } else {
            vec![spec.name, spec.alias]
        };
        for f in names {
            let _ = write!(
                s,
                "\ndef {f}({}) -> {ret}:\n    \"\"\"{}\"\"\"\n",
                params.join(", "),
                spec.doc.replace('\\', "\\\\")
            );
        }
    }
    s
}

/// `.cargo/config.toml` of a project built for the machine that builds it (`pip install` from
/// the folder builds where the module runs): the generated code in the CPU's widest vectors.
pub const NATIVE: &str = "\
# @generated by chaindyn (`chaindyn python`): the wheel is built for this machine's CPU (its
# widest SIMD vectors for the batches' lanes). For a wheel that runs on any x86-64 or ARM64
# machine, write the folder again with `chaindyn python --portable` (or delete this file).
[build]
rustflags = [\"-C\", \"target-cpu=native\"]
";

/// Writes the project of the struct `name` into `out`: the generated module `robot` (from
/// `chaindyn generate`) and the files above; with `portable` false, [`NATIVE`] as its `.cargo/config.toml`.
pub fn write_project(
    out: &Path,
    name: &str,
    module: &str,
    shape: &Shape,
    robot: &str,
    repository: &Path,
    portable: bool,
) -> Result<(), String> {
    let write = |rel: &str, text: &str| {
        let path = out.join(rel);
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir)
                .map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
        }
        std::fs::write(&path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))
    };
    write("Cargo.toml", &manifest(module, repository))?;
    write("Cargo.lock", LOCK)?;
    write("pyproject.toml", &pyproject(module, name))?;
    write("src/robot.rs", robot)?;
    write("src/lib.rs", &binding(name, module, shape))?;
    write(&format!("{module}.pyi"), &stubs(module, name, shape))?;
    let config = out.join(".cargo/config.toml");
    if portable {
        if config.exists() {
            std::fs::remove_file(&config)
                .map_err(|e| format!("cannot remove {}: {e}", config.display()))?;
        }
    } else {
        write(".cargo/config.toml", NATIVE)?;
    }
    Ok(())
}
