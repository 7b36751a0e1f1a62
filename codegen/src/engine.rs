//! Running the computer algebra safely inside a compiler, and not more often than needed.
//!
//! # The lock
//!
//! Without a licence key symbolica runs restricted: one symbolica thread per user, machine-wide;
//! a second thread or process that touches it is aborted. A build expands derives in several
//! rustc processes at once (`cargo test` compiles a lib and its test harness in parallel; IDEs
//! expand in long-lived servers), so every derivation here:
//!
//! 1. takes an exclusive lock on the user's lock file ([`lock_path`]): on Unix
//!    `/tmp/chaindyn-<uid>/symbolica.lock`, one fixed place per user id that no environment
//!    variable moves (not `TMPDIR`, `USER` or `CHAINDYN_CACHE_DIR`), in a folder that must belong
//!    to the user and be writable by nobody else;
//! 2. runs the symbolic work on a fresh worker thread and joins it — the allowance is released
//!    when the thread that used it exits;
//! 3. releases the lock.
//!
//! A build that waits more than [`WAIT_NOTICE`] says which process holds the lock (its id and
//! command line, recorded in the lock file); after `CHAINDYN_LOCK_TIMEOUT` seconds (default
//! [`DEFAULT_LOCK_TIMEOUT_SECS`]) it gives up with a compile error that says what to do.
//!
//! # The cache
//!
//! Each model is derived once: the emitted code is cached under a key that covers every input
//! that can change it ([`cache_key`]), so rebuilds, doctests, trybuild and IDEs reuse it. Only a
//! process's first derivation is stored (the caller decides): symbolica numbers its symbols per
//! process, and a later derivation can order its arithmetic differently from a fresh one. The
//! folder ([`cache_dir`]) is `$CHAINDYN_CACHE_DIR`, else `$XDG_CACHE_HOME/chaindyn`, else
//! `$HOME/.cache/chaindyn`, else `/tmp/chaindyn-<uid>/cache`; it is created with mode `0700`,
//! and its owner and mode are verified before every use: a folder that belongs to another user
//! or that the group or others can write is refused with a compile error, and so is one below a
//! folder that another user could replace (every folder on its canonical path must belong to the
//! user or to root and be writable by others only with the sticky bit). The folder's permissions
//! are what keep other users out; on top of them each entry carries a header (format version, the
//! full key, the SHA-256 of its body) that is verified on every read, and entries are opened
//! without following symbolic links and must belong to the user: an entry that is empty,
//! truncated, corrupted, edited, linked in or stored under another key is ignored and derived
//! again, never spliced into the user's crate. Entries are written to a uniquely named,
//! exclusively created temporary file, synced, then renamed into place. A cache folder that
//! cannot be created (a read-only home) means building without a cache.
//! `CHAINDYN_NO_CACHE=1` bypasses the cache. The ownership and mode checks need Unix; elsewhere
//! the folders are only created.

