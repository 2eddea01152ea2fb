"""Accessibility and small screens, in headless Chromium against the deployed portal: on every
page a reader can reach, each form control has a label, each image a text alternative, text
contrast meets WCAG AA (4.5:1), nothing is wider than a phone's screen, no template syntax was
left unrendered, and the leaderboard sorts from the keyboard alone."""

import pytest
import requests

from tests import demo_generations
from tests.e2e.conftest import PASSWORD
from tests.e2e.test_browser import ARTIFACTS, browser  # noqa: F401  (the module's browser fixture)
from tests.portal.test_board_layout import TEMPLATE_SYNTAX

pytestmark = [pytest.mark.e2e, pytest.mark.browser]

PUBLIC_PAGES = ["/", "/benchmarks/demo/", "/benchmarks/demo/problems/sum-array/", "/methodology/", "/accounts/login/", "/accounts/signup/"]
OWNER_PAGES = ["/submit/", "/accounts/settings/"]

# Controls without a name a screen reader could read out; images without alt.
UNLABELLED = """() => [...document.querySelectorAll('input:not([type=hidden]), select, textarea, button')]
  .filter(el => !(el.labels && el.labels.length) && !el.getAttribute('aria-label')
                && !el.getAttribute('aria-labelledby') && !(el.tagName === 'BUTTON' && el.textContent.trim()))
  .map(el => el.outerHTML.slice(0, 120))
  .concat([...document.querySelectorAll('img:not([alt])')].map(el => el.outerHTML.slice(0, 120)))"""

# WCAG 2 contrast of each visible text element's colour against its nearest opaque background.
LOW_CONTRAST = """() => {
  const rgb = s => (s.match(/[\\d.]+/g) || []).map(Number);
  const lum = ([r, g, b]) => [r, g, b].map(c => { c /= 255; return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; })
                                       .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i], 0);
  const background = el => { for (; el; el = el.parentElement) { const c = rgb(getComputedStyle(el).backgroundColor);
                                                               if (c.length === 3 || c[3] > 0.9) return c.slice(0, 3); }
                             return [255, 255, 255]; };
  const bad = [];
  for (const el of document.querySelectorAll('body *')) {
    const own = [...el.childNodes].some(n => n.nodeType === 3 && n.textContent.trim());
    const style = getComputedStyle(el);
    if (!own || style.visibility === 'hidden' || !el.getClientRects().length || el.closest('.visually-hidden, svg')) continue;
    const [a, b] = [lum(rgb(style.color).slice(0, 3)), lum(background(el))];
    const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    if (ratio < 4.5) bad.push(`${el.tagName} "${el.textContent.trim().slice(0, 40)}" ${ratio.toFixed(2)}:1`);
  }
  return bad;
}"""


def check_page(page, url: str) -> list[str]:
    page.goto(url)
    problems = [f"{url}: unlabelled {html}" for html in page.evaluate(UNLABELLED)]
    problems += [f"{url}: template syntax {text!r} in the page" for text in page.evaluate(TEMPLATE_SYNTAX)]
    problems += [f"{url}: low contrast {text}" for text in page.evaluate(LOW_CONTRAST)]
    if page.evaluate("document.documentElement.lang") != "en":
        problems.append(f"{url}: no lang on <html>")
    return problems


def test_pages_are_accessible_and_fit_a_phone(deployed_portal, browser):  # noqa: F811
    portal = deployed_portal
    response = requests.post(
        f"{portal.url}/api/v1/submissions/",
        headers={"Authorization": f"Token {portal.token}"},
        data={"benchmark": "demo", "model_name": "a11y-model"},
        files={"file": ("g.jsonl", demo_generations.all_correct())},
        timeout=30,
    )
    assert response.status_code == 201, response.text
    submission_id = response.json()["id"]
    assert portal.wait_finished(portal.token, submission_id, timeout=120)["status"] == "finished"

    for viewport in ({"width": 1280, "height": 900}, {"width": 375, "height": 740}):  # desktop, then a phone
        context = browser.new_context(viewport=viewport)
        page = context.new_page()
        problems = []
        for url in PUBLIC_PAGES:
            problems += check_page(page, portal.url + url)
        page.goto(f"{portal.url}/accounts/login/")
        page.get_by_label("Username").fill("alice")
        page.get_by_label("Password").fill(PASSWORD)
        page.get_by_role("button", name="Sign in").click()
        page.wait_for_url(lambda url: "/accounts/login/" not in url)
        for url in [*OWNER_PAGES, f"/submissions/{submission_id}/"]:
            problems += check_page(page, portal.url + url)
            # No sideways scrolling of the page itself (wide tables scroll inside their own box).
            overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
            if overflow > 0:
                problems.append(f"{url}: page {overflow}px wider than a {viewport['width']}px window")
        page.goto(f"{portal.url}/benchmarks/demo/")
        if viewport["width"] < 400:
            page.screenshot(path=str(ARTIFACTS / "leaderboard-phone.png"), full_page=True)
        assert page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth") <= 0
        assert problems == []
        context.close()


def test_leaderboard_sorts_from_the_keyboard(deployed_portal, browser):  # noqa: F811
    portal = deployed_portal
    for name, data in (("kb-fast", demo_generations.all_correct()), ("kb-slow", demo_generations.slow_but_correct())):
        response = requests.post(
            f"{portal.url}/api/v1/submissions/",
            headers={"Authorization": f"Token {portal.token}"},
            data={"benchmark": "demo", "model_name": name},
            files={"file": ("g.jsonl", data)},
            timeout=30,
        )
        assert portal.wait_finished(portal.token, response.json()["id"], timeout=120)["status"] == "finished"
    page = browser.new_page()
    page.goto(f"{portal.url}/benchmarks/demo/")
    # Tab through the page until the header's button has focus: reachable without a mouse.
    for _ in range(60):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.closest('th') !== null && document.activeElement.classList.contains('sort')"):
            break
    else:
        pytest.fail("no sortable column header is reachable with Tab")
    focused = page.evaluate("document.activeElement.closest('th').cellIndex")
    page.keyboard.press("Enter")
    th = page.locator("#leaderboard thead tr.columns th").nth(focused)
    first = th.get_attribute("aria-sort")
    assert first in {"ascending", "descending"}
    page.keyboard.press("Enter")
    assert th.get_attribute("aria-sort") == ({"ascending": "descending", "descending": "ascending"}[first])
    values = page.evaluate(f"""() => [...document.querySelectorAll('#leaderboard tbody tr:not(.reference)')]
        .map(tr => tr.cells[{focused}].dataset.value).filter(v => v !== undefined && v !== '').map(Number)""")
    assert len(values) >= 2
    assert values == sorted(values, reverse=th.get_attribute("aria-sort") == "descending")
    page.close()
