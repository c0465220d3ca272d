""""Activate 1 of the effects below." followed by bulleted effects.

The player chooses one of the bulleted effects and it is processed as part of this effect
(Comprehensive Rules Ver.4.2, 15-15-7-1: during the processing of an effect that activates
another effect, the other effect activates and is processed). Any bullet may be chosen, even
one that would do nothing (official Q&A Q1350: "can I choose any one of this card's three
effects? Yes"; a "by" cost in a bullet may be paid whether or not what follows can be done,
CR 15-7-5, Q&A Q2471).  The card's own effect activates the bullet, so "this card", its
Once Per Turn and its controller are the card's (15-15-7-3).
"""

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
    state = ctx.state
    options = [Option(str(i), label("choose_effect", n=i, text=sub.text))
               for i, sub in enumerate(action.choices, 1)]
    answer = yield from ask(state, ctx.controller, "choose_effect",
                            prompt("choose_effect", label=ctx.label), options,
                            rules=cite.ACTIVATE_ONE)
    chosen = action.choices[int(answer) - 1]
    emit(state, StepKind.ACTIVATION, "activate_one", player=ctx.controller,
         cards=[ctx.card_id], rules=cite.ACTIVATE_ONE, cause=chosen.text, card=ctx.card_id,
         n=int(answer))
    sub = Ctx(state, chosen, ctx.controller, ctx.card_id, ctx.holder, ctx.stack_uid,
              ctx.event)
    yield from r.run_effect(sub)


register(Verb(("activate-one",), run, rules=cite.ACTIVATE_ONE, steps=("activate_one",)))
