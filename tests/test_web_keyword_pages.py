"""Keyword pages as a new judge reads them: no "None" for a missing Japanese name, and the
library scenarios that show the keyword, reachable from its page."""

from __future__ import annotations

import re

import pytest

from judgeapp import replay as replays
from rulesdb.keywords import load_keywords

KEYWORDS = load_keywords()
IDS = {k.id for k in KEYWORDS}


def _text(html: str) -> str:
    return re.sub(r"<[^>]+>", " ", html)


def test_no_page_shows_none_for_a_japanese_name(client):
    missing = [k for k in KEYWORDS if not k.name_ja]
    assert any(k.id == "execute" for k in missing)
    pages = ["/keywords", "/rules/manual-en/kw-execute",
             *(f"/keywords/{k.id}" for k in KEYWORDS)]
    for url in pages:
        assert "None" not in _text(client.get(url).get_data(as_text=True)), url


def test_a_keyword_without_a_japanese_source_says_so(client):
    html = client.get("/keywords/execute").get_data(as_text=True)
    heading = re.search(r"<h1>(.*?)</h1>", html, re.S).group(1)
    assert "—" in heading
    assert "no Japanese document in the library names it" in html
    listed = re.search(r'href="/keywords/execute">(.*?)</a>',
                       client.get("/keywords").get_data(as_text=True), re.S).group(1)
    assert "—" in listed


def test_the_suspended_blocker_scenario_is_reachable_from_the_keyword_page(client):
    html = client.get("/keywords/blocker").get_data(as_text=True)
    assert 'href="/scenarios/kw-blocker-no-suspended-blocker"' in html
    assert 'href="/scenarios/attack-blocker"' in html  # tagged "blocker"
    data = client.get("/api/keywords/blocker").get_json()
    first = data["scenarios"][0]
    assert first["proves"] and first["replay_url"].startswith("/scenarios/")


def _tagged() -> dict[str, set[str]]:
    found: dict[str, set[str]] = {}
    for entry in replays.library():
        if entry.scenario is None:
            continue
        for tag in entry.scenario.data.get("tags") or []:
            if tag.startswith("keyword:") and tag.removeprefix("keyword:") in IDS:
                found.setdefault(tag.removeprefix("keyword:"), set()).add(entry.name)
    return found


@pytest.mark.parametrize("keyword_id,names", sorted(_tagged().items()))
def test_every_proving_scenario_is_listed_on_its_keyword_page(client, keyword_id, names):
    data = client.get(f"/api/keywords/{keyword_id}").get_json()
    proving = {s["name"] for s in data["scenarios"] if s["proves"]}
    assert proving == names