use sha2::{Digest, Sha256};
use std::fs::{self, File};
use std::io::{Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// SHA-256 of this crate's source (set by build.rs): a change to the generator invalidates the
/// cache.
const CODEGEN_HASH: &str = env!("CHAINDYN_CODEGEN_HASH");

/// The chaindyn version (all crates of the workspace share it).
pub const CHAINDYN_VERSION: &str = env!("CARGO_PKG_VERSION");

/// The exact symbolica version the generator is built with (pinned with `=` in the workspace;
/// a test checks it against `Cargo.lock`).
pub const SYMBOLICA_VERSION: &str = "3.0.0";

/// The exact numerica version the generator is built with (pinned like symbolica).
pub const NUMERICA_VERSION: &str = "3.0.0";

/// First line of every cache entry; bump the version when the format or the meaning changes.
const ENTRY_MAGIC: &str = "// chaindyn cache entry v2";

/// How long a derive waits for the lock before it says which process holds it.
pub const WAIT_NOTICE: Duration = Duration::from_secs(3);

/// Default of `CHAINDYN_LOCK_TIMEOUT` (seconds): far longer than any derivation (the 7-DOF arm
/// takes well under a minute), short enough that a hung holder does not block a build forever.
pub const DEFAULT_LOCK_TIMEOUT_SECS: u64 = 900;

// ---------------------------------------------------------------------------------------------
// Folders that only their owner can write.

/// The effective user id of this process.
#[cfg(unix)]
pub fn current_uid() -> u32 {
    // SAFETY: geteuid has no preconditions and cannot fail.
    unsafe { libc::geteuid() }
}

/// The per-user folder of the lock: `/tmp/chaindyn-<uid>` (Unix). Deliberately independent of
/// every environment variable, so that all builds of one user exclude each other.
#[cfg(unix)]
pub fn lock_dir() -> PathBuf {
    PathBuf::from(format!("/tmp/chaindyn-{}", current_uid()))
}

/// The per-user folder of the lock (non-Unix: the temporary folder and the user's name).
#[cfg(not(unix))]
pub fn lock_dir() -> PathBuf {
    let user = std::env::var("USERNAME").unwrap_or_else(|_| "user".into());
    std::env::temp_dir().join(format!("chaindyn-{user}"))
}

/// The lock file shared by every derive of this user.
pub fn lock_path() -> PathBuf {
    lock_dir().join("symbolica.lock")
}

/// The cache folder: `$CHAINDYN_CACHE_DIR`, else `$XDG_CACHE_HOME/chaindyn`, else
/// `$HOME/.cache/chaindyn`, else `<lock folder>/cache`. A relative `CHAINDYN_CACHE_DIR` is an
/// error (it would move with every crate's working directory); relative `XDG_CACHE_HOME` and
/// `HOME` are ignored, as the XDG specification says.
pub fn cache_dir() -> Result<PathBuf, String> {
    let absolute = |v: std::ffi::OsString| {
        let p = PathBuf::from(v);
        p.is_absolute().then_some(p)
    };
    if let Some(dir) = std::env::var_os("CHAINDYN_CACHE_DIR") {
        return absolute(dir.clone()).ok_or_else(|| {
            format!(
                "CHAINDYN_CACHE_DIR = {dir:?} is not an absolute path; give an \
                 absolute one, or unset it"
            )
        });
    }
    if let Some(dir) = std::env::var_os("XDG_CACHE_HOME").and_then(absolute) {
        return Ok(dir.join("chaindyn"));
    }
    if let Some(home) = std::env::var_os("HOME").and_then(absolute) {
        return Ok(home.join(".cache").join("chaindyn"));
    }
    Ok(lock_dir().join("cache"))
}

/// Why a folder cannot be used.
#[derive(Debug, Clone, PartialEq)]
pub enum DirError {
    /// Using it would let another user plant or alter what a build reads: refused, always a
    /// compile error.
    Unsafe(String),
    /// It cannot be created or inspected (a read-only or missing home folder, say).
    Io(String),
}

impl DirError {
    /// The message.
    pub fn message(&self) -> &str {
        match self {
            DirError::Unsafe(m) | DirError::Io(m) => m,
        }
    }
}

impl From<DirError> for String {
    fn from(e: DirError) -> String {
        match e {
            DirError::Unsafe(m) | DirError::Io(m) => m,
        }
    }
}

/// Creates `dir` (mode `0700`, parents as needed) if it is missing, then checks, on its
/// canonical path (every symbolic link resolved), that the folder itself is owned by `uid` and
/// writable by nobody else, and that every folder above it is owned by `uid` or by root and is
/// not writable by others unless it has the sticky bit (as `/tmp` does), so that nobody else can
/// replace or redirect it after the check. Returns the canonical path, which is what the caller
/// must use from then on.
#[cfg(unix)]
pub fn ensure_private_dir(dir: &Path, uid: u32) -> Result<PathBuf, DirError> {
    use std::os::unix::fs::{DirBuilderExt, MetadataExt};
    if fs::symlink_metadata(dir).is_err() {
        let created = fs::DirBuilder::new()
            .recursive(true)
            .mode(0o700)
            .create(dir);
        if let Err(e) = created {
            // Another build may have created it in between; the checks below decide.
            if fs::symlink_metadata(dir).is_err() {
                return Err(DirError::Io(format!(
                    "cannot create {}: {e}",
                    dir.display()
                )));
            }
        }
    }
    let canonical = fs::canonicalize(dir)
        .map_err(|e| DirError::Io(format!("cannot resolve {}: {e}", dir.display())))?;
    let unsafe_dir = |what: String| {
        DirError::Unsafe(format!(
            "refusing to use {}: {what}, so another user could plant or alter what a \
             build reads from it{}",
            dir.display(),
            cache_hint(dir)
        ))
    };
    let meta = fs::symlink_metadata(&canonical)
        .map_err(|e| DirError::Io(format!("cannot inspect {}: {e}", canonical.display())))?;
    if !meta.is_dir() {
        return Err(DirError::Unsafe(format!(
            "{} is not a folder; remove it so that chaindyn can create its private \
             folder there",
            dir.display()
        )));
    }
    if meta.uid() != uid {
        return Err(unsafe_dir(format!(
            "it belongs to user id {}, not to you (user id {uid}); remove it (or have its owner \
             remove it)",
            meta.uid()
        )));
    }
    let mode = meta.mode() & 0o7777;
    if mode & 0o022 != 0 {
        return Err(unsafe_dir(format!(
            "its mode {:03o} lets the group or others write to it; run `chmod go-w {}`",
            mode & 0o777,
            canonical.display()
        )));
    }
    for ancestor in canonical.ancestors().skip(1) {
        let m = fs::symlink_metadata(ancestor)
            .map_err(|e| DirError::Io(format!("cannot inspect {}: {e}", ancestor.display())))?;
        let sticky = m.mode() & 0o1000 != 0;
        if m.uid() != uid && m.uid() != 0 {
            return Err(unsafe_dir(format!(
                "the folder {} above it belongs to user id {}, who could replace it",
                ancestor.display(),
                m.uid()
            )));
        }
        if m.mode() & 0o022 != 0 && !sticky {
            return Err(unsafe_dir(format!(
                "the folder {} above it can be written by the group or others (mode {:03o}, no \
                 sticky bit), who could replace it",
                ancestor.display(),
                m.mode() & 0o777
            )));
        }
    }
    Ok(canonical)
}

/// Opens an existing regular file of a private folder for reading without following a symbolic
/// link, and checks that it belongs to `uid` and has a single name.
#[cfg(unix)]
fn open_private_file(path: &Path, uid: u32) -> Option<File> {
    use std::os::unix::fs::{MetadataExt, OpenOptionsExt};
    let file = File::options()
        .read(true)
        .custom_flags(libc::O_NOFOLLOW)
        .open(path)
        .ok()?;
    let m = file.metadata().ok()?;
    (m.is_file() && m.uid() == uid && m.nlink() == 1).then_some(file)
}

#[cfg(not(unix))]
fn open_private_file(path: &Path, _uid: u32) -> Option<File> {
    File::open(path).ok()
}

/// Creates `dir` if it is missing (non-Unix: no ownership checks are available).
#[cfg(not(unix))]
pub fn ensure_private_dir(dir: &Path, _uid: u32) -> Result<PathBuf, DirError> {
    fs::create_dir_all(dir)
        .map_err(|e| DirError::Io(format!("cannot create {}: {e}", dir.display())))?;
    Ok(dir.to_path_buf())
}

/// The user id (non-Unix: not available, `0`).
#[cfg(not(unix))]
pub fn current_uid() -> u32 {
    0
}

fn cache_hint(dir: &Path) -> String {
    if dir == lock_dir() {
        String::new()
    } else {
        "; or set CHAINDYN_CACHE_DIR to a folder only you can write, or CHAINDYN_NO_CACHE=1".into()
    }
}

// ---------------------------------------------------------------------------------------------
// The key and the entries.

/// Lower-case hexadecimal SHA-256.
pub fn sha256_hex(bytes: &[u8]) -> String {
    hex(&Sha256::digest(bytes))
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// What the cache key hashes, in order: the entry format, chaindyn's version, the generator's
/// and the model crate's sources, symbolica's and numerica's versions, and the model.
fn key_parts(canonical: &str) -> [&str; 7] {
    [
        ENTRY_MAGIC,
        CHAINDYN_VERSION,
        CODEGEN_HASH,
        chaindyn_model::SOURCE_HASH,
        SYMBOLICA_VERSION,
        NUMERICA_VERSION,
        canonical,
    ]
}

/// The cache key of a model description (its canonical text, which must not contain the
/// struct's or the fields' names): SHA-256 over the entry format, chaindyn's version, the
/// generator's and the model crate's sources, symbolica's and numerica's versions and the model.
pub fn cache_key(canonical: &str) -> String {
    hash_parts(&key_parts(canonical))
}

/// SHA-256 (hexadecimal) of a list of texts, each length-prefixed so that no two different
/// lists hash the same bytes.
pub(crate) fn hash_parts(parts: &[&str]) -> String {
    let mut h = Sha256::new();
    for p in parts {
        h.update((p.len() as u64).to_le_bytes());
        h.update(p.as_bytes());
    }
    hex(&h.finalize())
}

/// The text of a cache entry: a header (format, key, SHA-256 of the body) and the body.
pub fn entry_text(key: &str, body: &str) -> String {
    format!(
        "{ENTRY_MAGIC}\n// key: {key}\n// sha256: {}\n{body}",
        sha256_hex(body.as_bytes())
    )
}

/// The body of an entry if its header is intact, is for `key` and matches the body's hash, and
/// the body is not empty; `None` otherwise.
pub fn parse_entry<'a>(key: &str, text: &'a str) -> Option<&'a str> {
    let rest = text.strip_prefix(ENTRY_MAGIC)?.strip_prefix('\n')?;
    let (key_line, rest) = rest.split_once('\n')?;
    let (hash_line, body) = rest.split_once('\n')?;
    if key_line.strip_prefix("// key: ")? != key {
        return None;
    }
    if body.trim().is_empty()
        || hash_line.strip_prefix("// sha256: ")? != sha256_hex(body.as_bytes())
    {
        return None;
    }
    Some(body)
}

