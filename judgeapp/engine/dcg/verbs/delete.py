""""Delete ...": the chosen Digimon are deleted at the same time by the controller's effect."""

from __future__ import annotations

from dataclasses import replace

from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import counting
from judgeapp.engine.dcg import query as q
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.effects import Action, Target
from judgeapp.engine.dcg.resolve import Ctx, Gen
from judgeapp.engine.dcg.verbs import Verb, register


def dp_based(ctx: Ctx, target: Target | None) -> Target | None:
    """A printed DP maximum ("with 3000 DP or less") raised by the controller's "add N to the
    maximum DP you can choose with DP-based deletion effects" (Q&A Q3294); a comparison with a
    Digimon's DP has no printed maximum and stays (Q&A Q3295)."""
    if target is None or target.max_dp is None:
        return target
    bonus = q.deletion_bonus(ctx.state, ctx.controller)
    return replace(target, max_dp=target.max_dp + bonus) if bonus else target


def run(ctx: Ctx, action: Action) -> Gen:
    counted = counting.counted(ctx, action, times_target=True)  # "for each X" (text_count.py)
    if counted is None:
        return
    action = counted
    stacks = yield from r.choose(ctx, dp_based(ctx, action.target), "delete")
    gone = yield from r.delete(ctx.state, r.affected(ctx, stacks), "effect", by=ctx.controller,
                               text=ctx.effect.text)
    ctx.deleted.extend(s.owner for s in gone)  # "if this effect didn't delete" (resolve)


def can(ctx: Ctx, action: Action) -> bool:
    return bool(r.candidates(ctx, dp_based(ctx, action.target)))


register(Verb(("delete",), run, rules=cite.TARGETS + cite.EFFECT_BASICS + cite.FOR_EACH,
              steps=("no_target", "unaffected", "choice") + counting.STEPS, can=can))
