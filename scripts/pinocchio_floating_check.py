#!/usr/bin/env python3
"""Cross-checks the runtime's floating-base reference algorithms against Pinocchio.

Runs `cargo run -p chaindyn --example floating_dump` on URDFs of the example-robot-data wheel
(read where the wheel installed them; nothing is copied into the repository) and recomputes
every quantity with Pinocchio, the robot on a free-flyer root joint
(`pin.buildModelFromUrdf(path, pin.JointModelFreeFlyer())`): the joint order, M (crba; its upper
triangle mirrored), nle, g, rnea, aba, the centre of mass, the centroidal momentum hg and the
centroidal map Ag and its time variation (dAg v), the centre of mass's Jacobian, every frame's (bodies' and fixed links') world pose and Jacobians
(LOCAL_WORLD_ALIGNED, LOCAL), and the derivatives of rnea and aba in the tangent space (chaindyn's
analytic derivatives against Pinocchio's computeRNEADerivatives / computeABADerivatives). Prints
the largest relative difference per quantity and fails above 1e-10 (for the derivatives too).
The joints' damping and friction are left out on chaindyn's side (Pinocchio's algorithms have
none).

    pip install pin example-robot-data
    python3 scripts/pinocchio_floating_check.py

Not part of the README's test command (it needs Pinocchio).
"""
import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pinocchio as pin

TOL = 1e-10
FD_TOL = 1e-10
REPO = Path(__file__).resolve().parent.parent
ROBOTS = {
    "solo12": "solo_description/robots/solo12.urdf",
    "go2": "go2_description/urdf/go2.urdf",
    "a1": "a1_description/urdf/a1.urdf",
    "anymal_b": "anymal_b_simple_description/robots/anymal.urdf",
    "anymal_c": "anymal_c_simple_description/urdf/anymal.urdf",
    "hyq": "hyq_description/robots/hyq_no_sensors.urdf",
    "g1": "g1_description/urdf/g1_29dof_rev_1_0.urdf",
    "b1_z1": "b1_description/urdf/b1-z1.urdf",
    "alex": "alex_description/urdf/alex_sake_hands.urdf",
    "talos": "talos_data/robots/talos_reduced.urdf",
}


def robots_dir():
    for parent in Path(pin.__file__).resolve().parents:
        robots = parent / "cmeel.prefix/share/example-robot-data/robots"
        if robots.is_dir():
            return robots
    sys.exit("example-robot-data not found: pip install example-robot-data")


def rel(a, b):
    a, b = np.asarray(a, dtype=float), np.asarray(b, dtype=float)
    return float(np.linalg.norm(a - b) / max(1.0, np.linalg.norm(b)))


def main():
    root = robots_dir()
    args = [f"{k}={root / p}" for k, p in ROBOTS.items()]
    env = dict(os.environ, CARGO_INCREMENTAL="0")
    dump = subprocess.run(
        ["cargo", "run", "-q", "-p", "chaindyn", "--example", "floating_dump", "--", *args],
        cwd=REPO, env=env, check=True, capture_output=True, text=True).stdout
    worst = worst_fd = 0.0
    for robot in json.loads(dump):
        model = pin.buildModelFromUrdf(robot["urdf"], pin.JointModelFreeFlyer())
        data = model.createData()
        names = [model.names[i] for i in range(2, model.njoints)]
        assert names == robot["joints"], (robot["name"], names, robot["joints"])
        assert model.nq == 7 + len(names) and model.nv == 6 + len(names), robot["name"]
        errors, fd_errors = {}, {}

        def note(what, got, want):
            errors[what] = max(errors.get(what, 0.0), rel(got, want))

        def note_fd(what, got, want):
            fd_errors[what] = max(fd_errors.get(what, 0.0), rel(got, want))

        for s in robot["states"]:
            q, v, a, tau = (np.array(s[k]) for k in ("q", "v", "a", "tau"))
            pin.crba(model, data, q)
            note("M", s["M"], np.triu(data.M) + np.triu(data.M, 1).T)
            note("nle", s["nle"], pin.nonLinearEffects(model, data, q, v))
            note("g", s["g"], pin.computeGeneralizedGravity(model, data, q))
            note("rnea", s["rnea"], pin.rnea(model, data, q, v, a))
            note("aba", s["aba"], pin.aba(model, data, q, v, tau))
            note("com", s["com"], pin.centerOfMass(model, data, q))
            pin.computeCentroidalMomentum(model, data, q, v)
            note("hg", s["hg"], np.concatenate([data.hg.linear, data.hg.angular]))
            note("Ag", s["Ag"], pin.computeCentroidalMap(model, data, q))
            note("com J", s["com_jacobian"], pin.jacobianCenterOfMass(model, data, q))
            dag = pin.computeCentroidalMapTimeVariation(model, data, q, v)
            note("dAg v", s["dag_v"], dag @ v)
            pin.framesForwardKinematics(model, data, q)
            pin.computeJointJacobians(model, data, q)
            for f in s["frames"]:
                fid = model.getFrameId(f["name"], pin.BODY)
                assert fid < model.nframes, f["name"]
                placement = data.oMf[fid]
                note("frame pose", f["rotation"], placement.rotation)
                note("frame pose", f["translation"], placement.translation)
                note("frame J world", f["world"],
                     pin.getFrameJacobian(model, data, fid, pin.LOCAL_WORLD_ALIGNED))
                note("frame J local", f["local"], pin.getFrameJacobian(model, data, fid, pin.LOCAL))
            # The analytic derivatives against Pinocchio's: 1e-10.
            dq, dv, da = pin.computeRNEADerivatives(model, data, q, v, a)
            note_fd("drnea_dq", s["drnea_dq"], dq)
            note_fd("drnea_dv", s["drnea_dv"], dv)
            dq, dv, dtau = pin.computeABADerivatives(model, data, q, v, tau)
            note_fd("daba_dq", s["daba_dq"], dq)
            note_fd("daba_dv", s["daba_dv"], dv)
            note_fd("daba_dtau", s["daba_dtau"], dtau)
        print(f"{robot['name']}: nq {model.nq}, nv {model.nv}, joint order as Pinocchio's")
        for what, e in errors.items():
            print(f"  {what:13} {e:.2e}")
            worst = max(worst, e)
        for what, e in fd_errors.items():
            print(f"  {what:13} {e:.2e} (derivatives)")
            worst_fd = max(worst_fd, e)
    print(f"largest relative difference {worst:.2e} (bound {TOL:.0e}); "
          f"of the derivatives {worst_fd:.2e} (bound {FD_TOL:.0e})")
    return 0 if worst <= TOL and worst_fd <= FD_TOL else 1


if __name__ == "__main__":
    sys.exit(main())
