"""Cached leaderboards through the deployed processes: the web server keeps rows and the rendered page in
its own memory under a version kept in Redis; the worker, another process, finishing a
submission, and its owner publishing it, show on the page, the API and the charts' data at the
very next request."""

import pytest
import requests

from tests import demo_generations
from tests.e2e.test_submission_flow import Listener, upload

pytestmark = pytest.mark.e2e


def test_cached_leaderboard_follows_the_worker_and_publishing(deployed_portal):
    portal = deployed_portal

    def page() -> str:
        return requests.get(f"{portal.url}/benchmarks/demo/", timeout=10).text

    def rows() -> list[dict]:
        return requests.get(f"{portal.url}/api/v1/benchmarks/demo/leaderboard/?page_size=500", timeout=10).json()["rows"]

    # Fill the web processes' caches (a page from memory is the same bytes).
    first = page()
    assert page() == first and "cache-e2e-model" not in first
    before = rows()

    submission_id = upload(portal, demo_generations.all_correct(), "cache-e2e-model").json()["id"]
    assert portal.wait_finished(portal.token, submission_id)["status"] == "finished"
    html = page()
    assert "cache-e2e-model" in html and f'href="/submissions/{submission_id}/"' not in html
    after = rows()
    assert len(after) == len(before) + 1
    assert next(r for r in after if r["submission"] == submission_id)["public"] is False
    charts = requests.get(f"{portal.url}/benchmarks/demo/charts.json", timeout=10).json()
    assert charts["models_total"] == len(after)

    # An open leaderboard page hears of the publication too (the row's link appears live).
    board = Listener(portal, "/ws/leaderboards/demo/", until=lambda m: any(r["submission"] == submission_id and r["public"] for r in m.get("rows", [])))
    board.start()
    published = requests.post(f"{portal.url}/api/v1/submissions/{submission_id}/publish/", headers={"Authorization": f"Token {portal.token}"}, timeout=10)
    assert published.status_code == 200, published.text
    assert f'href="/submissions/{submission_id}/"' in page()
    assert next(r for r in rows() if r["submission"] == submission_id)["public"] is True
    assert board.done.wait(10), board.messages
