"""The verb ``attack-by-effect``: "This Digimon may attack.", "1 of your Digimon may attack
[a player | an opponent's Digimon].", "it may attack without suspending.", "you may attack
your opponent's Digimon with this Digimon." (read by ``text_attack.py``).

The attack is the normal procedure (``attack.attack``) started inside the effect's
processing, and nothing of the attack rules is lifted that the text does not lift (CR 4.2
1-3-1): only the turn player attacks (11-1-2), not during another attack (11-2-4), the
attacker must be able to attack (unsuspended, not played this turn without <Rush>: 7-1-2-1,
no "can't attack"; official Q&A Q2424, Q2490, Q2497, Q3705: "This effect does not allow you
to attack with Digimon that are in a state where they can't attack"), and the targets are the
opponent or a suspended Digimon of theirs (11-2-7-1), narrowed by the printed target ("a
player", "an opponent's Digimon"). "May": the player chooses the attacker and the target
together, or declines. "Without suspending": the attacker does not suspend; whether a
suspended Digimon can attack that way the library does not say, so the run stops there with
an ``unmodelled`` step (as for <Overclock>, ``effect_attack.check_modelled``).
"""

from __future__ import annotations

from judgeapp.engine.dcg import attack as attacking
from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import query as q
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.effects import Action
from judgeapp.engine.dcg.record import ask, emit, stop_unmodelled
from judgeapp.engine.dcg.render import fragment, label, prompt
from judgeapp.engine.dcg.state import GameState, Stack, other
from judgeapp.engine.dcg.verbs import Verb, register
from judgeapp.engine.steps import Option, StepKind

VERB = "attack-by-effect"
RULES = cite.EFFECT_ATTACK


def run(ctx: r.Ctx, action: Action) -> r.Gen:
    """Offer every legal (attacker, target) pair and "don't attack"; attack with the pair
    chosen."""
    state = ctx.state
    why = why_no_attack(state, ctx.controller)
    if why is not None:
        impossible(ctx, ctx.card_id, why)
        return
    attackers = r.matching(ctx, action.target)
    no_suspend = action.cost == "no-suspend"
    if no_suspend:
        _check_no_suspend_modelled(ctx, attackers)
    able, reasons = [], []
    for stack in attackers:
        why = attacking.can_attack(state, stack)
        if why is None:
            able.append(stack)
        else:
            reasons.append(f"{stack.id}: {why}")
    if not able:
        card = attackers[0].id if len(attackers) == 1 else ctx.card_id
        impossible(ctx, card, "attack_cannot" if reasons else "attack_no_attacker",
                    detail="; ".join(reasons))
        return
    options = [opt for stack in able for opt in attack_options(state, stack, action.restriction)]
    if not options:
        emit(state, StepKind.ACTIVATION, "no_target", player=ctx.controller,
             cards=[s.id for s in able], rules=RULES, cause=ctx.effect.text,
             clause=f"attack_no_target_{action.restriction or 'any'}")
        return
    options.append(Option("no", label("no_attack")))
    answer = yield from ask(state, ctx.controller, "effect_attack",
                            prompt("may_attack", card=ctx.card_id), options, rules=RULES,
                            default="no")
    if answer == "no":
        emit(state, StepKind.ACTIVATION, "optional_declined", player=ctx.controller,
             cards=[ctx.card_id], rules=RULES, cause=ctx.effect.text, clause="may attack")
        return
    attacker_id, target_id = answer.split()[1], answer.split()[-1]
    attacker = next(s for s in able if s.id == attacker_id)
    target = None if target_id == "player" else state.find_stack(target_id, breeding=False)
    yield from attacking.attack(state, attacker, target, suspend=not no_suspend, rules=RULES)


def why_no_attack(state: GameState, controller: str) -> str | None:
    """The code of the reason no attack can be declared now (a fragment of render.py)."""
    if controller != state.turn_player:
        return "attack_not_turn_player"
    if state.attack is not None:
        return "attack_during_attack"
    return None


def impossible(ctx: r.Ctx, card: str, why: str, detail: str = "") -> None:
    emit(ctx.state, StepKind.ACTIVATION, "attack_by_effect_impossible", player=ctx.controller,
         cards=[card], rules=RULES + (cite.CANT_SUSPEND if "can't suspend" in detail else ()),
         cause=ctx.effect.text, card=card, why=why, detail=detail)


def _check_no_suspend_modelled(ctx: r.Ctx, attackers: list[Stack]) -> None:
    """"may attack without suspending" with a suspended Digimon, or one an effect says can't
    suspend (CR 4.2 11-2-5 forbids the declaration; the attack would not suspend it): not
    settled by the library."""
    for stack in attackers:
        if stack.suspended:
            stop_unmodelled(ctx.state, fragment("attack_no_suspend_suspended").format(
                card=stack.id), rules=RULES,
                            player=ctx.controller, cause=ctx.effect.text, cards=[stack.id])
        if q.restricted(ctx.state, stack, "suspend"):
            stop_unmodelled(ctx.state, fragment("attack_no_suspend_cant_suspend").format(
                card=stack.id), rules=RULES + cite.CANT_SUSPEND,
                            player=ctx.controller, cause=ctx.effect.text, cards=[stack.id])


def attack_options(state: GameState, attacker: Stack, whom: str | None) -> list[Option]:
    """``attack <attacker> -> <target>`` for the targets the text and the rules allow."""
    opponent = other(attacker.owner)
    options = []
    if whom != "digimon" and not q.restricted(state, attacker, "attack-players"):
        options.append(Option(f"attack {attacker.id} -> player",
                              label("attack", attacker=attacker.top.name, target=opponent)))
    if whom == "player":
        return options
    for s in state.players[opponent].battle:
        if q.attackable(state, attacker, s):
            options.append(Option(f"attack {attacker.id} -> {s.id}",
                                  label("attack", attacker=attacker.top.name,
                                        target=s.top.name)))
    return options


register(Verb((VERB,), run, rules=RULES,
              steps=("attack_by_effect_impossible", "no_target", "optional_declined",
                     "unmodelled")))
