"""The scenario library pages, the step-through replayer and the "ask me" mode, with bad input."""

from __future__ import annotations

import re

import pytest
from markupsafe import escape

from judgeapp import replay as replays
from tests.engine.helpers import places

NAME = "on-deletion-turn-player-chooses-order"
LEGACY = "dccg-attack-greater-turuiemon-vs-greymon"


def test_library_lists_every_scenario_with_its_meta(client):
    page = client.get("/scenarios")
    assert page.status_code == 200
    data = client.get("/api/scenarios").get_json()
    names = {s["name"] for s in data["scenarios"]}
    assert NAME in names and LEGACY in names
    assert data["total"] == len(replays.library())
    one = next(s for s in data["scenarios"] if s["name"] == NAME)
    assert one["game"] == "dcg" and one["difficulty"] == 2 and "trigger" in one["tags"]
    assert one["title"].encode() in page.data.replace(b"&#39;", b"'")


def test_library_filters(client):
    data = client.get("/api/scenarios?game=dccg").get_json()
    assert data["scenarios"] and all(s["game"] == "dccg" for s in data["scenarios"])
    data = client.get("/api/scenarios?tag=blocker&difficulty=1").get_json()
    assert data["scenarios"]
    assert all("blocker" in s["tags"] and s["difficulty"] == 1 for s in data["scenarios"])
    bad = client.get("/api/scenarios?difficulty=9&game=chess&tag=nope").get_json()
    assert len(bad["messages"]) == 3 and bad["scenarios"] == []


def test_scenario_page_links_to_its_replay_and_sources(client):
    page = client.get(f"/scenarios/{NAME}")
    assert page.status_code == 200
    assert f'href="/scenarios/{NAME}/replay"'.encode() in page.data
    assert b'href="/rules/manual-en/simultaneous-triggering"' in page.data
    data = client.get(f"/api/scenarios/{NAME}").get_json()
    assert data["steps"] == len(replays.library_replay(replays.find(NAME)).steps)


def test_a_step_shows_what_why_rules_pending_and_board(client):
    rp = replays.library_replay(replays.find(NAME))
    number = next(i for i, s in enumerate(rp.steps) if s.pending and s.event == "trigger")
    step = rp.steps[number]
    data = client.get(f"/api/scenarios/{NAME}/replay?step={number}").get_json()
    assert data["step"]["text"] == step.text
    keys = [c["key"] for c in data["step"]["cited"]]
    assert sorted(keys) == sorted(set(step.rules)) and keys[0].startswith("cr-en/")
    assert all(c["resolved"] and c["url"] and c["excerpt"] for c in data["step"]["cited"])
    assert [p["label"] for p in data["step"]["pending_effects"]] == list(step.pending)
    assert all(p["owner"] == "p1" for p in data["step"]["pending_effects"])
    assert data["board"]["gauge"]["cells"][10]["value"] == 0
    assert sum(c["on"] for c in data["board"]["gauge"]["cells"]) == 1
    assert data["nav"]["prev"].endswith(f"step={number - 1}")
    html = client.get(f"/scenarios/{NAME}/replay?step={number}").data.decode()
    assert step.text.replace("'", "&#39;").replace('"', "&#34;") in html
    for key in step.rules:
        doc, _, section = key.partition("/")
        assert f'href="/rules/{doc}/{section}"' in html
    assert 'data-key="ArrowRight"' in html and 'data-key="ArrowLeft"' in html


def _zone_ids(view: dict, player: str, zone: str) -> list[str]:
    """The card ids a board view shows in one zone (stack tops for the battle area)."""
    area = next(p for p in view["board"]["players"] if p["id"] == player)
    found = next(z for z in area["zones"] if z["name"] == zone)
    return [s["id"] for s in found["stacks"]] if found["kind"] == "stacks" else [
        c["id"] for c in found["cards"]]


