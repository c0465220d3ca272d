"""The verb ``trash-opponent-security``: "Trash your opponent's top security card", "trash the
top N cards of your opponent's security stack", "... for every 10 cards in your trash"
(read by ``text_count.py``).

The opponent's top cards go to their trash, top card first (CR 4.2 4-16-1), as many as there
are (1-3-2); cards moved from the security stack together are placed at the same time (3-7-5),
so "when a card is removed from the security stack" triggers once (15-5-2). Trashing isn't a
security check: no [Security] effect activates and no card is revealed as a Security Digimon.
"For each X" multiplies the cards (CR 4.2 4-27-2, ``counting.py``).
"""

from __future__ import annotations

from judgeapp.engine.dcg import card_events, counting
from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.effects import Action
from judgeapp.engine.dcg.record import emit
from judgeapp.engine.dcg.resolve import Ctx, Gen
from judgeapp.engine.dcg.state import other
from judgeapp.engine.dcg.verbs import Verb, register
from judgeapp.engine.steps import StepKind

VERB = "trash-opponent-security"


def run(ctx: Ctx, action: Action) -> Gen:
    counted = counting.counted(ctx, action, times_target=False)
    if counted is not None:
        _trash(ctx, other(ctx.controller), counted.amount)
    yield from ()


def _trash(ctx: Ctx, player: str, n: int) -> None:
    state = ctx.state
    pl = state.players[player]
    taken = [r.move(card) for card in pl.security[:n]]
    if not taken:  # nothing to trash: nothing happens (CR 4.2 1-3-2)
        emit(state, StepKind.ACTIVATION, "no_security_to_trash", player=player,
             cards=[ctx.card_id], rules=cite.TRASH_OPP_SECURITY, cause=ctx.effect.text)
        return
    del pl.security[:len(taken)]
    ctx.did.extend(("trash", player) for _ in taken)  # "if this effect didn't trash" (resolve)
    for card in taken:
        r.to_trash(state, card)
    short = f" (only {len(taken)} were there)" if len(taken) < n else ""
    emit(state, StepKind.ZONE_MOVE, "trash_opponent_security", player=player,
         cards=[c.id for c in taken], rules=cite.TRASH_OPP_SECURITY, cause=ctx.effect.text,
         count=len(taken), short=short)
    card_events.on_security_removed(state, player)
    card_events.on_self_trashed(state, taken, "security")


def can(ctx: Ctx, action: Action) -> bool:
    """As a "by" cost it must be done in full."""
    return len(ctx.state.players[other(ctx.controller)].security) >= action.amount


register(Verb((VERB,), run, rules=cite.TRASH_OPP_SECURITY + cite.FOR_EACH,
              steps=("trash_opponent_security", "no_security_to_trash") + counting.STEPS, can=can))
