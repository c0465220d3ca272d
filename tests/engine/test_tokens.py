"""Tokens (manual-en/token-rules): can't digivolve, nothing under them, leave the game."""

from __future__ import annotations

from tests.engine.helpers import Game, scenario

CARDS = {
    "Agumon Token": {"kind": "digimon", "color": "red", "level": 3, "dp": 3000, "play_cost": 0,
                     "token": True},
    "Shadow Wing": {"kind": "option", "color": "red", "use_cost": 1,
                    "text": "[Main] Delete 1 of your opponent's Digimon with 4000 DP or less."},
    "Bounce": {"kind": "option", "color": "red", "use_cost": 1,
               "text": "[Main] Return 1 of your opponent's Digimon to the hand."},
}


def test_token_cannot_be_digivolved_onto():
    g = Game(scenario(p1={"hand": ["Greymon"], "battle": ["Agumon Token"]}, cards=CARDS))
    assert not [o for o in g.options if o.startswith("digivolve")]
    g.answer("digivolve p1-greymon onto p1-agumon-token")
    step = g.find("refused")[-1]
    assert "manual-en/token-rules" in step.rules
    assert g.zone("p1-greymon") == "p1.hand"


def test_deleted_token_leaves_the_game():
    g = Game(scenario(p1={"hand": ["Shadow Wing"], "battle": ["Agumon"]},
                      p2={"battle": ["Agumon Token"]}, cards=CARDS))
    g.answer("use p1-shadow-wing")
    assert g.zone("p2-agumon-token") == "gone"
    assert g.find("leave_game", "p2-agumon-token")
    assert not g.find("trigger", "p2-agumon-token")


def test_returned_token_leaves_the_game_instead_of_the_hand():
    g = Game(scenario(p1={"hand": ["Bounce"], "battle": ["Agumon"]},
                      p2={"battle": ["Agumon Token"]}, cards=CARDS))
    g.answer("use p1-bounce")
    assert g.zone("p2-agumon-token") == "gone"
    assert g.snapshot["players"]["p2"]["hand"] == []


def test_nothing_can_be_linked_to_a_token():
    cards = {**CARDS, "Wing Link": {"kind": "digimon", "color": "red", "level": 3, "dp": 1000,
                                    "play_cost": 3, "text": "Link red Lv.3: Cost 0"}}
    g = Game(scenario(p1={"hand": ["Wing Link"], "battle": ["Agumon Token"]}, cards=cards))
    assert not [o for o in g.options if o.startswith("link")]
