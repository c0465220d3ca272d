""""Trash N digivolution cards of ...": from the bottom of the chosen Digimon."""

from __future__ import annotations

from judgeapp.engine.dcg import card_events, overflow
from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.effects import Action
from judgeapp.engine.dcg.record import emit
from judgeapp.engine.dcg.resolve import Ctx, Gen
from judgeapp.engine.dcg.verbs import Verb, register
from judgeapp.engine.steps import StepKind


def run(ctx: Ctx, action: Action) -> Gen:
    state = ctx.state
    stacks = yield from r.choose(ctx, action.target, "trash digivolution cards of")
    for s in r.affected(ctx, stacks):
        gone = s.under[: action.amount]
        hidden = frozenset(c.id for c in gone if c.face_down)
        for card in gone:
            s.cards.remove(card)
            r.to_trash(state, card)
            emit(state, StepKind.ZONE_MOVE, "trash_under", cards=[card.id, s.id],
                 rules=cite.DIGIVOLUTION_CARDS, cause=ctx.effect.text, card=card.id,
                 target=s.id)
            overflow.left_field(state, [card], "trash")
        ctx.did.extend(("trash", s.owner) for _ in gone)  # "if this effect didn't trash"
        card_events.on_under_trashed(state, s, gone, ctx.controller, hidden)


def can(ctx: Ctx, action: Action) -> bool:
    return any(len(s.under) >= action.amount for s in r.candidates(ctx, action.target))


register(Verb(("trash-under",), run, rules=cite.DIGIVOLUTION_CARDS, steps=("trash_under",),
              can=can))
