#!/usr/bin/env python3
"""Cross-check of chaindyn's identification quantities against Pinocchio.

Not part of the repository's test command: it needs Pinocchio's Python wheels
(`pip install pin`) and the JSON written by the runtime crate's `regressor_dump` example:

    CARGO_TARGET_DIR=target CARGO_INCREMENTAL=0 \
        cargo run -p chaindyn --example regressor_dump > /tmp/regressor_dump.json
    python3 scripts/pinocchio_regressor_check.py /tmp/regressor_dump.json

For every chain of the dump the same chain is built in Pinocchio, independently of chaindyn's
importer where it can be:

* URDF chains: `pin.buildModelFromXML` on the file, pruned to the chain the way chaindyn reads
  it: the base link becomes the root (links above it and beside it removed, so that both world
  frames are the base link's frame) and the movable subtrees that chaindyn leaves out
  (`ignored_joints`, e.g. the Panda's fingers) are removed. Fixed joints are merged by
  Pinocchio's own URDF parser.
* chains written in code: `pin.Model.addJoint` with `JointModelRevoluteUnaligned` /
  `JointModelPrismaticUnaligned`, the joint placement `SE3(rpyToMatrix(rpy), xyz)` and the body
  `pin.Inertia(m, c, I_c)` of the dump.

Compared (max abs differences, per chain, over the dump's states):

* `model.inertias[j].toDynamicParameters()` against chaindyn's `standard_parameters`;
* `pin.computeJointTorqueRegressor(model, data, q, v, a)` against chaindyn's `regressor`,
  column by column (the worst column is named);
* `pin.computeKineticEnergyRegressor` / `pin.computePotentialEnergyRegressor` against
  chaindyn's energy regressors (when the installed Pinocchio has them);
* `pin.rnea`, `pin.computeKineticEnergy`, `pin.computePotentialEnergy` against chaindyn's
  `rnea` and energies.

Exit status 1 when a difference exceeds the tolerance (1e-9 absolute, relative to
max(1, |value|) of the quantity compared).
"""

import json
import sys
import xml.etree.ElementTree as ET

import numpy as np
import pinocchio as pin

TOL = 1e-9
PARAM_NAMES = ["m", "mc_x", "mc_y", "mc_z", "I_xx", "I_xy", "I_yy", "I_xz", "I_yz", "I_zz"]


def pruned_urdf(path, base, ignored_joints):
    """The URDF text with `base` as its root and the subtrees of `ignored_joints` removed."""
    tree = ET.parse(path)
    robot = tree.getroot()
    joints = robot.findall("joint")
    children = {}
    for j in joints:
        children.setdefault(j.find("parent").get("link"), []).append(j)

    def subtree(link):
        out = {link}
        for j in children.get(link, []):
            out |= subtree(j.find("child").get("link"))
        return out

    keep = subtree(base)
    for name in ignored_joints:
        j = next(j for j in joints if j.get("name") == name)
        keep -= subtree(j.find("child").get("link"))
    for link in robot.findall("link"):
        if link.get("name") not in keep:
            robot.remove(link)
    for j in joints:
        if j.find("parent").get("link") not in keep or j.find("child").get("link") not in keep:
            robot.remove(j)
    return ET.tostring(robot, encoding="unicode")


def model_from_code(chain):
    model = pin.Model()
    parent = 0
    for joint, body in zip(chain["joints"], chain["bodies"]):
        axis = np.array(joint["axis"], dtype=float)
        axis /= np.linalg.norm(axis)
        if joint["kind"] == "revolute":
            jm = pin.JointModelRevoluteUnaligned(axis)
        else:
            jm = pin.JointModelPrismaticUnaligned(axis)
        placement = pin.SE3(pin.rpy.rpyToMatrix(*joint["rpy"]), np.array(joint["xyz"], float))
        jid = model.addJoint(parent, jm, placement, joint["name"])
        inertia = pin.Inertia(
            body["mass"], np.array(body["com"], float), np.array(body["inertia"], float)
        )
        model.appendBodyToJoint(jid, inertia, pin.SE3.Identity())
        parent = jid
    return model


def build(chain):
    if chain["urdf"] is not None:
        xml = pruned_urdf(chain["urdf"], chain["base"], chain["ignored_joints"])
        model = pin.buildModelFromXML(xml)
    else:
        model = model_from_code(chain)
    model.gravity = pin.Motion(np.array(chain["gravity"], float), np.zeros(3))
    ids = [model.getJointId(j["name"]) for j in chain["joints"]]
    assert all(i < model.njoints for i in ids), "a joint of the chain is missing in Pinocchio"
    assert model.nq == model.nv == chain["dof"] == model.njoints - 1, (
        f"Pinocchio model has nq={model.nq}, njoints={model.njoints}; chain dof={chain['dof']}"
    )
    # Parents must form the same serial chain.
    for k, jid in enumerate(ids):
        assert model.parents[jid] == (ids[k - 1] if k > 0 else 0)
    return model, ids


