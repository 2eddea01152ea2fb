"""Held-out means held out: every URL pattern of the site and the API, requested as an anonymous
user and as a submitter (non-staff, with a submission of their own), never shows a hidden test
input or output, an expert program or a held-out task's test programs."""

import html
import json
from pathlib import Path

import pytest
from django.urls import URLPattern, URLResolver, get_resolver

from portal.benchmarks.models import Problem, TestCase
from portal.benchmarks.services import load_suite_benchmark
from portal.submissions import services

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "suites"
pytestmark = pytest.mark.django_db


def patterns(resolver=None, prefix=""):
    for entry in (resolver or get_resolver()).url_patterns:
        if isinstance(entry, URLResolver):
            yield from patterns(entry, prefix + str(entry.pattern))
        elif isinstance(entry, URLPattern):
            yield prefix + str(entry.pattern)


def concrete(pattern: str, values: dict) -> list[str]:
    """URLs for a route or regex pattern, with every parameter filled in."""
    import re

    path = pattern.lstrip("^").rstrip("$").replace("\\.", ".")
    path = re.sub(r"\(\?P<kind>[^)]*\)", "{kind}", path)
    path = re.sub(r"\(\?P<(\w+)>[^)]*\)", r"<\1>", path)
    path = re.sub(r"<(?:\w+:)?(\w+)>", r"{\1}", path)
    names = re.findall(r"{(\w+)}", path)
    if any(name not in values for name in names):
        return []
    urls = [path]
    for name in names:
        urls = [u.replace("{" + name + "}", str(v), 1) for u in urls for v in values[name]]
    return ["/" + u for u in urls]


def encodings(secret: str) -> set[str]:
    """The forms a secret would take in a response: as is, inside JSON, inside HTML."""
    return {secret, json.dumps(secret)[1:-1], html.escape(secret), html.escape(secret, quote=False)}


def test_no_url_leaks_hidden_material(client, django_user_model):
    program, _ = load_suite_benchmark("mini", root=FIXTURES)
    simd, _ = load_suite_benchmark("simd-mini", root=FIXTURES)
    Problem.objects.filter(benchmark=simd).update(split="heldout")
    submitter = django_user_model.objects.create_user("sub", password="pw-123-abc")
    submission = services.create_submission(
        owner=submitter, benchmark=program, model_name="m", data=b'{"problem_id": "best-prefix", "code": "int main() { return 1; }"}'
    )
    secrets = []
    for test in TestCase.objects.filter(hidden=True):
        secrets += [s.strip() for s in (test.input_data, test.expected_output) if len(s.strip()) > 12]
    for problem in Problem.objects.all():
        secrets.append(problem.expert_code.strip())
    for problem in Problem.objects.filter(split="heldout").exclude(harness={}):
        secrets += [problem.harness["test_correctness"].strip(), problem.harness["test_performance"].strip()]
    assert len(secrets) > 10
    values = {"slug": ["mini", "simd-mini"], "problem_id": ["best-prefix", "equal-pairs", "sum-of-squares"], "pk": [submission.pk], "kind": ["jsonl", "csv"]}
    urls = sorted({url for p in patterns() for url in concrete(p, values) if not url.startswith("/admin")})
    assert "/api/v1/benchmarks/mini/problems/best-prefix/" in urls and "/benchmarks/mini/card/" in urls
    checked = 0
    for who in (None, submitter):
        if who:
            client.force_login(who)
        for url in urls:
            response = client.get(url)
            body = b"".join(response.streaming_content) if response.streaming else response.content
            text = body.decode(errors="replace")
            for secret in secrets:
                for form in encodings(secret):
                    assert form not in text, f"{url} as {who or 'anonymous'} shows hidden material"
            checked += response.status_code == 200
    assert checked >= 12  # the pages and endpoints really answered
