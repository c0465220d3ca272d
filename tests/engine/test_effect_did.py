""""If this effect suspended your Digimon, ..." / "If this effect suspends your Digimon, ..."
/ "If this effect didn't suspend / return / trash / flip, ..." (text_effect_did.py). Real-card
proofs: scenarios qa-q851-*, zephagamon-suspends-*, wind-slicer-an-already-suspended-*,
valkyrimon-*, espimon-didnt-flip-*, espimon-flips-*."""

from __future__ import annotations

import pytest

from judgeapp.engine.dcg.cardtext import parse_text
from judgeapp.engine.dcg.text_grammar import read_whole
from judgeapp.engine.errors import CardTextError
from tests.engine.helpers import Game, scenario

SUSPEND = "[Main] Suspend 1 Digimon. "


@pytest.mark.parametrize(("wording", "op", "where"), [
    ("If this effect suspended your Digimon", ">=", ("yours",)),
    ("If this effect suspends your Digimon", ">=", ("yours",)),
    ("If this effect didn't suspend", "<=", ()),
])
def test_wordings_read_render_back_and_lower(wording, op, where):
    text = f"{SUSPEND}{wording}, gain 1 memory."
    read_whole(text)  # renders back as printed
    cond = parse_text(text)[0].clauses[1].condition
    assert (cond.subject, cond.op, cond.kind, cond.where) == ("effect-did", op, "suspend", where)


@pytest.mark.parametrize(("text", "why"), [
    ("[Main] Gain 1 memory. If this effect suspended your Digimon, <Draw 1>.",
     "after a 'suspend'"),
    ("[Main] If this effect didn't suspend, <Draw 1>. Suspend 1 Digimon.", "after a 'suspend'"),
    ("[Main] By suspending 1 of your Digimon, gain 1 memory. If this effect suspended your "
     "Digimon, <Draw 1>.", "after a 'suspend'"),
    ("[Your Turn] If this effect didn't suspend, this Digimon gets +1000 DP.", "read only"),
])
def test_forms_without_a_suspend_before_them_are_refused(text, why):
    with pytest.raises(CardTextError) as err:
        parse_text(text)
    assert why in str(err.value)


@pytest.mark.parametrize(("first", "verb"), [
    ("Return 1 of your opponent's Digimon to the hand.", "return"),
    ("Return 1 of your opponent's Digimon to the bottom of the deck.", "return"),
    ("You may return 1 Option card from your trash to the hand.", "return"),
    ("Trash the top 2 digivolution cards of 1 of your opponent's Digimon.", "trash"),
    ("Trash your opponent's top security card.", "trash"),
    ("Flip your opponent's top face-down security card face up.", "flip"),
])
def test_didnt_reads_after_the_verbs_that_record_what_they_did(first, verb):
    text = f"[Main] {first} If this effect didn't {verb}, gain 1 memory."
    read_whole(text)
    cond = parse_text(text)[0].clauses[-1].condition
    assert (cond.subject, cond.op, cond.value, cond.kind) == ("effect-did", "<=", 0, verb)


def test_didnt_trash_after_a_trash_the_engine_doesnt_count_is_refused():
    """Cards trashed from the hand aren't recorded: 'didn't trash' after them would be read
    as true whatever was trashed."""
    text = ("[Main] Trash the top 2 digivolution cards of 1 of your opponent's Digimon. Trash 1 "
            "card in your hand. If this effect didn't trash, gain 1 memory.")
    with pytest.raises(CardTextError) as err:
        parse_text(text)
    assert "doesn't count" in str(err.value)



def _run(text: str, p1_battle: list, p2_battle: list, choose: str | None) -> Game:
    option = {"kind": "option", "color": "red", "use_cost": 0, "text": text}
    scn = scenario(cards={"Gust": option}, p1={"hand": ["Gust"], "battle": p1_battle},
                   p2={"battle": p2_battle})
    g = Game(scn).answer("use p1-gust", *([choose] if choose else []))
    assert not [s.text for s in g.state.steps if s.event == "refused"]
    assert g.zone("p1-gust") == "p1.trash"
    return g


SUSPENDED = {"card": "Agumon", "suspended": True}


