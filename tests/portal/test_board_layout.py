"""Boards a researcher reads at a glance, in headless Chromium against a live server: a speed
board (PIE's shape), an energy board (Green Tea's) and a SIMD board (SimdBench's), each with rows
as the evaluator writes them. The primary metric comes first and is marked, intervals are compact
(value with its 95% interval's distances, the bounds in the cell's tooltip), columns are grouped,
nothing scrolls sideways at 1280 px, secondary columns open on request, the three correctness
figures are explained on the board, the live re-render draws exactly the cells the server drew,
the live status says "Reconnecting…" only once a connection was lost, and no template syntax
reaches a page. Every chart is drawn with no text cut off at its edge or a name beside a point
crossing the plot's frame, each model named in full or by a shortening of its name, the full
name in the hover box. A submission's page groups the thousands of its long numbers as its live
re-render does. Screenshots at 1280 px and at a phone's width go to test-artifacts/."""

import json
import os
import shutil
from pathlib import Path

import pytest
import requests

from evaluator.metrics import registry
from portal.accounts.teams import personal_team
from portal.benchmarks.models import Benchmark, Problem
from portal.benchmarks.services import load_demo_benchmark
from portal.submissions import services
from portal.submissions.evaluation_store import OrmEvaluationStore
from portal.submissions.models import Generation, GenerationResult, Submission

pytestmark = pytest.mark.browser
CHROMIUM = "/usr/bin/chromium"
ARTIFACTS = Path(os.environ.get("TEST_ARTIFACTS", Path(__file__).resolve().parents[2] / "test-artifacts"))
PROBLEMS = [f"p{i}" for i in range(8)]
PROGRAM_METRICS = {
    "correct": 62.5,
    "tests_passed": 71.25,
    "speedup": 1.8734,
    "pct_opt": 37.5,
    "caret": 8.123,
    "energy_reduction": 12.5,
    "edp_reduction": 20.0,
    "beats_human": 25.0,
    "ipc_trap_rate": 12.5,
}
SIMD_METRICS = {"fast1": 41.7, "p50": 1.25, "p75": 2.5, "corr": 58.3, "pass@1": 58.3, "correct": 75.0}
BOARDS = {  # slug: (task format, primary metric, metrics of the best row)
    "speed-board": (Benchmark.TaskFormat.PROGRAM, "speedup", PROGRAM_METRICS),
    "energy-board": (Benchmark.TaskFormat.PROGRAM, "caret", PROGRAM_METRICS),
    "simd-board": (Benchmark.TaskFormat.SIMDBENCH, "fast1", SIMD_METRICS),
}


def with_intervals(metrics: dict, scale: float) -> dict:
    """A row's metrics scaled, each with an asymmetric 95% interval where the registry gives one."""
    out = {}
    for key, value in metrics.items():
        out[key] = round(value * scale, 4)
        if registry.metric(key).interval:
            out[f"{key}_ci"] = [round(value * scale * 0.8, 4), round(value * scale * 1.3, 4)]
    return out


def edge_cases(best: dict) -> dict:
    """A row of the cases the two renderers could write differently: a value on a rounding tie
    (12.25 to one place: 12.3, as JavaScript's toFixed rounds), a symmetric interval (one ±), a
    value outside its interval (a weighted bootstrap can do that: the bounds), a missing value."""
    keys = [k for k in best if registry.metric(k).interval]
    metrics = {key: 12.25 for key in best} | {f"{key}_ci": [10.25, 14.25] for key in keys}
    metrics[f"{keys[1]}_ci"] = [13.0, 15.0]
    del metrics[keys[2]]
    return metrics


def make_board(slug: str, task_format: str, primary: str, best: dict, owner) -> Benchmark:
    benchmark = Benchmark.objects.create(slug=slug, name=f"Board {slug}", task_format=task_format, primary_metric=primary, backend="valgrind")
    for problem in PROBLEMS:
        Problem.objects.create(benchmark=benchmark, problem_id=problem, title=problem, statement="-", split="dev")
    for i, scale in enumerate((1.0, 0.9, 0.75, 0.6, 0.4, None)):
        submission = Submission.objects.create(
            owner=owner,
            team=personal_team(owner),
            benchmark=benchmark,
            model_name=f"org/a-rather-long-model-name-{i}-instruct",
            parameters_b=7 * (i + 1),
            open_weights=i % 2 == 0,
        )
        services.transition(submission.pk, Submission.Status.RUNNING)
        metrics = with_intervals(best, scale) if scale else edge_cases(best)
        per_problem = {p: 100.0 * (j < len(PROBLEMS) * (scale or 0.1)) for j, p in enumerate(PROBLEMS)}
        speedups = {p: round(1.0 + (scale or 0.1) * j, 4) for j, p in enumerate(PROBLEMS)}
        scores = {"answered": PROBLEMS, "per_problem": {"speedup": speedups, primary: per_problem}, "weights": {}} | chart_scores(speedups, scale or 0.1)
        assert OrmEvaluationStore().finish_submission(submission.pk, metrics, metrics.get(primary, 0.0), scores=scores)
    return benchmark


