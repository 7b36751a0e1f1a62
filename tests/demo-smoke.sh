#!/usr/bin/env bash
# Demo smoke test: runs every chaindyn-demo subcommand on a short horizon into a
# temporary folder and checks that each wrote a non-empty CSV with data rows and a PNG.
# Usage: bash tests/demo-smoke.sh   (from anywhere; builds the demo in the dev profile)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
# With the workspace's features (as `cargo test --workspace` resolved them), so that the demo's
# library and dependencies built by the tests are reused, not built again with other features.
cargo build -q --workspace --bin chaindyn-demo
demo=target/debug/chaindyn-demo

passed=0
failed=0
check() { # name of the run (file stem)
  local csv="$out/$1.csv" png="$out/$1.png"
  if [[ -s "$csv" && $(wc -l <"$csv") -ge 3 && -s "$png" ]] \
    && [[ $(head -c 8 "$png" | od -An -tx1 | tr -d ' \n') == "89504e470d0a1a0a" ]]; then
    passed=$((passed + 1))
  else
    echo "demo-smoke: $1: missing or empty CSV/PNG in $out"
    failed=$((failed + 1))
  fi
}
run() { # file stem, then the demo arguments
  local stem=$1
  shift
  if "$demo" --quiet --out "$out" "$@" >"$out/$stem.log" 2>&1; then
    check "$stem"
  else
    echo "demo-smoke: chaindyn-demo $* failed:"
    cat "$out/$stem.log"
    failed=$((failed + 1))
  fi
}

for n in 2 3 4 5 6 7; do
  run "pendulum$n" --duration 0.5 pendulum --links "$n"
done
run pendubot --duration 0.5 pendubot
run acrobot --duration 0.5 acrobot
run two_link_pd_0.05 --duration 0.5 two-link --deviation 0.05
run two_link_pd_1 --duration 0.5 two-link --deviation 1.0
run two_link_lqr_1 --duration 0.5 two-link --deviation 1.0 --controller lqr
run arm7 --duration 0.3 arm7
run pendubot_joints_ideal_design --duration 0.5 pendubot-joints
check pendubot_joints_real_design
run acrobot_swingup --duration 0.5 acrobot-swingup --horizon 0.5
run pendubot_swingup --duration 0.5 pendubot-swingup --horizon 0.5
run arm7_mpc --duration 0.05 arm7-mpc --steps 5
run task_space --duration 0.3 task-space
run hand --duration 0.3 hand
run identify identify --samples 200 --iterations 0
if "$demo" --quiet ilqr-timing --iterations 1 --steps 10 >"$out/ilqr_timing.log" 2>&1 && grep -q "7-DOF arm" "$out/ilqr_timing.log"; then
  passed=$((passed + 1))
else
  echo "demo-smoke: ilqr-timing failed:"
  cat "$out/ilqr_timing.log"
  failed=$((failed + 1))
fi

# Bad arguments are rejected with an error, not a crash.
if "$demo" --quiet --out "$out" task-space --radius -1 >/dev/null 2>&1; then
  echo "demo-smoke: task-space --radius -1 was accepted"
  failed=$((failed + 1))
else
  passed=$((passed + 1))
fi
if "$demo" --quiet --out "$out" acrobot-swingup --limit -1 >/dev/null 2>&1; then
  echo "demo-smoke: acrobot-swingup --limit -1 was accepted"
  failed=$((failed + 1))
else
  passed=$((passed + 1))
fi
if "$demo" --quiet --out "$out" identify --payload 5 --iterations 0 >/dev/null 2>&1; then
  echo "demo-smoke: identify --payload 5 was accepted"
  failed=$((failed + 1))
else
  passed=$((passed + 1))
fi
if "$demo" --quiet --out "$out" pendulum --links 9 >/dev/null 2>&1; then
  echo "demo-smoke: --links 9 was accepted"
  failed=$((failed + 1))
else
  passed=$((passed + 1))
fi

echo "demo smoke: $passed passed, $failed failed"
[[ $failed -eq 0 ]]
