""""End the attack" (manual-en/ending-an-attack)."""

from __future__ import annotations

from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg.effects import Action
from judgeapp.engine.dcg.record import emit
from judgeapp.engine.dcg.resolve import Ctx, Gen
from judgeapp.engine.dcg.verbs import Verb, register
from judgeapp.engine.steps import StepKind


def run(ctx: Ctx, action: Action) -> Gen:
    state = ctx.state
    if state.attack is not None and not state.attack.ended:
        state.attack.ended = True
        emit(state, StepKind.ACTION, "end_attack", player=ctx.controller, cards=[ctx.card_id],
             rules=cite.ENDED_ATTACK, cause=ctx.effect.text)
    yield from ()


register(Verb(("end-attack",), run, rules=cite.ENDED_ATTACK, steps=("end_attack",)))
