"""Leaderboard chart data (portal.web.charts) over real rows in PostgreSQL, written through the
real services and evaluation store; only the simulator's reports are constructed, with numbers
chosen so every expected value can be worked out by hand. Also: the plotly.js finder, the chart
section on the page and the methodology page."""

import json
import tomllib

import pytest
from django.contrib.staticfiles import finders
from django.core.management import call_command
from django.test import override_settings

from evaluator.metrics.green_tea import generation_point
from evaluator.pipeline import finalize_submission
from evaluator.sample import SCHEMA, SampleEvaluation
from portal.benchmarks.models import Benchmark, Problem, TestCase
from portal.submissions import services
from portal.submissions.evaluation_store import OrmEvaluationStore
from portal.submissions.models import LeaderboardEntry
from portal.web import charts
from sim_runner.measure.machine import MACHINES
import sim_runner
from sim_runner.measure.model import add

pytestmark = pytest.mark.django_db
FREQ = 3.5e9
HIDDEN = {  # hidden test names, inputs and outputs: none may appear in chart data
    "alpha": [
        ("hidden-case-alpha-01", "9 8 7 6 5 4 3 2 1 HIDDENINPUT", "HIDDENOUTPUT-ALPHA-ONE"),
        ("hidden-case-alpha-02", "1 2 3 4 5 6 7 8 9 HIDDENINPUT", "HIDDENOUTPUT-ALPHA-TWO"),
    ],
    "beta": [("dev-case-beta-01", "beta input one", "beta output one"), ("dev-case-beta-02", "beta input two", "beta output two")],
}


def cost(seconds: float, energy: float, ipc: float) -> dict:
    """One test's simulated measurements, in sim_runner's shape."""
    cycles = round(seconds * FREQ)
    return {
        "instructions": round(ipc * cycles),
        "cycles": cycles,
        "ipc": ipc,
        "seconds": seconds,
        "energy_j": {"core": energy, "caches": 0.0, "dram": 0.0, "dynamic": energy, "static": 0.0, "total": energy},
        "edp": energy * seconds,
        "mix": {},
        "memory": {"reads": 0, "writes": 0},
        "cache_misses": {"l1i": 0, "l1d_read": 0, "l1d_write": 0, "ll": 0},
        "branches": {"conditional": 0, "indirect": 0, "mispredicts": 0},
    }


def report(tests: list[tuple[str, str, dict | None]], *, simd: dict | None = None) -> dict:
    """A sim_runner report (Report.to_dict() shape) for per-test (name, verdict, measurements)."""
    rows = [{"name": name, "verdict": verdict, "seconds": 0.01, "exit_code": 0, "detail": "", "measurements": m, "timing": None} for name, verdict, m in tests]
    passed = sum(v == "pass" for _, v, _ in tests)
    summary = None
    if passed == len(tests) and all(m for _, _, m in tests):
        summary = rows[0]["measurements"]
        for row in rows[1:]:
            summary = add(summary, row["measurements"])
    return {
        "compile": {"ok": True, "message": "", "seconds": 0.1},
        "tests": rows,
        "summary": {"verdict": "pass" if passed == len(tests) else "wrong_answer", "passed": passed, "total": len(tests)},
        "measurements": summary,
        "sandbox": "docker",
        "profile": "scalar",
        "backend": "valgrind",
        "runner": {},
        "versions": {},
        "simd": simd,
        "stage": None,
    }


def baseline(tests: dict[str, tuple[float, float, float]]) -> dict:
    return {
        "profile": "scalar",
        "backend": "valgrind",
        "versions": {"model": sim_runner.model_identity("valgrind")},
        "tests": {name: {"seconds": s, "energy": e, "ipc": i, "edp": s * e} for name, (s, e, i) in tests.items()},
    }