def chart_scores(speedups: dict[str, float], scale: float) -> dict:
    """What the charts draw besides the rows' metrics and per-problem scores (evaluator.metrics.
    summary's scores): the best speedups (the last problem unsolved), SIMD sample speedups, three
    energy points."""
    points = [
        {"problem_id": p, "sample": 0, "speedup": v, "energy_reduction": 30.0 * scale - 10 * j, "ipc": 1.0, "baseline_ipc": 1.2, "ipc_trap": False}
        for j, (p, v) in enumerate(list(speedups.items())[:3])
    ]
    return {"best_speedup": speedups | {PROBLEMS[-1]: None}, "samples": {p: [v, 0.0] for p, v in speedups.items()}, "points": points}


# A template tag, variable or comment left unrendered (closers appear in JSON data, openers cannot).
TEMPLATE_SYNTAX = "() => ['{#', '{%', '{{'].filter(s => document.documentElement.outerHTML.replace(/<script[\\s\\S]*?<\\/script>/g, '').includes(s))"
CELLS = (
    "() => [...document.querySelectorAll('#leaderboard tbody.rows tr')].map(tr => [...tr.cells].map("
    "td => [td.textContent.replace(/\\s+/g, ' ').trim(), td.title, td.dataset.value || '', td.className]))"
)


@pytest.mark.django_db(transaction=True)
def test_boards_read_at_a_glance(live_server, django_user_model):
    if not shutil.which(CHROMIUM):
        pytest.skip("Debian's chromium is not installed at /usr/bin/chromium")
    from playwright.sync_api import sync_playwright

    owner = django_user_model.objects.create_user("reader-team")
    for slug, (task_format, primary, best) in BOARDS.items():
        make_board(slug, task_format, primary, best, owner)
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu"])
        for slug, (task_format, primary, best) in BOARDS.items():
            check_board(browser, live_server.url, slug, primary, best)
        browser.close()


# Per drawn chart: its texts that stick out of the figure (cut off at its edge), the names beside
# points that stick out of the plot's frame (cut off there), and (full name, label shown) of every
# model it names: on an axis, beside a point (the full name its hover text) or in its legend.
CHART_TEXTS = """() => [...document.querySelectorAll('#charts figure.chart')].filter(f => !f.hidden && !f.querySelector('.plot').hidden).map(f => {
  const plot = f.querySelector('.js-plotly-plot'), figure = plot.getBoundingClientRect();
  const frame = plot.querySelector('.draglayer .nsewdrag').getBoundingClientRect();
  const inside = (t, box) => {
    const r = t.getBoundingClientRect();
    return r.left >= box.left - 1 && r.right <= box.right + 1 && r.top >= box.top - 1 && r.bottom <= box.bottom + 1;
  };
  const texts = [...plot.querySelectorAll('svg text')].filter(t => t.textContent.trim() && t.getBoundingClientRect().width);
  const ticks = axis => (axis.tickvals || []).map((v, i) => [v, axis.ticktext[i]]);
  const models = {
    distribution: () => ticks(plot.layout.xaxis), interval: () => ticks(plot.layout.yaxis), heatmap: () => ticks(plot.layout.yaxis),
    pareto: () => plot.data[0].customdata.map((name, i) => [name, plot.data[0].text[i]]),
    energy: () => plot.data.filter(t => t.customdata).map(t => [t.customdata[0], t.name]),
  }[f.dataset.chart]();
  return {chart: f.dataset.chart, models: models, cut: texts.filter(t => !inside(t, figure)).map(t => t.textContent),
          offFrame: [...plot.querySelectorAll('.textpoint text')].filter(t => !inside(t, frame)).map(t => t.textContent)};
})"""


