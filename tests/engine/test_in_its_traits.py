""""with [X] in its traits": read; answered by both readings (a trait that is [X], CR 4.2
2-3-2-3; one that includes [X], 2-3-2-4) and stopped with an unmodelled step where they differ
for the card asked about (trait_reading)."""

from __future__ import annotations

import pytest

from judgeapp.engine.dcg.cardtext import parse_text
from judgeapp.engine.dcg.text_grammar import read_whole

from .helpers import Game, scenario

CARDS = {
    "Dracomon": {"kind": "digimon", "color": "red", "level": 3, "dp": 3000, "play_cost": 4,
                 "traits": ["Dragonkin"]},
    "Coredramon": {"kind": "digimon", "color": "red", "level": 4, "dp": 5000, "play_cost": 4,
                   "traits": ["Dragon", "Dragonkin"]},
    "Wyvern": {"kind": "digimon", "color": "red", "level": 4, "dp": 4000, "play_cost": 4,
               "traits": ["Dragon"]},
    "Leomon": {"kind": "digimon", "color": "yellow", "level": 4, "dp": 5000, "play_cost": 5,
               "traits": ["Beastkin"]},
}


def _use(text: str, p2: list[str], *answers: str, hand: tuple[str, ...] = (),
         extra: dict | None = None) -> Game:
    cards = {**CARDS, **(extra or {}), "Act": {"kind": "option", "color": "red", "use_cost": 0,
                                               "text": f"[Main] {text}"}}
    g = Game(scenario(p1={"hand": ["Act", *hand], "battle": [{"card": "Agumon"}]},
                      p2={"battle": [{"card": c} for c in p2]}, cards=cards))
    return g.answer("use p1-act", *answers)


@pytest.mark.parametrize("text", [
    "[Main] Delete 1 of your opponent's Digimon with [Dragon] in its traits.",
    "[Main] Delete 1 of your opponent's Digimon with [Dragon] or [Bird] in their traits.",
    "[On Play] You may play 1 level 4 Digimon card with [Blue Flare] in its traits from your "
    "hand without paying the cost.",
])
def test_the_wording_is_read_and_renders_back(text):
    assert read_whole(text)


def test_readings_agree_the_answer_is_used():
    """Leomon has no trait with [Dragon] in it, Wyvern's trait is [Dragon]: both readings say
    Wyvern only."""
    g = _use("Delete 1 of your opponent's Digimon with [Dragon] in its traits.",
             ["Wyvern", "Leomon"])
    assert g.zone("p2-wyvern") == "p2.trash" and g.zone("p2-leomon") == "p2.battle"
    assert not g.find("trait_unsettled")


def test_a_card_with_both_a_matching_and_a_longer_trait_agrees():
    """Coredramon has [Dragon] itself (and [Dragonkin]): it fits by either reading."""
    g = _use("Delete 1 of your opponent's Digimon with [Dragon] in its traits.",
             ["Coredramon", "Leomon"])
    assert g.zone("p2-coredramon") == "p2.trash"


def test_readings_differ_the_run_stops_naming_the_card_and_trait():
    """Dracomon's [Dragonkin] includes [Dragon] but is not [Dragon]: whether it can be chosen
    is not settled, so the run stops before anything is deleted."""
    g = _use("Delete 1 of your opponent's Digimon with [Dragon] in its traits.",
             ["Wyvern", "Dracomon"])
    (step,) = g.find("trait_unsettled")
    assert step.kind.value == "unmodelled" and "p2-dracomon" in step.cards
    assert step.data["trait"] == "Dragonkin" and "[Dragon]" in step.text
    assert {"cr-en/2-3-2-3", "cr-en/2-3-2-4"} <= set(step.rules)
    assert g.zone("p2-wyvern") == "p2.battle" and g.zone("p2-dracomon") == "p2.battle"
    assert g.state.over and g.decision is None
    assert g.stack("p2-dracomon")["dp"] == 3000  # the board is still a picture


