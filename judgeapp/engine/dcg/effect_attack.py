"""Attacks by an effect: <Blitz>, <Vortex>, <Execute>, <Overclock> and <Engage>.

The attack is the normal procedure (``attack.attack``: declaration, [When Attacking], counter
timing, block timing, confirmation, end of attack) started inside the processing of the
keyword effect, with the legality differences each keyword states (manual-en/kw-<id>):

* <Blitz> ([On Play]/[When Digivolving]): only if the opponent has 1 or more memory (a
  processing condition set by the parser); otherwise a normal attack: not suspended, not
  the turn it was played without <Rush> (glossary-en/kw-blitz).
* <Vortex> (end of your turn): only an opponent's (suspended) Digimon, even the turn it was
  played.
* <Execute> (end of your turn): the player or any opponent's Digimon, unsuspended ones too;
  at the end of that attack this Digimon is deleted.
* <Overclock (Trait)> (end of your turn, after its "by deleting" cost): attacks the player
  without suspending. Whether a suspended Digimon can attack this way is not in the corpus:
  before its cost is offered, the run stops with an ``unmodelled`` step (check_modelled).
* <Engage> (end of your turn, cr-en/16-44): "may attack", with nothing lifted: the normal
  targets (the player or a suspended Digimon), it suspends, and not the turn it was played
  without <Rush> (cr-en/7-1-2-1; card text overrides a rule only where it says so, 1-3-1).

Another attack can't be declared while an attack is in progress, and only the turn player's
Digimon attack: in both cases the effect does nothing, with a step saying why.
"""

from __future__ import annotations

from dataclasses import dataclass

from judgeapp.engine.dcg import attack as attacking
from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import query as q
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.record import ask, emit, stop_unmodelled
from judgeapp.engine.dcg.render import fragment, label, prompt
from judgeapp.engine.dcg.resolve import Ctx, Gen
from judgeapp.engine.dcg.state import GameState, Stack, other
from judgeapp.engine.dcg.verbs import Verb, register
from judgeapp.engine.steps import Option, StepKind


@dataclass(frozen=True)
class Legality:
    """How an attack by one keyword differs from a normal attack."""

    played_this_turn_ok: bool  # it may attack the turn it was played
    player: bool  # the opponent player can be the target
    digimon: str | None  # which opponent's Digimon can be targets: suspended | any | None
    suspends: bool  # attacking suspends it
    optional: bool  # "may attack": the player chooses whether to attack


LEGALITY = {
    "blitz": Legality(False, True, "suspended", True, True),
    "vortex": Legality(True, False, "suspended", True, True),
    "execute": Legality(False, True, "any", True, True),
    "overclock": Legality(False, True, None, False, False),
    "engage": Legality(False, True, "suspended", True, True),
}


def perform(ctx: Ctx, kid: str) -> Gen:
    """The keyword's attack: check it can attack, let the player choose (or decline), attack;
    <Execute> then deletes the attacker."""
    state, attacker, legality = ctx.state, ctx.stack, LEGALITY[kid]
    if attacker is None:  # left the battle area while the effect was being processed
        return
    if not _may_attack(ctx, kid, attacker, legality):
        return
    options = _options(state, attacker, legality)
    if not options:
        emit(state, StepKind.ACTIVATION, "no_target", player=ctx.controller,
             cards=[attacker.id], rules=cite.KW[kid] + cite.ATTACK_DECLARATION,
             cause=ctx.effect.text, clause="attack (no suspended Digimon of the opponent)")
        return
    answer = options[0].id
    if legality.optional:
        options.append(Option("no", label("no_attack")))
        answer = yield from ask(state, ctx.controller, "effect_attack",
                                prompt("effect_attack", card=ctx.card_id,
                                       keyword=kid.title()), options,
                                rules=cite.KW[kid] + cite.ATTACK_DECLARATION, default="no")
    if answer == "no":
        emit(state, StepKind.ACTIVATION, "optional_declined", player=ctx.controller,
             cards=[attacker.id], rules=cite.KW[kid], cause=ctx.effect.text,
             clause="this Digimon may attack")
        return
    target_id = answer.split()[-1]
    target = None if target_id == "player" else state.find_stack(target_id, breeding=False)
    yield from attacking.attack(state, attacker, target, suspend=legality.suspends,
                           rules=cite.KW[kid])
    if kid == "execute":
        yield from _execute_deletion(ctx, attacker)