@pytest.mark.parametrize(("p1_battle", "p2_battle", "choose", "memory"), [
    (["Agumon"], ["Agumon"], "p1-agumon", 5),  # suspended one of yours
    (["Agumon"], ["Agumon"], "p2-agumon", 3),  # suspended the opponent's: not yours
    ([SUSPENDED], ["Agumon"], "p1-agumon", 3),  # already suspended: not suspended by it (Q845)
])
def test_suspended_your_digimon_counts_what_this_effect_suspended(p1_battle, p2_battle,
                                                                    choose, memory):
    g = _run(SUSPEND + "If this effect suspended your Digimon, gain 2 memory.", p1_battle,
             p2_battle, choose)
    assert g.mem() == memory


@pytest.mark.parametrize(("p2_battle", "memory"), [(["Agumon"], 3), ([SUSPENDED], 5)])
def test_didnt_suspend_holds_when_the_chosen_one_was_already_suspended(p2_battle, memory):
    text = ("[Main] Suspend 1 of your opponent's Digimon. If this effect didn't suspend, gain 2 "
            "memory.")
    g = _run(text, ["Agumon"], p2_battle, None)  # the only one: chosen without asking
    assert g.mem() == memory


@pytest.mark.parametrize("whom", ["Digimon", "the Digimon", "the Tamer"])
def test_no_on_play_names_the_played_cards_in_each_printed_wording(whom):
    """The first sets print "on the Digimon / the Tamer played with this effect" (BT2-038,
    BT2-108): the same sentence (scenarios rizegreymon-played-*, night-raid-played-*)."""
    kind = "Tamer" if "Tamer" in whom else "Digimon"
    text = (f"[Main] You may play 1 yellow {kind} card from your hand without paying its "
            f"memory cost. Any [On Play] effects on {whom} played with this effect don't "
            "activate.")
    read_whole(text)
    assert parse_text(text)[0].clauses[-1].actions[0].verb == "no-on-play"


def test_trash_up_to_n_from_the_bottom_reads_as_an_action_only():
    text = ("[Main] Trash up to 2 digivolution cards from the bottom of 1 of your opponent's "
            "Digimon.")
    read_whole(text)
    action = parse_text(text)[0].clauses[0].actions[0]
    assert (action.verb, action.amount, action.up_to) == ("trash-under-bottom", 2, True)
    with pytest.raises(CardTextError, match="up to"):
        parse_text("[Main] By trashing up to 2 digivolution cards from the bottom of 1 of your "
                   "opponent's Digimon, gain 1 memory.")


@pytest.mark.parametrize(("answer", "left"), [("1", 1), ("2", 0)])
def test_trash_up_to_n_from_the_bottom_trashes_as_many_as_chosen(answer, left):
    """1 to N: at least 1 once the effect activates (official Q&A Q3520, Q5096, Q5099)."""
    option = {"kind": "option", "color": "red", "use_cost": 0, "text": "[Main] Trash up to 2 "
              "digivolution cards from the bottom of 1 of your opponent's Digimon."}
    scn = scenario(cards={"Peel": option}, p1={"hand": ["Peel"], "battle": ["Agumon"]},
                   p2={"battle": [{"card": "Greymon", "under": ["Agumon", "Koromon"]}]})
    g = Game(scn).answer("use p1-peel")
    assert g.options == ["1", "2"]
    g.answer(answer)
    stack = g.snapshot["players"]["p2"]["battle"][0]
    assert len(stack["under"]) == left
    if left == 1:
        assert stack["under"] == ["p2-agumon"]  # the bottom card (Koromon) went first


@pytest.mark.parametrize("text", [
    "[Main] By trashing up to 3 cards in your hand, gain 1 memory for each card trashed.",
    "[Main] By trashing up to 2 red cards from your hand, <Draw 1> for each card trashed.",
    "[Main] You may trash up to 3 cards in your hand. Then, to 1 of your opponent's Digimon, "
    "give -2000 DP for the turn for each card this effect trashed.",
    "[Main] You may trash up to 3 cards in your hand. For each one, suspend 1 of your "
    "opponent's Digimon.",
])
def test_trash_up_to_and_the_cards_it_trashed_read_and_render_back(text):
    read_whole(text)
    effect = parse_text(text)[0]
    trash = next(a for c in effect.clauses for a in c.cost + c.actions if a.verb == "trash-hand")
    assert trash.up_to
    counted = [a for c in effect.clauses for a in c.actions if a.per is not None]
    assert counted[0].per.what == "effect-trashed"


