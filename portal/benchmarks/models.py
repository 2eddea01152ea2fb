"""Benchmarks, their problems and the (mostly hidden) tests programs are judged on."""

from django.db import models


class Benchmark(models.Model):
    class TaskFormat(models.TextChoices):
        PROGRAM = "program", "whole program on stdin/stdout tests"
        SIMDBENCH = "simdbench", "SIMD function in SimdBench's correctness and performance programs"

    slug = models.SlugField(unique=True)
    name = models.CharField(max_length=200)
    description = models.TextField(blank=True)
    # The ISA profile programs are compiled for and the backend that measures them; results of
    # different profiles/backends are never ranked together.
    profile = models.CharField(max_length=32, default="scalar")
    backend = models.CharField(max_length=32, default="native")
    primary_metric = models.CharField(max_length=32, default="correct")
    task_format = models.CharField(max_length=16, choices=TaskFormat.choices, default=TaskFormat.PROGRAM)
    version = models.CharField(max_length=32, default="1")
    # Built-in suites: a hash of the suite's folder when it was last loaded (re-loads skip an
    # unchanged suite); empty for benchmarks made otherwise.
    content_hash = models.CharField(max_length=64, blank=True)
    changelog = models.JSONField(default=list, blank=True)  # one line per version, newest last
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["slug"]

    def __str__(self):
        return self.slug


class Problem(models.Model):
    class Split(models.TextChoices):
        HELDOUT = "heldout", "held out"  # statement and baseline public; tests hidden
        DEV = "dev", "dev"  # tests public too

    benchmark = models.ForeignKey(Benchmark, on_delete=models.CASCADE, related_name="problems")
    problem_id = models.CharField(max_length=100)
    title = models.CharField(max_length=200)
    statement = models.TextField()
    split = models.CharField(max_length=16, choices=Split.choices, default=Split.HELDOUT)
    kind = models.CharField(max_length=32, blank=True)  # the kind of improvement it invites
    # A human expert's faster program (hidden: staff only), the reference for "beats human".
    expert_code = models.TextField(blank=True)
    expert_measurements = models.JSONField(default=dict, blank=True)
    # SimdBench-format problems: the prompt, scalar reference, correctness and performance
    # programs and entry points (evaluator.simd_tasks.SimdTask.harness()); hidden unless dev.
    harness = models.JSONField(default=dict, blank=True)
    # The slow program a model is asked to improve (PIE's src_code); public.
    baseline_code = models.TextField(blank=True)
    # The baseline measured in the benchmark's profile and backend (measure_baselines):
    # {"profile", "backend", "versions", "tests": {name: {"seconds", "energy", "ipc"}}}.
    baseline_measurements = models.JSONField(default=dict, blank=True)

    class Meta:
        ordering = ["benchmark", "problem_id"]
        constraints = [models.UniqueConstraint(fields=["benchmark", "problem_id"], name="unique_problem_per_benchmark")]

    def __str__(self):
        return f"{self.benchmark.slug}/{self.problem_id}"


class TestCase(models.Model):
    __test__ = False  # not a pytest test class, despite the name
    problem = models.ForeignKey(Problem, on_delete=models.CASCADE, related_name="tests")
    name = models.CharField(max_length=50)
    input_data = models.TextField()
    expected_output = models.TextField()
    # Hidden tests never leave the server: no page, API, log or export shows them to non-staff.
    hidden = models.BooleanField(default=True)

    class Meta:
        ordering = ["problem", "name"]
        constraints = [models.UniqueConstraint(fields=["problem", "name"], name="unique_test_name_per_problem")]

    def __str__(self):
        return f"{self.problem} #{self.name}"
