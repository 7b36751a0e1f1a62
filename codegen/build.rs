//! Hashes this crate's own source (SHA-256) so that the derive cache is invalidated whenever the
//! generator changes, not only when its version number does.
use sha2::{Digest, Sha256};

fn main() {
    let mut files: Vec<_> = std::fs::read_dir("src")
        .expect("codegen/src exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "rs"))
        .collect();
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
