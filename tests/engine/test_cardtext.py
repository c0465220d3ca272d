"""Card text parsing: every documented example is read; anything else is refused loudly."""

from pathlib import Path

import pytest

from judgeapp.engine.dcg import effects as fx
from judgeapp.engine.dcg.cardtext import parse_text
from judgeapp.engine.dcg.text_docs import EXAMPLES, grammar_markdown
from judgeapp.engine.errors import CardTextError

DOC = Path(__file__).resolve().parents[2] / "docs" / "card-text.md"

# examples printed without a timing (a card's own play cost reduction comes first)
UNTIMED = ("[", "When you would play this card", "When this card would be played",
           "When you would use this card", "When one of your", "When you trash this card",
           "When this card is trashed", "When playing this card")


@pytest.mark.parametrize(("name", "example"), EXAMPLES, ids=[n for n, _ in EXAMPLES])
def test_every_documented_example_is_executed(name, example):
    text = example if example.startswith(UNTIMED) or "color requirements" in example \
        else f"[On Play] {example}"
    effects = parse_text(text)
    verbs = {a.verb for e in effects for c in e.clauses for a in c.actions + c.cost}
    assert verbs, text
    assert " ".join(e.text for e in effects) == text if effects[0].keyword == "color-req" \
        else effects[0].text == text


def test_docs_are_generated_from_the_grammar():
    assert DOC.read_text() == grammar_markdown()


def test_unsupported_sentence_is_quoted_with_what_is_supported():
    with pytest.raises(CardTextError) as err:
        parse_text("[On Play] Shuffle your opponent's trash into their deck.")
    assert "Shuffle your opponent's trash into their deck." in str(err.value)
    assert "supported" in err.value.hint


def test_unmodelled_keyword_is_refused_not_ignored():
    with pytest.raises(CardTextError) as err:
        parse_text("<Moonwalk>")
    assert "Moonwalk" in str(err.value) and "not yet modelled" in str(err.value)
    with pytest.raises(CardTextError):
        parse_text("[On Play] <Moonwalk>.")


def test_text_without_timing_that_is_not_a_keyword_is_refused():
    with pytest.raises(CardTextError):
        parse_text("Gain 1 memory.")


def test_reminder_text_in_parentheses_is_a_note():
    (effect,) = parse_text("[On Deletion] <Draw 1> (Draw 1 card from your deck.)")
    assert effect.clauses[0].actions[0].verb == "draw"


def test_two_timings_make_two_effects_with_the_printed_text():
    effects = parse_text("[On Play] [When Digivolving] Gain 1 memory.")
    assert [e.timing for e in effects] == [fx.ON_PLAY, fx.WHEN_DIGIVOLVING]
    assert all(e.text == "[On Play] [When Digivolving] Gain 1 memory." for e in effects)


def test_keywords_and_timed_effects_in_one_box():
    effects = parse_text("<Blocker> <Security A. +1> [When Attacking] Gain 1 memory.")
    assert [e.keyword for e in effects[:2]] == ["blocker", "security-attack"]
    assert effects[1].statics[0].keywords == ("security-attack+1",)
    assert effects[2].timing == fx.WHEN_ATTACKING


def test_once_per_turn_icon():
    (effect,) = parse_text("[Main] [Once Per Turn] Gain 1 memory.")
    assert effect.per_turn == 1 and effect.type == fx.ACTIVATION


def test_bracketed_main_inside_a_sentence_is_not_a_timing():
    (effect,) = parse_text("[Security] Activate this card's [Main] effect.")
    assert effect.clauses[0].actions[0].verb == "activate-main"


def test_wrappers_by_may_if_then():
    (effect,) = parse_text("[On Play] By trashing 1 card in your hand, <Draw 2>. Then, if you "
                           "have 3 or less memory, you may gain 1 memory.")
    by, then = effect.clauses
    assert by.form == "by" and by.cost[0].verb == "trash-hand" and by.actions[0].amount == 2
    assert then.then and then.form == "may" and then.condition.subject == "memory"


def test_targets_with_conditions():
    (effect,) = parse_text("[On Play] Delete 1 of your opponent's Digimon with 4000 DP or less.")
    target = effect.clauses[0].actions[0].target
    assert (target.mode, target.side, target.max_dp) == ("one", "opponent", 4000)
    (effect,) = parse_text("[Main] Delete all of your opponent's level 4 or lower Digimon.")
    target = effect.clauses[0].actions[0].target
    assert (target.mode, target.max_level) == ("all", 4)


