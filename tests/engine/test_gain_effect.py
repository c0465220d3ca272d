"""Effects granted by an effect (text_gain.py, verbs/gain_effect.py) and "Any [On Play]
effects on Digimon played with this effect don't activate" (text_no_on_play.py): what is read,
with which meaning, and what is refused with its reason. Behaviour on a board: the scenarios
qa-q1488-*, qa-q3459-*, gained-effect-not-had-while-unaffected-*, necrophobia-*."""

from __future__ import annotations

import pytest

from judgeapp.engine.dcg import effects as fx
from judgeapp.engine.dcg.cardtext import parse_text
from judgeapp.engine.dcg.text_grammar import read_whole
from judgeapp.engine.dcg.text_render import render_box
from judgeapp.engine.errors import CardTextError


def _action(text: str) -> fx.Action:
    (effect,) = parse_text(text)
    return effect.clauses[0].actions[0]


def test_a_quoted_effect_is_lowered_as_the_gained_effect_with_the_target_and_duration():
    a = _action('[Main] 1 of your opponent\'s Digimon gains "[On Deletion] Lose 2 memory" '
                "until the end of their next turn.")
    assert a.verb == "gain-effect" and a.target.side == "opponent" and a.target.mode == "one"
    assert a.duration == fx.UNTIL_OPP_NEXT_TURN_END
    (gained,) = a.gained
    assert gained.timing == fx.ON_DELETION and gained.type == fx.TRIGGER
    assert gained.clauses[0].actions[0].verb == "memory"
    assert gained.clauses[0].actions[0].amount == -2


def test_the_dp_and_gains_form_keeps_the_dp_change_on_the_same_action():
    a = _action("[On Play] Until the end of your opponent's turn, 1 of their Digimon gets -3000 "
                'DP and gains "[On Deletion] Lose 1 memory."')
    assert a.amount == -3000 and len(a.gained) == 1


def test_the_sentence_after_a_quoted_effect_is_its_own_sentence():
    (effect,) = parse_text('[Main] Until the end of your opponent\'s turn, 1 of their Digimon '
                           'gains "[End of Your Turn] Delete this Digimon." Then, place this '
                           "card into your battle area.")
    assert [c.actions[0].verb for c in effect.clauses] == ["gain-effect", "place-self"]


@pytest.mark.parametrize("text, why", [
    ('[Main] 1 of your Digimon gains "[When Attacking] Add this card to its owner\'s hand." '
     "for the turn.", "this card"),
    ('[Main] 1 of your Digimon gains "[Your Turn] This Digimon gets +1000 DP." for the turn.',
     "persistent"),
    ("[Main] Any [On Play] effects on Digimon played with this effect don't activate.",
     "no earlier sentence"),
])
def test_forms_the_rules_do_not_settle_are_refused_with_the_reason(text, why):
    with pytest.raises(CardTextError, match=why):
        parse_text(text)


def test_no_on_play_follows_the_play_sentence():
    (effect,) = parse_text("[Main] Play 1 level 5 purple Digimon card from your trash without "
                           "paying its memory cost. Any [On Play] effects on Digimon played "
                           "with this effect don't activate.")
    assert [c.actions[0].verb for c in effect.clauses] == ["play-free", "no-on-play"]


def test_keywords_and_a_quoted_effect_are_given_together():
    """The state keywords ride on the change; a keyword that is an effect of its own is given
    as that effect, before the quoted one."""
    a = _action('[Main] 1 of your Digimon gains <Raid>, <Piercing> and "[When Attacking] Lose '
                '1 memory." for the turn.')
    assert a.verb == "gain-effect" and a.keywords == ("piercing",)
    assert [e.keyword for e in a.gained] == ["raid", None]


