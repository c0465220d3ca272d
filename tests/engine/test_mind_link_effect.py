"""<Mind Link> with a Digimon description: "[Main] <Mind Link> with 1 of your Digimon with the
[X] trait." (text_mind_link.py, verbs/mind_link.py; CR 4.2 16-28)."""

from __future__ import annotations

import pytest

from judgeapp.engine.dcg.cardtext import parse_text
from judgeapp.engine.dcg.text_grammar import read_whole
from judgeapp.engine.errors import CardTextError
from tests.engine.helpers import Game, scenario

WITH = ("[Main] <Mind Link> with 1 of your Digimon with the [Dark Animal] or [SoC] trait. "
        "(Place this Tamer as that Digimon's bottom digivolution card if there are no Tamer "
        "cards in its digivolution cards.)")
CARDS = {"Eiji": {"kind": "tamer", "color": "purple", "play_cost": 3, "text": WITH},
         "Gaogamon": {"kind": "digimon", "color": "blue", "level": 4, "dp": 5000,
                      "play_cost": 5, "traits": ["Dark Animal"]},
         "Dorumon": {"kind": "digimon", "color": "purple", "level": 3, "dp": 3000,
                     "play_cost": 3, "traits": ["SoC"]},
         "Dark Token": {"kind": "digimon", "color": "purple", "level": 3, "dp": 1000,
                        "token": True, "traits": ["Dark Animal"]}}


@pytest.mark.parametrize("text", [
    WITH,
    "[Main] <Mind Link> 1 of your Digimon with [Pulsemon] in its text.",
    "[Main] <Mind Link> 1 of your Digimon with the [Dark Animal]/[SoC] trait.",
])
def test_the_printed_forms_read_and_render_back(text):
    read_whole(text)
    (effect,) = parse_text(text)
    assert effect.timing == "main" and effect.clauses[0].actions[0].verb == "mind-link"


def test_the_description_is_the_target():
    (effect,) = parse_text(WITH)
    target = effect.clauses[0].actions[0].target
    assert target.side == "own" and target.traits_any == ("Dark Animal", "SoC")


def test_another_subject_is_refused():
    with pytest.raises(CardTextError):
        parse_text("[End of Your Turn] Then, this Tamer may <Mind Link> with 1 of your Digimon "
                   "with [Maquinamon] in its text.")


def test_the_only_fitting_digimon_is_chosen_without_asking():
    g = Game(scenario(p1={"battle": ["Eiji", {"card": "Gaogamon", "under": ["Agumon"]},
                                     "Greymon"]}, cards=CARDS))
    g.answer("activate p1-eiji")
    assert g.stack("p1-gaogamon")["under"] == ["p1-agumon", "p1-eiji"]  # the bottom card
    assert g.zone("p1-eiji") == "p1.under"
    assert "cr-en/16-28" in g.find("mind_link")[0].rules


def test_the_player_chooses_among_fitting_digimon_and_tokens_cant_be_chosen():
    g = Game(scenario(p1={"battle": ["Eiji", "Gaogamon", "Dorumon",
                                     {"card": "Dark Token", "id": "p1-token"}]}, cards=CARDS))
    g.answer("activate p1-eiji")
    assert g.decision.kind == "choose_target"
    assert sorted(o.id for o in g.decision.options) == ["p1-dorumon", "p1-gaogamon"]
    g.answer("p1-dorumon")
    assert g.stack("p1-dorumon")["under"] == ["p1-eiji"]


def test_no_fitting_digimon_without_a_tamer_card_under_it_does_nothing():
    g = Game(scenario(p1={"battle": ["Eiji", {"card": "Gaogamon", "under": ["Tai Kamiya"]},
                                     "Greymon"]}, cards=CARDS))
    g.answer("activate p1-eiji")
    assert g.zone("p1-eiji") == "p1.battle" and g.find("no_target", "p1-eiji")
    assert not g.find("mind_link")
