"""<Recovery +N (Deck)>: the top card of the deck to the top of the security stack, N times."""

from __future__ import annotations

from judgeapp.engine.dcg import card_events
from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.effects import Action
from judgeapp.engine.dcg.record import emit
from judgeapp.engine.dcg.resolve import Ctx, Gen
from judgeapp.engine.dcg.verbs import Verb, register
from judgeapp.engine.steps import StepKind


def run(ctx: Ctx, action: Action) -> Gen:
    state, me = ctx.state, ctx.controller
    added = 0
    for _ in range(action.amount):
        card = r.deck_to_security(state, me, "top", face_up=False)
        if card is None:
            break
        added += 1
        emit(state, StepKind.ZONE_MOVE, "recovery", player=me, cards=[card.id],
             rules=cite.KW["recovery"], cause=ctx.effect.text, card=card.id)
    if added:  # one processing: one event (CR 4.2 15-5-2)
        card_events.on_security_added(state, me)
    yield from ()


register(Verb(("recovery",), run, rules=cite.KW["recovery"], steps=("recovery",)))
