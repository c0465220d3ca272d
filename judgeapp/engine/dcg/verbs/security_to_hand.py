"""The verb ``security-to-hand``: "Add your top (bottom) security card to the hand." (also as a
"By adding your top security card to the hand," cost; read by ``text_attack.py``). "Add your
top face-down security card to the hand." skips the face-up ones above it (``face_down``): the
topmost card that is face down goes (the way "Flip your opponent's top face-down security
card face up" finds its card, official Q&A Q4370).

The controller's top (bottom) security card goes to their hand: a move from a private area to
another (CR 4.2 3-7-1, 3-7-3: the stack's order is not changed otherwise), not a security
check, so no [Security] effect activates. It is a card removed from the security stack ("when
a card is removed from your security stack" triggers: ``card_events.on_security_removed``) and
a card an effect added to the hand (``card_events.after_action``). With no security card there
is nothing to add (CR 4.2 1-3-2); as a "by" cost it can't be paid then (``can``; official Q&A
Q3744: "If you can't add cards from your security stack to the hand, you can't activate the
effect").
"""

from __future__ import annotations

from judgeapp.engine.dcg import card_events
from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.effects import Action
from judgeapp.engine.dcg.record import emit
from judgeapp.engine.dcg.verbs import Verb, register
from judgeapp.engine.steps import StepKind

VERB = "security-to-hand"


def run(ctx: r.Ctx, action: Action) -> r.Gen:
    state, me = ctx.state, ctx.controller
    pl = state.players[me]
    # "your top face-down security card": the face-up ones are not it
    cards = [c for c in pl.security if not c.face_up] if action.face_down else pl.security
    if not cards:
        emit(state, StepKind.ACTIVATION, "no_target", player=me, cards=[ctx.card_id],
             rules=cite.SECURITY_TO_HAND, cause=ctx.effect.text,
             clause="security_to_hand_face_down" if pl.security else "security_to_hand")
        return
    card = cards[0 if action.end == "top" else -1]
    pl.security.remove(card)
    card = r.move(card)
    card.face_up = False  # in the hand, a private area (CR 4.2 3-7-4 no longer applies)
    pl.hand.append(card)
    emit(state, StepKind.ZONE_MOVE, "security_to_hand", player=me, cards=[card.id],
         rules=cite.SECURITY_TO_HAND + (cite.FACE_UP_SECURITY if action.face_down else ()),
         cause=ctx.effect.text, card=card.id,
         end=f"{action.end} face-down" if action.face_down else action.end)
    card_events.on_security_removed(state, me)
    yield from ()


def can(ctx: r.Ctx, action: Action) -> bool:
    """As a "by" cost: there must be a (face-down) security card to add."""
    security = ctx.state.players[ctx.controller].security
    return len([c for c in security if not (action.face_down and c.face_up)]) >= action.amount


register(Verb((VERB,), run, rules=cite.SECURITY_TO_HAND + cite.FACE_UP_SECURITY,
              steps=("security_to_hand", "no_target"), can=can))
