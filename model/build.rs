//! Hashes this crate's own source (SHA-256, every `.rs` file under `src/`): the code generator's
//! derive cache keys on it, since the generator calls this crate's functions (for example
//! `rpy_to_matrix`) while it derives.
use sha2::{Digest, Sha256};
use std::path::{Path, PathBuf};

fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("model/src exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            collect(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

fn main() {
    let mut files = Vec::new();
    collect(Path::new("src"), &mut files);
    let mut h = Sha256::new();
    println!("cargo:rerun-if-changed=src");
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
    println!("cargo:rustc-env=CHAINDYN_MODEL_SOURCE_HASH={hex}");
}
