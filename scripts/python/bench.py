"""One Python call of the generated Solo12 module against Pinocchio's Python binding, and a
batch of 10,000 states against a Python loop over Pinocchio (own measurement, out of CI).

Needs `pip install pin example-robot-data` and the `solo12` wheel (`scripts/python/run.sh`).
Each case is timed as the best of five repetitions within a round (the others disturbed by the
virtual machine's neighbours), and the median of those over interleaved rounds is printed, per
state, in microseconds; both sides alike.
"""

import os
import statistics
import sys
import timeit

import numpy as np
import pinocchio as pin
import solo12

HERE = os.path.dirname(os.path.abspath(__file__))
URDF = os.path.join(HERE, "..", "..", "tests", "robots", "solo12.urdf")


def per_call(f, number):
    return min(timeit.repeat(f, number=number, repeat=5)) / number * 1e6


def main():
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 9
    model = pin.buildModelFromUrdf(URDF, pin.JointModelFreeFlyer())
    data = model.createData()
    rng = np.random.default_rng(0)
    n = 10_000
    qs = np.array([pin.randomConfiguration(model, -np.ones(model.nq), np.ones(model.nq))
                   for _ in range(n)])
    vs, taus = rng.uniform(-1, 1, (n, model.nv)), rng.uniform(-1, 1, (n, model.nv))
    q, v, tau = qs[0], vs[0], taus[0]

    def pin_loop():
        for k in range(n):
            pin.aba(model, data, qs[k], vs[k], taus[k])

    cases = {
        "aba, one call: chaindyn": lambda: per_call(lambda: solo12.aba(q, v, tau), 4_000),
        "aba, one call: Pinocchio": lambda: per_call(lambda: pin.aba(model, data, q, v, tau), 4_000),
        "computeABADerivatives, one call: chaindyn":
            lambda: per_call(lambda: solo12.computeABADerivatives(q, v, tau), 1_000),
        "computeABADerivatives, one call: Pinocchio":
            lambda: per_call(lambda: pin.computeABADerivatives(model, data, q, v, tau), 1_000),
        "aba, batch of 10,000 per state: chaindyn":
            lambda: per_call(lambda: solo12.aba(qs, vs, taus), 4) / n,
        "aba, Python loop of 10,000 per state: Pinocchio": lambda: per_call(pin_loop, 1) / n,
    }
    times = {k: [] for k in cases}
    for _ in range(rounds):
        for k, f in cases.items():
            times[k].append(f())
    med = {k: statistics.median(t) for k, t in times.items()}
    for k, t in med.items():
        print(f"{k:52s} {t:8.3f} us")
    r1 = med["aba, one call: chaindyn"] / med["aba, one call: Pinocchio"]
    r2 = (med["computeABADerivatives, one call: chaindyn"]
          / med["computeABADerivatives, one call: Pinocchio"])
    r3 = (med["aba, Python loop of 10,000 per state: Pinocchio"]
          / med["aba, batch of 10,000 per state: chaindyn"])
    print(f"one call of aba: {r1:.2f} of Pinocchio's time; of computeABADerivatives: {r2:.2f}; "
          f"the batch {r3:.1f}x faster per state than the loop")


if __name__ == "__main__":
    main()
