"""The layers import downwards only: sim_runner knows neither the evaluator nor the portal, and
the evaluator's pipeline, metrics and SIMD tasks do not load the portal (its pipeline not even Django),
so they run and test without it."""

import subprocess
import sys

import pytest

ROOT = __import__("pathlib").Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(
    "module,forbidden",
    [
        ("sim_runner", ("evaluator", "portal")),
        ("evaluator.pipeline", ("portal", "django", "channels")),
        ("evaluator.metrics", ("portal",)),
        ("evaluator.simd_tasks", ("portal",)),
    ],
)
def test_module_loads_nothing_above_it(module, forbidden):
    script = f"import sys, {module}; print(sorted(m for m in sys.modules if m.split('.')[0] in {forbidden!r} or m == 'portal.settings'))"
    loaded = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, cwd=ROOT, env={"PATH": "/usr/bin:/bin"}, timeout=120)
    assert loaded.returncode == 0, loaded.stderr[-2000:]
    assert loaded.stdout.strip() == "[]", f"{module} loads {loaded.stdout.strip()}"


# The portal's apps depend one way: accounts, then benchmarks, then submissions, then rewards, then
# operations, the web pages and the API. Read from the source (imports inside functions included);
# an app's admin.py is a page kept beside its models (Django's convention), on the top layer.
APPS_BELOW = {"accounts": set(), "benchmarks": {"accounts"}, "submissions": {"accounts", "benchmarks"}, "rewards": {"accounts", "benchmarks", "submissions"}}
PORTAL_APPS = {"accounts", "benchmarks", "submissions", "rewards", "web", "api", "ops"}


def portal_imports(app: str) -> dict[str, set[str]]:
    """{file: the portal apps it imports}, for every module of portal/<app> but its migrations and admin."""
    import ast

    found = {}
    for path in sorted((ROOT / "portal" / app).rglob("*.py")):
        if "migrations" in path.parts or path.name == "admin.py":
            continue
        names = set()
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                names.add(node.module)
            elif isinstance(node, ast.Import):
                names.update(alias.name for alias in node.names)
        apps = {name.split(".")[1] for name in names if name.startswith("portal.") and name.count(".") >= 1}
        found[str(path.relative_to(ROOT))] = apps & PORTAL_APPS - {app}
    return found


@pytest.mark.parametrize("app", sorted(APPS_BELOW))
def test_an_app_imports_no_app_above_it(app):
    wrong = {path: sorted(apps - APPS_BELOW[app]) for path, apps in portal_imports(app).items() if apps - APPS_BELOW[app]}
    assert wrong == {}, f"portal/{app} imports apps above it: {wrong}"
