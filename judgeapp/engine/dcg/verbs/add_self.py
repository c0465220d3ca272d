""""Add this card to its owner's hand": a [Security] effect moving the checked card itself.

A card revealed by a security check goes to the trash unless it is placed in an area
(CR 4.2 13-1-8-4); this effect places it in its owner's hand instead, so it neither goes to
the trash nor (a Digimon card) battles. Outside a security check or the use of the card
(the card is not being processed) there is no card to add: that part does nothing.
"""

from __future__ import annotations

from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.effects import Action
from judgeapp.engine.dcg.record import emit
from judgeapp.engine.dcg.resolve import Ctx, Gen
from judgeapp.engine.dcg.verbs import Verb, register
from judgeapp.engine.steps import StepKind


def _add_self(ctx: Ctx) -> None:
    state, card = ctx.state, ctx.holder
    owner = state.players[card.owner]
    if card not in owner.processing:
        emit(state, StepKind.ACTIVATION, "no_target", player=ctx.controller, cards=[card.id],
             rules=cite.EFFECT_BASICS, cause=ctx.effect.text,
             clause="add_self")
        return
    owner.processing.remove(card)
    owner.hand.append(r.move(card))
    emit(state, StepKind.ZONE_MOVE, "add_self", player=card.owner, cards=[card.id],
         rules=cite.ADD_SELF, cause=ctx.effect.text, card=card.id)


def run(ctx: Ctx, action: Action) -> Gen:
    _add_self(ctx)
    yield from ()


register(Verb(("add-self",), run, rules=cite.ADD_SELF, steps=("no_target", "add_self")))
