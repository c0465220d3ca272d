"""Trash N cards (fitting a description) from the hand."""

from __future__ import annotations

from judgeapp.engine.dcg import card_events
from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.cards import Card
from judgeapp.engine.dcg.cost_paid import AT_LEAST_ONE
from judgeapp.engine.dcg.effects import Action, CardFilter
from judgeapp.engine.dcg.record import emit
from judgeapp.engine.dcg.resolve import Ctx, Gen
from judgeapp.engine.dcg.verbs import Verb, register
from judgeapp.engine.dcg.verbs.play_free import pick_to_play
from judgeapp.engine.steps import StepKind


def _trash_hand(ctx: Ctx, n: int, flt: CardFilter | None, up_to: bool = False) -> Gen:
    """Trash ``n`` cards (fitting ``flt``: "1 card with [Knightmon] in its text") from the
    hand; the player chooses unless exactly the cards needed fit. "Up to N": the player may
    stop after the first card (CR 4.2 15-10-2-2; at least 1 once the effect activates, its
    "you may" being the way to trash none: official Q&A Q3520, Q5096, Q5099;
    cost_paid.AT_LEAST_ONE)."""
    state, me = ctx.state, ctx.controller
    hand = state.players[me].hand
    rules = cite.BY_COST + cite.refers(flt) + (cite.TARGETS if up_to else ())
    trashed: list[Card] = []
    for done in range(n):
        fitting = r.described(hand, flt)
        if not fitting:
            break
        card = fitting[0]
        if up_to and trashed:
            card = yield from pick_to_play(ctx, fitting, True, "pick_hand_trash", rules)
            if card is None:
                break
        elif up_to or len(fitting) > n - done:  # "up to": which ones is a choice too
            card = yield from r.pick(ctx, fitting, "pick_hand_trash", rules)
        hand.remove(card)
        r.to_trash(state, card)
        emit(state, StepKind.ZONE_MOVE, "trash_hand", player=me, cards=[card.id],
             rules=rules, cause=ctx.effect.text, card=card.id)
        trashed.append(card)
        ctx.did.append(("trash-hand", me))  # "for each card trashed by this effect"
    if trashed:  # one processing trashes them at the same time: one event
        card_events.on_hand_trashed(state, me, ctx.controller)
        card_events.on_self_trashed(state, trashed, "hand")  # by one of the owner's effects


def run(ctx: Ctx, action: Action) -> Gen:
    yield from _trash_hand(ctx, action.amount, action.filter, action.up_to)


def can(ctx: Ctx, action: Action) -> bool:
    """As a "by" cost: N cards fit ("up to N": 1, cost_paid.AT_LEAST_ONE)."""
    hand = ctx.state.players[ctx.controller].hand
    need = AT_LEAST_ONE if action.up_to else action.amount
    return len(r.described(hand, action.filter)) >= need


register(Verb(("trash-hand",), run, rules=cite.BY_COST, steps=("trash_hand",), can=can))
