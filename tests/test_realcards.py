"""Real cards in scenario files: ``{number: BT1-010}`` entries filled from rulesdb.cards."""

from __future__ import annotations

import pytest

from judgeapp.scenario.loader import load_text
from judgeapp.scenario.realcards import card_origin, scenario_card
from judgeapp.scenario.source import ScenarioFileError
from rulesdb.cards import get_card_db

HEAD = """title: t
description: d
tags: [attack]
difficulty: beginner
source: [manual-en/attacking]
cards:
"""
BOARD = """board:
  turn_player: p1
  p1: {deck: 5, battle: [{card: DarkTyrannomon}]}
  p2: {deck: 5, security: 2}
expect: {}
"""


def load(cards: str):
    return load_text(HEAD + cards + BOARD, "real.yaml")


def test_scenario_card_for_agumon():
    entry = scenario_card(get_card_db().get("BT1-010"))
    assert entry == {
        "name": "Agumon", "kind": "digimon", "color": "red", "level": 3, "dp": 2000,
        "play_cost": 3, "digivolve": [{"color": "red", "level": 2, "cost": 0}],
        "traits": ["Rookie", "Vaccine", "Reptile"], "forms": ["Rookie"],
        "attributes": ["Vaccine"], "text": get_card_db().get("BT1-010").text,
        "number": "BT1-010"}


def test_a_tamers_inherited_effects_are_kept():
    """They apply once the Tamer is a digivolution card (<Mind Link>): BT16-087 Kosuke."""
    kosuke = scenario_card(get_card_db().get("BT16-087"))
    assert kosuke["kind"] == "tamer"
    assert kosuke["inherited"] == get_card_db().get("BT16-087").inherited_text
    assert "[End of All Turns]" in kosuke["inherited"]


def test_scenario_card_keeps_requirements_as_engine_lines():
    paildramon = scenario_card(get_card_db().get("BT12-028"))
    assert paildramon["text"].startswith("[DNA Digivolve] blue Lv.4 + green Lv.4: Cost 0\n")
    greymon = scenario_card(get_card_db().get("AD1-001"))
    assert greymon["text"].startswith("[Digivolve] Lv.3 w/[Omnimon] in text")


def test_number_reference_is_filled_from_the_database():
    scenario = load("  - {number: bt1-19}\n")
    card = scenario.data["cards"][0]
    assert (card["name"], card["dp"], card["number"]) == ("DarkTyrannomon", 6000, "BT1-019")


def test_name_tells_two_copies_apart():
    scenario = load("  - {number: BT1-019}\n  - {number: BT1-019, name: DarkTyrannomon B}\n")
    assert [c["name"] for c in scenario.data["cards"]] == ["DarkTyrannomon", "DarkTyrannomon B"]
    assert scenario.data["cards"][1]["dp"] == 6000


def test_a_label_tells_two_printings_of_one_name_apart_and_keeps_the_name():
    text = HEAD + ("  - {number: BT1-010}\n  - {number: BT3-007, label: Agumon B}\n"
                   + BOARD.replace("[{card: DarkTyrannomon}]",
                                   "[Agumon, Agumon B]"))
    scenario = load_text(text, "real.yaml")
    assert [c["name"] for c in scenario.data["cards"]] == ["Agumon", "Agumon"]
    from judgeapp.scenario.runner import run_scenario

    state = run_scenario(scenario).snapshot
    assert {i: c["name"] for i, c in state["cards"].items() if c["owner"] == "p1"
            and "deck" not in i} == {"p1-agumon": "Agumon", "p1-agumon-b": "Agumon"}


def test_two_printings_without_a_label_are_a_clear_error():
    with pytest.raises(ScenarioFileError, match="defined twice.*give the second a label"):
        load("  - {number: BT1-010}\n  - {number: BT3-007}\n")


def test_a_card_printed_lv_dash_has_no_level():
    from judgeapp.engine.dcg.board import parse_card

    entry = scenario_card(get_card_db().get("EX2-052"))  # ADR-06 Horn Striker, "Lv.-"
    assert entry["level"] == "-"
    assert parse_card(entry, "cards[0]").level is None
    scenario = load("  - {number: BT1-019}\n  - {number: EX2-052}\n")
    assert scenario.data["cards"][1]["level"] == "-"


def test_unknown_number_is_a_line_precise_error_with_a_suggestion():
    with pytest.raises(ScenarioFileError) as caught:
        load("  - {number: BT1-019}\n  - {number: BT1-999}\n")
    assert str(caught.value) == ("real.yaml:8: cards[1].number: unknown card number 'BT1-999' "
                                 "(did you mean 'BT1-115', Veedramon?)")


def test_other_keys_on_a_reference_are_refused():
    with pytest.raises(ScenarioFileError,
                       match=r"real.yaml:7: cards\[0\].dp: a card with a number and no kind"):
        load("  - {number: BT1-019, dp: 9000}\n")


def test_real_card_whose_text_the_engine_refuses_gives_the_normal_refusal():
    from judgeapp.scenario.library import check_file

    text = HEAD + "  - {number: BT1-019}\n  - {number: BT1-087}\n" + BOARD.replace(
        "p2: {deck: 5, security: 2}",
        "p2: {deck: 5, security: 2, battle: [{card: T.K. Takaishi}]}")
    outcome = _check_text(check_file, text)
    assert outcome.status in ("invalid", "error")
    assert any("cards[1].text: unsupported card text 'Look at your security stack, then "
               "reveal 1 card in it and add it to your hand.'" in line for line in outcome.lines)


def _check_text(check_file, text):
    import tempfile
    from pathlib import Path

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "real.yaml"
        path.write_text(text, encoding="utf-8")
        return check_file(path)


def test_card_origin_tells_printed_altered_and_invented_apart():
    db = get_card_db()
    printed = scenario_card(db.get("BT1-010"))
    assert card_origin(printed, db).origin == "printed"
    altered = card_origin({**printed, "dp": 9000}, db)
    assert (altered.origin, altered.number, altered.differences) == (
        "altered", "BT1-010", ("dp",))
    invented = card_origin({"name": "Agumon", "kind": "digimon", "dp": 9000}, db)
    assert (invented.origin, invented.shares_name) == ("invented", True)
    assert not card_origin({"name": "Example Nomon", "kind": "digimon"}, db).shares_name


def test_a_dual_card_has_an_option_side_and_no_play_cost():
    card = get_card_db().get("ST24-07")
    assert (card.play_cost, card.use_cost, card.dual_name) == (None, 5, "GeoGrey Sword")
    entry = scenario_card(card)
    assert entry["kind"] == "digimon" and "play_cost" not in entry
    assert entry["option"] == {
        "name": "GeoGrey Sword", "use_cost": 5, "colors": ["yellow", "red"],
        "text": "<Use Req. ([DATA SQUAD] trait)>\n[Main] 1 of your opponent's Digimon gets "
                "-6000 DP for the turn. Then, delete 1 of your opponent's Digimon with 7000 DP "
                "or less."}
    assert scenario_card(get_card_db().get("BT26-032"))["option"]["color"] == "green"
