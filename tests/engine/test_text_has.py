"""Conditions on what a player has, read as one condition over the target descriptions
(text_has.py): the description's qualifiers, whose Digimon, the count, the negation and the
place. Real-card proofs: scenarios qa-q1126-*, qa-q2171-*, card-text-joe-kido-*,
card-text-gokuumon-*, card-text-metalgreymon-*."""

from __future__ import annotations

import pytest

from judgeapp.engine.dcg import text_ir as ir
from judgeapp.engine.dcg.cardtext import parse_text
from judgeapp.engine.dcg.text_grammar import read_whole
from judgeapp.engine.errors import CardTextError
from tests.engine.helpers import Game, scenario

# the effect is a played Digimon's [On Play] (an Option would need its color in play)
BOOST = {"kind": "digimon", "color": "green", "level": 3, "dp": 1000, "play_cost": 0}
CARDS = {"Wall": {"kind": "digimon", "color": "black", "level": 4, "dp": 4000, "play_cost": 4,
                  "text": "<Blocker>", "traits": ["Wall"]},
         "Raider": {"kind": "digimon", "color": "yellow", "level": 4, "dp": 4000,
                    "play_cost": 4, "text": "<Security Attack -1>"},
         "Jeri": {"kind": "tamer", "color": "purple", "play_cost": 2}}


def _gains(text: str, p1: list, p2: list, breeding: str | None = None) -> bool:
    box = f"[On Play] If {text}, gain 2 memory."
    read_whole(box)  # read, and rendered back as printed
    mine = {"hand": ["Boost"], "battle": p1, **({"breeding": {"card": breeding}}
                                                 if breeding else {})}
    g = Game(scenario(cards={"Boost": {**BOOST, "text": box}, **CARDS}, p1=mine,
                      p2={"battle": p2}, memory={"p1": 5}))
    g.answer("play p1-boost")
    return g.mem() == 7


@pytest.mark.parametrize(("text", "p1", "p2", "holds"), [
    ("you have a Digimon with <Blocker> in play", ["Wall"], [], True),
    ("you have a Digimon with <Blocker> in play", ["Agumon"], ["Wall"], False),
    ("your opponent has a Digimon with <Blocker>", [], ["Wall"], True),
    ("your opponent has a Digimon with <Security Attack> in play", [], ["Raider"], True),
    ("your opponent has a Digimon with <Security Attack> in play", ["Raider"], ["Agumon"],
     False),
    ("you don't have a Tamer in play", [], ["Jeri"], True),
    ("you don't have a Tamer in play", ["Jeri"], [], False),
    ("your opponent doesn't have a purple Tamer", [], ["Tai Kamiya"], True),
    ("your opponent has no suspended Digimon", [], ["Agumon"], True),
    ("you have a Digimon in play with [Agu] in its name", ["Agumon"], [], True),
    ("you have 2 or more Digimon with [Agu] in its name", ["Agumon"], [], False),
    ("you have a purple or red Tamer", ["Jeri"], [], True),
    ("you have a yellow Digimon or purple Tamer in play", ["Jeri"], [], True),
    ("you have a yellow Digimon or purple Tamer in play", ["Tai Kamiya"], ["Jeri"], False),
    ("you have a Tamer or a Digimon with <Blocker>", ["Wall"], [], True),
    ("you have [Agumon] or a Digimon with <Blocker>", ["Agumon"], [], True),
    ("you have [Agumon] or a Digimon with <Blocker>", ["Gabumon"], ["Agumon"], False),
])
def test_the_description_is_matched_on_that_players_battle_area(text, p1, p2, holds):
    assert _gains(text, p1, p2) is holds


@pytest.mark.parametrize(("place", "holds"), [("on the field", True), ("in play", False)])
def test_on_the_field_adds_the_breeding_area(place, holds):
    text = f"you have a Digimon with the [Wall] trait {place}"
    assert _gains(text, [], [], breeding="Wall") is holds


def test_the_place_printed_before_with_renders_back_there():
    text = "[Main] If you have a Digimon in play with [Agu] in its name, gain 2 memory."
    cond = read_whole(text).items[0].sentences[0].condition.condition
    assert isinstance(cond, ir.HasDescribed) and cond.place_first


@pytest.mark.parametrize(("text", "why"), [
    ("[Main] If you have a Digimon with the lowest DP, gain 1 memory.", "a condition reads"),
    ("[Main] If you have 2 or more red or yellow Tamers, gain 1 memory.",
     "two colors joined by 'or'"),
    ("[All Turns] While your opponent has a Digimon with 6000 DP or more, this Digimon gets "
     "+1000 DP.", "'while' condition on a Digimon's DP"),
    ("[All Turns] While you have a Digimon with <Blocker>, this Digimon gets +1000 DP.",
     "'while' condition on a Digimon's DP"),
    ("[All Turns] While you have a Tamer or a Digimon with <Blocker>, this Digimon gets +1000 "
     "DP.", "'while' condition on a Digimon's DP"),
    ("[Main] If you have [Agumon] or a Tamer on the field, gain 1 memory.",
     "a name is read in the battle area only"),
])
def test_forms_not_settled_are_refused_with_the_reason(text, why):
    with pytest.raises(CardTextError, match=why):
        parse_text(text)


@pytest.mark.parametrize(("mine", "theirs", "gained"), [(2, 3, True), (3, 3, False), (4, 3, False)])
def test_fewer_security_cards_than_your_opponent(mine, theirs, gained):
    box = "[On Play] If you have fewer security cards than your opponent, gain 2 memory."
    read_whole(box)
    g = Game(scenario(cards={"Boost": {**BOOST, "text": box}},
                      p1={"hand": ["Boost"], "security": mine}, p2={"security": theirs},
                      memory={"p1": 5}))
    g.answer("play p1-boost")
    assert (g.mem() == 7) is gained


def test_cards_in_hand_is_the_older_wording_of_in_your_hand():
    box = ("[On Play] If you have 2 or more cards in hand, gain 1 memory. If your opponent has "
           "8 or more cards in hand, gain 1 memory.")
    read_whole(box)  # rendered back as printed
    first, second = (c.condition for c in parse_text(box)[0].clauses)
    assert (first.subject, first.value, second.subject, second.value) == ("hand", 2,
                                                                          "opp-hand", 8)
