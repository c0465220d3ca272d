"""<Save>: this card, in the trash, may be placed under 1 of your Tamers."""

from __future__ import annotations

from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.effects import Action
from judgeapp.engine.dcg.record import emit
from judgeapp.engine.dcg.render import prompt
from judgeapp.engine.dcg.resolve import Ctx, Gen
from judgeapp.engine.dcg.verbs import Verb, register
from judgeapp.engine.steps import StepKind


def _save(ctx: Ctx) -> Gen:
    """<Save>: you may place this card (in the trash) under 1 of your Tamers."""
    state, me, card = ctx.state, ctx.controller, ctx.holder
    tamers = [s for s in state.players[me].battle if s.top.defn.kind == "tamer"]
    go = yield from r.offer(ctx, card in state.players[me].trash and bool(tamers),
                           "place under a Tamer", prompt("save", label=ctx.label, card=card.name),
                           cite.KW["save"], declined="<Save>")
    if not go:
        return
    tamer = yield from r.pick(ctx, tamers, "pick_tamer", cite.KW["save"])
    state.players[me].trash.remove(card)
    tamer.cards.append(r.move(card))
    emit(state, StepKind.ZONE_MOVE, "save", player=me, cards=[card.id, tamer.id],
         rules=cite.KW["save"], cause=ctx.effect.text, card=card.id, target=tamer.id)


def run(ctx: Ctx, action: Action) -> Gen:
    yield from _save(ctx)


register(Verb(("save",), run, rules=cite.KW["save"], steps=("save",)))
