"""Digivolving onto a Tamer "as if the Tamer is a level N Digimon" (tamer_digivolve.py)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from judgeapp.engine.dcg.tamer_digivolve import render
from judgeapp.engine.dcg.text_grammar import read_tamer_line
from tests.engine.helpers import Game, scenario

LINES = [
    "You may Digivolve this card from your hand onto one of your red Tamers as if the Tamer "
    "is a level 3 Digimon.",
    "You may digivolve this card from your hand onto one of your blue Tamers as if the Tamer "
    "is a level 3 blue Digimon.",
    "You may digivolve this card from your hand onto one of your [Takuya Kanbara] cards as if "
    "the Tamer is a level 3 red Digimon for a digivolution cost of 2.",
    # BT17-012 "as if that card is", BT7-011 "for a memory cost of": the same meaning
    "You may digivolve this card from your hand onto one of your red Tamers as if that card "
    "is a level 3 red Digimon.",
    "You may digivolve this card from your hand onto one of your red Tamers as if the Tamer "
    "is a level 3 red Digimon for a memory cost of 2.",
]


@pytest.mark.parametrize("line", LINES)
def test_each_printed_wording_is_read_and_rendered_back(line):
    reading = read_tamer_line(line)
    assert reading is not None and render(reading) == line


def test_a_line_that_says_something_else_is_not_read():
    assert read_tamer_line("You may digivolve this card from your hand onto one of your red "
                           "Tamers as if the Tamer is a level 3 Digimon with 2 cards.") is None


def _game(line: str, tamer_color: str, requirement: dict) -> Game:
    cards = {"Kanbara": {"kind": "tamer", "color": tamer_color, "play_cost": 3},
             "Agunimon": {"kind": "digimon", "color": "red", "level": 4, "dp": 5000,
                          "play_cost": 5, "digivolve": [requirement], "text": line}}
    return Game(scenario(cards=cards, p1={"battle": ["Kanbara"], "hand": ["Agunimon"],
                                          "deck": 5}, memory={"p1": 5}))


def test_the_tamer_meets_the_requirement_as_the_digimon_it_is_treated_as():
    g = _game(LINES[1].replace("blue Tamers", "red Tamers"), "red",
              {"color": "blue", "level": 3, "cost": 1})
    assert "digivolve p1-agunimon onto p1-kanbara" in g.options  # treated as a blue Lv.3
    g = _game(LINES[0], "red", {"color": "blue", "level": 3, "cost": 1})
    assert "digivolve p1-agunimon onto p1-kanbara" not in g.options  # red Lv.3: not met


@pytest.mark.parametrize("line", [LINES[2].replace("[Takuya Kanbara]", "[Kanbara]"),
                                  LINES[4].replace("red Tamers", "[Kanbara] cards")])
def test_the_printed_cost_is_paid(line):
    g = _game(line, "green", {"color": "red", "level": 3, "cost": 1})
    g.answer("digivolve p1-agunimon onto p1-kanbara")
    assert g.find("digivolve", "p1-agunimon", cost=2)
    assert g.find("draw")  # the digivolution bonus draw (official Q&A Q1158)


def test_that_card_is_the_tamer():
    """"as if that card is" reads as "as if the Tamer is" (only the wording differs)."""
    that = read_tamer_line(LINES[3])
    the = read_tamer_line(LINES[3].replace("that card", "the Tamer"))
    assert that.as_words == "that card" and replace(that, as_words="the Tamer") == the
