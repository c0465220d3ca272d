"""<De-Digivolve X>: trash top cards, never past a level 3 card or the last card."""

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
    assert g.zone("p2-weregarurumon") == "p2.trash" and g.zone("p2-garurumon") == "p2.trash"
    assert g.stack("p2-gabumon")["under"] == ["p2-tsunomon"]
    assert all("keyword/de-digivolve" in s.rules for s in g.find("trash_top"))


def test_stops_at_a_level_3_card():
    g = _play(3, {"card": "Garurumon", "under": ["Gabumon", "Tsunomon"]})
    assert g.stack("p2-gabumon")["under"] == ["p2-tsunomon"]
    assert g.find("de_digivolve_stop", "p2-gabumon", reason="a level 3 card")


def test_never_trashes_the_last_card():
    g = _play(1, {"card": "Garurumon"})
    assert g.zone("p2-garurumon") == "p2.battle"
    assert g.find("de_digivolve_stop", reason="no digivolution cards")
    assert not g.find("delete")


def test_bare_keyword_without_a_target_is_refused():
    with pytest.raises(CardTextError):
        parse_text("<De-Digivolve 1>")