def test_the_board_follows_the_steps(client):
    """Agumon is on the board before the option and in the trash at the end."""
    rp = replays.library_replay(replays.find(NAME))
    first = client.get(f"/api/scenarios/{NAME}/replay?step=0").get_json()
    last = client.get(f"/api/scenarios/{NAME}/replay?step={len(rp.steps) - 1}").get_json()
    assert "p1-agumon" in _zone_ids(first, "p1", "battle")
    html = client.get(f"/scenarios/{NAME}/replay?step=0").data.decode()
    assert '<dd class="zone-battle">' in html and '<span class="top">Agumon</span>' in html
    assert html.count('class="cell ') == 21 and html.count(' on"') == 1
    assert "next pause" not in html and "previous pause" not in html
    assert _zone_ids(last, "p1", "battle") == []
    assert last["nav"]["next"] is None


def test_each_step_shows_the_board_as_of_that_step(client):
    """The step that deletes Agumon shows it in the trash; the step before, on the field."""
    rp = replays.library_replay(replays.find(NAME))
    number = next(s.index for s in rp.steps if s.event == "delete" and "p1-agumon" in s.cards)
    before = client.get(f"/api/scenarios/{NAME}/replay?step={number - 1}").get_json()
    at = client.get(f"/api/scenarios/{NAME}/replay?step={number}").get_json()
    assert "p1-agumon" in _zone_ids(before, "p1", "battle")
    assert "p1-agumon" not in _zone_ids(before, "p1", "trash")
    assert "p1-agumon" in _zone_ids(at, "p1", "trash")
    assert "p1-agumon" not in _zone_ids(at, "p1", "battle")
    html = client.get(f"/scenarios/{NAME}/replay?step={number}").data.decode()
    trash = html.split('<dd class="zone-trash">')[2].split("</dd>")[0]  # p2 first, then p1
    assert "Agumon" in trash
    assert f"As of step {number}" in html


def test_a_card_between_zones_is_named(client):
    """Mid-step a card can be in no zone (its cost being paid, or deleted together with
    another before each reaches the trash): the board names it instead of losing it."""
    rp = replays.library_replay(replays.find(NAME))
    nowhere = {s.index: sorted(set(s.board["cards"]) - set(places(s.board))) for s in rp.steps}
    assert any(nowhere.values())
    for number, cards in nowhere.items():
        data = client.get(f"/api/scenarios/{NAME}/replay?step={number}").get_json()
        assert sorted(c["id"] for c in data["board"]["moving"]) == cards
    number, cards = next((n, c) for n, c in nowhere.items() if c)
    html = client.get(f"/scenarios/{NAME}/replay?step={number}").data.decode()
    name = rp.steps[number].board["cards"][cards[0]]["name"]
    assert f"Between zones at this step: {name}" in html


def test_decision_steps_show_who_decides_and_the_rule(client):
    rp = replays.library_replay(replays.find(NAME))
    number, answered = next((i, d) for i, d in rp.answered.items()
                            if d.decision.kind == "order_triggers")
    data = client.get(f"/api/scenarios/{NAME}/replay?step={number}").get_json()
    assert data["decision"]["player"] == "p1"
    assert data["decision"]["answer"] == answered.answer
    assert [c["key"] for c in data["decision"]["cited"]] == list(answered.decision.rules)


def test_whole_replay_json_has_a_board_for_every_step(client):
    rp = replays.library_replay(replays.find(NAME))
    data = client.get(f"/api/scenarios/{NAME}/replay").get_json()
    assert [s["board"] for s in data["steps"]] == [s.board for s in rp.steps]
    delete = next(s for s in data["steps"] if s["event"] == "delete")
    assert delete["cards"][0] in delete["board"]["players"]["p1"]["trash"]
    assert data["steps"][-1]["board"] == data["snapshot"]
    step = client.get(f"/api/scenarios/{NAME}/replay?step=3").get_json()
    assert "board" not in step["step"]  # drawn once, as "board"


def test_legacy_replay_shows_its_own_zones(client):
    data = client.get(f"/api/scenarios/{LEGACY}/replay?step=0").get_json()
    zones = {z["name"] for p in data["board"]["players"] for z in p["zones"]}
    assert {"attack_row", "online", "offline"} <= zones
    assert data["board"]["gauge"] is None and data["board"]["data_points"] is not None
    assert client.get(f"/scenarios/{LEGACY}/replay?step=4").status_code == 200


