"""SimdBench-shaped tasks: program assembly, the three judging steps in the real sandbox, and
a submission of SimdBench model outputs through the pipeline to fast1/P50/Corr."""

import json
from pathlib import Path

import pytest

from evaluator import pipeline, simd_tasks
from portal.benchmarks.importers import import_simdbench
from portal.benchmarks.services import load_suite_benchmark
from portal.submissions import services
from portal.submissions.evaluation_store import OrmEvaluationStore
from portal.submissions.models import GenerationResult, Submission

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "suites"
SIMDBENCH = Path(__file__).resolve().parents[2].parent / "shared" / "fixtures" / "simdbench" / "simdbench_sample.jsonl"

SSE_SUM = """float sum_of_squares_simd(const float *values, size_t length) {
    __m128 acc = _mm_setzero_ps();
    size_t i = 0;
    for (; i + 4 <= length; i += 4) { __m128 v = _mm_loadu_ps(values + i); acc = _mm_add_ps(acc, _mm_mul_ps(v, v)); }
    float lanes[4]; _mm_storeu_ps(lanes, acc);
    float sum = (lanes[0] + lanes[1]) + (lanes[2] + lanes[3]);
    for (; i < length; i++) sum += values[i] * values[i];
    return sum;
}"""
PLAIN_SUM = """float sum_of_squares_simd(const float *values, size_t length) {
    float s = 0; for (size_t i = 0; i < length; i++) s += values[i] * values[i]; return s; }"""
WRONG_SUM = SSE_SUM.replace("acc = _mm_add_ps(acc, _mm_mul_ps(v, v));", "acc = _mm_add_ps(acc, v);")


@pytest.fixture
def task():
    from portal.benchmarks.suites import simd

    return simd.load_task(FIXTURES / "simd-tasks" / "sum-of-squares", "SSE").task


def test_code_is_taken_from_the_fenced_block_naming_the_entry_point(task):
    completion = f"Here:\n```python\nprint(1)\n```\nand\n```cpp\n{SSE_SUM}\n```\nDone."
    assert simd_tasks.extract_code(task, completion).strip() == SSE_SUM.strip()
    assert simd_tasks.extract_code(task, SSE_SUM) == SSE_SUM  # no fence: the whole completion


def test_prompt_has_simdbench_shape(task):
    assert task.prompt.startswith("#include <xmmintrin.h>")
    assert task.prompt.rstrip().endswith("float sum_of_squares_simd(const float *values, size_t length) {\n}")
    assert "SSE/SSE2" in task.prompt


def test_three_steps_in_the_sandbox(task, require_docker):
    fast = simd_tasks.evaluate_sample(task, SSE_SUM, sandbox="docker", cache_dir=None)
    assert (fast.verdict, fast.passed, fast.total) == ("pass", 7, 7)
    assert fast.simd.speedup > 1.2 and set(fast.simd.sizes) == {"0", "mid", "-1"}
    plain = simd_tasks.evaluate_sample(task, PLAIN_SUM, sandbox="docker", cache_dir=None)
    assert plain.verdict == "no_intrinsics" and plain.simd.speedup is None
    wrong = simd_tasks.evaluate_sample(task, WRONG_SUM, sandbox="docker", cache_dir=None)
    assert wrong.verdict == "wrong_answer" and wrong.stage == "correctness"


@pytest.mark.django_db
def test_simd_submission_through_the_pipeline(django_user_model, require_docker):
    benchmark, _ = load_suite_benchmark("simd-mini", root=FIXTURES)
    assert benchmark.task_format == "simdbench" and benchmark.profile == "sse4"
    rows = [{"task_id": "sum-of-squares", "completion": f"```cpp\n{code}\n```"} for code in (SSE_SUM, PLAIN_SUM)]
    owner = django_user_model.objects.create_user("alice")
    submission = services.create_submission(owner=owner, benchmark=benchmark, model_name="m", data="\n".join(map(json.dumps, rows)).encode())
    store = OrmEvaluationStore()
    for generation_id in pipeline.start_submission(store, submission.pk):
        pipeline.evaluate_generation(store, generation_id, sandbox="docker")
    submission.refresh_from_db()
    assert submission.status == Submission.Status.FINISHED
    metrics = submission.metrics
    # Two samples of one task: one correct and faster, one rejected (no intrinsics).
    assert metrics["corr"] == 50.0 and metrics["fast1"] == 50.0 and metrics["pass@1"] == 50.0
    assert metrics["fast1_ci"] == [50.0, 50.0]  # one task: every resample is that task
    # Speedups over all samples: [s, 0] (a failure counts 0): P50 = s/2, P75 = 3s/4, with s > 1.
    assert metrics["p75"] > 0.75
    assert metrics["p50"] == pytest.approx(metrics["p75"] * 2 / 3, rel=1e-6)
    verdicts = sorted(GenerationResult.objects.filter(generation__submission=submission).values_list("verdict", flat=True))
    assert verdicts == ["no_intrinsics", "pass"]


@pytest.mark.django_db
@pytest.mark.skipif(not SIMDBENCH.is_file(), reason="../shared/fixtures/simdbench is absent (fixtures from SimdBench)")
def test_import_real_simdbench_records_and_judge_one(require_docker):
    result = import_simdbench(SIMDBENCH, intrinsic="SSE", slug="simdbench-sse")
    assert result.created == 2
    assert import_simdbench(SIMDBENCH, intrinsic="SSE", slug="simdbench-sse").updated == 2  # idempotent
    problem = result.benchmark.problems.get(problem_id="SimdBench_0_SSE")
    task = simd_tasks.SimdTask.from_harness(problem.problem_id, problem.harness)
    completion = """void conditional_move_simd(const int64_t *src, int64_t *dst, const bool *mask, size_t length) {
    size_t i = 0;
    for (; i + 2 <= length; i += 2) {
        __m128i m = _mm_set_epi64x(mask[i + 1] ? -1 : 0, mask[i] ? -1 : 0);
        __m128i s = _mm_loadu_si128((const __m128i *)(src + i)), d = _mm_loadu_si128((const __m128i *)(dst + i));
        _mm_storeu_si128((__m128i *)(dst + i), _mm_or_si128(_mm_and_si128(m, s), _mm_andnot_si128(m, d)));
    }
    for (; i < length; i++) if (mask[i]) dst[i] = src[i];
}"""
    profile = result.benchmark.profile  # SimdBench's toolchain for the track, as the pipeline passes it
    report = simd_tasks.evaluate_sample(task, completion, profile=profile, sandbox="docker", cache_dir=None)
    assert report.verdict == "pass", report.tests
    assert report.simd.speedup is not None
    assert report.versions["toolchain"] == "clang++-19 -std=c++17 -O3 -static -msse -msse2"
    # An SSE4.1 intrinsic: SimdBench's SSE track (-msse -msse2) cannot compile it, nor can we.
    sse41 = completion.replace("_mm_or_si128(_mm_and_si128(m, s), _mm_andnot_si128(m, d))", "_mm_blendv_epi8(d, s, m)")
    refused = simd_tasks.evaluate_sample(task, sse41, profile=profile, sandbox="docker", cache_dir=None)
    assert refused.verdict == "compile_error", refused.tests
    assert "requires target feature 'sse4.1'" in refused.compile.message
