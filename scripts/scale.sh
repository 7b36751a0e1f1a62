#!/usr/bin/env bash
# How the generated code scales with the length of the chain. For each chain (planar: n revolute
# joints about z, links along x; spatial: joints alternating about z and y, each frame offset
# along x and z, so that no two neighbouring axes are parallel; trees: the whole trees of the
# URDF files of tests/robots, the Panda with both fingers (9 joints), the Allegro hand (16) and
# Baxter (19), whatever --sizes says), in a workspace of its own under target/scale:
#   1. `chaindyn prepare` (wall time, peak memory),
#   2. the prepared file's size,
#   3. a debug and a release build of the crate alone (its dependencies built before; wall time
#      and the peak memory of the largest process, i.e. rustc),
#   4. `linearize_blocks` in ns (release; median of 15 batches, each long enough for ~20 ms).
# Prints a markdown table row per chain. Not part of the test command: a 30-link chain takes
# minutes and gigabytes.
#
#   scripts/scale.sh [--sizes "2 4 8 16"] [--kinds "planar spatial"] [--no-release]
#                    [--cli PATH] [--keep]
#
# --cli: the `chaindyn` command that derives (default: target/release/chaindyn if it exists, else
# target/debug/chaindyn; the debug build's symbolica is not optimised and derives ~2x slower).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
sizes="2 4 8 16"
kinds="planar spatial"
release=1
keep=0
cli=""
while [ $# -gt 0 ]; do
  case "$1" in
    --sizes) sizes="$2"; shift ;;
    --kinds) kinds="$2"; shift ;;
    --no-release) release=0 ;;
    --cli) cli="$2"; shift ;;
    --keep) keep=1 ;;
    -h|--help) sed -n '2,19s/^# \{0,1\}//p' "$0"; exit 0 ;;
    *) echo "scale.sh: unknown argument $1" >&2; exit 2 ;;
  esac
  shift
done
if [ -z "$cli" ]; then
  if [ -x "$root/target/release/chaindyn" ]; then cli="$root/target/release/chaindyn"; else cli="$root/target/debug/chaindyn"; fi
fi
[ -x "$cli" ] || { echo "scale.sh: no chaindyn command at $cli (cargo build -p chaindyn-cli)" >&2; exit 2; }

work="$root/target/scale"
rm -rf "$work/ws"
mkdir -p "$work/ws"
export CARGO_TARGET_DIR="$work/target"
export CARGO_INCREMENTAL=0
# A derive cache of its own, emptied before each derivation: every `prepare` derives.
export CHAINDYN_CACHE_DIR="$work/cache"
cp "$root/Cargo.lock" "$work/ws/Cargo.lock"

# The sizes of a kind: the trees have their own.
sizes_of() { if [ "$1" = trees ]; then echo "9 16 19"; else echo "$sizes"; fi; }

members=()
for kind in $kinds; do
  for n in $(sizes_of "$kind"); do
    members+=("\"$kind$n\"")
  done
done
( IFS=,; printf '[workspace]\nresolver = "2"\nmembers = [%s]\n' "${members[*]}" ) > "$work/ws/Cargo.toml"

# One crate per chain: the struct, and an example that times linearize_blocks.
for kind in $kinds; do
  for n in $(sizes_of "$kind"); do
    python3 - "$work/ws/$kind$n" "$kind" "$n" "$root" <<'EOF'
import os, sys
path, kind, n, root = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
name = f"{kind.capitalize()}{n}"
os.makedirs(f"{path}/src", exist_ok=True)
os.makedirs(f"{path}/examples", exist_ok=True)
with open(f"{path}/Cargo.toml", "w") as f:
    f.write(f"""[package]
name = "{kind}{n}"
version = "0.0.0"
edition = "2021"
publish = false

[dependencies]
chaindyn = {{ path = "{root}/runtime", features = ["derive"] }}
""")
if kind == "planar":
    head = "#[chain(gravity = 9.81, up = y, along = x)]\n"
    body = "#[body(axis = z, length = 0.3, mass = 1.0, com = 0.15, inertia = 0.01)]\n"
    bodies = body * n
