"""Digivolving (manual "B. Digivolve Into a Digimon Card From the Hand")."""

from .helpers import Game, scenario

WHEN_DIGIVOLVING = {"Greymon": {"kind": "digimon", "color": "red", "level": 4, "dp": 5000,
                                "play_cost": 5,
                                "digivolve": [{"color": "red", "level": 3, "cost": 2}],
                                "text": "[When Digivolving] Gain 1 memory."}}


def test_digivolve_pays_stacks_and_draws_one():
    g = Game(scenario(p1={"hand": ["Greymon"], "battle": [{"card": "Agumon"}]}))
    g.answer("digivolve p1-greymon onto p1-agumon")
    stack = g.stack("p1-greymon")
    assert stack["under"] == ["p1-agumon"]
    assert g.mem() == 1
    assert g.snapshot["players"]["p1"]["hand"] == ["p1-deck-1"]


def test_the_suspended_state_carries_over():
    g = Game(scenario(p1={"hand": ["Greymon"], "battle": [{"card": "Agumon",
                                                          "suspended": True}]}))
    g.answer("digivolve p1-greymon onto p1-agumon")
    assert g.stack("p1-greymon")["suspended"] is True


def test_the_digivolution_draw_comes_before_when_digivolving():
    g = Game(scenario(p1={"hand": ["Greymon"], "battle": [{"card": "Agumon"}]},
                      cards=WHEN_DIGIVOLVING))
    g.answer("digivolve p1-greymon onto p1-agumon")
    assert g.index("draw") < g.index("activate", "p1-greymon")
    assert g.mem() == 2


def test_unmet_requirements_are_refused_with_the_requirement():
    g = Game(scenario(p1={"hand": ["Greymon"], "battle": [{"card": "Gabumon"}]}))
    assert not any(o.startswith("digivolve") for o in g.options)
    g.answer("digivolve p1-greymon onto p1-gabumon")
    refused = g.find("refused")[0]
    assert "red Lv.3" in refused.text
    assert g.zone("p1-greymon") == "p1.hand"


def test_digivolve_by_name():
    cards = {"Garurumon": {"kind": "digimon", "color": "blue", "level": 4, "dp": 6000,
                           "play_cost": 6, "digivolve": [{"name": "Gabumon", "cost": 1}]}}
    g = Game(scenario(p1={"hand": ["Garurumon"], "battle": [{"card": "Gabumon"}]},
                      cards=cards))
    g.answer("digivolve p1-garurumon onto p1-gabumon")
    assert g.stack("p1-garurumon")["under"] == ["p1-gabumon"]
    assert g.mem() == 2


def test_digivolving_in_the_breeding_area_activates_no_when_digivolving():
    cards = {"Agumon": {"kind": "digimon", "color": "red", "level": 3, "dp": 2000,
                        "play_cost": 3, "digivolve": [{"color": "red", "level": 2, "cost": 0}],
                        "text": "[When Digivolving] Gain 1 memory."}}
    g = Game(scenario(p1={"hand": ["Agumon"], "breeding": {"card": "Koromon"}}, cards=cards))
    g.answer("digivolve p1-agumon onto p1-koromon")
    assert g.snapshot["players"]["p1"]["breeding"]["id"] == "p1-agumon"
    assert not g.find("trigger", "p1-agumon")
    assert g.mem() == 3


def test_digivolving_onto_a_digimon_played_this_turn_still_cannot_attack():
    g = Game(scenario(p1={"hand": ["Greymon"], "battle": [{"card": "Agumon",
                                                          "played_this_turn": True}]}))
    g.answer("digivolve p1-greymon onto p1-agumon")
    assert "attack p1-greymon -> player" not in g.options


def test_inherited_effects_work_from_under():
    cards = {"Agumon": {"kind": "digimon", "color": "red", "level": 3, "dp": 2000,
                        "play_cost": 3, "digivolve": [{"color": "red", "level": 2, "cost": 0}],
                        "inherited": "[Your Turn] This Digimon gets +1000 DP."}}
    g = Game(scenario(p1={"battle": [{"card": "Greymon", "under": ["Agumon"]}]}, cards=cards))
    assert g.stack("p1-greymon")["dp"] == 6000
