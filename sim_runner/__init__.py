"""sim_runner: compile and run untrusted C++ in a sandbox and report per-test verdicts.

Django-free. ``evaluate(source, tests, profile=..., sandbox=...)`` returns a ``Report``.
"""
from sim_runner.api import evaluate
from sim_runner.report import Limits, Report, TestCase, TestResult, Verdict
from sim_runner.sandbox import SandboxUnavailable

__all__ = ["evaluate", "Limits", "Report", "TestCase", "TestResult", "Verdict", "SandboxUnavailable"]
