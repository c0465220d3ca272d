""""Play this card": a checked security card, or an [On Deletion] card in the trash."""

from __future__ import annotations

from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import play_cost
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.effects import Action
from judgeapp.engine.dcg.record import emit
from judgeapp.engine.dcg.resolve import Ctx, Gen
from judgeapp.engine.dcg.verbs import Verb, register
from judgeapp.engine.steps import StepKind


def _play_self(ctx: Ctx) -> Gen:
    """"Play this card": a checked security card, or an [On Deletion] card in the trash."""
    state, me = ctx.state, ctx.controller
    card = state.cards.get(ctx.card_id)
    pl = state.players[me]
    zone = next((z for z in (pl.processing, pl.trash) if card in z), None)
    if zone is None or not card.defn.playable or \
            r.play_locked(state, card, me, ctx.effect.text):
        return
    zone.remove(card)
    yield from play_cost.free(state, card, me, False)  # official Q&A Q4796
    stack = r.place_on_field(state, card, me, by_effect=True)
    ctx.played.append(stack.uid)  # "Any [On Play] effects on Digimon played with ..."
    stack.played_from = "trash" if zone is pl.trash else None
    emit(state, StepKind.ZONE_MOVE, "play", player=me, cards=[card.id],
         rules=cite.PLAY_BY_EFFECT, cause=ctx.effect.text, card=card.id,
         how="by_own_effect")
    r.on_play(state, stack)


def run(ctx: Ctx, action: Action) -> Gen:
    yield from _play_self(ctx)


register(Verb(("play-self",), run, rules=cite.PLAY_BY_EFFECT + cite.PROHIBITION,
              steps=("play", "play_digimon_locked")))
