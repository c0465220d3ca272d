""""Return N <cards> from under one of your Tamers to your hand" (read by text_tamer_stack.py):
cards under the controller's Tamers in the battle area (CR 4.2 4-4-2; not a Digimon's
digivolution cards, 4-8-1), each chosen by the player, go to the hand. A face-down card there
has no card information (4-7-9): the run stops (verbs/stack_place.under_tamers)."""

from __future__ import annotations

from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.effects import Action
from judgeapp.engine.dcg.record import emit
from judgeapp.engine.dcg.resolve import Ctx, Gen
from judgeapp.engine.dcg.verbs import Verb, register
from judgeapp.engine.dcg.verbs.stack_place import under_tamers
from judgeapp.engine.dcg.verbs.trash_to_hand import RETURNING
from judgeapp.engine.steps import StepKind

RULES = cite.EFFECT_BASICS + cite.UNDER_TAMER


def run(ctx: Ctx, action: Action) -> Gen:
    state, me = ctx.state, ctx.controller
    rules = RULES + cite.refers(action.filter)
    for _ in range(action.amount):
        tamers = under_tamers(ctx)
        fitting = [c for s in tamers for c in r.described(s.under, action.filter)]
        if not fitting:
            emit(state, StepKind.ACTIVATION, "no_target", player=me, cards=[ctx.card_id],
                 rules=rules, cause=ctx.effect.text, clause=RETURNING)
            return
        card = yield from r.pick(ctx, fitting, "pick_under_tamer_return", rules)
        tamer = next(s for s in tamers if card in s.under)
        tamer.cards.remove(card)
        state.players[me].hand.append(r.move(card))
        emit(state, StepKind.ZONE_MOVE, "under_tamer_to_hand", player=me,
             cards=[card.id, tamer.id], rules=rules, cause=ctx.effect.text, card=card.id,
             target=tamer.id)


def can(ctx: Ctx, action: Action) -> bool:
    return sum(len(r.described(s.under, action.filter))
               for s in under_tamers(ctx)) >= action.amount


register(Verb(("under-tamer-to-hand",), run, rules=RULES,
              steps=("no_target", "under_tamer_to_hand", "unmodelled"), can=can))