def test_a_card_in_the_hand_is_asked_about_too():
    g = _use("You may play 1 Digimon card with [Dragon] in its traits from your hand without "
             "paying the cost.", ["Leomon"], "yes", hand=("Dracomon",))
    (step,) = g.find("trait_unsettled")
    assert "p1-dracomon" in step.cards and g.zone("p1-dracomon") == "p1.hand"


def test_a_card_in_the_hand_that_agrees_is_played():
    g = _use("You may play 1 Digimon card with [Dragon] in its traits from your hand without "
             "paying the cost.", ["Leomon"], "yes", "p1-wyvern",
             hand=("Wyvern", "Leomon"))
    assert g.zone("p1-wyvern") == "p1.battle" and not g.find("trait_unsettled")


def _digimon(text: str, traits: list[str]) -> dict:
    return {"kind": "digimon", "color": "red", "level": 4, "dp": 5000, "play_cost": 0,
            "traits": traits, "text": text}


def _attack_with(text: str, traits: list[str]) -> Game:
    cards = {**CARDS, "Striker": _digimon(text, traits)}
    g = Game(scenario(p1={"battle": [{"card": "Striker"}], "deck": 5},
                      p2={"battle": [{"card": "Leomon"}], "security": 3}, cards=cards))
    return g.answer("attack p1-striker -> player")


DRAW_IF = "[When Attacking] If this Digimon has [Dragon] in {} traits, <Draw 1>."


@pytest.mark.parametrize(("traits", "drawn"), [(["Dragon"], True), (["Beastkin"], False)])
def test_this_digimon_has_x_in_its_traits_where_the_readings_agree(traits, drawn):
    g = _attack_with(DRAW_IF.format("its"), traits)
    assert bool(g.find("draw")) == drawn and not g.find("trait_unsettled")


def test_this_digimon_has_x_in_its_traits_where_they_differ_stops():
    g = _attack_with(DRAW_IF.format("its"), ["Dragonkin"])
    (step,) = g.find("trait_unsettled")
    assert "p1-striker" in step.cards and not g.find("draw")


def test_this_digimon_has_x_in_one_of_its_traits_includes():
    """CR 4.2 2-3-2-4: a trait that includes the text ([Dragonkin] has [Dragon] in it)."""
    g = _attack_with(DRAW_IF.format("one of its"), ["Dragonkin"])
    assert g.find("draw") and not g.find("trait_unsettled")


def _main_if(condition: str, mine: list[str]) -> Game:
    cards = {**CARDS, "Act": {"kind": "option", "color": "red", "use_cost": 0,
                              "text": f"[Main] If you have a Digimon with {condition} in play, "
                                      "<Draw 1>."}}
    g = Game(scenario(p1={"hand": ["Act"], "battle": [{"card": c} for c in mine]},
                      p2={"battle": [{"card": "Leomon"}]}, cards=cards))
    return g.answer("use p1-act")


@pytest.mark.parametrize(("mine", "drawn"), [(["Agumon", "Wyvern"], True),
                                             (["Agumon", "Leomon"], False)])
def test_you_have_a_digimon_with_x_in_its_traits(mine, drawn):
    g = _main_if("[Dragon] in its traits", mine)
    assert bool(g.find("draw")) == drawn and not g.find("trait_unsettled")


def test_you_have_a_digimon_with_x_in_its_traits_unsettled_for_one_of_them():
    """Agumon has no traits; Dracomon's [Dragonkin] is where the readings differ."""
    g = _main_if("[Dragon] in its traits", ["Agumon", "Dracomon"])
    assert g.find("trait_unsettled") and not g.find("draw")


def test_you_have_a_digimon_with_x_in_one_of_its_traits():
    g = _main_if("[Dragon] in one of its traits", ["Dracomon"])
    assert g.find("draw")


@pytest.mark.parametrize(("mine", "used"), [("Wyvern", True), ("Leomon", False)])
def test_an_options_color_static_with_in_its_traits(mine, used):
    """"While you have a Digimon with [X] in its traits in play, you may use this card without
    meeting its color requirements" (CR 4.2 4-22): a purple Option used with a red Digimon."""
    cards = {**CARDS, "Act": {
        "kind": "option", "color": "purple", "use_cost": 0,
        "text": "While you have a Digimon with [Dragon] in its traits in play, you may use this "
                "card without meeting its color requirements.\n[Main] <Draw 1>."}}
    g = Game(scenario(p1={"hand": ["Act"], "battle": [{"card": mine}]},
                      p2={"battle": [{"card": "Leomon"}]}, cards=cards))
    g.answer("use p1-act")
    assert bool(g.find("draw")) == used and bool(g.find("refused")) != used


