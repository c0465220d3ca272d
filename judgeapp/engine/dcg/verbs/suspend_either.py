"""The verb ``suspend-either``: "Suspend 1 of your opponent's Digimon, or 2 of your opponent's
Digimon with 5000 DP or less." (read by ``text_count.py``).

The player chooses which description the effect uses, then suspends as it reads; the two are
never mixed (official Q&A Q982: "You can either suspend 1 of your opponent's Digimon,
regardless of DP, or 2 of your opponent's Digimon with 5000 DP or less"), and the first may
choose a Digimon the second also describes (Q983, Q4161). "XX or YY" is either one (Rule
Manual "Text that specifies XX or YY").
"""

from __future__ import annotations

from dataclasses import replace

from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg.effects import Action
from judgeapp.engine.dcg.record import ask, emit
from judgeapp.engine.dcg.render import label, prompt
from judgeapp.engine.dcg.resolve import Ctx, Gen
from judgeapp.engine.dcg.verbs import VERBS, Verb, register
from judgeapp.engine.steps import Option, StepKind


def run(ctx: Ctx, action: Action) -> Gen:
    options = [Option(str(n), label("suspend_either", n=n, count=t.count))
               for n, t in ((1, action.target), (2, action.alt))]
    answer = yield from ask(ctx.state, ctx.controller, "suspend_either",
                            prompt("suspend_either", label=ctx.label), options,
                            rules=cite.EITHER)
    emit(ctx.state, StepKind.ACTION, "suspend_either", player=ctx.controller,
         rules=cite.EITHER, cause=ctx.effect.text, n=int(answer))
    chosen = action.target if answer == "1" else action.alt
    yield from VERBS["suspend"].run(ctx, replace(action, verb="suspend", target=chosen,
                                                 alt=None))


register(Verb(("suspend-either",), run, rules=cite.EITHER, steps=("suspend_either",)))
