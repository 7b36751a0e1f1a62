#!/usr/bin/env bash
# Benchmarks the generated code against the recursive algorithms and central finite differences
# (criterion, `cargo bench -p chaindyn-tests --bench generated`, ~5 min on 2 cores), then prints
# the report (timings, generated operation counts, scaling fit, the speed targets) and writes the
# scaling plot docs/scaling.png.
#
#   scripts/bench.sh                   benchmark, then report
#   scripts/bench.sh --docs            ... and rewrite docs/performance.md between its bench-report
#                                      markers
#   scripts/bench.sh --no-bench [...]  report on the criterion data already in target/criterion
#   scripts/bench.sh --native [...]    ... and first run the baseline, lanes and threads groups built with
#                                      `-C target-cpu=native` (for the host triple only, so the
#                                      proc macro's dependencies are not rebuilt) into
#                                      target/criterion-native, reported as extra tables
#
# Other arguments go to bench-report (e.g. `--plot PATH`, `--criterion DIR`).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

bench=1
native=0
report_args=()
while [ $# -gt 0 ]; do
  case "$1" in
    --docs) report_args+=(--write docs/performance.md) ;;
    --no-bench) bench=0 ;;
    --native) native=1 ;;
    -h|--help)
      sed -n '2,16s/^# \{0,1\}//p' "$0"
      exit 0
      ;;
    *) report_args+=("$1") ;;
  esac
  shift
done

if [ "$bench" = 1 ]; then
  cargo bench -p chaindyn-tests --bench generated
  cargo bench -p chaindyn --bench linearize -- tree_forward
fi
if [ "$native" = 1 ]; then
  host=$(rustc -vV | sed -n 's/^host: //p')
  if [ "$bench" = 1 ]; then
    CRITERION_HOME="$PWD/target/criterion-native" RUSTFLAGS="-C target-cpu=native" \
      cargo bench -p chaindyn-tests --bench generated --target "$host" -- 'baseline_|lanes_|threads_'
  fi
  report_args+=(--native target/criterion-native)
fi
cargo run --release -p chaindyn-tests --bin bench-report -- ${report_args[@]+"${report_args[@]}"}