/// The cache of one folder.
#[derive(Debug, Clone)]
pub struct Cache {
    dir: PathBuf,
    uid: u32,
}

impl Cache {
    /// The cache in `dir`, after checking (and creating) the folder as [`ensure_private_dir`]
    /// does for the current user.
    pub fn open(dir: PathBuf) -> Result<Cache, DirError> {
        Self::open_as(dir, current_uid())
    }

    /// As [`Cache::open`], for the given owner (tests use it to check the refusal).
    pub fn open_as(dir: PathBuf, uid: u32) -> Result<Cache, DirError> {
        let dir = ensure_private_dir(&dir, uid)?;
        Ok(Cache { dir, uid })
    }

    /// The default cache ([`cache_dir`]), or `None` when `CHAINDYN_NO_CACHE` is set (to anything
    /// but `0` or nothing) or when the folder cannot be created (a read-only or missing home
    /// folder: the build goes on without a cache, saying so once). A folder that is not safe to
    /// use ([`DirError::Unsafe`]) and a relative `CHAINDYN_CACHE_DIR` are errors.
    pub fn default_location() -> Result<Option<Cache>, String> {
        if std::env::var_os("CHAINDYN_NO_CACHE").is_some_and(|v| !v.is_empty() && v != "0") {
            return Ok(None);
        }
        match Cache::open(cache_dir()?) {
            Ok(c) => Ok(Some(c)),
            Err(DirError::Unsafe(m)) => Err(m),
            Err(DirError::Io(m)) => {
                static SAID: std::sync::Once = std::sync::Once::new();
                SAID.call_once(|| eprintln!("{m}; building without the derive cache"));
                Ok(None)
            }
        }
    }

