"""The verb ``battle-by-effect``: "This Digimon may battle 1 of your opponent's Digimon."
(read by ``text_battle.py``).

The effect performs a battle directly, no attack (official Q&A Q6342, Q7015: "the chosen
Digimon battle, as with the standard rules"): the DP are compared and the loser deleted in
battle (CR 4.2 14-2-1, 14-2-2), and what the battle triggers waits for the check point after the
effect (14-2-4). "May": the player chooses the opponent's Digimon or declines. A Digimon that
isn't affected by effects can be chosen and battles (Q6343: a battle is a rule, not an effect),
and the effect's Digimon must still be in the battle area.

Not modelled, and said so (an ``unmodelled`` step): the battle made during this Digimon's own
attack when it has <Piercing> (official Q&A Q5957-Q5959 tie its security check to any
Digimon of the opponent's deleted in battle during the attack; the engine's <Piercing> looks at
the attack target's battle only).
"""

from __future__ import annotations

from dataclasses import replace

from judgeapp.engine.dcg import attack as attacking
from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import query as q
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.effects import Action
from judgeapp.engine.dcg.effects import Target as FxTarget
from judgeapp.engine.dcg.record import emit, stop_unmodelled
from judgeapp.engine.dcg.render import fragment
from judgeapp.engine.dcg.verbs import Verb, register
from judgeapp.engine.steps import StepKind

VERB = "battle-by-effect"
RULES = cite.BATTLE + (cite.C + "14-2-4",)  # a battle, and what it triggers waits


def run(ctx: r.Ctx, action: Action) -> r.Gen:
    state = ctx.state
    mine = r.matching(ctx, FxTarget("this"))
    if not mine:  # this Digimon left the battle area
        emit(state, StepKind.ACTIVATION, "no_target", player=ctx.controller,
             cards=[ctx.card_id], rules=RULES, cause=ctx.effect.text, clause="battle_by_effect")
        return
    chosen = yield from r.choose(ctx, replace(action.target, mode="up-to"), "battle_target")
    if not chosen:
        emit(state, StepKind.ACTIVATION, "optional_declined", player=ctx.controller,
             cards=[ctx.card_id], rules=RULES, cause=ctx.effect.text, clause="may battle")
        return
    me, them = mine[0], chosen[0]
    att = state.attack
    if att is not None and att.attacker_uid == me.uid and q.has_keyword(state, me, "piercing"):
        stop_unmodelled(state, fragment("battle_by_effect_piercing").format(card=me.id),
                        rules=RULES + cite.KW["piercing"], player=ctx.controller,
                        cause=ctx.effect.text, cards=[me.id, them.id])
    emit(state, StepKind.BATTLE, "battle_by_effect", player=ctx.controller,
         cards=[me.id, them.id], rules=RULES, cause=ctx.effect.text, card=me.id,
         target=them.id)
    yield from attacking.battle(state, me, them)


register(Verb((VERB,), run, rules=RULES,
              steps=("no_target", "optional_declined", "battle_by_effect", "unmodelled")))