EXCLUDING = {"Gizamon": {"kind": "digimon", "color": "red", "level": 3, "dp": 3000,
                         "play_cost": 3, "traits": ["Sea Animal"]},
             "Mantaraymon": {"kind": "digimon", "color": "blue", "level": 4, "dp": 4000,
                             "play_cost": 4, "traits": ["Sea Animal", "Beast"]}}


@pytest.mark.parametrize("wording", [
    "with [Beast] or [Animal] in one of its traits (other than [Sea Animal])",
    "with [Beast] or [Animal], other than [Sea Animal], in one of its traits",
])
def test_other_than_excludes_a_trait_that_is_it(wording):
    """Official Q&A Q2059/Q2115: "Other than [Sea Animal], all traits with ... [Animal] ...
    are applicable": Gizamon's only trait is the excluded one; Mantaraymon's [Beast] counts."""
    text = f"Delete all of your opponent's Digimon {wording}."
    assert read_whole(f"[Main] {text}")
    g = _use(text, ["Gizamon", "Mantaraymon", "Leomon"], extra=EXCLUDING)
    assert g.zone("p2-gizamon") == "p2.battle" and g.zone("p2-mantaraymon") == "p2.trash"
    assert g.zone("p2-leomon") == "p2.trash"  # [Beastkin] includes [Beast] (CR 2-3-2-4)


TEXTS = {"DarkKnightmon": {"kind": "digimon", "color": "purple", "level": 5, "dp": 7000,
                           "play_cost": 7},
         "Squire": {"kind": "digimon", "color": "yellow", "level": 4, "dp": 4000,
                    "play_cost": 4, "text": "[On Play] <Draw 1>. (Knightmon)"},
         "Plain": {"kind": "digimon", "color": "yellow", "level": 4, "dp": 4000,
                   "play_cost": 4}}


def test_a_target_with_x_in_its_text():
    """Official Q&A Q6051: "a card with [Knightmon] in its text would include cards with the
    name [DarkKnightmon] and cards with the text [Knightmon] in their effects"."""
    g = _use("Delete all of your opponent's Digimon with [Knightmon] in their text.",
             ["DarkKnightmon", "Squire", "Plain"], extra=TEXTS)
    assert g.zone("p2-darkknightmon") == "p2.trash" and g.zone("p2-squire") == "p2.trash"
    assert g.zone("p2-plain") == "p2.battle"


@pytest.mark.parametrize(("mine", "drawn"), [("DarkKnightmon", True), ("Plain", False)])
def test_you_have_a_digimon_with_x_in_its_text(mine, drawn):
    cards = {**CARDS, **TEXTS, "Act": {"kind": "option", "color": "red", "use_cost": 0,
                                       "text": "[Main] If you have a Digimon with [Knightmon] "
                                               "in its text, <Draw 1>."}}
    g = Game(scenario(p1={"hand": ["Act"], "battle": [{"card": "Agumon"}, {"card": mine}]},
                      p2={"battle": [{"card": "Leomon"}]}, cards=cards))
    g.answer("use p1-act")
    assert bool(g.find("draw")) == drawn


@pytest.mark.parametrize(("traits", "drawn"), [(["Beastkin"], True), (["Aquatic"], False)])
def test_this_digimon_has_a_or_b_in_its_text(traits, drawn):
    """"[A]/[B] in its text": either (CR 4.2 4-24-1); a trait is part of the text (Q6051).
    An inherited effect, so that "this Digimon" is a top card without that sentence."""
    source = {"kind": "digimon", "color": "red", "level": 3, "dp": 3000, "play_cost": 3,
              "inherited": "[When Attacking] If this Digimon has [Dracomon]/[Beastkin] in its "
                           "text, <Draw 1>."}
    cards = {**CARDS, "Source": source, "Striker": _digimon("", traits)}
    cards["Striker"].pop("text")
    g = Game(scenario(p1={"battle": [{"card": "Striker", "under": ["Source"]}], "deck": 5},
                      p2={"battle": [{"card": "Leomon"}], "security": 3}, cards=cards))
    g.answer("attack p1-striker -> player")
    assert bool(g.find("draw")) == drawn


