"""<Decode (XX)>: before this Digimon leaves, play 1 XX Digimon card from under it."""

from __future__ import annotations

from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import query as q
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.effects import Action, CardFilter
from judgeapp.engine.dcg.render import prompt
from judgeapp.engine.dcg.resolve import Ctx, Gen
from judgeapp.engine.dcg.verbs import Verb, register


def _decode(ctx: Ctx, flt: CardFilter | None) -> Gen:
    """<Decode (XX)>: before this Digimon leaves the battle area, you may play 1 XX Digimon
    card from its digivolution cards without paying the cost; it still leaves."""
    stack = ctx.stack
    rules = cite.KW["decode"]
    fitting = [c for c in q.visible_under(stack) if r.playable(c, flt)] if stack and flt else []
    go = yield from r.offer(ctx, bool(fitting), "play a digivolution card",
                           prompt("decode", label=ctx.label), rules)
    if not go:
        return
    card = yield from r.pick(ctx, fitting, "pick_to_play", rules)
    r.play_from_under(ctx, stack, card, rules)


def run(ctx: Ctx, action: Action) -> Gen:
    yield from _decode(ctx, action.filter)


register(Verb(("decode",), run, rules=cite.KW["decode"] + cite.PLAY_BY_EFFECT,
              steps=("play", "play_digimon_locked")))
