#!/usr/bin/env bash
# chaindyn's trot against Crocoddyl's on the same problem (docs/performance.md, "Walking"):
# Solo12's one-cycle trot of Crocoddyl's `quadrupedal_gaits` example, Box-FDDP from the
# quasi-static guess, the torques within ±2.7 N m, one thread each, pinned to the same core,
# interleaved. chaindyn's side is the walking demo built with `-C target-cpu=native`
# (`trot --crocoddyl`: Crocoddyl's friction pyramid and weights); Crocoddyl's is
# scripts/crocoddyl/trot.py in the Python of $PYTHON, a virtual environment with
# `pip install crocoddyl==3.2.1 pin==4.0.0 example-robot-data` (see trot.py for why 4.0.0).
# Not part of CI.
#
#   PYTHON=/path/to/venv/bin/python bash scripts/crocoddyl/run.sh [--runs N]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
runs=3
if [[ "${1:-}" == "--runs" ]]; then runs=$2; fi
python=${PYTHON:-python3}
target=${WALK_TARGET:-$PWD/target/walking-native}
(cd generated-demo/walking && RUSTFLAGS="-C target-cpu=native" CARGO_TARGET_DIR="$target" \
  cargo build -q --release)
bin="$target/release/chaindyn-walking"
out=$(mktemp -d)
core=$(( $(nproc) - 1 ))
echo "$(date -u +%FT%TZ) $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), core $core, git $(git rev-parse --short HEAD)"
for r in $(seq "$runs"); do
  ours=$(taskset -c "$core" "$bin" trot --cycles 1 --crocoddyl --json --quiet --out "$out" | grep '^{')
  theirs=$(OMP_NUM_THREADS=1 taskset -c "$core" "$python" scripts/crocoddyl/trot.py --repeat 1)
  echo "run $r chaindyn $ours"
  echo "run $r crocoddyl $theirs"
done | tee "$out/runs.txt"
"$python" - "$out/runs.txt" <<'PY'
import json, statistics, sys
rows = {"chaindyn": [], "crocoddyl": []}
for line in open(sys.argv[1]):
    if line.startswith("run "):
        _, _, who, data = line.split(" ", 3)
        rows[who].append(json.loads(data))
med = lambda who, key: statistics.median(r[key] for r in rows[who])
ours, theirs = med("chaindyn", "per_iteration"), med("crocoddyl", "per_iteration")
print(f"per iteration: chaindyn {1e3 * ours:.2f} ms (derivatives {1e3 * med('chaindyn', 'derivatives'):.2f}, "
      f"backward {1e3 * med('chaindyn', 'backward'):.2f}, line search {1e3 * med('chaindyn', 'line_search'):.2f}), "
      f"{med('chaindyn', 'iterations'):.0f} iterations; Crocoddyl {1e3 * theirs:.2f} ms (calcDiff {1e3 * med('crocoddyl', 'calc_diff'):.2f}, "
      f"calc {1e3 * med('crocoddyl', 'calc'):.2f}), {med('crocoddyl', 'iterations'):.0f} iterations; ratio {ours / theirs:.2f}")
PY
rm -rf "$out"
