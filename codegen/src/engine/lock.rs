//! The per-user lock on symbolica: who holds it, how long to wait, how to take it.

use super::*;
use std::fs::{self, File};
use std::io::{Read, Seek, SeekFrom, Write};
use std::path::Path;
use std::time::{Duration, Instant};

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
