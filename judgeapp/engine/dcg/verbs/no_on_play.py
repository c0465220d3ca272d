""""Any [On Play] effects on Digimon played with this effect don't activate." (read by
``text_no_on_play.py`` after a "play ... from your hand / trash" sentence of the same effect):
the [On Play] effects of the Digimon that sentence played triggered (CR 4.2 15-8-3-1) and wait,
pending activation, until the effect's processing ends (15-4-4-1); the card text takes them off
before they can activate (1-3-1). Other effects the plays triggered ("When one of your Digimon
is played") are not [On Play] effects on those Digimon and stay."""

from __future__ import annotations

from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import effects as fx
from judgeapp.engine.dcg.effects import Action
from judgeapp.engine.dcg.record import emit
from judgeapp.engine.dcg.resolve import Ctx, Gen
from judgeapp.engine.dcg.verbs import Verb, register
from judgeapp.engine.steps import StepKind


def run(ctx: Ctx, action: Action) -> Gen:
    state = ctx.state
    off = [p for p in state.collected
           if p.stack_uid in ctx.played and p.effect.timing == fx.ON_PLAY]
    state.collected = [p for p in state.collected if p not in off]
    for p in off:
        emit(state, StepKind.TRIGGER, "on_play_not_activated", cards=[p.card_id],
             player=p.controller, rules=cite.NO_ON_PLAY, cause=ctx.effect.text,
             card=p.card_id)
    yield from ()


register(Verb(("no-on-play",), run, rules=cite.NO_ON_PLAY, steps=("on_play_not_activated",)))