def test_a_card_description_with_a_or_b_in_its_text():
    """"1 card with [A]/[B] in its text in your hand": either text (CR 4.2 4-24-1)."""
    cards = {**CARDS, **TEXTS, "Act": {
        "kind": "option", "color": "red", "use_cost": 0,
        "text": "[Main] By trashing 1 card with [Lucemon]/[Knightmon] in its text in your hand, "
                "<Draw 1>."}}
    for held, drawn in (("DarkKnightmon", True), ("Plain", False)):
        g = Game(scenario(p1={"hand": ["Act", held], "battle": [{"card": "Agumon"}]},
                          p2={"battle": [{"card": "Leomon"}]}, cards=cards))
        g.answer("use p1-act", "yes")
        assert bool(g.find("draw")) == drawn


@pytest.mark.parametrize(("other", "drawn"), [("Wyvern", True), ("Leomon", False)])
def test_you_have_another_digimon_with_x_in_its_traits(other, drawn):
    """"another": not this Digimon, even though its own trait is [Dragon]."""
    g = Game(scenario(p1={"battle": [{"card": "Striker"}, {"card": other}], "deck": 5},
                      p2={"battle": [{"card": "Leomon"}], "security": 3},
                      cards={**CARDS, "Striker": _digimon(
                          "[When Attacking] If you have another Digimon with [Dragon] in its "
                          "traits in play, <Draw 1>.", ["Dragon"])}))
    g.answer("attack p1-striker -> player")
    assert bool(g.find("draw")) == drawn


def test_a_trigger_subject_with_x_in_its_traits_is_asked_too():
    """"When one of your Digimon with [Dragon] in its traits attacks": the attacker is asked
    about; Dracomon's [Dragonkin] makes the readings differ, so the run stops there."""
    cards = {**CARDS, "Watcher": {"kind": "tamer", "color": "red", "play_cost": 0,
                                  "text": "[Your Turn] When one of your Digimon with [Dragon] in "
                                          "its traits attacks, <Draw 1>."}}
    g = Game(scenario(p1={"battle": [{"card": "Watcher"}, {"card": "Dracomon"}], "deck": 5},
                      p2={"battle": [{"card": "Leomon"}], "security": 3}, cards=cards))
    g.answer("attack p1-dracomon -> player")
    assert g.find("trait_unsettled") and not g.find("draw")


def test_x_antibody_with_a_hyphen_is_the_x_antibody_trait():
    """Official Q&A Q1671/Q1672 quote BT7-106's "[X-Antibody] in its traits" as "[X Antibody]
    in its traits": the hyphen is a spelling of the same trait."""
    extra = {"Dorumon": {"kind": "digimon", "color": "purple", "level": 3, "dp": 3000,
                         "play_cost": 3, "traits": ["X Antibody"]}}
    g = _use("Delete 1 of your opponent's Digimon with [X-Antibody] in its traits.",
             ["Dorumon", "Leomon"], extra=extra)
    assert g.zone("p2-dorumon") == "p2.trash" and not g.find("trait_unsettled")


def test_it_after_a_trigger_about_another_digimon_is_that_digimon():
    """Found reviewing EX3-049 ("When you play another Digimon with [D-Brigade] in its traits,
    it gains <Rush>"): "it" is the Digimon played, not this one (Target mode "event")."""
    effect = parse_text("[Your Turn][Once Per Turn] When you play another Digimon with "
                        "[D-Brigade] in its traits, it gains <Rush> for the turn.",
                        inherited=True)[0]
    assert effect.clauses[0].actions[0].target.mode == "event"
    effect = parse_text("[Your Turn] When this Digimon attacks, it gets +1000 DP for the turn.")[0]
    assert effect.clauses[0].actions[0].target.mode == "this"
