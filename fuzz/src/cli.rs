//! The command line of a fuzz binary, shared by every target: argument parsing, the supervisor
//! that survives crashes which end the process, the worker it runs, and replay.
//!
//! ```text
//! fuzz-<target> [--seconds N] [--inputs N] [--seed N] [--start I] [--hang-ms N] [--in-process]
//! fuzz-<target> --seed N --replay I
//! fuzz-<target> --replay-file PATH
//! ```
//!
//! By default the binary is a **supervisor**: it runs the inputs in a child process (itself, with
//! `--worker`), which tells it the index of every input before running it. When the child dies
//! (a stack overflow, an abort, a signal) or runs one input for more than [`KILL_AFTER`] (it is
//! then killed), the supervisor regenerates that input from the seed and its index, saves it in
//! the crash directory, reports it, and starts a new child at the next input. Panics and inputs
//! slower than the hang limit (1 s) are caught in the child itself ([`crate::run_with`]).
//!
//! `--in-process` runs the inputs in the process itself (no child): a stack overflow then ends
//! the run, and the checkpoint it prints every 10 s (seed and next input index) is where to
//! resume with `--start`. `--seed N --replay I` saves input `I` of seed `N` and runs it once,
//! without catching anything (a panic shows its backtrace with `RUST_BACKTRACE=1`);
//! `--replay-file` runs a saved input.

use crate::runner::{input, run_with, Crash, CrashKind, Event, Options, Target};
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// The supervisor kills a child that has been running one input for this long (10 s, ten times
/// the default hang limit) and reports the input as a hang.
pub const KILL_AFTER: Duration = Duration::from_secs(10);

/// How often progress is printed.
pub const CHECKPOINT_EVERY: Duration = Duration::from_secs(10);

/// The parsed command line.
#[derive(Debug, Clone, PartialEq)]
pub struct Args {
    /// `--seconds`: the time budget (60 s if neither it nor `--inputs` is given).
    pub seconds: Option<f64>,
    /// `--inputs`: the input budget.
    pub inputs: Option<u64>,
    /// `--seed` (default: from the clock, printed).
    pub seed: Option<u64>,
    /// `--start`: the first input index.
    pub start: u64,
    /// `--hang-ms`: the hang limit in milliseconds (1000).
    pub hang_ms: u64,
    /// `--replay`: run this input of `--seed` once.
    pub replay: Option<u64>,
    /// `--replay-file`: run this saved input once.
    pub replay_file: Option<PathBuf>,
    /// `--in-process`: no child process.
    pub in_process: bool,
    /// `--worker`: the child of a supervisor (internal).
    pub worker: bool,
    /// `--help`.
    pub help: bool,
}

/// The usage text.
pub const USAGE: &str = "\
usage: fuzz-<target> [--seconds N] [--inputs N] [--seed N] [--start I] [--hang-ms N] [--in-process]
       fuzz-<target> --seed N --replay I     save input I of seed N and run it once
       fuzz-<target> --replay-file PATH      run a saved input once";

impl Args {
    /// Parses the arguments (without the program name).
    pub fn parse(args: impl IntoIterator<Item = String>) -> Result<Args, String> {
        let mut out = Args {
            seconds: None,
            inputs: None,
            seed: None,
            start: 0,
            hang_ms: 1000,
            replay: None,
            replay_file: None,
            in_process: false,
            worker: false,
            help: false,
        };
        let mut it = args.into_iter();
        while let Some(arg) = it.next() {
            let mut value = |name: &str| it.next().ok_or_else(|| format!("{name} needs a value"));
            fn num<T: std::str::FromStr>(name: &str, v: String) -> Result<T, String> {
                v.parse()
                    .map_err(|_| format!("{name}: '{v}' is not a valid number"))
            }
            match arg.as_str() {
                "--seconds" => {
                    let s: f64 = num("--seconds", value("--seconds")?)?;
                    if !(s >= 0.0 && s.is_finite()) {
                        return Err("--seconds must be a finite number >= 0".into());
                    }
                    out.seconds = Some(s);
                }
                "--inputs" => out.inputs = Some(num("--inputs", value("--inputs")?)?),
                "--seed" => out.seed = Some(num("--seed", value("--seed")?)?),
                "--start" => out.start = num("--start", value("--start")?)?,
                "--hang-ms" => out.hang_ms = num("--hang-ms", value("--hang-ms")?)?,
                "--replay" => out.replay = Some(num("--replay", value("--replay")?)?),
                "--replay-file" => out.replay_file = Some(value("--replay-file")?.into()),
                "--in-process" => out.in_process = true,
                "--worker" => out.worker = true,
                "--help" | "-h" => out.help = true,
                other => return Err(format!("unknown argument '{other}'")),
            }
        }
        if out.replay.is_some() && out.seed.is_none() {
            return Err("--replay needs the --seed of the run".into());
        }
        Ok(out)
    }

