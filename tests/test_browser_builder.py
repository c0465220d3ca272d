"""The scenario builder in a real browser (Debian chromium via Playwright): build a small board
in the form, run it, step through it, read the explanation and follow a rule link.

Skipped, with the reason shown, where /usr/lib/chromium/chromium is not installed (see the
``browser_type_launch_args`` fixture in conftest.py).
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

pytestmark = pytest.mark.browser

PHONE = {"width": 360, "height": 740}
BOARD = {  # Greymon attacks; p2's only security card is Gabumon, a Security Digimon
    "title": "Greymon checks a Security Digimon",
    "description": "Gabumon is revealed, loses the battle and is trashed, not deleted.",
    "tags": "attack, security",
    "source": "manual-en/security-checks",
    "turn": "3", "memory": "3",
    "card-0-name": "Greymon", "card-0-colors": "red", "card-0-level": "4",
    "card-0-dp": "5000", "card-0-cost": "5",
    "card-1-name": "Gabumon", "card-1-colors": "blue", "card-1-level": "3",
    "card-1-dp": "3000", "card-1-cost": "3", "card-1-text": "[On Deletion] <Draw 1>.",
    "p1-battle-0-card": "Greymon", "p1-deck": "5",
    "p2-security": "Gabumon", "p2-deck": "5",
    "actions": "attack p1-greymon -> player",
}


def fill(page: Page, fields: dict[str, str]) -> None:
    """Type into the form, unfolding the parts the form folds away (deck, cards...)."""
    page.evaluate("document.querySelectorAll('form.builder details').forEach(d => d.open = true)")
    for name, value in fields.items():
        page.locator(f'[name="{name}"]').fill(value)


def test_build_run_and_step_through_a_small_board(page: Page, live_server):
    page.goto(live_server + "/builder")
    fill(page, BOARD)
    page.locator('.form-actions.top button[value="run"]').click()
    expect(page).to_have_url(re.compile(r"/s/[A-Za-z0-9_-]+$"))
    expect(page.locator("h1.replay-title")).to_have_text(BOARD["title"])
    for _ in range(12):  # step with the keyboard until the security check
        if "Security check" in page.locator("article.step h2.what").inner_text():
            break
        before = page.url
        page.wait_for_load_state("load")  # replay.js binds the keys only once it has run
        page.keyboard.press("ArrowRight")
        expect(page).not_to_have_url(before)
        page.wait_for_load_state("load")
    expect(page.locator("article.step h2.what")).to_contain_text(
        "Security check: Gabumon (p2-gabumon) is revealed")
    next_link = page.locator('a[rel="next"]')
    next_link.click()
    expect(page.locator("article.step h2.what")).to_contain_text("becomes a Security Digimon")
    rule = page.locator("ul.cited details").first
    rule.locator("summary").click()
    expect(rule.locator(".excerpt")).to_contain_text("security")  # the rule text, on tap
    link = rule.locator("a.rule-link")
    expect(link).to_be_visible()
    href = link.get_attribute("href")
    assert href and href.startswith("/rules/cr-en/")  # the Comprehensive Rules number first
    link.click()
    expect(page).to_have_url(live_server + href)
    expect(page.locator("article.section h1")).to_be_visible()


def test_an_error_comes_back_next_to_its_field_with_every_value(page: Page, live_server):
    page.goto(live_server + "/builder")
    fill(page, {**BOARD, "p2-hand": "Gabumon\nGreymn", "card-1-text": "[On Play] Dance."})
    page.locator('.form-actions.top button[value="check"]').click()
    hand_error = page.locator('p.field-error[data-field="p2-hand"]')
    expect(hand_error).to_contain_text("line 2: unknown card 'Greymn' (did you mean 'Greymon'?)")
    expect(page.locator('p.field-error[data-field="card-1-text"]')).to_contain_text("Dance")
    expect(page.locator('[name="p2-hand"]')).to_have_value("Gabumon\nGreymn")
    expect(page.locator('[name="title"]')).to_have_value(BOARD["title"])
    expect(page.locator('[name="card-0-dp"]')).to_have_value("5000")


def test_ask_me_and_the_builder_on_a_phone(page: Page, live_server):
    page.set_viewport_size(PHONE)
    page.goto(live_server + "/builder?from=attack-blocker")
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= PHONE["width"], f"the builder scrolls sideways on a phone ({width} px)"
    page.locator('input[name="mode"][value="ask"]').check()
    page.locator('[name="actions"]').fill("attack p1-greymon -> player")
    page.locator('.form-actions.top button[value="run"]').click()
    expect(page).to_have_url(re.compile(r"/s/[A-Za-z0-9_-]+/play\?script=keep$"))
    page.get_by_role("button", name=re.compile("Gomamon")).first.click()
    expect(page.locator("section.caused ol.log")).to_contain_text("Gomamon")
