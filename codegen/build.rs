//! Hashes this crate's own source (SHA-256, every `.rs` file under `src/`, sub-folders included)
//! so that the derive cache is invalidated whenever the generator changes, not only when its
//! version number does; and writes the placeholder impls of the generated traits, rendered from
//! the one list of them (`src/interface/mod.rs`), for the tests that compile them against the
//! runtime's traits (`src/interface/tests.rs`).
use sha2::{Digest, Sha256};
use std::path::{Path, PathBuf};

#[allow(dead_code)]
#[path = "src/interface/mod.rs"]
mod interface;

/// Every `.rs` file under `dir`, recursively.
fn sources(dir: &Path, files: &mut Vec<PathBuf>) {
    println!("cargo:rerun-if-changed={}", dir.display());
    for entry in std::fs::read_dir(dir).expect("codegen/src is readable") {
        let path = entry.expect("readable folder entry").path();
        if path.is_dir() {
            sources(&path, files);
        } else if path.extension().is_some_and(|x| x == "rs") {
            files.push(path);
        }
    }
}

fn main() {
    let mut files = Vec::new();
    sources(Path::new("src"), &mut files);
    files.sort();
    let mut h = Sha256::new();
    for f in &files {
        println!("cargo:rerun-if-changed={}", f.display());
        let name = f.to_string_lossy();
        let text = std::fs::read(f).expect("readable source");
        h.update((name.len() as u64).to_le_bytes());
        h.update(name.as_bytes());
        h.update((text.len() as u64).to_le_bytes());
        h.update(&text);
    }
    let hex: String = h.finalize().iter().map(|b| format!("{b:02x}")).collect();
    println!("cargo:rustc-env=CHAINDYN_CODEGEN_HASH={hex}");
    placeholders();
}

/// `$OUT_DIR/placeholders.rs`: every placeholder of [`interface`], for a type `Fixed` with two
/// degrees of freedom and a type `AnyDof` generic in them (each method the traits provide too).
fn placeholders() {
    use quote::quote;
    let (fixed, any) = (quote!(Fixed), quote!(AnyDof));
    let (two, n) = (quote!(2), quote!(N));
    let generic = quote!(<const N: usize>);
    let frames = [quote::format_ident!("TIP")];
    let code = [
        interface::placeholder_constants(&fixed, Some(&two), &frames),
        interface::placeholder_dynamics(&fixed, &quote!(), &two, true),
        interface::placeholder_task_space(&fixed, &quote!(), &two),
        interface::placeholder_constants(&any, None, &frames),
        interface::placeholder_dynamics(&any, &generic, &n, true),
        interface::placeholder_task_space(&any, &generic, &n),
        interface::placeholder_floating(
            &quote!(Floating),
            &quote!(),
            (&quote!(9), &quote!(8)),
            true,
        ),
        interface::placeholder_floating(
            &quote!(AnyFloating),
            &quote!(<const NQ: usize, const NV: usize>),
            (&quote!(NQ), &quote!(NV)),
            true,
        ),
    ];
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    let text = code.iter().map(|c| format!("{c}\n")).collect::<String>();
    std::fs::write(out.join("placeholders.rs"), text).expect("OUT_DIR is writable");
}
