""""Look at the top card of your deck.": only the player who activated the effect sees the
card (CR 4.2 15-15-3-9-1, 15-15-3-9-2), which stays on top of the deck, face down (15-15-3-9-3;
official Q&A Q1337: "After checking the card, place it back on top of your deck face down").
Nothing moves; the step names the card for the record."""

from __future__ import annotations

from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg.effects import Action
from judgeapp.engine.dcg.record import emit
from judgeapp.engine.dcg.resolve import Ctx, Gen
from judgeapp.engine.dcg.verbs import Verb, register
from judgeapp.engine.steps import StepKind


def run(ctx: Ctx, action: Action) -> Gen:
    deck = ctx.state.players[ctx.controller].deck
    if deck:  # an empty deck: nothing to look at (CR 4.2 1-3-2)
        emit(ctx.state, StepKind.ACTION, "look_deck_top", player=ctx.controller,
             cards=[deck[0].id], rules=cite.LOOK_AT, cause=ctx.effect.text, card=deck[0].id)
    yield from ()


register(Verb(("look-deck-top",), run, rules=cite.LOOK_AT, steps=("look_deck_top",)))
