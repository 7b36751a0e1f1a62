"""The Python examples of docs/python.md, run in order in one namespace (as a reader would type
them), from the repository's root (their URDF paths are relative to it)."""

import os
import re

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")


def test_the_guide_s_examples_run(monkeypatch):
    with open(os.path.join(ROOT, "docs", "python.md")) as f:
        blocks = re.findall(r"```python\n(.*?)```", f.read(), re.S)
    assert len(blocks) >= 3
    monkeypatch.chdir(ROOT)
    namespace = {}
    for block in blocks:
        exec(compile(block, "docs/python.md", "exec"), namespace)
    assert namespace["a"][2] == -9.81
