"""Suspending and unsuspending Digimon or Tamers (manual-en/display-format)."""

from __future__ import annotations

from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import counting
from judgeapp.engine.dcg import query as q
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.effects import Action
from judgeapp.engine.dcg.record import emit
from judgeapp.engine.dcg.resolve import Ctx, Gen
from judgeapp.engine.dcg.verbs import Verb, register
from judgeapp.engine.steps import StepKind


def run(ctx: Ctx, action: Action) -> Gen:
    state, verb = ctx.state, action.verb
    action = counting.counted(ctx, action, times_target=True)  # "for each X" (text_count.py)
    if action is None:
        return
    stacks = yield from r.choose(ctx, action.target, verb)
    changed = []
    for s in r.affected(ctx, stacks):
        if verb == "unsuspend" and s.suspended and q.restricted(state, s, "unsuspend"):
            emit(state, StepKind.ACTION, "cant_unsuspend", cards=[s.id],
                 rules=cite.DISPLAY_FORMAT + cite.PROHIBITION, cause=ctx.effect.text,
                 card=s.id, player=ctx.controller)
        elif verb == "suspend" and not s.suspended and q.restricted(state, s, "suspend"):
            emit(state, StepKind.ACTION, "cant_suspend", cards=[s.id],
                 rules=cite.DISPLAY_FORMAT + cite.CANT_SUSPEND, cause=ctx.effect.text,
                 card=s.id, player=ctx.controller)
        elif s.suspended != (verb == "suspend"):
            s.suspended = verb == "suspend"
            changed.append(s)
            emit(state, StepKind.ACTION, verb, cards=[s.id], rules=cite.DISPLAY_FORMAT,
                 cause=ctx.effect.text, card=s.id, player=ctx.controller)
    ctx.did.extend((verb, s.owner) for s in changed)  # "if this effect suspended" (resolve)
    r.on_suspend_change(state, changed, verb == "suspend", by_effect=True)


def can_suspend(ctx: Ctx, action: Action) -> bool:
    """As a "by" cost: a candidate that is unsuspended and may suspend (CR 4.2 1-3-2)."""
    return any(q.can_suspend(ctx.state, s) for s in r.candidates(ctx, action.target))


def can_unsuspend(ctx: Ctx, action: Action) -> bool:
    return any(not q.restricted(ctx.state, s, "unsuspend")
               for s in r.candidates(ctx, action.target))


register(Verb(("suspend",), run, rules=cite.DISPLAY_FORMAT + cite.CANT_SUSPEND + cite.FOR_EACH,
              steps=("suspend", "cant_suspend") + counting.STEPS,
              can=can_suspend))
register(Verb(("unsuspend",), run, rules=cite.DISPLAY_FORMAT + cite.PROHIBITION + cite.FOR_EACH,
              steps=("unsuspend", "cant_unsuspend") + counting.STEPS,
              can=can_unsuspend))
