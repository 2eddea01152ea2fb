"""The layers import downwards only: sim_runner knows neither the evaluator nor the portal, and
the evaluator's pipeline, metrics and SIMD tasks do not load the portal (nor Django's settings),
so they run and test without it."""
import subprocess
import sys

import pytest

ROOT = __import__("pathlib").Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("module,forbidden", [
    ("sim_runner", ("evaluator", "portal")),
    ("evaluator.pipeline", ("portal",)),
    ("evaluator.metrics", ("portal",)),
    ("evaluator.simd_tasks", ("portal",)),
])
def test_module_loads_nothing_above_it(module, forbidden):
    script = (f"import sys, {module}; "
              f"print(sorted(m for m in sys.modules if m.split('.')[0] in {forbidden!r} or m == 'portal.settings'))")
    loaded = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, cwd=ROOT,
                            env={"PATH": "/usr/bin:/bin"}, timeout=120)
    assert loaded.returncode == 0, loaded.stderr[-2000:]
    assert loaded.stdout.strip() == "[]", f"{module} loads {loaded.stdout.strip()}"
