"""sim_runner/include/simdbench.h runs SimdBench's own test code (issue 16): small programs of ours
exercise each name and overload SimdBench's records use, compiled with the sandbox's compile
command (sim_runner.api.build_command, host compilers) and run natively; then a sample of SimdBench's
real task records, among them tasks that did not compile before, with the scalar solution
standing in for the SIMD function (bench/simdbench_harness_check.py)."""

import importlib.util
import json
import math
import shutil
import subprocess
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = ROOT.parent / "shared" / "fixtures" / "simdbench"
_spec = importlib.util.spec_from_file_location("simdbench_harness_check", ROOT / "bench" / "simdbench_harness_check.py")
harness = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(harness)

# Our own suites' toolchains (g++) and SimdBench's (clang++) per track.
TOOLCHAINS = ("sse4", "avx2", "simdbench-sse", "simdbench-avx")
# Failed to compile with the header before issue 16 (first errors: uniform(a, b) deduced, randint
# overloads, uniform<T>, random<double>, FLT_MAX, choice, randint<int>(), random_string and
# random_bool, std::map), SimdBench_35 (a typedef beside the scalar function) and SimdBench_88 (a
# parameter `std::vector<int>l`, which the stand-in once named `vectorl`).
FIXTURE_TASKS = (
    "SimdBench_8_SSE",
    "SimdBench_15_AVX",
    "SimdBench_22_SSE",
    "SimdBench_35_AVX",
    "SimdBench_38_AVX",
    "SimdBench_53_SSE",
    "SimdBench_76_AVX",
    "SimdBench_85_SSE",
    "SimdBench_88_AVX",
    "SimdBench_89_AVX",
    "SimdBench_107_SSE",
)

