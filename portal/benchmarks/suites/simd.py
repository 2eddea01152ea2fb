"""SIMD suites (simd-sse, simd-avx): SimdBench-shaped tasks written by us, in one shared folder
`simd-tasks/<task-id>/` (README.md), each made into an SSE and an AVX task. Django-free."""

from dataclasses import dataclass, field
from pathlib import Path

from evaluator import simd_tasks
from evaluator.sample import SimdSpeed
from evaluator.simd_tasks import SimdTask
from sim_runner import Verdict
from portal.benchmarks.suites import SUITES, SuiteError, read_meta

KINDS = ("elementwise", "reduction", "masked", "gather-shuffle", "string", "2d")
EXPERTS = {"SSE": "expert_sse.cpp", "AVX": "expert_avx.cpp"}
MIN_SPEEDUP = 1.5


@dataclass(frozen=True)
class SimdSuiteTask:
    task: SimdTask
    title: str
    split: str
    kind: str
    expert_code: str
    folder: Path


def load_task(folder: Path, intrinsic: str) -> SimdSuiteTask:
    name = folder.name
    meta = read_meta(
        folder,
        "task.toml",
        ("scalar.cpp", "correctness.cpp", "performance.cpp", EXPERTS[intrinsic]),
        ("description", "signature", "entrypoint_scalar", "entrypoint_simd"),
        KINDS,
    )
    if meta["entrypoint_simd"] not in meta["signature"]:
        raise SuiteError(f"{name}: the signature does not declare {meta['entrypoint_simd']}")
    task = SimdTask(
        task_id=f"{name}-{intrinsic.lower()}",
        intrinsic=intrinsic,
        prompt=simd_tasks.build_prompt(intrinsic, meta["description"], meta["signature"]),
        solution_scalar=(folder / "scalar.cpp").read_text(),
        test_correctness=(folder / "correctness.cpp").read_text(),
        test_performance=(folder / "performance.cpp").read_text(),
        entrypoint_scalar=meta["entrypoint_scalar"],
        entrypoint_simd=meta["entrypoint_simd"],
    )
    return SimdSuiteTask(task, meta["title"], meta["split"], meta["kind"], (folder / EXPERTS[intrinsic]).read_text(), folder)


def load_tasks(intrinsic: str, root: Path | None = None) -> list[SimdSuiteTask]:
    folder = (root or SUITES) / "simd-tasks"
    return [load_task(sub, intrinsic) for sub in sorted(folder.iterdir()) if sub.is_dir() and not sub.name.startswith((".", "_"))]


@dataclass
class TaskCheck:
    task_id: str
    split: str = ""
    speedup: float | None = None
    problems: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.problems


def check_task(item: SimdSuiteTask, sandbox: str = "auto") -> TaskCheck:
    """The expert passes, uses intrinsics, and beats the scalar reference by MIN_SPEEDUP; the
    scalar reference offered as the SIMD function is rejected by the no-intrinsic rule."""
    task = item.task
    result = TaskCheck(task.task_id, item.split)
    sample = simd_tasks.evaluate_sample(task, item.expert_code, sandbox=sandbox, cache_dir=None)
    if sample.verdict != Verdict.PASS:
        failing = [f"{t.name}: {t.verdict.value} {t.detail[:150]}" for t in sample.tests if t.verdict != Verdict.PASS]
        message = sample.compile.message[:300] if not sample.compile.ok else "; ".join(failing[:3])
        result.problems.append(f"expert fails at {sample.stage.value if sample.stage else None}: {message}")
        return result
    speed = sample.simd or SimdSpeed()
    result.speedup = speed.speedup
    if result.speedup is None or result.speedup < MIN_SPEEDUP:
        result.problems.append(f"expert speedup {result.speedup or 0:.2f}x over scalar (need {MIN_SPEEDUP}x; per size {dict(speed.sizes)})")
    scalar_as_simd = task.solution_scalar.replace(task.entrypoint_scalar, task.entrypoint_simd)
    rejected = simd_tasks.evaluate_sample(task, scalar_as_simd, sandbox=sandbox, cache_dir=None)
    if rejected.verdict != Verdict.NO_INTRINSICS:
        result.problems.append(
            f"the scalar code offered as the SIMD function is not rejected ({rejected.verdict.value}): does the task compile without intrinsics?"
        )
    return result


def format_row(check: TaskCheck) -> str:
    speed = f"{check.speedup:.2f}x" if check.speedup else "-"
    return f"{check.task_id:32} {check.split:8} {speed:>8}  {'ok' if check.ok else 'FAIL: ' + ' | '.join(check.problems)}"
