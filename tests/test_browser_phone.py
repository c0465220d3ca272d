"""A new judge on a 390 px phone (Debian chromium via Playwright): a one-row header with a menu,
a skip link, a builder that is not a wall of fields, "Ask me" showing what the answer caused
before the board, and no link or button without a name."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

pytestmark = pytest.mark.browser

PHONE = {"width": 390, "height": 844}
PAGES = ["/", "/search?q=blocker", "/rules/manual-en", "/keywords/blocker", "/scenarios",
         "/scenarios/attack-blocker/replay?step=2", "/builder", "/training",
         "/training/quiz?tags=battle", "/deck-check"]
NAMELESS = """() => [...document.querySelectorAll('a[href], button, summary')]
  .filter(e => !(e.textContent || '').trim() && !e.getAttribute('aria-label')
               && !e.getAttribute('title'))
  .map(e => e.outerHTML.slice(0, 120))"""


def test_the_header_is_one_row_with_a_menu_on_a_phone(page: Page, live_server):
    page.set_viewport_size(PHONE)
    for url in PAGES:
        page.goto(live_server + url)
        header = page.locator("header.site").bounding_box()
        assert header and header["height"] <= 64, f"{url}: the header is {header['height']}px"
        width = page.evaluate("document.documentElement.scrollWidth")
        assert width <= PHONE["width"], f"{url} scrolls sideways ({width}px)"
    menu = page.locator("details.site-menu")
    links = menu.locator("nav a")
    expect(links.first).to_be_hidden()
    menu.locator("summary").click()
    expect(links.first).to_be_visible()
    assert links.count() >= 7
    menu.get_by_role("link", name="Keywords").click()
    expect(page).to_have_url(live_server + "/keywords")


def test_the_wide_header_shows_every_link_in_one_row(page: Page, live_server):
    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto(live_server + "/")
    expect(page.locator("details.site-menu")).to_be_hidden()
    tops = {round(box["y"]) for a in page.locator("nav.site-wide a").all()
            if (box := a.bounding_box())}
    assert len(tops) == 1


def test_a_skip_link_leads_past_the_header_on_every_page(page: Page, live_server):
    page.set_viewport_size(PHONE)
    for url in PAGES:
        page.goto(live_server + url)
        skip = page.locator("a.skip-link")
        assert page.evaluate("document.querySelector('a[href], button, input, summary')"
                             ".classList.contains('skip-link')"), url
        skip.focus()
        box = skip.bounding_box()
        assert box and box["y"] >= 0 and box["height"] >= 30, url  # seen when focused
    skip.press("Enter")
    expect(page).to_have_url(live_server + PAGES[-1] + "#main")
    assert page.evaluate("document.activeElement.id") == "main"


def test_the_builder_form_is_short_on_a_phone(page: Page, live_server):
    page.set_viewport_size(PHONE)
    page.goto(live_server + "/builder")
    height = page.evaluate("document.documentElement.scrollHeight")
    assert height < 4500, f"the empty builder is {height}px tall on a phone (was 8,200)"
    expect(page.get_by_text("(required)")).to_have_count(2)
    page.get_by_text("Deck, Digi-Egg deck, trash").first.click()
    expect(page.locator("#f-p1-trash")).to_be_visible()


def test_ask_me_shows_what_the_answer_caused_before_the_board(page: Page, live_server):
    page.set_viewport_size(PHONE)
    page.goto(live_server + "/scenarios/attack-blocker/play")
    page.get_by_role("button", name="Greymon attacks the player").click()
    caused = page.locator("section.caused")
    expect(caused).to_contain_text("Your answer: Greymon attacks the player")
    expect(caused).to_contain_text("attacks p2")
    board = page.get_by_role("heading", name="Board", exact=True)
    assert caused.bounding_box()["y"] < board.bounding_box()["y"]
    assert caused.bounding_box()["y"] < PHONE["height"]  # in the first screen


def test_no_link_or_button_without_a_name(page: Page, live_server):
    for url in [*PAGES, "/scenarios/attack-blocker/play"]:
        page.goto(live_server + url)
        assert page.evaluate(NAMELESS) == [], url
