"""The verb ``flip-security``: "Flip your opponent's top face-down security card face up."
(read by ``text_attack.py``).

The topmost of the opponent's face-down security cards turns face up where it is (official
Q&A Q4370: with the top card already face up, "the 2nd card from the top of their security
stack is flipped to face up"); it stays in the stack as a face-up security card, public
information (CR 4.2 3-7-4; Q4371: "They become face-up security cards that remain
revealed"). With no face-down security card nothing happens (CR 4.2 1-3-2).
"""

from __future__ import annotations

from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.effects import Action
from judgeapp.engine.dcg.record import emit
from judgeapp.engine.dcg.state import other
from judgeapp.engine.dcg.verbs import Verb, register
from judgeapp.engine.steps import StepKind

VERB = "flip-security"


def run(ctx: r.Ctx, action: Action) -> r.Gen:
    state = ctx.state
    opponent = other(ctx.controller)
    card = next((c for c in state.players[opponent].security if not c.face_up), None)
    if card is None:
        emit(state, StepKind.ACTIVATION, "no_target", player=ctx.controller,
             cards=[ctx.card_id], rules=cite.FLIP_SECURITY, cause=ctx.effect.text,
             clause="flip_security")
        return
    card.face_up = True
    ctx.did.append(("flip", opponent))  # "if this effect didn't flip" (resolve)
    emit(state, StepKind.ACTION, "flip_security", player=ctx.controller, cards=[card.id],
         rules=cite.FLIP_SECURITY, cause=ctx.effect.text, card=card.id, owner=opponent)
    yield from ()


register(Verb((VERB,), run, rules=cite.FLIP_SECURITY, steps=("flip_security", "no_target")))