    fn budget(&self) -> (u64, Duration) {
        let inputs = self.inputs.unwrap_or(u64::MAX);
        let seconds = match (self.seconds, self.inputs) {
            (Some(s), _) => s,
            (None, Some(_)) => f64::MAX,
            (None, None) => 60.0,
        };
        let duration = Duration::try_from_secs_f64(seconds).unwrap_or(Duration::MAX);
        (inputs, duration)
    }
}

/// The main function of a fuzz binary for `target`, saving crashing inputs in `crash_dir`.
/// Exit code 0 without crash, 1 with, 2 for a usage or I/O error.
pub fn main<T: Target>(target: &T, crash_dir: &Path) -> ExitCode {
    let args = match Args::parse(std::env::args().skip(1)) {
        Ok(a) => a,
        Err(e) => {
            eprintln!("{e}\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    if args.help {
        println!("{USAGE}");
        return ExitCode::SUCCESS;
    }
    if let Some(path) = &args.replay_file {
        return replay_file(target, path);
    }
    let seed = args.seed.unwrap_or_else(clock_seed);
    if let Some(index) = args.replay {
        return replay(target, seed, index, crash_dir);
    }
    let (max_inputs, max_duration) = args.budget();
    let mut options = Options::new(seed, max_inputs, max_duration);
    options.start = args.start;
    options.hang_after = Duration::from_millis(args.hang_ms);
    options.checkpoint_every = CHECKPOINT_EVERY;
    if args.worker {
        worker(target, &options, crash_dir)
    } else if args.in_process {
        in_process(target, &options, crash_dir)
    } else {
        supervise(target, &options, crash_dir)
    }
}

fn clock_seed() -> u64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(0);
    crate::Rng::new(nanos ^ u64::from(std::process::id())).next_u64() >> 16
}

/// Prints a crash and saves its input.
fn report_crash(target_ext: &str, crash: &Crash, crash_dir: &Path) {
    let saved = match crash.save(crash_dir, target_ext) {
        Ok(p) => p.display().to_string(),
        Err(e) => format!("(not saved: {e})"),
    };
    eprintln!(
        "CRASH {crash}\n  input saved to {saved}\n  replay: --seed {} --replay {}",
        crash.seed, crash.index
    );
}

fn worker<T: Target>(target: &T, options: &Options, crash_dir: &Path) -> ExitCode {
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    let mut broken = false;
    let report = run_with(target, options, |event| {
        let line = match event {
            Event::Start { index } => format!("start {index}\n"),
            Event::Crash(crash) => {
                report_crash(target.extension(), crash, crash_dir);
                format!("crash {}\n", crash.index)
            }
            Event::Checkpoint { .. } => return,
        };
        // The supervisor must know the input before it runs: written and flushed now.
        if out
            .write_all(line.as_bytes())
            .and_then(|()| out.flush())
            .is_err()
        {
            broken = true;
        }
    });
    let _ = writeln!(out, "done {} {}", report.inputs, report.crashes.len());
    let _ = out.flush();
    if broken {
        ExitCode::from(2)
    } else {
        ExitCode::SUCCESS
    }
}

fn print_summary(name: &str, seed: u64, inputs: u64, crashes: usize, elapsed: Duration) {
    let secs = elapsed.as_secs_f64();
    eprintln!(
        "fuzz-{name}: {inputs} inputs in {secs:.1} s ({:.0} inputs/s), seed {seed}, {crashes} \
         crash(es)",
        inputs as f64 / secs.max(1e-9)
    );
}

fn in_process<T: Target>(target: &T, options: &Options, crash_dir: &Path) -> ExitCode {
    let name = target.name();
    eprintln!(
        "fuzz-{name} (in process): seed {}, from input {}; a stack overflow ends the run: resume \
         after the last checkpoint with --seed {} --start <next>, or run without --in-process",
        options.seed, options.start, options.seed
    );
    let report = run_with(target, options, |event| match event {
        Event::Crash(crash) => report_crash(target.extension(), crash, crash_dir),
        Event::Checkpoint {
            next,
            inputs,
            elapsed,
        } => eprintln!(
            "checkpoint: seed {}, next input {next}, {inputs} inputs in {:.0} s",
            options.seed,
            elapsed.as_secs_f64()
        ),
        Event::Start { .. } => {}
    });
    print_summary(
        name,
        options.seed,
        report.inputs,
        report.crashes.len(),
        report.elapsed,
    );
    if report.crashes.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}

/// One line from the worker.
enum Line {
    Start(u64),
    Crash,
    Done,
    Other(String),
}

fn parse_line(line: &str) -> Line {
    let mut words = line.split_whitespace();
    match (words.next(), words.next().and_then(|w| w.parse().ok())) {
        (Some("start"), Some(i)) => Line::Start(i),
        (Some("crash"), Some(_)) => Line::Crash,
        (Some("done"), Some(_)) => Line::Done,
        _ => Line::Other(line.to_owned()),
    }
}

fn supervise<T: Target>(target: &T, options: &Options, crash_dir: &Path) -> ExitCode {
    let name = target.name();
    let seed = options.seed;
    eprintln!(
        "fuzz-{name}: seed {seed}, inputs from {}; crashes are saved in {}; replay one with \
         --seed {seed} --replay <index>",
        options.start,
        crash_dir.display()
    );
    let exe = match std::env::current_exe() {
        Ok(e) => e,
        Err(e) => {
            eprintln!("fuzz-{name}: cannot find my own executable: {e}");
            return ExitCode::from(2);
        }
    };
    let started = Instant::now();
    let end = options.start.saturating_add(options.max_inputs);
    let mut next = options.start;
    let mut inputs = 0u64;
    let mut crashes = 0usize;
    let mut last_checkpoint = started;
    while next < end && started.elapsed() < options.max_duration {
        let remaining = options.max_duration.saturating_sub(started.elapsed());
        let mut child = match Command::new(&exe)
            .args(["--worker", "--seed", &seed.to_string()])
            .args(["--start", &next.to_string()])
            .args(["--inputs", &(end - next).to_string()])
            .args(["--seconds", &remaining.as_secs_f64().min(1e15).to_string()])
            .args(["--hang-ms", &options.hang_after.as_millis().to_string()])
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
        {
            Ok(c) => c,
            Err(e) => {
                eprintln!("fuzz-{name}: cannot start a worker: {e}");
                return ExitCode::from(2);
            }
        };
        let (tx, rx) = mpsc::channel();
        let stdout = child.stdout.take().expect("stdout is piped");
        let reader = std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                match line {
                    Ok(l) => {
                        if tx.send(l).is_err() {
                            break;
                        }
                    }
                    Err(_) => break,
                }
            }
        });
        let mut running: Option<(u64, Instant)> = None;
        let mut done = false;
        let mut killed = false;
        loop {
            match rx.recv_timeout(Duration::from_millis(100)) {
                Ok(line) => match parse_line(&line) {
                    Line::Start(i) => {
                        inputs += 1;
                        running = Some((i, Instant::now()));
                    }
                    Line::Crash => crashes += 1,
                    Line::Done => done = true,
                    Line::Other(l) => eprintln!("fuzz-{name}: worker said: {l}"),
                },
                Err(mpsc::RecvTimeoutError::Timeout) => {
                    if let Some((i, t)) = running {
                        // Past the end of the run, an input over the hang limit is a hang
                        // already: no need to wait for the kill limit.
                        let over = started.elapsed() > options.max_duration
                            && t.elapsed() > options.hang_after;
                        if !done && (t.elapsed() > KILL_AFTER || over) {
                            eprintln!(
                                "fuzz-{name}: input {i} has run for {:.0?}; killing the worker",
                                t.elapsed()
                            );
                            let _ = child.kill();
                            killed = true;
                        }
                    }
                }
                Err(mpsc::RecvTimeoutError::Disconnected) => break,
            }
            if last_checkpoint.elapsed() >= CHECKPOINT_EVERY {
                last_checkpoint = Instant::now();
                let secs = started.elapsed().as_secs_f64();
                eprintln!(
                    "checkpoint: {secs:.0} s, {inputs} inputs ({:.0}/s), seed {seed}, next input \
                     {}, {crashes} crash(es)",
                    inputs as f64 / secs.max(1e-9),
                    running.map_or(next, |(i, _)| i + 1)
                );
            }
        }
        let _ = reader.join();
        let status = child.wait();
        if done {
            // The worker used up the budget (or all inputs): the run is over.
            break;
        }
        let Some((index, _)) = running else {
            eprintln!("fuzz-{name}: the worker ended before its first input ({status:?})");
            return ExitCode::from(2);
        };
        let status = if killed {
            let limit = running.map_or(KILL_AFTER, |(_, t)| t.elapsed());
            format!("killed after running the input for {limit:.1?} (a hang)")
        } else {
            match status {
                Ok(s) => format!("{s} (a stack overflow or an abort?)"),
                Err(e) => format!("unknown ({e})"),
            }
        };
        let crash = Crash {
            index,
            seed,
            kind: CrashKind::Died { status },
            input: target.encode_input(&input(target, seed, index)),
        };
        report_crash(target.extension(), &crash, crash_dir);
        crashes += 1;
        next = index + 1;
    }
    print_summary(name, seed, inputs, crashes, started.elapsed());
    if crashes == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}

