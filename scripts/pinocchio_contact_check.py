#!/usr/bin/env python3
"""Cross-checks the runtime's dynamics under contact against Pinocchio.

Runs `cargo run -p chaindyn --example contact_dump` on URDFs of the example-robot-data wheel
(read where the wheel installed them; nothing is copied into the repository), the robots on a
free-flyer root joint, and recomputes with Pinocchio 4.1 (`constraintDynamics`,
`impulseDynamics` at r_coeff = 0.3 and their derivatives
`computeConstraintDynamicsDerivatives`, `computeImpulseDynamicsDerivatives`;
RigidConstraintModel per contact: CONTACT_3D in LOCAL and
LOCAL_WORLD_ALIGNED for feet, CONTACT_6D in LOCAL for soles) every case of the dump: each set of
active contacts at random states, without and with Baumgarte's terms (Kp, Kd and an anchor per
contact: `joint2_placement` on the world's joint 0). Pinocchio's `ddq_dv` after `computeImpulseDynamicsDerivatives`
is the derivative of the velocity's jump `v⁺ − v⁻`; the runtime's `dv_dv` is `∂v⁺/∂v⁻`, one
identity more, added before comparing. Prints the largest relative difference per robot and quantity
and fails above 1e-10. Cases the runtime refuses as dependent contacts are counted, not compared
(Pinocchio's default solve returns a number there).

    pip install pin example-robot-data
    python3 scripts/pinocchio_contact_check.py

Not part of the README's test command (it needs Pinocchio).
"""
import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pinocchio as pin

TOL = 1e-10
REPO = Path(__file__).resolve().parent.parent
ROBOTS = {
    "solo12": ("solo_description/robots/solo12.urdf",
               "point:FL_FOOT,point:FR_FOOT,point:HL_FOOT,point:HR_FOOT"),
    "anymal_c": ("anymal_c_simple_description/urdf/anymal.urdf",
                 "point:LF_FOOT,point:RF_FOOT,point:LH_FOOT,point:RH_FOOT"),
    "bolt": ("bolt_description/robots/bolt.urdf", "point:FL_FOOT,point:FR_FOOT"),
    "g1": ("g1_description/urdf/g1_29dof_rev_1_0.urdf",
           "surface:left_ankle_roll_link,surface:right_ankle_roll_link"),
}


def robots_dir():
    for parent in Path(pin.__file__).resolve().parents:
        robots = parent / "cmeel.prefix/share/example-robot-data/robots"
        if robots.is_dir():
            return robots
    sys.exit("example-robot-data not found: pip install example-robot-data")


def rel(a, b):
    a, b = np.asarray(a, dtype=float), np.asarray(b, dtype=float)
    if a.shape != b.shape:
        return float("inf")
    if a.size == 0:
        return 0.0
    return float(np.max(np.abs(a - b)) / max(1.0, np.max(np.abs(b))))


def main():
    root = robots_dir()
    args = [f"{name}={root / path}={contacts}" for name, (path, contacts) in ROBOTS.items()]
    dump = subprocess.run(
        ["cargo", "run", "-q", "--release", "-p", "chaindyn", "--example", "contact_dump", "--", *args],
        cwd=REPO, check=True, capture_output=True, text=True).stdout
    worst_all = 0.0
    for robot in json.loads(dump):
        path, _ = ROBOTS[robot["name"]]
        model = pin.buildModelFromUrdf(str(root / path), pin.JointModelFreeFlyer())
        data = model.createData()
        specs = [c.split(":") for c in robot["contacts"].split(",")]
        worst = {k: 0.0 for k in ("a", "lambda", "v_after", "impulses", "da_dq", "da_dv",
                                  "da_dtau", "dlambda_dq", "dlambda_dv", "dlambda_dtau",
                                  "dv_dq", "dv_dv", "dimpulses_dq", "dimpulses_dv")}
        compared = refused = 0
        worst_baumgarte = dict(worst)
        for state in robot["states"]:
            q, v, tau = (np.array(state[k]) for k in ("q", "v", "tau"))
            for case in state["cases"]:
                if "error" in case:
                    refused += 1
                    continue
                ref = pin.LOCAL_WORLD_ALIGNED if case["world"] else pin.LOCAL
                models = pin.StdVec_RigidConstraintModel()
                datas = pin.StdVec_RigidConstraintData()
                for (kind, frame), on, anchor in zip(specs, case["active"], state["anchors"]):
                    if not on:
                        continue
                    f = model.frames[model.getFrameId(frame)]
                    if kind == "point":
                        cm = pin.RigidConstraintModel(pin.ContactType.CONTACT_3D, model,
                                                      f.parentJoint, f.placement, ref)
                    else:
                        cm = pin.RigidConstraintModel(pin.ContactType.CONTACT_6D, model,
                                                      f.parentJoint, f.placement, pin.LOCAL)
                    if case["baumgarte"]:
                        # The anchor: the world's joint 0 at the anchor's pose.
                        cm.joint2_placement = pin.SE3(np.array(anchor[:9]).reshape(3, 3),
                                                      np.array(anchor[9:]))
                        cm.m_baumgarte_parameters.Kp = state["kp"]
                        cm.m_baumgarte_parameters.Kd = state["kd"]
                    models.append(cm)
                    datas.append(cm.createData())
                prox = pin.ProximalSettings(1e-14, 0.0, 1)
                pin.initConstraintDynamics(model, data, models, datas)
                a = pin.constraintDynamics(model, data, q, v, tau, models, datas, prox).copy()
                lam = data.lambda_c.copy()
                blocks = [b.copy() for b in pin.computeConstraintDynamicsDerivatives(
                    model, data, models, datas, prox)]
                pin.initConstraintDynamics(model, data, models, datas)
                v_after = pin.impulseDynamics(model, data, q, v, models, datas, 0.3, prox).copy()
                impulses = data.impulse_c.copy()
                pin.computeImpulseDynamicsDerivatives(model, data, models, datas, 0.3, prox)
                nc = len(lam)
                impulse_blocks = [data.ddq_dq.copy(), data.ddq_dv + np.eye(model.nv),
                                  data.dlambda_dq[:nc].copy(), data.dlambda_dv[:nc].copy()]
                theirs_all = [("a", a), ("lambda", lam), ("v_after", v_after),
                              ("impulses", impulses)]
                theirs_all += zip(("da_dq", "da_dv", "da_dtau", "dlambda_dq", "dlambda_dv",
                                   "dlambda_dtau"), blocks)
                theirs_all += zip(("dv_dq", "dv_dv", "dimpulses_dq", "dimpulses_dv"),
                                  impulse_blocks)
                into = worst_baumgarte if case["baumgarte"] else worst
                for key, theirs in theirs_all:
                    if nc == 0 and key.startswith(("dlambda", "dimpulses")):
                        continue
                    into[key] = max(into[key], rel(case[key], theirs))
                compared += 1
        line = ", ".join(f"{k} {w:.1e}" for k, w in worst.items())
        line = "\n   ".join(line[i:i + 90] for i in range(0, len(line), 90))
        print(f"{robot['name']}: {compared} cases compared, {refused} refused as dependent: {line}")
        line = ", ".join(f"{k} {w:.1e}" for k, w in worst_baumgarte.items())
        line = "\n   ".join(line[i:i + 90] for i in range(0, len(line), 90))
        print(f"  with Baumgarte's terms: {line}")
        worst_all = max(worst_all, *worst.values(), *worst_baumgarte.values())
    print(f"largest relative difference {worst_all:.1e} (tolerance {TOL:.0e})")
    if worst_all > TOL:
        sys.exit(1)


if __name__ == "__main__":
    main()