@pytest.mark.parametrize(("text", "why"), [
    ("[Main] <Draw 1> for each card trashed.", "read only after"),
    ("[Main] Trash 1 card in your hand. Trash the top 2 digivolution cards of 1 of your "
     "opponent's Digimon. Gain 1 memory for each card trashed.", "no other trash"),
    ("[Your Turn] This Digimon gets +1000 DP for each card trashed.", "persistent"),
])
def test_for_each_card_trashed_without_a_hand_trash_before_it_is_refused(text, why):
    with pytest.raises(CardTextError, match=why):
        parse_text(text)


def _hand_trash(text: str, hand: list[str]) -> Game:
    option = {"kind": "option", "color": "red", "use_cost": 0, "text": text}
    scn = scenario(cards={"Purge": option}, p1={"hand": ["Purge", *hand], "battle": ["Agumon"]},
                   memory={"p1": 0})
    return Game(scn).answer("use p1-purge")


def test_you_may_trash_up_to_trashes_none_only_when_declined():
    """At least 1 once done (official Q&A Q5096); 'you may' declined: none, counted 0."""
    text = ("[Main] You may trash up to 2 cards in your hand. Gain 1 memory for each card this "
            "effect trashed.")
    g = _hand_trash(text, ["Gabumon", "Greymon"]).answer("yes")
    assert "none" not in g.options
    g.answer("p1-gabumon")
    assert "none" in g.options
    g.answer("none")
    assert g.mem() == 1 and g.zone("p1-gabumon") == "p1.trash"
    g = _hand_trash(text, ["Gabumon", "Greymon"]).answer("no")
    assert g.mem() == 0 and g.zone("p1-gabumon") == "p1.hand"


def test_by_trashing_up_to_takes_at_least_one_card():
    """Official Q&A Q3520: a 'by ... up to' cost, once paid, acts on at least 1."""
    g = _hand_trash("[Main] By trashing up to 2 cards in your hand, gain 1 memory for each card "
                    "trashed.", ["Gabumon", "Greymon"])
    g.answer("yes")
    assert "none" not in g.options
    g.answer("p1-greymon", "none")
    assert g.mem() == 1 and g.zone("p1-greymon") == "p1.trash"


@pytest.mark.parametrize("wording", ["If this effect digivolved", "If digivolved by this effect"])
def test_digivolved_reads_after_a_digivolve_of_the_same_effect(wording):
    """Real-card proofs: scenarios qa-q5791-*, qa-q5792-* (EX11-005 Yaamon)."""
    text = ("[Main] This Digimon may digivolve into a [Dark Dragon] trait Digimon card in the "
            f"trash with the digivolution cost reduced by 1. {wording}, gain 1 memory.")
    read_whole(text)
    cond = parse_text(text)[0].clauses[-1].condition
    assert (cond.subject, cond.op, cond.value, cond.kind) == ("effect-did", ">=", 1, "digivolve")
    with pytest.raises(CardTextError, match="read only after"):
        parse_text(f"[Main] Gain 1 memory. {wording}, <Draw 1>.")


def test_delete_this_digimon_at_the_end_of_the_turn_is_pending_processing():
    """Real-card proofs: scenarios qa-q2728-*, lobomon-declined-*."""
    text = ("[Main] This Digimon may digivolve into [AncientGreymon] in the hand for a "
            "digivolution cost of 3, ignoring its digivolution requirements. If digivolved by "
            "this effect, delete this Digimon at the end of the turn.")
    read_whole(text)
    action = parse_text(text)[0].clauses[-1].actions[0]
    assert (action.verb, action.source) == ("at-this-turn-end", "delete")
    with pytest.raises(CardTextError, match="only 'delete this Digimon'"):
        parse_text("[Main] Delete 1 of your opponent's Digimon at the end of the turn.")
