"""<Delay>'s cost: trash this Option from the battle area."""

from __future__ import annotations

from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.effects import Action
from judgeapp.engine.dcg.record import emit
from judgeapp.engine.dcg.resolve import Ctx, Gen
from judgeapp.engine.dcg.verbs import Verb, register
from judgeapp.engine.steps import StepKind


def _delay_trash(ctx: Ctx) -> None:
    """<Delay>'s cost: trash this Option from the battle area (no memory cost, no color
    requirement: glossary-en/kw-delay)."""
    state, stack = ctx.state, ctx.stack
    r.trash_stack(state, stack)
    emit(state, StepKind.ZONE_MOVE, "delay_trash", player=ctx.controller, cards=[stack.id],
         rules=cite.KW["delay"], cause=ctx.effect.text, card=stack.id)


def run(ctx: Ctx, action: Action) -> Gen:
    _delay_trash(ctx)
    yield from ()


def can(ctx: Ctx, action: Action) -> bool:
    return ctx.stack is not None


register(Verb(("delay-trash",), run, rules=cite.KW["delay"], steps=("delay_trash",), can=can))
