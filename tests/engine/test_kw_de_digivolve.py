"""<De-Digivolve X>: trash 1 to X top cards (the effect's controller chooses how many; the
Japanese manual's 1~X枚 prevails over the English "up to"), never past a level 3 card or the
last card."""

import pytest

from judgeapp.engine.dcg.cardtext import parse_text
from judgeapp.engine.errors import CardTextError

from .helpers import Game, scenario

CARDS = {
    "Garurumon": {"kind": "digimon", "color": "blue", "level": 4, "dp": 6000, "play_cost": 5},
    "WereGarurumon": {"kind": "digimon", "color": "blue", "level": 5, "dp": 8000,
                      "play_cost": 7},
    "Tsunomon": {"kind": "digi-egg", "color": "blue", "level": 2},
}


def _play(n: int, stack: dict) -> Game:
    text = f"[On Play] <De-Digivolve {n}> 1 of your opponent's Digimon."
    cards = {**CARDS, "Biyomon": {"kind": "digimon", "color": "yellow", "level": 3,
                                  "dp": 2000, "play_cost": 3, "text": text}}
    g = Game(scenario(p1={"hand": ["Biyomon"]}, p2={"battle": [stack]}, cards=cards,
                      memory={"p1": 5}))
    return g.answer("play p1-biyomon")


def test_trashes_up_to_x_cards_from_the_top():
    g = _play(2, {"card": "WereGarurumon", "under": ["Garurumon", "Gabumon", "Tsunomon"]})
    assert g.decision.kind == "choose_amount" and g.decision.player == "p1"
    assert g.options == ["1", "2"] and g.decision.default == "2"
    assert "keyword/de-digivolve" in g.decision.rules
    assert "manual-ja/kw-de-digivolve" in g.decision.rules
    g.answer("2")
    assert g.zone("p2-weregarurumon") == "p2.trash" and g.zone("p2-garurumon") == "p2.trash"
    assert g.stack("p2-gabumon")["under"] == ["p2-tsunomon"]
    assert all("keyword/de-digivolve" in s.rules for s in g.find("trash_top"))
    assert not g.find("de_digivolve_stop")  # X was reached: no stop rule applied


def test_the_default_is_the_most_allowed():
    g = _play(2, {"card": "WereGarurumon", "under": ["Garurumon", "Gabumon", "Tsunomon"]})
    g.answer(None)
    assert g.stack("p2-gabumon")["under"] == ["p2-tsunomon"]


def test_choosing_fewer_than_x():
    g = _play(2, {"card": "WereGarurumon", "under": ["Garurumon", "Gabumon", "Tsunomon"]})
    g.answer("1")
    assert g.zone("p2-weregarurumon") == "p2.trash"
    assert g.stack("p2-garurumon")["under"] == ["p2-gabumon", "p2-tsunomon"]
    assert len(g.find("trash_top")) == 1 and not g.find("de_digivolve_stop")
    assert g.find("choice", answer="1", decision="choose_amount")


def test_at_least_one_card_is_trashed_when_one_can_be():
    """manual-ja: 上から1~X枚まで破棄する: "none" is not an answer, and a single possible card
    is trashed without a question."""
    g = _play(2, {"card": "WereGarurumon", "under": ["Garurumon", "Gabumon", "Tsunomon"]})
    g.answer("0")
    assert g.find("refused", action="0") and g.decision.kind == "choose_amount"
    g = _play(1, {"card": "Garurumon", "under": ["Gabumon"]})
    assert g.decision.kind == "main_action"
    assert g.zone("p2-garurumon") == "p2.trash" and g.stack("p2-gabumon")["under"] == []


def test_more_than_allowed_is_refused():
    g = _play(3, {"card": "WereGarurumon", "under": ["Garurumon", "Gabumon", "Tsunomon"]})
    assert g.options == ["1", "2"]  # the level 3 Gabumon stops it after 2
    g.answer("3")
    assert g.find("refused", action="3") and g.decision.kind == "choose_amount"


def test_stops_at_a_level_3_card():
    g = _play(3, {"card": "Garurumon", "under": ["Gabumon", "Tsunomon"]})
    assert g.decision.kind == "main_action"  # only 1 can be trashed: no question
    assert g.stack("p2-gabumon")["under"] == ["p2-tsunomon"]
    assert g.find("de_digivolve_stop", "p2-gabumon", reason="a level 3 card")


def test_nothing_to_choose_on_a_level_3_digimon():
    g = _play(2, {"card": "Gabumon", "under": ["Tsunomon"]})
    assert g.decision.kind == "main_action"
    assert g.find("de_digivolve_stop", "p2-gabumon", reason="a level 3 card")
    assert not g.find("trash_top")


def test_never_trashes_the_last_card():
    g = _play(1, {"card": "Garurumon"})
    assert g.decision.kind == "main_action"  # nothing can be trashed: nothing is asked
    assert g.zone("p2-garurumon") == "p2.battle"
    assert g.find("de_digivolve_stop", reason="no digivolution cards")
    assert not g.find("delete")


def test_the_last_digivolution_card_stops_it():
    g = _play(3, {"card": "WereGarurumon", "under": ["Garurumon"]})
    assert g.decision.kind == "main_action"
    assert g.stack("p2-garurumon")["under"] == []
    assert g.find("de_digivolve_stop", "p2-garurumon", reason="no digivolution cards")


def test_bare_keyword_without_a_target_is_refused():
    with pytest.raises(CardTextError):
        parse_text("<De-Digivolve 1>")
