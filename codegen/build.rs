//! Hashes this crate's own source so that the derive cache is invalidated whenever the generator
//! changes (not only when its version number does).
use std::hash::Hasher;

fn main() {
    let mut files: Vec<_> = std::fs::read_dir("src")
        .expect("codegen/src exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "rs"))
        .collect();
    files.sort();
    let mut h = std::collections::hash_map::DefaultHasher::new();
    for f in &files {
        println!("cargo:rerun-if-changed={}", f.display());
        h.write(f.to_string_lossy().as_bytes());
        h.write(&std::fs::read(f).expect("readable source"));
    }
    h.write(env!("CARGO_PKG_VERSION").as_bytes());
    println!("cargo:rustc-env=CHAINDYN_CODEGEN_HASH={:016x}", h.finish());
}
