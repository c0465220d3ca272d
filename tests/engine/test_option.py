"""Using Option cards (manual "C. Use an Option Card From the Hand", color requirements)."""

from .helpers import Game, scenario

SPARK = {"Spark": {"kind": "option", "color": "red", "use_cost": 1,
                   "text": "[Main] Gain 2 memory."}}
DUAL = {"Dual": {"kind": "option", "colors": ["red", "blue"], "use_cost": 0,
                 "text": "[Main] <Draw 1>."},
        "Twin": {"kind": "digimon", "colors": ["red", "blue"], "level": 3, "dp": 3000,
                 "play_cost": 3}}


def test_use_pays_resolves_main_then_trashes():
    g = Game(scenario(p1={"hand": ["Spark"], "battle": [{"card": "Agumon"}]}, cards=SPARK))
    g.answer("use p1-spark")
    assert g.mem() == 4
    assert g.zone("p1-spark") == "p1.trash"
    assert g.index("use_option") < g.index("memory") < g.index("option_trash")


def test_color_requirement_unmet_is_refused():
    g = Game(scenario(p1={"hand": ["Spark"], "battle": [{"card": "Gabumon"}]}, cards=SPARK))
    assert "use p1-spark" not in g.options
    g.answer("use p1-spark")
    refused = g.find("refused")[0]
    assert "red" in refused.text and "cr-en/2-4-3" in refused.rules
    assert g.zone("p1-spark") == "p1.hand"


def test_multicolor_needs_every_color():
    g = Game(scenario(p1={"hand": ["Dual"], "battle": [{"card": "Agumon"}]}, cards=DUAL))
    g.answer("use p1-dual")
    assert "blue" in g.find("refused")[0].text


def test_multicolor_met_by_red_and_blue_cards():
    g = Game(scenario(p1={"hand": ["Dual"], "battle": [{"card": "Agumon"}, {"card": "Gabumon"}]},
                      cards=DUAL))
    g.answer("use p1-dual")
    assert g.zone("p1-dual") == "p1.trash"


def test_one_multicolor_digimon_meets_both_colors():
    g = Game(scenario(p1={"hand": ["Dual"], "battle": [{"card": "Twin"}]}, cards=DUAL))
    g.answer("use p1-dual")
    assert not g.find("refused")
    assert "p1-deck-1" in g.snapshot["players"]["p1"]["hand"]


def test_breeding_area_counts_for_colors():
    g = Game(scenario(p1={"hand": ["Spark"], "breeding": {"card": "Koromon"}}, cards=SPARK))
    assert "use p1-spark" in g.options
