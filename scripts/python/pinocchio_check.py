"""The generated Python modules against Pinocchio's Python bindings (own checks, out of CI).

Needs, in one virtual environment: `pip install pin example-robot-data` and the wheels of
`solo12` and `panda_fingers` (`scripts/python/run.sh` builds and installs them). Solo12 on a
free-flyer and the Panda with its fingers, both from the repository's URDF copies, at random
states: every function of the modules against Pinocchio's, to 1e-10 relative to the largest
entry (Pinocchio's `crba` and the derivatives' `M` and `M^-1` fill the upper triangle only:
they are made symmetric first).

The Panda's URDF gives its joints damping and friction, which chaindyn's `rnea` and `aba` include
and Pinocchio's ignore: there the joints' losses `l(v) = rnea(q, v, 0) - nonLinearEffects(q, v)`
(the module's own) are taken out (`aba` against Pinocchio's at `tau - l(v)`); their Jacobian
`D = dl/dv`, the difference of the two `dtau/dv`, must be diagonal (to 1e-10) and equal to
central differences of `l` (to 1e-6), and `da/dv` is then checked as Pinocchio's `- M^-1 D`.
Solo12's feet, as point contacts: `constraintDynamics`, its derivatives and `impulseDynamics`
on every non-empty set of feet, in both axes (see `check_contacts`).
"""

import os
import sys

import numpy as np
import pinocchio as pin

HERE = os.path.dirname(os.path.abspath(__file__))
ROBOTS = os.path.join(HERE, "..", "..", "tests", "robots")
TOL = 1e-10


def sym(m):
    return np.triu(m) + np.triu(m, 1).T


def off(a, b):
    return np.max(np.abs(np.asarray(a) - np.asarray(b))) / (1.0 + np.max(np.abs(b)))


def check(module, model, rng, trials=20):
    data = model.createData()
    worst = {}

    def note(name, a, b):
        worst[name] = max(worst.get(name, 0.0), off(a, b))

    for _ in range(trials):
        q = pin.randomConfiguration(model, -np.ones(model.nq), np.ones(model.nq)) \
            if module.floating else rng.uniform(-1, 1, model.nq)
        if module.floating:
            q[:3] = rng.uniform(-1, 1, 3)
        v, a, tau = (rng.uniform(-1, 1, model.nv) for _ in range(3))
        note("crba", module.crba(q), sym(pin.crba(model, data, q)))
        note("nonLinearEffects", module.nonLinearEffects(q, v), pin.nonLinearEffects(model, data, q, v))
        note("computeGeneralizedGravity", module.computeGeneralizedGravity(q),
             pin.computeGeneralizedGravity(model, data, q))
        def losses(v):
            return module.rnea(q, v, np.zeros(model.nv)) - module.nonLinearEffects(q, v)

        note("rnea", module.rnea(q, v, a) - losses(v), pin.rnea(model, data, q, v, a))
        note("aba", module.aba(q, v, tau), pin.aba(model, data, q, v, tau - losses(v)))
        mine = module.computeRNEADerivatives(q, v, a)
        theirs = [x.copy() for x in pin.computeRNEADerivatives(model, data, q, v, a)]
        d = mine[1] - theirs[1]
        note("joints' losses: dl/dv diagonal", d - np.diag(np.diag(d)), np.zeros_like(d))
        h = 1e-6
        fd = np.array([(losses(v + h * e) - losses(v - h * e))[i] / (2 * h)
                       for i, e in enumerate(np.eye(model.nv))])
        assert off(np.diag(d), fd) < 1e-6, ("dl/dv against central differences", off(np.diag(d), fd))
        theirs[1] = theirs[1] + np.diag(np.diag(d))
        for k, (x, y) in enumerate(zip(mine, theirs)):
            note(f"computeRNEADerivatives[{k}]", x, sym(y) if k == 2 else y)
        mine = module.computeABADerivatives(q, v, tau)
        theirs = [x.copy() for x in pin.computeABADerivatives(model, data, q, v, tau - losses(v))]
        theirs[2] = sym(theirs[2])
        theirs[1] = theirs[1] - theirs[2] @ np.diag(np.diag(d))
        for k, (x, y) in enumerate(zip(mine, theirs)):
            note(f"computeABADerivatives[{k}]", x, y)
        note("centerOfMass", module.centerOfMass(q), pin.centerOfMass(model, data, q))
        note("jacobianCenterOfMass", module.jacobianCenterOfMass(q),
             pin.jacobianCenterOfMass(model, data, q))
        if module.floating:
            note("computeCentroidalMap", module.computeCentroidalMap(q),
                 pin.computeCentroidalMap(model, data, q))
        pin.framesForwardKinematics(model, data, q)
        for frame in module.frame_names:
            fid = model.getFrameId(frame)
            note("framePlacement", module.framePlacement(q, frame), data.oMf[fid].homogeneous)
            for name, ref in (("LOCAL", pin.LOCAL), ("LOCAL_WORLD_ALIGNED", pin.LOCAL_WORLD_ALIGNED)):
                note(f"computeFrameJacobian {name}", module.computeFrameJacobian(q, frame, name),
                     pin.computeFrameJacobian(model, data, q, fid, ref))
            # Pinocchio's own enum values are accepted too.
            note("computeFrameJacobian pin.LOCAL", module.computeFrameJacobian(q, frame, pin.LOCAL),
                 pin.computeFrameJacobian(model, data, q, fid, pin.LOCAL))
        note("integrate", module.integrate(q, v), pin.integrate(model, q, v))
        q1 = module.integrate(q, 0.5 * v)
        note("difference", module.difference(q, q1), pin.difference(model, q, q1))
    if module.contact_names:
        check_contacts(module, model, data, rng, note)
    for name, e in sorted(worst.items()):
        print(f"  {module.__name__:14s} {name:36s} {e:.1e}")
    return max(worst.values())