    /// Where the entry of `key` is stored.
    pub fn path(&self, key: &str) -> PathBuf {
        self.dir.join(format!("{key}.rs"))
    }

    /// The verified body of the entry of `key`, if there is one ([`parse_entry`]).
    pub fn load(&self, key: &str) -> Option<String> {
        let mut text = String::new();
        open_private_file(&self.path(key), self.uid)?
            .read_to_string(&mut text)
            .ok()?;
        parse_entry(key, &text).map(str::to_owned)
    }

    /// Stores `body` under `key`: a uniquely named temporary file, created exclusively (mode
    /// `0600`), written and synced, then renamed over the entry.
    pub fn store(&self, key: &str, body: &str) -> Result<(), String> {
        static COUNTER: AtomicU64 = AtomicU64::new(0);
        let nonce = {
            let n = COUNTER.fetch_add(1, Ordering::Relaxed);
            let t = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map(|d| d.as_nanos())
                .unwrap_or(0);
            let seed = format!(
                "{}-{n}-{t}-{:?}",
                std::process::id(),
                std::thread::current().id()
            );
            sha256_hex(seed.as_bytes())[..24].to_owned()
        };
        let tmp = self.dir.join(format!(".{key}.{nonce}.tmp"));
        let mut options = File::options();
        options.write(true).create_new(true);
        #[cfg(unix)]
        {
            use std::os::unix::fs::OpenOptionsExt;
            options.mode(0o600);
        }
        let result = options
            .open(&tmp)
            .and_then(|mut f| {
                f.write_all(entry_text(key, body).as_bytes())?;
                f.sync_all()
            })
            .and_then(|()| fs::rename(&tmp, self.path(key)));
        if let Err(e) = result {
            let _ = fs::remove_file(&tmp);
            return Err(format!(
                "cannot store a cache entry in {}: {e}",
                self.dir.display()
            ));
        }
        // Make the rename durable too (best effort: not every platform syncs folders).
        if let Ok(d) = File::open(&self.dir) {
            let _ = d.sync_all();
        }
        Ok(())
    }
}

// ---------------------------------------------------------------------------------------------
// The lock.

/// An exclusive lock on a lock file; released when dropped.
#[derive(Debug)]
pub struct Lock {
    file: File,
}

impl Drop for Lock {
    fn drop(&mut self) {
        let _ = self.file.set_len(0);
        let _ = self.file.unlock();
    }
}

/// Who holds the lock, as its holder recorded it: the process id and command line.
pub fn lock_holder(path: &Path) -> Option<String> {
    let text = fs::read_to_string(path).ok()?;
    let text = text.trim();
    (!text.is_empty()).then(|| text.to_owned())
}

/// The configured time-out of the wait for the lock (`CHAINDYN_LOCK_TIMEOUT`, seconds).
pub fn lock_timeout() -> Result<Duration, String> {
    match std::env::var("CHAINDYN_LOCK_TIMEOUT") {
        Err(std::env::VarError::NotPresent) => Ok(Duration::from_secs(DEFAULT_LOCK_TIMEOUT_SECS)),
        Err(std::env::VarError::NotUnicode(s)) => Err(format!(
            "CHAINDYN_LOCK_TIMEOUT = {s:?} is not a number of seconds; give one such as \
             600, or unset it (default {DEFAULT_LOCK_TIMEOUT_SECS})"
        )),
        Ok(s) => s
            .trim()
            .parse::<f64>()
            .ok()
            .filter(|t| t.is_finite() && *t >= 0.0 && *t < 1e9)
            .map(Duration::from_secs_f64)
            .ok_or_else(|| {
                format!(
                    "CHAINDYN_LOCK_TIMEOUT = {s:?} is not a number of seconds; give one \
                     such as 600, or unset it (default {DEFAULT_LOCK_TIMEOUT_SECS})"
                )
            }),
    }
}

