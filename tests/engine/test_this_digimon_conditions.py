"""Conditions on the effect's own Digimon and on the turn: "While this Digimon is suspended",
"... has [X] in its name", "... has the [X] trait", "... has <Save> in its text", "... has
<Piercing>", "... has 2 or more colors", "If it's your (opponent's) turn", and the wordings
"there are N or more cards in your opponent's trash" / "your hand has N or fewer cards".
Real-card proofs: scenarios qa-q867-*, qa-q4076-*, condition-*."""

from __future__ import annotations

from functools import reduce

import pytest

from judgeapp.engine.dcg import text_ir as ir
from judgeapp.engine.dcg.cardtext import parse_text
from judgeapp.engine.dcg.text_grammar import read_whole
from judgeapp.engine.errors import CardTextError
from tests.engine.helpers import Game, scenario


@pytest.mark.parametrize(("text", "subject", "field", "value"), [
    ("While this Digimon is suspended", "this-suspended", "value", 1),
    ("While this Digimon has [Greymon] or [Omnimon] in its name", "this-name-part", "names",
     ("Greymon", "Omnimon")),
    ("While this Digimon has the [X Antibody] trait", "this-trait", "names", ("X Antibody",)),
    ("While this Digimon has the [Hybrid]/[Ten Warriors] trait", "this-trait", "names",
     ("Hybrid", "Ten Warriors")),
    ("While this Digimon has <Save> in its text", "this-text", "name", "<Save>"),
    ("While this Digimon has [Gammamon] in its text", "this-text", "name", "Gammamon"),
    # either name (official Q&A Q4282 on BT20-002's "[Dracomon]/[Examon] in its text")
    ("While this Digimon has [Dracomon]/[Examon] in its text", "this-text", "names",
     ("Dracomon", "Examon")),
    ("While this Digimon has <Piercing>", "this-keyword", "name", "piercing"),
    ("While this Digimon has 2 or more colors", "this-colors", "value", 2),
    ("While it's your turn", "turn", "value", 1),
    ("While it's your opponent's turn", "turn", "value", 0),
    ("While there are 10 or more cards in your opponent's trash", "opp-trash", "value", 10),
    ("While your hand has 3 or fewer cards", "hand", "value", 3),
    ("While there are 10 or more cards in your trash", "trash", "value", 10),
    ("While this Digimon is level 6", "this-level", "op", "=="),
    ("While this Digimon is level 6 or higher", "this-level", "op", ">="),
    ("While this Digimon is [Argomon]", "this-name", "name", "Argomon"),
    ("While you don't have [Rika Nonaka]", "has-name", "op", "<="),
    ("While you don't have a [Rika Nonaka] in play", "has-name", "value", 0),
    ("While you have [Rika Nonaka]", "has-name", "op", ">="),
    ("While you have another Digimon", "another", "where", ()),
    ("While you have another suspended Digimon in play", "another", "where", ("suspended",)),
    ("While you have another blue Digimon", "another", "color", "blue"),
    ("While you have another level 6 Digimon", "another", "level", 6),
    ("While [Myotismon]/[X Antibody] is in this Digimon's digivolution cards", "this-under",
     "names", ("Myotismon", "X Antibody")),
    ("While [Gabumon] or [Agumon] is in this Digimon's digivolution cards", "this-under",
     "names", ("Gabumon", "Agumon")),
    ("While this Digimon has [Gabumon] or [Agumon] in its digivolution cards", "this-under",
     "names", ("Gabumon", "Agumon")),
    ("While a Tamer card with the [SoC] trait is in this Digimon's digivolution cards",
     "this-under", "names", ()),
    ("While you have 0 security cards", "security", "op", "=="),
    ("While you have 2 or more Digimon in play", "has-described", "value", 2),
    ("While your opponent has a level 6 or higher Digimon in play", "has-described",
     "target.min_level", 6),
    ("While your opponent has a level 7 Digimon", "has-described", "target.max_level", 7),
    ("While your opponent has an unsuspended Digimon in play", "has-described",
     "target.suspended", False),
    ("While your opponent doesn't have a level 4 or lower Digimon in play", "has-described",
     "op", "<="),
    ("While there're 6 or fewer total cards in both players' security stacks",
     "both-security", "value", 6),
    ("While you have 3 or more yellow Tamers in play", "has-described", "target.colors",
     ("yellow",)),
    ("While you have a Digimon with [Sistermon] in its name in play", "has-described",
     "target.name_has", ("Sistermon",)),
    ("While you have another Digimon in play with the same name as this Digimon", "another",
     "same_name", True),
])
def test_conditions_read_render_back_and_lower(text, subject, field, value):
    box = f"[All Turns] {text}, this Digimon gets +1000 DP."
    read_whole(box)  # renders back as printed
    cond = parse_text(box)[0].condition
    assert cond.subject == subject
    assert reduce(getattr, field.split("."), cond) == value


