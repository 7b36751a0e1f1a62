#!/usr/bin/env bash
# Own checks of the Python modules, out of CI: builds the `chaindyn` module and the modules of
# Solo12 and the Panda with its fingers (release wheels for this CPU, as `pip install` builds
# them) into a virtual environment with Pinocchio and example-robot-data, then compares every
# function with Pinocchio's (`pinocchio_check.py`) and times them (`bench.py`).
# Usage: bash scripts/python/run.sh [VENV]   (default: target/python-pin)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
venv="${1:-$PWD/target/python-pin}"
out="$PWD/target/python-projects"
[ -x "$venv/bin/python" ] || python3 -m venv "$venv"
"$venv/bin/pip" install -q --disable-pip-version-check maturin==1.16.0 numpy==2.4.6 pin==4.1.0 example-robot-data
cargo run -q --release -p chaindyn-cli -- python --urdf tests/robots/solo12.urdf \
  --root-joint free_flyer --name Solo12 --frames FL_FOOT,FR_FOOT,HL_FOOT,HR_FOOT \
  --contacts point:FL_FOOT,point:FR_FOOT,point:HL_FOOT,point:HR_FOOT --out "$out/solo12"
cargo run -q --release -p chaindyn-cli -- python --urdf tests/robots/panda_dynamics.urdf \
  --tips panda_leftfinger,panda_rightfinger --name PandaFingers \
  --frames panda_hand,panda_leftfinger --out "$out/panda"
(export PATH="$venv/bin:$PATH" CARGO_TARGET_DIR="$PWD/target/python-release" &&
  pip install -q --disable-pip-version-check --no-build-isolation ./python "$out/solo12" "$out/panda")
"$venv/bin/python" scripts/python/pinocchio_check.py
"$venv/bin/python" scripts/python/bench.py 9
