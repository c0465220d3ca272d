"""<Draw N>: the controller draws N cards."""

from __future__ import annotations

from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import counting
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.effects import Action
from judgeapp.engine.dcg.resolve import Ctx, Gen
from judgeapp.engine.dcg.verbs import Verb, register


def run(ctx: Ctx, action: Action) -> Gen:
    amount = action.amount
    if action.per is not None:  # "Trigger <Draw 1> for every 2 security cards you have"
        amount *= counting.now(ctx, action.per)
    if amount:
        r.draw(ctx.state, ctx.controller, amount)
    yield from ()


register(Verb(("draw",), run, rules=cite.KW["draw"], steps=("draw", "draw_failed", "counted")))
