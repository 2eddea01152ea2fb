"""PIE and SimdBench importers: records validated first, all or nothing, idempotent."""

import json

import pytest
from rest_framework.test import APIClient

from portal.benchmarks.importers import ImportFailed, import_pie, import_simdbench
from portal.benchmarks.models import Benchmark, Problem, TestCase

pytestmark = pytest.mark.django_db

SLOW = '#include <cstdio>\nint main(){long n,s=0;scanf("%ld",&n);for(long i=1;i<=n;i++)s+=i;printf("%ld\\n",s);}\n'
FAST = '#include <cstdio>\nint main(){long n;scanf("%ld",&n);printf("%ld\\n",n*(n+1)/2);}\n'


@pytest.fixture
def pie(tmp_path):
    tests = tmp_path / "merged_test_cases"
    for problem, values in (("p00001", (3, 10)), ("p00002", (7,))):
        folder = tests / problem
        folder.mkdir(parents=True)
        for n, value in enumerate(values):
            (folder / f"input.{n}.txt").write_text(f"{value}\n")
            (folder / f"output.{n}.txt").write_text(f"{value * (value + 1) // 2}\n")
    records = [
        {"problem_id": "p00001", "src_id": "s1", "src_code": SLOW, "tgt_code": FAST, "src_agg_runtime": 0.1},
        {"problem_id": "p00001", "src_id": "s2", "src_code": SLOW + "\n", "tgt_code": FAST},
        {"problem_id": "p00002", "src_code": SLOW, "tgt_code": FAST},
    ]
    split = tmp_path / "test.jsonl"
    split.write_text("\n".join(map(json.dumps, records)) + "\n")
    return split, tests


def test_pie_import_creates_problems_with_tests_and_hidden_human_program(pie):
    split, tests = pie
    result = import_pie(split, tests_dir=tests, slug="pie")
    assert (result.created, result.updated) == (3, 0)
    assert set(result.benchmark.problems.values_list("problem_id", flat=True)) == {"s1", "s2", "p00002"}
    s1 = result.benchmark.problems.get(problem_id="s1")
    assert [(t.input_data, t.expected_output) for t in s1.tests.order_by("name")] == [("3\n", "6\n"), ("10\n", "55\n")]
    assert s1.expert_code == FAST and s1.baseline_code == SLOW
    body = APIClient().get("/api/v1/benchmarks/pie/problems/").content.decode()
    assert "n*(n+1)/2" not in body  # the human program never leaves the server
    again = import_pie(split, tests_dir=tests, slug="pie")
    assert (again.created, again.updated) == (0, 3)
    assert Problem.objects.count() == 3 and TestCase.objects.count() == 5


@pytest.mark.parametrize(
    "damage, message",
    [
        (
            lambda split, tests: split.write_text(split.read_text() + '{"problem_id": "p00002", "src_id": "s3", "src_code": "x"}\n'),
            "line 4: 'tgt_code' must be a non-empty string",
        ),
        (lambda split, tests: split.write_text(split.read_text() + "{not json\n"), "line 4: not valid JSON"),
        (lambda split, tests: (tests / "p00002" / "output.0.txt").unlink(), "test 0 lacks its input or output file"),
        (lambda split, tests: split.write_text(split.read_text().replace('"s2"', '"s1"')), "line 2: problem 's1' was already given on line 1"),
        (lambda split, tests: split.write_text(split.read_text().replace("p00002", "p99999")), "line 3: no test folder"),
    ],
)
def test_pie_import_is_all_or_nothing(pie, damage, message):
    split, tests = pie
    import_pie(split, tests_dir=tests, slug="pie")
    before = list(TestCase.objects.order_by("id").values_list("id", "input_data"))
    (tests / "p00001" / "input.0.txt").write_text("4\n")  # a change that must not land
    (tests / "p00001" / "output.0.txt").write_text("10\n")
    damage(split, tests)
    with pytest.raises(ImportFailed, match=message):
        import_pie(split, tests_dir=tests, slug="pie")
    assert list(TestCase.objects.order_by("id").values_list("id", "input_data")) == before


def simdbench_record(task_id="SimdBench_9_SSE", intrinsic="SSE", **changes):
    record = {
        "task_id": task_id,
        "intrinsic": intrinsic,
        "entrypoint_scalar": "neg",
        "entrypoint_simd": "neg_simd",
        "prompt": "#include <emmintrin.h>\n/* negate */\nvoid neg_simd(int *a, size_t n) {\n}\n",
        "solution_scalar": "void neg(int *a, size_t n) { for (size_t i = 0; i < n; i++) a[i] = -a[i]; }",
        "test_correctness": 'int main() { printf("{ \\"correctness\\": 1 }\\n"); }',
        "test_performance": "BENCHMARK_MAIN();",
    }
    record.update(changes)
    return record


