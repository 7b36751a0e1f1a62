#!/usr/bin/env bash
# The generated contact dynamics and their derivatives of Solo12, ANYmal C and Bolt on point feet
# and of the Unitree G1 on its two soles, from the example-robot-data wheel's URDFs (read where
# the wheel installed them; nothing is copied into the repository), against the runtime's
# reference: `chaindyn generate --root-joint free_flyer --contacts ..` (the repository's CLI),
# then scripts/generated_contact_check (its own workspace; see its src/main.rs for what is
# compared and the tolerances). Not part of the README's test command.
#
#   pip install example-robot-data        # in the Python that $PYTHON names (default python3)
#   scripts/generated_contact_check.sh     # work files in $CONTACT_CHECK_WORK (default /tmp/contact-check)
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
WORK="${CONTACT_CHECK_WORK:-/tmp/contact-check}"
PY="${PYTHON:-python3}"
ROBOTS="$("$PY" -c 'import importlib.metadata as m, pathlib, sys
root = pathlib.Path(m.distribution("example-robot-data").locate_file(""))
robots = root / "cmeel.prefix/share/example-robot-data/robots"
sys.exit(str(robots)) if not robots.is_dir() else print(robots)')"
mkdir -p "$WORK/gen"

generate() { # NAME URDF CONTACTS
  echo "chaindyn generate $1"
  cargo run --quiet --locked --manifest-path "$HERE/../Cargo.toml" -p chaindyn-cli -- \
    generate --urdf "$ROBOTS/$2" --name "$1" --root-joint free_flyer --contacts "$3" \
    --out "$WORK/gen/$1.rs"
}
generate Solo12 solo_description/robots/solo12.urdf \
  point:FL_FOOT,point:FR_FOOT,point:HL_FOOT,point:HR_FOOT
generate AnymalC anymal_c_simple_description/urdf/anymal.urdf \
  point:LF_FOOT,point:RF_FOOT,point:LH_FOOT,point:RH_FOOT
generate Bolt bolt_description/robots/bolt.urdf point:FL_FOOT,point:FR_FOOT
generate G1 g1_description/urdf/g1_29dof_rev_1_0.urdf \
  surface:left_ankle_roll_link,surface:right_ankle_roll_link

cp "$HERE/../Cargo.lock" "$HERE/generated_contact_check/Cargo.lock"
CHAINDYN_CONTACT_GEN="$WORK/gen" CARGO_TARGET_DIR="$WORK/target" \
  cargo run --quiet --release --manifest-path "$HERE/generated_contact_check/Cargo.toml"
