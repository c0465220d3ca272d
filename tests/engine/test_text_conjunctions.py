"""Conditions joined by "and" / "or" (text_conjunctions.py): read with one reading that renders
back as printed, lowered to ``all-of`` / ``any-of``, and the parts other modules check against
their sentence refused. Behaviour on a board: scenarios conjunction-*.yaml."""

from __future__ import annotations

import pytest

from judgeapp.engine.dcg import effects as fx
from judgeapp.engine.dcg.cardtext import parse_text
from judgeapp.engine.dcg.text_grammar import read_whole
from judgeapp.engine.errors import CardTextError


def _condition(text: str) -> fx.Condition:
    read_whole(text)  # one reading, rendered back as printed
    effect = parse_text(text)[0]
    cond = effect.condition or effect.clauses[-1].condition
    assert cond is not None
    return cond


def test_and_joins_two_conditions_that_must_both_hold():
    cond = _condition("[When Attacking] If this Digimon has [Blue Flare] in its traits and your "
                      "opponent has 2 or more Digimon in play, unsuspend this Digimon.")
    assert cond.subject == "all-of"
    assert [c.subject for c in cond.any_of] == ["this-trait-in", "has-described"]


@pytest.mark.parametrize("joint", [" or ", ", or ", ", or if "])
def test_or_joins_two_conditions_one_of_which_must_hold(joint):
    cond = _condition(f"[On Play] If you have a Tamer{joint}you have 3 or more memory, gain 1 "
                      "memory.")
    assert cond.subject == "any-of"
    assert [(c.subject, c.value) for c in cond.any_of] == [("has-described", 1), ("memory", 3)]


def test_a_persistent_effect_reads_a_joined_while():
    effect = parse_text("[All Turns] While you have a Tamer or you have 3 or more memory, this "
                        "Digimon gets +1000 DP.")[0]
    assert effect.condition is not None and effect.condition.subject == "any-of"


def test_names_joined_by_or_stay_one_condition():
    cond = _condition("[On Play] If [Greymon] or [X Antibody] is in this Digimon's "
                      "digivolution cards, gain 1 memory.")
    assert cond.subject == "this-under" and cond.names == ("Greymon", "X Antibody")


@pytest.mark.parametrize("text", [
    "[On Deletion] If deleted outside of a battle and you have a Tamer, gain 1 memory.",
    "[Main] Delete 1 of your opponent's Digimon. Then, if this effect didn't delete and you "
    "have a Tamer, gain 1 memory.",
    "[All Turns] While you have a Tamer and your opponent has a Digimon with 6000 DP or more, "
    "this Digimon gets +1000 DP.",
])
def test_conditions_checked_elsewhere_are_not_joined(text):
    with pytest.raises(CardTextError, match="not read joined|'while' condition on a Digimon's DP"):
        parse_text(text)


@pytest.mark.parametrize(("text", "verbs"), [
    ("[Main] Delete this Digimon and <Draw 2>.", ["delete", "draw"]),
    ("[Main] Trash the top 2 cards of your deck and <Draw 1>.", ["trash-deck-top", "draw"]),
    ("[Main] Unsuspend 1 of your Digimon and suspend 1 of your opponent's Digimon.",
     ["unsuspend", "suspend"]),
    ("[Main] Trash 2 cards in your hand and delete 1 of your opponent's unsuspended Digimon.",
     ["trash-hand", "delete"]),
    ("[Main] Suspend this Tamer and <Draw 1>.", ["suspend", "draw"]),
])
def test_two_actions_joined_by_and_run_in_the_printed_order(text, verbs):
    read_whole(text)
    assert [a.verb for a in parse_text(text)[0].clauses[0].actions] == verbs


def test_a_tamer_of_either_color_is_one_description_of_two_colors():
    cond = _condition("[Start of Your Main Phase] If you have a red or yellow Tamer in play, "
                      "gain 1 memory.")
    assert cond.subject == "has-described" and cond.target is not None
    assert (cond.target.kind, cond.target.colors) == ("tamer", ("red", "yellow"))


def test_a_count_of_cards_of_either_color_is_not_read():
    with pytest.raises(CardTextError, match="two colors joined by 'or'"):
        parse_text("[On Play] If you have 2 or more red or yellow Tamers, gain 1 memory.")


@pytest.mark.parametrize("text", [
    "[On Play] By trashing the top or bottom card of your security stack, gain 1 memory.",
    "[On Play] By trashing your top or bottom security card, gain 1 memory.",
])
def test_the_top_or_bottom_security_card_is_the_players_choice_of_end(text):
    read_whole(text)
    clause = parse_text(text)[0].clauses[0]
    assert [a.verb for a in clause.cost] == ["trash-security-end"]


def test_the_top_security_card_alone_is_still_the_top():
    clause = parse_text("[On Play] By trashing your top security card, gain 1 memory.")[0] \
        .clauses[0]
    assert [a.verb for a in clause.cost] == ["trash-security"]


def test_choose_1_binds_that_digimon_of_the_next_sentence():
    text = ("[Main] Choose 1 of your opponent's Digimon with no digivolution cards. That "
            "Digimon can't attack or block until the end of your opponent's next turn.")
    read_whole(text)
    effect = parse_text(text)[0]
    assert [(a.verb, a.target.mode) for c in effect.clauses for a in c.actions] == [
        ("choose", "one"), ("restrict", "it")]


def test_choose_reads_1_only():
    with pytest.raises(CardTextError, match="read with 1 only"):
        parse_text("[Main] Choose all of your opponent's Digimon. That Digimon can't attack "
                   "or block until the end of your opponent's next turn.")


def test_trash_your_top_security_card_comma_and_recovery():
    text = "[When Digivolving] Trash your top security card, and <Recovery +2>"
    read_whole(text)
    assert [a.verb for a in parse_text(text)[0].clauses[0].actions] == [
        "trash-security", "recovery"]


def test_that_share_a_name_with_it_names_the_digimon_chosen_before():
    text = ("[When Digivolving] Choose 1 of your opponent's Digimon. Delete all of your "
            "opponent's Digimon that share a name with it.")
    read_whole(text)
    delete = parse_text(text)[0].clauses[1].actions[0]
    assert delete.verb == "delete" and delete.target.mode == "all"
    assert delete.target.same_name_it and not delete.target.same_name
