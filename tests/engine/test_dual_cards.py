"""DUAL cards (CR 4.2 4-6) and Arts Digivolve (CR 4.2 4-20): judgeapp/engine/dcg/dual.py."""

import pytest

from judgeapp.engine.dcg.board import parse_card
from judgeapp.engine.dcg.card_refs import fits, fits_off_field
from judgeapp.engine.dcg.effects import CardFilter
from judgeapp.engine.errors import ScenarioError

from .helpers import Game, scenario

# a DUAL card: a red/blue Lv.4 Digimon whose Option side needs blue only
DUAL = {
    "Twinmon": {"kind": "digimon", "colors": ["red", "blue"], "level": 4, "dp": 6000,
                "traits": ["Hero"],
                "digivolve": [{"color": "red", "level": 3, "cost": 2}],
                "text": "[When Digivolving] Gain 1 memory.",
                "option": {"name": "Twin Strike", "use_cost": 2, "color": "blue",
                           "text": "[Main] Gain 2 memory."}},
    "Raise": {"kind": "option", "color": "red", "use_cost": 0,
              "text": "[Main] You may play 1 Digimon card from your trash without paying the "
                      "cost."},
}


def _game(p1: dict, **board) -> Game:
    return Game(scenario(p1=p1, cards=DUAL, **board))


def test_a_dual_card_in_the_hand_is_used_or_digivolved_into_never_played():
    g = _game({"hand": ["Twinmon"], "battle": ["Agumon", "Gabumon"]}, memory={"p1": 5})
    assert "use p1-twinmon" in g.options
    assert "digivolve p1-twinmon onto p1-agumon" in g.options
    assert "play p1-twinmon" not in g.options
    g.answer("play p1-twinmon")
    refused = g.find("refused")[0]
    assert "DUAL card" in refused.text and "manual-en/dual-cards" in refused.rules
    assert g.zone("p1-twinmon") == "p1.hand"


def test_use_pays_the_option_sides_cost_and_resolves_its_main_effect():
    g = _game({"hand": ["Twinmon"], "battle": ["Gabumon"]}, memory={"p1": 5})
    g.answer("use p1-twinmon")
    assert g.find("use_dual", "p1-twinmon", option="Twin Strike")
    assert g.find("pay_cost", "p1-twinmon", cost=2)
    assert g.mem() == 5 - 2 + 2
    # Gabumon (blue, Lv.3) doesn't meet "red Lv.3": no Arts Digivolve, the card is trashed
    assert g.find("arts_digivolve_none", "p1-twinmon")
    assert g.zone("p1-twinmon") == "p1.trash"


def test_the_option_sides_color_requirements_count_not_the_digimon_colors():
    g = _game({"hand": ["Twinmon"], "battle": ["Agumon"]}, memory={"p1": 5})
    assert "use p1-twinmon" not in g.options  # Twin Strike is blue; Agumon is red
    g.answer("use p1-twinmon")
    assert "blue" in g.find("refused")[0].text


def test_arts_digivolve_digivolves_without_the_cost_draws_and_triggers():
    g = _game({"hand": ["Twinmon"], "battle": ["Agumon", "Gabumon"]}, memory={"p1": 5})
    g.answer("use p1-twinmon")
    assert g.decision.kind == "arts_digivolve"
    assert g.options == ["p1-agumon", "none"]  # Gabumon doesn't meet the requirement
    g.answer("p1-agumon")
    assert g.stack("p1-twinmon")["under"] == ["p1-agumon"]
    assert g.find("arts_digivolve", "p1-twinmon", target="p1-agumon")
    assert not g.find("option_trash")
    assert g.find("draw", why="digivolution_bonus")
    # no memory paid for the digivolution; [When Digivolving] gains 1 more
    assert g.index("arts_digivolve") < g.index("trigger", "p1-twinmon")
    assert g.mem() == 5 - 2 + 2 + 1


def test_arts_digivolve_declined_trashes_the_card():
    g = _game({"hand": ["Twinmon"], "battle": ["Agumon", "Gabumon"]}, memory={"p1": 5})
    g.answer("use p1-twinmon", "none")
    assert g.zone("p1-twinmon") == "p1.trash"
    assert g.stack("p1-agumon")["under"] == []


def test_no_arts_digivolve_without_the_notation():
    cards = {**DUAL, "Twinmon": {**DUAL["Twinmon"],
                                 "option": {**DUAL["Twinmon"]["option"],
                                            "arts_digivolve": False}}}
    g = Game(scenario(p1={"hand": ["Twinmon"], "battle": ["Agumon", "Gabumon"]}, cards=cards,
                      memory={"p1": 5}))
    g.answer("use p1-twinmon")
    assert g.zone("p1-twinmon") == "p1.trash"
    assert not g.find("arts_digivolve_none") and not g.find("arts_digivolve")


def test_an_effect_does_not_play_a_dual_card():
    g = _game({"hand": ["Raise"], "trash": ["Twinmon", "Gabumon"], "battle": ["Agumon"]})
    g.answer("use p1-raise", "yes")
    assert g.zone("p1-twinmon") == "p1.trash"
    assert "p1-twinmon" not in g.options


def test_off_the_field_a_dual_card_fits_both_categories():
    card = parse_card({"name": "Twinmon", **DUAL["Twinmon"]}, "cards[0]")
    assert card.option is not None and card.option.kind == "option"
    assert card.cost is None and card.option.cost == 2 and card.option.traits == ("Hero",)
    assert fits_off_field(card, CardFilter(kind="option", trait="Hero"))
    assert fits_off_field(card, CardFilter(kind="digimon"))
    assert not fits_off_field(card, CardFilter(kind="tamer"))
    assert not fits(card, CardFilter(kind="option"))  # on the field it is a Digimon only
    assert not fits_off_field(card, CardFilter(kind="digimon", max_cost=5))  # no play cost


@pytest.mark.parametrize("raw, where", [
    ({"kind": "tamer", "color": "red", "option": {"name": "X", "use_cost": 1, "color": "red"}},
     "cards[0].option"),
    ({**DUAL["Twinmon"], "play_cost": 3}, "cards[0].play_cost"),
    ({**DUAL["Twinmon"], "option": {"use_cost": 1}}, "cards[0].option"),
    ({**DUAL["Twinmon"], "option": {**DUAL["Twinmon"]["option"], "arts_digivolve": "yes"}},
     "cards[0].option.arts_digivolve"),
    ({**DUAL["Twinmon"], "option": {**DUAL["Twinmon"]["option"],
                                    "text": "[Security] Gain 1 memory."}}, "cards[0].option"),
])
def test_malformed_option_sides_are_refused_with_the_field(raw, where):
    with pytest.raises(ScenarioError) as err:
        parse_card({"name": "Twinmon", **raw}, "cards[0]")
    assert err.value.field == where
