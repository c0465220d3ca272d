""""Activate this card's [Main] effect" (not its <Delay>)."""

from __future__ import annotations

from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import effects as fx
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.effects import Action
from judgeapp.engine.dcg.resolve import Ctx, Gen
from judgeapp.engine.dcg.verbs import Verb, register


def run(ctx: Ctx, action: Action) -> Gen:
    main = [e for e in ctx.holder.defn.effects if e.timing == fx.MAIN and e.keyword != "delay"]
    for effect in main:
        sub = Ctx(ctx.state, effect, ctx.controller, ctx.card_id, ctx.holder, ctx.stack_uid,
                  ctx.event)
        yield from r.run_effect(sub)


register(Verb(("activate-main",), run, rules=cite.ACTIVATE_MAIN, steps=()))
