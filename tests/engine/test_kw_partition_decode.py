"""<Partition (A & B)> and <Decode (XX)>: immediate-type, before the Digimon leaves the battle
area, cards are played from its digivolution cards; the Digimon still leaves."""

import pytest

from judgeapp.engine.dcg.cardtext import parse_text
from judgeapp.engine.errors import CardTextError

from .helpers import Game, scenario

CARDS = {
    "Wipe": {"kind": "option", "color": "red", "use_cost": 0,
             "text": "[Main] Delete 1 of your opponent's Digimon."},
    "Self Wipe": {"kind": "option", "color": "red", "use_cost": 0,
                  "text": "[Main] Delete 1 of your Digimon."},
    "Weaken": {"kind": "option", "color": "red", "use_cost": 0,
               "text": "[Main] 1 of your opponent's Digimon gets -12000 DP for the turn."},
    "Bounce": {"kind": "option", "color": "red", "use_cost": 0,
               "text": "[Main] Return 1 of your opponent's Digimon to the hand."},
    "Sink": {"kind": "option", "color": "red", "use_cost": 0,
             "text": "[Main] Return 1 of your opponent's Digimon to the bottom of the deck."},
    "Agumon": {"kind": "digimon", "color": "red", "level": 3, "dp": 2000, "play_cost": 3,
               "text": "[On Play] Gain 1 memory."},
    "Omnimon": {"kind": "digimon", "color": "red", "level": 6, "dp": 12000, "play_cost": 12,
                "text": "<Partition (Agumon & Gabumon)>"},
    "Alphamon": {"kind": "digimon", "color": "red", "level": 6, "dp": 16000,
                 "play_cost": 12},
    "Hexeblaumon": {"kind": "digimon", "color": "red", "level": 5, "dp": 7000, "play_cost": 8,
                    "text": "<Decode ([Ice-Snow] trait)>"},
    "Frigimon": {"kind": "digimon", "color": "blue", "level": 4, "dp": 5000, "play_cost": 5,
                 "traits": ["Ice-Snow"]},
    "Icemon": {"kind": "digimon", "color": "blue", "level": 4, "dp": 4000, "play_cost": 4,
               "traits": ["Ice-Snow"]},
    "Garurumon": {"kind": "digimon", "color": "blue", "level": 4, "dp": 5000, "play_cost": 5,
                  "text": "<Decode ([Gabumon])>"},
}
OMNIMON = {"card": "Omnimon", "under": ["Agumon", "Gabumon", "Koromon"]}


def _partition(option: str, *answers: str, under: list[str] | None = None) -> Game:
    omnimon = {**OMNIMON, "under": under} if under is not None else OMNIMON
    g = Game(scenario(p1={"hand": [option], "battle": [{"card": "Alphamon"}]},
                      p2={"battle": [omnimon]}, cards=CARDS))
    return g.answer(f"use p1-{option.lower()}", *answers)


def test_partition_plays_both_cards_before_the_deletion_by_an_opponents_effect():
    g = _partition("Wipe", "yes")
    assert g.zone("p2-agumon") == "p2.battle" and g.zone("p2-gabumon") == "p2.battle"
    assert g.zone("p2-omnimon") == "p2.trash" and g.zone("p2-koromon") == "p2.trash"
    assert g.index("interrupt", "p2-omnimon") < g.index("play", "p2-agumon") \
        < g.index("play", "p2-gabumon") < g.index("delete", "p2-omnimon")
    assert g.find("trigger", "p2-agumon", timing="on-play")  # played by an effect
    assert not g.find("prevented")


def test_partition_is_optional():
    g = _partition("Wipe", "no")
    assert g.find("optional_declined", "p2-omnimon")
    assert g.zone("p2-agumon") == "p2.trash" and g.zone("p2-gabumon") == "p2.trash"


def test_partition_applies_to_the_zero_dp_rule_deletion():
    g = _partition("Weaken", "yes")
    assert g.find("rule_delete", "p2-omnimon")
    assert g.zone("p2-agumon") == "p2.battle" and g.zone("p2-gabumon") == "p2.battle"
    assert g.index("play", "p2-gabumon") < g.index("delete", "p2-omnimon")


