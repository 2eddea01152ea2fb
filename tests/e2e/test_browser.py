"""Headless Chromium (Debian's) driven by Playwright: sign in, upload through the form, watch the
submission finish and the leaderboard row appear in a second tab, with no reload."""

import os
import shutil
from pathlib import Path

import psycopg
import pytest
import requests

from tests import demo_generations
from tests.e2e.conftest import PASSWORD

pytestmark = [pytest.mark.e2e, pytest.mark.browser]
CHROMIUM = "/usr/bin/chromium"
ARTIFACTS = Path(os.environ.get("TEST_ARTIFACTS", Path(__file__).resolve().parents[2] / "test-artifacts"))


@pytest.fixture(scope="module")
def browser():
    if not shutil.which(CHROMIUM):
        pytest.skip("Debian's chromium is not installed at /usr/bin/chromium")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(
            executable_path=CHROMIUM,
            args=[
                "--no-sandbox",
                "--disable-gpu",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--disable-quic",
                "--no-first-run",
            ],
        )
        yield browser
        browser.close()


def test_upload_in_browser_and_watch_it_live(deployed_portal, browser, tmp_path):
    portal = deployed_portal
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    context = browser.new_context()
    errors: list[str] = []

    def watch(page):
        page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
        page.on("pageerror", lambda e: errors.append(str(e)))
        return page

    board = watch(context.new_page())
    board.goto(f"{portal.url}/benchmarks/demo/")
    board.get_by_text("Live: updates appear without reloading.").wait_for(timeout=10_000)
    board.evaluate("window.__notReloaded = true")

    page = watch(context.new_page())
    page.goto(f"{portal.url}/submit/")
    assert "/accounts/login/" in page.url  # writes need an account

    # Sign up: a mismatched password is refused next to its field, and no account is made.
    page.goto(f"{portal.url}/accounts/signup/")
    page.get_by_label("Username").fill("carol")
    page.get_by_label("Password", exact=True).fill(PASSWORD)
    page.get_by_label("Password confirmation").fill(PASSWORD + "x")
    page.get_by_role("button", name="Sign up").click()
    assert "didn’t match" in page.locator('[role="alert"]').inner_text()
    with psycopg.connect(portal.env["DATABASE_URL"]) as conn:
        assert conn.execute("SELECT count(*) FROM auth_user WHERE username = 'carol'").fetchone() == (0,)
    page.get_by_label("Password", exact=True).fill(PASSWORD)
    page.get_by_label("Password confirmation").fill(PASSWORD)
    page.get_by_role("button", name="Sign up").click()
    page.wait_for_url("**/accounts/settings/")

    # A token, shown once, that the API accepts; the page never shows it again.
    page.get_by_label("Name").fill("laptop")
    page.get_by_role("button", name="Create token").click()
    key = page.locator("#new-token").inner_text().strip()
    me = requests.get(f"{portal.url}/api/v1/tokens/", headers={"Authorization": f"Token {key}"}, timeout=10)
    assert me.status_code == 200, me.text
    page.goto(f"{portal.url}/accounts/settings/")
    assert key not in page.content() and "laptop" in page.locator("table").first.inner_text()

    page.goto(f"{portal.url}/submit/")
    # A bad file first: the error is shown next to the field and nothing is created.
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"problem_id": "no-such-problem", "code": "int main(){}"}\n')
    page.get_by_label("Benchmark").select_option("demo")  # other tests add benchmarks to this portal
    page.get_by_label("Model name").fill("browser-model")
    page.get_by_label("Generations (JSONL)").set_input_files(str(bad))
    page.get_by_role("button", name="Submit").click()
    assert "unknown problem_id 'no-such-problem'" in page.locator('[data-field="file"]').inner_text()

    good = tmp_path / "good.jsonl"
    good.write_bytes(demo_generations.slow_but_correct(tag=1))  # test_accessibility ran the untagged one
    page.get_by_label("Benchmark").select_option("demo")  # other tests add benchmarks to this portal
    page.get_by_label("Model name").fill("browser-model")
    page.get_by_label("Generations (JSONL)").set_input_files(str(good))
    page.get_by_role("button", name="Submit").click()
    page.wait_for_url("**/submissions/*/")
    page.evaluate("window.__notReloaded = true")

    # Progress moves: the page shows the submission running before it shows it finished.
    page.locator("#status", has_text="running").wait_for(timeout=30_000)
    assert page.locator("#progress-text").inner_text() != "3 / 3"
    page.locator("#status", has_text="finished").wait_for(timeout=120_000)
    assert page.locator("#progress-text").inner_text() == "3 / 3"
    assert "Correct: 100.0 %" in page.locator("#metrics").inner_text()
    assert page.evaluate("window.__notReloaded") is True  # updated live, not by reloading
    verdict_cells = page.locator("#generations tbody tr td:nth-child(3)")
    page.wait_for_function(
        "() => [...document.querySelectorAll('#generations tbody tr td:nth-child(3)')].every(td => td.textContent === 'pass')", timeout=10_000
    )
    assert verdict_cells.count() == 3
    page.screenshot(path=str(ARTIFACTS / "submission.png"), full_page=True)

    row = board.locator("#leaderboard tbody tr", has_text="browser-model")
    row.wait_for(timeout=30_000)
    assert "100.0" in row.inner_text() and "×" in row.inner_text()  # correct %, and a speedup was computed
    assert board.evaluate("window.__notReloaded") is True
    board.screenshot(path=str(ARTIFACTS / "leaderboard.png"), full_page=True)
    assert errors == []
    context.close()