def _may_attack(ctx: Ctx, kid: str, attacker: Stack, legality: Legality) -> bool:
    """Whether the attacker can attack by this effect now; if not, a step says why."""
    state = ctx.state
    why = None
    if ctx.controller != state.turn_player:
        why = "only the turn player's Digimon can attack"
    elif state.attack is not None:
        why = "another attack is in progress, and an attack can't be declared during an attack"
    else:
        why = attacking.can_attack(state, attacker,
                                   played_this_turn_ok=legality.played_this_turn_ok)
    if why is None:
        return True
    emit(state, StepKind.ACTIVATION, "effect_attack_impossible", player=ctx.controller,
         cards=[attacker.id],
         rules=cite.KW[kid] + cite.ATTACK_DECLARATION
         + (cite.CANT_SUSPEND if "can't suspend" in why else ()), cause=ctx.effect.text,
         card=attacker.id, keyword=f"<{kid.title()}>", reason=why)
    return False


def check_modelled(ctx: Ctx) -> None:
    """Before anything of the effect is processed (its cost included): stop the run where the
    corpus does not say what the keyword does. <Overclock> on a suspended Digimon: "attacks a
    player without suspending" (manual-en/kw-overclock; manual-ja: レストせずに) does not say
    whether a suspended Digimon can attack."""
    stack = ctx.stack
    if ctx.effect.keyword == "overclock" and stack is not None and stack.suspended:
        stop_unmodelled(ctx.state, f"<Overclock> of {stack.id}, which is suspended: the rules "
                        "in the library say it 'attacks a player without suspending' but not "
                        "whether a suspended Digimon can attack this way (nor whether its cost "
                        "would be paid)", rules=cite.KW["overclock"], player=ctx.controller,
                        cause=ctx.effect.text, cards=[stack.id])
    if ctx.effect.keyword == "overclock" and stack is not None and \
            q.restricted(ctx.state, stack, "suspend"):
        stop_unmodelled(ctx.state, fragment("attack_no_suspend_cant_suspend").format(
                        card=stack.id),
                        rules=cite.KW["overclock"] + cite.CANT_SUSPEND, player=ctx.controller,
                        cause=ctx.effect.text, cards=[stack.id])


def _options(state: GameState, attacker: Stack, legality: Legality) -> list[Option]:
    """The attack targets this keyword allows, as ``attack <attacker> -> <target>``."""
    opponent = other(attacker.owner)
    options = []
    if legality.player and not q.restricted(state, attacker, "attack-players"):
        options.append(Option(f"attack {attacker.id} -> player",
                              label("attack", attacker=attacker.top.name, target=opponent)))
    for s in state.players[opponent].battle:
        if q.is_digimon(s) and legality.digimon is not None and \
                (s.suspended or legality.digimon == "any") and \
                not q.restricted(state, s, "be-attacked") and \
                not q.restricted(state, attacker, "attack-digimon"):
            options.append(Option(f"attack {attacker.id} -> {s.id}",
                                  label("attack", attacker=attacker.top.name,
                                        target=s.top.name)))
    return options


def _execute_deletion(ctx: Ctx, attacker: Stack) -> Gen:
    """<Execute>: at the end of that attack, delete this Digimon (by this effect). Nothing
    happens if it already left the battle area (a step says so)."""
    state = ctx.state
    if state.stack_by_uid(attacker.uid) is None:
        emit(state, StepKind.ACTION, "execute_gone", player=ctx.controller, cards=[attacker.id],
             rules=cite.KW["execute"] + cite.END_OF_ATTACK, cause=ctx.effect.text,
             card=attacker.id)
        return
    emit(state, StepKind.ACTION, "execute", player=ctx.controller, cards=[attacker.id],
         rules=cite.KW["execute"] + cite.END_OF_ATTACK, cause=ctx.effect.text,
         card=attacker.id)
    yield from r.delete(state, [attacker], "effect", by=ctx.controller, text=ctx.effect.text,
                        rules=cite.KW["execute"])


def _perform_verb(ctx: Ctx, action: r.Action) -> Gen:
    yield from perform(ctx, action.verb)


register(Verb(tuple(LEGALITY), _perform_verb,
              rules=tuple(k for kw in LEGALITY for k in cite.KW[kw])
              + cite.ATTACK_DECLARATION + cite.END_OF_ATTACK,
              steps=("effect_attack_impossible", "no_target", "optional_declined",
                     "execute_gone", "execute", "unmodelled")))
r.BEFORE_EFFECT["overclock"] = check_modelled