def test_partition_applies_to_a_return_to_the_hand():
    g = _partition("Bounce", "yes")
    assert g.zone("p2-omnimon") == "p2.hand" and g.zone("p2-koromon") == "p2.trash"
    assert g.zone("p2-agumon") == "p2.battle" and g.zone("p2-gabumon") == "p2.battle"
    assert g.index("play", "p2-gabumon") < g.index("return_hand", "p2-omnimon")
    assert "leaves the battle area" in g.find("interrupt")[0].data["before"]


def test_partition_needs_each_specified_card():
    g = _partition("Wipe", under=["Agumon", "Koromon"])
    assert not g.find("interrupt")
    assert g.zone("p2-agumon") == "p2.trash"


def test_partition_not_by_your_own_effect():
    g = Game(scenario(p1={"hand": ["Self Wipe"], "battle": [OMNIMON]}, cards=CARDS))
    g.answer("use p1-self-wipe")
    assert not g.find("interrupt")
    assert g.zone("p1-agumon") == "p1.trash" and g.zone("p1-omnimon") == "p1.trash"


def test_partition_not_in_battle():
    g = Game(scenario(p1={"battle": [{"card": "Alphamon"}]},
                      p2={"battle": [{**OMNIMON, "suspended": True}]}, cards=CARDS))
    g.answer("attack p1-alphamon -> p2-omnimon")
    assert g.find("delete", "p2-omnimon", reason="battle")
    assert not g.find("interrupt")
    assert g.zone("p2-gabumon") == "p2.trash"


def test_decode_by_your_own_effect_plays_the_chosen_card_which_cannot_attack():
    g = Game(scenario(p1={"hand": ["Self Wipe"], "battle": [
        {"card": "Hexeblaumon", "under": ["Frigimon", "Icemon", "Agumon"]}]}, cards=CARDS))
    g.answer("use p1-self-wipe", "yes")
    assert g.decision.kind == "choose_target"
    assert g.options == ["p1-frigimon", "p1-icemon"]  # Agumon has no [Ice-Snow] trait
    g.answer("p1-icemon")
    assert g.zone("p1-icemon") == "p1.battle"
    assert g.zone("p1-frigimon") == "p1.trash" and g.zone("p1-hexeblaumon") == "p1.trash"
    assert g.index("play", "p1-icemon") < g.index("delete", "p1-hexeblaumon")
    g.answer("attack p1-icemon -> player")
    assert g.find("refused")


def test_decode_by_name_before_a_return_to_the_deck_bottom():
    g = Game(scenario(p1={"hand": ["Sink"], "battle": [{"card": "Alphamon"}]},
                      p2={"battle": [{"card": "Garurumon", "under": ["Gabumon", "Koromon"]}]},
                      cards=CARDS))
    g.answer("use p1-sink", "yes")
    assert g.zone("p2-gabumon") == "p2.battle"
    assert g.snapshot["players"]["p2"]["deck"][-2:] == ["p2-garurumon", "p2-koromon"]
    assert g.index("play", "p2-gabumon") < g.index("return_deck", "p2-garurumon")


def test_decode_not_in_battle():
    g = Game(scenario(p1={"battle": [{"card": "Alphamon"}]},
                      p2={"battle": [{"card": "Garurumon", "under": ["Gabumon"],
                                      "suspended": True}]}, cards=CARDS))
    g.answer("attack p1-alphamon -> p2-garurumon")
    assert not g.find("interrupt")
    assert g.zone("p2-gabumon") == "p2.trash"


def test_decode_with_no_fitting_card_plays_nothing():
    g = Game(scenario(p1={"hand": ["Wipe"], "battle": [{"card": "Alphamon"}]},
                      p2={"battle": [{"card": "Hexeblaumon", "under": ["Agumon"]}]},
                      cards=CARDS))
    g.answer("use p1-wipe")
    assert g.find("no_target", "p2-hexeblaumon")
    assert g.zone("p2-agumon") == "p2.trash"


@pytest.mark.parametrize("text", ["<Partition 《Agumon & Gabumon》>",
                                  "<Partition ([Agumon] & [Gabumon])>"])