def submit(user, benchmark, model_name: str, codes: dict[str, str], reports: dict[str, dict]):
    """Upload through the real service, record each generation's report in the real store and
    finish the submission as the evaluator does (metrics, leaderboard row)."""
    lines = "\n".join(json.dumps({"problem_id": pid, "code": code}) for pid, code in codes.items())
    submission = services.create_submission(owner=user, benchmark=benchmark, model_name=model_name, data=lines.encode())
    store = OrmEvaluationStore()
    for generation_id in store.begin_submission(submission.pk):
        generation = submission.generations.get(pk=generation_id)
        store.save_result(generation_id, SampleEvaluation.from_dict({"schema": SCHEMA, "cached": False} | reports[generation.problem.problem_id]))
    finalize_submission(store, submission.pk)
    return submission


@pytest.fixture
def program_benchmark(django_user_model):
    """Two problems, baselines 1 s and 10 J per test at IPC 1.0; two models:
    - m-one: alpha 2x faster at IPC 2.0 but 12 J per test (an IPC trap: the baseline uses less
      energy at a lower IPC); beta wrong on its second test (first: 5 J);
    - m-two: alpha 1.25x at IPC 0.9 and 6 J (an IPC trap too: it uses less energy than the
      baseline at a lower IPC); beta 4x at IPC 1.0 and 2.5 J (same IPC: no trap)."""
    benchmark = Benchmark.objects.create(slug="charts-prog", name="Charts", profile="scalar", backend="valgrind", primary_metric="speedup")
    for pid, split in (("alpha", "heldout"), ("beta", "dev")):
        problem = Problem.objects.create(
            benchmark=benchmark,
            problem_id=pid,
            title=pid,
            statement="s",
            split=split,
            baseline_code="int main(){}",
            baseline_measurements=baseline({n: (1.0, 10.0, 1.0) for n, _, _ in HIDDEN[pid]}),
        )
        for name, given, expected in HIDDEN[pid]:
            TestCase.objects.create(problem=problem, name=name, input_data=given, expected_output=expected, hidden=split == "heldout")
    a1, a2 = (n for n, _, _ in HIDDEN["alpha"])
    b1, b2 = (n for n, _, _ in HIDDEN["beta"])
    user = django_user_model.objects.create_user("charter", password="pw-123-abc")
    one = submit(
        user,
        benchmark,
        "m-one",
        {"alpha": "// m-one alpha SECRETCODE", "beta": "// m-one beta"},
        {
            "alpha": report([(a1, "pass", cost(0.5, 12.0, 2.0)), (a2, "pass", cost(0.5, 12.0, 2.0))]),
            "beta": report([(b1, "pass", cost(1.0, 5.0, 1.0)), (b2, "wrong_answer", None)]),
        },
    )
    two = submit(
        user,
        benchmark,
        "m-two",
        {"alpha": "// m-two alpha", "beta": "// m-two beta"},
        {
            "alpha": report([(a1, "pass", cost(0.8, 6.0, 0.9)), (a2, "pass", cost(0.8, 6.0, 0.9))]),
            "beta": report([(b1, "pass", cost(0.25, 2.5, 1.0)), (b2, "pass", cost(0.25, 2.5, 1.0))]),
        },
    )
    return benchmark, one, two