@pytest.mark.parametrize(("text", "why"), [
    ("If this Digimon has <Save> in its name, gain 1 memory.", "in its name"),
    ("If this Digimon has <Digi-Burst 2>, gain 1 memory.", "as its state"),
    ("If this Digimon has 2 or fewer colors, gain 1 memory.", "or more colors"),
])
def test_forms_the_rules_do_not_settle_stay_refused(text, why):
    with pytest.raises(CardTextError) as err:
        parse_text(f"[On Play] {text}")
    assert why in str(err.value)


def test_the_name_condition_reads_the_top_card_only():
    cond = read_whole("[Your Turn] While this Digimon has [Greymon] in its name, it gets "
                      "+2000 DP.").items[0].sentences[0].condition.condition
    assert cond == ir.ThisDigimon(ir.NameHas(("Greymon",)))
    bonus = {"kind": "digimon", "color": "red", "level": 3, "dp": 2000, "inherited":
             "[Your Turn] While this Digimon has [Greymon] in its name, it gets +2000 DP."}
    scn = scenario(cards={"Baby": bonus, "MetalGreymon": {
        "kind": "digimon", "color": "red", "level": 5, "dp": 7000}},
        p1={"battle": [{"card": "MetalGreymon", "under": ["Baby"]},
                       {"card": "Gabumon", "under": ["Baby"]}]})
    g = Game(scn)
    assert g.stack("p1-metalgreymon")["dp"] == 9000
    assert g.stack("p1-gabumon")["dp"] == 3000


@pytest.mark.parametrize(("suspended", "dp"), [(True, 6000), (False, 5000)])
def test_while_suspended_is_read_at_every_query(suspended, dp):
    scn = scenario(cards={"Egg": {"kind": "digi-egg", "color": "red", "level": 2, "inherited":
                                  "[All Turns] While this Digimon is suspended, it gets +1000 "
                                  "DP."}},
                   p1={"battle": [{"card": "Greymon", "under": ["Egg"],
                                   "suspended": suspended}]})
    assert Game(scn).stack("p1-greymon")["dp"] == dp


def test_a_keyword_given_by_another_persistent_effect_meets_the_keyword_condition():
    """A keyword condition is read with the keywords the other persistent effects give,
    a condition on one of them included (they are added until none more applies)."""
    scn = scenario(cards={
        "Pierce Egg": {"kind": "digi-egg", "color": "red", "level": 2, "inherited":
                       "[Your Turn] While this Digimon has <Blocker>, it gains <Piercing>."},
        "Bonus Egg": {"kind": "digi-egg", "color": "red", "level": 2, "inherited":
                      "[Your Turn] While this Digimon has <Piercing>, it gets +2000 DP."},
        "Wall": {"kind": "digimon", "color": "red", "level": 4, "dp": 5000,
                 "text": "<Blocker>"}},
        p1={"battle": [{"card": "Wall", "under": ["Bonus Egg", "Pierce Egg"]},
                       {"card": "Greymon", "under": ["Bonus Egg"]}]})
    g = Game(scn)
    assert g.stack("p1-wall")["dp"] == 7000
    assert g.stack("p1-greymon")["dp"] == 5000


@pytest.mark.parametrize(("whose", "memory"), [("your", 4), ("your opponent's", 3)])
def test_its_your_turn_is_the_turn_of_the_effects_controller(whose, memory):
    """p1 deletes its own Biyo (p1's turn: it gains 1 memory) or p2's (not p2's turn: the
    [On Deletion] effect can't activate, CR 4.2 15-6-3)."""
    biyo = {"kind": "digimon", "color": "red", "level": 3, "dp": 1000,
            "text": "[On Deletion] If it's your turn, gain 1 memory."}
    crusher = {"kind": "option", "color": "red", "use_cost": 0,
               "text": f"[Main] Delete 1 of {whose} Digimon."}
    scn = scenario(cards={"Biyo": biyo, "Crusher": crusher}, memory={"p1": 3},
                   p1={"battle": ["Biyo"], "hand": ["Crusher"]}, p2={"battle": ["Biyo"]})
    g = Game(scn).answer("use p1-crusher")
    victim = "p1" if whose == "your" else "p2"
    assert g.zone(f"{victim}-biyo") == f"{victim}.trash"
    assert g.mem() == memory
    assert bool(g.find("cannot_activate", f"{victim}-biyo")) is (victim == "p2")