def test_partition_forms(text):
    (effect,) = parse_text(text)
    assert effect.keyword == "partition"
    picks = effect.clauses[0].actions[0].picks
    assert [flt.names for _n, flt in picks] == [("Agumon",), ("Gabumon",)]


def test_decode_trait_form_with_the_word_trait():
    (effect,) = parse_text("<Decode ([Ice-Snow] trait)>")
    assert effect.clauses[0].actions[0].filter.trait == "Ice-Snow"


@pytest.mark.parametrize("text,kid", [
    ("<Partition (Lv.4 w/[Greymon] in name & Lv.4 w/Garurumon in name)>", "partition"),
    ("<Partition (Agumon)>", "partition"),
    ("<Partition (Agumon & Agumon)>", "partition"),
    ("<Decode (Lv.5 Digimon)>", "decode"),
    ("<Decode (Red)>", "decode"),
    ("<Decode (Gabumon)>", "decode")])
def test_unmodelled_forms_are_refused_quoting_them(text, kid):
    with pytest.raises(CardTextError) as err:
        parse_text(text)
    assert text in str(err.value) and f"({kid})" in str(err.value)
    assert "modelled" in str(err.value)


def test_leaving_as_digixros_material_with_decode_stops_the_run_as_not_modelled():
    """manual-en/kw-decode: 'When this Digimon would leave the battle area other than in
    battle': being used as DigiXros material is such a leaving, which the engine does not
    offer the interrupt for; it stops rather than trash Gabumon without a word."""
    cards = {**CARDS, "Gabumon": {"kind": "digimon", "color": "blue", "level": 3, "dp": 3000,
                                  "play_cost": 3},
             "Shoutmon X": {"kind": "digimon", "color": "red", "level": 5, "dp": 9000,
                            "play_cost": 9, "text": "DigiXros -2 [Garurumon] × [Agumon]"}}
    g = Game(scenario(p1={"hand": ["Shoutmon X"],
                          "battle": [{"card": "Garurumon", "under": ["Gabumon"]}]},
                      cards=cards, memory={"p1": 10}))
    g.answer("play p1-shoutmon-x xros p1-garurumon")
    (step,) = g.find("unmodelled", "p1-garurumon")
    assert "DigiXros material" in step.text and "keyword/decode" in step.rules
    assert g.decision is None and step is g.steps[-1]
    assert g.zone("p1-gabumon") == "p1.under" and g.zone("p1-shoutmon-x") == "p1.hand"


@pytest.mark.parametrize("text,words", [
    ("<Partition (blue Lv.4 & green Lv.4)>",  # CR 4.2 16-29-1's own example
     "1 Blue Level 4 Digimon card and 1 Green Level 4 Digimon card"),
    ("<Partition (Yellow/Black Lv.6 + Green/Purple Lv.6)>",
     "1 Yellow or Black Level 6 Digimon card and 1 Green or Purple Level 6 Digimon card")])
def test_partition_by_colour_and_level(text, words):
    (effect,) = parse_text(text)
    assert words in effect.clauses[0].text
    first, second = (flt for _n, flt in effect.clauses[0].actions[0].picks)
    assert first.min_level == first.max_level == second.max_level
    assert first.colors and second.colors and set(first.colors).isdisjoint(second.colors)


@pytest.mark.parametrize("text,words", [
    ("<Decode (Blue Lv.4)>", "play 1 Blue Level 4 Digimon card from"),
    ("<Decode (Lv.3 w/[Aqua]/[Sea Animal] in any trait)>",
     "play 1 Level 3 Digimon card with [Aqua] or [Sea Animal] in any of its traits from"),
    ("<Decode (Lv.4 or lower w/[Agumon]/[Greymon] in name or w/[ME]/[VB] trait)>",
     "play 1 Level 4 or lower Digimon card with [Agumon] or [Greymon] in its name or with the "
     "[ME] or [VB] trait from")])
def test_decode_by_description_reads_as_its_reminder(text, words):
    (effect,) = parse_text(text)
    assert words in effect.clauses[0].text
