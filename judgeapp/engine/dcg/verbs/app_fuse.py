""""<Digimon> may app fuse into a Digimon card in the hand": app fusion performed by an effect
(CR 4.2 8-4-2-2: only effects that say "app fuse" do it).

The procedure is the rule's (8-4-3): a Digimon card in the hand with [App Fusion], one of its
requirements the chosen Digimon and one of its link cards meet (2 different names of it), its
cost paid (8-4-3-2: nothing here says "without paying the cost"), the link card on top of the
Digimon and the card on top of it, 1 card drawn (8-4-3-3). Only an app fusion whose cost can be
paid may be chosen (1-3-11-1); choosing none is declining the "may". Effects that affect
digivolution also affect app fusion (8-4-2-3): when one applies (a digivolution cost
reduction), the run stops (``unmodelled``) rather than leave it out.
"""

from __future__ import annotations

from judgeapp.engine.dcg import app_fusion, digivolve_cost
from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import query as q
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.cards import Card
from judgeapp.engine.dcg.effects import Action
from judgeapp.engine.dcg.record import ask, emit, stop_unmodelled
from judgeapp.engine.dcg.render import fragment, label, prompt
from judgeapp.engine.dcg.resolve import Ctx, Gen
from judgeapp.engine.dcg.state import Stack
from judgeapp.engine.dcg.verbs import Verb, register
from judgeapp.engine.steps import Option, StepKind

RULES = cite.APP_FUSION

Choice = tuple[Card, Stack, Card, int]  # the card, the Digimon, its link card, the cost


def choices(ctx: Ctx, action: Action) -> list[Choice]:
    """Every app fusion the effect allows now: a Digimon it names in the controller's battle
    area, a card in the hand, a link card, a cost the controller can pay."""
    state, me = ctx.state, ctx.controller
    found = []
    for stack in r.candidates(ctx, action.target):
        if stack.owner != me or state.area_of(stack) != "battle":
            continue
        for card in state.players[me].hand:
            for link, cost in app_fusion.fits(state, card, stack):
                if q.can_pay(state, me, cost):
                    found.append((card, stack, link, cost))
    return found


def _id(c: Choice) -> str:
    return f"{c[0].id} onto {c[1].id} with {c[2].id}"


def run(ctx: Ctx, action: Action) -> Gen:
    state, me = ctx.state, ctx.controller
    found = choices(ctx, action)
    if not found:
        emit(state, StepKind.ACTIVATION, "no_target", player=me, cards=[ctx.card_id], rules=RULES,
             cause=ctx.effect.text, clause="app fuse")
        return
    chosen = found[0]
    if len(found) > 1:
        options = [Option(_id(c), label("app_fuse", target=c[1].top.name, link=c[2].name,
                                        name=c[0].name, cost=c[3])) for c in found]
        answer = yield from ask(state, me, "choose_target",
                                prompt("app_fuse_by_effect", label=ctx.label), options,
                                rules=RULES)
        chosen = next(c for c in found if _id(c) == answer)
    card, stack, link, cost = chosen
    if digivolve_cost.applicable(state, stack, card):
        stop_unmodelled(state, f"{stack.id}: {fragment('app_fuse_cost_effect')}",
                        rules=RULES + cite.DIGIVOLVE_REDUCTION, player=me,
                        cause=ctx.effect.text, cards=[stack.id])
    app_fusion.fuse(state, me, card, stack, link, cost, cause=ctx.effect.text)


register(Verb(("app-fuse",), run, rules=RULES + cite.MEMORY,
              steps=("no_target", "pay_cost", "app_fusion", "draw", "draw_failed",
                     "unmodelled")))