def test_you_dont_have_x_is_the_cr_example():
    """CR 4.2 15-6-3: "If you don't have [Marcus Damon], you may play 1 [Marcus Damon] ..."
    can't be activated when you have [Marcus Damon] in the battle area."""
    marcus = {"kind": "tamer", "color": "red", "play_cost": 2}
    shine = {"kind": "digimon", "color": "red", "level": 3, "dp": 2000, "play_cost": 0,
             "text": "[On Play] If you don't have [Marcus Damon], you may play 1 [Marcus "
                     "Damon] from your hand without paying the cost."}
    for battle, played in (([], True), (["Marcus Damon"], False)):
        scn = scenario(cards={"Marcus Damon": marcus, "Shine": shine},
                       p1={"hand": ["Shine", "Marcus Damon"], "battle": battle})
        g = Game(scn).answer("play p1-shine", *(["yes"] if played else []))
        assert (g.zone("p1-marcus-damon") == "p1.battle") is played
        assert bool(g.find("cannot_activate", "p1-shine")) is not played


@pytest.mark.parametrize(("others", "dp"), [([], 5000), (["Gabumon"], 6000),
                                            (["Agumon"], 5000)])
def test_another_blue_digimon_is_one_other_than_this(others, dp):
    egg = {"kind": "digi-egg", "color": "blue", "level": 2, "inherited":
           "[All Turns] While you have another blue Digimon, this Digimon gets +1000 DP."}
    blue = {"kind": "digimon", "color": "blue", "level": 4, "dp": 5000}
    scn = scenario(cards={"Egg": egg, "Garuru": blue},
                   p1={"battle": [{"card": "Garuru", "under": ["Egg"]}, *others]})
    assert Game(scn).stack("p1-garuru")["dp"] == dp


@pytest.mark.parametrize(("level", "dp"), [(5, 5000), (6, 6000), (7, 6000)])
def test_this_digimon_is_level_n_or_higher_reads_its_top_card(level, dp):
    egg = {"kind": "digi-egg", "color": "red", "level": 2, "inherited":
           "[All Turns] While this Digimon is level 6 or higher, it gets +1000 DP."}
    top = {"kind": "digimon", "color": "red", "level": level, "dp": 5000}
    scn = scenario(cards={"Egg": egg, "Top": top},
                   p1={"battle": [{"card": "Top", "under": ["Egg"]}]})
    assert Game(scn).stack("p1-top")["dp"] == dp


@pytest.mark.parametrize(("under", "gained"), [(["Koromon"], False), (["Tai Kamiya"], True),
                                               (["Koromon", "Tai Kamiya"], True)])
def test_a_card_description_in_the_digivolution_cards(under, gained):
    """"If a Tamer card is in this Digimon's digivolution cards": any card under it fits."""
    top = {"kind": "digimon", "color": "red", "level": 4, "dp": 5000,
           "text": "[When Attacking] If a Tamer card is in this Digimon's digivolution "
                   "cards, gain 1 memory."}
    scn = scenario(cards={"Top": top}, memory={"p1": 3},
                   p1={"battle": [{"card": "Top", "under": under}]}, p2={"security": 3})
    g = Game(scn).answer("attack p1-top -> player")
    assert bool(g.find("memory")) is gained


@pytest.mark.parametrize(("p2_battle", "gained"), [([], True), (["Gabumon"], False),
                                                   (["Greymon"], True)])
def test_opponent_doesnt_have_a_level_n_or_lower_digimon(p2_battle, gained):
    """Met with no Digimon at all (official Q&A Q1480) and with only higher levels."""
    boost = {"kind": "option", "color": "red", "use_cost": 0, "text":
             "[Main] If your opponent doesn't have a level 3 or lower Digimon in play, gain 1 "
             "memory."}
    scn = scenario(cards={"Boost": boost}, memory={"p1": 3},
                   p1={"hand": ["Boost"], "battle": ["Tai Kamiya"]}, p2={"battle": p2_battle})
    assert (Game(scn).answer("use p1-boost").mem() == 4) is gained


