"""Count and presence conditions: "If you have N or fewer Tamers", "If your opponent has N or
more Digimon [in play] / memory / cards in their hand", "If you have a [red] Digimon/Tamer
[with the [X] trait] [in play]". Real-card edges: scenarios card-text-one-or-fewer-tamers-*."""

from __future__ import annotations

import pytest

from judgeapp.engine.dcg import text_ir as ir
from judgeapp.engine.dcg.cardtext import parse_text
from judgeapp.engine.dcg.text_grammar import read_whole
from judgeapp.engine.errors import CardTextError
from tests.engine.helpers import Game, scenario

OPTION = {"kind": "option", "color": "red", "use_cost": 0}


@pytest.mark.parametrize(("text", "subject", "op", "n"), [
    ("If you have 1 or fewer Tamers, gain 1 memory.", "has-described", "<=", 1),
    ("If you have 2 or more Tamers, gain 1 memory.", "has-described", ">=", 2),
    ("If your opponent has 2 or more Digimon in play, gain 1 memory.", "has-described", ">=",
     2),
    ("If your opponent has 1 or fewer Digimon, gain 1 memory.", "has-described", "<=", 1),
    ("If your opponent has 8 or more cards in their hand, gain 1 memory.", "opp-hand", ">=", 8),
    ("If your opponent has 1 or less memory, gain 1 memory.", "opp-memory", "<=", 1),
    ("If you have 10 or more cards in your trash, gain 1 memory.", "trash", ">=", 10),
    ("If your opponent has 3 or fewer cards in their trash, gain 1 memory.", "opp-trash", "<=",
     3),
])
def test_count_conditions_read_render_and_lower(text, subject, op, n):
    assert isinstance(read_whole(f"[Main] {text}").items[0].sentences[0].condition.condition,
                      ir.HasDescribed if subject == "has-described" else ir.Compare)
    cond = parse_text(f"[Main] {text}")[0].clauses[0].condition
    assert (cond.subject, cond.op, cond.value) == (subject, op, n)


@pytest.mark.parametrize(("battle", "gained"), [(["Greymon", "MetalGreymon"], True),
                                                (["Greymon", "Agumon"], False)])
def test_n_or_more_digimon_with_a_name_part_counts_the_digimon_that_fit(battle, gained):
    text = "[Main] If you have 2 or more Digimon with [Greymon] in its name, gain 2 memory."
    scn = scenario(cards={"Boost": {**OPTION, "text": text},
                          "MetalGreymon": {"kind": "digimon", "color": "blue", "level": 5,
                                           "dp": 11000, "play_cost": 12}},
                   p1={"hand": ["Boost"], "battle": battle}, memory={"p1": 5})
    g = Game(scn).answer("use p1-boost")
    assert (g.mem() == 7) is gained


@pytest.mark.parametrize(("tamers", "gained"), [(1, True), (2, False)])
def test_tamer_count_is_checked_when_processed(tamers, gained):
    scn = scenario(cards={"Boost": {**OPTION, "text": "[Main] If you have 1 or fewer Tamers, "
                                    "gain 2 memory."},
                          "Jeri": {"kind": "tamer", "color": "yellow", "play_cost": 2}},
                   p1={"hand": ["Boost"], "battle": ["Tai Kamiya", "Jeri"][:tamers]},
                   memory={"p1": 5})
    g = Game(scn).answer("use p1-boost")
    assert (g.mem() == 7) is gained