class Worst:
    """Max abs difference and where it occurred, with the scale of the compared values."""

    def __init__(self):
        self.diff, self.scale, self.where = 0.0, 0.0, ""

    def add(self, got, want, where):
        got, want = np.asarray(got, float), np.asarray(want, float)
        assert got.shape == want.shape, (where, got.shape, want.shape)
        d = np.abs(got - want)
        self.scale = max(self.scale, float(np.max(np.abs(want), initial=0.0)))
        if d.size and d.max() > self.diff:
            self.diff = float(d.max())
            self.where = where(int(np.argmax(d))) if callable(where) else where

    def ok(self):
        return self.diff <= TOL * max(1.0, self.scale)

    def __str__(self):
        flag = "ok " if self.ok() else "BAD"
        at = f"  (at {self.where})" if self.diff > 0 and self.where else ""
        return f"{flag} max |diff| = {self.diff:.3e}  (max |value| {self.scale:.3g}){at}"


def column_name(col):
    return f"{PARAM_NAMES[col % 10]}_{col // 10 + 1}"


def check(chain):
    model, ids = build(chain)
    data = model.createData()
    n = chain["dof"]
    qi = [model.joints[j].idx_q for j in ids]
    vi = [model.joints[j].idx_v for j in ids]
    # Pinocchio's columns are ordered by joint id; chaindyn's by link.
    cols = np.concatenate([np.arange(10 * (j - 1), 10 * j) for j in ids])

    def to_pin(x, idx):
        out = np.zeros(len(idx))
        out[idx] = x
        return out

    w = {k: Worst() for k in ["params", "Y", "yT", "yU", "rnea", "Ypi", "T", "U"]}
    pin_params = np.concatenate([model.inertias[j].toDynamicParameters() for j in ids])
    w["params"].add(chain["parameters"], pin_params, column_name)
    has_energy = hasattr(pin, "computeKineticEnergyRegressor")
    for s, st in enumerate(chain["states"]):
        q, v, a = (to_pin(st[k], qi if k == "q" else vi) for k in ["q", "qd", "qdd"])
        y_pin = pin.computeJointTorqueRegressor(model, data, q, v, a)[np.ix_(vi, cols)]
        y = np.array(st["regressor"])
        w["Y"].add(y, y_pin, lambda i, s=s: f"state {s}, row {i // (10 * n) + 1}, "
                   f"column {column_name(i % (10 * n))}")
        tau_pin = pin.rnea(model, data, q, v, a)[vi]
        w["rnea"].add(st["rnea"], tau_pin, lambda i, s=s: f"state {s}, joint {i + 1}")
        w["Ypi"].add(y_pin @ pin_params, tau_pin, f"state {s}")
        w["T"].add(st["kinetic_energy"], pin.computeKineticEnergy(model, data, q, v), f"state {s}")
        w["U"].add(st["potential_energy"], pin.computePotentialEnergy(model, data, q),
                   f"state {s}")
        if has_energy:
            yt = np.asarray(pin.computeKineticEnergyRegressor(model, data, q, v)).ravel()[cols]
            yu = np.asarray(pin.computePotentialEnergyRegressor(model, data, q)).ravel()[cols]
            w["yT"].add(st["kinetic_regressor"], yt,
                        lambda i, s=s: f"state {s}, column {column_name(i)}")
            w["yU"].add(st["potential_regressor"], yu,
                        lambda i, s=s: f"state {s}, column {column_name(i)}")
    if not has_energy:
        del w["yT"], w["yU"]
    labels = {
        "params": "standard parameters vs Inertia.toDynamicParameters",
        "Y": "regressor vs computeJointTorqueRegressor",
        "yT": "kinetic energy regressor vs computeKineticEnergyRegressor",
        "yU": "potential energy regressor vs computePotentialEnergyRegressor",
        "rnea": "rnea vs pin.rnea",
        "Ypi": "(Pinocchio's own Y π vs pin.rnea)",
        "T": "kinetic_energy vs computeKineticEnergy",
        "U": "potential_energy vs computePotentialEnergy",
    }
    print(f"{chain['name']}: {n} dof, {len(chain['states'])} states")
    for k, worst in w.items():
        print(f"  {labels[k]:<64} {worst}")
    return all(x.ok() for x in w.values())


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else "/tmp/regressor_dump.json"
    with open(path) as f:
        dump = json.load(f)
    print(f"Pinocchio {pin.__version__}, tolerance {TOL:g} (relative to max(1, |value|))")
    ok = all([check(c) for c in dump["chains"]])
    print("all agree" if ok else "DIFFERENCES FOUND")
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