def test_durations():
    (effect,) = parse_text("[Main] 1 of your opponent's Digimon gets -2000 DP until the end "
                           "of your opponent's turn.")
    action = effect.clauses[0].actions[0]
    assert (action.amount, action.duration) == (-2000, fx.UNTIL_OPP_TURN_END)


def test_persistent_and_trigger_forms_of_your_turn():
    (p,) = parse_text("[Your Turn] This Digimon gets +2000 DP.")
    assert p.type == fx.PERSISTENT and p.statics[0].dp == 2000
    (t,) = parse_text("[Your Turn] When an opponent's Digimon is deleted, gain 1 memory.")
    assert t.type == fx.TRIGGER and t.trigger.event == "delete"


def test_immediate_replacements():
    (e,) = parse_text("[All Turns] When this Digimon would be deleted, trash the top card of "
                      "this Digimon's digivolution cards instead.")
    assert e.type == fx.IMMEDIATE and e.prevent
    with pytest.raises(CardTextError):
        parse_text("[All Turns] When this Digimon would be deleted, gain 1 memory.")


def test_inherited_flag():
    (e,) = parse_text("[Your Turn] This Digimon gets +1000 DP.", inherited=True)
    assert e.inherited


def test_several_target_adjectives():
    (effect,) = parse_text("[Main] Delete 1 of your opponent's suspended level 4 or lower "
                           "Digimon with 5000 DP or less.")
    target = effect.clauses[0].actions[0].target
    assert (target.suspended, target.max_level, target.max_dp) == (True, 4, 5000)
    (effect,) = parse_text("[Main] Suspend 1 of your opponent's unsuspended Digimon with no "
                           "digivolution cards.")
    target = effect.clauses[0].actions[0].target
    assert (target.suspended, target.no_digivolution) == (False, True)


def test_a_keyword_that_is_an_effect_of_its_own_is_given_as_that_effect_or_refused():
    """'gains <Raid>' gives the keyword's own effect (text_gain.py), never a bare label: by a
    one-shot effect as a lasting change, by a persistent effect while it applies; a keyword the
    engine does not give as an effect is refused, not ignored."""
    (effect,) = parse_text("[On Play] This Digimon gains <Raid> for the turn.")
    action = effect.clauses[0].actions[0]
    assert action.verb == "gain-effect" and action.keywords == ()
    assert [(e.keyword, e.timing) for e in action.gained] == [("raid", "when-attacking")]
    (effect,) = parse_text("[Your Turn] This Digimon gains <Alliance>.")
    assert effect.statics[0].keywords == ()
    assert [e.keyword for e in effect.statics[0].effects] == ["alliance"]
    with pytest.raises(CardTextError) as err:
        parse_text("[Your Turn] All of your Digimon gain <Armor Purge>.")
    assert "given by an effect is not modelled" in str(err.value)
    (effect,) = parse_text("[Your Turn] This Digimon gains <Piercing>.")
    assert effect.statics[0].keywords == ("piercing",)


def _targets(text: str) -> list[str]:
    return [a.target.mode for e in parse_text(text) for c in e.clauses for a in c.cost + c.actions
            if a.target is not None]


def test_it_refers_to_the_digimon_an_earlier_sentence_chose():
    text = ("[On Play] Suspend 1 of your opponent's Digimon. Then, it gets -2000 DP for the "
            "turn.")
    assert _targets(text) == ["one", "it"]


def test_it_after_a_condition_on_this_digimon_is_this_digimon():
    """EX11-010: "if this Digimon is suspended, it gets +4000 DP": "it" is the condition's
    Digimon, not the one "suspend 1 Digimon" chose (which may be another)."""
    text = ("[On Play] You may suspend 1 Digimon. Then, if this Digimon is suspended, it gets "
            "+4000 DP until your opponent's turn ends.")
    assert _targets(text) == ["one", "this"]


def test_it_after_a_play_is_the_played_digimon():
    text = ("[Start of Your Main Phase] You may play 1 [Hawkmon] from your hand without paying "
            "the cost. At the next end of your opponent's turn, return it to the hand.")
    assert _targets(text) == ["it"]


def test_it_without_an_earlier_choice_is_the_effects_own_digimon():
    text = "[When Digivolving] Unsuspend this Digimon. Then, it gets +1000 DP for the turn."
    assert _targets(text) == ["this", "this"]
