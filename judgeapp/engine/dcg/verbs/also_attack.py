"""The verb ``also-attack``: "This Digimon may also attack your opponent's unsuspended Digimon
for the turn." / "1 of your Digimon ... can attack your opponent's unsuspended Digimon for
the turn." (read by ``text_battle.py``).

For the duration the Digimon may declare an attack on the opponent's unsuspended Digimon as
well as on the suspended ones (CR 4.2 11-2-7-1 allows suspended ones only; the card's text
takes precedence over the rules, 1-3-1): the same permission as the persistent "can also
attack ..." (``text_statics.ALSO_ATTACK``, checked by ``query.attackable``), so a "can't be
attacked" effect still wins (15-1-3).
"""

from __future__ import annotations

from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.effects import Action
from judgeapp.engine.dcg.record import emit
from judgeapp.engine.dcg.resolve import Ctx, Gen
from judgeapp.engine.dcg.state import Modifier
from judgeapp.engine.dcg.text_statics import ALSO_ATTACK
from judgeapp.engine.dcg.verbs import Verb, register
from judgeapp.engine.dcg.verbs.modify import duration_text, until
from judgeapp.engine.steps import StepKind

VERB = "also-attack"
RULES = (cite.C + "11-2-7-1", cite.C + "1-3-1")


def run(ctx: Ctx, action: Action) -> Gen:
    state = ctx.state
    stacks = yield from r.choose(ctx, action.target, "affect")
    ends = until(state, ctx.controller, action.duration)
    for s in r.affected(ctx, stacks, lasting=True):
        state.modifiers.append(Modifier(stack_uid=s.uid, card_id=s.id,
                                        controller=ctx.controller, source=ctx.card_id,
                                        restriction=ALSO_ATTACK, until=ends,
                                        source_kind=ctx.kind))
        emit(state, StepKind.ACTION, "also_attack", cards=[s.id], rules=RULES + cite.TARGETS,
             cause=ctx.effect.text, card=s.id,
             duration=duration_text(action.duration, ctx.controller))


register(Verb((VERB,), run, rules=RULES, steps=("also_attack", "no_target")))