BEHAVIOUR = r"""
#include "simdbench.h"
#include <set>

template <typename T>
void range_of(const char *name, Random &rng, int draws) {
  static_assert(std::is_same_v<decltype(rng.randint<T>()), T>, "randint<T>() returns T");
  T low = rng.randint<T>(), high = low;
  for (int i = 1; i < draws; i++) { T v = rng.randint<T>(); low = std::min(low, v); high = std::max(high, v); }
  printf("full %s %.17g %.17g\n", name, (double)low, (double)high);
}

int main() {
  Random rng;
  range_of<uint8_t>("uint8", rng, 20000);
  range_of<int8_t>("int8", rng, 20000);
  range_of<int16_t>("int16", rng, 200000);
  range_of<uint32_t>("uint32", rng, 20000);
  range_of<int>("int", rng, 20000);
  range_of<uint64_t>("uint64", rng, 20000);
  range_of<int64_t>("int64", rng, 20000);
  static_assert(std::is_same_v<decltype(rng.randint(size_t(0), size_t(5))), size_t>, "randint(a, b) deduces T");
  static_assert(std::is_same_v<decltype(rng.uniform(-10.0f, 10.0f)), float>, "uniform(a, b) deduces T");
  static_assert(std::is_same_v<decltype(rng.normal_distribution(1.0, 0.75)), double>, "normal deduces T");
  static_assert(std::is_same_v<decltype(rng.random<float>()), float>, "random<T>() returns T");

  uint64_t one_bound_min = ~0ULL; bool one_bound_high = false;
  int swapped_low = 0, swapped_high = 0; bool swapped_in = true;
  for (int i = 0; i < 20000; i++) {
    uint64_t v = rng.randint<uint64_t>(1);
    one_bound_min = std::min(one_bound_min, v); one_bound_high |= v > (1ULL << 63);
    int s = rng.randint(5, -5);  // bounds given the wrong way round
    swapped_in &= s >= -5 && s <= 5; swapped_low += s == -5; swapped_high += s == 5;
  }
  printf("one_bound %llu %d\n", (unsigned long long)one_bound_min, (int)one_bound_high);
  printf("swapped %d %d %d\n", (int)swapped_in, swapped_low > 0, swapped_high > 0);
  printf("equal %d %d\n", rng.randint<int>(7, 7), rng.randint<int>(-10.0, -10.0));

  double ulow = 1e9, uhigh = -1e9, flow = 1e9, fhigh = -1e9, r_low = 1, r_high = 0;
  bool r_float_below_one = true;
  for (int i = 0; i < 100000; i++) {
    double u = rng.uniform<double>(); ulow = std::min(ulow, u); uhigh = std::max(uhigh, u);
    float f = rng.uniform(0.0f, 100.0f); flow = std::min<double>(flow, f); fhigh = std::max<double>(fhigh, f);
    double r = rng.random<double>(); r_low = std::min(r_low, r); r_high = std::max(r_high, r);
    r_float_below_one &= rng.random<float>() < 1.0f;
  }
  printf("uniform %.17g %.17g %.17g %.17g %g %g\n", ulow, uhigh, flow, fhigh, rng.uniform<double>(3, 3),
         rng.uniform<double>(1e308, -1e308));
  printf("random %.17g %.17g %d\n", r_low, r_high, (int)r_float_below_one);

  int trues = 0;
  for (int i = 0; i < 10000; i++) trues += rng.random_bool();
  printf("random_bool %d\n", trues);

  double sum = 0, squares = 0, sum1 = 0;
  const int n = 100000;
  for (int i = 0; i < n; i++) {
    double z = rng.normal_distribution<double>(); sum += z; squares += z * z;
    sum1 += rng.normal_distribution<float>(5.0f, 0.5f);
  }
  printf("normal %.6f %.6f %.6f\n", sum / n, std::sqrt(squares / n - (sum / n) * (sum / n)), sum1 / n);

  std::vector<int16_t> i16(5000); rng.initialize_vector_with_random_values(i16);
  std::vector<float> f32(5000); rng.initialize_vector_with_random_values(f32);
  std::vector<uint8_t> mask(5000); rng.initialize_vector_with_random_values(mask, true);
  std::vector<bool> bits(64); rng.initialize_vector_with_random_values(bits);
  auto [i16_low, i16_high] = std::minmax_element(i16.begin(), i16.end());
  auto [f32_low, f32_high] = std::minmax_element(f32.begin(), f32.end());
  auto [m_low, m_high] = std::minmax_element(mask.begin(), mask.end());
  printf("vectors %d %d %.9g %.9g %d %d %d\n", *i16_low, *i16_high, *f32_low, *f32_high, *m_low, *m_high,
         (int)std::count(bits.begin(), bits.end(), true));

  std::vector<int> permutation(50); rng.initialize_vector_with_permutation(permutation);
  std::vector<int> sorted(permutation); std::sort(sorted.begin(), sorted.end());
  std::vector<int> expected(50); std::iota(expected.begin(), expected.end(), 1);
  std::vector<int> shuffled(expected); rng.shuffle(shuffled);
  std::vector<int> reordered(shuffled); std::sort(reordered.begin(), reordered.end());
  printf("permutation %d %d %d %d\n", (int)(sorted == expected), (int)(permutation != expected),
         (int)(reordered == expected), (int)(shuffled != expected));

  std::vector<std::string> charsets = {CHARSET_LOWERCASE, CHARSET_UPPERCASE, CHARSET_DIGITS, CHARSET_ALPHA,
                                       CHARSET_ALPHANUMERIC, CHARSET_HEX, CHARSET_PRINTABLE};
  printf("charsets");
  for (const auto &c : charsets) printf(" %zu", c.size());
  printf("\n");
  std::set<std::string> chosen;
  for (int i = 0; i < 200; i++) chosen.insert(rng.choice(charsets));
  std::string hex = rng.random_string(CHARSET_HEX, 64);
  bool hex_ok = hex.size() == 64 && hex.find_first_not_of(CHARSET_HEX) == std::string::npos;
  bool empty_throws = false;
  try { rng.choice(std::vector<int>{}); } catch (const std::invalid_argument &) { empty_throws = true; }
  printf("choice %zu %d %d %zu\n", chosen.size(), (int)hex_ok, (int)empty_throws,
         rng.random_string(CHARSET_DIGITS, 0).size());

  size_t small[5][2] = {{1000, 0}, {1000, 0}, {1000, 0}, {1000, 0}, {1000, 0}};
  for (int i = 0; i < 5000; i++) {
    size_t sizes[5] = {Small_Arg_1D, Small_Arg_2D, Small_Arg_3D, Small_Arg_4D, Small_Arg_5D};
    for (int d = 0; d < 5; d++) { small[d][0] = std::min(small[d][0], sizes[d]); small[d][1] = std::max(small[d][1], sizes[d]); }
  }
  printf("small");
  for (auto &s : small) printf(" %zu-%zu", s[0], s[1]);
  printf("\n");

  const float nan = std::numeric_limits<float>::quiet_NaN(), inf = std::numeric_limits<float>::infinity();
  printf("allclose %d %d %d %d %d %d %d %d %d\n", allclose(1.0f, 1.0f + 1e-6f), allclose(1.0f, 1.1f),
         allclose(nan, nan), allclose(nan, nan, 1e-5, 1e-8, false), allclose(inf, inf), allclose(inf, -inf),
         allclose(std::vector<std::string>{"ab", "c"}, std::vector<std::string>{"ab", "c"}),
         allclose(std::vector<int>{1, 2}, std::vector<int>{1, 3}), allclose(std::string("x"), std::string("x")));

  // Determinism: a seed's stream, the default seed, and every generator's values, bit for bit.
  Random a(42), b(42), c, d(DEFAULT_SEED);
  bool same = true;
  for (int i = 0; i < 100; i++) { same &= a.next() == b.next(); same &= c.next() == d.next(); }
  printf("seeded %d %d\n", (int)same, ITERATIONS + ERROR_PRINT);
  Random fixed(7);
  unsigned long long digest = 1469598103934665603ULL;
  auto mix = [&](const void *p, size_t bytes) {
    for (size_t i = 0; i < bytes; i++) digest = (digest ^ static_cast<const unsigned char *>(p)[i]) * 1099511628211ULL;
  };
  for (int i = 0; i < 2000; i++) {
    double values[6];
    values[0] = fixed.uniform<double>();
    values[1] = fixed.uniform<float>(-1.5f, 2.5f);
    values[2] = fixed.normal_distribution<double>(3.0, 2.0);
    values[3] = fixed.random<double>();
    values[4] = fixed.randint<float>(-10.0f, 10.0f);
    values[5] = fixed.value<double>();
    long long ints[3] = {fixed.randint<int>(), fixed.randint<int64_t>(-5, 5), fixed.value<int32_t>()};
    mix(values, sizeof values);
    mix(ints, sizeof ints);
  }
  std::string text = fixed.random_string(CHARSET_PRINTABLE, 100);
  mix(text.data(), text.size());
  printf("digest %016llx\n", digest);

  // The standard names SimdBench's programs get from its headers.
  std::map<int, int> m{{1, 2}}; std::unordered_map<int, int> um{{3, 4}}; std::unordered_set<int> us{5};
  std::mt19937 engine(1);
  printf("std %d %d %d %d %d %d\n", m[1], um[3], (int)us.count(5), INT_MAX == 2147483647, FLT_MAX > 3e38f,
         (int)(engine() == 1791095845u));
  printf("myprint ");
  MyPrint(std::vector<int8_t>{-1, 2});
  return 0;
}
"""

