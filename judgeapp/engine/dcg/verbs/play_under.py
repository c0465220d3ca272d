""""Play 1 [level N or lower] digivolution card under this card as another Digimon without
paying its memory cost": a Digimon card under the effect's Digimon is played as a separate
Digimon (playing by an effect: CR 4.2 7-1-1).

Only a Digimon card (not a Digi-Egg or a Tamer card under it: official Q&A Q900, Q626) fitting
the level; it enters unsuspended and carries over nothing of the Digimon it was under (Q901,
Q902), its [On Play] effects trigger (Q903) and it can't attack this turn (Q905). The effect
is not optional: it is done whenever a card fits (Q906).
"""

from __future__ import annotations

from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import query as q
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.effects import Action, CardFilter
from judgeapp.engine.dcg.record import emit
from judgeapp.engine.dcg.resolve import Ctx, Gen
from judgeapp.engine.dcg.verbs import Verb, register
from judgeapp.engine.steps import StepKind


def run(ctx: Ctx, action: Action) -> Gen:
    stack = ctx.stack
    flt = action.filter or CardFilter()
    fitting = [c for c in q.visible_under(stack) if r.playable(c, flt)] if stack is not None \
        and ctx.state.area_of(stack) == "battle" else []
    if not fitting:
        emit(ctx.state, StepKind.ACTIVATION, "no_target", player=ctx.controller,
             cards=[ctx.card_id], rules=cite.PLAY_BY_EFFECT, cause=ctx.effect.text,
             clause="play")
        return
    card = yield from r.pick(ctx, fitting, "play_free", cite.PLAY_BY_EFFECT)
    r.play_from_under(ctx, stack, card, cite.PLAY_BY_EFFECT)


register(Verb(("play-under",), run, rules=cite.PLAY_BY_EFFECT, steps=("no_target",)))
