"""The verb ``forced-attack``: "This Digimon attacks." / "Attack with this Digimon." (read by
``text_gain.py``; most often an effect given to an opponent's Digimon, "[Start of Your Main
Phase] This Digimon attacks."), and "<that Digimon | 1 of your Digimon> attacks a player."
(``text_battle.py``: the player chooses which of theirs; the target is the opponent).

The effect's Digimon attacks by the normal procedure (``attack.attack``) started inside the
effect, as ``attack_by_effect`` does, but the player may not decline: they choose the target
among the opponent and the opponent's suspended Digimon (CR 4.2 11-2-7-1). Nothing of the attack
rules is lifted (1-3-1): when no attack can be declared (not the turn player, 11-1-2; during
another attack, 11-2-4: official Q&A Q2198, Q3625), or the Digimon can't attack (suspended, a
"can't attack" effect: Q2197), the effect does nothing and says why.
"""

from __future__ import annotations

from judgeapp.engine.dcg import attack as attacking
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.effects import Action
from judgeapp.engine.dcg.record import ask, emit
from judgeapp.engine.dcg.render import prompt
from judgeapp.engine.dcg.state import Stack
from judgeapp.engine.dcg.verbs import Verb, register
from judgeapp.engine.dcg.verbs.attack_by_effect import (
    RULES,
    attack_options,
    impossible,
    why_no_attack,
)
from judgeapp.engine.steps import StepKind


def run(ctx: r.Ctx, action: Action) -> r.Gen:
    state = ctx.state
    why = why_no_attack(state, ctx.controller)
    if why is not None:
        impossible(ctx, ctx.card_id, why)
        return
    found = yield from r.choose(ctx, action.target, "attack_with")  # "1 of your Digimon"
    if not found:  # the effect's Digimon left the battle area
        impossible(ctx, ctx.card_id, "attack_no_attacker")
        return
    stack = found[0]
    why = attacking.can_attack(state, stack)
    if why is not None:
        impossible(ctx, stack.id, "attack_cannot", detail=f"{stack.id}: {why}")
        return
    # "attacks a player": the restriction
    yield from attack_a_target(ctx, stack, ctx.controller, action.restriction)


def attack_a_target(ctx: r.Ctx, stack: Stack, player: str, restriction: str | None) -> r.Gen:
    """``player`` must attack with ``stack``: they choose its target (the opponent or one of
    the opponent's suspended Digimon; ``restriction`` "player": the opponent only) and the
    attack proceeds by the normal procedure; with no target, the effect says so."""
    state = ctx.state
    options = attack_options(state, stack, restriction)
    if not options:
        emit(state, StepKind.ACTIVATION, "no_target", player=player, cards=[stack.id],
             rules=RULES, cause=ctx.effect.text,
             clause=f"attack_no_target_{restriction or 'any'}")
        return
    answer = yield from ask(state, player, "effect_attack",
                            prompt("must_attack", card=stack.id), options, rules=RULES,
                            default=options[0].id)
    target_id = answer.split()[-1]
    target = None if target_id == "player" else state.find_stack(target_id, breeding=False)
    yield from attacking.attack(state, stack, target, rules=RULES)


register(Verb(("forced-attack",), run, rules=RULES,
              steps=("attack_by_effect_impossible", "no_target")))
