"""A judge and a trainee in a real browser: step through a replay, follow a rule, score a quiz.

Uses the ``live_server`` and chromium fixtures of conftest.py (skipped where chromium is
missing).
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from judgeapp import replay as replays
from judgeapp import training

pytestmark = pytest.mark.browser

PHONE = {"width": 360, "height": 740}
NAME = "on-deletion-turn-player-chooses-order"


def press_once_loaded(page: Page, key: str) -> None:
    """Press ``key`` once the page has loaded. The URL (and even the step's text) shows as soon
    as the navigation commits and the top of the page is parsed, before the deferred
    replay.js binds the arrow keys: a key pressed in between is lost."""
    page.wait_for_load_state("load")
    page.keyboard.press(key)


def test_step_through_a_replay_with_buttons_and_arrow_keys(page: Page, live_server):
    steps = replays.library_replay(replays.find(NAME)).steps
    page.goto(f"{live_server}/scenarios/{NAME}")
    page.get_by_role("link", name=re.compile("Replay step by step")).click()
    expect(page).to_have_url(re.compile(rf"/scenarios/{NAME}/replay"))
    expect(page.locator("h2.what")).to_have_text(steps[0].text)
    page.get_by_role("link", name="Next ›").click()
    expect(page).to_have_url(re.compile(r"step=1$"))
    expect(page.locator("h2.what")).to_have_text(steps[1].text)
    press_once_loaded(page, "ArrowRight")
    expect(page).to_have_url(re.compile(r"step=2$"))
    expect(page.locator("h2.what")).to_have_text(steps[2].text)
    press_once_loaded(page, "ArrowLeft")
    expect(page).to_have_url(re.compile(r"step=1$"))
    page.wait_for_load_state("load")
    target = next(i for i, s in enumerate(steps) if s.event == "activate")
    page.locator("form.jump input[name=step]").fill(str(target))
    page.locator("form.jump button").click()
    expect(page.locator("h2.what")).to_have_text(steps[target].text)
    expect(page.locator("p.why")).to_contain_text(steps[target].cause)
    rule = page.locator("article.step ul.cited details").first
    rule.locator("summary").click()
    expect(rule.locator(".excerpt")).to_be_visible()
    link = rule.locator("a.rule-link")
    href = link.get_attribute("href")
    assert href.startswith("/rules/") or href.startswith("/keywords/")
    link.click()
    expect(page).to_have_url(live_server + href)
    expect(page.locator("h1")).to_be_visible()


def test_replay_and_play_fit_a_phone(page: Page, live_server):
    page.set_viewport_size(PHONE)
    for url in (f"/scenarios/{NAME}/replay?step=7", f"/scenarios/{NAME}/play?a=use+p1-farewell",
                "/scenarios", "/training", "/scenarios/dccg-direct-attack/replay?step=3"):
        page.goto(live_server + url)
        width = page.evaluate("document.documentElement.scrollWidth")
        assert width <= PHONE["width"], f"{url} scrolls sideways on a phone ({width}px)"
    page.goto(f"{live_server}/scenarios/{NAME}/play")
    page.get_by_role("button", name=re.compile("use p1-farewell|Farewell")).click()
    expect(page.locator("section.decision h2")).to_contain_text("p1 decides")
    expect(page.locator("section.decision ul.cited")).to_contain_text("simultaneous")


def test_take_a_training_set_and_score_it(page: Page, live_server):
    """One question per page, options shuffled: answer by the option's text."""
    points, _ = training.all_points()
    by_id = {p.id: p for p in points}
    page.goto(live_server + "/training")
    page.locator("input[name=tags][value=battle]").check()
    page.get_by_role("button", name="Start a set").click()
    expect(page).to_have_url(re.compile(r"/training/quiz\?game=dcg&tags=battle"))
    ids = []
    while True:
        question = page.locator("section.quiz-question")
        expect(question).to_have_count(1)
        qid = question.get_attribute("data-id")
        point = by_id[qid]
        answer = point.options[point.answer if ids else (point.answer + 1) % len(point.options)]
        question.get_by_label(answer, exact=True).check()
        ids.append(qid)
        last = page.get_by_role("button", name="Score my answers")
        if last.count():
            last.click()
            break
        page.get_by_role("button", name="Next question").click()
    count = len(ids)
    assert count >= 2 and len(set(ids)) == count
    expect(page.locator("#score")).to_have_text(f"{count - 1} / {count}")
    expect(page.locator("section.result-wrong .explanation")).to_have_text(
        by_id[ids[0]].explanation)
    page.goto(live_server + "/training")
    expect(page.locator("#progress")).to_contain_text(f"{count - 1} of {count}")
