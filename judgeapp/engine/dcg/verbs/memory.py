"""Memory gained or lost ("memory"), or set to a number ("set-memory")."""

from __future__ import annotations

from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import query as q
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.effects import Action
from judgeapp.engine.dcg.record import emit
from judgeapp.engine.dcg.resolve import Ctx, Gen
from judgeapp.engine.dcg.state import other
from judgeapp.engine.dcg.verbs import Verb, register
from judgeapp.engine.steps import StepKind


def run_change(ctx: Ctx, action: Action) -> Gen:
    who = ctx.controller if action.who == "you" else other(ctx.controller)
    r.change_memory(ctx.state, who, action.amount, cite.EFFECT_BASICS, ctx.effect.text)
    yield from ()


def can_change(ctx: Ctx, action: Action) -> bool:
    """Memory the controller loses as a cost must be payable (manual-en/paying-costs)."""
    if action.amount < 0 and action.who == "you":
        return q.can_pay(ctx.state, ctx.controller, -action.amount)
    return True


def run_set(ctx: Ctx, action: Action) -> Gen:
    state, me = ctx.state, ctx.controller
    state.set_mem(me, action.amount)
    emit(state, StepKind.MEMORY, "memory_set", player=me, rules=cite.MEMORY_CHANGE,
         cause=ctx.effect.text, after=state.mem(me))
    yield from ()


register(Verb(("memory",), run_change, rules=cite.EFFECT_BASICS + cite.MEMORY_CHANGE,
              steps=("memory",), can=can_change))
register(Verb(("set-memory",), run_set, rules=cite.MEMORY_CHANGE, steps=("memory_set",)))
