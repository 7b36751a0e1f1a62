#!/usr/bin/env bash
# Speed of chaindyn's generated code against Pinocchio 4.1 + CppADCodeGen (C code generated from
# Pinocchio's algorithms, compiled by gcc -O3 -march=native), on nine models: the URDF double
# pendulum, the URDF Pendubot, Planar7, Planar10, the URDF Panda, two URDF trees, the Allegro
# hand (16 joints) and Baxter (19), on fixed bases, the quadruped Solo12 (12 joints) on a
# floating base (Pinocchio's free-flyer, chaindyn's FloatingDynamics: nq = 19, nv = 18), and
# the humanoid Unitree G1 (29 joints; nq = 36, nv = 35; example-robot-data's URDF).
# Quantities: M(q), inverse dynamics, forward dynamics, and the linearization (chaindyn's
# `linearize_blocks` against Pinocchio's ABA derivatives: qdd, dqdd/dq, dqdd/dv, M^-1); under
# contact, every contact active (Solo12 on its four feet as 3-D point contacts, the G1 on its
# two soles as 6-D contacts, LOCAL axes; nc = 12 each): forward dynamics under contact (a, then
# the contact forces lambda: chaindyn's `constraint_dynamics` against Pinocchio's
# `constraintDynamics`) and its derivatives (a, lambda, da/dq, da/dv, da/dtau, dlambda/dq,
# dlambda/dv, dlambda/dtau: `constraint_dynamics_derivatives` against
# `computeConstraintDynamicsDerivatives`). The G1 is timed on the two contact quantities only
# (cppadcg.py's G1_QUANTITIES).
#
#   scripts/cppadcg/run.sh [--runs N] [--clean] [--only KEY[,KEY..]]
#
# --only: generate, verify and time the listed models only (keys of cppadcg.py, e.g.
# `--only solo12,g1`; the same states as a full run); chaindyn's code of every model is still
# generated and built (the Rust side includes them all).
#
# Steps (work files in $CPPADCG_WORK, default /tmp/cppadcg; nothing is written in the repository):
#  1. pip installs (pinned) Pinocchio's wheel and the headers it lacks: Eigen, CppAD,
#     CppADCodeGen, urdfdom_headers (cmeel wheels), and example-robot-data (the G1's URDF);
#  2. writes the URDFs Pinocchio loads and 16 fixed random states per model (cppadcg.py), and
#     the chaindyn code of the two trees, of Solo12 and of the G1 (`--root-joint free_flyer
#     --contacts ..`) from those URDFs (`chaindyn generate`, the repository's CLI: a few minutes;
#     $CPPADCG_WORK/gen, generated again when the URDF, the generator's sources or the arguments
#     change);
#  3. builds the Rust side (rust/: includes the prepared files tests/.chaindyn/*.rs and the
#     generated models; own target dir, -C target-cpu=native) and bench.cpp (one translation
#     unit: ~5 min, ~7 GB);
#  4. generates the C code of each model's quantities and compiles it (`bench gen`; the C
#     sources in $CPPADCG_WORK/libs/src_*), or keeps the last run's when bench, the models'
#     headers and URDFs, CG_CFLAGS and gcc are the same (a key in libs/.key);
#  5. verifies both sides against Pinocchio's Python bindings (1e-9; stops otherwise);
#  6. times both sides interleaved (chaindyn, CppADCG) N times (default 3) and prints the
#     markdown tables: median over the runs of each side's median-of-15-batches ns per call, in
#     thread CPU time (robust to other processes on the machine; the wall-clock/CPU ratio is
#     printed as a check), then the size of the work (chaindyn's GENERATED_OPERATIONS, the
#     generated C's lines and operations). Report in $CPPADCG_WORK/report.md.
# Compiles run under `nice -n 19`; the timing runs do not. CG_CFLAGS overrides the flags of the
# generated C (e.g. CG_CFLAGS="-O3 -march=native -ffp-contract=off": gcc contracts a*b+c into
# FMA by default, rustc never does).
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
WORK="${CPPADCG_WORK:-/tmp/cppadcg}"
RUNS=3
ONLY=()
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) RUNS="$2"; shift ;;
    --clean) rm -rf "$WORK" ;;
    --only) ONLY=(--only "$2"); shift ;;
    -h|--help) sed -n '2,48s/^# \{0,1\}//p' "$0"; exit 0 ;;
    *) echo "unknown argument $1" >&2; exit 2 ;;
  esac
  shift