def test_chart_data_shapes_and_values(program_benchmark):
    benchmark, one, two = program_benchmark
    data = charts.chart_data(benchmark)
    assert data["empty"] is False and data["task_format"] == "program"
    # Ranked by speedup: m-two (1.25 + 4) / 2 = 2.625 before m-one (2 + 1) / 2 = 1.5.
    assert [m["label"] for m in data["models"]] == ["m-two", "m-one"]
    c = data["charts"]
    assert set(c) == {"distribution", "energy", "interval", "heatmap", "pareto"}

    dist = {s["model"]: dict(zip(s["problems"], s["values"])) for s in c["distribution"]["series"]}
    assert dist["m-one"] == pytest.approx({"alpha": 2.0, "beta": 1.0})  # unsolved counts 1.0 (PIE)
    assert dist["m-two"] == pytest.approx({"alpha": 1.25, "beta": 4.0})

    assert c["heatmap"]["problems"] == ["alpha", "beta"] and c["heatmap"]["models"] == ["m-two", "m-one"]
    assert c["heatmap"]["z"][0] == pytest.approx([1.25, 4.0])
    assert c["heatmap"]["z"][1][0] == pytest.approx(2.0) and c["heatmap"]["z"][1][1] is None  # not solved

    points = {(p["model"], p["problem_id"]): p for p in c["energy"]["points"]}
    assert set(points) == {("m-one", "alpha"), ("m-two", "alpha"), ("m-two", "beta")}  # fully correct only
    trap = points[("m-one", "alpha")]
    assert trap["speedup"] == pytest.approx(2.0) and trap["energy_reduction"] == pytest.approx(-20.0)
    assert trap["ipc"] == pytest.approx(2.0) and trap["baseline_ipc"] == pytest.approx(1.0) and trap["ipc_trap"] is True
    assert points[("m-two", "alpha")]["energy_reduction"] == pytest.approx(40.0)
    # Green Tea's IPC trap, one definition for the chart and IPC trap %: of the two programs, the
    # one using less energy has the lower IPC. m-two's alpha (6 J at IPC 0.9 against the baseline's
    # 10 J at 1.0) is one: ranking by IPC would put the baseline first. (The chart used to mark
    # only "higher IPC, more energy", one of the two ways a pair can be backwards.)
    assert points[("m-two", "alpha")]["ipc_trap"] is True
    assert points[("m-two", "beta")]["speedup"] == pytest.approx(4.0) and not points[("m-two", "beta")]["ipc_trap"]
    assert c["energy"]["trapped"] == 2

    # The interval chart plots the primary metric the ranks are by (speedup here, not CARET):
    # m-one (2 + 1) / 2 = 1.5, m-two (1.25 + 4) / 2 = 2.625, with the rows' own intervals.
    interval = {s["model"]: s for s in c["interval"]["series"]}
    assert c["interval"]["metric"] == "speedup" and c["interval"]["label"] == "Speedup"
    assert interval["m-one"]["value"] == pytest.approx(1.5) and interval["m-two"]["value"] == pytest.approx(2.625)
    for name, submission in (("m-one", one), ("m-two", two)):
        entry = LeaderboardEntry.objects.get(submission=submission)
        assert [interval[name]["low"], interval[name]["high"]] == entry.metrics["speedup_ci"]
        assert interval[name]["low"] <= interval[name]["value"] <= interval[name]["high"]
        # The per-problem values charted are the ones stored when the submission finished.
        assert dist[name] == pytest.approx(entry.scores["per_problem"]["speedup"])
    # CARET, still in the rows: m-one (-20 x 1 + 50 x 1/2) / 2 = 2.5; m-two (40 + 75) / 2 = 57.5.
    assert [LeaderboardEntry.objects.get(submission=s).metrics["caret"] for s in (one, two)] == pytest.approx([2.5, 57.5])

    # Pareto: m-two is better on correct (100 vs 50) and speedup (2.625 vs 1.5).
    pareto = {p["model"]: p for p in c["pareto"]["points"]}
    assert (c["pareto"]["x"], c["pareto"]["y"]) == ("speedup", "correct")
    assert pareto["m-two"]["x"] == pytest.approx(2.625) and pareto["m-two"]["y"] == pytest.approx(100.0)
    assert pareto["m-two"]["front"] is True and pareto["m-one"]["front"] is False


def test_chart_data_never_includes_tests_or_code(program_benchmark, client):
    benchmark, _, _ = program_benchmark
    response = client.get(f"/benchmarks/{benchmark.slug}/charts.json")
    assert response.status_code == 200 and response["Content-Type"] == "application/json"
    text = response.content.decode()
    assert json.loads(text)["models"]  # it answered with the real data
    for rows in HIDDEN.values():
        for name, given, expected in rows:
            for secret in (name, given, expected):
                assert secret not in text
    assert "SECRETCODE" not in text  # nor anyone's program