/// Takes the exclusive lock on `path` (its folder must be private, see [`ensure_private_dir`]),
/// waiting at most `timeout`. After [`WAIT_NOTICE`] it prints (once) which process holds the
/// lock; at the time-out it returns an error that names the holder and says what to do.
pub fn acquire(path: &Path, timeout: Duration) -> Result<Lock, String> {
    let Some((dir, name)) = path.parent().zip(path.file_name()) else {
        return Err(format!("{} is not a file path", path.display()));
    };
    let path = &ensure_private_dir(dir, current_uid())?.join(name);
    let mut options = File::options();
    options.read(true).write(true).create(true).truncate(false);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(0o600).custom_flags(libc::O_NOFOLLOW);
    }
    let mut file = options
        .open(path)
        .map_err(|e| format!("cannot open the lock file {}: {e}", path.display()))?;
    let started = Instant::now();
    let mut noticed = false;
    let mut pause = Duration::from_millis(10);
    loop {
        match file.try_lock() {
            Ok(()) => break,
            Err(fs::TryLockError::WouldBlock) => {}
            Err(fs::TryLockError::Error(e)) => {
                return Err(format!("cannot lock {}: {e}", path.display()))
            }
        }
        let waited = started.elapsed();
        let holder =
            || lock_holder(path).unwrap_or_else(|| "a process that did not record itself".into());
        if waited >= timeout {
            return Err(format!(
                "gave up after {:.0} s waiting for the symbolica lock {}, held by {}. \
                 Only one derivation per user can run at a time (symbolica's unlicensed mode). If \
                 that process is hung (for example an IDE's language server), stop it; otherwise \
                 wait for it or raise CHAINDYN_LOCK_TIMEOUT (seconds, default {})",
                waited.as_secs_f64(),
                path.display(),
                holder(),
                DEFAULT_LOCK_TIMEOUT_SECS
            ));
        }
        if !noticed && waited >= WAIT_NOTICE {
            noticed = true;
            eprintln!(
                "chaindyn: waiting for the symbolica lock {}, held by {} (time-out {:.0} s, \
                 CHAINDYN_LOCK_TIMEOUT)",
                path.display(),
                holder(),
                timeout.as_secs_f64()
            );
        }
        std::thread::sleep(pause.min(timeout.saturating_sub(waited)));
        pause = (pause * 2).min(Duration::from_millis(200));
    }
    // Record the holder for waiting builds.
    let me = format!("process {} ({})", std::process::id(), command_line());
    let _ = file
        .set_len(0)
        .and_then(|()| file.seek(SeekFrom::Start(0)))
        .and_then(|_| file.write_all(me.as_bytes()));
    Ok(Lock { file })
}

/// This process's command line, shortened (for the lock's holder record).
fn command_line() -> String {
    let mut text = String::new();
    if let Ok(mut f) = File::open("/proc/self/cmdline") {
        let mut raw = Vec::new();
        if f.read_to_end(&mut raw).is_ok() {
            text = raw
                .split(|b| *b == 0)
                .filter(|a| !a.is_empty())
                .map(|a| String::from_utf8_lossy(a).into_owned())
                .collect::<Vec<_>>()
                .join(" ");
        }
    }
    if text.is_empty() {
        text = std::env::args().collect::<Vec<_>>().join(" ");
    }
    if text.chars().count() > 200 {
        text = text.chars().take(200).collect::<String>() + "…";
    }
    text
}

/// Runs `work` (which uses symbolica) under the user's lock, on a fresh thread.
///
/// Errors (the lock cannot be taken, the work panics) come back as messages for a
/// `compile_error!`, never as a crash of the compiler.
pub fn run_exclusive<T, F>(work: F) -> Result<T, String>
where
    T: Send + 'static,
    F: FnOnce() -> Result<T, String> + Send + 'static,
{
    run_exclusive_unless(|| None, work)
}

/// As [`run_exclusive`], but once the lock is held `ready` is asked first and its value, if any,
/// is returned without running `work`: a derive whose model another build derived while it
/// waited (a lib and its test harness compiled at once) reads the cache instead of deriving again.
pub fn run_exclusive_unless<T, F>(ready: impl FnOnce() -> Option<T>, work: F) -> Result<T, String>
where
    T: Send + 'static,
    F: FnOnce() -> Result<T, String> + Send + 'static,
{
    let lock = acquire(&lock_path(), lock_timeout()?)?;
    if let Some(done) = ready() {
        return Ok(done);
    }
    let joined = std::thread::Builder::new()
        .name("chaindyn-symbolica".into())
        .stack_size(256 << 20)
        .spawn(work)
        .map_err(|e| format!("cannot start the derivation thread: {e}"))?
        .join();
    // The worker has exited (joined), so its symbolica allowance is released: unlock.
    drop(lock);
    match joined {
        Ok(result) => result,
        Err(panic) => Err(format!(
            "the symbolic derivation failed ({}). {BUG_REPORT}",
            panic_message(&*panic)
        )),
    }
}