def hover_text(page, chart: str, trace: int) -> str:
    """The hover box's text over the last point of a chart's trace (the first may lie under
    Plotly's toolbar on a phone: the plot's top)."""
    point = page.locator(f'#charts [data-chart="{chart}"] .scatterlayer .trace').nth(trace).locator(".points path").last
    point.scroll_into_view_if_needed()
    box = point.bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    hover = page.locator(f'#charts [data-chart="{chart}"] .hoverlayer .hovertext')
    hover.first.wait_for(timeout=5_000)
    text = " ".join(hover.all_text_contents())
    page.mouse.move(0, 0)  # the box gone again (before a screenshot)
    return text


def check_charts(page, in_full: set[str]) -> list[str]:
    """Every chart drawn, no text of it cut off, each model named by its full name (on the charts
    `in_full`) or a shortening of it: its start and end around an ellipsis, no two alike; the
    full name in the hover box of a point. Returns the charts' names."""
    page.wait_for_selector('#charts[data-rendered="true"]', timeout=20_000)
    names = {m["label"] for m in page.evaluate("() => fetch(document.getElementById('charts').dataset.src).then(r => r.json())")["models"]}
    charts = page.evaluate(CHART_TEXTS)
    for chart in charts:
        assert chart["cut"] == [] and chart["offFrame"] == [], (page.viewport_size, chart)
        assert chart["models"] and {full for full, _ in chart["models"]} <= names, chart
        assert len({shown for _, shown in chart["models"]}) == len(chart["models"]), chart
        for full, shown in chart["models"]:
            head, ellipsis, tail = shown.partition("…")
            shortening = ellipsis and full.startswith(head) and full.endswith(tail) and len(shown) < len(full)
            assert shown == full or (shortening and chart["chart"] not in in_full), chart
    by_chart = {chart["chart"]: chart["models"] for chart in charts}
    assert by_chart["pareto"][-1][0] in hover_text(page, "pareto", 0)
    assert by_chart["energy"][0][0] in hover_text(page, "energy", 0)
    return list(by_chart)


