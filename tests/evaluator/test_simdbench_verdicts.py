"""Samples judged by SimdBench's rules (issue 16): under SimdBench's toolchain (clang++-19, -msse
-msse2 for the SSE track, -mavx -mavx2 for the AVX track) a sample that uses an intrinsic its
track's flags do not enable fails to compile, as in SimdBench; SimdBench's test code
(`randint<T>()`, vectors over the type's whole range) runs; and a closed-form rewrite is compared
with a scalar reference that clang compiled to the same closed form, as SimdBench's hardware
timings compare them. Two SimdBench-shaped tasks of our own, in the real Docker sandbox."""

import pytest

from evaluator import simd_tasks
from evaluator.sample import SampleEvaluation
from evaluator.simd_tasks import SimdTask

RANGE_SUM = SimdTask(
    task_id="range_sum_SSE",
    intrinsic="SSE",
    prompt=simd_tasks.HEADERS["SSE"] + "/* The sum 1 + 2 + ... + n. Use SSE/SSE2 intrinsics. */\nuint64_t range_sum_simd(uint32_t n) {\n}",
    solution_scalar="uint64_t range_sum(uint32_t n) {\n    uint64_t s = 0;\n    for (uint64_t i = 1; i <= n; i++) s += i;\n    return s;\n}",
    test_correctness=r"""bool correctness_check(int iterations) {
    Random rng;
    for (int i = 0; i < iterations; i++) {
        uint32_t n = i % 2 ? rng.randint<uint32_t>(0, 100000) : rng.randint<uint16_t>();
        if (range_sum(n) != range_sum_simd(n)) return false;
    }
    return true;
}
int main() { printf("{ \"correctness\": %s }\n", correctness_check(ITERATIONS) ? "1" : "0"); return 0; }
""",
    test_performance="""template <uint64_t (*Func)(uint32_t)>
static void BM(benchmark::State &state) {
    const uint32_t n = state.range(0);
    for (auto _ : state) { uint64_t r = Func(n); benchmark::DoNotOptimize(r); }
}
BENCHMARK_TEMPLATE(BM, range_sum)->Name("Scalar")->Large_Args_1D;
BENCHMARK_TEMPLATE(BM, range_sum_simd)->Name("SIMD")->Large_Args_1D;
BENCHMARK_MAIN();
""",
    entrypoint_scalar="range_sum",
    entrypoint_simd="range_sum_simd",
)

# n (n + 1) / 2 with one 32 x 32 -> 64-bit multiply (SSE2); both factors fit 32 bits.
CLOSED_FORM = """uint64_t range_sum_simd(uint32_t n) {
    uint64_t a = n, b = uint64_t(n) + 1;
    if (a % 2 == 0) a /= 2; else b /= 2;
    return _mm_cvtsi128_si64(_mm_mul_epu32(_mm_cvtsi64_si128(a), _mm_cvtsi64_si128(b)));
}"""
# The same with SSE4.1's _mm_mullo_epi32 (lanes of 32 bits: right for n < 2^16 only, never run).
SSE41 = """uint64_t range_sum_simd(uint32_t n) {
    __m128i p = _mm_mullo_epi32(_mm_set1_epi32(n), _mm_set1_epi32(n + 1));
    return uint32_t(_mm_cvtsi128_si32(p)) / 2;
}"""

SCALE_ADD = SimdTask(
    task_id="scale_add_AVX",
    intrinsic="AVX",
    prompt=simd_tasks.HEADERS["AVX"] + "/* y = a x + y. Use AVX/AVX2 intrinsics. */\nvoid scale_add_simd(const float *x, float *y, float a, size_t n) {\n}",
    solution_scalar="void scale_add(const float *x, float *y, float a, size_t n) {\n    for (size_t i = 0; i < n; i++) y[i] = a * x[i] + y[i];\n}",
    test_correctness=r"""bool correctness_check(int iterations) {
    Random rng;
    for (int i = 0; i < iterations; i++) {
        size_t n = Small_Arg_1D;
        std::vector<float> x(n), y(n);
        rng.initialize_vector_with_random_values(x);
        rng.initialize_vector_with_random_values(y);
        std::vector<float> y_simd(y);
        float a = rng.uniform<float>(-2.0f, 2.0f);
        scale_add(x.data(), y.data(), a, n);
        scale_add_simd(x.data(), y_simd.data(), a, n);
        if (!allclose(y, y_simd)) return false;
    }
    return true;
}
int main() { printf("{ \"correctness\": %s }\n", correctness_check(ITERATIONS) ? "1" : "0"); return 0; }
""",
    test_performance="""template <void (*Func)(const float *, float *, float, size_t)>
static void BM(benchmark::State &state) {
    const size_t n = state.range(0);
    Random rng;
    std::vector<float> x(n), y(n);
    rng.initialize_vector_with_random_values(x);
    rng.initialize_vector_with_random_values(y);
    for (auto _ : state) { Func(x.data(), y.data(), 0.5f, n); benchmark::DoNotOptimize(y.data()); }
}
BENCHMARK_TEMPLATE(BM, scale_add)->Name("Scalar")->Medium_Args_1D;
BENCHMARK_TEMPLATE(BM, scale_add_simd)->Name("SIMD")->Medium_Args_1D;
BENCHMARK_MAIN();
""",
    entrypoint_scalar="scale_add",
    entrypoint_simd="scale_add_simd",
)


