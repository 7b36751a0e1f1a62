//! The runner: generates inputs, runs each under `catch_unwind`, times it, collects crashes.

use crate::mutate::fnv1a;
use crate::Rng;
use std::cell::RefCell;
use std::fmt;
use std::panic::{self, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// A fuzz target: how to make an input, how to run the code under test on it, and how to save
/// and load inputs. A second front end (another parser) is a second implementation; the runner,
/// the supervisor ([`crate::cli`]) and the generator ([`Rng`]) are shared.
pub trait Target {
    /// One input: whatever the code under test is called with.
    type Input;

    /// Short name, for messages (`"urdf"`).
    fn name(&self) -> &str;

    /// File extension of saved inputs, without the dot (`"urdf"`).
    fn extension(&self) -> &str;

    /// A new input from `rng`. Must be deterministic: the same generator state gives the same
    /// input (that is what makes `--seed`/`--replay` reproduce a crash).
    fn generate(&self, rng: &mut Rng) -> Self::Input;

    /// Runs the code under test on `input`. A panic (a failed check included) is a crash; so is
    /// taking longer than the hang limit.
    fn execute(&self, input: &Self::Input);

    /// What the code under test returns for `input`, in words (for `--replay`).
    fn outcome(&self, input: &Self::Input) -> String;

    /// The input as the bytes of a file (saved crashes).
    fn encode_input(&self, input: &Self::Input) -> Vec<u8>;

    /// The input saved by [`Target::encode_input`]; `None` if `bytes` is not one.
    fn decode_input(&self, bytes: &[u8]) -> Option<Self::Input>;
}

/// Input number `index` of the run with seed `seed`, on its own: each input has its own generator
/// ([`Rng::for_input`]).
pub fn input<T: Target + ?Sized>(target: &T, seed: u64, index: u64) -> T::Input {
    target.generate(&mut Rng::for_input(seed, index))
}

/// How a crash showed.
#[derive(Debug, Clone, PartialEq)]
pub enum CrashKind {
    /// The code under test panicked (or a check of the target failed).
    Panic {
        /// The panic message.
        message: String,
        /// Where it panicked (`file:line:column`), if known.
        location: Option<String>,
    },
    /// The input took longer than the hang limit (it finished; see [`Options::hang_after`]).
    Hang {
        /// How long it took.
        elapsed: Duration,
    },
    /// The process running the input died (stack overflow, abort, signal) or was killed after
    /// running it for too long; found by the supervisor ([`crate::cli`]).
    Died {
        /// The exit status or what happened.
        status: String,
    },
}

/// An input that crashed the code under test.
#[derive(Debug, Clone, PartialEq)]
pub struct Crash {
    /// Its index in the run (replay with the run's seed and `--replay <index>`).
    pub index: u64,
    /// The seed of the run.
    pub seed: u64,
    /// What happened.
    pub kind: CrashKind,
    /// The input, as saved ([`Target::encode_input`]).
    pub input: Vec<u8>,
}

impl Crash {
    /// The file name of the saved input: its FNV-1a hash (so the same crashing input is saved
    /// once), with the target's extension.
    pub fn file_name(&self, extension: &str) -> String {
        format!("{:016x}.{extension}", fnv1a(&self.input))
    }

    /// Saves the input in `dir` (created if needed); returns its path.
    pub fn save(&self, dir: &Path, extension: &str) -> std::io::Result<PathBuf> {
        std::fs::create_dir_all(dir)?;
        let path = dir.join(self.file_name(extension));
        std::fs::write(&path, &self.input)?;
        Ok(path)
    }
}

impl fmt::Display for Crash {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "input {} of seed {}: ", self.index, self.seed)?;
        match &self.kind {
            CrashKind::Panic { message, location } => {
                write!(f, "panic")?;
                if let Some(l) = location {
                    write!(f, " at {l}")?;
                }
                write!(f, ": {message}")
            }
            CrashKind::Hang { elapsed } => write!(f, "hang: took {elapsed:.2?}"),
            CrashKind::Died { status } => write!(f, "process died: {status}"),
        }
    }
}

/// What a run did.
#[derive(Debug, Clone, Default)]
pub struct Report {
    /// Inputs run.
    pub inputs: u64,
    /// The crashes, in input order.
    pub crashes: Vec<Crash>,
    /// Wall time of the run.
    pub elapsed: Duration,
}

impl Report {
    /// Inputs per second.
    pub fn rate(&self) -> f64 {
        self.inputs as f64 / self.elapsed.as_secs_f64().max(1e-9)
    }
}

/// The settings of [`run_with`].
#[derive(Debug, Clone)]
pub struct Options {
    /// The run's seed: input `i` is generated from [`Rng::for_input`]`(seed, i)`.
    pub seed: u64,
    /// The index of the first input (to resume a run).
    pub start: u64,
    /// Stop after this many inputs.
    pub max_inputs: u64,
    /// Stop after this long (checked between inputs).
    pub max_duration: Duration,
    /// An input that takes longer than this (1 s by default) is reported as a hang.
    pub hang_after: Duration,
    /// How often [`Event::Checkpoint`] is sent.
    pub checkpoint_every: Duration,
}

