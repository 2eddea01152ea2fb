"""sim_runner: compile and run untrusted C++ in a sandbox and report per-test verdicts.

Django-free. ``evaluate(source, tests, profile=..., sandbox=...)`` returns a ``Report``.
"""

from sim_runner.api import evaluate, model_identity
from sim_runner.report import Limits, Report, TestCase, TestResult, Verdict
from sim_runner.sandbox import SandboxUnavailable

__all__ = ["evaluate", "model_identity", "Limits", "Report", "TestCase", "TestResult", "Verdict", "SandboxUnavailable"]