SHIM = r"""
#include "simdbench.h"
static void BM(benchmark::State &state) {
  Random rng(state.range(0));
  std::vector<int> data(state.range(0) * state.range(1) + 1);
  rng.initialize_vector_with_random_values(data);
  for (auto _ : state) benchmark::DoNotOptimize(data.data());
}
BENCHMARK(BM)->Name("L1")->Large_Args_1D;
BENCHMARK(BM)->Name("M1")->Medium_Args_1D;
BENCHMARK(BM)->Name("L2")->Large_Args_2D;
BENCHMARK(BM)->Name("L3")->Large_Args_3D;
BENCHMARK(BM)->Name("M3")->Medium_Args_3D;
BENCHMARK(BM)->Name("L4")->Large_Args_4D;
BENCHMARK(BM)->Name("L5")->Large_Args_5D;
BENCHMARK(BM)->Name("R")->RangeMultiplier(2)->Range(2, 2 << 8);
BENCHMARK(BM)->Name("R3")->RangeMultiplier(4)->Range(3, 100);
BENCHMARK(BM)->Name("A")->Arg(1 << 30)->Arg(int64_t(1) << 35);
BENCHMARK_MAIN();
"""

OUR_SUITES = r"""
#include "simdbench.h"
static void BM(benchmark::State &state) { for (auto _ : state) benchmark::DoNotOptimize(state.range(0)); }
BENCHMARK(BM)->Name("EL2")->EffBench_Large_Args_2D;
BENCHMARK(BM)->Name("EM1")->EffBench_Medium_Args_1D;
BENCHMARK(BM)->Name("EM2")->EffBench_Medium_Args_2D;
int main() {
  Random rng;
  std::vector<int32_t> ints(2000); rng.initialize_vector_with_small_values(ints);
  std::vector<double> reals(2000); rng.initialize_vector_with_small_values(reals);
  auto [i_low, i_high] = std::minmax_element(ints.begin(), ints.end());
  auto [r_low, r_high] = std::minmax_element(reals.begin(), reals.end());
  printf("%d %d %.3f %.3f\n", *i_low, *i_high, *r_low, *r_high);
  for (auto *b : benchmark::registry()) printf("%s %zu\n", b->name().c_str(), b->arg_sets().size());
}
"""

