"""A judge's path through the rules library in a real browser (Debian chromium via Playwright).

Skipped, with the reason shown, where /usr/lib/chromium/chromium is not installed (see the
``browser_type_launch_args`` fixture in conftest.py).
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

pytestmark = pytest.mark.browser

PHONE = {"width": 360, "height": 740}
# A rule whose body refers to another rule that is in the corpus ("refer to 11-5").
QUERY = "victory conditions attack successful 0 security cards"
SECTION = "/rules/cr-en/1-2-3-1"


def search_open_and_follow(page: Page, base: str) -> None:
    page.goto(base + "/")
    page.get_by_role("searchbox").fill(QUERY)
    page.get_by_role("searchbox").press("Enter")
    expect(page).to_have_url(re.compile(r"/search\?q="))
    hit = page.locator(f'ol.hits a.hit-title[href="{SECTION}"]')
    expect(hit).to_be_visible()
    expect(page.locator("ol.hits mark").first).to_be_visible()
    hit.click()
    expect(page).to_have_url(base + SECTION)
    expect(page.locator("article.section h1")).to_contain_text("Victory conditions")
    expect(page.locator("nav.breadcrumb")).to_contain_text("Comprehensive Rules")
    expect(page.locator("aside.provenance")).to_contain_text("comprehensive-rules-4.2.md")
    cross = page.locator('article.section .body a[href^="/rules/"]').first
    target = cross.get_attribute("href")
    cross.click()
    expect(page).to_have_url(base + target)
    expect(page.locator("article.section h1")).to_be_visible()


def test_search_open_section_and_follow_a_cross_reference(page: Page, live_server):
    search_open_and_follow(page, live_server)


def test_the_same_path_on_a_phone(page: Page, live_server):
    page.set_viewport_size(PHONE)
    search_open_and_follow(page, live_server)
    for url in ("/", f"/search?q={QUERY}", SECTION, "/rules/cr-en", "/keywords/blocker"):
        page.goto(live_server + url)
        width = page.evaluate("document.documentElement.scrollWidth")
        assert width <= PHONE["width"], f"{url} scrolls sideways on a phone ({width}px)"
    page.goto(live_server + f"/search?q={QUERY}")
    for target in (page.get_by_role("button", name="Search"), page.locator("a.hit-title").first,
                   page.locator("header.site summary")):
        box = target.bounding_box()
        assert box and box["height"] >= 40, "tap target smaller than a fingertip"


def test_japanese_text_is_shown(page: Page, live_server):
    page.set_viewport_size(PHONE)
    page.goto(live_server + "/search?q=ジョグレス&lang=ja")
    first = page.locator("ol.hits a.hit-title").first
    expect(first).to_be_visible()
    first.click()
    heading = page.locator("article.section h1")
    assert re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", heading.inner_text())
    assert heading.bounding_box()["width"] > 20


def test_script_in_a_query_is_shown_not_run(page: Page, live_server):
    dialogs: list[str] = []
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    page.goto(live_server + "/")
    page.get_by_role("searchbox").fill("<script>alert('x')</script><img src=x onerror=alert(2)>")
    page.get_by_role("searchbox").press("Enter")
    expect(page.locator("main")).to_contain_text("<script>alert('x')</script>")
    assert dialogs == []


def test_unknown_rule_offers_a_way_on(page: Page, live_server):
    page.goto(live_server + "/rules/cr-en/2-3-1-99")
    expect(page.locator("h1")).to_have_text("Not Found")
    page.locator('a[href="/rules/cr-en/2-3-1"]').first.click()
    expect(page).to_have_url(live_server + "/rules/cr-en/2-3-1")
