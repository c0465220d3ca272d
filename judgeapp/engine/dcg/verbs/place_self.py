""""Place this card in your battle area" (an Option being used, or a checked security card)."""

from __future__ import annotations

from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.effects import Action
from judgeapp.engine.dcg.record import emit
from judgeapp.engine.dcg.resolve import Ctx, Gen
from judgeapp.engine.dcg.verbs import Verb, register
from judgeapp.engine.steps import StepKind


def _place_self(ctx: Ctx) -> None:
    """"Place this card in your battle area": the Option being used (or a checked security
    card) stays in the battle area, placed by an effect, so rule check C leaves it there. An
    Option's own "When this card is trashed from your deck, you may place this card in the
    battle area" activates in the trash (CR 4.2 4-16-2) and places it from there."""
    state, me, card = ctx.state, ctx.controller, ctx.holder
    pl = state.players[me]
    trashed = ctx.effect.trigger is not None and ctx.effect.trigger.event == "self-trashed"
    zone = pl.trash if trashed else pl.processing
    if card not in zone or card.defn.kind != "option":
        emit(state, StepKind.ACTIVATION, "no_target", player=me, cards=[ctx.card_id],
             rules=cite.EFFECT_BASICS, cause=ctx.effect.text,
             clause="place this card in the battle area")
        return
    zone.remove(card)
    r.place_on_field(state, card, me, by_effect=True)
    emit(state, StepKind.ZONE_MOVE, "place_in_battle_area", player=me, cards=[card.id],
         rules=cite.EFFECT_BASICS + cite.RULE_CHECK["C"], cause=ctx.effect.text, card=card.id)


def run(ctx: Ctx, action: Action) -> Gen:
    _place_self(ctx)
    yield from ()


register(Verb(("place-self",), run, rules=cite.EFFECT_BASICS + cite.RULE_CHECK["C"],
              steps=("no_target", "place_in_battle_area")))