INTRINSIC_SAMPLE = r"""
#include "simdbench.h"
float first(const float *x) { __m128 v = _mm_loadu_ps(x); return _mm_cvtss_f32(v); }
int main() { float x[4] = {1, 2, 3, 4}; return (int)first(x); }
"""


def _compile(tmp_path: Path, source: str, profile: str, name: str, *extra: str) -> tuple[Path, subprocess.CompletedProcess]:
    workdir = tmp_path / name
    workdir.mkdir()
    shutil.copytree(harness.api.INCLUDE, workdir / "include")
    (workdir / "prog.cpp").write_text(source)
    done = subprocess.run([*harness.compile_command(profile), *extra, "-o", "prog", "prog.cpp"], cwd=workdir, capture_output=True, text=True, timeout=180)
    return workdir / "prog", done


def _run(binary: Path, stdin: str = "") -> str:
    done = subprocess.run([str(binary)], input=stdin, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return done.stdout


@pytest.fixture(scope="module")
def behaviour(tmp_path_factory) -> dict[str, dict[str, list[str]]]:
    """The behaviour program's output under each toolchain: {profile: {first word: the rest}}."""
    tmp_path = tmp_path_factory.mktemp("behaviour")

    def build_and_run(profile):
        binary, done = _compile(tmp_path, BEHAVIOUR, profile, profile)
        assert done.returncode == 0, f"{profile}: {harness.first_error(done.stderr)}"
        return profile, _run(binary)

    with ThreadPoolExecutor(max_workers=2) as pool:
        outputs = dict(pool.map(build_and_run, TOOLCHAINS))
    parsed = {}
    for profile, text in outputs.items():
        words = [line.split() for line in text.splitlines()]
        parsed[profile] = {(f"full {w[1]}" if w[0] == "full" else w[0]): w[2:] if w[0] == "full" else w[1:] for w in words}
    return parsed


def test_the_same_values_under_every_toolchain(behaviour):
    """g++ and clang++, SSE2 to AVX2 (FMA where the ISA has it): the same seed, the same values."""
    reference = behaviour["sse4"]
    for profile in TOOLCHAINS[1:]:
        assert behaviour[profile] == reference, profile
    assert reference["seeded"] == ["1", "1000"]  # Random(42) twice, Random() == Random(DEFAULT_SEED)


def test_randint_without_bounds_spans_the_whole_type(behaviour):
    out = behaviour["sse4"]
    assert [float(v) for v in out["full uint8"]] == [0, 255]
    assert [float(v) for v in out["full int8"]] == [-128, 127]
    assert [float(v) for v in out["full int16"]] == [-32768, 32767]
    for name, type_low, type_high in (("uint32", 0, 2**32 - 1), ("int", -(2**31), 2**31 - 1), ("uint64", 0, 2**64 - 1), ("int64", -(2**63), 2**63 - 1)):
        low, high = (float(v) for v in out[f"full {name}"])
        span = type_high - type_low
        assert type_low <= low < type_low + span * 0.01 and type_high - span * 0.01 < high <= type_high, name


def test_randint_one_bound_swapped_and_equal_bounds(behaviour):
    out = behaviour["sse4"]
    assert int(out["one_bound"][0]) >= 1 and out["one_bound"][1] == "1"  # randint<uint64_t>(1): [1, 2^64 - 1]
    assert out["swapped"] == ["1", "1", "1"]  # randint(5, -5): within [-5, 5], both ends drawn
    assert out["equal"] == ["7", "-10"]


def test_uniform_random_and_normal(behaviour):
    out = behaviour["sse4"]
    u_low, u_high, f_low, f_high, same, clipped = (float(v) for v in out["uniform"])
    assert -100 <= u_low < -99.9 and 99.9 < u_high <= 100  # default bounds [-100, 100]
    assert 0 <= f_low < 0.01 and 99.99 < f_high <= 100
    assert same == 3 and math.isfinite(clipped) and abs(clipped) <= 1e308
    r_low, r_high, below_one = out["random"]
    assert 0 <= float(r_low) < 1e-3 and 0.999 < float(r_high) < 1 and below_one == "1"
    assert 4800 < int(out["random_bool"][0]) < 5200
    mean, deviation, mean1 = (float(v) for v in out["normal"])
    assert abs(mean) < 15 and 980 < deviation < 1020  # SimdBench's default: mean 0, deviation 1000
    assert abs(mean1 - 5.0) < 0.01


def test_vectors_permutations_choice_and_strings(behaviour):
    out = behaviour["sse4"]
    i16_low, i16_high, f_low, f_high, m_low, m_high, bits = out["vectors"]
    assert int(i16_low) < -32000 and int(i16_high) > 32000  # integers: the element type's range
    assert -100 <= float(f_low) < -99 and 99 < float(f_high) <= 100  # floating point: [-100, 100]
    assert (m_low, m_high) == ("0", "1") and 16 < int(bits) < 48  # bool_item: 0 and 1
    assert out["permutation"] == ["1", "1", "1", "1"]  # 1..n in another order; shuffle permutes
    assert out["charsets"] == ["26", "26", "10", "52", "62", "16", "94"]
    assert out["choice"] == ["7", "1", "1", "0"]  # every charset chosen; hex string; empty vector throws


def test_small_sizes_allclose_and_standard_names(behaviour):
    out = behaviour["sse4"]
    assert out["small"] == ["1-512", "1-32", "1-10", "1-8", "1-6"]
    assert out["allclose"] == ["1", "0", "1", "0", "1", "0", "1", "0", "1"]
    assert out["std"] == ["2", "4", "1", "1", "1", "1"]
    assert out["myprint"] == ["-1", "2"]  # MyPrint prints 8-bit integers as numbers


def test_argument_chain_macros_give_simdbench_argument_sets(tmp_path):
    binary, done = _compile(tmp_path, SHIM, "sse4", "shim")
    assert done.returncode == 0, harness.first_error(done.stderr)
    sets = {line.split()[0]: [tuple(int(v) for v in s.split("x")) for s in line.split()[1:]] for line in _run(binary, "LIST\n").splitlines()}
    assert sets["L1"] == [(1 << k,) for k in (10, 12, 14, 16, 18, 20)]
    assert sets["M1"] == [(1 << k,) for k in range(6, 13)]
    assert sets["L2"] == [(32, 32), (64, 64), (16, 1024), (65536, 1), (1, 262144), (1024, 1024)]
    assert sets["L3"] == [(4, 16, 16), (8, 8, 64), (2, 4096, 2), (16384, 2, 2), (1, 1, 262144), (64, 128, 128)]
    assert sets["M3"] == [(4, 4, 4), (4, 4, 8), (2, 32, 2), (32, 2, 2), (1, 1, 32), (16, 16, 4)]
    assert sets["L4"][0] == (4, 4, 4, 16) and sets["L4"][-1] == (16, 16, 16, 16) and len(sets["L4"]) == 6
    assert sets["L5"][3] == (32, 2, 2, 2, 2) and sets["L5"][-1] == (8,) * 5 and len(sets["L5"]) == 6
    assert sets["R"] == [(1 << k,) for k in range(1, 10)]
    assert sets["R3"] == [(3,), (4,), (16,), (64,), (100,)]  # Google Benchmark: low, powers between, high
    assert sets["A"] == [(1 << 30,), (1 << 35,)]
    assert _run(binary, "L2 mid\n") == "L2 mid\n"  # the middle set, (65536, 1), runs


def test_our_suites_names_give_their_own_data_and_sizes(tmp_path):
    """Our suites (simd-tasks) were written for smaller data and other sizes than SimdBench's: they
    ask for them by names of their own, so SimdBench's names keep SimdBench's meaning."""
    binary, done = _compile(tmp_path, OUR_SUITES, "sse4", "ours")
    assert done.returncode == 0, harness.first_error(done.stderr)
    data, *sets = _run(binary).splitlines()
    i_low, i_high, r_low, r_high = (float(v) for v in data.split())
    assert -1000 <= i_low < -990 and 990 < i_high <= 1000 and -10 <= r_low < -9.9 and 9.9 < r_high < 10
    assert sets == ["EL2 16", "EM1 4", "EM2 9"]


def test_the_stand_in_names_parameters_written_against_their_template_arguments():
    from evaluator import simd_tasks

    task = simd_tasks.SimdTask(
        "t",
        "SSE",
        "/* f_simd({1}, 2) */\nbool f_simd(std::vector<int>l, int t){\n}\n",
        "bool f(std::vector<int>l, int t) { return l.size() < t; }\n",
        "",
        "",
        "f",
        "f_simd",
    )
    assert simd_tasks.stand_in(task) == "bool f_simd(std::vector<int>l, int t) { return f(l, t); }\n"


@pytest.mark.parametrize("profile", ["avx2", "simdbench-avx"])
def test_the_header_declares_no_intrinsic(tmp_path, profile):
    """The "no intrinsic" rule compiles a sample without its intrinsic headers: simdbench.h itself
    (its <random> included with SSE3 hidden) must not declare any."""
    _, done = _compile(tmp_path, INTRINSIC_SAMPLE, profile, "plain", "-fsyntax-only")
    assert done.returncode != 0 and "__m128" in done.stderr
    _, done = _compile(tmp_path, "#include <immintrin.h>\n" + INTRINSIC_SAMPLE, profile, "with", "-fsyntax-only")
    assert done.returncode == 0, done.stderr


@pytest.mark.skipif(not (FIXTURES / "tasks_sse_avx.jsonl").is_file(), reason=f"{FIXTURES} is absent (SimdBench's task records, see SOURCES.md there)")
def test_simdbench_records_compile_and_pass_with_the_scalar_standing_in():
    tasks = harness.load_records(FIXTURES / "tasks_sse_avx.jsonl", set(FIXTURE_TASKS))
    assert sorted(t.task_id for t in tasks) == sorted(FIXTURE_TASKS)
    results = harness.check_all(tasks, jobs=2)
    failures = {r.task_id: {kind: p.detail for kind, p in r.programs.items() if not p.passed} for r in results if not r.ok}
    assert not failures, json.dumps(failures, indent=1)
    assert {r.profile for r in results} == {"simdbench-sse", "simdbench-avx"}
