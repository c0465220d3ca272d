""""If this effect didn't delete, ..." (and its wordings), "By paying N cost, ..." and the
DP-and-keyword orders ("gains <X> and +N DP", "gets +N DP and <X>"). Real-card proofs:
scenarios qa-q3071-*, qa-q2745-*, qa-q961-*."""

from __future__ import annotations

import pytest

from judgeapp.engine.dcg.cardtext import parse_text
from judgeapp.engine.dcg.text_grammar import read_whole
from judgeapp.engine.errors import CardTextError
from tests.engine.helpers import Game, scenario

DELETE = "[Main] Delete 1 of your opponent's Digimon with 4000 DP or less. "


@pytest.mark.parametrize(("wording", "op", "kind"), [
    ("If this effect didn't delete", "<=", None),
    ("If no Digimon was deleted by this effect", "<=", None),
    ("If no Digimon is deleted by this effect", "<=", None),
    ("If no opponent's Digimon was deleted by this effect", "<=", "opponent"),
    ("If an opponent's Digimon wasn't deleted by this effect", "<=", "opponent"),
    ("If an opponent's Digimon isn't deleted by this effect", "<=", "opponent"),
    ("If this effect didn't delete your opponent's Digimon", "<=", "opponent"),
    ("If this effect deleted", ">=", None),
])
def test_wordings_read_render_back_and_lower(wording, op, kind):
    text = f"{DELETE}{wording}, gain 1 memory."
    read_whole(text)  # renders back as printed
    cond = parse_text(text)[0].clauses[1].condition
    assert (cond.subject, cond.op, cond.kind) == ("effect-deleted", op, kind)


@pytest.mark.parametrize(("text", "why"), [
    ("[Main] Gain 1 memory. If this effect didn't delete, <Draw 1>.", "after a 'delete'"),
    ("[Main] If this effect didn't delete, <Draw 1>. Delete 1 of your opponent's Digimon.",
     "after a 'delete'"),
    ("[Main] By deleting 1 of your Digimon, delete 1 of your opponent's Digimon. If this "
     "effect didn't delete, <Draw 1>.", "not settled"),
    ("[Your Turn] If this effect didn't delete, this Digimon gets +1000 DP.", "read only"),
])
def test_forms_without_a_delete_before_them_are_refused(text, why):
    with pytest.raises(CardTextError) as err:
        parse_text(text)
    assert why in str(err.value)


SHIELD = {"kind": "digimon", "color": "black", "level": 3, "dp": 3000,
          "text": "[All Turns] This Digimon can't be deleted by your opponent's effects."}


def _run(p2_battle: list, text_after: str = "If this effect didn't delete, gain 2 memory.",
         choose: str | None = None) -> Game:
    option = {"kind": "option", "color": "red", "use_cost": 0, "text": DELETE + text_after}
    scn = scenario(cards={"Shield": SHIELD, "Crusher": option},
                   p1={"hand": ["Crusher"], "battle": ["Agumon"]}, p2={"battle": p2_battle})
    g = Game(scn).answer("use p1-crusher")
    return g.answer(choose) if choose else g


@pytest.mark.parametrize(("p2_battle", "choose", "memory", "deleted"), [
    ([], None, 5, None),  # nothing to delete: it didn't delete (Q5016)
    (["Agumon"], None, 3, "p2-agumon"),  # it deleted
    (["Shield"], None, 5, None),  # the chosen one can't be deleted (Q3071, Q4576)
    (["Shield", "Agumon"], "p2-shield", 5, None),  # choosing the shielded one (Q2745)
    (["Shield", "Agumon"], "p2-agumon", 3, "p2-agumon"),
])
def test_didnt_delete_counts_what_this_effect_deleted(p2_battle, choose, memory, deleted):
    g = _run(p2_battle, choose=choose)
    assert g.mem() == memory
    if deleted:
        assert g.zone(deleted) == "p2.trash"


def test_this_effect_deleted_is_met_by_one_deletion():
    g = _run(["Agumon"], text_after="If this effect deleted, gain 2 memory.")
    assert g.mem() == 5


def test_by_paying_n_cost_pays_memory_and_needs_it():
    """CR 4.2 4-2-1, 4-2-2: "pay X cost" moves the memory X toward the opponent."""
    text = "[Main] By paying 2 cost, <Draw 1>."
    read_whole(text)
    clause = parse_text(text)[0].clauses[0]
    assert clause.form == "by" and clause.cost[0].verb == "memory"
    assert clause.cost[0].amount == -2


@pytest.mark.parametrize(("text", "dp", "kw"), [
    ("[Main] 1 of your Digimon gets +2000 DP and <Security Attack +1> for the turn.", 2000,
     "security-attack+1"),
    ("[Main] 1 of your Digimon gains <Piercing> and +3000 DP for the turn.", 3000,
     "piercing"),
    ("[Main] 1 of your Digimon gains <Piercing>and gets +4000 DP for the turn.", 4000,
     "piercing"),
])
def test_dp_and_keyword_in_either_order_is_one_change(text, dp, kw):
    read_whole(text)
    action = parse_text(text)[0].clauses[0].actions[0]
    assert (action.verb, action.amount) == ("dp", dp)
    assert action.keywords == (kw,)


@pytest.mark.parametrize(("turn_player", "ends_on"), [("p1", 3), ("p2", 4)])
def test_until_the_end_of_your_turn_ends_with_the_controllers_turn(turn_player, ends_on):
    """"Until the end of your turn" read on the opponent's turn ([All Turns] triggers,
    [Security] effects) lasts until the end of the controller's coming turn."""
    from judgeapp.engine.dcg import effects as fx
    from judgeapp.engine.dcg.verbs.modify import until

    text = "[Main] 1 of your Digimon gets +1000 DP until the end of your turn."
    read_whole(text)
    action = parse_text(text)[0].clauses[0].actions[0]
    assert action.duration == fx.UNTIL_YOUR_TURN_END
    state = Game(scenario(turn_player=turn_player)).state
    assert until(state, "p1", action.duration) == ends_on