@pytest.mark.parametrize(("p2_battle", "p2_hand", "mem", "text", "holds"), [
    (["Gabumon", "Agumon"], 0, 5, "your opponent has 2 or more Digimon", True),
    (["Gabumon"], 0, 5, "your opponent has 2 or more Digimon", False),
    ([], 3, 5, "your opponent has 3 or more cards in their hand", True),
    ([], 2, 5, "your opponent has 3 or more cards in their hand", False),
    ([], 0, 5, "your opponent has 1 or less memory", True),  # counter on p1's side: 0
    ([], 0, 5, "your opponent has 2 or more cards in their trash", True),
    ([], 0, 5, "your opponent has 3 or more cards in their trash", False),
])
def test_opponent_count_conditions(p2_battle, p2_hand, mem, text, holds):
    scn = scenario(cards={"Boost": {**OPTION, "text": f"[Main] If {text}, gain 2 memory."}},
                   p1={"hand": ["Boost"], "battle": ["Tai Kamiya"]},
                   p2={"battle": p2_battle, "hand": p2_hand, "trash": ["Agumon", "Gabumon"]},
                   memory={"p1": mem})
    g = Game(scn).answer("use p1-boost")
    assert (g.mem() == mem + 2) is holds


DRAGO = {"Drago": {"kind": "digimon", "color": "red", "level": 3, "dp": 1000, "play_cost": 3,
                   "traits": ["Dragon"]},
         "Jeri": {"kind": "tamer", "color": "yellow", "play_cost": 2}}


@pytest.mark.parametrize(("text", "battle", "holds"), [
    ("you have a red Tamer in play", ["Tai Kamiya", "Agumon"], True),
    ("you have a yellow Tamer", ["Jeri", "Agumon"], True),
    ("you have a blue Tamer in play", ["Tai Kamiya", "Agumon"], False),
    ("you have a Tamer in play", ["Agumon"], False),
    ("you have a Digimon with the [Dragon] trait", ["Drago"], True),
    ("you have a Digimon with the [Dragon] trait", ["Agumon"], False),
    ("you have a blue Digimon in play", ["Agumon", "Gabumon"], True),
])
def test_has_kind_with_color_trait_or_in_play(text, battle, holds):
    box = read_whole(f"[Main] If {text}, gain 2 memory.")
    assert isinstance(box.items[0].sentences[0].condition.condition, ir.HasDescribed)
    scn = scenario(cards={"Boost": {**OPTION, "text": f"[Main] If {text}, gain 2 memory."},
                          **DRAGO},
                   p1={"hand": ["Boost"], "battle": battle}, memory={"p1": 5})
    g = Game(scn).answer("use p1-boost")
    assert (g.mem() == 7) is holds


@pytest.mark.parametrize("text", [
    "[Main] If you have 2 red Tamers in play, gain 1 memory.",
    "[Main] If you have a Digimon with the lowest DP, gain 1 memory.",
])
def test_has_kind_forms_not_read_are_refused(text):
    with pytest.raises(CardTextError):
        read_whole(text)


@pytest.mark.parametrize(("text", "p2_battle", "holds"), [
    ("your opponent has no unsuspended Digimon", [{"card": "Gabumon", "suspended": True}],
     True),
    ("your opponent has no unsuspended Digimon", ["Gabumon"], False),
    ("your opponent has 2 or more suspended Digimon",
     [{"card": "Gabumon", "suspended": True}, "Agumon"], False),
    ("your opponent has a Digimon with no digivolution cards in play", ["Gabumon"], True),
    ("your opponent has a Digimon with no digivolution cards",
     [{"card": "Greymon", "under": ["Agumon"]}], False),
    ("your opponent has no Digimon with digivolution cards", ["Gabumon"], True),
    ("your opponent has no Digimon with digivolution cards",
     [{"card": "Greymon", "under": ["Agumon"]}], False),
    ("your opponent has a Digimon in play", [], False),
])
def test_opponent_digimon_with_a_state_or_digivolution_cards(text, p2_battle, holds):
    box = read_whole(f"[Main] If {text}, gain 2 memory.")
    assert isinstance(box.items[0].sentences[0].condition.condition, ir.HasDescribed)
    scn = scenario(cards={"Boost": {**OPTION, "text": f"[Main] If {text}, gain 2 memory."}},
                   p1={"hand": ["Boost"], "battle": ["Tai Kamiya"]}, p2={"battle": p2_battle},
                   memory={"p1": 5})
    g = Game(scn).answer("use p1-boost")
    assert (g.mem() == 7) is holds
