#!/usr/bin/env python3
"""Helpers of scripts/cppadcg/run.sh (chaindyn's generated code vs Pinocchio + CppADCodeGen).

    cppadcg.py urdfs DIR                  the five URDFs Pinocchio loads, written to DIR
    cppadcg.py states DIR OUT             fixed random states (seed 2026) of the five models
    cppadcg.py verify STATES CHAINDYN CG  compare chaindyn's and the CppADCG code's outputs with
                                          Pinocchio's Python bindings (exit 1 above 1e-9)
    cppadcg.py table TSV...               markdown table of the timing runs (median over runs)

The five models (chaindyn struct, prepared file, URDF for Pinocchio, gravity):

* dp        `UrdfDoublePendulum`  tests/robots/double_pendulum.urdf   [0, -9.81, 0]
* pendubot  `UrdfPendubot`        tests/robots/pendubot.urdf          [0, -9.81, 0]
* planar7   `Planar7`             scripts/cppadcg/urdf/planar7.urdf   [0, -9.81, 0]
* planar10  `Planar10`            scripts/cppadcg/urdf/planar10.urdf  [0, -9.81, 0]
* panda     `Panda`               tests/robots/panda.urdf             [0, 0, -9.81]

The repository's URDFs are rewritten for Pinocchio: (1) `continuous` joints become `revolute`
with wide limits: Pinocchio maps `continuous` to `JointModelRevoluteUnbounded` (nq = 2, the
configuration is (cos q, sin q)), which would hand the generated code its trigonometry; chaindyn
takes the angle; (2) the Panda is pruned as chaindyn reads it (`base = "panda_link0"`, `tip =
"panda_hand"`): panda_link0 is the root, the fingers (prismatic, outside the chain) are removed;
Pinocchio merges the fixed joints (flange, hand, tcp) into link 7 as chaindyn does.
"""

import json
import statistics
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from pinocchio_regressor_check import pruned_urdf  # noqa: E402  (scripts/, the URDF pruning)

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
TOL = 1e-9
NSTATES = 16
SEED = 2026

# key, chaindyn struct, n, URDF source, base link, movable joints left out, gravity
MODELS = [
    ("dp", "UrdfDoublePendulum", 2, REPO / "tests/robots/double_pendulum.urdf", "base", [],
     [0.0, -9.81, 0.0]),
    ("pendubot", "UrdfPendubot", 2, REPO / "tests/robots/pendubot.urdf", "base", [],
     [0.0, -9.81, 0.0]),
    ("planar7", "Planar7", 7, HERE / "urdf/planar7.urdf", "base", [], [0.0, -9.81, 0.0]),
    ("planar10", "Planar10", 10, HERE / "urdf/planar10.urdf", "base", [], [0.0, -9.81, 0.0]),
    ("panda", "Panda", 7, REPO / "tests/robots/panda.urdf", "panda_link0",
     ["panda_finger_joint1", "panda_finger_joint2"], [0.0, 0.0, -9.81]),
]
LABELS = {"dp": "double pendulum (URDF)", "pendubot": "Pendubot (URDF)",
          "planar7": "Planar7", "planar10": "Planar10", "panda": "Panda (URDF)"}


def pinocchio_urdf(path, base, ignored_joints):
    """The URDF text with `base` as its root, the subtrees of `ignored_joints` removed and
    `continuous` joints made `revolute` (limits +-1000, irrelevant to the dynamics)."""
    robot = ET.fromstring(pruned_urdf(path, base, ignored_joints))
    for j in robot.findall("joint"):
        if j.get("type") == "continuous":
            j.set("type", "revolute")
            for lim in j.findall("limit"):
                j.remove(lim)
            ET.SubElement(j, "limit", lower="-1000", upper="1000", velocity="1000",
                          effort="1000")
    return ET.tostring(robot, encoding="unicode")


def urdfs(outdir):
    out = Path(outdir)
    out.mkdir(parents=True, exist_ok=True)
    for key, _, _, src, base, ignored, _ in MODELS:
        (out / f"{key}.urdf").write_text(pinocchio_urdf(src, base, ignored))


def states(urdf_dir, out_path):
    """Per model: a header `model KEY N URDF GX GY GZ NSTATES`, then per state four lines:
    q, v, a (for inverse dynamics), tau (for forward dynamics and the linearization)."""
    rng = np.random.default_rng(SEED)
    lines = []
    for key, _, n, _, _, _, g in MODELS:
        urdf = Path(urdf_dir).resolve() / f"{key}.urdf"
        lines.append(f"model {key} {n} {urdf} {g[0]!r} {g[1]!r} {g[2]!r} {NSTATES}")
        tau_scale = 20.0 if key == "panda" else 5.0
        for _ in range(NSTATES):
            q = rng.uniform(-np.pi, np.pi, n)
            v = rng.uniform(-2.0, 2.0, n)
            a = rng.uniform(-5.0, 5.0, n)
            tau = rng.uniform(-tau_scale, tau_scale, n)
            for x in (q, v, a, tau):
                lines.append(" ".join(repr(float(t)) for t in x))
    Path(out_path).write_text("\n".join(lines) + "\n")


def read_states(path):
    models, tok = {}, Path(path).read_text().split("\n")
    i = 0
    while i < len(tok):
        if not tok[i].startswith("model "):
            i += 1
            continue
        h = tok[i].split()
        key, n, urdf, g, ns = h[1], int(h[2]), h[3], [float(x) for x in h[4:7]], int(h[7])
        st = []
        for s in range(ns):
            rows = [np.array([float(x) for x in tok[i + 1 + 4 * s + k].split()]) for k in range(4)]
            st.append(dict(zip(["q", "v", "a", "tau"], rows)))
        models[key] = dict(n=n, urdf=urdf, gravity=g, states=st)
        i += 1 + 4 * ns
    return models