/// The end of every message about a failure that only a bug in chaindyn can cause.
pub const BUG_REPORT: &str =
    "This is a bug in chaindyn; please report it with the #[body] attributes that triggered it";

/// The message of a caught panic.
pub fn panic_message(panic: &(dyn std::any::Any + Send)) -> String {
    panic
        .downcast_ref::<String>()
        .cloned()
        .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
        .unwrap_or_else(|| "unknown panic".into())
}

/// Applies a symbolica licence key from `SYMBOLICA_LICENSE`, once per process, before any other
/// symbolica call (as `LicenseManager::set_license_key` requires). Without the variable symbolica
/// runs in its restricted, non-commercial mode, which the lock above accommodates.
#[cfg(feature = "cas")]
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
                            "symbolica rejected the key in SYMBOLICA_LICENSE: {e}"
                        ))
                    }
                })
            }
            _ => Ok(()),
        })
        .clone()
}

#[cfg(all(test, unix))]
mod tests {
    //! The engine's file handling, on private temporary folders (no symbolica here: the lock
    //! tests use their own lock files, not the user's).
    use super::*;
    use std::sync::atomic::AtomicUsize;

    /// A private temporary folder, removed (with what the test left in it) when dropped.
    struct Scratch(PathBuf);

    impl std::ops::Deref for Scratch {
        type Target = PathBuf;
        fn deref(&self) -> &PathBuf {
            &self.0
        }
    }

    impl Drop for Scratch {
        fn drop(&mut self) {
            use std::os::unix::fs::PermissionsExt;
            // Tests change modes; make every folder writable again so that it can be removed.
            fn writable(dir: &Path) {
                let _ = fs::set_permissions(dir, fs::Permissions::from_mode(0o700));
                for entry in fs::read_dir(dir).into_iter().flatten().flatten() {
                    if entry.file_type().is_ok_and(|t| t.is_dir()) {
                        writable(&entry.path());
                    }
                }
            }
            writable(&self.0);
            let _ = fs::remove_dir_all(&self.0);
        }
    }

    fn temp_dir(tag: &str) -> Scratch {
        static N: AtomicUsize = AtomicUsize::new(0);
        let dir = std::env::temp_dir().join(format!(
            "chaindyn-engine-test-{}-{tag}-{}",
            std::process::id(),
            N.fetch_add(1, Ordering::Relaxed)
        ));
        let _ = fs::remove_dir_all(&dir);
        ensure_private_dir(&dir, current_uid()).unwrap();
        Scratch(dir)
    }

    const KEY: &str = "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff";

    #[test]
    fn entries_round_trip_and_bad_ones_are_ignored() {
        let dir = temp_dir("entries");
        let cache = Cache::open(dir.to_path_buf()).unwrap();
        let body = "impl Foo { fn x() -> f64 { 1.0 } }";
        cache.store(KEY, body).unwrap();
        assert_eq!(cache.load(KEY).as_deref(), Some(body));
        let path = cache.path(KEY);
        let good = fs::read_to_string(&path).unwrap();
        let other_key = format!("ff{}", &KEY[2..]);
        let bad = [
            // Empty file, truncated file, tampered body, header only, wrong key, old format.
            String::new(),
            good[..good.len() - 5].to_owned(),
            good.replace("1.0", "2.0"),
            good[..good.find("impl").unwrap()].to_owned(),
            good.replace(KEY, &other_key),
            body.to_owned(),
            good.replace(ENTRY_MAGIC, "// chaindyn cache entry v1"),
        ];
        for (k, text) in bad.iter().enumerate() {
            fs::write(&path, text).unwrap();
            assert_eq!(cache.load(KEY), None, "case {k} was accepted");
        }
        // An entry re-derived after a bad one replaces it.
        cache.store(KEY, body).unwrap();
        assert_eq!(cache.load(KEY).as_deref(), Some(body));
    }

