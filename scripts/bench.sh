#!/usr/bin/env bash
# Benchmarks the generated code against the recursive algorithms and central finite differences
# (criterion, `cargo bench -p chaindyn-tests --bench generated`, ~5 min on 2 cores), then prints
# the report (timings, generated operation counts, scaling fit, issue 6's targets) and writes the
# scaling plot docs/scaling.png.
#
#   scripts/bench.sh                   benchmark, then report
#   scripts/bench.sh --readme          ... and rewrite README.md between its bench-report markers
#   scripts/bench.sh --no-bench [...]  report on the criterion data already in target/criterion
#
# Other arguments go to bench-report (e.g. `--plot PATH`, `--criterion DIR`).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

bench=1
report_args=()
while [ $# -gt 0 ]; do
  case "$1" in
    --readme) report_args+=(--readme README.md) ;;
    --no-bench) bench=0 ;;
    -h|--help)
      sed -n '2,11s/^# \{0,1\}//p' "$0"
      exit 0
      ;;
    *) report_args+=("$1") ;;
  esac
  shift
done

if [ "$bench" = 1 ]; then
  cargo bench -p chaindyn-tests --bench generated
fi
cargo run --release -p chaindyn-tests --bin bench-report -- ${report_args[@]+"${report_args[@]}"}
