//! Folders that only their owner can write, and files opened in them without following links.

use std::fs::{self, File};
use std::path::{Path, PathBuf};

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
pub(super) fn open_private_file(path: &Path, uid: u32) -> Option<File> {
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
pub(super) fn open_private_file(path: &Path, _uid: u32) -> Option<File> {
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
