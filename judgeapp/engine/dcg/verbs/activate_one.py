""""Activate 1 of the effects below." followed by bulleted effects.

The player chooses one of the bulleted effects and it is processed as part of this effect
(Comprehensive Rules Ver.4.2, 15-15-7-1: during the processing of an effect that activates
another effect, the other effect activates and is processed). Any bullet may be chosen, even
one that would do nothing (official Q&A Q1350: "can I choose any one of this card's three
effects? Yes"; a "by" cost in a bullet may be paid whether or not what follows can be done,
CR 15-7-5, Q&A Q2471).  The card's own effect activates the bullet, so "this card", its
Once Per Turn and its controller are the card's (15-15-7-3).

"If <condition>, activate all of the effects below instead": when the condition holds as the
effect is processed, every bulleted effect activates, in the order the player chooses
(15-15-7-2, whose example is this wording; Q&A Q1351: "The owner of the card gets to decide
the order").
"""

from __future__ import annotations

from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import query as q
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.effects import Action
from judgeapp.engine.dcg.record import ask, emit
from judgeapp.engine.dcg.render import label, prompt
from judgeapp.engine.dcg.resolve import Ctx, Gen
from judgeapp.engine.dcg.verbs import Verb, register
from judgeapp.engine.steps import Option, StepKind


def _pick(ctx: Ctx, action: Action, left: list[int]) -> Gen:
    """The number (1-based) of the bulleted effect the player activates next, among ``left``."""
    options = [Option(str(i), label("choose_effect", n=i, text=action.choices[i - 1].text))
               for i in left]
    answer = yield from ask(ctx.state, ctx.controller, "choose_effect",
                            prompt("choose_effect", label=ctx.label), options,
                            rules=cite.ACTIVATE_ONE)
    return int(answer)


def _activate(ctx: Ctx, action: Action, n: int) -> Gen:
    chosen = action.choices[n - 1]
    emit(ctx.state, StepKind.ACTIVATION, "activate_one", player=ctx.controller,
         cards=[ctx.card_id], rules=cite.ACTIVATE_ONE, cause=chosen.text, card=ctx.card_id, n=n)
    sub = Ctx(ctx.state, chosen, ctx.controller, ctx.card_id, ctx.holder, ctx.stack_uid,
              ctx.event)
    yield from r.run_effect(sub)


def run(ctx: Ctx, action: Action) -> Gen:
    left = list(range(1, len(action.choices) + 1))
    if action.all_if is None or not q.holds(ctx.state, action.all_if, ctx.controller,
                                            ctx.stack):
        yield from _activate(ctx, action, (yield from _pick(ctx, action, left)))
        return
    emit(ctx.state, StepKind.ACTIVATION, "activate_all", player=ctx.controller,
         cards=[ctx.card_id], rules=cite.ACTIVATE_ALL, cause=ctx.effect.text, card=ctx.card_id)
    while left:  # the player chooses the order (CR 15-15-7-2; official Q&A Q1351)
        n = left[0] if len(left) == 1 else (yield from _pick(ctx, action, left))
        left.remove(n)
        yield from _activate(ctx, action, n)


register(Verb(("activate-one",), run, rules=cite.ACTIVATE_ONE + cite.ACTIVATE_ALL,
              steps=("activate_one", "activate_all")))