elif kind == "trees":
    urdf = {9: "panda.urdf", 16: "allegro_right_hand.urdf", 19: "baxter.urdf"}[n]
    base = ', base = "panda_link0"' if n == 9 else ""
    head = f'#[chain(urdf = "{root}/tests/robots/{urdf}"{base})]\n'
    bodies = ""
else:
    head = "#[chain(gravity = [0.0, 0.0, -9.81])]\n"
    bodies = "".join(
        f"#[body(axis = {'z' if i % 2 == 0 else 'y'}, origin = [0.1, 0.0, 0.2], mass = 1.0, "
        f"com = [0.05, 0.01, 0.1], inertia = [0.01, 0.02, 0.015])]\n"
        for i in range(n)
    )
with open(f"{path}/src/lib.rs", "w") as f:
    f.write(f"//! A {n}-link {kind} chain.\nuse chaindyn::Dynamics;\n\n"
            f"#[derive(Dynamics)]\n{head}{bodies}pub struct {name};\n")
with open(f"{path}/examples/time.rs", "w") as f:
    f.write(f"""use chaindyn::nalgebra::SVector;
use chaindyn::Dynamics;
use std::hint::black_box;
use std::time::Instant;

fn main() {{
    let m = {kind}{n}::{name};
    let q = SVector::<f64, {n}>::from_fn(|i, _| 0.3 + 0.1 * i as f64);
    let qd = SVector::<f64, {n}>::from_fn(|i, _| 0.2 - 0.05 * i as f64);
    let u = SVector::<f64, {n}>::from_fn(|i, _| 0.1 * i as f64);
    let call = || black_box(m.linearize_blocks(black_box(&q), black_box(&qd), black_box(&u)));
    let mut reps = 1u32;
    loop {{
        let t = Instant::now();
        for _ in 0..reps {{ call(); }}
        if t.elapsed().as_secs_f64() > 0.02 {{ break; }}
        reps *= 2;
    }}
    let mut times: Vec<f64> = (0..15).map(|_| {{
        let t = Instant::now();
        for _ in 0..reps {{ call(); }}
        t.elapsed().as_secs_f64() * 1e9 / reps as f64
    }}).collect();
    times.sort_by(|a, b| a.total_cmp(b));
    println!("{{:.0}}", times[7]);
}}
""")
EOF
  done
done

measure() { # the command: prints "seconds peak-MB" ("- -" if it failed)
  if /usr/bin/time -o "$work/time.txt" -f "%e %M" "$@" >/dev/null 2>"$work/cmd.log"; then
    awk '{ printf "%.1f %.0f\n", $1, $2 / 1024 }' "$work/time.txt"
  else
    echo "scale.sh: $* failed:" >&2; tail -20 "$work/cmd.log" >&2; echo "- -"
  fi
}

cd "$work/ws"
# The dependencies of every crate, outside the measured builds.
echo "scale.sh: building the dependencies in $CARGO_TARGET_DIR" >&2
cargo build -q -p chaindyn
if [ "$release" = 1 ]; then cargo build -q --release -p chaindyn; fi

echo "| chain | DOF | prepare (s, MB) | file (MB) | debug build (s, MB) | release build (s, MB) | linearize_blocks (ns) |"
echo "|---|---|---|---|---|---|---|"
for kind in $kinds; do
  for n in $(sizes_of "$kind"); do
    crate="$kind$n"
    rm -rf "$CHAINDYN_CACHE_DIR"
    read -r pt pm < <(measure "$cli" prepare --manifest-path "$work/ws/Cargo.toml" -p "$crate")
    size=$(du -b "$crate"/.chaindyn/*.rs 2>/dev/null | awk '{ s += $1 } END { printf "%.2f", s / 1e6 }')
    read -r dt dm < <(measure cargo build -q -p "$crate" --lib)
    rt="–"; rm_="–"; ns="–"
    if [ "$release" = 1 ]; then
      read -r rt rm_ < <(measure cargo build -q --release -p "$crate" --lib)
      cargo build -q --release -p "$crate" --example time 2>/dev/null \
        && ns=$("$CARGO_TARGET_DIR/release/examples/time")
    fi
    echo "| $kind | $n | $pt, $pm | $size | $dt, $dm | $rt, $rm_ | $ns |"
  done
done
[ "$keep" = 1 ] || rm -rf "$work/ws"
