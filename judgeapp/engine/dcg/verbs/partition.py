"""<Partition (A & B)>: before this Digimon leaves, play 1 each of A and B from under it."""

from __future__ import annotations

from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import query as q
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.effects import Action
from judgeapp.engine.dcg.render import prompt
from judgeapp.engine.dcg.resolve import Ctx, Gen
from judgeapp.engine.dcg.verbs import Verb, register


def _partition(ctx: Ctx, names: tuple[str, ...]) -> Gen:
    """<Partition (A & B)>: before this Digimon leaves the battle area, you may play 1 each of
    the named cards from its digivolution cards without paying the costs (all of them or
    none); it still leaves."""
    stack = ctx.stack
    rules = cite.KW["partition"]
    go = yield from r.offer(ctx, stack is not None and r.has_each(stack, names),
                           "play the specified cards",
                           prompt("partition", label=ctx.label, names=", ".join(names)),
                           rules)
    if not go:
        return
    for name in names:
        card = yield from r.pick(ctx, [c for c in q.visible_under(stack)
                                            if c.defn.named(name)],
                                "pick_to_play", rules)
        r.play_from_under(ctx, stack, card, rules)


def run(ctx: Ctx, action: Action) -> Gen:
    yield from _partition(ctx, action.filter.names if action.filter else ())


register(Verb(("partition",), run, rules=cite.KW["partition"] + cite.PLAY_BY_EFFECT,
              steps=("play", "play_digimon_locked")))
