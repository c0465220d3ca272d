"""What a [Hand] / [Trash] effect does to its own card there (zone_main.py, text_face_up.py).

``zone-self-deck-bottom``: "return this card to the bottom of the deck" said by a card in the
trash (or hand): that card goes to the bottom of its owner's deck (CR 4.2 15-14-3-1: the
effect is the card's while it is in the trash). As a "by" cost ("by returning this card to
the bottom of the deck, ...") it can be paid only while the card is still there (``can``).

``zone-self-play``: "play this card with the play cost reduced by N": the card is played from
the trash (or hand) for its play cost reduced by N, never below 0 (official Q&A Q1773), paid
from memory (CR 4.2 7-1-3-2) after the other reductions that apply; a card whose cost can't
be paid is not played (1-3-11-1). It is played by an effect: its [On Play] effects trigger.
"""

from __future__ import annotations

from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import query as q
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.cards import Card
from judgeapp.engine.dcg.effects import Action
from judgeapp.engine.dcg.record import emit
from judgeapp.engine.dcg.resolve import Ctx, Gen
from judgeapp.engine.dcg.text_face_up import SELF_PLAY
from judgeapp.engine.dcg.verbs import Verb, register
from judgeapp.engine.dcg.verbs.play_free import pay_reduced, reduced_price
from judgeapp.engine.steps import StepKind

RULES = cite.ZONE_ICONS["hand"] + cite.ZONE_ICONS["trash"] + cite.EFFECT_BASICS


def _zone(ctx: Ctx) -> list[Card] | None:
    """The hand or trash the effect's card is still in (None: it left)."""
    pl = ctx.state.players[ctx.holder.owner]
    return next((z for z in (pl.trash, pl.hand) if ctx.holder in z), None)


def deck_bottom(ctx: Ctx, action: Action) -> Gen:
    state, card = ctx.state, ctx.holder
    zone = _zone(ctx)
    if zone is None:
        emit(state, StepKind.ACTIVATION, "no_target", player=ctx.controller, cards=[card.id],
             rules=RULES, cause=ctx.effect.text, clause="return")
        return
    zone.remove(card)
    state.players[card.owner].deck.append(r.move(card))
    emit(state, StepKind.ZONE_MOVE, "return_deck", player=ctx.controller, cards=[card.id],
         rules=RULES, cause=ctx.effect.text, card=card.id, owner=card.owner)
    yield from ()


def can(ctx: Ctx, action: Action) -> bool:
    """As a "by" cost: the card must still be in the hand or trash."""
    return _zone(ctx) is not None


def play(ctx: Ctx, action: Action) -> Gen:
    state, me, card = ctx.state, ctx.controller, ctx.holder
    zone = _zone(ctx)
    if zone is None or not card.defn.playable or r.play_locked(state, card, me, ctx.effect.text) \
            or not q.can_pay(state, me, reduced_price(ctx, card, action)):
        emit(state, StepKind.ACTIVATION, "no_target", player=me, cards=[card.id],
             rules=PLAY_RULES, cause=ctx.effect.text, clause="zone_self_play")
        return
    paid = yield from pay_reduced(ctx, card, action, zone is state.players[me].hand)
    zone.remove(card)
    stack = r.place_on_field(state, card, me, by_effect=True)
    ctx.played.append(stack.uid)
    if zone is state.players[me].trash:
        stack.played_from = "trash"
    emit(state, StepKind.ZONE_MOVE, "play", player=me, cards=[card.id], rules=PLAY_RULES,
         cause=ctx.effect.text, card=card.id, how="reduced_by_effect", cost=paid)
    r.on_play(state, stack)


PLAY_RULES = RULES + cite.PLAY_BY_EFFECT + cite.PLAY_REDUCTION
register(Verb((SELF_PLAY,), play, rules=PLAY_RULES,
              steps=("play", "pay_cost", "play_cost_locked", "no_target")))
register(Verb(("zone-self-deck-bottom",), deck_bottom, rules=RULES,
              steps=("return_deck", "no_target"), can=can))
