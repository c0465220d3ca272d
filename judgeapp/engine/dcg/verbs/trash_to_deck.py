""""Return 1 <card> from your trash to the top/bottom of the deck" (text_delay.py)."""

from __future__ import annotations

from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.effects import Action
from judgeapp.engine.dcg.record import emit
from judgeapp.engine.dcg.resolve import Ctx, Gen
from judgeapp.engine.dcg.verbs import Verb, register
from judgeapp.engine.steps import StepKind


def run(ctx: Ctx, action: Action) -> Gen:
    """The controller chooses a card in their trash that fits; it goes face down to the top
    (index 0) or the bottom of their deck. None fits: nothing happens (CR 4.2 15-1-2)."""
    state, me = ctx.state, ctx.controller
    pl = state.players[me]
    rules = cite.TRASH_TO_DECK + cite.refers(action.filter)
    fitting = r.described(pl.trash, action.filter)
    if not fitting:
        emit(state, StepKind.ACTIVATION, "no_target", player=me, cards=[ctx.card_id],
             rules=rules, cause=ctx.effect.text, clause="trash_to_deck")
        return
    card = yield from r.pick(ctx, fitting, "pick_trash_to_deck", rules)
    pl.trash.remove(card)
    moved = r.move(card)
    if action.end == "top":
        pl.deck.insert(0, moved)
    else:
        pl.deck.append(moved)
    emit(state, StepKind.ZONE_MOVE, "trash_to_deck", player=me, cards=[card.id], rules=rules,
         cause=ctx.effect.text, card=card.id, end=action.end)


def can(ctx: Ctx, action: Action) -> bool:
    """As a "by" cost it must be done in full: a fitting card in the trash."""
    trash = ctx.state.players[ctx.controller].trash
    return len(r.described(trash, action.filter)) >= action.amount


register(Verb(("trash-to-deck",), run, rules=cite.TRASH_TO_DECK,
              steps=("no_target", "trash_to_deck"), can=can))