def test_simdbench_import_selects_the_isa_and_rejects_bad_records(tmp_path):
    path = tmp_path / "simdbench.jsonl"
    path.write_text("\n".join(json.dumps(r) for r in (simdbench_record(), simdbench_record("SimdBench_9_AVX", "AVX"))))
    result = import_simdbench(path, intrinsic="sse", slug="sb")
    assert list(result.benchmark.problems.values_list("problem_id", flat=True)) == ["SimdBench_9_SSE"]
    assert result.benchmark.task_format == "simdbench" and result.benchmark.profile == "simdbench-sse"  # SimdBench's toolchain
    for bad, message in [
        (simdbench_record(prompt="/* nothing */"), "line 2: the prompt does not declare 'neg_simd'"),
        (simdbench_record(test_performance=""), "line 2: 'test_performance' must be a non-empty string"),
        (simdbench_record(task_id="SimdBench_10_SSE"), "line 2: task 'SimdBench_10_SSE' was already given on line 1"),
    ]:
        path.write_text(json.dumps(simdbench_record(task_id="SimdBench_10_SSE")) + "\n" + json.dumps(bad))
        with pytest.raises(ImportFailed, match=message):
            import_simdbench(path, intrinsic="SSE", slug="sb")
        assert not Problem.objects.filter(problem_id="SimdBench_10_SSE").exists()
    with pytest.raises(ImportFailed, match="intrinsic must be one of"):
        import_simdbench(path, intrinsic="NEON", slug="sb")
    assert Benchmark.objects.filter(slug="sb").count() == 1


def test_an_imported_simdbench_card_states_its_toolchain(tmp_path, client):
    path = tmp_path / "simdbench.jsonl"
    path.write_text(json.dumps(simdbench_record("SimdBench_9_AVX", "AVX")))
    import_simdbench(path, intrinsic="AVX", slug="sb-avx")
    toolchain = client.get("/api/v1/benchmarks/sb-avx/").json()["toolchain"]
    assert toolchain["command"] == "clang++-19 -std=c++17 -O3 -static -mavx -mavx2"
    assert toolchain["isa"] == "v3 without bmi, f16c, fma, lzcnt, movbe, undecoded"
    assert "SimdBench's own harness" in toolchain["source"]
    page = client.get("/benchmarks/sb-avx/card/").content.decode()
    assert "<code>clang++-19 -std=c++17 -O3 -static -mavx -mavx2</code>" in page


def test_admin_import_action(client, django_user_model, pie, tmp_path):
    import io
    import zipfile

    from django.core.files.uploadedfile import SimpleUploadedFile

    split, tests = pie
    archive = io.BytesIO()
    with zipfile.ZipFile(archive, "w") as z:
        for path in tests.rglob("*.txt"):
            z.write(path, f"merged_test_cases/{path.relative_to(tests)}")
    staff = django_user_model.objects.create_superuser("admin", password="pw-admin-123")
    client.force_login(staff)
    assert client.get("/admin/benchmarks/benchmark/import/").status_code == 200
    response = client.post(
        "/admin/benchmarks/benchmark/import/",
        {
            "source": "pie",
            "slug": "pie-admin",
            "records": SimpleUploadedFile("test.jsonl", split.read_bytes()),
            "tests": SimpleUploadedFile("tests.zip", archive.getvalue()),
        },
    )
    assert response.status_code == 302
    assert Benchmark.objects.get(slug="pie-admin").problems.count() == 3
    shown = [str(m) for m in client.get("/admin/").context["messages"]]
    assert "not yet validated: run `manage.py validate_benchmark pie-admin`" in shown[0]
    # A hostile archive (path traversal) is refused with nothing written.
    evil = io.BytesIO()
    with zipfile.ZipFile(evil, "w") as z:
        z.writestr("../../escape.txt", "x")
    response = client.post(
        "/admin/benchmarks/benchmark/import/",
        {
            "source": "pie",
            "slug": "pie-evil",
            "records": SimpleUploadedFile("test.jsonl", split.read_bytes()),
            "tests": SimpleUploadedFile("tests.zip", evil.getvalue()),
        },
    )
    assert response.status_code == 200 and b"points outside the archive" in response.content
    assert not Benchmark.objects.filter(slug="pie-evil").exists()
    # Without the permission to add benchmarks, nothing happens.
    clerk = django_user_model.objects.create_user("clerk", password="pw-clerk-123", is_staff=True)
    client.force_login(clerk)
    assert client.get("/admin/benchmarks/benchmark/import/").status_code == 302
