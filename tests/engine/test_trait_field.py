"""Older cards' "with [X] in its type / form / attribute": the traits printed in that place
(CR 4.2 2-3-2-1), read as "in its traits" is (both readings where they differ: trait_reading);
a card's ``forms`` / ``attributes`` say which of its traits are printed there."""

from __future__ import annotations

import pytest

from judgeapp.engine.dcg.board import parse_card
from judgeapp.engine.dcg.reading import read_box
from judgeapp.engine.dcg.render import describe_effect
from judgeapp.engine.dcg.text_grammar import read_whole
from judgeapp.engine.dcg.trait_reading import field_traits
from judgeapp.scenario import ScenarioFileError, load_text

from .helpers import Game, scenario


def _digimon(name: str, traits: list[str], forms: list[str], attributes: list[str]) -> dict:
    return {"kind": "digimon", "color": "red", "level": 4, "dp": 5000, "play_cost": 4,
            "traits": traits, "forms": forms, "attributes": attributes}


CARDS = {
    # attribute [Virus]; type [Dragon]
    "Viral": _digimon("Viral", ["Champion", "Virus", "Dragon"], ["Champion"], ["Virus"]),
    # attribute [Data]; type [Virus] (as P-076 Deltamon prints [Virus] as its type)
    "Typed": _digimon("Typed", ["Champion", "Data", "Virus"], ["Champion"], ["Data"]),
    # form [Hybrid]
    "Fused": _digimon("Fused", ["Hybrid", "Vaccine", "Ten Warriors"], ["Hybrid"], ["Vaccine"]),
}


@pytest.mark.parametrize("text", [
    "[Your Turn] While this Digimon has [D-Brigade] in its type, it gets +1000 DP.",
    "[When Digivolving] Return 1 level 7 Digimon card with [Virus] in its attribute from your "
    "trash to your hand.",
    "[All Turns] All of your Digimon with [Huckmon] in their names or [Royal Knight] in their "
    "types get +2000 DP.",
    "[Main] 1 of your Digimon with [Hybrid] in its form gets +3000 DP for the turn.",
])
def test_the_wording_is_read_and_renders_back(text):
    assert read_whole(text)


def test_the_types_are_the_traits_other_than_form_and_attribute():
    typed = parse_card({"name": "Typed", **CARDS["Typed"]}, "card")
    assert field_traits(typed, "type") == ("Virus",)
    assert field_traits(typed, "attribute") == ("Data",)
    assert field_traits(typed, "form") == ("Champion",)
    assert field_traits(typed) == ("Champion", "Data", "Virus")


def _delete(description: str, p2: list[str]) -> Game:
    cards = {**CARDS, "Act": {"kind": "option", "color": "red", "use_cost": 0,
                              "text": f"[Main] Delete 1 of your opponent's Digimon with "
                                      f"{description}."}}
    g = Game(scenario(p1={"hand": ["Act"], "battle": [{"card": "Agumon"}]},
                      p2={"battle": [{"card": c} for c in p2]}, cards=cards))
    return g.answer("use p1-act")


@pytest.mark.parametrize(("description", "deleted", "kept"), [
    ("[Virus] in its attribute", "p2-viral", "p2-typed"),
    ("[Virus] in its type", "p2-typed", "p2-viral"),
    ("[Hybrid] in its form", "p2-fused", "p2-viral"),
])
def test_only_the_named_place_counts(description, deleted, kept):
    g = _delete(description, [kept.removeprefix("p2-").title(),
                              deleted.removeprefix("p2-").title()])
    assert g.zone(deleted) == "p2.trash" and g.zone(kept) == "p2.battle"
    assert not g.find("trait_unsettled")


def test_this_digimon_has_x_in_its_type():
    cards = {**CARDS, "Striker": {**CARDS["Typed"], "text":
                                  "[When Attacking] If this Digimon has [Virus] in its type, "
                                  "<Draw 1>."}}
    g = Game(scenario(p1={"battle": [{"card": "Striker"}], "deck": 5},
                      p2={"security": 3}, cards=cards))
    g.answer("attack p1-striker -> player")
    assert g.find("draw")


def test_a_form_that_is_not_one_of_its_traits_is_named():
    text = """\
title: t
cards:
  - {name: Odd, kind: digimon, color: red, level: 4, dp: 5000, play_cost: 4,
     traits: [Champion, Data], forms: [Mega]}
board:
  p1: {battle: [Odd]}
  p2: {}
"""
    with pytest.raises(ScenarioFileError) as info:
        load_text(text, "s.yaml")
    assert "'Mega' is not one of its traits" in str(info.value)


def test_the_card_page_reading_names_the_place():
    text = ("[When Digivolving] Return 1 level 7 Digimon card with [Virus] in its attribute "
            "from your trash to your hand.")
    (reading,) = read_box(text, "text")
    assert "([Virus] in its attribute)" in describe_effect(reading)["steps"][0]


def test_where_the_readings_differ_the_step_quotes_the_place():
    """[Virus Buster] includes [Virus] without being it: the run stops, and says "in its type"
    (not "in its traits") with CR 2-3-2-1 beside 2-3-2-3 / 2-3-2-4."""
    extra = {"Buster": _digimon("Buster", ["Champion", "Data", "Virus Buster"], ["Champion"],
                                ["Data"])}
    cards = {**CARDS, **extra, "Act": {"kind": "option", "color": "red", "use_cost": 0,
                                       "text": "[Main] Delete 1 of your opponent's Digimon with "
                                               "[Virus] in its type."}}
    g = Game(scenario(p1={"hand": ["Act"], "battle": [{"card": "Agumon"}]},
                      p2={"battle": [{"card": "Buster"}, {"card": "Typed"}]}, cards=cards))
    g.answer("use p1-act")
    (step,) = g.find("trait_unsettled")
    assert '"with [Virus] in its type"' in step.text
    assert {"cr-en/2-3-2-1", "cr-en/2-3-2-3", "cr-en/2-3-2-4"} <= set(step.rules)
