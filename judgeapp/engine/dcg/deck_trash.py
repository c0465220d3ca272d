"""The verb ``trash-deck-top``: "Trash the top N cards of your deck." (and "... of both players'
decks": each player's own deck, read by ``text_attack.py``)

The controller's top N deck cards go to their trash, top card first, in one step
(``trash_deck``: ``data.count`` cards moved, ``data.short`` when the deck held fewer). With
fewer than N cards in the deck, as many as there are are trashed (CR 4.2 1-3-2: "if only some
of those actions are impossible, the player performs as many of the required actions as
possible"). Emptying the deck is not a loss by itself: a player loses when they can't draw
in their draw phase (manual-en/draw-phase), which this doesn't change.
Registered in the verb registry; not readable as a "by" cost.
"""

from __future__ import annotations

from judgeapp.engine.dcg import card_events, counting
from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.effects import Action
from judgeapp.engine.dcg.record import emit
from judgeapp.engine.dcg.state import other
from judgeapp.engine.dcg.verbs import Verb, register
from judgeapp.engine.steps import StepKind

VERB = "trash-deck-top"
STEP_EVENTS = ("trash_deck",)


def trash_deck_top(ctx: r.Ctx, action: Action) -> r.Gen:
    """Trash the controller's top ``action.amount`` deck cards (as many as there are); "of
    both players' decks" (``action.who`` both): each player's own top cards to their own
    trash, at the same time (one processing, CR 4.2 15-1-2), the turn player's step first."""
    state = ctx.state
    counted = counting.counted(ctx, action, times_target=False)  # "for each X" (text_count)
    if counted is None:
        return
    action = counted
    players = [ctx.controller] if action.who != "both" else \
        [state.turn_player, other(state.turn_player)]
    for player in players:
        _trash_top(ctx, player, action.amount)
    yield from ()


def _trash_top(ctx: r.Ctx, player: str, n: int) -> None:
    state = ctx.state
    pl = state.players[player]
    taken = [r.move(card) for card in pl.deck[:n]]
    del pl.deck[:len(taken)]
    pl.trash.extend(taken)
    short = f" (only {len(taken)} were there)" if len(taken) < n else ""
    emit(state, StepKind.ZONE_MOVE, "trash_deck", player=player, cards=[c.id for c in taken],
         rules=cite.TRASH_DECK, cause=ctx.effect.text, count=len(taken), short=short)
    if taken:
        card_events.on_deck_trashed(state, player)
        card_events.on_self_trashed(state, taken, "deck")


register(Verb((VERB,), trash_deck_top, rules=cite.TRASH_DECK + cite.FOR_EACH,
              steps=("trash_deck",) + counting.STEPS))
