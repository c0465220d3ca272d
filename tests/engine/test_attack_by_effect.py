"""Attacks by an effect's text: "This Digimon may attack.", "1 of your Digimon may attack a
player.", "it may attack without suspending." (verbs/attack_by_effect.py)."""

import pytest

from judgeapp.engine.dcg.cardtext import parse_text
from judgeapp.engine.dcg.text_grammar import read_whole
from judgeapp.engine.errors import CardTextError

from .helpers import Game, scenario


def _digimon(text: str, dp: int = 5000) -> dict:
    return {"kind": "digimon", "color": "red", "level": 4, "dp": dp, "play_cost": 5,
            "digivolve": [{"color": "red", "level": 3, "cost": 2}], "text": text}


def _end_of_turn(text: str, p1: dict, p2: dict) -> Game:
    cards = {"Greymon": _digimon(text)}
    return Game(scenario(p1=p1, p2=p2, cards=cards))


def test_this_digimon_may_attack_at_the_end_of_the_turn_the_player_or_a_suspended_digimon():
    g = _end_of_turn("[End of Your Turn] This Digimon may attack.",
                     {"battle": [{"card": "Greymon"}]},
                     {"security": 2, "battle": [{"card": "Gabumon", "suspended": True},
                                                {"card": "Agumon"}]})
    g.answer("pass")
    assert g.decision.kind == "effect_attack" and g.decision.default == "no"
    assert g.options == ["attack p1-greymon -> player", "attack p1-greymon -> p2-gabumon",
                         "no"]
    g.answer("attack p1-greymon -> p2-gabumon")
    (declared,) = g.find("attack_declared", "p1-greymon")
    assert "cr-en/11-2-4" in declared.rules
    assert g.snapshot["players"]["p2"]["trash"] == ["p2-gabumon"]
    assert g.find("turn_end")


def test_the_printed_target_narrows_the_targets():
    p2 = {"security": 2, "battle": [{"card": "Gabumon", "suspended": True}]}
    g = _end_of_turn("[End of Your Turn] This Digimon may attack a player.",
                     {"battle": [{"card": "Greymon"}]}, p2)
    g.answer("pass")
    assert g.options == ["attack p1-greymon -> player", "no"]
    g = _end_of_turn("[End of Your Turn] This Digimon may attack an opponent's Digimon.",
                     {"battle": [{"card": "Greymon"}]}, {"security": 2})
    g.answer("pass")
    (step,) = g.find("no_target", "p1-greymon")
    assert "no suspended Digimon" in step.text and not g.find("attack_declared")


def test_a_suspended_digimon_cannot_attack_by_the_effect():
    g = _end_of_turn("[End of Your Turn] This Digimon may attack.",
                     {"battle": [{"card": "Greymon", "suspended": True}]}, {"security": 2})
    g.answer("pass")
    (step,) = g.find("attack_by_effect_impossible", "p1-greymon")
    assert "suspended" in step.text and not g.find("attack_declared")


def test_one_of_your_digimon_offers_only_those_that_can_attack():
    cards = {"Greymon": _digimon("[On Play] 1 of your Digimon may attack.")}
    g = Game(scenario(p1={"hand": ["Greymon"], "battle": [
        {"card": "Agumon"}, {"card": "Gabumon", "suspended": True}]},
        p2={"security": 2}, cards=cards, memory={"p1": 6}))
    g.answer("play p1-greymon")
    # Greymon was just played, Gabumon is suspended: only Agumon can attack (Q&A Q3705)
    assert g.options == ["attack p1-agumon -> player", "no"]
    g.answer("attack p1-agumon -> player")
    assert g.find("attack_declared", "p1-agumon")


def test_without_suspending_the_attacker_stays_unsuspended():
    g = _end_of_turn("[End of Your Turn] This Digimon may attack without suspending.",
                     {"battle": [{"card": "Greymon"}]}, {"security": 2})
    g.answer("pass", "attack p1-greymon -> player")
    (step,) = g.find("attack_declared", "p1-greymon")
    assert "without suspending" in step.text
    assert not g.snapshot["players"]["p1"]["battle"][0]["suspended"]


def test_without_suspending_a_suspended_digimon_stops_the_run_unmodelled():
    g = _end_of_turn("[End of Your Turn] This Digimon may attack without suspending.",
                     {"battle": [{"card": "Greymon", "suspended": True}]}, {"security": 2})
    g.answer("pass")
    assert g.find("unmodelled") and g.decision is None


def test_only_the_turn_player_attacks():
    """p2's [On Deletion] "1 of your Digimon may attack" in p1's turn: nothing (CR 11-1-2)."""
    cards = {"Greymon": _digimon("[On Deletion] 1 of your Digimon may attack."),
             "Agumon": _digimon("[On Play] Delete 1 of your opponent's Digimon.")}
    g = Game(scenario(p1={"hand": ["Agumon"]},
                      p2={"battle": [{"card": "Greymon"}, {"card": "Gabumon"}],
                          "security": 2},
                      cards=cards, memory={"p1": 6}))
    g.answer("play p1-agumon", "p2-greymon")
    (step,) = g.find("attack_by_effect_impossible")
    assert "turn player" in step.text and not g.find("attack_declared")


@pytest.mark.parametrize("text", [
    "[End of Your Turn] This Digimon may attack.",
    "[When Digivolving] 1 of your Digimon may attack.",
    "[End of Your Turn] 1 of your Digimon with [Omnimon] in its name may attack a player.",
    "[End of Your Turn] This Digimon may attack an opponent's Digimon.",
    "[End of Your Turn] If this Digimon has the [Insectoid] trait, it may attack an "
    "opponent's Digimon.",
    "[When Digivolving] Suspend 1 of your opponent's Digimon. Then, you may attack your "
    "opponent's Digimon with this Digimon.",
    "[When Digivolving] This Digimon may attack without suspending.",
    "[Main] Then, 1 of your Digimon with [Greymon] in its name may attack your opponent.",
])
def test_the_printed_forms_read_whole(text):
    read_whole(text)
    (effect,) = parse_text(text)
    assert effect.clauses[-1].actions[-1].verb == "attack-by-effect"


def test_two_of_your_digimon_may_attack_is_refused_with_the_reason():
    with pytest.raises(CardTextError, match="1 of your Digimon"):
        parse_text("[Main] 2 of your Digimon may attack.")
