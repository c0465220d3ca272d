"""The attack-and-battle family of issue 11 (text_battle.py): each wording read with its
meaning and rendered back as printed. The behaviour is proven by the library scenarios
(qa:Q805, card-text-flamedramon-*)."""

from __future__ import annotations

import pytest

from judgeapp.engine.dcg.cardtext import parse_text
from judgeapp.engine.dcg.text_grammar import read_whole
from judgeapp.engine.errors import CardTextError


@pytest.mark.parametrize(("changed", "switched"), [
    ("[All Turns] When an attack target is changed, gain 1 memory.",
     "[All Turns] When an attack target is switched, gain 1 memory."),
    ("[Your Turn] When this Digimon's attack target changes, gain 1 memory.",
     "[Your Turn] When this Digimon's attack target is switched, gain 1 memory."),
])
def test_attack_target_changes_is_the_switched_trigger(changed: str, switched: str) -> None:
    read_whole(changed)  # renders back as printed
    (effect,) = parse_text(changed)
    (same,) = parse_text(switched)
    assert effect.trigger == same.trigger
    assert effect.clauses[0].actions == same.clauses[0].actions


def test_until_the_end_of_the_turn_lasts_for_the_turn() -> None:
    text = "[On Play] This Digimon gets +1000 DP until the end of the turn."
    read_whole(text)
    (effect,) = parse_text(text)
    (same,) = parse_text("[On Play] This Digimon gets +1000 DP for the turn.")
    assert effect.clauses[0].actions == same.clauses[0].actions


def test_the_opponent_attacks_with_the_digimon_the_sentence_before_chose() -> None:
    text = ("[End of Opponent's Turn] Choose 1 of your opponent's Digimon. Your opponent "
            "attacks with the chosen Digimon.")
    read_whole(text)
    (effect,) = parse_text(text)
    assert [a.verb for c in effect.clauses for a in c.actions] == ["choose",
                                                                   "opponent-attacks"]


@pytest.mark.parametrize("text", [
    "[On Play] Your opponent attacks with the chosen Digimon.",
    "[On Play] Choose 1 of your opponent's Digimon. Gain 1 memory. Your opponent attacks with "
    "the chosen Digimon.",
])
def test_the_chosen_digimon_without_a_choice_just_before_is_refused(text: str) -> None:
    with pytest.raises(CardTextError) as exc:
        parse_text(text)
    assert "read right after 'Choose 1" in str(exc.value)
