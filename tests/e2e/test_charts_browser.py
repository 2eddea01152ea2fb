"""The leaderboard's Plotly charts in headless Chromium, against the real deployed portal
(PostgreSQL, Redis, the web server, a Dramatiq worker, Docker sandbox): two submissions evaluated for
real, then every chart drawn with plotly.js served from our own origin, no console errors, on a
desktop and a phone-sized window; an empty leaderboard says so without loading Plotly."""

import requests
import pytest

from tests import demo_generations
from tests.e2e.harness import manage
from tests.e2e.test_browser import ARTIFACTS, browser  # noqa: F401  (the module's browser fixture)

pytestmark = [pytest.mark.e2e, pytest.mark.browser]
CHARTS = ("distribution", "energy", "interval", "heatmap", "pareto")


def upload(portal, model_name: str, data: bytes) -> int:
    response = requests.post(
        f"{portal.url}/api/v1/submissions/",
        headers={"Authorization": f"Token {portal.token}"},
        data={"benchmark": "demo", "model_name": model_name},
        files={"file": ("gen.jsonl", data)},
        timeout=30,
    )
    assert response.status_code == 201, response.text
    return response.json()["id"]


def open_page(context, url: str, errors: list, scripts: list):
    page = context.new_page()
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("request", lambda r: scripts.append(r.url) if r.resource_type == "script" else None)
    page.goto(url)
    return page


def test_leaderboard_charts_render(deployed_portal, browser):  # noqa: F811
    portal = deployed_portal
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    ids = [upload(portal, "charts-all-correct", demo_generations.all_correct()), upload(portal, "charts-mixed", demo_generations.mixed())]
    for submission_id in ids:
        assert portal.wait_finished(portal.token, submission_id, timeout=120)["status"] == "finished"

    errors: list[str] = []
    scripts: list[str] = []
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = open_page(context, f"{portal.url}/benchmarks/demo/", errors, scripts)
    page.wait_for_selector('#charts[data-rendered="true"]', timeout=20_000)
    for chart in CHARTS:
        figure = page.locator(f'#charts [data-chart="{chart}"]')
        assert figure.locator("h3").inner_text()  # a heading and a description for each chart
        assert figure.locator("p").first.inner_text()
        assert figure.locator(".js-plotly-plot svg.main-svg").count() >= 1, f"{chart} not drawn"
    # Both models appear in the data the charts were drawn from.
    labels = page.evaluate("Array.from(document.querySelectorAll('#charts [data-chart=\"pareto\"] .textpoint')).map(t => t.textContent)")
    assert {"charts-all-correct", "charts-mixed"} <= set(labels)
    plotly = [url for url in scripts if url.endswith("plotly.min.js")]
    assert plotly == [f"{portal.url}/static/vendor/plotly.min.js"]  # our origin, no CDN
    assert all(url.startswith(portal.url) for url in scripts)
    page.locator("#charts").screenshot(path=str(ARTIFACTS / "leaderboard-charts.png"))

    # A phone: the charts fit the screen's width.
    phone = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    small = open_page(phone, f"{portal.url}/benchmarks/demo/", errors, scripts)
    small.wait_for_selector('#charts[data-rendered="true"]', timeout=20_000)
    widths = small.evaluate("Array.from(document.querySelectorAll('#charts .js-plotly-plot')).map(p => p.getBoundingClientRect().right)")
    assert len(widths) == len(CHARTS) and max(widths) <= 390
    small.screenshot(path=str(ARTIFACTS / "leaderboard-charts-phone.png"), full_page=True)
    phone.close()

    # An empty leaderboard: a clear message, Plotly not even loaded.
    manage(
        portal.env,
        "shell",
        "-c",
        "from portal.benchmarks.models import Benchmark; Benchmark.objects.get_or_create(slug='charts-empty', defaults={'name': 'Empty'})",
    )
    scripts.clear()
    empty = open_page(context, f"{portal.url}/benchmarks/charts-empty/", errors, scripts)
    empty.locator("#charts-status", has_text="No results yet").wait_for(timeout=10_000)
    assert empty.locator("#charts .js-plotly-plot").count() == 0
    assert not any(url.endswith("plotly.min.js") for url in scripts)
    assert errors == []
    context.close()
