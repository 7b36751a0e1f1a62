"""Crocoddyl's side of the trot comparison (docs/walking.md): Solo12 from example-robot-data,
Crocoddyl's `SimpleQuadrupedalGaitProblem.createTrottingProblem` (its `quadrupedal_gaits`
example's trot: one cycle, 0.15 m steps 0.1 m high, 25 knots of 10 ms per footstep, 2 stance
knots; 55 running knots and the last impact as the terminal one), the torques within
`--effort`, solved by `SolverBoxFDDP` (or `SolverFDDP`) on one thread from the
quasi-static guess. Prints one JSON line: iterations, the solve's time, the time per iteration,
and the time of one `problem.calcDiff` and one `problem.calc` along the solution (the
dynamics, their derivatives and the costs), so that the per-iteration split compares with
chaindyn's report.

Run it in a virtual environment with `pip install crocoddyl==3.2.1 pin==4.0.0
example-robot-data`: Crocoddyl 3.2.1's wheel with Pinocchio 4.1's (what pip picks by default)
fails at random while it builds the problem (`RuntimeError: basic_string::_M_create` from
`ShootingProblem`, even for two knots), a binary mismatch between the two wheels; with
Pinocchio 4.0.0 it runs.
"""

import argparse
import json
import time

import crocoddyl
import example_robot_data
import numpy as np
import pinocchio
from crocoddyl.utils.quadruped import SimpleQuadrupedalGaitProblem

parser = argparse.ArgumentParser()
parser.add_argument("--iterations", type=int, default=100)
parser.add_argument("--solver", choices=["boxfddp", "fddp"], default="boxfddp")
parser.add_argument("--effort", type=float, default=2.7)
parser.add_argument("--repeat", type=int, default=5)
args = parser.parse_args()

solo = example_robot_data.load("solo12")
model = solo.model
q0 = model.referenceConfigurations["standing"].copy()
x0 = np.concatenate([q0, np.zeros(model.nv)])
gait = SimpleQuadrupedalGaitProblem(model, "FL_FOOT", "FR_FOOT", "HL_FOOT", "HR_FOOT")


def build():
    gait.firstStep = True
    problem = gait.createTrottingProblem(x0, 0.15, 0.1, 1e-2, 25, 2)
    problem.nthreads = 1
    for m in problem.runningModels:
        if m.nu > 0:
            m.u_lb = -args.effort * np.ones(m.nu)
            m.u_ub = args.effort * np.ones(m.nu)
    return problem


def solve(problem):
    solver = (crocoddyl.SolverBoxFDDP if args.solver == "boxfddp" else crocoddyl.SolverFDDP)(problem)
    xs = [x0] * (problem.T + 1)
    us = problem.quasiStatic([x0] * problem.T)
    start = time.process_time()
    solver.solve(xs, us, args.iterations, False)
    return solver, time.process_time() - start


results = []
for _ in range(args.repeat):
    problem = build()
    solver, seconds = solve(problem)
    xs, us = list(solver.xs), list(solver.us)
    start = time.process_time()
    n = 20
    for _ in range(n):
        problem.calcDiff(xs, us)
    calc_diff = (time.process_time() - start) / n
    start = time.process_time()
    for _ in range(n):
        problem.calc(xs, us)
    calc = (time.process_time() - start) / n
    results.append((seconds, solver.iter, calc_diff, calc, solver.cost, solver.stop))

seconds, iterations, calc_diff, calc, cost, stop = sorted(results)[len(results) // 2]
print(
    json.dumps(
        {
            "crocoddyl": crocoddyl.__version__,
            "pinocchio": pinocchio.__version__,
            "knots": problem.T,
            "iterations": iterations,
            "seconds": seconds,
            "per_iteration": seconds / max(iterations, 1),
            "calc_diff": calc_diff,
            "calc": calc,
            "cost": cost,
            "stop": stop,
            "base_x": float(solver.xs[-1][0] - x0[0]),
        }
    )
)
