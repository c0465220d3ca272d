"""<Partition (A & B)>: before this Digimon leaves, play 1 each of A and B from under it (A and
B by name or by description: <Partition (blue Lv.4 & green Lv.4)>, CR 4.2 16-29-1)."""

from __future__ import annotations

import re

from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import query as q
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.effects import Action, CardFilter
from judgeapp.engine.dcg.render import prompt
from judgeapp.engine.dcg.resolve import Ctx, Gen
from judgeapp.engine.dcg.state import Card
from judgeapp.engine.dcg.verbs import Verb, register


def _partition(ctx: Ctx, specified: tuple[CardFilter, ...], words: str) -> Gen:
    """<Partition (A & B)>: before this Digimon leaves the battle area, you may play 1 each of
    the specified cards from its digivolution cards without paying the costs (all of them or
    none: CR 4.2 16-29-4); it still leaves. Each pick leaves a card for every description
    still to pick."""
    stack = ctx.stack
    rules = cite.KW["partition"]
    go = yield from r.offer(ctx, stack is not None and r.has_each(stack, specified),
                           "play the specified cards",
                           prompt("partition", label=ctx.label, names=words), rules)
    if not go:
        return
    chosen: list[Card] = []
    for i, flt in enumerate(specified):
        left = [c for c in q.visible_under(stack) if c not in chosen]
        options = [c for c in left if r.fits(c, flt) and r.each_fitting(
            [o for o in left if o is not c], specified[i + 1:]) is not None]
        chosen.append((yield from r.pick(ctx, options, "pick_to_play", rules)))
    for card in chosen:
        r.play_from_under(ctx, stack, card, rules)


def run(ctx: Ctx, action: Action) -> Gen:
    printed = re.search(r"\((.+)\)|《(.+)》", ctx.effect.text)  # "<Partition (A & B)>"
    words = next(filter(None, printed.groups())) if printed else ctx.effect.text
    yield from _partition(ctx, tuple(flt for _n, flt in action.picks), words)


register(Verb(("partition",), run, rules=cite.KW["partition"] + cite.PLAY_BY_EFFECT,
              steps=("play", "play_digimon_locked")))