def _scale_add(body: str) -> str:
    return (
        "void scale_add_simd(const float *x, float *y, float a, size_t n) {\n    size_t i = 0;\n" + body + "    for (; i < n; i++) y[i] = a * x[i] + y[i];\n}"
    )


AVX2 = _scale_add("""    for (; i + 8 <= n; i += 8) {
        __m256 v = _mm256_add_ps(_mm256_mul_ps(_mm256_set1_ps(a), _mm256_loadu_ps(x + i)), _mm256_loadu_ps(y + i));
        _mm256_storeu_ps(y + i, v);
    }
""")
FMA = _scale_add("""    for (; i + 8 <= n; i += 8)
        _mm256_storeu_ps(y + i, _mm256_fmadd_ps(_mm256_set1_ps(a), _mm256_loadu_ps(x + i), _mm256_loadu_ps(y + i)));
""")
AVX512 = _scale_add("""    for (; i + 16 <= n; i += 16)
        _mm512_storeu_ps(y + i, _mm512_add_ps(_mm512_mul_ps(_mm512_set1_ps(a), _mm512_loadu_ps(x + i)),
                                              _mm512_loadu_ps(y + i)));
""")


def judge(task: SimdTask, code: str, profile: str | None = None) -> SampleEvaluation:
    profile = profile or simd_tasks.SIMDBENCH_PROFILES[task.intrinsic]
    return simd_tasks.evaluate_sample(task, code, profile=profile, sandbox="docker", cache_dir=None)


@pytest.mark.parametrize("code, feature", [(FMA, "fma"), (AVX512, "avx512f")])
def test_avx_track_refuses_at_compile_time_what_its_flags_do_not_enable(require_docker, code, feature):
    report = judge(SCALE_ADD, code)
    assert report.verdict == "compile_error" and report.stage == "correctness"
    assert f"requires target feature '{feature}'" in report.compile.message


def test_avx_track_passes_avx2_on_simdbench_data(require_docker):
    report = judge(SCALE_ADD, AVX2)
    assert (report.verdict, report.passed, report.total) == ("pass", 7, 7), report
    assert report.versions["toolchain"] == "clang++-19 -std=c++17 -O3 -static -mavx -mavx2"
    # clang -O3 vectorises the scalar reference's saxpy loop with AVX2 too: hand-written AVX2 is
    # about as fast as it, not eight lanes' worth faster (g++ -O3 under our suites' profile alike).
    assert 0.5 < report.simd.speedup < 2, report.simd
    # clang's builds, like g++'s, measure the same to the last bit from run to run.
    again = judge(SCALE_ADD, AVX2)
    assert [t.measurements for t in again.tests] == [t.measurements for t in report.tests]


def test_sse_track_refuses_sse41(require_docker):
    report = judge(RANGE_SUM, SSE41)
    assert report.verdict == "compile_error"
    assert "requires target feature 'sse4.1'" in report.compile.message


def test_a_closed_form_is_measured_against_clangs_closed_form(require_docker):
    """SimdBench_111's case: clang turns the scalar loop into a closed form as the sample does, so
    the speedup is the same at every size and modest (SimdBench measured 5.45x on its task; here
    clang's form takes more instructions than the sample's one multiply); g++ keeps the loop, and
    the same sample looks faster the larger n is (228x on SimdBench_111 under our g++ profile)."""
    simdbench = judge(RANGE_SUM, CLOSED_FORM)
    assert simdbench.verdict == "pass", simdbench
    ours = judge(RANGE_SUM, CLOSED_FORM, profile="sse4")
    assert ours.verdict == "pass", ours
    sizes, loop = simdbench.simd.sizes, ours.simd.sizes
    assert max(sizes.values()) / min(sizes.values()) < 1.2 and simdbench.simd.speedup < 50, sizes
    assert loop["-1"] / loop["0"] > 100, loop  # n = 2^20 against n = 2^10: the loop's cost grows with n
