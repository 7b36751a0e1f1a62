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

mod cache;
mod fs;
mod lock;

pub use self::cache::*;
pub use self::fs::*;
pub use self::lock::*;
use std::time::Duration;

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
    use super::cache::key_parts;

    use super::*;
    use std::fs::{self};

    use std::path::{Path, PathBuf};
    use std::sync::atomic::AtomicUsize;
    use std::sync::atomic::Ordering;
    use std::time::Instant;

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
