"""Pinocchio's values for the iCub test of the runtime (runtime/tests/real_files.rs): the whole
robot of tests/robots/icub_reduced.urdf on a free-flyer at one state. Needs `pip install pin`
(Pinocchio 4.1); run from the repository's root: python3 scripts/pinocchio/icub_reduced.py"""
import math

import numpy as np
import pinocchio as pin

model = pin.buildModelFromUrdf("tests/robots/icub_reduced.urdf", pin.JointModelFreeFlyer())
data = model.createData()
n = model.nv - 6
xi = np.array([0.1, 0.2, -0.3, 0.9])
xi /= np.linalg.norm(xi)
q = np.concatenate([[0.1, -0.2, 0.6], xi, [0.1 * math.sin(j + 1) for j in range(n)]])
v = np.array([0.2 * math.cos(k) for k in range(model.nv)])
tau = np.array([0.0] * 6 + [0.5 * math.sin(2 * j) for j in range(n)])
m = pin.crba(model, data, q)
# Pinocchio's aba leaves out the URDF's joint damping (every joint of iCub: 1 N m s/rad, no
# friction); chaindyn's includes it (docs/real-joints.md): the torque net of it here.
print("damping", set(model.damping[6:]), "friction", set(model.friction[6:]))
a = pin.aba(model, data, q, v, tau - model.damping * v)
g = pin.computeGeneralizedGravity(model, data, q)
fmt = lambda x: "[" + ", ".join(repr(float(y)) for y in x) + "]"
print("nv", model.nv, "joints", [model.names[i] for i in range(2, model.njoints)])
print("M diagonal", fmt(np.diag(m)))
print("aba", fmt(a))
print("gravity", fmt(g))
