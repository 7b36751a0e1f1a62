"""The generated robot modules against chaindyn's runtime reference, from Python.

Each module `chaindyn python` wrote and pip installed (the Panda with its fingers, on a fixed
base, and Solo12, on a free-flying base) is compared, function by function, with the module
`chaindyn.load` makes of the same URDF (the runtime's recursive algorithms): at random states,
to 1e-12 relative to the largest entry (two exact algorithms in double precision: they differ
by rounding, measured at most 2.1e-14, in the derivatives through `M^-1`). A batch equals its rows evaluated one
by one, to the bit (the same straight-line program in SIMD lanes and in scalars). Every bad
input raises a `ValueError` (a `TypeError` for a missing or unknown argument).

Run by `.ci/run` after building the modules; `docs/python.md` says how to run it by hand.
"""

import inspect
import os

import numpy as np
import pytest

import chaindyn

ROBOTS = os.path.join(os.path.dirname(__file__), "..", "..", "tests", "robots")


def _solo12():
    import solo12

    feet = ["FL_FOOT", "FR_FOOT", "HL_FOOT", "HR_FOOT"]
    reference = chaindyn.load(
        os.path.join(ROBOTS, "solo12.urdf"),
        root_joint="free_flyer",
        contacts=[f"point:{foot}" for foot in feet],
    )
    return solo12, reference


def _panda():
    import panda_fingers

    reference = chaindyn.load(
        os.path.join(ROBOTS, "panda_dynamics.urdf"),
        tips=["panda_leftfinger", "panda_rightfinger"],
    )
    return panda_fingers, reference


@pytest.fixture(params=["solo12", "panda_fingers"], scope="module")
def robot(request):
    return {"solo12": _solo12, "panda_fingers": _panda}[request.param]()


def configuration(module, rng, rows=None):
    shape = (module.nq,) if rows is None else (rows, module.nq)
    q = rng.uniform(-1.0, 1.0, shape)
    if module.floating:
        quat = q[..., 3:7]
        quat /= np.linalg.norm(quat, axis=-1, keepdims=True)
    return q


def tangent(module, rng, rows=None):
    shape = (module.nv,) if rows is None else (rows, module.nv)
    return rng.uniform(-1.0, 1.0, shape)


def functions(module):
    """Every function of the module but `neutral`, under its Pinocchio name (aliases are the
    same objects)."""
    seen = {}
    for name in dir(module):
        f = getattr(module, name)
        if callable(f) and not name.startswith("_") and name != "neutral":
            seen.setdefault(id(f), (f.__name__, f))
    return sorted(seen.values())


def arguments(module, f, rng, rows=None):
    """Random arguments for `f`, from its signature; each frame and both axes in turn."""
    params = list(inspect.signature(f).parameters)
    arrays = []
    for p in params:
        if p in ("q", "q0", "q1"):
            arrays.append(configuration(module, rng, rows))
        elif p in ("v", "a", "tau"):
            arrays.append(tangent(module, rng, rows))
    extras = [()]
    if "frame" in params:
        extras = [(frame,) for frame in module.frame_names]
    if "active" in params:
        # Every subset of the contacts as a mask, and one as names.
        n = len(module.contact_names)
        masks = [[bool(k >> i & 1) for i in range(n)] for k in range(2**n)]
        masks.append(module.contact_names[1:3])
        extras = [e + (m,) for e in extras for m in masks]
    if "restitution" in params:
        extras = [e + (r,) for e in extras for r in (0.0, 0.5)]
    if "reference_frame" in params:
        extras = [e + (r,) for e in extras for r in ("LOCAL", "LOCAL_WORLD_ALIGNED")]
    return [tuple(arrays) + e for e in extras]


def off(a, b):
    """max |a - b| / (1 + max |b|)."""
    return np.max(np.abs(a - b)) / (1.0 + np.max(np.abs(b)))


