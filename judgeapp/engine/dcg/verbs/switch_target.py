""""Switch the target of attack to ..." (manual-en/changing-an-attack-target)."""

from __future__ import annotations

from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import query as q
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.effects import Action, Target
from judgeapp.engine.dcg.record import emit, stop_unmodelled
from judgeapp.engine.dcg.render import fragment
from judgeapp.engine.dcg.resolve import Ctx, Gen
from judgeapp.engine.dcg.state import GameState, other
from judgeapp.engine.dcg.verbs import Verb, register
from judgeapp.engine.steps import StepKind


def _switch_target(ctx: Ctx, target: Target | None) -> Gen:
    """"Switch the target of attack to 1 of your [suspended] Digimon": the attack by the
    controller's opponent's Digimon gets a new target (manual-en/changing-an-attack-target).
    "The attack target can't be changed to a target that is already an attack target": the
    current target is not offered (nothing else: nothing happens). Neither an attacker nor a
    new target that isn't affected by effects stops it (the change is to the attack)."""
    state, att, me = ctx.state, ctx.state.attack, ctx.controller
    rules = cite.CHANGE_TARGET
    why = _no_switch(state, me)
    if why:
        emit(state, StepKind.ACTIVATION, "attack_target_unchanged", player=me,
             cards=[ctx.card_id], rules=rules, cause=ctx.effect.text, reason=why)
        return
    if att.confirming:
        stop_unmodelled(state, "the attack target would change after the attack's "
                        "confirmation began; the engine changes it only before (from the "
                        "declaration to the block timing)", rules=rules, player=me,
                        cards=[ctx.card_id], cause=ctx.effect.text)
    found = [s for s in r.matching(ctx, target) if s.uid != att.target_uid]
    if not found:
        emit(state, StepKind.ACTIVATION, "no_target", player=me, cards=[ctx.card_id],
             rules=rules + cite.TARGETS, cause=ctx.effect.text,
             clause="switch the target of attack to, other than the current target")
        return
    new = yield from r.pick(ctx, found, "pick_attack_target", rules + cite.TARGETS)
    old = att.target_id or other(att.player)
    att.target_uid, att.target_id = new.uid, new.id
    emit(state, StepKind.ACTION, "attack_target_switched", player=me,
         cards=[ctx.card_id, att.attacker_id, new.id], rules=rules, cause=ctx.effect.text,
         card=new.id, attacker=att.attacker_id, old=old)
    r.on_target_switched(state)


def _no_switch(state: GameState, me: str) -> str | None:
    """Why no attack target can be switched now (None: it can)."""
    att = state.attack
    if att is None:
        return "no attack is in progress"
    if att.ended:
        return "the attack was ended"
    if att.player == me:
        return "the attack is by your own Digimon, which can't attack your Digimon"
    attacker = state.stack_by_uid(att.attacker_uid)
    if attacker is not None and q.restricted(state, attacker, "target-locked"):
        return fragment("target_locked").format(attacker=attacker.id)  # official Q&A Q2280
    return None


def run(ctx: Ctx, action: Action) -> Gen:
    yield from _switch_target(ctx, action.target)


register(Verb(("switch-target",), run, rules=cite.CHANGE_TARGET + cite.TARGETS,
              steps=("attack_target_unchanged", "no_target", "attack_target_switched",
                     "unmodelled")))
