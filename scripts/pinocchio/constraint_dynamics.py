"""Pinocchio's dynamics under contact for the runtime's test (runtime/tests/contact.rs): Solo12
(tests/robots/solo12.urdf on a free-flyer) at the state of the derivatives' test
(scripts/pinocchio/floating_derivatives.py), its feet as point contacts (CONTACT_3D, LOCAL and
LOCAL_WORLD_ALIGNED) or one foot's frame as a surface contact (CONTACT_6D, LOCAL):
constraintDynamics (ddq, lambda_c) and impulseDynamics (dq_after, impulse_c) for the masks the
test lists.

Needs Pinocchio 4.1 (`pip install pin`); run from the repository's root:
    python3 scripts/pinocchio/constraint_dynamics.py"""
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
tau = np.array([0.5 * math.cos(k) if k < 6 else 2.0 * math.sin(1.1 * (k - 6)) for k in range(model.nv)])
FEET = ["FL_FOOT", "FR_FOOT", "HL_FOOT", "HR_FOOT"]


def constraint(foot, kind, ref):
    frame = model.frames[model.getFrameId(foot)]
    return pin.RigidConstraintModel(kind, model, frame.parentJoint, frame.placement, ref)


def row(values):
    return "[" + ", ".join(repr(float(x)) for x in values) + "]"


CASES = [
    ("point_local", pin.ContactType.CONTACT_3D, pin.LOCAL, [True, True, True, True]),
    ("point_local", pin.ContactType.CONTACT_3D, pin.LOCAL, [True, False, False, True]),
    ("point_local", pin.ContactType.CONTACT_3D, pin.LOCAL, [False, True, True, True]),
    ("point_world", pin.ContactType.CONTACT_3D, pin.LOCAL_WORLD_ALIGNED, [True, True, True, True]),
    ("point_world", pin.ContactType.CONTACT_3D, pin.LOCAL_WORLD_ALIGNED, [False, True, True, False]),
    ("surface", pin.ContactType.CONTACT_6D, pin.LOCAL, [True, False, False, False]),
    ("surface", pin.ContactType.CONTACT_6D, pin.LOCAL, [False, False, True, False]),
]
for name, kind, ref, mask in CASES:
    models = pin.StdVec_RigidConstraintModel()
    datas = pin.StdVec_RigidConstraintData()
    for f, on in zip(FEET, mask):
        if on:
            models.append(constraint(f, kind, ref))
            datas.append(models[len(models) - 1].createData())
    pin.initConstraintDynamics(model, data, models, datas)
    prox = pin.ProximalSettings(1e-14, 0.0, 1)
    ddq = pin.constraintDynamics(model, data, q, v, tau, models, datas, prox)
    lam = data.lambda_c.copy()
    pin.initConstraintDynamics(model, data, models, datas)
    dq = pin.impulseDynamics(model, data, q, v, models, datas, 0.0, prox)
    imp = data.impulse_c.copy()
    mask_s = "[" + ", ".join("true" if m else "false" for m in mask) + "]"
    print(f"Case {{ kind: \"{name}\", active: {mask_s},")
    print(f"    a: {row(ddq)},")
    print(f"    lambda: {row(lam)},")
    print(f"    v_after: {row(dq)},")
    print(f"    impulses: {row(imp)} }},")