@pytest.mark.parametrize(("dp", "gained"), [(5000, False), (6000, True)])
def test_opponent_digimon_with_dp_reads_its_dp_now(dp, gained):
    boost = {"kind": "option", "color": "red", "use_cost": 0, "text":
             "[Main] If your opponent has a Digimon with 6000 DP or more, gain 1 memory."}
    big = {"kind": "digimon", "color": "red", "level": 4, "dp": dp - 1000,
           "inherited": "[All Turns] This Digimon gets +1000 DP."}
    scn = scenario(cards={"Boost": boost, "Big": big, "Egg": {**big, "kind": "digi-egg"}},
                   memory={"p1": 3}, p1={"hand": ["Boost"], "battle": ["Tai Kamiya"]},
                   p2={"battle": [{"card": "Big", "under": ["Egg"]}]})
    assert (Game(scn).answer("use p1-boost").mem() == 4) is gained  # 1000 from the egg


def test_a_while_condition_on_dp_is_refused():
    with pytest.raises(CardTextError, match="condition on a Digimon's DP"):
        parse_text("[Your Turn] While your opponent has a Digimon with 10000 DP or more, "
                   "this Digimon gets +1000 DP.")


@pytest.mark.parametrize(("dp", "drawn"), [(6000, True), (5000, False)])
def test_this_digimon_has_n_dp_or_more_reads_its_dp_when_processed(dp, drawn):
    top = {"kind": "digimon", "color": "red", "level": 4, "dp": dp,
           "text": "[When Attacking] If this Digimon has 6000 DP or more, <Draw 1>."}
    scn = scenario(cards={"Top": top}, p1={"battle": ["Top"]}, p2={"security": 3})
    g = Game(scn).answer("attack p1-top -> player")
    assert bool(g.find("draw")) is drawn


def test_a_while_condition_on_this_digimons_dp_is_refused():
    with pytest.raises(CardTextError, match="condition on a Digimon's DP"):
        parse_text("[Your Turn] While this Digimon has 6000 DP or more, it gains <Jamming>.")


def test_when_starts_a_condition_only_for_dna_digivolving():
    effect = parse_text("[When Digivolving] When DNA digivolving, <Draw 1>.")[0]
    assert effect.clauses[0].condition.subject == "dna-digivolving"
    with pytest.raises(CardTextError, match="When you have 3 or more memory"):
        parse_text("[When Digivolving] When you have 3 or more memory, <Draw 1>.")


@pytest.mark.parametrize(("others", "dp"), [(["Gabumon"], 5000), (["Greymon"], 7000),
                                            (["Gere"], 7000)])
def test_another_digimon_with_the_same_name(others, dp):
    """A (Rule) name counts (CR 4.2 2-3-4-3): Gere is also treated as [Greymon]."""
    egg = {"kind": "digi-egg", "color": "red", "level": 2, "inherited":
           "[Your Turn] While you have another Digimon in play with the same name as this "
           "Digimon, this Digimon gets +2000 DP."}
    gere = {"kind": "digimon", "color": "red", "level": 4, "dp": 4000,
            "text": "[Rule] Name: Also treated as [Greymon]."}
    scn = scenario(cards={"Egg": egg, "Gere": gere},
                   p1={"battle": [{"card": "Greymon", "under": ["Egg"]}, *others]})
    assert Game(scn).stack("p1-greymon")["dp"] == dp


@pytest.mark.parametrize(("top_text", "dp"), [
    ("[On Play] <Digi-Burst 2>: Delete 1 of your opponent's Digimon.", 6000),
    ("[On Play] Delete 1 of your opponent's Digimon.", 5000)])
def test_has_digi_burst_is_an_effect_it_has_at_any_time(top_text, dp):
    """Official Q&A Q1151: applied even when <Digi-Burst> can't be activated (not its
    timing); the condition's own mention of <Digi-Burst> is not such an effect (CR 4.2
    4-23-2)."""
    egg = {"kind": "digi-egg", "color": "red", "level": 2, "inherited":
           "[Your Turn] While this Digimon has <Digi-Burst>, it gets +1000 DP."}
    top = {"kind": "digimon", "color": "red", "level": 4, "dp": 5000, "text": top_text}
    scn = scenario(cards={"Egg": egg, "Top": top},
                   p1={"battle": [{"card": "Top", "under": ["Egg"]}]})
    assert Game(scn).stack("p1-top")["dp"] == dp
