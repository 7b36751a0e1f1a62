#!/usr/bin/env python3
"""Cross-checks the runtime's reference algorithms on kinematic trees against Pinocchio.

Reads the JSON of `cargo run -p chaindyn --example tree_dump` (the URDF text of each tree and
chaindyn's results at a few states) and recomputes every quantity with Pinocchio from the same
URDF text: the joint order, M (crba; its upper triangle mirrored), C q̇ + g (nonLinearEffects), g (computeGeneralizedGravity),
RNEA and its derivatives (computeRNEADerivatives), ABA, the centre of mass and its Jacobian,
and each leaf body's frame Jacobian in LOCAL_WORLD_ALIGNED. Prints the largest relative
difference per quantity and fails above 1e-10.

    pip install pin
    CARGO_TARGET_DIR=target cargo run -p chaindyn --example tree_dump > /tmp/tree_dump.json
    python3 scripts/pinocchio_tree_check.py /tmp/tree_dump.json

Not part of the README's test command (it needs Pinocchio).
"""
import json
import sys

import numpy as np
import pinocchio as pin

TOL = 1e-10


def rel(a, b):
    a, b = np.asarray(a, dtype=float), np.asarray(b, dtype=float)
    return float(np.linalg.norm(a - b) / max(1.0, np.linalg.norm(b)))


def main(path):
    trees = json.load(open(path))
    worst = 0.0
    for tree in trees:
        model = pin.buildModelFromXML(tree["urdf"])
        data = model.createData()
        names = [model.names[i] for i in range(1, model.njoints)]
        assert names == tree["joints"], (tree["name"], names, tree["joints"])
        errors = {}

        def note(what, got, want):
            errors[what] = max(errors.get(what, 0.0), rel(got, want))

        for s in tree["states"]:
            q, v, a, tau = (np.array(s[k]) for k in ("q", "v", "a", "tau"))
            pin.crba(model, data, q)
            note("M", s["M"], np.triu(data.M) + np.triu(data.M, 1).T)
            note("nle", s["nle"], pin.nonLinearEffects(model, data, q, v))
            note("g", s["g"], pin.computeGeneralizedGravity(model, data, q))
            # chaindyn's inverse dynamics includes the joints' damping and friction, τ_loss(q̇),
            # which Pinocchio's leaves out: compared without them.
            losses, dlosses = np.array(s["losses"]), np.array(s["dlosses_dv"])
            note("rnea", np.array(s["rnea"]) - losses, pin.rnea(model, data, q, v, a))
            dq, dv, _ = pin.computeRNEADerivatives(model, data, q, v, a)
            note("drnea_dq", s["drnea_dq"], dq)
            note("drnea_dv", np.array(s["drnea_dv"]) - dlosses, dv)
            note("aba", s["aba"], pin.aba(model, data, q, v, tau - losses))
            note("com", s["com"], pin.centerOfMass(model, data, q))
            note("com_jacobian", s["com_jacobian"], pin.jacobianCenterOfMass(model, data, q))
            pin.computeJointJacobians(model, data, q)
            pin.updateFramePlacements(model, data)
            for leaf, jac in zip(tree["leaves"], s["leaf_jacobians"]):
                frame = model.getFrameId(leaf)
                want = pin.getFrameJacobian(model, data, frame, pin.LOCAL_WORLD_ALIGNED)
                note("leaf_jacobians", jac, want)
        print(f"{tree['name']}: {model.nv} joints, joint order as Pinocchio's")
        for what, e in errors.items():
            print(f"  {what:16} {e:.2e}")
            worst = max(worst, e)
    print(f"largest relative difference {worst:.2e} (bound {TOL:.0e})")
    return 0 if worst <= TOL else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "/tmp/tree_dump.json"))
