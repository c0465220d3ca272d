"""The verb ``trash-own-face-down``: "by trashing this Digimon's bottom face-down digivolution
card" (text_face_down_cost.py): the bottom digivolution card of the effect's Digimon, when it
is face down (CR 4.2 4-7-9), to the trash face up."""

from __future__ import annotations

from judgeapp.engine.dcg import card_events, overflow
from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.effects import Action
from judgeapp.engine.dcg.record import emit, stop_unmodelled
from judgeapp.engine.dcg.render import fragment
from judgeapp.engine.dcg.resolve import Ctx, Gen
from judgeapp.engine.dcg.state import Stack
from judgeapp.engine.dcg.verbs import Verb, register
from judgeapp.engine.steps import StepKind

RULES = cite.DIGIVOLUTION_CARDS + cite.FACE_DOWN


def _bottom_face_down(ctx: Ctx) -> Stack | None:
    """The effect's Digimon, when its bottom digivolution card is face down; a Digimon with a
    face-down card above a face-up bottom card stops the run (which card would be "the bottom
    face-down card" is not settled), as for the cards under a Tamer (verbs/stack_place.py)."""
    stack = ctx.stack
    if stack is None or ctx.state.area_of(stack) is None or not stack.under:
        return None
    if not stack.under[-1].face_down:
        if any(c.face_down for c in stack.under):
            stop_unmodelled(ctx.state, fragment("face_down_above_face_up").format(card=stack.id),
                            rules=RULES, player=ctx.controller, cards=[stack.id],
                            cause=ctx.effect.text)
        return None
    return stack


def run(ctx: Ctx, action: Action) -> Gen:
    state, stack = ctx.state, _bottom_face_down(ctx)
    if stack is None:
        return
    card = stack.under[-1]
    stack.cards.remove(card)
    r.to_trash(state, card)  # face up in the trash
    emit(state, StepKind.ZONE_MOVE, "trash_under", cards=[card.id, stack.id], rules=RULES,
         cause=ctx.effect.text, card=card.id, target=stack.id)
    overflow.left_field(state, [card], "trash")
    ctx.did.append(("trash", stack.owner))
    card_events.on_under_trashed(state, stack, [card], ctx.controller, frozenset({card.id}))
    yield from ()


def can(ctx: Ctx, action: Action) -> bool:
    """As a "by" cost: paid in full or not at all (CR 4.2 15-7-3)."""
    return _bottom_face_down(ctx) is not None


register(Verb(("trash-own-face-down",), run, rules=RULES, steps=("trash_under",), can=can))
