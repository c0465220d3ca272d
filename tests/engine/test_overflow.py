"""<Overflow <-X>>: memory moves the instant the card leaves the field or a stack for another
area (manual-en/overflow), not when it goes under a card."""

from __future__ import annotations

import pytest

from judgeapp.engine.dcg.keyword_rules import extract
from judgeapp.engine.errors import ScenarioError
from judgeapp.engine.ruleset import get_ruleset
from tests.engine.helpers import Game, scenario

ACE = {"kind": "digimon", "color": "red", "level": 5, "dp": 7000, "play_cost": 7,
       "text": "<Overflow <-4>>"}
DELETE = {"kind": "option", "color": "red", "use_cost": 1,
          "text": "[Main] Delete 1 of your opponent's Digimon with 8000 DP or less."}
BOUNCE = {"kind": "option", "color": "red", "use_cost": 1,
          "text": "[Main] Return 1 of your opponent's Digimon to the hand."}
STRIP = {"kind": "option", "color": "red", "use_cost": 0,
         "text": "[Main] Trash the top 1 digivolution cards of 1 of your opponent's Digimon."}
CARDS = {"Greymon X": ACE, "Shadow Wing": DELETE, "Bounce": BOUNCE, "Strip": STRIP,
         "MetalGreymon": {"kind": "digimon", "color": "red", "level": 5, "dp": 8000,
                          "play_cost": 7, "digivolve": [{"color": "red", "level": 5,
                                                         "cost": 1}]}}


def test_printed_forms_are_read():
    for text in ("<Overflow <-4>>", "<Overflow 《-4》>", "<Overflow -4>"):
        assert extract(text)[1].overflow == 4
    rest, rules = extract("<Overflow <-3>> <Blocker>")
    assert rules.overflow == 3 and rest == "<Blocker>"


def test_opponents_digimon_deleted_costs_its_owner_memory():
    g = Game(scenario(p1={"hand": ["Shadow Wing"], "battle": ["Agumon"]},
                      p2={"battle": ["Greymon X"]}, cards=CARDS))
    g.answer("use p1-shadow-wing")
    step = g.find("overflow", "p2-greymon-x")[0]
    assert step.player == "p2" and step.data["amount"] == 4
    assert "manual-en/overflow" in step.rules and "keyword/overflow" in step.rules
    assert g.index("delete", "p2-greymon-x") < step.index
    # p1 paid 1 (3 -> 2), then p2 lost 4: the counter moves 4 toward p1 (2 -> 6)
    assert g.mem("p1") == 6


def test_memory_moves_even_in_the_middle_of_an_effect():
    text = ("[Main] Delete 1 of your opponent's Digimon with 8000 DP or less. Then, "
            "gain 1 memory.")
    g = Game(scenario(p1={"hand": ["Shadow Wing"], "battle": ["Agumon"]},
                      p2={"battle": ["Greymon X"]},
                      cards={**CARDS, "Shadow Wing": {**DELETE, "text": text}}))
    g.answer("use p1-shadow-wing")
    over = g.index("overflow", "p2-greymon-x")
    gain = g.find("memory")[-1].index
    assert over < gain, "Overflow is processed before the rest of the effect"
    assert g.mem("p1") == 7


def test_returned_to_hand_and_digivolution_card_trashed_count():
    g = Game(scenario(p1={"hand": ["Bounce"], "battle": ["Agumon"]},
                      p2={"battle": ["Greymon X"]}, cards=CARDS))
    g.answer("use p1-bounce")
    assert g.find("overflow", "p2-greymon-x", to="hand")
    g = Game(scenario(p1={"hand": ["Strip"], "battle": ["Agumon"]},
                      p2={"battle": [{"card": "MetalGreymon", "under": ["Greymon X"]}]},
                      cards=CARDS))
    g.answer("use p1-strip")
    assert g.zone("p2-greymon-x") == "p2.trash"
    assert g.find("overflow", "p2-greymon-x", to="trash")
    assert g.mem("p1") == 7


def test_going_under_a_card_is_not_leaving():
    g = Game(scenario(p1={"hand": ["MetalGreymon"], "battle": ["Greymon X"]}, cards=CARDS,
                      memory={"p1": 3}))
    g.answer("digivolve p1-metalgreymon onto p1-greymon-x")
    assert g.zone("p1-greymon-x") == "p1.under"
    assert not g.find("overflow")
    assert g.mem("p1") == 2


def test_own_ace_deleted_in_battle_ends_the_turn():
    g = Game(scenario(p1={"battle": ["Greymon X"]},
                      p2={"battle": [{"card": "MetalGreymon", "suspended": True}]},
                      cards=CARDS, memory={"p1": 2}))
    g.answer("attack p1-greymon-x -> p2-metalgreymon")
    assert g.find("overflow", "p1-greymon-x")
    assert g.snapshot["turn_player"] == "p2"


def test_unmodelled_keyword_rules_are_refused():
    rs = get_ruleset("dcg")
    for text in ("[Main] You may DigiXros this card.",
                 "[Main] This Digimon may Burst Digivolve.",
                 "[Main] You may App Fusion this card.", "[Link] <Blocker>",
                 "[Counter] <Blast DNA Digivolve ([A])>", "<Mind Link>"):
        with pytest.raises(ScenarioError, match="not modelled"):
            rs.setup(scenario(cards={"X": {**ACE, "text": text}}, p1={"hand": ["X"]}))


def test_a_link_card_with_overflow_is_not_on_the_field():
    g = Game(scenario(p1={"hand": ["Shadow Wing"], "battle": ["Agumon"]},
                      p2={"battle": [{"card": "MetalGreymon", "links": ["Greymon X"]}]},
                      cards={**CARDS, "Shadow Wing": {**DELETE, "text": "[Main] Delete 1 of "
                                                      "your opponent's Digimon."}}))
    g.answer("use p1-shadow-wing")
    assert g.zone("p2-greymon-x") == "p2.trash"
    assert not g.find("overflow")
