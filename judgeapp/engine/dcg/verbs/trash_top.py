"""Trash the top card of a Digimon with digivolution cards (<Armor Purge>)."""

from __future__ import annotations

from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.effects import Action
from judgeapp.engine.dcg.resolve import Ctx, Gen
from judgeapp.engine.dcg.verbs import Verb, register


def run(ctx: Ctx, action: Action) -> Gen:
    for s in r.candidates(ctx, action.target):
        r.trash_top(ctx.state, s, ctx.effect.text, cite.KW["armor-purge"])
    yield from ()


def can(ctx: Ctx, action: Action) -> bool:
    return any(s.under for s in r.candidates(ctx, action.target))


register(Verb(("trash-top",), run, rules=cite.KW["armor-purge"], steps=("trash_top",),
              can=can))