def check_board(browser, url: str, slug: str, primary: str, best: dict) -> None:
    desktop = browser.new_page(viewport={"width": 1280, "height": 900})
    desktop.goto(f"{url}/benchmarks/{slug}/")
    assert desktop.evaluate(TEMPLATE_SYNTAX) == []
    # Every chart drawn; at 1280 px each name in full but under the distribution's boxes (level
    # there, where six full names would slant).
    desktop.wait_for_selector('#charts[data-rendered="true"]', timeout=20_000)
    desktop.locator("#charts").screenshot(path=str(ARTIFACTS / f"board-{slug}-charts-1280.png"))
    assert sorted(check_charts(desktop, in_full={"energy", "heatmap", "interval", "pareto"})) == ["distribution", "energy", "heatmap", "interval", "pareto"]
    table = desktop.locator("#leaderboard")

    # Nothing scrolls sideways at 1280 px: neither the page nor the table.
    widths = desktop.evaluate(
        "() => [document.documentElement.scrollWidth, innerWidth,"
        " document.getElementById('leaderboard').scrollWidth,"
        " document.getElementById('leaderboard').clientWidth]"
    )
    assert widths[0] <= widths[1] and widths[2] <= widths[3], widths

    # The primary metric is the first metric column, marked, and first in its group.
    heads = table.locator("thead tr.columns th")
    keys = [heads.nth(i).get_attribute("data-key") for i in range(heads.count())]
    metric_keys = [k for k in keys if k]
    assert metric_keys[0] == primary
    primary_head = table.locator(f'thead th[data-key="{primary}"]')
    assert "primary" in primary_head.get_attribute("class")
    assert "ranks are by this" in primary_head.inner_text().lower()
    assert table.locator("thead tr.groups th").nth(1).get_attribute("data-group") == registry.metric(primary).group

    # Each group header spans exactly the visible columns of its group.
    groups = desktop.evaluate(
        "() => [...document.querySelectorAll('#leaderboard thead tr.groups th')].filter(th => th.offsetParent).map(th => [th.dataset.group || '', th.colSpan])"
    )
    visible = desktop.evaluate(
        "() => [...document.querySelectorAll('#leaderboard thead tr.columns th')].filter(th => th.offsetParent).map(th => th.dataset.group || '')"
    )
    spans = []
    for group in visible:
        if spans and spans[-1][0] == group:
            spans[-1][1] += 1
        else:
            spans.append([group, 1])
    assert [[g, n] for g, n in groups] == spans, (groups, visible)

    # The best row's primary cell: value, then the interval as distances; its bounds in the tooltip.
    first = table.locator("tbody.rows tr", has_text="long-model-name-0-instruct")
    cell = first.locator("td").nth(keys.index(primary))
    value, (lo, hi) = best[primary], (best[primary] * 0.8, best[primary] * 1.3)
    unit = registry.metric(primary).unit
    fmt = (lambda v: f"{v:.2f}") if unit == "x" else (lambda v: f"{v:.1f}")
    assert cell.evaluate("td => td.firstChild.textContent") == fmt(value) + ("×" if unit == "x" else "")
    assert cell.locator(".ci sup").inner_text() == "+" + fmt(hi - value)
    assert cell.locator(".ci sub").inner_text() == "−" + fmt(value - lo)
    assert cell.get_attribute("title") == f"95% interval {fmt(lo)} to {fmt(hi)}"
    assert "primary" in cell.get_attribute("class")
    row_height = first.bounding_box()["height"]
    desktop.screenshot(path=str(ARTIFACTS / f"board-{slug}-1280.png"), full_page=True)
    # Two lines (the model; its size and team) and the cell padding: 24 + 20.4 + 9.6 px; a third
    # line (an interval in brackets wrapping, a long name) would add 20 or more.
    assert row_height < 60, row_height

    # Secondary columns are folded away until asked for; then the group headers follow.
    secondary = table.locator("thead tr.columns th.secondary")
    assert secondary.count() >= 1 and not secondary.first.is_visible()
    desktop.screenshot(path=str(ARTIFACTS / f"board-{slug}-1280.png"), full_page=True)
    desktop.get_by_label("All columns").check()
    assert secondary.first.is_visible()
    assert table.locator("thead tr.groups th.secondary").first.is_visible()
    desktop.get_by_label("All columns").uncheck()

    # The three correctness figures are told apart where the reader sees them.
    legend = desktop.locator("#board-legend").inner_text()
    for key in ("correct", "tests_passed", "pass@1"):
        if any(k == key for k in metric_keys) or key == "correct":
            assert registry.metric(key).definition in legend, key

    # The live re-render (static/js/live.js, on each websocket message) draws the server's cells.
    before = desktop.evaluate(CELLS)
    rows = requests.get(f"{url}/api/v1/benchmarks/{slug}/leaderboard/", timeout=30).json()["rows"]
    desktop.evaluate("rows => EffBench.renderRows(document.getElementById('leaderboard'), rows)", rows)
    after = desktop.evaluate(CELLS)
    assert len(after) == len(rows) == 6
    assert after == before, json.dumps([pair for pair in zip(before, after) if pair[0] != pair[1]], ensure_ascii=False)
    edge = next(cells for cells in after if cells[1][0].startswith("org/a-rather-long-model-name-5"))
    texts = [cell[0] for cell in edge]
    assert "12.3±2.0" in texts or "12.25×±2.00" in texts, edge  # the tie rounded up; one ±
    assert "—" in texts  # missing
    if any(not registry.metric(key).interval for key in best):
        assert "12.3" in texts, texts  # a metric without an interval
    assert {"12.313.0–15.0", "12.25×13.00–15.00"} & set(texts), edge  # outside its interval: the bounds
    desktop.close()

    # A phone: the page itself does not scroll sideways (the table scrolls within its box).
    phone = browser.new_page(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    phone.goto(f"{url}/benchmarks/{slug}/")
    assert phone.evaluate("() => document.documentElement.scrollWidth <= innerWidth")
    phone.wait_for_selector('#charts[data-rendered="true"]', timeout=20_000)
    phone.screenshot(path=str(ARTIFACTS / f"board-{slug}-phone.png"), full_page=True)
    phone.locator("#charts").screenshot(path=str(ARTIFACTS / f"board-{slug}-charts-phone.png"))
    assert len(check_charts(phone, in_full=set())) == 5
    phone.close()


# A WebSocket the test opens and closes by hand: every socket the page makes, kept in order.
FAKE_SOCKETS = "window.__sockets = []; window.WebSocket = function (url) { this.url = url; window.__sockets.push(this); };"


@pytest.mark.django_db(transaction=True)
def test_live_status_says_reconnecting_only_after_a_connection_was_lost(live_server, django_user_model):
    if not shutil.which(CHROMIUM):
        pytest.skip("Debian's chromium is not installed at /usr/bin/chromium")
    from playwright.sync_api import sync_playwright

    slug, (task_format, primary, best) = next(iter(BOARDS.items()))
    make_board(slug, task_format, primary, best, django_user_model.objects.create_user("status-team"))
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu"])
        page = browser.new_page()
        page.add_init_script(FAKE_SOCKETS)
        page.goto(f"{live_server.url}/benchmarks/{slug}/")
        status = page.locator("#live-status")

        def attempt(n: int):  # the page's n-th socket, once it has made it (retries back off)
            page.wait_for_function(f"window.__sockets.length >= {n}", timeout=10_000)
            return f"window.__sockets[{n - 1}]"

        assert status.inner_text() == "Connecting for live updates…"
        page.evaluate(f"{attempt(1)}.onclose({{code: 1006}})")  # the first attempt fails: nothing lost yet
        assert status.inner_text() == "Connecting for live updates…"
        page.evaluate(f"{attempt(2)}.onopen()")
        assert status.inner_text() == "Live: updates appear without reloading."
        page.evaluate(f"{attempt(2)}.onclose({{code: 1006}})")  # a connection lost
        assert status.inner_text() == "Reconnecting…"
        page.evaluate(f"{attempt(3)}.onclose({{code: 1006}})")  # and a retry failing: still reconnecting
        assert status.inner_text() == "Reconnecting…"
        page.evaluate(f"{attempt(4)}.onopen()")
        assert status.inner_text() == "Live: updates appear without reloading."
        browser.close()


# A submission's generations: (problem index, sample, result fields or None: pending, the cells
# the page shows after the problem's). 12,345,678.5 µJ and 2.5 µJ are ties, rounded up as
# JavaScript's toFixed rounds them.
GENERATIONS = [
    (
        0,
        0,
        {"verdict": "pass", "tests_passed": 3, "tests_total": 3, "instructions": 4_000_000_000, "cycles": 3_123_456_789, "energy_j": 12.3456785},
        ["0", "pass", "3 / 3", "4,000,000,000", "3,123,456,789", "12,345,679"],
    ),
    (
        0,
        1,
        {"verdict": "pass", "tests_passed": 3, "tests_total": 3, "instructions": 999, "cycles": 1000, "energy_j": 2.5e-6},
        ["1", "pass", "3 / 3", "999", "1,000", "3"],
    ),
    (
        1,
        0,
        {"verdict": "compile_error", "tests_passed": 0, "tests_total": 0, "compile_ok": False, "compile_message": "error: expected ';'"},
        ["0", "compile_error", "0 / 0", "", "", ""],
    ),
    (2, 0, None, ["0", "pending", "", "", "", ""]),
]
GENERATION_CELLS = "() => [...document.querySelectorAll('#generations tbody tr')].map(tr => [...tr.cells].map(td => td.textContent.trim()))"


@pytest.mark.django_db(transaction=True)
def test_submission_page_groups_the_thousands_of_long_numbers(live_server, django_user_model):
    if not shutil.which(CHROMIUM):
        pytest.skip("Debian's chromium is not installed at /usr/bin/chromium")
    from playwright.sync_api import sync_playwright

    owner = django_user_model.objects.create_user("numbers-team")
    benchmark = load_demo_benchmark()
    problems = list(benchmark.problems.order_by("problem_id"))
    submission = Submission.objects.create(
        owner=owner, team=personal_team(owner), benchmark=benchmark, model_name="org/a-rather-long-model-name-instruct", is_public=True
    )
    for index, sample, result, _ in GENERATIONS:
        generation = Generation.objects.create(
            submission=submission,
            problem=problems[index],
            sample=sample,
            code="int main() {}",
            status=Generation.Status.DONE if result else Generation.Status.PENDING,
        )
        if result:
            GenerationResult.objects.create(generation=generation, sandbox="bwrap", profile="scalar", **{"compile_ok": True} | result)
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu"])
        page = browser.new_page(viewport={"width": 1280, "height": 900})
        page.goto(f"{live_server.url}/submissions/{submission.pk}/")
        assert page.evaluate(TEMPLATE_SYNTAX) == []
        server = page.evaluate(GENERATION_CELLS)
        shown = [[problems[index].problem_id, *cells] for index, _, _, cells in GENERATIONS]
        assert server == [*shown[:3], ["error: expected ';'"], shown[3]]
        page.screenshot(path=str(ARTIFACTS / "submission-1280.png"), full_page=True)
        # The live re-render (static/js/live.js, when progress moves) draws the server's cells.
        page.evaluate(
            "url => fetch(url).then(r => r.json()).then(state => EffBench.renderGenerations(document.getElementById('generations'), state.generations))",
            f"/api/v1/submissions/{submission.pk}/",
        )
        assert page.evaluate(GENERATION_CELLS) == server
        browser.close()
