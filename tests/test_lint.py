"""The linter's rules hold over the whole tree (pyproject.toml [tool.ruff]): syntax errors,
undefined names, unused imports and over-long lines fail the suite, and so does code the
formatter would change; and the type checker's, strict, over sim_runner and evaluator
([tool.mypy]). `make lint` runs them alone (`make format` formats the tree)."""

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def tool(name: str) -> str:
    found = shutil.which(name, path=str(Path(sys.executable).parent)) or shutil.which(name)
    if found is None:
        pytest.fail(f"{name} is not installed: `make venv` installs the test extras (pyproject.toml)")
    return found


def test_ruff_finds_nothing():
    done = subprocess.run([tool("ruff"), "check", "--no-cache", "."], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr


def test_code_is_formatted():
    done = subprocess.run([tool("ruff"), "format", "--check", "--no-cache", "."], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, "run `make format`:\n" + done.stdout + done.stderr


def test_mypy_finds_nothing():
    # No cache written into the tree (/dev/null: mypy's documented way to keep none).
    done = subprocess.run([tool("mypy"), "--cache-dir=/dev/null"], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
