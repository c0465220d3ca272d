""""Your opponent trashes N cards in their hand.": the opponent chooses and trashes N cards
from their own hand (as many as they have if fewer: CR 4.2 15-10-2-1; official Q&A Q2321,
Q2326, Q3497: the opponent chooses)."""

from __future__ import annotations

from judgeapp.engine.dcg import card_events
from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.effects import Action
from judgeapp.engine.dcg.record import ask, emit
from judgeapp.engine.dcg.render import label, prompt
from judgeapp.engine.dcg.resolve import Ctx, Gen
from judgeapp.engine.dcg.state import other
from judgeapp.engine.dcg.verbs import Verb, register
from judgeapp.engine.steps import Option, StepKind


def run(ctx: Ctx, action: Action) -> Gen:
    state = ctx.state
    them = other(ctx.controller)
    hand = state.players[them].hand
    trashed = 0
    for done in range(action.amount):
        if not hand:
            break
        card = hand[0]
        if len(hand) > action.amount - done:
            options = [Option(c.id, label("card", name=c.name, id=c.id)) for c in hand]
            answer = yield from ask(state, them, "choose_target",
                                    prompt("pick_hand_trash", label=ctx.label), options,
                                    rules=cite.OPPONENT_PERFORMS)
            card = next(c for c in hand if c.id == answer)
        hand.remove(card)
        r.to_trash(state, card)
        emit(state, StepKind.ZONE_MOVE, "trash_hand", player=them, cards=[card.id],
             rules=cite.OPPONENT_PERFORMS, cause=ctx.effect.text, card=card.id)
        trashed += 1
    if trashed:  # one processing trashes them at the same time: one event
        card_events.on_hand_trashed(state, them, ctx.controller)


register(Verb(("opponent-trash-hand",), run, rules=cite.OPPONENT_PERFORMS,
              steps=("trash_hand",)))
