"""(Rule) lines: a name or trait a card also counts as (CR 4.2 2-3-4-2..4), in the (Rule)
wordings and the older ones the publisher changed to them. Real-card proofs: scenarios
qa-q2097-*."""

from __future__ import annotations

import pytest

from judgeapp.engine.dcg.cardtext import extract_rules
from judgeapp.engine.dcg.rule_lines import AlsoTreated
from judgeapp.engine.dcg.text_grammar import read_rule_line, read_whole
from judgeapp.engine.errors import CardTextError
from tests.engine.helpers import Game, scenario


@pytest.mark.parametrize(("line", "kind", "values"), [
    ("[Rule] Trait: Has the [Aquatic] type.", "trait", ("Aquatic",)),
    ("[Rule] Trait: Has [Dark Animal] Type.", "trait", ("Dark Animal",)),
    ("[Rule] Trait: Has [Ice-Snow].", "trait", ("Ice-Snow",)),
    ("This card/Digimon is also treated as having the [Cyborg] trait.", "trait", ("Cyborg",)),
    ("[Rule] Name: Also treated as [Numemon].", "name", ("Numemon",)),
    ("[Rule] Name: Also treated as [Takuya Kanbara]/[Koji Minamoto].", "name",
     ("Takuya Kanbara", "Koji Minamoto")),
    ("The name of this card/Digimon is also treated as [MetalGreymon] and [Cyberdramon].",
     "name", ("MetalGreymon", "Cyberdramon")),
    ("This card/Digimon is also treated as [DarkKnightmon] and [Tuwarmon].", "name",
     ("DarkKnightmon", "Tuwarmon")),
    ("[Rule] Name: Also treated as having [Mamemon].", "name-part", ("Mamemon",)),
    ("[Rule] Name: Treated as having [Etemon]/[Sukamon].", "name-part", ("Etemon", "Sukamon")),
    ("This card/Digimon is also treated as having [Leomon] in its name.", "name-part",
     ("Leomon",)),
])
def test_rule_lines_are_read_and_render_back(line, kind, values):
    reading = read_rule_line(line)
    assert isinstance(reading, AlsoTreated)
    assert (reading.kind, reading.values) == (kind, values)


def test_a_rule_line_not_read_stays_in_the_text_and_is_refused():
    assert read_rule_line("[Rule] Name: Treated as having [Etemon]/[Sukamon]..") is None
    printed, rules = extract_rules("[Rule] Card number: Also treated as [BT1-010].")
    assert rules.also_names == () and printed.startswith("[Rule]")
    with pytest.raises(CardTextError, match=r"\[Rule\] text"):
        read_whole(printed)


def test_rules_are_taken_out_of_the_text_box():
    printed, rules = extract_rules("[Rule] Name: Also treated as [Numemon].\n"
                                   "[On Play] <Draw 1>.\n[Rule] Trait: Has the [Aquatic] type.")
    assert printed.strip() == "[On Play] <Draw 1>."
    assert (rules.also_names, rules.name_parts, rules.also_traits) == (
        ("Numemon",), (), ("Aquatic",))



def test_a_rule_glued_to_the_line_before_is_taken_out():
    """Extraction damage on 9 real cards (BT14-052): the (Rule) icon as "(Rule)" at the end of
    the effect line before; the (Rule) is read, the effect keeps its own text."""
    printed, rules = extract_rules("[When Digivolving] Suspend 1 of your opponent's Digimon. "
                                   "(Rule) Name: Treated as having [Leomon].")
    assert printed.strip() == "[When Digivolving] Suspend 1 of your opponent's Digimon."
    assert rules.name_parts == ("Leomon",)
    printed, rules = extract_rules("[Main] <Draw 1>.(Rule) Trait: Has [Angel] type.")
    assert printed.strip() == "[Main] <Draw 1>." and rules.also_traits == ("Angel",)


def test_a_glued_rule_the_grammar_does_not_read_stays_in_the_text():
    printed, rules = extract_rules("[Main] <Draw 1>. (Rule) Trait: Has [Free] attribute.")
    assert "(Rule)" in printed and rules.also_traits == ()


CARDS = {
    "Gere": {"kind": "digimon", "color": "black", "level": 4, "dp": 2000,
             "text": "[Rule] Name: Also treated as [Numemon]."},
    "Panja": {"kind": "digimon", "color": "black", "level": 4, "dp": 2000,
              "text": "[Rule] Name: Also treated as having [Numemon]."},
    "Swim": {"kind": "digimon", "color": "black", "level": 4, "dp": 2000,
             "text": "[Rule] Trait: Has the [Aquatic] type."},
    "Exact": {"kind": "option", "color": "black", "use_cost": 0,
              "text": "[Main] If you have a [Numemon], gain 1 memory."},
    "Part": {"kind": "option", "color": "black", "use_cost": 0,
             "text": "[Main] If you have a Digimon with [Numemon] in its name, gain 1 memory."},
    "Trait": {"kind": "option", "color": "black", "use_cost": 0,
              "text": "[Main] If you have a Digimon with the [Aquatic] trait, gain 1 memory."},
}


@pytest.mark.parametrize(("digimon", "option", "gained"), [
    ("Gere", "Exact", True),    # 2-3-4-3: its name is also [Numemon] (Q2517)
    ("Gere", "Part", True),
    ("Panja", "Exact", False),  # 2-3-4-4: [Numemon] in its name, but not a [Numemon] (Q2421)
    ("Panja", "Part", True),
    ("Swim", "Trait", True),    # 2-3-4-2: treated as having the trait
    ("Gere", "Trait", False),
])
def test_rule_names_and_traits_on_the_field(digimon, option, gained):
    scn = scenario(cards=CARDS, memory={"p1": 3},
                   p1={"battle": [digimon], "hand": [option]})
    g = Game(scn).answer(f"use p1-{option.lower()}")
    assert (g.mem() == 4) is gained


@pytest.mark.parametrize(("digimon", "deleted"), [
    ("Gere", True),    # 2-3-4-3: an effect naming exactly [Numemon] can choose it (Q2429)
    ("Panja", False),  # 2-3-4-4: not a [Numemon] (Q2421)
])
def test_a_rule_name_is_a_target_by_exact_name(digimon, deleted):
    cards = {**CARDS, "Hunt": {"kind": "option", "color": "black", "use_cost": 0,
                               "text": "[Main] Delete 1 of your opponent's [Numemon]."},
             "Tamer": {"kind": "tamer", "color": "black", "play_cost": 1}}
    g = Game(scenario(cards=cards, p1={"battle": ["Tamer"], "hand": ["Hunt"]},
                      p2={"battle": [digimon]}))
    g.answer("use p1-hunt")
    assert (g.zone(f"p2-{digimon.lower()}") == "p2.trash") is deleted