def test_filters_and_unknown_benchmark(program_benchmark, client):
    benchmark, _, _ = program_benchmark
    filtered = client.get(f"/benchmarks/{benchmark.slug}/charts.json?max_parameters_b=7").json()
    assert filtered["models"] == [] and filtered["empty"] is True  # rows of unknown size are filtered out
    assert client.get("/benchmarks/no-such-benchmark/charts.json").status_code == 404


def test_empty_leaderboard():
    benchmark = Benchmark.objects.create(slug="charts-empty", name="Empty", profile="scalar", backend="valgrind")
    Problem.objects.create(benchmark=benchmark, problem_id="p", title="p", statement="s")
    data = charts.chart_data(benchmark)
    assert data["empty"] is True and data["models"] == []
    c = data["charts"]
    assert c["distribution"]["series"] == [] and c["energy"]["points"] == [] and c["interval"]["series"] == []
    assert c["heatmap"] == {"problems": ["p"], "models": [], "z": [], "what": c["heatmap"]["what"]}
    assert c["pareto"]["points"] == []
    json.dumps(data, allow_nan=False)  # strict JSON: the browser's JSON.parse would refuse NaN


def test_simd_benchmark_uses_fast1_and_the_scalar_reference(django_user_model):
    """A SIMD sample is judged against the scalar reference measured in its own run."""
    benchmark = Benchmark.objects.create(slug="charts-simd", name="SIMD", profile="sse4", backend="valgrind", primary_metric="fast1", task_format="simdbench")
    Problem.objects.create(benchmark=benchmark, problem_id="vadd", title="vadd", statement="s")
    user = django_user_model.objects.create_user("simder", password="pw-123-abc")

    def simd_report(scalar: tuple, vector: tuple, speedup: float) -> dict:
        tests = [("correctness", "pass", None)]
        tests += [(f"Scalar-{size}", "pass", cost(*scalar)) for size in ("small", "large")]
        tests += [(f"SIMD-{size}", "pass", cost(*vector)) for size in ("small", "large")]
        return report(tests, simd={"speedup": speedup, "sizes": {"small": speedup, "large": speedup}})

    # 4x fewer cycles, half the energy, same IPC: no trap.
    submit(user, benchmark, "vec-good", {"vadd": "// good"}, {"vadd": simd_report((4.0, 8.0, 1.0), (1.0, 4.0, 1.0), 4.0)})
    bad = report([("correctness", "wrong_answer", None)], simd={"speedup": None, "sizes": {}})
    submit(user, benchmark, "vec-bad", {"vadd": "// bad"}, {"vadd": bad})
    data = charts.chart_data(benchmark)
    c = data["charts"]
    assert [m["label"] for m in data["models"]] == ["vec-good", "vec-bad"]
    dist = {s["model"]: s["values"] for s in c["distribution"]["series"]}
    assert dist == {"vec-good": [4.0], "vec-bad": [0.0]}  # a failed sample counts 0, as in P50/P75
    [point] = c["energy"]["points"]
    assert point["model"] == "vec-good" and point["speedup"] == pytest.approx(4.0)
    assert point["energy_reduction"] == pytest.approx(50.0) and point["ipc_trap"] is False
    assert c["interval"]["metric"] == "fast1"
    assert {s["model"]: s["value"] for s in c["interval"]["series"]} == {"vec-good": 100.0, "vec-bad": 0.0}
    assert c["heatmap"]["z"] == [[4.0], [None]]
    assert (c["pareto"]["x"], c["pareto"]["y"]) == ("p50", "corr")


