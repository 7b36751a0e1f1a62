//! Bounded reads of description files (URDF files, attribute files): one rule for the derive,
//! the command line and the runtime. A file is read only if it is a regular file (a named pipe
//! would block, a device such as `/dev/zero` would never end) and at most `limit` bytes long; a
//! longer file is refused with its real size, before any of it is read.

use std::fmt;
use std::io::{self, Read};
use std::path::Path;

/// Why a description file was not read.
#[derive(Debug)]
pub enum ReadError {
    /// The file could not be opened or read (missing, no permission, not UTF-8, ...).
    Io(io::Error),
    /// The path names a folder, a named pipe, a socket or a device, not a regular file.
    NotAFile,
    /// The file is larger than the limit.
    TooLarge {
        /// Its size in bytes.
        bytes: u64,
        /// The limit in bytes.
        limit: u64,
    },
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReadError::Io(e) => write!(f, "{e}"),
            ReadError::NotAFile => write!(
                f,
                "not a regular file (a folder, a named pipe or a device); give the path of a file"
            ),
            ReadError::TooLarge { bytes, limit } => write!(
                f,
                "the file is {bytes} bytes, more than the {limit} bytes read; check that this is \
                 the right file"
            ),
        }
    }
}

impl std::error::Error for ReadError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            ReadError::Io(e) => Some(e),
            _ => None,
        }
    }
}

/// Reads the UTF-8 text of the regular file `path`, refusing anything that is not a regular file
/// or is longer than `limit` bytes ([`ReadError::TooLarge`] carries the file's real size).
pub fn read_text_file(path: &Path, limit: u64) -> Result<String, ReadError> {
    let meta = std::fs::metadata(path).map_err(ReadError::Io)?;
    if !meta.is_file() {
        return Err(ReadError::NotAFile);
    }
    if meta.len() > limit {
        return Err(ReadError::TooLarge {
            bytes: meta.len(),
            limit,
        });
    }
    let mut text = String::new();
    std::fs::File::open(path)
        .map_err(ReadError::Io)?
        .take(limit.saturating_add(1))
        .read_to_string(&mut text)
        .map_err(ReadError::Io)?;
    // A file that grew between the two looks (or a file whose size the system does not report).
    if text.len() as u64 > limit {
        let bytes = std::fs::metadata(path).map_or(text.len() as u64, |m| m.len());
        return Err(ReadError::TooLarge {
            bytes: bytes.max(text.len() as u64),
            limit,
        });
    }
    Ok(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> std::path::PathBuf {
        let dir = std::env::temp_dir().join(format!("chaindyn-read-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        dir.join(name)
    }

    #[test]
    fn a_large_file_is_refused_with_its_real_size() {
        let path = scratch("large.urdf");
        let f = std::fs::File::create(&path).unwrap();
        f.set_len(50_000_000).unwrap(); // sparse: no 50 MB written
        match read_text_file(&path, 16 << 20) {
            Err(ReadError::TooLarge { bytes, limit }) => {
                assert_eq!((bytes, limit), (50_000_000, 16 << 20))
            }
            other => panic!("{other:?}"),
        }
        let _ = std::fs::remove_file(&path);
    }

    #[test]
    fn small_files_are_read_whole() {
        let path = scratch("small.txt");
        std::fs::write(&path, "abc").unwrap();
        assert_eq!(read_text_file(&path, 3).unwrap(), "abc");
        assert!(matches!(
            read_text_file(&path, 2),
            Err(ReadError::TooLarge { bytes: 3, limit: 2 })
        ));
        let _ = std::fs::remove_file(&path);
    }

    #[cfg(unix)]
    #[test]
    fn devices_pipes_and_folders_are_not_read() {
        // /dev/zero never ends; a named pipe blocks until a writer comes.
        assert!(matches!(
            read_text_file(Path::new("/dev/zero"), 1 << 20),
            Err(ReadError::NotAFile)
        ));
        assert!(matches!(
            read_text_file(&std::env::temp_dir(), 1 << 20),
            Err(ReadError::NotAFile)
        ));
        let fifo = scratch("pipe");
        let _ = std::fs::remove_file(&fifo);
        let made = std::process::Command::new("mkfifo").arg(&fifo).status();
        if made.is_ok_and(|s| s.success()) {
            assert!(matches!(
                read_text_file(&fifo, 1 << 20),
                Err(ReadError::NotAFile)
            ));
            let _ = std::fs::remove_file(&fifo);
        }
        assert!(matches!(
            read_text_file(Path::new("/no/such/file"), 1),
            Err(ReadError::Io(_))
        ));
    }
}
