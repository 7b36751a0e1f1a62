"""Pinocchio's classical acceleration of Solo12's feet at zero acceleration (J̇ v, the bias of a
point contact) for the runtime's test (runtime/tests/floating.rs): the robot of
tests/robots/solo12.urdf on a free-flyer at the state of the derivatives' test
(scripts/pinocchio/floating_derivatives.py), forwardKinematics(q, v, 0) then
getFrameClassicalAcceleration in LOCAL_WORLD_ALIGNED and LOCAL axes.

Needs Pinocchio 4.1 (`pip install pin`); run from the repository's root:
    python3 scripts/pinocchio/frame_bias.py"""
import math

import numpy as np
import pinocchio as pin

model = pin.buildModelFromUrdf("tests/robots/solo12.urdf", pin.JointModelFreeFlyer())
data = model.createData()
n = model.nv - 6
xi = np.array([0.1, 0.2, -0.3, 0.9])
xi /= np.linalg.norm(xi)
q = np.concatenate([[0.1, -0.2, 0.6], xi, [0.7 * math.sin(1.3 * j + 0.4) for j in range(n)]])
v = np.array([0.8 * math.cos(0.9 * k + 0.2) for k in range(model.nv)])
pin.forwardKinematics(model, data, q, v, np.zeros(model.nv))
pin.updateFramePlacements(model, data)
for foot in ["FL_FOOT", "FR_FOOT", "HL_FOOT", "HR_FOOT"]:
    fid = model.getFrameId(foot)
    for name, ref in [("LocalWorldAligned", pin.LOCAL_WORLD_ALIGNED), ("Local", pin.LOCAL)]:
        acc = pin.getFrameClassicalAcceleration(model, data, fid, ref)
        values = ", ".join(repr(float(x)) for x in np.concatenate([acc.linear, acc.angular]))
        print(f'("{foot}", ReferenceFrame::{name}, [{values}]),')
