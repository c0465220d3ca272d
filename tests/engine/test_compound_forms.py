"""How sentences combine and how long effects last: "A and B", "Then" with no comma or no
period before it, "you may <cost> to <action>", "you can <action> by <cost>", "for each" /
"for every N", the "next turn" durations, the restrictions "can't unsuspend", "can't attack
players", "can't be deleted in battle", "At end of turn, lose N memory" and the memory-gain and
play-cost locks. Behaviour on a board: the scenarios named in docs/card-text.md's examples
(cant-unsuspend-*, duration-until-end-of-*, qa-q676, qa-q882, qa-q1278, ...)."""

from __future__ import annotations

import pytest

from judgeapp.engine.dcg import effects as fx
from judgeapp.engine.dcg.cardtext import parse_text
from judgeapp.engine.dcg.text_grammar import read_whole
from judgeapp.engine.errors import CardTextError


def _clause(text: str, i: int = 0) -> fx.Clause:
    read_whole(text)  # read with one reading that renders back as printed
    return parse_text(text)[0].clauses[i]


def test_two_verbs_joined_by_and_run_in_the_printed_order():
    c = _clause("[Main] <Draw 1> and trash 1 card in your hand.")
    assert [a.verb for a in c.actions] == ["draw", "trash-hand"]
    c = _clause("[Main] Gain 2 memory and <Draw 1>.")
    assert [(a.verb, a.amount) for a in c.actions] == [("memory", 2), ("draw", 1)]


def test_then_with_no_comma_and_with_no_period_before_it():
    effect = parse_text("[Main] Trigger <Draw 2> Then 1 of your Digimon gets +2000 DP for "
                        "the turn.")[0]
    assert [c.then for c in effect.clauses] == [False, True]
    assert [c.text for c in effect.clauses] == [
        "Trigger <Draw 2>", "Then 1 of your Digimon gets +2000 DP for the turn."]


def test_a_glued_then_after_anything_but_a_keyword_is_refused():
    with pytest.raises(CardTextError, match="could not be matched"):
        parse_text("[Main] Delete 1 of your opponent's Digimon Then, <Draw 1>.")


@pytest.mark.parametrize("text", [
    "[Main] You may trash 1 card in your hand to gain 1 memory.",
    "[Main] You may trash 1 card in your hand to have this Digimon get +1000 DP for the turn.",
    "[Main] You can unsuspend this Digimon by trashing 3 cards in your hand.",
    "[Main] You can unsuspend this Digimon by decreasing your memory by 3.",
])
def test_older_cost_wordings_are_by_costs(text):
    c = _clause(text)
    assert c.form == "by" and len(c.cost) == 1 and len(c.actions) == 1


def test_a_cost_after_you_can_must_be_a_gerund():
    with pytest.raises(CardTextError, match="gerund"):
        read_whole("[Main] You can unsuspend this Digimon by trash 1 card in your hand.")


@pytest.mark.parametrize(("text", "what", "per"), [
    ("[Main] Gain 1 memory for every 10 cards in your trash.", "trash", 10),
    ("[Main] Trigger <Draw 1> for every 2 security cards you have.", "security", 2),
    ("[Main] For each Digimon you have in play, 1 of your opponent's Digimon gets -1000 DP "
     "for the turn.", "stacks", 1),
    ("[Main] 1 of your opponent's Digimon gets -1000 DP for each card in your hand for the "
     "turn.", "hand", 1),
])
def test_for_each_multiplies_the_amount_by_a_count(text, what, per):
    action = _clause(text).actions[0]
    assert (action.per.what, action.per.per) == (what, per)


def test_for_each_static_keeps_its_count_and_only_security_attack_is_multiplied():
    read_whole("[Your Turn] For every 2 digivolution cards this Digimon has, it gains "
               "<Security Attack +1>.")
    static = parse_text("[Your Turn] For every 2 digivolution cards this Digimon has, it "
                        "gains <Security Attack +1>.")[0].statics[0]
    assert static.per == fx.Count("under", 2) and static.keywords == ("security-attack+1",)
    with pytest.raises(CardTextError, match="Security Attack"):
        parse_text("[Your Turn] For each of your other suspended Digimon, this Digimon gains "
                   "<Blocker>.")


@pytest.mark.parametrize(("words", "duration"), [
    ("until the end of your opponent's next turn", fx.UNTIL_OPP_NEXT_TURN_END),
    ("until the end of their next turn", fx.UNTIL_OPP_NEXT_TURN_END),
    ("until the end of your next turn", fx.UNTIL_YOUR_NEXT_TURN_END),
])
def test_next_turn_durations(words, duration):
    action = _clause(f"[Main] 1 of your opponent's Digimon can't attack {words}.").actions[0]
    assert (action.restriction, action.duration) == ("attack", duration)


@pytest.mark.parametrize(("words", "restriction"), [
    ("can't unsuspend until their turn ends", "unsuspend"),
    ("can't attack players until their turn ends", "attack-players"),
    ("can't be deleted in battle until their turn ends", "deleted-in-battle"),
    ("can't be deleted by your opponent's effects until their turn ends",
     "deleted-by-opponent"),
    ("can't be attacked until their turn ends", "be-attacked"),
    ("can't be returned to hands or decks by your opponent's effects until their turn ends",
     "returned-by-opponent"),
    ("can't be returned to the hand or deck by your opponent's effects until their turn "
     "ends", "returned-by-opponent"),
])
def test_restrictions(words, restriction):
    assert _clause(f"[Main] 1 of your opponent's Digimon {words}.").actions[0].restriction \
        == restriction


def test_locks_are_persistent_effects_on_players():
    lock = parse_text("[All Turns] Your opponent can't gain memory except with Tamer "
                      "effects.")[0].statics[0]
    assert lock.memory_lock == "opponent"
    assert parse_text("[All Turns] Players can't reduce play costs.")[0].statics[0] \
        .play_cost_lock
    with pytest.raises(CardTextError):
        read_whole("[All Turns] Your opponent can't reduce play costs.")


def test_at_end_of_turn_only_a_memory_loss_is_executed():
    c = _clause("[Main] Gain 2 memory. At end of turn, lose 2 memory.", 1)
    assert (c.actions[0].verb, c.actions[0].amount) == ("memory-at-end-of-turn", -2)
    with pytest.raises(CardTextError, match="lose N memory"):
        parse_text("[Main] At end of turn, <Draw 1>.")
