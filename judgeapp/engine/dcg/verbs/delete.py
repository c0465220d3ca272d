""""Delete ...": the chosen Digimon are deleted at the same time by the controller's effect."""

from __future__ import annotations

from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.effects import Action
from judgeapp.engine.dcg.resolve import Ctx, Gen
from judgeapp.engine.dcg.verbs import Verb, register


def run(ctx: Ctx, action: Action) -> Gen:
    stacks = yield from r.choose(ctx, action.target, "delete")
    yield from r.delete(ctx.state, r.affected(ctx, stacks), "effect", by=ctx.controller,
                        text=ctx.effect.text)


def can(ctx: Ctx, action: Action) -> bool:
    return bool(r.candidates(ctx, action.target))


register(Verb(("delete",), run, rules=cite.TARGETS + cite.EFFECT_BASICS,
              steps=("no_target", "unaffected", "choice"), can=can))
