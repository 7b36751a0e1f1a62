"""Pinocchio's derivatives of inverse and forward dynamics for the Solo12 test of the runtime
(runtime/tests/floating.rs): the robot of tests/robots/solo12.urdf on a free-flyer at one state,
computeRNEADerivatives (dtau/dq, dtau/dv) and computeABADerivatives (da/dq, da/dv, da/dtau = M^-1),
derivatives with respect to q in the tangent space. The file's joints have neither damping nor
friction (Pinocchio's algorithms have none), and no armature.

Needs Pinocchio 4.1 (`pip install pin`); run from the repository's root:
    python3 scripts/pinocchio/floating_derivatives.py"""
import math

import numpy as np
import pinocchio as pin

model = pin.buildModelFromUrdf("tests/robots/solo12.urdf", pin.JointModelFreeFlyer())
data = model.createData()
assert not model.damping.any() and not model.friction.any() and not model.armature.any()
n = model.nv - 6
# The state of the test: the base at (0.1, -0.2, 0.6) turned by the normalised quaternion
# (x, y, z, w) = (0.1, 0.2, -0.3, 0.9), joint j at 0.7 sin(1.3 j + 0.4); v_k = 0.8 cos(0.9 k + 0.2),
# a_k = 1.5 sin(0.7 k + 1), tau_k = 0.5 cos k on the base (a wrench) and 2 sin(1.1 j) on joint j.
xi = np.array([0.1, 0.2, -0.3, 0.9])
xi /= np.linalg.norm(xi)
q = np.concatenate([[0.1, -0.2, 0.6], xi, [0.7 * math.sin(1.3 * j + 0.4) for j in range(n)]])
v = np.array([0.8 * math.cos(0.9 * k + 0.2) for k in range(model.nv)])
a = np.array([1.5 * math.sin(0.7 * k + 1.0) for k in range(model.nv)])
tau = np.array([0.5 * math.cos(k) for k in range(6)] + [2.0 * math.sin(1.1 * j) for j in range(n)])

dtau_dq, dtau_dv, _ = pin.computeRNEADerivatives(model, data, q, v, a)
dtau_dq, dtau_dv = np.array(dtau_dq), np.array(dtau_dv)
dd_dq, dd_dv, minv = pin.computeABADerivatives(model, data, q, v, tau)
dd_dq, dd_dv, minv = np.array(dd_dq), np.array(dd_dv), np.array(minv)
# Pinocchio fills M^-1's upper triangle: mirror it.
minv = np.triu(minv) + np.triu(minv, 1).T
m = pin.crba(model, data, q)
m = np.triu(m) + np.triu(m, 1).T
assert np.abs(minv @ m - np.eye(model.nv)).max() < 1e-10


def fmt(name, x):
    print(f"{name} = [")
    for row in x:
        print("    " + ", ".join(repr(float(y)) for y in row) + ",")
    print("]")


print("joints", [model.names[i] for i in range(2, model.njoints)])
fmt("DTAU_DQ", dtau_dq)
fmt("DTAU_DV", dtau_dv)
fmt("DA_DQ", dd_dq)
fmt("DA_DV", dd_dv)
fmt("DA_DTAU", minv)
