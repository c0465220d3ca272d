"""The Tamer effect letting cards from under Tamers (and the trash) be placed for a DigiXros
(text_xros.py): once its "by" cost is paid, it records what it allows; xros.py places the
cards (xros_tamers.py)."""

from __future__ import annotations

from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg.effects import Action
from judgeapp.engine.dcg.record import emit
from judgeapp.engine.dcg.render import fragment
from judgeapp.engine.dcg.resolve import Ctx, Gen
from judgeapp.engine.dcg.verbs import Verb, register
from judgeapp.engine.steps import StepKind


def run(ctx: Ctx, action: Action) -> Gen:
    played = ctx.event.get("card")
    emit(ctx.state, StepKind.ACTION, "xros_tamers", player=ctx.controller,
         cards=[ctx.card_id, *([played.id] if played else [])], rules=cite.XROS,
         cause=ctx.effect.text, card=ctx.card_id, played=played.id if played else "",
         allows=fragment(f"xros_allows_{action.who}"))
    yield from ()


register(Verb(("xros-tamers",), run, rules=cite.XROS, steps=("xros_tamers",)))
