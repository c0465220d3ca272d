"""Trash any N of a Digimon's digivolution cards (<Fragment>, <Digi-Burst>)."""

from __future__ import annotations

from judgeapp.engine.dcg import card_events, overflow
from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.cards import Card
from judgeapp.engine.dcg.effects import Action
from judgeapp.engine.dcg.record import emit
from judgeapp.engine.dcg.resolve import Ctx, Gen
from judgeapp.engine.dcg.state import Stack
from judgeapp.engine.dcg.verbs import Verb, register
from judgeapp.engine.steps import StepKind


def _trash_any_under(ctx: Ctx, stack: Stack, n: int) -> Gen:
    """Trash any N of a Digimon's digivolution cards, chosen one at a time (<Fragment>)."""
    state = ctx.state
    kw = "fragment" if ctx.effect.keyword == "fragment" else \
        "digi-burst" if "<Digi-Burst" in ctx.effect.text else None
    why = cite.KW[kw] if kw else ()
    gone: list[Card] = []
    hidden = frozenset(c.id for c in stack.under if c.face_down)
    for left in range(n, 0, -1):
        if not stack.under:
            break
        card = stack.under[0]
        if len(stack.under) > left:  # a real choice: more cards than still to trash
            card = yield from r.pick(ctx, stack.under, "pick_to_trash",
                                    cite.DIGIVOLUTION_CARDS + why)
        stack.cards.remove(card)
        r.to_trash(state, card)
        emit(state, StepKind.ZONE_MOVE, "trash_under", cards=[card.id, stack.id],
             rules=cite.DIGIVOLUTION_CARDS + why, cause=ctx.effect.text,
             card=card.id, target=stack.id)
        overflow.left_field(state, [card], "trash")
        gone.append(card)
        if kw == "digi-burst" and ctx.paying:
            card_events.on_burst_trashed(state, card, stack.owner)
    card_events.on_under_trashed(state, stack, gone, ctx.controller, hidden)


def run(ctx: Ctx, action: Action) -> Gen:
    for s in r.candidates(ctx, action.target):
        yield from _trash_any_under(ctx, s, action.amount)


def can(ctx: Ctx, action: Action) -> bool:
    return any(len(s.under) >= action.amount for s in r.candidates(ctx, action.target))


register(Verb(("trash-any-under",), run,
              rules=cite.DIGIVOLUTION_CARDS + cite.KW["fragment"] + cite.KW["digi-burst"],
              steps=("trash_under",), can=can))
