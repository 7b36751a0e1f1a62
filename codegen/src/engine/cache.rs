//! The cache: its key, its entries and the folder they live in.

use super::fs::open_private_file;
use super::*;
use sha2::{Digest, Sha256};
use std::fs::{self, File};
use std::io::{Read, Write};
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};

/// Lower-case hexadecimal SHA-256.
pub fn sha256_hex(bytes: &[u8]) -> String {
    hex(&Sha256::digest(bytes))
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// What the cache key hashes, in order: the entry format, chaindyn's version, the generator's
/// and the model crate's sources, symbolica's and numerica's versions, and the model.
pub(super) fn key_parts(canonical: &str) -> [&str; 7] {
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
    pub(super) dir: PathBuf,
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
