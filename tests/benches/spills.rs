//! The instruction mix of the compiled generated code, current generator against the frozen
//! baseline (`baseline/`): for `linearize_blocks` and forward dynamics of the six baseline models,
//! each called through a function of its own that is never inlined, this binary disassembles
//! itself (`objdump -d`, binutils) and counts, per call, the instructions of that function and of
//! every function of the binary it calls (libm's `sin`/`cos` are not in the binary and are not
//! counted): all instructions, those that load or store a stack slot (an `(%rsp)` or `(%rbp)`
//! operand: spills, reloads, the slot arrays that were not promoted to registers), and the
//! register-to-register copies of floating-point values. The generated programs are
//! straight-line, so for them the static counts are the instructions executed per call (but for
//! the calls to `sin` and `cos`). The exception is `linearize_blocks`' two final products and
//! their negation, which are nalgebra's loops: each loop body is counted once, not once per
//! iteration, so that method's counts cover its program and not its products.
//!
//! `cargo bench -p chaindyn-tests --bench spills` (add `RUSTFLAGS="-C target-cpu=native"` and
//! `--target <host>` for a native build). Prints a Markdown table.
//!
//! With `-- --time` it times instead every generated method (13 per model) of the six models,
//! current against baseline **interleaved**:
//! 300 rounds of 200 calls of one and then 200 of the other (the order alternating per round),
//! after 200 warm-up calls of each, the median nanoseconds per call of each and their ratio. A
//! shared machine's slow stretches then slow both alike; on identical arithmetic most ratios come
//! out within ±5 %, a few at up to ±10 % (criterion, which times one function after the other,
//! has read 0.6x there).

use chaindyn::nalgebra::SVector;
use chaindyn::{Dynamics, Linearized};
use chaindyn_tests::*;
use std::collections::{HashMap, HashSet};
use std::hint::black_box;
use std::process::Command;

mod baseline;

/// `linearize_blocks` and `forward_dynamics` of a current model and its baseline, each behind a
/// function that is never inlined, named `<model>_<method>_<current|baseline>`.
macro_rules! probes {
    ($($name:ident: $n:literal, $current:expr, $baseline:expr;)*) => {
        mod probes {
            use super::*;
            $(pub mod $name {
                use super::*;
                type V = SVector<f64, $n>;
                #[inline(never)]
                pub fn linearize_blocks_current(q: &V, qd: &V, u: &V) -> Linearized<$n> {
                    $current.linearize_blocks(q, qd, u)
                }
                #[inline(never)]
                pub fn linearize_blocks_baseline(q: &V, qd: &V, u: &V) -> Linearized<$n> {
                    $baseline.linearize_blocks(q, qd, u)
                }
                #[inline(never)]
                pub fn forward_dynamics_current(q: &V, qd: &V, u: &V) -> V {
                    $current.forward_dynamics(q, qd, u)
                }
                #[inline(never)]
                pub fn forward_dynamics_baseline(q: &V, qd: &V, u: &V) -> V {
                    $baseline.forward_dynamics(q, qd, u)
                }
                /// Calls every probe once (so none is removed) and checks they agree.
                pub fn run() {
                    let (q, qd, u) = (V::from_element(0.3), V::from_element(-0.2), V::from_element(0.1));
                    let a = linearize_blocks_current(black_box(&q), black_box(&qd), black_box(&u));
                    let b = linearize_blocks_baseline(black_box(&q), black_box(&qd), black_box(&u));
                    let x = forward_dynamics_current(black_box(&q), black_box(&qd), black_box(&u));
                    let y = forward_dynamics_baseline(black_box(&q), black_box(&qd), black_box(&u));
                    // Two exact formulas of the same quantities in f64.
                    let close = |d: f64, s: f64| d <= 1e-9 * s.max(1.0);
                    assert!(close((a.dqdd_dq - b.dqdd_dq).norm(), b.dqdd_dq.norm()));
                    assert!(close((x - y).norm(), y.norm()));
                }
                /// Times every generated method against the baseline, interleaved.
                pub fn time() {
                    time_all::<$n, _, _>(concat!(stringify!($name), " (", $n, ")"), &$current, &$baseline);
                }
            })*
            /// `(module, label, run, time)` per model.
            pub const MODELS: &[(&str, &str, fn(), fn())] = &[$((stringify!($name), concat!(stringify!($name), " (", $n, ")"), $name::run, $name::time)),*];
        }
    };
}

probes! {
    pendubot: 2, Pendubot, baseline::BaselinePendubot;
    planar7: 7, Planar7, baseline::BaselinePlanar7;
    planar10: 10, Planar10, baseline::BaselinePlanar10;
    pendulum7: 7, Pendulum7, baseline::BaselinePendulum7;
    pendulum10: 10, Pendulum10, baseline::BaselinePendulum10;
    arm7: 7, Arm7, baseline::BaselineArm7;
}