done
mkdir -p "$WORK"
PY="${PYTHON:-python3}"
START=$SECONDS

echo "== 1. Python packages"
"$PY" -m pip install --quiet --disable-pip-version-check \
  pin==4.1.0 cmeel-eigen==3.4.1 cmeel-cppad==20250000.2 cmeel-cppadcodegen==2.4.3 \
  cmeel-urdfdom-headers==3.0.0 example-robot-data==6.0.0
PREFIX="$("$PY" -m cmeel cmake 2>/dev/null)"   # .../site-packages/cmeel.prefix
echo "cmeel prefix: $PREFIX"

echo "== 2. URDFs and states"
"$PY" "$HERE/cppadcg.py" urdfs "$WORK/urdf"
"$PY" "$HERE/cppadcg.py" states "$WORK/urdf" "$WORK/states.txt" "${ONLY[@]}"
mkdir -p "$WORK/gen"
# `KEY STRUCT ROOT CONTACTS` lines; ROOT `free_flyer`: the URDF's root link floats
# (FloatingDynamics); CONTACTS `-` or `--contacts`'s list.
"$PY" "$HERE/cppadcg.py" generated | while read -r KEY STRUCT ROOT CONTACTS; do
  ARGS=()
  if [ "$ROOT" = free_flyer ]; then
    ARGS=(--root-joint free_flyer)
  fi
  if [ "$CONTACTS" != - ]; then
    ARGS+=(--contacts "$CONTACTS")
  fi
  # Generated again when missing, older than its URDF or than the generator's sources, or
  # generated with other arguments ($STRUCT.args).
  if [ ! -s "$WORK/gen/$STRUCT.rs" ] || [ "$WORK/urdf/$KEY.urdf" -nt "$WORK/gen/$STRUCT.rs" ] ||
    [ "$(cat "$WORK/gen/$STRUCT.args" 2>/dev/null)" != "${ARGS[*]}" ] ||
    [ -n "$(find "$HERE/../../codegen/src" "$HERE/../../model/src" -newer "$WORK/gen/$STRUCT.rs" -print -quit)" ]; then
    echo "chaindyn generate $STRUCT (the tree of $KEY.urdf, root joint $ROOT, contacts $CONTACTS)"
    T0=$SECONDS
    nice -n 19 cargo run --quiet --locked --manifest-path "$HERE/../../Cargo.toml" -p chaindyn-cli -- \
      generate --urdf "$WORK/urdf/$KEY.urdf" --name "$STRUCT" "${ARGS[@]}" \
      --out "$WORK/gen/$STRUCT.rs.tmp"
    mv "$WORK/gen/$STRUCT.rs.tmp" "$WORK/gen/$STRUCT.rs"
    echo "${ARGS[*]}" > "$WORK/gen/$STRUCT.args"
    echo "  $((SECONDS - T0)) s"
  fi
done

echo "== 3. builds"
CHAINDYN_CPPADCG_GEN="$WORK/gen" CARGO_TARGET_DIR="$WORK/target" RUSTFLAGS="-C target-cpu=native" \
  nice -n 19 cargo build --release --locked --manifest-path "$HERE/rust/Cargo.toml"
