//! Hashes this crate's own source (SHA-256, every `.rs` file under `src/`, sub-folders included)
//! so that the derive cache is invalidated whenever the generator changes, not only when its
//! version number does.
use sha2::{Digest, Sha256};
use std::path::{Path, PathBuf};

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
}
