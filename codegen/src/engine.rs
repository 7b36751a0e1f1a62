//! Running the computer algebra safely inside a compiler, and not more often than needed.
//!
//! Without a licence key symbolica runs restricted: one symbolica thread per user, machine-wide;
//! a second thread or process that touches it is aborted. A build expands derives in several
//! rustc processes at once (`cargo test` compiles a lib and its test harness in parallel; IDEs
//! expand in long-lived servers), so every expansion here:
//!
//! 1. takes an exclusive lock on a per-user lock file (`<tmp>/chaindyn-<user>/symbolica.lock`),
//! 2. runs the symbolic work on a fresh worker thread and joins it — the allowance is released
//!    when the thread that used it exits,
//! 3. releases the lock.
//!
//! And each model is derived once: the emitted code is cached under a hash of the model and of the
//! code generator's own source, so rebuilds, doctests, trybuild and IDEs reuse it.

use std::fs::{self, File};
use std::hash::Hasher;
use std::io::Write;
use std::path::PathBuf;

/// Hash of this crate's source (set by build.rs): a change to the generator invalidates the cache.
const CODEGEN_HASH: &str = env!("CHAINDYN_CODEGEN_HASH");

/// Where the lock and the cache live: `$CHAINDYN_CACHE_DIR`, else `<tmp>/chaindyn-<user>`.
pub fn work_dir() -> PathBuf {
    if let Some(dir) = std::env::var_os("CHAINDYN_CACHE_DIR") {
        return PathBuf::from(dir);
    }
    let user = std::env::var("USER")
        .or_else(|_| std::env::var("USERNAME"))
        .unwrap_or_else(|_| "user".into());
    std::env::temp_dir().join(format!("chaindyn-{user}"))
}

/// 64-bit FNV-1a, stable across Rust versions (the std hasher is not).
#[derive(Clone, Copy)]
pub struct Fnv(u64);

impl Default for Fnv {
    fn default() -> Self {
        Fnv(0xcbf2_9ce4_8422_2325)
    }
}

impl Hasher for Fnv {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for b in bytes {
            self.0 ^= u64::from(*b);
            self.0 = self.0.wrapping_mul(0x100_0000_01b3);
        }
    }
}

/// The cache key of a model description (its canonical text).
pub fn cache_key(canonical: &str) -> String {
    let mut h = Fnv::default();
    h.write(CODEGEN_HASH.as_bytes());
    h.write(&[0]);
    h.write(canonical.as_bytes());
    let a = h.finish();
    h.write(b"second half");
    format!("{a:016x}{:016x}", h.finish())
}

fn cache_path(key: &str) -> PathBuf {
    work_dir().join("cache").join(format!("{key}.rs"))
}

/// The cached emission for `key`, if any. Set `CHAINDYN_NO_CACHE=1` to bypass.
pub fn load(key: &str) -> Option<String> {
    if std::env::var_os("CHAINDYN_NO_CACHE").is_some() {
        return None;
    }
    fs::read_to_string(cache_path(key)).ok()
}

/// Stores an emission; failures are ignored (the cache is an optimisation).
pub fn store(key: &str, code: &str) {
    let path = cache_path(key);
    let Some(dir) = path.parent() else { return };
    if fs::create_dir_all(dir).is_err() {
        return;
    }
    // Write then rename, so a concurrent reader never sees half a file.
    let tmp = dir.join(format!("{key}.{}.tmp", std::process::id()));
    let ok = File::create(&tmp)
        .and_then(|mut f| f.write_all(code.as_bytes()))
        .is_ok();
    if ok {
        let _ = fs::rename(&tmp, &path);
    } else {
        let _ = fs::remove_file(&tmp);
    }
}

/// Runs `work` (which uses symbolica) under the machine-wide lock, on a fresh thread.
///
/// Errors (the lock cannot be taken, the work panics) come back as messages for a
/// `compile_error!`, never as a crash of the compiler.
pub fn run_exclusive<T, F>(work: F) -> Result<T, String>
where
    T: Send + 'static,
    F: FnOnce() -> Result<T, String> + Send + 'static,
{
    let dir = work_dir();
    fs::create_dir_all(&dir)
        .map_err(|e| format!("chaindyn: cannot create {}: {e}", dir.display()))?;
    let lock_path = dir.join("symbolica.lock");
    let lock = File::options()
        .create(true)
        .truncate(false)
        .write(true)
        .open(&lock_path)
        .map_err(|e| {
            format!(
                "chaindyn: cannot open the lock file {}: {e}",
                lock_path.display()
            )
        })?;
    lock.lock()
        .map_err(|e| format!("chaindyn: cannot lock {}: {e}", lock_path.display()))?;
    let joined = std::thread::Builder::new()
        .name("chaindyn-symbolica".into())
        .stack_size(256 << 20)
        .spawn(work)
        .map_err(|e| format!("chaindyn: cannot start the derivation thread: {e}"))?
        .join();
    // The worker has exited (joined), so its symbolica allowance is released: unlock.
    let _ = lock.unlock();
    match joined {
        Ok(result) => result,
        Err(panic) => {
            let msg = panic
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_else(|| "unknown panic".into());
            Err(format!(
                "chaindyn: the symbolic derivation failed ({msg}). This is a bug in chaindyn; \
                 please report it with the #[body] attributes that triggered it"
            ))
        }
    }
}

/// Applies a symbolica licence key from `SYMBOLICA_LICENSE`, once per process, before any other
/// symbolica call (as `LicenseManager::set_license_key` requires). Without the variable symbolica
/// runs in its restricted, non-commercial mode, which the lock above accommodates.
pub fn apply_license_key() -> Result<(), String> {
    static APPLIED: std::sync::OnceLock<Result<(), String>> = std::sync::OnceLock::new();
    APPLIED
        .get_or_init(|| match std::env::var("SYMBOLICA_LICENSE") {
            Ok(key) if !key.trim().is_empty() => {
                symbolica::license::LicenseManager::set_license_key(key.trim()).or_else(|e| {
                    if symbolica::license::LicenseManager::is_licensed() {
                        Ok(())
                    } else {
                        Err(format!(
                            "chaindyn: symbolica rejected the key in SYMBOLICA_LICENSE: {e}"
                        ))
                    }
                })
            }
            _ => Ok(()),
        })
        .clone()
}