/// One disassembled function: its instructions, and the functions it calls or jumps to.
#[derive(Default)]
struct Function {
    instructions: Vec<String>,
    calls: Vec<String>,
}

/// Every function of `exe`, by demangled name (`objdump -d -C`).
fn disassemble(exe: &std::path::Path) -> Result<HashMap<String, Function>, String> {
    let out = Command::new("objdump")
        .args(["-d", "-C", "--no-show-raw-insn", "-M", "att"])
        .arg(exe)
        .output()
        .map_err(|e| format!("cannot run objdump (binutils): {e}"))?;
    if !out.status.success() {
        return Err(format!(
            "objdump failed: {}",
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    let text = String::from_utf8_lossy(&out.stdout);
    let mut functions = HashMap::new();
    let mut current: Option<(String, Function)> = None;
    for line in text.lines() {
        // "0000000000012340 <name>:" starts a function.
        if let Some(name) = line
            .split_once(" <")
            .filter(|(addr, rest)| {
                rest.ends_with(">:") && addr.chars().all(|c| c.is_ascii_hexdigit())
            })
            .map(|(_, rest)| rest.trim_end_matches(">:").to_string())
        {
            if let Some((n, f)) = current.take() {
                functions.insert(n, f);
            }
            current = Some((name, Function::default()));
            continue;
        }
        // "   12345:\tmnemonic operands".
        let Some((_, ins)) = line.split_once(":\t") else {
            continue;
        };
        let Some((_, f)) = current.as_mut() else {
            continue;
        };
        let ins = ins.trim().to_string();
        // A call, or a jump to the start of another function (a tail call); a jump inside a
        // function names its target `<name+0x..>`.
        if ins.starts_with("call") || ins.starts_with("jmp") {
            if let Some(target) = ins.split_once(" <").map(|(_, t)| t.trim_end_matches('>')) {
                if !target.contains("+0x") {
                    f.calls.push(target.to_string());
                }
            }
        }
        f.instructions.push(ins);
    }
    if let Some((n, f)) = current.take() {
        functions.insert(n, f);
    }
    Ok(functions)
}

/// Counts of one probe: instructions, stack loads and stores, floating-point register copies.
#[derive(Default, Clone, Copy)]
struct Mix {
    all: usize,
    stack: usize,
    copies: usize,
}

/// The mix of `root` and of every function of the binary it reaches by calls.
fn mix(functions: &HashMap<String, Function>, root: &str) -> Option<Mix> {
    let mut seen = HashSet::new();
    let mut todo = vec![root.to_string()];
    let mut m = Mix::default();
    let mut found = false;
    while let Some(name) = todo.pop() {
        let Some(f) = functions.get(&name) else {
            continue;
        };
        if !seen.insert(name.clone()) {
            continue;
        }
        found = true;
        for ins in &f.instructions {
            m.all += 1;
            if ins.contains("(%rsp") || ins.contains("(%rbp") {
                m.stack += 1;
            }
            let mnemonic = ins.split_whitespace().next().unwrap_or("");
            let operands: Vec<&str> = ins
                .split_once(char::is_whitespace)
                .map(|(_, o)| o.trim().split(',').collect())
                .unwrap_or_default();
            let is_move = matches!(
                mnemonic,
                "movapd"
                    | "movaps"
                    | "movsd"
                    | "movss"
                    | "vmovapd"
                    | "vmovaps"
                    | "vmovsd"
                    | "vmovss"
                    | "movq"
                    | "vmovq"
                    | "vmovupd"
                    | "vmovups"
            );
            if is_move
                && operands.len() == 2
                && operands
                    .iter()
                    .all(|o| o.trim().starts_with("%xmm") || o.trim().starts_with("%ymm"))
            {
                m.copies += 1;
            }
        }
        todo.extend(f.calls.iter().filter(|c| !c.contains("@plt")).cloned());
    }
    found.then_some(m)
}

/// Median nanoseconds per call of `current` and `baseline`, timed interleaved: rounds of `calls`
/// calls of one then of the other (the order alternating per round), so that a slow stretch of a
/// shared machine slows both alike.
fn interleaved(current: &dyn Fn(), baseline: &dyn Fn(), calls: u32, rounds: usize) -> (f64, f64) {
    let time = |f: &dyn Fn()| {
        let t = std::time::Instant::now();
        for _ in 0..calls {
            f();
        }
        t.elapsed().as_nanos() as f64 / f64::from(calls)
    };
    for _ in 0..calls {
        current();
        baseline();
    }
    let (mut c, mut b) = (Vec::with_capacity(rounds), Vec::with_capacity(rounds));
    for r in 0..rounds {
        if r % 2 == 0 {
            c.push(time(current));
            b.push(time(baseline));
        } else {
            b.push(time(baseline));
            c.push(time(current));
        }
    }
    let median = |mut v: Vec<f64>| {
        v.sort_by(f64::total_cmp);
        v[v.len() / 2]
    };
    (median(c), median(b))
}

/// Every generated method of `current` against its `baseline` (the same model), interleaved, at
/// one random state (seed 42, as in the criterion bench); prints a row per method.
fn time_all<const N: usize, D: Dynamics<N>, B: Dynamics<N>>(
    label: &str,
    current: &D,
    baseline: &B,
) {
    let [q, qd, u] = random_state::<N>(&mut SplitMix64(42), 1.0);
    let (q, qd, u) = (&q, &qd, &u);
    let mut slowest = (f64::INFINITY, "");
    macro_rules! both {
        ($method:literal, |$m:ident| $call:expr) => {{
            let (c, b) = interleaved(
                &|| {
                    let $m = current;
                    black_box($call);
                },
                &|| {
                    let $m = baseline;
                    black_box($call);
                },
                200,
                300,
            );
            let speedup = b / c;
            if speedup < slowest.0 {
                slowest = (speedup, $method);
            }
            println!(
                "| {label} | `{}` | {c:.0} / {b:.0} | {speedup:.2}x |",
                $method
            );
        }};
    }
    both!("mass_matrix", |m| m.mass_matrix(black_box(q)));
    both!("coriolis_matrix", |m| m
        .coriolis_matrix(black_box(q), black_box(qd)));
    both!("coriolis_times_qd", |m| m
        .coriolis_times_qd(black_box(q), black_box(qd)));
    both!("gravity", |m| m.gravity(black_box(q)));
    both!("inverse_dynamics", |m| m.inverse_dynamics(
        black_box(q),
        black_box(qd),
        black_box(u)
    ));
    both!("forward_dynamics", |m| m.forward_dynamics(
        black_box(q),
        black_box(qd),
        black_box(u)
    ));
    both!("kinetic_energy", |m| m
        .kinetic_energy(black_box(q), black_box(qd)));
    both!("potential_energy", |m| m.potential_energy(black_box(q)));
    both!("mass_matrix_jacobian", |m| m
        .mass_matrix_jacobian(black_box(q)));
    both!("coriolis_jacobians", |m| m
        .coriolis_jacobians(black_box(q), black_box(qd)));
    both!("gravity_jacobian", |m| m.gravity_jacobian(black_box(q)));
    both!("linearize_blocks", |m| m.linearize_blocks(
        black_box(q),
        black_box(qd),
        black_box(u)
    ));
    both!("linearize_equilibrium", |m| m
        .linearize_equilibrium(black_box(q)));
    println!(
        "| {label} | smallest speed-up: `{}` | | {:.2}x |",
        slowest.1, slowest.0
    );
}

fn main() {
    for (_, _, run, _) in probes::MODELS {
        run();
    }
    if std::env::args().any(|a| a == "--time") {
        println!(
            "| model | method | ns per call current / baseline (medians, interleaved) | speed-up |"
        );
        println!("|---|---|---|---|");
        for (_, _, _, time) in probes::MODELS {
            time();
        }
        return;
    }
    let exe = match std::env::current_exe() {
        Ok(p) => p,
        Err(e) => {
            eprintln!("spills: cannot locate this binary: {e}");
            std::process::exit(1);
        }
    };
    let functions = match disassemble(&exe) {
        Ok(f) => f,
        Err(e) => {
            eprintln!("spills: {e}");
            std::process::exit(1);
        }
    };
    println!("| model | method | instructions current / baseline | stack loads and stores current / baseline | register copies current / baseline |");
    println!("|---|---|---|---|---|");
    for (module, label, _, _) in probes::MODELS {
        for method in ["linearize_blocks", "forward_dynamics"] {
            let find = |which: &str| {
                let suffix = format!("probes::{module}::{method}_{which}");
                functions
                    .keys()
                    .find(|k| k.ends_with(&suffix))
                    .and_then(|k| mix(&functions, k))
            };
            match (find("current"), find("baseline")) {
                (Some(c), Some(b)) => println!(
                    "| {label} | `{method}` | {} / {} | {} / {} | {} / {} |",
                    c.all, b.all, c.stack, b.stack, c.copies, b.copies
                ),
                _ => println!("| {label} | `{method}` | not found in the disassembly | | |"),
            }
        }
    }
}
