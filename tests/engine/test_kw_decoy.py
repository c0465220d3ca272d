"""<Decoy (Color)>: delete this Digimon so that 1 of your other Digimon of that color isn't
deleted by the opponent's effect."""

import pytest

from judgeapp.engine.dcg.cardtext import parse_text
from judgeapp.engine.errors import CardTextError

from .helpers import Game, scenario

CARDS = {
    "Wipe": {"kind": "option", "color": "red", "use_cost": 0,
             "text": "[Main] Delete 2 of your opponent's Digimon."},
    "Gaomon": {"kind": "digimon", "color": "black", "level": 4, "dp": 5000, "play_cost": 5},
    "Gaomon X": {"kind": "digimon", "color": "black", "level": 4, "dp": 5000, "play_cost": 5},
    "Commandramon": {"kind": "digimon", "color": "black", "level": 3, "dp": 3000,
                     "play_cost": 3, "text": "<Decoy (Black)>"},
    "Self Wipe": {"kind": "option", "color": "black", "use_cost": 0,
                  "text": "[Main] Delete 1 of your Digimon with 5000 DP or more."},
}


def test_protects_only_one_of_several_and_asks_which():
    g = Game(scenario(p1={"hand": ["Wipe"], "battle": [{"card": "Agumon"}]},
                      p2={"battle": [{"card": "Gaomon"}, {"card": "Gaomon X"},
                                     {"card": "Commandramon"}]}, cards=CARDS))
    g.answer("use p1-wipe", "p2-gaomon", "p2-gaomon-x")
    assert g.decision.kind == "interrupt"
    g.answer("p2-gaomon-x keyword", "yes")
    assert g.zone("p2-gaomon-x") == "p2.battle"
    assert g.zone("p2-gaomon") == "p2.trash" and g.zone("p2-commandramon") == "p2.trash"
    assert len(g.find("prevented")) == 1


def test_not_for_other_colors_nor_for_your_own_effects():
    cards = {**CARDS, "Gaomon": {**CARDS["Gaomon"], "color": "blue"},
             "Wipe": {**CARDS["Wipe"], "text": "[Main] Delete 1 of your opponent's Digimon "
                                               "with 4000 DP or more."}}
    g = Game(scenario(p1={"hand": ["Wipe"], "battle": [{"card": "Agumon"}]},
                      p2={"battle": [{"card": "Gaomon"}, {"card": "Commandramon"}]}, cards=cards))
    g.answer("use p1-wipe")
    assert g.zone("p2-gaomon") == "p2.trash" and g.zone("p2-commandramon") == "p2.battle"
    assert not g.find("interrupt")
    g = Game(scenario(p1={"hand": ["Self Wipe"], "battle": [{"card": "Gaomon"},
                                                           {"card": "Commandramon"}]},
                      cards=CARDS))
    g.answer("use p1-self-wipe")
    assert g.zone("p1-gaomon") == "p1.trash" and not g.find("interrupt")


def test_decoy_needs_a_color():
    with pytest.raises(CardTextError):
        parse_text("<Decoy>")
