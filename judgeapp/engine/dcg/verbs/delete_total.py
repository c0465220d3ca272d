""""Choose any number of your opponent's Digimon whose total DP adds up to N or less and
delete them" (or "whose play costs add up to ...", "Delete up to N DP total worth of ...").

The player picks one Digimon at a time among those that still fit under what is left of the
limit; at least 1 must be chosen when one fits (CR 4.2 1-3-6; official Q&A Q693, Q1784),
then the player may stop. The DP is the Digimon's DP as the effect is processed; the play cost
is the one printed on its top card, however it was played (Q&A Q1785); a Digimon without one
can't be counted (Q&A Q2386, Q2807). The chosen Digimon are deleted at the same time, after
all are chosen (Q&A Q694).
"""

from __future__ import annotations

from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import query as q
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.effects import Action
from judgeapp.engine.dcg.record import ask, emit
from judgeapp.engine.dcg.render import label, prompt
from judgeapp.engine.dcg.resolve import Ctx, Gen
from judgeapp.engine.dcg.state import Stack
from judgeapp.engine.dcg.verbs import Verb, register
from judgeapp.engine.steps import Option, StepKind

RULES = cite.DELETE_TOTAL + cite.TARGETS


def _values(ctx: Ctx, action: Action) -> dict[int, tuple[Stack, int]]:
    """Each Digimon that could be counted, with its DP or printed play cost."""
    out = {}
    for s in r.matching(ctx, action.target):
        value = q.measure(ctx.state, s, action.source or "dp")
        if value is not None and value <= action.amount:
            out[s.uid] = (s, value)
    return out


def run(ctx: Ctx, action: Action) -> Gen:
    values = _values(ctx, action)
    if not values:
        emit(ctx.state, StepKind.ACTIVATION, "no_target", player=ctx.controller,
             cards=[ctx.card_id], rules=RULES, cause=ctx.effect.text, clause="delete")
        ctx.chosen = []
        return
    chosen: list[Stack] = []
    left = action.amount
    while True:
        fits = [s for uid, (s, v) in values.items() if v <= left and s not in chosen]
        if not fits:
            break
        options = [Option(s.id, label("card", name=s.top.name, id=s.id)) for s in fits]
        if chosen:  # the first one is a must (CR 4.2 1-3-6)
            options.append(Option("none", label("no_more")))
        answer = fits[0].id
        if len(options) > 1:
            answer = yield from ask(ctx.state, ctx.controller, "choose_target",
                                    prompt("choose_total", label=ctx.label, amount=left),
                                    options, rules=RULES)
        if answer == "none":
            break
        stack = next(s for s in fits if s.id == answer)
        chosen.append(stack)
        left -= values[stack.uid][1]
    ctx.chosen = [s.uid for s in chosen]
    yield from r.delete(ctx.state, r.affected(ctx, chosen), "effect", by=ctx.controller,
                        text=ctx.effect.text)


register(Verb(("delete-total",), run, rules=RULES,
              steps=("no_target", "unaffected", "choice")))
