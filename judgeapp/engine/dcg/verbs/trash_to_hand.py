""""Return N <cards> from your trash to the hand"."""

from __future__ import annotations

from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.effects import Action, CardFilter
from judgeapp.engine.dcg.record import emit
from judgeapp.engine.dcg.resolve import Ctx, Gen
from judgeapp.engine.dcg.verbs import Verb, register
from judgeapp.engine.dcg.verbs.play_free import pick_to_play
from judgeapp.engine.steps import StepKind

RETURNING = "return to the hand"  # what a card is chosen for (the no_target step's clause)


def _trash_to_hand(ctx: Ctx, n: int, flt: CardFilter | None, up_to: bool = False) -> Gen:
    """"Return N <cards> from your trash to the hand": the player chooses each card ("up
    to N": the player may stop, answering ``none``; CR 4.2 15-10-2-2)."""
    state, me = ctx.state, ctx.controller
    pl = state.players[me]
    rules = cite.EFFECT_BASICS + (cite.TARGETS if up_to else ()) + cite.refers(flt)
    for _ in range(n):
        fitting = r.described(pl.trash, flt)
        if not fitting:
            emit(state, StepKind.ACTIVATION, "no_target", player=me, cards=[ctx.card_id],
                 rules=rules, cause=ctx.effect.text, clause=RETURNING)
            return
        card = (yield from pick_to_play(ctx, fitting, True, "pick_trash_return", rules)) \
            if up_to else (yield from r.pick(ctx, fitting, "pick_trash_return", rules))
        if card is None:
            return
        pl.trash.remove(card)
        pl.hand.append(r.move(card))
        ctx.did.append(("return", me))  # "if this effect didn't return" (resolve)
        emit(state, StepKind.ZONE_MOVE, "trash_to_hand", player=me, cards=[card.id],
             rules=rules, cause=ctx.effect.text, card=card.id)


def run(ctx: Ctx, action: Action) -> Gen:
    yield from _trash_to_hand(ctx, action.amount, action.filter, action.up_to)


def can(ctx: Ctx, action: Action) -> bool:
    trash = ctx.state.players[ctx.controller].trash
    return len(r.described(trash, action.filter)) >= action.amount


register(Verb(("trash-to-hand",), run, rules=cite.EFFECT_BASICS,
              steps=("no_target", "trash_to_hand"), can=can))
