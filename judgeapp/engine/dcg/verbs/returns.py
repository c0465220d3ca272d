"""Returning Digimon to the hand (the cards under it are trashed) or to the bottom of the
deck, at the same time, by an effect."""

from __future__ import annotations

from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import counting, overflow
from judgeapp.engine.dcg import query as q
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.effects import Action
from judgeapp.engine.dcg.record import emit
from judgeapp.engine.dcg.resolve import Ctx, Gen
from judgeapp.engine.dcg.state import GameState, Stack
from judgeapp.engine.dcg.verbs import Verb, register
from judgeapp.engine.steps import StepKind


def _return_stacks(state: GameState, stacks: list[Stack], verb: str, *, by: str,
                   text: str, done: list[Stack] | None = None) -> Gen:
    """Return Digimon to the hand or deck by an effect of ``by``, at the same time; one
    that "can't be returned to hands or decks by your opponent's effects" stays (a
    prohibiting effect takes precedence, CR 15-1-3). ``done`` gets each one returned."""
    for s in [s for s in stacks if s.owner != by
              and q.restricted(state, s, "returned-by-opponent")]:
        stacks = [x for x in stacks if x is not s]
        emit(state, StepKind.ACTION, "not_returned_by_effect", cards=[s.id], player=by,
             rules=cite.PROHIBITION, cause=text, card=s.id)
    yield from r.leave_by_effect(state, stacks, by=by,
                                leave=lambda s: _return(state, s, verb, text, done))


def _return(state: GameState, stack: Stack, verb: str, cause: str,
            done: list[Stack] | None = None) -> None:
    r.detach(state, stack)
    if done is not None:
        done.append(stack)
    _return_cards(state, stack, verb, cause)
    if verb == "return-hand":  # the top card to the hand, the cards under it to the trash
        overflow.left_field(state, [stack.top], "hand")
        overflow.left_field(state, stack.under, "trash")
    else:
        overflow.left_field(state, stack.cards, "deck")


def _return_cards(state: GameState, stack: Stack, verb: str, cause: str) -> None:
    pl = state.players[stack.owner]
    top = stack.top
    if verb == "return-hand":
        left = r.trash_left_behind(state, stack)
        if top.defn.token:
            r.to_trash(state, top)
            return
        pl.hand.append(r.move(top))
        emit(state, StepKind.ZONE_MOVE, "return_hand", cards=[top.id], rules=cite.EFFECT_BASICS,
             cause=cause, card=top.id, owner=stack.owner)
        r.stack_trashed_step(state, stack, left, cause)
        return
    for card in stack.cards + stack.links:
        if card.defn.token:
            r.to_trash(state, card)
            continue
        pl.deck.append(r.move(card))
        emit(state, StepKind.ZONE_MOVE, "return_deck", cards=[card.id],
             rules=cite.EFFECT_BASICS, cause=cause, card=card.id, owner=stack.owner)


def run(ctx: Ctx, action: Action) -> Gen:
    counted = counting.counted(ctx, action, times_target=True)  # "for each X" (text_count.py)
    if counted is None:
        return
    stacks = yield from r.choose(ctx, counted.target, "return")
    done: list[Stack] = []
    yield from _return_stacks(ctx.state, r.affected(ctx, stacks), action.verb,
                              by=ctx.controller, text=ctx.effect.text, done=done)
    ctx.did.extend(("return", s.owner) for s in done)  # "if this effect didn't return"


def can(ctx: Ctx, action: Action) -> bool:
    return bool(r.candidates(ctx, action.target))


register(Verb(("return-hand", "return-deck-bottom"), run,
              rules=cite.EFFECT_BASICS + cite.DIGIVOLUTION_CARDS + cite.PROHIBITION
              + cite.FOR_EACH,
              steps=("return_hand", "return_deck", "stack_trashed", "not_returned_by_effect")
              + counting.STEPS,
              can=can))