def test_every_library_replay_page_renders(client):
    for entry in replays.library():
        if entry.scenario is None:
            continue
        if replays.pending_refusal(entry) is not None:  # its page shows why, not a replay
            assert client.get(f"/scenarios/{entry.name}/replay").status_code == 200
            continue
        total = len(replays.library_replay(entry).steps)
        for step in {0, total // 2, total - 1}:
            response = client.get(f"/scenarios/{entry.name}/replay?step={step}")
            assert response.status_code == 200, (entry.name, step)


def test_play_asks_each_decision_and_keeps_answers_in_the_url(client):
    first = client.get(f"/api/scenarios/{NAME}/play").get_json()
    assert first["decision"]["kind"] == "main_action" and first["decision"]["player"] == "p1"
    assert "use p1-farewell" in [o["id"] for o in first["decision"]["options"]]
    second = client.get(f"/api/scenarios/{NAME}/play?a=use+p1-farewell").get_json()
    assert second["decision"]["kind"] == "order_triggers"
    assert second["decision"]["cited"][0]["key"] == "cr-en/15-4-3-5-1"  # the CR number first
    assert "manual-en/simultaneous-triggering" in [c["key"] for c in second["decision"]["cited"]]
    third = client.get(f"/api/scenarios/{NAME}/play?a=use+p1-farewell"
                       "&a=p1-agumon+on-deletion").get_json()
    texts = [s["text"] for s in third["steps"]]
    agumon = next(i for i, t in enumerate(texts) if "activates Agumon" in t)
    gabumon = next(i for i, t in enumerate(texts) if "activates Gabumon" in t)
    assert agumon < gabumon  # the user's order, not the file's
    html = client.get(f"/scenarios/{NAME}/play?a=use+p1-farewell").data.decode()
    assert 'name="a" value="use p1-farewell"' in html and 'value="p1-agumon on-deletion"' in html


def test_play_can_follow_the_script_first(client):
    data = client.get(f"/api/scenarios/{NAME}/play?script=keep").get_json()
    assert data["follow_script"] and data["decision"]["kind"] == "main_action"
    assert any("activates Gabumon" in s["text"] for s in data["steps"])


@pytest.mark.parametrize("url,status", [
    ("/scenarios/no-such-scenario", 404),
    ("/scenarios/no-such-scenario/replay", 404),
    ("/scenarios/no-such-scenario/play", 404),
    ("/scenarios/..%2F..%2Fetc%2Fpasswd/replay", 404),
    ("/scenarios/" + "x" * 5000, 404),
    (f"/scenarios/{NAME}/replay?step=abc", 400),
    (f"/scenarios/{NAME}/replay?step=-1", 400),
    (f"/scenarios/{NAME}/replay?step=1.5", 400),
    (f"/scenarios/{NAME}/replay?step=" + "9" * 5000, 400),
    (f"/scenarios/{NAME}/replay?step=999999", 404),
    (f"/scenarios/{NAME}/play?a=nonsense", 400),
    (f"/scenarios/{NAME}/play?a=pass&a=pass&a=pass", 400),
    (f"/scenarios/{NAME}/play?" + "a=pass&" * 400, 400),
    (f"/scenarios/{NAME}/play?a=" + "x" * 3000, 400),
])
def test_bad_input_gets_a_clear_message(client, url, status):
    for prefix in ("", "/api"):
        response = client.get(prefix + url)
        assert response.status_code == status, (prefix + url)[:120]
        if prefix:
            assert response.get_json()["message"]
        else:
            assert b'class="error"' in response.data


def test_script_in_input_is_escaped(client):
    evil = "<script>alert(1)</script>"
    for url in (f"/scenarios/{NAME}/play?a={evil}", f"/scenarios/{NAME}/replay?step={evil}",
                f"/scenarios?q={evil}&tag={evil}"):
        html = client.get(url).data.decode()
        assert evil not in html
        assert "&lt;script&gt;" in html


def test_tampered_multi_answers_are_refused(client):
    response = client.get(f"/api/scenarios/{NAME}/play?a=use+p1-farewell&pick=x&pick=y")
    assert response.status_code == 400
    assert re.search(r"not an option", response.get_json()["message"])


def test_library_reports_a_bad_file_and_never_reads_outside(tmp_path):
    (tmp_path / "broken.yaml").write_text("title: x\n", encoding="utf-8")
    (tmp_path / "good.yaml").write_text(
        replays.find(NAME).path.read_text(encoding="utf-8"), encoding="utf-8")
    entries = {e.name: e for e in replays.library(tmp_path)}
    assert entries["broken"].scenario is None and "missing required key" in entries["broken"].error
    assert entries["good"].scenario is not None
    with pytest.raises(replays.ReplayError):
        replays.library_replay(entries["broken"])
    for name in ("../good", "good.yaml", "Good", "", "-x", "a/b"):
        assert replays.find(name, tmp_path) is None


def test_each_answered_decision_is_tied_to_its_choice_step():
    rp = replays.library_replay(replays.find(NAME))
    assert rp.answered
    for index, answered in rp.answered.items():
        assert rp.steps[index].event == "choice"
        assert rp.steps[index].player == answered.decision.player


PENDING = "qa-q3764-raijiludomon-needs-a-digimon-to-go-under"


def _refused() -> str:
    """The phrase of EX11-018 Ryugumon the engine refuses today (it changes as more is read)."""
    return replays.pending_refusal(replays.find(PENDING)).phrase


def test_a_pending_scenario_with_refused_card_text_is_data_not_an_error():
    entry = replays.find(PENDING)
    assert entry.scenario.status == "pending-engine"
    refusal = replays.pending_refusal(entry)
    assert refusal.phrase and refusal.card == 0
    assert refusal.phrase.split("(")[0].strip() in entry.scenario.data["cards"][0]["text"]
    assert "cards[0].text" in refusal.message
    with pytest.raises(replays.PendingRefused):
        replays.library_replay(entry)
    passing = replays.find(NAME)
    assert replays.pending_refusal(passing) is None


def test_a_pending_scenario_page_shows_its_reason_and_the_refused_phrase(client):
    entry = replays.find(PENDING)
    refused = _refused()
    page = client.get(f"/scenarios/{PENDING}")
    assert page.status_code == 200
    html = page.get_data(as_text=True)
    assert "Refused phrase" in html and escape(refused) in html
    assert "Replay step by step" not in html
    data = client.get(f"/api/scenarios/{PENDING}").get_json()
    assert data["refusal"]["phrase"] == refused
    assert data["scenario"]["pending_reason"] == entry.scenario.pending_reason
    for view in ("replay", "play"):
        response = client.get(f"/api/scenarios/{PENDING}/{view}")
        assert response.status_code == 200, view
        assert response.get_json()["refusal"]["phrase"] == refused
        html = client.get(f"/scenarios/{PENDING}/{view}?step=0").get_data(as_text=True)
        assert escape(refused) in html and "Pending engine" in html
    listing = client.get("/scenarios?q=Q3764").get_data(as_text=True)
    assert "pending engine" in listing and escape(entry.scenario.pending_reason) in listing


def test_ask_me_says_what_the_last_answer_caused_before_the_board(client):
    url = "/scenarios/attack-blocker/play?a=attack+p1-greymon+-%3E+player"
    caused = client.get("/api" + url).get_json()["caused"]
    assert caused["answer"] == "Greymon attacks the player" and caused["first_step"] == 1
    assert [s["text"] for s in caused["steps"]][1] == "Greymon (p1-greymon) attacks p2."
    html = client.get(url).get_data(as_text=True)
    assert html.index('class="caused"') < html.index("<h2>Board</h2>")
    assert client.get("/api/scenarios/attack-blocker/play").get_json()["caused"] is None


def test_scenario_page_says_which_cards_are_printed_and_which_invented(client):
    invented = client.get("/scenarios/attack-blocker").get_data(as_text=True)
    assert "Gomamon · <strong>invented for this scenario</strong>" in invented
    assert "these stats and text are not its" in invented
    qa = next(e.name for e in replays.library() if e.name.startswith("qa-q1026"))
    cards = client.get(f"/api/scenarios/{qa}").get_json()["cards"]
    garurumon = next(c for c in cards if c["name"] == "Garurumon")
    assert (garurumon["origin"], garurumon["url"]) == ("printed", "/cards/BT2-073")


def test_replay_page_names_the_cards_that_are_not_printed(client):
    page = client.get("/scenarios/attack-blocker/replay?step=0").get_data(as_text=True)
    assert "Not printed cards (invented or changed for this scenario): Greymon, Gomamon." in page
