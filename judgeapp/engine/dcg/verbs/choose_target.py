"""Choose 1 of a description ("Choose 1 of your opponent's Digimon with no digivolution
cards."): the controller chooses the target when the sentence is processed, checking the
description then (official Q&A Q625: "This card can only be used to target cards that meet its
requirements upon activation"); the chosen Digimon is what "that Digimon" / "it" of the
sentences after it refer to (``Ctx.chosen``, resolve.choose)."""

from __future__ import annotations

from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.effects import Action
from judgeapp.engine.dcg.record import emit
from judgeapp.engine.dcg.resolve import Ctx, Gen
from judgeapp.engine.dcg.verbs import Verb, register
from judgeapp.engine.steps import StepKind


def run(ctx: Ctx, action: Action) -> Gen:
    stacks = yield from r.choose(ctx, action.target, "chosen_later")
    for stack in stacks:
        emit(ctx.state, StepKind.ACTIVATION, "chosen", player=ctx.controller,
             cards=[stack.id], rules=cite.TARGETS, cause=ctx.effect.text, card=stack.id)


def can(ctx: Ctx, action: Action) -> bool:
    return bool(r.matching(ctx, action.target))


register(Verb(("choose",), run, rules=cite.TARGETS, steps=("chosen",), can=can))