impl Options {
    /// Defaults: start at 0, hang limit 1 s, a checkpoint every 10 s.
    pub fn new(seed: u64, max_inputs: u64, max_duration: Duration) -> Options {
        Options {
            seed,
            start: 0,
            max_inputs,
            max_duration,
            hang_after: Duration::from_secs(1),
            checkpoint_every: Duration::from_secs(10),
        }
    }
}

/// What [`run_with`] tells its observer as it goes.
#[derive(Debug)]
pub enum Event<'a> {
    /// Input `index` is about to run (sent before it runs, so that a supervisor knows which
    /// input a process that dies was running).
    Start {
        /// Its index.
        index: u64,
    },
    /// An input crashed.
    Crash(&'a Crash),
    /// Progress, every [`Options::checkpoint_every`].
    Checkpoint {
        /// The next input to run: a run resumed there (`start`) continues this one.
        next: u64,
        /// Inputs run so far.
        inputs: u64,
        /// Time so far.
        elapsed: Duration,
    },
}

/// Runs `target` on inputs `0..max_inputs` of `seed` (fewer if `max_duration` runs out first),
/// each under `catch_unwind`; a panic or an input slower than 1 s is a crash. See [`run_with`].
pub fn run<T: Target + ?Sized>(
    target: &T,
    seed: u64,
    max_inputs: u64,
    max_duration: Duration,
) -> Report {
    run_with(
        target,
        &Options::new(seed, max_inputs, max_duration),
        |_| {},
    )
}

thread_local! {
    /// Where the panic hook of [`run_with`] leaves the location of the last panic.
    static PANIC_LOCATION: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// A panic hook, as `std::panic::take_hook` returns it.
type PanicHook = Box<dyn Fn(&panic::PanicHookInfo<'_>) + Sync + Send + 'static>;

/// Restores the previous panic hook when dropped.
struct QuietPanics {
    previous: Option<PanicHook>,
}

impl QuietPanics {
    /// Replaces the (process-wide) panic hook by one that records the location and prints
    /// nothing: the runner reports panics itself, once per crash.
    fn install() -> QuietPanics {
        let previous = panic::take_hook();
        panic::set_hook(Box::new(|info| {
            let location = info.location().map(|l| l.to_string());
            PANIC_LOCATION.with(|p| *p.borrow_mut() = location);
        }));
        QuietPanics {
            previous: Some(previous),
        }
    }
}

impl Drop for QuietPanics {
    fn drop(&mut self) {
        if let Some(previous) = self.previous.take() {
            if !std::thread::panicking() {
                panic::set_hook(previous);
            }
        }
    }
}

fn panic_message(payload: &(dyn std::any::Any + Send)) -> String {
    if let Some(s) = payload.downcast_ref::<&str>() {
        (*s).to_owned()
    } else if let Some(s) = payload.downcast_ref::<String>() {
        s.clone()
    } else {
        "(a panic payload that is not a string)".to_owned()
    }
}

/// Runs `target` on inputs `start..start + max_inputs` of `seed`, stopping early when
/// `max_duration` has passed, and tells `observer` about each input before it runs, about each
/// crash and, every `checkpoint_every`, about the progress.
///
/// Each input runs under `catch_unwind` (a panic is a crash, with its message and location) and
/// is timed (longer than `hang_after` is a crash too; the input is not interrupted, so an endless
/// loop never returns: the supervisor of [`crate::cli`] kills such a process). A stack overflow or
/// an abort ends the process: the supervisor survives that too. While the run lasts, the
/// process-wide panic hook is replaced by a silent one (other threads' panics are not printed).
pub fn run_with<T: Target + ?Sized>(
    target: &T,
    options: &Options,
    mut observer: impl FnMut(Event<'_>),
) -> Report {
    let started = Instant::now();
    let mut last_checkpoint = started;
    let mut report = Report::default();
    let _quiet = QuietPanics::install();
    for index in options.start..options.start.saturating_add(options.max_inputs) {
        let now = Instant::now();
        if now - started >= options.max_duration {
            break;
        }
        if now - last_checkpoint >= options.checkpoint_every {
            last_checkpoint = now;
            observer(Event::Checkpoint {
                next: index,
                inputs: report.inputs,
                elapsed: now - started,
            });
        }
        let input = input(target, options.seed, index);
        observer(Event::Start { index });
        PANIC_LOCATION.with(|p| p.borrow_mut().take());
        let t = Instant::now();
        let result = panic::catch_unwind(AssertUnwindSafe(|| target.execute(&input)));
        let took = t.elapsed();
        report.inputs += 1;
        let kind = match result {
            Err(payload) => Some(CrashKind::Panic {
                message: panic_message(payload.as_ref()),
                location: PANIC_LOCATION.with(|p| p.borrow_mut().take()),
            }),
            Ok(()) if took > options.hang_after => Some(CrashKind::Hang { elapsed: took }),
            Ok(()) => None,
        };
        if let Some(kind) = kind {
            let crash = Crash {
                index,
                seed: options.seed,
                kind,
                input: target.encode_input(&input),
            };
            observer(Event::Crash(&crash));
            report.crashes.push(crash);
        }
    }
    report.elapsed = started.elapsed();
    report
}
