#!/usr/bin/env bash
# Parallel-build test: three crates with different derives that run the computer algebra
# (chaindyn's `cas` feature), built at once with -j from a cold derive cache, plus `cargo test` of
# each (which compiles lib and lib-test in parallel). Without the engine's per-user lock,
# symbolica's unlicensed mode aborts the second rustc that touches it (SIGABRT). Passes when
# every build succeeds and no rustc died of a signal. The crates are their own workspace
# (tests/parallel), built in the main target folder: the main workspace's tests never compile
# symbolica for the proc macro, this test does (once, at opt-level 0: see its Cargo.toml).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root/tests/parallel"
export CARGO_TARGET_DIR="$root/target"
# The main workspace's lock file: the same versions, so the crates this workspace shares with it
# (the runtime and its dependencies) are the builds the main workspace made. Cargo adds the three
# crates and drops what is unused.
cp "$root/Cargo.lock" Cargo.lock

cache=$(mktemp -d)
log=$(mktemp)
trap 'rm -rf "$cache" "$log"' EXIT
export CHAINDYN_CACHE_DIR="$cache"

cargo build -q -p chaindyn   # dependencies (with the members' `cas`) outside the measured part
cargo clean -q -p parallel-a -p parallel-b -p parallel-c
start=$(date +%s.%N)
if ! cargo build -j 3 -p parallel-a -p parallel-b -p parallel-c 2>&1 | tee "$log" >/dev/null; then
  cat "$log"; echo "parallel build FAILED"; exit 1
fi
end=$(date +%s.%N)
cargo clean -q -p parallel-a -p parallel-b -p parallel-c
rm -rf "$cache"/cache
if ! cargo test -j 3 -p parallel-a -p parallel-b -p parallel-c 2>&1 | tee -a "$log" >/dev/null; then
  cat "$log"; echo "parallel test build FAILED"; exit 1
fi
if grep -Eq "SIGABRT|signal: 6|Aborted" "$log"; then
  cat "$log"; echo "a rustc process was aborted"; exit 1
fi
awk -v s="$start" -v e="$end" 'BEGIN { printf "parallel build of 3 derives from a cold cache: %.1f s, 0 aborts\n", e - s }'
echo "1 passed, 0 failed"