    #[test]
    fn folders_of_other_users_or_writable_by_others_are_refused() {
        use std::os::unix::fs::PermissionsExt;
        let dir = temp_dir("owner");
        // Owned by someone else (checked against another user id: the ownership test itself).
        let err = Cache::open_as(dir.clone(), current_uid().wrapping_add(1)).unwrap_err();
        assert!(
            matches!(&err, DirError::Unsafe(m) if m.contains("belongs to user id")),
            "{err:?}"
        );
        for mode in [0o777, 0o770, 0o702, 0o720] {
            fs::set_permissions(&*dir, fs::Permissions::from_mode(mode)).unwrap();
            let err = Cache::open(dir.clone()).unwrap_err();
            assert!(
                matches!(&err, DirError::Unsafe(m) if m.contains("chmod go-w")),
                "mode {mode:o}: {err:?}"
            );
        }
        fs::set_permissions(&*dir, fs::Permissions::from_mode(0o755)).unwrap();
        Cache::open(dir.clone()).unwrap();
        // A new folder is created private.
        let fresh = dir.join("new").join("cache");
        Cache::open(fresh.clone()).unwrap();
        use std::os::unix::fs::MetadataExt;
        assert_eq!(fs::metadata(&fresh).unwrap().mode() & 0o777, 0o700);
        // A file where the folder should be.
        let file = dir.join("file");
        fs::write(&file, "x").unwrap();
        assert!(Cache::open(file)
            .unwrap_err()
            .message()
            .contains("not a folder"));
        // A folder below one that others can write (no sticky bit) could be swapped: refused,
        // even when it is private itself, and reached through a symbolic link too.
        let shared = dir.join("shared");
        fs::create_dir(&shared).unwrap();
        fs::set_permissions(&shared, fs::Permissions::from_mode(0o777)).unwrap();
        let inner = shared.join("cache");
        let err = Cache::open(inner.clone()).unwrap_err();
        assert!(
            matches!(&err, DirError::Unsafe(m) if m.contains("above it can be written")),
            "{err:?}"
        );
        let link = dir.join("link");
        std::os::unix::fs::symlink(&inner, &link).unwrap();
        assert!(matches!(Cache::open(link), Err(DirError::Unsafe(_))));
        // With the sticky bit (as /tmp), others cannot replace what is not theirs: accepted.
        fs::set_permissions(&shared, fs::Permissions::from_mode(0o1777)).unwrap();
        Cache::open(inner).unwrap();
    }

    #[test]
    fn entries_that_are_links_are_not_read() {
        let dir = temp_dir("links");
        let cache = Cache::open(dir.to_path_buf()).unwrap();
        let body = "fn planted() {}";
        // A valid entry elsewhere, linked in by name: not followed.
        let elsewhere_dir = temp_dir("elsewhere");
        let elsewhere = elsewhere_dir.join("entry.rs");
        fs::write(&elsewhere, entry_text(KEY, body)).unwrap();
        std::os::unix::fs::symlink(&elsewhere, cache.path(KEY)).unwrap();
        assert_eq!(cache.load(KEY), None);
        // A hard link (two names): not read either.
        fs::remove_file(cache.path(KEY)).unwrap();
        fs::hard_link(&elsewhere, cache.path(KEY)).unwrap();
        assert_eq!(cache.load(KEY), None);
        // Storing replaces the link with a real entry.
        cache.store(KEY, body).unwrap();
        assert_eq!(cache.load(KEY).as_deref(), Some(body));
        assert_eq!(
            fs::read_to_string(&elsewhere).unwrap(),
            entry_text(KEY, body)
        );
    }

    #[test]
    fn read_only_cache_folder_fails_to_store_without_damage() {
        use std::os::unix::fs::PermissionsExt;
        let dir = temp_dir("readonly");
        let cache = Cache::open(dir.clone()).unwrap();
        fs::set_permissions(&*dir, fs::Permissions::from_mode(0o500)).unwrap();
        // As root the write succeeds regardless of the mode; otherwise it must fail cleanly.
        match cache.store(KEY, "fn a() {}") {
            Ok(()) => assert_eq!(cache.load(KEY).as_deref(), Some("fn a() {}")),
            Err(msg) => {
                assert!(msg.contains("cannot store"), "{msg}");
                assert_eq!(cache.load(KEY), None);
            }
        }
        fs::set_permissions(&*dir, fs::Permissions::from_mode(0o700)).unwrap();
        let leftovers = fs::read_dir(&*dir)
            .unwrap()
            .filter(|e| {
                e.as_ref()
                    .unwrap()
                    .file_name()
                    .to_string_lossy()
                    .ends_with(".tmp")
            })
            .count();
        assert_eq!(leftovers, 0);
    }