fn replay<T: Target>(target: &T, seed: u64, index: u64, crash_dir: &Path) -> ExitCode {
    let input = input(target, seed, index);
    let bytes = target.encode_input(&input);
    let path = crash_dir.join(format!("replay-{seed}-{index}.{}", target.extension()));
    // Saved before it runs: a stack overflow still leaves the file.
    match std::fs::create_dir_all(crash_dir).and_then(|()| std::fs::write(&path, &bytes)) {
        Ok(()) => eprintln!(
            "input {index} of seed {seed} ({} bytes) saved to {}",
            bytes.len(),
            path.display()
        ),
        Err(e) => eprintln!("input {index} of seed {seed}: not saved ({e})"),
    }
    run_once(target, &input)
}

fn replay_file<T: Target>(target: &T, path: &Path) -> ExitCode {
    let bytes = match std::fs::read(path) {
        Ok(b) => b,
        Err(e) => {
            eprintln!("cannot read {}: {e}", path.display());
            return ExitCode::from(2);
        }
    };
    match target.decode_input(&bytes) {
        Some(input) => run_once(target, &input),
        None => {
            eprintln!("{} is not a saved {} input", path.display(), target.name());
            ExitCode::from(2)
        }
    }
}

fn run_once<T: Target>(target: &T, input: &T::Input) -> ExitCode {
    let t = Instant::now();
    // The checks of the target, then what the code under test returns; nothing is caught.
    target.execute(input);
    let outcome = target.outcome(input);
    eprintln!("ran in {:.2?}, no crash: {outcome}", t.elapsed());
    ExitCode::SUCCESS
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(s: &str) -> Result<Args, String> {
        Args::parse(s.split_whitespace().map(str::to_owned))
    }

    #[test]
    fn arguments() {
        let a = parse("--seconds 600 --seed 7").unwrap();
        assert_eq!((a.seconds, a.seed, a.inputs), (Some(600.0), Some(7), None));
        assert_eq!(a.budget(), (u64::MAX, Duration::from_secs(600)));
        assert_eq!(parse("").unwrap().budget().1, Duration::from_secs(60));
        assert_eq!(parse("--inputs 5").unwrap().budget().0, 5);
        assert!(parse("--inputs 5").unwrap().budget().1 > Duration::from_secs(1 << 40));
        assert!(parse("--replay 3").is_err());
        assert!(parse("--seconds -1").is_err());
        assert!(parse("--seconds nan").is_err());
        assert!(parse("--bogus").is_err());
        assert!(parse("--seed").is_err());
        assert_eq!(parse("--seed 1 --replay 3").unwrap().replay, Some(3));
    }
}