RS="$WORK/target/release/chaindyn-cppadcg-bench"
CG="$WORK/bin/bench"
if [ ! -x "$CG" ] || [ "$HERE/bench.cpp" -nt "$CG" ]; then
  mkdir -p "$WORK/bin"
  echo "compiling bench.cpp (one translation unit, a few minutes)"
  nice -n 19 g++ -std=c++17 -O2 -DNDEBUG -Wno-deprecated-declarations \
    -DBOOST_MPL_LIMIT_LIST_SIZE=30 -DBOOST_MPL_LIMIT_VECTOR_SIZE=30 \
    -DBOOST_MPL_CFG_NO_PREPROCESSED_HEADERS -DBOOST_FUSION_INVOKE_MAX_ARITY=12 \
    -DPINOCCHIO_ENABLE_TEMPLATE_INSTANTIATION -DPINOCCHIO_WITH_URDFDOM \
    -I"$PREFIX/include" -I"$PREFIX/include/urdfdom_headers" -I"$PREFIX/include/urdfdom" \
    -I"$PREFIX/include/eigen3" \
    "$HERE/bench.cpp" -o "$CG.tmp" \
    -L"$PREFIX/lib" -Wl,-rpath,"$PREFIX/lib" \
    -lpinocchio_parsers -lpinocchio_default -lboost_filesystem -lurdfdom_model -ldl
  mv "$CG.tmp" "$CG"
fi

echo "== 4. CppADCodeGen: generate and compile (gcc ${CG_CFLAGS:--O3 -march=native})"
# Kept from the last run when nothing they are made from changed: bench (Pinocchio's
# algorithms), the models' headers and URDFs, the flags and gcc.
LIBS_KEY="$({
  sha256sum "$CG"
  grep '^model' "$WORK/states.txt"
  grep '^model' "$WORK/states.txt" | while read -r _ _ _ _ URDF _; do sha256sum < "$URDF"; done
  echo "${CG_CFLAGS:-}"
  gcc -dumpfullversion
} | sha256sum | cut -d' ' -f1)"
if [ "$(cat "$WORK/libs/.key" 2>/dev/null)" = "$LIBS_KEY" ]; then
  echo "  unchanged since the last run: kept ($WORK/libs)"
else
  rm -rf "$WORK/libs" && mkdir -p "$WORK/libs"
  T0=$SECONDS
  nice -n 19 "$CG" gen "$WORK/states.txt" "$WORK/libs"
  echo "$LIBS_KEY" > "$WORK/libs/.key"
  echo "  $((SECONDS - T0)) s"
fi

echo "== 5. verify against Pinocchio (Python)"
"$RS" dump "$WORK/states.txt" "$WORK/chaindyn.json"
"$CG" dump "$WORK/states.txt" "$WORK/libs" "$WORK/cppadcg.json"
"$PY" "$HERE/cppadcg.py" verify "$WORK/states.txt" "$WORK/chaindyn.json" "$WORK/cppadcg.json"

echo "== 6. timing ($RUNS runs, interleaved)"
rm -rf "$WORK/runs" && mkdir -p "$WORK/runs"
LOAD_BEFORE="$(cut -d' ' -f1-3 /proc/loadavg)"
for r in $(seq 1 "$RUNS"); do
  "$RS" time "$WORK/states.txt" > "$WORK/runs/$r-chaindyn.tsv"
  "$CG" time "$WORK/states.txt" "$WORK/libs" > "$WORK/runs/$r-cppadcg.tsv"
  echo "run $r done (load $(cut -d' ' -f1 /proc/loadavg))"
done
LOAD_AFTER="$(cut -d' ' -f1-3 /proc/loadavg)"

{
  echo "chaindyn vs Pinocchio $("$PY" -c 'import pinocchio; print(pinocchio.__version__)') + CppADCodeGen 2.4.3:" \
    "$(date -u '+%Y-%m-%d %H:%M UTC'), $(lscpu | sed -n 's/^Model name: *//p' | head -1)," \
    "$(nproc) cores; load average (1, 5, 15 min) $LOAD_BEFORE before, $LOAD_AFTER after;" \
    "rustc $(rustc -V | cut -d' ' -f2) -C target-cpu=native, gcc $(gcc -dumpfullversion)" \
    "${CG_CFLAGS:--O3 -march=native} on the generated C."
  echo
  "$PY" "$HERE/cppadcg.py" table "$WORK"/runs/*.tsv
  echo
  "$PY" "$HERE/cppadcg.py" sizes "$WORK/states.txt" "$WORK/gen" "$WORK/libs"
} | tee "$WORK/report.md"
echo "run.sh: $((SECONDS - START)) s"
