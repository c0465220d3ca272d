""""Reveal 1 purple card from your hand and place it on top of your deck.": the player picks
a card of the hand that fits, reveals it to both players (CR 4.2 15-15-3-8-1) and places it on
top of their deck, face down as the deck's rules place it (3-1-3-5). With no card that fits,
nothing is done (1-3-2), and as a cost ("... to have this Digimon get +3000 DP") it can't be
paid."""

from __future__ import annotations

from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.effects import Action
from judgeapp.engine.dcg.record import ask, emit
from judgeapp.engine.dcg.render import label, prompt
from judgeapp.engine.dcg.resolve import Ctx, Gen
from judgeapp.engine.dcg.verbs import Verb, register
from judgeapp.engine.steps import Option, StepKind


def run(ctx: Ctx, action: Action) -> Gen:
    state, me = ctx.state, ctx.controller
    player = state.players[me]
    rules = cite.HAND_TO_DECK_TOP + cite.refers(action.filter)
    for _ in range(action.amount):
        fitting = r.described(player.hand, action.filter)
        if not fitting:
            return
        card = fitting[0]
        if len(fitting) > 1:
            options = [Option(c.id, label("card", name=c.name, id=c.id)) for c in fitting]
            answer = yield from ask(state, me, "choose_target",
                                    prompt("hand_to_deck_top", label=ctx.label), options,
                                    rules=rules)
            card = next(c for c in fitting if c.id == answer)
        player.hand.remove(card)
        player.deck.insert(0, r.move(card))
        emit(state, StepKind.ZONE_MOVE, "hand_to_deck_top", player=me, cards=[card.id],
             rules=rules, cause=ctx.effect.text, card=card.id)


def can(ctx: Ctx, action: Action) -> bool:
    """As a cost it must be done in full: enough cards of the hand fit."""
    hand = ctx.state.players[ctx.controller].hand
    return len(r.described(hand, action.filter)) >= action.amount


register(Verb(("hand-to-deck-top",), run, rules=cite.HAND_TO_DECK_TOP,
              steps=("hand_to_deck_top",), can=can))
