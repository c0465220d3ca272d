"""Memory gained or lost ("memory"), or set to a number ("set-memory")."""

from __future__ import annotations

from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import counting
from judgeapp.engine.dcg import query as q
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.effects import Action
from judgeapp.engine.dcg.record import emit
from judgeapp.engine.dcg.resolve import Ctx, Gen
from judgeapp.engine.dcg.state import other
from judgeapp.engine.dcg.verbs import Verb, register
from judgeapp.engine.steps import StepKind


def _locked(ctx: Ctx, player: str, increase: bool) -> bool:
    """An increase of ``player``'s memory that a "can't gain memory except with Tamer effects"
    forbids (official Q&A Q2910: the memory no longer increases by any effect but a Tamer's;
    Q1080: losing memory still happens): step ``memory_locked``."""
    source = q.memory_lock(ctx.state, player, ctx.kind) if increase else None
    if source is not None:
        emit(ctx.state, StepKind.MEMORY, "memory_locked", player=player, cards=[source.id],
             rules=cite.PROHIBITION + cite.MEMORY_CHANGE, cause=ctx.effect.text,
             card=source.id)
    return source is not None


def run_change(ctx: Ctx, action: Action) -> Gen:
    who = ctx.controller if action.who == "you" else other(ctx.controller)
    amount = action.amount
    if action.per is not None:  # "gain 1 memory for every 10 cards in your trash"
        amount *= counting.count(ctx, action.per)
    if amount and not _locked(ctx, who, amount > 0):
        r.change_memory(ctx.state, who, amount, cite.EFFECT_BASICS, ctx.effect.text)
    yield from ()


def can_change(ctx: Ctx, action: Action) -> bool:
    """Memory the controller loses as a cost must be payable (manual-en/paying-costs)."""
    if action.amount < 0 and action.who == "you":
        return q.can_pay(ctx.state, ctx.controller, -action.amount)
    return True


def run_set(ctx: Ctx, action: Action) -> Gen:
    state, me = ctx.state, ctx.controller
    if _locked(ctx, me, action.amount > state.mem(me)):
        return
    state.set_mem(me, action.amount)
    emit(state, StepKind.MEMORY, "memory_set", player=me, rules=cite.MEMORY_CHANGE,
         cause=ctx.effect.text, after=state.mem(me))
    yield from ()


register(Verb(("memory",), run_change, rules=cite.EFFECT_BASICS + cite.MEMORY_CHANGE
              + cite.PROHIBITION + cite.FOR_EACH,
              steps=("memory", "memory_locked") + counting.STEPS, can=can_change))
register(Verb(("set-memory",), run_set, rules=cite.MEMORY_CHANGE + cite.PROHIBITION,
              steps=("memory_set", "memory_locked")))