def test_every_function_matches_the_reference(robot):
    module, reference = robot
    rng = np.random.default_rng(7)
    names = [name for name, _ in functions(module)]
    assert {"crba", "rnea", "aba", "computeABADerivatives", "computeRNEADerivatives",
            "integrate", "difference", "linearize", "framePlacement",
            "computeFrameJacobian", "centerOfMass", "jacobianCenterOfMass"} <= set(names)
    if module.floating:
        assert "computeCentroidalMap" in names
    if module.contact_names:
        assert {"constraintDynamics", "computeConstraintDynamicsDerivatives", "impulseDynamics",
                "computeImpulseDynamicsDerivatives"} <= set(names)
    for name, f in functions(module):
        g = getattr(reference, name)
        for _ in range(2 if "active" in inspect.signature(f).parameters else 5):
            for args in arguments(module, f, rng):
                mine, theirs = f(*args), g(*args)
                if not isinstance(mine, tuple):
                    mine, theirs = (mine,), (theirs,)
                for m, t in zip(mine, theirs):
                    assert m.shape == t.shape, name
                    assert off(m, t) <= 1e-12, (name, args[len(args) - 1:], off(m, t))


def test_a_batch_is_its_rows_to_the_bit(robot):
    module, _ = robot
    rng = np.random.default_rng(11)
    # 9 rows: two chunks of four lanes and one row alone; 300: across threads as well.
    for rows in (9, 300):
        for name, f in functions(module):
            for args in arguments(module, f, rng, rows)[:2]:
                batch = f(*args)
                batch = batch if isinstance(batch, tuple) else (batch,)
                for k in range(0, rows, max(1, rows // 12)):
                    row_args = tuple(a[k] if isinstance(a, np.ndarray) else a for a in args)
                    single = f(*row_args)
                    single = single if isinstance(single, tuple) else (single,)
                    for b, s in zip(batch, single):
                        assert b.shape[1:] == s.shape, name
                        assert np.array_equal(b[k], s), (name, rows, k)


def test_float32_in_float32_out(robot):
    module, _ = robot
    rng = np.random.default_rng(3)
    q = configuration(module, rng, 5)
    v, tau = tangent(module, rng, 5), tangent(module, rng, 5)
    a32 = module.aba(q.astype(np.float32), v.astype(np.float32), tau.astype(np.float32))
    assert a32.dtype == np.float32 and a32.shape == (5, module.nv)
    # Evaluated in double precision from the float32 values, then rounded.
    a64 = module.aba(q.astype(np.float32).astype(np.float64),
                     v.astype(np.float32).astype(np.float64),
                     tau.astype(np.float32).astype(np.float64))
    assert np.array_equal(a32, a64.astype(np.float32))


def test_non_contiguous_arrays(robot):
    module, _ = robot
    rng = np.random.default_rng(5)
    q = configuration(module, rng, 8)
    v, tau = tangent(module, rng, 8), tangent(module, rng, 8)
    wide = np.zeros((16, module.nv))
    wide[::2] = v
    assert np.array_equal(module.aba(q, wide[::2], tau), module.aba(q, v, tau))
    assert np.array_equal(module.crba(np.asfortranarray(q)), module.crba(q))


def test_bad_inputs_raise_value_errors(robot):
    module, _ = robot
    rng = np.random.default_rng(1)
    q, v, tau = configuration(module, rng), tangent(module, rng), tangent(module, rng)
    with pytest.raises(ValueError, match="shape"):
        module.aba(q[:-1], v, tau)
    with pytest.raises(ValueError, match="shape"):
        module.aba(q.reshape(1, 1, -1), v, tau)
    with pytest.raises(ValueError, match="dtype"):
        module.aba(np.zeros(module.nq, dtype=np.int64), v, tau)
    with pytest.raises(ValueError, match="dtype"):
        module.aba(["a"] * module.nq, v, tau)
    bad = v.copy()
    bad[2] = np.nan
    with pytest.raises(ValueError, match=r"`v\[2\]` is NaN"):
        module.aba(q, bad, tau)
    batch = np.tile(tau, (6, 1))
    batch[4, 0] = np.inf
    with pytest.raises(ValueError, match="state 4"):
        module.aba(np.tile(q, (6, 1)), np.tile(v, (6, 1)), batch)
    with pytest.raises(ValueError, match="one state"):
        module.aba(np.tile(q, (2, 1)), v, tau)
    with pytest.raises(ValueError, match="same length|batch"):
        module.aba(np.tile(q, (2, 1)), np.tile(v, (3, 1)), np.tile(tau, (2, 1)))
    with pytest.raises(ValueError, match="no frame"):
        module.computeFrameJacobian(q, "no_such_frame")
    with pytest.raises(ValueError, match="out of range"):
        module.framePlacement(q, len(module.frame_names))
    with pytest.raises(ValueError, match="WORLD"):
        module.computeFrameJacobian(q, module.frame_names[0], "WORLD")
    with pytest.raises(TypeError, match="missing"):
        module.aba(q, v)
    with pytest.raises(TypeError, match="no argument"):
        module.aba(q, v, tau, dt=1.0)
    if module.floating:
        unnormalised = q.copy()
        unnormalised[3:7] *= 2.0
        with pytest.raises(ValueError, match="has norm"):
            module.crba(unnormalised)
        with pytest.raises(ValueError, match="q1"):
            module.difference(q, unnormalised)
    if module.contact_names:
        with pytest.raises(ValueError, match="not a contact"):
            module.constraintDynamics(q, v, tau, ["NO_FOOT"])
        with pytest.raises(ValueError, match="one boolean per contact"):
            module.constraintDynamics(q, v, tau, [True, False])
        with pytest.raises(ValueError, match=r"\[0, 1\]"):
            module.impulseDynamics(q, v, None, 1.5)
        a, forces = module.constraintDynamics(q, v, tau, [])
        assert np.array_equal(forces, np.zeros(module.nc))
        assert off(a, module.aba(q, v, tau)) < 1e-12


def test_keywords_and_aliases(robot):
    module, _ = robot
    rng = np.random.default_rng(2)
    q, v, tau = configuration(module, rng), tangent(module, rng), tangent(module, rng)
    a = module.aba(q, v, tau)
    assert np.array_equal(module.forward_dynamics(q=q, v=v, tau=tau), a)
    assert module.forward_dynamics is module.aba
    frame = module.frame_names[-1]
    assert np.array_equal(
        module.frame_jacobian(q, frame=frame, reference_frame="LOCAL"),
        module.computeFrameJacobian(q, frame),
    )


def test_rnea_inverts_aba_and_integrate_inverts_difference(robot):
    module, _ = robot
    rng = np.random.default_rng(9)
    q, v, tau = configuration(module, rng, 4), tangent(module, rng, 4), tangent(module, rng, 4)
    assert off(module.rnea(q, v, module.aba(q, v, tau)), tau) < 1e-10
    q1 = module.integrate(q, 0.3 * v)
    assert off(module.difference(q, q1), 0.3 * v) < 1e-12


def test_the_type_stubs_name_every_function(robot):
    """The stubs `chaindyn python` wrote (installed as the package's `__init__.pyi`) declare
    exactly the module's functions and attributes (maturin's package also holds the extension
    under the module's own name)."""
    import ast
    import importlib.util

    module, _ = robot
    spec = importlib.util.find_spec(module.__name__)
    folder = list(spec.submodule_search_locations)[0]
    with open(os.path.join(folder, "__init__.pyi")) as f:
        tree = ast.parse(f.read())
    declared = {n.name for n in tree.body if isinstance(n, ast.FunctionDef)}
    declared |= {n.target.id for n in tree.body if isinstance(n, ast.AnnAssign)}
    public = {n for n in dir(module) if not n.startswith("_") and n != module.__name__}
    assert declared == public
