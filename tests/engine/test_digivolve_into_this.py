"""A card's own "Your [X] can digivolve into this card in your hand for a memory cost of N,
ignoring this card's digivolution requirements." (digivolve_into_this.py)."""

from __future__ import annotations

import pytest

from judgeapp.engine.dcg.cardtext import extract_rules
from judgeapp.engine.dcg.digivolve_into_this import render
from judgeapp.engine.dcg.text_grammar import read_into_this_line
from tests.engine.helpers import Game, scenario

OMNI = ("Your [Shoutmon] can digivolve into this card in your hand for a memory cost of 4, "
        "ignoring this card's digivolution requirements.")
LINES = [
    OMNI,
    "Your Digimon with [Omnimon] in its name can digivolve into this card in your hand for a "
    "memory cost of 3, ignoring this card's digivolution requirements.",
    "While you have 10 or more cards in your trash, your [Impmon] can digivolve into this card "
    "in your hand for a memory cost of 4, ignoring this card's digivolution requirements.",
    "If you have [Shu-Chong Wong] in play, your [Lopmon] can digivolve into this card in your "
    "hand for a digivolution cost of 3, ignoring its digivolution requirements.",
]


@pytest.mark.parametrize("line", LINES)
def test_each_printed_wording_is_read_and_rendered_back(line):
    reading = read_into_this_line(line)
    assert reading is not None and render(reading).casefold() == line.casefold()


def test_it_is_one_more_requirement_from_the_battle_area_while_the_condition_holds():
    rest, rules = extract_rules(LINES[2] + "\n<Blocker>")
    assert rest.strip() == "<Blocker>"
    (req,) = rules.digivolve
    assert (req.name, req.cost, req.battle_only) == ("Impmon", 4, True)
    assert (req.condition.subject, req.condition.value) == ("trash", 10)
    (part,) = extract_rules(LINES[1])[1].digivolve
    assert (part.name, part.name_has) == (None, "Omnimon")


def test_another_sentence_on_the_line_keeps_it_in_the_text():
    line = OMNI + " For every 10 cards in your trash, reduce the memory cost by 3."
    rest, rules = extract_rules(line)
    assert rules.digivolve == () and rest == line


CARDS = {
    "OmniShoutmon": {"kind": "digimon", "color": "red", "level": 5, "dp": 7000, "play_cost": 8,
                     "digivolve": [{"color": "red", "level": 4, "cost": 3}], "text": OMNI},
    "Shoutmon": {"kind": "digimon", "color": "red", "level": 3, "dp": 3000, "play_cost": 3},
}


def test_a_shoutmon_in_the_battle_area_digivolves_for_the_printed_cost():
    g = Game(scenario(cards=CARDS, memory={"p1": 5},
                      p1={"battle": ["Shoutmon"], "hand": ["OmniShoutmon"]}))
    assert "digivolve p1-omnishoutmon onto p1-shoutmon" in g.options
    g.answer("digivolve p1-omnishoutmon onto p1-shoutmon")
    assert g.find("digivolve", "p1-omnishoutmon", cost=4) and g.mem() == 1


def test_not_from_the_breeding_area():
    """Official Q&A Q1291: not from a [Shoutmon] in the breeding area."""
    g = Game(scenario(cards=CARDS, memory={"p1": 5},
                      p1={"breeding": "Shoutmon", "hand": ["OmniShoutmon"]}))
    assert "digivolve p1-omnishoutmon onto p1-shoutmon" not in g.options
    cards = {**CARDS, "Greymon": {"kind": "digimon", "color": "red", "level": 4, "dp": 5000}}
    g = Game(scenario(cards=cards, memory={"p1": 5},
                      p1={"breeding": "Greymon", "hand": ["OmniShoutmon"]}))
    assert "digivolve p1-omnishoutmon onto p1-greymon" in g.options  # its printed red Lv.4


@pytest.mark.parametrize(("trash", "offered"), [(9, False), (10, True)])
def test_only_while_the_condition_holds(trash, offered):
    cards = {**CARDS, "OmniShoutmon": {**CARDS["OmniShoutmon"], "text": LINES[2].replace(
        "[Impmon]", "[Shoutmon]")}}
    g = Game(scenario(cards=cards, memory={"p1": 5},
                      p1={"battle": ["Shoutmon"], "hand": ["OmniShoutmon"],
                          "trash": ["Koromon"] * trash}))
    assert ("digivolve p1-omnishoutmon onto p1-shoutmon" in g.options) is offered