def verify(states_path, chaindyn_path, cg_path):
    import pinocchio as pin

    models = read_states(states_path)
    sides = {"chaindyn": json.loads(Path(chaindyn_path).read_text()),
             "CppADCG": json.loads(Path(cg_path).read_text())}
    ok = True
    for key, m in models.items():
        model = pin.buildModelFromUrdf(m["urdf"])
        model.gravity = pin.Motion(np.array(m["gravity"]), np.zeros(3))
        data = model.createData()
        n = m["n"]
        assert model.nq == model.nv == n == model.njoints - 1, (key, model.nq, model.nv)
        worst = {}
        for s, st in enumerate(m["states"]):
            q, v, a, tau = st["q"], st["v"], st["a"], st["tau"]
            M = pin.crba(model, data, q)
            M = np.triu(M) + np.triu(M, 1).T
            rnea = pin.rnea(model, data, q, v, a)
            aba = pin.aba(model, data, q, v, tau)
            pin.computeABADerivatives(model, data, q, v, tau)
            minv = np.array(data.Minv)
            minv = np.triu(minv) + np.triu(minv, 1).T
            ref = {"M": M, "rnea": rnea, "aba": aba, "lin_qdd": np.array(data.ddq),
                   "lin_dq": np.array(data.ddq_dq), "lin_dv": np.array(data.ddq_dv),
                   "lin_minv": minv}
            for side, dump in sides.items():
                got = dump[key][s]
                for k, want in ref.items():
                    g = np.array(got[k], dtype=float).reshape(np.shape(want))
                    d = float(np.max(np.abs(g - want)))
                    scale = max(1.0, float(np.max(np.abs(want))))
                    w = worst.setdefault((side, k), [0.0, 0.0])
                    w[0] = max(w[0], d)
                    w[1] = max(w[1], d / scale)
        print(f"{key}: n = {n}, {len(m['states'])} states, "
              f"max |x - Pinocchio| (relative to max(1, |Pinocchio|))")
        for side in sides:
            cells = []
            for k in ["M", "rnea", "aba", "lin_qdd", "lin_dq", "lin_dv", "lin_minv"]:
                d, r = worst[(side, k)]
                ok &= r <= TOL
                cells.append(f"{k} {d:.1e}{'' if r <= TOL else ' BAD'}")
            print(f"  {side:<9} " + ", ".join(cells))
    print("verify: " + ("all within 1e-9" if ok else "DIFFERENCES ABOVE 1e-9"))
    return ok


QUANTITIES = [("M", "M(q)"), ("rnea", "inverse dynamics"), ("aba", "forward dynamics"),
              ("lin", "linearize")]


def fmt(ns):
    return f"{ns:.0f}" if ns >= 100 else f"{ns:.1f}"


def table(paths):
    """TSV lines `side model quantity cpu_ns wall_ns` from each run; the median over the runs of
    the thread CPU time per call (the wall-clock time is summarised as its ratio to it)."""
    runs, wall_ratio = {}, []
    for p in paths:
        for line in Path(p).read_text().splitlines():
            if not line.strip() or line.startswith("#"):
                continue
            side, key, qty, cpu, wall = line.split("\t")
            runs.setdefault((side, key, qty), []).append(float(cpu))
            wall_ratio.append(float(wall) / float(cpu))
    nruns = max(len(v) for v in runs.values())
    print(f"ns per call (thread CPU time): median over {nruns} runs of each run's median of 15 "
          "batches of ~20 ms; ratio = chaindyn / CppADCG (< 1: chaindyn faster).\n")
    head = "| model | n |" + "".join(f" {lab}: chaindyn / CppADCG (ratio) |" for _, lab in QUANTITIES)
    print(head)
    print("|---|---|" + "---|" * len(QUANTITIES))
    for key, _, n, *_ in MODELS:
        cells = []
        for q, _ in QUANTITIES:
            c = statistics.median(runs[("chaindyn", key, q)])
            g = statistics.median(runs[("cppadcg", key, q)])
            cells.append(f" {fmt(c)} / {fmt(g)} ({c / g:.2f}) |")
        print(f"| {LABELS[key]} | {n} |" + "".join(cells))
    wall_ratio.sort()
    print(f"\nWall-clock / CPU time per measurement: median {statistics.median(wall_ratio):.3f}, "
          f"max {wall_ratio[-1]:.3f} (1.0: never descheduled).")
    print("\nPer run (chaindyn / CppADCG ns, CPU time):")
    for key, *_ in MODELS:
        parts = []
        for q, _ in QUANTITIES:
            c = runs[("chaindyn", key, q)]
            g = runs[("cppadcg", key, q)]
            parts.append(f"{q} " + " ".join(f"{fmt(x)}/{fmt(y)}" for x, y in zip(c, g)))
        print(f"- {key}: " + "; ".join(parts))


def main(argv):
    if len(argv) < 2 or argv[1] in ("-h", "--help"):
        print(__doc__)
        return 0
    cmd, args = argv[1], argv[2:]
    if cmd == "urdfs":
        urdfs(*args)
    elif cmd == "states":
        states(*args)
    elif cmd == "verify":
        return 0 if verify(*args) else 1
    elif cmd == "table":
        table(args)
    else:
        print(f"unknown command {cmd}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