def check_contacts(module, model, data, rng, note, trials=5):
    """constraintDynamics, its derivatives and impulseDynamics on every non-empty subset of the
    module's point contacts, in both axes, against Pinocchio's RigidConstraintModels (exact
    solve: no proximal damping); chaindyn's forces hold every contact's slot, zero for the
    inactive ones, Pinocchio's the active ones."""
    frames = [model.frames[model.getFrameId(n)] for n in module.contact_names]
    prox = pin.ProximalSettings(1e-14, 0.0, 1)
    n = len(frames)
    for _ in range(trials):
        q = pin.randomConfiguration(model, -np.ones(model.nq), np.ones(model.nq))
        v, tau = rng.uniform(-1, 1, model.nv), rng.uniform(-1, 1, model.nv)
        for k in range(1, 2**n):
            active = [bool(k >> i & 1) for i in range(n)]
            slots = np.concatenate([np.arange(3 * i, 3 * i + 3) for i in range(n) if active[i]])
            for name, axes in (("LOCAL", pin.LOCAL), ("LOCAL_WORLD_ALIGNED", pin.LOCAL_WORLD_ALIGNED)):
                models = pin.StdVec_RigidConstraintModel()
                datas = pin.StdVec_RigidConstraintData()
                for f, on in zip(frames, active):
                    if on:
                        models.append(pin.RigidConstraintModel(
                            pin.ContactType.CONTACT_3D, model, f.parentJoint, f.placement, axes))
                        datas.append(models[len(models) - 1].createData())
                pin.initConstraintDynamics(model, data, models, datas)
                a_pin = pin.constraintDynamics(model, data, q, v, tau, models, datas, prox)
                a, lam = module.constraintDynamics(q, v, tau, active, name)
                note(f"constraintDynamics a ({name})", a, a_pin)
                note(f"constraintDynamics lambda ({name})", lam[slots], data.lambda_c)
                pin.computeConstraintDynamicsDerivatives(model, data, models, datas, prox)
                d = module.computeConstraintDynamicsDerivatives(q, v, tau, active, name)
                for label, mine, theirs in (("ddq_dq", d[0], data.ddq_dq), ("ddq_dv", d[1], data.ddq_dv),
                                            ("ddq_dtau", d[2], data.ddq_dtau),
                                            ("dlambda_dq", d[3][slots], data.dlambda_dq),
                                            ("dlambda_dv", d[4][slots], data.dlambda_dv),
                                            ("dlambda_dtau", d[5][slots], data.dlambda_dtau)):
                    note(f"computeConstraintDynamicsDerivatives {label} ({name})", mine, theirs)
                pin.initConstraintDynamics(model, data, models, datas)
                v_pin = pin.impulseDynamics(model, data, q, v, models, datas, 0.0, prox)
                v_plus, impulses = module.impulseDynamics(q, v, active, 0.0, name)
                note(f"impulseDynamics v+ ({name})", v_plus, v_pin)
                note(f"impulseDynamics impulses ({name})", impulses[slots], data.impulse_c)


def main():
    import panda_fingers
    import solo12

    rng = np.random.default_rng(0)
    solo = pin.buildModelFromUrdf(os.path.join(ROBOTS, "solo12.urdf"), pin.JointModelFreeFlyer())
    panda = pin.buildModelFromUrdf(os.path.join(ROBOTS, "panda_dynamics.urdf"))
    for module, model in ((solo12, solo), (panda_fingers, panda)):
        assert list(model.names[1 + module.floating:]) == module.joint_names, module.__name__
    worst = max(check(solo12, solo, rng), check(panda_fingers, panda, rng))
    print(f"worst {worst:.1e} (tolerance {TOL:.0e})")
    sys.exit(0 if worst <= TOL else 1)


if __name__ == "__main__":
    main()
