"""<Retaliation>: delete the Digimon this one battled."""

from __future__ import annotations

from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.effects import Action
from judgeapp.engine.dcg.record import emit
from judgeapp.engine.dcg.resolve import Ctx, Gen
from judgeapp.engine.dcg.verbs import Verb, register
from judgeapp.engine.steps import StepKind


def _retaliation(ctx: Ctx) -> Gen:
    """<Retaliation>: delete the Digimon this one battled, by this Digimon's owner's effect,
    if it is still in the battle area as the same field object (manual-en/kw-retaliation)."""
    state, me = ctx.state, ctx.controller
    target = state.stack_by_uid(ctx.event["battled_uid"])
    rules = cite.KW["retaliation"]
    if target is None:
        emit(state, StepKind.ACTIVATION, "retaliation_fizzle", player=me, cards=[ctx.card_id],
             rules=rules, cause=ctx.effect.text, card=ctx.card_id,
             target=ctx.event["battled"], reason="is no longer in the battle area as the same "
             "Digimon (it left; back again, it would be a new Digimon)")
        return
    emit(state, StepKind.ACTIVATION, "retaliation", player=me, cards=[ctx.card_id, target.id],
         rules=rules, cause=ctx.effect.text, card=ctx.card_id, target=target.id)
    if not r.unaffected(state, target, me, ctx.kind, ctx.effect.text):
        yield from r.delete(state, [target], "effect", by=me, text=ctx.effect.text)


def run(ctx: Ctx, action: Action) -> Gen:
    yield from _retaliation(ctx)


register(Verb(("retaliation",), run, rules=cite.KW["retaliation"],
              steps=("retaliation_fizzle", "retaliation")))
