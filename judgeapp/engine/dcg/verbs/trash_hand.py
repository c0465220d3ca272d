"""Trash N cards (fitting a description) from the hand."""

from __future__ import annotations

from judgeapp.engine.dcg import card_events
from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.cards import Card
from judgeapp.engine.dcg.effects import Action, CardFilter
from judgeapp.engine.dcg.record import emit
from judgeapp.engine.dcg.resolve import Ctx, Gen
from judgeapp.engine.dcg.verbs import Verb, register
from judgeapp.engine.steps import StepKind


def _trash_hand(ctx: Ctx, n: int, flt: CardFilter | None) -> Gen:
    """Trash ``n`` cards (fitting ``flt``: "1 card with [Knightmon] in its text") from the
    hand; the player chooses unless exactly the cards needed fit."""
    state, me = ctx.state, ctx.controller
    hand = state.players[me].hand
    rules = cite.BY_COST + cite.refers(flt)
    trashed: list[Card] = []
    for done in range(n):
        fitting = r.described(hand, flt)
        if not fitting:
            break
        card = fitting[0]
        if len(fitting) > n - done:
            card = yield from r.pick(ctx, fitting, "pick_hand_trash", rules)
        hand.remove(card)
        r.to_trash(state, card)
        emit(state, StepKind.ZONE_MOVE, "trash_hand", player=me, cards=[card.id],
             rules=rules, cause=ctx.effect.text, card=card.id)
        trashed.append(card)
    if trashed:  # one processing trashes them at the same time: one event
        card_events.on_hand_trashed(state, me, ctx.controller)
        card_events.on_self_trashed(state, trashed, "hand")  # by one of the owner's effects


def run(ctx: Ctx, action: Action) -> Gen:
    yield from _trash_hand(ctx, action.amount, action.filter)


def can(ctx: Ctx, action: Action) -> bool:
    hand = ctx.state.players[ctx.controller].hand
    return len(r.described(hand, action.filter)) >= action.amount


register(Verb(("trash-hand",), run, rules=cite.BY_COST, steps=("trash_hand",), can=can))
