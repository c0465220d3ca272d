"""Processing "for each X" (CR 4.2 4-27): the count read when the effect is processed, and
the action it multiplies (text_count.py says which: the Digimon chosen or the amount)."""

from __future__ import annotations

from dataclasses import replace

from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import query as q
from judgeapp.engine.dcg.effects import Action, Count
from judgeapp.engine.dcg.record import emit
from judgeapp.engine.dcg.resolve import BEFORE_ACTION, Ctx, clause_holds
from judgeapp.engine.steps import StepKind

STEPS = ("counted", "bound_raised")


def now(ctx: Ctx, per: Count) -> int:
    """The count read as the action is processed ("<Draw 1> for every 2 security cards",
    "+1000 DP for each ..."): the cards this effect trashed ("for each card trashed", recorded
    as a step), else the board (query.count)."""
    if per.what == "effect-trashed":
        return count(ctx, per)
    return q.count(ctx.state, per, ctx.controller, ctx.stack)


def count(ctx: Ctx, per: Count) -> int:
    """How many X "for each X" counts for this effect: read the first time the effect asks,
    then the same for its other actions (CR 4.2 4-27-4: "process A and process B" for each X
    present upon activation), and recorded as a step."""
    if per.what == "effect-trashed":  # the cards this effect trashed (text_effect_did.py)
        n = sum(verb == "trash-hand" for verb, _ in ctx.did) // per.per
        emit(ctx.state, StepKind.ACTION, "counted", rules=cite.FOR_EACH,
             cause=ctx.effect.text, player=ctx.controller, count=n)
        return n
    if per not in ctx.counts:
        ctx.counts[per] = n = q.count(ctx.state, per, ctx.controller, ctx.stack)
        emit(ctx.state, StepKind.ACTION, "counted", rules=cite.FOR_EACH,
             cause=ctx.effect.text, player=ctx.controller, count=n)
    return ctx.counts[per]


def counted(ctx: Ctx, action: Action, times_target: bool) -> Action | None:
    """``action`` as processed for each X (``action.per``): the Digimon chosen
    (``times_target``: "1 of ..." for each X is X of them, CR 4.2 4-27-4) or the amount times
    the count; None when the count is 0 (processed 0 times: not at all, CR 4.2 1-3-4). The
    count is recorded as a step."""
    if action.per is None:
        return action
    n = count(ctx, action.per)
    if n <= 0:
        return None
    if times_target and action.target is not None:
        return replace(action, per=None, target=replace(action.target,
                                                        count=action.target.count * n))
    return replace(action, per=None, amount=action.amount * n)


_BOUNDS = {"level": "max_level", "dp": "max_dp", "cost": "max_cost"}


def raised(ctx: Ctx, action: Action) -> Action:
    """The action with its bound raised "for each X" (``action.raise_max``): its target's (the
    Digimon chosen) or its filter's (the card played) maximum level, DP or play cost, plus N
    times the count (never below 0: CR 4.2 1-3-7 keeps it an integer; a negative maximum fits
    nothing either way)."""
    r = action.raise_max
    if r is None:
        return action
    if r.condition is not None and not clause_holds(ctx, r.condition):
        return replace(action, raise_max=None)
    field = _BOUNDS[r.measure]
    delta = r.amount * (count(ctx, r.per) if r.per is not None else 1)
    holder = "target" if getattr(action.target, field, None) is not None else "filter"
    bounded = getattr(action, holder)
    new = replace(bounded, **{field: max(0, getattr(bounded, field) + delta)})
    emit(ctx.state, StepKind.ACTION, "bound_raised", rules=cite.FOR_EACH,
         cause=ctx.effect.text, player=ctx.controller, measure=_WORDS[r.measure],
         before=getattr(bounded, field), after=getattr(new, field))
    return replace(action, raise_max=None, **{holder: new})


_WORDS = {"level": "level", "dp": "DP", "cost": "play cost"}
BEFORE_ACTION.append(raised)