def test_gaining_all_effects_of_digivolution_cards_is_a_persistent_effect_naming_them():
    (effect,) = parse_text("[All Turns] This Digimon gains all of the effects of cards with "
                           "[Gammamon] in their names in this Digimon's digivolution cards.")
    assert effect.type == fx.PERSISTENT
    assert effect.statics[0].gains_from == fx.CardFilter(name_has=("Gammamon",))
    (effect,) = parse_text("[All Turns] This Digimon gains all effects of [Goldramon] in this "
                           "Digimon's digivolution cards.")
    assert effect.statics[0].gains_from == fx.CardFilter(names=("Goldramon",))
    with pytest.raises(CardTextError, match="condition"):
        parse_text("[All Turns] While you have a Tamer, this Digimon gains all effects of "
                   "[Goldramon] in this Digimon's digivolution cards.")


def test_this_card_in_a_gained_on_deletion_effect_is_the_deleted_digimons_top_card():
    """Official Q&A Q2730, Q2761: the gained "[On Deletion] Play this card ..." plays the card
    the Digimon had on top when deleted (the effect's own card, ``play-self``)."""
    a = _action('[Main] 1 of your Digimon gains "[On Deletion] Play this card without paying '
                'its memory cost. Any [On Play] effects on Digimon played with this effect '
                'don\'t activate" for the turn.')
    (gained,) = a.gained
    assert gained.timing == fx.ON_DELETION
    assert [c.actions[0].verb for c in gained.clauses] == ["play-self", "no-on-play"]


def test_the_duration_may_come_before_give():
    a = _action("[Main] Until your opponent's turn ends, give 1 of their Digimon \"[Start of "
                'Your Main Phase] This Digimon attacks."')
    assert a.verb == "gain-effect" and a.duration == fx.UNTIL_OPP_TURN_END
    assert a.gained[0].clauses[0].actions[0].verb == "forced-attack"


def test_a_persistent_effect_gives_trigger_effects_but_no_on_deletion():
    (effect,) = parse_text("[Opponent's Turn] All of your opponent's Digimon gain \"[When "
                           'Attacking] Trash the bottom digivolution card of this Digimon."')
    (static,) = effect.statics
    assert static.target.mode == "all" and static.target.side == "opponent"
    assert [e.timing for e in static.effects] == [fx.WHEN_ATTACKING]
    with pytest.raises(CardTextError, match="On Deletion"):
        parse_text("[All Turns] While you have a Tamer, this Digimon gains \"[On Deletion] "
                   'Gain 1 memory."')


def test_keywords_then_the_dp_with_the_duration_first():
    a = _action("[Main] For the turn, 1 of your Digimon gains <Raid> and <Piercing> and gets "
                "+4000 DP.")
    assert (a.verb, a.keywords, a.amount, a.duration) == ("gain-effect", ("piercing",), 4000,
                                                          fx.FOR_TURN)
    assert [e.keyword for e in a.gained] == ["raid"]


def test_a_restriction_and_a_gained_effect_on_the_same_digimon():
    a = _action("[Main] Until the end of your opponent's turn, 1 of your Digimon can't be "
                'blocked and gains "[On Deletion] Gain 3 memory."')
    assert (a.verb, a.restriction, a.duration) == ("gain-effect", "be-blocked",
                                                   fx.UNTIL_OPP_TURN_END)
    assert [e.timing for e in a.gained] == [fx.ON_DELETION]


@pytest.mark.parametrize("kws", ["<Piercing>, <Security A. +2>",
                                 "<Piercing>, <Blocker>, <Security A. +2>"])
def test_keywords_listed_with_commas_then_the_dp(kws):
    """EX10-022 "... this Digimon gains <Piercing> , <Security A. +2> and +3000 DP for the
    turn." (the list printed with commas; the round trip gives the commas back)."""
    text = f"[Main] 1 of your Digimon gains {kws} and +3000 DP for the turn."
    assert render_box(read_whole(text)) == text
    a = _action(text)
    assert (a.verb, a.amount, a.keywords[0], a.keywords[-1]) == (
        "dp", 3000, "piercing", "security-attack+2")
    with pytest.raises(CardTextError, match="keywords before the DP"):
        parse_text("[Main] 1 of your Digimon gains <Piercing>, <Blocker> and <Raid> and +3000 "
                   "DP for the turn.")
