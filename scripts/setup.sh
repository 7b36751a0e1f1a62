#!/usr/bin/env bash
# One-time setup: checks the toolchain and builds the whole workspace once (symbolica, the CAS the
# derive runs at build time, compiles at opt-level 3 in ~10 minutes per profile on 2 cores; later
# builds reuse it). Needs nothing installed by hand beyond a Rust toolchain (rustup); no system
# packages are required (symbolica is built without GMP, so no m4/C toolchain step).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

if ! command -v cargo >/dev/null 2>&1; then
  echo "cargo not found: install Rust with rustup (https://rustup.rs), then re-run." >&2
  exit 1
fi
need="1.90.0"
have=$(rustc --version | awk '{print $2}')
if [ "$(printf '%s\n%s\n' "$need" "$have" | sort -V | head -n1)" != "$need" ]; then
  echo "rustc $have is older than $need: run 'rustup update stable'." >&2
  exit 1
fi
if ! cargo fmt --version >/dev/null 2>&1 || ! cargo clippy --version >/dev/null 2>&1; then
  rustup component add rustfmt clippy
fi
cargo fetch
cargo build --workspace --all-targets
cargo build --release -p chaindyn-demo
echo "setup done: try 'cargo run --release -p chaindyn-demo -- pendubot'"