    #[test]
    fn threads_storing_the_same_key_leave_one_intact_entry() {
        let dir = temp_dir("threads");
        let cache = Cache::open(dir.to_path_buf()).unwrap();
        let body: String = (0..2000)
            .map(|i| format!("const C{i}: u32 = {i};\n"))
            .collect();
        std::thread::scope(|s| {
            for _ in 0..8 {
                s.spawn(|| {
                    for _ in 0..20 {
                        cache.store(KEY, &body).unwrap();
                        // Every read sees a whole entry (or, before the first rename, none).
                        if let Some(b) = cache.load(KEY) {
                            assert_eq!(b, body);
                        }
                    }
                });
            }
        });
        assert_eq!(cache.load(KEY).as_deref(), Some(body.as_str()));
        let names: Vec<String> = fs::read_dir(&cache.dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        assert_eq!(names, vec![format!("{KEY}.rs")]);
    }

    /// Not a test on its own: prints `lock_path()` for
    /// `the_lock_has_one_place_per_user_that_no_setting_moves`, which runs it with other settings.
    #[test]
    #[ignore = "helper process of the_lock_has_one_place_per_user_that_no_setting_moves"]
    fn print_lock_path_helper() {
        println!("lock path: {}", lock_path().display());
    }

    #[test]
    fn the_lock_has_one_place_per_user_that_no_setting_moves() {
        let run = |vars: &[(&str, &str)]| -> String {
            let out = std::process::Command::new(std::env::current_exe().unwrap())
                .args([
                    "engine::tests::print_lock_path_helper",
                    "--exact",
                    "--ignored",
                ])
                .args(["--nocapture"])
                .envs(vars.iter().copied())
                .output()
                .unwrap();
            let text = String::from_utf8_lossy(&out.stdout).into_owned();
            let line = text.lines().find(|l| l.starts_with("lock path: "));
            line.expect("the helper printed its lock path").to_owned()
        };
        let plain = run(&[]);
        let moved = run(&[
            ("TMPDIR", "/var/tmp/elsewhere"),
            ("USER", "somebody-else"),
            ("CHAINDYN_CACHE_DIR", "/var/tmp/other-cache"),
            ("XDG_CACHE_HOME", "/var/tmp/xdg"),
        ]);
        assert_eq!(plain, moved);
        assert!(plain.ends_with(&format!("/chaindyn-{}/symbolica.lock", current_uid())));
    }

    #[test]
    fn the_key_covers_every_input() {
        let a = cache_key("model A");
        assert_eq!(a, cache_key("model A"));
        assert_ne!(a, cache_key("model B"));
        assert_eq!(a.len(), 64);
        // Each other part changes the key (the same hash over a list with one part replaced).
        let all = key_parts("model A");
        assert_eq!(hash_parts(&all), a);
        for i in 0..all.len() - 1 {
            let mut changed = all;
            changed[i] = "something else";
            assert_ne!(hash_parts(&changed), a, "part {i} is not in the key");
        }
        // The sources are hashes of real files, not placeholders.
        assert_eq!(CODEGEN_HASH.len(), 64);
        assert_eq!(chaindyn_model::SOURCE_HASH.len(), 64);
        assert_ne!(CODEGEN_HASH, chaindyn_model::SOURCE_HASH);
    }

    #[test]
    fn pinned_cas_versions_match_the_lock_file() {
        let lock = fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../Cargo.lock"))
            .expect("the workspace's Cargo.lock");
        for (name, version) in [
            ("symbolica", SYMBOLICA_VERSION),
            ("numerica", NUMERICA_VERSION),
        ] {
            let entry = format!("name = \"{name}\"\nversion = \"{version}\"\n");
            assert!(
                lock.contains(&entry),
                "{name} {version} is not in Cargo.lock"
            );
        }
    }

    /// Not a test on its own: run by `a_held_lock_makes_others_wait_then_time_out` as a second
    /// process that holds the lock named by `CHAINDYN_TEST_HOLD_LOCK` for a few seconds.
    #[test]
    #[ignore = "helper process of a_held_lock_makes_others_wait_then_time_out"]
    fn hold_lock_helper() {
        let Some(path) = std::env::var_os("CHAINDYN_TEST_HOLD_LOCK") else {
            return;
        };
        let _lock = acquire(Path::new(&path), Duration::from_secs(5)).unwrap();
        std::thread::sleep(Duration::from_secs(4));
    }

    #[test]
    fn a_held_lock_makes_others_wait_then_time_out() {
        let dir = temp_dir("lock");
        let path = dir.join("test.lock");
        let mut child = std::process::Command::new(std::env::current_exe().unwrap())
            .args(["engine::tests::hold_lock_helper", "--exact", "--ignored"])
            .env("CHAINDYN_TEST_HOLD_LOCK", &path)
            .stdout(std::process::Stdio::null())
            .spawn()
            .unwrap();
        let pid = format!("process {}", child.id());
        let started = Instant::now();
        while lock_holder(&path).is_none_or(|h| !h.contains(&pid)) {
            assert!(
                started.elapsed() < Duration::from_secs(20),
                "the helper never locked"
            );
            std::thread::sleep(Duration::from_millis(20));
        }
        // Held by the other process: a short time-out ends the wait, naming the holder.
        let err = acquire(&path, Duration::from_millis(300)).unwrap_err();
        assert!(err.contains("gave up") && err.contains(&pid), "{err}");
        assert!(err.contains("CHAINDYN_LOCK_TIMEOUT"), "{err}");
        // A long one waits until the holder exits, then takes it and records itself.
        let lock = acquire(&path, Duration::from_secs(30)).unwrap();
        let me = format!("process {}", std::process::id());
        assert!(lock_holder(&path).unwrap().contains(&me));
        assert!(child.wait().unwrap().success());
        drop(lock);
        assert_eq!(lock_holder(&path), None);
    }
}
