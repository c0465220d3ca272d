"""The verb ``opponent-attacks``: "[End of Opponent's Turn] [You may] choose 1 of your
opponent's Digimon. Your opponent attacks with the chosen Digimon." (read by
``text_battle.py``).

The chosen Digimon's player declares the attack by the normal procedure (``attack.attack``),
choosing its target among the opponent and the opponent's suspended Digimon (CR 4.2 11-2-7-1);
the effect affects that player, so they must attack if the Digimon can, even one that isn't
affected by effects (official Q&A Q2320, Q4919). Nothing of the attack rules is lifted (CR 4.2
1-3-1): no attack when that player is not the turn player (11-1-2), during another attack
(11-2-4: Q2319, Q4918), or with a Digimon that can't attack (Q2318, Q4917); nothing chosen, no
attack (Q2316).
"""

from __future__ import annotations

from judgeapp.engine.dcg import attack as attacking
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.effects import Action
from judgeapp.engine.dcg.effects import Target as FxTarget
from judgeapp.engine.dcg.verbs import Verb, register
from judgeapp.engine.dcg.verbs.attack_by_effect import (
    RULES,
    impossible,
    why_no_attack,
)
from judgeapp.engine.dcg.verbs.forced_attack import attack_a_target

VERB = "opponent-attacks"


def run(ctx: r.Ctx, action: Action) -> r.Gen:
    state = ctx.state
    found = r.matching(ctx, FxTarget("it"))
    if not found:  # nothing chosen, or the chosen Digimon left the battle area
        impossible(ctx, ctx.card_id, "attack_no_attacker")
        return
    stack = found[0]
    why = why_no_attack(state, stack.owner) or (
        "attack_cannot" if attacking.can_attack(state, stack) is not None else None)
    if why is not None:
        impossible(ctx, stack.id, why, detail=f"{stack.id}: {attacking.can_attack(state, stack)}"
                   if why == "attack_cannot" else "")
        return
    yield from attack_a_target(ctx, stack, stack.owner, None)  # that Digimon's player


register(Verb((VERB,), run, rules=RULES, steps=("attack_by_effect_impossible", "no_target")))