@pytest.mark.parametrize(
    "own, trapped",
    [
        ((0.5, 12.0, 2.0), True),  # higher IPC, more energy: the baseline uses less energy at a lower IPC
        ((2.0, 8.0, 0.5), True),  # lower IPC, less energy: IPC would rank the baseline first
        ((0.5, 8.0, 2.0), False),  # higher IPC, less energy
        ((2.0, 12.0, 0.5), False),  # lower IPC, more energy
        ((1.0, 10.0, 1.0), False),  # the same as the baseline
    ],
)
def test_ipc_trap_classification(own, trapped):
    base = {"t": {"seconds": 1.0, "energy": 10.0, "ipc": 1.0}}
    point = generation_point({"t": dict(zip(("seconds", "energy", "ipc"), own))}, base)
    assert point["ipc_trap"] is trapped
    assert point["speedup"] == pytest.approx(1.0 / own[0])
    assert point["energy_reduction"] == pytest.approx((10.0 - own[1]) / 10.0 * 100)
    assert generation_point({"other": base["t"]}, base) is None  # no baseline for that run


def test_pareto_front_on_a_known_set():
    points = [(1, 5), (2, 4), (3, 1), (1, 1), (2, 2), (3, 1), (0, 5)]
    # (1,1) and (2,2) are beaten by (2,4); (0,5) by (1,5); equal points do not beat each other.
    assert charts.pareto_front(points) == [True, True, True, False, False, True, False]
    assert charts.pareto_front([]) == []


def test_plotly_is_served_from_our_origin(client, tmp_path):
    source = finders.find("vendor/plotly.min.js")
    assert source and source.endswith("plotly/package_data/plotly.min.js")
    assert finders.find("vendor/widgetbundle.js") is None  # only the one file is exposed
    response = client.get("/static/vendor/plotly.min.js")  # whitenoise, from the finder
    assert response.status_code == 200
    body = b"".join(response.streaming_content)
    assert b"plotly.js v" in body[:200] and len(body) > 1_000_000
    with override_settings(STATIC_ROOT=tmp_path):
        call_command("collectstatic", "--noinput", "-v0")
    assert (tmp_path / "vendor" / "plotly.min.js").stat().st_size == len(body)


def test_leaderboard_page_has_the_chart_section(program_benchmark, client):
    benchmark, _, _ = program_benchmark
    html = client.get(f"/benchmarks/{benchmark.slug}/").content.decode()
    assert html.index('id="leaderboard"') < html.index('<section id="charts"')
    assert 'data-plotly="/static/vendor/plotly.min.js"' in html and "/static/js/charts.js" in html
    for heading in (
        "Speedup distribution per model",
        "Energy reduction vs speedup",
        "Speedup with 95% intervals",
        "Per-problem best speedup across models",
        "Correctness vs efficiency",
    ):
        assert heading in html
    assert "cdn" not in html.lower() and 'src="http' not in html  # no script from anywhere else


def test_methodology_page_renders_the_profiles_from_their_files(client):
    html = client.get("/methodology/").content.decode()
    for text in (
        "CARET",
        "pass@k",
        "fast1",
        "P75",
        "%Opt",
        "bootstrap",
        "gem5",
        "Sniper",
        "SimdBench",
        "held-out",
        "g++ -std=c++17 -O3 -static -march=x86-64-v3",
        "glibc.cpu.hwcaps=",
        # SimdBench's AVX track: its compiler and flags, and the v3 extensions they leave out.
        "clang++-19 -std=c++17 -O3 -static -mavx -mavx2",
        "v3 without bmi, f16c, fma, lzcnt, movbe, undecoded",
    ):
        assert text in html, text
    machine_files = sorted(MACHINES.glob("*.toml"))
    assert machine_files
    for path in machine_files:
        machine = tomllib.loads(path.read_text())
        assert f"version {machine['version']}" in html
        for section, values in machine.items():
            if isinstance(values, dict):
                assert f"[{section}]" in html
                for key in values:
                    assert f"<code>{key}</code>" in html, (section, key)
    assert "16384 counters" in html  # a number's source comment, read from the file
    assert 'href="/methodology/"' in client.get("/").content.decode()  # linked from the nav
